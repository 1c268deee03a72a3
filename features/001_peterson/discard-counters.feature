@doc-001
Feature: Peterson three-handed: counters among the kitty discard (001, player table)
  001 says only that three-handed play has a 3-card kitty and no partners; peterson-3 reads
  that the bidder takes it after trump, melds and lays away three cards that are not meld,
  and that counters among them count for him, so all 240 counter points are scored. The
  transcript has him lay away counters and bid exactly what he scores with them. Who
  scores buried counters is a reading (kitty.discard.counts_for): the last scenario plays
  the same hand under the other one, where they score for nobody.

  # id: ce1d60f2
  @peterson.players.kitty @peterson.players.kitty-discard-counters @peterson.scoring.counter-scale @peterson.scoring.no-last-trick @peterson.bidding.opening-forced @peterson.play.next-lead @peterson.meld.run-holds-marriage
  Scenario: Counters the bidder lays away from the kitty count for him
    # Seat 2 wins the bid at 340 and discards 10♠ A♦ A♦, 30 points of counters.
    # They count for the bidding side: meld 250 and trick points 90 (discard included)
    # reach the bid exactly, and the trick points of all sides come to 240.
    Given the ruleset "peterson-3"
    And the deal:
      | seat  | cards                                            |
      | 0     | Q♠ J♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 10♦ K♦ Q♦ J♦ 10♣ 10♣ Q♣ |
      | 1     | A♠ 9♠ A♥ 10♥ K♥ 9♥ K♦ J♦ 9♦ A♣ A♣ K♣ J♣ J♣ 9♣    |
      | 2     | A♠ 10♠ K♠ K♠ Q♠ J♠ Q♥ J♥ 9♥ A♦ Q♦ 9♦ K♣ Q♣ 9♣    |
      | kitty | 10♠ A♦ 10♦                                       |
    And the actions:
      | seat | action            |
      | 2    | bid 340           |
      | 0    | pass              |
      | 1    | pass              |
      | 2    | trump ♠           |
      | 2    | discard 10♠ A♦ A♦ |
      | 2    | play 9♣           |
      | 0    | play Q♣           |
      | 1    | play K♣           |
      | 1    | play A♠           |
      | 2    | play K♠           |
      | 0    | play 9♠           |
      | 1    | play 9♦           |
      | 2    | play Q♦           |
      | 0    | play K♦           |
      | 0    | play 10♦          |
      | 1    | play J♦           |
      | 2    | play 10♦          |
      | 0    | play J♦           |
      | 1    | play K♦           |
      | 2    | play 9♦           |
      | 1    | play 10♥          |
      | 2    | play Q♥           |
      | 0    | play A♥           |
      | 0    | play 10♥          |
      | 1    | play A♥           |
      | 2    | play J♥           |
      | 1    | play 9♣           |
      | 2    | play K♣           |
      | 0    | play 10♣          |
      | 0    | play Q♥           |
      | 1    | play K♥           |
      | 2    | play 9♥           |
      | 1    | play J♣           |
      | 2    | play Q♣           |
      | 0    | play 10♣          |
      | 0    | play Q♦           |
      | 1    | play 9♠           |
      | 2    | play Q♠           |
      | 2    | play K♠           |
      | 0    | play Q♠           |
      | 1    | play J♣           |
      | 2    | play A♠           |
      | 0    | play J♠           |
      | 1    | play A♣           |
      | 2    | play 10♠          |
      | 0    | play J♥           |
      | 1    | play A♣           |
      | 2    | play J♠           |
      | 0    | play K♥           |
      | 1    | play 9♥           |
    When the hand is played
    # checks: peterson.players.kitty
    Then every action is accepted
    # checks: peterson.players.kitty-discard-counters
    And the bidding side made the bid
    And the side scores are:
      | seats | trick points | score |
      | 2     | 90           | 340   |
      | 0     | 80           | 230   |
      | 1     | 70           | 80    |

  # id: 4946dfa9
  @peterson.players.kitty @peterson.players.kitty-discard-counters @peterson.scoring.counter-scale @peterson.scoring.no-last-trick @peterson.bidding.opening-forced @peterson.scoring.set-penalty @peterson.play.next-lead @peterson.meld.run-holds-marriage
  Scenario: Read as scoring for nobody, the same buried counters leave the bidder 30 short and set
    # The hand above under the other reading (kitty.discard.counts_for = nobody): the 30
    # points of counters in the discard score for no one, so seat 2 has meld 250 and trick
    # points 60, 310 against a bid of 340, and is set by the bid. The trick points of all
    # sides now come to 210; the defenders score as before.
    Given the ruleset "peterson-3" with kitty.discard.counts_for set to "nobody"
    And the deal:
      | seat  | cards                                            |
      | 0     | Q♠ J♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 10♦ K♦ Q♦ J♦ 10♣ 10♣ Q♣ |
      | 1     | A♠ 9♠ A♥ 10♥ K♥ 9♥ K♦ J♦ 9♦ A♣ A♣ K♣ J♣ J♣ 9♣    |
      | 2     | A♠ 10♠ K♠ K♠ Q♠ J♠ Q♥ J♥ 9♥ A♦ Q♦ 9♦ K♣ Q♣ 9♣    |
      | kitty | 10♠ A♦ 10♦                                       |
    And the actions:
      | seat | action            |
      | 2    | bid 340           |
      | 0    | pass              |
      | 1    | pass              |
      | 2    | trump ♠           |
      | 2    | discard 10♠ A♦ A♦ |
      | 2    | play 9♣           |
      | 0    | play Q♣           |
      | 1    | play K♣           |
      | 1    | play A♠           |
      | 2    | play K♠           |
      | 0    | play 9♠           |
      | 1    | play 9♦           |
      | 2    | play Q♦           |
      | 0    | play K♦           |
      | 0    | play 10♦          |
      | 1    | play J♦           |
      | 2    | play 10♦          |
      | 0    | play J♦           |
      | 1    | play K♦           |
      | 2    | play 9♦           |
      | 1    | play 10♥          |
      | 2    | play Q♥           |
      | 0    | play A♥           |
      | 0    | play 10♥          |
      | 1    | play A♥           |
      | 2    | play J♥           |
      | 1    | play 9♣           |
      | 2    | play K♣           |
      | 0    | play 10♣          |
      | 0    | play Q♥           |
      | 1    | play K♥           |
      | 2    | play 9♥           |
      | 1    | play J♣           |
      | 2    | play Q♣           |
      | 0    | play 10♣          |
      | 0    | play Q♦           |
      | 1    | play 9♠           |
      | 2    | play Q♠           |
      | 2    | play K♠           |
      | 0    | play Q♠           |
      | 1    | play J♣           |
      | 2    | play A♠           |
      | 0    | play J♠           |
      | 1    | play A♣           |
      | 2    | play 10♠          |
      | 0    | play J♥           |
      | 1    | play A♣           |
      | 2    | play J♠           |
      | 0    | play K♥           |
      | 1    | play 9♥           |
    When the hand is played
    # checks: peterson.players.kitty
    Then every action is accepted
    # checks: peterson.players.kitty-discard-counters
    And the bidding side was set
    And the side scores are:
      | seats | trick points | score |
      | 2     | 60           | -340  |
      | 0     | 80           | 230   |
      | 1     | 70           | 80    |
