@doc-004
Feature: Penn pinochle, dealing, the widow and the next dealer (004, Phase 1 step 1)

  Anyone may be chosen as the first dealer, so cutting settles nothing. Dealing begins
  with the player on the dealer's left and goes clockwise, and the next hand is dealt by
  the player on the dealer's left. Four-handed, every player gets three packets of four.
  Three-handed, each round of packets of four is followed by one card to the widow, three
  times over, and a last round of three cards each completes the fifteen-card hands. Each
  deck below is listed from the top, one row per round: four-handed sixteen cards;
  three-handed twelve cards to the players and the widow card, then the last nine cards.

  # id: aa574795
  @penn.deal.four-at-a-time @penn.deal.from-dealers-left @penn.deal.rotation
  Scenario: Four-handed deal by seat 0, packets of four from seat 1, twelve cards each
    Given the ruleset "penn-4"
    And seat 0 deals
    And the deck, from the top:
      | cards                                               |
      | J♣ 10♣ J♠ J♥ Q♣ 10♠ 9♣ J♥ Q♥ K♣ A♥ K♣ 9♠ J♣ K♥ Q♥   |
      | 10♦ 9♥ J♦ K♥ 10♥ A♦ 9♥ Q♦ K♦ Q♠ K♠ Q♦ Q♣ 10♥ 10♠ K♠ |
      | K♦ 10♣ A♦ J♦ 10♦ 9♣ 9♦ A♣ Q♠ J♠ 9♦ A♠ 9♠ A♥ A♣ A♠   |
    When the cards are dealt
    # checks: penn.deal.four-at-a-time
    Then seat 0 holds "A♠ 10♠ K♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ A♣ Q♣ J♣"
    And seat 1 holds "J♠ K♥ J♥ 9♥ A♦ 10♦ K♦ J♦ J♦ 10♣ 10♣ J♣"
    And seat 2 holds "10♠ 10♥ J♥ 9♥ A♦ 10♦ Q♦ 9♦ A♣ Q♣ 9♣ 9♣"
    And seat 3 holds "A♠ K♠ Q♠ Q♠ J♠ A♥ Q♥ K♦ Q♦ 9♦ K♣ K♣"
    And the kitty holds "-"
    And the stock holds "-" from the top
    # checks: penn.deal.rotation
    And seat 1 deals the next hand

  # id: 224a7033
  @penn.deal.four-at-a-time @penn.deal.from-dealers-left @penn.deal.rotation
  Scenario: Four-handed deal by seat 3, the first packet goes to seat 0 and seat 0 deals next
    Given the ruleset "penn-4"
    And seat 3 deals
    And the deck, from the top:
      | cards                                              |
      | 10♠ A♦ K♥ 9♥ Q♣ 10♠ 9♠ 10♣ K♠ Q♣ Q♥ J♦ K♦ A♣ J♥ 9♥ |
      | A♦ Q♦ K♦ Q♠ A♠ K♠ A♥ 10♦ 10♣ 10♥ K♣ 9♦ 9♣ J♦ Q♥ J♠ |
      | A♥ A♣ Q♦ A♠ Q♠ 9♣ J♠ 10♦ 9♠ K♥ 10♥ J♣ J♣ 9♦ J♥ K♣  |
    When the cards are dealt
    # checks: penn.deal.from-dealers-left
    Then seat 0 holds "A♠ 10♠ Q♠ A♥ K♥ 9♥ A♦ A♦ K♦ Q♦ Q♦ A♣"
    And seat 1 holds "A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥ 10♦ 10♦ 10♣ Q♣ 9♣"
    And seat 2 holds "K♠ 9♠ 10♥ 10♥ K♥ Q♥ J♦ 9♦ 10♣ K♣ Q♣ J♣"
    And seat 3 holds "J♠ Q♥ J♥ J♥ 9♥ K♦ J♦ 9♦ A♣ K♣ J♣ 9♣"
    # checks: penn.deal.four-at-a-time
    And the kitty holds "-"
    And the stock holds "-" from the top
    # checks: penn.deal.rotation
    And seat 0 deals the next hand

  # id: d3ce22cb
  @penn.deal.widow-pattern @penn.deal.from-dealers-left @penn.deal.rotation
  Scenario: Three-handed deal by seat 0, a widow card after each of three rounds of four, then threes
    Given the ruleset "penn-3"
    And seat 0 deals
    And the deck, from the top:
      | cards                                     |
      | 9♣ 9♥ A♦ A♠ J♥ Q♣ J♠ Q♦ 10♦ K♦ A♥ J♠ 10♥  |
      | Q♣ 10♣ A♥ Q♥ K♦ 9♣ A♣ J♦ J♣ K♥ K♣ 10♥ Q♠  |
      | A♣ K♣ K♠ 10♠ J♥ 10♣ A♠ 10♦ 9♠ J♣ Q♠ 9♠ K♥ |
      | 9♥ A♦ 9♦ 9♦ K♠ Q♥ 10♠ Q♦ J♦               |
    When the cards are dealt
    # checks: penn.deal.widow-pattern
    Then seat 0 holds "10♠ Q♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ 10♦ K♦ Q♦ J♦ K♣ J♣ J♣"
    And seat 1 holds "A♠ 10♠ K♠ A♥ Q♥ 9♥ 9♥ A♦ A♦ 9♦ A♣ 10♣ K♣ Q♣ 9♣"
    And seat 2 holds "A♠ K♠ J♠ Q♥ J♥ J♥ 10♦ K♦ Q♦ J♦ 9♦ A♣ 10♣ Q♣ 9♣"
    And the kitty holds "Q♠ 10♥ K♥"
    And the stock holds "-" from the top
    # checks: penn.deal.rotation
    And seat 1 deals the next hand

  # id: 7a51af64
  @penn.deal.widow-pattern @penn.deal.from-dealers-left @penn.deal.rotation
  Scenario: Three-handed deal by seat 2, the packets start at seat 0 and the deal comes back to seat 0
    Given the ruleset "penn-3"
    And seat 2 deals
    And the deck, from the top:
      | cards                                     |
      | 10♥ K♣ 9♠ J♣ 9♣ A♦ K♥ Q♥ A♠ 10♦ 9♠ A♣ 10♠ |
      | 9♦ Q♣ 9♦ A♣ 10♦ J♥ 9♥ K♠ A♠ 9♥ 9♣ A♦ J♠   |
      | J♠ 10♣ Q♦ A♥ Q♣ J♦ K♠ K♣ 10♥ Q♠ K♦ J♥ Q♦  |
      | Q♠ J♦ Q♥ A♥ 10♣ K♥ 10♠ K♦ J♣              |
    When the cards are dealt
    # checks: penn.deal.from-dealers-left
    Then seat 0 holds "Q♠ J♠ 9♠ A♥ 10♥ Q♥ Q♦ J♦ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣"
    And seat 1 holds "K♠ K♠ A♥ K♥ K♥ Q♥ J♥ 9♥ A♦ 10♦ J♦ 10♣ K♣ Q♣ 9♣"
    And seat 2 holds "A♠ A♠ 10♠ Q♠ 9♠ 10♥ J♥ 9♥ A♦ 10♦ K♦ K♦ A♣ J♣ 9♣"
    # checks: penn.deal.widow-pattern
    And the kitty holds "10♠ J♠ Q♦"
    And the stock holds "-" from the top
    # checks: penn.deal.rotation
    And seat 0 deals the next hand

  # id: e82e81b5
  @penn.deal.first-dealer
  Scenario: Four-handed, a cut with one clear highest card does not choose the first dealer
    Given the ruleset "penn-4"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | Q♣   |
      | 1     | 1    | 9♠   |
      | 1     | 2    | A♦   |
      | 1     | 3    | J♥   |
    When the players cut for the deal
    Then the cut decides nothing

  # id: 2bc94360
  @penn.deal.first-dealer
  Scenario: Three-handed, two aces cut together call for no second cut
    Given the ruleset "penn-3"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | A♥   |
      | 1     | 1    | A♠   |
      | 1     | 2    | 10♣  |
    When the players cut for the deal
    Then the cut decides nothing
