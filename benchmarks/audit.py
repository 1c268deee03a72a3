"""Audit at scale: hands per second and peak memory (figures, never assertions).

    python benchmarks/audit.py [--hands 10000] [--ruleset penn-4] [--faulty-every 97]

Writes ``--hands`` hands of seeded whole games (distinct games up to 400 hands, then the same
games again under new game tags) to one text record, one hand in ``--faulty-every`` with a
wrong trick winner claimed, and audits it twice in a fresh child process each: a tenth of
the hands, then all of them.  For each it prints the wall time, hands per second, the
deviations found and the peak resident set of the audit's process, so that memory flat in
the number of hands shows as two close peaks.  The target is 10,000 hands within 60 s.
"""

from __future__ import annotations

import argparse
import itertools
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLI = Path(sys.executable).parent / "pinochle-conformance"
sys.path.insert(0, str(Path(__file__).resolve().parent))
from memory import WRAPPER  # noqa: E402  (the child's peak memory, measured as memory.py measures it)


def write_hands(path: Path, ruleset: str, hands: int, faulty_every: int) -> None:
    """``hands`` hands of seeded games of ``ruleset`` as one text record, written as they are made."""
    from conformance_report.records.export import game_records
    from conformance_report.records.text import write_text
    from conformance_report.rulesets import load_ruleset

    rs = load_ruleset(ruleset)
    pool: list[list[dict[str, object]]] = []
    made = 0
    while made < min(hands, 400):
        pool.append(list(game_records(rs, ruleset, len(pool), "g")))
        made += len(pool[-1])
    n = 0
    with path.open("w", encoding="utf-8") as fh:
        for g, game in enumerate(itertools.cycle(pool)):
            for hand in game:
                if n == hands:
                    return
                hand = {**hand, "game": f"g{g}"}
                tricks = hand.get("tricks")
                if faulty_every and n % faulty_every == faulty_every - 1 and isinstance(tricks, list) and tricks:
                    last = dict(tricks[-1])
                    last["winner"] = (int(last.get("winner", 0)) + 1) % rs.players
                    hand["tricks"] = [*tricks[:-1], last]
                fh.write(("\n" if n else "") + write_text(hand))
                n += 1


def measure(path: Path, hands: int, out: Path) -> None:
    argv = [str(CLI), "audit", str(path), "--out", str(out)]
    started = time.monotonic()
    proc = subprocess.run([sys.executable, "-c", WRAPPER, *argv], capture_output=True, text=True, cwd=ROOT)
    wall = time.monotonic() - started
    code, kib = proc.stdout.split()
    import json

    summary = json.loads((out / "report.json").read_text(encoding="utf-8"))["summary"]
    print(
        f"{hands} hands: {wall:.1f} s, {hands / wall:.0f} hands/s, {summary['deviations']} deviations "
        f"(exit {code}), peak RSS {int(kib) / 1024:.0f} MiB"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--ruleset", default="penn-4")
    parser.add_argument("--faulty-every", type=int, default=97)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for n in (max(1, args.hands // 10), args.hands):
            record = folder / f"hands-{n}.phr"
            write_hands(record, args.ruleset, n, args.faulty_every)
            measure(record, n, folder / f"out-{n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
