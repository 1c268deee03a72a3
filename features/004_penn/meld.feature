@doc-004
Feature: Penn pinochle meld (004, Phase 1 steps 2 and 6)

  Arounds (aces 10, kings 8, queens 6, jacks 4), marriages (2; 4 in trump), the pinochle
  (J♦ with Q♠, 4; two are 16 only by prior agreement), the run (A-10-K-Q-J, 15, in trump
  only) and each nine of trump (1). A card may count in two melds only when they are of
  different kinds, and the marriage inside a run does not count on top of it.

  # id: ee1b5052
  @penn.meld.run @penn.meld.run-holds-its-marriage
  Scenario: A run in trump scores 15 and holds its own marriage
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥"
    When the meld is counted
    # checks: penn.meld.run
    Then the meld total is 15
    # checks: penn.meld.run-holds-its-marriage
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♥    | 1            | 15     |

  # id: 92f6f187
  @penn.meld.run-holds-its-marriage
  Scenario: A spare trump king beside a run makes no extra marriage
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥ K♥"
    When the meld is counted
    Then the meld total is 15
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♥    | 1            | 15     |

  # id: e13c3fd0
  @penn.meld.run-holds-its-marriage @penn.meld.royal-marriage @penn.meld.royal-marriage-replaces-plain
  Scenario: A second trump king and queen beside a run are a trump marriage
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥ K♥ Q♥"
    When the meld is counted
    # checks: penn.meld.run-holds-its-marriage
    Then the meld total is 19
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♥    | 1            | 15     |
      | royal_marriage | ♥    | 1            | 4      |

  # id: 574b9402
  @penn.meld.run
  Scenario: Ace to jack of a suit that is not trump is only a marriage
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♣ 10♣ K♣ Q♣ J♣ 9♠"
    When the meld is counted
    Then the meld total is 2
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♣    | 1            | 2      |

  # id: df955006
  @penn.meld.arounds
  Scenario: An ace of each suit is worth 10
    Given the ruleset "penn-4"
    And trump is ♦
    And the hand "A♠ A♥ A♦ A♣ 10♠ J♣"
    When the meld is counted
    Then the meld total is 10
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 1            | 10     |

  # id: 1bf4161d
  @penn.meld.arounds
  Scenario: A king of each suit is worth 8
    Given the ruleset "penn-4"
    And trump is ♦
    And the hand "K♠ K♥ K♦ K♣ 10♥ 9♠"
    When the meld is counted
    Then the meld total is 8
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | kings_around | -    | 1            | 8      |

  # id: 0f96de48
  @penn.meld.arounds
  Scenario: A queen of each suit is worth 6
    Given the ruleset "penn-4"
    And trump is ♣
    And the hand "Q♠ Q♥ Q♦ Q♣ A♣ 9♦"
    When the meld is counted
    Then the meld total is 6
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | queens_around | -    | 1            | 6      |

  # id: 71c28828
  @penn.meld.arounds
  Scenario: A jack of each suit is worth 4
    Given the ruleset "penn-4"
    And trump is ♠
    And the hand "J♠ J♥ J♦ J♣ 10♦ 9♥"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | jacks_around | -    | 1            | 4      |

  # id: 17ca5bfa
  @penn.meld.arounds
  Scenario: Four aces from only three suits are no meld
    Given the ruleset "penn-4"
    And trump is ♣
    And the hand "A♠ A♠ A♥ A♦ 10♣ J♣"
    When the meld is counted
    Then there is no meld

  # id: d7b4c42a
  @penn.meld.marriage
  Scenario: A king and queen of a suit that is not trump are worth 2
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "K♣ Q♣ A♠ 10♦"
    When the meld is counted
    Then the meld total is 2
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♣    | 1            | 2      |

  # id: bc670cb0
  @penn.meld.marriage
  Scenario: A king and queen of different suits are no marriage
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "K♣ Q♦ 9♠ 9♦ 9♣ 9♣"
    When the meld is counted
    Then there is no meld

  # id: 9e36e8cb
  @penn.meld.royal-marriage @penn.meld.royal-marriage-replaces-plain
  Scenario: A marriage in trump is worth 4 in all
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "K♥ Q♥ A♠ 10♦"
    When the meld is counted
    # checks: penn.meld.royal-marriage-replaces-plain
    Then the meld total is 4
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♥    | 1            | 4      |

  # id: e8cd0156
  @penn.meld.royal-marriage @penn.meld.marriage @penn.meld.royal-marriage-replaces-plain
  Scenario: Trump decides which of two marriages is the royal one
    Given the ruleset "penn-4"
    And trump is ♠
    And the hand "K♠ Q♠ K♥ Q♥ 10♣ 9♦"
    When the meld is counted
    # checks: penn.meld.royal-marriage
    Then the meld total is 6
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♠    | 1            | 4      |
      | common_marriage | ♥    | 1            | 2      |

  # id: 004cceec
  @penn.meld.pinochle
  Scenario: Jack of diamonds and queen of spades make a pinochle worth 4
    Given the ruleset "penn-4"
    And trump is ♣
    And the hand "J♦ Q♠ A♣ 10♥"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 1            | 4      |

  # 004, Phase 1 step 2 c: a pinochle is the jack of diamonds with the queen of spades;
  # the queen of spades with jacks of other suits is nothing.
  # id: bc8e6aed
  @penn.meld.pinochle
  Scenario: The queen of spades with jacks of spades, hearts and clubs is no pinochle
    Given the ruleset "penn-4"
    And trump is ♣
    And the hand "Q♠ J♠ J♥ J♣ A♣ 10♥"
    When the meld is counted
    Then there is no meld

  # id: 0b218ea4
  @penn.meld.double-pinochle-default
  Scenario: Without the agreement two pinochles count 4 each
    Given the ruleset "penn-4"
    And trump is ♣
    And the hand "J♦ J♦ Q♠ Q♠ A♣ 10♥"
    When the meld is counted
    Then the meld total is 8
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 8      |

  # id: 6a45c7e9
  @penn.meld.double-pinochle-agreed
  Scenario: With the agreement two pinochles count 16
    Given the ruleset "penn-4-double-pinochle-16"
    And trump is ♣
    And the hand "J♦ J♦ Q♠ Q♠ A♣ 10♥"
    When the meld is counted
    Then the meld total is 16
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 16     |

  # id: d625b286
  @penn.meld.double-pinochle-agreed
  Scenario: With the agreement a single pinochle still counts 4
    Given the ruleset "penn-4-double-pinochle-16"
    And trump is ♣
    And the hand "J♦ J♦ Q♠ A♣ 10♥ 9♣"
    When the meld is counted
    Then the meld total is 5
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | pinochle      | -    | 1            | 4      |
      | nine_of_trump | ♣    | 1            | 1      |

  # id: 799a98ac
  @penn.meld.dix
  Scenario: Each nine of trump counts 1
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "9♥ 9♥ 9♠ A♣"
    When the meld is counted
    Then the meld total is 2
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | nine_of_trump | ♥    | 2            | 2      |

  # id: e01b72c1
  @penn.meld.dix
  Scenario: Nines of other suits count nothing
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "9♠ 9♦ 9♣ 9♣ A♥ 10♥"
    When the meld is counted
    Then there is no meld

  # id: 4eace10c
  @penn.meld.card-reuse-example
  Scenario: Two kings of spades and one queen of spades make one marriage
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "K♠ K♠ Q♠ A♦ 10♣"
    When the meld is counted
    Then the meld total is 2
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 1            | 2      |

  # id: 2cc0a373
  @penn.meld.card-reuse-example
  Scenario: The queen of spades of a marriage also makes a pinochle
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "K♠ Q♠ J♦ A♣ 10♣"
    When the meld is counted
    Then the meld total is 6
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 1            | 2      |
      | pinochle        | -    | 1            | 4      |

  # id: 2ce2e168
  @penn.meld.card-reuse
  Scenario: Two kings and two queens of spades make two marriages
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "K♠ K♠ Q♠ Q♠ A♦ 10♣"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 2            | 4      |

  # id: 5a4e694f
  @penn.meld.card-reuse @penn.meld.royal-marriage @penn.meld.royal-marriage-replaces-plain
  Scenario: With spades trump the queen of spades serves a trump marriage and a pinochle
    Given the ruleset "penn-4"
    And trump is ♠
    And the hand "K♠ Q♠ J♦ 10♣"
    When the meld is counted
    # checks: penn.meld.card-reuse
    Then the meld total is 8
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♠    | 1            | 4      |
      | pinochle       | -    | 1            | 4      |

  # id: e37c1449
  @penn.meld.card-reuse @penn.meld.royal-marriage-replaces-plain
  Scenario: Kings and queens of every suit count as arounds and as marriages
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "K♠ Q♠ K♥ Q♥ K♦ Q♦ K♣ Q♣ A♠ 10♠"
    When the meld is counted
    # checks: penn.meld.card-reuse
    Then the meld total is 24
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | kings_around    | -    | 1            | 8      |
      | queens_around   | -    | 1            | 6      |
      | royal_marriage  | ♥    | 1            | 4      |
      | common_marriage | ♠    | 1            | 2      |
      | common_marriage | ♦    | 1            | 2      |
      | common_marriage | ♣    | 1            | 2      |

  # id: 4fe1a354
  @penn.meld.card-reuse @penn.meld.run @penn.meld.dix
  Scenario: One hand's cards serve a run, aces around, a marriage and a pinochle together
    Given the ruleset "penn-4"
    And trump is ♦
    And the hand "A♦ 10♦ K♦ Q♦ J♦ 9♦ A♠ K♠ Q♠ A♥ A♣ 9♣"
    When the meld is counted
    # checks: penn.meld.card-reuse
    Then the meld total is 32
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | run             | ♦    | 1            | 15     |
      | aces_around     | -    | 1            | 10     |
      | common_marriage | ♠    | 1            | 2      |
      | pinochle        | -    | 1            | 4      |
      | nine_of_trump   | ♦    | 1            | 1      |

  # id: 1cdbc130
  @penn.meld.doubles-as-singles
  Scenario: Two aces of each suit count as two sets of aces around
    Given the ruleset "penn-4"
    And trump is ♦
    And the hand "A♠ A♠ A♥ A♥ A♦ A♦ A♣ A♣ 10♠ J♣"
    When the meld is counted
    Then the meld total is 20
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 2            | 20     |

  # id: 91d583b2
  @penn.meld.doubles-as-singles @penn.meld.run-holds-its-marriage
  Scenario: Two runs in trump count 15 each and hold both marriages
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ A♥ 10♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ 10♠ 9♣"
    When the meld is counted
    # checks: penn.meld.doubles-as-singles
    Then the meld total is 30
    # checks: penn.meld.run-holds-its-marriage
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♥    | 2            | 30     |

  # id: 64086d96
  @penn.meld.run @penn.meld.royal-marriage-replaces-plain
  Scenario: Ace, king, queen and jack of trump without the ten are no run
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ K♥ Q♥ J♥ 9♠ 9♦"
    When the meld is counted
    # checks: penn.meld.run
    Then the meld total is 4
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♥    | 1            | 4      |

  # id: 6de22741
  @penn.meld.run @penn.meld.royal-marriage-replaces-plain
  Scenario: Ace, ten, king and queen of trump without the jack are no run
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ 9♠ 9♦"
    When the meld is counted
    # checks: penn.meld.run
    Then the meld total is 4
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♥    | 1            | 4      |

  # id: 70d05bac
  @penn.meld.run
  Scenario: Ace, ten, queen and jack of trump without the king are no meld
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ 10♥ Q♥ J♥ 9♠ 9♦"
    When the meld is counted
    Then there is no meld

  # id: 6b271d7f
  @penn.meld.run
  Scenario: Ace, ten, king and jack of trump without the queen are no meld
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ J♥ 9♠ 9♦"
    When the meld is counted
    Then there is no meld

  # id: d4b6dbca
  @penn.meld.doubles-as-singles @penn.meld.arounds
  Scenario: Two kings of each suit count as two sets of kings around
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "K♠ K♠ K♥ K♥ K♦ K♦ K♣ K♣ A♠ 10♠"
    When the meld is counted
    # checks: penn.meld.doubles-as-singles
    Then the meld total is 16
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | kings_around | -    | 2            | 16     |

  # id: aebc2aa3
  @penn.meld.doubles-as-singles @penn.meld.arounds
  Scenario: Two jacks of each suit count as two sets of jacks around
    Given the ruleset "penn-4"
    And trump is ♣
    And the hand "J♠ J♠ J♥ J♥ J♦ J♦ J♣ J♣ A♠ 10♥"
    When the meld is counted
    # checks: penn.meld.doubles-as-singles
    Then the meld total is 8
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | jacks_around | -    | 2            | 8      |

  # id: 3209e6fe
  @penn.meld.doubles-as-singles @penn.meld.arounds
  Scenario: Two queens of each suit count as two sets of queens around
    Given the ruleset "penn-4"
    And trump is ♣
    And the hand "Q♠ Q♠ Q♥ Q♥ Q♦ Q♦ Q♣ Q♣ A♠ 10♥"
    When the meld is counted
    # checks: penn.meld.doubles-as-singles
    Then the meld total is 12
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | queens_around | -    | 2            | 12     |

  # id: b4fa87cb
  @penn.meld.pinochle
  Scenario: The jack of diamonds with queens of hearts, diamonds and clubs is no pinochle
    Given the ruleset "penn-4"
    And trump is ♠
    And the hand "J♦ Q♥ Q♦ Q♣ A♠ 10♥"
    When the meld is counted
    Then there is no meld
