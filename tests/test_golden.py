"""Golden playthroughs: a seeded hand per ruleset replays to exactly the checked-in transcript."""

from __future__ import annotations

import pytest
from golden_playthrough import CASES, GOLDEN, playthrough


@pytest.mark.parametrize(("ruleset_id", "seed"), sorted(CASES.items()))
def test_playthrough_matches_the_golden_file(ruleset_id: str, seed: int) -> None:
    expected = (GOLDEN / f"{ruleset_id}-{seed}.txt").read_text(encoding="utf-8")
    assert playthrough(ruleset_id, seed) == expected, (
        "the engine's behaviour changed; if deliberate, run python tests/golden_playthrough.py and review the diff"
    )


def test_golden_files_are_complete_hands() -> None:
    for ruleset_id, seed in CASES.items():
        text = (GOLDEN / f"{ruleset_id}-{seed}.txt").read_text(encoding="utf-8")
        assert "play seat" in text and "made:" in text, f"{ruleset_id}-{seed} was not played to a score"
