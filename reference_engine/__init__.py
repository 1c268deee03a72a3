"""Reference pinochle rules engine: pure, deterministic, variants as data (rulesets)."""

from .actions import Action
from .cards import Card, make_deck, parse_cards
from .errors import (
    IllegalActionError,
    MalformedActionError,
    MalformedCardError,
    MalformedRulesetError,
    PinochleError,
)
from .meld import MeldLine, MeldResult, meld
from .ruleset import Ruleset
from .state import Deal, HandState
from .tricks import legal_plays, trick_winner

__all__ = [
    "Action",
    "Card",
    "Deal",
    "HandState",
    "IllegalActionError",
    "MalformedActionError",
    "MalformedCardError",
    "MalformedRulesetError",
    "MeldLine",
    "MeldResult",
    "PinochleError",
    "Ruleset",
    "legal_plays",
    "make_deck",
    "meld",
    "parse_cards",
    "trick_winner",
]
