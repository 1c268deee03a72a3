"""Ruleset declarations: a named ruleset (or ruleset file) plus changes, as one document.

A declaration is one of

* a bare named ruleset id (``"penn-4"``);
* a path to a full ruleset JSON file;
* a path to (or a mapping of) ``{"extends": BASE, ...}``, where ``BASE`` is a named id or a
  path relative to the declaration file, and every other member is an RFC 7396 JSON Merge
  Patch applied to the base document (``null`` deletes a member).

:func:`load_declaration` resolves any of these to a full ruleset document that passes the
schema and the engine's own checks.
:func:`merge_patch` and :func:`diff_patch` are the two directions of RFC 7396.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from jsonschema import Draft202012Validator  # type: ignore[import-untyped, unused-ignore]

from conformance_report.protocol.readable import json_key, json_spelling
from conformance_report.rulesets import (
    ROOT,
    RulesetNotFoundError,
    find_ruleset_file,
    load_document,
    near_option,
    near_ruleset,
    read_json,
    ruleset_ids,
    unknown_ruleset_message,
    validate_document,
)
from reference_engine.errors import MalformedRulesetError
from reference_engine.readings import get_option
from reference_engine.ruleset import Ruleset

DECLARATION_SCHEMA: Final = ROOT / "schemas" / "declaration.schema.json"
DECLARATION_SCHEMA_ID: Final = "https://pinochle-conformance.example/schemas/declaration.schema.json"
RULESET_SCHEMA_ID: Final = "https://pinochle-conformance.example/schemas/ruleset.schema.json"
_ID_PATTERN: Final = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_MAX_DEPTH: Final = 16
NOT_PATCH: Final = frozenset({"extends", "$schema", "departures"})
"""Declaration members that are not merged into the ruleset: ``departures`` lists rules the app
breaks relative to its document, so the ruleset keeps the document's value there."""


def merge_patch(target: Any, patch: Any) -> Any:
    """RFC 7396: ``target`` with ``patch`` applied. Pure: neither argument is changed."""
    if not isinstance(patch, Mapping):
        return copy.deepcopy(patch)
    result: dict[str, Any] = dict(copy.deepcopy(target)) if isinstance(target, Mapping) else {}
    for key, value in patch.items():
        if value is None:
            result.pop(key, None)
        else:
            result[key] = merge_patch(result.get(key), value)
    return result


def diff_patch(base: Any, doc: Any) -> Any:
    """The smallest merge patch that turns ``base`` into ``doc``.

    ``merge_patch(base, diff_patch(base, doc)) == doc`` whenever ``doc`` holds no ``null``
    inside an object (a merge patch cannot set a member to null; arrays are replaced whole,
    so nulls inside arrays are fine).
    """
    if not (isinstance(base, Mapping) and isinstance(doc, Mapping)):
        return copy.deepcopy(doc)
    patch: dict[str, Any] = {}
    for key in base:
        if key not in doc:
            patch[key] = None
    for key, value in doc.items():
        if key not in base:
            patch[key] = copy.deepcopy(value)
        elif base[key] != value or type(base[key]) is not type(value):
            if isinstance(value, Mapping) and isinstance(base[key], Mapping):
                patch[key] = diff_patch(base[key], value)
            else:
                patch[key] = copy.deepcopy(value)
    return patch


def _declaration_validator() -> Any:
    return Draft202012Validator(json.loads(DECLARATION_SCHEMA.read_text(encoding="utf-8")))


def is_declaration(value: Any) -> bool:
    """True for a mapping that extends another ruleset (rather than a full ruleset document)."""
    return isinstance(value, Mapping) and "extends" in value


def _check_declaration(decl: Mapping[str, Any], origin: str) -> None:
    errors = sorted(_declaration_validator().iter_errors(dict(decl)), key=lambda e: list(e.absolute_path))
    if errors:
        err = errors[0]
        path = ".".join(str(p) for p in err.absolute_path) or "(top level)"
        said = json_spelling(err.message, err.instance)
        raise MalformedRulesetError(f"{origin}: field {path}: {said}{near_option(err)}")


def _derived_id(base_id: str) -> str:
    candidate = f"{base_id}-custom"
    return candidate if _ID_PATTERN.match(candidate) else "custom"


def _resolve_base(ref: str, folder: Path | None, origin: str, depth: int, chain: tuple[Path, ...]) -> dict[str, Any]:
    if not Path(ref).suffix and _ID_PATTERN.match(ref):
        if ref not in ruleset_ids():
            raise MalformedRulesetError(f"{origin}: field extends: {unknown_ruleset_message(ref)}")
        return load_document(ref)
    path = Path(ref)
    if not path.is_absolute() and folder is not None:
        path = folder / path
    if not path.is_file():
        hint = f"; {near_ruleset(ref)}" if not Path(ref).suffix else ""
        raise MalformedRulesetError(f"{origin}: field extends: {ref!r}: no such ruleset file ({path}){hint}")
    if path.resolve() in chain:
        cycle = " -> ".join(str(p) for p in (*chain[chain.index(path.resolve()) :], path.resolve()))
        raise MalformedRulesetError(f"{origin}: field extends: declarations extend each other in a cycle: {cycle}")
    return _load(path, None, depth + 1, chain)


def _apply(
    decl: Mapping[str, Any], folder: Path | None, origin: str, depth: int, chain: tuple[Path, ...] = ()
) -> dict[str, Any]:
    _check_declaration(decl, origin)
    base = copy.deepcopy(_resolve_base(str(decl["extends"]), folder, origin, depth, chain))
    patch = {k: v for k, v in decl.items() if k not in NOT_PATCH}
    doc = merge_patch(base, patch)
    if not isinstance(doc, dict):  # pragma: no cover - a mapping patch always yields a mapping
        raise MalformedRulesetError(f"{origin}: a declaration must produce a JSON object")
    if "readings" not in patch and isinstance(doc.get("readings"), list):
        doc["readings"] = [r for r in doc["readings"] if not _moved(r, base, doc)]
    changed = doc != base  # ``{"extends": X}`` (or a patch that repeats X) is X itself, id and name included
    if changed and "id" not in patch:
        doc["id"] = _derived_id(str(base.get("id", "custom")))
    if changed and "name" not in patch:
        doc["name"] = f"{base.get('name', base.get('id', 'ruleset'))} (custom)"
    if "$schema" in base:
        doc["$schema"] = RULESET_SCHEMA_ID
    validate_document(doc, origin)
    return doc


def _load(source: Path, origin: str | None, depth: int, chain: tuple[Path, ...] = ()) -> dict[str, Any]:
    if depth > _MAX_DEPTH:
        raise MalformedRulesetError(f"{origin or source}: declarations extend each other more than {_MAX_DEPTH} deep")
    where = origin or str(source)
    try:
        data = read_json(source)
    except ValueError as exc:
        raise MalformedRulesetError(str(exc)) from None
    if is_declaration(data):
        return _apply(data, source.resolve().parent, where, depth, (*chain, source.resolve()))
    validate_document(data, where)
    if not isinstance(data, dict):  # pragma: no cover - the schema demands an object
        raise MalformedRulesetError(f"{where}: a ruleset is a JSON object")
    return data


def load_declaration(source: str | Path | Mapping[str, Any], *, origin: str | None = None) -> dict[str, Any]:
    """A full, checked ruleset document (schema and engine) from a declaration in any accepted form.

    ``source`` is a named ruleset id, a path to a ruleset or declaration file, or a mapping
    (a declaration with ``extends``, or a full ruleset document). Errors are
    :class:`MalformedRulesetError` naming ``origin`` (or the file) and the field. The named
    ruleset documents are never changed: the result is always a fresh copy.
    """
    return _resolved(source, origin)[0]


def _resolved(source: str | Path | Mapping[str, Any], origin: str | None) -> tuple[dict[str, Any], Ruleset]:
    """The checked document of a declaration and its engine ruleset, built once."""
    if isinstance(source, Mapping):
        where = origin or "declaration"
        if is_declaration(source):
            return _checked(_apply(source, None, where, 0), where)
        doc = copy.deepcopy(dict(source))
        validate_document(doc, where)
        return _checked(doc, where)
    text = str(source)
    if isinstance(source, str) and not Path(text).suffix and _ID_PATTERN.match(text) and not Path(text).exists():
        return _checked(copy.deepcopy(load_document(text)), text)
    try:
        path = find_ruleset_file(text)
    except MalformedRulesetError as exc:
        if text.lstrip().startswith("{"):  # JSON text where a file name goes
            raise RulesetNotFoundError(
                f"{origin or 'declaration'}: a declaration is given as a file name or a named ruleset id, not as"
                " JSON text: write the JSON into a file (ours.json) and give its name"
            ) from None
        if Path(text).suffix:  # a file name: say where it was looked for
            raise RulesetNotFoundError(f"{origin}: {exc}" if origin else str(exc)) from None
        raise RulesetNotFoundError(
            f"{origin or text}: no such ruleset file, and not a named ruleset; {near_ruleset(text)}"
        ) from None
    return _checked(copy.deepcopy(_load(path, origin, 0)), origin or text)


def _moved(reading: Any, base: Mapping[str, Any], doc: Mapping[str, Any]) -> bool:
    """True when a declaration changed the option a reading of its base describes: the reading
    then describes the base, not the declaration, and is not inherited."""
    if not isinstance(reading, Mapping) or not isinstance(reading.get("option"), str):
        return False
    try:
        before = get_option(base, reading["option"])
    except KeyError:
        before = _GONE
    try:
        after = get_option(doc, reading["option"])
    except KeyError:
        after = _GONE
    return bool(json_key(before) != json_key(after))


_GONE: Final = object()


def dropped_readings(source: str | Path | Mapping[str, Any]) -> list[str]:
    """The options of the readings a declaration does not inherit from its base, because it
    changes them (see :func:`_moved`); [] for a bare id, a full ruleset or a declaration that
    lists its own ``readings``.  Only the declaration and its base are read; it is checked by
    :func:`load_declaration` first."""
    data = _declaration_data(source)
    if not is_declaration(data) or "readings" in data:
        return []
    folder = None if isinstance(source, Mapping) else find_ruleset_file(str(source)).resolve().parent
    base = _resolve_base(str(data["extends"]), folder, str(source), 0, ())
    doc = merge_patch(copy.deepcopy(base), {k: v for k, v in data.items() if k not in NOT_PATCH})
    return [str(r["option"]) for r in base.get("readings", []) if isinstance(doc, dict) and _moved(r, base, doc)]


def _contradicting(doc: Mapping[str, Any]) -> str | None:
    """Why a reading of ``doc`` with a recorded value does not describe ``doc``, or None."""
    for n, reading in enumerate(doc.get("readings") or []):
        if not isinstance(reading, Mapping) or "value" not in reading:
            continue
        option = str(reading.get("option"))
        try:
            actual = get_option(doc, option)
        except KeyError:
            return f"field readings[{n}]: it describes the option {option}, which this ruleset does not have"
        value = reading["value"]
        if json_key(actual) != json_key(value):
            return (
                f"field readings[{n}]: it records the value {_json(value)} for {option}, but the ruleset"
                f" takes {_json(actual)} there; a reading describes the ruleset's own value (record that value,"
                " or change the option)"
            )
        if any(json_key(a) == json_key(value) for a in reading.get("alternatives") or []):
            return f"field readings[{n}]: {option} lists its own value {_json(value)} among its alternatives"
    return None


def _json(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "..."


def _checked(doc: dict[str, Any], where: str) -> tuple[dict[str, Any], Ruleset]:
    """``doc`` and its engine ruleset, once the engine's own checks pass (the schema cannot say
    that the maximum bid is at least the minimum) and its id is its own: a document that takes
    a named ruleset's id must be that ruleset, or a report would call other rules by that name."""
    try:
        ruleset = Ruleset.from_dict(doc)
    except MalformedRulesetError as exc:
        raise MalformedRulesetError(f"{where}: {exc}") from None
    lie = _contradicting(doc)
    if lie is not None:
        raise MalformedRulesetError(f"{where}: {lie}")
    rid = doc.get("id")
    if isinstance(rid, str) and rid in ruleset_ids():
        named = load_document(rid)
        if _comparable(doc) != _comparable(named):
            fields = sorted(_changed_fields(diff_patch(named, doc)))
            raise MalformedRulesetError(
                f"{where}: field id: {rid!r} is a named ruleset, but this document differs from it"
                f" (at {', '.join(fields[:5])}{', …' if len(fields) > 5 else ''}); give it an id of its own"
            )
    return doc, ruleset


def _comparable(doc: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if k != "$schema"}


def _changed_fields(patch: Any, prefix: str = "") -> list[str]:
    """The dotted paths a merge patch changes."""
    if not isinstance(patch, dict) or not patch:
        return [prefix or "(top level)"]
    out: list[str] = []
    for key, value in patch.items():
        path = f"{prefix}.{key}" if prefix else str(key)
        out += _changed_fields(value, path) if isinstance(value, dict) and value else [path]
    return out


def declaration_for(base_id: str, doc: Mapping[str, Any]) -> dict[str, Any]:
    """The declaration (``extends`` + merge patch) that turns named ruleset ``base_id`` into ``doc``."""
    base = load_document(base_id)
    patch = diff_patch(base, dict(doc))
    if isinstance(patch, dict):
        patch.pop("$schema", None)
    return {"$schema": DECLARATION_SCHEMA_ID, "extends": base_id, **(patch if isinstance(patch, dict) else {})}


def _declaration_data(source: str | Path | Mapping[str, Any]) -> Any:
    """The JSON of a declaration as given (a mapping, or its file), or None for a bare id or
    a file that cannot be read."""
    if isinstance(source, Mapping):
        return source
    if isinstance(source, str) and not Path(source).suffix and _ID_PATTERN.match(source):
        return None
    try:
        return read_json(find_ruleset_file(str(source)))
    except (ValueError, OSError):
        return None


def declared_departures(source: str | Path | Mapping[str, Any]) -> list[dict[str, Any]]:
    """The ``departures`` a declaration lists (rules the app breaks relative to its document), [] for none.

    Only the declaration itself is read (a bare id or a full ruleset has none); it is checked
    by :func:`load_declaration` first."""
    data = _declaration_data(source)
    found = data.get("departures") if is_declaration(data) else None
    return [dict(d) for d in found] if isinstance(found, list) else []


def load_declared_ruleset(source: str | Path | Mapping[str, Any], *, origin: str | None = None) -> Ruleset:
    """:func:`load_declaration` as the engine's :class:`Ruleset`; errors name the source and the field."""
    return _resolved(source, origin)[1]
