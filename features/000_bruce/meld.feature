@doc-000
Feature: Bruce's pinochle meld (000, meld chart and the paragraphs after it)

  Meld is counted on the hand held after the draw (see discard-draw.feature). The chart:
  aces around 10, kings around 8, queens around 6, jacks around 4 (one of each suit), a
  marriage in trump 4, a marriage in another suit 2, the run A-10-K-Q-J of trump 15
  (its king and queen are not scored again as a marriage), each nine of trump 1, a
  pinochle (J♦ with Q♠) 4 and both jacks of diamonds with both queens of spades 30.
  A card may serve melds of different kinds but never two melds of the same kind.

  # id: 7de018b3
  @bruce.meld.aces-around
  Scenario: Four aces of different suits score 10
    Given the ruleset "bruce-5"
    And trump is ♠
    And the hand "A♠ A♥ A♦ A♣ 9♥"
    When the meld is counted
    Then the meld total is 10
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 1            | 10     |

  # id: 949ad755
  @bruce.meld.kings-around
  Scenario: Four kings of different suits score 8
    Given the ruleset "bruce-5"
    And trump is ♣
    And the hand "K♠ K♥ K♦ K♣ J♠"
    When the meld is counted
    Then the meld total is 8
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | kings_around | -    | 1            | 8      |

  # 000, meld chart: kings around needs a king of every suit. Three suits with one of
  # them doubled is four kings but no around; only the nine of trump counts.
  # id: 59d1a5da
  @bruce.meld.kings-around
  Scenario: Four kings with the diamond king missing are not kings around
    Given the ruleset "bruce-5"
    And trump is ♣
    And the hand "K♠ K♥ K♥ K♣ 9♣"
    When the meld is counted
    Then the meld total is 1
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | nine_of_trump | ♣    | 1            | 1      |

  # id: 55a7e396
  @bruce.meld.queens-around
  Scenario: Four queens of different suits score 6
    Given the ruleset "bruce-5"
    And trump is ♥
    And the hand "Q♠ Q♥ Q♦ Q♣ 9♠"
    When the meld is counted
    Then the meld total is 6
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | queens_around | -    | 1            | 6      |

  # 000, meld chart: queens around needs a queen of every suit. With the club queen
  # missing and the diamond queen doubled, only the pinochle (Q♠ with J♦) is left.
  # id: 55d733a7
  @bruce.meld.queens-around
  Scenario: Four queens with the club queen missing are not queens around
    Given the ruleset "bruce-7"
    And trump is ♣
    And the hand "Q♠ Q♥ Q♦ Q♦ J♦ A♣ 10♠"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 1            | 4      |

  # id: c69c4484
  @bruce.meld.jacks-around
  Scenario: Four jacks of different suits score 4
    Given the ruleset "bruce-5"
    And trump is ♥
    And the hand "J♠ J♥ J♦ J♣ 10♠"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | jacks_around | -    | 1            | 4      |

  # 000, meld chart: jacks around needs a jack of every suit; two jacks of clubs do not
  # stand in for the missing jack of diamonds.
  # id: 6dd3efa7
  @bruce.meld.jacks-around
  Scenario: Four jacks with the diamond jack missing are not jacks around
    Given the ruleset "bruce-5"
    And trump is ♦
    And the hand "J♠ J♥ J♣ J♣ 10♦"
    When the meld is counted
    Then there is no meld

  # id: 44eb9ede
  @bruce.meld.arounds-different-suits
  Scenario: Four aces with a suit missing are no meld
    Given the ruleset "bruce-5"
    And trump is ♥
    And the hand "A♠ A♠ A♥ A♦ J♣"
    When the meld is counted
    Then there is no meld

  # id: 7ff3bacd
  @bruce.meld.arounds-different-suits
  Scenario: Four kings with a suit doubled are no meld
    Given the ruleset "bruce-7"
    And trump is ♠
    And the hand "K♥ K♥ K♦ K♣ Q♠ J♥ 10♦"
    When the meld is counted
    Then there is no meld

  # id: 0cb3151e
  @bruce.meld.royal-marriage
  Scenario: King and queen of trump score 4
    Given the ruleset "bruce-5"
    And trump is ♥
    And the hand "K♥ Q♥ 9♠ J♣ A♦"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♥    | 1            | 4      |

  # id: 968e3158
  @bruce.meld.common-marriage
  Scenario: King and queen of a suit other than trump score 2
    Given the ruleset "bruce-5"
    And trump is ♥
    And the hand "K♠ Q♠ 9♦ J♣ A♦"
    When the meld is counted
    Then the meld total is 2
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 1            | 2      |

  # 000, meld chart: each king and queen of one suit other than trump is a marriage of 2,
  # so marriages in two such suits score 2 each.
  # id: d7446ebe
  @bruce.meld.common-marriage
  Scenario: Marriages in two suits other than trump score 2 each
    Given the ruleset "bruce-5"
    And trump is ♥
    And the hand "K♠ Q♠ K♣ Q♣ A♦"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 1            | 2      |
      | common_marriage | ♣    | 1            | 2      |

  # id: 4f19ac23
  @bruce.meld.marriage-same-suit
  Scenario: A king and a queen of different suits do not marry
    Given the ruleset "bruce-5"
    And trump is ♥
    And the hand "K♥ Q♣ K♦ Q♠ A♥"
    When the meld is counted
    Then there is no meld

  # 000, meld chart: a marriage is a king and a queen of the same suit. Beside a king of
  # hearts and a queen of spades that do not marry, the club pair still does.
  # id: 6003ca01
  @bruce.meld.marriage-same-suit
  Scenario: A king and queen of clubs marry beside a king and queen of different suits
    Given the ruleset "bruce-5"
    And trump is ♦
    And the hand "K♥ Q♣ K♣ Q♠ A♥"
    When the meld is counted
    Then the meld total is 2
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♣    | 1            | 2      |

  # id: e9504c59
  @bruce.meld.run @bruce.meld.run-holds-its-marriage
  Scenario: A-10-K-Q-J of trump is a run worth 15 and its marriage is not added
    Given the ruleset "bruce-5"
    And trump is ♦
    And the hand "A♦ 10♦ K♦ Q♦ J♦"
    When the meld is counted
    # checks: bruce.meld.run
    Then the meld total is 15
    # checks: bruce.meld.run-holds-its-marriage
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♦    | 1            | 15     |

  # id: 921bf47d
  @bruce.meld.run
  Scenario: A-10-K-Q-J of a suit that is not trump is only a marriage
    Given the ruleset "bruce-5"
    And trump is ♠
    And the hand "A♦ 10♦ K♦ Q♦ J♦"
    When the meld is counted
    Then the meld total is 2
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♦    | 1            | 2      |

  # id: c16248e2
  @bruce.meld.run-holds-its-marriage
  Scenario: A spare king of trump cannot marry the queen inside the run
    Given the ruleset "bruce-7"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ J♥ 9♣"
    When the meld is counted
    Then the meld total is 15
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♥    | 1            | 15     |

  # id: 53319724
  @bruce.meld.run-holds-its-marriage
  Scenario: A second king and queen of trump beside a run are a marriage of their own
    Given the ruleset "bruce-7"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥"
    When the meld is counted
    Then the meld total is 19
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♥    | 1            | 15     |
      | royal_marriage | ♥    | 1            | 4      |

  # id: 9632c7aa
  @bruce.meld.nine-of-trump
  Scenario: A nine of trump scores 1 and a nine of another suit nothing
    Given the ruleset "bruce-5"
    And trump is ♣
    And the hand "9♣ 9♥ J♠ Q♦ A♠"
    When the meld is counted
    Then the meld total is 1
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | nine_of_trump | ♣    | 1            | 1      |

  # id: 57940934
  @bruce.meld.nine-of-trump
  Scenario: Both nines of trump score 1 each
    Given the ruleset "bruce-5"
    And trump is ♣
    And the hand "9♣ 9♣ J♠ Q♦ A♠"
    When the meld is counted
    Then the meld total is 2
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | nine_of_trump | ♣    | 2            | 2      |

  # id: e61da974
  @bruce.meld.pinochle
  Scenario: The jack of diamonds with the queen of spades is a pinochle worth 4
    Given the ruleset "bruce-5"
    And trump is ♥
    And the hand "Q♠ J♦ 9♥ A♣ 10♣"
    When the meld is counted
    Then the meld total is 5
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | pinochle      | -    | 1            | 4      |
      | nine_of_trump | ♥    | 1            | 1      |

  # id: afe7ea4b
  @bruce.meld.pinochle
  Scenario: Two jacks of diamonds with one queen of spades make one pinochle
    Given the ruleset "bruce-5"
    And trump is ♥
    And the hand "Q♠ J♦ J♦ A♣ 10♣"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 1            | 4      |

  # id: 5571ea4d
  @bruce.meld.double-pinochle
  Scenario: Both jacks of diamonds with both queens of spades score 30, not two pinochles
    Given the ruleset "bruce-5"
    And trump is ♥
    And the hand "Q♠ Q♠ J♦ J♦ A♣"
    When the meld is counted
    Then the meld total is 30
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 30     |

  # id: 0c9fa985
  @bruce.meld.double-pinochle @bruce.meld.different-kinds-share
  Scenario: A double pinochle beside two spade marriages in spades trump
    Given the ruleset "bruce-7"
    And trump is ♠
    And the hand "K♠ K♠ Q♠ Q♠ J♦ J♦ 9♠"
    When the meld is counted
    # checks: bruce.meld.different-kinds-share
    Then the meld total is 39
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♠    | 2            | 8      |
      | pinochle       | -    | 2            | 30     |
      | nine_of_trump  | ♠    | 1            | 1      |

  # id: db919102
  @bruce.meld.shared-queen-example @bruce.meld.same-kind-no-sharing @bruce.meld.different-kinds-share
  Scenario: One queen of spades with two kings of spades and a jack of diamonds
    Given the ruleset "bruce-5"
    And trump is ♥
    And the hand "K♠ K♠ Q♠ J♦ 9♣"
    When the meld is counted
    # checks: bruce.meld.shared-queen-example
    Then the meld total is 6
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 1            | 2      |
      | pinochle        | -    | 1            | 4      |

  # 000, meld chart and the paragraph after it: a card serves only one meld of a kind, but
  # two kings and two queens of spades are enough for two marriages, one queen each.
  # id: 8170c11c
  @bruce.meld.same-kind-no-sharing
  Scenario: Two kings and two queens of spades make two marriages, one queen each
    Given the ruleset "bruce-5"
    And trump is ♥
    And the hand "K♠ K♠ Q♠ Q♠ 9♥"
    When the meld is counted
    Then the meld total is 5
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 2            | 4      |
      | nine_of_trump   | ♥    | 1            | 1      |

  # id: 2bd8c2d6
  @bruce.meld.different-kinds-share
  Scenario: The queen of spades serves a marriage in trump and a pinochle
    Given the ruleset "bruce-5"
    And trump is ♠
    And the hand "K♠ Q♠ J♦ 9♠ A♥"
    When the meld is counted
    Then the meld total is 9
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♠    | 1            | 4      |
      | pinochle       | -    | 1            | 4      |
      | nine_of_trump  | ♠    | 1            | 1      |

  # id: dd914ef2
  @bruce.meld.different-kinds-share
  Scenario: The queen of spades serves queens around, a marriage and a pinochle at once
    Given the ruleset "bruce-7"
    And trump is ♣
    And the hand "Q♠ Q♥ Q♦ Q♣ K♠ J♦ 9♣"
    When the meld is counted
    Then the meld total is 13
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 1            | 2      |
      | queens_around   | -    | 1            | 6      |
      | pinochle        | -    | 1            | 4      |
      | nine_of_trump   | ♣    | 1            | 1      |

  # id: 66e5afc5
  @bruce.meld.different-kinds-share
  Scenario: The kings of an around also form marriages
    Given the ruleset "bruce-7"
    And trump is ♥
    And the hand "K♠ K♥ K♦ K♣ Q♥ Q♠ J♦"
    When the meld is counted
    Then the meld total is 18
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♥    | 1            | 4      |
      | common_marriage | ♠    | 1            | 2      |
      | kings_around    | -    | 1            | 8      |
      | pinochle        | -    | 1            | 4      |

  # id: 0b1fa75e
  @bruce.meld.different-kinds-share @bruce.meld.run
  Scenario: The jack of diamonds serves a diamond run and a pinochle
    Given the ruleset "bruce-7"
    And trump is ♦
    And the hand "A♦ 10♦ K♦ Q♦ J♦ Q♠ 9♦"
    When the meld is counted
    # checks: bruce.meld.different-kinds-share
    Then the meld total is 20
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | run           | ♦    | 1            | 15     |
      | pinochle      | -    | 1            | 4      |
      | nine_of_trump | ♦    | 1            | 1      |

  # id: 8297076f
  @bruce.meld.aces-around @bruce.meld.royal-marriage @bruce.meld.nine-of-trump
  Scenario: A seven-card hand with aces around, a trump marriage and a nine of trump
    Given the ruleset "bruce-7"
    And trump is ♥
    And the hand "A♠ A♥ A♦ A♣ K♥ Q♥ 9♥"
    When the meld is counted
    # checks: bruce.meld.aces-around
    Then the meld total is 15
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♥    | 1            | 4      |
      | aces_around    | -    | 1            | 10     |
      | nine_of_trump  | ♥    | 1            | 1      |

  # id: a105a081
  @bruce.meld.run @bruce.meld.royal-marriage
  Scenario: A-K-Q-J of trump without the ten is no run, only a trump marriage
    Given the ruleset "bruce-5"
    And trump is ♥
    And the hand "A♥ K♥ Q♥ J♥ 9♥"
    When the meld is counted
    # checks: bruce.meld.run
    Then the meld total is 5
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♥    | 1            | 4      |
      | nine_of_trump  | ♥    | 1            | 1      |

  # id: 0ccc9b52
  @bruce.meld.run @bruce.meld.royal-marriage @bruce.meld.nine-of-trump
  Scenario: A-10-K-Q of trump without the jack is no run, only a trump marriage
    Given the ruleset "bruce-7"
    And trump is ♠
    And the hand "A♠ 10♠ K♠ Q♠ 9♠ 9♠ J♣"
    When the meld is counted
    # checks: bruce.meld.run
    Then the meld total is 6
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♠    | 1            | 4      |
      | nine_of_trump  | ♠    | 2            | 2      |

  # id: 60b1177a
  @bruce.meld.double-pinochle @bruce.meld.pinochle
  Scenario: Two queens of spades with one jack of diamonds make one pinochle
    Given the ruleset "bruce-5"
    And trump is ♣
    And the hand "Q♠ Q♠ J♦ A♥ 10♥"
    When the meld is counted
    # checks: bruce.meld.double-pinochle
    Then the meld total is 4
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 1            | 4      |
