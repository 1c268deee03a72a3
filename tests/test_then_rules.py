"""Each *Then* step names the rule it checks, so a failure's rule is read, never guessed.

A scenario citing several rules carries ``# checks: RULE`` above its *Then* steps; the failing
step's rule is the failure's rule in report.json, through the adapter protocol.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from _variant_apps import FAKES, PY, run_report

from conformance_report.data import FEATURES
from conformance_report.spec.features import FeatureFileError, parse_feature
from conformance_report.tools.checks import unnamed

_SCENARIO = """\
@doc-004
Feature: the last trick

  @penn.scoring.last-trick @penn.scoring.made
  Scenario: The defenders take the last trick and its extra point
    Given the ruleset "penn-4"
    And seat 1 won the bid at 30 with trump ♥
    And the meld hands:
      | seat | cards                                    |
      | 0    | K♠ Q♠ J♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ J♣      |
      | 1    | A♠ K♠ 9♠ A♥ K♥ 9♥ A♦ K♦ 9♦ A♣ K♣ 9♣      |
      | 2    | 10♠ Q♠ J♠ 10♥ Q♥ J♥ 10♦ Q♦ J♦ A♣ Q♣ J♣   |
      | 3    | A♠ 10♠ 9♠ A♥ 10♥ 9♥ A♦ 10♦ 9♦ 10♣ 10♣ 9♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♥     | A♥     | 10♥    | 10♥    |
      | 1      | J♥     | K♥     | Q♥     | A♥     |
      | 3      | Q♥     | 9♥     | J♥     | 9♥     |
      | 0      | Q♠     | 9♠     | J♠     | 9♠     |
      | 0      | Q♦     | 9♦     | J♦     | 9♦     |
      | 0      | Q♣     | 9♣     | J♣     | 9♣     |
      | 0      | J♠     | K♠     | Q♠     | A♠     |
      | 3      | K♠     | A♠     | 10♠    | 10♠    |
      | 1      | K♦     | A♦     | 10♦    | 10♦    |
      | 1      | K♣     | A♣     | Q♣     | 10♣    |
      | 1      | J♦     | K♦     | Q♦     | A♦     |
      | 3      | J♣     | K♣     | A♣     | 10♣    |
    When the hand is scored
    {first}
    Then the bidding side made the bid
    {second}
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 20   | 21           | 41    |
      | 0 and 2 | 46   | 4            | 50    |
"""


def _feature(tmp_path: Path, first: str = "", second: str = "", name: str = "f") -> Path:
    folder = tmp_path / name
    folder.mkdir()
    (folder / "last-trick.feature").write_text(_SCENARIO.format(first=first, second=second), encoding="utf-8")
    return folder


def test_every_then_step_of_the_suite_names_its_rule() -> None:
    missing = unnamed([FEATURES])
    assert missing == [], f"{len(missing)} Then steps name no rule, first: {missing[:3]}"


def test_a_checks_comment_holds_until_the_next_and_a_single_rule_needs_none(tmp_path: Path) -> None:
    folder = _feature(tmp_path, "# checks: penn.scoring.made")
    (sc,) = parse_feature(folder / "last-trick.feature")
    thens = [st.rule for st in sc.steps if st.kind == "then"]
    assert thens == ["penn.scoring.made", "penn.scoring.made"]
    assert all(st.rule == "" for st in sc.steps if st.kind != "then")
    two = _feature(tmp_path, "# checks: penn.scoring.made", "# checks: penn.scoring.last-trick", "g")
    (sc,) = parse_feature(two / "last-trick.feature")
    assert [st.rule for st in sc.steps if st.kind == "then"] == ["penn.scoring.made", "penn.scoring.last-trick"]
    assert unnamed([two]) == []
    bare = _feature(tmp_path, name="h")
    assert len(unnamed([bare])) == 2
    one = tmp_path / "one.feature"
    one.write_text(
        (bare / "last-trick.feature").read_text(encoding="utf-8").replace(" @penn.scoring.made", ""), encoding="utf-8"
    )
    (sc,) = parse_feature(one)
    assert {st.rule for st in sc.steps if st.kind == "then"} == {"penn.scoring.last-trick"}


@pytest.mark.parametrize(
    ("first", "says"),
    [
        ("# checks: penn.play.trick-winner", "names a rule the scenario does not cite"),
        ("# checks: ", "names a rule the scenario does not cite"),
    ],
)
def test_a_checks_comment_naming_an_uncited_rule_is_refused(tmp_path: Path, first: str, says: str) -> None:
    folder = _feature(tmp_path, first)
    with pytest.raises(FeatureFileError, match=rf"last-trick\.feature, line 29: .*{says}.*penn\.scoring\.last-trick"):
        parse_feature(folder / "last-trick.feature")


def test_a_checks_comment_above_a_when_step_is_refused(tmp_path: Path) -> None:
    text = _SCENARIO.format(first="", second="").replace(
        "    When the hand is scored", "    # checks: penn.scoring.made\n    When the hand is scored"
    )
    path = tmp_path / "x.feature"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(FeatureFileError, match=r"x\.feature, line 28: '# checks:' stands above a When step"):
        parse_feature(path)


def test_a_failure_is_reported_under_the_rule_its_failing_step_checks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    app = f"{PY} {FAKES / 'planted.py'} --bug last-trick-missing"
    named = _feature(tmp_path, "# checks: penn.scoring.made", "# checks: penn.scoring.last-trick")
    code, report = run_report(tmp_path, "named", "--impl", app, "--features", str(named))
    assert code == 1 and "name none" not in capsys.readouterr().err
    (result,) = report["results"]
    assert result["status"] == "failed"
    assert result["step"]["rule"] == "penn.scoring.last-trick"
    assert result["rule"] == "penn.scoring.last-trick"
    # the same scenario with the comments the other way round: the failing step is the second
    swapped = _feature(tmp_path, "# checks: penn.scoring.last-trick", "# checks: penn.scoring.made", "swapped")
    code, report = run_report(tmp_path, "swapped", "--impl", app, "--features", str(swapped))
    assert report["results"][0]["rule"] == "penn.scoring.made"
    # named nowhere: no rule is made up
    bare = _feature(tmp_path, name="bare")
    code, report = run_report(tmp_path, "bare", "--impl", app, "--features", str(bare))
    err = capsys.readouterr().err
    assert "note: 2 Then step(s) of scenarios citing several rules name none" in err and "line 30" in err
    (result,) = report["results"]
    assert result["status"] == "failed"
    assert "rule" not in result and "rule" not in result["step"]
