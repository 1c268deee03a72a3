"""A stop request is never lost (conformance_report.interrupts).

Python raises a signal's exception wherever the main thread is; inside a ``__del__`` it is
printed and dropped.  These tests drop one on purpose, the way a finaliser can, and check
that the run still stops: the recorded stop is raised again by the loops a run waits in,
and every worker and adapter is ended.
"""

from __future__ import annotations

import contextlib
import multiprocessing.process
import os
import signal
import sys
from collections.abc import Callable, Iterator
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


@contextlib.contextmanager
def _usr2_as(make: Callable[[], BaseException]) -> Iterator[None]:
    """SIGUSR2 handled through :mod:`interrupts` as ``make()``; the signal, the unraisable hook
    and the module's state as they were afterwards."""
    before, hook = signal.getsignal(signal.SIGUSR2), sys.unraisablehook
    try:
        interrupts.handle(signal.SIGUSR2, make)
        yield
    finally:
        signal.signal(signal.SIGUSR2, before)
        sys.unraisablehook = hook
        interrupts._handlers.pop(signal.SIGUSR2, None)
        interrupts._pending.clear()


@pytest.fixture
def handled() -> Iterator[None]:
    """SIGUSR2 handled through :mod:`interrupts` as ``KeyboardInterrupt``."""
    with _usr2_as(KeyboardInterrupt):
        yield


@pytest.fixture
def swallowed(handled: None) -> Iterator[list[Any]]:
    """As :func:`handled`; the list gets every exception Python dropped as unraisable."""
    dropped: list[Any] = []
    quiet, sys.unraisablehook = sys.unraisablehook, lambda u: dropped.append(u.exc_type)
    yield dropped
    sys.unraisablehook = quiet


def _drop_a_stop(signum: int = signal.SIGUSR2) -> None:
    _SignalsInDel(signum)  # made and freed at once: its __del__ gets the signal


def test_a_stop_raised_inside_a_finaliser_is_dropped_by_python_but_kept(swallowed: list[Any]) -> None:
    _drop_a_stop()
    assert swallowed == [KeyboardInterrupt]  # Python printed and dropped it: the run would go on
    assert interrupts.pending()
    for _ in range(2):  # at every check: a library may have wrapped or dropped the first
        with pytest.raises(KeyboardInterrupt):
            interrupts.check()
    assert interrupts.pending()


def test_a_dropped_stop_is_not_reported_but_other_dropped_exceptions_are() -> None:
    class Faulty:
        def __del__(self) -> None:
            raise ValueError("a real fault in a finaliser")

    reported: list[Any] = []
    hook = sys.unraisablehook
    sys.unraisablehook = lambda u: reported.append(u.exc_type)
    try:
        with _usr2_as(KeyboardInterrupt):  # chains to the hook above
            Faulty()
            _drop_a_stop()  # not reported: "Exception ignored … KeyboardInterrupt" would be untrue
            Faulty()
            assert reported == [ValueError, ValueError]
            with pytest.raises(KeyboardInterrupt):
                interrupts.check()
    finally:
        sys.unraisablehook = hook


def test_a_stop_that_arrives_elsewhere_is_raised_at_once(swallowed: list[Any]) -> None:
    with pytest.raises(KeyboardInterrupt):
        os.kill(os.getpid(), signal.SIGUSR2)
        sum(range(1000))
    assert swallowed == []


def test_each_signal_raises_its_own_exception() -> None:
    with _usr2_as(_Stop):
        _drop_a_stop()
        with pytest.raises(_Stop):
            interrupts.check()


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


def test_a_dropped_stop_ends_a_parallel_run_and_every_worker(
    swallowed: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    killed: list[Any] = []
    kill = multiprocessing.process.BaseProcess.kill
    monkeypatch.setattr(multiprocessing.process.BaseProcess, "kill", lambda p: (killed.append(p), kill(p)))
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
    assert killed == []  # each worker left on SIGTERM at once; none waited out the grace to be killed


def _children() -> set[int]:
    return set(processes.descendants(os.getpid()))


def _cmdline(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            return fh.read().decode(errors="replace")
    except OSError:
        return ""


def test_a_dropped_stop_ends_fuzzing(swallowed: list[Any]) -> None:
    from conformance_report.rulesets import load_document
    from conformance_report.tools.fuzz import InProcessReference, fuzz

    class DropsAStop(InProcessReference):
        calls = 0

        def request(self, op: str, ruleset: Any, args: Any, *, timeout: float | None = None) -> Any:
            self.calls += 1
            if self.calls == 3:
                _drop_a_stop()  # as a stop dropped in hypothesis's gc callback would be
            return super().request(op, ruleset, args, timeout=timeout)

    impl = DropsAStop()
    with pytest.raises(KeyboardInterrupt):
        fuzz(impl, InProcessReference(), load_document("penn-4"), ops=["meld"], examples=50, seed=0)
    assert swallowed == [KeyboardInterrupt]
    assert impl.calls == 3  # the next example never started


def test_a_stop_inside_a_held_block_arrives_when_the_block_ends(swallowed: list[Any]) -> None:
    steps: list[str] = []
    with pytest.raises(KeyboardInterrupt):
        with interrupts.held():
            os.kill(os.getpid(), signal.SIGUSR2)
            sum(range(1000))  # the handler has run: the stop is recorded, not raised
            steps.append("the whole block ran")
        steps.append("never: the stop is raised as the block ends")
    assert steps == ["the whole block ran"]


def test_a_stop_while_a_worker_starts_still_stops_that_worker(
    swallowed: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    # the stop arrives after the fork, before the run has recorded the worker: held back until
    # it has, so the worker is stopped with the others instead of judging on unseen
    start = multiprocessing.process.BaseProcess.start
    started: list[Any] = []

    def start_then_stop(proc: Any) -> None:
        start(proc)
        started.append(proc)
        os.kill(os.getpid(), signal.SIGUSR2)
        sum(range(1000))

    monkeypatch.setattr(multiprocessing.process.BaseProcess, "start", start_then_stop)
    with pytest.raises(KeyboardInterrupt):
        session.run([_target("a"), _target("b")], _plans(40), session.Settings(), workers=2)
    assert len(started) == 1  # the stop came with the first worker
    started[0].join(10)
    # stopped by the run's SIGTERM (143 once its handler is in, -15 before), not left to go on alone
    assert started[0].exitcode in (143, -signal.SIGTERM)
