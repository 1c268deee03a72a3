@doc-001
Feature: Peterson pinochle bidding (001, "Bidding")
  The player left of the dealer is "in" at the opening amount (250 four-handed, 150
  three-handed, 450 five-handed), bids go round to the left in steps of ten, a player who
  passes is out of the bidding, and the last bidder left names trump.

  # id: b33d618b
  @peterson.bidding.first-player-in @peterson.bidding.in-tens
  Scenario: Four-handed, the player left of the dealer is in for 250 and the next player must bid at least 260
    Given the ruleset "peterson-4"
    And seat 0 deals
    When the auction is run
    # checks: peterson.bidding.first-player-in
    Then the auction is open with seat 2 to bid at least 260

  # id: 565f8e91
  @peterson.bidding.first-player-in @peterson.bidding.in-tens
  Scenario: The forced opening follows the deal round the table
    Given the ruleset "peterson-4"
    And seat 2 deals
    When the auction is run
    # checks: peterson.bidding.first-player-in
    Then the auction is open with seat 0 to bid at least 260

  # id: 67837964
  @peterson.bidding.first-player-in @peterson.bidding.auction-ends
  Scenario: When everyone else passes, the player who was in holds the bid at 250
    Given the ruleset "peterson-4"
    And the bids:
      | seat | bid  |
      | 2    | pass |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    # checks: peterson.bidding.first-player-in
    Then the auction is won by seat 1 for 250

  # id: 6bd68aa7
  @peterson.bidding.first-player-in
  Scenario: The player who is in does not speak before the player on his left
    Given the ruleset "peterson-4"
    And the bids:
      | seat | bid |
      | 1    | 260 |
    When the auction is run
    Then bid 1 is rejected with rule "turn.out-of-turn"

  # id: 717b78da
  @peterson.bidding.first-player-in @peterson.bidding.auction-ends
  Scenario: The player who was in may raise when the bidding comes back to him
    Given the ruleset "peterson-4"
    And the bids:
      | seat | bid  |
      | 2    | 260  |
      | 3    | pass |
      | 0    | pass |
      | 1    | 270  |
      | 2    | pass |
    When the auction is run
    # checks: peterson.bidding.first-player-in
    Then the auction is won by seat 1 for 270

  # id: d0be1f03
  @peterson.bidding.raise
  Scenario: Matching the forced 250 is not a bid
    Given the ruleset "peterson-4"
    And the bids:
      | seat | bid |
      | 2    | 250 |
    When the auction is run
    Then bid 1 is rejected with rule "bid.not-higher"

  # id: a254c2ea
  @peterson.bidding.raise
  Scenario: A bid must top the current high bid
    Given the ruleset "peterson-4"
    And the bids:
      | seat | bid |
      | 2    | 300 |
      | 3    | 290 |
    When the auction is run
    Then bid 2 is rejected with rule "bid.not-higher"

  # id: f0fe21ff
  @peterson.bidding.in-tens
  Scenario: A raise of five points is off the ten-point steps
    Given the ruleset "peterson-4"
    And the bids:
      | seat | bid |
      | 2    | 255 |
    When the auction is run
    Then bid 1 is rejected with rule "bid.off-increment"

  # id: 1c6fde0f
  @peterson.bidding.in-tens
  Scenario: A jump bid on the ten-point steps is allowed
    Given the ruleset "peterson-4"
    And the bids:
      | seat | bid |
      | 2    | 350 |
      | 3    | 380 |
    When the auction is run
    Then the auction is open with seat 0 to bid at least 390

  # id: 69d1760f
  @peterson.bidding.in-tens
  Scenario: A bid between two steps after a jump is still rejected
    Given the ruleset "peterson-4"
    And the bids:
      | seat | bid |
      | 2    | 350 |
      | 3    | 365 |
    When the auction is run
    Then bid 2 is rejected with rule "bid.off-increment"

  # id: d54305bb
  @peterson.bidding.pass-is-final @peterson.bidding.in-tens
  Scenario: The bidding skips a player who has passed
    Given the ruleset "peterson-4"
    And the bids:
      | seat | bid  |
      | 2    | pass |
      | 3    | 260  |
      | 0    | pass |
      | 1    | 270  |
    When the auction is run
    # checks: peterson.bidding.pass-is-final
    Then the auction is open with seat 3 to bid at least 280

  # id: db9fefec
  @peterson.bidding.pass-is-final
  Scenario: A player who passed may not come back into the bidding
    Given the ruleset "peterson-4"
    And the bids:
      | seat | bid  |
      | 2    | pass |
      | 3    | 260  |
      | 0    | pass |
      | 1    | 270  |
      | 2    | 280  |
    When the auction is run
    Then bid 5 is rejected with rule "turn.out-of-turn"

  # id: 3409ffe6
  @peterson.bidding.pass-is-final @peterson.bidding.auction-ends
  Scenario: The bidding ends when all but the high bidder have passed
    Given the ruleset "peterson-4"
    And the bids:
      | seat | bid  |
      | 2    | 260  |
      | 3    | 270  |
      | 0    | pass |
      | 1    | pass |
      | 2    | 300  |
      | 3    | pass |
    When the auction is run
    # checks: peterson.bidding.auction-ends
    Then the auction is won by seat 2 for 300

  # id: dada7dd3
  @peterson.bidding.auction-ends
  Scenario: Nobody may bid once the bidding is over
    Given the ruleset "peterson-4"
    And the bids:
      | seat | bid  |
      | 2    | 260  |
      | 3    | pass |
      | 0    | pass |
      | 1    | pass |
      | 2    | 270  |
    When the auction is run
    Then bid 5 is rejected with rule "bid.auction-closed" or "phase.expected-trump"

  # id: 4f3cf557
  @peterson.bidding.three-handed-opening @peterson.bidding.opening-forced @peterson.bidding.in-tens
  Scenario: Three-handed, the bidding opens at 150
    Given the ruleset "peterson-3"
    When the auction is run
    # checks: peterson.bidding.three-handed-opening
    Then the auction is open with seat 2 to bid at least 160

  # id: e945f715
  @peterson.bidding.three-handed-opening @peterson.bidding.opening-forced
  Scenario: Three-handed, the player left of the dealer keeps the bid at 150 when both others pass
    Given the ruleset "peterson-3"
    And the bids:
      | seat | bid  |
      | 2    | pass |
      | 0    | pass |
    When the auction is run
    # checks: peterson.bidding.opening-forced
    Then the auction is won by seat 1 for 150

  # id: 89eaaeb5
  @peterson.bidding.three-handed-opening @peterson.bidding.in-tens @peterson.bidding.opening-forced
  Scenario: Three-handed bids also go in tens
    Given the ruleset "peterson-3"
    And the bids:
      | seat | bid |
      | 2    | 165 |
    When the auction is run
    # checks: peterson.bidding.in-tens
    Then bid 1 is rejected with rule "bid.off-increment"

  # id: 01cec37c
  @peterson.bidding.five-handed-opening @peterson.bidding.opening-forced @peterson.bidding.in-tens
  Scenario: Five-handed, the bidding opens at 450
    Given the ruleset "peterson-5"
    When the auction is run
    # checks: peterson.bidding.five-handed-opening
    Then the auction is open with seat 2 to bid at least 460

  # id: 902e0e2d
  @peterson.bidding.five-handed-opening @peterson.bidding.pass-is-final @peterson.bidding.in-tens @peterson.bidding.opening-forced
  Scenario: Five-handed, the bidding goes round all five players
    Given the ruleset "peterson-5"
    And the bids:
      | seat | bid  |
      | 2    | 460  |
      | 3    | pass |
      | 4    | 500  |
      | 0    | pass |
      | 1    | pass |
    When the auction is run
    # checks: peterson.bidding.five-handed-opening
    Then the auction is open with seat 2 to bid at least 510

  # 001 (Bidding): the player left of the dealer is "in" at the opening bid, so in a hand
  # being played the first player free to speak sits two seats left of the dealer; with six
  # players and seat 2 dealing that is seat 4.
  # id: 33401965
  @peterson.bidding.first-player-in @peterson.bidding.six-handed-opening
  Scenario: Six-handed, in a played hand the player two seats left of the dealer speaks first
    Given the ruleset "peterson-6"
    And seat 2 deals
    And the deal:
      | seat | cards                                               |
      | 0    | A♠ 10♠ Q♠ J♠ A♥ 10♥ Q♥ J♥ A♦ 10♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 1    | A♠ 10♠ Q♠ J♠ A♥ 10♥ Q♥ J♥ A♦ 10♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 2    | A♠ K♠ Q♠ 9♠ A♥ K♥ Q♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ K♣ Q♣ 9♣     |
      | 3    | A♠ K♠ Q♠ 9♠ A♥ K♥ Q♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ K♣ Q♣ 9♣     |
      | 4    | 10♠ K♠ J♠ 9♠ 10♥ K♥ J♥ 9♥ 10♦ K♦ J♦ 9♦ 10♣ K♣ J♣ 9♣ |
      | 5    | 10♠ K♠ J♠ 9♠ 10♥ K♥ J♥ 9♥ 10♦ K♦ J♦ 9♦ 10♣ K♣ J♣ 9♣ |
    And the actions:
      | seat | action  |
      | 4    | bid 460 |
      | 5    | pass    |
    When the hand is played
    # checks: peterson.bidding.first-player-in
    Then every action is accepted

  # id: f07f8cfc
  @peterson.bidding.six-handed-opening
  Scenario: Six-handed, the bidding opens at 450 as in the other double-deck game
    Given the ruleset "peterson-6"
    And the bids:
      | seat | bid  |
      | 2    | pass |
      | 3    | pass |
      | 4    | pass |
      | 5    | pass |
      | 0    | pass |
    When the auction is run
    Then the auction is won by seat 1 for 450

  # id: 6c7e58fc
  @peterson.bidding.three-handed-opening @peterson.bidding.raise @peterson.bidding.opening-forced
  Scenario: Three-handed, matching the opening 150 is not a bid
    Given the ruleset "peterson-3"
    And the bids:
      | seat | bid |
      | 2    | 150 |
    When the auction is run
    # checks: peterson.bidding.raise
    Then bid 1 is rejected with rule "bid.not-higher"

  # id: 15738ca1
  @peterson.bidding.five-handed-opening @peterson.bidding.raise @peterson.bidding.opening-forced
  Scenario: Five-handed, matching the opening 450 is not a bid
    Given the ruleset "peterson-5"
    And the bids:
      | seat | bid |
      | 2    | 450 |
    When the auction is run
    # checks: peterson.bidding.raise
    Then bid 1 is rejected with rule "bid.not-higher"

  # id: f13e656a
  @peterson.bidding.opening-forced @peterson.bidding.three-handed-opening
  Scenario: Read without a forced opening, three-handed, the player left of the dealer speaks first
    Given the ruleset "peterson-3" with bidding.first_bidder_opens set to false
    And the bids:
      | seat | bid |
      | 2    | 160 |
    When the auction is run
    # checks: peterson.bidding.opening-forced
    Then bid 1 is rejected with rule "turn.out-of-turn"

  # id: d38ffabb
  @peterson.bidding.opening-forced @peterson.bidding.five-handed-opening
  Scenario: Read without a forced opening, five-handed, the first bid may be the opening 450
    Given the ruleset "peterson-5" with bidding.first_bidder_opens set to false
    When the auction is run
    # checks: peterson.bidding.opening-forced
    Then the auction is open with seat 1 to bid at least 450

  # id: 303806bd
  @peterson.bidding.in-tens @peterson.bidding.first-player-in
  Scenario: Read with five-point steps, the next bid after the forced 250 is 255
    Given the ruleset "peterson-4" with bidding.increment set to 5
    When the auction is run
    # checks: peterson.bidding.in-tens
    Then the auction is open with seat 2 to bid at least 255
