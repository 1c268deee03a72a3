"""Reading feature files for checks: scenarios with their tags, and duplicate-name lint.

pytest-bdd keys scenarios by name, so two scenarios of one name in a feature silently
collapse into one test; :func:`duplicate_scenario_names` reads the raw text to catch that.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from pytest_bdd.feature import get_features

from conformance_report.spec.catalogue import ROOT

FEATURES: Final = ROOT / "features"
_SCENARIO = re.compile(r"^\s*(Scenario(?: Outline| Template)?|Example):\s*(.+?)\s*$")


@dataclass(frozen=True, slots=True)
class ScenarioInfo:
    feature: str
    name: str
    line: int
    tags: frozenset[str]


def feature_files(root: Path = FEATURES) -> list[Path]:
    return sorted(root.rglob("*.feature"))


def scenarios(root: Path = FEATURES) -> list[ScenarioInfo]:
    """Every scenario with its own, its rule's and its feature's tags."""
    out = []
    for feature in get_features([str(p) for p in feature_files(root)]):
        path = Path(feature.filename).resolve()
        rel = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.as_posix()
        for scen in feature.scenarios.values():
            tags = set(scen.tags) | set(feature.tags) | (set(scen.rule.tags) if scen.rule else set())
            out.append(ScenarioInfo(rel, scen.name, scen.line_number, frozenset(tags)))
    return out


def duplicate_scenario_names(path: Path) -> list[str]:
    """Names used by more than one scenario in the file, with their line numbers."""
    found: dict[str, list[int]] = {}
    for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        m = _SCENARIO.match(line)
        if m:
            found.setdefault(m.group(2), []).append(no)
    counts = Counter({k: len(v) for k, v in found.items()})
    return [f"{name!r} at lines {found[name]}" for name, n in counts.items() if n > 1]


def feature_problem(path: Path) -> str | None:
    """Why a feature file cannot be read (file, line and text of the fault), or None when it parses."""
    try:
        get_features([str(path)])
    except Exception as exc:  # pytest-bdd raises several unrelated types for bad Gherkin
        line = getattr(exc, "line", None)
        content = getattr(exc, "line_content", None)
        where = f"{path}, line {line}" if line else str(path)
        what = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return f"{where}: {what}" + (f": {content.strip()!r}" if content else "")
    return None
