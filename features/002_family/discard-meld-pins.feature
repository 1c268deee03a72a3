@doc-002
Feature: The family game's meld read as counted before the discard (002 main text, discard and play)

  002's main text counts the meld before the bidder discards, yet makes a bidder who could
  meld every card remove some meld to find his discard. The rulesets read removed meld as
  lost (family.meld.counted-after-discard, kitty.discard.broken_meld_counts false); here the
  other reading, under which the count made before the discard stands.

  # The hand of "A bidder forced to lay away an ace of his aces around scores only the meld
  # he keeps", read the other way. Seat 1's twenty cards with hearts trump make a double run
  # 30 and double aces around 20 (doubles scored as two singles): 50. Only four of them (the
  # plain tens) lie outside that meld, so he must lay away a meld card too, the second A♠;
  # counted before the discard his meld stays 50, and with his partner seat 4's 14 the side
  # melds 64: 64 + 44 in tricks = 108. The other side is unchanged (28 + 6).
  # id: 573a6521
  @family.meld.counted-after-discard @family.discard.break-meld-when-needed @family.play.identical-first-wins @family.play.no-heading @family.scoring.discard-counters @family.meld.doubles-score-as-singles @family.meld.run-holds-its-marriage
  Scenario: Read with the meld counted before the discard, a bidder forced to lay away an ace keeps his double aces around
    Given the ruleset "family-5-shore" with kitty.discard.broken_meld_counts set to true
    And the deal:
      | seat  | cards                                            |
      | 0     | 10♠ 10♠ K♠ K♠ Q♠ A♥ K♥ Q♥ A♦ A♦ 10♦ J♦ 10♣ K♣ Q♣ |
      | 1     | A♠ 10♠ A♥ A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♣ |
      | 2     | A♠ Q♠ J♠ 10♥ 10♥ K♥ 10♦ K♦ K♦ Q♦ J♦ A♣ Q♣ J♣ J♣  |
      | 3     | K♠ Q♠ J♠ J♠ J♥ J♥ K♦ J♦ A♣ 10♣ 10♣ K♣ K♣ K♣ J♣   |
      | 4     | A♠ K♠ Q♠ J♠ A♥ Q♥ 10♦ K♦ Q♦ Q♦ Q♦ J♦ Q♣ Q♣ J♣    |
      | kitty | A♠ 10♠ 10♥ A♣ A♣                                 |
    And the actions:
      | seat | action                     |
      | 1    | bid 40                     |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | discard 10♠ 10♠ 10♦ 10♣ A♠ |
      | 1    | play A♥                    |
      | 2    | play 10♥                   |
      | 3    | play J♥                    |
      | 4    | play Q♥                    |
      | 0    | play A♥                    |
      | 1    | play Q♥                    |
      | 2    | play K♥                    |
      | 3    | play J♥                    |
      | 4    | play A♥                    |
      | 0    | play K♥                    |
      | 4    | play Q♦                    |
      | 0    | play J♦                    |
      | 1    | play A♦                    |
      | 2    | play Q♦                    |
      | 3    | play J♦                    |
      | 1    | play Q♥                    |
      | 2    | play 10♥                   |
      | 3    | play K♠                    |
      | 4    | play K♦                    |
      | 0    | play Q♥                    |
      | 2    | play J♦                    |
      | 3    | play K♦                    |
      | 4    | play Q♦                    |
      | 0    | play A♦                    |
      | 1    | play A♦                    |
      | 0    | play A♦                    |
      | 1    | play 10♥                   |
      | 2    | play 10♦                   |
      | 3    | play J♠                    |
      | 4    | play Q♦                    |
      | 1    | play A♥                    |
      | 2    | play Q♠                    |
      | 3    | play K♣                    |
      | 4    | play J♦                    |
      | 0    | play 10♣                   |
      | 1    | play A♣                    |
      | 2    | play A♣                    |
      | 3    | play J♣                    |
      | 4    | play J♣                    |
      | 0    | play Q♣                    |
      | 1    | play A♣                    |
      | 2    | play J♣                    |
      | 3    | play 10♣                   |
      | 4    | play Q♣                    |
      | 0    | play K♣                    |
      | 1    | play J♥                    |
      | 2    | play Q♣                    |
      | 3    | play K♣                    |
      | 4    | play K♠                    |
      | 0    | play 10♦                   |
      | 1    | play K♥                    |
      | 2    | play J♣                    |
      | 3    | play K♣                    |
      | 4    | play Q♣                    |
      | 0    | play K♠                    |
      | 1    | play J♥                    |
      | 2    | play J♠                    |
      | 3    | play A♣                    |
      | 4    | play 10♦                   |
      | 0    | play K♠                    |
      | 1    | play K♥                    |
      | 2    | play A♠                    |
      | 3    | play J♠                    |
      | 4    | play J♠                    |
      | 0    | play 10♠                   |
      | 1    | play 10♥                   |
      | 2    | play K♦                    |
      | 3    | play 10♣                   |
      | 4    | play Q♠                    |
      | 0    | play Q♠                    |
      | 1    | play A♠                    |
      | 2    | play K♦                    |
      | 3    | play Q♠                    |
      | 4    | play A♠                    |
      | 0    | play 10♠                   |
    When the hand is played
    # checks: family.discard.break-meld-when-needed
    Then every action is accepted
    # checks: family.meld.counted-after-discard
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 1 and 4    | 64   | 44           | 108   |
      | seats 0, 2 and 3 | 28   | 6            | 34    |

  # The hand of "A bidder forced to lay away an ace of his aces around scores only the meld
  # he keeps" under a house ruleset that gives Shore rules' discard without saying whether
  # broken meld counts: an omitted kitty.discard.broken_meld_counts is false
  # (docs/house-rules.md gives false first, as the default; schemas/ruleset.schema.json says
  # the same), so seat 1's meld is what his kept cards hold, 40, and the side's 54 as there.
  # id: e14eb0b9
  @family.discard.break-meld-when-needed @family.meld.counted-after-discard @family.play.identical-first-wins @family.play.no-heading @family.scoring.discard-counters @family.meld.doubles-score-as-singles @family.meld.run-holds-its-marriage
  Scenario: A ruleset that leaves out whether broken meld counts scores a bidder forced to lay away an ace on the meld he keeps
    Given the ruleset "family-5-shore" with kitty.discard set to {"count": 5, "when": "after_meld", "may_discard_meld": false, "announce_trump": true, "counts_for": "bidder"}
    And the deal:
      | seat  | cards                                            |
      | 0     | 10♠ 10♠ K♠ K♠ Q♠ A♥ K♥ Q♥ A♦ A♦ 10♦ J♦ 10♣ K♣ Q♣ |
      | 1     | A♠ 10♠ A♥ A♥ 10♥ K♥ K♥ Q♥ Q♥ J♥ J♥ A♦ A♦ 10♦ 10♣ |
      | 2     | A♠ Q♠ J♠ 10♥ 10♥ K♥ 10♦ K♦ K♦ Q♦ J♦ A♣ Q♣ J♣ J♣  |
      | 3     | K♠ Q♠ J♠ J♠ J♥ J♥ K♦ J♦ A♣ 10♣ 10♣ K♣ K♣ K♣ J♣   |
      | 4     | A♠ K♠ Q♠ J♠ A♥ Q♥ 10♦ K♦ Q♦ Q♦ Q♦ J♦ Q♣ Q♣ J♣    |
      | kitty | A♠ 10♠ 10♥ A♣ A♣                                 |
    And the actions:
      | seat | action                     |
      | 1    | bid 40                     |
      | 2    | pass                       |
      | 3    | pass                       |
      | 4    | pass                       |
      | 0    | pass                       |
      | 1    | trump ♥                    |
      | 1    | discard 10♠ 10♠ 10♦ 10♣ A♠ |
      | 1    | play A♥                    |
      | 2    | play 10♥                   |
      | 3    | play J♥                    |
      | 4    | play Q♥                    |
      | 0    | play A♥                    |
      | 1    | play Q♥                    |
      | 2    | play K♥                    |
      | 3    | play J♥                    |
      | 4    | play A♥                    |
      | 0    | play K♥                    |
      | 4    | play Q♦                    |
      | 0    | play J♦                    |
      | 1    | play A♦                    |
      | 2    | play Q♦                    |
      | 3    | play J♦                    |
      | 1    | play Q♥                    |
      | 2    | play 10♥                   |
      | 3    | play K♠                    |
      | 4    | play K♦                    |
      | 0    | play Q♥                    |
      | 2    | play J♦                    |
      | 3    | play K♦                    |
      | 4    | play Q♦                    |
      | 0    | play A♦                    |
      | 1    | play A♦                    |
      | 0    | play A♦                    |
      | 1    | play 10♥                   |
      | 2    | play 10♦                   |
      | 3    | play J♠                    |
      | 4    | play Q♦                    |
      | 1    | play A♥                    |
      | 2    | play Q♠                    |
      | 3    | play K♣                    |
      | 4    | play J♦                    |
      | 0    | play 10♣                   |
      | 1    | play A♣                    |
      | 2    | play A♣                    |
      | 3    | play J♣                    |
      | 4    | play J♣                    |
      | 0    | play Q♣                    |
      | 1    | play A♣                    |
      | 2    | play J♣                    |
      | 3    | play 10♣                   |
      | 4    | play Q♣                    |
      | 0    | play K♣                    |
      | 1    | play J♥                    |
      | 2    | play Q♣                    |
      | 3    | play K♣                    |
      | 4    | play K♠                    |
      | 0    | play 10♦                   |
      | 1    | play K♥                    |
      | 2    | play J♣                    |
      | 3    | play K♣                    |
      | 4    | play Q♣                    |
      | 0    | play K♠                    |
      | 1    | play J♥                    |
      | 2    | play J♠                    |
      | 3    | play A♣                    |
      | 4    | play 10♦                   |
      | 0    | play K♠                    |
      | 1    | play K♥                    |
      | 2    | play A♠                    |
      | 3    | play J♠                    |
      | 4    | play J♠                    |
      | 0    | play 10♠                   |
      | 1    | play 10♥                   |
      | 2    | play K♦                    |
      | 3    | play 10♣                   |
      | 4    | play Q♠                    |
      | 0    | play Q♠                    |
      | 1    | play A♠                    |
      | 2    | play K♦                    |
      | 3    | play Q♠                    |
      | 4    | play A♠                    |
      | 0    | play 10♠                   |
    When the hand is played
    # checks: family.discard.break-meld-when-needed
    Then every action is accepted
    # checks: family.meld.counted-after-discard
    And the side scores are:
      | seats            | meld | trick points | score |
      | seats 1 and 4    | 54   | 44           | 98    |
      | seats 0, 2 and 3 | 28   | 6            | 34    |
