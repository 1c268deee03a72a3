"""Whether a scenario's question is reached under a declared variant.

A scenario asks its question at some point of a request: an auction's bid 5, a hand's
ninth action, the hand's final score.  Under a variant, the reference engine's answer may
stop earlier (bid 2 is below the variant's minimum; another seat is to play), and then an
app that stops there too has not shown anything about the rule the scenario checks.

Only the answers' own course is read, never the rules: how many bids or actions an
``auction`` or ``play_hand`` answer judged, what it refused them with, and whether the hand
reached its score.  A refusal for *where* the action comes (out of turn, out of phase, after
the auction, a card the hand no longer holds) does not judge the action itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final, Literal

POSITION_PREFIXES: Final = ("turn.", "phase.")
POSITION_CODES: Final = frozenset({"bid.auction-closed", "discard.trump-not-announced", "hand.over"})


def is_position(rule: str | None) -> bool:
    """True for a rule code that refuses an action for where it comes, not for what it is."""
    if rule is None:
        return False
    return rule.startswith(POSITION_PREFIXES) or rule in POSITION_CODES or rule.endswith(".card-not-held")


@dataclass(frozen=True, slots=True)
class Course:
    """How far one answer went: it stopped at action ``stop`` (refused with ``rule``), or
    judged all ``stop`` actions (``rule`` None); ``final`` when the hand was scored."""

    stop: int
    rule: str | None
    final: bool


def course(op: str, args: Mapping[str, Any], result: Mapping[str, Any] | None) -> Course | None:
    """The course of an ``auction`` or ``play_hand`` answer; None for other operations."""
    if result is None:
        return None
    if op == "auction":
        if result.get("status") == "illegal" and isinstance(result.get("index"), int):
            return Course(int(result["index"]), _text(result.get("rule")), False)
        return Course(len(args.get("bids") or ()), None, False)
    if op == "play_hand":
        steps = result.get("steps")
        steps = steps if isinstance(steps, list) else []
        last = steps[-1] if steps and isinstance(steps[-1], dict) else None
        if last is not None and last.get("accepted") is False and isinstance(last.get("index"), int):
            return Course(int(last["index"]), _text(last.get("rule")), False)
        return Course(len(steps), None, result.get("final") is not None)
    return None


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _judged(c: Course, own_rule_there: str | None) -> int:
    """How many actions the answer judged on their merits."""
    if c.rule is None:
        return c.stop
    if is_position(c.rule) and c.rule != own_rule_there:
        return c.stop  # refused for where it comes: the action itself is not judged
    return c.stop + 1


Kind = Literal["same", "diverges", "unreached"]


@dataclass(frozen=True, slots=True)
class Reach:
    """How the variant's answer compares with the scenario's own answer."""

    kind: Kind
    where: str = ""
    """For ``unreached``: where the variant's answer stops, and what the scenario's reaches."""


def compare(op: str, args: Mapping[str, Any], own: Mapping[str, Any] | None, theirs: Mapping[str, Any] | None) -> Reach:
    """``same``: both answers judge the same actions the same way; ``diverges``: the variant's
    judges as many actions but treats the last one otherwise; ``unreached``: it stops before a
    point the scenario's own answer reaches."""
    mine, yours = course(op, args, own), course(op, args, theirs)
    if mine is None or yours is None:
        return Reach("same")
    reached = _judged(mine, mine.rule)
    judged = _judged(yours, mine.rule if mine.stop == yours.stop else None)
    if judged < reached:
        return Reach("unreached", f"{_stop_words(op, args, yours)}, before {_target_words(op, args, mine)}")
    if mine.final and not yours.final:
        return Reach("unreached", f"{_stop_words(op, args, yours)}, before the hand's final score")
    if (mine.stop, mine.rule) != (yours.stop, yours.rule):
        return Reach("diverges")
    return Reach("same")


def _action(op: str, args: Mapping[str, Any], index: int) -> str:
    if op == "auction":
        bids = args.get("bids") or ()
        bid = bids[index].get("bid") if index < len(bids) and isinstance(bids[index], Mapping) else None
        return f"bid {index + 1} ({bid})" if bid is not None else f"bid {index + 1}"
    actions = args.get("actions") or ()
    act = actions[index] if index < len(actions) and isinstance(actions[index], Mapping) else None
    if act is None:
        return f"action {index + 1}"
    return f"action {index + 1} ({act.get('action')} by seat {act.get('seat')})"


def _stop_words(op: str, args: Mapping[str, Any], c: Course) -> str:
    if c.rule is not None:
        return f"refuses {_action(op, args, c.stop)} with {c.rule}"
    return f"accepts every {'bid' if op == 'auction' else 'action'} but does not finish the hand"


def _target_words(op: str, args: Mapping[str, Any], c: Course) -> str:
    if c.rule is not None:
        return _action(op, args, c.stop)
    total = len(args.get("bids" if op == "auction" else "actions") or ())
    what = "bid" if op == "auction" else "action"
    return f"the state after all {total} {what}s" if total != 1 else f"the state after the {what}"
