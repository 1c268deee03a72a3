"""Cards, ranks, suits and decks.

Rank order (high to low) is A, 10, K, Q, J, 9 in every source document (000 "The Deck",
001 "The Play", 002 "Card hierarchy", 003 "The Deck", 004 "Phase 2").  The canonical code
of a card is rank letter + suit letter: ``AS``, ``TS`` (ten of spades), ``9H``.  Copies of
a card are indistinguishable, so hands are multisets: sorted tuples of interned cards.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from .errors import MalformedCardError

SUITS: Final = ("S", "H", "D", "C")
"""Suit codes in canonical order: spades, hearts, diamonds, clubs."""
RANKS: Final = ("A", "T", "K", "Q", "J", "9")
"""Rank codes from highest to lowest."""

SUIT_NAMES: Final = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS: Final = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_NAMES: Final = {"A": "ace", "T": "ten", "K": "king", "Q": "queen", "J": "jack", "9": "nine"}
RANK_DISPLAY: Final = {"A": "A", "T": "10", "K": "K", "Q": "Q", "J": "J", "9": "9"}


class Card:
    """An immutable playing card; one interned instance per (rank, suit).

    ``index`` is ``suit_index * 6 + rank_index`` (0..23); ``rank_index`` 0 is the ace, so a
    *lower* rank index is a *higher* card.
    """

    __slots__ = ("index", "rank", "rank_index", "suit", "suit_index")
    index: int
    rank: str
    suit: str
    rank_index: int
    suit_index: int

    def __new__(cls, rank: str, suit: str) -> Card:  # pragma: no cover - use from_str
        return _BY_CODE[rank + suit] if _BY_CODE else super().__new__(cls)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __repr__(self) -> str:
        return f"Card.from_str({str(self)!r})"

    def __str__(self) -> str:
        return self.rank + self.suit

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.from_str, (str(self),))

    def display(self) -> str:
        """Human form with a suit symbol, as people write it: ``10♣``, ``Q♠``."""
        return RANK_DISPLAY[self.rank] + SUIT_SYMBOLS[self.suit]

    def beats_in_rank(self, other: Card) -> bool:
        """True when this card outranks ``other`` (suits ignored)."""
        return self.rank_index < other.rank_index

    @staticmethod
    def from_str(text: str) -> Card:
        """Parse a card code: canonical ``TS``, or lenient ``10♠``, ``10s``, ``ten of spades``."""
        if not isinstance(text, str):
            raise MalformedCardError(f"card code must be a string, got {text!r}")
        card = _BY_CODE.get(text)
        if card is not None:
            return card
        key = _normalise(text)
        card = _BY_CODE.get(key) if key else None
        if card is None:
            raise MalformedCardError(
                f"malformed card code {text!r}: expected rank A,10,K,Q,J,9 and suit S,H,D,C "
                "(for example 'TS', '10♠' or 'ten of spades')"
            )
        return card


_SYMBOL_TO_SUIT = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
_WORD_TO_RANK = {
    "a": "A",
    "ace": "A",
    "aces": "A",
    "10": "T",
    "t": "T",
    "ten": "T",
    "tens": "T",
    "k": "K",
    "king": "K",
    "kings": "K",
    "q": "Q",
    "queen": "Q",
    "queens": "Q",
    "j": "J",
    "jack": "J",
    "jacks": "J",
    "9": "9",
    "nine": "9",
    "nines": "9",
}
_WORD_TO_SUIT = {
    "s": "S",
    "spade": "S",
    "spades": "S",
    "h": "H",
    "heart": "H",
    "hearts": "H",
    "d": "D",
    "diamond": "D",
    "diamonds": "D",
    "c": "C",
    "club": "C",
    "clubs": "C",
}
_LENIENT = re.compile(r"^\s*(10|[2-9atkqj]|ace|ten|king|queen|jack|nine)\s*(?:of\s+)?(\S+?)\s*$", re.I)


def _normalise(text: str) -> str | None:
    m = _LENIENT.match(text)
    if not m:
        return None
    rank = _WORD_TO_RANK.get(m.group(1).lower())
    raw_suit = m.group(2)
    suit = _SYMBOL_TO_SUIT.get(raw_suit) or _WORD_TO_SUIT.get(raw_suit.lower())
    if rank is None or suit is None:
        return None
    return rank + suit


_BY_CODE: dict[str, Card] = {}
ALL_CARDS: tuple[Card, ...]


def _make_cards() -> tuple[Card, ...]:
    cards = []
    for si, s in enumerate(SUITS):
        for ri, r in enumerate(RANKS):
            c = object.__new__(Card)
            object.__setattr__(c, "index", si * 6 + ri)
            object.__setattr__(c, "rank", r)
            object.__setattr__(c, "suit", s)
            object.__setattr__(c, "rank_index", ri)
            object.__setattr__(c, "suit_index", si)
            cards.append(c)
    return tuple(cards)


ALL_CARDS = _make_cards()
_BY_CODE.update({str(c): c for c in ALL_CARDS})

DECKS: Final = {
    "single48": (2, RANKS),
    "double80": (4, ("A", "T", "K", "Q", "J")),
    "double96": (4, RANKS),
}
"""Deck kinds: copies of each card and the ranks present (001 table, 002, 003 "The Deck")."""


def card(code: str) -> Card:
    """Shorthand for :meth:`Card.from_str`."""
    return Card.from_str(code)


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse several cards, from a list or a whitespace/comma separated string; sorted."""
    items = re.split(r"[\s,]+", text.strip()) if isinstance(text, str) else list(text)
    cards = []
    for i, item in enumerate(x for x in items if x):
        try:
            cards.append(Card.from_str(item))
        except MalformedCardError as exc:
            raise MalformedCardError(f"card {i + 1} of {list(items)!r}: {exc}") from None
    return tuple(sorted(cards))


def format_cards(cards: Iterable[Card]) -> str:
    """Canonical space-separated text of cards, in canonical order."""
    return " ".join(str(c) for c in sorted(cards))


def make_deck(kind: str) -> tuple[Card, ...]:
    """Every card of a deck kind, in canonical order (``single48``, ``double80``, ``double96``)."""
    spec = DECKS.get(kind)
    if spec is None:
        raise MalformedCardError(f"unknown deck {kind!r}; expected one of {sorted(DECKS)}")
    made = _MADE.get(kind)
    if made is not None and made[0] is spec:  # built once per deck kind (every deal asks)
        return made[1]
    copies, ranks = spec
    deck = tuple(c for c in ALL_CARDS for _ in range(copies) if c.rank in ranks)
    _MADE[kind] = (spec, deck)
    return deck


_MADE: dict[str, tuple[object, tuple[Card, ...]]] = {}


def deck_problem(kind: str, cards: Iterable[Card]) -> str | None:
    """Why ``cards`` cannot all come from one deck of ``kind``, or None when they can.

    A card the deck lacks (a nine in ``double80``) or more copies of a card than the deck
    holds (two in ``single48``, four in ``double80`` and ``double96``) is a problem.
    """
    if kind not in DECKS:
        raise MalformedCardError(f"unknown deck {kind!r}; expected one of {sorted(DECKS)}")
    copies, ranks = DECKS[kind]
    counts = counts_of(cards)
    for c in ALL_CARDS:
        n = counts[c.index]
        if n and c.rank not in ranks:
            return f"{c} is not in a {kind} deck"
        if n > copies:
            return f"{n} copies of {c}, but a {kind} deck holds {copies}"
    return None


def counts_of(cards: Iterable[Card]) -> list[int]:
    """Multiset as a list of 24 counts indexed by :attr:`Card.index`."""
    counts = [0] * 24
    for c in cards:
        counts[c.index] += 1
    return counts


def remove_cards(hand: tuple[Card, ...], cards: Iterable[Card]) -> tuple[Card, ...] | None:
    """The hand without ``cards`` (multiset difference), or None if some card is missing."""
    rest = list(hand)
    for c in cards:
        try:
            rest.remove(c)
        except ValueError:
            return None
    return tuple(rest)
