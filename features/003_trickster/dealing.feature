@doc-003
Feature: Trickster dealing and the first dealer (003 "The Deal", "House Rules Options: Players, Kitty, Variant")
  003 gives only how many cards each player and the kitty receive: 12 each to four players
  or 16 each to three without a kitty, 11 each and 4 in the kitty (15 each and 3 with three
  players) with one, and 20 each from the 80-card double deck. The packets are the
  fixtures' reading (threes, or fours for the 16- and 20-card hands, with the kitty dealt
  last); dealing starts at the dealer's left, the dealer last, and the deal passes to the
  left. 003 says neither who receives the first packet nor which way the deal goes: that is
  the reading deal.first_packet, and two scenarios take its alternatives (the dealer first;
  counterclockwise from the dealer's right). 003 does not say how the first dealer is
  chosen, so a cut decides nothing.

  # id: e26d840a
  @trickster.deal.hand-sizes @trickster.deal.packets @trickster.deal.starts-left-of-dealer @trickster.deal.rotation
  Scenario: Four players without a kitty - four rounds of threes from the dealer's left, twelve each
    # Seat 0 deals: packets of three go to seats 1, 2, 3 and 0; each row is one round.
    Given the ruleset "trickster-classic"
    And the deck, from the top:
      | cards                                  |
      | 10♣ J♣ J♠ 9♥ 10♠ A♥ Q♠ J♠ Q♥ 10♦ A♣ K♠ |
      | K♥ K♥ A♣ 9♦ 9♣ J♥ 10♥ J♥ K♦ A♠ Q♦ Q♠   |
      | A♦ A♦ K♠ 10♠ Q♣ Q♣ K♦ 9♥ 9♦ A♠ 10♥ J♦  |
      | 10♣ 9♠ J♦ K♣ A♥ Q♦ Q♥ K♣ 9♣ J♣ 10♦ 9♠  |
    When the cards are dealt
    # checks: trickster.deal.packets
    Then seat 0 holds "A♠ A♠ K♠ Q♠ 9♠ 10♥ 10♦ 10♦ Q♦ J♦ A♣ J♣"
    And seat 1 holds "K♠ J♠ 9♠ K♥ K♥ A♦ A♦ J♦ A♣ 10♣ 10♣ J♣"
    And seat 2 holds "10♠ 10♠ A♥ A♥ J♥ 9♥ Q♦ 9♦ K♣ Q♣ Q♣ 9♣"
    And seat 3 holds "Q♠ J♠ 10♥ Q♥ Q♥ J♥ 9♥ K♦ K♦ 9♦ K♣ 9♣"
    # checks: trickster.deal.hand-sizes
    And the kitty holds "-"
    And the stock holds "-" from the top
    # checks: trickster.deal.rotation
    And seat 1 deals the next hand

  # id: 3794210a
  @trickster.deal.hand-sizes @trickster.deal.packets @trickster.deal.starts-left-of-dealer @trickster.deal.rotation
  Scenario: Modern scoring deals the same way - with seat 3 dealing, seat 0 receives the first packet
    # Seat 3 deals: packets of three go to seats 0, 1, 2 and 3; each row is one round, and the
    # deal passes on to seat 0.
    Given the ruleset "trickster-modern"
    And seat 3 deals
    And the deck, from the top:
      | cards                                   |
      | 10♦ 9♦ 9♦ K♣ K♣ A♠ A♦ J♦ Q♣ 10♣ 10♠ A♣  |
      | J♥ 9♣ K♠ A♥ A♦ K♦ Q♥ 9♠ Q♦ 9♥ K♥ Q♦     |
      | J♦ J♣ Q♠ A♥ J♠ 9♣ Q♥ J♣ A♣ 10♦ Q♣ J♥    |
      | 10♠ K♥ 10♥ K♠ 9♥ Q♠ 9♠ K♦ 10♣ A♠ 10♥ J♠ |
    When the cards are dealt
    # checks: trickster.deal.starts-left-of-dealer
    Then seat 0 holds "10♠ K♠ Q♠ 10♥ K♥ J♥ 10♦ J♦ 9♦ 9♦ J♣ 9♣"
    And seat 1 holds "A♠ K♠ Q♠ J♠ A♥ A♥ 9♥ A♦ K♦ K♣ K♣ 9♣"
    And seat 2 holds "9♠ 9♠ Q♥ Q♥ A♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣"
    And seat 3 holds "A♠ 10♠ J♠ 10♥ K♥ J♥ 9♥ 10♦ Q♦ A♣ 10♣ Q♣"
    # checks: trickster.deal.hand-sizes
    And the kitty holds "-"
    And the stock holds "-" from the top
    # checks: trickster.deal.rotation
    And seat 0 deals the next hand

  # id: cb617c62
  @trickster.deal.kitty-sizes @trickster.deal.packets @trickster.deal.starts-left-of-dealer @trickster.deal.rotation
  Scenario: Kitty - three rounds of threes and one of twos, eleven each, then four cards to the kitty
    # Seat 1 deals: packets go to seats 2, 3, 0 and 1 - threes for cards 1-36, twos for cards
    # 37-44; the last four cards (45-48) are the kitty.
    Given the ruleset "trickster-classic-kitty"
    And seat 1 deals
    And the deck, from the top:
      | cards                                    |
      | A♦ 9♠ J♦ 10♣ Q♠ Q♦ Q♣ 9♣ K♣ K♠ J♣ 9♦     |
      | J♠ K♣ A♣ Q♣ 9♣ J♥ 9♥ Q♠ Q♦ 9♠ 10♦ J♥     |
      | K♥ 9♦ A♥ 10♥ 10♣ 10♠ 10♠ J♣ K♦ 10♥ A♠ K♦ |
      | K♥ A♥ J♠ 9♥ J♦ A♦ 10♦ Q♥ A♣ A♠ K♠ Q♥     |
    When the cards are dealt
    # checks: trickster.deal.packets
    Then seat 0 holds "10♠ Q♠ 9♥ A♦ K♦ Q♦ J♦ K♣ Q♣ J♣ 9♣"
    And seat 1 holds "A♠ K♠ 9♠ 10♥ Q♥ J♥ 10♦ 10♦ K♦ 9♦ J♣"
    And seat 2 holds "J♠ 9♠ A♥ A♥ K♥ K♥ A♦ J♦ 9♦ A♣ K♣"
    And seat 3 holds "10♠ Q♠ J♠ 10♥ J♥ 9♥ Q♦ 10♣ 10♣ Q♣ 9♣"
    And the kitty holds "A♠ K♠ Q♥ A♣"
    # checks: trickster.deal.kitty-sizes
    And the stock holds "-" from the top
    # checks: trickster.deal.rotation
    And seat 2 deals the next hand

  # id: cef2e297
  @trickster.deal.hand-sizes @trickster.deal.packets @trickster.deal.starts-left-of-dealer @trickster.deal.rotation
  Scenario: Three players without a kitty - four rounds of fours, sixteen each
    # Seat 2 deals: packets of four go to seats 0, 1 and 2; each row is one round, and the deal
    # passes on to seat 0.
    Given the ruleset "trickster-3-player"
    And seat 2 deals
    And the deck, from the top:
      | cards                                   |
      | J♦ K♠ K♥ Q♠ 9♦ J♣ J♦ 10♦ K♣ 10♠ A♣ Q♣   |
      | 9♣ K♥ J♥ 9♥ 9♣ Q♦ 10♣ Q♥ J♠ A♦ 10♠ 9♦   |
      | 10♣ J♥ 10♥ 10♦ 9♥ 10♥ Q♦ K♣ A♠ Q♠ K♦ K♦ |
      | A♠ Q♥ J♠ K♠ Q♣ A♥ 9♠ A♥ 9♠ A♣ A♦ J♣     |
    When the cards are dealt
    # checks: trickster.deal.packets
    Then seat 0 holds "A♠ K♠ K♠ Q♠ J♠ 10♥ K♥ K♥ Q♥ J♥ J♥ 9♥ 10♦ J♦ 10♣ 9♣"
    And seat 1 holds "9♠ A♥ A♥ 10♥ Q♥ 9♥ 10♦ Q♦ Q♦ J♦ 9♦ 10♣ K♣ Q♣ J♣ 9♣"
    And seat 2 holds "A♠ 10♠ 10♠ Q♠ J♠ 9♠ A♦ A♦ K♦ K♦ 9♦ A♣ A♣ K♣ Q♣ J♣"
    # checks: trickster.deal.hand-sizes
    And the kitty holds "-"
    And the stock holds "-" from the top
    # checks: trickster.deal.rotation
    And seat 0 deals the next hand

  # id: 2ebdaa32
  @trickster.deal.kitty-sizes @trickster.deal.packets @trickster.deal.starts-left-of-dealer @trickster.deal.rotation
  Scenario: Three players with a kitty - five rounds of threes, fifteen each, then three cards to the kitty
    # Seat 1 deals: packets of three go to seats 2, 0 and 1; each full row is one round, and the
    # short last row is the kitty.
    Given the ruleset "trickster-3-player-kitty"
    And seat 1 deals
    And the deck, from the top:
      | cards                         |
      | 10♥ K♦ J♦ J♠ 9♥ 9♣ K♠ 9♦ 9♣   |
      | A♠ 9♦ J♠ 10♣ 9♠ J♥ A♣ J♣ Q♣   |
      | Q♥ 10♣ 9♥ Q♦ 10♠ A♦ 10♥ Q♣ 9♠ |
      | K♥ K♠ K♦ 10♦ J♥ J♦ A♥ Q♠ Q♠   |
      | 10♦ A♣ J♣ K♣ K♥ 10♠ Q♦ K♣ Q♥  |
      | A♥ A♠ A♦                      |
    When the cards are dealt
    # checks: trickster.deal.packets
    Then seat 0 holds "10♠ 10♠ J♠ 9♠ K♥ J♥ J♥ 9♥ A♦ 10♦ Q♦ J♦ 10♣ K♣ 9♣"
    And seat 1 holds "K♠ Q♠ Q♠ 9♠ A♥ 10♥ Q♥ Q♦ 9♦ A♣ K♣ Q♣ Q♣ J♣ 9♣"
    And seat 2 holds "A♠ K♠ J♠ 10♥ K♥ Q♥ 9♥ 10♦ K♦ K♦ J♦ 9♦ A♣ 10♣ J♣"
    And the kitty holds "A♠ A♥ A♦"
    # checks: trickster.deal.kitty-sizes
    And the stock holds "-" from the top
    # checks: trickster.deal.rotation
    And seat 2 deals the next hand

  # id: 4009dab8
  @trickster.deck.double-deck @trickster.deal.double-deck-hand-size @trickster.deal.packets @trickster.deal.starts-left-of-dealer @trickster.deal.rotation
  Scenario: Double deck - five rounds of fours, twenty each
    # Seat 2 deals: packets of four go to seats 3, 0, 1 and 2; each row is one round.
    Given the ruleset "trickster-double-deck"
    And seat 2 deals
    And the deck, from the top:
      | cards                                                |
      | 10♦ K♠ J♣ J♦ Q♠ A♦ 10♣ K♠ J♣ J♥ J♦ A♣ K♣ K♦ J♦ K♣    |
      | Q♣ J♠ A♥ A♦ 10♣ K♦ 10♠ Q♣ Q♥ A♣ A♦ J♠ 10♠ Q♣ A♣ K♣   |
      | Q♠ 10♦ 10♥ J♥ A♥ Q♥ J♦ K♥ A♠ A♦ A♠ Q♥ Q♣ 10♦ Q♥ J♠   |
      | 10♦ K♦ A♠ J♥ 10♣ Q♠ A♥ 10♥ K♦ Q♦ K♥ J♥ Q♠ K♠ K♠ K♥   |
      | A♠ J♣ Q♦ K♥ Q♦ A♥ 10♣ 10♠ A♣ J♠ 10♠ K♣ J♣ Q♦ 10♥ 10♥ |
    When the cards are dealt
    # checks: trickster.deal.packets
    Then seat 0 holds "10♠ 10♠ K♠ Q♠ Q♠ A♥ A♥ A♥ 10♥ K♥ Q♥ A♦ K♦ Q♦ J♦ 10♣ 10♣ 10♣ 10♣ Q♣"
    And seat 1 holds "A♠ A♠ 10♠ J♠ J♠ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ K♦ Q♦ J♦ A♣ A♣ A♣ K♣ J♣"
    And seat 2 holds "10♠ K♠ K♠ Q♠ J♠ 10♥ 10♥ K♥ Q♥ 10♦ K♦ Q♦ J♦ A♣ K♣ K♣ K♣ Q♣ Q♣ J♣"
    And seat 3 holds "A♠ A♠ K♠ Q♠ J♠ A♥ 10♥ K♥ J♥ J♥ A♦ 10♦ 10♦ 10♦ K♦ Q♦ J♦ Q♣ J♣ J♣"
    # checks: trickster.deal.double-deck-hand-size
    And the kitty holds "-"
    And the stock holds "-" from the top
    # checks: trickster.deal.rotation
    And seat 3 deals the next hand

  # The other readings of who receives the first packet (deal.first_packet): the same decks
  # as the first and third scenarios, so each seat holds what another seat held there.

  # id: 0f7c56f7
  @trickster.deal.hand-sizes @trickster.deal.packets @trickster.deal.starts-left-of-dealer @trickster.deal.rotation
  Scenario: Read as the dealer served first - each seat holds what the seat on its left held from the dealer's left
    # Seat 0 deals to itself first: packets of three go to seats 0, 1, 2 and 3, so every seat
    # gets the hand the first scenario gave the seat on its left; the deal still passes left.
    Given the ruleset "trickster-classic" with deal.first_packet set to "dealer"
    And the deck, from the top:
      | cards                                  |
      | 10♣ J♣ J♠ 9♥ 10♠ A♥ Q♠ J♠ Q♥ 10♦ A♣ K♠ |
      | K♥ K♥ A♣ 9♦ 9♣ J♥ 10♥ J♥ K♦ A♠ Q♦ Q♠   |
      | A♦ A♦ K♠ 10♠ Q♣ Q♣ K♦ 9♥ 9♦ A♠ 10♥ J♦  |
      | 10♣ 9♠ J♦ K♣ A♥ Q♦ Q♥ K♣ 9♣ J♣ 10♦ 9♠  |
    When the cards are dealt
    # checks: trickster.deal.starts-left-of-dealer
    Then seat 0 holds "K♠ J♠ 9♠ K♥ K♥ A♦ A♦ J♦ A♣ 10♣ 10♣ J♣"
    And seat 1 holds "10♠ 10♠ A♥ A♥ J♥ 9♥ Q♦ 9♦ K♣ Q♣ Q♣ 9♣"
    And seat 2 holds "Q♠ J♠ 10♥ Q♥ Q♥ J♥ 9♥ K♦ K♦ 9♦ K♣ 9♣"
    And seat 3 holds "A♠ A♠ K♠ Q♠ 9♠ 10♥ 10♦ 10♦ Q♦ J♦ A♣ J♣"
    # checks: trickster.deal.hand-sizes
    And the kitty holds "-"
    And the stock holds "-" from the top
    # checks: trickster.deal.rotation
    And seat 1 deals the next hand

  # id: ec319dc3
  @trickster.deal.kitty-sizes @trickster.deal.packets @trickster.deal.starts-left-of-dealer @trickster.deal.rotation
  Scenario: Read as dealing to the right - the kitty slots stay, the hands of seats 0 and 2 change places
    # Seat 1 deals counterclockwise: packets go to seats 0, 3, 2 and 1, so seat 0 gets what
    # seat 2 got from the dealer's left and seat 2 what seat 0 got; seats 3 and 1 hold the
    # same cards, and the last four cards are still the kitty.
    Given the ruleset "trickster-classic-kitty" with deal.first_packet set to "dealer_right"
    And seat 1 deals
    And the deck, from the top:
      | cards                                    |
      | A♦ 9♠ J♦ 10♣ Q♠ Q♦ Q♣ 9♣ K♣ K♠ J♣ 9♦     |
      | J♠ K♣ A♣ Q♣ 9♣ J♥ 9♥ Q♠ Q♦ 9♠ 10♦ J♥     |
      | K♥ 9♦ A♥ 10♥ 10♣ 10♠ 10♠ J♣ K♦ 10♥ A♠ K♦ |
      | K♥ A♥ J♠ 9♥ J♦ A♦ 10♦ Q♥ A♣ A♠ K♠ Q♥     |
    When the cards are dealt
    # checks: trickster.deal.starts-left-of-dealer
    Then seat 0 holds "J♠ 9♠ A♥ A♥ K♥ K♥ A♦ J♦ 9♦ A♣ K♣"
    And seat 1 holds "A♠ K♠ 9♠ 10♥ Q♥ J♥ 10♦ 10♦ K♦ 9♦ J♣"
    And seat 2 holds "10♠ Q♠ 9♥ A♦ K♦ Q♦ J♦ K♣ Q♣ J♣ 9♣"
    And seat 3 holds "10♠ Q♠ J♠ 10♥ J♥ 9♥ Q♦ 10♣ 10♣ Q♣ 9♣"
    And the kitty holds "A♠ K♠ Q♥ A♣"
    # checks: trickster.deal.kitty-sizes
    And the stock holds "-" from the top
    # checks: trickster.deal.rotation
    And seat 2 deals the next hand

  # id: f0f4d2c9
  @trickster.deal.hand-sizes @trickster.deal.packets @trickster.deal.starts-left-of-dealer @trickster.deal.rotation
  Scenario: Read as the deal passing to the right - the same hands as the first scenario, and seat 3 deals next
    # The other reading of who deals the next hand (deal.rotation): the deal of the first
    # scenario, seat 0 dealing from its left, then the player on its right deals.
    Given the ruleset "trickster-classic" with deal.rotation set to "right"
    And the deck, from the top:
      | cards                                  |
      | 10♣ J♣ J♠ 9♥ 10♠ A♥ Q♠ J♠ Q♥ 10♦ A♣ K♠ |
      | K♥ K♥ A♣ 9♦ 9♣ J♥ 10♥ J♥ K♦ A♠ Q♦ Q♠   |
      | A♦ A♦ K♠ 10♠ Q♣ Q♣ K♦ 9♥ 9♦ A♠ 10♥ J♦  |
      | 10♣ 9♠ J♦ K♣ A♥ Q♦ Q♥ K♣ 9♣ J♣ 10♦ 9♠  |
    When the cards are dealt
    # checks: trickster.deal.packets
    Then seat 0 holds "A♠ A♠ K♠ Q♠ 9♠ 10♥ 10♦ 10♦ Q♦ J♦ A♣ J♣"
    And seat 1 holds "K♠ J♠ 9♠ K♥ K♥ A♦ A♦ J♦ A♣ 10♣ 10♣ J♣"
    And seat 2 holds "10♠ 10♠ A♥ A♥ J♥ 9♥ Q♦ 9♦ K♣ Q♣ Q♣ 9♣"
    And seat 3 holds "Q♠ J♠ 10♥ Q♥ Q♥ J♥ 9♥ K♦ K♦ 9♦ K♣ 9♣"
    # checks: trickster.deal.hand-sizes
    And the kitty holds "-"
    And the stock holds "-" from the top
    # checks: trickster.deal.rotation
    And seat 3 deals the next hand


  # id: 6bbef786
  @trickster.deal.first-dealer
  Scenario: Four players - the cut names no dealer, though one player cuts the only ace
    Given the ruleset "trickster-classic"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | K♠   |
      | 1     | 1    | 10♥  |
      | 1     | 2    | A♦   |
      | 1     | 3    | 9♣   |
    When the players cut for the deal
    Then the cut decides nothing

  # id: 7416c6c5
  @trickster.deal.first-dealer
  Scenario: Four players - a cut where two players tie for the highest card calls for no re-cut
    Given the ruleset "trickster-modern"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | A♠   |
      | 1     | 1    | Q♥   |
      | 1     | 2    | J♦   |
      | 1     | 3    | A♣   |
    When the players cut for the deal
    Then the cut decides nothing

  # id: b14edcc1
  @trickster.deal.first-dealer
  Scenario: Three players - the cut names no dealer
    Given the ruleset "trickster-3-player"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 9♥   |
      | 1     | 1    | A♠   |
      | 1     | 2    | 10♣  |
    When the players cut for the deal
    Then the cut decides nothing

  # id: a09faffa
  @trickster.deal.first-dealer
  Scenario: Three players with a kitty - the cut names no dealer
    Given the ruleset "trickster-3-player-kitty"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | Q♣   |
      | 1     | 1    | J♠   |
      | 1     | 2    | A♥   |
    When the players cut for the deal
    Then the cut decides nothing

  # id: 0dd72522
  @trickster.deal.first-dealer
  Scenario: Kitty - the cut names no dealer
    Given the ruleset "trickster-classic-kitty"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | 10♦  |
      | 1     | 1    | J♣   |
      | 1     | 2    | 9♠   |
      | 1     | 3    | K♥   |
    When the players cut for the deal
    Then the cut decides nothing

  # id: 812585f7
  @trickster.deal.first-dealer
  Scenario: Double deck - the cut names no dealer
    Given the ruleset "trickster-double-deck"
    And the cuts:
      | round | seat | card |
      | 1     | 0    | Q♠   |
      | 1     | 1    | A♥   |
      | 1     | 2    | K♦   |
      | 1     | 3    | J♣   |
    When the players cut for the deal
    Then the cut decides nothing
