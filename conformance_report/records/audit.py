"""Audit: every hand of every record replayed under its variant (or the declared one).

Hands are read, judged and dropped one at a time: what is kept grows with the number of
faulty hands (the first :data:`KEEP` in full, to draw in the report) and of distinct
causes, never with the number of hands.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from conformance_report.records.jsonform import read_json
from conformance_report.records.notation import Located, RecordError
from conformance_report.records.replay import GameState, audit_hand, check_structure
from conformance_report.records.text import read_text
from reference_engine.ruleset import Ruleset

KEEP: Final = 100
"""Faulty hands kept whole (record and deviations) for the report; the rest are counted."""
JSON_SUFFIXES: Final = (".json", ".jsonl")


def read_records(path: Path) -> Iterator[Located]:
    """Each hand of a record file, text or JSON by its suffix, read as a stream."""
    file = str(path)
    try:
        if path.suffix in JSON_SUFFIXES:
            yield from read_json(path, file)
            return
        with path.open(encoding="utf-8") as fh:
            yield from read_text(fh, file)
    except OSError as exc:
        raise RecordError(file, 1, 1, f"cannot read the file: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise RecordError(file, 1, 1, f"not UTF-8 text: {exc.reason} at byte {exc.start}") from None


@dataclass
class AuditResult:
    """Counts, causes, the faulty hands kept and the unreadable records, per file as well."""

    declared: str | None = None
    hands: int = 0
    games: int = 0
    ended: int = 0
    actions: int = 0
    unjudged: int = 0
    faulty: int = 0
    deviations: int = 0
    causes: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)
    kept: list[dict[str, Any]] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)
    files: dict[str, dict[str, int]] = field(default_factory=dict)
    seconds: float = 0.0

    def note(self, loc: Located, rs: Ruleset, audit: Any) -> None:
        per_file = self.files.setdefault(loc.file, {"hands": 0, "faulty": 0, "deviations": 0})
        self.hands += 1
        per_file["hands"] += 1
        self.actions += audit.judged
        self.unjudged += audit.unjudged
        self.ended += bool(audit.ended)
        if not audit.deviations:
            return
        self.faulty += 1
        per_file["faulty"] += 1
        self.deviations += len(audit.deviations)
        per_file["deviations"] += len(audit.deviations)
        for dev in audit.deviations:
            slot = self.causes.setdefault(
                (dev.key, dev.rule or ""),
                {
                    "key": dev.key,
                    "kind": dev.kind,
                    "rule": dev.rule,
                    "citation": dev.citation,
                    "count": 0,
                    "hands": 0,
                    "example": dev.to_json(),
                },
            )
            slot["count"] += 1
        for cause in {(d.key, d.rule or "") for d in audit.deviations}:
            self.causes[cause]["hands"] += 1
        if len(self.kept) < KEEP:
            self.kept.append(
                {
                    "file": loc.file,
                    "game": audit.labels[0],
                    "hand": audit.labels[1],
                    "variant": rs.id,
                    "players": rs.players,
                    "record": loc.hand,
                    "deviations": [d.to_json() for d in audit.deviations],
                    "judged": audit.judged,
                    "unjudged": audit.unjudged,
                }
            )


class DeclaredError(ValueError):
    """``--as`` names no usable variant."""


class _Variants:
    """Rulesets by variant (a named id or a declaration), built once each."""

    def __init__(self, declared: str | None) -> None:
        self.built: dict[str, Ruleset] = {}
        try:
            self.declared = self._load(declared, "--as") if declared is not None else None
        except (ValueError, OSError) as exc:
            raise DeclaredError(str(exc)) from None

    @staticmethod
    def _load(variant: str | Mapping[str, Any], origin: str) -> Ruleset:
        from conformance_report.variants.declaration import load_declared_ruleset

        return load_declared_ruleset(variant if isinstance(variant, str) else dict(variant), origin=origin)

    def of(self, loc: Located) -> Ruleset:
        if self.declared is not None:
            return self.declared
        variant = loc.hand.get("variant")
        if variant is None:
            raise loc.error((), "the hand names no variant: add a Variant tag, or audit with --as DECL")
        key = json.dumps(variant, sort_keys=True)
        if key not in self.built:
            try:
                self.built[key] = self._load(variant, f"the Variant of {loc.file}")
            except (ValueError, OSError) as exc:
                raise loc.error(("variant",), f"unknown or invalid variant: {exc}") from None
        return self.built[key]


def audit(paths: Sequence[Path], declared: str | None = None) -> AuditResult:
    """Audit every hand of ``paths``; ``declared`` (``--as``) replaces each record's variant.

    Consecutive hands with the same ``game`` tag and variant are one game.  Raises
    :class:`DeclaredError` for a bad ``declared``; a record's own faults are collected."""
    start = time.perf_counter()
    result = AuditResult(declared=declared)
    variants = _Variants(declared)
    for path in paths:
        result.files.setdefault(str(path), {"hands": 0, "faulty": 0, "deviations": 0})
        game_tag: tuple[str | None, str] | None = None
        game = GameState()
        in_game = 0
        try:
            for loc in read_records(path):
                rs = variants.of(loc)
                check_structure(rs, loc)
                tag = loc.hand.get("game")
                if tag is None or (tag, rs.id) != game_tag:
                    game, in_game, game_tag = GameState(), 0, (tag, rs.id)
                    result.games += 1
                in_game += 1
                labels = (tag or str(result.games), loc.hand.get("hand") or str(in_game))
                result.note(loc, rs, audit_hand(rs, loc, game, labels))
        except RecordError as exc:
            result.errors.append(exc.to_json())
            result.files[str(path)]["error"] = 1
    result.seconds = round(time.perf_counter() - start, 3)
    return result
