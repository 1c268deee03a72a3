"""Error types. All are ``ValueError`` subclasses, split by cause (python-chess style)."""

from __future__ import annotations


class PinochleError(ValueError):
    """Base class of every error the reference engine raises."""


class MalformedCardError(PinochleError):
    """A card code that does not name a pinochle card."""


class MalformedRulesetError(PinochleError):
    """A ruleset document that is not well formed; the message names the field."""


class MalformedActionError(PinochleError):
    """An action text that cannot be parsed."""


class IllegalActionError(PinochleError):
    """A well-formed action that the rules forbid in this position.

    ``rule`` is a stable rule code (for example ``play.must-follow``) that adapters report
    instead of prose; ``rules`` is every code the action breaks, ``rule`` first (an action
    out of turn and out of phase breaks two); ``position`` describes where it happened.
    """

    def __init__(self, rule: str, message: str, position: str = "", rules: tuple[str, ...] = ()) -> None:
        self.rule = rule
        self.rules = (rule, *(r for r in rules if r != rule))
        self.position = position
        text = f"[{rule}] {message}"
        if position:
            text += f" (at {position})"
        super().__init__(text)
