"""What an app's ``deal`` answers show of its deal: the deck, hand size, kitty, stock and packet schedule.

A ``deal`` request gives the deck top card first, and the answer says who got each card, so the
seat (counted from the dealer) or the kitty that each deck position went to can be read back.
A card held twice (every card of a single deck has two copies) leaves its positions open
between its holders; several deals with other decks and dealers close them, and what is left
open is settled by matching packets (:func:`parse_tape`). The schedule found is then checked
on further deals.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Final

from reference_engine.cards import DECKS, make_deck

KITTY: Final = -1
"""The kitty as a recipient on a tape (seats are counted from the dealer: 0 is the dealer)."""
STOCK: Final = -2
FIRST_PACKETS: Final = ("dealer_left", "dealer", "dealer_right")


@dataclass(frozen=True)
class DealShape:
    """What the deal answers show: every member the ruleset's deal depends on."""

    deck: str
    hand_size: int
    kitty_size: int
    stock_size: int
    schedule: tuple[tuple[str, int], ...]
    first_packet: str
    rotation: str | None

    def schedule_json(self) -> list[dict[str, Any]]:
        return [{"to": to, "count": count} for to, count in self.schedule]


def round_order(first_packet: str, players: int) -> list[int]:
    """Seats, counted from the dealer, in the order one round of packets reaches them."""
    if first_packet == "dealer_right":
        return [(-1 - i) % players for i in range(players)]
    start = 0 if first_packet == "dealer" else 1
    return [(start + i) % players for i in range(players)]


def tape(schedule: Sequence[tuple[str, int]], first_packet: str, players: int) -> list[int]:
    """The recipient of each deck position the schedule deals (seat from the dealer, or ``KITTY``)."""
    out: list[int] = []
    order = round_order(first_packet, players)
    for to, count in schedule:
        if to == "kitty":
            out += [KITTY] * count
        else:
            for seat in order:
                out += [seat] * count
    return out


def schedule_of(doc: Mapping[str, Any]) -> tuple[tuple[tuple[str, int], ...], str]:
    """A ruleset document's schedule (as pairs) and first packet."""
    deal = doc.get("deal") or {}
    steps = tuple((str(s["to"]), int(s["count"])) for s in deal.get("schedule") or ())
    return steps, str(deal.get("first_packet") or "dealer_left")


def deal_request(deck: str, players: int, k: int, seed: int) -> dict[str, Any]:
    """The ``k``-th deal request: a shuffled ``deck`` (top first), the dealer going round the table."""
    cards = [str(c) for c in make_deck(deck)]
    random.Random(f"{seed}:{deck}:{k}").shuffle(cards)
    return {"dealer": k % players, "deck": cards}


def candidate_sets(args: Mapping[str, Any], result: Mapping[str, Any], players: int) -> list[set[int]] | None:
    """Per deck position, the recipients that may have got it (None: the answer holds other cards).

    The stock is the deck's tail in order; a dealt card may have gone to any recipient holding
    a copy of it."""
    deck = [str(c) for c in args["deck"]]
    dealer = int(args["dealer"])
    hands = result.get("hands")
    if not isinstance(hands, list) or len(hands) != players:
        return None
    stock = [str(c) for c in result.get("stock") or ()]
    dealt = len(deck) - len(stock)
    if dealt < 0 or deck[dealt:] != stock:
        return None
    holders: dict[str, list[int]] = {}
    for seat, hand in enumerate(hands):
        for c in hand:
            holders.setdefault(str(c), []).append((seat - dealer) % players)
    for c in result.get("kitty") or ():
        holders.setdefault(str(c), []).append(KITTY)
    remaining = {c: list(h) for c, h in holders.items()}
    for c in deck[:dealt]:  # every dealt card must be held as often as it is dealt
        if not remaining.get(c):
            return None
        remaining[c].pop()
    if any(remaining.values()):
        return None
    return [set(holders[c]) for c in deck[:dealt]] + [{STOCK} for _ in stock]


def parse_tape(
    sets: Sequence[set[int]], players: int, hand_size: int, kitty_size: int
) -> tuple[tuple[tuple[str, int], ...], str] | None:
    """A schedule and first packet whose tape fits ``sets`` (each position's possible recipients),
    dealing ``hand_size`` to each player and ``kitty_size`` to the kitty; None if none does.

    Consecutive kitty packets are one packet (they deal alike)."""
    dealt = len(sets) - sum(1 for s in sets if s == {STOCK})
    for first in FIRST_PACKETS:
        order = round_order(first, players)
        found = _parse(tuple(frozenset(s) for s in sets[:dealt]), tuple(order), hand_size, kitty_size)
        if found is not None:
            return found, first
    return None


def _parse(
    sets: tuple[frozenset[int], ...], order: tuple[int, ...], hand_size: int, kitty_size: int
) -> tuple[tuple[str, int], ...] | None:
    n = len(order)
    memo: dict[tuple[int, int, int, bool], tuple[tuple[str, int], ...] | None] = {}

    def walk(pos: int, each: int, kitty: int, after_kitty: bool) -> tuple[tuple[str, int], ...] | None:
        if pos == len(sets):
            return () if (each, kitty) == (hand_size, kitty_size) else None
        key = (pos, each, kitty, after_kitty)
        if key in memo:
            return memo[key]
        memo[key] = None
        best: tuple[tuple[str, int], ...] | None = None
        if not after_kitty:  # a kitty packet, longest first (a kitty packet never follows another)
            run = 0
            while pos + run < len(sets) and KITTY in sets[pos + run] and kitty + run < kitty_size:
                run += 1
            for length in range(run, 0, -1):
                rest = walk(pos + length, each, kitty + length, True)
                if rest is not None:
                    best = (("kitty", length), *rest)
                    break
        for count in range(hand_size - each, 0, -1) if best is None else ():
            if pos + n * count > len(sets):
                continue
            if all(order[i] in sets[pos + i * count + j] for i in range(n) for j in range(count)):
                rest = walk(pos + n * count, each + count, kitty, False)
                if rest is not None:
                    best = (("each", count), *rest)
                    break
        memo[key] = best
        return best

    return walk(0, 0, 0, False)


Ask = Callable[[str, dict[str, Any]], Any]
"""Sends a deal request (op, args) and returns the implementation's answer (None: no answer)."""

DEALS: Final = 4
"""Deals read to find the schedule; as many again confirm it."""


def read_deal(
    ask: Ask, players: int, decks: Sequence[str], seed: int = 0
) -> tuple[DealShape | None, list[tuple[dict[str, Any], Any]]]:
    """The deal the implementation plays, read from its answers to deal requests of each deck of
    ``decks`` in turn (the first deck it deals is its own; a request with no answer at all ends
    the search), and the requests asked with their answers.

    None when no deck is dealt, the answers disagree on sizes, or no schedule fits them all."""
    asked: list[tuple[dict[str, Any], Any]] = []
    for deck in decks:
        args = deal_request(deck, players, 0, seed)
        got = ask("deal", args)
        asked.append((args, got))
        if _dealt(got, players):
            return _read(ask, players, deck, seed, asked), asked
        if got is None:
            break  # no answer at all (a hang, a crash): no other deck is asked
    return None, asked


def _dealt(got: Any, players: int) -> bool:
    return isinstance(got, Mapping) and isinstance(got.get("hands"), list) and len(got["hands"]) == players


def _read(ask: Ask, players: int, deck: str, seed: int, asked: list[tuple[dict[str, Any], Any]]) -> DealShape | None:
    answers = [asked[-1]]
    for k in range(1, 2 * DEALS):
        args = deal_request(deck, players, k, seed)
        got = ask("deal", args)
        asked.append((args, got))
        if not _dealt(got, players):
            return None
        answers.append((args, got))
    sizes = {(tuple(len(h) for h in got["hands"]), len(got.get("kitty") or ())) for _, got in answers}
    if len(sizes) != 1:
        return None
    hands, kitty = sizes.pop()
    if len(set(hands)) != 1:
        return None
    merged: list[set[int]] | None = None
    for args, got in answers[:DEALS]:
        sets = candidate_sets(args, got, players)
        if sets is None:
            return None
        merged = sets if merged is None else [a & b for a, b in zip(merged, sets, strict=True)]
    if merged is None or any(not s for s in merged):
        return None
    parsed = parse_tape(merged, players, hands[0], kitty)
    if parsed is None:
        return None
    schedule, first = parsed
    reads = tape(schedule, first, players)
    for args, got in answers[DEALS:]:  # the schedule must deal the further deals as the app did
        sets = candidate_sets(args, got, players)
        if sets is None or any(r not in s for r, s in zip(reads, sets, strict=False)):
            return None
    rotations = {_rotation(int(args["dealer"]), got.get("next_dealer"), players) for args, got in answers}
    rotation = rotations.pop() if len(rotations) == 1 else None
    stock = len(make_deck(deck)) - players * hands[0] - kitty
    return DealShape(deck, hands[0], kitty, stock, schedule, first, rotation)


def _rotation(dealer: int, nxt: Any, players: int) -> str | None:
    if nxt == (dealer + 1) % players:
        return "left"
    if nxt == (dealer - 1) % players:
        return "right"
    return None


@cache
def deck_kinds() -> tuple[str, ...]:
    """The deck values the ruleset schema allows (the engine's deck kinds)."""
    return tuple(DECKS)
