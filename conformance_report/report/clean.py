"""Make adapter-supplied text safe for every report file.

An adapter may send any JSON string: a lone surrogate (``"\\ud800"`` is valid JSON but
cannot be encoded as UTF-8) or control characters that XML 1.0 forbids.  The report
writers pass every string through :func:`clean_text` (or a whole document through
:func:`clean_tree`), so writing a report never raises and ``junit.xml`` stays well-formed.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Any, Final

REPLACEMENT: Final = "\ufffd"
_SURROGATE: Final = re.compile("[\ud800-\udfff]")
FORMAT_CHARS: Final = "\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff"
"""Invisible format characters, as a regex class body: the bidirectional marks, embeddings,
overrides and isolates (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), which can make
text read other than it is, and the zero-width and soft characters that hide in it."""
_CONTROL: Final = re.compile(f"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f{FORMAT_CHARS}\ufffe\uffff]")
"""Characters made visible in files people read: those XML 1.0 forbids (C0 controls but tab,
newline and carriage return; U+FFFE, U+FFFF), DEL and the C1 controls (terminal escapes), and
the format characters above."""


def escape_char(match: re.Match[str]) -> str:
    """The matched character as a visible escape: ``\\x1b``, ``\\u202e``."""
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def clean_text(text: str, *, controls: bool = False) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD.

    With ``controls`` true, characters that XML 1.0 forbids (and DEL, the C1 controls and
    the bidirectional overrides) are also replaced by a visible escape such as ``\\x1b`` or
    ``\\u202e``; tab, newline and carriage return are kept.  The result always encodes as UTF-8.
    """
    if _SURROGATE.search(text):
        text = _SURROGATE.sub(REPLACEMENT, text)
    if controls and _CONTROL.search(text):
        text = _CONTROL.sub(escape_char, text)
    return text


# json.dumps writes C0 controls as \u00XX escapes: these are the ones clean_text changes.
_ESCAPED_CONTROL: Final = re.compile(r"\\u00(?:0[0-8bcef]|1[0-9a-f])")


def needs_cleaning(value: Any, *, controls: bool = False) -> bool:
    """True when some string in a JSON-like value would be changed by :func:`clean_text`.

    One pass in C (``json.dumps`` and a UTF-8 encode) instead of a walk over every string;
    it may answer True for a harmless escaped backslash, never False for a string that needs it.
    """
    try:
        text = json.dumps(value, ensure_ascii=False, default=str, allow_nan=False)
        text.encode("utf-8")
    except (UnicodeEncodeError, TypeError, ValueError, RecursionError):
        return True
    return controls and bool(_ESCAPED_CONTROL.search(text) or _CONTROL.search(text))


def clean_tree(value: Any, *, controls: bool = False) -> Any:
    """A JSON-like value with :func:`clean_text` applied to every string (keys too), and each
    number JSON cannot hold (an infinity, NaN) given as the string JavaScript prints for it.

    The value itself is returned when nothing in it needs cleaning; otherwise a cleaned copy.
    """
    if not isinstance(value, str) and not needs_cleaning(value, controls=controls):
        return value
    return _clean(value, controls)


def _clean(value: Any, controls: bool) -> Any:
    if isinstance(value, str):
        return clean_text(value, controls=controls)
    if isinstance(value, Mapping):
        return {_clean(k, controls): _clean(v, controls) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_clean(v, controls) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN" if math.isnan(value) else "Infinity" if value > 0 else "-Infinity"
    return value
