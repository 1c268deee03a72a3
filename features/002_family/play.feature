@doc-002
Feature: Family 5-handed pinochle: the play of the cards (002)
  Main text: the bidder leads, and must lead trump; players follow suit, otherwise trump,
  and a later trumper must beat an earlier trump when able; a player out of both may play
  anything but cannot win. The highest trump, else the highest card of the suit led, wins,
  and its winner leads next. The cut-throat game drops the trump lead; the 96-card game
  drops it too and adds "heading the trick", on trump only or on every trick as agreed.

  # id: c6c3cdb2
  @family.play.first-lead-trump
  Scenario: The bidder's opening lead must be a trump when he holds one
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the hand "A♠ J♠ A♦ Q♣ 10♥"
    And it is the opening lead of the hand
    When the legal plays are asked for
    Then the legal plays are "A♠ J♠"

  # id: 2b7e69d2
  @family.play.first-lead-trump
  Scenario: After the opening trick any card may be led
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the hand "A♠ J♠ A♦ Q♣ 10♥"
    When the legal plays are asked for
    Then the legal plays are "A♠ J♠ A♦ Q♣ 10♥"

  # id: 4f5f7d56
  @family.play.first-lead-trump @family.play.bidder-leads
  Scenario: The bidder's opening lead must be a trump
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ A♠ 10♠ 10♠ Q♠ Q♠ 10♥ K♥ K♥ Q♥ Q♦ K♣ Q♣ J♣ J♣   |
      | 1     | Q♠ J♠ J♠ A♥ K♥ K♥ Q♥ J♥ 10♦ 10♦ K♦ K♦ J♦ J♣ J♣    |
      | 2     | 10♠ K♠ A♥ 10♥ 10♥ Q♥ J♥ A♦ K♦ Q♦ J♦ A♣ A♣ 10♣ 10♣ |
      | 3     | A♠ K♠ K♠ K♠ Q♠ J♥ A♦ A♦ 10♦ Q♦ A♣ K♣ K♣ Q♣ Q♣     |
      | 4     | A♠ 10♠ J♠ J♠ A♥ 10♥ Q♥ J♥ A♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣  |
      | kitty | A♥ 10♦ K♦ J♦ A♣                                   |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | bid 42                 |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 2    | trump ♥                |
      | 2    | discard K♠ Q♥ J♥ J♦ J♦ |
      | 2    | announce trump         |
      | 2    | play 10♠               |
    When the hand is played
    # checks: family.play.first-lead-trump
    Then action 9 is rejected with rule "lead.first-lead-trump"

  # The same hand, the bidder now opening with a club: clubs are no more trump than
  # spades (002, main text: the bidder leads, and must lead trump).
  # id: 3a51e2ec
  @family.play.first-lead-trump @family.play.bidder-leads
  Scenario: The bidder's opening lead may not be a club when hearts are trump
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ A♠ 10♠ 10♠ Q♠ Q♠ 10♥ K♥ K♥ Q♥ Q♦ K♣ Q♣ J♣ J♣   |
      | 1     | Q♠ J♠ J♠ A♥ K♥ K♥ Q♥ J♥ 10♦ 10♦ K♦ K♦ J♦ J♣ J♣    |
      | 2     | 10♠ K♠ A♥ 10♥ 10♥ Q♥ J♥ A♦ K♦ Q♦ J♦ A♣ A♣ 10♣ 10♣ |
      | 3     | A♠ K♠ K♠ K♠ Q♠ J♥ A♦ A♦ 10♦ Q♦ A♣ K♣ K♣ Q♣ Q♣     |
      | 4     | A♠ 10♠ J♠ J♠ A♥ 10♥ Q♥ J♥ A♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣  |
      | kitty | A♥ 10♦ K♦ J♦ A♣                                   |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | bid 42                 |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 2    | trump ♥                |
      | 2    | discard K♠ Q♥ J♥ J♦ J♦ |
      | 2    | announce trump         |
      | 2    | play A♣                |
    When the hand is played
    # checks: family.play.first-lead-trump
    Then action 9 is rejected with rule "lead.first-lead-trump"

  # id: 125e4e46
  @family.play.bidder-leads
  Scenario: Only the bidder may lead to the first trick
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ A♠ 10♠ 10♠ Q♠ Q♠ 10♥ K♥ K♥ Q♥ Q♦ K♣ Q♣ J♣ J♣   |
      | 1     | Q♠ J♠ J♠ A♥ K♥ K♥ Q♥ J♥ 10♦ 10♦ K♦ K♦ J♦ J♣ J♣    |
      | 2     | 10♠ K♠ A♥ 10♥ 10♥ Q♥ J♥ A♦ K♦ Q♦ J♦ A♣ A♣ 10♣ 10♣ |
      | 3     | A♠ K♠ K♠ K♠ Q♠ J♥ A♦ A♦ 10♦ Q♦ A♣ K♣ K♣ Q♣ Q♣     |
      | 4     | A♠ 10♠ J♠ J♠ A♥ 10♥ Q♥ J♥ A♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣  |
      | kitty | A♥ 10♦ K♦ J♦ A♣                                   |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | bid 42                 |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 2    | trump ♥                |
      | 2    | discard K♠ Q♥ J♥ J♦ J♦ |
      | 2    | announce trump         |
      | 3    | play A♠                |
    When the hand is played
    Then action 9 is rejected with rule "turn.out-of-turn"

  # id: df58eccb
  @family.play.clockwise
  Scenario: Play goes to the left: the player left of the leader plays second
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ A♠ 10♠ 10♠ Q♠ Q♠ 10♥ K♥ K♥ Q♥ Q♦ K♣ Q♣ J♣ J♣   |
      | 1     | Q♠ J♠ J♠ A♥ K♥ K♥ Q♥ J♥ 10♦ 10♦ K♦ K♦ J♦ J♣ J♣    |
      | 2     | 10♠ K♠ A♥ 10♥ 10♥ Q♥ J♥ A♦ K♦ Q♦ J♦ A♣ A♣ 10♣ 10♣ |
      | 3     | A♠ K♠ K♠ K♠ Q♠ J♥ A♦ A♦ 10♦ Q♦ A♣ K♣ K♣ Q♣ Q♣     |
      | 4     | A♠ 10♠ J♠ J♠ A♥ 10♥ Q♥ J♥ A♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣  |
      | kitty | A♥ 10♦ K♦ J♦ A♣                                   |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | bid 42                 |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 2    | trump ♥                |
      | 2    | discard K♠ Q♥ J♥ J♦ J♦ |
      | 2    | announce trump         |
      | 2    | play A♥                |
      | 4    | play A♠                |
    When the hand is played
    Then action 10 is rejected with rule "turn.out-of-turn"

  # The same deal: after the bidder (seat 2) leads, seats 3, 4, 0 and 1 play in that order,
  # each to the left of the one before (002, main text, discard and play: play goes
  # clockwise). Play going the other way would have seat 1 play second.
  # id: 98a4f540
  @family.play.clockwise
  Scenario: Play goes to the left: after the leader in seat 2 come seats 3, 4, 0 and 1
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ A♠ 10♠ 10♠ Q♠ Q♠ 10♥ K♥ K♥ Q♥ Q♦ K♣ Q♣ J♣ J♣   |
      | 1     | Q♠ J♠ J♠ A♥ K♥ K♥ Q♥ J♥ 10♦ 10♦ K♦ K♦ J♦ J♣ J♣    |
      | 2     | 10♠ K♠ A♥ 10♥ 10♥ Q♥ J♥ A♦ K♦ Q♦ J♦ A♣ A♣ 10♣ 10♣ |
      | 3     | A♠ K♠ K♠ K♠ Q♠ J♥ A♦ A♦ 10♦ Q♦ A♣ K♣ K♣ Q♣ Q♣     |
      | 4     | A♠ 10♠ J♠ J♠ A♥ 10♥ Q♥ J♥ A♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣  |
      | kitty | A♥ 10♦ K♦ J♦ A♣                                   |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | bid 42                 |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 2    | trump ♥                |
      | 2    | discard K♠ Q♥ J♥ J♦ J♦ |
      | 2    | announce trump         |
      | 2    | play A♥                |
      | 3    | play J♥                |
      | 4    | play J♥                |
      | 0    | play Q♥                |
      | 1    | play J♥                |
    When the hand is played
    Then every action is accepted

  # id: 96680feb
  @family.play.winner-leads
  Scenario: The winner of a trick leads the next one
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | 10♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ 10♥ J♥ A♣ A♣ K♣ K♣ Q♣ J♣    |
      | 1     | 10♠ K♠ K♠ Q♠ J♠ 10♥ K♥ Q♥ 10♦ K♦ Q♦ Q♦ J♦ A♣ 10♣  |
      | 2     | A♠ A♠ A♥ A♥ K♥ Q♥ Q♥ J♥ J♥ A♦ Q♦ J♦ A♣ Q♣ Q♣      |
      | 3     | A♠ K♠ A♥ 10♥ K♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ 10♣ 10♣ Q♣ J♣ |
      | 4     | A♠ 10♠ A♥ 10♥ Q♥ J♥ A♦ 10♦ K♦ K♦ K♦ J♦ 10♣ K♣ J♣  |
      | kitty | 10♠ J♠ K♥ K♣ J♣                                   |
    And the actions:
      | seat | action                  |
      | 1    | pass                    |
      | 2    | bid 42                  |
      | 3    | pass                    |
      | 4    | pass                    |
      | 0    | pass                    |
      | 2    | trump ♥                 |
      | 2    | discard A♠ 10♠ J♥ Q♦ Q♣ |
      | 2    | announce trump          |
      | 2    | play K♥                 |
      | 3    | play A♥                 |
      | 4    | play 10♥                |
      | 0    | play 10♥                |
      | 1    | play 10♥                |
      | 4    | play A♠                 |
    When the hand is played
    Then action 14 is rejected with rule "turn.out-of-turn"

  # The same deal: seat 3 takes the first trick with the ace of trump, so seat 3 leads the
  # second (002, main text, discard and play: the winner leads the next round), not the
  # bidder who led the first.
  # id: 8fc6a8e8
  @family.play.winner-leads @family.play.no-heading
  Scenario: The player who took the trick, not its leader, leads to the next one
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | 10♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ 10♥ J♥ A♣ A♣ K♣ K♣ Q♣ J♣    |
      | 1     | 10♠ K♠ K♠ Q♠ J♠ 10♥ K♥ Q♥ 10♦ K♦ Q♦ Q♦ J♦ A♣ 10♣  |
      | 2     | A♠ A♠ A♥ A♥ K♥ Q♥ Q♥ J♥ J♥ A♦ Q♦ J♦ A♣ Q♣ Q♣      |
      | 3     | A♠ K♠ A♥ 10♥ K♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ 10♣ 10♣ Q♣ J♣ |
      | 4     | A♠ 10♠ A♥ 10♥ Q♥ J♥ A♦ 10♦ K♦ K♦ K♦ J♦ 10♣ K♣ J♣  |
      | kitty | 10♠ J♠ K♥ K♣ J♣                                   |
    And the actions:
      | seat | action                  |
      | 1    | pass                    |
      | 2    | bid 42                  |
      | 3    | pass                    |
      | 4    | pass                    |
      | 0    | pass                    |
      | 2    | trump ♥                 |
      | 2    | discard A♠ 10♠ J♥ Q♦ Q♣ |
      | 2    | announce trump          |
      | 2    | play K♥                 |
      | 3    | play A♥                 |
      | 4    | play 10♥                |
      | 0    | play 10♥                |
      | 1    | play 10♥                |
      | 3    | play J♦                 |
      | 4    | play J♦                 |
    When the hand is played
    # checks: family.play.winner-leads
    Then every action is accepted

  # id: 6d461438
  @family.play.must-follow @family.play.no-heading
  Scenario: A player must follow suit but need not beat the card led
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the hand "A♦ J♦ A♠ Q♣ 10♥"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
    When the legal plays are asked for
    # checks: family.play.no-heading
    Then the legal plays are "A♦ J♦"

  # id: e04931be
  @family.play.must-follow @family.play.no-heading
  Scenario: On a trump lead a player follows with any trump, higher or lower
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the hand "A♠ J♠ A♦"
    And the trick so far:
      | seat | card |
      | 1    | Q♠   |
    When the legal plays are asked for
    # checks: family.play.no-heading
    Then the legal plays are "A♠ J♠"

  # id: 7fb83a3e
  @family.play.must-follow
  Scenario: A player holding the suit led follows it even after another player has trumped
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the hand "A♦ J♦ K♠"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | A♠   |
    When the legal plays are asked for
    Then the legal plays are "A♦ J♦"

  # id: e8361213
  @family.play.must-trump
  Scenario: A player out of the suit led must trump, with any trump when none is played yet
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the hand "A♠ J♠ Q♣ 10♥"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
    When the legal plays are asked for
    Then the legal plays are "A♠ J♠"

  # id: 426158a6
  @family.play.must-overtrump
  Scenario: A player trumping after an earlier trump must play a higher trump
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the hand "A♠ K♠ J♠ Q♣"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | Q♠   |
    When the legal plays are asked for
    Then the legal plays are "A♠ K♠"

  # id: 5d1be5c3
  @family.play.trump-when-cannot-overtrump
  Scenario: A player who cannot beat the earlier trump must still play a trump
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the hand "Q♠ J♠ Q♣ 10♥"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | A♠   |
    When the legal plays are asked for
    Then the legal plays are "Q♠ J♠"

  # 002, main text, discard and play: a later trumper must beat the earlier trump if he can,
  # and must trump all the same if he cannot. The other ace of trump does not beat the one
  # already played (of two equal cards the first stays ahead), so this player cannot beat
  # it and may play either of his trumps.
  # id: eb1c369f
  @family.play.trump-when-cannot-overtrump @family.play.identical-first-wins
  Scenario: A player whose best trump only equals the earlier ace of trump may play any trump
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the hand "A♠ J♠ Q♣ 10♥"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | A♠   |
    When the legal plays are asked for
    # checks: family.play.identical-first-wins
    Then the legal plays are "A♠ J♠"

  # id: a3f197dd
  @family.play.void-any-card
  Scenario: A player out of the suit led and out of trump may play any card
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the hand "Q♣ 10♥ A♣"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
    When the legal plays are asked for
    Then the legal plays are "Q♣ 10♥ A♣"

  # 002, main text, discard and play: only a player out of the suit led and out of trump
  # may play anything. Holding a diamond, and no trump, this player must play the diamond.
  # id: e9c6607b
  @family.play.void-any-card
  Scenario: A player out of trump who still holds the suit led must follow it
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the hand "Q♣ 10♥ A♣ J♦"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
    When the legal plays are asked for
    Then the legal plays are "J♦"

  # id: 7d91eeab
  @family.play.must-follow
  Scenario: A player holding the suit led must follow it, here trump on the opening lead
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ A♠ 10♠ 10♠ Q♠ Q♠ 10♥ K♥ K♥ Q♥ Q♦ K♣ Q♣ J♣ J♣   |
      | 1     | Q♠ J♠ J♠ A♥ K♥ K♥ Q♥ J♥ 10♦ 10♦ K♦ K♦ J♦ J♣ J♣    |
      | 2     | 10♠ K♠ A♥ 10♥ 10♥ Q♥ J♥ A♦ K♦ Q♦ J♦ A♣ A♣ 10♣ 10♣ |
      | 3     | A♠ K♠ K♠ K♠ Q♠ J♥ A♦ A♦ 10♦ Q♦ A♣ K♣ K♣ Q♣ Q♣     |
      | 4     | A♠ 10♠ J♠ J♠ A♥ 10♥ Q♥ J♥ A♦ Q♦ J♦ 10♣ 10♣ K♣ Q♣  |
      | kitty | A♥ 10♦ K♦ J♦ A♣                                   |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | bid 42                 |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 2    | trump ♥                |
      | 2    | discard K♠ Q♥ J♥ J♦ J♦ |
      | 2    | announce trump         |
      | 2    | play A♥                |
      | 3    | play A♠                |
    When the hand is played
    Then action 10 is rejected with rule "play.must-follow"

  # id: 1fed07ad
  @family.play.must-trump @family.play.no-heading
  Scenario: A player void in the suit led who holds trump must play one
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | 10♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ 10♥ J♥ A♣ A♣ K♣ K♣ Q♣ J♣    |
      | 1     | 10♠ K♠ K♠ Q♠ J♠ 10♥ K♥ Q♥ 10♦ K♦ Q♦ Q♦ J♦ A♣ 10♣  |
      | 2     | A♠ A♠ A♥ A♥ K♥ Q♥ Q♥ J♥ J♥ A♦ Q♦ J♦ A♣ Q♣ Q♣      |
      | 3     | A♠ K♠ A♥ 10♥ K♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ 10♣ 10♣ Q♣ J♣ |
      | 4     | A♠ 10♠ A♥ 10♥ Q♥ J♥ A♦ 10♦ K♦ K♦ K♦ J♦ 10♣ K♣ J♣  |
      | kitty | 10♠ J♠ K♥ K♣ J♣                                   |
    And the actions:
      | seat | action                  |
      | 1    | pass                    |
      | 2    | bid 42                  |
      | 3    | pass                    |
      | 4    | pass                    |
      | 0    | pass                    |
      | 2    | trump ♥                 |
      | 2    | discard A♠ 10♠ J♥ Q♦ Q♣ |
      | 2    | announce trump          |
      | 2    | play K♥                 |
      | 3    | play A♥                 |
      | 4    | play 10♥                |
      | 0    | play 10♥                |
      | 1    | play 10♥                |
      | 3    | play J♦                 |
      | 4    | play J♦                 |
      | 0    | play 10♠                |
    When the hand is played
    # checks: family.play.must-trump
    Then action 16 is rejected with rule "play.must-trump"

  # id: 55b9b40b
  @family.play.must-overtrump @family.play.no-heading
  Scenario: A player trumping after an earlier trump must beat it when able
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                            |
      | 0     | A♠ 10♠ Q♠ J♠ A♥ 10♥ K♥ J♥ A♦ J♦ 10♣ K♣ K♣ Q♣ J♣  |
      | 1     | A♠ 10♠ Q♠ J♠ A♥ 10♥ Q♥ J♥ A♦ 10♦ 10♦ K♦ K♣ Q♣ Q♣ |
      | 2     | K♠ Q♠ J♠ A♥ 10♥ K♥ K♥ J♥ A♦ K♦ J♦ J♦ A♣ A♣ A♣    |
      | 3     | A♠ 10♠ K♠ J♠ A♥ Q♥ J♥ A♦ 10♦ K♦ Q♦ Q♦ J♦ 10♣ J♣  |
      | 4     | A♠ 10♠ K♠ K♠ Q♠ 10♥ K♥ Q♥ K♦ Q♦ 10♣ K♣ Q♣ J♣ J♣  |
      | kitty | Q♥ 10♦ Q♦ A♣ 10♣                                 |
    And the actions:
      | seat | action                   |
      | 1    | pass                     |
      | 2    | bid 42                   |
      | 3    | pass                     |
      | 4    | pass                     |
      | 0    | pass                     |
      | 2    | trump ♥                  |
      | 2    | discard J♠ A♦ 10♦ J♦ 10♣ |
      | 2    | play 10♥                 |
      | 3    | play Q♥                  |
      | 4    | play Q♥                  |
      | 0    | play K♥                  |
      | 1    | play J♥                  |
      | 2    | play Q♦                  |
      | 3    | play Q♦                  |
      | 4    | play K♦                  |
      | 0    | play J♦                  |
      | 1    | play 10♦                 |
      | 1    | play K♦                  |
      | 2    | play J♦                  |
      | 3    | play 10♦                 |
      | 4    | play Q♦                  |
      | 0    | play A♦                  |
      | 0    | play 10♣                 |
      | 1    | play Q♣                  |
      | 2    | play A♣                  |
      | 3    | play J♣                  |
      | 4    | play Q♣                  |
      | 2    | play K♦                  |
      | 3    | play Q♦                  |
      | 4    | play 10♥                 |
      | 0    | play J♥                  |
    When the hand is played
    # checks: family.play.must-overtrump
    Then action 31 is rejected with rule "play.must-overtrump"

  # id: 3c417366
  @family.play.trump-wins @family.play.off-suit-cannot-win
  Scenario: A trump takes a trick led in another suit, whatever the aces played
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 1    | A♥   |
      | 2    | A♥   |
      | 3    | J♠   |
      | 4    | 10♥  |
      | 0    | A♦   |
    When the trick is complete
    # checks: family.play.trump-wins
    Then the trick is won by seat 3

  # id: 291a6f57
  @family.play.highest-of-led-suit-wins
  Scenario: Without trump the highest card of the suit led wins
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 3    | Q♣   |
      | 4    | A♦   |
      | 0    | K♣   |
      | 1    | J♣   |
      | 2    | 10♥  |
    When the trick is complete
    Then the trick is won by seat 0

  # 002, main text, discard and play: in a trick without trump, the best card of the led
  # suit wins. Here the leader's ten stays highest of the diamonds; the two aces of
  # other plain suits rank higher but cannot win.
  # id: 3edef216
  @family.play.highest-of-led-suit-wins
  Scenario: Without trump the leader's ten of the suit led wins over aces of other suits
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 2    | 10♦  |
      | 3    | A♣   |
      | 4    | K♦   |
      | 0    | A♥   |
      | 1    | Q♦   |
    When the trick is complete
    Then the trick is won by seat 2

  # id: e9ce57f7
  @family.play.identical-first-wins
  Scenario: Of two identical winning cards the first played takes the trick
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
      | 2    | A♣   |
      | 3    | 10♣  |
      | 4    | A♣   |
      | 0    | Q♣   |
    When the trick is complete
    Then the trick is won by seat 2

  # id: 576be6fa
  @family.play.identical-first-wins @family.play.trump-wins
  Scenario: Of two identical trumps the first played takes the trick
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 1    | A♦   |
      | 2    | K♠   |
      | 3    | A♠   |
      | 4    | A♠   |
      | 0    | J♠   |
    When the trick is complete
    # checks: family.play.identical-first-wins
    Then the trick is won by seat 3

  # id: 66da7675
  @family.play.cutthroat-free-first-lead
  Scenario: In the cut-throat game the bidder need not open with trump
    Given the ruleset "family-5-cutthroat"
    And trump is ♠
    And the hand "A♠ J♠ A♦ Q♣"
    And it is the opening lead of the hand
    When the legal plays are asked for
    Then the legal plays are "A♠ J♠ A♦ Q♣"

  # id: 17df6d2e
  @family.play.cutthroat-no-overtrump
  Scenario: In the cut-throat game a player trumping after another may play a lower trump
    Given the ruleset "family-5-cutthroat"
    And trump is ♠
    And the hand "A♠ J♠ Q♣"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | Q♠   |
    When the legal plays are asked for
    Then the legal plays are "A♠ J♠"

  # id: 8d4f90cd
  @family.play.cutthroat-must-trump
  Scenario: In the cut-throat game a player out of the suit led must trump
    Given the ruleset "family-5-cutthroat"
    And trump is ♠
    And the hand "J♠ Q♣ 9♥"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
    When the legal plays are asked for
    Then the legal plays are "J♠"

  # id: d28de61c
  @family.play.cutthroat-must-trump
  Scenario: In the cut-throat game a player must follow suit but need not beat it
    Given the ruleset "family-5-cutthroat"
    And trump is ♠
    And the hand "A♦ 9♦ J♠"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
    When the legal plays are asked for
    Then the legal plays are "A♦ 9♦"

  # id: 62b3a6f3
  @family.play.ninety-six-free-first-lead
  Scenario: In the 96-card game the bidder may open with any card
    Given the ruleset "family-5-96"
    And trump is ♠
    And the hand "A♠ 9♠ A♦ Q♣"
    And it is the opening lead of the hand
    When the legal plays are asked for
    Then the legal plays are "A♠ 9♠ A♦ Q♣"

  # id: 207106d9
  @family.play.ninety-six-free-first-lead @family.widow.ninety-six-six-cards
  Scenario: In the 96-card game the bidder may open with a card that is not trump
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                     |
      | 0     | 10♠ 10♠ K♠ K♠ 9♠ 9♠ A♥ K♥ Q♥ 9♥ 9♥ A♦ 10♦ J♦ A♣ 10♣ Q♣ Q♣ |
      | 1     | A♠ A♠ 9♠ 10♥ 10♥ K♥ J♥ A♦ 10♦ K♦ K♦ J♦ 9♦ K♣ Q♣ J♣ 9♣ 9♣  |
      | 2     | K♠ 9♠ A♥ 10♥ K♥ K♥ Q♥ J♥ K♦ Q♦ 9♦ 9♦ 10♣ 10♣ 10♣ K♣ K♣ J♣ |
      | 3     | Q♠ Q♠ J♠ J♠ A♥ 10♥ Q♥ Q♥ J♥ 9♥ A♦ 10♦ Q♦ J♦ J♦ 9♦ J♣ 9♣   |
      | 4     | A♠ 10♠ 10♠ K♠ Q♠ Q♠ J♠ J♠ A♥ J♥ 9♥ A♦ 10♦ K♦ A♣ A♣ Q♣ 9♣  |
      | kitty | A♠ Q♦ Q♦ A♣ K♣ J♣                                         |
    And the actions:
      | seat | action                    |
      | 1    | pass                      |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 0    | trump ♣                   |
      | 0    | alone                     |
      | 0    | discard 9♠ 9♠ 9♥ 9♥ J♦ Q♦ |
      | 0    | play A♠                   |
    When the hand is played
    # checks: family.play.ninety-six-free-first-lead
    Then every action is accepted
    And the hand has no final score

  # id: 2e4d72e7
  @family.play.ninety-six-heading-trump-only
  Scenario: Heading only trump, a player must beat a trump lead when able
    Given the ruleset "family-5-96"
    And trump is ♠
    And the hand "A♠ J♠ 9♠ A♦"
    And the trick so far:
      | seat | card |
      | 1    | Q♠   |
    When the legal plays are asked for
    Then the legal plays are "A♠"

  # id: 505e2b3d
  @family.play.ninety-six-heading-trump-only
  Scenario: Heading only trump, a player who cannot beat the trump led may play any trump
    Given the ruleset "family-5-96"
    And trump is ♠
    And the hand "J♠ 9♠ A♦"
    And the trick so far:
      | seat | card |
      | 1    | Q♠   |
    When the legal plays are asked for
    Then the legal plays are "J♠ 9♠"

  # id: 966280aa
  @family.play.ninety-six-heading-trump-only
  Scenario: Heading only trump, a player following a plain suit may play under it
    Given the ruleset "family-5-96"
    And trump is ♠
    And the hand "A♦ 9♦ A♠"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
    When the legal plays are asked for
    Then the legal plays are "A♦ 9♦"

  # id: f4a71c1e
  @family.play.ninety-six-heading-always
  Scenario: Heading every trick, a player following a plain suit must beat it when able
    Given the ruleset "family-5-96-heading"
    And trump is ♠
    And the hand "A♦ 9♦ A♠"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
    When the legal plays are asked for
    Then the legal plays are "A♦"

  # id: 6649b5de
  @family.play.ninety-six-heading-always
  Scenario: Heading every trick, a player who cannot beat the card led plays any card of the suit
    Given the ruleset "family-5-96-heading"
    And trump is ♠
    And the hand "Q♦ 9♦ A♠"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
    When the legal plays are asked for
    Then the legal plays are "Q♦ 9♦"

  # id: f8462939
  @family.play.ninety-six-heading-after-trump
  Scenario: Heading every trick, once a trump has taken the lead any card of the suit led will do
    Given the ruleset "family-5-96-heading"
    And trump is ♠
    And the hand "A♦ 9♦ A♠"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | 9♠   |
    When the legal plays are asked for
    Then the legal plays are "A♦ 9♦"

  # id: 09532c0c
  @family.play.ninety-six-overtrump
  Scenario: In the 96-card game a player trumping after another must overtrump when able
    Given the ruleset "family-5-96"
    And trump is ♠
    And the hand "A♠ 9♠ Q♣"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | J♠   |
    When the legal plays are asked for
    Then the legal plays are "A♠"

  # id: 625bbd7f
  @family.play.ninety-six-heading-trump-only
  Scenario: Heading only trump leads, a player may follow a plain-suit lead with a lower card
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                      |
      | 0     | 10♠ K♠ Q♠ 10♥ K♥ J♥ 9♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ K♣ J♣ J♣ 9♣    |
      | 1     | A♠ A♠ 10♠ J♠ A♥ A♥ A♥ 10♥ 10♥ Q♥ 9♥ A♦ 10♦ J♦ A♣ 10♣ K♣ K♣ |
      | 2     | 10♠ K♠ Q♠ Q♠ J♠ 9♠ 9♠ A♥ J♥ J♥ A♦ K♦ Q♦ J♦ A♣ 10♣ 10♣ K♣   |
      | 3     | 10♠ J♠ 9♠ K♥ K♥ Q♥ 9♥ 9♥ 10♦ K♦ 9♦ 9♦ 9♦ 9♦ Q♣ Q♣ J♣ 9♣    |
      | 4     | A♠ K♠ K♠ Q♠ J♠ 9♠ 10♥ K♥ Q♥ Q♥ J♥ 10♦ K♦ Q♦ A♣ 10♣ Q♣ Q♣   |
      | kitty | A♠ 10♦ Q♦ J♣ 9♣ 9♣                                         |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♠                   |
      | 1    | alone                     |
      | 1    | discard Q♥ 9♥ J♦ J♣ 9♣ 9♣ |
      | 1    | play Q♦                   |
      | 2    | play Q♦                   |
    When the hand is played
    Then every action is accepted

  # id: 6478b77b
  @family.play.ninety-six-heading-always @family.play.identical-first-wins
  Scenario: Heading every trick, a player following a plain-suit lead must beat it when able
    Given the ruleset "family-5-96-heading"
    And the deal:
      | seat  | cards                                                      |
      | 0     | 10♠ K♠ Q♠ 10♥ K♥ J♥ 9♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ K♣ J♣ J♣ 9♣    |
      | 1     | A♠ A♠ 10♠ J♠ A♥ A♥ A♥ 10♥ 10♥ Q♥ 9♥ A♦ 10♦ J♦ A♣ 10♣ K♣ K♣ |
      | 2     | 10♠ K♠ Q♠ Q♠ J♠ 9♠ 9♠ A♥ J♥ J♥ A♦ K♦ Q♦ J♦ A♣ 10♣ 10♣ K♣   |
      | 3     | 10♠ J♠ 9♠ K♥ K♥ Q♥ 9♥ 9♥ 10♦ K♦ 9♦ 9♦ 9♦ 9♦ Q♣ Q♣ J♣ 9♣    |
      | 4     | A♠ K♠ K♠ Q♠ J♠ 9♠ 10♥ K♥ Q♥ Q♥ J♥ 10♦ K♦ Q♦ A♣ 10♣ Q♣ Q♣   |
      | kitty | A♠ 10♦ Q♦ J♣ 9♣ 9♣                                         |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♠                   |
      | 1    | alone                     |
      | 1    | discard Q♥ 9♥ J♦ J♣ 9♣ 9♣ |
      | 1    | play Q♦                   |
      | 2    | play Q♦                   |
    When the hand is played
    # checks: family.play.ninety-six-heading-always
    Then action 10 is rejected with rule "play.must-head"

  # id: cbb92e61
  @family.play.ninety-six-heading-trump-only @family.play.identical-first-wins
  Scenario: Heading trump leads, a player following a trump lead must beat it when able
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                      |
      | 0     | 10♠ K♠ Q♠ 10♥ K♥ J♥ 9♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ K♣ J♣ J♣ 9♣    |
      | 1     | A♠ A♠ 10♠ J♠ A♥ A♥ A♥ 10♥ 10♥ Q♥ 9♥ A♦ 10♦ J♦ A♣ 10♣ K♣ K♣ |
      | 2     | 10♠ K♠ Q♠ Q♠ J♠ 9♠ 9♠ A♥ J♥ J♥ A♦ K♦ Q♦ J♦ A♣ 10♣ 10♣ K♣   |
      | 3     | 10♠ J♠ 9♠ K♥ K♥ Q♥ 9♥ 9♥ 10♦ K♦ 9♦ 9♦ 9♦ 9♦ Q♣ Q♣ J♣ 9♣    |
      | 4     | A♠ K♠ K♠ Q♠ J♠ 9♠ 10♥ K♥ Q♥ Q♥ J♥ 10♦ K♦ Q♦ A♣ 10♣ Q♣ Q♣   |
      | kitty | A♠ 10♦ Q♦ J♣ 9♣ 9♣                                         |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♠                   |
      | 1    | alone                     |
      | 1    | discard Q♥ 9♥ J♦ J♣ 9♣ 9♣ |
      | 1    | play J♠                   |
      | 2    | play J♠                   |
    When the hand is played
    # checks: family.play.ninety-six-heading-trump-only
    Then action 10 is rejected with rule "play.must-head"

  # id: d21a91fc
  @family.play.single-deck-first-lead-trump
  Scenario: In the single-deck game the bidder's opening lead is a trump
    Given the ruleset "family-5-single-deck"
    And trump is ♥
    And the hand "9♥ A♦ 10♣"
    And it is the opening lead of the hand
    When the legal plays are asked for
    Then the legal plays are "9♥"

  # The same opening lead with a spade in hand as well: spades are no more trump than the
  # diamond or the club, so the heart is still the only lead (002, last comment, read as
  # keeping the main text's trump opening lead).
  # id: ded3b2e7
  @family.play.single-deck-first-lead-trump
  Scenario: In the single-deck game a spade is no trump for the opening lead when hearts are trump
    Given the ruleset "family-5-single-deck"
    And trump is ♥
    And the hand "A♠ 9♥ A♦ 10♣"
    And it is the opening lead of the hand
    When the legal plays are asked for
    Then the legal plays are "9♥"

  # id: def0f016
  @family.play.identical-first-wins
  Scenario: Read as the later of two identical cards winning, the second ace of trump takes the trick
    Given the ruleset "family-5-shore" with play.identical_first_wins set to false
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | A♠   |
      | 3    | A♠   |
      | 4    | 10♠  |
      | 0    | Q♣   |
    When the trick is complete
    Then the trick is won by seat 3

  # id: 56690bd1
  @family.play.identical-first-wins
  Scenario: Of two aces of trump in one trick the first played takes it
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | A♠   |
      | 3    | A♠   |
      | 4    | J♥   |
      | 0    | Q♣   |
    When the trick is complete
    Then the trick is won by seat 2

  # id: 8d297b06
  @family.play.identical-first-wins @family.play.ninety-six-heading-trump-only
  Scenario: Read as the later of two identical cards winning, heading a trump lead means matching the ace of trump
    Given the ruleset "family-5-96-heading" with play.identical_first_wins set to false
    And trump is ♠
    And the hand "A♠ 10♠ K♠ A♦"
    And the trick so far:
      | seat | card |
      | 1    | K♠   |
      | 2    | A♠   |
    When the legal plays are asked for
    # checks: family.play.identical-first-wins
    Then the legal plays are "A♠"

  # id: 1ef72143
  @family.play.identical-first-wins @family.play.must-overtrump
  Scenario: Read as the later of two identical cards winning, a player trumping in must match the ace of trump played
    Given the ruleset "family-5-shore" with play.identical_first_wins set to false
    And trump is ♠
    And the hand "A♠ 10♠ K♠"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | A♠   |
    When the legal plays are asked for
    # checks: family.play.identical-first-wins
    Then the legal plays are "A♠"

  # id: 6dda8b4d
  @family.play.ninety-six-heading-trump-only @family.play.identical-first-wins
  Scenario: Read as the later of two identical cards winning, a player holding the other ace of trump must play it on an ace of trump led
    Given the ruleset "family-5-96" with play.identical_first_wins set to false
    And the deal:
      | seat  | cards                                                      |
      | 0     | 10♠ K♠ Q♠ 10♥ K♥ J♥ 9♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ K♣ J♣ J♣ 9♣    |
      | 1     | A♠ A♠ 10♠ J♠ A♥ A♥ A♥ 10♥ 10♥ Q♥ 9♥ A♦ 10♦ J♦ A♣ 10♣ K♣ K♣ |
      | 2     | 10♠ K♠ Q♠ Q♠ J♠ 9♠ 9♠ A♥ J♥ J♥ A♦ K♦ Q♦ J♦ A♣ 10♣ 10♣ K♣   |
      | 3     | 10♠ J♠ 9♠ K♥ K♥ Q♥ 9♥ 9♥ 10♦ K♦ 9♦ 9♦ 9♦ 9♦ Q♣ Q♣ J♣ 9♣    |
      | 4     | A♠ K♠ K♠ Q♠ J♠ 9♠ 10♥ K♥ Q♥ Q♥ J♥ 10♦ K♦ Q♦ A♣ 10♣ Q♣ Q♣   |
      | kitty | A♠ 10♦ Q♦ J♣ 9♣ 9♣                                         |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♠                   |
      | 1    | alone                     |
      | 1    | discard Q♥ 9♥ J♦ J♣ 9♣ 9♣ |
      | 1    | play A♠                   |
      | 2    | play 9♠                   |
      | 3    | play 9♠                   |
      | 4    | play K♠                   |
    When the hand is played
    # checks: family.play.identical-first-wins
    Then action 12 is rejected with rule "play.must-head"

  # id: 30a2fcc2
  @family.play.identical-first-wins
  Scenario: Read as the later of two identical cards winning, the second ten of the suit led takes the trick
    Given the ruleset "family-5-shore" with play.identical_first_wins set to false
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 1    | 10♦  |
      | 2    | 10♦  |
      | 3    | K♦   |
      | 4    | J♥   |
      | 0    | Q♣   |
    When the trick is complete
    Then the trick is won by seat 2

  # id: c0509fa4
  @family.play.identical-first-wins @family.play.ninety-six-heading-trump-only
  Scenario: Read as the later of two identical cards winning, heading a ten of trump led means matching it
    Given the ruleset "family-5-96-heading" with play.identical_first_wins set to false
    And trump is ♠
    And the hand "10♠ K♠ A♦"
    And the trick so far:
      | seat | card |
      | 1    | 10♠  |
    When the legal plays are asked for
    # checks: family.play.identical-first-wins
    Then the legal plays are "10♠"

  # id: 970aa914
  @family.play.identical-first-wins @family.play.must-overtrump
  Scenario: Read as the later of two identical cards winning, a player trumping in must match the ten of trump played
    Given the ruleset "family-5-shore" with play.identical_first_wins set to false
    And trump is ♠
    And the hand "10♠ K♠"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | 10♠  |
    When the legal plays are asked for
    # checks: family.play.identical-first-wins
    Then the legal plays are "10♠"


  # id: f1f40ae9
  @family.play.ninety-six-heading-trump-only @family.play.identical-first-wins
  Scenario: Read as the later of two identical cards winning, a player holding the other ten of trump must play it on a ten of trump led
    Given the ruleset "family-5-96" with play.identical_first_wins set to false
    And the deal:
      | seat  | cards                                                      |
      | 0     | 10♠ K♠ Q♠ 10♥ K♥ J♥ 9♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ K♣ J♣ J♣ 9♣    |
      | 1     | A♠ A♠ 10♠ J♠ A♥ A♥ A♥ 10♥ 10♥ Q♥ 9♥ A♦ 10♦ J♦ A♣ 10♣ K♣ K♣ |
      | 2     | 10♠ K♠ Q♠ Q♠ J♠ 9♠ 9♠ A♥ J♥ J♥ A♦ K♦ Q♦ J♦ A♣ 10♣ 10♣ K♣   |
      | 3     | 10♠ J♠ 9♠ K♥ K♥ Q♥ 9♥ 9♥ 10♦ K♦ 9♦ 9♦ 9♦ 9♦ Q♣ Q♣ J♣ 9♣    |
      | 4     | A♠ K♠ K♠ Q♠ J♠ 9♠ 10♥ K♥ Q♥ Q♥ J♥ 10♦ K♦ Q♦ A♣ 10♣ Q♣ Q♣   |
      | kitty | A♠ 10♦ Q♦ J♣ 9♣ 9♣                                         |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♠                   |
      | 1    | alone                     |
      | 1    | discard Q♥ 9♥ J♦ J♣ 9♣ 9♣ |
      | 1    | play 10♠                  |
      | 2    | play K♠                   |
    When the hand is played
    # checks: family.play.identical-first-wins
    Then action 10 is rejected with rule "play.must-head"
