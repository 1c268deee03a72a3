@doc-004
Feature: Penn pinochle three-handed: counters among the widow discard (004, Phase 1 step 7; Phase 2 notes)
  004 notes that the points of all players come to 25, three-handed too; that holds only
  if the aces, tens and kings the high bidder discards are scored, and penn-3 credits them
  to him. The transcript has him discard counters and bid exactly what he then scores.

  # id: 7fb2d2fe
  @penn.widow.discard-counters @penn.scoring.total-25 @penn.widow.discard-three @penn.meld.royal-marriage-replaces-plain @penn.play.winner-leads-next @penn.bidding.increment-one
  Scenario: Counters the high bidder discards count for him, so the hand still holds 25
    # Seat 1 wins the bid at 24 and discards A♠ A♠ A♦, 3 points of counters.
    # They count for the bidding side: meld 17 and trick points 7 (discard included)
    # reach the bid exactly, and the trick points of all sides come to 25.
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                            |
      | 0     | 10♠ 10♠ K♠ Q♠ J♠ J♠ A♥ A♦ 10♦ K♦ A♣ 10♣ Q♣ J♣ 9♣ |
      | 1     | A♠ A♠ K♠ 9♠ K♥ Q♥ J♥ A♦ Q♦ J♦ 9♦ A♣ 10♣ K♣ Q♣    |
      | 2     | Q♠ 9♠ A♥ 10♥ 10♥ K♥ Q♥ J♥ 9♥ 10♦ Q♦ J♦ 9♦ K♣ J♣  |
      | kitty | 9♥ K♦ 9♣                                         |
    And the actions:
      | seat | action           |
      | 1    | bid 24           |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♥          |
      | 1    | discard A♠ A♠ A♦ |
      | 1    | play Q♣          |
      | 2    | play J♣          |
      | 0    | play J♣          |
      | 1    | play K♠          |
      | 2    | play 9♠          |
      | 0    | play J♠          |
      | 1    | play Q♦          |
      | 2    | play J♦          |
      | 0    | play 10♦         |
      | 0    | play A♦          |
      | 1    | play 9♦          |
      | 2    | play 10♦         |
      | 0    | play Q♣          |
      | 1    | play 10♣         |
      | 2    | play K♣          |
      | 1    | play Q♥          |
      | 2    | play A♥          |
      | 0    | play A♥          |
      | 2    | play K♥          |
      | 0    | play K♦          |
      | 1    | play K♥          |
      | 2    | play Q♦          |
      | 0    | play 10♠         |
      | 1    | play J♦          |
      | 2    | play J♥          |
      | 0    | play A♣          |
      | 1    | play J♥          |
      | 2    | play Q♥          |
      | 0    | play J♠          |
      | 1    | play 9♥          |
      | 2    | play 10♥         |
      | 0    | play 9♣          |
      | 1    | play K♣          |
      | 2    | play 9♦          |
      | 0    | play Q♠          |
      | 1    | play K♦          |
      | 1    | play 9♣          |
      | 2    | play 10♥         |
      | 0    | play 10♣         |
      | 2    | play 9♥          |
      | 0    | play 10♠         |
      | 1    | play A♣          |
      | 2    | play Q♠          |
      | 0    | play K♠          |
      | 1    | play 9♠          |
    When the hand is played
    # checks: penn.widow.discard-three
    Then every action is accepted
    # checks: penn.widow.discard-counters
    And the bidding side made the bid
    And the side scores are:
      | seats | trick points | score |
      | 1     | 7            | 24    |
      | 0     | 5            | 7     |
      | 2     | 13           | 33    |
