"""``diff`` between two reports keys implementations uniquely (issue 13, item 8)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from conformance_report import cli
from conformance_report.report.diff import diff_reports, implementation_labels, render_diff, shared_names
from conformance_report.report.model import build_report, validate_report


def _report(impls: list[tuple[str, list[str]]], statuses: dict[str, dict[str, str]]) -> dict[str, Any]:
    """``impls``: (name, argv) per implementation; ``statuses``: key -> scenario id -> status."""
    header = {
        "harness": {"name": "pinochle-conformance", "version": "0"},
        "suite_commit": "abc",
        "started": "2026-11-21T00:00:00+00:00",
        "command": ["pinochle-conformance", "run"],
        "implementations": [
            {"key": f"impl-{i}", "argv": argv, "name": name, "version": "1", "language": "py"}
            for i, (name, argv) in enumerate(impls)
        ],
        "rulesets": ["penn-4"],
    }
    results = [
        {
            "id": sid,
            "implementation": key,
            "status": status,
            "feature": "features/x.feature",
            "scenario": sid,
            "rules": [],
            "sources": ["doc-004"],
            "rulesets": ["penn-4"],
            "duration": 0.01,
            "rerun": f"pinochle-conformance run --scenario {sid}",
        }
        for key, by_id in statuses.items()
        for sid, status in by_id.items()
    ]
    return build_report(header, results, {}, "2026-11-21T00:00:01+00:00")


TWINS = [("fake", ["node", "a.js"]), ("fake", ["node", "b.js"])]


def test_two_implementations_with_one_name_keep_all_their_results() -> None:
    old = _report(TWINS, {"impl-0": {"s1": "passed", "s2": "passed"}, "impl-1": {"s1": "passed", "s2": "passed"}})
    new = _report(TWINS, {"impl-0": {"s1": "failed", "s2": "failed"}, "impl-1": {"s1": "passed", "s2": "errored"}})
    d = diff_reports(old, new)
    assert [(e["implementation"], e["scenario"], e["new"]) for e in d["regressions"]] == [
        ("fake [node a.js]", "s1", "failed"),
        ("fake [node a.js]", "s2", "failed"),
        ("fake [node b.js]", "s2", "errored"),
    ]
    assert d["fixes"] == d["changes"] == d["added"] == d["removed"] == []


def test_labels_use_the_name_alone_when_unique_then_the_command_then_the_key() -> None:
    report = _report(
        [("solo", ["x"]), ("fake", ["a"]), ("fake", ["b"]), ("dup", ["same"]), ("dup", ["same"])],
        {},
    )
    assert implementation_labels(report) == {
        "impl-0": "solo",
        "impl-1": "fake [a]",
        "impl-2": "fake [b]",
        "impl-3": "dup [impl-3]",
        "impl-4": "dup [impl-4]",
    }
    assert shared_names(report) == ["dup", "fake"]


def test_a_reordered_impl_list_still_matches_by_name() -> None:
    old = _report([("a", ["a"]), ("b", ["b"])], {"impl-0": {"s": "passed"}, "impl-1": {"s": "failed"}})
    new = _report([("b", ["b"]), ("a", ["a"])], {"impl-0": {"s": "failed"}, "impl-1": {"s": "passed"}})
    assert all(entries == [] for entries in diff_reports(old, new).values())


def test_an_implementation_keeps_its_label_when_another_of_its_name_joins() -> None:
    old = _report([("fake", ["node", "a.js"])], {"impl-0": {"s1": "failed", "s2": "passed"}})
    new = _report(TWINS, {"impl-0": {"s1": "failed", "s2": "failed"}, "impl-1": {"s1": "failed", "s2": "passed"}})
    d = diff_reports(old, new)
    assert [(e["implementation"], e["scenario"], e["new"]) for e in d["regressions"]] == [
        ("fake [node a.js]", "s2", "failed")
    ]
    assert [(e["implementation"], e["scenario"]) for e in d["added"]] == [
        ("fake [node b.js]", "s1"),
        ("fake [node b.js]", "s2"),
    ]
    assert d["removed"] == []
    # one implementation alone whose command changed still matches itself by name
    moved = _report([("fake", ["node", "a2.js"])], {"impl-0": {"s1": "passed", "s2": "passed"}})
    assert [e["scenario"] for e in diff_reports(old, moved)["fixes"]] == ["s1"]


def test_render_diff_names_shared_names_and_neutralises_escapes() -> None:
    impls = [("fake\x1b[2J", ["a"]), ("fake\x1b[2J", ["b"])]
    old = _report(impls, {"impl-0": {"s": "passed"}, "impl-1": {"s": "passed"}})
    new = _report(impls, {"impl-0": {"s": "failed"}, "impl-1": {"s": "passed"}})
    text = render_diff(old, new)
    assert "\x1b" not in text
    lines = text.splitlines()
    assert lines[0] == "note: old report: implementations share the name 'fake\\x1b[2J'; told apart as: " + (
        "fake\\x1b[2J [a], fake\\x1b[2J [b]"
    )
    assert "regressions: 1" in lines
    assert "  [fake\\x1b[2J [a]] s: passed -> failed" in lines


def test_the_diff_command_counts_every_regression_of_twin_implementations(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = _report(TWINS, {"impl-0": {"s1": "passed", "s2": "passed"}, "impl-1": {"s1": "passed", "s2": "passed"}})
    new = _report(TWINS, {"impl-0": {"s1": "failed", "s2": "failed"}, "impl-1": {"s1": "failed", "s2": "passed"}})
    assert validate_report(old) == validate_report(new) == []
    (tmp_path / "old.json").write_text(json.dumps(old), encoding="utf-8")
    (tmp_path / "new.json").write_text(json.dumps(new), encoding="utf-8")
    assert cli.main(["diff", str(tmp_path / "old.json"), str(tmp_path / "new.json")]) == 1
    out = capsys.readouterr().out.splitlines()
    assert "regressions: 3" in out
    assert "  [fake [node a.js]] s2: passed -> failed" in out
    assert "  [fake [node b.js]] s1: passed -> failed" in out


def test_every_writer_names_same_name_implementations_apart_and_says_their_variant() -> None:
    from conformance_report.report.badges import badge_files
    from conformance_report.report.diff import display_names
    from conformance_report.report.text import render_junit, render_markdown

    report = _report([*TWINS, ("solo", ["x"])], {"impl-0": {"s": "failed"}, "impl-1": {"s": "passed"}})
    report["header"]["implementations"][2]["variants"] = ["penn-4-custom"]
    names = display_names(report)
    assert names == {
        "impl-0": "fake 1 [node a.js]",
        "impl-1": "fake 1 [node b.js]",
        "impl-2": "solo 1 as penn-4-custom",
    }
    junit = render_junit(report)
    assert all(f'testsuite name="{n}"' in junit for n in names.values())
    summary = render_markdown(report)  # brackets escaped: Markdown text, not a link
    escaped = {n: n.replace("[", "\\[").replace("]", "\\]") for n in names.values()}
    assert all(f"| {escaped[n]} |" in summary for n in names.values())
    badges = json.loads(badge_files(report)["badges.json"])
    assert {key: badges[f"{key}.svg"]["label"] for key in names} == names
