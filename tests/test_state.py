"""Whole-hand flows through HandState with explicit deals, per document.

000: discard and draw after bidding, the bidder first, at most an equal share of the stock
(7 cards, 4 players: 5).  001: the partner passes four cards, the bidder shows meld and passes
four back (not melded cards); 'playing 1000'; the 5-handed partner is drawn at random.
002: partner = first player left of the bidder with the ace of trump, else the ten, found before
the widow is picked up; the comments' called card (handed over, one card given back; playing
alone).  003: the kitty joins the declarer's hand before trump; misdeal; redeal.  004 (3): the
widow is collected before trump; meld may not be discarded.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterable

import pytest
from _unit_rulesets import cards, codes, doc, fill_deal, fixture

from reference_engine.actions import Action
from reference_engine.cards import make_deck, parse_cards
from reference_engine.errors import IllegalActionError, MalformedActionError, PinochleError
from reference_engine.meld import meld
from reference_engine.ruleset import Ruleset
from reference_engine.state import CHANCE, TERMINAL, Deal, HandState, check_deal, deal_cards


def play(st: HandState, *actions: str) -> HandState:
    """Apply actions in turn, each claimed by the seat whose turn it is."""
    for text in actions:
        seat = st.current_player()
        st = st.apply(text, seat=None if seat == CHANCE else seat)
    return st


def rule_of(st: HandState, action: str, seat: int | None = None) -> str:
    with pytest.raises(IllegalActionError) as info:
        st.apply(action, seat=seat)
    return info.value.rule


def hand(st: HandState, seat: int) -> list[str]:
    return codes(st.hands[seat])


def same(a: Iterable[str], b: str) -> bool:
    return Counter(a) == Counter(codes(cards(b)))


def all_cards(st: HandState) -> Counter[str]:
    """Every card the state knows of: hands, kitty, stock, current trick, taken tricks, discards."""
    out: Counter[str] = Counter()
    for h in st.hands:
        out.update(codes(h))
    out.update(codes(st.kitty))
    out.update(codes(st.stock))
    out.update(codes(st.trick_cards()))
    for _, taken in st.taken:
        out.update(codes(taken))
    out.update(codes(getattr(st, "discarded", ()) or ()))
    return out


# ----------------------------------------------------------------------------- start of a hand
@pytest.mark.parametrize(("ruleset_id", "dealer", "first"), [("penn-4", 0, 1), ("penn-4", 3, 0), ("peterson-4", 0, 2)])
def test_first_to_act_is_left_of_the_dealer(ruleset_id: str, dealer: int, first: int) -> None:
    """001: the player left of the dealer is already 'in', so the next player acts first."""
    st = HandState.random(fixture(ruleset_id), seed=3, dealer=dealer)
    assert st.phase == "bidding"
    assert st.current_player() == first


@pytest.mark.parametrize("ruleset_id", ["penn-4", "family-5-shore", "bruce-7", "penn-3", "peterson-5"])
def test_seeded_deal_follows_the_ruleset(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    d = deal_cards(rs, 0, random.Random(11))
    assert [len(h) for h in d.hands] == [rs.hand_size] * rs.players
    assert len(d.kitty) == rs.kitty_size
    assert len(d.stock) == rs.stock_size
    assert Counter([*d.stock, *d.kitty, *(x for h in d.hands for x in h)]) == Counter(make_deck(rs.deck))
    assert HandState.random(rs, 11, 0).hands == HandState.random(rs, 11, 0).hands


def test_check_deal_rule_codes() -> None:
    rs = fixture("penn-4")
    good = deal_cards(rs, 0, random.Random(1))
    check_deal(rs, good)
    with pytest.raises(IllegalActionError) as info:
        check_deal(rs, Deal(good.hands[:3]))
    assert info.value.rule == "deal.players"
    with pytest.raises(IllegalActionError) as info:
        check_deal(rs, Deal((good.hands[0][:11], *good.hands[1:])))
    assert info.value.rule == "deal.hand-size"
    with pytest.raises(IllegalActionError) as info:
        check_deal(rs, Deal(good.hands, kitty=parse_cards("AS")))
    assert info.value.rule == "deal.kitty-size"
    swapped = (parse_cards("AS AS AS") + good.hands[0][3:], *good.hands[1:])
    with pytest.raises(IllegalActionError) as info:
        check_deal(rs, Deal(swapped))
    assert info.value.rule == "deal.not-the-deck"


# ---------------------------------------------------------------------------- apply() errors
def test_apply_errors_carry_rule_codes() -> None:
    rs = fixture("penn-4")
    st = HandState.random(rs, seed=5, dealer=0)
    assert rule_of(st, "bid 20", seat=2) == "turn.out-of-turn"
    assert rule_of(st, "play AS") == "phase.expected-bid"
    assert rule_of(st, "trump S") == "phase.expected-bid"
    assert rule_of(st, "bid 19") == "bid.below-minimum"
    st = play(st, "bid 20", "pass", "pass", "pass")
    assert st.phase == "trump" and st.current_player() == 1
    assert rule_of(st, "bid 25") == "bid.auction-closed"
    assert st.broken_rules("bid 25") == ("bid.auction-closed", "phase.expected-trump")
    assert rule_of(st, "trump S", seat=0) == "turn.out-of-turn"
    st = play(st, "trump S")
    assert st.phase == "play"
    not_held = next(x for x in make_deck("single48") if x not in st.hands[1])
    assert rule_of(st, f"play {not_held}") == "play.card-not-held"
    with pytest.raises(IllegalActionError) as info:
        st.apply("pass")
    assert isinstance(info.value, ValueError) and isinstance(info.value, PinochleError)
    assert "[bid.auction-closed]" in str(info.value)
    assert info.value.rules == ("bid.auction-closed", "phase.expected-play")
    assert "phase play" in str(info.value) and "seat 1" in str(info.value)
    with pytest.raises(MalformedActionError):
        st.apply("fold")


def test_states_are_immutable() -> None:
    st = HandState.random(fixture("penn-4"), seed=5, dealer=0)
    nxt = st.apply("bid 20")
    assert st.bids == () and st.current_player() == 1
    assert nxt.bids == ((1, 20),) and nxt.current_player() == 2
    with pytest.raises(AttributeError):
        st.phase = "play"  # type: ignore[misc]


def test_a_finished_hand_refuses_actions_and_has_none() -> None:
    rs = fixture("trickster-classic")
    st = play(HandState.random(rs, seed=1, dealer=0), "pass", "pass", "pass", "pass")
    assert st.is_terminal() and st.current_player() == TERMINAL
    assert st.legal_actions() == ()
    assert st.scored is None and st.returns() == ()
    assert rule_of(st, "pass") == "bid.auction-closed"
    assert st.broken_rules("pass", seat=3) == ("bid.auction-closed", "hand.over")
    assert st.broken_rules("play AS") == ("hand.over",)


# --------------------------------------------------------------------------- legal actions
def test_bidding_legal_actions() -> None:
    rs = fixture("penn-4")
    st = HandState.random(rs, seed=5, dealer=0)
    acts = [str(a) for a in st.legal_actions()]
    assert acts[0] == "pass"
    assert acts[1:] == [f"bid {n}" for n in range(20, rs.bidding.maximum + 1)]
    st = st.apply("bid 24")
    assert [str(a) for a in st.legal_actions()][1] == "bid 25"


def test_peterson_legal_bids_are_on_the_10_point_grid_above_the_opening() -> None:
    rs = fixture("peterson-4")
    st = HandState.random(rs, seed=2, dealer=0)
    acts = [str(a) for a in st.legal_actions()]
    assert acts[:3] == ["pass", "bid 260", "bid 270"]


def test_trump_is_any_of_four_suits() -> None:
    st = play(HandState.random(fixture("penn-4"), seed=5, dealer=0), "bid 20", "pass", "pass", "pass")
    assert [str(a) for a in st.legal_actions()] == ["trump S", "trump H", "trump D", "trump C"]


CHEAP = [
    "bruce-5",
    "bruce-7",
    "penn-4",
    "penn-4-auction",
    "penn-4-pass-3",
    "peterson-4",
    "peterson-4-playing-1000",
    "peterson-5",
    "peterson-6",
    "family-5-shore",
    "family-5-michigan",
    "family-5-called-card",
    "family-5-no-widow",
    "family-5-cutthroat",
    "family-5-single-deck",
    "trickster-classic",
    "trickster-classic-kitty",
    "trickster-classic-pass-4",
    "trickster-classic-stick-dealer",
    "trickster-3-player-kitty",
    "trickster-double-deck",
    "trickster-double-deck-no-minimums",
]


@pytest.mark.parametrize("ruleset_id", CHEAP)
@pytest.mark.parametrize("seed", [0, 1])
def test_random_hands_never_run_out_of_legal_actions(ruleset_id: str, seed: int) -> None:
    """Seeded random hands: legal_actions() is non-empty until the hand is over, each of them
    is accepted, no card appears or vanishes, and every hand size stays equal in play."""
    rs = fixture(ruleset_id)
    rng = random.Random(seed)
    st = HandState.random(rs, seed, dealer=seed % rs.players)
    deck = Counter(codes(make_deck(rs.deck)))
    for _ in range(3000):
        if st.is_terminal():
            break
        legal = st.legal_actions()
        assert legal, f"no legal action in phase {st.phase}"
        assert len(set(legal)) == len(legal)
        if st.phase == "play" and not st.trick:
            sizes = {len(st.hands[s]) for s in range(rs.players) if s != st.sitting_out}
            assert len(sizes) == 1
        st = st.apply(rng.choice(legal))
        if rs.discard_draw is None:
            assert all_cards(st) == deck
        else:  # 000's exchanged discards leave the hand
            assert not all_cards(st) - deck
    assert st.is_terminal()
    assert st.legal_actions() == ()
    if st.scored is not None:
        assert len(st.returns()) == rs.players
        n_tricks = rs.hand_size - (rs.kitty.discard.count - rs.kitty_size if rs.kitty and rs.kitty.discard else 0)
        played = sum(len(t) for _, t in st.taken)
        assert len(st.taken) in (0, n_tricks)
        assert played in (0, n_tricks * (rs.players - (1 if st.sitting_out is not None else 0)))


# ------------------------------------------------------------------------- 000 discard & draw
def _bruce_to_exchange(rs: Ruleset, stock_top: list[str]) -> HandState:
    d = fill_deal(rs, {1: "AD TD KD QD JD 9S 9C"[: 3 * rs.hand_size - 1]}, stock_order=stock_top)
    st = HandState.new(rs, d, dealer=0)
    bids = ["bid 5", *(["pass"] * (rs.players - 1))]
    return play(st, *bids, "trump D")


def test_000_discard_and_draw_bidder_first_at_most_five_of_seven_with_four_players() -> None:
    """000: 'in 7 card pinochle with 4 players, each player is only allowed to discard up to 5
    cards'; the dealer deals replacements 'starting with the player who won the bid, and then
    works clockwise'; each draws as many as he discarded."""
    rs = fixture("bruce-7")
    st = _bruce_to_exchange(rs, ["AS", "TS", "KS", "QS", "JS", "AH", "TH"])
    assert (st.phase, st.current_player()) == ("exchange", 1)
    assert rs.stock_size == 20
    assert rule_of(st, "exchange AD TD KD QD JD 9S") == "exchange.over-limit"
    assert rule_of(st, "exchange AC") == "exchange.card-not-held"
    acts = st.legal_actions()
    assert max(len(a.cards) for a in acts) == 5
    assert len(acts) == 1 + 7 + 21 + 35 + 35 + 21  # 0..5 of 7 different cards
    st = st.apply("exchange QD JD 9S 9C")
    assert same(hand(st, 1), "AD TD KD AS TS KS QS")  # drew the top four of the stock
    assert st.current_player() == 2
    st = st.apply("exchange")  # stands pat
    assert st.current_player() == 3
    three = codes(st.hands[3][:5])
    st = st.apply("exchange " + " ".join(three))
    assert len(st.hands[3]) == 7
    assert st.current_player() == 0
    st = st.apply("exchange " + str(st.hands[0][0]))
    assert (st.phase, st.current_player(), st.leader) == ("play", 1, 1)
    assert len(st.stock) == 20 - 4 - 0 - 5 - 1
    assert all(len(h) == 7 for h in st.hands)


def test_000_five_card_game_with_four_players_has_no_discard_limit() -> None:
    """000: the limit applies 'in 5 card pinochle when there is more than 4 players'."""
    rs = fixture("bruce-5")
    st = _bruce_to_exchange(rs, [])
    st2 = st.apply("exchange " + " ".join(hand(st, 1)))
    assert len(st2.hands[1]) == 5


@pytest.mark.parametrize(
    ("replacements", "after"),
    [
        # the bid winner (seat 1) throws two, seat 2 three, seat 3 none, seat 0 one
        ("all_at_once", {1: "AS TS", 2: "KS QS JS", 0: "AH"}),  # each his whole lot in turn
        ("one_per_round", {1: "AS QS", 2: "TS JS AH", 0: "KS"}),  # 1 2 0 | 1 2 | 2
    ],
)
def test_000_replacements_are_dealt_all_at_once_or_one_card_a_round(replacements: str, after: dict[int, str]) -> None:
    """000: the dealer deals the replacements from the bid winner clockwise, each player getting
    as many as he discarded; ``discard_draw.replacements`` says whether a player's come together
    or one card a round, passing over players already served (bruce.draw.replacements-at-once)."""
    base = fixture("bruce-7")
    assert base.discard_draw is not None and base.discard_draw.replacements == "all_at_once"
    rs = dataclasses.replace(base, discard_draw=dataclasses.replace(base.discard_draw, replacements=replacements))
    st = _bruce_to_exchange(rs, ["AS", "TS", "KS", "QS", "JS", "AH", "TH"])
    kept = {seat: hand(st, seat) for seat in range(4)}
    thrown = {1: ["9S", "9C"], 2: kept[2][:3], 3: [], 0: kept[0][:1]}
    assert rule_of(st, "exchange 9S 9C draw 1") == "exchange.wrong-draw"  # the renege stands either way
    mid = st.apply("exchange 9S 9C draw 2")
    if replacements == "one_per_round":  # nothing is dealt before everyone has discarded
        assert len(mid.hands[1]) == 5 and mid.stock == st.stock
    else:
        assert len(mid.hands[1]) == 7 and mid.stock == st.stock[2:]
    done = play(mid, *("exchange " + " ".join(thrown[seat]) for seat in (2, 3, 0)))
    assert done.phase == "play"
    for seat in range(4):
        left = list(kept[seat])
        for x in thrown[seat]:
            left.remove(x)
        assert same(hand(done, seat), " ".join([*left, after.get(seat, "")]).strip()), seat
    assert codes(done.stock[:1]) == ["TH"] and len(done.stock) == 20 - 6
    assert rs.to_dict()["discard_draw"]["replacements"] == replacements


@pytest.mark.parametrize(
    ("players", "hand_size", "limit"),
    [
        (5, 5, 4),  # 5-card, more than 4 players: 23 undealt cards / 5
        (6, 5, 3),
        (4, 5, 5),  # no limit
        (3, 7, 7),  # 7-card, 3 players: no limit
        (4, 7, 5),  # the document's example
        (5, 7, 2),
    ],
)
def test_000_discard_limit_is_an_equal_share_of_the_stock(players: int, hand_size: int, limit: int) -> None:
    rs = doc("bruce", players=players, hand_size=hand_size, deal={"schedule": [{"to": "each", "count": 1}] * hand_size})
    st = _bruce_to_exchange(rs, [])
    held = hand(st, 1)
    assert max(len(a.cards) for a in st.legal_actions()) == limit
    if limit < hand_size:
        assert rule_of(st, "exchange " + " ".join(held[: limit + 1])) == "exchange.over-limit"
    assert st.apply("exchange " + " ".join(held[:limit])).phase == "exchange"


# ------------------------------------------------------------------------- kitty before trump
def _penn3_deal(rs: Ruleset) -> Deal:
    return fill_deal(rs, {1: "AS TS KS QS JS JD AH AD AC 9H 9D 9C QC JC JH"}, kitty="9S 9S KD")


def test_004_three_handed_widow_is_collected_before_trump() -> None:
    """004 step 5 (3): 'the widow, if dealt, is collected by the high bidder', then trump is declared."""
    rs = fixture("penn-3")
    st = play(HandState.new(rs, _penn3_deal(rs), dealer=0), "bid 16", "pass", "pass")
    assert (st.phase, st.bidder, st.contract, st.current_player()) == ("trump", 1, 16, 1)
    assert st.kitty == ()
    assert len(st.hands[1]) == 18
    assert same(hand(st, 1), "AS TS KS QS JS JD AH AD AC 9H 9D 9C QC JC JH 9S 9S KD")


def test_004_three_handed_bidder_may_not_discard_meld() -> None:
    """004 step 7 (3): the high bidder discards 3 cards '... to insure that meld is not being
    discarded, which is not permitted'."""
    rs = fixture("penn-3")
    st = play(HandState.new(rs, _penn3_deal(rs), dealer=0), "bid 16", "pass", "pass", "trump S")
    assert (st.phase, st.pending, st.current_player()) == ("discard", 3, 1)
    assert meld(rs, st.hands[1], "S").total == 15 + 4 + 10 + 4 + 2  # run, pinochle, aces, jacks, nines
    assert rule_of(st, "discard 9S 9H 9D") == "discard.meld-card"  # a nine of trump
    assert rule_of(st, "discard AS 9H 9D") == "discard.meld-card"  # the run and 100 aces
    assert rule_of(st, "discard QS 9H 9D") == "discard.meld-card"  # the run and the pinochle
    assert rule_of(st, "discard 9H 9D") == "discard.wrong-count"
    assert rule_of(st, "discard KH 9H 9D") == "discard.card-not-held"
    st = st.apply("discard 9H 9D KD")
    assert (st.phase, st.current_player(), st.leader) == ("play", 1, 1)
    assert len(st.hands[1]) == 15
    assert st.melds is not None and st.melds[1].total == 35


def test_003_kitty_joins_the_declarers_hand_before_trump() -> None:
    """003: 'The kitty is added to the high bidder's hand before he or she declares trump. The
    high bidder must discard an equal number of cards before trick taking starts'."""
    rs = fixture("trickster-classic-kitty")
    d = fill_deal(rs, {}, kitty="AS AS TS TS")
    st = play(HandState.new(rs, d, dealer=0), "bid 150", "pass", "pass", "pass")
    assert st.phase == "trump" and st.kitty == () and len(st.hands[1]) == 15
    assert Counter(hand(st, 1))["AS"] >= 2
    st = st.apply("trump S")
    assert (st.phase, st.pending) == ("discard", 4)
    st = st.apply("discard " + " ".join(hand(st, 1)[-4:]))
    assert st.phase == "play" and all(len(h) == 11 for h in st.hands)


# ------------------------------------------------------------- 002 partner: ace, else ten
SHORE = ["family-5-shore", "family-5-michigan"]
BIDDER_NO_AH_TH = "AS AS TS TS KS KS QS QS JS JS AD AD TD TD KD"


def _shore(rs: Ruleset, hands: dict[int, str], kitty: str = "") -> HandState:
    st = HandState.new(rs, fill_deal(rs, hands, kitty=kitty), dealer=0)
    st = play(st, "pass", "bid 40", "pass", "pass", "pass")
    assert (st.phase, st.bidder, st.contract) == ("trump", 2, 40)
    assert len(st.hands[2]) == 15 and len(st.kitty) == 5  # the widow is not taken yet
    return st.apply("trump H")


@pytest.mark.parametrize("ruleset_id", SHORE)
def test_002_partner_is_the_first_holder_of_the_trump_ace_left_of_the_bidder(ruleset_id: str) -> None:
    """002: 'The next person around the table, to the bidder's left, who has the Ace of trump,
    is his or her partner.'  Seat 3 (first to the left) holds only a ten; seat 4 an ace."""
    rs = fixture(ruleset_id)
    st = _shore(
        rs,
        {
            2: BIDDER_NO_AH_TH,
            3: "TH KH KH QH QH JH JH AC AC TC TC KC KC QC QC",
            4: "AH KD QD QD JD JD JC JC JC JC AC AC TC TC KC",
        },
    )
    assert st.partner == 4
    assert st.sides() == ((2, 4), (0, 1, 3))
    # then the bidder picks up the widow and discards five
    assert (st.phase, st.pending, st.current_player()) == ("discard", 5, 2)
    assert len(st.hands[2]) == 20 and st.kitty == ()


@pytest.mark.parametrize("ruleset_id", SHORE)
def test_002_ten_of_trump_when_no_other_player_holds_an_ace(ruleset_id: str) -> None:
    """002: 'If no one has an Ace, then it's the next person with the 10.'  The bidder holds
    three aces of trump and the fourth is in the widow, which is picked up only afterwards."""
    rs = fixture(ruleset_id)
    st = _shore(
        rs,
        {
            2: "AH AH AH AS AS TS TS KS KS QS QS JS JS AD AD",
            3: "KH KH QH QH JH JH AC AC TC TC KC KC QC QC JC",
            4: "TH JC JC JC AC AC TC TC KC KC QC QC KH KH QH",
        },
        kitty="AH KD KD QD QD",
    )
    assert st.partner == 4
    assert Counter(hand(st, 2))["AH"] == 4  # the widow's ace came to the bidder afterwards


@pytest.mark.parametrize("ruleset_id", SHORE)
def test_002_bidder_holding_every_ace_and_ten_of_trump_plays_alone(ruleset_id: str) -> None:
    rs = fixture(ruleset_id)
    st = _shore(rs, {2: "AH AH AH AH TH TH TH TH AS AS TS TS KS KS QS"})
    assert st.partner is None
    assert st.sides() == ((2,), (0, 1, 3, 4))


def test_002_partner_is_found_before_the_widow_on_the_inline_transcription() -> None:
    rs = doc("family")
    st = _shore(
        rs,
        {2: BIDDER_NO_AH_TH, 3: "KH KH QH QH JH JH AC AC TC TC KC KC QC QC JC"},
        kitty="AH AH AH AH TH",
    )
    # every ace of trump is in the widow: the first other holder of a ten is the partner
    assert st.partner is not None and "TH" in hand(st, st.partner)
    assert st.partner == next(s for s in (3, 4, 0, 1) if "TH" in hand(st, s))


# ------------------------------------------------------------------ 002 comments: called card
def test_002_called_card_is_handed_over_and_one_card_given_back() -> None:
    """002 comment 1: 'The winner of the bid picks up the 5 cards and then asks for one specific
    card. The first person to his left that has the card is the partner. ... The partner gives
    them the card and then they must give one back.'"""
    rs = fixture("family-5-called-card")
    d = fill_deal(
        rs,
        {
            1: "AS AS TS TS KS KS QS QS JS JS KH KH QH QH JH",
            2: "AD AD TD TD KD KD QD QD JD JD AC AC TC TC KC",
            3: "AH TH TH KC KC QC QC JC JC JC JC AC AC TC TC",
        },
    )
    st = play(HandState.new(rs, d, dealer=0), "bid 50", "pass", "pass", "pass", "pass")
    assert st.phase == "trump" and len(st.kitty) == 5
    st = st.apply("trump H")
    assert (st.phase, st.current_player()) == ("call", 1)
    assert st.kitty == () and len(st.hands[1]) == 20  # the widow first
    calls = st.legal_actions()
    assert [str(a) for a in calls] == [f"call {x}" for x in codes(sorted(set(make_deck("double80"))))]
    assert Action("alone") not in calls  # the comment: 'you are always assured of at least one card'
    assert rule_of(st, "alone") == "partner.must-call"
    assert rule_of(st, "call 9H") == "partner.card-not-in-deck"
    st = st.apply("call AH")
    assert st.partner == 3  # seat 2 has no ace of hearts
    assert Counter(hand(st, 1))["AH"] == 1 + Counter(codes(d.kitty))["AH"]
    assert len(st.hands[1]) == 21 and len(st.hands[3]) == 14
    assert (st.phase, st.pending, st.current_player()) == ("give_back", 1, 1)
    assert rule_of(st, "give JH KH") == "pass.wrong-count"
    assert rule_of(st, "give AD") == "pass.card-not-held"
    st = st.apply("give JH")
    assert len(st.hands[1]) == 20 and len(st.hands[3]) == 15 and "JH" in hand(st, 3)
    assert (st.phase, st.pending, st.current_player()) == ("discard", 5, 1)
    assert st.sides() == ((1, 3), (0, 2, 4))


def test_002_calling_a_card_nobody_else_holds_leaves_the_bidder_alone() -> None:
    rs = fixture("family-5-called-card")
    d = fill_deal(rs, {1: "QS QS QS QS TS TS KS KS AS AS JS JS KH KH QH"})
    st = play(HandState.new(rs, d, dealer=0), "bid 50", "pass", "pass", "pass", "pass", "trump S")
    st = st.apply("call QS")
    assert st.partner is None
    assert (st.phase, st.current_player()) == ("discard", 1)
    assert st.sides() == ((1,), (0, 2, 3, 4))


def test_002_no_widow_comment_bidder_may_play_alone() -> None:
    """002 comment 2: 'you do not have to take a partner if you do not need a card'."""
    rs = fixture("family-5-no-widow")
    st = play(HandState.random(rs, seed=4, dealer=0), "bid 40", "pass", "pass", "pass", "pass", "trump C")
    assert st.phase == "call"
    assert Action("alone") in st.legal_actions()
    st = st.apply("alone")
    assert st.partner is None and st.phase == "play"
    assert st.sides() == ((1,), (0, 2, 3, 4))


# 002's 96-card game: which of several holders of the called card is the partner
DEAL_96 = {
    0: "TS QS JS AH KH QH QH 9H AD TD TD KD JD JD 9D 9D TC KC",
    1: "KS QS JS KH QH JH JH AD AD KD QD JD JD AC AC AC TC QC",
    2: "AS AS JS AH TH TH KH 9H 9D TC KC QC JC JC JC 9C 9C 9C",
    3: "AS TS KS QS QS 9S 9S TH AD KD KD QD QD 9D AC QC JC 9C",
    4: "AS TS 9S 9S AH AH KH QH JH JH 9H TD TD QD TC KC KC QC",
}


def _called_96(holder: str, first_trick: tuple[str, ...]) -> tuple[HandState, int | None, HandState]:
    """Seat 1 bids 53 in diamonds and calls JS, held by seats 2 and 0; the opening trick is
    ``first_trick`` (empty: the first legal play), then each plays his first legal card.
    Returns the state after the call, the partner after the opening trick, the end."""
    base = fixture("family-5-96").to_dict()
    base["partner"]["called_holder"] = holder
    rs = Ruleset.from_dict(base)
    d = Deal(tuple(cards(DEAL_96[s]) for s in range(5)), cards("TS KS KS JS TH 9H"))
    st = play(HandState.new(rs, d, dealer=0), "bid 50", "bid 52", "pass", "pass", "pass", "bid 53", "pass")
    called = play(st, "trump D", "call JS")
    st = called.apply("discard JH JH 9H QH QC QS")
    for code in first_trick:
        st = st.apply(f"play {code}" if code else st.legal_actions()[0])
    after_trick = st.partner
    while not st.is_terminal():
        st = st.apply(st.legal_actions()[0])
    return called, after_trick, st


def _sides(st: HandState) -> list[tuple[tuple[int, ...], int, int, int]]:
    assert st.scored is not None
    return [(x.seats, x.meld, x.trick_points, x.score) for x in st.scored.sides]


def test_002_96_called_card_first_holder_to_the_left_is_the_partner_at_the_call() -> None:
    """The suite's reading: seat 2, first holder of JS to the bidder's left, though seat 0
    plays his JS first (on the bidder's own JS lead)."""
    called, after_trick, end = _called_96("first_left", ("JS", "AS", "", "", "JS"))
    assert called.partner == 2 and called.sides() == ((1, 2), (0, 3, 4))
    assert after_trick == 2 and end.partner == 2
    assert _sides(end) == [((1, 2), 18, 25, -53), ((0, 3, 4), 23, 25, 48)]


def test_002_96_called_card_first_other_player_to_play_it_is_the_partner() -> None:
    """The other reading (partner.called_holder first_to_play): nobody at the call; the bidder's
    own JS does not count; seat 0, playing a copy before seat 2, is the partner, and the
    hand scores with him (the defenders' meld is now seats 2, 3 and 4's: 3 + 11 + 4)."""
    called, after_trick, end = _called_96("first_to_play", ("JS", "AS", "", "", "JS"))
    assert called.partner is None and called.called == parse_cards("JS")[0]
    assert called.sides() == ((1,), (0, 2, 3, 4))
    assert after_trick == 0 and end.partner == 0 and end.called is None
    assert _sides(end) == [((0, 1), 18, 29, -53), ((2, 3, 4), 18, 21, 39)]
    # the nearer holder playing first is the partner under either reading
    first_left = _called_96("first_left", ("JS", "JS", "", "", "TS"))[2]
    first_to_play = _called_96("first_to_play", ("JS", "JS", "", "", "TS"))[2]
    assert first_left.partner == first_to_play.partner == 2
    assert _sides(first_left) == _sides(first_to_play) == [((1, 2), 18, 27, -53), ((0, 3, 4), 23, 23, 46)]


def test_002_96_called_card_nobody_else_plays_leaves_the_bidder_alone() -> None:
    base = fixture("family-5-96").to_dict()
    base["partner"]["called_holder"] = "first_to_play"
    rs = Ruleset.from_dict(base)
    d = fill_deal(rs, {1: "JD JD JD JD AD AD TD TD KD KD QD QD AS AS TS TS KS KS"})
    st = play(HandState.new(rs, d, dealer=0), "bid 50", "pass", "pass", "pass", "pass", "trump D", "call JD")
    assert st.partner is None
    end = st.random_playout(random.Random(5))
    assert end.partner is None and end.sides() == ((1,), (0, 2, 3, 4))
    assert end.scored is not None and [x.seats for x in end.scored.sides] == [(1,), (0, 2, 3, 4)]


@pytest.mark.parametrize(
    ("ruleset_id", "field"),
    [("family-5-called-card", "transfer_called_card"), ("family-5-michigan", "method"), ("peterson-4", "passing")],
)
def test_first_to_play_is_refused_where_the_partner_is_needed_before_play(ruleset_id: str, field: str) -> None:
    base = fixture(ruleset_id).to_dict()
    base["partner"]["called_holder"] = "first_to_play"
    if field == "passing":  # 001 has fixed teams: a called card with passing, for the check alone
        base["sides"] = {"kind": "bidder_and_partner"}
        base["partner"]["method"] = "called_card"
    with pytest.raises(PinochleError, match=r"partner\.called_holder"):
        Ruleset.from_dict(base)


# ----------------------------------------------------------------------- 001 passing cards
PETERSON_BIDDER = "AH TH KH QH JH AS AD AC 9S 9D 9C JC"
PETERSON_PARTNER = "KS QS 9H 9H JS JS JD QC KC TC TS TD"


def _peterson(rs: Ruleset, bidder: str = PETERSON_BIDDER, partner: str = PETERSON_PARTNER) -> HandState:
    st = HandState.new(rs, fill_deal(rs, {1: bidder, 3: partner}), dealer=0)
    st = play(st, "pass", "pass", "pass")  # seat 1 was 'in' for 250
    assert (st.phase, st.bidder, st.contract) == ("trump", 1, 250)
    return st.apply("trump H")


@pytest.mark.parametrize("ruleset_id", ["peterson-4", "peterson-4-throw-in"])
def test_001_partner_passes_four_and_bidder_passes_four_back(ruleset_id: str) -> None:
    """001: 'The high bidder names the trump suit and is passed four cards by his partner' ...
    'passes four cards remaining in his hand back to his partner'."""
    rs = fixture(ruleset_id)
    st = _peterson(rs)
    assert (st.phase, st.pending, st.current_player()) == ("pass", 4, 3)
    assert rule_of(st, "give 9H 9H JS") == "pass.wrong-count"
    assert rule_of(st, "give 9H 9H JS AH") == "pass.card-not-held"
    st = st.apply("give 9H 9H JS JS")
    assert len(st.hands[1]) == 16 and len(st.hands[3]) == 8
    assert (st.phase, st.pending, st.current_player()) == ("pass_back", 4, 1)
    assert meld(rs, st.hands[1], "H").total == 150 + 100 + 20
    st = st.apply("give 9S 9D 9C JC")
    assert (st.phase, st.current_player()) == ("play", 1)
    assert len(st.hands[1]) == 12 and len(st.hands[3]) == 12
    assert same(hand(st, 3), "KS QS JD QC KC TC TS TD 9S 9D 9C JC")
    assert st.melds is not None and st.melds[1].total == 270


@pytest.mark.parametrize("ruleset_id", ["peterson-4", "peterson-4-throw-in"])
def test_001_bidder_may_not_pass_back_melded_cards(ruleset_id: str) -> None:
    """001: the bidder shows his meld and, 'keeping the melded cards face up in front of him on
    the table, passes four cards remaining in his hand back'."""
    rs = fixture(ruleset_id)
    st = _peterson(rs).apply("give 9H 9H JS JS")
    assert rule_of(st, "give AS 9S 9D 9C") == "pass.meld-card"  # 100 aces
    assert rule_of(st, "give 9H 9S 9D 9C") == "pass.meld-card"  # a nine of trump
    assert rule_of(st, "give QH 9S 9D 9C") == "pass.meld-card"  # the run
    backs = st.legal_actions()
    # the non-meld cards are 9S 9D 9C JC JS JS: 5 sets without both jacks of spades + 6 with them
    assert len(backs) == 11
    for back in backs:
        assert st.apply(back).melds is not None
        assert st.apply(back).melds[1].total == 270  # type: ignore[index]
    assert Action("shoot") not in backs


def test_001_bidder_whose_every_card_is_meld_still_has_a_pass_back() -> None:
    rs = fixture("peterson-4")
    st = _peterson(rs, bidder="AH AH TH TH KH KH QH QH JH JH AS AD", partner="AC KS KD KC 9S 9S 9D 9D 9C 9C JS JS")
    st = st.apply("give AC KS KD KC")
    assert st.phase == "pass_back"
    assert st.legal_actions()


def test_003_passing_option_lets_the_declarer_pass_back_meld() -> None:
    """003: the declarer's partner passes 2, 3 or 4 cards; the declarer 'then passes the same
    number of cards back' (no meld restriction is stated)."""
    rs = fixture("trickster-classic-pass-2")
    st = HandState.new(rs, fill_deal(rs, {1: "AH TH KH QH JH AS AD AC 9S 9D 9C JC"}), dealer=0)
    st = play(st, "bid 150", "pass", "pass", "pass", "trump H")
    assert (st.phase, st.pending, st.current_player()) == ("pass", 2, 3)
    st = st.apply("give " + " ".join(hand(st, 3)[:2]))
    assert (st.phase, st.pending, st.current_player()) == ("pass_back", 2, 1)
    st = st.apply("give AH TH")  # breaks the run: allowed here
    assert st.phase == "play"


def test_004_optional_pass_of_three() -> None:
    """004 step 5: 'high bidder's partner now passes 3 cards to the high bidder; the high bidder
    passes 3 cards back to his/her partner, which may include any of the cards just received'."""
    rs = fixture("penn-4-pass-3")
    st = play(HandState.random(rs, seed=8, dealer=0), "bid 20", "pass", "pass", "pass", "trump S")
    assert (st.phase, st.pending, st.current_player()) == ("pass", 3, 3)
    given = hand(st, 3)[:3]
    st = st.apply("give " + " ".join(given))
    assert (st.phase, st.current_player()) == ("pass_back", 1)
    st = st.apply("give " + " ".join(given))  # the same cards straight back
    assert st.phase == "play"


def test_001_playing_1000_partner_sits_out() -> None:
    """001 optional rule: the bidder 'announces he is playing 1000. He shows no meld and passes
    four cards back to his partner ... the high bidder's partner does not play'."""
    rs = fixture("peterson-4-playing-1000")
    st = _peterson(rs).apply("give 9H 9H JS JS")
    assert Action("shoot") in st.legal_actions()
    st = st.apply("shoot")
    assert st.shoot and st.sitting_out == 3
    assert (st.phase, st.current_player()) == ("pass_back", 1)
    assert Action("shoot") not in st.legal_actions()
    st = st.apply("give AH TH KH QH")  # he shows no meld: melded cards may go back
    assert (st.phase, st.current_player()) == ("play", 1)
    st = st.apply(st.legal_actions()[0])
    assert st.current_player() == 2
    st = st.apply(st.legal_actions()[0])
    assert st.current_player() == 0  # seat 3 does not play
    st = st.apply(st.legal_actions()[0])
    assert st.trick == () and len(st.taken) == 1 and len(st.taken[0][1]) == 3
    assert len(st.hands[3]) == 12


def test_001_five_handed_partner_is_a_chance_draw() -> None:
    """001 table: 5 players, 'bidder's partner chosen randomly after bidding'."""
    rs = fixture("peterson-5")
    st = play(HandState.random(rs, seed=6, dealer=0), "pass", "pass", "pass", "pass", "trump S")
    assert st.bidder == 1
    assert st.current_player() == CHANCE
    assert [str(a) for a in st.legal_actions()] == ["partner 0", "partner 2", "partner 3", "partner 4"]
    assert rule_of(st, "partner 1") == "partner.invalid-seat"
    st = st.apply("partner 3")
    assert st.partner == 3
    assert st.sides() == ((1, 3), (0, 2, 4))
    assert (st.phase, st.current_player()) == ("pass", 3)


# ------------------------------------------------------------------------ misdeal & redeal
def test_003_misdeal_is_a_legal_first_bid_with_five_nines() -> None:
    rs = fixture("trickster-classic-misdeal")
    d = fill_deal(rs, {1: "9S 9S 9H 9H 9D AS TS KS QS JS AH TH", 2: "9D 9C AD TD KD QD JD AC TC KC QC JC"})
    st = HandState.new(rs, d, dealer=0)
    assert Action("misdeal") in st.legal_actions()
    after_bid = st.apply("bid 150")
    assert Action("misdeal") not in after_bid.legal_actions()  # seat 2 has two nines
    assert rule_of(after_bid, "misdeal") == "bid.misdeal-not-allowed"
    done = st.apply("misdeal")
    assert done.is_terminal() and done.scored is None and done.returns() == ()


def test_003_misdeal_as_a_first_bid_after_another_players_bid() -> None:
    """003: 'as their first bid' -- a player's first bid may come after someone else's."""
    rs = fixture("trickster-classic-misdeal")
    d = fill_deal(rs, {2: "9S 9S 9H 9H 9D AS TS KS QS JS AH TH"})
    st = HandState.new(rs, d, dealer=0).apply("bid 150")
    assert Action("misdeal") in st.legal_actions()
    assert st.apply("misdeal").is_terminal()


def test_001_throw_in_only_before_bidding_begins() -> None:
    """001: five 9s and no meld may throw in the hand 'before bidding begins'."""
    rs = fixture("peterson-4-throw-in")
    d = fill_deal(rs, {3: "9S 9S 9H 9H 9D AS TH JD JC TC AC TD"})
    first = HandState.new(rs, d, dealer=1)  # seat 2 is 'in'; seat 3 acts first
    assert first.current_player() == 3
    assert Action("misdeal") in first.legal_actions()
    assert first.apply("misdeal").is_terminal()
    after_bid = HandState.new(rs, d, dealer=0).apply("bid 260")
    assert Action("misdeal") not in after_bid.legal_actions()
    assert rule_of(after_bid, "misdeal") == "bid.misdeal-not-allowed"


def test_004_misdeal_needs_six_nines() -> None:
    rs = fixture("penn-4")
    d = fill_deal(rs, {1: "9S 9S 9H 9H 9D 9D AS TS KS QS JS AH"})
    st = HandState.new(rs, d, dealer=0)
    assert Action("misdeal") in st.legal_actions()
    assert st.apply("misdeal").is_terminal()
    d = fill_deal(rs, {1: "9S 9S 9H 9H 9D AD AS TS KS QS JS AH"})
    assert Action("misdeal") not in HandState.new(rs, d, dealer=0).legal_actions()


def test_003_all_pass_is_a_redeal_without_score() -> None:
    st = play(HandState.random(fixture("trickster-classic"), seed=2, dealer=1), "pass", "pass", "pass", "pass")
    assert st.is_terminal() and st.scored is None


def test_stuck_dealer_gets_the_hand() -> None:
    st = play(HandState.random(fixture("family-5-cutthroat"), seed=2, dealer=1), *(["pass"] * 5))
    assert (st.phase, st.bidder, st.contract, st.current_player()) == ("trump", 1, 12, 1)


# ------------------------------------------------------------------------------- play order
def test_bidder_leads_and_the_trick_winner_leads_next() -> None:
    """000 / 001 / 004: the bidder plays the first card; the taker of a trick leads the next."""
    rs = fixture("penn-4")
    st = play(HandState.random(rs, seed=9, dealer=2), "pass", "bid 22", "pass", "pass", "trump C")
    assert st.bidder == 0 and (st.phase, st.current_player(), st.leader) == ("play", 0, 0)
    order = []
    for _ in range(4):
        order.append(st.current_player())
        st = st.apply(st.legal_actions()[-1])
    assert order == [0, 1, 2, 3]
    winner = st.taken[0][0]
    assert st.current_player() == winner == st.leader


def test_000_trump_is_broken_only_by_a_trick_with_trump() -> None:
    rs = fixture("bruce-7")
    d = fill_deal(
        rs,
        {1: "AS KS QS TD JD 9D AC", 2: "TS 9S AH TH KH QH JH", 3: "JS 9H 9H KC QC JC 9C", 0: "AD KD QD TC 9C AC KC"},
        stock_order=[],
    )
    st = play(HandState.new(rs, d, dealer=0), "bid 3", "pass", "pass", "pass", "trump D")
    st = play(st, "exchange", "exchange", "exchange", "exchange")
    assert st.phase == "play" and not st.trump_broken
    assert [str(a) for a in st.legal_actions()] == ["play AS", "play KS", "play QS", "play AC"]
    st = play(st, "play AS", "play TS", "play JS", "play AD")  # seat 0 void in spades trumps
    assert st.trump_broken and st.current_player() == 0


# ------------------------------------------------------------------- discarding after meld
def _widow_96(discard: str) -> HandState:
    rs = fixture("family-5-96")
    bidder = "QS JD 9H 9H 9H 9H 9D 9D 9D 9D 9C 9C 9C 9C JH JH JH JH"
    st = HandState.new(rs, fill_deal(rs, {1: bidder}, kitty="TS TS TS TS TC TC"), dealer=0)
    st = play(st, "bid 50", "pass", "pass", "pass", "pass")
    assert (st.phase, len(st.hands[1])) == ("trump", 24)  # 'turns over the 6 widow cards' before trump
    st = play(st, "trump S", "alone")
    assert (st.phase, st.pending) == ("discard", 6)
    assert meld(rs, st.hands[1], "S").total == 4  # the pinochle, shown before the discard
    return st.apply("discard " + discard)


def test_002_widow_discard_of_non_meld_keeps_the_meld() -> None:
    st = _widow_96("9H 9H 9H 9H 9D 9D")
    assert st.melds is not None and st.melds[1].total == 4


def test_002_meld_shown_before_the_widow_discard_counts() -> None:
    st = _widow_96("JD 9H 9H 9H 9H 9D")
    assert st.melds is not None
    assert st.melds[1].total == 4
