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
from conformance_report.report.model import never_started

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
    lines = [
        "# Pinochle conformance",
        "",
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
        for key, dep, explained in blocks:
            lines.append(f"- {_md(key)}: {_md(departure_line(dep))}: {len(explained)} failing scenario(s)")
            lines += [f"  - {_md(r.get('scenario', r['id']))}" for r in explained[:limit]]
    formulas = footer["score_formulas"]
    lines += ["", f"Score: {formulas['score']}.", f"Coverage: {formulas['coverage']}."]
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
            f"Did not start: {_md(named[key])}: {_md(why)} (its {errored} scenarios are errored; not listed below).",
        ]
    bad = [
        r for r in report["results"] if r["status"] in ("failed", "errored") and r["implementation"] not in unstarted
    ]
    if bad:
        groups: dict[str, list[Mapping[str, Any]]] = {}
        for r in bad:
            groups.setdefault(str(r.get("rule") or "(no rule)"), []).append(r)
        order = sorted(groups, key=lambda k: (-len(groups[k]), k))
        names = implementation_labels(report)
        lines += ["", f"## Failures and errors by rule ({len(bad)} in {len(groups)} rules)", ""]
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
    lines.append("")
    return "\n".join(lines)
