"""Ruleset declarations: a named ruleset id, a full ruleset file, or ``extends`` + a JSON Merge Patch."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from _profile import LONG
from hypothesis import given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator  # type: ignore[import-untyped, unused-ignore]

from conformance_report.cli import main
from conformance_report.rulesets import ROOT, load_document, ruleset_ids
from conformance_report.variants.declaration import (
    DECLARATION_SCHEMA_ID,
    declaration_for,
    diff_patch,
    load_declaration,
    load_declared_ruleset,
    merge_patch,
)
from reference_engine.errors import MalformedRulesetError

SCHEMA = json.loads((ROOT / "schemas" / "declaration.schema.json").read_text(encoding="utf-8"))


def test_schema_is_2020_12_with_stable_id() -> None:
    Draft202012Validator.check_schema(SCHEMA)
    assert SCHEMA["$id"] == DECLARATION_SCHEMA_ID
    assert SCHEMA["$id"] == "https://pinochle-conformance.example/schemas/declaration.schema.json"
    v = Draft202012Validator(SCHEMA)
    assert v.is_valid({"extends": "penn-4", "bidding": {"minimum": 25}})
    assert not v.is_valid({"bidding": {"minimum": 25}})
    assert not v.is_valid({"extends": "penn-4", "id": "Not An Id"})


def test_rfc7396_examples() -> None:
    # the worked example of RFC 7396 section 3
    target = {"title": "Goodbye!", "author": {"givenName": "John", "familyName": "Doe"}, "tags": ["example", "sample"]}
    patch = {"title": "Hello!", "phoneNumber": "+01-123-456-7890", "author": {"familyName": None}, "tags": ["example"]}
    before = copy.deepcopy(target)
    assert merge_patch(target, patch) == {
        "title": "Hello!",
        "author": {"givenName": "John"},
        "tags": ["example"],
        "phoneNumber": "+01-123-456-7890",
    }
    assert target == before
    # appendix A test cases
    assert merge_patch({"a": "b"}, {"a": "c"}) == {"a": "c"}
    assert merge_patch({"a": "b"}, {"b": "c"}) == {"a": "b", "b": "c"}
    assert merge_patch({"a": "b"}, {"a": None}) == {}
    assert merge_patch({"a": ["b"]}, {"a": "c"}) == {"a": "c"}
    assert merge_patch({"a": "c"}, {"a": ["b"]}) == {"a": ["b"]}
    assert merge_patch({"a": {"b": "c"}}, {"a": {"b": "d", "c": None}}) == {"a": {"b": "d"}}
    assert merge_patch({"a": [{"b": "c"}]}, {"a": [1]}) == {"a": [1]}
    assert merge_patch(["a", "b"], ["c", "d"]) == ["c", "d"]
    assert merge_patch({"a": "b"}, ["c"]) == ["c"]
    assert merge_patch({"a": "foo"}, None) is None
    assert merge_patch({"e": None}, {"a": 1}) == {"e": None, "a": 1}
    assert merge_patch([1, 2], {"a": "b", "c": None}) == {"a": "b"}
    assert merge_patch({}, {"a": {"bb": {"ccc": None}}}) == {"a": {"bb": {}}}


def test_diff_patch_is_minimal() -> None:
    base = load_document("penn-4")
    doc = copy.deepcopy(base)
    doc["bidding"]["minimum"] = 25
    del doc["description"]
    assert diff_patch(base, doc) == {"bidding": {"minimum": 25}, "description": None}
    assert diff_patch(base, base) == {}
    assert diff_patch({"a": 1}, {"a": True}) == {"a": True}


_scalars = st.one_of(st.booleans(), st.integers(-5, 5), st.sampled_from(["x", "y", ""]))
_values = st.recursive(
    _scalars,
    lambda inner: st.one_of(
        st.lists(st.one_of(inner, st.none()), max_size=3),
        st.dictionaries(st.sampled_from("abcd"), inner, max_size=4),
    ),
    max_leaves=12,
)
_docs = st.dictionaries(st.sampled_from("abcde"), _values, max_size=5)


@settings(max_examples=1000 if LONG else 100, deadline=None)
@given(_docs, _docs)
def test_diff_then_merge_round_trips(base: dict[str, Any], doc: dict[str, Any]) -> None:
    before = copy.deepcopy(base)
    patch = diff_patch(base, doc)
    assert merge_patch(base, patch) == doc
    assert base == before


@pytest.mark.parametrize("rid", ["penn-4", "family-5-michigan", "trickster-classic", "bruce-7"])
def test_named_id_is_a_declaration(rid: str) -> None:
    doc = load_declaration(rid)
    assert doc == load_document(rid)
    doc["bidding"]["minimum"] = 12345
    assert load_document(rid)["bidding"]["minimum"] != 12345  # a copy, not the cached document


def test_extends_with_patch_derives_id_and_name() -> None:
    before = copy.deepcopy(load_document("trickster-classic"))
    doc = load_declaration({"extends": "trickster-classic", "bidding": {"minimum": 250}})
    assert doc["id"] == "trickster-classic-custom"
    assert doc["name"] == before["name"] + " (custom)"
    assert doc["bidding"]["minimum"] == 250
    assert doc["bidding"]["increment"] == before["bidding"]["increment"]
    assert load_document("trickster-classic") == before
    rs = load_declared_ruleset({"extends": "trickster-classic", "id": "our-club", "bidding": {"minimum": 250}})
    assert (rs.id, rs.bidding.minimum) == ("our-club", 250)


def test_null_deletes(tmp_path: Path) -> None:
    assert "description" in load_document("penn-4")
    doc = load_declaration({"extends": "penn-4", "description": None})
    assert "description" not in doc


def test_files_relative_to_the_declaration(tmp_path: Path) -> None:
    club = tmp_path / "club"
    club.mkdir()
    full = load_document("penn-4") | {"id": "club-base", "name": "Club base"}
    (club / "base.json").write_text(json.dumps(full), encoding="utf-8")
    (club / "house.json").write_text(
        json.dumps({"$schema": DECLARATION_SCHEMA_ID, "extends": "base.json", "bidding": {"minimum": 30}}),
        encoding="utf-8",
    )
    (club / "house2.json").write_text(json.dumps({"extends": "house.json", "id": "house-two"}), encoding="utf-8")
    assert load_declaration(club / "base.json")["id"] == "club-base"
    doc = load_declaration(str(club / "house.json"))
    assert (doc["id"], doc["bidding"]["minimum"]) == ("club-base-custom", 30)
    assert doc["$schema"] == "https://pinochle-conformance.example/schemas/ruleset.schema.json"
    doc2 = load_declaration(club / "house2.json")
    assert (doc2["id"], doc2["bidding"]["minimum"]) == ("house-two", 30)


def test_errors_name_the_file_and_field(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"extends": "penn-4", "bidding": {"minimum": "lots"}}), encoding="utf-8")
    with pytest.raises(MalformedRulesetError, match=r"bad\.json: field bidding\.minimum"):
        load_declaration(bad)
    with pytest.raises(MalformedRulesetError, match=r"my-origin: field extends: unknown ruleset 'no-such'"):
        load_declaration({"extends": "no-such"}, origin="my-origin")
    with pytest.raises(MalformedRulesetError, match="unknown ruleset 'no-such-ruleset'"):
        load_declaration("no-such-ruleset")
    loop = tmp_path / "loop.json"
    loop.write_text(json.dumps({"extends": "loop.json"}), encoding="utf-8")
    with pytest.raises(MalformedRulesetError, match="extend each other in a cycle"):
        load_declaration(loop)
    for n in range(18):  # a chain without a cycle, too long
        (tmp_path / f"d{n}.json").write_text(json.dumps({"extends": f"d{n + 1}.json"}), encoding="utf-8")
    (tmp_path / "d18.json").write_text(json.dumps({"extends": "penn-4"}), encoding="utf-8")
    with pytest.raises(MalformedRulesetError, match="more than 16 deep"):
        load_declaration(tmp_path / "d0.json")
    with pytest.raises(MalformedRulesetError, match=r"field id"):
        load_declaration({"extends": "penn-4", "id": "Bad Id"})


def test_declaration_for_round_trips() -> None:
    for rid in ruleset_ids():
        doc = load_document(rid)
        assert load_declaration(declaration_for(rid, doc)) == doc
    assert load_declaration({"extends": "penn-4"})["id"] == "penn-4"
    doc = copy.deepcopy(load_document("penn-4"))
    doc["bidding"]["minimum"] = 25
    decl = declaration_for("penn-4", doc)
    assert decl == {"$schema": DECLARATION_SCHEMA_ID, "extends": "penn-4", "bidding": {"minimum": 25}}
    assert load_declaration(decl) == doc | {"id": "penn-4-custom", "name": doc["name"] + " (custom)"}


def test_check_ruleset_accepts_declarations(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    decl = tmp_path / "club.json"
    decl.write_text(json.dumps({"extends": "penn-4", "bidding": {"minimum": 25}}), encoding="utf-8")
    assert main(["check-ruleset", str(decl), "penn-4"]) == 0
    out = capsys.readouterr().out
    assert f"ok: {decl}: penn-4-custom (Penn pinochle, 4-handed partnership (custom)), 4 players" in out
    assert "ok: penn-4: penn-4 (" in out
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"extends": "penn-4", "players": 9}), encoding="utf-8")
    assert main(["check-ruleset", str(bad)]) == 1
    assert f"invalid: {bad}: field players" in capsys.readouterr().out
