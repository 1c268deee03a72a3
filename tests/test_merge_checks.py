"""Issue 36, items 13 and 18: ``merge`` refuses shards run otherwise in a way that changes
verdicts (features folder, harness version, protocol, time limits) but not shards that differ
only in ``-n``; and it refuses shards no run writes (tampered ones)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conformance_report import __version__
from conformance_report.cli import main

CLI = Path(sys.executable).parent / "pinochle-conformance"
REFERENCE = f"{sys.executable} -m reference_engine.adapter"
SELECTION = ["--impl", REFERENCE, "--ruleset", "penn-4", "-k", "trump", "--no-progress"]


@pytest.fixture(scope="module")
def shards(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("merge-checks")
    runs = {
        "1/2": [],
        "2/2": [],
        "2/2 -n 2": ["-n", "2"],
        "2/2 --timeout 9": ["--timeout", "9"],
    }
    out = {}
    for name, extra in runs.items():
        out[name] = root / name.replace("/", "of").replace(" ", "_")
        # a child process, so that the report records this command line (in process it would be pytest's)
        argv = [str(CLI), "run", *SELECTION, "--shard", name.split()[0], *extra, "--out", str(out[name])]
        assert subprocess.run(argv, capture_output=True, timeout=300).returncode == 0
    return out


def _merge(capsys: pytest.CaptureFixture[str], out: Path, *folders: Path) -> tuple[int, str]:
    capsys.readouterr()
    code = main(["merge", *map(str, folders), "--out", str(out)])
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return code, err


def _tampered(shards: dict[str, Path], tmp_path: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    copy = tmp_path / "tampered"
    shutil.copytree(shards["2/2"], copy)
    report = json.loads((copy / "report.json").read_text(encoding="utf-8"))
    change(report)
    (copy / "report.json").write_text(json.dumps(report), encoding="utf-8")
    return copy


def test_shards_differing_only_in_workers_merge(
    shards: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, err = _merge(capsys, tmp_path / "m", shards["1/2"], shards["2/2 -n 2"])
    assert code == 0, err
    merged = json.loads((tmp_path / "m" / "report.json").read_text(encoding="utf-8"))
    whole = {r["id"] for r in merged["results"]}
    assert len(whole) == len(merged["results"]) > 10


def test_shards_run_with_another_timeout_are_refused(
    shards: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, err = _merge(capsys, tmp_path / "m", shards["1/2"], shards["2/2 --timeout 9"])
    assert code == 2
    assert f"merge: {shards['2/2 --timeout 9']} was run with --timeout 9, {shards['1/2']} with no --timeout" in err
    assert "changes verdicts" in err and not (tmp_path / "m").exists()


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda r: r["header"]["command"].extend(["--features", "house"]), "was run with --features house"),
        (lambda r: r["header"]["harness"].update(version="9.9"), "was written by harness 9.9 (protocol 1)"),
        (lambda r: r["header"]["harness"].update(protocol=2), f"was written by harness {__version__} (protocol 2)"),
    ],
)
def test_shards_of_another_suite_or_harness_are_refused(
    change: Callable[[dict[str, Any]], None],
    said: str,
    shards: dict[str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, err = _merge(capsys, tmp_path / "m", shards["1/2"], _tampered(shards, tmp_path, change))
    assert code == 2 and said in err, err


def _set_first(field: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(report: dict[str, Any]) -> None:
        report["results"][0][field] = value

    return change


def _footer(field: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda r: r["footer"].update({field: value})


def _label(text: str) -> Callable[[dict[str, Any]], None]:
    return lambda r: r["header"]["filters"].update(shard=text)


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (_set_first("implementation", "impl-7"), "results.0 (features/"),
        (
            _set_first("id", "features/004_penn/play.feature::Invented"),
            "no scenario 'features/004_penn/play.feature::Invented'",
        ),
        (_footer("finished", "yesterday"), "footer.finished 'yesterday' is not a date and time"),
        (_label("0/2"), "shard 0/2 in its header is out of range"),
        (_label("9/2"), "shard 9/2 in its header is out of range"),
        (_set_first("duration", 1e308), "results.0.duration 1e+308 is not a plausible number of seconds"),
        (_footer("duration", 1e308), "footer.duration 1e+308 is not a plausible number of seconds"),
    ],
)
def test_tampered_shards_are_refused(
    change: Callable[[dict[str, Any]], None],
    said: str,
    shards: dict[str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, err = _merge(capsys, tmp_path / "m", shards["1/2"], _tampered(shards, tmp_path, change))
    assert code == 2 and said in err, err
    assert "missing" not in err
    assert not (tmp_path / "m").exists()
