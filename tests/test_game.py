"""The end of the game (reference_engine.game.game_result) per document.

000: the game ends when a player reaches 50 or more at the end of a hand; if several do and one
of them was the winning bidder, the bidder wins 'no matter if the other player(s) have more
points'; otherwise the highest wins; a tie continues 'only with the tying players'.
004: 120 points; 'If both teams reach 120 pts., the team that won the bid wins the game, even if
their final score is lower'.  003: play to 1000/1200/1500 (Modern 100), 5000 double deck;
'Must bid/set to win: Yes requires the winner(s) to be either the bidder(s) who made their bid
or the opponents who set the bidder(s). No means the player(s) with the highest score over the
play to score wins.'  002: 240; comments 100 and 225.
"""

from __future__ import annotations

import random

import pytest
from _unit_rulesets import fixture

from reference_engine.actions import Action
from reference_engine.game import Game, GameResult, game_result
from reference_engine.state import HandState


def result(
    ruleset_id: str, scores: list[int], bidder: int | None, made: bool = True, only: list[int] | None = None
) -> GameResult:
    return game_result(fixture(ruleset_id), scores, bidder, made, only)


@pytest.mark.parametrize(
    ("ruleset_id", "target"),
    [
        ("bruce-5", 50),
        ("bruce-7", 50),
        ("penn-4", 120),
        ("penn-3", 120),
        ("family-5-shore", 240),
        ("family-5-96", 225),
        ("family-5-cutthroat", 100),
        ("family-5-single-deck", 100),
        ("trickster-classic", 1000),
        ("trickster-modern", 100),
        ("trickster-double-deck", 5000),
    ],
)
def test_targets(ruleset_id: str, target: int) -> None:
    assert fixture(ruleset_id).game.target == target


# ----------------------------------------------------------------------------------- 000
@pytest.mark.parametrize("ruleset_id", ["bruce-5", "bruce-7"])
def test_000_game_end(ruleset_id: str) -> None:
    assert result(ruleset_id, [10, 49, 30, 0], bidder=1) == GameResult(False, (), ())
    # 'reaches 50 or more'
    assert result(ruleset_id, [10, 50, 30, 0], bidder=2) == GameResult(True, (1,), ())
    # the winning bidder of the hand wins whatever the others hold
    assert result(ruleset_id, [10, 52, 70, 0], bidder=1) == GameResult(True, (1,), ())
    assert result(ruleset_id, [10, 52, 70, 51], bidder=3) == GameResult(True, (3,), ())
    # no bidder among them: the highest
    assert result(ruleset_id, [10, 52, 70, 0], bidder=0) == GameResult(True, (2,), ())
    assert result(ruleset_id, [10, 52, 70, 0], bidder=3, made=False) == GameResult(True, (2,), ())


@pytest.mark.parametrize("ruleset_id", ["bruce-5", "bruce-7"])
def test_000_ties_play_on_with_only_the_tied_players(ruleset_id: str) -> None:
    assert result(ruleset_id, [60, 52, 60, 0], bidder=3) == GameResult(False, (), (0, 2))
    # next hand: only seats 0 and 2 contend; seat 1's higher score does not win
    assert result(ruleset_id, [61, 80, 65, 10], bidder=1, only=[0, 2]) == GameResult(True, (2,), ())
    assert result(ruleset_id, [64, 80, 64, 10], bidder=1, only=[0, 2]) == GameResult(False, (), (0, 2))
    # the bidder precedence still applies among the tied players
    assert result(ruleset_id, [61, 80, 65, 10], bidder=0, only=[0, 2]) == GameResult(True, (0,), ())


# ----------------------------------------------------------------------------------- 004
@pytest.mark.parametrize("ruleset_id", ["penn-4", "penn-4-auction", "penn-4-pass-3"])
def test_004_bidding_team_wins_when_both_reach_120(ruleset_id: str) -> None:
    assert result(ruleset_id, [119, 100, 119, 100], bidder=0) == GameResult(False, (), ())
    assert result(ruleset_id, [121, 130, 121, 130], bidder=2) == GameResult(True, (0, 2), ())
    assert result(ruleset_id, [121, 130, 121, 130], bidder=1) == GameResult(True, (1, 3), ())
    # only the defenders reach 120
    assert result(ruleset_id, [90, 125, 90, 125], bidder=0, made=False) == GameResult(True, (1, 3), ())
    assert result(ruleset_id, [120, 0, 120, 0], bidder=3) == GameResult(True, (0, 2), ())


def test_004_three_handed_bidder_wins_among_several() -> None:
    """004 Notes (3): 'more than one player reach 120 pts., the player that won the bid wins'."""
    assert result("penn-3", [121, 140, 30], bidder=0) == GameResult(True, (0,), ())
    assert result("penn-3", [121, 140, 30], bidder=2) == GameResult(True, (1,), ())


# ----------------------------------------------------------------------------------- 003
def test_003_highest_over_the_target_wins_without_bidder_precedence() -> None:
    """003 'Must bid/set to win: No means the player(s) with the highest score over the play to
    score wins.'"""
    assert result("trickster-classic", [1010, 1200, 1010, 1200], bidder=0) == GameResult(True, (1, 3), ())
    assert result("trickster-classic", [1010, 990, 1010, 990], bidder=1, made=False) == GameResult(True, (0, 2), ())
    assert result("trickster-classic", [990, 990, 990, 990], bidder=1) == GameResult(False, (), ())


@pytest.mark.parametrize("ruleset_id", ["trickster-classic-must-bid-or-set"])
def test_003_must_bid_or_set_to_win(ruleset_id: str) -> None:
    # the bidders made their bid: they may win
    assert result(ruleset_id, [1010, 500, 1010, 500], bidder=0, made=True) == GameResult(True, (0, 2), ())
    # the bidders were set: the defenders who set them may win
    assert result(ruleset_id, [1010, 1100, 1010, 1100], bidder=0, made=False) == GameResult(True, (1, 3), ())
    # defenders over the target while the bidders made their bid: nobody wins yet
    assert result(ruleset_id, [700, 1100, 700, 1100], bidder=0, made=True) == GameResult(False, (), ())
    # bidders over the target from earlier hands, set in this one: they may not win on it
    assert result(ruleset_id, [1010, 800, 1010, 800], bidder=0, made=False) == GameResult(False, (), ())
    # both over: only the side that made or set counts, even with fewer points
    assert result(ruleset_id, [1010, 1300, 1010, 1300], bidder=0, made=True) == GameResult(True, (0, 2), ())


def test_003_three_player_individual_game() -> None:
    assert result("trickster-3-player", [1000, 1005, 400], bidder=0) == GameResult(True, (1,), ())


# ----------------------------------------------------------------------------------- 002
def test_002_first_to_240() -> None:
    """002: 'The game proceeds until one person reaches 240 points.'"""
    assert result("family-5-shore", [239, 100, 0, 10, 20], bidder=0) == GameResult(False, (), ())
    assert result("family-5-shore", [240, 100, 0, 10, 20], bidder=2) == GameResult(True, (0,), ())


# ------------------------------------------------------------------------------- whole games
def test_a_seeded_game_ends_with_a_winner_over_the_target() -> None:
    rs = fixture("family-5-cutthroat")
    res, scores, hands = Game(rs, seed=3).play(max_hands=200)
    assert res.finished and hands <= 200
    (winner,) = res.winners
    assert scores[winner] >= rs.game.target
    assert res == Game(rs, seed=3).play(max_hands=200)[0]


@pytest.mark.parametrize("ruleset_id", ["bruce-5", "penn-4", "family-5-cutthroat"])
def test_the_deal_passes_to_the_left(ruleset_id: str) -> None:
    """000: 'After each hand is finished, the next player to the left becomes the dealer'; 004:
    'the next dealer is the player on the current dealer's left' (seat + 1 sits to the left)."""
    rs = fixture(ruleset_id)
    rng = random.Random(5)
    dealers: list[int] = []

    def policy(st: HandState) -> Action:
        if st.phase == "bidding" and not st.bids:  # the first decision of each hand
            dealers.append(st.dealer)
        return rng.choice(st.legal_actions())

    Game(rs, seed=1, dealer=2).play(policy, max_hands=6)
    assert dealers[:6] == [(2 + i) % rs.players for i in range(6)]


def test_result_json() -> None:
    assert GameResult(False, (), (0, 2)).to_json() == {"finished": False, "winners": [], "play_on": [0, 2]}
