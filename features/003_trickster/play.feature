@doc-003
Feature: Trickster trick play (003 "Trick Taking" and "House Rules Options: Play")
  Following suit, the three 'Must head trick' settings (Always, Trump Led, Never) and the
  'Must trump if void' option; the trick winner.

  # ------------------------------------------------------------------ trick winner, ranks
  # id: 4d903a2c
  @trickster.deck.rank-order @trickster.play.trick-winner
  Scenario: The ten outranks the king of its suit
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
      | 2    | 10♣  |
      | 3    | Q♣   |
      | 0    | J♣   |
    When the trick is complete
    # checks: trickster.deck.rank-order
    Then the trick is won by seat 2

  # id: 2c6abb51
  @trickster.deck.rank-order @trickster.play.trick-winner
  Scenario: The ace outranks the ten of its suit
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 3    | 10♠  |
      | 0    | 9♠   |
      | 1    | A♠   |
      | 2    | K♠   |
    When the trick is complete
    # checks: trickster.deck.rank-order
    Then the trick is won by seat 1

  # id: 62105d6c
  @trickster.deck.rank-order @trickster.play.trick-winner
  Scenario: The jack outranks the nine and an off-suit ace wins nothing
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 0    | 9♥   |
      | 1    | J♥   |
      | 2    | A♣   |
      | 3    | Q♠   |
    When the trick is complete
    # checks: trickster.deck.rank-order
    Then the trick is won by seat 1

  # id: 60dfb654
  @trickster.play.trick-winner
  Scenario: The lowest trump beats the ace of the suit led
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 1    | A♣   |
      | 2    | 9♦   |
      | 3    | 10♣  |
      | 0    | A♠   |
    When the trick is complete
    Then the trick is won by seat 2

  # id: 1345b3d1
  @trickster.play.trick-winner
  Scenario: The higher of two trumps wins the trick
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 1    | A♣   |
      | 2    | J♦   |
      | 3    | Q♦   |
      | 0    | A♣   |
    When the trick is complete
    Then the trick is won by seat 3

  # id: 2a462cf4
  @trickster.play.trick-winner @trickster.deck.double-deck @trickster.deck.rank-order
  Scenario: Double deck - the ten still outranks the king
    Given the ruleset "trickster-double-deck"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 0    | K♥   |
      | 1    | J♥   |
      | 2    | 10♥  |
      | 3    | Q♥   |
    When the trick is complete
    # checks: trickster.deck.rank-order
    Then the trick is won by seat 2

  # ------------------------------------------------------------------ leading
  # id: d91afda7
  @trickster.play.any-lead
  Scenario: The declarer may open the hand with a trump
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "A♦ 9♦ K♠ Q♥ 10♣"
    And it is the opening lead of the hand
    When the legal plays are asked for
    Then the legal plays are "A♦ 9♦ K♠ Q♥ 10♣"

  # ------------------------------------------------------------------ must head always
  # id: 83d0cadd
  @trickster.play.follow-suit @trickster.play.head-always @trickster.deck.rank-order @trickster.play.option-defaults
  Scenario: Always - a follower must beat the winning king with the ace or a ten
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "A♣ 10♣ Q♣ 9♣ 9♠ K♦"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
    When the legal plays are asked for
    # checks: trickster.play.head-always
    Then the legal plays are "A♣ 10♣"

  # id: 9eccc7a6
  @trickster.play.head-always
  Scenario: Always - the card to beat is the winning card, not the card led
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "A♣ K♣ Q♣ 9♠"
    And the trick so far:
      | seat | card |
      | 2    | Q♣   |
      | 3    | 10♣  |
    When the legal plays are asked for
    Then the legal plays are "A♣"

  # id: 17d675a8
  @trickster.play.follow-suit @trickster.play.head-always
  Scenario: Always - a follower who cannot beat the winning card plays any card of the suit
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "10♣ Q♣ 9♣ A♦ A♠"
    And the trick so far:
      | seat | card |
      | 1    | A♣   |
    When the legal plays are asked for
    # checks: trickster.play.head-always
    Then the legal plays are "10♣ Q♣ 9♣"

  # id: 23ff28fa
  @trickster.play.head-always @trickster.play.identical-first-wins
  Scenario: Always - an equal card does not beat the winning card
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "K♣ J♣ 9♣ A♥"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
    When the legal plays are asked for
    # checks: trickster.play.identical-first-wins
    Then the legal plays are "K♣ J♣ 9♣"

  # id: 832028b3
  @trickster.play.head-always @trickster.play.follow-suit
  Scenario: Always - on a trump lead a follower must play a higher trump
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "A♦ K♦ J♦ 9♦ A♣"
    And the trick so far:
      | seat | card |
      | 0    | Q♦   |
    When the legal plays are asked for
    # checks: trickster.play.head-always
    Then the legal plays are "A♦ K♦"

  # id: 33df758a
  @trickster.play.head-always-trump-in
  Scenario: Always - a player out of the led suit must trump, with any trump while none is winning
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "A♦ 9♦ A♠ 10♥ K♥"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
    When the legal plays are asked for
    Then the legal plays are "A♦ 9♦"

  # id: 20c2ed0b
  @trickster.play.head-always-overtrump
  Scenario: Always - a player trumping must beat a trump that is winning the trick
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "A♦ K♦ J♦ 9♦ A♠"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
      | 2    | Q♦   |
    When the legal plays are asked for
    Then the legal plays are "A♦ K♦"

  # id: 0a49f31e
  @trickster.play.head-always-overtrump
  Scenario: Always - a player who cannot overtrump must still trump
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "J♦ 9♦ A♠ A♥"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
      | 2    | A♦   |
    When the legal plays are asked for
    Then the legal plays are "J♦ 9♦"

  # id: 2d3b8b12
  @trickster.play.head-always-trumped-trick
  Scenario: Always - once a trump wins a club lead, a follower may play any club
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "A♣ 9♣ A♦"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
      | 2    | 9♦   |
    When the legal plays are asked for
    Then the legal plays are "A♣ 9♣"

  # id: 4b5bf836
  @trickster.play.head-always
  Scenario: Always - a player with neither the led suit nor trump may play anything
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "A♠ 9♠ K♥ Q♥"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
      | 2    | A♦   |
    When the legal plays are asked for
    Then the legal plays are "A♠ 9♠ K♥ Q♥"

  # ------------------------------------------------------------------ must head if trump led
  # id: a398e5fb
  @trickster.play.head-trump-led @trickster.play.follow-suit
  Scenario: Trump Led - a non-trump lead need not be beaten
    Given the ruleset "trickster-classic-head-trump-led"
    And trump is ♦
    And the hand "A♣ 10♣ Q♣ 9♣ A♦"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
    When the legal plays are asked for
    # checks: trickster.play.head-trump-led
    Then the legal plays are "A♣ 10♣ Q♣ 9♣"

  # id: 2b1fbdcf
  @trickster.play.head-trump-led @trickster.play.identical-first-wins
  Scenario: Trump Led - on a trump lead the follower must beat the highest trump played
    Given the ruleset "trickster-classic-head-trump-led"
    And trump is ♦
    And the hand "A♦ 10♦ K♦ J♦ A♣"
    And the trick so far:
      | seat | card |
      | 1    | Q♦   |
      | 2    | K♦   |
    When the legal plays are asked for
    # checks: trickster.play.head-trump-led
    Then the legal plays are "A♦ 10♦"

  # id: ed61d205
  @trickster.play.head-trump-led
  Scenario: Trump Led - a follower who cannot beat the high trump plays any trump
    Given the ruleset "trickster-classic-head-trump-led"
    And trump is ♦
    And the hand "10♦ J♦ 9♦ A♣"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | A♦   |
    When the legal plays are asked for
    Then the legal plays are "10♦ J♦ 9♦"

  # id: 2c963afd
  @trickster.play.head-trump-led-no-overtrump @trickster.play.must-trump-if-void
  Scenario: Trump Led - a player out of the led suit must trump but need not overtrump
    Given the ruleset "trickster-classic-head-trump-led"
    And trump is ♦
    And the hand "A♦ 9♦ A♠ 10♥"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
      | 2    | Q♦   |
    When the legal plays are asked for
    # checks: trickster.play.head-trump-led-no-overtrump
    Then the legal plays are "A♦ 9♦"

  # 003, "Trick Taking: Must Head Trick If Trump Led": a trump on a plain lead does not
  # free a player who holds the led suit from following it; he follows with his club and
  # may not trump, though he could beat the trump already played.
  # id: d2bac790
  @trickster.play.head-trump-led-no-overtrump
  Scenario: Trump Led - a player holding the led suit follows it after the lead was trumped
    Given the ruleset "trickster-classic-head-trump-led"
    And trump is ♦
    And the hand "9♣ A♦ 9♦"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
      | 2    | Q♦   |
    When the legal plays are asked for
    Then the legal plays are "9♣"

  # id: 845b7f5d
  @trickster.play.may-slough @trickster.play.head-trump-led
  Scenario: Trump Led with 'Must trump if void' off - a player out of the led suit may slough
    Given the ruleset "trickster-classic-head-trump-led" with play.must_trump_if_void set to false
    And trump is ♦
    And the hand "A♦ 9♦ A♠ 10♥"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
    When the legal plays are asked for
    # checks: trickster.play.may-slough
    Then the legal plays are "A♦ 9♦ A♠ 10♥"

  # id: 93069980
  @trickster.play.may-slough @trickster.play.head-trump-led
  Scenario: Trump Led with 'Must trump if void' off - a trump lead must still be beaten
    Given the ruleset "trickster-classic-head-trump-led" with play.must_trump_if_void set to false
    And trump is ♦
    And the hand "A♦ 9♦ A♠"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
    When the legal plays are asked for
    # checks: trickster.play.head-trump-led
    Then the legal plays are "A♦"

  # ------------------------------------------------------------------ must head never
  # id: 0efa8aa4
  @trickster.play.head-never
  Scenario: Never - a follower of a trump lead may play any trump
    Given the ruleset "trickster-classic-head-never"
    And trump is ♦
    And the hand "A♦ 9♦ A♣"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
    When the legal plays are asked for
    Then the legal plays are "A♦ 9♦"

  # id: a30ccd1e
  @trickster.play.head-never @trickster.play.follow-suit
  Scenario: Never - a follower of a non-trump lead may play any card of the suit
    Given the ruleset "trickster-classic-head-never"
    And trump is ♦
    And the hand "A♣ 10♣ 9♣ A♦"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
    When the legal plays are asked for
    # checks: trickster.play.head-never
    Then the legal plays are "A♣ 10♣ 9♣"

  # id: 94be566f
  @trickster.play.head-never @trickster.play.must-trump-if-void
  Scenario: Never with 'Must trump if void' on - a player out of the led suit must trump but with any trump
    Given the ruleset "trickster-classic-head-never"
    And trump is ♦
    And the hand "A♦ 9♦ A♠ K♥"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
      | 2    | K♦   |
    When the legal plays are asked for
    # checks: trickster.play.must-trump-if-void
    Then the legal plays are "A♦ 9♦"

  # id: 47c79d5a
  @trickster.play.may-slough @trickster.play.head-never
  Scenario: Never with 'Must trump if void' off - a player out of the led suit may slough
    Given the ruleset "trickster-classic-head-never-may-slough"
    And trump is ♦
    And the hand "A♦ 9♦ A♠ K♥"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
    When the legal plays are asked for
    # checks: trickster.play.may-slough
    Then the legal plays are "A♦ 9♦ A♠ K♥"

  # id: 6c342fda
  @trickster.play.may-slough @trickster.play.follow-suit
  Scenario: Never with 'Must trump if void' off - a player holding the led suit must still follow
    Given the ruleset "trickster-classic-head-never-may-slough"
    And trump is ♦
    And the hand "9♣ A♦ A♠"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
    When the legal plays are asked for
    # checks: trickster.play.follow-suit
    Then the legal plays are "9♣"

  # id: 5db36959
  @trickster.play.head-always @trickster.deck.double-deck @trickster.play.identical-first-wins
  Scenario: Double deck - Always still applies, and a second equal ten does not head the trick
    Given the ruleset "trickster-double-deck"
    And trump is ♠
    And the hand "A♥ 10♥ K♥ J♥ A♠"
    And the trick so far:
      | seat | card |
      | 1    | K♥   |
      | 2    | 10♥  |
    When the legal plays are asked for
    # checks: trickster.play.head-always
    Then the legal plays are "A♥"

  # ------------------------------------------------------------------ the same rules in a played hand
  # Deal: seat 1 bids 150 and names diamonds; seat 2 holds A♣ 10♣ J♣, seat 3 no clubs but trump.

  # id: 396e6869
  @trickster.play.declarer-leads
  Scenario: In a hand - the declarer makes the first lead
    Given the ruleset "trickster-classic"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♦ |
      | 2    | play J♣ |
    When the hand is played
    Then action 6 is rejected with rule "turn.out-of-turn"

  # id: ffa8b070
  @trickster.play.declarer-leads
  Scenario: In a hand - trump is named before any card is led
    Given the ruleset "trickster-classic"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | play K♣ |
    When the hand is played
    Then action 5 is rejected with rule "phase.expected-trump"

  # id: a0012cfe
  @trickster.play.head-always
  Scenario: In a hand - under Always a low club on a king of clubs is refused when a higher club is held
    Given the ruleset "trickster-classic"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♦ |
      | 1    | play K♣ |
      | 2    | play J♣ |
    When the hand is played
    Then action 7 is rejected with rule "play.must-head"

  # id: 427d100d
  @trickster.play.follow-suit
  Scenario: In a hand - a spade on a club lead is refused from a player holding clubs
    Given the ruleset "trickster-classic"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♦ |
      | 1    | play K♣ |
      | 2    | play 9♠ |
    When the hand is played
    Then action 7 is rejected with rule "play.must-follow"

  # id: aeb93fc8
  @trickster.play.head-always-trump-in
  Scenario: In a hand - under Always a heart from a player out of clubs but holding trump is refused
    Given the ruleset "trickster-classic"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♦ |
      | 1    | play K♣ |
      | 2    | play A♣ |
      | 3    | play Q♥ |
    When the hand is played
    Then action 8 is rejected with rule "play.must-trump"

  # The same deal with clubs trump and a diamond led: seat 0, out of diamonds but holding
  # clubs, must trump whatever the suits' order (003, the play: a player who cannot follow
  # suit must play trump).
  # id: c534ddf5
  @trickster.play.head-always-trump-in
  Scenario: In a hand - a heart from a player out of diamonds but holding club trumps is refused
    Given the ruleset "trickster-classic"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action   |
      | 1    | bid 150  |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♣  |
      | 1    | play K♦  |
      | 2    | play 10♦ |
      | 3    | play A♦  |
      | 0    | play A♥  |
    When the hand is played
    Then action 9 is rejected with rule "play.must-trump"

  # id: eba07d39
  @trickster.play.head-always-trumped-trick @trickster.play.trick-winner @trickster.play.winner-leads
  Scenario: In a hand - the trumped first trick goes to the trump and its winner leads next
    Given the ruleset "trickster-classic"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♦ |
      | 1    | play K♣ |
      | 2    | play A♣ |
      | 3    | play 9♦ |
      | 0    | play 9♣ |
      | 2    | play A♥ |
    When the hand is played
    # checks: trickster.play.trick-winner
    Then action 10 is rejected with rule "turn.out-of-turn"

  # id: 7d402b3c
  @trickster.play.head-always-trumped-trick @trickster.play.winner-leads
  Scenario: In a hand - the lowest club is allowed on a trumped trick and the trump winner may lead trump
    Given the ruleset "trickster-classic"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♦ |
      | 1    | play K♣ |
      | 2    | play A♣ |
      | 3    | play 9♦ |
      | 0    | play 9♣ |
      | 3    | play A♦ |
    When the hand is played
    # checks: trickster.play.head-always-trumped-trick
    Then every action is accepted

  # id: e328895a
  @trickster.play.head-trump-led
  Scenario: In a hand - under Trump Led a low club on a king of clubs is allowed
    Given the ruleset "trickster-classic-head-trump-led"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♦ |
      | 1    | play K♣ |
      | 2    | play J♣ |
    When the hand is played
    Then every action is accepted

  # id: babfc83c
  @trickster.play.must-trump-if-void @trickster.play.head-never
  Scenario: In a hand - under Never with must trump on, a heart from a player holding trump is refused
    Given the ruleset "trickster-classic-head-never"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♦ |
      | 1    | play K♣ |
      | 2    | play J♣ |
      | 3    | play Q♥ |
    When the hand is played
    # checks: trickster.play.must-trump-if-void
    Then action 8 is rejected with rule "play.must-trump"

  # id: e737235b
  @trickster.play.may-slough
  Scenario: In a hand - under Never with must trump off, a heart from a player holding trump is allowed
    Given the ruleset "trickster-classic-head-never-may-slough"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♦ |
      | 1    | play K♣ |
      | 2    | play J♣ |
      | 3    | play Q♥ |
    When the hand is played
    Then every action is accepted

  # id: b00a77a0
  @trickster.play.follow-suit
  Scenario: In a hand - a card the player does not hold is refused
    Given the ruleset "trickster-classic"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♦ |
      | 1    | play K♣ |
      | 2    | play K♣ |
    When the hand is played
    Then action 7 is rejected with rule "play.card-not-held"

  # id: 8e3c1522
  @trickster.play.head-always @trickster.play.follow-suit
  Scenario: Always - on a trump lead a follower who cannot beat the high trump plays any trump
    Given the ruleset "trickster-classic"
    And trump is ♦
    And the hand "10♦ J♦ 9♦ A♣"
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | A♦   |
    When the legal plays are asked for
    # checks: trickster.play.head-always
    Then the legal plays are "10♦ J♦ 9♦"

  # The other reading of trickster.play.identical-first-wins: 003 does not say which of two
  # identical winning cards takes the trick. Read so that the later copy beats the earlier,
  # seat 3's second A♣ takes the trick from seat 1's.
  # id: 65c5a45f
  @trickster.play.identical-first-wins
  Scenario: Read so that a later identical card wins, the second ace of the suit led takes the trick
    Given the ruleset "trickster-classic" with play.identical_first_wins set to false
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 0    | K♣   |
      | 1    | A♣   |
      | 2    | 9♣   |
      | 3    | A♣   |
    When the trick is complete
    Then the trick is won by seat 3

  # The same reading for the duty to head: with a later copy beating the earlier, a follower
  # holding the other K♣ heads the king led with it, so only K♣ is legal.
  # id: 3ec4d21e
  @trickster.play.identical-first-wins @trickster.play.head-always
  Scenario: Read so that a later identical card wins, an equal card heads the trick and must be played
    Given the ruleset "trickster-classic" with play.identical_first_wins set to false
    And trump is ♦
    And the hand "K♣ J♣ 9♣ A♥"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
    When the legal plays are asked for
    # checks: trickster.play.identical-first-wins
    Then the legal plays are "K♣"

  # The other reading of trickster.play.winner-leads: 003 does not say who leads after the
  # first trick. Read with the lead going clockwise like the play, seat 2, left of the
  # declarer, leads the second trick although seat 3 trumped the first.
  # id: 837217de
  @trickster.play.winner-leads @trickster.play.head-always
  Scenario: Read with the lead going clockwise, the player left of the first leader leads the second trick
    Given the ruleset "trickster-classic" with play.next_lead set to "leader_left"
    And the deal:
      | seat | cards                                  |
      | 0    | K♠ Q♠ J♠ 9♠ A♥ 10♥ A♣ 10♣ K♣ Q♣ J♣ 9♣  |
      | 1    | A♠ 10♠ K♠ K♥ Q♥ J♥ K♦ Q♦ J♦ K♣ Q♣ 9♣   |
      | 2    | Q♠ J♠ 9♠ A♥ 10♥ K♥ 10♦ Q♦ 9♦ A♣ 10♣ J♣ |
      | 3    | A♠ 10♠ Q♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ K♦ J♦ 9♦  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♦ |
      | 1    | play K♣ |
      | 2    | play A♣ |
      | 3    | play 9♦ |
      | 0    | play 9♣ |
      | 2    | play A♥ |
      | 3    | play 9♥ |
    When the hand is played
    # checks: trickster.play.winner-leads
    Then every action is accepted
