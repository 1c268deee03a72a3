"""The reference engine's build of a ruleset document, made once per distinct document.

Building a :class:`Ruleset` costs milliseconds; a document's canonical JSON costs
microseconds.  Judging a declared variant, identify, explain and fuzzing all build the same
few documents (and their one-option flips) again and again, so they share this cache: looked
up by identity, else by the canonical text (a copy of a document is built once too).  No
generation here, so judging a run does not import the generators.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Final

import orjson

from reference_engine.errors import PinochleError
from reference_engine.ruleset import Ruleset

_LIMIT: Final = 4096
_BY_ID: dict[int, tuple[Mapping[str, Any], Ruleset | None]] = {}
_BY_TEXT: dict[bytes, Ruleset | None] = {}


def _text(doc: Mapping[str, Any]) -> bytes | None:
    try:
        return orjson.dumps(doc, option=orjson.OPT_SORT_KEYS)
    except TypeError:  # what orjson refuses (a huge integer, a non-string key): json decides
        try:
            return json.dumps(doc, sort_keys=True, allow_nan=False).encode("utf-8")
        except (TypeError, ValueError):
            return None


def built(doc: Mapping[str, Any]) -> Ruleset | None:
    """The engine's ``Ruleset`` for ``doc``, or None when the engine refuses the document."""
    hit = _BY_ID.get(id(doc))
    if hit is not None and hit[0] is doc:
        return hit[1]
    text = _text(doc)
    if text is not None and text in _BY_TEXT:
        rs = _BY_TEXT[text]
    else:
        try:
            rs = Ruleset.from_dict(dict(doc))
        except (PinochleError, TypeError, ValueError, KeyError):
            rs = None
        if text is not None:
            if len(_BY_TEXT) >= _LIMIT:
                _BY_TEXT.pop(next(iter(_BY_TEXT)))
            _BY_TEXT[text] = rs
    if len(_BY_ID) >= _LIMIT:
        _BY_ID.pop(next(iter(_BY_ID)))
    _BY_ID[id(doc)] = (doc, rs)  # the document is kept, so its id cannot be reused meanwhile
    return rs


def build(doc: Mapping[str, Any]) -> Ruleset:
    """``Ruleset.from_dict(doc)``, from the cache; raises the engine's own error for a document
    it refuses."""
    rs = built(doc)
    return rs if rs is not None else Ruleset.from_dict(dict(doc))
