"""A :class:`~conformance_report.tools.cases.Case` written out as a ready-to-paste scenario in
the closed step vocabulary (fuzz findings, explain's examples)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from conformance_report.spec.codes import step_text
from conformance_report.tools.cases import Case
from reference_engine.cards import Card

_SUIT_SYMBOL: Final = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def _hand(cards: Sequence[str]) -> str:
    return " ".join(Card.from_str(c).display() for c in cards)


def table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> list[str]:
    """A Gherkin data table, its columns aligned, each line indented for a step."""
    cells = [list(map(str, header)), *[[str(x) for x in r] for r in rows]]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    return ["      | " + " | ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)) + " |" for r in cells]


def gherkin(case: Case, ruleset_id: str, title: str, shown: Sequence[str] = ()) -> str:
    """The finding as a scenario in the suite's own step vocabulary; expectations from the reference.

    ``shown`` (kinds of :data:`~conformance_report.tools.compare.SHOWN_KINDS`) adds to a played
    hand what it shows to the table: the widow shown or not, the discard not shown, each seat's
    meld and the action it follows.
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
            then += table(
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
            lines += table(["seat", "card"], [[t["seat"], _hand([t["card"]])] for t in a["trick"]])
        if a["first_lead"]:
            lines.append("    And it is the opening lead of the hand")
        elif not a["trump_broken"]:
            lines.append("    And trump has not been broken")
        when = "When the legal plays are asked for"
        then = [f'Then the legal plays are "{_hand(ref.get("cards", []))}"']
    elif case.op == "trick_winner":
        lines += [f"    And trump is {_SUIT_SYMBOL[a['trump']]}", "    And the trick so far:"]
        lines += table(["seat", "card"], [[t["seat"], _hand([t["card"]])] for t in a["trick"]])
        when = "When the trick is complete"
        then = [f"Then the trick is won by seat {ref.get('seat')}"]
    elif case.op == "auction":
        lines.append(f"    And seat {a['dealer']} deals")
        if a.get("hands") is not None:
            lines.append("    And the deal:")
            lines += table(["seat", "cards"], [[i, _hand(h) or "-"] for i, h in enumerate(a["hands"])])
        if a["bids"]:
            lines.append("    And the bids:")
            lines += table(["seat", "bid"], [[b["seat"], b["bid"]] for b in a["bids"]])
        when = "When the auction is run"
        status = ref.get("status")
        if status == "won":
            then = [f"Then the auction is won by seat {ref['winner']} for {ref['contract']}"]
        elif status == "open":
            then = [f"Then the auction is open with seat {ref['next_bidder']} to bid at least {ref['minimum_bid']}"]
        elif status == "redeal":
            then = ["Then the hand is thrown in for a redeal"]
        else:
            then = [f"Then bid {ref.get('index', 0) + 1} is rejected with {step_text(_codes(ref))}"]
    elif case.op == "deal":
        lines.append(f"    And seat {a['dealer']} deals")
        lines.append("    And the deck, from the top:")
        lines += table(["cards"], [[_hand(a["deck"][i : i + 12])] for i in range(0, len(a["deck"]), 12)])
        when = "When the cards are dealt"
        then = [
            f'{"Then" if i == 0 else "And"} seat {i} holds "{_hand(h)}"' for i, h in enumerate(ref.get("hands", []))
        ]
        then.append(f'And the kitty holds "{_hand(ref.get("kitty", [])) or "-"}"')
        then.append(f'And the stock holds "{_hand(ref.get("stock", [])) or "-"}" from the top')
        then.append(f"And seat {ref.get('next_dealer')} deals the next hand")
    elif case.op == "cut_for_deal":
        lines.append("    And the cuts:")
        lines += table(
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
            then = [f"Then the cut is rejected with {step_text(_codes(ref))}"]
    elif case.op == "game_result":
        lines.append("    And the scores before the hand:")
        lines += table(["seat", "score"], list(enumerate(a["scores"])))
        h = a["hand"]
        lines.append(
            f"    And the hand's bidder was seat {h['bidder']}, who "
            f"{'made the bid' if h['made'] else 'was set'}, and the hand scored:"
        )
        lines += table(["seat", "score"], list(enumerate(h["scores"])))
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
        lines += table(["seat", "cards"], [[i, _hand(h) or "-"] for i, h in enumerate(a["melds"])])
        n = len(a["melds"])
        lines.append("    And the tricks:")
        lines += table(
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
        lines += table(["seat", "cards"], rows)
        if a["actions"]:
            lines.append("    And the actions:")
            lines += table(
                ["seat", "action"],
                [["chance" if x["seat"] < 0 else x["seat"], _action(x["action"])] for x in a["actions"]],
            )
        when = "When the hand is played"
        steps = ref.get("steps", [])
        bad = next((st_ for st_ in steps if not st_.get("accepted")), None)
        then = (
            [f"Then action {bad['index'] + 1} is rejected with {step_text(_codes(bad))}"]
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


def _codes(refusal: Mapping[str, Any]) -> list[str]:
    """A refusal's codes for its step: every code that applies (``rules``), else its ``rule``."""
    rules = refusal.get("rules")
    return [str(r) for r in rules] if isinstance(rules, list) and rules else [str(refusal.get("rule"))]


def _action(text: str) -> str:
    words = text.split()
    if words[0] in ("play", "call", "give", "discard", "exchange"):
        return " ".join([words[0], *(Card.from_str(c).display() for c in words[1:])])
    if words[0] == "trump":
        return f"trump {_SUIT_SYMBOL[words[1]]}"
    return text


def _score_then(score: Mapping[str, Any]) -> list[str]:
    out = [f"Then the bidding side {'made the bid' if score.get('made') else 'was set'}", "And the side scores are:"]
    out += table(
        ["seats", "meld", "trick points", "score"],
        [
            [" and ".join(map(str, s["seats"])), s["meld"], s["trick_points"], s["score"]]
            for s in score.get("sides", [])
        ],
    )
    return out
