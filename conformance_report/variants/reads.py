"""Which ruleset values the reference engine read to answer one request, so that a variant agreeing
on all of them shares the answer.

identify and explain answer the same request under dozens of variants that differ from one
another in one option, and most options are never read by a given request (a renege rule by a
hand in which nobody leads trump early). While a request is answered, every attribute read of
the ruleset's objects is recorded with the value read (its class, for an object of the
ruleset); any ruleset that has the same values at those places takes the same path through
the engine and gives the same answer. Whole hands are worth it (milliseconds each); the cheap
operations are answered directly.

The engine keeps two caches by the identity of a ruleset: the last auction is forgotten before a
traced answer; the compiled meld table, made from ``rs.meld`` alone (as the engine's own
``_CAN_KEEP`` key says), counts as a read of the whole of ``rs.meld`` when it is reused.
``tests/test_answer_sharing.py`` checks shared answers against direct ones.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable
from types import MethodType
from typing import Any, Final

from reference_engine.ruleset import Ruleset

_meld = importlib.import_module("reference_engine.meld")  # the module (the package exports a function of that name)
_ruleset = importlib.import_module("reference_engine.ruleset")
_state = importlib.import_module("reference_engine.state")

Reads = tuple[tuple[tuple[str, ...], bool, Any], ...]
"""(attribute path from the ruleset, whether the value is the class of an object of the ruleset, value)."""

SHARED_OPS: Final = frozenset({"play_hand", "hand_score"})
"""Operations whose answers are shared by read-sets (the others cost less than a check)."""

_CLASSES: Final = tuple(
    c
    for c in vars(_ruleset).values()
    if isinstance(c, type) and dataclasses.is_dataclass(c) and c.__module__ == _ruleset.__name__
)
_CLASS_SET: Final = frozenset(_CLASSES)
_PATHS: dict[int, list[tuple[str, ...]]] = {}
_READS: dict[tuple[str, ...], tuple[bool, Any]] = {}
_INTERNED: dict[tuple[str, ...], tuple[str, ...]] = {}
"""One tuple per attribute path, shared by every read-set kept."""


def _paths(rs: Ruleset) -> dict[int, list[tuple[str, ...]]]:
    """Every object of the ruleset (reached by dataclass fields) by id, with the paths that reach it."""
    out: dict[int, list[tuple[str, ...]]] = {}
    todo: list[tuple[Any, tuple[str, ...]]] = [(rs, ())]
    while todo:
        obj, path = todo.pop()
        out.setdefault(id(obj), []).append(path)
        for f in dataclasses.fields(obj):
            value = object.__getattribute__(obj, f.name)
            if type(value) in _CLASS_SET:
                todo.append((value, (*path, f.name)))
    return out


def _hook(self: Any, name: str) -> Any:
    value = object.__getattribute__(self, name)
    paths = _PATHS.get(id(self))
    if paths is not None and type(value) is not MethodType:
        is_object = type(value) in _CLASS_SET
        for path in paths:
            key = (*path, name)
            if key not in _READS:
                _READS[_INTERNED.setdefault(key, key)] = (True, type(value)) if is_object else (False, value)
    return value


def traced(rs: Ruleset, answer: Callable[[], Any]) -> tuple[Any, Reads]:
    """``answer()``'s result and the values of ``rs`` it read (not reentrant; one thread)."""
    _PATHS.clear()
    _PATHS.update(_paths(rs))
    _READS.clear()
    hit = _meld._CACHE_BY_ID.get(id(rs))
    if hit is not None and hit[0] is rs:  # made from rs.meld alone: the whole of it is read
        _READS[("meld",)] = (False, object.__getattribute__(rs, "meld"))
    setattr(_state, "_LAST_AUCTION", None)  # noqa: B010
    for cls in _CLASSES:
        type.__setattr__(cls, "__getattribute__", _hook)
    try:
        result = answer()
    finally:
        for cls in _CLASSES:
            type.__delattr__(cls, "__getattribute__")
        setattr(_state, "_LAST_AUCTION", None)  # noqa: B010
        _PATHS.clear()
    reads = tuple((path, is_object, value) for path, (is_object, value) in _READS.items())
    _READS.clear()
    return result, reads


_MISSING: Final = object()


def agrees(rs: Ruleset, reads: Reads) -> bool:
    """Whether ``rs`` has every value ``reads`` recorded (so a traced answer holds for it too)."""
    for path, is_object, value in reads:
        node: Any = rs
        for part in path:
            try:
                node = object.__getattribute__(node, part)
            except AttributeError:
                return False
        if is_object:
            if type(node) is not value:
                return False
        elif type(node) is not type(value) or node != value:
            return False
    return True
