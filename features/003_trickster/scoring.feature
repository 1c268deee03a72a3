@doc-003
Feature: Trickster hand scoring (003 "Card Values", "Scoring", "Trump in Double Deck", "House Rules Options")
  Counters under each counter option and in Modern scoring, the last-trick bonus, when the
  declaring side makes its bid, what the defenders score, and the double-deck minimums.

  # One 12-trick hand scored under each counter option. Seat 1 won the bid with diamonds
  # trump; partners are seats 1 and 3 against 0 and 2. Meld: seat 1 kings around 80, heart
  # and club marriages 40, royal marriage 40 (160); seat 3 a nine of trump (10); seat 0 two
  # marriages (40); seat 2 a nine of trump (10). Seats 1 and 3 take seven tricks, the last
  # one included; seats 0 and 2 take five.

  # id: 33cd2d85
  @trickster.scoring.counters-atk @trickster.scoring.last-trick @trickster.scoring.made-scores-all @trickster.scoring.defenders-always-score @trickster.deal.partners-opposite
  Scenario: Counters A 10 K - ace, ten and king 10 each, 10 for the last trick, 250 in all
    Given the ruleset "trickster-classic"
    And seat 1 won the bid at 150 with trump ♦
    And the meld hands:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♥    | J♥     | A♥     | Q♥     |
      | 2      | Q♠     | A♠     | J♠     | A♠     |
      | 3      | K♣     | Q♦     | 9♦     | 10♦    |
      | 3      | A♥     | Q♥     | K♥     | 9♥     |
      | 0      | J♣     | Q♣     | 10♣    | K♦     |
      | 3      | J♠     | K♦     | Q♦     | A♦     |
      | 3      | 9♠     | J♦     | 10♦    | 9♦     |
      | 2      | 10♣    | K♣     | A♣     | J♦     |
      | 3      | 9♣     | K♠     | 9♠     | A♦     |
      | 3      | A♣     | K♥     | 10♥    | J♥     |
      | 2      | Q♣     | 9♣     | J♣     | 10♠    |
      | 0      | K♠     | 10♠    | Q♠     | 9♥     |
    When the hand is scored
    # checks: trickster.scoring.counters-atk
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 170  | 160          | 330   |
      | 0 and 2 | 50   | 90           | 140   |
    # checks: trickster.deal.partners-opposite
    And the seat scores are:
      | seat | score |
      | 0    | 140   |
      | 1    | 330   |
      | 2    | 140   |
      | 3    | 330   |

  # id: 5cbfd0ac
  @trickster.scoring.counters-atkq @trickster.scoring.last-trick
  Scenario: Counters A 10 K Q - kings and queens 5 each; the same hand still holds 250
    Given the ruleset "trickster-classic-counters-atkq"
    And seat 1 won the bid at 150 with trump ♦
    And the meld hands:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♥    | J♥     | A♥     | Q♥     |
      | 2      | Q♠     | A♠     | J♠     | A♠     |
      | 3      | K♣     | Q♦     | 9♦     | 10♦    |
      | 3      | A♥     | Q♥     | K♥     | 9♥     |
      | 0      | J♣     | Q♣     | 10♣    | K♦     |
      | 3      | J♠     | K♦     | Q♦     | A♦     |
      | 3      | 9♠     | J♦     | 10♦    | 9♦     |
      | 2      | 10♣    | K♣     | A♣     | J♦     |
      | 3      | 9♣     | K♠     | 9♠     | A♦     |
      | 3      | A♣     | K♥     | 10♥    | J♥     |
      | 2      | Q♣     | 9♣     | J♣     | 10♠    |
      | 0      | K♠     | 10♠    | Q♠     | 9♥     |
    When the hand is scored
    # checks: trickster.scoring.counters-atkq
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 170  | 155          | 325   |
      | 0 and 2 | 50   | 95           | 145   |

  # id: b2d7243c
  @trickster.scoring.counters-atkqj @trickster.scoring.last-trick
  Scenario: Counters A 10 K Q J - ace 11, ten 10, king 4, queen 3, jack 2; the same hand still holds 250
    Given the ruleset "trickster-classic-counters-atkqj"
    And seat 1 won the bid at 150 with trump ♦
    And the meld hands:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♥    | J♥     | A♥     | Q♥     |
      | 2      | Q♠     | A♠     | J♠     | A♠     |
      | 3      | K♣     | Q♦     | 9♦     | 10♦    |
      | 3      | A♥     | Q♥     | K♥     | 9♥     |
      | 0      | J♣     | Q♣     | 10♣    | K♦     |
      | 3      | J♠     | K♦     | Q♦     | A♦     |
      | 3      | 9♠     | J♦     | 10♦    | 9♦     |
      | 2      | 10♣    | K♣     | A♣     | J♦     |
      | 3      | 9♣     | K♠     | 9♠     | A♦     |
      | 3      | A♣     | K♥     | 10♥    | J♥     |
      | 2      | Q♣     | 9♣     | J♣     | 10♠    |
      | 0      | K♠     | 10♠    | Q♠     | 9♥     |
    When the hand is scored
    # checks: trickster.scoring.counters-atkqj
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 170  | 152          | 322   |
      | 0 and 2 | 50   | 98           | 148   |

  # A second 12-trick hand scored under each counter option. Seat 1 bid 300 with diamonds
  # trump; partners are seats 1 and 3 against 0 and 2. Each seat holds three ranks in every
  # suit: seat 0 K Q J, seat 1 A K 9, seat 2 10 Q J, seat 3 A 10 9. Seats 1 and 3 take the
  # first eight tricks, every ace, ten and king among them; seat 0 takes the last four,
  # each a queen, a jack and two nines. Meld: seat 1 aces and kings around and the nine of
  # trump (190), seat 3 aces around and the nine of trump (110); seat 0 kings, queens and
  # jacks around, four marriages (one in trump) and the pinochle (320), seat 2 queens and
  # jacks around and the pinochle (140).

  # 003, "Card Values" (counters A 10 K): queens, jacks and nines are worth nothing, so seat
  # 0's four tricks bring his side only the 10 for the last trick.
  # id: 2cf4b248
  @trickster.scoring.counters-atk @trickster.scoring.last-trick
  Scenario: Counters A 10 K - four tricks of queens, jacks and nines are worth only the last trick's 10
    Given the ruleset "trickster-classic"
    And seat 1 won the bid at 300 with trump ♦
    And the meld hands:
      | seat | cards                                   |
      | 0    | K♠ Q♠ J♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ J♣     |
      | 1    | A♠ K♠ 9♠ A♥ K♥ 9♥ A♦ K♦ 9♦ A♣ K♣ 9♣     |
      | 2    | 10♠ Q♠ J♠ 10♥ Q♥ J♥ 10♦ Q♦ J♦ 10♣ Q♣ J♣ |
      | 3    | A♠ 10♠ 9♠ A♥ 10♥ 9♥ A♦ 10♦ 9♦ A♣ 10♣ 9♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♠     | A♠     | 10♠    | 10♠    |
      | 1      | K♥     | A♥     | 10♥    | 10♥    |
      | 1      | K♦     | A♦     | 10♦    | 10♦    |
      | 1      | K♣     | A♣     | 10♣    | 10♣    |
      | 1      | J♠     | K♠     | Q♠     | A♠     |
      | 3      | J♥     | K♥     | Q♥     | A♥     |
      | 3      | J♦     | K♦     | Q♦     | A♦     |
      | 3      | J♣     | K♣     | Q♣     | A♣     |
      | 3      | Q♠     | 9♠     | J♠     | 9♠     |
      | 0      | Q♥     | 9♥     | J♥     | 9♥     |
      | 0      | Q♦     | 9♦     | J♦     | 9♦     |
      | 0      | Q♣     | 9♣     | J♣     | 9♣     |
    When the hand is scored
    # checks: trickster.scoring.counters-atk
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 300  | 240          | 540   |
      | 0 and 2 | 460  | 10           | 470   |

  # 003, "Card Values" (counters A 10 K Q): kings and queens 5, jacks and nines nothing.
  # Seat 0's four tricks hold four queens (20) and the last trick (10); seats 1 and 3 have
  # eight aces and tens (160), eight kings (40) and seat 2's four queens (20).
  # id: 84107801
  @trickster.scoring.counters-atkq @trickster.scoring.last-trick
  Scenario: Counters A 10 K Q - of four tricks of queens, jacks and nines only the queens count
    Given the ruleset "trickster-classic-counters-atkq"
    And seat 1 won the bid at 300 with trump ♦
    And the meld hands:
      | seat | cards                                   |
      | 0    | K♠ Q♠ J♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ J♣     |
      | 1    | A♠ K♠ 9♠ A♥ K♥ 9♥ A♦ K♦ 9♦ A♣ K♣ 9♣     |
      | 2    | 10♠ Q♠ J♠ 10♥ Q♥ J♥ 10♦ Q♦ J♦ 10♣ Q♣ J♣ |
      | 3    | A♠ 10♠ 9♠ A♥ 10♥ 9♥ A♦ 10♦ 9♦ A♣ 10♣ 9♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♠     | A♠     | 10♠    | 10♠    |
      | 1      | K♥     | A♥     | 10♥    | 10♥    |
      | 1      | K♦     | A♦     | 10♦    | 10♦    |
      | 1      | K♣     | A♣     | 10♣    | 10♣    |
      | 1      | J♠     | K♠     | Q♠     | A♠     |
      | 3      | J♥     | K♥     | Q♥     | A♥     |
      | 3      | J♦     | K♦     | Q♦     | A♦     |
      | 3      | J♣     | K♣     | Q♣     | A♣     |
      | 3      | Q♠     | 9♠     | J♠     | 9♠     |
      | 0      | Q♥     | 9♥     | J♥     | 9♥     |
      | 0      | Q♦     | 9♦     | J♦     | 9♦     |
      | 0      | Q♣     | 9♣     | J♣     | 9♣     |
    When the hand is scored
    # checks: trickster.scoring.counters-atkq
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 300  | 220          | 520   |
      | 0 and 2 | 460  | 30           | 490   |

  # 003, "Card Values" (counters A 10 K Q J): ace 11, ten 10, king 4, queen 3, jack 2 and
  # nine nothing. Seat 0's four tricks hold four queens (12), four jacks (8) and eight
  # nines, and the last trick (10); seats 1 and 3 have 88 + 80 + 32 in aces, tens and
  # kings, and seat 2's four queens (12) and seat 0's four jacks (8).
  # id: 34ce6140
  @trickster.scoring.counters-atkqj @trickster.scoring.last-trick
  Scenario: Counters A 10 K Q J - the eight nines in four tricks of queens, jacks and nines count nothing
    Given the ruleset "trickster-classic-counters-atkqj"
    And seat 1 won the bid at 300 with trump ♦
    And the meld hands:
      | seat | cards                                   |
      | 0    | K♠ Q♠ J♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ J♣     |
      | 1    | A♠ K♠ 9♠ A♥ K♥ 9♥ A♦ K♦ 9♦ A♣ K♣ 9♣     |
      | 2    | 10♠ Q♠ J♠ 10♥ Q♥ J♥ 10♦ Q♦ J♦ 10♣ Q♣ J♣ |
      | 3    | A♠ 10♠ 9♠ A♥ 10♥ 9♥ A♦ 10♦ 9♦ A♣ 10♣ 9♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♠     | A♠     | 10♠    | 10♠    |
      | 1      | K♥     | A♥     | 10♥    | 10♥    |
      | 1      | K♦     | A♦     | 10♦    | 10♦    |
      | 1      | K♣     | A♣     | 10♣    | 10♣    |
      | 1      | J♠     | K♠     | Q♠     | A♠     |
      | 3      | J♥     | K♥     | Q♥     | A♥     |
      | 3      | J♦     | K♦     | Q♦     | A♦     |
      | 3      | J♣     | K♣     | Q♣     | A♣     |
      | 3      | Q♠     | 9♠     | J♠     | 9♠     |
      | 0      | Q♥     | 9♥     | J♥     | 9♥     |
      | 0      | Q♦     | 9♦     | J♦     | 9♦     |
      | 0      | Q♣     | 9♣     | J♣     | 9♣     |
    When the hand is scored
    # checks: trickster.scoring.counters-atkqj
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 300  | 220          | 520   |
      | 0 and 2 | 460  | 30           | 490   |

  # id: cf04dbcd
  @trickster.scoring.counters-modern @trickster.meld.modern-values
  Scenario: Modern - ace, ten and king 1 each and 1 for the last trick, 25 in all
    Given the ruleset "trickster-modern"
    And seat 1 won the bid at 15 with trump ♦
    And the meld hands:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♥    | J♥     | A♥     | Q♥     |
      | 2      | Q♠     | A♠     | J♠     | A♠     |
      | 3      | K♣     | Q♦     | 9♦     | 10♦    |
      | 3      | A♥     | Q♥     | K♥     | 9♥     |
      | 0      | J♣     | Q♣     | 10♣    | K♦     |
      | 3      | J♠     | K♦     | Q♦     | A♦     |
      | 3      | 9♠     | J♦     | 10♦    | 9♦     |
      | 2      | 10♣    | K♣     | A♣     | J♦     |
      | 3      | 9♣     | K♠     | 9♠     | A♦     |
      | 3      | A♣     | K♥     | 10♥    | J♥     |
      | 2      | Q♣     | 9♣     | J♣     | 10♠    |
      | 0      | K♠     | 10♠    | Q♠     | 9♥     |
    When the hand is scored
    # checks: trickster.scoring.counters-modern
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 17   | 16           | 33    |
      | 0 and 2 | 5    | 9            | 14    |

  # id: 88d91226
  @trickster.scoring.declarers-must-exceed @trickster.scoring.exactly-the-bid @trickster.scoring.set-subtracts-bid @trickster.scoring.defenders-always-score
  Scenario: A declaring side whose meld and tricks only equal the bid is set and loses the bid
    Given the ruleset "trickster-classic"
    And seat 1 won the bid at 330 with trump ♦
    And the meld hands:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♥    | J♥     | A♥     | Q♥     |
      | 2      | Q♠     | A♠     | J♠     | A♠     |
      | 3      | K♣     | Q♦     | 9♦     | 10♦    |
      | 3      | A♥     | Q♥     | K♥     | 9♥     |
      | 0      | J♣     | Q♣     | 10♣    | K♦     |
      | 3      | J♠     | K♦     | Q♦     | A♦     |
      | 3      | 9♠     | J♦     | 10♦    | 9♦     |
      | 2      | 10♣    | K♣     | A♣     | J♦     |
      | 3      | 9♣     | K♠     | 9♠     | A♦     |
      | 3      | A♣     | K♥     | 10♥    | J♥     |
      | 2      | Q♣     | 9♣     | J♣     | 10♠    |
      | 0      | K♠     | 10♠    | Q♠     | 9♥     |
    When the hand is scored
    # checks: trickster.scoring.exactly-the-bid
    Then the bidding side was set
    # checks: trickster.scoring.set-subtracts-bid
    And the side scores are:
      | seats   | score |
      | 1 and 3 | -330  |
      | 0 and 2 | 140   |

  # id: 9fb632ad
  @trickster.scoring.declarers-must-exceed
  Scenario: A declaring side ten points over the bid makes it
    Given the ruleset "trickster-classic"
    And seat 1 won the bid at 320 with trump ♦
    And the meld hands:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♥    | J♥     | A♥     | Q♥     |
      | 2      | Q♠     | A♠     | J♠     | A♠     |
      | 3      | K♣     | Q♦     | 9♦     | 10♦    |
      | 3      | A♥     | Q♥     | K♥     | 9♥     |
      | 0      | J♣     | Q♣     | 10♣    | K♦     |
      | 3      | J♠     | K♦     | Q♦     | A♦     |
      | 3      | 9♠     | J♦     | 10♦    | 9♦     |
      | 2      | 10♣    | K♣     | A♣     | J♦     |
      | 3      | 9♣     | K♠     | 9♠     | A♦     |
      | 3      | A♣     | K♥     | 10♥    | J♥     |
      | 2      | Q♣     | 9♣     | J♣     | 10♠    |
      | 0      | K♠     | 10♠    | Q♠     | 9♥     |
    When the hand is scored
    Then the bidding side made the bid
    And the side scores are:
      | seats   | score |
      | 1 and 3 | 330   |
      | 0 and 2 | 140   |

  # id: c6889b74
  @trickster.scoring.declarers-must-exceed @trickster.scoring.set-subtracts-bid
  Scenario: A declaring side short of the bid loses the bid, not its points
    Given the ruleset "trickster-classic"
    And seat 1 won the bid at 400 with trump ♦
    And the meld hands:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♥    | J♥     | A♥     | Q♥     |
      | 2      | Q♠     | A♠     | J♠     | A♠     |
      | 3      | K♣     | Q♦     | 9♦     | 10♦    |
      | 3      | A♥     | Q♥     | K♥     | 9♥     |
      | 0      | J♣     | Q♣     | 10♣    | K♦     |
      | 3      | J♠     | K♦     | Q♦     | A♦     |
      | 3      | 9♠     | J♦     | 10♦    | 9♦     |
      | 2      | 10♣    | K♣     | A♣     | J♦     |
      | 3      | 9♣     | K♠     | 9♠     | A♦     |
      | 3      | A♣     | K♥     | 10♥    | J♥     |
      | 2      | Q♣     | 9♣     | J♣     | 10♠    |
      | 0      | K♠     | 10♠    | Q♠     | 9♥     |
    When the hand is scored
    # checks: trickster.scoring.declarers-must-exceed
    Then the bidding side was set
    # checks: trickster.scoring.set-subtracts-bid
    And the side scores are:
      | seats   | score |
      | 1 and 3 | -400  |
      | 0 and 2 | 140   |

  # id: 553d6af0
  @trickster.scoring.declarers-must-exceed @trickster.scoring.exactly-the-bid @trickster.scoring.counters-modern
  Scenario: Modern - meld and tricks equal to a bid of 33 fail it
    Given the ruleset "trickster-modern"
    And seat 1 won the bid at 33 with trump ♦
    And the meld hands:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♥    | J♥     | A♥     | Q♥     |
      | 2      | Q♠     | A♠     | J♠     | A♠     |
      | 3      | K♣     | Q♦     | 9♦     | 10♦    |
      | 3      | A♥     | Q♥     | K♥     | 9♥     |
      | 0      | J♣     | Q♣     | 10♣    | K♦     |
      | 3      | J♠     | K♦     | Q♦     | A♦     |
      | 3      | 9♠     | J♦     | 10♦    | 9♦     |
      | 2      | 10♣    | K♣     | A♣     | J♦     |
      | 3      | 9♣     | K♠     | 9♠     | A♦     |
      | 3      | A♣     | K♥     | 10♥    | J♥     |
      | 2      | Q♣     | 9♣     | J♣     | 10♠    |
      | 0      | K♠     | 10♠    | Q♠     | 9♥     |
    When the hand is scored
    # checks: trickster.scoring.exactly-the-bid
    Then the bidding side was set
    And the side scores are:
      | seats   | score |
      | 1 and 3 | -33   |
      | 0 and 2 | 14    |

  # id: cc43ce13
  @trickster.scoring.declarers-need-a-counter @trickster.scoring.set-subtracts-bid @trickster.scoring.defenders-always-score @trickster.scoring.last-trick
  Scenario: A declaring side that captures no counter is set even though its meld passes the bid
    # Seat 1 melds double pinochle 300 and jacks around 40, seat 3 two nines of trump (20):
    # 360 against a bid of 250. Their only trick is the last one (Q♥ 9♥ 9♥ J♠): 10 points for
    # the last trick but not one counter.
    Given the ruleset "trickster-classic"
    And seat 1 won the bid at 250 with trump ♣
    And the meld hands:
      | seat | cards                                   |
      | 0    | A♠ K♠ A♥ K♥ K♥ 9♥ A♦ 10♦ 10♦ K♦ 10♣ K♣  |
      | 1    | Q♠ Q♠ J♠ J♠ 9♠ J♥ Q♦ J♦ J♦ Q♣ J♣ J♣     |
      | 2    | A♠ 10♠ 10♠ A♥ 10♥ 9♥ A♦ K♦ A♣ A♣ 10♣ K♣ |
      | 3    | K♠ 9♠ 10♥ Q♥ Q♥ J♥ Q♦ 9♦ 9♦ Q♣ 9♣ 9♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♥     | J♥     | A♥     | Q♥     |
      | 2      | 10♣    | Q♣     | K♣     | Q♣     |
      | 0      | 10♦    | J♦     | A♦     | 9♦     |
      | 2      | K♣     | J♣     | A♣     | 9♣     |
      | 2      | K♦     | J♣     | 10♣    | 9♣     |
      | 2      | K♥     | J♦     | A♣     | J♥     |
      | 2      | A♥     | Q♠     | 10♥    | 10♥    |
      | 0      | A♦     | Q♦     | K♦     | 9♦     |
      | 0      | A♠     | Q♠     | 10♠    | 9♠     |
      | 0      | 10♦    | 9♠     | A♠     | Q♦     |
      | 0      | K♠     | J♠     | 10♠    | K♠     |
      | 2      | 9♥     | J♠     | 9♥     | Q♥     |
    When the hand is scored
    # checks: trickster.scoring.declarers-need-a-counter
    Then the bidding side was set
    And the side scores are:
      | seats   | score |
      | 1 and 3 | -250  |
      | 0 and 2 | 420   |

  # id: f6715ddc
  @trickster.scoring.declarers-need-a-counter @trickster.scoring.set-subtracts-bid @trickster.scoring.defenders-always-score @trickster.scoring.last-trick
  Scenario: Modern - a declaring side whose only trick is the counter-free last trick is set
    # The same hands in Modern values: seat 1 melds double pinochle 30 and jacks around 4
    # against a bid of 25. Their only trick is the last one (Q♥ 9♥ 9♥ J♠): 1 point for the
    # last trick but not one counter.
    Given the ruleset "trickster-modern"
    And seat 1 won the bid at 25 with trump ♣
    And the meld hands:
      | seat | cards                                   |
      | 0    | A♠ K♠ A♥ K♥ K♥ 9♥ A♦ 10♦ 10♦ K♦ 10♣ K♣  |
      | 1    | Q♠ Q♠ J♠ J♠ 9♠ J♥ Q♦ J♦ J♦ Q♣ J♣ J♣     |
      | 2    | A♠ 10♠ 10♠ A♥ 10♥ 9♥ A♦ K♦ A♣ A♣ 10♣ K♣ |
      | 3    | K♠ 9♠ 10♥ Q♥ Q♥ J♥ Q♦ 9♦ 9♦ Q♣ 9♣ 9♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♥     | J♥     | A♥     | Q♥     |
      | 2      | 10♣    | Q♣     | K♣     | Q♣     |
      | 0      | 10♦    | J♦     | A♦     | 9♦     |
      | 2      | K♣     | J♣     | A♣     | 9♣     |
      | 2      | K♦     | J♣     | 10♣    | 9♣     |
      | 2      | K♥     | J♦     | A♣     | J♥     |
      | 2      | A♥     | Q♠     | 10♥    | 10♥    |
      | 0      | A♦     | Q♦     | K♦     | 9♦     |
      | 0      | A♠     | Q♠     | 10♠    | 9♠     |
      | 0      | 10♦    | 9♠     | A♠     | Q♦     |
      | 0      | K♠     | J♠     | 10♠    | K♠     |
      | 2      | 9♥     | J♠     | 9♥     | Q♥     |
    When the hand is scored
    # checks: trickster.scoring.declarers-need-a-counter
    Then the bidding side was set
    And the side scores are:
      | seats   | score |
      | 1 and 3 | -25   |
      | 0 and 2 | 42    |

  # id: ab316e0b
  @trickster.scoring.defenders-always-score
  Scenario: Defenders who capture no counter still score their meld and the last trick
    # The same twelve tricks with seats 0 and 2 as the declaring side: seat 0 bid 150 with
    # clubs trump and his side takes every counter; seats 1 and 3 score their 360 meld and
    # the 10 for the last trick.
    Given the ruleset "trickster-classic"
    And seat 0 won the bid at 150 with trump ♣
    And the meld hands:
      | seat | cards                                   |
      | 0    | A♠ K♠ A♥ K♥ K♥ 9♥ A♦ 10♦ 10♦ K♦ 10♣ K♣  |
      | 1    | Q♠ Q♠ J♠ J♠ 9♠ J♥ Q♦ J♦ J♦ Q♣ J♣ J♣     |
      | 2    | A♠ 10♠ 10♠ A♥ 10♥ 9♥ A♦ K♦ A♣ A♣ 10♣ K♣ |
      | 3    | K♠ 9♠ 10♥ Q♥ Q♥ J♥ Q♦ 9♦ 9♦ Q♣ 9♣ 9♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♥     | J♥     | A♥     | Q♥     |
      | 2      | 10♣    | Q♣     | K♣     | Q♣     |
      | 0      | 10♦    | J♦     | A♦     | 9♦     |
      | 2      | K♣     | J♣     | A♣     | 9♣     |
      | 2      | K♦     | J♣     | 10♣    | 9♣     |
      | 2      | K♥     | J♦     | A♣     | J♥     |
      | 2      | A♥     | Q♠     | 10♥    | 10♥    |
      | 0      | A♦     | Q♦     | K♦     | 9♦     |
      | 0      | A♠     | Q♠     | 10♠    | 9♠     |
      | 0      | 10♦    | 9♠     | A♠     | Q♦     |
      | 0      | K♠     | J♠     | 10♠    | K♠     |
      | 2      | 9♥     | J♠     | 9♥     | Q♥     |
    When the hand is scored
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 0 and 2 | 180  | 240          | 420   |
      | 1 and 3 | 360  | 10           | 370   |

  # 003, "Scoring": one counter is enough. The hand of "A declaring side that captures no
  # counter is set" (seat 1 bid 250, clubs trump) with seat 1's second jack of spades and
  # seat 3's king of spades changing places: seat 1 melds 360 (double pinochle, jacks
  # around and now a spade marriage) and plays his K♠ to the last trick, which seat 3 takes
  # with Q♥. One counter and the last trick, 20, with 380 meld is over the bid of 250.
  # id: 95395827
  @trickster.scoring.declarers-need-a-counter @trickster.scoring.last-trick
  Scenario: A declaring side whose tricks hold a single counter makes its bid
    Given the ruleset "trickster-classic"
    And seat 1 won the bid at 250 with trump ♣
    And the meld hands:
      | seat | cards                                   |
      | 0    | A♠ K♠ A♥ K♥ K♥ 9♥ A♦ 10♦ 10♦ K♦ 10♣ K♣  |
      | 1    | Q♠ Q♠ K♠ J♠ 9♠ J♥ Q♦ J♦ J♦ Q♣ J♣ J♣     |
      | 2    | A♠ 10♠ 10♠ A♥ 10♥ 9♥ A♦ K♦ A♣ A♣ 10♣ K♣ |
      | 3    | J♠ 9♠ 10♥ Q♥ Q♥ J♥ Q♦ 9♦ 9♦ Q♣ 9♣ 9♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♥     | J♥     | A♥     | Q♥     |
      | 2      | 10♣    | Q♣     | K♣     | Q♣     |
      | 0      | 10♦    | J♦     | A♦     | 9♦     |
      | 2      | K♣     | J♣     | A♣     | 9♣     |
      | 2      | K♦     | J♣     | 10♣    | 9♣     |
      | 2      | K♥     | J♦     | A♣     | J♥     |
      | 2      | A♥     | Q♠     | 10♥    | 10♥    |
      | 0      | A♦     | Q♦     | K♦     | 9♦     |
      | 0      | A♠     | Q♠     | 10♠    | 9♠     |
      | 0      | 10♦    | 9♠     | A♠     | Q♦     |
      | 0      | K♠     | J♠     | 10♠    | J♠     |
      | 2      | 9♥     | K♠     | 9♥     | Q♥     |
    When the hand is scored
    # checks: trickster.scoring.declarers-need-a-counter
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 380  | 20           | 400   |
      | 0 and 2 | 180  | 230          | 410   |

  # id: e3dcf7c7
  @trickster.scoring.three-player @trickster.deal.sides @trickster.play.identical-first-wins
  Scenario: Three players - the declarer who makes his bid and each defender score for themselves
    # Seat 1 melds a heart run 150, a nine of trump 10 and a club marriage 20 (180) and takes
    # 120 in tricks; seat 0 melds 70 and takes 80; seat 2 melds 60 and takes 50.
    Given the ruleset "trickster-3-player"
    And seat 1 won the bid at 150 with trump ♥
    And the meld hands:
      | seat | cards                                              |
      | 0    | A♠ 10♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♠ 10♥ K♥ Q♥ J♥ 9♥ A♦ 10♦ |
      | 1    | A♠ 10♠ K♠ A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ 10♦ 9♦ K♣ Q♣ 9♣ |
      | 2    | K♦ K♦ Q♦ Q♦ J♦ J♦ 9♦ A♣ A♣ 10♣ 10♣ K♣ Q♣ J♣ J♣ 9♣  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 |
      | 1      | K♥     | J♥     | J♣     |
      | 0      | Q♥     | K♥     | 9♣     |
      | 1      | 9♥     | A♥     | J♦     |
      | 1      | A♦     | A♦     | Q♦     |
      | 1      | 10♦    | 10♦    | J♦     |
      | 1      | A♠     | 10♠    | K♦     |
      | 0      | J♠     | A♠     | K♦     |
      | 1      | 10♥    | 9♣     | A♣     |
      | 0      | 10♠    | K♠     | 9♦     |
      | 0      | J♥     | A♥     | K♣     |
      | 1      | Q♠     | 9♥     | Q♣     |
      | 1      | J♠     | Q♣     | A♣     |
      | 2      | K♠     | K♣     | 10♣    |
      | 2      | 9♠     | Q♥     | 10♣    |
      | 1      | 9♠     | 10♥    | J♣     |
      | 1      | Q♠     | 9♦     | Q♦     |
    When the hand is scored
    # checks: trickster.scoring.three-player
    Then the bidding side made the bid
    And the seat scores are:
      | seat | score |
      | 0    | 150   |
      | 1    | 300   |
      | 2    | 110   |

  # id: fb38f86c
  @trickster.scoring.three-player @trickster.deal.sides @trickster.scoring.exactly-the-bid @trickster.play.identical-first-wins
  Scenario: Three players - a declarer exactly at his bid is set while each defender keeps his own points
    # Seat 1 melds a heart run 150, a nine of trump 10 and a club marriage 20 (180) and takes
    # 120 in tricks; seat 0 melds 70 and takes 80; seat 2 melds 60 and takes 50.
    Given the ruleset "trickster-3-player"
    And seat 1 won the bid at 300 with trump ♥
    And the meld hands:
      | seat | cards                                              |
      | 0    | A♠ 10♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♠ 10♥ K♥ Q♥ J♥ 9♥ A♦ 10♦ |
      | 1    | A♠ 10♠ K♠ A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ 10♦ 9♦ K♣ Q♣ 9♣ |
      | 2    | K♦ K♦ Q♦ Q♦ J♦ J♦ 9♦ A♣ A♣ 10♣ 10♣ K♣ Q♣ J♣ J♣ 9♣  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 |
      | 1      | K♥     | J♥     | J♣     |
      | 0      | Q♥     | K♥     | 9♣     |
      | 1      | 9♥     | A♥     | J♦     |
      | 1      | A♦     | A♦     | Q♦     |
      | 1      | 10♦    | 10♦    | J♦     |
      | 1      | A♠     | 10♠    | K♦     |
      | 0      | J♠     | A♠     | K♦     |
      | 1      | 10♥    | 9♣     | A♣     |
      | 0      | 10♠    | K♠     | 9♦     |
      | 0      | J♥     | A♥     | K♣     |
      | 1      | Q♠     | 9♥     | Q♣     |
      | 1      | J♠     | Q♣     | A♣     |
      | 2      | K♠     | K♣     | 10♣    |
      | 2      | 9♠     | Q♥     | 10♣    |
      | 1      | 9♠     | 10♥    | J♣     |
      | 1      | Q♠     | 9♦     | Q♦     |
    When the hand is scored
    # checks: trickster.scoring.exactly-the-bid
    Then the bidding side was set
    # checks: trickster.scoring.three-player
    And the seat scores are:
      | seat | score |
      | 0    | 150   |
      | 1    | -300  |
      | 2    | 110   |

  # id: 5bdd3427
  @trickster.scoring.defender-meld-minimum @trickster.scoring.double-deck-total @trickster.scoring.trick-minimum @trickster.play.identical-first-wins
  Scenario: Double deck - defenders with under 200 meld score only their tricks
    # Seats 1 and 3 meld 360 + 390 = 750 and take 280; seats 0 and 2 meld only 60 (three
    # marriages) and take 210 of the 490 points in the double deck.
    Given the ruleset "trickster-double-deck"
    And seat 1 won the bid at 500 with trump ♥
    And the meld hands:
      | seat | cards                                                             |
      | 0    | A♠ A♠ 10♠ Q♠ Q♠ A♥ A♥ 10♥ 10♥ 10♥ A♦ K♦ K♦ Q♦ Q♦ 10♣ 10♣ K♣ K♣ Q♣ |
      | 1    | 10♠ Q♠ Q♠ J♠ J♠ J♠ A♥ K♥ K♥ Q♥ 10♦ 10♦ J♦ J♦ A♣ A♣ 10♣ K♣ Q♣ Q♣   |
      | 2    | A♠ 10♠ K♠ K♠ K♠ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ Q♦ Q♦ J♦ A♣ 10♣ J♣ J♣ J♣    |
      | 3    | A♠ 10♠ K♠ J♠ A♥ 10♥ K♥ K♥ Q♥ J♥ J♥ A♦ 10♦ K♦ K♦ J♦ A♣ K♣ Q♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♥    | K♥     | J♥     | A♥     |
      | 3      | 10♥    | A♥     | J♥     | J♥     |
      | 1      | A♠     | 10♠    | A♠     | 10♠    |
      | 2      | A♦     | 10♦    | J♦     | A♦     |
      | 3      | A♥     | K♥     | Q♥     | J♥     |
      | 0      | Q♣     | K♣     | A♣     | A♣     |
      | 2      | A♠     | Q♠     | K♠     | A♠     |
      | 3      | 10♣    | A♣     | 10♣    | Q♣     |
      | 1      | K♦     | J♦     | A♦     | 10♦    |
      | 2      | K♦     | 10♦    | Q♦     | K♦     |
      | 1      | K♣     | A♣     | J♣     | J♣     |
      | 1      | A♥     | Q♥     | Q♥     | 10♥    |
      | 0      | 10♠    | Q♠     | 10♠    | K♠     |
      | 0      | 10♥    | Q♣     | 10♦    | Q♥     |
      | 0      | K♣     | 10♣    | J♣     | K♣     |
      | 1      | Q♦     | J♦     | A♦     | J♦     |
      | 2      | Q♦     | J♠     | Q♦     | K♦     |
      | 3      | Q♠     | J♠     | K♠     | J♠     |
      | 2      | Q♠     | J♠     | K♠     | K♥     |
      | 3      | 10♣    | Q♣     | J♣     | K♥     |
    When the hand is scored
    # checks: trickster.scoring.defender-meld-minimum
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 750  | 280          | 1030  |
      | 0 and 2 | 0    | 210          | 210   |

  # id: d1d87195
  @trickster.scoring.defender-meld-minimum @trickster.scoring.double-deck-total @trickster.play.identical-first-wins
  Scenario: Double deck with the minimums off - defenders with 60 meld score it
    # Seats 1 and 3 meld 360 + 390 = 750 and take 280; seats 0 and 2 meld only 60 (three
    # marriages) and take 210 of the 490 points in the double deck.
    Given the ruleset "trickster-double-deck-no-minimums"
    And seat 1 won the bid at 500 with trump ♥
    And the meld hands:
      | seat | cards                                                             |
      | 0    | A♠ A♠ 10♠ Q♠ Q♠ A♥ A♥ 10♥ 10♥ 10♥ A♦ K♦ K♦ Q♦ Q♦ 10♣ 10♣ K♣ K♣ Q♣ |
      | 1    | 10♠ Q♠ Q♠ J♠ J♠ J♠ A♥ K♥ K♥ Q♥ 10♦ 10♦ J♦ J♦ A♣ A♣ 10♣ K♣ Q♣ Q♣   |
      | 2    | A♠ 10♠ K♠ K♠ K♠ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ Q♦ Q♦ J♦ A♣ 10♣ J♣ J♣ J♣    |
      | 3    | A♠ 10♠ K♠ J♠ A♥ 10♥ K♥ K♥ Q♥ J♥ J♥ A♦ 10♦ K♦ K♦ J♦ A♣ K♣ Q♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♥    | K♥     | J♥     | A♥     |
      | 3      | 10♥    | A♥     | J♥     | J♥     |
      | 1      | A♠     | 10♠    | A♠     | 10♠    |
      | 2      | A♦     | 10♦    | J♦     | A♦     |
      | 3      | A♥     | K♥     | Q♥     | J♥     |
      | 0      | Q♣     | K♣     | A♣     | A♣     |
      | 2      | A♠     | Q♠     | K♠     | A♠     |
      | 3      | 10♣    | A♣     | 10♣    | Q♣     |
      | 1      | K♦     | J♦     | A♦     | 10♦    |
      | 2      | K♦     | 10♦    | Q♦     | K♦     |
      | 1      | K♣     | A♣     | J♣     | J♣     |
      | 1      | A♥     | Q♥     | Q♥     | 10♥    |
      | 0      | 10♠    | Q♠     | 10♠    | K♠     |
      | 0      | 10♥    | Q♣     | 10♦    | Q♥     |
      | 0      | K♣     | 10♣    | J♣     | K♣     |
      | 1      | Q♦     | J♦     | A♦     | J♦     |
      | 2      | Q♦     | J♠     | Q♦     | K♦     |
      | 3      | Q♠     | J♠     | K♠     | J♠     |
      | 2      | Q♠     | J♠     | K♠     | K♥     |
      | 3      | 10♣    | Q♣     | J♣     | K♥     |
    When the hand is scored
    # checks: trickster.scoring.defender-meld-minimum
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 750  | 280          | 1030  |
      | 0 and 2 | 60   | 210          | 270   |

  # id: 332c7e42
  @trickster.scoring.trick-minimum @trickster.scoring.double-deck-total @trickster.play.identical-first-wins
  Scenario: Double deck - defenders taking under 200 in tricks score nothing, meld included
    # Seats 1 and 3 meld 250 + 240 = 490 and take 300; seats 0 and 2 meld 180 + 340 = 520
    # but take only 190 of the 490 points.
    Given the ruleset "trickster-double-deck"
    And seat 1 won the bid at 500 with trump ♥
    And the meld hands:
      | seat | cards                                                              |
      | 0    | A♠ 10♠ K♠ J♠ J♠ A♥ J♥ A♦ 10♦ 10♦ Q♦ J♦ J♦ A♣ A♣ K♣ K♣ Q♣ Q♣ J♣     |
      | 1    | A♠ A♠ K♠ Q♠ J♠ A♥ 10♥ 10♥ 10♥ K♥ K♥ K♥ Q♥ J♥ A♦ K♦ Q♦ Q♣ J♣ J♣     |
      | 2    | 10♠ 10♠ 10♠ K♠ Q♠ Q♠ J♠ A♥ 10♥ Q♥ A♦ 10♦ K♦ Q♦ J♦ J♦ A♣ A♣ 10♣ 10♣ |
      | 3    | A♠ K♠ Q♠ A♥ K♥ Q♥ Q♥ J♥ J♥ A♦ 10♦ K♦ K♦ Q♦ 10♣ 10♣ K♣ K♣ Q♣ J♣     |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | J♥     | J♥     | 10♥    | A♥     |
      | 3      | A♥     | K♥     | A♥     | Q♥     |
      | 0      | A♠     | K♠     | J♠     | Q♠     |
      | 0      | J♦     | K♦     | 10♦    | A♦     |
      | 3      | K♣     | A♥     | Q♥     | K♥     |
      | 1      | Q♦     | 10♥    | Q♠     | Q♥     |
      | 1      | Q♣     | Q♣     | A♣     | 10♣    |
      | 2      | A♦     | A♦     | J♦     | 10♦    |
      | 0      | K♣     | J♣     | A♣     | J♣     |
      | 2      | 10♦    | Q♦     | Q♦     | K♦     |
      | 0      | J♣     | J♣     | 10♣    | K♣     |
      | 2      | J♠     | A♠     | K♠     | A♠     |
      | 3      | J♦     | K♥     | 10♠    | J♥     |
      | 1      | 10♠    | J♠     | 10♠    | K♠     |
      | 2      | A♣     | K♥     | 10♣    | Q♣     |
      | 1      | J♠     | 10♥    | A♦     | J♥     |
      | 1      | A♣     | 10♥    | 10♠    | 10♣    |
      | 1      | K♠     | A♠     | Q♠     | Q♦     |
      | 1      | 10♦    | Q♥     | J♦     | K♣     |
      | 1      | Q♣     | Q♠     | K♦     | K♦     |
    When the hand is scored
    # checks: trickster.scoring.trick-minimum
    Then the bidding side made the bid
    And the side scores are:
      | seats   | trick points | score |
      | 1 and 3 | 300          | 790   |
      | 0 and 2 | 190          | 0     |

  # id: 50913e68
  @trickster.scoring.trick-minimum @trickster.scoring.double-deck-total @trickster.play.identical-first-wins
  Scenario: Double deck with the minimums off - defenders taking 190 in tricks score meld and tricks
    # Seats 1 and 3 meld 250 + 240 = 490 and take 300; seats 0 and 2 meld 180 + 340 = 520
    # but take only 190 of the 490 points.
    Given the ruleset "trickster-double-deck-no-minimums"
    And seat 1 won the bid at 500 with trump ♥
    And the meld hands:
      | seat | cards                                                              |
      | 0    | A♠ 10♠ K♠ J♠ J♠ A♥ J♥ A♦ 10♦ 10♦ Q♦ J♦ J♦ A♣ A♣ K♣ K♣ Q♣ Q♣ J♣     |
      | 1    | A♠ A♠ K♠ Q♠ J♠ A♥ 10♥ 10♥ 10♥ K♥ K♥ K♥ Q♥ J♥ A♦ K♦ Q♦ Q♣ J♣ J♣     |
      | 2    | 10♠ 10♠ 10♠ K♠ Q♠ Q♠ J♠ A♥ 10♥ Q♥ A♦ 10♦ K♦ Q♦ J♦ J♦ A♣ A♣ 10♣ 10♣ |
      | 3    | A♠ K♠ Q♠ A♥ K♥ Q♥ Q♥ J♥ J♥ A♦ 10♦ K♦ K♦ Q♦ 10♣ 10♣ K♣ K♣ Q♣ J♣     |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | J♥     | J♥     | 10♥    | A♥     |
      | 3      | A♥     | K♥     | A♥     | Q♥     |
      | 0      | A♠     | K♠     | J♠     | Q♠     |
      | 0      | J♦     | K♦     | 10♦    | A♦     |
      | 3      | K♣     | A♥     | Q♥     | K♥     |
      | 1      | Q♦     | 10♥    | Q♠     | Q♥     |
      | 1      | Q♣     | Q♣     | A♣     | 10♣    |
      | 2      | A♦     | A♦     | J♦     | 10♦    |
      | 0      | K♣     | J♣     | A♣     | J♣     |
      | 2      | 10♦    | Q♦     | Q♦     | K♦     |
      | 0      | J♣     | J♣     | 10♣    | K♣     |
      | 2      | J♠     | A♠     | K♠     | A♠     |
      | 3      | J♦     | K♥     | 10♠    | J♥     |
      | 1      | 10♠    | J♠     | 10♠    | K♠     |
      | 2      | A♣     | K♥     | 10♣    | Q♣     |
      | 1      | J♠     | 10♥    | A♦     | J♥     |
      | 1      | A♣     | 10♥    | 10♠    | 10♣    |
      | 1      | K♠     | A♠     | Q♠     | Q♦     |
      | 1      | 10♦    | Q♥     | J♦     | K♣     |
      | 1      | Q♣     | Q♠     | K♦     | K♦     |
    When the hand is scored
    # checks: trickster.scoring.trick-minimum
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 490  | 300          | 790   |
      | 0 and 2 | 520  | 190          | 710   |

  # ------------------------------------------------------------------ double deck: automatic failure after meld

  # id: f75d5437
  @trickster.scoring.trump-marriage-required @trickster.scoring.fold-timing
  Scenario: Double deck - a declarer with no marriage in trump fails his bid after meld
    # Seat 1 has no king or queen of spades but 1040 meld (double aces around and two
    # marriages); his partner seat 3 holds K♠ Q♠.
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
    And the seat scores are:
      | seat | score |
      | 1    | -500  |
      | 3    | -500  |

  # The other reading of when the failure falls (trickster.scoring.fold-timing): 003's
  # "at the first card play". The same declarer: after trump is named play begins, and his
  # first card ends the hand with the bid failed.
  # id: 12cadeb5
  @trickster.scoring.trump-marriage-required @trickster.scoring.fold-timing
  Scenario: Double deck, read with the fold at the first card play - a declarer with no marriage in trump is not yet set after meld
    Given the ruleset "trickster-double-deck" with scoring.fold_at set to "first_play"
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
    # checks: trickster.scoring.fold-timing
    Then every action is accepted
    And the hand has no final score

  # id: 666cbdcd
  @trickster.scoring.trump-marriage-required @trickster.scoring.fold-timing
  Scenario: Double deck, read with the fold at the first card play - the declarer's first card ends the hand with his bid failed
    Given the ruleset "trickster-double-deck" with scoring.fold_at set to "first_play"
    And the deal:
      | seat | cards                                                             |
      | 0    | A♠ A♠ 10♠ 10♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥ K♥ K♥ Q♥ J♥    |
      | 1    | A♠ A♠ 10♠ 10♠ J♠ J♠ A♥ A♥ 10♥ K♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ A♣ A♣ 10♣ J♣  |
      | 2    | A♦ A♦ 10♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ J♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ Q♣ J♣ J♣     |
      | 3    | K♠ Q♠ 10♥ 10♥ Q♥ Q♥ J♥ J♥ J♥ 10♦ 10♦ J♦ J♦ J♦ 10♣ 10♣ K♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action    |
      | 1    | bid 500   |
      | 2    | pass      |
      | 3    | pass      |
      | 0    | pass      |
      | 1    | trump ♠   |
      | 1    | play A♦   |
    When the hand is played
    # checks: trickster.scoring.fold-timing
    Then every action is accepted
    And the bidding side was set
    And the seat scores are:
      | seat | score |
      | 1    | -500  |
      | 3    | -500  |

  # id: 24c420f5
  @trickster.scoring.trump-marriage-required
  Scenario: Double deck - the same declarer naming a suit he holds a marriage in plays on
    # Seat 1 has no king or queen of spades but 1040 meld (double aces around and two
    # marriages); his partner seat 3 holds K♠ Q♠.
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
      | 1    | trump ♥ |
      | 1    | play A♠ |
    When the hand is played
    Then every action is accepted
    And the hand has no final score

  # The marriage in trump is asked of the declarer's hand once, when meld is counted: once
  # play has begun, playing the king of trump away fails nothing.
  # id: a8e4e82c
  @trickster.scoring.trump-marriage-required @trickster.play.winner-leads
  Scenario: Double deck - a declarer who has played his king of trump plays on
    Given the ruleset "trickster-double-deck"
    And the deal:
      | seat | cards                                                             |
      | 0    | A♠ A♠ 10♠ 10♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥ K♥ K♥ Q♥ J♥    |
      | 1    | A♠ A♠ 10♠ 10♠ J♠ J♠ A♥ A♥ 10♥ K♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ A♣ A♣ 10♣ J♣  |
      | 2    | A♦ A♦ 10♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ J♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ Q♣ J♣ J♣     |
      | 3    | K♠ Q♠ 10♥ 10♥ Q♥ Q♥ J♥ J♥ J♥ 10♦ 10♦ J♦ J♦ J♦ 10♣ 10♣ K♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action   |
      | 1    | bid 500  |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♥  |
      | 1    | play 10♣ |
      | 2    | play A♣  |
      | 3    | play 10♣ |
      | 0    | play A♥  |
      | 0    | play J♥  |
      | 1    | play K♥  |
      | 2    | play 10♣ |
      | 3    | play 10♥ |
    When the hand is played
    # checks: trickster.scoring.trump-marriage-required
    Then every action is accepted
    And the hand has no final score

  # 003 (Pinochle House Rules Options, "Marriage+ in trump"): the declarer needs a marriage
  # or better in trump; a lone king or a lone queen of trump is neither. Seat 1 holds the
  # same 1000 of double aces around as above, but here K♦ without a Q♦ (his Q♦ went to
  # seat 3 for a J♦), and he names diamonds.
  # id: 1b74c689
  @trickster.scoring.trump-marriage-required @trickster.scoring.fold-timing
  Scenario: Double deck - a declarer holding the king of trump without its queen fails his bid after meld
    Given the ruleset "trickster-double-deck"
    And the deal:
      | seat | cards                                                             |
      | 0    | A♠ A♠ 10♠ 10♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥ K♥ K♥ Q♥ J♥    |
      | 1    | A♠ A♠ 10♠ 10♠ J♠ J♠ A♥ A♥ 10♥ K♥ Q♥ A♦ A♦ 10♦ K♦ J♦ A♣ A♣ 10♣ J♣  |
      | 2    | A♦ A♦ 10♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ J♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ Q♣ J♣ J♣     |
      | 3    | K♠ Q♠ 10♥ 10♥ Q♥ Q♥ J♥ J♥ J♥ 10♦ 10♦ Q♦ J♦ J♦ 10♣ 10♣ K♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 500 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♦ |
    When the hand is played
    # checks: trickster.scoring.trump-marriage-required
    Then the bidding side was set
    And the seat scores are:
      | seat | score |
      | 1    | -500  |
      | 3    | -500  |

  # The other half of the same rule: here seat 1 holds Q♥ without a K♥ (his K♥ went to
  # seat 3 for a J♥) and names hearts.
  # id: 424e6e89
  @trickster.scoring.trump-marriage-required @trickster.scoring.fold-timing
  Scenario: Double deck - a declarer holding the queen of trump without its king fails his bid after meld
    Given the ruleset "trickster-double-deck"
    And the deal:
      | seat | cards                                                             |
      | 0    | A♠ A♠ 10♠ 10♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥ K♥ K♥ Q♥ J♥    |
      | 1    | A♠ A♠ 10♠ 10♠ J♠ J♠ A♥ A♥ 10♥ J♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ A♣ A♣ 10♣ J♣  |
      | 2    | A♦ A♦ 10♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ J♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ Q♣ J♣ J♣     |
      | 3    | K♠ Q♠ 10♥ 10♥ K♥ Q♥ Q♥ J♥ J♥ 10♦ 10♦ J♦ J♦ J♦ 10♣ 10♣ K♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 500 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
    When the hand is played
    # checks: trickster.scoring.trump-marriage-required
    Then the bidding side was set
    And the seat scores are:
      | seat | score |
      | 1    | -500  |
      | 3    | -500  |

  # id: 52956fbb
  @trickster.scoring.trump-marriage-required
  Scenario: Double deck with 'Marriage+ in trump' off - a declarer with no trump marriage plays on
    # Seat 1 has no king or queen of spades but 1040 meld (double aces around and two
    # marriages); his partner seat 3 holds K♠ Q♠.
    Given the ruleset "trickster-double-deck-no-minimums"
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

  # id: bdf61386
  @trickster.scoring.trump-marriage-after-passing @trickster.passing.before-meld
  Scenario: Double deck with passing - the partner's king and queen of trump save the bid
    # Seat 1 has no king or queen of spades but 1040 meld (double aces around and two
    # marriages); his partner seat 3 holds K♠ Q♠.
    Given the ruleset "trickster-double-deck" with passing set to {"count": 2, "back": true, "bidder_melds_before_passing_back": false}
    And the deal:
      | seat | cards                                                             |
      | 0    | A♠ A♠ 10♠ 10♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥ K♥ K♥ Q♥ J♥    |
      | 1    | A♠ A♠ 10♠ 10♠ J♠ J♠ A♥ A♥ 10♥ K♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ A♣ A♣ 10♣ J♣  |
      | 2    | A♦ A♦ 10♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ J♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ Q♣ J♣ J♣     |
      | 3    | K♠ Q♠ 10♥ 10♥ Q♥ Q♥ J♥ J♥ J♥ 10♦ 10♦ J♦ J♦ J♦ 10♣ 10♣ K♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action      |
      | 1    | bid 500     |
      | 2    | pass        |
      | 3    | pass        |
      | 0    | pass        |
      | 1    | trump ♠     |
      | 3    | give K♠ Q♠  |
      | 1    | give J♣ 10♣ |
      | 1    | play A♥     |
    When the hand is played
    # checks: trickster.scoring.trump-marriage-after-passing
    Then every action is accepted
    And the hand has no final score

  # id: dcff7704
  @trickster.scoring.trump-marriage-after-passing @trickster.scoring.fold-timing
  Scenario: Double deck with passing - a declarer still without a trump marriage after the pass fails
    # Seat 1 has no king or queen of spades but 1040 meld (double aces around and two
    # marriages); his partner seat 3 holds K♠ Q♠.
    Given the ruleset "trickster-double-deck" with passing set to {"count": 2, "back": true, "bidder_melds_before_passing_back": false}
    And the deal:
      | seat | cards                                                             |
      | 0    | A♠ A♠ 10♠ 10♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥ K♥ K♥ Q♥ J♥    |
      | 1    | A♠ A♠ 10♠ 10♠ J♠ J♠ A♥ A♥ 10♥ K♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ A♣ A♣ 10♣ J♣  |
      | 2    | A♦ A♦ 10♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ J♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ Q♣ J♣ J♣     |
      | 3    | K♠ Q♠ 10♥ 10♥ Q♥ Q♥ J♥ J♥ J♥ 10♦ 10♦ J♦ J♦ J♦ 10♣ 10♣ K♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action       |
      | 1    | bid 500      |
      | 2    | pass         |
      | 3    | pass         |
      | 0    | pass         |
      | 1    | trump ♠      |
      | 3    | give 10♣ 10♣ |
      | 1    | give J♣ 10♣  |
    When the hand is played
    # checks: trickster.scoring.trump-marriage-after-passing
    Then the bidding side was set
    And the seat scores are:
      | seat | score |
      | 1    | -500  |
      | 3    | -500  |

  # id: fb844abf
  @trickster.scoring.declaring-meld-minimum @trickster.scoring.fold-timing
  Scenario: Double deck - a declaring side with under 200 meld fails its bid after meld
    # Seat 1 holds K♠ Q♠ and melds 80 in spades (royal marriage and a pinochle); seat 3
    # melds nothing: 80 for the declaring side.
    Given the ruleset "trickster-double-deck"
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
    When the hand is played
    # checks: trickster.scoring.declaring-meld-minimum
    Then the bidding side was set
    And the seat scores are:
      | seat | score |
      | 1    | -500  |
      | 3    | -500  |

  # The same hand under the other reading of when the failure falls: the side is set as
  # the declarer plays his first card.
  # id: 7ff25057
  @trickster.scoring.declaring-meld-minimum @trickster.scoring.fold-timing
  Scenario: Double deck, read with the fold at the first card play - a declaring side with under 200 meld is set at the declarer's first card
    Given the ruleset "trickster-double-deck" with scoring.fold_at set to "first_play"
    And the deal:
      | seat | cards                                                             |
      | 0    | A♠ A♠ A♠ A♠ 10♠ 10♠ 10♠ 10♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ K♥ K♥ K♥ K♥   |
      | 1    | K♠ Q♠ A♥ A♥ A♥ A♥ 10♥ 10♥ 10♥ 10♥ J♥ J♥ J♥ J♥ A♦ A♦ 10♦ 10♦ J♦ J♦ |
      | 2    | Q♥ Q♥ Q♥ Q♥ K♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ Q♦ K♣ K♣ K♣ K♣ Q♣ Q♣ Q♣ Q♣       |
      | 3    | J♠ J♠ A♦ A♦ 10♦ 10♦ J♦ J♦ A♣ A♣ A♣ A♣ 10♣ 10♣ 10♣ 10♣ J♣ J♣ J♣ J♣ |
    And the actions:
      | seat | action    |
      | 1    | bid 500   |
      | 2    | pass      |
      | 3    | pass      |
      | 0    | pass      |
      | 1    | trump ♠   |
      | 1    | play A♥   |
    When the hand is played
    # checks: trickster.scoring.fold-timing
    Then every action is accepted
    And the bidding side was set
    And the seat scores are:
      | seat | score |
      | 1    | -500  |
      | 3    | -500  |

  # id: 318269df
  @trickster.scoring.declaring-meld-minimum
  Scenario: Double deck with 'Minimum 20/200 in meld' off - a declaring side with 80 meld plays on
    # Seat 1 holds K♠ Q♠ and melds 80 in spades (royal marriage and a pinochle); seat 3
    # melds nothing: 80 for the declaring side.
    Given the ruleset "trickster-double-deck-no-minimums"
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

  # id: f39f4fdb
  @trickster.scoring.declarers-need-a-counter @trickster.scoring.counters-atkq
  Scenario: Counters A 10 K Q - a queen is a counter, so a declaring side whose only counter is a queen makes its bid
    Given the ruleset "trickster-classic-counters-atkq"
    And seat 1 won the bid at 250 with trump ♣
    And the meld hands:
      | seat | cards                                   |
      | 0    | A♠ K♠ A♥ K♥ K♥ 9♥ A♦ 10♦ 10♦ K♦ 10♣ K♣  |
      | 1    | Q♠ Q♠ J♠ J♠ 9♠ J♥ Q♦ J♦ J♦ Q♣ J♣ J♣     |
      | 2    | A♠ 10♠ 10♠ A♥ 10♥ 9♥ A♦ K♦ A♣ A♣ 10♣ K♣ |
      | 3    | K♠ 9♠ 10♥ Q♥ Q♥ J♥ Q♦ 9♦ 9♦ Q♣ 9♣ 9♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♥     | J♥     | A♥     | Q♥     |
      | 2      | 10♣    | Q♣     | K♣     | Q♣     |
      | 0      | 10♦    | J♦     | A♦     | 9♦     |
      | 2      | K♣     | J♣     | A♣     | 9♣     |
      | 2      | K♦     | J♣     | 10♣    | 9♣     |
      | 2      | K♥     | J♦     | A♣     | J♥     |
      | 2      | A♥     | Q♠     | 10♥    | 10♥    |
      | 0      | A♦     | Q♦     | K♦     | 9♦     |
      | 0      | A♠     | Q♠     | 10♠    | 9♠     |
      | 0      | 10♦    | 9♠     | A♠     | Q♦     |
      | 0      | K♠     | J♠     | 10♠    | K♠     |
      | 2      | 9♥     | J♠     | 9♥     | Q♥     |
    When the hand is scored
    # checks: trickster.scoring.declarers-need-a-counter
    Then the bidding side made the bid
    # checks: trickster.scoring.counters-atkq
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 360  | 15           | 375   |
      | 0 and 2 | 180  | 235          | 415   |

  # id: 6192d264
  @trickster.scoring.declarers-need-a-counter @trickster.scoring.counters-atkqj
  Scenario: Counters A 10 K Q J - jacks are counters, so a declaring side whose only counters are jacks makes its bid
    Given the ruleset "trickster-classic-counters-atkqj"
    And seat 1 won the bid at 250 with trump ♣
    And the meld hands:
      | seat | cards                                   |
      | 0    | A♠ K♠ A♥ K♥ K♥ 9♥ A♦ 10♦ 10♦ K♦ 10♣ K♣  |
      | 1    | Q♠ Q♠ J♠ J♠ 9♠ J♥ Q♦ J♦ J♦ Q♣ J♣ J♣     |
      | 2    | A♠ 10♠ 10♠ A♥ 10♥ 9♥ A♦ K♦ A♣ A♣ 10♣ K♣ |
      | 3    | K♠ 9♠ 10♥ Q♥ Q♥ J♥ Q♦ 9♦ 9♦ Q♣ 9♣ 9♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♥     | J♥     | A♥     | Q♥     |
      | 2      | 10♣    | Q♣     | K♣     | Q♣     |
      | 0      | 10♦    | J♦     | A♦     | 9♦     |
      | 2      | K♣     | J♣     | A♣     | 9♣     |
      | 2      | K♦     | J♣     | 10♣    | 9♣     |
      | 2      | K♥     | J♦     | A♣     | Q♥     |
      | 2      | A♥     | Q♠     | 10♥    | 10♥    |
      | 0      | A♦     | Q♦     | K♦     | 9♦     |
      | 0      | A♠     | Q♠     | 10♠    | 9♠     |
      | 0      | 10♦    | 9♠     | A♠     | Q♦     |
      | 0      | K♠     | J♠     | 10♠    | K♠     |
      | 2      | 9♥     | J♠     | 9♥     | J♥     |
    When the hand is scored
    # checks: trickster.scoring.declarers-need-a-counter
    Then the bidding side made the bid
    # checks: trickster.scoring.counters-atkqj
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 360  | 14           | 374   |
      | 0 and 2 | 180  | 236          | 416   |
