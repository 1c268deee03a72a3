@doc-000
Feature: Bruce's 7-card game, a set bidder keeps his nines (000, scoring and meld paragraphs)

  000 sends a bid winner who falls short back by his bid and takes away his meld and trick
  points, all but what his nines of trump scored in the meld. The 5-card game pins it; here
  the 7-card game, with two nines of trump.

  # 000, scoring paragraph and the note under the meld list: seat 1 bid 30 with clubs trump
  # and melds aces around 10 and both nines of trump 2 (12); he takes 7 points in tricks
  # (the ace of diamonds; the ace and king of clubs; the king of hearts and ten of diamonds;
  # the king of diamonds and the last trick). 12 + 7 = 19 is short of 30: he goes back 30
  # and keeps his two nines, -28. Seat 0 takes 3 points and keeps his heart marriage (5);
  # seat 3 takes 3 and keeps his diamond marriage (5); seat 2 takes no point and loses his
  # spade marriage and pinochle (0). The tricks were played out legally (the trump first
  # played by seat 3 trumping the third trick).
  # id: a6cbfd59
  @bruce.scoring.set @bruce.scoring.nines-always-kept @bruce.scoring.keep-meld-needs-point
  Scenario: 7-card, a set bidder goes back the bid but keeps his two nines of trump
    Given the ruleset "bruce-7"
    And seat 1 won the bid at 30 with trump ♣
    And the meld hands:
      | seat | cards                |
      | 0    | K♥ Q♥ J♣ 9♦ 10♠ Q♣ J♥ |
      | 1    | A♠ A♥ A♦ A♣ 9♣ 9♣ J♠  |
      | 2    | K♠ Q♠ J♦ 10♥ 9♥ Q♦ 9♠ |
      | 3    | K♦ Q♦ J♠ 9♠ 10♣ K♣ 10♦ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | 10♠    | J♠     | K♠     | 9♠     |
      | 0      | 9♦     | A♦     | J♦     | Q♦     |
      | 1      | Q♥     | A♥     | 10♥    | 10♣    |
      | 3      | J♣     | A♠     | Q♠     | J♠     |
      | 0      | Q♣     | A♣     | 9♥     | K♣     |
      | 1      | K♥     | 9♣     | Q♦     | 10♦    |
      | 1      | J♥     | 9♣     | 9♠     | K♦     |
    When the hand is scored
    # checks: bruce.scoring.set
    Then the bidding side was set
    # checks: bruce.scoring.nines-always-kept
    And the seat scores are:
      | seat | trick points | score |
      | 1    | 7            | -28   |
    # checks: bruce.scoring.keep-meld-needs-point
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 2    | 3            | 5     |
      | 2    | 0    | 0            | 0     |
      | 3    | 2    | 3            | 5     |
