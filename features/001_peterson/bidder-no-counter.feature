@doc-001
Feature: Peterson pinochle: the bidding side also loses its meld without a counter (001, counting after the play)
  A side that takes no counter in its tricks loses its meld for the hand, nines of trump
  excepted; the rule binds the bidding side as much as its opponents. Three-handed, the
  bidder alone is the bidding side.

  # id: 57dd28aa
  @peterson.scoring.no-counter-no-meld @peterson.scoring.nines-kept @peterson.players.kitty @peterson.scoring.counter-scale @peterson.scoring.no-last-trick @peterson.scoring.set-penalty @peterson.bidding.opening-forced @peterson.play.next-lead
  Scenario: A bidder who wins tricks holding no counter loses his meld but keeps his nines of trump, and is set
    # Seat 1 is in for 150 and names trump; he melds 300 but his two tricks hold only queens,
    # jacks and nines: he keeps his two nines of trump (20), far short of 150.
    Given the ruleset "peterson-3"
    And the deal:
      | seat  | cards                                             |
      | 0     | A♠ J♠ 10♥ J♥ A♦ 10♦ 10♦ K♦ J♦ 9♦ A♣ 10♣ 10♣ K♣ J♣ |
      | 1     | 10♠ K♠ Q♠ 9♠ 10♥ Q♥ 9♥ K♦ Q♦ Q♦ J♦ K♣ Q♣ 9♣ 9♣    |
      | 2     | 10♠ K♠ Q♠ J♠ 9♠ A♥ A♥ K♥ Q♥ 9♥ A♦ 9♦ A♣ Q♣ J♣     |
      | kitty | A♠ K♥ J♥                                          |
    And the actions:
      | seat | action           |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♣          |
      | 1    | discard 9♠ J♥ 9♥ |
      | 1    | play Q♣          |
      | 2    | play A♣          |
      | 0    | play J♣          |
      | 2    | play 9♦          |
      | 0    | play J♦          |
      | 1    | play Q♦          |
      | 1    | play 9♣          |
      | 2    | play J♣          |
      | 0    | play A♣          |
      | 0    | play J♠          |
      | 1    | play Q♠          |
      | 2    | play K♠          |
      | 2    | play 9♥          |
      | 0    | play J♥          |
      | 1    | play Q♥          |
      | 1    | play J♦          |
      | 2    | play A♦          |
      | 0    | play 9♦          |
      | 2    | play Q♣          |
      | 0    | play 10♣         |
      | 1    | play 9♣          |
      | 0    | play K♣          |
      | 1    | play K♣          |
      | 2    | play J♠          |
      | 0    | play K♦          |
      | 1    | play Q♦          |
      | 2    | play 9♠          |
      | 0    | play A♦          |
      | 1    | play K♦          |
      | 2    | play Q♥          |
      | 0    | play 10♥         |
      | 1    | play 10♥         |
      | 2    | play A♥          |
      | 2    | play Q♠          |
      | 0    | play A♠          |
      | 1    | play 10♠         |
      | 0    | play 10♦         |
      | 1    | play K♥          |
      | 2    | play K♥          |
      | 0    | play 10♦         |
      | 1    | play A♠          |
      | 2    | play 10♠         |
      | 0    | play 10♣         |
      | 1    | play K♠          |
      | 2    | play A♥          |
    When the hand is played
    # checks: peterson.bidding.opening-forced
    Then every action is accepted
    # checks: peterson.scoring.no-counter-no-meld
    And the bidding side was set
    And the seat scores are:
      | seat | meld | trick points | score |
      | 0    | 40   | 180          | 220   |
      | 1    | 20   | 0            | -150  |
      | 2    | 40   | 60           | 100   |
