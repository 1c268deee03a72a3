@doc-000
Feature: Bruce's pinochle trick play (000, playing paragraph and its diamonds example)

  The bid winner leads first. Trump may not be led until it has been broken (played to
  an earlier trick) unless the leader holds nothing but trump. Each player in turn to the
  left must follow the suit led and beat the best card of that suit if he can; once a
  trump has been played to a plain-suit lead, any card of the led suit will do. A player
  out of the led suit must trump, beating the highest trump already played if he can,
  and only a player with neither the led suit nor trump may play anything. The highest
  trump wins, else the highest card of the suit led; of identical cards the first played
  wins. The winner leads next.

  In the document's example (trump ♦, not yet broken) the four players are seats 0 to 3:
  player 1 (seat 0) leads 10♣, player 2 (seat 1) holds Q♣ and A♣, player 3 (seat 2) is
  out of clubs and player 4 (seat 3) decides last.

  # ---------------------------------------------------------------- leading
  # id: 291bddb6
  @bruce.play.trump-not-led-until-broken
  Scenario: Trump may not be led before it is broken
    Given the ruleset "bruce-5"
    And trump is ♦
    And trump has not been broken
    And the hand "K♦ 9♦ A♣ J♥ 10♠"
    When the legal plays are asked for
    Then the legal plays are "A♣ J♥ 10♠"

  # id: 8d73dc0b
  @bruce.play.all-trump-may-lead
  Scenario: A leader holding only trump may lead it before it is broken
    Given the ruleset "bruce-5"
    And trump is ♦
    And trump has not been broken
    And the hand "A♦ 10♦ K♦ 9♦ J♦"
    When the legal plays are asked for
    Then the legal plays are "A♦ 10♦ K♦ 9♦ J♦"

  # bruce.play.trump-broken-by-any-trump (7-card): seat 1 holds nothing but trump and leads the 9♥
  # before trump is broken; seat 2 heads it with A♥. Read as any trump played breaking trump,
  # the trick of trumps broke it, so seat 2 may now lead his 10♥ though he holds spades.
  # id: 44feef0c
  @bruce.play.trump-broken-by-any-trump @bruce.play.all-trump-may-lead @bruce.play.trump-broken
  Scenario: A trick led with trump from a hand of nothing but trump breaks trump for the next lead
    Given the ruleset "bruce-7"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | A♦ 10♦ K♦ Q♦ J♦ 9♦ A♦ |
      | 1     | K♥ Q♥ Q♥ J♥ J♥ 9♥ 9♥ |
      | 2     | A♥ 10♥ A♠ 10♠ K♠ Q♠ J♠ |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♣ |
      | stock | A♠ 10♠ K♠ Q♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ 10♦ K♦ Q♦ J♦ 9♦ 10♣ K♣ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action   |
      | 1    | bid 2    |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♥  |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | exchange |
      | 1    | play 9♥  |
      | 2    | play A♥  |
      | 3    | play A♣  |
      | 0    | play A♦  |
      | 2    | play 10♥ |
    When the hand is played
    # checks: bruce.play.trump-broken-by-any-trump
    Then every action is accepted

  # The same trick under the other reading: only a trump played on another suit breaks trump.
  # The lead of trumps from an all-trump hand did not, so seat 2, holding spades, may not lead
  # trump; the illegal lead is a renege.
  # id: a4f1268c
  @bruce.play.trump-broken-by-any-trump @bruce.play.trump-not-led-until-broken
  Scenario: Read with trump broken only by trumping in, a trick of trumps led by force leaves trump unbroken
    Given the ruleset "bruce-7" with play.lead.broken_by set to "trumping_in"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | A♦ 10♦ K♦ Q♦ J♦ 9♦ A♦ |
      | 1     | K♥ Q♥ Q♥ J♥ J♥ 9♥ 9♥ |
      | 2     | A♥ 10♥ A♠ 10♠ K♠ Q♠ J♠ |
      | 3     | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♣ |
      | stock | A♠ 10♠ K♠ Q♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ 10♦ K♦ Q♦ J♦ 9♦ 10♣ K♣ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action   |
      | 1    | bid 2    |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♥  |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | exchange |
      | 1    | play 9♥  |
      | 2    | play A♥  |
      | 3    | play A♣  |
      | 0    | play A♦  |
      | 2    | play 10♥ |
    When the hand is played
    # checks: bruce.play.trump-broken-by-any-trump
    Then action 14 is rejected with rule "lead.trump-not-broken"

  # The other side of the trumping-in reading: a plain suit led and trumped in breaks trump.
  # Seat 1 leads A♠, seat 2, holding no spade, trumps in with 9♥ and takes the trick; seat 2
  # may then lead 10♥ though he holds clubs. Here the trump comes second and spades sort above
  # hearts; the next scenario leads a club, which sorts below them.
  # id: d5b35415
  @bruce.play.trump-broken-by-any-trump @bruce.play.trump-not-led-until-broken
  Scenario: Read with trump broken only by trumping in, a spade lead trumped in breaks trump
    Given the ruleset "bruce-7" with play.lead.broken_by set to "trumping_in"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | A♦ 10♦ K♦ Q♦ J♦ 9♦ A♦ |
      | 1     | K♥ Q♥ Q♥ J♥ J♥ 9♥ A♠ |
      | 2     | A♥ 10♥ 9♥ A♣ 10♣ K♣ Q♣ |
      | 3     | 10♠ K♠ Q♠ J♠ J♣ 9♣ A♣ |
      | stock | A♠ 10♠ K♠ Q♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ 10♦ K♦ Q♦ J♦ 9♦ 10♣ K♣ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action   |
      | 1    | bid 2    |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♥  |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | exchange |
      | 1    | play A♠  |
      | 2    | play 9♥  |
      | 3    | play J♠  |
      | 0    | play 9♦  |
      | 2    | play 10♥ |
    When the hand is played
    # checks: bruce.play.trump-broken-by-any-trump
    Then every action is accepted

  # The same with spades and clubs exchanged throughout: the club led sorts below hearts.
  # id: a6c2d97b
  @bruce.play.trump-broken-by-any-trump @bruce.play.trump-not-led-until-broken
  Scenario: Read with trump broken only by trumping in, a club lead trumped in breaks trump
    Given the ruleset "bruce-7" with play.lead.broken_by set to "trumping_in"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | A♦ 10♦ K♦ Q♦ J♦ 9♦ A♦ |
      | 1     | K♥ Q♥ Q♥ J♥ J♥ 9♥ A♣ |
      | 2     | A♥ 10♥ 9♥ A♠ 10♠ K♠ Q♠ |
      | 3     | 10♣ K♣ Q♣ J♣ J♠ 9♠ A♠ |
      | stock | A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♣ A♥ 10♥ K♥ 10♦ K♦ Q♦ J♦ 9♦ 10♠ K♠ Q♠ J♠ 9♠ |
    And the actions:
      | seat | action   |
      | 1    | bid 2    |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♥  |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | exchange |
      | 1    | play A♣  |
      | 2    | play 9♥  |
      | 3    | play J♣  |
      | 0    | play 9♦  |
      | 2    | play 10♥ |
    When the hand is played
    # checks: bruce.play.trump-broken-by-any-trump
    Then every action is accepted

  # id: df0208d6
  @bruce.play.trump-broken
  Scenario: Once trump is broken any card may be led
    Given the ruleset "bruce-5"
    And trump is ♦
    And the hand "K♦ 9♦ A♣ J♥ 10♠"
    When the legal plays are asked for
    Then the legal plays are "K♦ 9♦ A♣ J♥ 10♠"

  # id: 7a2c04fb
  @bruce.play.trump-not-led-until-broken
  Scenario: Leading trump when no trump has been played yet is refused
    Given the ruleset "bruce-5"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | Q♠ 9♠ J♥ J♦ Q♣                                                                               |
      | 1     | A♠ A♠ A♥ 9♦ J♣                                                                               |
      | 2     | Q♠ J♠ 9♥ J♦ 9♣                                                                               |
      | 3     | J♠ 10♠ K♥ Q♥ Q♦                                                                              |
      | stock | 10♠ K♠ K♠ 9♠ A♥ 10♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ 9♦ A♣ A♣ 10♣ 10♣ K♣ K♣ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action   |
      | 1    | bid 5    |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♣  |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | exchange |
      | 1    | play A♠  |
      | 2    | play Q♠  |
      | 3    | play J♠  |
      | 0    | play Q♠  |
      | 1    | play J♣  |
    When the hand is played
    Then action 14 is rejected with rule "lead.trump-not-broken"

  # Only a trump played to a trick breaks trump (000, playing paragraph: trump becomes
  # broken when a player out of the led suit plays one). Here trump is ♠ and the first
  # trick is all hearts, so seat 1, who won it and still holds plain cards, may not lead
  # his A♠ next.
  # id: 54a80c2d
  @bruce.play.trump-not-led-until-broken
  Scenario: A first trick played wholly in hearts leaves spades unbroken, so a spade lead is refused
    Given the ruleset "bruce-5"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | Q♠ 9♠ J♥ J♦ Q♣                                                                               |
      | 1     | A♠ A♠ A♥ 9♦ J♣                                                                               |
      | 2     | Q♠ J♠ 9♥ J♦ 9♣                                                                               |
      | 3     | J♠ 10♠ K♥ Q♥ Q♦                                                                              |
      | stock | 10♠ K♠ K♠ 9♠ A♥ 10♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ 9♦ A♣ A♣ 10♣ 10♣ K♣ K♣ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action   |
      | 1    | bid 5    |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♠  |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | exchange |
      | 1    | play A♥  |
      | 2    | play 9♥  |
      | 3    | play K♥  |
      | 0    | play J♥  |
      | 1    | play A♠  |
    When the hand is played
    Then action 14 is rejected with rule "lead.trump-not-broken"

  # id: 1e7ffa23
  @bruce.play.bidder-leads
  Scenario: The player left of the dealer may not lead when another player won the bid
    Given the ruleset "bruce-5"
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | Q♠ 9♠ J♥ J♦ Q♣                                                                               |
      | 1     | A♠ A♠ A♥ 9♦ J♣                                                                               |
      | 2     | Q♠ J♠ 9♥ J♦ 9♣                                                                               |
      | 3     | J♠ 10♠ K♥ Q♥ Q♦                                                                              |
      | stock | 10♠ K♠ K♠ 9♠ A♥ 10♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ 9♦ A♣ A♣ 10♣ 10♣ K♣ K♣ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action   |
      | 1    | pass     |
      | 2    | bid 4    |
      | 3    | pass     |
      | 0    | pass     |
      | 2    | trump ♣  |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | exchange |
      | 1    | exchange |
      | 1    | play A♠  |
    When the hand is played
    Then action 10 is rejected with rule "turn.out-of-turn"

  # 000, taking tricks: the bid winner makes the opening lead, wherever he sits. Seat
  # 2 deals and seat 0, two seats to his left, wins the bid and leads.
  # id: 24a4a179
  @bruce.play.bidder-leads
  Scenario: The bid winner leads when he sits two seats left of the dealer
    Given the ruleset "bruce-5"
    And seat 2 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | Q♠ 9♠ J♥ J♦ Q♣                                                                               |
      | 1     | A♠ A♠ A♥ 9♦ J♣                                                                               |
      | 2     | Q♠ J♠ 9♥ J♦ 9♣                                                                               |
      | 3     | J♠ 10♠ K♥ Q♥ Q♦                                                                              |
      | stock | 10♠ K♠ K♠ 9♠ A♥ 10♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ 9♦ A♣ A♣ 10♣ 10♣ K♣ K♣ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action   |
      | 3    | pass     |
      | 0    | bid 4    |
      | 1    | pass     |
      | 2    | pass     |
      | 0    | trump ♣  |
      | 0    | exchange |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | play Q♠  |
    When the hand is played
    Then every action is accepted

  # ---------------------------------------------------------------- following
  # id: 59a04742
  @bruce.play.must-follow
  Scenario: A player holding the led suit must play it
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 0    | A♠   |
    And the hand "Q♠ 9♠ A♦ A♥ K♣"
    When the legal plays are asked for
    Then the legal plays are "Q♠ 9♠"

  # id: 4aa20b07
  @bruce.play.must-head
  Scenario: A follower must beat the best card of the led suit when he can
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 0    | 9♣   |
      | 1    | K♣   |
    And the hand "Q♣ A♣ J♣ 10♥ 9♦"
    When the legal plays are asked for
    Then the legal plays are "A♣"

  # id: 5b064f2c
  @bruce.play.must-head
  Scenario: A follower who cannot beat the best card may play any card of the led suit
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 0    | A♣   |
    And the hand "Q♣ 9♣ A♦ 10♥ K♠"
    When the legal plays are asked for
    Then the legal plays are "Q♣ 9♣"

  # id: c29798d4
  @bruce.play.must-head
  Scenario: A card equal to the best one does not beat it
    Given the ruleset "bruce-5"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 2    | K♠   |
    And the hand "K♠ Q♠ 9♠ A♥ 10♣"
    When the legal plays are asked for
    Then the legal plays are "K♠ Q♠ 9♠"

  # id: d9809e5e
  @bruce.play.must-head
  Scenario: On a trump lead a follower must play a higher trump if he has one
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
    And the hand "A♦ Q♦ 10♥ A♣ 9♠"
    When the legal plays are asked for
    Then the legal plays are "A♦"

  # id: 9d1e60aa
  @bruce.play.any-follow-after-trump
  Scenario: After a plain-suit lead has been trumped any card of the led suit may follow
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 0    | 9♣   |
      | 1    | Q♣   |
      | 2    | 9♦   |
    And the hand "A♣ J♣ A♦ 10♥ K♠"
    When the legal plays are asked for
    Then the legal plays are "A♣ J♣"

  # The same rule with the suits the other way round: spades led and trumped by a heart.
  # Once the trick is trumped no card of the led suit can win it, so any spade follows,
  # whether or not it outranks the trump (000, playing paragraph and its example).
  # id: 2e8b563e
  @bruce.play.any-follow-after-trump
  Scenario: After a spade lead has been trumped with a heart any spade may follow
    Given the ruleset "bruce-5"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 0    | J♠   |
      | 1    | K♥   |
    And the hand "A♠ Q♠ A♥ 10♣"
    When the legal plays are asked for
    Then the legal plays are "A♠ Q♠"

  # id: 37c45f8f
  @bruce.play.must-trump
  Scenario: A player out of the led suit must trump
    Given the ruleset "bruce-5"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 3    | 10♠  |
    And the hand "J♥ 9♥ A♣ A♦ K♣"
    When the legal plays are asked for
    Then the legal plays are "J♥ 9♥"

  # A player out of the led suit must trump, but has to beat only a trump already in the
  # trick (000, playing paragraph): with no trump played yet, a low trump will do even when
  # the player also holds one that outranks the card led.
  # id: c36ce1f2
  @bruce.play.must-trump
  Scenario: A player trumping an untrumped trick may play any trump, not only one outranking the card led
    Given the ruleset "bruce-5"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 3    | K♠   |
    And the hand "A♥ 9♥ A♣ A♦ K♣"
    When the legal plays are asked for
    Then the legal plays are "A♥ 9♥"

  # id: e1f8ade6
  @bruce.play.must-overtrump
  Scenario: A player trumping must beat the highest trump already in the trick
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 0    | 10♣  |
      | 1    | 9♦   |
      | 2    | K♦   |
    And the hand "Q♦ A♦ J♥ 9♠ A♠"
    When the legal plays are asked for
    Then the legal plays are "A♦"

  # id: 1a741ca5
  @bruce.play.must-trump-even-if-lower
  Scenario: A player out of the led suit whose trumps cannot win still has to trump
    Given the ruleset "bruce-5"
    And trump is ♠
    And the trick so far:
      | seat | card |
      | 1    | A♥   |
      | 2    | A♠   |
    And the hand "Q♠ J♠ A♣ 10♦ K♦"
    When the legal plays are asked for
    Then the legal plays are "Q♠ J♠"

  # id: 83da4ce2
  @bruce.play.free-when-void
  Scenario: A player with neither the led suit nor trump may play any card
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 1    | 10♣  |
    And the hand "A♥ 9♠ Q♥ K♠ J♠"
    When the legal plays are asked for
    Then the legal plays are "A♥ 9♠ Q♥ K♠ J♠"

  # id: e3b21802
  @bruce.play.free-when-void
  Scenario: A player out of trump may play any card to a trump lead
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 1    | 9♦   |
    And the hand "A♣ 9♠ Q♥ 10♣ J♠"
    When the legal plays are asked for
    Then the legal plays are "A♣ 9♠ Q♥ 10♣ J♠"

  # ---------------------------------------------------------------- the document's example
  # id: 339c2bdd
  @bruce.play.diamonds-example @bruce.play.trump-not-led-until-broken
  Scenario: Example, player 1 may lead any card but a diamond
    Given the ruleset "bruce-5"
    And trump is ♦
    And trump has not been broken
    And the hand "10♣ 9♦ Q♠ J♦ K♠"
    When the legal plays are asked for
    # checks: bruce.play.trump-not-led-until-broken
    Then the legal plays are "10♣ Q♠ K♠"

  # id: 06136820
  @bruce.play.diamonds-example @bruce.play.must-head
  Scenario: Example, player 2 holding the queen and ace of clubs must play the ace
    Given the ruleset "bruce-5"
    And trump is ♦
    And trump has not been broken
    And the trick so far:
      | seat | card |
      | 0    | 10♣  |
    And the hand "Q♣ A♣ K♥ Q♥ 9♦"
    When the legal plays are asked for
    # checks: bruce.play.must-head
    Then the legal plays are "A♣"

  # id: 82785e9c
  @bruce.play.diamonds-example @bruce.play.must-trump
  Scenario: Example, player 3 out of clubs must play a diamond, any diamond
    Given the ruleset "bruce-5"
    And trump is ♦
    And trump has not been broken
    And the trick so far:
      | seat | card |
      | 0    | 10♣  |
      | 1    | A♣   |
    And the hand "K♦ Q♦ A♠ J♥ 9♠"
    When the legal plays are asked for
    # checks: bruce.play.must-trump
    Then the legal plays are "K♦ Q♦"

  # id: 55022681
  @bruce.play.diamonds-example @bruce.play.any-follow-after-trump
  Scenario: Example, player 4 holding clubs may play any club once player 3 has trumped
    Given the ruleset "bruce-5"
    And trump is ♦
    And trump has not been broken
    And the trick so far:
      | seat | card |
      | 0    | 10♣  |
      | 1    | A♣   |
      | 2    | K♦   |
    And the hand "A♣ J♣ 9♣ A♦ A♥"
    When the legal plays are asked for
    # checks: bruce.play.any-follow-after-trump
    Then the legal plays are "A♣ J♣ 9♣"

  # The other side of the overtrump (000, taking tricks and its example): the second king
  # of trump does not beat the first, so a player holding it and a lower trump cannot beat
  # the trick and may play either trump.
  # id: bfa2764e
  @bruce.play.must-overtrump @bruce.play.must-trump @bruce.play.first-identical-wins
  Scenario: A player whose best trump only ties the winning trump may play any trump
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 0    | 10♣  |
      | 1    | A♣   |
      | 2    | K♦   |
    And the hand "K♦ 9♦ J♥ 9♠"
    When the legal plays are asked for
    # checks: bruce.play.must-overtrump
    Then the legal plays are "K♦ 9♦"

  # id: 291f2c1b
  @bruce.play.diamonds-example @bruce.play.must-overtrump
  Scenario: Example, player 4 out of clubs must beat the king of diamonds if he can
    Given the ruleset "bruce-5"
    And trump is ♦
    And trump has not been broken
    And the trick so far:
      | seat | card |
      | 0    | 10♣  |
      | 1    | A♣   |
      | 2    | K♦   |
    And the hand "A♦ 10♦ Q♦ J♥ 9♠"
    When the legal plays are asked for
    # checks: bruce.play.must-overtrump
    Then the legal plays are "A♦ 10♦"

  # id: d8753a68
  @bruce.play.diamonds-example @bruce.play.must-trump-even-if-lower
  Scenario: Example, player 4 whose only trump is the other king of diamonds must play it
    Given the ruleset "bruce-5"
    And trump is ♦
    And trump has not been broken
    And the trick so far:
      | seat | card |
      | 0    | 10♣  |
      | 1    | A♣   |
      | 2    | K♦   |
    And the hand "K♦ A♥ K♥ Q♥ 10♠"
    When the legal plays are asked for
    # checks: bruce.play.must-trump-even-if-lower
    Then the legal plays are "K♦"

  # id: 9ffb00b1
  @bruce.play.diamonds-example @bruce.play.free-when-void
  Scenario: Example, player 4 with neither clubs nor diamonds may play anything
    Given the ruleset "bruce-5"
    And trump is ♦
    And trump has not been broken
    And the trick so far:
      | seat | card |
      | 0    | 10♣  |
      | 1    | A♣   |
      | 2    | K♦   |
    And the hand "A♥ K♥ Q♥ 10♠ J♠"
    When the legal plays are asked for
    # checks: bruce.play.free-when-void
    Then the legal plays are "A♥ K♥ Q♥ 10♠ J♠"

  # id: 8ba808e4
  @bruce.play.diamonds-example @bruce.play.first-identical-wins
  Scenario: Example, the first king of diamonds takes the trick
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 0    | 10♣  |
      | 1    | A♣   |
      | 2    | K♦   |
      | 3    | K♦   |
    When the trick is complete
    # checks: bruce.play.first-identical-wins
    Then the trick is won by seat 2

  # id: bf1357b7
  @bruce.play.diamonds-example @bruce.play.trump-broken
  Scenario: Example, player 3 may lead a diamond next because trump is now broken
    Given the ruleset "bruce-5"
    And trump is ♦
    And the hand "Q♦ A♠ J♥ 9♠"
    When the legal plays are asked for
    # checks: bruce.play.trump-broken
    Then the legal plays are "Q♦ A♠ J♥ 9♠"

  # id: 71300219
  @bruce.play.diamonds-example @bruce.play.trump-broken @bruce.play.winner-leads
  Scenario: Example played out, the trick goes to player 3 who then leads trump
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action   |
      | 0    | bid 10   |
      | 1    | pass     |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | trump ♦  |
      | 0    | exchange |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | play 10♣ |
      | 1    | play A♣  |
      | 2    | play K♦  |
      | 3    | play K♦  |
      | 2    | play Q♦  |
    When the hand is played
    # checks: bruce.play.trump-broken
    Then every action is accepted

  # id: 023bd38c
  @bruce.play.diamonds-example @bruce.play.winner-leads
  Scenario: Example, player 4 may not lead the next trick
    Given the ruleset "bruce-5"
    And seat 3 deals
    And the deal:
      | seat  | cards                                                                                        |
      | 0     | 10♣ 9♦ Q♠ J♦ K♠                                                                              |
      | 1     | Q♣ A♣ K♥ Q♥ 9♦                                                                               |
      | 2     | K♦ Q♦ A♠ J♥ 9♠                                                                               |
      | 3     | K♦ A♥ K♥ Q♥ 10♠                                                                              |
      | stock | A♠ 10♠ K♠ Q♠ J♠ J♠ 9♠ A♥ 10♥ 10♥ J♥ 9♥ 9♥ A♦ A♦ 10♦ 10♦ Q♦ J♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣ 9♣ 9♣ |
    And the actions:
      | seat | action   |
      | 0    | bid 10   |
      | 1    | pass     |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | trump ♦  |
      | 0    | exchange |
      | 1    | exchange |
      | 2    | exchange |
      | 3    | exchange |
      | 0    | play 10♣ |
      | 1    | play A♣  |
      | 2    | play K♦  |
      | 3    | play K♦  |
      | 3    | play A♥  |
    When the hand is played
    # checks: bruce.play.winner-leads
    Then action 14 is rejected with rule "turn.out-of-turn"

  # ---------------------------------------------------------------- who takes the trick
  # id: b6e5701c
  @bruce.play.trick-winner
  Scenario: The lowest trump beats the ace of the suit led
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 0    | A♣   |
      | 1    | 10♣  |
      | 2    | 9♦   |
      | 3    | A♣   |
    When the trick is complete
    Then the trick is won by seat 2

  # id: 112a0d31
  @bruce.play.trick-winner
  Scenario: The highest of several trumps takes the trick
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 1    | A♣   |
      | 2    | 9♦   |
      | 3    | J♦   |
      | 0    | 10♣  |
    When the trick is complete
    Then the trick is won by seat 3

  # id: 2248d638
  @bruce.play.trick-winner
  Scenario: A high card of another plain suit does not take the trick
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 0    | 9♣   |
      | 1    | A♥   |
      | 2    | A♠   |
      | 3    | 10♠  |
    When the trick is complete
    Then the trick is won by seat 0

  # id: 0ac5a503
  @bruce.play.first-identical-wins
  Scenario: Of two identical aces of the suit led the first one played wins
    Given the ruleset "bruce-5"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 3    | 9♠   |
      | 0    | A♠   |
      | 1    | A♠   |
      | 2    | 10♠  |
    When the trick is complete
    Then the trick is won by seat 0

  # id: 87449553
  @bruce.play.first-identical-wins
  Scenario: Of two identical trumps the first one played wins
    Given the ruleset "bruce-7"
    And trump is ♣
    And the trick so far:
      | seat | card |
      | 1    | K♥   |
      | 2    | A♣   |
      | 3    | 10♥  |
      | 0    | A♣   |
    When the trick is complete
    Then the trick is won by seat 2

  # id: 2e891d5a
  @bruce.play.must-head @bruce.play.must-follow
  Scenario: On a trump lead a follower who cannot beat it may play any trump
    Given the ruleset "bruce-5"
    And trump is ♦
    And the trick so far:
      | seat | card |
      | 1    | A♦   |
    And the hand "Q♦ 9♦ A♣ 10♥ 9♠"
    When the legal plays are asked for
    # checks: bruce.play.must-head
    Then the legal plays are "Q♦ 9♦"
