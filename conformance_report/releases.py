"""The scenarios of each suite version, to name what changed since a baseline was written.

Each version of the suite ships a list of its scenarios, ``conformance_report/scenario_lists/<version>.json``:
stable id (``# id:``) → ``path::title``.  The current version's list is the feature files'
(a test checks it; ``python -m conformance_report.tools.releases`` writes it).  Between two
versions, a scenario is *added* (its id is new), *removed* (its id is gone) or *retitled* (one id,
another ``path::title``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from conformance_report import __version__
from conformance_report.data import FEATURES

RELEASES: Final = Path(__file__).resolve().parent / "scenario_lists"


def release_file(version: str, folder: Path | None = None) -> Path:
    """Where version ``version``'s list of scenarios is (or would be) kept (``folder``: default
    :data:`RELEASES`)."""
    return (folder or RELEASES) / f"{version}.json"


def current_scenarios(features: Path = FEATURES) -> dict[str, str]:
    """Stable id → ``path::title`` of every scenario of the feature files under ``features``."""
    from conformance_report.spec.session import load

    return {sc.uid: sc.id for sc in load(features)}


def scenarios_of(version: str, folder: Path | None = None) -> dict[str, str] | None:
    """The scenarios version ``version`` shipped (None when this suite does not know that version);
    a ValueError names a list that is not one."""
    path = release_file(version, folder)
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ValueError(f"{path}: not a list of scenarios ({exc})") from None
    scenarios = data.get("scenarios") if isinstance(data, dict) else None
    if not isinstance(scenarios, dict) or not all(isinstance(v, str) for v in scenarios.values()):
        raise ValueError(f"{path}: field scenarios must map stable id -> path::title")
    return dict(scenarios)


def known_versions(folder: Path | None = None) -> list[str]:
    """The versions whose lists this suite ships, oldest first."""
    folder = folder or RELEASES

    def order(v: str) -> tuple[int, ...]:
        return tuple(int(p) if p.isdigit() else -1 for p in v.split("."))

    return sorted((p.stem for p in folder.glob("*.json")), key=order) if folder.is_dir() else []


@dataclass
class Changes:
    """The scenarios that changed between two versions, each as (stable id, what it says)."""

    since: str
    added: list[tuple[str, str]] = field(default_factory=list)
    removed: list[tuple[str, str]] = field(default_factory=list)
    retitled: list[tuple[str, str, str]] = field(default_factory=list)
    """(stable id, old ``path::title``, new ``path::title``)."""
    complete: bool = True
    """False when the old version's list is unknown: only the scenarios a baseline names were compared."""

    def lines(self, limit: int = 20) -> list[str]:
        """The changes in words, ``limit`` of each kind (then a count)."""
        scope = "" if self.complete else " among the baseline's entries"
        out = [
            f"scenarios changed since suite {self.since}{scope}: {len(self.added)} added, "
            f"{len(self.removed)} removed, {len(self.retitled)} retitled"
        ]
        if not self.complete:
            out.append(
                f"  suite {self.since}'s list of scenarios is not shipped with this suite (it has "
                f"{', '.join(known_versions()) or 'none'}): scenarios added since cannot be named"
            )
        kinds: list[tuple[str, list[str]]] = [
            ("added", [f"{uid} {sid}" for uid, sid in self.added]),
            ("removed", [f"{uid} {sid}" for uid, sid in self.removed]),
            ("retitled", [f"{uid} {old} -> {new}" for uid, old, new in self.retitled]),
        ]
        for kind, items in kinds:
            out += [f"  {kind}: {item}" for item in items[:limit]]
            if len(items) > limit:
                out.append(f"  … and {len(items) - limit} more {kind}")
        return out


def changes_since(
    version: str,
    named: Mapping[str, str] | None = None,
    *,
    folder: Path | None = None,
    now: Mapping[str, str] | None = None,
) -> Changes:
    """What changed between suite ``version`` and this one (see the module docstring).

    Without ``version``'s list, the scenarios ``named`` (stable id → ``path::title``, as a
    baseline's entries record them) are compared instead, and nothing can be called added."""
    if now is None:
        now = scenarios_of(__version__, folder)
        if now is None:  # an unreleased list: the feature files themselves
            now = current_scenarios()
    before = scenarios_of(version, folder)
    complete = before is not None
    if before is None:
        before = dict(named or {})
    out = Changes(version, complete=complete)
    if complete:
        out.added = sorted((uid, sid) for uid, sid in now.items() if uid not in before)
    out.removed = sorted((uid, sid) for uid, sid in before.items() if uid not in now)
    out.retitled = sorted((uid, sid, now[uid]) for uid, sid in before.items() if uid in now and now[uid] != sid)
    return out
