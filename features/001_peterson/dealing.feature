@doc-001
Feature: Peterson pinochle, dealing in threes and passing the deal (001, opening paragraph and player table)

  The deal passes to the left after every hand, and the dealer gives out three cards at a
  time. The document says "typically" and leaves several points open; the rulesets read
  them as: packets of three go round clockwise from the player on the dealer's left (the
  reading deal.first_packet; one scenario deals from the dealer himself instead);
  three-handed, five rounds of threes give fifteen cards each and the last three cards
  form the kitty; with five or six players, five rounds of threes are followed by one
  single card each, making sixteen. Nothing is said about choosing the first dealer, so
  the players may agree on anyone and a cut settles nothing. Each deck below is listed
  from the top, one row per round of packets (the three-handed kitty in the last row).

  # id: 8afadc34
  @peterson.deal.in-threes @peterson.deal.starts-left-of-dealer @peterson.deal.rotation @peterson.players.four-handed
  Scenario: Four-handed deal by seat 0, threes from seat 1 round to the dealer, twelve cards each
    Given the ruleset "peterson-4"
    And seat 0 deals
    And the deck, from the top:
      | cards                                  |
      | Q♦ J♥ 10♥ Q♦ K♠ 10♠ 9♥ A♦ K♥ 9♠ J♣ K♦  |
      | A♥ 9♣ K♥ K♦ J♠ J♠ Q♥ Q♥ J♦ 10♣ A♣ J♣   |
      | A♥ K♣ 10♠ Q♠ A♠ Q♠ 9♣ 10♦ A♠ J♦ Q♣ K♣  |
      | K♠ 9♦ A♦ 10♦ A♣ 10♣ 10♥ 9♥ J♥ 9♦ Q♣ 9♠ |
    When the cards are dealt
    # checks: peterson.deal.in-threes
    Then seat 0 holds "9♠ 9♠ K♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ Q♣ J♣ J♣"
    And seat 1 holds "10♠ K♠ A♥ A♥ 10♥ K♥ J♥ A♦ Q♦ 9♦ K♣ 9♣"
    And seat 2 holds "A♠ 10♠ K♠ Q♠ Q♠ J♠ J♠ 10♦ K♦ Q♦ A♣ 10♣"
    And seat 3 holds "A♠ 10♥ K♥ Q♥ Q♥ J♥ 9♥ 9♥ A♦ 10♦ J♦ 9♣"
    # checks: peterson.players.four-handed
    And the kitty holds "-"
    And the stock holds "-" from the top
    # checks: peterson.deal.rotation
    And seat 1 deals the next hand

  # id: b47f486b
  @peterson.deal.in-threes @peterson.deal.starts-left-of-dealer @peterson.deal.rotation @peterson.players.four-handed
  Scenario: Four-handed deal by seat 2, the first three cards go to seat 3 and seat 3 deals next
    Given the ruleset "peterson-4"
    And seat 2 deals
    And the deck, from the top:
      | cards                                   |
      | 9♥ 9♦ 9♦ J♠ A♣ Q♣ K♠ A♦ Q♣ J♠ 9♠ K♦     |
      | A♠ Q♥ J♣ 10♣ K♦ Q♦ J♥ A♦ 10♥ K♠ J♥ 9♣   |
      | J♦ A♥ K♥ 10♦ Q♠ 10♦ Q♥ A♥ J♣ 9♠ Q♠ K♣   |
      | 10♥ 9♣ Q♦ K♥ 10♠ A♣ 9♥ 10♠ J♦ A♠ K♣ 10♣ |
    When the cards are dealt
    # checks: peterson.deal.starts-left-of-dealer
    Then seat 0 holds "10♠ Q♠ J♠ K♥ 10♦ 10♦ K♦ Q♦ A♣ A♣ 10♣ Q♣"
    And seat 1 holds "10♠ K♠ A♥ 10♥ Q♥ J♥ 9♥ A♦ A♦ J♦ Q♣ J♣"
    And seat 2 holds "A♠ K♠ Q♠ J♠ 9♠ 9♠ J♥ K♦ 10♣ K♣ K♣ 9♣"
    And seat 3 holds "A♠ A♥ 10♥ K♥ Q♥ 9♥ Q♦ J♦ 9♦ 9♦ J♣ 9♣"
    # checks: peterson.players.four-handed
    And the kitty holds "-"
    And the stock holds "-" from the top
    # checks: peterson.deal.rotation
    And seat 3 deals the next hand

  # id: 4b97680d
  @peterson.deal.in-threes @peterson.deal.starts-left-of-dealer @peterson.deal.kitty-last @peterson.deal.rotation @peterson.players.three-handed
  Scenario: Three-handed deal by seat 1, five rounds of threes and the last three cards to the kitty
    Given the ruleset "peterson-3"
    And seat 1 deals
    And the deck, from the top:
      | cards                        |
      | 10♠ A♦ K♠ J♣ 9♠ A♣ 10♦ K♣ J♦ |
      | 9♥ K♠ 10♣ K♦ Q♥ A♣ 10♥ 9♥ J♠ |
      | 10♣ A♥ J♠ Q♠ A♦ 9♠ K♥ Q♥ 10♥ |
      | Q♣ K♣ J♦ A♠ 9♦ K♦ Q♣ 9♣ A♥   |
      | 9♦ 10♠ J♥ Q♦ J♣ 9♣ K♥ A♠ Q♠  |
      | J♥ Q♦ 10♦                    |
    When the cards are dealt
    # checks: peterson.deal.in-threes
    Then seat 0 holds "A♠ Q♠ 9♠ 9♠ Q♥ A♦ K♦ K♦ Q♦ 9♦ A♣ A♣ J♣ J♣ 9♣"
    And seat 1 holds "A♠ Q♠ J♠ A♥ 10♥ 10♥ K♥ K♥ Q♥ 9♥ 10♦ J♦ K♣ Q♣ 9♣"
    And seat 2 holds "10♠ 10♠ K♠ K♠ J♠ A♥ J♥ 9♥ A♦ J♦ 9♦ 10♣ 10♣ K♣ Q♣"
    # checks: peterson.deal.kitty-last
    And the kitty holds "J♥ 10♦ Q♦"
    # checks: peterson.players.three-handed
    And the stock holds "-" from the top
    # checks: peterson.deal.rotation
    And seat 2 deals the next hand

  # id: 5e97f3d8
  @peterson.deal.in-threes @peterson.deal.starts-left-of-dealer @peterson.deal.kitty-last @peterson.deal.rotation @peterson.players.three-handed
  Scenario: Three-handed deal by seat 2, dealing starts at seat 0 and the deal comes back to seat 0
    Given the ruleset "peterson-3"
    And seat 2 deals
    And the deck, from the top:
      | cards                         |
      | Q♣ 10♣ A♣ Q♦ Q♣ 9♥ J♠ K♣ J♥   |
      | K♥ K♠ K♥ 9♠ A♠ 10♦ A♦ A♦ J♠   |
      | J♥ 9♦ Q♥ J♣ 9♣ 9♠ 10♠ 10♥ A♠  |
      | Q♥ K♠ A♥ 10♠ 10♦ 9♥ A♥ K♣ 10♣ |
      | 9♣ J♣ Q♠ 10♥ 9♦ J♦ K♦ K♦ J♦   |
      | A♣ Q♠ Q♦                      |
    When the cards are dealt
    # checks: peterson.deal.starts-left-of-dealer
    Then seat 0 holds "K♠ K♠ Q♠ A♥ K♥ K♥ Q♥ Q♥ J♥ 9♦ A♣ 10♣ Q♣ J♣ 9♣"
    And seat 1 holds "A♠ 10♠ 9♠ 9♠ 10♥ 9♥ 9♥ 10♦ 10♦ Q♦ J♦ 9♦ Q♣ J♣ 9♣"
    And seat 2 holds "A♠ 10♠ J♠ J♠ A♥ 10♥ J♥ A♦ A♦ K♦ K♦ J♦ 10♣ K♣ K♣"
    # checks: peterson.deal.kitty-last
    And the kitty holds "Q♠ Q♦ A♣"
    # checks: peterson.players.three-handed
    And the stock holds "-" from the top
    # checks: peterson.deal.rotation
    And seat 0 deals the next hand

  # id: 113ebca5
  @peterson.deal.in-threes @peterson.deal.starts-left-of-dealer @peterson.deal.last-single-card @peterson.deal.rotation @peterson.players.five-handed
  Scenario: Five-handed deal by seat 4 from eighty cards without nines, five rounds of threes and one card more
    Given the ruleset "peterson-5"
    And seat 4 deals
    And the deck, from the top:
      | cards                                             |
      | 10♣ K♦ J♠ K♠ 10♣ J♥ Q♥ Q♥ 10♠ K♦ 10♠ 10♦ A♥ A♣ K♠ |
      | 10♠ J♦ A♥ Q♠ A♥ J♠ K♥ K♣ A♣ K♥ Q♦ 10♦ K♥ 10♥ 10♣  |
      | Q♣ Q♣ J♣ 10♥ K♦ J♥ A♠ A♦ A♥ K♥ J♣ Q♣ A♣ K♠ A♦     |
      | Q♥ J♥ 10♠ J♠ K♠ 10♦ J♣ Q♦ Q♠ 10♣ A♠ 10♦ Q♥ A♣ A♠  |
      | Q♠ Q♠ A♦ 10♥ K♦ 10♥ J♦ J♦ J♥ A♠ Q♦ K♣ Q♣ A♦ J♦    |
      | K♣ J♠ J♣ K♣ Q♦                                    |
    When the cards are dealt
    # checks: peterson.deal.last-single-card
    Then seat 0 holds "10♠ 10♠ Q♠ Q♠ J♠ A♥ Q♥ J♥ A♦ K♦ J♦ 10♣ K♣ Q♣ Q♣ J♣"
    And seat 1 holds "K♠ K♠ Q♠ J♠ J♠ J♠ A♥ 10♥ 10♥ 10♥ J♥ J♥ 10♦ K♦ K♦ 10♣"
    And seat 2 holds "A♠ 10♠ Q♠ A♥ K♥ Q♥ Q♥ J♥ A♦ Q♦ J♦ J♦ A♣ K♣ J♣ J♣"
    And seat 3 holds "A♠ A♠ 10♠ K♥ K♥ 10♦ 10♦ 10♦ K♦ Q♦ Q♦ 10♣ K♣ K♣ Q♣ J♣"
    And seat 4 holds "A♠ K♠ K♠ A♥ 10♥ K♥ Q♥ A♦ A♦ Q♦ J♦ A♣ A♣ A♣ 10♣ Q♣"
    # checks: peterson.players.five-handed
    And the kitty holds "-"
    And the stock holds "-" from the top
    # checks: peterson.deal.rotation
    And seat 0 deals the next hand

  # id: 85d5ab06
  @peterson.deal.in-threes @peterson.deal.starts-left-of-dealer @peterson.deal.last-single-card @peterson.deal.rotation @peterson.players.six-handed
  Scenario: Six-handed deal by seat 3 from ninety-six cards, five rounds of threes and one card more
    Given the ruleset "peterson-6"
    And seat 3 deals
    And the deck, from the top:
      | cards                                                       |
      | 10♥ K♣ J♥ K♠ Q♥ Q♦ 9♦ K♥ A♣ 9♠ J♥ A♣ Q♥ 9♠ A♠ 9♥ K♣ A♠      |
      | K♠ Q♦ K♦ 9♣ J♠ A♦ K♠ 9♥ K♥ K♣ Q♦ 10♥ K♣ 10♦ 10♥ 10♣ Q♠ 10♣  |
      | 9♠ Q♥ 9♣ A♥ Q♠ 9♦ K♦ J♦ Q♠ J♣ A♥ A♠ 9♦ A♣ 9♠ 9♣ J♣ 9♣       |
      | J♦ A♦ 10♠ K♦ K♦ J♠ J♣ A♥ 10♦ 9♥ 9♦ J♥ A♦ K♥ Q♦ Q♣ Q♠ A♦     |
      | 10♣ 10♥ Q♣ J♦ 10♠ Q♥ K♠ 10♦ K♥ 10♠ Q♣ 10♣ J♠ 9♥ J♠ A♥ J♥ J♣ |
      | A♣ A♠ 10♦ Q♣ 10♠ J♦                                         |
    When the cards are dealt
    # checks: peterson.deal.last-single-card
    Then seat 0 holds "K♠ K♠ Q♠ A♥ K♥ K♥ K♥ 9♥ 10♦ 10♦ 10♦ K♦ J♦ 9♦ A♣ J♣"
    And seat 1 holds "A♠ 10♠ 9♠ A♥ 10♥ J♥ J♥ 9♥ Q♦ 9♦ A♣ 10♣ K♣ Q♣ Q♣ J♣"
    And seat 2 holds "A♠ 10♠ J♠ J♠ 9♠ 9♠ 10♥ K♥ Q♥ 9♥ A♦ 10♦ Q♦ 9♦ A♣ K♣"
    And seat 3 holds "A♠ Q♠ Q♠ A♥ J♥ 9♥ A♦ J♦ 10♣ 10♣ K♣ Q♣ J♣ J♣ 9♣ 9♣"
    And seat 4 holds "10♠ K♠ 9♠ 10♥ 10♥ Q♥ J♥ A♦ K♦ Q♦ J♦ A♣ 10♣ K♣ Q♣ 9♣"
    And seat 5 holds "A♠ 10♠ K♠ Q♠ J♠ J♠ A♥ Q♥ Q♥ A♦ K♦ K♦ Q♦ J♦ 9♦ 9♣"
    # checks: peterson.players.six-handed
    And the kitty holds "-"
    And the stock holds "-" from the top
    # checks: peterson.deal.rotation
    And seat 4 deals the next hand

  # id: 48e89bee
  @peterson.deal.in-threes @peterson.deal.starts-left-of-dealer @peterson.deal.kitty-last @peterson.deal.rotation @peterson.players.three-handed
  Scenario: Read as the dealer served first - the three-handed deal by seat 1 gives each seat its left neighbour's cards
    # The deck of the deal by seat 1 above, dealt from the dealer himself: threes go to seats
    # 1, 2 and 0, so each seat holds what the seat on its left held there; the last three
    # cards are still the kitty.
    Given the ruleset "peterson-3" with deal.first_packet set to "dealer"
    And seat 1 deals
    And the deck, from the top:
      | cards                        |
      | 10♠ A♦ K♠ J♣ 9♠ A♣ 10♦ K♣ J♦ |
      | 9♥ K♠ 10♣ K♦ Q♥ A♣ 10♥ 9♥ J♠ |
      | 10♣ A♥ J♠ Q♠ A♦ 9♠ K♥ Q♥ 10♥ |
      | Q♣ K♣ J♦ A♠ 9♦ K♦ Q♣ 9♣ A♥   |
      | 9♦ 10♠ J♥ Q♦ J♣ 9♣ K♥ A♠ Q♠  |
      | J♥ Q♦ 10♦                    |
    When the cards are dealt
    # checks: peterson.deal.starts-left-of-dealer
    Then seat 0 holds "A♠ Q♠ J♠ A♥ 10♥ 10♥ K♥ K♥ Q♥ 9♥ 10♦ J♦ K♣ Q♣ 9♣"
    And seat 1 holds "10♠ 10♠ K♠ K♠ J♠ A♥ J♥ 9♥ A♦ J♦ 9♦ 10♣ 10♣ K♣ Q♣"
    And seat 2 holds "A♠ Q♠ 9♠ 9♠ Q♥ A♦ K♦ K♦ Q♦ 9♦ A♣ A♣ J♣ J♣ 9♣"
    # checks: peterson.deal.kitty-last
    And the kitty holds "J♥ 10♦ Q♦"
    # checks: peterson.players.three-handed
    And the stock holds "-" from the top
    # checks: peterson.deal.rotation
    And seat 2 deals the next hand

  # id: 1d4d77ce
  @peterson.deal.first-dealer
  Scenario: Four-handed, a cut with one clear highest card still does not choose the first dealer
    Given the ruleset "peterson-4"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | J♠   |
      | 1     | 1    | A♥   |
      | 1     | 2    | 9♦   |
      | 1     | 3    | K♣   |
    When the players cut for the deal
    Then the cut decides nothing

  # id: 6f762371
  @peterson.deal.first-dealer
  Scenario: Three-handed, a tie for the highest cut calls for no second cut
    Given the ruleset "peterson-3"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | A♠   |
      | 1     | 1    | Q♦   |
      | 1     | 2    | A♣   |
    When the players cut for the deal
    Then the cut decides nothing
