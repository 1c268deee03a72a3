"""``merge`` takes the whole set of one run's shards: each report records ``--shard K/N``, so a
missing shard, or shards of different N, is refused (exit 2) and named."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import main
from conformance_report.commands.common import UsageError
from conformance_report.commands.merge import merge_reports

REFERENCE = f"{sys.executable} -m reference_engine.adapter"
SELECTION = ["--impl", REFERENCE, "--ruleset", "penn-4", "-k", "trump", "--no-progress"]


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The --out folders of a whole run and of shards 1/2, 2/2, 1/3, 2/3 and 3/3 of it."""
    root = tmp_path_factory.mktemp("shards")
    out = {"full": root / "full"}
    assert main(["run", *SELECTION, "--out", str(out["full"])]) == 0
    for shard in ("1/2", "2/2", "1/3", "2/3", "3/3"):
        out[shard] = root / shard.replace("/", "of")
        assert main(["run", *SELECTION, "--shard", shard, "--out", str(out[shard])]) == 0
    return out


def _report(folder: Path) -> dict[str, Any]:
    return dict(json.loads((folder / "report.json").read_text(encoding="utf-8")))


def _merge(capsys: pytest.CaptureFixture[str], out: Path, *shards: Path) -> tuple[int, str]:
    capsys.readouterr()
    code = main(["merge", *map(str, shards), "--out", str(out)])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return code, captured.err


def test_a_missing_shard_is_named(runs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _merge(capsys, tmp_path / "m", runs["1/2"])
    assert code == 2
    assert "shard(s) 2/2 missing" in err
    code, err = _merge(capsys, tmp_path / "m", runs["3/3"], runs["1/3"])
    assert code == 2
    assert "shard(s) 2/3 missing" in err
    assert not (tmp_path / "m").exists()


def test_shards_of_different_n_are_named_as_such(
    runs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, err = _merge(capsys, tmp_path / "m", runs["1/2"], runs["1/3"])
    assert code == 2
    assert "shards of different splits" in err and "in two shards" not in err
    assert f"{runs['1/2']} is shard 1/2" in err and f"{runs['1/3']} is shard 1/3" in err
    assert not (tmp_path / "m").exists()


def test_a_whole_run_mixed_with_a_shard_is_refused(
    runs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, err = _merge(capsys, tmp_path / "m", runs["full"], runs["2/2"])
    assert code == 2
    assert f"{runs['full']} was run without --shard" in err


def test_a_shard_given_twice_is_still_an_overlap(
    runs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, err = _merge(capsys, tmp_path / "m", runs["1/2"], runs["1/2"], runs["2/2"])
    assert code == 2
    assert "in two shards" in err and str(runs["1/2"]) in err


def test_a_whole_set_merges_in_any_order(
    runs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _ = _merge(capsys, tmp_path / "m", runs["3/3"], runs["1/3"], runs["2/3"])
    assert code == 0
    merged, full = _report(tmp_path / "m"), _report(runs["full"])
    assert [r["id"] for r in merged["results"]] == [r["id"] for r in full["results"]]
    assert "shard" not in merged["header"]["filters"]


def test_a_report_made_without_shard_merges_as_before(
    runs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _ = _merge(capsys, tmp_path / "m", runs["full"])
    assert code == 0
    assert [r["id"] for r in _report(tmp_path / "m")["results"]] == [r["id"] for r in _report(runs["full"])["results"]]


def test_merge_reports_names_the_missing_shard_without_names(runs: dict[str, Path]) -> None:
    with pytest.raises(UsageError, match=r"shard\(s\) 1/3, 3/3 missing"):
        merge_reports([_report(runs["2/3"])])


def test_merge_refuses_an_empty_out(runs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["merge", str(runs["full"]), "--out", ""]) == 2
    assert "--out" in capsys.readouterr().err
