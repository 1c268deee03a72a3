"""Records of games played by a planted-bug adapter (``records play --impl``), audited (issue 34):
each bug is found with the right rule at the right place; the reference engine's games are clean."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import main

PY = shlex.quote(sys.executable)
PLANTED = Path(__file__).parent / "fakes" / "planted.py"


def _played(tmp_path: Path, impl: str, ruleset: str) -> tuple[int, dict[str, Any], list[str]]:
    record = tmp_path / "played.phr"
    argv = [
        "records",
        "play",
        "--impl",
        impl,
        "--ruleset",
        ruleset,
        "--games",
        "2",
        "--seed",
        "3",
        "--out",
        str(record),
    ]
    assert main(argv) == 0
    out = tmp_path / "out"
    code = main(["audit", str(record), "--out", str(out)])
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    return code, report, record.read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("ruleset", ["trickster-classic", "penn-3", "peterson-4", "bruce-5"])
def test_games_the_reference_engine_plays_through_its_adapter_are_clean(ruleset: str, tmp_path: Path) -> None:
    code, report, _ = _played(tmp_path, f"{PY} -m reference_engine.adapter", ruleset)
    assert code == 0 and report["summary"]["deviations"] == 0
    assert report["summary"]["ended"] >= 10 and report["summary"]["games"] == 2


PLANTED_BUGS = [
    ("ten-below-king", "trickster-classic", "trick.winner", "trickster.play.trick-winner"),
    ("must-head-ignored", "trickster-classic", "play.must-head", "trickster.play.head-always"),
    ("marriage-in-run", "penn-3", "meld", "penn.meld.display"),
    ("set-not-applied", "trickster-classic", "score.set", "trickster.scoring.set-subtracts-bid"),
    ("game-never-ends", "trickster-classic", "game.result", "trickster.game.highest-wins"),
    ("last-trick-missing", "trickster-classic", "score.counters", "trickster.scoring.last-trick"),
]


@pytest.mark.parametrize(("bug", "ruleset", "key", "rule"), PLANTED_BUGS, ids=[b[0] for b in PLANTED_BUGS])
def test_a_planted_bug_is_found_with_its_rule_and_place(
    bug: str, ruleset: str, key: str, rule: str, tmp_path: Path
) -> None:
    code, report, lines = _played(tmp_path, f"{PY} {PLANTED} --bug {bug}", ruleset)
    assert code == 1
    counts = [(c["key"], c["count"]) for c in report["causes"]]
    top = next(c for c in report["causes"] if c["key"] == key)
    assert top["rule"] == rule and top["count"] == report["causes"][0]["count"], counts  # the largest cause
    place = top["example"]["place"]
    line = lines[place["line"] - 1]
    if key == "trick.winner":
        assert line.startswith(f"  {place['trick']}. ") and line[place["column"] - 1 :].startswith(
            str(top["example"]["claimed"])
        )
    elif key.startswith("play."):
        assert line.startswith(f"  {place['trick']}. ") and line[place["column"] - 1 :].startswith(f"{place['seat']}:")
    elif key == "meld":
        assert line.startswith(f"  {place['seat']}: {top['example']['claimed']}")
    elif key.startswith("score."):
        assert ":" in line and f"{key.split('.')[1].replace('set', 'score')} " in line
    else:
        assert line.startswith("  result: on")
        assert any(c["key"] == "game.over" for c in report["causes"])
