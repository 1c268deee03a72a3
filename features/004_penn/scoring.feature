@doc-004
Feature: Penn pinochle scoring a hand (004, Phase 2 "When play is over")

  Each side adds its meld to the aces, tens and kings it took (1 each) and 1 for the last
  trick, 25 points in all. A side that falls short of its bid loses the bid and its meld
  and points do not count. The bidding side must take at least one trick, with or without
  counters. A side that takes no points is "schnitzed", which carries no further penalty
  (the rulesets' reading). Four-handed, partners opposite score together; three-handed,
  each player scores alone.

  # id: abd89d5c
  @penn.scoring.counters @penn.scoring.last-trick @penn.scoring.total-25 @penn.scoring.team-meld @penn.scoring.made @penn.deal.partners-opposite @penn.deal.four-at-a-time @penn.meld.royal-marriage-replaces-plain @penn.play.winner-leads-next
  Scenario: A full four-handed hand gives 25 trick points and partners opposite share the score
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action        |
      | 1    | bid 20        |
      | 2    | pass          |
      | 3    | pass          |
      | 0    | pass          |
      | 1    | trump ♥       |
      | 1    | play K♥       |
      | 2    | play 10♥      |
      | 3    | play 10♠      |
      | 0    | play K♦       |
      | 2    | play A♣       |
      | 3    | play J♣       |
      | 0    | play Q♣       |
      | 1    | play Q♥       |
      | 1    | play 9♥       |
      | 2    | play Q♥       |
      | 3    | play 9♣       |
      | 0    | play 10♦      |
      | 2    | play K♣       |
      | 3    | play Q♣       |
      | 0    | play K♣       |
      | 1    | play A♥       |
      | 1    | play 10♠      |
      | 2    | play A♠       |
      | 3    | play J♠       |
      | 0    | play J♠       |
      | 2    | play 9♥       |
      | 3    | play K♠       |
      | 0    | play 9♣       |
      | 1    | play A♥       |
      | 1    | play J♦       |
      | 2    | play J♦       |
      | 3    | play Q♦       |
      | 0    | play A♦       |
      | 0    | play 10♣      |
      | 1    | play J♥       |
      | 2    | play 10♣      |
      | 3    | play 9♦       |
      | 1    | play K♠       |
      | 2    | play J♥       |
      | 3    | play Q♠       |
      | 0    | play 9♠       |
      | 2    | play K♥       |
      | 3    | play K♦       |
      | 0    | play 9♠       |
      | 1    | play 10♥      |
      | 1    | play Q♠       |
      | 2    | play Q♦       |
      | 3    | play 10♦      |
      | 0    | play J♣       |
      | 1    | play A♠       |
      | 2    | play 9♦       |
      | 3    | play A♦       |
      | 0    | play A♣       |
    When the hand is played
    # checks: penn.play.winner-leads-next
    Then every action is accepted
    # checks: penn.scoring.made
    And the bidding side made the bid
    # checks: penn.scoring.total-25
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 26   | 16           | 42    |
      | 0 and 2 | 7    | 9            | 16    |
    # checks: penn.deal.partners-opposite
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 7    | 9            | 16    |
      | 1    | 26   | 16           | 42    |
      | 2    | 7    | 9            | 16    |
      | 3    | 26   | 16           | 42    |

  # 004, Phase 1 step 7 and Phase 2: a side's meld is both partners' meld together, and
  # that sum with the side's points decides the bid. The hand of the full four-handed
  # scenario (scoring.feature) bid at 40: seat 1's own meld (22) and the side's 16 points
  # come to 38, short of 40; seat 3's 4 in meld lifts the side to 42.
  # id: 9e0a7407
  @penn.scoring.team-meld @penn.meld.royal-marriage-replaces-plain @penn.play.winner-leads-next
  Scenario: The partner's meld lifts the bidding side over a bid of 40 its bidder could not make alone
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action   |
      | 1    | bid 40   |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♥  |
      | 1    | play K♥  |
      | 2    | play 10♥ |
      | 3    | play 10♠ |
      | 0    | play K♦  |
      | 2    | play A♣  |
      | 3    | play J♣  |
      | 0    | play Q♣  |
      | 1    | play Q♥  |
      | 1    | play 9♥  |
      | 2    | play Q♥  |
      | 3    | play 9♣  |
      | 0    | play 10♦ |
      | 2    | play K♣  |
      | 3    | play Q♣  |
      | 0    | play K♣  |
      | 1    | play A♥  |
      | 1    | play 10♠ |
      | 2    | play A♠  |
      | 3    | play J♠  |
      | 0    | play J♠  |
      | 2    | play 9♥  |
      | 3    | play K♠  |
      | 0    | play 9♣  |
      | 1    | play A♥  |
      | 1    | play J♦  |
      | 2    | play J♦  |
      | 3    | play Q♦  |
      | 0    | play A♦  |
      | 0    | play 10♣ |
      | 1    | play J♥  |
      | 2    | play 10♣ |
      | 3    | play 9♦  |
      | 1    | play K♠  |
      | 2    | play J♥  |
      | 3    | play Q♠  |
      | 0    | play 9♠  |
      | 2    | play K♥  |
      | 3    | play K♦  |
      | 0    | play 9♠  |
      | 1    | play 10♥ |
      | 1    | play Q♠  |
      | 2    | play Q♦  |
      | 3    | play 10♦ |
      | 0    | play J♣  |
      | 1    | play A♠  |
      | 2    | play 9♦  |
      | 3    | play A♦  |
      | 0    | play A♣  |
    When the hand is played
    # checks: penn.play.winner-leads-next
    Then every action is accepted
    # checks: penn.scoring.team-meld
    And the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 26   | 16           | 42    |
      | 0 and 2 | 7    | 9            | 16    |

  # 004, Phase 2 (when play is over): only aces, tens and kings count, so tricks of queens,
  # jacks and nines are worth nothing. Seat 1 bid 30 with hearts trump; seat 0 takes four
  # tricks of queens, jacks and nines only, the club one last, and seats 1 and 3 the other
  # eight: seats 0 and 2 have the last trick's point and nothing more.
  # id: b9536bd2
  @penn.scoring.counters @penn.meld.royal-marriage-replaces-plain @penn.scoring.made
  Scenario: Four tricks of queens, jacks and nines are worth only the last trick's point
    Given the ruleset "penn-4"
    And seat 1 won the bid at 30 with trump ♥
    And the meld hands:
      | seat | cards                                   |
      | 0    | K♠ Q♠ J♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ J♣     |
      | 1    | A♠ K♠ 9♠ A♥ K♥ 9♥ A♦ K♦ 9♦ A♣ K♣ 9♣     |
      | 2    | 10♠ Q♠ J♠ 10♥ Q♥ J♥ 10♦ Q♦ J♦ 10♣ Q♣ J♣ |
      | 3    | A♠ 10♠ 9♠ A♥ 10♥ 9♥ A♦ 10♦ 9♦ A♣ 10♣ 9♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♥     | A♥     | 10♥    | 10♥    |
      | 1      | J♥     | K♥     | Q♥     | A♥     |
      | 3      | Q♥     | 9♥     | J♥     | 9♥     |
      | 0      | Q♠     | 9♠     | J♠     | 9♠     |
      | 0      | Q♦     | 9♦     | J♦     | 9♦     |
      | 0      | J♠     | K♠     | Q♠     | A♠     |
      | 3      | K♠     | A♠     | 10♠    | 10♠    |
      | 1      | K♦     | A♦     | 10♦    | 10♦    |
      | 1      | K♣     | A♣     | 10♣    | 10♣    |
      | 1      | J♦     | K♦     | Q♦     | A♦     |
      | 3      | J♣     | K♣     | Q♣     | A♣     |
      | 3      | Q♣     | 9♣     | J♣     | 9♣     |
    When the hand is scored
    # checks: penn.scoring.made
    Then the bidding side made the bid
    # checks: penn.scoring.counters
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 30   | 24           | 54    |
      | 0 and 2 | 46   | 1            | 47    |

  # 004, Phase 2 (when play is over): the extra point goes to the side that takes the last
  # trick, the defenders as well as the bidders. Seat 1 bid 30 with hearts trump; seat 2
  # takes the last trick with A♣ over J♣ K♣ 10♣: three counters and the extra point.
  # id: d8543721
  @penn.scoring.last-trick @penn.meld.royal-marriage-replaces-plain @penn.scoring.made
  Scenario: The defenders take the last trick and its extra point
    Given the ruleset "penn-4"
    And seat 1 won the bid at 30 with trump ♥
    And the meld hands:
      | seat | cards                                    |
      | 0    | K♠ Q♠ J♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ J♣      |
      | 1    | A♠ K♠ 9♠ A♥ K♥ 9♥ A♦ K♦ 9♦ A♣ K♣ 9♣      |
      | 2    | 10♠ Q♠ J♠ 10♥ Q♥ J♥ 10♦ Q♦ J♦ A♣ Q♣ J♣   |
      | 3    | A♠ 10♠ 9♠ A♥ 10♥ 9♥ A♦ 10♦ 9♦ 10♣ 10♣ 9♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♥     | A♥     | 10♥    | 10♥    |
      | 1      | J♥     | K♥     | Q♥     | A♥     |
      | 3      | Q♥     | 9♥     | J♥     | 9♥     |
      | 0      | Q♠     | 9♠     | J♠     | 9♠     |
      | 0      | Q♦     | 9♦     | J♦     | 9♦     |
      | 0      | Q♣     | 9♣     | J♣     | 9♣     |
      | 0      | J♠     | K♠     | Q♠     | A♠     |
      | 3      | K♠     | A♠     | 10♠    | 10♠    |
      | 1      | K♦     | A♦     | 10♦    | 10♦    |
      | 1      | K♣     | A♣     | Q♣     | 10♣    |
      | 1      | J♦     | K♦     | Q♦     | A♦     |
      | 3      | J♣     | K♣     | A♣     | 10♣    |
    When the hand is scored
    # checks: penn.scoring.made
    Then the bidding side made the bid
    # checks: penn.scoring.last-trick
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 20   | 21           | 41    |
      | 0 and 2 | 46   | 4            | 50    |

  # id: 8f4a3a25
  @penn.scoring.made @penn.meld.royal-marriage-replaces-plain
  Scenario: A side whose meld and points come exactly to its bid makes it
    Given the ruleset "penn-4"
    And seat 1 won the bid at 42 with trump ♥
    And the meld hands:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♦     | K♥     | 10♥    | 10♠    |
      | 2      | Q♣     | Q♥     | A♣     | J♣     |
      | 1      | 10♦    | 9♥     | Q♥     | 9♣     |
      | 2      | K♣     | A♥     | K♣     | Q♣     |
      | 1      | J♠     | 10♠    | A♠     | J♠     |
      | 2      | 9♣     | A♥     | 9♥     | K♠     |
      | 1      | A♦     | J♦     | J♦     | Q♦     |
      | 0      | 10♣    | J♥     | 10♣    | 9♦     |
      | 1      | 9♠     | K♠     | J♥     | Q♠     |
      | 2      | 9♠     | 10♥    | K♥     | K♦     |
      | 1      | J♣     | Q♠     | Q♦     | 10♦    |
      | 1      | A♣     | A♠     | 9♦     | A♦     |
    When the hand is scored
    # checks: penn.scoring.made
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 26   | 16           | 42    |
      | 0 and 2 | 7    | 9            | 16    |

  # id: f720cb6b
  @penn.scoring.set-penalty @penn.meld.royal-marriage-replaces-plain
  Scenario: A side one point short of its bid loses the bid and its meld and points
    Given the ruleset "penn-4"
    And seat 1 won the bid at 43 with trump ♥
    And the meld hands:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | K♦     | K♥     | 10♥    | 10♠    |
      | 2      | Q♣     | Q♥     | A♣     | J♣     |
      | 1      | 10♦    | 9♥     | Q♥     | 9♣     |
      | 2      | K♣     | A♥     | K♣     | Q♣     |
      | 1      | J♠     | 10♠    | A♠     | J♠     |
      | 2      | 9♣     | A♥     | 9♥     | K♠     |
      | 1      | A♦     | J♦     | J♦     | Q♦     |
      | 0      | 10♣    | J♥     | 10♣    | 9♦     |
      | 1      | 9♠     | K♠     | J♥     | Q♠     |
      | 2      | 9♠     | 10♥    | K♥     | K♦     |
      | 1      | J♣     | Q♠     | Q♦     | 10♦    |
      | 1      | A♣     | A♠     | 9♦     | A♦     |
    When the hand is scored
    # checks: penn.scoring.set-penalty
    Then the bidding side was set
    And the side scores are:
      | seats   | score |
      | 1 and 3 | -43   |
      | 0 and 2 | 16    |

  # id: e3502c1f
  @penn.scoring.bidder-must-take-a-trick
  Scenario: A bidding side with enough meld but no trick is set
    Given the ruleset "penn-4"
    And seat 0 won the bid at 20 with trump ♥
    And the meld hands:
      | seat | cards                                  |
      | 0    | Q♠ Q♠ J♦ J♦ Q♥ Q♥ Q♦ Q♦ Q♣ Q♣ J♥ J♣    |
      | 1    | A♠ 10♠ K♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ K♣ |
      | 2    | 9♠ 9♠ J♠ J♠ 9♥ 9♥ 9♦ 9♦ 9♣ 9♣ J♥ J♣    |
      | 3    | A♠ 10♠ K♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ K♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 0      | J♣     | A♣     | 9♣     | A♣     |
      | 1      | J♥     | A♥     | 9♥     | A♥     |
      | 1      | Q♥     | 10♥    | 9♥     | 10♥    |
      | 1      | Q♥     | K♥     | J♥     | K♥     |
      | 1      | Q♠     | A♠     | 9♠     | A♠     |
      | 1      | J♦     | A♦     | 9♦     | A♦     |
      | 1      | Q♠     | 10♠    | 9♠     | 10♠    |
      | 1      | J♦     | 10♦    | 9♦     | 10♦    |
      | 1      | Q♣     | 10♣    | 9♣     | 10♣    |
      | 1      | Q♣     | K♠     | J♠     | K♠     |
      | 1      | Q♦     | K♦     | J♣     | K♦     |
      | 1      | Q♦     | K♣     | J♠     | K♣     |
    When the hand is scored
    Then the bidding side was set
    And the side scores are:
      | seats   | score |
      | 0 and 2 | -20   |
      | 1 and 3 | 61    |

  # id: d1e9d71e
  @penn.scoring.trick-need-not-have-counters @penn.scoring.bidder-must-take-a-trick @penn.meld.double-pinochle-default @penn.meld.doubles-as-singles
  Scenario: One trick without counters is enough for the bidding side to make its bid on meld
    Given the ruleset "penn-4"
    And seat 0 won the bid at 22 with trump ♥
    And the meld hands:
      | seat | cards                                  |
      | 0    | Q♠ Q♠ J♦ J♦ Q♥ Q♥ Q♦ Q♦ Q♣ Q♣ J♥ J♣    |
      | 1    | A♠ 10♠ K♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ 9♣ |
      | 2    | 9♠ 9♠ J♠ J♠ 9♥ 9♥ 9♦ 9♦ 9♣ J♥ K♣ K♣    |
      | 3    | A♠ 10♠ K♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ J♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 0      | Q♣     | 9♣     | 9♣     | J♣     |
      | 0      | J♣     | A♣     | K♣     | A♣     |
      | 1      | J♥     | A♥     | 9♥     | A♥     |
      | 1      | Q♥     | 10♥    | 9♥     | 10♥    |
      | 1      | Q♥     | K♥     | J♥     | K♥     |
      | 1      | Q♠     | A♠     | 9♠     | A♠     |
      | 1      | J♦     | A♦     | 9♦     | A♦     |
      | 1      | Q♠     | 10♠    | 9♠     | 10♠    |
      | 1      | J♦     | 10♦    | 9♦     | 10♦    |
      | 1      | Q♣     | 10♣    | K♣     | 10♣    |
      | 1      | Q♦     | K♠     | J♠     | K♠     |
      | 1      | Q♦     | K♦     | J♠     | K♦     |
    When the hand is scored
    # checks: penn.scoring.trick-need-not-have-counters
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 0 and 2 | 22   | 0            | 22    |
      | 1 and 3 | 20   | 25           | 45    |

  # 004, Phase 2 (when play is over): the bidding side must take a trick, of any cards; it
  # is the side's trick, so the partner's will do. Seat 0 bid 21 with hearts trump and his
  # side melds 22; its only trick is seat 2's Q♣ over 9♣ 9♣ J♣, then seats 1 and 3 take
  # every other trick.
  # id: 2a83d617
  @penn.scoring.trick-need-not-have-counters @penn.scoring.bidder-must-take-a-trick @penn.meld.royal-marriage-replaces-plain
  Scenario: The partner's trick without counters is enough for the bidding side to make its bid on meld
    Given the ruleset "penn-4"
    And seat 0 won the bid at 21 with trump ♥
    And the meld hands:
      | seat | cards                                   |
      | 0    | Q♠ J♠ 9♠ K♥ Q♥ 9♥ Q♦ J♦ 9♦ Q♣ J♣ 9♣     |
      | 1    | A♠ 10♠ K♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ 9♣ |
      | 2    | Q♠ J♠ 9♠ J♥ J♥ 9♥ Q♦ J♦ 9♦ K♣ K♣ Q♣     |
      | 3    | A♠ 10♠ K♠ A♥ 10♥ Q♥ A♦ 10♦ K♦ A♣ 10♣ J♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 0      | 9♣     | 9♣     | Q♣     | J♣     |
      | 2      | 9♠     | A♠     | 9♠     | K♠     |
      | 1      | J♣     | A♣     | K♣     | 10♣    |
      | 1      | 9♦     | A♦     | 9♦     | K♦     |
      | 1      | 9♥     | A♥     | 9♥     | Q♥     |
      | 1      | J♠     | 10♠    | J♠     | A♠     |
      | 3      | Q♣     | 10♣    | K♣     | A♣     |
      | 3      | J♦     | K♦     | J♦     | A♦     |
      | 3      | Q♥     | K♥     | J♥     | A♥     |
      | 3      | Q♠     | K♠     | Q♠     | 10♠    |
      | 3      | Q♦     | 10♦    | Q♦     | 10♦    |
      | 3      | K♥     | 10♥    | J♥     | 10♥    |
    When the hand is scored
    # checks: penn.scoring.bidder-must-take-a-trick
    Then the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 0 and 2 | 22   | 0            | 22    |
      | 1 and 3 | 20   | 25           | 45    |

  # id: 0d445cb0
  @penn.scoring.set-penalty @penn.meld.double-pinochle-default
  Scenario: One trick without counters cannot lift meld over a bid it falls short of
    Given the ruleset "penn-4"
    And seat 0 won the bid at 23 with trump ♥
    And the meld hands:
      | seat | cards                                  |
      | 0    | Q♠ Q♠ J♦ J♦ Q♥ Q♥ Q♦ Q♦ Q♣ Q♣ J♥ J♣    |
      | 1    | A♠ 10♠ K♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ 9♣ |
      | 2    | 9♠ 9♠ J♠ J♠ 9♥ 9♥ 9♦ 9♦ 9♣ J♥ K♣ K♣    |
      | 3    | A♠ 10♠ K♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ J♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 0      | Q♣     | 9♣     | 9♣     | J♣     |
      | 0      | J♣     | A♣     | K♣     | A♣     |
      | 1      | J♥     | A♥     | 9♥     | A♥     |
      | 1      | Q♥     | 10♥    | 9♥     | 10♥    |
      | 1      | Q♥     | K♥     | J♥     | K♥     |
      | 1      | Q♠     | A♠     | 9♠     | A♠     |
      | 1      | J♦     | A♦     | 9♦     | A♦     |
      | 1      | Q♠     | 10♠    | 9♠     | 10♠    |
      | 1      | J♦     | 10♦    | 9♦     | 10♦    |
      | 1      | Q♣     | 10♣    | K♣     | 10♣    |
      | 1      | Q♦     | K♠     | J♠     | K♠     |
      | 1      | Q♦     | K♦     | J♠     | K♦     |
    When the hand is scored
    # checks: penn.scoring.set-penalty
    Then the bidding side was set
    And the side scores are:
      | seats   | score |
      | 0 and 2 | -23   |
      | 1 and 3 | 45    |

  # id: 956ae0cc
  @penn.scoring.schnitzed @penn.meld.double-pinochle-default @penn.meld.doubles-as-singles @penn.scoring.made
  Scenario: Defenders who take no trick are schnitzed but keep their meld
    Given the ruleset "penn-4"
    And seat 1 won the bid at 50 with trump ♥
    And the meld hands:
      | seat | cards                                  |
      | 0    | Q♠ Q♠ J♦ J♦ Q♥ Q♥ Q♦ Q♦ Q♣ Q♣ J♥ J♣    |
      | 1    | A♠ 10♠ K♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ K♣ |
      | 2    | 9♠ 9♠ J♠ J♠ 9♥ 9♥ 9♦ 9♦ 9♣ 9♣ J♥ J♣    |
      | 3    | A♠ 10♠ K♠ A♥ 10♥ K♥ A♦ 10♦ K♦ A♣ 10♣ K♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 1      | J♥     | A♥     | 9♥     | A♥     |
      | 1      | Q♥     | 10♥    | 9♥     | 10♥    |
      | 1      | Q♥     | K♥     | J♥     | K♥     |
      | 1      | Q♠     | A♠     | 9♠     | A♠     |
      | 1      | J♦     | A♦     | 9♦     | A♦     |
      | 1      | J♣     | A♣     | 9♣     | A♣     |
      | 1      | Q♠     | 10♠    | 9♠     | 10♠    |
      | 1      | J♦     | 10♦    | 9♦     | 10♦    |
      | 1      | Q♣     | 10♣    | 9♣     | 10♣    |
      | 1      | Q♣     | K♠     | J♠     | K♠     |
      | 1      | Q♦     | K♦     | J♣     | K♦     |
      | 1      | Q♦     | K♣     | J♠     | K♣     |
    When the hand is scored
    # checks: penn.scoring.made
    Then the bidding side made the bid
    # checks: penn.scoring.schnitzed
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 36   | 25           | 61    |
      | 0 and 2 | 22   | 0            | 22    |

  # id: 7a9f55ca
  @penn.scoring.three-handed-individual @penn.scoring.total-25 @penn.scoring.schnitzed @penn.widow.bidder-takes-widow @penn.play.winner-leads-next
  Scenario: A full three-handed hand is scored player by player
    Given the ruleset "penn-3"
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 1     | A♥ 10♥ K♥ Q♥ J♥ K♠ Q♠ J♦ K♣ K♣ Q♣ 9♠ 9♦ J♣ 9♣   |
      | 2     | 10♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ 10♣ 9♣ |
      | kitty | A♠ 10♦ 9♥                                       |
    And the actions:
      | seat | action           |
      | 1    | bid 16        |
      | 2    | pass          |
      | 0    | pass          |
      | 1    | trump ♥       |
      | 1    | discard 9♠ 9♦ J♣ |
      | 1    | play 9♣       |
      | 2    | play 10♣      |
      | 0    | play J♣       |
      | 2    | play 10♠      |
      | 0    | play K♠       |
      | 1    | play Q♠       |
      | 2    | play A♦       |
      | 0    | play Q♦       |
      | 1    | play J♦       |
      | 2    | play K♦       |
      | 0    | play K♦       |
      | 1    | play 10♦      |
      | 1    | play K♣       |
      | 2    | play A♣       |
      | 0    | play 10♣      |
      | 2    | play 10♥      |
      | 0    | play 10♠      |
      | 1    | play A♥       |
      | 1    | play Q♣       |
      | 2    | play 9♣       |
      | 0    | play Q♣       |
      | 1    | play K♠       |
      | 2    | play J♠       |
      | 0    | play J♠       |
      | 1    | play Q♥       |
      | 2    | play A♥       |
      | 0    | play 9♠       |
      | 2    | play 9♥       |
      | 0    | play A♦       |
      | 1    | play J♥       |
      | 1    | play 10♥      |
      | 2    | play J♥       |
      | 0    | play J♦       |
      | 1    | play K♣       |
      | 2    | play Q♥       |
      | 0    | play A♣       |
      | 2    | play 9♦       |
      | 0    | play 10♦      |
      | 1    | play K♥       |
      | 1    | play 9♥       |
      | 2    | play K♥       |
      | 0    | play Q♠       |
      | 2    | play Q♦       |
      | 0    | play A♠       |
      | 1    | play A♠       |
    When the hand is played
    # checks: penn.widow.bidder-takes-widow
    Then every action is accepted
    # checks: penn.scoring.three-handed-individual
    And the bidding side made the bid
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 8    | 0            | 8     |
      | 1    | 24   | 11           | 35    |
      | 2    | 18   | 14           | 32    |

  # id: 57b04876
  @penn.scoring.three-handed-individual @penn.scoring.set-penalty @penn.scoring.schnitzed
  Scenario: Three-handed, a set bidder loses his bid while the others score their own
    Given the ruleset "penn-3"
    And seat 1 won the bid at 36 with trump ♥
    And the meld hands:
      | seat | cards                                           |
      | 0    | A♠ 10♠ K♠ Q♠ J♠ 9♠ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ Q♣ J♣ |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ 9♥ K♠ Q♠ A♠ J♦ 10♦ K♣ K♣ Q♣ 9♣  |
      | 2    | 10♠ J♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ K♦ Q♦ 9♦ A♣ 10♣ 9♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 |
      | 1      | J♣     | 9♣     | 10♣    |
      | 2      | K♠     | Q♠     | 10♠    |
      | 2      | Q♦     | J♦     | A♦     |
      | 2      | K♦     | 10♦    | K♦     |
      | 1      | 10♣    | K♣     | A♣     |
      | 2      | 10♠    | A♥     | 10♥    |
      | 1      | Q♣     | Q♣     | 9♣     |
      | 1      | J♠     | K♠     | J♠     |
      | 1      | 9♠     | Q♥     | A♥     |
      | 2      | A♦     | J♥     | 9♥     |
      | 1      | J♦     | 10♥    | J♥     |
      | 1      | A♣     | K♣     | Q♥     |
      | 2      | 10♦    | K♥     | 9♦     |
      | 1      | Q♠     | 9♥     | K♥     |
      | 2      | A♠     | A♠     | Q♦     |
    When the hand is scored
    # checks: penn.scoring.set-penalty
    Then the bidding side was set
    # checks: penn.scoring.three-handed-individual
    And the seat scores are:
      | seat | score |
      | 0    | 8     |
      | 1    | -36   |
      | 2    | 32    |
