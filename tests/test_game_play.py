"""Whole games: every named ruleset plays seeded games to a winner by its own end rule."""

from __future__ import annotations

import pytest
from _profile import share

from conformance_report.rulesets import load_ruleset, ruleset_ids
from reference_engine.game import Game
from reference_engine.policy import seeded_policy


@pytest.mark.parametrize("ruleset_id", share(ruleset_ids(), 1, 2))  # every ruleset in the long profile
def test_a_seeded_game_ends_with_a_winner_at_the_target(ruleset_id: str) -> None:
    rs = load_ruleset(ruleset_id)
    result, scores, hands = Game(rs, seed=1).play(seeded_policy(1), max_hands=400)
    assert result.finished, f"no winner after {hands} hands: {scores}"
    assert result.winners and not result.play_on
    winning = scores[result.winners[0]]
    assert all(scores[s] == winning for s in result.winners)  # partners share one score
    if rs.game.max_hands is None or hands < rs.game.max_hands:
        assert winning >= rs.game.target
    if rs.sides.kind == "fixed":
        assert any(set(result.winners) == set(team) for team in rs.sides.teams)
