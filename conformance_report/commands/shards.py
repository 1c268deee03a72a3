"""What ``merge`` checks of its shards beyond their schema: that they were run alike, in every
way that changes a verdict, and that none was tampered with.

Alike: the same harness version and protocol, and the same verdict-changing options of
``run`` (the features folder, the declared variants, the time limits and restarts); the
worker count (``-n``) may differ.  Whole: every result belongs to an implementation of its
header and to a scenario of the suite, the shard label is one of 1..N, the dates are dates and
the durations are finite numbers of a plausible size.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Collection, Mapping, Sequence
from typing import Any, Final

from conformance_report.commands.common import UsageError

VERDICT_OPTIONS: Final = ("--features", "--as", "--timeout", "--startup-timeout", "--max-restarts")
"""The options of ``run`` that change a verdict (besides ``--impl``, compared as implementations)."""
MAX_SECONDS: Final = 1e9
"""The longest duration believed (about 31 years): anything longer is a tampered report."""


def verdict_options(command: Sequence[str]) -> dict[str, list[str]]:
    """The :data:`VERDICT_OPTIONS` a recorded ``run`` command gave, each with its values in order
    (``--opt value`` and ``--opt=value`` alike)."""
    found: dict[str, list[str]] = {}
    parts = [str(p) for p in command]
    for n, part in enumerate(parts):
        name, eq, value = part.partition("=")
        if name not in VERDICT_OPTIONS:
            continue
        if not eq:
            value = parts[n + 1] if n + 1 < len(parts) else ""
        found.setdefault(name, []).append(value)
    return found


def check_alike(reports: Sequence[Mapping[str, Any]], names: Sequence[str]) -> None:
    """UsageError naming the first shard run otherwise than the first in a way that changes
    verdicts: another harness version or protocol, or other verdict-changing options."""
    first = reports[0]["header"]
    harness, options = first.get("harness"), verdict_options(first.get("command") or [])
    for name, report in zip(names[1:], reports[1:], strict=True):
        header = report["header"]
        if header.get("harness") != harness:
            raise UsageError(
                f"merge: {name} was written by {_harness(header.get('harness'))}, {names[0]} by {_harness(harness)}; "
                "merge shards of one harness"
            )
        theirs = verdict_options(header.get("command") or [])
        for option in VERDICT_OPTIONS:
            if theirs.get(option) != options.get(option):
                raise UsageError(
                    f"merge: {name} was run with {_shown(option, theirs)}, {names[0]} with {_shown(option, options)}; "
                    "this option changes verdicts, so the shards are not of one run"
                )


def _harness(harness: Any) -> str:
    if not isinstance(harness, Mapping):
        return "an unknown harness"
    return f"harness {harness.get('version', '?')} (protocol {harness.get('protocol', '?')})"


def _shown(option: str, options: Mapping[str, list[str]]) -> str:
    values = options.get(option)
    return " ".join(f"{option} {v}" for v in values) if values else f"no {option}"


def check_label(text: Any, name: str) -> tuple[int, int]:
    """The ``(K, N)`` of a shard label from a report header; UsageError unless it is K/N with 1 <= K <= N."""
    match = re.fullmatch(r"([0-9]{1,6})/([0-9]{1,6})", str(text))
    if match is None:
        raise UsageError(f"merge: {name}: shard {text!r} in its header is not K/N")
    k, n = int(match[1]), int(match[2])
    if not 1 <= k <= n:
        raise UsageError(
            f"merge: {name}: shard {k}/{n} in its header is out of range (K is 1 to N); not a shard of a run"
        )
    return k, n


def check_whole(report: Mapping[str, Any], name: str, scenario_ids: Collection[str] | None) -> None:
    """UsageError naming what in shard ``name`` no run writes: a result of an implementation its
    header does not name, of a scenario not in ``scenario_ids`` (None: not checked), a date that
    is not one, or a duration that is not a finite number of plausible size."""
    keys = {str(i.get("key")) for i in report["header"]["implementations"]}
    for field, value in (
        ("header.started", report["header"].get("started")),
        ("footer.finished", report["footer"].get("finished")),
    ):
        if not _is_date(value):
            raise UsageError(f"merge: {name}: {field} {str(value)[:60]!r} is not a date and time")
    _check_seconds(report["footer"].get("duration"), name, "footer.duration")
    for key, slot in dict(report["footer"].get("implementations") or {}).items():
        if key not in keys:
            raise UsageError(f"merge: {name}: footer.implementations names {key!r}, which its header does not")
        _check_seconds(slot.get("duration", 0.0), name, f"footer.implementations.{key}.duration")
    for n, result in enumerate(report["results"]):
        if result.get("implementation") not in keys:
            raise UsageError(
                f"merge: {name}: results.{n} ({result.get('id')}) is of implementation "
                f"{result.get('implementation')!r}, which its header does not name ({', '.join(sorted(keys))})"
            )
        if scenario_ids is not None and result.get("id") not in scenario_ids:
            raise UsageError(f"merge: {name}: results.{n}: no scenario {result.get('id')!r} in the suite it ran")
        _check_seconds(result.get("duration"), name, f"results.{n}.duration")


def _is_date(value: Any) -> bool:
    try:
        dt.datetime.fromisoformat(str(value))
    except ValueError:
        return False
    return True


def _check_seconds(value: Any, name: str, field: str) -> None:
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
        raise UsageError(f"merge: {name}: {field} {str(value)[:40]!r} is not a number of seconds")
    if not 0 <= value <= MAX_SECONDS:
        raise UsageError(f"merge: {name}: {field} {value:g} is not a plausible number of seconds")
