"""Output paths and numbers on the command line are checked before the work starts: a bad
``--out``, ``--write-baseline``, ``--html`` or an empty path is a one-line usage error (exit 2),
never a traceback after a long run."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from conformance_report.cli import main

PY = sys.executable
REFERENCE = f"{PY} -m reference_engine.adapter"
SELECTION = ["--ruleset", "penn-4", "-k", "trump"]
NOWHERE = "/proc/no-such-pid"  # even root cannot make a file or folder here


def _usage_error(capsys: pytest.CaptureFixture[str], argv: list[str], *needles: str) -> str:
    """Run ``argv``: exit 2, one message holding every needle, no traceback; return stderr."""
    capsys.readouterr()
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err + captured.out
    for needle in needles:
        assert needle in captured.err, captured.err
    return captured.err


@pytest.fixture(scope="module")
def report_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("paths") / "ref"
    assert main(["run", "--impl", REFERENCE, *SELECTION, "--out", str(out), "--no-progress"]) == 0
    return out


# ----------------------------------------------------------------------------- run --write-baseline
def _unwritable(tmp_path: Path, where: str, name: str) -> str:
    """An output path no file can be written to: a folder, a name under a file, a place the
    system refuses, or ''."""
    (tmp_path / "folder").mkdir()
    (tmp_path / "afile").write_text("x", encoding="utf-8")
    return {
        "folder": str(tmp_path / "folder"),
        "under-a-file": str(tmp_path / "afile" / name),
        "nowhere": f"{NOWHERE}/{name}",
        "empty": "",
    }[where]


@pytest.mark.parametrize("where", ["folder", "under-a-file", "nowhere"])
def test_an_unwritable_baseline_is_refused_before_the_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    target = _unwritable(tmp_path, where, "b.json")
    out = tmp_path / "out"
    argv = ["run", "--impl", REFERENCE, *SELECTION, "--out", str(out), "--no-progress", "--write-baseline", target]
    err = _usage_error(capsys, argv, f"--write-baseline {target}:")
    assert {"folder": "is a folder", "under-a-file": "is not a folder", "nowhere": "cannot write there"}[where] in err
    assert not out.exists()  # refused before anything ran


def test_a_baseline_in_a_new_folder_is_written(tmp_path: Path) -> None:
    target = tmp_path / "new" / "b.json"
    argv = ["run", "--impl", REFERENCE, *SELECTION, "--out", str(tmp_path / "o"), "--no-progress"]
    assert main([*argv, "--write-baseline", str(target)]) == 0
    assert json.loads(target.read_text(encoding="utf-8"))["baseline_version"] == 2


def test_a_baseline_write_that_fails_at_the_end_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from conformance_report.commands import run as run_command

    def full(report: object, path: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(run_command, "write_baseline", full)
    target = tmp_path / "b.json"
    argv = ["run", "--impl", REFERENCE, *SELECTION, "--out", str(tmp_path / "o"), "--no-progress"]
    _usage_error(capsys, [*argv, "--write-baseline", str(target)], f"--write-baseline {target}: cannot write it")
    assert (tmp_path / "o" / "report.json").is_file() and not target.exists()


# ----------------------------------------------------------------------------- empty paths
@pytest.mark.parametrize(
    ("extra", "needle"),
    [
        (["--out", ""], "--out"),
        (["--out", "o", "--write-baseline", ""], "--write-baseline"),
        (["--out", "o", "--baseline", ""], "--baseline"),
        (["--out", "o", "--features", ""], "--features"),
        (["--out", "o", "--as", ""], "--as"),
        (["--out", "o", "--shard", ""], "--shard"),
    ],
)
def test_an_empty_path_is_a_usage_error(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    extra: list[str],
    needle: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    _usage_error(capsys, ["run", *SELECTION, "--no-progress", *extra], needle)
    assert list(tmp_path.iterdir()) == []  # no report in the working directory


def test_a_badges_file_in_out_is_refused_before_the_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "o").mkdir()
    (tmp_path / "o" / "badges").write_text("mine", encoding="utf-8")
    _usage_error(capsys, ["run", *SELECTION, "--out", str(tmp_path / "o"), "--no-progress"], "badges is not a folder")
    assert sorted(p.name for p in (tmp_path / "o").iterdir()) == ["badges"]


# ----------------------------------------------------------------------------- diff --html
@pytest.mark.parametrize("where", ["folder", "under-a-file", "nowhere", "empty"])
def test_diff_refuses_an_unwritable_html_before_the_diff(
    report_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    target = _unwritable(tmp_path, where, "d.html")
    capsys.readouterr()
    assert main(["diff", str(report_dir), str(report_dir), "--html", target]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""  # refused before the diff was printed
    assert "Traceback" not in captured.err and "--html" in captured.err and target in captured.err
    expected = {"folder": "is a folder", "under-a-file": "is not a folder", "nowhere": "cannot write there"}
    assert expected.get(where, "empty path") in captured.err


def test_diff_html_write_that_fails_is_one_line(
    report_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from conformance_report.commands import diff as diff_command

    def full(path: Path, text: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(diff_command, "write_atomic", full)
    page = tmp_path / "d.html"
    _usage_error(capsys, ["diff", str(report_dir), str(report_dir), "--html", str(page)], f"--html {page}: cannot")


def test_diff_refuses_an_empty_report_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _usage_error(capsys, ["diff", "", str(tmp_path)], "empty path")


def test_diff_html_still_written(report_dir: Path, tmp_path: Path) -> None:
    page = tmp_path / "sub" / "d.html"
    assert main(["diff", str(report_dir), str(report_dir), "--html", str(page)]) == 0
    assert page.read_text(encoding="utf-8").startswith("<!")


# ----------------------------------------------------------------------------- fuzz
@pytest.mark.parametrize("where", ["nowhere", "under-a-file", "a-file", "empty"])
def test_fuzz_refuses_a_bad_out_before_fuzzing(tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str) -> None:
    (tmp_path / "afile").write_text("x", encoding="utf-8")
    out = {
        "nowhere": f"{NOWHERE}/x",
        "under-a-file": str(tmp_path / "afile" / "sub"),
        "a-file": str(tmp_path / "afile"),
        "empty": "",
    }[where]
    # an adapter that cannot start: had fuzzing begun, the error would be its handshake
    argv = ["fuzz", "--impl", f"{PY} -c 'raise SystemExit(3)'", "--ruleset", "penn-4", "--out", out]
    err = _usage_error(capsys, argv, "--out")
    assert "handshake" not in err
    expected = {"nowhere": "cannot write there", "under-a-file": "is not a folder", "a-file": "is not a folder"}
    assert expected.get(where, "empty path") in err


@pytest.mark.parametrize(
    ("option", "value", "needle"),
    [
        ("--examples", "-5", "give 1 or more"),
        ("--examples", "0", "give 1 or more"),
        ("--examples", "many", "not a whole number"),
        ("--clusters", "-1", "give 0 or more"),
        ("--timeout", "0", "above 0"),
    ],
)
def test_fuzz_numbers_are_checked_by_the_parser(
    capsys: pytest.CaptureFixture[str], option: str, value: str, needle: str
) -> None:
    _usage_error(capsys, ["fuzz", "--impl", REFERENCE, "--ruleset", "penn-4", option, value], option, needle)


def test_fuzz_out_in_a_new_folder_is_written(tmp_path: Path) -> None:
    out = tmp_path / "new" / "fuzz"
    argv = ["fuzz", "--impl", REFERENCE, "--ruleset", "penn-4", "--op", "meld", "--examples", "3", "--no-coverage"]
    assert main([*argv, "--out", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["findings.feature", "findings.json"]
