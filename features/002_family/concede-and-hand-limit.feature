@doc-002
Feature: Family 5-handed pinochle: the stuck dealer's concession and the five-hand game (002 comments)
  In the 96-card game a dealer stuck with the bid may throw the hand in for a 50-point loss
  (he has the hand for 50 and does not make it), and the other players then add their meld (no trump has been named, so only meld that
  needs no trump counts). In the single-deck game with 3 in the middle, the game ends at
  100 or after five hands, so that every player is stuck once.

  # id: b9948614
  @family.bidding.ninety-six-dealer-may-concede @family.bidding.ninety-six-concede-before-trump
  Scenario: A stuck dealer concedes: he loses 50 and every other player scores the meld he holds
    Given the ruleset "family-5-96"
    And seat 4 deals
    And the deal:
      | seat  | cards                                                 |
      | 0     | K♠ K♠ K♠ Q♠ 9♠ 9♠ 9♠ A♥ K♥ J♥ 9♥ K♦ K♦ K♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♠ 10♠ Q♠ 10♥ K♥ A♦ A♦ 10♦ Q♦ Q♦ J♦ J♦ K♣ Q♣ Q♣ J♣ J♣ 9♣ |
      | 2     | A♠ A♠ 10♠ 10♠ J♠ J♠ 10♥ K♥ K♥ Q♥ 9♥ K♦ Q♦ A♣ A♣ K♣ 9♣ 9♣ |
      | 3     | Q♠ Q♠ J♠ 9♠ A♥ A♥ Q♥ Q♥ J♥ 9♥ A♦ 10♦ 10♦ Q♦ 9♦ K♣ Q♣ 9♣ |
      | 4     | A♠ 10♠ K♠ J♠ A♥ 10♥ J♥ J♥ 9♥ A♦ 10♦ J♦ J♦ A♣ 10♣ 10♣ 10♣ J♣ |
      | kitty | 10♥ Q♥ 9♦ 9♦ 9♦ K♣                                    |
    And the actions:
      | seat | action  |
      | 0    | pass    |
      | 1    | pass    |
      | 2    | pass    |
      | 3    | pass    |
      | 4    | pass    |
      | 4    | concede |
    When the hand is played
    # checks: family.bidding.ninety-six-dealer-may-concede
    Then every action is accepted
    And the bidding side was set
    And the seat scores are:
      | seat | meld | score |
      | 0    | 2    | 2     |
      | 1    | 6    | 6     |
      | 2    | 4    | 4     |
      | 3    | 8    | 8     |
      | 4    | 0    | -50   |

  # The other reading of family.bidding.ninety-six-concede-before-trump: the stuck dealer
  # names trump first and concedes at the call, so the others' meld counts with spades trump:
  # seat 0's spade marriage is now a royal marriage (4) beside his three nines of trump (7 in
  # all, not 2), and seat 3 gains the nine of spades (9, not 8).
  # id: 5abba2d6
  @family.bidding.ninety-six-concede-before-trump @family.bidding.ninety-six-dealer-may-concede
  Scenario: Read as conceding after naming trump, the others' meld counts with that trump
    Given the ruleset "family-5-96" with bidding.stuck_dealer_may_concede.when set to "after_trump"
    And seat 4 deals
    And the deal:
      | seat  | cards                                                 |
      | 0     | K♠ K♠ K♠ Q♠ 9♠ 9♠ 9♠ A♥ K♥ J♥ 9♥ K♦ K♦ K♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♠ 10♠ Q♠ 10♥ K♥ A♦ A♦ 10♦ Q♦ Q♦ J♦ J♦ K♣ Q♣ Q♣ J♣ J♣ 9♣ |
      | 2     | A♠ A♠ 10♠ 10♠ J♠ J♠ 10♥ K♥ K♥ Q♥ 9♥ K♦ Q♦ A♣ A♣ K♣ 9♣ 9♣ |
      | 3     | Q♠ Q♠ J♠ 9♠ A♥ A♥ Q♥ Q♥ J♥ 9♥ A♦ 10♦ 10♦ Q♦ 9♦ K♣ Q♣ 9♣ |
      | 4     | A♠ 10♠ K♠ J♠ A♥ 10♥ J♥ J♥ 9♥ A♦ 10♦ J♦ J♦ A♣ 10♣ 10♣ 10♣ J♣ |
      | kitty | 10♥ Q♥ 9♦ 9♦ 9♦ K♣                                    |
    And the actions:
      | seat | action  |
      | 0    | pass    |
      | 1    | pass    |
      | 2    | pass    |
      | 3    | pass    |
      | 4    | pass    |
      | 4    | trump ♠ |
      | 4    | concede |
    When the hand is played
    # checks: family.bidding.ninety-six-concede-before-trump
    Then every action is accepted
    # checks: family.bidding.ninety-six-dealer-may-concede
    And the bidding side was set
    # checks: family.bidding.ninety-six-concede-before-trump
    And the seat scores are:
      | seat | meld | score |
      | 0    | 7    | 7     |
      | 1    | 6    | 6     |
      | 2    | 4    | 4     |
      | 3    | 9    | 9     |
      | 4    | 0    | -50   |

  # The suite's side of family.bidding.ninety-six-concede-before-trump has a boundary too: the
  # concession comes before trump is named, so once the stuck dealer has named spades he must
  # play; at the call of a partner card, a concede is refused.
  # id: e6d5e278
  @family.bidding.ninety-six-concede-before-trump @family.bidding.ninety-six-dealer-may-concede
  Scenario: A stuck dealer who has named trump may no longer concede
    Given the ruleset "family-5-96"
    And seat 4 deals
    And the deal:
      | seat  | cards                                                 |
      | 0     | K♠ K♠ K♠ Q♠ 9♠ 9♠ 9♠ A♥ K♥ J♥ 9♥ K♦ K♦ K♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♠ 10♠ Q♠ 10♥ K♥ A♦ A♦ 10♦ Q♦ Q♦ J♦ J♦ K♣ Q♣ Q♣ J♣ J♣ 9♣ |
      | 2     | A♠ A♠ 10♠ 10♠ J♠ J♠ 10♥ K♥ K♥ Q♥ 9♥ K♦ Q♦ A♣ A♣ K♣ 9♣ 9♣ |
      | 3     | Q♠ Q♠ J♠ 9♠ A♥ A♥ Q♥ Q♥ J♥ 9♥ A♦ 10♦ 10♦ Q♦ 9♦ K♣ Q♣ 9♣ |
      | 4     | A♠ 10♠ K♠ J♠ A♥ 10♥ J♥ J♥ 9♥ A♦ 10♦ J♦ J♦ A♣ 10♣ 10♣ 10♣ J♣ |
      | kitty | 10♥ Q♥ 9♦ 9♦ 9♦ K♣                                    |
    And the actions:
      | seat | action  |
      | 0    | pass    |
      | 1    | pass    |
      | 2    | pass    |
      | 3    | pass    |
      | 4    | pass    |
      | 4    | trump ♠ |
      | 4    | concede |
    When the hand is played
    # checks: family.bidding.ninety-six-concede-before-trump
    Then action 7 is rejected with rule "bid.concede-not-allowed"

  # And the other reading's boundary: read as conceding after naming trump, the stuck dealer
  # must name trump first; a concede in its place is refused.
  # id: 0fb77773
  @family.bidding.ninety-six-concede-before-trump @family.bidding.ninety-six-dealer-may-concede
  Scenario: Read as conceding after naming trump, a stuck dealer may not concede before naming it
    Given the ruleset "family-5-96" with bidding.stuck_dealer_may_concede.when set to "after_trump"
    And seat 4 deals
    And the deal:
      | seat  | cards                                                 |
      | 0     | K♠ K♠ K♠ Q♠ 9♠ 9♠ 9♠ A♥ K♥ J♥ 9♥ K♦ K♦ K♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♠ 10♠ Q♠ 10♥ K♥ A♦ A♦ 10♦ Q♦ Q♦ J♦ J♦ K♣ Q♣ Q♣ J♣ J♣ 9♣ |
      | 2     | A♠ A♠ 10♠ 10♠ J♠ J♠ 10♥ K♥ K♥ Q♥ 9♥ K♦ Q♦ A♣ A♣ K♣ 9♣ 9♣ |
      | 3     | Q♠ Q♠ J♠ 9♠ A♥ A♥ Q♥ Q♥ J♥ 9♥ A♦ 10♦ 10♦ Q♦ 9♦ K♣ Q♣ 9♣ |
      | 4     | A♠ 10♠ K♠ J♠ A♥ 10♥ J♥ J♥ 9♥ A♦ 10♦ J♦ J♦ A♣ 10♣ 10♣ 10♣ J♣ |
      | kitty | 10♥ Q♥ 9♦ 9♦ 9♦ K♣                                    |
    And the actions:
      | seat | action  |
      | 0    | pass    |
      | 1    | pass    |
      | 2    | pass    |
      | 3    | pass    |
      | 4    | pass    |
      | 4    | concede |
    When the hand is played
    # checks: family.bidding.ninety-six-concede-before-trump
    Then action 6 is rejected with rule "bid.concede-not-allowed"

  # The same deal with seat 1 stuck: nobody plays a card, so no player has trick points;
  # the players on both sides of the dealer score their meld.
  # id: 54a80675
  @family.bidding.ninety-six-dealer-may-concede @family.bidding.ninety-six-concede-before-trump
  Scenario: A stuck dealer in the middle of the table concedes and no player takes trick points
    Given the ruleset "family-5-96"
    And seat 1 deals
    And the deal:
      | seat  | cards                                                 |
      | 0     | K♠ K♠ K♠ Q♠ 9♠ 9♠ 9♠ A♥ K♥ J♥ 9♥ K♦ K♦ K♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♠ 10♠ Q♠ 10♥ K♥ A♦ A♦ 10♦ Q♦ Q♦ J♦ J♦ K♣ Q♣ Q♣ J♣ J♣ 9♣ |
      | 2     | A♠ A♠ 10♠ 10♠ J♠ J♠ 10♥ K♥ K♥ Q♥ 9♥ K♦ Q♦ A♣ A♣ K♣ 9♣ 9♣ |
      | 3     | Q♠ Q♠ J♠ 9♠ A♥ A♥ Q♥ Q♥ J♥ 9♥ A♦ 10♦ 10♦ Q♦ 9♦ K♣ Q♣ 9♣ |
      | 4     | A♠ 10♠ K♠ J♠ A♥ 10♥ J♥ J♥ 9♥ A♦ 10♦ J♦ J♦ A♣ 10♣ 10♣ 10♣ J♣ |
      | kitty | 10♥ Q♥ 9♦ 9♦ 9♦ K♣                                    |
    And the actions:
      | seat | action  |
      | 2    | pass    |
      | 3    | pass    |
      | 4    | pass    |
      | 0    | pass    |
      | 1    | pass    |
      | 1    | concede |
    When the hand is played
    # checks: family.bidding.ninety-six-dealer-may-concede
    Then every action is accepted
    And the bidding side was set
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 2    | 0            | 2     |
      | 1    | 0    | 0            | -50   |
      | 2    | 4    | 0            | 4     |
      | 3    | 8    | 0            | 8     |
      | 4    | 14   | 0            | 14    |

  # id: 99ce0aa8
  @family.bidding.ninety-six-dealer-may-concede
  Scenario: A dealer who won the bid by bidding may not concede
    Given the ruleset "family-5-96"
    And seat 4 deals
    And the deal:
      | seat  | cards                                                 |
      | 0     | K♠ K♠ K♠ Q♠ 9♠ 9♠ 9♠ A♥ K♥ J♥ 9♥ K♦ K♦ K♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♠ 10♠ Q♠ 10♥ K♥ A♦ A♦ 10♦ Q♦ Q♦ J♦ J♦ K♣ Q♣ Q♣ J♣ J♣ 9♣ |
      | 2     | A♠ A♠ 10♠ 10♠ J♠ J♠ 10♥ K♥ K♥ Q♥ 9♥ K♦ Q♦ A♣ A♣ K♣ 9♣ 9♣ |
      | 3     | Q♠ Q♠ J♠ 9♠ A♥ A♥ Q♥ Q♥ J♥ 9♥ A♦ 10♦ 10♦ Q♦ 9♦ K♣ Q♣ 9♣ |
      | 4     | A♠ 10♠ K♠ J♠ A♥ 10♥ J♥ J♥ 9♥ A♦ 10♦ J♦ J♦ A♣ 10♣ 10♣ 10♣ J♣ |
      | kitty | 10♥ Q♥ 9♦ 9♦ 9♦ K♣                                    |
    And the actions:
      | seat | action  |
      | 0    | pass    |
      | 1    | pass    |
      | 2    | pass    |
      | 3    | pass    |
      | 4    | bid 50  |
      | 4    | concede |
    When the hand is played
    Then action 6 is rejected with rule "bid.concede-not-allowed"

  # id: c9823a19
  @family.bidding.ninety-six-dealer-may-concede
  Scenario: Without the 96-card comment's option a stuck dealer must play
    Given the ruleset "family-5-96" with bidding.stuck_dealer_may_concede set to null
    And seat 4 deals
    And the deal:
      | seat  | cards                                                 |
      | 0     | K♠ K♠ K♠ Q♠ 9♠ 9♠ 9♠ A♥ K♥ J♥ 9♥ K♦ K♦ K♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♠ 10♠ Q♠ 10♥ K♥ A♦ A♦ 10♦ Q♦ Q♦ J♦ J♦ K♣ Q♣ Q♣ J♣ J♣ 9♣ |
      | 2     | A♠ A♠ 10♠ 10♠ J♠ J♠ 10♥ K♥ K♥ Q♥ 9♥ K♦ Q♦ A♣ A♣ K♣ 9♣ 9♣ |
      | 3     | Q♠ Q♠ J♠ 9♠ A♥ A♥ Q♥ Q♥ J♥ 9♥ A♦ 10♦ 10♦ Q♦ 9♦ K♣ Q♣ 9♣ |
      | 4     | A♠ 10♠ K♠ J♠ A♥ 10♥ J♥ J♥ 9♥ A♦ 10♦ J♦ J♦ A♣ 10♣ 10♣ 10♣ J♣ |
      | kitty | 10♥ Q♥ 9♦ 9♦ 9♦ K♣                                    |
    And the actions:
      | seat | action  |
      | 0    | pass    |
      | 1    | pass    |
      | 2    | pass    |
      | 3    | pass    |
      | 4    | pass    |
      | 4    | concede |
    When the hand is played
    Then action 6 is rejected with rule "bid.concede-not-allowed"

  # id: 6ede2190
  @family.game.single-deck-five-hands @family.game.tie-plays-on
  Scenario: The single-deck game ends after the fifth hand with the highest score winning
    Given the ruleset "family-5-single-deck"
    And the scores before the hand:
      | seat | score |
      | 0    | 40    |
      | 1    | 62    |
      | 2    | 55    |
      | 3    | 20    |
      | 4    | 31    |
    And the hand's bidder was seat 4, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 3     |
      | 1    | 0     |
      | 2    | 4     |
      | 3    | 6     |
      | 4    | 12    |
    And this was hand 5 of the game
    When the game result is asked for
    # checks: family.game.single-deck-five-hands
    Then the game is won by seat 1

  # id: 1afa612b
  @family.game.single-deck-five-hands @family.game.tie-plays-on
  Scenario: After the fifth hand a defender who leads wins although the bidder was set
    Given the ruleset "family-5-single-deck"
    And the scores before the hand:
      | seat | score |
      | 0    | 58    |
      | 1    | 30    |
      | 2    | 60    |
      | 3    | 20    |
      | 4    | 31    |
    And the hand's bidder was seat 2, who was set, and the hand scored:
      | seat | score |
      | 0    | 5     |
      | 1    | 4     |
      | 2    | -20   |
      | 3    | 6     |
      | 4    | 5     |
    And this was hand 5 of the game
    When the game result is asked for
    # checks: family.game.single-deck-five-hands
    Then the game is won by seat 0

  # id: d0877781
  @family.game.single-deck-five-hands @family.game.tie-plays-on
  Scenario: After the fifth hand two players level at the top play on between themselves
    Given the ruleset "family-5-single-deck"
    And the scores before the hand:
      | seat | score |
      | 0    | 58    |
      | 1    | 30    |
      | 2    | 60    |
      | 3    | 61    |
      | 4    | 31    |
    And the hand's bidder was seat 2, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 5     |
      | 1    | 4     |
      | 2    | 12    |
      | 3    | 11    |
      | 4    | 5     |
    And this was hand 5 of the game
    When the game result is asked for
    # checks: family.game.tie-plays-on
    Then the game goes on with only seats 2 and 3

  # id: 98c5330d
  @family.game.single-deck-five-hands
  Scenario: Before the fifth hand nobody below 100 wins
    Given the ruleset "family-5-single-deck"
    And the scores before the hand:
      | seat | score |
      | 0    | 40    |
      | 1    | 62    |
      | 2    | 55    |
      | 3    | 20    |
      | 4    | 31    |
    And the hand's bidder was seat 4, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 3     |
      | 1    | 0     |
      | 2    | 4     |
      | 3    | 6     |
      | 4    | 12    |
    And this was hand 4 of the game
    When the game result is asked for
    Then the game goes on
