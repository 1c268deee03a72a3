"""What a failed verdict is about, read from the verdict alone (no feature file, no adapter).

Every report writer explains a failure the same way with these helpers:

- :func:`failing_rule`: the rule the failing check is about, as the verdict names it (the
  failing step's ``# checks:`` rule, or the scenario's only rule), never guessed;
- :func:`attribute`: the same for every failure of a run;
- :func:`sequence_difference`: for a sequence check ("every action is accepted", "action N
  is rejected with rule R"), the first action whose verdict differs and the rule code that
  came back;
- :func:`whole_answers`: the full answer the implementation gave, and the same answer with
  the checked part set to what was expected, so the two can be shown as a diff.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Final

_WORD: Final = re.compile(r"[a-z0-9]+")
_QUOTED: Final = re.compile(r'"[^"]*"')
_STOP: Final = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "is",
        "are",
        "to",
        "and",
        "in",
        "on",
        "by",
        "with",
        "for",
        "it",
        "its",
        "be",
        "or",
        "at",
        "as",
        "that",
        "this",
        "who",
        "which",
        "may",
        "can",
        "from",
        "when",
        "if",
        "then",
        "than",
        "any",
        "all",
        "each",
        "one",
        "his",
        "her",
        "their",
        "there",
        "has",
        "have",
        "does",
        "do",
    ]
)
SEQUENCE_CHECKS: Final = ("accepted actions", "action verdicts")


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _words(text: str) -> set[str]:
    return {_stem(w) for w in _WORD.findall(text.lower()) if w not in _STOP}


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


# ------------------------------------------------------------------ the whole answer, as expected
def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    yield prefix, value
    if isinstance(value, Mapping):
        for k, v in value.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*prefix, i))


def _get(value: Any, path: Sequence[Any]) -> Any:
    for key in path:
        value = value[key]
    return value


def _set(value: Any, path: Sequence[Any], new: Any) -> None:
    _get(value, path[:-1])[path[-1]] = new


def _same(found: Any, checked: Any) -> bool:
    if found == checked:
        return True
    if isinstance(found, list) and isinstance(checked, list):
        try:
            return sorted(found, key=json.dumps) == sorted(checked, key=json.dumps)
        except TypeError:
            return False
    return False


def _context_score(answer: Any, path: tuple[Any, ...], what: str) -> int:
    """How well a path fits the words of ``what`` (``side [1, 3] trick points``, ``seat 2 meld``).

    Its own key counts twice, each enclosing key once, and a sibling counts when ``what``
    names it with its value (``seat 2``, ``[1, 3]``).
    """
    words = _words(what)
    score = 0
    keys = [k for k in path if isinstance(k, str)]
    if path and isinstance(path[-1], str):
        score += 2 * len(_words(path[-1].replace("_", " ")) & words)
    for key in keys[:-1] if path and isinstance(path[-1], str) else keys:
        score += len(_words(key.replace("_", " ")) & words)
    parent = _get(answer, path[:-1]) if path else None
    if isinstance(parent, Mapping):
        for k, v in parent.items():
            if k == path[-1] or isinstance(v, bool):
                continue
            named = isinstance(v, int) and re.search(rf"\b{re.escape(_stem(str(k)))}s? {v}\b", what)
            if named or (isinstance(v, list) and v and json.dumps(v) in what):
                score += 1
    return score


def _overlay(answer: Any, what: str, expected: Any, actual: Any) -> Any | None:
    """``answer`` with the part that the check read as ``actual`` set to ``expected`` (None: not found)."""
    out = copy.deepcopy(answer)
    # an object check reading some keys of one object in the answer
    if isinstance(actual, Mapping) and isinstance(expected, Mapping):
        for _path, node in _paths(out):
            if isinstance(node, dict) and actual and all(_same(node.get(k), v) for k, v in actual.items()):
                for k, v in expected.items():
                    if v is None and k not in node:
                        continue
                    node[k] = copy.deepcopy(v)
                return out
    # a sequence check reading one or two keys of each object in a list
    if isinstance(actual, list) and isinstance(expected, list):
        for path, node in _paths(out):
            if not (isinstance(node, list) and node and all(isinstance(x, dict) for x in node)):
                continue
            if len(node) != len(actual):
                continue
            keys = list(node[0])
            for pick in [[k] for k in keys] + [[a, b] for a in keys for b in keys if a != b]:
                seen = [x.get(pick[0]) if len(pick) == 1 else [x.get(k) for k in pick] for x in node]
                if seen != [list(v) if isinstance(v, tuple) else v for v in actual]:
                    continue
                rows: list[Any] = []
                for i, want in enumerate(expected):
                    row = copy.deepcopy(node[i]) if i < len(node) else {"index": i} if "index" in keys else {}
                    values = [want] if len(pick) == 1 else list(want)
                    if i < len(node) and [row.get(k) for k in pick] != values[: len(pick)]:
                        # a changed row holds only what the check states (no rejection code left on an
                        # action the scenario expects accepted)
                        row = {k: v for k, v in row.items() if k == "index"}
                    for k, v in zip(pick, values, strict=False):
                        row[k] = v
                    rows.append(row)
                if path:
                    _set(out, path, rows)
                    return out
                return rows
    # a value somewhere in the answer
    candidates = [path for path, node in _paths(out) if path and _same(node, actual)]
    if not candidates and actual is None:
        return None
    if len(candidates) > 1:
        ranked = sorted(candidates, key=lambda p: -_context_score(out, p, what))
        if _context_score(out, ranked[0], what) == _context_score(out, ranked[1], what):
            return None
        candidates = ranked[:1]
    if len(candidates) == 1:
        _set(out, candidates[0], copy.deepcopy(expected))
        return out
    return None


def whole_answers(result: Mapping[str, Any]) -> tuple[Any, Any] | None:
    """(expected, actual) as whole answers, for a failed check; None without a full answer.

    ``actual`` is the implementation's last full result; ``expected`` is the same result
    with the part the failing check read replaced by the expected value.  When that part
    cannot be located in the answer, the checked values themselves are returned.
    """
    step = result.get("step") or {}
    if "expected" not in step:
        return None
    answer = last_answer(result)
    expected, actual = step.get("expected"), step.get("actual")
    if answer is None:
        return expected, actual
    if isinstance(answer, Mapping) and isinstance(answer.get("final"), Mapping) and not isinstance(actual, list):
        inner = _overlay(answer["final"], str(step.get("what", "")), expected, actual)
        if inner is not None:
            out = copy.deepcopy(dict(answer))
            out["final"] = inner
            return out, answer
    whole = _overlay(answer, str(step.get("what", "")), expected, actual)
    if whole is None:
        return expected, actual
    return whole, answer
