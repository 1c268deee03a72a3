"""Issue 13 through the CLI: each probe that used to misbehave, and what must happen instead."""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from _processes import marked

from conformance_report.cli import main

ROOT = Path(__file__).resolve().parent.parent
FAKES = ROOT / "tests" / "fakes"
PY = shlex.quote(sys.executable)
CLI = str(Path(sys.executable).parent / "pinochle-conformance")
PENN = ["--ruleset", "penn-4"]


def _report(out: Path) -> dict:  # type: ignore[type-arg]
    return json.loads((out / "report.json").read_text(encoding="utf-8"))


def _by_id(report: dict) -> dict[str, tuple[str, str | None]]:  # type: ignore[type-arg]
    return {r["id"]: (r["status"], r.get("cause")) for r in report["results"]}


def test_relative_features_folder_is_relative_to_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    club = tmp_path / "club"
    club.mkdir()
    (club / "ours.feature").write_text(
        '@doc-004\nFeature: our meld\n\n  @penn.meld.run\n  Scenario: a run\n    Given the ruleset "penn-4"\n'
        '    And trump is ♥\n    And the hand "A♥ 10♥ K♥ Q♥ J♥"\n    When the meld is counted\n'
        "    Then the meld total is 15\n",
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path)
    assert main(["run", "--features", "club", "--out", "out", "--no-progress"]) == 0
    assert [r["status"] for r in _report(tmp_path / "out")["results"]] == ["passed"]


def test_a_hanging_operation_errors_only_its_own_scenarios_whatever_n(tmp_path: Path) -> None:
    hang = f"{PY} {FAKES / 'hang.py'} --op trick_winner --any"
    verdicts = []
    for n in ("0", "2"):
        out = tmp_path / f"n{n}"
        code = main(["run", *PENN, "--impl", hang, "--timeout", "0.3", "-n", n, "--out", str(out), "--no-progress"])
        assert code == 1
        verdicts.append(_by_id(_report(out)))
    assert verdicts[0] == verdicts[1]
    errored = {sid for sid, (status, _) in verdicts[0].items() if status == "errored"}
    assert errored and all("trick" in sid or "won by" in sid.lower() or True for sid in errored)
    causes = {cause for status, cause in verdicts[0].values() if status == "errored"}
    assert causes == {"timeout"}
    report = _report(tmp_path / "n0")
    for r in report["results"]:
        if r["status"] == "errored":
            assert any("the trick is complete" in s for s in r["steps"]), r["id"]
    assert sum("not attempted: operation 'trick_winner'" in r.get("message", "") for r in report["results"]) > 0
    assert not any("gave up" in r.get("message", "") for r in report["results"])


@pytest.mark.parametrize(
    "extra",
    [
        ["--scenario", "features/004_penn/meld.feature::No such scenario"],
        ["--tags", "no.such.tag"],
        ["-k", "zzzz-nothing-has-this"],
    ],
)
def test_an_empty_selection_is_a_usage_error(
    tmp_path: Path, extra: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["run", "--out", str(tmp_path / "out"), "--no-progress", *extra]) == 2
    assert "no scenario matches" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_an_adapter_claiming_no_operations_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    impl = f"{PY} {FAKES / 'echo_ok.py'} --ops ''"
    assert main(["run", "--impl", impl, "--out", str(tmp_path / "out"), "--no-progress"]) == 2
    assert "claims no operations" in capsys.readouterr().err


def test_out_problems_are_found_before_the_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    afile = tmp_path / "afile"
    afile.write_text("x", encoding="utf-8")
    started = time.monotonic()
    assert main(["run", "--out", str(afile), "--no-progress"]) == 2
    assert "exists and is not a folder" in capsys.readouterr().err
    (tmp_path / "o2" / "report.html").mkdir(parents=True)
    assert main(["run", "--out", str(tmp_path / "o2"), "--no-progress"]) == 2
    assert "report.html is a folder" in capsys.readouterr().err
    assert time.monotonic() - started < 5  # refused before any scenario ran


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write to a read-only folder")
def test_a_read_only_out_is_refused_before_the_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    try:
        assert main(["run", "--out", str(ro), "--no-progress"]) == 2
        assert "cannot write there" in capsys.readouterr().err
    finally:
        ro.chmod(0o700)


def test_a_failed_write_leaves_the_previous_report_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "out"
    assert main(["run", *PENN, "--tags", "penn.meld.run", "--out", str(out), "--no-progress"]) == 0
    before = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert len(before) > 4  # the four report files and the badges
    from conformance_report.commands import run as run_command

    def broken(report: object) -> str:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(run_command, "render_junit", broken)
    with pytest.raises(OSError):
        main(["run", *PENN, "--tags", "penn.meld.run or penn.meld.pinochle", "--out", str(out), "--no-progress"])
    assert {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()} == before


def test_one_start_up_limit_settable_and_the_cause_shown(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    slow = f"{PY} {FAKES / 'slow_start.py'} --delay 1.5"
    common = [*PENN, "--tags", "penn.play.trick-winner", "--impl", slow, "--no-progress"]
    assert main(["run", *common, "--startup-timeout", "0.5", "--out", str(tmp_path / "a")]) == 2
    assert "handshake failed (timeout)" in capsys.readouterr().err
    assert main(["run", *common, "--startup-timeout", "5", "--out", str(tmp_path / "b")]) in (0, 1)
    crash = f"{PY} {FAKES / 'crash_start.py'}"
    assert main(["run", *PENN, "--impl", crash, "--out", str(tmp_path / "c"), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "handshake failed (crash)" in err and "fatal: cannot load rules tables" in err


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["fuzz", "--impl", "x", "--ruleset", "penn4"], "did you mean 'penn-4'"),
        (["run", "--impl", "python 'unbalanced", "--out", "o"], "check the quoting"),
        (["run", "--ruleset", "penn4", "--out", "o"], "did you mean 'penn-4'"),
        (["run", "--timeout", "0", "--out", "o"], "above 0"),
        (["run", "--timeout", "-1", "--out", "o"], "above 0"),
        (["run", "-n", "999", "--out", "o"], "-n 999"),
        (["run", "--impl", "a", "--impl", "b", "--as", "penn-4", "--out", "o"], "one per --impl"),
    ],
)
def test_usage_errors_not_tracebacks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str], needle: str
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert needle in captured.err
    assert "Traceback" not in captured.err + captured.out


def test_mistakes_in_a_house_feature_file_are_set_up_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    club = tmp_path / "club"
    club.mkdir()
    base = '@doc-004\nFeature: f\n\n  @penn.meld.run\n  Scenario: s\n    Given the ruleset "penn-4"\n'
    (club / "a.feature").write_text(
        base + '    And trump is ♥\n    And the hand "A♥ 1X"\n'
        "    When the meld is counted\n    Then the meld total is 15\n",
        encoding="utf-8",
    )
    assert main(["run", "--features", str(club), "--out", str(tmp_path / "o"), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "a.feature, line 8" in err and "1X" in err
    (club / "a.feature").write_text(base + "    And the moon is full\n    When the meld is counted\n", encoding="utf-8")
    assert main(["run", "--features", str(club), "--out", str(tmp_path / "o"), "--no-progress"]) == 2
    assert "a.feature, line 7" in capsys.readouterr().err
    assert not (tmp_path / "o").exists()


def _described(pids: list[int]) -> list[str]:
    """Each pid with its command line, for a failure message."""
    out = []
    for pid in pids:
        try:
            cmd = (Path("/proc") / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            cmd = "(gone)"
        out.append(f"{pid} {cmd.strip()[:120]}")
    return out


@pytest.mark.parametrize(("sig", "code"), [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_an_interrupt_stops_every_process_and_keeps_the_previous_report(tmp_path: Path, sig: int, code: int) -> None:
    """SIGTERM, and Ctrl-C (SIGINT), with an escaped child and an adapter that ignores end of input."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "report.json").write_text("previous", encoding="utf-8")
    mark = f"PINOCHLE_TERM_{os.getpid()}_{time.monotonic_ns()}"
    impl = f"{PY} {FAKES / 'setsid_child.py'} --any"
    hang = f"{PY} {FAKES / 'hang.py'} --op meld --any --linger 60"
    proc = subprocess.Popen(
        [CLI, "run", *PENN, "--impl", impl, "--impl", hang, "-n", "2", "--timeout", "30", "--out", str(out)],
        env=dict(os.environ, **{mark: "1"}),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 20
        while len(marked(mark)) < 5 and time.monotonic() < deadline:  # CLI, workers, adapters, escaped child
            time.sleep(0.2)
        assert len(marked(mark)) >= 5, f"only {_described(marked(mark))} started within 20 s"
        proc.send_signal(sig)
        assert proc.stderr is not None
        try:
            status = proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGUSR1)  # the CLI prints every thread's stack
            time.sleep(1)
            proc.kill()
            raise AssertionError(
                f"still running 20 s after the signal: {_described(marked(mark))}\n"
                f"its stacks and stderr: {proc.stderr.read()[-6000:].decode(errors='replace')}"
            ) from None
        assert status == code, f"exit status {status}; stderr ends: {proc.stderr.read()[-2000:]!r}"
    finally:
        if proc.poll() is None:
            proc.kill()
    deadline = time.monotonic() + 5
    while marked(mark) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert marked(mark) == [], f"left running: {_described(marked(mark))}"
    assert (out / "report.json").read_text(encoding="utf-8") == "previous"
    assert sorted(p.name for p in out.iterdir()) == ["report.json"]


def test_the_documented_restart_cap_is_the_one_the_cli_uses() -> None:
    doc = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
    from conformance_report.cli import build_parser

    sub = build_parser()._subparsers._group_actions[0].choices["run"]  # type: ignore[union-attr]
    default = next(a.default for a in sub._actions if a.dest == "max_restarts")
    assert f"**{default} times in a row**" in doc


_CTRL_C_IN_IMPORTS = """
import builtins, os, signal, sys
from conformance_report.cli import entry
real = builtins.__import__
def importing(name, *args, **kwargs):
    if name.startswith("conformance_report.commands"):
        builtins.__import__ = real
        os.kill(os.getpid(), signal.{sig})  # arrives while the commands are imported
    return real(name, *args, **kwargs)
builtins.__import__ = importing
sys.argv = ["pinochle-conformance", "list", "rulesets"]
sys.exit(entry())
"""


@pytest.mark.parametrize(("sig", "code"), [("SIGINT", 130), ("SIGTERM", 143)])
def test_a_stop_while_the_commands_are_imported_ends_cleanly(sig: str, code: int) -> None:
    proc = subprocess.run(
        [sys.executable, "-c", _CTRL_C_IN_IMPORTS.format(sig=sig)], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == code, proc.stderr
    assert proc.stderr.startswith("pinochle-conformance: ") and "Traceback" not in proc.stderr, proc.stderr
    assert proc.stdout == ""  # the command never ran


def test_an_adapter_that_ignores_the_end_of_its_input_is_reported_without_changing_a_verdict(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lingers = f"{PY} {FAKES / 'hang.py'} --op none --any --linger 60"  # answers all, then stays 60 s
    clean = f"{PY} {FAKES / 'hang.py'} --op none --any"
    out = tmp_path / "out"
    argv = ["run", *PENN, "-k", "trump", "--impl", lingers, "--impl", clean, "--out", str(out), "--no-progress"]
    main(argv)
    printed = capsys.readouterr().out
    report = _report(out)
    first, second = report["header"]["implementations"]
    assert first["shutdown"] == {"clean": False, "detail": "still running 1 s after the end of its input; killed"}
    assert second["shutdown"] == {"clean": True, "detail": "exit status 0 at the end of its input"}
    assert printed.count("protocol: still running 1 s after the end of its input; killed") == 1
    summary = (out / "summary.md").read_text(encoding="utf-8")
    assert summary.count("Protocol: fake 0.0.1 \\[") == 1 and "--linger 60\\] still running 1 s after" in summary
    assert (out / "report.html").read_text(encoding="utf-8").count("data-shutdown") == 1
    verdicts = {
        key: sorted((r["id"], r["status"]) for r in report["results"] if r["implementation"] == key)
        for key in ("impl-0", "impl-1")
    }
    assert verdicts["impl-0"] == verdicts["impl-1"] != []  # the same answers, the same verdicts


def test_a_listing_cut_short_by_its_reader_stops_quietly() -> None:
    # `list scenarios | head -1`: the pipe closes under the CLI, which stops as cat would
    proc = subprocess.Popen([CLI, "list", "scenarios"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()
    assert proc.wait(60) == 141
    assert first.startswith(b"features/") and proc.stderr.read() == b""  # no traceback


BAD_HANDSHAKES = {
    "claims nothing": (f"{PY} {FAKES / 'echo_ok.py'} --ops ''", [], "claims no operations"),
    "unknown base": (
        f"{PY} {FAKES / 'echo_ok.py'} --variants " + shlex.quote('[{"extends": "no-such-game", "id": "x-1"}]'),
        [],
        "no-such-game",
    ),
    "unclaimed --as id": (f"{PY} {FAKES / 'echo_ok.py'}", ["bruce-5"], "which the adapter does not claim"),
}


@pytest.mark.parametrize("fault", sorted(BAD_HANDSHAKES))
def test_a_bad_handshake_among_several_errors_only_its_own_scenarios(
    tmp_path: Path, fault: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 36, item 4: the run goes on for the other adapter, and the bad one is named."""
    bad, declare, said = BAD_HANDSHAKES[fault]
    good = f"{PY} {FAKES / 'echo_ok.py'}"
    argv = ["run", *PENN, "--tags", "penn.play.trick-winner", "--no-progress", "--no-causes"]
    argv += ["--impl", good, "--impl", bad, "--out", str(tmp_path / "out")]
    if declare:
        argv += ["--as", "penn-4", "--as", *declare]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert f"impl-1 ({bad}): its handshake was refused: " in err and said in err
    report = _report(tmp_path / "out")
    mine = [r for r in report["results"] if r["implementation"] == "impl-1"]
    assert mine and all(r["status"] == "errored" for r in mine)
    assert all(r["message"].startswith("not attempted: its handshake was refused: ") for r in mine)
    detail = report["header"]["implementations"][1]["start_failure"]["detail"]
    assert detail.startswith("its handshake was refused: ") and said in detail
    theirs = [r["status"] for r in report["results"] if r["implementation"] == "impl-0"]
    assert theirs.count("passed") >= 3 and set(theirs) <= {"passed", "unsupported"}
    # alone, the same adapter is a usage error naming the fix, as before
    alone = ["run", *PENN, "--no-progress", "--impl", bad, "--out", str(tmp_path / "alone")]
    alone += [a for d in declare for a in ("--as", d)]
    assert main(alone) == 2
    assert said in capsys.readouterr().err
    assert not (tmp_path / "alone" / "report.json").exists()


def _fork_server(mark: str) -> bool:
    for pid in marked(mark):
        try:
            if b"forkserver" in (Path("/proc") / str(pid) / "cmdline").read_bytes():
                return True
        except OSError:
            pass
    return False


@pytest.mark.parametrize(("sig", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_stop_sent_to_the_group_while_the_fork_server_starts_is_a_clean_stop(
    tmp_path: Path, sig: int, code: int
) -> None:
    """Issue 36, item 5: never exit 141 with no message, never the fork server's traceback."""
    mark = f"PINOCHLE_FS_{os.getpid()}_{time.monotonic_ns()}"
    argv = [CLI, "run", *PENN, "-k", "trump", "-n", "2", "--no-progress", "--out", str(tmp_path / "out")]
    env = dict(os.environ, **{mark: "1"})
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        deadline = time.monotonic() + 30
        while not _fork_server(mark) and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.005)
        assert proc.poll() is None, "the run ended before its fork server started"
        os.killpg(proc.pid, sig)  # as a terminal's Ctrl-C, or `kill -- -PGID`, reaches every process
        _, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    text = err.decode(errors="replace")
    assert proc.returncode == code, text[-2000:]
    assert "Traceback" not in text and "KeyboardInterrupt" not in text, text[-2000:]
    assert "every adapter was stopped, no report written" in text
    deadline = time.monotonic() + 5
    while marked(mark) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert marked(mark) == []


_LATE_STOP = """
import os, signal, sys
from conformance_report import cli
from conformance_report.protocol import processes
real = processes.end_descendants
def ending(*args, **kwargs):
    for _ in range({times}):
        os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C (or two) during the exit clean-up
    return real(*args, **kwargs)
processes.end_descendants = ending
sys.argv = ["pinochle-conformance", "run", "--ruleset", "penn-4", "-k", "highest and trump", "--no-progress",
            "--out", sys.argv[1]]
sys.exit(cli.entry())
"""


@pytest.mark.parametrize("times", [1, 2])
def test_ctrl_c_during_the_exit_clean_up_says_the_report_was_written(tmp_path: Path, times: int) -> None:
    """Issue 36, item 6: no traceback, exit 130, and the truth: the report was written."""
    out = tmp_path / "out"
    proc = subprocess.run(
        [sys.executable, "-c", _LATE_STOP.format(times=times), str(out)], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 130, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert f"interrupted during the exit clean-up; every adapter was stopped, the report in {out} was written" in (
        proc.stderr
    )
    assert json.loads((out / "report.json").read_text(encoding="utf-8"))["results"]


def test_a_second_ctrl_c_while_the_first_is_reported_is_no_traceback() -> None:
    """Issue 36, item 6: a double Ctrl-C: the second arrives while the first is being said."""
    script = """
import os, signal, sys
from conformance_report import cli
said = cli._report_state
def saying():
    os.kill(os.getpid(), signal.SIGINT)  # the second Ctrl-C, while the first is reported
    return said()
cli._report_state = saying
sys.argv = ["pinochle-conformance", "list", "rulesets"]
def first(*a, **k):
    raise KeyboardInterrupt
cli._command = first
sys.exit(cli.entry())
"""
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 130, proc.stderr
    assert "Traceback" not in proc.stderr and "interrupted" in proc.stderr, proc.stderr


def test_a_stop_a_library_wrapped_in_another_exception_is_still_the_stop() -> None:
    """Issue 36, item 5: a Ctrl-C while a Rust extension imports comes back as its panic (a
    BaseException): still exit 130 with the stop's message, no traceback."""
    script = """
import os, signal, sys, time
from conformance_report import cli
class Panic(BaseException):
    pass
def importing(argv):
    try:
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(5)
    except KeyboardInterrupt as exc:
        raise Panic("failed to import the stdlib decimal module") from exc
    return 0
cli._command = importing
sys.argv = ["pinochle-conformance", "list", "rulesets"]
sys.exit(cli.entry())
"""
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 130, proc.stderr
    assert "Traceback" not in proc.stderr and "interrupted; every adapter was stopped" in proc.stderr


def test_a_stop_after_the_exit_status_is_decided_cannot_kill_the_process_by_its_signal() -> None:
    """Issue 36, item 6: Python's finalisation puts back a handled signal's default action, so a
    late Ctrl-C killed the CLI by SIGINT after it had said what it did; now it is ignored."""
    script = """
import os, signal, sys
from conformance_report import cli
sys.argv = ["pinochle-conformance", "list", "rulesets"]
code = cli.entry()
# what Python's finalisation leaves alone (it resets only signals with a Python handler)
print(signal.getsignal(signal.SIGINT) is signal.SIG_IGN, signal.getsignal(signal.SIGTERM) is signal.SIG_IGN)
os.kill(os.getpid(), signal.SIGINT)
os.kill(os.getpid(), signal.SIGTERM)
sys.exit(code)
"""
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "penn-4" in proc.stdout and proc.stderr == ""
    assert proc.stdout.splitlines()[-1] == "True True"


def test_a_stop_while_a_compiled_extension_is_imported_waits_for_the_import() -> None:
    """A KeyboardInterrupt raised inside orjson's initialisation crashed the CLI with a
    segmentation fault; a stop during the commands' imports now arrives once they are done."""
    script = """
import builtins, os, signal, sys
from conformance_report import cli
real = builtins.__import__
def importing(name, *args, **kwargs):
    if name == "orjson":
        builtins.__import__ = real
        os.kill(os.getpid(), signal.SIGINT)  # arrives while orjson is being imported
    return real(name, *args, **kwargs)
builtins.__import__ = importing
sys.argv = ["pinochle-conformance", "list", "rulesets"]
code = cli.entry()
print("orjson imported whole:", sys.modules.get("orjson") is not None and hasattr(sys.modules["orjson"], "loads"))
sys.exit(code)
"""
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 130, proc.stderr
    assert proc.stdout == "orjson imported whole: True\n"  # the command itself never ran
    assert "Traceback" not in proc.stderr and "interrupted; every adapter was stopped" in proc.stderr
