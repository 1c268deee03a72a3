"""Causes: the smallest disagreements with the reference engine that explain an app's failures.

For each failed or errored verdict, the request it failed on is broken into primitive probes
(:mod:`.cause_probes`: its trick winners and melds, the legal plays where its verdicts part),
each asked of the app and answered by the reference engine under the same ruleset (or the
declared variant).  The first probe whose answers differ, most primitive first, is the
failure's cause; when none differs, the failing request itself is.  Causes are grouped by what
differs:

- a single ruleset option whose flip makes the reference engine answer as the app did
  (``counters.last_trick = 0``);
- else by what the operation's answers disagree on: the two cards of a trick the app ranks the
  other way, the meld lines that differ, the rule a legal play breaks, the first score part;
- a reply that breaks the protocol, by operation, cause and schema place.

Each cause keeps its smallest request (most primitive operation, then shortest args), the
expected and actual answers to it, and the ids of the results it explains.  Root causes come
first: a failure is explained by its most primitive differing probe.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from conformance_report.protocol.client import Outcome
from conformance_report.report.cause_probes import LEVEL, probes_for
from conformance_report.tools.cases import Case
from conformance_report.tools.compare import area_of, normalise, refusal, shared
from conformance_report.variants.judge import reference_outcome
from reference_engine.cards import Card
from reference_engine.ruleset import Ruleset

Ask = Callable[[str, Mapping[str, Any], Mapping[str, Any]], Outcome]
"""The app: (operation, ruleset document, args) → its outcome."""
FAILED: Final = ("failed", "errored")
_FIELDS: Final = ("meld", "trick_points", "made", "score")
EXPENSIVE: Final = ("play_hand",)
"""Operations whose answers are not searched for an explaining option (a whole hand per flip)."""


@dataclass
class _Found:
    key: tuple[Any, ...]
    words: str
    op: str
    ruleset: str
    args: Mapping[str, Any]
    expected: Any
    actual: Any
    case: Case | None = None


@dataclass
class _Group:
    found: _Found
    ids: list[str] = field(default_factory=list)


def _rank(card: str) -> str:
    return Card.from_str(card).rank


def _trick_key(args: Mapping[str, Any], want: Any, got: Any) -> tuple[tuple[Any, ...], str]:
    cards = {t["seat"]: str(t["card"]) for t in args.get("trick", [])}
    trump = str(args.get("trump"))
    a, b = cards.get(want), cards.get(got)
    if a is None or b is None:
        return ("trick_winner", "seat"), f"names seat {got}, which played no card in the trick"
    ca, cb = Card.from_str(a), Card.from_str(b)
    if ca == cb:
        rel = "identical cards"
    elif ca.suit == cb.suit:
        rel = "same suit"
    elif trump in (ca.suit, cb.suit):
        rel = "trump and another suit"
    else:
        rel = "two suits, neither trump"
    words = f"trick winner: {a} should beat {b} ({rel}), the app lets {b} win"
    if rel == "identical cards":
        words = f"trick winner: of two identical {a}, the app picks the other one"
    return ("trick_winner", ca.rank, cb.rank, rel), words


def _meld_key(expected: Any, actual: Any) -> tuple[tuple[Any, ...], str]:
    if not (isinstance(expected, dict) and isinstance(actual, dict)):
        return ("meld", "answer"), "meld: the answer differs"
    exp = {(ln[0], ln[2]): ln for ln in expected.get("lines", [])}
    act = {(ln[0], ln[2]): ln for ln in actual.get("lines", [])}
    odd = sorted(k for k in set(exp) | set(act) if exp.get(k) != act.get(k))
    if not odd:
        return ("meld", "total"), "meld: the lines agree but the total differs"
    names = ", ".join(f"{m} ×{n}" for m, n in odd)
    return ("meld", tuple(odd)), f"meld: the lines for {names} differ"


def _score_key(op: str, expected: Any, actual: Any) -> tuple[tuple[Any, ...], str]:
    exp = expected.get("final") if op == "play_hand" and isinstance(expected, dict) else expected
    act = actual.get("final") if op == "play_hand" and isinstance(actual, dict) else actual
    if isinstance(exp, dict) and isinstance(act, dict):
        sides_e, sides_a = exp.get("sides", []), act.get("sides", [])
        for name in _FIELDS:
            if name == "made":
                if exp.get("made") != act.get("made"):
                    return (op, "score", "made"), f"{op}: whether the bid is made differs"
                continue
            col = {"meld": 1, "trick_points": 2, "score": 3}[name]
            if [s[col] for s in sides_e] != [s[col] for s in sides_a] or (
                name == "score" and exp.get("seats") != act.get("seats")
            ):
                return (op, "score", name), f"{op}: the sides' {name.replace('_', ' ')} differ"
    return (op, "answer"), f"{op}: the score differs"


def _describe(op: str, args: Mapping[str, Any], case: Case, rs: Ruleset) -> _Found:
    exp, act = case.expected, case.actual
    key: tuple[Any, ...]
    if isinstance(act, dict) and "outcome" in act:
        key, words = (op, "refused"), f"{op}: the app refuses a request the reference engine answers"
    elif op == "trick_winner":
        key, words = _trick_key(args, (case.reference_result or {}).get("seat"), _seat_of(act))
    elif op == "meld":
        key, words = _meld_key(exp, act)
    elif op == "legal_plays":
        area = area_of(case, rs)
        key, words = ("legal_plays", area), f"legal plays: the app's differ where rule {area} decides"
    elif op == "hand_score" or (op == "play_hand" and area_of(case, rs) == "scoring"):
        key, words = _score_key(op, exp, act)
    else:
        area = area_of(case, rs)
        key, words = (op, area), f"{op}: the answers differ ({area})"
    return _Found(key, words, op, "", args, exp, act)


def _seat_of(actual: Any) -> Any:
    return actual.get("seat") if isinstance(actual, dict) else None


@dataclass
class Finder:
    """Finds the causes of one implementation's failures (asks ``ask``; keeps every answer)."""

    ask: Ask
    document: Callable[[str], Mapping[str, Any] | None]
    asked: int = 0
    _seen: dict[str, Outcome] = field(default_factory=dict)
    _built: dict[str, Ruleset | None] = field(default_factory=dict)
    _docs: dict[str, Mapping[str, Any]] = field(default_factory=dict)
    _flips: dict[str, Ruleset | None] = field(default_factory=dict)

    def _ruleset(self, doc: Mapping[str, Any]) -> Ruleset | None:
        from conformance_report.variants.builds import built

        rid = str(doc.get("id"))
        if rid not in self._built:
            self._built[rid] = built(doc)
            self._docs[rid] = doc
        return self._built[rid]

    def _app(self, op: str, doc: Mapping[str, Any], args: Mapping[str, Any]) -> Outcome:
        k = f"{doc.get('id')}\n{op}\n{json.dumps(args, sort_keys=True)}"
        hit = self._seen.get(k)
        if hit is None:
            self.asked += 1
            hit = self._seen[k] = self.ask(op, doc, args)
        return hit

    def _judge(
        self, op: str, doc: Mapping[str, Any], args: Mapping[str, Any], got: Outcome, *, derived: bool
    ) -> _Found | None:
        ref = reference_outcome(op, doc, args)
        if got.kind == "unsupported" or (derived and ref.kind != "result"):
            return None  # a derived probe the reference refuses asks nothing of the app
        case = Case(op, dict(args))
        case.reference_result = dict(ref.result or {}) if ref.kind == "result" else None
        case.expected = normalise(op, ref.result) if ref.kind == "result" else refusal(ref)
        try:
            case.actual = normalise(op, got.result) if got.kind == "result" else refusal(got)
        except (AttributeError, TypeError):  # a result of the wrong shape: compared as it came
            case.actual = got.result
        if isinstance(case.expected, dict) and case.expected.get("outcome") == "adapter_error":
            case.expected = {"outcome": "adapter_error", "cause": None}
        if isinstance(case.actual, dict) and case.actual.get("outcome") == "adapter_error" and not got.cause:
            case.actual = {"outcome": "adapter_error", "cause": None}
        case.expected, case.actual = shared(case.expected, case.actual)
        if case.expected == case.actual:
            return None
        rs = self._ruleset(doc)
        if rs is None:
            return _Found((op, "answer"), f"{op}: the answers differ", op, str(doc.get("id")), args, *_pair(case))
        found = _describe(op, args, case, rs)
        found.ruleset = str(doc.get("id"))
        found.case = case if got.kind == "result" and ref.kind == "result" else None
        return found

    def cause_of(self, result: Mapping[str, Any]) -> _Found | None:
        """The most primitive differing probe under ``result``'s failing request (None: none found)."""
        exchanges = [ex for ex in result.get("exchanges") or [] if isinstance(ex, Mapping)]
        if not exchanges:
            return None
        ex = exchanges[-1]
        req, reply = ex.get("request") or {}, ex.get("reply") or {}
        op, args = str(req.get("op")), req.get("args") or {}
        harness = reply.get("harness") if isinstance(reply.get("harness"), Mapping) else None
        if harness and harness.get("cause"):
            return _broken_reply(op, str(req.get("ruleset")), args, harness, reply)
        doc = self.document(str(req.get("ruleset")))
        if doc is None:
            return None
        rs = self._ruleset(doc)
        if rs is not None:
            for probe in probes_for(rs, op, args, _parting_action(result)):
                got = self._app(probe.op, doc, probe.args)
                found = self._judge(probe.op, doc, probe.args, got, derived=True)
                if found is not None:
                    return found
        got = _recorded(reply)
        if got.kind == "result" and not _whole(op, got.result):  # cut in the report: asked again
            got = self._app(op, doc, args)
        return self._judge(op, doc, args, got, derived=False)

    def option(self, found: _Found) -> str | None:
        """``path = value``: one ruleset option whose flip makes the reference answer as the app did."""
        from conformance_report.tools.fuzz import _comparable, _option_text
        from conformance_report.variants.probes import engine_answer, option_alternatives, relevant_ops

        doc, case = self._docs.get(found.ruleset), found.case
        if doc is None or case is None or found.op in EXPENSIVE:
            return None
        target = _comparable(case.actual)
        for path, values in option_alternatives(doc).items():
            if found.op not in relevant_ops(path):
                continue
            for v in values:
                rs = self._flip(doc, path, v)
                if rs is None:
                    continue
                theirs, ours = shared(target, engine_answer(rs, found.op, case.args))
                if ours == theirs:
                    return _option_text((path, v))
        return None

    def _flip(self, doc: Mapping[str, Any], path: str, value: Any) -> Ruleset | None:
        from conformance_report.variants.builds import built
        from conformance_report.variants.probes import set_path

        k = f"{doc.get('id')}\n{path}\n{json.dumps(value, sort_keys=True, default=str)}"
        if k not in self._flips:
            self._flips[k] = built(set_path(doc, path, value))
        return self._flips[k]


def _pair(case: Case) -> tuple[Any, Any]:
    return case.expected, case.actual


def _whole(op: str, result: Any) -> bool:
    """Whether a recorded result can be compared (the report cuts long ones)."""
    try:
        normalise(op, result)
    except (AttributeError, TypeError):
        return False
    return "…" not in json.dumps(result, ensure_ascii=False)


def _recorded(reply: Mapping[str, Any]) -> Outcome:
    if "result" in reply:
        return Outcome("result", result=reply["result"])
    if "unsupported" in reply:
        return Outcome("unsupported", message=str((reply.get("unsupported") or {}).get("message", "")))
    err = reply.get("error") or {}
    return Outcome("adapter_error", message=str(err.get("message", "")))


def _parting_action(result: Mapping[str, Any]) -> int | None:
    from conformance_report.report.detail import sequence_difference

    seq = sequence_difference(result)
    return int(seq["action"]) - 1 if seq is not None else None


def _broken_reply(
    op: str, ruleset: str, args: Mapping[str, Any], harness: Mapping[str, Any], reply: Mapping[str, Any]
) -> _Found:
    err = reply.get("error") or {}
    raw = err.get("details")
    details: Mapping[str, Any] = raw if isinstance(raw, Mapping) else {}
    where = str(details.get("schema_path") or details.get("pointer") or "")
    cause = str(harness.get("cause"))
    message = str(err.get("message", ""))
    message = message if len(message) <= 200 else message[:199] + "…"
    words = f"{op}: the reply breaks the protocol ({cause.replace('_', ' ')}): {message}"
    shown = details.get("value") if "value" in details else err.get("message")
    return _Found(("reply", op, cause, where), words, op, ruleset, args, f"a valid {op} reply", shown)


def find_causes(results: Sequence[Mapping[str, Any]], finder: Finder) -> tuple[list[dict[str, Any]], list[str]]:
    """(causes, ids of failures no cause explains) for one implementation's ``results``.

    Failures are first grouped by what differs and the ruleset; the smallest request of each
    group is searched for one explaining option, and groups with the same option are merged.
    Causes are sorted by how many failures each explains, most first; no failure, no cause."""
    first: dict[str, _Group] = {}
    unexplained: list[str] = []
    for r in results:
        if r.get("status") not in FAILED:
            continue
        found = finder.cause_of(r)
        rid = str(r["id"]) + (f" [{r['variant']}]" if r.get("variant") else "")
        if found is None:
            unexplained.append(rid)
            continue
        g = first.setdefault(json.dumps([found.key, found.ruleset], default=str), _Group(found))
        if _smaller(found, g.found):
            g.found = found
        if rid not in g.ids:
            g.ids.append(rid)
    groups: dict[str, _Group] = {}
    for g in first.values():
        option = finder.option(g.found)
        if option is not None:
            g.found.key = ("option", option.split(" = ")[0])
            g.found.words = (
                f"{g.found.op}: the app answers as if {option}, a ruleset option the reference engine reads otherwise"
            )
        merged = groups.setdefault(json.dumps(g.found.key, default=str), _Group(g.found))
        if merged is not g:
            if _smaller(g.found, merged.found):
                merged.found = g.found
            merged.ids += [i for i in g.ids if i not in merged.ids]
    ordered = sorted(groups.values(), key=lambda g: (-len(g.ids), LEVEL.get(g.found.op, 9), g.found.words))
    return [_as_json(g) for g in ordered], unexplained


def smallness(op: str, args: Mapping[str, Any]) -> tuple[int, int, str]:
    """How small a cause's request is: its operation's level, then its length, then its text (so
    the smallest request of a group is the same whatever order, or shards, found it)."""
    text = json.dumps(args, sort_keys=True, default=str)
    return LEVEL.get(op, 9), len(text), text


def _smaller(a: _Found, b: _Found) -> bool:
    return smallness(a.op, a.args) < smallness(b.op, b.args)


def _as_json(g: _Group) -> dict[str, Any]:
    f = g.found
    return {
        "operation": f.op,
        "group": json.dumps(f.key, default=str),
        "differs": f.words,
        "request": {"op": f.op, "ruleset": f.ruleset, "args": dict(f.args)},
        "expected": _plain(f.expected),
        "actual": _plain(f.actual),
        "explains": list(g.ids),
    }


def _plain(value: Any) -> Any:
    """A normalised answer as JSON (tuples as lists)."""
    return json.loads(json.dumps(value, default=str))


_BUILT: Final = re.compile(r"^(.+) with ([\w.]+) set to (.+)$")


def documents(
    sent: Iterable[tuple[str, str]], variants: Iterable[Mapping[str, Any]]
) -> Callable[[str], Mapping[str, Any] | None]:
    """The ruleset document behind each id a request carried: a declared variant, a ruleset
    built from options (``("penn-4-3f9c0a12", "penn-4 with play.must_overtrump set to false")``,
    as :attr:`~conformance_report.spec.runner.Plan.sent` gives them) or a named ruleset."""
    from conformance_report.rulesets import load_document
    from conformance_report.variants.paths import set_path

    known: dict[str, Mapping[str, Any] | None] = {str(v.get("id")): v for v in variants}
    recipes = dict(sent)

    def document(rid: str) -> Mapping[str, Any] | None:
        if rid not in known:
            try:
                m = _BUILT.match(recipes.get(rid, ""))
                if m is not None:
                    from conformance_report.spec.steps import ruleset_patches

                    doc = load_document(m[1])
                    for path, value in ruleset_patches(m[2], m[3]):
                        doc = set_path(doc, path, value)
                    doc["id"] = rid
                    known[rid] = doc
                else:
                    known[rid] = load_document(rid)
            except (ValueError, OSError):
                known[rid] = None
        return known[rid]

    return document
