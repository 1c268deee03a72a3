"""The example Node.js adapter (examples/node-adapter/adapter.mjs) through the harness client."""

from __future__ import annotations

import importlib.util
import json
import random
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conformance_report.protocol.client import Implementation
from conformance_report.tools.smoke import load_ruleset, run_smoke

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="`node` is not on PATH (Node.js 20 runs the example adapter)")
ADAPTER = Path(__file__).resolve().parent.parent / "examples" / "node-adapter" / "adapter.mjs"
ARGV = [str(NODE), str(ADAPTER)]
RULESET = dict(load_ruleset("penn-4") or {})


@pytest.fixture(scope="module")
def node() -> Iterator[Implementation]:
    impl = Implementation(ARGV, timeout=5.0)
    yield impl
    assert impl.close() == 0


def test_handshake(node: Implementation) -> None:
    hs = node.start()
    assert (hs.protocol, hs.name, hs.language) == (1, "node-minimal", "javascript")
    assert hs.operations == {"meld", "trick_winner"}
    assert (hs.ruleset_ids, hs.any_ruleset) == ({"penn-4"}, False)


def test_meld_run_royal_marriage_pinochle(node: Implementation) -> None:
    hand = ["AH", "TH", "KH", "QH", "JH", "KH", "QH", "9H", "QS", "JD", "KS", "QS"]
    out = node.request("meld", RULESET, {"hand": hand, "trump": "H"})
    assert out.kind == "result"
    assert out.result == {
        "lines": [
            {"meld": "run", "suit": "H", "multiplicity": 1, "points": 15},
            {"meld": "royal_marriage", "suit": "H", "multiplicity": 1, "points": 4},
            {"meld": "common_marriage", "suit": "S", "multiplicity": 1, "points": 2},
            {"meld": "pinochle", "suit": None, "multiplicity": 1, "points": 4},
            {"meld": "nine_of_trump", "suit": "H", "multiplicity": 1, "points": 1},
        ],
        "total": 26,
    }


def test_meld_arounds_and_doubles(node: Implementation) -> None:
    hand = ["AS", "AH", "AD", "AC", "QS", "QS", "JD", "JD", "KC", "QC", "9S", "9S"]
    out = node.request("meld", RULESET, {"hand": hand, "trump": "S"})
    assert out.result == {
        "lines": [
            {"meld": "common_marriage", "suit": "C", "multiplicity": 1, "points": 2},
            {"meld": "aces_around", "suit": None, "multiplicity": 1, "points": 10},
            {"meld": "pinochle", "suit": None, "multiplicity": 2, "points": 8},
            {"meld": "nine_of_trump", "suit": "S", "multiplicity": 2, "points": 2},
        ],
        "total": 22,
    }


def test_meld_nothing(node: Implementation) -> None:
    out = node.request("meld", RULESET, {"hand": ["AS", "TH", "9D", "JC"], "trump": "H"})
    assert out.result == {"lines": [], "total": 0}


@pytest.mark.parametrize(
    ("trick", "winner"),
    [
        ([("1", "AS"), ("2", "9H"), ("3", "TS"), ("0", "AH")], 0),  # highest trump
        ([("1", "KS"), ("2", "AS"), ("3", "AD"), ("0", "TS")], 2),  # highest of the led suit
        ([("1", "AS"), ("2", "AS"), ("3", "TS"), ("0", "AD")], 1),  # first of identical cards
        ([("3", "9C"), ("0", "AD"), ("1", "AS"), ("2", "TC")], 2),
    ],
)
def test_trick_winner(node: Implementation, trick: list[tuple[str, str]], winner: int) -> None:
    args = {"trump": "H", "trick": [{"seat": int(s), "card": c} for s, c in trick]}
    assert node.request("trick_winner", RULESET, args).result == {"seat": winner}


def test_undeclared_op_and_ruleset_are_unsupported(node: Implementation) -> None:
    legal = {"hand": ["AS"], "trump": "H", "trick": [], "trump_broken": False, "first_lead": True}
    out = node.request("legal_plays", RULESET, legal)
    assert (out.kind, out.sent) == ("unsupported", False)
    other = node.request("meld", {**RULESET, "id": "penn-4-double-pinochle-16"}, {"hand": ["AS"], "trump": "H"})
    assert (other.kind, other.sent) == ("unsupported", False)


def test_adapter_itself_declines_other_rulesets_and_ops() -> None:
    lines = [
        {"id": "1", "op": "hello", "protocol": 1},
        {"id": "2", "op": "meld", "ruleset": {**RULESET, "id": "other"}, "args": {"hand": [], "trump": "S"}},
        {"id": "3", "op": "legal_plays", "ruleset": RULESET, "args": {}},
        {"id": "4", "op": "hello", "protocol": 2},
    ]
    text = "".join(json.dumps(x) + "\n" for x in lines) + "not json\n"
    done = subprocess.run(ARGV, input=text, capture_output=True, text=True, timeout=10, check=True)
    replies = [json.loads(x) for x in done.stdout.splitlines()]
    assert [r["id"] for r in replies] == ["1", "2", "3", "4", ""]
    assert "unsupported" in replies[1] and "unsupported" in replies[2]
    assert "error" in replies[3] and "error" in replies[4]


@pytest.mark.parametrize(
    ("op", "args", "message"),
    [
        ("meld", {"hand": ["AS", "AS", "AS"], "trump": "S"}, "args.hand: 3 copies of AS, but a single48 deck holds 2"),
        ("meld", {"hand": ["AS", "AS", "KH"], "trump": "S"}, None),
        (
            "trick_winner",
            {"trump": "H", "trick": [{"seat": s, "card": "TS"} for s in range(3)]},
            "args.trick: 3 copies of TS, but a single48 deck holds 2",
        ),
        ("trick_winner", {"trump": "H", "trick": [{"seat": s, "card": "TS"} for s in range(2)]}, None),
    ],
)
def test_cards_the_deck_cannot_hold_are_refused(
    node: Implementation, op: str, args: dict[str, Any], message: str | None
) -> None:
    # docs/protocol.md, "Cards the deck cannot hold": an error reply, never a result
    out = node.request(op, RULESET, args)
    if message is None:
        assert out.kind == "result"
    else:
        assert (out.kind, out.message, out.details) == ("adapter_error", message, {"kind": "BadRequest"})


def test_smoke_passes() -> None:
    report = run_smoke(ARGV, timeout=5.0)
    assert report.ok, report.render()
    assert [c.name for c in report.checks] == [
        "starts",
        "handshake valid",
        "protocol version",
        "declared operations",
        "answers meld",
        "answers trick_winner",
        "clean shutdown on stdin EOF",
    ]
    assert all(c.status == "pass" for c in report.checks), report.render()


@pytest.mark.skipif(importlib.util.find_spec("reference_engine.adapter") is None, reason="no reference adapter")
def test_meld_agrees_with_the_reference_engine(node: Implementation) -> None:
    from reference_engine.adapter import handle

    deck = [r + s for s in "SHDC" for r in "ATKQJ9"] * 2
    rng = random.Random(20240611)
    for _ in range(300):
        trump = rng.choice("SHDC")
        rich = [c for c in deck if c[1] == trump or c[0] in "AKQJ" or c in ("QS", "JD")]
        hand = rng.sample(rng.choice([deck, rich]), 12)
        args = {"hand": hand, "trump": trump}
        ours = node.request("meld", RULESET, args).result
        ref = handle({"id": "1", "op": "meld", "ruleset": RULESET, "args": args})["result"]
        assert ours is not None
        assert (ours["total"], sorted(map(json.dumps, ours["lines"]))) == (
            ref["total"],
            sorted(map(json.dumps, ref["lines"])),
        ), args
