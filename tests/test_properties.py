"""Property tests (hypothesis) of the reference engine over every named ruleset."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from _profile import share
from hypothesis import given, settings
from hypothesis import strategies as st

from conformance_report.rulesets import load_ruleset, ruleset_ids
from reference_engine.cards import SUITS, make_deck
from reference_engine.meld import meld
from reference_engine.state import HandState

RULESETS = ruleset_ids()  # ci: each property over a third of them, in turn; long: all
SETTINGS = settings()  # the profile decides: tests/conftest.py (ci, or PINOCHLE_TEST_PROFILE=long)


def _play_out(ruleset_id: str, seed: int) -> tuple[HandState, HandState | None]:
    """A seeded random hand to the end; also the state when trick play began (None if never)."""
    rs = load_ruleset(ruleset_id)
    rng = random.Random(seed)
    state = HandState.random(rs, seed, dealer=seed % rs.players)
    at_play = None
    for _ in range(2000):
        if state.is_terminal():
            break
        if state.phase == "play" and at_play is None:
            at_play = state
        legal = state.legal_actions()
        assert legal, f"no legal action in phase {state.phase}"
        state = state.apply(rng.choice(legal))
    assert state.is_terminal()
    return state, at_play


@pytest.mark.parametrize("ruleset_id", share(RULESETS, 0, 3))
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_random_hand_plays_every_card_once(ruleset_id: str, seed: int) -> None:
    end, at_play = _play_out(ruleset_id, seed)
    if at_play is None:  # thrown in (all passed, misdeal) or folded before play
        return
    held = Counter(c for seat, hand in enumerate(at_play.hands) if seat != at_play.sitting_out for c in hand)
    played = Counter(c for _, cards in end.taken for c in cards)
    assert played == held
    sat_out = at_play.sitting_out
    assert all(not h for s, h in enumerate(end.hands) if s != sat_out)


@pytest.mark.parametrize("ruleset_id", share(RULESETS, 1, 3))
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_trick_points_add_up_to_the_ruleset_total(ruleset_id: str, seed: int) -> None:
    rs = load_ruleset(ruleset_id)
    end, at_play = _play_out(ruleset_id, seed)
    if at_play is None or end.scored is None or end.shoot:
        return
    in_play = Counter(c for hand in at_play.hands for c in hand)
    kd = rs.kitty.discard if rs.kitty else None
    if kd is not None and kd.counts_for == "bidder":
        in_play.update(end.discarded)
    if sum(in_play.values()) == rs.deck_size:
        expected = rs.counter_total()
    else:  # cards never played: 000's undealt stock, or a discard that counts for nobody
        expected = sum(rs.counters.values.get(c.rank, 0) * n for c, n in in_play.items()) + rs.counters.last_trick
    assert sum(side.trick_points for side in end.scored.sides) == expected


@pytest.mark.parametrize("ruleset_id", share(RULESETS, 2, 3))
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_legal_plays_are_never_empty_and_come_from_the_hand(ruleset_id: str, seed: int) -> None:
    rs = load_ruleset(ruleset_id)
    rng = random.Random(seed)
    state = HandState.random(rs, seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal
        if state.phase == "play":
            hand = set(state.hands[state.current])
            assert {a.cards[0] for a in legal} <= hand
            assert len({a.cards[0] for a in legal}) == len(legal)
        state = state.apply(rng.choice(legal))


@pytest.mark.parametrize("ruleset_id", share(RULESETS, 0, 3))
@SETTINGS
@given(data=st.data())
def test_meld_does_not_depend_on_card_order(ruleset_id: str, data: st.DataObject) -> None:
    rs = load_ruleset(ruleset_id)
    deck = list(make_deck(rs.deck))
    hand = data.draw(st.permutations(deck))[: rs.hand_size]
    trump = data.draw(st.sampled_from(SUITS))
    shuffled = data.draw(st.permutations(hand))
    assert meld(rs, hand, trump) == meld(rs, shuffled, trump)
    assert meld(rs, sorted(hand), trump) == meld(rs, hand, trump)


@pytest.mark.parametrize("ruleset_id", share(RULESETS, 1, 3))
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_a_random_playout_is_a_hand_apply_could_reach(ruleset_id: str, seed: int) -> None:
    rs = load_ruleset(ruleset_id)
    start = HandState.random(rs, seed, dealer=seed % rs.players)
    end = start.random_playout(random.Random(seed))
    assert end.is_terminal()
    replayed = start
    for seat, action in end.history:
        assert action in replayed.legal_actions()
        replayed = replayed.apply(action, seat=None if seat < 0 else seat)
    assert replayed.returns() == end.returns()
    assert replayed.taken == end.taken and replayed.hands == end.hands
