@doc-002
Feature: Family 5-handed pinochle: counters the bidder discards (002, main text: scoring; every kitty variant)
  The main text and the 96-card comment put a fixed number of points in every hand (50),
  which holds only if the counters the bidder lays away with the widow discard are scored;
  the rulesets credit them to the bidding side. In each transcript the bidder discards
  counters and bids exactly what his side scores with them, so a side that lost them would
  be set. The single-deck comments have no stated total; they follow the main text. Who
  scores discarded counters is a reading (kitty.discard.counts_for): the last scenario
  plays the first hand under the other one, where they score for nobody.

  # id: 48f37481
  @family.scoring.discard-counters @family.scoring.fifty-points @family.play.identical-first-wins @family.play.no-heading
  Scenario: Main text - counters the bidder discards count for his side and the hand holds 50
    # Seat 1 wins the bid at 53 and discards A♠ 10♥ A♦ 10♦ 10♣, 5 points of counters.
    # They count for the bidding side: meld 24 and trick points 29 (discard included)
    # reach the bid exactly, and the trick points of all sides come to 50.
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                                |
      | 0     | A♠ 10♠ Q♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ Q♦ J♦ K♣ K♣        |
      | 1     | A♠ A♠ J♠ J♠ A♥ K♥ J♥ A♦ A♦ 10♦ J♦ J♦ A♣ 10♣ J♣       |
      | 2     | A♠ 10♠ 10♠ J♠ 10♥ 10♥ K♥ K♥ 10♦ 10♦ 10♦ K♦ 10♣ J♣ J♣ |
      | 3     | 10♠ K♠ K♠ Q♠ J♠ A♥ J♥ K♦ K♦ J♦ A♣ 10♣ K♣ Q♣ J♣       |
      | 4     | K♠ K♠ A♥ 10♥ Q♥ J♥ A♦ A♦ A♣ A♣ 10♣ K♣ Q♣ Q♣ Q♣       |
      | kitty | Q♠ Q♠ 10♥ Q♥ Q♦                                      |
    And the actions:
      | seat | action                    |
      | 1    | bid 53                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♠                   |
      | 1    | discard A♠ 10♥ A♦ 10♦ 10♣ |
      | 1    | announce trump            |
      | 1    | play Q♠                   |
      | 2    | play 10♠                  |
      | 3    | play 10♠                  |
      | 4    | play K♠                   |
      | 0    | play Q♠                   |
      | 2    | play 10♣                  |
      | 3    | play Q♣                   |
      | 4    | play K♣                   |
      | 0    | play K♣                   |
      | 1    | play J♣                   |
      | 2    | play 10♥                  |
      | 3    | play A♥                   |
      | 4    | play Q♥                   |
      | 0    | play K♥                   |
      | 1    | play A♥                   |
      | 3    | play J♣                   |
      | 4    | play 10♣                  |
      | 0    | play K♣                   |
      | 1    | play A♣                   |
      | 2    | play J♣                   |
      | 1    | play Q♠                   |
      | 2    | play J♠                   |
      | 3    | play Q♠                   |
      | 4    | play K♠                   |
      | 0    | play A♠                   |
      | 0    | play Q♥                   |
      | 1    | play Q♥                   |
      | 2    | play K♥                   |
      | 3    | play J♥                   |
      | 4    | play J♥                   |
      | 2    | play K♥                   |
      | 3    | play J♠                   |
      | 4    | play 10♥                  |
      | 0    | play A♥                   |
      | 1    | play K♥                   |
      | 3    | play K♠                   |
      | 4    | play Q♣                   |
      | 0    | play 10♠                  |
      | 1    | play J♠                   |
      | 2    | play 10♠                  |
      | 0    | play J♥                   |
      | 1    | play J♥                   |
      | 2    | play 10♥                  |
      | 3    | play K♠                   |
      | 4    | play A♥                   |
      | 3    | play J♦                   |
      | 4    | play A♦                   |
      | 0    | play J♦                   |
      | 1    | play Q♦                   |
      | 2    | play 10♦                  |
      | 4    | play A♦                   |
      | 0    | play Q♦                   |
      | 1    | play J♦                   |
      | 2    | play 10♦                  |
      | 3    | play K♦                   |
      | 4    | play Q♣                   |
      | 0    | play Q♦                   |
      | 1    | play A♠                   |
      | 2    | play J♣                   |
      | 3    | play K♣                   |
      | 1    | play J♠                   |
      | 2    | play A♠                   |
      | 3    | play A♣                   |
      | 4    | play A♣                   |
      | 0    | play Q♦                   |
      | 2    | play K♦                   |
      | 3    | play K♦                   |
      | 4    | play A♣                   |
      | 0    | play K♦                   |
      | 1    | play A♦                   |
      | 1    | play J♦                   |
      | 2    | play 10♦                  |
      | 3    | play 10♣                  |
      | 4    | play Q♣                   |
      | 0    | play Q♥                   |
    When the hand is played
    # checks: family.scoring.discard-counters
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats      | trick points | score |
      | 1 and 2    | 29           | 53    |
      | 0, 3 and 4 | 21           | 45    |

  # id: 94a9bd28
  @family.scoring.discard-counters @family.scoring.fifty-points @family.play.identical-first-wins @family.play.no-heading
  Scenario: Michigan rules - counters the bidder discards count for his side
    # Seat 1 wins the bid at 65 and discards A♠ 10♥ A♦ 10♦ 10♣, 5 points of counters.
    # They count for the bidding side: meld 36 and trick points 29 (discard included)
    # reach the bid exactly, and the trick points of all sides come to 50.
    Given the ruleset "family-5-michigan"
    And the deal:
      | seat  | cards                                                |
      | 0     | A♠ 10♠ Q♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ Q♦ J♦ K♣ K♣        |
      | 1     | A♠ A♠ J♠ J♠ A♥ K♥ J♥ A♦ A♦ 10♦ J♦ J♦ A♣ 10♣ J♣       |
      | 2     | A♠ 10♠ 10♠ J♠ 10♥ 10♥ K♥ K♥ 10♦ 10♦ 10♦ K♦ 10♣ J♣ J♣ |
      | 3     | 10♠ K♠ K♠ Q♠ J♠ A♥ J♥ K♦ K♦ J♦ A♣ 10♣ K♣ Q♣ J♣       |
      | 4     | K♠ K♠ A♥ 10♥ Q♥ J♥ A♦ A♦ A♣ A♣ 10♣ K♣ Q♣ Q♣ Q♣       |
      | kitty | Q♠ Q♠ 10♥ Q♥ Q♦                                      |
    And the actions:
      | seat | action                    |
      | 1    | bid 65                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♠                   |
      | 1    | discard A♠ 10♥ A♦ 10♦ 10♣ |
      | 1    | announce trump            |
      | 1    | play Q♠                   |
      | 2    | play 10♠                  |
      | 3    | play 10♠                  |
      | 4    | play K♠                   |
      | 0    | play Q♠                   |
      | 2    | play 10♣                  |
      | 3    | play Q♣                   |
      | 4    | play K♣                   |
      | 0    | play K♣                   |
      | 1    | play J♣                   |
      | 2    | play 10♥                  |
      | 3    | play A♥                   |
      | 4    | play Q♥                   |
      | 0    | play K♥                   |
      | 1    | play A♥                   |
      | 3    | play J♣                   |
      | 4    | play 10♣                  |
      | 0    | play K♣                   |
      | 1    | play A♣                   |
      | 2    | play J♣                   |
      | 1    | play Q♠                   |
      | 2    | play J♠                   |
      | 3    | play Q♠                   |
      | 4    | play K♠                   |
      | 0    | play A♠                   |
      | 0    | play Q♥                   |
      | 1    | play Q♥                   |
      | 2    | play K♥                   |
      | 3    | play J♥                   |
      | 4    | play J♥                   |
      | 2    | play K♥                   |
      | 3    | play J♠                   |
      | 4    | play 10♥                  |
      | 0    | play A♥                   |
      | 1    | play K♥                   |
      | 3    | play K♠                   |
      | 4    | play Q♣                   |
      | 0    | play 10♠                  |
      | 1    | play J♠                   |
      | 2    | play 10♠                  |
      | 0    | play J♥                   |
      | 1    | play J♥                   |
      | 2    | play 10♥                  |
      | 3    | play K♠                   |
      | 4    | play A♥                   |
      | 3    | play J♦                   |
      | 4    | play A♦                   |
      | 0    | play J♦                   |
      | 1    | play Q♦                   |
      | 2    | play 10♦                  |
      | 4    | play A♦                   |
      | 0    | play Q♦                   |
      | 1    | play J♦                   |
      | 2    | play 10♦                  |
      | 3    | play K♦                   |
      | 4    | play Q♣                   |
      | 0    | play Q♦                   |
      | 1    | play A♠                   |
      | 2    | play J♣                   |
      | 3    | play K♣                   |
      | 1    | play J♠                   |
      | 2    | play A♠                   |
      | 3    | play A♣                   |
      | 4    | play A♣                   |
      | 0    | play Q♦                   |
      | 2    | play K♦                   |
      | 3    | play K♦                   |
      | 4    | play A♣                   |
      | 0    | play K♦                   |
      | 1    | play A♦                   |
      | 1    | play J♦                   |
      | 2    | play 10♦                  |
      | 3    | play 10♣                  |
      | 4    | play Q♣                   |
      | 0    | play Q♥                   |
    When the hand is played
    # checks: family.scoring.discard-counters
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats      | trick points | score |
      | 1 and 2    | 29           | 65    |
      | 0, 3 and 4 | 21           | 45    |

  # id: 901a13f9
  @family.scoring.discard-counters @family.scoring.fifty-points @family.partner.called-card-meld-after-call @family.play.identical-first-wins @family.play.no-heading
  Scenario: Called-card game - counters the bidder discards count for his side
    # Seat 1 wins the bid at 82 and discards A♠ A♠ A♥ 10♥ A♦, 5 points of counters.
    # They count for the bidding side: meld 54 and trick points 28 (discard included)
    # reach the bid exactly, and the trick points of all sides come to 50.
    Given the ruleset "family-5-called-card"
    And the deal:
      | seat  | cards                                                |
      | 0     | A♠ 10♠ Q♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ Q♦ J♦ K♣ K♣        |
      | 1     | A♠ A♠ J♠ J♠ A♥ K♥ J♥ A♦ A♦ 10♦ J♦ J♦ A♣ 10♣ J♣       |
      | 2     | A♠ 10♠ 10♠ J♠ 10♥ 10♥ K♥ K♥ 10♦ 10♦ 10♦ K♦ 10♣ J♣ J♣ |
      | 3     | 10♠ K♠ K♠ Q♠ J♠ A♥ J♥ K♦ K♦ J♦ A♣ 10♣ K♣ Q♣ J♣       |
      | 4     | K♠ K♠ A♥ 10♥ Q♥ J♥ A♦ A♦ A♣ A♣ 10♣ K♣ Q♣ Q♣ Q♣       |
      | kitty | Q♠ Q♠ 10♥ Q♥ Q♦                                      |
    And the actions:
      | seat | action                  |
      | 1    | bid 82                  |
      | 2    | pass                    |
      | 3    | pass                    |
      | 4    | pass                    |
      | 0    | pass                    |
      | 1    | trump ♠                 |
      | 1    | call K♠                 |
      | 1    | give A♣                 |
      | 1    | discard A♠ A♠ A♥ 10♥ A♦ |
      | 1    | announce trump          |
      | 1    | play K♠                 |
      | 2    | play 10♠                |
      | 3    | play J♠                 |
      | 4    | play K♠                 |
      | 0    | play 10♠                |
      | 2    | play 10♣                |
      | 3    | play K♣                 |
      | 4    | play 10♣                |
      | 0    | play K♣                 |
      | 1    | play J♣                 |
      | 2    | play J♠                 |
      | 3    | play 10♠                |
      | 4    | play K♠                 |
      | 0    | play A♠                 |
      | 1    | play J♠                 |
      | 0    | play A♥                 |
      | 1    | play J♥                 |
      | 2    | play 10♥                |
      | 3    | play J♥                 |
      | 4    | play J♥                 |
      | 0    | play K♥                 |
      | 1    | play Q♥                 |
      | 2    | play K♥                 |
      | 3    | play A♥                 |
      | 4    | play Q♥                 |
      | 3    | play J♦                 |
      | 4    | play A♦                 |
      | 0    | play Q♦                 |
      | 1    | play Q♦                 |
      | 2    | play 10♦                |
      | 4    | play K♣                 |
      | 0    | play K♣                 |
      | 1    | play 10♣                |
      | 2    | play J♣                 |
      | 3    | play A♣                 |
      | 3    | play 10♣                |
      | 4    | play Q♣                 |
      | 0    | play Q♠                 |
      | 1    | play Q♠                 |
      | 2    | play J♣                 |
      | 0    | play Q♥                 |
      | 1    | play K♥                 |
      | 2    | play 10♥                |
      | 3    | play K♠                 |
      | 4    | play A♥                 |
      | 3    | play J♣                 |
      | 4    | play Q♣                 |
      | 0    | play Q♥                 |
      | 1    | play Q♠                 |
      | 2    | play 10♠                |
      | 2    | play K♦                 |
      | 3    | play K♦                 |
      | 4    | play A♦                 |
      | 0    | play J♦                 |
      | 1    | play 10♦                |
      | 4    | play Q♣                 |
      | 0    | play J♥                 |
      | 1    | play J♠                 |
      | 2    | play A♠                 |
      | 3    | play Q♣                 |
      | 2    | play 10♦                |
      | 3    | play K♦                 |
      | 4    | play A♣                 |
      | 0    | play Q♦                 |
      | 1    | play A♦                 |
      | 1    | play J♦                 |
      | 2    | play 10♦                |
      | 3    | play Q♠                 |
      | 4    | play 10♥                |
      | 0    | play K♦                 |
      | 3    | play A♣                 |
      | 4    | play A♣                 |
      | 0    | play Q♦                 |
      | 1    | play J♦                 |
      | 2    | play K♥                 |
    When the hand is played
    # checks: family.scoring.discard-counters
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats      | trick points | score |
      | 1 and 3    | 28           | 82    |
      | 0, 2 and 4 | 22           | 32    |

  # id: 89e53e48
  @family.scoring.discard-counters @family.scoring.ninety-six-fifty-points @family.partner.ninety-six-which-holder @family.play.identical-first-wins @family.scoring.ninety-six-others-pool
  Scenario: 96-card game - counters among the six discards count for the bidding side
    # Seat 1 wins the bid at 56 and discards A♠ K♠ K♠ A♥ A♦ K♦, 6 points of counters.
    # They count for the bidding side: meld 26 and trick points 30 (discard included)
    # reach the bid exactly, and the trick points of all sides come to 50.
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                      |
      | 0     | A♠ 10♠ Q♠ J♠ 9♠ 10♥ K♥ K♥ Q♥ J♥ 10♦ 10♦ K♦ 9♦ 10♣ K♣ J♣ J♣ |
      | 1     | K♠ K♠ J♠ 9♠ A♥ Q♥ J♥ 9♥ K♦ K♦ J♦ A♣ 10♣ K♣ K♣ Q♣ Q♣ 9♣     |
      | 2     | 10♠ 10♠ Q♠ J♠ A♥ A♥ 10♥ K♥ J♥ A♦ A♦ 10♦ J♦ J♦ 9♦ A♣ A♣ Q♣  |
      | 3     | A♠ K♠ Q♠ A♥ Q♥ J♥ 9♥ 9♥ 9♥ K♦ Q♦ Q♦ K♣ Q♣ J♣ J♣ 9♣ 9♣      |
      | 4     | A♠ 10♠ K♠ J♠ 9♠ 9♠ 10♥ 10♥ K♥ Q♥ A♦ 10♦ Q♦ Q♦ J♦ 9♦ 9♦ 10♣ |
      | kitty | A♠ Q♠ A♦ A♣ 10♣ 9♣                                         |
    And the actions:
      | seat | action                    |
      | 1    | bid 56                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♣                   |
      | 1    | call J♣                   |
      | 1    | discard A♠ K♠ K♠ A♥ A♦ K♦ |
      | 1    | play 9♣                   |
      | 2    | play Q♣                   |
      | 3    | play K♣                   |
      | 4    | play 10♣                  |
      | 0    | play J♣                   |
      | 4    | play Q♥                   |
      | 0    | play J♥                   |
      | 1    | play J♥                   |
      | 2    | play J♥                   |
      | 3    | play J♥                   |
      | 4    | play Q♦                   |
      | 0    | play 10♦                  |
      | 1    | play K♦                   |
      | 2    | play J♦                   |
      | 3    | play K♦                   |
      | 0    | play K♣                   |
      | 1    | play A♣                   |
      | 2    | play A♣                   |
      | 3    | play 9♣                   |
      | 4    | play 9♦                   |
      | 1    | play Q♣                   |
      | 2    | play A♣                   |
      | 3    | play J♣                   |
      | 4    | play 10♠                  |
      | 0    | play 10♣                  |
      | 2    | play K♥                   |
      | 3    | play Q♥                   |
      | 4    | play 10♥                  |
      | 0    | play K♥                   |
      | 1    | play 9♥                   |
      | 4    | play K♥                   |
      | 0    | play Q♥                   |
      | 1    | play Q♥                   |
      | 2    | play 10♥                  |
      | 3    | play 9♥                   |
      | 2    | play A♦                   |
      | 3    | play Q♦                   |
      | 4    | play 9♦                   |
      | 0    | play 10♦                  |
      | 1    | play J♦                   |
      | 2    | play J♦                   |
      | 3    | play Q♦                   |
      | 4    | play J♦                   |
      | 0    | play 9♦                   |
      | 1    | play 10♣                  |
      | 1    | play K♣                   |
      | 2    | play 10♦                  |
      | 3    | play Q♣                   |
      | 4    | play 9♠                   |
      | 0    | play J♣                   |
      | 1    | play A♣                   |
      | 2    | play Q♠                   |
      | 3    | play 9♣                   |
      | 4    | play K♠                   |
      | 0    | play 10♠                  |
      | 1    | play 9♠                   |
      | 2    | play J♠                   |
      | 3    | play A♠                   |
      | 4    | play J♠                   |
      | 0    | play J♠                   |
      | 3    | play K♠                   |
      | 4    | play 9♠                   |
      | 0    | play 9♠                   |
      | 1    | play Q♠                   |
      | 2    | play 10♠                  |
      | 2    | play 9♦                   |
      | 3    | play J♣                   |
      | 4    | play Q♦                   |
      | 0    | play K♦                   |
      | 1    | play K♣                   |
      | 1    | play 10♣                  |
      | 2    | play A♥                   |
      | 3    | play Q♠                   |
      | 4    | play 10♥                  |
      | 0    | play Q♠                   |
      | 1    | play J♠                   |
      | 2    | play 10♠                  |
      | 3    | play 9♥                   |
      | 4    | play A♠                   |
      | 0    | play A♠                   |
      | 4    | play A♦                   |
      | 0    | play 10♥                  |
      | 1    | play Q♣                   |
      | 2    | play A♦                   |
      | 3    | play 9♥                   |
      | 1    | play 9♣                   |
      | 2    | play A♥                   |
      | 3    | play A♥                   |
      | 4    | play 10♦                  |
      | 0    | play K♥                   |
    When the hand is played
    # checks: family.scoring.discard-counters
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats      | trick points | score |
      | 1 and 3    | 30           | 56    |
      | 0, 2 and 4 | 20           | 28    |

  # id: bc245e21
  @family.scoring.discard-counters @family.scoring.ninety-six-fifty-points @family.partner.ninety-six-which-holder @family.play.identical-first-wins @family.scoring.ninety-six-others-pool @family.play.ninety-six-heading-after-trump
  Scenario: 96-card game with heading - counters among the six discards count for the bidding side
    # Seat 1 wins the bid at 55 and discards A♠ K♠ K♠ A♥ A♦ K♦, 6 points of counters.
    # They count for the bidding side: meld 26 and trick points 29 (discard included)
    # reach the bid exactly, and the trick points of all sides come to 50.
    Given the ruleset "family-5-96-heading"
    And the deal:
      | seat  | cards                                                      |
      | 0     | A♠ 10♠ Q♠ J♠ 9♠ 10♥ K♥ K♥ Q♥ J♥ 10♦ 10♦ K♦ 9♦ 10♣ K♣ J♣ J♣ |
      | 1     | K♠ K♠ J♠ 9♠ A♥ Q♥ J♥ 9♥ K♦ K♦ J♦ A♣ 10♣ K♣ K♣ Q♣ Q♣ 9♣     |
      | 2     | 10♠ 10♠ Q♠ J♠ A♥ A♥ 10♥ K♥ J♥ A♦ A♦ 10♦ J♦ J♦ 9♦ A♣ A♣ Q♣  |
      | 3     | A♠ K♠ Q♠ A♥ Q♥ J♥ 9♥ 9♥ 9♥ K♦ Q♦ Q♦ K♣ Q♣ J♣ J♣ 9♣ 9♣      |
      | 4     | A♠ 10♠ K♠ J♠ 9♠ 9♠ 10♥ 10♥ K♥ Q♥ A♦ 10♦ Q♦ Q♦ J♦ 9♦ 9♦ 10♣ |
      | kitty | A♠ Q♠ A♦ A♣ 10♣ 9♣                                         |
    And the actions:
      | seat | action                    |
      | 1    | bid 55                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♣                   |
      | 1    | call J♣                   |
      | 1    | discard A♠ K♠ K♠ A♥ A♦ K♦ |
      | 1    | play 9♣                   |
      | 2    | play Q♣                   |
      | 3    | play K♣                   |
      | 4    | play 10♣                  |
      | 0    | play J♣                   |
      | 4    | play Q♥                   |
      | 0    | play K♥                   |
      | 1    | play J♥                   |
      | 2    | play 10♥                  |
      | 3    | play A♥                   |
      | 3    | play J♣                   |
      | 4    | play J♠                   |
      | 0    | play 10♣                  |
      | 1    | play A♣                   |
      | 2    | play A♣                   |
      | 1    | play J♠                   |
      | 2    | play Q♠                   |
      | 3    | play A♠                   |
      | 4    | play K♠                   |
      | 0    | play A♠                   |
      | 3    | play Q♠                   |
      | 4    | play 10♠                  |
      | 0    | play 9♠                   |
      | 1    | play Q♠                   |
      | 2    | play J♠                   |
      | 4    | play Q♦                   |
      | 0    | play K♦                   |
      | 1    | play K♦                   |
      | 2    | play 10♦                  |
      | 3    | play Q♦                   |
      | 2    | play A♦                   |
      | 3    | play K♦                   |
      | 4    | play 9♦                   |
      | 0    | play 10♦                  |
      | 1    | play J♦                   |
      | 2    | play 9♦                   |
      | 3    | play Q♦                   |
      | 4    | play 10♦                  |
      | 0    | play 9♦                   |
      | 1    | play 10♣                  |
      | 1    | play K♣                   |
      | 2    | play A♣                   |
      | 3    | play Q♣                   |
      | 4    | play K♥                   |
      | 0    | play K♣                   |
      | 2    | play A♥                   |
      | 3    | play 9♥                   |
      | 4    | play 10♥                  |
      | 0    | play 10♥                  |
      | 1    | play Q♥                   |
      | 2    | play K♥                   |
      | 3    | play 9♥                   |
      | 4    | play 10♥                  |
      | 0    | play K♥                   |
      | 1    | play 9♥                   |
      | 4    | play J♦                   |
      | 0    | play 10♦                  |
      | 1    | play A♣                   |
      | 2    | play J♦                   |
      | 3    | play J♣                   |
      | 1    | play 9♣                   |
      | 2    | play J♦                   |
      | 3    | play 9♣                   |
      | 4    | play Q♦                   |
      | 0    | play J♣                   |
      | 0    | play J♥                   |
      | 1    | play K♣                   |
      | 2    | play J♥                   |
      | 3    | play 9♥                   |
      | 4    | play 9♠                   |
      | 1    | play 10♣                  |
      | 2    | play 10♠                  |
      | 3    | play 9♣                   |
      | 4    | play 9♠                   |
      | 0    | play 10♠                  |
      | 1    | play Q♣                   |
      | 2    | play A♥                   |
      | 3    | play K♠                   |
      | 4    | play A♠                   |
      | 0    | play Q♥                   |
      | 1    | play 9♠                   |
      | 2    | play 10♠                  |
      | 3    | play Q♥                   |
      | 4    | play A♦                   |
      | 0    | play J♠                   |
      | 2    | play A♦                   |
      | 3    | play J♥                   |
      | 4    | play 9♦                   |
      | 0    | play Q♠                   |
      | 1    | play Q♣                   |
    When the hand is played
    # checks: family.scoring.discard-counters
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats      | trick points | score |
      | 1 and 3    | 29           | 55    |
      | 0, 2 and 4 | 21           | 29    |

  # id: 8d369e23
  @family.scoring.discard-counters @family.scoring.cutthroat-last-trick-one @family.scoring.alone-keep-meld @family.play.identical-first-wins
  Scenario: Cut-throat game - counters among the three unseen discards count for the bidder
    # Seat 1 wins the bid at 23 and discards A♠ K♠ A♥, 3 points of counters.
    # They count for the bidding side: meld 1 and trick points 22 (discard included)
    # reach the bid exactly, and the trick points of all sides come to 25.
    Given the ruleset "family-5-cutthroat"
    And the deal:
      | seat  | cards                        |
      | 0     | Q♠ 9♠ K♥ 9♥ A♦ 10♦ Q♦ K♣ Q♣  |
      | 1     | A♠ A♥ 10♥ A♣ 10♣ K♣ J♣ J♣ 9♣ |
      | 2     | A♠ K♠ J♠ K♥ J♥ J♥ 10♦ 9♦ 10♣ |
      | 3     | 10♠ Q♠ A♥ 10♥ Q♥ 9♥ K♦ J♦ Q♣ |
      | 4     | 10♠ 9♠ Q♥ A♦ K♦ Q♦ J♦ 9♦ 9♣  |
      | kitty | K♠ J♠ A♣                     |
    And the actions:
      | seat | action           |
      | 1    | bid 23           |
      | 2    | pass             |
      | 3    | pass             |
      | 4    | pass             |
      | 0    | pass             |
      | 1    | trump ♣          |
      | 1    | discard A♠ K♠ A♥ |
      | 1    | play 10♥         |
      | 2    | play K♥          |
      | 3    | play Q♥          |
      | 4    | play Q♥          |
      | 0    | play 9♥          |
      | 1    | play K♣          |
      | 2    | play 10♣         |
      | 3    | play Q♣          |
      | 4    | play 9♣          |
      | 0    | play K♣          |
      | 2    | play J♥          |
      | 3    | play A♥          |
      | 4    | play 9♦          |
      | 0    | play K♥          |
      | 1    | play 9♣          |
      | 1    | play J♠          |
      | 2    | play J♠          |
      | 3    | play Q♠          |
      | 4    | play 9♠          |
      | 0    | play Q♠          |
      | 3    | play J♦          |
      | 4    | play A♦          |
      | 0    | play 10♦         |
      | 1    | play A♣          |
      | 2    | play 10♦         |
      | 1    | play A♣          |
      | 2    | play A♠          |
      | 3    | play K♦          |
      | 4    | play K♦          |
      | 0    | play Q♣          |
      | 1    | play 10♣         |
      | 2    | play 9♦          |
      | 3    | play 10♠         |
      | 4    | play Q♦          |
      | 0    | play A♦          |
      | 1    | play J♣          |
      | 2    | play J♥          |
      | 3    | play 10♥         |
      | 4    | play 10♠         |
      | 0    | play Q♦          |
      | 1    | play J♣          |
      | 2    | play K♠          |
      | 3    | play 9♥          |
      | 4    | play J♦          |
      | 0    | play 9♠          |
    When the hand is played
    # checks: family.scoring.discard-counters
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats | trick points | score |
      | 1     | 22           | 23    |
      | 0     | 0            | 0     |
      | 2     | 3            | 3     |
      | 3     | 0            | 4     |
      | 4     | 0            | 0     |

  # id: aa615443
  @family.scoring.discard-counters @family.discard.single-deck-three @family.play.identical-first-wins @family.play.no-heading @family.scoring.single-deck-last-trick
  Scenario: Single-deck game - counters among the three discards count for the bidder
    # Seat 1 wins the bid at 14 and discards A♠ 10♥ 10♦, 3 points of counters.
    # They count for the bidding side: meld 2 and trick points 12 (discard included)
    # reach the bid exactly, and the trick points of all sides come to 26.
    Given the ruleset "family-5-single-deck"
    And the deal:
      | seat  | cards                        |
      | 0     | 10♠ K♠ Q♠ A♦ 10♦ K♣ K♣ Q♣ 9♣ |
      | 1     | A♠ J♠ 9♠ 10♥ Q♥ 10♦ J♦ A♣ Q♣ |
      | 2     | A♠ 10♠ J♠ A♥ J♥ 9♥ 9♥ A♣ J♣  |
      | 3     | K♠ Q♠ A♥ 10♥ Q♥ A♦ K♦ Q♦ 10♣ |
      | 4     | K♥ K♥ K♦ Q♦ J♦ 9♦ 10♣ J♣ 9♣  |
      | kitty | 9♠ J♥ 9♦                     |
    And the actions:
      | seat | action             |
      | 1    | bid 14             |
      | 2    | pass               |
      | 3    | pass               |
      | 4    | pass               |
      | 0    | pass               |
      | 1    | trump ♠            |
      | 1    | discard A♠ 10♥ 10♦ |
      | 1    | announce trump     |
      | 1    | play 9♠            |
      | 2    | play 10♠           |
      | 3    | play K♠            |
      | 4    | play 9♦            |
      | 0    | play Q♠            |
      | 2    | play J♥            |
      | 3    | play 10♥           |
      | 4    | play K♥            |
      | 0    | play K♠            |
      | 1    | play J♥            |
      | 0    | play Q♣            |
      | 1    | play A♣            |
      | 2    | play A♣            |
      | 3    | play 10♣           |
      | 4    | play 10♣           |
      | 1    | play J♠            |
      | 2    | play J♠            |
      | 3    | play Q♠            |
      | 4    | play Q♦            |
      | 0    | play 10♠           |
      | 0    | play A♦            |
      | 1    | play 9♦            |
      | 2    | play A♠            |
      | 3    | play Q♦            |
      | 4    | play K♦            |
      | 2    | play 9♥            |
      | 3    | play Q♥            |
      | 4    | play K♥            |
      | 0    | play 9♣            |
      | 1    | play Q♥            |
      | 4    | play 9♣            |
      | 0    | play K♣            |
      | 1    | play Q♣            |
      | 2    | play J♣            |
      | 3    | play A♥            |
      | 0    | play 10♦           |
      | 1    | play J♦            |
      | 2    | play 9♥            |
      | 3    | play A♦            |
      | 4    | play J♦            |
      | 3    | play K♦            |
      | 4    | play J♣            |
      | 0    | play K♣            |
      | 1    | play 9♠            |
      | 2    | play A♥            |
    When the hand is played
    # checks: family.scoring.discard-counters
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats | trick points | score |
      | 1     | 12           | 14    |
      | 0     | 6            | 12    |
      | 2     | 5            | 5     |
      | 3     | 2            | 8     |
      | 4     | 1            | 3     |

  # id: 1caa549c
  @family.scoring.discard-counters @family.scoring.fifty-points @family.play.identical-first-wins @family.play.no-heading
  Scenario: Read as scoring for nobody, the main-text hand leaves the bidder 5 short and set
    # The first hand under the other reading (kitty.discard.counts_for = nobody): the 5
    # points of counters seat 1 discards score for no one, so the bidding side has meld 24
    # and trick points 24, 48 against a bid of 53, and is set; the hand holds only 45.
    Given the ruleset "family-5-shore" with kitty.discard.counts_for set to "nobody"
    And the deal:
      | seat  | cards                                                |
      | 0     | A♠ 10♠ Q♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ Q♦ J♦ K♣ K♣        |
      | 1     | A♠ A♠ J♠ J♠ A♥ K♥ J♥ A♦ A♦ 10♦ J♦ J♦ A♣ 10♣ J♣       |
      | 2     | A♠ 10♠ 10♠ J♠ 10♥ 10♥ K♥ K♥ 10♦ 10♦ 10♦ K♦ 10♣ J♣ J♣ |
      | 3     | 10♠ K♠ K♠ Q♠ J♠ A♥ J♥ K♦ K♦ J♦ A♣ 10♣ K♣ Q♣ J♣       |
      | 4     | K♠ K♠ A♥ 10♥ Q♥ J♥ A♦ A♦ A♣ A♣ 10♣ K♣ Q♣ Q♣ Q♣       |
      | kitty | Q♠ Q♠ 10♥ Q♥ Q♦                                      |
    And the actions:
      | seat | action                    |
      | 1    | bid 53                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♠                   |
      | 1    | discard A♠ 10♥ A♦ 10♦ 10♣ |
      | 1    | announce trump            |
      | 1    | play Q♠                   |
      | 2    | play 10♠                  |
      | 3    | play 10♠                  |
      | 4    | play K♠                   |
      | 0    | play Q♠                   |
      | 2    | play 10♣                  |
      | 3    | play Q♣                   |
      | 4    | play K♣                   |
      | 0    | play K♣                   |
      | 1    | play J♣                   |
      | 2    | play 10♥                  |
      | 3    | play A♥                   |
      | 4    | play Q♥                   |
      | 0    | play K♥                   |
      | 1    | play A♥                   |
      | 3    | play J♣                   |
      | 4    | play 10♣                  |
      | 0    | play K♣                   |
      | 1    | play A♣                   |
      | 2    | play J♣                   |
      | 1    | play Q♠                   |
      | 2    | play J♠                   |
      | 3    | play Q♠                   |
      | 4    | play K♠                   |
      | 0    | play A♠                   |
      | 0    | play Q♥                   |
      | 1    | play Q♥                   |
      | 2    | play K♥                   |
      | 3    | play J♥                   |
      | 4    | play J♥                   |
      | 2    | play K♥                   |
      | 3    | play J♠                   |
      | 4    | play 10♥                  |
      | 0    | play A♥                   |
      | 1    | play K♥                   |
      | 3    | play K♠                   |
      | 4    | play Q♣                   |
      | 0    | play 10♠                  |
      | 1    | play J♠                   |
      | 2    | play 10♠                  |
      | 0    | play J♥                   |
      | 1    | play J♥                   |
      | 2    | play 10♥                  |
      | 3    | play K♠                   |
      | 4    | play A♥                   |
      | 3    | play J♦                   |
      | 4    | play A♦                   |
      | 0    | play J♦                   |
      | 1    | play Q♦                   |
      | 2    | play 10♦                  |
      | 4    | play A♦                   |
      | 0    | play Q♦                   |
      | 1    | play J♦                   |
      | 2    | play 10♦                  |
      | 3    | play K♦                   |
      | 4    | play Q♣                   |
      | 0    | play Q♦                   |
      | 1    | play A♠                   |
      | 2    | play J♣                   |
      | 3    | play K♣                   |
      | 1    | play J♠                   |
      | 2    | play A♠                   |
      | 3    | play A♣                   |
      | 4    | play A♣                   |
      | 0    | play Q♦                   |
      | 2    | play K♦                   |
      | 3    | play K♦                   |
      | 4    | play A♣                   |
      | 0    | play K♦                   |
      | 1    | play A♦                   |
      | 1    | play J♦                   |
      | 2    | play 10♦                  |
      | 3    | play 10♣                  |
      | 4    | play Q♣                   |
      | 0    | play Q♥                   |
    When the hand is played
    # checks: family.scoring.discard-counters
    Then every action is accepted
    And the bidding side was set
    And the side scores are:
      | seats      | trick points | score |
      | 1 and 2    | 24           | -53   |
      | 0, 3 and 4 | 21           | 45    |
