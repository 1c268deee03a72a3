"""Which option values the generators reach.

An (option, value) of a ruleset is *reached* when the ruleset with that one option flipped to
that value (``probes.option_alternatives``) answers some generated request differently. Every
(option, value) of every named ruleset is reached, or is listed with its reason in
``unreachable_options.json`` (values no request through the adapter protocol can tell apart;
its ``gaps`` are values that do change answers but no generator reaches yet).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from fnmatch import fnmatchcase
from functools import cache
from pathlib import Path
from typing import Any, Final

from conformance_report.tools.cases import OPS, Case
from conformance_report.tools.generators import random_cases
from conformance_report.variants.probes import (
    ABSENT,
    TIERS,
    build,
    changes_an_answer,
    get_path,
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
        missing += [(path, v) for v in values if not changes_an_answer(rs, build(set_path(doc, path, v)), rel, base)]
    return missing


@cache
def listed() -> tuple[dict[str, Any], ...]:
    """The entries of ``unreachable_options.json``."""
    return tuple(json.loads(UNREACHABLE_FILE.read_text(encoding="utf-8"))["unreachable"])


@cache
def gaps() -> tuple[dict[str, Any], ...]:
    """The values that change answers but no generator reaches yet (``gaps`` in the same file)."""
    return tuple(json.loads(UNREACHABLE_FILE.read_text(encoding="utf-8")).get("gaps", []))


def _plain(value: Any) -> Any:
    return None if value == ABSENT else value


def _holds(doc: Mapping[str, Any], path: str, wanted: Any) -> bool:
    have = _plain(get_path(doc, path))
    if isinstance(wanted, Mapping):
        return bool(have == _plain(get_path(doc, str(wanted["same_as"]))))
    return have in wanted if isinstance(wanted, list) else bool(have == wanted)


def unreachable_reason(
    ruleset_id: str, doc: Mapping[str, Any], option: str, value: Any, *, known_gaps: bool = False
) -> str | None:
    """Why ``option = value`` changes no answer under ``doc`` (the entry that says so), or None.

    With ``known_gaps`` a listed generator gap counts too (its reason says so).
    """
    for entry in (*listed(), *(gaps() if known_gaps else ())):
        if not fnmatchcase(option, entry["option"]) or ruleset_id not in entry.get("rulesets", [ruleset_id]):
            continue
        wanted = entry["value"]
        if wanted != "*" and _plain(value) not in (wanted if isinstance(wanted, list) else [wanted]):
            continue
        if all(_holds(doc, path, wanted) for path, wanted in entry.get("when", {}).items()):
            return str(entry["reason"])
    return None


def audit(ruleset_id: str, doc: Mapping[str, Any], cases: Sequence[Case]) -> tuple[list[tuple[str, Any]], list[str]]:
    """The unreached flips no entry of the list explains, and the listed ones ``cases`` do reach
    (``option = value`` texts: an entry that is wrong for this ruleset)."""
    missing = unreached(doc, cases)
    gone = {(p, json.dumps(_plain(v))) for p, v in missing}
    unexplained = [(p, v) for p, v in missing if unreachable_reason(ruleset_id, doc, p, v, known_gaps=True) is None]
    wrong = [
        f"{p} = {json.dumps(_plain(v))}"
        for p, values in option_alternatives(doc).items()
        for v in values
        if (p, json.dumps(_plain(v))) not in gone
        and unreachable_reason(ruleset_id, doc, p, v, known_gaps=True) is not None
    ]
    return unexplained, wrong
