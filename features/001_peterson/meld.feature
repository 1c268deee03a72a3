@doc-001
Feature: Peterson pinochle meld (001, meld table)
  Every line of the meld table: runs and their extra kings and queens, arounds single and
  double, pinochles (the triple only with two decks), marriages, the roundhouse and the
  nine of trump. The table's suit symbols were lost; the pinochle is read as the queen of
  spades with the jack of diamonds.

  # id: db344b10
  @peterson.meld.run @peterson.meld.run-holds-marriage
  Scenario: Ace, ten, king, queen and jack of trump are a run worth 150
    Given the ruleset "peterson-4"
    And trump is ♦
    And the hand "A♦ 10♦ K♦ Q♦ J♦"
    When the meld is counted
    # checks: peterson.meld.run
    Then the meld total is 150
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♦    | 1            | 150    |

  # peterson.meld.run-holds-marriage, the other reading: the run's own king and queen of
  # trump also count as the 40-point marriage in trump, so the five cards of a run alone are
  # 150 + 40 = 190.
  # id: 3a125d77
  @peterson.meld.run @peterson.meld.run-holds-marriage
  Scenario: Read with the run's king and queen also a marriage, a run alone is 190
    Given the ruleset "peterson-4" with meld.run_marriage_counts set to true
    And trump is ♦
    And the hand "A♦ 10♦ K♦ Q♦ J♦"
    When the meld is counted
    # checks: peterson.meld.run-holds-marriage
    Then the meld total is 190
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♦    | 1            | 150    |
      | royal_marriage | ♦    | 1            | 40     |

  # The same reading with a second king of trump: the run 150, its own pair as the marriage
  # in trump 40, and the extra king 20 (it finds no spare queen to marry), 210.
  # id: 26cacb9b
  @peterson.meld.run-extra @peterson.meld.run-holds-marriage
  Scenario: Read with the run's king and queen also a marriage, a run with an extra king is 210
    Given the ruleset "peterson-4" with meld.run_marriage_counts set to true
    And trump is ♦
    And the hand "A♦ 10♦ K♦ Q♦ J♦ K♦"
    When the meld is counted
    # checks: peterson.meld.run-holds-marriage
    Then the meld total is 210
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♦    | 1            | 150    |
      | run_extra_card | ♦    | 1            | 20     |
      | royal_marriage | ♦    | 1            | 40     |

  # id: 3d6a49ab
  @peterson.meld.run @peterson.meld.marriage
  Scenario: The same five cards outside trump are only a marriage
    Given the ruleset "peterson-4"
    And trump is ♠
    And the hand "A♦ 10♦ K♦ Q♦ J♦"
    When the meld is counted
    # checks: peterson.meld.run
    Then the meld total is 20
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♦    | 1            | 20     |

  # id: d686ee29
  @peterson.meld.run
  Scenario: Four cards of the run are no meld at all
    Given the ruleset "peterson-4"
    And trump is ♦
    And the hand "A♦ 10♦ K♦ J♦ A♠"
    When the meld is counted
    Then there is no meld

  # id: b0863330
  @peterson.meld.run-extra @peterson.meld.run-holds-marriage
  Scenario: An extra king of trump with a run adds 20
    Given the ruleset "peterson-4"
    And trump is ♦
    And the hand "A♦ 10♦ K♦ Q♦ J♦ K♦"
    When the meld is counted
    # checks: peterson.meld.run-extra
    Then the meld total is 170
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♦    | 1            | 150    |
      | run_extra_card | ♦    | 1            | 20     |

  # id: bd842c8e
  @peterson.meld.run-extra @peterson.meld.run-holds-marriage
  Scenario: An extra queen of trump with a run adds 20
    Given the ruleset "peterson-4"
    And trump is ♦
    And the hand "A♦ 10♦ K♦ Q♦ J♦ Q♦ 9♣"
    When the meld is counted
    # checks: peterson.meld.run-extra
    Then the meld total is 170
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♦    | 1            | 150    |
      | run_extra_card | ♦    | 1            | 20     |

  # id: df0e96db
  @peterson.meld.run-extra @peterson.meld.royal-marriage
  Scenario: A second king of trump without a run earns no extra
    Given the ruleset "peterson-4"
    And trump is ♦
    And the hand "K♦ Q♦ K♦ A♦ J♦"
    When the meld is counted
    # checks: peterson.meld.run-extra
    Then the meld total is 40
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♦    | 1            | 40     |

  # id: c5260b33
  @peterson.meld.run-extra @peterson.meld.run-extra-pair @peterson.meld.run-holds-marriage
  Scenario: A run with both an extra king and an extra queen of trump counts 190
    Given the ruleset "peterson-4"
    And trump is ♦
    And the hand "A♦ 10♦ K♦ Q♦ J♦ K♦ Q♦"
    When the meld is counted
    # checks: peterson.meld.run-extra-pair
    Then the meld total is 190

  # id: d0170a60
  @peterson.meld.double-run @peterson.meld.run-holds-marriage
  Scenario: Two of each card of the run in trump are a double run worth 1500
    Given the ruleset "peterson-4"
    And trump is ♣
    And the hand "A♣ 10♣ K♣ Q♣ J♣ A♣ 10♣ K♣ Q♣ J♣"
    When the meld is counted
    # checks: peterson.meld.double-run
    Then the meld total is 1500
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♣    | 2            | 1500   |

  # id: a057bf98
  @peterson.meld.double-run @peterson.meld.run-extra @peterson.meld.run-holds-marriage
  Scenario: With two decks a double run can carry an extra king
    Given the ruleset "peterson-6"
    And trump is ♣
    And the hand "A♣ 10♣ K♣ Q♣ J♣ A♣ 10♣ K♣ Q♣ J♣ K♣"
    When the meld is counted
    # checks: peterson.meld.run-extra
    Then the meld total is 1520
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♣    | 2            | 1500   |
      | run_extra_card | ♣    | 1            | 20     |

  # 001, meld table: each extra king or queen of trump beside a run is 20. With four of a
  # card in the five-handed deck, two extra kings and an extra queen beside one run add 60 (3 x 20; read as
  # extras plus a trump marriage it is the same 60, so only the total is judged).
  # id: 720db1d1
  @peterson.meld.run-extra @peterson.meld.run-extra-pair @peterson.meld.run-holds-marriage
  Scenario: With two decks a run with two extra kings and an extra queen of trump counts 210
    Given the ruleset "peterson-5"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ K♥ Q♥ Q♥ J♥"
    When the meld is counted
    # checks: peterson.meld.run-extra
    Then the meld total is 210

  # 001, meld table: each extra king or queen of trump beside a run is 20. With four of a
  # card in the five-handed deck, two extra queens and an extra king beside one run add 60 (3 x 20; read as
  # extras plus a trump marriage it is the same 60, so only the total is judged).
  # id: 2196a0b3
  @peterson.meld.run-extra @peterson.meld.run-extra-pair @peterson.meld.run-holds-marriage
  Scenario: With two decks a run with two extra queens and an extra king of trump counts 210
    Given the ruleset "peterson-5"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ Q♥ Q♥ J♥"
    When the meld is counted
    # checks: peterson.meld.run-extra
    Then the meld total is 210

  # 001, meld table: each extra king or queen of trump beside a run is 20. With four of a
  # card in the five-handed deck, three extra kings and an extra queen beside one run add 80 (4 x 20; read as
  # extras plus a trump marriage it is the same 80, so only the total is judged).
  # id: c357e1d2
  @peterson.meld.run-extra @peterson.meld.run-extra-pair @peterson.meld.run-holds-marriage
  Scenario: With two decks a run with three extra kings and an extra queen of trump counts 230
    Given the ruleset "peterson-5"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ K♥ K♥ Q♥ Q♥ J♥"
    When the meld is counted
    # checks: peterson.meld.run-extra
    Then the meld total is 230

  # 001, meld table: each extra king or queen of trump beside a run is 20. With four of a
  # card in the five-handed deck, three extra queens and an extra king beside one run add 80 (4 x 20; read as
  # extras plus a trump marriage it is the same 80, so only the total is judged).
  # id: 8a445bb0
  @peterson.meld.run-extra @peterson.meld.run-extra-pair @peterson.meld.run-holds-marriage
  Scenario: With two decks a run with three extra queens and an extra king of trump counts 230
    Given the ruleset "peterson-5"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ Q♥ Q♥ Q♥ J♥"
    When the meld is counted
    # checks: peterson.meld.run-extra
    Then the meld total is 230

  # id: 09688cc7
  @peterson.meld.aces-around
  Scenario: An ace of each suit is 100 aces
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "A♠ A♥ A♦ A♣ 10♠"
    When the meld is counted
    Then the meld total is 100
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 1            | 100    |

  # id: a3558981
  @peterson.meld.aces-around
  Scenario: Four aces missing a suit are not aces around
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "A♠ A♥ A♦ A♦ A♠"
    When the meld is counted
    Then there is no meld

  # id: e188b68d
  @peterson.meld.aces-around
  Scenario: Two aces of each suit are 1000 aces
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "A♠ A♥ A♦ A♣ A♠ A♥ A♦ A♣"
    When the meld is counted
    Then the meld total is 1000
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 2            | 1000   |

  # id: eee1f0d3
  @peterson.meld.kings-around
  Scenario: A king of each suit is 80 kings
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "K♠ K♥ K♦ K♣ J♠"
    When the meld is counted
    Then the meld total is 80
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | kings_around | -    | 1            | 80     |

  # id: f80fede4
  @peterson.meld.kings-around
  Scenario: Two kings of each suit are 800 kings
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "K♠ K♥ K♦ K♣ K♠ K♥ K♦ K♣"
    When the meld is counted
    Then the meld total is 800
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | kings_around | -    | 2            | 800    |

  # id: f2342d07
  @peterson.meld.queens-around
  Scenario: A queen of each suit is 60 queens
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "Q♠ Q♥ Q♦ Q♣ 9♠"
    When the meld is counted
    Then the meld total is 60
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | queens_around | -    | 1            | 60     |

  # id: f5b312ed
  @peterson.meld.queens-around
  Scenario: Two queens of each suit are 600 queens
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "Q♠ Q♥ Q♦ Q♣ Q♠ Q♥ Q♦ Q♣"
    When the meld is counted
    Then the meld total is 600
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | queens_around | -    | 2            | 600    |

  # id: 1edc9da4
  @peterson.meld.jacks-around
  Scenario: A jack of each suit is 40 jacks
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "J♠ J♥ J♦ J♣ 9♣"
    When the meld is counted
    Then the meld total is 40
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | jacks_around | -    | 1            | 40     |

  # id: de632fa7
  @peterson.meld.jacks-around
  Scenario: Two jacks of each suit are 400 jacks
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "J♠ J♥ J♦ J♣ J♠ J♥ J♦ J♣"
    When the meld is counted
    Then the meld total is 400
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | jacks_around | -    | 2            | 400    |

  # id: 8cffe23f
  @peterson.meld.pinochle @peterson.meld.pinochle-cards
  Scenario: The queen of spades with the jack of diamonds is a pinochle worth 40
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "Q♠ J♦ 10♣"
    When the meld is counted
    # checks: peterson.meld.pinochle
    Then the meld total is 40
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 1            | 40     |

  # id: 2f9184c1
  @peterson.meld.pinochle @peterson.meld.pinochle-cards
  Scenario: The queen of diamonds with the jack of spades is no pinochle
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "Q♦ J♠ 10♣"
    When the meld is counted
    # checks: peterson.meld.pinochle-cards
    Then there is no meld

  # id: e5dddf4b
  @peterson.meld.double-pinochle
  Scenario: Both queens of spades and both jacks of diamonds are a double pinochle worth 300
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "Q♠ J♦ Q♠ J♦"
    When the meld is counted
    Then the meld total is 300
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 300    |

  # id: bbad7161
  @peterson.meld.pinochle @peterson.meld.double-pinochle
  Scenario: Two queens of spades with one jack of diamonds are a single pinochle
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "Q♠ Q♠ J♦ 10♣"
    When the meld is counted
    # checks: peterson.meld.double-pinochle
    Then the meld total is 40
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 1            | 40     |

  # id: 52118b4a
  @peterson.meld.triple-pinochle
  Scenario: Six-handed, three queens of spades and three jacks of diamonds are a triple pinochle worth 600
    Given the ruleset "peterson-6"
    And trump is ♥
    And the hand "Q♠ Q♠ Q♠ J♦ J♦ J♦"
    When the meld is counted
    Then the meld total is 600
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 3            | 600    |

  # id: 579ec1cd
  @peterson.meld.triple-pinochle
  Scenario: Five-handed, the double deck without nines also scores the triple pinochle
    Given the ruleset "peterson-5"
    And trump is ♣
    And the hand "Q♠ Q♠ Q♠ J♦ J♦ J♦ A♣"
    When the meld is counted
    Then the meld total is 600
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 3            | 600    |

  # id: 3afcd414
  @peterson.meld.marriage
  Scenario: King and queen of a plain suit are a marriage worth 20
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "K♣ Q♣ J♣"
    When the meld is counted
    Then the meld total is 20
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♣    | 1            | 20     |

  # id: b88316c1
  @peterson.meld.marriage
  Scenario: King and queen of different plain suits are no marriage
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "K♣ Q♦ J♣"
    When the meld is counted
    Then there is no meld

  # id: 5e6a9735
  @peterson.meld.royal-marriage
  Scenario: King and queen of trump are a marriage worth 40
    Given the ruleset "peterson-4"
    And trump is ♣
    And the hand "K♣ Q♣ J♣"
    When the meld is counted
    Then the meld total is 40
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♣    | 1            | 40     |

  # id: 3dca08c4
  @peterson.meld.marriage @peterson.meld.royal-marriage
  Scenario: Marriages in two suits are counted separately
    Given the ruleset "peterson-4"
    And trump is ♠
    And the hand "K♠ Q♠ K♥ Q♥ K♥ 9♦"
    When the meld is counted
    # checks: peterson.meld.marriage
    Then the meld total is 60
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♠    | 1            | 40     |
      | common_marriage | ♥    | 1            | 20     |

  # id: bcfb3eda
  @peterson.meld.roundhouse
  Scenario: A marriage in every suit is a roundhouse worth 240, without kings or queens around beside it
    Given the ruleset "peterson-4"
    And trump is ♦
    And the hand "K♠ Q♠ K♥ Q♥ K♦ Q♦ K♣ Q♣"
    When the meld is counted
    Then the meld total is 240
    And the meld breakdown is:
      | meld       | suit | multiplicity | points |
      | roundhouse | -    | 1            | 240    |

  # peterson.meld.roundhouse-with-run: the run keeps its king and queen of spades, so with
  # no other spade marriage there is no roundhouse: run 150, kings around 80, queens around
  # 60 and three common marriages 60.
  # id: 8a8e081a
  @peterson.meld.roundhouse-with-run @peterson.meld.roundhouse @peterson.meld.run @peterson.meld.run-holds-marriage
  Scenario: A run's king and queen of trump do not complete a roundhouse, so the hand is 350
    Given the ruleset "peterson-4"
    And trump is ♠
    And the hand "A♠ 10♠ K♠ Q♠ J♠ K♥ Q♥ K♦ Q♦ K♣ Q♣ 9♣"
    When the meld is counted
    # checks: peterson.meld.roundhouse-with-run
    Then the meld total is 350
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | run             | ♠    | 1            | 150    |
      | common_marriage | ♥    | 1            | 20     |
      | common_marriage | ♦    | 1            | 20     |
      | common_marriage | ♣    | 1            | 20     |
      | kings_around    | -    | 1            | 80     |
      | queens_around   | -    | 1            | 60     |

  # The other reading: the run's king and queen stand as the roundhouse's trump marriage while
  # the run still counts, 150 + 240 = 390.
  # id: ebe22928
  @peterson.meld.roundhouse-with-run @peterson.meld.roundhouse
  Scenario: Read with the run's pair in the roundhouse, the same hand is a run and a roundhouse, 390
    Given the ruleset "peterson-4" with meld.roundhouse.run_marriage set to true
    And trump is ♠
    And the hand "A♠ 10♠ K♠ Q♠ J♠ K♥ Q♥ K♦ Q♦ K♣ Q♣ 9♣"
    When the meld is counted
    # checks: peterson.meld.roundhouse-with-run
    Then the meld total is 390
    And the meld breakdown is:
      | meld       | suit | multiplicity | points |
      | run        | ♠    | 1            | 150    |
      | roundhouse | -    | 1            | 240    |

  # A house ruleset that gives 001's roundhouse without saying whether a run's pair may
  # complete it: an omitted meld.roundhouse.run_marriage is false (docs/house-rules.md gives
  # false first, as the default; schemas/ruleset.schema.json says the same), so the hand is
  # read as above: run 150, kings around 80, queens around 60, three common marriages 60.
  # id: cfa60d2d
  @peterson.meld.roundhouse-with-run @peterson.meld.roundhouse @peterson.meld.run-holds-marriage
  Scenario: A ruleset that leaves out whether a run's pair completes a roundhouse scores the run beside the arounds, 350
    Given the ruleset "peterson-4" with meld.roundhouse set to {"components": ["kings_around", "queens_around", "marriages"], "value": 240, "declared": "when_not_lower"}
    And trump is ♠
    And the hand "A♠ 10♠ K♠ Q♠ J♠ K♥ Q♥ K♦ Q♦ K♣ Q♣ 9♣"
    When the meld is counted
    # checks: peterson.meld.roundhouse-with-run
    Then the meld total is 350
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | run             | ♠    | 1            | 150    |
      | common_marriage | ♥    | 1            | 20     |
      | common_marriage | ♦    | 1            | 20     |
      | common_marriage | ♣    | 1            | 20     |
      | kings_around    | -    | 1            | 80     |
      | queens_around   | -    | 1            | 60     |

  # id: 874ac060
  @peterson.meld.roundhouse @peterson.meld.marriage
  Scenario: A second marriage in one suit is counted beside the roundhouse
    Given the ruleset "peterson-4"
    And trump is ♦
    And the hand "K♠ Q♠ K♥ Q♥ K♦ Q♦ K♣ Q♣ K♠ Q♠"
    When the meld is counted
    # checks: peterson.meld.roundhouse
    Then the meld total is 260
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | roundhouse      | -    | 1            | 240    |
      | common_marriage | ♠    | 1            | 20     |

  # 001's table, roundhouse footnote: the roundhouse takes one marriage of each suit (and
  # kings and queens around); with two decks, every further marriage of a suit still counts.
  # id: 42a38a3d
  @peterson.meld.roundhouse @peterson.meld.marriage
  Scenario: Two decks - three marriages in one suit leave two of them beside the roundhouse
    Given the ruleset "peterson-5"
    And trump is ♦
    And the hand "K♠ K♠ K♠ Q♠ Q♠ Q♠ K♥ Q♥ K♦ Q♦ K♣ Q♣ A♠ 10♥ J♣ A♦"
    When the meld is counted
    # checks: peterson.meld.roundhouse
    Then the meld total is 280
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 2            | 40     |
      | roundhouse      | -    | 1            | 240    |

  # A reading (001 is silent): four kings with all eight queens make a roundhouse and a
  # second queens around, but formed that way they score 240 + 60 = 300, less than the
  # same hand without its king of clubs (double queens around and three marriages, 680).
  # Read as the hand at its best, no roundhouse is formed: double queens around 600, kings
  # around 80 and the four marriages 100, 780.
  # id: a83c53cf
  @peterson.meld.roundhouse-beside-doubles @peterson.meld.queens-around @peterson.meld.kings-around
  Scenario: Four kings and eight queens keep double queens around instead of a roundhouse
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "K♠ K♥ K♦ K♣ Q♠ Q♠ Q♥ Q♥ Q♦ Q♦ Q♣ Q♣"
    When the meld is counted
    # checks: peterson.meld.roundhouse-beside-doubles
    Then the meld total is 780
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♥    | 1            | 40     |
      | common_marriage | ♠    | 1            | 20     |
      | common_marriage | ♦    | 1            | 20     |
      | common_marriage | ♣    | 1            | 20     |
      | kings_around    | -    | 1            | 80     |
      | queens_around   | -    | 2            | 600    |

  # The reading's alternative, meld.roundhouse.declared "always": every roundhouse the cards
  # make is formed and takes one king and one queen of each suit, so the second set of queens
  # counts only as queens around: roundhouse 240 and queens around 60, 300 (the catalogue's
  # figure for that reading).
  # id: bab4e4de
  @peterson.meld.roundhouse-beside-doubles @peterson.meld.queens-around
  Scenario: Read so that a roundhouse is always formed, four kings and eight queens make 300
    Given the ruleset "peterson-4" with meld.roundhouse.declared set to "always"
    And trump is ♥
    And the hand "K♠ K♥ K♦ K♣ Q♠ Q♠ Q♥ Q♥ Q♦ Q♦ Q♣ Q♣"
    When the meld is counted
    # checks: peterson.meld.roundhouse-beside-doubles
    Then the meld total is 300
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | roundhouse    | -    | 1            | 240    |
      | queens_around | -    | 1            | 60     |

  # The same reading with both made twice (three hands hold sixteen cards): two roundhouses
  # would be 480; double kings around 800, double queens around 600 and two marriages in
  # every suit 200 make 1,600.
  # id: 2092edbf
  @peterson.meld.roundhouse-beside-doubles @peterson.meld.queens-around @peterson.meld.kings-around
  Scenario: Double kings and double queens around are kept whole instead of two roundhouses
    Given the ruleset "peterson-3"
    And trump is ♥
    And the hand "K♠ K♠ K♥ K♥ K♦ K♦ K♣ K♣ Q♠ Q♠ Q♥ Q♥ Q♦ Q♦ Q♣ Q♣"
    When the meld is counted
    # checks: peterson.meld.roundhouse-beside-doubles
    Then the meld total is 1600
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♥    | 2            | 80     |
      | common_marriage | ♠    | 2            | 40     |
      | common_marriage | ♦    | 2            | 40     |
      | common_marriage | ♣    | 2            | 40     |
      | kings_around    | -    | 2            | 800    |
      | queens_around   | -    | 2            | 600    |

  # The roundhouse replaces only kings around, queens around and the marriages (001's
  # footnote); aces around beside it are counted in full, single or double.
  # id: e759e87a
  @peterson.meld.roundhouse @peterson.meld.aces-around
  Scenario: Aces around are counted beside a roundhouse
    Given the ruleset "peterson-4"
    And trump is ♦
    And the hand "A♠ A♥ A♦ A♣ K♠ Q♠ K♥ Q♥ K♦ Q♦ K♣ Q♣"
    When the meld is counted
    # checks: peterson.meld.roundhouse
    Then the meld total is 340
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 1            | 100    |
      | roundhouse  | -    | 1            | 240    |

  # id: 2ca5ef58
  @peterson.meld.roundhouse @peterson.meld.aces-around
  Scenario: Two decks - a thousand aces are counted beside a roundhouse
    Given the ruleset "peterson-5"
    And trump is ♦
    And the hand "A♠ A♠ A♥ A♥ A♦ A♦ A♣ A♣ K♠ Q♠ K♥ Q♥ K♦ Q♦ K♣ Q♣"
    When the meld is counted
    # checks: peterson.meld.roundhouse
    Then the meld total is 1240
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 2            | 1000   |
      | roundhouse  | -    | 1            | 240    |

  # id: ebca7f0a
  @peterson.meld.roundhouse @peterson.meld.kings-around @peterson.meld.marriage
  Scenario: Kings around with three marriages is no roundhouse
    Given the ruleset "peterson-4"
    And trump is ♦
    And the hand "K♠ Q♠ K♥ Q♥ K♦ K♣ Q♣"
    When the meld is counted
    # checks: peterson.meld.roundhouse
    Then the meld total is 140
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | kings_around    | -    | 1            | 80     |
      | common_marriage | ♠    | 1            | 20     |
      | common_marriage | ♥    | 1            | 20     |
      | common_marriage | ♣    | 1            | 20     |

  # id: 2e3bf6fc
  @peterson.meld.nine-of-trump
  Scenario: The nine of trump is worth 10
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "9♥ 9♠ 9♦ 9♣"
    When the meld is counted
    Then the meld total is 10
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | nine_of_trump | ♥    | 1            | 10     |

  # id: 411df8f8
  @peterson.meld.nine-of-trump
  Scenario: Both nines of trump are worth 10 each
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "9♥ 9♥ A♣"
    When the meld is counted
    Then the meld total is 20
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | nine_of_trump | ♥    | 2            | 20     |

  # id: f6f56b2d
  @peterson.meld.card-sharing @peterson.meld.run @peterson.meld.queens-around @peterson.meld.pinochle @peterson.meld.nine-of-trump @peterson.meld.run-holds-marriage
  Scenario: A card may serve melds of different kinds
    Given the ruleset "peterson-4"
    And trump is ♠
    And the hand "A♠ 10♠ K♠ Q♠ J♠ Q♥ Q♦ Q♣ J♦ 9♠ 9♣ 10♥"
    When the meld is counted
    # checks: peterson.meld.card-sharing
    Then the meld total is 260
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | run           | ♠    | 1            | 150    |
      | queens_around | -    | 1            | 60     |
      | pinochle      | -    | 1            | 40     |
      | nine_of_trump | ♠    | 1            | 10     |

  # id: 7e7cc204
  @peterson.meld.aces-around @peterson.meld.double-pinochle @peterson.meld.royal-marriage @peterson.meld.marriage @peterson.meld.nine-of-trump @peterson.meld.card-sharing
  Scenario: A full hand adds up every meld it holds
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "A♠ A♥ A♦ A♣ Q♠ Q♠ J♦ J♦ K♥ Q♥ 9♥ K♠"
    When the meld is counted
    # checks: peterson.meld.card-sharing
    Then the meld total is 470
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | aces_around     | -    | 1            | 100    |
      | pinochle        | -    | 2            | 300    |
      | royal_marriage  | ♥    | 1            | 40     |
      | common_marriage | ♠    | 1            | 20     |
      | nine_of_trump   | ♥    | 1            | 10     |

  # id: 14133fe6
  @peterson.meld.aces-around
  Scenario: Seven aces, one suit single, are 100 aces, not 1000
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "A♠ A♠ A♥ A♥ A♦ A♦ A♣ 10♣"
    When the meld is counted
    Then the meld total is 100
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 1            | 100    |

  # id: 327b5254
  @peterson.meld.kings-around
  Scenario: Seven kings, one suit single, are 80 kings, not 800
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "K♠ K♠ K♥ K♥ K♦ K♦ K♣ 10♣"
    When the meld is counted
    Then the meld total is 80
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | kings_around | -    | 1            | 80     |

  # id: 42193e60
  @peterson.meld.queens-around
  Scenario: Seven queens, one suit single, are 60 queens, not 600
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "Q♠ Q♠ Q♥ Q♥ Q♦ Q♦ Q♣ 10♣"
    When the meld is counted
    Then the meld total is 60
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | queens_around | -    | 1            | 60     |

  # id: 3227a270
  @peterson.meld.jacks-around
  Scenario: Seven jacks, one suit single, are 40 jacks, not 400
    Given the ruleset "peterson-4"
    And trump is ♥
    And the hand "J♠ J♠ J♥ J♥ J♦ J♦ J♣ 10♣"
    When the meld is counted
    Then the meld total is 40
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | jacks_around | -    | 1            | 40     |

  # id: 418f85e2
  @peterson.meld.double-pinochle @peterson.meld.triple-pinochle
  Scenario: Six-handed, three queens of spades with two jacks of diamonds are a double pinochle, not a triple
    Given the ruleset "peterson-6"
    And trump is ♥
    And the hand "Q♠ Q♠ Q♠ J♦ J♦ 10♣"
    When the meld is counted
    # checks: peterson.meld.triple-pinochle
    Then the meld total is 300
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 300    |

  # id: aaf3e2b6
  @peterson.meld.double-pinochle @peterson.meld.triple-pinochle
  Scenario: Five-handed, two queens of spades with three jacks of diamonds are a double pinochle, not a triple
    Given the ruleset "peterson-5"
    And trump is ♥
    And the hand "Q♠ Q♠ J♦ J♦ J♦ 10♣"
    When the meld is counted
    # checks: peterson.meld.triple-pinochle
    Then the meld total is 300
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 300    |
