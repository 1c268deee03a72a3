"""Issue 36, item 17: a declaration's errors keep their context: the declaration and the
field, a suggestion for a near-miss id, a cycle called a cycle, a key given twice refused."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from conformance_report.cli import main

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
