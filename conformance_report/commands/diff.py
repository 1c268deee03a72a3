"""``pinochle-conformance diff``: regressions, fixes and changes between two reports."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from conformance_report.commands.clash import refuse_file_over_inputs
from conformance_report.commands.common import check_file, load_report, path_text, write_failed
from conformance_report.report.diff import diff_reports, implementations_apart, render_diff, render_diff_html
from conformance_report.report.model import write_atomic


def cmd_diff(args: argparse.Namespace) -> int:
    """Print regressions, fixes and changes between two reports; exit 1 on a regression, 2 when
    the reports share no implementation (nothing was compared)."""
    if args.html is not None:
        refuse_file_over_inputs("--html", args.html, [("the old report", args.old), ("the new report", args.new)])
    html = check_file("--html", args.html) if args.html is not None else None
    old, new = load_report(args.old), load_report(args.new)
    print(render_diff(old, new), end="")
    gone, came = implementations_apart(old, new)
    if len(gone) == len(old["header"]["implementations"]) and len(came) == len(new["header"]["implementations"]):
        print("pinochle-conformance: diff: the reports share no implementation; nothing was compared", file=sys.stderr)
        return 2
    if html is not None:
        try:
            write_atomic(html, render_diff_html(old, new))
        except OSError as exc:
            raise write_failed("--html", html, exc) from None
    return 1 if diff_reports(old, new)["regressions"] else 0


def add_parser(sub: Any) -> None:
    """Register ``diff``."""
    diff = sub.add_parser("diff", help="regressions and fixes between two reports")
    diff.add_argument("old", type=path_text, help="the earlier report folder or report.json")
    diff.add_argument("new", type=path_text, help="the later report folder or report.json")
    diff.add_argument(
        "--html", default=None, type=path_text, metavar="FILE", help="also write the diff as an HTML page to FILE"
    )
    diff.set_defaults(func=cmd_diff)
