@doc-004
Feature: Penn pinochle bidding (004, Phase 1 steps 4 and 5)

  Bidding opens with the player left of the dealer, so the dealer speaks last. Four-handed
  the lowest bid is 20 and there is one round (optionally the auction runs until three
  have passed); three-handed the lowest bid is 16 and bidding runs until two have passed.
  When everybody passes, the dealer is stuck with the lowest bid. A "save" is a bid of 20.
  The high bidder names trump and leads to the first trick. The bidding chart and the
  warning against overbidding are advice, not rules.

  # id: 53429fba
  @penn.bidding.starts-left-of-dealer
  Scenario: The first bid belongs to the player left of the dealer
    Given the ruleset "penn-4"
    And seat 2 deals
    When the auction is run
    Then the auction is open with seat 3 to bid at least 20

  # id: 903cf2a4
  @penn.bidding.starts-left-of-dealer
  Scenario: A player two seats from the dealer may not open the bidding
    Given the ruleset "penn-4"
    And the bids:
      | seat | bid |
      | 2    | 20  |
    When the auction is run
    Then bid 1 is rejected with rule "turn.out-of-turn"

  # id: 491899fa
  @penn.bidding.dealer-last @penn.bidding.increment-one
  Scenario: The dealer bids after the other three
    Given the ruleset "penn-4"
    And the bids:
      | seat | bid  |
      | 1    | 20   |
      | 2    | pass |
      | 3    | 21   |
    When the auction is run
    # checks: penn.bidding.dealer-last
    Then the auction is open with seat 0 to bid at least 22

  # 004, Phase 1 step 4: bidding begins left of the dealer, so the dealer speaks last
  # wherever he sits; here seat 2 deals and bids after seats 3, 0 and 1.
  # id: 6c87d8f6
  @penn.bidding.dealer-last @penn.bidding.increment-one
  Scenario: When seat 2 deals he bids after seats 3, 0 and 1
    Given the ruleset "penn-4"
    And seat 2 deals
    And the bids:
      | seat | bid |
      | 3    | 20  |
      | 0    | 21  |
      | 1    | 22  |
    When the auction is run
    # checks: penn.bidding.dealer-last
    Then the auction is open with seat 2 to bid at least 23

  # id: 930ffacd
  @penn.bidding.minimum
  Scenario: Four-handed, a bid under 20 is refused
    Given the ruleset "penn-4"
    And the bids:
      | seat | bid |
      | 1    | 19  |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: 4d463675
  @penn.bidding.minimum @penn.bidding.save @penn.bidding.increment-one
  Scenario: A save of 20 obliges the next bidder to bid at least 21
    Given the ruleset "penn-4"
    And the bids:
      | seat | bid |
      | 1    | 20  |
    When the auction is run
    # checks: penn.bidding.save
    Then the auction is open with seat 2 to bid at least 21

  # The other reading of penn.bidding.increment-one: bids rise by fives, so after a save of
  # 20 the next bid is at least 25, and a bid of 21 is refused.
  # id: 8cad891f
  @penn.bidding.increment-one @penn.bidding.save
  Scenario: Read with bids rising by five, a save of 20 obliges the next bidder to bid at least 25
    Given the ruleset "penn-4" with bidding.increment set to 5
    And the bids:
      | seat | bid |
      | 1    | 20  |
    When the auction is run
    # checks: penn.bidding.increment-one
    Then the auction is open with seat 2 to bid at least 25

  # id: d3ba9a16
  @penn.bidding.save
  Scenario: A second bid of 20 after a save is refused
    Given the ruleset "penn-4"
    And the bids:
      | seat | bid |
      | 1    | 20  |
      | 2    | 20  |
    When the auction is run
    Then bid 2 is rejected with rule "bid.not-higher"

  # id: 84d66359
  @penn.bidding.save
  Scenario: After a save the dealer may still pass and the saver keeps the bid
    Given the ruleset "penn-4"
    And the bids:
      | seat | bid  |
      | 1    | 20   |
      | 2    | pass |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    Then the auction is won by seat 1 for 20

  # id: 5ced2431
  @penn.bidding.single-round @penn.bidding.increment-one
  Scenario: Four-handed, the auction ends once each player has spoken
    Given the ruleset "penn-4"
    And the bids:
      | seat | bid  |
      | 1    | 20   |
      | 2    | 21   |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    # checks: penn.bidding.single-round
    Then the auction is won by seat 2 for 21

  # id: 0e6db923
  @penn.bidding.single-round
  Scenario: Four-handed, the opener gets no second turn to raise
    Given the ruleset "penn-4"
    And the bids:
      | seat | bid  |
      | 1    | 20   |
      | 2    | 21   |
      | 3    | pass |
      | 0    | pass |
      | 1    | 22   |
    When the auction is run
    Then bid 5 is rejected with rule "bid.auction-closed" or "phase.expected-trump" or "turn.out-of-turn"

  # A bid once the auction is over breaks three rules at once: the auction is closed, the
  # winner is to name trump, and it is his turn.  The auction and a played hand accept the
  # same codes for it.
  # id: b311f695
  @penn.bidding.single-round
  Scenario: In a played hand the opener gets no second turn either, refused with the same codes
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣   |
    And the actions:
      | seat | action |
      | 1    | bid 20 |
      | 2    | bid 21 |
      | 3    | pass   |
      | 0    | pass   |
      | 1    | bid 22 |
    When the hand is played
    Then action 5 is rejected with rule "bid.auction-closed" or "phase.expected-trump" or "turn.out-of-turn"

  # id: a516d7f8
  @penn.bidding.single-round
  Scenario: The winner of the auction may not raise his own bid once it is over
    Given the ruleset "penn-4"
    And the bids:
      | seat | bid  |
      | 1    | 20   |
      | 2    | 21   |
      | 3    | pass |
      | 0    | pass |
      | 2    | 22   |
    When the auction is run
    Then bid 5 is rejected with rule "bid.auction-closed" or "phase.expected-trump"

  # id: 0ea0915e
  @penn.bidding.single-round
  Scenario: In a played hand the winner may not raise his own bid either, refused with the same codes
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥  |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ A♠   |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦  |
      | 3    | K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣   |
    And the actions:
      | seat | action |
      | 1    | bid 20 |
      | 2    | bid 21 |
      | 3    | pass   |
      | 0    | pass   |
      | 2    | bid 22 |
    When the hand is played
    Then action 5 is rejected with rule "bid.auction-closed" or "phase.expected-trump"

  # id: c942f4ad
  @penn.bidding.increment-one @penn.bidding.chart-is-optional @penn.bidding.single-round
  Scenario: Bids rise a point at a time and need not follow the chart
    Given the ruleset "penn-4"
    And the bids:
      | seat | bid |
      | 1    | 26  |
      | 2    | 27  |
      | 3    | 28  |
      | 0    | 29  |
    When the auction is run
    # checks: penn.bidding.increment-one
    Then the auction is won by seat 0 for 29

  # 004, Phase 1 step 4 (bidding chart): the chart only suggests what a bid may tell a
  # partner; it demands nothing of the hand. Seat 1 bids 25, the chart's "aces around",
  # holding two aces, and seat 2 bids 30, its "run", holding no run; both bids stand.
  # id: 0fb1228d
  @penn.bidding.chart-is-optional @penn.bidding.increment-one
  Scenario: Chart bids stand without the meld the chart gives them
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the bids:
      | seat | bid |
      | 1    | 25  |
      | 2    | 30  |
    When the auction is run
    # checks: penn.bidding.chart-is-optional
    Then the auction is open with seat 3 to bid at least 31

  # id: 028c94ad
  @penn.bidding.no-ceiling @penn.bidding.increment-one
  Scenario: A bid far above the bidder's meld is still accepted
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the bids:
      | seat | bid |
      | 1    | 20  |
      | 2    | 60  |
    When the auction is run
    # checks: penn.bidding.no-ceiling
    Then the auction is open with seat 3 to bid at least 61

  # id: 223cbfa1
  @penn.bidding.stuck-dealer-may-bid
  Scenario: When the first three pass the dealer still bids
    Given the ruleset "penn-4"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
    When the auction is run
    Then the auction is open with seat 0 to bid at least 20

  # id: 4624029f
  @penn.bidding.stuck-dealer @penn.bidding.stuck-dealer-may-bid
  Scenario: Four-handed, when everybody passes the dealer is stuck at 20
    Given the ruleset "penn-4"
    And seat 1 deals
    And the bids:
      | seat | bid  |
      | 2    | pass |
      | 3    | pass |
      | 0    | pass |
      | 1    | pass |
    When the auction is run
    # checks: penn.bidding.stuck-dealer
    Then the auction is won by seat 1 for 20

  # id: 028f8329
  @penn.bidding.auction-option @penn.bidding.increment-one
  Scenario: With the auction option bidding goes round again until three have passed
    Given the ruleset "penn-4-auction"
    And the bids:
      | seat | bid  |
      | 1    | 20   |
      | 2    | 21   |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    # checks: penn.bidding.auction-option
    Then the auction is open with seat 1 to bid at least 22

  # id: ee889160
  @penn.bidding.auction-option @penn.bidding.increment-one
  Scenario: With the auction option the third pass ends the bidding
    Given the ruleset "penn-4-auction"
    And the bids:
      | seat | bid  |
      | 1    | 20   |
      | 2    | 21   |
      | 3    | pass |
      | 0    | pass |
      | 1    | 22   |
      | 2    | pass |
    When the auction is run
    # checks: penn.bidding.auction-option
    Then the auction is won by seat 1 for 22

  # id: dd68ffae
  @penn.bidding.auction-option @penn.bidding.pass-is-final @penn.bidding.increment-one
  Scenario: With the auction option a player who passed is skipped
    Given the ruleset "penn-4-auction"
    And the bids:
      | seat | bid  |
      | 1    | 20   |
      | 2    | pass |
      | 3    | 21   |
      | 0    | pass |
      | 1    | 22   |
    When the auction is run
    # checks: penn.bidding.pass-is-final
    Then the auction is open with seat 3 to bid at least 23

  # id: 716911a4
  @penn.bidding.auction-option @penn.bidding.pass-is-final
  Scenario: With the auction option a player who passed may not bid again
    Given the ruleset "penn-4-auction"
    And the bids:
      | seat | bid  |
      | 1    | 20   |
      | 2    | pass |
      | 3    | 21   |
      | 0    | pass |
      | 1    | 22   |
      | 2    | 23   |
    When the auction is run
    # checks: penn.bidding.pass-is-final
    Then bid 6 is rejected with rule "turn.out-of-turn"

  # id: f6846dbb
  @penn.bidding.auction-option @penn.bidding.stuck-dealer @penn.bidding.stuck-dealer-may-bid
  Scenario: With the auction option four passes still stick the dealer at 20
    Given the ruleset "penn-4-auction"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    # checks: penn.bidding.stuck-dealer
    Then the auction is won by seat 0 for 20

  # id: 60bff474
  @penn.bidding.three-handed-minimum
  Scenario: Three-handed, a bid under 16 is refused
    Given the ruleset "penn-3"
    And the bids:
      | seat | bid |
      | 1    | 15  |
    When the auction is run
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: d7fb98dc
  @penn.bidding.three-handed-minimum @penn.bidding.increment-one
  Scenario: Three-handed, 16 opens the bidding
    Given the ruleset "penn-3"
    And the bids:
      | seat | bid |
      | 1    | 16  |
    When the auction is run
    # checks: penn.bidding.three-handed-minimum
    Then the auction is open with seat 2 to bid at least 17

  # id: a25ff25d
  @penn.bidding.three-handed-auction @penn.bidding.increment-one
  Scenario: Three-handed, bidding goes on while two players are still in
    Given the ruleset "penn-3"
    And the bids:
      | seat | bid  |
      | 1    | 16   |
      | 2    | 17   |
      | 0    | pass |
    When the auction is run
    # checks: penn.bidding.three-handed-auction
    Then the auction is open with seat 1 to bid at least 18

  # id: d60c3a65
  @penn.bidding.three-handed-auction @penn.bidding.increment-one
  Scenario: Three-handed, the second pass ends the bidding
    Given the ruleset "penn-3"
    And the bids:
      | seat | bid  |
      | 1    | 16   |
      | 2    | 17   |
      | 0    | pass |
      | 1    | 18   |
      | 2    | pass |
    When the auction is run
    # checks: penn.bidding.three-handed-auction
    Then the auction is won by seat 1 for 18

  # id: 272a203e
  @penn.bidding.stuck-dealer @penn.bidding.stuck-dealer-may-bid
  Scenario: Three-handed, when everybody passes the dealer is stuck at 16
    Given the ruleset "penn-3"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 0    | pass |
    When the auction is run
    # checks: penn.bidding.stuck-dealer
    Then the auction is won by seat 0 for 16

  # id: 38d2d711
  @penn.bidding.stuck-dealer-may-bid @penn.bidding.increment-one
  Scenario: Three-handed, a dealer facing two passes may bid more than 16
    Given the ruleset "penn-3"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 0    | 18   |
    When the auction is run
    # checks: penn.bidding.stuck-dealer-may-bid
    Then the auction is won by seat 0 for 18

  # id: c1f1f958
  @penn.bidding.winner-names-trump
  Scenario: Only the high bidder names trump
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 20  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 3    | trump ♠ |
    When the hand is played
    Then action 5 is rejected with rule "turn.out-of-turn"

  # id: f2a5ea3f
  @penn.bidding.winner-names-trump @penn.bidding.winner-leads
  Scenario: The high bidder names trump and leads to the first trick
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 20  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
      | 1    | play K♥ |
    When the hand is played
    # checks: penn.bidding.winner-leads
    Then every action is accepted

  # id: 6b00f731
  @penn.bidding.winner-leads
  Scenario: The player left of the dealer may not lead when another player won the bid
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | pass    |
      | 2    | bid 22  |
      | 3    | pass    |
      | 0    | pass    |
      | 2    | trump ♥ |
      | 1    | play K♥ |
    When the hand is played
    Then action 6 is rejected with rule "turn.out-of-turn"

  # id: 2b98a710
  @penn.bidding.stuck-dealer @penn.bidding.winner-names-trump @penn.bidding.stuck-dealer-may-bid
  Scenario: A stuck dealer names trump and leads
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | pass    |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 0    | trump ♣ |
      | 0    | play A♣ |
    When the hand is played
    # checks: penn.bidding.winner-names-trump
    Then every action is accepted

  # ------------------------------------------------------------------ the stuck dealer's other readings
  # 004 (Phase 1, step 4) sticks the dealer with the lowest bid when everyone passes before
  # he bids, and leaves open whether he still speaks. The penn rulesets read that he does
  # (may_pass). Under the two other readings the auction ends at once (no_turn), or the
  # dealer keeps his turn but may not pass (must_bid); each is pinned on both sides of the
  # point where the other players have all passed.

  # id: 1d1ed041
  @penn.bidding.stuck-dealer @penn.bidding.stuck-dealer-may-bid
  Scenario: Read with no turn for a stuck dealer, three passes give him the bid at 20 at once
    Given the ruleset "penn-4" with bidding.stuck_dealer set to "no_turn"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
    When the auction is run
    # checks: penn.bidding.stuck-dealer-may-bid
    Then the auction is won by seat 0 for 20

  # id: 38501d64
  @penn.bidding.stuck-dealer @penn.bidding.stuck-dealer-may-bid
  Scenario: Read with no turn for a stuck dealer, two passes leave the auction open for the third player
    Given the ruleset "penn-4" with bidding.stuck_dealer set to "no_turn"
    And seat 2 deals
    And the bids:
      | seat | bid  |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    # checks: penn.bidding.stuck-dealer-may-bid
    Then the auction is open with seat 1 to bid at least 20

  # id: 6f8c3622
  @penn.bidding.stuck-dealer @penn.bidding.stuck-dealer-may-bid @penn.bidding.increment-one
  Scenario: Read with no turn for a stuck dealer, a dealer facing a bid still speaks
    Given the ruleset "penn-4" with bidding.stuck_dealer set to "no_turn"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | pass |
      | 3    | 21   |
    When the auction is run
    # checks: penn.bidding.stuck-dealer-may-bid
    Then the auction is open with seat 0 to bid at least 22

  # id: d2593d67
  @penn.bidding.stuck-dealer @penn.bidding.stuck-dealer-may-bid
  Scenario: Read with no turn for a stuck dealer, three-handed two passes stick the dealer at 16
    Given the ruleset "penn-3" with bidding.stuck_dealer set to "no_turn"
    And seat 1 deals
    And the bids:
      | seat | bid  |
      | 2    | pass |
      | 0    | pass |
    When the auction is run
    # checks: penn.bidding.stuck-dealer-may-bid
    Then the auction is won by seat 1 for 16

  # id: dc83d8b0
  @penn.bidding.stuck-dealer @penn.bidding.stuck-dealer-may-bid
  Scenario: Read as a dealer who must bid, the stuck dealer may not pass
    Given the ruleset "penn-4" with bidding.stuck_dealer set to "must_bid"
    And seat 3 deals
    And the bids:
      | seat | bid  |
      | 0    | pass |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
    When the auction is run
    # checks: penn.bidding.stuck-dealer-may-bid
    Then bid 4 is rejected with rule "bid.dealer-must-bid"

  # id: a76a5414
  @penn.bidding.stuck-dealer @penn.bidding.stuck-dealer-may-bid
  Scenario: Read as a dealer who must bid, the stuck dealer bidding the lowest bid wins it
    Given the ruleset "penn-4" with bidding.stuck_dealer set to "must_bid"
    And seat 3 deals
    And the bids:
      | seat | bid  |
      | 0    | pass |
      | 1    | pass |
      | 2    | pass |
      | 3    | 20   |
    When the auction is run
    # checks: penn.bidding.stuck-dealer-may-bid
    Then the auction is won by seat 3 for 20

  # id: dabcf6a3
  @penn.bidding.stuck-dealer-may-bid
  Scenario: Read as a dealer who must bid, a dealer facing a bid may still pass
    Given the ruleset "penn-4" with bidding.stuck_dealer set to "must_bid"
    And the bids:
      | seat | bid  |
      | 1    | pass |
      | 2    | 20   |
      | 3    | pass |
      | 0    | pass |
    When the auction is run
    Then the auction is won by seat 2 for 20

  # The lowest bid holds in a played hand as in the auction alone (004, step 4).
  # id: 3176142a
  @penn.bidding.minimum
  Scenario: In a played hand a first bid under 20 is refused
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action |
      | 1    | bid 19 |
    When the hand is played
    Then action 1 is rejected with rule "bid.below-minimum"

  # Only the player left of the dealer opens (004, step 4), in a played hand as in the auction.
  # id: e4d3c68d
  @penn.bidding.starts-left-of-dealer
  Scenario: In a played hand a player two seats from the dealer may not open the bidding
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action |
      | 2    | bid 20 |
    When the hand is played
    Then action 1 is rejected with rule "turn.out-of-turn"

  # id: 1a0bd08e
  @penn.bidding.starts-left-of-dealer
  Scenario: In a played hand a player two seats from the dealer may not pass before the first bidder
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action |
      | 2    | pass   |
    When the hand is played
    Then action 1 is rejected with rule "turn.out-of-turn"

  # id: 27ab03dc
  @penn.bidding.increment-one @penn.bidding.chart-is-optional
  Scenario: Bids rise a point at a time and need not follow the chart, whatever the bidding style
    Given the ruleset "penn-4"
    And the bids:
      | seat | bid |
      | 1    | 26  |
      | 2    | 27  |
      | 3    | 28  |
    When the auction is run
    # checks: penn.bidding.increment-one
    Then the auction is open with seat 0 to bid at least 29
