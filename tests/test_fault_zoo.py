"""The fault zoo (issues 13 and 36): one run against fourteen kinds of misbehaving adapters at once.

The run completes; every report file is whole and valid (report.json against its schema,
junit.xml parsed as XML); only the scenarios that use the misbehaving operation are errored;
and no process the run started is left behind, not even a child that left its session.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import uuid
import xml.etree.ElementTree as ET
from pathlib import Path

from _processes import marked

from conformance_report.report.model import validate_report
from conformance_report.spec.features import FEATURES
from conformance_report.spec.session import load, select

ROOT = Path(__file__).resolve().parent.parent
FAKES = ROOT / "tests" / "fakes"
CLI = Path(sys.executable).parent / "pinochle-conformance"
PY = sys.executable

# name -> (fake command, the operation it misbehaves on: None every request; "" none in particular)
ZOO: dict[str, tuple[str, str | None]] = {
    "crash at start": (f"{PY} {FAKES / 'crash_start.py'}", None),
    "crash midway": (f"{PY} {FAKES / 'crash_mid.py'} --after 20", ""),
    "hang": (f"{PY} {FAKES / 'hang.py'} --op trick_winner", "trick_winner"),
    "non-JSON": (f"{PY} {FAKES / 'not_json.py'} --op trick_winner", "trick_winner"),
    "wrong id": (f"{PY} {FAKES / 'wrong_id.py'} --op trick_winner", "trick_winner"),
    "schema-invalid": (f"{PY} {FAKES / 'schema_invalid.py'} --op trick_winner", "trick_winner"),
    "surrogate and control characters": (f"{PY} {FAKES / 'hostile_text.py'} --op trick_winner", "trick_winner"),
    "huge line": (f"{PY} {FAKES / 'oversized.py'} --op trick_winner", "trick_winner"),
    "stderr flood": (f"{PY} {FAKES / 'stderr_flood.py'} --bytes 200000 --op trick_winner", ""),
    "slow start": (f"{PY} {FAKES / 'slow_start.py'} --delay 0.5", ""),
    "setsid child": (f"{PY} {FAKES / 'setsid_child.py'}", ""),
    "hostile name": (f"{PY} {FAKES / 'hostile_text.py'} --hostile-name --op meld", "meld"),
    "megabyte messages": (f"{PY} {FAKES / 'huge_message.py'} --op trick_winner --kind message", "trick_winner"),
    "claims nothing": (f"{PY} {FAKES / 'echo_ok.py'} --ops ''", None),
    "many variants": (f"{PY} {FAKES / 'two_variants.py'} --wrong-under penn-4-high", ""),
}


def test_one_run_against_fifteen_misbehaving_adapters_completes_with_whole_reports(tmp_path: Path) -> None:
    mark = f"PINOCHLE_ZOO_{uuid.uuid4().hex}"
    argv = [str(CLI), "run", "--ruleset", "penn-4", "--out", str(tmp_path / "out"), "--timeout", "0.5", "--no-progress"]
    for command, _ in ZOO.values():
        argv += ["--impl", command]
    env = dict(os.environ, **{mark: "1"})
    started = time.monotonic()
    proc = subprocess.run(argv, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert time.monotonic() - started < 300
    assert proc.returncode == 1, proc.stderr[-2000:]

    out = tmp_path / "out"
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert validate_report(report) == []
    ET.parse(out / "junit.xml")  # well-formed XML
    assert (out / "report.json").stat().st_size < 20 * 2**20
    assert "</html>" in (out / "report.html").read_text(encoding="utf-8")
    assert (out / "summary.md").read_text(encoding="utf-8").strip()

    keys = [i["key"] for i in report["header"]["implementations"]]
    assert len(keys) == len(ZOO)
    for key, (name, (_, bad_op)) in zip(keys, ZOO.items(), strict=True):
        mine = [r for r in report["results"] if r["implementation"] == key]
        assert mine, name
        errored = {r["id"] for r in mine if r["status"] == "errored"}
        if bad_op is None:  # nothing can be judged: every scenario errored, with the cause
            assert errored == {r["id"] for r in mine}, name
            refused = name == "claims nothing"  # its handshake came, and was refused
            said = "its handshake was refused: " if refused else "the adapter could not be started: "
            assert all(r["message"].startswith(f"not attempted: {said}") for r in mine)
            # said once per file, not once per rule; no coverage for what claimed nothing
            why = report["header"]["implementations"][keys.index(key)]["start_failure"]["detail"]
            assert ("claims no operations" if refused else "handshake failed (crash)") in why
            assert report["footer"]["implementations"][key]["scores"] == {"score": 0.0, "coverage": None}
            assert proc.stdout.count(f"{key} did not start: ") == 1
            summary = (out / "summary.md").read_text(encoding="utf-8")
            assert summary.count("Did not start: ") == 2  # the crash at start and the refused handshake
            assert f"its {len(mine)} scenarios are errored; not listed below" in summary
            assert f", {key}):" not in summary  # none of its results is listed by rule
            badges = json.loads((out / "badges" / "badges.json").read_text(encoding="utf-8"))
            assert badges[f"{key}.svg"]["message"] == "did not start"
            page = (out / "report.html").read_text(encoding="utf-8")
            assert (
                "data-start-failure" in page and f"{key} did not start (its scenarios are errored, not grouped" in page
            )
            continue
        if name == "many variants":  # judged under each declared variant; wrong under one only
            assert {r.get("variant") for r in mine} == {"penn-4-low", "penn-4-high"}
            failed = [r for r in mine if r["status"] == "failed"]
            assert failed and {r["variant"] for r in failed} == {"penn-4-high"} and not errored
            assert all(_uses(r, "trick_winner") for r in failed)
            continue
        if name == "crash midway":  # every 21st request crashes it, whatever its operation
            assert 0 < len(errored) < len(mine) / 5 and all(
                r["cause"] == "crash" for r in mine if r["status"] == "errored"
            )
            continue
        # a protocol refusal scenario expects an error reply: an adapter erroring on its operation passes it
        refusals = {r["id"] for r in mine if "doc-protocol" in r["sources"] and r["status"] == "passed"}
        using = {r["id"] for r in mine if r["status"] != "unsupported" and bad_op and _uses(r, bad_op)} - refusals
        assert errored <= using, (name, sorted(errored - using)[:3])
        if bad_op:
            assert errored == using and errored, name
        if name == "megabyte messages":  # each kept cut, saying how much was cut
            assert all(r["message"].endswith("m… [cut 998,000 characters]") for r in mine if r["id"] in errored)

    # the hostile adapter's text reached the files safely
    assert "\ud800" not in (out / "report.json").read_text(encoding="utf-8")

    # nothing the run started is left, not even the child that left its session
    deadline = time.monotonic() + 5
    while marked(mark) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert marked(mark) == []


_OPS = {p.scenario.id: set(p.ops) for p in select(load(FEATURES), rulesets=["penn-4"])}


def _uses(result: dict[str, object], op: str) -> bool:
    """Whether the scenario sends ``op`` (read from its plan)."""
    return op in _OPS[str(result["id"])]
