"""Issue 32 (r002): the engine options for three readings, exercised directly, and the step
that patches several options of a named ruleset.

``discard_draw.limit`` share_remainder_first (000: the cards an even split of the stock leaves
over go to the first drawers), ``partner.no_ace_or_ten`` next_rank (002 main text: the search
for a partner goes on to the kings) and ``partner.unheld_call`` refused (002 comment 1: a card
nobody else holds may not be called).
"""

from __future__ import annotations

from typing import Any

import pytest
from _unit_rulesets import cards

from conformance_report.rulesets import load_document
from conformance_report.spec.context import ScenarioError
from conformance_report.spec.steps import built_ruleset_id, ruleset_patches
from reference_engine.actions import Action
from reference_engine.errors import IllegalActionError
from reference_engine.readings import set_option
from reference_engine.ruleset import Ruleset
from reference_engine.state import Deal, HandState


def _rs(rid: str, *patches: tuple[str, Any]) -> Ruleset:
    doc = load_document(rid)
    for path, value in patches:
        doc = set_option(doc, path, value)
    return Ruleset.from_dict(doc)


def _deal(hands: list[str], kitty: str = "", stock: str = "") -> Deal:
    return Deal(tuple(cards(h) for h in hands), cards(kitty), cards(stock))


def _apply(st: HandState, *actions: str) -> HandState:
    for text in actions:
        st = st.apply(text, seat=st.current_player())
    return st


def _rule(st: HandState, action: str) -> str:
    with pytest.raises(IllegalActionError) as info:
        st.apply(action, seat=st.current_player())
    return info.value.rule


# 7-card with five players (features/000_bruce/discard-draw.feature): 13 cards undealt
SEVEN_FIVE = _deal(
    [
        "A♠ 10♠ K♠ Q♠ J♠ 9♠ A♥",
        "A♥ 10♥ K♥ Q♥ J♥ 9♥ 10♠",
        "A♦ 10♦ K♦ Q♦ J♦ 9♦ K♠",
        "A♣ 10♣ K♣ Q♣ J♣ 9♣ Q♠",
        "9♠ 9♥ 9♦ 9♣ J♠ 10♥ K♥",
    ],
    stock="A♠ Q♥ J♥ A♦ 10♦ K♦ Q♦ J♦ A♣ 10♣ K♣ Q♣ J♣",
)
BIDDING = ("bid 2", "pass", "pass", "pass", "pass", "trump H")


def _limits(rs: Ruleset) -> list[int]:
    """The largest exchange each player may make, in drawing order, exchanging one card each."""
    st = _apply(HandState.new(rs, SEVEN_FIVE, dealer=0), *BIDDING)
    out = []
    while st.phase == "exchange":
        sizes = {len(a.cards) for a in st.legal_actions()}
        out.append(max(sizes))
        st = st.apply(Action("exchange", cards=st.hands[st.current_player()][:1]), seat=st.current_player())
    return out


def test_an_even_split_rounds_down_for_everyone() -> None:
    assert _limits(_rs("bruce-7", ("players", 5))) == [2, 2, 2, 2, 2]  # 13 // 5


def test_the_cards_left_over_go_to_the_first_drawers_from_the_bid_winner() -> None:
    rs = _rs("bruce-7", ("players", 5), ("discard_draw.limit", "share_remainder_first"))
    assert _limits(rs) == [3, 3, 3, 2, 2]  # seats 1, 2, 3 then 4, 0: 13 = 3 * 3 + 2 * 2
    st = _apply(HandState.new(rs, SEVEN_FIVE, dealer=0), *BIDDING, "exchange 10S 9H JH", "exchange KS 9D JD")
    st = _apply(st, "exchange QS 9C JC")
    assert _rule(st, "exchange 9S JS TH") == "exchange.over-limit"


def test_with_four_players_nothing_is_left_over() -> None:
    for rid in ("bruce-5", "bruce-7"):
        doc = load_document(rid)
        even = Ruleset.from_dict(doc)
        first = Ruleset.from_dict(set_option(doc, "discard_draw.limit", "share_remainder_first"))
        st_even = HandState.random(even, seed=5)
        st_first = HandState.random(first, seed=5)
        while st_even.phase != "exchange":
            action = st_even.legal_actions()[0]
            st_even, st_first = st_even.apply(action), st_first.apply(action)
        assert st_even.legal_actions() == st_first.legal_actions()


# 002 main text (features/002_family/partner.feature): seat 1 and the widow hold every ace and
# ten of spades; seat 3 is the first to seat 1's left with a king of spades
ALL_ACES_TENS = _deal(
    [
        "K♠ Q♠ J♠ A♥ 10♥ Q♥ Q♥ J♥ A♦ J♦ A♣ 10♣ K♣ K♣ Q♣",
        "A♠ A♠ A♠ 10♠ 10♠ 10♠ K♠ Q♥ J♥ 10♦ Q♦ Q♦ J♦ Q♣ J♣",
        "A♥ A♥ K♥ A♦ A♦ 10♦ K♦ K♦ K♦ Q♦ A♣ 10♣ 10♣ K♣ Q♣",
        "K♠ Q♠ J♠ J♠ K♥ J♥ J♥ 10♦ 10♦ K♦ J♦ A♣ A♣ 10♣ K♣",
        "K♠ Q♠ Q♠ J♠ A♥ 10♥ 10♥ 10♥ K♥ K♥ Q♥ Q♦ J♣ J♣ J♣",
    ],
    kitty="A♠ 10♠ A♦ J♦ Q♣",
)


@pytest.mark.parametrize(("value", "partner"), [("alone", None), ("next_rank", 3)])
def test_a_bidder_holding_every_ace_and_ten_of_trump(value: str, partner: int | None) -> None:
    for rid in ("family-5-shore", "family-5-michigan"):
        rs = _rs(rid, ("partner.no_ace_or_ten", value))
        st = _apply(HandState.new(rs, ALL_ACES_TENS, dealer=0), "bid 52", "pass", "pass", "pass", "pass", "trump S")
        assert st.partner == partner


def test_the_search_down_the_ranks_still_takes_an_ace_first() -> None:
    rs = _rs("family-5-shore", ("partner.no_ace_or_ten", "next_rank"))
    st = _apply(HandState.new(rs, ALL_ACES_TENS, dealer=0), "bid 52", "pass", "pass", "pass", "pass", "trump H")
    assert st.partner == 2  # seat 2, left of seat 1, holds two aces of hearts


# 002 comment 1 (features/002_family/partner.feature): seat 3 bids, names hearts and, with the
# widow, holds all four kings of hearts
KINGS_OF_HEARTS = _deal(
    [
        "10♠ 10♠ K♠ K♠ A♥ A♥ 10♥ J♥ J♥ A♦ K♦ K♦ Q♦ J♦ A♣",
        "A♠ A♠ J♠ A♥ 10♥ Q♥ Q♥ J♥ J♥ A♣ K♣ K♣ Q♣ Q♣ J♣",
        "K♠ Q♠ Q♠ 10♥ A♦ A♦ 10♦ K♦ Q♦ J♦ J♦ 10♣ 10♣ Q♣ J♣",
        "10♠ Q♠ J♠ J♠ A♥ 10♥ K♥ K♥ K♥ 10♦ Q♦ Q♦ 10♣ K♣ J♣",
        "10♠ K♠ Q♠ J♠ Q♥ Q♥ A♦ 10♦ K♦ J♦ A♣ 10♣ K♣ Q♣ J♣",
    ],
    kitty="A♠ A♠ K♥ 10♦ A♣",
)


def _at_call(value: str) -> HandState:
    rs = _rs("family-5-called-card", ("partner.unheld_call", value))
    st = _apply(HandState.new(rs, KINGS_OF_HEARTS, dealer=0), "pass", "pass", "bid 50", "pass", "pass", "trump H")
    assert st.phase == "call"
    return st


def test_a_call_nobody_else_can_answer_stands_and_the_bidder_plays_alone() -> None:
    st = _at_call("alone")
    assert Action("call", cards=cards("K♥")) in st.legal_actions()
    assert st.apply("call KH").partner is None


def test_read_as_refused_a_call_nobody_else_can_answer_is_refused() -> None:
    st = _at_call("refused")
    calls = st.legal_actions()
    assert Action("call", cards=cards("K♥")) not in calls
    assert len(calls) == 19  # every other card of the 20 someone else holds a copy of
    assert _rule(st, "call KH") == "partner.card-unheld"
    assert st.apply("call AS").partner == 1  # seats 4 and 0 hold no ace of spades, seat 1 two


def test_several_patches_in_one_step() -> None:
    assert ruleset_patches("players", '5 and discard_draw.limit set to "share_remainder_first"') == [
        ("players", 5),
        ("discard_draw.limit", "share_remainder_first"),
    ]
    # one patch keeps the id it always had; two hash both
    assert built_ruleset_id("family-5-shore", "play.identical_first_wins", "false") == "family-5-shore-5161ed6a"
    two = built_ruleset_id("bruce-7", "players", '5 and discard_draw.limit set to "share_remainder_first"')
    assert two.startswith("bruce-7-") and two != built_ruleset_id("bruce-7", "players", "5")
    with pytest.raises(ScenarioError, match=r"discard_draw\.limit"):
        ruleset_patches("players", "5 and discard_draw.limit set to share_remainder_first")
