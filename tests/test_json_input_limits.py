"""Issue 36, items 8 and 9: JSON inputs are read with a size limit, and an integer too long to
read is named with its file and field (or, in an adapter's reply, said to be one).

Declarations, rulesets, baselines and shard reports all go through one reader
(:func:`conformance_report.rulesets.read_json`); these tests reach it through the CLI.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conformance_report.cli import main

ROOT = Path(__file__).resolve().parent.parent
CLI = Path(sys.executable).parent / "pinochle-conformance"
REFERENCE = f"{sys.executable} -m reference_engine.adapter"
SELECTION = ["--impl", REFERENCE, "--ruleset", "penn-4", "-k", "highest and trump", "--no-progress"]
HUGE = "1" + "0" * 5000  # 5,001 digits


def _err(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    capsys.readouterr()
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


def test_a_long_integer_in_a_declaration_names_the_file_and_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "mine.json"
    path.write_text('{"extends": "penn-4", "id": "mine", "bidding": {"minimum": ' + HUGE + "}}", encoding="utf-8")
    err = _err(capsys, ["run", *SELECTION, "--as", str(path), "--out", str(tmp_path / "o")])
    assert f"{path}: field bidding.minimum: an integer of 5,001 digits, too long to read (at most 4,300)" in err
    capsys.readouterr()
    assert main(["check-ruleset", str(path)]) == 1  # check-ruleset's own code for a file it refuses
    out = capsys.readouterr()
    assert f"{path}: field bidding.minimum: an integer of 5,001 digits" in out.out + out.err


def test_a_long_integer_in_a_ruleset_file_names_the_file_and_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = json.loads((ROOT / "fixtures" / "rulesets" / "penn-4.json").read_text(encoding="utf-8"))
    text = json.dumps({**doc, "id": "long"}).replace('"players": 4', f'"players": {HUGE}')
    assert HUGE in text
    (tmp_path / "long.json").write_text(text, encoding="utf-8")
    capsys.readouterr()
    assert main(["check-ruleset", str(tmp_path / "long.json")]) == 1
    out = capsys.readouterr()
    assert "field players: an integer of 5,001 digits" in out.out + out.err


def test_a_long_integer_in_a_baseline_and_in_a_shard_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    baseline = tmp_path / "b.json"
    baseline.write_text('{"baseline_version": ' + HUGE + ', "expected_failures": {}}', encoding="utf-8")
    err = _err(capsys, ["run", *SELECTION, "--baseline", str(baseline), "--out", str(tmp_path / "o")])
    assert f"{baseline}: field baseline_version: an integer of 5,001 digits" in err
    assert main(["run", *SELECTION, "--out", str(tmp_path / "s")]) == 0
    report = tmp_path / "s" / "report.json"
    report.write_text(report.read_text(encoding="utf-8").replace('"line": ', f'"line": {HUGE}, "x": ', 1))
    err = _err(capsys, ["merge", str(tmp_path / "s"), "--out", str(tmp_path / "m")])
    assert f"{report}: field results.0.line: an integer of 5,001 digits" in err
    err = _err(capsys, ["diff", str(tmp_path / "s"), str(tmp_path / "s")])
    assert f"{report}: field results.0.line" in err


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('{"extends": "penn-4", "id": "x", "id": "y"}', "the key 'id' appears twice in one object"),
        ('{"extends": "penn-4", "id": "x", "bidding": {"minimum": NaN}}', "NaN is not a JSON number"),
        ('{"extends": "penn-4", "id": "x", "bidding": {"minimum": 1e400}}', "the number 1e400 is too large"),
    ],
)
def test_what_json_readers_disagree_on_is_refused(
    text: str, said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "d.json"
    path.write_text(text, encoding="utf-8")
    assert f"{path}: {said}" in _err(capsys, ["run", *SELECTION, "--as", str(path), "--out", str(tmp_path / "o")])


def test_an_endless_input_is_refused_unread(tmp_path: Path) -> None:
    started = time.monotonic()
    proc = subprocess.run(
        [str(CLI), "run", *SELECTION, "--as", "/dev/zero", "--out", str(tmp_path / "o")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2 and time.monotonic() - started < 60
    assert "/dev/zero: larger than 16,777,216 bytes" in proc.stderr and "MemoryError" not in proc.stderr
    features = tmp_path / "features"
    features.mkdir()
    (features / "zero.feature").write_text(
        'Feature: z\n  Scenario: zero\n    Given the ruleset "/dev/zero"\n    And trump is ♥\n'
        "    And the trick so far:\n      | seat | card |\n      | 0    | A♠   |\n      | 1    | 9♥   |\n"
        "      | 2    | 10♣  |\n      | 3    | A♣   |\n    When the trick is complete\n"
        "    Then the trick is won by seat 1\n",
        encoding="utf-8",
    )
    proc = subprocess.run(
        [str(CLI), "run", "--features", str(features), "--out", str(tmp_path / "o"), "--no-progress"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2 and "/dev/zero: larger than 16,777,216 bytes" in proc.stderr


def test_a_reply_with_an_integer_too_long_says_so() -> None:
    fake = f"{sys.executable} {ROOT / 'tests' / 'fakes' / 'long_integer.py'} --op trick_winner"
    proc = subprocess.run([str(CLI), "smoke", "--impl", fake], capture_output=True, text=True, timeout=60)
    line = next(x for x in proc.stdout.splitlines() if "answers trick_winner" in x)
    assert "[FAIL]" in line and "oversized: reply holds an integer of 5,001 digits, too long to read" in line
    assert "not JSON" not in line
