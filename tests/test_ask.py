"""``pinochle-conformance ask``: one request to adapters and the reference, answers side by side."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

from conformance_report.cli import main

REPO = Path(__file__).resolve().parent.parent
PY = shlex.quote(sys.executable)
PLANTED = f"{PY} {REPO / 'tests' / 'fakes' / 'planted.py'} --bug marriage-in-run"
KIT = f"{PY} {REPO / 'examples' / 'python-adapter' / 'adapter.py'}"
HAND = '{"hand": ["AH","TH","KH","QH","JH","KH","QH","9H","QS","JD","KS","QS"], "trump": "H"}'
TRICK = '{"trump": "H", "trick": [{"seat": 1, "card": "AS"}, {"seat": 2, "card": "9H"}]}'


def test_alike_answers_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ask", "--impl", KIT, "--ruleset", "penn-4", "trick_winner", TRICK]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"ask trick_winner on penn-4: {json.dumps(json.loads(TRICK))}"
    assert out[1].split() == [
        "reference",
        "(pinochle-reference-engine",
        "0.1.0)",
        "reference",
        '{"result":',
        '{"seat":',
        "2}}",
    ]
    assert out[2].split() == ["impl-1", "(python-minimal", "0.1.0)", "same", '{"result":', '{"seat":', "2}}"]
    assert out[3] == "every answer is the reference's"


def test_a_differing_answer_is_marked_and_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["ask", "--impl", KIT, "--impl", PLANTED, "--ruleset", "penn-4", "meld", HAND, "--json"])
    assert code == 1
    shown = json.loads(capsys.readouterr().out)
    ref, kit, planted = shown["answers"]
    assert (ref["label"], ref["result"]["total"]) == ("reference", 26)
    assert kit["unsupported"] == {"message": "operation 'meld' not declared in handshake"} and kit["differs"] == []
    assert planted["result"]["total"] == 30 and planted["differs"] == ["lines", "total"]
    code = main(["ask", "--impl", PLANTED, "--ruleset", "penn-4", "meld", HAND])
    assert code == 1 and "DIFFERS (lines, total)" in capsys.readouterr().out


def test_a_declaration_file_is_a_ruleset(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    later = tmp_path / "later.json"
    later.write_text('{"extends": "penn-4", "id": "penn-4-later", "play": {"identical_first_wins": false}}', "utf-8")
    twin = '{"trump": "H", "trick": [{"seat": 0, "card": "AS"}, {"seat": 1, "card": "AS"}]}'
    assert main(["ask", "--ruleset", str(later), "trick_winner", twin, "--json"]) == 0
    (ref,) = json.loads(capsys.readouterr().out)["answers"]
    assert ref["result"] == {"seat": 1}  # the later of two identical aces, as the declaration reads it


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--ruleset", "penn-4", "meld", "{not json"], "ask: the args are not JSON"),
        (["--ruleset", "penn-4", "meld", "[1]"], "ask: the args must be a JSON object"),
        (["--ruleset", "penn-4", "melds", HAND], "ask: unknown operation 'melds'"),
        (["--ruleset", "penn-44", "meld", HAND], "ask: --ruleset penn-44"),
        (["--ruleset", "penn-4", "meld", '{"hand": ["ZZ"], "trump": "H"}'], "breaks the protocol schema"),
    ],
)
def test_a_bad_question_exits_2_saying_why(args: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ask", *args]) == 2
    assert said in capsys.readouterr().err


def test_a_scenario_id_asks_every_request_the_scenario_makes(capsys: pytest.CaptureFixture[str]) -> None:
    """``ask --scenario`` takes a stable id (or path::title) instead of a hand-written request."""
    impl = f"{PY} {REPO / 'tests' / 'fakes' / 'planted.py'} --bug ten-below-king"
    title = "features/000_bruce/deck-and-ranks.feature::The ten ranks between the ace and the king"
    assert main(["ask", "--impl", impl, "--scenario", title]) == 1
    out = capsys.readouterr().out
    assert out.startswith("ask trick_winner on bruce-5: ") and "DIFFERS (seat)" in out
    assert main(["ask", "--impl", f"{PY} -m reference_engine.adapter", "--scenario", "028c94ad"]) == 0  # stable id
    assert "every answer is the reference's" in capsys.readouterr().out
    assert main(["ask", "--scenario", "no-such-id"]) == 2
    assert main(["ask", "--scenario", "028c94ad", "--ruleset", "penn-4", "meld", "{}"]) == 2
