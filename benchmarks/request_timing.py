"""One request through whichever harness client the import path holds, against the raw pipe.

    PYTHONPATH=TREE python benchmarks/request_timing.py --adapter-root ROOT [--requests 500]

Prints one JSON object: the median round trip of ``legal_plays`` through the client of the
tree on the import path (``conformance_report.protocol.client`` today,
``conformance_report.client`` at older revisions) and over a raw pipe to a second copy of the
same adapter, in alternating blocks of 50, and the client's median over the pipe; the process
and both adapters are pinned to one core where the system allows.  The
adapter is always the reference adapter of ``--adapter-root``, so two trees compared by
``benchmarks/suite.py --against REV`` differ only in their client.  Figures, never assertions.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

# the legal_plays args of tools.smoke.trivial_args, written out: REV's package, not this tree's, is on the path
ARGS = {
    "hand": ["AH", "AH", "TH", "TH", "KH", "KH", "QH", "QH", "JH", "JH", "9H", "9H"],
    "trump": "S",
    "trick": [{"seat": 0, "card": "AS"}],
    "trump_broken": True,
    "first_lead": False,
}


def _client() -> tuple[Any, Path]:
    """The client class on the import path and the root of the tree it belongs to."""
    for name in ("conformance_report.protocol.client", "conformance_report.client"):
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError:
            continue
        tree = Path(module.__file__ or "").resolve().parents[name.count(".")]
        return module.Implementation, tree
    raise SystemExit("no harness client on the import path")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--adapter-root", required=True, type=Path, help="tree whose reference adapter is asked")
    parser.add_argument("--requests", type=int, default=500)
    opts = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):  # one core for this process and both adapters: less scheduling noise
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    root = str(opts.adapter_root.resolve())
    adapter = [
        sys.executable,
        "-c",
        f"import sys, runpy; sys.path.insert(0, {root!r}); "
        "runpy.run_module('reference_engine.adapter', run_name='__main__')",
    ]
    implementation, tree = _client()
    # the client's own tree's penn-4 document, which its schemas accept
    ruleset = json.loads((tree / "fixtures" / "rulesets" / "penn-4.json").read_text(encoding="utf-8"))
    line = (json.dumps({"id": "1", "op": "legal_plays", "ruleset": ruleset, "args": ARGS}) + "\n").encode()
    raw = subprocess.Popen(adapter, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert raw.stdin is not None and raw.stdout is not None
    client: list[float] = []
    pipe: list[float] = []
    impl = implementation(adapter, timeout=10.0)
    try:
        impl.start()
        for block in range(opts.requests // 50 + 2):  # the first block of each is a warm-up
            for _ in range(50):
                started = time.perf_counter()
                outcome = impl.request("legal_plays", ruleset, ARGS)
                if block:
                    client.append(time.perf_counter() - started)
                if outcome.kind != "result":
                    raise SystemExit(f"legal_plays did not give a result: {outcome}")
            for _ in range(50):
                started = time.perf_counter()
                raw.stdin.write(line)
                raw.stdin.flush()
                reply = raw.stdout.readline()
                if block:
                    pipe.append(time.perf_counter() - started)
                if b'"result"' not in reply:
                    raise SystemExit(f"the raw pipe gave no result: {reply[:200]!r}")
    finally:
        impl.close()
        raw.stdin.close()
        raw.wait(timeout=10)
    client_us = statistics.median(client) * 1e6
    pipe_us = statistics.median(pipe) * 1e6
    print(
        json.dumps(
            {
                "client_us": round(client_us, 1),
                "pipe_us": round(pipe_us, 1),
                "over_pipe_us": round(client_us - pipe_us, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
