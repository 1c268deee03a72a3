"""The reference adapter with planted rule bugs (``--bug NAME``, repeatable): a wrong engine for tests.

Bugs: ``last-trick-missing``, ``must-head-ignored``, ``double-pinochle-as-two``,
``marriage-in-run``, ``ten-below-king``, ``legal-plays-crash``, ``play-hand-refused`` (an error
reply to every play_hand request).
"""

from __future__ import annotations

import argparse
import copy
import importlib
import sys
from collections.abc import Sequence
from typing import Any

from reference_engine import adapter, tricks
from reference_engine.cards import Card
from reference_engine.meld import MeldLine, MeldResult

_ORDER = "AKTQJ9"  # the bug: ten below king


def _ten_below_king(cards: Sequence[Card], trump: str, first_wins: bool = True) -> int:
    best, pos = cards[0], 0
    for i, c in enumerate(cards[1:], 1):
        if (c.suit == best.suit and _ORDER.index(c.rank) < _ORDER.index(best.rank)) or (
            c.suit == trump and best.suit != trump
        ):
            best, pos = c, i
    return pos


def plant(bug: str) -> None:
    """Patch the engine or the ruleset handling in this process only."""
    original = adapter.handle

    def patched_ruleset(request: Any) -> Any:
        rs = request.get("ruleset") if isinstance(request, dict) else None
        if not isinstance(rs, dict):
            return original(request)
        request = copy.deepcopy(request)
        rs = request["ruleset"]
        if bug == "last-trick-missing":
            rs["counters"]["last_trick"] = 0
        elif bug == "must-head-ignored":
            rs["play"]["must_beat_when_following"] = "never"
        elif bug == "double-pinochle-as-two":
            pin = rs["meld"]["values"].get("pinochle")
            if pin:
                rs["meld"]["values"]["pinochle"] = {"1": pin["1"]}
        elif bug == "legal-plays-crash" and request.get("op") == "legal_plays":
            raise SystemExit(3)
        elif bug == "play-hand-refused" and request.get("op") == "play_hand":
            return {"id": request.get("id"), "error": {"message": "play_hand is not implemented here"}}
        return original(request)

    adapter.handle = patched_ruleset  # type: ignore[assignment]
    if bug == "ten-below-king":
        tricks.trick_winner = _ten_below_king
        adapter.trick_winner = _ten_below_king  # type: ignore[attr-defined]
        state = importlib.import_module("reference_engine.state")
        state.trick_winner = _ten_below_king  # type: ignore[attr-defined]
    if bug == "marriage-in-run":
        meld_mod = importlib.import_module("reference_engine.meld")
        real = meld_mod.meld_counts

        def with_marriage(rs: Any, c: list[int], trump: str) -> MeldResult:
            res = real(rs, c, trump)
            runs = [ln for ln in res.lines if ln.meld == "run"]
            royal = rs.meld.values.get("royal_marriage", {}).get(1, 0)
            if not runs or not royal:
                return res
            extra = MeldLine("royal_marriage", trump, runs[0].multiplicity, royal * runs[0].multiplicity)
            return MeldResult((*res.lines, extra), res.total + extra.points)

        meld_mod.meld_counts = with_marriage


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bug", required=True, action="append", help="a bug to plant (repeat for several)")
    args = parser.parse_args()
    for bug in args.bug:
        plant(bug)
    adapter.serve(sys.stdin, sys.stdout)


if __name__ == "__main__":
    main()
