"""Answers shared by read-sets (``variants/reads.py``) are the engine's own answers.

A whole hand answered under a ruleset records the ruleset values it read; another ruleset with
the same values there reuses the answer. Here every one-option variant of a named ruleset
(identify's candidates) answers generated whole hands and hand scores both ways: shared, and
by the engine directly; they must be equal, and a good share must have been shared (a change
of a meld value is never: the compiled meld table reads them all).
"""

from __future__ import annotations

import pytest
from _profile import sample

from conformance_report.tools.cases import Case
from conformance_report.variants.probes import (
    Answers,
    build,
    case_pool,
    engine_answer,
    named_documents,
    option_alternatives,
    set_path,
)

RULESETS = sample(["bruce-7", "peterson-4", "family-5-96", "trickster-classic", "penn-4", "penn-3"], 2)


@pytest.mark.parametrize("rid", RULESETS)
def test_shared_answers_equal_the_engines(rid: str) -> None:
    base = named_documents()[rid]
    cases = [Case(c.op, c.args) for c in case_pool(base, ["play_hand", "hand_score"], 2, seed=3)]
    answers = Answers()
    for case in cases:
        answers.answer(base, case)
    asked = shared = 0
    for path, values in sorted(option_alternatives(base).items()):
        for value in values:
            flipped = set_path(base, path, value)
            rs = build(flipped)
            for case in cases:
                before = answers.calls
                got = answers.answer(flipped, case)
                asked += 1
                shared += answers.calls == before
                assert got == engine_answer(rs, case.op, case.args), (path, value, case.op, case.args)
    assert asked > 50 and shared > asked // 4, (asked, shared)
