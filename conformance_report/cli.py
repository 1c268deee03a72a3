"""``pinochle-conformance``: from "here is my adapter" to a report a person reads.

    pinochle-conformance run [--impl 'CMD …'] … --out DIR [--ruleset ID …] [--tags EXPR] [-n N]
    pinochle-conformance smoke --impl 'CMD …'
    pinochle-conformance diff OLD/report.json NEW/report.json [--html diff.html]
    pinochle-conformance list scenarios|rulesets|rules [--ruleset ID] [--tags EXPR] [-k EXPR] [--json]
    pinochle-conformance merge SHARD_OUT_DIR... --out DIR
    pinochle-conformance check-ruleset my-rules.json
    pinochle-conformance run --features my-house-rules/ --out DIR
    pinochle-conformance fuzz --impl 'CMD …' --ruleset ID [--examples N] [--seed S] [--profile ci|long]

Exit codes: 0 every scenario an implementation claims passes; 1 a scenario failed or errored
(``diff``: a regression); 2 usage or set-up error (bad command, handshake failure).
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import signal
import sys
from collections.abc import Sequence
from pathlib import Path

from conformance_report import __version__
from conformance_report.commands.common import UsageError, load_report, started
from conformance_report.commands.run import add_parser as add_run_parser
from conformance_report.protocol import processes
from conformance_report.report.diff import diff_reports, render_diff, render_diff_html
from conformance_report.report.model import write_atomic

__all__ = ["UsageError", "build_parser", "main"]


def cmd_check_ruleset(args: argparse.Namespace) -> int:
    """Validate ruleset files (schema, then the engine's own checks); each error names file and field."""
    bad = 0
    from conformance_report.variants.declaration import load_declared_ruleset

    for path in args.files:
        try:
            rs = load_declared_ruleset(path)
        except ValueError as exc:
            print(f"invalid: {exc}")
            bad += 1
            continue
        print(f"ok: {path}: {rs.id} ({rs.name}), {rs.players} players, {rs.deck}, {len(rs.readings)} reading(s)")
    return 1 if bad else 0


def cmd_smoke(args: argparse.Namespace) -> int:
    from conformance_report.tools.smoke import main as smoke_main

    return smoke_main(["--timeout", str(args.timeout), "--", *shlex.split(args.impl)])


def cmd_diff(args: argparse.Namespace) -> int:
    """Print regressions, fixes and changes between two reports; exit 1 on a regression."""
    old, new = load_report(args.old), load_report(args.new)
    print(render_diff(old, new), end="")
    if args.html:
        write_atomic(Path(args.html), render_diff_html(old, new))
    return 1 if diff_reports(old, new)["regressions"] else 0


def cmd_fuzz(args: argparse.Namespace) -> int:
    """Differential fuzzing: every disagreement cluster as a scenario, then the option coverage."""
    from conformance_report.rulesets import load_document
    from conformance_report.tools.fuzz import OPS, findings_feature, fuzz, render_findings

    try:
        doc = load_document(args.ruleset)
    except ValueError as exc:
        raise UsageError(f"--ruleset: {exc}") from None
    ops = args.op or list(OPS)
    bad = [o for o in ops if o not in OPS]
    if bad:
        raise UsageError(f"--op: unknown operation(s) {bad}; choose from {list(OPS)}")
    if args.out and Path(args.out).exists() and not Path(args.out).is_dir():
        raise UsageError(f"--out: {args.out} exists and is not a folder")
    examples = args.examples or (2000 if args.profile == "long" else 150)
    with started(args.impl, args.timeout) as impl:
        result = fuzz(
            impl,
            None,  # the reference engine answers in process
            doc,
            ops=ops,
            examples=examples,
            seed=None if args.profile == "ci" and args.seed is None else (args.seed or 0),
            coverage=not args.no_coverage,
            clusters_per_op=args.clusters,
        )
    text = render_findings(result)
    print(text, end="")
    if args.out:
        out = Path(args.out)
        write_atomic(out / "findings.feature", findings_feature(result, args.impl))
        write_atomic(out / "findings.json", json.dumps(result.to_json(), indent=1, ensure_ascii=False) + "\n")
    return 1 if result.findings else 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pinochle-conformance", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--version", action="version", version=f"pinochle-conformance {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    add_run_parser(sub)
    smoke = sub.add_parser("smoke", help="does an adapter speak the protocol at all?")
    smoke.add_argument("--impl", required=True, help="adapter command line, quoted as one argument")
    smoke.add_argument("--timeout", type=float, default=5.0, help="seconds per request (default 5)")
    smoke.set_defaults(func=cmd_smoke)
    fz = sub.add_parser("fuzz", help="differential fuzzing against the reference engine")
    fz.add_argument("--impl", required=True, help="adapter command line, quoted as one argument")
    fz.add_argument("--ruleset", required=True, help="ruleset id or file the generated requests use")
    fz.add_argument("--examples", type=int, default=0, help="examples per operation (default: by profile)")
    fz.add_argument("--seed", type=int, default=None, help="random seed (default: derandomized under ci)")
    fz.add_argument(
        "--profile",
        choices=["ci", "long"],
        default="ci",
        help="ci: 150 derandomized examples per operation; long: 2000",
    )
    fz.add_argument("--op", action="append", default=[], help="only this operation (repeatable)")
    fz.add_argument("--timeout", type=float, default=5.0, help="seconds per request (default 5)")
    fz.add_argument("--out", default=None, help="write findings.feature and findings.json here")
    fz.add_argument("--clusters", type=int, default=8, help="disagreement clusters shrunk per operation (default 8)")
    fz.add_argument("--no-coverage", action="store_true", help="skip the per-option coverage table")
    fz.set_defaults(func=cmd_fuzz)
    check = sub.add_parser("check-ruleset", help="validate ruleset files (house rules) before using them")
    check.add_argument("files", nargs="+", help="ruleset JSON files, or ids of named rulesets")
    check.set_defaults(func=cmd_check_ruleset)
    __import__("conformance_report.tools.identify", fromlist=["add_parser"]).add_parser(sub)
    __import__("conformance_report.tools.explain", fromlist=["add_parser"]).add_parser(sub)
    diff = sub.add_parser("diff", help="regressions and fixes between two reports")
    diff.add_argument("old", help="the earlier report folder or report.json")
    diff.add_argument("new", help="the later report folder or report.json")
    diff.add_argument("--html", default=None, metavar="FILE", help="also write the diff as an HTML page to FILE")
    diff.set_defaults(func=cmd_diff)
    __import__("conformance_report.commands.merge", fromlist=["add_parser"]).add_parser(sub)
    __import__("conformance_report.commands.listing", fromlist=["add_parser"]).add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return 2 if exc.code else 0
    try:
        return int(args.func(args))
    except UsageError as exc:
        print(f"pinochle-conformance: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("pinochle-conformance: interrupted; every adapter was stopped, no report written", file=sys.stderr)
        return 130
    except Terminated:
        print("pinochle-conformance: terminated; every adapter was stopped, no report written", file=sys.stderr)
        return 143


class Terminated(BaseException):
    """SIGTERM arrived: unwind through every ``finally`` so adapters and workers are stopped."""


def _on_sigterm(signum: int, frame: object) -> None:
    raise Terminated()


def entry() -> int:
    """The console script: :func:`main` plus process hygiene for a whole run.

    SIGTERM unwinds like Ctrl-C; the process becomes a child subreaper, so an adapter's
    child that escaped with ``setsid()`` is re-parented here and ended at exit with the rest.
    """
    processes.become_subreaper()
    signal.signal(signal.SIGTERM, _on_sigterm)
    try:
        return main()
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        processes.kill_all(processes.descendants(os.getpid()))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(entry())
