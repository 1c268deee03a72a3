"""Cost of finding causes against the run itself, for an app with about 300 failures (figures only).

    python benchmarks/causes.py [--bugs ten-below-king,last-trick-missing,must-head-ignored]

Runs the planted-bug adapter (``tests/fakes/planted.py``) twice over the whole suite: with
``--no-causes`` and with causes (the default), and prints the failures, the causes found, the
requests the cause finder asked, and its seconds against the run's (target: at most 2x, that
is the finder's own seconds at most the run's).
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(impl: str, out: Path, *extra: str) -> float:
    started = time.perf_counter()
    cli = [sys.executable, "-m", "conformance_report.cli"]
    subprocess.run(
        [*cli, "run", "--impl", impl, "--out", str(out), "--no-progress", *extra],
        cwd=ROOT,
        capture_output=True,
        check=False,
    )
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bugs", default="ten-below-king,last-trick-missing,must-head-ignored")
    args = parser.parse_args()
    bugs = " ".join(f"--bug {b}" for b in args.bugs.split(","))
    impl = f"{shlex.quote(sys.executable)} {ROOT / 'tests' / 'fakes' / 'planted.py'} {bugs}"
    with tempfile.TemporaryDirectory() as tmp:
        plain = _run(impl, Path(tmp) / "plain", "--no-causes")
        full = _run(impl, Path(tmp) / "causes")
        report = json.loads((Path(tmp) / "causes" / "report.json").read_text(encoding="utf-8"))
    slot = report["footer"]["implementations"]["impl-0"]
    failing = slot["counts"]["failed"] + slot["counts"]["errored"]
    cost = slot.get("causes_cost", {})
    explained = {i for c in slot.get("causes", []) for i in c["explains"]}
    print(f"bugs: {args.bugs}")
    print(f"failures: {failing}; causes: {len(slot.get('causes', []))}; explained: {len(explained)}")
    print(f"run without causes: {plain:.1f} s; with causes: {full:.1f} s ({full / plain:.2f}x)")
    print(f"cause finder: {cost.get('seconds', 0):.1f} s, {cost.get('asked', 0)} requests to a fresh adapter")
    for c in slot.get("causes", [])[:5]:
        print(f"  {len(c['explains']):>4} × {c['differs']}")


if __name__ == "__main__":
    main()
