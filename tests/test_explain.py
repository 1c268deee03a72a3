"""explain: scenarios that show how two rulesets play differently."""

from __future__ import annotations

import functools
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from _profile import LONG

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
    assert "meld.values.pinochle.2" in out and "A 5-handed family game and its readers' variants (002)" in out
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


# ------------------------------------------------------------------ answer-neutral means answer-neutral
@functools.cache
def _scenario_requests() -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    """Every request the suite's hand-written scenarios make, with the ruleset it is made under."""
    from conformance_report.spec.features import FEATURES
    from conformance_report.spec.runner import execute
    from conformance_report.spec.session import load, select
    from conformance_report.variants.judge import Reference

    out = []
    for p in select(load(FEATURES)):
        for op, ruleset, args, _ in execute(p, Reference()).calls:
            out.append((op, dict(ruleset), dict(args)))
    return out


PAIRS = [  # per document, its rulesets most apart: meld values, counters, the last trick, bidding, play and scoring
    ("trickster-classic", "trickster-modern"),
    ("trickster-classic", "trickster-double-deck"),
    ("peterson-4", "peterson-3"),
    ("family-5-shore", "family-5-single-deck"),
    ("penn-4", "penn-3"),
    ("bruce-5", "bruce-7"),
    # a fourth royal marriage's value shows only in a hand holding four: the random pool missed it
    ("trickster-double-deck-double-royal-marriage", "trickster-modern"),
]


def _every_pair() -> list[tuple[str, str]]:
    """Every pair of named rulesets of one document (315 pairs: the long profile's)."""
    from conformance_report.rulesets import load_document, ruleset_ids

    by_doc: dict[str, list[str]] = {}
    for rid in ruleset_ids():
        by_doc.setdefault(str(load_document(rid)["source"]["document"]), []).append(rid)
    return [(a, b) for ids in by_doc.values() for i, a in enumerate(sorted(ids)) for b in sorted(ids)[i + 1 :]]


ALL_PAIRS = _every_pair() if LONG else PAIRS


@pytest.mark.parametrize(("a", "b"), ALL_PAIRS, ids=[f"{a}..{b}" for a, b in ALL_PAIRS])
def test_an_option_explain_calls_answer_neutral_changes_no_answer_to_a_scenarios_request(a: str, b: str) -> None:
    """Each option ``explain`` lists as changing no answer is flipped alone (A's value to B's) and
    every request of the hand-written scenarios under A's document is answered again: none changes."""
    from conformance_report.rulesets import load_document
    from conformance_report.tools.explain import explain
    from conformance_report.variants.judge import reference_outcome
    from conformance_report.variants.probes import get_path, relevant_ops, set_path

    result = explain(a, b)
    doc_a, doc_b = load_document(a), load_document(b)
    same_document = [
        (op, args)
        for op, rs, args in _scenario_requests()
        if rs.get("source", {}).get("document") == doc_a["source"]["document"]
    ]
    changed = []
    for path in result.silent:
        flipped = set_path(doc_a, path, get_path(doc_b, path))
        for op, args in same_document:
            if op not in relevant_ops(path):
                continue
            before, after = reference_outcome(op, doc_a, args), reference_outcome(op, flipped, args)
            if before.ok and after.ok and before.result != after.result:
                changed.append((path, op, args))
                break
    assert changed == []
    assert result.scenarios  # the pair differs in play


def test_a_clubs_own_value_cites_its_declaration_and_inherited_readings_say_whose(tmp_path: Path) -> None:
    from conformance_report.tools.explain import explain, render

    club = tmp_path / "club.json"
    club.write_text('{"extends": "trickster-classic", "id": "our-club", "meld": {"values": {"run": {"1": 200}}}}')
    text = render(explain("trickster-classic", str(club)))
    assert "# meld.values.run.1: our-club's own value, set by its declaration on trickster-classic" in text
    assert "(not from a document)" in text
    modern = render(explain("trickster-classic", "trickster-modern"))
    assert "meld.values.run.1" in modern.split("# options that differ on paper")[0]  # the run's 15 is shown
    assert "# meld.values.run.1: trickster-modern follows Trickster Pinochle and its house options (003) (" in modern
    assert "#   reading of trickster-modern: " in modern
