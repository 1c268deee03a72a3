"""Neutralise adapter-supplied text before it is printed to a terminal.

An adapter's name, version, messages or stderr may hold escape sequences that clear the
screen, set the window title or move the cursor, and bidirectional overrides that reorder
what a reader sees.  :func:`for_terminal` turns each such character into a visible escape
(``\\x1b``, ``\\u202e``), so the text prints as inert characters.
"""

from __future__ import annotations

import re
from typing import Final

from conformance_report.report.clean import FORMAT_CHARS, escape_char

# C0 controls (tab and newline optional), DEL, C1 controls, lone surrogates (which cannot be
# encoded for output), the invisible format characters (bidirectional marks, embeddings,
# overrides and isolates, zero-width characters), and the line and paragraph separators.
_UNSAFE: Final = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029{FORMAT_CHARS}]")
_UNSAFE_ONE_LINE: Final = re.compile(f"[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029{FORMAT_CHARS}]")


def for_terminal(text: object, *, one_line: bool = False) -> str:
    """``str(text)`` with every control, escape or reordering character shown as an escape.

    Tab and newline are kept unless ``one_line`` is true (then they are escaped too, so a
    value can never start a new output line).  Ordinary printable text, including
    non-ASCII letters and symbols such as ``♠``, is unchanged.
    """
    s = text if isinstance(text, str) else str(text)
    pattern = _UNSAFE_ONE_LINE if one_line else _UNSAFE
    return pattern.sub(escape_char, s) if pattern.search(s) else s


def wrapped(text: object, width: int, indent: int = 0, hang: int = 2) -> str:
    """``text`` made inert (one line) and wrapped between words at ``width`` columns, with a
    hanging indent; words are never split (a word longer than the line stands alone)."""
    import textwrap

    lines = textwrap.wrap(
        for_terminal(text, one_line=True),
        max(width, 40),
        initial_indent=" " * indent,
        subsequent_indent=" " * (indent + hang),
        break_long_words=False,
        break_on_hyphens=False,
    )
    return "\n".join(lines) if lines else ""
