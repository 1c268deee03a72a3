"""Requests to ask an implementation and the reference engine alike: one :class:`Case` per
request, drawn so that hypothesis can shrink it.

Positions come from two sources: hand-made ones (random hands, tricks, bids, scores) and real
ones taken from seeded random hands that the reference engine plays under the ruleset, which
reach every phase a ruleset has (kitty or widow, passing, discard and draw, partner calls),
with one action sometimes swapped for another to test rejection.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

from reference_engine.cards import ALL_CARDS, DECKS, SUITS, Card, make_deck
from reference_engine.ruleset import Ruleset
from reference_engine.state import HandState, sides_for
from reference_engine.tricks import trick_winner

OPS = (
    "meld",
    "legal_plays",
    "trick_winner",
    "auction",
    "hand_score",
    "play_hand",
    "game_result",
    "deal",
    "cut_for_deal",
)
AREA = {
    "meld": "meld",
    "legal_plays": "play",
    "trick_winner": "play.trick-winner",
    "auction": "bidding",
    "hand_score": "scoring",
    "play_hand": "hand",
    "game_result": "game-end",
    "deal": "deal",
    "cut_for_deal": "deal.cut",
}


@dataclass
class Case:
    """One request and, once asked, both answers (normalised) and the reference's raw result."""

    op: str
    args: dict[str, Any]
    expected: Any = None
    actual: Any = None
    reference_result: dict[str, Any] | None = None
    area: str = ""
    key: tuple[Any, ...] | None = field(default=None, compare=False)
    """Where a remembered pool holds it (``probes.case_pool``): reference answers to it are shared."""


def _deck_cards(rs: Ruleset) -> list[Card]:
    ranks = DECKS[rs.deck][1]
    return [c for c in ALL_CARDS if c.rank in ranks]


def _cards(
    draw: Callable[[Any], Any],
    rs: Ruleset,
    min_size: int,
    max_size: int,
    taken: dict[Card, int] | None = None,
    suits: Sequence[str] = SUITS,
) -> list[Card]:
    """A multiset of cards the deck can supply (at most ``copies`` of each, minus ``taken``)."""
    copies = DECKS[rs.deck][0]
    used = dict(taken or {})
    pool = [c for c in _deck_cards(rs) if c.suit in suits]
    picks = draw(st.lists(st.sampled_from(pool), min_size=min_size, max_size=max_size))
    out = []
    for c in picks:
        if used.get(c, 0) < copies:
            used[c] = used.get(c, 0) + 1
            out.append(c)
    if taken is not None:
        taken.clear()
        taken.update(used)
    return sorted(out, key=lambda c: c.index)


def _codes(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


def _random_hand(rs: Ruleset, seed: int) -> tuple[HandState, HandState | None, HandState]:
    """A seeded random legal hand: the start, the state when play began, and the end."""
    rng = random.Random(seed)
    start = HandState.random(rs, seed, dealer=seed % rs.players)
    st_, at_play = start, None
    for _ in range(5000):
        if st_.is_terminal():
            break
        if st_.phase == "play" and at_play is None:
            at_play = st_
        st_ = st_.apply(st_.random_action(rng))
    return start, at_play, st_


def _tricks_of(end: HandState) -> list[dict[str, Any]]:
    plays = [(seat, act.cards[0]) for seat, act in end.history if act.kind == "play"]
    per = end.rs.players - (1 if end.sitting_out is not None else 0)
    out = []
    for i in range(0, len(plays), per):
        chunk = plays[i : i + per]
        out.append({"leader": chunk[0][0], "cards": [{"seat": s, "card": str(c)} for s, c in chunk]})
    return out


def _meld_hand(draw: Callable[[Any], Any], rs: Ruleset, trump: str) -> list[Card]:
    """A hand made of one to three whole melds, each taken once or more (as many as the deck holds)."""
    copies = DECKS[rs.deck][0]
    ranks = DECKS[rs.deck][1]
    pieces: list[str] = ["run", "pinochle", "marriage", "nines", "roundhouse"]
    pieces += [f"around {r}" for r in "AKQJ" if r in ranks]
    cards: list[Card] = []
    for _ in range(draw(st.integers(1, 3))):
        piece = draw(st.sampled_from(pieces))
        times = draw(st.integers(1, copies))
        if piece == "run":
            one = [f"{r}{trump}" for r in "ATKQJ"]
        elif piece == "pinochle":
            one = ["QS", "JD"]
        elif piece == "marriage":
            suit = draw(st.sampled_from(SUITS))
            one = [f"K{suit}", f"Q{suit}"]
        elif piece == "nines":
            one = [f"9{s}" for s in SUITS]
        elif piece == "roundhouse":
            one = [f"{r}{s}" for s in SUITS for r in "KQ"]
        else:
            one = [f"{piece[-1]}{s}" for s in SUITS]
        cards += [Card.from_str(c) for c in one if c[0] in ranks] * times
    limit = rs.hand_size + rs.kitty_size
    return _cards(lambda _s: cards[:limit], rs, 0, 0)


def _auction_case(draw: Callable[[Any], Any], rs: Ruleset) -> Case:
    """Free bids; or everyone passing to the dealer (stuck dealer, redeal); or a misdeal call from nines."""
    n = rs.players
    b = rs.bidding
    dealer = draw(st.integers(0, n - 1))
    first = (dealer + (2 if b.first_bidder_opens else 1)) % n
    amounts = st.integers(max(0, b.minimum - b.increment), b.minimum + 6 * b.increment)
    mode = draw(st.sampled_from(["free", "free", "all_pass", "misdeal"]))
    hands: list[list[str]] | None = None
    if mode == "all_pass":
        stuck = b.stuck_amount if b.stuck_amount is not None else b.minimum
        last = draw(st.sampled_from(["pass", "pass", stuck, stuck + b.increment, b.minimum, "misdeal"]))
        values: list[Any] = ["pass"] * (n - 1) + [last]
    else:
        values = draw(st.lists(st.one_of(st.just("pass"), amounts), max_size=2 * n + 1))
    if mode == "misdeal":
        # a seat with nines (often enough of them) calls a misdeal, before or after some bids
        holder = draw(st.integers(0, n - 1))
        nines = draw(st.integers(0, min(2 * DECKS[rs.deck][0] * 2, rs.hand_size)))
        nine_cards = [f"9{s}" for s in SUITS] * DECKS[rs.deck][0]
        rest = _cards(draw, rs, 0, rs.hand_size - nines, {Card.from_str(c): DECKS[rs.deck][0] for c in nine_cards})
        hands = [[] for _ in range(n)]
        hands[holder] = sorted(nine_cards[:nines] + _codes(rest), key=lambda c: Card.from_str(c).index)
        at = draw(st.integers(0, min(len(values), n)))
        values.insert(at, "misdeal")
    in_turn = mode != "free" or draw(st.booleans())
    bids, seat = [], first
    for v in values:
        who = seat if in_turn else draw(st.integers(0, n - 1))
        if v == "misdeal" and mode == "misdeal" and draw(st.booleans()):
            who = holder
        bids.append({"seat": who, "bid": v})
        seat = (seat + 1) % n
    return Case("auction", {"dealer": dealer, "hands": hands, "bids": bids})


def _game_result_case(draw: Callable[[Any], Any], rs: Ruleset) -> Case:
    """Scores around the target (ties, both sides out, the bidder's side out or set), hands played, play-on."""
    n = rs.players
    t = rs.game.target
    unit = max(1, t // 20)
    near = st.integers(t - 3 * unit, t + 3 * unit)
    wide = st.integers(-t, t)
    scores = [draw(st.one_of(near, wide)) for _ in range(n)]
    deltas = [draw(st.integers(-t // 2, t // 2)) if draw(st.booleans()) else 0 for _ in range(n)]
    if draw(st.booleans()) and n > 1:  # a tie after the hand
        a, b2 = draw(st.permutations(range(n)))[:2]
        scores[b2] = scores[a] + deltas[a] - deltas[b2]
    if rs.sides.kind == "fixed":
        for team in rs.sides.teams:
            for s in team[1:]:
                scores[s], deltas[s] = scores[team[0]], deltas[team[0]]
    args: dict[str, Any] = {
        "dealer": 0,
        "scores": scores,
        "hand": {"bidder": draw(st.integers(0, n - 1)), "made": draw(st.booleans()), "scores": deltas},
    }
    if draw(st.booleans()):
        most = rs.game.max_hands or 6
        args["hands_played"] = draw(st.integers(max(1, most - 2), most + 1))
    if draw(st.integers(0, 3)) == 0 and n > 2:
        args["play_on"] = sorted(draw(st.permutations(range(n)))[: draw(st.integers(2, n - 1))])
    return Case("game_result", args)


def _trick_taker(trick: Mapping[str, Any], trump: str) -> int:
    cards = [Card.from_str(p["card"]) for p in trick["cards"]]
    return int(trick["cards"][trick_winner(cards, trump)]["seat"])


def _side_points(rs: Ruleset, args: Mapping[str, Any], side: Sequence[int], end: HandState) -> int | None:
    """What the bidding side counts (meld plus trick points) in a scored hand, as the reference engine scores it."""
    from reference_engine.adapter import op_hand_score
    from reference_engine.errors import PinochleError

    try:
        res = op_hand_score(rs, {**args, "contract": 0})
    except (PinochleError, ValueError, KeyError, TypeError):
        return None
    for s in res.get("sides", []):
        if set(s.get("seats", [])) & set(side):
            return int(s.get("meld", 0)) + int(s.get("trick_points", 0))
    return None


def draw_case(op: str, rs: Ruleset, data: st.DataObject) -> Case | None:
    """Draw one request of ``op`` for ruleset ``rs`` (None when the ruleset gives no such position)."""
    draw: Callable[[Any], Any] = data.draw
    n = rs.players
    # cards are drawn from few suits most of the time, so that they meet: follow, head, trump, meld
    focus = draw(st.lists(st.sampled_from(SUITS), min_size=1, max_size=4, unique=True))
    if op == "meld":
        # hands from the whole deck, from a few suits plus the pinochle cards, or built of whole melds
        # (arounds, runs, marriages, pinochles, nines) taken once or more times, so doubles occur too
        mode = draw(st.sampled_from(["deck", "focus", "focus", "melds", "melds"]))
        trump = draw(st.sampled_from(focus if mode == "focus" else SUITS))
        if mode == "melds":
            hand = _meld_hand(draw, rs, trump)
        else:
            hand = _cards(draw, rs, 0, rs.hand_size + rs.kitty_size, None, SUITS if mode == "deck" else focus)
        if mode == "focus":
            pin = [c for c in _deck_cards(rs) if str(c) in ("JD", "QS")]
            extra = draw(st.lists(st.sampled_from(pin), max_size=2 * DECKS[rs.deck][0])) if pin else []
            hand = _cards(lambda _s: [*hand, *extra], rs, 0, 0)
        return Case(op, {"hand": _codes(hand), "trump": trump})
    if op == "legal_plays":
        taken: dict[Card, int] = {}
        hand = _cards(draw, rs, 1, rs.hand_size, taken, focus)
        if not hand:
            return None
        trick_cards = _cards(draw, rs, 0, n - 1, taken, focus)
        if trick_cards and draw(st.booleans()):  # void in the suit led: trumping, overtrumping, sloughing
            void = [c for c in hand if c.suit != trick_cards[0].suit]
            hand = void or hand
        leader = draw(st.integers(0, n - 1))
        trick = [{"seat": (leader + i) % n, "card": str(c)} for i, c in enumerate(trick_cards)]
        first = draw(st.booleans()) if not trick else False
        return Case(
            op,
            {
                "hand": _codes(hand),
                "trump": draw(st.sampled_from(SUITS)),
                "trick": trick,
                "trump_broken": draw(st.booleans()) and not first,
                "first_lead": first,
            },
        )
    if op == "trick_winner":
        cards = _cards(draw, rs, 2, n, None, focus)
        if len(cards) < 2:
            return None
        order = draw(st.permutations(cards))
        leader = draw(st.integers(0, n - 1))
        return Case(
            op,
            {
                "trump": draw(st.sampled_from(SUITS)),
                "trick": [{"seat": (leader + i) % n, "card": str(c)} for i, c in enumerate(order)],
            },
        )
    if op == "auction":
        return _auction_case(draw, rs)
    if op == "deal":
        deck = draw(st.permutations(sorted(make_deck(rs.deck), key=lambda c: c.index)))
        return Case(op, {"dealer": draw(st.integers(0, n - 1)), "deck": _codes(deck)})
    if op == "cut_for_deal":
        rounds = []
        for _ in range(draw(st.integers(1, 3))):
            cuts = _cards(draw, rs, n, n, None, focus)
            if len(cuts) < n:
                return None
            order = draw(st.permutations(range(n)))
            rounds.append([{"seat": seat, "card": str(c)} for seat, c in zip(order, cuts, strict=True)])
        return Case(op, {"rounds": rounds})
    seed = draw(st.integers(0, 2**31 - 1))
    if op == "game_result":
        return _game_result_case(draw, rs)
    start, at_play, end = _random_hand(rs, seed)
    if op == "hand_score":
        if at_play is None or end.bidder is None or end.contract is None or end.trump is None:
            return None
        tricks = _tricks_of(end)
        sides = sides_for(rs, end.bidder, end.partner)
        mine = next((side for side in sides if end.bidder in side), (end.bidder,))
        if tricks and draw(st.booleans()):  # the bidding side took no trick (Penn: it must take one)
            tricks = [t for t in tricks if _trick_taker(t, end.trump) not in mine] or tricks[:0]
        # shrinkable: the last k tricks only (k shrinks to 1), each seat's meld kept or dropped
        tricks = tricks[len(tricks) - draw(st.integers(1, len(tricks))) :] if tricks else tricks
        melds = [_codes(h) if draw(st.booleans()) else [] for h in at_play.hands]
        args = {
            "dealer": end.dealer,
            "bidder": end.bidder,
            "contract": end.contract,
            "trump": end.trump,
            "partner": end.partner,
            "melds": melds,
            "tricks": tricks,
        }
        if draw(st.booleans()):  # a contract made by exactly the bid, or missed by one point
            made = _side_points(rs, args, mine, end)
            if made is not None and made > 0:
                args["contract"] = made - draw(st.sampled_from([0, 0, -1, 1]))
        if end.shoot:
            args["shoot"] = True
        if end.discarded:
            args["discarded"] = _codes(end.discarded)
        return Case(op, args)
    if op == "play_hand":
        actions: list[dict[str, Any]] = [{"seat": seat, "action": str(act)} for seat, act in end.history]
        if actions and draw(st.booleans()):
            i = draw(st.integers(0, len(actions) - 1))
            kind = str(actions[i]["action"]).split()[0]
            if kind == "play":
                other = draw(st.sampled_from(_deck_cards(rs)))
                actions[i] = {"seat": actions[i]["seat"], "action": f"play {other}"}
            elif kind == "bid":
                actions[i] = {"seat": actions[i]["seat"], "action": f"bid {draw(st.integers(0, rs.bidding.maximum))}"}
            actions = actions[: i + 1 + draw(st.integers(0, 3))]
        else:
            actions = actions[: draw(st.integers(0, len(actions)))] if draw(st.booleans()) else actions
        deal = {
            "hands": [_codes(h) for h in start.hands],
            "kitty": _codes(start.kitty),
            "stock": [str(c) for c in start.stock],
        }
        return Case(op, {"dealer": start.dealer, "deal": deal, "actions": actions})
    raise ValueError(f"unknown operation {op!r}")
