"""``pinochle-conformance identify``: the named ruleset and option values an adapter plays.

The work is :func:`conformance_report.tools.identify.identify`; it is imported when the
subcommand runs (it brings hypothesis, which no other subcommand needs).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Final

from conformance_report.commands.common import UsageError, check_file, path_text, positive_float, started, write_failed
from conformance_report.report.model import write_atomic

_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
INCONCLUSIVE: Final = 1
"""Exit status when an operation the adapter claims never answered (hang, crash, errors only)."""


def _cmd(args: argparse.Namespace) -> int:
    from conformance_report.tools.identify import identify, render
    from conformance_report.variants.declaration import load_declaration

    target = check_file("--declaration", args.declaration) if args.declaration is not None else None
    if args.id is not None and not _ID.match(args.id):
        raise UsageError(f"--id {args.id!r}: write lower-case letters and digits joined by single dashes (penn-4-club)")
    with started(args.impl, args.timeout) as impl:
        try:
            result = identify(impl, seed=args.seed, claimed_id=args.probe_id)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    result.variant_id = args.id
    try:  # the declaration is valid, or (without --id) this is a bug
        load_declaration(result.declaration(), origin="identify")
    except ValueError as exc:
        raise UsageError(f"--id {args.id!r}: {exc}" if args.id else str(exc)) from None
    if target is not None and not result.conclusive:
        print(
            f"pinochle-conformance identify: {args.declaration} not written: claimed operation(s)"
            f" {', '.join(result.failed_ops)} never answered, so the declaration would rest on no evidence"
            " for their options",
            file=sys.stderr,
        )
    elif target is not None:  # the file run --as, check-ruleset, explain and fuzz --ruleset take
        try:
            write_atomic(target, json.dumps(result.declaration(), indent=1, ensure_ascii=False) + "\n")
        except OSError as exc:
            raise write_failed("--declaration", target, exc) from None
    print(
        json.dumps(result.to_json(), indent=1, ensure_ascii=False) if args.json else render(result),
        end="\n" if args.json else "",
    )
    return 0 if result.conclusive else INCONCLUSIVE


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Register ``identify`` on the CLI's subcommands."""
    p = sub.add_parser(
        "identify",
        help="find the named ruleset and option values an implementation plays",
        description="Find the named ruleset and option values an implementation plays. Exit status 0:"
        " found; 1: an operation the adapter claims never answered (hang, crash, errors only), so the"
        " result is not conclusive and --declaration is not written; 2: usage or start-up error.",
    )
    p.add_argument("--impl", required=True, help="adapter command line, e.g. 'node my-adapter.js'")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a summary")
    p.add_argument(
        "--declaration",
        type=path_text,
        default=None,
        metavar="FILE",
        help="also write the declaration found ({extends, …}) to FILE, for run --as FILE",
    )
    p.add_argument(
        "--id",
        default=None,
        help="the declaration's id, which requests under run --as carry and the adapter claims"
        " (default: the named ruleset's id when no option differs, else <ruleset>-house)",
    )
    p.add_argument("--timeout", type=positive_float, default=5.0, help="seconds per request (default 5)")
    p.add_argument(
        "--probe-id",
        default=None,
        metavar="ID",
        help="send requests under this claimed ruleset id (default: the first claimed id the adapter answers under)",
    )
    p.add_argument("--seed", type=int, default=0, help="seed of the generated requests (default 0)")
    p.set_defaults(func=_cmd)
