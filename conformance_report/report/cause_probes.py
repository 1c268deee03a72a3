"""The primitive questions behind one recorded request, most primitive first (for :mod:`.causes`).

A failed ``hand_score`` depends on the winner of each of its tricks and on each seat's meld; a
failed ``play_hand`` also on the legal plays where its verdicts part.  Each such question is a
*probe*: an operation and its args, asked of the app and answered by the reference engine under
the same ruleset.  The positions are read by replaying the request in the reference engine; the
harness itself knows no rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from reference_engine.actions import Action
from reference_engine.cards import Card
from reference_engine.errors import PinochleError
from reference_engine.ruleset import Ruleset
from reference_engine.state import Deal, HandState

LEVEL: Final = {
    "trick_winner": 0,
    "meld": 0,
    "legal_plays": 1,
    "cut_for_deal": 1,
    "deal": 1,
    "auction": 2,
    "hand_score": 2,
    "game_result": 2,
    "play_hand": 3,
}
"""How primitive an operation's question is: a cause is the first differing probe, lowest level first."""


@dataclass(frozen=True)
class Probe:
    """One primitive question: an operation and its args."""

    op: str
    args: Mapping[str, Any]


def _trick_probe(trump: str, cards: Sequence[Mapping[str, Any]]) -> Probe:
    return Probe("trick_winner", {"trump": trump, "trick": [{"seat": c["seat"], "card": c["card"]} for c in cards]})


def _from_hand_score(args: Mapping[str, Any]) -> list[Probe]:
    trump = args.get("trump")
    if not isinstance(trump, str):
        return []
    out: list[Probe] = []
    for trick in args.get("tricks") or []:
        if isinstance(trick, Mapping) and isinstance(trick.get("cards"), list) and trick["cards"]:
            out.append(_trick_probe(trump, trick["cards"]))
    for hand in args.get("melds") or []:
        if isinstance(hand, list) and hand:
            out.append(Probe("meld", {"hand": list(hand), "trump": trump}))
    return out


def _from_legal_plays(rs: Ruleset, args: Mapping[str, Any]) -> list[Probe]:
    """Who wins the trick so far, and who would win it with each card of the hand added."""
    trump, trick = args.get("trump"), list(args.get("trick") or [])
    if not isinstance(trump, str) or not trick:
        return []
    out = [_trick_probe(trump, trick)] if len(trick) > 1 else []
    seat = (int(trick[-1]["seat"]) + 1) % rs.players
    for card in dict.fromkeys(str(c) for c in args.get("hand") or []):
        out.append(_trick_probe(trump, [*trick, {"seat": seat, "card": card}]))
    return out


def _cards(value: Any) -> tuple[Card, ...]:
    return tuple(Card.from_str(str(c)) for c in value or [])


def _from_play_hand(rs: Ruleset, args: Mapping[str, Any], part_at: int | None) -> list[Probe]:
    """Tricks, melds and (at ``part_at``, the first action whose verdict differs) the legal plays."""
    d = args.get("deal") or {}
    deal = Deal(tuple(_cards(h) for h in d.get("hands") or []), _cards(d.get("kitty")), tuple(_cards(d.get("stock"))))
    st = HandState.new(rs, deal, int(args.get("dealer", 0)))
    tricks: list[Probe] = []
    melds: list[Probe] = []
    legal: list[Probe] = []
    current: list[dict[str, Any]] = []
    meld_hands: list[list[str]] = []
    tricks_played: list[dict[str, Any]] = []
    for i, a in enumerate(args.get("actions") or []):
        seat, text = int(a.get("seat")), str(a.get("action"))
        try:
            action = Action.from_str(text)
        except PinochleError:
            break
        if action.kind == "play" and st.trump is not None:
            if i == part_at:
                legal.append(
                    Probe(
                        "legal_plays",
                        {
                            "hand": [str(c) for c in st.hands[seat]],
                            "trump": st.trump,
                            "trick": [{"seat": s, "card": str(c)} for s, c in st.trick],
                            "trump_broken": bool(st.trump_broken),
                            "first_lead": not st.tricks_played and not st.trick,
                        },
                    )
                )
            current.append({"seat": seat, "card": str(action.cards[0])})
        before = st
        try:
            st = st.apply(action, seat=seat)
        except PinochleError:  # the reference refuses it too: what came before is still asked
            break
        if before.melds is None and st.melds is not None and st.trump is not None:
            meld_hands = [[str(c) for c in h] for h in st.hands]
            melds += [Probe("meld", {"hand": h, "trump": st.trump}) for h in meld_hands if h]
        if current and not st.trick and st.tricks_played > before.tricks_played and st.trump is not None:
            tricks.append(_trick_probe(st.trump, current))
            tricks_played.append({"leader": current[0]["seat"], "cards": current})
            current = []
    score: list[Probe] = []
    if st.is_terminal() and st.bidder is not None and st.trump is not None and meld_hands:
        score.append(
            Probe(
                "hand_score",
                {
                    "dealer": st.dealer,
                    "bidder": st.bidder,
                    "contract": st.contract or 0,
                    "trump": st.trump,
                    "partner": st.partner,
                    "melds": meld_hands,
                    "tricks": tricks_played,
                    **({"shoot": True} if st.shoot else {}),
                },
            )
        )
    return tricks + melds + legal + score


def probes_for(rs: Ruleset, op: str, args: Mapping[str, Any], part_at: int | None = None) -> list[Probe]:
    """The primitive probes under a request, most primitive first (the request itself not included)."""
    try:
        if op == "hand_score":
            found = _from_hand_score(args)
        elif op == "play_hand":
            found = _from_play_hand(rs, args, part_at)
            found += [q for p in found if p.op == "legal_plays" for q in _from_legal_plays(rs, p.args)]
        elif op == "legal_plays":
            found = _from_legal_plays(rs, args)
        else:
            return []
    except (PinochleError, TypeError, AttributeError, KeyError, ValueError, IndexError):
        return []  # a position the engine cannot replay: only the request itself is asked
    unique: dict[str, Probe] = {}
    for p in found:
        unique.setdefault(p.op + repr(sorted(p.args.items(), key=str)), p)
    return sorted(unique.values(), key=lambda p: LEVEL.get(p.op, 9))
