@doc-003
Feature: Trickster double deck: the three automatic-failure and minimum options at their boundaries (003 "Trump in Double Deck", "House Rules Options")
  Double deck has three options, all on in trickster-double-deck: 'Marriage+ in trump' (a
  declarer without a king and queen of trump fails after meld), 'Minimum 20/200 in meld' (a
  declaring side under 200 meld fails after meld; defenders under 200 do not score their
  meld) and 'Minimum 20/200 in tricks' (a side taking under 200 in tricks scores zero). Each
  is pinned on both sides of its 200 boundary and switched off on its own while the other two
  stay on. A declaring side under the trick minimum is read as set: with its points zeroed it
  cannot exceed the bid; the last two scenarios take the other reading, a flat 0 for the
  hand (scoring.trick_minimum_declarers "zero"). When the declarers fold after meld no trick
  is played, so the trick minimum does not apply and the defenders are credited their meld,
  if it reaches 200.
  Seat 1 bids 500 and the others pass; hands of the scored hands were played out legally.

  # id: d0d15096
  @trickster.scoring.declaring-meld-minimum
  Scenario: Double deck - a declaring side with exactly 200 meld plays on
    # Seat 1 melds a royal marriage and aces around (140), seat 3 queens around (60).
    Given the ruleset "trickster-double-deck"
    And the deal:
      | seat | cards                                                                   |
      | 0    | K♠ K♠ Q♠ A♥ K♥ K♥ Q♥ Q♥ A♦ A♦ K♦ K♦ Q♦ J♦ J♦ A♣ A♣ K♣ K♣ Q♣             |
      | 1    | A♠ 10♠ 10♠ 10♠ 10♠ K♠ Q♠ A♥ 10♥ 10♥ 10♥ 10♥ J♥ J♥ A♦ 10♦ 10♦ 10♦ 10♦ A♣ |
      | 2    | K♠ Q♠ A♥ A♥ K♥ K♥ Q♥ J♥ A♦ K♦ K♦ Q♦ Q♦ J♦ J♦ A♣ K♣ K♣ Q♣ Q♣             |
      | 3    | A♠ A♠ A♠ Q♠ J♠ J♠ J♠ J♠ Q♥ J♥ Q♦ 10♣ 10♣ 10♣ 10♣ Q♣ J♣ J♣ J♣ J♣         |
    And the actions:
      | seat | action  |
      | 1    | bid 500 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♠ |
      | 1    | play A♥ |
    When the hand is played
    Then every action is accepted
    And the hand has no final score

  # id: 02191981
  @trickster.scoring.declaring-meld-minimum @trickster.scoring.fold-timing @trickster.scoring.fold-defenders
  Scenario: Double deck - a declaring side with 190 meld fails its bid after meld
    # Seat 1 melds a spade run and a second royal marriage (150 + 40); seat 3 melds nothing.
    Given the ruleset "trickster-double-deck"
    And the deal:
      | seat | cards                                                                    |
      | 0    | A♠ A♠ K♠ Q♠ A♥ K♥ K♥ Q♥ Q♥ A♦ K♦ K♦ Q♦ Q♦ J♦ J♦ K♣ K♣ Q♣ Q♣              |
      | 1    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ 10♥ 10♥ 10♥ 10♥ J♥ 10♦ 10♦ 10♦ 10♦ 10♣ 10♣ 10♣ 10♣ |
      | 2    | A♠ K♠ Q♠ A♥ K♥ K♥ Q♥ Q♥ A♦ A♦ K♦ K♦ Q♦ Q♦ J♦ J♦ K♣ K♣ Q♣ Q♣              |
      | 3    | 10♠ 10♠ 10♠ J♠ J♠ J♠ A♥ A♥ J♥ J♥ J♥ A♦ A♣ A♣ A♣ A♣ J♣ J♣ J♣ J♣           |
    And the actions:
      | seat | action  |
      | 1    | bid 500 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♠ |
    When the hand is played
    # checks: trickster.scoring.declaring-meld-minimum
    Then the bidding side was set
    And the side scores are:
      | seats   | score |
      | 1 and 3 | -500  |
      | 0 and 2 | 680   |

  # id: d9cdd86b
  @trickster.scoring.declaring-meld-minimum @trickster.scoring.fold-timing @trickster.scoring.fold-defenders
  Scenario: Double deck, read with the fold at the first card play - a declaring side with 190 meld is set at the declarer's first card
    # The same hand under the other reading of when the failure falls
    # (trickster.scoring.fold-timing): the side is set as the declarer plays his first card.
    Given the ruleset "trickster-double-deck" with scoring.fold_at set to "first_play"
    And the deal:
      | seat | cards                                                                    |
      | 0    | A♠ A♠ K♠ Q♠ A♥ K♥ K♥ Q♥ Q♥ A♦ K♦ K♦ Q♦ Q♦ J♦ J♦ K♣ K♣ Q♣ Q♣              |
      | 1    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ 10♥ 10♥ 10♥ 10♥ J♥ 10♦ 10♦ 10♦ 10♦ 10♣ 10♣ 10♣ 10♣ |
      | 2    | A♠ K♠ Q♠ A♥ K♥ K♥ Q♥ Q♥ A♦ A♦ K♦ K♦ Q♦ Q♦ J♦ J♦ K♣ K♣ Q♣ Q♣              |
      | 3    | 10♠ 10♠ 10♠ J♠ J♠ J♠ A♥ A♥ J♥ J♥ J♥ A♦ A♣ A♣ A♣ A♣ J♣ J♣ J♣ J♣           |
    And the actions:
      | seat | action   |
      | 1    | bid 500  |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♠  |
      | 1    | play 10♥ |
    When the hand is played
    # checks: trickster.scoring.fold-timing
    Then every action is accepted
    And the bidding side was set
    And the side scores are:
      | seats   | score |
      | 1 and 3 | -500  |
      | 0 and 2 | 680   |

  # id: c1da92c2
  @trickster.scoring.fold-defenders @trickster.scoring.defender-meld-minimum @trickster.scoring.trump-marriage-required @trickster.scoring.fold-timing
  Scenario: Double deck - when the declarers fold, defenders with 200 or more meld score it with no trick minimum
    # Seat 1 holds no king or queen of spades; defenders seat 0 (1560) and seat 2 (100) meld 1660.
    Given the ruleset "trickster-double-deck"
    And the deal:
      | seat | cards                                                             |
      | 0    | A♠ A♠ 10♠ 10♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥ K♥ K♥ Q♥ J♥    |
      | 1    | A♠ A♠ 10♠ 10♠ J♠ J♠ A♥ A♥ 10♥ K♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ A♣ A♣ 10♣ J♣  |
      | 2    | A♦ A♦ 10♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ J♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ Q♣ J♣ J♣     |
      | 3    | K♠ Q♠ 10♥ 10♥ Q♥ Q♥ J♥ J♥ J♥ 10♦ 10♦ J♦ J♦ J♦ 10♣ 10♣ K♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 500 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♠ |
    When the hand is played
    # checks: trickster.scoring.trump-marriage-required
    Then the bidding side was set
    # checks: trickster.scoring.fold-defenders
    And the side scores are:
      | seats   | score |
      | 1 and 3 | -500  |
      | 0 and 2 | 1660  |

  # The reading's alternative, scoring.trick_minimum_on_fold "applies": the trick minimum holds
  # on a fold as on a played hand, so the same defenders, with 1660 meld and no trick points,
  # score nothing. The declarers, now under the minimum too, are set (the reading of a
  # declaring side under it, trickster.scoring.trick-minimum-declarers).
  # id: 79c9b9b3
  @trickster.scoring.fold-defenders @trickster.scoring.defender-meld-minimum @trickster.scoring.trump-marriage-required @trickster.scoring.fold-timing @trickster.scoring.trick-minimum-declarers
  Scenario: Double deck, read with the trick minimum held on a fold - defenders with 200 or more meld score nothing
    # Seat 1 holds no king or queen of spades; defenders seat 0 (1560) and seat 2 (100) meld 1660.
    Given the ruleset "trickster-double-deck" with scoring.trick_minimum_on_fold set to "applies"
    And the deal:
      | seat | cards                                                             |
      | 0    | A♠ A♠ 10♠ 10♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥ K♥ K♥ Q♥ J♥    |
      | 1    | A♠ A♠ 10♠ 10♠ J♠ J♠ A♥ A♥ 10♥ K♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ A♣ A♣ 10♣ J♣  |
      | 2    | A♦ A♦ 10♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ J♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ Q♣ J♣ J♣     |
      | 3    | K♠ Q♠ 10♥ 10♥ Q♥ Q♥ J♥ J♥ J♥ 10♦ 10♦ J♦ J♦ J♦ 10♣ 10♣ K♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 500 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♠ |
    When the hand is played
    # checks: trickster.scoring.trump-marriage-required
    Then the bidding side was set
    # checks: trickster.scoring.fold-defenders
    And the side scores are:
      | seats   | score |
      | 1 and 3 | -500  |
      | 0 and 2 | 0     |

  # id: de5cc946
  @trickster.scoring.fold-defenders @trickster.scoring.defender-meld-minimum @trickster.scoring.trump-marriage-required @trickster.scoring.fold-timing
  Scenario: Double deck - when the declarers fold, defenders with under 200 meld score nothing
    # Seat 1 melds double aces around but holds no king or queen of spades; the defenders meld
    # only 0 + 120 (seat 2: six marriages).
    Given the ruleset "trickster-double-deck"
    And the deal:
      | seat | cards                                                               |
      | 0    | A♠ A♠ 10♠ 10♠ A♥ A♥ 10♥ 10♥ 10♦ 10♦ J♦ J♦ J♦ J♦ 10♣ 10♣ J♣ J♣ J♣ J♣ |
      | 1    | A♠ A♠ 10♠ 10♠ J♠ J♠ A♥ A♥ 10♥ 10♥ J♥ J♥ A♦ A♦ 10♦ 10♦ A♣ A♣ 10♣ 10♣ |
      | 2    | J♠ J♠ J♥ J♥ A♦ A♦ K♦ K♦ Q♦ Q♦ A♣ A♣ K♣ K♣ K♣ K♣ Q♣ Q♣ Q♣ Q♣         |
      | 3    | K♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ Q♠ K♥ K♥ K♥ K♥ Q♥ Q♥ Q♥ Q♥ K♦ K♦ Q♦ Q♦         |
    And the actions:
      | seat | action  |
      | 1    | bid 500 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♠ |
    When the hand is played
    # checks: trickster.scoring.trump-marriage-required
    Then the bidding side was set
    # checks: trickster.scoring.defender-meld-minimum
    And the side scores are:
      | seats   | score |
      | 1 and 3 | -500  |
      | 0 and 2 | 0     |

  # id: a5fe59c1
  @trickster.scoring.trump-marriage-required
  Scenario: Double deck with only 'Marriage+ in trump' off - a declarer without a trump marriage plays on
    # Seat 1 melds 1040 without a king or queen of spades; the meld and trick minimums stay on.
    Given the ruleset "trickster-double-deck" with meld.minimums.declarer_trump_marriage set to false
    And the deal:
      | seat | cards                                                             |
      | 0    | A♠ A♠ 10♠ 10♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥ K♥ K♥ Q♥ J♥    |
      | 1    | A♠ A♠ 10♠ 10♠ J♠ J♠ A♥ A♥ 10♥ K♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ A♣ A♣ 10♣ J♣  |
      | 2    | A♦ A♦ 10♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ J♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ Q♣ J♣ J♣     |
      | 3    | K♠ Q♠ 10♥ 10♥ Q♥ Q♥ J♥ J♥ J♥ 10♦ 10♦ J♦ J♦ J♦ 10♣ 10♣ K♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 500 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♠ |
      | 1    | play A♥ |
    When the hand is played
    Then every action is accepted
    And the hand has no final score

  # id: 79efaeaf
  @trickster.scoring.declaring-meld-minimum
  Scenario: Double deck with only 'Minimum 20/200 in meld' off - a declaring side with 80 meld plays on
    # Seat 1 melds a royal marriage and a pinochle (80), seat 3 nothing; the trump marriage rule stays on.
    Given the ruleset "trickster-double-deck" with meld.minimums set to {"declarer_trump_marriage": true, "declaring_side": null, "defenders": null}
    And the deal:
      | seat | cards                                                             |
      | 0    | A♠ A♠ A♠ A♠ 10♠ 10♠ 10♠ 10♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ K♥ K♥ K♥ K♥   |
      | 1    | K♠ Q♠ A♥ A♥ A♥ A♥ 10♥ 10♥ 10♥ 10♥ J♥ J♥ J♥ J♥ A♦ A♦ 10♦ 10♦ J♦ J♦ |
      | 2    | Q♥ Q♥ Q♥ Q♥ K♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ Q♦ K♣ K♣ K♣ K♣ Q♣ Q♣ Q♣ Q♣       |
      | 3    | J♠ J♠ A♦ A♦ 10♦ 10♦ J♦ J♦ A♣ A♣ A♣ A♣ 10♣ 10♣ 10♣ 10♣ J♣ J♣ J♣ J♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 500 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♠ |
      | 1    | play A♥ |
    When the hand is played
    Then every action is accepted
    And the hand has no final score

  # id: a1083c55
  @trickster.scoring.fold-defenders @trickster.scoring.defender-meld-minimum @trickster.scoring.trump-marriage-required @trickster.scoring.fold-timing
  Scenario: Double deck with only 'Minimum 20/200 in meld' off - declarers without a trump marriage still fold and defenders score 120 meld
    # The fold of seat 1 without a king or queen of spades; the defenders meld 0 + 120.
    Given the ruleset "trickster-double-deck" with meld.minimums set to {"declarer_trump_marriage": true, "declaring_side": null, "defenders": null}
    And the deal:
      | seat | cards                                                               |
      | 0    | A♠ A♠ 10♠ 10♠ A♥ A♥ 10♥ 10♥ 10♦ 10♦ J♦ J♦ J♦ J♦ 10♣ 10♣ J♣ J♣ J♣ J♣ |
      | 1    | A♠ A♠ 10♠ 10♠ J♠ J♠ A♥ A♥ 10♥ 10♥ J♥ J♥ A♦ A♦ 10♦ 10♦ A♣ A♣ 10♣ 10♣ |
      | 2    | J♠ J♠ J♥ J♥ A♦ A♦ K♦ K♦ Q♦ Q♦ A♣ A♣ K♣ K♣ K♣ K♣ Q♣ Q♣ Q♣ Q♣         |
      | 3    | K♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ Q♠ K♥ K♥ K♥ K♥ Q♥ Q♥ Q♥ Q♥ K♦ K♦ Q♦ Q♦         |
    And the actions:
      | seat | action  |
      | 1    | bid 500 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♠ |
    When the hand is played
    # checks: trickster.scoring.trump-marriage-required
    Then the bidding side was set
    # checks: trickster.scoring.defender-meld-minimum
    And the side scores are:
      | seats   | score |
      | 1 and 3 | -500  |
      | 0 and 2 | 120   |

  # id: 0f5fdd96
  @trickster.scoring.defender-meld-minimum @trickster.play.identical-first-wins
  Scenario: Double deck with only 'Minimum 20/200 in meld' off - defenders with 190 meld score it
    # Seats 0 and 2 meld 170 + 20 and take 280 in tricks.
    Given the ruleset "trickster-double-deck" with meld.minimums set to {"declarer_trump_marriage": true, "declaring_side": null, "defenders": null}
    And seat 1 won the bid at 500 with trump ♥
    And the meld hands:
      | seat | cards                                                             |
      | 0    | J♠ J♠ A♥ 10♥ K♥ Q♥ J♥ J♥ A♦ 10♦ 10♦ K♦ K♦ Q♦ J♦ J♦ 10♣ 10♣ K♣ K♣  |
      | 1    | A♠ Q♠ Q♠ Q♠ J♠ 10♥ K♥ K♥ Q♥ J♥ J♥ A♦ 10♦ K♦ Q♦ J♦ A♣ A♣ Q♣ J♣     |
      | 2    | A♠ 10♠ 10♠ 10♠ K♠ K♠ J♠ A♥ A♥ 10♥ 10♥ Q♥ Q♦ A♣ A♣ 10♣ K♣ Q♣ J♣ J♣ |
      | 3    | A♠ A♠ 10♠ K♠ K♠ Q♠ A♥ K♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ J♦ 10♣ K♣ Q♣ Q♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♣    | A♣     | Q♣     | Q♣     |
      | 1      | A♦     | K♦     | Q♦     | 10♦    |
      | 0      | A♥     | J♥     | Q♥     | Q♥     |
      | 0      | 10♣    | A♣     | K♣     | Q♣     |
      | 1      | K♣     | Q♣     | A♣     | J♣     |
      | 2      | J♠     | A♠     | A♠     | 10♠    |
      | 2      | J♠     | Q♠     | K♠     | A♠     |
      | 3      | K♣     | J♣     | A♣     | 10♣    |
      | 2      | 10♥    | 10♥    | A♥     | A♥     |
      | 2      | K♥     | Q♠     | J♠     | Q♠     |
      | 0      | J♦     | 10♦    | 10♥    | Q♦     |
      | 2      | Q♥     | Q♠     | 10♠    | A♠     |
      | 0      | J♦     | A♦     | 10♥    | J♦     |
      | 2      | J♥     | J♠     | 10♠    | K♠     |
      | 0      | J♥     | K♥     | A♥     | K♥     |
      | 2      | 10♦    | K♥     | J♣     | K♣     |
      | 1      | K♦     | Q♦     | 10♣    | A♦     |
      | 3      | 10♦    | J♦     | J♣     | A♦     |
      | 3      | Q♦     | Q♥     | K♠     | K♦     |
      | 1      | K♦     | J♥     | 10♠    | K♠     |
    When the hand is scored
    # checks: trickster.scoring.defender-meld-minimum
    Then the bidding side made the bid
    And the side scores are:
      | seats   | trick points | score |
      | 1 and 3 | 210          | 690   |
      | 0 and 2 | 280          | 470   |

  # id: 85556ccc
  @trickster.scoring.trick-minimum @trickster.scoring.defender-meld-minimum @trickster.play.identical-first-wins
  Scenario: Double deck with only 'Minimum 20/200 in tricks' off - defenders under both minimums score only their 190 in tricks
    # Seats 0 and 2 meld 100 + 60, under the meld minimum that stays on, and take 190 in tricks.
    Given the ruleset "trickster-double-deck" with scoring.trick_minimum set to null
    And seat 1 won the bid at 500 with trump ♦
    And the meld hands:
      | seat | cards                                                            |
      | 0    | A♠ 10♠ 10♠ K♠ K♠ Q♠ 10♥ Q♥ J♥ 10♦ K♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ K♣ J♣ |
      | 1    | A♠ A♠ 10♠ Q♠ Q♠ J♠ A♥ 10♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣ J♣ |
      | 2    | 10♠ J♠ J♠ A♥ 10♥ K♥ K♥ Q♥ A♦ 10♦ 10♦ K♦ K♦ Q♦ A♣ A♣ 10♣ Q♣ J♣ J♣ |
      | 3    | A♠ K♠ K♠ Q♠ J♠ A♥ A♥ 10♥ K♥ K♥ Q♥ J♥ J♥ J♥ A♦ J♦ A♣ K♣ Q♣ Q♣     |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♠     | 10♠    | 10♠    | A♠     |
      | 3      | K♠     | A♠     | J♠     | J♠     |
      | 1      | J♦     | Q♦     | A♦     | A♦     |
      | 2      | 10♣    | J♣     | Q♣     | K♣     |
      | 0      | Q♦     | 10♦    | 10♦    | J♦     |
      | 1      | Q♥     | Q♥     | 10♥    | A♥     |
      | 3      | 10♥    | A♥     | A♥     | J♥     |
      | 1      | J♥     | 10♥    | K♥     | A♥     |
      | 3      | K♦     | A♦     | K♥     | 10♥    |
      | 1      | J♣     | K♣     | 10♣    | A♣     |
      | 3      | Q♦     | K♦     | Q♥     | K♥     |
      | 1      | A♣     | Q♣     | A♣     | Q♣     |
      | 2      | 10♦    | A♦     | Q♦     | K♥     |
      | 1      | J♦     | J♦     | K♦     | Q♥     |
      | 2      | K♣     | 10♣    | A♣     | Q♣     |
      | 2      | Q♠     | J♠     | K♦     | Q♠     |
      | 2      | K♣     | 10♣    | J♣     | J♥     |
      | 1      | 10♠    | Q♠     | J♠     | K♠     |
      | 0      | A♠     | A♠     | 10♦    | K♠     |
      | 2      | 10♠    | Q♠     | J♣     | J♥     |
    When the hand is scored
    # checks: trickster.scoring.trick-minimum
    Then the bidding side made the bid
    And the side scores are:
      | seats   | trick points | score |
      | 1 and 3 | 300          | 770   |
      | 0 and 2 | 190          | 190   |

  # id: 53be9023
  @trickster.scoring.trick-minimum-declarers
  Scenario: Double deck with only 'Minimum 20/200 in tricks' off - declarers taking 190 make the bid on meld
    # Seats 1 and 3 meld 200 + 120 and take 190 in tricks: 510 against a bid of 500.
    Given the ruleset "trickster-double-deck" with scoring.trick_minimum set to null
    And seat 1 won the bid at 500 with trump ♠
    And the meld hands:
      | seat | cards                                                            |
      | 0    | 10♠ 10♠ Q♠ J♠ A♥ 10♥ 10♥ K♥ K♥ J♥ J♥ A♦ A♦ K♦ Q♦ A♣ 10♣ K♣ Q♣ J♣ |
      | 1    | A♠ A♠ 10♠ K♠ K♠ K♠ Q♠ A♥ 10♥ 10♥ K♥ K♦ K♦ Q♦ J♦ J♦ 10♣ K♣ Q♣ J♣  |
      | 2    | A♠ 10♠ K♠ Q♠ J♠ A♥ K♥ Q♥ Q♥ Q♥ A♦ A♦ 10♦ 10♦ 10♦ Q♦ J♦ J♦ A♣ 10♣ |
      | 3    | A♠ Q♠ J♠ J♠ A♥ Q♥ J♥ J♥ 10♦ K♦ Q♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | A♦     | Q♦     | 10♦    | 10♦    |
      | 0      | Q♣     | 10♣    | A♣     | Q♣     |
      | 2      | J♠     | K♠     | J♠     | A♠     |
      | 3      | 10♣    | J♣     | 10♣    | Q♣     |
      | 0      | J♥     | A♥     | Q♥     | A♥     |
      | 1      | 10♠    | 10♠    | A♠     | J♠     |
      | 2      | A♥     | 10♥    | Q♥     | J♥     |
      | 0      | K♥     | 10♥    | A♥     | Q♥     |
      | 2      | Q♦     | K♦     | A♦     | K♦     |
      | 2      | A♦     | J♦     | Q♦     | Q♦     |
      | 0      | 10♥    | K♥     | K♥     | J♥     |
      | 0      | K♣     | Q♣     | K♠     | J♣     |
      | 2      | Q♠     | A♠     | 10♠    | J♠     |
      | 1      | 10♠    | A♠     | Q♠     | Q♠     |
      | 1      | K♥     | K♠     | J♦     | J♣     |
      | 1      | K♦     | J♦     | 10♦    | K♣     |
      | 2      | J♥     | K♦     | 10♦    | K♣     |
      | 2      | 10♥    | K♠     | J♦     | A♣     |
      | 1      | A♣     | Q♠     | Q♥     | A♣     |
      | 1      | J♣     | K♣     | A♦     | 10♣    |
    When the hand is scored
    Then the bidding side made the bid
    And the side scores are:
      | seats   | trick points | score |
      | 1 and 3 | 190          | 510   |
      | 0 and 2 | 300          | 650   |

  # id: 835d354f
  @trickster.scoring.trick-minimum @trickster.scoring.trick-minimum-declarers
  Scenario: Double deck - declarers taking 190 in tricks are set though meld and tricks pass the bid
    # Seats 1 and 3 meld 200 + 120 and take 190 in tricks: 510 against a bid of 500.
    Given the ruleset "trickster-double-deck"
    And seat 1 won the bid at 500 with trump ♠
    And the meld hands:
      | seat | cards                                                            |
      | 0    | 10♠ 10♠ Q♠ J♠ A♥ 10♥ 10♥ K♥ K♥ J♥ J♥ A♦ A♦ K♦ Q♦ A♣ 10♣ K♣ Q♣ J♣ |
      | 1    | A♠ A♠ 10♠ K♠ K♠ K♠ Q♠ A♥ 10♥ 10♥ K♥ K♦ K♦ Q♦ J♦ J♦ 10♣ K♣ Q♣ J♣  |
      | 2    | A♠ 10♠ K♠ Q♠ J♠ A♥ K♥ Q♥ Q♥ Q♥ A♦ A♦ 10♦ 10♦ 10♦ Q♦ J♦ J♦ A♣ 10♣ |
      | 3    | A♠ Q♠ J♠ J♠ A♥ Q♥ J♥ J♥ 10♦ K♦ Q♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | A♦     | Q♦     | 10♦    | 10♦    |
      | 0      | Q♣     | 10♣    | A♣     | Q♣     |
      | 2      | J♠     | K♠     | J♠     | A♠     |
      | 3      | 10♣    | J♣     | 10♣    | Q♣     |
      | 0      | J♥     | A♥     | Q♥     | A♥     |
      | 1      | 10♠    | 10♠    | A♠     | J♠     |
      | 2      | A♥     | 10♥    | Q♥     | J♥     |
      | 0      | K♥     | 10♥    | A♥     | Q♥     |
      | 2      | Q♦     | K♦     | A♦     | K♦     |
      | 2      | A♦     | J♦     | Q♦     | Q♦     |
      | 0      | 10♥    | K♥     | K♥     | J♥     |
      | 0      | K♣     | Q♣     | K♠     | J♣     |
      | 2      | Q♠     | A♠     | 10♠    | J♠     |
      | 1      | 10♠    | A♠     | Q♠     | Q♠     |
      | 1      | K♥     | K♠     | J♦     | J♣     |
      | 1      | K♦     | J♦     | 10♦    | K♣     |
      | 2      | J♥     | K♦     | 10♦    | K♣     |
      | 2      | 10♥    | K♠     | J♦     | A♣     |
      | 1      | A♣     | Q♠     | Q♥     | A♣     |
      | 1      | J♣     | K♣     | A♦     | 10♣    |
    When the hand is scored
    # checks: trickster.scoring.trick-minimum-declarers
    Then the bidding side was set
    And the side scores are:
      | seats   | trick points | score |
      | 1 and 3 | 190          | -500  |
      | 0 and 2 | 300          | 650   |

  # id: 89d5887d
  @trickster.scoring.trick-minimum @trickster.scoring.trick-minimum-declarers @trickster.play.identical-first-wins
  Scenario: Double deck - declarers taking exactly 200 in tricks make their bid
    # Seats 1 and 3 meld 140 + 200 and take exactly 200 in tricks: 540 against 500.
    Given the ruleset "trickster-double-deck"
    And seat 1 won the bid at 500 with trump ♠
    And the meld hands:
      | seat | cards                                                             |
      | 0    | A♠ 10♠ 10♠ Q♠ J♠ J♠ A♥ 10♥ 10♥ K♥ Q♥ J♥ K♦ K♦ K♦ Q♦ 10♣ K♣ Q♣ J♣  |
      | 1    | A♠ K♠ Q♠ J♠ 10♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ 10♦ 10♦ J♦ 10♣ 10♣ K♣ Q♣ J♣ J♣ |
      | 2    | A♠ K♠ Q♠ J♠ A♥ A♥ 10♥ K♥ J♥ J♥ A♦ 10♦ K♦ Q♦ J♦ A♣ A♣ A♣ Q♣ Q♣     |
      | 3    | A♠ 10♠ 10♠ K♠ K♠ Q♠ A♥ K♥ K♥ Q♥ A♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ K♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♠    | J♠     | A♠     | A♠     |
      | 2      | A♥     | J♥     | A♥     | A♥     |
      | 2      | 10♠    | A♠     | J♠     | Q♠     |
      | 1      | A♠     | Q♠     | K♠     | 10♠    |
      | 0      | Q♥     | 10♥    | A♥     | Q♥     |
      | 2      | 10♥    | Q♥     | J♥     | K♥     |
      | 0      | K♥     | Q♥     | 10♥    | K♥     |
      | 2      | J♣     | J♣     | Q♣     | 10♣    |
      | 3      | J♠     | K♠     | Q♠     | K♠     |
      | 3      | Q♣     | J♣     | Q♣     | A♣     |
      | 3      | 10♣    | K♣     | A♣     | J♣     |
      | 2      | K♦     | J♦     | 10♦    | A♦     |
      | 3      | J♠     | Q♣     | J♥     | 10♠    |
      | 3      | Q♠     | 10♦    | K♥     | K♠     |
      | 3      | K♦     | 10♦    | A♦     | Q♦     |
      | 2      | K♦     | A♦     | Q♦     | Q♦     |
      | 1      | Q♦     | A♦     | J♦     | J♦     |
      | 1      | K♣     | 10♣    | A♣     | K♣     |
      | 2      | J♥     | 10♣    | A♣     | K♣     |
      | 2      | 10♥    | 10♦    | K♦     | J♦     |
    When the hand is scored
    # checks: trickster.scoring.trick-minimum
    Then the bidding side made the bid
    And the side scores are:
      | seats   | trick points | score |
      | 1 and 3 | 200          | 540   |
      | 0 and 2 | 290          | 610   |

  # id: caf177ab
  @trickster.scoring.trick-minimum @trickster.play.identical-first-wins
  Scenario: Double deck - defenders taking exactly 200 in tricks score their meld and tricks
    # Seats 0 and 2 meld 160 + 240 and take exactly 200 in tricks.
    Given the ruleset "trickster-double-deck"
    And seat 1 won the bid at 500 with trump ♥
    And the meld hands:
      | seat | cards                                                             |
      | 0    | 10♠ 10♠ K♠ K♠ A♥ K♥ Q♥ J♥ J♥ 10♦ K♦ Q♦ Q♦ J♦ 10♣ 10♣ 10♣ K♣ Q♣ J♣ |
      | 1    | A♠ Q♠ Q♠ 10♥ 10♥ K♥ Q♥ A♦ A♦ A♦ 10♦ 10♦ Q♦ J♦ J♦ A♣ A♣ K♣ Q♣ J♣   |
      | 2    | A♠ A♠ 10♠ K♠ Q♠ Q♠ J♠ A♥ K♥ K♥ Q♥ 10♦ K♦ K♦ K♦ Q♦ A♣ K♣ Q♣ Q♣     |
      | 3    | A♠ 10♠ K♠ J♠ J♠ J♠ A♥ A♥ 10♥ 10♥ Q♥ J♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣ J♣   |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | Q♦     | J♦     | 10♦    | A♦     |
      | 3      | K♠     | A♠     | Q♠     | 10♠    |
      | 1      | K♠     | Q♠     | A♠     | A♠     |
      | 2      | Q♣     | A♣     | A♣     | 10♣    |
      | 2      | A♥     | Q♥     | Q♥     | 10♥    |
      | 0      | J♥     | K♥     | A♥     | 10♥    |
      | 2      | 10♦    | A♦     | K♦     | J♦     |
      | 1      | K♦     | Q♦     | K♦     | J♥     |
      | 3      | 10♣    | A♣     | Q♣     | K♣     |
      | 1      | Q♦     | J♦     | Q♦     | Q♥     |
      | 3      | K♣     | K♣     | Q♣     | J♣     |
      | 0      | K♥     | 10♥    | K♥     | A♥     |
      | 3      | 10♠    | Q♠     | A♠     | J♠     |
      | 2      | 10♠    | 10♥    | Q♠     | K♠     |
      | 1      | J♣     | Q♣     | K♣     | A♣     |
      | 3      | 10♣    | J♣     | K♥     | J♣     |
      | 2      | Q♥     | A♦     | J♠     | J♠     |
      | 0      | 10♣    | 10♦    | 10♠    | A♥     |
      | 3      | J♥     | A♦     | K♠     | J♠     |
      | 0      | J♦     | 10♦    | K♦     | J♥     |
    When the hand is scored
    # checks: trickster.scoring.trick-minimum
    Then the bidding side made the bid
    And the side scores are:
      | seats   | trick points | score |
      | 1 and 3 | 290          | 850   |
      | 0 and 2 | 200          | 600   |

  # id: f5a2f886
  @trickster.scoring.defender-meld-minimum @trickster.play.identical-first-wins
  Scenario: Double deck - defenders with exactly 200 meld score it
    # Seats 0 and 2 meld 40 + 160 and take 260 in tricks.
    Given the ruleset "trickster-double-deck"
    And seat 1 won the bid at 500 with trump ♦
    And the meld hands:
      | seat | cards                                                             |
      | 0    | 10♠ 10♠ Q♠ A♥ 10♥ Q♥ J♥ A♦ A♦ 10♦ K♦ J♦ J♦ J♦ A♣ 10♣ K♣ J♣ J♣ J♣  |
      | 1    | A♠ A♠ K♠ K♠ K♠ J♠ 10♥ K♥ J♥ A♦ K♦ Q♦ J♦ 10♣ 10♣ K♣ K♣ Q♣ Q♣ J♣    |
      | 2    | A♠ A♠ K♠ Q♠ J♠ A♥ A♥ A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ 10♦ K♦ Q♦ A♣ A♣ Q♣     |
      | 3    | 10♠ 10♠ Q♠ Q♠ J♠ J♠ 10♥ K♥ Q♥ J♥ A♦ 10♦ 10♦ K♦ Q♦ Q♦ A♣ 10♣ K♣ Q♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | Q♠     | K♠     | A♠     | J♠     |
      | 2      | A♥     | 10♥    | Q♥     | 10♥    |
      | 0      | Q♥     | K♥     | 10♥    | Q♥     |
      | 2      | 10♠    | A♠     | J♠     | Q♠     |
      | 1      | A♦     | A♦     | K♦     | Q♦     |
      | 1      | 10♠    | K♠     | A♠     | Q♠     |
      | 2      | 10♥    | J♥     | Q♥     | K♥     |
      | 0      | K♣     | 10♣    | A♣     | A♣     |
      | 2      | J♥     | J♦     | A♥     | J♥     |
      | 1      | A♦     | K♠     | K♠     | 10♠    |
      | 0      | J♣     | Q♣     | A♣     | 10♣    |
      | 2      | 10♦    | K♦     | 10♦    | A♦     |
      | 3      | A♣     | 10♣    | Q♣     | Q♣     |
      | 0      | J♣     | K♣     | Q♦     | K♣     |
      | 2      | K♦     | Q♦     | J♥     | K♦     |
      | 3      | J♦     | A♠     | K♥     | 10♦    |
      | 3      | J♦     | J♠     | Q♠     | J♠     |
      | 0      | J♦     | K♣     | A♥     | Q♦     |
      | 3      | J♣     | Q♣     | K♥     | 10♠    |
      | 3      | 10♣    | J♣     | A♥     | 10♦    |
    When the hand is scored
    # checks: trickster.scoring.defender-meld-minimum
    Then the bidding side made the bid
    And the side scores are:
      | seats   | trick points | score |
      | 1 and 3 | 230          | 570   |
      | 0 and 2 | 260          | 460   |

  # id: c72cd65c
  @trickster.scoring.defender-meld-minimum @trickster.play.identical-first-wins
  Scenario: Double deck - defenders with 190 meld score only their tricks
    # Seats 0 and 2 meld 170 + 20 and take 280 in tricks.
    Given the ruleset "trickster-double-deck"
    And seat 1 won the bid at 500 with trump ♥
    And the meld hands:
      | seat | cards                                                             |
      | 0    | J♠ J♠ A♥ 10♥ K♥ Q♥ J♥ J♥ A♦ 10♦ 10♦ K♦ K♦ Q♦ J♦ J♦ 10♣ 10♣ K♣ K♣  |
      | 1    | A♠ Q♠ Q♠ Q♠ J♠ 10♥ K♥ K♥ Q♥ J♥ J♥ A♦ 10♦ K♦ Q♦ J♦ A♣ A♣ Q♣ J♣     |
      | 2    | A♠ 10♠ 10♠ 10♠ K♠ K♠ J♠ A♥ A♥ 10♥ 10♥ Q♥ Q♦ A♣ A♣ 10♣ K♣ Q♣ J♣ J♣ |
      | 3    | A♠ A♠ 10♠ K♠ K♠ Q♠ A♥ K♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ J♦ 10♣ K♣ Q♣ Q♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♣    | A♣     | Q♣     | Q♣     |
      | 1      | A♦     | K♦     | Q♦     | 10♦    |
      | 0      | A♥     | J♥     | Q♥     | Q♥     |
      | 0      | 10♣    | A♣     | K♣     | Q♣     |
      | 1      | K♣     | Q♣     | A♣     | J♣     |
      | 2      | J♠     | A♠     | A♠     | 10♠    |
      | 2      | J♠     | Q♠     | K♠     | A♠     |
      | 3      | K♣     | J♣     | A♣     | 10♣    |
      | 2      | 10♥    | 10♥    | A♥     | A♥     |
      | 2      | K♥     | Q♠     | J♠     | Q♠     |
      | 0      | J♦     | 10♦    | 10♥    | Q♦     |
      | 2      | Q♥     | Q♠     | 10♠    | A♠     |
      | 0      | J♦     | A♦     | 10♥    | J♦     |
      | 2      | J♥     | J♠     | 10♠    | K♠     |
      | 0      | J♥     | K♥     | A♥     | K♥     |
      | 2      | 10♦    | K♥     | J♣     | K♣     |
      | 1      | K♦     | Q♦     | 10♣    | A♦     |
      | 3      | 10♦    | J♦     | J♣     | A♦     |
      | 3      | Q♦     | Q♥     | K♠     | K♦     |
      | 1      | K♦     | J♥     | 10♠    | K♠     |
    When the hand is scored
    # checks: trickster.scoring.defender-meld-minimum
    Then the bidding side made the bid
    And the side scores are:
      | seats   | trick points | score |
      | 1 and 3 | 210          | 690   |
      | 0 and 2 | 280          | 280   |

  # 003 House Rules Options, 'Minimum 20/200 in tricks', read the other way: a declaring side
  # under the trick minimum gets a flat 0 for the hand rather than going back the bid. The
  # deal and play of the 190 scenario above: seats 1 and 3 meld 200 + 120 and take 190 in
  # tricks, 510 that would pass the bid of 500, and score 0; the defenders score 350 + 300.
  # id: 60c405b3
  @trickster.scoring.trick-minimum @trickster.scoring.trick-minimum-declarers
  Scenario: Read as a flat zero, declarers taking 190 in tricks score 0 though meld and tricks pass the bid
    Given the ruleset "trickster-double-deck" with scoring.trick_minimum_declarers set to "zero"
    And seat 1 won the bid at 500 with trump ♠
    And the meld hands:
      | seat | cards                                                            |
      | 0    | 10♠ 10♠ Q♠ J♠ A♥ 10♥ 10♥ K♥ K♥ J♥ J♥ A♦ A♦ K♦ Q♦ A♣ 10♣ K♣ Q♣ J♣ |
      | 1    | A♠ A♠ 10♠ K♠ K♠ K♠ Q♠ A♥ 10♥ 10♥ K♥ K♦ K♦ Q♦ J♦ J♦ 10♣ K♣ Q♣ J♣  |
      | 2    | A♠ 10♠ K♠ Q♠ J♠ A♥ K♥ Q♥ Q♥ Q♥ A♦ A♦ 10♦ 10♦ 10♦ Q♦ J♦ J♦ A♣ 10♣ |
      | 3    | A♠ Q♠ J♠ J♠ A♥ Q♥ J♥ J♥ 10♦ K♦ Q♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | A♦     | Q♦     | 10♦    | 10♦    |
      | 0      | Q♣     | 10♣    | A♣     | Q♣     |
      | 2      | J♠     | K♠     | J♠     | A♠     |
      | 3      | 10♣    | J♣     | 10♣    | Q♣     |
      | 0      | J♥     | A♥     | Q♥     | A♥     |
      | 1      | 10♠    | 10♠    | A♠     | J♠     |
      | 2      | A♥     | 10♥    | Q♥     | J♥     |
      | 0      | K♥     | 10♥    | A♥     | Q♥     |
      | 2      | Q♦     | K♦     | A♦     | K♦     |
      | 2      | A♦     | J♦     | Q♦     | Q♦     |
      | 0      | 10♥    | K♥     | K♥     | J♥     |
      | 0      | K♣     | Q♣     | K♠     | J♣     |
      | 2      | Q♠     | A♠     | 10♠    | J♠     |
      | 1      | 10♠    | A♠     | Q♠     | Q♠     |
      | 1      | K♥     | K♠     | J♦     | J♣     |
      | 1      | K♦     | J♦     | 10♦    | K♣     |
      | 2      | J♥     | K♦     | 10♦    | K♣     |
      | 2      | 10♥    | K♠     | J♦     | A♣     |
      | 1      | A♣     | Q♠     | Q♥     | A♣     |
      | 1      | J♣     | K♣     | A♦     | 10♣    |
    When the hand is scored
    # checks: trickster.scoring.trick-minimum-declarers
    Then the side scores are:
      | seats   | trick points | score |
      | 1 and 3 | 190          | 0     |
      | 0 and 2 | 300          | 650   |

  # The same other reading at the boundary: the deal and play of the exactly-200 scenario
  # above. Seats 1 and 3 meld 140 + 200 and take exactly 200 in tricks, so the minimum is met
  # and they score 540, making the bid of 500 as under the suite's reading.
  # id: bdbaf273
  @trickster.scoring.trick-minimum @trickster.scoring.trick-minimum-declarers @trickster.play.identical-first-wins
  Scenario: Read as a flat zero, declarers taking exactly 200 in tricks make their bid
    Given the ruleset "trickster-double-deck" with scoring.trick_minimum_declarers set to "zero"
    And seat 1 won the bid at 500 with trump ♠
    And the meld hands:
      | seat | cards                                                             |
      | 0    | A♠ 10♠ 10♠ Q♠ J♠ J♠ A♥ 10♥ 10♥ K♥ Q♥ J♥ K♦ K♦ K♦ Q♦ 10♣ K♣ Q♣ J♣  |
      | 1    | A♠ K♠ Q♠ J♠ 10♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ 10♦ 10♦ J♦ 10♣ 10♣ K♣ Q♣ J♣ J♣ |
      | 2    | A♠ K♠ Q♠ J♠ A♥ A♥ 10♥ K♥ J♥ J♥ A♦ 10♦ K♦ Q♦ J♦ A♣ A♣ A♣ Q♣ Q♣     |
      | 3    | A♠ 10♠ 10♠ K♠ K♠ Q♠ A♥ K♥ K♥ Q♥ A♦ Q♦ Q♦ J♦ J♦ A♣ 10♣ K♣ K♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♠    | J♠     | A♠     | A♠     |
      | 2      | A♥     | J♥     | A♥     | A♥     |
      | 2      | 10♠    | A♠     | J♠     | Q♠     |
      | 1      | A♠     | Q♠     | K♠     | 10♠    |
      | 0      | Q♥     | 10♥    | A♥     | Q♥     |
      | 2      | 10♥    | Q♥     | J♥     | K♥     |
      | 0      | K♥     | Q♥     | 10♥    | K♥     |
      | 2      | J♣     | J♣     | Q♣     | 10♣    |
      | 3      | J♠     | K♠     | Q♠     | K♠     |
      | 3      | Q♣     | J♣     | Q♣     | A♣     |
      | 3      | 10♣    | K♣     | A♣     | J♣     |
      | 2      | K♦     | J♦     | 10♦    | A♦     |
      | 3      | J♠     | Q♣     | J♥     | 10♠    |
      | 3      | Q♠     | 10♦    | K♥     | K♠     |
      | 3      | K♦     | 10♦    | A♦     | Q♦     |
      | 2      | K♦     | A♦     | Q♦     | Q♦     |
      | 1      | Q♦     | A♦     | J♦     | J♦     |
      | 1      | K♣     | 10♣    | A♣     | K♣     |
      | 2      | J♥     | 10♣    | A♣     | K♣     |
      | 2      | 10♥    | 10♦    | K♦     | J♦     |
    When the hand is scored
    # checks: trickster.scoring.trick-minimum
    Then the bidding side made the bid
    And the side scores are:
      | seats   | trick points | score |
      | 1 and 3 | 200          | 540   |
      | 0 and 2 | 290          | 610   |
