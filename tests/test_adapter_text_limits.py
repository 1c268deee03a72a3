"""Issue 36, item 1: what an adapter says is kept to a bounded size, and the cut is visible.

An adapter answering every request with a megabyte of text (error messages, error details,
``unsupported`` messages) once drove a run to gigabytes of memory and hundreds of megabytes of
report; now a whole run against it stays small, and each cut says how much was cut.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from conformance_report.protocol.limits import MAX_TEXT, cut, cut_value
from conformance_report.report.model import validate_report

ROOT = Path(__file__).resolve().parent.parent
FAKES = ROOT / "tests" / "fakes"
CLI = Path(sys.executable).parent / "pinochle-conformance"
HUGE = f"{sys.executable} {FAKES / 'huge_message.py'}"

# runs the CLI as a child and prints the child's peak memory (KiB on Linux); address space is
# capped at 4 GiB so that a regression fails the test instead of exhausting the machine
_MEASURED = (
    "import resource, subprocess, sys\n"
    "resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))\n"
    "code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode\n"
    "print(code, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
)


def measured_run(argv: list[str], cwd: Path) -> tuple[int, int]:
    """(exit status, peak resident memory in bytes of the largest process the run started)."""
    proc = subprocess.run([sys.executable, "-c", _MEASURED, *argv], cwd=cwd, capture_output=True, text=True)
    code, kib = proc.stdout.split()
    return int(code), int(kib) * 1024


def test_cut_says_how_much_was_cut() -> None:
    assert cut("x" * 10) == "x" * 10
    assert cut("x" * 901_000) == "x" * MAX_TEXT + "… [cut 899,000 characters]"
    assert cut_value({"a": [1, 2]}) == {"a": [1, 2]}
    small = cut_value({"why": "y" * 10_000}, limit=100)
    assert small == '{"why": "' + "y" * 91 + "… [cut 9,911 characters]"


def test_a_whole_run_against_megabyte_messages_stays_small(tmp_path: Path) -> None:
    out = tmp_path / "out"
    code, peak = measured_run([str(CLI), "run", "--impl", HUGE, "--out", str(out), "--no-progress"], tmp_path)
    assert code == 1
    assert peak < 300 * 2**20, f"peak memory {peak / 2**20:.0f} MiB"
    data = (out / "report.json").read_bytes()
    assert len(data) < 20 * 2**20, f"report.json is {len(data) / 2**20:.0f} MiB"
    for name in ("report.html", "junit.xml", "summary.md"):
        assert (out / name).stat().st_size < 20 * 2**20, name
    report = json.loads(data)
    assert validate_report(report) == []
    results = report["results"]
    assert len(results) > 1000
    by_status: dict[str, list[dict[str, object]]] = {}
    for r in results:
        by_status.setdefault(str(r["status"]), []).append(r)
    # an error reply is the answer the protocol's refusal scenarios check: those pass, no other does
    assert set(by_status) == {"errored", "unsupported", "passed"}
    assert {tuple(r["sources"]) for r in by_status["passed"]} == {("doc-protocol",)}
    # every kind of text was cut, visibly: a message, details, an unsupported reason
    messages = [str(r["message"]) for r in by_status["errored"]]
    assert any(m.endswith("m… [cut 998,000 characters]") for m in messages)
    assert all(len(m) < 2 * MAX_TEXT for m in messages)
    unsupported = [str(r["message"]) for r in by_status["unsupported"]]
    assert unsupported and all(m.endswith("m… [cut 998,000 characters]") for m in unsupported)
    details = [
        ex["reply"]["error"]["details"]
        for r in by_status["errored"]
        for ex in r.get("exchanges", [])  # type: ignore[attr-defined]
        if "details" in ex["reply"].get("error", {}) and ex["reply"]["error"]["message"] == "see details"
    ]
    assert details and all(isinstance(d, str) and d.startswith('{"why": "mmm') for d in details)
    assert all(d.endswith(" characters]") and "[cut 99" in d for d in details)


def test_smoke_shows_a_long_message_once_and_cut() -> None:
    proc = subprocess.run(
        [str(CLI), "smoke", "--impl", f"{HUGE} --kind message"], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    assert len(proc.stdout) < 4 * MAX_TEXT
    assert proc.stdout.count("[cut 998,000 characters]") == 1
    assert proc.stdout.count("the same message as 'answers meld'") == 8
