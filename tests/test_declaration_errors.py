"""Issue 36, item 17: a declaration's errors keep their context: the declaration and the
field, a suggestion for a near-miss id, a cycle called a cycle, a key given twice refused."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from conformance_report.cli import main
from conformance_report.rulesets import RULESET_DIR
from conformance_report.variants.declaration import load_declaration

SELECTION = ["--impl", f"{sys.executable} -m reference_engine.adapter", "--ruleset", "penn-4", "-k", "trump"]


def _refused(capsys: pytest.CaptureFixture[str], tmp_path: Path, declared: str) -> str:
    capsys.readouterr()
    assert main(["run", *SELECTION, "--no-progress", "--as", declared, "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and not (tmp_path / "o" / "report.json").exists()
    return err


def test_a_missing_base_names_the_declaration_and_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mine = tmp_path / "mine.json"
    mine.write_text('{"extends": "missing.json"}', encoding="utf-8")
    err = _refused(capsys, tmp_path, str(mine))
    assert f"--as {mine}: field extends: 'missing.json': no such ruleset file ({tmp_path / 'missing.json'})" in err


@pytest.mark.parametrize("base", ["Penn-4", "penn4"])
def test_a_near_miss_base_id_gets_a_suggestion(base: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mine = tmp_path / "mine.json"
    mine.write_text('{"extends": "%s"}' % base, encoding="utf-8")  # noqa: UP031
    err = _refused(capsys, tmp_path, str(mine))
    assert f"--as {mine}: field extends: " in err and "did you mean 'penn-4'" in err
    assert "trickster-modern" not in err  # not the list of every id


def test_a_near_miss_id_given_to_as_gets_a_suggestion(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(capsys, tmp_path, "Penn-4")
    assert "--as Penn-4: no such ruleset file, and not a named ruleset; did you mean 'penn-4'" in err


def test_declarations_that_extend_each_other_are_a_cycle(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    me = tmp_path / "self.json"
    me.write_text('{"extends": "self.json", "bidding": {"minimum": 30}}', encoding="utf-8")
    err = _refused(capsys, tmp_path, str(me))
    assert f"--as {me}: field extends: declarations extend each other in a cycle: {me} -> {me}" in err
    assert "deep" not in err
    (tmp_path / "a.json").write_text('{"extends": "b.json"}', encoding="utf-8")
    (tmp_path / "b.json").write_text('{"extends": "a.json"}', encoding="utf-8")
    err = _refused(capsys, tmp_path, str(tmp_path / "a.json"))
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert f"{b}: field extends: declarations extend each other in a cycle: {a} -> {b} -> {a}" in err


def test_a_key_given_twice_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mine = tmp_path / "mine.json"
    mine.write_text('{"extends": "penn-4", "bidding": {"minimum": 30, "minimum": 40}}', encoding="utf-8")
    assert f"{mine}: the key 'minimum' appears twice in one object" in _refused(capsys, tmp_path, str(mine))


# ------------------------------------------------------------------ issue 36, item 22: readings that lie
def _penn4_with(tmp_path: Path, change: dict[str, object]) -> Path:
    doc = json.loads((RULESET_DIR / "penn-4.json").read_text(encoding="utf-8"))
    doc.update(id="liar", name="Liar")
    for reading in doc["readings"]:
        if reading["option"] == "bidding.increment":
            reading.update(change)
    path = tmp_path / "liar.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_check_ruleset_refuses_a_reading_whose_value_is_not_the_rulesets(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _penn4_with(tmp_path, {"value": 5, "alternatives": [1]})  # the file takes 1
    assert main(["check-ruleset", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"invalid: {path}: field readings[" in out
    assert "records the value 5 for bidding.increment, but the ruleset takes 1 there" in out


def test_check_ruleset_refuses_a_reading_listing_its_own_value_as_an_alternative(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _penn4_with(tmp_path, {"alternatives": [5, 1]})
    assert main(["check-ruleset", str(path)]) == 1
    assert "bidding.increment lists its own value 1 among its alternatives" in capsys.readouterr().out


def test_a_declaration_does_not_inherit_the_readings_of_the_options_it_changes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "ours.json"
    path.write_text('{"extends": "penn-4", "id": "ours", "bidding": {"increment": 5}}', encoding="utf-8")
    doc = load_declaration(str(path))
    options = [r["option"] for r in doc["readings"]]
    base = [r["option"] for r in json.loads((RULESET_DIR / "penn-4.json").read_text(encoding="utf-8"))["readings"]]
    assert "bidding.increment" in base and "bidding.increment" not in options
    assert options == [o for o in base if o != "bidding.increment"]  # the others still describe it
    assert main(["check-ruleset", str(path)]) == 0
    out = capsys.readouterr().out
    assert "note: " in out and "the readings of bidding.increment" in out
    # a declaration that changes nothing a reading describes inherits them all, and no note
    same = tmp_path / "same.json"
    same.write_text('{"extends": "penn-4", "id": "same", "name": "Same rules"}', encoding="utf-8")
    assert [r["option"] for r in load_declaration(str(same))["readings"]] == base
    assert main(["check-ruleset", str(same)]) == 0
    assert "note:" not in capsys.readouterr().out
