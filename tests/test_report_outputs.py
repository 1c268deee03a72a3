"""What the report writers say about a failure, outside the page: the rule it is about, the first
differing action of a sequence check, the two sides of a failure's diff, the score and coverage,
summary.md's "and N more" and the terminal summary by rule."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from _report_samples import big_report, header, sequence_failure

from conformance_report.report.detail import attribute, failing_rule, sequence_difference
from conformance_report.report.model import FORMULAS, build_report, scores, validate_report
from conformance_report.report.reference import answers_to_compare
from conformance_report.report.terminal_summary import render_terminal_summary
from conformance_report.report.text import render_junit, render_markdown


def _failed(rules: list[str], step: dict[str, Any], answer: Any = None, **extra: Any) -> dict[str, Any]:
    r: dict[str, Any] = {"id": "f::x", "status": "failed", "rules": rules, "step": step, **extra}
    if answer is not None:
        r["exchanges"] = [{"request": {"op": "x", "ruleset": "penn-4", "args": {}}, "reply": {"result": answer}}]
    return r


# ----------------------------------------------------------------------------- the rule
def test_the_rule_is_the_one_the_failing_step_names_and_never_a_guess() -> None:
    step = {"step": "Then the trick is won by seat 3", "what": "trick winner", "expected": 3, "actual": 1}
    two = ["penn.deck.rank-order", "penn.play.trick-winner"]
    # the failing step's '# checks:' rule wins, whichever of the cited rules it is
    assert failing_rule(_failed(two, {**step, "rule": "penn.deck.rank-order"})) == "penn.deck.rank-order"
    assert failing_rule(_failed(two, {**step, "rule": "penn.play.trick-winner"})) == "penn.play.trick-winner"
    # a single cited rule is that rule; several with none named, or none cited, give no rule
    assert failing_rule(_failed(["penn.scoring.made"], step)) == "penn.scoring.made"
    assert failing_rule(_failed(two, step)) is None
    assert failing_rule(_failed([], step)) is None
    # the words of the check no longer pick one ("trick winner" matched the second rule before)
    assert failing_rule(_failed(two, {**step, "what": "trick winner"})) is None


def test_attribute_sets_the_named_rule_and_drops_a_stale_one() -> None:
    step = {"step": "Then the meld total is 15", "what": "meld total", "expected": 15, "actual": 19}
    both = ["penn.meld.run", "penn.meld.run-holds-its-marriage"]
    named = {**_failed(both, {**step, "rule": "penn.meld.run"}), "rule": "penn.meld.run-holds-its-marriage"}
    unnamed = {**_failed(both, step), "id": "f::y", "rule": "penn.meld.run"}
    single = {**_failed(["penn.meld.run"], step), "id": "f::z"}
    passed = {**_failed(["penn.meld.run"], step), "id": "f::p", "status": "passed"}
    out = attribute([named, unnamed, single, passed])
    assert [r.get("rule") for r in out] == ["penn.meld.run", None, "penn.meld.run", None]


# ----------------------------------------------------------------------------- sequence checks
def test_a_sequence_check_names_the_first_differing_action_and_the_code_returned() -> None:
    r = sequence_failure("f::x", "impl-0")
    assert sequence_difference(r) == {
        "action": 7,
        "text": "seat 2: play QH",
        "expected": "rejected with rule play.must-head",
        "actual": "accepted",
        "rule": None,
    }
    steps = [{"index": i, "accepted": True, "rule": None} for i in range(3)] + [
        {"index": 3, "accepted": False, "rule": "play.must-follow"}
    ]
    accepted = _failed(
        [],
        {"what": "accepted actions", "expected": [True] * 6, "actual": [True, True, True, False]},
        {"steps": steps},
        inputs=[
            {
                "step": "And the actions:",
                "table": [["seat", "action"], ["1", "bid 20"], ["2", "pass"], ["3", "pass"], ["0", "play 9H"]],
            }
        ],
    )
    assert sequence_difference(accepted) == {
        "action": 4,
        "text": "seat 0: play 9H",
        "expected": "accepted",
        "actual": "rejected with rule play.must-follow",
        "rule": "play.must-follow",
    }
    assert sequence_difference(_failed([], {"what": "trick winner", "expected": 1, "actual": 2})) is None


# ----------------------------------------------------------------------------- the diff's two sides
def test_the_diff_compares_the_reference_whole_answer_with_the_apps() -> None:
    mine = {"lines": [["marriage", "H", 1, 4]], "total": 4}
    theirs = {"lines": [["royal marriage", "H", 1, 4]], "total": 4}
    request = {"op": "meld", "ruleset": "penn-4", "args": {"hand": ["KH", "QH"], "trump": "H"}}
    earlier = {**request, "args": {"hand": ["AS"], "trump": "H"}}
    r = _failed([], {"what": "meld total", "expected": 4, "actual": 9})
    r["exchanges"] = [
        {"request": earlier, "reply": {"result": theirs}, "reference": {"result": theirs}},
        {"request": request, "reply": {"result": mine}, "reference": {"result": theirs}},
        {"request": earlier, "reply": {"result": theirs}, "reference": {"result": theirs}},
    ]
    shown = answers_to_compare(r)  # the last request whose answers differ
    assert shown is not None and shown.whole
    assert (shown.expected, shown.actual, shown.request) == (theirs, mine, request)
    # one side not a result: the two whole replies
    r["exchanges"][1]["reply"] = {"error": {"message": "boom"}}
    shown = answers_to_compare(r)
    assert shown is not None and (shown.expected, shown.actual) == ({"result": theirs}, {"error": {"message": "boom"}})
    # no reference recorded (an older report): the checked values, said as such
    shown = answers_to_compare(_failed([], {"what": "meld total", "expected": 4, "actual": 9}, mine))
    assert shown is not None and (shown.expected, shown.actual, shown.whole) == (4, 9, False)
    assert answers_to_compare({"status": "errored", "message": "timeout"}) is None


# ----------------------------------------------------------------------------- score and coverage
def test_one_score_and_a_separate_coverage() -> None:
    counts = {"passed": 8, "failed": 1, "errored": 1, "unsupported": 80, "skipped": 5, "not_applicable": 5}
    assert scores(counts) == {"score": 0.8, "coverage": 0.1}
    assert scores({"passed": 0, "unsupported": 3}) == {"score": None, "coverage": 0.0}
    assert scores({}) == {"score": None, "coverage": None}
    assert set(FORMULAS) == {"score", "coverage"} and "not a grade" in FORMULAS["coverage"]
    report = big_report(30)
    assert validate_report(report) == []
    slot = report["footer"]["implementations"]["impl-0"]
    assert slot["scores"] == {"score": 1.0, "coverage": 1.0}


# ----------------------------------------------------------------------------- summary.md and terminal
def _many_failures(n: int) -> dict[str, Any]:
    results = [sequence_failure(f"f::s{i:03d}", "impl-0") for i in range(n)]
    return build_report(header(1), results, {"impl-0": 1.0}, "2026-11-21T00:00:01+00:00")


def test_summary_md_says_how_many_more() -> None:
    text = render_markdown(_many_failures(12), limit=5)
    assert text.count("- **failed**") == 5
    assert "… and 7 more failures and errors (see report.json or report.html)." in text
    assert "## Failures and errors by rule (12 in 1 rule)" in text
    assert "action 7 (seat 2: play QH): expected rejected with rule play.must-head, got accepted" in text
    full = render_markdown(_many_failures(12))
    assert full.count("- **failed**") == 12 and "more failures" not in full
    assert f"Score: {FORMULAS['score']}." in full


def test_terminal_summary_shows_the_top_groups_then_a_count() -> None:
    results = []
    for g in range(13):
        for i in range(13 - g):  # group g has 13 - g failures
            r = sequence_failure(f"f::g{g:02d}-{i}", "impl-0")
            r["step"]["rule"] = f"penn.rule-{g:02d}"
            results.append(r)
    report = build_report(header(1), results, {"impl-0": 1.0}, "2026-11-21T00:00:01+00:00")
    text = render_terminal_summary(report, width=140)
    assert text.startswith("Implementations: impl-0 = engine-0 1.0\n")
    assert f"\nFailures by rule: {len(results)} in 13 rules\n" in text
    shown = [g for g in range(13) if f"penn.rule-{g:02d}" in text]
    assert shown == list(range(10))  # the ten largest groups, largest first
    assert text.index("penn.rule-00") < text.index("penn.rule-09")
    assert "  … and 3 more rules with 6 failed or errored result(s): see report.html or summary.md\n" in text
    assert text.count("\nFAILED f::g") == len(results)  # every failing id, like pytest -rf
    assert "\x1b" not in text
    assert render_terminal_summary(big_report(5, 1)) == ""


def test_terminal_summary_keeps_rule_ids_and_implementations_whole_at_80_columns() -> None:
    results = []
    for i, (rule, impl) in enumerate(
        [("penn.play.must-beat-trump-lead", "impl-0")] * 4 + [("penn.meld.run", "impl-1")]
    ):
        r = sequence_failure(f"f::{i}", impl)
        r["step"]["rule"] = rule
        results.append(r)
    report = build_report(header(2), results, {"impl-0": 1.0, "impl-1": 1.0}, "2026-11-21T00:00:01+00:00")
    text = render_terminal_summary(report, width=80)
    assert max(len(line) for line in text.splitlines()) <= 80
    assert "4 × penn.play.must-beat-trump-lead (impl-0 ×4)" in text and "1 × penn.meld.run (impl-1)" in text


def test_terminal_summary_prints_adapter_text_inert() -> None:
    r = sequence_failure("f::x", "impl-0")
    r.pop("step")
    r.update(status="errored", message="\x1b[2J[bold red]boom[/]\u202e")
    report = build_report(header(1), [r], {"impl-0": 1.0}, "2026-11-21T00:00:01+00:00")
    text = render_terminal_summary(report, width=200)
    assert "\x1b" not in text and "\u202e" not in text
    assert "[bold red]boom[/]" in text


def test_junit_counts_only_passed_scenarios_as_passes() -> None:
    # not applicable and other-reading verdicts are no pass: CI must not count them as ones
    report = big_report(200, 3, seed=4)
    root = ET.fromstring(render_junit(report).split("?>", 1)[1])
    for suite, impl in zip(root, report["header"]["implementations"], strict=True):
        counts = report["footer"]["implementations"][impl["key"]]["counts"]
        cases = list(suite)
        kinds = [case[0].tag if len(case) else "passed" for case in cases]
        assert kinds.count("passed") == counts["passed"]
        not_judged = sum(counts[s] for s in ("unsupported", "skipped", "not_applicable", "other_reading"))
        assert kinds.count("skipped") == int(suite.get("skipped", "")) == not_judged
        assert int(suite.get("tests", "")) == len(cases) == sum(counts.values())
    assert report["footer"]["implementations"]["impl-2"]["counts"]["not_applicable"] > 0  # the sample has some
