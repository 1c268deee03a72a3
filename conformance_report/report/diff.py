"""Compare two conformance reports: regressions, fixes, other changes, added and removed.

Implementations only one report judged are named, with their counts, not listed result by
result.  Results are matched by implementation, scenario id and the declared variant judged under (an
adapter declaring several variants has one result per scenario under each).  An implementation is identified by
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


def implementation_labels(report: Mapping[str, Any], *others: Mapping[str, Any]) -> dict[str, str]:
    """Report key -> a label unique within ``report`` (the name, qualified when shared).

    With ``others`` (the other report of a diff), a name is qualified when it is shared in any
    of them, so one implementation gets the same label on both sides of a diff even when
    another of the same name joins or leaves.
    """
    impls = list(report["header"]["implementations"])
    shared = {n for r in (report, *others) for n in shared_names(r)}  # an implementation that alone changed
    # its command between two reports keeps its bare name, and so still matches itself
    commands = Counter((_name(i), _command(i)) for i in impls)
    labels: dict[str, str] = {}
    for impl in impls:
        name, command = _name(impl), _command(impl)
        if name not in shared:
            labels[impl["key"]] = name
        elif command and commands[(name, command)] == 1:
            labels[impl["key"]] = f"{name} [{command}]"
        else:
            labels[impl["key"]] = f"{name} [{impl['key']}]"
    return labels


def display_names(report: Mapping[str, Any]) -> dict[str, str]:
    """Report key -> name and version, with the command (or key) when the name is shared and
    the declared variants: how every report writer names an implementation to a person."""
    labels = implementation_labels(report)
    out: dict[str, str] = {}
    for impl in report["header"]["implementations"]:
        name = _name(impl)
        shown = f"{name} {impl.get('version', '')}".strip()
        label = labels[impl["key"]]
        if label != name:
            shown += label[len(name) :]  # " [command]" or " [impl-N]"
        variants = [str(v) for v in impl.get("variants") or []]
        out[impl["key"]] = shown + (f" as {', '.join(variants)}" if variants else "")
    return out


def shared_names(report: Mapping[str, Any]) -> list[str]:
    """Handshake names that more than one implementation of ``report`` gives, sorted."""
    names = Counter(_name(i) for i in report["header"]["implementations"])
    return sorted(n for n, c in names.items() if c > 1)


Key = tuple[str, str, str]
"""A result's place in a diff: implementation label, scenario id, variant id ("" as written)."""


def result_key(result: Mapping[str, Any], labels: Mapping[str, str]) -> Key:
    """Where ``result`` sits in a diff, its implementation named by ``labels``."""
    impl = result["implementation"]
    return (labels.get(impl, impl), result["id"], str(result.get("variant") or ""))


def _index(report: Mapping[str, Any], other: Mapping[str, Any]) -> dict[Key, str]:
    labels = implementation_labels(report, other)
    return {result_key(r, labels): r["status"] for r in report["results"]}


def diff_reports(old: Mapping[str, Any], new: Mapping[str, Any]) -> dict[str, list[dict[str, str]]]:
    """Regressions, fixes, other changes, added and removed scenarios, per implementation.

    Each entry names the implementation (its label, see :func:`implementation_labels`),
    the scenario id, the variant it was judged under (``""`` as written) and the old and new
    status (``-`` when absent).
    """
    a, b = _index(old, new), _index(new, old)
    out: dict[str, list[dict[str, str]]] = {kind: [] for kind in KINDS}
    for key in sorted(set(a) | set(b)):
        entry = {
            "implementation": key[0],
            "scenario": key[1],
            "variant": key[2],
            "old": a.get(key, "-"),
            "new": b.get(key, "-"),
        }
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


def implementations_apart(old: Mapping[str, Any], new: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    """The implementation labels only the old report has, and those only the new one has."""
    before = set(implementation_labels(old, new).values())
    after = set(implementation_labels(new, old).values())
    return sorted(before - after), sorted(after - before)


def _apart_lines(old: Mapping[str, Any], new: Mapping[str, Any]) -> tuple[list[str], set[str]]:
    """The lines saying which implementations only one report judged (their results are not
    listed one by one), and those implementations' labels."""
    gone, came = implementations_apart(old, new)
    if not gone and not came:
        return [], set()
    counts = Counter(e["implementation"] for kind in ("added", "removed") for e in diff_reports(old, new)[kind])
    lines = ["implementations differ: their results are counted, not listed"]
    lines += [f"  only in the old report: {label} ({counts[label]} results)" for label in gone]
    lines += [f"  only in the new report: {label} ({counts[label]} results)" for label in came]
    if len(gone) == len(implementation_labels(old)) and len(came) == len(implementation_labels(new)):
        lines.append("  no implementation is in both reports: nothing to compare")
    return lines, {*gone, *came}


def render_diff(old: Mapping[str, Any], new: Mapping[str, Any]) -> str:
    """The ``diff`` command's terminal output, safe to print (see :func:`for_terminal`).

    A note first names any handshake name shared by several implementations, and how they
    are told apart; then each kind with its count and entries.
    """
    lines = []
    for which, report, other in (("old", old, new), ("new", new, old)):
        labels = implementation_labels(report, other)
        for name in shared_names(report):
            told = ", ".join(labels[i["key"]] for i in report["header"]["implementations"] if _name(i) == name)
            lines.append(f"note: {which} report: implementations share the name {name!r}; told apart as: {told}")
    apart, only_one = _apart_lines(old, new)
    lines += apart
    for kind, entries in diff_reports(old, new).items():
        entries = [e for e in entries if e["implementation"] not in only_one]
        lines.append(f"{kind}: {len(entries)}")
        lines.extend(f"  [{e['implementation']}] {_scenario(e)}: {e['old']} -> {e['new']}" for e in entries)
    return "".join(for_terminal(line, one_line=True) + "\n" for line in lines)


def _scenario(entry: Mapping[str, str]) -> str:
    """The scenario id of a diff entry, with the variant it was judged under when there is one."""
    return entry["scenario"] + (f" (as {entry['variant']})" if entry.get("variant") else "")


def _status_cell(status: str) -> str:
    from html import escape

    return f"<td class='{escape(status, quote=True)}'>{escape(status.replace('_', ' '))}</td>"


def render_diff_html(old: Mapping[str, Any], new: Mapping[str, Any]) -> str:
    """The ``diff`` command's page: score changes per implementation, then each kind with its entries.

    Regressions come first and show the new verdict's rule and why it failed.  Self-contained,
    no script; every string is escaped.
    """
    from html import escape

    from conformance_report.report.clean import clean_tree
    from conformance_report.report.detail import failing_rule
    from conformance_report.report.html import page, short_text

    old, new = clean_tree(old, controls=True), clean_tree(new, controls=True)
    apart, only_one = _apart_lines(old, new)
    changes = {k: [e for e in v if e["implementation"] not in only_one] for k, v in diff_reports(old, new).items()}
    new_labels = implementation_labels(new, old)
    new_results = {result_key(r, new_labels): r for r in new["results"]}

    def e(value: object) -> str:
        return escape(str(value), quote=True)

    parts = [
        "<h1>Conformance report diff</h1>",
        f"<p class='meta'>old: suite {e(old['header'].get('suite_commit', '?'))}, {e(old['header'].get('started', ''))}"
        f" · new: suite {e(new['header'].get('suite_commit', '?'))}, {e(new['header'].get('started', ''))}</p>",
    ]
    for which, report, other in (("old", old, new), ("new", new, old)):
        labels = implementation_labels(report, other)
        for name in shared_names(report):
            told = ", ".join(labels[i["key"]] for i in report["header"]["implementations"] if _name(i) == name)
            parts.append(
                f"<p class='note'>{which} report: implementations share the name {e(name)}; "
                f"told apart as: {e(told)}</p>"
            )
    if apart:
        parts.append(f"<p class='note' id='apart'>{'<br>'.join(e(line.strip()) for line in apart)}</p>")
    rows = []
    old_scores = {implementation_labels(old)[k]: v for k, v in old["footer"]["implementations"].items()}
    for key, slot in new["footer"]["implementations"].items():
        label = implementation_labels(new).get(key, key)
        before = old_scores.get(label, {}).get("scores", {})
        after = slot.get("scores", {})

        def pct(v: object) -> str:
            return "—" if not isinstance(v, int | float) else f"{v * 100:.1f}%"

        rows.append(
            f"<tr><th>{e(label)}</th><td>{pct(before.get('score'))} → {pct(after.get('score'))}</td>"
            f"<td>{pct(before.get('coverage'))} → {pct(after.get('coverage'))}</td></tr>"
        )
    parts.append(
        "<h2>Scores</h2><table id='scores'><tr><th>implementation</th><th>score</th><th>coverage</th></tr>"
        + "".join(rows)
        + "</table>"
    )
    parts.append(
        "<p id='counts'>"
        + " · ".join(f"<a href='#{k}'>{k}</a> <b data-kind='{k}'>{len(v)}</b>" for k, v in changes.items())
        + "</p>"
    )
    for kind, entries in changes.items():
        parts.append(f"<h2 id='{kind}'>{kind} ({len(entries)})</h2>")
        if not entries:
            parts.append("<p>none</p>")
            continue
        body = []
        for entry in entries:
            r = new_results.get((entry["implementation"], entry["scenario"], entry["variant"]))
            why = ""
            if r is not None and r["status"] in ("failed", "errored"):
                rule = r.get("rule") or failing_rule(r) or ""
                why = f"<b>{e(rule)}</b>: {e(short_text(r))}"
            body.append(
                f"<tr class='entry'><td>{e(entry['implementation'])}</td><td>{e(_scenario(entry))}</td>"
                f"{_status_cell(entry['old'])}{_status_cell(entry['new'])}<td>{why}</td></tr>"
            )
        parts.append(
            f"<table class='kind' data-kind='{kind}'><tr><th>implementation</th><th>scenario</th><th>old</th>"
            f"<th>new</th><th>why</th></tr>{''.join(body)}</table>"
        )
    style = (
        "body{font:14px/1.45 system-ui,sans-serif;margin:1.2em 1.5em;color:#1d1d1f}"
        "table{border-collapse:collapse;margin:.4em 0 1em}th,td{border:1px solid #d4d4d8;padding:.2em .5em;"
        "text-align:left;vertical-align:top}th{background:#f4f4f5}.meta,.note{color:#555}"
        ".passed{background:#e5f5e5}.failed{background:#fde0e0}.errored{background:#fbe5c2}"
        ".unsupported,.skipped{background:#ececec}.not_applicable{background:#eef0f7}.other_reading{background:#e9e4f7}"
    )
    return page("Conformance report diff", "\n".join(parts), script="", style=style)
