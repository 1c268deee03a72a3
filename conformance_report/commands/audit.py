"""``pinochle-conformance audit RECORDS… [--as DECL] [--out DIR]``: check the hands an app has
really played, from its hand records, against the reference engine (docs/hand-records.md).

Exit 0 when every hand conforms, 1 on any deviation (or when no hand was audited), 2 on an
unreadable record (named ``file:line:col``) or a bad ``--as``.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from conformance_report.commands.common import UsageError, check_folder, path_text, write_failed
from conformance_report.report.terminal import for_terminal


def cmd_audit(args: argparse.Namespace) -> int:
    """Audit the records, print the verdict and causes, write the report files."""
    from conformance_report.records.audit import DeclaredError, audit
    from conformance_report.records.page import render_audit_html
    from conformance_report.records.report import (
        build_audit_report,
        place_text,
        render_audit_junit,
        render_summary,
        to_json_text,
    )
    from conformance_report.report.replace import replace_together

    out = check_folder("--out", args.out) if args.out is not None else None
    try:
        result = audit([Path(p) for p in args.records], args.declared)
    except DeclaredError as exc:
        raise UsageError(f"--as {args.declared}: {exc}") from None
    report = build_audit_report(result, list(args.records))
    s = report["summary"]
    print(for_terminal(f"audit: {s['verdict']} ({s['seconds']} s)", one_line=True))
    for c in report["causes"][:10]:
        line = f"  {c['count']:>5} × {c['key']} [{c['rule'] or 'no catalogue rule'}]: {c['example']['message']}"
        print(for_terminal(f"{line} at {place_text(c['example']['place'])}", one_line=True))
    for e in report["errors"]:
        print(for_terminal(f"  unreadable: {e['file']}:{e['line']}:{e['column']}: {e['message']}", one_line=True))
    if out is not None:
        files = {
            "report.json": to_json_text(report),
            "report.html": render_audit_html(report),
            "junit.xml": render_audit_junit(report),
            "summary.md": render_summary(report),
        }
        try:
            replace_together(out, files)
        except OSError as exc:
            raise write_failed("--out", out, exc) from None
        print(f"report: {out / 'report.html'}")
    return int(s["exit"])


def add_parser(sub: Any) -> None:
    """Register ``audit``."""
    p = sub.add_parser("audit", help="check hand records of games an app has played against the reference engine")
    p.add_argument("records", nargs="+", type=path_text, help="hand record files (text, .json or .jsonl)")
    p.add_argument(
        "--as",
        dest="declared",
        default=None,
        help="judge every hand under this variant (a named id, a ruleset file or a declaration) instead of its own",
    )
    p.add_argument(
        "--out", default=None, type=path_text, help="write report.html, report.json, junit.xml, summary.md here"
    )
    p.set_defaults(func=cmd_audit)
