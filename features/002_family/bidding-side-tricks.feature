@doc-002
Feature: Family 5-handed pinochle: only the defenders need a trick (002, main text: scoring)
  The three defenders save their meld only by taking a trick; nothing asks the same of the
  bidding side, whose meld and counters need only reach the bid. Here the bidding side takes
  no trick at all, so its score is its meld alone, 48: enough for a bid of 48, one short of 49.

  # id: 03c9be71
  @family.scoring.defenders-need-a-trick @family.scoring.partner-meld-counts @family.play.identical-first-wins
  Scenario: A bidding side that takes no trick keeps its meld and makes a bid its meld alone reaches
    # Seat 1 names spades and seat 2, the first to his left with an ace of spades, is the
    # partner. They meld 32 + 16 = 48 and take no trick: the defenders take all 50 points.
    Given the ruleset "family-5-shore"
    And seat 1 won the bid at 48 with trump ♠
    And seat 2 is the bidder's partner
    And the meld hands:
      | seat | cards                                              |
      | 0    | A♠ A♠ 10♠ 10♠ 10♠ Q♠ A♥ A♥ 10♥ A♦ K♦ A♣ 10♣ K♣ Q♣  |
      | 1    | K♠ Q♠ J♠ J♠ K♥ Q♥ J♥ K♦ Q♦ J♦ J♦ K♣ Q♣ J♣ J♣       |
      | 2    | A♠ K♠ K♥ K♥ Q♥ Q♥ J♥ J♥ K♦ K♦ Q♦ J♦ K♣ Q♣ J♣       |
      | 3    | 10♠ K♠ J♠ A♥ 10♥ A♦ A♦ A♦ 10♦ 10♦ A♣ A♣ 10♣ K♣ J♣  |
      | 4    | A♠ K♠ Q♠ A♥ 10♥ 10♥ K♥ 10♦ 10♦ Q♦ J♦ A♣ 10♣ 10♣ Q♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 | seat 4 |
      | 1      | A♠     | J♠     | K♠     | 10♠    | A♠     |
      | 4      | A♠     | J♠     | A♠     | K♠     | K♠     |
      | 0      | 10♠    | Q♠     | J♥     | J♠     | Q♠     |
      | 0      | 10♠    | K♠     | J♥     | A♣     | A♣     |
      | 0      | 10♠    | J♥     | J♦     | A♣     | A♥     |
      | 0      | Q♠     | J♦     | J♣     | A♦     | 10♣    |
      | 0      | A♣     | J♣     | Q♣     | 10♣    | 10♣    |
      | 0      | A♦     | J♦     | Q♦     | A♦     | 10♦    |
      | 0      | A♥     | Q♥     | Q♥     | A♥     | 10♥    |
      | 0      | A♥     | K♥     | Q♥     | 10♥    | 10♥    |
      | 0      | 10♣    | J♣     | K♣     | K♣     | Q♣     |
      | 0      | 10♥    | Q♦     | K♥     | A♦     | K♥     |
      | 0      | K♣     | Q♣     | K♥     | J♣     | 10♦    |
      | 0      | K♦     | K♦     | K♦     | 10♦    | Q♦     |
      | 3      | Q♣     | K♣     | K♦     | 10♦    | J♦     |
    When the hand is scored
    # checks: family.scoring.defenders-need-a-trick
    Then the bidding side made the bid
    And the side scores are:
      | seats      | meld | trick points | score |
      | 1 and 2    | 48   | 0            | 48    |
      | 0, 3 and 4 | 20   | 50           | 70    |

  # id: ee6a6d38
  @family.scoring.defenders-need-a-trick @family.scoring.set-loses-bid @family.play.identical-first-wins
  Scenario: A bidding side that takes no trick and melds one point less than the bid is set
    # Seat 1 names spades and seat 2, the first to his left with an ace of spades, is the
    # partner. They meld 32 + 16 = 48 and take no trick: the defenders take all 50 points.
    Given the ruleset "family-5-shore"
    And seat 1 won the bid at 49 with trump ♠
    And seat 2 is the bidder's partner
    And the meld hands:
      | seat | cards                                              |
      | 0    | A♠ A♠ 10♠ 10♠ 10♠ Q♠ A♥ A♥ 10♥ A♦ K♦ A♣ 10♣ K♣ Q♣  |
      | 1    | K♠ Q♠ J♠ J♠ K♥ Q♥ J♥ K♦ Q♦ J♦ J♦ K♣ Q♣ J♣ J♣       |
      | 2    | A♠ K♠ K♥ K♥ Q♥ Q♥ J♥ J♥ K♦ K♦ Q♦ J♦ K♣ Q♣ J♣       |
      | 3    | 10♠ K♠ J♠ A♥ 10♥ A♦ A♦ A♦ 10♦ 10♦ A♣ A♣ 10♣ K♣ J♣  |
      | 4    | A♠ K♠ Q♠ A♥ 10♥ 10♥ K♥ 10♦ 10♦ Q♦ J♦ A♣ 10♣ 10♣ Q♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 | seat 4 |
      | 1      | A♠     | J♠     | K♠     | 10♠    | A♠     |
      | 4      | A♠     | J♠     | A♠     | K♠     | K♠     |
      | 0      | 10♠    | Q♠     | J♥     | J♠     | Q♠     |
      | 0      | 10♠    | K♠     | J♥     | A♣     | A♣     |
      | 0      | 10♠    | J♥     | J♦     | A♣     | A♥     |
      | 0      | Q♠     | J♦     | J♣     | A♦     | 10♣    |
      | 0      | A♣     | J♣     | Q♣     | 10♣    | 10♣    |
      | 0      | A♦     | J♦     | Q♦     | A♦     | 10♦    |
      | 0      | A♥     | Q♥     | Q♥     | A♥     | 10♥    |
      | 0      | A♥     | K♥     | Q♥     | 10♥    | 10♥    |
      | 0      | 10♣    | J♣     | K♣     | K♣     | Q♣     |
      | 0      | 10♥    | Q♦     | K♥     | A♦     | K♥     |
      | 0      | K♣     | Q♣     | K♥     | J♣     | 10♦    |
      | 0      | K♦     | K♦     | K♦     | 10♦    | Q♦     |
      | 3      | Q♣     | K♣     | K♦     | 10♦    | J♦     |
    When the hand is scored
    # checks: family.scoring.set-loses-bid
    Then the bidding side was set
    And the side scores are:
      | seats      | meld | trick points | score |
      | 1 and 2    | 48   | 0            | -49   |
      | 0, 3 and 4 | 20   | 50           | 70    |
