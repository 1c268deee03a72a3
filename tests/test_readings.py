"""Readings as options (issue 14, item 3): every machine-readable reading is checked.

A reading with a ``value`` must state the document's own data at its option; each of its
``alternatives`` must give a schema-valid ruleset that ``Ruleset.from_dict`` accepts; its
``rule`` must be a catalogue ambiguity entry that names the same option.  The engine options
added for readings (misdeal caller, stuck dealer turn, bidder wins ties, double set) are
exercised directly.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator  # type: ignore[import-untyped, unused-ignore]

from conformance_report.spec.catalogue import load_catalogue
from reference_engine.bidding import AuctionError, pass_allowed, run_auction
from reference_engine.cards import parse_cards
from reference_engine.errors import MalformedRulesetError
from reference_engine.game import game_result
from reference_engine.meld import meld
from reference_engine.readings import get_option, reading_variants, readings_with_values, set_option
from reference_engine.ruleset import Ruleset
from reference_engine.scoring import score_hand
from reference_engine.state import sides_for

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = sorted((ROOT / "fixtures" / "rulesets").glob("*.json"))
SCHEMA = json.loads((ROOT / "schemas" / "ruleset.schema.json").read_text(encoding="utf-8"))
VALIDATOR = Draft202012Validator(SCHEMA)


def _doc(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _named(rid: str) -> dict[str, Any]:
    return _doc(ROOT / "fixtures" / "rulesets" / f"{rid}.json")


def _cases() -> list[tuple[str, str, Any]]:
    return [(p.stem, r["option"], alt) for p in FIXTURES for r, alt, _ in reading_variants(_doc(p))]


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_reading_value_is_the_documents_own(path: Path) -> None:
    doc = _doc(path)
    for r in readings_with_values(doc):
        assert get_option(doc, r["option"]) == r["value"], f"{doc['id']}: reading {r['option']} states another value"
        assert r.get("rule"), f"{doc['id']}: reading {r['option']} has a value but names no catalogue entry"
        assert r["value"] not in r.get("alternatives", []), f"{doc['id']}: {r['option']} lists its own value"


@pytest.mark.parametrize(("rid", "option", "alternative"), _cases(), ids=lambda v: str(v)[:40])
def test_each_alternative_is_a_valid_ruleset(rid: str, option: str, alternative: Any) -> None:
    doc = _named(rid)
    patched = set_option(doc, option, alternative)
    errors = [e.message for e in VALIDATOR.iter_errors(patched)]
    assert errors == [], f"{rid} with {option} = {alternative!r}: {errors[:2]}"
    rs = Ruleset.from_dict(patched)
    assert get_option(rs.to_dict(), option) == alternative


def test_reading_rules_are_catalogue_ambiguities_on_the_same_option() -> None:
    rules = load_catalogue().by_id()
    for path in FIXTURES:
        for r in readings_with_values(_doc(path)):
            if "rule" not in r:
                continue
            entry = rules.get(r["rule"])
            assert entry is not None, f"{path.stem}: reading {r['option']} names unknown rule {r['rule']!r}"
            assert entry.kind == "ambiguity", f"{r['rule']} is {entry.kind}, not an ambiguity"
            assert entry.option == r["option"], f"{r['rule']} names option {entry.option!r}, not {r['option']!r}"
            assert entry.alternatives, f"{r['rule']} lists no alternatives"


def test_readings_named_by_issue_14_have_alternatives() -> None:
    """The places issue 14 names are options with alternatives in the rulesets they apply to."""
    want = {
        "peterson-4": ["deal.schedule", "counters.values", "passing.bidder_melds_before_passing_back"],
        "peterson-3": ["deal.schedule", "game.target", "scoring.set", "counters.last_trick", "bidding.maximum"],
        "peterson-6": ["bidding.minimum", "meld.values.pinochle"],
        "family-5-michigan": ["deal.schedule"],
        "trickster-classic": ["deal.schedule", "game.ties", "bidding.maximum"],
        "trickster-classic-stick-dealer": ["bidding.stuck_dealer"],
        "trickster-double-deck": ["meld.values"],
        "penn-4": ["bidding.misdeal.caller", "bidding.stuck_dealer", "bidding.maximum"],
    }
    for rid, options in want.items():
        have = {r["option"] for r in readings_with_values(_named(rid)) if r.get("alternatives")}
        assert set(options) <= have, f"{rid}: no alternatives for {sorted(set(options) - have)}"


def test_set_option_copies_and_refuses_unknown_paths() -> None:
    doc = _named("penn-4")
    out = set_option(doc, "bidding.maximum", 250)
    assert out["bidding"]["maximum"] == 250 and doc["bidding"]["maximum"] == 100
    with pytest.raises(KeyError):
        set_option(doc, "bidding.ceiling", 1)
    with pytest.raises(KeyError):
        get_option(doc, "")


def test_reading_round_trips_and_may_lack_a_value() -> None:
    rs = Ruleset.from_dict(_named("trickster-classic"))
    source = next(r for r in rs.readings if r.option == "source")
    assert not source.has_value and "value" not in rs.to_dict()["readings"][0]
    ties = next(r for r in rs.readings if r.option == "game.ties")
    assert ties.has_value and ties.value == "play_on" and ties.alternatives == ("bidder_wins",)
    assert Ruleset.from_dict(rs.to_dict()) == rs


def test_null_value_is_a_value() -> None:
    doc = _named("trickster-classic")
    doc["readings"].append({"option": "kitty", "reading": "none", "why": "no kitty in this test", "value": None})
    rs = Ruleset.from_dict(doc)
    assert rs.readings[-1].has_value and rs.readings[-1].value is None


def test_unknown_reading_field_is_refused() -> None:
    doc = _named("trickster-classic")
    doc["readings"][0]["valeu"] = 1
    with pytest.raises(MalformedRulesetError):
        Ruleset.from_dict(doc)


# ----------------------------------------------------------------- the new engine options
def _with(rid: str, option: str, value: Any) -> Ruleset:
    return Ruleset.from_dict(set_option(_named(rid), option, value))


def test_stuck_dealer_may_pass_keeps_the_dealers_turn() -> None:
    rs = _with("penn-4", "bidding.stuck_dealer", "may_pass")
    st = run_auction(rs, 0, [(1, "pass"), (2, "pass"), (3, "pass")])
    assert st.status == "open" and st.next_bidder == 0
    assert run_auction(rs, 0, [(1, "pass"), (2, "pass"), (3, "pass"), (0, 25)]).contract == 25
    assert run_auction(rs, 0, [(1, "pass"), (2, "pass"), (3, "pass"), (0, "pass")]).contract == 20


def test_stuck_dealer_no_turn_ends_the_auction() -> None:
    rs = _with("penn-4", "bidding.stuck_dealer", "no_turn")
    st = run_auction(rs, 0, [(1, "pass"), (2, "pass"), (3, "pass")])
    assert (st.status, st.winner, st.contract) == ("won", 0, 20)
    three = _with("penn-3", "bidding.stuck_dealer", "no_turn")
    assert run_auction(three, 0, [(1, "pass"), (2, "pass")]).contract == 16


def test_stuck_dealer_must_bid_refuses_the_pass() -> None:
    rs = _with("trickster-classic-stick-dealer", "bidding.stuck_dealer", "must_bid")
    bids: list[tuple[int, int | str]] = [(1, "pass"), (2, "pass"), (3, "pass")]
    assert not pass_allowed(rs, 0, bids, 0)
    assert pass_allowed(rs, 0, bids[:2], 3)
    with pytest.raises(AuctionError) as exc:
        run_auction(rs, 0, [*bids, (0, "pass")])
    assert exc.value.rule == "bid.dealer-must-bid"
    assert run_auction(rs, 0, [*bids, (0, 150)]).contract == 150


def test_misdeal_caller_anyone() -> None:
    holder = _with("penn-4", "bidding.misdeal.caller", "holder")
    anyone = _with("penn-4", "bidding.misdeal.caller", "anyone")
    nines = [False, False, True, False]
    assert run_auction(holder, 0, [(2, "misdeal")], nines).status == "redeal"
    with pytest.raises(AuctionError):
        run_auction(holder, 0, [(1, "misdeal")], nines)
    assert run_auction(anyone, 0, [(1, "misdeal")], nines).status == "redeal"
    with pytest.raises(AuctionError):
        run_auction(anyone, 0, [(1, "misdeal")], [False] * 4)


def test_ties_bidder_wins() -> None:
    rs = _with("trickster-classic", "game.ties", "bidder_wins")
    assert game_result(rs, [1100, 1100, 1100, 1100], 1, True).winners == (1, 3)
    level = game_result(_named_rs("trickster-classic"), [1100, 1100, 1100, 1100], 1, True)
    assert not level.finished and level.play_on == (0, 1, 2, 3)
    rs3 = _with("trickster-3-player", "game.ties", "bidder_wins")
    other = game_result(rs3, [1100, 1100, 900], 2, True)
    assert not other.finished and other.play_on == (0, 1)


def _named_rs(rid: str) -> Ruleset:
    return Ruleset.from_dict(_named(rid))


def test_double_bid_set_penalty() -> None:
    """A set bidding side loses twice its bid; the defenders score as before."""
    single = _named_rs("peterson-4")
    double = _with("peterson-4", "scoring.set", {"penalty": "double_bid", "keeps": []})
    hand = parse_cards("9S 9S")
    results = []
    for rs in (single, double):
        melds = [meld(rs, hand, "H") for _ in range(4)]
        taken = [(1, tuple(parse_cards("AS TS KS QS")))]
        hs = score_hand(rs, 0, 300, sides_for(rs, 0, None), melds, taken)
        assert not hs.made
        results.append([s.score for s in hs.sides])
    assert results[0][0] == -300 and results[1][0] == -600
    assert results[0][1] == results[1][1]


def test_the_other_players_pool_or_score_each_for_himself() -> None:
    pooled = _named_rs("family-5-96")
    each = _with("family-5-96", "sides.others", "each")
    assert sides_for(pooled, 1, 3) == ((1, 3), (0, 2, 4))
    assert sides_for(each, 1, 3) == ((1, 3), (0,), (2,), (4,))
    assert sides_for(each, 2, None) == ((2,), (0,), (1,), (3,), (4,))
    with pytest.raises(MalformedRulesetError, match=r"sides\.others"):
        _with("penn-4", "sides", {"kind": "fixed", "teams": [[0, 2], [1, 3]], "others": "each"})
