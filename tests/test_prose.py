"""Prose beside the data says what the data says.

Ruleset descriptions and readings, and catalogue readings, restate facts that the ruleset
fields decide: trick-point totals, bids, hand sizes, whether meld may be discarded, whether
an option is expressed.  Each claim of a known form is parsed out of the text and checked
against the fields, so a ruleset edited without its prose (or prose written without looking
at the data) fails here.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from conformance_report.spec.features import scenarios
from reference_engine.cards import make_deck

ROOT = Path(__file__).resolve().parents[1]
RULESET_FILES = sorted((ROOT / "fixtures" / "rulesets").glob("*.json"))
CATALOGUE = json.loads((ROOT / "features" / "catalogue.json").read_text(encoding="utf-8"))


def _load(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


RULESETS = {p.stem: _load(p) for p in RULESET_FILES}


def _get(doc: dict[str, Any], dotted: str) -> Any:
    node: Any = doc
    for part in dotted.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node


def _texts(doc: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(where, text) for the description and every reading of a ruleset."""
    yield "description", str(doc.get("description", ""))
    for r in doc.get("readings", []):
        yield f"reading {r['option']}", f"{r['reading']}. {r['why']}"


# ------------------------------------------------------------------ trick points


def _counted_cards(doc: dict[str, Any]) -> int:
    """How many cards of the deck end the hand in a scored pile (tricks, or discards that count)."""
    n = int(doc["players"]) * int(doc["hand_size"])
    kitty = doc.get("kitty")
    if kitty and (_get(kitty, "discard.counts_for") or "nobody") == "bidder":
        n += int(kitty["size"])
    return n


def trick_point_bounds(doc: dict[str, Any]) -> tuple[int | None, int]:
    """(the fixed total of a hand or None when it varies, the most one hand can hold)."""
    values: dict[str, int] = doc["counters"]["values"]
    deck = sorted((values.get(c.rank, 0) for c in make_deck(doc["deck"])), reverse=True)
    last = int(doc["counters"]["last_trick"])
    counted = _counted_cards(doc)
    most = sum(deck[:counted]) + last
    exact = sum(deck) + last if counted == len(deck) else None
    return exact, most


TOTAL_CLAIMS = (
    re.compile(r"(?P<most>at most )?(?P<n>\d+) trick points", re.IGNORECASE),
    re.compile(r"tricks hold (?P<most>at most )?(?P<n>\d+) points"),
    re.compile(r"\((?P<n>\d+) a hand\)"),
    re.compile(r"last trick \((?P<n>\d+)\)"),
    re.compile(r"(?P<n>\d+) points in the deck"),
)


def _total_claims(text: str) -> Iterator[tuple[bool, int]]:
    for pattern in TOTAL_CLAIMS:
        for m in pattern.finditer(text):
            most = "most" in pattern.groupindex and bool(m.group("most"))
            yield most, int(m.group("n"))


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_trick_point_totals_in_the_prose_match_the_deck_and_counters(ruleset_id: str) -> None:
    doc = RULESETS[ruleset_id]
    exact, most = trick_point_bounds(doc)
    problems = []
    for where, text in _texts(doc):
        for at_most, n in _total_claims(text):
            if at_most and n != most:
                problems.append(f"{where}: says at most {n} trick points; a hand can hold {most}")
            if not at_most and exact is None:
                problems.append(f"{where}: says {n} trick points, but the total varies (at most {most})")
            if not at_most and exact is not None and n != exact:
                problems.append(f"{where}: says {n} trick points; the deck and counters give {exact}")
    assert problems == []


def test_the_trick_point_bounds_are_those_the_documents_state() -> None:
    assert trick_point_bounds(RULESETS["penn-4"]) == (25, 25)
    assert trick_point_bounds(RULESETS["penn-3"]) == (25, 25)  # the bidder's discards count for him
    assert trick_point_bounds(RULESETS["family-5-shore"]) == (50, 50)
    assert trick_point_bounds(RULESETS["bruce-5"]) == (None, 21)  # 20 cards played, 1 for the last trick
    assert trick_point_bounds(RULESETS["bruce-7"]) == (None, 25)
    assert trick_point_bounds(RULESETS["trickster-double-deck"]) == (490, 490)


# ------------------------------------------------------------------ facts stated in words

Check = Callable[[dict[str, Any], "re.Match[str]"], bool]

# (pattern in the prose, what the ruleset must then hold, what to say when it does not)
CLAIMS: tuple[tuple[re.Pattern[str], Check, str], ...] = (
    (
        re.compile(r"\bmeld may be discarded\b"),
        lambda d, m: _get(d, "kitty.discard.may_discard_meld") is True,
        "kitty.discard.may_discard_meld is not true",
    ),
    (
        re.compile(r"\bmeld (?:may not be|not) discarded\b|cards that are not (?:in his )?meld\b|never melded cards"),
        lambda d, m: _get(d, "kitty.discard.may_discard_meld") is False,
        "kitty.discard.may_discard_meld is not false",
    ),
    (
        re.compile(r"\b(?:may|can) concede\b|\bconcession\b(?![^.;]*\bnot expressed\b)"),
        lambda d, m: _get(d, "bidding.stuck_dealer_may_concede") is not None,
        "bidding.stuck_dealer_may_concede is not set",
    ),
    (
        re.compile(r"\bor (?:after )?five hands\b|\bfive-hand end is\b"),
        lambda d, m: _get(d, "game.max_hands") == 5,
        "game.max_hands is not 5",
    ),
    (
        re.compile(r"\bdealer stuck at (?P<n>\d+)"),
        lambda d, m: _get(d, "bidding.stuck_amount") == int(m.group("n")),
        "bidding.stuck_amount differs",
    ),
    (
        re.compile(r"\b(?:[Aa]uction|[Bb]ids|[Bb]idding) from (?P<n>\d+)|\bopens at (?P<o>\d+)|\bis in for (?P<i>\d+)"),
        lambda d, m: _get(d, "bidding.minimum") == int(m.group("n") or m.group("o") or m.group("i")),
        "bidding.minimum differs",
    ),
    (
        re.compile(r"\bin steps of (?P<n>\d+)"),
        lambda d, m: _get(d, "bidding.increment") == int(m.group("n")),
        "bidding.increment differs",
    ),
    (
        re.compile(r"\bin tens\b"),
        lambda d, m: _get(d, "bidding.increment") == 10,
        "bidding.increment is not 10",
    ),
    (
        re.compile(r"\b[Gg]ame to (?P<n>\d+)"),
        lambda d, m: _get(d, "game.target") == int(m.group("n")),
        "game.target differs",
    ),
    (
        re.compile(r"\b(?P<n>\d+) cards each\b|\b(?P<e>\d+) each and a\b"),
        lambda d, m: _get(d, "hand_size") == int(m.group("n") or m.group("e")),
        "hand_size differs",
    ),
    (
        re.compile(r"\b(?P<n>\d+)-card (?:kitty|widow)\b"),
        lambda d, m: _get(d, "kitty.size") == int(m.group("n")),
        "kitty.size differs",
    ),
)

# Sentences saying the ruleset model cannot hold an option, and the field that now holds it.
NOT_EXPRESSED = re.compile(r"\b(?:not expressed|cannot be expressed|has no field|no field for)\b")
FIELDS_BY_TOPIC: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"concede|concession|throw (?:the hand )?in"), "bidding.stuck_dealer_may_concede"),
    (re.compile(r"five hands|five-hand|hand-count|hands played"), "game.max_hands"),
    (re.compile(r"face up|shown to all|turned over"), "kitty.shown"),
    (re.compile(r"trick minimum|in tricks"), "scoring.trick_minimum"),
)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.;])\s+", text) if s.strip()]


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_facts_stated_in_the_prose_hold_in_the_data(ruleset_id: str) -> None:
    doc = RULESETS[ruleset_id]
    problems = []
    for where, text in _texts(doc):
        # the description speaks for this ruleset; a reading may also quote its base ruleset's
        # value before replacing it, so only descriptions are held to every numeric claim
        claims = CLAIMS if where == "description" else CLAIMS[:4]
        for pattern, holds, complaint in claims:
            for m in pattern.finditer(text):
                if not holds(doc, m):
                    problems.append(f"{where}: {m.group(0)!r} but {complaint}")
        for sentence in _sentences(text):
            if not NOT_EXPRESSED.search(sentence):
                continue
            for topic, field in FIELDS_BY_TOPIC:
                if topic.search(sentence) and _get(doc, field) not in (None, False):
                    problems.append(f"{where}: says it cannot express what {field} holds: {sentence!r}")
    assert problems == []


def test_the_claim_patterns_catch_the_contradictions_they_were_written_for() -> None:
    """Each pattern set rejects the kind of sentence that once contradicted the data."""
    shore = RULESETS["family-5-shore"]
    pattern, holds, _ = CLAIMS[0]
    match = pattern.search("5 discarded after meld, meld may be discarded")
    assert match is not None and not holds(shore, match)
    stuck = RULESETS["family-5-96"]
    sentence = "dealer_stuck at 50 (the dealer's option to concede is not expressed)"
    assert NOT_EXPRESSED.search(sentence)
    assert _get(stuck, "bidding.stuck_dealer_may_concede") is not None
    assert list(_total_claims("25 trick points; game to 50")) == [(False, 25)]
    assert trick_point_bounds(RULESETS["bruce-5"])[0] is None


# ------------------------------------------------------------------ catalogue readings

RULES = {r["id"]: r for r in CATALOGUE["rules"]}
TAGGED = {t for s in scenarios() for t in s.tags}


def _kitty_rulesets(document: str) -> dict[str, str]:
    """ruleset id -> counts_for, for the rulesets of ``document`` with a kitty discard."""
    out = {}
    for rid, doc in RULESETS.items():
        if doc["source"]["document"] == document and _get(doc, "kitty.discard") is not None:
            out[rid] = str(_get(doc, "kitty.discard.counts_for") or "nobody")
    return out


@pytest.mark.parametrize(
    "rule_id", ["family.scoring.discard-counters", "penn.widow.discard-counters", "trickster.deal.kitty-discard-counts"]
)
def test_catalogue_readings_on_discarded_counters_match_the_rulesets(rule_id: str) -> None:
    rule = RULES[rule_id]
    reading = str(rule.get("reading", ""))
    kitties = _kitty_rulesets(rule["document"])
    assert kitties, f"{rule_id}: no ruleset of {rule['document']} has a kitty discard"
    used = set(kitties.values())
    if "bidder" in used:
        assert not re.search(r"\b[Nn]o ruleset\b|\bfor nobody\b", reading), (
            f"{rule_id}: {sorted(kitties)} credit the bidder"
        )
        assert re.search(r"bidder|bidding side|declaring side", reading), (
            f"{rule_id}: reading does not say who scores them"
        )
    for value in re.findall(r"counts_for = (\w+)", reading):
        assert value in used, f"{rule_id}: reading names counts_for = {value}; rulesets use {sorted(used)}"


def test_catalogue_readings_that_say_a_rule_is_unpinned_have_no_scenario() -> None:
    unpinned = re.compile(r"[Nn]ot pinned by any scenario|catalogued without a scenario|scenarios? discard no counters")
    wrong = [r["id"] for r in CATALOGUE["rules"] if unpinned.search(str(r.get("reading", ""))) and r["id"] in TAGGED]
    assert wrong == []
