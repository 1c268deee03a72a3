@doc-004
Feature: Penn pinochle three-handed widow and discard (004, Phase 1 steps 5 and 7)

  Three-handed, the high bidder collects the three-card widow, names trump, shows his meld
  and then discards three cards face down before picking the meld up again; no meld may be
  discarded. In every scenario seat 1 wins the bid at 16 and names hearts. Before the
  widow (A♠ 10♦ 9♥) he holds a heart run, K♠ Q♠ with J♦, and K♣ K♣ Q♣.

  # id: 5f82c6c5
  @penn.widow.bidder-takes-widow @penn.widow.discard-three
  Scenario: The high bidder takes the widow and may discard or play its cards
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ K♠ Q♠ J♦ K♣ K♣ Q♣ 9♠ 9♦ J♣ 9♣   |
      | 2     | 10♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ 10♣ 9♣ |
      | kitty | A♠ 10♦ 9♥                                       |
    And the actions:
      | seat | action           |
      | 1    | bid 16           |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♥          |
      | 1    | discard 10♦ 9♠ 9♦ |
      | 1    | play A♠          |
    When the hand is played
    # checks: penn.widow.bidder-takes-widow
    Then every action is accepted

  # id: d89b1f0c
  @penn.widow.discard-three
  Scenario: Discarded cards leave the bidder's hand
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ K♠ Q♠ J♦ K♣ K♣ Q♣ 9♠ 9♦ J♣ 9♣   |
      | 2     | 10♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ 10♣ 9♣ |
      | kitty | A♠ 10♦ 9♥                                       |
    And the actions:
      | seat | action           |
      | 1    | bid 16           |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♥          |
      | 1    | discard K♣ 9♠ 9♦ |
      | 1    | play 9♠          |
    When the hand is played
    Then action 6 is rejected with rule "play.card-not-held"

  # id: b7531029
  @penn.widow.discard-three
  Scenario: The discard comes after trump is named
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ K♠ Q♠ J♦ K♣ K♣ Q♣ 9♠ 9♦ J♣ 9♣   |
      | 2     | 10♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ 10♣ 9♣ |
      | kitty | A♠ 10♦ 9♥                                       |
    And the actions:
      | seat | action           |
      | 1    | bid 16           |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | discard 9♠ 9♦ J♣ |
    When the hand is played
    Then action 4 is rejected with rule "phase.expected-trump"

  # id: 10dccfeb
  @penn.widow.discard-three
  Scenario: The bidder must discard exactly three cards
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ K♠ Q♠ J♦ K♣ K♣ Q♣ 9♠ 9♦ J♣ 9♣   |
      | 2     | 10♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ 10♣ 9♣ |
      | kitty | A♠ 10♦ 9♥                                       |
    And the actions:
      | seat | action           |
      | 1    | bid 16           |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♥          |
      | 1    | discard 9♠ 9♦    |
    When the hand is played
    Then action 5 is rejected with rule "discard.wrong-count"

  # id: 26f6f1ef
  @penn.widow.discard-three
  Scenario: The bidder may discard only cards he holds
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ K♠ Q♠ J♦ K♣ K♣ Q♣ 9♠ 9♦ J♣ 9♣   |
      | 2     | 10♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ 10♣ 9♣ |
      | kitty | A♠ 10♦ 9♥                                       |
    And the actions:
      | seat | action           |
      | 1    | bid 16           |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♥          |
      | 1    | discard A♣ 9♠ 9♦ |
    When the hand is played
    Then action 5 is rejected with rule "discard.card-not-held"

  # id: 031077b9
  @penn.widow.discard-three
  Scenario: Only the high bidder discards
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ K♠ Q♠ J♦ K♣ K♣ Q♣ 9♠ 9♦ J♣ 9♣   |
      | 2     | 10♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ 10♣ 9♣ |
      | kitty | A♠ 10♦ 9♥                                       |
    And the actions:
      | seat | action           |
      | 1    | bid 16           |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♥          |
      | 2    | discard 9♦ 9♣ J♠ |
    When the hand is played
    Then action 5 is rejected with rule "turn.out-of-turn"

  # id: 5c51401a
  @penn.widow.no-meld-discard
  Scenario: The queen of spades of a marriage and a pinochle may not be discarded
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ K♠ Q♠ J♦ K♣ K♣ Q♣ 9♠ 9♦ J♣ 9♣   |
      | 2     | 10♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ 10♣ 9♣ |
      | kitty | A♠ 10♦ 9♥                                       |
    And the actions:
      | seat | action           |
      | 1    | bid 16           |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♥          |
      | 1    | discard Q♠ 9♠ 9♦ |
    When the hand is played
    Then action 5 is rejected with rule "discard.meld-card"

  # id: 1ab3e1fa
  @penn.widow.no-meld-discard
  Scenario: A nine of trump taken from the widow is meld and may not be discarded
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ K♠ Q♠ J♦ K♣ K♣ Q♣ 9♠ 9♦ J♣ 9♣   |
      | 2     | 10♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ 10♣ 9♣ |
      | kitty | A♠ 10♦ 9♥                                       |
    And the actions:
      | seat | action           |
      | 1    | bid 16           |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♥          |
      | 1    | discard 9♥ 9♠ 9♦ |
    When the hand is played
    Then action 5 is rejected with rule "discard.meld-card"

  # id: 2ed9eed0
  @penn.widow.no-meld-discard
  Scenario: A spare king beside a marriage is not meld and may be discarded
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ K♠ Q♠ J♦ K♣ K♣ Q♣ 9♠ 9♦ J♣ 9♣   |
      | 2     | 10♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ 10♣ 9♣ |
      | kitty | A♠ 10♦ 9♥                                       |
    And the actions:
      | seat | action           |
      | 1    | bid 16           |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♥          |
      | 1    | discard K♣ 9♠ 9♦ |
    When the hand is played
    Then every action is accepted

  # Three-handed, the high bidder shows his meld and, before taking it back, lays away three
  # cards face down (004, Phase 1 step 7): the table sees his meld, never his discard.
  # Seat 1 takes the widow (10♠ A♥ K♣) and names diamonds: his meld is the royal marriage
  # and the club marriage.

  # id: 628e5b1f
  @penn.widow.discard-three @penn.widow.bidder-takes-widow @penn.meld.display
  Scenario: Three-handed, the high bidder's meld is shown but his three discards stay face down
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                        |
      | 0     | A♠ K♠ Q♠ J♠ 9♠ Q♥ 9♥ K♦ J♦ J♦ 9♦ A♣ 10♣ Q♣ 9♣ |
      | 1     | J♠ 9♠ 10♥ Q♥ 9♥ A♦ A♦ 10♦ K♦ Q♦ A♣ 10♣ Q♣ J♣ J♣ |
      | 2     | A♠ 10♠ K♠ Q♠ A♥ 10♥ K♥ K♥ J♥ J♥ 10♦ Q♦ 9♦ K♣ 9♣ |
      | kitty | 10♠ A♥ K♣                                    |
    And the actions:
      | seat | action           |
      | 1    | bid 16           |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♦          |
      | 1    | discard J♠ 9♠ 9♥ |
    When the hand is played
    # checks: penn.widow.discard-three
    Then every action is accepted
    # checks: penn.meld.display
    And seat 1 shows the meld "K♦ Q♦ K♣ Q♣" after action 4
    # checks: penn.widow.discard-three
    And the discard is not shown

  # 004 step 7: once trump is named every player lays his meld on the table. Four-handed
  # there is no widow, and all four show their meld as soon as trump is named: seat 1, the
  # high bidder with hearts trump, his run, nine of trump, spade marriage and pinochle (the
  # Q♠ serving twice); seat 0 a club marriage; seat 2 the trump marriage and nine; seat 3
  # the spade and diamond marriages.
  # id: 7a047366
  @penn.meld.display
  Scenario: Four-handed, each player's meld is shown once trump is named
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 20  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
    When the hand is played
    Then every action is accepted
    And seat 0 shows the meld "K♣ Q♣" after action 5
    And seat 1 shows the meld "A♥ 10♥ K♥ Q♥ J♥ 9♥ K♠ Q♠ J♦" after action 5
    And seat 2 shows the meld "K♥ Q♥ 9♥" after action 5
    And seat 3 shows the meld "K♠ Q♠ K♦ Q♦" after action 5
