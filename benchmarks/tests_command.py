"""The README's test command, timed here and at a git revision, side by side (figures, never assertions).

    python benchmarks/tests_command.py [--against a95e128] [--rounds 1] [--skip-against]

Runs the test command's pytest step (``python -m pytest`` with the project's own
configuration: pytest-xdist, the ``ci`` profile) in this tree and in a git worktree of REV,
alternating A B A B with the same Python and packages (REV by ``PYTHONPATH``), and prints
one JSON object: each run's wall and CPU seconds (CPU of the run and all its processes), its
exit status and pytest's summary line, and the median ratio REV / here.  The venv and the
install of the README's command are left out: they are the same work in both trees.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from revision import worktree

ROOT = Path(__file__).resolve().parent.parent
BASELINE = "a95e128"


def timed_pytest(tree: Path) -> dict[str, Any]:
    """One run of the test suite in ``tree``: wall and CPU seconds, exit status, summary line."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = [line for line in proc.stdout.splitlines() if line.strip()]
    return {
        "wall_s": round(wall, 1),
        "cpu_s": round(cpu, 1),
        "exit": proc.returncode,
        "summary": lines[-1].strip("= ") if lines else proc.stderr[-300:],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", default=BASELINE, help=f"git revision to compare with (default {BASELINE})")
    parser.add_argument("--rounds", type=int, default=1, help="A/B rounds (default 1: a run at a95e128 takes minutes)")
    parser.add_argument("--skip-against", action="store_true", help="only this tree")
    opts = parser.parse_args()
    out: dict[str, Any] = {"cores": os.cpu_count(), "target_s": 120}
    with contextlib.nullcontext(None) if opts.skip_against else worktree(opts.against) as tree:
        rounds = []
        for _ in range(opts.rounds):
            here = timed_pytest(ROOT)
            there = None if tree is None else timed_pytest(tree)
            rounds.append({"here": here, **({"there": there} if there else {})})
    out["rounds"] = rounds
    out["here_wall_s"] = statistics.median(r["here"]["wall_s"] for r in rounds)
    if not opts.skip_against:
        out["revision"] = opts.against
        out["there_wall_s"] = statistics.median(r["there"]["wall_s"] for r in rounds)
        out["there_over_here_wall"] = round(
            statistics.median(r["there"]["wall_s"] / r["here"]["wall_s"] for r in rounds), 2
        )
        out["there_over_here_cpu"] = round(
            statistics.median(r["there"]["cpu_s"] / r["here"]["cpu_s"] for r in rounds), 2
        )
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
