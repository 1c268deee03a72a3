"""Stop requests (Ctrl-C, SIGTERM) that a run cannot lose.

Python raises a signal's exception wherever the main thread happens to be.  Raised inside
a ``__del__`` method or a weakref callback (a finaliser of a finished worker, a closed
pipe) it is printed as "Exception ignored" and dropped, and the run goes on as if nothing
had been asked.  So each handler also records its signal, and the loops a run waits in
(the scenario loop, the wait for worker processes, each fuzzed example) call :func:`check`,
which raises the recorded stop again.
"""

from __future__ import annotations

import contextlib
import functools
import signal
import sys
from collections.abc import Callable, Iterator
from types import FrameType
from typing import Any, ParamSpec, TypeVar

__all__ = [
    "Terminated",
    "check",
    "checked",
    "exit_code",
    "forget",
    "handle",
    "held",
    "pending",
    "quiet",
    "run",
    "written",
    "wrote",
]

_P = ParamSpec("_P")
_R = TypeVar("_R")


class Terminated(BaseException):
    """SIGTERM arrived: unwind through every ``finally`` so adapters and workers are stopped."""


_handlers: dict[int, Callable[[], BaseException]] = {}
_pending: list[Callable[[], BaseException]] = []
_holding: list[bool] = []
_written: list[str] = []


def _on_signal(signum: int, frame: FrameType | None) -> None:
    make = _handlers[signum]
    _pending[:] = [make]
    if not _holding:
        raise make()


def handle(signum: int, make: Callable[[], BaseException]) -> None:
    """On ``signum`` raise ``make()`` at once, and again at every :func:`check`."""
    _handlers[signum] = make
    signal.signal(signum, _on_signal)
    if sys.unraisablehook is not _quiet_about_stops:
        _previous_hook[:] = [sys.unraisablehook]
        sys.unraisablehook = _quiet_about_stops


_previous_hook: list[Callable[[Any], object]] = []


def _quiet_about_stops(unraisable: Any) -> None:
    """Python's report of an exception it dropped, except a stop this module keeps (printing
    "Exception ignored … Terminated" would say the stop was ignored; it is raised again)."""
    if _pending and isinstance(unraisable.exc_value, BaseException) and not isinstance(unraisable.exc_value, Exception):
        return  # KeyboardInterrupt, SystemExit or Terminated, with a stop pending: the stop
    (_previous_hook[0] if _previous_hook else sys.__unraisablehook__)(unraisable)


@contextlib.contextmanager
def held() -> Iterator[None]:
    """Hold back a stop that arrives in the block until it ends, then raise it (nothing is
    lost): for steps that must not be cut in two, such as starting a worker and recording it.
    Holds only the signals given to :func:`handle`."""
    _holding.append(True)
    try:
        yield
    finally:
        _holding.pop()
    if not _holding:
        check()


def wrote(where: str) -> None:
    """Record that a report now stands whole at ``where``, so that a stop arriving later does
    not say that no report was written."""
    _written[:] = [where]


def written(forget: bool = False) -> str | None:
    """Where the last report was written (see :func:`wrote`), or None; ``forget`` clears it."""
    where = _written[-1] if _written else None
    if forget:
        _written.clear()
    return where


def forget() -> None:
    """Forget the stops recorded so far (a new command starts; in-process callers run several)."""
    _pending.clear()


def quiet() -> None:
    """From now on a stop is only recorded, never raised: for the exit clean-up, which a second
    Ctrl-C must not cut short with a traceback.  Forgets the stops recorded so far, so that
    :func:`pending` then tells whether one arrived during the clean-up."""
    _holding.append(True)
    _pending.clear()


def exit_code() -> int | None:
    """The exit status of the stop recorded (130 Ctrl-C, 143 SIGTERM), or None."""
    if not _pending:
        return None
    return 143 if _pending[-1] is Terminated else 130


def pending() -> bool:
    """True once a stop was asked for (a stopped command does not resume)."""
    return bool(_pending)


def check() -> None:
    """Raise the stop asked for, if any: at every check, since a library may have wrapped or
    dropped the first one (hypothesis reports a stop inside a strategy as a flaky strategy)."""
    if _pending:
        raise _pending[-1]()


def checked(fn: Callable[_P, _R]) -> Callable[_P, _R]:
    """``fn`` that first raises a stop asked for (one a library's callback may have dropped):
    for the body of a property-based test, run once per example."""

    @functools.wraps(fn)  # keeps the signature, which hypothesis's given reads
    def call(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        check()
        return fn(*args, **kwargs)

    return call


def run(test: Callable[[], None]) -> None:
    """Run ``test``; a stop it wrapped in another error (hypothesis does) ends it as the stop."""
    try:
        test()
    except BaseException:
        check()
        raise
