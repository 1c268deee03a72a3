"""The auction (reference_engine.bidding.run_auction) per document.

000 "The Bid": one chance each from the dealer's left, start as low as 1, must beat the previous
bid or pass, dealer wins for 1 if all pass.  001: the player left of the dealer is 'in' for 250
(150 three-handed, 450 five-handed), 10-point increments, a pass is final; five 9s and no meld
throw the hand in before bidding.  002: one round from 40, dealer stuck at 40; readers: 15 with
the dealer stuck for 12, 10 with the dealer stuck for 9.  003: auction, passing is final, all but
one pass; 'Stick the dealer' or redeal; misdeal with 5+ nines as a first bid.  004: one round
from the dealer's left, start at 20, a 'save' of 20 forces at least 21, dealer stuck with 20 (16
three-handed), misdeal on six 9s.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pytest
from _unit_rulesets import cards, doc, fixture

from reference_engine.bidding import (
    MISDEAL,
    PASS,
    AuctionError,
    AuctionStatus,
    Bid,
    bid_rule,
    minimum_next,
    run_auction,
)
from reference_engine.ruleset import Ruleset
from reference_engine.state import may_call_misdeal

P = PASS


Bids = Sequence[tuple[int, Bid]]


def auction(rs: Ruleset, dealer: int, bids: Bids, misdeal: Sequence[bool] | None = None) -> AuctionStatus:
    return run_auction(rs, dealer, list(bids), misdeal)


def illegal(rs: Ruleset, dealer: int, bids: Bids, misdeal: Sequence[bool] | None = None) -> str:
    with pytest.raises(AuctionError) as info:
        run_auction(rs, dealer, list(bids), misdeal)
    return info.value.rule


def seq(first: int, n: int, *bids: Bid) -> list[tuple[int, Bid]]:
    """Bids in turn order from seat ``first`` (single round: everyone once)."""
    return [((first + i) % n, b) for i, b in enumerate(bids)]


# ------------------------------------------------------------------------- order of bidding
@pytest.mark.parametrize(
    ("ruleset_id", "dealer", "first"),
    [("bruce-7", 0, 1), ("bruce-7", 3, 0), ("penn-4", 2, 3), ("family-5-shore", 4, 0), ("trickster-classic", 1, 2)],
)
def test_bidding_starts_left_of_the_dealer(ruleset_id: str, dealer: int, first: int) -> None:
    rs = fixture(ruleset_id)
    st = auction(rs, dealer, [])
    assert st.status == "open"
    assert st.next_bidder == first
    assert st.minimum_bid == rs.bidding.minimum
    assert st.winner is None and st.contract is None


def test_out_of_turn_bid() -> None:
    rs = fixture("penn-4")
    assert illegal(rs, 0, [(2, 20)]) == "turn.out-of-turn"
    assert illegal(rs, 0, [(1, 20), (1, 21)]) == "turn.out-of-turn"


# ------------------------------------------------------------------------------ single round
@pytest.mark.parametrize("ruleset_id", ["bruce-5", "bruce-7"])
def test_000_one_chance_each_dealer_last(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    st = auction(rs, 0, [(1, 1), (2, P), (3, 5)])
    assert (st.status, st.next_bidder, st.minimum_bid, st.high_bidder) == ("open", 0, 6, 3)
    st = auction(rs, 0, [(1, 1), (2, P), (3, 5), (0, P)])
    assert (st.status, st.winner, st.contract) == ("won", 3, 5)
    # the player who bid 1 does not get a second chance
    assert illegal(rs, 0, [(1, 1), (2, P), (3, 5), (0, P), (1, 6)]) == "bid.auction-closed"


@pytest.mark.parametrize("ruleset_id", ["bruce-5", "bruce-7"])
def test_000_bidding_can_start_as_low_as_1_and_must_beat(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    assert rs.bidding.minimum == 1
    assert auction(rs, 0, [(1, 1)]).minimum_bid == 2
    assert illegal(rs, 0, [(1, 3), (2, 3)]) == "bid.not-higher"
    assert illegal(rs, 0, [(1, 3), (2, 2)]) == "bid.not-higher"
    assert auction(rs, 0, [(1, 3), (2, 4)]).high_bidder == 2


@pytest.mark.parametrize("ruleset_id", ["bruce-5", "bruce-7"])
def test_000_dealer_wins_for_1_when_everyone_passes(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    st = auction(rs, 2, seq(3, 4, P, P, P, P))
    assert (st.status, st.winner, st.contract) == ("won", 2, 1)


@pytest.mark.parametrize(
    ("ruleset_id", "stuck"),
    [
        ("family-5-shore", 40),  # 002: 'the dealer is the bidder, and has effectively bid 40'
        ("family-5-michigan", 40),
        ("family-5-cutthroat", 12),  # 002 comment: 'Bidding started at 15 ... his bid was just 12'
        ("family-5-single-deck", 9),  # 002 comment: 'Opening bid is only 10 with the dealer being stuck for 9'
        ("family-5-called-card", 50),  # 002 comment 1: 'Bidding starts at 50'
        ("penn-4", 20),  # 004: stuck with the lowest bid, 20 four-handed
        ("penn-3", 16),  # 004 (3): 16
        ("trickster-classic-stick-dealer", 150),  # 003 'Stick the dealer'
    ],
)
def test_dealer_stuck_amount(ruleset_id: str, stuck: int) -> None:
    rs = fixture(ruleset_id)
    n = rs.players
    dealer = 1
    st = auction(rs, dealer, seq(dealer + 1, n, *([P] * n)))
    assert (st.status, st.winner, st.contract) == ("won", dealer, stuck)
    assert st.high_bidder is None


@pytest.mark.parametrize(
    ("ruleset_id", "minimum", "stuck"), [("family-5-cutthroat", 15, 12), ("family-5-single-deck", 10, 9)]
)
def test_stuck_amount_may_be_below_the_minimum_bid(ruleset_id: str, minimum: int, stuck: int) -> None:
    rs = fixture(ruleset_id)
    assert rs.bidding.minimum == minimum
    assert illegal(rs, 0, [(1, stuck)]) == "bid.below-minimum"
    st = auction(rs, 0, seq(1, 5, P, P, P, P, P))
    assert st.contract == stuck < minimum


@pytest.mark.parametrize("ruleset_id", ["penn-4", "penn-4-double-pinochle-16"])
def test_004_one_round_and_the_save(ruleset_id: str) -> None:
    """004: a 'save' bid, being the same as 20, means anyone not passing must bid at least 21;
    'There may be only one round'."""
    rs = fixture(ruleset_id)
    st = auction(rs, 0, [(1, 20)])
    assert st.minimum_bid == 21
    assert illegal(rs, 0, [(1, 20), (2, 20)]) == "bid.not-higher"
    st = auction(rs, 0, [(1, 20), (2, 21), (3, P), (0, 25)])
    assert (st.status, st.winner, st.contract) == ("won", 0, 25)
    assert illegal(rs, 0, [(1, 20), (2, 21), (3, P), (0, 25), (1, 26)]) == "bid.auction-closed"


def test_004_dealer_may_still_bid_after_three_passes() -> None:
    rs = fixture("penn-4")
    st = auction(rs, 0, [(1, P), (2, P), (3, P)])
    assert (st.status, st.next_bidder) == ("open", 0)
    st = auction(rs, 0, [(1, P), (2, P), (3, P), (0, 23)])
    assert (st.status, st.winner, st.contract) == ("won", 0, 23)


def test_003_single_round_option_redeals_when_all_pass() -> None:
    rs = fixture("trickster-classic-single-round")
    st = auction(rs, 0, [(1, 150), (2, P), (3, 200)])
    assert (st.status, st.next_bidder) == ("open", 0)
    assert auction(rs, 0, [(1, 150), (2, P), (3, 200), (0, P)]).winner == 3
    assert auction(rs, 0, [(1, P), (2, P), (3, P), (0, P)]).status == "redeal"


# ----------------------------------------------------------------------------------- auction
@pytest.mark.parametrize("ruleset_id", ["trickster-classic", "trickster-classic-stick-dealer", "penn-4-auction"])
def test_auction_goes_round_and_passing_is_final(ruleset_id: str) -> None:
    """003: 'Once a player has passed, he or she is out of the bidding. When all but one player
    has passed, the remaining high bidder becomes the declarer.'"""
    rs = fixture(ruleset_id)
    lo, inc = rs.bidding.minimum, rs.bidding.increment
    bids: list[tuple[int, Bid]] = [(1, lo), (2, P), (3, lo + inc), (0, P), (1, lo + 2 * inc)]
    st = auction(rs, 0, bids)
    assert (st.status, st.next_bidder, st.minimum_bid, st.high_bidder) == ("open", 3, lo + 3 * inc, 1)
    # seat 2 passed: it may not come back in
    assert illegal(rs, 0, [*bids, (2, lo + 3 * inc)]) == "turn.out-of-turn"
    st = auction(rs, 0, [*bids, (3, lo + 3 * inc)])
    assert st.next_bidder == 1  # seats 2 and 0 are skipped
    st = auction(rs, 0, [*bids, (3, lo + 3 * inc), (1, P)])
    assert (st.status, st.winner, st.contract) == ("won", 3, lo + 3 * inc)


def test_auction_ends_when_all_but_the_high_bidder_have_passed() -> None:
    rs = fixture("trickster-classic")
    st = auction(rs, 0, [(1, 150), (2, P), (3, P), (0, P)])
    assert (st.status, st.winner, st.contract) == ("won", 1, 150)
    assert illegal(rs, 0, [(1, 150), (2, P), (3, P), (0, P), (1, 160)]) == "bid.auction-closed"


def test_003_redeal_when_everyone_passes() -> None:
    """003 'Stick the dealer: No ... cards are redealt if all players pass'."""
    rs = fixture("trickster-classic")
    st = auction(rs, 3, seq(0, 4, P, P, P, P))
    assert st.status == "redeal"
    assert st.winner is None and st.contract is None


def test_003_stuck_dealer_must_bid_when_the_others_pass() -> None:
    """003 'Stick the dealer: Yes means the dealer must bid if the other three players passed'."""
    rs = fixture("trickster-classic-stick-dealer")
    st = auction(rs, 0, [(1, P), (2, P), (3, P)])
    assert (st.status, st.next_bidder, st.minimum_bid) == ("open", 0, 150)
    assert auction(rs, 0, [(1, P), (2, P), (3, P), (0, 170)]).contract == 170
    st = auction(rs, 0, [(1, P), (2, P), (3, P), (0, P)])
    assert (st.status, st.winner, st.contract) == ("won", 0, 150)


def test_004_three_handed_auction_stops_after_two_passes() -> None:
    """004 (3): 'bidding stops only after 2 players pass'."""
    rs = fixture("penn-3")
    st = auction(rs, 0, [(1, 16), (2, 17), (0, P), (1, 18)])
    assert (st.status, st.next_bidder) == ("open", 2)
    st = auction(rs, 0, [(1, 16), (2, 17), (0, P), (1, 18), (2, P)])
    assert (st.status, st.winner, st.contract) == ("won", 1, 18)


# ------------------------------------------------------------------- 001 first bidder opens
@pytest.mark.parametrize(
    ("ruleset_id", "opening"), [("peterson-4", 250), ("peterson-3", 150), ("peterson-5", 450), ("peterson-6", 450)]
)
def test_001_first_player_left_of_the_dealer_is_in(ruleset_id: str, opening: int) -> None:
    """001: 'first player to dealer's left is "in" for 250 points, and bidding proceeds to the
    left, usually in 10 point increments'; three-handed 150; five-handed 450."""
    rs = fixture(ruleset_id)
    n = rs.players
    dealer = n - 1
    st = auction(rs, dealer, [])
    assert (st.status, st.next_bidder, st.minimum_bid, st.high_bidder) == ("open", 1, opening + 10, 0)
    st = auction(rs, dealer, [(s, P) for s in range(1, n)])
    assert (st.status, st.winner, st.contract) == ("won", 0, opening)
    assert illegal(rs, dealer, [(1, opening)]) == "bid.not-higher"
    assert illegal(rs, dealer, [(0, opening + 10)]) == "turn.out-of-turn"


def test_001_opener_may_raise_later_and_may_pass() -> None:
    rs = fixture("peterson-4")
    st = auction(rs, 0, [(2, 260), (3, P), (0, P)])
    assert (st.next_bidder, st.minimum_bid, st.high_bidder) == (1, 270, 2)
    assert auction(rs, 0, [(2, 260), (3, P), (0, P), (1, 300), (2, P)]).contract == 300
    st = auction(rs, 0, [(2, 260), (3, P), (0, P), (1, P)])
    assert (st.status, st.winner, st.contract) == ("won", 2, 260)


# -------------------------------------------------------------------------------- increments
@pytest.mark.parametrize(
    ("ruleset_id", "good", "bad"),
    [
        ("peterson-4", 270, 265),  # 001: 10-point increments
        ("trickster-classic", 160, 155),  # 003: Classic bids are multiples of 10
        ("trickster-modern", 16, None),  # 003: Modern bids increment by 1
        ("penn-4", 21, None),
    ],
)
def test_increments(ruleset_id: str, good: int, bad: int | None) -> None:
    rs = fixture(ruleset_id)
    assert bid_rule(rs, rs.bidding.minimum, good) is None
    if bad is not None:
        assert bid_rule(rs, rs.bidding.minimum, bad) == "bid.off-increment"
    assert minimum_next(rs, None) == rs.bidding.minimum
    assert minimum_next(rs, rs.bidding.minimum) == rs.bidding.minimum + rs.bidding.increment


# ----------------------------------------------------------------------- illegal bid codes
@pytest.mark.parametrize(
    ("ruleset_id", "bids", "code"),
    [
        ("trickster-classic", [(1, 140)], "bid.below-minimum"),
        ("trickster-classic", [(1, 150), (2, 150)], "bid.not-higher"),
        ("trickster-classic", [(1, 150), (2, 140)], "bid.below-minimum"),
        ("trickster-classic", [(1, 155)], "bid.off-increment"),
        ("trickster-classic", [(1, 2010)], "bid.above-maximum"),
        ("trickster-classic", [(2, 150)], "turn.out-of-turn"),
        ("trickster-classic", [(1, "double")], "bid.malformed"),
        ("trickster-classic", [(1, True)], "bid.malformed"),
        ("trickster-classic", [(1, 150), (2, P), (3, P), (0, P), (1, P)], "bid.auction-closed"),
        ("trickster-classic", [(1, MISDEAL)], "bid.misdeal-not-allowed"),
        ("penn-4", [(1, 19)], "bid.below-minimum"),
        ("penn-4", [(1, 101)], "bid.above-maximum"),
        ("bruce-7", [(1, 0)], "bid.below-minimum"),
    ],
)
def test_illegal_bid_rule_codes(ruleset_id: str, bids: list[tuple[int, Bid]], code: str) -> None:
    assert illegal(fixture(ruleset_id), 0, bids) == code


def test_auction_error_reports_the_first_illegal_bid() -> None:
    rs = fixture("trickster-classic")
    with pytest.raises(AuctionError) as info:
        run_auction(rs, 0, [(1, 150), (2, 155), (3, 140)])
    assert info.value.rule == "bid.off-increment"
    assert "155" in str(info.value)


# ------------------------------------------------------------------------------------ misdeal
def test_001_throw_in_before_bidding_with_five_nines_and_no_meld() -> None:
    """001 optional rule: five 9s and no meld: throw in the hand before bidding begins."""
    rs = fixture("peterson-4-throw-in")
    ok = [False, False, True, True]
    assert auction(rs, 0, [(2, MISDEAL)], ok).status == "redeal"
    assert illegal(rs, 0, [(2, MISDEAL)], [True, True, False, True]) == "bid.misdeal-not-allowed"
    assert illegal(rs, 0, [(2, MISDEAL)], None) == "bid.misdeal-not-allowed"
    assert auction(rs, 0, [(2, P), (3, MISDEAL)], ok).status == "redeal"


def test_001_throw_in_is_too_late_once_someone_has_bid() -> None:
    rs = fixture("peterson-4-throw-in")
    assert illegal(rs, 0, [(2, 260), (3, MISDEAL)], [False, False, True, True]) == "bid.misdeal-not-allowed"


def test_001_the_opener_may_also_throw_in() -> None:
    rs = fixture("peterson-4-throw-in")
    assert auction(rs, 0, [(1, MISDEAL)], [False, True, False, False]).status == "redeal"


def test_001_throw_in_read_as_before_any_call() -> None:
    """001, the other reading of 'before bidding begins': a pass begins it, the forced opening does not."""
    base = fixture("peterson-4-throw-in")
    assert base.bidding.misdeal is not None
    rs = dataclasses.replace(
        base,
        bidding=dataclasses.replace(
            base.bidding, misdeal=dataclasses.replace(base.bidding.misdeal, when="before_any_call")
        ),
    )
    ok = [False, True, False, True]
    assert auction(rs, 0, [(3, MISDEAL)], ok).status == "redeal"  # out of turn, before anyone speaks
    assert auction(rs, 0, [(1, MISDEAL)], ok).status == "redeal"  # the opener, who is in without a call
    assert illegal(rs, 0, [(2, P), (3, MISDEAL)], ok) == "bid.misdeal-not-allowed"
    assert illegal(rs, 0, [(2, P), (1, MISDEAL)], ok) == "bid.misdeal-not-allowed"
    assert auction(base, 0, [(2, P), (3, MISDEAL)], ok).status == "redeal"  # the suite's reading: only a bid


def test_003_misdeal_as_a_first_bid() -> None:
    """003 'Allow misdeal: a player with 5 or more 9s can call a misdeal as their first bid'."""
    rs = fixture("trickster-classic-misdeal")
    ok = [True, True, True, True]
    assert auction(rs, 0, [(1, MISDEAL)], ok).status == "redeal"
    assert auction(rs, 0, [(1, P), (2, MISDEAL)], ok).status == "redeal"
    # not on a second turn
    assert illegal(rs, 0, [(1, 150), (2, P), (3, P), (0, 160), (1, MISDEAL)], ok) == "bid.misdeal-not-allowed"
    assert illegal(rs, 0, [(1, MISDEAL)], [True, False, True, True]) == "bid.misdeal-not-allowed"


def test_003_misdeal_as_first_bid_after_an_earlier_bid() -> None:
    rs = fixture("trickster-classic-misdeal")
    assert auction(rs, 0, [(1, 150), (2, MISDEAL)], [True] * 4).status == "redeal"


def test_no_misdeal_without_the_option() -> None:
    rs = fixture("trickster-classic")
    assert illegal(rs, 0, [(1, MISDEAL)], [True] * 4) == "bid.misdeal-not-allowed"


@pytest.mark.parametrize(
    ("ruleset_id", "hand", "allowed"),
    [
        # 004 note: 'A misdeal may be called if any player is dealt six 9s'
        ("penn-4", "9S 9S 9H 9H 9D 9D AS TH KD QC JC JS", True),
        ("penn-4", "9S 9S 9H 9H 9D AD AS TH KD QC JC JS", False),
        # 003: 5 or more 9s
        ("trickster-classic-misdeal", "9S 9S 9H 9H 9D AD AS TH KD QC JC JS", True),
        ("trickster-classic-misdeal", "9S 9S 9H 9H AD AD AS TH KD QC JC JS", False),
        ("trickster-classic", "9S 9S 9H 9H 9D 9D 9C 9C KD QC JC JS", False),
        # 001: five 9s and no meld (nines of trump aside)
        ("peterson-4-throw-in", "9S 9S 9H 9H 9D AS TH JD JC TC AC TD", True),
        ("peterson-4-throw-in", "9S 9S 9H 9H 9D KC QC JD JC TC AC TD", False),  # a marriage
        ("peterson-4-throw-in", "9S 9S 9H 9H 9D QS JD TH TC AC TD AD", False),  # a pinochle
        ("peterson-4-throw-in", "9S 9S 9H 9H JD AS TH JS JC TC AC TD", False),  # four 9s
    ],
)
def test_who_may_call_a_misdeal(ruleset_id: str, hand: str, allowed: bool) -> None:
    assert may_call_misdeal(fixture(ruleset_id), cards(hand)) is allowed


# ------------------------------------------------------------------------------------- misc
def test_status_json() -> None:
    st = auction(doc("bruce"), 0, [(1, 3), (2, P), (3, P), (0, P)])
    assert st.to_json() == {"status": "won", "next_bidder": None, "minimum_bid": None, "winner": 1, "contract": 3}
    st = auction(doc("bruce"), 0, [(1, 3)])
    assert st.to_json() == {"status": "open", "next_bidder": 2, "minimum_bid": 4, "winner": None, "contract": None}
