"""``pinochle-conformance smoke``: does an adapter speak the protocol at all?"""

from __future__ import annotations

import argparse
from typing import Any

from conformance_report.commands.common import parse_impl, positive_float, startup_option


def cmd_smoke(args: argparse.Namespace) -> int:
    """Run the smoke check (handshake, each claimed operation once, clean shutdown)."""
    from conformance_report.tools.smoke import main as smoke_main

    argv = ["--timeout", str(args.timeout), "--startup-timeout", str(args.startup_timeout)]
    return smoke_main([*argv, *(["--json"] if args.json else []), "--", *parse_impl(args.impl)])


def add_parser(sub: Any) -> None:
    """Register ``smoke``."""
    smoke = sub.add_parser("smoke", help="does an adapter speak the protocol at all?")
    smoke.add_argument("--impl", required=True, help="adapter command line, quoted as one argument")
    smoke.add_argument("--timeout", type=positive_float, default=5.0, help="seconds per request (default 5)")
    smoke.add_argument("--json", action="store_true", help="print the checklist as one JSON object")
    startup_option(smoke)
    smoke.set_defaults(func=cmd_smoke)
