"""The runner's parsed features are kept in the per-user cache, by place in the project and text."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conformance_report.spec import features
from conformance_report.spec.features import FEATURES, feature_files, parse_feature


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "pinochle-conformance" / "features"


def _entries(folder: Path) -> set[str]:
    return {p.name for p in folder.glob("*.json")}


def test_every_feature_file_reads_the_same_parsed_afresh_and_from_the_cache(cache_home: Path) -> None:
    files = feature_files(FEATURES)
    fresh = [parse_feature(f) for f in files]
    assert len(_entries(cache_home)) == len(files)
    assert [parse_feature(f) for f in files] == fresh
    assert fresh == [features._parse(f, f.read_text(encoding="utf-8")) for f in files]


def test_a_clone_elsewhere_reads_the_entries_of_the_same_features(
    cache_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = feature_files(FEATURES / "004_penn")
    first = {f.name: parse_feature(f) for f in original}
    made = _entries(cache_home)
    clone = tmp_path / "clone"
    shutil.copytree(FEATURES / "004_penn", clone / "features" / "004_penn")
    monkeypatch.setattr(features, "ROOT", clone)
    for f in feature_files(clone / "features" / "004_penn"):
        got = parse_feature(f)
        assert [sc.path for sc in got] == [f] * len(got)  # the clone's own file, not the first one's
        assert [(sc.id, sc.steps, sc.tags) for sc in got] == [(sc.id, sc.steps, sc.tags) for sc in first[f.name]]
        assert got == features._parse(f, f.read_text(encoding="utf-8"))
    assert _entries(cache_home) == made  # nothing parsed again


def test_a_changed_file_makes_a_new_entry(cache_home: Path, tmp_path: Path) -> None:
    feature = tmp_path / "club.feature"
    feature.write_text("Feature: club\n\n  Scenario: first\n    Given the ruleset penn-4\n", encoding="utf-8")
    assert [sc.name for sc in parse_feature(feature)] == ["first"]
    feature.write_text("Feature: club\n\n  Scenario: second\n    Given the ruleset penn-4\n", encoding="utf-8")
    assert [sc.name for sc in parse_feature(feature)] == ["second"]
    assert len(_entries(cache_home)) == 2
