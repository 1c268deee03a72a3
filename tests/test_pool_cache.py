"""Generated request pools are kept in the per-user cache and read back unchanged (issue 12)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance_report.rulesets import load_document
from conformance_report.variants import probes


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(probes, "_POOLS", {})
    return tmp_path / "pinochle-conformance" / "pools"


def _args(cases: list[probes.Case]) -> list[tuple[str, object]]:
    return [(c.op, c.args) for c in cases]


def test_a_pool_is_generated_once_then_read_from_the_cache(cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    doc = load_document("penn-4")
    first = probes.case_pool(doc, ["meld", "auction"], 5, 0)
    assert len(list(cache_home.glob("*.json"))) == 2 and len(first) >= 10

    def no_generation(*_args: object) -> list[probes.Case]:
        raise AssertionError("generated again although cached")

    monkeypatch.setattr(probes, "_POOLS", {})
    monkeypatch.setattr(probes, "_generate", no_generation)
    assert _args(probes.case_pool(doc, ["meld", "auction"], 5, 0)) == _args(first)


def test_an_unreadable_entry_is_made_again(cache_home: Path) -> None:
    doc = load_document("penn-4")
    first = probes.case_pool(doc, ["trick_winner"], 4, 1)
    (entry,) = cache_home.glob("*.json")
    entry.write_text("{not json", encoding="utf-8")
    probes._POOLS.clear()
    assert _args(probes.case_pool(doc, ["trick_winner"], 4, 1)) == _args(first)
    assert entry.read_text(encoding="utf-8").startswith("[[")


def test_other_generator_code_makes_another_entry(cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    doc = load_document("penn-4")
    probes.case_pool(doc, ["meld"], 3, 0)
    monkeypatch.setattr(probes, "_POOLS", {})
    monkeypatch.setattr(probes, "_generator_fingerprint", lambda: "changed generators")
    probes.case_pool(doc, ["meld"], 3, 0)
    assert len(list(cache_home.glob("*.json"))) == 2
