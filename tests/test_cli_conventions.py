"""CI conventions end to end (issue 15): --version, help on every argument, list, -k, --maxfail,
--shard with merge (the merged report equals a single run but for timing), baselines, diff --html
and badges."""

from __future__ import annotations

import argparse
import copy
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import build_parser, main
from conformance_report.commands.baseline import compare_to_baseline, read_baseline, write_baseline
from conformance_report.commands.merge import merge_reports
from conformance_report.report.badges import write_badges
from conformance_report.report.model import validate_report

PY = sys.executable
FAKES = Path(__file__).parent / "fakes"
REFERENCE = f"{PY} -m reference_engine.adapter"
TEN_BELOW_KING = f"{PY} {FAKES / 'planted.py'} --bug ten-below-king"
MUST_HEAD_IGNORED = f"{PY} {FAKES / 'planted.py'} --bug must-head-ignored"
SELECTION = ["--ruleset", "penn-4", "-k", "trump"]


def _run(out: Path, *args: str) -> tuple[int, dict[str, Any]]:
    code = main(["run", *args, "--out", str(out), "--no-progress"])
    return code, json.loads((out / "report.json").read_text(encoding="utf-8"))


def _listed(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    capsys.readouterr()
    assert main(["list", *args]) == 0
    return capsys.readouterr().out.splitlines()


# ----------------------------------------------------------------------------- --version and help
def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    from conformance_report import __version__

    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"pinochle-conformance {__version__}"


def test_every_argument_of_every_subcommand_has_help() -> None:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    helps = {c.dest: c.help for c in sub._choices_actions}
    missing = []
    for name, subparser in sub.choices.items():
        if not helps.get(name):
            missing.append(name)
        for action in subparser._actions:
            if not isinstance(action, argparse._HelpAction) and not action.help:
                missing.append(f"{name} {'/'.join(action.option_strings) or action.dest}")
    assert missing == []
    assert {"run", "smoke", "fuzz", "check-ruleset", "diff", "merge", "list"} <= set(sub.choices)


# ----------------------------------------------------------------------------- list and -k
def test_list_scenarios_uses_the_run_filters(capsys: pytest.CaptureFixture[str]) -> None:
    every = _listed(capsys, "scenarios")
    penn = _listed(capsys, "scenarios", "--ruleset", "penn-4")
    chosen = _listed(capsys, "scenarios", *SELECTION)
    assert len(every) > len(penn) > len(chosen) > 3
    assert set(chosen) <= set(penn) <= set(every)
    assert all("trump" in sid.lower() and sid.startswith("features/004_penn/") for sid in chosen)
    narrower = _listed(capsys, "scenarios", "--ruleset", "penn-4", "-k", "trump and not lead")
    assert set(narrower) == {s for s in chosen if "lead" not in s.lower()}
    tagged = _listed(capsys, "scenarios", "--tags", "penn.play.trick-winner")
    assert tagged and all(sid.startswith("features/004_penn/play.feature::") for sid in tagged)


def test_list_rulesets_and_rules(capsys: pytest.CaptureFixture[str]) -> None:
    rulesets = _listed(capsys, "rulesets")
    assert any(line.startswith("penn-4\t") for line in rulesets)
    only = _listed(capsys, "rulesets", "--ruleset", "penn-4")
    assert only[0].startswith("penn-4\t") and "scenarios" in only[0]
    # then the rulesets its scenarios build from options, each by the short id its requests carry
    assert len(only) > 1 and all(
        re.match(r"penn-4-[0-9a-f]{8}\t\d+ scenarios\tpenn-4 with .* \(built by the scenario; claim its id", line)
        for line in only[1:]
    ), only
    capsys.readouterr()
    assert main(["list", "rules", "--tags", "doc-004", "--json"]) == 0
    rules = json.loads(capsys.readouterr().out)
    assert rules and all(r["id"].startswith("penn.") and r["scenarios"] >= 1 for r in rules)
    assert {"id", "kind", "statement", "document", "section", "scenarios"} <= set(rules[0])


def test_list_refuses_an_unknown_ruleset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["list", "scenarios", "--ruleset", "penn-44"]) == 2
    assert "penn-4" in capsys.readouterr().err  # the nearest id is suggested


def test_keyword_selects_what_list_shows(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expected = _listed(capsys, "scenarios", *SELECTION)
    code, report = _run(tmp_path / "k", *SELECTION)
    assert code == 0
    assert [r["id"] for r in report["results"]] == expected
    assert report["footer"]["counts"]["passed"] == len(expected)


def test_maxfail_stops_judging(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run(tmp_path / "m", "--impl", MUST_HEAD_IGNORED, "--ruleset", "penn-4", "--maxfail", "1")
    assert code == 1
    counts = report["footer"]["counts"]
    assert counts["failed"] + counts["errored"] == 1
    skipped = [r for r in report["results"] if r["status"] == "skipped"]
    assert skipped and all(r["message"] == "not run: --maxfail 1 reached" for r in skipped)
    assert validate_report(report) == []
    # the terminal says the run stopped early, not only "skipped N"
    printed = capsys.readouterr().out
    assert f"stopped early: --maxfail 1 reached; {len(skipped)} scenario(s) not run" in printed


def test_maxfail_counts_across_workers(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 36, item 15: ``-n 2 --maxfail 3`` stops after 3 failures, not 3 per worker."""
    not_json = f"{PY} {FAKES / 'not_json.py'} --op trick_winner"
    args = ["--impl", not_json, "--ruleset", "penn-4", "--no-causes", "--maxfail", "3", "-n", "2"]
    code, report = _run(tmp_path / "m2", *args)
    assert code == 1
    counts = report["footer"]["counts"]
    assert counts["failed"] + counts["errored"] == 3
    skipped = [r for r in report["results"] if r["status"] == "skipped"]
    assert skipped and all(r["message"] == "not run: --maxfail 3 reached" for r in skipped)


# ----------------------------------------------------------------------------- shards and merge
_TIMING_HEADER = ("started", "command")
_TIMING_FOOTER = ("finished", "duration")


def _without_timing(report: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(report)
    for key in _TIMING_HEADER:
        out["header"].pop(key, None)
    for key in _TIMING_FOOTER:
        out["footer"].pop(key, None)
    for slot in out["footer"]["implementations"].values():
        slot.pop("duration", None)
        slot.pop("causes_cost", None)  # each shard asks its own probes: the cost adds up, not the causes
    for r in out["results"]:
        r.pop("duration", None)
    return out


def test_shards_merged_equal_a_single_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    impls = ["--impl", REFERENCE, "--impl", TEN_BELOW_KING]
    code_full, full = _run(tmp_path / "full", *impls, *SELECTION)
    _, one = _run(tmp_path / "s1", *impls, *SELECTION, "--shard", "1/2")
    _, two = _run(tmp_path / "s2", *impls, *SELECTION, "--shard", "2/2")
    assert code_full == 1
    assert one["results"] and two["results"]
    assert not {r["id"] for r in one["results"]} & {r["id"] for r in two["results"]}
    capsys.readouterr()
    assert main(["merge", str(tmp_path / "s1"), str(tmp_path / "s2"), "--out", str(tmp_path / "merged")]) == 1
    assert "merged 2 shard(s)" in capsys.readouterr().out
    merged = json.loads((tmp_path / "merged" / "report.json").read_text(encoding="utf-8"))
    assert validate_report(merged) == []
    # causes are merged, not dropped: the shards' causes are the single run's, explaining the same results
    causes = full["footer"]["implementations"]["impl-1"]["causes"]
    assert len(causes) >= 1 and sum(len(c["explains"]) for c in causes) >= 2
    assert one["footer"]["implementations"]["impl-1"]["causes"] and two["footer"]["implementations"]["impl-1"]["causes"]
    assert merged["footer"]["implementations"]["impl-1"]["causes"] == causes
    assert "causes" not in merged["footer"]["implementations"]["impl-0"]
    assert _without_timing(merged) == _without_timing(full)
    assert "--shard" not in merged["header"]["command"]
    # the run the merged report stands for: the shards' command, writing where merge wrote
    assert merged["header"]["command"][-2:] == ["--out", str(tmp_path / "merged")]
    assert merged["header"]["command"].count("--out") == 1
    assert merged["header"]["started"] == min(one["header"]["started"], two["header"]["started"])
    for name in ("report.html", "junit.xml", "summary.md", "badges/impl-0.svg", "badges/badges.json"):
        assert (tmp_path / "merged" / name).stat().st_size > 0
    assert (tmp_path / "merged" / "summary.md").read_text(encoding="utf-8") == (
        tmp_path / "full" / "summary.md"
    ).read_text(encoding="utf-8")
    # merging a shard twice, or shards of other implementations, is refused
    assert main(["merge", str(tmp_path / "s1"), str(tmp_path / "s1"), "--out", str(tmp_path / "bad")]) == 2
    assert "in two shards" in capsys.readouterr().err
    other = copy.deepcopy(two)
    other["header"]["implementations"][1]["argv"] = ["something", "else"]
    with pytest.raises(Exception, match="other implementations"):
        merge_reports([one, other])


# ----------------------------------------------------------------------------- baselines
@pytest.fixture(scope="module")
def planted_reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    root = tmp_path_factory.mktemp("baseline")
    out = {}
    for name, impl in (("ten", TEN_BELOW_KING), ("head", MUST_HEAD_IGNORED), ("ref", REFERENCE)):
        _, out[name] = _run(root / name, "--impl", impl, *SELECTION)
    return out


def test_a_baseline_accepts_its_own_failures(planted_reports: dict[str, dict[str, Any]], tmp_path: Path) -> None:
    ten = planted_reports["ten"]
    failing = {r["uid"] for r in ten["results"] if r["status"] in ("failed", "errored")}
    assert failing
    doc = write_baseline(ten, tmp_path / "baseline.json")
    assert read_baseline(tmp_path / "baseline.json") == doc
    assert set(doc["expected_failures"]["pinochle-reference-engine"]) == failing
    result = compare_to_baseline(ten, tmp_path / "baseline.json")
    assert result.exit_code == 0
    assert result.known == len(failing) and result.new_failures == [] and result.newly_passing == []
    assert result.render().startswith(f"baseline: 0 new failure(s), 0 newly passing, {len(failing)} known")


def test_a_new_failure_is_worse_than_the_baseline(planted_reports: dict[str, dict[str, Any]], tmp_path: Path) -> None:
    ten, head = planted_reports["ten"], planted_reports["head"]
    ten_failing = {r["id"] for r in ten["results"] if r["status"] == "failed"}
    head_failing = {r["id"] for r in head["results"] if r["status"] == "failed"}
    assert head_failing - ten_failing and ten_failing - head_failing
    baseline = write_baseline(ten, tmp_path / "baseline.json")
    result = compare_to_baseline(head, baseline)
    assert result.exit_code == 1
    assert {e.scenario for e in result.new_failures} == head_failing - ten_failing
    assert {e.scenario for e in result.newly_passing} == ten_failing - head_failing
    # each new failure carries the rule its failing step names (# checks:), the heading rule first among them
    named = {r["id"]: r["step"]["rule"] for r in head["results"] if r["status"] == "failed"}
    expected = {(sid, named[sid]) for sid in head_failing - ten_failing}
    assert {(e.scenario, e.rule) for e in result.new_failures} == expected
    assert "penn.play.must-beat-trump-lead" in {e.rule for e in result.new_failures}
    text = result.render()
    assert "new failures (not in the baseline)" in text and "newly passing" in text


def test_fixing_everything_only_lists_newly_passing(planted_reports: dict[str, dict[str, Any]], tmp_path: Path) -> None:
    baseline = write_baseline(planted_reports["ten"], tmp_path / "b.json")
    result = compare_to_baseline(planted_reports["ref"], baseline)
    assert result.exit_code == 0
    assert len(result.newly_passing) == sum(len(v) for v in baseline["expected_failures"].values())


def test_a_bad_baseline_file_is_named(tmp_path: Path) -> None:
    path = tmp_path / "b.json"
    path.write_text('{"baseline_version": 1, "expected_failures": {"x": {"s": "passed"}}}', encoding="utf-8")
    with pytest.raises(ValueError, match=r"b\.json: not a conformance baseline"):
        read_baseline(path)


def test_baseline_options_of_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    baseline = tmp_path / "baseline.json"
    capsys.readouterr()
    code, report = _run(tmp_path / "a", "--impl", TEN_BELOW_KING, *SELECTION, "--write-baseline", str(baseline))
    # writing the baseline is the run's purpose: exit 0 once written, saying what it holds (issue 36, item 21)
    failed = sum(r["status"] == "failed" for r in report["results"])
    assert code == 0 and failed and sum(map(len, read_baseline(baseline)["expected_failures"].values())) == failed
    said = f"({failed} expected failure(s): {failed} failed, 0 errored, for 1 implementation(s))"
    assert f"baseline written: {baseline} {said}" in capsys.readouterr().out
    code, _ = _run(tmp_path / "b", "--impl", TEN_BELOW_KING, *SELECTION, "--baseline", str(baseline))
    assert code == 0
    capsys.readouterr()
    code, _ = _run(tmp_path / "c", "--impl", MUST_HEAD_IGNORED, *SELECTION, "--baseline", str(baseline))
    assert code == 1
    out = capsys.readouterr().out
    assert "new failures (not in the baseline)" in out and "newly passing" in out


# ----------------------------------------------------------------------------- diff --html and badges
def test_diff_writes_an_html_page(planted_reports: dict[str, dict[str, Any]], tmp_path: Path) -> None:
    for name in ("ten", "head"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "report.json").write_text(json.dumps(planted_reports[name]), encoding="utf-8")
    page = tmp_path / "diff.html"
    assert main(["diff", str(tmp_path / "ten"), str(tmp_path / "head"), "--html", str(page)]) == 1
    text = page.read_text(encoding="utf-8")
    assert "script-src 'none'" in text and "<script" not in text
    regressions = [r["id"] for r in planted_reports["head"]["results"] if r["status"] == "failed"]
    regressions = [
        sid
        for sid in regressions
        if next(r for r in planted_reports["ten"]["results"] if r["id"] == sid)["status"] == "passed"
    ]
    assert f"<b data-kind='regressions'>{len(regressions)}</b>" in text
    assert text.count("<tr class='entry'>") >= len(regressions) > 0
    assert "penn.play.must-beat-trump-lead" in text


def test_badges_per_implementation_and_document(planted_reports: dict[str, dict[str, Any]], tmp_path: Path) -> None:
    written = write_badges(planted_reports["ten"], tmp_path / "badges")
    names = sorted(p.relative_to(tmp_path / "badges").as_posix() for p in written)
    assert names == ["badges.json", "impl-0.svg", "impl-0/doc-004.svg"]
    svg = (tmp_path / "badges" / "impl-0.svg").read_text(encoding="utf-8")
    counts = planted_reports["ten"]["footer"]["implementations"]["impl-0"]["counts"]
    score = planted_reports["ten"]["footer"]["implementations"]["impl-0"]["scores"]["score"]
    version = planted_reports["ten"]["header"]["suite_version"]
    expected = f"{counts['passed']}/{counts['passed'] + counts['failed']} · {score * 100:.1f}% · suite {version}"
    assert f"<title>pinochle-reference-engine 0.1.0: {expected}</title>" in svg
    assert svg.startswith("<svg") and "<script" not in svg
    index = json.loads((tmp_path / "badges" / "badges.json").read_text(encoding="utf-8"))
    assert index["impl-0.svg"]["shields"] == {
        "schemaVersion": 1,
        "label": "pinochle-reference-engine 0.1.0",
        "message": expected,
        "color": index["impl-0.svg"]["color"].lstrip("#"),
    }


@pytest.mark.parametrize(("option", "text"), [("--tags", "and and"), ("-k", "trump or")])
def test_a_bad_selection_expression_is_named_with_where_it_breaks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: str, text: str
) -> None:
    assert main(["run", option, text, "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert f"{option} {text!r}: expected " in err and "at column " in err
    assert "pytest" not in err  # the grammar is pytest's; the message need not say so
