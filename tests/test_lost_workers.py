"""A worker process of a parallel run that dies, or fails, costs only its own scenarios.

Each (implementation, shard) is judged in a worker process.  When one is killed (here by
its adapter, as the out-of-memory killer might) or the harness fails inside it, its
scenarios are errored by the harness with the cause, the other workers' verdicts are kept,
every report file is whole, and nothing is left running.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

from _processes import marked

from conformance_report.protocol.validation import OPERATIONS
from conformance_report.report.model import validate_report
from conformance_report.spec import session
from conformance_report.spec.features import FEATURES

ROOT = Path(__file__).resolve().parent.parent
CLI = Path(sys.executable).parent / "pinochle-conformance"
PY = sys.executable
ENGINE = f"{PY} -m reference_engine.adapter"
KILLER = f"{PY} {ROOT / 'tests' / 'fakes' / 'kills_harness.py'} --any --after 3"


def test_a_killed_worker_errors_its_own_scenarios_and_the_run_goes_on(tmp_path: Path) -> None:
    mark = f"PINOCHLE_LOST_{uuid.uuid4().hex}"
    out = tmp_path / "out"
    argv = [str(CLI), "run", "--ruleset", "penn-4", "--impl", ENGINE, "--impl", KILLER, "-n", "2", "--out", str(out)]
    proc = subprocess.run(
        [*argv, "--no-progress"], env=dict(os.environ, **{mark: "1"}), capture_output=True, text=True, timeout=300
    )
    assert proc.returncode == 1, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert validate_report(report) == []
    assert {"report.html", "junit.xml", "summary.md", "badges"} <= {p.name for p in out.iterdir()}
    engine, killer = (
        [r for r in report["results"] if r["implementation"] == key]
        for key in sorted({r["implementation"] for r in report["results"]})
    )
    assert {r["status"] for r in engine} == {"passed"}
    assert len(killer) == len(engine) > 0
    for r in killer:  # each of its two workers died on its fourth request
        assert (r["status"], r["by"], r["cause"]) == ("errored", "harness", "crash"), r
        assert "worker process judging these scenarios ended (exit status -9)" in r["message"]
    assert marked(mark) == []


def test_a_harness_failure_in_a_worker_errors_that_shard_only() -> None:
    plans = session.select(session.load(FEATURES), rulesets=["penn-4"])[:10]
    ops = frozenset(OPERATIONS)
    good = session.Target("good", (PY, "-m", "reference_engine.adapter"), any_ruleset=True, operations=ops)
    broken = session.Target("broken", good.argv, variants=(None,), operations=ops)  # type: ignore[arg-type]
    verdicts = session.run([good, broken], plans, session.Settings(), workers=2)
    assert [v["status"] for v in verdicts["good"]] == ["passed"] * len(plans)
    assert [v["id"] for v in verdicts["broken"]] == [p.scenario.id for p in plans]
    for v in verdicts["broken"]:
        assert (v["status"], v["by"]) == ("errored", "harness")
        assert v["message"].startswith("not judged: the harness failed while judging these scenarios: AttributeError")
        assert "Traceback" in v["stderr"]  # the worker's traceback, for a bug report


def test_a_lost_workers_maxfail_turn_is_given_back() -> None:
    """Issue 36, item 15: a worker that died mid-scenario does not hold --maxfail's last turn for ever."""
    import multiprocessing as mp
    import threading

    from conformance_report.spec.session import Budget, release

    shared = (mp.Value("i", 2), mp.RawArray("i", 2))
    shared[1][1] = 1  # shard 1 was judging when its worker died: 2 failures + 1 judging = the limit
    budget = Budget(3, shared, shard=0)
    started: list[bool] = []
    waiting = threading.Thread(target=lambda: started.append(budget.start()))
    waiting.start()
    waiting.join(0.3)
    assert waiting.is_alive() and started == []  # its turn waits on the other shard's scenario
    release(shared, 1)
    waiting.join(5)
    assert started == [True]
    budget.end(1)
    assert budget.start() is False  # 3 failures: the limit
