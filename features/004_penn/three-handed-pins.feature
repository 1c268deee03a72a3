@doc-004
Feature: Penn pinochle three-handed, one trick is enough (004, Phase 2 "When play is over")

  004 asks the bidding side to take at least one trick, with or without counters, and its
  (3) notes make each player of the three-handed game a side of his own. The four-handed
  game pins both sides of this rule; here the three-handed bidder makes his bid on meld
  with a single trick holding no ace, ten or king.

  # 004, Phase 2, when play is over: the bidding side must win a trick, any trick; (3) each
  # player counts for himself. Seat 1 bid 16 (the three-handed opening) with hearts trump,
  # took the widow Q♥ Q♣ J♣ and laid the same three away (no meld lost). His meld: queens
  # around 6, jacks around 4, the pinochle Q♠ J♦ 4 and the club marriage 2, 16 in all. His
  # one trick is the third, where he trumps seat 0's J♠ with J♥ over seat 2's 9♠: no
  # counter. Seat 0 melds aces around, the spade marriage and two nines of trump (14) and
  # takes 16 counters and the last trick (17); seat 2 melds aces and kings around (18) and
  # takes 8 counters. 0 + 17 + 8 = 25. The hand was played out legally (follow suit, trump
  # when void, beat a trump lead when able).
  # id: 70e5dc52
  @penn.scoring.trick-need-not-have-counters @penn.scoring.bidder-must-take-a-trick @penn.scoring.three-handed-individual
  Scenario: Three-handed, a bidder whose only trick holds no counter makes his bid on meld
    Given the ruleset "penn-3"
    And seat 1 won the bid at 16 with trump ♥
    And the meld hands:
      | seat | cards                                           |
      | 0    | A♠ 10♠ K♠ Q♠ J♠ A♥ 10♥ K♥ 9♥ 9♥ A♦ 10♦ K♦ A♣ 10♣ |
      | 1    | Q♠ J♠ Q♥ J♥ Q♦ Q♦ J♦ J♦ 9♦ 9♦ K♣ Q♣ J♣ 9♣ 9♣    |
      | 2    | A♠ 10♠ K♠ 9♠ 9♠ A♥ 10♥ K♥ J♥ A♦ 10♦ K♦ A♣ 10♣ K♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 |
      | 1      | K♠     | Q♠     | A♠     |
      | 2      | 10♠    | J♠     | K♠     |
      | 0      | J♠     | J♥     | 9♠     |
      | 1      | K♦     | 9♦     | A♦     |
      | 2      | K♥     | Q♥     | A♥     |
      | 2      | A♦     | 9♦     | 10♦    |
      | 0      | 10♦    | J♦     | K♦     |
      | 0      | A♣     | 9♣     | K♣     |
      | 0      | 10♣    | 9♣     | A♣     |
      | 2      | 9♥     | J♣     | 10♣    |
      | 0      | 9♥     | Q♦     | J♥     |
      | 2      | A♠     | Q♦     | 10♠    |
      | 0      | Q♠     | J♦     | 9♠     |
      | 0      | 10♥    | Q♣     | K♥     |
      | 0      | A♥     | K♣     | 10♥    |
    When the hand is scored
    # checks: penn.scoring.trick-need-not-have-counters
    Then the bidding side made the bid
    # checks: penn.scoring.three-handed-individual
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 14   | 17           | 31    |
      | 1    | 16   | 0            | 16    |
      | 2    | 18   | 8            | 26    |
