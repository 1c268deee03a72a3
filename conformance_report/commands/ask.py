"""``pinochle-conformance ask``: one question to several implementations and the reference.

    pinochle-conformance ask --impl 'node my.js' [--impl …] --ruleset penn-4 meld '{"hand": […], "trump": "H"}'
    pinochle-conformance ask --impl 'node my.js' --scenario 028c94ad

Sends one rules request (an operation, a ruleset — a named id or a declaration file — and the
args as JSON) to each implementation and to the reference engine, through the same protocol
client, and prints the answers one under another, each marked ``same``, ``DIFFERS`` (naming the
top-level members that differ) or ``unsupported``.  Exit 1 when an answer differs from the
reference's, 0 when none does, 2 for a bad question or an adapter that does not start.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from typing import Any

from conformance_report.commands.common import UsageError, parse_impl, positive_float, started, startup_option
from conformance_report.protocol.client import InvalidRequestError, Outcome
from conformance_report.protocol.validation import OPERATIONS
from conformance_report.report.terminal import for_terminal


def _answer(outcome: Outcome) -> dict[str, Any]:
    """An outcome as the protocol's reply shape: ``{"result": …}``, ``{"unsupported": …}`` or ``{"error": …}``."""
    if outcome.kind == "result":
        return {"result": outcome.result}
    if outcome.kind == "unsupported":
        return {"unsupported": {"message": outcome.message}}
    return {"error": {"by": outcome.kind, "message": outcome.message}}


def _differs(answer: Mapping[str, Any], reference: Mapping[str, Any]) -> list[str]:
    """What makes ``answer`` differ from ``reference``: the top-level members of two results that
    differ, ``["kind"]`` when one is a result and the other is not, [] when alike."""
    if "unsupported" in answer:
        return []
    if ("result" in answer) != ("result" in reference):
        return ["kind"]
    if "result" not in answer:
        return []  # two refusals of the request: alike whatever their messages say
    mine, theirs = answer["result"], reference["result"]
    if mine == theirs:
        return []
    if isinstance(mine, Mapping) and isinstance(theirs, Mapping):
        return sorted(k for k in set(mine) | set(theirs) if mine.get(k) != theirs.get(k))
    return ["result"]


def _questions(args: argparse.Namespace) -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    """The requests to ask: the one given (operation, ruleset, args), or every request a
    scenario makes (``--scenario``, by stable id or by ``path::title``), as the reference asks them."""
    from conformance_report.variants.declaration import load_declaration

    if args.scenario:
        if args.op or args.json_args or args.ruleset:
            raise UsageError("ask: give either --scenario ID or --ruleset R OP ARGS, not both")
        from conformance_report.spec.features import FEATURES
        from conformance_report.spec.runner import execute
        from conformance_report.spec.session import load, select
        from conformance_report.variants.judge import Reference

        plans = select(load(FEATURES), ids=[args.scenario])
        if not plans:
            raise UsageError(f"ask: no scenario {args.scenario!r} (ids: `pinochle-conformance list scenarios`)")
        calls = execute(plans[0], Reference()).calls
        return [(op, dict(ruleset), dict(q)) for op, ruleset, q, _ in calls]
    if not (args.ruleset and args.op and args.json_args):
        raise UsageError("ask: give --ruleset R OP ARGS (or --scenario ID)")
    if args.op not in OPERATIONS:
        raise UsageError(f"ask: unknown operation {args.op!r} (one of {', '.join(OPERATIONS)})")
    try:
        question = json.loads(args.json_args)
    except json.JSONDecodeError as exc:
        raise UsageError(f"ask: the args are not JSON: {exc}") from None
    if not isinstance(question, dict):
        raise UsageError('ask: the args must be a JSON object, e.g. \'{"hand": ["AS"], "trump": "S"}\'')
    try:
        ruleset = load_declaration(args.ruleset)
    except (ValueError, OSError) as exc:
        raise UsageError(f"ask: --ruleset {args.ruleset}: {exc}") from None
    return [(args.op, ruleset, question)]


def _ask_one(
    args: argparse.Namespace, op: str, ruleset: dict[str, Any], question: dict[str, Any]
) -> tuple[list[dict[str, Any]], bool]:
    """One question to the reference and every ``--impl``: the answer rows, and whether one differs."""
    from conformance_report.commands.run import REFERENCE

    rows: list[dict[str, Any]] = []
    for label, command in [("reference", REFERENCE), *((f"impl-{i}", c) for i, c in enumerate(args.impl, 1))]:
        parse_impl(command)
        with started(command, args.timeout, args.startup_timeout) as impl:
            try:
                outcome = impl.request(op, ruleset, question)
            except InvalidRequestError as exc:
                raise UsageError(f"ask: the request breaks the protocol schema: {exc}") from None
            hs = impl.handshake
            name = f"{hs.name} {hs.version}" if hs is not None else command
            rows.append({"label": label, "implementation": name, "command": command, **_answer(outcome)})
    reference = rows[0]
    for row in rows[1:]:
        row["differs"] = _differs(row, reference)
    return rows, any(row["differs"] for row in rows[1:])


def cmd_ask(args: argparse.Namespace) -> int:
    """Ask the question(s) of every implementation and of the reference; print the answers."""
    asked: list[dict[str, Any]] = []
    differ = False
    for op, ruleset, question in _questions(args):
        rows, one_differs = _ask_one(args, op, ruleset, question)
        differ = differ or one_differs
        asked.append({"op": op, "ruleset": ruleset.get("id"), "args": question, "answers": rows})
    if args.json:
        print(json.dumps(asked[0] if len(asked) == 1 else {"scenario": args.scenario, "questions": asked}, indent=1))
        return 1 if differ else 0
    for q in asked:
        answers: list[dict[str, Any]] = q["answers"]
        print(for_terminal(f"ask {q['op']} on {q['ruleset']}: {json.dumps(q['args'])}", one_line=True))
        width = max(len(f"{r['label']} ({r['implementation']})") for r in answers)
        for row in answers:
            who = f"{row['label']} ({row['implementation']})".ljust(width)
            if row is answers[0]:
                mark = "reference"
            elif "unsupported" in row:
                mark = "unsupported"
            elif row["differs"]:
                mark = f"DIFFERS ({', '.join(row['differs'])})"
            else:
                mark = "same"
            shown = {k: row[k] for k in ("result", "unsupported", "error") if k in row}
            print(for_terminal(f"  {who}  {mark:<12}  {json.dumps(shown, ensure_ascii=False)}", one_line=True))
    print("exit 1: an answer differs from the reference's" if differ else "every answer is the reference's")
    sys.stdout.flush()
    return 1 if differ else 0


def add_parser(sub: Any) -> None:
    """Register ``ask``."""
    ask = sub.add_parser(
        "ask",
        help="send one request to implementations and the reference; show the answers side by side",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ask.add_argument("--impl", action="append", default=[], help="adapter command line (repeatable)")
    ask.add_argument("--ruleset", default=None, help="a named ruleset id or a ruleset/declaration file")
    ask.add_argument("op", nargs="?", default=None, help=f"the operation: {', '.join(OPERATIONS)}")
    ask.add_argument("json_args", nargs="?", default=None, metavar="ARGS", help="the request's args as one JSON object")
    ask.add_argument(
        "--scenario",
        default=None,
        metavar="ID",
        help="ask every request this scenario makes (stable id or path::title)",
    )
    ask.add_argument("--timeout", type=positive_float, default=5.0, help="seconds per request (default 5)")
    ask.add_argument("--json", action="store_true", help="print the answers as one JSON object")
    startup_option(ask)
    ask.set_defaults(func=cmd_ask)
