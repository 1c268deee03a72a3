"""Engine speed figures for one ruleset (default: single-deck 4-handed Penn), printed as one JSON object.

    python benchmarks/engine.py [--ruleset penn-4] [--seconds 2]
    python benchmarks/engine.py --against a95e128 [--rounds 7] [--slice 0.4]

Workloads: meld evaluations, legal-play computations (``tricks.legal_plays`` on real mid-hand
positions), complete random hands deal to score one ``apply()`` per action, and random
playouts deal to score (``HandState.random_playout`` where the revision has it).

``--against REV`` measures the same workloads here and at REV side by side: a git worktree of
REV is made in a temporary directory (removed afterwards) and two long-lived worker
processes are started, one importing this tree's engine and one REV's (each by PYTHONPATH).
For every round and workload the parent asks one worker, then the other, to run the workload
for ``--slice`` seconds (the order alternates between rounds), so both sides see the same
machine load to within a fraction of a second.  Reported: each side's median rate and the
median of the per-round ratios (here / there).  On a 2-core machine shared with other work,
only the ratios are meaningful; absolute figures vary by 2x between runs.  Rates are counted
per CPU second of the worker (time it waited for a core left out; per wall second as well),
and ``*_best`` is the best round, the nearest to a quiet machine's figure.

Targets on a 2-core machine (issues 2 and 12): meld >= 150,000/s, legal plays >= 600,000/s and
>= 1.5x a95e128, complete random playouts (deal to score) >= 3,000/s.  Figures, never assertions.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from revision import worktree

ROOT = Path(__file__).resolve().parent.parent
BASELINE = "a95e128"
WORKLOADS = ("meld", "legal_plays", "random_hands", "random_playouts")
KEYS = {
    "meld": "meld_evaluations_per_s",
    "legal_plays": "legal_play_computations_per_s",
    "random_hands": "random_hands_per_s",
    "random_playouts": "random_playouts_per_s",
}
TARGETS = {
    "meld_evaluations_per_s": 150000,
    "legal_play_computations_per_s": 600000,
    "random_hands_per_s": 3000,
    "random_playouts_per_s": 3000,
}


class Workloads:
    """The workloads, built with whatever engine is importable (this tree's or a revision's)."""

    def __init__(self, ruleset: str) -> None:
        from conformance_report.rulesets import load_ruleset
        from reference_engine.cards import make_deck
        from reference_engine.meld import meld
        from reference_engine.state import HandState
        from reference_engine.tricks import legal_plays

        rs = self.rs = load_ruleset(ruleset)
        deck = list(make_deck(rs.deck))
        rng = random.Random(0)
        hands = []
        for _ in range(4096):
            rng.shuffle(deck)
            hands.append(tuple(sorted(deck[: rs.hand_size])))
        positions = self._positions(HandState, 4096)
        suits = "SHDC"
        has_playout = hasattr(HandState, "random_playout")

        def meld_one(i: int) -> None:
            meld(rs, hands[i & 4095], suits[i & 3])

        def legal_one(i: int) -> None:
            legal_plays(rs, *positions[i & 4095])

        def one_hand(i: int) -> None:
            r = random.Random(i)
            st = HandState.random(rs, i, dealer=i % rs.players)
            while not st.is_terminal():
                st = st.apply(r.choice(st.legal_actions()))

        def one_playout(i: int) -> None:
            st = HandState.random(rs, i, dealer=i % rs.players)
            if has_playout:
                st.random_playout(random.Random(i))
            else:  # a revision without the fast path: the public API, action by action
                one_hand(i)

        self.fns: dict[str, Callable[[int], None]] = {
            "meld": meld_one,
            "legal_plays": legal_one,
            "random_hands": one_hand,
            "random_playouts": one_playout,
        }
        self.batch = {"meld": 256, "legal_plays": 1024, "random_hands": 4, "random_playouts": 8}
        self.counter = dict.fromkeys(WORKLOADS, 0)
        text = repr([([str(c) for c in h], [str(c) for c in t], tr, b) for h, t, tr, b in positions[:512]])
        self.fingerprint = hashlib.sha256(text.encode()).hexdigest()[:16]
        self.api = {"random_playouts": "HandState.random_playout" if has_playout else "HandState.apply per action"}

    def _positions(self, hand_state: Any, count: int) -> list[tuple[Any, ...]]:
        """Real mid-hand positions (hand, trick, trump, trump broken), from seeded random hands."""
        rng = random.Random(1)
        out: list[tuple[Any, ...]] = []
        seed = 0
        while len(out) < count:
            st = hand_state.random(self.rs, seed)
            seed += 1
            while not st.is_terminal():
                if st.phase == "play":
                    out.append((st.hands[st.current], st.trick_cards(), st.trump or "S", st.trump_broken))
                st = st.apply(rng.choice(st.legal_actions()))
        return out[:count]

    def rate(self, name: str, seconds: float) -> tuple[float, float]:
        """Calls per wall second and per CPU second of one workload over about ``seconds``.

        Inputs continue where the last call stopped.  CPU time (this process's) leaves out the
        time the process waited for a core, which on a shared machine is most of the noise.
        """
        fn, batch = self.fns[name], self.batch[name]
        n = self.counter[name]
        start, cpu_start = time.perf_counter(), time.process_time()
        done = 0
        while True:
            for i in range(n, n + batch):
                fn(i)
            n += batch
            done += batch
            elapsed = time.perf_counter() - start
            if elapsed >= seconds:
                cpu = max(time.process_time() - cpu_start, 1e-9)
                self.counter[name] = n
                return done / elapsed, done / cpu


def worker(ruleset: str) -> None:
    """Serve ``<workload> <seconds>`` lines on stdin with one JSON line each on stdout."""
    import reference_engine

    w = Workloads(ruleset)
    hello = {"engine": str(Path(reference_engine.__file__).parent), "fingerprint": w.fingerprint, "api": w.api}
    print(json.dumps(hello), flush=True)
    for line in sys.stdin:
        name, seconds = line.split()
        wall, cpu = w.rate(name, float(seconds))
        print(json.dumps({"wall": wall, "cpu": cpu}), flush=True)


class _Worker:
    def __init__(self, tree: Path, ruleset: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(tree))
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker", "--ruleset", ruleset],
            cwd=tree,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.hello = self._read()

    def _read(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit(f"benchmark worker exited {self.proc.wait()}")
        return dict(json.loads(line))

    def rate(self, name: str, seconds: float) -> tuple[float, float]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"{name} {seconds}\n")
        self.proc.stdin.flush()
        got = self._read()
        return float(got["wall"]), float(got["cpu"])

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=30)


def against(rev: str, ruleset: str, rounds: int, slice_s: float) -> dict[str, Any]:
    """Every workload here (A) and at ``rev`` (B), alternating per round; rates and ratios."""
    with worktree(rev) as tree:
        here: _Worker | None = None
        there: _Worker | None = None
        try:
            here = _Worker(ROOT, ruleset)
            there = _Worker(tree, ruleset)
            for w in (here, there):  # warm-up: caches, first-call costs
                for name in WORKLOADS:
                    w.rate(name, 0.1)
            samples: dict[str, list[tuple[tuple[float, float], tuple[float, float]]]] = {n: [] for n in WORKLOADS}
            for r in range(rounds):
                for name in WORKLOADS:
                    if r % 2 == 0:
                        a = here.rate(name, slice_s)
                        b = there.rate(name, slice_s)
                    else:
                        b = there.rate(name, slice_s)
                        a = here.rate(name, slice_s)
                    samples[name].append((a, b))
            hello_here, hello_there = here.hello, there.hello
        finally:
            for side in (here, there):
                if side is not None:
                    side.close()
    figures: dict[str, Any] = {}
    for name in WORKLOADS:
        pairs = samples[name]
        cpu = [(a[1], b[1]) for a, b in pairs]
        wall = [(a[0], b[0]) for a, b in pairs]
        figures[KEYS[name]] = {
            "here": round(statistics.median(a for a, _ in cpu), 1),
            "there": round(statistics.median(b for _, b in cpu), 1),
            "ratio": round(statistics.median(a / b for a, b in cpu), 2),
            "ratio_range": [round(min(a / b for a, b in cpu), 2), round(max(a / b for a, b in cpu), 2)],
            "here_best": round(max(a for a, _ in cpu), 1),
            "there_best": round(max(b for _, b in cpu), 1),
            "wall": {
                "here": round(statistics.median(a for a, _ in wall), 1),
                "there": round(statistics.median(b for _, b in wall), 1),
                "ratio": round(statistics.median(a / b for a, b in wall), 2),
            },
        }
    return {
        "revision": rev,
        "rounds": rounds,
        "slice_s": slice_s,
        "same_positions": hello_here["fingerprint"] == hello_there["fingerprint"],
        "engine": {"here": hello_here["engine"], "there": hello_there["engine"]},
        "api": {"here": hello_here["api"], "there": hello_there["api"]},
        "figures": figures,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ruleset", default="penn-4")
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds per workload (without --against)")
    parser.add_argument("--against", metavar="REV", nargs="?", const=BASELINE, help=f"compare with REV ({BASELINE})")
    parser.add_argument("--rounds", type=int, default=7, help="alternations per workload (with --against)")
    parser.add_argument("--slice", type=float, default=0.4, help="seconds per side per round (with --against)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.ruleset)
        return
    out: dict[str, Any] = {
        "ruleset": args.ruleset,
        "python": platform.python_version(),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores",
        "date": datetime.date.today().isoformat(),
    }
    if args.against:
        out.update(against(args.against, args.ruleset, args.rounds, args.slice))
    else:
        w = Workloads(args.ruleset)
        for name in WORKLOADS:
            w.rate(name, 0.1)
        for name in WORKLOADS:
            wall, cpu = w.rate(name, args.seconds)
            out[KEYS[name]] = round(wall, 1)
            out[KEYS[name] + "_cpu"] = round(cpu, 1)
        out["api"] = w.api
    out["notes"] = {
        "rates": "with --against: calls per CPU second of each worker (per wall second under 'wall'), median "
        "over rounds; ratio = median of per-round here/there; *_best = best round",
        "random_hands_per_s": "deal to score, one immutable state per action via apply()",
        "random_playouts_per_s": "deal to score via HandState.random_playout (no copy per action)",
    }
    out["targets"] = TARGETS
    print(json.dumps(out))


if __name__ == "__main__":
    main()
