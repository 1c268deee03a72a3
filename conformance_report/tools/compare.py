"""Answers made comparable: an implementation's result and the reference engine's reduced to
what a scenario judges (sets where order is free, shown meld by the view a ruleset asks for).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Final

from conformance_report.protocol.client import Outcome
from conformance_report.tools.cases import AREA, Case
from reference_engine.cards import Card
from reference_engine.ruleset import Ruleset
from reference_engine.tricks import illegal_play_rule


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


def refusal(outcome: Outcome) -> Any:
    """What a scenario judges of an answer that is not a result: its kind and cause (None for a result)."""
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
    if case.op == "play_hand" and _played(case.expected) and _played(case.actual):
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


def _played(answer: Any) -> bool:
    """True for a normalised play_hand result (not a refusal such as an error reply)."""
    return isinstance(answer, dict) and "steps" in answer and "final" in answer
