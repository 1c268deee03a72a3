"""Meld: which combinations a hand holds for a trump suit, and their points.

Sharing rule (000 "Counting Meld", 004 step 2, 003 "Meld Values"): a card may serve melds
of different kinds but never two melds of one kind, so each kind is counted on card
counts independently.  A run holds its own trump marriage, which is not counted again
(000, 004); so royal marriages are formed only from trump kings and queens beyond the runs
(003: a run never shares with a royal marriage).  Where a ruleset's optional melds compete
for the same trump kings and queens (003: run with extra K/Q/KQ, double royal marriage) the
higher-scoring alternative is taken, which is 003's stated precedence.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .cards import SUITS, Card, counts_of
from .ruleset import MELD_KINDS, Ruleset

A, T, K, Q, J, N = range(6)
_JD = SUITS.index("D") * 6 + J
_QS = SUITS.index("S") * 6 + Q
_AROUND = (("aces_around", A), ("kings_around", K), ("queens_around", Q), ("jacks_around", J))
_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}


class MeldLine(NamedTuple):
    """One meld of a breakdown: ``multiplicity`` copies made at once (2 = a double)."""

    meld: str
    suit: str | None
    multiplicity: int
    points: int

    def to_json(self) -> dict[str, object]:
        return {"meld": self.meld, "suit": self.suit, "multiplicity": self.multiplicity, "points": self.points}


class MeldResult(NamedTuple):
    """A breakdown in canonical order (the order of ``MELD_KINDS``, then suits S H D C)."""

    lines: tuple[MeldLine, ...]
    total: int

    def points_of(self, kinds: Iterable[str]) -> int:
        """Points of the lines whose kind is in ``kinds`` (e.g. nines kept after a set)."""
        wanted = set(kinds)
        return sum(line.points for line in self.lines if line.meld in wanted)

    def to_json(self) -> dict[str, object]:
        return {"lines": [ln.to_json() for ln in self.lines], "total": self.total}


def multiple_value(table: dict[int, int], n: int) -> int:
    """Points for ``n`` copies of a meld: the listed value, else groups of the largest listed size.

    A ruleset lists e.g. ``{1: 40, 2: 300}`` for pinochle; three pinochles where only single
    and double are listed score 300 + 40.  This is a recorded reading for multiplicities a
    document does not list.
    """
    total = 0
    sizes = sorted(table, reverse=True)
    while n > 0:
        if n in table:
            return total + table[n]
        size = next((s for s in sizes if s <= n), None)
        if size is None:
            raise ValueError(f"{n} cannot be made of the listed sizes {sorted(table)}")
        total += table[size]
        n -= size
    return total


class _Compiled:
    """Per-ruleset lookup tables: value[kind][n] for n = 0..8."""

    __slots__ = ("drm", "extras", "keep_run", "roundhouse", "run_marriage", "value")

    def __init__(self, rs: Ruleset) -> None:
        self.value: dict[str, list[int] | None] = {}
        for kind in MELD_KINDS:
            table = rs.meld.values.get(kind)
            if table is None:
                self.value[kind] = None
            elif kind == "double_royal_marriage":
                self.value[kind] = [0, 0] + [dict(table).get(n, 0) for n in range(2, 9)]
            else:
                self.value[kind] = [0] + [multiple_value(dict(table), n) for n in range(1, 9)]
        self.extras = rs.meld.run_extras
        self.drm = self.value["double_royal_marriage"] is not None
        self.roundhouse = rs.meld.roundhouse
        self.run_marriage = rs.meld.run_marriage_counts
        self.keep_run = not rs.meld.run_yields_to_double_royal and self.extras != "named"


_CACHE_BY_ID: dict[int, tuple[Ruleset, _Compiled]] = {}


def _compiled(rs: Ruleset) -> _Compiled:
    hit = _CACHE_BY_ID.get(id(rs))
    if hit is not None and hit[0] is rs:
        return hit[1]
    comp = _Compiled(rs)
    if len(_CACHE_BY_ID) > 256:
        _CACHE_BY_ID.clear()
    _CACHE_BY_ID[id(rs)] = (rs, comp)
    return comp


def _trump_group(comp: _Compiled, c: list[int], tb: int, ts: str) -> tuple[int, list[MeldLine]]:
    """Best use of the trump A-10-K-Q-J: runs, run extras, royal / double royal marriages."""
    v = comp.value
    run_v = v["run"]
    k, q = c[tb + K], c[tb + Q]
    r_max = min(c[tb + A], c[tb + T], k, q, c[tb + J]) if run_v else 0
    best_pts = -1
    best: list[MeldLine] = []
    for r in range(r_max, r_max - 1 if comp.keep_run else -1, -1):  # every run kept, or any number
        lines: list[MeldLine] = []
        pts = 0
        kr, qr = (k, q) if comp.run_marriage else (k - r, q - r)  # the run's own pair, or not
        if r:
            run_kind = "run"
            if comp.extras == "named" and r == 1:
                if kr and qr and v["run_extra_marriage"]:
                    run_kind, kr, qr = "run_extra_marriage", kr - 1, qr - 1
                elif kr and v["run_extra_king"]:
                    run_kind, kr = "run_extra_king", kr - 1
                elif qr and v["run_extra_queen"]:
                    run_kind, qr = "run_extra_queen", qr - 1
            table = v[run_kind]
            assert table is not None
            p = table[1] if run_kind != "run" else table[r]
            lines.append(MeldLine(run_kind, ts, r, p))
            pts += p
        m = min(kr, qr)
        extra_v = v["run_extra_card"]
        if r and comp.extras == "per_card" and extra_v:
            spare = (kr - m) + (qr - m)
            if spare:
                lines.append(MeldLine("run_extra_card", ts, spare, extra_v[spare]))
                pts += extra_v[spare]
        drm = v["double_royal_marriage"]
        if m >= 2 and drm is not None and r < 2:
            # the largest listed double/triple/quadruple royal marriage; any marriage left over is royal
            d = max(j for j in range(2, m + 1) if drm[j] or j == 2)
            lines.append(MeldLine("double_royal_marriage", ts, d, drm[d]))
            pts += drm[d]
            m -= d
        if m and v["royal_marriage"]:
            rm = v["royal_marriage"]
            assert rm is not None
            lines.append(MeldLine("royal_marriage", ts, m, rm[m]))
            pts += rm[m]
        if pts > best_pts:
            best_pts, best = pts, lines
    return max(best_pts, 0), best


def meld_counts(rs: Ruleset, c: list[int], trump: str | None) -> MeldResult:
    """Meld for a hand given as 24 card counts (see :func:`reference_engine.cards.counts_of`).

    With ``trump`` None (no trump named: 002's conceded hand) only melds that need no trump
    count: every marriage is common, there is no run and no nine of trump.
    """
    comp = _compiled(rs)
    v = comp.value
    lines: list[MeldLine]
    if trump is None:
        t, tb, total, lines = -1, 0, 0, []
    else:
        t = _SUIT_INDEX[trump]
        tb = t * 6
        total, lines = _trump_group(comp, c, tb, trump)
    cm = v["common_marriage"]
    if cm:
        for s in range(4):
            if s != t:
                sb = s * 6
                m = min(c[sb + K], c[sb + Q])
                if m:
                    lines.append(MeldLine("common_marriage", SUITS[s], m, cm[m]))
                    total += cm[m]
    for kind, rank in _AROUND:
        table = v[kind]
        if table:
            n = min(c[rank], c[6 + rank], c[12 + rank], c[18 + rank])
            if n:
                lines.append(MeldLine(kind, None, n, table[n]))
                total += table[n]
    if comp.roundhouse is not None:
        total, lines = _roundhouse(comp, lines, total, trump)
    pin = v["pinochle"]
    if pin:
        n = min(c[_JD], c[_QS])
        if n:
            lines.append(MeldLine("pinochle", None, n, pin[n]))
            total += pin[n]
    nine = v["nine_of_trump"]
    if nine and trump is not None:
        n = c[tb + N]
        if n:
            lines.append(MeldLine("nine_of_trump", trump, n, nine[n]))
            total += nine[n]
    return MeldResult(tuple(lines), total)


def _roundhouse(comp: _Compiled, lines: list[MeldLine], total: int, trump: str | None) -> tuple[int, list[MeldLine]]:
    """Replace a roundhouse's component melds by one roundhouse line (001, 002).

    Each roundhouse takes one of every component, and every roundhouse the cards make is
    formed; under ``declared: when_not_lower`` none is formed when the components counted
    apart score more (a double component is then kept whole, at its own table's value).
    """
    rh = comp.roundhouse
    assert rh is not None
    by_kind = {ln.meld: ln for ln in lines if ln.suit is None}
    marriages = {ln.suit: ln for ln in lines if ln.meld in ("common_marriage", "royal_marriage")}
    counts = []
    for comp_name in rh.components:
        if comp_name == "marriages":
            runs = [ln.multiplicity for ln in lines if ln.meld == "run"] if rh.run_marriage else []
            if len(marriages) == 3 and trump is not None and trump not in marriages and runs:
                # the run's king and queen of trump stand as the trump marriage (run_marriage)
                counts.append(min(runs[0], *(ln.multiplicity for ln in marriages.values())))
                continue
            if len(marriages) < 4:
                return total, lines
            counts.append(min(ln.multiplicity for ln in marriages.values()))
        elif comp_name in by_kind:
            counts.append(by_kind[comp_name].multiplicity)
        else:
            return total, lines
    if not rh.replaces:  # scored beside its components, which still count
        n = min(counts)
        return total + rh.value * n, [*lines, MeldLine("roundhouse", None, n, rh.value * n)]
    formed = _formed(comp, lines, total, min(counts))
    if rh.declared == "when_not_lower" and total > formed[0]:
        return total, lines
    return formed


def _formed(comp: _Compiled, lines: list[MeldLine], total: int, n: int) -> tuple[int, list[MeldLine]]:
    """The total and lines with ``n`` roundhouses formed, each taking one of every component."""
    rh = comp.roundhouse
    assert rh is not None
    out: list[MeldLine] = []
    removed = 0
    for ln in lines:
        takes = (ln.meld in rh.components and ln.suit is None) or (
            "marriages" in rh.components and ln.meld in ("common_marriage", "royal_marriage")
        )
        if not takes:
            out.append(ln)
            continue
        removed += ln.points
        left = ln.multiplicity - n
        if left:
            table = comp.value[ln.meld]
            assert table is not None
            out.append(MeldLine(ln.meld, ln.suit, left, table[left]))
            removed -= table[left]
    out.append(MeldLine("roundhouse", None, n, rh.value * n))
    return total - removed + rh.value * n, out


def meld(rs: Ruleset, hand: Sequence[Card], trump: str | None) -> MeldResult:
    """Meld breakdown and total of ``hand`` with ``trump`` under ruleset ``rs``."""
    return meld_counts(rs, counts_of(hand), trump)
