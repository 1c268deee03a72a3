@doc-001
Feature: Peterson pinochle trick play (001, "The Play")
  Follow suit; when void, trump; with no trump, play anything. Beat the high card when
  following if you can, but once a trump has taken the lead a follower of the led suit
  need not beat anything; a later trumper must beat the highest trump if he can. The
  highest trump, else the highest card of the led suit, wins; of two identical cards the
  first played wins. Card order: A 10 K Q J 9.

  The document's worked example lost its suit symbols ("a 10 of ,"). It is transcribed
  with clubs led and hearts trump; any plain suit led with another suit trump reads alike.

  # ------------------------------------------------------------------ the worked example
  # id: bd7f6a5b
  @peterson.play.example-ten-led @peterson.play.example-suits @peterson.play.must-beat
  Scenario: Example, the second player holding the ace of the led suit must beat the ten with it
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 10♣  |
    And the hand "A♣ J♣ 9♣ Q♥ A♠"
    When the legal plays are asked for
    # checks: peterson.play.must-beat
    Then the legal plays are "A♣"

  # id: 820f4638
  @peterson.play.example-ten-led @peterson.play.example-suits @peterson.play.must-follow
  Scenario: Example, a second player who cannot beat the ten must still follow suit
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 10♣  |
    And the hand "K♣ J♣ Q♥ A♠"
    When the legal plays are asked for
    # checks: peterson.play.must-follow
    Then the legal plays are "K♣ J♣"

  # id: b8bcfb4f
  @peterson.play.example-ten-led @peterson.play.example-suits @peterson.play.must-trump
  Scenario: Example, a second player without the led suit must trump
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 10♣  |
    And the hand "Q♥ 9♥ A♠ K♦"
    When the legal plays are asked for
    # checks: peterson.play.must-trump
    Then the legal plays are "Q♥ 9♥"

  # id: 70fa43e9
  @peterson.play.example-ten-led @peterson.play.example-suits @peterson.play.beaten-by-trump
  Scenario: Example, after the ten was trumped the third player follows suit without having to beat the ten
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 10♣  |
      | 2    | Q♥   |
    And the hand "A♣ J♣ A♥ 9♥"
    When the legal plays are asked for
    # checks: peterson.play.beaten-by-trump
    Then the legal plays are "A♣ J♣"

  # id: 9b459e54
  @peterson.play.example-ten-led @peterson.play.example-suits @peterson.play.must-overtrump
  Scenario: Example, a third player without the led suit must beat the queen of trump
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 10♣  |
      | 2    | Q♥   |
    And the hand "K♥ 9♥ A♠"
    When the legal plays are asked for
    # checks: peterson.play.must-overtrump
    Then the legal plays are "K♥"

  # id: c4c8ad9a
  @peterson.play.example-ten-led @peterson.play.example-suits @peterson.play.must-overtrump
  Scenario: Example, the fourth player without the led suit must beat the highest trump so far
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 10♣  |
      | 2    | Q♥   |
      | 3    | K♥   |
    And the hand "A♥ J♥ 9♥ A♠"
    When the legal plays are asked for
    # checks: peterson.play.must-overtrump
    Then the legal plays are "A♥"

  # id: 39dde0a9
  @peterson.play.example-ten-led @peterson.play.example-suits @peterson.play.must-overtrump @peterson.play.must-trump
  Scenario: Example, a fourth player who cannot beat the highest trump must still trump
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 10♣  |
      | 2    | Q♥   |
      | 3    | K♥   |
    And the hand "J♥ 9♥ A♠"
    When the legal plays are asked for
    # checks: peterson.play.must-trump
    Then the legal plays are "J♥ 9♥"

  # id: 695359f6
  @peterson.play.example-ten-led @peterson.play.example-suits @peterson.play.trick-winner
  Scenario: Example, the trick goes to the highest trump played on the led ten
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 10♣  |
      | 2    | Q♥   |
      | 3    | K♥   |
      | 0    | A♥   |
    When the trick is complete
    # checks: peterson.play.trick-winner
    Then the trick is won by seat 0

  # ------------------------------------------------------------------ following, heading, trumping
  # id: ef97b105
  @peterson.play.must-beat
  Scenario: The card to beat is the current high card, not the card led
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 9♣   |
      | 2    | K♣   |
    And the hand "A♣ Q♣ 9♣ A♦"
    When the legal plays are asked for
    Then the legal plays are "A♣"

  # id: 79c12015
  @peterson.play.must-beat @peterson.play.first-identical-wins
  Scenario: A card identical to the high card does not beat it, so any card of the suit may follow
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 10♣  |
      | 2    | A♣   |
    And the hand "A♣ 10♣ 9♣ K♥"
    When the legal plays are asked for
    # checks: peterson.play.must-beat
    Then the legal plays are "A♣ 10♣ 9♣"

  # id: 23fbe8a7
  @peterson.play.must-beat
  Scenario: Every card that beats the high card is allowed, not only the highest
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | Q♣   |
    And the hand "A♣ 10♣ K♣ J♣ 9♣"
    When the legal plays are asked for
    Then the legal plays are "A♣ 10♣ K♣"

  # A card can be held twice (001, "The Play" speaks of two identical high cards); here both
  # aces of clubs are in the hand, written apart. Either one beats the ten, and the two
  # copies are one legal play (001, "The Play": a follower must beat the high card if he can).
  # id: bfb70472
  @peterson.play.must-beat
  Scenario: Both aces of the led suit, listed apart in the hand, are one legal play
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 10♣  |
    And the hand "A♣ J♣ A♣ 9♣ K♥"
    When the legal plays are asked for
    Then the legal plays are "A♣"

  # id: d3da0b11
  @peterson.play.must-beat @peterson.play.rank-order
  Scenario: The ten outranks the king when heading a trick
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
    And the hand "10♦ Q♦ J♦ A♠"
    When the legal plays are asked for
    # checks: peterson.play.rank-order
    Then the legal plays are "10♦"

  # id: 92ab2508
  @peterson.play.must-beat
  Scenario: On a trump lead a higher trump must be played if held
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | Q♥   |
    And the hand "K♥ J♥ 9♥ A♠"
    When the legal plays are asked for
    Then the legal plays are "K♥"

  # id: 8cc31309
  @peterson.play.must-follow
  Scenario: On a trump lead a player who cannot beat it plays any trump
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | A♥   |
    And the hand "10♥ 9♥ A♠ A♣"
    When the legal plays are asked for
    Then the legal plays are "10♥ 9♥"

  # id: a7917523
  @peterson.play.any-card
  Scenario: Without the led suit and without trump any card may be played
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 10♣  |
    And the hand "A♠ 9♠ K♦ 10♦"
    When the legal plays are asked for
    Then the legal plays are "A♠ 9♠ K♦ 10♦"

  # id: 1998ea2e
  @peterson.play.any-card @peterson.play.beaten-by-trump
  Scenario: A player without the led suit or trump may discard even when a trump leads the trick
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 10♣  |
      | 2    | Q♥   |
    And the hand "A♠ 9♦"
    When the legal plays are asked for
    # checks: peterson.play.any-card
    Then the legal plays are "A♠ 9♦"

  # id: b255258e
  @peterson.play.bidder-leads
  Scenario: The opening lead may be any card, trump included
    Given the ruleset "peterson-4"
    And trump is ♥
    And it is the opening lead of the hand
    And the hand "A♥ 9♥ A♠ J♣"
    When the legal plays are asked for
    Then the legal plays are "A♥ 9♥ A♠ J♣"

  # Both kings of spades are in the hand, written apart: the leader may lead any card, and
  # each card he holds is one choice however many copies he has (001, "The Play").
  # id: a07042a8
  @peterson.play.bidder-leads
  Scenario: The opening lead offers each card once when two copies are listed apart
    Given the ruleset "peterson-4"
    And trump is ♥
    And it is the opening lead of the hand
    And the hand "K♠ A♠ K♠ Q♥"
    When the legal plays are asked for
    Then the legal plays are "A♠ K♠ Q♥"

  # id: 9ee75112
  @peterson.play.must-beat @peterson.play.first-identical-wins
  Scenario: Six-handed, a ten identical to the high ten does not beat it, so an ace must be played
    Given the ruleset "peterson-6"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | 10♦  |
      | 3    | Q♦   |
    And the hand "A♦ A♦ 10♦ J♦ 9♠"
    When the legal plays are asked for
    # checks: peterson.play.must-beat
    Then the legal plays are "A♦"

  # ------------------------------------------------------------------ who wins the trick
  # id: b86a63f1
  @peterson.play.trick-winner
  Scenario: Without trump the highest card of the led suit wins and a higher card of another suit does not
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 2    | K♣   |
      | 3    | A♠   |
      | 0    | Q♣   |
      | 1    | 9♣   |
    When the trick is complete
    Then the trick is won by seat 2

  # id: 76ba2575
  @peterson.play.trick-winner
  Scenario: The lowest trump beats the ace of the led suit
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 2    | A♣   |
      | 3    | 9♥   |
      | 0    | 10♣  |
      | 1    | K♣   |
    When the trick is complete
    Then the trick is won by seat 3

  # id: 3f2950c1
  @peterson.play.rank-order @peterson.play.trick-winner
  Scenario: The ten beats the king and the king beats the queen
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 0    | Q♦   |
      | 1    | K♦   |
      | 2    | 10♦  |
      | 3    | J♦   |
    When the trick is complete
    # checks: peterson.play.rank-order
    Then the trick is won by seat 2

  # id: c74b6565
  @peterson.play.rank-order @peterson.play.trick-winner
  Scenario: The jack of trump beats the nine of trump
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 0    | 10♠  |
      | 1    | 9♥   |
      | 2    | J♥   |
      | 3    | A♠   |
    When the trick is complete
    # checks: peterson.play.rank-order
    Then the trick is won by seat 2

  # id: f948a30e
  @peterson.play.first-identical-wins
  Scenario: Of two identical high cards of the led suit the first played wins
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 3    | 10♣  |
      | 0    | A♣   |
      | 1    | A♣   |
      | 2    | K♣   |
    When the trick is complete
    Then the trick is won by seat 0

  # id: b1a221a9
  @peterson.play.first-identical-wins
  Scenario: Of two identical high trumps the first played wins
    Given the ruleset "peterson-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | A♣   |
      | 2    | K♥   |
      | 3    | K♥   |
      | 0    | Q♥   |
    When the trick is complete
    Then the trick is won by seat 2

  # id: 281a3247
  @peterson.play.first-identical-wins
  Scenario: Six-handed, the first of two aces of trump wins over the second
    Given the ruleset "peterson-6"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 4    | J♦   |
      | 5    | A♠   |
      | 0    | A♦   |
      | 1    | A♠   |
      | 2    | 10♠  |
      | 3    | A♦   |
    When the trick is complete
    Then the trick is won by seat 5

  # ------------------------------------------------------------------ in a played hand
  # One four-handed deal (dealer seat 0): seat 2 buys the bid at 280 and names hearts;
  # partner seat 0 passes four cards and seat 2 passes four back before leading.

  # id: 63ddc2b9
  @peterson.play.bidder-leads
  Scenario: The high bidder leads the first trick
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
      | 3    | play J♠             |
    When the hand is played
    Then action 10 is rejected with rule "turn.out-of-turn"

  # id: 3c46c2e3
  @peterson.play.to-the-left
  Scenario: After the lead, play continues with the player on the leader's left
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
      | 1    | play K♠             |
    When the hand is played
    Then action 11 is rejected with rule "turn.out-of-turn"

  # id: a6383007
  @peterson.play.must-follow
  Scenario: In play, a card of another suit is refused while the led suit is held
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
      | 3    | play A♥             |
    When the hand is played
    Then action 11 is rejected with rule "play.must-follow"

  # id: 6767857b
  @peterson.play.must-beat @peterson.play.first-identical-wins
  Scenario: In play, following with a king on a king is refused when the ace is held
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
      | 2    | play Q♠             |
      | 3    | play 9♠             |
      | 0    | play K♠             |
      | 1    | play K♠             |
    When the hand is played
    # checks: peterson.play.must-beat
    Then action 13 is rejected with rule "play.must-head"

  # id: 2d481a47
  @peterson.play.must-trump
  Scenario: In play, discarding a plain card is refused while trump is held
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
      | 2    | play A♣             |
      | 3    | play J♠             |
    When the hand is played
    Then action 11 is rejected with rule "play.must-trump"

  # id: 9e84fd8b
  @peterson.play.must-overtrump @peterson.play.first-identical-wins
  Scenario: In play, trumping with a card identical to the trump already played is refused when a higher trump is held
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
      | 0    | give 10♠ 10♠ K♥ 10♣ |
      | 2    | give 10♠ 10♠ 10♥ K♥ |
      | 2    | play A♣             |
      | 3    | play K♥             |
      | 0    | play K♥             |
    When the hand is played
    # checks: peterson.play.must-overtrump
    Then action 12 is rejected with rule "play.must-overtrump"

  # id: 747d104a
  @peterson.play.must-overtrump @peterson.play.beaten-by-trump
  Scenario: In play, the overtrump is accepted and the last player need only follow suit
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
      | 0    | give 10♠ 10♠ K♥ 10♣ |
      | 2    | give 10♠ 10♠ 10♥ K♥ |
      | 2    | play A♣             |
      | 3    | play K♥             |
      | 0    | play 10♥            |
      | 1    | play 9♣             |
    When the hand is played
    # checks: peterson.play.beaten-by-trump
    Then every action is accepted
    And the hand has no final score

  # id: 7ddabc79
  @peterson.play.next-lead @peterson.play.first-identical-wins
  Scenario: The winner of a trick leads to the next one
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
    When the hand is played
    # checks: peterson.play.next-lead
    Then every action is accepted

  # id: 29dd5997
  @peterson.play.next-lead
  Scenario: The player who lost the trick may not lead the next one
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
      | 2    | play A♦             |
    When the hand is played
    Then action 18 is rejected with rule "turn.out-of-turn"

  # The other reading of peterson.play.next-lead: 001 does not say who leads after the first
  # trick. Read with the lead passing to the left like the play, seat 3, left of the first
  # leader, leads the second trick although seat 2 took the first with A♠.
  # id: 923f406e
  @peterson.play.next-lead @peterson.play.must-beat
  Scenario: Read with the lead passing to the left, the player left of the first leader leads the second trick
    Given the ruleset "peterson-4" with play.next_lead set to "leader_left"
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
      | 3    | play Q♦             |
      | 0    | play K♦             |
    When the hand is played
    # checks: peterson.play.next-lead
    Then every action is accepted
