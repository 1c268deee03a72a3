@doc-004
Feature: Penn pinochle seating, deal and misdeal (004, Phase 1 step 1)

  Four play as two partnerships sitting opposite (seats 0 and 2 against 1 and 3); each
  player gets twelve cards, dealt four at a time from the dealer's left. Three-handed,
  each gets fifteen and three go to a widow. A player dealt six nines may call a misdeal.
  Here the hands are given as dealt and only their sizes and the misdeal are checked; the
  dealing order, the widow pattern and the next dealer are checked in dealing.feature.

  # id: 4f713cef
  @penn.deal.widow-pattern
  Scenario: Three-handed, each player holds fifteen cards and the widow three
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                                   |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣         |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ K♠ Q♠ J♦ K♣ K♣ Q♣ 9♠ 9♦ J♣ 9♣           |
      | 2     | 10♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ 10♣ 9♣        |
      | kitty | A♠ 10♦ 9♥                                               |
    And the actions:
      | seat | action           |
      | 1    | bid 16           |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♥          |
      | 1    | discard 9♠ 9♦ J♣ |
      | 1    | play A♠          |
    When the hand is played
    Then every action is accepted

  # id: 4adfdfb8
  @penn.deal.misdeal-six-nines
  Scenario: A player dealt six nines may call a misdeal and the hand is redealt
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣   |
    And the bids:
      | seat | bid     |
      | 1    | misdeal |
    When the auction is run
    Then the hand is thrown in for a redeal

  # id: 94ab7e88
  @penn.deal.misdeal-six-nines
  Scenario: A misdeal called in a played hand ends it without a score
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣   |
    And the actions:
      | seat | action  |
      | 1    | misdeal |
    When the hand is played
    Then every action is accepted
    And the hand has no final score

  # id: 877e4d61
  @penn.deal.misdeal-six-nines
  Scenario: After a misdeal the auction is over: a bid is refused as in a played hand
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣   |
    And the bids:
      | seat | bid     |
      | 1    | misdeal |
      | 2    | 20      |
    When the auction is run
    Then bid 2 is rejected with rule "hand.over" or "bid.auction-closed"

  # penn.deal.misdeal-seven-or-eight-nines: the note names six nines. Read as six or more,
  # seat 1, dealt seven of the eight nines, may call the misdeal.
  # id: 75b1a176
  @penn.deal.misdeal-seven-or-eight-nines @penn.deal.misdeal-six-nines
  Scenario: A player dealt seven nines may call a misdeal
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ 9♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ A♣ 9♣   |
    And the bids:
      | seat | bid     |
      | 1    | misdeal |
    When the auction is run
    # checks: penn.deal.misdeal-seven-or-eight-nines
    Then the hand is thrown in for a redeal

  # The other reading: six nines exactly. The same seven nines then give no misdeal.
  # id: f8378c63
  @penn.deal.misdeal-seven-or-eight-nines
  Scenario: Read as six nines exactly, a player dealt seven may not call a misdeal
    Given the ruleset "penn-4" with bidding.misdeal.max_nines set to 6
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ 9♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ A♣ 9♣   |
    And the bids:
      | seat | bid     |
      | 1    | misdeal |
    When the auction is run
    Then bid 1 is rejected with rule "bid.misdeal-not-allowed"

  # id: 56d6c2a0
  @penn.deal.misdeal-six-nines
  Scenario: Five nines are not enough to call a misdeal
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ A♦ A♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ 10♦ 10♦ K♦ K♦  |
      | 3    | Q♦ Q♦ J♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣   |
    And the bids:
      | seat | bid     |
      | 1    | misdeal |
    When the auction is run
    Then bid 1 is rejected with rule "bid.misdeal-not-allowed"

  # id: 840cf4f9
  @penn.deal.misdeal-six-nines @penn.deal.misdeal-caller
  Scenario: A player with only two nines may not call a misdeal for another player's six
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣   |
    And the bids:
      | seat | bid     |
      | 1    | pass    |
      | 2    | pass    |
      | 3    | misdeal |
    When the auction is run
    # checks: penn.deal.misdeal-caller
    Then bid 3 is rejected with rule "bid.misdeal-not-allowed"

  # 004 reads the misdeal as a throw-in before bidding, not a call in turn: a player without
  # the six nines is refused as having no misdeal to call, whether or not it is his turn.
  # id: fa8a035d
  @penn.deal.misdeal-six-nines @penn.deal.misdeal-caller @penn.deal.misdeal-before-bidding
  Scenario: A player without six nines calling a misdeal before his turn has no misdeal to call
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣   |
    And the bids:
      | seat | bid     |
      | 3    | misdeal |
    When the auction is run
    # checks: penn.deal.misdeal-before-bidding
    Then bid 1 is rejected with rule "bid.misdeal-not-allowed"

  # The reading's alternative, bidding.misdeal.caller "anyone": once some player has been
  # dealt six nines, any player may throw the hand in before the bidding.
  # id: a31382f5
  @penn.deal.misdeal-six-nines @penn.deal.misdeal-caller @penn.deal.misdeal-before-bidding
  Scenario: Read so that anyone may call it, a player with two nines throws in another's six
    Given the ruleset "penn-4" with bidding.misdeal.caller set to "anyone"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣   |
    And the bids:
      | seat | bid     |
      | 3    | misdeal |
    When the auction is run
    # checks: penn.deal.misdeal-caller
    Then the hand is thrown in for a redeal

  # In a played hand the holder of six nines throws the hand in before any bid even when it
  # is not his turn to bid; nothing can follow.
  # id: 2d24522a
  @penn.deal.misdeal-six-nines @penn.deal.misdeal-before-bidding @penn.deal.misdeal-caller
  Scenario: In a played hand the holder of six nines throws it in before his turn to bid
    Given the ruleset "penn-4"
    And seat 1 deals
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣   |
    And the actions:
      | seat | action  |
      | 1    | misdeal |
      | 2    | bid 20  |
    When the hand is played
    # checks: penn.deal.misdeal-before-bidding
    Then action 2 is rejected with rule "hand.over" or "bid.auction-closed"

  # id: 7e10d15c
  @penn.deal.misdeal-six-nines @penn.deal.misdeal-before-bidding @penn.deal.misdeal-caller
  Scenario: In a played hand the holder of six nines seated after the first bidder throws it in
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ A♠   |
    And the actions:
      | seat | action  |
      | 3    | misdeal |
      | 1    | bid 20  |
    When the hand is played
    # checks: penn.deal.misdeal-before-bidding
    Then action 2 is rejected with rule "hand.over" or "bid.auction-closed"

  # id: feab4093
  @penn.deal.misdeal-six-nines @penn.bidding.increment-one
  Scenario: Six nines allow a misdeal but do not force one
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣   |
    And the bids:
      | seat | bid |
      | 1    | 20  |
    When the auction is run
    # checks: penn.deal.misdeal-six-nines
    Then the auction is open with seat 2 to bid at least 21

  # id: 785aa044
  @penn.deal.misdeal-before-bidding
  Scenario: Once somebody has bid, six nines no longer throw the hand in
    Given the ruleset "penn-4"
    And seat 3 deals
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣   |
    And the bids:
      | seat | bid     |
      | 0    | 20      |
      | 1    | misdeal |
    When the auction is run
    Then bid 2 is rejected with rule "bid.misdeal-not-allowed"

  # id: 55f284e1
  @penn.deal.misdeal-six-nines
  Scenario: Three-handed, six nines in a fifteen-card hand allow a misdeal
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                            |
      | 0     | A♠ 10♠ 10♠ K♠ Q♠ J♠ A♥ A♥ 10♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ |
      | 1     | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ A♠ K♠ Q♠ J♠   |
      | 2     | J♥ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣  |
      | kitty | J♣ 9♣ 9♣                                         |
    And the bids:
      | seat | bid     |
      | 1    | misdeal |
    When the auction is run
    Then the hand is thrown in for a redeal
