"""Scoring a hand (reference_engine.scoring) per document.

000: a player keeps his meld only by taking at least 1 point in play, except his 9s of trump;
a bidder who does not make his bid goes back the bid and keeps only his 9s of trump; the last
trick is worth 1; a renege ends the hand: the offender goes back the bid and loses all his
meld (9s too), the others keep meld but no trick points.
001: a team without a counter loses its meld but keeps its 9s of trump; 'playing 1000'.
002: the bidding team needs meld + counters of at least the bid, else the bid is subtracted;
each member gets the team's points; the other team must take a trick to save its meld; the
last trick is worth 2.
003: the declaring team must exceed its bid and capture a counter; defenders are credited
regardless; double-deck trick and meld minimums.
004: the bidding team must take at least one trick (counters or not) to make its bid; a team
that does not meet its bid has it subtracted and its meld and points no longer count.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pytest
from _unit_rulesets import cards, fill_deal, fixture

from reference_engine.cards import Card
from reference_engine.meld import MeldResult, meld
from reference_engine.replay import replay
from reference_engine.ruleset import Ruleset
from reference_engine.scoring import HandScore, score_hand, score_renege
from reference_engine.state import HandState, sides_for

Trick = tuple[int, tuple[Card, ...]]


def melds(rs: Ruleset, hands: dict[int, str], trump: str) -> tuple[MeldResult, ...]:
    return tuple(meld(rs, cards(hands.get(s, "")), trump) for s in range(rs.players))


def tricks(*items: tuple[int, str]) -> list[Trick]:
    return [(seat, cards(text)) for seat, text in items]


def score(
    rs: Ruleset,
    bidder: int,
    contract: int,
    hands: dict[int, str],
    taken: Sequence[Trick],
    trump: str = "D",
    partner: int | None = None,
    shoot: bool = False,
    folded: bool = False,
) -> HandScore:
    sides = sides_for(rs, bidder, partner)
    return score_hand(rs, bidder, contract, sides, melds(rs, hands, trump), taken, shoot=shoot, folded=folded)


def by_seat(hs: HandScore) -> list[int]:
    return [s.score for s in hs.seats]


# ----------------------------------------------------------------------------------- 000
BRUCE = ["bruce-5", "bruce-7"]


@pytest.mark.parametrize("ruleset_id", BRUCE)
def test_000_bidder_makes_the_bid_with_meld_tricks_and_last_trick(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    hs = score(
        rs,
        bidder=1,
        contract=9,
        hands={1: "KD QD 9D", 2: "AS AH AD AC"},  # 1: royal marriage 4 + nine of trump 1; 2: aces 10
        taken=tricks((1, "AS TS KS QS"), (2, "AH 9H JH QH"), (1, "9C JC QC KC")),  # 1 takes 3 + 1 + last 1
    )
    assert hs.made
    assert hs.sides[0].seats == (1,)
    assert (hs.sides[0].meld, hs.sides[0].trick_points, hs.sides[0].score) == (5, 5, 10)
    assert by_seat(hs) == [0, 10, 11, 0]  # seat 2: meld 10 + 1 point (an ace)


@pytest.mark.parametrize("ruleset_id", BRUCE)
def test_000_set_bidder_goes_back_the_bid_but_keeps_nines_of_trump(ruleset_id: str) -> None:
    """000: 'he gets the bid subtracted from his score ... He loses any points gained during the
    hand ... However, he does get to keep any points taken by 9's of trump'."""
    rs = fixture(ruleset_id)
    hs = score(rs, 1, 12, {1: "KD QD 9D 9D"}, tricks((1, "AS TS KS QS"), (2, "AH 9H JH QH")))
    assert not hs.made
    assert hs.sides[0].score == 2 - 12
    assert by_seat(hs)[1] == -10


@pytest.mark.parametrize("ruleset_id", BRUCE)
def test_000_meld_needs_a_point_except_nines_of_trump(ruleset_id: str) -> None:
    """000: 'For a player to keep his meld, he must take at least 1 point during trick taking.
    The exception to this rule is the 9's of trump.'"""
    rs = fixture(ruleset_id)
    hs = score(
        rs,
        bidder=1,
        contract=1,
        hands={1: "AS TS", 2: "AS AH AD AC", 3: "9D KC QC", 0: "KH QH"},
        taken=tricks((1, "AS TS KS 9S"), (0, "9H JH QH JS")),
    )
    s = by_seat(hs)
    assert s[2] == 0  # 100 aces lost: no point taken
    assert s[3] == 1  # marriage lost, nine of trump kept
    assert s[0] == 2 + 1  # no counter, but the last trick is a point: keeps the marriage
    assert s[1] == 3  # bidder: 3 counters, no meld


@pytest.mark.parametrize(
    ("ruleset_id", "bonus"),
    [("bruce-7", 1), ("penn-4", 1), ("family-5-shore", 2), ("trickster-classic", 10), ("trickster-modern", 1)],
)
def test_last_trick_bonus(ruleset_id: str, bonus: int) -> None:
    """000 1; 004 1; 002 2; 003 10 (Modern 1)."""
    rs = fixture(ruleset_id)
    q = " ".join(["9S" if rs.deck != "double80" else "JS"] * rs.players)
    hs = score(rs, 0, rs.bidding.minimum, {}, tricks((1, q)))
    taker = next(s for s in hs.sides if 1 in s.seats)
    assert taker.trick_points == bonus


@pytest.mark.parametrize("ruleset_id", BRUCE)
def test_000_renege(ruleset_id: str) -> None:
    """000 'The Renege': the offender 'loses all points for that hand, including all his meld
    (9's of trump too), and goes back whatever the bid was for that hand. All other players get
    to keep their meld, but not any points taken during the taking of tricks.'"""
    rs = fixture(ruleset_id)
    m = melds(rs, {1: "KD QD 9D", 2: "AS AH AD AC 9D", 3: "KS QS"}, "D")
    sides = sides_for(rs, 1, None)
    hs = score_renege(rs, 1, 7, sides, m, offender=2)
    assert by_seat(hs) == [0, 5, -7, 2]
    hs = score_renege(rs, 1, 7, sides, m, offender=1)
    assert by_seat(hs) == [0, -7, 11, 2]
    assert not hs.made


def test_000_renege_through_a_replayed_hand() -> None:
    """An illegal play under 000 ends the hand at once as a renege by that player."""
    rs = fixture("bruce-7")
    d = fill_deal(
        rs,
        {1: "AS KS QS TD JD 9D AC", 2: "TS 9S AH TH KH QH JH", 3: "JS 9H 9H KC QC JC 9C", 0: "AD KD QD TC 9C AC KC"},
    )
    actions = [(1, "bid 3"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "trump D")]
    actions += [(1, "exchange"), (2, "exchange"), (3, "exchange"), (0, "exchange")]
    actions += [(1, "play KS"), (2, "play 9S")]  # seat 2 holds the 10 of spades: must beat the king
    out = replay(rs, d, 0, actions)
    assert out.steps[-1].accepted is False and out.steps[-1].rule == "play.must-head"
    assert out.final is not None
    seat1 = meld(rs, cards("AS KS QS TD JD 9D AC"), "D").total
    seat3 = meld(rs, cards("JS 9H 9H KC QC JC 9C"), "D").total
    seat0 = meld(rs, cards("AD KD QD TC 9C AC KC"), "D").total
    assert [s.score for s in out.final.seats] == [seat0, seat1, -3, seat3]
    # seat 0: royal marriage 4; seat 1: marriage 2 + pinochle 4 + nine of trump 1; seat 3: marriage 2
    assert (seat0, seat1, seat3) == (4, 7, 2)


def test_000_leading_trump_before_it_is_broken_is_a_renege() -> None:
    """000: reneging is 'not following the rules for taking tricks', which include 'Trump must
    not be led until it is broken'."""
    rs = fixture("bruce-7")
    d = fill_deal(
        rs,
        {1: "AS KS QS TD JD 9D AC", 2: "TS 9S AH TH KH QH JH", 3: "JS 9H 9H KC QC JC 9C", 0: "AD KD QD TC 9C AC KC"},
    )
    actions = [(1, "bid 3"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "trump D")]
    actions += [(1, "exchange"), (2, "exchange"), (3, "exchange"), (0, "exchange"), (1, "play TD")]
    out = replay(rs, d, 0, actions)
    assert out.steps[-1].rule == "lead.trump-not-broken"
    assert out.final is not None
    assert [s.score for s in out.final.seats] == [4, -3, 2, 2]


# ----------------------------------------------------------------------------------- 001
PETERSON = ["peterson-4", "peterson-4-throw-in", "peterson-4-playing-1000"]


@pytest.mark.parametrize("ruleset_id", PETERSON)
def test_001_team_without_a_counter_loses_meld_but_keeps_nines(ruleset_id: str) -> None:
    """001: 'If a team does not pull in any tricks with counter cards, it loses any meld it had
    that hand. If a team that took no counters melded 9s in trump, the points from the 9s can be
    counted.'"""
    rs = fixture(ruleset_id)
    hs = score(
        rs,
        bidder=1,
        contract=250,
        hands={1: "AH TH KH QH JH", 3: "AS AD AC AH", 0: "KS QS 9H", 2: "JD QS"},
        taken=tricks((1, "AS TS KS QS"), (2, "QD JD 9D 9C"), (3, "TD KD 9S JS")),
        trump="H",
    )
    bidding, defending = hs.sides
    assert bidding.seats == (1, 3) and defending.seats == (0, 2)
    assert (bidding.meld, bidding.trick_points) == (150 + 100, 50)
    assert hs.made and bidding.score == 300
    assert (defending.meld, defending.trick_points, defending.score) == (10, 0, 10)
    assert by_seat(hs) == [10, 300, 10, 300]


@pytest.mark.parametrize("ruleset_id", PETERSON)
def test_001_bid_reached_exactly_is_made_and_a_set_team_loses_the_bid(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    taken = tricks((1, "AS TS KS QS"))  # 30
    hs = score(rs, 1, 180, {1: "AH TH KH QH JH"}, taken, trump="H")
    assert hs.made and hs.sides[0].score == 180
    hs = score(rs, 1, 190, {1: "AH TH KH QH JH"}, taken, trump="H")
    assert not hs.made and hs.sides[0].score == -190


def test_001_playing_1000_made() -> None:
    """001: 'If the team playing 1000 wins all the counting cards, they score 1000 points and
    their opponents lose their meld.'"""
    rs = fixture("peterson-4-playing-1000")
    taken = tricks((1, "AS TS KS 9S"), (3, "AH TH KH"), (1, "AD TD KD"), (1, "AC TC KC QC"), (2, "9H 9D JC"))
    hs = score(rs, 1, 300, {1: "AH TH KH QH JH", 0: "AS AH AD AC"}, taken, trump="H", shoot=True)
    assert hs.made
    assert by_seat(hs) == [0, 1000, 0, 1000]


def test_001_playing_1000_failed() -> None:
    """001: 'If the team does not win every counting card, it loses 1000 points and the
    opponents' meld counts, as well as the points from the tricks they won.'"""
    rs = fixture("peterson-4-playing-1000")
    taken = tricks((1, "AS TS KS 9S"), (0, "AH 9H QH"), (1, "AD TD KD"))
    hs = score(rs, 1, 300, {1: "AH TH KH QH JH", 0: "AS AH AD AC"}, taken, trump="H", shoot=True)
    assert not hs.made
    assert by_seat(hs) == [100 + 10, -1000, 100 + 10, -1000]


# ----------------------------------------------------------------------------------- 002
SHORE = ["family-5-shore", "family-5-michigan"]


@pytest.mark.parametrize("ruleset_id", SHORE)
def test_002_bidding_team_makes_at_least_its_bid_and_each_member_gets_it(ruleset_id: str) -> None:
    """002: 'if they bid 50 points, then their meld + counters must be at least 50'; 'Each
    person on each team gets the points accrued by their team during that hand.'"""
    rs = fixture(ruleset_id)
    hands = {2: "AH TH KH QH JH AS AD AC", 4: "KS QS"}  # run 15 + 100 aces 10; marriage 2
    taken = tricks((2, "AS AS AS AS TS"), (4, "TS TS TS KS KS"), (0, "JD JD JD JC JC"), (2, "KD KD KD KD AD"))
    # bidding side: meld 27, counters 5 + 5 + 5, last trick 2 = 17; total 44
    hs = score(rs, 2, 44, hands, taken, trump="H", partner=4)
    assert hs.made
    assert hs.sides[0].seats == (2, 4)
    assert (hs.sides[0].meld, hs.sides[0].trick_points, hs.sides[0].score) == (27, 17, 44)
    assert by_seat(hs) == [0, 0, 44, 0, 44]
    hs = score(rs, 2, 45, hands, taken, trump="H", partner=4)
    assert not hs.made
    assert by_seat(hs) == [0, 0, -45, 0, -45]


@pytest.mark.parametrize("ruleset_id", SHORE)
def test_002_other_team_must_take_a_trick_to_save_its_meld(ruleset_id: str) -> None:
    """002: 'The "other" team ... must take at least one trick during the hand in order to
    "save their meld". If they do not take at least one trick, they do not get any points.'"""
    rs = fixture(ruleset_id)
    hands = {2: "KH QH", 1: "AS AH AD AC", 3: "KS QS"}
    no_trick = tricks((2, "AS AS AS AS TS"))
    hs = score(rs, 2, 40, hands, no_trick, trump="H", partner=4)
    assert hs.sides[1].seats == (0, 1, 3)
    assert (hs.sides[1].meld, hs.sides[1].score) == (0, 0)
    one_trick = tricks((2, "AS AS AS AS TS"), (0, "JD JD JD JC JC"))
    hs = score(rs, 2, 40, hands, one_trick, trump="H", partner=4)
    assert (hs.sides[1].meld, hs.sides[1].trick_points, hs.sides[1].score) == (12, 2, 14)
    assert by_seat(hs) == [14, 14, -40, 14, -40]


def test_002_96_card_comment_counts_only_the_bidders_meld() -> None:
    """002 96-card comment: 'only the winning bidder's meld is counted toward the final score'."""
    rs = fixture("family-5-96")
    hands = {2: "KH QH", 4: "AS AH AD AC"}
    hs = score(rs, 2, 50, hands, tricks((4, "AS AS AS AS TS")), trump="H", partner=4)
    assert hs.sides[0].meld == 4


# ----------------------------------------------------------------------------------- 003
TRICKSTER = ["trickster-classic", "trickster-classic-kitty", "trickster-classic-pass-2"]


@pytest.mark.parametrize("ruleset_id", TRICKSTER)
def test_003_declarers_must_exceed_the_bid(ruleset_id: str) -> None:
    """003: 'If the declaring team's points exceeded their bid and they captured at least one
    counter, they score all their meld and taken points. If they fail to make the bid or capture
    no counters, the value of their bid is subtracted'."""
    rs = fixture(ruleset_id)
    hands = {1: "AH TH KH QH JH"}  # run 150
    taken = tricks((1, "AS TS 9S 9S"), (0, "QS JS JS 9C"))  # declarers 20; defenders the last trick 10
    hs = score(rs, 1, 160, hands, taken, trump="H")
    assert hs.made and hs.sides[0].score == 170
    hs = score(rs, 1, 170, hands, taken, trump="H")  # equal is not exceeding
    assert not hs.made and hs.sides[0].score == -170
    assert by_seat(hs) == [10, -170, 10, -170]


@pytest.mark.parametrize("ruleset_id", TRICKSTER)
def test_003_declarers_without_a_counter_fail(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    hands = {1: "AH AH TH TH KH KH QH QH JH JH"}  # double run 1500
    taken = tricks((1, "9S 9S JS QS"), (0, "AS TS KS 9C"))
    hs = score(rs, 1, 150, hands, taken, trump="H")
    assert not hs.made and hs.sides[0].score == -150


@pytest.mark.parametrize("ruleset_id", TRICKSTER)
def test_003_defenders_are_credited_regardless(ruleset_id: str) -> None:
    """003: 'The defending team is credited with all their meld and taken points regardless.'"""
    rs = fixture(ruleset_id)
    hs = score(rs, 1, 150, {1: "AH TH KH QH JH", 0: "AS AH AD AC"}, tricks((1, "AS TS 9S 9S")), trump="H")
    defending = hs.sides[1]
    assert defending.seats == (0, 2)
    assert (defending.meld, defending.trick_points, defending.score) == (100, 0, 100)


def test_003_double_deck_trick_minimum() -> None:
    """003 'Minimum 20/200 in tricks': a team taking under 200 in tricks scores zero."""
    rs = fixture("trickster-double-deck")
    hands = {1: "AH TH KH QH JH", 3: "AS AH AD AC AS AH AD AC", 0: "AS AH AD AC AS AH AD AC"}
    big = " ".join(["AS", "TS", "KS", "AH", "TH"] * 4)  # 200 in one trick
    hs = score(rs, 1, 500, hands, tricks((1, big), (0, "AD TD KD JS")), trump="H")
    bidding, defending = hs.sides
    assert (bidding.meld, bidding.trick_points) == (1150, 200)
    assert hs.made and bidding.score == 1350
    assert defending.trick_points == 40 and defending.score == 0


@pytest.mark.parametrize(
    ("declarers", "counters", "made", "bidding_score"),
    [
        ("set", 18, False, -500),  # 190 in tricks: a failed bid, minus the bid
        ("zero", 18, False, 0),  # 190 in tricks: a flat 0 for the hand
        ("set", 19, True, 1350),  # exactly 200: meld 1150 + 200
        ("zero", 19, True, 1350),
    ],
)
def test_003_declarers_under_the_trick_minimum(declarers: str, counters: int, made: bool, bidding_score: int) -> None:
    """003 'Minimum 20/200 in tricks' for the declaring side, under both readings of
    ``scoring.trick_minimum_declarers``; the defenders under the minimum score 0 either way."""
    base = fixture("trickster-double-deck")
    assert base.scoring.trick_minimum_declarers == "set"
    rs = dataclasses.replace(base, scoring=dataclasses.replace(base.scoring, trick_minimum_declarers=declarers))
    hands = {1: "AH TH KH QH JH", 3: "AS AH AD AC AS AH AD AC"}  # run 150 + double aces 1000
    taken = " ".join((["AS", "TS", "KS"] * 7)[:counters] + ["9S"] * (20 - counters))
    hs = score(rs, 1, 500, hands, tricks((0, "AD TD KD JS"), (1, taken)), trump="H")  # last trick 10 to seat 1
    bidding, defending = hs.sides
    assert (bidding.meld, bidding.trick_points) == (1150, counters * 10 + 10)
    assert hs.made is made and bidding.score == bidding_score
    assert defending.trick_points == 30 and defending.score == 0


def test_003_double_deck_defenders_need_200_meld() -> None:
    """003 'Minimum 20/200 in meld': 'It also requires that the defenders have 200 in meld or
    their meld is not scored.'"""
    rs = fixture("trickster-double-deck")
    hands = {1: "AH AH TH TH KH KH QH QH JH JH", 0: "AS AH AD AC KS QS"}  # defenders 100 + 20
    big = " ".join(["AS", "TS", "KS", "AH", "TH"] * 4)
    hs = score(rs, 1, 500, hands, tricks((1, "AD TD KD JS"), (0, big)), trump="H")
    defending = hs.sides[1]
    assert defending.meld == 0
    assert defending.trick_points == 200 + 10 and defending.score == 210
    nofmin = fixture("trickster-double-deck-no-minimums")
    hs = score(nofmin, 1, 500, hands, tricks((1, "AD TD KD JS"), (0, big)), trump="H")
    assert hs.sides[1].meld == 120 and hs.sides[1].score == 330


def test_003_declarer_without_a_trump_marriage_folds() -> None:
    """003 'Marriage+ in trump: Yes means the declarer must have a marriage or better in trump or
    they automatically fold following melding.'"""
    rs = fixture("trickster-double-deck")
    d = fill_deal(rs, {1: "AS AS AS AS TS TS TS TS KS KS KS KS QS QS QS QS JS JS JS JS"})
    st = HandState.new(rs, d, dealer=0)
    st = st.apply("bid 500").apply("pass").apply("pass").apply("pass").apply("trump H")
    assert st.is_terminal() and st.scored is not None
    assert not st.scored.made
    assert st.scored.sides[0].score == -500
    st2 = HandState.new(rs, d, dealer=0).apply("bid 500").apply("pass").apply("pass").apply("pass")
    st2 = st2.apply("trump S")  # four runs of spades: plays on
    assert st2.phase == "play"


# ----------------------------------------------------------------------------------- 004
PENN = ["penn-4", "penn-4-auction", "penn-4-double-pinochle-16", "penn-4-pass-3"]


@pytest.mark.parametrize("ruleset_id", PENN)
def test_004_bidding_team_must_take_a_trick(ruleset_id: str) -> None:
    """004: 'The team that won the bid must take at least ONE trick to make its bid; it does not
    have to be a trick with counters'."""
    rs = fixture(ruleset_id)
    hands = {1: "AH TH KH QH JH AS AD AC"}  # run 15 + aces 10 = 25
    no_trick = tricks((0, "AS TS KS QS"))
    hs = score(rs, 1, 20, hands, no_trick, trump="H")
    assert not hs.made and hs.sides[0].score == -20
    trash = tricks((3, "9S JS QS 9S"), (0, "AS TS KS QS"))  # partner takes a trick without counters
    hs = score(rs, 1, 20, hands, trash, trump="H")
    assert hs.made and hs.sides[0].score == 25
    assert by_seat(hs) == [4, 25, 4, 25]
    assert score(rs, 1, 25, hands, trash, trump="H").made  # 'meet its bid': reaching it is enough
    assert not score(rs, 1, 26, hands, trash, trump="H").made


@pytest.mark.parametrize("ruleset_id", PENN)
def test_004_set_team_loses_the_bid_and_its_meld_and_points(ruleset_id: str) -> None:
    """004: 'A team which does not meet its bid has the amount of its bid subtracted from its
    score. The meld and pts. earned is no longer considered relevant'."""
    rs = fixture(ruleset_id)
    hs = score(rs, 1, 30, {1: "AH TH KH QH JH 9H"}, tricks((1, "AS TS KS QS"), (0, "AD 9D JD QD")), trump="H")
    assert not hs.made
    assert hs.sides[0].score == -30
    assert hs.sides[1].score == 1 + 1


@pytest.mark.parametrize("ruleset_id", PENN)
def test_004_defenders_keep_meld_even_when_schnitzed(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    hs = score(rs, 1, 20, {1: "AH TH KH QH JH AS AD AC", 0: "KS QS KC QC"}, tricks((1, "AS TS KS QS")), trump="H")
    assert hs.sides[1].trick_points == 0 and hs.sides[1].score == 4


@pytest.mark.parametrize("ruleset_id", PENN)
def test_004_points_total_25(ruleset_id: str) -> None:
    """004: 'Total number of points among all teams should equal 25'."""
    rs = fixture(ruleset_id)
    st = HandState.random(rs, seed=21, dealer=0)
    st = st.apply("bid 20").apply("pass").apply("pass").apply("pass").apply("trump C")
    while not st.is_terminal():
        st = st.apply(st.legal_actions()[0])
    assert st.scored is not None
    assert sum(s.trick_points for s in st.scored.sides) == 25


def test_json_shape() -> None:
    rs = fixture("penn-4")
    hs = score(rs, 1, 20, {1: "AH TH KH QH JH AS AD AC"}, tricks((3, "9S JS QS 9S")), trump="H")
    out = hs.to_json()
    assert out["made"] is True
    assert out["sides"][0] == {"seats": [1, 3], "meld": 25, "trick_points": 1, "score": 26}
    assert [s["seat"] for s in out["seats"]] == [0, 1, 2, 3]
