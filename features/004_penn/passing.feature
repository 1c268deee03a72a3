@doc-004
Feature: Penn pinochle optional exchange between partners (004, Phase 1 step 5)

  By agreement (ruleset penn-4-pass-3), once trump is named the high bidder's partner,
  who sits opposite, passes him three cards and the bidder passes three back; those may
  include cards he has just received. Meld is shown after the exchange (steps 6 and 7).
  Unless a scenario says otherwise, seat 1 wins the bid at 20 and names hearts; seat 3 is
  his partner.

  # id: def64dbd
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
    # checks: penn.passing.three-each-way
    Then every action is accepted

  # id: d4795ff1
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

  # id: 068a9128
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
    # checks: penn.passing.three-each-way
    Then action 6 is rejected with rule "turn.out-of-turn"

  # id: ec992c40
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

  # id: 93ba564f
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

  # id: 78859fe3
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

  # id: cdcf8858
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

  # id: d13e0305
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
    Then action 5 is rejected with rule "turn.out-of-turn" or "phase.expected-trump"

  # 004, Phase 1 step 5: once the high bidder has named trump, the partner's three cards
  # and the three passed back are in order. Seat 2 wins the bid and names hearts; his
  # partner opposite, seat 0, passes.
  # id: 6e38629f
  @penn.passing.after-trump
  Scenario: Once the high bidder has named trump his partner passes and the bidder passes back
    Given the ruleset "penn-4-pass-3"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action         |
      | 1    | pass           |
      | 2    | bid 20         |
      | 3    | pass           |
      | 0    | pass           |
      | 2    | trump ♥        |
      | 0    | give A♦ 10♦ K♦ |
      | 2    | give 9♦ J♦ A♠  |
    When the hand is played
    Then every action is accepted

  # id: db85e0ba
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

  # 004, Phase 1 step 5: where the partners have agreed on the exchange, it comes between
  # naming trump and the play, so the high bidder may not lead before his partner passes.
  # id: 125f4968
  @penn.passing.optional
  Scenario: With the exchange option the bidder may not lead before the cards are passed
    Given the ruleset "penn-4-pass-3"
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
      | 1    | play A♥ |
    When the hand is played
    Then action 6 is rejected with rule "turn.out-of-turn" or "phase.expected-give"

  # id: 85d7c921
  @penn.passing.meld-after-exchange @penn.passing.three-each-way @penn.scoring.total-25 @penn.meld.royal-marriage-replaces-plain @penn.play.winner-leads-next
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
    # checks: penn.passing.three-each-way
    Then every action is accepted
    # checks: penn.passing.meld-after-exchange
    And the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 24   | 16           | 40    |
      | 0 and 2 | 7    | 9            | 16    |

  # 004, Phase 1 steps 5 to 7: meld is looked for after the exchange, so cards passed
  # between partners can make meld neither held before. Spades trump: seat 1 holds A♠ 10♠
  # K♠ Q♠ and his partner passes him J♠ (with 9♣ J♣), which makes his run; seat 1 passes
  # back 9♥ 9♣ J♣. Before the exchange seats 1 and 3 held 10 and 6 in meld; after it 21
  # (run, heart marriage, pinochle) and 6 (spade and diamond marriages), 27 for the side.
  # id: 2c780c31
  @penn.passing.meld-after-exchange @penn.meld.royal-marriage-replaces-plain @penn.play.winner-leads-next @penn.passing.three-each-way
  Scenario: A run completed by a card the partner passed counts in the side's meld
    Given the ruleset "penn-4-pass-3"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action        |
      | 1    | bid 20        |
      | 2    | pass          |
      | 3    | pass          |
      | 0    | pass          |
      | 1    | trump ♠       |
      | 3    | give J♠ 9♣ J♣ |
      | 1    | give 9♥ 9♣ J♣ |
      | 1    | play A♠       |
      | 2    | play A♠       |
      | 3    | play 10♠      |
      | 0    | play 9♠       |
      | 1    | play 10♠      |
      | 2    | play 9♦       |
      | 3    | play K♠       |
      | 0    | play 9♠       |
      | 1    | play K♠       |
      | 2    | play 9♥       |
      | 3    | play Q♠       |
      | 0    | play J♠       |
      | 1    | play Q♠       |
      | 2    | play J♦       |
      | 3    | play A♦       |
      | 0    | play 9♣       |
      | 1    | play J♠       |
      | 2    | play J♥       |
      | 3    | play 10♦      |
      | 0    | play J♣       |
      | 1    | play A♥       |
      | 2    | play Q♥       |
      | 3    | play 9♥       |
      | 0    | play Q♣       |
      | 1    | play A♥       |
      | 2    | play K♥       |
      | 3    | play K♦       |
      | 0    | play K♣       |
      | 1    | play 10♥      |
      | 2    | play 10♥      |
      | 3    | play Q♦       |
      | 0    | play K♦       |
      | 1    | play K♥       |
      | 2    | play Q♦       |
      | 3    | play Q♣       |
      | 0    | play 10♣      |
      | 1    | play Q♥       |
      | 2    | play K♣       |
      | 3    | play J♣       |
      | 0    | play 10♦      |
      | 1    | play J♥       |
      | 2    | play 10♣      |
      | 3    | play 9♦       |
      | 0    | play A♣       |
      | 1    | play J♦       |
      | 2    | play A♣       |
      | 3    | play 9♣       |
      | 0    | play A♦       |
    When the hand is played
    # checks: penn.passing.three-each-way
    Then every action is accepted
    # checks: penn.passing.meld-after-exchange
    And the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 27   | 22           | 49    |
      | 0 and 2 | 6    | 3            | 9     |
