@doc-003
Feature: Trickster end of the game (003 "House Rules Options: Play to", "Must bid/set to win")
  The game ends when a side reaches the chosen target: 1000, 1200 or 1500 in Classic
  scoring, 100, 120 or 150 in Modern, 5000 in double deck. With 'Must bid/set to win' off
  the highest side over the target wins; with it on only a side that made its bid or set
  the bidders can win on that hand. Partners are seats 0 and 2 against 1 and 3.

  # id: 56790ffa
  @trickster.game.target @trickster.game.default-target
  Scenario: Play to 1000 - a side reaching exactly 1000 wins
    Given the ruleset "trickster-classic"
    And the scores before the hand:
      | seat | score |
      | 0    | 850   |
      | 1    | 700   |
      | 2    | 850   |
      | 3    | 700   |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 150   |
      | 1    | 90    |
      | 2    | 150   |
      | 3    | 90    |
    When the game result is asked for
    # checks: trickster.game.target
    Then the game is won by seats 0 and 2

  # id: 876abde8
  @trickster.game.target
  Scenario: Play to 1000 - a side at 990 plays on
    Given the ruleset "trickster-classic"
    And the scores before the hand:
      | seat | score |
      | 0    | 850   |
      | 1    | 700   |
      | 2    | 850   |
      | 3    | 700   |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 140   |
      | 1    | 90    |
      | 2    | 140   |
      | 3    | 90    |
    When the game result is asked for
    Then the game goes on

  # id: 3cea2007
  @trickster.game.target
  Scenario: Play to 1200 - 1100 is not enough
    Given the ruleset "trickster-classic" with game.target set to 1200
    And the scores before the hand:
      | seat | score |
      | 0    | 950   |
      | 1    | 700   |
      | 2    | 950   |
      | 3    | 700   |
    And the hand's bidder was seat 1, who was set, and the hand scored:
      | seat | score |
      | 0    | 150   |
      | 1    | -200  |
      | 2    | 150   |
      | 3    | -200  |
    When the game result is asked for
    Then the game goes on

  # id: ee9f80dc
  @trickster.game.target
  Scenario: Play to 1200 - a side reaching 1210 wins
    Given the ruleset "trickster-classic" with game.target set to 1200
    And the scores before the hand:
      | seat | score |
      | 0    | 950   |
      | 1    | 700   |
      | 2    | 950   |
      | 3    | 700   |
    And the hand's bidder was seat 1, who was set, and the hand scored:
      | seat | score |
      | 0    | 260   |
      | 1    | -200  |
      | 2    | 260   |
      | 3    | -200  |
    When the game result is asked for
    Then the game is won by seats 0 and 2

  # id: 4b1cbcd9
  @trickster.game.target
  Scenario: Play to 1500 - 1400 is not enough
    Given the ruleset "trickster-classic" with game.target set to 1500
    And the scores before the hand:
      | seat | score |
      | 0    | 1100  |
      | 1    | 1200  |
      | 2    | 1100  |
      | 3    | 1200  |
    And the hand's bidder was seat 1, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 100   |
      | 1    | 200   |
      | 2    | 100   |
      | 3    | 200   |
    When the game result is asked for
    Then the game goes on

  # id: dc277b92
  @trickster.game.target
  Scenario: Play to 1500 - a side reaching 1500 wins
    Given the ruleset "trickster-classic" with game.target set to 1500
    And the scores before the hand:
      | seat | score |
      | 0    | 1100  |
      | 1    | 1200  |
      | 2    | 1100  |
      | 3    | 1200  |
    And the hand's bidder was seat 1, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 100   |
      | 1    | 300   |
      | 2    | 100   |
      | 3    | 300   |
    When the game result is asked for
    Then the game is won by seats 1 and 3

  # id: 931256b7
  @trickster.game.target @trickster.game.default-target
  Scenario: Modern play to 100 - a side reaching 100 wins
    Given the ruleset "trickster-modern"
    And the scores before the hand:
      | seat | score |
      | 0    | 80    |
      | 1    | 60    |
      | 2    | 80    |
      | 3    | 60    |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 20    |
      | 1    | 9     |
      | 2    | 20    |
      | 3    | 9     |
    When the game result is asked for
    # checks: trickster.game.target
    Then the game is won by seats 0 and 2

  # id: 2f346711
  @trickster.game.target
  Scenario: Modern play to 100 - 99 is not enough
    Given the ruleset "trickster-modern"
    And the scores before the hand:
      | seat | score |
      | 0    | 80    |
      | 1    | 60    |
      | 2    | 80    |
      | 3    | 60    |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 19    |
      | 1    | 9     |
      | 2    | 19    |
      | 3    | 9     |
    When the game result is asked for
    Then the game goes on

  # id: 97bbf4db
  @trickster.game.target
  Scenario: Modern play to 120 - 110 is not enough
    Given the ruleset "trickster-modern" with game.target set to 120
    And the scores before the hand:
      | seat | score |
      | 0    | 90    |
      | 1    | 60    |
      | 2    | 90    |
      | 3    | 60    |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 20    |
      | 1    | 9     |
      | 2    | 20    |
      | 3    | 9     |
    When the game result is asked for
    Then the game goes on

  # id: fca8bad2
  @trickster.game.target
  Scenario: Modern play to 120 - a side reaching 121 wins
    Given the ruleset "trickster-modern" with game.target set to 120
    And the scores before the hand:
      | seat | score |
      | 0    | 90    |
      | 1    | 60    |
      | 2    | 90    |
      | 3    | 60    |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 31    |
      | 1    | 9     |
      | 2    | 31    |
      | 3    | 9     |
    When the game result is asked for
    Then the game is won by seats 0 and 2

  # id: bb314ebf
  @trickster.game.target
  Scenario: Modern play to 150 - 140 is not enough
    Given the ruleset "trickster-modern" with game.target set to 150
    And the scores before the hand:
      | seat | score |
      | 0    | 120   |
      | 1    | 100   |
      | 2    | 120   |
      | 3    | 100   |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 20    |
      | 1    | 9     |
      | 2    | 20    |
      | 3    | 9     |
    When the game result is asked for
    Then the game goes on

  # id: dea9a6e8
  @trickster.game.target
  Scenario: Modern play to 150 - a side reaching 150 wins
    Given the ruleset "trickster-modern" with game.target set to 150
    And the scores before the hand:
      | seat | score |
      | 0    | 120   |
      | 1    | 100   |
      | 2    | 120   |
      | 3    | 100   |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 30    |
      | 1    | 9     |
      | 2    | 30    |
      | 3    | 9     |
    When the game result is asked for
    Then the game is won by seats 0 and 2

  # id: 204e92f3
  @trickster.game.double-deck-target
  Scenario: Double deck - a side at 4990 plays on
    Given the ruleset "trickster-double-deck"
    And the scores before the hand:
      | seat | score |
      | 0    | 4000  |
      | 1    | 3000  |
      | 2    | 4000  |
      | 3    | 3000  |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 990   |
      | 1    | 250   |
      | 2    | 990   |
      | 3    | 250   |
    When the game result is asked for
    Then the game goes on

  # id: e65351f2
  @trickster.game.double-deck-target
  Scenario: Double deck - a side reaching 5000 wins
    Given the ruleset "trickster-double-deck"
    And the scores before the hand:
      | seat | score |
      | 0    | 4000  |
      | 1    | 3000  |
      | 2    | 4000  |
      | 3    | 3000  |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 1000  |
      | 1    | 250   |
      | 2    | 1000  |
      | 3    | 250   |
    When the game result is asked for
    Then the game is won by seats 0 and 2

  # ------------------------------------------------------------------ who wins
  # id: 54b65564
  @trickster.game.highest-wins
  Scenario: Must bid/set off - with both sides over 1000 the higher score wins, even against the bidders
    Given the ruleset "trickster-classic"
    And the scores before the hand:
      | seat | score |
      | 0    | 950   |
      | 1    | 960   |
      | 2    | 950   |
      | 3    | 960   |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 60    |
      | 1    | 90    |
      | 2    | 60    |
      | 3    | 90    |
    When the game result is asked for
    Then the game is won by seats 1 and 3

  # id: 35a1649a
  @trickster.game.highest-wins
  Scenario: Must bid/set off - defenders who did not set the bidders can still win
    Given the ruleset "trickster-classic"
    And the scores before the hand:
      | seat | score |
      | 0    | 500   |
      | 1    | 950   |
      | 2    | 500   |
      | 3    | 950   |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 300   |
      | 1    | 60    |
      | 2    | 300   |
      | 3    | 60    |
    When the game result is asked for
    Then the game is won by seats 1 and 3

  # id: 7ca183ab
  @trickster.game.ties
  Scenario: Must bid/set off - sides tied over the target play on
    Given the ruleset "trickster-classic"
    And the scores before the hand:
      | seat | score |
      | 0    | 950   |
      | 1    | 960   |
      | 2    | 950   |
      | 3    | 960   |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 80    |
      | 1    | 70    |
      | 2    | 80    |
      | 3    | 70    |
    When the game result is asked for
    Then the game goes on with only seats 0, 1, 2 and 3

  # id: f190638d
  @trickster.game.ties
  Scenario: Must bid/set off - sides tied over the target play on when the declarers sit second
    Given the ruleset "trickster-classic"
    And the scores before the hand:
      | seat | score |
      | 0    | 960   |
      | 1    | 950   |
      | 2    | 960   |
      | 3    | 950   |
    And the hand's bidder was seat 1, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 70    |
      | 1    | 80    |
      | 2    | 70    |
      | 3    | 80    |
    When the game result is asked for
    Then the game goes on with only seats 0, 1, 2 and 3

  # 003 is silent on a tie over the target; the trickster rulesets read it as play-on. The
  # other recorded reading gives the tie to the declaring side when it is among the level
  # sides, and otherwise still plays on.

  # id: 07ae1a5e
  @trickster.game.ties
  Scenario: Read as a tie won by the declarers, level sides over the target give the game to the bidder's side
    Given the ruleset "trickster-classic" with game.ties set to "bidder_wins"
    And the scores before the hand:
      | seat | score |
      | 0    | 960   |
      | 1    | 950   |
      | 2    | 960   |
      | 3    | 950   |
    And the hand's bidder was seat 1, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 70    |
      | 1    | 80    |
      | 2    | 70    |
      | 3    | 80    |
    When the game result is asked for
    Then the game is won by seats 1 and 3

  # id: 09c431b5
  @trickster.game.ties
  Scenario: Read as a tie won by the declarers, three-handed defenders level over the target still play on
    Given the ruleset "trickster-3-player" with game.ties set to "bidder_wins"
    And the scores before the hand:
      | seat | score |
      | 0    | 950   |
      | 1    | 900   |
      | 2    | 950   |
    And the hand's bidder was seat 1, who was set, and the hand scored:
      | seat | score |
      | 0    | 80    |
      | 1    | -250  |
      | 2    | 80    |
    When the game result is asked for
    Then the game goes on with only seats 0 and 2

  # id: 2d786d0b
  @trickster.game.must-bid-or-set
  Scenario: Must bid/set on - defenders who did not set the bidders cannot win on that hand
    Given the ruleset "trickster-classic-must-bid-or-set"
    And the scores before the hand:
      | seat | score |
      | 0    | 500   |
      | 1    | 950   |
      | 2    | 500   |
      | 3    | 950   |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 300   |
      | 1    | 60    |
      | 2    | 300   |
      | 3    | 60    |
    When the game result is asked for
    Then the game goes on

  # id: 88977011
  @trickster.game.must-bid-or-set
  Scenario: Must bid/set on - defenders who set the bidders win on reaching the target
    Given the ruleset "trickster-classic-must-bid-or-set"
    And the scores before the hand:
      | seat | score |
      | 0    | 500   |
      | 1    | 950   |
      | 2    | 500   |
      | 3    | 950   |
    And the hand's bidder was seat 0, who was set, and the hand scored:
      | seat | score |
      | 0    | -200  |
      | 1    | 60    |
      | 2    | -200  |
      | 3    | 60    |
    When the game result is asked for
    Then the game is won by seats 1 and 3

  # id: 85fd8bdd
  @trickster.game.must-bid-or-set
  Scenario: Must bid/set on - bidders who made their bid win over higher-scoring defenders
    Given the ruleset "trickster-classic-must-bid-or-set"
    And the scores before the hand:
      | seat | score |
      | 0    | 950   |
      | 1    | 960   |
      | 2    | 950   |
      | 3    | 960   |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 60    |
      | 1    | 90    |
      | 2    | 60    |
      | 3    | 90    |
    When the game result is asked for
    Then the game is won by seats 0 and 2

  # id: dcb049ae
  @trickster.game.must-bid-or-set
  Scenario: Must bid/set on - bidders who were set cannot win though still over the target
    Given the ruleset "trickster-classic-must-bid-or-set"
    And the scores before the hand:
      | seat | score |
      | 0    | 1300  |
      | 1    | 600   |
      | 2    | 1300  |
      | 3    | 600   |
    And the hand's bidder was seat 0, who was set, and the hand scored:
      | seat | score |
      | 0    | -200  |
      | 1    | 100   |
      | 2    | -200  |
      | 3    | 100   |
    When the game result is asked for
    Then the game goes on

  # id: 3788decb
  @trickster.game.target @trickster.scoring.three-player
  Scenario: Three players - the one player reaching 1000 wins alone
    Given the ruleset "trickster-3-player"
    And the scores before the hand:
      | seat | score |
      | 0    | 900   |
      | 1    | 850   |
      | 2    | 600   |
    And the hand's bidder was seat 1, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 90    |
      | 1    | 200   |
      | 2    | 40    |
    When the game result is asked for
    # checks: trickster.scoring.three-player
    Then the game is won by seat 1

  # id: cd02caa2
  @trickster.game.target
  Scenario: Play to 1200 - a side reaching exactly 1200 wins
    Given the ruleset "trickster-classic" with game.target set to 1200
    And the scores before the hand:
      | seat | score |
      | 0    | 950   |
      | 1    | 700   |
      | 2    | 950   |
      | 3    | 700   |
    And the hand's bidder was seat 1, who was set, and the hand scored:
      | seat | score |
      | 0    | 250   |
      | 1    | -200  |
      | 2    | 250   |
      | 3    | -200  |
    When the game result is asked for
    Then the game is won by seats 0 and 2

  # id: 01bb2b5c
  @trickster.game.target
  Scenario: Play to 1200 - a side at 1190 plays on
    Given the ruleset "trickster-classic" with game.target set to 1200
    And the scores before the hand:
      | seat | score |
      | 0    | 950   |
      | 1    | 700   |
      | 2    | 950   |
      | 3    | 700   |
    And the hand's bidder was seat 1, who was set, and the hand scored:
      | seat | score |
      | 0    | 240   |
      | 1    | -200  |
      | 2    | 240   |
      | 3    | -200  |
    When the game result is asked for
    Then the game goes on

  # id: 506ab986
  @trickster.game.target
  Scenario: Play to 1500 - a side at 1490 plays on
    Given the ruleset "trickster-classic" with game.target set to 1500
    And the scores before the hand:
      | seat | score |
      | 0    | 1100  |
      | 1    | 1200  |
      | 2    | 1100  |
      | 3    | 1200  |
    And the hand's bidder was seat 1, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 100   |
      | 1    | 290   |
      | 2    | 100   |
      | 3    | 290   |
    When the game result is asked for
    Then the game goes on

  # id: 664bb67e
  @trickster.game.target
  Scenario: Modern play to 120 - a side reaching exactly 120 wins
    Given the ruleset "trickster-modern" with game.target set to 120
    And the scores before the hand:
      | seat | score |
      | 0    | 90    |
      | 1    | 60    |
      | 2    | 90    |
      | 3    | 60    |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 30    |
      | 1    | 9     |
      | 2    | 30    |
      | 3    | 9     |
    When the game result is asked for
    Then the game is won by seats 0 and 2

  # id: af219725
  @trickster.game.target
  Scenario: Modern play to 120 - a side at 119 plays on
    Given the ruleset "trickster-modern" with game.target set to 120
    And the scores before the hand:
      | seat | score |
      | 0    | 90    |
      | 1    | 60    |
      | 2    | 90    |
      | 3    | 60    |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 29    |
      | 1    | 9     |
      | 2    | 29    |
      | 3    | 9     |
    When the game result is asked for
    Then the game goes on

  # id: 52d08084
  @trickster.game.target
  Scenario: Modern play to 150 - a side at 149 plays on
    Given the ruleset "trickster-modern" with game.target set to 150
    And the scores before the hand:
      | seat | score |
      | 0    | 120   |
      | 1    | 100   |
      | 2    | 120   |
      | 3    | 100   |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 29    |
      | 1    | 9     |
      | 2    | 29    |
      | 3    | 9     |
    When the game result is asked for
    Then the game goes on
