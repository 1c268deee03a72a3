"""Issue 36, items 16 and 23: diagnoses that say what happened, in the user's words."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from conformance_report.cli import main
from conformance_report.protocol.client import Implementation, SetupError
from conformance_report.protocol.validation import validate_response
from conformance_report.tools.smoke import load_ruleset

FAKES = Path(__file__).parent / "fakes"
TRICK = {"trump": "H", "trick": [{"seat": 1, "card": "AS"}, {"seat": 2, "card": "9H"}, {"seat": 3, "card": "TS"}]}


def _fake(name: str, *args: str, startup: float = 5.0) -> Implementation:
    return Implementation([sys.executable, str(FAKES / f"{name}.py"), *args], timeout=2.0, startup_timeout=startup)


def test_an_adapter_that_closed_its_stdin_is_not_said_to_have_closed_stdout() -> None:
    impl = _fake("closes_stdin")
    try:
        impl.start()
        outcome = impl.request("trick_winner", load_ruleset("penn-4"), TRICK)
    finally:
        impl.close()
    assert outcome.cause == "crash"
    assert "closed its stdin" in str(outcome.message) and "stdout" not in str(outcome.message)


def test_a_reply_starting_with_a_bom_is_said_to() -> None:
    impl = _fake("bom_reply")
    try:
        impl.start()
        outcome = impl.request("trick_winner", load_ruleset("penn-4"), TRICK)
    finally:
        impl.close()
    assert outcome.cause == "not_json"
    assert "byte order mark (BOM" in str(outcome.message) and "Expecting value" not in str(outcome.message)


def test_a_handshake_timeout_names_the_option_that_sets_it() -> None:
    impl = _fake("slow_start", "--delay", "2", startup=0.3)
    with pytest.raises(SetupError) as caught:
        impl.start()
    impl.close()
    assert caught.value.cause == "timeout"
    assert "0.3 s to start and answer hello" in caught.value.message and "--startup-timeout" in caught.value.message


@pytest.mark.parametrize(
    ("total", "said"),
    [(True, "true is not of type 'integer'"), (None, "null is not of type 'integer'")],
)
def test_schema_messages_spell_values_as_json(total: object, said: str) -> None:
    violation = validate_response("meld", {"id": "1", "result": {"lines": [], "total": total}})
    assert violation is not None and violation.message == said


def test_a_declaration_field_is_named_in_json_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mine = tmp_path / "mine.json"
    mine.write_text('{"extends": "penn-4", "id": "mine", "bidding": {"minimum": true}}', encoding="utf-8")
    assert main(["check-ruleset", str(mine)]) == 1
    assert "field bidding.minimum: true is not of type 'integer'" in capsys.readouterr().out


@pytest.mark.parametrize("number", ["NaN", "1e400", "-Infinity"])
def test_nan_and_overflowing_numbers_are_refused_in_a_declaration(
    tmp_path: Path, number: str, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "mine.json"
    mine.write_text(f'{{"extends": "penn-4", "id": "mine", "bidding": {{"minimum": {number}}}}}', encoding="utf-8")
    assert main(["check-ruleset", str(mine)]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"invalid: {mine}: ") and number in out


def test_a_bad_keyword_expression_is_a_usage_message_about_k(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["run", "-k", "royal marriage", "--out", str(tmp_path / "o"), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "feature files" not in err
    assert "-k 'royal marriage': " in err and "for example -k 'royal and marriage'" in err


def test_json_text_given_to_as_is_told_to_be_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["run", "--as", '{"extends": "penn-4"}', "--out", str(tmp_path / "o"), "--no-progress"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "not as JSON text: write the JSON into a file" in err and "trickster-modern" not in err
