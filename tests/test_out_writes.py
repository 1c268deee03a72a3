"""Issue 36, items 7 and 12: a full disk and two runs writing into one ``--out``."""

from __future__ import annotations

import errno
import fcntl
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from conformance_report.cli import main
from conformance_report.report import replace
from conformance_report.report.badges import remove_stale

CLI = str(Path(sys.executable).parent / "pinochle-conformance")
REFERENCE = f"{sys.executable} -m reference_engine.adapter"
ARGS = ["run", "--ruleset", "penn-4", "--no-progress", "-k"]


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_a_full_disk_names_the_file_exits_2_and_keeps_the_previous_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    assert main([*ARGS, "highest and trump", "--out", str(out)]) == 0
    before = _tree(out)
    written: list[int] = []
    real = replace._write

    def full(fd: int, text: str) -> None:
        written.append(fd)
        if len(written) == 3:  # the third file finds the disk full
            os.close(fd)
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(fd, text)

    monkeypatch.setattr(replace, "_write", full)
    capsys.readouterr()
    assert main([*ARGS, "outranks and king", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"--out {out}: cannot write {out / 'junit.xml'}: no space left on the device" in err
    assert "the previous report there is left as it was" in err and "Traceback" not in err
    assert _tree(out) == before  # whole, and no staged file left


def test_a_run_waits_while_another_writes_into_its_out(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    out.mkdir()
    fd = os.open(out, os.O_RDONLY | os.O_DIRECTORY)
    fcntl.flock(fd, fcntl.LOCK_EX)  # as another run writing its report holds it
    codes: list[int] = []
    runner = threading.Thread(target=lambda: codes.append(main([*ARGS, "highest and trump", "--out", str(out)])))
    runner.start()
    said = ""
    try:
        deadline = time.monotonic() + 60
        while "waiting for it" not in said and runner.is_alive() and time.monotonic() < deadline:
            time.sleep(0.1)
            said += capsys.readouterr().err
        assert not (out / "report.json").exists()  # judged, but not written over the other run's files
    finally:
        os.close(fd)
    runner.join(60)
    assert codes == [0]
    assert json.loads((out / "report.json").read_text(encoding="utf-8"))["results"]
    assert f"another run is writing to {out}; waiting for it" in said


def test_two_concurrent_runs_into_one_out_both_finish_and_leave_one_whole_report(tmp_path: Path) -> None:
    out = tmp_path / "out"
    runs = [
        [CLI, *ARGS, "trump", "--out", str(out), "--impl", REFERENCE, "--impl", REFERENCE],
        [CLI, *ARGS, "trump", "--out", str(out), "--impl", REFERENCE],
    ]
    for _ in range(1):  # a smoke test: the race it guards against is rare; the lock test above is exact
        procs = [subprocess.Popen(a, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for a in runs]
        ended = [p.communicate(timeout=120) for p in procs]
        assert [p.returncode for p in procs] == [0, 0], [e[1][-800:] for e in ended]
        assert not any("Traceback" in e[1] for e in ended)
        report = json.loads((out / "report.json").read_text(encoding="utf-8"))
        keys = sorted(i["key"] for i in report["header"]["implementations"])
        index = json.loads((out / "badges" / "badges.json").read_text(encoding="utf-8"))
        assert sorted(k for k in index if "/" not in k) == [f"{k}.svg" for k in keys]  # badges match the report
        assert not [p.name for p in out.rglob(".*")]  # no staged file left


def test_stale_badge_clean_up_leaves_staged_files_and_tolerates_vanished_ones(tmp_path: Path) -> None:
    badges = tmp_path / "badges"
    (badges / "impl-1").mkdir(parents=True)
    (badges / ".impl-0.svg.abc123").write_text("staged by another write", encoding="utf-8")
    (badges / "impl-1.svg").write_text("stale", encoding="utf-8")
    real_unlink = os.unlink

    def vanished(path: str | os.PathLike[str], *a: object, **k: object) -> None:
        real_unlink(path)
        raise FileNotFoundError(errno.ENOENT, "gone", str(path))  # as when another run removed it first

    os.unlink = vanished  # type: ignore[assignment]
    try:
        remove_stale(badges, {"impl-0.svg"})
    finally:
        os.unlink = real_unlink
    assert sorted(p.name for p in badges.iterdir()) == [".impl-0.svg.abc123"]
