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

from reference_engine.actions import Action
from reference_engine.cards import Card
from reference_engine.errors import PinochleError
from reference_engine.game import game_result
from reference_engine.policy import choose
from reference_engine.replay import melded_cards
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
) -> tuple[dict[str, Any], HandState]:
    """The record of one hand (JSON form) with the engine's claims, and the state it ends in."""
    hand: dict[str, Any] = {"variant": variant if isinstance(variant, str) else dict(variant)}
    hand.update(tags or {})
    hand["dealer"] = dealer
    hand["deal"] = {"hands": [_codes(h) for h in deal.hands]}
    if deal.kitty:
        hand["deal"]["kitty"] = _codes(deal.kitty)
    if deal.stock:
        hand["deal"]["stock"] = _codes(deal.stock)
    hand["auction"] = []
    st = HandState.new(rs, deal, dealer)
    tricks: list[dict[str, Any]] = []
    meld: list[dict[str, Any]] = []
    for seat, text in actions:
        section = _SECTION.get(st.phase, "exchange")
        try:
            nxt = st.apply(Action.from_str(text), seat=seat)
        except PinochleError:
            break
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
                shown = melded_cards(rs, nxt.hands[s], nxt.trump or "S")
                if shown:
                    entry["cards"] = _codes(shown)
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


def played_hand(
    rs: Ruleset, variant: str | Mapping[str, Any], seed: int, dealer: int = 0
) -> tuple[dict[str, Any], HandState]:
    """One hand dealt and played by the seeded demo policy (as ``pinochle-demo`` plays it)."""
    rng = random.Random(seed)
    st = HandState.random(rs, seed, dealer=dealer)
    deal = Deal(st.hands, st.kitty, st.stock)
    actions: list[tuple[int, str]] = []
    while not st.is_terminal():
        seat = st.current_player()
        action = choose(st, rng, bid_chance=0.4)
        actions.append((seat, str(action)))
        st = st.apply(action)
    return hand_record(rs, deal, dealer, actions, variant)


def game_records(
    rs: Ruleset, variant: str | Mapping[str, Any], seed: int, game: str, max_hands: int = 60
) -> Iterator[dict[str, Any]]:
    """Every hand of one seeded game, with the totals and the result the engine gives."""
    rng = random.Random(seed)
    totals, dealer, scored, tied = [0] * rs.players, 0, 0, None
    for n in range(1, max_hands + 1):
        hand, st = played_hand(rs, variant, rng.randrange(2**32), dealer)
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
