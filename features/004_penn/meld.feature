@doc-004
Feature: Penn pinochle meld (004, Phase 1, steps 2 and 6)

  @penn.meld.run @penn.meld.run-holds-its-marriage
  Scenario: A run in trump scores 15 and holds its own marriage
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥"
    When the meld is counted
    Then the meld total is 15
    And the meld breakdown is:
      | meld | suit | multiplicity | points |
      | run  | ♥    | 1            | 15     |
