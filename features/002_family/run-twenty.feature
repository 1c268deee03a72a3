@doc-002
Feature: Family 5-handed pinochle, called-card game with the single run at 20 (002, comment 1)
  The first reader comment values a single run at 15 or at 20 depending on the players;
  family-5-called-card takes 15 and family-5-called-card-run-20 takes 20. The double run is
  150 under both readings, and everything else is the called-card game.

  # id: 8a7c4ddc
  @family.meld.called-card-single-run @family.meld.run-holds-its-marriage
  Scenario: With the run read as 20, a single run of trump is worth 20
    Given the ruleset "family-5-called-card-run-20"
    And trump is ♣
    And the hand "A♣ 10♣ K♣ Q♣ J♣ J♦"
    When the meld is counted
    # checks: family.meld.called-card-single-run
    Then the meld total is 20
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♣    | 1            | 20     |

  # id: 70188de3
  @family.meld.called-card-single-run @family.meld.called-card-double-run-150 @family.meld.run-holds-its-marriage
  Scenario: With the run read as 20, a double run is still 150
    Given the ruleset "family-5-called-card-run-20"
    And trump is ♣
    And the hand "A♣ A♣ 10♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ J♣"
    When the meld is counted
    # checks: family.meld.called-card-double-run-150
    Then the meld total is 150
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♣    | 2            | 150    |

  # id: 46690379
  @family.meld.called-card-single-run @family.meld.run-trump-only
  Scenario: With the run read as 20, the same cards outside trump are only a marriage
    Given the ruleset "family-5-called-card-run-20"
    And trump is ♥
    And the hand "A♣ 10♣ K♣ Q♣ J♣ J♦"
    When the meld is counted
    # checks: family.meld.run-trump-only
    Then the meld total is 2
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | common_marriage | ♣    | 1            | 2      |
