"""Shared test configuration: the conformance plugin, the one step vocabulary, test profiles.

Two profiles: the default ``ci`` (what the README's test command and CI run: derandomized,
a modest number of hypothesis examples, samples of the exhaustive checks) and ``long``
(``PINOCHLE_TEST_PROFILE=long``: many more examples, every named ruleset in the
exhaustive checks), for a maintainer's long property run.
"""

import gc
import os
import sys

# Compiled modules are cached (in the git-ignored __pycache__ folders) even where the
# environment sets PYTHONDONTWRITEBYTECODE: the tests start the CLI and adapters as
# subprocesses hundreds of times, and each would otherwise compile the harness and the
# engine from source again (about 0.2 s of CPU a CLI process).
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

import pytest  # noqa: E402
from _profile import LONG  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

pytest_plugins = ["conformance_report.spec.pytest_plugin", "conformance_report.spec.steps"]

settings.register_profile(
    "ci", max_examples=10, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("long", max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("long" if LONG else "ci")


def pytest_xdist_auto_num_workers(config: object) -> int:
    """``-n auto``: one worker more than the usable cores.

    Many tests spend part of their time waiting on subprocesses (adapters timing out, slow
    starters, the CLI's own workers), so a core would otherwise sit idle; on this 2-core machine
    three workers took 114.7 and 118.1 s where two took 123.0 and 125.4 s, in alternated runs.
    """
    return len(os.sched_getaffinity(0)) + 1 if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1) + 1


def pytest_collection_finish(session: pytest.Session) -> None:
    """Spare the garbage collector the collected tests: once they are collected, everything alive
    (thousands of test items, parsed features, imported modules) is moved out of its reach
    (``gc.freeze``), and young objects are collected less often (every 10,000 allocations, not 700).

    A test process holds a large heap that never becomes garbage, and each full collection walked
    all of it.  The test command on this 2-core machine, alternated with the previous commit: 0.94x
    the wall time (pairs 0.85, 0.94, 0.98) at the same peak memory; turning the collector off
    gained no more, at 1.5x the memory."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 50, 100)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Kill and collect whatever this test process still has below it (multiprocessing's fork
    server and resource tracker, started by the tests that run the CLI in process), so that
    nothing outlives the test command as an orphan that a container's init may never collect.
    Not in pytest-xdist's controller, whose descendants are its workers: each does it itself."""
    if session.config.pluginmanager.hasplugin("dsession"):
        return
    from conformance_report.protocol import processes

    processes.end_descendants()
