"""Adapter protocol v1: constants, schema loading and message validation.

The schemas live in ``schemas/protocol/*.json`` (draft 2020-12) under stable ``$id`` URIs
rooted at :data:`SCHEMA_BASE`.  Each operation's file has ``$defs/request``,
``$defs/result`` and ``$defs/response`` (rules operations also ``$defs/args``).  Requests
``$ref`` the ruleset schema by its ``$id`` (:data:`RULESET_SCHEMA_ID`); when
``schemas/ruleset.schema.json`` is absent a permissive stand-in is registered instead.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import jsonschema_rs
from jsonschema import Draft202012Validator  # type: ignore[import-untyped, unused-ignore]
from jsonschema.exceptions import best_match  # type: ignore[import-untyped, unused-ignore]
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from conformance_report.data import SCHEMA_DIR as SCHEMA_DIR
from conformance_report.protocol.readable import ReadableValidator, compiled_error, json_spelling

PROTOCOL_VERSION: Final = 1
"""The protocol version this harness speaks."""

SCHEMA_BASE: Final = "https://pinochle-conformance.example/schemas/protocol/v1/"
RULESET_SCHEMA_ID: Final = "https://pinochle-conformance.example/schemas/ruleset.schema.json"

OPERATIONS: Final = (
    "meld",
    "legal_plays",
    "trick_winner",
    "auction",
    "hand_score",
    "game_result",
    "play_hand",
    "deal",
    "cut_for_deal",
)
"""Rules operations of protocol v1 (every one carries ``ruleset`` and ``args``)."""

ALL_OPERATIONS: Final = ("hello", *OPERATIONS)


_RULESET_STAND_IN: Final[dict[str, Any]] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": RULESET_SCHEMA_ID,
    "description": "Stand-in used while schemas/ruleset.schema.json is absent.",
    "type": "object",
    "required": ["id"],
    "properties": {"id": {"type": "string", "minLength": 1}},
}


@dataclass(frozen=True, slots=True)
class Violation:
    """Why a message does not match its schema: where (JSON pointer), what, and the rule."""

    pointer: str
    value: Any
    message: str
    schema_path: str

    def as_details(self) -> dict[str, Any]:
        """A JSON-ready dictionary of this violation."""
        return {
            "pointer": self.pointer,
            "value": self.value,
            "message": self.message,
            "schema_path": self.schema_path,
        }


def json_pointer(parts: Iterable[str | int]) -> str:
    """RFC 6901 pointer text for a path of keys and indexes (``""`` is the whole document)."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def schema_uri(name: str, fragment: str = "") -> str:
    """Full URI of a protocol schema file (``meld``), optionally with a ``#`` fragment."""
    uri = SCHEMA_BASE + name + ".json"
    return f"{uri}#{fragment}" if fragment else uri


def _read(path: Path) -> Any:
    with path.open(encoding="utf-8") as fh:
        return json.load(fh)


@functools.cache
def load_registry(schema_dir: Path = SCHEMA_DIR) -> Registry[Any]:
    """A registry holding every protocol schema and the ruleset schema (or its stand-in)."""
    resources: list[tuple[str, Resource[Any]]] = []
    paths = [*sorted((schema_dir / "protocol").glob("*.json")), schema_dir / "ruleset.schema.json"]
    have_ruleset = False
    for path in paths:
        if not path.is_file():
            continue
        contents = _read(path)
        if not isinstance(contents, dict) or "$id" not in contents:
            continue
        resource = Resource.from_contents(contents, default_specification=DRAFT202012)
        resources.append((str(contents["$id"]), resource))
        if path.name == "ruleset.schema.json":
            have_ruleset = True
            if contents["$id"] != RULESET_SCHEMA_ID:
                resources.append((RULESET_SCHEMA_ID, resource))
    if not any(uri.startswith(SCHEMA_BASE) for uri, _ in resources):
        raise FileNotFoundError(f"no protocol schemas found under {schema_dir / 'protocol'}")
    if not have_ruleset:
        resources.append((RULESET_SCHEMA_ID, DRAFT202012.create_resource(_RULESET_STAND_IN)))
    return Registry().with_resources(resources).crawl()


def has_ruleset_schema(schema_dir: Path = SCHEMA_DIR) -> bool:
    """True when the real ruleset schema (not the stand-in) is available."""
    return (schema_dir / "ruleset.schema.json").is_file()


_SCHEMA_MAPS: Final = frozenset({"properties", "patternProperties", "$defs", "dependentSchemas"})
_DATA: Final = frozenset({"const", "enum", "default", "examples"})
_DROP: Final = frozenset({"$ref", "$id", "$schema", "$defs", "title", "description"})


def _inline(node: Any, resolver: Any, shallow: bool) -> Any:
    """``node`` with every protocol ``$ref`` replaced by its target (the schemas are not recursive).

    Resolving references once up front halves validation time.  The ruleset reference stays
    a ``$ref``, or becomes ``{}`` when ``shallow`` (the ruleset is then checked on its own).
    """
    if isinstance(node, list):
        return [_inline(item, resolver, shallow) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in _DATA:
            out[key] = value
        elif key in _SCHEMA_MAPS and key != "$defs":
            out[key] = {name: _inline(sub, resolver, shallow) for name, sub in value.items()}
        elif key not in _DROP:
            out[key] = _inline(value, resolver, shallow)
    ref = node.get("$ref")
    if ref is None:
        return out
    if ref == RULESET_SCHEMA_ID:
        target: Any = {} if shallow else {"$ref": ref}
    else:
        resolved = resolver.lookup(ref)
        target = _inline(resolved.contents, resolved.resolver, shallow)
    return {"allOf": [target], **out} if out else target


@functools.cache
def validator(uri: str, shallow: bool = False) -> Draft202012Validator:
    """A validator for the schema at ``uri`` (for example ``schema_uri("meld", "/$defs/result")``).

    ``shallow`` accepts any ``ruleset`` document (see :func:`validate_ruleset`).
    """
    registry = load_registry()
    schema = _inline({"$ref": uri}, registry.resolver(), shallow) if uri.startswith(SCHEMA_BASE) else {"$ref": uri}
    validator: Draft202012Validator = ReadableValidator(schema, registry=registry)
    return validator


@functools.cache
def fast_validator(uri: str, shallow: bool = False) -> Any:
    """A compiled (jsonschema-rs) validator for the same schema as :func:`validator`, or None
    when the schema still holds a reference it cannot resolve on its own.

    It only answers valid or not; the readable error path of a failure comes from jsonschema.
    """
    if uri == RULESET_SCHEMA_ID:
        path = SCHEMA_DIR / "ruleset.schema.json"
        schema: Any = _read(path) if path.is_file() else _RULESET_STAND_IN
    else:
        schema = validator(uri, shallow).schema
        if '"$ref"' in json.dumps(schema):
            return None
    return jsonschema_rs.Draft202012Validator(schema)


def _check(uri: str, instance: Any, shallow: bool = False, prefix: str = "") -> Violation | None:
    """Where and why ``instance`` breaks the schema at ``uri``, or None when it holds to it.

    The compiled validator decides; jsonschema says where and why.  Where only the compiled
    one refuses the instance, its own first error is the answer.
    """
    fast = fast_validator(uri, shallow)
    refused = False
    if fast is not None:
        try:
            if fast.is_valid(instance):
                return None
            refused = True
        except (ValueError, OverflowError):
            pass  # a value the compiled validator cannot take (a huge integer): the slow path decides
    error = best_match(validator(uri, shallow).iter_errors(instance))
    if error is None:
        found = compiled_error(fast, instance) if refused else None
        if found is None:
            return None
        path, value, message, schema_path = found
        return Violation(
            prefix + json_pointer(path), value, _short(json_spelling(message, value)), json_pointer(schema_path)
        )
    return Violation(
        pointer=prefix + json_pointer(error.absolute_path),
        value=error.instance,
        message=_short(json_spelling(error.message, error.instance)),
        schema_path=json_pointer(error.absolute_schema_path),
    )


def _short(message: str) -> str:
    return message if len(message) <= 300 else message[:297] + "..."


def _known(op: str) -> None:
    if op not in ALL_OPERATIONS:
        raise ValueError(f"unknown operation {op!r}; protocol v1 has {list(ALL_OPERATIONS)}")


@functools.lru_cache(maxsize=256)
def _ruleset_violation(text: str) -> Violation | None:
    return _check(RULESET_SCHEMA_ID, json.loads(text), prefix="/ruleset")


_BY_IDENTITY: dict[int, tuple[Any, Violation | None]] = {}


def validate_ruleset(ruleset: Any) -> Violation | None:
    """Check a ruleset document; pointers start at ``/ruleset``.

    Each distinct document is validated once: by identity (the harness never changes a
    document it has sent), else by its canonical JSON text.
    """
    hit = _BY_IDENTITY.get(id(ruleset))
    if hit is not None and hit[0] is ruleset:
        return hit[1]
    try:
        text = json.dumps(ruleset, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError):
        return _check(RULESET_SCHEMA_ID, ruleset, prefix="/ruleset")
    violation = _ruleset_violation(text)
    if len(_BY_IDENTITY) >= 256:
        _BY_IDENTITY.clear()
    _BY_IDENTITY[id(ruleset)] = (ruleset, violation)
    return violation


@functools.cache
def compiled_validators(op: str) -> tuple[Any, Any, Any, Any]:
    """The compiled validators (None where a schema cannot be compiled alone) of rules operation
    ``op``'s request envelope (ruleset left out), reply, args and result."""
    return (
        fast_validator(schema_uri(op, "/$defs/request"), True),
        fast_validator(schema_uri(op, "/$defs/response")),
        fast_validator(schema_uri(op, "/$defs/args")),
        fast_validator(schema_uri(op, "/$defs/result")),
    )


def _valid_fast(fast: Any, instance: Any) -> bool:
    try:
        return fast is not None and bool(fast.is_valid(instance))
    except (ValueError, OverflowError):
        return False


def validate_request(op: str, message: Any) -> Violation | None:
    """Check a full request line (``id``, ``op``, ``ruleset``, ``args``) for ``op``."""
    # the hot path: one compiled check of the envelope, the ruleset checked once per document
    if (
        op in OPERATIONS
        and type(message) is dict
        and isinstance(message.get("ruleset"), dict)
        and _valid_fast(compiled_validators(op)[0], {**message, "ruleset": {}})
    ):
        return validate_ruleset(message["ruleset"])
    _known(op)
    if op != "hello" and isinstance(message, Mapping) and isinstance(message.get("ruleset"), Mapping):
        # the ruleset is checked on its own, once per document: keep it out of the envelope check
        violation = _check(schema_uri(op, "/$defs/request"), {**message, "ruleset": {}}, shallow=True)
        return violation if violation is not None else validate_ruleset(message["ruleset"])
    violation = _check(schema_uri(op, "/$defs/request"), message, shallow=True)
    if violation is None and op != "hello" and isinstance(message, Mapping):
        return validate_ruleset(message["ruleset"])
    return violation


def validate_envelope(message: Any) -> Violation | None:
    """Check a reply against the response envelope only (id + exactly one outcome member)."""
    return _check(schema_uri("response"), message)


@functools.cache
def compiled_checks(op: str) -> tuple[Callable[[Any], bool], Callable[[Any], bool], Callable[[Any], bool]]:
    """The compiled yes-or-no checks of rules operation ``op``'s ``args``, of a ``result`` to it
    and of a whole reply, for the client's hot path (each :func:`_valid_fast`: no where the
    compiled validator cannot decide, so that the full check does)."""
    _known(op)
    _, reply, args, result = compiled_validators(op)
    return (
        functools.partial(_valid_fast, args),
        functools.partial(_valid_fast, result),
        functools.partial(_valid_fast, reply),
    )


def is_valid_response(op: str, message: Any) -> bool:
    """True when ``message`` is a whole valid reply to rules operation ``op`` (the compiled check
    only; :func:`validate_response` says why one is not)."""
    return _valid_fast(compiled_validators(op)[1], message)


def validate_response(op: str, message: Any) -> Violation | None:
    """Check a full reply line to ``op``, including the shape of its ``result``."""
    if op in OPERATIONS and is_valid_response(op, message):
        return None
    _known(op)
    return _check(schema_uri(op, "/$defs/response"), message)


def validate_result(op: str, result: Any) -> Violation | None:
    """Check only the ``result`` object of a reply to ``op``."""
    _known(op)
    return _check(schema_uri(op, "/$defs/result"), result)


def ruleset_id(ruleset: Mapping[str, Any]) -> str:
    """The ``id`` of a ruleset document (empty string when missing)."""
    value = ruleset.get("id", "")
    return value if isinstance(value, str) else ""
