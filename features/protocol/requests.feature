@doc-protocol
Feature: Requests an adapter must refuse (adapter protocol v1, "Cards the deck cannot hold" and hand_score)

  The protocol, not a source document, fixes these: a request whose cards one deal of the
  ruleset's deck cannot hold, or that asks to play 1000 under a ruleset without that rule,
  gets an error reply, never a result. Only the kind of reply is judged, never its text.
  These scenarios are reported under their own document, apart from the rules of pinochle.

  # id: b3785bd4
  @protocol.cards.copies
  Scenario: A hand with five aces of spades from a single deck is refused
    Given the ruleset "penn-4"
    And the request is one the protocol forbids
    And the hand "A♠ A♠ A♠ A♠ A♠ K♠ Q♠ J♠ 9♠ 9♥ 9♦ 9♣"
    And trump is ♠
    When the meld is counted
    Then the request is refused with an error reply

  # id: f9d638fa
  @protocol.cards.copies
  Scenario: Three copies of one card in a single-deck hand are refused
    Given the ruleset "penn-4"
    And the request is one the protocol forbids
    And the hand "A♠ A♠ A♠ K♠ Q♠ J♠ 9♠ 9♥ 9♦ 9♣ K♥ Q♥"
    And trump is ♠
    When the meld is counted
    Then the request is refused with an error reply

  # id: f7297e33
  @protocol.cards.copies
  Scenario: Two copies of one card in a single-deck hand are a proper request
    Given the ruleset "penn-4"
    And the hand "A♠ A♠ 10♥ 10♥ J♦ J♦ 9♣ 9♣ K♥ Q♦ A♣ 10♣"
    And trump is ♠
    When the meld is counted
    Then there is no meld

  # id: 52090068
  @protocol.cards.copies
  Scenario: The hand and the trick are counted together
    Given the ruleset "penn-4"
    And the request is one the protocol forbids
    And the hand "A♠ A♠ K♥ Q♥"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | A♠   |
    When the legal plays are asked for
    Then the request is refused with an error reply

  # id: 8f6138f1
  @protocol.cards.copies
  Scenario: A card in the hand and its twin in the trick are a proper request
    Given the ruleset "penn-4"
    And the hand "A♠ K♥ Q♥"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | A♠   |
    When the legal plays are asked for
    Then the legal plays are "A♠"

  # id: 62222050
  @protocol.cards.copies
  Scenario: Three copies of one card in a single-deck trick are refused
    Given the ruleset "bruce-5"
    And the request is one the protocol forbids
    And trump is ♣
    And the trick so far:
      | seat | card |
      | 0    | K♠   |
      | 1    | K♠   |
      | 2    | K♠   |
    When the trick is complete
    Then the request is refused with an error reply

  # id: a808fd5f
  @protocol.cards.not-in-deck
  Scenario: A nine in an 80-card deck's hand is refused
    Given the ruleset "family-5-michigan"
    And the request is one the protocol forbids
    And the hand "9♠ A♠ K♠ Q♠ J♠ 10♠ A♥ K♥ Q♥ J♥ 10♥ A♦ K♦ Q♦ J♦ 10♦"
    And trump is ♠
    When the meld is counted
    Then the request is refused with an error reply

  # id: 74e4aadc
  @protocol.cards.not-in-deck
  Scenario: A hand of an 80-card deck without nines is a proper request
    Given the ruleset "family-5-michigan"
    And the hand "A♠ A♠ 10♥ 10♥ J♦ J♦ 10♣ 10♣ K♥ Q♦ A♣ 10♠"
    And trump is ♠
    When the meld is counted
    Then there is no meld

  # id: 5949e757
  @protocol.hand-score.shoot-needs-the-rule
  Scenario: Playing 1000 is refused under a ruleset that has no such play
    Given the ruleset "penn-4"
    And the request is one the protocol forbids
    And the bidding side is playing 1000
    And seat 1 won the bid at 30 with trump ♥
    And the meld hands:
      | seat | cards                                    |
      | 0    | K♠ Q♠ J♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ J♣      |
      | 1    | A♠ K♠ 9♠ A♥ K♥ 9♥ A♦ K♦ 9♦ A♣ K♣ 9♣      |
      | 2    | 10♠ Q♠ J♠ 10♥ Q♥ J♥ 10♦ Q♦ J♦ A♣ Q♣ J♣   |
      | 3    | A♠ 10♠ 9♠ A♥ 10♥ 9♥ A♦ 10♦ 9♦ 10♣ 10♣ 9♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♥     | A♥     | 10♥    | 10♥    |
      | 1      | J♥     | K♥     | Q♥     | A♥     |
      | 3      | Q♥     | 9♥     | J♥     | 9♥     |
      | 0      | Q♠     | 9♠     | J♠     | 9♠     |
      | 0      | Q♦     | 9♦     | J♦     | 9♦     |
      | 0      | Q♣     | 9♣     | J♣     | 9♣     |
      | 0      | J♠     | K♠     | Q♠     | A♠     |
      | 3      | K♠     | A♠     | 10♠    | 10♠    |
      | 1      | K♦     | A♦     | 10♦    | 10♦    |
      | 1      | K♣     | A♣     | Q♣     | 10♣    |
      | 1      | J♦     | K♦     | Q♦     | A♦     |
      | 3      | J♣     | K♣     | A♣     | 10♣    |
    When the hand is scored
    Then the request is refused with an error reply

  # id: 84ad22f3
  @protocol.hand-score.shoot-needs-the-rule
  Scenario: The same hand, not played for 1000, is scored
    Given the ruleset "penn-4"
    And seat 1 won the bid at 30 with trump ♥
    And the meld hands:
      | seat | cards                                    |
      | 0    | K♠ Q♠ J♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ J♣      |
      | 1    | A♠ K♠ 9♠ A♥ K♥ 9♥ A♦ K♦ 9♦ A♣ K♣ 9♣      |
      | 2    | 10♠ Q♠ J♠ 10♥ Q♥ J♥ 10♦ Q♦ J♦ A♣ Q♣ J♣   |
      | 3    | A♠ 10♠ 9♠ A♥ 10♥ 9♥ A♦ 10♦ 9♦ 10♣ 10♣ 9♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♥     | A♥     | 10♥    | 10♥    |
      | 1      | J♥     | K♥     | Q♥     | A♥     |
      | 3      | Q♥     | 9♥     | J♥     | 9♥     |
      | 0      | Q♠     | 9♠     | J♠     | 9♠     |
      | 0      | Q♦     | 9♦     | J♦     | 9♦     |
      | 0      | Q♣     | 9♣     | J♣     | 9♣     |
      | 0      | J♠     | K♠     | Q♠     | A♠     |
      | 3      | K♠     | A♠     | 10♠    | 10♠    |
      | 1      | K♦     | A♦     | 10♦    | 10♦    |
      | 1      | K♣     | A♣     | Q♣     | 10♣    |
      | 1      | J♦     | K♦     | Q♦     | A♦     |
      | 3      | J♣     | K♣     | A♣     | 10♣    |
    When the hand is scored
    Then the bidding side made the bid

  # id: 759ba1d3
  @protocol.cards.copies
  Scenario: Three copies of one card in one round of the cut are refused
    Given the ruleset "bruce-5"
    And the request is one the protocol forbids
    And the cuts:
      | round | seat | card |
      | 1     | 0    | K♠   |
      | 1     | 1    | K♠   |
      | 1     | 2    | K♠   |
      | 1     | 3    | 9♥   |
    When the players cut for the deal
    Then the request is refused with an error reply

  # id: 27f26d04
  @protocol.cards.copies
  Scenario: Two copies of one card in one round of the cut are a proper request
    Given the ruleset "bruce-5"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | K♠   |
      | 1     | 1    | K♠   |
      | 1     | 2    | A♥   |
      | 1     | 3    | 9♥   |
    When the players cut for the deal
    Then seat 2 deals first
