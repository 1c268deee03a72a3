"""Scenarios per second for the whole suite against the reference adapter, serial and with -n 2.

    python benchmarks/suite.py [--workers 0 2]

Prints one JSON object; figures, never assertions.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from conformance_report.cli import main as cli_main


def measure(workers: int) -> dict[str, float | int]:
    """Run the whole suite once with ``workers`` (0 = serial) and time it."""
    with tempfile.TemporaryDirectory() as out:
        started = time.perf_counter()
        code = cli_main(["run", "--out", out, "--no-progress", "-n", str(workers)])
        elapsed = time.perf_counter() - started
        report = json.loads((Path(out) / "report.json").read_text(encoding="utf-8"))
    n = len(report["results"])
    return {
        "workers": workers,
        "scenarios": n,
        "seconds": round(elapsed, 2),
        "scenarios_per_s": round(n / elapsed, 1),
        "exit_code": code,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--workers", type=int, nargs="+", default=[0, 2])
    args = parser.parse_args()
    print(json.dumps({"runs": [measure(w) for w in args.workers]}))


if __name__ == "__main__":
    main()
