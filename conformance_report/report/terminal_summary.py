"""The end of a run in the terminal: failures grouped by the rule they break, biggest group first.

``render_terminal_summary(report)`` gives the ten largest groups as a table (count, rule,
which implementations, and the first failure with why it failed), then one line counting
the remaining groups and failures.  Rendering is done by ``rich`` (a dependency already) so
the columns wrap to the terminal's width; every adapter-supplied string goes through
:func:`~conformance_report.report.terminal.for_terminal` and into the table as plain text
(never as rich markup), so it prints inert.
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Collection, Mapping
from typing import Any, Final

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from conformance_report.report.clean import clean_tree
from conformance_report.report.departures import departure_text
from conformance_report.report.detail import failing_rule
from conformance_report.report.html import short_text
from conformance_report.report.model import never_started
from conformance_report.report.terminal import for_terminal

TOP: Final = 10


def _plain(value: Any) -> Text:
    return Text(for_terminal(str(value), one_line=True))


def failure_groups(
    report: Mapping[str, Any], leave_out: Collection[str] = ()
) -> list[tuple[str, list[Mapping[str, Any]]]]:
    """(rule, failed and errored results) pairs, the largest group first (then by rule id);
    the results of the implementations in ``leave_out`` are left out."""
    groups: dict[str, list[Mapping[str, Any]]] = {}
    for r in report["results"]:
        if r["status"] in ("failed", "errored") and r["implementation"] not in leave_out:
            rule = str(r.get("rule") or failing_rule(r) or "(no rule)")
            groups.setdefault(rule, []).append(r)
    return sorted(groups.items(), key=lambda item: (-len(item[1]), item[0]))


def render_terminal_summary(report: Mapping[str, Any], *, top: int = TOP, width: int = 110, color: bool = False) -> str:
    """The failures of ``report`` grouped by rule: the ``top`` largest groups, then a count of the rest.

    ``color`` adds ANSI colours (for a terminal); the text is otherwise plain.  Empty when
    nothing failed or errored.
    """
    report = clean_tree(report, controls=True)
    unstarted = never_started(report)
    groups = failure_groups(report, unstarted)
    departed = departure_text(report)
    if not groups and not unstarted and not departed:
        return ""
    total = sum(len(rs) for _, rs in groups)
    console = Console(
        file=io.StringIO(),
        width=width,
        force_terminal=color,
        color_system="standard" if color else None,
        highlight=False,
        emoji=False,
        markup=False,
    )
    for line in departed:  # first: rules the app breaks relative to its document
        console.print(Text(line))
    for key, why in unstarted.items():  # one cause, said once: not one row per rule it errored
        errored = sum(r["implementation"] == key for r in report["results"])
        console.print(
            Text(f"{key} did not start: {for_terminal(why, one_line=True)}; its {errored} scenario(s) are errored")
        )
    if not groups:
        return _lines(console)
    table = Table(
        title=f"Failures by rule: {total} failed or errored in {len(groups)} rule(s)",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        show_lines=False,
        expand=True,
    )
    table.add_column("#", justify="right", no_wrap=True)
    rows = []
    for rule, results in groups[:top]:
        per_impl = Counter(str(r["implementation"]) for r in results)
        impls = ", ".join(f"{k} ×{n}" if n > 1 else k for k, n in sorted(per_impl.items()))
        first = results[0]
        example = Text()
        example.append(for_terminal(str(first.get("scenario", first["id"])), one_line=True), style="bold")
        example.append("\n" + for_terminal(short_text(first), one_line=True))
        rows.append((str(len(results)), _plain(rule), _plain(impls), example))
    widest = [max(len(row[i]) for row in rows) for i in (1, 2)]  # whole ids where they fit
    table.add_column("rule", overflow="fold", min_width=min(widest[0], width // 2))
    table.add_column("impls", overflow="fold", min_width=min(widest[1], width // 6))
    table.add_column("first failure", ratio=5, overflow="fold")
    for row in rows:
        table.add_row(*row)
    console.print(table)
    rest = groups[top:]
    if rest:
        console.print(
            Text(
                f"… and {len(rest)} more rule(s) with {sum(len(rs) for _, rs in rest)} failed or errored "
                "result(s): see report.html or summary.md"
            )
        )
    return _lines(console)


def _lines(console: Console) -> str:
    out = str(console.file.getvalue())  # type: ignore[attr-defined]
    return "".join(line.rstrip() + "\n" for line in out.splitlines())
