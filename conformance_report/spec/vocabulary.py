"""The registry of the closed step vocabulary, shared by both ways of running scenarios.

Every step of :mod:`conformance_report.spec.steps` is declared once with :func:`given`,
:func:`when` or :func:`then`.  The declaration records it here, so the CLI's in-process runner
(:mod:`conformance_report.spec.runner`) matches and calls it; under pytest (pytest-bdd loaded
as a plugin) it also registers the very same function with pytest-bdd, so ``pytest tests/bdd``
runs the features.  The CLI never imports pytest: step patterns are compiled here, with the
``parse`` library pytest-bdd itself uses, and a step that finds an operation unsupported
raises :func:`skip`, which is pytest's skip under pytest.
"""

from __future__ import annotations

import inspect
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, NoReturn, TypeVar

import parse as parse_lib  # type: ignore[import-untyped, unused-ignore]

StepKind = Literal["given", "when", "then"]
F = TypeVar("F", bound=Callable[..., Any])


class Pattern:
    """A step's text pattern: the exact text, ``parse`` style (``seat {seat:d} deals``) or a
    regular expression.

    The same three kinds, with the same matching, as pytest-bdd's plain strings,
    ``parsers.parse`` and ``parsers.re`` (which are built from it when pytest-bdd registers
    the step).
    """

    def __init__(self, kind: Literal["string", "parse", "re"], name: str) -> None:
        self.kind = kind
        self.name = name
        self._regex = re.compile(name) if kind == "re" else None
        self._parse: Any = parse_lib.compile(name) if kind == "parse" else None

    def is_matching(self, text: str) -> bool:
        """Whether the whole step text matches."""
        if self._regex is not None:
            return bool(self._regex.fullmatch(text))
        if self._parse is None:
            return text == self.name
        try:
            return bool(self._parse.parse(text))
        except ValueError:  # a field that does not convert (as pytest-bdd treats it)
            return False

    def parse_arguments(self, text: str) -> dict[str, Any]:
        """The named arguments of a matching step text."""
        if self._regex is not None:
            m = self._regex.fullmatch(text)
            return m.groupdict() if m else {}
        if self._parse is None:
            return {}
        found = self._parse.parse(text)
        return dict(found.named) if found else {}

    def for_pytest_bdd(self) -> Any:
        """The same pattern as pytest-bdd takes it."""
        from pytest_bdd import parsers as bdd_parsers

        if self.kind == "re":
            return bdd_parsers.re(self.name)
        return bdd_parsers.parse(self.name) if self.kind == "parse" else self.name


class parsers:
    """Pattern constructors with pytest-bdd's names."""

    @staticmethod
    def parse(name: str) -> Pattern:
        return Pattern("parse", name)

    @staticmethod
    def re(name: str) -> Pattern:
        return Pattern("re", name)


class Skip(Exception):
    """A scenario that cannot be judged (outside pytest; under pytest, pytest's own skip is raised)."""

    def __init__(self, msg: str) -> None:
        super().__init__(msg)
        self.msg = msg


def skip(msg: str) -> NoReturn:
    """Skip the scenario: pytest's skip under pytest, else :class:`Skip`."""
    outcomes = sys.modules.get("_pytest.outcomes")
    if outcomes is not None:
        outcomes.skip(msg)
    raise Skip(msg)


def skip_exceptions() -> tuple[type[BaseException], ...]:
    """The exception types :func:`skip` may raise in this process."""
    outcomes = sys.modules.get("_pytest.outcomes")
    return (Skip,) if outcomes is None else (Skip, outcomes.Skipped)


@dataclass(frozen=True, slots=True)
class StepDef:
    """One step of the vocabulary: its kind, its text pattern and the function behind it."""

    kind: StepKind
    parser: Pattern
    func: Callable[..., Any]
    wants: frozenset[str]
    """Which of ``ctx``, ``implementation`` and ``datatable`` the function takes."""
    op: str | None = None
    """The protocol operation a *When* step sends."""

    @property
    def pattern(self) -> str:
        """The pattern text as written in the step module."""
        return str(self.parser.name)


REGISTRY: list[StepDef] = []


def _declare(kind: StepKind, pattern: Pattern | str, op: str | None = None) -> Callable[[F], F]:
    name = pattern if isinstance(pattern, Pattern) else Pattern("string", pattern)

    def decorator(func: F) -> F:
        wants = frozenset(inspect.signature(func).parameters) & {"ctx", "implementation", "datatable"}
        REGISTRY.append(StepDef(kind, name, func, wants, op))
        bdd = sys.modules.get("pytest_bdd")  # loaded as a pytest plugin: pytest runs the features
        if bdd is not None:
            # stacklevel 2: pytest-bdd puts its fixture into the module that declares the step
            getattr(bdd, kind)(name.for_pytest_bdd(), stacklevel=2)(func)
        return func

    return decorator


def given(name: Pattern | str) -> Callable[[F], F]:
    """Declare a *Given* step: it describes the position and never talks to the implementation."""
    return _declare("given", name)


def when(name: Pattern | str, op: str) -> Callable[[F], F]:
    """Declare a *When* step: it sends exactly one protocol request, of operation ``op``."""
    return _declare("when", name, op)


def then(name: Pattern | str) -> Callable[[F], F]:
    """Declare a *Then* step: it judges the answer, never message text."""
    return _declare("then", name)


class UnknownStepError(ValueError):
    """A step text that no step of the vocabulary matches."""


_CACHE: dict[tuple[str, str], tuple[StepDef, dict[str, Any]]] = {}


def match(kind: StepKind, text: str) -> tuple[StepDef, dict[str, Any]]:
    """The step definition for ``text`` and its parsed arguments (cached by text)."""
    key = (kind, text)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    for step in REGISTRY:
        if step.kind == kind and step.parser.is_matching(text):
            found = (step, step.parser.parse_arguments(text))
            _CACHE[key] = found
            return found
    from conformance_report.spec.step_hints import why_unmatched

    raise UnknownStepError(why_unmatched(kind, text, (step.pattern for step in REGISTRY if step.kind == kind)))
