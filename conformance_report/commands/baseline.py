"""Baselines for CI: the failures a project already knows about, so only new ones fail the build.

    pinochle-conformance run --impl 'node my.js' --out out --write-baseline conformance-baseline.json
    pinochle-conformance run --impl 'node my.js' --out out --baseline conformance-baseline.json

A baseline file lists, per implementation (by its report label: the handshake name, qualified
when two implementations share it), every scenario that failed or errored, keyed by its stable
id (the ``# id:`` of its feature file, so a change of title keeps the entry), like wpt's
expectation metadata::

    "3f9a1c2e": {"status": "failed", "kind": "bug", "reason": "we score the run twice",
                 "url": "https://example.org/issues/12", "scenario": "features/…::title"}

``kind`` is ``bug`` (to be fixed), ``divergence`` (a known, intended difference) or
``house-rule``; ``reason`` and ``url`` are the project's own words, and ``--write-baseline``
keeps them for the entries it writes again.  Older files still load: version 1 (``{scenario:
status}``, keyed by ``path::title``) is mapped onto stable ids through the run's results.
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

from conformance_report import __version__
from conformance_report.releases import Changes, changes_since
from conformance_report.report.detail import failing_rule
from conformance_report.report.diff import implementation_labels
from conformance_report.report.model import write_atomic
from conformance_report.report.terminal import for_terminal
from conformance_report.rulesets import read_json

BASELINE_VERSION: Final = 2
READABLE_VERSIONS: Final = (1, 2)
BAD: Final = ("failed", "errored")
KINDS: Final = ("bug", "divergence", "house-rule")
FIELDS: Final = ("status", "kind", "reason", "url", "scenario")


@dataclass(frozen=True, slots=True)
class Entry:
    """One scenario of one implementation whose verdict differs from the baseline."""

    implementation: str
    scenario: str
    old: str
    new: str
    rule: str = ""
    message: str = ""
    reason: str = ""
    """The baseline's reason (with its kind and url), for an entry the baseline has."""
    change: str = ""
    """How the scenario changed since the baseline's suite version (``added since suite 0.1.0``)."""


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
    known_kinds: dict[str, int] = field(default_factory=dict)
    """The known failures still failing, counted by kind (``bug``, ``divergence``, …)."""
    notes: list[str] = field(default_factory=list)
    """What reading the baseline found worth saying (an older format or suite version, and then the
    scenarios added, removed or retitled since)."""

    @property
    def exit_code(self) -> int:
        """1 when some verdict is worse than the baseline, else 0."""
        return 1 if self.new_failures else 0

    def render(self, limit: int = 50) -> str:
        """What the terminal shows: counts, then the entries of each list (``limit`` each, then a count)."""
        kinds = ", ".join(f"{n} {k}" for k, n in sorted(self.known_kinds.items()))
        lines = [
            f"baseline: {len(self.new_failures)} new failure(s), {len(self.newly_passing)} newly passing, "
            f"{self.known} known failure(s) still failing{f' ({kinds})' if kinds else ''}, "
            f"{len(self.changed)} changed, {len(self.not_judged)} not judged in this run",
            *(f"baseline note: {n}" for n in self.notes),
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
                said = f" (baseline: {e.reason})" if e.reason else ""
                change = f" [{e.change}]" if e.change else ""
                lines.append(f"  [{e.implementation}] {e.scenario}: {e.old} -> {e.new}{change}{why}{said}")
            if len(entries) > limit:
                lines.append(f"  … and {len(entries) - limit} more")
        return "".join(for_terminal(line, one_line=True) + "\n" for line in lines)


def baseline_of(report: Mapping[str, Any], keep: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The baseline document of ``report``: its failed and errored scenarios per implementation.

    ``keep`` is a baseline read before: its ``kind``, ``reason`` and ``url`` are carried over to
    the entries written again (found by stable id, or by ``path::title`` for a version-1 file).
    """
    labels = implementation_labels(report)
    old = _entries(keep, report) if keep is not None else {}
    expected: dict[str, dict[str, dict[str, str]]] = {label: {} for label in labels.values()}
    for r in report["results"]:
        if r["status"] in BAD:
            label = labels.get(r["implementation"], r["implementation"])
            key = _key(r)
            # a scenario judged under several variants keeps its worst verdict
            if expected[label].get(key, {}).get("status") == "errored":
                continue
            entry = {"status": str(r["status"]), "kind": "bug", "reason": "", "scenario": _readable(r)}
            before = old.get(label, {}).get(key, {})
            entry.update({k: v for k, v in before.items() if k in ("kind", "reason", "url")})
            expected[label][key] = entry
    return {
        "baseline_version": BASELINE_VERSION,
        "description": (
            "Expected failures: a run compared with this baseline fails only on a scenario not listed here. "
            "Keys are stable scenario ids; give each entry a reason, a kind (bug, divergence, house-rule) "
            "and, if there is one, a url (docs/baselines.md)."
        ),
        "suite_version": str(report["header"].get("suite_version", "unknown")),
        "suite_commit": report["header"].get("suite_commit", "unknown"),
        "created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "expected_failures": {label: dict(sorted(items.items())) for label, items in sorted(expected.items())},
    }


def _key(result: Mapping[str, Any]) -> str:
    """A scenario's stable id, with the variant it was judged under when there is one."""
    variant = result.get("variant")
    sid = result.get("uid") or result["id"]
    return f"{sid} @ {variant}" if variant else str(sid)


def _readable(result: Mapping[str, Any]) -> str:
    """The scenario's ``path::title`` (with its variant), for a reader of the baseline."""
    variant = result.get("variant")
    return f"{result['id']} @ {variant}" if variant else str(result["id"])


def write_baseline(report: Mapping[str, Any], path: Path | str) -> dict[str, Any]:
    """Write the baseline of ``report`` to ``path`` (JSON) and return it; the reasons, kinds
    and urls of a baseline already at ``path`` are kept."""
    path = Path(path)
    keep = None
    if path.is_file():
        try:
            keep = read_baseline(path)
        except ValueError:
            keep = None  # not a baseline (or a broken one): nothing to keep, it is replaced
    doc = baseline_of(report, keep)
    write_atomic(path, json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    return doc


def baseline_counts(doc: Mapping[str, Any]) -> str:
    """What a baseline document holds, in words: its expected failures by status and how many
    implementations they belong to."""
    expected: Mapping[str, Mapping[str, Any]] = doc.get("expected_failures", {})
    statuses = [_status(entry) for items in expected.values() for entry in items.values()]
    return (
        f"{len(statuses)} expected failure(s): {statuses.count('failed')} failed, {statuses.count('errored')} "
        f"errored, for {len(expected)} implementation(s)"
    )


def _status(entry: Any) -> str:
    return str(entry.get("status") if isinstance(entry, Mapping) else entry)


def read_baseline(path: Path | str) -> dict[str, Any]:
    """A baseline file, checked; a ValueError names the file, the entry and the field that is wrong."""
    data = read_json(Path(path))
    where = f"{path}: not a conformance baseline"
    if not isinstance(data, dict) or data.get("baseline_version") not in READABLE_VERSIONS:
        raise ValueError(f"{where} (baseline_version {BASELINE_VERSION} expected, or 1 for an older file)")
    expected = data.get("expected_failures")
    if not isinstance(expected, dict) or not all(isinstance(v, dict) for v in expected.values()):
        raise ValueError(f"{where}: expected_failures must map implementation -> scenario -> entry")
    for label, items in expected.items():
        for key, entry in items.items():
            _check_entry(entry, f"{where}: expected_failures[{label!r}][{key!r}]", data["baseline_version"])
    return data


def _check_entry(entry: Any, where: str, version: int) -> None:
    if isinstance(entry, str):
        if entry not in BAD:
            raise ValueError(f"{where}: status {entry!r} is not failed or errored")
        return
    if version == 1 or not isinstance(entry, dict):
        raise ValueError(f"{where}: expected an object with a status (failed or errored)")
    if entry.get("status") not in BAD:
        raise ValueError(f"{where}: field status must be failed or errored, not {entry.get('status')!r}")
    for name in entry:
        if name not in FIELDS:
            raise ValueError(f"{where}: unknown field {name!r} (known: {', '.join(FIELDS)})")
    for name in ("reason", "url", "scenario"):
        if not isinstance(entry.get(name, ""), str):
            raise ValueError(f"{where}: field {name} must be a string")
    if "kind" in entry and entry["kind"] not in KINDS:
        raise ValueError(f"{where}: field kind must be one of {', '.join(KINDS)}, not {entry['kind']!r}")


def _entries(baseline: Mapping[str, Any], report: Mapping[str, Any]) -> dict[str, dict[str, dict[str, str]]]:
    """The baseline's entries as objects keyed by stable id: a key that is a ``path::title`` of
    a scenario this report judged (a version-1 file, or one written before the ids) is mapped to
    that scenario's id."""
    by_readable = {_readable(r): _key(r) for r in report["results"]}
    out: dict[str, dict[str, dict[str, str]]] = {}
    for label, items in baseline.get("expected_failures", {}).items():
        mapped: dict[str, dict[str, str]] = {}
        for key, entry in items.items():
            obj = {"status": entry} if isinstance(entry, str) else dict(entry)
            mapped[by_readable.get(key, key)] = obj
        out[label] = mapped
    return out


def _notes(baseline: Mapping[str, Any], report: Mapping[str, Any]) -> list[str]:
    notes = []
    if baseline.get("baseline_version") == 1:
        notes.append(
            "an older baseline (version 1, keyed by path::title): its entries were matched by title; "
            "write it again with --write-baseline to key it by stable ids"
        )
    theirs, ours = baseline.get("suite_version"), report["header"].get("suite_version")
    if theirs and ours and theirs != ours:
        notes.append(
            f"written with suite {theirs}, run with suite {ours}: expected answers may have changed "
            "(CHANGELOG.md lists what changed)"
        )
    return notes


def _changes(baseline: Mapping[str, Any], report: Mapping[str, Any]) -> Changes | None:
    """The scenarios added, removed or retitled since the suite version the baseline was written
    with (None when it is this run's, or unknown)."""
    theirs, ours = baseline.get("suite_version"), report["header"].get("suite_version")
    if not theirs or not ours or theirs == ours or ours != __version__:
        return None
    named: dict[str, str] = {}
    for items in baseline.get("expected_failures", {}).values():
        for key, entry in items.items():
            if isinstance(entry, Mapping) and entry.get("scenario"):
                named[str(key).split(" @ ")[0]] = str(entry["scenario"]).split(" @ ")[0]
    try:
        return changes_since(str(theirs), named)
    except ValueError:
        return None


def compare_to_baseline(report: Mapping[str, Any], baseline: Mapping[str, Any] | Path | str) -> BaselineResult:
    """Compare ``report`` with a baseline document (or the path of a baseline file)."""
    if not isinstance(baseline, Mapping):
        baseline = read_baseline(baseline)
    expected = _entries(baseline, report)
    labels = implementation_labels(report)
    out = BaselineResult(notes=_notes(baseline, report))
    changes = _changes(baseline, report)
    added, removed = set(), {}
    if changes is not None:
        out.notes += changes.lines()
        added = {uid for uid, _ in changes.added}
        removed = {uid: sid for uid, sid in changes.removed}
    seen: dict[tuple[str, str], Mapping[str, Any]] = {}
    for r in report["results"]:
        key2 = (labels.get(r["implementation"], r["implementation"]), _key(r))
        if key2 in seen and seen[key2]["status"] in BAD and r["status"] not in BAD:
            continue  # one variant of this scenario already failed: that is the verdict compared
        seen[key2] = r
    for (label, key), result in sorted(seen.items(), key=lambda item: item[0]):
        entry = expected.get(label, {}).get(key)
        old = entry["status"] if entry else None
        why = _why(entry)
        status = str(result["status"])
        shown = _readable(result)
        rule = str(result.get("rule") or (failing_rule(result) if status in BAD else "") or "")
        message = " ".join(str(result.get("message", "")).split())[:200]
        if status in BAD and old is None:
            since = f"added since suite {changes.since}" if changes and key.split(" @ ")[0] in added else ""
            out.new_failures.append(Entry(label, shown, "-", status, rule, message, change=since))
        elif status in BAD and old != status:
            out.changed.append(Entry(label, shown, str(old), status, rule, message, why))
        elif status in BAD:
            out.known += 1
            kind = (entry or {}).get("kind", "bug")
            out.known_kinds[kind] = out.known_kinds.get(kind, 0) + 1
        elif old is not None and status == "passed":
            out.newly_passing.append(Entry(label, shown, old, status, reason=why))
        elif old is not None:
            out.not_judged.append(Entry(label, shown, old, status, reason=why))
    for label, items in sorted(expected.items()):
        for key, entry in sorted(items.items()):
            if (label, key) not in seen:
                named = entry.get("scenario") or key
                gone = changes is not None and key.split(" @ ")[0] in removed
                change = f"removed from the suite since {changes.since}" if changes is not None and gone else ""
                out.not_judged.append(Entry(label, named, entry["status"], "-", reason=_why(entry), change=change))
    return out


def _why(entry: Mapping[str, str] | None) -> str:
    """An entry's kind, reason and url in one phrase ("" when it has none of them)."""
    if not entry or not (entry.get("reason") or entry.get("url")):
        return ""
    parts = [f"{entry.get('kind', 'bug')}: {entry.get('reason') or '(no reason)'}"]
    if entry.get("url"):
        parts.append(str(entry["url"]))
    return " ".join(parts)
