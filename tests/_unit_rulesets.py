"""Helpers of the engine unit tests (tests/test_cards.py ... tests/test_game.py); not a test module.

Two sources of rulesets:

- ``fixture(id)`` loads a named ruleset from ``fixtures/rulesets`` and skips the calling test with
  a clear reason when that fixture has not been written yet;
- ``doc(name, **patch)`` builds an inline ruleset transcribed here from one source document (000
  Bruce, 002 family main text, 003 Trickster classic), for exercising one engine option at a time
  (table sizes, option switches) whatever the fixtures hold.  ``patch`` is merged into the document
  (nested dicts merge, other values replace): ``doc("bruce", players=5, hand_size=5, ...)``.

Each inline ruleset's comment names its source (``/work/shared/seeds/00N_*.txt``).
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from conformance_report.rulesets import RULESET_DIR, load_ruleset
from reference_engine.cards import Card, parse_cards
from reference_engine.ruleset import Ruleset

DOC_000 = "000_c1157c29c93b7ec7.txt"
DOC_002 = "002_5eb874ad8e67ddba.txt"
DOC_003 = "003_cdec761f4a78b49f.txt"


def fixture_path(ruleset_id: str) -> Path:
    return RULESET_DIR / f"{ruleset_id}.json"


def fixture(ruleset_id: str) -> Ruleset:
    """The named fixture ruleset; a test naming a fixture that is missing fails (it was skipped
    once, while the fixtures were being written, which let a deleted fixture go unnoticed)."""
    if not fixture_path(ruleset_id).exists():
        pytest.fail(f"fixture fixtures/rulesets/{ruleset_id}.json is missing")
    return _load(ruleset_id, fixture_path(ruleset_id).stat().st_mtime_ns)


@functools.cache
def _load(ruleset_id: str, mtime: int) -> Ruleset:
    """Schema validation is slow; a fixture is loaded once per file version."""
    return load_ruleset(ruleset_id)


def _merge(base: dict[str, Any], patch: Mapping[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(base)
    for key, value in patch.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


def _each(count: int, packets: int) -> list[dict[str, Any]]:
    return [{"to": "each", "count": count} for _ in range(packets)]


# 000 Bruce's 5/7 card pinochle: 48-card deck, 1 card at a time, one round of bidding from 1,
# dealer stuck for 1, discard and draw, meld chart, trump not led until broken, must head,
# keep meld with 1 point, nines kept, game 50, bidder wins ties at 50+, renege.
BRUCE: dict[str, Any] = {
    "id": "unit-bruce",
    "name": "Bruce's 7 card pinochle (unit-test transcription)",
    "source": {"document": DOC_000, "sections": ["whole document"]},
    "players": 4,
    "sides": {"kind": "individual"},
    "deck": "single48",
    "hand_size": 7,
    "deal": {"schedule": _each(1, 7)},
    "bidding": {
        "style": "single_round",
        "minimum": 1,
        "increment": 1,
        "maximum": 60,
        "all_pass": "dealer_stuck",
        "stuck_amount": 1,
    },
    "discard_draw": {"limit": "equal_share_of_stock"},
    "meld": {
        "values": {
            "aces_around": {"1": 10},
            "kings_around": {"1": 8},
            "queens_around": {"1": 6},
            "jacks_around": {"1": 4},
            "royal_marriage": {"1": 4},
            "common_marriage": {"1": 2},
            "run": {"1": 15},
            "nine_of_trump": {"1": 1},
            "pinochle": {"1": 4, "2": 30},
        }
    },
    "play": {
        "lead": {"first_lead_trump": False, "trump_until_broken": True},
        "must_beat_when_following": "always",
        "must_trump_if_void": True,
        "must_overtrump": True,
    },
    "counters": {"values": {"A": 1, "T": 1, "K": 1}, "last_trick": 1},
    "scoring": {
        "make_bid": "at_least",
        "bidder_requires": "none",
        "keep_meld_requires": "point",
        "kept_anyway": ["nine_of_trump"],
        "set": {"penalty": "bid", "keeps": ["nine_of_trump"]},
        "renege": {"offender_penalty": "bid", "others_keep": "meld"},
    },
    "game": {"target": 50, "bidder_precedence": True, "ties": "play_on", "must_bid_or_set": False},
    "cut_for_deal": "highest",
}

# 002 main text ("Shore rules"): 5 players, two decks without nines, 15 cards each and a 5-card
# widow, one round of bidding from 40 (dealer stuck at 40), partner = first holder left of the
# bidder of the ace of trump, else the ten; the bidder takes the widow, melds, discards 5 (not meld
# unless forced); first lead trump; must trump when void, second trumper must beat the first;
# 50 counters including 2 for the last trick; defenders need a trick to keep meld; game 240.
FAMILY: dict[str, Any] = {
    "id": "unit-family",
    "name": "5-handed family pinochle, Shore rules (unit-test transcription)",
    "source": {"document": DOC_002, "sections": ["main text"]},
    "players": 5,
    "sides": {"kind": "bidder_and_partner"},
    "partner": {"method": "holder_of_trump_ace_then_ten", "when": "after_trump"},
    "deck": "double80",
    "hand_size": 15,
    "deal": {"schedule": [{"to": "each", "count": 3}, {"to": "kitty", "count": 1}] * 5},
    "kitty": {
        "size": 5,
        "taken": "after_trump",
        "discard": {"count": 5, "when": "after_meld", "may_discard_meld": False, "announce_trump": True},
    },
    "bidding": {
        "style": "single_round",
        "minimum": 40,
        "increment": 1,
        "maximum": 100,
        "all_pass": "dealer_stuck",
        "stuck_amount": 40,
    },
    "meld": {
        "values": {
            "common_marriage": {"1": 2},
            "royal_marriage": {"1": 4},
            "pinochle": {"1": 4, "2": 8},
            "jacks_around": {"1": 4},
            "queens_around": {"1": 6},
            "kings_around": {"1": 8},
            "aces_around": {"1": 10},
            "run": {"1": 15},
        }
    },
    "play": {
        "lead": {"first_lead_trump": True, "trump_until_broken": False},
        "must_beat_when_following": "never",
        "must_trump_if_void": True,
        "must_overtrump": True,
    },
    "counters": {"values": {"A": 1, "T": 1, "K": 1}, "last_trick": 2},
    "scoring": {
        "make_bid": "at_least",
        "keep_meld_requires": "trick",
        "keep_meld_applies_to": "defenders",
        "set": {"penalty": "bid", "keeps": []},
    },
    "game": {"target": 240, "bidder_precedence": False, "ties": "play_on"},
}

# 003 Trickster, classic single deck, 4 players: auction from the dealer's left, passing is final,
# meld table (Classic column), must head trick always, counters A 10 K = 10 each, 10 for the last
# trick; declarers must exceed the bid and capture a counter; play to 1500.
TRICKSTER: dict[str, Any] = {
    "id": "unit-trickster",
    "name": "Trickster classic single deck (unit-test transcription)",
    "source": {"document": DOC_003, "sections": ["whole document"]},
    "players": 4,
    "sides": {"kind": "fixed", "teams": [[0, 2], [1, 3]]},
    "deck": "single48",
    "hand_size": 12,
    "deal": {"schedule": _each(3, 4)},
    "bidding": {
        "style": "auction",
        "minimum": 250,
        "increment": 10,
        "maximum": 1000,
        "all_pass": "dealer_stuck",
        "stuck_amount": 250,
        "misdeal": {"min_nines": 5, "requires_no_meld": False, "when": "as_first_bid"},
    },
    "meld": {
        "values": {
            "run": {"1": 150, "2": 1500},
            "royal_marriage": {"1": 40},
            "nine_of_trump": {"1": 10},
            "aces_around": {"1": 100, "2": 1000},
            "kings_around": {"1": 80, "2": 800},
            "queens_around": {"1": 60, "2": 600},
            "jacks_around": {"1": 40, "2": 400},
            "common_marriage": {"1": 20},
            "pinochle": {"1": 40, "2": 300},
        }
    },
    "play": {"must_beat_when_following": "always", "must_trump_if_void": True, "must_overtrump": True},
    "counters": {"values": {"A": 10, "T": 10, "K": 10}, "last_trick": 10},
    "scoring": {"make_bid": "exceed", "bidder_requires": "counter", "keep_meld_requires": "none"},
    "game": {"target": 1500, "bidder_precedence": False, "ties": "play_on", "must_bid_or_set": False},
}

DOCS: dict[str, dict[str, Any]] = {"bruce": BRUCE, "family": FAMILY, "trickster": TRICKSTER}


def doc_dict(name: str, patch: Mapping[str, Any] | None = None, **kw: Any) -> dict[str, Any]:
    data = _merge(DOCS[name], dict(patch or {}))
    return _merge(data, kw)


def doc(name: str, patch: Mapping[str, Any] | None = None, **kw: Any) -> Ruleset:
    """An inline document ruleset with ``patch`` / keyword fields merged in."""
    return Ruleset.from_dict(doc_dict(name, patch, **kw))


def derived(data: Mapping[str, Any], patch: Mapping[str, Any]) -> Ruleset:
    return Ruleset.from_dict(_merge(dict(data), patch))


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def c(code: str) -> Card:
    return Card.from_str(code)


def codes(items: Iterable[Card]) -> list[str]:
    return [str(x) for x in items]


def lines_of(result: Any) -> set[tuple[str, str | None, int, int]]:
    """A meld result's breakdown as a set of (meld, suit, multiplicity, points)."""
    return {(ln.meld, ln.suit, ln.multiplicity, ln.points) for ln in result.lines}


def fill_deal(rs: Ruleset, fixed: Mapping[int, str], kitty: str = "", stock_order: Sequence[str] = ()) -> Any:
    """A Deal where the seats in ``fixed`` hold exactly those cards (and the kitty those) and every
    other seat gets the rest of the deck in canonical order; the stock (000) is what remains, with
    ``stock_order`` cards on top."""
    from reference_engine.cards import make_deck, remove_cards
    from reference_engine.state import Deal

    rest: tuple[Card, ...] = make_deck(rs.deck)
    hands: dict[int, tuple[Card, ...]] = {}
    for seat, text in fixed.items():
        hands[seat] = cards(text)
        left = remove_cards(rest, hands[seat])
        assert left is not None, f"seat {seat}: {text} is not in what is left of the deck"
        rest = left
    kit = cards(kitty)
    left = remove_cards(rest, kit)
    assert left is not None
    rest = left
    top = tuple(c(x) for x in stock_order)
    left = remove_cards(rest, top)
    assert left is not None
    rest = left
    out = []
    for seat in range(rs.players):
        if seat in hands:
            out.append(hands[seat])
        else:
            out.append(rest[: rs.hand_size])
            rest = rest[rs.hand_size :]
    kitty_cards = kit
    if len(kitty_cards) < rs.kitty_size:
        need = rs.kitty_size - len(kitty_cards)
        kitty_cards, rest = kitty_cards + rest[:need], rest[need:]
    return Deal(tuple(out), kitty_cards, top + rest)
