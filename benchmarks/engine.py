"""Engine speed figures for one ruleset (default: single-deck 4-handed Penn), printed as one JSON object.

    python benchmarks/engine.py [--ruleset penn-4] [--seconds 2]

Targets on a 2-core machine (issue 2): meld >= 150,000/s, legal plays >= 600,000/s,
complete random hands (deal to score) >= 3,000/s.  Figures, never assertions.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import time
from collections.abc import Callable

from conformance_report.rulesets import load_ruleset
from reference_engine.cards import make_deck
from reference_engine.meld import meld
from reference_engine.ruleset import Ruleset
from reference_engine.state import HandState
from reference_engine.tricks import legal_plays


def _rate(fn: Callable[[int], None], seconds: float) -> float:
    """Calls per second of fn(i), measured over about ``seconds``."""
    n, start = 0, time.perf_counter()
    batch = 1000
    while True:
        for i in range(n, n + batch):
            fn(i)
        n += batch
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return n / elapsed


def _positions(rs: Ruleset, count: int) -> list[tuple[tuple, tuple, str, bool]]:  # type: ignore[type-arg]
    """Real mid-hand positions, collected from seeded random hands."""
    rng = random.Random(1)
    out = []
    seed = 0
    while len(out) < count:
        st = HandState.random(rs, seed)
        seed += 1
        while not st.is_terminal():
            if st.phase == "play":
                out.append((st.hands[st.current], st.trick_cards(), st.trump or "S", st.trump_broken))
            st = st.apply(rng.choice(st.legal_actions()))
    return out[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ruleset", default="penn-4")
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    rs = load_ruleset(args.ruleset)
    deck = list(make_deck(rs.deck))
    rng = random.Random(0)
    hands = []
    for _ in range(4096):
        rng.shuffle(deck)
        hands.append(tuple(sorted(deck[: rs.hand_size])))
    suits = "SHDC"
    meld_rate = _rate(lambda i: meld(rs, hands[i & 4095], suits[i & 3]) and None, args.seconds)
    positions = _positions(rs, 4096)
    legal_rate = _rate(lambda i: legal_plays(rs, *positions[i & 4095]) and None, args.seconds)

    def one_hand(i: int) -> None:
        r = random.Random(i)
        st = HandState.random(rs, i, dealer=i % rs.players)
        while not st.is_terminal():
            st = st.apply(r.choice(st.legal_actions()))

    def one_playout(i: int) -> None:
        HandState.random(rs, i, dealer=i % rs.players).random_playout(random.Random(i))

    def per_second(fn: Callable[[int], None]) -> float:
        n, start = 0, time.perf_counter()
        while time.perf_counter() - start < args.seconds:
            fn(n)
            n += 1
        return n / (time.perf_counter() - start)

    hands_rate = per_second(one_hand)
    playout_rate = per_second(one_playout)
    print(
        json.dumps(
            {
                "ruleset": rs.id,
                "python": platform.python_version(),
                "meld_evaluations_per_s": round(meld_rate),
                "legal_play_computations_per_s": round(legal_rate),
                "random_hands_per_s": round(hands_rate, 1),
                "random_hands_per_s_note": "deal to score, one immutable state per action via apply()",
                "random_playouts_per_s": round(playout_rate, 1),
                "random_playouts_per_s_note": "deal to score via HandState.random_playout (no copy per action)",
                "targets": {
                    "meld_evaluations_per_s": 150000,
                    "legal_play_computations_per_s": 600000,
                    "random_hands_per_s": 3000,
                    "random_playouts_per_s": 3000,
                },
            }
        )
    )


if __name__ == "__main__":
    main()
