"""``pinochle-conformance identify``: which named ruleset an implementation plays, and with which options.

1. **Closest named ruleset.** Requests generated under every named ruleset the implementation
   claims are answered by the reference engine (in process) under each candidate; a request
   whose answers split the surviving candidates is sent to the implementation, and candidates
   that disagree with it more often than the best one are dropped. Candidates that answer
   every generated request identically are reported as a tie.
   Rulesets still tied are split with plain-random requests aimed at rare paths
   (:mod:`conformance_report.tools.generators`).
2. **The deal.** Deal requests of its own are read back (:mod:`conformance_report.tools.deal_shape`):
   the deck, hand and kitty sizes and packet schedule the implementation deals, where they differ.
3. **Options.** For each option of that ruleset (``probes.option_alternatives``) the smallest
   generated requests whose answers differ between its values are sent; the value whose
   reference answers the implementation matches is kept. An integer option whose
   answers call for another value than the ruleset's is searched over its whole range
   (:mod:`conformance_report.tools.value_search`), so a value no named ruleset has is
   found too. Later rounds start from the variant found, with requests generated under it (a raised
   minimum bid makes the base's whole hands end at the first bid), to untangle options that interact.
4. **What is left.** Requests where the implementation still disagrees with the variant found,
   and a short fuzz of it, are clustered as the fuzzer clusters them (operation × rule code ×
   option) and reported as ``unexplained``, each cluster with its smallest (or shrunk) request.

The result is a declaration (``extends`` + merge patch) that ``run --as`` and ``check-ruleset``
accept.
"""

from __future__ import annotations

import itertools
import json
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from conformance_report.protocol.client import Outcome
from conformance_report.rulesets import ROOT
from conformance_report.tools.cases import OPS, Case
from conformance_report.tools.deal_shape import deck_kinds, read_deal, schedule_of, tape
from conformance_report.tools.departures import Departure, classify
from conformance_report.tools.fuzz import Finding, FuzzResult, cluster, fuzz
from conformance_report.tools.fuzz import _option_text as option_text
from conformance_report.tools.fuzz import _Options as FlipOptions
from conformance_report.tools.generators import random_cases
from conformance_report.tools.value_search import search_integer, splitting_case
from conformance_report.variants.declaration import DECLARATION_SCHEMA_ID
from conformance_report.variants.probes import (
    ABSENT,
    ERROR,
    TIERS,
    Answerer,
    Answers,
    build,
    case_pool,
    case_size,
    get_path,
    json_value,
    named_documents,
    option_alternatives,
    option_patch,
    outcome_answer,
    relevant_ops,
    separating_cases,
    set_path,
)
from reference_engine.adapter import handle
from reference_engine.errors import PinochleError


@dataclass
class Difference:
    """One option whose value differs from the named ruleset's, with the request that shows it."""

    option: str
    value: Any
    base_value: Any
    request: dict[str, Any]
    expected_under_base: Any
    answer: Any

    def to_json(self) -> dict[str, Any]:
        return {
            "option": self.option,
            "value": json_value(self.value),
            "base_value": json_value(self.base_value),
            "request": self.request,
            "expected_under_base": self.expected_under_base,
            "answer": self.answer,
        }


@dataclass
class Evidence:
    """What each operation answered: a conclusion rests only on operations that gave results."""

    asked: dict[str, int] = field(default_factory=dict)
    results: dict[str, int] = field(default_factory=dict)
    failures: dict[str, dict[str, int]] = field(default_factory=dict)
    """Per operation, the requests that got no result, by cause (timeout, crash, error, unsupported …)."""
    silent: set[str] = field(default_factory=set)
    """Operations asked at least once that never gave a result."""

    def record(self, op: str, outcome: Outcome) -> None:
        self.asked[op] = self.asked.get(op, 0) + 1
        if outcome.kind == "result":
            self.results[op] = self.results.get(op, 0) + 1
            self.silent.discard(op)
            return
        if not self.results.get(op):
            self.silent.add(op)
        cause = "error" if outcome.kind == "adapter_error" else str(outcome.cause or outcome.kind)
        causes = self.failures.setdefault(op, {})
        causes[cause] = causes.get(cause, 0) + 1

    def reason(self, op: str) -> str:
        causes = self.failures.get(op, {})
        parts = ", ".join(f"{n} {cause}" for cause, n in sorted(causes.items()))
        return f"no result to any of {self.asked.get(op, 0)} requests ({parts})"


@dataclass
class IdentifyResult:
    """The closest named ruleset, the options that differ, and what no option explains."""

    ruleset: str
    options: dict[str, Any] = field(default_factory=dict)
    differences: list[Difference] = field(default_factory=list)
    unexplained: list[dict[str, Any]] = field(default_factory=list)
    ties: list[str] = field(default_factory=list)
    probes: int = 0
    seconds: float = 0.0
    mismatches: dict[str, int] = field(default_factory=dict)
    not_probed: dict[str, str] = field(default_factory=dict)
    """Operations that gave no result to any request (hang, crash, unsupported, errors only) or
    were not claimed, with the reason."""
    unobserved: list[str] = field(default_factory=list)
    """Options of the named ruleset that no probed operation can show."""
    failed_ops: list[str] = field(default_factory=list)
    """Claimed operations that answered no request: the conclusion lacks their evidence."""
    ids_used: list[str] = field(default_factory=list)
    """The claimed ruleset ids the probes were sent under (empty: each candidate's own, any ruleset claimed)."""
    ids_silent: list[str] = field(default_factory=list)
    """Claimed ids under which the implementation answered nothing."""
    ids_apart: list[str] = field(default_factory=list)
    """Other claimed ids whose answers differ from those under ``ids_used``: another variant each."""
    departures: list[Departure] = field(default_factory=list)
    """Options whose value contradicts what the named ruleset's document fixes (:mod:`.departures`):
    declared apart, never as part of the variant."""

    @property
    def conclusive(self) -> bool:
        """False when an operation the implementation claims never answered (identify exits 1)."""
        return not self.failed_ops

    variant_id: str | None = None
    """The declaration's id (``identify --id``); else :meth:`declared_id` derives one."""

    def declared_id(self) -> str:
        """The id the declaration gives the variant, which the adapter claims and requests carry:
        ``--id``, else the named ruleset's own id when no option differs, else ``<base>-house``."""
        if self.variant_id:
            return self.variant_id
        return f"{self.ruleset}-house" if self.variant_options() else self.ruleset

    def declaration(self) -> dict[str, Any]:
        """The ruleset declaration: ``extends`` the named ruleset, its ``id``, and a merge patch of the
        options that are variants; departures are listed apart (the app is judged by its document on them)."""
        decl = {
            "$schema": DECLARATION_SCHEMA_ID,
            "extends": self.ruleset,
            "id": self.declared_id(),
            **option_patch(self.variant_options()),
        }
        if self.departures:
            decl["departures"] = [d.to_json() for d in self.departures]
        return decl

    def variant_options(self) -> dict[str, Any]:
        """The options found that are variants (a departure is not one)."""
        apart = {d.option for d in self.departures}
        return {k: v for k, v in self.options.items() if k not in apart}

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "departures": [d.to_json() for d in self.departures],
            "options": {k: json_value(v) for k, v in sorted(self.options.items())},
            "unexplained": self.unexplained,
            "ties": self.ties,
            "probes": self.probes,
            "seconds": round(self.seconds, 2),
            "differences": [d.to_json() for d in self.differences],
            "ids_used": self.ids_used,
            "ids_silent": self.ids_silent,
            "ids_apart": self.ids_apart,
            "not_probed": dict(sorted(self.not_probed.items())),
            "unobserved": self.unobserved,
            "conclusive": self.conclusive,
            "declaration": self.declaration(),
        }


class _Session:
    """Requests sent to the implementation, each answered once."""

    def __init__(
        self, impl: Answerer, carrier: Mapping[str, Any], answers: Answers, evidence: Evidence | None = None
    ) -> None:
        self.impl = impl
        self.evidence = evidence if evidence is not None else Evidence()
        self.carrier = carrier
        self.answers = answers
        self.got: dict[int, tuple[Case, Any]] = {}
        """Answers by request id, each beside its request (kept alive, its id is not reused)."""
        self.sent = 0
        self.unanswered: dict[str, int] = {}
        """How many requests got no answer (a timeout, a crash, a protocol violation), by cause."""

    def answered(self, case: Case) -> Any:
        """The implementation's answer to ``case`` if it was asked, else None (also when its
        operation never gave a result: errors to everything are no evidence)."""
        hit = self.got.get(id(case))
        if hit is None or hit[0] is not case or case.op in self.evidence.silent:
            return None
        return hit[1]

    def ask(self, case: Case) -> Any:
        """The implementation's answer; a played hand answered (a result, not a refusal) without the
        optional ``shown`` makes the reference answers leave it out from then on."""
        hit = self.got.get(id(case))
        if hit is not None and hit[0] is case:
            return hit[1]
        self.sent += 1
        outcome: Outcome = self.impl.request(case.op, self.carrier, case.args)
        self.evidence.record(case.op, outcome)
        got = outcome_answer(case.op, outcome)
        if got is None:
            cause = outcome.cause or outcome.kind
            self.unanswered[cause] = self.unanswered.get(cause, 0) + 1
        if case.op == "play_hand" and outcome.kind == "result" and isinstance(got, dict) and "shown" not in got:
            self.answers.shown = "none"
        self.got[id(case)] = (case, got)
        return got


def _supported_ops(impl: Answerer, rid: str) -> list[str]:
    return [op for op in OPS if impl.supports(op, rid)]


def _closest(
    impl: Answerer,
    candidates: dict[str, dict[str, Any]],
    answers: Answers,
    per_op: int,
    seed: int,
    evidence: Evidence,
    carrier: Mapping[str, Any] | None = None,
) -> tuple[list[str], dict[str, int], int, list[Case]]:
    """The named rulesets closest to the implementation (best first), their mismatch counts, probes sent.

    Requests go under ``carrier`` (a claimed ruleset the implementation answers under), by
    default the first candidate."""
    carrier = carrier if carrier is not None else candidates[next(iter(candidates))]
    session = _Session(impl, carrier, answers, evidence)
    ops = _supported_ops(impl, str(carrier.get("id")))
    cheap = [op for op in ops if op not in ("play_hand", "hand_score")]
    pool: list[Case] = []
    for i, doc in enumerate(candidates.values()):
        pool += case_pool(doc, cheap, per_op, seed + i)
    pool.sort(key=case_size)
    alive = list(candidates)
    miss = dict.fromkeys(candidates, 0)
    tolerance = 2

    def narrow(cases: list[Case]) -> None:
        """Ask the cases that split the candidates still alive; keep those that missed least."""
        nonlocal alive
        for case in cases:
            if len(alive) == 1:
                return
            keys = {rid: answers.keyed(candidates[rid], case)[1] for rid in alive}
            if len(set(keys.values())) < 2:
                continue
            got = session.ask(case)
            if got is None or case.op in evidence.silent:
                continue
            if case.op == "play_hand":  # its answer may have set how 'shown' is judged
                keys = {rid: answers.keyed(candidates[rid], case)[1] for rid in alive}
            gk = json.dumps(got, sort_keys=True)
            for rid in alive:
                if keys[rid] != gk:
                    miss[rid] += 1
            best = min(miss[r] for r in alive)
            alive = [r for r in alive if miss[r] <= best + tolerance]

    alive = _same_family(session, candidates, answers, [c for c in pool if c.op == "deal"], alive)
    narrow(pool)
    if session.sent and sum(session.unanswered.values()) == session.sent:  # nothing to tell them apart by
        causes = ", ".join(f"{n} {cause}" for cause, n in sorted(session.unanswered.items()))
        raise ValueError(f"the implementation answered none of the {session.sent} requests asked ({causes})")
    if len(alive) > 1:  # the cheap operations could not split them: try whole hands
        extra: list[Case] = []
        for i, rid in enumerate(alive):
            extra += case_pool(candidates[rid], [op for op in ops if op in ("play_hand", "hand_score")], 8, seed + i)
        extra.sort(key=case_size)
        narrow(extra)
        pool += extra
    for tier in TIERS:  # rulesets tied so far differ in rare paths: aim the plain-random generator at them
        tied = [r for r in alive if miss[r] == min(miss[a] for a in alive)]
        if len(tied) < 2:
            break
        aimed = [c for i, r in enumerate(tied) for c in _aimed_cases(candidates[r], tier, ops, seed + i)]
        aimed.sort(key=case_size)
        narrow(aimed)
        pool += aimed
    alive.sort(key=lambda r: (miss[r], r))
    return alive, miss, session.sent, pool


ROUNDS: Final = 3
"""Rounds of option search; each after the first starts from the variant found, with requests made under it."""
RECHECK: Final = 6
"""Requests per operation, made under the variant found, asked before a later round: only options
whose operations still disagree are searched again."""
MAX_PROBED_IDS: Final = 8
"""An implementation claiming more named ids than this (or any ruleset) is asked under each candidate's id."""


def _answering_ids(
    impl: Answerer, ids: Sequence[str], docs: Mapping[str, dict[str, Any]], answers: Answers, seed: int
) -> tuple[list[str], list[str], list[str], int]:
    """Which claimed ids the implementation answers under, and which of those it plays alike.

    A few small requests are sent under each claimed id: ids with no result to any are silent.
    The requests of the first answering id are then sent under the others: an id whose answers
    differ is told apart (it plays other rules). Returns (alike, silent, apart, requests sent).
    """
    if len(ids) > MAX_PROBED_IDS:
        return [], [], [], 0
    sent = 0
    answering: list[str] = []
    silent: list[str] = []
    first: list[Case] = []
    evidence = Evidence()
    for rid in ids:
        ops = [op for op in _supported_ops(impl, rid) if op in TIERS[0]] or _supported_ops(impl, rid)
        cases = sorted(case_pool(docs[rid], ops, 3, seed), key=case_size)[:4]
        got: list[bool] = []
        for case in cases:
            sent += 1
            outcome = impl.request(case.op, docs[rid], case.args)
            evidence.record(case.op, outcome)
            got.append(outcome.kind == "result")
        if any(got):
            answering.append(rid)
            first = first or cases
        else:
            silent.append(rid)
    if not answering:
        causes: dict[str, int] = {}
        for by_cause in evidence.failures.values():
            for cause, n in by_cause.items():
                causes[cause] = causes.get(cause, 0) + n
        text = ", ".join(f"{n} {cause}" for cause, n in sorted(causes.items()))
        raise ValueError(
            f"the implementation answered none of the {sent} requests asked ({text})"
            f" under the ids it claims ({', '.join(silent)})"
        )
    head = answering[0]
    alike: list[str] = [head]
    apart: list[str] = []
    reference: list[Any] = []
    for case in first:
        sent += 1
        reference.append(outcome_answer(case.op, impl.request(case.op, docs[head], case.args)))
    for rid in answering[1:]:
        mine: list[Any] = []
        for case in first:
            sent += 1
            mine.append(outcome_answer(case.op, impl.request(case.op, docs[rid], case.args)))
        (alike if mine == reference else apart).append(rid)
    return alike, silent, apart, sent


FAMILY_PROBES: Final = 12
"""At most this many deal requests are asked to choose the family (players, deck, hand size, deal)."""


def _shape(answer: Any) -> Any:
    """What a deal answer shows of the family: how many hands, their sizes, the kitty and the stock."""
    if not isinstance(answer, Mapping) or not isinstance(answer.get("hands"), list):
        return json.dumps(answer, sort_keys=True)
    return (
        tuple(len(h) for h in answer["hands"]),
        len(answer.get("kitty") or ()),
        len(answer.get("stock") or ()),
    )


def _same_family(
    session: _Session,
    candidates: Mapping[str, Mapping[str, Any]],
    answers: Answers,
    deals: list[Case],
    alive: list[str],
) -> list[str]:
    """The candidates whose deals have the shape the implementation's have (hands, their sizes, kitty,
    stock): the family is chosen first, so that options of the right family explain the rest
    (a 12-card game is never named after a 5-card one whose other options happen to fit better)."""
    miss = dict.fromkeys(alive, 0)
    asked = 0
    for case in sorted(deals, key=case_size):
        if asked >= FAMILY_PROBES:
            break
        shapes = {rid: _shape(answers.answer(candidates[rid], case)) for rid in alive}
        if len(set(map(str, shapes.values()))) < 2:
            continue
        got = session.ask(case)
        asked += 1
        if got is None or case.op in session.evidence.silent:
            continue
        for rid in alive:
            miss[rid] += _shape_miss(shapes[rid], _shape(got))
    best = min(miss.values(), default=0)
    return [r for r in alive if miss[r] == best]


def _shape_miss(expected: Any, got: Any) -> int:
    """How far a candidate's deal shape is from the implementation's: 0 the same, 1 the same
    players (hand or kitty sizes differ: the deal is read from the answers), 3 otherwise."""
    if expected == got:
        return 0
    if isinstance(expected, tuple) and isinstance(got, tuple) and len(expected[0]) == len(got[0]):
        return 1
    return 3


def _aimed_cases(doc: Mapping[str, Any], tier: Sequence[str], ops: Sequence[str], seed: int) -> list[Case]:
    """Plain-random requests of the operations of one cost tier, valid under ``doc`` (remembered)."""
    key = (json.dumps(doc, sort_keys=True), tuple(op for op in tier if op in ops), seed)
    if key not in _AIMED:
        rs = build(doc)
        _AIMED[key] = [c for op in key[1] for c in random_cases(rs, op, _AIMED_PER_OP[op in TIERS[0]], seed)]
    return _AIMED[key]


_AIMED: dict[tuple[str, tuple[str, ...], int], list[Case]] = {}
_AIMED_PER_OP = {True: 80, False: 30}
"""Requests per operation: cheap ones, whole hands."""


def _decide_options(
    session: _Session,
    base: dict[str, Any],
    ops: Sequence[str],
    answers: Answers,
    pool: list[Case],
    only_ops: set[str] | None = None,
    evidence: Sequence[Case] = (),
    also: set[str] | None = None,
    spoiled: set[str] | None = None,
) -> tuple[dict[str, Any], list[Difference]]:
    """The option values the implementation's answers call for.

    First every option's separating requests are asked; each value the implementation matched
    more often than ``base``'s becomes a candidate. Then, greedily, the candidate that most
    reduces the disagreements over every request asked is adopted, until none does (options
    interact: a last-trick bonus and a counter value can explain the same request). Candidates
    that reduce them alike are first told apart by the requests on which they differ (no game
    precedence at all and none for a set bidder explain a set bidder's loss alike), generated
    afresh when none asked so far does; still alike, a value the document allows is preferred
    to a departure from it.

    ``also`` are options searched whatever ``only_ops`` says; ``spoiled`` collects the options
    whose requests the implementation answered as none of their values does (a request the
    variant found makes invalid: a bid below a raised minimum): a later round, with requests
    made under that variant, searches them again.
    """
    candidates: list[tuple[str, Any]] = []
    shown_by: dict[str, list[Case]] = {}
    for path, alternatives in option_alternatives(base).items():
        if only_ops is not None and not only_ops & set(relevant_ops(path)) and path not in (also or ()):
            continue  # no disagreement left that this option could explain
        rel = [c for c in pool if c.op in relevant_ops(path) and c.op in ops]
        docs = [base, *(set_path(base, path, v) for v in alternatives)]
        chosen = separating_cases(answers, docs, rel, limit=3)
        seen = [c for c in evidence if c.op in relevant_ops(path)]  # disagreements a fuzz found
        if not chosen and not seen:
            continue
        shown_by[path] = chosen or seen
        score = [0] * len(docs)
        for case in chosen:
            got = session.ask(case)
            if got is None:
                continue
            for i, d in enumerate(docs):
                if answers.answer(d, case) == got:
                    score[i] += 1
        answered = [c for c in chosen if session.answered(c) is not None]
        if spoiled is not None and answered and not any(score):
            spoiled.add(path)
        better = [alternatives[i - 1] for i in range(1, len(docs)) if score[i] > score[0]]
        off = better or score[0] < sum(session.answered(c) is not None for c in chosen)
        off = off or any(session.answered(c) not in (None, answers.answer(base, c)) for c in seen)
        if off and (_whole(get_path(base, path)) or any(_whole(v) for v in alternatives)):  # a value no ruleset has
            hints = [v for v in alternatives if _whole(v)]
            value, asked = search_integer(session.ask, answers, base, path, hints, chosen + seen, ops)
            pool += asked
            shown_by[path] = chosen + seen + asked
            if value is not None and value not in better and value != get_path(base, path):
                better.append(value)
        candidates += [(path, v) for v in better]
    patches: list[dict[str, Any]] = [{path: v} for path, v in candidates]
    for group in JOINT:  # options that only change answers together (a stuck dealer: stuck, no turn, amount)
        if only_ops is not None and "auction" not in only_ops:
            continue  # the auctions asked agree: no combination is called for
        combos, chosen = _joint(session, base, ops, answers, pool, group)
        patches += combos
        for path in group:
            shown_by.setdefault(path, chosen)
    found: dict[str, Any] = {}
    current = base
    misses = len(_mismatched(session, answers, current, pool))
    while misses and patches:
        trials = []
        for patch in patches:
            if set(patch) & set(found):
                continue
            doc = _apply(current, patch)
            trials.append((len(_mismatched(session, answers, doc, pool)), patch, doc))
        if not trials:
            break
        best = min(trials, key=lambda t: t[0])
        tied = [t for t in trials if t[0] == best[0]]
        if len(tied) > 1 and best[0] < misses:  # alike so far: ask what tells them apart, then choose
            for other in tied[1:]:
                ops_between = {op for path in (*best[1], *other[1]) for op in relevant_ops(path)}
                rel = [c for c in pool if c.op in ops and c.op in ops_between]
                split = separating_cases(answers, [best[2], other[2]], rel, limit=3)
                if not split:  # no request asked so far tells them apart: generate one that does
                    made = splitting_case(answers, best[2], other[2], [op for op in ops if op in ops_between], 0)
                    split = [made] if made is not None else []
                    pool += split
                for case in split:
                    session.ask(case)
            # of patches that explain alike, one that departs least from the document
            rescored = [(len(_mismatched(session, answers, doc, pool)), patch, doc) for _, patch, doc in tied]
            best = min(rescored, key=lambda t: (t[0], _departs(base, t[1])))
        if best[0] >= misses:
            break
        misses, patch, current = best
        found.update(patch)
    diffs: list[Difference] = []
    for path, value in found.items():
        cases = shown_by.get(path, [])
        showing = [
            c
            for c in cases
            if answers.answer(current, c) == session.answered(c) and answers.answer(base, c) != session.answered(c)
        ]
        shown = showing[0] if showing else cases[0]
        diffs.append(_difference(path, value, base, shown, answers, session))
    return found, diffs


def _difference(
    path: str, value: Any, base: Mapping[str, Any], shown: Case, answers: Answers, session: _Session
) -> Difference:
    """The option ``path`` found at ``value``, shown by ``shown``: the base's answer against the app's."""
    return Difference(
        path,
        value,
        get_path(base, path),
        {"op": shown.op, "args": shown.args},
        answers.answer(base, shown),
        session.answered(shown),
    )


def _departs(doc: Mapping[str, Any], patch: Mapping[str, Any]) -> int:
    """How many values of ``patch`` depart from ``doc``'s document (none: each is a variant of it)."""
    return len(classify(doc, patch, named_documents()))


RULESET_SCHEMA: Final = ROOT / "schemas" / "ruleset.schema.json"
JOINT: Final = (("bidding.all_pass", "bidding.stuck_dealer", "bidding.stuck_amount"),)
"""Options searched together: each alone may change no answer (a stuck amount under a redeal)."""


def _joint(
    session: _Session,
    base: dict[str, Any],
    ops: Sequence[str],
    answers: Answers,
    pool: list[Case],
    group: Sequence[str],
) -> tuple[list[dict[str, Any]], list[Case]]:
    """The combinations of ``group``'s values (the named rulesets' values, the minimum bid as an
    amount) that match the implementation more often than ``base`` on the requests that split
    them, and those requests."""
    values: list[list[Any]] = []
    for path in group:
        seen = {json.dumps(get_path(d, path), sort_keys=True): get_path(d, path) for d in named_documents().values()}
        for v in _schema_enum(path):
            seen.setdefault(json.dumps(v, sort_keys=True), v)
        if path.endswith("amount"):
            seen[json.dumps(get_path(base, "bidding.minimum"))] = get_path(base, "bidding.minimum")
        values.append(list(seen.values()))
    built = build(base)
    docs: list[dict[str, Any]] = []
    patches: list[dict[str, Any]] = []
    distinct: list[Any] = [built]
    for combo in itertools.product(*values):
        patch = {p: v for p, v in zip(group, combo, strict=True) if v != get_path(base, p)}
        if len(patch) < 2:
            continue  # one option alone is searched on its own
        doc = _apply(base, patch)
        try:
            rs = build(doc)
        except (PinochleError, ValueError, TypeError, KeyError):
            continue
        if any(rs == other for other in distinct):
            continue
        distinct.append(rs)
        docs.append(doc)
        patches.append(patch)
    if not docs:
        return [], []
    # the auction shows every combination (who is stuck, for how much, or a redeal): whole hands
    # add nothing but cost a hundred replays a request (a forced opening splits no combination)
    rel = [c for c in pool if c.op in ops and c.op == "auction"]
    chosen = separating_cases(answers, [base, *docs], rel, limit=6)
    score = [0] * (len(docs) + 1)
    for case in chosen:
        got = session.ask(case)
        if got is None:
            continue
        for i, d in enumerate([base, *docs]):
            score[i] += answers.answer(d, case) == got
    better = [patches[i - 1] for i in range(1, len(score)) if score[i] > score[0]]
    return sorted(better, key=len), chosen  # of combinations that explain alike, the fewest changes


def _schema_enum(path: str) -> list[Any]:
    """The values the ruleset schema lists for ``path`` (an ``enum``), if it lists them."""
    schema = json.loads(RULESET_SCHEMA.read_text(encoding="utf-8"))
    node: Any = schema
    for part in path.split("."):
        while isinstance(node, dict) and "$ref" in node:
            node = schema["$defs"][node["$ref"].rsplit("/", 1)[-1]]
        node = node.get("properties", {}).get(part) if isinstance(node, dict) else None
    while isinstance(node, dict) and "$ref" in node:
        node = schema["$defs"][node["$ref"].rsplit("/", 1)[-1]]
    return list(node.get("enum", [])) if isinstance(node, dict) else []


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _mismatched(session: _Session, answers: Answers, doc: Mapping[str, Any], pool: list[Case]) -> list[Case]:
    """The requests asked so far whose answer differs from the reference's under ``doc``."""
    return [c for c in pool if session.answered(c) is not None and session.answered(c) != answers.answer(doc, c)]


def _apply(base: dict[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    doc = base
    for path, value in options.items():
        doc = set_path(doc, path, value)
    return doc


class _LocalReference:
    """The reference engine in process, as an implementation (for the fuzzer)."""

    def supports(self, op: str, ruleset_id: str) -> bool:
        return True

    def request(
        self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any], *, timeout: float | None = None
    ) -> Outcome:
        reply = handle({"id": "1", "op": op, "ruleset": dict(ruleset), "args": dict(args)})
        if "result" in reply:
            return Outcome("result", result=reply["result"])
        return Outcome("adapter_error", message=str(reply.get("error", {}).get("message", "")))


class _Rebased:
    """The implementation, asked with the variant's document (the fuzzer sends the ruleset it judges)."""

    def __init__(self, impl: Answerer, carrier: Mapping[str, Any], evidence: Evidence) -> None:
        self.impl = impl
        self.carrier = carrier
        self.evidence = evidence

    def supports(self, op: str, ruleset_id: str) -> bool:
        return self.impl.supports(op, str(self.carrier.get("id")))

    def request(
        self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any], *, timeout: float | None = None
    ) -> Outcome:
        outcome = self.impl.request(op, self.carrier, args, timeout=timeout)
        self.evidence.record(op, outcome)
        return outcome


def identify(
    impl: Answerer,
    *,
    candidates: Sequence[str] | None = None,
    seed: int = 0,
    per_op: int = 30,
    fuzz_examples: int = 40,
    options: bool = True,
    claimed_id: str | None = None,
) -> IdentifyResult:
    """Find the named ruleset ``impl`` plays closest to, the option values where it differs, and the rest.

    ``claimed_id`` chooses the claimed id to send requests under (by default the first the
    implementation answers under)."""
    t0 = time.monotonic()
    named = named_documents()
    ids = [r for r in (candidates or sorted(named)) if any(impl.supports(op, r) for op in OPS)]
    if not ids:
        raise ValueError("the implementation claims none of the named rulesets")
    if claimed_id is not None and claimed_id not in ids:
        raise ValueError(f"--id {claimed_id}: not a named ruleset the implementation claims ({', '.join(ids)})")
    docs = {r: named[r] for r in ids}
    answers = Answers()
    evidence = Evidence()
    alike, silent, apart, sent0 = _answering_ids(impl, ids, docs, answers, seed)
    if claimed_id is not None and alike and claimed_id not in alike:
        alike, apart = [claimed_id], sorted({*alike, *apart} - {claimed_id})
    carrier = docs[alike[0]] if alike else None
    alive, miss, sent, pool1 = _closest(impl, docs, answers, max(3, per_op // 10), seed, evidence, carrier)
    sent += sent0
    best = alive[0]
    base = docs[best]
    sender = carrier if carrier is not None else base

    ties = [
        r
        for r in alive[1:]
        if miss[r] == miss[best] and all(answers.answer(docs[r], c) == answers.answer(base, c) for c in pool1)
    ]
    if not options:
        result = IdentifyResult(
            ruleset=best,
            ties=ties,
            probes=sent,
            seconds=time.monotonic() - t0,
            mismatches={r: miss[r] for r in alive},
            ids_used=alike,
            ids_silent=silent,
            ids_apart=apart,
        )
        _judge_evidence(result, impl, str(sender.get("id")), base, evidence)
        return result
    session = _Session(impl, sender, answers, evidence)
    ops = _supported_ops(impl, str(sender.get("id")))
    dealt: list[Case] = []
    reads_deal = "deal" in ops and "deal" not in evidence.silent
    found_options, diffs = _deal_members(session, base, answers, dealt, seed) if reads_deal else ({}, [])
    pool = case_pool(_apply(base, found_options), ops, per_op, seed) + [c for c in pool1 if c.op in ops] + dealt
    spoiled: set[str] = set()
    for _round in range(ROUNDS):
        current = _apply(base, found_options)
        only: set[str] | None = None
        again = spoiled if found_options else set()  # spoiled by the variant found: search under it
        spoiled = set()
        if _round:  # requests valid under the variant found so far reach what the base's did not
            fresh = case_pool(current, ops, per_op, seed + _round)
            pool += fresh
            by_op: dict[str, list[Case]] = {}
            for c in sorted(fresh, key=case_size):
                if len(by_op.setdefault(c.op, [])) < RECHECK:
                    by_op[c.op].append(c)
                    session.ask(c)
            only = {c.op for c in _mismatched(session, answers, current, pool)}
            if not only and not again:
                break
        found, round_diffs = _decide_options(session, current, ops, answers, pool, only, also=again, spoiled=spoiled)
        if not found:
            break
        for path, value in found.items():
            if value == get_path(base, path):
                found_options.pop(path, None)
            else:
                found_options[path] = value
        diffs = [d for d in diffs if d.option not in found] + round_diffs
    diffs = [d for d in diffs if d.option in found_options]
    for d in diffs:
        d.base_value = get_path(base, d.option)
    final = _apply(base, found_options)
    # what the options found do not explain: the requests asked so far, then a short fuzz, clustered alike;
    # a fuzz cluster that one option explains (a value the base's requests could not reach) adopts it
    fz = FuzzResult()
    for _again in range(ADOPT_ROUNDS if fuzz_examples > 0 else 0):
        fz = fuzz(
            _Rebased(impl, sender, evidence),
            _LocalReference(),
            final,
            ops=[op for op in ops if op not in evidence.silent],
            examples=fuzz_examples,
            seed=seed,
            seeded=False,  # identify asks the seeded generators' requests itself (its pools)
        )
        adopted = _adopt(fz, final, base, session, answers, pool)
        if adopted is None:  # no one flip explains a cluster: a value no ruleset has may (a maximum of 60)
            shown = [Case(f.op, f.request["args"]) for f in fz.findings if f.option is None]
            for case in shown:
                session.ask(case)
            pool += shown
            before = len(_mismatched(session, answers, final, pool))
            more, more_diffs = (
                _decide_options(session, final, ops, answers, pool, {c.op for c in shown}, shown)
                if evidence
                else ({}, [])
            )
            trial = _apply(final, more)
            if not more or len(_mismatched(session, answers, trial, pool)) >= before:
                break
            found_options = {k: v for k, v in {**found_options, **more}.items() if v != get_path(base, k)}
            diffs = [d for d in diffs if d.option not in more] + more_diffs
            final = _apply(base, found_options)
            fz.findings = []
            continue
        # its clusters are explained now (the next fuzz, if any, judges the new variant)
        fz.findings = [f for f in fz.findings if not (f.option or "").startswith(f"{adopted.option} = ")]
        found_options = {
            k: v for k, v in {**found_options, adopted.option: adopted.value}.items() if v != get_path(base, k)
        }
        diffs = [d for d in diffs if d.option != adopted.option] + [adopted]
        final = _apply(base, found_options)
    unexplained = _unexplained(session, answers, final, pool, fz)
    result = IdentifyResult(
        ruleset=best,
        options=found_options,
        differences=diffs,
        unexplained=unexplained,
        ties=ties,
        probes=sent + session.sent + fz.examples,
        seconds=time.monotonic() - t0,
        mismatches={r: miss[r] for r in alive},
        ids_used=alike,
        ids_silent=silent,
        ids_apart=apart,
        departures=classify(base, found_options, named),
    )
    _judge_evidence(result, impl, str(sender.get("id")), base, evidence)
    return result


def _deal_members(
    session: _Session, base: dict[str, Any], answers: Answers, asked: list[Case], seed: int
) -> tuple[dict[str, Any], list[Difference]]:
    """The deck, hand size, kitty size, packet schedule, first packet and rotation the
    implementation's deal answers show (:mod:`.deal_shape`), where they differ from ``base``'s
    (the kitty's discard follows its size); ``asked`` collects the deal requests sent.

    Nothing when the deals cannot be read, or the members found build no ruleset with
    ``base``'s other options (a kitty where ``base`` has none: how it is taken is unknown)."""

    def ask(op: str, args: dict[str, Any]) -> Any:
        case = Case(op, args)
        asked.append(case)
        return session.ask(case)

    players = int(base["players"])
    decks = [str(base["deck"]), *(d for d in deck_kinds() if d != base["deck"])]
    shape, _ = read_deal(ask, players, decks, seed)
    if shape is None:
        return {}, []
    found: dict[str, Any] = {}
    if shape.deck != base["deck"]:
        found["deck"] = shape.deck
    if shape.hand_size != base["hand_size"]:
        found["hand_size"] = shape.hand_size
    kitty = base.get("kitty")
    size = int(kitty["size"]) if isinstance(kitty, Mapping) else 0
    if shape.kitty_size != size:
        if not shape.kitty_size:
            found["kitty"] = ABSENT
        elif not isinstance(kitty, Mapping):
            return {}, []
        else:
            found["kitty.size"] = shape.kitty_size
            if isinstance(kitty.get("discard"), Mapping):
                found["kitty.discard.count"] = shape.kitty_size
    schedule, first = schedule_of(base)
    seen = tape(shape.schedule, shape.first_packet, players)
    if seen != tape(schedule, first, players):
        if seen != tape(schedule, shape.first_packet, players):
            found["deal.schedule"] = shape.schedule_json()
        if seen != tape(shape.schedule, first, players):
            found["deal.first_packet"] = shape.first_packet
    rotation = get_path(base, "deal.rotation")
    if shape.rotation is not None and shape.rotation != (rotation if rotation != ABSENT else "left"):
        found["deal.rotation"] = shape.rotation
    if not found:
        return {}, []
    doc = _apply(base, found)
    try:
        build(doc)
    except (PinochleError, ValueError, TypeError, KeyError):
        return {}, []
    shown = next((c for c in asked if session.answered(c) not in (None, answers.answer(base, c))), asked[-1])
    diffs = [_difference(path, value, base, shown, answers, session) for path, value in found.items()]
    return found, diffs


ADOPT_ROUNDS: Final = 3
"""Fuzz runs at most: each may adopt one option that explains a cluster of its disagreements."""


def _adopt(
    fz: FuzzResult,
    final: dict[str, Any],
    base: Mapping[str, Any],
    session: _Session,
    answers: Answers,
    pool: list[Case],
) -> Difference | None:
    """The option flip that explains the most fuzz disagreements, if it breaks none of the answers
    asked so far (a value only requests made under the variant reach), as a difference of ``base``."""
    counts: dict[str, int] = {}
    found: dict[str, Finding] = {}
    for f in fz.findings:
        if f.option is not None and f.op not in session.evidence.silent:
            counts[f.option] = counts.get(f.option, 0) + f.count
            found.setdefault(f.option, f)
    before = len(_mismatched(session, answers, final, pool))
    for text in sorted(counts, key=lambda t: (-counts[t], t)):
        path, _, raw = text.partition(" = ")
        value = json.loads(raw)
        value = ABSENT if value is None else value
        doc = set_path(final, path, value)
        if len(_mismatched(session, answers, doc, pool)) > before:
            continue
        f = found[text]
        return Difference(path, value, get_path(base, path), f.request, f.expected, f.actual)
    return None


def _unexplained(
    session: _Session, answers: Answers, final: Mapping[str, Any], pool: list[Case], fz: FuzzResult
) -> list[dict[str, Any]]:
    """Every distinct disagreement no option explains: the requests asked that ``final`` does not
    answer alike, clustered as the fuzzer clusters (operation × rule code × option), each
    cluster's smallest request; then the fuzzer's own clusters (shrunk), which replace a pooled
    one of the same cluster."""
    out: dict[str, dict[str, Any]] = {}
    bad = [
        Case(c.op, c.args, expected=answers.answer(final, c), actual=session.answered(c))
        for c in _mismatched(session, answers, final, pool)
        if c.op not in session.evidence.silent
    ]
    if bad:
        rs = build(final)
        flips = FlipOptions(final)
        for op in sorted({c.op for c in bad}):
            for (area, option), members in cluster([c for c in bad if c.op == op], rs, flips).items():
                case = min(members, key=case_size)
                key = f"{op} × {area} × {option_text(option) or 'no option'}"
                out[key] = {
                    "cluster": key,
                    "op": op,
                    "area": area,
                    "count": len(members),
                    "args": case.args,
                    "expected": case.expected,
                    "actual": case.actual,
                }
    for f in fz.findings:
        if f.op in session.evidence.silent:
            continue
        out[f.key] = {
            "cluster": f.key,
            "op": f.op,
            "area": f.area,
            "count": f.count + out.get(f.key, {}).get("count", 0),
            "args": f.request["args"],
            "expected": f.expected,
            "actual": f.actual,
            "gherkin": f.gherkin,
        }
    return [out[k] for k in sorted(out)]


def _judge_evidence(
    result: IdentifyResult, impl: Answerer, rid: str, base: Mapping[str, Any], evidence: Evidence
) -> None:
    """Fill what was not probed: claimed operations that never answered, unclaimed ones, and the
    options of ``base`` that only those operations could show."""
    claimed = set(_supported_ops(impl, rid))
    for op in OPS:
        if op not in claimed:
            result.not_probed[op] = "not claimed in the handshake"
        elif op in evidence.silent:
            result.not_probed[op] = evidence.reason(op)
            result.failed_ops.append(op)
    probed = {op for op in OPS if op not in result.not_probed}
    unseen = {p for p in option_alternatives(base) if not set(relevant_ops(p)) & probed}
    if "deal" not in probed:  # the deck and the sizes are read from deal answers only (_deal_members)
        unseen |= {"deck", "hand_size", *(["kitty.size"] if isinstance(base.get("kitty"), Mapping) else [])}
    result.unobserved = sorted(unseen)


def departure_text(dep: Departure) -> str:
    """One line: the option, the app's value, the document's, and the rule that fixes it."""
    where = f"{dep.rule} ({dep.document}, {dep.section})" if dep.rule else f"{dep.document} ({dep.section})"
    return (
        f"{dep.option}: {json.dumps(json_value(dep.value))} where the document fixes"
        f" {json.dumps(json_value(dep.document_value))}: {where}"
    )


def render(result: IdentifyResult) -> str:
    """A short human summary."""
    out = [f"closest named ruleset: {result.ruleset}"]
    if result.ids_used:
        out.append(f"  requests sent under the claimed id(s): {', '.join(result.ids_used)}")
    if result.ids_silent:
        out.append(f"  claimed but answered nothing under: {', '.join(result.ids_silent)}")
    if result.ids_apart:
        out.append(
            f"  answers differently under: {', '.join(result.ids_apart)} (another variant each: identify --id ID)"
        )
    if result.ties:
        out.append(f"  answers identically to: {', '.join(result.ties)}")
    if result.departures:
        out.append(f"DEPARTURES: {len(result.departures)} rule(s) the app breaks relative to its document")
        out.append("  (declared apart: run --as judges the app by its document on them, so their scenarios fail)")
        for dep in result.departures:
            out.append(f"  {departure_text(dep)}")
    apart = {dep.option for dep in result.departures}
    if set(result.options) - apart:
        out.append("options that differ (variants of the document):")
        for d in result.differences:
            if d.option in apart:
                continue
            out.append(
                f"  {d.option}: {json.dumps(json_value(d.value))}"
                f" (named ruleset: {json.dumps(json_value(d.base_value))})"
            )
            out.append(f"    shown by {d.request['op']} {json.dumps(d.request['args'], ensure_ascii=False)}")
    elif result.options:
        pass  # every option that differs is a departure, listed above
    elif result.unobserved or not result.conclusive:
        out.append("no option differs among those observed (not every option could be observed: see below)")
    else:
        out.append("it plays the named ruleset exactly (no option differs)")
    if result.unexplained:
        out.append(f"{len(result.unexplained)} disagreement(s) no option explains:")
        for u in result.unexplained:
            out.append(f"  {u['cluster']} ({u['count']} request(s)): {json.dumps(u['args'], ensure_ascii=False)}")
            out.append(f"    expected {json.dumps(u['expected'])}, got {json.dumps(u['actual'])}")
    for op, why in sorted(result.not_probed.items()):
        out.append(f"not probed: {op}: {why}")
    if result.unobserved:
        out.append(f"{len(result.unobserved)} option(s) could not be observed: {', '.join(result.unobserved)}")
    if not result.conclusive:
        out.append(
            f"NOT CONCLUSIVE: claimed operation(s) {', '.join(result.failed_ops)} never answered;"
            " the ruleset and options above rest only on the others"
        )
    out.append(f"{result.probes} requests in {result.seconds:.1f} s")
    out.append("declaration (for run --as and check-ruleset):")
    out.append(json.dumps(result.declaration(), indent=2))
    return "\n".join(out) + "\n"


__all__ = ["ABSENT", "ERROR", "Difference", "IdentifyResult", "identify", "render"]
