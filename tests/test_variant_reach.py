"""Issue 30, item 1: under a declared variant a pass shows that the app answered the scenario's question.

Apps are reference-backed fakes (tests/fakes/variant.py) playing a house variant, judged
through the adapter protocol with ``run --as``; the hollow-verdict check judges every
scenario in process under several house variants.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from _variant_apps import fake_app, run_report

from conformance_report.protocol.client import Outcome
from conformance_report.rulesets import load_document
from conformance_report.spec.features import FEATURES
from conformance_report.spec.runner import Plan
from conformance_report.spec.session import load, select
from conformance_report.variants.declaration import load_declaration
from conformance_report.variants.judge import UNREACHED, Reference, judge_under, reference_outcome
from conformance_report.variants.reach import compare
from conformance_report.variants.retarget import bid_scaling

RAISED = {"bidding": {"minimum": 300}}
HOUSE = {"extends": "peterson-4", "id": "peterson-4-raised", **RAISED}


@pytest.fixture(scope="module")
def house(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("decl") / "house.json"
    path.write_text(json.dumps(HOUSE), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory, house: Path) -> dict[str, dict[str, Any]]:
    code, report = run_report(
        tmp_path_factory.mktemp("clean"), "out", "--impl", fake_app("peterson-4", RAISED), "--as", str(house)
    )
    assert code == 0
    return {r["id"]: r for r in report["results"]}


def _by_scenario(results: dict[str, dict[str, Any]], title: str) -> dict[str, Any]:
    (hit,) = [r for r in results.values() if r["id"] == f"features/001_peterson/bidding.feature::{title}"]
    return hit


def test_the_house_variant_without_a_bug_fails_nothing_and_is_judged_on_its_auctions(
    clean: dict[str, dict[str, Any]],
) -> None:
    counts = Counter(r["status"] for r in clean.values())
    assert counts["failed"] == counts["errored"] == counts["other_reading"] == 0
    assert counts["passed"] > 400
    # Peterson's auction scenarios are carried to the house minimum, not passed on a refusal of bid 1
    skip = _by_scenario(clean, "The bidding skips a player who has passed")
    assert skip["status"] == "passed" and skip["label"] == "derived"
    assert skip["retargeted"] == [
        "bids carried from peterson-4's minimum 250 in steps of 10 to the variant's minimum 300 in steps of 10:"
        " 260 → 310, 270 → 320"
    ]
    again = _by_scenario(clean, "A player who passed may not come back into the bidding")
    assert again["status"] == "passed" and again["label"] == "documented" and again["retargeted"]


def test_a_scenario_that_cannot_be_carried_over_is_not_applicable_with_its_reason(
    clean: dict[str, dict[str, Any]],
) -> None:
    unreached = [r for r in clean.values() if r.get("reason") == UNREACHED]
    assert unreached
    for r in unreached:
        assert r["status"] == "not_applicable"
        assert r["message"].startswith("not reached under 'peterson-4-raised': under it the reference engine ")
        assert "so the rule this scenario checks is never reached" in r["message"]


@pytest.mark.parametrize(
    ("bug", "must_fail"),
    [
        pytest.param(
            "passed-may-bid-again",
            {
                "features/001_peterson/bidding.feature::The bidding skips a player who has passed",
                "features/001_peterson/bidding.feature::A player who passed may not come back into the bidding",
            },
            id="passed-may-bid-again",
        ),
        pytest.param(
            "trick-not-cleared",
            {
                # "The winner of a trick leads to the next one" is other_reading since issue 32: its
                # last lead is seat 3's, as it is when the lead passes left (peterson.play.next-lead)
                "features/001_peterson/play.feature::The player who lost the trick may not lead the next one",
            },
            id="trick-not-cleared",
        ),
    ],
)
def test_a_planted_bug_in_the_declared_house_variant_fails_the_scenarios_of_its_rule(
    tmp_path: Path, house: Path, clean: dict[str, dict[str, Any]], bug: str, must_fail: set[str]
) -> None:
    code, report = run_report(
        tmp_path, "out", "--impl", fake_app("peterson-4", RAISED, "--bug", bug), "--as", str(house)
    )
    failed = {r["id"] for r in report["results"] if r["status"] == "failed"}
    assert code == 1
    assert must_fail <= failed
    assert all(clean[i]["status"] == "passed" for i in failed)  # each failure is the bug's, not the variant's
    assert not any(r["status"] == "errored" for r in report["results"])


# ------------------------------------------------------------------ hollow verdicts
HOUSE_VARIANTS = [
    HOUSE,
    {"extends": "trickster-classic-pass-3", "id": "our-house", "bidding": {"minimum": 250}},
    {"extends": "penn-4", "id": "penn-4-raised", "bidding": {"minimum": 30, "increment": 5}},
    {"extends": "peterson-3", "id": "peterson-3-raised", "bidding": {"minimum": 200}},
    {"extends": "bruce-5", "id": "bruce-5-from-3", "bidding": {"minimum": 3}},
]


@cache
def _plans() -> list[Plan]:
    return select(load(FEATURES))


def _judged_on_merits(op: str, args: Any, result: dict[str, Any]) -> tuple[int, bool]:
    """Read plainly, independently of the judge: how many of the request's bids or actions the
    answer judged on their merits (a refusal for where an action comes, out of turn or out of
    phase, after the auction or with a card no longer held, does not judge it), and whether
    the hand was scored."""
    if op == "auction":
        total, refused = len(args["bids"]), result if result["status"] == "illegal" else None
        final = False
    else:
        total, steps = len(args["actions"]), result["steps"]
        refused = steps[-1] if steps and not steps[-1]["accepted"] else None
        final = result["final"] is not None
    if refused is None:
        return total, final
    rule = refused["rule"]
    where = rule.split(".")[0] in ("turn", "phase") or rule.endswith("card-not-held")
    where = where or rule in ("bid.auction-closed", "discard.trump-not-announced", "hand.over")
    return refused["index"] + (0 if where else 1), final


def _hollow(op: str, args: Any, own: Outcome, theirs: Outcome) -> bool:
    mine = _judged_on_merits(op, args, own.result or {})
    yours = _judged_on_merits(op, args, theirs.result or {})
    if yours == mine:
        return False
    return yours[0] < mine[0] or (mine[1] and not yours[1])


@pytest.mark.parametrize("declaration", HOUSE_VARIANTS, ids=[str(v["id"]) for v in HOUSE_VARIANTS])
def test_no_derived_pass_is_hollow_on_the_house_variants(declaration: dict[str, Any]) -> None:
    """For every derived pass the reference engine's answer under the variant reaches every
    point its answer under the scenario's own ruleset reaches."""
    variant = load_declaration(declaration)
    checked = hollow = 0
    for p in _plans():
        j = judge_under(p, Reference(), variant)
        if j.run.status != "passed" or not j.derived:
            continue
        for op, ruleset, args, theirs in j.run.calls:
            if op not in ("auction", "play_hand"):
                continue
            checked += 1
            if _hollow(op, args, reference_outcome(op, ruleset, args), theirs):
                hollow += 1
    assert checked >= 10  # derived passes on auctions and played hands were checked
    assert hollow == 0


# ------------------------------------------------------------------ the two parts, on values
def test_reach_compares_where_two_auction_answers_stop() -> None:
    bids = {"dealer": 0, "bids": [{"seat": 2, "bid": "pass"}, {"seat": 3, "bid": 260}, {"seat": 0, "bid": 270}]}
    open_ = {"status": "open", "next_bidder": 1, "minimum_bid": 280, "winner": None, "contract": None}
    early = {"status": "illegal", "index": 1, "rule": "bid.below-minimum"}
    last = {"status": "illegal", "index": 2, "rule": "bid.off-increment"}
    late_turn = {"status": "illegal", "index": 2, "rule": "turn.out-of-turn"}
    assert compare("auction", bids, open_, open_).kind == "same"
    r = compare("auction", bids, open_, early)
    assert r.kind == "unreached"
    assert r.where == "refuses bid 2 (260) with bid.below-minimum, before the state after all 3 bids"
    assert compare("auction", bids, open_, last).kind == "diverges"  # bid 3 is still judged on its merits
    assert compare("auction", bids, open_, late_turn).kind == "unreached"  # refused for where it comes
    assert compare("auction", bids, late_turn, late_turn).kind == "same"  # that is the scenario's own question
    assert compare("meld", {}, {"total": 1}, {"total": 2}).kind == "same"


def test_reach_needs_the_final_score_the_scenario_reaches() -> None:
    args = {"actions": [{"seat": 1, "action": "pass"}]}
    scored = {"steps": [{"index": 0, "accepted": True, "rule": None}], "final": {"made": True}}
    unscored = {"steps": [{"index": 0, "accepted": True, "rule": None}], "final": None}
    r = compare("play_hand", args, scored, unscored)
    assert (r.kind, r.where) == (
        "unreached",
        "accepts every action but does not finish the hand, before the hand's final score",
    )
    assert compare("play_hand", args, unscored, scored).kind == "same"  # it goes further: the question is reached


def test_bids_are_carried_by_their_place_above_the_minimum_in_increments() -> None:
    scaled = bid_scaling(load_document("peterson-4"), load_declaration(HOUSE))
    assert scaled is not None
    args = {"dealer": 0, "bids": [{"seat": 2, "bid": 250}, {"seat": 3, "bid": 255}, {"seat": 0, "bid": "pass"}]}
    assert scaled.apply("auction", args) == {
        "dealer": 0,
        "bids": [{"seat": 2, "bid": 300}, {"seat": 3, "bid": 305}, {"seat": 0, "bid": "pass"}],
    }
    hand = {"actions": [{"seat": 1, "action": "bid 270"}, {"seat": 2, "action": "play AS"}]}
    assert scaled.apply("play_hand", hand) == {
        "actions": [{"seat": 1, "action": "bid 320"}, {"seat": 2, "action": "play AS"}]
    }
    assert scaled.describe() == [
        "bids carried from peterson-4's minimum 250 in steps of 10 to the variant's minimum 300 in steps of 10:"
        " 250 → 300, 255 → 305, 270 → 320"
    ]
    penn = bid_scaling(
        load_document("peterson-4"),
        load_declaration({"extends": "peterson-4", "id": "x-y", "bidding": {"increment": 25}}),
    )
    assert penn is not None and penn.apply("auction", {"bids": [{"seat": 1, "bid": 255}]}) is None  # 262.5
    assert bid_scaling(load_document("peterson-4"), load_document("peterson-4")) is None


def test_a_declared_app_on_another_reading_of_its_variant_gets_other_reading_not_failed(
    tmp_path: Path, house: Path
) -> None:
    """other_reading is computed under --as exactly as in a plain run: the app plays the house
    variant but counts its last trick (peterson-4 records 0 with 10 as the alternative)."""
    patch = {**RAISED, "counters": {"last_trick": 10}}
    only = ("--ruleset", "peterson-4")  # Peterson's own scenarios, where the last trick is asked
    code, report = run_report(tmp_path, "out", *only, "--impl", fake_app("peterson-4", patch), "--as", str(house))
    counts = Counter(r["status"] for r in report["results"])
    other = [r for r in report["results"] if r["status"] == "other_reading"]
    assert counts["failed"] == counts["errored"] == 0 and code == 0
    assert len(other) >= 3
    assert all(r["readings"] == ["counters.last_trick = 10"] for r in other)
    assert all(r["variant"] == "peterson-4-raised" for r in other)
    # the same answers judged under the suite's reading with the reading declared: passed
    decl = tmp_path / "ours.json"
    decl.write_text(json.dumps({**HOUSE, "id": "peterson-4-raised-last-trick", **patch}), encoding="utf-8")
    code, declared = run_report(tmp_path, "declared", *only, "--impl", fake_app("peterson-4", patch), "--as", str(decl))
    status = {r["id"]: r["status"] for r in declared["results"]}
    assert code == 0 and {status[r["id"]] for r in other} == {"passed"}
