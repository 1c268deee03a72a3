@doc-protocol
Feature: Requests that describe no position (adapter protocol v1, "Requests that describe no position")

  A seat outside the table, a list that needs one entry per seat with another number of
  entries, or a deck to deal that is not exactly the ruleset's deck: the request describes
  no position, and the adapter answers an error reply, never a result. Only the kind of
  reply is judged. Each refusal sits beside the same request made proper.

  # id: 0065c769
  @protocol.request.seat-range
  Scenario: A trick naming seat 4 at a four-handed table is refused
    Given the ruleset "penn-4"
    And the request is one the protocol forbids
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | K♠   |
      | 2    | A♠   |
      | 3    | 9♠   |
      | 4    | 10♠  |
    When the trick is complete
    Then the request is refused with an error reply

  # id: 588c0e62
  @protocol.request.seat-range
  Scenario: The same trick from seat 0 is a proper request
    Given the ruleset "penn-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | K♠   |
      | 2    | A♠   |
      | 3    | 9♠   |
      | 0    | 10♠  |
    When the trick is complete
    Then the trick is won by seat 2

  # id: a92ca2d3
  @protocol.request.seat-range
  Scenario: A dealer in seat 4 at a four-handed table is refused
    Given the ruleset "penn-4"
    And the request is one the protocol forbids
    And seat 4 deals
    When the auction is run
    Then the request is refused with an error reply

  # id: d48d6087
  @protocol.request.seat-range
  Scenario: A dealer in seat 3 at a four-handed table is a proper request
    Given the ruleset "penn-4"
    And seat 3 deals
    When the auction is run
    Then the auction is open with seat 0 to bid at least 20

  # id: 3fda301c
  @protocol.request.one-per-seat
  Scenario: An auction given three hands at a four-handed table is refused
    Given the ruleset "penn-4"
    And the request is one the protocol forbids
    And seat 3 deals
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
    When the auction is run
    Then the request is refused with an error reply

  # id: 9083c87a
  @protocol.request.one-per-seat
  Scenario: The same auction given all four hands is a proper request
    Given the ruleset "penn-4"
    And seat 3 deals
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    When the auction is run
    Then the auction is open with seat 0 to bid at least 20

  # id: 5d498b64
  @protocol.request.whole-deck
  Scenario: Dealing a deck one card short is refused
    Given the ruleset "penn-4"
    And the request is one the protocol forbids
    And seat 0 deals
    And the deck, from the top:
      | cards                                               |
      | J♣ 10♣ J♠ J♥ Q♣ 10♠ 9♣ J♥ Q♥ K♣ A♥ K♣ 9♠ J♣ K♥ Q♥   |
      | 10♦ 9♥ J♦ K♥ 10♥ A♦ 9♥ Q♦ K♦ Q♠ K♠ Q♦ Q♣ 10♥ 10♠ K♠ |
      | K♦ 10♣ A♦ J♦ 10♦ 9♣ 9♦ A♣ Q♠ J♠ 9♦ A♠ 9♠ A♥ A♣      |
    When the cards are dealt
    Then the request is refused with an error reply

  # id: c976fbbc
  @protocol.request.whole-deck
  Scenario: Dealing the whole deck is a proper request
    Given the ruleset "penn-4"
    And seat 0 deals
    And the deck, from the top:
      | cards                                               |
      | J♣ 10♣ J♠ J♥ Q♣ 10♠ 9♣ J♥ Q♥ K♣ A♥ K♣ 9♠ J♣ K♥ Q♥   |
      | 10♦ 9♥ J♦ K♥ 10♥ A♦ 9♥ Q♦ K♦ Q♠ K♠ Q♦ Q♣ 10♥ 10♠ K♠ |
      | K♦ 10♣ A♦ J♦ 10♦ 9♣ 9♦ A♣ Q♠ J♠ 9♦ A♠ 9♠ A♥ A♣ A♠   |
    When the cards are dealt
    Then seat 1 deals the next hand

  # id: e04d525b
  @protocol.request.seat-range
  Scenario: A trick naming seat 7 at a four-handed table is refused
    Given the ruleset "penn-4"
    And the request is one the protocol forbids
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | K♠   |
      | 7    | A♠   |
    When the trick is complete
    Then the request is refused with an error reply

  # id: 82e39677
  @protocol.request.one-per-seat
  Scenario: An auction given five hands at a four-handed table is refused
    Given the ruleset "penn-4"
    And the request is one the protocol forbids
    And seat 3 deals
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣    |
      | 4    | 9♣                                    |
    When the auction is run
    Then the request is refused with an error reply

  # id: f0d7b3a1
  @protocol.request.whole-deck
  Scenario: Dealing a deck with a card too many is refused
    Given the ruleset "penn-4"
    And the request is one the protocol forbids
    And seat 0 deals
    And the deck, from the top:
      | cards                                                  |
      | J♣ 10♣ J♠ J♥ Q♣ 10♠ 9♣ J♥ Q♥ K♣ A♥ K♣ 9♠ J♣ K♥ Q♥      |
      | 10♦ 9♥ J♦ K♥ 10♥ A♦ 9♥ Q♦ K♦ Q♠ K♠ Q♦ Q♣ 10♥ 10♠ K♠    |
      | K♦ 10♣ A♦ J♦ 10♦ 9♣ 9♦ A♣ Q♠ J♠ 9♦ A♠ 9♠ A♥ A♣ A♠ A♠  |
    When the cards are dealt
    Then the request is refused with an error reply
