"""Why a step text matched no step of the vocabulary, in words that help: a number too long to
read, or the nearest steps ("did you mean …?")."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from typing import Final

from conformance_report.protocol.limits import MAX_INT_DIGITS, cut

_LONG_NUMBER: Final = re.compile(rf"[0-9]{{{MAX_INT_DIGITS + 1},}}")


def _shape(text: str) -> str:
    """A step text with its quoted strings and numbers replaced by ``{}``."""
    return re.sub(r"-?[0-9]+", "{}", re.sub(r'"[^"]*"', '"{}"', text))


def _pattern_shape(pattern: str) -> str:
    """A step pattern (``parse`` fields or a regular expression's named groups) shaped like :func:`_shape`."""
    shaped = re.sub(r"\(\?P<\w+>(?:[^()]|\([^()]*\))*\)", "{}", pattern)
    return re.sub(r"\{[^{}]*\}", "{}", shaped).strip("^$")


def why_unmatched(kind: str, text: str, patterns: Iterable[str]) -> str:
    """The message for a ``kind`` step ``text`` that none of ``patterns`` (that kind's) matches."""
    shown = cut(text, 200)
    long = _LONG_NUMBER.search(text)
    if long:
        return (
            f"{kind} step {shown!r} holds a number of {len(long.group()):,} digits, too long to read "
            f"(at most {MAX_INT_DIGITS:,})"
        )
    shaped = _shape(text)
    scored = sorted(
        ((difflib.SequenceMatcher(None, shaped, _pattern_shape(p)).ratio(), p) for p in set(patterns)), reverse=True
    )
    near = [p for ratio, p in scored[:2] if ratio >= 0.75]
    hint = f"; did you mean {' or '.join(repr(p) for p in near)}?" if near else ""
    return f"no {kind} step of the vocabulary matches {shown!r}{hint} (see docs/step-vocabulary.md)"
