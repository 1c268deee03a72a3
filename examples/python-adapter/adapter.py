"""A minimal pinochle adapter on the Python kit: it answers trick_winner for penn-4 (and any
id given with --claim), reading its one option from the ruleset document; every other
operation is answered unsupported by the kit."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pinochle_kit import RANKS, card, option, serve


def trick_winner(ruleset: Mapping[str, Any], args: Mapping[str, Any]) -> dict[str, int]:
    """The seat that takes the trick: the best trump, else the best card of the suit led.
    Of two identical cards the first wins, unless ``play.identical_first_wins`` is false."""
    first_wins = option(ruleset, "play.identical_first_wins", True)
    trump, trick = args["trump"], args["trick"]
    best = trick[0]
    for played in trick[1:]:
        (rank, suit), (top_rank, top_suit) = card(played["card"]), card(best["card"])
        if suit == top_suit:
            if RANKS.index(rank) < RANKS.index(top_rank) or (rank == top_rank and not first_wins):
                best = played
        elif suit == trump:
            best = played
    return {"seat": best["seat"]}


if __name__ == "__main__":
    serve("python-minimal", "0.1.0", {"trick_winner": trick_winner}, rulesets=["penn-4"])
