"""The catalogue rule a deviation is about, and its citation (``rule_map.json``)."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any, Final

from conformance_report.spec.catalogue import document_title, load_catalogue
from reference_engine.ruleset import Ruleset

_MAP: Final = Path(__file__).with_name("rule_map.json")


@functools.cache
def _rule_map() -> dict[str, dict[str, str]]:
    raw = json.loads(_MAP.read_text(encoding="utf-8"))
    return {k: v for k, v in raw.items() if isinstance(v, dict)}


@functools.cache
def _prefixes() -> dict[str, str]:
    """Document file → the prefix of its rule ids (``004_….txt`` → ``penn``)."""
    out: dict[str, str] = {}
    for rule in load_catalogue().rules:
        out.setdefault(rule.document, rule.id.split(".")[0])
    return out


def rule_for(rs: Ruleset, key: str, section: str = "") -> str | None:
    """The catalogue rule id for ``key`` (a rule code or a claim kind) under ``rs``'s document."""
    table = _rule_map().get(_prefixes().get(rs.source.document, ""), {})
    head = key.split(".")[0]
    for candidate in (f"{section}:{key}", key, f"{head}.*"):
        if candidate in table:
            return table[candidate]
    return None


@functools.cache
def _by_id() -> dict[str, Any]:
    return dict(load_catalogue().by_id())


def citation(rs: Ruleset, rule: str | None) -> dict[str, Any]:
    """Where ``rule`` is written: its document's title, section and the catalogue's statement."""
    found = _by_id().get(rule) if rule else None
    if found is None:
        return {"rule": None, "document": document_title(rs.source.document), "section": "", "statement": ""}
    return {
        "rule": found.id,
        "document": document_title(found.document),
        "section": found.section,
        "statement": found.statement,
    }
