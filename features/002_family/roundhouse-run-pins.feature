@doc-002
Feature: The family game's round house beside a trump run (002, 96-card comment's Points list)

  002's standard meld list (the 96-card comment's Points, which the single-deck and cut-throat
  games also take) makes four kings and four queens a round house of 24 and lists the trump run
  apart, without saying whether the king and queen inside a run of trump may serve the round
  house too. The rulesets read them as kept by the run (family.meld.roundhouse-with-run,
  meld.roundhouse.run_marriage false), as they make no marriage in trump beside it
  (family.meld.run-holds-its-marriage); here both sides, on a hand where they differ.

  # 002, 96-card comment's Points list as family-5-96 encodes it (run 15, plain marriage 2,
  # kings around 8, queens around 6; the round house 24 takes kings around, queens around and
  # the four marriages). Hearts trump: A♥ 10♥ K♥ Q♥ J♥ are the run, 15; its K♥ Q♥ make no
  # marriage in trump beside it, so the marriages are the spade, diamond and club ones only,
  # 3 x 2 = 6, and with the fourth (trump) marriage missing there is no round house. The K♥
  # and Q♥ still count in kings around 8 and queens around 6 (the arounds are no marriage):
  # 15 + 6 + 8 + 6 = 35. No J♦, so no pinochle; no nine, so no nine of trump.
  # id: 4ebe3a10
  @family.meld.roundhouse-with-run @family.meld.ninety-six-roundhouse-24 @family.meld.run-holds-its-marriage
  Scenario: 96-card game - a trump run beside the king and queen of every other suit is no round house, 35
    Given the ruleset "family-5-96"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥ K♠ Q♠ K♦ Q♦ K♣ Q♣"
    When the meld is counted
    # checks: family.meld.roundhouse-with-run
    Then the meld total is 35
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | run             | ♥    | 1            | 15     |
      | common_marriage | ♠    | 1            | 2      |
      | common_marriage | ♦    | 1            | 2      |
      | common_marriage | ♣    | 1            | 2      |
      | kings_around    | -    | 1            | 8      |
      | queens_around   | -    | 1            | 6      |

  # The other reading, on the same hand: the run's K♥ Q♥ stand as the round house's marriage in
  # trump while the run still counts, so the four kings, four queens and four marriages are one
  # round house of 24 in place of kings around 8, queens around 6 and the three plain marriages
  # 6 (20, less than 24, so it is formed): run 15 + round house 24 = 39.
  # id: 620c317f
  @family.meld.roundhouse-with-run @family.meld.ninety-six-roundhouse-24
  Scenario: 96-card game read with the run's pair in the round house - the same hand is a run and a round house, 39
    Given the ruleset "family-5-96" with meld.roundhouse.run_marriage set to true
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥ K♠ Q♠ K♦ Q♦ K♣ Q♣"
    When the meld is counted
    # checks: family.meld.roundhouse-with-run
    Then the meld total is 39
    And the meld breakdown is:
      | meld       | suit | multiplicity | points |
      | run        | ♥    | 1            | 15     |
      | roundhouse | -    | 1            | 24     |

  # 002, last comment's single deck with 002's standard list as family-5-single-deck encodes it
  # (the same values as above). The hand is the bidder's 12, his 9 and the kitty's 3, taken in
  # before the meld. Clubs trump: A♣ 10♣ K♣ Q♣ J♣ are the run, 15; its K♣ Q♣ make no marriage
  # in trump beside it, so only the spade, heart and diamond marriages count, 3 x 2 = 6, and
  # without a trump marriage there is no round house; kings around 8 and queens around 6 still
  # count: 15 + 6 + 8 + 6 = 35. The 10♥ makes nothing; no J♦, so no pinochle; no nine of trump.
  # id: 5791b779
  @family.meld.roundhouse-with-run @family.meld.single-deck-standard @family.meld.run-holds-its-marriage
  Scenario: Single-deck game - a trump run beside the king and queen of every other suit is no roundhouse, 35
    Given the ruleset "family-5-single-deck"
    And trump is ♣
    And the hand "A♣ 10♣ K♣ Q♣ J♣ K♠ Q♠ K♥ Q♥ K♦ Q♦ 10♥"
    When the meld is counted
    # checks: family.meld.roundhouse-with-run
    Then the meld total is 35
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | run             | ♣    | 1            | 15     |
      | common_marriage | ♠    | 1            | 2      |
      | common_marriage | ♥    | 1            | 2      |
      | common_marriage | ♦    | 1            | 2      |
      | kings_around    | -    | 1            | 8      |
      | queens_around   | -    | 1            | 6      |

  # The other reading, on the same hand: the run's K♣ Q♣ complete the round house, which takes
  # kings around, queens around and the three plain marriages (20) for its 24, the run still
  # counting: 15 + 24 = 39.
  # id: 44e36ea2
  @family.meld.roundhouse-with-run @family.meld.single-deck-standard
  Scenario: Single-deck game read with the run's pair in the roundhouse - the same hand is a run and a roundhouse, 39
    Given the ruleset "family-5-single-deck" with meld.roundhouse.run_marriage set to true
    And trump is ♣
    And the hand "A♣ 10♣ K♣ Q♣ J♣ K♠ Q♠ K♥ Q♥ K♦ Q♦ 10♥"
    When the meld is counted
    # checks: family.meld.roundhouse-with-run
    Then the meld total is 39
    And the meld breakdown is:
      | meld       | suit | multiplicity | points |
      | run        | ♣    | 1            | 15     |
      | roundhouse | -    | 1            | 24     |
