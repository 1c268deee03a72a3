@doc-000
Feature: Bruce's pinochle renege (000, renege paragraph)

  A player who breaks the rules of trick taking (or draws a different number of cards than
  he discarded) reneges and the hand ends at once. The offender loses everything for the
  hand, his meld and nines of trump included, and goes back the amount of the bid; every
  other player keeps his meld but nobody scores trick points. In a transcript the illegal
  play is refused with its rule and the final score is the renege score.

  The scenarios use the deal of the document's diamonds example (play.feature): seat 0
  bids 10 and names diamonds; seat 0 melds 7 (pinochle, spade marriage, nine of trump),
  seat 1 melds 3 (heart marriage, nine of trump), seat 2 melds 4 (diamond marriage) and
  seat 3 melds 2 (heart marriage).

  # id: 297123e7
  @bruce.renege.hand-ends @bruce.renege.offender-goes-back @bruce.renege.offender-loses-nines @bruce.renege.others-keep-meld @bruce.play.must-head
  Scenario: A defender who does not head the trick when he could reneges
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action   |
      | 0    | bid 10   |
      | 1    | pass     |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | trump ♦  |
      | 0    | exchange |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | play 10♣ |
      | 1    | play Q♣  |
      | 1    | play A♣  |
    When the hand is played
    # checks: bruce.play.must-head
    Then action 11 is rejected with rule "play.must-head"
    # checks: bruce.renege.offender-goes-back
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 7    | 0            | 7     |
      | 1    | 0    | 0            | -10   |
      | 2    | 4    | 0            | 4     |
      | 3    | 2    | 0            | 2     |

  # 000, renege paragraph: a wrong draw is a renege and the hand is over at once; the
  # players after the offender do not draw and no card is played.
  # id: da78f8b7
  @bruce.renege.hand-ends
  Scenario: After a defender's wrong draw the later draws and the lead are not played
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action                |
      | 0    | bid 10                |
      | 1    | pass                  |
      | 2    | pass                  |
      | 3    | pass                  |
      | 0    | trump ♦               |
      | 0    | exchange              |
      | 1    | exchange Q♣ 9♦ draw 1 |
      | 2    | exchange              |
      | 3    | exchange              |
      | 0    | play 10♣              |
    When the hand is played
    Then action 7 is rejected with rule "exchange.wrong-draw"
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 7    | 0            | 7     |
      | 1    | 0    | 0            | -10   |

  # id: 3284725d
  @bruce.renege.offender-goes-back @bruce.renege.offender-loses-nines @bruce.play.must-follow
  Scenario: A defender who trumps while holding the led suit reneges
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action   |
      | 0    | bid 10   |
      | 1    | pass     |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | trump ♦  |
      | 0    | exchange |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | play 10♣ |
      | 1    | play 9♦  |
    When the hand is played
    # checks: bruce.play.must-follow
    Then action 11 is rejected with rule "play.must-follow"
    # checks: bruce.renege.offender-goes-back
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 7    | 0            | 7     |
      | 1    | 0    | 0            | -10   |
      | 2    | 4    | 0            | 4     |
      | 3    | 2    | 0            | 2     |

  # id: 27914b03
  @bruce.renege.offender-goes-back @bruce.renege.others-keep-meld @bruce.play.must-trump
  Scenario: A defender out of the led suit who does not trump reneges
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action   |
      | 0    | bid 10   |
      | 1    | pass     |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | trump ♦  |
      | 0    | exchange |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | play 10♣ |
      | 1    | play A♣  |
      | 2    | play A♠  |
    When the hand is played
    # checks: bruce.play.must-trump
    Then action 12 is rejected with rule "play.must-trump"
    # checks: bruce.renege.offender-goes-back
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 7    | 0            | 7     |
      | 1    | 3    | 0            | 3     |
      | 2    | 0    | 0            | -10   |
      | 3    | 2    | 0            | 2     |

  # id: 10f6d4bb
  @bruce.renege.offender-goes-back @bruce.play.must-overtrump
  Scenario: A defender who could overtrump but plays the equal king of trump reneges
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♦ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action   |
      | 0    | bid 10   |
      | 1    | pass     |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | trump ♦  |
      | 0    | exchange |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | play 10♣ |
      | 1    | play A♣  |
      | 2    | play K♦  |
      | 3    | play K♦  |
    When the hand is played
    # checks: bruce.play.must-overtrump
    Then action 13 is rejected with rule "play.must-overtrump"
    # checks: bruce.renege.offender-goes-back
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 7    | 0            | 7     |
      | 1    | 3    | 0            | 3     |
      | 2    | 4    | 0            | 4     |
      | 3    | 0    | 0            | -10   |

  # id: a9635c92
  @bruce.renege.no-trick-points @bruce.renege.offender-loses-nines @bruce.renege.others-keep-meld @bruce.renege.bidder-reneges @bruce.play.must-follow
  Scenario: A bidder who fails to follow a trump lead reneges and nobody keeps trick points
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action   |
      | 0    | bid 10   |
      | 1    | pass     |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | trump ♦  |
      | 0    | exchange |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | play 10♣ |
      | 1    | play A♣  |
      | 2    | play K♦  |
      | 3    | play K♦  |
      | 2    | play Q♦  |
      | 3    | play 10♠ |
      | 0    | play K♠  |
    When the hand is played
    # checks: bruce.play.must-follow
    Then action 16 is rejected with rule "play.must-follow"
    # checks: bruce.renege.no-trick-points
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 0    | 0            | -10   |
      | 1    | 3    | 0            | 3     |
      | 2    | 4    | 0            | 4     |
      | 3    | 2    | 0            | 2     |

  # 000, renege paragraph: after a renege nobody keeps the points of tricks already taken,
  # the bid winner included when another player reneged. Seat 0 takes the first trick (A♠
  # 10♠ 9♠ 10♠, three points); seat 2 then plays a heart on a spade lead while holding A♠.
  # id: 53abb78d
  @bruce.renege.no-trick-points
  Scenario: When a defender reneges the bid winner loses the trick he had already taken
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action       |
      | 0    | bid 10       |
      | 1    | pass         |
      | 2    | pass         |
      | 3    | pass         |
      | 0    | trump ♦      |
      | 0    | exchange 10♣ |
      | 1    | exchange 9♦  |
      | 2    | exchange     |
      | 3    | exchange     |
      | 0    | play A♠      |
      | 1    | play 10♠     |
      | 2    | play 9♠      |
      | 3    | play 10♠     |
      | 0    | play K♠      |
      | 1    | play Q♣      |
      | 2    | play J♥      |
    When the hand is played
    Then action 16 is rejected with rule "play.must-follow"
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 7    | 0            | 7     |
      | 1    | 2    | 0            | 2     |
      | 2    | 0    | 0            | -10   |
      | 3    | 2    | 0            | 2     |

  # id: 6c29f53a
  @bruce.renege.illegal-trump-lead
  Scenario: A bidder who leads trump before it is broken reneges
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action   |
      | 0    | bid 10   |
      | 1    | pass     |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | trump ♦  |
      | 0    | exchange |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | play 9♦  |
    When the hand is played
    Then action 10 is rejected with rule "lead.trump-not-broken"
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 0    | 0            | -10   |
      | 1    | 3    | 0            | 3     |
      | 2    | 4    | 0            | 4     |
      | 3    | 2    | 0            | 2     |

  # A reneging bidder goes back the bid (000, renege paragraph): his side is set.
  # id: 027a1480
  @bruce.renege.illegal-trump-lead @bruce.renege.offender-goes-back @bruce.renege.bidder-reneges
  Scenario: A bidder who reneges by leading trump too early is set
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action   |
      | 0    | bid 10   |
      | 1    | pass     |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | trump ♦  |
      | 0    | exchange |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | play 9♦  |
    When the hand is played
    # checks: bruce.renege.illegal-trump-lead
    Then action 10 is rejected with rule "lead.trump-not-broken"
    # checks: bruce.renege.bidder-reneges
    And the bidding side was set

  # The other reading of the renege paragraph (bruce.renege.illegal-trump-lead): an early
  # trump lead is only refused. The hand goes on, so it has no final score yet.
  # id: 3449429e
  @bruce.renege.illegal-trump-lead
  Scenario: Read with an early trump lead only refused, the bidder's lead of trump before it is broken ends nothing
    Given the ruleset "bruce-5" with scoring.renege.trump_lead set to "refused"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action   |
      | 0    | bid 10   |
      | 1    | pass     |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | trump ♦  |
      | 0    | exchange |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | play 9♦  |
    When the hand is played
    Then action 10 is rejected with rule "lead.trump-not-broken"
    And the hand has no final score

  # Under the same reading a breach the paragraph names is still a renege: a defender who
  # trumps while holding the led suit ends the hand.
  # id: bfdd4ae9
  @bruce.renege.offender-goes-back @bruce.play.must-follow
  Scenario: Read with an early trump lead only refused, a defender who trumps while holding the led suit still reneges
    Given the ruleset "bruce-5" with scoring.renege.trump_lead set to "refused"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action   |
      | 0    | bid 10   |
      | 1    | pass     |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | trump ♦  |
      | 0    | exchange |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | play 10♣ |
      | 1    | play 9♦  |
    When the hand is played
    # checks: bruce.play.must-follow
    Then action 11 is rejected with rule "play.must-follow"
    # checks: bruce.renege.offender-goes-back
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 7    | 0            | 7     |
      | 1    | 0    | 0            | -10   |
      | 2    | 4    | 0            | 4     |
      | 3    | 2    | 0            | 2     |

  # A player who draws another number of cards than he discarded reneges too (000, renege
  # paragraph). In a transcript `exchange Q♣ 9♦ draw 1` states the draw; a draw equal to the
  # discard is the ordinary exchange. Who keeps which meld after a renege during the draw is
  # not pinned here beyond the offender and a player whose hand was already settled.

  # id: 52f2ff28
  @bruce.renege.wrong-draw @bruce.renege.offender-goes-back
  Scenario: A defender who draws one card for two discards reneges and goes back the bid
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action                |
      | 0    | bid 10                |
      | 1    | pass                  |
      | 2    | pass                  |
      | 3    | pass                  |
      | 0    | trump ♦               |
      | 0    | exchange              |
      | 1    | exchange Q♣ 9♦ draw 1 |
    When the hand is played
    # checks: bruce.renege.wrong-draw
    Then action 7 is rejected with rule "exchange.wrong-draw"
    # checks: bruce.renege.offender-goes-back
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 7    | 0            | 7     |
      | 1    | 0    | 0            | -10   |

  # id: 687e561b
  @bruce.renege.wrong-draw @bruce.renege.offender-goes-back @bruce.renege.bidder-reneges
  Scenario: A bidder who draws two cards for one discard reneges and goes back the bid
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action              |
      | 0    | bid 10              |
      | 1    | pass                |
      | 2    | pass                |
      | 3    | pass                |
      | 0    | trump ♦             |
      | 0    | exchange 10♣ draw 2 |
    When the hand is played
    # checks: bruce.renege.wrong-draw
    Then action 6 is rejected with rule "exchange.wrong-draw"
    # checks: bruce.renege.bidder-reneges
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 0    | 0            | -10   |

  # id: 9365dc90
  @bruce.renege.wrong-draw
  Scenario: A player who stands pat but draws a card reneges
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action          |
      | 0    | bid 10          |
      | 1    | pass            |
      | 2    | pass            |
      | 3    | pass            |
      | 0    | trump ♦         |
      | 0    | exchange        |
      | 1    | exchange        |
      | 2    | exchange draw 1 |
    When the hand is played
    Then action 8 is rejected with rule "exchange.wrong-draw"
    And the seat scores are:
      | seat | score |
      | 2    | -10   |

  # id: 53367217
  @bruce.renege.wrong-draw @bruce.draw.same-number
  Scenario: Players who each draw as many cards as they discarded do not renege
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action                |
      | 0    | bid 10                |
      | 1    | pass                  |
      | 2    | pass                  |
      | 3    | pass                  |
      | 0    | trump ♦               |
      | 0    | exchange draw 0       |
      | 1    | exchange Q♣ 9♦ draw 2 |
      | 2    | exchange 9♠ draw 1    |
      | 3    | exchange 10♠ draw 1   |
    When the hand is played
    # checks: bruce.draw.same-number
    Then every action is accepted
    # checks: bruce.renege.wrong-draw
    And the hand has no final score
