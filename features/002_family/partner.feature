@doc-002
Feature: Family 5-handed pinochle: finding the bidder's partner (002)
  Main text: once trump is named, the first player to the bidder's left who holds an ace of
  trump is the partner; if no other player holds one, the first holding a ten of trump. The
  final score's sides show who the partner was. The comments replace this with a called
  card: handed to the bidder with one card given back (comments 1 and 2), or only marking
  the partner, whose meld then does not count (the 96-card game); comment 2 and the 96-card
  game let the bidder play alone.

  # id: 0dcf95ac
  @family.partner.ace-of-trump @family.partner.nearest-to-the-left @family.scoring.fifty-points @family.scoring.each-player-gets-side-points @family.play.identical-first-wins @family.play.no-heading @family.meld.run-holds-its-marriage
  Scenario: The partner is the first player after the bidder, going left, who holds an ace of trump
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                            |
      | 0     | K♠ J♠ A♥ A♥ A♥ 10♥ 10♥ K♥ Q♥ J♥ A♦ K♦ J♦ K♣ Q♣   |
      | 1     | A♠ 10♠ K♠ Q♠ Q♠ J♠ 10♥ Q♥ A♦ A♦ 10♦ Q♦ J♦ 10♣ Q♣ |
      | 2     | A♠ J♠ K♥ Q♥ Q♥ J♥ 10♦ K♦ A♣ A♣ A♣ 10♣ 10♣ Q♣ J♣  |
      | 3     | 10♠ 10♠ K♠ 10♥ K♥ K♦ K♦ Q♦ Q♦ J♦ J♦ 10♣ Q♣ J♣ J♣ |
      | 4     | A♠ 10♠ K♠ Q♠ Q♠ A♥ J♥ J♥ A♦ 10♦ 10♦ A♣ K♣ K♣ K♣  |
      | kitty | A♠ J♠ K♥ Q♦ J♣                                   |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | bid 45                 |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 2    | trump ♠                |
      | 2    | discard J♠ J♥ Q♣ J♣ J♣ |
      | 2    | announce trump         |
      | 2    | play A♠                |
      | 3    | play 10♠               |
      | 4    | play 10♠               |
      | 0    | play J♠                |
      | 1    | play K♠                |
      | 2    | play 10♣               |
      | 3    | play Q♣                |
      | 4    | play A♣                |
      | 0    | play Q♣                |
      | 1    | play 10♣               |
      | 4    | play J♥                |
      | 0    | play Q♥                |
      | 1    | play Q♥                |
      | 2    | play Q♥                |
      | 3    | play 10♥               |
      | 3    | play J♦                |
      | 4    | play 10♦               |
      | 0    | play A♦                |
      | 1    | play 10♦               |
      | 2    | play 10♦               |
      | 0    | play K♥                |
      | 1    | play 10♥               |
      | 2    | play Q♥                |
      | 3    | play K♥                |
      | 4    | play A♥                |
      | 4    | play K♣                |
      | 0    | play K♣                |
      | 1    | play Q♣                |
      | 2    | play A♣                |
      | 3    | play 10♣               |
      | 2    | play Q♦                |
      | 3    | play J♦                |
      | 4    | play 10♦               |
      | 0    | play J♦                |
      | 1    | play Q♦                |
      | 4    | play K♣                |
      | 0    | play K♠                |
      | 1    | play A♠                |
      | 2    | play 10♣               |
      | 3    | play J♣                |
      | 1    | play J♦                |
      | 2    | play K♦                |
      | 3    | play K♦                |
      | 4    | play A♦                |
      | 0    | play K♦                |
      | 4    | play K♠                |
      | 0    | play A♥                |
      | 1    | play J♠                |
      | 2    | play J♠                |
      | 3    | play 10♠               |
      | 3    | play J♣                |
      | 4    | play K♣                |
      | 0    | play 10♥               |
      | 1    | play Q♠                |
      | 2    | play A♣                |
      | 1    | play A♦                |
      | 2    | play A♠                |
      | 3    | play Q♦                |
      | 4    | play Q♠                |
      | 0    | play 10♥               |
      | 2    | play K♥                |
      | 3    | play K♠                |
      | 4    | play J♥                |
      | 0    | play A♥                |
      | 1    | play 10♠               |
      | 1    | play A♦                |
      | 2    | play A♣                |
      | 3    | play Q♦                |
      | 4    | play A♠                |
      | 0    | play J♥                |
      | 4    | play Q♠                |
      | 0    | play A♥                |
      | 1    | play Q♠                |
      | 2    | play K♥                |
      | 3    | play K♦                |
    When the hand is played
    # checks: family.partner.nearest-to-the-left
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 2 and 4    | 20   | 31           | 51    |
      | seats 0, 1 and 3 | 41   | 19           | 60    |
    # checks: family.scoring.each-player-gets-side-points
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 41   | 19           | 60    |
      | 1    | 41   | 19           | 60    |
      | 2    | 20   | 31           | 51    |
      | 3    | 41   | 19           | 60    |
      | 4    | 20   | 31           | 51    |

  # id: f99b6160
  @family.partner.ten-when-no-ace @family.partner.nearest-to-the-left @family.scoring.fifty-points @family.play.identical-first-wins @family.play.no-heading
  Scenario: With every ace of trump in the bidder's hand or the widow, the first player to the left with a ten of trump is the partner
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                            |
      | 0     | J♠ A♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♦ K♦ J♦ A♣ 10♣ 10♣ Q♣ |
      | 1     | 10♠ Q♠ J♠ A♥ 10♥ K♥ K♥ K♥ A♦ A♦ K♦ J♦ J♦ K♣ Q♣   |
      | 2     | K♠ K♠ Q♠ Q♠ A♥ 10♥ 10♥ K♥ Q♥ K♦ K♦ Q♦ A♣ 10♣ J♣  |
      | 3     | A♠ A♠ 10♠ K♠ J♠ A♥ 10♥ Q♥ 10♦ A♣ A♣ 10♣ K♣ Q♣ J♣ |
      | 4     | 10♠ K♠ Q♠ J♠ J♥ J♥ 10♦ Q♦ Q♦ J♦ K♣ K♣ Q♣ J♣ J♣   |
      | kitty | A♠ A♠ 10♠ Q♥ Q♦                                  |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | pass                   |
      | 3    | bid 41                 |
      | 4    | pass                   |
      | 0    | pass                   |
      | 3    | trump ♠                |
      | 3    | discard J♠ Q♥ Q♥ Q♦ J♣ |
      | 3    | announce trump         |
      | 3    | play A♠                |
      | 4    | play K♠                |
      | 0    | play J♠                |
      | 1    | play J♠                |
      | 2    | play Q♠                |
      | 3    | play 10♥               |
      | 4    | play J♥                |
      | 0    | play J♥                |
      | 1    | play 10♥               |
      | 2    | play K♥                |
      | 3    | play K♣                |
      | 4    | play J♣                |
      | 0    | play 10♣               |
      | 1    | play Q♣                |
      | 2    | play A♣                |
      | 2    | play Q♥                |
      | 3    | play A♥                |
      | 4    | play J♥                |
      | 0    | play Q♥                |
      | 1    | play K♥                |
      | 3    | play K♠                |
      | 4    | play J♠                |
      | 0    | play Q♣                |
      | 1    | play 10♠               |
      | 2    | play K♠                |
      | 1    | play K♦                |
      | 2    | play Q♦                |
      | 3    | play 10♦               |
      | 4    | play 10♦               |
      | 0    | play A♦                |
      | 0    | play J♥                |
      | 1    | play K♥                |
      | 2    | play A♥                |
      | 3    | play A♠                |
      | 4    | play Q♠                |
      | 3    | play 10♠               |
      | 4    | play 10♠               |
      | 0    | play K♦                |
      | 1    | play Q♠                |
      | 2    | play K♠                |
      | 3    | play A♠                |
      | 4    | play J♣                |
      | 0    | play A♣                |
      | 1    | play A♦                |
      | 2    | play Q♠                |
      | 3    | play A♠                |
      | 4    | play Q♣                |
      | 0    | play 10♣               |
      | 1    | play K♥                |
      | 2    | play 10♣               |
      | 3    | play Q♣                |
      | 4    | play K♣                |
      | 0    | play J♦                |
      | 1    | play K♣                |
      | 2    | play J♣                |
      | 4    | play Q♦                |
      | 0    | play A♦                |
      | 1    | play A♦                |
      | 2    | play K♦                |
      | 3    | play 10♠               |
      | 3    | play A♣                |
      | 4    | play K♣                |
      | 0    | play A♥                |
      | 1    | play J♦                |
      | 2    | play 10♥               |
      | 3    | play A♣                |
      | 4    | play J♦                |
      | 0    | play 10♦               |
      | 1    | play A♥                |
      | 2    | play K♦                |
      | 3    | play 10♣               |
      | 4    | play Q♦                |
      | 0    | play 10♦               |
      | 1    | play J♦                |
      | 2    | play 10♥               |
    When the hand is played
    # checks: family.partner.ten-when-no-ace
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 3 and 4    | 16   | 40           | 56    |
      | seats 0, 1 and 2 | 18   | 10           | 28    |

  # 002, main text, partner: the ten of trump decides only when no other player holds an
  # ace of trump. Here seat 1 bids and names spades; he and the widow have three of the four
  # spade aces, and the fourth is with seat 0, the last player round to his left. Seats 2
  # and 3, nearer, hold tens of spades but no ace, so seat 0 is the partner.
  # id: 45c3aace
  @family.partner.ten-when-no-ace @family.partner.ace-of-trump @family.scoring.fifty-points @family.play.identical-first-wins @family.play.no-heading @family.scoring.discard-counters
  Scenario: An ace of trump with the last player round the table outranks tens of trump held nearer the bidder
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                            |
      | 0     | A♠ Q♠ J♠ 10♥ 10♥ K♥ J♥ A♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ J♣ |
      | 1     | A♠ A♠ K♠ Q♠ J♠ A♥ K♥ Q♥ 10♦ K♦ Q♦ J♦ A♣ Q♣ J♣    |
      | 2     | 10♠ K♠ Q♠ J♠ A♥ 10♥ Q♥ J♥ A♦ K♦ K♦ Q♦ 10♣ Q♣ Q♣  |
      | 3     | 10♠ 10♠ 10♠ K♠ A♥ A♥ 10♥ K♥ K♥ Q♥ J♥ Q♦ J♦ A♣ J♣ |
      | 4     | K♠ Q♠ J♠ A♦ A♦ 10♦ 10♦ K♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣  |
      | kitty | A♠ Q♥ J♥ 10♣ K♣                                  |
    And the actions:
      | seat | action                   |
      | 1    | bid 40                   |
      | 2    | pass                     |
      | 3    | pass                     |
      | 4    | pass                     |
      | 0    | pass                     |
      | 1    | trump ♠                  |
      | 1    | discard Q♥ 10♦ 10♣ A♥ A♣ |
      | 1    | play K♠                  |
      | 2    | play Q♠                  |
      | 3    | play 10♠                 |
      | 4    | play J♠                  |
      | 0    | play Q♠                  |
      | 3    | play Q♦                  |
      | 4    | play 10♦                 |
      | 0    | play A♦                  |
      | 1    | play K♦                  |
      | 2    | play A♦                  |
      | 0    | play Q♦                  |
      | 1    | play J♦                  |
      | 2    | play K♦                  |
      | 3    | play J♦                  |
      | 4    | play K♦                  |
      | 2    | play 10♥                 |
      | 3    | play 10♥                 |
      | 4    | play K♠                  |
      | 0    | play K♥                  |
      | 1    | play K♥                  |
      | 4    | play Q♠                  |
      | 0    | play J♠                  |
      | 1    | play Q♠                  |
      | 2    | play 10♠                 |
      | 3    | play 10♠                 |
      | 2    | play J♥                  |
      | 3    | play Q♥                  |
      | 4    | play K♣                  |
      | 0    | play 10♥                 |
      | 1    | play J♥                  |
      | 0    | play 10♣                 |
      | 1    | play J♣                  |
      | 2    | play 10♣                 |
      | 3    | play A♣                  |
      | 4    | play 10♣                 |
      | 3    | play K♥                  |
      | 4    | play J♦                  |
      | 0    | play 10♥                 |
      | 1    | play Q♥                  |
      | 2    | play A♥                  |
      | 2    | play Q♥                  |
      | 3    | play J♥                  |
      | 4    | play J♣                  |
      | 0    | play J♥                  |
      | 1    | play A♠                  |
      | 1    | play K♣                  |
      | 2    | play Q♣                  |
      | 3    | play J♣                  |
      | 4    | play K♣                  |
      | 0    | play K♣                  |
      | 1    | play J♠                  |
      | 2    | play K♠                  |
      | 3    | play K♠                  |
      | 4    | play A♣                  |
      | 0    | play A♠                  |
      | 0    | play 10♦                 |
      | 1    | play Q♦                  |
      | 2    | play Q♦                  |
      | 3    | play 10♠                 |
      | 4    | play 10♦                 |
      | 3    | play K♥                  |
      | 4    | play A♦                  |
      | 0    | play J♣                  |
      | 1    | play A♠                  |
      | 2    | play J♠                  |
      | 1    | play Q♣                  |
      | 2    | play Q♣                  |
      | 3    | play A♥                  |
      | 4    | play Q♣                  |
      | 0    | play A♣                  |
      | 0    | play J♦                  |
      | 1    | play A♠                  |
      | 2    | play K♦                  |
      | 3    | play A♥                  |
      | 4    | play A♦                  |
    When the hand is played
    # checks: family.partner.ace-of-trump
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 0 and 1    | 40   | 29           | 69    |
      | seats 2, 3 and 4 | 24   | 21           | 45    |

  # id: 8d5f1231
  @family.bidding.dealer-stuck-40 @family.partner.ace-of-trump @family.scoring.set-loses-bid @family.scoring.fifty-points @family.play.identical-first-wins @family.play.no-heading
  Scenario: When everyone passes the dealer plays the hand for 40 and loses 40 when short of it
    Given the ruleset "family-5-shore"
    And seat 2 deals
    And the deal:
      | seat  | cards                                            |
      | 0     | A♠ 10♠ K♠ K♠ Q♠ J♠ A♥ Q♥ Q♥ J♥ A♦ A♦ Q♦ Q♦ 10♣   |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ J♠ 10♥ J♥ 10♦ Q♦ J♦ J♦ A♣ Q♣ J♣  |
      | 2     | 10♠ Q♠ J♠ A♥ 10♥ K♥ J♥ 10♦ A♣ A♣ 10♣ K♣ Q♣ J♣ J♣ |
      | 3     | A♠ K♠ A♥ 10♥ Q♥ Q♥ A♦ 10♦ K♦ K♦ K♦ J♦ J♦ 10♣ J♣  |
      | 4     | A♠ 10♠ Q♠ 10♥ K♥ K♥ A♦ 10♦ Q♦ A♣ 10♣ K♣ K♣ Q♣ Q♣ |
      | kitty | A♥ K♥ J♥ K♦ K♣                                   |
    And the actions:
      | seat | action                 |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 1    | pass                   |
      | 2    | pass                   |
      | 2    | trump ♥                |
      | 2    | discard Q♠ J♠ J♥ J♣ J♣ |
      | 2    | announce trump         |
      | 2    | play 10♥               |
      | 3    | play 10♥               |
      | 4    | play 10♥               |
      | 0    | play J♥                |
      | 1    | play J♥                |
      | 2    | play 10♣               |
      | 3    | play 10♣               |
      | 4    | play A♣                |
      | 0    | play 10♣               |
      | 1    | play A♣                |
      | 4    | play Q♦                |
      | 0    | play Q♦                |
      | 1    | play 10♦               |
      | 2    | play 10♦               |
      | 3    | play K♦                |
      | 1    | play J♠                |
      | 2    | play 10♠               |
      | 3    | play A♠                |
      | 4    | play 10♠               |
      | 0    | play 10♠               |
      | 3    | play K♠                |
      | 4    | play Q♠                |
      | 0    | play Q♠                |
      | 1    | play 10♠               |
      | 2    | play A♥                |
      | 2    | play J♥                |
      | 3    | play Q♥                |
      | 4    | play K♥                |
      | 0    | play A♥                |
      | 1    | play 10♥               |
      | 0    | play Q♦                |
      | 1    | play J♦                |
      | 2    | play K♦                |
      | 3    | play 10♦               |
      | 4    | play A♦                |
      | 4    | play 10♣               |
      | 0    | play Q♥                |
      | 1    | play Q♣                |
      | 2    | play Q♣                |
      | 3    | play J♣                |
      | 0    | play A♠                |
      | 1    | play Q♠                |
      | 2    | play K♥                |
      | 3    | play A♥                |
      | 4    | play A♠                |
      | 3    | play J♦                |
      | 4    | play 10♦               |
      | 0    | play A♦                |
      | 1    | play J♦                |
      | 2    | play A♥                |
      | 2    | play K♥                |
      | 3    | play Q♥                |
      | 4    | play K♥                |
      | 0    | play Q♥                |
      | 1    | play A♠                |
      | 2    | play A♣                |
      | 3    | play K♦                |
      | 4    | play Q♣                |
      | 0    | play A♦                |
      | 1    | play J♣                |
      | 2    | play K♣                |
      | 3    | play A♦                |
      | 4    | play K♣                |
      | 0    | play K♠                |
      | 1    | play J♠                |
      | 2    | play A♣                |
      | 3    | play J♦                |
      | 4    | play Q♣                |
      | 0    | play K♠                |
      | 1    | play Q♦                |
      | 2    | play K♣                |
      | 3    | play K♦                |
      | 4    | play K♣                |
      | 0    | play J♠                |
      | 1    | play K♠                |
    When the hand is played
    # checks: family.bidding.dealer-stuck-40
    Then every action is accepted
    And the bidding side was set
    # checks: family.scoring.set-loses-bid
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 2 and 3    | 2    | 35           | -40   |
      | seats 0, 1 and 4 | 16   | 15           | 31    |
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 16   | 15           | 31    |
      | 1    | 16   | 15           | 31    |
      | 2    | 2    | 35           | -40   |
      | 3    | 2    | 35           | -40   |
      | 4    | 16   | 15           | 31    |

  # id: cbab6581
  @family.partner.bidder-holds-them-all @family.scoring.fifty-points @family.play.identical-first-wins @family.play.no-heading
  Scenario: A bidder holding, with the widow, every ace and ten of trump plays alone against the other four
    Given the ruleset "family-5-shore"
    And the deal:
      | seat  | cards                                            |
      | 0     | K♠ Q♠ J♠ A♥ 10♥ Q♥ Q♥ J♥ A♦ J♦ A♣ 10♣ K♣ K♣ Q♣   |
      | 1     | A♠ A♠ A♠ 10♠ 10♠ 10♠ K♠ Q♥ J♥ 10♦ Q♦ Q♦ J♦ Q♣ J♣ |
      | 2     | A♥ A♥ K♥ A♦ A♦ 10♦ K♦ K♦ K♦ Q♦ A♣ 10♣ 10♣ K♣ Q♣  |
      | 3     | K♠ Q♠ J♠ J♠ K♥ J♥ J♥ 10♦ 10♦ K♦ J♦ A♣ A♣ 10♣ K♣  |
      | 4     | K♠ Q♠ Q♠ J♠ A♥ 10♥ 10♥ 10♥ K♥ K♥ Q♥ Q♦ J♣ J♣ J♣  |
      | kitty | A♠ 10♠ A♦ J♦ Q♣                                  |
    And the actions:
      | seat | action                 |
      | 1    | bid 52                 |
      | 2    | pass                   |
      | 3    | pass                   |
      | 4    | pass                   |
      | 0    | pass                   |
      | 1    | trump ♠                |
      | 1    | discard Q♥ J♥ J♦ J♦ J♣ |
      | 1    | play A♠                |
      | 2    | play Q♣                |
      | 3    | play K♠                |
      | 4    | play Q♠                |
      | 0    | play K♠                |
      | 1    | play A♦                |
      | 2    | play Q♦                |
      | 3    | play K♦                |
      | 4    | play Q♦                |
      | 0    | play A♦                |
      | 1    | play A♠                |
      | 2    | play K♣                |
      | 3    | play Q♠                |
      | 4    | play Q♠                |
      | 0    | play J♠                |
      | 1    | play Q♦                |
      | 2    | play A♦                |
      | 3    | play J♦                |
      | 4    | play J♠                |
      | 0    | play J♦                |
      | 4    | play Q♥                |
      | 0    | play A♥                |
      | 1    | play 10♠               |
      | 2    | play A♥                |
      | 3    | play K♥                |
      | 1    | play A♠                |
      | 2    | play A♣                |
      | 3    | play J♠                |
      | 4    | play K♠                |
      | 0    | play Q♠                |
      | 1    | play 10♦               |
      | 2    | play K♦                |
      | 3    | play 10♦               |
      | 4    | play 10♥               |
      | 0    | play Q♣                |
      | 1    | play Q♦                |
      | 2    | play 10♦               |
      | 3    | play 10♦               |
      | 4    | play K♥                |
      | 0    | play Q♥                |
      | 2    | play K♥                |
      | 3    | play J♥                |
      | 4    | play 10♥               |
      | 0    | play 10♥               |
      | 1    | play 10♠               |
      | 1    | play A♠                |
      | 2    | play A♦                |
      | 3    | play J♠                |
      | 4    | play A♥                |
      | 0    | play A♣                |
      | 1    | play Q♣                |
      | 2    | play 10♣               |
      | 3    | play K♣                |
      | 4    | play J♣                |
      | 0    | play K♣                |
      | 2    | play K♦                |
      | 3    | play 10♣               |
      | 4    | play K♥                |
      | 0    | play K♣                |
      | 1    | play 10♠               |
      | 1    | play K♠                |
      | 2    | play A♥                |
      | 3    | play A♣                |
      | 4    | play J♣                |
      | 0    | play 10♣               |
      | 1    | play 10♠               |
      | 2    | play 10♣               |
      | 3    | play A♣                |
      | 4    | play 10♥               |
      | 0    | play J♥                |
      | 1    | play Q♣                |
      | 2    | play K♦                |
      | 3    | play J♥                |
      | 4    | play J♣                |
      | 0    | play Q♥                |
    When the hand is played
    # checks: family.partner.bidder-holds-them-all
    Then every action is accepted
    And the bidding side was set
    And the side scores are:
      | seats               | meld | trick points | score |
      | seat 1              | 0    | 43           | -52   |
      | seats 0, 2, 3 and 4 | 36   | 7            | 43    |

  # 002, comment 1: the bid winner takes up the widow first, then asks for his card, and
  # gives one back to the player who handed it over. The card given back here is a ten of
  # clubs that came from the widow, so it must already be in his hand when he calls.
  # id: 579d4178
  @family.partner.called-card-first-holder @family.partner.give-one-back
  Scenario: The bidder may give back a card he took from the widow, since he calls after taking it
    Given the ruleset "family-5-called-card"
    And the deal:
      | seat  | cards                                            |
      | 0     | K♠ Q♠ A♥ A♥ 10♥ K♥ J♥ J♥ J♥ A♦ K♦ Q♦ A♣ 10♣ Q♣   |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ J♠ J♠ A♥ Q♥ A♦ 10♦ Q♦ 10♣ Q♣ Q♣  |
      | 2     | J♠ 10♥ Q♥ A♦ A♦ 10♦ K♦ K♦ K♦ J♦ J♦ A♣ K♣ K♣ J♣   |
      | 3     | A♠ A♠ 10♠ K♠ K♠ Q♠ 10♥ K♥ 10♦ Q♦ J♦ A♣ J♣ J♣ J♣  |
      | 4     | A♠ 10♠ 10♠ A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ 10♦ J♦ A♣ K♣ K♣ |
      | kitty | Q♠ Q♦ 10♣ 10♣ Q♣                                 |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | bid 50                 |
      | 3    | bid 55                 |
      | 4    | pass                   |
      | 0    | pass                   |
      | 3    | trump ♠                |
      | 3    | call A♠                |
      | 3    | give 10♣               |
      | 3    | discard Q♦ Q♦ Q♣ J♣ J♣ |
      | 3    | play K♠                |
    When the hand is played
    # checks: family.partner.called-card-first-holder
    Then every action is accepted

  # A reading: comment 1 does not say whether the table melds before or after the called
  # card changes hands. Read with comment 2 (the bidder asks for a card he needs to finish
  # his hand), meld is laid down once the card has been handed over and one given back, as
  # the bidder comes to his discard: after action 8, not at trump (action 6). Seat 3 calls
  # the jack of spades, which completes his run in trump; seat 1, its first holder to his
  # left, still shows a run with his other jack.
  # id: d6b57cf0
  @family.partner.called-card-meld-after-call @family.partner.called-card-first-holder @family.partner.called-card-handed-over @family.partner.give-one-back
  Scenario: In the called-card game meld is laid down after the call, with the called card in the bidder's meld
    Given the ruleset "family-5-called-card"
    And the deal:
      | seat  | cards                                            |
      | 0     | K♠ Q♠ A♥ A♥ 10♥ K♥ J♥ J♥ J♥ A♦ K♦ Q♦ A♣ 10♣ Q♣   |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ J♠ J♠ A♥ Q♥ A♦ 10♦ Q♦ 10♣ Q♣ Q♣  |
      | 2     | J♠ 10♥ Q♥ A♦ A♦ 10♦ K♦ K♦ K♦ J♦ J♦ A♣ K♣ K♣ J♣   |
      | 3     | A♠ A♠ 10♠ K♠ K♠ Q♠ 10♥ K♥ 10♦ Q♦ J♦ A♣ J♣ J♣ J♣  |
      | 4     | A♠ 10♠ 10♠ A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ 10♦ J♦ A♣ K♣ K♣ |
      | kitty | Q♠ Q♦ 10♣ 10♣ Q♣                                 |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | bid 50                 |
      | 3    | bid 55                 |
      | 4    | pass                   |
      | 0    | pass                   |
      | 3    | trump ♠                |
      | 3    | call J♠                |
      | 3    | give J♣                |
      | 3    | discard Q♦ Q♦ Q♣ J♣ J♣ |
    When the hand is played
    # checks: family.partner.called-card-meld-after-call
    Then every action is accepted
    And seat 3 shows the meld "A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♦" after action 8
    And seat 1 shows the meld "A♠ 10♠ K♠ Q♠ J♠ Q♥ Q♦ Q♣" after action 8
    And seat 0 shows the meld "K♠ Q♠ K♦ Q♦" after action 8
    And seat 4 shows the meld "K♥ K♥ Q♥ Q♥" after action 8
    And seat 2 shows no meld

  # id: 3cda74a4
  @family.partner.called-card-first-holder @family.partner.called-card-handed-over @family.partner.give-one-back @family.bidding.called-card-opening-50 @family.scoring.fifty-points @family.play.identical-first-wins @family.meld.called-card-single-run @family.play.no-heading @family.meld.run-holds-its-marriage
  Scenario: The bidder calls a card after taking the widow; its first holder to his left becomes the partner and gets a card back
    Given the ruleset "family-5-called-card"
    And the deal:
      | seat  | cards                                            |
      | 0     | K♠ Q♠ A♥ A♥ 10♥ K♥ J♥ J♥ J♥ A♦ K♦ Q♦ A♣ 10♣ Q♣   |
      | 1     | A♠ 10♠ K♠ Q♠ J♠ J♠ J♠ A♥ Q♥ A♦ 10♦ Q♦ 10♣ Q♣ Q♣  |
      | 2     | J♠ 10♥ Q♥ A♦ A♦ 10♦ K♦ K♦ K♦ J♦ J♦ A♣ K♣ K♣ J♣   |
      | 3     | A♠ A♠ 10♠ K♠ K♠ Q♠ 10♥ K♥ 10♦ Q♦ J♦ A♣ J♣ J♣ J♣  |
      | 4     | A♠ 10♠ 10♠ A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ 10♦ J♦ A♣ K♣ K♣ |
      | kitty | Q♠ Q♦ 10♣ 10♣ Q♣                                 |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | bid 50                 |
      | 3    | bid 55                 |
      | 4    | pass                   |
      | 0    | pass                   |
      | 3    | trump ♠                |
      | 3    | call A♠                |
      | 3    | give J♣                |
      | 3    | discard Q♦ Q♦ Q♣ J♣ J♣ |
      | 3    | play K♠                |
      | 4    | play 10♠               |
      | 0    | play K♠                |
      | 1    | play Q♠                |
      | 2    | play J♠                |
      | 4    | play J♣                |
      | 0    | play A♣                |
      | 1    | play 10♣               |
      | 2    | play A♣                |
      | 3    | play 10♣               |
      | 0    | play Q♦                |
      | 1    | play A♦                |
      | 2    | play J♦                |
      | 3    | play 10♦               |
      | 4    | play 10♦               |
      | 1    | play A♠                |
      | 2    | play 10♦               |
      | 3    | play Q♠                |
      | 4    | play 10♠               |
      | 0    | play Q♠                |
      | 1    | play Q♦                |
      | 2    | play A♦                |
      | 3    | play J♦                |
      | 4    | play J♦                |
      | 0    | play K♦                |
      | 2    | play Q♥                |
      | 3    | play 10♥               |
      | 4    | play A♥                |
      | 0    | play A♥                |
      | 1    | play A♥                |
      | 4    | play K♥                |
      | 0    | play 10♥               |
      | 1    | play Q♥                |
      | 2    | play 10♥               |
      | 3    | play K♥                |
      | 0    | play K♥                |
      | 1    | play J♠                |
      | 2    | play K♦                |
      | 3    | play 10♠               |
      | 4    | play K♥                |
      | 3    | play A♣                |
      | 4    | play K♣                |
      | 0    | play 10♣               |
      | 1    | play Q♣                |
      | 2    | play J♣                |
      | 3    | play K♠                |
      | 4    | play Q♥                |
      | 0    | play A♦                |
      | 1    | play 10♠               |
      | 2    | play J♦                |
      | 1    | play 10♦               |
      | 2    | play A♦                |
      | 3    | play Q♠                |
      | 4    | play 10♥               |
      | 0    | play J♥                |
      | 3    | play 10♣               |
      | 4    | play K♣                |
      | 0    | play Q♣                |
      | 1    | play Q♣                |
      | 2    | play K♣                |
      | 3    | play A♠                |
      | 4    | play J♥                |
      | 0    | play A♥                |
      | 1    | play K♠                |
      | 2    | play K♣                |
      | 3    | play A♠                |
      | 4    | play A♣                |
      | 0    | play J♥                |
      | 1    | play J♠                |
      | 2    | play K♦                |
      | 3    | play A♠                |
      | 4    | play Q♥                |
      | 0    | play J♥                |
      | 1    | play J♠                |
      | 2    | play K♦                |
    When the hand is played
    # checks: family.partner.called-card-first-holder
    Then every action is accepted
    And the bidding side was set
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 3 and 4    | 16   | 31           | -55   |
      | seats 0, 1 and 2 | 27   | 19           | 46    |

  # id: 1b132930
  @family.partner.called-card-handed-over
  Scenario: The called card passes to the bidder, who may lead it, and the partner no longer holds it
    Given the ruleset "family-5-called-card"
    And the deal:
      | seat  | cards                                            |
      | 0     | A♠ Q♠ J♠ 10♥ K♥ Q♥ J♥ 10♦ K♦ J♦ 10♣ 10♣ K♣ Q♣ J♣ |
      | 1     | A♠ 10♠ K♠ J♠ J♠ Q♥ A♦ 10♦ K♦ Q♦ Q♦ J♦ K♣ K♣ Q♣   |
      | 2     | A♠ 10♠ 10♠ K♠ K♠ A♥ A♥ A♥ 10♥ K♥ Q♥ J♥ A♦ J♦ A♣  |
      | 3     | 10♠ K♠ Q♠ Q♠ Q♠ 10♥ J♥ J♥ 10♦ A♣ A♣ 10♣ K♣ J♣ J♣ |
      | 4     | A♠ J♠ A♥ 10♥ K♥ K♥ A♦ A♦ 10♦ K♦ J♦ A♣ Q♣ Q♣ J♣   |
      | kitty | Q♥ K♦ Q♦ Q♦ 10♣                                  |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | pass                   |
      | 3    | bid 50                 |
      | 4    | pass                   |
      | 0    | pass                   |
      | 3    | trump ♠                |
      | 3    | call A♠                |
      | 3    | give J♣                |
      | 3    | discard Q♥ J♥ J♥ Q♦ J♣ |
      | 3    | play A♠                |
      | 4    | play A♠                |
    When the hand is played
    Then action 11 is rejected with rule "play.card-not-held"

  # id: 9c037c3b
  @family.partner.give-one-back
  Scenario: The bidder gives back exactly one card, not two
    Given the ruleset "family-5-called-card"
    And the deal:
      | seat  | cards                                            |
      | 0     | A♠ Q♠ J♠ 10♥ K♥ Q♥ J♥ 10♦ K♦ J♦ 10♣ 10♣ K♣ Q♣ J♣ |
      | 1     | A♠ 10♠ K♠ J♠ J♠ Q♥ A♦ 10♦ K♦ Q♦ Q♦ J♦ K♣ K♣ Q♣   |
      | 2     | A♠ 10♠ 10♠ K♠ K♠ A♥ A♥ A♥ 10♥ K♥ Q♥ J♥ A♦ J♦ A♣  |
      | 3     | 10♠ K♠ Q♠ Q♠ Q♠ 10♥ J♥ J♥ 10♦ A♣ A♣ 10♣ K♣ J♣ J♣ |
      | 4     | A♠ J♠ A♥ 10♥ K♥ K♥ A♦ A♦ 10♦ K♦ J♦ A♣ Q♣ Q♣ J♣   |
      | kitty | Q♥ K♦ Q♦ Q♦ 10♣                                  |
    And the actions:
      | seat | action     |
      | 1    | pass       |
      | 2    | pass       |
      | 3    | bid 50     |
      | 4    | pass       |
      | 0    | pass       |
      | 3    | trump ♠    |
      | 3    | call A♠    |
      | 3    | give J♣ J♣ |
    When the hand is played
    Then action 8 is rejected with rule "pass.wrong-count"

  # id: 037e3a3d
  @family.partner.give-one-back
  Scenario: The bidder may not skip giving a card back and go straight to his discard
    Given the ruleset "family-5-called-card"
    And the deal:
      | seat  | cards                                            |
      | 0     | A♠ Q♠ J♠ 10♥ K♥ Q♥ J♥ 10♦ K♦ J♦ 10♣ 10♣ K♣ Q♣ J♣ |
      | 1     | A♠ 10♠ K♠ J♠ J♠ Q♥ A♦ 10♦ K♦ Q♦ Q♦ J♦ K♣ K♣ Q♣   |
      | 2     | A♠ 10♠ 10♠ K♠ K♠ A♥ A♥ A♥ 10♥ K♥ Q♥ J♥ A♦ J♦ A♣  |
      | 3     | 10♠ K♠ Q♠ Q♠ Q♠ 10♥ J♥ J♥ 10♦ A♣ A♣ 10♣ K♣ J♣ J♣ |
      | 4     | A♠ J♠ A♥ 10♥ K♥ K♥ A♦ A♦ 10♦ K♦ J♦ A♣ Q♣ Q♣ J♣   |
      | kitty | Q♥ K♦ Q♦ Q♦ 10♣                                  |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | pass                   |
      | 3    | bid 50                 |
      | 4    | pass                   |
      | 0    | pass                   |
      | 3    | trump ♠                |
      | 3    | call A♠                |
      | 3    | discard J♥ J♥ J♣ J♣ Q♦ |
    When the hand is played
    Then action 8 is rejected with rule "phase.expected-give"

  # id: d34446a3
  @family.partner.give-one-back
  Scenario: The card given back must come from the bidder's hand
    Given the ruleset "family-5-called-card"
    And the deal:
      | seat  | cards                                            |
      | 0     | A♠ Q♠ J♠ 10♥ K♥ Q♥ J♥ 10♦ K♦ J♦ 10♣ 10♣ K♣ Q♣ J♣ |
      | 1     | A♠ 10♠ K♠ J♠ J♠ Q♥ A♦ 10♦ K♦ Q♦ Q♦ J♦ K♣ K♣ Q♣   |
      | 2     | A♠ 10♠ 10♠ K♠ K♠ A♥ A♥ A♥ 10♥ K♥ Q♥ J♥ A♦ J♦ A♣  |
      | 3     | 10♠ K♠ Q♠ Q♠ Q♠ 10♥ J♥ J♥ 10♦ A♣ A♣ 10♣ K♣ J♣ J♣ |
      | 4     | A♠ J♠ A♥ 10♥ K♥ K♥ A♦ A♦ 10♦ K♦ J♦ A♣ Q♣ Q♣ J♣   |
      | kitty | Q♥ K♦ Q♦ Q♦ 10♣                                  |
    And the actions:
      | seat | action  |
      | 1    | pass    |
      | 2    | pass    |
      | 3    | bid 50  |
      | 4    | pass    |
      | 0    | pass    |
      | 3    | trump ♠ |
      | 3    | call A♠ |
      | 3    | give J♠ |
    When the hand is played
    Then action 8 is rejected with rule "pass.card-not-held"

  # id: d368a2f7
  @family.partner.called-card-always
  Scenario: In the called-card game the bidder always calls a card and cannot go alone
    Given the ruleset "family-5-called-card"
    And the deal:
      | seat  | cards                                            |
      | 0     | A♠ Q♠ J♠ 10♥ K♥ Q♥ J♥ 10♦ K♦ J♦ 10♣ 10♣ K♣ Q♣ J♣ |
      | 1     | A♠ 10♠ K♠ J♠ J♠ Q♥ A♦ 10♦ K♦ Q♦ Q♦ J♦ K♣ K♣ Q♣   |
      | 2     | A♠ 10♠ 10♠ K♠ K♠ A♥ A♥ A♥ 10♥ K♥ Q♥ J♥ A♦ J♦ A♣  |
      | 3     | 10♠ K♠ Q♠ Q♠ Q♠ 10♥ J♥ J♥ 10♦ A♣ A♣ 10♣ K♣ J♣ J♣ |
      | 4     | A♠ J♠ A♥ 10♥ K♥ K♥ A♦ A♦ 10♦ K♦ J♦ A♣ Q♣ Q♣ J♣   |
      | kitty | Q♥ K♦ Q♦ Q♦ 10♣                                  |
    And the actions:
      | seat | action  |
      | 1    | pass    |
      | 2    | pass    |
      | 3    | bid 50  |
      | 4    | pass    |
      | 0    | pass    |
      | 3    | trump ♠ |
      | 3    | alone   |
    When the hand is played
    Then action 7 is rejected with rule "partner.must-call"

  # The same deal: in comment 1's game the bidder's way to a partner is to call a card
  # (002, comment 1). Where going alone was refused, seat 3 calls the ace of spades, gives
  # a card back to its holder and discards.
  # id: 472d3830
  @family.partner.called-card-always
  Scenario: In the called-card game the bidder who calls a card after naming trump goes on to give one back and discard
    Given the ruleset "family-5-called-card"
    And the deal:
      | seat  | cards                                            |
      | 0     | A♠ Q♠ J♠ 10♥ K♥ Q♥ J♥ 10♦ K♦ J♦ 10♣ 10♣ K♣ Q♣ J♣ |
      | 1     | A♠ 10♠ K♠ J♠ J♠ Q♥ A♦ 10♦ K♦ Q♦ Q♦ J♦ K♣ K♣ Q♣   |
      | 2     | A♠ 10♠ 10♠ K♠ K♠ A♥ A♥ A♥ 10♥ K♥ Q♥ J♥ A♦ J♦ A♣  |
      | 3     | 10♠ K♠ Q♠ Q♠ Q♠ 10♥ J♥ J♥ 10♦ A♣ A♣ 10♣ K♣ J♣ J♣ |
      | 4     | A♠ J♠ A♥ 10♥ K♥ K♥ A♦ A♦ 10♦ K♦ J♦ A♣ Q♣ Q♣ J♣   |
      | kitty | Q♥ K♦ Q♦ Q♦ 10♣                                  |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | pass                   |
      | 3    | bid 50                 |
      | 4    | pass                   |
      | 0    | pass                   |
      | 3    | trump ♠                |
      | 3    | call A♠                |
      | 3    | give J♣                |
      | 3    | discard Q♥ J♥ J♥ Q♦ J♣ |
    When the hand is played
    Then every action is accepted

  # id: 9eea3999
  @family.partner.called-card-first-holder
  Scenario: The bidder calls for his card before discarding
    Given the ruleset "family-5-called-card"
    And the deal:
      | seat  | cards                                            |
      | 0     | A♠ Q♠ J♠ 10♥ K♥ Q♥ J♥ 10♦ K♦ J♦ 10♣ 10♣ K♣ Q♣ J♣ |
      | 1     | A♠ 10♠ K♠ J♠ J♠ Q♥ A♦ 10♦ K♦ Q♦ Q♦ J♦ K♣ K♣ Q♣   |
      | 2     | A♠ 10♠ 10♠ K♠ K♠ A♥ A♥ A♥ 10♥ K♥ Q♥ J♥ A♦ J♦ A♣  |
      | 3     | 10♠ K♠ Q♠ Q♠ Q♠ 10♥ J♥ J♥ 10♦ A♣ A♣ 10♣ K♣ J♣ J♣ |
      | 4     | A♠ J♠ A♥ 10♥ K♥ K♥ A♦ A♦ 10♦ K♦ J♦ A♣ Q♣ Q♣ J♣   |
      | kitty | Q♥ K♦ Q♦ Q♦ 10♣                                  |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | pass                   |
      | 3    | bid 50                 |
      | 4    | pass                   |
      | 0    | pass                   |
      | 3    | trump ♠                |
      | 3    | discard J♥ J♥ J♣ Q♥ Q♦ |
    When the hand is played
    Then action 7 is rejected with rule "phase.expected-call"

  # id: 50833393
  @family.partner.called-card-nobody-holds @family.play.identical-first-wins @family.play.no-heading
  Scenario: Calling a card that only the bidder holds leaves him alone against the other four
    Given the ruleset "family-5-called-card"
    And the deal:
      | seat  | cards                                            |
      | 0     | 10♠ 10♠ K♠ K♠ A♥ A♥ 10♥ J♥ J♥ A♦ K♦ K♦ Q♦ J♦ A♣  |
      | 1     | A♠ A♠ J♠ A♥ 10♥ Q♥ Q♥ J♥ J♥ A♣ K♣ K♣ Q♣ Q♣ J♣    |
      | 2     | K♠ Q♠ Q♠ 10♥ A♦ A♦ 10♦ K♦ Q♦ J♦ J♦ 10♣ 10♣ Q♣ J♣ |
      | 3     | 10♠ Q♠ J♠ J♠ A♥ 10♥ K♥ K♥ K♥ 10♦ Q♦ Q♦ 10♣ K♣ J♣ |
      | 4     | 10♠ K♠ Q♠ J♠ Q♥ Q♥ A♦ 10♦ K♦ J♦ A♣ 10♣ K♣ Q♣ J♣  |
      | kitty | A♠ A♠ K♥ 10♦ A♣                                  |
    And the actions:
      | seat | action                 |
      | 1    | pass                   |
      | 2    | pass                   |
      | 3    | bid 50                 |
      | 4    | pass                   |
      | 0    | pass                   |
      | 3    | trump ♥                |
      | 3    | call K♥                |
      | 3    | discard Q♠ J♠ J♠ Q♦ J♣ |
      | 3    | play A♥                |
      | 4    | play Q♥                |
      | 0    | play A♥                |
      | 1    | play Q♥                |
      | 2    | play 10♥               |
      | 3    | play 10♦               |
      | 4    | play K♦                |
      | 0    | play K♦                |
      | 1    | play A♥                |
      | 2    | play J♦                |
      | 1    | play 10♥               |
      | 2    | play J♦                |
      | 3    | play K♥                |
      | 4    | play Q♥                |
      | 0    | play J♥                |
      | 1    | play J♣                |
      | 2    | play J♣                |
      | 3    | play 10♣               |
      | 4    | play A♣                |
      | 0    | play A♣                |
      | 4    | play 10♦               |
      | 0    | play J♦                |
      | 1    | play J♥                |
      | 2    | play Q♦                |
      | 3    | play Q♦                |
      | 1    | play A♣                |
      | 2    | play 10♣               |
      | 3    | play A♣                |
      | 4    | play K♣                |
      | 0    | play A♥                |
      | 0    | play 10♠               |
      | 1    | play A♠                |
      | 2    | play Q♠                |
      | 3    | play A♠                |
      | 4    | play K♠                |
      | 1    | play K♣                |
      | 2    | play Q♣                |
      | 3    | play K♣                |
      | 4    | play Q♣                |
      | 0    | play J♥                |
      | 0    | play Q♦                |
      | 1    | play J♥                |
      | 2    | play K♦                |
      | 3    | play 10♦               |
      | 4    | play J♦                |
      | 1    | play K♣                |
      | 2    | play 10♣               |
      | 3    | play K♥                |
      | 4    | play J♣                |
      | 0    | play 10♥               |
      | 0    | play K♦                |
      | 1    | play Q♥                |
      | 2    | play 10♦               |
      | 3    | play K♥                |
      | 4    | play A♦                |
      | 3    | play K♥                |
      | 4    | play J♠                |
      | 0    | play A♦                |
      | 1    | play Q♣                |
      | 2    | play A♦                |
      | 3    | play 10♥               |
      | 4    | play Q♠                |
      | 0    | play K♠                |
      | 1    | play Q♣                |
      | 2    | play K♠                |
      | 3    | play 10♠               |
      | 4    | play 10♠               |
      | 0    | play K♠                |
      | 1    | play J♠                |
      | 2    | play Q♠                |
      | 3    | play A♠                |
      | 4    | play 10♣               |
      | 0    | play 10♠               |
      | 1    | play A♠                |
      | 2    | play A♦                |
    When the hand is played
    # checks: family.partner.called-card-nobody-holds
    Then every action is accepted
    And the bidding side was set
    And the side scores are:
      | seats               | meld | trick points | score |
      | seat 3              | 0    | 23           | -50   |
      | seats 0, 1, 2 and 4 | 48   | 27           | 75    |

  # id: 0025d94b
  @family.deal.no-widow-all-dealt @family.partner.no-widow-called-card @family.scoring.fifty-points @family.partner.no-widow-which-holder @family.play.identical-first-wins @family.play.no-heading @family.bidding.no-widow-as-main-text
  Scenario: With all the cards dealt, the bidder names trump, calls a card he needs and plays at once
    Given the ruleset "family-5-no-widow"
    And the deal:
      | seat | cards                                                |
      | 0    | 10♠ K♠ J♠ J♠ 10♥ Q♥ J♥ 10♦ K♦ K♦ Q♦ Q♦ A♣ A♣ 10♣ K♣  |
      | 1    | 10♠ 10♠ K♠ J♠ J♠ Q♥ J♥ A♦ 10♦ J♦ A♣ 10♣ 10♣ Q♣ Q♣ Q♣ |
      | 2    | A♠ A♠ Q♠ A♥ A♥ A♥ K♥ K♥ Q♥ 10♦ 10♦ J♦ A♣ K♣ J♣ J♣    |
      | 3    | A♠ 10♠ K♠ Q♠ Q♠ A♥ 10♥ 10♥ 10♥ K♥ J♥ A♦ K♦ Q♦ J♦ 10♣ |
      | 4    | A♠ K♠ Q♠ K♥ Q♥ J♥ A♦ A♦ K♦ Q♦ J♦ K♣ K♣ Q♣ J♣ J♣      |
    And the actions:
      | seat | action   |
      | 1    | bid 46   |
      | 2    | pass     |
      | 3    | pass     |
      | 4    | pass     |
      | 0    | pass     |
      | 1    | trump ♣  |
      | 1    | call 10♣ |
      | 1    | give J♥  |
      | 1    | play 10♣ |
      | 2    | play K♣  |
      | 3    | play A♠  |
      | 4    | play Q♣  |
      | 0    | play K♣  |
      | 1    | play A♣  |
      | 2    | play J♣  |
      | 3    | play 10♥ |
      | 4    | play J♣  |
      | 0    | play 10♣ |
      | 1    | play Q♥  |
      | 2    | play Q♥  |
      | 3    | play 10♥ |
      | 4    | play Q♥  |
      | 0    | play 10♥ |
      | 3    | play K♠  |
      | 4    | play Q♠  |
      | 0    | play K♠  |
      | 1    | play J♠  |
      | 2    | play A♠  |
      | 2    | play 10♦ |
      | 3    | play A♦  |
      | 4    | play A♦  |
      | 0    | play Q♦  |
      | 1    | play 10♦ |
      | 3    | play Q♦  |
      | 4    | play A♦  |
      | 0    | play K♦  |
      | 1    | play J♦  |
      | 2    | play J♦  |
      | 4    | play J♥  |
      | 0    | play J♥  |
      | 1    | play Q♣  |
      | 2    | play K♥  |
      | 3    | play A♥  |
      | 1    | play 10♣ |
      | 2    | play A♣  |
      | 3    | play 10♠ |
      | 4    | play J♣  |
      | 0    | play A♣  |
      | 2    | play 10♦ |
      | 3    | play J♦  |
      | 4    | play Q♦  |
      | 0    | play 10♦ |
      | 1    | play A♦  |
      | 1    | play 10♠ |
      | 2    | play A♠  |
      | 3    | play Q♠  |
      | 4    | play A♠  |
      | 0    | play 10♠ |
      | 2    | play J♣  |
      | 3    | play Q♠  |
      | 4    | play K♣  |
      | 0    | play A♣  |
      | 1    | play Q♣  |
      | 0    | play J♠  |
      | 1    | play K♠  |
      | 2    | play Q♠  |
      | 3    | play 10♥ |
      | 4    | play K♠  |
      | 1    | play J♠  |
      | 2    | play K♥  |
      | 3    | play J♥  |
      | 4    | play K♣  |
      | 0    | play J♠  |
      | 4    | play K♦  |
      | 0    | play K♦  |
      | 1    | play Q♣  |
      | 2    | play A♥  |
      | 3    | play K♦  |
      | 1    | play 10♠ |
      | 2    | play A♥  |
      | 3    | play J♥  |
      | 4    | play J♦  |
      | 0    | play Q♥  |
      | 1    | play 10♣ |
      | 2    | play A♥  |
      | 3    | play K♥  |
      | 4    | play K♥  |
      | 0    | play Q♦  |
    When the hand is played
    # checks: family.deal.no-widow-all-dealt
    Then every action is accepted
    # checks: family.partner.no-widow-called-card
    And the bidding side was set
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 1 and 3    | 8    | 33           | -46   |
      | seats 0, 2 and 4 | 38   | 17           | 55    |

  # The same deal: seat 3, the first holder of the called ten of clubs, hands it to the
  # bidder and gets the jack of hearts back (002, comment 2). Having given it away he can no
  # longer play it when the bidder leads a ten of clubs.
  # id: ba5daa4d
  @family.partner.no-widow-called-card @family.partner.no-widow-which-holder @family.play.no-heading
  Scenario: With all the cards dealt, the partner who handed over the called card can no longer play it
    Given the ruleset "family-5-no-widow"
    And the deal:
      | seat | cards                                                |
      | 0    | 10♠ K♠ J♠ J♠ 10♥ Q♥ J♥ 10♦ K♦ K♦ Q♦ Q♦ A♣ A♣ 10♣ K♣  |
      | 1    | 10♠ 10♠ K♠ J♠ J♠ Q♥ J♥ A♦ 10♦ J♦ A♣ 10♣ 10♣ Q♣ Q♣ Q♣ |
      | 2    | A♠ A♠ Q♠ A♥ A♥ A♥ K♥ K♥ Q♥ 10♦ 10♦ J♦ A♣ K♣ J♣ J♣    |
      | 3    | A♠ 10♠ K♠ Q♠ Q♠ A♥ 10♥ 10♥ 10♥ K♥ J♥ A♦ K♦ Q♦ J♦ 10♣ |
      | 4    | A♠ K♠ Q♠ K♥ Q♥ J♥ A♦ A♦ K♦ Q♦ J♦ K♣ K♣ Q♣ J♣ J♣      |
    And the actions:
      | seat | action   |
      | 1    | bid 46   |
      | 2    | pass     |
      | 3    | pass     |
      | 4    | pass     |
      | 0    | pass     |
      | 1    | trump ♣  |
      | 1    | call 10♣ |
      | 1    | give J♥  |
      | 1    | play 10♣ |
      | 2    | play K♣  |
      | 3    | play 10♣ |
    When the hand is played
    # checks: family.partner.no-widow-called-card
    Then action 11 is rejected with rule "play.card-not-held"

  # id: 9dd0e888
  @family.partner.no-widow-alone @family.play.identical-first-wins @family.play.no-heading @family.bidding.no-widow-as-main-text
  Scenario: A bidder who needs no card may play without a partner
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
      | seat | action   |
      | 3    | pass     |
      | 4    | bid 40   |
      | 0    | pass     |
      | 1    | pass     |
      | 2    | pass     |
      | 4    | trump ♦  |
      | 4    | alone    |
      | 4    | play J♦  |
      | 0    | play K♦  |
      | 1    | play A♦  |
      | 2    | play K♦  |
      | 3    | play J♦  |
      | 1    | play J♦  |
      | 2    | play Q♦  |
      | 3    | play Q♦  |
      | 4    | play 10♦ |
      | 0    | play K♦  |
      | 4    | play K♣  |
      | 0    | play A♣  |
      | 1    | play K♣  |
      | 2    | play J♣  |
      | 3    | play K♣  |
      | 0    | play Q♠  |
      | 1    | play J♠  |
      | 2    | play Q♠  |
      | 3    | play J♠  |
      | 4    | play Q♠  |
      | 0    | play 10♥ |
      | 1    | play K♥  |
      | 2    | play A♥  |
      | 3    | play A♥  |
      | 4    | play J♥  |
      | 2    | play J♥  |
      | 3    | play 10♥ |
      | 4    | play 10♥ |
      | 0    | play J♥  |
      | 1    | play Q♥  |
      | 3    | play Q♦  |
      | 4    | play A♦  |
      | 0    | play Q♦  |
      | 1    | play J♦  |
      | 2    | play A♦  |
      | 4    | play A♠  |
      | 0    | play 10♠ |
      | 1    | play 10♠ |
      | 2    | play J♠  |
      | 3    | play A♠  |
      | 4    | play 10♣ |
      | 0    | play 10♣ |
      | 1    | play Q♣  |
      | 2    | play K♣  |
      | 3    | play J♣  |
      | 4    | play A♦  |
      | 0    | play 10♦ |
      | 1    | play 10♦ |
      | 2    | play J♣  |
      | 3    | play 10♦ |
      | 4    | play K♥  |
      | 0    | play Q♥  |
      | 1    | play Q♥  |
      | 2    | play A♥  |
      | 3    | play 10♠ |
      | 2    | play K♥  |
      | 3    | play Q♣  |
      | 4    | play K♥  |
      | 0    | play J♥  |
      | 1    | play Q♥  |
      | 2    | play J♣  |
      | 3    | play A♣  |
      | 4    | play Q♣  |
      | 0    | play A♣  |
      | 1    | play Q♣  |
      | 3    | play Q♠  |
      | 4    | play K♠  |
      | 0    | play J♠  |
      | 1    | play K♠  |
      | 2    | play A♠  |
      | 2    | play 10♥ |
      | 3    | play K♠  |
      | 4    | play K♦  |
      | 0    | play 10♣ |
      | 1    | play A♥  |
      | 4    | play K♠  |
      | 0    | play 10♣ |
      | 1    | play 10♠ |
      | 2    | play A♠  |
      | 3    | play A♣  |
    When the hand is played
    # checks: family.partner.no-widow-alone
    Then every action is accepted
    And the bidding side was set
    And the side scores are:
      | seats               | meld | trick points | score |
      | seat 4              | 16   | 20           | -40   |
      | seats 0, 1, 2 and 3 | 20   | 30           | 50    |

  # The same deal played another way (002, comment 2: a bidder who needs no card need not
  # take a partner). Seat 4 again plays alone, and this time makes his 40 with 16 meld and
  # 25 in tricks: the 41 is his alone, while the other four score together as one side.
  # id: ac555ab2
  @family.partner.no-widow-alone @family.scoring.fifty-points @family.play.identical-first-wins @family.play.no-heading @family.bidding.no-widow-as-main-text
  Scenario: A bidder who plays without a partner and makes his bid keeps the whole score for himself
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
      | seat | action   |
      | 3    | pass     |
      | 4    | bid 40   |
      | 0    | pass     |
      | 1    | pass     |
      | 2    | pass     |
      | 4    | trump ♦  |
      | 4    | alone    |
      | 4    | play A♦  |
      | 0    | play 10♦ |
      | 1    | play 10♦ |
      | 2    | play K♦  |
      | 3    | play J♦  |
      | 4    | play J♥  |
      | 0    | play 10♥ |
      | 1    | play K♥  |
      | 2    | play A♥  |
      | 3    | play 10♥ |
      | 2    | play J♣  |
      | 3    | play Q♣  |
      | 4    | play Q♣  |
      | 0    | play 10♣ |
      | 1    | play K♣  |
      | 0    | play A♣  |
      | 1    | play Q♣  |
      | 2    | play J♣  |
      | 3    | play A♣  |
      | 4    | play K♣  |
      | 0    | play Q♠  |
      | 1    | play J♠  |
      | 2    | play J♠  |
      | 3    | play K♠  |
      | 4    | play A♠  |
      | 4    | play 10♥ |
      | 0    | play J♥  |
      | 1    | play A♥  |
      | 2    | play K♥  |
      | 3    | play A♥  |
      | 1    | play Q♥  |
      | 2    | play 10♥ |
      | 3    | play Q♦  |
      | 4    | play K♥  |
      | 0    | play Q♥  |
      | 3    | play 10♦ |
      | 4    | play 10♦ |
      | 0    | play Q♦  |
      | 1    | play A♦  |
      | 2    | play A♦  |
      | 1    | play J♦  |
      | 2    | play Q♦  |
      | 3    | play Q♦  |
      | 4    | play K♦  |
      | 0    | play K♦  |
      | 4    | play 10♣ |
      | 0    | play 10♣ |
      | 1    | play Q♣  |
      | 2    | play J♣  |
      | 3    | play J♣  |
      | 4    | play Q♠  |
      | 0    | play J♠  |
      | 1    | play 10♠ |
      | 2    | play Q♠  |
      | 3    | play A♠  |
      | 3    | play A♣  |
      | 4    | play J♦  |
      | 0    | play A♣  |
      | 1    | play J♦  |
      | 2    | play K♣  |
      | 4    | play K♠  |
      | 0    | play 10♠ |
      | 1    | play 10♠ |
      | 2    | play A♠  |
      | 3    | play J♠  |
      | 2    | play J♥  |
      | 3    | play 10♠ |
      | 4    | play K♥  |
      | 0    | play J♥  |
      | 1    | play Q♥  |
      | 4    | play A♦  |
      | 0    | play K♦  |
      | 1    | play Q♥  |
      | 2    | play A♠  |
      | 3    | play K♣  |
      | 4    | play K♠  |
      | 0    | play 10♣ |
      | 1    | play K♠  |
      | 2    | play A♥  |
      | 3    | play Q♠  |
    When the hand is played
    # checks: family.partner.no-widow-alone
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats               | meld | trick points | score |
      | seat 4              | 16   | 25           | 41    |
      | seats 0, 1, 2 and 3 | 20   | 25           | 45    |

  # The 96-card game keeps the main text's duty to tell the table about discarded trump
  # (002, 96-card comment; main text, discard and play): the same hand as below, with the
  # bidder leading after a discard that holds J♦ without saying so.
  # id: 11dd9b95
  @family.discard.trump-allowed-announced @family.widow.ninety-six-six-cards
  Scenario: In the 96-card game a bidder who discards a trump and leads without telling the table is refused
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                     |
      | 0     | 10♠ Q♠ J♠ A♥ K♥ Q♥ Q♥ 9♥ A♦ 10♦ 10♦ K♦ J♦ J♦ 9♦ 9♦ 10♣ K♣ |
      | 1     | K♠ Q♠ J♠ K♥ Q♥ J♥ J♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ A♣ A♣ 10♣ Q♣    |
      | 2     | A♠ A♠ J♠ A♥ 10♥ 10♥ K♥ 9♥ 9♦ 10♣ K♣ Q♣ J♣ J♣ J♣ 9♣ 9♣ 9♣  |
      | 3     | A♠ 10♠ K♠ Q♠ Q♠ 9♠ 9♠ 10♥ A♦ K♦ K♦ Q♦ Q♦ 9♦ A♣ Q♣ J♣ 9♣   |
      | 4     | A♠ 10♠ 9♠ 9♠ A♥ A♥ K♥ Q♥ J♥ J♥ 9♥ 10♦ 10♦ Q♦ 10♣ K♣ K♣ Q♣ |
      | kitty | 10♠ K♠ K♠ J♠ 10♥ 9♥                                       |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | bid 52                    |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | bid 53                    |
      | 2    | pass                      |
      | 1    | trump ♦                   |
      | 1    | call A♦                   |
      | 1    | discard J♠ J♠ J♥ J♥ 9♥ J♦ |
      | 1    | play A♦                   |
    When the hand is played
    # checks: family.discard.trump-allowed-announced
    Then action 11 is rejected with rule "discard.trump-not-announced"

  # The same hand, stopped where the bidder owes the table word of the trump he discarded:
  # seat 2, whose turn it is not, throws the hand in. The auction is long over (a throw-in is
  # a call of the bidding, docs/protocol.md "Rule codes"), seat 1 is the one to act, and the
  # table is waiting for the announcement; each of the three codes applies.
  # id: 459189ff
  @family.discard.trump-allowed-announced @family.widow.ninety-six-six-cards
  Scenario: In the 96-card game a throw-in while the discarded trump is to be announced is refused
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                     |
      | 0     | 10♠ Q♠ J♠ A♥ K♥ Q♥ Q♥ 9♥ A♦ 10♦ 10♦ K♦ J♦ J♦ 9♦ 9♦ 10♣ K♣ |
      | 1     | K♠ Q♠ J♠ K♥ Q♥ J♥ J♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ A♣ A♣ 10♣ Q♣    |
      | 2     | A♠ A♠ J♠ A♥ 10♥ 10♥ K♥ 9♥ 9♦ 10♣ K♣ Q♣ J♣ J♣ J♣ 9♣ 9♣ 9♣  |
      | 3     | A♠ 10♠ K♠ Q♠ Q♠ 9♠ 9♠ 10♥ A♦ K♦ K♦ Q♦ Q♦ 9♦ A♣ Q♣ J♣ 9♣   |
      | 4     | A♠ 10♠ 9♠ 9♠ A♥ A♥ K♥ Q♥ J♥ J♥ 9♥ 10♦ 10♦ Q♦ 10♣ K♣ K♣ Q♣ |
      | kitty | 10♠ K♠ K♠ J♠ 10♥ 9♥                                       |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | bid 52                    |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | bid 53                    |
      | 2    | pass                      |
      | 1    | trump ♦                   |
      | 1    | call A♦                   |
      | 1    | discard J♠ J♠ J♥ J♥ 9♥ J♦ |
      | 2    | misdeal                   |
    When the hand is played
    # checks: family.discard.trump-allowed-announced
    Then action 11 is rejected with rule "bid.auction-closed" or "turn.out-of-turn" or "discard.trump-not-announced"

  # id: 3e5ccd0a
  @family.bidding.ninety-six-auction @family.partner.ninety-six-called-card @family.scoring.ninety-six-bidder-meld-only @family.widow.ninety-six-six-cards @family.scoring.ninety-six-fifty-points @family.deal.ninety-six-cards @family.play.identical-first-wins @family.scoring.ninety-six-others-pool
  Scenario: In the 96-card game the called card's holder is the partner, but only the bidder's meld counts for the side
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                     |
      | 0     | 10♠ Q♠ J♠ A♥ K♥ Q♥ Q♥ 9♥ A♦ 10♦ 10♦ K♦ J♦ J♦ 9♦ 9♦ 10♣ K♣ |
      | 1     | K♠ Q♠ J♠ K♥ Q♥ J♥ J♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ A♣ A♣ 10♣ Q♣    |
      | 2     | A♠ A♠ J♠ A♥ 10♥ 10♥ K♥ 9♥ 9♦ 10♣ K♣ Q♣ J♣ J♣ J♣ 9♣ 9♣ 9♣  |
      | 3     | A♠ 10♠ K♠ Q♠ Q♠ 9♠ 9♠ 10♥ A♦ K♦ K♦ Q♦ Q♦ 9♦ A♣ Q♣ J♣ 9♣   |
      | 4     | A♠ 10♠ 9♠ 9♠ A♥ A♥ K♥ Q♥ J♥ J♥ 9♥ 10♦ 10♦ Q♦ 10♣ K♣ K♣ Q♣ |
      | kitty | 10♠ K♠ K♠ J♠ 10♥ 9♥                                       |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | bid 52                    |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | bid 53                    |
      | 2    | pass                      |
      | 1    | trump ♦                   |
      | 1    | call A♦                   |
      | 1    | discard J♠ J♠ J♥ J♥ 9♥ J♦ |
      | 1    | announce trump            |
      | 1    | play A♦                   |
      | 2    | play 9♦                   |
      | 3    | play A♦                   |
      | 4    | play Q♦                   |
      | 0    | play 9♦                   |
      | 1    | play K♦                   |
      | 2    | play 10♣                  |
      | 3    | play Q♦                   |
      | 4    | play 10♦                  |
      | 0    | play A♦                   |
      | 0    | play J♦                   |
      | 1    | play A♦                   |
      | 2    | play J♣                   |
      | 3    | play K♦                   |
      | 4    | play 10♦                  |
      | 1    | play Q♠                   |
      | 2    | play A♠                   |
      | 3    | play 9♠                   |
      | 4    | play 10♠                  |
      | 0    | play J♠                   |
      | 2    | play 9♣                   |
      | 3    | play Q♣                   |
      | 4    | play K♣                   |
      | 0    | play 10♣                  |
      | 1    | play Q♣                   |
      | 0    | play Q♠                   |
      | 1    | play K♠                   |
      | 2    | play J♠                   |
      | 3    | play 9♠                   |
      | 4    | play A♠                   |
      | 4    | play 9♥                   |
      | 0    | play 9♥                   |
      | 1    | play K♥                   |
      | 2    | play 10♥                  |
      | 3    | play 10♥                  |
      | 2    | play J♣                   |
      | 3    | play 9♣                   |
      | 4    | play K♣                   |
      | 0    | play K♣                   |
      | 1    | play A♣                   |
      | 1    | play K♠                   |
      | 2    | play A♠                   |
      | 3    | play A♠                   |
      | 4    | play 9♠                   |
      | 0    | play 10♠                  |
      | 2    | play 9♥                   |
      | 3    | play 9♦                   |
      | 4    | play Q♥                   |
      | 0    | play Q♥                   |
      | 1    | play 10♥                  |
      | 3    | play K♠                   |
      | 4    | play 9♠                   |
      | 0    | play K♦                   |
      | 1    | play 10♠                  |
      | 2    | play 9♣                   |
      | 0    | play J♦                   |
      | 1    | play Q♦                   |
      | 2    | play A♥                   |
      | 3    | play K♦                   |
      | 4    | play J♥                   |
      | 3    | play J♣                   |
      | 4    | play Q♣                   |
      | 0    | play 10♦                  |
      | 1    | play 10♣                  |
      | 2    | play J♣                   |
      | 0    | play A♥                   |
      | 1    | play Q♥                   |
      | 2    | play 10♥                  |
      | 3    | play Q♦                   |
      | 4    | play K♥                   |
      | 3    | play 10♠                  |
      | 4    | play 10♣                  |
      | 0    | play 9♦                   |
      | 1    | play K♠                   |
      | 2    | play K♣                   |
      | 0    | play Q♥                   |
      | 1    | play J♦                   |
      | 2    | play K♥                   |
      | 3    | play Q♠                   |
      | 4    | play A♥                   |
      | 1    | play A♣                   |
      | 2    | play 9♣                   |
      | 3    | play A♣                   |
      | 4    | play A♥                   |
      | 0    | play 10♦                  |
      | 0    | play K♥                   |
      | 1    | play A♣                   |
      | 2    | play Q♣                   |
      | 3    | play Q♠                   |
      | 4    | play J♥                   |
    When the hand is played
    # checks: family.partner.ninety-six-called-card
    Then every action is accepted
    # checks: family.scoring.ninety-six-bidder-meld-only
    And the bidding side was set
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 1 and 3    | 18   | 16           | -53   |
      | seats 0, 2 and 4 | 15   | 34           | 49    |

  # The same deal with another card called: seat 1 calls the ten of diamonds, which he does
  # not hold. In the 96-card game the called card only shows who the partner is, and stays
  # in its holder's hand until he plays it (002, 96-card comment), so seat 1 cannot lay it
  # away in his discard.
  # id: 2c963ea2
  @family.partner.ninety-six-called-card
  Scenario: In the 96-card game the called card stays with its holder, so the bidder cannot discard it
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                     |
      | 0     | 10♠ Q♠ J♠ A♥ K♥ Q♥ Q♥ 9♥ A♦ 10♦ 10♦ K♦ J♦ J♦ 9♦ 9♦ 10♣ K♣ |
      | 1     | K♠ Q♠ J♠ K♥ Q♥ J♥ J♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ A♣ A♣ 10♣ Q♣    |
      | 2     | A♠ A♠ J♠ A♥ 10♥ 10♥ K♥ 9♥ 9♦ 10♣ K♣ Q♣ J♣ J♣ J♣ 9♣ 9♣ 9♣  |
      | 3     | A♠ 10♠ K♠ Q♠ Q♠ 9♠ 9♠ 10♥ A♦ K♦ K♦ Q♦ Q♦ 9♦ A♣ Q♣ J♣ 9♣   |
      | 4     | A♠ 10♠ 9♠ 9♠ A♥ A♥ K♥ Q♥ J♥ J♥ 9♥ 10♦ 10♦ Q♦ 10♣ K♣ K♣ Q♣ |
      | kitty | 10♠ K♠ K♠ J♠ 10♥ 9♥                                       |
    And the actions:
      | seat | action                     |
      | 1    | bid 50                     |
      | 2    | bid 52                     |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | bid 53                     |
      | 2    | pass                       |
      | 1    | trump ♦                    |
      | 1    | call 10♦                   |
      | 1    | discard J♠ J♥ J♥ 9♥ J♦ 10♦ |
    When the hand is played
    Then action 10 is rejected with rule "discard.card-not-held"

  # The same deal, played on: in the 96-card game meld is laid down as soon as trump is
  # named, and only then does the bidder call a card or choose to go alone (002, 96-card
  # comment: widow face up, trump, meld, then the partner). So every meld shows after
  # action 8 (trump), not after action 9 (the call). Seat 1 holds the widow by then: his
  # trump marriage, spades marriage, hearts marriage, pinochle and queens around.
  # id: c5fc89a2
  @family.meld.ninety-six-shown-before-call @family.partner.ninety-six-called-card
  Scenario: In the 96-card game everyone lays down meld as trump is named, before the bidder calls a card
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                     |
      | 0     | 10♠ Q♠ J♠ A♥ K♥ Q♥ Q♥ 9♥ A♦ 10♦ 10♦ K♦ J♦ J♦ 9♦ 9♦ 10♣ K♣ |
      | 1     | K♠ Q♠ J♠ K♥ Q♥ J♥ J♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ A♣ A♣ 10♣ Q♣    |
      | 2     | A♠ A♠ J♠ A♥ 10♥ 10♥ K♥ 9♥ 9♦ 10♣ K♣ Q♣ J♣ J♣ J♣ 9♣ 9♣ 9♣  |
      | 3     | A♠ 10♠ K♠ Q♠ Q♠ 9♠ 9♠ 10♥ A♦ K♦ K♦ Q♦ Q♦ 9♦ A♣ Q♣ J♣ 9♣   |
      | 4     | A♠ 10♠ 9♠ 9♠ A♥ A♥ K♥ Q♥ J♥ J♥ 9♥ 10♦ 10♦ Q♦ 10♣ K♣ K♣ Q♣ |
      | kitty | 10♠ K♠ K♠ J♠ 10♥ 9♥                                       |
    And the actions:
      | seat | action                     |
      | 1    | bid 50                     |
      | 2    | bid 52                     |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | bid 53                     |
      | 2    | pass                       |
      | 1    | trump ♦                    |
      | 1    | call 10♦                   |
      | 1    | discard J♠ J♥ J♥ 9♥ J♦ Q♣  |
    When the hand is played
    # checks: family.meld.ninety-six-shown-before-call
    Then every action is accepted
    And seat 0 shows the meld "Q♠ K♥ Q♥ J♦ 9♦ 9♦" after action 8
    And seat 1 shows the meld "K♠ Q♠ K♥ Q♥ K♦ Q♦ J♦ Q♣" after action 8
    And seat 2 shows the meld "9♦ K♣ Q♣" after action 8
    And seat 3 shows the meld "K♠ Q♠ K♦ K♦ Q♦ Q♦ 9♦" after action 8
    And seat 4 shows the meld "K♥ Q♥ K♣ Q♣" after action 8

  # The other side of the same rule: the bidder who goes alone decides after meld too, so
  # the table's meld shows after action 8 (trump), before action 9 (going alone).
  # id: 558726f7
  @family.meld.ninety-six-shown-before-call @family.partner.ninety-six-alone
  Scenario: In the 96-card game everyone lays down meld as trump is named, before the bidder chooses to go alone
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                     |
      | 0     | 10♠ Q♠ J♠ A♥ K♥ Q♥ Q♥ 9♥ A♦ 10♦ 10♦ K♦ J♦ J♦ 9♦ 9♦ 10♣ K♣ |
      | 1     | K♠ Q♠ J♠ K♥ Q♥ J♥ J♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ A♣ A♣ 10♣ Q♣    |
      | 2     | A♠ A♠ J♠ A♥ 10♥ 10♥ K♥ 9♥ 9♦ 10♣ K♣ Q♣ J♣ J♣ J♣ 9♣ 9♣ 9♣  |
      | 3     | A♠ 10♠ K♠ Q♠ Q♠ 9♠ 9♠ 10♥ A♦ K♦ K♦ Q♦ Q♦ 9♦ A♣ Q♣ J♣ 9♣   |
      | 4     | A♠ 10♠ 9♠ 9♠ A♥ A♥ K♥ Q♥ J♥ J♥ 9♥ 10♦ 10♦ Q♦ 10♣ K♣ K♣ Q♣ |
      | kitty | 10♠ K♠ K♠ J♠ 10♥ 9♥                                       |
    And the actions:
      | seat | action                     |
      | 1    | bid 50                     |
      | 2    | bid 52                     |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | bid 53                     |
      | 2    | pass                       |
      | 1    | trump ♦                    |
      | 1    | alone                      |
    When the hand is played
    # checks: family.meld.ninety-six-shown-before-call
    Then every action is accepted
    And seat 1 shows the meld "K♠ Q♠ K♥ Q♥ K♦ Q♦ J♦ Q♣" after action 8
    And seat 3 shows the meld "K♠ Q♠ K♦ K♦ Q♦ Q♦ 9♦" after action 8
    And seat 4 shows the meld "K♥ Q♥ K♣ Q♣" after action 8

  # id: b5f573da
  @family.bidding.ninety-six-dealer-stuck-50 @family.partner.ninety-six-alone @family.scoring.ninety-six-fifty-points @family.play.identical-first-wins @family.scoring.ninety-six-others-pool @family.meld.run-holds-its-marriage
  Scenario: In the 96-card game a dealer stuck at 50 may play alone against the other four
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
      | seat | action                    |
      | 1    | pass                      |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 0    | trump ♣                   |
      | 0    | alone                     |
      | 0    | discard 9♠ 9♠ 9♥ 9♥ Q♦ J♦ |
      | 0    | play J♣                   |
      | 1    | play K♣                   |
      | 2    | play 10♣                  |
      | 3    | play J♣                   |
      | 4    | play A♣                   |
      | 4    | play 9♣                   |
      | 0    | play 10♣                  |
      | 1    | play 9♣                   |
      | 2    | play J♣                   |
      | 3    | play 9♣                   |
      | 0    | play K♥                   |
      | 1    | play J♥                   |
      | 2    | play 10♥                  |
      | 3    | play 9♥                   |
      | 4    | play A♥                   |
      | 4    | play K♦                   |
      | 0    | play Q♦                   |
      | 1    | play 10♦                  |
      | 2    | play Q♦                   |
      | 3    | play J♦                   |
      | 1    | play Q♣                   |
      | 2    | play K♣                   |
      | 3    | play Q♦                   |
      | 4    | play A♣                   |
      | 0    | play Q♣                   |
      | 4    | play J♠                   |
      | 0    | play A♠                   |
      | 1    | play A♠                   |
      | 2    | play 9♠                   |
      | 3    | play J♠                   |
      | 0    | play 10♦                  |
      | 1    | play 9♦                   |
      | 2    | play 9♦                   |
      | 3    | play 10♦                  |
      | 4    | play A♦                   |
      | 4    | play Q♠                   |
      | 0    | play 10♠                  |
      | 1    | play A♠                   |
      | 2    | play K♠                   |
      | 3    | play J♠                   |
      | 1    | play K♥                   |
      | 2    | play K♥                   |
      | 3    | play Q♥                   |
      | 4    | play J♥                   |
      | 0    | play Q♥                   |
      | 1    | play 9♣                   |
      | 2    | play K♣                   |
      | 3    | play A♦                   |
      | 4    | play Q♣                   |
      | 0    | play A♣                   |
      | 0    | play Q♣                   |
      | 1    | play J♣                   |
      | 2    | play 10♣                  |
      | 3    | play 9♦                   |
      | 4    | play Q♠                   |
      | 2    | play 9♦                   |
      | 3    | play J♦                   |
      | 4    | play 10♦                  |
      | 0    | play A♦                   |
      | 1    | play K♦                   |
      | 0    | play A♣                   |
      | 1    | play J♦                   |
      | 2    | play 10♣                  |
      | 3    | play Q♥                   |
      | 4    | play J♠                   |
      | 0    | play A♥                   |
      | 1    | play 10♥                  |
      | 2    | play J♥                   |
      | 3    | play J♥                   |
      | 4    | play 9♥                   |
      | 0    | play K♠                   |
      | 1    | play 9♠                   |
      | 2    | play Q♥                   |
      | 3    | play Q♠                   |
      | 4    | play 10♠                  |
      | 4    | play 10♠                  |
      | 0    | play K♠                   |
      | 1    | play A♦                   |
      | 2    | play K♦                   |
      | 3    | play Q♠                   |
      | 4    | play K♠                   |
      | 0    | play 10♠                  |
      | 1    | play 10♥                  |
      | 2    | play K♥                   |
      | 3    | play A♥                   |
      | 0    | play K♣                   |
      | 1    | play K♦                   |
      | 2    | play A♥                   |
      | 3    | play 10♥                  |
      | 4    | play A♠                   |
    When the hand is played
    # checks: family.partner.ninety-six-alone
    Then every action is accepted
    # checks: family.bidding.ninety-six-dealer-stuck-50
    And the bidding side made the bid
    # checks: family.partner.ninety-six-alone
    And the side scores are:
      | seats               | meld | trick points | score |
      | seat 0              | 27   | 25           | 52    |
      | seats 1, 2, 3 and 4 | 66   | 25           | 91    |

  # 002, 96-card comment: the winning bidder chooses to play alone or to name a partner's
  # card, and not only when he is a dealer stuck at 50. Seat 1 wins the auction at 50,
  # names spades and plays alone against the other four, and falls short.
  # id: de160b78
  @family.partner.ninety-six-alone @family.scoring.ninety-six-fifty-points @family.play.identical-first-wins @family.scoring.ninety-six-others-pool
  Scenario: In the 96-card game a player who wins the auction may also play alone against the other four
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                      |
      | 0     | 10♠ K♠ Q♠ 10♥ K♥ J♥ 9♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ K♣ J♣ J♣ 9♣    |
      | 1     | A♠ A♠ 10♠ J♠ A♥ A♥ A♥ 10♥ 10♥ Q♥ 9♥ A♦ 10♦ J♦ A♣ 10♣ K♣ K♣ |
      | 2     | 10♠ K♠ Q♠ Q♠ J♠ 9♠ 9♠ A♥ J♥ J♥ A♦ K♦ Q♦ J♦ A♣ 10♣ 10♣ K♣   |
      | 3     | 10♠ J♠ 9♠ K♥ K♥ Q♥ 9♥ 9♥ 10♦ K♦ 9♦ 9♦ 9♦ 9♦ Q♣ Q♣ J♣ 9♣    |
      | 4     | A♠ K♠ K♠ Q♠ J♠ 9♠ 10♥ K♥ Q♥ Q♥ J♥ 10♦ K♦ Q♦ A♣ 10♣ Q♣ Q♣   |
      | kitty | A♠ 10♦ Q♦ J♣ 9♣ 9♣                                         |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | pass                      |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | trump ♠                   |
      | 1    | alone                     |
      | 1    | discard Q♥ 9♥ J♦ J♣ 9♣ 9♣ |
      | 1    | play J♠                   |
      | 2    | play Q♠                   |
      | 3    | play 10♠                  |
      | 4    | play A♠                   |
      | 0    | play 10♠                  |
      | 4    | play J♥                   |
      | 0    | play 9♥                   |
      | 1    | play 10♥                  |
      | 2    | play J♥                   |
      | 3    | play K♥                   |
      | 1    | play 10♠                  |
      | 2    | play J♠                   |
      | 3    | play J♠                   |
      | 4    | play 9♠                   |
      | 0    | play Q♠                   |
      | 1    | play A♠                   |
      | 2    | play 9♠                   |
      | 3    | play 9♠                   |
      | 4    | play J♠                   |
      | 0    | play K♠                   |
      | 1    | play A♥                   |
      | 2    | play J♥                   |
      | 3    | play K♥                   |
      | 4    | play 10♥                  |
      | 0    | play 10♥                  |
      | 1    | play K♣                   |
      | 2    | play A♣                   |
      | 3    | play J♣                   |
      | 4    | play Q♣                   |
      | 0    | play K♣                   |
      | 2    | play K♦                   |
      | 3    | play 9♦                   |
      | 4    | play 10♦                  |
      | 0    | play K♦                   |
      | 1    | play 10♦                  |
      | 4    | play 10♣                  |
      | 0    | play 9♣                   |
      | 1    | play A♣                   |
      | 2    | play K♣                   |
      | 3    | play Q♣                   |
      | 1    | play A♦                   |
      | 2    | play Q♦                   |
      | 3    | play K♦                   |
      | 4    | play K♦                   |
      | 0    | play Q♦                   |
      | 1    | play K♣                   |
      | 2    | play 10♣                  |
      | 3    | play Q♣                   |
      | 4    | play Q♣                   |
      | 0    | play A♣                   |
      | 0    | play A♦                   |
      | 1    | play Q♦                   |
      | 2    | play A♦                   |
      | 3    | play 9♦                   |
      | 4    | play Q♦                   |
      | 0    | play J♣                   |
      | 1    | play 10♣                  |
      | 2    | play 10♣                  |
      | 3    | play 9♣                   |
      | 4    | play A♣                   |
      | 4    | play Q♠                   |
      | 0    | play J♦                   |
      | 1    | play A♠                   |
      | 2    | play K♠                   |
      | 3    | play 10♦                  |
      | 1    | play 10♥                  |
      | 2    | play A♥                   |
      | 3    | play 9♥                   |
      | 4    | play K♥                   |
      | 0    | play K♥                   |
      | 2    | play J♦                   |
      | 3    | play 9♦                   |
      | 4    | play K♠                   |
      | 0    | play A♦                   |
      | 1    | play 10♦                  |
      | 4    | play K♠                   |
      | 0    | play J♦                   |
      | 1    | play A♠                   |
      | 2    | play 9♠                   |
      | 3    | play Q♥                   |
      | 1    | play A♥                   |
      | 2    | play 10♠                  |
      | 3    | play 9♥                   |
      | 4    | play Q♥                   |
      | 0    | play J♥                   |
      | 2    | play Q♠                   |
      | 3    | play 9♦                   |
      | 4    | play Q♥                   |
      | 0    | play J♣                   |
      | 1    | play A♥                   |
    When the hand is played
    # checks: family.partner.ninety-six-alone
    Then every action is accepted
    And the bidding side was set
    And the side scores are:
      | seats               | meld | trick points | score |
      | seat 1              | 10   | 20           | -50   |
      | seats 0, 2, 3 and 4 | 48   | 30           | 78    |

  # 002, 96-card comment, read the suite's way: seat 1 bids 53 in diamonds and calls the jack
  # of spades, which seats 2 and 0 hold (seat 1 holds two himself). Seat 2, the first holder
  # to his left, is the partner from the call on, though seat 0 plays a copy first, on the
  # opening trick, and seat 2 plays his only at trick 10. Seat 1's meld of 18 (royal and two
  # plain marriages, pinochle, queens around) and the side's 26 trick points make 44: set.
  # Seats 0, 3 and 4 keep their meld, 8 + 11 + 4, and add 24 trick points.
  # id: c5509176
  @family.partner.ninety-six-which-holder @family.partner.ninety-six-called-card @family.scoring.ninety-six-bidder-meld-only @family.play.identical-first-wins @family.scoring.ninety-six-others-pool
  Scenario: In the 96-card game the nearest holder of the called card to the bidder's left is the partner, even when a farther holder plays it first
    Given the ruleset "family-5-96"
    And the deal:
      | seat  | cards                                                     |
      | 0     | 10♠ Q♠ J♠ A♥ K♥ Q♥ Q♥ 9♥ A♦ 10♦ 10♦ K♦ J♦ J♦ 9♦ 9♦ 10♣ K♣ |
      | 1     | K♠ Q♠ J♠ K♥ Q♥ J♥ J♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ A♣ A♣ 10♣ Q♣    |
      | 2     | A♠ A♠ J♠ A♥ 10♥ 10♥ K♥ 9♥ 9♦ 10♣ K♣ Q♣ J♣ J♣ J♣ 9♣ 9♣ 9♣  |
      | 3     | A♠ 10♠ K♠ Q♠ Q♠ 9♠ 9♠ 10♥ A♦ K♦ K♦ Q♦ Q♦ 9♦ A♣ Q♣ J♣ 9♣   |
      | 4     | A♠ 10♠ 9♠ 9♠ A♥ A♥ K♥ Q♥ J♥ J♥ 9♥ 10♦ 10♦ Q♦ 10♣ K♣ K♣ Q♣ |
      | kitty | 10♠ K♠ K♠ J♠ 10♥ 9♥                                       |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | bid 52                    |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | bid 53                    |
      | 2    | pass                      |
      | 1    | trump ♦                   |
      | 1    | call J♠                   |
      | 1    | discard J♥ J♥ 9♥ Q♥ Q♣ Q♠ |
      | 1    | play J♠                   |
      | 2    | play A♠                   |
      | 3    | play 9♠                   |
      | 4    | play 10♠                  |
      | 0    | play J♠                   |
      | 2    | play 9♣                   |
      | 3    | play J♣                   |
      | 4    | play Q♣                   |
      | 0    | play 10♣                  |
      | 1    | play 10♣                  |
      | 0    | play K♥                   |
      | 1    | play 10♥                  |
      | 2    | play 10♥                  |
      | 3    | play 10♥                  |
      | 4    | play Q♥                   |
      | 1    | play J♦                   |
      | 2    | play 9♦                   |
      | 3    | play K♦                   |
      | 4    | play 10♦                  |
      | 0    | play A♦                   |
      | 0    | play 10♠                  |
      | 1    | play J♠                   |
      | 2    | play A♠                   |
      | 3    | play Q♠                   |
      | 4    | play 9♠                   |
      | 2    | play 10♥                  |
      | 3    | play 9♦                   |
      | 4    | play K♥                   |
      | 0    | play A♥                   |
      | 1    | play K♥                   |
      | 3    | play Q♣                   |
      | 4    | play K♣                   |
      | 0    | play K♣                   |
      | 1    | play A♣                   |
      | 2    | play 10♣                  |
      | 1    | play A♣                   |
      | 2    | play K♣                   |
      | 3    | play A♣                   |
      | 4    | play 10♣                  |
      | 0    | play K♦                   |
      | 0    | play Q♥                   |
      | 1    | play Q♦                   |
      | 2    | play K♥                   |
      | 3    | play A♦                   |
      | 4    | play 9♥                   |
      | 3    | play Q♠                   |
      | 4    | play A♠                   |
      | 0    | play Q♠                   |
      | 1    | play K♠                   |
      | 2    | play J♠                   |
      | 4    | play 9♠                   |
      | 0    | play J♦                   |
      | 1    | play K♠                   |
      | 2    | play 9♥                   |
      | 3    | play 10♠                  |
      | 0    | play 10♦                  |
      | 1    | play A♦                   |
      | 2    | play J♣                   |
      | 3    | play Q♦                   |
      | 4    | play 10♦                  |
      | 1    | play J♦                   |
      | 2    | play J♣                   |
      | 3    | play K♦                   |
      | 4    | play Q♦                   |
      | 0    | play 10♦                  |
      | 0    | play J♦                   |
      | 1    | play K♦                   |
      | 2    | play J♣                   |
      | 3    | play Q♦                   |
      | 4    | play J♥                   |
      | 1    | play A♣                   |
      | 2    | play Q♣                   |
      | 3    | play 9♣                   |
      | 4    | play K♣                   |
      | 0    | play 9♦                   |
      | 0    | play 9♦                   |
      | 1    | play A♦                   |
      | 2    | play 9♣                   |
      | 3    | play A♠                   |
      | 4    | play J♥                   |
      | 1    | play K♠                   |
      | 2    | play 9♣                   |
      | 3    | play K♠                   |
      | 4    | play A♥                   |
      | 0    | play Q♥                   |
      | 1    | play 10♠                  |
      | 2    | play A♥                   |
      | 3    | play 9♠                   |
      | 4    | play A♥                   |
      | 0    | play 9♥                   |
    When the hand is played
    # checks: family.partner.ninety-six-which-holder
    Then every action is accepted
    And the bidding side was set
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 1 and 2    | 18   | 26           | -53   |
      | seats 0, 3 and 4 | 23   | 24           | 47    |

  # The other reading of 002's 96-card comment (play goes on until the called card shows):
  # the same deal and play, but the partner is the first player other than the bidder to
  # play a copy. Seat 1's own jack of spades leads the first trick and does not count;
  # seat 0 plays his copy on it, before seat 2, and so partners seat 1. Meld 18 and 38
  # trick points make the 53 bid; seats 2, 3 and 4 keep meld 3 + 11 + 4 and 12 trick points.
  # id: 19c79358
  @family.partner.ninety-six-which-holder @family.partner.ninety-six-called-card @family.scoring.ninety-six-bidder-meld-only @family.play.identical-first-wins @family.scoring.ninety-six-others-pool
  Scenario: Read as whoever plays the called card first, a farther holder who plays it before the nearer one is the partner
    Given the ruleset "family-5-96" with partner.called_holder set to "first_to_play"
    And the deal:
      | seat  | cards                                                     |
      | 0     | 10♠ Q♠ J♠ A♥ K♥ Q♥ Q♥ 9♥ A♦ 10♦ 10♦ K♦ J♦ J♦ 9♦ 9♦ 10♣ K♣ |
      | 1     | K♠ Q♠ J♠ K♥ Q♥ J♥ J♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ A♣ A♣ 10♣ Q♣    |
      | 2     | A♠ A♠ J♠ A♥ 10♥ 10♥ K♥ 9♥ 9♦ 10♣ K♣ Q♣ J♣ J♣ J♣ 9♣ 9♣ 9♣  |
      | 3     | A♠ 10♠ K♠ Q♠ Q♠ 9♠ 9♠ 10♥ A♦ K♦ K♦ Q♦ Q♦ 9♦ A♣ Q♣ J♣ 9♣   |
      | 4     | A♠ 10♠ 9♠ 9♠ A♥ A♥ K♥ Q♥ J♥ J♥ 9♥ 10♦ 10♦ Q♦ 10♣ K♣ K♣ Q♣ |
      | kitty | 10♠ K♠ K♠ J♠ 10♥ 9♥                                       |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | bid 52                    |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | bid 53                    |
      | 2    | pass                      |
      | 1    | trump ♦                   |
      | 1    | call J♠                   |
      | 1    | discard J♥ J♥ 9♥ Q♥ Q♣ Q♠ |
      | 1    | play J♠                   |
      | 2    | play A♠                   |
      | 3    | play 9♠                   |
      | 4    | play 10♠                  |
      | 0    | play J♠                   |
      | 2    | play 9♣                   |
      | 3    | play J♣                   |
      | 4    | play Q♣                   |
      | 0    | play 10♣                  |
      | 1    | play 10♣                  |
      | 0    | play K♥                   |
      | 1    | play 10♥                  |
      | 2    | play 10♥                  |
      | 3    | play 10♥                  |
      | 4    | play Q♥                   |
      | 1    | play J♦                   |
      | 2    | play 9♦                   |
      | 3    | play K♦                   |
      | 4    | play 10♦                  |
      | 0    | play A♦                   |
      | 0    | play 10♠                  |
      | 1    | play J♠                   |
      | 2    | play A♠                   |
      | 3    | play Q♠                   |
      | 4    | play 9♠                   |
      | 2    | play 10♥                  |
      | 3    | play 9♦                   |
      | 4    | play K♥                   |
      | 0    | play A♥                   |
      | 1    | play K♥                   |
      | 3    | play Q♣                   |
      | 4    | play K♣                   |
      | 0    | play K♣                   |
      | 1    | play A♣                   |
      | 2    | play 10♣                  |
      | 1    | play A♣                   |
      | 2    | play K♣                   |
      | 3    | play A♣                   |
      | 4    | play 10♣                  |
      | 0    | play K♦                   |
      | 0    | play Q♥                   |
      | 1    | play Q♦                   |
      | 2    | play K♥                   |
      | 3    | play A♦                   |
      | 4    | play 9♥                   |
      | 3    | play Q♠                   |
      | 4    | play A♠                   |
      | 0    | play Q♠                   |
      | 1    | play K♠                   |
      | 2    | play J♠                   |
      | 4    | play 9♠                   |
      | 0    | play J♦                   |
      | 1    | play K♠                   |
      | 2    | play 9♥                   |
      | 3    | play 10♠                  |
      | 0    | play 10♦                  |
      | 1    | play A♦                   |
      | 2    | play J♣                   |
      | 3    | play Q♦                   |
      | 4    | play 10♦                  |
      | 1    | play J♦                   |
      | 2    | play J♣                   |
      | 3    | play K♦                   |
      | 4    | play Q♦                   |
      | 0    | play 10♦                  |
      | 0    | play J♦                   |
      | 1    | play K♦                   |
      | 2    | play J♣                   |
      | 3    | play Q♦                   |
      | 4    | play J♥                   |
      | 1    | play A♣                   |
      | 2    | play Q♣                   |
      | 3    | play 9♣                   |
      | 4    | play K♣                   |
      | 0    | play 9♦                   |
      | 0    | play 9♦                   |
      | 1    | play A♦                   |
      | 2    | play 9♣                   |
      | 3    | play A♠                   |
      | 4    | play J♥                   |
      | 1    | play K♠                   |
      | 2    | play 9♣                   |
      | 3    | play K♠                   |
      | 4    | play A♥                   |
      | 0    | play Q♥                   |
      | 1    | play 10♠                  |
      | 2    | play A♥                   |
      | 3    | play 9♠                   |
      | 4    | play A♥                   |
      | 0    | play 9♥                   |
    When the hand is played
    # checks: family.partner.ninety-six-which-holder
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 0 and 1    | 18   | 38           | 56    |
      | seats 2, 3 and 4 | 18   | 12           | 30    |

  # The same reading when the nearer holder plays first: seat 2 follows seat 1's lead of the
  # jack of spades with his own, so seat 2 is the partner, as the first holder to the left
  # would be; seat 0 plays his copy only at the fourth trick. Meld 18 and 10 trick points
  # fall short of 53; seats 0, 3 and 4 have meld 8 + 11 + 4 and 40 trick points.
  # id: fbd4f749
  @family.partner.ninety-six-which-holder @family.partner.ninety-six-called-card @family.scoring.ninety-six-bidder-meld-only @family.play.identical-first-wins @family.scoring.ninety-six-others-pool
  Scenario: Read as whoever plays the called card first, the nearer holder who plays it first is the partner
    Given the ruleset "family-5-96" with partner.called_holder set to "first_to_play"
    And the deal:
      | seat  | cards                                                     |
      | 0     | 10♠ Q♠ J♠ A♥ K♥ Q♥ Q♥ 9♥ A♦ 10♦ 10♦ K♦ J♦ J♦ 9♦ 9♦ 10♣ K♣ |
      | 1     | K♠ Q♠ J♠ K♥ Q♥ J♥ J♥ A♦ A♦ K♦ Q♦ J♦ J♦ A♣ A♣ A♣ 10♣ Q♣    |
      | 2     | A♠ A♠ J♠ A♥ 10♥ 10♥ K♥ 9♥ 9♦ 10♣ K♣ Q♣ J♣ J♣ J♣ 9♣ 9♣ 9♣  |
      | 3     | A♠ 10♠ K♠ Q♠ Q♠ 9♠ 9♠ 10♥ A♦ K♦ K♦ Q♦ Q♦ 9♦ A♣ Q♣ J♣ 9♣   |
      | 4     | A♠ 10♠ 9♠ 9♠ A♥ A♥ K♥ Q♥ J♥ J♥ 9♥ 10♦ 10♦ Q♦ 10♣ K♣ K♣ Q♣ |
      | kitty | 10♠ K♠ K♠ J♠ 10♥ 9♥                                       |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | bid 52                    |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | bid 53                    |
      | 2    | pass                      |
      | 1    | trump ♦                   |
      | 1    | call J♠                   |
      | 1    | discard J♥ J♥ 9♥ Q♥ Q♣ Q♠ |
      | 1    | play J♠                   |
      | 2    | play J♠                   |
      | 3    | play Q♠                   |
      | 4    | play 10♠                  |
      | 0    | play 10♠                  |
      | 4    | play Q♥                   |
      | 0    | play 9♥                   |
      | 1    | play K♥                   |
      | 2    | play K♥                   |
      | 3    | play 10♥                  |
      | 3    | play A♦                   |
      | 4    | play 10♦                  |
      | 0    | play 9♦                   |
      | 1    | play K♦                   |
      | 2    | play 9♦                   |
      | 3    | play K♠                   |
      | 4    | play A♠                   |
      | 0    | play J♠                   |
      | 1    | play J♠                   |
      | 2    | play A♠                   |
      | 4    | play 9♥                   |
      | 0    | play A♥                   |
      | 1    | play 10♥                  |
      | 2    | play 9♥                   |
      | 3    | play Q♦                   |
      | 3    | play A♣                   |
      | 4    | play Q♣                   |
      | 0    | play 10♣                  |
      | 1    | play 10♣                  |
      | 2    | play J♣                   |
      | 3    | play Q♦                   |
      | 4    | play 10♦                  |
      | 0    | play A♦                   |
      | 1    | play Q♦                   |
      | 2    | play K♣                   |
      | 0    | play Q♠                   |
      | 1    | play 10♠                  |
      | 2    | play A♠                   |
      | 3    | play 9♠                   |
      | 4    | play 9♠                   |
      | 2    | play J♣                   |
      | 3    | play J♣                   |
      | 4    | play K♣                   |
      | 0    | play K♣                   |
      | 1    | play A♣                   |
      | 1    | play K♠                   |
      | 2    | play 10♥                  |
      | 3    | play 10♠                  |
      | 4    | play 9♠                   |
      | 0    | play K♦                   |
      | 0    | play 9♦                   |
      | 1    | play J♦                   |
      | 2    | play A♥                   |
      | 3    | play K♦                   |
      | 4    | play Q♦                   |
      | 3    | play 9♦                   |
      | 4    | play 10♣                  |
      | 0    | play 10♦                  |
      | 1    | play A♦                   |
      | 2    | play 9♣                   |
      | 1    | play J♦                   |
      | 2    | play 10♥                  |
      | 3    | play K♦                   |
      | 4    | play K♥                   |
      | 0    | play 10♦                  |
      | 0    | play Q♥                   |
      | 1    | play A♦                   |
      | 2    | play 9♣                   |
      | 3    | play 9♠                   |
      | 4    | play A♥                   |
      | 1    | play A♣                   |
      | 2    | play Q♣                   |
      | 3    | play Q♣                   |
      | 4    | play K♣                   |
      | 0    | play J♦                   |
      | 0    | play J♦                   |
      | 1    | play A♣                   |
      | 2    | play J♣                   |
      | 3    | play A♠                   |
      | 4    | play A♥                   |
      | 0    | play K♥                   |
      | 1    | play K♠                   |
      | 2    | play 10♣                  |
      | 3    | play Q♠                   |
      | 4    | play J♥                   |
      | 0    | play Q♥                   |
      | 1    | play K♠                   |
      | 2    | play 9♣                   |
      | 3    | play 9♣                   |
      | 4    | play J♥                   |
    When the hand is played
    # checks: family.partner.ninety-six-which-holder
    Then every action is accepted
    And the bidding side was set
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 1 and 2    | 18   | 10           | -53   |
      | seats 0, 3 and 4 | 23   | 40           | 63    |

  # The same reading when no other player ever plays the called card: seat 1 holds all four
  # jacks of diamonds (seat 0 has two jacks of hearts instead), calls that jack and leads one.
  # Nobody else can play a copy, so seat 1 plays alone against the other four: meld 18 and
  # 22 trick points miss 53, and the four defenders keep meld 4 + 3 + 11 + 4 with 28 points.
  # id: c3c943d2
  @family.partner.ninety-six-which-holder @family.partner.ninety-six-called-card @family.scoring.ninety-six-bidder-meld-only @family.play.identical-first-wins @family.scoring.ninety-six-others-pool
  Scenario: Read as whoever plays the called card first, a called card no other player plays leaves the bidder alone
    Given the ruleset "family-5-96" with partner.called_holder set to "first_to_play"
    And the deal:
      | seat  | cards                                                     |
      | 0     | 10♠ Q♠ J♠ A♥ K♥ Q♥ Q♥ 9♥ A♦ 10♦ 10♦ K♦ J♥ J♥ 9♦ 9♦ 10♣ K♣ |
      | 1     | K♠ Q♠ J♠ K♥ Q♥ A♦ A♦ K♦ Q♦ J♦ J♦ J♦ J♦ A♣ A♣ A♣ 10♣ Q♣    |
      | 2     | A♠ A♠ J♠ A♥ 10♥ 10♥ K♥ 9♥ 9♦ 10♣ K♣ Q♣ J♣ J♣ J♣ 9♣ 9♣ 9♣  |
      | 3     | A♠ 10♠ K♠ Q♠ Q♠ 9♠ 9♠ 10♥ A♦ K♦ K♦ Q♦ Q♦ 9♦ A♣ Q♣ J♣ 9♣   |
      | 4     | A♠ 10♠ 9♠ 9♠ A♥ A♥ K♥ Q♥ J♥ J♥ 9♥ 10♦ 10♦ Q♦ 10♣ K♣ K♣ Q♣ |
      | kitty | 10♠ K♠ K♠ J♠ 10♥ 9♥                                       |
    And the actions:
      | seat | action                    |
      | 1    | bid 50                    |
      | 2    | bid 52                    |
      | 3    | pass                      |
      | 4    | pass                      |
      | 0    | pass                      |
      | 1    | bid 53                    |
      | 2    | pass                      |
      | 1    | trump ♦                   |
      | 1    | call J♦                   |
      | 1    | discard J♠ J♠ 9♥ Q♥ Q♣ Q♠ |
      | 1    | play J♦                   |
      | 2    | play 9♦                   |
      | 3    | play Q♦                   |
      | 4    | play 10♦                  |
      | 0    | play A♦                   |
      | 0    | play Q♠                   |
      | 1    | play K♠                   |
      | 2    | play J♠                   |
      | 3    | play Q♠                   |
      | 4    | play 9♠                   |
      | 1    | play Q♦                   |
      | 2    | play K♥                   |
      | 3    | play A♦                   |
      | 4    | play Q♦                   |
      | 0    | play 10♦                  |
      | 3    | play K♦                   |
      | 4    | play 10♦                  |
      | 0    | play 9♦                   |
      | 1    | play A♦                   |
      | 2    | play J♣                   |
      | 1    | play A♦                   |
      | 2    | play 9♥                   |
      | 3    | play 9♦                   |
      | 4    | play 10♠                  |
      | 0    | play K♦                   |
      | 1    | play 10♠                  |
      | 2    | play A♠                   |
      | 3    | play A♠                   |
      | 4    | play A♠                   |
      | 0    | play J♠                   |
      | 2    | play 10♣                  |
      | 3    | play 9♣                   |
      | 4    | play Q♣                   |
      | 0    | play 10♣                  |
      | 1    | play A♣                   |
      | 1    | play 10♣                  |
      | 2    | play 9♣                   |
      | 3    | play Q♣                   |
      | 4    | play 10♣                  |
      | 0    | play K♣                   |
      | 1    | play 10♥                  |
      | 2    | play A♥                   |
      | 3    | play 10♥                  |
      | 4    | play Q♥                   |
      | 0    | play A♥                   |
      | 2    | play Q♣                   |
      | 3    | play A♣                   |
      | 4    | play K♣                   |
      | 0    | play 9♦                   |
      | 1    | play A♣                   |
      | 0    | play 10♦                  |
      | 1    | play J♦                   |
      | 2    | play 9♣                   |
      | 3    | play Q♦                   |
      | 4    | play 9♥                   |
      | 0    | play K♥                   |
      | 1    | play K♥                   |
      | 2    | play 10♥                  |
      | 3    | play K♦                   |
      | 4    | play J♥                   |
      | 3    | play 9♠                   |
      | 4    | play 9♠                   |
      | 0    | play 10♠                  |
      | 1    | play K♠                   |
      | 2    | play A♠                   |
      | 2    | play 9♣                   |
      | 3    | play J♣                   |
      | 4    | play K♣                   |
      | 0    | play 9♥                   |
      | 1    | play A♣                   |
      | 1    | play K♠                   |
      | 2    | play K♣                   |
      | 3    | play 10♠                  |
      | 4    | play A♥                   |
      | 0    | play J♥                   |
      | 3    | play Q♠                   |
      | 4    | play K♥                   |
      | 0    | play Q♥                   |
      | 1    | play J♦                   |
      | 2    | play 10♥                  |
      | 1    | play J♦                   |
      | 2    | play J♣                   |
      | 3    | play K♠                   |
      | 4    | play A♥                   |
      | 0    | play Q♥                   |
      | 1    | play K♦                   |
      | 2    | play J♣                   |
      | 3    | play 9♠                   |
      | 4    | play J♥                   |
      | 0    | play J♥                   |
    When the hand is played
    # checks: family.partner.ninety-six-which-holder
    Then every action is accepted
    And the bidding side was set
    And the side scores are:
      | seats               | meld | trick points | score |
      | seat 1              | 18   | 22           | -53   |
      | seats 0, 2, 3 and 4 | 22   | 28           | 50    |
