"""Reading feature files: scenarios with their steps and tags, and the lint a runner needs first.

:func:`parse_feature` reads one file with the official Gherkin parser into frozen
:class:`Scenario` values (the in-process runner's input).  pytest-bdd keys scenarios by name,
so two scenarios of one name in a feature silently collapse into one test;
:func:`duplicate_scenario_names` reads the raw text to catch that.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Final

from gherkin.errors import CompositeParserException, ParserException
from gherkin.parser import Parser

from conformance_report.data import FEATURES as FEATURES
from conformance_report.data import ROOT
from conformance_report.user_cache import cache_dir, read_entry, write_entry

_SCENARIO = re.compile(r"^\s*(Scenario(?: Outline| Template)?|Example):\s*(.+?)\s*$")
ID_COMMENT: Final = re.compile(r"^\s*#\s*id:\s*(\S*)\s*$")
"""A scenario's stable id: a ``# id: 3f9a1c2e`` comment among the lines just above its
``Scenario:`` line (with its tags).  It survives a change of title or a move to another file."""
STABLE_ID: Final = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
CHECKS_COMMENT: Final = re.compile(r"^\s*#\s*checks:\s*(\S*)\s*$")
"""The rule a *Then* step checks: a ``# checks: penn.play.trick-winner`` comment just above it.
It holds for the following *Then* steps of the scenario too, until the next such comment.  A
scenario citing one rule needs none; one citing several needs one above its first *Then* step."""


@dataclass(frozen=True, slots=True)
class ScenarioInfo:
    feature: str
    name: str
    line: int
    tags: frozenset[str]


def feature_files(root: Path = FEATURES) -> list[Path]:
    """Every ``.feature`` file under ``root``, sorted."""
    return sorted(root.rglob("*.feature"))


_KINDS: Final = {"Context": "given", "Action": "when", "Outcome": "then"}


@dataclass(frozen=True, slots=True)
class Step:
    """One step as written: its kind (``given``, ``when``, ``then``; *And* inherits), text and table."""

    kind: str
    keyword: str
    text: str
    line: int
    datatable: tuple[tuple[str, ...], ...] | None = None
    rule: str = ""
    """The rule this *Then* step checks (see :data:`CHECKS_COMMENT`); "" when the scenario
    cites several rules and names none for it, or for a *Given* or *When* step."""

    @property
    def shown(self) -> str:
        """The step as a reader sees it (``And the bids:``)."""
        return f"{self.keyword} {self.text}"


@dataclass(frozen=True, slots=True)
class Scenario:
    """A scenario with its id (``features/x.feature::Name``), tags, steps and stable id.

    ``uid`` is the id written in the file (``# id: …`` above the scenario), which a change of
    title does not change; a scenario without one (a house rule's, say) has ``uid == id``.
    """

    id: str
    feature: str
    path: Path
    name: str
    line: int
    tags: frozenset[str]
    steps: tuple[Step, ...]
    uid: str = ""

    def __post_init__(self) -> None:
        if not self.uid:
            object.__setattr__(self, "uid", self.id)


class FeatureFileError(ValueError):
    """A feature file the suite cannot read (names the file, line and text)."""


def _rel(path: Path) -> str:
    path = path.resolve()
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.as_posix()


def _steps(raw: list[dict[str, Any]], path: Path) -> list[Step]:
    out: list[Step] = []
    kind = ""
    for st in raw:
        kind = _KINDS.get(st.get("keywordType", ""), kind)
        if not kind:
            raise FeatureFileError(f"{path}, line {st['location']['line']}: a scenario must start with Given")
        table = st.get("dataTable")
        rows = tuple(tuple(c["value"] for c in r["cells"]) for r in table["rows"]) if table else None
        out.append(Step(kind, st["keyword"].strip(), st["text"], st["location"]["line"], rows))
    return out


_CACHE_VERSION: Final = "4"


def _cache_file(path: Path, text: str) -> Path:
    """The entry of a file with this text at this place in the project (or this absolute path,
    outside it): a clone elsewhere, holding the same features, finds the same entries."""
    digest = hashlib.sha256(f"{_CACHE_VERSION}\0{_rel(path)}\0{text}".encode()).hexdigest()
    return cache_dir("features") / f"{digest}.json"


def _to_json(scenarios: list[Scenario]) -> str:
    return json.dumps(
        [
            [
                sc.id,
                sc.feature,
                sc.name,
                sc.line,
                sorted(sc.tags),
                [[st.kind, st.keyword, st.text, st.line, st.datatable, st.rule] for st in sc.steps],
                sc.uid,
            ]
            for sc in scenarios
        ]
    )


def _from_json(text: str, path: Path) -> list[Scenario]:
    return [
        Scenario(
            sid,
            feat,
            path,
            name,
            line,
            frozenset(tags),
            tuple(
                Step(k, kw, t, ln, tuple(map(tuple, table)) if table else None, rule)
                for k, kw, t, ln, table, rule in steps
            ),
            uid,
        )
        for sid, feat, name, line, tags, steps, uid in json.loads(text)
    ]


def parse_feature(path: Path) -> list[Scenario]:
    """The scenarios of one feature file (Background steps prepended, Rule tags inherited).

    Parsing is the slow part of loading the suite, so the result is kept in a per-user cache
    (``$XDG_CACHE_HOME/pinochle-conformance``) keyed by the file's place in the project and its text.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise FeatureFileError(f"{path}: cannot read: {exc}") from None
    cached = _cache_file(path, text)
    entry = read_entry(cached)
    if entry is not None:
        try:
            return _from_json(entry, path)
        except (ValueError, TypeError):
            pass
    scenarios = _parse(path, text)
    write_entry(cached, _to_json(scenarios))
    return scenarios


def _parse(path: Path, text: str) -> list[Scenario]:
    if text.startswith("\ufeff"):
        raise FeatureFileError(
            f"{path}: the file starts with a UTF-8 byte order mark (BOM), which Gherkin reads as text; "
            "save it as UTF-8 without a BOM"
        )
    try:
        doc = Parser().parse(text)
    except (CompositeParserException, ParserException) as exc:
        errors = getattr(exc, "errors", None) or [exc]
        lines = text.splitlines()
        problems = []
        for err in errors:
            where = getattr(err, "location", None) or {}
            no = where.get("line")
            shown = f": {lines[no - 1].strip()!r}" if no and 0 < no <= len(lines) else ""
            what = str(err).split("): ", 1)[-1]
            problems.append(f"{path}, line {no}: {what}{shown}" if no else f"{path}: {what}")
        raise FeatureFileError("; ".join(problems)) from None
    feature = doc.get("feature")
    if not feature:
        raise FeatureFileError(f"{path}: no 'Feature:' line")
    rel = _rel(path)
    out: list[Scenario] = []
    lines = text.splitlines()

    def walk(children: list[dict[str, Any]], tags: frozenset[str], background: list[Step]) -> None:
        for child in children:
            if "background" in child:
                background = background + _steps(child["background"]["steps"], path)
            elif "rule" in child:
                rule = child["rule"]
                walk(rule["children"], tags | {t["name"].lstrip("@") for t in rule["tags"]}, background)
            elif "scenario" in child:
                sc = child["scenario"]
                if sc.get("examples"):
                    raise FeatureFileError(
                        f"{path}, line {sc['location']['line']}: Scenario Outlines are not part of the vocabulary"
                    )
                own = tags | {t["name"].lstrip("@") for t in sc["tags"]}
                line = sc["location"]["line"]
                steps = checked((*background, *_steps(sc["steps"], path)), own, lines, line, path)
                uid = stable_id(lines, line, path)
                out.append(Scenario(f"{rel}::{sc['name']}", rel, path, sc["name"], line, frozenset(own), steps, uid))

    children: list[dict[str, Any]] = list(feature.get("children", []))  # type: ignore[arg-type]
    walk(children, frozenset(t["name"].lstrip("@") for t in feature.get("tags", [])), [])
    check_unique_uids(out)
    seen: dict[str, int] = {}
    for sc in out:
        if sc.name in seen:
            raise FeatureFileError(
                f"{path}, line {sc.line}: scenario names must be unique: {sc.name!r} "
                f"is already used at line {seen[sc.name]} (a scenario's name is its id)"
            )
        seen[sc.name] = sc.line
    return out


def checked(steps: tuple[Step, ...], tags: frozenset[str], lines: list[str], line: int, path: Path) -> tuple[Step, ...]:
    """``steps`` with the rule each *Then* step checks (:data:`CHECKS_COMMENT`).

    A ``# checks:`` comment must name one of the scenario's own rule tags and stand above a
    *Then* step; a scenario citing exactly one rule checks that rule in every *Then* step.
    """
    rules = sorted(t for t in tags if "." in t)
    current = rules[0] if len(rules) == 1 else ""
    out: list[Step] = []
    floor = line  # comments between the previous step (or the Scenario line) and this one
    for st in steps:
        named = ""
        if st.line > line:
            for no in range(floor, st.line - 1):
                m = CHECKS_COMMENT.match(lines[no])
                if not m:
                    continue
                if st.kind != "then":
                    raise FeatureFileError(
                        f"{path}, line {no + 1}: '# checks:' stands above a {st.keyword} step; "
                        "it names the rule the Then step below it checks"
                    )
                if m.group(1) not in rules:
                    raise FeatureFileError(
                        f"{path}, line {no + 1}: '# checks: {m.group(1)}' names a rule the scenario does not "
                        f"cite; its rules are {', '.join(rules) or '(none: tag the scenario with the rule)'}"
                    )
                named = m.group(1)
            floor = st.line + (len(st.datatable) if st.datatable else 0)
        if named:
            current = named
        out.append(replace(st, rule=current) if st.kind == "then" and current else st)
    return tuple(out)


def stable_id(lines: list[str], line: int, path: Path) -> str:
    """The ``# id:`` comment above the scenario at ``line`` (1-based), over its tags, other
    comments and blank lines; "" when there is none."""
    for no in range(line - 2, -1, -1):
        text = lines[no].strip()
        m = ID_COMMENT.match(text)
        if m:
            if not STABLE_ID.match(m.group(1)):
                raise FeatureFileError(
                    f"{path}, line {no + 1}: a scenario id is 1 to 64 letters, digits, '.', '_' or '-', "
                    f"not {m.group(1)!r}"
                )
            return m.group(1)
        if text and not text.startswith(("@", "#")):
            return ""
    return ""


def check_unique_uids(found: list[Scenario]) -> None:
    """A FeatureFileError when two scenarios carry one ``# id:`` (naming both)."""
    seen: dict[str, Scenario] = {}
    for sc in found:
        if sc.uid != sc.id and sc.uid in seen:
            first = seen[sc.uid]
            raise FeatureFileError(
                f"{sc.path}, line {sc.line}: scenario id {sc.uid!r} is already used by {first.feature}, line "
                f"{first.line} ({first.name!r}); remove one of the two '# id:' lines and run "
                "python -m conformance_report.tools.ids to write a fresh one"
            )
        seen[sc.uid] = sc


def scenarios(root: Path = FEATURES) -> list[ScenarioInfo]:
    """Every scenario with its own, its rule's and its feature's tags."""
    return [
        ScenarioInfo(sc.feature, sc.name, sc.line, sc.tags)
        for path in feature_files(root)
        for sc in parse_feature(path)
    ]


def duplicate_scenario_names(path: Path) -> list[str]:
    """Names used by more than one scenario in the file, with their line numbers."""
    found: dict[str, list[int]] = {}
    for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        m = _SCENARIO.match(line)
        if m:
            found.setdefault(m.group(2), []).append(no)
    counts = Counter({k: len(v) for k, v in found.items()})
    return [f"{name!r} at lines {found[name]}" for name, n in counts.items() if n > 1]
