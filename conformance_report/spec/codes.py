"""Rule codes of a refusal: which codes a scenario accepts, and whether an answer gives one.

An action may break several rules at once (out of turn and out of phase); every code that
applies is right (docs/protocol.md, "Rule codes").  A refusal step lists the codes it
accepts (``with rule "a" or "b"``); an answer passes when its ``rule`` is one of them.  Its
optional ``rules`` (every code that applies, as the reference engine reports them) is what a
variant's expectations are derived from; it is never judged.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

CODES_PATTERN = r'rule (?P<rules>"[a-z0-9.-]+"(?: or "[a-z0-9.-]+")*)'
"""The end of a refusal step: ``rule "a"`` or ``rule "a" or "b"`` (captured as ``rules``)."""


def step_text(codes: Any) -> str:
    """The end of a refusal step accepting ``codes`` (one code or several): ``rule "a" or "b"``."""
    return "rule " + " or ".join(f'"{c}"' for c in ([codes] if isinstance(codes, str) else codes))


def listed(text: str) -> tuple[str, ...]:
    """The codes a refusal step lists, in the order written (``"a" or "b"`` → ``("a", "b")``)."""
    return tuple(re.findall(r'"([^"]+)"', text))


class RuleCodes(list[str]):
    """The codes that apply to a refusal, its answer's own ``rule`` first.

    Two are equal when they hold the same codes (the reference under two rulesets agrees);
    :func:`accepts` asks whether an answer's ``rule`` is among the codes expected.  A list, so
    that it is written to a report as one.
    """

    def __init__(self, rule: str, others: Any = ()) -> None:
        super().__init__([rule, *sorted(set(others) - {rule})])

    @property
    def rule(self) -> str:
        return self[0]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, list) and set(self) == set(other)

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    __hash__ = None


def of_answer(answer: Mapping[str, Any]) -> Any:
    """An answer's refusal code as :class:`RuleCodes` (its ``rule`` plus its ``rules``, if any);
    anything else that is not a code (null, a number) as it is."""
    rule = answer.get("rule")
    if not isinstance(rule, str):
        return rule
    rules = answer.get("rules")
    return RuleCodes(rule, [r for r in rules if isinstance(r, str)] if isinstance(rules, list) else ())


def accepts(expected: Any, actual: Any) -> bool:
    """Whether ``actual`` (an answer's observation) matches ``expected``: equal, except that
    where ``expected`` holds :class:`RuleCodes` the answer's ``rule`` need only be one of them."""
    if isinstance(expected, RuleCodes):
        return isinstance(actual, RuleCodes) and actual.rule in expected
    if isinstance(expected, list | tuple) and isinstance(actual, list | tuple):
        same_kind = isinstance(expected, tuple) == isinstance(actual, tuple)
        return same_kind and len(expected) == len(actual) and all(map(accepts, expected, actual))
    if isinstance(expected, dict) and isinstance(actual, dict):
        return expected.keys() == actual.keys() and all(accepts(v, actual[k]) for k, v in expected.items())
    return bool(expected == actual)


def shown(value: Any, expected: bool) -> Any:
    """``value`` as a report shows it: expected codes as ``a`` or ``a or b``, an answer's by
    its ``rule``."""
    if isinstance(value, RuleCodes):
        return " or ".join(value) if expected else value.rule
    if isinstance(value, tuple):
        return tuple(shown(v, expected) for v in value)
    if isinstance(value, list):
        return [shown(v, expected) for v in value]
    if isinstance(value, dict):
        return {k: shown(v, expected) for k, v in value.items()}
    return value
