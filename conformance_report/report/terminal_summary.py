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
from collections.abc import Mapping
from typing import Any, Final

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from conformance_report.report.clean import clean_tree
from conformance_report.report.detail import failing_rule
from conformance_report.report.html import short_text
from conformance_report.report.terminal import for_terminal

TOP: Final = 10


def _plain(value: Any) -> Text:
    return Text(for_terminal(str(value), one_line=True))


def failure_groups(report: Mapping[str, Any]) -> list[tuple[str, list[Mapping[str, Any]]]]:
    """(rule, failed and errored results) pairs, the largest group first (then by rule id)."""
    groups: dict[str, list[Mapping[str, Any]]] = {}
    for r in report["results"]:
        if r["status"] in ("failed", "errored"):
            rule = str(r.get("rule") or failing_rule(r) or "(no rule)")
            groups.setdefault(rule, []).append(r)
    return sorted(groups.items(), key=lambda item: (-len(item[1]), item[0]))


def render_terminal_summary(report: Mapping[str, Any], *, top: int = TOP, width: int = 110, color: bool = False) -> str:
    """The failures of ``report`` grouped by rule: the ``top`` largest groups, then a count of the rest.

    ``color`` adds ANSI colours (for a terminal); the text is otherwise plain.  Empty when
    nothing failed or errored.
    """
    report = clean_tree(report, controls=True)
    groups = failure_groups(report)
    if not groups:
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
    table = Table(
        title=f"Failures by rule: {total} failed or errored in {len(groups)} rule(s)",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        show_lines=False,
        expand=True,
    )
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column("rule", ratio=3, overflow="fold")
    table.add_column("implementations", ratio=1, overflow="fold")
    table.add_column("first failure", ratio=5, overflow="fold")
    for rule, results in groups[:top]:
        per_impl = Counter(str(r["implementation"]) for r in results)
        impls = ", ".join(f"{k} ×{n}" if n > 1 else k for k, n in sorted(per_impl.items()))
        first = results[0]
        example = Text()
        example.append(for_terminal(str(first.get("scenario", first["id"])), one_line=True), style="bold")
        example.append("\n" + for_terminal(short_text(first), one_line=True))
        table.add_row(str(len(results)), _plain(rule), _plain(impls), example)
    console.print(table)
    rest = groups[top:]
    if rest:
        console.print(
            Text(
                f"… and {len(rest)} more rule(s) with {sum(len(rs) for _, rs in rest)} failed or errored "
                "result(s): see report.html or summary.md"
            )
        )
    out = str(console.file.getvalue())  # type: ignore[attr-defined]
    return "".join(line.rstrip() + "\n" for line in out.splitlines())
