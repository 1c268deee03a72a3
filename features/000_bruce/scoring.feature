@doc-000
Feature: Bruce's pinochle hand scoring (000, going back, keeping meld and counting points)

  Aces, tens and kings taken in tricks are worth 1 each and the last trick 1 more; queens,
  jacks and nines are worth nothing. A player keeps his meld only if he takes at least one
  point in the tricks, but nines of trump are kept in any case. The bidder makes his bid
  when his meld and trick points reach it and then scores them all; otherwise he goes
  back the amount of the bid and keeps nothing from the hand but his nines of trump.
  Every other player scores the meld he kept plus his trick points.

  Deal A (trump ♣, seat 1 bids, dealer seat 0): seat 0 melds a pinochle (4), seat 1
  nothing, seat 2 a pinochle and the nine of trump (5), seat 3 a heart marriage (2).

  # id: 243f22e0
  @bruce.deck.counters @bruce.scoring.last-trick @bruce.scoring.made @bruce.scoring.made-exactly @bruce.scoring.keep-meld-needs-point @bruce.scoring.nines-always-kept @bruce.scoring.last-trick-keeps-meld
  Scenario: Deal A, a bidder reaching his bid exactly makes it and only point-takers keep their meld
    Given the ruleset "bruce-5"
    And seat 1 won the bid at 5 with trump ♣
    And the meld hands:
      | seat | cards           |
      | 0    | Q♠ 9♠ J♥ J♦ Q♣  |
      | 1    | A♠ A♠ A♥ 9♦ J♣  |
      | 2    | Q♠ J♠ 9♥ J♦ 9♣  |
      | 3    | J♠ 10♠ K♥ Q♥ Q♦ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | Q♠     | A♠     | Q♠     | J♠     |
      | 1      | J♥     | A♥     | 9♥     | K♥     |
      | 1      | J♦     | 9♦     | J♦     | Q♦     |
      | 3      | 9♠     | A♠     | J♠     | 10♠    |
      | 1      | Q♣     | J♣     | 9♣     | Q♥     |
    When the hand is scored
    # checks: bruce.scoring.made-exactly
    Then the bidding side made the bid
    # checks: bruce.scoring.keep-meld-needs-point
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 4    | 1            | 5     |
      | 1    | 0    | 5            | 5     |
      | 2    | 1    | 0            | 1     |
      | 3    | 0    | 0            | 0     |

  # id: 5cdae7b8
  @bruce.scoring.set @bruce.scoring.keep-meld-needs-point @bruce.scoring.last-trick-keeps-meld
  Scenario: Deal A, a bidder one point short goes back the whole bid
    Given the ruleset "bruce-5"
    And seat 1 won the bid at 6 with trump ♣
    And the meld hands:
      | seat | cards           |
      | 0    | Q♠ 9♠ J♥ J♦ Q♣  |
      | 1    | A♠ A♠ A♥ 9♦ J♣  |
      | 2    | Q♠ J♠ 9♥ J♦ 9♣  |
      | 3    | J♠ 10♠ K♥ Q♥ Q♦ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | Q♠     | A♠     | Q♠     | J♠     |
      | 1      | J♥     | A♥     | 9♥     | K♥     |
      | 1      | J♦     | 9♦     | J♦     | Q♦     |
      | 3      | 9♠     | A♠     | J♠     | 10♠    |
      | 1      | Q♣     | J♣     | 9♣     | Q♥     |
    When the hand is scored
    # checks: bruce.scoring.set
    Then the bidding side was set
    And the seat scores are:
      | seat | trick points | score |
      | 1    | 5            | -6    |
    # checks: bruce.scoring.keep-meld-needs-point
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 4    | 1            | 5     |
      | 2    | 1    | 0            | 1     |
      | 3    | 0    | 0            | 0     |

  # id: 5e72f1ce
  @bruce.scoring.made @bruce.deck.counters @bruce.scoring.keep-meld-needs-point @bruce.scoring.made-exactly
  Scenario: Deal B, a bidder with aces around and a nine of trump makes 18 with 7 trick points
    Given the ruleset "bruce-5"
    And seat 1 won the bid at 18 with trump ♣
    And the meld hands:
      | seat | cards           |
      | 0    | K♥ Q♥ J♣ 9♦ 10♠ |
      | 1    | A♠ A♥ A♦ A♣ 9♣  |
      | 2    | K♠ Q♠ J♦ 10♥ 9♥ |
      | 3    | K♦ Q♦ J♠ 9♠ 10♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♠    | A♠     | K♠     | J♠     |
      | 1      | K♥     | A♥     | 10♥    | 10♣    |
      | 3      | J♣     | A♣     | Q♠     | 9♠     |
      | 1      | 9♦     | A♦     | J♦     | K♦     |
      | 1      | Q♥     | 9♣     | 9♥     | Q♦     |
    When the hand is scored
    # checks: bruce.scoring.made-exactly
    Then the bidding side made the bid
    # checks: bruce.scoring.made
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 0    | 0            | 0     |
      | 1    | 11   | 7            | 18    |
      | 2    | 0    | 0            | 0     |
      | 3    | 2    | 4            | 6     |

  # id: 5bc01683
  @bruce.scoring.set @bruce.scoring.nines-always-kept @bruce.scoring.keep-meld-needs-point
  Scenario: Deal B, a bidder who is set loses his other meld and tricks but keeps his nine of trump
    Given the ruleset "bruce-5"
    And seat 1 won the bid at 20 with trump ♣
    And the meld hands:
      | seat | cards           |
      | 0    | K♥ Q♥ J♣ 9♦ 10♠ |
      | 1    | A♠ A♥ A♦ A♣ 9♣  |
      | 2    | K♠ Q♠ J♦ 10♥ 9♥ |
      | 3    | K♦ Q♦ J♠ 9♠ 10♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♠    | A♠     | K♠     | J♠     |
      | 1      | K♥     | A♥     | 10♥    | 10♣    |
      | 3      | J♣     | A♣     | Q♠     | 9♠     |
      | 1      | 9♦     | A♦     | J♦     | K♦     |
      | 1      | Q♥     | 9♣     | 9♥     | Q♦     |
    When the hand is scored
    # checks: bruce.scoring.set
    Then the bidding side was set
    # checks: bruce.scoring.nines-always-kept
    And the seat scores are:
      | seat | trick points | score |
      | 1    | 7            | -19   |
    # checks: bruce.scoring.keep-meld-needs-point
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 0    | 0            | 0     |
      | 2    | 0    | 0            | 0     |
      | 3    | 2    | 4            | 6     |

  # id: d584db3e
  @bruce.scoring.keep-meld-needs-point @bruce.scoring.nines-always-kept @bruce.scoring.set
  Scenario: A bidder who takes no point keeps only his nine of trump and falls short
    Given the ruleset "bruce-5"
    And seat 1 won the bid at 3 with trump ♣
    And the meld hands:
      | seat | cards            |
      | 0    | K♥ A♥ 10♣ A♦ 10♠ |
      | 1    | Q♠ J♦ 9♣ 9♥ J♥   |
      | 2    | A♠ K♠ 10♦ 10♥ K♣ |
      | 3    | K♦ Q♦ J♠ 9♠ A♣   |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♠    | Q♠     | A♠     | J♠     |
      | 2      | 10♣    | 9♣     | K♠     | 9♠     |
      | 0      | A♥     | J♥     | 10♥    | A♣     |
      | 3      | A♦     | J♦     | 10♦    | K♦     |
      | 0      | K♥     | 9♥     | K♣     | Q♦     |
    When the hand is scored
    # checks: bruce.scoring.keep-meld-needs-point
    Then the bidding side was set
    # checks: bruce.scoring.nines-always-kept
    And the seat scores are:
      | seat | trick points | score |
      | 1    | 0            | -2    |
    # checks: bruce.scoring.keep-meld-needs-point
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 0    | 5            | 5     |
      | 2    | 0    | 5            | 5     |
      | 3    | 2    | 3            | 5     |

  # id: b4d93457
  @bruce.scoring.last-trick-keeps-meld @bruce.scoring.last-trick @bruce.scoring.made @bruce.play.all-trump-may-lead @bruce.scoring.made-exactly
  Scenario: Deal A played out, the last trick alone saves a meld
    Given the ruleset "bruce-5"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | Q♠ 9♠ J♥ J♦ Q♣                                                                               |
      | 1     | A♠ A♠ A♥ 9♦ J♣                                                                               |
      | 2     | Q♠ J♠ 9♥ J♦ 9♣                                                                               |
      | 3     | J♠ 10♠ K♥ Q♥ Q♦                                                                              |
      | stock | 10♠ K♠ K♠ 9♠ A♥ 10♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ 9♦ A♣ A♣ 10♣ 10♣ K♣ K♣ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action   |
      | 1    | bid 5    |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♣  |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | exchange |
      | 1    | play A♠  |
      | 2    | play Q♠  |
      | 3    | play J♠  |
      | 0    | play Q♠  |
      | 1    | play A♥  |
      | 2    | play 9♥  |
      | 3    | play K♥  |
      | 0    | play J♥  |
      | 1    | play 9♦  |
      | 2    | play J♦  |
      | 3    | play Q♦  |
      | 0    | play J♦  |
      | 3    | play 10♠ |
      | 0    | play 9♠  |
      | 1    | play A♠  |
      | 2    | play J♠  |
      | 1    | play J♣  |
      | 2    | play 9♣  |
      | 3    | play Q♥  |
      | 0    | play Q♣  |
    When the hand is played
    # checks: bruce.play.all-trump-may-lead
    Then every action is accepted
    # checks: bruce.scoring.made-exactly
    And the bidding side made the bid
    # checks: bruce.scoring.last-trick-keeps-meld
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 4    | 1            | 5     |
      | 1    | 0    | 5            | 5     |
      | 2    | 1    | 0            | 1     |
      | 3    | 0    | 0            | 0     |

  # id: be9fb4fb
  @bruce.scoring.keep-meld-needs-point @bruce.deck.counters @bruce.scoring.made @bruce.scoring.last-trick
  Scenario: Deal C, one counter in a trick that is not the last keeps meld and a trick with no counter does not
    Given the ruleset "bruce-5"
    And seat 1 won the bid at 4 with trump ♣
    And the meld hands:
      | seat | cards           |
      | 0    | 9♠ J♥ K♥ Q♥ J♠  |
      | 1    | A♠ 9♦ Q♥ 10♣ A♣ |
      | 2    | Q♠ J♦ 9♥ Q♦ 9♦  |
      | 3    | 10♠ J♠ J♥ K♠ 9♠ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 9♠     | A♠     | Q♠     | 10♠    |
      | 1      | J♥     | 9♦     | J♦     | J♠     |
      | 2      | K♥     | Q♥     | 9♥     | J♥     |
      | 0      | Q♥     | 10♣    | Q♦     | K♠     |
      | 1      | J♠     | A♣     | 9♦     | 9♠     |
    When the hand is scored
    # checks: bruce.scoring.made
    Then the bidding side made the bid
    # checks: bruce.scoring.keep-meld-needs-point
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 2    | 1            | 3     |
      | 1    | 0    | 6            | 6     |
      | 2    | 0    | 0            | 0     |
      | 3    | 0    | 0            | 0     |

  # id: 7cac8085
  @bruce.scoring.keep-meld-needs-point @bruce.play.must-head @bruce.play.must-trump @bruce.play.free-when-void @bruce.scoring.made
  Scenario: Deal C played out, a single counter saves a meld and a counterless trick does not
    Given the ruleset "bruce-5"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 9♠ J♥ K♥ Q♥ J♠                                                                               |
      | 1     | A♠ 9♦ Q♥ 10♣ A♣                                                                              |
      | 2     | Q♠ J♦ 9♥ Q♦ 9♦                                                                               |
      | 3     | 10♠ J♠ J♥ K♠ 9♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ A♥ A♥ 10♥ 10♥ K♥ 9♥ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action   |
      | 1    | bid 4    |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♣  |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | exchange |
      | 1    | play A♠  |
      | 2    | play Q♠  |
      | 3    | play 10♠ |
      | 0    | play 9♠  |
      | 1    | play 9♦  |
      | 2    | play J♦  |
      | 3    | play J♠  |
      | 0    | play J♥  |
      | 2    | play 9♥  |
      | 3    | play J♥  |
      | 0    | play K♥  |
      | 1    | play Q♥  |
      | 0    | play Q♥  |
      | 1    | play 10♣ |
      | 2    | play Q♦  |
      | 3    | play K♠  |
      | 1    | play A♣  |
      | 2    | play 9♦  |
      | 3    | play 9♠  |
      | 0    | play J♠  |
    When the hand is played
    # checks: bruce.play.must-head
    Then every action is accepted
    # checks: bruce.scoring.made
    And the bidding side made the bid
    # checks: bruce.scoring.keep-meld-needs-point
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 2    | 1            | 3     |
      | 1    | 0    | 6            | 6     |
      | 2    | 0    | 0            | 0     |
      | 3    | 0    | 0            | 0     |
