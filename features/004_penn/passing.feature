@doc-004
Feature: Penn pinochle optional exchange between partners (004, Phase 1 step 5)

  By agreement (ruleset penn-4-pass-3), once trump is named the high bidder's partner,
  who sits opposite, passes him three cards and the bidder passes three back; those may
  include cards he has just received. Meld is shown after the exchange (steps 6 and 7).
  In all scenarios seat 1 wins the bid at 20 and names hearts; seat 3 is his partner.

  @penn.passing.three-each-way @penn.deal.partners-opposite
  Scenario: The partner passes three cards and the bidder passes three back, one just received
    Given the ruleset "penn-4-pass-3"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action         |
      | 1    | bid 20         |
      | 2    | pass           |
      | 3    | pass           |
      | 0    | pass           |
      | 1    | trump ♥        |
      | 3    | give A♦ 10♦ K♦ |
      | 1    | give K♦ J♦ Q♠  |
      | 1    | play A♦        |
      | 2    | play 9♦        |
      | 3    | play J♦        |
      | 0    | play K♦        |
    When the hand is played
    Then every action is accepted

  @penn.passing.three-each-way
  Scenario: The bidder no longer holds a card he received and passed back
    Given the ruleset "penn-4-pass-3"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action         |
      | 1    | bid 20         |
      | 2    | pass           |
      | 3    | pass           |
      | 0    | pass           |
      | 1    | trump ♥        |
      | 3    | give A♦ 10♦ K♦ |
      | 1    | give K♦ J♦ Q♠  |
      | 1    | play K♦        |
    When the hand is played
    Then action 8 is rejected with rule "play.card-not-held"

  @penn.passing.three-each-way @penn.deal.partners-opposite
  Scenario: An opponent of the bidder may not pass him cards
    Given the ruleset "penn-4-pass-3"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action         |
      | 1    | bid 20         |
      | 2    | pass           |
      | 3    | pass           |
      | 0    | pass           |
      | 1    | trump ♥        |
      | 2    | give A♠ 9♦ Q♦  |
    When the hand is played
    Then action 6 is rejected with rule "turn.out-of-turn"

  @penn.passing.three-each-way
  Scenario: The partner must pass exactly three cards
    Given the ruleset "penn-4-pass-3"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action         |
      | 1    | bid 20         |
      | 2    | pass           |
      | 3    | pass           |
      | 0    | pass           |
      | 1    | trump ♥        |
      | 3    | give A♦ 10♦    |
    When the hand is played
    Then action 6 is rejected with rule "pass.wrong-count"

  @penn.passing.three-each-way
  Scenario: The partner may pass only cards he holds
    Given the ruleset "penn-4-pass-3"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action         |
      | 1    | bid 20         |
      | 2    | pass           |
      | 3    | pass           |
      | 0    | pass           |
      | 1    | trump ♥        |
      | 3    | give A♦ 10♦ A♥ |
    When the hand is played
    Then action 6 is rejected with rule "pass.card-not-held"

  @penn.passing.three-each-way
  Scenario: The bidder must pass exactly three cards back
    Given the ruleset "penn-4-pass-3"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action         |
      | 1    | bid 20         |
      | 2    | pass           |
      | 3    | pass           |
      | 0    | pass           |
      | 1    | trump ♥        |
      | 3    | give A♦ 10♦ K♦ |
      | 1    | give K♦ J♦ Q♠ 9♥ |
    When the hand is played
    Then action 7 is rejected with rule "pass.wrong-count"

  @penn.passing.three-each-way
  Scenario: The bidder may pass back only cards he holds
    Given the ruleset "penn-4-pass-3"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action         |
      | 1    | bid 20         |
      | 2    | pass           |
      | 3    | pass           |
      | 0    | pass           |
      | 1    | trump ♥        |
      | 3    | give A♦ 10♦ K♦ |
      | 1    | give K♦ J♦ Q♣  |
    When the hand is played
    Then action 7 is rejected with rule "pass.card-not-held"

  @penn.passing.after-trump
  Scenario: The partner may not pass cards before the bidder has named trump
    Given the ruleset "penn-4-pass-3"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action         |
      | 1    | bid 20         |
      | 2    | pass           |
      | 3    | pass           |
      | 0    | pass           |
      | 3    | give A♦ 10♦ K♦ |
    When the hand is played
    Then action 5 is rejected with rule "turn.out-of-turn"

  @penn.passing.optional
  Scenario: Without the exchange option the bidder goes straight to the lead
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action         |
      | 1    | bid 20         |
      | 2    | pass           |
      | 3    | pass           |
      | 0    | pass           |
      | 1    | trump ♥        |
      | 1    | give K♠ Q♠ J♦  |
    When the hand is played
    Then action 6 is rejected with rule "phase.expected-play"

  @penn.passing.meld-after-exchange @penn.passing.three-each-way @penn.scoring.total-25
  Scenario: Meld is counted on the hands as they stand after the exchange
    Given the ruleset "penn-4-pass-3"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action         |
      | 1    | bid 20         |
      | 2    | pass           |
      | 3    | pass           |
      | 0    | pass           |
      | 1    | trump ♥        |
      | 3    | give A♦ 10♦ K♦ |
      | 1    | give K♦ J♦ Q♠ |
      | 1    | play A♦       |
      | 2    | play 9♦       |
      | 3    | play J♦       |
      | 0    | play K♦       |
      | 1    | play Q♥       |
      | 2    | play K♥       |
      | 3    | play 10♠      |
      | 0    | play A♣       |
      | 2    | play 10♣      |
      | 3    | play J♣       |
      | 0    | play J♣       |
      | 1    | play K♥       |
      | 1    | play 10♦      |
      | 2    | play J♦       |
      | 3    | play 9♦       |
      | 0    | play A♦       |
      | 0    | play K♣       |
      | 1    | play 10♥      |
      | 2    | play K♣       |
      | 3    | play Q♣       |
      | 1    | play A♠       |
      | 2    | play A♠       |
      | 3    | play J♠       |
      | 0    | play J♠       |
      | 1    | play A♥       |
      | 2    | play 10♥      |
      | 3    | play K♠       |
      | 0    | play 10♣      |
      | 1    | play J♥       |
      | 2    | play Q♥       |
      | 3    | play Q♦       |
      | 0    | play 9♣       |
      | 2    | play Q♦       |
      | 3    | play K♦       |
      | 0    | play 10♦      |
      | 1    | play 9♥       |
      | 1    | play A♥       |
      | 2    | play 9♥       |
      | 3    | play Q♠       |
      | 0    | play 9♠       |
      | 1    | play 10♠      |
      | 2    | play J♥       |
      | 3    | play Q♠       |
      | 0    | play 9♠       |
      | 2    | play A♣       |
      | 3    | play 9♣       |
      | 0    | play Q♣       |
      | 1    | play K♠       |
    When the hand is played
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 24   | 16           | 40    |
      | 0 and 2 | 7    | 9            | 16    |
