"""Issue 36, item 3: the report files are replaced as one group, and a stop never says "no
report written" after one was written.

A failure between two renames (simulated: ``os.replace`` raises after the first rename)
leaves every previous file; a stop that arrives during the renames is held until all are
in place, and the CLI then says the report was written.
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from conformance_report import cli, interrupts
from conformance_report.commands.run import write_together


def _snapshot(out: Path) -> dict[str, bytes]:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


def _replace_that(out: Path, monkeypatch: pytest.MonkeyPatch, act: Callable[[int], None]) -> list[str]:
    """Patch ``os.replace`` so that ``act(n)`` runs before the n-th rename into ``out``; returns
    the targets renamed."""
    real = os.replace
    renamed: list[str] = []

    def replace(src: Any, dst: Any, **kw: Any) -> None:
        if Path(dst).resolve().is_relative_to(out.resolve()) and not Path(dst).name.startswith("."):
            renamed.append(Path(dst).name)
            act(len(renamed))
        real(src, dst, **kw)

    monkeypatch.setattr(os, "replace", replace)
    return renamed


def _fail_second(n: int) -> None:
    """Stop the second rename (once: putting the first file back is a third rename)."""
    if n == 2:
        raise KeyboardInterrupt


def test_a_failure_between_renames_leaves_every_previous_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "out"
    old = {"report.json": "old json", "report.html": "old html", "badges/a.svg": "old a", "badges/b.svg": "old b"}
    write_together(out, old)
    before = _snapshot(out)
    renamed = _replace_that(out, monkeypatch, _fail_second)
    with pytest.raises(KeyboardInterrupt):
        write_together(out, {"report.json": "new json", "report.html": "new html", "badges/a.svg": "new a"})
    assert renamed == ["report.json", "report.html", "report.json"]  # the second failed; the first put back
    assert _snapshot(out) == before  # ... and put back: every old file, no temporary one left
    monkeypatch.undo()
    write_together(out, {"report.json": "new json", "report.html": "new html", "badges/a.svg": "new a"})
    assert _snapshot(out) == {"report.html": b"new html", "report.json": b"new json", "badges/a.svg": b"new a"}


def test_a_file_new_to_the_group_is_removed_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "out"
    write_together(out, {"report.html": "old html"})
    _replace_that(out, monkeypatch, _fail_second)
    with pytest.raises(KeyboardInterrupt):
        write_together(out, {"report.json": "new json", "report.html": "new html"})
    assert _snapshot(out) == {"report.html": b"old html"}


ARGS = ["run", "--ruleset", "penn-4", "--no-progress", "-k"]


@pytest.fixture
def sigusr2_stops() -> Iterator[None]:
    """SIGUSR2 handled through :mod:`interrupts` as Ctrl-C is by the console script."""
    before = signal.getsignal(signal.SIGUSR2)
    hook = sys.unraisablehook
    interrupts.handle(signal.SIGUSR2, KeyboardInterrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGUSR2, before)
        sys.unraisablehook = hook
        interrupts._handlers.pop(signal.SIGUSR2, None)
        interrupts._pending.clear()


def test_the_cli_stopped_between_renames_keeps_the_old_report_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    assert cli.main([*ARGS, "highest and trump", "--out", str(out)]) == 0
    before = _snapshot(out)
    assert {"report.json", "report.html", "junit.xml", "summary.md"} <= set(before)
    _replace_that(out, monkeypatch, _fail_second)
    capsys.readouterr()
    assert cli.main([*ARGS, "outranks and king", "--out", str(out)]) == 130
    assert "no report written" in capsys.readouterr().err
    assert _snapshot(out) == before


def test_a_stop_during_the_renames_waits_for_the_whole_group_and_the_cli_says_it_was_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], sigusr2_stops: None
) -> None:
    out = tmp_path / "out"
    assert cli.main([*ARGS, "highest and trump", "--out", str(out)]) == 0
    before = _snapshot(out)

    def stop_at_first(n: int) -> None:
        if n == 1:
            os.kill(os.getpid(), signal.SIGUSR2)
            sum(range(1000))  # the handler has run here

    renamed = _replace_that(out, monkeypatch, stop_at_first)
    capsys.readouterr()
    assert cli.main([*ARGS, "outranks and king", "--out", str(out)]) == 130
    err = capsys.readouterr().err
    assert f"the report in {out} was written whole before the stop" in err and "no report written" not in err
    after = _snapshot(out)
    assert {"report.json", "report.html", "junit.xml", "summary.md"} <= set(renamed)
    for name in ("report.json", "report.html", "junit.xml", "summary.md"):
        assert after[name] != before[name], name  # every file is the new run's
    assert b"outranks and king" in after["report.json"] and b"highest trump takes" not in after["report.json"]
