@doc-000
Feature: Bruce's pinochle deck, card ranks and counters (000, opening paragraph)

  One standard 48-card pinochle deck: two copies of A, 10, K, Q, J and 9 in each of the
  four suits. Within a suit the ace is highest, then the ten, king, queen, jack and nine.
  Aces, tens and kings are the counters, worth one point each in the tricks a player
  takes; queens, jacks and nines are worth nothing. Trick points are checked in
  scoring.feature; here the rank order is pinned down through trick winners.

  # id: dd3f36fc
  @bruce.deck.rank-order
  Scenario: The ace outranks the ten
    Given the ruleset "bruce-5"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 0    | 10♠  |
      | 1    | A♠   |
      | 2    | K♠   |
      | 3    | Q♠   |
    When the trick is complete
    Then the trick is won by seat 1

  # id: 4d2536ce
  @bruce.deck.rank-order
  Scenario: The ten ranks between the ace and the king
    Given the ruleset "bruce-5"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 0    | K♥   |
      | 1    | 10♥  |
      | 2    | Q♥   |
      | 3    | J♥   |
    When the trick is complete
    Then the trick is won by seat 1

  # id: 7994afc8
  @bruce.deck.rank-order
  Scenario: The queen outranks the jack and the jack outranks the nine
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 0    | 9♣   |
      | 1    | J♣   |
      | 2    | Q♣   |
      | 3    | 9♣   |
    When the trick is complete
    Then the trick is won by seat 2

  # id: 45f52b27
  @bruce.deck.rank-order
  Scenario: The jack outranks the nine
    Given the ruleset "bruce-5"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 2    | 9♦   |
      | 3    | 9♦   |
      | 0    | J♦   |
      | 1    | A♥   |
    When the trick is complete
    Then the trick is won by seat 0

  # id: 60245899
  @bruce.deck.rank-order
  Scenario: The king outranks the queen in the seven-card game too
    Given the ruleset "bruce-7"
    And trump is ♣
    And the trick so far:
      | seat | card |
      | 3    | Q♠   |
      | 0    | J♠   |
      | 1    | K♠   |
      | 2    | 9♠   |
    When the trick is complete
    Then the trick is won by seat 1
