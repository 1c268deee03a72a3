"""Stop requests (Ctrl-C, SIGTERM) that a run cannot lose.

Python raises a signal's exception wherever the main thread happens to be.  Raised inside
a ``__del__`` method or a weakref callback (a finaliser of a finished worker, a closed
pipe) it is printed as "Exception ignored" and dropped, and the run goes on as if nothing
had been asked.  So each handler also records its signal, and the loops a run waits in
(the scenario loop, the wait for worker processes) call :func:`check`, which raises the
recorded stop once more.
"""

from __future__ import annotations

import signal
from collections.abc import Callable
from types import FrameType

__all__ = ["Terminated", "check", "handle", "pending"]


class Terminated(BaseException):
    """SIGTERM arrived: unwind through every ``finally`` so adapters and workers are stopped."""


_handlers: dict[int, Callable[[], BaseException]] = {}
_pending: list[Callable[[], BaseException]] = []


def _on_signal(signum: int, frame: FrameType | None) -> None:
    make = _handlers[signum]
    _pending[:] = [make]
    raise make()


def handle(signum: int, make: Callable[[], BaseException]) -> None:
    """On ``signum`` raise ``make()`` at once, and again at the next :func:`check`."""
    _handlers[signum] = make
    signal.signal(signum, _on_signal)


def pending() -> bool:
    """True when a stop was asked for and :func:`check` has not raised it since."""
    return bool(_pending)


def check() -> None:
    """Raise the stop asked for since the last check, if any (once: the next check passes)."""
    if _pending:
        raise _pending.pop()()
