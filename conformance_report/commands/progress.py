"""A progress line for long runs: rewritten in place on a terminal, a line every few seconds otherwise."""

from __future__ import annotations

import time
from collections import Counter
from typing import TextIO


class Progress:
    """Counts verdicts as they arrive and shows done/total and the failures so far."""

    def __init__(self, total: int, stream: TextIO, show: bool = True, every: float = 5.0) -> None:
        self.total = total
        self.show = show
        self.stream = stream
        self.every = every
        self.tty = stream.isatty()
        self.counts: Counter[str] = Counter()
        self.started = time.monotonic()
        self._first: dict[str, float] = {}
        self._last: dict[str, float] = {}
        self._shown = self.started

    def update(self, key: str, status: str) -> None:
        """Record one verdict of implementation ``key``."""
        now = time.monotonic()
        self._first.setdefault(key, now)
        self._last[key] = now
        self.counts[status] += 1
        if self.show and now - self._shown >= (0.2 if self.tty else self.every):
            self._shown = now
            self._show(final=False)

    def _line(self) -> str:
        done = sum(self.counts.values())
        return (
            f"{done}/{self.total} judged, {self.counts['failed']} failed, {self.counts['errored']} errored "
            f"({time.monotonic() - self.started:.0f} s)"
        )

    def _show(self, final: bool) -> None:
        if self.tty:
            self.stream.write("\r" + self._line() + ("\n" if final else ""))
        else:
            self.stream.write(self._line() + "\n")
        self.stream.flush()

    def done(self) -> None:
        """Show the final count."""
        if self.show and (self.tty or time.monotonic() - self.started >= self.every):
            self._show(final=True)

    def elapsed(self, key: str) -> float:
        """Seconds from ``key``'s first verdict to its last (0 when it had none)."""
        if key not in self._first:
            return 0.0
        return max(self._last[key] - self.started, 0.0)
