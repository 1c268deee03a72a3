"""The protocol's required refusals are scenarios of their own (features/protocol), judged on the
kind of reply only, reported under their own document, and they catch an adapter that answers
what it must refuse, through the adapter protocol."""

from __future__ import annotations

import json
from pathlib import Path

from _variant_apps import FAKES, PY, fake_app, run_report

from conformance_report.data import FEATURES

PROTOCOL = FEATURES / "protocol"


def _by_title(report: dict) -> dict[str, dict]:  # type: ignore[type-arg]
    return {r["scenario"]: r for r in report["results"]}


def test_the_reference_engine_refuses_what_the_protocol_forbids(tmp_path: Path) -> None:
    code, report = run_report(tmp_path, "ref", "--features", str(PROTOCOL))
    assert code == 0
    results = report["results"]
    assert len(results) == 25 and {r["status"] for r in results} == {"passed"}
    assert {tuple(r["sources"]) for r in results} == {("doc-protocol",)}
    assert all(r["rules"] and all(x.startswith("protocol.") for x in r["rules"]) for r in results)


def test_an_adapter_that_answers_impossible_cards_fails_only_those(tmp_path: Path) -> None:
    app = f"{PY} {FAKES / 'planted.py'} --bug any-cards-accepted"
    code, report = run_report(tmp_path, "lenient", "--impl", app, "--features", str(PROTOCOL))
    assert code == 1
    failed = {t for t, r in _by_title(report).items() if r["status"] == "failed"}
    assert failed == {
        "A hand with five aces of spades from a single deck is refused",
        "Three copies of one card in a single-deck hand are refused",
        "The hand and the trick are counted together",
        "Three copies of one card in a single-deck trick are refused",
        "A nine in an 80-card deck's hand is refused",
        "Three copies of one card in one round of the cut are refused",
    }
    one = _by_title(report)["The hand and the trick are counted together"]
    assert one["rule"] == "protocol.cards.copies"
    assert one["step"]["expected"] == "an error reply" and one["step"]["actual"] == "a result"


def test_an_adapter_that_scores_a_shoot_under_any_ruleset_fails_that_scenario(tmp_path: Path) -> None:
    app = f"{PY} {FAKES / 'planted.py'} --bug shoot-always-accepted"
    code, report = run_report(tmp_path, "shoot", "--impl", app, "--features", str(PROTOCOL))
    assert code == 1
    failed = {t for t, r in _by_title(report).items() if r["status"] == "failed"}
    assert failed == {"Playing 1000 is refused under a ruleset that has no such play"}


def test_under_a_declared_variant_the_refusals_are_still_judged(tmp_path: Path) -> None:
    house = tmp_path / "house.json"
    house.write_text(json.dumps({"extends": "penn-4", "id": "penn-4-raised", "bidding": {"minimum": 25}}), "utf-8")
    only = ("--features", str(PROTOCOL), "--ruleset", "penn-4")
    code, report = run_report(
        tmp_path, "ok", *only, "--impl", fake_app("penn-4", {"bidding": {"minimum": 25}}), "--as", str(house)
    )
    status = {r["scenario"]: r["status"] for r in report["results"]}
    assert code == 0 and set(status.values()) == {"passed"} and len(status) == 19, status
    lenient = fake_app("penn-4", {"bidding": {"minimum": 25}}, "--bug", "any-cards-accepted")
    code, report = run_report(tmp_path, "bad", *only, "--impl", lenient, "--as", str(house))
    failed = sorted(r["scenario"] for r in report["results"] if r["status"] == "failed")
    assert code == 1 and failed == [
        "A hand with five aces of spades from a single deck is refused",
        "The hand and the trick are counted together",
        "Three copies of one card in a single-deck hand are refused",
    ]


def test_an_adapter_that_wraps_seats_round_the_table_fails_the_seat_refusals(tmp_path: Path) -> None:
    app = f"{PY} {FAKES / 'planted.py'} --bug seats-wrap"
    code, report = run_report(tmp_path, "wrap", "--impl", app, "--features", str(PROTOCOL))
    failed = {t for t, r in _by_title(report).items() if r["status"] == "failed"}
    assert code == 1 and failed == {
        "A trick naming seat 4 at a four-handed table is refused",
        "A trick naming seat 7 at a four-handed table is refused",
        "A dealer in seat 4 at a four-handed table is refused",
    }
    assert {_by_title(report)[t]["rule"] for t in failed} == {"protocol.request.seat-range"}
