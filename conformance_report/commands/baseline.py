"""Baselines for CI: the failures a project already knows about, so only new ones fail the build.

    pinochle-conformance run --impl 'node my.js' --out out --write-baseline conformance-baseline.json
    pinochle-conformance run --impl 'node my.js' --out out --baseline conformance-baseline.json

A baseline file lists, per implementation (by its report label: the handshake name, qualified
when two implementations share it), every scenario that failed or errored, with its status.
A run that writes a baseline exits 0 once it is written (unless it is also compared with
one): failures are what a baseline records.  Compared with a baseline, a run exits 0 unless
some verdict is worse than the baseline: a scenario that failed or errored and is not listed.
The comparison also lists the scenarios that now pass (the baseline can be tightened), listed
failures that changed between failed and errored, and listed scenarios the run did not judge.

:func:`write_baseline` and :func:`compare_to_baseline` are what ``run --write-baseline`` and
``run --baseline`` call once the report is built.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from conformance_report.report.detail import failing_rule
from conformance_report.report.diff import implementation_labels
from conformance_report.report.model import write_atomic
from conformance_report.report.terminal import for_terminal
from conformance_report.rulesets import read_json

BASELINE_VERSION: Final = 1
BAD: Final = ("failed", "errored")


@dataclass(frozen=True, slots=True)
class Entry:
    """One scenario of one implementation whose verdict differs from the baseline."""

    implementation: str
    scenario: str
    old: str
    new: str
    rule: str = ""
    message: str = ""


@dataclass
class BaselineResult:
    """How a report compares with a baseline."""

    new_failures: list[Entry] = field(default_factory=list)
    """Failed or errored now, not in the baseline: these make the exit code 1."""
    newly_passing: list[Entry] = field(default_factory=list)
    """In the baseline, passed now: the baseline can be tightened."""
    changed: list[Entry] = field(default_factory=list)
    """In the baseline as failed and now errored, or the other way round (still expected)."""
    not_judged: list[Entry] = field(default_factory=list)
    """In the baseline, but not passed, failed or errored now (not run, unsupported, …)."""
    known: int = 0
    """Failures that are in the baseline and still fail."""

    @property
    def exit_code(self) -> int:
        """1 when some verdict is worse than the baseline, else 0."""
        return 1 if self.new_failures else 0

    def render(self, limit: int = 50) -> str:
        """What the terminal shows: counts, then the entries of each list (``limit`` each, then a count)."""
        lines = [
            f"baseline: {len(self.new_failures)} new failure(s), {len(self.newly_passing)} newly passing, "
            f"{self.known} known failure(s) still failing, {len(self.changed)} changed, "
            f"{len(self.not_judged)} not judged in this run"
        ]
        for title, entries in (
            ("new failures (not in the baseline)", self.new_failures),
            ("newly passing (remove them from the baseline)", self.newly_passing),
            ("changed (still expected)", self.changed),
            ("in the baseline but not judged in this run", self.not_judged),
        ):
            if not entries:
                continue
            lines.append(f"{title}: {len(entries)}")
            for e in entries[:limit]:
                why = f" [{e.rule}] {e.message}" if e.rule or e.message else ""
                lines.append(f"  [{e.implementation}] {e.scenario}: {e.old} -> {e.new}{why}")
            if len(entries) > limit:
                lines.append(f"  … and {len(entries) - limit} more")
        return "".join(for_terminal(line, one_line=True) + "\n" for line in lines)


def baseline_of(report: Mapping[str, Any]) -> dict[str, Any]:
    """The baseline document of ``report``: its failed and errored scenarios per implementation."""
    labels = implementation_labels(report)
    expected: dict[str, dict[str, str]] = {label: {} for label in labels.values()}
    for r in report["results"]:
        if r["status"] in BAD:
            label = labels.get(r["implementation"], r["implementation"])
            key = _key(r)
            # a scenario judged under several variants keeps its worst verdict
            if expected[label].get(key) != "errored":
                expected[label][key] = r["status"]
    return {
        "baseline_version": BASELINE_VERSION,
        "description": "Expected failures: a run compared with this baseline fails only on a scenario not listed here.",
        "suite_commit": report["header"].get("suite_commit", "unknown"),
        "created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "expected_failures": {label: dict(sorted(items.items())) for label, items in sorted(expected.items())},
    }


def _key(result: Mapping[str, Any]) -> str:
    """A scenario id, with the variant it was judged under when there is one."""
    variant = result.get("variant")
    return f"{result['id']} @ {variant}" if variant else str(result["id"])


def write_baseline(report: Mapping[str, Any], path: Path | str) -> dict[str, Any]:
    """Write the baseline of ``report`` to ``path`` (JSON) and return it."""
    doc = baseline_of(report)
    write_atomic(Path(path), json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    return doc


def baseline_counts(doc: Mapping[str, Any]) -> str:
    """What a baseline document holds, in words: its expected failures by status and how many
    implementations they belong to."""
    expected: Mapping[str, Mapping[str, str]] = doc.get("expected_failures", {})
    statuses = [status for items in expected.values() for status in items.values()]
    return (
        f"{len(statuses)} expected failure(s): {statuses.count('failed')} failed, {statuses.count('errored')} "
        f"errored, for {len(expected)} implementation(s)"
    )


def read_baseline(path: Path | str) -> dict[str, Any]:
    """A baseline file, checked; a ValueError names the file and what is wrong."""
    data = read_json(Path(path))
    where = f"{path}: not a conformance baseline"
    if not isinstance(data, dict) or data.get("baseline_version") != BASELINE_VERSION:
        raise ValueError(f"{where} (baseline_version {BASELINE_VERSION} expected)")
    expected = data.get("expected_failures")
    if not isinstance(expected, dict) or not all(
        isinstance(v, dict) and all(isinstance(s, str) and st in BAD for s, st in v.items()) for v in expected.values()
    ):
        raise ValueError(f"{where}: expected_failures must map implementation -> scenario -> failed|errored")
    return data


def compare_to_baseline(report: Mapping[str, Any], baseline: Mapping[str, Any] | Path | str) -> BaselineResult:
    """Compare ``report`` with a baseline document (or the path of a baseline file)."""
    if not isinstance(baseline, Mapping):
        baseline = read_baseline(baseline)
    expected: Mapping[str, Mapping[str, str]] = baseline.get("expected_failures", {})
    labels = implementation_labels(report)
    out = BaselineResult()
    seen: dict[tuple[str, str], Mapping[str, Any]] = {}
    for r in report["results"]:
        key2 = (labels.get(r["implementation"], r["implementation"]), _key(r))
        if key2 in seen and seen[key2]["status"] in BAD and r["status"] not in BAD:
            continue  # one variant of this scenario already failed: that is the verdict compared
        seen[key2] = r
    for (label, key), result in sorted(seen.items(), key=lambda item: item[0]):
        old = expected.get(label, {}).get(key)
        status = str(result["status"])
        rule = str(result.get("rule") or (failing_rule(result) if status in BAD else "") or "")
        message = " ".join(str(result.get("message", "")).split())[:200]
        if status in BAD and old is None:
            out.new_failures.append(Entry(label, key, "-", status, rule, message))
        elif status in BAD and old != status:
            out.changed.append(Entry(label, key, str(old), status, rule, message))
        elif status in BAD:
            out.known += 1
        elif old is not None and status == "passed":
            out.newly_passing.append(Entry(label, key, old, status))
        elif old is not None:
            out.not_judged.append(Entry(label, key, old, status))
    for label, items in sorted(expected.items()):
        for key, old in sorted(items.items()):
            if (label, key) not in seen:
                out.not_judged.append(Entry(label, key, old, "-"))
    return out
