"""Issue 30, items 2 and 5: no silent empty runs, and the report says what was judged.

The not-applicable ``reason`` and the ``retargeted`` changes are written by the judge under a
variant; here they are hand-made verdicts, so the report's side of the contract is checked
on its own.
"""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import main
from conformance_report.report.html import render_html
from conformance_report.report.model import build_report, validate_report
from conformance_report.report.terminal_summary import render_terminal_summary
from conformance_report.report.text import render_markdown
from tests._report_samples import header

FAKES = Path(__file__).resolve().parent / "fakes"
PY = shlex.quote(sys.executable)


def _verdict(n: int, status: str, **extra: Any) -> dict[str, Any]:
    return {
        "id": f"features/x.feature::scenario {n}",
        "implementation": "impl-0",
        "status": status,
        "feature": "x",
        "scenario": f"scenario {n}",
        "rules": ["penn.bidding.minimum"],
        "sources": ["doc-004"],
        "rulesets": ["penn-4"],
        "duration": 0.0,
        "rerun": "pinochle-conformance run …",
        "variant": "penn-4-house",
        **extra,
    }


REACHED = "the scenario's question is not reached under the variant"
IMPOSSIBLE = "the set-up is impossible under the variant"


def _sample() -> dict[str, Any]:
    results = [
        _verdict(1, "passed"),
        _verdict(2, "failed", message="expected 250, got 300"),
        _verdict(
            3,
            "passed",
            label="derived",
            retargeted=["bids scaled from 250 by 10 to 300 by 10", "seats rotated by 1"],
        ),
        _verdict(4, "not_applicable", message="under your variant the opening bid of 250 is below 300", reason=REACHED),
        _verdict(5, "not_applicable", message="under your variant the opening bid of 260 is below 300", reason=REACHED),
        _verdict(6, "not_applicable", message="five hands in a four-player game", reason=IMPOSSIBLE),
        _verdict(7, "not_applicable", message="a message without a reason key"),
        _verdict(8, "unsupported", message="operation 'deal' not declared in handshake"),
    ]
    hd = header(1)
    hd["implementations"][0]["variants"] = ["penn-4-house"]
    return build_report(hd, results, {"impl-0": 1.0}, "2026-11-21T00:01:00+00:00")


def test_the_footer_says_what_each_implementation_was_judged_on() -> None:
    report = _sample()
    assert validate_report(report) == []
    judged = report["footer"]["implementations"]["impl-0"]["judged"]
    assert judged["as"] == ["penn-4-house"]
    assert (judged["scenarios"], judged["judged"], judged["share"]) == (8, 3, 0.375)
    assert judged["not_applicable"] == [
        {
            "reason": REACHED,
            "count": 2,
            "examples": ["features/x.feature::scenario 4", "features/x.feature::scenario 5"],
        },
        {"reason": "a message without a reason key", "count": 1, "examples": ["features/x.feature::scenario 7"]},
        {"reason": IMPOSSIBLE, "count": 1, "examples": ["features/x.feature::scenario 6"]},
    ]
    assert judged["retargeted"] == [
        {
            "id": "features/x.feature::scenario 3",
            "variant": "penn-4-house",
            "status": "passed",
            "changes": ["bids scaled from 250 by 10 to 300 by 10", "seats rotated by 1"],
        }
    ]
    assert judged["nothing"] is None


def test_summary_md_html_and_terminal_say_what_was_judged() -> None:
    report = _sample()
    md = render_markdown(report)
    assert "## What was judged" in md
    assert "judged as penn-4-house: 3 of 8 scenarios passed or failed (judged share 37.5%)" in md
    assert f"  - 2 × {REACHED}" in md.replace("\\", "")
    assert "re-targeted to the variant: 1" in md
    assert "bids scaled from 250 by 10 to 300 by 10; seats rotated by 1" in md
    page = render_html(report)
    assert "<h3>What was judged</h3>" in page and "<td data-judged-share>37.5%</td>" in page
    assert f"<li>2 × {REACHED.replace(chr(39), '&#x27;')}</li>" in page
    assert "bids scaled from 250 by 10 to 300 by 10; seats rotated by 1" in page


def _nothing() -> dict[str, Any]:
    results = [
        _verdict(n, "unsupported", message="ruleset 'penn-4-custom' not declared in handshake") for n in range(3)
    ]
    results.append(_verdict(9, "not_applicable", message="five hands in a four-player game", reason=IMPOSSIBLE))
    return build_report(header(1), results, {"impl-0": 0.5}, "2026-11-21T00:01:00+00:00")


def test_a_report_that_judged_nothing_says_so_plainly_everywhere() -> None:
    report = _nothing()
    assert validate_report(report) == []
    why = (
        "engine-0 was judged on no scenario: 3 unsupported (ruleset 'penn-4-custom' not declared in handshake),"
        f" 1 not applicable ({IMPOSSIBLE})"
    )
    assert report["footer"]["implementations"]["impl-0"]["judged"]["nothing"] == why
    assert "no failed or errored result" not in render_html(report)
    assert "<b>engine-0 was judged on no scenario: 3 unsupported" in render_html(report)
    md = render_markdown(report)
    assert md.split("\n")[2].startswith("**engine-0 was judged on no scenario: 3 unsupported")
    terminal = render_terminal_summary(report, width=400)
    assert terminal.splitlines()[0] == why


def test_a_judged_report_still_says_no_failed_result() -> None:
    report = build_report(header(1), [_verdict(1, "passed")], {}, "2026-11-21T00:01:00+00:00")
    assert "no failed or errored result" in render_html(report)
    assert render_terminal_summary(report) == ""


def test_an_adapter_that_answers_unsupported_to_everything_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    impl = f"{PY} {FAKES / 'declines.py'}"
    code = main(["run", "--impl", impl, "--ruleset", "penn-4", "-k", "trump", "--out", str(out), "--no-progress"])
    printed = " ".join(capsys.readouterr().out.split())  # the summary wraps to the terminal's width
    assert code == 1
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    statuses = {r["status"] for r in report["results"]}
    assert statuses <= {"unsupported", "not_applicable"} and "unsupported" in statuses
    n = sum(r["status"] == "unsupported" for r in report["results"])
    assert f"fake was judged on no scenario: {n} unsupported (this adapter plays nothing after all)" in printed
    assert "exit 1: fake 0.0.1 was judged on no scenario" in printed
    # with a baseline that expects nothing, it still is no pass
    baseline = tmp_path / "baseline.json"
    assert main(["run", "--impl", impl, "-k", "trump", "--out", str(out), "--no-progress"]) == 1
    main(["run", "--impl", impl, "-k", "trump", "--out", str(out), "--write-baseline", str(baseline), "--no-progress"])
    again = ["run", "--impl", impl, "-k", "trump", "--out", str(out), "--baseline", str(baseline), "--no-progress"]
    assert main(again) == 1
