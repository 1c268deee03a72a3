"""Re-targeting a scenario to a declared variant, where that can be done honestly.

A scenario written for one ruleset's bidding (Peterson's 250 in steps of 10) asks nothing
of a variant whose minimum is 300 when its bids are taken as written: the first one is
refused.  Its bids can be carried over instead: each bid keeps its place relative to the
minimum, counted in increments (250 → 300, 260 → 310, 255 → 305), so a bid that matched
the minimum, was one step above it or fell between two steps still does.  Only bids are
changed, and only when every bid maps to a whole number; the verdict lists the change.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

_BID_ACTION = re.compile(r"^bid (\d+)$")

Args = Mapping[str, Any]


@dataclass(frozen=True)
class Retarget:
    """A change of a scenario's requests, and what it says in words."""

    apply: Callable[[str, Args], Args | None]
    """The request's args re-targeted; None when this request cannot be (a bid that maps to a fraction)."""
    describe: Callable[[], list[str]]
    """The changes made so far, in words (for the verdict)."""


def bid_scaling(scenario_doc: Mapping[str, Any], variant: Mapping[str, Any]) -> Retarget | None:
    """Scale bids from the scenario ruleset's minimum and increment to the variant's, or None
    when the two bid alike (or either has no bidding)."""
    own, theirs = scenario_doc.get("bidding"), variant.get("bidding")
    if not isinstance(own, Mapping) or not isinstance(theirs, Mapping):
        return None
    try:
        lo, step = int(own["minimum"]), int(own["increment"])
        new_lo, new_step = int(theirs["minimum"]), int(theirs["increment"])
    except (KeyError, TypeError, ValueError):
        return None
    if (lo, step) == (new_lo, new_step) or step <= 0 or new_step <= 0:
        return None
    seen: dict[int, int] = {}

    def scale(bid: int) -> int | None:
        offset = (bid - lo) * new_step
        if offset % step:
            return None
        seen[bid] = new_lo + offset // step
        return seen[bid]

    def apply(op: str, args: Args) -> Args | None:
        if op == "auction":
            out = copy.deepcopy(dict(args))
            for b in out.get("bids") or ():
                if isinstance(b, dict) and type(b.get("bid")) is int:
                    new = scale(b["bid"])
                    if new is None:
                        return None
                    b["bid"] = new
            return out
        if op == "play_hand":
            out = copy.deepcopy(dict(args))
            for a in out.get("actions") or ():
                m = _BID_ACTION.match(str(a.get("action", ""))) if isinstance(a, dict) else None
                if m:
                    new = scale(int(m.group(1)))
                    if new is None:
                        return None
                    a["action"] = f"bid {new}"
            return out
        return args

    def describe() -> list[str]:
        if not seen or all(a == b for a, b in seen.items()):
            return []
        pairs = ", ".join(f"{a} → {b}" for a, b in sorted(seen.items()))
        return [
            f"bids carried from {scenario_doc.get('id')}'s minimum {lo} in steps of {step} to the variant's "
            f"minimum {new_lo} in steps of {new_step}: {pairs}"
        ]

    return Retarget(apply, describe)
