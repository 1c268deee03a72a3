@doc-002
Feature: The family game's roundhouse read as added to the arounds (002 main text, meld points)

  002's main meld list gives the roundhouse, the ace, king, queen and jack of every suit, at
  28 beside the four arounds. The rulesets read it as replacing them (its 28 is their sum):
  family.meld.roundhouse-replaces-arounds, meld.roundhouse.replaces true. Here the other
  reading, under which the roundhouse is a bonus and the arounds still count.

  # 002, main text's meld points, read additively: the hand of "Ace, king, queen and jack of
  # every suit are a roundhouse of 28 in place of the four arounds" (the bidder's 20 cards
  # with the widow, hearts trump). Aces 10, kings 8, queens 6 and jacks around 4 still
  # count, and the roundhouse adds 28; the royal marriage 4, three plain marriages 6 and the
  # pinochle Q♠ J♦ 4 count as before: 28 + 28 + 4 + 6 + 4 = 70.
  # id: 0ad031a8
  @family.meld.roundhouse-replaces-arounds @family.meld.roundhouse
  Scenario: Read as a bonus, the roundhouse adds 28 to the four arounds it contains
    Given the ruleset "family-5-shore" with meld.roundhouse.replaces set to false
    And trump is ♥
    And the hand "A♠ K♠ Q♠ J♠ A♥ K♥ Q♥ J♥ A♦ K♦ Q♦ J♦ A♣ K♣ Q♣ J♣ 10♠ 10♠ 10♦ 10♣"
    When the meld is counted
    # checks: family.meld.roundhouse-replaces-arounds
    Then the meld total is 70
    And the meld breakdown is:
      | meld            | suit | multiplicity | points |
      | aces_around     | -    | 1            | 10     |
      | kings_around    | -    | 1            | 8      |
      | queens_around   | -    | 1            | 6      |
      | jacks_around    | -    | 1            | 4      |
      | roundhouse      | -    | 1            | 28     |
      | royal_marriage  | ♥    | 1            | 4      |
      | common_marriage | ♠    | 1            | 2      |
      | common_marriage | ♦    | 1            | 2      |
      | common_marriage | ♣    | 1            | 2      |
      | pinochle        | -    | 1            | 4      |
