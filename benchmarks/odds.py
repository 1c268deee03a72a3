"""001's odds column against the reference engine's deals: how often each meld is dealt.

    python benchmarks/odds.py [--deals 20000] [--seed 1]

Deals single-deck 4-handed hands (ruleset peterson-4) with the engine's seeded dealer, counts
how often a player's 12 cards hold each meld (trump-dependent melds: in the best suit, as a
bidder would name it) and prints one JSON object: per meld the document's odds, the observed
frequency per player and per deal (any of the four players), and which reading of "1 : N"
the figures support.  Information, not a rule: docs/odds.md records the comparison.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from collections.abc import Callable

from conformance_report.rulesets import load_ruleset
from reference_engine.cards import SUITS, Card
from reference_engine.meld import MeldResult, meld
from reference_engine.state import deal_cards

# meld -> (document odds as printed, predicate on the four per-trump breakdowns of one hand)
Check = Callable[[list[MeldResult]], bool]


def _has(kind: str, n: int = 1, any_trump: bool = False) -> Check:
    def check(by_trump: list[MeldResult]) -> bool:
        results = by_trump if any_trump else by_trump[:1]
        return any(any(ln.meld == kind and ln.multiplicity >= n for ln in r.lines) for r in results)

    return check


DOCUMENT_ODDS: dict[str, tuple[str, Check]] = {
    "run": ("1 : 2", _has("run", any_trump=True)),
    "double run": ("1 : 100", _has("run", 2, any_trump=True)),
    "100 aces": ("1 : 4", _has("aces_around")),
    "1000 aces": ("1 : 100", _has("aces_around", 2)),
    "80 kings": ("1 : 20", _has("kings_around")),
    "60 queens": ("1 : 20", _has("queens_around")),
    "40 jacks": ("1 : 20", _has("jacks_around")),
    "pinochle": ("1 : 4", _has("pinochle")),
    "double pinochle": ("1 : 20", _has("pinochle", 2)),
    "roundhouse": ("1 : 30", _has("roundhouse")),
}


def frequencies(deals: int, seed: int) -> dict[str, dict[str, float]]:
    """Observed per-player and per-deal frequency of each meld in ``deals`` seeded deals."""
    rs = load_ruleset("peterson-4")
    rng = random.Random(seed)
    per_player: Counter[str] = Counter()
    per_deal: Counter[str] = Counter()
    for i in range(deals):
        deal = deal_cards(rs, i % rs.players, rng)
        seen: set[str] = set()
        for hand in deal.hands:
            by_trump = [meld(rs, hand, s) for s in SUITS]
            for name, (_, check) in DOCUMENT_ODDS.items():
                if check(by_trump):
                    per_player[name] += 1
                    seen.add(name)
        per_deal.update(seen)
    players = deals * rs.players
    return {
        name: {"per_player": per_player[name] / players, "per_deal": per_deal[name] / deals} for name in DOCUMENT_ODDS
    }


def hand_holds_pinochle(hand: list[Card]) -> bool:
    """True when a hand holds J♦ and Q♠ (used by the exactness test)."""
    codes = {str(c) for c in hand}
    return "JD" in codes and "QS" in codes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    freq = frequencies(args.deals, args.seed)
    out = {}
    for name, (odds, _) in DOCUMENT_ODDS.items():
        n = int(odds.split(":")[1])
        f = freq[name]
        out[name] = {
            "document": odds,
            "document_as_1_in_n_plus_1": round(1 / (n + 1), 4),
            "document_as_1_in_n": round(1 / n, 4),
            "observed_per_player": round(f["per_player"], 4),
            "observed_per_deal": round(f["per_deal"], 4),
        }
    print(json.dumps({"ruleset": "peterson-4", "deals": args.deals, "seed": args.seed, "melds": out}, indent=1))


if __name__ == "__main__":
    main()
