"""The readable side of schema checks: where and why a document breaks its schema.

The compiled validator (jsonschema-rs) decides whether a document is valid; jsonschema, in
Python, then says where and why, in the words the report shows.  Two things keep that
second step honest on whatever an adapter sends:

* :data:`ReadableValidator` is Draft 2020-12 with a ``uniqueItems`` that takes linear time.
  jsonschema's own compares every pair of items when they cannot be sorted (a list mixing
  strings and numbers), so a 24 KB reply took 20 s to explain and a 1 MiB one hours.
* :func:`compiled_error` gives the compiled validator's own first error for a document only
  it refuses (Python's ``re`` lets ``$`` match before a final newline, so jsonschema takes
  ``"AS\\n"`` for a card where the ECMA-262 pattern the schema means does not).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from typing import Any, Final

from jsonschema import Draft202012Validator, validators  # type: ignore[import-untyped, unused-ignore]
from jsonschema.exceptions import ValidationError  # type: ignore[import-untyped, unused-ignore]


def json_key(value: Any) -> Any:
    """A hashable key equal for JSON-equal values: 1 and 1.0 alike, true and 1 apart, object
    members in any order."""
    if isinstance(value, bool) or value is None:
        return ("literal", value)
    if isinstance(value, int | float):
        return ("number", value)  # Python's 1 == 1.0, with equal hashes: JSON's equality
    if isinstance(value, str):
        return ("string", value)
    if isinstance(value, list):
        return ("array", tuple(json_key(item) for item in value))
    if isinstance(value, Mapping):
        return ("object", frozenset((name, json_key(item)) for name, item in value.items()))
    return ("other", id(value))  # not JSON: equal only to itself


def _unique_items(validator: Any, unique: Any, instance: Any, schema: Any) -> Iterator[ValidationError]:
    """``uniqueItems`` in linear time: each item's :func:`json_key` seen once."""
    if not unique or not validator.is_type(instance, "array"):
        return
    seen: set[Any] = set()
    for item in instance:
        key = json_key(item)
        if key in seen:
            yield ValidationError(f"{instance!r} has non-unique elements")
            return
        seen.add(key)


ReadableValidator: Final[Any] = validators.extend(Draft202012Validator, {"uniqueItems": _unique_items})
"""Draft 2020-12 as jsonschema checks it, but for a linear-time ``uniqueItems``."""


def compiled_error(fast: Any, instance: Any) -> tuple[list[str | int], Any, str, list[str | int]] | None:
    """The compiled validator's first error on ``instance``: (instance path, the value there,
    message, schema path), or None when it finds none."""
    for error in fast.iter_errors(instance):
        return list(error.instance_path), error.instance, str(error.message), list(error.schema_path)
    return None


_QUOTED: Final = re.compile(r"""('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")""")
_PYTHON_WORDS: Final = re.compile(r"\b(True|False|None|nan|inf)\b")
_JSON_WORDS: Final = {"True": "true", "False": "false", "None": "null", "nan": "NaN", "inf": "Infinity"}


def json_spelling(message: str, instance: Any = None) -> str:
    """A schema message in JSON's words: the value it starts with written as JSON (``true``,
    ``null``, ``{"a": 1}``, not ``True``, ``None``, ``{'a': 1}``), and Python's ``True``,
    ``False``, ``None``, ``nan`` and ``inf`` outside quotes as ``true``, ``false``, ``null``,
    ``NaN`` and ``Infinity``."""
    shown = repr(instance)
    if message.startswith(shown) and len(shown) > 0:
        try:
            spelled = json.dumps(instance, ensure_ascii=False)
        except (TypeError, ValueError):
            spelled = shown
        if len(spelled) <= 200:  # a long one is not repeated whole
            return spelled + _words(message[len(shown) :])
    return _words(message)


def _words(text: str) -> str:
    parts = _QUOTED.split(text)
    return "".join(
        part if i % 2 else _PYTHON_WORDS.sub(lambda m: _JSON_WORDS[m.group()], part) for i, part in enumerate(parts)
    )
