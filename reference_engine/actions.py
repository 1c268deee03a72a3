"""Actions of a hand, with a canonical text form that round-trips (``Action.from_str``).

``bid 25`` · ``pass`` · ``misdeal`` · ``trump H`` · ``call AH`` · ``alone`` · ``partner 3``
(chance: the random partner of 001) · ``give AS TS`` (pass cards to partner or bidder, or a
card given back) · ``discard 9S 9H 9D`` (the bidder's kitty discard) · ``exchange JS 9C``
(000 discard and draw; ``exchange`` alone stands pat; ``exchange JS 9C draw 1`` states how
many cards are drawn, which 000 calls a renege when it differs from the discard) ·
``announce trump`` (002: the bidder tells the table he discarded trump) · ``shoot`` (001
"playing 1000") · ``play TS`` · ``concede`` (002: a stuck dealer throws the hand in).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import ALL_CARDS, SUITS, Card, format_cards, parse_cards
from .errors import MalformedActionError, MalformedCardError

KINDS = (
    "bid",
    "pass",
    "misdeal",
    "concede",
    "trump",
    "call",
    "alone",
    "partner",
    "give",
    "discard",
    "exchange",
    "announce",
    "shoot",
    "play",
)


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    amount: int | None = None
    suit: str | None = None
    cards: tuple[Card, ...] = ()

    def __str__(self) -> str:
        if self.kind in ("bid", "partner"):
            return f"{self.kind} {self.amount}"
        if self.kind == "trump":
            return f"trump {self.suit}"
        if self.kind == "exchange" and self.amount is not None:
            return " ".join(["exchange", *(str(c) for c in self.cards), "draw", str(self.amount)])
        if self.kind == "announce":
            return "announce trump"
        if self.kind in ("call", "give", "discard", "exchange", "play"):
            return f"{self.kind} {format_cards(self.cards)}".rstrip()
        return self.kind

    @staticmethod
    def from_str(text: str) -> Action:
        """Parse an action text; raises :class:`MalformedActionError` naming the text."""
        if not isinstance(text, str):
            raise MalformedActionError(f"action must be a string, got {text!r}")
        words = text.strip().split(None, 1)
        if not words:
            raise MalformedActionError("empty action text")
        kind = words[0].lower()
        rest = words[1].strip() if len(words) > 1 else ""
        if kind not in KINDS:
            raise MalformedActionError(f"unknown action {text!r}; expected one of {list(KINDS)}")
        try:
            if kind in ("bid", "partner"):
                if not rest.lstrip("-").isdigit():
                    raise MalformedActionError(f"{text!r}: '{kind}' needs a whole number")
                return Action(kind, amount=int(rest))
            if kind == "trump":
                suit = parse_cards("A" + rest)[0].suit if rest.upper() not in SUITS else rest.upper()
                return Action(kind, suit=suit)
            if kind in ("call", "play"):
                cards = parse_cards(rest)
                if len(cards) != 1:
                    raise MalformedActionError(f"{text!r}: '{kind}' takes exactly one card")
                return Action(kind, cards=cards)
            if kind == "exchange" and (rest.lower().startswith("draw") or " draw" in rest.lower()):
                head, _, count = rest.lower().rpartition("draw")
                if not count.strip().isdigit():
                    raise MalformedActionError(f"{text!r}: 'draw' needs a whole number")
                cards = parse_cards(head.strip().upper()) if head.strip() else ()
                return Action(kind, amount=int(count), cards=cards)
            if kind == "announce":
                if rest.lower() != "trump":
                    raise MalformedActionError(f"{text!r}: write 'announce trump'")
                return Action(kind)
            if kind in ("give", "discard", "exchange"):
                cards = parse_cards(rest) if rest else ()
                if not cards and kind != "exchange":
                    raise MalformedActionError(f"{text!r}: '{kind}' needs cards")
                return Action(kind, cards=cards)
        except MalformedCardError as exc:
            raise MalformedActionError(f"{text!r}: {exc}") from None
        if rest:
            raise MalformedActionError(f"{text!r}: '{kind}' takes no argument")
        return Action(kind)


PLAY_ACTIONS: tuple[Action, ...] = tuple(Action("play", cards=(c,)) for c in ALL_CARDS)
"""The play action of each card, indexed by :attr:`Card.index` (shared instances)."""


def play(card: Card) -> Action:
    """The action of playing ``card``."""
    return PLAY_ACTIONS[card.index]


_BIDS: dict[int, Action] = {}


def bid_action(amount: int) -> Action:
    """The action of bidding ``amount`` (shared instances)."""
    action = _BIDS.get(amount)
    if action is None:
        action = _BIDS[amount] = Action("bid", amount=amount)
    return action
