"""Speed of a conformance run, side by side with a given git revision (figures, never assertions).

    python benchmarks/suite.py [--against REV] [--rounds 3] [--skip-against]

Each figure is measured in this one process run, so ratios hold while the machine's speed
drifts (a 2-core machine under load varies by 2x between runs):

* ``run``: the whole serial conformance run of the reference engine, report written, here
  and at REV (a git worktree of REV run with the same Python), alternating A B A B; wall and
  CPU seconds (this process's children), per round and the median ratio.
  In the same rounds: ``run.two_implementations``, the reference given twice (concurrent here);
  ``run.unsupported_run``, a whole run of an implementation that claims no
  ruleset (every scenario unsupported), per scenario, here and at REV; and ``run.request``, one request through each
  tree's client over the raw pipe to the same adapter (``benchmarks/request_timing.py``).
* ``unsupported_ms`` / ``not_applicable_ms``: the cost of a scenario an implementation does
  not claim, and of one whose set-up its declared variant cannot hold, in process.
* ``request``: one request through the harness client (validation kept) against the raw pipe
  round trip of the same line to the same adapter (``benchmarks/protocol_roundtrip.py``), and
  REV's client in the same rounds where its module still loads over this tree.
* ``implementations``: two implementations judged concurrently against one alone.
* ``variant``: the same app judged under its declared variant against a plain run of it
  (target: at most 2x).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "benchmarks"))

from protocol_roundtrip import run as roundtrip  # noqa: E402
from revision import worktree  # noqa: E402

from conformance_report.protocol.validation import OPERATIONS  # noqa: E402
from conformance_report.spec.features import FEATURES  # noqa: E402
from conformance_report.spec.runner import NotApplicable, Plan, claim_gap, unsupported  # noqa: E402
from conformance_report.spec.session import Target, load, select  # noqa: E402
from conformance_report.variants.declaration import load_declaration  # noqa: E402
from conformance_report.variants.judge import judge_under  # noqa: E402

BASELINE = "a95e128"
VARIANT_PATCH = {"bidding": {"minimum": 250}, "meld": {"values": {"pinochle": {"1": 40, "2": 80}}}}


def _timed(argv: Sequence[str], cwd: Path, env: dict[str, str] | None = None) -> dict[str, float]:
    """Wall and CPU seconds of one child process (CPU includes its own children)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    proc = subprocess.run(list(argv), cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(argv)} exited {proc.returncode}: {proc.stderr[-1000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"wall_s": round(wall, 3), "cpu_s": round(cpu, 3)}


def _run_argv(out: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "conformance_report.cli", "run", "--out", str(out), "--no-progress", *extra]


def _median_ratio(pairs: list[tuple[dict[str, float], dict[str, float]]], key: str) -> float:
    return round(statistics.median(a[key] / b[key] for a, b in pairs), 3)


NOTHING_CLAIMED = """import json, sys
HELLO = {"protocol": 1, "operations": sys.argv[1:], "rulesets": {"ids": [], "any": False},
         "implementation": {"name": "claims-no-ruleset", "version": "1", "language": "python"}}
for line in sys.stdin:
    request = json.loads(line)
    if request.get("op") == "hello":
        reply = {"id": request["id"], "result": HELLO}
    else:
        reply = {"id": request["id"], "unsupported": {"message": "no ruleset is claimed"}}
    print(json.dumps(reply), flush=True)
"""


def _request_timing(tree: Path, env: dict[str, str]) -> dict[str, float]:
    """``benchmarks/request_timing.py`` with ``tree``'s client on the import path (this tree's adapter)."""
    proc = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "request_timing.py"), "--adapter-root", str(ROOT)],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode:
        raise SystemExit(f"request timing in {tree} failed: {proc.stderr[-1000:]}")
    figures: dict[str, float] = json.loads(proc.stdout)
    return figures


def _results(report: Path) -> int:
    """How many scenarios a report judged; each must be unsupported (nothing was claimed)."""
    results = json.loads(report.read_text(encoding="utf-8"))["results"]
    judged = sorted({r["status"] for r in results} - {"unsupported"})
    if judged:
        raise SystemExit(f"{report}: a run of nothing claimed judged scenarios as {judged}")
    return len(results)


def against(rev: str, rounds: int, tmp: Path) -> dict[str, Any]:
    """Here (A) and at ``rev`` (B), alternating A B A B: the serial reference run, a run of an
    implementation that claims nothing (every scenario unsupported), and one request."""
    env_a = dict(os.environ, PYTHONPATH=str(ROOT))
    nothing = tmp / "claims_nothing.py"
    nothing.write_text(NOTHING_CLAIMED, encoding="utf-8")
    # it claims every operation of this protocol, but no ruleset a scenario names
    ops = " ".join(OPERATIONS)
    unclaimed = ("--impl", f"{shlex.quote(sys.executable)} {shlex.quote(str(nothing))} {ops}")
    with worktree(rev, tmp) as tree:
        env_b = dict(os.environ, PYTHONPATH=str(tree))
        pairs, idle, requests, doubles = [], [], [], []
        ref = ("--impl", f"{shlex.quote(sys.executable)} -m reference_engine.adapter")
        for i in range(rounds):
            a = _timed(_run_argv(tmp / f"a{i}"), ROOT, env_a)
            b = _timed(_run_argv(tmp / f"b{i}"), tree, env_b)
            pairs.append((a, b))
            a = _timed(_run_argv(tmp / f"da{i}", *ref, *ref), ROOT, env_a)
            b = _timed(_run_argv(tmp / f"db{i}", *ref, *ref), tree, env_b)
            doubles.append((a, b))
            a = _timed(_run_argv(tmp / f"ua{i}", *unclaimed), ROOT, env_a)
            b = _timed(_run_argv(tmp / f"ub{i}", *unclaimed), tree, env_b)
            idle.append((a, b))
            requests.append((_request_timing(ROOT, env_a), _request_timing(tree, env_b)))
    here_n, there_n = (_results(tmp / f"{side}0" / "report.json") for side in ("ua", "ub"))
    here_ms = statistics.median(a["wall_s"] for a, _ in idle) / here_n * 1e3
    there_ms = statistics.median(b["wall_s"] for _, b in idle) / there_n * 1e3
    here_us = statistics.median(a["over_pipe_us"] for a, _ in requests)
    there_us = statistics.median(b["over_pipe_us"] for _, b in requests)
    return {
        "revision": rev,
        "rounds": [{"here": a, "there": b} for a, b in pairs],
        "speedup_wall": round(1 / _median_ratio(pairs, "wall_s"), 2),
        "speedup_cpu": round(1 / _median_ratio(pairs, "cpu_s"), 2),
        "two_implementations": {
            "what": "the reference adapter given twice (--impl twice): concurrent here, one after the other there",
            "rounds": [{"here": a, "there": b} for a, b in doubles],
            "speedup_wall": round(1 / _median_ratio(doubles, "wall_s"), 2),
            "here_two_over_one_wall": round(
                statistics.median(d["wall_s"] for d, _ in doubles) / statistics.median(a["wall_s"] for a, _ in pairs), 2
            ),
            "there_two_over_one_wall": round(
                statistics.median(d["wall_s"] for _, d in doubles) / statistics.median(b["wall_s"] for _, b in pairs), 2
            ),
        },
        "unsupported_run": {
            "what": "a whole run (start-up and report included) of an implementation that claims no ruleset, per "
            "scenario of its tree: an upper bound on what an unclaimed scenario costs",
            "rounds": [{"here": a, "there": b} for a, b in idle],
            "scenarios": {"here": here_n, "there": there_n},
            "here_ms": round(here_ms, 3),
            "there_ms": round(there_ms, 3),
            "speedup_per_scenario": round(there_ms / here_ms, 1),
        },
        "request": {
            "what": "one legal_plays request through each tree's client over the raw pipe to the same adapter "
            "(benchmarks/request_timing.py), medians over rounds",
            "rounds": [{"here": a, "there": b} for a, b in requests],
            "here_over_pipe_us": round(here_us, 1),
            "there_over_pipe_us": round(there_us, 1),
            "there_over_here": round(there_us / here_us, 1) if here_us > 0 else None,
        },
    }


class _Stub:
    """An implementation that is never reached (the cost measured is the harness's own)."""

    def request(self, op: str, ruleset: Any, args: Any) -> Any:
        raise AssertionError("a not-applicable scenario must not be sent")


def per_scenario_costs(plans: list[Plan]) -> dict[str, float]:
    """Milliseconds per unsupported and per not-applicable scenario, in process."""
    nothing = Target("impl-0", (sys.executable, "-c", "pass"), operations=frozenset(), any_ruleset=False)
    started = time.perf_counter()
    for p in plans:  # what judge() pays for a scenario the handshake did not claim
        gap = claim_gap(p, nothing.operations, nothing.claims_ruleset)
        assert gap is not None
        unsupported(p, gap)
    unsupported_ms = (time.perf_counter() - started) / len(plans) * 1e3

    five = load_declaration({"extends": "peterson-5", "id": "five-handed"})
    four_handed = [p for p in plans if p.rulesets and p.rulesets[0].startswith("penn-4")]
    na_times: list[float] = []
    for p in four_handed:  # a five-handed variant cannot hold a four-handed deal
        started = time.perf_counter()
        try:
            status = judge_under(p, _Stub(), five).run.status
        except (NotApplicable, AssertionError):
            continue
        if status == "not_applicable":
            na_times.append(time.perf_counter() - started)
    na = len(na_times)
    not_applicable_ms = sum(na_times) / max(na, 1) * 1e3
    return {
        "unsupported_ms": round(unsupported_ms, 4),
        "not_applicable_ms": round(not_applicable_ms, 3),
        "not_applicable_scenarios": na,
        "target_ms": 0.5,
    }


def concurrency(tmp: Path) -> dict[str, Any]:
    """Two implementations in one run against one implementation alone."""
    one = _timed(_run_argv(tmp / "one"), ROOT)
    ref = f"{shlex.quote(sys.executable)} -m reference_engine.adapter"
    two = _timed(_run_argv(tmp / "two", "--impl", ref, "--impl", ref), ROOT)
    return {"one": one, "two": two, "two_over_one_wall": round(two["wall_s"] / one["wall_s"], 2)}


def variant(tmp: Path, rounds: int = 2) -> dict[str, Any]:
    """The same app judged under its declared variant (the question-reached rehearsal and any
    re-targeting included) against a plain run of it (whose failures cost other-reading
    searches), and against a plain run of the reference adapter (no failure), alternating;
    medians of ``rounds`` ratios."""
    decl = tmp / "house.json"
    decl.write_text(json.dumps({"extends": "trickster-classic-pass-3", "id": "house", **VARIANT_PATCH}))
    fake = (
        f"{shlex.quote(sys.executable)} {ROOT / 'tests' / 'fakes' / 'variant.py'} --ruleset trickster-classic-pass-3 "
        f"--patch {shlex.quote(json.dumps(VARIANT_PATCH))}"
    )
    reference = f"{shlex.quote(sys.executable)} -m reference_engine.adapter"
    plain: list[dict[str, float]] = []
    right: list[dict[str, float]] = []
    declared: list[dict[str, float]] = []
    for _ in range(rounds):
        plain.append(_timed(_run_argv(tmp / "plain", "--impl", fake), ROOT))
        right.append(_timed(_run_argv(tmp / "right", "--impl", reference), ROOT))
        declared.append(_timed(_run_argv(tmp / "declared", "--impl", fake, "--as", str(decl)), ROOT))
    return {
        "plain_same_app": plain,
        "plain_reference_adapter": right,
        "declared": declared,
        "declared_over_plain_same_app_wall": _ratio(declared, plain),
        "declared_over_plain_reference_adapter_wall": _ratio(declared, right),
        "target": "at most 2x",
    }


def _ratio(a: list[dict[str, float]], b: list[dict[str, float]]) -> float:
    return round(statistics.median(x["wall_s"] / y["wall_s"] for x, y in zip(a, b, strict=True)), 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", default=BASELINE, help=f"git revision to compare with (default {BASELINE})")
    parser.add_argument("--rounds", type=int, default=3, help="A/B rounds of the whole run (default 3)")
    parser.add_argument("--skip-against", action="store_true", help="only the figures of this revision")
    parser.add_argument("--only-variant", action="store_true", help="only the declared-variant figure")
    args = parser.parse_args()
    if args.only_variant:
        with tempfile.TemporaryDirectory(prefix="suite-bench-") as tmp_name:
            print(json.dumps({"variant": variant(Path(tmp_name), args.rounds)}, indent=1))
        return
    plans = select(load(FEATURES))
    with tempfile.TemporaryDirectory(prefix="suite-bench-") as tmp_name:
        tmp = Path(tmp_name)
        figures: dict[str, Any] = {"scenarios": len(plans), "cores": os.cpu_count()}
        if not args.skip_against:
            figures["run"] = against(args.against, args.rounds, tmp)
        figures["per_scenario"] = per_scenario_costs(plans)
        reference = [sys.executable, "-m", "reference_engine.adapter"]
        try:  # REV's client over this tree, in the same rounds, where it still loads over it
            rt = roundtrip(reference, "legal_plays", 500, against=None if args.skip_against else args.against)
        except SystemExit as exc:
            rt = roundtrip(reference, "legal_plays", 500)
            rt["against"] = {"revision": args.against, "not_measured": str(exc)}
        figures["request"] = {
            "pipe_median_us": rt["pipe_median_us"],
            "client_median_us": rt["subprocess_median_us"],
            "overhead_us": rt["over_pipe_us"],
            "overhead_by_placement_us": {
                name: placement["client_over_pipe_us"]["median"] for name, placement in rt["placements"].items()
            },
            "target_overhead_us": rt["over_pipe_target_us"],
            **({"against": rt["against"]} if "against" in rt else {}),
        }
        figures["implementations"] = concurrency(tmp)
        figures["variant"] = variant(tmp, args.rounds)
    print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
