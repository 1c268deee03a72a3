@doc-000
Feature: Bruce's pinochle discard and draw (000, discard paragraph)

  After the bidding and the naming of trump every player may discard cards and draw as
  many from the undealt stock, so that each again holds 5 (or 7) cards. The bid winner
  draws first, then the others in turn to his left. The number is free, except that the
  48 cards do not stretch far enough in 5-card with more than 4 players and in 7-card
  with more than 3: then each player may exchange at most an equal share of the stock
  (the document's own case: 7 cards, 4 players, at most 5 each). Meld is counted after
  the draw. In a transcript, `exchange` names the discarded cards and draws as many
  from the top of the stock; a bare `exchange` stands pat. Whether a player's
  replacements come together or one card a round is a reading
  (`discard_draw.replacements`); the scenarios patched to `one_per_round` pin the other one.

  # id: f4df50db
  @bruce.draw.order @bruce.draw.meld-after-draw @bruce.draw.same-number @bruce.deal.hand-size @bruce.draw.replacements-at-once
  Scenario: The bid winner draws from the top of the stock first, then the players to his left
    Given the ruleset "bruce-5"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | A♦ K♦ Q♦ 9♥ J♥                                                                               |
      | 1     | Q♣ J♠ 9♦ Q♠ 10♥                                                                              |
      | 2     | K♥ Q♥ A♥ 9♠ J♣                                                                               |
      | 3     | K♠ Q♠ J♦ 10♦ 9♣                                                                              |
      | stock | A♣ 10♣ K♣ K♠ 10♠ A♦ A♠ A♠ 10♠ J♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ 10♦ K♦ Q♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action             |
      | 1    | pass               |
      | 2    | bid 6              |
      | 3    | pass               |
      | 0    | pass               |
      | 2    | trump ♥            |
      | 2    | exchange 9♠ J♣     |
      | 3    | exchange 9♣        |
      | 0    | exchange           |
      | 1    | exchange Q♣ J♠ 9♦  |
      | 2    | play A♣            |
      | 3    | play K♣            |
      | 0    | play J♥            |
      | 1    | play 10♥           |
      | 1    | play 10♠           |
      | 2    | play A♥            |
      | 3    | play K♠            |
      | 0    | play 9♥            |
      | 2    | play K♥            |
      | 3    | play Q♠            |
      | 0    | play A♦            |
      | 1    | play K♠            |
      | 2    | play Q♥            |
      | 3    | play 10♦           |
      | 0    | play K♦            |
      | 1    | play Q♠            |
      | 2    | play 10♣           |
      | 3    | play J♦            |
      | 0    | play Q♦            |
      | 1    | play A♦            |
    When the hand is played
    # checks: bruce.draw.order
    Then every action is accepted
    And the bidding side made the bid
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 1    | 0            | 1     |
      | 1    | 2    | 3            | 5     |
      | 2    | 4    | 11           | 15    |
      | 3    | 0    | 0            | 0     |

  # 000, discard and draw, then the meld count: meld is counted on the hand held after the
  # draw. Two-handed, seat 1 is dealt a heart marriage and a pinochle (8 with hearts
  # trump) but discards Q♠ 9♣ and draws A♥ 10♥: only the heart marriage is left, 4.
  # id: 7a410936
  @bruce.draw.meld-after-draw
  Scenario: A pinochle broken up in the discard is no longer meld
    Given the ruleset "bruce-5" with players set to 2
    And the deal:
      | seat  | cards                                                                                                                    |
      | 0     | A♠ 10♠ K♠ Q♦ 9♦                                                                                                          |
      | 1     | K♥ Q♥ J♦ Q♠ 9♣                                                                                                           |
      | stock | A♥ 10♥ A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ J♦ 9♦ A♣ A♣ 10♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ J♣ 9♣ |
    And the actions:
      | seat | action         |
      | 1    | bid 3          |
      | 0    | pass           |
      | 1    | trump ♥        |
      | 1    | exchange Q♠ 9♣ |
      | 0    | exchange       |
      | 1    | play J♦        |
      | 0    | play Q♦        |
      | 0    | play A♠        |
      | 1    | play A♥        |
      | 1    | play 10♥       |
      | 0    | play 10♠       |
      | 1    | play K♥        |
      | 0    | play K♠        |
      | 1    | play Q♥        |
      | 0    | play 9♦        |
    When the hand is played
    Then every action is accepted
    And the bidding side made the bid
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 0    | 0            | 0     |
      | 1    | 4    | 7            | 11    |

  # id: b8cefb91
  @bruce.draw.order
  Scenario: The player left of the dealer may not draw before the bid winner
    Given the ruleset "bruce-5"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | A♠ 10♠ K♠ Q♠ J♠                                                                              |
      | 1     | A♥ 10♥ K♥ Q♥ J♥                                                                              |
      | 2     | A♦ 10♦ K♦ Q♦ J♦                                                                              |
      | 3     | A♣ 10♣ K♣ Q♣ J♣                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action      |
      | 1    | pass        |
      | 2    | pass        |
      | 3    | bid 2       |
      | 0    | pass        |
      | 3    | trump ♣     |
      | 1    | exchange J♥ |
    When the hand is played
    Then action 6 is rejected with rule "turn.out-of-turn"

  # id: f4fe758b
  @bruce.draw.own-cards
  Scenario: A player can only discard cards he holds
    Given the ruleset "bruce-5"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | A♠ 10♠ K♠ Q♠ J♠                                                                              |
      | 1     | A♥ 10♥ K♥ Q♥ J♥                                                                              |
      | 2     | A♦ 10♦ K♦ Q♦ J♦                                                                              |
      | 3     | A♣ 10♣ K♣ Q♣ J♣                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action      |
      | 1    | bid 2       |
      | 2    | pass        |
      | 3    | pass        |
      | 0    | pass        |
      | 1    | trump ♥     |
      | 1    | exchange 9♥ |
    When the hand is played
    Then action 6 is rejected with rule "exchange.card-not-held"

  # 000, discard and draw: only cards of one's own hand can be discarded; a player holding
  # one ace of hearts cannot discard two.
  # id: 99585374
  @bruce.draw.own-cards
  Scenario: A player holding one ace of hearts cannot discard two
    Given the ruleset "bruce-5"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | A♠ 10♠ K♠ Q♠ J♠                                                                              |
      | 1     | A♥ 10♥ K♥ Q♥ J♥                                                                              |
      | 2     | A♦ 10♦ K♦ Q♦ J♦                                                                              |
      | 3     | A♣ 10♣ K♣ Q♣ J♣                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action         |
      | 1    | bid 2          |
      | 2    | pass           |
      | 3    | pass           |
      | 0    | pass           |
      | 1    | trump ♥        |
      | 1    | exchange A♥ A♥ |
    When the hand is played
    Then action 6 is rejected with rule "exchange.card-not-held"

  # id: bdd09958
  @bruce.draw.any-number
  Scenario: In 5-card with four players everyone may throw in his whole hand
    Given the ruleset "bruce-5"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | A♠ 10♠ K♠ Q♠ J♠                                                                              |
      | 1     | A♥ 10♥ K♥ Q♥ J♥                                                                              |
      | 2     | A♦ 10♦ K♦ Q♦ J♦                                                                              |
      | 3     | A♣ 10♣ K♣ Q♣ J♣                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action                       |
      | 1    | bid 2                        |
      | 2    | pass                         |
      | 3    | pass                         |
      | 0    | pass                         |
      | 1    | trump ♥                      |
      | 1    | exchange A♥ 10♥ K♥ Q♥ J♥     |
      | 2    | exchange A♦ 10♦ K♦ Q♦ J♦     |
      | 3    | exchange A♣ 10♣ K♣ Q♣ J♣     |
      | 0    | exchange A♠ 10♠ K♠ Q♠ J♠     |
    When the hand is played
    Then every action is accepted

  # 000, discard and draw: a player may discard as many cards as he likes, none at all
  # included, where the stock is big enough (here 28 cards for at most 9).
  # id: 22e95e9c
  @bruce.draw.any-number
  Scenario: In 5-card with four players one player stands pat and the others discard one, three and five cards
    Given the ruleset "bruce-5"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | A♠ 10♠ K♠ Q♠ J♠                                                                              |
      | 1     | A♥ 10♥ K♥ Q♥ J♥                                                                              |
      | 2     | A♦ 10♦ K♦ Q♦ J♦                                                                              |
      | 3     | A♣ 10♣ K♣ Q♣ J♣                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action                       |
      | 1    | bid 2                        |
      | 2    | pass                         |
      | 3    | pass                         |
      | 0    | pass                         |
      | 1    | trump ♥                      |
      | 1    | exchange                     |
      | 2    | exchange J♦                  |
      | 3    | exchange Q♣ J♣ 10♣           |
      | 0    | exchange A♠ 10♠ K♠ Q♠ J♠     |
    When the hand is played
    Then every action is accepted

  # id: 4f648d76
  @bruce.draw.limit-other-tables
  Scenario: In 7-card with three players everyone may throw in all seven cards
    Given the ruleset "bruce-7" with players set to 3
    And the deal:
      | seat  | cards                                                                                              |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥                                                                              |
      | 1     | A♦ 10♦ K♦ Q♦ J♦ 9♦ 10♥                                                                             |
      | 2     | A♣ 10♣ K♣ Q♣ J♣ 9♣ K♥                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥ 10♥ K♥ Q♥ Q♥ J♥ J♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣          |
    And the actions:
      | seat | action                            |
      | 1    | bid 2                             |
      | 2    | pass                              |
      | 0    | pass                              |
      | 1    | trump ♦                           |
      | 1    | exchange A♦ 10♦ K♦ Q♦ J♦ 9♦ 10♥   |
      | 2    | exchange A♣ 10♣ K♣ Q♣ J♣ 9♣ K♥    |
      | 0    | exchange A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥    |
    When the hand is played
    Then every action is accepted

  # id: bceb1256
  @bruce.draw.limit @bruce.draw.limit-example
  Scenario: In 7-card with four players a discard of six cards is over the limit
    Given the ruleset "bruce-7"
    And the deal:
      | seat  | cards                                                                       |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥                                                       |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ 9♠ 10♥                                                      |
      | 2     | A♦ 10♦ K♦ Q♦ J♦ 9♦ K♥                                                       |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ 9♣ Q♥                                                       |
      | stock | A♥ 10♥ K♥ Q♥ J♥ J♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣             |
    And the actions:
      | seat | action                        |
      | 1    | bid 2                         |
      | 2    | pass                          |
      | 3    | pass                          |
      | 0    | pass                          |
      | 1    | trump ♠                       |
      | 1    | exchange 10♠ K♠ Q♠ J♠ 9♠ 10♥  |
    When the hand is played
    # checks: bruce.draw.limit
    Then action 6 is rejected with rule "exchange.over-limit"

  # id: 26d5ecbf
  @bruce.draw.limit @bruce.draw.limit-example
  Scenario: In 7-card with four players every player may exchange five cards
    Given the ruleset "bruce-7"
    And the deal:
      | seat  | cards                                                                       |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥                                                       |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ 9♠ 10♥                                                      |
      | 2     | A♦ 10♦ K♦ Q♦ J♦ 9♦ K♥                                                       |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ 9♣ Q♥                                                       |
      | stock | A♥ 10♥ K♥ Q♥ J♥ J♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣             |
    And the actions:
      | seat | action                     |
      | 1    | bid 2                      |
      | 2    | pass                       |
      | 3    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♠                    |
      | 1    | exchange 10♠ K♠ Q♠ J♠ 9♠   |
      | 2    | exchange 10♦ K♦ Q♦ J♦ 9♦   |
      | 3    | exchange 10♣ K♣ Q♣ J♣ 9♣   |
      | 0    | exchange 10♠ K♠ Q♠ J♠ 9♠   |
    When the hand is played
    # checks: bruce.draw.limit
    Then every action is accepted

  # id: f291077e
  @bruce.draw.limit
  Scenario: In 7-card with four players the limit binds the other players too
    Given the ruleset "bruce-7"
    And the deal:
      | seat  | cards                                                                       |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥                                                       |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ 9♠ 10♥                                                      |
      | 2     | A♦ 10♦ K♦ Q♦ J♦ 9♦ K♥                                                       |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ 9♣ Q♥                                                       |
      | stock | A♥ 10♥ K♥ Q♥ J♥ J♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣             |
    And the actions:
      | seat | action                         |
      | 1    | bid 2                          |
      | 2    | pass                           |
      | 3    | pass                           |
      | 0    | pass                           |
      | 1    | trump ♠                        |
      | 1    | exchange 9♠                    |
      | 2    | exchange 10♦ K♦ Q♦ J♦ 9♦ K♥    |
    When the hand is played
    Then action 7 is rejected with rule "exchange.over-limit"

  # The other reading of bruce.draw.over-limit-refused: an exchange over the limit is a renege
  # like a wrong draw. Seat 2 exchanges six cards where five is the limit: the hand ends, seat 2
  # goes back the bid of 2 and loses his meld, and the others keep their meld (seat 0 a run of
  # spades and the nine, 16; seat 1, having drawn, a run, 15; seat 3 a club marriage, 2).
  # id: 86909807
  @bruce.draw.over-limit-refused @bruce.renege.wrong-draw @bruce.draw.limit-other-tables @bruce.draw.limit @bruce.renege.undrawn-meld
  Scenario: In 7-card with four players read as a renege, a defender's exchange over the limit ends the hand
    Given the ruleset "bruce-7" with scoring.renege.over_limit set to "renege"
    And the deal:
      | seat  | cards                                                                       |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥                                                       |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ 9♠ 10♥                                                      |
      | 2     | A♦ 10♦ K♦ Q♦ J♦ 9♦ K♥                                                       |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ 9♣ Q♥                                                       |
      | stock | A♥ 10♥ K♥ Q♥ J♥ J♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣             |
    And the actions:
      | seat | action                         |
      | 1    | bid 2                          |
      | 2    | pass                           |
      | 3    | pass                           |
      | 0    | pass                           |
      | 1    | trump ♠                        |
      | 1    | exchange 9♠                    |
      | 2    | exchange 10♦ K♦ Q♦ J♦ 9♦ K♥    |
    When the hand is played
    # checks: bruce.draw.limit
    Then action 7 is rejected with rule "exchange.over-limit"
    # checks: bruce.draw.over-limit-refused
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 16   | 0            | 16    |
      | 1    | 15   | 0            | 15    |
      | 2    | 0    | 0            | -2    |
      | 3    | 2    | 0            | 2     |

  # The same reading meets other refusals in the draw: only an exchange over the limit joins
  # the wrong draw as a renege (000 names a wrong draw and breaches of trick taking as the
  # reneges; the reading adds the over-limit exchange alone). Seat 1, whose turn it is to
  # exchange, names a card he does not hold (9♥: his hand is the six spades and 10♥): the
  # exchange is refused and the hand goes on, with no score.
  # id: 43f0d38f
  @bruce.draw.over-limit-refused @bruce.renege.wrong-draw
  Scenario: Read with an over-limit exchange as a renege, exchanging a card not held is still only refused
    Given the ruleset "bruce-7" with scoring.renege.over_limit set to "renege"
    And the deal:
      | seat  | cards                                                                       |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥                                                       |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ 9♠ 10♥                                                      |
      | 2     | A♦ 10♦ K♦ Q♦ J♦ 9♦ K♥                                                       |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ 9♣ Q♥                                                       |
      | stock | A♥ 10♥ K♥ Q♥ J♥ J♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣             |
    And the actions:
      | seat | action      |
      | 1    | bid 2       |
      | 2    | pass        |
      | 3    | pass        |
      | 0    | pass        |
      | 1    | trump ♠     |
      | 1    | exchange 9♥ |
    When the hand is played
    # checks: bruce.draw.over-limit-refused
    Then action 6 is rejected with rule "exchange.card-not-held"
    And the hand has no final score

  # Seat 1, whose turn it is to exchange, plays a card instead: the draw is not over, so the
  # play is refused (phase.expected-exchange) and, being no exchange over the limit and no
  # breach of trick taking, it is no renege under this reading either.
  # id: 50a5c0e0
  @bruce.draw.over-limit-refused @bruce.renege.wrong-draw
  Scenario: Read with an over-limit exchange as a renege, a play during the draw is still only refused
    Given the ruleset "bruce-7" with scoring.renege.over_limit set to "renege"
    And the deal:
      | seat  | cards                                                                       |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥                                                       |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ 9♠ 10♥                                                      |
      | 2     | A♦ 10♦ K♦ Q♦ J♦ 9♦ K♥                                                       |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ 9♣ Q♥                                                       |
      | stock | A♥ 10♥ K♥ Q♥ J♥ J♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣             |
    And the actions:
      | seat | action   |
      | 1    | bid 2    |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♠  |
      | 1    | play A♠  |
    When the hand is played
    # checks: bruce.draw.over-limit-refused
    Then action 6 is rejected with rule "phase.expected-exchange"
    And the hand has no final score

  # id: 23cc569a
  @bruce.draw.limit-other-tables
  Scenario: In 5-card with five players a player may not exchange all five cards
    Given the ruleset "bruce-5" with players set to 5
    And the deal:
      | seat  | cards                                                                             |
      | 0     | A♠ 10♠ K♠ Q♠ J♠                                                                   |
      | 1     | A♥ 10♥ K♥ Q♥ J♥                                                                   |
      | 2     | A♦ 10♦ K♦ Q♦ J♦                                                                   |
      | 3     | A♣ 10♣ K♣ Q♣ J♣                                                                   |
      | 4     | 9♠ 9♥ 9♦ 9♣ A♠                                                                    |
      | stock | 10♠ K♠ Q♠ J♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣         |
    And the actions:
      | seat | action                     |
      | 1    | bid 2                      |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | exchange A♥ 10♥ K♥ Q♥ J♥   |
    When the hand is played
    Then action 7 is rejected with rule "exchange.over-limit"

  # 000's renege is drawing another number of cards than were discarded, or breaking the
  # rules of trick taking; an exchange over the limit is simply refused and the hand goes on.
  # id: 3ba1997e
  @bruce.draw.limit-other-tables @bruce.renege.wrong-draw @bruce.draw.over-limit-refused
  Scenario: In 5-card with five players an exchange of all five cards is refused without a renege
    Given the ruleset "bruce-5" with players set to 5
    And the deal:
      | seat  | cards                                                                             |
      | 0     | A♠ 10♠ K♠ Q♠ J♠                                                                   |
      | 1     | A♥ 10♥ K♥ Q♥ J♥                                                                   |
      | 2     | A♦ 10♦ K♦ Q♦ J♦                                                                   |
      | 3     | A♣ 10♣ K♣ Q♣ J♣                                                                   |
      | 4     | 9♠ 9♥ 9♦ 9♣ A♠                                                                    |
      | stock | 10♠ K♠ Q♠ J♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣         |
    And the actions:
      | seat | action                     |
      | 1    | bid 2                      |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | exchange A♥ 10♥ K♥ Q♥ J♥   |
    When the hand is played
    # checks: bruce.draw.limit-other-tables
    Then action 7 is rejected with rule "exchange.over-limit"
    # checks: bruce.draw.over-limit-refused
    And the hand has no final score

  # id: f254b7cf
  @bruce.draw.limit-other-tables @bruce.meld.shown @bruce.draw.replacements-at-once
  Scenario: In 5-card with five players every player may exchange four cards
    Given the ruleset "bruce-5" with players set to 5
    And the deal:
      | seat  | cards                                                                             |
      | 0     | A♠ 10♠ K♠ Q♠ J♠                                                                   |
      | 1     | A♥ 10♥ K♥ Q♥ J♥                                                                   |
      | 2     | A♦ 10♦ K♦ Q♦ J♦                                                                   |
      | 3     | A♣ 10♣ K♣ Q♣ J♣                                                                   |
      | 4     | 9♠ 9♥ 9♦ 9♣ A♠                                                                    |
      | stock | 10♠ K♠ Q♠ J♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣         |
    And the actions:
      | seat | action                 |
      | 1    | bid 2                  |
      | 2    | pass                   |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 1    | trump ♥                |
      | 1    | exchange 10♥ K♥ Q♥ J♥  |
      | 2    | exchange 10♦ K♦ Q♦ J♦  |
      | 3    | exchange 10♣ K♣ Q♣ J♣  |
      | 4    | exchange 9♠ 9♦ 9♣ A♠   |
      | 0    | exchange 10♠ K♠ Q♠ J♠  |
    When the hand is played
    # checks: bruce.draw.limit-other-tables
    Then every action is accepted
    # checks: bruce.meld.shown
    And seat 1 shows the meld "K♠ Q♠" after action 11
    And seat 3 shows the meld "9♥" after action 11
    And seat 4 shows the meld "9♥ K♦ Q♦" after action 11

  # id: 602c1047
  @bruce.draw.order @bruce.draw.same-number @bruce.deal.hand-size @bruce.deck.composition @bruce.draw.replacements-at-once
  Scenario: A whole 7-card hand with a draw, seven tricks and the score
    Given the ruleset "bruce-7"
    And the deal:
      | seat  | cards                                                                       |
      | 0     | 10♥ K♥ K♥ 9♥ A♦ 10♣ Q♣                                                      |
      | 1     | 9♠ Q♥ Q♥ J♥ K♦ Q♦ 10♣                                                       |
      | 2     | A♠ J♠ A♥ J♦ A♣ 9♣ 9♣                                                        |
      | 3     | A♠ 9♠ 10♥ K♦ 9♦ K♣ J♣                                                       |
      | stock | Q♦ Q♠ J♣ 10♦ 10♦ K♠ 10♠ A♥ J♦ 10♠ K♠ Q♠ J♠ J♥ 9♥ A♦ 9♦ A♣ K♣ Q♣             |
    And the actions:
      | seat | action                         |
      | 1    | bid 8                          |
      | 2    | bid 9                          |
      | 3    | pass                           |
      | 0    | pass                           |
      | 2    | trump ♣                        |
      | 2    | exchange J♠ A♥                 |
      | 3    | exchange 9♠ 10♥ K♦ 9♦ J♣       |
      | 0    | exchange                       |
      | 1    | exchange 9♠ 10♣                |
      | 2    | play A♠                        |
      | 3    | play A♠                        |
      | 0    | play 10♣                       |
      | 1    | play A♥                        |
      | 0    | play 10♥                       |
      | 1    | play Q♥                        |
      | 2    | play A♣                        |
      | 3    | play K♣                        |
      | 2    | play Q♠                        |
      | 3    | play 10♠                       |
      | 0    | play Q♣                        |
      | 1    | play Q♥                        |
      | 0    | play K♥                        |
      | 1    | play J♥                        |
      | 2    | play 9♣                        |
      | 3    | play J♣                        |
      | 3    | play K♠                        |
      | 0    | play K♥                        |
      | 1    | play K♦                        |
      | 2    | play 9♣                        |
      | 2    | play Q♦                        |
      | 3    | play 10♦                       |
      | 0    | play A♦                        |
      | 1    | play Q♦                        |
      | 0    | play 9♥                        |
      | 1    | play J♦                        |
      | 2    | play J♦                        |
      | 3    | play 10♦                       |
    When the hand is played
    # checks: bruce.draw.order
    Then every action is accepted
    And the bidding side made the bid
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 0    | 9            | 9     |
      | 1    | 0    | 0            | 0     |
      | 2    | 6    | 6            | 12    |
      | 3    | 0    | 1            | 1     |

  # 000, discard and draw: the replacements go out from the top of the stock, the bid winner
  # first and then clockwise, but the text leaves open whether a player gets his whole lot
  # at once or one card a round like the deal. Read as one card a round, everyone discards
  # first; seats 2 and 3 each throw three and seats 0 and 1 stand pat, so the stock's top
  # six go 2, 3, 2, 3, 2, 3: seat 2 gets K♥ J♥ 10♦ and seat 3 Q♥ A♦ Q♣. Seat 2 has no run
  # and must lead his diamond, trump being unbroken.
  # id: cf1f3512
  @bruce.draw.replacements-at-once @bruce.draw.order @bruce.draw.same-number
  Scenario: Read as one card a round, two players who each discard three share the top of the stock card by card
    Given the ruleset "bruce-5" with discard_draw.replacements set to "one_per_round"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | A♠ 10♠ K♦ Q♦ J♠                                                                              |
      | 1     | A♣ 10♣ K♣ Q♣ J♥                                                                              |
      | 2     | A♥ 10♥ 9♣ 9♣ J♦                                                                              |
      | 3     | K♠ Q♠ 9♦ 9♦ J♣                                                                               |
      | stock | K♥ Q♥ J♥ A♦ 10♦ Q♣ A♠ 10♠ K♠ Q♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ K♣ J♣ |
    And the actions:
      | seat | action             |
      | 1    | pass               |
      | 2    | bid 6              |
      | 3    | pass               |
      | 0    | pass               |
      | 2    | trump ♥            |
      | 2    | exchange 9♣ 9♣ J♦  |
      | 3    | exchange 9♦ 9♦ J♣  |
      | 0    | exchange           |
      | 1    | exchange           |
      | 2    | play 10♦           |
      | 3    | play A♦            |
      | 0    | play K♦            |
      | 1    | play J♥            |
      | 1    | play Q♣            |
      | 2    | play J♥            |
      | 3    | play Q♣            |
      | 0    | play Q♦            |
      | 2    | play K♥            |
      | 3    | play Q♥            |
      | 0    | play J♠            |
      | 1    | play K♣            |
      | 2    | play 10♥           |
      | 3    | play K♠            |
      | 0    | play 10♠           |
      | 1    | play 10♣           |
      | 2    | play A♥            |
      | 3    | play Q♠            |
      | 0    | play A♠            |
      | 1    | play A♣            |
    When the hand is played
    # checks: bruce.draw.replacements-at-once
    Then every action is accepted
    And the bidding side made the bid
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 0    | 0            | 0     |
      | 1    | 2    | 3            | 5     |
      | 2    | 0    | 10           | 10    |
      | 3    | 0    | 0            | 0     |

  # 000, discard and draw, the suite's reading of the same deal: the bid winner takes his
  # three replacements together (K♥ Q♥ J♥), which complete his run of hearts, and seat 3
  # then takes the next three (A♦ 10♦ Q♣). Holding only trump, seat 2 may lead it at once.
  # id: f606e576
  @bruce.draw.replacements-at-once @bruce.draw.order @bruce.draw.same-number @bruce.meld.shown
  Scenario: Each player in turn takes all his replacements together, so the bid winner's three complete his run
    Given the ruleset "bruce-5"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | A♠ 10♠ K♦ Q♦ J♠                                                                              |
      | 1     | A♣ 10♣ K♣ Q♣ J♥                                                                              |
      | 2     | A♥ 10♥ 9♣ 9♣ J♦                                                                              |
      | 3     | K♠ Q♠ 9♦ 9♦ J♣                                                                               |
      | stock | K♥ Q♥ J♥ A♦ 10♦ Q♣ A♠ 10♠ K♠ Q♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ 9♥ 9♥ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ K♣ J♣ |
    And the actions:
      | seat | action             |
      | 1    | pass               |
      | 2    | bid 6              |
      | 3    | pass               |
      | 0    | pass               |
      | 2    | trump ♥            |
      | 2    | exchange 9♣ 9♣ J♦  |
      | 3    | exchange 9♦ 9♦ J♣  |
      | 0    | exchange           |
      | 1    | exchange           |
      | 2    | play A♥            |
      | 3    | play Q♣            |
      | 0    | play J♠            |
      | 1    | play J♥            |
      | 2    | play 10♥           |
      | 3    | play K♠            |
      | 0    | play Q♦            |
      | 1    | play Q♣            |
      | 2    | play K♥            |
      | 3    | play Q♠            |
      | 0    | play K♦            |
      | 1    | play K♣            |
      | 2    | play Q♥            |
      | 3    | play 10♦           |
      | 0    | play 10♠           |
      | 1    | play 10♣           |
      | 2    | play J♥            |
      | 3    | play A♦            |
      | 0    | play A♠            |
      | 1    | play A♣            |
    When the hand is played
    # checks: bruce.draw.replacements-at-once
    Then every action is accepted
    And the bidding side made the bid
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 0    | 0            | 0     |
      | 1    | 0    | 0            | 0     |
      | 2    | 15   | 13           | 28    |
      | 3    | 0    | 0            | 0     |
    # checks: bruce.meld.shown
    And seat 0 shows the meld "K♦ Q♦" after action 9
    And seat 1 shows the meld "K♣ Q♣" after action 9
    And seat 2 shows the meld "A♥ 10♥ K♥ Q♥ J♥" after action 9
    And seat 3 shows the meld "K♠ Q♠" after action 9

  # 000, discard and draw, read as one card a round: once a player has as many as he threw
  # away the dealer passes him by. Seat 3 wins the bid and throws one card, seat 0 four,
  # seat 1 two, seat 2 none: round one goes 3, 0, 1 (9♠ A♣ A♥), round two 0, 1 (A♦ Q♦) and
  # rounds three and four to seat 0 alone (A♠ K♦). Seat 0 ends with four aces around (his
  # A♥ plus A♣ A♦ A♠) and keeps them by taking the first trick; seat 1 holds A♥ and Q♦.
  # id: e05cc5f0
  @bruce.draw.replacements-at-once @bruce.draw.order @bruce.draw.same-number @bruce.draw.any-number
  Scenario: Read as one card a round, the later rounds skip the players already served
    Given the ruleset "bruce-5" with discard_draw.replacements set to "one_per_round"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | A♥ 9♣ 9♣ J♣ 9♦                                                                               |
      | 1     | Q♥ J♥ 10♥ K♣ J♣                                                                              |
      | 2     | A♣ K♣ Q♣ Q♣ 10♣                                                                              |
      | 3     | K♠ Q♠ J♠ 10♠ 9♥                                                                              |
      | stock | 9♠ A♣ A♥ A♦ Q♦ A♠ K♦ A♠ 10♠ K♠ Q♠ J♠ 9♠ 10♥ K♥ K♥ Q♥ J♥ 9♥ A♦ 10♦ 10♦ K♦ Q♦ J♦ J♦ 9♦ 10♣ |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | pass                   |
      | 3    | bid 5                  |
      | 0    | pass                   |
      | 3    | trump ♠                |
      | 3    | exchange 9♥            |
      | 0    | exchange 9♣ 9♣ J♣ 9♦   |
      | 1    | exchange K♣ J♣         |
      | 2    | exchange               |
      | 3    | play 9♠                |
      | 0    | play A♠                |
      | 1    | play Q♦                |
      | 2    | play Q♣                |
      | 0    | play A♥                |
      | 1    | play J♥                |
      | 2    | play Q♣                |
      | 3    | play J♠                |
      | 3    | play K♠                |
      | 0    | play K♦                |
      | 1    | play Q♥                |
      | 2    | play 10♣               |
      | 3    | play Q♠                |
      | 0    | play A♦                |
      | 1    | play 10♥               |
      | 2    | play K♣                |
      | 3    | play 10♠               |
      | 0    | play A♣                |
      | 1    | play A♥                |
      | 2    | play A♣                |
    When the hand is played
    # checks: bruce.draw.replacements-at-once
    Then every action is accepted
    And the bidding side made the bid
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 10   | 1            | 11    |
      | 1    | 0    | 0            | 0     |
      | 2    | 0    | 0            | 0     |
      | 3    | 5    | 12           | 17    |

  # 000, renege and discard and draw: read as one card a round too, a stated draw that is
  # not the number discarded is refused as a renege when it is made, before any card is
  # dealt; the bid winner, who stood pat, keeps his meld.
  # id: e5c5b3e4
  @bruce.draw.replacements-at-once @bruce.renege.wrong-draw @bruce.renege.offender-goes-back
  Scenario: Read as one card a round, drawing one card for two discards is still a renege
    Given the ruleset "bruce-5" with discard_draw.replacements set to "one_per_round"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action                |
      | 0    | bid 10                |
      | 1    | pass                  |
      | 2    | pass                  |
      | 3    | pass                  |
      | 0    | trump ♦               |
      | 0    | exchange              |
      | 1    | exchange Q♣ 9♦ draw 1 |
    When the hand is played
    # checks: bruce.renege.wrong-draw
    Then action 7 is rejected with rule "exchange.wrong-draw"
    # checks: bruce.renege.offender-goes-back
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 7    | 0            | 7     |
      | 1    | 0    | 0            | -10   |

  # 000 (discard): with six players at 5-card the 18 undealt cards allow each player three
  # (18 / 6); every player exchanging up to three is served.
  # id: 5947a939
  @bruce.draw.limit-other-tables
  Scenario: In 5-card with six players each player may exchange three cards
    Given the ruleset "bruce-5" with players set to 6
    And the deal:
      | seat  | cards |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ |
      | 2     | A♦ 10♦ K♦ Q♦ J♦ |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ |
      | 4     | 9♠ 9♥ 9♦ 9♣ A♠ |
      | 5     | 10♠ 10♥ 10♦ 10♣ K♠ |
      | stock | Q♠ J♠ 9♠ A♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ J♦ 9♦ A♣ K♣ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action                     |
      | 1    | bid 2                      |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 5    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | exchange Q♥ J♥ 10♥         |
      | 2    | exchange J♦ Q♦ K♦          |
      | 3    | exchange J♣ Q♣ K♣          |
      | 4    | exchange 9♠ 9♦ 9♣          |
      | 5    | exchange                   |
      | 0    | exchange J♠ Q♠ K♠          |
    When the hand is played
    Then every action is accepted

  # The same table: four cards is one more than the 18 undealt cards allow each of six players.
  # id: c84c1b51
  @bruce.draw.limit-other-tables
  Scenario: In 5-card with six players an exchange of four cards is over the limit
    Given the ruleset "bruce-5" with players set to 6
    And the deal:
      | seat  | cards |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ |
      | 2     | A♦ 10♦ K♦ Q♦ J♦ |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ |
      | 4     | 9♠ 9♥ 9♦ 9♣ A♠ |
      | 5     | 10♠ 10♥ 10♦ 10♣ K♠ |
      | stock | Q♠ J♠ 9♠ A♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ J♦ 9♦ A♣ K♣ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action                     |
      | 1    | bid 2                      |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 5    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | exchange K♥ Q♥ J♥ 10♥      |
    When the hand is played
    Then action 8 is rejected with rule "exchange.over-limit"

  # 000 (discard): with five players at 7-card the 13 undealt cards allow each player two
  # (13 / 5, rounded down); every player exchanging up to two is served.
  # id: 2bd0ba62
  @bruce.draw.limit-other-tables
  Scenario: In 7-card with five players each player may exchange two cards
    Given the ruleset "bruce-7" with players set to 5
    And the deal:
      | seat  | cards |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ 9♥ 10♠ |
      | 2     | A♦ 10♦ K♦ Q♦ J♦ 9♦ K♠ |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ 9♣ Q♠ |
      | 4     | 9♠ 9♥ 9♦ 9♣ J♠ 10♥ K♥ |
      | stock | A♠ Q♥ J♥ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action                     |
      | 1    | bid 2                      |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | exchange 10♠ 9♥            |
      | 2    | exchange K♠ 9♦             |
      | 3    | exchange Q♠ 9♣             |
      | 4    | exchange 9♠ J♠             |
      | 0    | exchange A♥                |
    When the hand is played
    Then every action is accepted

  # The same table: three cards is one more than the 13 undealt cards allow each of five players.
  # id: d8a1c34d
  @bruce.draw.limit-other-tables
  Scenario: In 7-card with five players an exchange of three cards is over the limit
    Given the ruleset "bruce-7" with players set to 5
    And the deal:
      | seat  | cards |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ 9♥ 10♠ |
      | 2     | A♦ 10♦ K♦ Q♦ J♦ 9♦ K♠ |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ 9♣ Q♠ |
      | 4     | 9♠ 9♥ 9♦ 9♣ J♠ 10♥ K♥ |
      | stock | A♠ Q♥ J♥ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action                     |
      | 1    | bid 2                      |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | exchange 10♠ 9♥ J♥         |
    When the hand is played
    Then action 7 is rejected with rule "exchange.over-limit"

  # The other reading of bruce.draw.limit-other-tables: the 13 undealt cards of 7-card with five
  # players are 2 each with 3 left over, and those go one each to the first three players in the
  # drawing order (the bid winner, seat 1, then seats 2 and 3), as the replacements are dealt from
  # the bid winner clockwise. Seats 1, 2 and 3 exchange three (9 cards), seats 4 and 0 two (4):
  # the 13 cards exactly.
  # id: 0cf99e38
  @bruce.draw.limit-other-tables
  Scenario: In 7-card with five players read with the cards left over going to the first drawers, the bid winner and the next two may exchange three
    Given the ruleset "bruce-7" with players set to 5 and discard_draw.limit set to "share_remainder_first"
    And the deal:
      | seat  | cards |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ 9♥ 10♠ |
      | 2     | A♦ 10♦ K♦ Q♦ J♦ 9♦ K♠ |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ 9♣ Q♠ |
      | 4     | 9♠ 9♥ 9♦ 9♣ J♠ 10♥ K♥ |
      | stock | A♠ Q♥ J♥ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action                     |
      | 1    | bid 2                      |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | exchange 10♠ 9♥ J♥         |
      | 2    | exchange K♠ 9♦ J♦          |
      | 3    | exchange Q♠ 9♣ J♣          |
      | 4    | exchange 9♠ J♠             |
      | 0    | exchange 9♠ A♥             |
    When the hand is played
    Then every action is accepted

  # The same reading and table: the fourth player to draw, seat 4, gets no card left over, so his
  # limit is the even share of 2 and an exchange of three is over it.
  # id: 12325969
  @bruce.draw.limit-other-tables
  Scenario: In 7-card with five players read with the cards left over going to the first drawers, the fourth to draw may not exchange three
    Given the ruleset "bruce-7" with players set to 5 and discard_draw.limit set to "share_remainder_first"
    And the deal:
      | seat  | cards |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ 9♥ 10♠ |
      | 2     | A♦ 10♦ K♦ Q♦ J♦ 9♦ K♠ |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ 9♣ Q♠ |
      | 4     | 9♠ 9♥ 9♦ 9♣ J♠ 10♥ K♥ |
      | stock | A♠ Q♥ J♥ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action                     |
      | 1    | bid 2                      |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | exchange 10♠ 9♥ J♥         |
      | 2    | exchange K♠ 9♦ J♦          |
      | 3    | exchange Q♠ 9♣ J♣          |
      | 4    | exchange 9♠ J♠ 10♥         |
    When the hand is played
    Then action 10 is rejected with rule "exchange.over-limit"

  # The same reading and table, the other end of the drawing order: the fifth to draw, seat 0
  # (four seats on from the bid winner, seat 1), is past the three cards left over too, so his
  # limit is the even share of 2 (13 // 5). The first four draw one, one, one and two cards, so
  # 8 of the 13 are still in the stock when he asks for three.
  # id: 7f2111f9
  @bruce.draw.limit-other-tables
  Scenario: In 7-card with five players read with the cards left over going to the first drawers, the last to draw may not exchange three
    Given the ruleset "bruce-7" with players set to 5 and discard_draw.limit set to "share_remainder_first"
    And the deal:
      | seat  | cards |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ 9♥ 10♠ |
      | 2     | A♦ 10♦ K♦ Q♦ J♦ 9♦ K♠ |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ 9♣ Q♠ |
      | 4     | 9♠ 9♥ 9♦ 9♣ J♠ 10♥ K♥ |
      | stock | A♠ Q♥ J♥ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action                     |
      | 1    | bid 2                      |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | exchange 10♠               |
      | 2    | exchange K♠                |
      | 3    | exchange Q♠                |
      | 4    | exchange 9♠ J♠             |
      | 0    | exchange 9♠ J♠ A♥          |
    When the hand is played
    Then action 11 is rejected with rule "exchange.over-limit"
