"""``pinochle-conformance explain A B``: what changes in play between two rulesets (or declarations).

For every option whose value differs between A and B, the smallest generated request whose
reference answer changes with that option alone is printed as a ready-to-paste scenario in
the suite's own steps, its expectations taken from B; each carries the option's citation (B's
source document, the readings that name the option, and catalogue rules). Options that
differ on paper but change no answer to any generated request are listed at the end (the
generators reach every option value except those ``unreachable_options.json`` lists). Nothing differs: nothing printed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from conformance_report.rulesets import find_ruleset_file, read_json, ruleset_ids
from conformance_report.spec.catalogue import document_title, load_catalogue
from conformance_report.tools.compare import shown_kinds
from conformance_report.tools.generators import meld_sweep
from conformance_report.tools.gherkin import gherkin
from conformance_report.variants.declaration import load_declaration
from conformance_report.variants.probes import (
    META,
    TIERS,
    Answers,
    build,
    case_pool,
    engine_result,
    get_path,
    json_value,
    leaf_paths,
    relevant_ops,
    separating_cases,
    set_path,
)


@dataclass
class Explanation:
    """Per differing option: a scenario (or none, when no answer changes)."""

    a: str
    b: str
    scenarios: dict[str, str] = field(default_factory=dict)
    silent: list[str] = field(default_factory=list)
    values: dict[str, tuple[Any, Any]] = field(default_factory=dict)
    with_others: list[str] = field(default_factory=list)
    """Options whose scenario also shows other options' changes (none changes that answer alone)."""


def differing_options(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    """Dotted option paths whose values differ between two ruleset documents (metadata left out)."""
    paths = sorted(set(leaf_paths(a)) | set(leaf_paths(b)))
    return [p for p in paths if p.split(".")[0] not in META and get_path(a, p) != get_path(b, p)]


def citation(doc: dict[str, Any], path: str, own: frozenset[str] = frozenset(), base: str | None = None) -> list[str]:
    """Where an option's value comes from: the ruleset's document and sections, its readings, catalogue rules.

    ``own`` holds the options a declaration sets itself (a club's own values, on ``base``): those
    cite the declaration, not the document, and readings inherited from ``base`` say so.
    """
    src = doc.get("source", {})
    if path in own or any(path.startswith(o + ".") for o in own):
        return [f"# {path}: {doc.get('id')}'s own value, set by its declaration on {base} (not from a document)"]
    sections = [s for s in src.get("sections", []) if _names(s, path)] or src.get("sections", [])
    whose = f" (inherited from {base})" if base and base != doc.get("id") else ""
    title = document_title(str(src.get("document", "?")))
    out = [f"# {path}: {doc.get('id')}{whose} follows {title} ({'; '.join(sections)})"]
    for r in doc.get("readings", []):
        opt = str(r.get("option", ""))
        if opt and (path == opt or path.startswith(opt + ".")):
            out.append(f"#   reading of {base or doc.get('id')}: {r.get('reading')}")
    head = path.split(".")[-2] if path.count(".") >= 2 and path.split(".")[-1].isdigit() else path.split(".")[-1]
    words = [w for w in head.replace("_", "-").split("-") if len(w) > 3]
    try:
        rules = load_catalogue().rules
    except (OSError, ValueError):  # pragma: no cover - the catalogue ships with the suite
        rules = ()
    hits = [r.id for r in rules if r.document == src.get("document") and words and all(w in r.id for w in words)][:3]
    if hits:
        out.append(f"#   catalogue (features/catalogue.json): {', '.join(hits)}")
    return out


_SECTION_WORDS: dict[str, tuple[str, ...]] = {
    "meld": ("meld",),
    "counters": ("card values", "counting", "counter", "scoring"),
    "bidding": ("bidding", "auction"),
    "play": ("play", "trick"),
    "deal": ("deal",),
    "scoring": ("scoring", "counting"),
    "game": ("game", "scoring"),
    "passing": ("passing",),
    "kitty": ("kitty", "widow"),
}


def _names(section: str, path: str) -> bool:
    """Whether a source section's name is about the option's part of the rules."""
    words = _SECTION_WORDS.get(path.split(".")[0], (path.split(".")[0],))
    return any(w in section.lower() for w in words)


def _own_options(source: str) -> tuple[frozenset[str], str | None]:
    """The option paths a declaration sets itself, and the ruleset it extends (none for a named ruleset)."""
    if source in ruleset_ids():
        return frozenset(), None
    try:
        raw = read_json(find_ruleset_file(source))
    except (ValueError, OSError):
        return frozenset(), None
    if not (isinstance(raw, dict) and "extends" in raw):
        return frozenset(), None
    patch = {k: v for k, v in raw.items() if k not in ("extends", "$schema", "id", "name", "description", "readings")}
    return frozenset(leaf_paths(patch)), str(raw["extends"])


def explain(a: str, b: str, *, per_op: int = 40, seed: int = 0) -> Explanation:
    """The behavioural difference between rulesets (or declarations) ``a`` and ``b``."""
    doc_a, doc_b = load_declaration(a), load_declaration(b)
    result = Explanation(a, b)
    paths = differing_options(doc_a, doc_b)
    if not paths:
        return result
    answers = Answers(shown="steps")  # a difference in 'shown' only as the steps can check it
    own, base = _own_options(b)
    rs_b = build(doc_b)
    for path in paths:
        result.values[path] = (get_path(doc_a, path), get_path(doc_b, path))
        try:
            variant = set_path(doc_a, path, get_path(doc_b, path))
            build(variant)
        except ValueError:
            variant = doc_b
        chosen = []
        for tier in TIERS:  # whole hands are slow to generate: only when cheaper requests show nothing
            ops = [op for op in relevant_ops(path) if op in tier]
            if not ops:
                continue
            pool = case_pool(doc_a, ops, per_op, seed) + case_pool(doc_b, ops, per_op, seed)
            # requests where the option alone changes A's answer into B's
            useful = [c for c in pool if answers.keyed(variant, c)[1] == answers.keyed(doc_b, c)[1]]
            chosen = separating_cases(answers, [doc_a, variant], useful, limit=1)
            if not chosen:  # the option changes an answer, but never alone: B's answer shows it with the rest
                chosen = separating_cases(answers, [doc_a, variant], pool, limit=1)
                if chosen:
                    result.with_others.append(path)
            if chosen:
                break
        if not chosen and path.startswith("meld.values."):  # a multiplicity a random pool may miss
            sweep = meld_sweep(build(doc_a)) + meld_sweep(rs_b)
            chosen = separating_cases(answers, [doc_a, variant], sweep, limit=1)
        if not chosen:
            result.silent.append(path)
            continue
        case = chosen[0]
        case.reference_result = engine_result(rs_b, case.op, case.args)
        rid = str(doc_b.get("id")) if b == doc_b.get("id") else b
        va, vb = (json.dumps(json_value(v)) for v in result.values[path])
        title = f"{path} is {vb} in {doc_b.get('id')} ({va} in {doc_a.get('id')})"
        text = gherkin(case, rid, title, _shown_only(answers.answer(doc_b, case), answers.answer(doc_a, case)))
        note = ["# other options of this pair change this answer too"] if path in result.with_others else []
        lines = [*citation(doc_b, path, own, base), *note]
        result.scenarios[path] = "\n".join(["  " + line for line in lines]) + "\n" + text
    return result


def _shown_only(expected: Any, actual: Any) -> list[str]:
    """The kinds of cards shown to the table two answers differ in, when nothing else differs."""
    if not (isinstance(expected, dict) and isinstance(actual, dict)):
        return []
    rest = [k for k in set(expected) | set(actual) if k != "shown"]
    return shown_kinds(expected, actual) if all(expected.get(k) == actual.get(k) for k in rest) else []


def render(result: Explanation) -> str:
    """Scenarios to paste, then the options that change no answer; empty when nothing differs."""
    out = []
    for text in result.scenarios.values():
        out.append(text)
    if result.silent:
        out.append(
            "# options that differ on paper but changed no answer to any generated request "
            "(conformance_report/tools/unreachable_options.json says why such values change no answer; "
            "one it does not list is a generator gap): "
            + ", ".join(
                f"{p} ({json.dumps(json_value(result.values[p][0]))} -> {json.dumps(json_value(result.values[p][1]))})"
                for p in result.silent
            )
            + "\n"
        )
    return "\n".join(out)
