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

  # The same reading in a played hand, where the refusal names its rule. Seat 1 plays alone
  # with spades trump and leads K♦; seat 2, holding no diamond, trumps with 9♠. Seat 3 holds
  # K♦ 9♦: an identical king does not top the first one (identical-first-wins), so his 9♦
  # stands. Seat 4 holds 10♦ 9♦: the 10♦ tops the K♦, the highest diamond played, so his 9♦
  # is refused for heading although the 9♠ is taking the trick.
  # id: eacde7ee
  @family.play.ninety-six-heading-after-trump @family.play.ninety-six-heading-always @family.play.identical-first-wins
  Scenario: Read with heading outliving the trump, a played 9♦ under the K♦ led and trumped is refused to the holder of the 10♦
    Given the ruleset "family-5-96-heading" with play.head_after_trump set to true
    And the deal:
      | seat  | cards                                                         |
      | 0     | A♦ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ Q♦ Q♦ J♦ J♦ J♦ 9♦ Q♣ Q♣ Q♣ J♣        |
      | 1     | A♠ A♠ A♠ A♠ 10♠ 10♠ 10♠ 10♠ K♠ K♠ K♠ K♠ Q♠ A♦ 10♦ K♦ Q♦ J♦    |
      | 2     | Q♠ Q♠ Q♠ J♠ J♠ J♠ J♠ 9♠ 9♠ 9♠ 9♠ A♥ A♥ A♥ A♥ 10♥ J♣ 9♣       |
      | 3     | 10♥ 10♥ 10♥ K♥ K♥ K♥ K♥ Q♥ Q♥ Q♥ Q♥ J♥ J♥ J♥ J♥ 9♥ K♦ 9♦     |
      | 4     | 9♥ 9♥ 9♥ 10♦ 9♦ A♣ A♣ A♣ A♣ 10♣ 10♣ 10♣ 10♣ K♣ K♣ K♣ K♣ Q♣    |
      | kitty | 9♦ J♣ J♣ 9♣ 9♣ 9♣                                             |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♠                   |
      | 1    | alone                     |
      | 1    | discard J♣ J♣ 9♣ 9♣ 9♣ 9♦ |
      | 1    | play K♦                   |
      | 2    | play 9♠                   |
      | 3    | play 9♦                   |
      | 4    | play 9♦                   |
    When the hand is played
    # checks: family.play.ninety-six-heading-after-trump
    Then action 12 is rejected with rule "play.must-head"

  # The same deal with clubs trump: seat 2 trumps the K♦ with 9♣, a trump of a suit that
  # sorts before diamonds where spades sort after, and the duty is the same.
  # id: 9b1242be
  @family.play.ninety-six-heading-after-trump @family.play.ninety-six-heading-always @family.play.identical-first-wins
  Scenario: Read with heading outliving the trump, a 9♦ under the K♦ led and trumped with clubs is refused to the holder of the 10♦
    Given the ruleset "family-5-96-heading" with play.head_after_trump set to true
    And the deal:
      | seat  | cards                                                         |
      | 0     | A♦ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ Q♦ Q♦ J♦ J♦ J♦ 9♦ Q♣ Q♣ Q♣ J♣        |
      | 1     | A♠ A♠ A♠ A♠ 10♠ 10♠ 10♠ 10♠ K♠ K♠ K♠ K♠ Q♠ A♦ 10♦ K♦ Q♦ J♦    |
      | 2     | Q♠ Q♠ Q♠ J♠ J♠ J♠ J♠ 9♠ 9♠ 9♠ 9♠ A♥ A♥ A♥ A♥ 10♥ J♣ 9♣       |
      | 3     | 10♥ 10♥ 10♥ K♥ K♥ K♥ K♥ Q♥ Q♥ Q♥ Q♥ J♥ J♥ J♥ J♥ 9♥ K♦ 9♦     |
      | 4     | 9♥ 9♥ 9♥ 10♦ 9♦ A♣ A♣ A♣ A♣ 10♣ 10♣ 10♣ 10♣ K♣ K♣ K♣ K♣ Q♣    |
      | kitty | 9♦ J♣ J♣ 9♣ 9♣ 9♣                                             |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♣                   |
      | 1    | alone                     |
      | 1    | discard Q♠ K♠ K♠ Q♦ J♦ 9♦ |
      | 1    | play K♦                   |
      | 2    | play 9♣                   |
      | 3    | play 9♦                   |
      | 4    | play 9♦                   |
    When the hand is played
    # checks: family.play.ninety-six-heading-after-trump
    Then action 12 is rejected with rule "play.must-head"

  # The legal plays of the same trick with clubs trump: seat 4, holding 10♦ 9♦ and a club,
  # must head the K♦ with the 10♦ although the 9♣ is winning.
  # id: 94946537
  @family.play.ninety-six-heading-after-trump @family.play.ninety-six-heading-always
  Scenario: Read with heading outliving the trump, a trick of K♦ trumped with clubs leaves only the 10♦
    Given the ruleset "family-5-96-heading" with play.head_after_trump set to true
    And trump is ♣
    And the hand "10♦ 9♦ A♣"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | 9♣   |
    When the legal plays are asked for
    # checks: family.play.ninety-six-heading-after-trump
    Then the legal plays are "10♦"
