"""Option combinations a source document does not offer (003's "single deck only" and "double
deck always" notes, and Modern's counters), checked by ``pinochle-conformance check-ruleset``.

A ruleset may still combine them (house rules are data); these checks say that the combination
is not one of its document's games, naming the field.  Only rulesets whose ``source.document``
is 003 (Trickster) are checked; the other documents state no such limits.
"""

from __future__ import annotations

from .ruleset import Ruleset

__all__ = ["option_limits"]

TRICKSTER = "003_"


def option_limits(rs: Ruleset) -> list[str]:
    """Each option of ``rs`` its document offers only with another setting, as 'field: why'."""
    if not rs.source.document.startswith(TRICKSTER):
        return []
    out: list[str] = []
    single = rs.deck == "single48"
    if not single:
        if rs.kitty is not None:
            out.append(f"kitty: 003 offers the kitty with a single deck only, not {rs.deck}")
        if rs.bidding.misdeal is not None:
            out.append(f"bidding.misdeal: 003 allows the nines misdeal with a single deck only, not {rs.deck}")
        if rs.players != 4:
            out.append(f"players: 003's double deck is always 4 players in partnership, not {rs.players}")
        if rs.bidding.style != "auction":
            out.append(f"bidding.style: 003's double deck always bids by auction, not {rs.bidding.style!r}")
    else:
        mins = rs.meld.minimums
        if mins.declarer_trump_marriage or mins.declaring_side is not None or mins.defenders is not None:
            out.append("meld.minimums: 003 offers the meld requirements with a double deck only, not single48")
        if rs.scoring.trick_minimum is not None:
            out.append("scoring.trick_minimum: 003 offers the trick minimum with a double deck only, not single48")
    if rs.counters.last_trick == 1 and dict(rs.counters.values) != {"A": 1, "T": 1, "K": 1}:
        # Modern scoring (the last trick worth 1): only the ace, ten and king count, 1 each
        have = ", ".join(f"{k} {v}" for k, v in rs.counters.values.items())
        out.append(f"counters.values: 003's Modern scoring counts only A, 10 and K at 1 each, not {have}")
    return out
