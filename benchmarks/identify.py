"""Print how long identify and explain take (targets: identify <= 60 s on a 4-player single-deck
adapter, issues 16 and 31; explain <= 10 s).

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
    for patch in (
        {"bidding": {"minimum": 21}, "counters": {"last_trick": 0}},
        {"bidding": {"minimum": 25, "stuck_amount": 25}, "meld": {"values": {"pinochle": {"2": 30}}}},
    ):
        argv = [sys.executable, str(VARIANT), "--ruleset", "penn-4", "--patch", json.dumps(patch)]
        t0 = time.perf_counter()
        with Implementation(argv, timeout=20) as impl:
            result = identify(impl)
        took = time.perf_counter() - t0
        said = f"identify (penn-4 + {json.dumps(patch)}, over the protocol)"
        print(f"{said}: {took:.1f} s (target 60), {result.probes} requests")
        departures = [d.option for d in result.departures]
        print(f"  found {result.ruleset} {json.dumps(result.options)}; departures {departures}")
        print(f"  unexplained {len(result.unexplained)}; not probed {sorted(result.not_probed)}")
    for a, b in [("family-5-shore", "family-5-michigan"), ("penn-4", "penn-4-pass-3"), ("penn-4", "penn-4")]:
        t0 = time.perf_counter()
        ex = explain(a, b)
        took = time.perf_counter() - t0
        print(f"explain {a} {b}: {took:.1f} s, {len(ex.scenarios)} scenario(s), {len(ex.silent)} silent option(s)")


if __name__ == "__main__":
    main()
