"""``pinochle-conformance explain A B``: how two rulesets (or declarations) play differently.

The work is :func:`conformance_report.tools.explain.explain`; it is imported when the
subcommand runs (it brings hypothesis, which no other subcommand needs).
"""

from __future__ import annotations

import argparse

from conformance_report.commands.common import UsageError


def _cmd(args: argparse.Namespace) -> int:
    from conformance_report.tools.explain import explain, render

    try:
        result = explain(args.a, args.b)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    text = render(result)
    if result.scenarios:
        text = f"Feature: {result.b} compared with {result.a}\n\n" + text
    print(text, end="")
    return 0


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Register ``explain`` on the CLI's subcommands."""
    p = sub.add_parser("explain", help="scenarios showing how two rulesets (or declarations) play differently")
    p.add_argument("a", help="the first ruleset: a named id, a ruleset file or a declaration")
    p.add_argument("b", help="the second ruleset; the scenarios' expectations are its answers")
    p.set_defaults(func=_cmd)
