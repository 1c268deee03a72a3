@doc-001
Feature: Peterson pinochle, naming trump and passing cards (001, "Passing cards")
  The high bidder names trump and receives four cards from his partner; he shows his meld,
  keeps the melded cards on the table and passes four of the cards left in his hand back;
  then everyone shows meld. Five-handed, the partner is drawn at random after bidding (a
  chance action "partner N"); six-handed, the partner is the teammate opposite.
  Three-handed there is no partner: the bidder takes the three-card kitty and lays away
  three cards that are not in his meld (the fixture's recorded reading).

  # Four-handed deal used below (dealer seat 0): seat 2 buys the bid at 280.

  # id: 2096a8cb
  @peterson.bidding.bidder-names-trump
  Scenario: Only the high bidder names trump
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action  |
      | 2    | bid 260 |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | bid 270 |
      | 2    | bid 280 |
      | 1    | pass    |
      | 0    | trump ♥ |
    When the hand is played
    Then action 7 is rejected with rule "turn.out-of-turn"

  # 001, "Bidding" and "Passing cards": trump is named by whoever buys the bid. Here the
  # player right of the dealer, seat 3, outbids seat 1's opening 250 and names trump.
  # id: 72744737
  @peterson.bidding.bidder-names-trump
  Scenario: The high bidder names trump when he sits right of the dealer
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action  |
      | 2    | pass    |
      | 3    | bid 260 |
      | 0    | pass    |
      | 1    | pass    |
      | 3    | trump ♥ |
    When the hand is played
    Then every action is accepted

  # id: 9016a81e
  @peterson.passing.partner-passes-four @peterson.passing.bidder-passes-back @peterson.play.bidder-leads
  Scenario: The partner passes four cards, the bidder passes four back and then leads
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action              |
      | 2    | bid 260             |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | bid 270             |
      | 2    | bid 280             |
      | 1    | pass                |
      | 2    | trump ♥             |
      | 0    | give 10♥ K♥ 9♥ 10♣  |
      | 2    | give 10♥ 10♣ 10♣ K♣ |
      | 2    | play A♠             |
    When the hand is played
    # checks: peterson.passing.bidder-passes-back
    Then every action is accepted

  # id: e96faa32
  @peterson.passing.partner-passes-four
  Scenario: An opponent may not pass cards to the bidder
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action           |
      | 2    | bid 260          |
      | 3    | pass             |
      | 0    | pass             |
      | 1    | bid 270          |
      | 2    | bid 280          |
      | 1    | pass             |
      | 2    | trump ♥          |
      | 1    | give A♣ K♣ Q♣ J♣ |
    When the hand is played
    Then action 8 is rejected with rule "turn.out-of-turn"

  # id: c9d4ebaa
  @peterson.passing.partner-passes-four
  Scenario: The partner must pass exactly four cards, not three
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action         |
      | 2    | bid 260        |
      | 3    | pass           |
      | 0    | pass           |
      | 1    | bid 270        |
      | 2    | bid 280        |
      | 1    | pass           |
      | 2    | trump ♥        |
      | 0    | give 10♥ K♥ 9♥ |
    When the hand is played
    Then action 8 is rejected with rule "pass.wrong-count"

  # id: d2879383
  @peterson.passing.partner-passes-four
  Scenario: The partner may pass only cards he holds
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action            |
      | 2    | bid 260           |
      | 3    | pass              |
      | 0    | pass              |
      | 1    | bid 270           |
      | 2    | bid 280           |
      | 1    | pass              |
      | 2    | trump ♥           |
      | 0    | give A♠ K♥ 9♥ 10♣ |
    When the hand is played
    Then action 8 is rejected with rule "pass.card-not-held"

  # id: 2a7f01e6
  @peterson.passing.bidder-passes-back
  Scenario: The bidder must pass four cards back before the play begins
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action             |
      | 2    | bid 260            |
      | 3    | pass               |
      | 0    | pass               |
      | 1    | bid 270            |
      | 2    | bid 280            |
      | 1    | pass               |
      | 2    | trump ♥            |
      | 0    | give 10♥ K♥ 9♥ 10♣ |
      | 2    | play A♠            |
    When the hand is played
    Then action 9 is rejected with rule "phase.expected-give"

  # id: 48573bb2
  @peterson.passing.bidder-passes-back
  Scenario: The bidder must pass back four cards, not five
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action                 |
      | 2    | bid 260                |
      | 3    | pass                   |
      | 0    | pass                   |
      | 1    | bid 270                |
      | 2    | bid 280                |
      | 1    | pass                   |
      | 2    | trump ♥                |
      | 0    | give 10♥ K♥ 9♥ 10♣     |
      | 2    | give 10♥ 10♣ 10♣ K♣ J♠ |
    When the hand is played
    Then action 9 is rejected with rule "pass.wrong-count"

  # id: 1643d7f3
  @peterson.passing.bidder-passes-back @peterson.meld.aces-around @peterson.passing.melded-cards-back
  Scenario: The bidder may not pass back an ace of his aces around
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action              |
      | 2    | bid 260             |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | bid 270             |
      | 2    | bid 280             |
      | 1    | pass                |
      | 2    | trump ♥             |
      | 0    | give 10♥ K♥ 9♥ 10♣  |
      | 2    | give A♠ 10♥ 10♣ 10♣ |
    When the hand is played
    # checks: peterson.passing.melded-cards-back
    Then action 9 is rejected with rule "pass.meld-card"

  # id: e4cc5cd5
  @peterson.passing.bidder-passes-back @peterson.meld.nine-of-trump @peterson.passing.melded-cards-back
  Scenario: The bidder may not pass back a nine of trump, which is meld too
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action             |
      | 2    | bid 260            |
      | 3    | pass               |
      | 0    | pass               |
      | 1    | bid 270            |
      | 2    | bid 280            |
      | 1    | pass               |
      | 2    | trump ♥            |
      | 0    | give 10♥ K♥ 9♥ 10♣ |
      | 2    | give 9♥ 10♣ 10♣ K♣ |
    When the hand is played
    # checks: peterson.passing.melded-cards-back
    Then action 9 is rejected with rule "pass.meld-card"

  # id: fa1f9006
  @peterson.passing.bidder-passes-back @peterson.meld.pinochle @peterson.passing.melded-cards-back
  Scenario: The bidder may not break up his pinochle when passing back
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action              |
      | 2    | bid 260             |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | bid 270             |
      | 2    | bid 280             |
      | 1    | pass                |
      | 2    | trump ♥             |
      | 0    | give 10♥ K♥ 9♥ 10♣  |
      | 2    | give J♦ 10♥ 10♣ 10♣ |
    When the hand is played
    # checks: peterson.passing.melded-cards-back
    Then action 9 is rejected with rule "pass.meld-card"

  # Five-handed deal (double deck without nines, dealer seat 0): seat 2 buys the bid at 460.

  # id: 0208c7be
  @peterson.players.five-handed @peterson.players.random-partner @peterson.passing.partner-passes-four @peterson.passing.bidder-passes-back @peterson.bidding.opening-forced
  Scenario: Five-handed, the partner drawn after bidding passes four cards and receives four back
    Given the ruleset "peterson-5"
    And the deal:
      | seat | cards                                               |
      | 0    | A♠ 10♠ K♠ J♠ 10♥ 10♥ K♥ Q♥ Q♥ A♦ 10♦ Q♦ J♦ A♣ K♣ J♣ |
      | 1    | A♠ K♠ A♥ A♥ A♥ 10♥ K♥ J♥ 10♦ K♦ J♦ A♣ 10♣ Q♣ Q♣ J♣  |
      | 2    | A♠ K♠ Q♠ Q♠ J♠ K♥ Q♥ J♥ J♥ J♥ A♦ J♦ J♦ A♣ 10♣ J♣    |
      | 3    | A♠ 10♠ Q♠ J♠ K♥ 10♦ K♦ K♦ Q♦ A♣ 10♣ 10♣ K♣ K♣ Q♣ Q♣ |
      | 4    | 10♠ 10♠ K♠ Q♠ J♠ A♥ 10♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ Q♦ K♣ J♣ |
    And the actions:
      | seat   | action            |
      | 2      | bid 460           |
      | 3      | pass              |
      | 4      | pass              |
      | 0      | pass              |
      | 1      | pass              |
      | 2      | trump ♠           |
      | chance | partner 4         |
      | 4      | give J♠ A♥ 10♥ Q♦ |
      | 2      | give J♠ J♥ J♥ Q♦  |
      | 2      | play A♣           |
    When the hand is played
    # checks: peterson.players.random-partner
    Then every action is accepted

  # The same five-handed hand: the bidder shows his meld once his drawn partner's four cards
  # are in his hand, not at the draw, and the others after the pass back (001, "Passing
  # cards"). Spades trump: seat 2 shows aces and jacks around, the double pinochle, the
  # trump marriage and the heart marriage.
  # id: 15400c17
  @peterson.players.five-handed @peterson.players.random-partner @peterson.passing.bidder-passes-back @peterson.passing.others-meld-after @peterson.passing.melded-cards-back @peterson.bidding.opening-forced
  Scenario: Five-handed, the bidder shows his meld after his drawn partner's cards, not at the draw
    Given the ruleset "peterson-5"
    And the deal:
      | seat | cards                                               |
      | 0    | A♠ 10♠ K♠ J♠ 10♥ 10♥ K♥ Q♥ Q♥ A♦ 10♦ Q♦ J♦ A♣ K♣ J♣ |
      | 1    | A♠ K♠ A♥ A♥ A♥ 10♥ K♥ J♥ 10♦ K♦ J♦ A♣ 10♣ Q♣ Q♣ J♣  |
      | 2    | A♠ K♠ Q♠ Q♠ J♠ K♥ Q♥ J♥ J♥ J♥ A♦ J♦ J♦ A♣ 10♣ J♣    |
      | 3    | A♠ 10♠ Q♠ J♠ K♥ 10♦ K♦ K♦ Q♦ A♣ 10♣ 10♣ K♣ K♣ Q♣ Q♣ |
      | 4    | 10♠ 10♠ K♠ Q♠ J♠ A♥ 10♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ Q♦ K♣ J♣ |
    And the actions:
      | seat   | action            |
      | 2      | bid 460           |
      | 3      | pass              |
      | 4      | pass              |
      | 0      | pass              |
      | 1      | pass              |
      | 2      | trump ♠           |
      | chance | partner 4         |
      | 4      | give J♠ A♥ 10♥ Q♦ |
      | 2      | give J♠ J♥ J♥ Q♦  |
      | 2      | play A♣           |
    When the hand is played
    # checks: peterson.players.random-partner
    Then every action is accepted
    # checks: peterson.passing.bidder-passes-back
    And seat 2 shows the meld "A♠ A♥ A♦ A♣ J♠ J♥ J♦ J♦ J♣ Q♠ Q♠ K♠ K♥ Q♥" after action 8
    # checks: peterson.passing.others-meld-after
    And seat 4 shows the meld "K♠ Q♠ K♦ Q♦" after action 9
    And seat 1 shows no meld

  # 001 (five-handed): the bidder's partner is drawn at random from the other players, so a
  # draw naming the bidder himself is no partner.
  # id: 27e0bde1
  @peterson.players.five-handed @peterson.players.random-partner @peterson.bidding.opening-forced
  Scenario: Five-handed, the draw may not make the bidder his own partner
    Given the ruleset "peterson-5"
    And the deal:
      | seat | cards                                               |
      | 0    | A♠ 10♠ K♠ J♠ 10♥ 10♥ K♥ Q♥ Q♥ A♦ 10♦ Q♦ J♦ A♣ K♣ J♣ |
      | 1    | A♠ K♠ A♥ A♥ A♥ 10♥ K♥ J♥ 10♦ K♦ J♦ A♣ 10♣ Q♣ Q♣ J♣  |
      | 2    | A♠ K♠ Q♠ Q♠ J♠ K♥ Q♥ J♥ J♥ J♥ A♦ J♦ J♦ A♣ 10♣ J♣    |
      | 3    | A♠ 10♠ Q♠ J♠ K♥ 10♦ K♦ K♦ Q♦ A♣ 10♣ 10♣ K♣ K♣ Q♣ Q♣ |
      | 4    | 10♠ 10♠ K♠ Q♠ J♠ A♥ 10♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ Q♦ K♣ J♣ |
    And the actions:
      | seat   | action    |
      | 2      | bid 460   |
      | 3      | pass      |
      | 4      | pass      |
      | 0      | pass      |
      | 1      | pass      |
      | 2      | trump ♠   |
      | chance | partner 2 |
    When the hand is played
    # checks: peterson.players.random-partner
    Then action 7 is rejected with rule "partner.invalid-seat"

  # id: 4ed19d21
  @peterson.players.five-handed @peterson.players.random-partner @peterson.passing.partner-passes-four @peterson.bidding.opening-forced
  Scenario: Five-handed, a partner drawn from a seat before the bidder's passes him four cards
    Given the ruleset "peterson-5"
    And the deal:
      | seat | cards                                               |
      | 0    | A♠ 10♠ K♠ J♠ 10♥ 10♥ K♥ Q♥ Q♥ A♦ 10♦ Q♦ J♦ A♣ K♣ J♣ |
      | 1    | A♠ K♠ A♥ A♥ A♥ 10♥ K♥ J♥ 10♦ K♦ J♦ A♣ 10♣ Q♣ Q♣ J♣  |
      | 2    | A♠ K♠ Q♠ Q♠ J♠ K♥ Q♥ J♥ J♥ J♥ A♦ J♦ J♦ A♣ 10♣ J♣    |
      | 3    | A♠ 10♠ Q♠ J♠ K♥ 10♦ K♦ K♦ Q♦ A♣ 10♣ 10♣ K♣ K♣ Q♣ Q♣ |
      | 4    | 10♠ 10♠ K♠ Q♠ J♠ A♥ 10♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ Q♦ K♣ J♣ |
    And the actions:
      | seat   | action             |
      | 2      | bid 460            |
      | 3      | pass               |
      | 4      | pass               |
      | 0      | pass               |
      | 1      | pass               |
      | 2      | trump ♠            |
      | chance | partner 0          |
      | 0      | give A♠ 10♠ K♠ J♠  |
    When the hand is played
    # checks: peterson.players.random-partner
    Then every action is accepted

  # id: 0559e9c2
  @peterson.players.five-handed @peterson.players.random-partner @peterson.bidding.opening-forced
  Scenario: Five-handed, a player who was not drawn may not pass to the bidder
    Given the ruleset "peterson-5"
    And the deal:
      | seat | cards                                               |
      | 0    | A♠ 10♠ K♠ J♠ 10♥ 10♥ K♥ Q♥ Q♥ A♦ 10♦ Q♦ J♦ A♣ K♣ J♣ |
      | 1    | A♠ K♠ A♥ A♥ A♥ 10♥ K♥ J♥ 10♦ K♦ J♦ A♣ 10♣ Q♣ Q♣ J♣  |
      | 2    | A♠ K♠ Q♠ Q♠ J♠ K♥ Q♥ J♥ J♥ J♥ A♦ J♦ J♦ A♣ 10♣ J♣    |
      | 3    | A♠ 10♠ Q♠ J♠ K♥ 10♦ K♦ K♦ Q♦ A♣ 10♣ 10♣ K♣ K♣ Q♣ Q♣ |
      | 4    | 10♠ 10♠ K♠ Q♠ J♠ A♥ 10♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ Q♦ K♣ J♣ |
    And the actions:
      | seat   | action            |
      | 2      | bid 460           |
      | 3      | pass              |
      | 4      | pass              |
      | 0      | pass              |
      | 1      | pass              |
      | 2      | trump ♠           |
      | chance | partner 4         |
      | 3      | give A♠ 10♠ Q♠ J♠ |
    When the hand is played
    # checks: peterson.players.random-partner
    Then action 8 is rejected with rule "turn.out-of-turn"

  # id: c2266e49
  @peterson.players.five-handed @peterson.players.random-partner @peterson.bidding.opening-forced
  Scenario: Five-handed, no cards are passed before the partner is drawn
    Given the ruleset "peterson-5"
    And the deal:
      | seat | cards                                               |
      | 0    | A♠ 10♠ K♠ J♠ 10♥ 10♥ K♥ Q♥ Q♥ A♦ 10♦ Q♦ J♦ A♣ K♣ J♣ |
      | 1    | A♠ K♠ A♥ A♥ A♥ 10♥ K♥ J♥ 10♦ K♦ J♦ A♣ 10♣ Q♣ Q♣ J♣  |
      | 2    | A♠ K♠ Q♠ Q♠ J♠ K♥ Q♥ J♥ J♥ J♥ A♦ J♦ J♦ A♣ 10♣ J♣    |
      | 3    | A♠ 10♠ Q♠ J♠ K♥ 10♦ K♦ K♦ Q♦ A♣ 10♣ 10♣ K♣ K♣ Q♣ Q♣ |
      | 4    | 10♠ 10♠ K♠ Q♠ J♠ A♥ 10♥ Q♥ A♦ A♦ 10♦ K♦ Q♦ Q♦ K♣ J♣ |
    And the actions:
      | seat | action            |
      | 2    | bid 460           |
      | 3    | pass              |
      | 4    | pass              |
      | 0    | pass              |
      | 1    | pass              |
      | 2    | trump ♠           |
      | 4    | give J♠ A♥ 10♥ Q♦ |
    When the hand is played
    # checks: peterson.players.random-partner
    Then action 7 is rejected with rule "turn.out-of-turn" or "phase.expected-partner"

  # Six-handed deal (double deck, teams 0-3, 1-4, 2-5, dealer seat 0): seat 2 buys the bid at 460.

  # id: 7969935b
  @peterson.players.six-handed @peterson.players.team-seating @peterson.passing.partner-passes-four @peterson.passing.bidder-passes-back @peterson.bidding.six-handed-opening
  Scenario: Six-handed, the teammate opposite the bidder passes four cards and receives four back
    Given the ruleset "peterson-6"
    And the deal:
      | seat | cards                                                |
      | 0    | A♠ A♥ 10♥ Q♥ 9♥ A♦ A♦ A♦ Q♦ Q♦ 9♦ K♣ Q♣ Q♣ Q♣ 9♣     |
      | 1    | K♠ K♠ K♠ J♠ 9♠ K♥ J♥ 9♥ 9♥ Q♦ J♦ A♣ 10♣ 10♣ 9♣ 9♣    |
      | 2    | A♠ 10♠ 10♠ K♠ Q♠ Q♠ J♠ A♥ K♥ Q♥ A♦ J♦ 9♦ 9♦ 9♦ K♣    |
      | 3    | A♠ A♠ 10♠ Q♠ Q♠ 9♠ 9♠ 10♥ K♥ K♥ K♦ K♦ K♣ J♣ J♣ J♣    |
      | 4    | 10♠ J♠ J♠ 9♠ 10♥ 10♥ Q♥ Q♥ 10♦ K♦ Q♦ J♦ A♣ K♣ Q♣ 9♣  |
      | 5    | A♥ A♥ J♥ J♥ J♥ 9♥ 10♦ 10♦ 10♦ K♦ J♦ A♣ A♣ 10♣ 10♣ J♣ |
    And the actions:
      | seat | action            |
      | 2    | bid 460           |
      | 3    | pass              |
      | 4    | pass              |
      | 5    | pass              |
      | 0    | pass              |
      | 1    | pass              |
      | 2    | trump ♠           |
      | 5    | give J♥ J♦ 10♣ J♣ |
      | 2    | give A♦ 9♦ 9♦ 10♣ |
      | 2    | play K♥           |
    When the hand is played
    # checks: peterson.players.team-seating
    Then every action is accepted

  # id: a09530e0
  @peterson.players.six-handed @peterson.players.team-seating @peterson.bidding.six-handed-opening
  Scenario: Six-handed, the player beside the bidder is no partner and may not pass
    Given the ruleset "peterson-6"
    And the deal:
      | seat | cards                                                |
      | 0    | A♠ A♥ 10♥ Q♥ 9♥ A♦ A♦ A♦ Q♦ Q♦ 9♦ K♣ Q♣ Q♣ Q♣ 9♣     |
      | 1    | K♠ K♠ K♠ J♠ 9♠ K♥ J♥ 9♥ 9♥ Q♦ J♦ A♣ 10♣ 10♣ 9♣ 9♣    |
      | 2    | A♠ 10♠ 10♠ K♠ Q♠ Q♠ J♠ A♥ K♥ Q♥ A♦ J♦ 9♦ 9♦ 9♦ K♣    |
      | 3    | A♠ A♠ 10♠ Q♠ Q♠ 9♠ 9♠ 10♥ K♥ K♥ K♦ K♦ K♣ J♣ J♣ J♣    |
      | 4    | 10♠ J♠ J♠ 9♠ 10♥ 10♥ Q♥ Q♥ 10♦ K♦ Q♦ J♦ A♣ K♣ Q♣ 9♣  |
      | 5    | A♥ A♥ J♥ J♥ J♥ 9♥ 10♦ 10♦ 10♦ K♦ J♦ A♣ A♣ 10♣ 10♣ J♣ |
    And the actions:
      | seat | action            |
      | 2    | bid 460           |
      | 3    | pass              |
      | 4    | pass              |
      | 5    | pass              |
      | 0    | pass              |
      | 1    | pass              |
      | 2    | trump ♠           |
      | 3    | give A♠ A♠ 10♠ Q♠ |
    When the hand is played
    # checks: peterson.players.team-seating
    Then action 8 is rejected with rule "turn.out-of-turn"

  # Three-handed deal with a kitty (dealer seat 0): seat 2 buys the bid at 250.

  # id: 2f317635
  @peterson.players.three-handed @peterson.players.kitty @peterson.bidding.opening-forced
  Scenario: Three-handed, the bidder takes the kitty, lays away three cards outside his meld and leads a card from the kitty
    Given the ruleset "peterson-3"
    And the deal:
      | seat  | cards                                            |
      | 0     | Q♠ J♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 10♦ K♦ Q♦ J♦ 10♣ 10♣ Q♣ |
      | 1     | A♠ 9♠ A♥ 10♥ K♥ 9♥ K♦ J♦ 9♦ A♣ A♣ K♣ J♣ J♣ 9♣    |
      | 2     | A♠ 10♠ K♠ K♠ Q♠ J♠ Q♥ J♥ 9♥ A♦ Q♦ 9♦ K♣ Q♣ 9♣    |
      | kitty | 10♠ A♦ 10♦                                       |
    And the actions:
      | seat | action           |
      | 2    | bid 160          |
      | 0    | bid 170          |
      | 1    | pass             |
      | 2    | bid 250          |
      | 0    | pass             |
      | 2    | trump ♠          |
      | 2    | discard 9♥ 9♦ 9♣ |
      | 2    | play 10♦         |
    When the hand is played
    # checks: peterson.players.kitty
    Then every action is accepted

  # id: f21f66ff
  @peterson.players.three-handed @peterson.bidding.opening-forced
  Scenario: Three-handed, there is no partner to pass cards to
    Given the ruleset "peterson-3"
    And the deal:
      | seat  | cards                                            |
      | 0     | Q♠ J♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 10♦ K♦ Q♦ J♦ 10♣ 10♣ Q♣ |
      | 1     | A♠ 9♠ A♥ 10♥ K♥ 9♥ K♦ J♦ 9♦ A♣ A♣ K♣ J♣ J♣ 9♣    |
      | 2     | A♠ 10♠ K♠ K♠ Q♠ J♠ Q♥ J♥ 9♥ A♦ Q♦ 9♦ K♣ Q♣ 9♣    |
      | kitty | 10♠ A♦ 10♦                                       |
    And the actions:
      | seat | action           |
      | 2    | bid 160          |
      | 0    | bid 170          |
      | 1    | pass             |
      | 2    | bid 250          |
      | 0    | pass             |
      | 2    | trump ♠          |
      | 2    | give 9♥ 9♦ 9♣ Q♥ |
    When the hand is played
    # checks: peterson.players.three-handed
    Then action 7 is rejected with rule "phase.expected-discard"

  # id: 97dbe0e9
  @peterson.players.kitty @peterson.meld.marriage @peterson.bidding.opening-forced
  Scenario: Three-handed, the bidder may not lay away a card of his meld
    Given the ruleset "peterson-3"
    And the deal:
      | seat  | cards                                            |
      | 0     | Q♠ J♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 10♦ K♦ Q♦ J♦ 10♣ 10♣ Q♣ |
      | 1     | A♠ 9♠ A♥ 10♥ K♥ 9♥ K♦ J♦ 9♦ A♣ A♣ K♣ J♣ J♣ 9♣    |
      | 2     | A♠ 10♠ K♠ K♠ Q♠ J♠ Q♥ J♥ 9♥ A♦ Q♦ 9♦ K♣ Q♣ 9♣    |
      | kitty | 10♠ A♦ 10♦                                       |
    And the actions:
      | seat | action           |
      | 2    | bid 160          |
      | 0    | bid 170          |
      | 1    | pass             |
      | 2    | bid 250          |
      | 0    | pass             |
      | 2    | trump ♠          |
      | 2    | discard K♣ 9♥ 9♦ |
    When the hand is played
    # checks: peterson.players.kitty
    Then action 7 is rejected with rule "discard.meld-card"

  # id: e86f82f8
  @peterson.players.kitty @peterson.bidding.opening-forced
  Scenario: Three-handed, the bidder lays away exactly three cards
    Given the ruleset "peterson-3"
    And the deal:
      | seat  | cards                                            |
      | 0     | Q♠ J♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 10♦ K♦ Q♦ J♦ 10♣ 10♣ Q♣ |
      | 1     | A♠ 9♠ A♥ 10♥ K♥ 9♥ K♦ J♦ 9♦ A♣ A♣ K♣ J♣ J♣ 9♣    |
      | 2     | A♠ 10♠ K♠ K♠ Q♠ J♠ Q♥ J♥ 9♥ A♦ Q♦ 9♦ K♣ Q♣ 9♣    |
      | kitty | 10♠ A♦ 10♦                                       |
    And the actions:
      | seat | action        |
      | 2    | bid 160       |
      | 0    | bid 170       |
      | 1    | pass          |
      | 2    | bid 250       |
      | 0    | pass          |
      | 2    | trump ♠       |
      | 2    | discard 9♥ 9♦ |
    When the hand is played
    # checks: peterson.players.kitty
    Then action 7 is rejected with rule "discard.wrong-count"

  # The bidder shows his meld once he holds his partner's four cards, before he passes four
  # back; the others show theirs after the pass back (001, "Passing cards"). Seat 2's meld
  # with hearts trump: aces around, jacks around, the pinochle and the nine of trump; his
  # partner, seat 0, keeps only a nine of trump after the exchange. (Under the recorded
  # alternative reading of passing.bidder_melds_before_passing_back the bidder's meld would
  # count, and show, after the exchange: hence the reading tag.)

  # id: 6f69e10b
  @peterson.passing.bidder-passes-back @peterson.passing.others-meld-after @peterson.passing.melded-cards-back
  Scenario: The bidder shows his meld before passing back, his partner only after the pass back
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action              |
      | 2    | bid 260             |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | bid 270             |
      | 2    | bid 280             |
      | 1    | pass                |
      | 2    | trump ♥             |
      | 0    | give 10♥ K♥ 9♥ 10♣  |
      | 2    | give 10♥ 10♣ 10♣ K♣ |
      | 2    | play A♠             |
    When the hand is played
    # checks: peterson.passing.bidder-passes-back
    Then every action is accepted
    And seat 2 shows the meld "A♠ A♥ A♦ A♣ J♠ J♥ J♦ J♣ Q♠ 9♥" after action 8
    # checks: peterson.passing.others-meld-after
    And seat 0 shows the meld "9♥" after action 9

  # The bidder's meld shows only the cards it needs (001, "Passing cards": he keeps the melded
  # cards face up). Seat 2, hearts trump, gets K♥ 9♥ J♦ 10♠ from his partner: a run, aces
  # around, the pinochle and the nine of trump, 300 in all. He now holds both jacks of
  # diamonds, and one of them is enough for the pinochle, so one shows; the spades nine and
  # ten and the clubs ten and nine are in no meld and stay in his hand.
  # id: 5adf3d49
  @peterson.passing.bidder-passes-back @peterson.passing.melded-cards-back @peterson.meld.run @peterson.meld.pinochle @peterson.passing.others-meld-after
  Scenario: The bidder shows one of his two jacks of diamonds, the one his pinochle needs
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ K♠ K♥ 9♥ 9♥ K♦ J♦ 9♦ K♣ Q♣ J♣ 10♣   |
      | 1    | A♠ 10♠ K♠ J♠ 9♠ A♦ 10♦ K♦ Q♦ A♣ K♣ Q♣   |
      | 2    | A♠ Q♠ 9♠ A♥ 10♥ Q♥ J♥ A♦ J♦ A♣ 10♣ 9♣   |
      | 3    | Q♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 10♦ Q♦ 9♦ J♣ 9♣   |
    And the actions:
      | seat | action              |
      | 2    | bid 260             |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | bid 270             |
      | 2    | bid 280             |
      | 1    | pass                |
      | 2    | trump ♥             |
      | 0    | give K♥ 9♥ J♦ 10♠   |
      | 2    | give 9♠ 10♠ 10♣ 9♣  |
      | 2    | play A♠             |
    When the hand is played
    # checks: peterson.passing.bidder-passes-back
    Then every action is accepted
    And seat 2 shows the meld "A♠ A♥ A♦ A♣ 10♥ K♥ Q♥ J♥ 9♥ Q♠ J♦" after action 8
    # checks: peterson.passing.others-meld-after
    And seat 0 shows the meld "K♣ Q♣ 9♥" after action 9

  # Seat 2, hearts trump, receives K♥ 9♥ K♦ J♦: a run, aces around, the pinochle and the
  # nine of trump (300). Outside the meld he holds only five cards, and three of them are
  # not plain tens or nines: the second jack of diamonds, the king of diamonds without its
  # queen and the jack of clubs. Four of these five can go back without touching the meld,
  # so the nine of trump may not (001, "Passing cards": the melded cards stay on the table).
  # id: 0a4cae5d
  @peterson.passing.bidder-passes-back @peterson.meld.nine-of-trump @peterson.passing.melded-cards-back
  Scenario: The bidder whose cards outside the meld are mostly not plain tens or nines still may not pass back his nine of trump
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | Q♠ J♠ 9♠ A♥ K♥ Q♥ 9♥ K♦ K♦ Q♦ J♦ K♣     |
      | 1    | 10♠ J♠ 10♥ J♥ A♦ 10♦ Q♦ 9♦ 10♣ Q♣ Q♣ J♣ |
      | 2    | A♠ Q♠ A♥ 10♥ Q♥ J♥ A♦ J♦ A♣ 10♣ J♣ 9♣   |
      | 3    | A♠ 10♠ K♠ K♠ 9♠ K♥ 9♥ 10♦ 9♦ A♣ K♣ 9♣   |
    And the actions:
      | seat | action             |
      | 2    | bid 260            |
      | 3    | pass               |
      | 0    | pass               |
      | 1    | bid 270            |
      | 2    | bid 280            |
      | 1    | pass               |
      | 2    | trump ♥            |
      | 0    | give K♥ 9♥ K♦ J♦   |
      | 2    | give 9♥ 10♣ 9♣ J♣  |
    When the hand is played
    # checks: peterson.passing.melded-cards-back
    Then action 9 is rejected with rule "pass.meld-card"

  # id: 4ab3a31e
  @peterson.passing.bidder-passes-back @peterson.passing.melded-cards-back
  Scenario: The same bidder passes back four of the five cards outside his meld
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | Q♠ J♠ 9♠ A♥ K♥ Q♥ 9♥ K♦ K♦ Q♦ J♦ K♣     |
      | 1    | 10♠ J♠ 10♥ J♥ A♦ 10♦ Q♦ 9♦ 10♣ Q♣ Q♣ J♣ |
      | 2    | A♠ Q♠ A♥ 10♥ Q♥ J♥ A♦ J♦ A♣ 10♣ J♣ 9♣   |
      | 3    | A♠ 10♠ K♠ K♠ 9♠ K♥ 9♥ 10♦ 9♦ A♣ K♣ 9♣   |
    And the actions:
      | seat | action             |
      | 2    | bid 260            |
      | 3    | pass               |
      | 0    | pass               |
      | 1    | bid 270            |
      | 2    | bid 280            |
      | 1    | pass               |
      | 2    | trump ♥            |
      | 0    | give K♥ 9♥ K♦ J♦   |
      | 2    | give 10♣ 9♣ J♣ K♦  |
      | 2    | play A♠            |
    When the hand is played
    # checks: peterson.passing.bidder-passes-back
    Then every action is accepted
    And seat 2 shows the meld "A♠ A♥ A♦ A♣ 10♥ K♥ Q♥ J♥ 9♥ Q♠ J♦" after action 8

  # Seat 2, diamonds trump, receives K♦ 9♦ K♣ J♣: aces and kings around, three marriages
  # (the diamond one royal) and the nine of trump. Exactly four cards lie outside that meld,
  # none a plain ten or nine: the ten of trump (no run), the second kings of diamonds and
  # clubs and the jack of clubs. Those four can go back, so the nine of trump may not
  # (001, "Passing cards").
  # id: 6abe29d1
  @peterson.passing.bidder-passes-back @peterson.meld.nine-of-trump @peterson.passing.melded-cards-back
  Scenario: A bidder with exactly four cards outside his meld, none of them plain, may not pass back his nine of trump
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                    |
      | 0    | Q♠ J♠ 9♠ A♥ A♦ K♦ J♦ 9♦ K♣ Q♣ J♣ J♣      |
      | 1    | A♠ J♠ 9♠ K♥ Q♥ J♥ J♥ Q♦ J♦ 9♦ A♣ 10♣     |
      | 2    | A♠ K♠ A♥ K♥ Q♥ A♦ 10♦ K♦ Q♦ A♣ K♣ Q♣     |
      | 3    | 10♠ 10♠ K♠ Q♠ 10♥ 10♥ 9♥ 9♥ 10♦ 10♣ 9♣ 9♣ |
    And the actions:
      | seat | action             |
      | 2    | bid 260            |
      | 3    | pass               |
      | 0    | pass               |
      | 1    | bid 270            |
      | 2    | bid 280            |
      | 1    | pass               |
      | 2    | trump ♦            |
      | 0    | give K♦ 9♦ K♣ J♣   |
      | 2    | give 9♦ 10♦ K♦ J♣  |
    When the hand is played
    # checks: peterson.passing.melded-cards-back
    Then action 9 is rejected with rule "pass.meld-card"

  # id: 67f855b9
  @peterson.passing.bidder-passes-back @peterson.passing.melded-cards-back
  Scenario: The same bidder passes back exactly the four cards outside his meld
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                    |
      | 0    | Q♠ J♠ 9♠ A♥ A♦ K♦ J♦ 9♦ K♣ Q♣ J♣ J♣      |
      | 1    | A♠ J♠ 9♠ K♥ Q♥ J♥ J♥ Q♦ J♦ 9♦ A♣ 10♣     |
      | 2    | A♠ K♠ A♥ K♥ Q♥ A♦ 10♦ K♦ Q♦ A♣ K♣ Q♣     |
      | 3    | 10♠ 10♠ K♠ Q♠ 10♥ 10♥ 9♥ 9♥ 10♦ 10♣ 9♣ 9♣ |
    And the actions:
      | seat | action             |
      | 2    | bid 260            |
      | 3    | pass               |
      | 0    | pass               |
      | 1    | bid 270            |
      | 2    | bid 280            |
      | 1    | pass               |
      | 2    | trump ♦            |
      | 0    | give K♦ 9♦ K♣ J♣   |
      | 2    | give 10♦ K♦ K♣ J♣  |
      | 2    | play A♠            |
    When the hand is played
    # checks: peterson.passing.bidder-passes-back
    Then every action is accepted
    And seat 2 shows the meld "A♠ A♥ A♦ A♣ K♠ K♥ K♦ K♣ Q♥ Q♦ Q♣ 9♦" after action 8

  # Seat 2, hearts trump, receives 9♥ J♣ 10♣ A♦ and shows a run, both nines of trump, aces
  # and jacks around and the pinochle (350): only the spades and clubs tens lie outside it,
  # so any four cards he passes back break his meld and he may pass a nine of trump and a
  # jack with the tens. His meld still counts as shown before the pass back (001, "Passing
  # cards", and the reading that shown meld is kept on the table).
  # id: 4d4fe61d
  @peterson.passing.bidder-passes-back @peterson.passing.melded-cards-back @peterson.scoring.counter-scale @peterson.scoring.no-last-trick @peterson.play.next-lead @peterson.meld.run-holds-marriage
  Scenario: A bidder with only two cards outside his meld passes back meld and scores the meld he showed
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ 9♥ A♦ 10♦ Q♦ 9♦ 10♣ 10♣ K♣ Q♣ Q♣ J♣ |
      | 1    | 10♠ K♠ 9♠ 9♠ 10♥ J♥ A♦ K♦ J♦ A♣ K♣ 9♣  |
      | 2    | A♠ 10♠ Q♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ J♦ A♣  |
      | 3    | A♠ Q♠ J♠ A♥ K♥ Q♥ 10♦ K♦ Q♦ 9♦ J♣ 9♣   |
    And the actions:
      | seat | action             |
      | 2    | bid 260            |
      | 3    | pass               |
      | 0    | pass               |
      | 1    | bid 270            |
      | 2    | bid 280            |
      | 1    | pass               |
      | 2    | trump ♥            |
      | 0    | give 9♥ J♣ 10♣ A♦  |
      | 2    | give 10♠ 10♣ 9♥ J♣ |
      | 2    | play A♥            |
      | 3    | play Q♥            |
      | 0    | play 9♥            |
      | 1    | play J♥            |
      | 2    | play J♦            |
      | 3    | play K♦            |
      | 0    | play 10♦           |
      | 1    | play A♦            |
      | 1    | play K♣            |
      | 2    | play A♣            |
      | 3    | play J♣            |
      | 0    | play K♣            |
      | 2    | play 9♥            |
      | 3    | play K♥            |
      | 0    | play 9♦            |
      | 1    | play 10♥           |
      | 1    | play K♠            |
      | 2    | play A♠            |
      | 3    | play J♠            |
      | 0    | play K♠            |
      | 2    | play J♥            |
      | 3    | play A♥            |
      | 0    | play 10♠           |
      | 1    | play 9♠            |
      | 3    | play 9♦            |
      | 0    | play Q♦            |
      | 1    | play K♦            |
      | 2    | play A♦            |
      | 2    | play 10♥           |
      | 3    | play Q♦            |
      | 0    | play J♣            |
      | 1    | play A♣            |
      | 2    | play Q♥            |
      | 3    | play 9♣            |
      | 0    | play Q♣            |
      | 1    | play 9♠            |
      | 2    | play J♠            |
      | 3    | play A♠            |
      | 0    | play 10♣           |
      | 1    | play 10♠           |
      | 3    | play 10♦           |
      | 0    | play 10♣           |
      | 1    | play J♦            |
      | 2    | play K♥            |
      | 2    | play Q♠            |
      | 3    | play Q♠            |
      | 0    | play Q♣            |
      | 1    | play 9♣            |
    When the hand is played
    # checks: peterson.passing.melded-cards-back
    Then every action is accepted
    And the side scores are:
      | seats         | meld | trick points | score |
      | seats 0 and 2 | 380  | 140          | 520   |
      | seats 1 and 3 | 60   | 100          | 160   |

  # id: 72ca21e0
  @peterson.passing.partner-passes-four
  Scenario: The partner must pass exactly four cards, not five
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action                 |
      | 2    | bid 260                |
      | 3    | pass                   |
      | 0    | pass                   |
      | 1    | bid 270                |
      | 2    | bid 280                |
      | 1    | pass                   |
      | 2    | trump ♥                |
      | 0    | give 10♥ K♥ 9♥ 10♣ 9♦  |
    When the hand is played
    Then action 8 is rejected with rule "pass.wrong-count"

  # id: a2513203
  @peterson.passing.bidder-passes-back
  Scenario: The bidder must pass back four cards, not three
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action              |
      | 2    | bid 260             |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | bid 270             |
      | 2    | bid 280             |
      | 1    | pass                |
      | 2    | trump ♥             |
      | 0    | give 10♥ K♥ 9♥ 10♣  |
      | 2    | give 10♥ 10♣ 10♣    |
    When the hand is played
    Then action 9 is rejected with rule "pass.wrong-count"
