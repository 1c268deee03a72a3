"""Trick play (reference_engine.tricks): who takes a trick, what may be played, which rule a
play breaks.

Sources: 000 "Taking tricks" and its worked diamonds-trump example; 001 "The Play" (the
10-led example); 002 main text (first lead trump, second trumper beats the first); 003 "Must
head trick" options and "Must trump if void"; 004 Phase 2 (beat a trump lead; no need to beat
trump when trump was not led).
"""

from __future__ import annotations

import pytest
from _unit_rulesets import c, cards, codes, derived, doc, fixture

from reference_engine.cards import Card
from reference_engine.ruleset import Ruleset
from reference_engine.tricks import card_points, illegal_play_rule, legal_plays, trick_winner


def winner(trick: str, trump: str) -> int:
    return trick_winner([c(x) for x in trick.split()], trump)


def legal(rs: Ruleset, hand: str, trick: str, trump: str, broken: bool = True, first: bool = False) -> list[str]:
    return codes(legal_plays(rs, cards(hand), [c(x) for x in trick.split()], trump, broken, first))


def rule(
    rs: Ruleset, hand: str, trick: str, card: str, trump: str, broken: bool = True, first: bool = False
) -> str | None:
    return illegal_play_rule(rs, cards(hand), [c(x) for x in trick.split()], c(card), trump, broken, first)


def canon(text: str) -> list[str]:
    return codes(cards(text))


# ------------------------------------------------------------------------------ trick winner
@pytest.mark.parametrize(
    ("trick", "trump", "pos"),
    [
        ("AS AS", "H", 0),  # 000 / 001 / 004: of identical cards the first played wins
        ("TS AS AS", "H", 1),
        ("KD KD", "D", 0),
        ("9S KH KH", "H", 1),
        ("TC AC KD KD", "D", 2),  # 000 worked example: player 3's first K♦ takes it
        ("AS 9H", "H", 1),  # any trump beats the led suit
        ("AS 9H QH JH", "H", 2),  # the highest trump wins
        ("9S AC AD", "H", 0),  # off-suit discards never win
        ("9S AC AD TS", "H", 3),
        ("KS TS", "H", 1),  # the 10 outranks the king
        ("9H AH", "H", 1),  # trump led: highest trump
        ("JS QS KS TS AS", "C", 4),
        ("AS KS QS AS", "H", 0),
        ("QD AS AH 9D", "C", 3 - 3),  # no trump, no diamond above the queen: the leader
    ],
)
def test_trick_winner(trick: str, trump: str, pos: int) -> None:
    assert winner(trick, trump) == pos


def test_single_card_trick_goes_to_the_leader() -> None:
    assert winner("9C", "S") == 0


# --------------------------------------------------------------- must head trick: always
ALWAYS = ["trickster-classic", "peterson-4", "bruce-7"]


@pytest.mark.parametrize("ruleset_id", ALWAYS)
@pytest.mark.parametrize(
    ("hand", "trick", "expected"),
    [
        ("AS QS 9H", "KS", "AS"),  # must beat the winning card of the led suit
        ("TS QS 9H", "AS", "TS QS"),  # cannot beat: any card of the suit
        ("AS QS", "KS 9H", "AS QS"),  # a trump is winning: any card of the led suit
        ("AH 9H AC", "KS", "AH 9H"),  # void: must trump, any trump while none is down
        ("AH 9H AC", "KS QH", "AH"),  # void: must beat the winning trump
        ("TH 9H AC", "KS AH", "TH 9H"),  # cannot beat it: must still trump
        ("AC TD", "KS", "AC TD"),  # void in suit and trump: anything
        ("AH 9H AS", "QH", "AH"),  # trump led: must beat it
        ("9H AS", "AH", "9H"),  # trump led and cannot beat: any trump
        ("AS KC", "QH", "AS KC"),  # trump led, no trump: anything
    ],
)
def test_legal_plays_must_head_always(ruleset_id: str, hand: str, trick: str, expected: str) -> None:
    """003 'Must Head Trick Always'; 000 'must beat the card(s) ... if possible'; 001 'A player
    must also beat the previous high card if he can'."""
    assert legal(fixture(ruleset_id), hand, trick, "H") == canon(expected)


# --------------------------------------------------------------- must head trick: trump led
TRUMP_LED = ["trickster-classic-head-trump-led", "penn-4", "penn-3"]


@pytest.mark.parametrize("ruleset_id", TRUMP_LED)
@pytest.mark.parametrize(
    ("hand", "trick", "expected"),
    [
        ("AS QS 9H", "KS", "AS QS"),  # no need to beat a non-trump lead
        ("AH 9H AS", "QH", "AH"),  # 004: 'if trump is led, you must beat it'
        ("AH 9H AS", "QH KH", "AH"),
        ("9H JH AS", "AH", "JH 9H"),  # '... unless you can't; then play any trump card'
        ("AH 9H AC", "KS", "AH 9H"),  # void: must trump
        ("AH 9H AC", "KS QH", "AH 9H"),  # 004: 'you do not have to beat trump if it is not the suit LED'
        ("AC TD", "KS QH", "AC TD"),  # 'unless you're out of trump; then you may play anything'
    ],
)
def test_legal_plays_must_head_if_trump_led(ruleset_id: str, hand: str, trick: str, expected: str) -> None:
    """004 Phase 2; 003 'Must Head Trick If Trump Led': only on a trump lead, and not trumps
    played when the led suit was non-trump."""
    assert legal(fixture(ruleset_id), hand, trick, "H") == canon(expected)


# ----------------------------------------------------------- the card to beat: winning or led
def beat_target(ruleset_id: str, target: str, first_wins: bool = True) -> Ruleset:
    """The fixture with ``play.beat_target`` and ``play.identical_first_wins`` set."""
    patch = {"play": {"beat_target": target, "identical_first_wins": first_wins}}
    return derived(fixture(ruleset_id).to_dict(), patch)


@pytest.mark.parametrize(
    ("hand", "trick", "first_wins", "winning", "led"),
    [
        # 004 Phase 2 'you must beat it': 'it' the winning trump (the suite) or the led one
        ("KH 9H TS", "JH AH", True, "KH 9H", "KH"),  # the king beats only the led jack
        ("AH KH 9H TC", "JH TH", True, "AH", "AH KH"),  # any trump above the jack, or only the ace
        ("KH QH 9H AC", "KH AH", True, "KH QH 9H", "KH QH 9H"),  # a tie with the led king is no beat
        ("AH KH 9H", "JH QH", True, "AH KH", "AH KH"),  # both readings alike
        ("9H JH AS", "AH", True, "JH 9H", "JH 9H"),  # the led card is the winning one
        # with the later of identical cards winning, a copy of the card to beat beats it
        ("KH QH 9H AC", "KH AH", False, "KH QH 9H", "KH"),
        ("AH KH 9H", "JH TH", False, "AH", "AH KH"),
        ("TH KH 9H", "KH TH", False, "TH", "TH KH"),  # led: the second king beats the led one
    ],
)
def test_beat_target_on_a_trump_lead(hand: str, trick: str, first_wins: bool, winning: str, led: str) -> None:
    assert legal(beat_target("penn-4", "winning", first_wins), hand, trick, "H") == canon(winning)
    assert legal(beat_target("penn-4", "led", first_wins), hand, trick, "H") == canon(led)


def test_beat_target_led_with_heading_on_every_lead() -> None:
    """With heading on every lead the led card is the one to beat, while a card of the led suit
    is winning; a trumped trick still asks only to follow suit."""
    winning, led = beat_target("trickster-classic", "winning"), beat_target("trickster-classic", "led")
    assert legal(winning, "AS KS 9S", "QS TS", "H") == canon("AS")
    assert legal(led, "AS KS 9S", "QS TS", "H") == canon("AS KS")
    assert legal(led, "AS 9S", "QS 9H", "H") == canon("AS 9S")
    assert legal(led, "JS 9S", "QS AS", "H") == canon("JS 9S")


def test_beat_target_names_the_rule_a_play_breaks() -> None:
    winning, led = beat_target("penn-4", "winning"), beat_target("penn-4", "led")
    assert rule(winning, "AH KH 9H TC", "JH TH", "KH", "H") == "play.must-head"
    assert rule(led, "AH KH 9H TC", "JH TH", "KH", "H") is None
    assert rule(led, "AH KH 9H TC", "JH TH", "9H", "H") == "play.must-head"
    assert rule(winning, "KH 9H TS", "JH AH", "9H", "H") is None
    assert rule(led, "KH 9H TS", "JH AH", "9H", "H") == "play.must-head"


# ------------------------------------------------------------------- must head trick: never
@pytest.mark.parametrize(
    ("ruleset_id", "hand", "trick", "expected"),
    [
        ("trickster-classic-head-never", "AS QS 9H", "KS", "AS QS"),
        ("trickster-classic-head-never", "AH 9H AS", "QH", "AH 9H"),
        ("trickster-classic-head-never", "AH 9H AC", "KS", "AH 9H"),  # must trump if void: Yes
        ("trickster-classic-head-never", "AH 9H AC", "KS QH", "AH 9H"),
        ("trickster-classic-head-never-may-slough", "AH 9H AC", "KS", "AH 9H AC"),  # 'No': may slough
        ("trickster-classic-head-never-may-slough", "AS QS 9H", "KS", "AS QS"),  # still follows suit
    ],
)
def test_legal_plays_head_never(ruleset_id: str, hand: str, trick: str, expected: str) -> None:
    """003 'Never means heading the trick is not required'; 'Must trump if void'."""
    assert legal(fixture(ruleset_id), hand, trick, "H") == canon(expected)


@pytest.mark.parametrize("ruleset_id", ["family-5-shore", "family-5-michigan"])
@pytest.mark.parametrize(
    ("hand", "trick", "expected"),
    [
        ("AS QS JH", "KS", "AS QS"),  # following: no duty to beat
        ("AH JH AC", "KS", "AH JH"),  # 'If someone no longer has any cards of the suit led, they must play trump'
        ("AH JH AC", "KS QH", "AH"),  # 'the second person must beat the first person's trump card, if they can'
        ("KH JH AC", "KS AH", "KH JH"),
        ("AC TD", "KS QH", "AC TD"),  # 'out of trump, he or she can play any card'
    ],
)
def test_002_trumping_and_overtrumping(ruleset_id: str, hand: str, trick: str, expected: str) -> None:
    assert legal(fixture(ruleset_id), hand, trick, "H") == canon(expected)


def test_must_overtrump_option_in_isolation() -> None:
    base = doc("bruce").to_dict()
    yes = derived(base, {"play": {"must_overtrump": True, "must_beat_when_following": "never"}})
    no = derived(base, {"play": {"must_overtrump": False, "must_beat_when_following": "never"}})
    assert legal(yes, "AH 9H AC", "KS QH", "H") == canon("AH")
    assert legal(no, "AH 9H AC", "KS QH", "H") == canon("AH 9H")


def test_legal_plays_are_distinct_and_canonical() -> None:
    rs = fixture("trickster-classic")
    assert legal(rs, "QS AS AS 9S", "KS", "H") == canon("AS")
    assert legal(rs, "9C QS 9C", "", "H") == canon("QS 9C")


# ------------------------------------------------------------------------------------- leads
BRUCE = ["bruce-5", "bruce-7"]


@pytest.mark.parametrize("ruleset_id", BRUCE)
def test_000_trump_may_not_be_led_until_broken(ruleset_id: str) -> None:
    """000: 'He can lead any card he likes except trump, unless trump is all he has in his hand.
    Trump must not be led until it is broken.'"""
    rs = fixture(ruleset_id)
    assert legal(rs, "AD 9S KC", "", "D", broken=False) == canon("9S KC")
    assert rule(rs, "AD 9S KC", "", "AD", "D", broken=False) == "lead.trump-not-broken"
    assert rule(rs, "AD 9S KC", "", "9S", "D", broken=False) is None
    assert legal(rs, "AD 9S KC", "", "D", broken=True) == canon("AD 9S KC")
    # the all-trump exception
    assert legal(rs, "AD 9D", "", "D", broken=False) == canon("AD 9D")
    assert rule(rs, "AD 9D", "", "AD", "D", broken=False) is None


@pytest.mark.parametrize("ruleset_id", BRUCE)
def test_000_trump_not_broken_only_restricts_leads(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    assert legal(rs, "AD 9S", "KC", "D", broken=False) == canon("AD")


@pytest.mark.parametrize("ruleset_id", ["family-5-shore", "family-5-michigan", "family-5-called-card"])
def test_002_first_lead_must_be_trump(ruleset_id: str) -> None:
    """002: 'Then the high bidder leads, and must lead in the trump suit.'"""
    rs = fixture(ruleset_id)
    assert legal(rs, "AH JH KS QC", "", "H", first=True) == canon("AH JH")
    assert rule(rs, "AH JH KS QC", "", "KS", "H", first=True) == "lead.first-lead-trump"
    assert legal(rs, "AH JH KS QC", "", "H", first=False) == canon("AH JH KS QC")
    assert legal(rs, "KS QC", "", "H", first=True) == canon("KS QC")


@pytest.mark.parametrize("ruleset_id", ["family-5-96", "family-5-single-deck", "penn-4", "trickster-classic"])
def test_free_leads(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    lead_trump = rs.play.lead.first_lead_trump
    hand = "AH KS QC"
    expected = canon("AH") if lead_trump else canon(hand)
    assert legal(rs, hand, "", "H", broken=False, first=True) == expected


# ------------------------------------------------------------------- 000's worked example
@pytest.mark.parametrize("ruleset_id", BRUCE)
def test_000_worked_diamonds_trump_trick_step_by_step(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    t = "D"
    # Trump not broken; player 1 leads the 10 of clubs (a trump lead would be illegal).
    assert rule(rs, "TC KD 9S", "", "TC", t, broken=False) is None
    assert rule(rs, "TC KD 9S", "", "KD", t, broken=False) == "lead.trump-not-broken"
    # Player 2 has a Q and A of clubs: he has to play the A.
    assert legal(rs, "QC AC 9H JS", "TC", t, broken=False) == canon("AC")
    assert rule(rs, "QC AC 9H JS", "TC", "QC", t, broken=False) == "play.must-head"
    assert rule(rs, "QC AC 9H JS", "TC", "9H", t, broken=False) == "play.must-follow"
    # Player 3 has no clubs: he has to play trump; any trump, none is down yet.
    assert legal(rs, "KD 9D AS", "TC AC", t, broken=False) == canon("KD 9D")
    assert rule(rs, "KD 9D AS", "TC AC", "AS", t, broken=False) == "play.must-trump"
    trick = "TC AC KD"
    # Player 4 with clubs: any club (the trump will take the trick anyway).
    assert legal(rs, "JC 9C AD", trick, t, broken=False) == canon("JC 9C")
    assert rule(rs, "JC 9C AD", trick, "AD", t, broken=False) == "play.must-follow"
    assert legal(rs, "AC 9C", trick, t, broken=False) == canon("AC 9C")
    # Player 4 without clubs: must beat the K of diamonds if he can ...
    assert legal(rs, "AD TD QD AS", trick, t, broken=False) == canon("AD TD")
    assert rule(rs, "AD TD QD AS", trick, "QD", t, broken=False) == "play.must-overtrump"
    assert rule(rs, "AD TD QD AS", trick, "AS", t, broken=False) == "play.must-trump"
    # ... else any trump ...
    assert legal(rs, "QD 9D AS", trick, t, broken=False) == canon("QD 9D")
    # ... the example: his only trump is the other K of diamonds, so he has to play it ...
    assert legal(rs, "KD AS 9H", trick, t, broken=False) == canon("KD")
    # ... and with neither clubs nor diamonds, any card.
    assert legal(rs, "AS 9H", trick, t, broken=False) == canon("AS 9H")
    # Player 3 played the first K of diamonds: he takes the trick.
    assert winner("TC AC KD KD", t) == 2


def test_000_worked_example_on_the_inline_transcription() -> None:
    rs = doc("bruce")
    assert legal(rs, "QC AC", "TC", "D", broken=False) == canon("AC")
    assert legal(rs, "KD 9D AS", "TC AC", "D", broken=False) == canon("KD 9D")
    assert legal(rs, "KD AS 9H", "TC AC KD", "D", broken=False) == canon("KD")


# ------------------------------------------------------------------- 001's 10-led example
@pytest.mark.parametrize("ruleset_id", ["peterson-4", "peterson-3", "peterson-6"])
def test_001_ten_led_example(ruleset_id: str) -> None:
    """001 'The Play': a 10 of spades is led, hearts trump."""
    rs = fixture(ruleset_id)
    t = "H"
    # the second player must beat it with an A if he has it
    assert legal(rs, "AS 9S KC", "TS", t) == canon("AS")
    # if he cannot beat the 10, he must at least follow suit
    assert legal(rs, "KS 9S AH", "TS", t) == canon("KS 9S")
    # if he has no spades, he must trump
    assert legal(rs, "QH 9H AC", "TS", t) == canon("QH 9H")
    # the second player trumps with a Q; the third must still follow suit, need not beat the 10
    assert legal(rs, "AS 9S AH", "TS QH", t) == canon("AS 9S")
    assert legal(rs, "JS 9S AH", "TS QH", t) == canon("JS 9S")
    # with no spades the third must beat the Q of trump
    assert legal(rs, "KH 9H AC", "TS QH", t) == canon("KH")
    assert rule(rs, "KH 9H AC", "TS QH", "9H", t) == "play.must-overtrump"
    # the fourth, unable to follow, must beat the highest trump if he can
    assert legal(rs, "AH JH AC", "TS QH KH", t) == canon("AH")
    assert legal(rs, "JH 9H AC", "TS QH KH", t) == canon("JH 9H")
    # 'he must trump (unless spades is trump)'
    assert legal(rs, "AH 9C", "TS", "S") == canon("AH 9C")


# ----------------------------------------------------------------------- illegal play codes
@pytest.mark.parametrize(
    ("ruleset_id", "hand", "trick", "card", "kw", "code"),
    [
        ("trickster-classic", "AS QS", "KS", "AH", {}, "play.card-not-held"),
        ("trickster-classic", "AS QS 9H", "KS", "9H", {}, "play.must-follow"),
        ("trickster-classic", "AS QS 9H", "KS", "QS", {}, "play.must-head"),
        ("trickster-classic", "AH 9C", "KS", "9C", {}, "play.must-trump"),
        ("trickster-classic", "AH 9H 9C", "KS QH", "9H", {}, "play.must-overtrump"),
        ("trickster-classic", "AH 9H 9C", "KS QH", "AH", {}, None),
        ("trickster-classic", "AS QS 9H", "KS", "AS", {}, None),
        ("penn-4", "AH 9H AS", "QH", "9H", {}, "play.must-head"),
        ("penn-4", "AH 9H AC", "KS QH", "9H", {}, None),
        ("penn-4", "AH 9H AC", "KS", "AC", {}, "play.must-trump"),
        ("trickster-classic-head-never-may-slough", "AH 9H AC", "KS", "AC", {}, None),
        ("bruce-7", "AH 9S", "", "AH", {"broken": False}, "lead.trump-not-broken"),
        ("family-5-shore", "AH KS", "", "KS", {"first": True}, "lead.first-lead-trump"),
        ("family-5-shore", "AH KS", "", "KS", {"first": False}, None),
    ],
)
def test_illegal_play_rule_codes(
    ruleset_id: str, hand: str, trick: str, card: str, kw: dict[str, bool], code: str | None
) -> None:
    assert rule(fixture(ruleset_id), hand, trick, card, "H", **kw) == code


def test_not_held_is_reported_before_any_following_rule() -> None:
    rs = fixture("trickster-classic")
    assert rule(rs, "AS", "KS", "9D", "H") == "play.card-not-held"
    assert rule(rs, "AS", "", "AS", "H") is None


def test_every_legal_play_has_no_rule_and_every_other_held_card_has_one() -> None:
    rs = fixture("trickster-classic")
    hand = cards("AS TS QS AH 9H KC 9D")
    for trick in ["", "KS", "KS 9H", "KC", "KD", "KD QH", "QH"]:
        tr = [c(x) for x in trick.split()]
        ok = set(legal_plays(rs, hand, tr, "H"))
        for x in set(hand):
            assert (illegal_play_rule(rs, hand, tr, x, "H") is None) == (x in ok), (trick, x)


# ------------------------------------------------------------------------------ trick points
@pytest.mark.parametrize(
    ("ruleset_id", "trick", "points"),
    [
        ("bruce-7", "AS TS KS QS", 3),  # 000: A, 10, K one point each; Q, J, 9 nothing
        ("penn-4", "AS TS KS QS JS 9S", 3),
        ("family-5-shore", "AS TS KS QS", 3),
        ("trickster-classic", "AS TS KS QS", 30),  # 003 'A 10 K': 10 each
        ("trickster-classic-counters-atkq", "AS TS KS QS JS", 30),  # 'A 10 K Q': 10, 10, 5, 5
        ("trickster-classic-counters-atkqj", "AS TS KS QS JS 9S", 30),  # 11, 10, 4, 3, 2
        ("trickster-modern", "AS TS KS QS", 3),
    ],
)
def test_card_points(ruleset_id: str, trick: str, points: int) -> None:
    rs = fixture(ruleset_id)
    assert card_points(rs, cards(trick)) == points


@pytest.mark.parametrize(
    ("ruleset_id", "total"),
    [
        ("bruce-7", 25),  # 24 counters + 1 for the last trick
        ("penn-4", 25),  # 004: 'Total number of points among all teams should equal 25'
        ("family-5-shore", 50),  # 002: 'The total number of counters in the deck is 50'
        ("family-5-96", 50),  # 002 comment: '48 points for cards and 2 points for last trick'
        ("trickster-classic", 250),  # 003: '250 capturable points per hand'
        ("trickster-classic-counters-atkq", 250),
        ("trickster-classic-counters-atkqj", 250),
        ("trickster-modern", 25),  # '(25 for modern scoring)'
    ],
)
def test_counter_totals_per_document(ruleset_id: str, total: int) -> None:
    assert fixture(ruleset_id).counter_total() == total


def test_card_type_is_the_engine_card() -> None:
    assert isinstance(c("AS"), Card)
