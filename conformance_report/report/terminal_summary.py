"""The end of a run in the terminal: causes first, then the failures no cause explains, the
failing ids (like ``pytest -rf``) and what each app leaves unsupported.

Every line is wrapped at the terminal's width between words (``textwrap``, long words never
split), so a CI log or a pipe at 80 columns reads as well as a wide terminal.  Colour (ANSI)
only when asked (on a terminal, without ``NO_COLOR``).  Every adapter-supplied string goes
through :func:`~conformance_report.report.terminal.for_terminal`, so it prints inert.
"""

from __future__ import annotations

import json
import textwrap
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from typing import Any, Final

from conformance_report.report.clean import clean_tree
from conformance_report.report.departures import departure_text
from conformance_report.report.detail import failing_rule
from conformance_report.report.diff import display_names
from conformance_report.report.html import short_text
from conformance_report.report.judged import nothing_judged
from conformance_report.report.model import never_started
from conformance_report.report.terminal import for_terminal
from conformance_report.report.unclaimed import plural, unclaimed_lines

TOP: Final = 10
FAILED_IDS: Final = 200
"""At most this many ``FAILED id`` lines per run (the rest are counted)."""
_STYLE: Final = {"bold": "1", "red": "31", "green": "32", "yellow": "33", "dim": "2"}


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


class _Out:
    def __init__(self, width: int, color: bool) -> None:
        self.width, self.color = max(width, 40), color
        self.lines: list[str] = []

    def add(self, text: str, indent: int = 0, hang: int = 2, style: str | None = None) -> None:
        """One logical line, wrapped between words with a hanging indent."""
        wrapped = textwrap.wrap(
            for_terminal(text, one_line=True),
            self.width,
            initial_indent=" " * indent,
            subsequent_indent=" " * (indent + hang),
            break_long_words=False,
            break_on_hyphens=False,
        ) or [""]
        for line in wrapped:
            self.lines.append(f"\x1b[{_STYLE[style]}m{line}\x1b[0m" if self.color and style else line)

    def text(self) -> str:
        return "".join(line.rstrip() + "\n" for line in self.lines) if self.lines else ""


def _rid(r: Mapping[str, Any]) -> str:
    return str(r["id"]) + (f" [{r['variant']}]" if r.get("variant") else "")


def _compact(value: Any, limit: int = 160) -> str | None:
    text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    return text if len(text) <= limit else None


def _causes(out: _Out, key: str, slot: Mapping[str, Any], top: int) -> set[str]:
    causes = slot.get("causes") or []
    if not causes:
        return set()
    failing = sum(slot["counts"].get(s, 0) for s in ("failed", "errored"))
    explained = {i for c in causes for i in c["explains"]}
    out.add(
        f"Causes of {key}'s failures: {plural(len(causes), 'cause')} explain{'s' if len(causes) == 1 else ''} "
        f"{len(explained)} of "
        f"{plural(failing, 'failed or errored result')}, most first",
        style="bold",
    )
    for c in causes[:top]:
        out.add(f"{len(c['explains']):>4} × {c['differs']}", indent=2, hang=9, style="red")
        request = _compact(c["request"]["args"])
        if request is not None:
            out.add(f"{c['request']['op']} on {c['request']['ruleset']}: {request}", indent=9, hang=2, style="dim")
        exp, act = _compact(c["expected"], 120), _compact(c["actual"], 120)
        if exp is not None and act is not None:
            out.add(f"expected {exp}, got {act}", indent=9, hang=2, style="dim")
    if len(causes) > top:
        rest = causes[top:]
        out.add(f"… and {plural(len(rest), 'more cause')} ({sum(len(c['explains']) for c in rest)} results)", indent=2)
    return explained


def render_terminal_summary(report: Mapping[str, Any], *, top: int = TOP, width: int = 110, color: bool = False) -> str:
    """Causes, unexplained failures by rule, failing ids and unsupported counts (see module docstring).

    Empty when nothing failed or errored, every implementation was judged on some scenario
    and nothing was unsupported."""
    report = clean_tree(report, controls=True)
    unstarted = never_started(report)
    empty = {k: why for k, why in nothing_judged(report).items() if k not in unstarted}
    out = _Out(width, color)
    for line in departure_text(report):  # first: rules the app breaks relative to its document
        out.add(line, style="red")
    for key, why in unstarted.items():  # one cause, said once: not one row per rule it errored
        errored = sum(r["implementation"] == key for r in report["results"])
        out.add(f"{key} did not start: {why}; its {plural(errored, 'scenario')} are errored", style="red")
    for why in empty.values():  # first and plainly: a run that judged nothing is not green
        out.add(why, style="red")
    failing = [
        r for r in report["results"] if r["status"] in ("failed", "errored") and r["implementation"] not in unstarted
    ]
    unsupported = [r for r in report["results"] if r["status"] == "unsupported"]
    if not failing and not unsupported:
        return out.text()
    names = display_names(report)
    impls = [str(i["key"]) for i in report["header"]["implementations"]]
    out.add("Implementations: " + "; ".join(f"{k} = {names[k]}" for k in impls), style="bold")
    explained: set[tuple[str, str]] = set()
    for key in impls:
        slot = report["footer"]["implementations"].get(key, {})
        explained |= {(key, i) for i in _causes(out, key, slot, top)}
    rest = [r for r in failing if (r["implementation"], _rid(r)) not in explained]
    if rest:
        groups = failure_groups({"results": rest})
        title = "Failures no cause explains" if explained else "Failures by rule"
        out.add(f"{title}: {len(rest)} in {plural(len(groups), 'rule')}", style="bold")
        for rule, results in groups[:top]:
            per = Counter(str(r["implementation"]) for r in results)
            who = ", ".join(f"{k} ×{n}" if n > 1 else k for k, n in sorted(per.items()))
            first = results[0]
            out.add(f"{len(results):>4} × {rule} ({who})", indent=2, hang=9, style="red")
            out.add(f"{first.get('scenario', first['id'])}: {short_text(first)}", indent=9, hang=2)
        if len(groups) > top:
            more = groups[top:]
            out.add(
                f"… and {plural(len(more), 'more rule')} with {sum(len(rs) for _, rs in more)} failed or errored "
                "result(s): see report.html or summary.md",
                indent=2,
            )
    _failed_ids(out, failing, len(impls) > 1)
    for key in impls:
        lines = unclaimed_lines(report["results"], key)
        for n, line in enumerate(lines):
            out.add(f"{key} {line}" if n == 0 else line, indent=0 if n == 0 else 2, hang=4)
    return out.text()


def _failed_ids(out: _Out, failing: Sequence[Mapping[str, Any]], several: bool) -> None:
    if not failing:
        return
    out.add(f"short test summary: {plural(len(failing), 'failed or errored result')}", style="bold")
    for r in failing[:FAILED_IDS]:
        who = f"{r['implementation']} " if several else ""
        word = "FAILED" if r["status"] == "failed" else "ERROR"
        head = for_terminal(f"{word} {who}{_rid(r)}", one_line=True)
        style = "red" if word == "FAILED" else "yellow"
        if len(head) + 8 > out.width:  # the id alone fills the line: wrapped whole, no message
            out.add(head, hang=4, style=style)
            continue
        line = textwrap.shorten(f"{head} - {for_terminal(short_text(r), one_line=True)}", out.width, placeholder=" …")
        out.add(line if line.startswith(head) else head, style=style)
    if len(failing) > FAILED_IDS:
        out.add(f"… and {len(failing) - FAILED_IDS} more (see summary.md)")
