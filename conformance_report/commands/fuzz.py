"""``pinochle-conformance fuzz``: differential fuzzing of an adapter against the reference engine."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from conformance_report.commands.common import (
    UsageError,
    check_folder,
    non_negative_int,
    path_text,
    positive_float,
    positive_int,
    started,
    write_failed,
)
from conformance_report.report.model import write_atomic


def cmd_fuzz(args: argparse.Namespace) -> int:
    """Differential fuzzing: every disagreement cluster as a scenario, then the option coverage."""
    from conformance_report.tools.cases import OPS
    from conformance_report.tools.fuzz import findings_feature, fuzz, nothing_fuzzed, render_findings
    from conformance_report.variants.declaration import load_declaration

    try:  # a named id, a ruleset file or a declaration, as run --as and check-ruleset take
        doc = load_declaration(args.ruleset, origin=f"--ruleset {args.ruleset}")
    except (ValueError, OSError) as exc:
        raise UsageError(str(exc)) from None
    ops = args.op or list(OPS)
    bad = [o for o in ops if o not in OPS]
    if bad:
        raise UsageError(f"--op: unknown operation(s) {bad}; choose from {list(OPS)}")
    out = check_folder("--out", args.out) if args.out is not None else None
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
    if out is not None:
        for name, content in (
            ("findings.feature", findings_feature(result, args.impl)),
            ("findings.json", json.dumps(result.to_json(), indent=1, ensure_ascii=False) + "\n"),
        ):
            try:
                write_atomic(out / name, content)
            except OSError as exc:
                raise write_failed("--out", out / name, exc) from None
    if not result.judged:  # a run that judged nothing is not a pass
        print(f"exit 1: fuzz judged no example under {result.ruleset!r}: {nothing_fuzzed(result)}", file=sys.stderr)
        return 1
    return 1 if result.findings else 0


def add_parser(sub: Any) -> None:
    """Register ``fuzz``."""
    fz = sub.add_parser("fuzz", help="differential fuzzing against the reference engine")
    fz.add_argument("--impl", required=True, help="adapter command line, quoted as one argument")
    fz.add_argument(
        "--ruleset", required=True, help="the ruleset the requests use: an id, a ruleset file or a declaration"
    )
    fz.add_argument(
        "--examples",
        type=positive_int,
        default=None,
        help="hypothesis examples per operation, beside the seeded ones (default: by profile)",
    )
    fz.add_argument("--seed", type=int, default=None, help="random seed (default: derandomized under ci)")
    fz.add_argument(
        "--profile",
        choices=["ci", "long"],
        default="ci",
        help="ci: 150 derandomized examples per operation; long: 2000",
    )
    fz.add_argument("--op", action="append", default=[], help="only this operation (repeatable)")
    fz.add_argument("--timeout", type=positive_float, default=5.0, help="seconds per request (default 5)")
    fz.add_argument("--out", default=None, type=path_text, help="write findings.feature and findings.json here")
    fz.add_argument(
        "--clusters",
        type=non_negative_int,
        default=8,
        help="disagreement clusters shrunk per operation (default 8; 0: none)",
    )
    fz.add_argument("--no-coverage", action="store_true", help="skip the per-option coverage table")
    fz.set_defaults(func=cmd_fuzz)
