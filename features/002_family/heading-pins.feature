@doc-002
Feature: The 96-card game's heading read as outliving a trump (002, 96-card comment)

  The 96-card comment's heading rule asks a player to play a higher card when he has one,
  and says nothing of a plain-suit trick a trump has already taken. family-5-96-heading reads
  the duty as lapsing then (family.play.ninety-six-heading-after-trump, play.head_after_trump
  false); here the other reading, and the rule side again with a lower card of the suit.

  # The other reading: seat 1 led K♦ and seat 2 trumped with 9♠. The player to play holds
  # A♦ 9♦ A♠ and must follow diamonds; heading still binds him to top the K♦, so only the
  # A♦ may be played.
  # id: 7ccbb12c
  @family.play.ninety-six-heading-after-trump
  Scenario: Read with heading outliving the trump, a player following suit must still top the king led
    Given the ruleset "family-5-96-heading" with play.head_after_trump set to true
    And trump is ♠
    And the hand "A♦ 9♦ A♠"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | 9♠   |
    When the legal plays are asked for
    Then the legal plays are "A♦"

  # The same reading with seat 0's A♦ after the trump: the highest diamond is now that ace,
  # which nothing tops, so any diamond will do (10♦ or 9♦), as under the rulesets' reading.
  # id: dab98e5b
  @family.play.ninety-six-heading-after-trump
  Scenario: Read with heading outliving the trump, nothing tops an ace of the suit led, so any card of it will do
    Given the ruleset "family-5-96-heading" with play.head_after_trump set to true
    And trump is ♠
    And the hand "10♦ 9♦ A♠"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | 9♠   |
      | 3    | A♦   |
    When the legal plays are asked for
    Then the legal plays are "10♦ 9♦"
