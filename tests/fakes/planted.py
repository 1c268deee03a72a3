"""The reference adapter with planted rule bugs (``--bug NAME``, repeatable): a wrong engine for tests.

Bugs: ``last-trick-missing``, ``must-head-ignored``, ``double-pinochle-as-two``,
``marriage-in-run``, ``ten-below-king``, ``legal-plays-crash``, ``play-hand-refused`` (an error
reply to every play_hand request), ``passed-may-bid-again`` (the turn does not skip a player
who has passed, and his bid is taken), ``trick-not-cleared`` (once the first trick is taken,
every later card is judged as if the first trick's cards were still on the table),
``any-cards-accepted`` (requests whose cards one deal cannot hold are answered, not refused),
``shoot-always-accepted`` (a hand_score ``shoot`` is ignored instead of refused), ``seats-wrap``
(a seat past the table is read modulo the players instead of refused),
``set-not-applied`` (a set bidding side scores its meld and points as if it had made its bid),
``game-never-ends`` (``game_result`` never ends the game), ``ties-end-the-game`` (players tied
for the win do not play on: the game goes to one of them).
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
        elif bug == "ties-end-the-game":
            rs["game"]["ties"] = "highest_wins"
        elif bug == "legal-plays-crash" and request.get("op") == "legal_plays":
            raise SystemExit(3)
        elif bug == "play-hand-refused" and request.get("op") == "play_hand":
            return {"id": request.get("id"), "error": {"message": "play_hand is not implemented here"}}
        reply = original(request)
        result = reply.get("result")
        if bug == "set-not-applied" and request.get("op") == "hand_score" and result and not result["made"]:
            side = result["sides"][0]
            side["score"] = side["meld"] + side["trick_points"]
            for seat in result["seats"]:
                if seat["seat"] in side["seats"]:
                    seat["score"] = side["score"]
        if bug == "game-never-ends" and request.get("op") == "game_result" and result:
            reply["result"] = {"finished": False, "winners": [], "play_on": []}
        return reply

    adapter.handle = patched_ruleset  # type: ignore[assignment]
    if bug == "ten-below-king":
        tricks.trick_winner = _ten_below_king
        adapter.trick_winner = _ten_below_king  # type: ignore[attr-defined]
        state = importlib.import_module("reference_engine.state")
        state.trick_winner = _ten_below_king  # type: ignore[attr-defined]
    if bug == "any-cards-accepted":  # no check of the cards one deal can hold (protocol)
        adapter.deck_problem = lambda kind, cards: None  # type: ignore[attr-defined]
    if bug == "seats-wrap":  # a seat past the table is taken modulo the players (protocol)
        real_seat = adapter._seat

        def wrapped(rs: Any, value: Any, field: str) -> int:
            return real_seat(rs, value % rs.players if isinstance(value, int) else value, field)

        adapter._seat = wrapped
    if bug == "shoot-always-accepted":  # a shoot is scored under any ruleset (protocol)
        original_handle = adapter.handle

        def shoot_dropped(request: Any) -> Any:
            if isinstance(request, dict) and request.get("op") == "hand_score":
                request = copy.deepcopy(request)
                request.get("args", {}).pop("shoot", None)
            return original_handle(request)

        adapter.handle = shoot_dropped  # type: ignore[assignment]
    if bug == "passed-may-bid-again":
        bidding = importlib.import_module("reference_engine.bidding")

        def every_seat_in_turn(rs: Any, turn: int, passed: list[bool], out: frozenset[int] = frozenset()) -> int:
            nxt = (turn + 1) % rs.players
            while out and nxt in out:
                nxt = (nxt + 1) % rs.players
            return nxt

        bidding._next_turn = every_seat_in_turn
    if bug == "trick-not-cleared":
        state = importlib.import_module("reference_engine.state")
        real_rules = state.HandState._rules_for

        def judged_against_the_first_trick(self: Any, a: Any) -> tuple[str, ...]:
            if self.phase != "play" or not self.taken or a.kind != "play":
                return tuple(real_rules(self, a))
            on_table = (*self.taken[0][1], *self.trick_cards())
            rule = state.illegal_play_rule(
                self.rs, self.hands[self.current], on_table, a.cards[0], self.trump or "S", self.trump_broken, False
            )
            return (rule,) if rule else ()

        state.HandState._rules_for = judged_against_the_first_trick
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
