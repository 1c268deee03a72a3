"""conformance_report.tools.smoke against the fakes (and the reference adapter when present)."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import sys
from pathlib import Path

import pytest

from conformance_report.protocol import validation as protocol
from conformance_report.tools.smoke import SmokeReport, main, run_smoke

FAKES = Path(__file__).parent / "fakes"


def fake(name: str, *args: str) -> list[str]:
    return [sys.executable, str(FAKES / f"{name}.py"), *args]


def statuses(report: SmokeReport) -> dict[str, str]:
    return {c.name: c.status for c in report.checks}


ECHO_CHECKS = {
    "starts": "pass",
    "handshake valid": "pass",
    "protocol version": "pass",
    "declared operations": "pass",
    "answers meld": "pass",
    "answers legal_plays": "pass",
    "answers trick_winner": "pass",
    "clean shutdown on stdin EOF": "pass",
}


def test_echo_ok_passes_every_check() -> None:
    report = run_smoke(fake("echo_ok"), timeout=2.0)
    assert statuses(report) == ECHO_CHECKS
    assert report.ok
    assert report.handshake is not None and report.handshake.name == "fake"
    assert report.render().splitlines()[-1] == "Result: PASS (8 checks, 0 failed)"


def test_lingering_after_eof_fails_shutdown() -> None:
    report = run_smoke(fake("echo_ok", "--linger", "10"), timeout=0.5)
    assert statuses(report) == {**ECHO_CHECKS, "clean shutdown on stdin EOF": "fail"}
    assert not report.ok


def test_crash_at_start() -> None:
    report = run_smoke(fake("crash_start"), timeout=1.0)
    assert statuses(report) == {"starts": "fail"}
    assert "fatal: cannot load rules tables" in report.stderr
    assert "fatal: cannot load rules tables" in report.render()


def test_wrong_version() -> None:
    report = run_smoke(fake("wrong_version"), timeout=1.0)
    assert statuses(report) == {"starts": "pass", "handshake valid": "pass", "protocol version": "fail"}


def test_schema_invalid_reply_fails_that_op_only() -> None:
    report = run_smoke(fake("schema_invalid", "--op", "meld"), timeout=1.0)
    assert statuses(report) == {**ECHO_CHECKS, "answers meld": "fail"}
    meld = next(c for c in report.checks if c.name == "answers meld")
    assert meld.detail.startswith("schema_invalid: ")


def test_hang_fails_that_op_and_the_rest_go_on() -> None:
    report = run_smoke(fake("hang", "--op", "legal_plays"), timeout=0.5)
    assert statuses(report) == {**ECHO_CHECKS, "answers legal_plays": "fail"}


def test_crash_mid_run() -> None:
    report = run_smoke(fake("crash_mid", "--after", "1"), timeout=1.0)
    assert statuses(report) == {**ECHO_CHECKS, "answers legal_plays": "fail"}


def test_main_prints_a_checklist(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--timeout", "2", "--", *fake("echo_ok")]) == 0
    out = capsys.readouterr().out
    assert "[PASS] handshake valid — fake 0.0.1 (python)" in out
    assert "Result: PASS" in out
    assert main(["--timeout", "2", *fake("wrong_version")]) == 1
    assert "[FAIL] protocol version" in capsys.readouterr().out


def test_main_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--json", "--", *fake("echo_ok")]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] is True and len(data["checks"]) == 8


def test_main_needs_a_command() -> None:
    with pytest.raises(SystemExit) as info:
        main(["--"])
    assert info.value.code == 2


@pytest.mark.skipif(importlib.util.find_spec("reference_engine.adapter") is None, reason="no reference adapter")
def test_reference_adapter_passes() -> None:
    report = run_smoke([sys.executable, "-m", "reference_engine.adapter"], timeout=5.0)
    assert report.ok, report.render()
    assert all(c.status == "pass" for c in report.checks), report.render()
    assert len(report.checks) == 5 + len(protocol.OPERATIONS)  # start, handshake, version, ops, shutdown + one per op


def test_tutorial_adapter_passes_as_documented(tmp_path: Path) -> None:
    tutorial = (Path(__file__).resolve().parent.parent / "docs" / "adapter-tutorial.md").read_text(encoding="utf-8")
    code = re.search(r"```python\n(.*?)```", tutorial, re.S)
    assert code is not None
    script = tmp_path / "tiny_adapter.py"
    script.write_text(code.group(1), encoding="utf-8")
    shutil.copy(Path(__file__).resolve().parent.parent / "examples" / "python-adapter" / "pinochle_kit.py", tmp_path)
    report = run_smoke([sys.executable, str(script)], timeout=5.0)
    shown = re.search(r"```console\n\$ pinochle-conformance smoke .*?\n(.*?)```", tutorial, re.S)
    assert shown is not None
    expected = [re.sub(r"\(\d+ ms\)", "", line) for line in shown.group(1).splitlines()[1:]]
    assert [re.sub(r"\(\d+ ms\)", "", line) for line in report.render().splitlines()[1:]] == expected


def test_smoke_gives_a_slow_starter_the_start_up_limit_every_command_uses() -> None:
    # 2 s to start: within the shared 10 s start-up limit, though over the 1 s per request
    slow = run_smoke(fake("slow_start", "--delay", "2"), timeout=1.0)
    assert slow.ok, slow.render()
    short = run_smoke(fake("slow_start", "--delay", "2"), timeout=1.0, startup_timeout=0.5)
    assert not short.ok and "timeout" in short.render()
