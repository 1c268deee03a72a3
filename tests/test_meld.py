"""Meld (reference_engine.meld) against each document's meld table, line by line.

Each case gives a hand, the trump suit, the exact total and the exact breakdown lines
(meld, suit, multiplicity, points) that the document's table implies.  Tables:
000 "Counting Meld" (bruce-5/7); 001 meld table and footnotes (peterson-*); 002 main text
"Meld points" with Shore/Michigan double pinochle, and the readers' comments (family-5-*);
003 "Meld Values" and "Optional Meld Values" (trickster-*); 004 step 2 and step 6 (penn-*).
Fixtures that do not exist are skipped with a reason.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from _unit_rulesets import DOC_003, doc, fixture, lines_of

from reference_engine.cards import parse_cards
from reference_engine.meld import meld, multiple_value
from reference_engine.ruleset import Ruleset

Line = tuple[str, "str | None", int, int]

SMALL = {"aces": 10, "kings": 8, "queens": 6, "jacks": 4, "royal": 4, "common": 2, "run": 15, "nine": 1, "pinochle": 4}
CLASSIC = {k: v * 10 for k, v in SMALL.items()}

# Per fixture: the document's single-meld values, whether the deck has nines, and the double
# pinochle value where the document states it (None: not stated by the document).
SPECS: dict[str, dict[str, Any]] = {
    # 000 chart: double pinochle 30.
    "bruce-5": {"v": SMALL, "nines": True, "dp": 30},
    "bruce-7": {"v": SMALL, "nines": True, "dp": 30},
    # 001 table: double pinochle 300; nines removed in the 5-handed game.
    "peterson-3": {"v": CLASSIC, "nines": True, "dp": 300},
    "peterson-4": {"v": CLASSIC, "nines": True, "dp": 300},
    "peterson-4-playing-1000": {"v": CLASSIC, "nines": True, "dp": 300},
    "peterson-4-throw-in": {"v": CLASSIC, "nines": True, "dp": 300},
    "peterson-5": {"v": CLASSIC, "nines": False, "dp": 300},
    "peterson-6": {"v": CLASSIC, "nines": True, "dp": 300},
    # 002 main text: nines removed; Shore double pinochle 8 (2 x 4), Michigan 20.
    "family-5-shore": {"v": SMALL, "nines": False, "dp": 8},
    "family-5-michigan": {"v": SMALL, "nines": False, "dp": 20},
    "family-5-no-widow": {"v": SMALL, "nines": False, "dp": None},
    # 002 comment 1: double pinochle 30 (triple 75, double run 150, below).
    "family-5-called-card": {"v": SMALL, "nines": False, "dp": 30},
    # 002 96-card comment: its Points list, nine of trump 1, double pinochle 30.
    "family-5-96": {"v": SMALL, "nines": True, "dp": 30},
    "family-5-96-heading": {"v": SMALL, "nines": True, "dp": 30},
    # 002 cut-throat comment: jacks around 5.
    "family-5-cutthroat": {"v": {**SMALL, "jacks": 5}, "nines": True, "dp": None},
    "family-5-single-deck": {"v": SMALL, "nines": True, "dp": None},
    # 003 Classic column; 'No double pinochle' option: 80; Modern column: classic / 10.
    "trickster-classic": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-classic-counters-atkq": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-classic-counters-atkqj": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-classic-head-never": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-classic-head-never-may-slough": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-classic-head-trump-led": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-classic-kitty": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-classic-misdeal": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-classic-must-bid-or-set": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-classic-no-double-pinochle": {"v": CLASSIC, "nines": True, "dp": 80},
    "trickster-classic-optional-melds": {"v": CLASSIC, "nines": True, "dp": 300, "optional": True},
    "trickster-classic-pass-2": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-classic-pass-3": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-classic-pass-4": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-classic-single-round": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-classic-stick-dealer": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-3-player": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-3-player-kitty": {"v": CLASSIC, "nines": True, "dp": 300},
    "trickster-modern": {"v": SMALL, "nines": True, "dp": 30},
    "trickster-double-deck": {"v": CLASSIC, "nines": False, "dp": 300},
    "trickster-double-deck-no-minimums": {"v": CLASSIC, "nines": False, "dp": 300},
    "trickster-double-deck-double-royal-marriage": {"v": CLASSIC, "nines": False, "dp": 300, "drm": True},
    # 004 step 2: two pinochles 8 (2 x 4), or 16 'if agreed upon beforehand'.
    "penn-3": {"v": SMALL, "nines": True, "dp": 8},
    "penn-4": {"v": SMALL, "nines": True, "dp": 8},
    "penn-4-auction": {"v": SMALL, "nines": True, "dp": 8},
    "penn-4-pass-3": {"v": SMALL, "nines": True, "dp": 8},
    "penn-4-double-pinochle-16": {"v": SMALL, "nines": True, "dp": 16},
}


def _param(ruleset_id: str, *rest: Any) -> Any:
    return pytest.param(ruleset_id, *rest, id="-".join([ruleset_id, *map(str, rest)]))


def ids_where(pred: Any = lambda s: True) -> list[str]:
    return [rid for rid, spec in SPECS.items() if pred(spec)]


def check(rs: Ruleset, hand: str, trump: str, total: int, lines: set[Line] | None) -> None:
    result = meld(rs, parse_cards(hand), trump)
    if lines is not None:
        assert lines_of(result) == lines, f"{rs.id}: {hand} ({trump})"
    assert result.total == total, f"{rs.id}: {hand} ({trump})"
    assert result.total == sum(ln.points for ln in result.lines)


# ----------------------------------------------------------------------------- single melds
SINGLE_CASES = ["aces", "kings", "queens", "jacks", "royal", "common", "common_c", "run", "pinochle"]


def _single(name: str, v: dict[str, int]) -> tuple[str, str, int, set[Line]]:
    return {
        "aces": ("AS AH AD AC", "H", v["aces"], {("aces_around", None, 1, v["aces"])}),
        "kings": ("KS KH KD KC", "H", v["kings"], {("kings_around", None, 1, v["kings"])}),
        "queens": ("QS QH QD QC", "H", v["queens"], {("queens_around", None, 1, v["queens"])}),
        "jacks": ("JS JH JD JC", "H", v["jacks"], {("jacks_around", None, 1, v["jacks"])}),
        "royal": ("KH QH", "H", v["royal"], {("royal_marriage", "H", 1, v["royal"])}),
        "common": ("KS QS", "H", v["common"], {("common_marriage", "S", 1, v["common"])}),
        "common_c": ("KC QC", "D", v["common"], {("common_marriage", "C", 1, v["common"])}),
        "run": ("AH TH KH QH JH", "H", v["run"], {("run", "H", 1, v["run"])}),
        "pinochle": ("QS JD", "H", v["pinochle"], {("pinochle", None, 1, v["pinochle"])}),
    }[name]


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in SPECS])
def test_each_single_meld_of_the_documents_table(ruleset_id: str) -> None:
    """Arounds, royal and common marriage, run and pinochle, one at a time."""
    rs = fixture(ruleset_id)
    for case in SINGLE_CASES:
        hand, trump, total, lines = _single(case, SPECS[ruleset_id]["v"])
        check(rs, hand, trump, total, lines)


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in ids_where(lambda s: s["nines"])])
def test_nines_of_trump_score_each_and_other_nines_nothing(ruleset_id: str) -> None:
    """000 '9 of trump 1 point'; 001 '9 of trump 10'; 003 'Nine of Trump 10/1'; 004 6f '1 pt. each'."""
    rs = fixture(ruleset_id)
    nine = SPECS[ruleset_id]["v"]["nine"]
    check(rs, "9H", "H", nine, {("nine_of_trump", "H", 1, nine)})
    check(rs, "9H 9H", "H", 2 * nine, {("nine_of_trump", "H", 2, 2 * nine)})
    check(rs, "9S 9D 9C", "H", 0, set())


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in ids_where(lambda s: not s["nines"])])
def test_decks_without_nines_have_no_nine_of_trump_meld(ruleset_id: str) -> None:
    """002 main text and 001 5-handed: the nines are removed; 003 double deck has none."""
    rs = fixture(ruleset_id)
    assert rs.deck == "double80"
    assert "nine_of_trump" not in rs.meld.values


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in ids_where(lambda s: s["dp"] is not None)])
def test_double_pinochle_per_ruleset(ruleset_id: str) -> None:
    """000 30; 001 300; 002 Shore 8, Michigan 20, comments 30; 003 300 (80 with 'No double
    pinochle'), Modern 30; 004 8 (16 if agreed upon beforehand)."""
    rs = fixture(ruleset_id)
    dp = SPECS[ruleset_id]["dp"]
    check(rs, "QS QS JD JD", "H", dp, {("pinochle", None, 2, dp)})


def test_the_named_double_pinochle_values_are_distinct_per_document() -> None:
    expected = {
        "bruce-5": 30,
        "family-5-shore": 8,
        "family-5-michigan": 20,
        "penn-4": 8,
        "penn-4-double-pinochle-16": 16,
        "trickster-classic": 300,
        "trickster-classic-no-double-pinochle": 80,
    }
    for rid, value in expected.items():
        assert SPECS[rid]["dp"] == value


# ------------------------------------------------------------------- sharing (000 and 004)
@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in SPECS])
def test_queen_of_spades_in_a_pinochle_and_a_marriage(ruleset_id: str) -> None:
    """000: a single Q♠ counts in a pinochle with the J♦ and again in a marriage with the K♠
    (004 step 2 says the same)."""
    rs = fixture(ruleset_id)
    v = SPECS[ruleset_id]["v"]
    check(
        rs,
        "KS QS JD",
        "H",
        v["common"] + v["pinochle"],
        {("common_marriage", "S", 1, v["common"]), ("pinochle", None, 1, v["pinochle"])},
    )
    check(
        rs,
        "KS QS JD",
        "S",
        v["royal"] + v["pinochle"],
        {("royal_marriage", "S", 1, v["royal"]), ("pinochle", None, 1, v["pinochle"])},
    )


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in SPECS])
def test_one_queen_of_spades_is_not_two_marriages_with_two_kings(ruleset_id: str) -> None:
    """000 / 004: two K♠ and one Q♠ make one marriage, not two."""
    rs = fixture(ruleset_id)
    v = SPECS[ruleset_id]["v"]
    check(rs, "KS KS QS", "H", v["common"], {("common_marriage", "S", 1, v["common"])})
    check(
        rs,
        "KS KS QS JD",
        "H",
        v["common"] + v["pinochle"],
        {("common_marriage", "S", 1, v["common"]), ("pinochle", None, 1, v["pinochle"])},
    )
    check(rs, "KS KS QS QS", "H", 2 * v["common"], {("common_marriage", "S", 2, 2 * v["common"])})


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in SPECS])
def test_a_card_serves_different_kinds_but_not_two_of_one_kind(ruleset_id: str) -> None:
    """000: 'The same card can be counted more than once for different types of meld, but not
    for the same type': K♠ in kings around and in a marriage; a fifth ace adds nothing."""
    rs = fixture(ruleset_id)
    v = SPECS[ruleset_id]["v"]
    check(
        rs,
        "KS KH KD KC QS",
        "D",
        v["kings"] + v["common"],
        {("kings_around", None, 1, v["kings"]), ("common_marriage", "S", 1, v["common"])},
    )
    check(rs, "AS AS AH AD AC", "H", v["aces"], {("aces_around", None, 1, v["aces"])})


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in SPECS])
def test_run_includes_its_marriage(ruleset_id: str) -> None:
    """000: 'The 15 point run of trump includes the marriage within the run'; 004: 'a marriage
    in a valid run does not count extra'; 003: a run does not share with a royal marriage."""
    rs = fixture(ruleset_id)
    v = SPECS[ruleset_id]["v"]
    check(rs, "AH TH KH QH JH", "H", v["run"], {("run", "H", 1, v["run"])})


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in SPECS])
def test_a_run_is_only_worth_its_value_in_trump(ruleset_id: str) -> None:
    """004 step 2d: 'a run is only worth this in trump!'  Off trump: a common marriage only."""
    rs = fixture(ruleset_id)
    v = SPECS[ruleset_id]["v"]
    check(rs, "AH TH KH QH JH", "S", v["common"], {("common_marriage", "H", 1, v["common"])})


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in SPECS])
def test_run_shares_the_queen_of_spades_with_a_pinochle(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    v = SPECS[ruleset_id]["v"]
    check(
        rs,
        "AS TS KS QS JS JD",
        "S",
        v["run"] + v["pinochle"],
        {("run", "S", 1, v["run"]), ("pinochle", None, 1, v["pinochle"])},
    )


@pytest.mark.parametrize(
    "ruleset_id",
    [
        _param(rid)
        for rid in ids_where(lambda s: not s.get("optional") and not s.get("drm"))
        if not rid.startswith("peterson")
    ],
)
def test_royal_marriage_from_an_extra_king_and_queen_beside_a_run(ruleset_id: str) -> None:
    """000 / 004: the run's marriage is in the run; a second K and Q of trump are a royal
    marriage of their own (003: a royal marriage shares no card with the run)."""
    rs = fixture(ruleset_id)
    v = SPECS[ruleset_id]["v"]
    check(
        rs,
        "AH TH KH KH QH QH JH",
        "H",
        v["run"] + v["royal"],
        {("run", "H", 1, v["run"]), ("royal_marriage", "H", 1, v["royal"])},
    )


# ------------------------------------------------------------------------------------- 000
@pytest.mark.parametrize("ruleset_id", [_param("bruce-5"), _param("bruce-7")])
def test_000_seven_card_hand_with_run_and_royal_marriage(ruleset_id: str) -> None:
    """000: a 7-card hand A 10 K K Q Q J of trump: run 15 + royal marriage 4 = 19; with hearts
    trump and spades meld: K♠ Q♠ J♦ = marriage 2 + pinochle 4."""
    rs = fixture(ruleset_id)
    check(rs, "AD TD KD KD QD QD JD", "D", 19, {("run", "D", 1, 15), ("royal_marriage", "D", 1, 4)})
    check(
        rs,
        "KS QS JD 9H 9H AC TC",
        "H",
        8,
        {
            ("common_marriage", "S", 1, 2),
            ("pinochle", None, 1, 4),
            ("nine_of_trump", "H", 2, 2),
        },
    )


# ------------------------------------------------------------------------------------- 001
PETERSON = ["peterson-3", "peterson-4", "peterson-4-playing-1000", "peterson-4-throw-in", "peterson-5", "peterson-6"]
PETERSON_CASES: list[tuple[str, str, str, int, set[Line] | None]] = [
    ("run", "AH TH KH QH JH", "H", 150, {("run", "H", 1, 150)}),
    ("extra-king", "AH TH KH KH QH JH", "H", 170, {("run", "H", 1, 150), ("run_extra_card", "H", 1, 20)}),
    ("extra-queen", "AH TH KH QH QH JH", "H", 170, {("run", "H", 1, 150), ("run_extra_card", "H", 1, 20)}),
    # an extra K and an extra Q: 150 + 20 + 20 (or run + royal marriage 40: the same 190)
    ("extra-both", "AH TH KH KH QH QH JH", "H", 190, None),
    ("double-run", "AH AH TH TH KH KH QH QH JH JH", "H", 1500, {("run", "H", 2, 1500)}),
    ("100-aces", "AS AH AD AC", "H", 100, {("aces_around", None, 1, 100)}),
    ("1000-aces", "AS AS AH AH AD AD AC AC", "H", 1000, {("aces_around", None, 2, 1000)}),
    ("80-kings", "KS KH KD KC", "H", 80, {("kings_around", None, 1, 80)}),
    ("800-kings", "KS KS KH KH KD KD KC KC", "H", 800, {("kings_around", None, 2, 800)}),
    ("60-queens", "QS QH QD QC", "H", 60, {("queens_around", None, 1, 60)}),
    ("600-queens", "QS QS QH QH QD QD QC QC", "H", 600, {("queens_around", None, 2, 600)}),
    ("40-jacks", "JS JH JD JC", "H", 40, {("jacks_around", None, 1, 40)}),
    ("400-jacks", "JS JS JH JH JD JD JC JC", "H", 400, {("jacks_around", None, 2, 400)}),
    ("pinochle", "QS JD", "H", 40, {("pinochle", None, 1, 40)}),
    ("double-pinochle", "QS QS JD JD", "H", 300, {("pinochle", None, 2, 300)}),
    ("marriage", "KC QC", "H", 20, {("common_marriage", "C", 1, 20)}),
    ("trump-marriage", "KH QH", "H", 40, {("royal_marriage", "H", 1, 40)}),
    ("9-of-trump", "9H", "H", 10, {("nine_of_trump", "H", 1, 10)}),
]


@pytest.mark.parametrize(
    ("ruleset_id", "case"),
    [
        _param(rid, case[0])
        for rid in PETERSON
        for case in PETERSON_CASES
        if SPECS[rid]["nines"] or "9" not in case[1]  # 001: the 5-handed deck has no nines
    ],
)
def test_001_meld_table(ruleset_id: str, case: str) -> None:
    """001's table, line by line (run 150, extra K/Q 20 only with a run, double run 1500,
    100/1000 aces, 80/800 kings, 60/600 queens, 40/400 jacks, pinochle 40, double 300,
    marriage 20, trump marriage 40, 9 of trump 10)."""
    rs = fixture(ruleset_id)
    _, hand, trump, total, lines = next(x for x in PETERSON_CASES if x[0] == case)
    check(rs, hand, trump, total, lines)


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in PETERSON])
def test_001_extra_king_without_a_run_scores_nothing_extra(ruleset_id: str) -> None:
    """001: the extra King/Queen counts 'only for players with a run'."""
    rs = fixture(ruleset_id)
    check(rs, "TH KH KH QH JH", "H", 40, {("royal_marriage", "H", 1, 40)})
    check(rs, "KH KH QH QH", "H", 80, {("royal_marriage", "H", 2, 80)})


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in PETERSON])
def test_001_roundhouse_is_240_and_not_counted_with_kings_and_queens_around(ruleset_id: str) -> None:
    """001: 'Marriage in all four suits: roundhouse 240 pts' and '**kings and queens around is
    not counted additional'."""
    rs = fixture(ruleset_id)
    result = meld(rs, parse_cards("KS QS KH QH KD QD KC QC"), "H")
    assert result.total == 240
    assert ("roundhouse", None, 1, 240) in lines_of(result)
    assert not {ln.meld for ln in result.lines} & {"kings_around", "queens_around"}


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in ["peterson-5", "peterson-6"]])
def test_001_triple_pinochle_in_double_deck(ruleset_id: str) -> None:
    """001: '3 Queens of and 3 Jacks of triple pinochle 600 (*only in double-deck pinochle)'."""
    rs = fixture(ruleset_id)
    check(rs, "QS QS QS JD JD JD", "H", 600, {("pinochle", None, 3, 600)})


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in ["peterson-3", "peterson-4"]])
def test_001_single_deck_has_no_triple_pinochle_value(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    assert 3 not in rs.meld.values["pinochle"]


# ------------------------------------------------------------------------------------- 002
@pytest.mark.parametrize(
    "ruleset_id", [_param(rid) for rid in ["family-5-shore", "family-5-michigan", "family-5-no-widow"]]
)
def test_002_roundhouse_of_aces_kings_queens_jacks_around_is_28(ruleset_id: str) -> None:
    """002 main text: 'A, K, Q, J in all four suits ("Roundhouse") = 28'."""
    rs = fixture(ruleset_id)
    result = meld(rs, parse_cards("AS KS QS JS AH KH QH JH AD KD QD JD AC KC QC JC"), "C")
    assert ("roundhouse", None, 1, 28) in lines_of(result)


@pytest.mark.parametrize(
    "ruleset_id",
    [_param(rid) for rid in ["family-5-96", "family-5-96-heading", "family-5-single-deck", "family-5-cutthroat"]],
)
def test_002_comment_roundhouse_of_four_kings_and_four_queens_is_24(ruleset_id: str) -> None:
    """002 96-card comment: 'Round House: 4 Kings & 4 Queens 24 points'."""
    rs = fixture(ruleset_id)
    result = meld(rs, parse_cards("KS QS KH QH KD QD KC QC"), "H")
    assert result.total == 24
    assert ("roundhouse", None, 1, 24) in lines_of(result)


@pytest.mark.parametrize("ruleset_id", [_param("family-5-called-card")])
def test_002_comment_1_double_run_150_and_triple_pinochle_75(ruleset_id: str) -> None:
    """002 comment 1: 'Double pinochle is 30, triple pinochle is 75 ... A double run is 150
    points. a single run is 15 or 20'."""
    rs = fixture(ruleset_id)
    check(rs, "QS QS QS JD JD JD", "H", 75, {("pinochle", None, 3, 75)})
    check(rs, "AH AH TH TH KH KH QH QH JH JH", "H", 150, {("run", "H", 2, 150)})
    assert rs.meld.values["run"][1] in (15, 20)


@pytest.mark.parametrize("ruleset_id", [_param("family-5-cutthroat")])
def test_002_cutthroat_comment_jacks_are_5(ruleset_id: str) -> None:
    """002 cut-throat comment: 'Ace's around = 10, Kings around = 8, Queens = 6, Jacks = 5; a Run
    (A, 10, K, Q, J) in trump = 15'."""
    rs = fixture(ruleset_id)
    check(rs, "JS JH JD JC", "H", 5, {("jacks_around", None, 1, 5)})
    check(rs, "AH TH KH QH JH", "H", 15, {("run", "H", 1, 15)})


# ------------------------------------------------------------------------------------- 003
TRICKSTER_CLASSIC = [rid for rid in SPECS if rid.startswith("trickster-classic") or rid.startswith("trickster-3")]


@pytest.mark.parametrize(
    ("ruleset_id", "case"),
    [
        _param(rid, case)
        for rid in [*TRICKSTER_CLASSIC, "trickster-modern"]
        for case in ["double-run", "double-aces", "double-kings", "double-queens", "double-jacks"]
    ],
)
def test_003_doubles_of_the_meld_values_table(ruleset_id: str, case: str) -> None:
    """003 Meld Values: Double Run 1500/150, Double Aces Around 1000/100, Double Kings 800/80,
    Double Queens 600/60, Double Jacks 400/40 (Classic/Modern)."""
    rs = fixture(ruleset_id)
    scale = 1 if ruleset_id == "trickster-modern" else 10
    hand, kind, value = {
        "double-run": ("AH AH TH TH KH KH QH QH JH JH", "run", 150),
        "double-aces": ("AS AS AH AH AD AD AC AC", "aces_around", 100),
        "double-kings": ("KS KS KH KH KD KD KC KC", "kings_around", 80),
        "double-queens": ("QS QS QH QH QD QD QC QC", "queens_around", 60),
        "double-jacks": ("JS JS JH JH JD JD JC JC", "jacks_around", 40),
    }[case]
    suit = "H" if kind == "run" else None
    check(rs, hand, "H", value * scale, {(kind, suit, 2, value * scale)})


OPTIONAL = "trickster-classic-optional-melds"
OPTIONAL_CASES: list[tuple[str, str, int, set[Line]]] = [
    ("AH TH KH KH QH JH", "run-extra-king", 190, {("run_extra_king", "H", 1, 190)}),
    ("AH TH KH QH QH JH", "run-extra-queen", 190, {("run_extra_queen", "H", 1, 190)}),
    # both options on: 'Double Royal Marriage beats Run with extra Marriage'
    ("AH TH KH KH QH QH JH", "drm-beats-run-extra-marriage", 300, {("double_royal_marriage", "H", 2, 300)}),
    ("KH KH QH QH", "double-royal-marriage", 300, {("double_royal_marriage", "H", 2, 300)}),
    # 'for having 2 kings and 2 queens of trump but not having a double run'
    ("AH AH TH TH KH KH QH QH JH JH", "double-run-not-drm", 1500, {("run", "H", 2, 1500)}),
    ("AH TH KH QH JH", "plain-run", 150, {("run", "H", 1, 150)}),
    ("KH QH", "single-royal", 40, {("royal_marriage", "H", 1, 40)}),
]


@pytest.mark.parametrize(("ruleset_id", "case"), [_param(OPTIONAL, x[1]) for x in OPTIONAL_CASES])
def test_003_optional_melds_fixture(ruleset_id: str, case: str) -> None:
    """003 Optional Meld Values: run with extra King 190, extra Queen 190, extra Marriage 230,
    Double Royal Marriage 300; 'If you have one of these, you do not get credit for a simple
    run'; with both options 'Double Royal Marriage beats Run with extra Marriage'."""
    rs = fixture(ruleset_id)
    hand, _, total, lines = next(x for x in OPTIONAL_CASES if x[1] == case)
    check(rs, hand, "H", total, lines)


def _trickster(values: dict[str, Any], run_extras: str = "none") -> Ruleset:
    return doc("trickster", meld={"values": values, "run_extras": run_extras})


EXTRAS = {"run_extra_king": {"1": 190}, "run_extra_queen": {"1": 190}, "run_extra_marriage": {"1": 230}}


def test_003_run_with_extra_marriage_without_double_royal_option() -> None:
    """003 'Run with extra K/Q/KQ' alone: A 10 K K Q Q J of trump is a 230 run with extra marriage."""
    rs = _trickster(EXTRAS, "named")
    check(rs, "AH TH KH KH QH QH JH", "H", 230, {("run_extra_marriage", "H", 1, 230)})
    check(rs, "AH TH KH KH QH JH 9H", "H", 200, {("run_extra_king", "H", 1, 190), ("nine_of_trump", "H", 1, 10)})


def test_003_without_optional_melds_extra_kq_is_a_royal_marriage() -> None:
    rs = _trickster({})
    check(rs, "AH TH KH KH QH QH JH", "H", 190, {("run", "H", 1, 150), ("royal_marriage", "H", 1, 40)})
    check(rs, "AH TH KH KH QH JH", "H", 150, {("run", "H", 1, 150)})


def test_003_double_royal_marriage_table_as_the_document_gives_it() -> None:
    """003 'Double royal marriage: Adds a 300-point meld'; the schema says this table 'needs no key 1'."""
    rs = _trickster({"double_royal_marriage": {"2": 300}, **EXTRAS}, "named")
    check(rs, "AH TH KH KH QH QH JH", "H", 300, {("double_royal_marriage", "H", 2, 300)})


def test_003_double_deck_triple_and_quadruple_royal_marriage() -> None:
    """003: 'In double deck, this also enables Triple Royal Marriage for 600/60 and Quadruple for 900/90.'"""
    rs = Ruleset.from_dict(
        {
            **doc("trickster").to_dict(),
            "deck": "double80",
            "hand_size": 20,
            "deal": {"schedule": [{"to": "each", "count": 4}] * 5},
            "meld": {
                "values": {
                    **{k: v for k, v in doc("trickster").to_dict()["meld"]["values"].items() if k != "nine_of_trump"},
                    "double_royal_marriage": {"2": 300, "3": 600, "4": 900},
                },
            },
        }
    )
    check(rs, "KH KH KH QH QH QH", "H", 600, {("double_royal_marriage", "H", 3, 600)})
    check(rs, "KH KH KH KH QH QH QH QH", "H", 900, {("double_royal_marriage", "H", 4, 900)})


def test_003_double_royal_marriage_alongside_the_run_options() -> None:
    rs = _trickster({"double_royal_marriage": {"2": 300}, **EXTRAS}, "named")
    check(rs, "KH KH QH QH", "H", 300, {("double_royal_marriage", "H", 2, 300)})
    check(rs, "AH TH KH KH QH JH", "H", 190, {("run_extra_king", "H", 1, 190)})
    check(rs, "AH AH TH TH KH KH QH QH JH JH", "H", 1500, {("run", "H", 2, 1500)})
    check(rs, "KH QH", "H", 40, {("royal_marriage", "H", 1, 40)})
    only_drm = _trickster({"double_royal_marriage": {"2": 300}})
    check(only_drm, "AH TH KH KH QH QH JH", "H", 300, {("double_royal_marriage", "H", 2, 300)})


@pytest.mark.parametrize("ruleset_id", [_param("trickster-double-deck-double-royal-marriage")])
def test_003_double_deck_royal_marriage_multiples_fixture(ruleset_id: str) -> None:
    """003: double royal marriage 300, 'In double deck, this also enables Triple Royal Marriage
    for 600/60 and Quadruple for 900/90'; not with a double run."""
    rs = fixture(ruleset_id)
    check(rs, "KH KH QH QH", "H", 300, {("double_royal_marriage", "H", 2, 300)})
    check(rs, "KH KH KH QH QH QH", "H", 600, {("double_royal_marriage", "H", 3, 600)})
    check(rs, "KH KH KH KH QH QH QH QH", "H", 900, {("double_royal_marriage", "H", 4, 900)})
    check(
        rs,
        "AH AH TH TH KH KH KH KH QH QH QH QH JH JH",
        "H",
        1500 + 80,
        {("run", "H", 2, 1500), ("royal_marriage", "H", 2, 80)},
    )


# ------------------------------------------------------------------------------------- 004
PENN = ["penn-3", "penn-4", "penn-4-auction", "penn-4-pass-3", "penn-4-double-pinochle-16"]


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in PENN])
def test_004_meld_in_steps_2_and_6(ruleset_id: str) -> None:
    """004: arounds 10/8/6/4, marriage 2 each, pinochle 4, run 15, trump marriage 4 each, 9 of
    trump 1 each; 'using two K/spades and one Q/spades is not allowed to form two marriages'."""
    rs = fixture(ruleset_id)
    check(rs, "KS KS QS", "D", 2, {("common_marriage", "S", 1, 2)})
    check(rs, "KS KS QS QS KH QH", "D", 6, {("common_marriage", "S", 2, 4), ("common_marriage", "H", 1, 2)})
    check(rs, "KD KD QD QD", "D", 8, {("royal_marriage", "D", 2, 8)})
    check(rs, "9D 9D", "D", 2, {("nine_of_trump", "D", 2, 2)})
    check(
        rs,
        "AS AH AD AC KS KH KD KC QS QH QD QC",
        "D",
        10 + 8 + 6 + 2 + 2 + 2 + 4,
        {
            ("aces_around", None, 1, 10),
            ("kings_around", None, 1, 8),
            ("queens_around", None, 1, 6),
            ("common_marriage", "S", 1, 2),
            ("common_marriage", "H", 1, 2),
            ("common_marriage", "C", 1, 2),
            ("royal_marriage", "D", 1, 4),
        },
    )


# ----------------------------------------------------------- order independence and misc
HANDS = [
    ("AH TH KH KH QH QH JH 9H QS JD KS AS AD AC", "H"),
    ("KS QS KH QH KD QD KC QC JD QS 9C", "C"),
    ("AS AS AH AH AD AD AC AC JS JH JD JC", "D"),
]


@pytest.mark.parametrize("ruleset_id", [_param(rid) for rid in SPECS])
def test_meld_does_not_depend_on_card_order(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    rng = random.Random(7)
    for text, trump in HANDS:
        hand = list(parse_cards(text))
        if not SPECS[ruleset_id]["nines"]:
            hand = [x for x in hand if x.rank != "9"]
        base = meld(rs, hand, trump)
        for _ in range(5):
            rng.shuffle(hand)
            again = meld(rs, tuple(hand), trump)
            assert again == base
        assert meld(rs, list(reversed(hand)), trump) == base


def test_meld_result_json_shape() -> None:
    rs = doc("bruce")
    out = meld(rs, parse_cards("KS QS JD"), "H").to_json()
    assert out == {
        "lines": [
            {"meld": "common_marriage", "suit": "S", "multiplicity": 1, "points": 2},
            {"meld": "pinochle", "suit": None, "multiplicity": 1, "points": 4},
        ],
        "total": 6,
    }


def test_empty_hand_has_no_meld() -> None:
    result = meld(doc("bruce"), (), "S")
    assert result.total == 0 and result.lines == ()


def test_multiplicity_table_groups() -> None:
    """Schema: 'A count above the largest key is scored as groups of the largest key first'."""
    assert multiple_value({1: 4, 2: 8}, 3) == 12
    assert multiple_value({1: 4, 2: 30}, 3) == 34
    assert multiple_value({1: 40, 2: 300, 3: 600}, 4) == 640
    assert multiple_value({1: 10}, 2) == 20


def test_source_documents_are_cited() -> None:
    assert doc("trickster").source.document == DOC_003
