"""Ruleset fixtures and the ruleset schema.

Every file in ``fixtures/rulesets`` must validate against ``schemas/ruleset.schema.json``,
load with :meth:`Ruleset.from_dict`, round-trip through ``to_dict`` and carry the trick-point
total its source document states.  Malformed rulesets must be rejected with a message that
names the offending field.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import types
import typing
from pathlib import Path
from typing import Any, Literal

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from reference_engine.cards import RANKS
from reference_engine.errors import MalformedRulesetError
from reference_engine.ruleset import MELD_KINDS, Ruleset

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_PATH = ROOT / "schemas" / "ruleset.schema.json"
FIXTURES = ROOT / "fixtures" / "rulesets"
SCHEMA: dict[str, Any] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
SCHEMA_ID = "https://pinochle-conformance.example/schemas/ruleset.schema.json"
REGISTRY: Registry = Registry().with_resource(SCHEMA_ID, Resource.from_contents(SCHEMA))
VALIDATOR = Draft202012Validator(SCHEMA, registry=REGISTRY)
FIXTURE_FILES = sorted(FIXTURES.glob("*.json"))

DOCUMENTS = {
    "000_c1157c29c93b7ec7.txt",  # Bruce's 5/7-card
    "001_2b8c07d1bd029f38.txt",  # Peterson
    "002_5eb874ad8e67ddba.txt",  # family 5-handed and its reader comments
    "003_cdec761f4a78b49f.txt",  # Trickster
    "004_4e3c9281b88b394f.txt",  # Penn
}

# Trick points per hand (counters in the deck + last-trick bonus), as each document states or
# implies: 000 and 004 say 25; 002 says 50 for its double decks; 003 says 250 Classic / 25
# Modern for a single deck; 001's ten-fold counters with no last-trick bonus give 240 / 480.
COUNTER_TOTALS = {
    "bruce-5": 25,
    "bruce-7": 25,
    "peterson-3": 240,
    "peterson-4": 240,
    "peterson-4-throw-in": 240,
    "peterson-4-playing-1000": 240,
    "peterson-5": 480,
    "peterson-6": 480,
    "family-5-shore": 50,
    "family-5-michigan": 50,
    "family-5-called-card": 50,
    "family-5-called-card-run-20": 50,
    "family-5-no-widow": 50,
    "family-5-cutthroat": 25,
    "family-5-96": 50,
    "family-5-96-heading": 50,
    "family-5-single-deck": 26,
    "trickster-classic": 250,
    "trickster-modern": 25,
    "trickster-3-player": 250,
    "trickster-3-player-kitty": 250,
    "trickster-classic-kitty": 250,
    "trickster-classic-pass-2": 250,
    "trickster-classic-pass-3": 250,
    "trickster-classic-pass-4": 250,
    "trickster-classic-single-round": 250,
    "trickster-classic-stick-dealer": 250,
    "trickster-classic-misdeal": 250,
    "trickster-classic-head-trump-led": 250,
    "trickster-classic-head-never": 250,
    "trickster-classic-head-never-may-slough": 250,
    "trickster-classic-optional-melds": 250,
    "trickster-classic-no-double-pinochle": 250,
    "trickster-classic-counters-atkq": 250,
    "trickster-classic-counters-atkqj": 250,
    "trickster-classic-must-bid-or-set": 250,
    "trickster-double-deck": 490,
    "trickster-double-deck-no-minimums": 490,
    "trickster-double-deck-double-royal-marriage": 490,
    "trickster-modern-double-deck": 49,
    "penn-4": 25,
    "penn-4-auction": 25,
    "penn-4-pass-3": 25,
    "penn-4-double-pinochle-16": 25,
    "penn-3": 25,
}

REQUIRED_IDS = {
    "bruce-5",
    "bruce-7",
    "peterson-3",
    "peterson-4",
    "peterson-5",
    "peterson-6",
    "family-5-shore",
    "family-5-michigan",
    "family-5-called-card",
    "family-5-cutthroat",
    "family-5-96",
    "family-5-96-heading",
    "family-5-single-deck",
    "trickster-classic",
    "trickster-modern",
    "trickster-double-deck",
    "trickster-3-player",
    "trickster-classic-kitty",
    "trickster-classic-pass-4",
    "trickster-classic-head-trump-led",
    "trickster-classic-head-never",
    "trickster-classic-optional-melds",
    "trickster-classic-no-double-pinochle",
    "trickster-classic-counters-atkq",
    "trickster-classic-counters-atkqj",
    "penn-4",
    "penn-4-auction",
    "penn-4-pass-3",
    "penn-4-double-pinochle-16",
    "penn-3",
}


def load(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def fixture(name: str) -> dict[str, Any]:
    return load(FIXTURES / f"{name}.json")


def schema_errors(doc: Any) -> list[tuple[list[Any], str]]:
    """Schema errors as (path, message), including those inside anyOf alternatives (nullable fields)."""
    out: list[tuple[list[Any], str]] = []
    stack = list(VALIDATOR.iter_errors(doc))
    while stack:
        error = stack.pop()
        out.append((list(error.absolute_path), error.message))
        stack.extend(error.context or ())
    return out


# ------------------------------------------------------------------------- schema itself
def test_schema_is_a_valid_draft_2020_12_schema() -> None:
    Draft202012Validator.check_schema(SCHEMA)
    assert SCHEMA["$id"] == SCHEMA_ID
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"


def _deref(node: dict[str, Any]) -> dict[str, Any]:
    """Follow local $refs and nullable anyOf wrappers to the object/enum schema."""
    while True:
        if "$ref" in node:
            ref = node["$ref"]
            assert ref.startswith("#/$defs/"), ref
            node = SCHEMA["$defs"][ref.removeprefix("#/$defs/")]
        elif "anyOf" in node:
            (node,) = [b for b in node["anyOf"] if b != {"type": "null"}]
        else:
            return node


def _walk(tp: Any, node: dict[str, Any], path: str, seen: list[str]) -> None:
    origin = typing.get_origin(tp)
    if origin is typing.Union or origin is types.UnionType:
        (inner,) = [a for a in typing.get_args(tp) if a is not type(None)]
        _walk(inner, node, path, seen)
        return
    target = _deref(node)
    if origin is Literal:
        assert target.get("enum") == list(typing.get_args(tp)), f"{path}: enum differs from the Literal"
    elif origin is tuple:
        (item_tp, _) = typing.get_args(tp)
        assert target.get("type") == "array", path
        _walk(item_tp, target["items"], f"{path}[]", seen)
    elif dataclasses.is_dataclass(tp):
        seen.append(path)
        hints = typing.get_type_hints(tp)
        fields = {f.name: f for f in dataclasses.fields(tp)}
        props = dict(target["properties"])
        props.pop("$schema", None)
        assert target.get("additionalProperties") is False, f"{path}: must forbid unknown fields"
        assert set(props) == set(fields), f"{path}: schema properties differ from {tp.__name__} fields"
        required = {
            n
            for n, f in fields.items()
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        }
        assert set(target.get("required", [])) == required, f"{path}: required fields differ"
        for name, sub in props.items():
            assert sub.get("description") or _deref(sub).get("description"), f"{path}.{name}: no description"
            _walk(hints[name], sub, f"{path}.{name}" if path else name, seen)


def test_schema_mirrors_the_dataclasses() -> None:
    """Every dataclass field is a described schema property with the same enum and requiredness."""
    seen: list[str] = []
    _walk(Ruleset, SCHEMA, "", seen)
    assert "bidding.misdeal" in seen and "meld.minimums" in seen and "scoring.set" in seen


def test_schema_enumerates_meld_kinds_and_ranks() -> None:
    assert SCHEMA["$defs"]["meld_kind"]["enum"] == list(MELD_KINDS)
    assert set(SCHEMA["$defs"]["meld_values"]["properties"]) == set(MELD_KINDS)
    assert list(SCHEMA["$defs"]["counters"]["properties"]["values"]["properties"]) == list(RANKS)


# ------------------------------------------------------------------------- every fixture
def test_fixture_ids_are_unique_and_match_file_names() -> None:
    ids = [load(p)["id"] for p in FIXTURE_FILES]
    assert len(ids) == len(set(ids))
    assert [p.stem for p in FIXTURE_FILES] == ids
    assert set(ids) >= REQUIRED_IDS, sorted(REQUIRED_IDS - set(ids))
    assert set(ids) == set(COUNTER_TOTALS), "every fixture needs its document's trick-point total"


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=lambda p: p.stem)
def test_fixture_validates_against_schema(path: Path) -> None:
    doc = load(path)
    assert doc.get("$schema") == SCHEMA_ID
    assert schema_errors(doc) == []


def _subset(part: Any, whole: Any, where: str) -> None:
    if isinstance(part, dict):
        assert isinstance(whole, dict), where
        for key, value in part.items():
            if key == "$schema":
                continue
            assert key in whole, f"{where}.{key} lost in to_dict"
            _subset(value, whole[key], f"{where}.{key}")
    elif isinstance(part, list):
        assert isinstance(whole, list) and len(part) == len(whole), where
        for i, (a, b) in enumerate(zip(part, whole, strict=True)):
            _subset(a, b, f"{where}[{i}]")
    else:
        assert part == whole and type(part) is type(whole), f"{where}: {part!r} != {whole!r}"


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=lambda p: p.stem)
def test_fixture_loads_and_round_trips(path: Path) -> None:
    doc = load(path)
    rs = Ruleset.from_dict(doc)
    out = rs.to_dict()
    assert Ruleset.from_dict(out) == rs
    assert Ruleset.from_dict(out).to_dict() == out
    _subset(doc, out, rs.id)
    assert schema_errors(out) == [], "to_dict output must validate too (nulls for absent options)"
    assert json.loads(json.dumps(out)) == out


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=lambda p: p.stem)
def test_fixture_counter_total_matches_document(path: Path) -> None:
    rs = Ruleset.from_dict(load(path))
    assert rs.counter_total() == COUNTER_TOTALS[rs.id]


def _schema_has_path(dotted: str) -> bool:
    node: dict[str, Any] = SCHEMA
    for seg in dotted.split("."):
        node = _deref(node)
        if seg in node.get("properties", {}):
            node = node["properties"][seg]
        else:
            return False
    return True


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=lambda p: p.stem)
def test_fixture_is_documented(path: Path) -> None:
    """Cites one of the five documents, has a description and readings on real fields."""
    rs = Ruleset.from_dict(load(path))
    assert rs.source.document in DOCUMENTS
    assert rs.source.sections
    assert rs.name and len(rs.description) > 40
    assert rs.readings, "every ruleset records its readings"
    options = [r.option for r in rs.readings]
    assert len(options) == len(set(options)), "one reading per option"
    for r in rs.readings:
        assert _schema_has_path(r.option), f"reading on unknown field {r.option!r}"
        assert r.reading.strip() and len(r.why) > 20


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=lambda p: p.stem)
def test_fixture_is_coherent(path: Path) -> None:
    """Choices the schema cannot state but every fixture should honour."""
    rs = Ruleset.from_dict(load(path))
    b = rs.bidding
    assert (b.maximum - b.minimum) % b.increment == 0, "maximum lies on the bid grid"
    if b.all_pass == "dealer_stuck" and not b.first_bidder_opens:
        # a fixed amount where the document names one; none (the minimum bid, whatever a
        # declaration makes it) where it holds the dealer to the minimum (003's stick the dealer)
        assert b.stuck_amount is not None or path.stem.startswith("trickster-"), "a stuck dealer needs a stuck_amount"
    if rs.meld.roundhouse:
        assert "roundhouse" not in rs.meld.values or rs.meld.values["roundhouse"] == {1: rs.meld.roundhouse.value}
    if rs.meld.run_extras == "per_card":
        assert "run_extra_card" in rs.meld.values
    if rs.meld.run_extras == "named":
        assert {"run_extra_king", "run_extra_queen", "run_extra_marriage"} <= set(rs.meld.values)
    if rs.deck == "double80":
        assert "9" not in rs.counters.values and "nine_of_trump" not in rs.meld.values
    if rs.partner.method == "called_card" and rs.partner.give_back:
        assert rs.partner.transfer_called_card


# ------------------------------------------------------------------------- spot checks
def test_document_specific_values() -> None:
    bruce = Ruleset.from_dict(fixture("bruce-7"))
    assert bruce.stock_size == 20 and bruce.discard_draw is not None
    assert bruce.meld.values["pinochle"] == {1: 4, 2: 30}
    assert bruce.scoring.set.keeps == ("nine_of_trump",) and bruce.scoring.renege is not None

    peterson = Ruleset.from_dict(fixture("peterson-4"))
    assert peterson.bidding.first_bidder_opens and peterson.bidding.minimum == 250
    assert peterson.meld.roundhouse is not None and peterson.meld.roundhouse.value == 240

    shore, michigan = Ruleset.from_dict(fixture("family-5-shore")), Ruleset.from_dict(fixture("family-5-michigan"))
    assert shore.meld.values["pinochle"] == {1: 4} and michigan.meld.values["pinochle"] == {1: 4, 2: 20}
    assert shore.kitty is not None and shore.kitty.size == 5 and shore.hand_size == 15

    d96 = Ruleset.from_dict(fixture("family-5-96"))
    assert not d96.partner.partner_meld_counts and d96.partner.may_play_alone
    assert d96.kitty is not None and d96.kitty.shown and d96.hand_size == 18
    assert d96.meld.roundhouse is not None and d96.meld.roundhouse.value == 24

    dd = Ruleset.from_dict(fixture("trickster-double-deck"))
    assert dd.meld.minimums.declarer_trump_marriage and dd.scoring.trick_minimum == 200
    assert (dd.bidding.minimum, dd.game.target, dd.hand_size) == (500, 5000, 20)

    penn3 = Ruleset.from_dict(fixture("penn-3"))
    assert penn3.kitty is not None and penn3.kitty.discard is not None
    assert not penn3.kitty.discard.may_discard_meld
    assert [(s.to, s.count) for s in penn3.deal.schedule] == [
        ("each", 4),
        ("kitty", 1),
        ("each", 4),
        ("kitty", 1),
        ("each", 4),
        ("kitty", 1),
        ("each", 3),
    ]


# ------------------------------------------------------------------------- malformed rulesets
def _set(doc: dict[str, Any], dotted: str, value: Any) -> None:
    *parents, last = dotted.split(".")
    node = doc
    for key in parents:
        node = node[key]
    if value is _DELETE:
        del node[last]
    else:
        node[last] = value


_DELETE = object()

# (case, base fixture, {path: new value}, substrings of the from_dict message,
#  path of the schema error or None when only from_dict can see the fault)
BAD: list[tuple[str, str, dict[str, Any], list[str], list[Any] | None]] = [
    ("wrong-type", "penn-4", {"players": "four"}, ["ruleset.players", "expected an integer", "'four'"], ["players"]),
    (
        "bool-for-int",
        "penn-4",
        {"bidding.minimum": True},
        ["ruleset.bidding.minimum", "expected an integer"],
        ["bidding", "minimum"],
    ),
    (
        "object-for-list",
        "penn-4",
        {"deal.schedule": {"to": "each", "count": 12}},
        ["ruleset.deal.schedule", "expected a list"],
        ["deal", "schedule"],
    ),
    ("null-for-required-object", "penn-4", {"bidding": None}, ["ruleset.bidding", "expected an object"], ["bidding"]),
    (
        "unknown-field",
        "penn-4",
        {"bidding.opening": 20},
        ["ruleset.bidding", "unknown field(s) ['opening']"],
        ["bidding"],
    ),
    ("unknown-top-level-field", "penn-4", {"variant": "penn"}, ["ruleset: unknown field(s) ['variant']"], []),
    (
        "bad-enum",
        "penn-4",
        {"bidding.style": "round_robin"},
        ["ruleset.bidding.style", "'round_robin' is not one of", "single_round", "auction"],
        ["bidding", "style"],
    ),
    (
        "bad-nested-enum",
        "penn-4",
        {"play.must_beat_when_following": "sometimes"},
        ["ruleset.play.must_beat_when_following", "'sometimes' is not one of"],
        ["play", "must_beat_when_following"],
    ),
    (
        "bad-deal-step-enum",
        "penn-4",
        {"deal.schedule": [{"to": "table", "count": 12}]},
        ["ruleset.deal.schedule[0].to", "'table'"],
        ["deal", "schedule", 0, "to"],
    ),
    ("missing-required", "penn-4", {"game": _DELETE}, ["ruleset", "missing required field 'game'"], []),
    (
        "schedule-short",
        "penn-4",
        {"deal.schedule": [{"to": "each", "count": 4}, {"to": "each", "count": 4}]},
        ["'penn-4'", "deal.schedule", "deals 8 cards to each player but hand_size is 12"],
        None,
    ),
    (
        "schedule-kitty-mismatch",
        "penn-3",
        {"deal.schedule": [{"to": "each", "count": 15}, {"to": "kitty", "count": 2}]},
        ["deal.schedule", "deals 2 cards to the kitty but kitty.size is 3"],
        None,
    ),
    (
        "undealt-without-stock",
        "penn-4",
        {"hand_size": 10, "deal.schedule": [{"to": "each", "count": 5}, {"to": "each", "count": 5}]},
        ["hand_size", "8 cards stay undealt", "discard_draw"],
        None,
    ),
    (
        "unknown-meld-kind",
        "penn-4",
        {"meld.values.sequence": {"1": 15}},
        ["meld.values.sequence", "unknown meld"],
        ["meld", "values"],
    ),
    (
        "meld-value-type",
        "penn-4",
        {"meld.values.pinochle": {"1": "four"}},
        ["ruleset.meld.values.pinochle.1", "expected an integer"],
        ["meld", "values", "pinochle", "1"],
    ),
    (
        "meld-multiplicity-key",
        "penn-4",
        {"meld.values.pinochle": {"one": 4}},
        ["ruleset.meld.values.pinochle", "key 'one' is not a whole number"],
        ["meld", "values", "pinochle"],
    ),
    (
        "meld-without-single",
        "penn-4",
        {"meld.values.pinochle": {"2": 16}},
        ["meld.values.pinochle", "key '1'"],
        ["meld", "values", "pinochle"],
    ),
    ("unknown-rank", "penn-4", {"counters.values.X": 1}, ["counters.values.X", "unknown rank"], ["counters", "values"]),
    (
        "kitty-discard-count",
        "penn-3",
        {"kitty.discard.count": 2},
        ["kitty.discard.count", "as many cards as the kitty holds"],
        None,
    ),
    (
        "partner-missing",
        "penn-4",
        {"sides": {"kind": "bidder_and_partner"}},
        ["partner.method", "bidder_and_partner"],
        [],
    ),
    ("partner-without-sides", "penn-4", {"partner": {"method": "random"}}, ["partner.method"], ["partner", "method"]),
    (
        "teams-miss-a-seat",
        "penn-4",
        {"sides.teams": [[0, 2], [1]]},
        ["sides.teams", "every seat 0..3 exactly once"],
        None,
    ),
    (
        "teams-when-individual",
        "penn-3",
        {"sides.teams": [[0], [1], [2]]},
        ["sides.teams", "only a 'fixed' sides kind lists teams"],
        ["sides", "teams"],
    ),
    (
        "passing-without-partners",
        "penn-3",
        {"passing": {"count": 3}},
        ["'penn-3'", "passing", "passing needs partners"],
        ["passing"],
    ),
    ("players-out-of-range", "penn-4", {"players": 9}, ["players", "9 is outside 2..8"], ["players"]),
    (
        "increment-zero",
        "penn-4",
        {"bidding.increment": 0},
        ["bidding.increment", "at least 1"],
        ["bidding", "increment"],
    ),
    ("maximum-below-minimum", "penn-4", {"bidding.maximum": 10}, ["bidding.maximum", "below bidding.minimum"], None),
    (
        "roundhouse-component",
        "peterson-4",
        {"meld.roundhouse.components": ["marriages", "tens_around"]},
        ["meld.roundhouse.components", "unknown component 'tens_around'"],
        ["meld", "roundhouse", "components", 1],
    ),
    (  # 003 offers the runs with an extra king, queen or marriage in a single deck only
        "named-run-extras-in-double-deck",
        "trickster-double-deck",
        {"meld.run_extras": "named"},
        ["meld.run_extras", "needs a single48 deck, not double80"],
        None,
    ),
]


def test_named_run_extras_load_in_a_single_deck() -> None:
    rs = Ruleset.from_dict(fixture("trickster-classic-optional-melds"))
    assert (rs.deck, rs.meld.run_extras) == ("single48", "named")


@pytest.mark.parametrize(
    ("base", "changes", "expected", "schema_path"), [case[1:] for case in BAD], ids=[case[0] for case in BAD]
)
def test_malformed_ruleset_is_rejected_naming_the_field(
    base: str, changes: dict[str, Any], expected: list[str], schema_path: list[Any] | None
) -> None:
    doc = copy.deepcopy(fixture(base))
    for dotted, value in changes.items():
        _set(doc, dotted, value)
    with pytest.raises(MalformedRulesetError) as info:
        Ruleset.from_dict(doc)
    message = str(info.value)
    for part in expected:
        assert part in message, f"{part!r} not in {message!r}"
    errors = schema_errors(doc)
    if schema_path is None:
        assert errors == [], "the schema cannot see this fault; Ruleset.from_dict must"
    else:
        assert schema_path in [path for path, _ in errors], errors
