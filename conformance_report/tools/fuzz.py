"""Differential fuzzing: the same self-contained requests to an implementation and to the
reference engine (both over the adapter protocol); any disagreement is shrunk by hypothesis to
a minimal case and written out as a ready-to-paste Gherkin scenario (:mod:`.gherkin`) and its
JSON request.  Requests come from two sources: hypothesis's strategies (:mod:`.cases`) and the
plain seeded generators aimed at rare paths (:mod:`.generators`).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Protocol

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st

from conformance_report import interrupts
from conformance_report.protocol.client import Outcome
from conformance_report.tools.cases import OPS, Case, draw_case
from conformance_report.tools.compare import area_of, normalise, refusal, shared, shown_kinds
from conformance_report.tools.gherkin import gherkin, table
from reference_engine.ruleset import Ruleset


class InProcessReference:
    """The reference engine answering in process, through the adapter's own request handling."""

    def supports(self, op: str, ruleset_id: str) -> bool:
        return True

    def request(
        self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any], *, timeout: float | None = None
    ) -> Outcome:
        from reference_engine.adapter import handle

        reply = handle({"id": "fuzz", "op": op, "ruleset": dict(ruleset), "args": dict(args)})
        if "result" in reply:
            return Outcome("result", result=reply["result"])
        if "error" in reply:
            return Outcome("adapter_error", message=str(reply["error"].get("message", "")))
        return Outcome("unsupported", message=str(reply.get("unsupported", {}).get("message", "")))


class Answerer(Protocol):
    def supports(self, op: str, ruleset_id: str) -> bool: ...

    def request(
        self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any], *, timeout: float | None = None
    ) -> Outcome: ...


ERROR_ANSWER: Final = {"outcome": "adapter_error", "cause": None}


def _comparable(actual: Any) -> Any:
    """An implementation's answer as the reference engine would give it (any refusal is the one ``ERROR``)."""
    if isinstance(actual, dict) and actual.get("outcome") == "adapter_error":
        return ERROR_ANSWER
    return actual


class _Session:
    """Both answers to each request, asked once per distinct request (generation is replayed to shrink)."""

    def __init__(self, impl: Answerer, reference: Answerer, doc: Mapping[str, Any]) -> None:
        self.impl, self.reference, self.doc = impl, reference, doc
        self.seen: dict[str, tuple[Outcome, Outcome | None]] = {}
        self.asked = 0
        self.judged: set[str] = set()
        """The distinct requests both sides answered (judged agree or disagree)."""
        self.declined: set[str] = set()
        """The distinct requests the implementation answered unsupported."""

    def judge(self, case: Case, *, ask_impl: bool = True) -> bool | None:
        """Fill ``case`` with both answers; True when they disagree, None when it cannot be judged."""
        key = case.op + json.dumps(case.args, sort_keys=True)
        hit = self.seen.get(key)
        if hit is None:
            hit = (self.reference.request(case.op, self.doc, case.args), None)
        ref, got = hit
        if ref.kind != "result":  # the reference refuses the position: not a case to judge
            self.seen[key] = hit
            return None
        if got is None:
            if not ask_impl:
                return None
            got = self.impl.request(case.op, self.doc, case.args)
            self.asked += 1
            self.seen[key] = (ref, got)
        case.reference_result = dict(ref.result or {})
        case.expected = normalise(case.op, ref.result)
        case.actual = normalise(case.op, got.result) if got.kind == "result" else refusal(got)
        case.expected, case.actual = shared(case.expected, case.actual)
        if got.kind == "unsupported":
            self.declined.add(key)
            return None
        self.judged.add(key)
        return bool(case.expected != case.actual)


@dataclass
class Finding:
    """A minimal disagreement of one cluster: operation × rule code × ruleset option, with its Gherkin."""

    op: str
    area: str
    request: dict[str, Any]
    expected: Any
    actual: Any
    gherkin: str
    option: str | None = None
    """``path = value``: the one option whose flip makes the reference answer as the implementation did."""
    count: int = 1
    """How many generated requests fell in this cluster."""
    shrunk: bool = True

    @property
    def key(self) -> str:
        return f"{self.op} × {self.area} × {self.option or 'no option'}"

    def to_json(self) -> dict[str, Any]:
        return {
            "cluster": self.key,
            "op": self.op,
            "area": self.area,
            "option": self.option,
            "count": self.count,
            "shrunk": self.shrunk,
            "request": self.request,
            "expected": self.expected,
            "actual": self.actual,
            "gherkin": self.gherkin,
        }


@dataclass
class FuzzResult:
    examples: int = 0
    findings: list[Finding] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    disagreements: dict[str, int] = field(default_factory=dict)
    coverage: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Per option path: the ruleset's value, the values tried, and those the generated requests exercised."""
    seconds: float = 0.0
    ruleset: str = ""
    judged: int = 0
    """Distinct requests both the implementation and the reference engine answered."""
    declined: int = 0
    """Distinct requests the implementation answered unsupported."""
    unclaimed: list[str] = field(default_factory=list)
    """Operations not fuzzed: the handshake does not claim them with this ruleset's id."""

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "examples": self.examples,
            "judged": self.judged,
            "declined": self.declined,
            "unclaimed": self.unclaimed,
            "counts": self.counts,
            "disagreements": self.disagreements,
            "seconds": round(self.seconds, 2),
            "findings": [f.to_json() for f in self.findings],
            "coverage": self.coverage,
        }


class _Options:
    """Each option of the ruleset flipped alone to each alternative value, built once (for clustering)."""

    def __init__(self, doc: Mapping[str, Any]) -> None:
        from conformance_report.variants.probes import build, option_alternatives, relevant_ops, set_path

        self.base = build(doc)
        self.flips: list[tuple[str, Any, tuple[str, ...], Ruleset]] = []
        for path, values in option_alternatives(doc).items():
            for v in values:
                self.flips.append((path, v, relevant_ops(path), build(set_path(doc, path, v))))

    def explaining(self, case: Case, only: Sequence[tuple[str, Any]] | None = None) -> list[tuple[str, Any]]:
        """The (option, value) flips under which the reference answers exactly as the implementation did."""
        from conformance_report.variants.probes import engine_answer

        target = _comparable(case.actual)
        out = []
        for path, v, ops, rs in self.flips:
            if case.op not in ops or (only is not None and (path, v) not in only):
                continue
            theirs, ours = shared(target, engine_answer(rs, case.op, case.args))
            if ours == theirs:
                out.append((path, v))
        return out


def _option_text(option: tuple[str, Any] | None) -> str | None:
    if option is None:
        return None
    from conformance_report.variants.probes import json_value

    return f"{option[0]} = {json.dumps(json_value(option[1]))}"


Key = tuple[str, tuple[str, Any] | None]
"""A cluster within one operation: the rule code and the (option, value) involved, or None."""


def cluster(cases: Sequence[Case], rs: Ruleset, options: _Options, classify: int = 40) -> dict[Key, list[Case]]:
    """Group disagreements by rule code, then by the option that explains them (greedy cover).

    Up to ``classify`` of the smallest cases per rule code have every option flipped; the options
    explaining the most cases become clusters; the other cases are checked against those only.
    """
    from conformance_report.variants.probes import case_size

    by_area: dict[str, list[Case]] = {}
    for c in cases:
        c.area = area_of(c, rs)
        by_area.setdefault(c.area, []).append(c)
    out: dict[Key, list[Case]] = {}
    for area, group in sorted(by_area.items()):
        group.sort(key=case_size)
        explained = {id(c): options.explaining(c) for c in group[:classify]}
        chosen: list[tuple[str, Any]] = []
        left = [c for c in group[:classify] if explained[id(c)]]
        while left:
            tally: dict[str, list[Case]] = {}
            for c in left:
                for path in {p for p, _ in explained[id(c)]}:
                    tally.setdefault(path, []).append(c)
            path = min(tally, key=lambda p: (-len(tally[p]), p))
            values: dict[str, tuple[Any, int]] = {}
            for c in tally[path]:
                for p, v in explained[id(c)]:
                    if p == path:
                        k = json.dumps(v, sort_keys=True)
                        values[k] = (v, values.get(k, (v, 0))[1] + 1)
            value = max(values.values(), key=lambda t: t[1])[0]
            chosen.append((path, value))
            left = [c for c in left if (path, value) not in explained[id(c)]]
        for c in group:
            mine = explained.get(id(c))
            if mine is None:
                mine = options.explaining(c, only=chosen)
            opt = next((o for o in chosen if o in mine), None)
            out.setdefault((area, opt), []).append(c)
    return out


def _settings(examples: int, seed: int | None, phases: Sequence[Phase]) -> Callable[[Any], Any]:
    return settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=seed is None,
        suppress_health_check=list(HealthCheck),
        phases=list(phases),
        report_multiple_bugs=False,
    )


def _run(prop: Callable[[st.DataObject], None], examples: int, seed: int | None, phases: Sequence[Phase]) -> None:
    test = _settings(examples, seed, phases)(given(data=st.data())(interrupts.checked(prop)))
    if seed is not None:
        test = hypothesis_seed(seed)(test)
    interrupts.run(test)


class _Found(AssertionError):
    pass


def _shrink(
    op: str,
    rs: Ruleset,
    session: _Session,
    options: _Options,
    key: Key,
    others: Sequence[tuple[str, Any]],
    examples: int,
    seed: int | None,
    budget: int,
) -> Case | None:
    """The smallest request of one cluster that hypothesis reaches: generation replayed, then shrunk.

    Requests already asked are answered from the session; after ``budget`` new requests to the
    implementation, only the smallest failing request so far still counts as failing.
    """
    area, option = key
    last: list[Case] = []
    start = session.asked

    def in_cluster(case: Case) -> bool:
        over = session.asked - start >= budget
        if over and not (last and last[0].op == case.op and last[0].args == case.args):
            return bool(session.judge(case, ask_impl=False)) and _matches(case)
        return bool(session.judge(case)) and _matches(case)

    def _matches(case: Case) -> bool:
        if area_of(case, rs) != area:
            return False
        if option is not None:
            return bool(options.explaining(case, only=[option]))
        return not (others and options.explaining(case, only=others))

    def prop(data: st.DataObject) -> None:
        case = draw_case(op, rs, data)
        if case is not None and in_cluster(case):
            case.area = area
            last[:] = [case]
            raise _Found(key)

    try:
        _run(prop, examples, seed, [Phase.generate, Phase.shrink])
    except _Found:
        return last[0] if last else None
    except Exception:  # hypothesis gave up (flaky, unsatisfiable): keep the unshrunk one
        return None
    return None


SEEDED_SHARE: Final = {True: 2, False: 5}
"""Seeded requests per operation, as a fraction of ``examples``: half for cheap operations, a fifth
for whole hands (hand_score, play_hand), which cost more to answer."""


def seeded_cases(rs: Ruleset, op: str, examples: int, seed: int | None) -> list[Case]:
    """The plain seeded generators' requests (:mod:`.generators`: bid limits, passing out, shooting,
    the trick and meld minimums, shown meld, widows), beside hypothesis's: the same for a seed."""
    from conformance_report.tools.generators import random_cases
    from conformance_report.variants.probes import TIERS

    count = max(4, examples // SEEDED_SHARE[op in TIERS[0]])
    return random_cases(rs, op, count, seed or 0)


def _collector(
    op: str, rs: Ruleset, session: _Session, pool: list[Case], bad: list[Case]
) -> Callable[[st.DataObject], None]:
    def collect(data: st.DataObject) -> None:
        case = draw_case(op, rs, data)
        if case is None:
            return
        pool.append(case)
        if session.judge(case):
            bad.append(case)

    return collect


def fuzz(
    impl: Answerer,
    reference: Answerer | None,
    ruleset_doc: Mapping[str, Any],
    *,
    ops: Sequence[str] = OPS,
    examples: int = 200,
    seed: int | None = 0,
    coverage: bool = False,
    clusters_per_op: int = 8,
    shrink_budget: int = 400,
    seeded: bool = True,
) -> FuzzResult:
    """Fuzz each of ``ops`` with ``examples`` generated requests; every disagreement cluster is reported.

    A run never stops at a finding: all ``examples`` requests of an operation are generated and
    judged first; the disagreements are clustered (operation × rule code × option) and one
    representative of each of the largest ``clusters_per_op`` clusters is shrunk, at most
    ``shrink_budget`` new requests each, so one noisy bug cannot starve the others.
    ``seeded`` adds the seeded generators' requests (:func:`seeded_cases`) to hypothesis's.
    ``reference`` None answers in process. ``coverage`` also measures which option values the
    generated requests exercised (:func:`option_coverage`).
    """
    t0 = time.monotonic()
    rs = Ruleset.from_dict(ruleset_doc)
    rid = str(ruleset_doc.get("id"))
    result = FuzzResult(ruleset=rid)
    session = _Session(impl, reference or InProcessReference(), ruleset_doc)
    options: _Options | None = None
    pools: list[Case] = []
    for op in ops:
        if not impl.supports(op, rid):
            result.unclaimed.append(op)
            continue
        pool: list[Case] = []
        bad: list[Case] = []
        _run(_collector(op, rs, session, pool, bad), examples, seed, [Phase.generate])
        for aimed in seeded_cases(rs, op, examples, seed) if seeded else ():  # rare paths hypothesis seldom draws
            interrupts.check()
            pool.append(aimed)
            if session.judge(aimed):
                bad.append(aimed)
        pools += pool
        result.counts[op] = len(pool)
        result.examples += len(pool)
        if not bad:
            continue
        result.disagreements[op] = len(bad)
        options = options or _Options(ruleset_doc)
        groups = cluster(bad, rs, options)
        chosen_options = [o for (_a, o) in groups if o is not None]
        ranked = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0][0], _option_text(kv[0][1]) or ""))
        from conformance_report.variants.probes import case_size

        for i, (key, members) in enumerate(ranked):
            case = None
            if i < clusters_per_op:
                case = _shrink(op, rs, session, options, key, chosen_options, examples, seed, shrink_budget)
            shrunk = case is not None
            if case is None:
                case = min(members, key=case_size)
                session.judge(case)
            case.area = key[0]
            opt = _option_text(key[1])
            title = f"Fuzz finding: {op} disagrees on {case.area}" + (f" ({opt})" if opt else "") + f" in {rid}"
            request = {"op": op, "ruleset": rid, "args": case.args}
            result.findings.append(
                Finding(
                    op,
                    case.area,
                    request,
                    case.expected,
                    case.actual,
                    gherkin(case, rid, title, shown_kinds(case.expected, case.actual)),
                    option=opt,
                    count=len(members),
                    shrunk=shrunk,
                )
            )
    if coverage:
        result.coverage = option_coverage(ruleset_doc, pools)
    result.judged, result.declined = len(session.judged), len(session.declined)
    result.seconds = time.monotonic() - t0
    return result


def option_coverage(doc: Mapping[str, Any], cases: Sequence[Case], per_op: int = 80) -> dict[str, dict[str, Any]]:
    """Per option path: which of its alternative values change the reference answer to a generated request.

    A value is *exercised* when the ruleset with that one option flipped to it answers at least one
    of the requests (up to ``per_op`` per operation) differently. Paths are the ruleset's options
    (``probes.option_alternatives``); the value each path has in the ruleset is ``value``.
    """
    from conformance_report.variants.probes import (
        build,
        changes_an_answer,
        get_path,
        json_value,
        option_alternatives,
        relevant_ops,
        set_path,
    )

    rs = build(doc)
    by_op: dict[str, list[Case]] = {}
    for c in cases:
        if len(by_op.setdefault(c.op, [])) < per_op:
            by_op[c.op].append(c)
    base: dict[int, Any] = {}
    out: dict[str, dict[str, Any]] = {}
    for path, values in option_alternatives(doc).items():
        if not set(relevant_ops(path)) & set(by_op):
            continue  # no operation fuzzed can show this option
        rel = [c for op in relevant_ops(path) for c in by_op.get(op, [])]
        exercised = [json_value(v) for v in values if changes_an_answer(rs, build(set_path(doc, path, v)), rel, base)]
        out[path] = {
            "value": json_value(get_path(doc, path)),
            "tried": [json_value(v) for v in values],
            "exercised": exercised,
        }
    return out


def render_coverage(coverage: Mapping[str, Mapping[str, Any]]) -> str:
    """The coverage table: each option path, its value, the values exercised and those not."""
    if not coverage:
        return ""
    rows = []
    n_paths = sum(1 for c in coverage.values() if c["exercised"])
    n_vals = sum(len(c["exercised"]) for c in coverage.values())
    all_vals = sum(len(c["tried"]) for c in coverage.values())
    for path, c in sorted(coverage.items()):
        missing = _unique([v for v in c["tried"] if v not in c["exercised"]])
        rows.append(
            [
                path,
                _short(c["value"]),
                ", ".join(_short(v) for v in _unique(c["exercised"])) or "-",
                ", ".join(_short(v) for v in missing) or "-",
            ]
        )
    head = f"option coverage: {n_paths} of {len(coverage)} option paths, {n_vals} of {all_vals} values exercised"
    lines = table(["option", "value", "exercised", "not exercised"], rows)
    return head + "\n" + "\n".join(line[4:] for line in lines) + "\n"


def _unique(values: Sequence[Any]) -> list[Any]:
    out: list[Any] = []
    for v in values:
        if v not in out:
            out.append(v)
    return out


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text if len(text) <= 30 else text[:27] + "..."


def nothing_fuzzed(result: FuzzResult) -> str:
    """Why a fuzz run judged no example (both sides answered none of its requests)."""
    why = []
    if result.unclaimed:
        why.append(
            f"the handshake does not claim the operation(s) {', '.join(result.unclaimed)} together with the"
            f" ruleset id {result.ruleset!r} (claim the operations, and the id in rulesets.ids or any: true)"
        )
    if result.declined:
        why.append(f"the implementation answered unsupported to {result.declined} request(s)")
    if result.examples and not result.declined:
        why.append(f"the reference engine refused all {result.examples} generated request(s)")
    return "; ".join(why) or "no operation was fuzzed"


def render_findings(result: FuzzResult) -> str:
    """A readable report: each cluster's finding with its Gherkin and JSON request, then the coverage."""
    rate = result.examples / result.seconds if result.seconds else 0.0
    if not result.judged:
        out = [f"judged no example: {nothing_fuzzed(result)}\n"]
    elif not result.findings:
        out = [f"no disagreement in {result.examples} examples ({json.dumps(result.counts)}), {rate:.0f}/s\n"]
    else:
        out = [
            f"{len(result.findings)} disagreement cluster(s) in {result.examples} examples "
            f"({json.dumps(result.disagreements)} disagreeing), {rate:.0f}/s\n"
        ]
    for f in result.findings:
        out.append(
            f"--- cluster {f.key}: {f.count} request(s){'' if f.shrunk else ' (not shrunk)'}\n"
            f"    expected {f.expected!r}\n    actual   {f.actual!r}\n"
        )
        out.append(f.gherkin)
        out.append("    request: " + json.dumps(f.request, ensure_ascii=False) + "\n")
    cov = render_coverage(result.coverage)
    if cov:
        out.append(cov)
    return "\n".join(out)


def findings_feature(result: FuzzResult, implementation: str = "the implementation") -> str:
    """A feature file of the findings that ``run --features`` accepts (empty scenarios list: a comment)."""
    head = f"Feature: Fuzz findings for {result.ruleset}: {implementation} against the reference engine\n\n"
    if not result.findings:
        return head + "  # no disagreement found\n"
    return head + "\n".join(f"  # cluster {f.key}\n" + f.gherkin for f in result.findings)
