"""Compare two conformance reports: regressions, fixes, other changes, added and removed.

Results are matched by implementation and scenario id.  An implementation is identified by
its handshake name when that name is unique in its report; two implementations that share a
name (two builds of one engine, say) are told apart by their command line, or failing that
by their report key, so no result of one hides a result of the other.
"""

from __future__ import annotations

import shlex
from collections import Counter
from collections.abc import Mapping
from typing import Any, Final

from conformance_report.report.terminal import for_terminal

KINDS: Final = ("regressions", "fixes", "changes", "added", "removed")


def _name(impl: Mapping[str, Any]) -> str:
    return str(impl.get("name", impl["key"]))


def _command(impl: Mapping[str, Any]) -> str:
    return shlex.join(str(a) for a in impl.get("argv") or [])


def implementation_labels(report: Mapping[str, Any]) -> dict[str, str]:
    """Report key -> a label unique within ``report`` (the name, qualified when shared)."""
    impls = list(report["header"]["implementations"])
    names = Counter(_name(i) for i in impls)
    commands = Counter((_name(i), _command(i)) for i in impls)
    labels: dict[str, str] = {}
    for impl in impls:
        name, command = _name(impl), _command(impl)
        if names[name] == 1:
            labels[impl["key"]] = name
        elif command and commands[(name, command)] == 1:
            labels[impl["key"]] = f"{name} [{command}]"
        else:
            labels[impl["key"]] = f"{name} [{impl['key']}]"
    return labels


def shared_names(report: Mapping[str, Any]) -> list[str]:
    """Handshake names that more than one implementation of ``report`` gives, sorted."""
    names = Counter(_name(i) for i in report["header"]["implementations"])
    return sorted(n for n, c in names.items() if c > 1)


def _index(report: Mapping[str, Any]) -> dict[tuple[str, str], str]:
    labels = implementation_labels(report)
    return {(labels.get(r["implementation"], r["implementation"]), r["id"]): r["status"] for r in report["results"]}


def diff_reports(old: Mapping[str, Any], new: Mapping[str, Any]) -> dict[str, list[dict[str, str]]]:
    """Regressions, fixes, other changes, added and removed scenarios, per implementation.

    Each entry names the implementation (its label, see :func:`implementation_labels`),
    the scenario id and the old and new status (``-`` when absent).
    """
    a, b = _index(old), _index(new)
    out: dict[str, list[dict[str, str]]] = {kind: [] for kind in KINDS}
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


def render_diff(old: Mapping[str, Any], new: Mapping[str, Any]) -> str:
    """The ``diff`` command's terminal output, safe to print (see :func:`for_terminal`).

    A note first names any handshake name shared by several implementations, and how they
    are told apart; then each kind with its count and entries.
    """
    lines = []
    for which, report in (("old", old), ("new", new)):
        labels = implementation_labels(report)
        for name in shared_names(report):
            told = ", ".join(labels[i["key"]] for i in report["header"]["implementations"] if _name(i) == name)
            lines.append(f"note: {which} report: implementations share the name {name!r}; told apart as: {told}")
    for kind, entries in diff_reports(old, new).items():
        lines.append(f"{kind}: {len(entries)}")
        lines.extend(f"  [{e['implementation']}] {e['scenario']}: {e['old']} -> {e['new']}" for e in entries)
    return "".join(for_terminal(line, one_line=True) + "\n" for line in lines)
