@doc-002
Feature: Family 5-handed pinochle: the deck, the ranks and the deal (002)
  The main text plays with two pinochle decks stripped of their nines, 80 cards: fifteen to
  each of five players and five to a widow. The reader comments change the deal: all 80
  cards dealt (comment 2), one 48-card deck with 9 cards each and 3 aside (the college
  comment and the last comment), or two full 96-card decks with 18 each and a widow of 6.

  # id: 8a159146
  @family.deck.two-decks-no-nines @family.deal.fifteen-each-widow-five
  Scenario: The two decks without nines are dealt fifteen cards to each player and five to the widow
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ 10♠ A♥ A♥ K♥ A♦ 10♦ Q♦ J♦ J♦ A♣ 10♣ K♣ K♣ Q♣   |
      | 1     | A♠ A♠ 10♠ K♠ Q♠ J♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ K♣  |
      | 2     | A♠ K♠ K♠ K♠ Q♠ J♠ 10♥ Q♥ Q♥ Q♥ A♦ K♦ K♦ Q♦ K♣     |
      | 3     | 10♠ 10♠ J♠ A♥ 10♥ 10♥ K♥ J♥ A♦ Q♦ A♣ 10♣ Q♣ J♣ J♣ |
      | 4     | Q♠ Q♠ J♠ K♥ Q♥ 10♦ 10♦ K♦ Q♦ J♦ J♦ A♣ 10♣ Q♣ Q♣   |
      | kitty | J♥ J♥ J♥ J♣ J♣                                    |
    And the actions:
      | seat | action |
      | 1    | bid 40 |
      | 2    | pass   |
      | 3    | pass   |
      | 4    | pass   |
      | 0    | pass   |
    When the hand is played
    # checks: family.deck.two-decks-no-nines
    Then every action is accepted
    And the hand has no final score

  # id: 7f050660
  @family.deck.rank-order @family.play.off-suit-cannot-win
  Scenario: A ten outranks a king, and an ace of another suit cannot take the trick
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 1    | K♥   |
      | 2    | 10♥  |
      | 3    | Q♥   |
      | 4    | J♥   |
      | 0    | A♦   |
    When the trick is complete
    # checks: family.deck.rank-order
    Then the trick is won by seat 2

  # id: 90278fc0
  @family.deck.rank-order
  Scenario: A queen outranks a jack of the suit led
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 1    | J♣   |
      | 2    | Q♣   |
      | 3    | J♣   |
      | 4    | Q♦   |
      | 0    | J♥   |
    When the trick is complete
    Then the trick is won by seat 2

  # id: 6ed7752c
  @family.deck.rank-order
  Scenario: The ace is the highest card of its suit, above the ten
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 1    | 10♦  |
      | 2    | K♦   |
      | 3    | A♦   |
      | 4    | Q♦   |
      | 0    | 10♦  |
    When the trick is complete
    Then the trick is won by seat 3

  # id: 65381263
  @family.deck.rank-order @family.play.trump-wins
  Scenario: Among trumps the ten beats the king
    Given the ruleset "family-5-shore"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 1    | A♦   |
      | 2    | J♠   |
      | 3    | K♠   |
      | 4    | 10♠  |
      | 0    | Q♠   |
    When the trick is complete
    # checks: family.deck.rank-order
    Then the trick is won by seat 4
