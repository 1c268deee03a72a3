@doc-003
Feature: Trickster meld table, Modern scoring (003 "Meld Values", Modern column)
  In Modern scoring every Classic meld value is divided by ten.

  # id: 54add29b
  @trickster.meld.modern-values
  Scenario: Modern - run, nine of trump, marriage and pinochle are 15, 1, 2 and 4
    Given the ruleset "trickster-modern"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥ 9♥ K♠ Q♠ J♦ A♣ 10♣ 9♣"
    When the meld is counted
    Then the meld total is 22
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | run             | ♥    | 1            | 15     |
      | common_marriage | ♠    | 1            | 2      |
      | pinochle        | -    | 1            | 4      |
      | nine_of_trump   | ♥    | 1            | 1      |

  # id: aa342cd8
  @trickster.meld.modern-values
  Scenario: Modern - a double run is 150
    Given the ruleset "trickster-modern"
    And trump is ♣
    And the hand "A♣ A♣ 10♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ J♣ 9♣ 9♣"
    When the meld is counted
    Then the meld total is 152
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | run           | ♣    | 2            | 150    |
      | nine_of_trump | ♣    | 2            | 2      |

  # id: 4c99f619
  @trickster.meld.modern-values
  Scenario: Modern - a run with a second trump marriage is 15 plus a royal marriage of 4
    Given the ruleset "trickster-modern"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥"
    When the meld is counted
    Then the meld total is 19
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♥    | 1            | 15     |
      | royal_marriage | ♥    | 1            | 4      |

  # id: 4662962c
  @trickster.meld.modern-values
  Scenario: Modern - single kings and queens around are 8 and 6 beside a royal marriage of 4
    Given the ruleset "trickster-modern"
    And trump is ♥
    And the hand "K♠ K♥ K♦ K♣ Q♠ Q♥ Q♦ Q♣ J♦ 10♠ 10♦ 9♣"
    When the meld is counted
    Then the meld total is 28
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♥    | 1            | 4      |
      | common_marriage | ♠    | 1            | 2      |
      | common_marriage | ♦    | 1            | 2      |
      | common_marriage | ♣    | 1            | 2      |
      | kings_around    | -    | 1            | 8      |
      | queens_around   | -    | 1            | 6      |
      | pinochle        | -    | 1            | 4      |

  # id: d0b29ab8
  @trickster.meld.modern-values
  Scenario: Modern - single aces and jacks around are 10 and 4
    Given the ruleset "trickster-modern"
    And trump is ♥
    And the hand "A♠ A♥ A♦ A♣ J♠ J♥ J♦ J♣ 10♠ 10♦ 10♣ 9♠"
    When the meld is counted
    Then the meld total is 14
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | aces_around  | -    | 1            | 10     |
      | jacks_around | -    | 1            | 4      |

  # id: 6016173c
  @trickster.meld.modern-values
  Scenario: Modern - double aces around is 100
    Given the ruleset "trickster-modern"
    And trump is ♥
    And the hand "A♠ A♠ A♥ A♥ A♦ A♦ A♣ A♣ 10♠ 10♦ 10♣ 9♠"
    When the meld is counted
    Then the meld total is 100
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 2            | 100    |

  # id: 23bc50cc
  @trickster.meld.modern-values
  Scenario: Modern - double jacks around is 40
    Given the ruleset "trickster-modern"
    And trump is ♥
    And the hand "J♠ J♠ J♥ J♥ J♦ J♦ J♣ J♣ 10♠ 10♦ 10♣ 9♣"
    When the meld is counted
    Then the meld total is 40
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | jacks_around | -    | 2            | 40     |

  # id: 3c132c81
  @trickster.meld.modern-values
  Scenario: Modern - double kings around is 80 beside double marriages
    Given the ruleset "trickster-modern"
    And trump is ♥
    And the hand "K♠ K♠ K♥ K♥ K♦ K♦ K♣ K♣ Q♥ Q♥ Q♦ Q♦"
    When the meld is counted
    Then the meld total is 92
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♥    | 2            | 8      |
      | common_marriage | ♦    | 2            | 4      |
      | kings_around    | -    | 2            | 80     |

  # id: 21ffbf51
  @trickster.meld.modern-values
  Scenario: Modern - double queens around is 60 beside double marriages
    Given the ruleset "trickster-modern"
    And trump is ♥
    And the hand "Q♠ Q♠ Q♥ Q♥ Q♦ Q♦ Q♣ Q♣ K♠ K♠ K♣ K♣"
    When the meld is counted
    Then the meld total is 68
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 2            | 4      |
      | common_marriage | ♣    | 2            | 4      |
      | queens_around   | -    | 2            | 60     |

  # id: 48fc3619
  @trickster.meld.modern-values
  Scenario: Modern - a double pinochle is 30
    Given the ruleset "trickster-modern"
    And trump is ♣
    And the hand "Q♠ Q♠ J♦ J♦ 9♥"
    When the meld is counted
    Then the meld total is 30
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 30     |

  # id: 4598292a
  @trickster.meld.modern-values @trickster.meld.run-excludes-royal-marriage
  Scenario: Modern - a lone run is 15 with no royal marriage added
    Given the ruleset "trickster-modern"
    And trump is ♠
    And the hand "A♠ 10♠ K♠ Q♠ J♠ 9♦"
    When the meld is counted
    # checks: trickster.meld.run-excludes-royal-marriage
    Then the meld total is 15
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♠    | 1            | 15     |
