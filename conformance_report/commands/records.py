"""``pinochle-conformance records``: convert hand records between the text and JSON forms, and
export records of the hands the harness asks about (docs/hand-records.md).

    pinochle-conformance records convert IN… --out OUT        (.json, .jsonl or text by OUT's suffix)
    pinochle-conformance records export --scenarios [--tags EXPR] [-k EXPR] [--id ID …] --out OUT
    pinochle-conformance records export --fuzz findings.json --out OUT
    pinochle-conformance records play --impl 'CMD …' --ruleset ID [--games N] [--seed S] --out OUT

Exit 2 on an unreadable record (named ``file:line:col``) or a bad option.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from conformance_report.commands.common import UsageError, path_text, positive_float, positive_int, write_failed


def write_records(out: Path, hands: Iterable[Mapping[str, Any]]) -> int:
    """Write ``hands`` to ``out`` in the form its suffix names; the number written."""
    from conformance_report.records.jsonform import write_json, write_jsonl_line
    from conformance_report.records.text import write_text

    n = 0
    if out.suffix == ".json":
        kept = list(hands)
        out.write_text(write_json(kept), encoding="utf-8")
        return len(kept)
    with out.open("w", encoding="utf-8") as fh:
        for hand in hands:
            fh.write(write_jsonl_line(hand) if out.suffix == ".jsonl" else ("\n" if n else "") + write_text(hand))
            n += 1
    return n


def _read_all(paths: list[str]) -> Iterator[dict[str, Any]]:
    from conformance_report.records.audit import read_records

    for p in paths:
        for loc in read_records(Path(p)):
            yield loc.hand


def _played(args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    """Whole games the ``--impl`` app plays (records/play.py), with its claims."""
    from conformance_report.commands.common import started
    from conformance_report.records.harvest import variant_of
    from conformance_report.records.play import app_games
    from conformance_report.variants.declaration import load_declaration, load_declared_ruleset

    if not args.impl or not args.ruleset:
        raise UsageError("records play: give --impl 'CMD …' and --ruleset ID")
    doc = load_declaration(args.ruleset, origin=f"--ruleset {args.ruleset}")
    rs = load_declared_ruleset(doc)
    with started(args.impl, args.timeout) as impl:

        def ask(op: str, question: Mapping[str, Any]) -> Mapping[str, Any] | None:
            outcome = impl.request(op, doc, question)
            return outcome.result if outcome.ok else None

        yield from app_games(ask, rs, variant_of(doc), args.seed, args.games)


def cmd_records(args: argparse.Namespace) -> int:
    """Convert or export; print how many hands were written."""
    from conformance_report.records.notation import RecordError

    out = Path(args.out)
    try:
        if args.action == "convert":
            if not args.inputs:
                raise UsageError("records convert: give the record files to convert")
            hands: Iterable[dict[str, Any]] = _read_all(args.inputs)
        elif args.action == "play":
            hands = _played(args)
        elif args.fuzz:
            from conformance_report.records.harvest import fuzz_records
            from conformance_report.rulesets import read_json

            hands = fuzz_records(read_json(Path(args.fuzz)))
        elif args.scenarios:
            from conformance_report.records.harvest import scenario_records

            hands = scenario_records(args.id, args.tags, args.keyword)
        else:
            raise UsageError("records export: give --scenarios or --fuzz FINDINGS")
        n = write_records(out, hands)
    except RecordError as exc:
        print(f"pinochle-conformance: unreadable record: {exc}")
        return 2
    except OSError as exc:
        raise write_failed("--out", out, exc) from None
    except (ValueError, json.JSONDecodeError) as exc:
        raise UsageError(f"records {args.action}: {exc}") from None
    print(f"wrote {n} hand(s) to {out}")
    return 0


def add_parser(sub: Any) -> None:
    """Register ``records``."""
    p = sub.add_parser("records", help="convert hand records, or export records of scenarios and fuzz findings")
    p.add_argument(
        "action",
        choices=("convert", "export", "play"),
        help="convert records between forms, export records of hands, or record games an --impl app plays",
    )
    p.add_argument("inputs", nargs="*", help="records to convert (text, .json, .jsonl)")
    p.add_argument("--out", required=True, type=path_text, help="output file: .json, .jsonl, else the text form")
    p.add_argument("--scenarios", action="store_true", help="export the play_hand requests of the scenarios")
    p.add_argument(
        "--id", action="append", default=[], help="only this scenario (stable id or path::title; repeatable)"
    )
    p.add_argument("--tags", default=None, help="only scenarios whose tags match this expression")
    p.add_argument("-k", dest="keyword", default=None, help="only scenarios whose id matches this expression")
    p.add_argument("--fuzz", default=None, type=path_text, help="export the play_hand findings of this findings.json")
    p.add_argument("--impl", default=None, help="play: the app's adapter command line, quoted as one argument")
    p.add_argument("--ruleset", default=None, help="play: the variant (a named id, a ruleset file or a declaration)")
    p.add_argument("--games", type=positive_int, default=1, help="play: how many games (default 1)")
    p.add_argument("--seed", type=int, default=1, help="play: the seed of the deals and choices (default 1)")
    p.add_argument("--timeout", type=positive_float, default=5.0, help="play: seconds per request (default 5)")
    p.set_defaults(func=cmd_records)
