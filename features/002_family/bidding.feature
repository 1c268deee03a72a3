@doc-002
Feature: Family 5-handed pinochle: bidding (002)
  Main text: a single round of bidding opening at 40; with no bid the dealer has the hand
  for 40. Comment 1 opens at 50; the college cut-throat game opens at 15 with a stuck dealer
  at 12; the 96-card game is an auction from 50; the last comment opens at 10 with a stuck
  dealer at 9. Bids rise by single points (the story of a winning bid of 72).

  # id: 018290ad
  @family.bidding.opening-40
  Scenario: A first bid below 40 is refused
    Given the ruleset "family-5-shore"
    And the bids:
      | seat | bid |
      | 1    | 39  |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: e63a51a8
  @family.bidding.opening-40 @family.bidding.order-left-of-dealer
  Scenario: Bidding opens left of the dealer, and after a pass the next player may open at 40
    Given the ruleset "family-5-shore"
    And the bids:
      | seat | bid  |
      | 1    | pass |
    When the auction is run
    # checks: family.bidding.opening-40
    Then the auction is open with seat 2 to bid at least 40

  # id: 8396897a
  @family.bidding.order-left-of-dealer
  Scenario: The player left of the dealer bids first, so another player may not start
    Given the ruleset "family-5-shore"
    And seat 3 deals
    And the bids:
      | seat | bid |
      | 0    | 40  |
    When the auction is run
    Then bid 1 is rejected with rule "turn.out-of-turn"

  # id: 0fa49755
  @family.bidding.must-raise
  Scenario: A later bid must be higher than the one before
    Given the ruleset "family-5-shore"
    And the bids:
      | seat | bid |
      | 1    | 45  |
      | 2    | 45  |
    When the auction is run
    Then bid 2 is rejected with rule "bid.not-higher"

  # 002, main text, bidding: each bid must top the one before; one point more is enough
  # (the story's 72 over 71), so a bid one above the last stands.
  # id: f12ae001
  @family.bidding.must-raise
  Scenario: A later bid one higher than the one before stands
    Given the ruleset "family-5-shore"
    And the bids:
      | seat | bid |
      | 1    | 45  |
      | 2    | 46  |
    When the auction is run
    Then the auction is open with seat 3 to bid at least 47

  # id: 7bc5d01d
  @family.bidding.rises-by-one @family.bidding.story-bid-of-72
  Scenario: A bid of 72 tops a bid of 71, since bids go up a point at a time
    Given the ruleset "family-5-shore"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | 71   |
      | 3    | pass |
    When the auction is run
    # checks: family.bidding.rises-by-one
    Then the auction is open with seat 4 to bid at least 72

  # id: ac9b644c
  @family.bidding.rises-by-one @family.bidding.story-bid-of-72 @family.bidding.one-round
  Scenario: The player who tops 71 with 72 wins the bid when nobody goes higher
    Given the ruleset "family-5-shore"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | 71   |
      | 3    | pass |
      | 4    | 72   |
      | 0    | pass |
    When the auction is run
    # checks: family.bidding.one-round
    Then the auction is won by seat 4 for 72

  # id: 530c64c3
  @family.bidding.one-round @family.bidding.order-left-of-dealer
  Scenario: The dealer speaks last in the single round of bidding
    Given the ruleset "family-5-shore"
    And the bids:
      | seat | bid  |
      | 1    | 40   |
      | 2    | pass |
      | 3    | 50   |
      | 4    | pass |
    When the auction is run
    # checks: family.bidding.order-left-of-dealer
    Then the auction is open with seat 0 to bid at least 51

  # id: c5e55e2d
  @family.bidding.one-round
  Scenario: After one round the highest bid wins, with no second chance for the first bidder
    Given the ruleset "family-5-shore"
    And the bids:
      | seat | bid  |
      | 1    | 40   |
      | 2    | 45   |
      | 3    | pass |
      | 4    | pass |
      | 0    | pass |
    When the auction is run
    Then the auction is won by seat 2 for 45

  # id: e0b38cd8
  @family.bidding.one-round
  Scenario: A player may not bid again once the round is over
    Given the ruleset "family-5-shore"
    And the bids:
      | seat | bid  |
      | 1    | 40   |
      | 2    | 45   |
      | 3    | pass |
      | 4    | pass |
      | 0    | pass |
      | 1    | 46   |
    When the auction is run
    Then bid 6 is rejected with rule "bid.auction-closed" or "phase.expected-trump" or "turn.out-of-turn"

  # id: a39e2a84
  @family.bidding.dealer-stuck-40
  Scenario: When nobody bids the dealer has the hand for 40
    Given the ruleset "family-5-shore"
    And seat 3 deals
    And the bids:
      | seat | bid  |
      | 4    | pass |
      | 0    | pass |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
    When the auction is run
    Then the auction is won by seat 3 for 40

  # id: f78babd6
  @family.bidding.one-round
  Scenario: The dealer, bidding last, may take the hand over the others' bid
    Given the ruleset "family-5-shore"
    And the bids:
      | seat | bid  |
      | 1    | 40   |
      | 2    | pass |
      | 3    | pass |
      | 4    | pass |
      | 0    | 41   |
    When the auction is run
    Then the auction is won by seat 0 for 41

  # id: 745fdc9a
  @family.bidding.called-card-opening-50
  Scenario: In the called-card game a bid below 50 is refused
    Given the ruleset "family-5-called-card"
    And the bids:
      | seat | bid |
      | 1    | 45  |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: d57a3a49
  @family.bidding.called-card-opening-50
  Scenario: In the called-card game a bid of 49 is refused
    Given the ruleset "family-5-called-card"
    And the bids:
      | seat | bid |
      | 1    | 49  |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: d2113884
  @family.bidding.called-card-opening-50
  Scenario: In the called-card game an opening bid of 50 stands
    Given the ruleset "family-5-called-card"
    And the bids:
      | seat | bid |
      | 1    | 50  |
    When the auction is run
    Then the auction is open with seat 2 to bid at least 51

  # id: 015637af
  @family.bidding.called-card-dealer-stuck-50
  Scenario: In the called-card game a dealer left without a bid plays for 50
    Given the ruleset "family-5-called-card"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
      | 4    | pass |
      | 0    | pass |
    When the auction is run
    Then the auction is won by seat 0 for 50

  # id: 3aace999
  @family.bidding.no-widow-as-main-text
  Scenario: In the all-dealt game the bidding stays the main text's, the dealer stuck at 40
    Given the ruleset "family-5-no-widow"
    And seat 1 deals
    And the bids:
      | seat | bid  |
      | 2    | pass |
      | 3    | pass |
      | 4    | pass |
      | 0    | pass |
      | 1    | pass |
    When the auction is run
    Then the auction is won by seat 1 for 40

  # 002, comment 2 says nothing of the bidding, so the main text's opening of 40 stands in the
  # all-dealt game: a first bid of 40 is legal and the next player must top it.
  # id: f0ab99d5
  @family.bidding.no-widow-as-main-text
  Scenario: In the all-dealt game a first bid of 40 stands, as in the main text
    Given the ruleset "family-5-no-widow"
    And the bids:
      | seat | bid |
      | 1    | 40  |
    When the auction is run
    Then the auction is open with seat 2 to bid at least 41

  # The other reading of family.bidding.no-widow-as-main-text: the all-dealt game takes the
  # opening of comment 1, the other called-card game, so bids start at 50 and 45 is too low.
  # id: a6941569
  @family.bidding.no-widow-as-main-text
  Scenario: In the all-dealt game read with comment 1's opening of 50, a first bid of 45 is refused
    Given the ruleset "family-5-no-widow" with bidding.minimum set to 50
    And the bids:
      | seat | bid |
      | 1    | 45  |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: e3ab8b87
  @family.bidding.cutthroat-opening-15
  Scenario: In the cut-throat game bidding starts at 15
    Given the ruleset "family-5-cutthroat"
    And the bids:
      | seat | bid |
      | 1    | 14  |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: f40fd9ab
  @family.bidding.cutthroat-opening-15
  Scenario: In the cut-throat game a bid of 15 opens and the next must bid 16
    Given the ruleset "family-5-cutthroat"
    And the bids:
      | seat | bid |
      | 1    | 15  |
    When the auction is run
    Then the auction is open with seat 2 to bid at least 16

  # id: b4eac713
  @family.bidding.cutthroat-dealer-stuck-12
  Scenario: In the cut-throat game a stuck dealer's bid is only 12
    Given the ruleset "family-5-cutthroat"
    And seat 4 deals
    And the bids:
      | seat | bid  |
      | 0    | pass |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
      | 4    | pass |
    When the auction is run
    Then the auction is won by seat 4 for 12

  # id: 44558223
  @family.bidding.ninety-six-auction
  Scenario: In the 96-card game a bid below 50 is refused
    Given the ruleset "family-5-96"
    And the bids:
      | seat | bid |
      | 1    | 49  |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: dead005f
  @family.bidding.ninety-six-auction
  Scenario: In the 96-card auction the bidding comes round again to a player who was outbid
    Given the ruleset "family-5-96"
    And the bids:
      | seat | bid  |
      | 1    | 50   |
      | 2    | 51   |
      | 3    | pass |
      | 4    | pass |
      | 0    | pass |
    When the auction is run
    Then the auction is open with seat 1 to bid at least 52

  # id: 1137150c
  @family.bidding.ninety-six-auction
  Scenario: In the 96-card auction bidding goes on until all but one have passed
    Given the ruleset "family-5-96"
    And the bids:
      | seat | bid  |
      | 1    | 50   |
      | 2    | 51   |
      | 3    | pass |
      | 4    | pass |
      | 0    | pass |
      | 1    | 55   |
      | 2    | pass |
    When the auction is run
    Then the auction is won by seat 1 for 55

  # id: b24271ab
  @family.bidding.ninety-six-auction
  Scenario: In the 96-card auction a player who passed is skipped afterwards
    Given the ruleset "family-5-96"
    And the bids:
      | seat | bid  |
      | 1    | 50   |
      | 2    | 51   |
      | 3    | pass |
      | 4    | pass |
      | 0    | pass |
      | 3    | 52   |
    When the auction is run
    Then bid 6 is rejected with rule "turn.out-of-turn"

  # id: 2d6cd6a3
  @family.bidding.ninety-six-dealer-stuck-50
  Scenario: In the 96-card game the dealer gets the hand for 50 when nobody bids
    Given the ruleset "family-5-96"
    And seat 2 deals
    And the bids:
      | seat | bid  |
      | 3    | pass |
      | 4    | pass |
      | 0    | pass |
      | 1    | pass |
      | 2    | pass |
    When the auction is run
    Then the auction is won by seat 2 for 50

  # id: e7d82c2f
  @family.bidding.single-deck-opening-10
  Scenario: In the single-deck game a bid below 10 is refused
    Given the ruleset "family-5-single-deck"
    And the bids:
      | seat | bid |
      | 1    | 9   |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: ac23ad0d
  @family.bidding.single-deck-opening-10
  Scenario: In the single-deck game the opening bid is 10
    Given the ruleset "family-5-single-deck"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | 10   |
    When the auction is run
    Then the auction is open with seat 3 to bid at least 11

  # id: 312538e0
  @family.bidding.single-deck-dealer-stuck-9
  Scenario: In the single-deck game the dealer is stuck for 9
    Given the ruleset "family-5-single-deck"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
      | 4    | pass |
      | 0    | pass |
    When the auction is run
    Then the auction is won by seat 0 for 9

  # 002, last comment (single deck, opening 10): the dealer is stuck for 9 only when nobody
  # bids. Once a player has opened at 10 and the others pass, that player has the hand at
  # his 10 and the dealer is not stuck.
  # id: 291a1ea3
  @family.bidding.single-deck-dealer-stuck-9
  Scenario: In the single-deck game a dealer who passes after an opening bid of 10 is not stuck
    Given the ruleset "family-5-single-deck"
    And seat 3 deals
    And the bids:
      | seat | bid  |
      | 4    | pass |
      | 0    | 10   |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
    When the auction is run
    Then the auction is won by seat 0 for 10
