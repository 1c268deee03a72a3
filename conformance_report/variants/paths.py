"""Dotted option paths into ruleset documents (``bidding.minimum``, ``meld.values.pinochle.2``).

Shared by declared-variant judging, identify, explain and fuzzing; no generation here, so
judging a run does not import the generators.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any, Final

ABSENT: Final = "<absent>"
"""An option value meaning "the member is not in the document" (a merge patch's null)."""


def get_path(doc: Mapping[str, Any], path: str) -> Any:
    """The value at a dotted path, or ``ABSENT``."""
    node: Any = doc
    for part in path.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return ABSENT
        node = node[part]
    return node


def json_copy(value: Any) -> Any:
    """A deep copy of a JSON value (dicts, lists, scalars): about three times quicker than
    ``copy.deepcopy``, which identify and fuzzing call thousands of times on ruleset documents.
    Anything else inside is copied by ``copy.deepcopy``."""
    kind = type(value)
    if kind is dict:
        return {k: json_copy(v) for k, v in value.items()}
    if kind is list:
        return [json_copy(v) for v in value]
    if kind is str or kind is int or kind is float or kind is bool or value is None:
        return value
    return copy.deepcopy(value)


def set_path(doc: Mapping[str, Any], path: str, value: Any) -> dict[str, Any]:
    """A deep copy of ``doc`` with the dotted path set to ``value`` (``ABSENT`` removes it)."""
    out: dict[str, Any] = json_copy(dict(doc))
    parts = path.split(".")
    node = out
    for part in parts[:-1]:
        nxt = node.get(part)
        if not isinstance(nxt, dict):
            if value is ABSENT or value == ABSENT:
                return out
            nxt = {}
            node[part] = nxt
        node = nxt
    if value == ABSENT:
        node.pop(parts[-1], None)
    else:
        node[parts[-1]] = json_copy(value)
    return out
