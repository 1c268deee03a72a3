"""Readings as options: reach a reading's option in a ruleset document and flip it.

A ruleset document records, under ``readings``, how it reads each passage its source leaves
ambiguous, garbled or silent.  A reading with a ``value`` names a dotted path (``option``)
into the document, the value the ruleset takes there, and the ``alternatives`` another
reader could take.  :func:`reading_variants` builds, for every such alternative, the document
a club taking that other reading would play: the same ruleset with one value changed.
Comparing the reference engine's answers under both finds the scenarios that depend on a
reading.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

__all__ = ["get_option", "reading_variants", "readings_with_values", "set_option"]


def _segments(option: str) -> list[str]:
    parts = option.split(".")
    if not option or any(not p for p in parts):
        raise KeyError(f"malformed option path {option!r}")
    return parts


def get_option(doc: Mapping[str, Any], option: str) -> Any:
    """The value at the dotted path ``option`` of ``doc``; KeyError naming the path if absent."""
    node: Any = doc
    for seg in _segments(option):
        if not isinstance(node, Mapping) or seg not in node:
            raise KeyError(f"the ruleset has no field {option!r}")
        node = node[seg]
    return node


def set_option(doc: Mapping[str, Any], option: str, value: Any) -> dict[str, Any]:
    """A deep copy of ``doc`` with the field at ``option`` set to ``value`` (the field must exist)."""
    get_option(doc, option)
    out = copy.deepcopy(dict(doc))
    node: Any = out
    *parents, last = _segments(option)
    for seg in parents:
        node = node[seg]
    node[last] = copy.deepcopy(value)
    return out


def readings_with_values(doc: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The readings of ``doc`` that record a machine-readable ``value``."""
    return [dict(r) for r in doc.get("readings", []) if isinstance(r, Mapping) and "value" in r]


def reading_variants(doc: Mapping[str, Any]) -> list[tuple[dict[str, Any], Any, dict[str, Any]]]:
    """Every (reading, alternative value, patched document) of ``doc``, in reading order.

    A reading whose option the document no longer holds (its parent set to null) gives none.
    The patched document is ``doc`` with the reading's option set to the alternative; it
    keeps its id and readings list (the reading's recorded ``value`` then names the suite's
    choice, not the patched one).
    """
    out: list[tuple[dict[str, Any], Any, dict[str, Any]]] = []
    for reading in readings_with_values(doc):
        try:
            get_option(doc, reading["option"])
        except KeyError:
            continue  # the field is gone (a scenario set its parent to null): nothing to flip
        for alternative in reading.get("alternatives", []):
            out.append((reading, alternative, set_option(doc, reading["option"], alternative)))
    return out
