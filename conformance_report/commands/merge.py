"""``pinochle-conformance merge OUT_DIR... --out DIR``: one report from the shards of a run.

A CI matrix runs ``run --shard K/N`` on N machines, each with the same implementations and
options; ``merge`` reads their ``report.json`` files and writes the report one machine would
have written (every file re-rendered: report.json, report.html, junit.xml, summary.md and
the badges).  Results come out in the single run's order (implementation, then scenario id);
counts and scores are recomputed.  Only timing differs from a single run: the start is the
earliest shard's, the finish the latest's, and durations add up.

Shards must come from one suite commit and harness, name the same implementations (command,
name and version, declared variants) and be run with the same verdict-changing options
(:mod:`.shards`; ``-n`` may differ); a scenario judged by two shards is an error (overlapping
shards), and so is a shard no run writes (a result of an unknown implementation or scenario,
a bad date, an impossible duration or shard label).
Each report records its ``--shard K/N``, so the shards given must be the whole set 1..N of
one N: a missing shard, or shards of different N, is an error naming them.  Reports of runs
made without ``--shard`` (of disjoint selections) are merged as they are.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from conformance_report.commands.baseline import compare_to_baseline, read_baseline
from conformance_report.commands.clash import refuse_out_over_inputs
from conformance_report.commands.common import UsageError, load_report, path_text
from conformance_report.commands.shards import check_alike, check_label, check_whole, verdict_options
from conformance_report.report.badges import badge_files
from conformance_report.report.earl import render_earl
from conformance_report.report.html import render_html
from conformance_report.report.model import build_report, to_json_text
from conformance_report.report.text import render_junit, render_markdown
from conformance_report.spec.features import FEATURES
from conformance_report.spec.runner import SetupProblem
from conformance_report.spec.session import load

_IDENTITY = ("key", "argv", "name", "version", "variants")


def _without_shard(command: Sequence[str]) -> list[str]:
    """A shard's run command as the whole run's: without its ``--shard`` and its ``--out`` (the
    merged report's folder is added back by :func:`cmd_merge`)."""
    out: list[str] = []
    skip = False
    for part in command:
        if skip:
            skip = False
            continue
        if part in ("--shard", "--out"):
            skip = True
            continue
        if re.fullmatch(r"--(shard|out)=.*", part):
            continue
        out.append(part)
    return out


def _filters(header: Mapping[str, Any]) -> dict[str, Any]:
    """The selection a shard was run with, less the shard itself and the worker count (which
    changes no verdict)."""
    return {k: v for k, v in dict(header.get("filters") or {}).items() if k not in ("shard", "workers")}


def _shard_of(report: Mapping[str, Any], name: str) -> tuple[int, int] | None:
    """The ``(K, N)`` a report was run with (``--shard K/N``), or None."""
    text = (report["header"].get("filters") or {}).get("shard")
    return None if text is None else check_label(text, name)


def _scenario_ids(header: Mapping[str, Any]) -> set[str] | None:
    """The scenario ids of the suite a shard ran (its ``--features`` folder, else the built-in
    suite), or None when that folder is not here to read."""
    folders = verdict_options(header.get("command") or []).get("--features")
    root = Path(folders[-1]) if folders else FEATURES
    if not root.is_dir():
        return None
    try:
        return {sc.id for sc in load(root)}
    except SetupProblem:
        return None


def _split(reports: Sequence[Mapping[str, Any]], names: Sequence[str]) -> tuple[int, set[int]] | None:
    """The N all the reports were sharded by and the K they hold, None when none was sharded;
    UsageError on a mix."""
    shards = [(_shard_of(r, name), name) for r, name in zip(reports, names, strict=True)]
    sharded = [(s, name) for s, name in shards if s is not None]
    if not sharded:
        return None
    (k, n), first = sharded[0]
    for shard, name in shards:
        if shard is None:
            raise UsageError(f"merge: {name} was run without --shard, {first} with --shard {k}/{n}")
        if shard[1] != n:
            raise UsageError(
                f"merge: shards of different splits: {first} is shard {k}/{n}, {name} is shard "
                f"{shard[0]}/{shard[1]}; give the shards of one run (the same N)"
            )
    return n, {shard[0] for shard, _ in sharded}


def merge_reports(reports: Sequence[Mapping[str, Any]], names: Sequence[str] | None = None) -> dict[str, Any]:
    """One report from shard reports (see the module docstring); UsageError when they do not fit.

    ``names`` (a folder per report) are what the errors call the reports; by default ``shard 1``, ….
    """
    if not reports:
        raise UsageError("merge: give at least one report folder")
    names = list(names) if names is not None else [f"shard {n}" for n in range(1, len(reports) + 1)]
    split = _split(reports, names)
    first = reports[0]["header"]
    identity = [{k: i.get(k) for k in _IDENTITY} for i in first["implementations"]]
    for name, report in zip(names[1:], reports[1:], strict=True):
        h = report["header"]
        if h.get("suite_commit") != first.get("suite_commit"):
            raise UsageError(
                f"merge: {name} ran suite commit {h.get('suite_commit')}, {names[0]} ran {first.get('suite_commit')}"
            )
        if [{k: i.get(k) for k in _IDENTITY} for i in h["implementations"]] != identity:
            raise UsageError(f"merge: {name} judged other implementations than {names[0]} (command, name, version)")
        if _filters(h) != _filters(first):
            raise UsageError(f"merge: {name} was run with other filters than {names[0]} ({_filters(h)})")
    check_alike(reports, names)
    known = _scenario_ids(first)
    for name, report in zip(names, reports, strict=True):
        check_whole(report, name, known)
    order = {i["key"]: n for n, i in enumerate(first["implementations"])}
    results: list[dict[str, Any]] = []
    seen: set[tuple[str, str, str]] = set()
    for name, report in zip(names, reports, strict=True):
        for r in report["results"]:
            key = (r["implementation"], r["id"], str(r.get("variant")))
            if key in seen:
                raise UsageError(f"merge: {r['id']} ({r['implementation']}) is in two shards ({name} again)")
            seen.add(key)
            results.append(dict(r))
    if split is not None:  # after the overlap check: a shard given twice is named as such
        n, given = split
        missing = [f"{k}/{n}" for k in range(1, n + 1) if k not in given]
        if missing:
            raise UsageError(f"merge: shard(s) {', '.join(missing)} missing: give the reports of all {n} shards")
    results.sort(key=lambda r: (order.get(r["implementation"], len(order)), r["id"]))  # stable: variants keep order
    durations: dict[str, float] = {}
    for report in reports:
        for key, slot in report["footer"]["implementations"].items():
            durations[key] = durations.get(key, 0.0) + float(slot.get("duration", 0.0))
    header = dict(first)
    header["started"] = min(str(r["header"]["started"]) for r in reports)
    header["command"] = _without_shard(first.get("command", []))
    if "filters" in header:
        header["filters"] = {k: v for k, v in dict(first["filters"]).items() if k != "shard"}
    header["rulesets"] = sorted({rid for r in reports for rid in r["header"].get("rulesets", [])})
    finished = max(str(r["footer"]["finished"]) for r in reports)
    return build_report(header, results, durations, finished, merged_causes(reports, results))


def merged_causes(reports: Sequence[Mapping[str, Any]], results: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Per implementation, the shards' causes as one list: a cause found by several shards (the
    same ``group``) explains the results of each, and keeps the smallest request and its words;
    sorted as one run sorts them (most results explained first, then the most primitive
    operation).  What no shard's cause explains stays unexplained; the costs add up."""
    from conformance_report.report.cause_probes import LEVEL
    from conformance_report.report.causes import smallness

    def size(c: Mapping[str, Any]) -> tuple[int, int, str]:
        return smallness(str(c["request"]["op"]), c["request"]["args"])

    order = {
        (str(r["implementation"]), str(r["id"]) + (f" [{r['variant']}]" if r.get("variant") else "")): n
        for n, r in enumerate(results)
    }
    out: dict[str, Any] = {}
    for report in reports:
        for key, slot in report["footer"]["implementations"].items():
            if "causes" not in slot:
                continue
            mine = out.setdefault(key, {"by": {}, "unexplained": [], "asked": 0, "seconds": 0.0})
            for c in slot["causes"]:
                known = mine["by"].setdefault(c.get("group") or c["differs"], dict(c, explains=[]))
                if size(c) < size(known):
                    known.update({k: v for k, v in c.items() if k != "explains"})
                known["explains"] += [i for i in c["explains"] if i not in known["explains"]]
            mine["unexplained"] += slot.get("unexplained") or []
            cost = slot.get("causes_cost") or {}
            mine["asked"] += int(cost.get("asked", 0))
            mine["seconds"] = round(mine["seconds"] + float(cost.get("seconds", 0.0)), 3)
    for key, mine in out.items():

        def place(rid: str, key: str = key) -> int:
            return order.get((key, rid), len(order))

        causes = list(mine.pop("by").values())
        for c in causes:
            c["explains"].sort(key=place)
        causes.sort(key=lambda c: (-len(c["explains"]), LEVEL.get(str(c["operation"]), 9), c["differs"]))
        explained = {i for c in causes for i in c["explains"]}
        mine["causes"] = causes
        mine["unexplained"] = sorted({i for i in mine["unexplained"] if i not in explained}, key=place)
    return out


def report_files(report: Mapping[str, Any]) -> dict[str, str]:
    """Every report file's text, as ``run`` writes them."""
    return {
        "report.json": to_json_text(report),
        "report.html": render_html(report),
        "junit.xml": render_junit(report),
        "report.earl.jsonld": render_earl(report),
        "summary.md": render_markdown(report),
    }


def cmd_merge(args: argparse.Namespace) -> int:
    """Merge shard reports into ``--out``; exit 1 when the merged report has a failure, as ``run`` would."""
    from conformance_report.commands.run import check_out, write_together

    out = Path(args.out)
    refuse_out_over_inputs(out, [("shard", shard) for shard in args.shards])
    check_out(out)
    baseline = read_baseline(args.baseline) if args.baseline else None
    merged = merge_reports([load_report(d) for d in args.shards], args.shards)
    merged["header"]["command"] = [*merged["header"]["command"], "--out", str(out)]  # the run it stands for
    files = report_files(merged)
    files.update({f"badges/{name}": text for name, text in badge_files(merged).items()})
    write_together(out, files)
    counts = merged["footer"]["counts"]
    print(
        f"merged {len(args.shards)} shard(s): {len(merged['results'])} results, "
        + ", ".join(f"{k} {v}" for k, v in counts.items())
    )
    print(f"report: {out / 'report.html'} (also report.json, junit.xml, summary.md, badges/)")
    if baseline is not None:  # as run --baseline: only what the baseline does not expect fails
        compared = compare_to_baseline(merged, baseline)
        print(compared.render(), end="")
        return compared.exit_code
    return 1 if counts.get("failed", 0) or counts.get("errored", 0) else 0


def add_parser(sub: Any) -> None:
    """Register ``merge``."""
    p: argparse.ArgumentParser = sub.add_parser(
        "merge", help="merge the reports of a sharded run (run --shard K/N) into one report"
    )
    p.add_argument(
        "shards",
        nargs="+",
        type=path_text,
        metavar="OUT_DIR",
        help="a shard's --out folder (or its report.json); give every shard K/N of the run, K = 1..N",
    )
    p.add_argument(
        "--out",
        required=True,
        type=path_text,
        help="folder for the merged report.json, report.html, junit.xml, summary.md",
    )
    p.add_argument(
        "--baseline",
        default=None,
        type=path_text,
        metavar="FILE",
        help="judge the merged report against known failures, as run --baseline does",
    )
    p.set_defaults(func=cmd_merge)
