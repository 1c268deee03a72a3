"""The engine's fast paths (issue 12) against the straightforward computations they replace.

Each fast path must give exactly the answer of the plain version on random positions:
``legal_plays`` (one pass, no stage list, identity de-duplication) against the stage-by-stage
narrowing that ``illegal_play_rule`` uses; the bidding phase's cheap misdeal pre-check against
``misdeal_rule``; ``random_playout`` (``int(random() * n)`` draws, phase dispatch table)
against the same hand played through ``apply()`` with the same draws; the per-deck caches
against building the deck again; the inlined deal shuffle against ``random.shuffle``.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Literal

import pytest
from _profile import share
from hypothesis import given, settings
from hypothesis import strategies as st

from conformance_report.rulesets import load_ruleset, ruleset_ids
from reference_engine.actions import Action
from reference_engine.cards import ALL_CARDS, DECKS, SUITS, Card, counts_of, make_deck, parse_cards, remove_cards
from reference_engine.meld import meld
from reference_engine.ruleset import Lead, Play, Ruleset
from reference_engine.state import (
    HandState,
    RemainderMeld,
    _combos,
    _deck_counts,
    _shuffle,
    check_deal,
    deal_cards,
    deal_from,
)
from reference_engine.tricks import _stages, illegal_play_rule, legal_plays, trick_winner

SETTINGS = settings()  # the profile decides (tests/conftest.py)
RULESETS = ruleset_ids()
PLAYS = st.builds(
    Play,
    lead=st.builds(Lead, first_lead_trump=st.booleans(), trump_until_broken=st.booleans()),
    must_beat_when_following=st.sampled_from(["always", "trump_led", "never"]),
    must_trump_if_void=st.booleans(),
    must_overtrump=st.booleans(),
    identical_first_wins=st.booleans(),
    beat_target=st.sampled_from(["winning", "led"]),
    head_after_trump=st.booleans(),
)


def plain_legal_plays(
    rs: Ruleset, hand: tuple[Card, ...], trick: list[Card], trump: str, broken: bool, first: bool
) -> tuple[Card, ...]:
    """legal_plays as it was before the fast path: the last stage, de-duplicated by hashing."""
    stages = _stages(rs.play, hand, trick, trump, broken, first)
    allowed = stages[-1][1] if stages else hand
    return tuple(dict.fromkeys(allowed))


@SETTINGS
@given(play=PLAYS, deck_kind=st.sampled_from(sorted(DECKS)), seed=st.integers(0, 2**32 - 1))
def test_legal_plays_equal_the_stage_by_stage_narrowing(play: Play, deck_kind: str, seed: int) -> None:
    rs = dataclasses.replace(load_ruleset("penn-4"), play=play)
    rng = random.Random(seed)
    deck = list(make_deck(deck_kind))
    for _ in range(60):
        rng.shuffle(deck)
        size = rng.randint(1, 20)
        hand = tuple(sorted(deck[:size], key=lambda c: c.index))
        trick = deck[size : size + rng.randint(0, 5)]
        if rng.random() < 0.3 and trick:  # follow or trump under an already trumped trick more often
            trick = [c for c in trick if c.suit != trick[0].suit] or trick
        trump = rng.choice(SUITS)
        broken, first = rng.random() < 0.5, rng.random() < 0.3
        fast = legal_plays(rs, hand, trick, trump, broken, first)
        assert fast == plain_legal_plays(rs, hand, trick, trump, broken, first), (hand, trick, trump, broken, first)
        for card in {*hand, *deck[size : size + 3]}:  # the rule codes agree with the fast answer
            ok = illegal_play_rule(rs, hand, trick, card, trump, broken, first) is None
            assert ok == (card in fast), (hand, trick, card)


def test_legal_plays_keep_one_of_each_copy_in_canonical_order() -> None:
    rs = load_ruleset("penn-4")
    deck = make_deck("double96")
    hand = tuple(sorted(deck, key=lambda c: c.index))  # four copies of every card
    assert legal_plays(rs, hand, [], "S") == ALL_CARDS
    assert legal_plays(rs, hand[:1], [], "S") == hand[:1]
    assert legal_plays(rs, hand[:2], [], "S") == hand[:1]


@pytest.mark.parametrize("ruleset_id", share(RULESETS, 0, 2))  # every ruleset in the long profile
@settings(max_examples=max(5, SETTINGS.max_examples // 5))  # a hand through apply() is slow
@given(seed=st.integers(0, 2**32 - 1))
def test_random_playout_is_apply_with_the_same_draws(ruleset_id: str, seed: int) -> None:
    rs = load_ruleset(ruleset_id)
    start = HandState.random(rs, seed, dealer=seed % rs.players)
    fast = start.random_playout(random.Random(seed))
    rng = random.Random(seed)
    state = start
    while not state.is_terminal():
        legal = state.legal_actions()
        state = state.apply(legal[int(rng.random() * len(legal))])
    assert fast.history == state.history
    assert (fast.hands, fast.taken, fast.trick, fast.trump_broken) == (
        state.hands,
        state.taken,
        state.trick,
        state.trump_broken,
    )
    assert fast.scored == state.scored and fast.returns() == state.returns()
    for winner, cards in fast.taken:  # each trick went to the card trick_winner names
        assert isinstance(cards, tuple)
        plays = [(seat, a.cards[0]) for seat, a in fast.history if a.kind == "play" and a.cards[0] in cards]
        assert winner in {seat for seat, _ in plays}
        assert cards[trick_winner(cards, fast.trump or "S")] in cards


@pytest.mark.parametrize("ruleset_id", ["bruce-5", "bruce-7"])
@settings(max_examples=max(5, SETTINGS.max_examples // 5))
@given(seed=st.integers(0, 2**32 - 1))
def test_random_playout_is_apply_with_replacements_one_card_a_round(ruleset_id: str, seed: int) -> None:
    # 000 read the other way (discard_draw.replacements one_per_round): the draw waits for the
    # last exchange in both paths, and no card appears or vanishes
    base = load_ruleset(ruleset_id)
    assert base.discard_draw is not None
    rs = dataclasses.replace(base, discard_draw=dataclasses.replace(base.discard_draw, replacements="one_per_round"))
    start = HandState.random(rs, seed, dealer=seed % rs.players)
    fast = start.random_playout(random.Random(seed))
    rng = random.Random(seed)
    state = start
    while not state.is_terminal():
        if state.phase == "play" and not state.taken and not state.trick:
            assert {len(h) for h in state.hands} == {rs.hand_size}
        legal = state.legal_actions()
        state = state.apply(legal[int(rng.random() * len(legal))])
    assert fast.history == state.history
    assert (fast.hands, fast.taken, fast.stock, fast.owed) == (state.hands, state.taken, state.stock, state.owed)
    assert fast.scored == state.scored and fast.returns() == state.returns()


@pytest.mark.parametrize("ruleset_id", ["family-5-shore", "family-5-96-heading", "family-5-single-deck"])
@settings(max_examples=max(3, SETTINGS.max_examples // 10))
@given(seed=st.integers(0, 2**32 - 1))
def test_random_playout_is_apply_when_the_later_identical_card_wins(ruleset_id: str, seed: int) -> None:
    # 002's other reading: the later of two identical cards beats the earlier (heading, trumping, the trick)
    base = load_ruleset(ruleset_id)
    rs = dataclasses.replace(base, play=dataclasses.replace(base.play, identical_first_wins=False))
    _playout_is_apply(rs, seed)


@pytest.mark.parametrize("ruleset_id", ["peterson-4", "trickster-classic", "penn-3", "peterson-4-playing-1000"])
@settings(max_examples=max(3, SETTINGS.max_examples // 10))
@given(seed=st.integers(0, 2**32 - 1))
def test_random_playout_is_apply_when_the_lead_passes_to_the_left(ruleset_id: str, seed: int) -> None:
    # the other reading of who leads after the first trick (001, 003, 004): the last leader's left
    base = load_ruleset(ruleset_id)
    rs = dataclasses.replace(base, play=dataclasses.replace(base.play, next_lead="leader_left"))
    _playout_is_apply(rs, seed)


@pytest.mark.parametrize("ruleset_id", ["bruce-5", "bruce-7"])
@settings(max_examples=max(3, SETTINGS.max_examples // 10))
@given(seed=st.integers(0, 2**32 - 1))
def test_random_playout_is_apply_when_only_trumping_in_breaks_trump(ruleset_id: str, seed: int) -> None:
    # the other reading of 000: a trick led with trump (from an all-trump hand) leaves trump unbroken
    base = load_ruleset(ruleset_id)
    lead = dataclasses.replace(base.play.lead, broken_by="trumping_in")
    rs = dataclasses.replace(base, play=dataclasses.replace(base.play, lead=lead))
    _playout_is_apply(rs, seed)


def test_the_lead_passes_to_the_last_leaders_left_whoever_took_the_trick() -> None:
    base = load_ruleset("penn-4")
    rs = dataclasses.replace(base, play=dataclasses.replace(base.play, next_lead="leader_left"))
    for seed in range(5):
        end = HandState.random(rs, seed, dealer=0).random_playout(random.Random(seed))
        leaders = [seat for i, (seat, a) in enumerate(p for p in end.history if p[1].kind == "play") if i % 4 == 0]
        assert leaders == [(leaders[0] + k) % 4 for k in range(12)]
        winners = [w for w, _ in end.taken]
        assert any(w != nxt for w, nxt in zip(winners, leaders[1:], strict=False))  # not the taker


@pytest.mark.parametrize("ruleset_id", ["family-5-96", "family-5-96-heading"])
@pytest.mark.parametrize("plays", [0, 7])
@settings(max_examples=max(3, SETTINGS.max_examples // 10))
@given(seed=st.integers(0, 2**32 - 1))
def test_random_playout_is_apply_when_the_first_to_play_the_called_card_is_the_partner(
    ruleset_id: str, plays: int, seed: int
) -> None:
    # 002's other reading of the 96-card call: the partner is revealed in play, by either path
    base = load_ruleset(ruleset_id)
    rs = dataclasses.replace(base, partner=dataclasses.replace(base.partner, called_holder="first_to_play"))
    rng = random.Random(seed)
    state = HandState.random(rs, seed, dealer=seed % rs.players)
    while not state.is_terminal() and (state.phase != "play" or plays > 0):
        plays -= state.phase == "play"
        legal = state.legal_actions()
        if state.phase == "call":  # call a card, so that the partner is found in play
            legal = tuple(a for a in legal if a.kind == "call")
        state = state.apply(legal[int(rng.random() * len(legal))])
    fast, plain = state.random_playout(random.Random(seed)), _by_apply(state, random.Random(seed))
    _same_end(fast, plain)
    assert (fast.partner, fast.called) == (plain.partner, plain.called)
    if fast.bidder is not None and fast.scored is not None and any(a.kind == "call" for _, a in fast.history):
        card = next(a.cards[0] for _, a in fast.history if a.kind == "call")
        first = next((s for s, a in fast.history if a.kind == "play" and a.cards[0] == card and s != fast.bidder), None)
        assert fast.partner == first


@pytest.mark.parametrize(
    ("ruleset_id", "first_wins"),
    [("penn-4", True), ("penn-3", True), ("trickster-classic", True), ("family-5-96-heading", False)],
)
@settings(max_examples=max(3, SETTINGS.max_examples // 10))
@given(seed=st.integers(0, 2**32 - 1))
def test_random_playout_is_apply_when_the_led_card_is_the_one_to_beat(
    ruleset_id: str, first_wins: bool, seed: int
) -> None:
    # 004's other reading of 'beat it': heading beats the led card, not the winning one
    base = load_ruleset(ruleset_id)
    play = dataclasses.replace(base.play, beat_target="led", identical_first_wins=first_wins)
    rs = dataclasses.replace(base, play=play)
    _playout_is_apply(rs, seed)


@pytest.mark.parametrize("ruleset_id", ["family-5-96-heading", "trickster-classic"])
@settings(max_examples=max(3, SETTINGS.max_examples // 10))
@given(seed=st.integers(0, 2**32 - 1))
def test_random_playout_is_apply_when_heading_outlives_a_trump(ruleset_id: str, seed: int) -> None:
    # 002's other reading of the 96-card heading: a trumped plain lead still has to be topped
    base = load_ruleset(ruleset_id)
    rs = dataclasses.replace(base, play=dataclasses.replace(base.play, head_after_trump=True))
    _playout_is_apply(rs, seed)


def test_heading_after_a_trump_in_the_fast_and_plain_legal_plays() -> None:
    hand = parse_cards("AD 9D AS")  # canonical order
    ace, nine = Card.from_str("AD"), Card.from_str("9D")
    trick = [Card.from_str("KD"), Card.from_str("9S")]  # diamonds led, spades trump: the nine wins
    lapsing = load_ruleset("family-5-96-heading")
    outliving = dataclasses.replace(lapsing, play=dataclasses.replace(lapsing.play, head_after_trump=True))
    for rs, expected in ((lapsing, (ace, nine)), (outliving, (ace,))):
        assert legal_plays(rs, hand, trick, "S") == expected
        assert plain_legal_plays(rs, hand, trick, "S", True, False) == expected
        assert (illegal_play_rule(rs, hand, trick, nine, "S", True, False) is None) == (nine in expected)


def test_the_led_card_to_beat_in_the_fast_and_plain_legal_plays() -> None:
    ace, king, _nine = hand = parse_cards("AH KH 9H")  # canonical order
    trick = [Card.from_str("JH"), Card.from_str("TH")]  # hearts trump and led: the ten is winning
    winning = load_ruleset("penn-4")
    led = dataclasses.replace(winning, play=dataclasses.replace(winning.play, beat_target="led"))
    for rs, expected in ((winning, (ace,)), (led, (ace, king))):
        assert legal_plays(rs, hand, trick, "H") == expected
        assert plain_legal_plays(rs, hand, trick, "H", True, False) == expected


def test_the_later_identical_card_takes_the_trick_and_beats_under_that_reading() -> None:
    ace, king, ace_h = parse_cards("AS KS AH")
    assert trick_winner([ace, king, ace], "H") == 0
    assert trick_winner([ace, king, ace], "H", first_wins=False) == 2
    assert trick_winner([king, ace, ace_h], "H", first_wins=False) == 2  # trump still wins
    heading = load_ruleset("family-5-96-heading")  # heading on trump leads only
    later = dataclasses.replace(heading, play=dataclasses.replace(heading.play, identical_first_wins=False))
    hand = parse_cards("AS KS AD")  # canonical order
    trick = [king, ace]  # spades trump and led: the ace of trump is winning
    assert legal_plays(heading, hand, trick, "S") == (ace, king)  # cannot beat it: any trump
    assert legal_plays(later, hand, trick, "S") == (ace,)  # the second ace beats the first
    assert illegal_play_rule(later, hand, trick, king, "S") == "play.must-head"
    assert illegal_play_rule(heading, hand, trick, king, "S") is None


def _by_apply(state: HandState, rng: random.Random) -> HandState:
    while not state.is_terminal():
        legal = state.legal_actions()
        state = state.apply(legal[int(rng.random() * len(legal))])
    return state


def _playout_is_apply(rs: Ruleset, seed: int) -> None:
    """A random hand under ``rs`` ends the same by the fast playout and by apply(), same draws."""
    start = HandState.random(rs, seed, dealer=seed % rs.players)
    _same_end(start.random_playout(random.Random(seed)), _by_apply(start, random.Random(seed)))


def _same_end(a: HandState, b: HandState) -> None:
    assert a.history == b.history
    assert (a.hands, a.taken, a.trick, a.leader, a.current) == (b.hands, b.taken, b.trick, b.leader, b.current)
    assert (a.tricks_played, a.trump_broken, a.scored) == (b.tricks_played, b.trump_broken, b.scored)


SITS_OUT = [r for r in RULESETS if (s := load_ruleset(r).scoring.shoot) is not None and s.partner_sits_out]


@pytest.mark.parametrize("ruleset_id", SITS_OUT)
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_random_playout_with_a_partner_sitting_out(ruleset_id: str, seed: int) -> None:
    rs = load_ruleset(ruleset_id)
    rng = random.Random(seed)
    state = HandState.random(rs, seed)
    while not state.is_terminal() and state.phase != "pass_back":
        legal = state.legal_actions()
        state = state.apply(legal[int(rng.random() * len(legal))])
    shoot = Action("shoot")
    if shoot not in state.legal_actions():
        return
    state = state.apply(shoot)
    _same_end(state.random_playout(random.Random(seed)), _by_apply(state, random.Random(seed)))


@pytest.mark.parametrize(
    "ruleset_id", ["penn-4", "bruce-7", "peterson-5", "family-5-single-deck", "trickster-double-deck"]
)
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), plays=st.integers(0, 30))
def test_random_playout_from_the_middle_of_a_trick(ruleset_id: str, seed: int, plays: int) -> None:
    rs = load_ruleset(ruleset_id)
    rng = random.Random(seed)
    state = HandState.random(rs, seed)
    while not state.is_terminal() and (state.phase != "play" or plays > 0):
        plays -= state.phase == "play"
        legal = state.legal_actions()
        state = state.apply(legal[int(rng.random() * len(legal))])
    _same_end(state.random_playout(random.Random(seed)), _by_apply(state, random.Random(seed)))


@SETTINGS
@given(seed=st.integers(0, 2**64 - 1), size=st.integers(0, 100))
def test_the_deal_shuffle_is_random_shuffle(seed: int, size: int) -> None:
    mine, theirs = list(range(size)), list(range(size))
    a, b = random.Random(seed), random.Random(seed)
    _shuffle(mine, a.getrandbits)  # type: ignore[arg-type]  # any list shuffles the same way
    b.shuffle(theirs)
    assert mine == theirs and a.random() == b.random()  # same order, same draws consumed


@pytest.mark.parametrize("ruleset_id", ["penn-4", "trickster-double-deck", "bruce-7"])
@pytest.mark.parametrize("seed", [0, 1, 2**40 + 7])
def test_a_seeded_deal_is_dealt_from_random_shuffle(ruleset_id: str, seed: int) -> None:
    rs = load_ruleset(ruleset_id)
    deck = list(make_deck(rs.deck))
    random.Random(seed).shuffle(deck)
    assert deal_cards(rs, 1, random.Random(seed)) == deal_from(rs, 1, deck)
    assert HandState.random(rs, seed, dealer=1).hands == HandState.new(rs, deal_from(rs, 1, deck), 1).hands


class _SubclassRandom(random.Random):
    """A Random subclass: random_playout must draw through its random()."""

    calls = 0

    def random(self) -> float:
        type(self).calls += 1
        return super().random()


def test_random_playout_uses_a_subclass_random() -> None:
    rs = load_ruleset("penn-4")
    end = HandState.random(rs, 3).random_playout(_SubclassRandom(3))
    assert end.is_terminal() and _SubclassRandom.calls == len(end.history)


MISDEAL_RULESETS = [r for r in RULESETS if load_ruleset(r).bidding.misdeal is not None]


@pytest.mark.parametrize("ruleset_id", MISDEAL_RULESETS)
@pytest.mark.parametrize("caller", ["holder", "anyone"])
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), stack=st.booleans())
def test_misdeal_is_offered_exactly_when_misdeal_rule_allows_it(
    ruleset_id: str, caller: Literal["holder", "anyone"], seed: int, stack: bool
) -> None:
    rs = load_ruleset(ruleset_id)
    md = rs.bidding.misdeal
    assert md is not None
    rs = dataclasses.replace(
        rs, bidding=dataclasses.replace(rs.bidding, misdeal=dataclasses.replace(md, caller=caller))
    )
    rng = random.Random(seed)
    deck = list(make_deck(rs.deck))
    rng.shuffle(deck)
    if stack:  # nines first: the first seats dealt to hold enough of them to call a misdeal
        deck.sort(key=lambda c: c.rank != "9")
    dealer = rng.randrange(rs.players)
    state = HandState.new(rs, deal_from(rs, dealer, deck), dealer)
    misdeal = Action("misdeal")
    while state.phase == "bidding":
        offered = misdeal in state.legal_actions()
        assert offered == (state.misdeal_rule(state.current) is None), (state.bids, state.current)
        legal = [a for a in state.legal_actions() if a != misdeal]
        if not legal:
            break
        state = state.apply(rng.choice(legal))


@pytest.mark.parametrize("kind", sorted(DECKS))
def test_deck_caches_equal_a_fresh_build(kind: str) -> None:
    copies, ranks = DECKS[kind]
    fresh = tuple(c for c in ALL_CARDS for _ in range(copies) if c.rank in ranks)
    assert make_deck(kind) == fresh and make_deck(kind) is make_deck(kind)
    assert _deck_counts(kind) == counts_of(fresh)
    rs = next(load_ruleset(r) for r in RULESETS)
    check_deal(rs, deal_from(rs, 0, make_deck(rs.deck)))  # the cached counts still accept a real deal


MELD_RULESETS = sorted({r for r in RULESETS if load_ruleset(r).meld.values})


@SETTINGS
@given(
    ruleset_id=st.sampled_from(MELD_RULESETS),
    seed=st.integers(0, 2**32 - 1),
    trump=st.sampled_from(SUITS),
)
def test_remainder_meld_equals_counting_each_remainder(ruleset_id: str, seed: int, trump: str) -> None:
    """RemainderMeld (inert tens and nines of plain suits, one count per distinct effect) gives
    the same total as meld() of every remainder, and can_be_kept the same answer."""
    rs = load_ruleset(ruleset_id)
    rng = random.Random(seed)
    deck = list(make_deck(rs.deck))
    rng.shuffle(deck)
    hand = tuple(sorted(deck[: rng.randint(1, 14)], key=lambda c: c.index))
    k = rng.randint(0, min(4, len(hand)))
    left = RemainderMeld(rs, hand, trump)
    full = meld(rs, hand, trump).total
    assert left.total(()) == full
    brute = []
    for combo in _combos(hand, k):
        rest = remove_cards(hand, combo)
        assert rest is not None
        assert left.total(combo) == meld(rs, rest, trump).total, (hand, combo, trump)
        brute.append(meld(rs, rest, trump).total == full)
    assert any(brute) == _can_keep(rs, hand, k, trump)


def _can_keep(rs: Ruleset, hand: tuple[Card, ...], k: int, trump: str) -> bool:
    start = HandState.random(rs, 0)
    object.__setattr__(start, "trump", trump)
    return start._meld_can_be_kept(hand, k)


@pytest.mark.parametrize("ruleset_id", ["family-5-96", "penn-3", "penn-4-pass-3", "bruce-5", "trickster-classic-kitty"])
@settings(max_examples=max(3, SETTINGS.max_examples // 10))  # a 96-card discard lists thousands of actions
@given(seed=st.integers(0, 2**32 - 1))
def test_random_action_is_choice_among_the_legal_actions(ruleset_id: str, seed: int) -> None:
    # the same action and the same draw at every step, so seeded hands (fuzz pools) are unchanged
    rs = load_ruleset(ruleset_id)
    state = HandState.random(rs, seed, dealer=seed % rs.players)
    fast, plain = random.Random(seed), random.Random(seed)
    chose_cards = 0
    while not state.is_terminal():
        action = state.random_action(fast)  # first, while no legal actions are cached
        assert action == plain.choice(state.legal_actions())
        assert fast.getstate() == plain.getstate()
        chose_cards += state.phase in ("give_back", "pass", "pass_back", "discard", "exchange")
        state = state.apply(action)
    assert chose_cards > 0 or state.history[-1][1].kind in ("pass", "misdeal", "concede")
