@doc-002
Feature: The family game's run read as also holding a marriage in trump (002 main text, meld points)

  002 lists the run of trump (ace, ten, king, queen, jack) at 15 and the marriage in trump at
  4 without saying whether the run's own king and queen count as that marriage too. The
  rulesets read them as spent in the run (family.meld.run-holds-its-marriage,
  meld.run_marriage_counts false); here the other reading.

  # 002, main text's meld points, read with the run's pair also a marriage in trump: the
  # bidder's A♥ 10♥ K♥ Q♥ J♥ with hearts trump is a run 15 and a royal marriage 4, 19; the
  # A♠ beside them makes nothing.
  # id: c46cf8ab
  @family.meld.run-holds-its-marriage
  Scenario: Read with the run's king and queen also a marriage, a run alone scores 19
    Given the ruleset "family-5-shore" with meld.run_marriage_counts set to true
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥ A♠"
    When the meld is counted
    Then the meld total is 19
    And the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♥    | 1            | 15     |
      | royal_marriage | ♥    | 1            | 4      |

  # The same reading with a second king and queen of trump: each pair is a marriage, the
  # run's and the spare one, so the hand is a run 15 and two royal marriages.
  # id: 0f4eaff7
  @family.meld.run-holds-its-marriage
  Scenario: Read with the run's king and queen also a marriage, a run with a spare king and queen has two marriages
    Given the ruleset "family-5-shore" with meld.run_marriage_counts set to true
    And trump is ♥
    And the hand "A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥"
    When the meld is counted
    Then the meld breakdown is:
      | meld           | suit | multiplicity | points |
      | run            | ♥    | 1            | 15     |
      | royal_marriage | ♥    | 2            | 8      |
