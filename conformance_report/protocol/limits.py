"""Size limits on what an adapter says that the harness keeps: error and ``unsupported``
messages, error details, handshake names and anything a verdict quotes.

Whatever an adapter sends is cut here before it is stored, so a run against an adapter that
answers every request with a megabyte of text keeps a few kilobytes per verdict.  A cut is
visible: the kept text ends with ``… [cut 998,000 characters]``.
"""

from __future__ import annotations

import json
from typing import Any, Final

MAX_TEXT: Final = 2000
"""Characters kept of one message (an error, an ``unsupported`` reason, a failure message)."""
MAX_MESSAGE: Final = 2 * MAX_TEXT
"""Characters kept of a verdict's message: room for the harness's own words around a message
already cut to :data:`MAX_TEXT`, so that it is not cut twice."""
MAX_DETAILS: Final = 4000
"""Characters of JSON kept of one value (an error's ``details``, a quoted reply or answer)."""
MAX_NAME: Final = 200
"""Characters kept of a handshake's implementation name, version, language or homepage."""


def cut(text: str, limit: int = MAX_TEXT) -> str:
    """``text`` whole when it has at most ``limit`` characters, else its first ``limit`` and a
    note of how many more were cut."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… [cut {len(text) - limit:,} characters]"


def _size_over(value: Any, limit: int) -> bool:
    """True when ``value``'s JSON text is surely longer than ``limit`` characters (strings and
    keys counted; the walk stops as soon as the budget is spent, without encoding anything)."""
    budget = limit
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            budget -= len(item) + 2
        elif isinstance(item, dict):
            budget -= 2 + 2 * len(item)
            for key, member in item.items():
                budget -= len(str(key)) + 2
                todo.append(member)
        elif isinstance(item, list | tuple):
            budget -= 2 + len(item)
            todo.extend(item)
        else:
            budget -= 5 if isinstance(item, bool | None) else len(repr(item))
        if budget < 0:
            return True
    return False


def cut_value(value: Any, limit: int = MAX_DETAILS) -> Any:
    """``value`` itself when its JSON is at most about ``limit`` characters; a string whole up to
    ``limit``; else the start of its JSON text as a string, with a note of how much was cut."""
    if isinstance(value, str):
        return cut(value, limit)
    if not _size_over(value, limit):
        return value
    try:
        text = json.dumps(value, ensure_ascii=False, default=repr)
    except (TypeError, ValueError, RecursionError):
        text = repr(value)
    return cut(text, limit)


def bounded_verdict(verdict: dict[str, Any]) -> None:
    """Cut, in place, what a verdict quotes of an adapter's answers: its failed step's
    ``expected`` and ``actual`` and the results in its ``exchanges`` (error and ``unsupported``
    replies are cut as they are received)."""
    step = verdict.get("step")
    if isinstance(step, dict):
        for name in ("expected", "actual"):
            if name in step:
                step[name] = cut_value(step[name])
    exchanges = verdict.get("exchanges")
    if isinstance(exchanges, list):
        verdict["exchanges"] = [
            {**ex, "reply": {**ex["reply"], "result": cut_value(ex["reply"]["result"])}}
            if isinstance(ex, dict) and isinstance(ex.get("reply"), dict) and "result" in ex["reply"]
            else ex
            for ex in exchanges
        ]


MAX_INT_DIGITS: Final = 4300
"""The longest integer read from JSON, in digits: Python's own limit on converting text to an int."""


class IntegerTooLong(ValueError):
    """A JSON integer of more than :data:`MAX_INT_DIGITS` digits."""

    def __init__(self, digits: int) -> None:
        self.digits = digits
        super().__init__(f"an integer of {digits:,} digits, too long to read (at most {MAX_INT_DIGITS:,})")


def read_int(text: str) -> int:
    """A JSON integer's value (the ``parse_int`` of a decoder); :class:`IntegerTooLong` past the limit."""
    digits = len(text) - text.startswith("-")
    if digits > MAX_INT_DIGITS:
        raise IntegerTooLong(digits)
    return int(text)
