"""003's option limits (issue 32, Missing): check-ruleset refuses combinations 003 does not offer.

003's House Rules Options mark the kitty, the nines misdeal and single-round bidding "single
deck only" (double deck is always 4 players, auction bidding), the meld and trick minimums
"double deck only", and Modern scoring counts only A, 10 and K at 1 each.  A ruleset built on
003 that combines them anyway is refused by ``check-ruleset``, naming the file and the field.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import main
from conformance_report.rulesets import RULESET_DIR
from reference_engine.limits import option_limits
from reference_engine.readings import get_option
from reference_engine.ruleset import Ruleset

FIXTURES = sorted(RULESET_DIR.glob("*.json"))


def _doc(rid: str) -> dict[str, Any]:
    data = json.loads((RULESET_DIR / f"{rid}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _double_deck_with_kitty() -> dict[str, Any]:
    doc = _doc("trickster-double-deck")
    doc["id"] = "dd-kitty"
    doc["hand_size"] = 19
    doc["deal"]["schedule"] = [{"to": "each", "count": 19}, {"to": "kitty", "count": 4}]
    doc["kitty"] = _doc("trickster-classic-kitty")["kitty"]
    for reading in doc["readings"]:  # readings describe the file's own values (issue 36, item 22)
        if "value" in reading and reading["value"] != get_option(doc, reading["option"]):
            reading.update(value=get_option(doc, reading["option"]), alternatives=[reading["value"]])
    return doc


def _modern_with_queens() -> dict[str, Any]:
    doc = _doc("trickster-modern")
    doc["id"] = "modern-queens"
    doc["counters"]["values"] = {"A": 1, "T": 1, "K": 1, "Q": 1}
    return doc


def _check(tmp_path: Path, doc: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, Path]:
    path = tmp_path / f"{doc['id']}.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    capsys.readouterr()
    code = main(["check-ruleset", str(path)])
    return code, capsys.readouterr().out, path


def test_a_double_deck_ruleset_with_a_kitty_is_refused_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, path = _check(tmp_path, _double_deck_with_kitty(), capsys)
    assert code == 1
    assert out.startswith(f"invalid: {path}: ruleset 'dd-kitty': kitty: ")
    assert "single deck only" in out and "double80" in out


def test_a_modern_ruleset_with_queen_counters_is_refused_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, path = _check(tmp_path, _modern_with_queens(), capsys)
    assert code == 1
    assert f"invalid: {path}: ruleset 'modern-queens': counters.values: " in out
    assert "only A, 10 and K at 1 each, not A 1, T 1, K 1, Q 1" in out


@pytest.mark.parametrize(
    ("rid", "option", "value", "field"),
    [
        ("trickster-classic", "scoring.trick_minimum", 200, "scoring.trick_minimum"),
        ("trickster-classic", "meld.minimums", {"declarer_trump_marriage": True}, "meld.minimums"),
        ("trickster-double-deck", "bidding.style", "single_round", "bidding.style"),
        ("trickster-double-deck", "bidding.misdeal", {"min_nines": 5, "when": "as_first_bid"}, "bidding.misdeal"),
    ],
)
def test_each_limit_names_its_field(rid: str, option: str, value: Any, field: str) -> None:
    doc = _doc(rid)
    *parents, last = option.split(".")
    node = doc
    for p in parents:
        node = node[p]
    node[last] = value
    problems = option_limits(Ruleset.from_dict(doc))
    assert [p.split(":")[0] for p in problems] == [field]


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_every_named_ruleset_keeps_within_its_documents_limits(path: Path) -> None:
    assert option_limits(Ruleset.from_dict(json.loads(path.read_text(encoding="utf-8")))) == []


def test_other_documents_are_not_held_to_003s_limits() -> None:
    # 002's 96-card game has a widow with a double deck; 001's kitty games count no queens
    rs = Ruleset.from_dict(_doc("family-5-96"))
    assert rs.kitty is not None and rs.deck != "single48" and option_limits(rs) == []
