"""The pinochle-conformance command end to end, against real subprocess adapters."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

from conformance_report.cli import main
from conformance_report.report.diff import diff_reports
from conformance_report.report.model import validate_report

FAKES = Path(__file__).parent / "fakes"
PY = shlex.quote(sys.executable)
PENN_MELD = ["--ruleset", "penn-4", "--tags", "penn.meld.run"]


def _run(tmp_path: Path, *args: str) -> tuple[int, dict]:  # type: ignore[type-arg]
    out = tmp_path / "out"
    code = main(["run", "--out", str(out), "--no-progress", *args])
    report = json.loads((out / "report.json").read_text(encoding="utf-8")) if (out / "report.json").exists() else {}
    return code, report


def test_run_against_the_reference_engine_writes_every_output(tmp_path: Path) -> None:
    code, report = _run(tmp_path, *PENN_MELD)
    assert code == 0
    assert validate_report(report) == []
    statuses = {r["status"] for r in report["results"]}
    assert statuses == {"passed"}
    assert report["results"], "the filter selected no scenario"
    assert all(r["rulesets"] == ["penn-4"] for r in report["results"])
    assert report["header"]["implementations"][0]["name"] == "pinochle-reference-engine"
    for name in ("report.html", "junit.xml", "summary.md"):
        assert (tmp_path / "out" / name).stat().st_size > 0
    assert "<testsuite" in (tmp_path / "out" / "junit.xml").read_text(encoding="utf-8")


def test_a_planted_bug_fails_its_scenario_and_the_exit_code_is_1(tmp_path: Path) -> None:
    buggy = f"{PY} {FAKES / 'planted.py'} --bug marriage-in-run"
    code, report = _run(tmp_path, "--impl", buggy, *PENN_MELD)
    assert code == 1
    failed = [r for r in report["results"] if r["status"] == "failed"]
    assert failed and all(r["step"]["what"] in ("meld total", "meld breakdown") for r in failed)
    assert all("--scenario" in r["rerun"] and "planted.py" in r["rerun"] for r in failed)
    assert all(
        r["steps"][0].startswith("Given the ruleset") and "When the meld is counted" in r["steps"] for r in failed
    )


def test_a_crashing_adapter_errors_only_its_scenarios_and_the_report_is_complete(tmp_path: Path) -> None:
    crashing = f"{PY} {FAKES / 'planted.py'} --bug legal-plays-crash"
    code, report = _run(tmp_path, "--impl", crashing, "--ruleset", "penn-4")
    assert code == 1
    by_status: dict[str, int] = {}
    for r in report["results"]:
        by_status[r["status"]] = by_status.get(r["status"], 0) + 1
    assert by_status.get("errored", 0) >= 1
    errored = [r for r in report["results"] if r["status"] == "errored"]
    assert all(r["by"] == "harness" and r["cause"] == "crash" for r in errored)
    assert by_status.get("passed", 0) >= 1, "scenarios after the crash must still run"
    assert validate_report(report) == []


def test_two_implementations_in_one_run(tmp_path: Path) -> None:
    ref = f"{PY} -m reference_engine.adapter"
    buggy = f"{PY} {FAKES / 'planted.py'} --bug marriage-in-run"
    code, report = _run(tmp_path, "--impl", ref, "--impl", buggy, *PENN_MELD)
    assert code == 1
    impls = report["footer"]["implementations"]
    assert impls["impl-0"]["counts"]["failed"] == 0
    assert impls["impl-1"]["counts"]["failed"] >= 1
    assert impls["impl-0"]["scores"]["score"] == 1.0


def test_a_handshake_failure_is_a_set_up_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = _run(tmp_path, "--impl", f"{PY} {FAKES / 'wrong_version.py'}", *PENN_MELD)
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert "handshake failed (version)" in err[0]
    # the cause is shown with the adapter's own stderr tail (issue 13, item 9)
    assert err[1:] == ["--- adapter stderr (last lines) ---", "recv hello"]


def test_usage_errors_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", "--out", str(tmp_path), "--ruleset", "no-such-ruleset"]) == 2
    assert "unknown ruleset" in capsys.readouterr().err
    assert main(["frobnicate"]) == 2


def _report(statuses: dict[str, str]) -> dict:  # type: ignore[type-arg]
    return {
        "header": {"implementations": [{"key": "impl-0", "name": "x"}]},
        "results": [{"id": k, "implementation": "impl-0", "status": v} for k, v in statuses.items()],
    }


def test_diff_finds_regressions_and_fixes() -> None:
    old = _report({"a": "passed", "b": "failed", "c": "passed", "d": "errored"})
    new = _report({"a": "failed", "b": "passed", "c": "passed", "e": "passed", "d": "failed"})
    d = diff_reports(old, new)
    assert [e["scenario"] for e in d["regressions"]] == ["a"]
    assert [e["scenario"] for e in d["fixes"]] == ["b"]
    assert [e["scenario"] for e in d["changes"]] == ["d"]
    assert [e["scenario"] for e in d["added"]] == ["e"]
    assert d["removed"] == []


def test_diff_command_exit_codes(tmp_path: Path) -> None:
    code, _ = _run(tmp_path, *PENN_MELD)
    assert code == 0
    old = tmp_path / "out" / "report.json"
    worse = json.loads(old.read_text(encoding="utf-8"))
    worse["results"][0]["status"] = "failed"
    new = tmp_path / "new.json"
    new.write_text(json.dumps(worse), encoding="utf-8")
    assert main(["diff", str(old), str(old)]) == 0
    assert main(["diff", str(old), str(new)]) == 1
    assert main(["diff", str(old), str(tmp_path / "missing.json")]) == 2


def test_a_hanging_adapter_times_out_per_scenario_and_the_run_completes(tmp_path: Path) -> None:
    hanging = f"{PY} {FAKES / 'hang.py'} --op trick_winner"
    code, report = _run(tmp_path, "--impl", hanging, "--ruleset", "penn-4", "--timeout", "0.5")
    assert code == 1
    assert validate_report(report) == []
    errored = [r for r in report["results"] if r["status"] == "errored"]
    assert errored and all(r["cause"] == "timeout" for r in errored)
    assert {r["step"]["step"] for r in errored} == {"When the trick is complete"}
    statuses = {r["status"] for r in report["results"]}
    assert "unsupported" in statuses  # ops the fake does not claim
    assert "passed" in statuses  # later requests are answered by a restarted process


def test_a_parallel_run_reports_the_same_verdicts_as_a_serial_one(tmp_path: Path) -> None:
    serial_code, serial = _run(tmp_path / "serial", "--ruleset", "penn-4")
    parallel_code, parallel = _run(tmp_path / "parallel", "--ruleset", "penn-4", "-n", "2")
    assert serial_code == parallel_code == 0
    assert len(serial["results"]) > 50
    assert [(r["id"], r["status"]) for r in serial["results"]] == [(r["id"], r["status"]) for r in parallel["results"]]
    assert parallel["header"]["filters"]["workers"] == 2


def test_a_failures_rerun_command_works_when_pasted_in_the_folder_of_the_run(tmp_path: Path) -> None:
    import subprocess

    cli = Path(sys.executable).parent / "pinochle-conformance"
    impl = f"{PY} {FAKES / 'planted.py'} --bug ten-below-king"
    argv = [str(cli), "run", "--impl", impl, "--ruleset", "penn-4", "-k", "trump", "--out", "o", "--no-progress"]
    bare = {"PATH": "/usr/bin:/bin"}
    subprocess.run(argv, cwd=tmp_path, capture_output=True, timeout=120, env=bare)
    failed = [r for r in json.loads((tmp_path / "o" / "report.json").read_text())["results"] if r["status"] == "failed"]
    rerun = failed[0]["rerun"]
    assert rerun.startswith(shlex.quote(str(cli.resolve())) + " run ")  # the CLI is not on PATH here
    done = subprocess.run(
        rerun, shell=True, cwd=tmp_path, capture_output=True, timeout=120, env={"PATH": "/usr/bin:/bin"}
    )
    assert done.returncode == 1, done.stderr
    again = json.loads((tmp_path / "out" / "rerun" / "report.json").read_text())["results"]
    assert [(r["id"], r["status"]) for r in again] == [(failed[0]["id"], "failed")]
