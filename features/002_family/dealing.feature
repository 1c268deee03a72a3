@doc-002
Feature: Family 5-handed pinochle: dealing the cards and choosing the first dealer (002)
  The main text deals the 80 cards in threes and sets five aside for the widow during the
  deal, never as the last cards; the rulesets read that as fixed widow slots (two cards
  after the first round, one after each of the next three). The reader comments change the
  deal: all 80 cards out (comment 2), one 48-card deck with 9 each and 3 aside (the college
  comment's kitty is what is left at the end, the last comment's middle cards follow the
  main text's pattern), or 96 cards dealt in threes with one card to the widow after every
  round. Only the 96-card comment says how the first dealer is found: everyone cuts and the
  first ace deals. Elsewhere the cut decides nothing. The deal passes to the left. No text
  says who receives the first packet: the rulesets start at the dealer's left and go
  clockwise (the reading deal.first_packet; one scenario deals counterclockwise instead).

  # id: 7fce8acb
  @family.deal.fifteen-each-widow-five @family.deal.widow-dealt-randomly @family.deal.starts-left-of-dealer @family.deal.rotation
  Scenario: Shore rules - fifteen cards each in threes from the dealer's left, five to the widow during the deal
    # Seat 0 deals: packets of three go to seats 1, 2, 3, 4 and 0 in turn. The widow takes
    # cards 16 and 17 after the first round, then cards 33, 49 and 65; the last fifteen cards
    # (the fifth round) all go to the players, so the widow is never the end of the deck.
    Given the ruleset "family-5-shore"
    And the deck, from the top:
      | cards                                               |
      | J♠ A♦ Q♣ 10♦ Q♥ K♣ A♥ 10♥ J♣ Q♣ A♦ 10♦ 10♠ K♦ Q♠ K♥ |
      | A♦ A♣ K♣ 10♥ Q♥ K♠ J♠ 10♠ J♦ K♠ A♥ K♦ J♥ Q♦ Q♥ 10♥  |
      | J♠ 10♦ 10♣ Q♦ K♥ 10♣ Q♠ Q♦ K♦ J♥ A♣ A♥ K♥ A♠ 10♣ Q♠ |
      | K♣ A♠ A♠ 10♠ Q♥ Q♦ A♠ J♦ K♠ J♣ J♥ 10♦ A♦ K♥ A♣ K♦   |
      | 10♠ K♠ J♠ J♥ J♣ Q♠ Q♣ A♣ Q♣ A♥ 10♥ 10♣ J♣ J♦ K♣ J♦  |
    When the cards are dealt
    # checks: family.deal.fifteen-each-widow-five
    Then seat 0 holds "A♠ 10♠ Q♠ Q♠ 10♥ K♥ Q♥ K♦ K♦ Q♦ J♦ J♦ A♣ 10♣ K♣"
    And seat 1 holds "A♠ A♠ 10♠ K♠ J♠ J♠ 10♥ J♥ A♦ 10♦ Q♦ A♣ 10♣ K♣ Q♣"
    And seat 2 holds "A♠ K♠ Q♠ Q♠ J♠ K♥ Q♥ Q♥ Q♥ 10♦ Q♦ 10♣ K♣ Q♣ J♣"
    And seat 3 holds "10♠ K♠ K♠ A♥ A♥ 10♥ J♥ K♦ Q♦ J♦ J♦ A♣ Q♣ J♣ J♣"
    And seat 4 holds "A♥ A♥ 10♥ K♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦ A♣ 10♣ Q♣ J♣"
    # checks: family.deal.widow-dealt-randomly
    And the kitty holds "10♠ J♠ K♥ A♦ K♣"
    # checks: family.deal.fifteen-each-widow-five
    And the stock holds "-" from the top
    # checks: family.deal.rotation
    And seat 1 deals the next hand

  # id: 0baea259
  @family.deal.fifteen-each-widow-five @family.deal.widow-dealt-randomly @family.deal.starts-left-of-dealer @family.deal.rotation
  Scenario: Michigan rules - with seat 3 dealing, seat 4 receives the first packet and the widow the same five cards
    # Seat 3 deals: packets go to seats 4, 0, 1, 2 and 3. Widow: cards 16-17, 33, 49 and 65.
    Given the ruleset "family-5-michigan"
    And seat 3 deals
    And the deck, from the top:
      | cards                                               |
      | J♥ J♥ K♣ K♠ K♥ A♥ A♥ Q♥ K♦ 10♣ Q♦ J♣ 10♣ 10♥ A♦ J♠  |
      | K♠ J♥ 10♠ A♠ J♣ J♠ K♥ 10♥ K♦ Q♠ K♣ K♦ J♣ J♠ 10♣ 10♦ |
      | K♣ 10♦ K♠ A♣ J♣ K♠ A♦ 10♠ K♥ 10♥ Q♣ Q♠ Q♦ A♦ J♦ Q♣  |
      | 10♠ 10♥ Q♦ A♣ K♣ A♦ Q♥ 10♠ Q♠ Q♦ J♥ A♠ Q♠ J♦ A♥ A♥  |
      | Q♣ J♦ Q♣ A♠ K♥ J♦ Q♥ A♣ 10♦ A♠ K♦ J♠ 10♦ 10♣ Q♥ A♣  |
    When the cards are dealt
    # checks: family.deal.starts-left-of-dealer
    Then seat 0 holds "K♠ K♠ J♠ A♥ K♥ K♥ K♥ Q♥ Q♥ A♦ A♦ J♦ K♣ J♣ J♣"
    And seat 1 holds "A♠ 10♠ 10♠ Q♠ Q♠ A♥ 10♥ 10♥ K♥ Q♥ 10♦ K♦ K♦ Q♦ A♣"
    And seat 2 holds "A♠ Q♠ Q♠ J♠ J♥ 10♦ K♦ K♦ Q♦ Q♦ 10♣ K♣ Q♣ J♣ J♣"
    And seat 3 holds "J♠ A♥ A♥ 10♥ Q♥ A♦ A♦ 10♦ J♦ J♦ A♣ 10♣ 10♣ 10♣ Q♣"
    And seat 4 holds "A♠ A♠ 10♠ K♠ 10♥ J♥ J♥ J♥ 10♦ Q♦ J♦ A♣ A♣ K♣ Q♣"
    # checks: family.deal.widow-dealt-randomly
    And the kitty holds "10♠ K♠ J♠ K♣ Q♣"
    # checks: family.deal.fifteen-each-widow-five
    And the stock holds "-" from the top
    # checks: family.deal.rotation
    And seat 4 deals the next hand

  # id: dcf427e5
  @family.deal.fifteen-each-widow-five @family.deal.widow-dealt-randomly @family.deal.starts-left-of-dealer @family.deal.rotation
  Scenario: Called card - the dealer in the last seat deals to seat 0 first and the deal passes back to seat 0
    # Seat 4 deals: packets go to seats 0, 1, 2, 3 and 4. Widow: cards 16-17, 33, 49 and 65.
    Given the ruleset "family-5-called-card"
    And seat 4 deals
    And the deck, from the top:
      | cards                                                 |
      | K♥ K♠ Q♣ A♥ J♥ A♠ Q♠ J♠ J♣ 10♣ A♠ Q♥ 10♥ 10♣ A♦ A♦    |
      | J♥ Q♠ 10♠ Q♠ K♣ J♠ 10♥ 10♦ 10♥ Q♥ 10♦ A♦ A♣ 10♠ A♣ K♠ |
      | J♣ 10♦ K♦ A♣ K♦ J♦ 10♠ A♥ A♦ Q♣ J♦ J♥ A♣ K♥ Q♠ A♥     |
      | Q♦ K♠ K♣ 10♦ Q♣ Q♦ 10♣ J♦ J♦ K♦ K♦ 10♣ 10♠ K♣ Q♦ Q♥   |
      | A♠ Q♣ Q♦ A♠ J♣ 10♥ K♣ K♠ J♠ J♣ K♥ J♠ K♥ A♥ J♥ Q♥      |
    When the cards are dealt
    # checks: family.deal.starts-left-of-dealer
    Then seat 0 holds "A♠ 10♠ K♠ K♠ Q♠ Q♠ K♥ 10♦ 10♦ K♦ Q♦ A♣ K♣ Q♣ Q♣"
    And seat 1 holds "A♠ 10♠ J♠ A♥ 10♥ 10♥ J♥ K♦ Q♦ J♦ 10♣ K♣ K♣ Q♣ J♣"
    And seat 2 holds "K♠ Q♠ J♠ J♠ A♥ 10♥ Q♥ A♦ 10♦ K♦ J♦ J♦ Q♣ J♣ J♣"
    And seat 3 holds "A♠ 10♠ J♠ K♥ K♥ Q♥ J♥ A♦ 10♦ K♦ J♦ A♣ A♣ 10♣ 10♣"
    And seat 4 holds "10♠ K♠ Q♠ A♥ A♥ 10♥ K♥ Q♥ Q♥ J♥ A♦ Q♦ A♣ 10♣ K♣"
    # checks: family.deal.widow-dealt-randomly
    And the kitty holds "A♠ J♥ A♦ Q♦ J♣"
    # checks: family.deal.fifteen-each-widow-five
    And the stock holds "-" from the top
    # checks: family.deal.rotation
    And seat 0 deals the next hand

  # id: a2f8f038
  @family.deal.no-widow-all-dealt @family.deal.starts-left-of-dealer @family.deal.rotation
  Scenario: All cards dealt - five rounds of threes and a last single card, sixteen each and no widow
    # Seat 1 deals: packets go to seats 2, 3, 4, 0 and 1; five rounds of three (cards 1-75),
    # then one card each (cards 76-80, seat 2 first).
    Given the ruleset "family-5-no-widow"
    And seat 1 deals
    And the deck, from the top:
      | cards                                                   |
      | A♥ Q♦ J♥ K♦ J♠ K♥ J♦ A♠ 10♦ Q♠ J♣ 10♦ A♦ Q♣ 10♦ A♣      |
      | J♥ Q♦ 10♥ Q♦ J♠ Q♠ K♠ Q♣ J♣ A♣ 10♣ K♥ Q♣ A♠ 10♥ K♠      |
      | K♣ 10♦ 10♠ 10♣ 10♥ 10♥ J♣ K♦ 10♠ A♠ A♥ K♣ 10♠ 10♠ A♦ A♠ |
      | Q♦ J♠ J♦ A♦ Q♥ K♠ Q♣ 10♣ K♣ A♣ A♣ A♥ J♠ K♦ A♥ A♦        |
      | K♥ Q♥ Q♠ K♣ K♦ J♦ J♥ J♦ K♠ J♥ Q♥ Q♥ K♥ 10♣ J♣ Q♠        |
    When the cards are dealt
    # checks: family.deal.no-widow-all-dealt
    Then seat 0 holds "A♠ 10♠ Q♠ J♥ 10♦ K♦ J♦ J♦ A♣ 10♣ 10♣ K♣ Q♣ J♣ J♣ J♣"
    And seat 1 holds "A♠ 10♠ K♠ Q♠ A♥ A♥ K♥ Q♥ J♥ A♦ 10♦ A♣ A♣ K♣ Q♣ Q♣"
    And seat 2 holds "A♠ 10♠ K♠ J♠ A♥ A♥ 10♥ Q♥ J♥ J♥ A♦ K♦ Q♦ Q♦ A♣ K♣"
    And seat 3 holds "10♠ J♠ J♠ J♠ 10♥ K♥ K♥ K♥ Q♥ A♦ 10♦ K♦ Q♦ Q♦ J♦ 10♣"
    And seat 4 holds "A♠ K♠ K♠ Q♠ Q♠ 10♥ 10♥ Q♥ A♦ 10♦ K♦ J♦ 10♣ K♣ Q♣ J♣"
    And the kitty holds "-"
    And the stock holds "-" from the top
    # checks: family.deal.rotation
    And seat 2 deals the next hand

  # id: f13b7f5e
  @family.deal.single-deck-nine-and-three @family.deal.widow-dealt-randomly @family.deal.starts-left-of-dealer @family.deal.rotation
  Scenario: Single deck - nine cards each in threes and three to the middle during the deal
    # Seat 2 deals: packets go to seats 3, 4, 0, 1 and 2. The middle takes cards 16 and 17
    # after the first round and card 33 after the second; the third round (cards 34-48) goes
    # to the players.
    Given the ruleset "family-5-single-deck"
    And seat 2 deals
    And the deck, from the top:
      | cards                                  |
      | J♦ J♣ K♠ Q♦ 10♦ 9♣ K♣ A♦ Q♦ A♥ 9♦ K♠   |
      | J♣ Q♥ K♣ A♣ J♥ 10♥ Q♥ 10♣ 9♣ K♥ 10♣ K♦ |
      | Q♣ 9♦ Q♠ 10♦ A♣ 9♠ J♠ A♦ K♥ 9♥ K♦ J♥   |
      | Q♠ Q♣ 9♥ J♠ 10♠ A♠ 10♥ 9♠ 10♠ J♦ A♠ A♥ |
    When the cards are dealt
    # checks: family.deal.single-deck-nine-and-three
    Then seat 0 holds "A♠ 10♠ J♠ A♦ K♦ Q♦ 9♦ K♣ Q♣"
    And seat 1 holds "10♠ K♠ Q♠ 9♠ A♥ 10♥ 10♦ 9♦ A♣"
    And seat 2 holds "A♠ J♠ 9♠ A♥ Q♥ A♦ J♦ K♣ J♣"
    And seat 3 holds "K♠ 10♥ Q♥ J♥ 9♥ K♦ J♦ 10♣ J♣"
    And seat 4 holds "Q♠ K♥ 9♥ 10♦ Q♦ 10♣ Q♣ 9♣ 9♣"
    # checks: family.deal.widow-dealt-randomly
    And the kitty holds "K♥ J♥ A♣"
    # checks: family.deal.single-deck-nine-and-three
    And the stock holds "-" from the top
    # checks: family.deal.rotation
    And seat 3 deals the next hand

  # id: b88ae4a0
  @family.deal.cutthroat-nine-and-kitty @family.deal.cutthroat-kitty-last @family.deal.starts-left-of-dealer @family.deal.rotation
  Scenario: Cut-throat - three rounds of threes, nine each, and the three cards left over form the kitty
    # Seat 3 deals: packets go to seats 4, 0, 1, 2 and 3 (cards 1-45); cards 46-48 are the kitty.
    Given the ruleset "family-5-cutthroat"
    And seat 3 deals
    And the deck, from the top:
      | cards                                  |
      | 9♦ A♦ 10♠ 9♥ 9♠ A♣ 10♣ 9♠ A♠ Q♠ A♥ K♠  |
      | J♥ A♥ 10♠ 10♦ K♥ A♣ J♦ K♦ K♠ 10♣ J♠ K♣ |
      | Q♠ A♦ 9♦ Q♦ J♦ 9♣ J♣ J♠ J♥ Q♥ J♣ K♣    |
      | Q♣ 10♥ K♥ Q♣ A♠ K♦ 10♥ 10♦ Q♥ 9♣ Q♦ 9♥ |
    When the cards are dealt
    # checks: family.deal.cutthroat-nine-and-kitty
    Then seat 0 holds "K♠ 9♠ Q♥ 9♥ K♦ J♦ A♣ K♣ J♣"
    And seat 1 holds "A♠ J♠ 9♠ 10♥ K♥ 10♣ 10♣ K♣ Q♣"
    And seat 2 holds "A♠ K♠ Q♠ Q♠ A♥ A♦ K♦ 9♦ Q♣"
    And seat 3 holds "10♠ A♥ 10♥ Q♥ J♥ 10♦ Q♦ J♦ 9♣"
    And seat 4 holds "10♠ J♠ K♥ J♥ A♦ 10♦ 9♦ A♣ J♣"
    # checks: family.deal.cutthroat-kitty-last
    And the kitty holds "9♥ Q♦ 9♣"
    # checks: family.deal.cutthroat-nine-and-kitty
    And the stock holds "-" from the top
    # checks: family.deal.rotation
    And seat 4 deals the next hand

  # id: c219183d
  @family.deal.ninety-six-cards @family.deal.ninety-six-other-ways @family.deal.starts-left-of-dealer @family.deal.rotation
  Scenario: 96 cards - eighteen each in threes with one card to the widow after every round
    # Seat 2 deals: each row is one round - a packet of three to seats 3, 4, 0, 1 and 2, then
    # the row's last card to the widow (cards 16, 32, 48, 64, 80 and 96).
    Given the ruleset "family-5-96"
    And seat 2 deals
    And the deck, from the top:
      | cards                                               |
      | Q♣ K♦ J♠ Q♦ 9♥ 10♦ 9♠ J♣ Q♠ J♥ J♠ 10♦ A♦ 10♥ K♣ 9♣  |
      | 10♠ K♣ K♠ Q♦ 10♥ 10♠ K♦ A♥ J♣ A♣ K♥ 10♠ J♦ Q♦ A♠ A♣ |
      | 9♥ K♦ K♥ 9♣ Q♠ Q♣ A♣ 9♦ A♣ A♠ J♣ K♦ 10♥ K♣ J♣ 9♥    |
      | A♦ Q♣ Q♥ 9♠ A♥ A♠ 9♠ K♣ J♦ 10♣ 10♣ J♥ K♠ 9♣ 10♣ Q♦  |
      | K♠ 10♦ Q♥ K♠ Q♠ J♥ A♥ 9♦ J♠ A♥ 10♣ 10♠ 9♦ J♠ A♦ J♥  |
      | J♦ K♥ 9♣ A♦ 10♥ A♠ Q♠ K♥ Q♣ 9♦ 9♠ Q♥ 9♥ Q♥ 10♦ J♦   |
    When the cards are dealt
    # checks: family.deal.ninety-six-cards
    Then seat 0 holds "Q♠ Q♠ J♠ 9♠ 9♠ A♥ A♥ K♥ K♦ J♦ 9♦ 9♦ A♣ A♣ K♣ Q♣ J♣ J♣"
    And seat 1 holds "A♠ 10♠ 10♠ J♠ 9♠ A♥ K♥ Q♥ J♥ J♥ 10♦ K♦ 9♦ A♣ 10♣ 10♣ 10♣ J♣"
    And seat 2 holds "A♠ K♠ J♠ 10♥ 10♥ Q♥ 9♥ A♦ A♦ 10♦ Q♦ J♦ 9♦ 10♣ K♣ K♣ J♣ 9♣"
    And seat 3 holds "10♠ K♠ K♠ J♠ K♥ K♥ Q♥ Q♥ 9♥ A♦ 10♦ K♦ K♦ J♦ K♣ Q♣ Q♣ 9♣"
    And seat 4 holds "A♠ A♠ 10♠ K♠ Q♠ Q♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ A♦ 10♦ Q♦ Q♦ Q♣ 9♣"
    And the kitty holds "J♥ 9♥ Q♦ J♦ A♣ 9♣"
    And the stock holds "-" from the top
    # checks: family.deal.rotation
    And seat 3 deals the next hand

  # id: 24399369
  @family.deal.ninety-six-cards @family.deal.ninety-six-other-ways @family.deal.starts-left-of-dealer @family.deal.rotation
  Scenario: 96 cards, heading every trick - the same packets and widow slots with the last seat dealing
    # Seat 4 deals: each row is one round - threes to seats 0, 1, 2, 3 and 4, then the row's
    # last card to the widow.
    Given the ruleset "family-5-96-heading"
    And seat 4 deals
    And the deck, from the top:
      | cards                                                 |
      | K♠ 9♥ J♠ J♦ Q♦ J♥ K♣ 10♦ 10♠ 9♣ J♣ Q♣ 10♥ A♠ A♦ 10♥   |
      | 10♦ 10♠ 9♠ A♠ 10♣ A♥ J♣ K♦ A♦ K♦ Q♥ 10♠ 10♦ A♠ 9♥ J♥  |
      | 10♣ A♥ K♠ 10♣ Q♠ Q♠ K♠ 10♥ K♠ 10♣ 10♦ A♣ J♠ 10♠ K♥ J♠ |
      | 9♥ J♦ A♦ J♠ 9♦ Q♥ K♣ A♣ K♥ 9♣ 9♦ A♦ Q♠ 9♦ A♣ A♠       |
      | K♣ Q♥ A♥ Q♣ 9♦ J♦ 9♥ Q♣ A♣ 9♠ J♣ 9♠ J♦ J♥ 9♣ K♥       |
      | J♣ K♥ K♦ Q♥ Q♦ 9♣ Q♦ K♣ Q♦ A♥ 10♥ J♥ K♦ Q♣ Q♠ 9♠      |
    When the cards are dealt
    # checks: family.deal.ninety-six-cards
    Then seat 0 holds "10♠ K♠ K♠ J♠ 9♠ A♥ A♥ K♥ Q♥ 9♥ 9♥ A♦ 10♦ K♦ J♦ 10♣ K♣ J♣"
    And seat 1 holds "A♠ Q♠ Q♠ J♠ A♥ Q♥ Q♥ J♥ Q♦ Q♦ J♦ J♦ 9♦ 9♦ 10♣ 10♣ Q♣ 9♣"
    And seat 2 holds "10♠ K♠ K♠ 10♥ K♥ 9♥ A♦ 10♦ K♦ Q♦ Q♦ A♣ A♣ K♣ K♣ K♣ Q♣ J♣"
    And seat 3 holds "10♠ 9♠ 9♠ A♥ 10♥ Q♥ J♥ A♦ 10♦ K♦ 9♦ A♣ 10♣ Q♣ J♣ J♣ 9♣ 9♣"
    And seat 4 holds "A♠ A♠ 10♠ Q♠ Q♠ J♠ 10♥ K♥ J♥ 9♥ A♦ 10♦ K♦ J♦ 9♦ A♣ Q♣ 9♣"
    And the kitty holds "A♠ J♠ 9♠ 10♥ K♥ J♥"
    And the stock holds "-" from the top
    # checks: family.deal.rotation
    And seat 0 deals the next hand

  # id: 509347f9
  @family.deal.fifteen-each-widow-five @family.deal.widow-dealt-randomly @family.deal.starts-left-of-dealer @family.deal.rotation
  Scenario: Read as dealing to the right - the Shore deck gives seats 1 to 4 each other's hands, the widow unchanged
    # The deck of the first scenario, dealt counterclockwise by seat 0: threes go to seats
    # 4, 3, 2, 1 and 0, so seat 4 holds what seat 1 held there, seat 3 what seat 2 held, and
    # so on; the dealer's own cards and the widow slots do not move.
    Given the ruleset "family-5-shore" with deal.first_packet set to "dealer_right"
    And the deck, from the top:
      | cards                                               |
      | J♠ A♦ Q♣ 10♦ Q♥ K♣ A♥ 10♥ J♣ Q♣ A♦ 10♦ 10♠ K♦ Q♠ K♥ |
      | A♦ A♣ K♣ 10♥ Q♥ K♠ J♠ 10♠ J♦ K♠ A♥ K♦ J♥ Q♦ Q♥ 10♥  |
      | J♠ 10♦ 10♣ Q♦ K♥ 10♣ Q♠ Q♦ K♦ J♥ A♣ A♥ K♥ A♠ 10♣ Q♠ |
      | K♣ A♠ A♠ 10♠ Q♥ Q♦ A♠ J♦ K♠ J♣ J♥ 10♦ A♦ K♥ A♣ K♦   |
      | 10♠ K♠ J♠ J♥ J♣ Q♠ Q♣ A♣ Q♣ A♥ 10♥ 10♣ J♣ J♦ K♣ J♦  |
    When the cards are dealt
    # checks: family.deal.starts-left-of-dealer
    Then seat 0 holds "A♠ 10♠ Q♠ Q♠ 10♥ K♥ Q♥ K♦ K♦ Q♦ J♦ J♦ A♣ 10♣ K♣"
    And seat 1 holds "A♥ A♥ 10♥ K♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦ A♣ 10♣ Q♣ J♣"
    And seat 2 holds "10♠ K♠ K♠ A♥ A♥ 10♥ J♥ K♦ Q♦ J♦ J♦ A♣ Q♣ J♣ J♣"
    And seat 3 holds "A♠ K♠ Q♠ Q♠ J♠ K♥ Q♥ Q♥ Q♥ 10♦ Q♦ 10♣ K♣ Q♣ J♣"
    And seat 4 holds "A♠ A♠ 10♠ K♠ J♠ J♠ 10♥ J♥ A♦ 10♦ Q♦ A♣ 10♣ K♣ Q♣"
    # checks: family.deal.widow-dealt-randomly
    And the kitty holds "10♠ J♠ K♥ A♦ K♣"
    # checks: family.deal.fifteen-each-widow-five
    And the stock holds "-" from the top
    # checks: family.deal.rotation
    And seat 1 deals the next hand

  # id: 95cd1bc5
  @family.deal.fifteen-each-widow-five @family.deal.widow-dealt-randomly @family.deal.starts-left-of-dealer @family.deal.rotation
  Scenario: Read as the deal passing to the right - the Shore hands of the first scenario, and seat 4 deals next
    # The other reading of who deals the next hand (deal.rotation): the deal of the first
    # scenario, seat 0 dealing from its left, then the player on its right deals.
    Given the ruleset "family-5-shore" with deal.rotation set to "right"
    And the deck, from the top:
      | cards                                               |
      | J♠ A♦ Q♣ 10♦ Q♥ K♣ A♥ 10♥ J♣ Q♣ A♦ 10♦ 10♠ K♦ Q♠ K♥ |
      | A♦ A♣ K♣ 10♥ Q♥ K♠ J♠ 10♠ J♦ K♠ A♥ K♦ J♥ Q♦ Q♥ 10♥  |
      | J♠ 10♦ 10♣ Q♦ K♥ 10♣ Q♠ Q♦ K♦ J♥ A♣ A♥ K♥ A♠ 10♣ Q♠ |
      | K♣ A♠ A♠ 10♠ Q♥ Q♦ A♠ J♦ K♠ J♣ J♥ 10♦ A♦ K♥ A♣ K♦   |
      | 10♠ K♠ J♠ J♥ J♣ Q♠ Q♣ A♣ Q♣ A♥ 10♥ 10♣ J♣ J♦ K♣ J♦  |
    When the cards are dealt
    # checks: family.deal.starts-left-of-dealer
    Then seat 0 holds "A♠ 10♠ Q♠ Q♠ 10♥ K♥ Q♥ K♦ K♦ Q♦ J♦ J♦ A♣ 10♣ K♣"
    And seat 1 holds "A♠ A♠ 10♠ K♠ J♠ J♠ 10♥ J♥ A♦ 10♦ Q♦ A♣ 10♣ K♣ Q♣"
    And seat 2 holds "A♠ K♠ Q♠ Q♠ J♠ K♥ Q♥ Q♥ Q♥ 10♦ Q♦ 10♣ K♣ Q♣ J♣"
    And seat 3 holds "10♠ K♠ K♠ A♥ A♥ 10♥ J♥ K♦ Q♦ J♦ J♦ A♣ Q♣ J♣ J♣"
    And seat 4 holds "A♥ A♥ 10♥ K♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦ A♣ 10♣ Q♣ J♣"
    # checks: family.deal.widow-dealt-randomly
    And the kitty holds "10♠ J♠ K♥ A♦ K♣"
    # checks: family.deal.fifteen-each-widow-five
    And the stock holds "-" from the top
    # checks: family.deal.rotation
    And seat 4 deals the next hand


  # id: 5964bab8
  @family.deal.ninety-six-first-ace @family.deal.ninety-six-cut-order
  Scenario: 96 cards - the first ace cut deals, even when a later player also cuts an ace
    Given the ruleset "family-5-96"
    And the cuts:
      | round | seat | card |
      | 1     | 2    | K♠   |
      | 1     | 3    | A♥   |
      | 1     | 4    | 10♦  |
      | 1     | 0    | A♣   |
      | 1     | 1    | A♠   |
    When the players cut for the deal
    # checks: family.deal.ninety-six-first-ace
    Then seat 3 deals first

  # id: 9fe1c1e8
  @family.deal.ninety-six-first-ace @family.deal.ninety-six-cut-order
  Scenario: 96 cards - the order of cutting, not the seat number, decides between two aces
    Given the ruleset "family-5-96"
    And the cuts:
      | round | seat | card |
      | 1     | 3    | 9♣   |
      | 1     | 4    | A♥   |
      | 1     | 0    | A♠   |
      | 1     | 1    | K♦   |
      | 1     | 2    | A♦   |
    When the players cut for the deal
    # checks: family.deal.ninety-six-first-ace
    Then seat 4 deals first

  # id: 20985081
  @family.deal.ninety-six-first-ace
  Scenario: 96 cards - a single ace deals although it is cut last
    Given the ruleset "family-5-96"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 10♠  |
      | 1     | 1    | 10♥  |
      | 1     | 2    | 9♦   |
      | 1     | 3    | K♣   |
      | 1     | 4    | A♦   |
    When the players cut for the deal
    Then seat 4 deals first

  # id: 50240b10
  @family.deal.ninety-six-first-ace @family.deal.ninety-six-cut-order
  Scenario: 96 cards - when nobody cuts an ace every player cuts again, not only the highest
    Given the ruleset "family-5-96"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 10♠  |
      | 1     | 1    | 10♥  |
      | 1     | 2    | K♦   |
      | 1     | 3    | 9♣   |
      | 1     | 4    | 10♦  |
    When the players cut for the deal
    # checks: family.deal.ninety-six-cut-order
    Then seats 0, 1, 2, 3 and 4 cut again

  # id: 85d5fc20
  @family.deal.ninety-six-first-ace @family.deal.ninety-six-cut-order
  Scenario: 96 cards - after a round without an ace the first ace of the second round deals
    Given the ruleset "family-5-96"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 10♠  |
      | 1     | 1    | 10♥  |
      | 1     | 2    | K♦   |
      | 1     | 3    | 9♣   |
      | 1     | 4    | 10♦  |
      | 2     | 1    | Q♠   |
      | 2     | 2    | J♦   |
      | 2     | 3    | A♣   |
      | 2     | 4    | 10♣  |
      | 2     | 0    | A♥   |
    When the players cut for the deal
    # checks: family.deal.ninety-six-cut-order
    Then seat 3 deals first

  # id: 2b893f65
  @family.deal.ninety-six-cut-order
  Scenario: 96 cards - a second round cut only by the players who tied highest is refused
    Given the ruleset "family-5-96"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 10♠  |
      | 1     | 1    | 10♥  |
      | 1     | 2    | K♦   |
      | 1     | 3    | 9♣   |
      | 1     | 4    | 10♦  |
      | 2     | 0    | A♣   |
      | 2     | 1    | K♥   |
      | 2     | 4    | Q♦   |
    When the players cut for the deal
    Then the cut is rejected with rule "cut.wrong-seats"

  # id: 99d96b76
  @family.deal.ninety-six-cut-order
  Scenario: 96 cards - a round in which one player does not cut is refused
    Given the ruleset "family-5-96"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | K♠   |
      | 1     | 1    | 10♥  |
      | 1     | 2    | Q♦   |
      | 1     | 3    | J♣   |
    When the players cut for the deal
    Then the cut is rejected with rule "cut.wrong-seats"

  # id: 5e4e45be
  @family.deal.ninety-six-cut-order
  Scenario: 96 cards - a round in which one player cuts twice and another not at all is refused
    Given the ruleset "family-5-96"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | K♠   |
      | 1     | 1    | 10♥  |
      | 1     | 2    | Q♦   |
      | 1     | 3    | J♣   |
      | 1     | 0    | 9♠   |
    When the players cut for the deal
    Then the cut is rejected with rule "cut.wrong-seats"

  # id: 49f550d3
  @family.deal.ninety-six-first-ace @family.deal.ninety-six-cut-order
  Scenario: 96 cards - once an ace has been cut, a further round of cuts is refused
    Given the ruleset "family-5-96"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | Q♠   |
      | 1     | 1    | A♥   |
      | 1     | 2    | K♦   |
      | 1     | 3    | 9♣   |
      | 1     | 4    | 10♦  |
      | 2     | 0    | A♣   |
      | 2     | 1    | 9♥   |
      | 2     | 2    | J♦   |
      | 2     | 3    | Q♣   |
      | 2     | 4    | K♠   |
    When the players cut for the deal
    # checks: family.deal.ninety-six-first-ace
    Then the cut is rejected with rule "cut.wrong-seats"

  # id: 842f5085
  @family.deal.ninety-six-first-ace @family.deal.ninety-six-cut-order
  Scenario: 96 cards, heading every trick - the first ace in cutting order deals
    Given the ruleset "family-5-96-heading"
    And the cuts:
      | round | seat | card |
      | 1     | 3    | J♥   |
      | 1     | 4    | A♦   |
      | 1     | 0    | 10♣  |
      | 1     | 1    | A♠   |
      | 1     | 2    | 9♠   |
    When the players cut for the deal
    # checks: family.deal.ninety-six-first-ace
    Then seat 4 deals first

  # id: 34184804
  @family.deal.first-dealer-not-stated
  Scenario: Shore rules - the cut names no dealer, though one player cuts the only ace
    Given the ruleset "family-5-shore"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | K♠   |
      | 1     | 1    | A♥   |
      | 1     | 2    | Q♦   |
      | 1     | 3    | 10♣  |
      | 1     | 4    | J♥   |
    When the players cut for the deal
    Then the cut decides nothing

  # id: d328566f
  @family.deal.first-dealer-not-stated
  Scenario: Michigan rules - the cut names no dealer
    Given the ruleset "family-5-michigan"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | Q♠   |
      | 1     | 1    | J♥   |
      | 1     | 2    | A♦   |
      | 1     | 3    | K♣   |
      | 1     | 4    | 10♥  |
    When the players cut for the deal
    Then the cut decides nothing

  # id: 28a98272
  @family.deal.first-dealer-not-stated
  Scenario: Called card - the cut names no dealer
    Given the ruleset "family-5-called-card"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | J♠   |
      | 1     | 1    | 10♦  |
      | 1     | 2    | K♥   |
      | 1     | 3    | A♣   |
      | 1     | 4    | Q♥   |
    When the players cut for the deal
    Then the cut decides nothing

  # id: c92f93c5
  @family.deal.first-dealer-not-stated
  Scenario: All cards dealt - the cut names no dealer
    Given the ruleset "family-5-no-widow"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | A♠   |
      | 1     | 1    | K♥   |
      | 1     | 2    | Q♦   |
      | 1     | 3    | J♣   |
      | 1     | 4    | 10♥  |
    When the players cut for the deal
    Then the cut decides nothing

  # id: 34af0b1f
  @family.deal.first-dealer-not-stated
  Scenario: Single deck - the cut names no dealer
    Given the ruleset "family-5-single-deck"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 9♠   |
      | 1     | 1    | Q♥   |
      | 1     | 2    | 10♦  |
      | 1     | 3    | J♣   |
      | 1     | 4    | A♥   |
    When the players cut for the deal
    Then the cut decides nothing

  # id: d501aeb1
  @family.deal.first-dealer-not-stated
  Scenario: Cut-throat - the cut names no dealer
    Given the ruleset "family-5-cutthroat"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | J♦   |
      | 1     | 1    | A♣   |
      | 1     | 2    | 9♥   |
      | 1     | 3    | K♠   |
      | 1     | 4    | Q♣   |
    When the players cut for the deal
    Then the cut decides nothing
