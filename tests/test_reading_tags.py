"""A scenario that depends on a reading says so (issue 14, item 3).

For every scenario, each recorded alternative of each reading of its ruleset is flipped on
the reference engine, in process.  Where the flip changes what the scenario's *Then* steps
observe, the scenario must carry the tag of that reading's catalogue entry (kind ambiguity),
so a reader and the report both see that its expectation is one reading among several.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from conformance_report.spec.catalogue import load_catalogue
from conformance_report.spec.features import FEATURES
from conformance_report.spec.runner import execute
from conformance_report.spec.session import load, select
from conformance_report.variants.judge import Reference, Replay, judge_under
from reference_engine.readings import reading_variants

DOCUMENTS = sorted(path.name for path in FEATURES.iterdir() if path.is_dir())


@pytest.mark.parametrize("document", DOCUMENTS)  # one document a test: the workers share the work
def test_every_scenario_whose_answer_a_reading_changes_is_tagged_with_that_reading(document: str) -> None:
    ambiguities = {r.id for r in load_catalogue().rules if r.kind == "ambiguity"}
    missing: list[str] = []
    checked = flipped = 0
    variants: dict[str, list[tuple[dict[str, Any], Any, dict[str, Any]]]] = {}  # per ruleset, built once
    for p in select(load(FEATURES / document)):
        run = execute(p, Reference())
        assert run.status == "passed", p.scenario.id
        if not run.calls:
            continue
        doc = run.calls[0][1]
        key = json.dumps(doc, sort_keys=True)
        if key not in variants:
            variants[key] = reading_variants(doc)
        for reading, alternative, other in variants[key]:
            checked += 1
            outcomes = [outcome for *_, outcome in run.calls]
            # the reference's own answers are the ones just replayed: not asked again
            if judge_under(p, Replay(outcomes), other, own=list(run.calls)).run.status == "passed":
                continue  # this reading does not change the scenario's answer
            flipped += 1
            rule = reading.get("rule")
            assert rule in ambiguities, (doc["id"], reading["option"], rule)
            if rule not in p.scenario.tags:
                missing.append(f"{p.scenario.id}: depends on {reading['option']} = {alternative!r} (@{rule})")
    assert checked > 100, checked  # every document's rulesets record readings
    # every source document has scenarios right under one of its readings only (and tagged with
    # it); the protocol's refusals depend on no reading of a game
    if document == "protocol":
        assert flipped == 0, flipped
    else:
        assert flipped > 0, flipped
    assert missing == [], "\n".join(missing[:20])


def test_the_documents_are_the_five_feature_folders_and_the_protocol() -> None:
    assert DOCUMENTS == ["000_bruce", "001_peterson", "002_family", "003_trickster", "004_penn", "protocol"]
