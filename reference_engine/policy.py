"""A seeded playing policy for demos, golden playthroughs and whole-game tests.

Random legal actions make absurd auctions (every hand bid to the ceiling), so this policy
bids the minimum now and then and otherwise passes; every other choice is a seeded random
legal action.  Deterministic for a given seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .actions import Action
from .state import HandState

Policy = Callable[[HandState], Action]


def choose(state: HandState, rng: random.Random, bid_chance: float = 0.3) -> Action:
    """One action for ``state``: in the auction the lowest bid with ``bid_chance``, else a pass."""
    legal = state.legal_actions()
    if state.phase == "bidding":
        bids = [a for a in legal if a.kind == "bid"]
        passes = [a for a in legal if a.kind == "pass"]
        if bids and (rng.random() < bid_chance or not passes):
            return bids[0]
        return passes[0] if passes else legal[0]
    return rng.choice(legal)


def seeded_policy(seed: int, bid_chance: float = 0.3) -> Policy:
    """A policy drawing from its own ``random.Random(seed)``."""
    rng = random.Random(seed)
    return lambda state: choose(state, rng, bid_chance)
