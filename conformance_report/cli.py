"""``pinochle-conformance``: from "here is my adapter" to a report a person reads.

    pinochle-conformance run [--impl 'CMD …'] … --out DIR [--ruleset ID …] [--tags EXPR] [-n N]
    pinochle-conformance smoke --impl 'CMD …'
    pinochle-conformance diff OLD/report.json NEW/report.json [--html diff.html]
    pinochle-conformance list scenarios|rulesets|rules [--ruleset ID] [--tags EXPR] [-k EXPR] [--json]
    pinochle-conformance merge SHARD_OUT_DIR... --out DIR
    pinochle-conformance check-ruleset my-rules.json
    pinochle-conformance run --features my-house-rules/ --out DIR
    pinochle-conformance fuzz --impl 'CMD …' --ruleset ID [--examples N] [--seed S] [--profile ci|long]
    pinochle-conformance identify --impl 'CMD …' [--json]
    pinochle-conformance explain RULESET_A RULESET_B
    pinochle-conformance ask --impl 'CMD …' [--impl …] --ruleset ID OP 'JSON args'
    pinochle-conformance audit RECORDS… [--as DECL] [--out DIR]
    pinochle-conformance records convert|export …

Exit codes: 0 every scenario an implementation claims passes; 1 a scenario failed or errored
(``diff``: a regression); 2 usage or set-up error (bad command, handshake failure).
"""

from __future__ import annotations

import argparse
import faulthandler
import os
import signal
import sys
from collections.abc import Sequence

from conformance_report import __version__, interrupts
from conformance_report.interrupts import Terminated
from conformance_report.protocol import processes

__all__ = ["build_parser", "entry", "main"]


def build_parser() -> argparse.ArgumentParser:
    """The CLI: one subcommand per module of :mod:`conformance_report.commands`."""
    from conformance_report.commands import (
        ask,
        audit,
        check_ruleset,
        diff,
        explain,
        fuzz,
        identify,
        listing,
        merge,
        records,
        run,
        smoke,
    )

    parser = argparse.ArgumentParser(
        prog="pinochle-conformance", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--version", action="version", version=f"pinochle-conformance {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    for module in (run, smoke, ask, fuzz, check_ruleset, identify, explain, diff, merge, listing, audit, records):
        module.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; Ctrl-C (130) and SIGTERM (143) end it cleanly at any point, the
    imports of the commands included."""
    interrupts.written(forget=True)
    interrupts.forget()  # a stop recorded by an earlier command in this process is not this one's
    try:
        return _command(argv)
    except KeyboardInterrupt:
        return stopped(130)
    except Terminated:
        return stopped(143)
    except BrokenPipeError:  # the reader went away (``list scenarios | head``): stop quietly, as ``cat`` does
        if interrupts.pending():  # no: a stop sent to the whole group ended a process we write to
            return stopped(interrupts.exit_code() or 130)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the final flush cannot fail again
        return 141
    except BaseException:
        # a failure the stop caused: a worker or the fork server it ended, or a library that
        # wrapped the KeyboardInterrupt (a Rust extension's import turns it into a panic)
        if interrupts.pending():
            return stopped(interrupts.exit_code() or 130)
        raise


def stopped(code: int, late: bool = False) -> int:
    """Say what a stop left (every adapter stopped; the report written whole, or none) and
    return its exit status."""
    what = "terminated" if code == 143 else "interrupted"
    when = " during the exit clean-up" if late else ""
    print(f"pinochle-conformance: {what}{when}; every adapter was stopped, {_report_state()}", file=sys.stderr)
    return code


def _report_state() -> str:
    """What a stop left of the report: none written, or the one written whole before it."""
    where = interrupts.written()
    return "no report written" if where is None else f"the report in {where} was written whole before the stop"


def _command(argv: Sequence[str] | None) -> int:
    # a stop during these imports waits for their end: a KeyboardInterrupt raised inside a
    # compiled extension's initialisation crashed it (orjson: a segmentation fault)
    with interrupts.held():
        from conformance_report.commands.common import UsageError

        parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return 2 if exc.code else 0
    try:
        return int(args.func(args))
    except UsageError as exc:  # it may quote a file's or an adapter's text: printed inert
        from conformance_report.report.terminal import for_terminal

        print(f"pinochle-conformance: {for_terminal(str(exc))}", file=sys.stderr)
        return 2


def entry() -> int:
    """The console script: :func:`main` plus process hygiene for a whole run.

    SIGTERM unwinds like Ctrl-C, and neither is lost (:mod:`.interrupts`); once the command
    has returned, a stop during the exit clean-up is only recorded (no traceback), and the exit
    status and message say it (130, 143).  The process
    becomes a child subreaper, so an adapter's child that escaped with ``setsid()`` is
    re-parented here and ended at exit with the rest.
    SIGUSR1 prints every thread's stack to stderr (where a run that seems stuck is waiting).
    """
    processes.become_subreaper()
    if hasattr(signal, "SIGUSR1"):
        faulthandler.register(signal.SIGUSR1, all_threads=True)
    interrupts.handle(signal.SIGINT, KeyboardInterrupt)
    interrupts.handle(signal.SIGTERM, Terminated)
    code: int | None = None
    try:
        try:
            code = main()
        finally:
            interrupts.quiet()  # from here a stop is recorded, never raised: no traceback in the clean-up
            processes.end_descendants()
    except (KeyboardInterrupt, Terminated) as exc:  # a second stop while the first was being reported
        code = stopped(143 if isinstance(exc, Terminated) else 130)
    else:
        late = interrupts.exit_code()
        if late is not None and code not in (130, 143):  # a stop during the clean-up: the run is still stopped
            code = stopped(late, late=True)
    # the exit status is decided: a stop from now on is ignored (Python's own finalisation puts back
    # the default action of a signal it handled, and a late Ctrl-C would then kill it by the signal)
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, signal.SIG_IGN)
    return 1 if code is None else code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(entry())
