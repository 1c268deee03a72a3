"""Hands played by an app: records whose play and claims come from an adapter's answers.

The harness deals, bids and exchanges with the reference engine's seeded demo policy (the
protocol has no operation for those choices), then lets the app play: each card is drawn
from the app's ``legal_plays``, each trick goes to the app's ``trick_winner``, who leads the
next, and the meld, the hand's scores, the game's totals and its result are the app's
``meld``, ``hand_score`` and ``game_result`` answers.  ``audit`` of such records finds the
app's rule bugs in play (``records play --impl``); the harness decides no rule itself.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeGuard

from conformance_report.records import playon
from conformance_report.records.export import hand_record
from reference_engine.cards import Card
from reference_engine.game import game_result
from reference_engine.meld import meld
from reference_engine.policy import choose
from reference_engine.replay import shown_by
from reference_engine.ruleset import Ruleset
from reference_engine.state import Deal, HandState, deal_cards, next_dealer

Ask = Callable[[str, Mapping[str, Any]], Mapping[str, Any] | None]
"""The app: (operation, args) → its result, or None when it gave none (an error, unsupported)."""


def _codes(cards: Any) -> list[str]:
    return [str(c) for c in cards]


def _next(rs: Ruleset, seat: int, out: int | None) -> int:
    nxt = (seat + 1) % rs.players
    return (nxt + 1) % rs.players if nxt == out else nxt


def _before_play(
    rs: Ruleset, deal: Deal, dealer: int, rng: random.Random, tied: list[int] | None = None
) -> tuple[HandState, list[tuple[int, str]], Any]:
    """The engine's policy from the deal to the first lead: the state, the actions, and the
    hands at meld: each seat's as it shows its meld (001's bidder: before he passes back) and
    each seat's as the meld is fixed.  After a tie only the tied players bid where the
    document says so."""
    st = HandState.new(rs, deal, dealer)
    actions: list[tuple[int, str]] = []
    if tied and playon.tied_bid_alone(rs, tied):
        actions = playon.tied_bids(rs, st, tied, rng)
        status = playon.judge(rs, st, actions, tied).status
        seated = playon.seated(st, status) if status is not None else None
        if seated is None:
            return st, actions, None
        st = seated
    at_meld = None
    shown: dict[int, Any] = {}
    done: set[int] = set()
    while not st.is_terminal() and st.phase != "play":
        seat = st.current_player()
        action = choose(st, rng, bid_chance=0.4)
        actions.append((seat, str(action)))
        before, st = st, st.apply(action)
        for x in shown_by(rs, before, st, len(actions) - 1, done):
            if x.what == "meld" and x.seat is not None:
                shown[x.seat] = (before if x.after < len(actions) - 1 else st).hands[x.seat]
        if at_meld is None and st.melds is not None:
            at_meld = (tuple(shown.get(s, h) for s, h in enumerate(st.hands)), st.hands)
    return st, actions, at_meld


def _tricks(ask: Ask, rs: Ruleset, st: HandState, rng: random.Random) -> list[dict[str, Any]]:
    """The app's play: cards drawn from its legal plays, each trick to its winner, who leads."""
    hands = [list(h) for h in st.hands]
    trump, out = st.trump or "S", st.sitting_out
    active = rs.players - (1 if out is not None else 0)
    seat, broken, first = st.current, False, True
    trick: list[dict[str, Any]] = []
    tricks: list[dict[str, Any]] = []
    while hands[seat]:
        args: dict[str, Any] = {
            "hand": _codes(hands[seat]),
            "trump": trump,
            "trick": trick,
            "trump_broken": broken,
            "first_lead": first,
        }
        legal = ask("legal_plays", args)
        cards = [c for c in (legal or {}).get("cards", ()) if Card.from_str(c) in hands[seat]]
        if not cards:
            break
        card = Card.from_str(rng.choice(cards))
        hands[seat].remove(card)
        trick.append({"seat": seat, "card": str(card)})
        seat = _next(rs, seat, out)
        if len(trick) < active:
            continue
        won = ask("trick_winner", {"trump": trump, "trick": trick})
        tricks.append({"plays": trick} if won is None else {"plays": trick, "winner": int(won["seat"])})
        if won is None:
            break
        broken = broken or any(p["card"][1] == trump for p in trick)
        first, trick = False, []
        seat = (
            int(won["seat"]) if rs.play.next_lead != "leader_left" else _next(rs, tricks[-1]["plays"][0]["seat"], out)
        )
    return tricks


def _claims(ask: Ask, st: HandState, at_meld: Any, tricks: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The app's meld (by seat, on the hand it shows) and its hand_score answer for the hand
    played (None when the protocol cannot put the question: see :func:`_fair`)."""
    shown, fixed = at_meld
    asked = [ask("meld", {"hand": _codes(cards), "trump": st.trump}) for cards in shown]
    if not _fair(st, fixed):
        return {"meld": asked, "score": None}
    args: dict[str, Any] = {
        "dealer": st.dealer,
        "bidder": st.bidder,
        "contract": st.contract,
        "trump": st.trump,
        "partner": st.partner,
        "melds": [_codes(cards) for cards in fixed],
        "tricks": [{"leader": t["plays"][0]["seat"], "cards": t["plays"]} for t in tricks],
    }
    if st.shoot:
        args["shoot"] = True
    if st.discarded:
        args["discarded"] = _codes(st.discarded)
    score = ask("hand_score", args)
    return {"meld": asked, "score": score}


def _auction(
    ask: Ask, rs: Ruleset, deal: Deal, dealer: int, calls: list[dict[str, Any]], tied: list[int] | None
) -> dict[str, Any] | None:
    """The app's answer to ``auction`` for the engine's calls (None without one): the claim
    ``audit`` compares with the engine's winner and bid."""
    bids = []
    for call in calls:
        words = call["action"].split()
        bids.append({"seat": call["seat"], "bid": int(words[1]) if words[0] == "bid" else words[0]})
    args: dict[str, Any] = {"dealer": dealer, "hands": [_codes(h) for h in deal.hands], "bids": bids}
    if tied and playon.tied_bid_alone(rs, tied):
        args["play_on"] = tied
    answer = ask("auction", args)
    if not isinstance(answer, Mapping):
        return None
    status, winner, contract = answer.get("status"), answer.get("winner"), answer.get("contract")
    if status == "won" and _whole(winner) and 0 <= winner < rs.players and _whole(contract):
        return {"status": status, "winner": winner, "contract": contract}
    if status in ("redeal", "open"):
        return {"status": status, "winner": None, "contract": None}
    index, rule = answer.get("index"), answer.get("rule")
    if (
        status == "illegal"
        and _whole(index)
        and 0 <= index < len(bids)
        and isinstance(rule, str)
        and rule.split() == [rule]
    ):
        return {"status": status, "winner": None, "contract": None, "index": index, "rule": rule}
    return None  # an answer that says nothing usable is no claim


def _whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _fair(st: HandState, fixed: Any) -> bool:
    """Whether each seat's hand when the meld is fixed melds what the engine counts for it.

    ``hand_score`` takes one meld hand a seat, all from one deal; a 001 bidder who had to
    break his meld to pass back (he counts what he showed before) has none that says it, so
    the app is asked no hand score for that hand."""
    assert st.melds is not None and st.trump is not None
    return all(meld(st.rs, hand, st.trump).total == m.total for hand, m in zip(fixed, st.melds, strict=True))


def app_hand(
    ask: Ask,
    rs: Ruleset,
    variant: str | Mapping[str, Any],
    rng: random.Random,
    dealer: int,
    before: list[int],
    played: int,
    tied: list[int] | None = None,
) -> tuple[dict[str, Any], list[int] | None, dict[str, Any] | None]:
    """One hand: its record with the app's claims, the app's totals after it and its result
    (None, None when the hand stopped short or the app gave no score).  ``tied``: the seats
    still in after a tie, as the engine has them."""
    deal = deal_cards(rs, dealer, rng)
    st, actions, at_meld = _before_play(rs, deal, dealer, rng, tied)
    hand, _ = hand_record(rs, deal, dealer, actions, variant, play_on=tied)
    for key in ("meld", "scores", "tricks"):
        hand.pop(key, None)
    judged = _auction(ask, rs, deal, dealer, hand["auction"], tied)
    if judged is not None:
        hand["auction_result"] = judged
    if st.is_terminal():
        return hand, list(before), None  # thrown in: no play, no score
    tricks = _tricks(ask, rs, st, rng)
    hand["tricks"] = tricks
    if at_meld is None or st.trump is None or any(len(h) for h in _left(st, tricks)):
        return hand, None, None
    claims = _claims(ask, st, at_meld, tricks)
    if claims is None:
        return hand, None, None
    hand["meld"] = [{"seat": s, "points": int(m["total"])} for s, m in enumerate(claims["meld"]) if m is not None]
    score = claims["score"]
    if score is None:
        return hand, None, None
    sides = [{"seats": list(s["seats"]), "meld": s["meld"], "counters": s["trick_points"], "score": s["score"]}
             for s in score["sides"]]  # fmt: skip
    hand["scores"] = {"made": bool(score["made"]), "sides": sides}
    seat_scores = [int(s["score"]) for s in sorted(score["seats"], key=lambda s: s["seat"])]
    after = [a + b for a, b in zip(before, seat_scores, strict=True)]
    hand_args = {"bidder": st.bidder, "made": bool(score["made"]), "scores": seat_scores}
    args = {"dealer": dealer, "scores": before, "hand": hand_args, "hands_played": played + 1}
    if tied:
        args["play_on"] = tied
    result = ask("game_result", args)
    return hand, after, dict(result) if result is not None else None


def _left(st: HandState, tricks: list[dict[str, Any]]) -> list[list[Card]]:
    """What each seat still holds after the tricks played (every card played: the hand is over)."""
    hands = [list(h) for h in st.hands]
    for t in tricks:
        for p in t["plays"]:
            hands[p["seat"]].remove(Card.from_str(p["card"]))
    return hands


def app_games(
    ask: Ask, rs: Ruleset, variant: str | Mapping[str, Any], seed: int, games: int, max_hands: int = 40
) -> Iterator[dict[str, Any]]:
    """Whole games played by the app (every record it claims), hand after hand."""
    rng = random.Random(seed)
    for g in range(1, games + 1):
        totals, dealer, played = [0] * rs.players, 0, 0
        tied: list[int] | None = None
        for n in range(1, max_hands + 1):
            hand, after, result = app_hand(ask, rs, variant, rng, dealer, totals, played, tied)
            hand = {"variant": hand.pop("variant"), "game": f"app-{seed}-{g}", "hand": str(n), **hand}
            if after is not None:
                hand["game_scores"] = {"totals": after}
                if result is not None:
                    hand["game_scores"]["result"] = {k: result[k] for k in ("finished", "winners", "play_on")}
            yield hand
            if after is None or (result is not None and result.get("finished")):
                break
            played += "scores" in hand
            if "scores" in hand:  # the seats still in, as the engine has them on the app's totals (as audit does)
                ref = game_result(rs, after, _bidder(hand), bool(hand["scores"]["made"]), tied, played)
                tied = list(ref.play_on) or tied
            totals, dealer = after, next_dealer(rs, dealer)


def _bidder(hand: Mapping[str, Any]) -> int | None:
    """The seat that won the auction, as the record's first trump action names it."""
    trump = hand.get("trump") or ()
    return int(trump[0]["seat"]) if trump and trump[0]["seat"] >= 0 else None
