@doc-002
Feature: The family game's partner when nobody else holds the cards that name one (002 main text and comment 1)

  Two readings of 002 where the cards that name a partner are in no other player's hand. Main
  text: the partner is the first player to the bidder's left holding an ace of trump, else a
  ten; when the bidder and the widow hold all of them the rulesets have him play alone
  (family.partner.bidder-holds-them-all, partner.no_ace_or_ten alone), another reader goes on
  down the ranks of trump. Comment 1: the first holder to the bidder's left of the card he
  calls is the partner; a card only the bidder holds leaves him alone
  (family.partner.called-card-nobody-holds, partner.unheld_call alone), another reader refuses
  the call. partner.feature pins the suite's side of both; here the other side.

  # The deal and play of partner.feature's "A bidder holding, with the widow, every ace and ten
  # of trump plays alone against the other four" (spades trump; seat 1 holds three aces and
  # three tens of spades, the widow the fourth of each). Read so that the search goes on down
  # the ranks, the first player left of seat 1 holding a king of spades is seat 3 (seat 2 has
  # none): seats 1 and 3 play against 0, 2 and 4.
  # Tricks: seat 1 takes tricks 1-3, 5-7, 9, 10 and 12-15 with 43 counters and last trick
  # (3+3+2+4+3+4+4+4+5+4+4+3); seat 4 takes trick 4 (1), seat 2 tricks 8 and 11 (3+3): 7;
  # seat 3 takes none.
  # Meld, spades trump: seat 1's kept fifteen (four aces and tens of spades, K♠, A♦ 10♦ Q♦ Q♦,
  # Q♣ Q♣) hold none; seat 3: royal marriage 4, pinochle Q♠ J♦ 4, kings around 8 = 16.
  # Seat 0: royal marriage 4, club marriage 2, pinochle 4 = 10; seat 2: diamond and club
  # marriages 4; seat 4: royal marriage 4, heart marriage 2 = 6; 20 in all.
  # Seats 1 and 3: 16 + 43 = 59, at least the bid of 52, so made; seats 0, 2 and 4 took
  # tricks and keep their meld: 20 + 7 = 27 (the 50 trick points are 43 + 7).
  # id: 48cd0a0f
  @family.partner.bidder-holds-them-all @family.scoring.fifty-points @family.play.identical-first-wins @family.play.no-heading
  Scenario: Read with the search going on to the kings, a bidder holding every ace and ten of trump has the first holder of a king as partner
    Given the ruleset "family-5-shore" with partner.no_ace_or_ten set to "next_rank"
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
    And the bidding side made the bid
    # checks: family.scoring.fifty-points
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 1 and 3    | 16   | 43           | 59    |
      | seats 0, 2 and 4 | 20   | 7            | 27    |

  # The deal of partner.feature's "Calling a card that only the bidder holds leaves him alone
  # against the other four" (hearts trump): seat 3 holds three kings of hearts and the widow
  # the fourth, so once he has taken it up nobody else holds one. Read so that the bidder is
  # always assured of his card, the call of the king of hearts is refused.
  # id: 074f2cf5
  @family.partner.called-card-nobody-holds
  Scenario: Read with the bidder always assured of his card, calling a card only he holds is refused
    Given the ruleset "family-5-called-card" with partner.unheld_call set to "refused"
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
    When the hand is played
    Then action 7 is rejected with rule "partner.card-unheld"

  # The same reading, on the same deal, but seat 2 wins the bid and takes the widow (A♠ A♠ K♥
  # 10♦ A♣). The bidder is assured of a card another player holds, wherever that player sits:
  # the two other aces of spades are seat 1's, to the bidder's right (seats 0, 3 and 4 hold
  # none), so the call of A♠ stands.
  # id: 5b502d16
  @family.partner.called-card-nobody-holds
  Scenario: Read with the bidder always assured of his card, a card held only by a seat to his right may be called
    Given the ruleset "family-5-called-card" with partner.unheld_call set to "refused"
    And the deal:
      | seat  | cards                                            |
      | 0     | 10♠ 10♠ K♠ K♠ A♥ A♥ 10♥ J♥ J♥ A♦ K♦ K♦ Q♦ J♦ A♣  |
      | 1     | A♠ A♠ J♠ A♥ 10♥ Q♥ Q♥ J♥ J♥ A♣ K♣ K♣ Q♣ Q♣ J♣    |
      | 2     | K♠ Q♠ Q♠ 10♥ A♦ A♦ 10♦ K♦ Q♦ J♦ J♦ 10♣ 10♣ Q♣ J♣ |
      | 3     | 10♠ Q♠ J♠ J♠ A♥ 10♥ K♥ K♥ K♥ 10♦ Q♦ Q♦ 10♣ K♣ J♣ |
      | 4     | 10♠ K♠ Q♠ J♠ Q♥ Q♥ A♦ 10♦ K♦ J♦ A♣ 10♣ K♣ Q♣ J♣  |
      | kitty | A♠ A♠ K♥ 10♦ A♣                                  |
    And the actions:
      | seat | action  |
      | 1    | pass    |
      | 2    | bid 50  |
      | 3    | pass    |
      | 4    | pass    |
      | 0    | pass    |
      | 2    | trump ♠ |
      | 2    | call A♠ |
    When the hand is played
    # checks: family.partner.called-card-nobody-holds
    Then every action is accepted

  # The same table the other way round: the queens of spades other than the bidder's two are
  # seat 3's and seat 4's, to his left (seats 0 and 1 hold none), so the call of Q♠ stands.
  # id: cd8d1077
  @family.partner.called-card-nobody-holds
  Scenario: Read with the bidder always assured of his card, a card held only by seats to his left may be called
    Given the ruleset "family-5-called-card" with partner.unheld_call set to "refused"
    And the deal:
      | seat  | cards                                            |
      | 0     | 10♠ 10♠ K♠ K♠ A♥ A♥ 10♥ J♥ J♥ A♦ K♦ K♦ Q♦ J♦ A♣  |
      | 1     | A♠ A♠ J♠ A♥ 10♥ Q♥ Q♥ J♥ J♥ A♣ K♣ K♣ Q♣ Q♣ J♣    |
      | 2     | K♠ Q♠ Q♠ 10♥ A♦ A♦ 10♦ K♦ Q♦ J♦ J♦ 10♣ 10♣ Q♣ J♣ |
      | 3     | 10♠ Q♠ J♠ J♠ A♥ 10♥ K♥ K♥ K♥ 10♦ Q♦ Q♦ 10♣ K♣ J♣ |
      | 4     | 10♠ K♠ Q♠ J♠ Q♥ Q♥ A♦ 10♦ K♦ J♦ A♣ 10♣ K♣ Q♣ J♣  |
      | kitty | A♠ A♠ K♥ 10♦ A♣                                  |
    And the actions:
      | seat | action  |
      | 1    | pass    |
      | 2    | bid 50  |
      | 3    | pass    |
      | 4    | pass    |
      | 0    | pass    |
      | 2    | trump ♠ |
      | 2    | call Q♠ |
    When the hand is played
    # checks: family.partner.called-card-nobody-holds
    Then every action is accepted
