"""JUnit XML (for CI systems) and a Markdown summary (for a CI step summary)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any, Final

from conformance_report.outcomes import STATUSES
from conformance_report.report.clean import clean_tree
from conformance_report.report.departures import departure_blocks, departure_line
from conformance_report.report.detail import sequence_difference
from conformance_report.report.diff import display_names, implementation_labels
from conformance_report.report.judged import judged_lines, nothing_judged
from conformance_report.report.model import never_started
from conformance_report.report.unclaimed import plural, unclaimed_lines

NOT_JUDGED: Final = ("unsupported", "not_applicable", "other_reading", "skipped")
"""Verdicts that neither pass nor fail a scenario: JUnit shows them as skipped test cases."""


def render_junit(report: Mapping[str, Any]) -> str:
    """One ``testsuite`` per implementation, one ``testcase`` per scenario.

    Well-formed XML whatever the adapter sent: lone surrogates and the characters XML 1.0
    forbids are replaced first (:func:`clean_tree` with ``controls``).
    """
    report = clean_tree(report, controls=True)
    named = display_names(report)
    root = ET.Element("testsuites", name="pinochle-conformance")
    for key in named:
        results = [r for r in report["results"] if r["implementation"] == key]
        counts = report["footer"]["implementations"][key]["counts"]
        suite = ET.SubElement(
            root,
            "testsuite",
            name=named[key],
            tests=str(len(results)),
            failures=str(counts["failed"]),
            errors=str(counts["errored"]),
            skipped=str(sum(counts.get(s, 0) for s in NOT_JUDGED)),
            time=str(report["footer"]["implementations"][key]["duration"]),
        )
        for r in results:
            case = ET.SubElement(suite, "testcase", classname=r["feature"], name=r["scenario"], time=str(r["duration"]))
            text = r.get("message", "")
            if r.get("step"):
                text += "\n" + json.dumps(r["step"], ensure_ascii=False, default=str)
            text += f"\nrerun: {r.get('rerun', '')}"
            if r["status"] == "failed":
                ET.SubElement(case, "failure", message=r.get("message", "")[:500]).text = text
            elif r["status"] == "errored":
                ET.SubElement(case, "error", message=r.get("message", "")[:500], type=r.get("cause", "")).text = text
            elif r["status"] in NOT_JUDGED:  # JUnit knows pass, fail, error, skip: these are no pass
                ET.SubElement(case, "skipped", message=f"{r['status'].replace('_', ' ')}: {r.get('message', '')}"[:500])
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


_MD_SPECIAL: Final = re.compile(r"([\\`*_\[\]|~])")


def _md(text: Any) -> str:
    """``text`` as literal Markdown on one line: the characters that could format it, link, or
    break a table cell are escaped (an adapter's message stays text)."""
    one_line = str(text).replace("\r", " ").replace("\n", " ")
    return _MD_SPECIAL.sub(r"\\\1", one_line.replace("&", "&amp;").replace("<", "&lt;"))


def _code(text: Any) -> str:
    """``text`` as an inline code span on one line, fenced by more backticks than it holds."""
    one_line = str(text).replace("\r", " ").replace("\n", " ")
    fence = "`" * (max((len(run) for run in re.findall("`+", one_line)), default=0) + 1)
    pad = " " if one_line.startswith("`") or one_line.endswith("`") else ""
    return f"{fence}{pad}{one_line}{pad}{fence}"


_NO_JUDGED: Final = {"as": [], "scenarios": 0, "judged": 0, "share": None, "nothing": None}
"""A report written before the footer said what was judged (merged from older shards)."""

MARKDOWN_LIMIT = 200
"""Failures listed in summary.md; the rest are counted ("and N more")."""


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value * 100:.1f}%"


def render_markdown(report: Mapping[str, Any], limit: int = MARKDOWN_LIMIT) -> str:
    """A short summary: counts, score and coverage per implementation, then the failures by rule.

    At most ``limit`` failures are listed; a line says how many more there are.
    """
    report = clean_tree(report, controls=True)
    footer = report["footer"]
    named = display_names(report)
    shown = [
        s for s in STATUSES if s in ("passed", "failed", "errored", "unsupported", "skipped") or footer["counts"].get(s)
    ]
    lines = ["# Pinochle conformance", ""]
    for key, why in nothing_judged(report).items():  # said first and plainly: such a run is not green
        lines += [f"**{_md(why)}** ({_md(named[key])}, {_md(key)}): a run that judged nothing is not a pass.", ""]
    lines += [
        "| implementation | " + " | ".join(s.replace("_", " ") for s in shown) + " | score | coverage |",
        "|---" * (len(shown) + 3) + "|",
    ]
    for impl in report["header"]["implementations"]:
        slot = footer["implementations"][impl["key"]]
        sc = slot["scores"]
        lines.append(
            f"| {_md(named[impl['key']])} | "
            + " | ".join(str(slot["counts"].get(s, 0)) for s in shown)
            + f" | {_pct(sc.get('score'))} | {_pct(sc.get('coverage'))} |"
        )
    blocks = departure_blocks(report)
    if blocks:
        lines += ["", f"## Rules the app breaks relative to its document ({len(blocks)})", ""]
        for key, dep, failing in blocks:
            lines.append(f"- {_md(key)}: {_md(departure_line(dep))}: {len(failing)} failing scenario(s)")
            lines += [f"  - {_md(r.get('scenario', r['id']))}" for r in failing[:limit]]
    formulas = footer["score_formulas"]
    lines += ["", f"Score: {formulas['score']}.", f"Coverage: {formulas['coverage']}."]
    lines += ["", "## What was judged", ""]
    for impl in report["header"]["implementations"]:
        told = judged_lines(footer["implementations"][impl["key"]].get("judged") or _NO_JUDGED)
        lines.append(f"- {_md(named[impl['key']])}: {_md(told[0])}")
        lines += [f"  - {_md(line.strip())}" for line in told[1:]]
    for impl in report["header"]["implementations"]:
        shutdown = impl.get("shutdown") or {}
        if not shutdown.get("clean", True):
            said = f"{_md(named[impl['key']])} {_md(shutdown.get('detail', ''))}"
            lines += ["", f"Protocol: {said} (an adapter exits with status 0 when its input ends)."]
    unstarted = never_started(report)
    for key, why in unstarted.items():
        errored = sum(r["implementation"] == key for r in report["results"])
        lines += [
            "",
            f"Did not start: {_md(named[key])}: {_md(why)} (its {plural(errored, 'scenario')} are errored; "
            "not listed below).",
        ]
    bad = [
        r for r in report["results"] if r["status"] in ("failed", "errored") and r["implementation"] not in unstarted
    ]
    explained = _causes_md(report, named, lines)
    bad = [r for r in bad if (r["implementation"], result_key(r)) not in explained]
    if explained and not bad:
        lines += ["", "Every failed or errored result is explained by a cause above."]
    if bad:
        groups: dict[str, list[Mapping[str, Any]]] = {}
        for r in bad:
            groups.setdefault(str(r.get("rule") or "(no rule)"), []).append(r)
        order = sorted(groups, key=lambda k: (-len(groups[k]), k))
        names = implementation_labels(report)
        title = "Failures no cause explains, by rule" if explained else "Failures and errors by rule"
        lines += ["", f"## {title} ({len(bad)} in {plural(len(groups), 'rule')})", ""]
        listed = 0
        for rule in order:
            if listed >= limit:
                break
            lines += [f"### {_code(rule)} ({len(groups[rule])})", ""]
            for r in groups[rule]:
                if listed >= limit:
                    break
                listed += 1
                seq = sequence_difference(r)
                why = (
                    f"action {seq['action']} ({_md(seq['text'] or '?')}): expected {_md(seq['expected'])}, "
                    f"got {_md(seq['actual'])}"
                    if seq
                    else _md(r.get("message", ""))
                )
                who = _md(names.get(r["implementation"], r["implementation"]))
                lines.append(f"- **{r['status']}** {_code(r['id'])} ({who}, {_md(r['implementation'])}): {why}")
            lines.append("")
        if listed < len(bad):
            lines.append(f"… and {len(bad) - listed} more failures and errors (see report.json or report.html).")
            lines.append("")
    for impl in report["header"]["implementations"]:
        told = unclaimed_lines(report["results"], impl["key"])
        if told:
            lines += ["", f"## Unsupported: {_md(named[impl['key']])}", ""]
            lines += [f"- {_md(line.strip())}" for line in told]
    lines.append("")
    return "\n".join(lines)


def result_key(r: Mapping[str, Any]) -> str:
    """A result's id as causes name it (``id [variant]`` under a declared variant)."""
    return str(r["id"]) + (f" [{r['variant']}]" if r.get("variant") else "")


def _causes_md(report: Mapping[str, Any], named: Mapping[str, str], lines: list[str]) -> set[tuple[str, str]]:
    """Appends each implementation's causes, most failures explained first; returns what they explain."""
    explained: set[tuple[str, str]] = set()
    for impl in report["header"]["implementations"]:
        key = impl["key"]
        causes = report["footer"]["implementations"][key].get("causes") or []
        if not causes:
            continue
        lines += ["", f"## Causes: {_md(named[key])} ({_md(key)}), most failures explained first", ""]
        for c in causes:
            req = c["request"]
            args = json.dumps(req["args"], ensure_ascii=False)
            lines.append(
                f"- **{plural(len(c['explains']), 'failure')}**: {_md(c['differs'])}. Minimal request: "
                f"{_code(req['op'])} on {_code(req['ruleset'])} {_code(args)}; expected "
                f"{_code(json.dumps(c['expected'], ensure_ascii=False))}, got "
                f"{_code(json.dumps(c['actual'], ensure_ascii=False))}"
            )
            explained |= {(key, i) for i in c["explains"]}
    return explained
