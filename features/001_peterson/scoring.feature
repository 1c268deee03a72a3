@doc-001
Feature: Peterson pinochle scoring (001, counting after the play)
  Aces, tens and kings taken in tricks are counters (read as 10 each, on the scale of the
  meld table); queens, jacks and nines count nothing and the last trick earns no bonus. A
  side's meld and counters make its total; the bidding side makes its bid when its total
  reaches the bid, and is otherwise set back by the bid (the fixture's reading). A side
  that takes no counter loses its meld, except the nines of trump.

  # id: 0891d693
  @peterson.scoring.make-bid @peterson.scoring.set-penalty @peterson.scoring.team-total @peterson.scoring.counter-scale @peterson.play.next-lead
  Scenario: A bidding side that falls short of its bid loses the bid and its meld, while the opponents score theirs
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | 10♠ 10♠ K♠ 10♥ K♥ 9♥ 9♥ A♦ K♦ J♦ 9♦ 10♣ |
      | 1    | A♠ K♠ Q♠ 10♦ 10♦ A♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
      | 2    | A♠ Q♠ J♠ A♥ 10♥ J♥ A♦ J♦ A♣ 10♣ K♣ J♣   |
      | 3    | J♠ 9♠ 9♠ A♥ K♥ Q♥ Q♥ J♥ K♦ Q♦ Q♦ 9♦     |
    And the actions:
      | seat | action              |
      | 2    | bid 260             |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | bid 270             |
      | 2    | bid 400             |
      | 1    | pass                |
      | 2    | trump ♥             |
      | 0    | give 10♥ K♥ 9♥ 10♣  |
      | 2    | give 10♥ 10♣ 10♣ K♣ |
      | 2    | play A♠             |
      | 3    | play 9♠             |
      | 0    | play K♠             |
      | 1    | play K♠             |
      | 2    | play K♥             |
      | 3    | play A♥             |
      | 0    | play 9♥             |
      | 1    | play A♣             |
      | 3    | play K♥             |
      | 0    | play 10♥            |
      | 1    | play Q♠             |
      | 2    | play A♥             |
      | 2    | play 9♥             |
      | 3    | play Q♥             |
      | 0    | play K♦             |
      | 1    | play A♠             |
      | 3    | play Q♦             |
      | 0    | play A♦             |
      | 1    | play 10♦            |
      | 2    | play J♦             |
      | 0    | play K♣             |
      | 1    | play K♣             |
      | 2    | play A♣             |
      | 3    | play J♥             |
      | 3    | play Q♥             |
      | 0    | play J♦             |
      | 1    | play 9♣             |
      | 2    | play 10♥            |
      | 2    | play J♣             |
      | 3    | play K♦             |
      | 0    | play 10♣            |
      | 1    | play 9♣             |
      | 0    | play 10♠            |
      | 1    | play 10♦            |
      | 2    | play J♠             |
      | 3    | play J♠             |
      | 0    | play 10♣            |
      | 1    | play J♣             |
      | 2    | play J♥             |
      | 3    | play 9♠             |
      | 2    | play A♦             |
      | 3    | play Q♦             |
      | 0    | play 9♦             |
      | 1    | play Q♣             |
      | 2    | play Q♠             |
      | 3    | play 9♦             |
      | 0    | play 10♠            |
      | 1    | play Q♣             |
    When the hand is played
    # checks: peterson.play.next-lead
    Then every action is accepted
    # checks: peterson.scoring.make-bid
    And the bidding side was set
    # checks: peterson.scoring.set-penalty
    And the side scores are:
      | seats         | score |
      | seats 0 and 2 | -400  |
      | seats 1 and 3 | 180   |

  # In the next hands seat 2 bid with spades trump; the opponents (seats 1 and 3) win only
  # the first trick, which holds no counter (nine, jack, nine, queen). Melds: seat 2 run
  # and extra king 170, seat 0 a marriage 20; seat 1 three marriages and a nine of trump
  # 70, seat 3 pinochle, a marriage and a nine of trump 70.

  # id: a8892af5
  @peterson.scoring.no-counter-no-meld @peterson.scoring.nines-kept @peterson.scoring.counters @peterson.scoring.team-total @peterson.scoring.counter-scale @peterson.scoring.no-last-trick @peterson.scoring.make-bid @peterson.meld.run-holds-marriage
  Scenario: A side that wins a trick without counters loses its meld but keeps its nines of trump
    Given the ruleset "peterson-4"
    And seat 2 won the bid at 260 with trump ♠
    And the meld hands:
      | seat | cards                                   |
      | 0    | A♥ 10♥ 10♥ K♥ A♦ A♦ 10♦ 10♦ K♦ Q♦ 9♥ 9♦ |
      | 1    | 9♠ K♥ Q♥ J♥ K♦ Q♦ J♦ 10♣ K♣ Q♣ J♣ 9♣    |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ J♠ J♠ A♣ 9♣ A♥   |
      | 3    | Q♠ 9♠ Q♥ J♥ 9♥ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 2      | 9♥     | Q♣     | 9♣     | J♣     |
      | 1      | 10♦    | J♦     | 10♠    | J♦     |
      | 2      | A♦     | 9♣     | A♣     | Q♣     |
      | 2      | 10♥    | 9♠     | 10♠    | Q♠     |
      | 2      | A♦     | J♥     | A♠     | 9♠     |
      | 2      | A♥     | Q♥     | A♥     | Q♥     |
      | 2      | 10♥    | Q♦     | A♠     | 10♣    |
      | 2      | 10♦    | J♣     | Q♠     | 9♦     |
      | 2      | Q♦     | K♥     | J♠     | K♣     |
      | 2      | 9♦     | 10♣    | K♠     | J♥     |
      | 2      | K♦     | K♦     | K♠     | A♣     |
      | 2      | K♥     | K♣     | J♠     | 9♥     |
    When the hand is scored
    # checks: peterson.scoring.make-bid
    Then the bidding side made the bid
    # checks: peterson.scoring.no-counter-no-meld
    And the side scores are:
      | seats         | meld | trick points | score |
      | seats 0 and 2 | 190  | 240          | 430   |
      | seats 1 and 3 | 20   | 0            | 20    |


  # The boundary of the same rule: the document takes the meld away only from a side that
  # pulls in no counter at all (001, counting after the play). Same hand, but seat 1 takes
  # the first trick with K♣ and keeps Q♣ for the last one: the opponents' single trick now
  # holds exactly one counter, so they keep all their meld (70 + 70).
  # id: f0c28f1f
  @peterson.scoring.no-counter-no-meld @peterson.scoring.counters @peterson.scoring.team-total @peterson.scoring.counter-scale @peterson.scoring.no-last-trick @peterson.scoring.make-bid @peterson.meld.run-holds-marriage
  Scenario: A side whose tricks hold exactly one counter keeps all its meld
    Given the ruleset "peterson-4"
    And seat 2 won the bid at 260 with trump ♠
    And the meld hands:
      | seat | cards                                   |
      | 0    | A♥ 10♥ 10♥ K♥ A♦ A♦ 10♦ 10♦ K♦ Q♦ 9♥ 9♦ |
      | 1    | 9♠ K♥ Q♥ J♥ K♦ Q♦ J♦ 10♣ K♣ Q♣ J♣ 9♣    |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ J♠ J♠ A♣ 9♣ A♥   |
      | 3    | Q♠ 9♠ Q♥ J♥ 9♥ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 2      | 9♥     | K♣     | 9♣     | J♣     |
      | 1      | 10♦    | J♦     | 10♠    | J♦     |
      | 2      | A♦     | 9♣     | A♣     | Q♣     |
      | 2      | 10♥    | 9♠     | 10♠    | Q♠     |
      | 2      | A♦     | J♥     | A♠     | 9♠     |
      | 2      | A♥     | Q♥     | A♥     | Q♥     |
      | 2      | 10♥    | Q♦     | A♠     | 10♣    |
      | 2      | 10♦    | J♣     | Q♠     | 9♦     |
      | 2      | Q♦     | K♥     | J♠     | K♣     |
      | 2      | 9♦     | 10♣    | K♠     | J♥     |
      | 2      | K♦     | K♦     | K♠     | A♣     |
      | 2      | K♥     | Q♣     | J♠     | 9♥     |
    When the hand is scored
    # checks: peterson.scoring.make-bid
    Then the bidding side made the bid
    # checks: peterson.scoring.no-counter-no-meld
    And the side scores are:
      | seats         | meld | trick points | score |
      | seats 0 and 2 | 190  | 230          | 420   |
      | seats 1 and 3 | 140  | 10           | 150   |
  # id: 091b8d40
  @peterson.scoring.make-bid @peterson.scoring.counter-scale @peterson.scoring.no-last-trick @peterson.meld.run-holds-marriage
  Scenario: Reaching the bid exactly makes it
    Given the ruleset "peterson-4"
    And seat 2 won the bid at 430 with trump ♠
    And the meld hands:
      | seat | cards                                   |
      | 0    | A♥ 10♥ 10♥ K♥ A♦ A♦ 10♦ 10♦ K♦ Q♦ 9♥ 9♦ |
      | 1    | 9♠ K♥ Q♥ J♥ K♦ Q♦ J♦ 10♣ K♣ Q♣ J♣ 9♣    |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ J♠ J♠ A♣ 9♣ A♥   |
      | 3    | Q♠ 9♠ Q♥ J♥ 9♥ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 2      | 9♥     | Q♣     | 9♣     | J♣     |
      | 1      | 10♦    | J♦     | 10♠    | J♦     |
      | 2      | A♦     | 9♣     | A♣     | Q♣     |
      | 2      | 10♥    | 9♠     | 10♠    | Q♠     |
      | 2      | A♦     | J♥     | A♠     | 9♠     |
      | 2      | A♥     | Q♥     | A♥     | Q♥     |
      | 2      | 10♥    | Q♦     | A♠     | 10♣    |
      | 2      | 10♦    | J♣     | Q♠     | 9♦     |
      | 2      | Q♦     | K♥     | J♠     | K♣     |
      | 2      | 9♦     | 10♣    | K♠     | J♥     |
      | 2      | K♦     | K♦     | K♠     | A♣     |
      | 2      | K♥     | K♣     | J♠     | 9♥     |
    When the hand is scored
    # checks: peterson.scoring.make-bid
    Then the bidding side made the bid
    And the side scores are:
      | seats         | score |
      | seats 0 and 2 | 430   |
      | seats 1 and 3 | 20    |

  # id: 49c7d923
  @peterson.scoring.make-bid @peterson.scoring.set-penalty @peterson.scoring.no-last-trick @peterson.meld.run-holds-marriage
  Scenario: Falling ten short of the bid sets the bidding side back by the whole bid
    Given the ruleset "peterson-4"
    And seat 2 won the bid at 440 with trump ♠
    And the meld hands:
      | seat | cards                                   |
      | 0    | A♥ 10♥ 10♥ K♥ A♦ A♦ 10♦ 10♦ K♦ Q♦ 9♥ 9♦ |
      | 1    | 9♠ K♥ Q♥ J♥ K♦ Q♦ J♦ 10♣ K♣ Q♣ J♣ 9♣    |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ J♠ J♠ A♣ 9♣ A♥   |
      | 3    | Q♠ 9♠ Q♥ J♥ 9♥ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 2      | 9♥     | Q♣     | 9♣     | J♣     |
      | 1      | 10♦    | J♦     | 10♠    | J♦     |
      | 2      | A♦     | 9♣     | A♣     | Q♣     |
      | 2      | 10♥    | 9♠     | 10♠    | Q♠     |
      | 2      | A♦     | J♥     | A♠     | 9♠     |
      | 2      | A♥     | Q♥     | A♥     | Q♥     |
      | 2      | 10♥    | Q♦     | A♠     | 10♣    |
      | 2      | 10♦    | J♣     | Q♠     | 9♦     |
      | 2      | Q♦     | K♥     | J♠     | K♣     |
      | 2      | 9♦     | 10♣    | K♠     | J♥     |
      | 2      | K♦     | K♦     | K♠     | A♣     |
      | 2      | K♥     | K♣     | J♠     | 9♥     |
    When the hand is scored
    # checks: peterson.scoring.make-bid
    Then the bidding side was set
    # checks: peterson.scoring.set-penalty
    And the side scores are:
      | seats         | score |
      | seats 0 and 2 | -440  |
      | seats 1 and 3 | 20    |

  # 001 never says what a set side loses; the peterson rulesets read the bid. Under the
  # recorded alternative of a doubled penalty the same hand costs twice the bid.
  # id: 91395c2c
  @peterson.scoring.make-bid @peterson.scoring.set-penalty @peterson.scoring.no-last-trick @peterson.meld.run-holds-marriage
  Scenario: Read with a doubled penalty, falling ten short of the bid sets the bidding side back by twice the bid
    Given the ruleset "peterson-4" with scoring.set set to {"penalty": "double_bid", "keeps": []}
    And seat 2 won the bid at 440 with trump ♠
    And the meld hands:
      | seat | cards                                   |
      | 0    | A♥ 10♥ 10♥ K♥ A♦ A♦ 10♦ 10♦ K♦ Q♦ 9♥ 9♦ |
      | 1    | 9♠ K♥ Q♥ J♥ K♦ Q♦ J♦ 10♣ K♣ Q♣ J♣ 9♣    |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ J♠ J♠ A♣ 9♣ A♥   |
      | 3    | Q♠ 9♠ Q♥ J♥ 9♥ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣    |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 2      | 9♥     | Q♣     | 9♣     | J♣     |
      | 1      | 10♦    | J♦     | 10♠    | J♦     |
      | 2      | A♦     | 9♣     | A♣     | Q♣     |
      | 2      | 10♥    | 9♠     | 10♠    | Q♠     |
      | 2      | A♦     | J♥     | A♠     | 9♠     |
      | 2      | A♥     | Q♥     | A♥     | Q♥     |
      | 2      | 10♥    | Q♦     | A♠     | 10♣    |
      | 2      | 10♦    | J♣     | Q♠     | 9♦     |
      | 2      | Q♦     | K♥     | J♠     | K♣     |
      | 2      | 9♦     | 10♣    | K♠     | J♥     |
      | 2      | K♦     | K♦     | K♠     | A♣     |
      | 2      | K♥     | K♣     | J♠     | 9♥     |
    When the hand is scored
    # checks: peterson.scoring.make-bid
    Then the bidding side was set
    # checks: peterson.scoring.set-penalty
    And the side scores are:
      | seats         | score |
      | seats 0 and 2 | -880  |
      | seats 1 and 3 | 20    |

  # 001 says nothing about how a game ends (peterson.game.end): the rulesets read it as play
  # to 1500, the highest score winning. Six-handed, three teams of partners sit opposite each other
  # (001, the player table) and each team's seats carry its score.
  # id: 8713b981
  @peterson.game.end @peterson.players.six-handed @peterson.players.team-seating
  Scenario: Six-handed, the team that passes 1500 wins for both its players
    Given the ruleset "peterson-6"
    And the scores before the hand:
      | seat | score |
      | 0    | 1200  |
      | 1    | 1300  |
      | 2    | 1400  |
      | 3    | 1200  |
      | 4    | 1300  |
      | 5    | 1400  |
    And the hand's bidder was seat 2, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 50    |
      | 1    | 90    |
      | 2    | 150   |
      | 3    | 50    |
      | 4    | 90    |
      | 5    | 150   |
    When the game result is asked for
    # checks: peterson.game.end
    Then the game is won by seats 2 and 5

  # id: 8536f855
  @peterson.game.end @peterson.players.six-handed @peterson.players.team-seating
  Scenario: Six-handed, of two teams past 1500 the higher wins although it did not bid
    Given the ruleset "peterson-6"
    And the scores before the hand:
      | seat | score |
      | 0    | 1200  |
      | 1    | 1450  |
      | 2    | 1400  |
      | 3    | 1200  |
      | 4    | 1450  |
      | 5    | 1400  |
    And the hand's bidder was seat 2, who made the bid, and the hand scored:
      | seat | score |
      | 0    | 50    |
      | 1    | 150   |
      | 2    | 120   |
      | 3    | 50    |
      | 4    | 150   |
      | 5    | 120   |
    When the game result is asked for
    # checks: peterson.game.end
    Then the game is won by seats 1 and 4
