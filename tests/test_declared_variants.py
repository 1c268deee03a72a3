"""Issue 14 end to end: apps judged by the variant they declare, through the adapter protocol.

The fake adapter (tests/fakes/variant.py) is the reference engine playing one fixed variant
whatever ruleset a request carries, optionally with a planted rule bug.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from _variant_apps import FAKES, PY, fake_app, run_report

from conformance_report.cli import main
from conformance_report.rulesets import load_document
from conformance_report.spec.features import FEATURES
from conformance_report.spec.session import load, select
from reference_engine.readings import reading_variants

HOUSE_PATCH = {"bidding": {"minimum": 250}, "meld": {"values": {"pinochle": {"1": 40, "2": 80}}}}
HOUSE = {"extends": "trickster-classic-pass-3", "id": "our-house", "name": "Our house rules", **HOUSE_PATCH}


@pytest.fixture(scope="module")
def house_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("decl") / "house.json"
    path.write_text(json.dumps(HOUSE), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def house_report(tmp_path_factory: pytest.TempPathFactory, house_file: Path) -> tuple[int, dict[str, Any]]:
    tmp = tmp_path_factory.mktemp("house")
    return run_report(tmp, "out", "--impl", fake_app("trickster-classic-pass-3", HOUSE_PATCH), "--as", str(house_file))


def test_a_correct_house_variant_app_is_judged_on_most_scenarios_and_fails_none(
    house_report: tuple[int, dict[str, Any]],
) -> None:
    code, report = house_report
    results = report["results"]
    assert code == 0
    assert len(results) == len(select(load(FEATURES)))
    counts = Counter(r["status"] for r in results)
    assert counts["failed"] == counts["errored"] == 0
    judged = [r for r in results if r["status"] == "passed"]
    assert len(judged) >= len(results) / 2
    assert {r["label"] for r in judged} == {"documented", "derived"}
    assert all(r["variant"] == "our-house" for r in results)
    assert report["header"]["implementations"][0]["variants"] == ["our-house"]
    not_applicable = [r for r in results if r["status"] == "not_applicable"]
    assert not_applicable
    impossible = [r for r in not_applicable if r["reason"] == "the scenario's set-up is impossible under the variant"]
    unreached = [r for r in not_applicable if r["reason"] == "the scenario's question is not reached under the variant"]
    assert len(impossible) + len(unreached) == len(not_applicable)
    assert impossible and all("impossible under 'our-house'" in r["message"] for r in impossible)
    # a bid below the house minimum of 250 stops Trickster's 150-point auctions early: those that cannot be
    # carried to 250 say where they stop instead of passing on an early refusal
    assert unreached and all(r["message"].startswith("not reached under 'our-house'") for r in unreached)
    assert any(r.get("retargeted") for r in judged)
    # a 5-handed deal or hand cannot be held by a 4-player game (an auction or a meld still can)
    whens = ("When the cards are dealt", "When the hand is played", "When the hand is scored")
    dealt = {p.scenario.id for p in select(load(FEATURES)) if any(s.shown in whens for s in p.scenario.steps)}
    five = {r["id"]: r["status"] for r in results if r["rulesets"] == ["peterson-5"]}
    assert len(dealt & set(five)) >= 5
    assert {i: st for i, st in five.items() if i in dealt and st != "not_applicable"} == {}


def test_the_same_app_with_a_planted_bug_fails_only_where_that_rule_is_asked(
    tmp_path: Path, house_file: Path, house_report: tuple[int, dict[str, Any]]
) -> None:
    code, report = run_report(
        tmp_path,
        "bug",
        "--impl",
        fake_app("trickster-classic-pass-3", HOUSE_PATCH, "--bug", "ten-below-king"),
        "--as",
        str(house_file),
    )
    assert code == 1
    failed = [r for r in report["results"] if r["status"] == "failed"]
    assert failed
    # the bug ranks the ten below the king: only questions about who wins a trick, which
    # plays can win, or what a played-out hand scores can notice it
    whats = {r["step"]["what"].split()[0] for r in failed}
    assert whats <= {"trick", "legal", "action", "accepted", "seat", "side", "bid"}
    clean = {r["id"]: r["status"] for r in house_report[1]["results"]}
    assert all(clean[r["id"]] == "passed" for r in failed)  # each failure is the bug's, not the variant's
    assert not any(r["status"] == "errored" for r in report["results"])
    for r in failed:
        if r.get("label") == "derived":
            assert r["options"], r["id"]  # a derived failure names the options behind its expectation


def _every_other_reading(ruleset: str) -> dict[str, Any]:
    """A merge patch taking the first alternative of every reading of ``ruleset``."""
    patch: dict[str, Any] = {}
    taken: set[str] = set()
    for reading, alternative, _ in reading_variants(load_document(ruleset)):
        if reading["option"] in taken:
            continue
        taken.add(reading["option"])
        node = patch
        *parents, last = reading["option"].split(".")
        for key in parents:
            node = node.setdefault(key, {})
        node[last] = alternative
    return patch


def test_an_app_taking_every_other_reading_and_declaring_it_fails_nothing(tmp_path: Path) -> None:
    patch = _every_other_reading("peterson-4")
    assert patch["deal"]["schedule"][0]["count"] == 4  # deals in packets of four
    decl = tmp_path / "ours.json"
    decl.write_text(json.dumps({"extends": "peterson-4", "id": "peterson-4-our-readings", **patch}), encoding="utf-8")
    code, report = run_report(
        tmp_path, "out", "--ruleset", "peterson-4", "--impl", fake_app("peterson-4", patch), "--as", str(decl)
    )
    counts = Counter(r["status"] for r in report["results"])
    assert code == 0 and counts["failed"] == counts["errored"] == 0
    assert counts["passed"] > 50
    assert any(r.get("label") == "derived" for r in report["results"])


def test_a_failure_only_under_the_suites_reading_is_not_a_broken_rule(tmp_path: Path) -> None:
    four = {"deal": {"schedule": [{"to": "each", "count": 4}] * 3}}
    code, report = run_report(
        tmp_path, "out", "--ruleset", "peterson-4", "--impl", fake_app("peterson-4", four, "--on-request")
    )
    counts = Counter(r["status"] for r in report["results"])
    assert counts["failed"] == counts["errored"] == 0 and code == 0
    other = [r for r in report["results"] if r["status"] == "other_reading"]
    assert other
    assert all(
        r["readings"]
        == ['deal.schedule = [{"to": "each", "count": 4}, {"to": "each", "count": 4}, {"to": "each", "count": 4}]']
        for r in other
    )


OTHER_READINGS = [
    pytest.param(
        "peterson-4-playing-1000",
        {"scoring": {"shoot": {"needs": "every_trick"}}},
        'scoring.shoot.needs = "every_trick"',
        [
            "Losing a trick that holds no counter does not spoil playing 1000",
            "A made 1000 wipes out the opponents' nine of trump as well",
            # the same made 1000 read with the opponents keeping their nines (issue 32)
            "Read with the opponents keeping their nines, a made 1000 leaves them their nine of trump",
            # the same made 1000 turned a seat, and under a ruleset leaving out opponents_keep_nines (issue 32)
            "A made 1000 from seat 3 wipes out the meld of the opponents at seats 0 and 2",
            "A ruleset that leaves out what the opponents keep wipes out their nine of trump after a made 1000",
        ],
        [
            "Read as every trick, losing a trick that holds no counter fails the 1000",
            "Read as every trick, taking every trick scores the 1000",
        ],
        id="peterson.shoot.every-point",
    ),
    pytest.param(
        "peterson-4-throw-in",
        {"bidding": {"misdeal": {"max_nines": 5}}},
        "bidding.misdeal.max_nines = 5",
        ["Six nines and no meld also allow a throw-in"],
        [
            "Read as exactly five nines, six nines and no meld do not allow a throw-in",
            "Read as exactly five nines, five nines and no meld still throw the hand in",
        ],
        id="peterson.deal.throw-in-more-nines",
    ),
    pytest.param(
        "trickster-double-deck",
        {"scoring": {"trick_minimum_on_fold": "applies"}},
        'scoring.trick_minimum_on_fold = "applies"',
        [
            "Double deck - a declaring side with 190 meld fails its bid after meld",
            "Double deck - when the declarers fold, defenders with 200 or more meld score it with no trick minimum",
            "Double deck with only 'Minimum 20/200 in meld' off - declarers without a trump marriage still fold"
            " and defenders score 120 meld",
            "Double deck, read with the fold at the first card play - a declaring side with 190 meld is set at the"
            " declarer's first card",
        ],
        [
            "Double deck, read with the trick minimum held on a fold - defenders with 200 or more meld score nothing",
        ],
        id="trickster.scoring.fold-defenders",
    ),
    pytest.param(
        "bruce-5",
        {"game": {"set_bidder_keeps_precedence": False}},
        "game.set_bidder_keeps_precedence = false",
        ["A set bidder still at 50 or more keeps the bidder's precedence"],
        ["Read with the precedence for a made bid only, a set bidder at 50 or more loses to a higher score"],
        id="bruce.game.set-bidder-precedence",
    ),
    pytest.param(
        "penn-4",
        {"game": {"set_bidder_keeps_precedence": False}},
        "game.set_bidder_keeps_precedence = false",
        ["A set bidding side still over 120 keeps the precedence over a higher score"],
        [
            "Read with the precedence for a made bid only, a set bidding side over 120 loses to the higher score",
            "Read with the precedence for a made bid only, a bidding side that made its bid still wins with the"
            " lower score",
        ],
        id="penn.game.set-bidder-precedence",
    ),
    pytest.param(
        "trickster-classic-misdeal",
        {"bidding": {"misdeal": {"when": "as_opening_bid"}}},
        'bidding.misdeal.when = "as_opening_bid"',
        [
            "Misdeal allowed - a player may call it on his first turn after an earlier player has bid",
            "Misdeal in a played hand - called on the caller's first turn after an opening bid",
        ],
        [
            "Misdeal allowed, read as the opening bid - a call after an earlier player has bid is refused",
            "Misdeal allowed, read as the opening bid - a call after earlier players have only passed throws the hand"
            " in",
        ],
        id="trickster.bidding.misdeal-any-first-bid",
    ),
    pytest.param(
        "bruce-5",
        {"scoring": {"renege": {"trump_lead": "refused"}}},
        'scoring.renege.trump_lead = "refused"',
        [
            "A bidder who leads trump before it is broken reneges",
            "A bidder who reneges by leading trump too early is set",
        ],
        [
            "Read with an early trump lead only refused, the bidder's lead of trump before it is broken ends nothing",
            "Read with an early trump lead only refused, a defender who trumps while holding the led suit still"
            " reneges",
        ],
        id="bruce.renege.illegal-trump-lead",
    ),
    pytest.param(
        "trickster-double-deck",
        {"scoring": {"fold_at": "first_play"}},
        'scoring.fold_at = "first_play"',
        [
            "Double deck - a declaring side with 190 meld fails its bid after meld",
            "Double deck - when the declarers fold, defenders with 200 or more meld score it with no trick minimum",
            "Double deck - when the declarers fold, defenders with under 200 meld score nothing",
            "Double deck with only 'Minimum 20/200 in meld' off - declarers without a trump marriage still fold"
            " and defenders score 120 meld",
            "Double deck, read with the trick minimum held on a fold - defenders with 200 or more meld score nothing",
            "Double deck - a declarer holding the king of trump without its queen fails his bid after meld",
            "Double deck - a declarer holding the queen of trump without its king fails his bid after meld",
            "Double deck - a declarer with no marriage in trump fails his bid after meld",
            "Double deck - a declaring side with under 200 meld fails its bid after meld",
            "Double deck with passing - a declarer still without a trump marriage after the pass fails",
            "Double deck with only 'Minimum 20/200 in tricks' off - when the declarers fold, the defenders score"
            " their 1660 meld",
        ],
        [
            "Double deck, read with the fold at the first card play - a declarer with no marriage in trump is not yet"
            " set after meld",
            "Double deck, read with the fold at the first card play - the declarer's first card ends the hand with his"
            " bid failed",
            "Double deck, read with the fold at the first card play - a declaring side with under 200 meld is set at"
            " the declarer's first card",
            "Double deck, read with the fold at the first card play - a declaring side with 190 meld is set at the"
            " declarer's first card",
        ],
        id="trickster.scoring.fold-timing",
    ),
]


@pytest.mark.parametrize(("ruleset", "patch", "reading", "resting", "written_for_it"), OTHER_READINGS)
def test_an_app_on_another_reading_is_told_so_and_passes_the_scenarios_written_for_it(
    tmp_path: Path, ruleset: str, patch: dict[str, Any], reading: str, resting: list[str], written_for_it: list[str]
) -> None:
    """Readings with an option: 001's playing 1000 asks for every point of every trick yet scores
    all the counting cards, and its throw-in names five nines; 003 does not say whether its
    trick minimum holds on a hand folded after meld, nor when the fold falls, nor whether its
    misdeal "as their first bid" may follow another's bid; 000 and 004 do not say whether a set
    bidder keeps the precedence, nor 000 whether an early trump lead is a renege. An app on the
    other reading of any gets other_reading (naming the option) on exactly the scenarios that
    rest on the suite's reading, passes the ones written for its own, and fails nothing; the
    reference passes them all."""
    code, report = run_report(tmp_path, "out", "--ruleset", ruleset, "--impl", fake_app(ruleset, patch, "--on-request"))
    status = {r["scenario"]: (r["status"], r.get("readings")) for r in report["results"]}
    assert code == 0 and Counter(s for s, _ in status.values())["failed"] == 0
    assert {name: status[name] for name in resting} == dict.fromkeys(resting, ("other_reading", [reading]))
    assert sorted(n for n, (s, _) in status.items() if s == "other_reading") == sorted(resting)
    assert {name: status[name] for name in written_for_it} == dict.fromkeys(written_for_it, ("passed", None))
    code, ref = run_report(tmp_path, "ref", "--ruleset", ruleset)
    assert code == 0 and {r["status"] for r in ref["results"]} == {"passed"}


def test_a_variant_declared_in_the_handshake_is_judged_like_one_given_with_as(
    tmp_path: Path, house_report: tuple[int, dict[str, Any]]
) -> None:
    fake = fake_app("trickster-classic-pass-3", HOUSE_PATCH, "--declare", "our-house")
    code, report = run_report(tmp_path, "hs", "--impl", fake, "--ruleset", "trickster-classic", "--ruleset", "penn-4")
    assert code == 0
    assert report["header"]["implementations"][0]["variants"] == ["our-house"]
    given = {r["id"]: (r["status"], r.get("label")) for r in house_report[1]["results"]}
    assert {r["id"]: (r["status"], r.get("label")) for r in report["results"]} == {
        r["id"]: given[r["id"]] for r in report["results"]
    }


def test_the_reference_engine_without_a_declaration_keeps_every_verdict_documented_and_green(tmp_path: Path) -> None:
    code, report = run_report(tmp_path, "ref")
    assert code == 0
    assert {(r["status"], r["label"]) for r in report["results"]} == {("passed", "documented")}
    assert all("variant" not in r for r in report["results"])


def _refused(capsys: pytest.CaptureFixture[str], tmp_path: Path, *args: str) -> str:
    """The one-line set-up error of a run that must not start (exit 2, no report)."""
    code = main(["run", "--out", str(tmp_path / "refused"), "--no-progress", "--ruleset", "penn-4", *args])
    err = capsys.readouterr().err
    assert code == 2, err
    assert not (tmp_path / "refused").exists()
    return err


def test_a_declaration_the_engine_refuses_is_a_set_up_error_before_any_scenario(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the schema allows a minimum bid of 500; the engine's own check (maximum below minimum) does not
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"extends": "penn-4", "bidding": {"minimum": 500}}), encoding="utf-8")
    err = _refused(capsys, tmp_path, "--impl", fake_app("penn-4", {}), "--as", str(bad))
    assert f"--as {bad}: " in err and "bidding.maximum" in err and "bidding.minimum" in err
    err = _refused(capsys, tmp_path, "--impl", fake_app("penn-4", {"bidding": {"minimum": 500}}, "--declare", "mine"))
    assert "handshake variants[0]: " in err and "bidding.maximum" in err
    assert err.count("variants[0]") == 1  # said once, not once per layer


def test_a_variant_may_not_take_the_id_of_another_named_ruleset(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _refused(capsys, tmp_path, "--impl", fake_app("penn-4", {}, "--declare", "penn-3"))
    assert "field id: 'penn-3' is a named ruleset, but this document differs from it" in err
    same = tmp_path / "penn-4.json"  # a copy of a named ruleset keeps its name
    same.write_text(json.dumps(load_document("penn-4")), encoding="utf-8")
    assert main(["check-ruleset", str(same)]) == 0
    other = tmp_path / "other.json"
    other.write_text(json.dumps({**load_document("penn-4"), "name": "Penn, our way"}), encoding="utf-8")
    capsys.readouterr()
    assert main(["check-ruleset", str(other)]) == 1
    assert (
        "field id: 'penn-4' is a named ruleset, but this document differs from it (at name)" in capsys.readouterr().out
    )


def test_a_handshake_declaring_one_variant_twice_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    twice = f"{PY} {FAKES / 'variant.py'} --ruleset penn-4 --declare penn-4 --declare-twice"
    err = _refused(capsys, tmp_path, "--impl", twice)
    assert "handshake variants[1] is the same ruleset as variants[0]" in err
