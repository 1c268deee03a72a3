"""Issue 30, item 3: an action that breaks several rules accepts every code that applies.

The reference engine lists every code a refused action breaks (``rules``); each refusal step
of the features lists exactly those codes; docs/protocol.md's table documents every code the
engine emits and nothing else; the auction and play_hand operations agree on a bid after the
auction; and, through the adapter protocol, an app answering any code that applies fails
nothing while an app answering a code that does not apply fails.
"""

from __future__ import annotations

import ast
import functools
import json
import random
import re
import shlex
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import main
from conformance_report.rulesets import load_document
from conformance_report.spec.codes import RuleCodes, accepts, listed, of_answer
from conformance_report.spec.context import ScenarioContext
from conformance_report.spec.features import feature_files, parse_feature
from conformance_report.spec.runner import call, execute, plan
from conformance_report.variants.judge import Reference
from reference_engine import adapter
from reference_engine.bidding import MISDEAL, PASS, AuctionError, Bid, run_auction
from reference_engine.ruleset import Ruleset
from reference_engine.state import _EXPECTED, HandState

ROOT = Path(__file__).resolve().parent.parent
FAKE = f"{shlex.quote(sys.executable)} {Path(__file__).parent / 'fakes' / 'other_code.py'}"
RULE = re.compile(r"^[a-z0-9]+(\.[a-z0-9-]+)+$")
REFUSAL_STEPS = ("then_bid_rejected", "then_action_rejected", "then_cut_rejected")


@dataclass(frozen=True)
class Refusal:
    """One refusal step of a feature and the reference engine's answer to it."""

    scenario: str
    """The report's scenario id (``features/…feature::name``)."""
    line: int
    op: str
    listed: tuple[str, ...]
    reference: tuple[str, ...]
    status: str


@functools.cache
def refusals() -> tuple[Refusal, ...]:
    """Every refusal step of the features, run against the reference engine in process."""
    out: list[Refusal] = []
    for path in feature_files():
        for scenario in parse_feature(path):
            p = plan(scenario)
            if not any(sdef.func.__name__ in REFUSAL_STEPS for _, sdef, _ in p.bound):
                continue
            seen: list[tuple[int, str, tuple[str, ...], tuple[str, ...]]] = []

            def hook(bound: Any, ctx: ScenarioContext, seen: list[Any] = seen) -> None:
                step, sdef, args = bound
                if sdef.func.__name__ in REFUSAL_STEPS:
                    answer = ctx.result or {}
                    if ctx.op == "play_hand":
                        answer = (answer.get("steps") or [{}])[-1]
                    codes = of_answer(answer)
                    seen.append((step.line, str(ctx.op), listed(args["rules"]), tuple(codes or ())))
                call(bound, ctx, None)

            run = execute(p, Reference(), hook)
            rel = Path(scenario.path).resolve().relative_to(ROOT).as_posix()
            for line, op, written, reference in seen:
                out.append(Refusal(f"{rel}::{scenario.name}", line, op, written, reference, run.status))
    return tuple(out)


def test_every_refusal_step_lists_exactly_the_codes_the_reference_engine_says_apply() -> None:
    found = refusals()
    assert len(found) > 200, "the features lost their refusal steps"
    wrong = [r for r in found if set(r.listed) != set(r.reference) or len(set(r.listed)) != len(r.listed)]
    assert wrong == [], "refusal steps whose codes differ from the reference engine's 'rules'"
    assert {r.status for r in found} == {"passed"}
    several = [r for r in found if len(r.reference) > 1]
    assert len(several) >= 15  # out of turn and out of phase; a bid after the auction; …
    assert any({"turn.out-of-turn", "phase.expected-give"} == set(r.listed) for r in several)


# ------------------------------------------------------------------ the table of docs/protocol.md
def documented() -> dict[str, set[str]]:
    """docs/protocol.md's rule-code table: code → the operations named for it."""
    text = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
    section = text[text.index("## Rule codes") :]
    section = section[: section.index("\n## ", 5)]
    table: dict[str, set[str]] = {}
    for m in re.finditer(r"^\| `([^`]+)` \| ([a-z_, ]+) \| .+ \|$", section, re.M):
        assert m.group(1) not in table, f"{m.group(1)} documented twice"
        table[m.group(1)] = {op.strip() for op in m.group(2).split(",")}
    return table


NOT_PROTOCOL = {
    "deal.players": "check_deal: a deal that does not fit the ruleset is a bad request (an error reply)",
    "deal.hand-size": "the same",
    "deal.kitty-size": "the same",
    "deal.not-the-deck": "the same",
    "bid.malformed": "run_auction given a bid that is no bid; the adapter answers it with an error",
    "renege.not-in-ruleset": "HandState.renege called under a ruleset without renege scoring; replay never does",
}
"""Codes the engine raises that never reach a refusal of the protocol."""


def engine_codes() -> set[str]:
    """Every rule code written in the modules that refuse actions, and each phase's code."""
    codes: set[str] = set()
    for name in ("state", "bidding", "tricks", "cut", "replay"):
        tree = ast.parse((ROOT / "reference_engine" / f"{name}.py").read_text(encoding="utf-8"))
        in_fstrings = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
        for node in ast.walk(tree):
            is_text = isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in in_fstrings
            if is_text and RULE.match(node.value):
                codes.add(node.value)
    # the phase codes are made from the phase's first kind; the announce phase has its own code
    codes |= {f"phase.expected-{kinds[0]}" for phase, kinds in _EXPECTED.items() if phase != "announce"}
    return codes


def test_every_code_the_engine_emits_is_documented_and_nothing_else() -> None:
    engine = engine_codes()
    assert set(NOT_PROTOCOL) <= engine, "a code listed as outside the protocol is no longer in the engine"
    assert set(documented()) == engine - set(NOT_PROTOCOL)


def _auction(ruleset: str, bids: list[tuple[int, Bid]], **args: Any) -> dict[str, Any]:
    return {
        "op": "auction",
        "ruleset": ruleset,
        "args": {"dealer": 0, "bids": [{"seat": s, "bid": b} for s, b in bids], **args},
    }


def _hand(ruleset: str, actions: list[tuple[int, str]], seed: int = 3) -> dict[str, Any]:
    st = HandState.random(Ruleset.from_dict(load_document(ruleset)), seed=seed)
    deal = {
        "hands": [[str(c) for c in h] for h in st.hands],
        "kitty": [str(c) for c in st.kitty],
        "stock": [str(c) for c in st.stock],
    }
    return {
        "op": "play_hand",
        "ruleset": ruleset,
        "args": {"dealer": 0, "deal": deal, "actions": [{"seat": s, "action": a} for s, a in actions]},
    }


def _until(ruleset: str, phase: str, then: str, seed: int = 3) -> dict[str, Any]:
    """A play_hand request: a hand played with the first legal actions until ``phase``, then
    ``then`` by the seat to act."""
    rs = Ruleset.from_dict(load_document(ruleset))
    st = HandState.random(rs, seed=seed)
    done: list[tuple[int, str]] = []
    while st.phase != phase:
        action = st.legal_actions()[0]
        done.append((st.current_player(), str(action)))
        st = st.apply(action)
    return _hand(ruleset, [*done, (st.current_player(), then)], seed)


PROBES: list[tuple[str, dict[str, Any]]] = [
    # the codes no scenario pins: each request's refusal must list its code
    ("bid.above-maximum", _auction("family-5-called-card", [(1, 250)])),
    ("phase.expected-bid", _hand("penn-4", [(1, "play AS")])),
    ("action.malformed", _hand("penn-4", [(1, "bid lots")])),
    ("partner.card-not-in-deck", _until("family-5-called-card", "call", "call 9H")),
    ("phase.expected-exchange", _until("bruce-7", "exchange", "play AS")),
]


def _codes_of(reply: Mapping[str, Any]) -> tuple[str, set[str]]:
    result = reply["result"]
    refusal = result["steps"][-1] if "steps" in result else result
    assert refusal.get("rule"), f"no refusal in {reply}"
    return refusal["rule"], set(refusal["rules"])


@pytest.mark.parametrize(("code", "request_"), PROBES, ids=[c for c, _ in PROBES])
def test_the_probes_refuse_with_their_code(code: str, request_: dict[str, Any]) -> None:
    sent = {"id": "probe", **request_, "ruleset": load_document(request_["ruleset"])}
    rule, codes = _codes_of(adapter.handle(sent))
    assert code in codes and rule in codes


def test_every_documented_code_is_emitted_by_a_scenario_or_a_probe_on_its_operations() -> None:
    table = documented()
    emitted: dict[str, set[str]] = {}
    for r in refusals():
        for code in r.reference:
            emitted.setdefault(code, set()).add(r.op)
    for code, request_ in PROBES:
        emitted.setdefault(code, set()).add(request_["op"])
    assert set(table) - set(emitted) == set(), "documented codes that nothing emits"
    for code, ops in emitted.items():
        assert code in table, f"{code} is emitted but not documented"
        assert ops <= table[code], f"{code} is emitted by {ops}, documented for {table[code]}"


# ------------------------------------------------------------------ auction and play_hand agree
@pytest.mark.parametrize("ruleset", ["penn-4", "bruce-5", "peterson-4", "trickster-classic", "family-5-single-deck"])
def test_a_bid_after_the_auction_gets_the_same_codes_from_auction_and_play_hand(ruleset: str) -> None:
    rs = Ruleset.from_dict(load_document(ruleset))
    rng = random.Random(ruleset)
    checked = 0
    for seed in range(30):
        st = HandState.random(rs, seed=seed)
        while st.phase == "bidding":
            st = st.apply(st.random_action(rng))
        bids: list[tuple[int, Bid]] = []
        for seat, action in st.history:
            bids.append((seat, action.amount if action.kind == "bid" and action.amount is not None else action.kind))
        for seat in range(rs.players):
            for bid, text in ((PASS, "pass"), (rs.bidding.maximum, f"bid {rs.bidding.maximum}"), (MISDEAL, "misdeal")):
                try:
                    run_auction(rs, st.dealer, [*bids, (seat, bid)])
                except AuctionError as exc:
                    auction = exc.rules
                else:
                    raise AssertionError(f"{ruleset} seed {seed}: a bid after the auction was accepted")
                assert auction[0] == "bid.auction-closed"
                assert set(auction) == set(st.broken_rules(text, seat)), (ruleset, seed, seat, text)
                checked += 1
    assert checked >= 30 * rs.players * 3


def test_judging_accepts_any_code_that_applies_and_no_other() -> None:
    expected = [(True, None), (False, RuleCodes("turn.out-of-turn", ["phase.expected-give"]))]
    for answer, ok in (("phase.expected-give", True), ("turn.out-of-turn", True), ("bid.not-higher", False)):
        assert accepts(expected, [(True, None), (False, RuleCodes(answer))]) is ok
    assert not accepts(expected, [(True, None), (True, None)])
    # the reference under two rulesets agrees when the same codes apply, whichever comes first
    assert RuleCodes("a.b", ["c.d"]) == RuleCodes("c.d", ["a.b"]) != RuleCodes("a.b")


# ------------------------------------------------------------------ through the adapter protocol
def _run(tmp_path: Path, *args: str) -> tuple[int, dict[str, Any]]:
    out = tmp_path / "out"
    code = main(["run", "--out", str(out), "--no-progress", *args])
    return code, json.loads((out / "report.json").read_text(encoding="utf-8"))


def test_an_app_answering_another_code_that_applies_fails_nothing(tmp_path: Path) -> None:
    code, report = _run(tmp_path, "--impl", f"{FAKE} --mode applies")
    status = {r["id"]: r["status"] for r in report["results"]}
    assert code == 0
    assert [i for i, s in status.items() if s != "passed"] == []
    several = {r.scenario for r in refusals() if len(r.reference) > 1}
    assert several and all(status[s] == "passed" for s in several)
    out_of_phase = {r.scenario for r in refusals() if set(r.reference) == {"turn.out-of-turn", "phase.expected-give"}}
    assert len(out_of_phase) >= 2 and all(status[s] == "passed" for s in out_of_phase)


def test_an_app_answering_a_code_that_does_not_apply_fails_those_scenarios(tmp_path: Path) -> None:
    code, report = _run(tmp_path, "--impl", f"{FAKE} --mode wrong")
    failed = {r["id"] for r in report["results"] if r["status"] == "failed"}
    assert code == 1
    assert failed == {r.scenario for r in refusals() if "turn.out-of-turn" in r.reference}
    steps = [r["step"] for r in report["results"] if r["id"] in failed]
    assert {s["what"] for s in steps} == {"auction", "action verdicts"}
    several = [s for s in steps if " or " in json.dumps(s["expected"])]  # shown as "a or b"
    assert several and all("bid.not-higher" in json.dumps(s["actual"]) for s in several)
    assert {r["status"] for r in report["results"]} == {"passed", "failed"}


CALLED = {"extends": "peterson-5", "id": "peterson-5-called", "partner": {"method": "called_card"}}
"""A variant in which a refusal's codes differ from the scenario's own (the partner is called,
not drawn: ``phase.expected-call``, not ``phase.expected-partner``), so they are derived."""


def test_under_a_declared_variant_the_derived_codes_are_judged_the_same_way(tmp_path: Path) -> None:
    decl = tmp_path / "called.json"
    decl.write_text(json.dumps(CALLED), encoding="utf-8")
    runs = {
        mode: _run(tmp_path / mode, "--ruleset", "peterson-5", "--impl", f"{FAKE} --mode {mode}", "--as", str(decl))
        for mode in ("applies", "wrong")
    }
    code, report = runs["wrong"]
    failed = [r for r in report["results"] if r["status"] == "failed"]
    several = [r for r in failed if r["step"]["expected"][-1] == [False, "turn.out-of-turn or phase.expected-call"]]
    # (scenarios whose own question, a pass count or a partner, the variant never reaches are not applicable)
    assert code == 1 and len(several) >= 1 and all(r["label"] == "derived" for r in several)
    assert all(r["step"]["actual"][-1] == [False, "bid.not-higher"] for r in several)
    code, report = runs["applies"]
    status = {r["id"]: (r["status"], r.get("label")) for r in report["results"]}
    assert code == 0 and {s for s, _ in status.values()} <= {"passed", "not_applicable"}
    assert all(status[r["id"]] == ("passed", "derived") for r in several)
