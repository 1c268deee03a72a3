"""The rule catalogue and the features agree: every rule has a scenario, every tag a rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conformance_report.spec import steps
from conformance_report.spec.catalogue import CatalogueError, load_catalogue
from conformance_report.spec.features import duplicate_scenario_names, feature_files, scenarios
from conformance_report.spec.vocabulary import REGISTRY

CATALOGUE = load_catalogue()
RULES = CATALOGUE.by_id()
SCENARIOS = scenarios()
RULE_TAG = re.compile(r"^[a-z0-9]+(\.[a-z0-9-]+)+$")


def test_the_suite_has_scenarios_for_every_document() -> None:
    docs = {tag for s in SCENARIOS for tag in s.tags if tag in CATALOGUE.documents}
    assert docs, "no scenario carries a source tag"


@pytest.mark.parametrize("path", feature_files(), ids=lambda p: p.relative_to(p.parents[1]).as_posix())
def test_scenario_names_are_unique_in_each_feature(path: Path) -> None:
    assert duplicate_scenario_names(path) == []


def test_every_scenario_has_one_source_tag_and_known_rule_ids() -> None:
    problems = []
    for s in SCENARIOS:
        sources = [t for t in s.tags if t in CATALOGUE.documents]
        rules = [t for t in s.tags if t not in CATALOGUE.documents]
        if len(sources) != 1:
            problems.append(f"{s.feature}:{s.line} {s.name!r}: source tags {sources}")
        if not rules:
            problems.append(f"{s.feature}:{s.line} {s.name!r}: no rule id")
        for tag in rules:
            if not RULE_TAG.match(tag):
                problems.append(f"{s.feature}:{s.line} {s.name!r}: malformed rule id @{tag}")
            elif tag not in RULES:
                problems.append(f"{s.feature}:{s.line} {s.name!r}: rule @{tag} is not in the catalogue")
            elif sources and RULES[tag].document != CATALOGUE.documents[sources[0]]:
                problems.append(f"{s.feature}:{s.line} {s.name!r}: @{tag} belongs to {RULES[tag].document}")
    assert problems == []


def test_every_normative_rule_and_worked_example_has_a_scenario() -> None:
    covered = {t for s in SCENARIOS for t in s.tags}
    missing = [r.id for r in CATALOGUE.rules if r.kind in ("normative", "example") and r.id not in covered]
    assert missing == []


ONE_SCENARIO_IS_ENOUGH = {
    "family.deck.two-decks-no-nines": (
        "its other side is a deal with nines, which the engine refuses as a deck it cannot hold "
        "(an error, docs/protocol.md), and no Then step expects a refused deal"
    ),
}
"""Normative rules with a single scenario, each with why no second one at its boundary exists."""


def test_every_normative_rule_is_pinned_at_both_sides_by_two_scenarios() -> None:
    # issue 17: a rule pinned by one scenario lets an implementation right on one side only pass
    count = {r.id: 0 for r in CATALOGUE.rules if r.kind == "normative"}
    for s in SCENARIOS:
        for tag in s.tags & count.keys():
            count[tag] += 1
    single = sorted(rid for rid, n in count.items() if n == 1 and rid not in ONE_SCENARIO_IS_ENOUGH)
    assert single == []
    assert all(count[rid] == 1 for rid in ONE_SCENARIO_IS_ENOUGH), "an exemption is no longer needed"


def test_advice_is_never_enforced_by_a_scenario() -> None:
    advice = {r.id for r in CATALOGUE.rules if r.kind == "advice"}
    enforcing = [f"{s.feature}:{s.line}" for s in SCENARIOS if s.tags & advice]
    assert enforcing == []


def test_a_catalogue_entry_with_a_bad_kind_is_rejected(tmp_path: Path) -> None:
    bad = tmp_path / "catalogue.json"
    bad.write_text(
        '{"documents": {"doc-x": "x.txt"}, "rules": [{"id": "x.a.b", "document": "x.txt", '
        '"section": "s", "statement": "t", "kind": "rumour"}]}',
        encoding="utf-8",
    )
    with pytest.raises(CatalogueError, match=r"rules\[0\]: kind 'rumour'"):
        load_catalogue.__wrapped__(bad)


def test_every_step_of_the_vocabulary_is_documented() -> None:
    doc = (Path(steps.__file__).resolve().parents[2] / "docs" / "step-vocabulary.md").read_text(encoding="utf-8")
    patterns = [step.pattern for step in REGISTRY]  # every step the vocabulary declares
    assert len(patterns) >= 30
    for pattern in patterns:
        fragments = re.split(r"\{[^}]*\}|\(\?P<[^>]+>[^)]*\)|\$|\\", pattern)
        words = max((f.strip(' "') for f in fragments), key=len)
        assert words and words in doc, f"step {pattern!r} is not documented in docs/step-vocabulary.md"
