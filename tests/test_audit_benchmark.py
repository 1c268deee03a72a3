"""The audit benchmark (issue 34) runs at a small size and prints its figures (never a timed test)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "audit.py"


def test_the_audit_benchmark_prints_hands_per_second_and_peak_memory() -> None:
    proc = subprocess.run(
        [sys.executable, str(BENCH), "--hands", "30", "--faulty-every", "7"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    figures = [
        re.fullmatch(r"(\d+) hands: [\d.]+ s, \d+ hands/s, (\d+) deviations \(exit (\d)\), peak RSS \d+ MiB", x)
        for x in lines
    ]
    assert all(figures) and len(figures) == 2, proc.stdout
    assert [(m.group(1), m.group(2), m.group(3)) for m in figures if m] == [("3", "0", "0"), ("30", "4", "1")]
