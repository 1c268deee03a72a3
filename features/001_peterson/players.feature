@doc-001
Feature: Peterson pinochle by number of players (001, player table)
  The document's table of player counts lost its layout; it is read as players / decks /
  cards each / special rules: three players, one deck, 15 cards each, a 3-card kitty, no
  partners; four players, one deck, 12 cards each, two teams; five players, two decks
  without nines, 16 cards each, the bidder's partner drawn at random after the bidding;
  six players, two decks, 16 cards each, three teams. Each count is shown by a whole hand
  or by the score of one.

  # id: 3891521b
  @peterson.players.three-handed @peterson.players.table @peterson.players.kitty @peterson.scoring.team-total @peterson.scoring.counters @peterson.scoring.counter-scale @peterson.scoring.no-last-trick @peterson.bidding.opening-forced @peterson.play.next-lead @peterson.scoring.make-bid @peterson.meld.run-holds-marriage
  Scenario: Three-handed, fifteen cards each and a kitty, every player scores for himself
    Given the ruleset "peterson-3"
    And the deal:
      | seat  | cards                                            |
      | 0     | Q♠ J♠ 9♠ A♥ 10♥ K♥ Q♥ J♥ 10♦ K♦ Q♦ J♦ 10♣ 10♣ Q♣ |
      | 1     | A♠ 9♠ A♥ 10♥ K♥ 9♥ K♦ J♦ 9♦ A♣ A♣ K♣ J♣ J♣ 9♣    |
      | 2     | A♠ 10♠ K♠ K♠ Q♠ J♠ Q♥ J♥ 9♥ A♦ Q♦ 9♦ K♣ Q♣ 9♣    |
      | kitty | 10♠ A♦ 10♦                                       |
    And the actions:
      | seat | action           |
      | 2    | bid 160          |
      | 0    | bid 170          |
      | 1    | pass             |
      | 2    | bid 250          |
      | 0    | pass             |
      | 2    | trump ♠          |
      | 2    | discard 9♥ 9♦ 9♣ |
      | 2    | play J♥          |
      | 0    | play A♥          |
      | 1    | play K♥          |
      | 0    | play K♦          |
      | 1    | play J♦          |
      | 2    | play 10♦         |
      | 2    | play J♠          |
      | 0    | play Q♠          |
      | 1    | play A♠          |
      | 1    | play 9♣          |
      | 2    | play K♣          |
      | 0    | play 10♣         |
      | 0    | play Q♥          |
      | 1    | play A♥          |
      | 2    | play Q♥          |
      | 1    | play 9♦          |
      | 2    | play A♦          |
      | 0    | play Q♦          |
      | 2    | play A♠          |
      | 0    | play J♠          |
      | 1    | play 9♠          |
      | 2    | play A♦          |
      | 0    | play 10♦         |
      | 1    | play K♦          |
      | 2    | play Q♦          |
      | 0    | play J♦          |
      | 1    | play J♣          |
      | 2    | play K♠          |
      | 0    | play 9♠          |
      | 1    | play K♣          |
      | 2    | play Q♠          |
      | 0    | play 10♥         |
      | 1    | play 10♥         |
      | 2    | play 10♠         |
      | 0    | play Q♣          |
      | 1    | play J♣          |
      | 2    | play Q♣          |
      | 0    | play 10♣         |
      | 1    | play A♣          |
      | 1    | play A♣          |
      | 2    | play 10♠         |
      | 0    | play J♥          |
      | 2    | play K♠          |
      | 0    | play K♥          |
      | 1    | play 9♥          |
    When the hand is played
    # checks: peterson.players.three-handed
    Then every action is accepted
    # checks: peterson.scoring.make-bid
    And the bidding side made the bid
    # checks: peterson.players.three-handed
    And the side scores are:
      | seats  | meld | trick points | score |
      | seat 2 | 250  | 160          | 410   |
      | seat 0 | 150  | 40           | 190   |
      | seat 1 | 10   | 40           | 50    |

  # id: e5f12a33
  @peterson.players.four-handed @peterson.players.table @peterson.players.team-seating @peterson.passing.others-meld-after @peterson.scoring.team-total @peterson.scoring.counters @peterson.scoring.no-last-trick @peterson.play.next-lead @peterson.scoring.counter-scale @peterson.scoring.make-bid
  Scenario: Four-handed, twelve cards each, partners opposite score together
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
      | 2    | bid 280             |
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
    # checks: peterson.players.four-handed
    Then every action is accepted
    # checks: peterson.scoring.make-bid
    And the bidding side made the bid
    # checks: peterson.players.four-handed
    And the side scores are:
      | seats         | meld | trick points | score |
      | seats 0 and 2 | 200  | 160          | 360   |
      | seats 1 and 3 | 100  | 80           | 180   |
    # checks: peterson.scoring.team-total
    And the seat scores are:
      | seat | score |
      | 0    | 360   |
      | 1    | 180   |
      | 2    | 360   |
      | 3    | 180   |

  # id: ecc6bd62
  @peterson.players.five-handed @peterson.players.table @peterson.players.random-partner @peterson.scoring.team-total @peterson.scoring.counters @peterson.scoring.counter-scale @peterson.scoring.no-last-trick @peterson.scoring.make-bid
  Scenario: Five-handed, the bidder and the partner drawn for him score against the other three
    Given the ruleset "peterson-5"
    And seat 2 won the bid at 460 with trump ♠
    And seat 4 is the bidder's partner
    And the meld hands:
      | seat | cards                                               |
      | 0    | A♠ 10♠ K♠ J♠ 10♥ 10♥ K♥ Q♥ Q♥ A♦ 10♦ Q♦ J♦ A♣ K♣ J♣ |
      | 1    | A♠ K♠ A♥ A♥ A♥ 10♥ K♥ J♥ 10♦ K♦ J♦ A♣ 10♣ Q♣ Q♣ J♣  |
      | 2    | A♠ K♠ Q♠ Q♠ J♠ A♥ 10♥ K♥ Q♥ J♥ A♦ J♦ J♦ A♣ 10♣ J♣   |
      | 3    | A♠ 10♠ Q♠ J♠ K♥ 10♦ K♦ K♦ Q♦ A♣ 10♣ 10♣ K♣ K♣ Q♣ Q♣ |
      | 4    | 10♠ 10♠ K♠ Q♠ J♠ Q♥ J♥ J♥ A♦ A♦ 10♦ K♦ Q♦ Q♦ K♣ J♣  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 | seat 4 |
      | 2      | K♣     | 10♣    | A♣     | K♣     | K♣     |
      | 2      | A♦     | K♦     | J♦     | 10♦    | A♦     |
      | 4      | 10♦    | J♦     | A♦     | K♦     | 10♦    |
      | 2      | K♠     | A♠     | A♠     | 10♠    | J♠     |
      | 2      | 10♥    | A♥     | Q♥     | K♥     | Q♥     |
      | 1      | 10♥    | 10♥    | A♥     | A♠     | J♥     |
      | 3      | Q♦     | 10♦    | J♦     | Q♦     | A♦     |
      | 4      | A♠     | K♠     | J♠     | Q♠     | K♠     |
      | 0      | Q♥     | K♥     | 10♥    | J♠     | J♥     |
      | 3      | J♣     | A♣     | J♣     | A♣     | J♣     |
      | 3      | A♣     | Q♣     | 10♣    | K♣     | 10♠    |
      | 4      | J♦     | J♣     | Q♠     | K♦     | K♦     |
      | 2      | K♥     | J♥     | J♥     | Q♣     | 10♠    |
      | 4      | 10♠    | Q♣     | K♠     | Q♣     | Q♠     |
      | 0      | Q♥     | A♥     | K♥     | 10♣    | Q♦     |
      | 1      | J♠     | A♥     | Q♠     | 10♣    | Q♦     |
    When the hand is scored
    # checks: peterson.scoring.make-bid
    Then the bidding side made the bid
    # checks: peterson.players.five-handed
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 2 and 4    | 560  | 290          | 850   |
      | seats 0, 1 and 3 | 80   | 190          | 270   |

  # id: e48369a2
  @peterson.players.six-handed @peterson.players.table @peterson.players.team-seating @peterson.scoring.team-total @peterson.scoring.counters @peterson.play.first-identical-wins @peterson.scoring.counter-scale @peterson.scoring.no-last-trick @peterson.scoring.make-bid @peterson.meld.run-holds-marriage
  Scenario: Six-handed, three teams of two partners sitting opposite each score their own meld and counters
    Given the ruleset "peterson-6"
    And seat 2 won the bid at 460 with trump ♠
    And the meld hands:
      | seat | cards                                                |
      | 0    | A♠ A♥ 10♥ Q♥ 9♥ A♦ A♦ A♦ Q♦ Q♦ 9♦ K♣ Q♣ Q♣ Q♣ 9♣     |
      | 1    | K♠ K♠ K♠ J♠ 9♠ K♥ J♥ 9♥ 9♥ Q♦ J♦ A♣ 10♣ 10♣ 9♣ 9♣    |
      | 2    | A♠ 10♠ 10♠ K♠ Q♠ Q♠ J♠ A♥ K♥ Q♥ J♥ J♦ J♦ 9♦ K♣ J♣    |
      | 3    | A♠ A♠ 10♠ Q♠ Q♠ 9♠ 9♠ 10♥ K♥ K♥ K♦ K♦ K♣ J♣ J♣ J♣    |
      | 4    | 10♠ J♠ J♠ 9♠ 10♥ 10♥ Q♥ Q♥ 10♦ K♦ Q♦ J♦ A♣ K♣ Q♣ 9♣  |
      | 5    | A♥ A♥ J♥ J♥ 9♥ A♦ 10♦ 10♦ 10♦ K♦ 9♦ 9♦ A♣ A♣ 10♣ 10♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 |
      | 2      | 9♥     | J♥     | K♥     | 10♥    | Q♥     | A♥     |
      | 5      | Q♣     | 9♣     | K♣     | K♣     | Q♣     | A♣     |
      | 5      | A♥     | 9♥     | J♥     | K♥     | Q♥     | 9♥     |
      | 0      | 10♥    | K♥     | A♥     | K♥     | 10♥    | J♥     |
      | 2      | Q♦     | J♦     | J♦     | K♦     | 10♦    | A♦     |
      | 5      | Q♥     | 9♥     | Q♥     | A♠     | 10♥    | A♥     |
      | 3      | A♠     | 9♠     | A♠     | Q♠     | 10♠    | 10♣    |
      | 0      | Q♦     | Q♦     | J♦     | K♦     | J♦     | 10♦    |
      | 5      | A♦     | J♠     | Q♠     | 10♠    | J♠     | J♥     |
      | 3      | 9♣     | K♠     | 10♠    | 9♠     | J♠     | 10♦    |
      | 2      | A♦     | K♠     | 9♦     | 9♠     | Q♦     | K♦     |
      | 1      | K♣     | 10♣    | J♣     | J♣     | A♣     | A♣     |
      | 4      | Q♣     | K♠     | 10♠    | A♠     | 9♠     | 10♣    |
      | 3      | A♦     | A♣     | K♠     | Q♠     | 9♣     | 10♦    |
      | 2      | Q♣     | 9♣     | J♠     | J♣     | K♦     | 9♦     |
      | 2      | 9♦     | 10♣    | Q♠     | J♣     | K♣     | 9♦     |
    When the hand is scored
    # checks: peterson.scoring.make-bid
    Then the bidding side made the bid
    # checks: peterson.players.six-handed
    And the side scores are:
      | seats         | meld | trick points | score |
      | seats 2 and 5 | 530  | 260          | 790   |
      | seats 0 and 3 | 40   | 150          | 190   |
      | seats 1 and 4 | 60   | 70           | 130   |
