"""The protocol's lines as bytes: compact UTF-8 JSON out, strict JSON in (no NaN, no
Infinity), with a ruleset document's text made once per document."""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any, Final

import orjson

from conformance_report.protocol import validation as protocol
from conformance_report.protocol.limits import IntegerTooLong, read_int
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


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"the number {text[:40]} is out of range")
    return number


_DECODER: Final = json.JSONDecoder(parse_constant=_reject_constant, parse_float=_finite, parse_int=read_int)
"""One decoder, built once (``json.loads`` with an option builds a new one per call).  It refuses
what orjson refuses too: NaN and Infinity, and a number too large for a double (``1e400``); and
an integer too long for Python to read (:class:`~conformance_report.protocol.limits.IntegerTooLong`)."""


PARSE_DEPTH: Final = 1024
"""orjson's limit on nesting: deeper input is refused while parsing."""
MAX_DEPTH: Final = 64
"""The deepest nesting of arrays and objects the harness reads in a reply (the protocol's own
replies nest a few levels; checking and reporting a much deeper one would exhaust the stack)."""


def too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    """True when ``value`` nests lists or dicts more than ``limit`` levels deep (no recursion)."""
    todo = [(value, 1)]
    while todo:
        item, depth = todo.pop()
        if isinstance(item, dict):
            item = list(item.values())
        elif not isinstance(item, list):
            continue
        if depth > limit:
            return True
        todo += [(x, depth + 1) for x in item if isinstance(x, (list, dict))]
    return False


def deep_failure(line: bytes | None = None) -> WireFailure:
    """The failure of a reply nested more than :data:`MAX_DEPTH` deep."""
    details = {"line": _preview(line)} if line is not None else None
    return WireFailure("oversized", f"reply nests arrays or objects more than {MAX_DEPTH} deep", details)


def decode_line(line: bytes) -> Any:
    """The JSON value of one reply line; :class:`WireFailure` ``not_json`` when it is not JSON,
    ``oversized`` when it nests deeper than :data:`PARSE_DEPTH` or holds an integer too long to read."""
    try:  # orjson is several times faster; what it refuses (a lone surrogate escape, 1e400) json decides
        return orjson.loads(line)
    except orjson.JSONDecodeError as exc:
        if "depth limit" in str(exc):
            raise deep_failure(line) from None
    try:
        return _DECODER.decode(line.decode("utf-8"))
    except IntegerTooLong as exc:
        raise WireFailure("oversized", f"reply holds {exc}", {"line": _preview(line)}) from None
    except (UnicodeDecodeError, ValueError) as exc:
        if line.startswith(b"\xef\xbb\xbf"):  # "Expecting value: line 1 column 1" would say nothing
            why = "it starts with a UTF-8 byte order mark (BOM, EF BB BF); write JSON lines without one"
            raise WireFailure("not_json", f"reply is not JSON: {why}", {"line": _preview(line)}) from None
        shown = shown_line(line)
        raise WireFailure("not_json", f"reply is not JSON: {shown} ({exc})", {"line": _preview(line)}) from None
    except RecursionError:  # deep nesting orjson let through to this parser (a lone surrogate with it)
        raise deep_failure(line) from None


def _preview(line: bytes) -> str:
    text = line[:SHOWN_BYTES].decode("utf-8", "replace")
    return text + (f"… ({len(line)} bytes in all)" if len(line) > SHOWN_BYTES else "")


SHOWN_BYTES: Final = 120
"""How much of an offending reply line a message quotes; a longer line is cut visibly."""


def shown_line(line: bytes) -> str:
    """An offending reply line as a message quotes it: in JSON quotes (so a control character or
    a quote in it is visible), its first :data:`SHOWN_BYTES` bytes, then how long it was."""
    line = line.rstrip(b"\r\n")
    quoted = json.dumps(line[:SHOWN_BYTES].decode("utf-8", "replace"), ensure_ascii=False)
    return quoted + (f"… (cut: {len(line)} bytes in all)" if len(line) > SHOWN_BYTES else "")
