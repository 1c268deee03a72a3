@doc-003
Feature: Trickster meld table, Modern scoring (003 "Meld Values", Modern column)
  In Modern scoring every Classic meld value is divided by ten.

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

  @trickster.meld.modern-values
  Scenario: Modern - single arounds are 10, 8, 6 and 4 beside a royal marriage of 4
    Given the ruleset "trickster-modern"
    And trump is ♥
    And the hand "A♠ A♥ A♦ A♣ K♠ K♥ K♦ K♣ Q♠ Q♥ Q♦ Q♣ J♠ J♥ J♦ J♣"
    When the meld is counted
    Then the meld total is 42
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♥    | 1            | 4      |
      | common_marriage | ♠    | 1            | 2      |
      | common_marriage | ♦    | 1            | 2      |
      | common_marriage | ♣    | 1            | 2      |
      | aces_around     | -    | 1            | 10     |
      | kings_around    | -    | 1            | 8      |
      | queens_around   | -    | 1            | 6      |
      | jacks_around    | -    | 1            | 4      |
      | pinochle        | -    | 1            | 4      |

  @trickster.meld.modern-values
  Scenario: Modern - double aces around is 100 and double jacks around 40
    Given the ruleset "trickster-modern"
    And trump is ♥
    And the hand "A♠ A♠ A♥ A♥ A♦ A♦ A♣ A♣ J♠ J♠ J♥ J♥ J♦ J♦ J♣ J♣"
    When the meld is counted
    Then the meld total is 140
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | aces_around  | -    | 2            | 100    |
      | jacks_around | -    | 2            | 40     |

  @trickster.meld.modern-values
  Scenario: Modern - double kings around is 80 and double queens around 60
    Given the ruleset "trickster-modern"
    And trump is ♥
    And the hand "K♠ K♠ K♥ K♥ K♦ K♦ K♣ K♣ Q♠ Q♠ Q♥ Q♥ Q♦ Q♦ Q♣ Q♣"
    When the meld is counted
    Then the meld total is 160
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♥    | 2            | 8      |
      | common_marriage | ♠    | 2            | 4      |
      | common_marriage | ♦    | 2            | 4      |
      | common_marriage | ♣    | 2            | 4      |
      | kings_around    | -    | 2            | 80     |
      | queens_around   | -    | 2            | 60     |

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

  @trickster.meld.modern-values @trickster.meld.run-excludes-royal-marriage
  Scenario: Modern - a lone run is 15 with no royal marriage added
    Given the ruleset "trickster-modern"
    And trump is ♠
    And the hand "A♠ 10♠ K♠ Q♠ J♠ 9♦"
    When the meld is counted
    Then the meld total is 15
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♠    | 1            | 15     |
