"""Ruleset options and the requests that tell their values apart.

An *option* is a dotted path into a ruleset document (``bidding.minimum``,
``meld.values.pinochle.2``); its *alternatives* are the values other named rulesets give it
(or its absence), a neighbouring number, or the other boolean, leaving out those that build
the same rules (an absent member that defaults to the ruleset's own value). A *variant* is a
ruleset document with some options changed.

Requests are drawn with the fuzzer's generators (:func:`conformance_report.tools.cases.draw_case`)
and the plain-random ones (:func:`conformance_report.tools.generators.random_cases`), and
answered by the reference engine in process. A request *discriminates* two variants when
their reference answers differ; the smallest such requests are what identify sends to an
implementation and what explain prints as scenarios.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Final, Protocol

import orjson
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st

import reference_engine
from conformance_report import interrupts
from conformance_report.protocol.client import Outcome
from conformance_report.rulesets import load_document, ruleset_ids
from conformance_report.tools.cases import OPS, Case, draw_case
from conformance_report.tools.compare import normalise, shown_view
from conformance_report.tools.generators import random_cases
from conformance_report.user_cache import cache_dir, locked, read_entry, write_entry
from conformance_report.variants.builds import build as build
from conformance_report.variants.paths import ABSENT as ABSENT
from conformance_report.variants.paths import get_path as get_path
from conformance_report.variants.paths import json_copy
from conformance_report.variants.paths import set_path as set_path
from conformance_report.variants.reads import SHARED_OPS, Reads, agrees, traced
from reference_engine.adapter import OPERATIONS
from reference_engine.errors import PinochleError
from reference_engine.ruleset import Ruleset

ERROR: Final = {"outcome": "adapter_error", "cause": None}
"""The normalised answer of a request the engine refuses (the same as the fuzzer's verdict)."""
META: Final = frozenset({"$schema", "id", "name", "description", "source", "readings"})
"""Top-level members that describe a ruleset rather than change its play."""
STRUCTURE: Final = frozenset({"players", "deck", "hand_size", "sides"})

RELEVANT_OPS: Final[dict[str, tuple[str, ...]]] = {
    "meld": ("meld", "hand_score", "play_hand"),
    "play": ("legal_plays", "trick_winner", "play_hand"),
    "counters": ("hand_score", "play_hand"),
    "bidding": ("auction", "play_hand"),
    "scoring": ("hand_score", "play_hand"),
    "game": ("game_result", "auction", "play_hand"),
    "deal": ("deal", "play_hand"),
    "cut_for_deal": ("cut_for_deal",),
    "kitty": ("deal", "play_hand", "hand_score"),
    "passing": ("play_hand",),
    "partner": ("play_hand", "hand_score"),
    "discard_draw": ("deal", "play_hand"),
}


class Answerer(Protocol):
    """What identify needs of an implementation: an :class:`Implementation`, or an in-process one."""

    def supports(self, op: str, ruleset_id: str) -> bool: ...

    def request(
        self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any], *, timeout: float | None = None
    ) -> Outcome: ...


def engine_answer(rs: Ruleset, op: str, args: Mapping[str, Any]) -> Any:
    """The reference engine's normalised answer to one request under ``rs`` (``ERROR`` when refused)."""
    try:
        return normalise(op, OPERATIONS[op](rs, args))
    except (PinochleError, TypeError, AttributeError, KeyError, ValueError, IndexError):
        return ERROR


def engine_result(rs: Ruleset, op: str, args: Mapping[str, Any]) -> dict[str, Any] | None:
    """The reference engine's raw result (None when it refuses the request)."""
    try:
        return OPERATIONS[op](rs, args)
    except (PinochleError, TypeError, AttributeError, KeyError, ValueError, IndexError):
        return None


def outcome_answer(op: str, outcome: Outcome) -> Any:
    """An implementation's normalised answer: the result, ``ERROR``, or None when it gave none."""
    if outcome.kind == "result":
        return normalise(op, outcome.result)
    if outcome.kind == "adapter_error":
        return ERROR
    return None


class LocalVariant:
    """An in-process adapter that plays ``doc`` whatever ruleset a request carries (claims any ruleset).

    ``bug`` optionally changes answers: a function (op, args, result) -> result.
    """

    def __init__(
        self,
        doc: Mapping[str, Any],
        bug: Callable[[str, Mapping[str, Any], dict[str, Any]], dict[str, Any]] | None = None,
    ) -> None:
        self.doc = json_copy(dict(doc))
        self.rs = Ruleset.from_dict(self.doc)
        self.bug = bug
        self.sent = 0

    def supports(self, op: str, ruleset_id: str) -> bool:
        return op in OPERATIONS

    def request(
        self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any], *, timeout: float | None = None
    ) -> Outcome:
        self.sent += 1
        result = engine_result(self.rs, op, args)
        if result is None:
            return Outcome("adapter_error", message="refused")
        if self.bug is not None:
            result = self.bug(op, args, result)
        return Outcome("result", result=result)


# ------------------------------------------------------------------------------ options
def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def leaf_paths(doc: Mapping[str, Any], prefix: str = "") -> list[str]:
    """Dotted paths of the leaves (non-object values) of a ruleset document, metadata left out."""
    out: list[str] = []
    for k, v in doc.items():
        if not prefix and k in META:
            continue
        path = f"{prefix}.{k}" if prefix else k
        if isinstance(v, Mapping) and v:
            out += leaf_paths(v, path)
        else:
            out.append(path)
    return out


@cache
def _named_docs() -> tuple[tuple[str, str], ...]:
    return tuple((rid, json.dumps(load_document(rid))) for rid in ruleset_ids())


def named_documents() -> dict[str, dict[str, Any]]:
    """Every named ruleset document (fresh copies)."""
    return {rid: json.loads(text) for rid, text in _named_docs()}


def _numeric_neighbours(path: str, value: int, doc: Mapping[str, Any]) -> list[int]:
    if path.startswith("bidding."):
        step = get_path(doc, "bidding.increment")
        unit = step if isinstance(step, int) and step > 0 else 1
    else:
        unit = 10 if value >= 50 and value % 10 == 0 else 1
    return [v for v in (value - unit, value + unit) if v >= 0]


def option_alternatives(base: Mapping[str, Any], *, structure: bool = False) -> dict[str, list[Any]]:
    """Each option of ``base`` and the values tried for it (every one builds a valid ruleset)."""
    out: dict[str, list[Any]] = json_copy(_option_alternatives(json.dumps(base, sort_keys=True), structure))
    return out


@cache
def _option_alternatives(text: str, structure: bool) -> dict[str, list[Any]]:
    base = json.loads(text)
    built = build(base)
    others = list(named_documents().values())
    paths: list[str] = leaf_paths(base)
    seen = set(paths)
    for other in others:
        for p in leaf_paths(other):
            parent = p.rsplit(".", 1)[0] if "." in p else ""
            if p in seen:
                continue
            if parent == "" or isinstance(get_path(base, parent), Mapping):
                paths.append(p)
                seen.add(p)
    reading_alternatives = _reading_alternatives(base)
    out: dict[str, list[Any]] = {}
    for path in paths:
        if not structure and path.split(".")[0] in STRUCTURE:
            continue
        current = get_path(base, path)
        values: dict[str, Any] = {}
        for other in others:
            v = get_path(other, path)
            values.setdefault(_key(v), v)
        for v in reading_alternatives.get(path, ()):
            values.setdefault(_key(v), v)
        if isinstance(current, bool):
            values.setdefault(_key(not current), not current)
        elif isinstance(current, int):
            for v in _numeric_neighbours(path, current, base):
                values.setdefault(_key(v), v)
        values.pop(_key(current), None)
        good = []
        for v in values.values():
            try:
                flipped = build(set_path(base, path, v))
            except (PinochleError, TypeError, KeyError, ValueError, AttributeError):
                continue
            if flipped != built:  # not the same rules written another way (absent = its default)
                good.append(v)
        if good:
            out[path] = good
    return out


def _reading_alternatives(doc: Mapping[str, Any]) -> dict[str, list[Any]]:
    """The other values of the readings ``doc`` records (its ``readings`` entries with an
    ``option``), by option path: a value no named ruleset takes, such as 002's later identical
    card winning, is still one a document allows."""
    out: dict[str, list[Any]] = {}
    readings = doc.get("readings")
    for entry in readings if isinstance(readings, list) else ():
        option = entry.get("option") if isinstance(entry, Mapping) else None
        alternatives = entry.get("alternatives") if isinstance(entry, Mapping) else None
        if isinstance(option, str) and isinstance(alternatives, list):
            out.setdefault(option, []).extend(alternatives)
    return out


def relevant_ops(path: str) -> tuple[str, ...]:
    """The operations whose answers an option can change."""
    return RELEVANT_OPS.get(path.split(".")[0], OPS)


def changes_an_answer(rs: Ruleset, flipped: Ruleset, cases: Iterable[Case], base: dict[int, Any] | None = None) -> bool:
    """Whether ``flipped`` answers some request of ``cases`` differently from ``rs``.

    ``base`` keeps ``rs``'s answers by request (pass the same dict for every flip of ``rs``).
    """
    base = {} if base is None else base
    for c in cases:
        if id(c) not in base:
            base[id(c)] = engine_answer(rs, c.op, c.args)
        if engine_answer(flipped, c.op, c.args) != base[id(c)]:
            return True
    return False


# ------------------------------------------------------------------------------ requests
def case_size(case: Case) -> int:
    """How big a request is (smaller reads better): its JSON length (orjson's compact text: the
    same length as the standard library's for these ASCII args, several times quicker)."""
    return len(orjson.dumps(case.args))


def _collector(op: str, rs: Ruleset, cases: list[Case]) -> Callable[[st.DataObject], None]:
    def collect(data: st.DataObject) -> None:
        case = draw_case(op, rs, data)
        if case is not None:
            cases.append(case)

    return collect


def case_pool(doc: Mapping[str, Any], ops: Iterable[str], per_op: int, seed: int = 0) -> list[Case]:
    """``per_op`` generated requests of each operation from each generator (hypothesis's and the
    plain-random one aimed at rare paths), valid positions under ``doc`` (fresh objects).

    Pools are remembered per (document, operation, size, seed): generating costs milliseconds a request.
    """
    text = json.dumps(doc, sort_keys=True)
    out: list[Case] = []
    for op in ops:
        out += [
            Case(c.op, json_copy(c.args), key=(text, op, per_op, seed, i))
            for i, c in enumerate(_pool(text, op, per_op, seed))
        ]
    return out


_POOLS: dict[tuple[str, str, int, int], list[Case]] = {}


def _pool(text: str, op: str, per_op: int, seed: int) -> list[Case]:
    """A generated pool: from this process's memory, else the per-user cache, else generated
    (under a lock, so two processes that need the same pool generate it once)."""
    key = (text, op, per_op, seed)
    if key in _POOLS:
        return _POOLS[key]
    digest = hashlib.sha256(f"{_generator_fingerprint()}\0{op}\0{per_op}\0{seed}\0{text}".encode()).hexdigest()
    path = cache_dir("pools") / f"{digest}.json"
    with locked(path):
        cases = _cases_from_json(read_entry(path))
        if cases is None:
            cases = _generate(json.loads(text), [op], per_op, seed)
            write_entry(path, json.dumps([[c.op, c.args] for c in cases], separators=(",", ":")))
    _POOLS[key] = cases
    return cases


def _cases_from_json(text: str | None) -> list[Case] | None:
    if text is None:
        return None
    try:
        return [Case(str(op), dict(args)) for op, args in json.loads(text)]
    except (ValueError, TypeError):
        return None


@cache
def _generator_fingerprint() -> str:
    """What a generated pool depends on besides its inputs: the generators' and the engine's
    source and hypothesis's version (a cached pool made by other code is never used)."""
    import hypothesis

    from conformance_report.tools import cases, compare, generators

    digest = hashlib.sha256(hypothesis.__version__.encode())
    sources = [Path(cases.__file__), Path(compare.__file__), Path(generators.__file__), Path(__file__)]
    sources += sorted(Path(reference_engine.__file__).parent.glob("*.py"))
    for source in sources:
        digest.update(source.read_bytes())
    return digest.hexdigest()


def _generate(doc: Mapping[str, Any], ops: Iterable[str], per_op: int, seed: int) -> list[Case]:
    rs = build(doc)
    pool: list[Case] = []
    for op in ops:
        cases: list[Case] = []
        test = settings(
            max_examples=per_op,
            deadline=None,
            database=None,
            derandomize=False,
            suppress_health_check=list(HealthCheck),
            phases=[Phase.generate],
        )(given(data=st.data())(interrupts.checked(_collector(op, rs, cases))))
        interrupts.run(hypothesis_seed(seed)(test))
        pool += cases + random_cases(rs, op, per_op, seed)
    return pool


_SHARED: dict[tuple[str, tuple[Any, ...]], tuple[Any, str]] = {}
"""Reference answers to pooled requests, per (ruleset document, pool position): pools are remembered
too, so identify and explain answer each pooled request under each ruleset once per process."""

_READ_SETS: dict[Any, tuple[Case, list[tuple[Reads, tuple[Any, str]]]]] = {}
"""Traced answers to pooled requests, by pool position: each with the ruleset values it read."""
READ_SETS_KEPT: Final = 6
READ_SETS_LIMIT: Final = 20000
"""Requests whose traced answers are kept (a few kilobytes each), then forgotten all at once."""
"""Traced answers kept per request (each is checked before answering it again)."""

TIERS: Final = (
    ("meld", "legal_plays", "trick_winner", "auction", "game_result", "deal", "cut_for_deal"),
    ("hand_score",),
    ("play_hand",),
)
"""Operations by the cost of answering them: cheaper tiers are searched first."""


@dataclass
class Answers:
    """Reference answers, cached per (variant document, request)."""

    rulesets: dict[int, tuple[Mapping[str, Any], Ruleset, str]] = field(default_factory=dict)
    cache: dict[tuple[int, int], tuple[Case, tuple[Any, str]]] = field(default_factory=dict)
    """Answers by (document id, request id), each beside its request: kept alive, its id is never
    reused by another request while the entry stands (the documents are kept in ``rulesets``)."""
    calls: int = 0
    shown: str = "all"
    """How play_hand's optional ``shown`` is judged (``compare.shown_view``): ``all``, ``none``
    (an implementation that does not report it), or ``steps`` (as scenarios check it)."""
    views: dict[tuple[int, int, str], tuple[Any, str]] = field(default_factory=dict)
    read_sets: dict[Any, tuple[Case, list[tuple[Reads, tuple[Any, str]]]]] = field(default_factory=dict)
    """Traced answers to requests that are not pooled, by request id (each beside its request)."""

    def ruleset(self, doc: Mapping[str, Any]) -> Ruleset:
        return self._ruleset(doc)[1]

    def _ruleset(self, doc: Mapping[str, Any]) -> tuple[Mapping[str, Any], Ruleset, str]:
        hit = self.rulesets.get(id(doc))
        if hit is None:
            hit = (doc, build(doc), json.dumps(doc, sort_keys=True))  # the document is kept: its id stays unique
            self.rulesets[id(doc)] = hit
        return hit

    def keyed(self, doc: Mapping[str, Any], case: Case) -> tuple[Any, str]:
        """The answer and a comparable text of it (remembered by every ``Answers`` for pooled requests)."""
        _doc, rs, text = self._ruleset(doc)
        ck = (id(doc), id(case))
        entry = self.cache.get(ck)
        if entry is not None and entry[0] is case:
            hit = entry[1]
        else:
            shared = None if case.key is None else (text, case.key)
            found = _SHARED.get(shared) if shared is not None else None
            if found is None:
                found = self._computed(rs, case)
                if shared is not None:
                    _SHARED[shared] = found
            hit = found
            self.cache[ck] = (case, hit)
        if self.shown == "all" or case.op != "play_hand" or not isinstance(hit[0], dict) or "shown" not in hit[0]:
            return hit
        vk = (*ck, self.shown)
        view = self.views.get(vk)
        if view is None:
            seen = shown_view(hit[0], self.shown)
            view = self.views[vk] = (seen, json.dumps(seen, sort_keys=True))
        return view

    def answer(self, doc: Mapping[str, Any], case: Case) -> Any:
        return self.keyed(doc, case)[0]

    def _computed(self, rs: Ruleset, case: Case) -> tuple[Any, str]:
        """The engine's answer, or one given under another ruleset that agrees with ``rs`` on every
        value that answer read (:mod:`.reads`; whole hands only)."""
        if case.op not in SHARED_OPS:
            self.calls += 1
            ans = engine_answer(rs, case.op, case.args)
            return ans, json.dumps(ans, sort_keys=True)
        key: Any = case.key if case.key is not None else id(case)
        table = _READ_SETS if case.key is not None else self.read_sets
        entry = table.get(key)
        if entry is None or (case.key is None and entry[0] is not case):
            if len(table) >= READ_SETS_LIMIT:
                table.clear()
            entry = table[key] = (case, [])
        for reads, found in entry[1]:
            if agrees(rs, reads):
                return found
        self.calls += 1
        ans, reads = traced(rs, lambda: engine_answer(rs, case.op, case.args))
        found = (ans, json.dumps(ans, sort_keys=True))
        kept = entry[1]
        kept.append((reads, found))
        if len(kept) > READ_SETS_KEPT:
            del kept[1]  # the first (the base's, as a rule) is kept: most variants share it
        return found


def separating_cases(
    answers: Answers, docs: Sequence[Mapping[str, Any]], cases: Iterable[Case], limit: int = 4
) -> list[Case]:
    """Small requests that split ``docs`` by their answers, each separating a pair no earlier one did.

    Cheap operations are tried first; whole hands only when they separate nothing.
    """
    all_cases = list(cases)
    n = len(docs)
    open_pairs = {(i, j) for i in range(n) for j in range(i + 1, n)}
    chosen: list[Case] = []
    for tier in TIERS:
        # smallest first, answered only until enough are found (the same choice as answering
        # every request of the tier and then sorting those that separate)
        for case in sorted((c for c in all_cases if c.op in tier), key=case_size):
            keys = [answers.keyed(d, case)[1] for d in docs]
            if len(set(keys)) < 2:
                continue
            split = {(i, j) for (i, j) in open_pairs if keys[i] != keys[j]}
            if split:
                chosen.append(case)
                open_pairs -= split
            if not open_pairs or len(chosen) >= limit:
                return chosen
        if chosen:
            return chosen
    return chosen


def option_patch(options: Mapping[str, Any]) -> dict[str, Any]:
    """Dotted option values as a nested merge patch (``ABSENT`` becomes null)."""
    patch: dict[str, Any] = {}
    for path, value in sorted(options.items()):
        node = patch
        parts = path.split(".")
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = None if value == ABSENT else json_copy(value)
    return patch


def json_value(value: Any) -> Any:
    """An option value for JSON output (absence is null, as in a merge patch)."""
    return None if value == ABSENT else value
