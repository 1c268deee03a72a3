"""The conformance report: one entry per scenario x implementation, with counts and scores.

Writers: ``report.json`` (validated by ``schemas/report.schema.json``), ``report.html`` (one
self-contained page), ``junit.xml`` and ``summary.md``.  Files are written to a temporary
name and renamed into place, so a report is never left half-written.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from jsonschema import Draft202012Validator  # type: ignore[import-untyped, unused-ignore]

from conformance_report.outcomes import STATUSES
from conformance_report.report.clean import clean_text, clean_tree
from conformance_report.report.detail import attribute, failing_rule
from conformance_report.report.judged import what_was_judged
from conformance_report.spec.catalogue import ROOT, document_title, load_catalogue

REPORT_SCHEMA: Final = ROOT / "schemas" / "report.schema.json"
REPORT_SCHEMA_ID: Final = "https://pinochle-conformance.example/schemas/report.schema.json"
REPORT_VERSION: Final = 1
FORMULAS: Final = {
    "score": (
        "passed / (passed + failed + errored): over the scenarios judged by a documented or derived "
        "expectation; unsupported, not applicable, skipped and other-reading verdicts are not counted"
    ),
    "coverage": (
        "judged / all scenarios: the share of the suite's scenarios that got a verdict of passed, failed, "
        "errored or other reading; how much of the suite the implementation plays, not a grade; none for an "
        "implementation that never started"
    ),
}
JUDGED: Final = ("passed", "failed", "errored", "other_reading")
"""Statuses that say something about conformance (coverage's numerator)."""


def scores(counts: Mapping[str, int]) -> dict[str, float | None]:
    """The score and the coverage from status counts (None when there is nothing to count).

    ``score`` is passed / (passed + failed + errored); ``coverage`` is the judged share of
    all verdicts (see :data:`FORMULAS`).
    """
    total = sum(counts.values())
    passed = counts.get("passed", 0)
    scored = passed + counts.get("failed", 0) + counts.get("errored", 0)
    judged = sum(counts.get(s, 0) for s in JUDGED)
    return {
        "score": round(passed / scored, 4) if scored else None,
        "coverage": round(judged / total, 4) if total else None,
    }


def by_document(results: Iterable[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Status counts and score per source document tag (``doc-protocol``: the adapter protocol's
    required behaviour, kept apart from the rules of pinochle)."""
    counts: dict[str, Counter[str]] = {}
    for r in results:
        for tag in r.get("sources") or ("(no document)",):
            counts.setdefault(str(tag), Counter())[str(r["status"])] += 1
    return {
        tag: {"title": document_title(tag), "counts": dict(c), "score": scores(c)["score"]}
        for tag, c in sorted(counts.items())
    }


def never_started(report: Mapping[str, Any]) -> dict[str, str]:
    """Implementation key → why it never completed its handshake (its scenarios are errored unsent)."""
    return {
        str(impl["key"]): str(impl["start_failure"].get("detail", ""))
        for impl in report["header"]["implementations"]
        if isinstance(impl.get("start_failure"), Mapping)
    }


def citations(rule_ids: Iterable[str]) -> list[dict[str, str]]:
    """The catalogue entries behind a scenario's rule tags."""
    by_id = load_catalogue().by_id()
    return [
        {"rule": r.id, "document": document_title(r.document), "section": r.section, "statement": r.statement}
        for r in (by_id.get(i) for i in rule_ids)
        if r is not None
    ]


def build_report(
    header: Mapping[str, Any],
    results: Sequence[Mapping[str, Any]],
    durations: Mapping[str, float],
    finished: str,
    causes: Mapping[str, Mapping[str, Any]] | None = None,
) -> dict[str, Any]:
    """Assemble the report document from verdicts (each already carrying its implementation key).

    ``causes``: per implementation key, what :func:`~conformance_report.report.cause_run.run_causes`
    found (causes, the failures none explains, and its cost).

    Every string is passed through :func:`clean_text`, so adapter-supplied text (a lone
    surrogate, say) can never stop the report from being written.
    """
    header = clean_tree(header)
    results = attribute(clean_tree(results))
    per_impl: dict[str, Any] = {}
    by_key: dict[str, list[Mapping[str, Any]]] = {}
    for r in results:
        by_key.setdefault(r["implementation"], []).append(r)
    for impl in header["implementations"]:
        key = impl["key"]
        counts = Counter({s: 0 for s in STATUSES})
        counts.update(r["status"] for r in results if r["implementation"] == key)
        labels = Counter({"documented": 0, "derived": 0})
        labels.update(
            f"{r['status']} {r['label']}"
            for r in results
            if r["implementation"] == key and r.get("label") and r["status"] in ("passed", "failed")
        )
        per_impl[key] = {
            "counts": dict(counts),
            "labels": {
                "documented": labels["passed documented"] + labels["failed documented"],
                "derived": labels["passed derived"] + labels["failed derived"],
                "derived_failed": labels["failed derived"],
            },
            "scores": {**scores(counts), **({"coverage": None} if "start_failure" in impl else {})},
            "by_document": by_document(by_key.get(key, [])),
            "duration": round(durations.get(key, 0.0), 3),
            "judged": what_was_judged(impl, by_key.get(key, [])),
        }
        found = (causes or {}).get(key)
        if found:
            per_impl[key]["causes"] = clean_tree(list(found["causes"]))
            per_impl[key]["unexplained"] = list(found["unexplained"])
            per_impl[key]["causes_cost"] = {"asked": found.get("asked", 0), "seconds": found.get("seconds", 0.0)}
    totals = Counter({s: 0 for s in STATUSES})
    totals.update(r["status"] for r in results)
    return {
        "$schema": REPORT_SCHEMA_ID,
        "report_version": REPORT_VERSION,
        "header": dict(header),
        "results": [dict(r) for r in results],
        "footer": {
            "finished": finished,
            "counts": dict(totals),
            "implementations": per_impl,
            "score_formulas": FORMULAS,
            "duration": round(sum(durations.values()), 3),
        },
    }


def validate_report(report: Mapping[str, Any]) -> list[str]:
    """Schema errors of a report (empty when valid)."""
    schema = json.loads(REPORT_SCHEMA.read_text(encoding="utf-8"))
    return [
        f"{'/'.join(str(p) for p in e.absolute_path)}: {e.message}"
        for e in Draft202012Validator(schema).iter_errors(report)
    ]


def _umask() -> int:
    """The process umask, read without changing it where the system allows (Linux)."""
    try:
        for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` via a temporary file in the same folder and a rename.

    The file gets the mode an ordinary ``open`` would give it (``0o666`` less the umask),
    not ``mkstemp``'s private ``0o600``.  Lone surrogates are replaced (see
    :func:`clean_text`), so the write never fails on encoding.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            os.fchmod(fh.fileno(), 0o666 & ~_umask())
            fh.write(clean_text(text))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def group_key(result: Mapping[str, Any]) -> tuple[str, str]:
    """(source document, rule) for grouping rows: the rule a failure is about, else the first rule."""
    sources = result.get("sources") or ["(no source)"]
    rule = result.get("rule") or failing_rule(result) if result.get("status") in ("failed", "errored") else None
    return sources[0], rule or (result.get("rules") or ["(no rule)"])[0]


def breakdown(results: Sequence[Mapping[str, Any]], field: str) -> dict[str, dict[str, dict[str, Any]]]:
    """Counts and scores per value of ``field`` (``sources`` or ``rulesets``) per implementation."""
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for r in results:
        for value in r.get(field) or ["(none)"]:
            slot = out.setdefault(value, {}).setdefault(r["implementation"], {"counts": Counter()})
            slot["counts"][r["status"]] += 1
    for per_impl in out.values():
        for slot in per_impl.values():
            slot["counts"] = dict(slot["counts"])
            slot["scores"] = scores(slot["counts"])
    return out


def to_json_text(report: Mapping[str, Any]) -> str:
    """``report.json``'s text (UTF-8, lone surrogates replaced)."""
    return json.dumps(clean_tree(report), indent=1, ensure_ascii=False) + "\n"
