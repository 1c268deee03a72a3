@doc-001
Feature: Peterson pinochle, "playing 1000" (001, optional rule)
  A high bidder who expects to take every counter announces "playing 1000" after receiving
  his partner's four cards (the action "shoot"). He shows no meld, passes four cards back
  (melded cards included) and his partner shows no meld and does not play: he only
  gathers the tricks. Taking every counter scores 1000 and the opponents lose their meld;
  otherwise the side loses 1000 and the opponents score their meld and their counters.

  # Deal for the played hands (dealer seat 0): seat 2 buys the bid at 260 with spades trump;
  # partner seat 0 passes him the jacks and nines of spades.

  # id: 302eee98
  @peterson.shoot.announce @peterson.shoot.no-meld @peterson.shoot.partner-sits-out @peterson.shoot.success @peterson.meld.double-run @peterson.play.next-lead
  Scenario: Playing 1000 and taking every counter scores 1000 and wipes out the opponents' meld
    Given the ruleset "peterson-4-playing-1000"
    And the deal:
      | seat | cards                                  |
      | 0    | J♠ J♠ 9♠ 9♠ 9♥ A♦ K♦ Q♦ 9♦ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♦ A♥ A♦ A♣  |
      | 3    | 10♥ K♥ Q♥ J♥ 9♥ 10♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action           |
      | 2    | bid 260          |
      | 3    | pass             |
      | 0    | pass             |
      | 1    | pass             |
      | 2    | trump ♠          |
      | 0    | give J♠ J♠ 9♠ 9♠ |
      | 2    | shoot            |
      | 2    | give A♥ A♦ J♦ A♣ |
      | 2    | play 10♠         |
      | 3    | play K♣          |
      | 1    | play 10♥         |
      | 2    | play K♠          |
      | 3    | play K♥          |
      | 1    | play 9♦          |
      | 2    | play Q♠          |
      | 3    | play 10♣         |
      | 1    | play Q♦          |
      | 2    | play 10♠         |
      | 3    | play Q♥          |
      | 1    | play Q♣          |
      | 2    | play A♠          |
      | 3    | play Q♣          |
      | 1    | play K♣          |
      | 2    | play 9♠          |
      | 3    | play J♣          |
      | 1    | play 9♣          |
      | 2    | play A♠          |
      | 3    | play A♣          |
      | 1    | play J♥          |
      | 2    | play J♠          |
      | 3    | play J♥          |
      | 1    | play K♦          |
      | 2    | play K♠          |
      | 3    | play 10♦         |
      | 1    | play A♥          |
      | 2    | play Q♠          |
      | 3    | play 10♥         |
      | 1    | play 10♦         |
      | 2    | play J♠          |
      | 3    | play J♦          |
      | 1    | play K♥          |
      | 2    | play 9♠          |
      | 3    | play 9♥          |
      | 1    | play Q♥          |
    When the hand is played
    # checks: peterson.shoot.announce
    Then every action is accepted
    # checks: peterson.shoot.success
    And the bidding side made the bid
    And the side scores are:
      | seats         | meld | score |
      | seats 0 and 2 | 0    | 1000  |
      | seats 1 and 3 | 0    | 0     |

  # The same hand turned one seat to the left (dealer seat 1): seat 3 plays 1000 and his
  # partner at seat 1 only gathers the tricks (001, optional rule: play continues as usual
  # except that the partner does not play). Each trick goes seat 3, seat 0, then past the
  # idle seat 1 to seat 2, so the seat after seat 0 to play is seat 2.
  # id: 9c73b461
  @peterson.shoot.announce @peterson.shoot.no-meld @peterson.shoot.partner-sits-out @peterson.shoot.success @peterson.meld.double-run @peterson.play.next-lead
  Scenario: Playing 1000 from seat 3, play passes over the idle partner at seat 1 to seat 2
    Given the ruleset "peterson-4-playing-1000"
    And seat 1 deals
    And the deal:
      | seat | cards                                  |
      | 0    | 10♥ K♥ Q♥ J♥ 9♥ 10♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
      | 1    | J♠ J♠ 9♠ 9♠ 9♥ A♦ K♦ Q♦ 9♦ 10♣ J♣ 9♣   |
      | 2    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 3    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♦ A♥ A♦ A♣  |
    And the actions:
      | seat | action           |
      | 3    | bid 260          |
      | 0    | pass             |
      | 1    | pass             |
      | 2    | pass             |
      | 3    | trump ♠          |
      | 1    | give J♠ J♠ 9♠ 9♠ |
      | 3    | shoot            |
      | 3    | give A♥ A♦ J♦ A♣ |
      | 3    | play 10♠         |
      | 0    | play K♣          |
      | 2    | play 10♥         |
      | 3    | play K♠          |
      | 0    | play K♥          |
      | 2    | play 9♦          |
      | 3    | play Q♠          |
      | 0    | play 10♣         |
      | 2    | play Q♦          |
      | 3    | play 10♠         |
      | 0    | play Q♥          |
      | 2    | play Q♣          |
      | 3    | play A♠          |
      | 0    | play Q♣          |
      | 2    | play K♣          |
      | 3    | play 9♠          |
      | 0    | play J♣          |
      | 2    | play 9♣          |
      | 3    | play A♠          |
      | 0    | play A♣          |
      | 2    | play J♥          |
      | 3    | play J♠          |
      | 0    | play J♥          |
      | 2    | play K♦          |
      | 3    | play K♠          |
      | 0    | play 10♦         |
      | 2    | play A♥          |
      | 3    | play Q♠          |
      | 0    | play 10♥         |
      | 2    | play 10♦         |
      | 3    | play J♠          |
      | 0    | play J♦          |
      | 2    | play K♥          |
      | 3    | play 9♠          |
      | 0    | play 9♥          |
      | 2    | play Q♥          |
    When the hand is played
    # checks: peterson.shoot.partner-sits-out
    Then every action is accepted
    # checks: peterson.shoot.success
    And the bidding side made the bid
    And the side scores are:
      | seats         | meld | score |
      | seats 1 and 3 | 0    | 1000  |
      | seats 0 and 2 | 0    | 0     |

  # id: 17086cdb
  @peterson.shoot.announce @peterson.shoot.partner-sits-out @peterson.shoot.failure @peterson.scoring.counters @peterson.scoring.counter-scale @peterson.scoring.no-last-trick @peterson.play.next-lead
  Scenario: Playing 1000 and losing a counter costs 1000 and the opponents score their meld and counters
    Given the ruleset "peterson-4-playing-1000"
    And the deal:
      | seat | cards                                  |
      | 0    | J♠ J♠ 9♠ 9♠ 9♥ A♦ K♦ Q♦ 9♦ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♦ A♥ A♦ A♣  |
      | 3    | 10♥ K♥ Q♥ J♥ 9♥ 10♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action           |
      | 2    | bid 260          |
      | 3    | pass             |
      | 0    | pass             |
      | 1    | pass             |
      | 2    | trump ♠          |
      | 0    | give J♠ J♠ 9♠ 9♠ |
      | 2    | shoot            |
      | 2    | give 9♠ A♥ A♦ A♣ |
      | 2    | play J♦          |
      | 3    | play 10♦         |
      | 1    | play K♦          |
      | 3    | play 10♥         |
      | 1    | play A♥          |
      | 2    | play A♠          |
      | 2    | play K♠          |
      | 3    | play J♥          |
      | 1    | play 10♦         |
      | 2    | play K♠          |
      | 3    | play J♦          |
      | 1    | play 10♥         |
      | 2    | play 9♠          |
      | 3    | play 9♥          |
      | 1    | play Q♣          |
      | 2    | play J♠          |
      | 3    | play J♣          |
      | 1    | play K♣          |
      | 2    | play Q♠          |
      | 3    | play K♣          |
      | 1    | play Q♦          |
      | 2    | play Q♠          |
      | 3    | play K♥          |
      | 1    | play K♥          |
      | 2    | play 10♠         |
      | 3    | play Q♣          |
      | 1    | play 9♦          |
      | 2    | play 10♠         |
      | 3    | play A♣          |
      | 1    | play 9♣          |
      | 2    | play A♠          |
      | 3    | play Q♥          |
      | 1    | play Q♥          |
      | 2    | play J♠          |
      | 3    | play 10♣         |
      | 1    | play J♥          |
    When the hand is played
    # checks: peterson.shoot.announce
    Then every action is accepted
    # checks: peterson.shoot.failure
    And the bidding side was set
    And the side scores are:
      | seats         | meld | trick points | score |
      | seats 0 and 2 | 0    | 160          | -1000 |
      | seats 1 and 3 | 100  | 20           | 120   |

  # id: 0ce6aca4
  @peterson.shoot.partner-sits-out
  Scenario: The partner of a bidder playing 1000 does not play a card
    Given the ruleset "peterson-4-playing-1000"
    And the deal:
      | seat | cards                                  |
      | 0    | J♠ J♠ 9♠ 9♠ 9♥ A♦ K♦ Q♦ 9♦ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♦ A♥ A♦ A♣  |
      | 3    | 10♥ K♥ Q♥ J♥ 9♥ 10♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action           |
      | 2    | bid 260          |
      | 3    | pass             |
      | 0    | pass             |
      | 1    | pass             |
      | 2    | trump ♠          |
      | 0    | give J♠ J♠ 9♠ 9♠ |
      | 2    | shoot            |
      | 2    | give A♥ A♦ J♦ A♣ |
      | 2    | play 10♠         |
      | 3    | play K♣          |
      | 0    | play 9♥          |
    When the hand is played
    Then action 11 is rejected with rule "turn.out-of-turn"

  # id: a0085887
  @peterson.shoot.partner-sits-out @peterson.play.to-the-left
  Scenario: With the partner sitting out, play passes from the player before him to the player after him
    Given the ruleset "peterson-4-playing-1000"
    And the deal:
      | seat | cards                                  |
      | 0    | J♠ J♠ 9♠ 9♠ 9♥ A♦ K♦ Q♦ 9♦ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♦ A♥ A♦ A♣  |
      | 3    | 10♥ K♥ Q♥ J♥ 9♥ 10♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action           |
      | 2    | bid 260          |
      | 3    | pass             |
      | 0    | pass             |
      | 1    | pass             |
      | 2    | trump ♠          |
      | 0    | give J♠ J♠ 9♠ 9♠ |
      | 2    | shoot            |
      | 2    | give A♥ A♦ J♦ A♣ |
      | 2    | play 10♠         |
      | 3    | play K♣          |
      | 1    | play 10♥         |
    When the hand is played
    # checks: peterson.shoot.partner-sits-out
    Then every action is accepted

  # id: 80986fd7
  @peterson.shoot.announce
  Scenario: The bidder's partner, whose turn it is to pass, may not announce playing 1000
    Given the ruleset "peterson-4-playing-1000"
    And the deal:
      | seat | cards                                  |
      | 0    | J♠ J♠ 9♠ 9♠ 9♥ A♦ K♦ Q♦ 9♦ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♦ A♥ A♦ A♣  |
      | 3    | 10♥ K♥ Q♥ J♥ 9♥ 10♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action  |
      | 2    | bid 260 |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | pass    |
      | 2    | trump ♠ |
      | 0    | shoot   |
    When the hand is played
    Then action 6 is rejected with rule "phase.expected-give"

  # Playing 1000 is 001's optional rule: without it the bidder may not announce it.
  # id: 0f199443
  @peterson.shoot.announce
  Scenario: Without the optional rule the bidder may not announce playing 1000
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                  |
      | 0    | J♠ J♠ 9♠ 9♠ 9♥ A♦ K♦ Q♦ 9♦ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♦ A♥ A♦ A♣  |
      | 3    | 10♥ K♥ Q♥ J♥ 9♥ 10♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action           |
      | 2    | bid 260          |
      | 3    | pass             |
      | 0    | pass             |
      | 1    | pass             |
      | 2    | trump ♠          |
      | 0    | give J♠ J♠ 9♠ 9♠ |
      | 2    | shoot            |
    When the hand is played
    Then action 7 is rejected with rule "pass.no-shoot"

  # id: 37f946d1
  @peterson.shoot.announce
  Scenario: Playing 1000 is announced by the bidder only after his partner has passed him four cards
    Given the ruleset "peterson-4-playing-1000"
    And the deal:
      | seat | cards                                  |
      | 0    | J♠ J♠ 9♠ 9♠ 9♥ A♦ K♦ Q♦ 9♦ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♦ A♥ A♦ A♣  |
      | 3    | 10♥ K♥ Q♥ J♥ 9♥ 10♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action  |
      | 2    | bid 260 |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | pass    |
      | 2    | trump ♠ |
      | 2    | shoot   |
    When the hand is played
    Then action 6 is rejected with rule "turn.out-of-turn" or "phase.expected-give"

  # Scored hands: seat 2 played 1000 with spades trump holding a double run he did not
  # show; partner seat 0 sat out; seats 1 and 3 melded 60 and 40.

  # id: f10213f3
  @peterson.shoot.success @peterson.shoot.every-point @peterson.shoot.no-meld @peterson.shoot.partner-sits-out
  Scenario: Losing a trick that holds no counter does not spoil playing 1000
    Given the ruleset "peterson-4-playing-1000"
    And seat 2 won the bid at 260 with trump ♠
    And the bidding side is playing 1000
    And the meld hands:
      | seat | cards                                  |
      | 0    | 9♠ A♥ 9♥ A♦ A♦ K♦ Q♦ J♦ A♣ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♥  |
      | 3    | 10♥ K♥ Q♥ J♥ 10♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 2      | -      | Q♥     | 9♥     | J♥     |
      | 1      | -      | 9♦     | 9♠     | 9♦     |
      | 2      | -      | A♥     | Q♠     | 10♣    |
      | 2      | -      | Q♣     | K♠     | J♣     |
      | 2      | -      | 9♣     | Q♠     | J♦     |
      | 2      | -      | K♥     | K♠     | A♣     |
      | 2      | -      | 10♦    | J♠     | K♥     |
      | 2      | -      | K♣     | A♠     | 10♥    |
      | 2      | -      | K♦     | 10♠    | 10♦    |
      | 2      | -      | 10♥    | A♠     | Q♣     |
      | 2      | -      | J♥     | J♠     | K♣     |
      | 2      | -      | Q♦     | 10♠    | Q♥     |
    When the hand is scored
    # checks: peterson.shoot.every-point
    Then the bidding side made the bid
    And the side scores are:
      | seats         | meld | score |
      | seats 0 and 2 | 0    | 1000  |
      | seats 1 and 3 | 0    | 0     |

  # The reading's alternative, scoring.shoot.needs "every_trick": the side playing 1000 must
  # take every trick, so the same hand, whose first trick seat 1 took with no counter in it,
  # fails the 1000. The opponents took no counter, so they keep no meld and score nothing.
  # id: ba2ce496
  @peterson.shoot.failure @peterson.shoot.every-point @peterson.shoot.no-meld @peterson.shoot.partner-sits-out
  Scenario: Read as every trick, losing a trick that holds no counter fails the 1000
    Given the ruleset "peterson-4-playing-1000" with scoring.shoot.needs set to "every_trick"
    And seat 2 won the bid at 260 with trump ♠
    And the bidding side is playing 1000
    And the meld hands:
      | seat | cards                                  |
      | 0    | 9♠ A♥ 9♥ A♦ A♦ K♦ Q♦ J♦ A♣ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♥  |
      | 3    | 10♥ K♥ Q♥ J♥ 10♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 2      | -      | Q♥     | 9♥     | J♥     |
      | 1      | -      | 9♦     | 9♠     | 9♦     |
      | 2      | -      | A♥     | Q♠     | 10♣    |
      | 2      | -      | Q♣     | K♠     | J♣     |
      | 2      | -      | 9♣     | Q♠     | J♦     |
      | 2      | -      | K♥     | K♠     | A♣     |
      | 2      | -      | 10♦    | J♠     | K♥     |
      | 2      | -      | K♣     | A♠     | 10♥    |
      | 2      | -      | K♦     | 10♠    | 10♦    |
      | 2      | -      | 10♥    | A♠     | Q♣     |
      | 2      | -      | J♥     | J♠     | K♣     |
      | 2      | -      | Q♦     | 10♠    | Q♥     |
    When the hand is scored
    # checks: peterson.shoot.every-point
    Then the bidding side was set
    And the side scores are:
      | seats         | meld | score |
      | seats 0 and 2 | 0    | -1000 |
      | seats 1 and 3 | 0    | 0     |

  # The other side of the same reading: the first played hand, in which seat 2 takes all
  # twelve tricks, still scores 1000 when every trick is needed.
  # id: 8255d16f
  @peterson.shoot.success @peterson.shoot.every-point @peterson.shoot.partner-sits-out @peterson.play.next-lead
  Scenario: Read as every trick, taking every trick scores the 1000
    Given the ruleset "peterson-4-playing-1000" with scoring.shoot.needs set to "every_trick"
    And the deal:
      | seat | cards                                  |
      | 0    | J♠ J♠ 9♠ 9♠ 9♥ A♦ K♦ Q♦ 9♦ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♦ A♥ A♦ A♣  |
      | 3    | 10♥ K♥ Q♥ J♥ 9♥ 10♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action           |
      | 2    | bid 260          |
      | 3    | pass             |
      | 0    | pass             |
      | 1    | pass             |
      | 2    | trump ♠          |
      | 0    | give J♠ J♠ 9♠ 9♠ |
      | 2    | shoot            |
      | 2    | give A♥ A♦ J♦ A♣ |
      | 2    | play 10♠         |
      | 3    | play K♣          |
      | 1    | play 10♥         |
      | 2    | play K♠          |
      | 3    | play K♥          |
      | 1    | play 9♦          |
      | 2    | play Q♠          |
      | 3    | play 10♣         |
      | 1    | play Q♦          |
      | 2    | play 10♠         |
      | 3    | play Q♥          |
      | 1    | play Q♣          |
      | 2    | play A♠          |
      | 3    | play Q♣          |
      | 1    | play K♣          |
      | 2    | play 9♠          |
      | 3    | play J♣          |
      | 1    | play 9♣          |
      | 2    | play A♠          |
      | 3    | play A♣          |
      | 1    | play J♥          |
      | 2    | play J♠          |
      | 3    | play J♥          |
      | 1    | play K♦          |
      | 2    | play K♠          |
      | 3    | play 10♦         |
      | 1    | play A♥          |
      | 2    | play Q♠          |
      | 3    | play 10♥         |
      | 1    | play 10♦         |
      | 2    | play J♠          |
      | 3    | play J♦          |
      | 1    | play K♥          |
      | 2    | play 9♠          |
      | 3    | play 9♥          |
      | 1    | play Q♥          |
    When the hand is played
    # checks: peterson.shoot.partner-sits-out
    Then every action is accepted
    # checks: peterson.shoot.every-point
    And the bidding side made the bid
    And the side scores are:
      | seats         | meld | score |
      | seats 0 and 2 | 0    | 1000  |
      | seats 1 and 3 | 0    | 0     |

  # The same hand with seat 3 holding the other nine of trump (and seat 0 a nine of
  # diamonds instead): a made 1000 takes all of the opponents' meld (001, optional rule),
  # their nine of trump included - the nines' exception belongs to the side that took no
  # counter, not to the side that lost to a made 1000.

  # id: 5731b6bd
  @peterson.shoot.success @peterson.shoot.every-point @peterson.shoot.partner-sits-out @peterson.shoot.opponents-nines
  Scenario: A made 1000 wipes out the opponents' nine of trump as well
    Given the ruleset "peterson-4-playing-1000"
    And seat 2 won the bid at 260 with trump ♠
    And the bidding side is playing 1000
    And the meld hands:
      | seat | cards                                  |
      | 0    | 9♦ A♥ 9♥ A♦ A♦ K♦ Q♦ J♦ A♣ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♥  |
      | 3    | 10♥ K♥ Q♥ J♥ 10♦ J♦ 9♠ A♣ 10♣ K♣ Q♣ J♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 2      | -      | Q♥     | 9♥     | J♥     |
      | 1      | -      | 9♦     | 9♠     | 10♦    |
      | 2      | -      | A♥     | Q♠     | 9♠     |
      | 2      | -      | Q♣     | K♠     | J♣     |
      | 2      | -      | 9♣     | Q♠     | J♦     |
      | 2      | -      | K♥     | K♠     | A♣     |
      | 2      | -      | 10♦    | J♠     | K♥     |
      | 2      | -      | K♣     | A♠     | 10♥    |
      | 2      | -      | K♦     | 10♠    | 10♣    |
      | 2      | -      | 10♥    | A♠     | Q♣     |
      | 2      | -      | J♥     | J♠     | K♣     |
      | 2      | -      | Q♦     | 10♠    | Q♥     |
    When the hand is scored
    # checks: peterson.shoot.success
    Then the bidding side made the bid
    # checks: peterson.shoot.opponents-nines
    And the side scores are:
      | seats         | meld | score |
      | seats 0 and 2 | 0    | 1000  |
      | seats 1 and 3 | 0    | 0     |

  # The hand above turned one seat to the left: seat 3 plays 1000 and his partner at seat 1
  # sits out, so the opponents are seats 0 and 2, the side before the bidder's in seat order.
  # A made 1000 wipes out their meld all the same (001, optional rule: the opponents lose
  # their meld), their nine of trump at seat 0 included; without the 1000 seat 2 would hold
  # three marriages (60) and seat 0 two marriages and the 9♠ (50).
  # id: 6319073d
  @peterson.shoot.success @peterson.shoot.every-point @peterson.shoot.partner-sits-out @peterson.shoot.opponents-nines
  Scenario: A made 1000 from seat 3 wipes out the meld of the opponents at seats 0 and 2
    Given the ruleset "peterson-4-playing-1000"
    And seat 3 won the bid at 260 with trump ♠
    And the bidding side is playing 1000
    And the meld hands:
      | seat | cards                                  |
      | 0    | 10♥ K♥ Q♥ J♥ 10♦ J♦ 9♠ A♣ 10♣ K♣ Q♣ J♣ |
      | 1    | 9♦ A♥ 9♥ A♦ A♦ K♦ Q♦ J♦ A♣ 10♣ J♣ 9♣   |
      | 2    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 3    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♥  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 3      | J♥     | -      | Q♥     | 9♥     |
      | 2      | 10♦    | -      | 9♦     | 9♠     |
      | 3      | 9♠     | -      | A♥     | Q♠     |
      | 3      | J♣     | -      | Q♣     | K♠     |
      | 3      | J♦     | -      | 9♣     | Q♠     |
      | 3      | A♣     | -      | K♥     | K♠     |
      | 3      | K♥     | -      | 10♦    | J♠     |
      | 3      | 10♥    | -      | K♣     | A♠     |
      | 3      | 10♣    | -      | K♦     | 10♠    |
      | 3      | Q♣     | -      | 10♥    | A♠     |
      | 3      | K♣     | -      | J♥     | J♠     |
      | 3      | Q♥     | -      | Q♦     | 10♠    |
    When the hand is scored
    # checks: peterson.shoot.success
    Then the bidding side made the bid
    # checks: peterson.shoot.opponents-nines
    And the side scores are:
      | seats         | meld | score |
      | seats 1 and 3 | 0    | 1000  |
      | seats 0 and 2 | 0    | 0     |

  # The same hand under a house ruleset that states playing 1000 without saying what the
  # opponents keep: an omitted scoring.shoot.opponents_keep_nines is false (docs/house-rules.md
  # gives false first, as the default; schemas/ruleset.schema.json says the same), so the
  # opponents' whole meld, nine of trump included, is wiped out.
  # id: 90988500
  @peterson.shoot.success @peterson.shoot.every-point @peterson.shoot.opponents-nines
  Scenario: A ruleset that leaves out what the opponents keep wipes out their nine of trump after a made 1000
    Given the ruleset "peterson-4-playing-1000" with scoring.shoot set to {"points": 1000, "partner_sits_out": true, "needs": "every_counter"}
    And seat 3 won the bid at 260 with trump ♠
    And the bidding side is playing 1000
    And the meld hands:
      | seat | cards                                  |
      | 0    | 10♥ K♥ Q♥ J♥ 10♦ J♦ 9♠ A♣ 10♣ K♣ Q♣ J♣ |
      | 1    | 9♦ A♥ 9♥ A♦ A♦ K♦ Q♦ J♦ A♣ 10♣ J♣ 9♣   |
      | 2    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 3    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♥  |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 3      | J♥     | -      | Q♥     | 9♥     |
      | 2      | 10♦    | -      | 9♦     | 9♠     |
      | 3      | 9♠     | -      | A♥     | Q♠     |
      | 3      | J♣     | -      | Q♣     | K♠     |
      | 3      | J♦     | -      | 9♣     | Q♠     |
      | 3      | A♣     | -      | K♥     | K♠     |
      | 3      | K♥     | -      | 10♦    | J♠     |
      | 3      | 10♥    | -      | K♣     | A♠     |
      | 3      | 10♣    | -      | K♦     | 10♠    |
      | 3      | Q♣     | -      | 10♥    | A♠     |
      | 3      | K♣     | -      | J♥     | J♠     |
      | 3      | Q♥     | -      | Q♦     | 10♠    |
    When the hand is scored
    # checks: peterson.shoot.success
    Then the bidding side made the bid
    # checks: peterson.shoot.opponents-nines
    And the side scores are:
      | seats         | meld | score |
      | seats 1 and 3 | 0    | 1000  |
      | seats 0 and 2 | 0    | 0     |

  # The other reading of peterson.shoot.opponents-nines: the opponents keep their nines of
  # trump after a made 1000, as a side taking no counter does. Seat 3's 9♠ is worth 10; the
  # rest of their meld is lost.
  # id: 79115f0f
  @peterson.shoot.opponents-nines @peterson.shoot.success @peterson.shoot.every-point
  Scenario: Read with the opponents keeping their nines, a made 1000 leaves them their nine of trump
    Given the ruleset "peterson-4-playing-1000" with scoring.shoot.opponents_keep_nines set to true
    And seat 2 won the bid at 260 with trump ♠
    And the bidding side is playing 1000
    And the meld hands:
      | seat | cards                                  |
      | 0    | 9♦ A♥ 9♥ A♦ A♦ K♦ Q♦ J♦ A♣ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♥  |
      | 3    | 10♥ K♥ Q♥ J♥ 10♦ J♦ 9♠ A♣ 10♣ K♣ Q♣ J♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 2      | -      | Q♥     | 9♥     | J♥     |
      | 1      | -      | 9♦     | 9♠     | 10♦    |
      | 2      | -      | A♥     | Q♠     | 9♠     |
      | 2      | -      | Q♣     | K♠     | J♣     |
      | 2      | -      | 9♣     | Q♠     | J♦     |
      | 2      | -      | K♥     | K♠     | A♣     |
      | 2      | -      | 10♦    | J♠     | K♥     |
      | 2      | -      | K♣     | A♠     | 10♥    |
      | 2      | -      | K♦     | 10♠    | 10♣    |
      | 2      | -      | 10♥    | A♠     | Q♣     |
      | 2      | -      | J♥     | J♠     | K♣     |
      | 2      | -      | Q♦     | 10♠    | Q♥     |
    When the hand is scored
    # checks: peterson.shoot.success
    Then the bidding side made the bid
    # checks: peterson.shoot.opponents-nines
    And the side scores are:
      | seats         | meld | score |
      | seats 0 and 2 | 0    | 1000  |
      | seats 1 and 3 | 10   | 10    |

  # id: 50ab832f
  @peterson.shoot.failure @peterson.shoot.no-meld @peterson.shoot.partner-sits-out @peterson.scoring.counter-scale @peterson.scoring.no-last-trick
  Scenario: Losing the first trick with an ace and a ten in it fails the 1000
    Given the ruleset "peterson-4-playing-1000"
    And seat 2 won the bid at 260 with trump ♠
    And the bidding side is playing 1000
    And the meld hands:
      | seat | cards                                  |
      | 0    | 9♠ A♥ 9♥ A♦ A♦ K♦ Q♦ J♦ A♣ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♥  |
      | 3    | 10♥ K♥ Q♥ J♥ 10♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the tricks:
      | leader | seat 0 | seat 1 | seat 2 | seat 3 |
      | 2      | -      | A♥     | 9♥     | 10♥    |
      | 1      | -      | 9♦     | 9♠     | 9♦     |
      | 2      | -      | 10♥    | Q♠     | 10♣    |
      | 2      | -      | Q♣     | K♠     | J♣     |
      | 2      | -      | 9♣     | Q♠     | J♦     |
      | 2      | -      | Q♥     | K♠     | A♣     |
      | 2      | -      | 10♦    | J♠     | Q♥     |
      | 2      | -      | K♣     | A♠     | K♥     |
      | 2      | -      | K♦     | 10♠    | 10♦    |
      | 2      | -      | K♥     | A♠     | Q♣     |
      | 2      | -      | J♥     | J♠     | K♣     |
      | 2      | -      | Q♦     | 10♠    | J♥     |
    When the hand is scored
    # checks: peterson.shoot.failure
    Then the bidding side was set
    And the side scores are:
      | seats         | meld | trick points | score |
      | seats 0 and 2 | 0    | 160          | -1000 |
      | seats 1 and 3 | 100  | 20           | 120   |

  # id: c993396c
  @peterson.shoot.no-meld @peterson.shoot.announce @peterson.passing.others-meld-after
  Scenario: Playing 1000, neither the bidder nor his partner shows meld, while an opponent does
    Given the ruleset "peterson-4-playing-1000"
    And the deal:
      | seat | cards                                  |
      | 0    | J♠ J♠ 9♠ 9♠ 9♥ A♦ K♦ Q♦ 9♦ 10♣ J♣ 9♣   |
      | 1    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 2    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♦ A♥ A♦ A♣  |
      | 3    | 10♥ K♥ Q♥ J♥ 9♥ 10♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
    And the actions:
      | seat | action           |
      | 2    | bid 260          |
      | 3    | pass             |
      | 0    | pass             |
      | 1    | pass             |
      | 2    | trump ♠          |
      | 0    | give J♠ J♠ 9♠ 9♠ |
      | 2    | shoot            |
      | 2    | give A♥ A♦ J♦ A♣ |
      | 2    | play 10♠         |
    When the hand is played
    # checks: peterson.shoot.announce
    Then every action is accepted
    # checks: peterson.shoot.no-meld
    And seat 2 shows no meld
    And seat 0 shows no meld
    # checks: peterson.passing.others-meld-after
    And seat 3 shows the meld "K♥ Q♥ K♣ Q♣" after action 8

  # The next-lead reading's alternative (play.next_lead "leader_left", which
  # peterson-4-playing-1000 records) meets the partner who sits out: the lead passes to the
  # left of the last leader, over the idle partner. Seat 3 plays 1000 and leads the first
  # trick; seat 0, on his left, leads the second although seat 3 took the first; the seat left
  # of seat 0 is the idle partner at seat 1, so seat 2 leads the third; seat 3, left of seat 2,
  # leads the fourth.
  # id: c8abc26d
  @peterson.play.next-lead @peterson.shoot.partner-sits-out
  Scenario: Read with the lead passing to the left, the lead skips the idle partner at seat 1
    Given the ruleset "peterson-4-playing-1000" with play.next_lead set to "leader_left"
    And seat 1 deals
    And the deal:
      | seat | cards                                  |
      | 0    | 10♥ K♥ Q♥ J♥ 9♥ 10♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
      | 1    | J♠ J♠ 9♠ 9♠ 9♥ A♦ K♦ Q♦ 9♦ 10♣ J♣ 9♣   |
      | 2    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 3    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♦ A♥ A♦ A♣  |
    And the actions:
      | seat | action           |
      | 3    | bid 260          |
      | 0    | pass             |
      | 1    | pass             |
      | 2    | pass             |
      | 3    | trump ♠          |
      | 1    | give J♠ J♠ 9♠ 9♠ |
      | 3    | shoot            |
      | 3    | give A♥ A♦ J♦ A♣ |
      | 3    | play 10♠         |
      | 0    | play K♣          |
      | 2    | play 10♥         |
      | 0    | play 9♥          |
      | 2    | play A♥          |
      | 3    | play 9♠          |
      | 2    | play 9♣          |
      | 3    | play 9♠          |
      | 0    | play J♣          |
      | 3    | play K♠          |
    When the hand is played
    # checks: peterson.play.next-lead
    Then every action is accepted

  # The other side of the same boundary: after the second trick, led by seat 0 and taken by
  # seat 3, the seat to lead is seat 2 (past the idle partner), so seat 3 leading is out of turn.
  # id: 017617a6
  @peterson.play.next-lead @peterson.shoot.partner-sits-out
  Scenario: Read with the lead passing to the left, the taker of the second trick may not lead the third
    Given the ruleset "peterson-4-playing-1000" with play.next_lead set to "leader_left"
    And seat 1 deals
    And the deal:
      | seat | cards                                  |
      | 0    | 10♥ K♥ Q♥ J♥ 9♥ 10♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
      | 1    | J♠ J♠ 9♠ 9♠ 9♥ A♦ K♦ Q♦ 9♦ 10♣ J♣ 9♣   |
      | 2    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 3    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♦ A♥ A♦ A♣  |
    And the actions:
      | seat | action           |
      | 3    | bid 260          |
      | 0    | pass             |
      | 1    | pass             |
      | 2    | pass             |
      | 3    | trump ♠          |
      | 1    | give J♠ J♠ 9♠ 9♠ |
      | 3    | shoot            |
      | 3    | give A♥ A♦ J♦ A♣ |
      | 3    | play 10♠         |
      | 0    | play K♣          |
      | 2    | play 10♥         |
      | 0    | play 9♥          |
      | 2    | play A♥          |
      | 3    | play 9♠          |
      | 3    | play K♠          |
    When the hand is played
    # checks: peterson.play.next-lead
    Then action 15 is rejected with rule "turn.out-of-turn"

  # The same hand turned two seats (dealer seat 3): seat 1 plays 1000 and his partner at seat 3
  # sits out. The second trick is led by seat 2, left of seat 1; the seat left of seat 2 is the
  # idle partner, so the third is led by seat 0, past him; seat 1 leads the fourth.
  # id: c3d93af1
  @peterson.play.next-lead @peterson.shoot.partner-sits-out
  Scenario: Read with the lead passing to the left, the lead skips the idle partner at seat 3
    Given the ruleset "peterson-4-playing-1000" with play.next_lead set to "leader_left"
    And seat 3 deals
    And the deal:
      | seat | cards                                  |
      | 0    | A♥ 10♥ K♥ Q♥ J♥ K♣ Q♣ 10♦ K♦ Q♦ 9♦ 9♣  |
      | 1    | A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♦ A♥ A♦ A♣  |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ 10♦ J♦ A♣ 10♣ K♣ Q♣ J♣ |
      | 3    | J♠ J♠ 9♠ 9♠ 9♥ A♦ K♦ Q♦ 9♦ 10♣ J♣ 9♣   |
    And the actions:
      | seat | action           |
      | 1    | bid 260          |
      | 2    | pass             |
      | 3    | pass             |
      | 0    | pass             |
      | 1    | trump ♠          |
      | 3    | give J♠ J♠ 9♠ 9♠ |
      | 1    | shoot            |
      | 1    | give A♥ A♦ J♦ A♣ |
      | 1    | play 10♠         |
      | 2    | play K♣          |
      | 0    | play 10♥         |
      | 2    | play 9♥          |
      | 0    | play A♥          |
      | 1    | play 9♠          |
      | 0    | play 9♣          |
      | 1    | play 9♠          |
      | 2    | play J♣          |
      | 1    | play K♠          |
    When the hand is played
    # checks: peterson.play.next-lead
    Then every action is accepted
