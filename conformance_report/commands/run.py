"""``pinochle-conformance run``: judge implementations on the scenarios and write the report.

Everything that can be wrong with the command line, the ``--out`` folder, the feature
files, a declaration or a handshake is found before any scenario runs (exit 2).  The report
files are replaced together at the end, or not at all.
"""

from __future__ import annotations

import argparse
import datetime as dt
import errno
import functools
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from conformance_report import __version__
from conformance_report.commands.baseline import baseline_counts, compare_to_baseline, read_baseline, write_baseline
from conformance_report.commands.claims import check_declared, check_known
from conformance_report.commands.clash import REPORT_FILES, refuse_file_over_inputs, refuse_report_over
from conformance_report.commands.common import (
    UsageError,
    check_file,
    check_folder,
    handshake,
    parse_impl,
    path_text,
    positive_float,
    positive_int,
    startup_option,
    write_failed,
)
from conformance_report.commands.progress import Progress
from conformance_report.data import ROOT, in_repository
from conformance_report.protocol.client import Handshake
from conformance_report.protocol.validation import PROTOCOL_VERSION
from conformance_report.report.badges import badge_files, remove_stale
from conformance_report.report.cause_run import run_causes
from conformance_report.report.causes import documents
from conformance_report.report.diff import display_names
from conformance_report.report.earl import render_earl
from conformance_report.report.html import render_html
from conformance_report.report.judged import judged_lines, nothing_judged
from conformance_report.report.model import build_report, citations, to_json_text, validate_report
from conformance_report.report.out_lock import Busy, writing
from conformance_report.report.reference import add_reference_replies
from conformance_report.report.replace import replace_together
from conformance_report.report.terminal import for_terminal, wrapped
from conformance_report.report.terminal_summary import render_terminal_summary
from conformance_report.report.text import render_junit, render_markdown
from conformance_report.rulesets import RULESET_PATH_VAR, ruleset_ids, unknown_ruleset_message
from conformance_report.spec.features import FEATURES
from conformance_report.spec.runner import Plan, SetupProblem, sent_ids
from conformance_report.spec.session import Settings, Target, load, rehearse, run, select
from conformance_report.variants.declaration import declared_departures, load_declaration

REFERENCE = f"{shlex.quote(sys.executable)} -m reference_engine.adapter"


def _say_unnamed_rules(plans: Sequence[Plan]) -> None:
    """Tell a house-rule author which Then steps name no rule: their failures get none."""
    unnamed = [
        (p.scenario, st)
        for p in plans
        if len(p.rules) > 1
        for st in p.scenario.steps
        if st.kind == "then" and not st.rule
    ]
    if unnamed:
        sc, st = unnamed[0]
        print(
            f"note: {len(unnamed)} Then step(s) of scenarios citing several rules name none (first: "
            f"{sc.path}, line {st.line}); their failures will be reported without a rule. Add '# checks: RULE' "
            "above them (docs/step-vocabulary.md)",
            file=sys.stderr,
        )


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


def _suite_commit() -> str:
    """The clone's commit; an installed wheel's data has none (its version says what it is)."""
    if not in_repository():
        return "unknown"
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return out.stdout.strip() or "unknown"


def check_out(out: Path) -> None:
    """Refuse an ``--out`` that cannot take the report, before anything runs."""
    check_folder("--out", out)
    for name in REPORT_FILES:
        if (out / name).is_dir():
            raise UsageError(f"--out {out}: {name} is a folder; remove it or choose another --out")
    if (out / "badges").exists() and not (out / "badges").is_dir():
        raise UsageError(f"--out {out}: badges is not a folder; remove it or choose another --out")


def write_together(out: Path, files: Mapping[str, str]) -> None:
    """Write every report file under a temporary name, then rename them all into place as one
    group (:func:`~conformance_report.report.replace.replace_together`): a failure or a stop
    leaves the previous report whole.  Then badges of an earlier report that this one has not
    are removed.  A write that fails (a full disk) is a :class:`UsageError` naming the file."""
    badges = {name.removeprefix("badges/") for name in files if name.startswith("badges/")}
    try:
        out.mkdir(parents=True, exist_ok=True)
        with writing(out):  # one run at a time: another's badge clean-up must not meet our staged files
            # the badges folder is the report's: last run's other badges go
            replace_together(out, files, (lambda: remove_stale(out / "badges", badges)) if badges else None)
    except Busy as exc:
        raise UsageError(f"--out {out}: {exc}") from None
    except OSError as exc:
        raise UsageError(_unwritten(out, exc)) from None


def _unwritten(out: Path, exc: OSError) -> str:
    """The one-line error for a report that could not be written (a full disk is said as such)."""
    where = exc.filename or out
    why = "no space left on the device" if exc.errno == errno.ENOSPC else (exc.strerror or str(exc))
    return f"--out {out}: cannot write {where}: {why}; the previous report there is left as it was"


def last_failures(out: Path) -> list[str]:
    """The ids of the failed and errored scenarios of the report in ``out`` (``--lf``); all
    scenarios (an empty list) when there is none, said on stderr."""
    path = out / "report.json"
    if not path.is_file():
        print(f"--lf: no previous report at {path}: running the whole selection", file=sys.stderr)
        return []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        ids = sorted({str(r["id"]) for r in data["results"] if r.get("status") in ("failed", "errored")})
    except (ValueError, KeyError, TypeError, OSError) as exc:
        raise UsageError(f"--lf: {path} is not a readable report ({exc})") from None
    if not ids:
        print(f"--lf: {path} records no failure: running the whole selection", file=sys.stderr)
    else:
        print(f"--lf: rerunning {len(ids)} failed or errored scenario(s) of {path}", file=sys.stderr)
    return ids


def _shard(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    try:
        k, n = (int(x) for x in text.split("/"))
    except ValueError:
        raise UsageError(f"--shard {text!r}: write K/N, for example 2/4") from None
    if not 1 <= k <= n:
        raise UsageError(f"--shard {text!r}: K must be between 1 and N")
    return k, n


def rerun_command(args: argparse.Namespace, command: str, declared: str | None, scenario_id: str) -> str:
    """The command that reruns one scenario with every option that affected its verdict."""
    parts = [_cli_as_typed(), "run", "--impl", shlex.quote(command)]
    if declared:
        parts += ["--as", shlex.quote(declared)]
    if args.features:
        parts += ["--features", shlex.quote(str(Path(args.features).resolve()))]
    if args.timeout != 5.0:
        parts += ["--timeout", str(args.timeout)]
    if args.max_restarts != 3:
        parts += ["--max-restarts", str(args.max_restarts)]
    parts += ["--scenario", shlex.quote(scenario_id), "--out", "out/rerun"]
    return " ".join(parts)


def use_color(choice: str) -> bool:
    """Colour in the terminal summary: ``yes`` and ``no`` as said; ``auto`` on a terminal, unless
    ``NO_COLOR`` is set to anything but the empty string (https://no-color.org)."""
    if choice != "auto":
        return choice == "yes"
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def _not_run(result: Mapping[str, Any]) -> bool:
    """True for a scenario --maxfail kept from running (see :func:`..spec.session.judge`)."""
    return result.get("status") == "skipped" and str(result.get("message", "")).startswith("not run: --maxfail")


@functools.cache  # one answer per process; asked for every failure's rerun command
def _cli_as_typed() -> str:
    """How to call this CLI from the folder it runs in: ``pinochle-conformance`` when that name
    on PATH is this very program, else its path (``.venv/bin/pinochle-conformance``, as the
    README types it), relative when it lies under the current folder."""
    here = Path(sys.argv[0]).resolve() if sys.argv and Path(sys.argv[0]).name == "pinochle-conformance" else None
    on_path = shutil.which("pinochle-conformance")
    if here is None or (on_path is not None and Path(on_path).resolve() == here):
        return "pinochle-conformance"
    try:
        return shlex.quote(str(here.relative_to(Path.cwd().resolve())))
    except ValueError:
        return shlex.quote(str(here))


_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def _handshake_variants(raw: Any, command: str) -> list[dict[str, Any]]:
    """The variants a handshake declares, resolved; they may name only named rulesets as bases."""
    out: list[dict[str, Any]] = []
    for n, item in enumerate(raw or []):
        base = item.get("extends") if isinstance(item, dict) else item
        if isinstance(base, str) and not _ID.match(base):
            raise UsageError(f"{command!r}: handshake variants[{n}]: a handshake may only extend a named ruleset id")
        try:
            doc = load_declaration(item, origin=f"{command!r}: handshake variants[{n}]")
        except (ValueError, OSError) as exc:
            raise UsageError(str(exc)) from None
        for m, earlier in enumerate(out):
            if earlier == doc:
                raise UsageError(f"{command!r}: handshake variants[{n}] is the same ruleset as variants[{m}]")
        out.append(doc)
    return out


def _unstarted(key: str, argv: list[str], command: str, why: str) -> dict[str, Any]:
    return {
        "key": key,
        "argv": list(argv),
        "name": command,
        "version": "?",
        "language": "?",
        "homepage": None,
        "operations": [],
        "rulesets": {"ids": [], "any": False},
        "variants": [],
        "start_failure": {"detail": why},
    }


def _accept(
    key: str,
    argv: list[str],
    command: str,
    hs: Handshake,
    declared: list[dict[str, Any]],
    source: str,
    carried: set[str],
) -> tuple[dict[str, Any], Target]:
    """The report entry and target of an adapter whose handshake holds up; a :class:`UsageError`
    says what in it does not (no operations, a variant on an unknown base, an unclaimed ``--as``
    id, an id no request carries)."""
    own = _handshake_variants(hs.raw.get("variants"), command)
    variants = declared or own
    if not hs.operations:
        raise UsageError(f"{command!r} ({hs.name}) claims no operations in its handshake: nothing to judge")
    own_ids = [str(v.get("id")) for v in own]
    known = set(ruleset_ids())
    if declared:  # found now, not as 1,000 unsupported verdicts
        check_declared(command, hs, declared, source, own_ids)
    check_known(command, hs, carried, own_ids + [str(v.get("id")) for v in declared], known)
    impl = {
        "key": key,
        "argv": list(argv),
        "name": hs.name,
        "version": hs.version,
        "language": hs.language,
        "homepage": hs.homepage,
        "operations": sorted(hs.operations),
        "rulesets": {"ids": sorted(hs.ruleset_ids), "any": hs.any_ruleset},
        "variants": [str(v.get("id")) for v in variants],
    }
    return impl, Target(key, tuple(argv), tuple(variants), hs.operations, hs.ruleset_ids, hs.any_ruleset)


def cmd_run(args: argparse.Namespace) -> int:
    """Judge every ``--impl`` (default: the reference engine) and write the report to ``--out``."""
    commands: list[str] = args.impl or [REFERENCE]
    argvs = [parse_impl(c) for c in commands]
    if args.declare and len(args.declare) != len(commands):
        raise UsageError(
            f"--as: give one per --impl, in the same order ({len(commands)} --impl, {len(args.declare)} --as)"
        )
    workers = args.workers or 0
    limit = 4 * (os.cpu_count() or 1)
    if not 0 <= workers <= limit:
        raise UsageError(f"-n {workers}: choose 0 to {limit} (this machine has {os.cpu_count()} cores)")
    known = set(ruleset_ids())
    for rid in args.ruleset:
        if rid not in known:
            raise UsageError(f"--ruleset: {unknown_ruleset_message(rid)}")
    shard = _shard(args.shard)
    out = Path(args.out)
    check_out(out)
    if args.exitfirst:
        args.maxfail = 1
    if args.last_failed:
        args.scenario = list(args.scenario) + last_failures(out)
    if args.write_baseline is not None:
        check_file("--write-baseline", args.write_baseline)
        refuse_report_over("--write-baseline", args.write_baseline, out)
        refuse_file_over_inputs("--write-baseline", args.write_baseline, [("--as", a) for a in args.declare or []])
    baseline = None
    if args.baseline:
        try:
            baseline = read_baseline(args.baseline)
        except ValueError as exc:
            raise UsageError(f"--baseline {args.baseline}: {exc}") from None
    features = Path(args.features).resolve() if args.features else FEATURES
    if args.features:
        if not features.is_dir():
            raise UsageError(f"--features: {args.features} is not a folder")
        os.environ[RULESET_PATH_VAR] = str(features)
    declared: list[list[dict[str, Any]]] = [[] for _ in commands]
    departures: list[list[dict[str, Any]]] = [[] for _ in commands]
    for i, source in enumerate(args.declare or []):
        try:
            declared[i] = [load_declaration(source, origin=f"--as {source}")]
        except (ValueError, OSError) as exc:
            raise UsageError(str(exc)) from None
        departures[i] = declared_departures(source)
    try:
        scenarios = load(features)
    except SetupProblem as exc:
        raise UsageError(f"the feature files cannot be run: {exc}") from None
    if not scenarios:
        raise UsageError(f"no scenarios under {features}")
    try:  # a bad -k or --tags expression is the command line's mistake, not the feature files'
        plans = select(
            scenarios, rulesets=args.ruleset, ids=args.scenario, tags=args.tags, keyword=args.keyword, shard=shard
        )
    except SetupProblem as exc:
        raise UsageError(str(exc)) from None
    try:
        if not plans:
            raise UsageError("no scenario matches the selection (check --scenario, --tags, -k, --ruleset, --shard)")
        rehearse(plans, full=bool(args.features))
        carried = sent_ids(scenarios)
        if args.features:
            _say_unnamed_rules(plans)
    except SetupProblem as exc:
        raise UsageError(f"the feature files cannot be run: {exc}") from None
    started = _now()
    columns = shutil.get_terminal_size().columns
    impls: list[dict[str, Any]] = []
    targets: list[Target] = []
    for i, (command, argv) in enumerate(zip(commands, argvs, strict=True)):
        key = f"impl-{i}"
        stage = "the adapter could not be started"
        try:
            hs, shutdown = handshake(argv, command, args.startup_timeout)
            stage = "its handshake was refused"
            accepted = _accept(key, argv, command, hs, declared[i], (args.declare or [""] * len(commands))[i], carried)
        except UsageError as exc:
            if len(commands) == 1:
                raise
            # one of several: its scenarios are errored with the cause, the others are judged
            print(
                f"pinochle-conformance: {key} ({for_terminal(command, one_line=True)}): {stage}: {exc};"
                " its scenarios are errored, the other implementations are judged",
                file=sys.stderr,
            )
            why = str(exc) if stage.startswith("the adapter could not") else f"{stage}: {exc}"
            impls.append(_unstarted(key, argv, command, why))
            targets.append(Target(key, tuple(argv), setup_error=f"{stage}: {exc}"))
            continue
        impl, target = accepted
        impls.append({**impl, "shutdown": shutdown, **({"departures": departures[i]} if departures[i] else {})})
        targets.append(target)
        shown = " ".join(for_terminal(x, one_line=True) for x in (hs.name, hs.version, command))
        print(wrapped(f"== {key}: {shown}", columns, hang=3), flush=True)
        if not shutdown["clean"]:  # no verdict depends on it, but the protocol asks it of every adapter
            detail = f"protocol: {shutdown['detail']} (an adapter exits with status 0 when its input ends)"
            print(wrapped(detail, columns, indent=3), flush=True)
    settings = Settings(args.timeout, args.startup_timeout, args.max_restarts, args.maxfail)
    progress = Progress(len(plans) * sum(max(1, len(t.variants)) for t in targets), sys.stderr, args.progress)
    by_key = run(targets, plans, settings, workers, progress.update)
    progress.done()
    results: list[dict[str, Any]] = []
    for i, t in enumerate(targets):
        for v in by_key[t.key]:
            v["citations"] = citations(v.get("rules", []))
            v["rerun"] = rerun_command(args, commands[i], (args.declare or [None] * len(commands))[i], v["id"])
            results.append(v)
    durations = {t.key: progress.elapsed(t.key) for t in targets}
    sent = {pair for p in plans for pair in p.sent}
    add_reference_replies(results, {t.key: documents(sent, t.variants) for t in targets})
    causes = (
        run_causes(
            targets,
            results,
            sent,
            timeout=args.timeout,
            startup_timeout=args.startup_timeout,
        )
        if args.causes
        else {}
    )
    header = {
        "harness": {"name": "pinochle-conformance", "version": __version__, "protocol": PROTOCOL_VERSION},
        "suite_version": __version__,
        "suite_commit": _suite_commit(),
        "started": started,
        "command": ["pinochle-conformance", *sys.argv[1:]] if len(sys.argv) > 1 else ["pinochle-conformance"],
        "filters": {
            "rulesets": list(args.ruleset),
            "tags": args.tags,
            "scenarios": list(args.scenario),
            "workers": workers,
            **{k: v for k, v in (("keyword", args.keyword), ("shard", args.shard), ("maxfail", args.maxfail)) if v},
        },
        "implementations": impls,
        "rulesets": sorted({rid for r in results for rid in r.get("rulesets", [])}),
    }
    report = build_report(header, results, durations, _now(), causes)
    problems = validate_report(report) if args.validate_report else []
    if problems:  # a harness bug: say so loudly, but still write what we have
        print("report does not match its schema:\n  " + "\n  ".join(problems[:10]), file=sys.stderr)
    write_together(
        out,
        {
            "report.json": to_json_text(report),
            "report.html": render_html(report),
            "junit.xml": render_junit(report),
            "report.earl.jsonld": render_earl(report),
            "summary.md": render_markdown(report),
            **{f"badges/{name}": text for name, text in badge_files(report).items()},
        },
    )
    summary = render_terminal_summary(report, width=columns, color=use_color(args.color))
    if summary:
        print(summary, end="" if summary.endswith("\n") else "\n")
    bad = False
    empty: list[str] = []  # implementations judged on no scenario: exit 1, never a green run
    judged_nothing = nothing_judged(report)
    named = display_names(report)
    for impl in impls:
        slot = report["footer"]["implementations"][impl["key"]]
        c = slot["counts"]
        labels = slot.get("labels", {})
        split = (
            f"; expectations documented {labels['documented']}, derived {labels['derived']}"
            if labels.get("derived")
            else ""
        )
        print(
            wrapped(
                f"{impl['key']} = {named[impl['key']]}: " + ", ".join(f"{k} {v}" for k, v in c.items() if v) + split,
                columns,
            )
        )
        cut = sum(1 for r in report["results"] if r["implementation"] == impl["key"] and _not_run(r))
        if cut:  # the score above covers only what ran before the stop
            stop = "-x" if args.maxfail == 1 and args.exitfirst else f"--maxfail {args.maxfail}"
            print(wrapped(f"stopped early: {stop} reached; {cut} scenario(s) not run (counted as skipped)", columns, 3))
        if impl["key"] in judged_nothing:  # said in the summary above
            empty.append(for_terminal(named[impl["key"]], one_line=True))
        elif "start_failure" not in impl:
            for line in judged_lines(slot.get("judged") or {}):
                print(wrapped(line, columns, indent=3))
        bad = bad or c["failed"] > 0 or c["errored"] > 0
    print(wrapped(f"report: {out / 'report.html'} (also report.json, junit.xml, summary.md, badges/)", columns))
    if args.write_baseline:
        try:
            written = write_baseline(report, args.write_baseline)
        except OSError as exc:
            raise write_failed("--write-baseline", args.write_baseline, exc) from None
        print(f"baseline written: {args.write_baseline} ({baseline_counts(written)})")
    for name in empty:
        print(f"exit 1: {name} was judged on no scenario (see above); a run that judged nothing is not a pass")
    if baseline is not None:
        compared = compare_to_baseline(report, baseline)
        print(compared.render(), end="")
        return 2 if problems else max(compared.exit_code, 1 if empty else 0)
    if args.write_baseline:  # its failures are what the baseline records: the run did its job, unless it judged nothing
        return 2 if problems else (1 if empty else 0)
    return 1 if bad or problems or empty else 0


def add_parser(sub: Any) -> None:
    """Register ``run``."""
    run_p: argparse.ArgumentParser = sub.add_parser(
        "run", help="run the scenarios against implementations and write the report"
    )
    run_p.add_argument("--impl", action="append", default=[], help="adapter command line (repeat to compare several)")
    run_p.add_argument(
        "--as",
        dest="declare",
        action="append",
        default=[],
        type=path_text,
        metavar="FILE",
        help="the variant the matching --impl plays: a ruleset id, ruleset file, or {extends, …} declaration",
    )
    run_p.add_argument(
        "--out", required=True, type=path_text, help="folder for report.json, report.html, junit.xml, summary.md"
    )
    run_p.add_argument("--ruleset", action="append", default=[], help="only scenarios on this ruleset (repeatable)")
    run_p.add_argument("--tags", default=None, help="boolean expression over rule ids and source tags")
    run_p.add_argument("-k", dest="keyword", default=None, help="boolean expression over words of the scenario id")
    run_p.add_argument(
        "--features", default=None, type=path_text, help="run the feature files under this folder (house rules)"
    )
    run_p.add_argument("--scenario", action="append", default=[], help="only this stable scenario id (repeatable)")
    run_p.add_argument("--shard", default=None, metavar="K/N", help="run only the K-th of N equal slices")
    run_p.add_argument("-n", "--workers", type=int, default=0, help="worker processes (default: one process)")
    run_p.add_argument(
        "--maxfail", type=positive_int, default=None, help="stop judging after N failed or errored scenarios"
    )
    run_p.add_argument(
        "-x", "--exitfirst", action="store_true", help="stop at the first failed or errored scenario (--maxfail 1)"
    )
    run_p.add_argument(
        "--lf",
        "--last-failed",
        dest="last_failed",
        action="store_true",
        help="rerun only the scenarios that failed or errored in the report already in --out",
    )
    run_p.add_argument("--timeout", type=positive_float, default=5.0, help="seconds per request (default 5)")
    startup_option(run_p)
    run_p.add_argument(
        "--max-restarts",
        type=positive_int,
        default=3,
        help="failures in a row (crash, timeout, garbage) after which an operation is not attempted (default 3)",
    )
    run_p.add_argument(
        "--baseline",
        default=None,
        type=path_text,
        metavar="FILE",
        help="expected failures: exit 0 unless a verdict is worse than this baseline; lists new failures and fixes",
    )
    run_p.add_argument(
        "--write-baseline",
        default=None,
        type=path_text,
        metavar="FILE",
        help="write this run's failures as a baseline file",
    )
    run_p.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="show done/total and failures so far while running (on stderr; default on)",
    )
    run_p.add_argument(
        "--color",
        choices=("auto", "yes", "no"),
        default="auto",
        help="colour the summary: auto (on a terminal, unless NO_COLOR is set), yes or no (default auto)",
    )
    run_p.add_argument(
        "--causes",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="after judging, ask each failing app the primitive questions behind its failures (default on)",
    )
    run_p.add_argument(
        "--validate-report",
        action=argparse.BooleanOptionalAction,
        default=False,
        help="check report.json against its schema before writing (default off: the tests check it)",
    )
    run_p.set_defaults(func=cmd_run)
