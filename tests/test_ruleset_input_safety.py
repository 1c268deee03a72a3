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
