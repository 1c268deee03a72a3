"""Issue 36, item 10: an output that would overwrite one of the command's inputs is refused
(exit 2, before anything is written), and the input is left as it was."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from conformance_report.cli import main

REFERENCE = f"{sys.executable} -m reference_engine.adapter"
SELECTION = ["--impl", REFERENCE, "--ruleset", "penn-4", "-k", "trump", "--no-progress"]


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def shards(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    root = tmp_path_factory.mktemp("clash")
    out = [root / "s1", root / "s2"]
    for k, folder in enumerate(out, 1):
        assert main(["run", *SELECTION, "--shard", f"{k}/2", "--out", str(folder)]) == 0
    return out


@pytest.mark.parametrize("target", ["report.json", "summary.md", "badges/badges.json", "badges/mine.json"])
def test_write_baseline_into_the_report_is_refused(
    target: str, tmp_path: Path, shards: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "o"
    assert main(["run", *SELECTION, "--out", str(out)]) == 0
    before = _snapshot(out)
    capsys.readouterr()
    assert main(["run", *SELECTION, "--out", str(out), "--write-baseline", str(out / target)]) == 2
    err = capsys.readouterr().err
    assert f"--write-baseline {out / target}: the report written to --out {out} replaces that file" in err
    assert _snapshot(out) == before


def test_write_baseline_over_the_declaration_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    declaration = tmp_path / "mine.json"
    declaration.write_text('{"extends": "penn-4", "id": "mine"}', encoding="utf-8")
    argv = ["run", *SELECTION, "--as", str(declaration), "--out", str(tmp_path / "o")]
    assert main([*argv, "--write-baseline", str(declaration)]) == 2
    assert f"it would overwrite --as {declaration}" in capsys.readouterr().err
    assert declaration.read_text(encoding="utf-8") == '{"extends": "penn-4", "id": "mine"}'
    assert not (tmp_path / "o" / "report.json").exists()


@pytest.mark.parametrize("given", ["folder", "report.json"])
def test_merge_into_one_of_its_shards_is_refused(
    given: str, shards: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    before = _snapshot(shards[0])
    first = shards[0] if given == "folder" else shards[0] / "report.json"
    capsys.readouterr()
    assert main(["merge", str(first), str(shards[1]), "--out", str(shards[0])]) == 2
    err = capsys.readouterr().err
    assert f"--out {shards[0]}: it would overwrite shard {first}, an input of this command" in err
    assert _snapshot(shards[0]) == before
    # through another spelling of the same folder
    assert main(["merge", str(first), str(shards[1]), "--out", str(shards[1] / ".." / shards[1].name)]) == 2
    assert "it would overwrite shard" in capsys.readouterr().err


def test_diff_html_over_a_report_is_refused(shards: list[Path], capsys: pytest.CaptureFixture[str]) -> None:
    before = _snapshot(shards[1])
    capsys.readouterr()
    assert main(["diff", str(shards[0]), str(shards[1]), "--html", str(shards[1] / "report.json")]) == 2
    assert "it would overwrite the new report" in capsys.readouterr().err
    assert _snapshot(shards[1]) == before
