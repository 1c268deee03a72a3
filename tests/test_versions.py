"""The suite's version: one number in ``--version``, the package metadata, the changelog and the report."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conformance_report import __version__
from conformance_report.cli import main
from conformance_report.report.model import validate_report

REPO = Path(__file__).resolve().parent.parent


def test_the_version_is_semver_and_the_changelog_releases_it() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    changelog = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    releases = re.findall(r"^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$", changelog, re.M)
    assert releases[0] == __version__ == "0.5.0"
    assert "## [Unreleased]" in changelog.split(f"## [{__version__}]")[0]


def test_version_flag(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"pinochle-conformance {__version__}"


def test_the_report_header_carries_the_suite_version(tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert main(["run", "--out", str(out), "--no-progress", "--ruleset", "penn-4", "--tags", "penn.meld.run"]) == 0
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["header"]["suite_version"] == __version__
    assert validate_report(report) == []
