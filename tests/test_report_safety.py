"""Hostile adapter text reaches every report file safely; files get ordinary permissions.

Issue 13, items 1 (lone surrogates), 3 (junit.xml well-formed), 12 (umask), 13 (terminal
escapes) and 17 (a hash, not 'unsafe-inline', in the page's Content-Security-Policy).
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shlex
import stat
import sys
import xml.dom.minidom
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import main
from conformance_report.report.clean import clean_text, clean_tree
from conformance_report.report.html import render_html
from conformance_report.report.model import build_report, to_json_text, validate_report, write_atomic
from conformance_report.report.terminal import for_terminal
from conformance_report.report.text import render_junit, render_markdown

FAKES = Path(__file__).parent / "fakes"
SURROGATE = "\ud800"
CONTROLS = "bell\x07 nul\x00 esc\x1b[2J vt\x0b ff\x0c del\x7f c1\x9b fffe\ufffe"
HOSTILE = f"{SURROGATE} {CONTROLS} \udfff tail"


def _hostile_report() -> dict[str, Any]:
    impls = [
        {
            "key": "impl-0",
            "argv": ["x", HOSTILE],
            "name": "name" + HOSTILE,
            "version": "1" + HOSTILE,
            "language": "py" + HOSTILE,
        }
    ]
    base = {
        "feature": "features/x.feature",
        "rules": ["penn.play.must-follow"],
        "sources": ["doc-004"],
        "rulesets": ["penn-4"],
        "duration": 0.01,
        "implementation": "impl-0",
        "rerun": "pinochle-conformance run --scenario x",
    }
    results = [
        {
            **base,
            "id": "f::failed",
            "scenario": "failed",
            "status": "failed",
            "message": "failed " + HOSTILE,
            "step": {"step": "Then x", "line": 3, "expected": 2, "actual": HOSTILE},
        },
        {
            **base,
            "id": "f::errored",
            "scenario": "errored",
            "status": "errored",
            "by": "adapter",
            "cause": "error-reply",
            "message": "errored " + HOSTILE,
            "stderr": "stderr " + HOSTILE,
            "steps": ["Given " + HOSTILE],
        },
        {**base, "id": "f::skip", "scenario": "skip", "status": "unsupported", "message": "unsupported " + HOSTILE},
    ]
    header = {
        "harness": {"name": "pinochle-conformance", "version": "0"},
        "suite_commit": "abc",
        "started": "2026-11-21T00:00:00+00:00",
        "command": ["pinochle-conformance", "run", HOSTILE],
        "implementations": impls,
        "rulesets": ["penn-4"],
    }
    return build_report(header, results, {"impl-0": 1.0}, "2026-11-21T00:00:01+00:00")


def _write_all(report: dict[str, Any], out: Path) -> None:
    write_atomic(out / "report.json", to_json_text(report))
    write_atomic(out / "report.html", render_html(report))
    write_atomic(out / "junit.xml", render_junit(report))
    write_atomic(out / "summary.md", render_markdown(report))


def test_clean_text_replaces_lone_surrogates_and_optionally_xml_illegal_characters() -> None:
    assert clean_text("a\ud800b\udfffc") == "a\ufffdb\ufffdc"
    assert clean_text("esc\x1b tab\t nl\n") == "esc\x1b tab\t nl\n"
    assert clean_text("esc\x1b nul\x00 tab\t nl\n cr\r \ufffe", controls=True) == (
        "esc\\x1b nul\\x00 tab\t nl\n cr\r \\ufffe"
    )
    assert clean_text("10♠ ten of spades") == "10♠ ten of spades"
    # bidirectional overrides and isolates can make a name read as another: made visible too
    assert clean_text("abc\u202efed\u2066x\u2069", controls=True) == "abc\\u202efed\\u2066x\\u2069"
    assert clean_text("abc\u202efed") == "abc\u202efed"  # report.json keeps the text as sent
    assert clean_tree({"k\ud800": ["v\ud800", 3, None]}) == {"k\ufffd": ["v\ufffd", 3, None]}


def test_lone_surrogates_in_every_adapter_string_reach_every_report_file(tmp_path: Path) -> None:
    report = _hostile_report()
    assert validate_report(report) == []
    _write_all(report, tmp_path)
    for name in ("report.json", "report.html", "junit.xml", "summary.md"):
        text = (tmp_path / name).read_bytes().decode("utf-8")  # strict: the file is valid UTF-8
        assert "\ufffd" in text, name
        assert "tail" in text, name
    data = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert validate_report(data) == []
    assert data["header"]["implementations"][0]["name"].startswith("name\ufffd bell\x07")
    assert data["results"][1]["stderr"] == "stderr " + HOSTILE.replace(SURROGATE, "\ufffd").replace("\udfff", "\ufffd")


def test_write_atomic_never_fails_on_a_lone_surrogate(tmp_path: Path) -> None:
    write_atomic(tmp_path / "x.txt", "a\ud800b")
    assert (tmp_path / "x.txt").read_text(encoding="utf-8") == "a\ufffdb"


def _xml_text(node: ET.Element) -> Iterator[str]:
    for el in node.iter():
        yield from el.attrib.values()
        if el.text:
            yield el.text


def test_junit_is_well_formed_xml_with_control_characters_in_messages() -> None:
    text = render_junit(_hostile_report())
    root = ET.fromstring(text.encode("utf-8"))
    xml.dom.minidom.parseString(text.encode("utf-8"))
    suite = root.find("testsuite")
    assert suite is not None
    assert suite.get("name", "").startswith("name\ufffd bell\\x07 nul\\x00 esc\\x1b[2J")
    failure = root.find("testsuite/testcase/failure")
    assert failure is not None
    assert failure.get("message", "").startswith("failed \ufffd bell\\x07")
    error = root.find("testsuite/testcase/error")
    assert error is not None and "esc\\x1b[2J" in (error.text or "")
    for value in _xml_text(root):
        assert not re.search("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]", value)


def test_html_and_markdown_carry_no_raw_control_characters() -> None:
    report = _hostile_report()
    report["results"][0]["message"] += " \u202e"  # a right-to-left override
    for text, escape in ((render_html(report), "esc\\x1b[2J"), (render_markdown(report), "esc\\\\x1b\\[2J")):
        assert not re.search("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]", text)
        assert "\\u202e" in text
        assert escape in text  # in Markdown, the backslash and the bracket escaped in turn


def test_markdown_shows_an_adapters_text_as_text() -> None:
    # no bold, link, code span, strikethrough, HTML or extra table cell from what an adapter says
    report = _hostile_report()
    report["header"]["implementations"][0]["name"] = "a|b"
    report["results"][0]["message"] = "*bold* _it_ `x` [link](https://e.example) ~~s~~ <img src=x> &amp; a|b"
    report["results"][0].pop("step")
    report = build_report(report["header"], report["results"], {"impl-0": 1.0}, "2026-11-21T00:00:01+00:00")
    text = render_markdown(report)
    assert (
        "\\*bold\\* \\_it\\_ \\`x\\` \\[link\\](https://e.example) \\~\\~s\\~\\~ &lt;img src=x> &amp;amp; a\\|b" in text
    )
    row = next(line for line in text.splitlines() if line.startswith("| a"))
    assert row.startswith("| a\\|b ") and row.count(" | ") == row.replace("\\|", "").count(" | ")


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_write_atomic_honours_the_umask(tmp_path: Path, umask: int, mode: int) -> None:
    old = os.umask(umask)
    try:
        write_atomic(tmp_path / "report.json", "{}\n")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "report.json").stat().st_mode) == mode
    assert [p.name for p in tmp_path.iterdir()] == ["report.json"]


def test_for_terminal_neutralises_escapes_and_keeps_ordinary_text() -> None:
    assert for_terminal("A♠ 10♥ café") == "A♠ 10♥ café"
    assert for_terminal("\x1b[2J\x1b]0;title\x07") == "\\x1b[2J\\x1b]0;title\\x07"
    assert for_terminal("a\rb\x9bc\u202ed\ud800") == "a\\x0db\\x9bc\\u202ed\\ud800"
    assert for_terminal("line1\nline2\tx") == "line1\nline2\tx"
    assert for_terminal("line1\nline2\tx", one_line=True) == "line1\\x0aline2\\x09x"
    assert for_terminal(42) == "42"
    for_terminal("\ud800").encode("utf-8")  # printable on a UTF-8 terminal


def test_the_page_allows_only_its_own_script_by_hash() -> None:
    page = render_html(_hostile_report())
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', page)
    assert csp is not None
    policy = csp.group(1)
    assert "unsafe-inline" not in policy
    scripts = re.findall(r"<script>(.*?)</script>", page, flags=re.S)
    assert len(scripts) == 1
    digest = base64.b64encode(hashlib.sha256(scripts[0].encode("utf-8")).digest()).decode("ascii")
    assert f"script-src 'sha256-{digest}'" in policy
    styles = re.findall(r"<style>(.*?)</style>", page, flags=re.S)
    digest = base64.b64encode(hashlib.sha256(styles[0].encode("utf-8")).digest()).decode("ascii")
    assert f"style-src 'sha256-{digest}'" in policy


def test_a_run_against_an_adapter_sending_surrogates_and_controls_writes_every_report_file(tmp_path: Path) -> None:
    impl = f"{shlex.quote(sys.executable)} {shlex.quote(str(FAKES / 'hostile_text.py'))} --op meld"
    out = tmp_path / "out"
    code = main(["run", "--out", str(out), "--impl", impl, "--ruleset", "penn-4", "--tags", "penn.meld.run"])
    assert code == 1
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert validate_report(report) == []
    errored = [r for r in report["results"] if r["status"] == "errored"]
    assert errored and len(errored) == len(report["results"])
    assert all("\ufffd bell\x07" in r["message"] for r in errored)
    root = ET.parse(out / "junit.xml").getroot()
    assert len(root.findall("testsuite/testcase/error")) == len(errored)
    assert "esc\\x1b[2J" in (out / "report.html").read_bytes().decode("utf-8")
    assert "esc\\\\x1b\\[2J" in (out / "summary.md").read_bytes().decode("utf-8")


def test_smoke_prints_a_hostile_adapter_name_and_messages_inert(capsys: pytest.CaptureFixture[str]) -> None:
    impl = f"{shlex.quote(sys.executable)} {shlex.quote(str(FAKES / 'hostile_text.py'))} --hostile-name --op meld"
    assert main(["smoke", "--impl", impl, "--timeout", "5"]) == 0
    out = capsys.readouterr().out
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\u202e]", out)
    assert "handshake valid — fake\\ud800 bell\\x07 nul\\x00 esc\\x1b[2J\\x1b]0;pwned\\x07 \\u202eevil" in out
    assert "answers meld — adapter error: \\ud800 bell\\x07" in out


def test_a_number_json_cannot_hold_is_not_json_and_never_reaches_report_json_as_one() -> None:
    from conformance_report.protocol.pipes import WireFailure
    from conformance_report.protocol.wire import decode_line
    from conformance_report.report.model import to_json_text

    for line in (b'{"id":"1","result":{"seat":1e400}}', b'{"id":"1","error":{"message":"x","details":-1e999}}'):
        with pytest.raises(WireFailure) as caught:
            decode_line(line)
        assert caught.value.cause == "not_json" and "is out of range" in caught.value.message
    report = _hostile_report()
    report["results"][0]["step"]["actual"] = [float("inf"), -float("inf"), float("nan"), 2.5]
    text = to_json_text(report)
    strict = json.loads(text, parse_constant=lambda name: pytest.fail(f"{name} in report.json"))
    assert strict["results"][0]["step"]["actual"] == ["Infinity", "-Infinity", "NaN", 2.5]


@pytest.mark.parametrize("char", ["\u061c", "\u200e", "\u200b", "\u2066", "\ufeff"])
def test_bidi_and_format_characters_are_escaped_for_terminal_and_files(char: str) -> None:
    """Issue 36, item 14: U+061C (Arabic letter mark) and the other invisible format characters."""
    from conformance_report.report.terminal import for_terminal

    shown = f"\\u{ord(char):04x}"
    assert for_terminal(f"a{char}b") == f"a{shown}b"
    assert clean_text(f"a{char}b", controls=True) == f"a{shown}b"
    assert for_terminal("♠ é ü 漢") == "♠ é ü 漢"  # ordinary text unchanged


def test_check_ruleset_and_feature_set_up_errors_print_no_raw_escape(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 36, item 14: a ruleset's name and a feature file's step text reach the terminal inert."""
    from conformance_report.cli import main

    ours = tmp_path / "ours.json"
    ours.write_text(json.dumps({"extends": "penn-4", "id": "ours", "name": "Ours\x1b]0;pwned\x07\u061c"}), "utf-8")
    assert main(["check-ruleset", str(ours)]) == 0
    out = capsys.readouterr().out
    assert "Ours\\x1b]0;pwned\\x07\\u061c" in out and "\x1b" not in out and "\u061c" not in out
    club = tmp_path / "club"
    club.mkdir()
    (club / "bad.feature").write_text(
        '@doc-004\nFeature: f\n\n  @penn.meld.run\n  Scenario: s\n    Given the ruleset "penn-4"\n'
        "    And trump is \x1b[2J\u202e♥\n    When the meld is counted\n    Then the meld total is 15\n",
        encoding="utf-8",
    )
    assert main(["run", "--features", str(club), "--out", str(tmp_path / "o"), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\u202e" not in err and "\\x1b[2J" in err
