"""Ruleset ids and files that must fail cleanly (issue 13, items 10, 15 and 20)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from conformance_report.cli import main
from conformance_report.rulesets import (
    MAX_JSON_DEPTH,
    RULESET_DIR,
    json_depth,
    load_document,
    load_ruleset,
    read_json,
    unknown_ruleset_message,
)
from reference_engine.errors import MalformedRulesetError

PENN_4 = RULESET_DIR / "penn-4.json"


def test_a_bare_id_cannot_climb_out_of_the_ruleset_folder(tmp_path: Path) -> None:
    outside = tmp_path / "evil.json"
    outside.write_text(PENN_4.read_text(encoding="utf-8"), encoding="utf-8")
    climbing = os.path.relpath(tmp_path / "evil", RULESET_DIR)
    assert climbing.startswith("..")
    assert (RULESET_DIR / f"{climbing}.json").resolve() == outside.resolve()  # the file is really there
    with pytest.raises(MalformedRulesetError, match=r"invalid ruleset id '\.\./.*evil'"):
        load_document(climbing)
    with pytest.raises(MalformedRulesetError, match="invalid ruleset id 'Penn-4'"):
        load_document("Penn-4")
    assert load_document("penn-4")["id"] == "penn-4"
    assert load_document(str(outside))["id"] == "penn-4"  # a path ending in .json is still a file


def test_an_unknown_id_suggests_the_nearest_known_ids() -> None:
    with pytest.raises(MalformedRulesetError) as caught:
        load_document("penn4")
    assert str(caught.value).startswith("unknown ruleset 'penn4'; did you mean 'penn-4'")
    assert unknown_ruleset_message("trickster-clasic").startswith(
        "unknown ruleset 'trickster-clasic'; did you mean 'trickster-classic'"
    )
    message = unknown_ruleset_message("zzz")
    assert "did you mean" not in message and "known: bruce-5, bruce-7" in message


def _deep(depth: int) -> str:
    return "[" * depth + "]" * depth


def test_json_depth_counts_nesting_without_recursion() -> None:
    assert json_depth(3) == 0
    assert json_depth({"a": [1, {"b": []}]}) == 4
    assert json_depth(json.loads(_deep(900))) == 900


@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH + 1, 900, 100_000])
def test_deeply_nested_json_is_a_value_error_naming_the_file(tmp_path: Path, depth: int) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"id": "x", "extra": ' + _deep(depth) + "}", encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad\.json: JSON nested too deeply"):
        read_json(bad)
    with pytest.raises(MalformedRulesetError, match=r"bad\.json: JSON nested too deeply"):
        load_ruleset(str(bad))


def test_check_ruleset_reports_a_deep_file_invalid_and_still_checks_the_next(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(_deep(100_000), encoding="utf-8")
    code = main(["check-ruleset", str(bad), str(PENN_4)])
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert out[0] == f"invalid: {bad}: JSON nested too deeply (more than {MAX_JSON_DEPTH} levels)"
    assert out[1].startswith(f"ok: {PENN_4}: penn-4 ")


def _numeric_nodes(node: object, path: str = "") -> list[tuple[str, dict[str, object]]]:
    found: list[tuple[str, dict[str, object]]] = []
    if isinstance(node, dict):
        types = node.get("type")
        types = types if isinstance(types, list) else [types]
        if "integer" in types or "number" in types:
            found.append((path, node))
        for key, value in node.items():
            found += _numeric_nodes(value, f"{path}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found += _numeric_nodes(value, f"{path}/{i}")
    return found


def test_every_numeric_field_of_the_ruleset_schema_is_bounded() -> None:
    schema = read_json(RULESET_DIR.parent.parent / "schemas" / "ruleset.schema.json")
    nodes = _numeric_nodes(schema)
    assert len(nodes) >= 20
    unbounded = [path for path, node in nodes if "minimum" not in node or "maximum" not in node]
    assert unbounded == []


HUGE = 10**400


@pytest.mark.parametrize(
    ("field", "value"),
    [
        (("game", "target"), HUGE),
        (("game", "target"), 100_001),
        (("bidding", "maximum"), HUGE),
        (("meld", "values", "run", "1"), HUGE),
        (("hand_size",), 97),
        (("players",), 9),
    ],
)
def test_numbers_beyond_their_bounds_are_rejected_naming_the_field(
    tmp_path: Path, field: tuple[str, ...], value: int
) -> None:
    doc = read_json(PENN_4)
    node = doc
    for step in field[:-1]:
        node = node[step]
    node[field[-1]] = value
    path = tmp_path / "big.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(MalformedRulesetError, match=rf"field {'.'.join(field)}: .* is greater than the maximum"):
        load_document(str(path))


def test_check_ruleset_rejects_a_400_digit_target(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = PENN_4.read_text(encoding="utf-8")
    doc = json.loads(text)
    target = doc["game"]["target"]
    assert f'"target": {target}' in text
    path = tmp_path / "huge-target.json"
    path.write_text(text.replace(f'"target": {target}', '"target": 1' + "0" * 400), encoding="utf-8")
    assert main(["check-ruleset", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"invalid: {path}: field game.target: ")
    assert "is greater than the maximum of 100000" in out
