"""The badges folder belongs to the report: a new report leaves no badge of the last one behind
(an implementation or document it has not), the user's other files in ``--out`` stay, and a
write stopped half way leaves the previous report, badges included, as it was."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import main
from conformance_report.report.badges import remove_stale, write_badges

REFERENCE = f"{sys.executable} -m reference_engine.adapter"
SELECTION = ["--ruleset", "penn-4", "-k", "trump", "--no-progress"]


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def _badges(out: Path) -> list[str]:
    return sorted(p.relative_to(out / "badges").as_posix() for p in (out / "badges").rglob("*"))


def _two_then(out: Path) -> None:
    """A run of two implementations into ``out``, plus a file of the user's."""
    assert main(["run", "--impl", REFERENCE, "--impl", REFERENCE, *SELECTION, "--out", str(out)]) == 0
    assert {"impl-1.svg", "impl-1", "impl-1/doc-004.svg"} <= set(_badges(out))
    (out / "notes.txt").write_text("mine", encoding="utf-8")


def test_a_run_with_fewer_implementations_removes_their_badges(tmp_path: Path) -> None:
    out = tmp_path / "out"
    _two_then(out)
    assert main(["run", "--impl", REFERENCE, *SELECTION, "--out", str(out)]) == 0
    assert _badges(out) == ["badges.json", "impl-0", "impl-0.svg", "impl-0/doc-004.svg"]
    index = json.loads((out / "badges" / "badges.json").read_text(encoding="utf-8"))
    assert sorted(index) == ["impl-0.svg", "impl-0/doc-004.svg"]
    assert (out / "notes.txt").read_text(encoding="utf-8") == "mine"


def test_merge_removes_stale_badges_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out, one = tmp_path / "out", tmp_path / "one"
    _two_then(out)
    assert main(["run", "--impl", REFERENCE, *SELECTION, "--out", str(one)]) == 0
    assert main(["merge", str(one), "--out", str(out)]) == 0
    assert _badges(out) == ["badges.json", "impl-0", "impl-0.svg", "impl-0/doc-004.svg"]
    assert (out / "notes.txt").read_text(encoding="utf-8") == "mine"


@pytest.mark.parametrize("stop", [OSError(28, "No space left on device"), KeyboardInterrupt()])
def test_a_write_stopped_half_way_keeps_the_previous_report_and_its_badges(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stop: BaseException
) -> None:
    out = tmp_path / "out"
    _two_then(out)
    before = _tree(out)
    real = tempfile.mkstemp

    def stopping(*args: Any, **kwargs: Any) -> tuple[int, str]:
        if str(kwargs.get("prefix", "")).startswith(".badges.json."):  # the last file staged
            raise stop
        return real(*args, **kwargs)

    monkeypatch.setattr(tempfile, "mkstemp", stopping)
    if isinstance(stop, KeyboardInterrupt):
        assert main(["run", "--impl", REFERENCE, *SELECTION, "--out", str(out)]) == 130
    else:  # a full disk is said in one line, exit 2 (issue 36, item 7)
        assert main(["run", "--impl", REFERENCE, *SELECTION, "--out", str(out)]) == 2
    assert _tree(out) == before  # no file replaced, no badge removed, no temporary file left


def test_remove_stale_keeps_what_was_written_and_removes_links_not_targets(tmp_path: Path) -> None:
    folder, outside = tmp_path / "badges", tmp_path / "outside"
    (folder / "impl-0" / "deep").mkdir(parents=True)
    outside.mkdir()
    (outside / "keep.txt").write_text("x", encoding="utf-8")
    for name in ("impl-0.svg", "impl-0/doc-004.svg", "impl-0/doc-999.svg", "impl-0/deep/x.svg", "old.svg"):
        (folder / name).write_text(name, encoding="utf-8")
    (folder / "link").symlink_to(outside, target_is_directory=True)
    (folder / "impl-0" / "filelink.svg").symlink_to(outside / "keep.txt")
    remove_stale(folder, {"impl-0.svg", "impl-0/doc-004.svg", "badges.json"})
    assert sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*")) == [
        "impl-0",
        "impl-0.svg",
        "impl-0/doc-004.svg",
    ]
    assert (outside / "keep.txt").read_text(encoding="utf-8") == "x"


def test_write_badges_removes_the_badges_of_an_earlier_report(tmp_path: Path) -> None:
    out = tmp_path / "out"
    _two_then(out)
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    report["header"]["implementations"] = report["header"]["implementations"][:1]
    written = write_badges(report, out / "badges")
    names = ["badges.json", "impl-0.svg", "impl-0/doc-004.svg"]
    assert sorted(p.relative_to(out / "badges").as_posix() for p in written) == names
    assert _badges(out) == sorted([*names, "impl-0"])
