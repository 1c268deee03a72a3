@doc-004
Feature: Penn pinochle trick play (004, Phase 2)

  Cards rank A, 10, K, Q, J, 9. Any card may be led. A player must follow suit; if out of
  it, must trump; if out of trump too, may play anything. Only when trump is led must a
  player beat it if able (a tie is not required), and trumping a plain lead need not beat
  an earlier trump. The highest trump, else the highest card of the suit led, wins; of
  identical cards the first played wins. The high bidder leads to the first trick.
  The transcripts below use seat 1 as high bidder at 20 with hearts trump; seats 0 and 3
  hold no hearts.

  # id: 27b63bba
  @penn.play.lead-any
  Scenario: Any card may be led, trump included, even to the first trick
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ 9♥ K♠ Q♦ J♣"
    And it is the opening lead of the hand
    When the legal plays are asked for
    Then the legal plays are "A♥ 9♥ K♠ Q♦ J♣"

  # 004, Phase 2: nothing restricts a lead, later in the hand either; with trump not yet
  # played the leader may still lead any card, trump included.
  # id: df8a9a1a
  @penn.play.lead-any
  Scenario: A later lead may be any card, trump included, though no trump has been played
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "9♥ A♠ 10♦ K♣"
    And trump has not been broken
    When the legal plays are asked for
    Then the legal plays are "9♥ A♠ 10♦ K♣"

  # id: 1026f34f
  @penn.play.follow-suit
  Scenario: A player holding the suit led must follow rather than trump
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "9♣ A♥ 10♠"
    And the trick so far:
      | seat | card |
      | 1    | Q♣   |
    When the legal plays are asked for
    Then the legal plays are "9♣"

  # id: cf3fc30f
  @penn.play.follow-suit @penn.play.no-head-on-plain-lead
  Scenario: Following a plain suit lead any card of that suit will do
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♣ 9♣ A♥ 10♠"
    And the trick so far:
      | seat | card |
      | 1    | K♣   |
    When the legal plays are asked for
    # checks: penn.play.no-head-on-plain-lead
    Then the legal plays are "A♣ 9♣"

  # id: 394dbcf5
  @penn.play.must-trump
  Scenario: A player out of the suit led must trump
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "9♥ K♥ A♠ Q♣"
    And the trick so far:
      | seat | card |
      | 1    | A♦   |
    When the legal plays are asked for
    Then the legal plays are "9♥ K♥"

  # id: 89ba7fd0
  @penn.play.free-discard
  Scenario: A player out of the suit led and of trump may play anything
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♠ Q♣ 9♣ J♠"
    And the trick so far:
      | seat | card |
      | 1    | A♦   |
    When the legal plays are asked for
    Then the legal plays are "A♠ Q♣ 9♣ J♠"

  # id: 7980de4b
  @penn.play.no-overtrump
  Scenario: Trumping a plain lead need not beat a trump already played
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "Q♥ 9♥ A♠"
    And the trick so far:
      | seat | card |
      | 1    | A♣   |
      | 2    | K♥   |
    When the legal plays are asked for
    Then the legal plays are "Q♥ 9♥"

  # 004, Phase 2: trumping a plain lead need not beat a trump already in the trick, even
  # for a player holding a higher one.
  # id: b42ae109
  @penn.play.no-overtrump
  Scenario: A player who could overtrump a plain lead may play a lower trump instead
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ 9♥ A♠"
    And the trick so far:
      | seat | card |
      | 1    | A♣   |
      | 2    | K♥   |
    When the legal plays are asked for
    Then the legal plays are "A♥ 9♥"

  # id: 294699a5
  @penn.play.must-beat-trump-lead @penn.deck.rank-order
  Scenario: On a trump lead a player must beat it when able, and a ten beats a king
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ 10♥ Q♥ 9♥ A♠"
    And the trick so far:
      | seat | card |
      | 1    | K♥   |
    When the legal plays are asked for
    # checks: penn.deck.rank-order
    Then the legal plays are "A♥ 10♥"

  # id: 3793df52
  @penn.play.must-beat-trump-lead
  Scenario: On a trump lead a player who cannot beat it may play any trump
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "10♥ 9♥ A♠ K♣"
    And the trick so far:
      | seat | card |
      | 1    | A♥   |
    When the legal plays are asked for
    Then the legal plays are "10♥ 9♥"

  # id: 47b213a6
  @penn.play.no-tie-needed
  Scenario: On a trump lead a player who can only tie it is not held to the tie
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ K♥ 9♥ A♣"
    And the trick so far:
      | seat | card |
      | 1    | A♥   |
    When the legal plays are asked for
    Then the legal plays are "A♥ K♥ 9♥"

  # id: 9ec010ae
  @penn.play.must-beat-trump-lead
  Scenario: On a trump lead a later player must beat the best trump so far when able
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ K♥ 9♥ 10♣"
    And the trick so far:
      | seat | card |
      | 1    | J♥   |
      | 2    | Q♥   |
    When the legal plays are asked for
    Then the legal plays are "A♥ K♥"

  # id: 95704ebb
  @penn.play.beat-the-winning-trump
  Scenario: On a trump lead overtaken by a higher trump a player who cannot beat that may play any trump
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "K♥ 9♥ 10♠"
    And the trick so far:
      | seat | card |
      | 1    | J♥   |
      | 2    | A♥   |
    When the legal plays are asked for
    Then the legal plays are "K♥ 9♥"

  # 004, Phase 2 (To play): on the suite's reading the trump to beat is the best one so far,
  # here the ten over the led jack; the ace tops it, so the king, though above the jack, will
  # not do.
  # id: 5fd92c51
  @penn.play.beat-the-winning-trump @penn.play.must-beat-trump-lead
  Scenario: On a trump lead overtaken by a higher trump a player able to top that must play a trump that does
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♥ K♥ 9♥ 10♣"
    And the trick so far:
      | seat | card |
      | 1    | J♥   |
      | 2    | 10♥  |
    When the legal plays are asked for
    # checks: penn.play.beat-the-winning-trump
    Then the legal plays are "A♥"

  # 004, Phase 2 (To play), the other reading of "beat it": the led trump is the one to beat.
  # The king is above the led jack, so it must be played though the ace already wins.
  # id: 8e003129
  @penn.play.beat-the-winning-trump @penn.play.must-beat-trump-lead
  Scenario: Read as the led trump, a player holding a trump above it must play one even below the winning trump
    Given the ruleset "penn-4" with play.beat_target set to "led"
    And trump is ♥
    And the hand "K♥ 9♥ 10♠"
    And the trick so far:
      | seat | card |
      | 1    | J♥   |
      | 2    | A♥   |
    When the legal plays are asked for
    # checks: penn.play.beat-the-winning-trump
    Then the legal plays are "K♥"

  # 004, Phase 2 (To play), the led card read as the one to beat: the ace and the king are
  # both above the led jack, so either will do, not only the ace that tops the ten.
  # id: 4839aef5
  @penn.play.beat-the-winning-trump @penn.play.must-beat-trump-lead
  Scenario: Read as the led trump, any trump above the led one will do, not only one above the winning trump
    Given the ruleset "penn-4" with play.beat_target set to "led"
    And trump is ♥
    And the hand "A♥ K♥ 9♥ 10♣"
    And the trick so far:
      | seat | card |
      | 1    | J♥   |
      | 2    | 10♥  |
    When the legal plays are asked for
    # checks: penn.play.beat-the-winning-trump
    Then the legal plays are "A♥ K♥"

  # 004, Phase 2 (To play), the led card read as the one to beat: nothing in the hand is above
  # the led king (a second king only ties it, and no tie is asked), so any trump may be played.
  # id: 8b338668
  @penn.play.beat-the-winning-trump @penn.play.must-beat-trump-lead @penn.play.no-tie-needed
  Scenario: Read as the led trump, a player with no trump above the led one may play any trump
    Given the ruleset "penn-4" with play.beat_target set to "led"
    And trump is ♥
    And the hand "K♥ Q♥ 9♥ A♣"
    And the trick so far:
      | seat | card |
      | 1    | K♥   |
      | 2    | A♥   |
    When the legal plays are asked for
    # checks: penn.play.no-tie-needed
    Then the legal plays are "K♥ Q♥ 9♥"

  # id: 756be58a
  @penn.play.free-discard
  Scenario: On a trump lead a player without trump may play anything
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "A♠ Q♣ 9♦"
    And the trick so far:
      | seat | card |
      | 1    | K♥   |
    When the legal plays are asked for
    Then the legal plays are "A♠ Q♣ 9♦"

  # id: 72b2babe
  @penn.play.follow-suit @penn.play.no-head-on-plain-lead
  Scenario: Three-handed, following suit needs no higher card on a plain lead
    Given the ruleset "penn-3"
    And trump is ♥
    And the hand "A♠ 10♠ 9♠ K♥"
    And the trick so far:
      | seat | card |
      | 2    | K♠   |
    When the legal plays are asked for
    # checks: penn.play.no-head-on-plain-lead
    Then the legal plays are "A♠ 10♠ 9♠"

  # id: 2ca707f9
  @penn.play.trick-winner
  Scenario: The highest trump takes the trick
    Given the ruleset "penn-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | A♣   |
      | 2    | 9♥   |
      | 3    | 10♣  |
      | 0    | A♠   |
    When the trick is complete
    Then the trick is won by seat 2

  # id: 1bbbcd8c
  @penn.play.trick-winner @penn.deck.rank-order
  Scenario: Without trump the highest card of the suit led wins and a ten outranks a king
    Given the ruleset "penn-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | K♦   |
      | 2    | A♠   |
      | 3    | 10♦  |
      | 0    | 9♦   |
    When the trick is complete
    # checks: penn.deck.rank-order
    Then the trick is won by seat 3

  # id: bb6468b4
  @penn.play.first-identical-wins
  Scenario: Of two identical aces the one played first wins
    Given the ruleset "penn-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | A♠   |
      | 2    | A♠   |
      | 3    | 10♠  |
      | 0    | K♠   |
    When the trick is complete
    Then the trick is won by seat 1

  # id: 3669c4bb
  @penn.play.first-identical-wins
  Scenario: Of two identical trumps the one played first wins
    Given the ruleset "penn-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | A♣   |
      | 2    | K♥   |
      | 3    | K♥   |
      | 0    | 9♣   |
    When the trick is complete
    Then the trick is won by seat 2

  # id: 2a27b86e
  @penn.play.first-identical-wins
  Scenario: Of two identical tens behind the leader the earlier one wins
    Given the ruleset "penn-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 2    | 9♦   |
      | 3    | 10♦  |
      | 0    | 10♦  |
      | 1    | Q♦   |
    When the trick is complete
    Then the trick is won by seat 3

  # id: da2c8390
  @penn.play.trick-winner
  Scenario: Three-handed, a trump takes a trick of the suit led
    Given the ruleset "penn-3"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 2    | Q♠   |
      | 0    | K♠   |
      | 1    | J♥   |
    When the trick is complete
    Then the trick is won by seat 1

  # id: 59750d53
  @penn.play.must-beat-trump-lead
  Scenario: In play, a lower trump on a trump lead is refused from a player who can beat it
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 20  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
      | 1    | play K♥ |
      | 2    | play Q♥ |
    When the hand is played
    Then action 7 is rejected with rule "play.must-head"

  # id: 9e3f45be
  @penn.play.must-beat-trump-lead @penn.play.no-tie-needed
  Scenario: In play, tying a trump lead is refused from a player who can beat it
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 20  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
      | 1    | play K♥ |
      | 2    | play K♥ |
    When the hand is played
    # checks: penn.play.no-tie-needed
    Then action 7 is rejected with rule "play.must-head"

  # id: 19cccdb0
  @penn.play.must-beat-trump-lead @penn.play.free-discard @penn.play.trick-winner
  Scenario: In play, the ten beats a king lead and players without trump discard freely
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 20  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
      | 1    | play K♥  |
      | 2    | play 10♥ |
      | 3    | play 9♣  |
      | 0    | play A♣  |
      | 2    | play A♠  |
    When the hand is played
    # checks: penn.play.trick-winner
    Then every action is accepted

  # id: 72e0f1ee
  @penn.play.follow-suit
  Scenario: In play, trumping while holding the suit led is refused
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 20  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
      | 1    | play A♠  |
      | 2    | play 10♥ |
    When the hand is played
    Then action 7 is rejected with rule "play.must-follow"

  # id: 5614cf20
  @penn.play.no-head-on-plain-lead @penn.play.must-trump @penn.play.winner-leads-next
  Scenario: In play, low cards may follow a plain lead and a void player trumps
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 20  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
      | 1    | play J♦  |
      | 2    | play 9♦  |
      | 3    | play 9♦  |
      | 0    | play K♦  |
      | 0    | play A♣  |
      | 1    | play 9♥  |
      | 2    | play 10♣ |
      | 3    | play 9♣  |
      | 1    | play Q♠  |
    When the hand is played
    # checks: penn.play.no-head-on-plain-lead
    Then every action is accepted

  # id: eff46e38
  @penn.play.must-trump @penn.play.winner-leads-next
  Scenario: In play, a player out of the suit led may not throw a plain card while holding trump
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 20  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
      | 1    | play J♦  |
      | 2    | play 9♦  |
      | 3    | play 9♦  |
      | 0    | play K♦  |
      | 0    | play A♣  |
      | 1    | play Q♠  |
    When the hand is played
    # checks: penn.play.must-trump
    Then action 11 is rejected with rule "play.must-trump"

  # id: a10d40b3
  @penn.play.must-beat-trump-lead @penn.deck.rank-order
  Scenario: On a nine of trump led a jack beats it and must be played
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "J♥ 9♥ A♠"
    And the trick so far:
      | seat | card |
      | 1    | 9♥   |
    When the legal plays are asked for
    # checks: penn.deck.rank-order
    Then the legal plays are "J♥"

  # id: c92ea14a
  @penn.play.must-beat-trump-lead @penn.deck.rank-order
  Scenario: On a jack of trump led a queen beats it and a nine does not
    Given the ruleset "penn-4"
    And trump is ♥
    And the hand "Q♥ 9♥ A♠"
    And the trick so far:
      | seat | card |
      | 1    | J♥   |
    When the legal plays are asked for
    # checks: penn.deck.rank-order
    Then the legal plays are "Q♥"

  # id: 6816183d
  @penn.play.trick-winner @penn.deck.rank-order
  Scenario: Without trump a jack of the suit led beats the nines
    Given the ruleset "penn-4"
    And trump is ♥
    And the trick so far:
      | seat | card |
      | 1    | 9♦   |
      | 2    | J♦   |
      | 3    | 9♦   |
      | 0    | A♠   |
    When the trick is complete
    # checks: penn.deck.rank-order
    Then the trick is won by seat 2

  # 004, Phase 2 (To play), "beat it" on a trump lead, in a played hand. Seat 1 leads the jack
  # of trump and seat 2 tops it with the ace; seat 3 holds the queen of trump, above the led
  # jack but not above the ace. Read as the winning trump (the suite's reading), seat 3 cannot
  # beat it and may play his nine.
  # id: 85d14f14
  @penn.play.beat-the-winning-trump @penn.play.must-beat-trump-lead
  Scenario: In play, a player who cannot top the winning trump may play a low trump though he could beat the led one
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | J♥ K♥ K♥ Q♥ A♠ 10♠ K♠ Q♠ J♦ 9♦ 10♣ K♣ |
      | 2    | A♥ A♥ 10♥ 10♥ A♠ K♦ Q♦ J♦ 9♦ A♣ Q♣ J♣ |
      | 3    | Q♥ J♥ 9♥ 9♥ 10♠ K♠ Q♠ J♠ A♦ 10♦ Q♦ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 20  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
      | 1    | play J♥ |
      | 2    | play A♥ |
      | 3    | play 9♥ |
    When the hand is played
    # checks: penn.play.beat-the-winning-trump
    Then every action is accepted

  # The same hand under the other reading of "beat it": the led jack is the card to beat, so
  # seat 3, holding the queen above it, must play the queen, and his nine is refused as
  # failing to head the trick.
  # id: 3daea168
  @penn.play.beat-the-winning-trump @penn.play.must-beat-trump-lead
  Scenario: Read as the led trump, in play a low trump is refused from a player holding one above the led trump
    Given the ruleset "penn-4" with play.beat_target set to "led"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | J♥ K♥ K♥ Q♥ A♠ 10♠ K♠ Q♠ J♦ 9♦ 10♣ K♣ |
      | 2    | A♥ A♥ 10♥ 10♥ A♠ K♦ Q♦ J♦ 9♦ A♣ Q♣ J♣ |
      | 3    | Q♥ J♥ 9♥ 9♥ 10♠ K♠ Q♠ J♠ A♦ 10♦ Q♦ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 20  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
      | 1    | play J♥ |
      | 2    | play A♥ |
      | 3    | play 9♥ |
    When the hand is played
    # checks: penn.play.beat-the-winning-trump
    Then action 8 is rejected with rule "play.must-head"

  # The same position read as the led trump: seat 3's own jack only ties the led jack (004:
  # no tie is asked, and of identical cards the first played stays ahead), so it does not head
  # the trick either; holding the queen, he must play it.
  # id: 132d56c7
  @penn.play.beat-the-winning-trump @penn.play.must-beat-trump-lead @penn.play.no-tie-needed
  Scenario: Read as the led trump, in play a copy of the led trump is refused from a player holding one above it
    Given the ruleset "penn-4" with play.beat_target set to "led"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | J♥ K♥ K♥ Q♥ A♠ 10♠ K♠ Q♠ J♦ 9♦ 10♣ K♣ |
      | 2    | A♥ A♥ 10♥ 10♥ A♠ K♦ Q♦ J♦ 9♦ A♣ Q♣ J♣ |
      | 3    | Q♥ J♥ 9♥ 9♥ 10♠ K♠ Q♠ J♠ A♦ 10♦ Q♦ 9♣ |
    And the actions:
      | seat | action  |
      | 1    | bid 20  |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
      | 1    | play J♥ |
      | 2    | play A♥ |
      | 3    | play J♥ |
    When the hand is played
    # checks: penn.play.no-tie-needed
    Then action 8 is rejected with rule "play.must-head"

  # penn.play.winner-leads-next: the text gives only the first lead. Read so that the taker of
  # a trick leads the next, seat 0, whose K♦ took the first trick, leads; seat 2, left of the
  # first leader, may not.
  # id: d81be0bc
  @penn.play.winner-leads-next @penn.bidding.winner-leads
  Scenario: After the first trick its taker leads, not the player left of its leader
    Given the ruleset "penn-4"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action   |
      | 1    | bid 20   |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♥  |
      | 1    | play J♦  |
      | 2    | play 9♦  |
      | 3    | play 9♦  |
      | 0    | play K♦  |
      | 2    | play 10♣ |
    When the hand is played
    # checks: penn.play.winner-leads-next
    Then action 10 is rejected with rule "turn.out-of-turn"

  # The other reading of penn.play.winner-leads-next: the lead passes to the left of the last
  # leader whoever took the trick, so seat 2 leads the second trick although seat 0 took the
  # first, and seat 3, left of seat 2, leads the third although seat 1 trumped the second.
  # id: 35519ac4
  @penn.play.winner-leads-next @penn.play.must-trump
  Scenario: Read with the lead passing to the left, the player left of the first leader leads the second trick
    Given the ruleset "penn-4" with play.next_lead set to "leader_left"
    And the deal:
      | seat | cards                                 |
      | 0    | A♣ 10♣ K♣ Q♣ J♣ 9♣ A♦ 10♦ K♦ 9♠ 9♠ J♠ |
      | 1    | A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♠ 10♠ K♠ Q♠ J♦ |
      | 2    | 10♥ K♥ Q♥ J♥ 9♥ A♣ 10♣ K♣ Q♦ J♦ 9♦ A♠ |
      | 3    | 10♠ K♠ Q♠ J♠ A♦ 10♦ K♦ Q♦ 9♦ Q♣ J♣ 9♣ |
    And the actions:
      | seat | action   |
      | 1    | bid 20   |
      | 2    | pass     |
      | 3    | pass     |
      | 0    | pass     |
      | 1    | trump ♥  |
      | 1    | play J♦  |
      | 2    | play 9♦  |
      | 3    | play 9♦  |
      | 0    | play K♦  |
      | 2    | play 10♣ |
      | 3    | play 9♣  |
      | 0    | play A♣  |
      | 1    | play 9♥  |
      | 3    | play Q♦  |
    When the hand is played
    # checks: penn.play.winner-leads-next
    Then every action is accepted
