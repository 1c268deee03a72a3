"""Records of the hands the harness asks about: ``play_hand`` requests of the scenarios and of
fuzz findings (``fuzz --out``'s findings.json), each written up to its last accepted action."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from conformance_report.records.export import from_play_hand
from conformance_report.rulesets import ruleset_ids
from conformance_report.variants.declaration import declaration_for, load_declared_ruleset


def variant_of(doc: Mapping[str, Any]) -> str | dict[str, Any]:
    """A ruleset document as a record's variant: its named id, or a declaration extending the
    named ruleset its id starts with (a scenario's ruleset built from options)."""
    rid = str(doc.get("id", ""))
    named = ruleset_ids()
    if rid in named:
        return rid
    base = max((n for n in named if rid.startswith(n + "-")), key=len, default=None)
    if base is None:
        raise ValueError(f"ruleset {rid!r} extends no named ruleset; records name a named id or a declaration")
    return declaration_for(base, doc)


def scenario_records(ids: list[str], tags: str | None, keyword: str | None) -> Iterator[dict[str, Any]]:
    """A record of each ``play_hand`` request the selected scenarios make, as the reference answers."""
    from conformance_report.spec.features import FEATURES
    from conformance_report.spec.runner import execute
    from conformance_report.spec.session import load, select
    from conformance_report.variants.judge import Reference

    for plan in select(load(FEATURES), ids=ids, tags=tags, keyword=keyword):
        if "play_hand" not in plan.ops:
            continue
        calls = [c for c in execute(plan, Reference()).calls if c[0] == "play_hand"]
        for n, (_, doc, args, _outcome) in enumerate(calls, 1):
            variant = variant_of(doc)
            rs = load_declared_ruleset(variant)
            tags_: dict[str, Any] = {"game": f"{plan.scenario.uid}#{n}", "tags": {"Scenario": plan.scenario.id}}
            yield from_play_hand(rs, variant, args, tags_)


def fuzz_records(findings: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """A record of each ``play_hand`` finding of a fuzz run's findings.json."""
    for n, f in enumerate(findings.get("findings") or (), 1):
        request = f.get("request") or {}
        if request.get("op") != "play_hand":
            continue
        variant = request.get("ruleset") or findings.get("ruleset")
        if not isinstance(variant, str | dict):
            raise ValueError(f"finding {n} names no ruleset")
        rs = load_declared_ruleset(variant)
        tags_: dict[str, Any] = {"game": f"fuzz-{n}", "tags": {"Finding": str(f.get("cluster", ""))}}
        yield from_play_hand(rs, variant, request["args"], tags_)
