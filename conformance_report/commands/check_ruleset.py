"""``pinochle-conformance check-ruleset``: validate ruleset files and declarations before using them."""

from __future__ import annotations

import argparse
from typing import Any

from conformance_report.report.terminal import for_terminal
from conformance_report.rulesets import RulesetNotFoundError
from conformance_report.variants.declaration import dropped_readings, load_declared_ruleset
from reference_engine.limits import option_limits


def cmd_check_ruleset(args: argparse.Namespace) -> int:
    """Validate each file (schema, the engine's own checks, then the option combinations its source
    document offers); each error names file and field.

    Exit status 1 when a file is invalid, 2 when one is not there at all (a usage error).
    """
    bad = missing = 0
    for path in args.files:
        try:
            rs = load_declared_ruleset(path)
        except RulesetNotFoundError as exc:
            print(f"not found: {for_terminal(str(exc))}")
            missing += 1
            continue
        except ValueError as exc:
            print(f"invalid: {for_terminal(str(exc))}")
            bad += 1
            continue
        limits = option_limits(rs)
        if limits:
            for problem in limits:  # a combination its source document does not offer
                print(for_terminal(f"invalid: {path}: ruleset {rs.id!r}: {problem}", one_line=True))
            bad += 1
            continue
        said = f"ok: {path}: {rs.id} ({rs.name}), {rs.players} players, {rs.deck}, {len(rs.readings)} reading(s)"
        print(for_terminal(said, one_line=True))  # the name is the file's text: printed inert
        dropped = dropped_readings(path)
        if dropped:  # they describe the base's value, not this declaration's
            print(
                for_terminal(
                    f"note: {path}: not inherited from its base, as this declaration changes their options:"
                    f" the readings of {', '.join(dropped)}",
                    one_line=True,
                )
            )
    return 2 if missing else 1 if bad else 0


def add_parser(sub: Any) -> None:
    """Register ``check-ruleset``."""
    check = sub.add_parser("check-ruleset", help="validate ruleset files (house rules) before using them")
    check.add_argument("files", nargs="+", help="ruleset or declaration JSON files, or ids of named rulesets")
    check.set_defaults(func=cmd_check_ruleset)
