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


# ------------------------------------------------------------------ identify → run --as (README path)
def _ops_of_scenarios() -> dict[str, tuple[str, ...]]:
    from conformance_report.spec.features import FEATURES
    from conformance_report.spec.session import load, select

    return {p.scenario.id: p.ops for p in select(load(FEATURES))}


def _identify(tmp_path: Path, *extra: str) -> Path:
    from conformance_report.cli import main

    declared = tmp_path / "d.json"
    assert main(["identify", "--impl", f"{NODE} {ADAPTER}", "--declaration", str(declared), *extra]) == 0
    return declared


def _judged_per_op(report: dict[str, Any]) -> dict[str, int]:
    ops = _ops_of_scenarios()
    passed: dict[str, int] = {}
    for r in report["results"]:
        assert r["status"] != "failed", r  # the adapter plays penn-4's meld and trick_winner rightly
        if r["status"] == "passed":
            for op in ops[r["id"]]:
                passed[op] = passed.get(op, 0) + 1
    return passed


@pytest.mark.parametrize("chosen_id", [None, "penn-4-node"])
def test_identify_then_run_as_judges_meld_and_trick_winner(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], chosen_id: str | None
) -> None:
    from conformance_report.cli import main

    declared = _identify(tmp_path, *(["--id", chosen_id] if chosen_id else []))
    doc = json.loads(declared.read_text(encoding="utf-8"))
    assert doc["id"] == (chosen_id or "penn-4")  # identify always writes the id requests carry
    impl = f"{NODE} {ADAPTER}" + (f" --claim {chosen_id}" if chosen_id else "")
    out = tmp_path / "out"
    code = main(["run", "--impl", impl, "--as", str(declared), "--out", str(out), "--no-progress"])
    printed = capsys.readouterr().out
    assert code == 0, printed
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    passed = _judged_per_op(report)
    assert set(passed) == {"meld", "trick_winner"} and passed["meld"] > 50 and passed["trick_winner"] > 20, passed
    judged = report["footer"]["implementations"]["impl-0"]["judged"]
    assert judged["as"] == [doc["id"]] and judged["nothing"] is None
    assert judged["judged"] == sum(passed.values())  # each of these scenarios asks one operation
    assert judged["share"] == round(judged["judged"] / judged["scenarios"], 4) and judged["scenarios"] > 1000
    assert f"judged as {doc['id']}: {judged['judged']} of {judged['scenarios']} scenarios" in printed


def test_a_declaration_the_adapter_does_not_claim_stops_before_any_scenario(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from conformance_report.cli import main

    declared = _identify(tmp_path, "--id", "penn-4-node")
    out = tmp_path / "out"
    code = main(["run", "--impl", f"{NODE} {ADAPTER}", "--as", str(declared), "--out", str(out), "--no-progress"])
    captured = capsys.readouterr()
    assert code == 2
    assert not out.exists() or not any(out.iterdir())  # no report: nothing ran
    said = captured.err
    assert "(node-minimal)" in said and "'penn-4-node'" in said  # the adapter and the declared id
    assert "rulesets.ids ['penn-4'], any: false" in said  # what the adapter claims
    assert "make the adapter claim 'penn-4-node'" in said  # and the fix
    assert "==" not in captured.out.split("\n")[-2:]  # no scenario verdict line was printed


def test_an_unknown_claimed_id_is_refused_at_start(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from conformance_report.cli import main

    out = tmp_path / "out"
    code = main(["run", "--impl", f"{NODE} {ADAPTER} --claim penn-4-nod", "--out", str(out), "--no-progress"])
    said = capsys.readouterr().err
    assert code == 2 and not (out / "report.json").exists()
    assert "claims the ruleset id 'penn-4-nod'" in said and "nearest known ids: penn-4" in said


def test_a_ruleset_built_from_options_is_claimed_by_its_short_id(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from conformance_report.cli import main
    from conformance_report.spec.steps import built_ruleset_id

    built = built_ruleset_id("family-5-shore", "play.identical_first_wins", "false")
    assert built == "family-5-shore-5161ed6a"  # stable across runs and machines
    later = "features/002_family/play.feature::Read as the later of two identical cards winning, the second"
    k = [
        "--scenario",
        f"{later} ace of trump takes the trick",
        "--scenario",
        f"{later} ten of the suit led takes the trick",
    ]
    out = tmp_path / "out"
    assert main(["run", "--impl", f"{NODE} {ADAPTER}", *k, "--out", str(out), "--no-progress"]) == 1
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert len(report["results"]) == 2
    for r in report["results"]:
        assert r["status"] == "unsupported"
        assert r["message"] == (
            f"ruleset {built!r} not declared in handshake (the ruleset family-5-shore with"
            " play.identical_first_wins set to false; claim it in rulesets.ids, or any: true)"
        )
    assert "was judged on no scenario: 2 unsupported" in capsys.readouterr().out
    # claimed: sent, and judged (this adapter's first of two identical cards wins: it fails them)
    main(["run", "--impl", f"{NODE} {ADAPTER} --claim {built}", *k, "--out", str(out), "--no-progress"])
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert [r["status"] for r in report["results"]] == ["failed", "failed"]
    assert all(x["request"]["ruleset"] == built for r in report["results"] for x in r["exchanges"])


def test_fuzz_under_an_unclaimed_declaration_judges_nothing_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from conformance_report.cli import main

    declared = _identify(tmp_path, "--id", "penn-4-node")
    capsys.readouterr()
    code = main(["fuzz", "--impl", f"{NODE} {ADAPTER}", "--ruleset", str(declared), "--examples", "5"])
    captured = capsys.readouterr()
    assert code == 1
    assert captured.out.startswith("judged no example: the handshake does not claim the operation(s) meld")
    assert "ruleset id 'penn-4-node'" in captured.err
    ok = main(["fuzz", "--impl", f"{NODE} {ADAPTER} --claim penn-4-node", "--ruleset", str(declared)])
    assert ok == 0 and capsys.readouterr().out.startswith("no disagreement in ")
