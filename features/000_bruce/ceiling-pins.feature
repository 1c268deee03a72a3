@doc-000
Feature: Bruce's pinochle, a bid at the ruleset's bound (000, bidding paragraph)

  000 lets a player bid as high as he likes; bruce-5 records 100 as its enumeration bound
  (reading bruce.bidding.enumeration-bound, alternative 250, under which bids still have no
  ceiling in play). A bid of exactly 100 is legal under both readings, and the next player
  must still bid one more than it to take the bid over: the bound does not close the auction.

  # 000, bidding paragraph: bids rise by at least one and have no ceiling. Seat 1 opens at
  # 100, the bound bruce-5 records; seat 2 may still outbid him with 101.
  # id: 088bf00a
  @bruce.bidding.no-ceiling @bruce.bidding.enumeration-bound
  Scenario: A bid of 100, bruce-5's bound, is accepted and the next player must bid at least 101
    Given the ruleset "bruce-5"
    And the bids:
      | seat | bid |
      | 1    | 100 |
    When the auction is run
    # checks: bruce.bidding.no-ceiling
    Then the auction is open with seat 2 to bid at least 101

  # 000, bidding paragraph: one chance each, the highest bid wins. Seat 1's 100 stands when
  # the three others pass: the bound is a bid like any other.
  # id: fb9b1b24
  @bruce.bidding.no-ceiling @bruce.bidding.enumeration-bound
  Scenario: A bid of 100, bruce-5's bound, wins when the others pass
    Given the ruleset "bruce-5"
    And the bids:
      | seat | bid  |
      | 1    | 100  |
      | 2    | pass |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    # checks: bruce.bidding.no-ceiling
    Then the auction is won by seat 1 for 100
