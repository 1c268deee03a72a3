"""Stable scenario ids (``# id:`` above each scenario) and expectation files keyed by them,
with reasons, kinds and links — through the CLI against a planted-bug adapter."""

from __future__ import annotations

import json
import re
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import main
from conformance_report.spec.features import FEATURES, STABLE_ID, parse_feature
from conformance_report.spec.session import SetupProblem, load
from conformance_report.tools import ids

FAKES = Path(__file__).parent / "fakes"
TEN_BELOW_KING = f"{shlex.quote(sys.executable)} {FAKES / 'planted.py'} --bug ten-below-king"
PLAY = FEATURES / "004_penn" / "play.feature"
TITLE = "Without trump the highest card of the suit led wins and a ten outranks a king"
LABEL = "pinochle-reference-engine"


def _run(out: Path, *args: str) -> tuple[int, dict[str, Any]]:
    code = main(["run", "--impl", TEN_BELOW_KING, "--ruleset", "penn-4", "--out", str(out), "--no-progress", *args])
    return code, json.loads((out / "report.json").read_text(encoding="utf-8"))


def _failed(report: dict[str, Any]) -> dict[str, str]:
    return {r["uid"]: r["id"] for r in report["results"] if r["status"] == "failed"}


def test_every_scenario_has_a_unique_stable_id(capsys: pytest.CaptureFixture[str]) -> None:
    scenarios = load(FEATURES)
    uids = [sc.uid for sc in scenarios]
    missing = [sc.id for sc in scenarios if sc.uid == sc.id]
    assert not missing, f"run `python -m conformance_report.tools.ids` to give these an id: {missing[:5]}"
    assert all(STABLE_ID.match(u) for u in uids) and len(set(uids)) == len(uids) == len(scenarios)
    assert ids.main(["--check"]) == 0 and capsys.readouterr().out.startswith("0 scenario(s) without an id")


def test_a_retitled_scenario_keeps_its_id_and_its_baseline_entry(tmp_path: Path) -> None:
    baseline = tmp_path / "baseline.json"
    code, before = _run(tmp_path / "a", "--features", str(_copy(tmp_path / "f1")), "--write-baseline", str(baseline))
    assert code == 0
    failed = _failed(before)
    (uid,) = [u for u, sid in failed.items() if sid.endswith(f"::{TITLE}")]
    written = json.loads(baseline.read_text(encoding="utf-8"))
    assert written["expected_failures"][LABEL][uid]["status"] == "failed"
    assert written["expected_failures"][LABEL][uid]["scenario"].endswith(f"::{TITLE}")

    retitled = _copy(tmp_path / "f2", retitle=True)
    code, after = _run(tmp_path / "b", "--features", str(retitled), "--baseline", str(baseline))
    assert _failed(after)[uid].endswith("::A ten outranks a king when nobody trumps")
    assert code == 0, "the retitled scenario's failure is still the baseline's known failure"


def test_an_older_baseline_keyed_by_title_still_loads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run(tmp_path / "a")
    failed = _failed(report)
    old = tmp_path / "v1.json"
    old.write_text(
        json.dumps({"baseline_version": 1, "expected_failures": {LABEL: dict.fromkeys(failed.values(), "failed")}}),
        encoding="utf-8",
    )
    capsys.readouterr()
    code, _ = _run(tmp_path / "b", "--baseline", str(old))
    out = capsys.readouterr().out
    assert code == 0 and f"{len(failed)} known failure(s) still failing" in out
    assert "older baseline (version 1" in out and "--write-baseline" in out
    # a title changed since the old file was written: not matched, and the fix is named
    stale = {LABEL: {f"{sid}, renamed": "failed" for sid in failed.values()}}
    old.write_text(json.dumps({"baseline_version": 1, "expected_failures": stale}), encoding="utf-8")
    code, _ = _run(tmp_path / "c", "--baseline", str(old))
    out = capsys.readouterr().out
    assert code == 1 and f"{len(failed)} new failure(s)" in out and "write it again with --write-baseline" in out


def test_reasons_kinds_and_links_are_kept_and_shown(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    baseline = tmp_path / "baseline.json"
    assert _run(tmp_path / "a", "--write-baseline", str(baseline))[0] == 0
    doc = json.loads(baseline.read_text(encoding="utf-8"))
    entries = doc["expected_failures"][LABEL]
    first, second = sorted(entries)[:2]
    n = len(entries)
    entries[first].update(kind="divergence", reason="our club ranks the ten below the king", url="https://x.test/1")
    entries[second].update(kind="bug", reason="fix in 2.1")
    baseline.write_text(json.dumps(doc), encoding="utf-8")

    assert _run(tmp_path / "b", "--write-baseline", str(baseline))[0] == 0  # written again: the words stay
    kept = json.loads(baseline.read_text(encoding="utf-8"))["expected_failures"][LABEL]
    assert kept[first] | {"status": "x"} == entries[first] | {"status": "x"}
    assert kept[second]["reason"] == "fix in 2.1" and "url" not in kept[second]

    capsys.readouterr()
    code, _ = _run(tmp_path / "c", "--baseline", str(baseline))
    assert code == 0 and f"{n} known failure(s) still failing ({n - 1} bug, 1 divergence)" in capsys.readouterr().out
    # against the reference engine both now pass: the list names each entry's reason
    code = main(
        ["run", "--ruleset", "penn-4", "--out", str(tmp_path / "d"), "--no-progress", "--baseline", str(baseline)]
    )
    out = capsys.readouterr().out
    assert code == 0 and f"newly passing (remove them from the baseline): {n}" in out
    assert "(baseline: divergence: our club ranks the ten below the king https://x.test/1)" in out
    assert "(baseline: bug: fix in 2.1)" in out


@pytest.mark.parametrize(
    ("entry", "said"),
    [
        ({"status": "failed", "kind": "wontfix"}, "field kind must be one of bug, divergence, house-rule"),
        ({"status": "passed"}, "field status must be failed or errored"),
        ({"status": "failed", "reasons": "x"}, "unknown field 'reasons'"),
        ({"status": "failed", "url": 3}, "field url must be a string"),
    ],
)
def test_a_bad_entry_is_named(
    entry: dict[str, Any], said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "b.json"
    bad.write_text(json.dumps({"baseline_version": 2, "expected_failures": {LABEL: {"1bbbcd8c": entry}}}), "utf-8")
    code = main(["run", "--ruleset", "penn-4", "--out", str(tmp_path / "o"), "--baseline", str(bad)])
    err = capsys.readouterr().err
    assert code == 2 and f"{bad}: not a conformance baseline: expected_failures['{LABEL}']['1bbbcd8c']: {said}" in err


def test_the_id_tool_writes_missing_ids_and_refuses_a_duplicate(tmp_path: Path) -> None:
    folder = tmp_path / "house"
    folder.mkdir()
    text = 'Feature: f\n\n  @doc-004\n  Scenario: one\n    Given the ruleset "penn-4"\n\n  Scenario: two\n'
    (folder / "x.feature").write_text(text + '    Given the ruleset "penn-4"\n', encoding="utf-8")
    assert ids.main(["--check", str(folder)]) == 1
    assert ids.main([str(folder)]) == 0
    written = (folder / "x.feature").read_text(encoding="utf-8")
    assert re.search(r"\n  # id: [0-9a-f]{8}\n  @doc-004\n  Scenario: one\n", written)
    first, second = (sc.uid for sc in parse_feature(folder / "x.feature"))
    assert first != second and ids.main(["--check", str(folder)]) == 0
    (folder / "x.feature").write_text(written.replace(second, first), encoding="utf-8")
    with pytest.raises(SetupProblem, match=f"scenario id '{first}' is already used by .*line 5 .*'one'"):
        load(folder)


def _copy(folder: Path, retitle: bool = False) -> Path:
    folder.mkdir()
    text = PLAY.read_text(encoding="utf-8")
    if retitle:
        assert f"Scenario: {TITLE}\n" in text
        text = text.replace(f"Scenario: {TITLE}\n", "Scenario: A ten outranks a king when nobody trumps\n")
    (folder / "play.feature").write_text(text, encoding="utf-8")
    return folder
