"""Records of hands the harness plays or asks about: a demo hand, whole seeded games, the
``play_hand`` requests of scenarios and of fuzz findings.

The actions are replayed through the reference engine, which sorts them into sections (by
the phase each is taken in), groups the plays into tricks and supplies every claim (trick
winners, meld, scores, game totals and result), so ``audit`` passes on what is written here.
A request whose actions the engine refuses is written up to the last accepted action.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from conformance_report.records import playon
from reference_engine.actions import Action
from reference_engine.cards import Card
from reference_engine.errors import PinochleError
from reference_engine.game import game_result
from reference_engine.policy import choose
from reference_engine.replay import shown_by
from reference_engine.ruleset import Ruleset
from reference_engine.state import Deal, HandState, next_dealer

_SECTION = {"bidding": "auction", "trump": "trump", "play": "tricks"}


def _codes(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


def hand_record(
    rs: Ruleset,
    deal: Deal,
    dealer: int,
    actions: Sequence[tuple[int, str]],
    variant: str | Mapping[str, Any],
    *,
    tags: Mapping[str, Any] | None = None,
    before: Sequence[int] | None = None,
    play_on: Sequence[int] | None = None,
) -> tuple[dict[str, Any], HandState]:
    """The record of one hand (JSON form) with the engine's claims, and the state it ends in.

    ``play_on``: the seats still in after a tie, who alone bid where the document says so
    (:mod:`~conformance_report.records.playon`); ``actions`` then open with their auction."""
    hand: dict[str, Any] = {"variant": variant if isinstance(variant, str) else dict(variant)}
    hand.update(tags or {})
    hand["dealer"] = dealer
    tied = play_on if play_on and playon.tied_bid_alone(rs, play_on) else None
    if tied:
        hand["play_on"] = list(tied)
    hand["deal"] = {"hands": [_codes(h) for h in deal.hands]}
    if deal.kitty:
        hand["deal"]["kitty"] = _codes(deal.kitty)
    if deal.stock:
        hand["deal"]["stock"] = _codes(deal.stock)
    hand["auction"] = []
    st = HandState.new(rs, deal, dealer)
    tricks: list[dict[str, Any]] = []
    meld: list[dict[str, Any]] = []
    shown: dict[int, list[str]] = {}
    done: set[int] = set()
    if tied:
        seated, actions = _tied_auction(rs, st, hand, actions, tied)
        if seated is None:
            return hand, st
        st = seated
    for i, (seat, text) in enumerate(actions):
        section = _SECTION.get(st.phase, "exchange")
        try:
            nxt = st.apply(Action.from_str(text), seat=seat)
        except PinochleError:
            break
        for x in shown_by(rs, st, nxt, i, done):
            if x.what == "meld" and x.seat is not None:
                shown[x.seat] = _codes(x.cards)
        if section == "tricks":
            if not st.trick:
                tricks.append({"plays": []})
            tricks[-1]["plays"].append({"seat": seat, "card": str(Action.from_str(text).cards[0])})
            if len(nxt.taken) > len(st.taken):
                tricks[-1]["winner"] = nxt.taken[-1][0]
        else:
            hand.setdefault(section, []).append({"seat": seat, "action": str(Action.from_str(text))})
        if st.melds is None and nxt.melds is not None:
            for s, m in enumerate(nxt.melds):
                entry: dict[str, Any] = {"seat": s, "points": m.total}
                if shown.get(s):
                    entry["cards"] = shown[s]  # as the engine shows them (001's bidder: before he passes back)
                meld.append(entry)
        st = nxt
    if meld:
        hand["meld"] = meld
    if tricks:
        hand["tricks"] = tricks
    if st.is_terminal() and st.scored is not None:
        sides = [
            {"seats": list(s.seats), "meld": s.meld, "counters": s.trick_points, "score": s.score}
            for s in st.scored.sides
        ]
        hand["scores"] = {"made": st.scored.made, "sides": sides}
    if before is not None and st.is_terminal():
        hand["game_scores"] = {
            "before": list(before),
            "totals": [a + b for a, b in zip(before, st.returns() or (0,) * rs.players, strict=True)],
        }
    return hand, st


def _tied_auction(
    rs: Ruleset, st: HandState, hand: dict[str, Any], actions: Sequence[tuple[int, str]], play_on: Sequence[int]
) -> tuple[HandState | None, Sequence[tuple[int, str]]]:
    """Write the auction among the tied players that opens ``actions``; the state it leaves
    (None when the engine refuses a call or no whole-table auction reaches it) and the rest."""
    n = next((i for i, (_, t) in enumerate(actions) if Action.from_str(t).kind not in ("bid", "pass", "misdeal")), None)
    n = len(actions) if n is None else n
    verdict = playon.judge(rs, st, actions[:n], play_on)
    kept = actions[:n] if verdict.refused is None else actions[: verdict.refused]
    hand["auction"] = [{"seat": seat, "action": str(Action.from_str(text))} for seat, text in kept]
    if verdict.status is None or verdict.status.status == "open":
        return None, ()
    return playon.seated(st, verdict.status), actions[n:]


def played_hand(
    rs: Ruleset, variant: str | Mapping[str, Any], seed: int, dealer: int = 0, play_on: Sequence[int] | None = None
) -> tuple[dict[str, Any], HandState]:
    """One hand dealt and played by the seeded demo policy (as ``pinochle-demo`` plays it);
    after a tie (``play_on``) only the tied players bid where the document says so."""
    rng = random.Random(seed)
    st = HandState.random(rs, seed, dealer=dealer)
    deal = Deal(st.hands, st.kitty, st.stock)
    actions: list[tuple[int, str]] = []
    if play_on and playon.tied_bid_alone(rs, play_on):
        actions = playon.tied_bids(rs, st, play_on, rng)
        status = playon.judge(rs, st, actions, play_on).status
        seated = playon.seated(st, status) if status is not None else None
        if seated is None:
            return hand_record(rs, deal, dealer, actions, variant, play_on=play_on)
        st = seated
    while not st.is_terminal():
        seat = st.current_player()
        action = choose(st, rng, bid_chance=0.4)
        actions.append((seat, str(action)))
        st = st.apply(action)
    return hand_record(rs, deal, dealer, actions, variant, play_on=play_on)


def game_records(
    rs: Ruleset, variant: str | Mapping[str, Any], seed: int, game: str, max_hands: int = 60
) -> Iterator[dict[str, Any]]:
    """Every hand of one seeded game, with the totals and the result the engine gives."""
    rng = random.Random(seed)
    totals, dealer, scored, tied = [0] * rs.players, 0, 0, None
    for n in range(1, max_hands + 1):
        hand, st = played_hand(rs, variant, rng.randrange(2**32), dealer, tied)
        hand = {"variant": hand.pop("variant"), "game": game, "hand": str(n), **hand}
        after = [a + b for a, b in zip(totals, st.returns() or (0,) * rs.players, strict=True)]
        hand["game_scores"] = {"totals": after}
        done = False
        if st.scored is not None:
            scored += 1
            result = game_result(rs, after, st.bidder, st.scored.made, tied, scored)
            hand["game_scores"]["result"] = {
                "finished": result.finished,
                "winners": list(result.winners),
                "play_on": list(result.play_on),
            }
            tied = list(result.play_on) or tied
            done = result.finished
        totals, dealer = after, next_dealer(rs, dealer)
        yield hand
        if done:
            return


def from_play_hand(
    rs: Ruleset, variant: str | Mapping[str, Any], args: Mapping[str, Any], tags: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """The record of a ``play_hand`` request's hand (its accepted actions)."""
    d = args["deal"]
    deal = Deal(
        tuple(tuple(Card.from_str(c) for c in h) for h in d["hands"]),
        tuple(Card.from_str(c) for c in d.get("kitty", ())),
        tuple(Card.from_str(c) for c in d.get("stock", ())),
    )
    actions = [(int(a["seat"]), str(a["action"])) for a in args["actions"]]
    return hand_record(rs, deal, int(args["dealer"]), actions, variant, tags=tags)[0]
