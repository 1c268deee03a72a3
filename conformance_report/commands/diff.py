"""``pinochle-conformance diff``: regressions, fixes and changes between two reports."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from conformance_report.commands.common import load_report
from conformance_report.report.diff import diff_reports, render_diff, render_diff_html
from conformance_report.report.model import write_atomic


def cmd_diff(args: argparse.Namespace) -> int:
    """Print regressions, fixes and changes between two reports; exit 1 on a regression."""
    old, new = load_report(args.old), load_report(args.new)
    print(render_diff(old, new), end="")
    if args.html:
        write_atomic(Path(args.html), render_diff_html(old, new))
    return 1 if diff_reports(old, new)["regressions"] else 0


def add_parser(sub: Any) -> None:
    """Register ``diff``."""
    diff = sub.add_parser("diff", help="regressions and fixes between two reports")
    diff.add_argument("old", help="the earlier report folder or report.json")
    diff.add_argument("new", help="the later report folder or report.json")
    diff.add_argument("--html", default=None, metavar="FILE", help="also write the diff as an HTML page to FILE")
    diff.set_defaults(func=cmd_diff)
