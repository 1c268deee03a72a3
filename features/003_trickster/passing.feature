@doc-003
Feature: Trickster passing between the declarer and partner (003 "Passing", "House Rules Options: Declarers pass")
  With passing on (4-player games only), once trump is named the declarer's partner passes
  2, 3 or 4 cards (the option) to the declarer, who passes as many back; meld is shown
  after the pass. In every scenario below seat 1 bids 150 and names diamonds; seat 3 is
  the partner.

  # id: 863160b3
  @trickster.passing.partner-then-back @trickster.passing.count @trickster.play.any-lead
  Scenario: Pass 2 - the partner passes two, the declarer two back, and the declarer leads a card he received
    Given the ruleset "trickster-classic-pass-2"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action      |
      | 1    | bid 150     |
      | 2    | pass        |
      | 3    | pass        |
      | 0    | pass        |
      | 1    | trump ♦     |
      | 3    | give A♦ 10♦ |
      | 1    | give Q♣ 9♣  |
      | 1    | play A♦     |
    When the hand is played
    # checks: trickster.passing.partner-then-back
    Then every action is accepted

  # id: 7871edcf
  @trickster.passing.partner-then-back @trickster.passing.count @trickster.play.any-lead
  Scenario: Pass 3 - three cards each way
    Given the ruleset "trickster-classic-pass-3"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action         |
      | 1    | bid 150        |
      | 2    | pass           |
      | 3    | pass           |
      | 0    | pass           |
      | 1    | trump ♦        |
      | 3    | give A♦ A♦ 10♦ |
      | 1    | give Q♣ 9♣ J♥  |
      | 1    | play 10♦       |
    When the hand is played
    # checks: trickster.passing.count
    Then every action is accepted

  # id: ea41926c
  @trickster.passing.partner-then-back @trickster.passing.count @trickster.play.any-lead
  Scenario: Pass 4 - four cards each way
    Given the ruleset "trickster-classic-pass-4"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action            |
      | 1    | bid 150           |
      | 2    | pass              |
      | 3    | pass              |
      | 0    | pass              |
      | 1    | trump ♦           |
      | 3    | give A♦ A♦ 10♦ 9♦ |
      | 1    | give K♣ Q♣ 9♣ J♥  |
      | 1    | play 9♦           |
    When the hand is played
    # checks: trickster.passing.count
    Then every action is accepted

  # id: 53f9d1fd
  @trickster.passing.count
  Scenario: Pass 2 - a partner passing three cards is refused
    Given the ruleset "trickster-classic-pass-2"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action         |
      | 1    | bid 150        |
      | 2    | pass           |
      | 3    | pass           |
      | 0    | pass           |
      | 1    | trump ♦        |
      | 3    | give A♦ A♦ 10♦ |
    When the hand is played
    Then action 6 is rejected with rule "pass.wrong-count"

  # id: 8077a6eb
  @trickster.passing.count
  Scenario: Pass 3 - a partner passing two cards is refused
    Given the ruleset "trickster-classic-pass-3"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action      |
      | 1    | bid 150     |
      | 2    | pass        |
      | 3    | pass        |
      | 0    | pass        |
      | 1    | trump ♦     |
      | 3    | give A♦ 10♦ |
    When the hand is played
    Then action 6 is rejected with rule "pass.wrong-count"

  # id: 005316a3
  @trickster.passing.count
  Scenario: Pass 4 - a declarer passing back three cards is refused
    Given the ruleset "trickster-classic-pass-4"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action            |
      | 1    | bid 150           |
      | 2    | pass              |
      | 3    | pass              |
      | 0    | pass              |
      | 1    | trump ♦           |
      | 3    | give A♦ A♦ 10♦ 9♦ |
      | 1    | give K♣ Q♣ 9♣     |
    When the hand is played
    Then action 7 is rejected with rule "pass.wrong-count"

  # id: dc524348
  @trickster.passing.partner-then-back
  Scenario: Pass 2 - the declarer may not pass before his partner
    Given the ruleset "trickster-classic-pass-2"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action     |
      | 1    | bid 150    |
      | 2    | pass       |
      | 3    | pass       |
      | 0    | pass       |
      | 1    | trump ♦    |
      | 1    | give Q♣ 9♣ |
    When the hand is played
    Then action 6 is rejected with rule "turn.out-of-turn"

  # id: 63c77cbb
  @trickster.passing.partner-then-back
  Scenario: Pass 2 - no card is led before the pass
    Given the ruleset "trickster-classic-pass-2"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♦ |
      | 3    | play A♦ |
    When the hand is played
    Then action 6 is rejected with rule "phase.expected-give"

  # id: 6ce7af01
  @trickster.passing.partner-then-back
  Scenario: Pass 2 - the declarer passes back before leading
    Given the ruleset "trickster-classic-pass-2"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action      |
      | 1    | bid 150     |
      | 2    | pass        |
      | 3    | pass        |
      | 0    | pass        |
      | 1    | trump ♦     |
      | 3    | give A♦ 10♦ |
      | 1    | play A♦     |
    When the hand is played
    Then action 7 is rejected with rule "phase.expected-give"

  # id: e271b42b
  @trickster.passing.partner-then-back
  Scenario: Pass 2 - the pass comes after trump is named
    Given the ruleset "trickster-classic-pass-2"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action     |
      | 1    | bid 150    |
      | 2    | pass       |
      | 3    | pass       |
      | 0    | pass       |
      | 1    | give Q♣ 9♣ |
    When the hand is played
    Then action 5 is rejected with rule "phase.expected-trump"

  # id: b7d561cd
  @trickster.passing.cards-held
  Scenario: Pass 2 - the partner cannot pass a card he does not hold
    Given the ruleset "trickster-classic-pass-2"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action     |
      | 1    | bid 150    |
      | 2    | pass       |
      | 3    | pass       |
      | 0    | pass       |
      | 1    | trump ♦    |
      | 3    | give A♦ K♣ |
    When the hand is played
    Then action 6 is rejected with rule "pass.card-not-held"

  # id: 1ad6fdb6
  @trickster.passing.cards-held
  Scenario: Pass 2 - the declarer cannot pass back a card he does not hold
    Given the ruleset "trickster-classic-pass-2"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action      |
      | 1    | bid 150     |
      | 2    | pass        |
      | 3    | pass        |
      | 0    | pass        |
      | 1    | trump ♦     |
      | 3    | give A♦ 10♦ |
      | 1    | give A♥ 9♣  |
    When the hand is played
    Then action 7 is rejected with rule "pass.card-not-held"

  # id: 5e022673
  @trickster.passing.partner-then-back @trickster.passing.cards-held
  Scenario: Pass 2 - the partner cannot play a card he passed away
    Given the ruleset "trickster-classic-pass-2"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action      |
      | 1    | bid 150     |
      | 2    | pass        |
      | 3    | pass        |
      | 0    | pass        |
      | 1    | trump ♦     |
      | 3    | give A♦ 10♦ |
      | 1    | give Q♣ 9♣  |
      | 1    | play K♣     |
      | 2    | play A♣     |
      | 3    | play 10♦    |
    When the hand is played
    # checks: trickster.passing.partner-then-back
    Then action 10 is rejected with rule "play.card-not-held"

  # id: 56def2b2
  @trickster.passing.partner-then-back
  Scenario: No passing option - a pass after trump is refused
    Given the ruleset "trickster-classic"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action     |
      | 1    | bid 150    |
      | 2    | pass       |
      | 3    | pass       |
      | 0    | pass       |
      | 1    | trump ♦    |
      | 1    | give Q♣ 9♣ |
    When the hand is played
    Then action 6 is rejected with rule "phase.expected-play"

  # id: 858a93e2
  @trickster.passing.before-meld @trickster.passing.partner-then-back @trickster.scoring.made-scores-all @trickster.scoring.defenders-always-score @trickster.play.identical-first-wins @trickster.play.winner-leads
  Scenario: Pass 2 - a whole hand whose meld is counted on the hands after the pass
    # The partner's A♦ 10♦ complete seat 1's diamond run: seat 1 melds run 150, kings around
    # 80 and a heart marriage 20 (250), seat 3 a nine of trump (10); before the pass the
    # same side would have held 160 + 20 = 180. Seats 0 and 2 meld two marriages (40) and a
    # nine of trump (10).
    Given the ruleset "trickster-classic-pass-2"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action      |
      | 1    | bid 150     |
      | 2    | pass        |
      | 3    | pass        |
      | 0    | pass        |
      | 1    | trump ♦     |
      | 3    | give A♦ 10♦ |
      | 1    | give Q♣ 9♣  |
      | 1    | play A♠     |
      | 2    | play Q♠     |
      | 3    | play A♠     |
      | 0    | play K♠     |
      | 1    | play 10♠    |
      | 2    | play J♠     |
      | 3    | play 10♠    |
      | 0    | play Q♠     |
      | 1    | play K♠     |
      | 2    | play 9♠     |
      | 3    | play A♦     |
      | 0    | play J♠     |
      | 3    | play Q♥     |
      | 0    | play A♥     |
      | 1    | play K♥     |
      | 2    | play A♥     |
      | 0    | play 9♠     |
      | 1    | play A♦     |
      | 2    | play 10♦    |
      | 3    | play K♦     |
      | 1    | play Q♥     |
      | 2    | play 10♥    |
      | 3    | play J♥     |
      | 0    | play 10♥    |
      | 2    | play K♥     |
      | 3    | play 9♥     |
      | 0    | play A♣     |
      | 1    | play J♥     |
      | 2    | play Q♦     |
      | 3    | play J♦     |
      | 0    | play 10♣    |
      | 1    | play 10♦    |
      | 1    | play K♦     |
      | 2    | play 9♦     |
      | 3    | play 9♦     |
      | 0    | play K♣     |
      | 1    | play Q♦     |
      | 2    | play A♣     |
      | 3    | play 9♥     |
      | 0    | play Q♣     |
      | 1    | play J♦     |
      | 2    | play 10♣    |
      | 3    | play Q♣     |
      | 0    | play J♣     |
      | 1    | play K♣     |
      | 2    | play J♣     |
      | 3    | play 9♣     |
      | 0    | play 9♣     |
    When the hand is played
    # checks: trickster.passing.partner-then-back
    Then every action is accepted
    # checks: trickster.passing.before-meld
    And the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 260  | 180          | 440   |
      | 0 and 2 | 50   | 70           | 120   |

  # 003 offers the kitty and the declarers' pass as separate options. Together: the declarer
  # takes the kitty and names trump, his partner passes two cards and he passes two back, and
  # only then, meld shown, he lays away four cards so that every hand holds eleven for play.
  # id: 096e47bd
  @trickster.passing.partner-then-back @trickster.passing.count @trickster.deal.kitty-to-declarer @trickster.deal.kitty-discard-meld-cards
  Scenario: Kitty and pass 2 together - the kitty, the pass both ways, then the discard before the lead
    Given the ruleset "trickster-classic-kitty" with passing set to {"count": 2, "back": true, "bidder_melds_before_passing_back": false}
    And the deal:
      | seat  | cards                                |
      | 0     | A♠ Q♠ Q♠ 9♠ K♥ 10♦ Q♦ 9♦ 10♣ J♣ J♣   |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 10♦ A♣ 10♣ |
      | 2     | J♠ A♥ 9♥ A♦ K♦ J♦ 9♦ A♣ K♣ Q♣ Q♣     |
      | 3     | 10♠ K♠ K♠ 10♥ Q♥ J♥ K♦ Q♦ J♦ K♣ 9♣   |
      | kitty | J♠ 9♠ Q♥ 9♣                          |
    And the actions:
      | seat | action              |
      | 1    | bid 150             |
      | 2    | pass                |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | trump ♥             |
      | 3    | give 10♥ Q♥         |
      | 1    | give J♠ 9♠          |
      | 1    | discard 9♣ Q♥ J♥ 9♥ |
      | 1    | play A♠             |
    When the hand is played
    # checks: trickster.passing.partner-then-back
    Then every action is accepted

  # The same options together: the declarer may not lay away the kitty's cards before his
  # partner has passed to him.
  # id: 9958ce21
  @trickster.passing.partner-then-back @trickster.deal.kitty-discard-after-meld
  Scenario: Kitty and pass 2 together - the declarer may not discard before the pass
    Given the ruleset "trickster-classic-kitty" with passing set to {"count": 2, "back": true, "bidder_melds_before_passing_back": false}
    And the deal:
      | seat  | cards                                |
      | 0     | A♠ Q♠ Q♠ 9♠ K♥ 10♦ Q♦ 9♦ 10♣ J♣ J♣   |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 10♦ A♣ 10♣ |
      | 2     | J♠ A♥ 9♥ A♦ K♦ J♦ 9♦ A♣ K♣ Q♣ Q♣     |
      | 3     | 10♠ K♠ K♠ 10♥ Q♥ J♥ K♦ Q♦ J♦ K♣ 9♣   |
      | kitty | J♠ 9♠ Q♥ 9♣                          |
    And the actions:
      | seat | action              |
      | 1    | bid 150             |
      | 2    | pass                |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | trump ♥             |
      | 1    | discard J♠ 9♠ 9♣ Q♥ |
    When the hand is played
    # checks: trickster.deal.kitty-discard-after-meld
    Then action 6 is rejected with rule "turn.out-of-turn" or "phase.expected-give"
