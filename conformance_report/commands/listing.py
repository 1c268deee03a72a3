"""``pinochle-conformance list scenarios|rulesets|rules``: what a run would judge, without running it.

    pinochle-conformance list scenarios --ruleset penn-4 -k "trump and not meld"
    pinochle-conformance list rulesets
    pinochle-conformance list rules --tags doc-004 --json

The filters are ``run``'s (``--ruleset``, ``--tags``, ``-k``, ``--features``), so ``list
scenarios`` with the options of a run prints exactly the scenarios that run judges.
``rulesets`` and ``rules`` list those the selected scenarios use, with how many scenarios
use each; with no filter, ``rulesets`` also lists named rulesets no scenario uses, and
``rules`` every rule of the catalogue.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Any

from conformance_report.commands.common import UsageError
from conformance_report.report.terminal import for_terminal
from conformance_report.rulesets import RULESET_PATH_VAR, load_document, ruleset_ids, unknown_ruleset_message
from conformance_report.spec.catalogue import document_title, load_catalogue
from conformance_report.spec.features import FEATURES
from conformance_report.spec.runner import Plan, SetupProblem
from conformance_report.spec.session import load, select

WHAT = ("scenarios", "rulesets", "rules")


def _plans(args: argparse.Namespace) -> list[Plan]:
    features = Path(args.features).resolve() if args.features else FEATURES
    if args.features:
        if not features.is_dir():
            raise UsageError(f"--features: {args.features} is not a folder")
        os.environ[RULESET_PATH_VAR] = str(features)
    known = set(ruleset_ids())
    for rid in args.ruleset:
        if rid not in known:
            raise UsageError(f"--ruleset: {unknown_ruleset_message(rid)}")
    try:
        return select(load(features), rulesets=args.ruleset, tags=args.tags, keyword=args.keyword)
    except SetupProblem as exc:
        raise UsageError(str(exc)) from None


def scenario_rows(plans: list[Plan]) -> list[dict[str, Any]]:
    """One entry per selected scenario."""
    return [
        {
            "id": p.scenario.id,
            "feature": p.scenario.feature,
            "line": p.scenario.line,
            "name": p.scenario.name,
            "rulesets": list(p.rulesets),
            "sent": [{"id": rid, "is": what} for rid, what in p.sent],
            "operations": list(p.ops),
            "rules": list(p.rules),
            "sources": list(p.sources),
        }
        for p in plans
    ]


def ruleset_rows(plans: list[Plan], filtered: bool) -> list[dict[str, Any]]:
    """Rulesets the selected scenarios use (every named ruleset when nothing is filtered)."""
    counts: dict[str, int] = {}
    for p in plans:
        for rid in p.rulesets:
            counts[rid] = counts.get(rid, 0) + 1
    ids = sorted(counts) if filtered else sorted(set(ruleset_ids()) | set(counts))
    rows = []
    for rid in ids:
        try:
            doc = load_document(rid)
            name, players = str(doc.get("name", "")), doc.get("players")
        except ValueError:
            name, players = "", None
        rows.append({"id": rid, "name": name, "players": players, "scenarios": counts.get(rid, 0)})
    built: dict[str, tuple[str, int]] = {}  # rulesets scenarios build from options: their own ids
    for p in plans:
        for rid, what in p.sent:
            if rid != what:
                built[rid] = (what, built.get(rid, (what, 0))[1] + 1)
    for rid, (what, n) in sorted(built.items()):
        name = f"{what} (built by the scenario; claim its id in rulesets.ids, or any: true)"
        rows.append({"id": rid, "name": name, "players": None, "scenarios": n})
    return rows


def rule_rows(plans: list[Plan], filtered: bool) -> list[dict[str, Any]]:
    """Catalogue rules the selected scenarios cite (every rule when nothing is filtered)."""
    counts: dict[str, int] = {}
    for p in plans:
        for rid in p.rules:
            counts[rid] = counts.get(rid, 0) + 1
    by_id = load_catalogue().by_id()
    ids = sorted(counts) if filtered else sorted(set(by_id) | set(counts))
    rows = []
    for rid in ids:
        entry = by_id.get(rid)
        rows.append(
            {
                "id": rid,
                "kind": entry.kind if entry else "(not in the catalogue)",
                "document": document_title(entry.document) if entry else "",
                "section": entry.section if entry else "",
                "statement": entry.statement if entry else "",
                "scenarios": counts.get(rid, 0),
            }
        )
    return rows


def cmd_list(args: argparse.Namespace) -> int:
    """Print the selected scenarios, rulesets or rules (one a line, or ``--json``)."""
    plans = _plans(args)
    filtered = bool(args.ruleset or args.tags or args.keyword or args.features)
    if args.what == "scenarios":
        rows = scenario_rows(plans)
        lines = [r["id"] for r in rows]
    elif args.what == "rulesets":
        rows = ruleset_rows(plans, filtered)
        lines = [f"{r['id']}\t{r['scenarios']} scenarios\t{r['name']}" for r in rows]
    else:
        rows = rule_rows(plans, filtered)
        lines = [f"{r['id']}\t{r['kind']}\t{r['scenarios']} scenarios\t{r['statement']}" for r in rows]
    if args.json:
        print(json.dumps(rows, indent=1, ensure_ascii=False))
    else:
        for line in lines:
            print(for_terminal(line, one_line=False))
    return 0


def add_parser(sub: Any) -> None:
    """Register ``list``."""
    p: argparse.ArgumentParser = sub.add_parser(
        "list", help="list the scenarios, rulesets or rules a run would judge (same filters as run)"
    )
    p.add_argument("what", choices=WHAT, help="what to list: scenarios (ids), rulesets or catalogue rules")
    p.add_argument("--ruleset", action="append", default=[], help="only scenarios on this ruleset (repeatable)")
    p.add_argument("--tags", default=None, help="boolean expression over rule ids and source tags, as for run")
    p.add_argument("-k", dest="keyword", default=None, help="boolean expression over words of the scenario id")
    p.add_argument("--features", default=None, help="list the feature files under this folder (house rules)")
    p.add_argument("--json", action="store_true", help="print a JSON list with every field instead of one a line")
    p.set_defaults(func=cmd_list)
