"""The reference engine's whole answer beside the app's, for a failure's diff.

At the end of a run, :func:`add_reference_replies` asks the reference engine, in process, each
request a failed or errored scenario sent, under the very ruleset the app was asked under (a
named ruleset, one built from options, or the declared variant), and keeps its reply on the
exchange as ``reference``.  :func:`answers_to_compare` then picks what a report shows: expected
(−) is the reference's whole answer, actual (+) the app's, so neither side is JSON no engine
gave.  A report without them (an older one) shows the values the failing check read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

FAILING: Final = ("failed", "errored")
MAX_EXCHANGES: Final = 50
"""At most this many requests of one scenario are answered again (the last ones)."""

Documents = Callable[[str], Mapping[str, Any] | None]
"""A ruleset id as a request carried it → its document (None when unknown)."""


def reference_reply(op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any]) -> dict[str, Any]:
    """The reference engine's reply to one request, in the protocol's shape (``result``,
    ``error`` or ``unsupported``)."""
    from conformance_report.variants.judge import reference_outcome  # the engine, only when asked

    outcome = reference_outcome(op, ruleset, args)
    if outcome.kind == "result":
        return {"result": outcome.result}
    if outcome.kind == "unsupported":
        return {"unsupported": {"message": outcome.message}}
    return {"error": {"message": outcome.message}}


def add_reference_replies(results: Sequence[dict[str, Any]], documents: Mapping[str, Documents]) -> int:
    """Put the reference's reply on each exchange of each failed or errored result (in place).

    ``documents``: per implementation key, how the ruleset ids its requests carried resolve
    to documents.  Returns how many requests were answered."""
    asked = 0
    for r in results:
        document = documents.get(str(r.get("implementation")))
        if r.get("status") not in FAILING or document is None:
            continue
        for ex in (r.get("exchanges") or [])[-MAX_EXCHANGES:]:
            request = ex.get("request") if isinstance(ex, dict) else None
            if not isinstance(request, Mapping) or not isinstance(request.get("args"), Mapping):
                continue
            doc = document(str(request.get("ruleset")))
            if doc is None:
                continue
            ex["reference"] = reference_reply(str(request.get("op")), doc, request["args"])
            asked += 1
    return asked


@dataclass(frozen=True)
class Compared:
    """What a failure's diff shows: ``expected`` (−) against ``actual`` (+)."""

    expected: Any
    actual: Any
    whole: bool
    """True: the reference's and the app's whole answers; False: the values the check read."""
    request: Mapping[str, Any] | None = None
    """The request both answered (for ``whole``)."""


def _body(reply: Mapping[str, Any]) -> Any:
    return reply.get("result", reply)


def answers_to_compare(result: Mapping[str, Any]) -> Compared | None:
    """The two sides of a failure's diff, None when there is nothing to compare.

    With reference replies recorded: the last request whose two answers differ (else the last
    one answered), each side its whole result, or its whole reply when one side is not a
    result (a refusal, a reply that broke the protocol).  Without: the failing check's
    expected and actual values."""
    answered = [
        ex
        for ex in result.get("exchanges") or []
        if isinstance(ex, Mapping) and isinstance(ex.get("reference"), Mapping) and isinstance(ex.get("reply"), Mapping)
    ]
    if answered:
        differing = [ex for ex in answered if _body(ex["reference"]) != _body(ex["reply"])]
        ex = (differing or answered)[-1]
        ref, app = ex["reference"], ex["reply"]
        both = "result" in ref and "result" in app
        expected, actual = (ref["result"], app["result"]) if both else (dict(ref), dict(app))
        return Compared(expected, actual, True, ex.get("request"))
    step = result.get("step") or {}
    if "expected" not in step:
        return None
    return Compared(step.get("expected"), step.get("actual"), False)
