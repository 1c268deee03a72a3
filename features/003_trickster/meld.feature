@doc-003
Feature: Trickster meld table, Classic scoring (003 "Meld Values")
  The Classic column of the meld table, and which melds may share cards: any two melds
  of different kinds may share a card, except that a run (or double run) never shares its
  king and queen with a royal marriage.

  # id: 1ffaecb3
  @trickster.meld.run @trickster.meld.run-excludes-royal-marriage
  Scenario: Classic - a trump run is worth 150 and its own king and queen are no royal marriage
    Given the ruleset "trickster-classic"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥ 9♠ J♣"
    When the meld is counted
    # checks: trickster.meld.run-excludes-royal-marriage
    Then the meld total is 150
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♥    | 1            | 150    |

  # id: 99c4e20c
  @trickster.meld.run
  Scenario: Classic - the same five cards outside trump are only a common marriage
    Given the ruleset "trickster-classic"
    And trump is ♥
    And the hand "A♠ 10♠ K♠ Q♠ J♠"
    When the meld is counted
    Then the meld total is 20
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 1            | 20     |

  # id: d4ed94f2
  @trickster.meld.double-run @trickster.meld.run-excludes-royal-marriage
  Scenario: Classic - a double run is worth 1500 and leaves no royal marriage
    Given the ruleset "trickster-classic"
    And trump is ♥
    And the hand "A♥ A♥ 10♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥"
    When the meld is counted
    # checks: trickster.meld.double-run
    Then the meld total is 1500
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♥    | 2            | 1500   |

  # id: 01d3f341
  @trickster.meld.run-excludes-royal-marriage @trickster.meld.royal-marriage
  Scenario: Classic - a second trump king and queen beside a run are a royal marriage of their own
    Given the ruleset "trickster-classic"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥"
    When the meld is counted
    # checks: trickster.meld.run-excludes-royal-marriage
    Then the meld total is 190
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♥    | 1            | 150    |
      | royal_marriage | ♥    | 1            | 40     |

  # id: 58ad9377
  @trickster.meld.royal-marriage @trickster.meld.common-marriage
  Scenario: Classic - a trump marriage is 40 and a marriage in another suit 20
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "K♦ Q♦ K♣ Q♣ A♠ 10♥ J♥"
    When the meld is counted
    # checks: trickster.meld.royal-marriage
    Then the meld total is 60
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♦    | 1            | 40     |
      | common_marriage | ♣    | 1            | 20     |

  # id: 3c0da0da
  @trickster.meld.nine-of-trump
  Scenario: Classic - each nine of trump is worth 10 and nines of other suits nothing
    Given the ruleset "trickster-classic"
    And trump is ♣
    And the hand "9♣ 9♣ 9♠ 9♥ 9♦ 9♦"
    When the meld is counted
    Then the meld total is 20
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | nine_of_trump | ♣    | 2            | 20     |

  # id: 2b436bd8
  @trickster.meld.nine-of-trump @trickster.meld.run @trickster.meld.common-marriage @trickster.meld.pinochle
  Scenario: Classic - run, one nine of trump, a marriage and a pinochle add up to 220
    Given the ruleset "trickster-classic"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥ 9♥ K♠ Q♠ J♦ A♣ 10♣ 9♣"
    When the meld is counted
    # checks: trickster.meld.run
    Then the meld total is 220
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | run             | ♥    | 1            | 150    |
      | common_marriage | ♠    | 1            | 20     |
      | pinochle        | -    | 1            | 40     |
      | nine_of_trump   | ♥    | 1            | 10     |

  # id: ac34079f
  @trickster.meld.arounds @trickster.meld.sharing-across-kinds
  Scenario: Classic - a king and a queen of every suit score kings around, queens around and every marriage
    Given the ruleset "trickster-classic"
    And trump is ♥
    And the hand "K♠ K♥ K♦ K♣ Q♠ Q♥ Q♦ Q♣ J♦ 10♠ 10♦ 9♣"
    When the meld is counted
    # checks: trickster.meld.sharing-across-kinds
    Then the meld total is 280
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♥    | 1            | 40     |
      | common_marriage | ♠    | 1            | 20     |
      | common_marriage | ♦    | 1            | 20     |
      | common_marriage | ♣    | 1            | 20     |
      | kings_around    | -    | 1            | 80     |
      | queens_around   | -    | 1            | 60     |
      | pinochle        | -    | 1            | 40     |

  # id: 706afb6d
  @trickster.meld.arounds @trickster.meld.sharing-across-kinds
  Scenario: Classic - an ace and a jack of every suit score aces around and jacks around
    Given the ruleset "trickster-classic"
    And trump is ♥
    And the hand "A♠ A♥ A♦ A♣ J♠ J♥ J♦ J♣ Q♠ 10♠ 10♦ 10♣"
    When the meld is counted
    # checks: trickster.meld.arounds
    Then the meld total is 180
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | aces_around  | -    | 1            | 100    |
      | jacks_around | -    | 1            | 40     |
      | pinochle     | -    | 1            | 40     |

  # id: fcafb3c8
  @trickster.meld.arounds
  Scenario: Classic - four aces that miss a suit are no aces around
    Given the ruleset "trickster-classic"
    And trump is ♣
    And the hand "A♠ A♠ A♥ A♦ 10♣ J♥"
    When the meld is counted
    Then there is no meld

  # id: 35efa5a4
  @trickster.meld.double-arounds
  Scenario: Classic - double aces around is 1000
    Given the ruleset "trickster-classic"
    And trump is ♥
    And the hand "A♠ A♠ A♥ A♥ A♦ A♦ A♣ A♣ 10♠ 10♦ 10♣ 9♠"
    When the meld is counted
    Then the meld total is 1000
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 2            | 1000   |

  # id: 0e38bb1d
  @trickster.meld.double-arounds
  Scenario: Classic - double jacks around is 400
    Given the ruleset "trickster-classic"
    And trump is ♥
    And the hand "J♠ J♠ J♥ J♥ J♦ J♦ J♣ J♣ 10♠ 10♦ 10♣ 9♣"
    When the meld is counted
    Then the meld total is 400
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | jacks_around | -    | 2            | 400    |

  # id: a019e792
  @trickster.meld.double-arounds @trickster.meld.sharing-across-kinds
  Scenario: Classic - double kings around shares its kings with a double marriage in two suits
    Given the ruleset "trickster-classic"
    And trump is ♥
    And the hand "K♠ K♠ K♥ K♥ K♦ K♦ K♣ K♣ Q♥ Q♥ Q♦ Q♦"
    When the meld is counted
    # checks: trickster.meld.sharing-across-kinds
    Then the meld total is 920
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♥    | 2            | 80     |
      | common_marriage | ♦    | 2            | 40     |
      | kings_around    | -    | 2            | 800    |

  # id: ee038f58
  @trickster.meld.double-arounds @trickster.meld.sharing-across-kinds
  Scenario: Classic - double queens around shares its queens with a double marriage in two suits
    Given the ruleset "trickster-classic"
    And trump is ♥
    And the hand "Q♠ Q♠ Q♥ Q♥ Q♦ Q♦ Q♣ Q♣ K♠ K♠ K♣ K♣"
    When the meld is counted
    # checks: trickster.meld.sharing-across-kinds
    Then the meld total is 680
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 2            | 40     |
      | common_marriage | ♣    | 2            | 40     |
      | queens_around   | -    | 2            | 600    |

  # id: 0f6be6cc
  @trickster.meld.double-pinochle
  Scenario: Classic - both jacks of diamonds with both queens of spades are a double pinochle of 300
    Given the ruleset "trickster-classic"
    And trump is ♣
    And the hand "Q♠ Q♠ J♦ J♦ 9♥"
    When the meld is counted
    Then the meld total is 300
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 300    |

  # id: 7357d856
  @trickster.meld.pinochle @trickster.meld.double-pinochle
  Scenario: Classic - one jack of diamonds with two queens of spades is a single pinochle
    Given the ruleset "trickster-classic"
    And trump is ♣
    And the hand "Q♠ Q♠ J♦ 9♥"
    When the meld is counted
    # checks: trickster.meld.pinochle
    Then the meld total is 40
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 1            | 40     |

  # id: db697091
  @trickster.meld.sharing-across-kinds
  Scenario: Classic - the queen of spades serves both a marriage and a pinochle
    Given the ruleset "trickster-classic"
    And trump is ♣
    And the hand "K♠ Q♠ J♦ 10♥"
    When the meld is counted
    Then the meld total is 60
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 1            | 20     |
      | pinochle        | -    | 1            | 40     |

  # id: d0b4d3d5
  @trickster.meld.sharing-across-kinds
  Scenario: Classic - the cards of a run also count in arounds and in a pinochle
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "A♦ 10♦ K♦ Q♦ J♦ A♠ A♥ A♣ J♠ J♥ J♣ Q♠"
    When the meld is counted
    Then the meld total is 330
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | run          | ♦    | 1            | 150    |
      | aces_around  | -    | 1            | 100    |
      | jacks_around | -    | 1            | 40     |
      | pinochle     | -    | 1            | 40     |

  # id: 3345019d
  @trickster.meld.sharing-across-kinds @trickster.meld.run-excludes-royal-marriage
  Scenario: Classic - the trump king and queen of a run still count in kings and queens around
    Given the ruleset "trickster-classic"
    And trump is ♠
    And the hand "A♠ 10♠ K♠ Q♠ J♠ K♥ K♦ K♣ Q♥ Q♦ Q♣ 9♥"
    When the meld is counted
    # checks: trickster.meld.sharing-across-kinds
    Then the meld total is 350
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | run             | ♠    | 1            | 150    |
      | common_marriage | ♥    | 1            | 20     |
      | common_marriage | ♦    | 1            | 20     |
      | common_marriage | ♣    | 1            | 20     |
      | kings_around    | -    | 1            | 80     |
      | queens_around   | -    | 1            | 60     |

  # id: f6c9b0d9
  @trickster.meld.common-marriage
  Scenario: Classic - a king and queen of different suits are no marriage
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "K♠ Q♥ K♣ Q♦ A♦ 10♠"
    When the meld is counted
    Then there is no meld

  # id: 29c7791b
  @trickster.meld.arounds @trickster.meld.double-arounds
  Scenario: Classic - seven aces, one suit single, are aces around 100 and not double aces
    Given the ruleset "trickster-classic"
    And trump is ♣
    And the hand "A♠ A♠ A♥ A♥ A♦ A♦ A♣ 10♥ J♠"
    When the meld is counted
    # checks: trickster.meld.double-arounds
    Then the meld total is 100
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 1            | 100    |
