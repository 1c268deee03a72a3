"""``pinochle-conformance``: from "here is my adapter" to a report a person reads.

    pinochle-conformance run [--impl 'CMD …'] … --out DIR [--ruleset ID …] [--tags EXPR] [-n N]
    pinochle-conformance smoke --impl 'CMD …'
    pinochle-conformance diff OLD/report.json NEW/report.json
    pinochle-conformance check-ruleset my-rules.json
    pinochle-conformance run --features my-house-rules/ --out DIR
    pinochle-conformance fuzz --impl 'CMD …' --ruleset ID [--examples N] [--seed S] [--profile ci|long]

Exit codes: 0 every scenario an implementation claims passes; 1 a scenario failed or errored
(``diff``: a regression); 2 usage or set-up error (bad command, handshake failure).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from conformance_report.protocol.client import Implementation, SetupError
from conformance_report.protocol.validation import PROTOCOL_VERSION
from conformance_report.report.html import render_html
from conformance_report.report.model import build_report, citations, to_json_text, validate_report, write_atomic
from conformance_report.report.text import render_junit, render_markdown
from conformance_report.rulesets import RULESET_PATH_VAR, read_json, ruleset_ids
from conformance_report.spec.catalogue import ROOT
from conformance_report.spec.features import FEATURES, duplicate_scenario_names, feature_files, feature_problem

from . import __version__

REFERENCE = f"{shlex.quote(sys.executable)} -m reference_engine.adapter"
FEATURE_TESTS = ROOT / "tests" / "bdd"


class UsageError(Exception):
    """A bad command line or set-up (exit code 2)."""


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


def _suite_commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return out.stdout.strip() or "unknown"


def _handshake(key: str, command: str) -> dict[str, Any]:
    argv = shlex.split(command)
    if not argv:
        raise UsageError("--impl: empty command")
    impl = Implementation(argv, startup_timeout=15.0)
    try:
        hs = impl.start()
    except SetupError as exc:
        raise UsageError(f"{command!r}: handshake failed ({exc.cause}): {exc.message}") from None
    finally:
        impl.close()
    return {
        "key": key,
        "argv": argv,
        "name": hs.name,
        "version": hs.version,
        "language": hs.language,
        "homepage": hs.homepage,
        "operations": sorted(hs.operations),
        "rulesets": {"ids": sorted(hs.ruleset_ids), "any": hs.any_ruleset},
    }


def _house_tests(features: Path, tmp: Path) -> Path:
    """A throwaway test module that runs the feature files under ``features`` with the suite's steps."""
    folder = tmp / "house"
    folder.mkdir(parents=True)
    (folder / "conftest.py").write_text(
        'pytest_plugins = ["conformance_report.spec.pytest_plugin", "conformance_report.spec.steps"]\n',
        encoding="utf-8",
    )
    (folder / "test_house_rules.py").write_text(
        f"from pytest_bdd import scenarios\n\nscenarios({str(features)!r})\n", encoding="utf-8"
    )
    return folder / "test_house_rules.py"


def _check_features(features: Path) -> None:
    if not features.is_dir():
        raise UsageError(f"--features: {features} is not a folder")
    files = feature_files(features)
    if not files:
        raise UsageError(f"--features: no .feature files under {features}")
    for path in files:
        dupes = duplicate_scenario_names(path)
        if dupes:
            raise UsageError(f"{path}: scenario names must be unique (pytest-bdd would merge them): {dupes[0]}")
        problem = feature_problem(path)
        if problem:
            raise UsageError(problem)


def _pytest_argv(args: argparse.Namespace, command: str, log: Path, tests: Path = FEATURE_TESTS) -> list[str]:
    argv = [
        sys.executable,
        "-m",
        "pytest",
        str(tests),
        "-p",
        "no:cacheprovider",
        "--strict-markers",
        "--impl",
        command,
        "--impl-timeout",
        str(args.timeout),
        "--impl-max-restarts",
        str(args.max_restarts),
        "--conformance-log",
        str(log),
        "-q",
        "--no-header",
        "-rN",
        "--tb=no",
    ]
    if tests != FEATURE_TESTS:
        argv += ["--rootdir", str(tests.parent), "-c", os.devnull, "--feature-tags-from", str(args.features)]
    if args.workers:
        argv += ["-n", str(args.workers)]
    if args.tags:
        argv += ["-m", args.tags]
    for rid in args.ruleset:
        argv += ["--only-ruleset", rid]
    for sid in args.scenario:
        argv += ["--scenario", sid]
    return argv


def _rerun(command: str, scenario_id: str, features: Path | None = None) -> str:
    extra = f" --features {shlex.quote(str(features))}" if features is not None else ""
    return (
        f"pinochle-conformance run --impl {shlex.quote(command)}{extra} --scenario {shlex.quote(scenario_id)} "
        "--out out/rerun"
    )


def cmd_run(args: argparse.Namespace) -> int:
    commands = args.impl or [REFERENCE]
    known = set(ruleset_ids())
    unknown = [r for r in args.ruleset if r not in known]
    if unknown:
        raise UsageError(f"--ruleset: unknown ruleset(s) {unknown}; known: {', '.join(sorted(known))}")
    features = Path(args.features).resolve() if args.features else None
    _check_features(features if features is not None else FEATURES)
    started = _now()
    impls = [_handshake(f"impl-{i}", c) for i, c in enumerate(commands)]
    results: list[dict[str, Any]] = []
    durations: dict[str, float] = {}
    out = Path(args.out)
    with tempfile.TemporaryDirectory(prefix="pinochle-conformance-") as tmp:
        for impl, command in zip(impls, commands, strict=True):
            log = Path(tmp) / f"{impl['key']}.jsonl"
            log.touch()
            print(f"== {impl['name']} {impl['version']} ({impl['language']}): {command}", flush=True)
            t0 = time.monotonic()
            env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
            tests = FEATURE_TESTS
            if features is not None:
                env[RULESET_PATH_VAR] = str(features)
                tests = _house_tests(features, Path(tmp) / impl["key"])
            proc = subprocess.run(
                _pytest_argv(args, command, log, tests),
                cwd=ROOT,
                env=env,
                stdout=None if args.progress else subprocess.DEVNULL,
            )
            durations[impl["key"]] = time.monotonic() - t0
            if proc.returncode not in (0, 1, 5):
                raise UsageError(f"the scenario run for {command!r} stopped with pytest exit code {proc.returncode}")
            for line in log.read_text(encoding="utf-8").splitlines():
                v = json.loads(line)
                v["implementation"] = impl["key"]
                v["citations"] = citations(v.get("rules", []))
                v["rerun"] = _rerun(command, v["id"], features)
                results.append(v)
    results.sort(key=lambda r: (r["id"], r["implementation"]))
    header = {
        "harness": {"name": "pinochle-conformance", "version": __version__, "protocol": PROTOCOL_VERSION},
        "suite_commit": _suite_commit(),
        "started": started,
        "command": ["pinochle-conformance", *sys.argv[2:]] if len(sys.argv) > 1 else ["pinochle-conformance"],
        "filters": {
            "rulesets": list(args.ruleset),
            "tags": args.tags,
            "scenarios": list(args.scenario),
            "workers": args.workers or 0,
        },
        "implementations": impls,
        "rulesets": sorted({rid for r in results for rid in r.get("rulesets", [])}),
    }
    report = build_report(header, results, durations, _now())
    problems = validate_report(report)
    if problems:  # a harness bug: say so loudly, but still write what we have
        print("report does not match its schema:\n  " + "\n  ".join(problems[:10]), file=sys.stderr)
    write_atomic(out / "report.json", to_json_text(report))
    write_atomic(out / "report.html", render_html(report))
    write_atomic(out / "junit.xml", render_junit(report))
    write_atomic(out / "summary.md", render_markdown(report))
    bad = False
    for impl in impls:
        slot = report["footer"]["implementations"][impl["key"]]
        c, sc = slot["counts"], slot["scores"]
        claimed = "—" if sc["claimed"] is None else f"{sc['claimed'] * 100:.1f}%"
        print(
            f"{impl['name']} {impl['version']}: "
            + ", ".join(f"{k} {v}" for k, v in c.items())
            + f"; claimed score {claimed}"
        )
        bad = bad or c["failed"] > 0 or c["errored"] > 0
    print(f"report: {out / 'report.html'} (also report.json, junit.xml, summary.md)")
    return 1 if bad or problems else 0


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


def _load_report(path: str) -> dict[str, Any]:
    p = Path(path)
    if p.is_dir():
        p = p / "report.json"
    try:
        data = read_json(p)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    problems = validate_report(data)
    if problems:
        raise UsageError(f"{p}: not a conformance report: {problems[0]}")
    return dict(data)


def diff_reports(old: dict[str, Any], new: dict[str, Any]) -> dict[str, list[dict[str, str]]]:
    """Regressions, fixes, other changes, added and removed scenarios, per implementation name."""

    def index(rep: dict[str, Any]) -> dict[tuple[str, str], str]:
        names = {i["key"]: i["name"] for i in rep["header"]["implementations"]}
        return {(names[r["implementation"]], r["id"]): r["status"] for r in rep["results"]}

    a, b = index(old), index(new)
    out: dict[str, list[dict[str, str]]] = {"regressions": [], "fixes": [], "changes": [], "added": [], "removed": []}
    for key in sorted(set(a) | set(b)):
        entry = {"implementation": key[0], "scenario": key[1], "old": a.get(key, "-"), "new": b.get(key, "-")}
        if key not in a:
            out["added"].append(entry)
        elif key not in b:
            out["removed"].append(entry)
        elif a[key] == b[key]:
            continue
        elif a[key] == "passed":
            out["regressions"].append(entry)
        elif b[key] == "passed":
            out["fixes"].append(entry)
        else:
            out["changes"].append(entry)
    return out


def cmd_diff(args: argparse.Namespace) -> int:
    d = diff_reports(_load_report(args.old), _load_report(args.new))
    for kind, entries in d.items():
        print(f"{kind}: {len(entries)}")
        for e in entries:
            print(f"  [{e['implementation']}] {e['scenario']}: {e['old']} -> {e['new']}")
    return 1 if d["regressions"] else 0


def cmd_fuzz(args: argparse.Namespace) -> int:
    from conformance_report.rulesets import load_document
    from conformance_report.tools.fuzz import OPS, fuzz, render_findings

    doc = load_document(args.ruleset)
    ops = args.op or list(OPS)
    bad = [o for o in ops if o not in OPS]
    if bad:
        raise UsageError(f"--op: unknown operation(s) {bad}; choose from {list(OPS)}")
    examples = args.examples or (2000 if args.profile == "long" else 150)
    impl = Implementation(shlex.split(args.impl), timeout=args.timeout)
    reference = Implementation(shlex.split(REFERENCE), timeout=max(args.timeout, 10.0))
    try:
        try:
            impl.start()
        except SetupError as exc:
            raise UsageError(f"{args.impl!r}: handshake failed ({exc.cause}): {exc.message}") from None
        reference.start()
        result = fuzz(
            impl,
            reference,
            doc,
            ops=ops,
            examples=examples,
            seed=None if args.profile == "ci" and args.seed is None else (args.seed or 0),
        )
    finally:
        impl.close()
        reference.close()
    text = render_findings(result)
    print(text, end="")
    if args.out:
        out = Path(args.out)
        write_atomic(out / "findings.feature", "".join(f.gherkin + "\n" for f in result.findings))
        write_atomic(out / "findings.json", json.dumps([f.to_json() for f in result.findings], indent=1) + "\n")
    return 1 if result.findings else 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pinochle-conformance", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="run the scenarios against implementations and write the report")
    run.add_argument("--impl", action="append", default=[], help="adapter command line (repeat to compare)")
    run.add_argument("--out", required=True, help="folder for report.json, report.html, junit.xml, summary.md")
    run.add_argument("--ruleset", action="append", default=[], help="only scenarios on this ruleset (repeatable)")
    run.add_argument("--tags", default=None, help="pytest marker expression over rule ids and source tags")
    run.add_argument(
        "--features", default=None, help="run the feature files under this folder (house rules) instead of the suite"
    )
    run.add_argument("--scenario", action="append", default=[], help="only this stable scenario id (repeatable)")
    run.add_argument("-n", "--workers", type=int, default=0, help="parallel workers (pytest-xdist)")
    run.add_argument("--timeout", type=float, default=5.0, help="seconds per request (default 5)")
    run.add_argument(
        "--max-restarts", type=int, default=50, help="adapter restarts allowed after crashes and timeouts (default 50)"
    )
    run.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=sys.stdout.isatty(),
        help="show pytest's progress (default: on a terminal)",
    )
    run.set_defaults(func=cmd_run)
    smoke = sub.add_parser("smoke", help="does an adapter speak the protocol at all?")
    smoke.add_argument("--impl", required=True)
    smoke.add_argument("--timeout", type=float, default=5.0)
    smoke.set_defaults(func=cmd_smoke)
    fz = sub.add_parser("fuzz", help="differential fuzzing against the reference engine")
    fz.add_argument("--impl", required=True)
    fz.add_argument("--ruleset", required=True)
    fz.add_argument("--examples", type=int, default=0, help="examples per operation (default: by profile)")
    fz.add_argument("--seed", type=int, default=None)
    fz.add_argument(
        "--profile",
        choices=["ci", "long"],
        default="ci",
        help="ci: 150 derandomized examples per operation; long: 2000",
    )
    fz.add_argument("--op", action="append", default=[], help="only this operation (repeatable)")
    fz.add_argument("--timeout", type=float, default=5.0)
    fz.add_argument("--out", default=None, help="write findings.feature and findings.json here")
    fz.set_defaults(func=cmd_fuzz)
    check = sub.add_parser("check-ruleset", help="validate ruleset files (house rules) before using them")
    check.add_argument("files", nargs="+", help="ruleset JSON files, or ids of named rulesets")
    check.set_defaults(func=cmd_check_ruleset)
    diff = sub.add_parser("diff", help="regressions and fixes between two reports")
    diff.add_argument("old")
    diff.add_argument("new")
    diff.set_defaults(func=cmd_diff)
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
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
