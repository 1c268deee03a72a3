"""pytest-bdd reads feature files through the per-user cache: the same documents, the same errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytest_bdd import exceptions
from pytest_bdd import parser as bdd_parser

from conformance_report.spec import gherkin_cache
from conformance_report.spec.features import FEATURES, feature_files

ORIGINAL = gherkin_cache._ORIGINAL


def test_the_plugin_has_installed_it() -> None:
    assert bdd_parser.get_gherkin_document is gherkin_cache.gherkin_document  # type: ignore[attr-defined]
    assert gherkin_cache.install() is True


def test_every_feature_file_reads_the_same_parsed_afresh_and_from_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert ORIGINAL is not None
    files = [str(f) for f in feature_files(FEATURES)]
    assert len(files) > 50
    fresh = [gherkin_cache.gherkin_document(f) for f in files]
    assert len(list((tmp_path / "pinochle-conformance" / "gherkin").glob("*.json"))) == len(files)
    cached = [gherkin_cache.gherkin_document(f) for f in files]
    assert fresh == cached == [ORIGINAL(f) for f in files]


def test_a_changed_file_is_parsed_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    feature = tmp_path / "club.feature"
    feature.write_text("Feature: club\n\n  Scenario: first\n    Given a rule\n", encoding="utf-8")
    assert gherkin_cache.gherkin_document(str(feature)).feature.children[0].scenario.name == "first"
    feature.write_text("Feature: club\n\n  Scenario: second\n    Given a rule\n", encoding="utf-8")
    assert gherkin_cache.gherkin_document(str(feature)).feature.children[0].scenario.name == "second"


def test_a_file_the_parser_refuses_gets_pytest_bdds_own_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    feature = tmp_path / "broken.feature"
    feature.write_text("Feature: broken\n\n  Scenario: one\n    Given a rule\n  Scenario one again\n", encoding="utf-8")
    assert ORIGINAL is not None
    with pytest.raises(exceptions.GherkinParseError) as theirs:
        ORIGINAL(str(feature))
    with pytest.raises(exceptions.GherkinParseError) as ours:
        gherkin_cache.gherkin_document(str(feature))
    assert type(ours.value) is type(theirs.value) and str(ours.value) == str(theirs.value)
    assert not list((tmp_path / "cache").rglob("*.json"))  # nothing cached for it


def test_a_bad_cache_entry_is_parsed_afresh_and_written_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    feature = str(feature_files(FEATURES)[0])
    gherkin_cache.gherkin_document(feature)
    (entry,) = (tmp_path / "pinochle-conformance" / "gherkin").glob("*.json")
    entry.write_text('{"not": "a gherkin document"}', encoding="utf-8")
    assert ORIGINAL is not None
    assert gherkin_cache.gherkin_document(feature) == ORIGINAL(feature)
    assert "not" not in json.loads(entry.read_text(encoding="utf-8"))
    entry.write_text("{half a line", encoding="utf-8")
    assert gherkin_cache.gherkin_document(feature) == ORIGINAL(feature)
    assert json.loads(entry.read_text(encoding="utf-8"))["feature"]["name"]
