"""What a failed verdict is about, read from the verdict alone (no feature file, no adapter).

Every report writer explains a failure the same way with these helpers:

- :func:`failing_rule`: the rule the failing check is about, as the verdict names it (the
  failing step's ``# checks:`` rule, or the scenario's only rule), never guessed;
- :func:`attribute`: the same for every failure of a run;
- :func:`sequence_difference`: for a sequence check ("every action is accepted", "action N
  is rejected with rule R"), the first action whose verdict differs and the rule code that
  came back.

The whole answers a failure is shown with (the reference engine's and the app's) are
:mod:`.reference`'s.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Final

SEQUENCE_CHECKS: Final = ("accepted actions", "action verdicts")


def failing_rule(result: Mapping[str, Any]) -> str | None:
    """The rule id the failing check of ``result`` is about, or None when the verdict does not say.

    The failing *Then* step names it (``step.rule``, from its ``# checks:`` comment), or the
    scenario cites exactly one rule.  A scenario citing several rules whose failing step names
    none (a house rule's feature file, say), or a failure before any *Then* step, has no rule:
    the report never guesses one.
    """
    step = result.get("step") or {}
    if isinstance(step.get("rule"), str) and step["rule"]:
        return str(step["rule"])
    rules = [str(r) for r in result.get("rules") or []]
    return rules[0] if len(rules) == 1 else None


def attribute(results: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """``results`` with ``rule`` on each failed or errored one that names its rule (:func:`failing_rule`)."""
    out: list[dict[str, Any]] = []
    for r in results:
        r = {k: v for k, v in r.items() if k != "rule"}
        if r.get("status") in ("failed", "errored"):
            rule = failing_rule(r)
            if rule is not None:
                r["rule"] = rule
        out.append(r)
    return out


def last_answer(result: Mapping[str, Any]) -> Any:
    """The last full result the implementation sent (from ``exchanges``), or None."""
    for ex in reversed(result.get("exchanges") or []):
        reply = ex.get("reply") if isinstance(ex, Mapping) else None
        if isinstance(reply, Mapping) and "result" in reply:
            return reply["result"]
    return None


def _actions(result: Mapping[str, Any]) -> list[str]:
    """The scenario's actions as ``seat N: action`` texts (from the request, else the inputs)."""
    for ex in reversed(result.get("exchanges") or []):
        args = (ex.get("request") or {}).get("args") if isinstance(ex, Mapping) else None
        if isinstance(args, Mapping) and isinstance(args.get("actions"), list):
            return [
                f"seat {a.get('seat')}: {a.get('action')}" if isinstance(a, Mapping) else str(a)
                for a in args["actions"]
            ]
    for item in result.get("inputs") or []:
        table = item.get("table") if isinstance(item, Mapping) else None
        if table and "actions" in str(item.get("step", "")) and len(table) > 1:
            head = [h.strip().lower() for h in table[0]]
            if "seat" in head and "action" in head:
                s, a = head.index("seat"), head.index("action")
                return [f"seat {row[s].strip()}: {row[a].strip()}" for row in table[1:] if len(row) == len(head)]
    return []


def _verdict_text(value: Any) -> str:
    if value is None:
        return "no verdict"
    accepted, rule = (value[0], value[1]) if isinstance(value, list | tuple) and len(value) == 2 else (value, None)
    if accepted is True:
        return "accepted"
    if accepted is False:
        return f"rejected with rule {rule}" if rule else "rejected"
    return json.dumps(value)


def sequence_difference(result: Mapping[str, Any]) -> dict[str, Any] | None:
    """For a failed sequence check: the first action whose verdict differs.

    ``{"action": N (1-based), "text": "seat 2: play AS", "expected": "accepted",
    "actual": "rejected with rule turn.out-of-turn", "rule": "turn.out-of-turn"}``; ``rule``
    is the code the implementation returned for that action (None when it accepted it or
    sent no verdict).  None when the failing check is not a sequence of action verdicts.
    """
    step = result.get("step") or {}
    if step.get("what") not in SEQUENCE_CHECKS:
        return None
    expected, actual = step.get("expected"), step.get("actual")
    if not isinstance(expected, list) or not isinstance(actual, list):
        return None
    index = next(
        (
            i
            for i in range(max(len(expected), len(actual)))
            if i >= len(expected) or i >= len(actual) or expected[i] != actual[i]
        ),
        None,
    )
    if index is None:
        return None
    answer = last_answer(result)
    returned: Mapping[str, Any] = {}
    if isinstance(answer, Mapping) and isinstance(answer.get("steps"), list) and index < len(answer["steps"]):
        got = answer["steps"][index]
        returned = got if isinstance(got, Mapping) else {}
    got_value = actual[index] if index < len(actual) else None
    rule = returned.get("rule")
    if rule is None and isinstance(got_value, list | tuple) and len(got_value) == 2:
        rule = got_value[1]
    if isinstance(got_value, bool) and rule:
        got_value = [got_value, rule]
    actions = _actions(result)
    return {
        "action": index + 1,
        "text": actions[index] if index < len(actions) else None,
        "expected": "not sent" if index >= len(expected) else _verdict_text(expected[index]),
        "actual": _verdict_text(got_value),
        "rule": rule if isinstance(rule, str) else None,
    }
