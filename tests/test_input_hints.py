"""Issue 36, items 19 and 23: feature files and declarations that the suite cannot use get an
error that says why, and a near miss gets "did you mean".

A UTF-8 byte order mark is named as such; a step holding a number too long to read says so
instead of "no step matches"; a near-miss step, a near-miss ruleset id and an option typo in
a declaration get the nearest right spelling.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from conformance_report.cli import main

REFERENCE = ["--impl", f"{sys.executable} -m reference_engine.adapter"]
TRICK = """Feature: one trick
  Scenario: the highest trump wins
    Given the ruleset "penn-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | A♣   |
      | 2    | 9♥   |
      | 3    | 10♣  |
      | 0    | A♠   |
    When the trick is complete
    Then the trick is won by seat 2
"""


def _refused(capsys: pytest.CaptureFixture[str], tmp_path: Path, feature: bytes | str) -> str:
    folder = tmp_path / "features"
    folder.mkdir(exist_ok=True)
    path = folder / "x.feature"
    if isinstance(feature, str):
        feature = feature.encode("utf-8")
    path.write_bytes(feature)
    capsys.readouterr()
    argv = ["run", *REFERENCE, "--features", str(folder), "--out", str(tmp_path / "o"), "--no-progress"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


def test_the_unchanged_feature_runs(tmp_path: Path) -> None:
    folder = tmp_path / "features"
    folder.mkdir()
    (folder / "x.feature").write_text(TRICK, encoding="utf-8")
    assert main(["run", *REFERENCE, "--features", str(folder), "--out", str(tmp_path / "o"), "--no-progress"]) == 0


def test_a_byte_order_mark_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(capsys, tmp_path, b"\xef\xbb\xbf" + TRICK.encode("utf-8"))
    assert "x.feature: the file starts with a UTF-8 byte order mark (BOM)" in err
    assert "expected: #EOF" not in err


def test_a_number_too_long_in_a_step_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(capsys, tmp_path, TRICK.replace("by seat 2", "by seat 1" + "0" * 5000))
    assert "x.feature, line 12: then step 'the trick is won by seat 1000" in err
    assert "holds a number of 5,001 digits, too long to read (at most 4,300)" in err
    assert "no then step" not in err and len(err) < 1000


@pytest.mark.parametrize(
    ("wrong", "right"),
    [
        ("Then the trick is taken by seat 2", "'the trick is won by seat {seat:d}'"),
        ("Then the trick is won by the seat 2", "'the trick is won by seat {seat:d}'"),
    ],
)
def test_a_near_miss_step_gets_did_you_mean(
    wrong: str, right: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _refused(capsys, tmp_path, TRICK.replace("Then the trick is won by seat 2", wrong))
    assert f"did you mean {right}?" in err


def test_the_meld_is_30_suggests_the_meld_total(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    feature = (
        'Feature: m\n  Scenario: m\n    Given the ruleset "penn-4"\n    And trump is ♥\n'
        '    And the hand "A♥ 10♥ K♥ Q♥ J♥"\n    When the meld is counted\n    Then the meld is 30\n'
    )
    err = _refused(capsys, tmp_path, feature)
    assert "no then step of the vocabulary matches 'the meld is 30'; did you mean 'the meld total is {total:d}'?" in err


def test_an_unrelated_step_gets_no_guess(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(
        capsys, tmp_path, TRICK.replace("Then the trick is won by seat 2", "Then the moon is made of cheese")
    )
    assert "no then step of the vocabulary matches 'the moon is made of cheese' (see docs" in err


def test_an_option_typo_in_a_declaration_gets_did_you_mean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mine = tmp_path / "mine.json"
    mine.write_text('{"extends": "penn-4", "id": "typo", "bidding": {"minimun": 30}}', encoding="utf-8")
    capsys.readouterr()
    argv = ["run", *REFERENCE, "--ruleset", "penn-4", "-k", "trump", "--as", str(mine), "--out", str(tmp_path / "o")]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "field bidding: Additional properties are not allowed ('minimun' was unexpected)" in err
    assert "; did you mean 'minimum' for 'minimun'?" in err


def test_a_near_miss_ruleset_id_gets_did_you_mean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["run", *REFERENCE, "--ruleset", "penn4", "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert "unknown ruleset 'penn4'; did you mean 'penn-4'" in err and "trickster-modern" not in err
