"""Dealing by packet schedule, the next dealer, and cutting for the first deal."""

from __future__ import annotations

import pytest

from conformance_report.rulesets import load_ruleset
from reference_engine.cards import Card, make_deck
from reference_engine.cut import cut_for_deal
from reference_engine.errors import IllegalActionError
from reference_engine.state import deal_from, next_dealer


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return [str(c) for c in cards]


def test_000_deals_one_card_at_a_time_from_the_dealers_left_and_keeps_the_rest_as_stock() -> None:
    rs = load_ruleset("bruce-5")
    deck = make_deck("single48")  # AS AS TS TS KS KS QS QS JS JS 9S 9S AH …
    d = deal_from(rs, 3, deck)
    # seat 0 (left of dealer 3) gets cards 1, 5, 9, 13, 17 of the deck
    assert sorted(_codes(d.hands[0])) == sorted(_codes(tuple(deck[i] for i in (0, 4, 8, 12, 16))))
    assert sorted(_codes(d.hands[3])) == sorted(_codes(tuple(deck[i] for i in (3, 7, 11, 15, 19))))
    assert d.stock == tuple(deck[20:]) and d.kitty == ()
    assert next_dealer(rs, 3) == 0


def test_004_three_handed_widow_pattern() -> None:
    rs = load_ruleset("penn-3")
    deck = make_deck("single48")
    d = deal_from(rs, 2, deck)
    # (4 to each, then 1 to the widow) three times, then 3 to each: widow = cards 13, 26 and 39
    assert _codes(d.kitty) == sorted(_codes((deck[12], deck[25], deck[38])), key=lambda c: Card.from_str(c).index)
    assert [len(h) for h in d.hands] == [15, 15, 15]
    assert sorted(_codes(d.hands[0])) == sorted(
        _codes(tuple(deck[0:4]) + tuple(deck[13:17]) + tuple(deck[26:30]) + tuple(deck[39:42]))
    )


@pytest.mark.parametrize(
    ("cut", "rounds", "status", "dealer", "recut"),
    [
        ("highest", [[(0, "KS"), (1, "AH"), (2, "TD"), (3, "9C")]], "decided", 1, ()),
        ("highest", [[(0, "AS"), (1, "AH"), (2, "TD"), (3, "AC")]], "recut", None, (0, 1, 3)),
        (
            "highest",
            [[(0, "AS"), (1, "AH"), (2, "TD"), (3, "AC")], [(3, "QS"), (0, "KD"), (1, "KH")]],
            "recut",
            None,
            (0, 1),
        ),
        (
            "highest",
            [[(0, "AS"), (1, "AH"), (2, "TD"), (3, "AC")], [(3, "QS"), (0, "KD"), (1, "TH")]],
            "decided",
            1,
            (),
        ),
        ("first_ace", [[(2, "KS"), (3, "AH"), (0, "AD"), (1, "9C")]], "decided", 3, ()),
        ("first_ace", [[(2, "KS"), (3, "TH"), (0, "QD"), (1, "9C")]], "recut", None, (0, 1, 2, 3)),
        ("any", [[(0, "AS"), (1, "9H"), (2, "9D"), (3, "9C")]], "no_rule", None, ()),
    ],
)
def test_cutting_for_the_first_deal(
    cut: str, rounds: list[list[tuple[int, str]]], status: str, dealer: int | None, recut: tuple[int, ...]
) -> None:
    rs = load_ruleset("bruce-5")
    rs = type(rs).from_dict({**rs.to_dict(), "cut_for_deal": cut})
    res = cut_for_deal(rs, [[(s, Card.from_str(c)) for s, c in r] for r in rounds])
    assert (res.status, res.dealer, res.recut) == (status, dealer, recut)


def test_only_the_tied_players_cut_again() -> None:
    rs = load_ruleset("bruce-5")
    rounds = [[(0, "AS"), (1, "AH"), (2, "TD"), (3, "9C")], [(0, "KS"), (1, "QH"), (2, "AD")]]
    with pytest.raises(IllegalActionError) as info:
        cut_for_deal(rs, [[(s, Card.from_str(c)) for s, c in r] for r in rounds])
    assert info.value.rule == "cut.wrong-seats"


def test_no_one_cuts_after_the_first_deal_is_decided() -> None:
    rs = load_ruleset("bruce-5")
    rounds = [[(0, "AS"), (1, "9H"), (2, "KC"), (3, "QD")], [(1, "AD"), (3, "TS")]]
    with pytest.raises(IllegalActionError) as info:
        cut_for_deal(rs, [[(s, Card.from_str(c)) for s, c in r] for r in rounds])
    assert info.value.rule == "cut.wrong-seats"
