@doc-003
Feature: Trickster double deck in Modern scoring (003 introduction, "Meld Values", "Card Values", "House Rules Options")
  003 quotes Modern figures for options that exist only in double deck (the 20 of 'Minimum
  20/200 in meld' and 'in tricks', triple and quadruple royal marriages at 60 and 90), so the
  double-deck game can be played in Modern scoring. trickster-modern-double-deck divides
  every Classic figure by ten: meld values, the 50 minimum bid (bids rising by one), the
  500 game; counters are 1 each with 1 for the last trick, 49 a hand. Seat 1 bids 50.

  # id: 316abef7
  @trickster.meld.modern-values @trickster.meld.double-deck-multiples @trickster.game.modern-double-deck
  Scenario: Modern double deck - a triple run is 165 (a double and a single run) beside aces around
    Given the ruleset "trickster-modern-double-deck"
    And trump is ♥
    And the hand "A♥ A♥ A♥ 10♥ 10♥ 10♥ K♥ K♥ K♥ Q♥ Q♥ Q♥ J♥ J♥ J♥ A♠ A♦ A♣ 10♠ 10♣"
    When the meld is counted
    # checks: trickster.meld.modern-values
    Then the meld total is 175
    And the meld breakdown is:
      | meld        | suit | multiplicity | points |
      | run         | ♥    | 3            | 165    |
      | aces_around | -    | 1            | 10     |

  # id: b801a315
  @trickster.meld.modern-values @trickster.meld.double-deck-multiples @trickster.game.modern-double-deck
  Scenario: Modern double deck - quadruple queens around 120 beside kings around and four marriages
    Given the ruleset "trickster-modern-double-deck"
    And trump is ♠
    And the hand "Q♠ Q♠ Q♠ Q♠ Q♥ Q♥ Q♥ Q♥ Q♦ Q♦ Q♦ Q♦ Q♣ Q♣ Q♣ Q♣ K♠ K♥ K♦ K♣"
    When the meld is counted
    # checks: trickster.meld.modern-values
    Then the meld total is 138
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | royal_marriage  | ♠    | 1            | 4      |
      | common_marriage | ♥    | 1            | 2      |
      | common_marriage | ♦    | 1            | 2      |
      | common_marriage | ♣    | 1            | 2      |
      | kings_around    | -    | 1            | 8      |
      | queens_around   | -    | 4            | 120    |

  # id: 81c39c0b
  @trickster.bidding.double-deck-minimum @trickster.bidding.modern-increment @trickster.game.modern-double-deck
  Scenario: Modern double deck - a bid of 49 is below the minimum of 50
    Given the ruleset "trickster-modern-double-deck"
    And the bids:
      | seat | bid |
      | 1    | 49  |
    When the auction is run
    # checks: trickster.game.modern-double-deck
    Then bid 1 is rejected with rule "bid.below-minimum"

  # id: dc992a45
  @trickster.bidding.double-deck-minimum @trickster.bidding.modern-increment @trickster.game.modern-double-deck
  Scenario: Modern double deck - bids open at 50 and rise by one
    Given the ruleset "trickster-modern-double-deck"
    And the bids:
      | seat | bid |
      | 1    | 50  |
      | 2    | 51  |
    When the auction is run
    # checks: trickster.bidding.modern-increment
    Then the auction is open with seat 3 to bid at least 52

  # id: ab3e81e6
  @trickster.scoring.declaring-meld-minimum @trickster.game.modern-double-deck
  Scenario: Modern double deck - a declaring side with exactly 20 meld plays on
    # Seat 1 melds a royal marriage and aces around (14), seat 3 queens around (6).
    Given the ruleset "trickster-modern-double-deck"
    And the deal:
      | seat | cards                                                                   |
      | 0    | K♠ K♠ Q♠ A♥ K♥ K♥ Q♥ Q♥ A♦ A♦ K♦ K♦ Q♦ J♦ J♦ A♣ A♣ K♣ K♣ Q♣             |
      | 1    | A♠ 10♠ 10♠ 10♠ 10♠ K♠ Q♠ A♥ 10♥ 10♥ 10♥ 10♥ J♥ J♥ A♦ 10♦ 10♦ 10♦ 10♦ A♣ |
      | 2    | K♠ Q♠ A♥ A♥ K♥ K♥ Q♥ J♥ A♦ K♦ K♦ Q♦ Q♦ J♦ J♦ A♣ K♣ K♣ Q♣ Q♣             |
      | 3    | A♠ A♠ A♠ Q♠ J♠ J♠ J♠ J♠ Q♥ J♥ Q♦ 10♣ 10♣ 10♣ 10♣ Q♣ J♣ J♣ J♣ J♣         |
    And the actions:
      | seat | action  |
      | 1    | bid 50  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♠ |
      | 1    | play A♥ |
    When the hand is played
    # checks: trickster.scoring.declaring-meld-minimum
    Then every action is accepted
    And the hand has no final score

  # id: 189213f3
  @trickster.scoring.declaring-meld-minimum @trickster.game.modern-double-deck @trickster.scoring.fold-timing @trickster.scoring.fold-defenders
  Scenario: Modern double deck - a declaring side with 19 meld fails its bid after meld
    # Seat 1 melds a spade run and a second royal marriage (15 + 4); seat 3 melds nothing.
    Given the ruleset "trickster-modern-double-deck"
    And the deal:
      | seat | cards                                                                    |
      | 0    | A♠ A♠ K♠ Q♠ A♥ K♥ K♥ Q♥ Q♥ A♦ K♦ K♦ Q♦ Q♦ J♦ J♦ K♣ K♣ Q♣ Q♣              |
      | 1    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ 10♥ 10♥ 10♥ 10♥ J♥ 10♦ 10♦ 10♦ 10♦ 10♣ 10♣ 10♣ 10♣ |
      | 2    | A♠ K♠ Q♠ A♥ K♥ K♥ Q♥ Q♥ A♦ A♦ K♦ K♦ Q♦ Q♦ J♦ J♦ K♣ K♣ Q♣ Q♣              |
      | 3    | 10♠ 10♠ 10♠ J♠ J♠ J♠ A♥ A♥ J♥ J♥ J♥ A♦ A♣ A♣ A♣ A♣ J♣ J♣ J♣ J♣           |
    And the actions:
      | seat | action  |
      | 1    | bid 50  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♠ |
    When the hand is played
    # checks: trickster.scoring.declaring-meld-minimum
    Then the bidding side was set
    And the side scores are:
      | seats   | score |
      | 1 and 3 | -50   |
      | 0 and 2 | 68    |

  # id: 89520418
  @trickster.scoring.trick-minimum @trickster.scoring.trick-minimum-declarers @trickster.game.modern-double-deck
  Scenario: Modern double deck - declarers taking 19 in tricks are set though meld and tricks pass the bid
    # Seats 1 and 3 meld 20 + 12 and take 19 of the 49 trick points: 51 against a bid of 50.
    Given the ruleset "trickster-modern-double-deck"
    And seat 1 won the bid at 50 with trump ♠
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
      | 1 and 3 | 19           | -50   |
      | 0 and 2 | 30           | 65    |

  # id: 3f54c653
  @trickster.scoring.trick-minimum @trickster.scoring.trick-minimum-declarers @trickster.game.modern-double-deck @trickster.play.identical-first-wins
  Scenario: Modern double deck - declarers taking exactly 20 in tricks make their bid
    # Seats 1 and 3 meld 14 + 20 and take exactly 20 in tricks: 54 against 50.
    Given the ruleset "trickster-modern-double-deck"
    And seat 1 won the bid at 50 with trump ♠
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
      | 1 and 3 | 20           | 54    |
      | 0 and 2 | 29           | 61    |
