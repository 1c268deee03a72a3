"""A baseline from an older suite version names the scenarios added, removed and retitled since
(by stable id), through the CLI against a planted-bug adapter (issue 33, item 3)."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest

from conformance_report import __version__, releases
from conformance_report.cli import main
from conformance_report.tools import releases as release_tool

FAKES = Path(__file__).parent / "fakes"
TEN_BELOW_KING = f"{shlex.quote(sys.executable)} {FAKES / 'planted.py'} --bug ten-below-king"
SELECTION = ["--ruleset", "penn-4", "-k", "trump"]


def test_the_current_version_ships_its_list_of_scenarios(capsys: pytest.CaptureFixture[str]) -> None:
    # a scenario added, removed or retitled must be written there (and, once released, bump the version)
    assert release_tool.main(["--check"]) == 0, capsys.readouterr().out
    shipped = releases.scenarios_of(__version__)
    assert shipped is not None and len(shipped) > 1000
    assert __version__ in releases.known_versions()


def _baseline(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    path = tmp_path / "baseline.json"
    code = main(["run", "--impl", TEN_BELOW_KING, *SELECTION, "--out", str(tmp_path / "w"), "--no-progress",
                 "--no-causes", "--write-baseline", str(path)])  # fmt: skip
    assert code == 0
    return path, json.loads(path.read_text(encoding="utf-8"))


def _compare(tmp_path: Path, path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    capsys.readouterr()
    main(["run", "--impl", TEN_BELOW_KING, *SELECTION, "--out", str(tmp_path / "c"), "--no-progress",
          "--no-causes", "--baseline", str(path)])  # fmt: skip
    return capsys.readouterr().out


def test_an_older_version_with_its_list_names_what_changed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path, doc = _baseline(tmp_path)
    (label,) = doc["expected_failures"]
    failing = sorted(doc["expected_failures"][label].items())
    assert len(failing) >= 2
    (new_uid, new_entry), (kept_uid, kept_entry) = failing[0], failing[1]
    # suite 0.1.5 had no new_uid yet, kept_uid under another title, and a scenario removed since
    now = releases.current_scenarios()
    old = {uid: sid for uid, sid in now.items() if uid != new_uid}
    old[kept_uid] = kept_entry["scenario"].replace("::", "::Formerly: ")
    old["deadbeef"] = "features/004_penn/play.feature::A scenario removed since"
    folder = tmp_path / "releases"
    folder.mkdir()
    (folder / "0.1.5.json").write_text(json.dumps({"suite_version": "0.1.5", "scenarios": old}), encoding="utf-8")
    (folder / f"{__version__}.json").write_text(json.dumps({"scenarios": now}), encoding="utf-8")
    monkeypatch.setattr(releases, "RELEASES", folder)
    doc["suite_version"] = "0.1.5"
    entries = doc["expected_failures"][label]
    del entries[new_uid]  # the older baseline could not list it
    entries["deadbeef"] = {"status": "failed", "kind": "bug", "reason": "", "scenario": old["deadbeef"]}
    path.write_text(json.dumps(doc), encoding="utf-8")
    said = _compare(tmp_path, path, capsys)
    assert "scenarios changed since suite 0.1.5: 1 added, 1 removed, 1 retitled" in said
    assert f"added: {new_uid} {new_entry['scenario']}" in said
    assert f"removed: deadbeef {old['deadbeef']}" in said
    assert f"retitled: {kept_uid} {old[kept_uid]} -> {kept_entry['scenario']}" in said
    # the failure of the added scenario is new, and says why it is not in the baseline
    assert f"{new_entry['scenario']}: - -> failed [added since suite 0.1.5]" in said
    assert f"{old['deadbeef']}: failed -> - [removed from the suite since 0.1.5]" in said


def test_an_older_version_without_its_list_compares_the_baselines_own_entries(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, doc = _baseline(tmp_path)
    (label,) = doc["expected_failures"]
    uid, entry = sorted(doc["expected_failures"][label].items())[0]
    title = entry["scenario"]
    old_title = title.replace("::", "::Formerly: ")
    doc["suite_version"] = "0.0.9"
    doc["expected_failures"][label][uid]["scenario"] = old_title
    doc["expected_failures"][label]["0badc0de"] = {"status": "errored", "scenario": "features/x.feature::Gone"}
    path.write_text(json.dumps(doc), encoding="utf-8")
    said = _compare(tmp_path, path, capsys)
    assert "among the baseline's entries: 0 added, 1 removed, 1 retitled" in said
    assert "suite 0.0.9's list of scenarios is not shipped" in said and "cannot be named" in said
    assert f"retitled: {uid} {old_title} -> {title}" in said
    assert "removed: 0badc0de features/x.feature::Gone" in said


def test_the_same_version_says_nothing_of_changes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, _ = _baseline(tmp_path)
    said = _compare(tmp_path, path, capsys)
    assert "baseline: 0 new failure(s)" in said and "changed since" not in said
