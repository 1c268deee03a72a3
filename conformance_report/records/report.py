"""The audit's report files, as a run writes them: report.json (``schemas/audit-report.schema.json``),
junit.xml, summary.md and report.html (:mod:`.page`).

Deviations are grouped into causes as a run groups failures: by what differs (the rule code
of a refused action, or the claim: trick winner, meld, score part, game result) and the
catalogue rule it is about, most deviations first, each with a first example and its place.
"""

from __future__ import annotations

import datetime as dt
import json
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any, Final

from conformance_report import __version__
from conformance_report.records.audit import AuditResult
from conformance_report.report.clean import clean_tree
from conformance_report.report.unclaimed import plural

AUDIT_REPORT_ID: Final = "https://pinochle-conformance.example/schemas/audit-report.schema.json"


def verdict(result: AuditResult) -> tuple[int, str]:
    """The exit code and why: 2 an unreadable record, 1 a deviation or nothing judged, 0 clean."""
    if result.errors:
        return 2, f"{plural(len(result.errors), 'record')} could not be read"
    if result.hands == 0:
        return 1, "no hand was audited: nothing was judged"
    if result.deviations:
        return 1, f"{plural(result.deviations, 'deviation')} in {plural(result.faulty, 'hand')} of {result.hands}"
    return 0, f"{plural(result.hands, 'hand')} audited ({plural(result.actions, 'action')}), no deviation"


def place_text(place: Mapping[str, Any]) -> str:
    """``file:line:col`` and the game, hand, trick and seat of a deviation."""
    parts = [f"game {place['game']}", f"hand {place['hand']}"]
    if place.get("trick") is not None:
        parts.append(f"trick {place['trick']}")
    if place.get("seat") is not None:
        parts.append(f"seat {place['seat']}")
    return f"{place['file']}:{place['line']}:{place['column']} ({', '.join(parts)})"


def build_audit_report(result: AuditResult, records: list[str]) -> dict[str, Any]:
    """The report document."""
    code, why = verdict(result)
    causes = sorted(result.causes.values(), key=lambda c: (-c["count"], c["key"]))
    report: dict[str, Any] = clean_tree(
        {
            "$schema": AUDIT_REPORT_ID,
            "report_version": 1,
            "kind": "audit",
            "header": {
                "tool": "pinochle-conformance audit",
                "version": __version__,
                "records": records,
                "declared": result.declared,
                "finished": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            },
            "summary": {
                "exit": code,
                "verdict": why,
                "files": len(result.files),
                "games": result.games,
                "hands": result.hands,
                "ended": result.ended,
                "actions": result.actions,
                "unjudged": result.unjudged,
                "faulty": result.faulty,
                "deviations": result.deviations,
                "errors": len(result.errors),
                "kept": len(result.kept),
                "seconds": result.seconds,
            },
            "causes": causes,
            "files": [{"file": f, **v} for f, v in result.files.items()],
            "hands": result.kept,
            "errors": result.errors,
        }
    )
    return report


def render_summary(report: Mapping[str, Any]) -> str:
    """summary.md: the verdict, counts, causes, unreadable records and faulty hands."""
    s = report["summary"]
    lines = [
        "# Audit of hand records",
        "",
        f"**{s['verdict']}** (exit {s['exit']}).",
        "",
        "| files | games | hands | hands ended | actions judged | not judged | faulty hands | deviations "
        "| unreadable |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
        "| "
        + " | ".join(str(s[k]) for k in ("files", "games", "hands", "ended", "actions", "unjudged"))
        + " | "
        + " | ".join(str(s[k]) for k in ("faulty", "deviations", "errors"))
        + " |",
    ]
    if report["causes"]:
        lines += ["", "## Causes, most deviations first", ""]
        for c in report["causes"]:
            cite = c["citation"]
            where = f"{cite['document']}, {cite['section']}" if cite.get("section") else cite["document"]
            rule = f"`{c['rule']}`" if c["rule"] else "no catalogue rule"
            lines.append(
                f"- **{plural(c['count'], 'deviation')} in {plural(c['hands'], 'hand')}**: `{c['key']}` — {rule} "
                f"({where}). First: {c['example']['message']} at {place_text(c['example']['place'])}"
            )
    if report["errors"]:
        lines += ["", "## Unreadable records", ""]
        lines += [f"- {e['file']}:{e['line']}:{e['column']}: {e['message']}" for e in report["errors"]]
    if report["hands"]:
        lines += ["", f"## Faulty hands (the first {len(report['hands'])} of {s['faulty']}; drawn in report.html)", ""]
        for h in report["hands"][:20]:
            first = h["deviations"][0]
            lines.append(f"- {h['file']}, game {h['game']}, hand {h['hand']} ({h['variant']}): {first['message']}")
    return "\n".join(lines) + "\n"


def render_audit_junit(report: Mapping[str, Any]) -> str:
    """One testsuite per record file: a test case per faulty hand kept, one for the hands
    without deviation, one for faulty hands not kept, an error for an unreadable file."""
    report = clean_tree(report, controls=True)
    root = ET.Element("testsuites", name="pinochle-conformance audit")
    errors = {e["file"]: e for e in report["errors"]}
    for f in report["files"]:
        cases: list[ET.Element] = []
        for h in (h for h in report["hands"] if h["file"] == f["file"]):
            case = ET.Element("testcase", classname=f["file"], name=f"game {h['game']} hand {h['hand']}")
            text = "\n".join(
                f"{d['message']} [{d['rule'] or d['key']}] at {place_text(d['place'])}" for d in h["deviations"]
            )
            ET.SubElement(case, "failure", message=h["deviations"][0]["message"][:500]).text = text
            cases.append(case)
        dropped = f["faulty"] - len(cases)
        if dropped > 0:
            case = ET.Element("testcase", classname=f["file"], name=f"{plural(dropped, 'more faulty hand')}")
            ET.SubElement(case, "failure", message=f"{plural(dropped, 'faulty hand')} not kept in the report")
            cases.append(case)
        clean = f["hands"] - f["faulty"]
        if clean:
            cases.append(ET.Element("testcase", classname=f["file"], name=f"{plural(clean, 'hand')} without deviation"))
        if f["file"] in errors:
            e = errors[f["file"]]
            case = ET.Element("testcase", classname=f["file"], name="unreadable record")
            ET.SubElement(
                case, "error", message=e["message"][:500], type="RecordError"
            ).text = f"{e['file']}:{e['line']}:{e['column']}: {e['message']}"
            cases.append(case)
        failures = sum(1 for c in cases if c.find("failure") is not None)
        suite = ET.SubElement(
            root,
            "testsuite",
            name=f["file"],
            tests=str(len(cases)),
            failures=str(failures),
            errors=str(int(f["file"] in errors)),
            skipped="0",
        )
        suite.extend(cases)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def to_json_text(report: Mapping[str, Any]) -> str:
    """report.json's text."""
    return json.dumps(report, indent=1, ensure_ascii=False) + "\n"


def validate_audit_report(report: Mapping[str, Any]) -> list[str]:
    """Schema errors of an audit report (empty when valid); the hand-record schema it refers to
    is loaded beside it."""
    from jsonschema import Draft202012Validator  # type: ignore[import-untyped, unused-ignore]
    from referencing import Registry, Resource

    from conformance_report.data import SCHEMA_DIR

    docs = [
        json.loads((SCHEMA_DIR / n).read_text(encoding="utf-8"))
        for n in ("audit-report.schema.json", "hand-record.schema.json")
    ]
    registry: Registry[Any] = Registry().with_resources((d["$id"], Resource.from_contents(d)) for d in docs)
    validator = Draft202012Validator(docs[0], registry=registry)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(report)]
