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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st

from conformance_report.protocol.client import Implementation, Outcome
from reference_engine.cards import ALL_CARDS, DECKS, SUITS, Card, make_deck
from reference_engine.ruleset import Ruleset
from reference_engine.state import HandState
from reference_engine.tricks import illegal_play_rule

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


@dataclass
class Finding:
    """A minimal disagreement: the operation, the rule area, the request and the Gherkin."""

    op: str
    area: str
    request: dict[str, Any]
    expected: Any
    actual: Any
    gherkin: str

    def to_json(self) -> dict[str, Any]:
        return {
            "op": self.op,
            "area": self.area,
            "request": self.request,
            "expected": self.expected,
            "actual": self.actual,
            "gherkin": self.gherkin,
        }


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
        st_ = st_.apply(rng.choice(st_.legal_actions()))
    return start, at_play, st_


def _tricks_of(end: HandState) -> list[dict[str, Any]]:
    plays = [(seat, act.cards[0]) for seat, act in end.history if act.kind == "play"]
    per = end.rs.players - (1 if end.sitting_out is not None else 0)
    out = []
    for i in range(0, len(plays), per):
        chunk = plays[i : i + per]
        out.append({"leader": chunk[0][0], "cards": [{"seat": s, "card": str(c)} for s, c in chunk]})
    return out


def draw_case(op: str, rs: Ruleset, data: st.DataObject) -> Case | None:
    """Draw one request of ``op`` for ruleset ``rs`` (None when the ruleset gives no such position)."""
    draw: Callable[[Any], Any] = data.draw
    n = rs.players
    # cards are drawn from few suits most of the time, so that they meet: follow, head, trump, meld
    focus = draw(st.lists(st.sampled_from(SUITS), min_size=1, max_size=4, unique=True))
    if op == "meld":
        # a third of hands come from the whole deck; the rest from a few suits plus the pinochle cards
        wide = draw(st.sampled_from(["deck", "focus", "focus"])) == "deck"
        hand = _cards(draw, rs, 0, rs.hand_size + rs.kitty_size, None, SUITS if wide else focus)
        if not wide:
            pin = [c for c in _deck_cards(rs) if str(c) in ("JD", "QS")]
            extra = draw(st.lists(st.sampled_from(pin), max_size=2 * DECKS[rs.deck][0])) if pin else []
            hand = _cards(lambda _s: [*hand, *extra], rs, 0, 0)
        return Case(op, {"hand": _codes(hand), "trump": draw(st.sampled_from(focus if not wide else SUITS))})
    if op == "legal_plays":
        taken: dict[Card, int] = {}
        hand = _cards(draw, rs, 1, rs.hand_size, taken, focus)
        if not hand:
            return None
        trick_cards = _cards(draw, rs, 0, n - 1, taken, focus)
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
        dealer = draw(st.integers(0, n - 1))
        b = rs.bidding
        amounts = st.integers(b.minimum - b.increment, b.minimum + 6 * b.increment)
        values = draw(st.lists(st.one_of(st.just("pass"), amounts), max_size=2 * n + 1))
        in_turn = draw(st.booleans())
        bids, seat = [], (dealer + (2 if b.first_bidder_opens else 1)) % n
        for v in values:
            bids.append({"seat": seat if in_turn else draw(st.integers(0, n - 1)), "bid": v})
            seat = (seat + 1) % n
        return Case(op, {"dealer": dealer, "hands": None, "bids": bids})
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
        scores = draw(st.lists(st.integers(-rs.game.target, rs.game.target), min_size=n, max_size=n))
        deltas = draw(st.lists(st.integers(-rs.game.target // 2, rs.game.target // 2), min_size=n, max_size=n))
        if rs.sides.kind == "fixed":
            for team in rs.sides.teams:
                for s in team[1:]:
                    scores[s], deltas[s] = scores[team[0]], deltas[team[0]]
        return Case(
            op,
            {
                "dealer": 0,
                "scores": scores,
                "hand": {"bidder": draw(st.integers(0, n - 1)), "made": draw(st.booleans()), "scores": deltas},
            },
        )
    start, at_play, end = _random_hand(rs, seed)
    if op == "hand_score":
        if at_play is None or end.bidder is None or end.contract is None or end.trump is None:
            return None
        tricks = _tricks_of(end)
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
        return {"steps": steps, "final": _score(final) if isinstance(final, dict) else None}
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
        return "scoring" if case.expected["final"] != case.actual["final"] else "hand.steps"
    return AREA[case.op]


# ------------------------------------------------------------------------------ Gherkin
def _hand(cards: Sequence[str]) -> str:
    return " ".join(Card.from_str(c).display() for c in cards)


def _table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> list[str]:
    cells = [list(map(str, header)), *[[str(x) for x in r] for r in rows]]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    return ["      | " + " | ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)) + " |" for r in cells]


def gherkin(case: Case, ruleset_id: str, title: str) -> str:
    """The finding as a scenario in the suite's own step vocabulary; expectations from the reference."""
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
    return (
        "\n".join(lines + [f"    {when}"] + [f"    {t}" if t.startswith(("Then", "And")) else t for t in then]) + "\n"
    )


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
def _checker(
    op: str,
    rs: Ruleset,
    impl: Implementation,
    reference: Implementation,
    ruleset_doc: Mapping[str, Any],
    last: list[Case],
    count: list[int],
) -> Callable[[st.DataObject], None]:
    """The property for one operation: both answers agree; a disagreement is kept in ``last``."""

    def check(data: st.DataObject) -> None:
        case = draw_case(op, rs, data)
        if case is None:
            return
        count[0] += 1
        ref = reference.request(op, ruleset_doc, case.args)
        got = impl.request(op, ruleset_doc, case.args)
        if ref.kind != "result":  # the reference refuses the position: not a case to judge
            return
        case.reference_result = dict(ref.result or {})
        case.expected = normalise(op, ref.result)
        case.actual = normalise(op, got.result) if got.kind == "result" else _verdict(got)
        if got.kind == "unsupported" or case.expected == case.actual:
            return
        last[:] = [case]
        raise AssertionError(f"{op} differs")

    return check


@dataclass
class FuzzResult:
    examples: int = 0
    findings: list[Finding] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)


def fuzz(
    impl: Implementation,
    reference: Implementation,
    ruleset_doc: Mapping[str, Any],
    *,
    ops: Sequence[str] = OPS,
    examples: int = 200,
    seed: int | None = 0,
) -> FuzzResult:
    """Fuzz each of ``ops``; at most one (shrunk) finding per operation."""
    rs = Ruleset.from_dict(ruleset_doc)
    rid = str(ruleset_doc.get("id"))
    result = FuzzResult()
    for op in ops:
        if not impl.supports(op, rid):
            continue
        last: list[Case] = []
        count = [0]
        check = _checker(op, rs, impl, reference, ruleset_doc, last, count)

        test = settings(
            max_examples=examples,
            deadline=None,
            database=None,
            derandomize=seed is None,
            suppress_health_check=list(HealthCheck),
            phases=[Phase.generate, Phase.shrink],
            report_multiple_bugs=False,
        )(given(data=st.data())(check))
        if seed is not None:
            test = hypothesis_seed(seed)(test)
        try:
            test()
        except AssertionError:
            case = last[0]
            case.area = area_of(case, rs)
            title = f"Fuzz finding: {op} disagrees on {case.area} ({rid})"
            request = {"op": op, "ruleset": rid, "args": case.args}
            result.findings.append(
                Finding(op, case.area, request, case.expected, case.actual, gherkin(case, rid, title))
            )
        result.counts[op] = count[0]
        result.examples += count[0]
    return result


def render_findings(result: FuzzResult) -> str:
    """A readable report: each finding with its Gherkin and JSON request."""
    if not result.findings:
        return f"no disagreement in {result.examples} examples ({json.dumps(result.counts)})\n"
    out = [f"{len(result.findings)} disagreement(s) in {result.examples} examples\n"]
    for f in result.findings:
        out.append(f"--- {f.op}: rule area {f.area}\n    expected {f.expected!r}\n    actual   {f.actual!r}\n")
        out.append(f.gherkin)
        out.append("    request: " + json.dumps(f.request, ensure_ascii=False) + "\n")
    return "\n".join(out)
