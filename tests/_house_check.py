"""Whether a declaration resolves to the truth on every option an answer can show (a helper module)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from conformance_report.tools.cases import OPS
from conformance_report.tools.reach import unreachable_reason
from conformance_report.variants.judge import differing_paths
from conformance_report.variants.paths import get_path, set_path
from conformance_report.variants.probes import Answers, build, case_pool, relevant_ops


def visible_differences(rid: str, truth: Mapping[str, Any], declared: Mapping[str, Any]) -> list[tuple[str, Any, Any]]:
    """(option, truth's value, declared value) for each option where the two differ and some
    generated request tells them apart (a value listed as unreachable, or one no request of a
    fresh pool separates, is no difference an answer can show)."""
    out = []
    answers = Answers()
    for path in differing_paths(dict(truth), dict(declared)):
        value = get_path(declared, path)
        flipped = set_path(truth, path, value)
        try:
            if build(flipped) == build(truth):
                continue
        except Exception:
            pass
        if unreachable_reason(rid, truth, path, value) is not None:
            continue
        ops = [op for op in relevant_ops(path) if op in OPS]
        pool = case_pool(truth, ops, 20, seed=7) + case_pool(flipped, ops, 20, seed=7)
        if any(answers.answer(truth, c) != answers.answer(flipped, c) for c in pool):
            out.append((path, get_path(truth, path), value))
    return out
