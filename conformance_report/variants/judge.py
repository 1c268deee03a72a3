"""Judging a scenario: by its written expectations, or under a declared variant.

Under a declared variant V, each request a scenario sends is first answered by the
reference engine in process twice: under the scenario's own ruleset R and under V.  Each
*Then* step observes both answers.  Where the observations agree, the written expectation
holds and is judged as written (**documented**).  Where they differ, the implementation is
judged against the reference engine's answer under V (**derived**), and the ruleset options
that make the difference are named, for a failure, by flipping them one at a time.  A set-up the variant
cannot hold (deck, players, hand size, a card its deck lacks) is **not applicable**.

A pass must show that the app answered the scenario's question.  Before the implementation
is asked anything, the scenario is rehearsed under the variant (:mod:`.reach`): where the
reference engine's answer under the variant stops before the point the scenario's own
answer reaches (an earlier refusal, an auction over sooner, a hand never scored), the
scenario is **re-targeted** when that can be done honestly (:mod:`.retarget`: its bids
carried to the variant's minimum and increment), and otherwise **not applicable**, with
the reason in words.  A failure under a variant whose answers are right under another
recorded reading of the variant is **other_reading**, as in a plain run.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from conformance_report.outcomes import Mismatch
from conformance_report.protocol.client import Outcome
from conformance_report.spec.codes import accepts, shown
from conformance_report.spec.context import ScenarioContext
from conformance_report.spec.features import Step
from conformance_report.spec.runner import Asker, Call, NotApplicable, Plan, Run, call, execute, finish
from conformance_report.spec.vocabulary import StepDef
from conformance_report.variants.builds import built
from conformance_report.variants.paths import get_path, set_path
from conformance_report.variants.reach import compare
from conformance_report.variants.retarget import Retarget, bid_scaling
from reference_engine.adapter import OPERATIONS, handle
from reference_engine.errors import PinochleError
from reference_engine.readings import reading_variants

Bound = tuple[Step, StepDef, dict[str, Any]]

UNREACHED: Final = "the scenario's question is not reached under the variant"
IMPOSSIBLE: Final = "the scenario's set-up is impossible under the variant"


def reference_outcome(op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any]) -> Outcome:
    """The reference engine's answer, in process (no adapter, no validation)."""
    rs = built(ruleset)
    handler = OPERATIONS.get(op)
    if rs is None or handler is None:
        reply = handle({"id": "reference", "op": op, "ruleset": ruleset, "args": args})
    else:
        try:
            return Outcome("result", result=handler(rs, args))
        except (PinochleError, TypeError, AttributeError, KeyError, ValueError) as exc:
            return Outcome("adapter_error", message=str(exc))
    if "result" in reply:
        return Outcome("result", result=reply["result"])
    if "error" in reply:
        return Outcome("adapter_error", message=str(reply["error"].get("message", "")))
    return Outcome("unsupported", message=str(reply.get("unsupported", {}).get("message", "")))


class Reference:
    """An :class:`~conformance_report.spec.runner.Asker` that is the reference engine in process."""

    def request(self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any]) -> Outcome:
        return reference_outcome(op, ruleset, args)


@dataclass
class _Exchange:
    op: str
    ruleset: Mapping[str, Any]
    args: Mapping[str, Any]
    under_scenario: Outcome
    under_variant: Outcome
    sent: Mapping[str, Any]
    """The args sent under the variant (``args`` re-targeted, or ``args`` itself)."""


@dataclass
class VariantAsker:
    """Sends each request under the variant and keeps the reference answers under both rulesets.

    ``own`` holds the reference answers under the scenario's own ruleset, in request order,
    when they are already known (judging one scenario's answers under several variants): the
    request at each place is taken from it when it is that very request, else answered and
    added.  ``impl`` None rehearses: each request is answered by the reference engine under
    the variant.  ``retarget`` changes each request's args before it is sent under the variant;
    ``answers`` caches the reference's answers under the variant, by request."""

    impl: Asker | None
    variant: Mapping[str, Any]
    exchanges: list[_Exchange] = field(default_factory=list)
    own: list[Call] = field(default_factory=list)
    retarget: Retarget | None = None
    answers: dict[str, Outcome] = field(default_factory=dict)
    last_args: Mapping[str, Any] | None = None

    def request(self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any]) -> Outcome:
        sent = self.retarget.apply(op, args) if self.retarget is not None else args
        if sent is None:
            raise NotApplicable(f"this request cannot be re-targeted to {self.variant.get('id')!r}")
        theirs = self._variant_answer(op, sent)
        own = self._own(op, ruleset, args)
        # a request refused under the scenario's own ruleset too is a protocol scenario's question
        # (features/protocol: the refusal is the answer it checks); otherwise the set-up is impossible
        if not theirs.ok and not (own.kind == theirs.kind == "adapter_error"):
            raise NotApplicable(f"the set-up is impossible under {self.variant.get('id')!r}: {theirs.message}")
        self.exchanges.append(_Exchange(op, ruleset, args, own, theirs, sent))
        self.last_args = sent
        if self.impl is None:
            return theirs
        return self.impl.request(op, self.variant, sent)

    def _variant_answer(self, op: str, args: Mapping[str, Any]) -> Outcome:
        key = op + json.dumps(args, sort_keys=True, default=str)
        hit = self.answers.get(key)
        if hit is None:
            hit = self.answers[key] = reference_outcome(op, self.variant, args)
        return hit

    def _own(self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any]) -> Outcome:
        at = len(self.exchanges)
        if at < len(self.own):
            known_op, known_ruleset, known_args, outcome = self.own[at]
            if known_op == op and known_args == args and (known_ruleset is ruleset or known_ruleset == ruleset):
                return outcome
            del self.own[at:]  # another request from here on: what follows is not known either
        outcome = reference_outcome(op, ruleset, args)
        self.own.append((op, ruleset, args, outcome))
        return outcome


def observe(bound: Bound, ctx: ScenarioContext, answer: Mapping[str, Any] | None) -> list[tuple[str, Any]]:
    """What a *Then* step reads from ``answer`` (it records instead of judging)."""
    saved = ctx.result
    ctx.result, ctx.observed = (dict(answer) if answer is not None else None), []
    try:
        call(bound, ctx, None)
        return ctx.observed
    finally:
        ctx.result, ctx.observed = saved, None


def differing_paths(a: Any, b: Any, prefix: str = "") -> list[str]:
    """Dotted paths where two ruleset documents differ (objects are descended, other values compared)."""
    if isinstance(a, dict) and isinstance(b, dict):
        out: list[str] = []
        for key in sorted(set(a) | set(b)):
            if key in ("id", "name", "description", "source", "readings", "extra", "$schema"):
                continue
            out += differing_paths(a.get(key), b.get(key), f"{prefix}{key}.")
        return out
    return [] if a == b else [prefix.rstrip(".")]


@dataclass
class Judgement:
    """A verdict under a variant plus what made it derived, re-targeted or not applicable."""

    run: Run
    derived: bool
    options: list[str]
    reason: str | None = None
    """For a verdict that is not applicable: the short reason it is grouped by."""
    retargeted: list[str] = field(default_factory=list)
    """The changes made to the scenario so that it asks its question under the variant."""
    retarget: Retarget | None = None


_RANK: Final = {"same": 0, "diverges": 1, "unreached": 2}


def rehearse_under(
    p: Plan, variant: Mapping[str, Any], own: list[Call], retarget: Retarget | None, answers: dict[str, Outcome]
) -> tuple[str, str, Mapping[str, Any] | None]:
    """The scenario run against the reference engine under ``variant``, its *Then* steps not
    judged: ``(kind, words, scenario ruleset)``, ``kind`` one of ``impossible``, ``unreached``,
    ``diverges``, ``same`` (:func:`.reach.compare`, the worst over its requests)."""
    asker = VariantAsker(None, variant, own=own, retarget=retarget, answers=answers)
    run = execute(p, asker, lambda _bound, _ctx: None)
    doc = asker.exchanges[0].ruleset if asker.exchanges else None
    if run.status == "not_applicable":
        return "impossible", run.message, doc
    worst, words = "same", ""
    for ex in asker.exchanges:
        r = compare(ex.op, ex.sent, ex.under_scenario.result, ex.under_variant.result)
        if _RANK[r.kind] > _RANK[worst]:
            worst, words = r.kind, r.where
    return worst, words, doc


def judge_under(
    p: Plan,
    impl: Asker,
    variant: Mapping[str, Any],
    own: list[Call] | None = None,
    *,
    reach: bool = True,
    retarget: Retarget | None = None,
) -> Judgement:
    """Run ``p`` against ``impl`` as an implementation of ``variant`` (see module docstring).

    ``own``: the reference's answers under the scenario's own ruleset, where already known
    (see :class:`VariantAsker`); it is completed in place, for the next variant.  ``reach``
    first checks that the scenario's question is reached under the variant, re-targeting it
    where that helps; without it, ``retarget`` (if any) is applied as given."""
    own = own if own is not None else []
    answers: dict[str, Outcome] = {}
    if reach:
        kind, words, doc = rehearse_under(p, variant, own, None, answers)
        if kind == "impossible":
            return Judgement(Run("not_applicable", words), False, [], IMPOSSIBLE)
        if kind != "same" and doc is not None and (scaled := bid_scaling(doc, variant)) is not None:
            kind2, words2, _ = rehearse_under(p, variant, own, scaled, answers)
            if kind2 != "impossible" and _RANK[kind2] < _RANK[kind] and scaled.describe():
                retarget, kind, words = scaled, kind2, words2
        if kind == "unreached":
            message = (
                f"not reached under {variant.get('id')!r}: under it the reference engine {words}, which this "
                "scenario's own answer reaches, so the rule this scenario checks is never reached"
            )
            return Judgement(Run("not_applicable", message), False, [], UNREACHED)
    asker = VariantAsker(impl, variant, own=own, retarget=retarget, answers=answers)
    derived_steps: list[tuple[Bound, _Exchange]] = []

    def then_hook(bound: Bound, ctx: ScenarioContext) -> None:
        ex = asker.exchanges[-1] if asker.exchanges else None
        if ex is None:
            call(bound, ctx, None)
            return
        written = observe(bound, ctx, ex.under_scenario.result)
        expected = observe(bound, ctx, ex.under_variant.result)
        if written == expected:
            call(bound, ctx, None)
            return
        derived_steps.append((bound, ex))
        actual = observe(bound, ctx, ctx.result)
        for (what, want), (_, got) in zip(expected, actual, strict=False):
            if not accepts(want, got):  # a refusal's rule: any code that applies (spec/codes.py)
                raise Mismatch(what, shown(want, True), shown(got, False))
        if len(expected) != len(actual):
            raise Mismatch("answer", expected, actual)

    run = execute(p, asker, then_hook)
    options: list[str] = []
    if derived_steps and run.status == "failed":  # a failure names why its expectation differs
        options = deciding_options(derived_steps, asker.variant)
    changes = retarget.describe() if retarget is not None else []
    reason = IMPOSSIBLE if run.status == "not_applicable" else None
    return Judgement(run, bool(derived_steps), options, reason, changes, retarget)


_FLIPS: dict[tuple[int, int], tuple[Mapping[str, Any], Mapping[str, Any], list[tuple[str, dict[str, Any]]]]] = {}


def flips(scenario_doc: Mapping[str, Any], variant: Mapping[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """For each option where the two documents differ, the scenario's document with only that
    option set to the variant's value (built once per pair of documents)."""
    key = (id(scenario_doc), id(variant))
    hit = _FLIPS.get(key)
    if hit is not None and hit[0] is scenario_doc and hit[1] is variant:
        return hit[2]
    out = [
        (path, set_path(scenario_doc, path, get_path(variant, path)))
        for path in differing_paths(dict(scenario_doc), dict(variant))
    ]
    if len(_FLIPS) >= 256:
        _FLIPS.clear()
    _FLIPS[key] = (scenario_doc, variant, out)
    return out


def deciding_options(derived: list[tuple[Bound, _Exchange]], variant: Mapping[str, Any]) -> list[str]:
    """The options whose variant value alone changes what a derived *Then* step observes."""
    names: set[str] = set()
    ctx = ScenarioContext()
    for bound, ex in derived:
        ctx.op = ex.op
        written = observe(bound, ctx, ex.under_scenario.result)
        for path, flipped in flips(ex.ruleset, variant):
            if path in names:
                continue
            answer = reference_outcome(ex.op, flipped, ex.args)
            if not answer.ok or observe(bound, ctx, answer.result) != written:
                names.add(path)
    return sorted(names)


@dataclass
class Replay:
    """An asker that answers with the outcomes an implementation already gave, in order."""

    outcomes: list[Outcome]

    def request(self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any]) -> Outcome:
        if not self.outcomes:
            return Outcome("unsupported", message="no recorded answer", sent=False)
        return self.outcomes.pop(0)


def other_reading(
    p: Plan, run: Run, variant: Mapping[str, Any] | None = None, retarget: Retarget | None = None
) -> list[str] | None:
    """The reading (``option = value``) under which a failed scenario's answers are right, if any.

    A failure that exists only under the suite's reading of an ambiguous passage is not a
    broken document rule: the recorded answers are judged again as an implementation of the
    same ruleset (or of the declared ``variant``, re-targeted as it was) with one reading
    flipped to each of its recorded alternatives.
    """
    if not run.calls:
        return None
    doc = variant if variant is not None else run.calls[0][1]
    own: list[Call] = []  # the reference's answers under the scenario's ruleset: the same for every reading flipped
    for reading, alternative, flipped in reading_variants(doc):
        replay = Replay([outcome for *_, outcome in run.calls])
        if judge_under(p, replay, flipped, own, reach=False, retarget=retarget).run.status == "passed":
            return [f"{reading['option']} = {json.dumps(alternative)}"]
    return None


def _as_other_reading(verdict: dict[str, Any], readings: list[str]) -> None:
    verdict["status"] = "other_reading"
    verdict["readings"] = readings
    verdict["message"] = (
        f"right under another reading of the document ({'; '.join(readings)}): declare that reading "
        f"(run --as) to be judged by it. As written: {verdict.get('message', '')}"
    )


def verdict_under(p: Plan, impl: Asker, variant: Mapping[str, Any] | None) -> dict[str, Any]:
    """The report entry for ``p`` judged as written (``variant`` None) or under ``variant``."""
    started = time.perf_counter()
    if variant is None:
        run = execute(p, impl)
        readings = other_reading(p, run) if run.status == "failed" else None
        verdict = finish(p, run, started)
        verdict["label"] = "documented"
        if readings:
            _as_other_reading(verdict, readings)
        return verdict
    j = judge_under(p, impl, variant)
    readings = other_reading(p, j.run, variant, j.retarget) if j.run.status == "failed" else None
    verdict = finish(p, j.run, started)
    verdict["variant"] = variant.get("id")
    if j.run.status in ("passed", "failed"):
        verdict["label"] = "derived" if j.derived else "documented"
        if j.derived:
            verdict["options"] = j.options
    if j.retargeted:
        verdict["retargeted"] = j.retargeted
    if j.reason is not None:
        verdict["reason"] = j.reason
    if readings:
        _as_other_reading(verdict, readings)
    return verdict
