"""Cutting for the first deal (``cut_for_deal``).

``highest`` (000): every player cuts, the highest card deals (rank order A 10 K Q J 9;
suits do not count); players tied for highest cut again, only they, until one remains.
``first_ace`` (002, 96-card comment): players cut in seat order and the first ace deals; a
round without an ace is cut again by everyone.  ``any`` (001, 004): the documents let the
players pick the first dealer; a cut decides nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card
from .errors import IllegalActionError
from .ruleset import Ruleset


@dataclass(frozen=True, slots=True)
class CutResult:
    """``status`` is ``decided`` (``dealer``), ``recut`` (who cuts next) or ``no_rule``."""

    status: str
    dealer: int | None
    recut: tuple[int, ...]

    def to_json(self) -> dict[str, object]:
        return {"status": self.status, "dealer": self.dealer, "recut": list(self.recut)}


def cut_for_deal(rs: Ruleset, rounds: Sequence[Sequence[tuple[int, Card]]]) -> CutResult:
    """Replay rounds of (seat, card cut); raise IllegalActionError ``cut.wrong-seats`` when a
    round is cut by other players than the rule calls for."""
    n = rs.players
    if rs.cut_for_deal == "any":
        return CutResult("no_rule", None, ())
    expected: tuple[int, ...] = tuple(range(n))
    decided: CutResult | None = None
    for i, cuts in enumerate(rounds):
        if decided is not None:
            raise IllegalActionError("cut.wrong-seats", f"round {i + 1} is cut after the first deal was decided")
        seats = tuple(sorted(seat for seat, _ in cuts))
        if seats != expected:
            raise IllegalActionError("cut.wrong-seats", f"round {i + 1} is cut by {list(seats)}, not {list(expected)}")
        if rs.cut_for_deal == "first_ace":
            ace = next((seat for seat, card in cuts if card.rank == "A"), None)
            if ace is not None:
                decided = CutResult("decided", ace, ())
            continue
        best = min(card.rank_index for _, card in cuts)
        top = tuple(sorted(seat for seat, card in cuts if card.rank_index == best))
        if len(top) == 1:
            decided = CutResult("decided", top[0], ())
        expected = top
    return decided or CutResult("recut", None, expected)
