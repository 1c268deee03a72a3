"""The protocol v1 schemas: well-formed, stable ids, the contract's edges, and the examples
in docs/protocol.md (valid, and equal to what the reference engine answers)."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from conformance_report.protocol import validation as protocol
from conformance_report.tools.smoke import load_ruleset

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = sorted((ROOT / "schemas" / "protocol").glob("*.json"))
RULESET = dict(load_ruleset("penn-4") or {})


def request(op: str, args: Any) -> dict[str, Any]:
    return {"id": "1", "op": op, "ruleset": RULESET, "args": args}


@pytest.mark.parametrize("path", SCHEMAS, ids=lambda p: p.name)
def test_schema_files_are_valid_with_stable_ids(path: Path) -> None:
    schema = json.loads(path.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == protocol.SCHEMA_BASE + path.name


@pytest.mark.parametrize("op", protocol.ALL_OPERATIONS)
def test_each_op_request_and_result_is_referencable(op: str) -> None:
    for part in ("request", "result", "response"):
        assert protocol.validator(protocol.schema_uri(op, f"/$defs/{part}")) is not None
    if op != "hello":
        assert protocol.validator(protocol.schema_uri(op, "/$defs/args")) is not None


def test_all_ops_have_a_schema_file() -> None:
    names = {p.stem for p in SCHEMAS}
    assert set(protocol.ALL_OPERATIONS) <= names
    assert names - set(protocol.ALL_OPERATIONS) == {"common", "request", "response"}


@pytest.mark.parametrize("card", ["AS", "TS", "9H", "KD", "QC", "JH"])
def test_valid_cards(card: str) -> None:
    assert protocol.validate_request("meld", request("meld", {"hand": [card], "trump": "S"})) is None


@pytest.mark.parametrize("card", ["10S", "as", "1S", "AX", "A", "ASS", "", " AS", "8H"])
def test_invalid_cards(card: str) -> None:
    violation = protocol.validate_request("meld", request("meld", {"hand": [card], "trump": "S"}))
    assert violation is not None and violation.pointer == "/args/hand/0" and violation.value == card


def test_requests_are_closed() -> None:
    extra = {**request("meld", {"hand": [], "trump": "S"}), "extra": 1}
    assert protocol.validate_request("meld", extra) is not None
    bad_arg = request("meld", {"hand": [], "trump": "S", "seat": 0})
    assert protocol.validate_request("meld", bad_arg) is not None
    assert protocol.validate_request("meld", {**request("meld", {"hand": [], "trump": "S"}), "op": "auction"})


def test_ruleset_is_validated_by_reference() -> None:
    assert protocol.validate_request("meld", {**request("meld", {"hand": [], "trump": "S"}), "ruleset": {}})
    if protocol.has_ruleset_schema():
        broken = {**RULESET, "players": "four"}
        violation = protocol.validate_request(
            "meld", {**request("meld", {"hand": [], "trump": "S"}), "ruleset": broken}
        )
        assert violation is not None and violation.pointer.startswith("/ruleset")


@pytest.mark.parametrize(
    ("reply", "ok"),
    [
        ({"id": "1", "result": {"seat": 0}}, True),
        ({"id": "1", "unsupported": {"message": "no"}}, True),
        ({"id": "1", "error": {"message": "bad"}}, True),
        ({"id": "1", "error": {"message": "bad", "details": [1, {"x": None}]}}, True),
        ({"id": "1", "result": {"seat": 0}, "x-elapsed-us": 12}, True),
        ({"id": "1"}, False),
        ({"result": {"seat": 0}}, False),
        ({"id": 1, "result": {"seat": 0}}, False),
        ({"id": "1", "result": {"seat": 0}, "error": {"message": "both"}}, False),
        ({"id": "1", "unsupported": {}}, False),
        ({"id": "1", "error": {"message": 3}}, False),
        ({"id": "1", "result": {"seat": 0}, "extra": 1}, False),
    ],
)
def test_response_envelope(reply: dict[str, Any], ok: bool) -> None:
    assert (protocol.validate_envelope(reply) is None) is ok


def _result_ok(op: str, result: Any) -> bool:
    return protocol.validate_result(op, result) is None


def test_auction_results() -> None:
    nulls = {"next_bidder": None, "minimum_bid": None, "winner": None, "contract": None}
    assert _result_ok("auction", {"status": "open", **nulls, "next_bidder": 1, "minimum_bid": 21})
    assert _result_ok("auction", {"status": "won", **nulls, "winner": 1, "contract": 25})
    assert _result_ok("auction", {"status": "redeal", **nulls})
    assert _result_ok("auction", {"status": "illegal", "index": 0, "rule": "bid.too-low"})
    assert not _result_ok("auction", {"status": "open", **nulls})
    assert not _result_ok("auction", {"status": "won", **nulls, "winner": 1, "contract": 25, "next_bidder": 2})
    assert not _result_ok("auction", {"status": "redeal", **nulls, "winner": 0})
    assert not _result_ok("auction", {"status": "illegal", "index": 0, "rule": "Too Low"})
    assert not _result_ok("auction", {"status": "illegal", "index": 0, "rule": "bid"})
    assert not _result_ok("auction", {"status": "closed", **nulls})


@pytest.mark.parametrize(
    ("rule", "ok"),
    [
        ("play.must-follow", True),
        ("turn.out-of-turn", True),
        ("a.b.c-d", True),
        ("play", False),
        ("Play.must", False),
        ("play.must_follow", False),
        ("play.", False),
    ],
)
def test_rule_codes(rule: str, ok: bool) -> None:
    result = {"steps": [{"index": 0, "accepted": False, "rule": rule}], "final": None}
    assert _result_ok("play_hand", result) is ok


def test_play_hand_steps_pair_accepted_with_rule() -> None:
    assert _result_ok("play_hand", {"steps": [{"index": 0, "accepted": True, "rule": None}], "final": None})
    assert not _result_ok(
        "play_hand", {"steps": [{"index": 0, "accepted": True, "rule": "bid.too-low"}], "final": None}
    )
    assert not _result_ok("play_hand", {"steps": [{"index": 0, "accepted": False, "rule": None}], "final": None})


@pytest.mark.parametrize(
    ("action", "ok"),
    [
        ("bid 25", True),
        ("pass", True),
        ("misdeal", True),
        ("trump H", True),
        ("call AH", True),
        ("alone", True),
        ("partner 3", True),
        ("give AS TS KS", True),
        ("discard 9S 9H 9D", True),
        ("exchange JS 9C", True),
        ("exchange", True),
        ("shoot", True),
        ("play TS", True),
        ("play 10S", False),
        ("bid", False),
        ("bid 025", False),
        ("trump X", False),
        ("give", False),
        ("play TS ", False),
        ("play  TS", False),
        ("fold", False),
    ],
)
def test_action_texts(action: str, ok: bool) -> None:
    args = {
        "dealer": 0,
        "deal": {"hands": [[], []], "kitty": [], "stock": []},
        "actions": [{"seat": 0, "action": action}],
    }
    assert (protocol.validate_request("play_hand", request("play_hand", args)) is None) is ok


def test_hello_result() -> None:
    good = {
        "protocol": 1,
        "implementation": {"name": "x", "version": "1", "language": "rust"},
        "operations": ["meld", "some_future_op"],
        "rulesets": {"ids": ["penn-4"], "any": False},
    }
    assert _result_ok("hello", good)
    assert not _result_ok("hello", {**good, "protocol": 2})
    assert not _result_ok("hello", {**good, "rulesets": {"ids": []}})
    assert not _result_ok("hello", {**good, "operations": ["meld", "meld"]})


def test_json_pointer_escapes() -> None:
    assert protocol.json_pointer(["a/b", "c~d", 0]) == "/a~1b/c~0d/0"
    assert protocol.json_pointer([]) == ""


def test_unknown_op_is_rejected() -> None:
    with pytest.raises(ValueError, match="unknown operation"):
        protocol.validate_request("shuffle", {})


# --------------------------------------------------------------------- docs/protocol.md
def doc_messages() -> list[tuple[str, dict[str, Any]]]:
    """Every `>`/`<` message of docs/protocol.md's text blocks, with <penn-4> filled in."""
    text = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
    out: list[tuple[str, dict[str, Any]]] = []
    for block in re.findall(r"```text\n(.*?)```", text, re.S):
        current: list[str] = []
        for line in [*block.splitlines(), ""]:
            if line[:2] in ("> ", "< ") or not line.strip():
                if current:
                    body = " ".join(current[1:]).replace("<penn-4>", json.dumps(RULESET))
                    out.append((current[0], json.loads(body)))
                current = [line[0], line[2:]] if line.strip() else []
            else:
                current.append(line)
    return out


def test_docs_examples_are_valid_messages() -> None:
    messages = doc_messages()
    assert len(messages) >= 30
    ops: dict[str, str] = {}
    for direction, message in messages:
        if direction == ">":
            op = message["op"]
            ops[message["id"]] = op
            assert protocol.validate_request(op, message) is None, message
        else:
            assert protocol.validate_response(ops[message["id"]], message) is None, message


@pytest.mark.skipif(importlib.util.find_spec("reference_engine.adapter") is None, reason="no reference adapter")
def test_docs_results_match_the_reference_engine() -> None:
    from reference_engine.adapter import handle

    requests: dict[str, dict[str, Any]] = {}
    for direction, message in doc_messages():
        if direction == ">":
            requests[message["id"]] = message
            continue
        actual = handle(requests[message["id"]])
        if "result" in message:
            assert actual == message, f"docs/protocol.md example {message['id']} differs from the reference engine"
        elif "error" in message:
            assert "error" in actual, message


def test_unique_items_is_judged_in_linear_time_as_json_equality(monkeypatch: pytest.MonkeyPatch) -> None:
    # jsonschema's own check compares every pair of items that cannot be sorted: a 24 KB reply
    # mixing strings and numbers took 20 s to explain; the readable validator never calls it
    import jsonschema._keywords

    from conformance_report.protocol.readable import json_key

    monkeypatch.setattr(jsonschema._keywords, "uniq", lambda _: pytest.fail("quadratic uniqueItems called"))
    hostile = {"cards": ["AS", *range(2_000)]}
    violation = protocol.validate_result("legal_plays", hostile)
    assert violation is not None and violation.pointer.startswith("/cards/") and violation.message.endswith("string'")
    repeated = protocol.validate_result("legal_plays", {"cards": ["AS", 0, 1.0, 1]})
    assert repeated is not None and repeated.message.endswith("has non-unique elements")
    assert json_key(1) == json_key(1.0) and json_key(True) != json_key(1) and json_key(0) != json_key(False)
    assert json_key({"a": [1, {"b": 2}], "c": None}) == json_key({"c": None, "a": [1.0, {"b": 2}]})
    assert json_key([1, 2]) != json_key([2, 1]) and json_key("1") != json_key(1)


def test_what_only_the_compiled_validator_refuses_is_refused_with_its_error() -> None:
    # Python's re lets $ match before a final newline; the schema's ECMA-262 pattern does not
    violation = protocol.validate_result("legal_plays", {"cards": ["AS\n"]})
    assert violation is not None
    assert (violation.pointer, violation.value) == ("/cards/0", "AS\n")
    assert violation.schema_path.endswith("/pattern")
    assert protocol.validate_result("legal_plays", {"cards": ["AS"]}) is None
    from conformance_report.rulesets import load_document, validate_document
    from reference_engine.errors import MalformedRulesetError

    doc = load_document("penn-4")
    doc["id"] = "penn-4\n"
    with pytest.raises(MalformedRulesetError, match=r"^ours\.json: field id: "):
        validate_document(doc, "ours.json")
