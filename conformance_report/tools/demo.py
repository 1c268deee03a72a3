"""Demo: play and score one seeded hand of a named ruleset, printed for a person to read."""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from conformance_report.rulesets import load_ruleset, ruleset_ids
from reference_engine.actions import Action
from reference_engine.cards import Card
from reference_engine.errors import PinochleError
from reference_engine.policy import choose
from reference_engine.state import HandState


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(c.display() for c in cards)


def _describe(seat: int, action: Action) -> str:
    who = "chance" if seat < 0 else f"seat {seat}"
    if action.cards:
        return f"{who}: {action.kind} {_cards(action.cards)}"
    return f"{who}: {action}"


def play_demo(ruleset_id: str, seed: int) -> str:
    """Play one hand with seeded random legal actions and return the transcript text."""
    rs = load_ruleset(ruleset_id)
    rng = random.Random(seed)
    st = HandState.random(rs, seed, dealer=0)
    lines = [f"{rs.name} ({rs.id}) — seed {seed}, dealer seat 0", ""]
    for seat, hand in enumerate(st.hands):
        lines.append(f"  seat {seat}: {_cards(hand)}")
    if st.kitty:
        lines.append(f"  kitty : {_cards(st.kitty)}")
    lines.append("")
    printed_meld = False
    while not st.is_terminal():
        if st.phase == "play" and not printed_meld and st.melds is not None:
            lines.append(f"Trump {st.trump}; bidder seat {st.bidder} for {st.contract}; sides {list(st.sides())}")
            for seat, m in enumerate(st.melds):
                parts = ", ".join(
                    f"{ln.meld}{'x' + str(ln.multiplicity) if ln.multiplicity > 1 else ''} {ln.points}"
                    for ln in m.lines
                )
                lines.append(f"  meld seat {seat}: {m.total:>4}  {parts}")
            lines.append("")
            printed_meld = True
        seat = st.current_player()
        action = choose(st, rng, bid_chance=0.4)
        lines.append("  " + _describe(seat, action))
        st = st.apply(action)
    if st.scored is None:
        lines.append("All passed or a misdeal: the hand is thrown in and redealt.")
        return "\n".join(lines)
    lines.append("")
    lines.append(f"Bid {'made' if st.scored.made else 'SET'}.")
    for side in st.scored.sides:
        lines.append(f"  side {list(side.seats)}: meld {side.meld}, tricks {side.trick_points}, score {side.score:+d}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="pinochle-demo", description=__doc__)
    parser.add_argument("--ruleset", default="penn-4", help=f"one of: {', '.join(ruleset_ids())}")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--record", default=None, help="also write the hand as a hand record (.json, .jsonl or text)")
    args = parser.parse_args(argv)
    try:
        print(play_demo(args.ruleset, args.seed))
        if args.record:
            write_record(args.ruleset, args.seed, Path(args.record))
    except PinochleError as exc:
        print(f"pinochle-demo: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"pinochle-demo: --record {args.record}: cannot write it ({exc.strerror or exc})", file=sys.stderr)
        return 2
    return 0


def write_record(ruleset_id: str, seed: int, path: Path) -> None:
    """Write the hand :func:`play_demo` plays as a hand record (docs/hand-records.md)."""
    from conformance_report.commands.records import write_records
    from conformance_report.records.export import played_hand

    hand, _ = played_hand(load_ruleset(ruleset_id), ruleset_id, seed)
    write_records(path, [{**hand, "tags": {"Event": f"pinochle-demo --seed {seed}"}}])


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
