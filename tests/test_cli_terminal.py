"""pytest's conventions in ``run``, through the CLI (issue 35): ``--lf`` reruns exactly the last
run's failures from ``--out``, ``-x`` stops at the first failure and still writes a whole report,
colour on a terminal (a pseudo-terminal here) unless ``NO_COLOR`` is set, ``--color`` to force it;
two implementations of one name told apart; a not-JSON reply shows its line everywhere."""

from __future__ import annotations

import json
import os
import pty
import select
import shlex
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import main
from conformance_report.report.model import validate_report

PY = shlex.quote(sys.executable)
FAKES = Path(__file__).parent / "fakes"
MUST_HEAD_IGNORED = f"{PY} {FAKES / 'planted.py'} --bug must-head-ignored"
TEN_BELOW_KING = f"{PY} {FAKES / 'planted.py'} --bug ten-below-king"
SELECTION = ["--ruleset", "penn-4", "-k", "trump"]
ANSI = "\x1b["


def _run(out: Path, *args: str) -> tuple[int, dict[str, Any]]:
    code = main(["run", *args, "--out", str(out), "--no-progress", "--no-causes"])
    return code, json.loads((out / "report.json").read_text(encoding="utf-8"))


def _bad(report: dict[str, Any]) -> list[str]:
    return sorted(r["id"] for r in report["results"] if r["status"] in ("failed", "errored"))


def test_lf_reruns_exactly_the_previous_failures(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    code, first = _run(out, "--impl", MUST_HEAD_IGNORED, *SELECTION)
    failed = _bad(first)
    assert code == 1 and 0 < len(failed) < len(first["results"])
    capsys.readouterr()
    code, again = _run(out, "--impl", MUST_HEAD_IGNORED, *SELECTION, "--lf")
    assert code == 1
    assert sorted(r["id"] for r in again["results"]) == failed  # those, and only those
    assert f"--lf: rerunning {len(failed)} failed or errored scenario(s)" in capsys.readouterr().err
    # the reference passes them: a third --lf, from that report, has no failure to rerun
    code, fixed = _run(out, "--lf", *SELECTION)
    assert code == 0 and sorted(r["id"] for r in fixed["results"]) == failed
    capsys.readouterr()
    _, whole = _run(out, "--lf", *SELECTION)
    assert len(whole["results"]) == len(first["results"])
    assert "records no failure: running the whole selection" in capsys.readouterr().err


def test_x_stops_at_the_first_failure_and_the_report_is_still_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, full = _run(tmp_path / "full", "--impl", TEN_BELOW_KING, *SELECTION)
    assert len(_bad(full)) > 1
    capsys.readouterr()
    code, report = _run(tmp_path / "x", "--impl", TEN_BELOW_KING, *SELECTION, "-x")
    assert code == 1
    assert len(_bad(report)) == 1
    # every selected scenario has its verdict: the ones not run are skipped, and said so
    assert sorted(r["id"] for r in report["results"]) == sorted(r["id"] for r in full["results"])
    cut = [r for r in report["results"] if r["status"] == "skipped"]
    assert cut and all(r["message"].startswith("not run: --maxfail 1") for r in cut)
    assert validate_report(report) == []
    for name in ("report.html", "junit.xml", "summary.md", "report.earl.jsonld"):
        assert (tmp_path / "x" / name).stat().st_size > 0
    assert f"stopped early: -x reached; {len(cut)} scenario(s) not run" in capsys.readouterr().out


def _on_a_terminal(tmp_path: Path, *args: str, env: dict[str, str] | None = None) -> str:
    """What ``run`` prints to a pseudo-terminal (stdout is a tty), 80 columns wide."""
    command = [sys.executable, "-c", "import sys; from conformance_report.cli import entry; sys.exit(entry())"]
    command += ["run", "--impl", TEN_BELOW_KING, *SELECTION, "--no-progress", "--no-causes", *args]
    command += ["--out", str(tmp_path / "tty")]
    environment = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    environment.update({"COLUMNS": "80", **(env or {})})
    master, slave = pty.openpty()
    proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=slave, stderr=subprocess.DEVNULL, env=environment)
    os.close(slave)
    chunks: list[bytes] = []
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 1.0)
            if not ready:
                if proc.poll() is not None:
                    break
                continue
            try:
                data = os.read(master, 65536)
            except OSError:  # the terminal closed: the run is over
                break
            if not data:
                break
            chunks.append(data)
    finally:
        os.close(master)
        proc.wait(timeout=60)
    assert proc.returncode == 1
    return b"".join(chunks).decode("utf-8", "replace")


def test_colour_on_a_terminal_and_no_colour_with_no_color_set(tmp_path: Path) -> None:
    coloured = _on_a_terminal(tmp_path)
    assert ANSI + "31m" in coloured and "FAILED" in coloured  # the failures in red
    plain = _on_a_terminal(tmp_path, env={"NO_COLOR": "1"})
    assert ANSI not in plain and "FAILED" in plain
    assert ANSI not in _on_a_terminal(tmp_path, "--color", "no")
    assert ANSI + "31m" in _on_a_terminal(tmp_path, "--color", "yes", env={"NO_COLOR": "1"})  # asked for


def test_colour_forced_into_a_pipe_and_never_by_default(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _run(tmp_path / "a", "--impl", TEN_BELOW_KING, *SELECTION)  # captured: not a terminal
    assert ANSI not in capsys.readouterr().out
    _run(tmp_path / "b", "--impl", TEN_BELOW_KING, *SELECTION, "--color", "yes")
    assert ANSI + "31m" in capsys.readouterr().out


def _details(page: str) -> list[str]:
    """The failure details a report page keeps packed (what its script shows when a row opens)."""
    import base64
    import gzip
    import re

    m = re.search(r'<script type="application/octet-stream" id="detail-data">([^<]*)</script>', page)
    assert m is not None
    return list(json.loads(gzip.decompress(base64.b64decode(m.group(1)))))


def test_two_implementations_of_one_name_are_told_apart(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run(tmp_path / "o", "--impl", TEN_BELOW_KING, "--impl", MUST_HEAD_IGNORED, *SELECTION)
    names = [i["name"] for i in report["header"]["implementations"]]
    assert code == 1 and names[0] == names[1]
    printed = " ".join(capsys.readouterr().out.split())  # lines wrapped at 80 columns, joined
    key = printed.split("Implementations: ", 1)[1].split("Failures", 1)[0]
    entries = key.split("; ")
    assert len(entries) == 2 and all(e.count(names[0]) == 1 for e in entries)
    assert "ten-below-king" in entries[0] and "must-head-ignored" in entries[1]  # told apart by command
    page = (tmp_path / "o" / "report.html").read_text(encoding="utf-8")
    import re

    heads = re.findall(r"<div role='columnheader' data-impl='impl-\d' title='([^']*)'>", page)
    assert len(heads) == 2 and heads[0] != heads[1]
    assert "ten-below-king" in heads[0] and "must-head-ignored" in heads[1]
    # and in the header's own text, by the last words of the command that differ
    shown = re.findall(r"<code class='tail'>([^<]*)</code>", page)
    assert shown == ["… ten-below-king", "… must-head-ignored"]


def test_a_not_json_reply_shows_its_line_cut_visibly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fake = f"{PY} {FAKES / 'not_json.py'} --op trick_winner --long"
    code, report = _run(
        tmp_path / "n", "--impl", fake, "--ruleset", "penn-4", "-k", "trick", "--tags", "not doc-protocol"
    )
    assert code == 1
    said = '"oops: debug print, not json xxx'
    cut = "… (cut: 503 bytes in all)"
    (errored,) = [r for r in report["results"] if r["status"] == "errored"]
    assert said in errored["message"] and cut in errored["message"] and " END" not in errored["message"]
    terminal = " ".join(capsys.readouterr().out.split())  # lines wrapped at 80 columns, joined
    assert said in terminal  # the failure by rule quotes the message
    summary = (tmp_path / "n" / "summary.md").read_text(encoding="utf-8")
    assert said in summary and cut in summary
    page = (tmp_path / "n" / "report.html").read_text(encoding="utf-8")
    assert said.replace('"', "&quot;") in page  # the row's short message
    assert any(cut in d for d in _details(page))  # and its details, whole
    assert main(["smoke", "--impl", fake]) == 1
    smoke = capsys.readouterr().out
    assert said in smoke and cut in smoke


def test_the_diff_sets_the_reference_whole_answer_against_the_apps(tmp_path: Path) -> None:
    import html
    import re

    from conformance_report.report.html import pretty_json
    from conformance_report.rulesets import load_document
    from conformance_report.variants.judge import reference_outcome

    code, report = _run(tmp_path / "d", "--impl", TEN_BELOW_KING, *SELECTION)
    assert code == 1
    failed = [r for r in report["results"] if r["status"] == "failed"]
    for r in failed:
        for ex in r["exchanges"]:
            request = ex["request"]
            theirs = reference_outcome(request["op"], load_document(request["ruleset"]), request["args"])
            assert ex["reference"] == {"result": theirs.result}
    details = _details((tmp_path / "d" / "report.html").read_text(encoding="utf-8"))
    heads = [d for d in details if "the reference engine's whole answer" in d]
    assert len(heads) == len(failed)
    # the − lines are the reference's answer's lines, the + lines the app's
    for d in heads:
        (r,) = [r for r in failed if f"--scenario {shlex.quote(r['id'])}" in html.unescape(d)]  # its rerun line
        ex = [e for e in r["exchanges"] if e["reference"] != e["reply"]][-1]  # the last request answered otherwise
        pre = re.search(r"<pre class='diff'>(.*?)</pre>", d, re.S)
        assert pre is not None
        marked = [(k, html.unescape(t)) for k, t in re.findall(r"<span class='(del|ins)'>(.*?)</span>", pre[1])]
        removed = [t[1:] for k, t in marked if k == "del"]
        added = [t[1:] for k, t in marked if k == "ins"]
        assert removed and added
        assert set(removed) <= set(pretty_json(ex["reference"]["result"]))
        assert set(added) <= set(pretty_json(ex["reply"]["result"]))
