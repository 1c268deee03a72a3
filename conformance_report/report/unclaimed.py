"""What an app leaves unclaimed: its unsupported verdicts by operation and by ruleset."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, Final

_OP: Final = re.compile(r"^operation '([^']+)' not declared")
_RULESET: Final = re.compile(r"^ruleset '([^']+)' not declared")


def unsupported_by(results: Sequence[Mapping[str, Any]], key: str) -> tuple[Counter[str], Counter[str], int]:
    """(by operation, by ruleset, others) for the unsupported verdicts of implementation ``key``.

    A verdict is counted under the first operation or ruleset its scenario needs that the
    handshake does not claim (the one its message names); ``others`` were declined by the app."""
    ops: Counter[str] = Counter()
    rulesets: Counter[str] = Counter()
    others = 0
    for r in results:
        if r.get("implementation") != key or r.get("status") != "unsupported":
            continue
        message = str(r.get("message", ""))
        if m := _OP.match(message):
            ops[m[1]] += 1
        elif m := _RULESET.match(message):
            rulesets[m[1]] += 1
        else:
            others += 1
    return ops, rulesets, others


def unsupported_reason(result: Mapping[str, Any]) -> str:
    """Why a verdict is unsupported, in a few words: ``operation hand_score``, ``ruleset penn-4``
    (what the handshake does not claim), else ``declined by the app``."""
    message = str(result.get("message", ""))
    if m := _OP.match(message):
        return f"operation {m[1]}"
    if m := _RULESET.match(message):
        return f"ruleset {m[1]}"
    return "declined by the app"


def plural(n: int, word: str, many: str | None = None) -> str:
    """``1 scenario``, ``2 scenarios``."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def unclaimed_lines(results: Sequence[Mapping[str, Any]], key: str, limit: int = 5) -> list[str]:
    """Plain lines: unsupported counts by operation and ruleset, and what claiming each would reach."""
    ops, rulesets, others = unsupported_by(results, key)
    total = sum(ops.values()) + sum(rulesets.values()) + others
    if not total:
        return []
    lines = [f"unsupported: {plural(total, 'scenario')}"]
    if ops:
        lines.append("  by operation: " + ", ".join(f"{op} {n}" for op, n in ops.most_common()))
    if rulesets:
        top = rulesets.most_common(8)
        more = len(rulesets) - len(top)
        rest = f", … {more} more ({sum(rulesets.values()) - sum(n for _, n in top)})" if more else ""
        lines.append("  by ruleset: " + ", ".join(f"{rid} {n}" for rid, n in top) + rest)
    if others:
        lines.append(f"  declined by the app: {others}")
    for op, n in ops.most_common(limit):
        lines.append(f"  implement {op} to reach up to {plural(n, 'more scenario')}")
    for rid, n in rulesets.most_common(max(0, limit - len(ops))):
        lines.append(f"  claim ruleset {rid} to reach up to {plural(n, 'more scenario')}")
    return lines
