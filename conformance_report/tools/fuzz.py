"""Differential fuzzing: the same self-contained requests to an implementation and to the
reference engine (both over the adapter protocol); any disagreement is shrunk by hypothesis
to a minimal case and written out as a ready-to-paste Gherkin scenario and its JSON request.

Positions come from two sources: hand-made ones (random hands, tricks, bids, scores, drawn so
that hypothesis can shrink them) and real ones taken from seeded random hands that the
reference engine plays under the ruleset — which reach every phase a ruleset has: kitty or
widow, passing, discard and draw, partner calls — with one action sometimes swapped for
another to test rejection.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Protocol

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st

from conformance_report.protocol.client import Outcome
from reference_engine.cards import ALL_CARDS, DECKS, SUITS, Card, make_deck
from reference_engine.ruleset import Ruleset
from reference_engine.state import HandState, sides_for
from reference_engine.tricks import illegal_play_rule, trick_winner

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
_SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


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


# ------------------------------------------------------------------------------ generation
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
    amounts = st.integers(b.minimum - b.increment, b.minimum + 6 * b.increment)
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


# ------------------------------------------------------------------------------ comparing
def normalise(op: str, result: Mapping[str, Any] | None) -> Any:
    """The part of a result that is judged, in a canonical form (order-free where order means nothing)."""
    if result is None:
        return None
    if op == "meld":
        lines = sorted(
            (ln.get("meld"), ln.get("suit"), ln.get("multiplicity"), ln.get("points")) for ln in result.get("lines", [])
        )
        return {"total": result.get("total"), "lines": lines}
    if op == "legal_plays":
        return sorted(result.get("cards", []))
    if op == "hand_score":
        return _score(result)
    if op == "play_hand":
        steps = [(s.get("accepted"), s.get("rule")) for s in result.get("steps", [])]
        final = result.get("final")
        out = {"steps": steps, "final": _score(final) if isinstance(final, dict) else None}
        if isinstance(result.get("shown"), list):  # optional in the protocol: compared when both give it
            out["shown"] = _shown(result["shown"])
        return out
    if op == "deal":
        return {
            "hands": [sorted(h) for h in result.get("hands", [])],
            "kitty": sorted(result.get("kitty", [])),
            "stock": result.get("stock"),
            "next_dealer": result.get("next_dealer"),
        }
    if op == "cut_for_deal":
        return {**result, "recut": sorted(result.get("recut", []))}
    if op == "game_result":
        return {
            "finished": result.get("finished"),
            "winners": sorted(result.get("winners", [])),
            "play_on": sorted(result.get("play_on", [])),
        }
    return dict(result)


def _shown(entries: Sequence[Any]) -> list[tuple[Any, Any, Any, list[str]]]:
    """play_hand's cards shown to the table, in a canonical order: (after, what, seat, cards)."""
    out = [
        (e.get("after"), e.get("what"), e.get("seat"), sorted(e.get("cards", [])))
        for e in entries
        if isinstance(e, Mapping)
    ]
    return sorted(out, key=lambda e: (e[0] if isinstance(e[0], int) else -1, str(e[1]), str(e[2])))


SHOWN_KINDS: Final = ("kitty", "discard", "meld")
"""The kinds of ``shown`` entries the suite's steps check (the widow, the discard, each seat's meld)."""


def shared(expected: Any, actual: Any) -> tuple[Any, Any]:
    """Two normalised answers with ``shown`` kept only when both report it (it is optional)."""
    if isinstance(expected, dict) and isinstance(actual, dict) and ("shown" in expected) != ("shown" in actual):
        return _unshown(expected), _unshown(actual)
    return expected, actual


def _unshown(answer: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in answer.items() if k != "shown"}


def shown_view(answer: Any, mode: str) -> Any:
    """A normalised answer with its ``shown`` entries as judged: ``all`` of them, ``none``, or as the
    suite's steps can check them (``steps``: the widow and the discard without the action they
    follow, each seat's meld with it)."""
    if mode == "all" or not isinstance(answer, dict) or "shown" not in answer:
        return answer
    rest = _unshown(answer)
    if mode == "steps":
        kept = [[e[0] if e[1] == "meld" else None, e[1], e[2], e[3]] for e in answer["shown"] if e[1] in SHOWN_KINDS]
        rest["shown"] = sorted(kept, key=lambda e: json.dumps(e))
    return rest


def shown_kinds(expected: Any, actual: Any) -> list[str]:
    """The kinds of ``shown`` entries (:data:`SHOWN_KINDS`) two answers differ in, as steps check them."""
    if not (isinstance(expected, dict) and isinstance(actual, dict) and "shown" in expected and "shown" in actual):
        return []
    e, a = shown_view(expected, "steps")["shown"], shown_view(actual, "steps")["shown"]
    return [k for k in SHOWN_KINDS if [x for x in e if x[1] == k] != [x for x in a if x[1] == k]]


def _score(result: Mapping[str, Any]) -> Any:
    seats = sorted((s.get("seat"), s.get("score")) for s in result.get("seats", []))
    sides = sorted(
        (tuple(sorted(s.get("seats", []))), s.get("meld"), s.get("trick_points"), s.get("score"))
        for s in result.get("sides", [])
    )
    return {"made": result.get("made"), "seats": seats, "sides": sides}


def _verdict(outcome: Outcome) -> Any:
    if outcome.kind == "result":
        return None
    return {"outcome": outcome.kind, "cause": outcome.cause}


def area_of(case: Case, rs: Ruleset) -> str:
    """The rule area that differs: for legal plays, the rule that allows or forbids the odd card."""
    if case.op == "legal_plays" and isinstance(case.expected, list) and isinstance(case.actual, list):
        odd = sorted(set(case.expected) ^ set(case.actual))
        if odd:
            hand = [Card.from_str(c) for c in case.args["hand"]]
            trick = [Card.from_str(t["card"]) for t in case.args["trick"]]
            card = Card.from_str(odd[0])
            rule = illegal_play_rule(
                rs, hand, trick, card, case.args["trump"], case.args["trump_broken"], case.args["first_lead"]
            )
            return rule or "play.allowed"
    if case.op == "play_hand" and isinstance(case.expected, dict) and isinstance(case.actual, dict):
        for e, a in zip(case.expected["steps"], case.actual["steps"], strict=False):
            if e != a:
                return e[1] or a[1] or "hand.step"
        if case.expected["final"] != case.actual["final"]:
            return "scoring"
        return "hand.shown" if case.expected.get("shown") != case.actual.get("shown") else "hand.steps"
    if case.op in ("auction", "cut_for_deal"):
        for answer in (case.expected, case.actual):
            if isinstance(answer, dict) and isinstance(answer.get("rule"), str):
                return str(answer["rule"])
    return AREA[case.op]


# ------------------------------------------------------------------------------ Gherkin
def _hand(cards: Sequence[str]) -> str:
    return " ".join(Card.from_str(c).display() for c in cards)


def _table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> list[str]:
    cells = [list(map(str, header)), *[[str(x) for x in r] for r in rows]]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    return ["      | " + " | ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)) + " |" for r in cells]


def gherkin(case: Case, ruleset_id: str, title: str, shown: Sequence[str] = ()) -> str:
    """The finding as a scenario in the suite's own step vocabulary; expectations from the reference.

    ``shown`` (kinds of :data:`SHOWN_KINDS`) adds to a played hand what it shows to the table:
    the widow shown or not, the discard not shown, each seat's meld and the action it follows.
    """
    a, ref = case.args, case.reference_result or {}
    lines = [f"  @fuzz.{case.op.replace('_', '-')}", f"  Scenario: {title}", f'    Given the ruleset "{ruleset_id}"']
    when = ""
    then: list[str] = []
    if case.op == "meld":
        lines += [f"    And trump is {_SUIT_SYMBOL[a['trump']]}", f'    And the hand "{_hand(a["hand"])}"']
        when = "When the meld is counted"
        then = [f"Then the meld total is {ref.get('total')}"]
        if ref.get("lines"):
            then.append("And the meld breakdown is:")
            then += _table(
                ["meld", "suit", "multiplicity", "points"],
                [
                    [ln["meld"], _SUIT_SYMBOL.get(ln["suit"] or "", "-"), ln["multiplicity"], ln["points"]]
                    for ln in ref["lines"]
                ],
            )
    elif case.op == "legal_plays":
        lines += [f"    And trump is {_SUIT_SYMBOL[a['trump']]}", f'    And the hand "{_hand(a["hand"])}"']
        if a["trick"]:
            lines.append("    And the trick so far:")
            lines += _table(["seat", "card"], [[t["seat"], _hand([t["card"]])] for t in a["trick"]])
        if a["first_lead"]:
            lines.append("    And it is the opening lead of the hand")
        elif not a["trump_broken"]:
            lines.append("    And trump has not been broken")
        when = "When the legal plays are asked for"
        then = [f'Then the legal plays are "{_hand(ref.get("cards", []))}"']
    elif case.op == "trick_winner":
        lines += [f"    And trump is {_SUIT_SYMBOL[a['trump']]}", "    And the trick so far:"]
        lines += _table(["seat", "card"], [[t["seat"], _hand([t["card"]])] for t in a["trick"]])
        when = "When the trick is complete"
        then = [f"Then the trick is won by seat {ref.get('seat')}"]
    elif case.op == "auction":
        lines.append(f"    And seat {a['dealer']} deals")
        if a.get("hands") is not None:
            lines.append("    And the deal:")
            lines += _table(["seat", "cards"], [[i, _hand(h) or "-"] for i, h in enumerate(a["hands"])])
        if a["bids"]:
            lines.append("    And the bids:")
            lines += _table(["seat", "bid"], [[b["seat"], b["bid"]] for b in a["bids"]])
        when = "When the auction is run"
        status = ref.get("status")
        if status == "won":
            then = [f"Then the auction is won by seat {ref['winner']} for {ref['contract']}"]
        elif status == "open":
            then = [f"Then the auction is open with seat {ref['next_bidder']} to bid at least {ref['minimum_bid']}"]
        elif status == "redeal":
            then = ["Then the hand is thrown in for a redeal"]
        else:
            then = [f'Then bid {ref.get("index", 0) + 1} is rejected with rule "{ref.get("rule")}"']
    elif case.op == "deal":
        lines.append(f"    And seat {a['dealer']} deals")
        lines.append("    And the deck, from the top:")
        lines += _table(["cards"], [[_hand(a["deck"][i : i + 12])] for i in range(0, len(a["deck"]), 12)])
        when = "When the cards are dealt"
        then = [
            f'{"Then" if i == 0 else "And"} seat {i} holds "{_hand(h)}"' for i, h in enumerate(ref.get("hands", []))
        ]
        then.append(f'And the kitty holds "{_hand(ref.get("kitty", [])) or "-"}"')
        then.append(f'And the stock holds "{_hand(ref.get("stock", [])) or "-"}" from the top')
        then.append(f"And seat {ref.get('next_dealer')} deals the next hand")
    elif case.op == "cut_for_deal":
        lines.append("    And the cuts:")
        lines += _table(
            ["round", "seat", "card"],
            [[i + 1, c["seat"], _hand([c["card"]])] for i, r in enumerate(a["rounds"]) for c in r],
        )
        when = "When the players cut for the deal"
        status = ref.get("status")
        if status == "decided":
            then = [f"Then seat {ref['dealer']} deals first"]
        elif status == "recut":
            then = [f"Then seats {' and '.join(map(str, ref['recut']))} cut again"]
        elif status == "no_rule":
            then = ["Then the cut decides nothing"]
        else:
            then = [f'Then the cut is rejected with rule "{ref.get("rule")}"']
    elif case.op == "game_result":
        lines.append("    And the scores before the hand:")
        lines += _table(["seat", "score"], list(enumerate(a["scores"])))
        h = a["hand"]
        lines.append(
            f"    And the hand's bidder was seat {h['bidder']}, who "
            f"{'made the bid' if h['made'] else 'was set'}, and the hand scored:"
        )
        lines += _table(["seat", "score"], list(enumerate(h["scores"])))
        if a.get("hands_played") is not None:
            lines.append(f"    And this was hand {a['hands_played']} of the game")
        if a.get("play_on") is not None:
            lines.append(f"    And only seats {' and '.join(map(str, a['play_on']))} are still in the game")
        when = "When the game result is asked for"
        if ref.get("finished"):
            then = [f"Then the game is won by seats {' and '.join(map(str, ref['winners']))}"]
        elif ref.get("play_on"):
            then = [f"Then the game goes on with only seats {' and '.join(map(str, ref['play_on']))}"]
        else:
            then = ["Then the game goes on"]
    elif case.op == "hand_score":
        lines.append(f"    And seat {a['bidder']} won the bid at {a['contract']} with trump {_SUIT_SYMBOL[a['trump']]}")
        if a.get("partner") is not None:
            lines.append(f"    And seat {a['partner']} is the bidder's partner")
        if a.get("shoot"):
            lines.append("    And the bidding side is playing 1000")
        if a.get("discarded"):
            lines.append(f"    # the bidder discarded {_hand(a['discarded'])} (not expressible in steps)")
        lines.append("    And the meld hands:")
        lines += _table(["seat", "cards"], [[i, _hand(h) or "-"] for i, h in enumerate(a["melds"])])
        n = len(a["melds"])
        lines.append("    And the tricks:")
        lines += _table(
            ["leader", *[f"seat {i}" for i in range(n)]],
            [
                [
                    t["leader"],
                    *[next((_hand([p["card"]]) for p in t["cards"] if p["seat"] == i), "-") for i in range(n)],
                ]
                for t in a["tricks"]
            ],
        )
        when = "When the hand is scored"
        then = _score_then(ref)
    elif case.op == "play_hand":
        lines.append(f"    And seat {a['dealer']} deals")
        deal = a["deal"]
        rows = [[i, _hand(h)] for i, h in enumerate(deal["hands"])]
        if deal.get("kitty"):
            rows.append(["kitty", _hand(deal["kitty"])])
        if deal.get("stock"):
            rows.append(["stock", _hand(deal["stock"])])
        lines.append("    And the deal:")
        lines += _table(["seat", "cards"], rows)
        if a["actions"]:
            lines.append("    And the actions:")
            lines += _table(
                ["seat", "action"],
                [["chance" if x["seat"] < 0 else x["seat"], _action(x["action"])] for x in a["actions"]],
            )
        when = "When the hand is played"
        steps = ref.get("steps", [])
        bad = next((st_ for st_ in steps if not st_.get("accepted")), None)
        then = (
            [f'Then action {bad["index"] + 1} is rejected with rule "{bad["rule"]}"']
            if bad
            else ["Then every action is accepted"]
        )
        final = ref.get("final")
        then += (
            [t.replace("Then", "And", 1) for t in _score_then(final)] if final else ["And the hand has no final score"]
        )
        then += _shown_then(ref.get("shown", []), shown, bool(deal.get("kitty")), len(deal["hands"]))
    return (
        "\n".join(lines + [f"    {when}"] + [f"    {t}" if t.startswith(("Then", "And")) else t for t in then]) + "\n"
    )


def _shown_then(entries: Sequence[Mapping[str, Any]], kinds: Sequence[str], kitty: bool, players: int) -> list[str]:
    out = []
    if "kitty" in kinds and kitty:
        widow = any(e.get("what") == "kitty" for e in entries)
        out.append(f"And the widow is {'shown to every player' if widow else 'not shown'}")
    if "discard" in kinds:
        out.append("And the discard is not shown")
    if "meld" in kinds:
        for seat in range(players):
            melds = [e for e in entries if e.get("what") == "meld" and e.get("seat") == seat]
            out += [
                f'And seat {seat} shows the meld "{_hand(e["cards"])}" after action {e["after"] + 1}' for e in melds
            ]
            out += [] if melds else [f"And seat {seat} shows no meld"]
    return out


def _action(text: str) -> str:
    words = text.split()
    if words[0] in ("play", "call", "give", "discard", "exchange"):
        return " ".join([words[0], *(Card.from_str(c).display() for c in words[1:])])
    if words[0] == "trump":
        return f"trump {_SUIT_SYMBOL[words[1]]}"
    return text


def _score_then(score: Mapping[str, Any]) -> list[str]:
    out = [f"Then the bidding side {'made the bid' if score.get('made') else 'was set'}", "And the side scores are:"]
    out += _table(
        ["seats", "meld", "trick points", "score"],
        [
            [" and ".join(map(str, s["seats"])), s["meld"], s["trick_points"], s["score"]]
            for s in score.get("sides", [])
        ],
    )
    return out


# ------------------------------------------------------------------------------ running
class InProcessReference:
    """The reference engine answering in process, through the adapter's own request handling."""

    def supports(self, op: str, ruleset_id: str) -> bool:
        return True

    def request(
        self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any], *, timeout: float | None = None
    ) -> Outcome:
        from reference_engine.adapter import handle

        reply = handle({"id": "fuzz", "op": op, "ruleset": dict(ruleset), "args": dict(args)})
        if "result" in reply:
            return Outcome("result", result=reply["result"])
        if "error" in reply:
            return Outcome("adapter_error", message=str(reply["error"].get("message", "")))
        return Outcome("unsupported", message=str(reply.get("unsupported", {}).get("message", "")))


class Answerer(Protocol):
    def supports(self, op: str, ruleset_id: str) -> bool: ...

    def request(
        self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any], *, timeout: float | None = None
    ) -> Outcome: ...


ERROR_ANSWER: Final = {"outcome": "adapter_error", "cause": None}


def _comparable(actual: Any) -> Any:
    """An implementation's answer as the reference engine would give it (any refusal is the one ``ERROR``)."""
    if isinstance(actual, dict) and actual.get("outcome") == "adapter_error":
        return ERROR_ANSWER
    return actual


class _Session:
    """Both answers to each request, asked once per distinct request (generation is replayed to shrink)."""

    def __init__(self, impl: Answerer, reference: Answerer, doc: Mapping[str, Any]) -> None:
        self.impl, self.reference, self.doc = impl, reference, doc
        self.seen: dict[str, tuple[Outcome, Outcome | None]] = {}
        self.asked = 0

    def judge(self, case: Case, *, ask_impl: bool = True) -> bool | None:
        """Fill ``case`` with both answers; True when they disagree, None when it cannot be judged."""
        key = case.op + json.dumps(case.args, sort_keys=True)
        hit = self.seen.get(key)
        if hit is None:
            hit = (self.reference.request(case.op, self.doc, case.args), None)
        ref, got = hit
        if ref.kind != "result":  # the reference refuses the position: not a case to judge
            self.seen[key] = hit
            return None
        if got is None:
            if not ask_impl:
                return None
            got = self.impl.request(case.op, self.doc, case.args)
            self.asked += 1
            self.seen[key] = (ref, got)
        case.reference_result = dict(ref.result or {})
        case.expected = normalise(case.op, ref.result)
        case.actual = normalise(case.op, got.result) if got.kind == "result" else _verdict(got)
        case.expected, case.actual = shared(case.expected, case.actual)
        if got.kind == "unsupported":
            return None
        return bool(case.expected != case.actual)


@dataclass
class Finding:
    """A minimal disagreement of one cluster: operation × rule code × ruleset option, with its Gherkin."""

    op: str
    area: str
    request: dict[str, Any]
    expected: Any
    actual: Any
    gherkin: str
    option: str | None = None
    """``path = value``: the one option whose flip makes the reference answer as the implementation did."""
    count: int = 1
    """How many generated requests fell in this cluster."""
    shrunk: bool = True

    @property
    def key(self) -> str:
        return f"{self.op} × {self.area} × {self.option or 'no option'}"

    def to_json(self) -> dict[str, Any]:
        return {
            "cluster": self.key,
            "op": self.op,
            "area": self.area,
            "option": self.option,
            "count": self.count,
            "shrunk": self.shrunk,
            "request": self.request,
            "expected": self.expected,
            "actual": self.actual,
            "gherkin": self.gherkin,
        }


@dataclass
class FuzzResult:
    examples: int = 0
    findings: list[Finding] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    disagreements: dict[str, int] = field(default_factory=dict)
    coverage: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Per option path: the ruleset's value, the values tried, and those the generated requests exercised."""
    seconds: float = 0.0
    ruleset: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "examples": self.examples,
            "counts": self.counts,
            "disagreements": self.disagreements,
            "seconds": round(self.seconds, 2),
            "findings": [f.to_json() for f in self.findings],
            "coverage": self.coverage,
        }


class _Options:
    """Each option of the ruleset flipped alone to each alternative value, built once (for clustering)."""

    def __init__(self, doc: Mapping[str, Any]) -> None:
        from conformance_report.variants.probes import build, option_alternatives, relevant_ops, set_path

        self.base = build(doc)
        self.flips: list[tuple[str, Any, tuple[str, ...], Ruleset]] = []
        for path, values in option_alternatives(doc).items():
            for v in values:
                self.flips.append((path, v, relevant_ops(path), build(set_path(doc, path, v))))

    def explaining(self, case: Case, only: Sequence[tuple[str, Any]] | None = None) -> list[tuple[str, Any]]:
        """The (option, value) flips under which the reference answers exactly as the implementation did."""
        from conformance_report.variants.probes import engine_answer

        target = _comparable(case.actual)
        out = []
        for path, v, ops, rs in self.flips:
            if case.op not in ops or (only is not None and (path, v) not in only):
                continue
            theirs, ours = shared(target, engine_answer(rs, case.op, case.args))
            if ours == theirs:
                out.append((path, v))
        return out


def _option_text(option: tuple[str, Any] | None) -> str | None:
    if option is None:
        return None
    from conformance_report.variants.probes import json_value

    return f"{option[0]} = {json.dumps(json_value(option[1]))}"


Key = tuple[str, tuple[str, Any] | None]
"""A cluster within one operation: the rule code and the (option, value) involved, or None."""


def cluster(cases: Sequence[Case], rs: Ruleset, options: _Options, classify: int = 40) -> dict[Key, list[Case]]:
    """Group disagreements by rule code, then by the option that explains them (greedy cover).

    Up to ``classify`` of the smallest cases per rule code have every option flipped; the options
    explaining the most cases become clusters; the other cases are checked against those only.
    """
    from conformance_report.variants.probes import case_size

    by_area: dict[str, list[Case]] = {}
    for c in cases:
        c.area = area_of(c, rs)
        by_area.setdefault(c.area, []).append(c)
    out: dict[Key, list[Case]] = {}
    for area, group in sorted(by_area.items()):
        group.sort(key=case_size)
        explained = {id(c): options.explaining(c) for c in group[:classify]}
        chosen: list[tuple[str, Any]] = []
        left = [c for c in group[:classify] if explained[id(c)]]
        while left:
            tally: dict[str, list[Case]] = {}
            for c in left:
                for path in {p for p, _ in explained[id(c)]}:
                    tally.setdefault(path, []).append(c)
            path = min(tally, key=lambda p: (-len(tally[p]), p))
            values: dict[str, tuple[Any, int]] = {}
            for c in tally[path]:
                for p, v in explained[id(c)]:
                    if p == path:
                        k = json.dumps(v, sort_keys=True)
                        values[k] = (v, values.get(k, (v, 0))[1] + 1)
            value = max(values.values(), key=lambda t: t[1])[0]
            chosen.append((path, value))
            left = [c for c in left if (path, value) not in explained[id(c)]]
        for c in group:
            mine = explained.get(id(c))
            if mine is None:
                mine = options.explaining(c, only=chosen)
            opt = next((o for o in chosen if o in mine), None)
            out.setdefault((area, opt), []).append(c)
    return out


def _settings(examples: int, seed: int | None, phases: Sequence[Phase]) -> Callable[[Any], Any]:
    return settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=seed is None,
        suppress_health_check=list(HealthCheck),
        phases=list(phases),
        report_multiple_bugs=False,
    )


def _run(prop: Callable[[st.DataObject], None], examples: int, seed: int | None, phases: Sequence[Phase]) -> None:
    test = _settings(examples, seed, phases)(given(data=st.data())(prop))
    if seed is not None:
        test = hypothesis_seed(seed)(test)
    test()


class _Found(AssertionError):
    pass


def _shrink(
    op: str,
    rs: Ruleset,
    session: _Session,
    options: _Options,
    key: Key,
    others: Sequence[tuple[str, Any]],
    examples: int,
    seed: int | None,
    budget: int,
) -> Case | None:
    """The smallest request of one cluster that hypothesis reaches: generation replayed, then shrunk.

    Requests already asked are answered from the session; after ``budget`` new requests to the
    implementation, only the smallest failing request so far still counts as failing.
    """
    area, option = key
    last: list[Case] = []
    start = session.asked

    def in_cluster(case: Case) -> bool:
        over = session.asked - start >= budget
        if over and not (last and last[0].op == case.op and last[0].args == case.args):
            return bool(session.judge(case, ask_impl=False)) and _matches(case)
        return bool(session.judge(case)) and _matches(case)

    def _matches(case: Case) -> bool:
        if area_of(case, rs) != area:
            return False
        if option is not None:
            return bool(options.explaining(case, only=[option]))
        return not (others and options.explaining(case, only=others))

    def prop(data: st.DataObject) -> None:
        case = draw_case(op, rs, data)
        if case is not None and in_cluster(case):
            case.area = area
            last[:] = [case]
            raise _Found(key)

    try:
        _run(prop, examples, seed, [Phase.generate, Phase.shrink])
    except _Found:
        return last[0] if last else None
    except Exception:  # hypothesis gave up (flaky, unsatisfiable): keep the unshrunk one
        return None
    return None


def _collector(
    op: str, rs: Ruleset, session: _Session, pool: list[Case], bad: list[Case]
) -> Callable[[st.DataObject], None]:
    def collect(data: st.DataObject) -> None:
        case = draw_case(op, rs, data)
        if case is None:
            return
        pool.append(case)
        if session.judge(case):
            bad.append(case)

    return collect


def fuzz(
    impl: Answerer,
    reference: Answerer | None,
    ruleset_doc: Mapping[str, Any],
    *,
    ops: Sequence[str] = OPS,
    examples: int = 200,
    seed: int | None = 0,
    coverage: bool = False,
    clusters_per_op: int = 8,
    shrink_budget: int = 400,
) -> FuzzResult:
    """Fuzz each of ``ops`` with ``examples`` generated requests; every disagreement cluster is reported.

    A run never stops at a finding: all ``examples`` requests of an operation are generated and
    judged first; the disagreements are clustered (operation × rule code × option) and one
    representative of each of the largest ``clusters_per_op`` clusters is shrunk, at most
    ``shrink_budget`` new requests each, so one noisy bug cannot starve the others.
    ``reference`` None answers in process. ``coverage`` also measures which option values the
    generated requests exercised (:func:`option_coverage`).
    """
    t0 = time.monotonic()
    rs = Ruleset.from_dict(ruleset_doc)
    rid = str(ruleset_doc.get("id"))
    result = FuzzResult(ruleset=rid)
    session = _Session(impl, reference or InProcessReference(), ruleset_doc)
    options: _Options | None = None
    pools: list[Case] = []
    for op in ops:
        if not impl.supports(op, rid):
            continue
        pool: list[Case] = []
        bad: list[Case] = []
        _run(_collector(op, rs, session, pool, bad), examples, seed, [Phase.generate])
        pools += pool
        result.counts[op] = len(pool)
        result.examples += len(pool)
        if not bad:
            continue
        result.disagreements[op] = len(bad)
        options = options or _Options(ruleset_doc)
        groups = cluster(bad, rs, options)
        chosen_options = [o for (_a, o) in groups if o is not None]
        ranked = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0][0], _option_text(kv[0][1]) or ""))
        from conformance_report.variants.probes import case_size

        for i, (key, members) in enumerate(ranked):
            case = None
            if i < clusters_per_op:
                case = _shrink(op, rs, session, options, key, chosen_options, examples, seed, shrink_budget)
            shrunk = case is not None
            if case is None:
                case = min(members, key=case_size)
                session.judge(case)
            case.area = key[0]
            opt = _option_text(key[1])
            title = f"Fuzz finding: {op} disagrees on {case.area}" + (f" ({opt})" if opt else "") + f" in {rid}"
            request = {"op": op, "ruleset": rid, "args": case.args}
            result.findings.append(
                Finding(
                    op,
                    case.area,
                    request,
                    case.expected,
                    case.actual,
                    gherkin(case, rid, title, shown_kinds(case.expected, case.actual)),
                    option=opt,
                    count=len(members),
                    shrunk=shrunk,
                )
            )
    if coverage:
        result.coverage = option_coverage(ruleset_doc, pools)
    result.seconds = time.monotonic() - t0
    return result


def option_coverage(doc: Mapping[str, Any], cases: Sequence[Case], per_op: int = 80) -> dict[str, dict[str, Any]]:
    """Per option path: which of its alternative values change the reference answer to a generated request.

    A value is *exercised* when the ruleset with that one option flipped to it answers at least one
    of the requests (up to ``per_op`` per operation) differently. Paths are the ruleset's options
    (``probes.option_alternatives``); the value each path has in the ruleset is ``value``.
    """
    from conformance_report.variants.probes import (
        build,
        changes_an_answer,
        get_path,
        json_value,
        option_alternatives,
        relevant_ops,
        set_path,
    )

    rs = build(doc)
    by_op: dict[str, list[Case]] = {}
    for c in cases:
        if len(by_op.setdefault(c.op, [])) < per_op:
            by_op[c.op].append(c)
    base: dict[int, Any] = {}
    out: dict[str, dict[str, Any]] = {}
    for path, values in option_alternatives(doc).items():
        if not set(relevant_ops(path)) & set(by_op):
            continue  # no operation fuzzed can show this option
        rel = [c for op in relevant_ops(path) for c in by_op.get(op, [])]
        exercised = [json_value(v) for v in values if changes_an_answer(rs, build(set_path(doc, path, v)), rel, base)]
        out[path] = {
            "value": json_value(get_path(doc, path)),
            "tried": [json_value(v) for v in values],
            "exercised": exercised,
        }
    return out


def render_coverage(coverage: Mapping[str, Mapping[str, Any]]) -> str:
    """The coverage table: each option path, its value, the values exercised and those not."""
    if not coverage:
        return ""
    rows = []
    n_paths = sum(1 for c in coverage.values() if c["exercised"])
    n_vals = sum(len(c["exercised"]) for c in coverage.values())
    all_vals = sum(len(c["tried"]) for c in coverage.values())
    for path, c in sorted(coverage.items()):
        missing = _unique([v for v in c["tried"] if v not in c["exercised"]])
        rows.append(
            [
                path,
                _short(c["value"]),
                ", ".join(_short(v) for v in _unique(c["exercised"])) or "-",
                ", ".join(_short(v) for v in missing) or "-",
            ]
        )
    head = f"option coverage: {n_paths} of {len(coverage)} option paths, {n_vals} of {all_vals} values exercised"
    table = _table(["option", "value", "exercised", "not exercised"], rows)
    return head + "\n" + "\n".join(line[4:] for line in table) + "\n"


def _unique(values: Sequence[Any]) -> list[Any]:
    out: list[Any] = []
    for v in values:
        if v not in out:
            out.append(v)
    return out


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text if len(text) <= 30 else text[:27] + "..."


def render_findings(result: FuzzResult) -> str:
    """A readable report: each cluster's finding with its Gherkin and JSON request, then the coverage."""
    rate = result.examples / result.seconds if result.seconds else 0.0
    if not result.findings:
        out = [f"no disagreement in {result.examples} examples ({json.dumps(result.counts)}), {rate:.0f}/s\n"]
    else:
        out = [
            f"{len(result.findings)} disagreement cluster(s) in {result.examples} examples "
            f"({json.dumps(result.disagreements)} disagreeing), {rate:.0f}/s\n"
        ]
    for f in result.findings:
        out.append(
            f"--- cluster {f.key}: {f.count} request(s){'' if f.shrunk else ' (not shrunk)'}\n"
            f"    expected {f.expected!r}\n    actual   {f.actual!r}\n"
        )
        out.append(f.gherkin)
        out.append("    request: " + json.dumps(f.request, ensure_ascii=False) + "\n")
    cov = render_coverage(result.coverage)
    if cov:
        out.append(cov)
    return "\n".join(out)


def findings_feature(result: FuzzResult, implementation: str = "the implementation") -> str:
    """A feature file of the findings that ``run --features`` accepts (empty scenarios list: a comment)."""
    head = f"Feature: Fuzz findings for {result.ruleset}: {implementation} against the reference engine\n\n"
    if not result.findings:
        return head + "  # no disagreement found\n"
    return head + "\n".join(f"  # cluster {f.key}\n" + f.gherkin for f in result.findings)
