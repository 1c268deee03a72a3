"""Print how long identify and explain take (issue 16 targets: identify <= 60 s, explain <= 10 s).

.venv/bin/python benchmarks/identify.py
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from conformance_report.protocol.client import Implementation
from conformance_report.tools.explain import explain
from conformance_report.tools.identify import identify

VARIANT = Path(__file__).resolve().parents[1] / "tests" / "fakes" / "variant.py"


def main() -> None:
    patch = json.dumps({"bidding": {"minimum": 21}, "counters": {"last_trick": 0}})
    argv = [sys.executable, str(VARIANT), "--ruleset", "penn-4", "--patch", patch]
    t0 = time.perf_counter()
    with Implementation(argv, timeout=20) as impl:
        result = identify(impl)
    took = time.perf_counter() - t0
    print(f"identify (penn-4 + 2 options, over the protocol): {took:.1f} s, {result.probes} requests")
    print(f"  found {result.ruleset} {json.dumps(result.options)}; unexplained {len(result.unexplained)}")
    for a, b in [("family-5-shore", "family-5-michigan"), ("penn-4", "penn-4-pass-3"), ("penn-4", "penn-4")]:
        t0 = time.perf_counter()
        ex = explain(a, b)
        took = time.perf_counter() - t0
        print(f"explain {a} {b}: {took:.1f} s, {len(ex.scenarios)} scenario(s), {len(ex.silent)} silent option(s)")


if __name__ == "__main__":
    main()
