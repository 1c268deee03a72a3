@doc-001
Feature: Peterson pinochle, throwing in a hand of nines (001, optional rule after the player table)
  Optional rule: a player dealt five nines and no meld may throw the hand in before the
  bidding begins. Ruleset "peterson-4-throw-in" plays with the option, "peterson-4" without.
  A throw-in is sent as the bid "misdeal" (auction) or the action "misdeal" (a played hand).

  # id: e2d65465
  @peterson.deal.throw-in @peterson.deal.throw-in-no-meld
  Scenario: Five nines and no meld, the first player to speak throws the hand in
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
      | 3    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
    And the bids:
      | seat | bid     |
      | 2    | misdeal |
    When the auction is run
    # checks: peterson.deal.throw-in
    Then the hand is thrown in for a redeal

  # id: 91b97bdb
  @peterson.deal.throw-in
  Scenario: Without the optional rule five nines must be bid on
    Given the ruleset "peterson-4"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
      | 3    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
    And the bids:
      | seat | bid     |
      | 2    | misdeal |
    When the auction is run
    Then bid 1 is rejected with rule "bid.misdeal-not-allowed"

  # id: ca8d0822
  @peterson.deal.throw-in @peterson.deal.throw-in-no-meld
  Scenario: Five nines do not allow a throw-in when the hand holds a pinochle
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ A♠ 10♠ K♠ K♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥  |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ Q♦  |
      | 2    | 9♠ 9♠ 9♥ 9♥ 9♦ Q♠ 10♠ 10♥ J♥ J♦ J♣ 10♣ |
      | 3    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
    And the bids:
      | seat | bid     |
      | 2    | misdeal |
    When the auction is run
    # checks: peterson.deal.throw-in
    Then bid 1 is rejected with rule "bid.misdeal-not-allowed"

  # Five nines spread over all four suits: whichever suit is trump one of them is a nine of
  # trump, and only the rest of the meld decides (001, optional rule: five nines and no
  # meld). A pinochle beside them still forbids the throw-in; without it the hand may go in.
  # id: b73815eb
  @peterson.deal.throw-in @peterson.deal.throw-in-no-meld
  Scenario: Five nines of all four suits do not allow a throw-in beside a pinochle
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ A♠ 10♠ K♠ K♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥  |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ Q♦  |
      | 2    | 9♠ 9♥ 9♥ 9♦ 9♣ Q♠ 10♠ 10♥ J♥ J♦ J♣ 10♣ |
      | 3    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♠   |
    And the bids:
      | seat | bid     |
      | 2    | misdeal |
    When the auction is run
    # checks: peterson.deal.throw-in
    Then bid 1 is rejected with rule "bid.misdeal-not-allowed"

  # id: 8ef074de
  @peterson.deal.throw-in @peterson.deal.throw-in-no-meld
  Scenario: Five nines of all four suits and no other meld throw the hand in
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | 9♠ 9♥ 9♥ 9♦ 9♣ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
      | 3    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♠    |
    And the bids:
      | seat | bid     |
      | 2    | misdeal |
    When the auction is run
    # checks: peterson.deal.throw-in-no-meld
    Then the hand is thrown in for a redeal

  # id: 5bdd3096
  @peterson.deal.throw-in
  Scenario: Four nines are not enough for a throw-in
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦ J♦    |
      | 2    | 9♠ 9♠ 9♥ 9♥ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ A♦ |
      | 3    | 9♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
    And the bids:
      | seat | bid     |
      | 2    | misdeal |
    When the auction is run
    Then bid 1 is rejected with rule "bid.misdeal-not-allowed"

  # id: a4dc42bb
  @peterson.deal.throw-in @peterson.deal.throw-in-more-nines
  Scenario: Six nines and no meld also allow a throw-in
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥  |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ Q♦  |
      | 2    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♠ 10♠ 10♥ J♥ J♣ 10♣ |
      | 3    | J♦ J♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
    And the bids:
      | seat | bid     |
      | 2    | misdeal |
    When the auction is run
    # checks: peterson.deal.throw-in-more-nines
    Then the hand is thrown in for a redeal

  # The reading's alternative, bidding.misdeal.max_nines 5: the "five 9s" of 001 taken
  # literally. The six-nines hand above may not be thrown in, while five nines still may.
  # id: 727bebee
  @peterson.deal.throw-in @peterson.deal.throw-in-more-nines
  Scenario: Read as exactly five nines, six nines and no meld do not allow a throw-in
    Given the ruleset "peterson-4-throw-in" with bidding.misdeal.max_nines set to 5
    And the deal:
      | seat | cards                                  |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥  |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ 10♦ K♦ K♦ Q♦ Q♦  |
      | 2    | 9♠ 9♠ 9♥ 9♥ 9♦ 9♦ A♠ 10♠ 10♥ J♥ J♣ 10♣ |
      | 3    | J♦ J♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣   |
    And the bids:
      | seat | bid     |
      | 2    | misdeal |
    When the auction is run
    # checks: peterson.deal.throw-in-more-nines
    Then bid 1 is rejected with rule "bid.misdeal-not-allowed"

  # id: 0c499ad2
  @peterson.deal.throw-in @peterson.deal.throw-in-more-nines @peterson.deal.throw-in-no-meld
  Scenario: Read as exactly five nines, five nines and no meld still throw the hand in
    Given the ruleset "peterson-4-throw-in" with bidding.misdeal.max_nines set to 5
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | 9♠ 9♥ 9♥ 9♦ 9♣ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
      | 3    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♠    |
    And the bids:
      | seat | bid     |
      | 2    | misdeal |
    When the auction is run
    # checks: peterson.deal.throw-in-more-nines
    Then the hand is thrown in for a redeal

  # id: 502a5e20
  @peterson.deal.throw-in
  Scenario: Only the player holding the nines may throw the hand in
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
      | 3    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
    And the bids:
      | seat | bid     |
      | 2    | misdeal |
    When the auction is run
    Then bid 1 is rejected with rule "bid.misdeal-not-allowed"

  # id: 9c3908c0
  @peterson.deal.throw-in @peterson.deal.throw-in-timing
  Scenario: A throw-in comes too late once a bid has been made
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
      | 3    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
    And the bids:
      | seat | bid     |
      | 2    | 260     |
      | 3    | misdeal |
    When the auction is run
    # checks: peterson.deal.throw-in-timing
    Then bid 2 is rejected with rule "bid.misdeal-not-allowed"

  # id: 27255bf1
  @peterson.deal.throw-in @peterson.deal.throw-in-timing
  Scenario: In a played hand a throw-in after a bid is refused
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
      | 3    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
    And the actions:
      | seat | action  |
      | 2    | bid 260 |
      | 3    | misdeal |
    When the hand is played
    # checks: peterson.deal.throw-in-timing
    Then action 2 is rejected with rule "bid.misdeal-not-allowed"

  # The same after a bid, thrown in by a player whose turn it is not: a throw-in may come from
  # any seat holding the nines, so the turn is not what forbids it; the bid is. Seat 2 bids
  # 260, the turn passes to seat 3, and seat 0, holding five nines, throws in.
  # id: 400f4741
  @peterson.deal.throw-in @peterson.deal.throw-in-timing
  Scenario: In a played hand a throw-in after a bid is refused for the bid, also from a seat whose turn it is not
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                   |
      | 0    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
      | 3    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
    And the actions:
      | seat | action  |
      | 2    | bid 260 |
      | 0    | misdeal |
    When the hand is played
    # checks: peterson.deal.throw-in-timing
    Then action 2 is rejected with rule "bid.misdeal-not-allowed"

  # Seat 2 deals, seat 3 is in for 250, seat 0 bids 260 and the turn passes to seat 1; seat 3,
  # holding five nines and sitting after the seat to speak, throws in: refused for the bid.
  # id: 3b3bc19e
  @peterson.deal.throw-in @peterson.deal.throw-in-timing
  Scenario: In a played hand a throw-in after a bid is refused for the bid, from a seat after the one to speak
    Given the ruleset "peterson-4-throw-in"
    And seat 2 deals
    And the deal:
      | seat | cards                                   |
      | 0    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 1    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
      | 2    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 3    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
    And the actions:
      | seat | action  |
      | 0    | bid 260 |
      | 3    | misdeal |
    When the hand is played
    # checks: peterson.deal.throw-in-timing
    Then action 2 is rejected with rule "bid.misdeal-not-allowed"

  # Once the auction is over the deal can no longer be thrown in, whoever holds the nines: seat 2
  # won at 260 and named clubs, and seat 3, whose turn it is not, throws in while the partner
  # is to pass cards. The closed auction, the phase (cards to give) and the turn all forbid it.
  # id: 53018dbb
  @peterson.deal.throw-in @peterson.deal.throw-in-timing
  Scenario: In a played hand a throw-in after the auction is refused
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
      | 3    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
    And the actions:
      | seat | action  |
      | 2    | bid 260 |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | pass    |
      | 2    | trump ♣ |
      | 3    | misdeal |
    When the hand is played
    # checks: peterson.deal.throw-in-timing
    Then action 6 is rejected with rule "bid.auction-closed" or "phase.expected-give" or "turn.out-of-turn"

  # A throw-in may come out of turn (any seat holding the nines, before the bidding begins),
  # but a bid may not: the bidding goes round from the player in for 250 to his left (001,
  # Bidding). Seat 0 deals, seat 1 is in for 250, so seat 2 speaks first; seat 0, whose turn
  # it is not and who holds five nines and no meld (he could throw in now), bids 260 instead.
  # The engine refuses it for the turn only: nothing else forbids a bid of 260 there.
  # id: b043aa10
  @peterson.deal.throw-in @peterson.deal.throw-in-timing @peterson.bidding.first-player-in
  Scenario: In a played hand a player who may throw in out of turn may not bid out of turn
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                   |
      | 0    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
      | 3    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
    And the actions:
      | seat | action  |
      | 0    | bid 260 |
    When the hand is played
    # checks: peterson.bidding.first-player-in
    Then action 1 is rejected with rule "turn.out-of-turn"

  # The same table: seat 0, holding the nines and free to throw in out of turn, passes out of
  # turn before seat 2 has spoken. A pass is a call in the bidding's order like a bid, so it
  # is refused for the turn.
  # id: 591a1005
  @peterson.deal.throw-in @peterson.deal.throw-in-timing @peterson.bidding.first-player-in
  Scenario: In a played hand a player who may throw in out of turn may not pass out of turn
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                   |
      | 0    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
      | 3    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
    And the actions:
      | seat | action |
      | 0    | pass   |
    When the hand is played
    # checks: peterson.bidding.first-player-in
    Then action 1 is rejected with rule "turn.out-of-turn"

  # Seat 1 is in for 250 and seat 2 passes: nobody has bid yet, so seat 3, who has not
  # spoken and holds five nines without other meld, may still throw the hand in (the reading
  # bidding.misdeal.when before_bidding: only a bid closes the throw-in).
  # id: f0feeb02
  @peterson.deal.throw-in @peterson.deal.throw-in-timing
  Scenario: A throw-in is still allowed after the players before have only passed
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
      | 3    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
    And the bids:
      | seat | bid     |
      | 2    | pass    |
      | 3    | misdeal |
    When the auction is run
    # checks: peterson.deal.throw-in-timing
    Then the hand is thrown in for a redeal

  # The other reading (before_any_call): seat 2's pass already began the bidding, so the
  # same throw-in from seat 3 comes too late.
  # id: fb511580
  @peterson.deal.throw-in @peterson.deal.throw-in-timing
  Scenario: Read with a pass beginning the bidding, a throw-in after a pass is refused
    Given the ruleset "peterson-4-throw-in" with bidding.misdeal.when set to "before_any_call"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
      | 3    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
    And the bids:
      | seat | bid     |
      | 2    | pass    |
      | 3    | misdeal |
    When the auction is run
    # checks: peterson.deal.throw-in-timing
    Then bid 2 is rejected with rule "bid.misdeal-not-allowed"

  # The same reading in a played hand: after seat 2's pass seat 3 may not throw in.
  # id: f50d375c
  @peterson.deal.throw-in @peterson.deal.throw-in-timing
  Scenario: Read with a pass beginning the bidding, in a played hand a throw-in after a pass is refused
    Given the ruleset "peterson-4-throw-in" with bidding.misdeal.when set to "before_any_call"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
      | 3    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
    And the actions:
      | seat | action  |
      | 2    | pass    |
      | 3    | misdeal |
    When the hand is played
    # checks: peterson.deal.throw-in-timing
    Then action 2 is rejected with rule "bid.misdeal-not-allowed"

  # Under that reading the hand may still be thrown in before anyone speaks, by a holder
  # whose turn has not come: seat 3 calls it before seat 2's first call.
  # id: 07164f4f
  @peterson.deal.throw-in @peterson.deal.throw-in-timing
  Scenario: Read with a pass beginning the bidding, a throw-in before anyone speaks is still allowed
    Given the ruleset "peterson-4-throw-in" with bidding.misdeal.when set to "before_any_call"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
      | 3    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
    And the bids:
      | seat | bid     |
      | 3    | misdeal |
    When the auction is run
    # checks: peterson.deal.throw-in-timing
    Then the hand is thrown in for a redeal

  # id: 11866608
  @peterson.deal.throw-in
  Scenario: In a played hand a throw-in ends the hand without a score
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 2    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
      | 3    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
    And the actions:
      | seat | action  |
      | 2    | misdeal |
    When the hand is played
    Then every action is accepted
    And the hand has no final score

  # id: a096038a
  @peterson.deal.throw-in @peterson.deal.throw-in-timing
  Scenario: The player who is in for the opening may throw in before the bidding begins
    Given the ruleset "peterson-4-throw-in"
    And the deal:
      | seat | cards                                   |
      | 0    | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ A♥ A♥ 10♥ K♥   |
      | 1    | 9♠ 9♠ 9♥ 9♥ 9♦ A♠ 10♠ 10♥ J♥ 10♦ J♣ 10♣ |
      | 2    | K♥ Q♥ Q♥ J♥ A♦ A♦ 10♦ K♦ K♦ Q♦ Q♦ J♦    |
      | 3    | J♦ 9♦ A♣ A♣ 10♣ K♣ K♣ Q♣ Q♣ J♣ 9♣ 9♣    |
    And the bids:
      | seat | bid     |
      | 1    | misdeal |
    When the auction is run
    # checks: peterson.deal.throw-in-timing
    Then the hand is thrown in for a redeal
