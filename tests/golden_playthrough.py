"""Golden playthroughs (OpenSpiel style): a seeded hand of a ruleset, written out action by action.

    python tests/golden_playthrough.py            # rewrite every golden file after a deliberate change

A playthrough lists the deal, then for every action the acting seat, the legal actions
offered and the one taken, then the melds and the final score.  tests/test_golden.py
regenerates each file and compares it with the checked-in text.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from conformance_report.rulesets import load_ruleset  # noqa: E402
from reference_engine.cards import format_cards  # noqa: E402
from reference_engine.policy import choose  # noqa: E402
from reference_engine.state import HandState  # noqa: E402

GOLDEN = Path(__file__).parent / "golden"
CASES = {
    "penn-4": 11,
    "penn-3": 5,
    "bruce-7": 3,
    "peterson-4": 2,
    "peterson-5": 8,
    "family-5-shore": 4,
    "family-5-called-card": 6,
    "trickster-classic-kitty": 9,
    "trickster-classic-pass-4": 1,
}


def playthrough(ruleset_id: str, seed: int) -> str:
    """The golden text of one seeded hand."""
    rs = load_ruleset(ruleset_id)
    rng = random.Random(seed)
    st = HandState.random(rs, seed, dealer=seed % rs.players)
    out = [f"ruleset {ruleset_id} seed {seed} dealer {st.dealer}"]
    for seat, hand in enumerate(st.hands):
        out.append(f"hand {seat}: {format_cards(hand)}")
    out.append(f"kitty: {format_cards(st.kitty)}")
    out.append(f"stock: {' '.join(str(c) for c in st.stock)}")
    while not st.is_terminal():
        legal = st.legal_actions()
        choice = choose(st, rng)
        shown = [str(a) for a in legal]
        offered = ", ".join(shown) if len(shown) <= 12 else ", ".join(shown[:12]) + f", … ({len(shown)} in all)"
        out.append(f"{st.phase} seat {st.current_player()}: {choice}   [{offered}]")
        st = st.apply(choice)
    if st.melds is not None:
        for seat, m in enumerate(st.melds):
            lines = "; ".join(f"{ln.meld} {ln.suit or '-'} x{ln.multiplicity} = {ln.points}" for ln in m.lines)
            out.append(f"meld {seat}: {m.total} ({lines})")
    if st.scored is None:
        out.append("result: thrown in")
    else:
        out.append(f"made: {st.scored.made}")
        for side in st.scored.sides:
            out.append(f"side {list(side.seats)}: meld {side.meld} tricks {side.trick_points} score {side.score}")
    return "\n".join(out) + "\n"


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for ruleset_id, seed in CASES.items():
        (GOLDEN / f"{ruleset_id}-{seed}.txt").write_text(playthrough(ruleset_id, seed), encoding="utf-8")
        print(f"wrote {ruleset_id}-{seed}.txt")


if __name__ == "__main__":
    main()
