"""The engine's dealt meld frequencies agree with exact combinatorics (001's odds: docs/odds.md)."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

spec = importlib.util.spec_from_file_location("odds", Path(__file__).parents[1] / "benchmarks" / "odds.py")
assert spec is not None and spec.loader is not None
odds = importlib.util.module_from_spec(spec)
spec.loader.exec_module(odds)

DEALS = 3000
PLAYERS = DEALS * 4


def _p_none(missing: int) -> float:
    """P(a 12-card hand from 48 holds none of ``missing`` given cards)."""
    return math.comb(48 - missing, 12) / math.comb(48, 12)


def _within(observed: float, p: float) -> bool:
    # hands of one deal are dependent; 5 standard errors of the per-player rate is a generous bound
    return abs(observed - p) <= 5 * math.sqrt(p * (1 - p) / PLAYERS)


def test_pinochle_frequency_matches_the_exact_probability() -> None:
    p = 1 - 2 * _p_none(2) + _p_none(4)  # at least one of two J♦ and at least one of two Q♠
    assert abs(p - 0.1857) < 0.0005
    assert _within(odds.frequencies(DEALS, 7)["pinochle"]["per_player"], p)


def test_aces_around_frequency_matches_the_exact_probability() -> None:
    p = sum((-1) ** k * math.comb(4, k) * _p_none(2 * k) for k in range(5))  # an ace of every suit
    assert abs(p - 0.0276) < 0.0005
    assert _within(odds.frequencies(DEALS, 11)["100 aces"]["per_player"], p)
