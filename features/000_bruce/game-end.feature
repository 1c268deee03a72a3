@doc-000
Feature: Bruce's pinochle end of the game (000, game paragraph)

  The game ends after a hand in which somebody reaches 50 or more. If several players
  are at 50 or more and one of them was the bid winner of that hand, he wins whatever the
  others hold; otherwise the highest score wins. If the highest players are tied, only
  they play on until one of them wins. Scores may go below zero by going back.

  # id: 5efe97df
  @bruce.game.target
  Scenario: Nobody at 50 after the hand, the game goes on
    Given the ruleset "bruce-5"
    And the scores before the hand:
      | seat | score |
      | 0    | 40    |
      | 1    | 30    |
      | 2    | 20    |
      | 3    | 10    |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 9     |
      | 1    | 5     |
      | 2    | 0     |
      | 3    | 0     |
    When the game result is asked for
    Then the game goes on

  # id: 39015bb9
  @bruce.game.target
  Scenario: Reaching exactly 50 wins, even for a player who did not bid
    Given the ruleset "bruce-5"
    And the scores before the hand:
      | seat | score |
      | 0    | 45    |
      | 1    | 20    |
      | 2    | 30    |
      | 3    | 10    |
    And the hand's bidder was seat 1, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 5     |
      | 1    | 12    |
      | 2    | 3     |
      | 3    | 0     |
    When the game result is asked for
    Then the game is won by seat 0

  # id: ccd1d597
  @bruce.game.target
  Scenario: A bidder going back below zero does not end the game
    Given the ruleset "bruce-7"
    And the scores before the hand:
      | seat | score |
      | 0    | 2     |
      | 1    | 45    |
      | 2    | 30    |
      | 3    | 10    |
    And the hand's bidder was seat 0, who was set, and the hand scored:
      | seat | score |
      | 0    | -10   |
      | 1    | 4     |
      | 2    | 6     |
      | 3    | 0     |
    When the game result is asked for
    Then the game goes on

  # id: 8064a15e
  @bruce.game.bidder-precedence
  Scenario: With two players past 50 the bidder wins although the other has more
    Given the ruleset "bruce-5"
    And the scores before the hand:
      | seat | score |
      | 0    | 48    |
      | 1    | 45    |
      | 2    | 10    |
      | 3    | 10    |
    And the hand's bidder was seat 1, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 12    |
      | 1    | 6     |
      | 2    | 0     |
      | 3    | 0     |
    When the game result is asked for
    Then the game is won by seat 1

  # id: b4b70412
  @bruce.game.bidder-precedence
  Scenario: A bidder below 50 has no precedence over a player past 50
    Given the ruleset "bruce-5"
    And the scores before the hand:
      | seat | score |
      | 0    | 45    |
      | 1    | 30    |
      | 2    | 10    |
      | 3    | 10    |
    And the hand's bidder was seat 1, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 6     |
      | 1    | 10    |
      | 2    | 0     |
      | 3    | 0     |
    When the game result is asked for
    Then the game is won by seat 0

  # id: 746e5051
  @bruce.game.highest-wins
  Scenario: Without the bidder among them the highest of the players past 50 wins
    Given the ruleset "bruce-5"
    And the scores before the hand:
      | seat | score |
      | 0    | 45    |
      | 1    | 40    |
      | 2    | 30    |
      | 3    | 20    |
    And the hand's bidder was seat 3, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 10    |
      | 1    | 20    |
      | 2    | 0     |
      | 3    | 5     |
    When the game result is asked for
    Then the game is won by seat 1

  # 000, end of the game: when no player past 50 won the bid, the highest total wins, not
  # the biggest gain of the hand. Seat 0 ends on 60 with 12 this hand, seat 2 on 58 with 28.
  # id: b2db60be
  @bruce.game.highest-wins
  Scenario: Without the bidder among them the highest total wins, not the biggest gain
    Given the ruleset "bruce-5"
    And the scores before the hand:
      | seat | score |
      | 0    | 48    |
      | 1    | 20    |
      | 2    | 30    |
      | 3    | 10    |
    And the hand's bidder was seat 1, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 12    |
      | 1    | 8     |
      | 2    | 28    |
      | 3    | 0     |
    When the game result is asked for
    Then the game is won by seat 0

  # id: ebb9a7bf
  @bruce.game.tie-play-on
  Scenario: Two non-bidders tied highest past 50 play on alone
    Given the ruleset "bruce-5"
    And the scores before the hand:
      | seat | score |
      | 0    | 45    |
      | 1    | 45    |
      | 2    | 20    |
      | 3    | 48    |
    And the hand's bidder was seat 2, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 10    |
      | 1    | 10    |
      | 2    | 8     |
      | 3    | 3     |
    When the game result is asked for
    Then the game goes on with only seats 0 and 1

  # id: fe14782d
  @bruce.game.bidder-precedence @bruce.game.tie-play-on
  Scenario: A tie for highest does not matter when the bidder is one of the tied
    Given the ruleset "bruce-5"
    And the scores before the hand:
      | seat | score |
      | 0    | 45    |
      | 1    | 45    |
      | 2    | 20    |
      | 3    | 10    |
    And the hand's bidder was seat 1, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 10    |
      | 1    | 10    |
      | 2    | 0     |
      | 3    | 0     |
    When the game result is asked for
    # checks: bruce.game.bidder-precedence
    Then the game is won by seat 1

  # id: 6e5c4513
  @bruce.game.tie-play-on @bruce.game.bidder-precedence
  Scenario: Playing on after a tie, the bidder among the tied players wins when both stay past 50
    Given the ruleset "bruce-5"
    And only seats 0 and 1 are still in the game
    And the scores before the hand:
      | seat | score |
      | 0    | 55    |
      | 1    | 55    |
      | 2    | 30    |
      | 3    | 20    |
    And the hand's bidder was seat 0, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 3     |
      | 1    | 5     |
      | 2    | 0     |
      | 3    | 0     |
    When the game result is asked for
    # checks: bruce.game.bidder-precedence
    Then the game is won by seat 0

  # id: 50dff01c
  @bruce.game.tie-play-on
  Scenario: Playing on after a tie, a set bidder falling under 50 loses to the other tied player
    Given the ruleset "bruce-5"
    And only seats 0 and 1 are still in the game
    And the scores before the hand:
      | seat | score |
      | 0    | 55    |
      | 1    | 55    |
      | 2    | 30    |
      | 3    | 20    |
    And the hand's bidder was seat 0, who was set, and the hand scored:
      | seat | score |
      | 0    | -10   |
      | 1    | 2     |
      | 2    | 0     |
      | 3    | 0     |
    When the game result is asked for
    Then the game is won by seat 1

  # id: abee09f4
  @bruce.game.set-bidder-precedence
  Scenario: A set bidder still at 50 or more keeps the bidder's precedence
    Given the ruleset "bruce-5"
    And the scores before the hand:
      | seat | score |
      | 0    | 60    |
      | 1    | 45    |
      | 2    | 20    |
      | 3    | 10    |
    And the hand's bidder was seat 0, who was set, and the hand scored:
      | seat | score |
      | 0    | -5    |
      | 1    | 12    |
      | 2    | 0     |
      | 3    | 0     |
    When the game result is asked for
    Then the game is won by seat 0

  # The other reading of the same passage: only a bid winner who made his bid has the
  # precedence, so the set seat 0 (55) loses to seat 1's higher 57.
  # id: 63e17441
  @bruce.game.set-bidder-precedence
  Scenario: Read with the precedence for a made bid only, a set bidder at 50 or more loses to a higher score
    Given the ruleset "bruce-5" with game.set_bidder_keeps_precedence set to false
    And the scores before the hand:
      | seat | score |
      | 0    | 60    |
      | 1    | 45    |
      | 2    | 20    |
      | 3    | 10    |
    And the hand's bidder was seat 0, who was set, and the hand scored:
      | seat | score |
      | 0    | -5    |
      | 1    | 12    |
      | 2    | 0     |
      | 3    | 0     |
    When the game result is asked for
    Then the game is won by seat 1

  # Only the tied players play on (000, end of the game): in the next hand's auction the
  # players out of the game take no turn. Seat 3 deals; seats 1 and 3 are still in, so seat
  # 1 (the first of them left of the dealer) bids first and the dealer, seat 3, bids last.

  # id: 898048d4
  @bruce.game.tie-play-on @bruce.bidding.order
  Scenario: Playing on after a tie, the player left of the dealer who is out of the game may not bid
    Given the ruleset "bruce-5"
    And only seats 1 and 3 are still in the game
    And seat 3 deals
    And the bids:
      | seat | bid |
      | 0    | 3   |
    When the auction is run
    # checks: bruce.game.tie-play-on
    Then bid 1 is rejected with rule "turn.out-of-turn"

  # id: a351aa0e
  @bruce.game.tie-play-on
  Scenario: Playing on after a tie, the first tied player left of the dealer opens the bidding
    Given the ruleset "bruce-5"
    And only seats 1 and 3 are still in the game
    And seat 3 deals
    And the bids:
      | seat | bid |
      | 1    | 3   |
    When the auction is run
    Then the auction is open with seat 3 to bid at least 4

  # Three players tied and play on; the dealer (seat 0) is one of them, and the player on
  # his left (seat 1) is out, so the bidding opens with the next tied player, seat 2 (000,
  # end of the game: on a tie only the tied players go on; bidding goes round to the left).
  # id: e2eafc12
  @bruce.game.tie-play-on
  Scenario: Playing on after a three-way tie, the bidding passes over a left-hand player who is out
    Given the ruleset "bruce-5"
    And only seats 0, 2 and 3 are still in the game
    And seat 0 deals
    And the bids:
      | seat | bid |
      | 2    | 3   |
    When the auction is run
    Then the auction is open with seat 3 to bid at least 4

  # id: 23142ead
  @bruce.game.tie-play-on
  Scenario: Playing on after a tie, a player out of the game may not bid between the tied players
    Given the ruleset "bruce-5"
    And only seats 1 and 3 are still in the game
    And seat 3 deals
    And the bids:
      | seat | bid |
      | 1    | 3   |
      | 2    | 4   |
    When the auction is run
    Then bid 2 is rejected with rule "turn.out-of-turn"

  # Everyone passing sticks the dealer with the bid for 1 (000, bidding); in a hand played
  # on after a tie the players still in the game are the only ones who pass.

  # id: 2a23ab8f
  @bruce.game.tie-play-on @bruce.bidding.dealer-takes-it
  Scenario: Playing on after a tie, when both tied players pass the tied dealer has the bid for 1
    Given the ruleset "bruce-5"
    And only seats 1 and 3 are still in the game
    And seat 3 deals
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 3    | pass |
    When the auction is run
    # checks: bruce.bidding.dealer-takes-it
    Then the auction is won by seat 3 for 1

  # Three players tied: seat 1 deals and seat 2, left of him, is out of the game, so seat 3
  # opens and seat 0 speaks next.

  # id: 9889012e
  @bruce.game.tie-play-on @bruce.bidding.order
  Scenario: Playing on after a three-way tie, the bidding skips the player out of the game left of the dealer
    Given the ruleset "bruce-5"
    And only seats 0, 1 and 3 are still in the game
    And seat 1 deals
    And the bids:
      | seat | bid |
      | 3    | 2   |
    When the auction is run
    # checks: bruce.game.tie-play-on
    Then the auction is open with seat 0 to bid at least 3

  # Three players tied with seat 1 out: seat 3 deals, seat 0 opens, and the turn passes
  # over seat 1 to seat 2.
  # id: ca518408
  @bruce.game.tie-play-on @bruce.bidding.order
  Scenario: Playing on after a three-way tie, the turn passes over the player out of the game
    Given the ruleset "bruce-5"
    And only seats 0, 2 and 3 are still in the game
    And seat 3 deals
    And the bids:
      | seat | bid |
      | 0    | 2   |
    When the auction is run
    # checks: bruce.game.tie-play-on
    Then the auction is open with seat 2 to bid at least 3

  # id: f433820f
  @bruce.game.tie-play-on
  Scenario: Playing on after a tie, the two tied players alone settle the bid
    Given the ruleset "bruce-5"
    And only seats 1 and 3 are still in the game
    And seat 3 deals
    And the bids:
      | seat | bid |
      | 1    | 3   |
      | 3    | 4   |
    When the auction is run
    Then the auction is won by seat 3 for 4
