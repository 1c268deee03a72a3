"""Finding the causes of a run's failures: a fresh adapter process per implementation with
failures, asked the primitive probes of :mod:`.causes`."""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from conformance_report.protocol.client import Implementation, InvalidRequestError, Outcome, SetupError
from conformance_report.report.causes import FAILED, Finder, documents, find_causes
from conformance_report.spec.session import Target


def run_causes(
    targets: Sequence[Target],
    results: Sequence[Mapping[str, Any]],
    sent: Iterable[tuple[str, str]],
    *,
    timeout: float,
    startup_timeout: float,
) -> dict[str, dict[str, Any]]:
    """Per implementation key: ``{"causes": [...], "unexplained": [...], "asked": N, "seconds": S}``
    (only for implementations with a failure)."""
    recipes = list(sent)
    out: dict[str, dict[str, Any]] = {}
    for t in targets:
        mine = [r for r in results if r.get("implementation") == t.key]
        if t.setup_error is not None or not any(r.get("status") in FAILED for r in mine):
            continue
        started = time.perf_counter()
        impl = Implementation(t.argv, timeout=timeout, startup_timeout=startup_timeout, env=t.env)
        impl.declared_ids = frozenset(str(v.get("id")) for v in t.variants)

        def ask(op: str, doc: Mapping[str, Any], args: Mapping[str, Any], impl: Implementation = impl) -> Outcome:
            try:
                return impl.request(op, doc, args)
            except (InvalidRequestError, SetupError, ValueError) as exc:  # a probe it cannot take: not asked
                return Outcome("unsupported", message=str(exc), sent=False)

        finder = Finder(ask, documents(recipes, t.variants))
        try:
            causes, unexplained = find_causes(mine, finder)
        finally:
            impl.close()
        out[t.key] = {
            "causes": causes,
            "unexplained": unexplained,
            "asked": finder.asked,
            "seconds": round(time.perf_counter() - started, 3),
        }
    return out
