"""Cards and decks (reference_engine.cards), from the documents' descriptions of the deck.

000 "The Deck" / 001 "The Play" / 003 "The Deck" / 004 "Phase 2": rank order A, 10, K, Q, J, 9.
001 table and 003 "The Deck": single deck 48 cards (2 of each), double deck 80 (4 of each, no 9s);
002 reader comment: two pinochle decks of 96 cards (nines kept).
"""

from __future__ import annotations

from collections import Counter

import pytest

from reference_engine.cards import (
    ALL_CARDS,
    RANKS,
    SUITS,
    Card,
    card,
    counts_of,
    format_cards,
    make_deck,
    parse_cards,
    remove_cards,
)
from reference_engine.errors import MalformedCardError, PinochleError

CANONICAL = [r + s for s in "SHDC" for r in "ATKQJ9"]


def test_there_are_24_distinct_cards_in_canonical_order() -> None:
    assert [str(x) for x in ALL_CARDS] == CANONICAL
    assert len(set(ALL_CARDS)) == 24
    assert SUITS == ("S", "H", "D", "C")
    assert RANKS == ("A", "T", "K", "Q", "J", "9")


@pytest.mark.parametrize("code", CANONICAL)
def test_canonical_code_round_trips(code: str) -> None:
    x = Card.from_str(code)
    assert str(x) == code
    assert Card.from_str(str(x)) is x
    assert x.rank == code[0] and x.suit == code[1]
    assert card(code) is x
    assert eval(repr(x), {"Card": Card}) is x


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("10♠", "TS"),
        ("10s", "TS"),
        ("10S", "TS"),
        ("ten of spades", "TS"),
        ("Ten Of Spades", "TS"),
        ("Q♠", "QS"),
        ("q♠", "QS"),
        ("J♦", "JD"),
        ("jack of diamonds", "JD"),
        ("A♥", "AH"),
        ("ace of hearts", "AH"),
        ("K♣", "KC"),
        ("king of clubs", "KC"),
        ("9♦", "9D"),
        ("nine of diamonds", "9D"),
        ("queen of spades", "QS"),
        ("as", "AS"),
        ("10♣", "TC"),
        ("10 of clubs", "TC"),
        ("  10♥ ", "TH"),
        ("Q♤", "QS"),
        ("10♡", "TH"),
    ],
)
def test_lenient_forms_parse_to_the_canonical_card(text: str, code: str) -> None:
    assert Card.from_str(text) is Card.from_str(code)


@pytest.mark.parametrize(
    "bad", ["", "XS", "1S", "2S", "8H", "AX", "TZ", "10", "S", "QQ", "ten of swords", "AS AH", "11S"]
)
def test_malformed_codes_raise_a_value_error_naming_the_input(bad: str) -> None:
    with pytest.raises(MalformedCardError) as info:
        Card.from_str(bad)
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value, PinochleError)
    assert repr(bad) in str(info.value)


@pytest.mark.parametrize("bad", [None, 12, b"AS", ("A", "S")])
def test_non_string_card_codes_raise_malformed_card_error(bad: object) -> None:
    with pytest.raises(MalformedCardError) as info:
        Card.from_str(bad)  # type: ignore[arg-type]
    assert repr(bad) in str(info.value)


def test_parse_cards_names_the_bad_card_and_its_position() -> None:
    with pytest.raises(MalformedCardError) as info:
        parse_cards("AS 10♠ ZZ")
    msg = str(info.value)
    assert "ZZ" in msg
    assert "card 3" in msg


def test_parse_cards_accepts_lists_and_separators_and_sorts() -> None:
    assert [str(x) for x in parse_cards("9C, QS  10♠\tJD")] == ["TS", "QS", "JD", "9C"]
    assert parse_cards(["ten of spades", "AS"]) == (Card.from_str("AS"), Card.from_str("TS"))
    assert parse_cards("") == ()


def test_format_cards_is_canonical_and_sorted() -> None:
    assert format_cards(parse_cards("9C QS TS JD TS")) == "TS TS QS JD 9C"


def test_display_uses_10_and_suit_symbols() -> None:
    assert Card.from_str("TC").display() == "10♣"
    assert Card.from_str("QS").display() == "Q♠"
    assert Card.from_str("9D").display() == "9♦"


def test_cards_are_immutable_and_interned() -> None:
    x = Card.from_str("AS")
    with pytest.raises(AttributeError):
        x.rank = "K"  # type: ignore[misc]
    assert Card.from_str("A♠") is x
    assert hash(x) == x.index


def test_rank_order_is_a_10_k_q_j_9() -> None:
    """Every document: A (highest), 10, K, Q, J, 9 (lowest); the 10 outranks the K."""
    order = ["A", "T", "K", "Q", "J", "9"]
    for suit in "SHDC":
        hand = [Card.from_str(r + suit) for r in order]
        for i, hi in enumerate(hand):
            for j, lo in enumerate(hand):
                assert hi.beats_in_rank(lo) == (i < j), (hi, lo)
    assert Card.from_str("TH").beats_in_rank(Card.from_str("KH"))
    assert not Card.from_str("KH").beats_in_rank(Card.from_str("TH"))
    assert not Card.from_str("AS").beats_in_rank(Card.from_str("AS"))


@pytest.mark.parametrize(
    ("kind", "size", "copies", "ranks"),
    [
        ("single48", 48, 2, "ATKQJ9"),
        ("double80", 80, 4, "ATKQJ"),
        ("double96", 96, 4, "ATKQJ9"),
    ],
)
def test_deck_sizes_and_exact_composition(kind: str, size: int, copies: int, ranks: str) -> None:
    deck = make_deck(kind)
    assert len(deck) == size
    expected = Counter({Card.from_str(r + s): copies for s in "SHDC" for r in ranks})
    assert Counter(deck) == expected
    assert list(deck) == sorted(deck)
    assert sum(counts_of(deck)) == size


def test_double80_has_no_nines() -> None:
    """002: '2 pinochle decks, remove the 9s'; 003: 'rank 10 through Ace'."""
    assert not any(x.rank == "9" for x in make_deck("double80"))


def test_unknown_deck_kind_is_rejected() -> None:
    with pytest.raises(MalformedCardError) as info:
        make_deck("single52")
    assert "single52" in str(info.value)


def test_counts_and_multiset_removal() -> None:
    hand = parse_cards("AS AS TS QS")
    counts = counts_of(hand)
    assert counts[Card.from_str("AS").index] == 2
    assert counts[Card.from_str("QS").index] == 1
    rest = remove_cards(hand, parse_cards("AS QS"))
    assert rest is not None and sorted(rest) == list(parse_cards("AS TS"))
    assert remove_cards(hand, parse_cards("AS AS AS")) is None
    assert remove_cards(hand, parse_cards("KH")) is None
