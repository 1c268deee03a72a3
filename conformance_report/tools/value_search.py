"""An integer option's value when no named ruleset's value (nor a neighbour) is the one played.

The values on the option's grid (``bidding.increment`` steps for bidding options, else tens or
ones) that agree with every answer the implementation gave so far are kept; then, as in a
bisection, requests that split the kept values in the middle (generated under the two middle
values) are asked, until one value is left or no request splits them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from conformance_report.tools.cases import Case
from conformance_report.tools.generators import random_cases
from conformance_report.variants.probes import TIERS, Answers, build, case_size, get_path, relevant_ops, set_path
from reference_engine.errors import PinochleError

GRID_POINTS: Final = 1000
"""At most this many values are kept in play (a coarser grid beyond)."""
ROUNDS: Final = 10


def grid_units(doc: Mapping[str, Any], path: str, hints: Sequence[int]) -> tuple[int, int, int, int]:
    """(fine unit, coarse unit, offset, top) of the grid searched for ``path``."""
    base = get_path(doc, path)
    bid = path.startswith("bidding.") and path != "bidding.increment"
    minimum = get_path(doc, "bidding.minimum") if bid else None
    values = [v for v in (base, *hints, minimum) if isinstance(v, int) and not isinstance(v, bool)]
    step = get_path(doc, "bidding.increment") if path.startswith("bidding.") else None
    fine = step if isinstance(step, int) and step > 0 else 10 if all(v % 10 == 0 for v in values) else 1
    top = 2 * max(values, default=10) + 10 * fine
    unit = fine
    while top // unit > GRID_POINTS:
        unit *= 2
    own = minimum if isinstance(minimum, int) else base if isinstance(base, int) else min(values, default=0)
    own = own if not isinstance(own, bool) else 0  # a bid amount lies on the minimum's grid
    return fine, unit, own % fine, top  # the grid goes through the ruleset's own value (250 by 10s: 270)


def value_grid(
    doc: Mapping[str, Any], path: str, hints: Sequence[int], window: tuple[int, int] | None = None
) -> list[int]:
    """The values searched: from 0 to twice the largest hinted value (a bid amount: also twice the
    minimum), on the option's grid (a bid amount's goes through the minimum), coarser when that
    is more than ``GRID_POINTS`` values; within ``window`` (low, high), every value of the fine grid."""
    fine, unit, offset, top = grid_units(doc, path, hints)
    if window is not None:
        low, high = max(0, window[0]), window[1]
        return [v for v in range(low - (low - offset) % fine, high + 1, fine) if v >= low]
    hinted = {v for v in (get_path(doc, path), *hints) if isinstance(v, int) and not isinstance(v, bool)}
    grid = set(range(offset % unit, top + 1, unit)) | hinted
    return sorted(v for v in grid if v >= 0)


def search_integer(
    ask: Callable[[Case], Any],
    answers: Answers,
    doc: Mapping[str, Any],
    path: str,
    hints: Sequence[int],
    asked: Sequence[Case],
    ops: Sequence[str],
    seed: int = 0,
) -> tuple[int | None, list[Case]]:
    """The value of ``path`` whose reference answers the implementation matches, and the requests asked.

    ``ask`` sends a request to the implementation (answers are remembered by the caller);
    ``asked`` are requests already answered. None when no value on the grid fits them all.
    """
    rel = [op for op in relevant_ops(path) if op in ops]
    seen = [c for c in asked if c.op in rel]
    new: list[Case] = []
    grid = value_grid(doc, path, hints)
    kept = _narrow(ask, answers, doc, path, grid, seen, rel, new, seed)
    fine, unit, _offset, _top = grid_units(doc, path, hints)
    if kept and unit > fine:  # a coarse grid: look again between the neighbours of the values kept
        window = (min(kept) - unit, max(kept) + unit)
        kept = _narrow(ask, answers, doc, path, value_grid(doc, path, hints, window), [*seen, *new], rel, new, seed)
    base = get_path(doc, path)
    if not kept:
        return None, new
    return min(kept, key=lambda k: (abs(k - base) if isinstance(base, int) else k, k)), new


def _narrow(
    ask: Callable[[Case], Any],
    answers: Answers,
    doc: Mapping[str, Any],
    path: str,
    grid: Sequence[int],
    seen: Sequence[Case],
    rel: Sequence[str],
    new: list[Case],
    seed: int,
) -> list[int]:
    """The values of ``grid`` that fit every answer, split by bisection (requests asked join ``new``)."""
    docs: dict[int, dict[str, Any]] = {}
    for k in grid:
        variant = set_path(doc, path, k)
        try:
            build(variant)
        except (PinochleError, ValueError, TypeError, KeyError):
            continue
        docs[k] = variant
    kept = [k for k in docs if _fits(ask, answers, docs[k], seen)]
    for _round in range(ROUNDS):
        if len(kept) < 2:
            break
        mid = len(kept) // 2
        case = splitting_case(answers, docs[kept[mid - 1]], docs[kept[mid]], rel, seed + _round)
        if case is None:
            break
        new.append(case)
        kept = [k for k in kept if _fits(ask, answers, docs[k], [case])]
    return kept


def _fits(ask: Callable[[Case], Any], answers: Answers, doc: Mapping[str, Any], cases: Sequence[Case]) -> bool:
    for c in cases:
        got = ask(c)
        if got is not None and answers.answer(doc, c) != got:
            return False
    return True


def splitting_case(
    answers: Answers, a: Mapping[str, Any], b: Mapping[str, Any], ops: Sequence[str], seed: int
) -> Case | None:
    """The smallest generated request (cheapest operations first) answered differently under ``a`` and ``b``."""
    for tier in TIERS:
        found = []
        for op in (op for op in tier if op in ops):
            for doc in (a, b):
                for c in random_cases(build(doc), op, 40 if tier is TIERS[0] else 12, seed):
                    if answers.keyed(a, c)[1] != answers.keyed(b, c)[1]:
                        found.append(c)
        if found:
            return min(found, key=case_size)
    return None
