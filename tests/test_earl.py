"""report.earl.jsonld: every verdict as a W3C EARL assertion beside junit.xml (issue 33, item 7)."""

from __future__ import annotations

import json
import shlex
import sys
from collections import Counter
from pathlib import Path

from conformance_report.cli import main

PLANTED = Path(__file__).parent / "fakes" / "planted.py"
OUTCOMES = {"earl:passed", "earl:failed", "earl:cantTell", "earl:inapplicable", "earl:untested"}


def test_every_result_is_an_earl_assertion_with_its_outcome(tmp_path: Path) -> None:
    impl = f"{shlex.quote(sys.executable)} {PLANTED} --bug ten-below-king"
    out = tmp_path / "out"
    assert main(["run", "--ruleset", "penn-4", "--impl", impl, "--out", str(out), "--no-progress"]) == 1
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    earl = json.loads((out / "report.earl.jsonld").read_text(encoding="utf-8"))
    assert earl["@context"]["earl"] == "http://www.w3.org/ns/earl#"
    graph = earl["@graph"]
    assertor = [n for n in graph if "earl:Assertor" in n.get("@type", [])]
    subjects = [n for n in graph if "earl:TestSubject" in n.get("@type", [])]
    assertions = [n for n in graph if n.get("@type") == "earl:Assertion"]
    assert len(assertor) == 1 and assertor[0]["doap:release"]["doap:revision"] == report["header"]["suite_version"]
    assert [s["@id"] for s in subjects] == ["_:impl-0"] and subjects[0]["doap:name"] == "pinochle-reference-engine"
    assert len(assertions) == len(report["results"])
    assert {a["earl:result"]["earl:outcome"]["@id"] for a in assertions} <= OUTCOMES
    by_status = Counter(r["status"] for r in report["results"])
    outcomes = Counter(a["earl:result"]["earl:outcome"]["@id"] for a in assertions)
    assert outcomes["earl:failed"] == by_status["failed"] > 0
    assert outcomes["earl:passed"] == by_status["passed"] > 0
    ids = [a["earl:test"]["@id"] for a in assertions]
    assert len(set(ids)) == len(ids)  # one test case per stable scenario id
    failed = next(a for a in assertions if a["earl:result"]["pc:status"] == "failed")
    assert failed["earl:subject"] == {"@id": "_:impl-0"} and failed["earl:result"]["dct:description"]
