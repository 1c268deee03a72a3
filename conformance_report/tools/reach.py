"""Which option values the generators reach.

An (option, value) of a ruleset is *reached* when the ruleset with that one option flipped to
that value (``probes.option_alternatives``) answers some generated request differently. Every
(option, value) of every named ruleset is reached, or is listed with its reason in
``unreachable_options.json`` (values no request through the adapter protocol can tell apart).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any, Final

from conformance_report.tools.fuzz import OPS, Case
from conformance_report.tools.generators import random_cases
from conformance_report.variants.probes import (
    ABSENT,
    TIERS,
    build,
    engine_answer,
    json_value,
    option_alternatives,
    relevant_ops,
    set_path,
)

UNREACHABLE_FILE: Final = Path(__file__).with_name("unreachable_options.json")
_COST: Final = {op: i for i, tier in enumerate(TIERS) for op in tier}


def reach_pool(doc: Mapping[str, Any], per_op: int = 60, seed: int = 0) -> list[Case]:
    """``per_op`` plain-random requests of every operation, cheapest operations first."""
    rs = build(doc)
    return [c for op in sorted(OPS, key=lambda o: _COST[o]) for c in random_cases(rs, op, per_op, seed)]


def unreached(doc: Mapping[str, Any], cases: Sequence[Case]) -> list[tuple[str, Any]]:
    """The (option, value) flips of ``doc`` under which no request of ``cases`` is answered differently."""
    rs = build(doc)
    base: dict[int, Any] = {}
    missing: list[tuple[str, Any]] = []
    ordered = sorted(cases, key=lambda c: _COST[c.op])
    for path, values in option_alternatives(doc).items():
        rel = [c for c in ordered if c.op in relevant_ops(path)]
        for value in values:
            flipped = build(set_path(doc, path, value))
            for c in rel:
                if id(c) not in base:
                    base[id(c)] = engine_answer(rs, c.op, c.args)
                if engine_answer(flipped, c.op, c.args) != base[id(c)]:
                    break
            else:
                missing.append((path, value))
    return missing


@cache
def _listed() -> tuple[tuple[str, str, str, str], ...]:
    entries = json.loads(UNREACHABLE_FILE.read_text(encoding="utf-8"))["unreachable"]
    return tuple((e["ruleset"], e["option"], json.dumps(e["value"]), e["reason"]) for e in entries)


def unreachable_reason(ruleset_id: str, option: str, value: Any) -> str | None:
    """The documented reason why ``option = value`` changes no answer under ``ruleset_id`` (or None).

    An entry's ruleset ``*`` means every ruleset; its value ``"*"`` every value of the option.
    """
    text = json.dumps(json_value(value) if value != ABSENT else None)
    for rid, opt, val, reason in _listed():
        if rid in ("*", ruleset_id) and opt == option and val in ('"*"', text):
            return reason
    return None


def unexplained(ruleset_id: str, doc: Mapping[str, Any], cases: Sequence[Case]) -> list[tuple[str, Any]]:
    """The unreached (option, value) flips that the unreachable list does not explain."""
    return [(p, v) for p, v in unreached(doc, cases) if unreachable_reason(ruleset_id, p, v) is None]
