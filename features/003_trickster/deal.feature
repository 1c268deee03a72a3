@doc-003
Feature: Trickster deck and deal (003 "The Deck", "The Deal", "House Rules Options: Variant, Players, Kitty")
  Whole hands dealt out with the cards each game uses: 12 each to four players or 16 each
  to three from the 48-card deck, 20 each from the 80-card double deck, and with the kitty
  option 11 (or 15) each and a 4- (or 3-) card kitty that the declarer takes before naming
  trump and discards down from before play.

  # id: ef5c5773
  @trickster.deck.single-deck @trickster.deal.hand-sizes @trickster.deal.sides
  Scenario: Four players - the 48-card deck is dealt out 12 cards each and play can begin
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
    When the hand is played
    # checks: trickster.deal.hand-sizes
    Then every action is accepted

  # id: 3068883b
  @trickster.deck.single-deck @trickster.deal.hand-sizes @trickster.deal.sides @trickster.passing.four-players-only @trickster.play.any-lead
  Scenario: Three players - the 48-card deck is dealt out 16 cards each and the declarer leads right after trump
    Given the ruleset "trickster-3-player"
    And the deal:
      | seat | cards                                              |
      | 0    | A♠ 10♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♠ 10♥ K♥ Q♥ J♥ 9♥ A♦ 10♦ |
      | 1    | A♠ 10♠ K♠ A♥ A♥ 10♥ K♥ Q♥ J♥ 9♥ A♦ 10♦ 9♦ K♣ Q♣ 9♣ |
      | 2    | K♦ K♦ Q♦ Q♦ J♦ J♦ 9♦ A♣ A♣ 10♣ 10♣ K♣ Q♣ J♣ J♣ 9♣  |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
      | 1    | play A♥ |
    When the hand is played
    # checks: trickster.deal.hand-sizes
    Then every action is accepted

  # id: 90757000
  @trickster.deck.double-deck @trickster.deal.double-deck-hand-size @trickster.play.any-lead
  Scenario: Double deck - the 80-card deck without nines is dealt out 20 cards each
    Given the ruleset "trickster-double-deck"
    And the deal:
      | seat | cards                                                            |
      | 0    | A♠ A♠ A♠ 10♠ 10♠ 10♠ 10♠ K♠ K♠ K♠ Q♠ Q♠ Q♠ J♠ J♠ J♠ J♠ A♥ A♥ 10♥ |
      | 1    | A♠ K♠ Q♠ A♥ A♥ 10♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ K♦ Q♦ J♦ A♣ K♣ Q♣    |
      | 2    | 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ A♦ 10♦ 10♦ 10♦ 10♦ K♦ K♦ K♦ Q♦ Q♦ Q♦ |
      | 3    | J♦ J♦ J♦ A♣ A♣ A♣ 10♣ 10♣ 10♣ 10♣ K♣ K♣ K♣ Q♣ Q♣ Q♣ J♣ J♣ J♣ J♣  |
    And the actions:
      | seat | action  |
      | 1    | bid 500 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
      | 1    | play A♥ |
    When the hand is played
    # checks: trickster.deal.double-deck-hand-size
    Then every action is accepted

  # id: da8d7bd3
  @trickster.deal.kitty-sizes @trickster.deal.kitty-to-declarer @trickster.deal.kitty-discard @trickster.deal.kitty-discard-meld-cards @trickster.play.any-lead
  Scenario: Kitty - 11 cards each and 4 in the kitty; the declarer discards four, kitty cards among them, and leads
    Given the ruleset "trickster-classic-kitty"
    And the deal:
      | seat  | cards                              |
      | 0     | A♠ 10♠ K♠ K♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 9♦ K♣ Q♣ |
      | 2     | Q♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ Q♦ 9♦ A♣ 10♣ |
      | 3     | Q♠ Q♠ J♠ 10♦ K♦ J♦ J♦ A♣ 10♣ 9♣ 9♣ |
      | kitty | K♣ Q♣ J♣ J♣                        |
    And the actions:
      | seat | action              |
      | 1    | bid 150             |
      | 2    | pass                |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | trump ♥             |
      | 1    | discard J♣ J♣ 9♦ Q♣ |
      | 1    | play A♥             |
    When the hand is played
    # checks: trickster.deal.kitty-sizes
    Then every action is accepted

  # id: ab5ef9f5
  @trickster.deal.kitty-to-declarer @trickster.deal.kitty-discard-meld-cards
  Scenario: Kitty - the declarer may lead a card he received from the kitty
    Given the ruleset "trickster-classic-kitty"
    And the deal:
      | seat  | cards                              |
      | 0     | A♠ 10♠ K♠ K♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 9♦ K♣ Q♣ |
      | 2     | Q♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ Q♦ 9♦ A♣ 10♣ |
      | 3     | Q♠ Q♠ J♠ 10♦ K♦ J♦ J♦ A♣ 10♣ 9♣ 9♣ |
      | kitty | K♣ Q♣ J♣ J♣                        |
    And the actions:
      | seat | action              |
      | 1    | bid 150             |
      | 2    | pass                |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | trump ♥             |
      | 1    | discard 9♦ 9♥ J♥ Q♣ |
      | 1    | play J♣             |
    When the hand is played
    # checks: trickster.deal.kitty-to-declarer
    Then every action is accepted

  # id: 8078a8c9
  @trickster.deal.kitty-discard
  Scenario: Kitty - discarding three cards instead of four is refused
    Given the ruleset "trickster-classic-kitty"
    And the deal:
      | seat  | cards                              |
      | 0     | A♠ 10♠ K♠ K♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 9♦ K♣ Q♣ |
      | 2     | Q♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ Q♦ 9♦ A♣ 10♣ |
      | 3     | Q♠ Q♠ J♠ 10♦ K♦ J♦ J♦ A♣ 10♣ 9♣ 9♣ |
      | kitty | K♣ Q♣ J♣ J♣                        |
    And the actions:
      | seat | action           |
      | 1    | bid 150          |
      | 2    | pass             |
      | 3    | pass             |
      | 0    | pass             |
      | 1    | trump ♥          |
      | 1    | discard J♣ J♣ 9♦ |
    When the hand is played
    Then action 6 is rejected with rule "discard.wrong-count"

  # id: dd888a18
  @trickster.deal.kitty-discard
  Scenario: Kitty - the declarer cannot discard a card he does not hold
    Given the ruleset "trickster-classic-kitty"
    And the deal:
      | seat  | cards                              |
      | 0     | A♠ 10♠ K♠ K♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 9♦ K♣ Q♣ |
      | 2     | Q♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ Q♦ 9♦ A♣ 10♣ |
      | 3     | Q♠ Q♠ J♠ 10♦ K♦ J♦ J♦ A♣ 10♣ 9♣ 9♣ |
      | kitty | K♣ Q♣ J♣ J♣                        |
    And the actions:
      | seat | action              |
      | 1    | bid 150             |
      | 2    | pass                |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | trump ♥             |
      | 1    | discard J♣ J♣ 9♦ 9♣ |
    When the hand is played
    Then action 6 is rejected with rule "discard.card-not-held"

  # id: 1800c140
  @trickster.deal.kitty-discard
  Scenario: Kitty - no card is played before the declarer has discarded
    Given the ruleset "trickster-classic-kitty"
    And the deal:
      | seat  | cards                              |
      | 0     | A♠ 10♠ K♠ K♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 9♦ K♣ Q♣ |
      | 2     | Q♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ Q♦ 9♦ A♣ 10♣ |
      | 3     | Q♠ Q♠ J♠ 10♦ K♦ J♦ J♦ A♣ 10♣ 9♣ 9♣ |
      | kitty | K♣ Q♣ J♣ J♣                        |
    And the actions:
      | seat | action  |
      | 1    | bid 150 |
      | 2    | pass    |
      | 3    | pass    |
      | 0    | pass    |
      | 1    | trump ♥ |
      | 1    | play A♥ |
    When the hand is played
    Then action 6 is rejected with rule "phase.expected-discard"

  # id: 901ddb73
  @trickster.deal.kitty-to-declarer
  Scenario: Kitty - the declarer names trump before he discards
    Given the ruleset "trickster-classic-kitty"
    And the deal:
      | seat  | cards                              |
      | 0     | A♠ 10♠ K♠ K♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 9♦ K♣ Q♣ |
      | 2     | Q♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ Q♦ 9♦ A♣ 10♣ |
      | 3     | Q♠ Q♠ J♠ 10♦ K♦ J♦ J♦ A♣ 10♣ 9♣ 9♣ |
      | kitty | K♣ Q♣ J♣ J♣                        |
    And the actions:
      | seat | action              |
      | 1    | bid 150             |
      | 2    | pass                |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | discard J♣ J♣ 9♦ Q♣ |
    When the hand is played
    Then action 5 is rejected with rule "phase.expected-trump"

  # id: 01eac550
  @trickster.deal.kitty-discard-after-meld @trickster.deal.kitty-discard-meld-cards @trickster.play.any-lead
  Scenario: Kitty - the declarer may discard cards that made meld
    Given the ruleset "trickster-classic-kitty"
    And the deal:
      | seat  | cards                              |
      | 0     | A♠ 10♠ K♠ K♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 9♦ K♣ Q♣ |
      | 2     | Q♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ Q♦ 9♦ A♣ 10♣ |
      | 3     | Q♠ Q♠ J♠ 10♦ K♦ J♦ J♦ A♣ 10♣ 9♣ 9♣ |
      | kitty | K♣ Q♣ J♣ J♣                        |
    And the actions:
      | seat | action              |
      | 1    | bid 150             |
      | 2    | pass                |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | trump ♥             |
      | 1    | discard K♣ Q♣ Q♣ 9♥ |
      | 1    | play 10♥            |
    When the hand is played
    # checks: trickster.deal.kitty-discard-meld-cards
    Then every action is accepted

  # id: fd74eef3
  @trickster.deal.kitty-sizes @trickster.deal.kitty-discard @trickster.passing.four-players-only @trickster.play.any-lead
  Scenario: Three-player kitty - 15 cards each and 3 in the kitty; the declarer discards three and leads
    Given the ruleset "trickster-3-player-kitty"
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ Q♥  |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 9♦ A♣ 10♣ K♣ Q♣ 9♣ 9♣ |
      | 2     | J♥ 9♥ A♦ 10♦ 10♦ K♦ K♦ Q♦ Q♦ J♦ J♦ 9♦ A♣ 10♣ K♣ |
      | kitty | Q♣ J♣ J♣                                        |
    And the actions:
      | seat | action           |
      | 1    | bid 150          |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♣          |
      | 1    | discard J♣ 9♦ 9♥ |
      | 1    | play J♣          |
    When the hand is played
    # checks: trickster.deal.kitty-sizes
    Then every action is accepted

  # id: 9ee9fd11
  @trickster.deal.kitty-discard
  Scenario: Three-player kitty - discarding four cards is refused
    Given the ruleset "trickster-3-player-kitty"
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ Q♥  |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 9♦ A♣ 10♣ K♣ Q♣ 9♣ 9♣ |
      | 2     | J♥ 9♥ A♦ 10♦ 10♦ K♦ K♦ Q♦ Q♦ J♦ J♦ 9♦ A♣ 10♣ K♣ |
      | kitty | Q♣ J♣ J♣                                        |
    And the actions:
      | seat | action              |
      | 1    | bid 150             |
      | 2    | pass                |
      | 0    | pass                |
      | 1    | trump ♣             |
      | 1    | discard J♣ J♣ 9♦ 9♥ |
    When the hand is played
    Then action 5 is rejected with rule "discard.wrong-count"

  # id: b0938d97
  @trickster.deal.kitty-discard-after-meld @trickster.deal.kitty-to-declarer @trickster.scoring.made-scores-all @trickster.deal.kitty-discard-meld-cards @trickster.play.identical-first-wins @trickster.play.winner-leads
  Scenario: Kitty - the declarer's meld counts the kitty cards he later discards
    # Seat 1's run in hearts is completed by the kitty's Q♥, which he then discards with the
    # rest of the kitty. Meld is shown before the discard: run 150, aces around 100 and a
    # nine of trump 10 make 260, with 20 from seat 3 (a diamond marriage): 280 meld.
    # Counted after the discard it would be 110 + 20 = 130, and 130 + 220 would not pass 400.
    Given the ruleset "trickster-classic-kitty"
    And the deal:
      | seat  | cards                                |
      | 0     | A♠ Q♠ Q♠ 9♠ K♥ 10♦ Q♦ 9♦ 10♣ J♣ J♣   |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 10♦ A♣ 10♣ |
      | 2     | J♠ A♥ 9♥ A♦ K♦ J♦ 9♦ A♣ K♣ Q♣ Q♣     |
      | 3     | 10♠ K♠ K♠ 10♥ Q♥ J♥ K♦ Q♦ J♦ K♣ 9♣   |
      | kitty | J♠ 9♠ Q♥ 9♣                          |
    And the actions:
      | seat | action              |
      | 1    | bid 400             |
      | 2    | pass                |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | trump ♥             |
      | 1    | discard Q♥ J♠ 9♠ 9♣ |
      | 1    | play A♠             |
      | 2    | play J♠             |
      | 3    | play 10♠            |
      | 0    | play A♠             |
      | 1    | play 10♠            |
      | 2    | play A♥             |
      | 3    | play K♠             |
      | 0    | play Q♠             |
      | 2    | play 9♥             |
      | 3    | play 10♥            |
      | 0    | play K♥             |
      | 1    | play A♥             |
      | 1    | play 10♥            |
      | 2    | play A♦             |
      | 3    | play Q♥             |
      | 0    | play Q♠             |
      | 1    | play K♥             |
      | 2    | play K♦             |
      | 3    | play J♥             |
      | 0    | play 9♠             |
      | 1    | play J♥             |
      | 2    | play J♦             |
      | 3    | play K♠             |
      | 0    | play 10♦            |
      | 1    | play 9♥             |
      | 2    | play 9♦             |
      | 3    | play K♦             |
      | 0    | play Q♦             |
      | 1    | play A♦             |
      | 2    | play A♣             |
      | 3    | play Q♦             |
      | 0    | play 9♦             |
      | 1    | play 10♦            |
      | 2    | play K♣             |
      | 3    | play J♦             |
      | 0    | play 10♣            |
      | 1    | play A♣             |
      | 2    | play Q♣             |
      | 3    | play K♣             |
      | 0    | play J♣             |
      | 1    | play 10♣            |
      | 2    | play Q♣             |
      | 3    | play 9♣             |
      | 0    | play J♣             |
    When the hand is played
    # checks: trickster.deal.kitty-discard-meld-cards
    Then every action is accepted
    # checks: trickster.deal.kitty-discard-after-meld
    And the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 280  | 220          | 500   |
      | 0 and 2 | 30   | 30           | 60    |

  # id: 8f99c5dd
  @trickster.deal.kitty-discard-counts @trickster.scoring.last-trick @trickster.play.any-lead @trickster.play.identical-first-wins @trickster.play.winner-leads
  Scenario: Kitty - counters the declarer discards count for the declaring side
    # Seat 1 discards 10♠ and 10♦ (20 points) with J♠ 9♠, keeping his run, aces around and
    # nine of trump (260). His side takes 220 in tricks, plus the 20 discarded: 240; seats 0
    # and 2 take only the last trick (10). All 250 points are scored.
    Given the ruleset "trickster-classic-kitty"
    And the deal:
      | seat  | cards                                |
      | 0     | A♠ Q♠ Q♠ 9♠ K♥ 10♦ Q♦ 9♦ 10♣ J♣ J♣   |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 10♦ A♣ 10♣ |
      | 2     | J♠ A♥ 9♥ A♦ K♦ J♦ 9♦ A♣ K♣ Q♣ Q♣     |
      | 3     | 10♠ K♠ K♠ 10♥ Q♥ J♥ K♦ Q♦ J♦ K♣ 9♣   |
      | kitty | J♠ 9♠ Q♥ 9♣                          |
    And the actions:
      | seat | action                |
      | 1    | bid 400               |
      | 2    | pass                  |
      | 3    | pass                  |
      | 0    | pass                  |
      | 1    | trump ♥               |
      | 1    | discard 10♠ 10♦ J♠ 9♠ |
      | 1    | play A♠               |
      | 2    | play J♠               |
      | 3    | play 10♠              |
      | 0    | play A♠               |
      | 1    | play A♥               |
      | 2    | play A♥               |
      | 3    | play 10♥              |
      | 0    | play K♥               |
      | 1    | play 10♥              |
      | 2    | play 9♥               |
      | 3    | play Q♥               |
      | 0    | play Q♠               |
      | 1    | play K♥               |
      | 2    | play A♦               |
      | 3    | play J♥               |
      | 0    | play Q♠               |
      | 1    | play Q♥               |
      | 2    | play K♦               |
      | 3    | play K♠               |
      | 0    | play 9♠               |
      | 1    | play J♥               |
      | 2    | play J♦               |
      | 3    | play K♠               |
      | 0    | play 10♦              |
      | 1    | play 9♥               |
      | 2    | play 9♦               |
      | 3    | play K♦               |
      | 0    | play Q♦               |
      | 1    | play A♦               |
      | 2    | play A♣               |
      | 3    | play Q♦               |
      | 0    | play 9♦               |
      | 1    | play A♣               |
      | 2    | play K♣               |
      | 3    | play K♣               |
      | 0    | play 10♣              |
      | 1    | play 10♣              |
      | 2    | play Q♣               |
      | 3    | play 9♣               |
      | 0    | play J♣               |
      | 1    | play 9♣               |
      | 2    | play Q♣               |
      | 3    | play J♦               |
      | 0    | play J♣               |
    When the hand is played
    # checks: trickster.deal.kitty-discard-counts
    Then every action is accepted
    And the bidding side made the bid
    And the side scores are:
      | seats   | meld | trick points | score |
      | 1 and 3 | 280  | 240          | 520   |
      | 0 and 2 | 30   | 10           | 40    |

  # id: f7b0d2f6
  @trickster.deal.kitty-to-declarer @trickster.deal.kitty-sizes @trickster.play.any-lead
  Scenario: Kitty - the four kitty cards are shown to every player before the declarer takes them
    Given the ruleset "trickster-classic-kitty"
    And the deal:
      | seat  | cards                              |
      | 0     | A♠ 10♠ K♠ K♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 9♦ K♣ Q♣ |
      | 2     | Q♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ Q♦ 9♦ A♣ 10♣ |
      | 3     | Q♠ Q♠ J♠ 10♦ K♦ J♦ J♦ A♣ 10♣ 9♣ 9♣ |
      | kitty | K♣ Q♣ J♣ J♣                        |
    And the actions:
      | seat | action              |
      | 1    | bid 150             |
      | 2    | pass                |
      | 3    | pass                |
      | 0    | pass                |
      | 1    | trump ♥             |
      | 1    | discard J♣ J♣ 9♦ 10♠ |
      | 1    | play A♥             |
    When the hand is played
    # checks: trickster.deal.kitty-to-declarer
    Then every action is accepted
    And the widow is shown to every player

  # id: 9ec335d1
  @trickster.deal.kitty-to-declarer @trickster.deal.kitty-sizes @trickster.play.any-lead
  Scenario: Three-player kitty - the three kitty cards are shown to every player
    Given the ruleset "trickster-3-player-kitty"
    And the deal:
      | seat  | cards                                           |
      | 0     | A♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ Q♥  |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 9♦ A♣ 10♣ K♣ Q♣ 9♣ 9♣ |
      | 2     | J♥ 9♥ A♦ 10♦ 10♦ K♦ K♦ Q♦ Q♦ J♦ J♦ 9♦ A♣ 10♣ K♣ |
      | kitty | Q♣ J♣ J♣                                        |
    And the actions:
      | seat | action           |
      | 1    | bid 150          |
      | 2    | pass             |
      | 0    | pass             |
      | 1    | trump ♣          |
      | 1    | discard J♣ 9♦ 9♥ |
      | 1    | play J♣          |
    When the hand is played
    # checks: trickster.deal.kitty-to-declarer
    Then every action is accepted
    And the widow is shown to every player

  # id: 4c87ee3a
  @trickster.deal.kitty-sizes @trickster.deal.kitty-to-declarer @trickster.deal.kitty-discard @trickster.play.any-lead
  Scenario: Kitty - 11 cards each and 4 in the kitty; the declarer discards four non-meld cards, kitty cards among them, and leads
    Given the ruleset "trickster-classic-kitty"
    And the deal:
      | seat  | cards                              |
      | 0     | A♠ 10♠ K♠ K♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 9♦ K♣ Q♣ |
      | 2     | Q♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ Q♦ 9♦ A♣ 10♣ |
      | 3     | Q♠ Q♠ J♠ 10♦ K♦ J♦ J♦ A♣ 10♣ 9♣ 9♣ |
      | kitty | K♣ Q♣ J♣ J♣                        |
    And the actions:
      | seat | action               |
      | 1    | bid 150              |
      | 2    | pass                 |
      | 3    | pass                 |
      | 0    | pass                 |
      | 1    | trump ♥              |
      | 1    | discard J♣ J♣ 9♦ 10♠ |
      | 1    | play A♥              |
    When the hand is played
    # checks: trickster.deal.kitty-sizes
    Then every action is accepted

  # id: a214afe4
  @trickster.deal.kitty-to-declarer
  Scenario: Kitty - the declarer may lead a card he received from the kitty (non-meld discard)
    Given the ruleset "trickster-classic-kitty"
    And the deal:
      | seat  | cards                              |
      | 0     | A♠ 10♠ K♠ K♠ J♠ 9♠ 9♠ A♥ 10♥ K♥ Q♥ |
      | 1     | A♠ 10♠ A♥ 10♥ K♥ J♥ 9♥ A♦ 9♦ K♣ Q♣ |
      | 2     | Q♥ J♥ 9♥ A♦ 10♦ K♦ Q♦ Q♦ 9♦ A♣ 10♣ |
      | 3     | Q♠ Q♠ J♠ 10♦ K♦ J♦ J♦ A♣ 10♣ 9♣ 9♣ |
      | kitty | K♣ Q♣ J♣ J♣                        |
    And the actions:
      | seat | action               |
      | 1    | bid 150              |
      | 2    | pass                 |
      | 3    | pass                 |
      | 0    | pass                 |
      | 1    | trump ♥              |
      | 1    | discard 9♦ J♥ 10♠ A♦ |
      | 1    | play J♣              |
    When the hand is played
    Then every action is accepted

  # 003 "Bidding": the player left with the high bid is the declarer, and it is he who names
  # trump. Here seat 1 wins the auction and seat 2, who passed, tries to name trump.
  # id: fbd24bb5
  @trickster.bidding.auction
  Scenario: A player who did not win the bid may not name trump
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
      | 2    | trump ♦ |
    When the hand is played
    Then action 5 is rejected with rule "turn.out-of-turn"
