"""Make adapter-supplied text safe for every report file.

An adapter may send any JSON string: a lone surrogate (``"\\ud800"`` is valid JSON but
cannot be encoded as UTF-8) or control characters that XML 1.0 forbids.  The report
writers pass every string through :func:`clean_text` (or a whole document through
:func:`clean_tree`), so writing a report never raises and ``junit.xml`` stays well-formed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Final

REPLACEMENT: Final = "\ufffd"
_SURROGATE: Final = re.compile("[\ud800-\udfff]")
# Characters XML 1.0 does not allow (besides surrogates): C0 controls except tab, newline,
# carriage return; and the non-characters U+FFFE and U+FFFF.  DEL and the C1 controls are
# allowed by XML but are terminal escapes, so they go too.
_CONTROL: Final = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffe\uffff]")


def _escape_control(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def clean_text(text: str, *, controls: bool = False) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD.

    With ``controls`` true, characters that XML 1.0 forbids (and DEL and the C1 controls)
    are also replaced by a visible escape such as ``\\x1b``; tab, newline and carriage
    return are kept.  The result always encodes as UTF-8.
    """
    if _SURROGATE.search(text):
        text = _SURROGATE.sub(REPLACEMENT, text)
    if controls and _CONTROL.search(text):
        text = _CONTROL.sub(_escape_control, text)
    return text


def clean_tree(value: Any, *, controls: bool = False) -> Any:
    """A copy of a JSON-like value with :func:`clean_text` applied to every string (keys too)."""
    if isinstance(value, str):
        return clean_text(value, controls=controls)
    if isinstance(value, Mapping):
        return {clean_tree(k, controls=controls): clean_tree(v, controls=controls) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [clean_tree(v, controls=controls) for v in value]
    return value
