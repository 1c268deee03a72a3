"""What both forms of a hand record share: card tokens, sections, positions and errors.

A hand record in memory is its JSON form (a dict, ``schemas/hand-record.schema.json``); the
text form is parsed into it and written from it.  Positions map a path into that dict (a
tuple of keys and indexes) to the line and column it was read from, so an error or a
deviation can point into the file.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

RECORD_SCHEMA_ID: Final = "https://pinochle-conformance.example/schemas/hand-record.schema.json"
RECORD_VERSION: Final = 1
ACTION_SECTIONS: Final = ("auction", "trump", "exchange")
"""The sections holding action lines, in the order they are replayed (the tricks come last)."""
CHANCE: Final = -1
"""The seat of a chance action (001's random partner), written ``chance`` in the text form."""

_TOKEN: Final = re.compile(r"^(10|[ATKQJ9])([SHDC♠♥♦♣])$")
_SUITS: Final = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}

Path = tuple[str | int, ...]
Hand = dict[str, Any]


def card_code(token: str) -> str | None:
    """The suite's code of a card token (``TS``; ``10S``, ``10♠`` and ``T♠`` accepted), else None."""
    m = _TOKEN.match(token)
    if m is None:
        return None
    rank = "T" if m.group(1) == "10" else m.group(1)
    return rank + _SUITS.get(m.group(2), m.group(2))


class RecordError(ValueError):
    """A record that cannot be read: the file, line and column (1-based) and what is wrong."""

    def __init__(self, file: str, line: int, column: int, message: str) -> None:
        self.file, self.line, self.column, self.message = file, line, column, message
        super().__init__(f"{file}:{line}:{column}: {message}")

    def to_json(self) -> dict[str, Any]:
        return {"file": self.file, "line": self.line, "column": self.column, "message": self.message}


@dataclass
class Located:
    """One hand as read: its JSON form, the file it came from and where each part was read."""

    hand: Hand
    file: str
    where: Mapping[Path, tuple[int, int]] = field(default_factory=dict)
    locate: Callable[[Path], tuple[int, int]] | None = None
    """For the JSON forms: a path's line and column, found on demand."""

    def at(self, path: Path) -> tuple[int, int]:
        """The line and column of ``path``, or of its nearest enclosing part that has one."""
        if self.locate is not None:
            return self.locate(path)
        for n in range(len(path), -1, -1):
            hit = self.where.get(path[:n])
            if hit is not None:
                return hit
        return (1, 1)

    def error(self, path: Path, message: str) -> RecordError:
        """A :class:`RecordError` at ``path``."""
        line, column = self.at(path)
        return RecordError(self.file, line, column, message)


def actions_of(hand: Mapping[str, Any]) -> list[tuple[Path, int, str]]:
    """Every action of the hand in replay order: (its path, seat, action text).

    The auction, trump and exchange sections' actions, then each trick's plays as ``play C``.
    """
    out: list[tuple[Path, int, str]] = []
    for section in ACTION_SECTIONS:
        for i, entry in enumerate(hand.get(section) or ()):
            out.append(((section, i), int(entry["seat"]), str(entry["action"])))
    for t, trick in enumerate(hand.get("tricks") or ()):
        for k, play in enumerate(trick["plays"]):
            out.append((("tricks", t, "plays", k), int(play["seat"]), f"play {play['card']}"))
    return out
