"""A stop request is never lost (conformance_report.interrupts).

Python raises a signal's exception wherever the main thread is; inside a ``__del__`` it is
printed and dropped.  These tests drop one on purpose, the way a finaliser can, and check
that the run still stops: the recorded stop is raised again by the loops a run waits in,
and every worker and adapter is ended.
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from conformance_report import interrupts
from conformance_report.protocol import processes
from conformance_report.spec import session
from conformance_report.spec.features import FEATURES

ENGINE = (sys.executable, "-m", "reference_engine.adapter")


class _Stop(BaseException):
    pass


class _SignalsInDel:
    """An object whose finaliser receives the signal, as a closed pipe's or a finished
    worker's finaliser may while Ctrl-C arrives."""

    def __init__(self, signum: int) -> None:
        self.signum = signum

    def __del__(self) -> None:
        os.kill(os.getpid(), self.signum)
        sum(range(1000))  # bytecodes after the kill: the handler runs here, inside __del__


@pytest.fixture
def swallowed(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """SIGUSR2 handled through :mod:`interrupts` as ``KeyboardInterrupt``; the list gets
    every exception Python dropped as unraisable."""
    dropped: list[Any] = []
    monkeypatch.setattr(sys, "unraisablehook", lambda u: dropped.append(u.exc_type))
    before = signal.getsignal(signal.SIGUSR2)
    interrupts.handle(signal.SIGUSR2, KeyboardInterrupt)
    yield dropped
    signal.signal(signal.SIGUSR2, before)
    interrupts._handlers.pop(signal.SIGUSR2, None)
    interrupts._pending.clear()


def _drop_a_stop(signum: int = signal.SIGUSR2) -> None:
    _SignalsInDel(signum)  # made and freed at once: its __del__ gets the signal


def test_a_stop_raised_inside_a_finaliser_is_dropped_by_python_but_kept(swallowed: list[Any]) -> None:
    _drop_a_stop()
    assert swallowed == [KeyboardInterrupt]  # Python printed and dropped it: the run would go on
    assert interrupts.pending()
    with pytest.raises(KeyboardInterrupt):
        interrupts.check()
    assert not interrupts.pending()
    interrupts.check()  # raised once only


def test_a_stop_that_arrives_elsewhere_is_raised_at_once(swallowed: list[Any]) -> None:
    with pytest.raises(KeyboardInterrupt):
        os.kill(os.getpid(), signal.SIGUSR2)
        sum(range(1000))
    assert swallowed == []


def test_each_signal_raises_its_own_exception(monkeypatch: pytest.MonkeyPatch) -> None:
    before = signal.getsignal(signal.SIGUSR2)
    monkeypatch.setattr(sys, "unraisablehook", lambda u: None)
    try:
        interrupts.handle(signal.SIGUSR2, _Stop)
        _drop_a_stop()
        with pytest.raises(_Stop):
            interrupts.check()
    finally:
        signal.signal(signal.SIGUSR2, before)
        interrupts._handlers.pop(signal.SIGUSR2, None)
        interrupts._pending.clear()


def _plans(n: int) -> list[Any]:
    return session.select(session.load(FEATURES), rulesets=["penn-4"])[:n]


def _target(key: str = "engine") -> session.Target:
    return session.Target(key, ENGINE, any_ruleset=True, operations=frozenset({"legal_plays", "meld", "deal"}))


def test_a_dropped_stop_ends_the_scenario_loop_and_its_adapter(swallowed: list[Any]) -> None:
    plans = _plans(6)
    seen: list[str] = []

    def progress(key: str, verdict: dict[str, Any]) -> None:
        seen.append(verdict["status"])
        if len(seen) == 2:
            _drop_a_stop()

    before = _children()
    with pytest.raises(KeyboardInterrupt):
        session.judge(_target(), plans, session.Settings(), progress)
    assert swallowed == [KeyboardInterrupt]
    assert len(seen) == 2  # the third scenario was never judged
    assert _children() - before == set()  # the adapter was closed on the way out


def test_a_dropped_stop_ends_a_parallel_run_and_every_worker(swallowed: list[Any]) -> None:
    plans = _plans(40)
    seen: list[str] = []

    def progress(key: str, status: str) -> None:
        seen.append(status)
        if len(seen) == 1:
            _drop_a_stop()

    before = _children()
    with pytest.raises(KeyboardInterrupt):
        session.run([_target("a"), _target("b")], plans, session.Settings(), workers=2, progress=progress)
    assert swallowed == [KeyboardInterrupt]
    assert len(seen) < 2 * len(plans)
    # workers and their adapters are gone (a fork server and resource tracker, kept for the
    # test process's later runs, may stay)
    left = [_cmdline(p) for p in _children() - before]
    assert [c for c in left if "forkserver" not in c and "resource_tracker" not in c] == []


def _children() -> set[int]:
    return set(processes.descendants(os.getpid()))


def _cmdline(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            return fh.read().decode(errors="replace")
    except OSError:
        return ""
