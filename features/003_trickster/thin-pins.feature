@doc-003
Feature: Trickster thin pins (003 "Scoring", "House Rules Options")

  Rules the audit of issue 32 found pinned at one table or one side only, pinned again at
  the sibling table or the other side of their boundary.

  # 003, "Scoring": the declaring side must capture at least one counter; the 10 for the
  # last trick is not one. Three players, each scoring alone: seat 1 bid 250 with clubs
  # trump and melds double pinochle 300, queens around 60 and jacks around 40 (400). His
  # only trick is the last (J♠ Q♠ J♥), which holds no ace, ten or king: 10 for the last
  # trick, no counter, so the bid is lost though 410 is over 250. Seat 0 melds the club run
  # 150 and a nine of trump 10 (160) and takes 180; seat 2 melds aces around 100, the heart
  # marriage 20 and a nine of trump 10 (130) and takes 60; the defenders score theirs. No
  # trick is decided between identical cards. The hand was played out legally.
  # id: 96c9a152
  @trickster.scoring.declarers-need-a-counter @trickster.scoring.three-player @trickster.scoring.defenders-always-score
  Scenario: Three players - a declarer whose only trick is the counter-free last trick is set
    Given the ruleset "trickster-3-player"
    And seat 1 won the bid at 250 with trump ♣
    And the meld hands:
      | seat | cards                                            |
      | 0    | 10♠ J♠ A♥ 10♥ K♥ A♦ 10♦ 10♦ K♦ K♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ |
      | 1    | Q♠ Q♠ J♠ 9♠ 9♠ Q♥ J♥ 9♥ 9♥ Q♦ J♦ J♦ 9♦ 9♦ Q♣ J♣     |
      | 2    | A♠ A♠ 10♠ K♠ K♠ A♥ 10♥ K♥ Q♥ J♥ A♦ Q♦ A♣ 10♣ K♣ 9♣  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 |
      | 1      | 10♠    | Q♠     | K♠     |
      | 0      | K♦     | J♦     | A♦     |
      | 2      | A♣     | J♣     | 10♣    |
      | 0      | Q♣     | Q♣     | A♣     |
      | 2      | A♥     | 9♥     | 10♥    |
      | 0      | K♣     | 9♠     | 9♣     |
      | 0      | K♦     | Q♦     | Q♦     |
      | 0      | J♣     | 9♠     | K♣     |
      | 2      | 10♥    | Q♥     | Q♥     |
      | 0      | K♥     | J♥     | A♥     |
      | 2      | 10♣    | 9♥     | K♥     |
      | 0      | 9♣     | 9♦     | A♠     |
      | 0      | A♦     | J♦     | 10♠    |
      | 0      | 10♦    | 9♦     | K♠     |
      | 0      | 10♦    | J♠     | A♠     |
      | 0      | J♠     | Q♠     | J♥     |
    When the hand is scored
    # checks: trickster.scoring.declarers-need-a-counter
    Then the bidding side was set
    # checks: trickster.scoring.three-player
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 160  | 180          | 340   |
      | 1    | 400  | 10           | -250  |
      | 2    | 130  | 60           | 190   |

  # 003, "House Rules Options", 'Minimum 20/200 in tricks', in Modern double deck (figures
  # divided by ten, trickster.game.modern-double-deck): a side taking under 20 in tricks
  # scores zero, and the defenders are a side like the declarers. The hand of "Double deck -
  # defenders taking under 200 in tricks score nothing, meld included" in Modern values:
  # seats 1 and 3 bid 50 with hearts trump, meld 25 + 24 = 49 (a run 15, two marriages 4 and
  # queens around 6; kings and queens around 14 and four marriages 10) and take 30 of the 49
  # points: 79, bid made. Seats 0 and 2 meld 18 + 34 = 52 (aces around 10, two club
  # marriages 4, jacks around 4; two marriages 4 and a double pinochle 30) but take only 19
  # in tricks, so they score nothing.
  # id: 2b676d8c
  @trickster.scoring.trick-minimum @trickster.game.modern-double-deck @trickster.play.identical-first-wins
  Scenario: Modern double deck - defenders taking 19 in tricks score nothing, meld included
    Given the ruleset "trickster-modern-double-deck"
    And seat 1 won the bid at 50 with trump ♥
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
      | 1 and 3 | 49   | 30           | 79    |
      | 0 and 2 | 52   | 19           | 0     |

  # 003, "House Rules Options": the three double-deck options are separate switches. With
  # only 'Minimum 20/200 in tricks' off, 'Marriage+ in trump' still folds a declarer without
  # a trump marriage after meld, and the defenders score their meld: no trick is played and
  # there is no trick minimum to apply. The deal of "Double deck - when the declarers fold,
  # defenders with 200 or more meld score it with no trick minimum": seat 1 names spades
  # holding no king or queen of spades; seat 0 melds a double run 1500 with a third king and
  # queen of spades 40 and a heart marriage 20 (1560), seat 2 five marriages (100).
  # id: b0b1f794
  @trickster.scoring.trump-marriage-required @trickster.scoring.fold-defenders @trickster.scoring.fold-timing
  Scenario: Double deck with only 'Minimum 20/200 in tricks' off - when the declarers fold, the defenders score their 1660 meld
    Given the ruleset "trickster-double-deck" with scoring.trick_minimum set to null
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
