"""The in-process scenario runner behind ``pinochle-conformance run``.

It executes parsed scenarios (:mod:`.features`) with the one step vocabulary
(:mod:`.vocabulary`) against an implementation over adapter protocol v1, and turns each
into a verdict: passed, failed, errored, unsupported, skipped or not applicable.

Every scenario is first *rehearsed* against the reference engine in process: that finds
feature-file mistakes (an unknown step, a bad card) before any implementation is judged,
and records the reference answers a declared variant is judged by
(:mod:`conformance_report.variants.judge`).  A scenario whose operation or ruleset the
implementation did not claim costs next to nothing: it is answered ``unsupported`` from
its plan, without running a step.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from conformance_report.outcomes import UNSUPPORTED_PREFIX, ImplementationError, Mismatch
from conformance_report.protocol.client import Outcome
from conformance_report.protocol.limits import MAX_MESSAGE, bounded_verdict, cut
from conformance_report.spec import steps as _vocabulary  # registers the steps; names built rulesets
from conformance_report.spec.catalogue import source_tags
from conformance_report.spec.context import ScenarioContext
from conformance_report.spec.features import Scenario, Step
from conformance_report.spec.vocabulary import StepDef, UnknownStepError, match, skip_exceptions

_RULESET_STEP = re.compile(r'^the ruleset "([^"]+)"')
_BUILT_STEP = re.compile(r'^the ruleset "([^"]+)" with ([\w.]+) set to (.+)$')


class Asker(Protocol):
    """What a *When* step talks to: an :class:`~conformance_report.protocol.client.Implementation`
    or a stand-in with the same ``request``."""

    def request(self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any]) -> Outcome: ...


class SetupProblem(ValueError):
    """A feature file the suite cannot run (names the file, line and step): a set-up error, exit 2."""


class NotApplicable(Exception):
    """The scenario's set-up is impossible under the variant being judged (deck, players, cards)."""


@dataclass(frozen=True, slots=True)
class Plan:
    """What a scenario needs, read from its text before anything runs."""

    scenario: Scenario
    bound: tuple[tuple[Step, StepDef, dict[str, Any]], ...]
    rulesets: tuple[str, ...]
    ops: tuple[str, ...]
    rules: tuple[str, ...]
    sources: tuple[str, ...]
    sent: tuple[tuple[str, str], ...] = ()
    """Each ruleset id the scenario's requests carry, with what it is: a named ruleset's own id
    (``("penn-4", "penn-4")``), or the short id of a ruleset built from options
    (``("penn-4-3f9c0a12", "penn-4 with play.must_overtrump set to false")``)."""


def plan(scenario: Scenario) -> Plan:
    """Bind every step to the vocabulary; raise :class:`SetupProblem` for an unknown step or a
    scenario without a *Then* step (it could never fail)."""
    bound = []
    for step in scenario.steps:
        try:
            sdef, args = match(step.kind, step.text)  # type: ignore[arg-type]
        except UnknownStepError as exc:
            raise SetupProblem(f"{scenario.path}, line {step.line}: {exc}") from None
        bound.append((step, sdef, args))
    if not any(sdef.kind == "then" for _, sdef, _ in bound):
        raise SetupProblem(
            f"{scenario.path}, line {scenario.line}: scenario {scenario.name!r} has no Then step, so it checks nothing"
        )
    rulesets = tuple(sorted({m.group(1) for st in scenario.steps if (m := _RULESET_STEP.match(st.text))}))
    ops = tuple(sorted({sdef.op for _, sdef, _ in bound if sdef.op}))
    known_sources = source_tags()
    sent = tuple(sorted({_sent_id(scenario, st) for st in scenario.steps if _RULESET_STEP.match(st.text)}))
    return Plan(
        scenario,
        tuple(bound),
        rulesets,
        ops,
        tuple(sorted(t for t in scenario.tags if "." in t)),
        tuple(sorted(t for t in scenario.tags if t in known_sources)),
        sent,
    )


def _sent_id(scenario: Scenario, step: Step) -> tuple[str, str]:
    """The ruleset id a *Given the ruleset* step makes the requests carry, and what it is."""
    m = _BUILT_STEP.match(step.text)
    if m is None:
        rid = _RULESET_STEP.match(step.text)[1]  # type: ignore[index]
        return rid, rid
    try:
        return _vocabulary.built_ruleset_id(*m.groups()), f"{m[1]} with {m[2]} set to {m[3]}"
    except Exception as exc:  # a bad value or an unknown base: the file's mistake
        raise SetupProblem(f"{scenario.path}, line {step.line}: {step.shown}: {exc}") from None


def sent_ids(scenarios: Iterable[Scenario]) -> set[str]:
    """Every ruleset id the requests of ``scenarios`` carry (see :attr:`Plan.sent`)."""
    return {_sent_id(sc, st)[0] for sc in scenarios for st in sc.steps if _RULESET_STEP.match(st.text)}


Call = tuple[str, Mapping[str, Any], Mapping[str, Any], Outcome]
"""One request made (operation, ruleset document, args) and its outcome."""


@dataclass
class Run:
    """The outcome of executing one scenario's steps."""

    status: str
    message: str = ""
    step: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    calls: list[Call] = field(default_factory=list)
    """Each request made (operation, ruleset document, args) and its outcome, in order."""


def call(bound: tuple[Step, StepDef, dict[str, Any]], ctx: ScenarioContext, asker: Asker | None) -> Any:
    """Call one bound step with what it asks for."""
    step, sdef, args = bound
    kwargs = dict(args)
    if "ctx" in sdef.wants:
        kwargs["ctx"] = ctx
    if "implementation" in sdef.wants:
        kwargs["implementation"] = asker
    if "datatable" in sdef.wants:
        kwargs["datatable"] = [list(row) for row in step.datatable or ()]
    return sdef.func(**kwargs)


ThenHook = Callable[[tuple[Step, StepDef, dict[str, Any]], ScenarioContext], None]


def execute(p: Plan, asker: Asker, then_hook: ThenHook | None = None, *, rehearsal: bool = False) -> Run:
    """Run a scenario's steps against ``asker`` and classify how it ended.

    ``then_hook`` replaces the plain judging of *Then* steps (used to judge derived
    expectations).  In a ``rehearsal`` a step the feature file gets wrong raises
    :class:`SetupProblem`; when judging an implementation it errors that scenario only.
    """
    recorder = Recorder(asker)
    run = _execute(p, recorder, then_hook, rehearsal)
    run.calls = recorder.calls
    if run.status in ("failed", "errored") and recorder.exchanges:
        run.extra["exchanges"] = recorder.exchanges
    return run


@dataclass
class Recorder:
    """Passes requests on and keeps each request and reply, for the report of a failure."""

    asker: Asker
    exchanges: list[dict[str, Any]] = field(default_factory=list)
    calls: list[Call] = field(default_factory=list)

    def request(self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any]) -> Outcome:
        outcome = self.asker.request(op, ruleset, args)
        self.calls.append((op, ruleset, args, outcome))
        reply: dict[str, Any]
        if outcome.kind == "result":
            reply = {"result": outcome.result}
        elif outcome.kind == "unsupported":
            reply = {"unsupported": {"message": outcome.message}}
        else:
            reply = {"error": {"message": outcome.message, "details": outcome.details}}
            if outcome.cause:
                reply["harness"] = {"cause": outcome.cause, "sent": outcome.sent}
        sent = getattr(self.asker, "variant", None) or ruleset  # under a variant, the variant is sent
        sent_args = getattr(self.asker, "last_args", None) or args  # and re-targeted args, if they were
        self.exchanges.append({"request": {"op": op, "ruleset": sent.get("id"), "args": sent_args}, "reply": reply})
        return outcome


def _execute(p: Plan, asker: Asker, then_hook: ThenHook | None, rehearsal: bool) -> Run:
    ctx = ScenarioContext()
    current: Step | None = None
    try:
        for bound in p.bound:
            current = bound[0]
            if bound[1].kind == "then" and then_hook is not None:
                then_hook(bound, ctx)
            else:
                call(bound, ctx, asker)
    except Mismatch as exc:
        return Run("failed", str(exc), _step_info(current, exc))
    except skip_exceptions() as exc:
        text = str(exc.msg if hasattr(exc, "msg") else exc)
        if text.startswith(UNSUPPORTED_PREFIX):
            return Run("unsupported", text[len(UNSUPPORTED_PREFIX) :], _step_info(current, None))
        return Run("skipped", text, _step_info(current, None))
    except NotApplicable as exc:
        return Run("not_applicable", str(exc), _step_info(current, None))
    except ImplementationError as exc:
        return Run(
            "errored",
            str(exc),
            _step_info(current, None),
            {"by": exc.by, "cause": exc.cause, "stderr": exc.stderr[-2000:]},
        )
    except AssertionError as exc:
        return Run("failed", str(exc), _step_info(current, None))
    except Exception as exc:  # a step that cannot run: the suite's fault, or an answer it cannot read
        where = f"{p.scenario.path}, line {current.line}: {current.shown}: " if current else ""
        if rehearsal:
            raise SetupProblem(f"{where}{type(exc).__name__}: {exc}") from None
        return Run(
            "errored",
            f"harness error (scenario): {type(exc).__name__}: {exc}",
            _step_info(current, None),
            {"by": "harness", "cause": "scenario", "stderr": ""},
        )
    return Run("passed")


def _step_info(step: Step | None, exc: Mismatch | None) -> dict[str, Any] | None:
    if step is None:
        return None
    info: dict[str, Any] = {"step": step.shown, "line": step.line}
    if step.rule:
        info["rule"] = step.rule
    if exc is not None:
        info.update(what=exc.what, expected=exc.expected, actual=exc.actual)
    return info


def base_verdict(p: Plan) -> dict[str, Any]:
    """The verdict fields every result carries, in the report's form."""
    sc = p.scenario
    return {
        "id": sc.id,
        "uid": sc.uid,
        "feature": sc.feature,
        "scenario": sc.name,
        "rules": list(p.rules),
        "sources": list(p.sources),
        "rulesets": list(p.rulesets),
        "line": sc.line,
    }


def finish(p: Plan, run: Run, started: float) -> dict[str, Any]:
    """A complete verdict from a :class:`Run`."""
    verdict = base_verdict(p)
    verdict["duration"] = round(time.perf_counter() - started, 6)
    verdict["status"] = run.status
    if run.status != "passed":
        verdict["message"] = cut(run.message, MAX_MESSAGE)
    verdict.update(run.extra)
    if run.step is not None and run.status in ("failed", "errored"):
        verdict["step"] = run.step
    bounded_verdict(verdict)  # the answers it quotes, however large the adapter made them
    if run.status in ("failed", "errored"):
        verdict["steps"] = [st.shown for st in p.scenario.steps][:60]
    if run.status not in ("passed", "unsupported", "skipped"):
        # the position as written (Given steps and their tables), for the report to show as cards
        verdict["inputs"] = [
            {"step": st.shown, "table": [list(row) for row in st.datatable] if st.datatable else None}
            for st in p.scenario.steps
            if st.kind == "given"
        ]
    return verdict


def unsupported(p: Plan, why: str) -> dict[str, Any]:
    """The verdict of a scenario that is not sent because the handshake did not claim what it needs."""
    verdict = base_verdict(p)
    verdict.update(duration=0.0, status="unsupported", message=cut(why, MAX_MESSAGE))
    return verdict


def claim_gap(p: Plan, operations: Iterable[str], claims_ruleset: Callable[[str], bool]) -> str | None:
    """Why the implementation's claims do not cover the scenario, or None when they do."""
    ops = set(operations)
    for op in p.ops:
        if op not in ops:
            return f"operation {op!r} not declared in handshake"
    for rid, what in p.sent or tuple((r, r) for r in p.rulesets):
        if not claims_ruleset(rid):
            built = "" if rid == what else f" (the ruleset {what}; claim it in rulesets.ids, or any: true)"
            return f"ruleset {rid!r} not declared in handshake{built}"
    return None
