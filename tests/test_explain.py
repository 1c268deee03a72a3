"""explain: scenarios that show how two rulesets play differently."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conformance_report.cli import main

ROOT = Path(__file__).resolve().parents[1]


def _run_scenario(text: str, tmp_path: Path) -> int:
    (tmp_path / "found.feature").write_text(text, encoding="utf-8")
    (tmp_path / "test_found.py").write_text('from pytest_bdd import scenarios\n\nscenarios("found.feature")\n')
    (tmp_path / "conftest.py").write_text(
        'pytest_plugins = ["conformance_report.spec.pytest_plugin", "conformance_report.spec.steps"]\n'
    )
    cmd = [sys.executable, "-m", "pytest", str(tmp_path / "test_found.py"), "-q", "-p", "no:cacheprovider"]
    cmd += ["--rootdir", str(tmp_path), "-c", "/dev/null", "--impl", f"{sys.executable} -m reference_engine.adapter"]
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300).returncode


def test_shore_and_michigan_differ_on_the_double_pinochle(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "family-5-shore", "family-5-michigan"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Feature: ")
    assert "meld.values.pinochle.2" in out and "002_5eb874ad8e67ddba.txt" in out
    assert 'Given the ruleset "family-5-michigan"' in out
    assert "| pinochle | -    | 2            | 20     |" in out
    assert _run_scenario(out, tmp_path) == 0
    assert _run_scenario(out.replace('"family-5-michigan"', '"family-5-shore"'), tmp_path) == 1


def test_the_same_ruleset_explains_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "penn-4", "penn-4"]) == 0
    assert capsys.readouterr().out == ""


def test_answers_never_give_one_request_the_answer_of_another_that_has_gone() -> None:
    # requests are fresh objects each time a pool is taken; one freed and another made often
    # gets the same id, which must not bring back the first one's answer
    from conformance_report.tools.cases import Case
    from conformance_report.tools.smoke import load_ruleset
    from conformance_report.variants.probes import Answers, engine_answer

    doc = dict(load_ruleset("penn-4") or {})
    answers = Answers()
    rs = answers.ruleset(doc)
    hands = [["AH", "TH", "KH", "QH", "JH"], ["QS", "JD"], ["KS", "QS"], ["9H"]]
    for i in range(40):
        args = {"hand": hands[i % len(hands)], "trump": "H"}
        assert answers.answer(doc, Case("meld", args)) == engine_answer(rs, "meld", args), i
