"""No verdict changes (issue 12): the CLI's in-process runner and pytest-bdd give the same
verdict to every scenario, for the reference engine and for a planted-bug adapter."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from _profile import LONG

from conformance_report.cli import main

ROOT = Path(__file__).resolve().parent.parent
FAKES = ROOT / "tests" / "fakes"


def _pytest_bdd_verdicts(tmp_path: Path, impl: str | None) -> dict[str, str]:
    log = tmp_path / "verdicts.jsonl"
    argv = [
        sys.executable,
        "-m",
        "pytest",
        str(ROOT / "tests" / "bdd" / ("" if LONG else "test_004_penn.py")),
        "-q",
        "-p",
        "no:cacheprovider",
        "--strict-markers",
        "-n",
        "0",
        "--conformance-log",
        str(log),
        "--tb=no",
        "-rN",
        "--no-header",
    ]
    if impl:
        argv += ["--impl", impl]
    subprocess.run(argv, cwd=ROOT, stdout=subprocess.DEVNULL, check=False, timeout=600)
    verdicts = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    return {v["id"]: v["status"] for v in verdicts}


def _runner_verdicts(tmp_path: Path, impl: str | None) -> dict[str, str]:
    out = tmp_path / "out"
    only = [] if LONG else ["-k", "004_penn"]  # ci: document 004, where the planted bug bites; long: all
    main(["run", "--out", str(out), "--no-progress", *only, *(["--impl", impl] if impl else [])])
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    return {r["id"]: r["status"] for r in report["results"]}


# the reference's own verdicts are compared in the long profile (every one passes on both paths
# in the default run anyway: tests/bdd and tests/test_declared_variants.py)
@pytest.mark.parametrize("bug", ["must-head-ignored", *([None] if LONG else [])])
def test_the_in_process_runner_and_pytest_bdd_agree_on_every_verdict(tmp_path: Path, bug: str | None) -> None:
    impl = f"{shlex.quote(sys.executable)} {FAKES / 'planted.py'} --bug {bug}" if bug else None
    bdd = _pytest_bdd_verdicts(tmp_path, impl)
    runner = _runner_verdicts(tmp_path, impl)
    assert len(runner) > (800 if LONG else 130)
    assert runner == bdd
    if bug:
        assert 0 < sum(s == "failed" for s in runner.values()) < len(runner) / 4
