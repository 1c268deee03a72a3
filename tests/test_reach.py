"""Some generator reaches every option value of every named ruleset, or the value is listed
(with its reason) in conformance_report/tools/unreachable_options.json."""

from __future__ import annotations

import pytest
from _profile import LONG, sample

from conformance_report.rulesets import load_document, ruleset_ids
from conformance_report.tools.reach import audit, listed, reach_pool, unreachable_reason
from conformance_report.variants.probes import option_alternatives


@pytest.mark.parametrize("rid", sample(ruleset_ids(), 2))  # every named ruleset in the long profile
def test_every_option_value_is_reached_or_listed_with_a_reason(rid: str) -> None:
    doc = load_document(rid)
    missing, wrongly_listed = audit(rid, doc, reach_pool(doc, per_op=60))
    assert missing == [], f"{rid}: no generated request shows these option values: {missing}"
    assert wrongly_listed == [], f"{rid}: listed as unreachable, yet reached: {wrongly_listed}"


def test_the_list_gives_a_reason_for_each_entry_and_matches_by_condition() -> None:
    assert all(len(e["reason"]) > 20 for e in listed())
    penn, trickster = load_document("penn-4"), load_document("trickster-classic")
    assert unreachable_reason("trickster-classic", trickster, "bidding.stuck_amount", 40) is not None  # redeal
    assert unreachable_reason("penn-4", penn, "bidding.stuck_amount", 40) is None  # the dealer is stuck there
    assert unreachable_reason("penn-4", penn, "meld.values.pinochle.3", 75) is not None  # two QS in the deck
    assert unreachable_reason("penn-4", penn, "kitty.shown", True) is not None


@pytest.mark.skipif(not LONG, reason="builds every alternative of every ruleset (long profile)")
def test_every_entry_of_the_list_applies_to_some_named_ruleset() -> None:
    used = set()
    for rid in ruleset_ids():
        doc = load_document(rid)
        for path, values in option_alternatives(doc).items():
            for v in values:
                reason = unreachable_reason(rid, doc, path, v)
                if reason is not None:
                    used.add(reason)
    assert {e["reason"] for e in listed()} - used == set()
