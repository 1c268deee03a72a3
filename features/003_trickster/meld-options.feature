@doc-003
Feature: Trickster optional melds and double-deck meld (003 "Optional Meld Values", "House Rules Options: Meld Options")
  The 'No double pinochle', 'Run with extra K/Q/KQ' and 'Double royal marriage' options,
  and the triple and quadruple melds of the 80-card deck (their values are a recorded
  reading: groups of the listed double and single values).

  # id: b9a20817
  @trickster.meld.no-double-pinochle
  Scenario: No double pinochle - two pinochles score 80 instead of 300
    Given the ruleset "trickster-classic-no-double-pinochle"
    And trump is ♥
    And the hand "Q♠ Q♠ J♦ J♦ 9♣"
    When the meld is counted
    Then the meld total is 80
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 80     |

  # id: 470937a5
  @trickster.meld.no-double-pinochle
  Scenario: No double pinochle - a single pinochle is still 40
    Given the ruleset "trickster-classic-no-double-pinochle"
    And trump is ♥
    And the hand "Q♠ J♦ J♦ K♥ 10♥"
    When the meld is counted
    Then the meld total is 40
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 1            | 40     |

  # id: 4d1e6996
  @trickster.meld.no-double-pinochle @trickster.meld.modern-values
  Scenario: No double pinochle in Modern scoring - two pinochles score 8
    Given the ruleset "trickster-modern" with meld.values.pinochle set to {"1": 4}
    And trump is ♥
    And the hand "Q♠ Q♠ J♦ J♦"
    When the meld is counted
    # checks: trickster.meld.no-double-pinochle
    Then the meld total is 8
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 8      |

  # id: e7708852
  @trickster.meld.run-extra-king @trickster.meld.run-extras-replace-run
  Scenario: Optional melds - a run with a second trump king is one run with extra king of 190
    Given the ruleset "trickster-classic-optional-melds"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ J♥ 9♠"
    When the meld is counted
    # checks: trickster.meld.run-extra-king
    Then the meld total is 190
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run_extra_king | ♥    | 1            | 190    |

  # The other side of the run extras (003, Optional Meld Values): a run with no spare trump
  # king or queen stays a plain run of 150 with the option on.
  # id: 1f068829
  @trickster.meld.run-extra-king @trickster.meld.run-extra-queen @trickster.meld.run
  Scenario: Optional melds - a run without a spare trump king or queen is the plain run of 150
    Given the ruleset "trickster-classic-optional-melds"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥ 9♠ A♣"
    When the meld is counted
    # checks: trickster.meld.run-extra-king
    Then the meld total is 150
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♥    | 1            | 150    |

  # id: 36b388c0
  @trickster.meld.run-extra-king
  Scenario: Without the option a run with a second trump king is only the run
    Given the ruleset "trickster-classic"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ J♥ 9♠"
    When the meld is counted
    Then the meld total is 150
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♥    | 1            | 150    |

  # id: 34258916
  @trickster.meld.run-extra-queen @trickster.meld.run-extras-replace-run
  Scenario: Optional melds - a run with a second trump queen is one run with extra queen of 190
    Given the ruleset "trickster-classic-optional-melds"
    And trump is ♣
    And the hand "A♣ 10♣ K♣ Q♣ Q♣ J♣"
    When the meld is counted
    # checks: trickster.meld.run-extra-queen
    Then the meld total is 190
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | run_extra_queen | ♣    | 1            | 190    |

  # id: 338dc752
  @trickster.meld.run-extra-queen @trickster.meld.sharing-across-kinds
  Scenario: Optional melds - a run with extra queen shares the queen of spades with a pinochle
    Given the ruleset "trickster-classic-optional-melds"
    And trump is ♠
    And the hand "A♠ 10♠ K♠ Q♠ Q♠ J♠ J♦"
    When the meld is counted
    # checks: trickster.meld.sharing-across-kinds
    Then the meld total is 230
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | run_extra_queen | ♠    | 1            | 190    |
      | pinochle        | -    | 1            | 40     |

  # id: 05f30474
  @trickster.meld.run-extra-marriage @trickster.meld.run-extras-replace-run
  Scenario: Run extras without double royal marriage - a run with a second trump marriage is 230
    Given the ruleset "trickster-classic" with meld set to {"values": {"run": {"1": 150, "2": 1500}, "royal_marriage": {"1": 40}, "common_marriage": {"1": 20}, "aces_around": {"1": 100, "2": 1000}, "kings_around": {"1": 80, "2": 800}, "queens_around": {"1": 60, "2": 600}, "jacks_around": {"1": 40, "2": 400}, "pinochle": {"1": 40, "2": 300}, "nine_of_trump": {"1": 10}, "run_extra_king": {"1": 190}, "run_extra_queen": {"1": 190}, "run_extra_marriage": {"1": 230}}, "run_extras": "named"}
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥"
    When the meld is counted
    # checks: trickster.meld.run-extra-marriage
    Then the meld total is 230
    And the meld breakdown is:
      | meld               | suit | multiplicity | points |
      | run_extra_marriage | ♥    | 1            | 230    |

  # id: ccc4e3d0
  @trickster.meld.double-royal-marriage-beats-run-extra-marriage @trickster.meld.double-royal-marriage @trickster.meld.run-excludes-royal-marriage
  Scenario: Both options on - a trump run with a second marriage scores the double royal marriage of 300
    Given the ruleset "trickster-classic-optional-melds"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ 9♦"
    When the meld is counted
    # checks: trickster.meld.double-royal-marriage-beats-run-extra-marriage
    Then the meld total is 300
    And the meld breakdown is:
      | meld                  | suit | multiplicity | points |
      | double_royal_marriage | ♥    | 2            | 300    |

  # id: 74aecbed
  @trickster.meld.double-royal-marriage
  Scenario: Double royal marriage - two trump kings and queens without a run are 300
    Given the ruleset "trickster-classic-optional-melds"
    And trump is ♦
    And the hand "K♦ K♦ Q♦ Q♦ A♠ 9♣"
    When the meld is counted
    Then the meld total is 300
    And the meld breakdown is:
      | meld                  | suit | multiplicity | points |
      | double_royal_marriage | ♦    | 2            | 300    |

  # id: f0c642c5
  @trickster.meld.double-royal-marriage @trickster.meld.royal-marriage
  Scenario: Without the option two trump kings and queens are two royal marriages of 40
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "K♦ K♦ Q♦ Q♦ A♠ 9♣"
    When the meld is counted
    # checks: trickster.meld.double-royal-marriage
    Then the meld total is 80
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♦    | 2            | 80     |

  # id: 84967836
  @trickster.meld.double-royal-marriage
  Scenario: Double royal marriage - two kings and queens of a non-trump suit stay common marriages
    Given the ruleset "trickster-classic-optional-melds"
    And trump is ♦
    And the hand "K♠ K♠ Q♠ Q♠ 9♦"
    When the meld is counted
    Then the meld total is 50
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 2            | 40     |
      | nine_of_trump   | ♦    | 1            | 10     |

  # id: d3c612d1
  @trickster.meld.double-royal-marriage @trickster.meld.double-run
  Scenario: Optional melds - a double run is 1500 with no double royal marriage and no run extra
    Given the ruleset "trickster-classic-optional-melds"
    And trump is ♠
    And the hand "A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ J♦"
    When the meld is counted
    # checks: trickster.meld.double-royal-marriage
    Then the meld total is 1540
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | run      | ♠    | 2            | 1500   |
      | pinochle | -    | 1            | 40     |

  # id: e3b0e847
  @trickster.meld.double-royal-marriage-over-run-and-marriage
  Scenario: Double royal marriage without run extras - 300 is taken rather than a run and a royal marriage
    Given the ruleset "trickster-classic-optional-melds" with meld.run_extras set to "none"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥"
    When the meld is counted
    Then the meld total is 300
    And the meld breakdown is:
      | meld                  | suit | multiplicity | points |
      | double_royal_marriage | ♥    | 2            | 300    |

  # 003 settles the double royal marriage against a run only with the run extras on; without
  # them (always so in double deck) the suite takes the higher-scoring meld, and the other
  # reading keeps the run and marries only the trump kings and queens outside it.
  # id: 32fbb992
  @trickster.meld.double-royal-marriage-over-run-and-marriage
  Scenario: Double deck with double royal marriage - a trump run with one more king and queen is the double royal marriage of 300
    Given the ruleset "trickster-double-deck-double-royal-marriage"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ A♠ J♣"
    When the meld is counted
    Then the meld total is 300
    And the meld breakdown is:
      | meld                  | suit | multiplicity | points |
      | double_royal_marriage | ♥    | 2            | 300    |

  # id: e8ff0861
  @trickster.meld.double-royal-marriage-over-run-and-marriage
  Scenario: Run kept for the double royal marriage - a trump run with one more king and queen is run and royal marriage, 190
    Given the ruleset "trickster-double-deck-double-royal-marriage" with meld.run_yields_to_double_royal set to false
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ A♠ J♣"
    When the meld is counted
    Then the meld total is 190
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♥    | 1            | 150    |
      | royal_marriage | ♥    | 1            | 40     |

  # id: 044e4d52
  @trickster.meld.double-royal-marriage-over-run-and-marriage
  Scenario: Double deck with double royal marriage - a trump run with two more kings and queens is the triple royal marriage of 600
    Given the ruleset "trickster-double-deck-double-royal-marriage"
    And trump is ♦
    And the hand "A♦ 10♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ J♦ A♠ J♣"
    When the meld is counted
    Then the meld total is 600
    And the meld breakdown is:
      | meld                  | suit | multiplicity | points |
      | double_royal_marriage | ♦    | 3            | 600    |

  # id: eab90ae1
  @trickster.meld.double-royal-marriage-over-run-and-marriage
  Scenario: Run kept for the double royal marriage - a trump run with two more kings and queens is run and double royal marriage, 450
    Given the ruleset "trickster-double-deck-double-royal-marriage" with meld.run_yields_to_double_royal set to false
    And trump is ♦
    And the hand "A♦ 10♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ J♦ A♠ J♣"
    When the meld is counted
    Then the meld total is 450
    And the meld breakdown is:
      | meld                  | suit | multiplicity | points |
      | run                   | ♦    | 1            | 150    |
      | double_royal_marriage | ♦    | 2            | 300    |

  # The other reading keeps every run in the hand; it changes nothing where the hand has no run
  # (the trump king and queen are the royal marriage of 40, as 003's meld table values it) or
  # where the run is double (1500, and no king or queen is left over to marry).
  # id: d65ea6c2
  @trickster.meld.double-royal-marriage-over-run-and-marriage @trickster.meld.royal-marriage
  Scenario: Run kept for the double royal marriage - a trump king and queen without a run are still the royal marriage of 40
    Given the ruleset "trickster-double-deck-double-royal-marriage" with meld.run_yields_to_double_royal set to false
    And trump is ♥
    And the hand "K♥ Q♥ A♠ J♣ 10♦"
    When the meld is counted
    # checks: trickster.meld.royal-marriage
    Then the meld total is 40
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♥    | 1            | 40     |

  # id: 3e4e2ca3
  @trickster.meld.double-royal-marriage-over-run-and-marriage @trickster.meld.double-run
  Scenario: Run kept for the double royal marriage - a double trump run is still 1500
    Given the ruleset "trickster-double-deck-double-royal-marriage" with meld.run_yields_to_double_royal set to false
    And trump is ♠
    And the hand "A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 10♦"
    When the meld is counted
    # checks: trickster.meld.double-run
    Then the meld total is 1500
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♠    | 2            | 1500   |

  # The reading decides only the case 003 leaves open, run extras off. With both options on 003
  # itself has the double royal marriage displace the run with extra marriage, so an app reading
  # the run as kept still scores trump A-10-K-K-Q-Q-J as the double royal marriage of 300.
  # id: ffd8eb1f
  @trickster.meld.double-royal-marriage-beats-run-extra-marriage @trickster.meld.double-royal-marriage-over-run-and-marriage
  Scenario: Both options on, read with the run kept for the double royal marriage - a trump run with a second marriage is still the double royal marriage of 300
    Given the ruleset "trickster-classic-optional-melds" with meld.run_yields_to_double_royal set to false
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ 9♦"
    When the meld is counted
    # checks: trickster.meld.double-royal-marriage-beats-run-extra-marriage
    Then the meld total is 300
    And the meld breakdown is:
      | meld                  | suit | multiplicity | points |
      | double_royal_marriage | ♥    | 2            | 300    |

  # id: 5cb550b9
  @trickster.meld.run-extra-king @trickster.meld.run-extra-queen @trickster.meld.run-extra-marriage @trickster.meld.double-royal-marriage @trickster.meld.modern-values
  Scenario: Modern optional melds - extra king 19, extra queen 19, extra marriage 23 and double royal marriage 30
    Given the ruleset "trickster-modern" with meld set to {"values": {"run": {"1": 15, "2": 150}, "royal_marriage": {"1": 4}, "common_marriage": {"1": 2}, "aces_around": {"1": 10, "2": 100}, "kings_around": {"1": 8, "2": 80}, "queens_around": {"1": 6, "2": 60}, "jacks_around": {"1": 4, "2": 40}, "pinochle": {"1": 4, "2": 30}, "nine_of_trump": {"1": 1}, "run_extra_king": {"1": 19}, "run_extra_queen": {"1": 19}, "run_extra_marriage": {"1": 23}, "double_royal_marriage": {"2": 30}}, "run_extras": "named"}
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ J♥"
    When the meld is counted
    # checks: trickster.meld.run-extra-king
    Then the meld total is 19
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run_extra_king | ♥    | 1            | 19     |

  # id: 29f4a4da
  @trickster.meld.double-royal-marriage-beats-run-extra-marriage @trickster.meld.modern-values
  Scenario: Modern optional melds - the double royal marriage of 30 beats the run with extra marriage of 23
    Given the ruleset "trickster-modern" with meld set to {"values": {"run": {"1": 15, "2": 150}, "royal_marriage": {"1": 4}, "common_marriage": {"1": 2}, "aces_around": {"1": 10, "2": 100}, "kings_around": {"1": 8, "2": 80}, "queens_around": {"1": 6, "2": 60}, "jacks_around": {"1": 4, "2": 40}, "pinochle": {"1": 4, "2": 30}, "nine_of_trump": {"1": 1}, "run_extra_king": {"1": 19}, "run_extra_queen": {"1": 19}, "run_extra_marriage": {"1": 23}, "double_royal_marriage": {"2": 30}}, "run_extras": "named"}
    And trump is ♣
    And the hand "A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣"
    When the meld is counted
    # checks: trickster.meld.double-royal-marriage-beats-run-extra-marriage
    Then the meld total is 30
    And the meld breakdown is:
      | meld                  | suit | multiplicity | points |
      | double_royal_marriage | ♣    | 2            | 30     |

  # id: f3fccbc7
  @trickster.meld.run-extra-queen @trickster.meld.modern-values
  Scenario: Modern optional melds - a run with extra queen is 19
    Given the ruleset "trickster-modern" with meld set to {"values": {"run": {"1": 15, "2": 150}, "royal_marriage": {"1": 4}, "common_marriage": {"1": 2}, "aces_around": {"1": 10, "2": 100}, "kings_around": {"1": 8, "2": 80}, "queens_around": {"1": 6, "2": 60}, "jacks_around": {"1": 4, "2": 40}, "pinochle": {"1": 4, "2": 30}, "nine_of_trump": {"1": 1}, "run_extra_king": {"1": 19}, "run_extra_queen": {"1": 19}, "run_extra_marriage": {"1": 23}, "double_royal_marriage": {"2": 30}}, "run_extras": "named"}
    And trump is ♦
    And the hand "A♦ 10♦ K♦ Q♦ Q♦ J♦"
    When the meld is counted
    # checks: trickster.meld.run-extra-queen
    Then the meld total is 19
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | run_extra_queen | ♦    | 1            | 19     |

  # id: 44555dec
  @trickster.meld.run-extra-marriage @trickster.meld.modern-values
  Scenario: Modern run extras without double royal marriage - a run with extra marriage is 23
    Given the ruleset "trickster-modern" with meld set to {"values": {"run": {"1": 15, "2": 150}, "royal_marriage": {"1": 4}, "common_marriage": {"1": 2}, "aces_around": {"1": 10, "2": 100}, "kings_around": {"1": 8, "2": 80}, "queens_around": {"1": 6, "2": 60}, "jacks_around": {"1": 4, "2": 40}, "pinochle": {"1": 4, "2": 30}, "nine_of_trump": {"1": 1}, "run_extra_king": {"1": 19}, "run_extra_queen": {"1": 19}, "run_extra_marriage": {"1": 23}}, "run_extras": "named"}
    And trump is ♠
    And the hand "A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠"
    When the meld is counted
    # checks: trickster.meld.run-extra-marriage
    Then the meld total is 23
    And the meld breakdown is:
      | meld               | suit | multiplicity | points |
      | run_extra_marriage | ♠    | 1            | 23     |

  # id: b5ef1d9b
  @trickster.meld.double-deck-multiples @trickster.meld.run-excludes-royal-marriage
  Scenario: Double deck - a triple run scores 1650 as a group of a double and a single run
    Given the ruleset "trickster-double-deck"
    And trump is ♥
    And the hand "A♥ A♥ A♥ 10♥ 10♥ 10♥ K♥ K♥ K♥ K♥ Q♥ Q♥ Q♥ J♥ J♥ J♥"
    When the meld is counted
    # checks: trickster.meld.double-deck-multiples
    Then the meld total is 1650
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♥    | 3            | 1650   |

  # id: 942a4e58
  @trickster.meld.double-deck-multiples
  Scenario: Double deck - a quadruple run scores 3000
    Given the ruleset "trickster-double-deck"
    And trump is ♣
    And the hand "A♣ A♣ A♣ A♣ 10♣ 10♣ 10♣ 10♣ K♣ K♣ K♣ K♣ Q♣ Q♣ Q♣ Q♣ J♣ J♣ J♣ J♣"
    When the meld is counted
    Then the meld total is 3000
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♣    | 4            | 3000   |

  # id: 581f1209
  @trickster.meld.double-deck-multiples
  Scenario: Double deck - triple aces around 1100 beside jacks around
    Given the ruleset "trickster-double-deck"
    And trump is ♥
    And the hand "A♠ A♠ A♠ A♥ A♥ A♥ A♦ A♦ A♦ A♣ A♣ A♣ J♠ J♥ J♦ J♣ 10♠ 10♥ 10♦ 10♣"
    When the meld is counted
    Then the meld total is 1140
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | aces_around  | -    | 3            | 1100   |
      | jacks_around | -    | 1            | 40     |

  # id: 9b4cbfc1
  @trickster.meld.double-deck-multiples
  Scenario: Double deck - quadruple jacks around 800 beside aces around
    Given the ruleset "trickster-double-deck"
    And trump is ♥
    And the hand "J♠ J♠ J♠ J♠ J♥ J♥ J♥ J♥ J♦ J♦ J♦ J♦ J♣ J♣ J♣ J♣ A♠ A♥ A♦ A♣"
    When the meld is counted
    Then the meld total is 900
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | aces_around  | -    | 1            | 100    |
      | jacks_around | -    | 4            | 800    |

  # id: 41ec324f
  @trickster.meld.double-deck-multiples
  Scenario: Double deck - quadruple aces around 2000
    Given the ruleset "trickster-double-deck"
    And trump is ♥
    And the hand "A♠ A♠ A♠ A♠ A♥ A♥ A♥ A♥ A♦ A♦ A♦ A♦ A♣ A♣ A♣ A♣ 10♠ 10♥ 10♦ 10♣"
    When the meld is counted
    Then the meld total is 2000
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 4            | 2000   |

  # id: 2d84680e
  @trickster.meld.double-deck-multiples
  Scenario: Double deck - triple jacks around 440
    Given the ruleset "trickster-double-deck"
    And trump is ♥
    And the hand "J♠ J♠ J♠ J♥ J♥ J♥ J♦ J♦ J♦ J♣ J♣ J♣ 10♠ 10♠ 10♥ 10♥ 10♦ 10♦ 10♣ 10♣"
    When the meld is counted
    Then the meld total is 440
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | jacks_around | -    | 3            | 440    |

  # id: abb1ea4c
  @trickster.meld.double-deck-multiples
  Scenario: Double deck - quadruple queens around 1200 beside their marriages
    Given the ruleset "trickster-double-deck"
    And trump is ♠
    And the hand "Q♠ Q♠ Q♠ Q♠ Q♥ Q♥ Q♥ Q♥ Q♦ Q♦ Q♦ Q♦ Q♣ Q♣ Q♣ Q♣ K♠ K♥ K♦ K♣"
    When the meld is counted
    Then the meld total is 1380
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♠    | 1            | 40     |
      | common_marriage | ♥    | 1            | 20     |
      | common_marriage | ♦    | 1            | 20     |
      | common_marriage | ♣    | 1            | 20     |
      | kings_around    | -    | 1            | 80     |
      | queens_around   | -    | 4            | 1200   |

  # id: bc35253b
  @trickster.meld.double-deck-multiples
  Scenario: Double deck - triple kings around 880 beside their marriages
    Given the ruleset "trickster-double-deck"
    And trump is ♠
    And the hand "K♠ K♠ K♠ K♥ K♥ K♥ K♦ K♦ K♦ K♣ K♣ K♣ Q♠ Q♥ Q♦ Q♣ 10♠ 10♥ 10♦ 10♣"
    When the meld is counted
    Then the meld total is 1040
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♠    | 1            | 40     |
      | common_marriage | ♥    | 1            | 20     |
      | common_marriage | ♦    | 1            | 20     |
      | common_marriage | ♣    | 1            | 20     |
      | kings_around    | -    | 3            | 880    |
      | queens_around   | -    | 1            | 60     |

  # id: 03539264
  @trickster.meld.double-deck-multiples @trickster.meld.double-pinochle
  Scenario: Double deck - three pinochles score 340
    Given the ruleset "trickster-double-deck"
    And trump is ♥
    And the hand "Q♠ Q♠ Q♠ J♦ J♦ J♦ J♦ A♥"
    When the meld is counted
    # checks: trickster.meld.double-deck-multiples
    Then the meld total is 340
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 3            | 340    |

  # id: 47a6d5df
  @trickster.meld.double-deck-multiples
  Scenario: Double deck - four pinochles score 600
    Given the ruleset "trickster-double-deck"
    And trump is ♥
    And the hand "Q♠ Q♠ Q♠ Q♠ J♦ J♦ J♦ J♦"
    When the meld is counted
    Then the meld total is 600
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 4            | 600    |

  # id: 0a1484e2
  @trickster.meld.double-deck-royal-marriages
  Scenario: Double deck with double royal marriage - three trump kings and queens are a triple royal marriage of 600
    Given the ruleset "trickster-double-deck-double-royal-marriage"
    And trump is ♦
    And the hand "K♦ K♦ K♦ Q♦ Q♦ Q♦ A♠ J♣"
    When the meld is counted
    Then the meld total is 600
    And the meld breakdown is:
      | meld                  | suit | multiplicity | points |
      | double_royal_marriage | ♦    | 3            | 600    |

  # id: 3a2f23a5
  @trickster.meld.double-deck-royal-marriages
  Scenario: Double deck with double royal marriage - four trump kings and queens are a quadruple royal marriage of 900
    Given the ruleset "trickster-double-deck-double-royal-marriage"
    And trump is ♦
    And the hand "K♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ Q♦ A♠ J♣"
    When the meld is counted
    Then the meld total is 900
    And the meld breakdown is:
      | meld                  | suit | multiplicity | points |
      | double_royal_marriage | ♦    | 4            | 900    |

  # 003 (Meld Options, Double royal marriage): the meld needs two trump kings and queens
  # without a double run. Beside a double run the two spare pairs are royal marriages only.
  # id: 807bb996
  @trickster.meld.double-deck-royal-marriages @trickster.meld.double-royal-marriage @trickster.meld.royal-marriage @trickster.meld.double-run
  Scenario: Double deck with double royal marriage - beside a double run two more trump kings and queens are two royal marriages
    Given the ruleset "trickster-double-deck-double-royal-marriage"
    And trump is ♥
    And the hand "A♥ A♥ 10♥ 10♥ K♥ K♥ K♥ K♥ Q♥ Q♥ Q♥ Q♥ J♥ J♥ A♠ 10♠ J♠ J♣ 10♣ 10♦"
    When the meld is counted
    # checks: trickster.meld.double-royal-marriage
    Then the meld total is 1580
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♥    | 2            | 1500   |
      | royal_marriage | ♥    | 2            | 80     |

  # id: 14447089
  @trickster.meld.double-deck-royal-marriages @trickster.meld.royal-marriage
  Scenario: Double deck without the option - three trump kings and queens are three royal marriages of 40
    Given the ruleset "trickster-double-deck"
    And trump is ♦
    And the hand "K♦ K♦ K♦ Q♦ Q♦ Q♦ A♠ J♣"
    When the meld is counted
    # checks: trickster.meld.double-deck-royal-marriages
    Then the meld total is 120
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♦    | 3            | 120    |

  # id: 347789c5
  @trickster.meld.double-deck-royal-marriages @trickster.meld.modern-values @trickster.meld.double-deck-multiples
  Scenario: Double deck double royal marriage in Modern values - triple 60
    Given the ruleset "trickster-modern-double-deck" with meld.values.double_royal_marriage set to {"2": 30, "3": 60, "4": 90}
    And trump is ♠
    And the hand "K♠ K♠ K♠ Q♠ Q♠ Q♠ K♥ Q♥"
    When the meld is counted
    # checks: trickster.meld.double-deck-royal-marriages
    Then the meld total is 62
    And the meld breakdown is:
      | meld                  | suit | multiplicity | points |
      | double_royal_marriage | ♠    | 3            | 60     |
      | common_marriage       | ♥    | 1            | 2      |

  # id: 8faf403d
  @trickster.meld.double-deck-royal-marriages @trickster.meld.modern-values @trickster.meld.double-deck-multiples
  Scenario: Double deck double royal marriage in Modern values - quadruple 90
    Given the ruleset "trickster-modern-double-deck" with meld.values.double_royal_marriage set to {"2": 30, "3": 60, "4": 90}
    And trump is ♠
    And the hand "K♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ Q♠ K♥ Q♥"
    When the meld is counted
    # checks: trickster.meld.double-deck-royal-marriages
    Then the meld total is 92
    And the meld breakdown is:
      | meld                  | suit | multiplicity | points |
      | double_royal_marriage | ♠    | 4            | 90     |
      | common_marriage       | ♥    | 1            | 2      |

  # id: f6b726ce
  @trickster.meld.run-extra-queen
  Scenario: Without the option a run with a second trump queen is only the run
    Given the ruleset "trickster-classic"
    And trump is ♣
    And the hand "A♣ 10♣ K♣ Q♣ Q♣ J♣"
    When the meld is counted
    Then the meld total is 150
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♣    | 1            | 150    |
