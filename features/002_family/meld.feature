@doc-002
Feature: Family 5-handed pinochle: meld (002)
  The main text's meld table (Shore rules; Michigan rules make a double pinochle 20), the
  comment 1 values (double pinochle 30, triple 75, double run 150), the 96-card comment's
  Points list (with nines of trump and a round house of 24), and the college cut-throat
  game's low values with jacks around at 5.

  # id: d6e140e4
  @family.meld.marriage
  Scenario: A king and queen of a plain suit are a marriage worth 2
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "K♣ Q♣ A♦ 10♠"
    When the meld is counted
    Then the meld total is 2
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♣    | 1            | 2      |

  # 002, main text, meld points: a marriage is a king and queen of one suit. A king and a
  # queen of two different plain suits are no marriage.
  # id: 009e0ac5
  @family.meld.marriage
  Scenario: A king and a queen of different plain suits are no marriage
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "K♣ Q♦ A♦ 10♠"
    When the meld is counted
    Then there is no meld

  # id: 929f88b8
  @family.meld.trump-marriage
  Scenario: A king and queen of trump are a marriage worth 4
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "K♥ Q♥ J♣ A♦"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | royal_marriage | ♥    | 1            | 4      |

  # id: e64d0505
  @family.meld.pinochle
  Scenario: The jack of diamonds and queen of spades are a pinochle worth 4
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "J♦ Q♠ K♦ A♣"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 1            | 4      |

  # 002, main text, meld points: the pinochle is the diamond jack with the spade queen; the
  # other way round, the spade jack with the diamond queen, is nothing.
  # id: 13ee99b8
  @family.meld.pinochle
  Scenario: The jack of spades and queen of diamonds are no pinochle
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "J♠ Q♦ K♣ A♣"
    When the meld is counted
    Then there is no meld

  # id: 00b93294
  @family.meld.jacks-around
  Scenario: A jack of each suit is worth 4
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "J♠ J♥ J♦ J♣ A♠"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | jacks_around | -    | 1            | 4      |

  # 002, main text, meld points: jacks around needs a jack of every suit; three suits with a
  # second jack of one of them is one suit short.
  # id: 57cd4c31
  @family.meld.jacks-around
  Scenario: Three jacks of different suits and a second jack of one of them are not jacks around
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "J♠ J♥ J♦ J♦ A♠"
    When the meld is counted
    Then there is no meld

  # id: c679fe3c
  @family.meld.queens-around
  Scenario: A queen of each suit is worth 6
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "Q♠ Q♥ Q♦ Q♣ 10♣"
    When the meld is counted
    Then the meld total is 6
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | queens_around | -    | 1            | 6      |

  # 002, main text, meld points: queens around needs a queen of every suit; a second queen of
  # one suit does not stand in for the missing one.
  # id: cb5d0f07
  @family.meld.queens-around
  Scenario: Three queens of different suits and a second queen of one of them are not queens around
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "Q♥ Q♦ Q♦ Q♣ 10♣"
    When the meld is counted
    Then there is no meld

  # id: 825c6f7c
  @family.meld.kings-around
  Scenario: A king of each suit is worth 8
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "K♠ K♥ K♦ K♣ J♣"
    When the meld is counted
    Then the meld total is 8
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | kings_around | -    | 1            | 8      |

  # 002, main text, meld points: kings around needs a king of every suit; a second king of
  # one suit does not stand in for the missing one.
  # id: 78a02641
  @family.meld.kings-around
  Scenario: Three kings of different suits and a second king of one of them are not kings around
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "K♠ K♥ K♦ K♦ J♣"
    When the meld is counted
    Then there is no meld

  # id: 4735d933
  @family.meld.aces-around
  Scenario: An ace of each suit is worth 10
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "A♠ A♥ A♦ A♣ Q♦"
    When the meld is counted
    Then the meld total is 10
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 1            | 10     |

  # 002, main text, meld points: aces around needs an ace of every suit; a second ace of one
  # suit does not stand in for the missing one.
  # id: 01c34e7c
  @family.meld.aces-around
  Scenario: Three aces of different suits and a second ace of one of them are not aces around
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "A♠ A♠ A♥ A♦ Q♦"
    When the meld is counted
    Then there is no meld

  # id: 09d41233
  @family.meld.run-trump-only @family.meld.run-holds-its-marriage
  Scenario: Ace, ten, king, queen and jack of trump are a run worth 15, its marriage not counted again
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥"
    When the meld is counted
    # checks: family.meld.run-holds-its-marriage
    Then the meld total is 15
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♥    | 1            | 15     |

  # id: 3788c0a7
  @family.meld.run-trump-only
  Scenario: The same five cards in a plain suit are only a marriage
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the hand "A♥ 10♥ K♥ Q♥ J♥"
    When the meld is counted
    Then the meld total is 2
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♥    | 1            | 2      |

  # id: 02e1dca8
  @family.meld.run-holds-its-marriage @family.meld.trump-marriage
  Scenario: A second king and queen of trump beside a run make a trump marriage
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥"
    When the meld is counted
    # checks: family.meld.trump-marriage
    Then the meld total is 19
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♥    | 1            | 15     |
      | royal_marriage | ♥    | 1            | 4      |

  # 002, main text: the high bidder takes the widow's 5 cards into his hand before anyone
  # melds, and lays 5 away only after the meld. So the 16 cards of a roundhouse can only be
  # the bidder's: the hands of these roundhouse scenarios are his 20 (15 dealt, 5 from the
  # widow); no other seat holds more than 15.
  # id: 47e62241
  @family.meld.roundhouse @family.meld.roundhouse-value-uncertain @family.meld.roundhouse-replaces-arounds
  Scenario: Ace, king, queen and jack of every suit are a roundhouse of 28 in place of the four arounds, the marriages still counting
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "A♠ K♠ Q♠ J♠ A♥ K♥ Q♥ J♥ A♦ K♦ Q♦ J♦ A♣ K♣ Q♣ J♣ 10♠ 10♠ 10♦ 10♣"
    When the meld is counted
    # checks: family.meld.roundhouse
    Then the meld total is 42
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | roundhouse      | -    | 1            | 28     |
      | royal_marriage  | ♥    | 1            | 4      |
      | common_marriage | ♠    | 1            | 2      |
      | common_marriage | ♦    | 1            | 2      |
      | common_marriage | ♣    | 1            | 2      |
      | pinochle        | -    | 1            | 4      |

  # 002, main text's meld points: the roundhouse is the ace, king, queen and jack of every
  # suit; a run is the trump suit's ace down to jack. Here the hearts of the roundhouse are
  # in the run, and the cards still make the roundhouse (as its kings and queens still make
  # marriages in the scenario above); the heart king and queen, spent in the run, make no
  # trump marriage. The hand is the bidder's, with the widow taken in.
  # id: 226fb796
  @family.meld.roundhouse @family.meld.roundhouse-value-uncertain @family.meld.run-holds-its-marriage @family.meld.roundhouse-replaces-arounds
  Scenario: A run in trump does not keep its ace, king, queen and jack out of the roundhouse
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "A♠ K♠ Q♠ J♠ A♥ 10♥ K♥ Q♥ J♥ A♦ K♦ Q♦ J♦ A♣ K♣ Q♣ J♣ 10♠ 10♦ 10♣"
    When the meld is counted
    # checks: family.meld.roundhouse
    Then the meld total is 53
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | run             | ♥    | 1            | 15     |
      | roundhouse      | -    | 1            | 28     |
      | common_marriage | ♠    | 1            | 2      |
      | common_marriage | ♦    | 1            | 2      |
      | common_marriage | ♣    | 1            | 2      |
      | pinochle        | -    | 1            | 4      |

  # id: 6e1e9cb3
  @family.meld.roundhouse-value-uncertain @family.meld.roundhouse-replaces-arounds
  Scenario: A family that settles the doubtful roundhouse at another figure scores that figure instead
    Given the ruleset "family-5-shore" with meld.roundhouse.value set to 30
    And trump is ♠
    And the hand "A♠ K♠ Q♠ J♠ A♥ K♥ Q♥ J♥ A♦ K♦ Q♦ J♦ A♣ K♣ Q♣ J♣ 10♥ 10♥ 10♦ 10♣"
    When the meld is counted
    # checks: family.meld.roundhouse-value-uncertain
    Then the meld total is 44
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | roundhouse      | -    | 1            | 30     |
      | royal_marriage  | ♠    | 1            | 4      |
      | common_marriage | ♥    | 1            | 2      |
      | common_marriage | ♦    | 1            | 2      |
      | common_marriage | ♣    | 1            | 2      |
      | pinochle        | -    | 1            | 4      |

  # id: 3f4fd9dd
  @family.meld.shore-double-pinochle
  Scenario: Under Shore rules a double pinochle is two pinochles, 8
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "J♦ J♦ Q♠ Q♠ A♣"
    When the meld is counted
    Then the meld total is 8
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 8      |

  # 002, main text, Shore and Michigan rules: a double pinochle is both jacks of diamonds
  # with both queens of spades. With one spade queen, two diamond jacks make one pinochle.
  # id: 7d1af9ff
  @family.meld.shore-double-pinochle
  Scenario: Under Shore rules two jacks of diamonds with one queen of spades are a single pinochle, 4
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "J♦ J♦ Q♠ A♣"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 1            | 4      |

  # id: e3b07ea3
  @family.meld.michigan-double-pinochle
  Scenario: Under Michigan rules a double pinochle is 20
    Given the ruleset "family-5-michigan"
    And trump is ♥
    And the hand "J♦ J♦ Q♠ Q♠ A♣"
    When the meld is counted
    Then the meld total is 20
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 20     |

  # id: d62c09e7
  @family.meld.michigan-triple-pinochle
  Scenario: Under Michigan rules a triple pinochle is a double and a single, 24
    Given the ruleset "family-5-michigan"
    And trump is ♥
    And the hand "J♦ J♦ J♦ Q♠ Q♠ Q♠"
    When the meld is counted
    Then the meld total is 24
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 3            | 24     |

  # id: c47245ec
  @family.meld.michigan-double-pinochle
  Scenario: Michigan rules leave the single pinochle at 4
    Given the ruleset "family-5-michigan"
    And trump is ♥
    And the hand "J♦ Q♠ K♣ Q♣"
    When the meld is counted
    Then the meld total is 6
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | pinochle        | -    | 1            | 4      |
      | common_marriage | ♣    | 1            | 2      |

  # id: b14b8bb6
  @family.meld.doubles-score-as-singles @family.meld.run-holds-its-marriage
  Scenario: A double run in the main game counts as two runs, 30
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "A♥ A♥ 10♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥"
    When the meld is counted
    # checks: family.meld.doubles-score-as-singles
    Then the meld total is 30
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♥    | 2            | 30     |

  # id: 79803eac
  @family.meld.doubles-score-as-singles
  Scenario: Two aces of each suit in the main game count as two sets of aces, 20
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "A♠ A♠ A♥ A♥ A♦ A♦ A♣ A♣"
    When the meld is counted
    Then the meld total is 20
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | aces_around | -    | 2            | 20     |

  # The other reading of family.meld.doubles-score-as-singles: the table lists no double, so a
  # double run counts once, as one run of 15; the second king and queen of trump then make a
  # royal marriage of 4 beside it.
  # id: 089e229b
  @family.meld.doubles-score-as-singles @family.meld.run-holds-its-marriage
  Scenario: Read with a double counted once, a double run in the main game is one run and a royal marriage, 19
    Given the ruleset "family-5-shore" with meld.values set to {"run": {"1": 15, "2": 15}, "royal_marriage": {"1": 4}, "common_marriage": {"1": 2}, "aces_around": {"1": 10, "2": 10}, "kings_around": {"1": 8, "2": 8}, "queens_around": {"1": 6, "2": 6}, "jacks_around": {"1": 4, "2": 4}, "pinochle": {"1": 4}}
    And trump is ♥
    And the hand "A♥ A♥ 10♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥"
    When the meld is counted
    # checks: family.meld.doubles-score-as-singles
    Then the meld total is 19
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♥    | 1            | 15     |
      | royal_marriage | ♥    | 1            | 4      |

  # id: 76294af8
  @family.meld.different-kinds-share
  Scenario: One card may serve melds of different kinds
    Given the ruleset "family-5-shore"
    And trump is ♥
    And the hand "K♠ Q♠ Q♥ Q♦ Q♣ J♦"
    When the meld is counted
    Then the meld total is 12
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♠    | 1            | 2      |
      | queens_around   | -    | 1            | 6      |
      | pinochle        | -    | 1            | 4      |

  # id: 2b7d1354
  @family.meld.called-card-double-pinochle-30
  Scenario: In the called-card game a double pinochle is 30
    Given the ruleset "family-5-called-card"
    And trump is ♥
    And the hand "J♦ J♦ Q♠ Q♠ 10♣"
    When the meld is counted
    Then the meld total is 30
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 30     |

  # 002, comment 1 (bidding from 50, called card): the double pinochle of 30 needs both
  # queens of spades as well as both diamond jacks; one card short it is a single pinochle,
  # whose 4 the comment leaves as in the main table.
  # id: 3094d86a
  @family.meld.called-card-double-pinochle-30
  Scenario: In the called-card game a jack of diamonds with two queens of spades is a single pinochle, not 30
    Given the ruleset "family-5-called-card"
    And trump is ♥
    And the hand "J♦ Q♠ Q♠ 10♣"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 1            | 4      |

  # id: 800da42c
  @family.meld.called-card-triple-pinochle-75
  Scenario: In the called-card game a triple pinochle is 75
    Given the ruleset "family-5-called-card"
    And trump is ♥
    And the hand "J♦ J♦ J♦ Q♠ Q♠ Q♠"
    When the meld is counted
    Then the meld total is 75
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 3            | 75     |

  # 002, comment 1 (bidding from 50, called card): the triple pinochle of 75 needs three
  # queens of spades as well as three diamond jacks; one queen short it is the double, 30.
  # id: bf4f5cb3
  @family.meld.called-card-triple-pinochle-75
  Scenario: In the called-card game three jacks of diamonds with two queens of spades are a double pinochle, 30
    Given the ruleset "family-5-called-card"
    And trump is ♥
    And the hand "J♦ J♦ J♦ Q♠ Q♠ A♣"
    When the meld is counted
    Then the meld total is 30
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 30     |

  # id: affbfac2
  @family.meld.called-card-double-run-150 @family.meld.run-holds-its-marriage
  Scenario: In the called-card game a double run is 150
    Given the ruleset "family-5-called-card"
    And trump is ♣
    And the hand "A♣ A♣ 10♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ J♣"
    When the meld is counted
    # checks: family.meld.called-card-double-run-150
    Then the meld total is 150
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♣    | 2            | 150    |

  # id: 8e89ddf5
  @family.meld.called-card-single-run @family.meld.run-holds-its-marriage
  Scenario: In the called-card game a single run is taken at 15
    Given the ruleset "family-5-called-card"
    And trump is ♣
    And the hand "A♣ 10♣ K♣ Q♣ J♣ J♦"
    When the meld is counted
    # checks: family.meld.called-card-single-run
    Then the meld total is 15
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♣    | 1            | 15     |

  # id: 7b46db96
  @family.meld.ninety-six-nine-of-trump
  Scenario: In the 96-card game each nine of trump is worth a point
    Given the ruleset "family-5-96"
    And trump is ♦
    And the hand "9♦ 9♦ 9♠ 9♣"
    When the meld is counted
    Then the meld total is 2
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | nine_of_trump | ♦    | 2            | 2      |

  # id: 5778f56b
  @family.meld.ninety-six-nine-of-trump @family.meld.ninety-six-points-list @family.meld.run-holds-its-marriage
  Scenario: In the 96-card game a run of trump with a nine of trump is worth 16
    Given the ruleset "family-5-96"
    And trump is ♣
    And the hand "A♣ 10♣ K♣ Q♣ J♣ 9♣"
    When the meld is counted
    # checks: family.meld.ninety-six-nine-of-trump
    Then the meld total is 16
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | run           | ♣    | 1            | 15     |
      | nine_of_trump | ♣    | 1            | 1      |

  # id: fbfa15bd
  @family.meld.ninety-six-roundhouse-24
  Scenario: In the 96-card game four kings and four queens are a round house of 24 in place of the arounds and marriages
    Given the ruleset "family-5-96"
    And trump is ♣
    And the hand "K♠ Q♠ K♥ Q♥ K♦ Q♦ K♣ Q♣ A♦"
    When the meld is counted
    Then the meld total is 24
    And the meld breakdown is:
      | meld       | suit | multiplicity | points |
      | roundhouse | -    | 1            | 24     |

  # 002, 96-card comment, Points list: the round house needs all four kings and all four
  # queens. With the club queen missing (a second diamond queen instead) there is no round
  # house: the four kings count 8 and the spade, heart and diamond marriages 2 each.
  # id: b26c61dc
  @family.meld.ninety-six-roundhouse-24
  Scenario: In the 96-card game four kings and three queens of different suits are kings around and three marriages, 14
    Given the ruleset "family-5-96"
    And trump is ♣
    And the hand "K♠ Q♠ K♥ Q♥ K♦ Q♦ Q♦ K♣ A♦"
    When the meld is counted
    Then the meld total is 14
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | kings_around    | -    | 1            | 8      |
      | common_marriage | ♠    | 1            | 2      |
      | common_marriage | ♥    | 1            | 2      |
      | common_marriage | ♦    | 1            | 2      |

  # id: b4eaa7a2
  @family.meld.ninety-six-double-pinochle-30
  Scenario: In the 96-card game a double pinochle is 30
    Given the ruleset "family-5-96"
    And trump is ♥
    And the hand "J♦ J♦ Q♠ Q♠ 9♣"
    When the meld is counted
    Then the meld total is 30
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 2            | 30     |

  # 002, 96-card comment, Points list: the double pinochle is 30, the single pinochle 4; a
  # jack of diamonds with both queens of spades is only the single.
  # id: fef76e1b
  @family.meld.ninety-six-double-pinochle-30
  Scenario: In the 96-card game a jack of diamonds with two queens of spades is a single pinochle, 4
    Given the ruleset "family-5-96"
    And trump is ♥
    And the hand "J♦ Q♠ Q♠ 9♣"
    When the meld is counted
    Then the meld total is 4
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 1            | 4      |

  # id: fa769ad9
  @family.meld.ninety-six-triple-pinochle
  Scenario: In the 96-card game a triple pinochle is a double and a single, 34
    Given the ruleset "family-5-96"
    And trump is ♥
    And the hand "J♦ J♦ J♦ Q♠ Q♠ Q♠"
    When the meld is counted
    Then the meld total is 34
    And the meld breakdown is:
      | meld     | suit | multiplicity | points |
      | pinochle | -    | 3            | 34     |

  # id: 16213c28
  @family.meld.ninety-six-points-list
  Scenario: In the 96-card game the arounds are 10, 8, 6 and 4 as listed
    Given the ruleset "family-5-96"
    And trump is ♥
    And the hand "A♠ A♥ A♦ A♣ K♠ K♥ K♦ K♣ J♠ J♥ J♦ J♣"
    When the meld is counted
    Then the meld total is 22
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | aces_around  | -    | 1            | 10     |
      | kings_around | -    | 1            | 8      |
      | jacks_around | -    | 1            | 4      |

  # id: 86cfdd91
  @family.meld.cutthroat-jacks-five
  Scenario: In the cut-throat game jacks around are worth 5
    Given the ruleset "family-5-cutthroat"
    And trump is ♥
    And the hand "J♠ J♥ J♦ J♣ A♣"
    When the meld is counted
    Then the meld total is 5
    And the meld breakdown is:
      | meld         | suit | multiplicity | points |
      | jacks_around | -    | 1            | 5      |

  # 002, college comment (single-deck cut-throat): the 5 is for a jack of every suit; a
  # second diamond jack in place of the club jack makes nothing.
  # id: 64cd4bbd
  @family.meld.cutthroat-jacks-five
  Scenario: In the cut-throat game three jacks of different suits and a second jack of one of them score nothing
    Given the ruleset "family-5-cutthroat"
    And trump is ♥
    And the hand "J♠ J♥ J♦ J♦ A♣"
    When the meld is counted
    Then there is no meld

  # id: 39b840b5
  @family.meld.cutthroat-low-values
  Scenario: In the cut-throat game aces around are 10 and kings around 8
    Given the ruleset "family-5-cutthroat"
    And trump is ♠
    And the hand "A♠ A♥ A♦ A♣ K♠ K♥ K♦ K♣ Q♦"
    When the meld is counted
    Then the meld total is 20
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | aces_around     | -    | 1            | 10     |
      | kings_around    | -    | 1            | 8      |
      | common_marriage | ♦    | 1            | 2      |

  # id: 56d246ce
  @family.meld.cutthroat-low-values
  Scenario: In the cut-throat game queens around are 6
    Given the ruleset "family-5-cutthroat"
    And trump is ♠
    And the hand "Q♠ Q♥ Q♦ Q♣ 9♣"
    When the meld is counted
    Then the meld total is 6
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | queens_around | -    | 1            | 6      |

  # id: 55410cb7
  @family.meld.cutthroat-standard-rest
  Scenario: In the cut-throat game four kings and four queens make a roundhouse of 24
    Given the ruleset "family-5-cutthroat"
    And trump is ♠
    And the hand "K♠ Q♠ K♥ Q♥ K♦ Q♦ K♣ Q♣ A♠"
    When the meld is counted
    Then the meld total is 24
    And the meld breakdown is:
      | meld       | suit | multiplicity | points |
      | roundhouse | -    | 1            | 24     |

  # id: 7bd8c50f
  @family.meld.cutthroat-low-values @family.meld.run-holds-its-marriage
  Scenario: In the cut-throat game a run of trump is 15
    Given the ruleset "family-5-cutthroat"
    And trump is ♦
    And the hand "A♦ 10♦ K♦ Q♦ J♦ 9♠"
    When the meld is counted
    # checks: family.meld.cutthroat-low-values
    Then the meld total is 15
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♦    | 1            | 15     |

  # id: f02f74d9
  @family.meld.cutthroat-standard-rest
  Scenario: In the cut-throat game the rest of the meld follows the standard list, a double pinochle 30 and a nine of trump 1
    Given the ruleset "family-5-cutthroat"
    And trump is ♥
    And the hand "J♦ J♦ Q♠ Q♠ 9♥"
    When the meld is counted
    Then the meld total is 31
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | pinochle      | -    | 2            | 30     |
      | nine_of_trump | ♥    | 1            | 1      |

  # id: a0b87133
  @family.meld.single-deck-standard @family.meld.run-holds-its-marriage
  Scenario: In the single-deck game the standard meld counts a run, a nine of trump and a pinochle
    Given the ruleset "family-5-single-deck"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥ 9♥ Q♠ J♦ A♣"
    When the meld is counted
    # checks: family.meld.single-deck-standard
    Then the meld total is 20
    And the meld breakdown is:
      | meld          | suit | multiplicity | points |
      | run           | ♥    | 1            | 15     |
      | nine_of_trump | ♥    | 1            | 1      |
      | pinochle      | -    | 1            | 4      |

  # id: ab52ba72
  @family.meld.single-deck-standard
  Scenario: In the single-deck game four kings and four queens make a roundhouse of 24
    Given the ruleset "family-5-single-deck"
    And trump is ♦
    And the hand "K♠ Q♠ K♥ Q♥ K♦ Q♦ K♣ Q♣ J♦"
    When the meld is counted
    Then the meld total is 28
    And the meld breakdown is:
      | meld       | suit | multiplicity | points |
      | roundhouse | -    | 1            | 24     |
      | pinochle   | -    | 1            | 4      |
