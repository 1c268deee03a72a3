"""Generated house variants: a named ruleset with 1-3 changes a player could agree on (a helper module).

Each change is a value identify classes as a *variant* of the base's document
(``tools.departures.variant_reason``: an agreed option, another ruleset of the same document,
or a recorded reading's alternative), or a raised minimum bid; the mix is drawn from a
fixed seed, so the list is the same on every run.
"""

from __future__ import annotations

import random
from typing import Any

from conformance_report.tools.departures import variant_reason
from conformance_report.variants.paths import get_path, set_path
from conformance_report.variants.probes import build, named_documents, option_alternatives

BASES = [
    "bruce-5",
    "bruce-7",
    "peterson-4",
    "peterson-3",
    "family-5-96",
    "family-5-cutthroat",
    "trickster-classic",
    "trickster-3-player",
    "penn-4",
    "penn-3",
]
"""Two named rulesets of each of the five documents."""


CATEGORIES = ("minimum", "counters", "passing", "deal", "meld", "overtrump", "reading", "other")
"""Kinds of change, after the issue's list: raised minimum bids, counters and the last trick, pass
counts and the stuck dealer, deal order, meld values, must-overtrump, recorded readings."""


def _category(path: str, reading: bool) -> str:
    if path.startswith("deal."):
        return "deal"  # packet sizes and order, first packet, rotation (mostly readings' alternatives)
    if reading:
        return "reading"
    if path.startswith("counters."):
        return "counters"
    if path.startswith(("bidding.pass", "bidding.stuck", "bidding.all_pass")):
        return "passing"
    if path.startswith("deal."):
        return "deal"
    if path.startswith("meld."):
        return "meld"
    if path == "play.must_overtrump":
        return "overtrump"
    return "other"


def changes(base_id: str) -> dict[str, list[tuple[str, Any]]]:
    """The changes drawn from for ``base_id``, by category: (option path, value) pairs."""
    named = named_documents()
    base = named[base_id]
    out: dict[str, list[tuple[str, Any]]] = {}
    for path, values in option_alternatives(base).items():
        if path.startswith(("bidding.maximum", "bidding.minimum", "bidding.stuck_amount", "game.target")):
            continue  # agreed amounts: the minimum is raised below, the stuck amount with it
        for v in values:
            why = variant_reason(base, path, v, named)
            if why is not None:
                out.setdefault(_category(path, "reading" in why), []).append((path, v))
    minimum, step = get_path(base, "bidding.minimum"), get_path(base, "bidding.increment")
    if isinstance(minimum, int) and isinstance(step, int):
        out["minimum"] = [("bidding.minimum", minimum + k * step) for k in (2, 5)]
    return out


def _raise_stuck(base: dict[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    """A raised minimum raises a stuck amount that was the minimum too (as tables play it)."""
    if "bidding.minimum" in options and get_path(base, "bidding.stuck_amount") == get_path(base, "bidding.minimum"):
        return {**options, "bidding.stuck_amount": options["bidding.minimum"]}
    return options


def house_variants(per_base: int = 3, seed: int = 31) -> list[tuple[str, dict[str, Any]]]:
    """(base id, {option: value}) pairs: ``per_base`` per base, each with 1-3 changes of distinct
    categories that build into a ruleset no named one equals."""
    rng = random.Random(seed)
    named = named_documents()
    built_named = [build(d) for d in named.values()]
    out: list[tuple[str, dict[str, Any]]] = []
    for rid in BASES:
        pools = changes(rid)
        kinds = sorted(pools)
        made = tries = 0
        while made < per_base and tries < 200:
            tries += 1
            picked = rng.sample(kinds, rng.randint(1, min(3, len(kinds))))
            options = _raise_stuck(named[rid], dict(rng.choice(pools[k]) for k in picked))
            doc = named[rid]
            try:
                for path, value in options.items():
                    doc = set_path(doc, path, value)
                rs = build(doc)
            except Exception:  # an incompatible mix (the engine refuses it): draw again
                continue
            if any(rs == other for other in built_named) or (rid, options) in out:
                continue
            out.append((rid, options))
            made += 1
    return out


_EACH = "each"


def _steps(*counts: int | str) -> list[dict[str, Any]]:
    """A packet schedule: a number is a packet to each player, ``"k3"`` three cards to the kitty."""
    return [{"to": "kitty", "count": int(c[1:])} if isinstance(c, str) else {"to": _EACH, "count": c} for c in counts]


STRUCTURE_VARIANTS: list[tuple[str, dict[str, Any], set[str], list[str]]] = [
    # (base, changes, the changes identify must class as departures, extra fake-adapter arguments)
    (
        "penn-3",  # 004 fixes 15 each and a 3-card widow: 14 each and 6 in the widow, dealt in pairs
        {
            "hand_size": 14,
            "kitty.size": 6,
            "kitty.discard.count": 6,
            "deal.schedule": _steps(4, "k2", 4, "k2", 4, "k2", 2),
        },
        {"hand_size", "kitty.size", "kitty.discard.count", "deal.schedule"},
        [],
    ),
    (
        "bruce-5",  # 000 deals 5 or 7 one at a time: 6 each, in twos
        {"hand_size": 6, "deal.schedule": _steps(2, 2, 2)},
        {"hand_size", "deal.schedule"},
        [],
    ),
    (
        "trickster-classic-kitty",  # 003 gives no packets: a schedule no ruleset or reading has, from the dealer
        {"deal.schedule": _steps(4, "k4", 4, 3), "deal.first_packet": "dealer", "bidding.minimum": 60},
        {"deal.schedule"},
        [],
    ),
    (
        "peterson-3",  # 001 fixes 15 each and a 3-card kitty
        {"hand_size": 14, "kitty.size": 6, "kitty.discard.count": 6, "deal.schedule": _steps(3, 3, 3, 3, 2, "k6")},
        {"hand_size", "kitty.size", "kitty.discard.count", "deal.schedule"},
        [],
    ),
    (
        "family-5-cutthroat",  # 002's college comment: 9 each and 3 in the kitty; here 8 and 8
        {"hand_size": 8, "kitty.size": 8, "kitty.discard.count": 8, "deal.schedule": _steps(4, "k8", 4)},
        {"hand_size", "kitty.size", "kitty.discard.count", "deal.schedule"},
        [],
    ),
    (
        "penn-4",  # another deck: an app claiming only penn-4 that deals 80 cards, 20 each
        {"deck": "double80", "hand_size": 20, "deal.schedule": _steps(4, 4, 4, 4, 4)},
        {"deck", "hand_size", "deal.schedule"},
        ["--claim", "penn-4"],
    ),
]
"""House variants that change what a deal shows (issue 31, item 1's last bullet): the deck, the
hand and kitty sizes and a packet schedule no named ruleset or reading uses, read from the deal
answers (``tools.deal_shape``); one per document at least."""
