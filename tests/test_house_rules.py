"""House rules: a club's own ruleset file and feature files, checked and run with the suite's steps."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance_report.cli import main
from conformance_report.rulesets import RULESET_DIR
from reference_engine.readings import get_option

FEATURE = """@club
Feature: Our club's house rules

  @club.meld.double-pinochle
  Scenario: Two pinochles are worth 16 in our club
    Given the ruleset "our-club.json"
    And trump is ♥
    And the hand "Q♠ Q♠ J♦ J♦"
    When the meld is counted
    Then the meld total is {total}

  @club.play.follow
  Scenario: We still follow suit
    Given the ruleset "our-club.json"
    And trump is ♥
    And the hand "A♠ 9♣ 9♦"
    And the trick so far:
      | seat | card |
      | 0    | K♠   |
    When the legal plays are asked for
    Then the legal plays are "A♠"
"""


def _club(tmp_path: Path, total: int = 16) -> Path:
    folder = tmp_path / "club"
    folder.mkdir()
    doc = json.loads((RULESET_DIR / "penn-4.json").read_text(encoding="utf-8"))
    doc["id"] = "our-club"
    doc["meld"]["values"]["pinochle"] = {"1": 4, "2": 16}
    for reading in doc["readings"]:  # the club's own readings of what it changed (issue 36, item 22)
        if "value" in reading and reading["value"] != get_option(doc, reading["option"]):
            reading.update(value=get_option(doc, reading["option"]), alternatives=[reading["value"]])
    (folder / "our-club.json").write_text(json.dumps(doc), encoding="utf-8")
    (folder / "club.feature").write_text(FEATURE.replace("{total}", str(total)), encoding="utf-8")
    return folder


def _report(out: Path) -> dict:  # type: ignore[type-arg]
    return json.loads((out / "report.json").read_text(encoding="utf-8"))


def test_house_rules_pass_against_the_reference_engine(tmp_path: Path) -> None:
    club = _club(tmp_path)
    out = tmp_path / "out"
    assert main(["run", "--features", str(club), "--out", str(out), "--no-progress"]) == 0
    results = _report(out)["results"]
    assert sorted(r["status"] for r in results) == ["passed", "passed"]
    assert {r["scenario"] for r in results} == {"Two pinochles are worth 16 in our club", "We still follow suit"}


def test_a_wrong_house_expectation_fails_with_expected_and_actual(tmp_path: Path) -> None:
    club = _club(tmp_path, total=300)
    out = tmp_path / "out"
    assert main(["run", "--features", str(club), "--out", str(out), "--no-progress"]) == 1
    failed = [r for r in _report(out)["results"] if r["status"] == "failed"]
    assert [(r["step"]["expected"], r["step"]["actual"]) for r in failed] == [(300, 16)]
    assert "--features" in failed[0]["rerun"]


def test_duplicate_house_scenario_names_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    club = _club(tmp_path)
    text = (
        (club / "club.feature")
        .read_text(encoding="utf-8")
        .replace("We still follow suit", "Two pinochles are worth 16 in our club")
    )
    (club / "club.feature").write_text(text, encoding="utf-8")
    assert main(["run", "--features", str(club), "--out", str(tmp_path / "out"), "--no-progress"]) == 2
    assert "scenario names must be unique" in capsys.readouterr().err


def test_check_ruleset_names_the_file_and_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    club = _club(tmp_path)
    assert main(["check-ruleset", str(club / "our-club.json"), "penn-4"]) == 0
    doc = json.loads((club / "our-club.json").read_text(encoding="utf-8"))
    doc["bidding"]["minimum"] = "twenty"
    bad = club / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    capsys.readouterr()
    assert main(["check-ruleset", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "bad.json" in out and "bidding.minimum" in out and '"twenty" is not of type' in out  # JSON's spelling
    # a file or id that is not there is a usage error (2), after every other file is checked
    assert main(["check-ruleset", str(bad), str(club / "missing.json"), "no-such-rules", "penn-4"]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["invalid", "not found", "not found", "ok"]
    assert str(club / "missing.json") in lines[1] and "'no-such-rules'" in lines[2]


def test_a_malformed_feature_file_is_named_with_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    club = _club(tmp_path)
    text = (club / "club.feature").read_text(encoding="utf-8").replace("    And trump is ♥\n", "    trump is ♥\n", 1)
    (club / "club.feature").write_text(text, encoding="utf-8")
    assert main(["run", "--features", str(club), "--out", str(tmp_path / "out"), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "club.feature, line 7" in err and "trump is ♥" in err


@pytest.mark.parametrize(
    ("change", "line", "says"),
    [
        # three queens of spades: more than a single deck holds, which the reference refuses when asked
        (("Q♠ Q♠ J♦ J♦", "Q♠ Q♠ Q♠ J♦"), 9, ("the reference engine refuses this request", "3 copies of QS")),
        # a scenario without its Then step checks nothing and would always pass
        (
            ("    Then the meld total is 16\n", ""),
            5,
            ("scenario 'Two pinochles are worth 16 in our club' has no Then",),
        ),
    ],
)
def test_a_house_scenario_that_cannot_judge_anything_is_a_set_up_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: tuple[str, str], line: int, says: tuple[str, ...]
) -> None:
    club = _club(tmp_path)
    feature = club / "club.feature"
    feature.write_text(feature.read_text(encoding="utf-8").replace(*change), encoding="utf-8")
    assert main(["run", "--features", str(club), "--out", str(tmp_path / "o"), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert f"club.feature, line {line}" in err and all(part in err for part in says), err
    assert not (tmp_path / "o").exists()


def test_a_missing_ruleset_file_is_named_with_every_place_looked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    club = _club(tmp_path)
    feature = club / "club.feature"
    feature.write_text(
        feature.read_text(encoding="utf-8").replace("our-club.json", "their-club.json"), encoding="utf-8"
    )
    assert main(["run", "--features", str(club), "--out", str(tmp_path / "o"), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "club.feature, line 6" in err and "their-club.json: no such ruleset file" in err
    assert str((club / "their-club.json").absolute()) in err  # next to the feature files, where it belongs


def test_a_feature_may_name_a_declaration_file_as_its_ruleset(tmp_path: Path) -> None:
    # explain and the docs write {"extends": …} files; the Given step takes them as --as does
    club = _club(tmp_path)
    (club / "our-club.json").write_text(
        json.dumps({"extends": "penn-4", "id": "our-club", "meld": {"values": {"pinochle": {"1": 4, "2": 16}}}}),
        encoding="utf-8",
    )
    assert main(["run", "--features", str(club), "--out", str(tmp_path / "o"), "--no-progress"]) == 0
    assert [r["status"] for r in _report(tmp_path / "o")["results"]] == ["passed", "passed"]
    (club / "club.feature").write_text(FEATURE.replace("{total}", "8"), encoding="utf-8")  # 16 is right
    assert main(["run", "--features", str(club), "--out", str(tmp_path / "o"), "--no-progress"]) == 1
