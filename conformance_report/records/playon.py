"""Hands played on after a tie: an auction among the tied players only (000, end of the game).

000 has the tied players alone go on; the protocol's ``auction`` takes them as ``play_on``
and the engine's :func:`~reference_engine.bidding.run_auction` as ``in_game``: the others
take no turn.  A :class:`~reference_engine.state.HandState` always bids round the whole
table, so such an auction is judged by ``run_auction`` and the hand then goes on from the
state a whole-table auction with the same winner and contract reaches (checked: the engine
must give that very bidder and contract, else the hand is not judged further).  Whether only
the tied players bid is the ruleset's ``game.play_on_bidders`` (data, not decided here); the
rule a deviation cites is ``rule_map.json``'s ``play-on:auction``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from conformance_report.records.rules import rule_for
from reference_engine.actions import Action
from reference_engine.bidding import MISDEAL, PASS, AuctionError, AuctionStatus, Bid, run_auction
from reference_engine.errors import PinochleError
from reference_engine.ruleset import Ruleset
from reference_engine.state import HandState, may_call_misdeal


def tied_bid_alone(rs: Ruleset, play_on: Sequence[int] | None) -> str | None:
    """The rule by which only ``play_on`` bid under ``rs`` (its catalogue id, else the ruleset
    option's path), or None: no tie, every seat still in, or ``game.play_on_bidders`` everyone."""
    if not play_on or set(play_on) >= set(range(rs.players)) or rs.game.play_on_bidders != "tied":
        return None
    return rule_for(rs, "play-on:auction") or "game.play_on_bidders"


def _bid(text: str) -> Bid:
    action = Action.from_str(text)
    if action.kind == "bid" and action.amount is not None:
        return action.amount
    return MISDEAL if action.kind == "misdeal" else PASS


@dataclass(frozen=True)
class TiedAuction:
    """The engine's verdict on an auction among the tied players: the ``status`` after the
    accepted bids, or the index and rules of the first refused one."""

    status: AuctionStatus | None
    refused: int | None = None
    rules: tuple[str, ...] = ()


def judge(rs: Ruleset, st: HandState, bids: Sequence[tuple[int, str]], play_on: Sequence[int]) -> TiedAuction:
    """Run ``bids`` (seat, action text) among ``play_on`` only, as the ``auction`` operation does."""
    holders = [may_call_misdeal(rs, h) for h in st.hands] if rs.bidding.misdeal is not None else None
    parsed: list[tuple[int, Bid]] = []
    for i, (seat, text) in enumerate(bids):
        parsed.append((seat, _bid(text)))
        try:
            status = run_auction(rs, st.dealer, parsed, holders, play_on)
        except AuctionError as exc:
            return TiedAuction(None, i, exc.rules)
    if not parsed:
        return TiedAuction(run_auction(rs, st.dealer, (), holders, play_on))
    return TiedAuction(status)


def seated(st: HandState, status: AuctionStatus) -> HandState | None:
    """The state after a whole-table auction the engine closes with ``status``'s result, or None.

    Every seat passes but the winner, who bids the contract (or passes, when the engine's
    own opening already gives it him); a throw-in is everyone passing.  The engine must
    accept each call and end on the same bidder and contract.
    """
    try:
        while st.phase == "bidding" and not st.is_terminal():
            seat = st.current
            if seat == status.winner and status.contract is not None:
                try:
                    st = st.apply(Action("bid", amount=status.contract), seat=seat)
                    continue
                except PinochleError:
                    pass
            st = st.apply(Action("pass"), seat=seat)
    except PinochleError:
        return None
    if status.status == "redeal":
        return st if st.is_terminal() and st.scored is None else None
    return st if (st.bidder, st.contract) == (status.winner, status.contract) else None


def tied_bids(rs: Ruleset, st: HandState, play_on: Sequence[int], rng: random.Random) -> list[tuple[int, str]]:
    """An auction among ``play_on`` by the demo policy's rule (the lowest bid with chance 0.4,
    else a pass) up to its close: the harness's own bidding for a hand played on."""
    bids: list[tuple[int, str]] = []
    while True:
        status = judge(rs, st, bids, play_on).status
        if status is None or status.status != "open" or status.next_bidder is None:
            return bids
        seat = status.next_bidder
        options = [f"bid {status.minimum_bid}", "pass"] if rng.random() < 0.4 else ["pass", f"bid {status.minimum_bid}"]
        for text in options:
            if judge(rs, st, [*bids, (seat, text)], play_on).refused is None:
                bids.append((seat, text))
                break
        else:
            return bids
