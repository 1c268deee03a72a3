@doc-002
Feature: Family 5-handed pinochle: the widow and the bidder's discard (002)
  Main text: after trump is named the bidder takes the five widow cards, everyone melds, and
  the bidder discards five, saying whether any is a trump. He keeps his shown meld unless
  fewer than five cards lie outside it, when he must break some up. The comments change the
  widow to six (96-card game) or three (single-deck games), or do away with it (comment 2).

  # id: 0e29f68a
  @family.widow.bidder-takes-widow @family.discard.after-meld-five
  Scenario: The bidder picks up the widow and may discard the cards it brought
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
      | seat | action                 |
      | 1    | bid 40                 |
      | 2    | pass                   |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 1    | trump ♠                |
      | 1    | discard J♥ J♥ J♥ J♣ J♣ |
      | 1    | play A♠                |
    When the hand is played
    # checks: family.widow.bidder-takes-widow
    Then every action is accepted
    And the hand has no final score

  # Everyone lays down meld once the bidder has the widow, before his discard (002, main
  # text: widow, meld, then discard). Only the cards of a meld are shown, one copy of a card
  # where one is enough: seat 0 shows one of his two hearts aces (aces around) and one of his
  # two clubs kings (the marriage); seat 2 one of his three spades kings (the trump marriage
  # with his only spades queen); seat 4 one of his two clubs queens (queens around).
  # id: c4bba3b9
  @family.widow.bidder-takes-widow @family.discard.after-meld-five @family.meld.everyone-lays-down
  Scenario: Each player lays down only the cards of his meld, one copy where one is enough
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
      | seat | action                 |
      | 1    | bid 40                 |
      | 2    | pass                   |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 1    | trump ♠                |
      | 1    | discard J♥ J♥ J♥ J♣ J♣ |
      | 1    | play A♠                |
    When the hand is played
    # checks: family.discard.after-meld-five
    Then every action is accepted
    # checks: family.meld.everyone-lays-down
    And seat 0 shows the meld "A♠ A♥ A♦ A♣ K♣ Q♣" after action 6
    And seat 1 shows the meld "A♠ 10♠ K♠ Q♠ J♠ A♥ K♥ A♦ K♦ A♣ K♣" after action 6
    And seat 2 shows the meld "K♠ Q♠ K♦ Q♦" after action 6
    And seat 3 shows no meld
    And seat 4 shows the meld "Q♠ Q♠ J♦ J♦ K♥ Q♥ K♦ Q♦ Q♣" after action 6

  # The same deal under Michigan rules with diamonds trump: every player still lays down his
  # meld after trump and before the discard, the bidder's side and the others alike. The
  # bidder (seat 1, widow taken) has no run without a queen of diamonds, so he shows one of
  # each ace (aces around), one of each king (kings around) and Q♠ for the spades marriage;
  # seat 2's marriage in trump is now diamonds; seat 3 melds nothing.
  # id: f5ee8d7a
  @family.widow.bidder-takes-widow @family.discard.after-meld-five @family.meld.everyone-lays-down
  Scenario: Every player, bidder's side or not, lays down his meld between trump and the discard
    Given the ruleset "family-5-michigan"
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ 10♠ A♥ A♥ K♥ A♦ 10♦ Q♦ J♦ J♦ A♣ 10♣ K♣ K♣ Q♣   |
      | 1     | A♠ A♠ 10♠ K♠ Q♠ J♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ K♣  |
      | 2     | A♠ K♠ K♠ K♠ Q♠ J♠ 10♥ Q♥ Q♥ Q♥ A♦ K♦ K♦ Q♦ K♣     |
      | 3     | 10♠ 10♠ J♠ A♥ 10♥ 10♥ K♥ J♥ A♦ Q♦ A♣ 10♣ Q♣ J♣ J♣ |
      | 4     | Q♠ Q♠ J♠ K♥ Q♥ 10♦ 10♦ K♦ Q♦ J♦ J♦ A♣ 10♣ Q♣ Q♣   |
      | kitty | J♥ J♥ J♥ J♣ J♣                                    |
    And the actions:
      | seat | action                 |
      | 1    | bid 40                 |
      | 2    | pass                   |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 1    | trump ♦                |
      | 1    | discard J♥ J♥ J♥ J♣ J♣ |
      | 1    | play A♦                |
    When the hand is played
    # checks: family.discard.after-meld-five
    Then every action is accepted
    # checks: family.meld.everyone-lays-down
    And seat 0 shows the meld "A♠ A♥ A♦ A♣ K♣ Q♣" after action 6
    And seat 1 shows the meld "A♠ A♥ A♦ A♣ K♠ K♥ K♦ K♣ Q♠" after action 6
    And seat 2 shows the meld "K♠ Q♠ K♦ Q♦" after action 6
    And seat 3 shows no meld
    And seat 4 shows the meld "Q♠ Q♠ J♦ J♦ K♥ Q♥ K♦ Q♦ Q♣" after action 6

  # id: ec9e7f4d
  @family.widow.after-trump
  Scenario: Trump is named before the bidder takes up the widow and discards
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
      | seat | action                    |
      | 1    | bid 40                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | discard 10♥ K♥ 10♦ K♦ 10♣ |
    When the hand is played
    Then action 6 is rejected with rule "phase.expected-trump"

  # The same deal in the right order (002, main text, partner: trump is named first, and
  # only then does the bidder take up the widow): once seat 1 has named spades he takes the
  # widow in, discards, and leads.
  # id: 7146dbdf
  @family.widow.after-trump
  Scenario: Once trump is named the bidder takes up the widow and discards from it
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
      | seat | action                  |
      | 1    | bid 40                  |
      | 2    | pass                    |
      | 3    | pass                    |
      | 4    | pass                    |
      | 0    | pass                    |
      | 1    | trump ♠                 |
      | 1    | discard 10♥ J♥ J♥ J♣ J♣ |
      | 1    | play A♠                 |
    When the hand is played
    Then every action is accepted

  # The same deal: seat 1 holds the bid, so seat 2, who passed, may not name trump (002,
  # main text: the bidder names trump).
  # id: 0cf3e563
  @family.widow.after-trump
  Scenario: A player who did not win the bid may not name trump
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
      | seat | action  |
      | 1    | bid 40  |
      | 2    | pass    |
      | 3    | pass    |
      | 4    | pass    |
      | 0    | pass    |
      | 2    | trump ♠ |
    When the hand is played
    Then action 6 is rejected with rule "turn.out-of-turn"

  # id: 74da2e3a
  @family.discard.after-meld-five
  Scenario: The bidder discards before the first card is led
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
      | seat | action  |
      | 1    | bid 40  |
      | 2    | pass    |
      | 3    | pass    |
      | 4    | pass    |
      | 0    | pass    |
      | 1    | trump ♠ |
      | 1    | play A♠ |
    When the hand is played
    Then action 7 is rejected with rule "phase.expected-discard"

  # id: 9cb9445e
  @family.discard.after-meld-five
  Scenario: The bidder must discard exactly five cards, not four
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
      | seat | action              |
      | 1    | bid 40              |
      | 2    | pass                |
      | 3    | pass                |
      | 4    | pass                |
      | 0    | pass                |
      | 1    | trump ♠             |
      | 1    | discard J♣ J♣ J♥ J♥ |
    When the hand is played
    Then action 7 is rejected with rule "discard.wrong-count"

  # id: 110b94f3
  @family.discard.after-meld-five
  Scenario: The bidder may not discard six cards
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
      | seat | action                    |
      | 1    | bid 40                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♠                   |
      | 1    | discard J♣ J♣ J♥ J♥ J♥ A♥ |
    When the hand is played
    Then action 7 is rejected with rule "discard.wrong-count"

  # id: 2aedffce
  @family.discard.after-meld-five
  Scenario: The bidder cannot discard a card that is neither in the hand nor in the widow
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
      | seat | action                 |
      | 1    | bid 40                 |
      | 2    | pass                   |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 1    | trump ♠                |
      | 1    | discard J♣ J♣ J♥ J♥ Q♣ |
    When the hand is played
    Then action 7 is rejected with rule "discard.card-not-held"

  # id: 37bb0e1f
  @family.discard.meld-card
  Scenario: The bidder may not discard a card of his meld while five cards outside it are left
    Given the ruleset "family-5-shore" with kitty.discard.may_discard_meld set to false
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ 10♠ A♥ A♥ K♥ A♦ 10♦ Q♦ J♦ J♦ A♣ 10♣ K♣ K♣ Q♣   |
      | 1     | A♠ A♠ 10♠ K♠ Q♠ J♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ K♣  |
      | 2     | A♠ K♠ K♠ K♠ Q♠ J♠ 10♥ Q♥ Q♥ Q♥ A♦ K♦ K♦ Q♦ K♣     |
      | 3     | 10♠ 10♠ J♠ A♥ 10♥ 10♥ K♥ J♥ A♦ Q♦ A♣ 10♣ Q♣ J♣ J♣ |
      | 4     | Q♠ Q♠ J♠ K♥ Q♥ 10♦ 10♦ K♦ Q♦ J♦ J♦ A♣ 10♣ Q♣ Q♣   |
      | kitty | J♥ J♥ J♥ J♣ J♣                                    |
    And the actions:
      | seat | action                 |
      | 1    | bid 40                 |
      | 2    | pass                   |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 1    | trump ♠                |
      | 1    | discard J♣ J♣ J♥ J♥ J♠ |
    When the hand is played
    Then action 7 is rejected with rule "discard.meld-card"

  # The same deal: seat 1's meld (a run of spades, aces and kings around) needs one ace of
  # spades; his second is no part of it (002, main text, discard and play: the bidder keeps
  # the meld he has shown). He may lay the spare ace away with four widow jacks, telling
  # the table that he discarded a trump.
  # id: af67b917
  @family.discard.meld-card @family.discard.trump-allowed-announced
  Scenario: The bidder may discard a second copy of a card his meld needs only once
    Given the ruleset "family-5-shore" with kitty.discard.may_discard_meld set to false
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ 10♠ A♥ A♥ K♥ A♦ 10♦ Q♦ J♦ J♦ A♣ 10♣ K♣ K♣ Q♣   |
      | 1     | A♠ A♠ 10♠ K♠ Q♠ J♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ K♣  |
      | 2     | A♠ K♠ K♠ K♠ Q♠ J♠ 10♥ Q♥ Q♥ Q♥ A♦ K♦ K♦ Q♦ K♣     |
      | 3     | 10♠ 10♠ J♠ A♥ 10♥ 10♥ K♥ J♥ A♦ Q♦ A♣ 10♣ Q♣ J♣ J♣ |
      | 4     | Q♠ Q♠ J♠ K♥ Q♥ 10♦ 10♦ K♦ Q♦ J♦ J♦ A♣ 10♣ Q♣ Q♣   |
      | kitty | J♥ J♥ J♥ J♣ J♣                                    |
    And the actions:
      | seat | action                 |
      | 1    | bid 40                 |
      | 2    | pass                   |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 1    | trump ♠                |
      | 1    | discard A♠ J♥ J♥ J♥ J♣ |
      | 1    | announce trump         |
      | 1    | play A♠                |
    When the hand is played
    # checks: family.discard.meld-card
    Then every action is accepted

  # id: aa89de71
  @family.discard.break-meld-when-needed
  Scenario: A bidder whose twenty cards leave fewer than five outside the meld must break up meld to discard
    Given the ruleset "family-5-shore" with kitty.discard.may_discard_meld set to false
    And the deal:
      | seat  | cards                                            |
      | 0     | A♠ 10♠ 10♠ K♠ Q♠ J♠ 10♥ K♥ Q♥ A♦ 10♦ K♦ Q♦ K♣ Q♣ |
      | 1     | A♠ K♠ Q♠ J♠ A♥ K♥ Q♥ J♥ A♦ K♦ Q♦ J♦ A♣ K♣ Q♣     |
      | 2     | 10♠ K♠ J♠ A♥ Q♥ J♥ 10♦ 10♦ K♦ K♦ J♦ J♦ 10♣ Q♣ J♣ |
      | 3     | A♠ A♥ 10♥ K♥ K♥ J♥ A♦ Q♦ J♦ A♣ A♣ 10♣ K♣ Q♣ J♣   |
      | 4     | A♠ K♠ Q♠ Q♠ J♠ A♥ 10♥ Q♥ J♥ A♦ Q♦ A♣ 10♣ K♣ J♣   |
      | kitty | 10♠ 10♥ 10♦ 10♣ J♣                               |
    And the actions:
      | seat | action                    |
      | 1    | bid 40                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♠                   |
      | 1    | discard 10♥ 10♦ 10♣ K♣ Q♣ |
      | 1    | play A♠                   |
    When the hand is played
    Then every action is accepted

  # 002, main text, discard and play: a bidder who cannot leave five cards outside his meld
  # has to break some up. Seat 1's twenty cards (with the widow) hold a double run in trump
  # and double aces around; only the four plain tens are outside the meld, so the fifth card
  # laid away must be meld, here an ace of spades. The same in spades below: there the
  # trump tens are in the run and the hearts tens are the plain ones.
  # id: 44600250
  @family.discard.break-meld-when-needed
  Scenario: A bidder with a double run in hearts and only four plain tens outside his meld lays away an ace with them
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                            |
      | 0     | 10♠ 10♠ K♠ K♠ Q♠ A♥ K♥ Q♥ A♦ A♦ 10♦ J♦ 10♣ K♣ Q♣ |
      | 1     | A♠ 10♠ A♥ A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♣ |
      | 2     | A♠ Q♠ J♠ 10♥ 10♥ K♥ 10♦ K♦ K♦ Q♦ J♦ A♣ Q♣ J♣ J♣ |
      | 3     | K♠ Q♠ J♠ J♠ J♥ J♥ K♦ J♦ A♣ 10♣ 10♣ K♣ K♣ K♣ J♣ |
      | 4     | A♠ K♠ Q♠ J♠ A♥ Q♥ 10♦ K♦ Q♦ Q♦ Q♦ J♦ Q♣ Q♣ J♣ |
      | kitty | A♠ 10♠ 10♥ A♣ A♣                               |
    And the actions:
      | seat | action                     |
      | 1    | bid 40                     |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | discard 10♠ 10♠ 10♦ 10♣ A♠ |
      | 1    | play A♥                    |
    When the hand is played
    Then every action is accepted

  # id: c6ed78ce
  @family.discard.break-meld-when-needed
  Scenario: A bidder with a double run in spades and only four plain tens outside his meld lays away an ace with them
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                            |
      | 0     | 10♠ 10♠ Q♠ Q♠ A♥ K♥ Q♥ J♥ A♦ A♦ 10♦ J♦ 10♣ K♣ Q♣ |
      | 1     | A♠ A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ 10♥ A♦ A♦ 10♦ 10♣ |
      | 2     | A♠ A♥ 10♥ Q♥ Q♥ Q♥ 10♦ K♦ K♦ Q♦ J♦ A♣ Q♣ J♣ J♣ |
      | 3     | K♠ J♠ 10♥ K♥ J♥ J♥ K♦ J♦ A♣ 10♣ 10♣ K♣ K♣ K♣ J♣ |
      | 4     | A♠ K♠ J♠ K♥ K♥ J♥ 10♦ K♦ Q♦ Q♦ Q♦ J♦ Q♣ Q♣ J♣ |
      | kitty | 10♠ A♥ 10♥ A♣ A♣                               |
    And the actions:
      | seat | action                     |
      | 1    | bid 40                     |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♠                    |
      | 1    | discard 10♥ 10♥ 10♦ 10♣ A♥ |
      | 1    | play A♠                    |
    When the hand is played
    Then every action is accepted

  # The hand above played out: seat 1's meld is what his twenty cards keep after the discard,
  # the double run and single aces around (30 + 10); the second ace of spades, laid away,
  # no longer counts (002, main text: the bidder must remove meld to discard; the reading
  # that meld is counted on the kept hand). His partner, seat 4 (the next holder of the
  # trump ace to his left), adds his own meld.
  # id: 75d06ea8
  @family.discard.break-meld-when-needed @family.meld.counted-after-discard @family.play.identical-first-wins @family.play.no-heading @family.scoring.discard-counters @family.meld.doubles-score-as-singles @family.meld.run-holds-its-marriage
  Scenario: A bidder forced to lay away an ace of his aces around scores only the meld he keeps
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                            |
      | 0     | 10♠ 10♠ K♠ K♠ Q♠ A♥ K♥ Q♥ A♦ A♦ 10♦ J♦ 10♣ K♣ Q♣ |
      | 1     | A♠ 10♠ A♥ A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♣ |
      | 2     | A♠ Q♠ J♠ 10♥ 10♥ K♥ 10♦ K♦ K♦ Q♦ J♦ A♣ Q♣ J♣ J♣  |
      | 3     | K♠ Q♠ J♠ J♠ J♥ J♥ K♦ J♦ A♣ 10♣ 10♣ K♣ K♣ K♣ J♣   |
      | 4     | A♠ K♠ Q♠ J♠ A♥ Q♥ 10♦ K♦ Q♦ Q♦ Q♦ J♦ Q♣ Q♣ J♣    |
      | kitty | A♠ 10♠ 10♥ A♣ A♣                                 |
    And the actions:
      | seat | action                     |
      | 1    | bid 40                     |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | discard 10♠ 10♠ 10♦ 10♣ A♠ |
      | 1    | play A♥                    |
      | 2    | play 10♥                   |
      | 3    | play J♥                    |
      | 4    | play Q♥                    |
      | 0    | play A♥                    |
      | 1    | play Q♥                    |
      | 2    | play K♥                    |
      | 3    | play J♥                    |
      | 4    | play A♥                    |
      | 0    | play K♥                    |
      | 4    | play Q♦                    |
      | 0    | play J♦                    |
      | 1    | play A♦                    |
      | 2    | play Q♦                    |
      | 3    | play J♦                    |
      | 1    | play Q♥                    |
      | 2    | play 10♥                   |
      | 3    | play K♠                    |
      | 4    | play K♦                    |
      | 0    | play Q♥                    |
      | 2    | play J♦                    |
      | 3    | play K♦                    |
      | 4    | play Q♦                    |
      | 0    | play A♦                    |
      | 1    | play A♦                    |
      | 0    | play A♦                    |
      | 1    | play 10♥                   |
      | 2    | play 10♦                   |
      | 3    | play J♠                    |
      | 4    | play Q♦                    |
      | 1    | play A♥                    |
      | 2    | play Q♠                    |
      | 3    | play K♣                    |
      | 4    | play J♦                    |
      | 0    | play 10♣                   |
      | 1    | play A♣                    |
      | 2    | play A♣                    |
      | 3    | play J♣                    |
      | 4    | play J♣                    |
      | 0    | play Q♣                    |
      | 1    | play A♣                    |
      | 2    | play J♣                    |
      | 3    | play 10♣                   |
      | 4    | play Q♣                    |
      | 0    | play K♣                    |
      | 1    | play J♥                    |
      | 2    | play Q♣                    |
      | 3    | play K♣                    |
      | 4    | play K♠                    |
      | 0    | play 10♦                   |
      | 1    | play K♥                    |
      | 2    | play J♣                    |
      | 3    | play K♣                    |
      | 4    | play Q♣                    |
      | 0    | play K♠                    |
      | 1    | play J♥                    |
      | 2    | play J♠                    |
      | 3    | play A♣                    |
      | 4    | play 10♦                   |
      | 0    | play K♠                    |
      | 1    | play K♥                    |
      | 2    | play A♠                    |
      | 3    | play J♠                    |
      | 4    | play J♠                    |
      | 0    | play 10♠                   |
      | 1    | play 10♥                   |
      | 2    | play K♦                    |
      | 3    | play 10♣                   |
      | 4    | play Q♠                    |
      | 0    | play Q♠                    |
      | 1    | play A♠                    |
      | 2    | play K♦                    |
      | 3    | play Q♠                    |
      | 4    | play A♠                    |
      | 0    | play 10♠                   |
    When the hand is played
    # checks: family.discard.break-meld-when-needed
    Then every action is accepted
    # checks: family.meld.counted-after-discard
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 1 and 4    | 54   | 44           | 98    |
      | seats 0, 2 and 3 | 28   | 6            | 34    |

  # 002, main text, discard and play: the bidder keeps his meld while five cards outside it
  # are left. Seat 1's twenty cards, hearts trump: aces and jacks around, the pinochle and two
  # club marriages and a diamond one. Outside them lie exactly five cards, and only two are
  # plain tens: the second ace of spades (the first lowest card of the hand), the ten of
  # trump (no run), the plain tens of spades and clubs and the second jack of clubs (the
  # last). Those five must go; the queen of spades of the pinochle may not.
  # id: 9ff3b123
  @family.discard.meld-card @family.discard.after-meld-five
  Scenario: A bidder with exactly five cards outside his meld, mostly not plain tens, may not discard meld
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | K♠ Q♠ Q♠ 10♥ Q♥ J♥ A♦ 10♦ 10♦ Q♦ Q♦ J♦ A♣ K♣ K♣   |
      | 1     | A♠ 10♠ Q♠ J♠ A♥ 10♥ J♥ A♦ K♦ Q♦ J♦ A♣ 10♣ K♣ Q♣   |
      | 2     | 10♠ 10♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ Q♥ 10♦ J♦ A♣ Q♣ J♣ J♣ |
      | 3     | A♠ K♠ K♠ K♠ Q♠ J♠ A♥ K♥ K♥ Q♥ J♥ A♦ 10♦ K♦ 10♣    |
      | 4     | A♠ 10♠ A♥ A♥ K♥ J♥ A♦ K♦ K♦ Q♦ J♦ A♣ 10♣ 10♣ Q♣   |
      | kitty | A♠ K♣ Q♣ J♣ J♣                                    |
    And the actions:
      | seat | action                     |
      | 1    | bid 40                     |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | discard 10♠ 10♥ 10♣ A♠ Q♠  |
    When the hand is played
    # checks: family.discard.meld-card
    Then action 7 is rejected with rule "discard.meld-card"

  # id: 57748b82
  @family.discard.meld-card @family.discard.after-meld-five @family.discard.trump-allowed-announced
  Scenario: The same bidder discards exactly the five cards outside his meld
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | K♠ Q♠ Q♠ 10♥ Q♥ J♥ A♦ 10♦ 10♦ Q♦ Q♦ J♦ A♣ K♣ K♣   |
      | 1     | A♠ 10♠ Q♠ J♠ A♥ 10♥ J♥ A♦ K♦ Q♦ J♦ A♣ 10♣ K♣ Q♣   |
      | 2     | 10♠ 10♠ J♠ J♠ 10♥ 10♥ K♥ Q♥ Q♥ 10♦ J♦ A♣ Q♣ J♣ J♣ |
      | 3     | A♠ K♠ K♠ K♠ Q♠ J♠ A♥ K♥ K♥ Q♥ J♥ A♦ 10♦ K♦ 10♣    |
      | 4     | A♠ 10♠ A♥ A♥ K♥ J♥ A♦ K♦ K♦ Q♦ J♦ A♣ 10♣ 10♣ Q♣   |
      | kitty | A♠ K♣ Q♣ J♣ J♣                                    |
    And the actions:
      | seat | action                     |
      | 1    | bid 40                     |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | discard A♠ 10♠ 10♥ 10♣ J♣  |
      | 1    | announce trump             |
      | 1    | play A♥                    |
    When the hand is played
    # checks: family.discard.meld-card
    Then every action is accepted

  # 002, main text, discard and play: meld has to be broken up only by a bidder who cannot
  # leave five cards out of it. This bidder's twenty cards (seat 1 with the widow's five
  # tens) meld all but those five tens: a run of spades, aces, kings and queens around, the
  # three other marriages and a pinochle. Exactly five lie outside, so he must lay those
  # away and may not give up his pinochle jack instead of one of them.
  # id: b4abb08d
  @family.discard.break-meld-when-needed
  Scenario: A bidder with exactly five cards outside his meld may not break it up to discard
    Given the ruleset "family-5-shore" with kitty.discard.may_discard_meld set to false
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ K♠ Q♠ Q♠ J♠ A♥ 10♥ Q♥ J♥ A♦ Q♦ A♣ K♣ Q♣ J♣   |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ A♥ K♥ Q♥ A♦ K♦ Q♦ J♦ A♣ K♣ Q♣   |
      | 2     | A♠ A♥ 10♥ K♥ K♥ J♥ A♦ Q♦ J♦ A♣ 10♣ 10♣ K♣ J♣ J♣ |
      | 3     | 10♠ K♠ J♠ A♥ J♥ J♥ 10♦ K♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 4     | A♠ 10♠ 10♠ K♠ Q♠ J♠ K♥ Q♥ Q♥ A♦ 10♦ K♦ J♦ K♣ Q♣ |
      | kitty | 10♥ 10♥ 10♦ 10♦ 10♣                             |
    And the actions:
      | seat | action                     |
      | 1    | bid 40                     |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♠                    |
      | 1    | discard 10♥ 10♥ 10♦ 10♦ J♦ |
    When the hand is played
    Then action 7 is rejected with rule "discard.meld-card"

  # id: e3c2cfc2
  @family.discard.trump-allowed-announced
  Scenario: The bidder may discard a trump that is not part of his meld
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ A♠ 10♠ Q♠ A♥ K♥ Q♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣  |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ J♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ K♣  |
      | 2     | A♠ K♠ J♠ 10♥ K♥ Q♥ J♥ K♦ K♦ Q♦ J♦ K♣ Q♣ Q♣ Q♣     |
      | 3     | 10♠ K♠ Q♠ J♠ A♥ K♥ Q♥ A♦ A♦ J♦ A♣ A♣ 10♣ Q♣ J♣    |
      | 4     | 10♠ K♠ Q♠ A♥ 10♥ 10♥ Q♥ 10♦ 10♦ Q♦ Q♦ J♦ A♣ K♣ J♣ |
      | kitty | J♥ J♥ J♥ J♣ J♣                                    |
    And the actions:
      | seat | action                 |
      | 1    | bid 40                 |
      | 2    | pass                   |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 1    | trump ♠                |
      | 1    | discard J♠ J♣ J♣ J♥ J♥ |
      | 1    | announce trump         |
      | 1    | play A♠                |
    When the hand is played
    Then every action is accepted

  # id: cb87513a
  @family.deal.no-widow-all-dealt
  Scenario: With no widow there is no discard: the bidder leads at once
    Given the ruleset "family-5-no-widow"
    And seat 2 deals
    And the deal:
      | seat | cards                                                 |
      | 0    | 10♠ Q♠ J♠ 10♥ Q♥ J♥ J♥ 10♦ K♦ K♦ Q♦ A♣ A♣ 10♣ 10♣ 10♣ |
      | 1    | 10♠ 10♠ K♠ J♠ A♥ K♥ Q♥ Q♥ Q♥ A♦ 10♦ J♦ J♦ K♣ Q♣ Q♣    |
      | 2    | A♠ A♠ Q♠ J♠ A♥ A♥ 10♥ K♥ J♥ A♦ K♦ Q♦ K♣ J♣ J♣ J♣      |
      | 3    | A♠ 10♠ K♠ Q♠ J♠ A♥ 10♥ 10♦ Q♦ Q♦ J♦ A♣ A♣ K♣ Q♣ J♣    |
      | 4    | A♠ K♠ K♠ Q♠ 10♥ K♥ K♥ J♥ A♦ A♦ 10♦ K♦ J♦ 10♣ K♣ Q♣    |
    And the actions:
      | seat | action                  |
      | 3    | pass                    |
      | 4    | bid 40                  |
      | 0    | pass                    |
      | 1    | pass                    |
      | 2    | pass                    |
      | 4    | trump ♦                 |
      | 4    | alone                   |
      | 4    | discard A♠ K♠ K♠ Q♠ 10♥ |
    When the hand is played
    Then action 8 is rejected with rule "phase.expected-play"

  # id: a5fcbc5c
  @family.widow.ninety-six-six-cards
  Scenario: In the 96-card game the bidder discards six cards, not five
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                     |
      | 0     | 10♠ 10♠ K♠ K♠ 9♠ 9♠ A♥ K♥ Q♥ 9♥ 9♥ A♦ 10♦ J♦ A♣ 10♣ Q♣ Q♣ |
      | 1     | A♠ A♠ 9♠ 10♥ 10♥ K♥ J♥ A♦ 10♦ K♦ K♦ J♦ 9♦ K♣ Q♣ J♣ 9♣ 9♣  |
      | 2     | K♠ 9♠ A♥ 10♥ K♥ K♥ Q♥ J♥ K♦ Q♦ 9♦ 9♦ 10♣ 10♣ 10♣ K♣ K♣ J♣ |
      | 3     | Q♠ Q♠ J♠ J♠ A♥ 10♥ Q♥ Q♥ J♥ 9♥ A♦ 10♦ Q♦ J♦ J♦ 9♦ J♣ 9♣   |
      | 4     | A♠ 10♠ 10♠ K♠ Q♠ Q♠ J♠ J♠ A♥ J♥ 9♥ A♦ 10♦ K♦ A♣ A♣ Q♣ 9♣  |
      | kitty | A♠ Q♦ Q♦ A♣ K♣ J♣                                         |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | pass                   |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 0    | trump ♣                |
      | 0    | alone                  |
      | 0    | discard 9♠ 9♠ 9♥ 9♥ J♦ |
    When the hand is played
    Then action 8 is rejected with rule "discard.wrong-count"

  # id: 80516045
  @family.widow.ninety-six-six-cards
  Scenario: In the 96-card game the bidder may not discard seven cards
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                     |
      | 0     | 10♠ 10♠ K♠ K♠ 9♠ 9♠ A♥ K♥ Q♥ 9♥ 9♥ A♦ 10♦ J♦ A♣ 10♣ Q♣ Q♣ |
      | 1     | A♠ A♠ 9♠ 10♥ 10♥ K♥ J♥ A♦ 10♦ K♦ K♦ J♦ 9♦ K♣ Q♣ J♣ 9♣ 9♣  |
      | 2     | K♠ 9♠ A♥ 10♥ K♥ K♥ Q♥ J♥ K♦ Q♦ 9♦ 9♦ 10♣ 10♣ 10♣ K♣ K♣ J♣ |
      | 3     | Q♠ Q♠ J♠ J♠ A♥ 10♥ Q♥ Q♥ J♥ 9♥ A♦ 10♦ Q♦ J♦ J♦ 9♦ J♣ 9♣   |
      | 4     | A♠ 10♠ 10♠ K♠ Q♠ Q♠ J♠ J♠ A♥ J♥ 9♥ A♦ 10♦ K♦ A♣ A♣ Q♣ 9♣  |
      | kitty | A♠ Q♦ Q♦ A♣ K♣ J♣                                         |
    And the actions:
      | seat | action                       |
      | 1    | pass                         |
      | 2    | pass                         |
      | 3    | pass                         |
      | 4    | pass                         |
      | 0    | pass                         |
      | 0    | trump ♣                      |
      | 0    | alone                        |
      | 0    | discard 9♠ 9♠ 9♥ 9♥ J♦ Q♦ Q♦ |
    When the hand is played
    Then action 8 is rejected with rule "discard.wrong-count"

  # id: 7109d099
  @family.discard.cutthroat-three
  Scenario: In the cut-throat game the bidder discards three cards, not two
    Given the ruleset "family-5-cutthroat"
    And the deal:
      | seat  | cards                         |
      | 0     | 10♠ K♥ Q♥ A♦ A♦ 10♦ Q♦ Q♦ J♦  |
      | 1     | Q♠ J♠ A♥ Q♥ 9♥ 9♦ A♣ K♣ Q♣    |
      | 2     | 10♠ K♠ J♠ K♥ K♦ 9♦ 10♣ 10♣ K♣ |
      | 3     | K♠ 9♠ 9♠ 10♥ J♥ 10♦ Q♣ J♣ 9♣  |
      | 4     | A♠ Q♠ A♥ 10♥ J♥ 9♥ K♦ J♣ 9♣   |
      | kitty | A♠ J♦ A♣                      |
    And the actions:
      | seat | action        |
      | 1    | pass          |
      | 2    | pass          |
      | 3    | pass          |
      | 4    | pass          |
      | 0    | pass          |
      | 0    | trump ♥       |
      | 0    | discard J♦ J♦ |
    When the hand is played
    Then action 7 is rejected with rule "discard.wrong-count"

  # The same deal: the cut-throat bidder lays away exactly three (002, college comment),
  # so four cards are refused as well as two.
  # id: 3455539b
  @family.discard.cutthroat-three
  Scenario: In the cut-throat game the bidder may not discard four cards
    Given the ruleset "family-5-cutthroat"
    And the deal:
      | seat  | cards                         |
      | 0     | 10♠ K♥ Q♥ A♦ A♦ 10♦ Q♦ Q♦ J♦  |
      | 1     | Q♠ J♠ A♥ Q♥ 9♥ 9♦ A♣ K♣ Q♣    |
      | 2     | 10♠ K♠ J♠ K♥ K♦ 9♦ 10♣ 10♣ K♣ |
      | 3     | K♠ 9♠ 9♠ 10♥ J♥ 10♦ Q♣ J♣ 9♣  |
      | 4     | A♠ Q♠ A♥ 10♥ J♥ 9♥ K♦ J♣ 9♣   |
      | kitty | A♠ J♦ A♣                      |
    And the actions:
      | seat | action              |
      | 1    | pass                |
      | 2    | pass                |
      | 3    | pass                |
      | 4    | pass                |
      | 0    | pass                |
      | 0    | trump ♥             |
      | 0    | discard Q♦ Q♦ J♦ J♦ |
    When the hand is played
    Then action 7 is rejected with rule "discard.wrong-count"

  # The bidder must tell the others when he discards trump (002, main text, discard and
  # play). In a transcript he says so with `announce trump` right after the discard; a
  # bidder who goes on without it is refused with discard.trump-not-announced. A discard
  # without trump needs no announcement.

  # id: b4f14634
  @family.discard.trump-allowed-announced
  Scenario: A bidder who discards a trump and leads without telling the table is refused
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ A♠ 10♠ Q♠ A♥ K♥ Q♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣  |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ J♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ K♣  |
      | 2     | A♠ K♠ J♠ 10♥ K♥ Q♥ J♥ K♦ K♦ Q♦ J♦ K♣ Q♣ Q♣ Q♣     |
      | 3     | 10♠ K♠ Q♠ J♠ A♥ K♥ Q♥ A♦ A♦ J♦ A♣ A♣ 10♣ Q♣ J♣    |
      | 4     | 10♠ K♠ Q♠ A♥ 10♥ 10♥ Q♥ 10♦ 10♦ Q♦ Q♦ J♦ A♣ K♣ J♣ |
      | kitty | J♥ J♥ J♥ J♣ J♣                                    |
    And the actions:
      | seat | action                 |
      | 1    | bid 40                 |
      | 2    | pass                   |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 1    | trump ♠                |
      | 1    | discard J♠ J♣ J♣ J♥ J♥ |
      | 1    | play A♠                |
    When the hand is played
    Then action 8 is rejected with rule "discard.trump-not-announced"

  # id: fecf2b37
  @family.discard.trump-allowed-announced
  Scenario: A bidder whose discard holds no trump leads at once without an announcement
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ A♠ 10♠ Q♠ A♥ K♥ Q♥ A♦ 10♦ K♦ Q♦ J♦ 10♣ 10♣ K♣  |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ J♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ K♣  |
      | 2     | A♠ K♠ J♠ 10♥ K♥ Q♥ J♥ K♦ K♦ Q♦ J♦ K♣ Q♣ Q♣ Q♣     |
      | 3     | 10♠ K♠ Q♠ J♠ A♥ K♥ Q♥ A♦ A♦ J♦ A♣ A♣ 10♣ Q♣ J♣    |
      | 4     | 10♠ K♠ Q♠ A♥ 10♥ 10♥ Q♥ 10♦ 10♦ Q♦ Q♦ J♦ A♣ K♣ J♣ |
      | kitty | J♥ J♥ J♥ J♣ J♣                                    |
    And the actions:
      | seat | action                 |
      | 1    | bid 40                 |
      | 2    | pass                   |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 1    | trump ♠                |
      | 1    | discard J♣ J♣ J♥ J♥ J♥ |
      | 1    | play A♠                |
    When the hand is played
    Then every action is accepted

  # What the table sees of the widow (002): in the 96-card game the bid winner turns the six
  # widow cards face up for everyone; in the cut-throat game nobody sees the kitty.

  # id: 4fb2fefa
  @family.widow.ninety-six-six-cards
  Scenario: 96-card game - the bid winner turns the six widow cards face up for every player
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                    |
      | 0     | A♠ 10♠ K♠ K♠ A♥ K♥ K♥ Q♥ J♥ 9♥ J♦ A♣ 10♣ K♣ J♣ J♣ J♣ 9♣ |
      | 1     | A♠ K♠ J♠ 9♠ A♥ 10♥ Q♥ J♥ A♦ 10♦ 10♦ 10♦ K♦ Q♦ 9♦ 9♦ 9♦ Q♣ |
      | 2     | A♠ 10♠ 10♠ Q♠ J♠ A♥ K♥ Q♥ 9♥ A♦ Q♦ 9♦ A♣ K♣ Q♣ Q♣ Q♣ 9♣ |
      | 3     | A♠ K♠ J♠ 9♠ 9♠ Q♥ J♥ A♦ Q♦ J♦ J♦ A♣ 10♣ 10♣ K♣ K♣ 9♣ 9♣ |
      | 4     | 10♠ Q♠ Q♠ Q♠ 9♠ 10♥ 10♥ K♥ J♥ 9♥ 9♥ A♦ 10♦ K♦ K♦ Q♦ A♣ J♣ |
      | kitty | J♠ A♥ 10♥ K♦ J♦ 10♣                                      |
    And the actions:
      | seat | action |
      | 1    | bid 50 |
      | 2    | pass   |
      | 3    | pass   |
      | 4    | pass   |
      | 0    | pass   |
    When the hand is played
    Then every action is accepted
    And the widow is shown to every player

  # id: 05aabadd
  @family.deal.cutthroat-nine-and-kitty
  Scenario: Cut-throat game - the bid winner takes the three-card kitty unseen by the others
    Given the ruleset "family-5-cutthroat"
    And the deal:
      | seat  | cards                      |
      | 0     | Q♠ 9♠ K♥ 9♥ A♦ 10♦ Q♦ K♣ Q♣ |
      | 1     | A♠ A♥ 10♥ A♣ 10♣ K♣ J♣ J♣ 9♣ |
      | 2     | A♠ K♠ J♠ K♥ J♥ J♥ 10♦ 9♦ 10♣ |
      | 3     | 10♠ Q♠ A♥ 10♥ Q♥ 9♥ K♦ J♦ Q♣ |
      | 4     | 10♠ 9♠ Q♥ A♦ K♦ Q♦ J♦ 9♦ 9♣  |
      | kitty | K♠ J♠ A♣                    |
    And the actions:
      | seat | action  |
      | 1    | bid 15  |
      | 2    | pass    |
      | 3    | pass    |
      | 4    | pass    |
      | 0    | pass    |
      | 1    | trump ♣ |
    When the hand is played
    Then every action is accepted
    And the widow is not shown

  # The college comment's bidder lays away three cards that nobody else sees: seat 1, having
  # taken the kitty, discards K♠ J♠ and the 9♣ of trump; no discard is shown, and, read
  # without the main text's duty to announce a discarded trump, he leads at once.
  # id: f7e5e134
  @family.discard.cutthroat-three @family.discard.cutthroat-trump-unannounced
  Scenario: Cut-throat game - the three discards stay unseen and a discarded trump is not announced
    Given the ruleset "family-5-cutthroat"
    And the deal:
      | seat  | cards                      |
      | 0     | Q♠ 9♠ K♥ 9♥ A♦ 10♦ Q♦ K♣ Q♣ |
      | 1     | A♠ A♥ 10♥ A♣ 10♣ K♣ J♣ J♣ 9♣ |
      | 2     | A♠ K♠ J♠ K♥ J♥ J♥ 10♦ 9♦ 10♣ |
      | 3     | 10♠ Q♠ A♥ 10♥ Q♥ 9♥ K♦ J♦ Q♣ |
      | 4     | 10♠ 9♠ Q♥ A♦ K♦ Q♦ J♦ 9♦ 9♣  |
      | kitty | K♠ J♠ A♣                    |
    And the actions:
      | seat | action           |
      | 1    | bid 15           |
      | 2    | pass             |
      | 3    | pass             |
      | 4    | pass             |
      | 0    | pass             |
      | 1    | trump ♣          |
      | 1    | discard K♠ J♠ 9♣ |
      | 1    | play A♠          |
    When the hand is played
    # checks: family.discard.cutthroat-trump-unannounced
    Then every action is accepted
    # checks: family.discard.cutthroat-three
    And the discard is not shown

  # The other reading of family.discard.cutthroat-trump-unannounced: the main text's duty to
  # tell the table of a discarded trump holds in the cut-throat game too, so the same lead
  # without the announcement is refused.
  # id: fc1eaa5b
  @family.discard.cutthroat-trump-unannounced
  Scenario: Cut-throat game read with the main text's announcement - a lead after a silent trump discard is refused
    Given the ruleset "family-5-cutthroat" with kitty.discard.announce_trump set to true
    And the deal:
      | seat  | cards                      |
      | 0     | Q♠ 9♠ K♥ 9♥ A♦ 10♦ Q♦ K♣ Q♣ |
      | 1     | A♠ A♥ 10♥ A♣ 10♣ K♣ J♣ J♣ 9♣ |
      | 2     | A♠ K♠ J♠ K♥ J♥ J♥ 10♦ 9♦ 10♣ |
      | 3     | 10♠ Q♠ A♥ 10♥ Q♥ 9♥ K♦ J♦ Q♣ |
      | 4     | 10♠ 9♠ Q♥ A♦ K♦ Q♦ J♦ 9♦ 9♣  |
      | kitty | K♠ J♠ A♣                    |
    And the actions:
      | seat | action           |
      | 1    | bid 15           |
      | 2    | pass             |
      | 3    | pass             |
      | 4    | pass             |
      | 0    | pass             |
      | 1    | trump ♣          |
      | 1    | discard K♠ J♠ 9♣ |
      | 1    | play A♠          |
    When the hand is played
    Then action 8 is rejected with rule "discard.trump-not-announced"
