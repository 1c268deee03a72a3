@doc-000
Feature: Bruce's pinochle, the meld of players who had not drawn when a draw renege ends the hand (000, The Renege)

  A draw of another number of cards than was discarded is a renege, and a renege ends the
  hand at once: the players after the offender never exchange. 000 lets every player but
  the offender keep his meld, yet meld is counted after the draw. The rulesets read it as
  the meld of the cards each of them holds when the hand stops (bruce.renege.undrawn-meld,
  scoring.renege.undrawn_meld held); another reader gives them none.

  # 000, The Renege and the discarding paragraph: seat 0 bid 10 with diamonds trump and
  # stood pat; seat 1 discards Q♣ 9♦ and draws one card, a renege. Seats 2 and 3 never
  # exchange. Seat 0 keeps 7 (pinochle 4, spade marriage 2, nine of trump 1); seat 1 goes
  # back 10; seat 2 holds the royal marriage K♦ Q♦ (4) and seat 3 the heart marriage (2).
  # id: 79e881a0
  @bruce.renege.undrawn-meld @bruce.renege.others-keep-meld @bruce.renege.wrong-draw
  Scenario: After a draw renege the players who had not yet exchanged keep the meld they hold
    Given the ruleset "bruce-5"
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
    # checks: bruce.renege.undrawn-meld
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 7    | 0            | 7     |
      | 1    | 0    | 0            | -10   |
      | 2    | 4    | 0            | 4     |
      | 3    | 2    | 0            | 2     |

  # The other reading (scoring.renege.undrawn_meld none): seats 2 and 3 never reached the
  # meld count, so they have no meld to keep; seat 0, who had exchanged, keeps his 7.
  # id: 8653b70b
  @bruce.renege.undrawn-meld @bruce.renege.others-keep-meld @bruce.renege.wrong-draw
  Scenario: Read with no meld for the players who had not drawn, a draw renege leaves them nothing
    Given the ruleset "bruce-5" with scoring.renege.undrawn_meld set to "none"
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
    # checks: bruce.renege.undrawn-meld
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 7    | 0            | 7     |
      | 1    | 0    | 0            | -10   |
      | 2    | 0    | 0            | 0     |
      | 3    | 0    | 0            | 0     |
