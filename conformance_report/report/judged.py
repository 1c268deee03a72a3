"""What an implementation was judged on: its variants, the judged share, what was not judged and why.

:func:`what_was_judged` makes the footer's ``judged`` member of one implementation;
:func:`judged_lines` says it in a few plain lines (terminal and summary.md), and
:func:`nothing_judged` is the one sentence a run that judged nothing ends with.

The verdict fields read here: a ``not_applicable`` verdict has ``message`` (the full reason)
and may have ``reason`` (a short key without scenario-specific numbers), by which the
not-applicable scenarios are grouped (by ``message`` without one); a re-targeted verdict has
``retargeted``, one string per change made to the scenario.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, Final

EXAMPLES: Final = 3
"""Scenario ids kept per not-applicable group."""

_QUIET: Final = ("passed", "failed")
PROTOCOL_SOURCE: Final = "doc-protocol"
"""The source tag of the adapter protocol's own scenarios (features/protocol)."""


def _groups(results: Sequence[Mapping[str, Any]], status: str) -> list[dict[str, Any]]:
    """The results of ``status`` grouped by ``reason`` (else ``message``), the largest group first."""
    members: dict[str, list[str]] = {}
    for r in results:
        if r["status"] == status:
            key = str(r.get("reason") or r.get("message") or "(no reason given)")
            members.setdefault(key, []).append(str(r["id"]))
    ordered = sorted(members.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    return [{"reason": k, "count": len(ids), "examples": ids[:EXAMPLES]} for k, ids in ordered]


def what_was_judged(impl: Mapping[str, Any], results: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The ``judged`` member of one implementation's footer, from its header entry and its results.

    ``share`` is (passed + failed) / all of its verdicts; ``nothing`` is the sentence that
    says why none was passed or failed (None when some was).
    """
    counts = Counter(str(r["status"]) for r in results)
    judged = counts["passed"] + counts["failed"]
    total = len(results)
    out: dict[str, Any] = {
        "as": [str(v) for v in impl.get("variants") or []],
        "scenarios": total,
        "judged": judged,
        "share": round(judged / total, 4) if total else None,
        "not_applicable": _groups(results, "not_applicable"),
        "retargeted": [
            {"id": str(r["id"]), "variant": r.get("variant"), "status": r["status"], "changes": list(r["retargeted"])}
            for r in results
            if r.get("retargeted")
        ],
        "nothing": None,
    }
    protocol = [r for r in results if PROTOCOL_SOURCE in (r.get("sources") or ())]
    if protocol:
        scored = [r for r in protocol if r["status"] in ("passed", "failed", "errored")]
        out["protocol"] = {
            "passed": sum(r["status"] == "passed" for r in scored),
            "of": len(scored),
            "not_judged": len(protocol) - len(scored),
        }
    if judged == 0:
        parts = []
        for status, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
            top = _groups(results, status)[0]["reason"] if status not in _QUIET else ""
            parts.append(f"{n} {status.replace('_', ' ')}" + (f" ({top})" if top else ""))
        out["nothing"] = f"{impl.get('name', impl.get('key'))} was judged on no scenario: " + (
            ", ".join(parts) if parts else "no scenario was selected"
        )
    return out


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value * 100:.1f}%"


def judged_lines(judged: Mapping[str, Any], limit: int = 10) -> list[str]:
    """A few plain lines (no markup) on what one implementation was judged on."""
    if judged.get("nothing"):
        return [f"JUDGED ON NO SCENARIO: {judged['nothing']}"]
    variants = ", ".join(judged.get("as") or []) or "the scenarios' own rulesets (no declared variant)"
    lines = [
        f"judged as {variants}: {judged['judged']} of {judged['scenarios']} scenarios passed or failed"
        f" (judged share {_pct(judged.get('share'))})"
    ]
    proto = judged.get("protocol")
    if proto:  # said apart from the rules of pinochle, on the same line
        rest = f", {proto['not_judged']} not judged" if proto.get("not_judged") else ""
        lines[0] += f"; adapter protocol: {proto['passed']} of {proto['of']} passed{rest}"
    na = judged.get("not_applicable") or []
    if na:
        lines.append(f"not applicable: {sum(g['count'] for g in na)}, by reason:")
        lines += [f"  {g['count']} × {g['reason']}" for g in na[:limit]]
        if len(na) > limit:
            lines.append(f"  … and {len(na) - limit} more reasons")
    moved = judged.get("retargeted") or []
    if moved:
        lines.append(f"re-targeted to the variant: {len(moved)}")
        lines += [f"  {m['id']} ({m['status']}): {'; '.join(m['changes'])}" for m in moved[:limit]]
        if len(moved) > limit:
            lines.append(f"  … and {len(moved) - limit} more (see report.json)")
    return lines


def nothing_judged(report: Mapping[str, Any]) -> dict[str, str]:
    """Implementation key → why it was judged on no scenario, for each such implementation that
    started (one that did not is said once, as such: :func:`..model.never_started`)."""
    unstarted = {str(i["key"]) for i in report["header"]["implementations"] if i.get("start_failure")}
    return {
        key: str(slot["judged"]["nothing"])
        for key, slot in report["footer"]["implementations"].items()
        if (slot.get("judged") or {}).get("nothing") and key not in unstarted
    }
