"""The JSON form of hand records: a document ``{"hands": [...]}`` or JSON Lines, one hand a line.

Checked against ``schemas/hand-record.schema.json``; an error names the file, line and
column of the offending value (found on demand by :func:`locate`).  Card tokens and action
texts are brought to the suite's canonical codes as they are read.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator, Mapping, Sequence
from json.decoder import scanstring  # type: ignore[attr-defined]
from pathlib import Path as FilePath
from typing import Any

from jsonschema import Draft202012Validator  # type: ignore[import-untyped, unused-ignore]
from jsonschema.exceptions import best_match  # type: ignore[import-untyped, unused-ignore]

from conformance_report.data import SCHEMA_DIR
from conformance_report.records.notation import (
    ACTION_SECTIONS,
    RECORD_SCHEMA_ID,
    RECORD_VERSION,
    Hand,
    Located,
    Path,
    RecordError,
    card_code,
)
from reference_engine.actions import Action
from reference_engine.errors import MalformedActionError

_WS = " \t\r\n"


@functools.cache
def _schema() -> dict[str, Any]:
    return dict(json.loads((SCHEMA_DIR / "hand-record.schema.json").read_text(encoding="utf-8")))


@functools.cache
def _hand_validator() -> Any:
    schema = _schema()
    return Draft202012Validator({"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": "#/$defs/hand"})


def locate(text: str, path: Sequence[str | int], start: int = 0) -> tuple[int, int]:
    """The line and column (1-based) in ``text`` of the value at ``path``, or of the deepest
    part of the path that exists."""
    decoder = json.JSONDecoder()
    pos = _skip(text, start)
    for part in path:
        found = _child(text, pos, part, decoder)
        if found is None:
            break
        pos = found
    line = text.count("\n", 0, pos) + 1
    return line, pos - (text.rfind("\n", 0, pos) + 1) + 1


def _skip(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in _WS:
        pos += 1
    return pos


def _child(text: str, pos: int, part: str | int, decoder: json.JSONDecoder) -> int | None:
    """The position of member or item ``part`` of the object or array starting at ``pos``."""
    opening = text[pos : pos + 1]
    if opening not in ("{", "["):
        return None
    pos, index = _skip(text, pos + 1), 0
    while pos < len(text) and text[pos] not in "}]":
        if opening == "{":
            key, pos = scanstring(text, pos + 1)
            pos = _skip(text, _skip(text, pos) + 1)
            if key == part:
                return pos
        elif index == part:
            return pos
        _, pos = decoder.raw_decode(text, pos)
        pos = _skip(text, pos)
        if text[pos : pos + 1] == ",":
            pos = _skip(text, pos + 1)
        index += 1
    return None


def _checked(hand: Any, file: str, text: str, start: int, prefix: Path) -> Located:
    def where(path: Path) -> tuple[int, int]:
        line, column = locate(text, (*prefix, *path), start)
        return line, column

    located = Located(hand, file, locate=where)
    error = best_match(_hand_validator().iter_errors(hand))
    if error is not None:
        raise located.error(
            tuple(error.absolute_path), f"{'/'.join(map(str, error.absolute_path)) or 'hand'}: {error.message}"
        )
    return Located(canonical(hand, located), file, locate=where)


def canonical(hand: Mapping[str, Any], located: Located) -> Hand:
    """``hand`` with card codes and action texts in the suite's canonical form."""
    out = json.loads(json.dumps(hand))
    deal = out["deal"]
    for key in ("hands", "kitty", "stock"):
        if key == "hands":
            deal["hands"] = [[card_code(c) for c in cards] for cards in deal["hands"]]
        elif key in deal:
            deal[key] = [card_code(c) for c in deal[key]]
    for section in ACTION_SECTIONS:
        for i, entry in enumerate(out.get(section) or ()):
            try:
                entry["action"] = str(Action.from_str(entry["action"]))
            except MalformedActionError as exc:
                raise located.error((section, i, "action"), f"unreadable action: {exc}") from None
    for trick in out.get("tricks") or ():
        for play in trick["plays"]:
            play["card"] = card_code(play["card"])
    for meld in out.get("meld") or ():
        if "cards" in meld:
            meld["cards"] = [card_code(c) for c in meld["cards"]]
    return dict(out)


def _loads(text: str, file: str, line_offset: int = 0) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(file, exc.lineno + line_offset, exc.colno, f"not JSON: {exc.msg}") from None


def read_json(path: FilePath, file: str) -> Iterator[Located]:
    """Each hand of a JSON record (``.jsonl``: read a line at a time)."""
    if path.suffix == ".jsonl":
        with path.open(encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                if line.strip():
                    yield _line_hand(line, file, n)
        return
    text = path.read_text(encoding="utf-8")
    doc = _loads(text, file)
    if not isinstance(doc, dict) or not isinstance(doc.get("hands"), list):
        at = locate(text, ())
        raise RecordError(file, *at, 'a JSON record is an object {"hands": [...]} (or JSON Lines, .jsonl)')
    extra = sorted(set(doc) - {"$schema", "record_version", "hands"})
    if extra or doc.get("record_version", RECORD_VERSION) != RECORD_VERSION:
        at = locate(text, (extra[0],) if extra else ("record_version",))
        raise RecordError(file, *at, f"unknown member {extra[0]!r}" if extra else "record_version must be 1")
    for i, hand in enumerate(doc["hands"]):
        yield _checked(hand, file, text, 0, ("hands", i))


def _line_hand(line: str, file: str, n: int) -> Located:
    hand = _loads(line, file, n - 1)
    located = _checked(hand, file, line, 0, ())

    def where(path: Path) -> tuple[int, int]:
        return n, locate(line, path)[1]

    return Located(located.hand, file, locate=where)


def write_json(hands: Sequence[Mapping[str, Any]]) -> str:
    """A JSON record document of ``hands``."""
    doc = {"$schema": RECORD_SCHEMA_ID, "record_version": RECORD_VERSION, "hands": list(hands)}
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


def write_jsonl_line(hand: Mapping[str, Any]) -> str:
    """One hand as a line of JSON Lines."""
    return json.dumps(hand, ensure_ascii=False, separators=(",", ":")) + "\n"
