"""Memory high-water mark and report size of whole conformance runs (figures, never assertions).

    python benchmarks/memory.py [--ruleset ID ...] [--size N] [-n WORKERS]

Two whole runs, each in a fresh child process: the reference engine, and an adapter that
answers every rules request with about ``--size`` characters of text (``tests/fakes/huge_message.py``:
error messages, error details and ``unsupported`` messages in turn).  For each it prints the
largest resident set of any process the run started (``getrusage(RUSAGE_CHILDREN)`` in a
wrapper that does nothing else), the wall time, and the size of each report file.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLI = Path(sys.executable).parent / "pinochle-conformance"
WRAPPER = (
    "import resource, subprocess, sys\n"
    "code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode\n"
    "print(code, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
)


def measure(label: str, extra: list[str], out: Path) -> None:
    """Run the CLI with ``extra`` into ``out`` and print its figures."""
    argv = [str(CLI), "run", "--out", str(out), "--no-progress", *extra]
    started = time.monotonic()
    proc = subprocess.run([sys.executable, "-c", WRAPPER, *argv], capture_output=True, text=True, cwd=ROOT)
    wall = time.monotonic() - started
    code, kib = proc.stdout.split()
    sizes = ", ".join(f"{p.name} {p.stat().st_size / 2**20:.2f} MiB" for p in sorted(out.glob("*")) if p.is_file())
    print(f"{label}: peak RSS {int(kib) / 1024:.0f} MiB, {wall:.1f} s, exit {code}; {sizes}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", action="append", default=[], help="only these rulesets (default: all)")
    parser.add_argument("--size", type=int, default=1_000_000, help="characters per adapter message")
    parser.add_argument("-n", "--workers", default=None, help="worker processes for both runs")
    ns = parser.parse_args()
    extra = [a for rid in ns.ruleset for a in ("--ruleset", rid)]
    if ns.workers:
        extra += ["-n", ns.workers]
    huge = f"{sys.executable} {ROOT / 'tests' / 'fakes' / 'huge_message.py'} --size {ns.size}"
    with tempfile.TemporaryDirectory() as tmp:
        measure("reference engine", extra, Path(tmp) / "reference")
        measure(f"{ns.size:,}-character messages", [*extra, "--impl", huge], Path(tmp) / "huge")


if __name__ == "__main__":
    main()
