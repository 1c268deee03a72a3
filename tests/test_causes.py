"""Causes: the smallest disagreements that explain an app's failures, found through the adapter
protocol (``run`` against planted-bug fakes)."""

from __future__ import annotations

import json
import re
import shlex
import sys
from pathlib import Path
from typing import Any

from conformance_report.cli import main
from conformance_report.report.model import validate_report
from conformance_report.report.terminal_summary import render_terminal_summary

FAKES = Path(__file__).parent / "fakes"
PY = shlex.quote(sys.executable)
SOME = ["--ruleset", "penn-4", "--ruleset", "trickster-classic", "--ruleset", "bruce-5"]


def _run(tmp_path: Path, name: str, *args: str) -> dict[str, Any]:
    out = tmp_path / name
    main(
        [
            "run",
            "--out",
            str(out.relative_to(Path.cwd())) if out.is_relative_to(Path.cwd()) else str(out),
            "--no-progress",
            "--validate-report",
            *args,
        ]
    )
    report: dict[str, Any] = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert validate_report(report) == []
    return report


def _failing(report: dict[str, Any], key: str = "impl-0") -> set[str]:
    return {
        r["id"] + (f" [{r['variant']}]" if r.get("variant") else "")
        for r in report["results"]
        if r["implementation"] == key and r["status"] in ("failed", "errored")
    }


def test_two_planted_bugs_are_the_top_two_causes_and_explain_nine_tenths(tmp_path: Path) -> None:
    bugs = f"{PY} {FAKES / 'planted.py'} --bug ten-below-king --bug last-trick-missing"
    report = _run(tmp_path, "two", "--impl", bugs, *SOME)
    slot = report["footer"]["implementations"]["impl-0"]
    failing = _failing(report)
    assert len(failing) >= 20, "the planted bugs should fail many scenarios"
    causes = slot["causes"]
    top = causes[:2]
    ranks = [c for c in top if c["operation"] == "trick_winner" and re.search(r"T(.) should beat K\1", c["differs"])]
    last = [c for c in top if "counters.last_trick = 0" in c["differs"]]
    assert len(ranks) == 1 and len(last) == 1, [c["differs"] for c in causes]
    # the minimal request is a real disagreement: the reference's answer and the app's differ
    for c in top:
        assert c["expected"] != c["actual"]
        assert c["request"]["op"] == c["operation"]
    rank = ranks[0]
    cards = [t["card"] for t in rank["request"]["args"]["trick"]]
    assert len(cards) <= 4 and {c[0] for c in cards} >= {"T", "K"}
    explained = {i for c in causes for i in c["explains"]}
    assert explained <= failing
    assert len(explained) >= 0.9 * len(failing)
    assert set(slot["unexplained"]) == failing - explained
    assert [len(c["explains"]) for c in causes] == sorted((len(c["explains"]) for c in causes), reverse=True)
    summary = (tmp_path / "two" / "summary.md").read_text(encoding="utf-8")
    after = "## Failures no cause explains" if slot["unexplained"] else "Every failed or errored result is explained"
    assert summary.index("## Causes") < summary.index(after)
    assert rank["differs"] in summary


def test_one_schema_invalid_reply_shape_is_one_cause(tmp_path: Path) -> None:
    fake = f"{PY} {FAKES / 'schema_invalid.py'} --op meld"
    report = _run(tmp_path, "bad", "--impl", fake, "--ruleset", "penn-4")
    causes = report["footer"]["implementations"]["impl-0"]["causes"]
    broken = [c for c in causes if "breaks the protocol" in c["differs"]]
    assert len(broken) == 1 and broken[0]["operation"] == "meld"
    errored = {r["id"] for r in report["results"] if r["status"] == "errored"}
    assert errored and set(broken[0]["explains"]) == errored
    assert broken[0]["actual"] == {"bogus": True}


def test_a_report_without_failures_has_no_causes(tmp_path: Path) -> None:
    report = _run(tmp_path, "ok", "--ruleset", "penn-4", "--tags", "penn.meld.run")
    assert all(r["status"] == "passed" for r in report["results"])
    assert "causes" not in report["footer"]["implementations"]["impl-0"]


def _tokens(text: str) -> list[str]:
    return text.split()


def test_three_implementations_read_at_80_columns(tmp_path: Path, capsys: Any, monkeypatch: Any) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.chdir(tmp_path)  # a short --out: a path longer than the line would stand alone on it
    impls = [
        f"{PY} {FAKES / 'planted.py'} --bug ten-below-king",
        f"{PY} {FAKES / 'planted.py'} --bug last-trick-missing",
        f"{PY} {FAKES / 'planted.py'} --bug must-head-ignored",
    ]
    args = [x for i in impls for x in ("--impl", i)]
    report = _run(tmp_path, "three", *args, "--ruleset", "penn-4")
    printed = capsys.readouterr().out
    assert "impl-0 = pinochle-reference-engine 0.1.0 [" in printed  # which key is which, said
    assert "Causes of impl-0's failures" in printed and "short test summary" in printed
    assert max(len(line) for line in printed.splitlines()) <= 80
    narrow = render_terminal_summary(report, width=80)
    wide = render_terminal_summary(report, width=10_000)
    assert max(len(line) for line in narrow.splitlines()) <= 80
    # no word broken: every word at 80 columns is a word of the unwrapped text (or the "…" of a cut line)
    assert set(_tokens(narrow)) - {"…"} <= set(_tokens(wide))
    assert "\x1b" not in printed  # not a terminal: no colour
