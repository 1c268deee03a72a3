"""JUnit XML (for CI systems) and a Markdown summary (for a CI step summary)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any

from conformance_report.outcomes import STATUSES
from conformance_report.report.clean import clean_tree


def render_junit(report: Mapping[str, Any]) -> str:
    """One ``testsuite`` per implementation, one ``testcase`` per scenario.

    Well-formed XML whatever the adapter sent: lone surrogates and the characters XML 1.0
    forbids are replaced first (:func:`clean_tree` with ``controls``).
    """
    report = clean_tree(report, controls=True)
    impls = {i["key"]: i for i in report["header"]["implementations"]}
    root = ET.Element("testsuites", name="pinochle-conformance")
    for key, impl in impls.items():
        results = [r for r in report["results"] if r["implementation"] == key]
        counts = report["footer"]["implementations"][key]["counts"]
        suite = ET.SubElement(
            root,
            "testsuite",
            name=f"{impl['name']} {impl['version']}",
            tests=str(len(results)),
            failures=str(counts["failed"]),
            errors=str(counts["errored"]),
            skipped=str(counts["unsupported"] + counts["skipped"]),
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
            elif r["status"] in ("unsupported", "skipped"):
                ET.SubElement(case, "skipped", message=f"{r['status']}: {r.get('message', '')}"[:500])
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def _md(text: Any) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ").replace("<", "&lt;")


def render_markdown(report: Mapping[str, Any]) -> str:
    """A short summary: counts and scores per implementation, then the failures."""
    report = clean_tree(report, controls=True)
    footer = report["footer"]
    lines = [
        "# Pinochle conformance",
        "",
        "| implementation | " + " | ".join(STATUSES) + " | strict | claimed |",
        "|---" * (len(STATUSES) + 3) + "|",
    ]
    for impl in report["header"]["implementations"]:
        slot = footer["implementations"][impl["key"]]
        sc = slot["scores"]
        fmt = [("—" if v is None else f"{v * 100:.1f}%") for v in (sc["strict"], sc["claimed"])]
        lines.append(
            f"| {_md(impl['name'])} {_md(impl['version'])} | "
            + " | ".join(str(slot["counts"][s]) for s in STATUSES)
            + f" | {fmt[0]} | {fmt[1]} |"
        )
    bad = [r for r in report["results"] if r["status"] in ("failed", "errored")]
    if bad:
        lines += ["", "## Failures and errors", ""]
        for r in bad[:200]:
            lines.append(f"- **{r['status']}** `{_md(r['id'])}` ({r['implementation']}): {_md(r.get('message', ''))}")
        if len(bad) > 200:
            lines.append(f"- … and {len(bad) - 200} more (see report.json)")
    lines += [
        "",
        f"Scores: strict = {footer['score_formulas']['strict']}; claimed = {footer['score_formulas']['claimed']}.",
        "",
    ]
    return "\n".join(lines)
