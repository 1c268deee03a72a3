@doc-003
Feature: Trickster bidding (003 "Bidding" and "House Rules Options: Bidding")
  Auction and single-round bidding, the minimum bid and bid steps in Classic, Modern and
  double-deck play, stick-the-dealer against redealing when everyone passes, and the
  misdeal option.

  # ------------------------------------------------------------------ order and auction
  # id: dd4b121b
  @trickster.bidding.first-bidder-left-of-dealer @trickster.bidding.minimum-bid @trickster.bidding.default-minimum
  Scenario: Before any bid the player left of the dealer opens at 150 or more
    Given the ruleset "trickster-classic"
    And seat 3 deals
    When the auction is run
    # checks: trickster.bidding.minimum-bid
    Then the auction is open with seat 0 to bid at least 150

  # id: abebf765
  @trickster.bidding.first-bidder-left-of-dealer
  Scenario: A bid from the player two seats from the dealer first is out of turn
    Given the ruleset "trickster-classic"
    And seat 3 deals
    And the bids:
      | seat | bid |
      | 1    | 150 |
    When the auction is run
    Then bid 1 is rejected with rule "turn.out-of-turn"

  # id: ed45a3c2
  @trickster.bidding.auction
  Scenario: Auction - the bidding goes round again while two players are still in
    Given the ruleset "trickster-classic"
    And the bids:
      | seat | bid  |
      | 1    | 150  |
      | 2    | pass |
      | 3    | 160  |
      | 0    | pass |
    When the auction is run
    Then the auction is open with seat 1 to bid at least 170

  # id: 30904d2b
  @trickster.bidding.auction
  Scenario: Auction - the last player left in wins at his high bid
    Given the ruleset "trickster-classic"
    And the bids:
      | seat | bid  |
      | 1    | 150  |
      | 2    | pass |
      | 3    | 160  |
      | 0    | pass |
      | 1    | 170  |
      | 3    | pass |
    When the auction is run
    Then the auction is won by seat 1 for 170

  # id: 5773e33b
  @trickster.bidding.pass-is-final @trickster.bidding.auction
  Scenario: Auction - the turn skips a player who has passed
    Given the ruleset "trickster-classic"
    And the bids:
      | seat | bid  |
      | 1    | 150  |
      | 2    | pass |
      | 3    | 160  |
      | 0    | pass |
      | 1    | 170  |
    When the auction is run
    # checks: trickster.bidding.pass-is-final
    Then the auction is open with seat 3 to bid at least 180

  # id: 3895fe44
  @trickster.bidding.pass-is-final
  Scenario: Auction - a player who passed may not come back in
    Given the ruleset "trickster-classic"
    And the bids:
      | seat | bid  |
      | 1    | 150  |
      | 2    | pass |
      | 3    | 160  |
      | 0    | pass |
      | 1    | 170  |
      | 2    | 180  |
    When the auction is run
    Then bid 6 is rejected with rule "turn.out-of-turn"

  # id: 1f0e467f
  @trickster.bidding.must-bid-higher
  Scenario: A bid equal to the high bid is refused
    Given the ruleset "trickster-classic"
    And the bids:
      | seat | bid |
      | 1    | 160 |
      | 2    | 160 |
    When the auction is run
    Then bid 2 is rejected with rule "bid.not-higher"

  # id: a5f2947c
  @trickster.bidding.must-bid-higher
  Scenario: A bid below the high bid is refused
    Given the ruleset "trickster-classic"
    And the bids:
      | seat | bid  |
      | 1    | 200  |
      | 2    | pass |
      | 3    | 190  |
    When the auction is run
    Then bid 3 is rejected with rule "bid.not-higher"

  # ------------------------------------------------------------------ single round
  # id: b7c76ed1
  @trickster.bidding.single-round
  Scenario: Single round - the bidding ends after the dealer's turn and the high bid wins
    Given the ruleset "trickster-classic-single-round"
    And the bids:
      | seat | bid  |
      | 1    | 150  |
      | 2    | pass |
      | 3    | 200  |
      | 0    | pass |
    When the auction is run
    Then the auction is won by seat 3 for 200

  # id: edc0ffe6
  @trickster.bidding.single-round
  Scenario: Single round - the first bidder gets no second turn
    Given the ruleset "trickster-classic-single-round"
    And the bids:
      | seat | bid  |
      | 1    | 150  |
      | 2    | pass |
      | 3    | 200  |
      | 0    | pass |
      | 1    | 210  |
    When the auction is run
    Then bid 5 is rejected with rule "bid.auction-closed" or "phase.expected-trump" or "turn.out-of-turn"

  # id: 286557f8
  @trickster.bidding.single-round @trickster.bidding.must-bid-higher
  Scenario: Single round - each bid must still top the one before
    Given the ruleset "trickster-classic-single-round"
    And the bids:
      | seat | bid  |
      | 1    | 150  |
      | 2    | 170  |
      | 3    | pass |
      | 0    | 160  |
    When the auction is run
    # checks: trickster.bidding.must-bid-higher
    Then bid 4 is rejected with rule "bid.not-higher"

  # id: 71f2c5cb
  @trickster.bidding.single-round @trickster.bidding.redeal-when-all-pass
  Scenario: Single round - when all four pass the hand is redealt
    Given the ruleset "trickster-classic-single-round"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    # checks: trickster.bidding.redeal-when-all-pass
    Then the hand is thrown in for a redeal

  # ------------------------------------------------------------------ minimum and steps
  # id: 80915fee
  @trickster.bidding.minimum-bid
  Scenario: Minimum 150 - an opening bid of 140 is refused
    Given the ruleset "trickster-classic"
    And the bids:
      | seat | bid |
      | 1    | 140 |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: 84d7af90
  @trickster.bidding.minimum-bid
  Scenario: Minimum 200 - the auction opens at 200
    Given the ruleset "trickster-classic" with bidding.minimum set to 200
    When the auction is run
    Then the auction is open with seat 1 to bid at least 200

  # id: a5725491
  @trickster.bidding.minimum-bid
  Scenario: Minimum 200 - an opening bid of 190 is refused
    Given the ruleset "trickster-classic" with bidding.minimum set to 200
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | 190  |
    When the auction is run
    Then bid 2 is rejected with rule "bid.below-minimum"

  # id: f34e025d
  @trickster.bidding.minimum-bid
  Scenario: Minimum 250 - an opening bid of 240 is refused
    Given the ruleset "trickster-classic" with bidding.minimum set to 250
    And the bids:
      | seat | bid |
      | 1    | 240 |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: 0dba8af0
  @trickster.bidding.minimum-bid
  Scenario: Minimum 250 - an opening bid of 250 stands and the next must be 260
    Given the ruleset "trickster-classic" with bidding.minimum set to 250
    And the bids:
      | seat | bid |
      | 1    | 250 |
    When the auction is run
    Then the auction is open with seat 2 to bid at least 260

  # id: b995e6ee
  @trickster.bidding.classic-increment
  Scenario: Classic - a bid that is not a multiple of ten is refused
    Given the ruleset "trickster-classic"
    And the bids:
      | seat | bid |
      | 1    | 150 |
      | 2    | 155 |
    When the auction is run
    Then bid 2 is rejected with rule "bid.off-increment"

  # id: 179de4da
  @trickster.bidding.classic-increment
  Scenario: Classic - a raise of ten stands
    Given the ruleset "trickster-classic"
    And the bids:
      | seat | bid |
      | 1    | 150 |
      | 2    | 160 |
    When the auction is run
    Then the auction is open with seat 3 to bid at least 170

  # id: eab62714
  @trickster.bidding.modern-increment @trickster.bidding.minimum-bid
  Scenario: Modern - the auction opens at 15 and goes up by one
    Given the ruleset "trickster-modern"
    And the bids:
      | seat | bid |
      | 1    | 15  |
      | 2    | 16  |
    When the auction is run
    # checks: trickster.bidding.modern-increment
    Then the auction is open with seat 3 to bid at least 17

  # id: 219c8ac9
  @trickster.bidding.minimum-bid
  Scenario: Modern minimum 15 - an opening bid of 14 is refused
    Given the ruleset "trickster-modern"
    And the bids:
      | seat | bid |
      | 1    | 14  |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: ac31c110
  @trickster.bidding.minimum-bid
  Scenario: Modern minimum 20 - an opening bid of 19 is refused
    Given the ruleset "trickster-modern" with bidding.minimum set to 20
    And the bids:
      | seat | bid |
      | 1    | 19  |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: 66706eec
  @trickster.bidding.minimum-bid @trickster.bidding.modern-increment
  Scenario: Modern minimum 25 - the auction opens at 25 and 26 may follow
    Given the ruleset "trickster-modern" with bidding.minimum set to 25
    And the bids:
      | seat | bid |
      | 1    | 25  |
    When the auction is run
    # checks: trickster.bidding.minimum-bid
    Then the auction is open with seat 2 to bid at least 26

  # id: 3b2aa917
  @trickster.bidding.double-deck-minimum
  Scenario: Double deck - the auction opens at 500
    Given the ruleset "trickster-double-deck"
    When the auction is run
    Then the auction is open with seat 1 to bid at least 500

  # id: 5911533b
  @trickster.bidding.double-deck-minimum
  Scenario: Double deck - an opening bid of 490 is refused
    Given the ruleset "trickster-double-deck"
    And the bids:
      | seat | bid |
      | 1    | 490 |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: 768a8354
  @trickster.bidding.double-deck-minimum @trickster.bidding.classic-increment
  Scenario: Double deck - bids go up in tens from 500
    Given the ruleset "trickster-double-deck"
    And the bids:
      | seat | bid |
      | 1    | 500 |
      | 2    | 505 |
    When the auction is run
    # checks: trickster.bidding.classic-increment
    Then bid 2 is rejected with rule "bid.off-increment"

  # id: 37f8c220
  @trickster.bidding.double-deck-minimum @trickster.bidding.auction
  Scenario: Double deck - auction bidding continues to a winner
    Given the ruleset "trickster-double-deck"
    And the bids:
      | seat | bid  |
      | 1    | 500  |
      | 2    | 510  |
      | 3    | pass |
      | 0    | pass |
      | 1    | 550  |
      | 2    | pass |
    When the auction is run
    # checks: trickster.bidding.double-deck-minimum
    Then the auction is won by seat 1 for 550

  # ------------------------------------------------------------------ everyone passes
  # id: b018cda8
  @trickster.bidding.redeal-when-all-pass
  Scenario: Stick the dealer off - the dealer may pass and the hand is redealt
    Given the ruleset "trickster-classic"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    Then the hand is thrown in for a redeal

  # id: 61ead44e
  @trickster.bidding.redeal-when-all-pass
  Scenario: Stick the dealer off - after three passes the dealer still has his turn
    Given the ruleset "trickster-classic"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
    When the auction is run
    Then the auction is open with seat 0 to bid at least 150

  # id: 8b621a48
  @trickster.bidding.stick-the-dealer @trickster.bidding.stuck-amount
  Scenario: Stick the dealer - after three passes the dealer must bid
    Given the ruleset "trickster-classic-stick-dealer"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
    When the auction is run
    # checks: trickster.bidding.stick-the-dealer
    Then the auction is open with seat 0 to bid at least 150

  # id: 5f63f662
  @trickster.bidding.stick-the-dealer @trickster.bidding.stuck-amount
  Scenario: Stick the dealer - the dealer may take the bid higher than the minimum
    Given the ruleset "trickster-classic-stick-dealer"
    And seat 2 deals
    And the bids:
      | seat | bid  |
      | 3    | pass |
      | 0    | pass |
      | 1    | pass |
      | 2    | 200  |
    When the auction is run
    # checks: trickster.bidding.stuck-amount
    Then the auction is won by seat 2 for 200

  # id: 1822557e
  @trickster.bidding.stick-the-dealer @trickster.bidding.stuck-amount
  Scenario: Stick the dealer - a dealer who passes anyway is held to the minimum bid
    Given the ruleset "trickster-classic-stick-dealer"
    And seat 2 deals
    And the bids:
      | seat | bid  |
      | 3    | pass |
      | 0    | pass |
      | 1    | pass |
      | 2    | pass |
    When the auction is run
    # checks: trickster.bidding.stuck-amount
    Then the auction is won by seat 2 for 150

  # 003 offers single-round bidding and stick the dealer as separate options; together, the
  # one round ends with the dealer, who after three passes passes too and is held to 150.
  # id: b29ad732
  @trickster.bidding.stick-the-dealer @trickster.bidding.stuck-amount @trickster.bidding.single-round
  Scenario: Stick the dealer with single-round bidding - a dealer who passes after three passes holds 150
    Given the ruleset "trickster-classic-stick-dealer" with bidding.style set to "single_round"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    # checks: trickster.bidding.stick-the-dealer
    Then the auction is won by seat 0 for 150

  # id: fb13b44c
  @trickster.bidding.stick-the-dealer @trickster.bidding.single-round @trickster.bidding.stuck-amount
  Scenario: Stick the dealer with single-round bidding - after three passes the dealer may still bid higher
    Given the ruleset "trickster-classic-stick-dealer" with bidding.style set to "single_round"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
      | 0    | 180  |
    When the auction is run
    # checks: trickster.bidding.stuck-amount
    Then the auction is won by seat 0 for 180

  # id: ccc968b6
  @trickster.bidding.stick-the-dealer
  Scenario: Stick the dealer - when someone has bid, the dealer may pass as usual
    Given the ruleset "trickster-classic-stick-dealer"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | 150  |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    Then the auction is won by seat 2 for 150

  # ------------------------------------------------------------------ misdeal
  # id: 803e8e1f
  @trickster.bidding.misdeal
  Scenario: Misdeal allowed - five nines called as the first bid throw the hand in
    Given the ruleset "trickster-classic-misdeal"
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the bids:
      | seat | bid     |
      | 1    | misdeal |
    When the auction is run
    Then the hand is thrown in for a redeal

  # id: 8e93bcb8
  @trickster.bidding.misdeal @trickster.bidding.misdeal-any-first-bid
  Scenario: Misdeal allowed - a player may call it on his first turn after an earlier player has bid
    Given the ruleset "trickster-classic-misdeal"
    And seat 3 deals
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the bids:
      | seat | bid     |
      | 0    | 150     |
      | 1    | misdeal |
    When the auction is run
    # checks: trickster.bidding.misdeal-any-first-bid
    Then the hand is thrown in for a redeal

  # The other reading of 'as their first bid' (trickster.bidding.misdeal-any-first-bid):
  # the auction's opening bid. Once seat 0 has opened, seat 1's call is refused; after
  # passes alone it still throws the hand in (as under the suite's reading).
  # id: 04e97dce
  @trickster.bidding.misdeal @trickster.bidding.misdeal-any-first-bid
  Scenario: Misdeal allowed, read as the opening bid - a call after an earlier player has bid is refused
    Given the ruleset "trickster-classic-misdeal" with bidding.misdeal.when set to "as_opening_bid"
    And seat 3 deals
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the bids:
      | seat | bid     |
      | 0    | 150     |
      | 1    | misdeal |
    When the auction is run
    # checks: trickster.bidding.misdeal-any-first-bid
    Then bid 2 is rejected with rule "bid.misdeal-not-allowed"

  # id: abe7c197
  @trickster.bidding.misdeal
  Scenario: Misdeal allowed, read as the opening bid - a call after earlier players have only passed throws the hand in
    Given the ruleset "trickster-classic-misdeal" with bidding.misdeal.when set to "as_opening_bid"
    And seat 3 deals
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the bids:
      | seat | bid     |
      | 0    | pass    |
      | 1    | misdeal |
    When the auction is run
    Then the hand is thrown in for a redeal

  # Read as the opening bid, the call is still a bid in turn: before anyone has bid, the
  # holder (seat 1) may not call it while another seat is to speak, whether that seat sits
  # before him (seat 0) or after him (seat 3) at the table.
  # id: f3656207
  @trickster.bidding.misdeal
  Scenario: Misdeal allowed, read as the opening bid - the holder may not call it while the seat before him is to bid
    Given the ruleset "trickster-classic-misdeal" with bidding.misdeal.when set to "as_opening_bid"
    And seat 3 deals
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the bids:
      | seat | bid     |
      | 1    | misdeal |
    When the auction is run
    Then bid 1 is rejected with rule "turn.out-of-turn"

  # id: c2781ebf
  @trickster.bidding.misdeal
  Scenario: Misdeal allowed, read as the opening bid - the holder may not call it while a seat after him is to bid
    Given the ruleset "trickster-classic-misdeal" with bidding.misdeal.when set to "as_opening_bid"
    And seat 1 deals
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the bids:
      | seat | bid     |
      | 2    | pass    |
      | 1    | misdeal |
    When the auction is run
    Then bid 2 is rejected with rule "turn.out-of-turn"

  # id: 1f71aff6
  @trickster.bidding.misdeal
  Scenario: Misdeal allowed - it cannot be called after the player has already bid
    Given the ruleset "trickster-classic-misdeal"
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the bids:
      | seat | bid     |
      | 1    | 150     |
      | 2    | 160     |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | misdeal |
    When the auction is run
    Then bid 5 is rejected with rule "bid.misdeal-not-allowed"

  # 003 (Allow misdeal): the call is made as a bid, so only on the holder's own turn; a
  # call before or after it is out of turn, whichever side of the turn the caller sits.
  # id: 4e1e8efd
  @trickster.bidding.misdeal
  Scenario: Misdeal allowed - the holder of five nines may not call it before his turn
    Given the ruleset "trickster-classic-misdeal"
    And seat 3 deals
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the bids:
      | seat | bid     |
      | 1    | misdeal |
    When the auction is run
    Then bid 1 is rejected with rule "turn.out-of-turn"

  # id: 99c40759
  @trickster.bidding.misdeal
  Scenario: Misdeal allowed - the dealer holding five nines may not call it while the first player is to bid
    Given the ruleset "trickster-classic-misdeal"
    And seat 1 deals
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the bids:
      | seat | bid     |
      | 1    | misdeal |
    When the auction is run
    Then bid 1 is rejected with rule "turn.out-of-turn"

  # id: 95817740
  @trickster.bidding.misdeal
  Scenario: Misdeal allowed - four nines are not enough
    Given the ruleset "trickster-classic-misdeal"
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ J♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ 9♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ 10♣ K♣ Q♣ Q♣ |
    And the bids:
      | seat | bid     |
      | 1    | misdeal |
    When the auction is run
    Then bid 1 is rejected with rule "bid.misdeal-not-allowed"

  # id: 3f5ac87f
  @trickster.bidding.misdeal
  Scenario: Misdeal not allowed - five nines give no right to throw the hand in
    Given the ruleset "trickster-classic"
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the bids:
      | seat | bid     |
      | 1    | misdeal |
    When the auction is run
    Then bid 1 is rejected with rule "bid.misdeal-not-allowed"

  # id: a7a9f51f
  @trickster.bidding.misdeal
  Scenario: Misdeal in a played hand - five nines end the hand with no score
    Given the ruleset "trickster-classic-misdeal"
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the actions:
      | seat | action  |
      | 1    | misdeal |
      | 2    | bid 150 |
    When the hand is played
    Then action 2 is rejected with rule "hand.over" or "bid.auction-closed"

  # id: 718c8131
  @trickster.bidding.redeal-when-all-pass
  Scenario: In a played hand four passes throw the cards in, and nobody bids after them
    Given the ruleset "trickster-classic"
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the actions:
      | seat | action  |
      | 1    | pass    |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | bid 150 |
    When the hand is played
    Then action 5 is rejected with rule "hand.over" or "bid.auction-closed"

  # The same four passes: the cards are thrown in, so nobody names trump either. The dealer,
  # seat 0, who would have had the bid had he been stuck with it, names spades: the hand is
  # over, and no other code applies (a trump is no call of the bidding).
  # id: bb32734e
  @trickster.bidding.redeal-when-all-pass
  Scenario: In a played hand after four passes nobody names trump
    Given the ruleset "trickster-classic"
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the actions:
      | seat | action  |
      | 1    | pass    |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 0    | trump ♠ |
    When the hand is played
    # checks: trickster.bidding.redeal-when-all-pass
    Then action 5 is rejected with rule "hand.over"

  # id: 3f3b06b9
  @trickster.bidding.redeal-when-all-pass
  Scenario: After four passes the auction is over, and a bid is refused as in a played hand
    Given the ruleset "trickster-classic"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
      | 0    | pass |
      | 1    | 150  |
    When the auction is run
    Then bid 5 is rejected with rule "hand.over" or "bid.auction-closed"

  # id: 3cdf3a7f
  @trickster.bidding.misdeal @trickster.bidding.misdeal-any-first-bid
  Scenario: Misdeal in a played hand - called on the caller's first turn after an opening bid
    Given the ruleset "trickster-classic-misdeal"
    And seat 3 deals
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ J♥  |
      | 1    | A♠ 9♠ 9♠ K♥ Q♥ 9♥ A♦ 10♦ 9♦ K♣ J♣ 9♣   |
      | 2    | 10♠ 10♠ A♥ A♥ 9♥ K♦ Q♦ J♦ 9♦ A♣ A♣ 9♣  |
      | 3    | J♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
    And the actions:
      | seat | action  |
      | 0    | bid 150 |
      | 1    | misdeal |
      | 2    | bid 160 |
    When the hand is played
    # checks: trickster.bidding.misdeal-any-first-bid
    Then action 3 is rejected with rule "hand.over" or "bid.auction-closed"

  # id: f562c39e
  @trickster.bidding.auction @trickster.bidding.first-bidder-left-of-dealer @trickster.deal.sides
  Scenario: Three players - the auction runs among three seats and ends when two have passed
    Given the ruleset "trickster-3-player"
    And seat 2 deals
    And the bids:
      | seat | bid  |
      | 0    | 150  |
      | 1    | pass |
      | 2    | 160  |
      | 0    | 170  |
      | 2    | pass |
    When the auction is run
    # checks: trickster.bidding.auction
    Then the auction is won by seat 0 for 170

  # id: 006e2baa
  @trickster.bidding.redeal-when-all-pass @trickster.deal.sides
  Scenario: Three players - when all three pass the hand is redealt
    Given the ruleset "trickster-3-player"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 0    | pass |
    When the auction is run
    # checks: trickster.bidding.redeal-when-all-pass
    Then the hand is thrown in for a redeal

  # id: aecefdc7
  @trickster.bidding.minimum-bid
  Scenario: Minimum 200 - an opening bid of exactly 200 stands
    Given the ruleset "trickster-classic" with bidding.minimum set to 200
    And the bids:
      | seat | bid |
      | 1    | 200 |
    When the auction is run
    Then the auction is open with seat 2 to bid at least 210

  # id: 4f3c847a
  @trickster.bidding.minimum-bid @trickster.bidding.modern-increment
  Scenario: Modern minimum 20 - an opening bid of exactly 20 stands
    Given the ruleset "trickster-modern" with bidding.minimum set to 20
    And the bids:
      | seat | bid |
      | 1    | 20  |
    When the auction is run
    # checks: trickster.bidding.minimum-bid
    Then the auction is open with seat 2 to bid at least 21

  # id: 75963797
  @trickster.bidding.minimum-bid
  Scenario: Modern minimum 25 - an opening bid of 24 is refused
    Given the ruleset "trickster-modern" with bidding.minimum set to 25
    And the bids:
      | seat | bid |
      | 1    | 24  |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"
