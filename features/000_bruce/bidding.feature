@doc-000
Feature: Bruce's pinochle bidding (000, bidding paragraph)

  Starting at the dealer's left and going clockwise, every player gets exactly one chance
  to bid or pass. Bids start at 1, each bid must be higher than the one before it and
  there is no ceiling. The winner of the bid names trump. When everybody passes, the
  dealer has the bid for 1.

  # id: 76771e2d
  @bruce.bidding.order @bruce.bidding.minimum-one
  Scenario: The player to the dealer's left bids first and may open at 1
    Given the ruleset "bruce-5"
    And seat 2 deals
    When the auction is run
    # checks: bruce.bidding.order
    Then the auction is open with seat 3 to bid at least 1

  # id: 85db9e2e
  @bruce.bidding.minimum-one
  Scenario: An opening bid of 1 is allowed
    Given the ruleset "bruce-5"
    And the bids:
      | seat | bid |
      | 1    | 1   |
    When the auction is run
    Then the auction is open with seat 2 to bid at least 2

  # id: 14a4597b
  @bruce.bidding.minimum-one
  Scenario: A bid of zero is below the minimum
    Given the ruleset "bruce-5"
    And the bids:
      | seat | bid |
      | 1    | 0   |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: f6a401bf
  @bruce.bidding.pass @bruce.bidding.order
  Scenario: After a pass the next player to the left is asked and the minimum stays at 1
    Given the ruleset "bruce-7"
    And seat 3 deals
    And the bids:
      | seat | bid  |
      | 0    | pass |
    When the auction is run
    # checks: bruce.bidding.order
    Then the auction is open with seat 1 to bid at least 1

  # 000, bidding paragraph: any player may pass, the dealer included, and a pass by the
  # last player leaves the bid with whoever made it.
  # id: f4417745
  @bruce.bidding.pass
  Scenario: When the others and then the dealer pass, the bid stays with the player who made it
    Given the ruleset "bruce-5"
    And the bids:
      | seat | bid  |
      | 1    | 4    |
      | 2    | pass |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    Then the auction is won by seat 1 for 4

  # id: 14f3cf64
  @bruce.bidding.must-beat
  Scenario: A bid equal to the last bid is not allowed
    Given the ruleset "bruce-5"
    And the bids:
      | seat | bid |
      | 1    | 8   |
      | 2    | 8   |
    When the auction is run
    Then bid 2 is rejected with rule "bid.not-higher"

  # id: d71bfa76
  @bruce.bidding.must-beat
  Scenario: A bid lower than the standing bid is not allowed, even after a pass
    Given the ruleset "bruce-5"
    And the bids:
      | seat | bid  |
      | 1    | 8    |
      | 2    | pass |
      | 3    | 6    |
    When the auction is run
    Then bid 3 is rejected with rule "bid.not-higher"

  # id: 1e8007e0
  @bruce.bidding.must-beat
  Scenario: Beating the last bid by a single point is enough
    Given the ruleset "bruce-5"
    And the bids:
      | seat | bid |
      | 1    | 8   |
      | 2    | 9   |
    When the auction is run
    Then the auction is open with seat 3 to bid at least 10

  # id: ea5bbdc6
  @bruce.bidding.no-ceiling
  Scenario: A player may bid as high as he likes
    Given the ruleset "bruce-7"
    And the bids:
      | seat | bid  |
      | 1    | 3    |
      | 2    | 45   |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    Then the auction is won by seat 2 for 45

  # 000, bidding paragraph: a bid may go as high as the bidder likes, so a high bid does
  # not close the auction; the next player may still go higher.
  # id: 4a72c43b
  @bruce.bidding.no-ceiling
  Scenario: After a bid of 75 the next player may still bid higher
    Given the ruleset "bruce-5"
    And the bids:
      | seat | bid |
      | 1    | 50  |
      | 2    | 75  |
    When the auction is run
    Then the auction is open with seat 3 to bid at least 76

  # id: dbfe0e83
  @bruce.bidding.single-chance
  Scenario: One round of bids ends the auction without a second chance for the first bidder
    Given the ruleset "bruce-5"
    And the bids:
      | seat | bid  |
      | 1    | 5    |
      | 2    | pass |
      | 3    | 6    |
      | 0    | pass |
    When the auction is run
    Then the auction is won by seat 3 for 6

  # id: bfc11bc9
  @bruce.bidding.single-chance
  Scenario: A bid after every player has had his chance is refused
    Given the ruleset "bruce-5"
    And the bids:
      | seat | bid  |
      | 1    | 5    |
      | 2    | pass |
      | 3    | 6    |
      | 0    | pass |
      | 1    | 7    |
    When the auction is run
    Then bid 5 is rejected with rule "bid.auction-closed" or "phase.expected-trump" or "turn.out-of-turn"

  # id: c5397086
  @bruce.bidding.single-chance @bruce.bidding.order
  Scenario: The dealer speaks last and may take the bid over everyone
    Given the ruleset "bruce-5"
    And the bids:
      | seat | bid  |
      | 1    | 5    |
      | 2    | 6    |
      | 3    | pass |
      | 0    | 7    |
    When the auction is run
    # checks: bruce.bidding.order
    Then the auction is won by seat 0 for 7

  # 000's title: the game is for 2 to 4 or more players; two players make the smallest table.
  # id: 400b3ff2
  @bruce.bidding.single-chance @bruce.deal.table-size
  Scenario: With two players the round is two bids long
    Given the ruleset "bruce-5" with players set to 2
    And seat 1 deals
    And the bids:
      | seat | bid  |
      | 0    | 3    |
      | 1    | pass |
    When the auction is run
    # checks: bruce.bidding.single-chance
    Then the auction is won by seat 0 for 3

  # id: 6715d780
  @bruce.bidding.single-chance
  Scenario: With three players the round is three bids long
    Given the ruleset "bruce-7" with players set to 3
    And seat 2 deals
    And the bids:
      | seat | bid  |
      | 0    | 4    |
      | 1    | pass |
      | 2    | pass |
    When the auction is run
    Then the auction is won by seat 0 for 4

  # id: c07a0062
  @bruce.bidding.order
  Scenario: A player bidding before his turn is refused
    Given the ruleset "bruce-5"
    And the bids:
      | seat | bid |
      | 2    | 5   |
    When the auction is run
    Then bid 1 is rejected with rule "turn.out-of-turn"

  # id: 4138d233
  @bruce.bidding.dealer-takes-it
  Scenario: When everybody passes the dealer has the bid for 1
    Given the ruleset "bruce-5"
    And seat 2 deals
    And the bids:
      | seat | bid  |
      | 3    | pass |
      | 0    | pass |
      | 1    | pass |
      | 2    | pass |
    When the auction is run
    Then the auction is won by seat 2 for 1

  # id: eac815cd
  @bruce.bidding.dealer-takes-it
  Scenario: In the seven-card game with five players an all-pass also leaves the dealer with 1
    Given the ruleset "bruce-7" with players set to 5
    And seat 4 deals
    And the bids:
      | seat | bid  |
      | 0    | pass |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
      | 4    | pass |
    When the auction is run
    Then the auction is won by seat 4 for 1

  # id: 7bc7b61d
  @bruce.bidding.bidder-names-trump
  Scenario: Only the winner of the bid names trump
    Given the ruleset "bruce-5"
    And the deal:
      | seat  | cards                                                                                    |
      | 0     | A♠ 10♠ K♠ Q♠ J♠                                                                          |
      | 1     | A♥ 10♥ K♥ Q♥ J♥                                                                          |
      | 2     | A♦ 10♦ K♦ Q♦ J♦                                                                          |
      | 3     | A♣ 10♣ K♣ Q♣ J♣                                                                          |
      | stock | 9♠ 9♠ A♠ 10♠ K♠ Q♠ J♠ 9♥ 9♥ A♥ 10♥ K♥ Q♥ J♥ 9♦ 9♦ A♦ 10♦ K♦ Q♦ J♦ 9♣ 9♣ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action  |
      | 1    | pass    |
      | 2    | bid 3   |
      | 3    | pass    |
      | 0    | pass    |
      | 3    | trump ♣ |
    When the hand is played
    Then action 5 is rejected with rule "turn.out-of-turn"

  # id: 0338ca16
  @bruce.bidding.bidder-names-trump @bruce.bidding.dealer-takes-it
  Scenario: A dealer left with the bid after four passes names trump himself
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                    |
      | 0     | A♠ 10♠ K♠ Q♠ J♠                                                                          |
      | 1     | A♥ 10♥ K♥ Q♥ J♥                                                                          |
      | 2     | A♦ 10♦ K♦ Q♦ J♦                                                                          |
      | 3     | A♣ 10♣ K♣ Q♣ J♣                                                                          |
      | stock | 9♠ 9♠ A♠ 10♠ K♠ Q♠ J♠ 9♥ 9♥ A♥ 10♥ K♥ Q♥ J♥ 9♦ 9♦ A♦ 10♦ K♦ Q♦ J♦ 9♣ 9♣ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action   |
      | 0    | pass     |
      | 1    | pass     |
      | 2    | pass     |
      | 3    | pass     |
      | 3    | trump ♣  |
      | 3    | exchange |
    When the hand is played
    # checks: bruce.bidding.bidder-names-trump
    Then every action is accepted
