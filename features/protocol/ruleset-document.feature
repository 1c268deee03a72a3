@doc-protocol
Feature: A ruleset document is read by the rules it states (adapter protocol v1, "Conventions")

  The `$schema` member of a ruleset document is optional and states no rule. The same
  ruleset sent without it is the same ruleset, and every answer is the same as with it:
  each scenario here repeats a question another scenario asks of the full document.

  # id: 5f2d69c3
  @protocol.ruleset.schema-member
  Scenario: penn-4 without its "$schema" member counts A-10-K-Q-J of hearts as with it
    Given the ruleset "penn-4"
    And the ruleset document leaves out its "$schema" member
    And trump is ♥
    And the hand "A♥ 10♥ K♥ Q♥ J♥"
    When the meld is counted
    Then the meld total is 15

  # id: 88f14a2d
  @protocol.ruleset.schema-member
  Scenario: A trickster-classic trick without the "$schema" member is won as with it
    Given the ruleset "trickster-classic"
    And the ruleset document leaves out its "$schema" member
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
      | 2    | 10♣  |
      | 3    | Q♣   |
      | 0    | J♣   |
    When the trick is complete
    Then the trick is won by seat 2
