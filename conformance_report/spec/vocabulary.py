"""The registry of the closed step vocabulary, shared by both ways of running scenarios.

Every step of :mod:`conformance_report.spec.steps` is declared once with :func:`given`,
:func:`when` or :func:`then`.  The declaration registers the step with pytest-bdd (so
``pytest tests/bdd`` runs the features) and records it here, so the CLI's in-process runner
(:mod:`conformance_report.spec.runner`) matches and calls the very same functions.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

import pytest_bdd
from pytest_bdd.parsers import StepParser, get_parser

StepKind = Literal["given", "when", "then"]
F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True, slots=True)
class StepDef:
    """One step of the vocabulary: its kind, its text pattern and the function behind it."""

    kind: StepKind
    parser: StepParser
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
_DECORATORS = {"given": pytest_bdd.given, "when": pytest_bdd.when, "then": pytest_bdd.then}


def _declare(kind: StepKind, name: str | StepParser, op: str | None = None) -> Callable[[F], F]:
    def decorator(func: F) -> F:
        wants = frozenset(inspect.signature(func).parameters) & {"ctx", "implementation", "datatable"}
        REGISTRY.append(StepDef(kind, get_parser(name), func, wants, op))
        # stacklevel 2: pytest-bdd puts its fixture into the module that declares the step
        _DECORATORS[kind](name, stacklevel=2)(func)
        return func

    return decorator


def given(name: str | StepParser) -> Callable[[F], F]:
    """Declare a *Given* step: it describes the position and never talks to the implementation."""
    return _declare("given", name)


def when(name: str | StepParser, op: str) -> Callable[[F], F]:
    """Declare a *When* step: it sends exactly one protocol request, of operation ``op``."""
    return _declare("when", name, op)


def then(name: str | StepParser) -> Callable[[F], F]:
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
            found = (step, dict(step.parser.parse_arguments(text) or {}))
            _CACHE[key] = found
            return found
    raise UnknownStepError(f"no {kind} step of the vocabulary matches {text!r} (see docs/step-vocabulary.md)")
