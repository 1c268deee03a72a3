"""What a scenario has set up so far, and the answer its question got.

The step vocabulary (:mod:`conformance_report.spec.steps`) fills a :class:`ScenarioContext`;
a *When* step turns it into one self-contained protocol request; *Then* steps judge the
result.  Nothing here knows the reference engine: scenarios judge any implementation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from reference_engine.cards import SUITS, Card
from reference_engine.errors import MalformedCardError

_SUIT_WORDS = {
    "♠": "S",
    "♥": "H",
    "♦": "D",
    "♣": "C",
    "s": "S",
    "h": "H",
    "d": "D",
    "c": "C",
    "spades": "S",
    "hearts": "H",
    "diamonds": "D",
    "clubs": "C",
}


class ScenarioError(ValueError):
    """A feature file that does not say what a step needs (names the step text)."""


def suit_code(text: str) -> str:
    """``♦``, ``diamonds`` or ``D`` → ``D``; a clear error otherwise."""
    code = _SUIT_WORDS.get(text.strip().lower()) or _SUIT_WORDS.get(text.strip())
    if code is None or code not in SUITS:
        raise ScenarioError(f"{text!r} is not a suit (write ♠ ♥ ♦ ♣ or spades, hearts, diamonds, clubs)")
    return code


def card_codes(text: str) -> list[str]:
    """Cards as people write them (``10♣ Q♠``, ``TS``) → canonical codes, in the order given."""
    out = []
    for token in text.replace(",", " ").split():
        try:
            out.append(str(Card.from_str(token)))
        except MalformedCardError as exc:
            raise ScenarioError(f"in {text!r}: {exc}") from None
    return out


def action_text(text: str) -> str:
    """A transcript action with human cards (``play 10♣``, ``trump ♦``) → protocol text (``play TC``)."""
    words = text.split()
    if not words:
        raise ScenarioError("empty action")
    kind, rest = words[0].lower(), words[1:]
    if kind == "trump" and len(rest) == 1:
        return f"trump {suit_code(rest[0])}"
    if kind in ("play", "call", "give", "discard", "exchange"):
        return " ".join([kind, *card_codes(" ".join(rest))])
    return " ".join([kind, *rest])


@dataclass
class ScenarioContext:
    """The position a scenario builds, field by field, and the last answer."""

    ruleset: dict[str, Any] | None = None
    trump: str | None = None
    hand: list[str] = field(default_factory=list)
    trick: list[dict[str, Any]] = field(default_factory=list)
    trump_broken: bool = True
    first_lead: bool = False
    dealer: int = 0
    bids: list[dict[str, Any]] = field(default_factory=list)
    hands: list[list[str]] | None = None
    kitty: list[str] = field(default_factory=list)
    stock: list[str] = field(default_factory=list)
    actions: list[dict[str, Any]] = field(default_factory=list)
    bidder: int | None = None
    contract: int | None = None
    partner: int | None = None
    tricks: list[dict[str, Any]] = field(default_factory=list)
    shoot: bool = False
    scores_before: list[int] | None = None
    hand_scores: list[int] | None = None
    hand_made: bool | None = None
    play_on: list[int] | None = None
    hands_played: int | None = None
    deck: list[str] = field(default_factory=list)
    cuts: list[list[dict[str, Any]]] = field(default_factory=list)
    op: str | None = None
    result: dict[str, Any] | None = None
    expect_error: bool = False
    """Set by *Given the request is one the protocol forbids*: an error reply is the answer the
    scenario checks (kept in :attr:`error`), not a fault of the implementation."""
    error: dict[str, Any] | None = None
    observed: list[tuple[str, Any]] | None = None
    """When a list, *Then* steps record what they observe in the answer instead of judging it
    (the runner compares observations to derive a variant's expectations)."""

    def need_ruleset(self) -> dict[str, Any]:
        if self.ruleset is None:
            raise ScenarioError("no ruleset: start the scenario with 'Given the ruleset \"…\"'")
        return self.ruleset

    def need_trump(self) -> str:
        if self.trump is None:
            raise ScenarioError("no trump: add 'Given trump is ♦'")
        return self.trump

    def players(self) -> int:
        return int(self.need_ruleset()["players"])
