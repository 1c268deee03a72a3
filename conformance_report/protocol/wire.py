"""The protocol's lines as bytes: compact UTF-8 JSON out, strict JSON in (no NaN, no
Infinity), with a ruleset document's text made once per document."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Final

import orjson

from conformance_report.protocol import validation as protocol
from conformance_report.protocol.pipes import WireFailure


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def _dumps_bytes(value: Any) -> bytes:
    """Compact UTF-8 JSON; orjson (several times faster) where it gives the same text as json."""
    try:
        return orjson.dumps(value)
    except TypeError:  # a lone surrogate or a type orjson refuses: json decides (and may refuse too)
        return _dumps(value).encode("utf-8")


_ENCODED: dict[int, tuple[Any, bytes]] = {}


def _ruleset_bytes(ruleset: Any) -> bytes:
    """The JSON of a ruleset document, encoded once per document (by identity)."""
    hit = _ENCODED.get(id(ruleset))
    if hit is not None and hit[0] is ruleset:
        return hit[1]
    data = _dumps(ruleset).encode("utf-8")
    if len(_ENCODED) >= 256:
        _ENCODED.clear()
    _ENCODED[id(ruleset)] = (ruleset, data)
    return data


_OP_MEMBERS: Final = {op: b'","op":"' + op.encode() + b'","ruleset":' for op in protocol.OPERATIONS}
"""The text between a request's id and its ruleset, per rules operation."""


def encode_rules(request_id: str, op: str, ruleset: Any, args: Any) -> tuple[bytes, bytes, bytes]:
    """The line of the client's own rules request, in three parts (the middle one the ruleset's
    JSON, made once per document): ``request_id`` is digits and ``op`` a rules operation, so
    neither needs escaping."""
    # args are built by the steps from feature files: whole numbers, strings, booleans, lists
    return (
        b'{"id":"' + request_id.encode() + _OP_MEMBERS[op],
        _ruleset_bytes(ruleset),
        b',"args":' + _dumps_bytes(args) + b"}\n",
    )


def encode_line(message: Mapping[str, Any]) -> tuple[bytes]:
    return (_dumps(message).encode("utf-8") + b"\n",)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


_DECODER: Final = json.JSONDecoder(parse_constant=_reject_constant)
"""One decoder, built once (``json.loads`` with an option builds a new one per call)."""


def decode_line(line: bytes) -> Any:
    try:  # orjson is several times faster; what it refuses (a lone surrogate escape, a huge integer) json decides
        return orjson.loads(line)
    except orjson.JSONDecodeError:
        pass
    try:
        return _DECODER.decode(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        preview = line[:200].decode("utf-8", "replace")
        raise WireFailure("not_json", f"reply is not JSON: {exc}", {"line": preview}) from None
