"""Named rulesets from ``fixtures/rulesets``: listing, loading, schema validation."""

from __future__ import annotations

import difflib
import functools
import json
import os
import re
from pathlib import Path
from typing import Any, Final

import jsonschema_rs

from conformance_report.data import ROOT as ROOT
from conformance_report.data import RULESET_DIR as RULESET_DIR
from conformance_report.data import SCHEMA_DIR
from conformance_report.protocol.limits import MAX_INT_DIGITS, IntegerTooLong, read_int
from conformance_report.protocol.readable import ReadableValidator, compiled_error, json_spelling
from reference_engine.errors import MalformedRulesetError
from reference_engine.ruleset import Ruleset

RULESET_SCHEMA: Final = SCHEMA_DIR / "ruleset.schema.json"
RULESET_PATH_VAR: Final = "PINOCHLE_RULESET_PATH"
"""Folders searched for a relative ruleset file a feature names (the CLI sets it to --features)."""
RULESET_ID: Final = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
"""What a ruleset id looks like (the ``id`` pattern of ``schemas/ruleset.schema.json``)."""
MAX_JSON_DEPTH: Final = 64
"""Deepest nesting of arrays and objects :func:`read_json` accepts (rulesets and reports need < 10)."""


class RulesetNotFoundError(MalformedRulesetError):
    """No ruleset has the id, or no file the path, given (the message names where it looked)."""


def ruleset_ids() -> list[str]:
    """Ids of every named ruleset, sorted."""
    return sorted(p.stem for p in RULESET_DIR.glob("*.json"))


@functools.cache
def _validator() -> Any:
    schema = json.loads(RULESET_SCHEMA.read_text(encoding="utf-8"))
    return ReadableValidator(schema)


@functools.cache
def _fast_validator() -> Any:
    """A compiled (jsonschema-rs) validator of the ruleset schema: it only says valid or not."""
    return jsonschema_rs.Draft202012Validator(json.loads(RULESET_SCHEMA.read_text(encoding="utf-8")))


def near_ruleset(name: str) -> str:
    """ "did you mean …?" with the known ruleset ids nearest ``name`` (letter case aside), or the
    list of known ids when none is near."""
    known = ruleset_ids()
    near = difflib.get_close_matches(name.lower(), known, n=3, cutoff=0.6)
    if near:
        return f"did you mean {' or '.join(repr(n) for n in near)}?"
    return f"known: {', '.join(known)}"


def unknown_ruleset_message(ruleset_id: str) -> str:
    """The message for an unknown ruleset id, suggesting the nearest known ids when there are any."""
    return f"unknown ruleset {ruleset_id!r}; {near_ruleset(ruleset_id)}"


def json_depth(value: Any) -> int:
    """How deeply arrays and objects nest in ``value`` (a scalar is 0), without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth + 1)
        stack.extend((child, depth + 1) for child in children)
    return deepest


MAX_JSON_BYTES: Final = 16 << 20
"""The largest JSON input file :func:`read_json` reads by default (rulesets, declarations and
baselines are a few kilobytes; a report is given more room by its reader)."""


class _Long:
    """Stands for an integer too long to read, so that :func:`_long_field` can say where it is."""

    def __init__(self, digits: int) -> None:
        self.digits = digits


def _long_field(text: str) -> str:
    """Where the first integer too long to read sits in ``text`` (a JSON document)."""

    def mark(number: str) -> Any:
        digits = len(number) - number.startswith("-")
        return _Long(digits) if digits > MAX_INT_DIGITS else 0

    todo: list[tuple[Any, list[str]]] = [(json.loads(text, parse_int=mark), [])]
    while todo:
        item, where = todo.pop(0)
        if isinstance(item, _Long):
            return ".".join(where) or "(top level)"
        if isinstance(item, dict):
            todo += [(v, [*where, str(k)]) for k, v in item.items()]
        elif isinstance(item, list):
            todo += [(v, [*where, str(n)]) for n, v in enumerate(item)]
    return "(unknown)"  # pragma: no cover - the first parse found one


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object's members, refusing a key given twice (JSON readers differ on which one wins)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise ValueError(f"the key {key!r} appears twice in one object")
            seen.add(key)
    return out


def _finite(text: str) -> float:
    number = float(text)
    if number in (float("inf"), float("-inf")):
        raise ValueError(f"the number {text[:40]} is too large")
    return number


def _constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def read_json(path: Path, limit: int = MAX_JSON_BYTES) -> Any:
    """A JSON file's content; a ValueError names the file and, for bad JSON, the line and column.

    A file larger than ``limit`` bytes is refused unread (``/dev/zero`` included), as are an
    integer longer than :data:`~conformance_report.protocol.limits.MAX_INT_DIGITS` digits (the
    error names its field), NaN, Infinity, a number beyond a double's range and a key given
    twice in one object.  Nesting deeper than :data:`MAX_JSON_DEPTH` is refused here, so no
    later step (schema validation, error messages) can run out of recursion on it.
    """
    try:
        with path.open("rb") as fh:
            raw = fh.read(limit + 1)
    except OSError as exc:
        raise ValueError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(raw) > limit:
        raise ValueError(f"{path}: larger than {limit:,} bytes, more than a JSON input of this kind can be; not read")
    try:
        text = raw.decode("utf-8")
        data = json.loads(
            text, parse_int=read_int, parse_float=_finite, parse_constant=_constant, object_pairs_hook=_no_duplicates
        )
    except UnicodeDecodeError as exc:
        raise ValueError(f"{path}: not UTF-8 text: byte {exc.start}: {exc.reason}") from None
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not JSON: line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except IntegerTooLong as exc:
        raise ValueError(f"{path}: field {_long_field(text)}: {exc}") from None
    except RecursionError:
        raise ValueError(f"{path}: JSON nested too deeply (more than {MAX_JSON_DEPTH} levels)") from None
    except ValueError as exc:
        raise ValueError(f"{path}: {exc}") from None
    if json_depth(data) > MAX_JSON_DEPTH:
        raise ValueError(f"{path}: JSON nested too deeply (more than {MAX_JSON_DEPTH} levels)")
    return data


def validate_document(doc: Any, origin: str) -> None:
    """Raise MalformedRulesetError naming ``origin`` and the field when ``doc`` breaks the schema."""
    if json_depth(doc) > MAX_JSON_DEPTH:
        raise MalformedRulesetError(f"{origin}: nested too deeply (more than {MAX_JSON_DEPTH} levels)")
    refused = False
    try:
        if _fast_validator().is_valid(doc):
            return
        refused = True
    except (ValueError, OverflowError):
        pass  # a value the compiled validator cannot take (a huge integer): jsonschema decides
    try:
        errors = sorted(_validator().iter_errors(doc), key=lambda e: list(e.absolute_path))
    except RecursionError:  # pragma: no cover - the depth check above comes first
        raise MalformedRulesetError(f"{origin}: nested too deeply to validate") from None
    if not errors and refused:  # what only the compiled validator sees (an ECMA-262 pattern's end)
        found = compiled_error(_fast_validator(), doc)
        if found is not None:
            where = ".".join(map(str, found[0])) or "(top level)"
            raise MalformedRulesetError(f"{origin}: field {where}: {json_spelling(found[2], found[1])}")
    if errors:
        err = errors[0]
        path = ".".join(str(p) for p in err.absolute_path) or "(top level)"
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        said = json_spelling(err.message, err.instance)
        raise MalformedRulesetError(f"{origin}: field {path}: {said}{near_option(err)}{more}")


def near_option(err: Any) -> str:
    """ "; did you mean …?" for a member the schema does not allow whose name is near one it does."""
    if err.validator != "additionalProperties" or not isinstance(err.instance, dict):
        return ""
    allowed = list((err.schema.get("properties") or {}).keys())
    hints = [
        f"{near[0]!r} for {key!r}"
        for key in err.instance
        if key not in allowed and (near := difflib.get_close_matches(str(key), allowed, n=1, cutoff=0.75))
    ]
    return f"; did you mean {', '.join(hints)}?" if hints else ""


def find_ruleset_file(name: str) -> Path:
    """A ruleset (or declaration) file: ``name`` as given, else, for house rules, the first match
    in the feature folders (PINOCHLE_RULESET_PATH); the error names every place looked."""
    path = Path(name)
    if path.exists():
        return path
    if path.is_absolute():
        raise RulesetNotFoundError(f"{name}: no such ruleset file")
    folders = [Path(f) for f in os.environ.get(RULESET_PATH_VAR, "").split(os.pathsep) if f]
    found = next((f / path for f in folders if (f / path).exists()), None)
    if found is None:
        looked = ", ".join(str((f / path).absolute()) for f in [Path("."), *folders])
        raise RulesetNotFoundError(f"{name}: no such ruleset file (looked for {looked})")
    return found


def load_document(id_or_path: str) -> dict[str, Any]:
    """The JSON document of a named ruleset (by id) or of a ruleset file (by path), schema-checked."""
    path = Path(id_or_path)
    if not path.suffix:
        if not RULESET_ID.match(id_or_path):
            raise MalformedRulesetError(
                f"invalid ruleset id {id_or_path!r}: an id is lowercase letters and digits in words "
                "joined by single hyphens (e.g. 'penn-4'); give a file path ending in .json for a ruleset file"
            )
        path = RULESET_DIR / f"{id_or_path}.json"
        if not path.exists():
            raise RulesetNotFoundError(unknown_ruleset_message(id_or_path))
        if not path.resolve().is_relative_to(RULESET_DIR.resolve()):
            raise MalformedRulesetError(f"ruleset {id_or_path!r} resolves outside {RULESET_DIR}")
    else:
        path = find_ruleset_file(id_or_path)
    try:
        doc = read_json(path)
    except ValueError as exc:
        raise MalformedRulesetError(str(exc)) from None
    validate_document(doc, str(path))
    if not isinstance(doc, dict):  # pragma: no cover - the schema demands an object
        raise MalformedRulesetError(f"{path}: a ruleset is a JSON object")
    return doc


def load_ruleset(id_or_path: str) -> Ruleset:
    """Load, validate and build a ruleset; errors name the file and the field."""
    doc = load_document(id_or_path)
    try:
        return Ruleset.from_dict(doc)
    except MalformedRulesetError as exc:
        raise MalformedRulesetError(f"{id_or_path}: {exc}") from None
