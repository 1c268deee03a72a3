@doc-000
Feature: Bruce's pinochle, cutting for the first deal and dealing (000, cutting and dealing paragraphs)

  To find the first dealer every player cuts and the highest card deals, ranked A, 10, K,
  Q, J, 9 with suits not counting; when several players tie for the highest card, only
  they cut again, as often as needed until one is left. The dealer gives one card at a
  time, beginning with the player on his left and going clockwise, until everyone holds
  five cards (seven in the seven-card game); the undealt cards stay in order as the stock
  the draw is dealt from. The deal then moves one seat to the left for the next hand.
  Each deck below is listed from the top, one row per round of the deal, then the stock.

  # id: 50163545
  @bruce.deal.one-at-a-time @bruce.deal.hand-size @bruce.deal.rotation
  Scenario: Five-card deal by seat 0, one card at a time from seat 1, twenty-eight left in the stock
    Given the ruleset "bruce-5"
    And seat 0 deals
    And the deck, from the top:
      | cards                                       |
      | J♠ 9♠ 10♥ J♣                                |
      | Q♥ J♥ 10♠ K♦                                |
      | 9♥ 10♣ J♥ 10♥                               |
      | Q♠ J♦ K♠ A♠                                 |
      | J♣ K♠ 9♠ K♣                                 |
      | Q♦ A♣ 9♣ K♥ K♥ A♦ 9♥ Q♦ A♠ 10♦ J♦ Q♣ A♥ 10♣ |
      | K♦ A♦ 9♦ A♥ Q♣ J♠ 10♠ Q♠ 9♦ 9♣ 10♦ K♣ Q♥ A♣ |
    When the cards are dealt
    # checks: bruce.deal.one-at-a-time
    Then seat 0 holds "A♠ 10♥ K♦ K♣ J♣"
    And seat 1 holds "Q♠ J♠ Q♥ 9♥ J♣"
    And seat 2 holds "K♠ 9♠ J♥ J♦ 10♣"
    And seat 3 holds "10♠ K♠ 9♠ 10♥ J♥"
    And the kitty holds "-"
    # checks: bruce.deal.hand-size
    And the stock holds "Q♦ A♣ 9♣ K♥ K♥ A♦ 9♥ Q♦ A♠ 10♦ J♦ Q♣ A♥ 10♣ K♦ A♦ 9♦ A♥ Q♣ J♠ 10♠ Q♠ 9♦ 9♣ 10♦ K♣ Q♥ A♣" from the top
    # checks: bruce.deal.rotation
    And seat 1 deals the next hand

  # id: f7cf9d98
  @bruce.deal.one-at-a-time @bruce.deal.hand-size @bruce.deal.rotation
  Scenario: Five-card deal by seat 3, the first card goes to seat 0 and the deal passes back to seat 0
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deck, from the top:
      | cards                                       |
      | 10♣ 9♦ 9♠ J♥                                |
      | 10♥ K♣ J♥ J♦                                |
      | A♠ Q♣ Q♥ Q♣                                 |
      | 10♠ 10♦ J♠ Q♠                               |
      | K♦ A♠ A♥ 9♣                                 |
      | K♠ K♣ K♠ J♠ K♥ 9♥ 10♠ 9♥ K♥ Q♠ 10♣ Q♦ Q♦ J♣ |
      | 10♥ A♥ 9♣ J♣ 10♦ J♦ K♦ A♣ A♣ A♦ 9♦ Q♥ A♦ 9♠ |
    When the cards are dealt
    # checks: bruce.deal.one-at-a-time
    Then seat 0 holds "A♠ 10♠ 10♥ K♦ 10♣"
    And seat 1 holds "A♠ 10♦ 9♦ K♣ Q♣"
    And seat 2 holds "J♠ 9♠ A♥ Q♥ J♥"
    And seat 3 holds "Q♠ J♥ J♦ Q♣ 9♣"
    And the kitty holds "-"
    # checks: bruce.deal.hand-size
    And the stock holds "K♠ K♣ K♠ J♠ K♥ 9♥ 10♠ 9♥ K♥ Q♠ 10♣ Q♦ Q♦ J♣ 10♥ A♥ 9♣ J♣ 10♦ J♦ K♦ A♣ A♣ A♦ 9♦ Q♥ A♦ 9♠" from the top
    # checks: bruce.deal.rotation
    And seat 0 deals the next hand

  # id: c111647d
  @bruce.deal.one-at-a-time @bruce.deal.hand-size @bruce.deal.rotation
  Scenario: Seven-card deal by seat 1, seven rounds of single cards and twenty cards of stock
    Given the ruleset "bruce-7"
    And seat 1 deals
    And the deck, from the top:
      | cards                            |
      | 10♣ K♠ 9♦ J♦                     |
      | 10♠ 9♠ A♥ 10♦                    |
      | Q♦ 9♠ K♣ K♥                      |
      | A♠ J♦ A♦ A♣                      |
      | K♦ A♣ A♦ J♣                      |
      | 10♦ K♠ 10♠ 9♦                    |
      | Q♠ A♠ K♣ J♥                      |
      | K♦ K♥ 10♣ 9♣ Q♥ 10♥ Q♥ J♠ 10♥ Q♦ |
      | A♥ 9♥ 9♣ Q♣ J♠ 9♥ Q♣ J♥ J♣ Q♠    |
    When the cards are dealt
    # checks: bruce.deal.one-at-a-time
    Then seat 0 holds "10♠ A♥ A♦ A♦ 9♦ K♣ K♣"
    And seat 1 holds "K♥ J♥ 10♦ J♦ 9♦ A♣ J♣"
    And seat 2 holds "A♠ 10♠ Q♠ 10♦ K♦ Q♦ 10♣"
    And seat 3 holds "A♠ K♠ K♠ 9♠ 9♠ J♦ A♣"
    And the kitty holds "-"
    # checks: bruce.deal.hand-size
    And the stock holds "K♦ K♥ 10♣ 9♣ Q♥ 10♥ Q♥ J♠ 10♥ Q♦ A♥ 9♥ 9♣ Q♣ J♠ 9♥ Q♣ J♥ J♣ Q♠" from the top
    # checks: bruce.deal.rotation
    And seat 2 deals the next hand

  # id: e5894021
  @bruce.deal.one-at-a-time @bruce.deal.hand-size @bruce.deal.rotation @bruce.deal.table-size
  Scenario: Seven-card deal at a table of three by seat 2, twenty-seven cards of stock and seat 0 next to deal
    Given the ruleset "bruce-7" with players set to 3
    And seat 2 deals
    And the deck, from the top:
      | cards                       |
      | J♣ K♥ 9♠                    |
      | J♥ Q♣ 10♦                   |
      | K♦ A♥ 10♦                   |
      | A♣ Q♣ 9♥                    |
      | Q♦ K♠ J♦                    |
      | J♥ K♦ Q♥                    |
      | 10♠ 10♣ 10♥                 |
      | A♠ Q♠ A♦ Q♠ 9♦ K♠ 10♣ 9♥ 9♣ |
      | A♣ K♥ Q♦ J♠ A♠ 9♠ J♠ 10♥ Q♥ |
      | A♥ K♣ J♦ A♦ 9♦ J♣ 10♠ K♣ 9♣ |
    When the cards are dealt
    # checks: bruce.deal.one-at-a-time
    Then seat 0 holds "10♠ J♥ J♥ K♦ Q♦ A♣ J♣"
    And seat 1 holds "K♠ A♥ K♥ K♦ 10♣ Q♣ Q♣"
    And seat 2 holds "9♠ 10♥ Q♥ 9♥ 10♦ 10♦ J♦"
    And the kitty holds "-"
    # checks: bruce.deal.hand-size
    And the stock holds "A♠ Q♠ A♦ Q♠ 9♦ K♠ 10♣ 9♥ 9♣ A♣ K♥ Q♦ J♠ A♠ 9♠ J♠ 10♥ Q♥ A♥ K♣ J♦ A♦ 9♦ J♣ 10♠ K♣ 9♣" from the top
    # checks: bruce.deal.rotation
    And seat 0 deals the next hand

  # 000, opening paragraph and cutting and dealing: every table, two players included,
  # plays with the whole 48-card deck (two of each card), so a two-handed five-card deal
  # leaves thirty-eight cards in the stock.
  # id: 3d8ab2ed
  @bruce.deck.composition @bruce.deal.one-at-a-time @bruce.deal.hand-size
  Scenario: Two-handed five-card deal by seat 0 leaves thirty-eight cards of the 48-card deck in the stock
    Given the ruleset "bruce-5" with players set to 2
    And seat 0 deals
    And the deck, from the top:
      | cards                                     |
      | K♣ K♠                                     |
      | A♥ A♠                                     |
      | Q♣ 10♥                                    |
      | Q♣ A♥                                     |
      | A♣ J♠                                     |
      | 10♣ J♠ K♦ J♣ J♣ 10♠ 10♠ 9♣ 9♠ A♣ J♥ K♦ 9♥ |
      | 10♦ Q♠ Q♦ 9♦ Q♦ 10♣ K♣ K♠ A♦ J♥ J♦ K♥ 9♣  |
      | A♦ 10♥ A♠ Q♠ K♥ 9♦ 9♠ Q♥ 9♥ Q♥ 10♦ J♦     |
    When the cards are dealt
    # checks: bruce.deal.one-at-a-time
    Then seat 1 holds "A♥ K♣ Q♣ Q♣ A♣"
    And seat 0 holds "A♠ K♠ J♠ A♥ 10♥"
    # checks: bruce.deck.composition
    And the stock holds "10♣ J♠ K♦ J♣ J♣ 10♠ 10♠ 9♣ 9♠ A♣ J♥ K♦ 9♥ 10♦ Q♠ Q♦ 9♦ Q♦ 10♣ K♣ K♠ A♦ J♥ J♦ K♥ 9♣ A♦ 10♥ A♠ Q♠ K♥ 9♦ 9♠ Q♥ 9♥ Q♥ 10♦ J♦" from the top

  # id: 713513d0
  @bruce.deal.cut-for-deal
  Scenario: A single ace is the highest cut and deals first
    Given the ruleset "bruce-5"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 10♠  |
      | 1     | 1    | 9♥   |
      | 1     | 2    | A♣   |
      | 1     | 3    | 10♥  |
    When the players cut for the deal
    Then seat 2 deals first

  # id: 5150121e
  @bruce.deal.cut-for-deal @bruce.deck.rank-order
  Scenario: In the cut a ten beats a king
    Given the ruleset "bruce-5"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | K♠   |
      | 1     | 1    | Q♥   |
      | 1     | 2    | J♣   |
      | 1     | 3    | 10♦  |
    When the players cut for the deal
    # checks: bruce.deck.rank-order
    Then seat 3 deals first

  # id: 02c2ae6b
  @bruce.deal.cut-for-deal
  Scenario: A tie below the highest card needs no second cut
    Given the ruleset "bruce-5"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 9♠   |
      | 1     | 1    | K♦   |
      | 1     | 2    | 9♣   |
      | 1     | 3    | J♥   |
    When the players cut for the deal
    Then seat 1 deals first

  # id: cbfc53d6
  @bruce.deal.cut-for-deal
  Scenario: Two aces of different suits tie, and only those two players cut again
    Given the ruleset "bruce-5"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 10♠  |
      | 1     | 1    | A♠   |
      | 1     | 2    | K♣   |
      | 1     | 3    | A♥   |
    When the players cut for the deal
    Then seats 1 and 3 cut again

  # id: 4e187e5b
  @bruce.deal.cut-for-deal
  Scenario: After a tie the higher card of the second cut among the tied players deals
    Given the ruleset "bruce-5"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 10♠  |
      | 1     | 1    | A♠   |
      | 1     | 2    | K♣   |
      | 1     | 3    | A♥   |
      | 2     | 1    | Q♠   |
      | 2     | 3    | K♦   |
    When the players cut for the deal
    Then seat 3 deals first

  # id: 162f6263
  @bruce.deal.cut-for-deal
  Scenario: Tied again in the second cut, the same two players cut a third time
    Given the ruleset "bruce-5"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 10♠  |
      | 1     | 1    | A♠   |
      | 1     | 2    | K♣   |
      | 1     | 3    | A♥   |
      | 2     | 1    | 10♣  |
      | 2     | 3    | 10♦  |
    When the players cut for the deal
    Then seats 1 and 3 cut again

  # id: 8180c90c
  @bruce.deal.cut-for-deal
  Scenario: Three players tie on aces, two of them tie again, and the third cut settles it
    Given the ruleset "bruce-5"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | A♠   |
      | 1     | 1    | A♦   |
      | 1     | 2    | 9♣   |
      | 1     | 3    | A♣   |
      | 2     | 0    | K♥   |
      | 2     | 1    | 10♠  |
      | 2     | 3    | 10♣  |
      | 3     | 1    | J♦   |
      | 3     | 3    | Q♣   |
    When the players cut for the deal
    Then seat 3 deals first

  # id: 5c0b559d
  @bruce.deal.cut-for-deal
  Scenario: A three-way tie for highest sends exactly those three players to cut again
    Given the ruleset "bruce-5"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | A♠   |
      | 1     | 1    | A♦   |
      | 1     | 2    | 9♣   |
      | 1     | 3    | A♣   |
    When the players cut for the deal
    Then seats 0, 1 and 3 cut again

  # id: 3393b1a8
  @bruce.deal.cut-for-deal
  Scenario: Of three tied players, the two who tie again in the second cut are the only ones left
    Given the ruleset "bruce-5"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | A♠   |
      | 1     | 1    | A♦   |
      | 1     | 2    | 9♣   |
      | 1     | 3    | A♣   |
      | 2     | 0    | K♥   |
      | 2     | 1    | 10♠  |
      | 2     | 3    | 10♣  |
    When the players cut for the deal
    Then seats 1 and 3 cut again

  # id: 2bebfbdc
  @bruce.deal.cut-for-deal
  Scenario: A player who was not tied may not join the second cut
    Given the ruleset "bruce-5"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 10♠  |
      | 1     | 1    | A♠   |
      | 1     | 2    | K♣   |
      | 1     | 3    | A♥   |
      | 2     | 0    | A♦   |
      | 2     | 1    | Q♠   |
      | 2     | 2    | J♣   |
      | 2     | 3    | K♦   |
    When the players cut for the deal
    Then the cut is rejected with rule "cut.wrong-seats"

  # id: 5923f7ec
  @bruce.deal.cut-for-deal
  Scenario: The second cut taken by one tied player and one outsider is rejected
    Given the ruleset "bruce-5"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 10♠  |
      | 1     | 1    | A♠   |
      | 1     | 2    | K♣   |
      | 1     | 3    | A♥   |
      | 2     | 1    | Q♠   |
      | 2     | 2    | K♦   |
    When the players cut for the deal
    Then the cut is rejected with rule "cut.wrong-seats"

  # id: 21192420
  @bruce.deal.cut-for-deal
  Scenario: The first cut must be taken by every player at the table
    Given the ruleset "bruce-5"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 10♠  |
      | 1     | 1    | A♠   |
      | 1     | 3    | K♥   |
    When the players cut for the deal
    Then the cut is rejected with rule "cut.wrong-seats"
