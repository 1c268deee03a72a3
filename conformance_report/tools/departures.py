"""Whether an option value identify proposes is a *variant* or a *departure* from the document.

A value is a **variant** when the documents leave it open: the option is one the players agree
on (``agreed_options.json``), a named ruleset of the same source document takes that value,
or a recorded reading of the document (a ``readings`` entry with ``alternatives``, in the base
or a ruleset of the same document) allows it. Anything else contradicts what the document
fixes: a **departure**, cited by the catalogue rule (``features/catalogue.json``) that fixes it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Final

from conformance_report.data import CATALOGUE
from conformance_report.variants.paths import ABSENT, get_path, set_path

AGREED: Final = Path(__file__).with_name("agreed_options.json")
SIZED: Final = frozenset({"deck", "hand_size", "kitty", "kitty.size", "kitty.discard.count", "deal.schedule"})
"""Members a document fixes per number of players: only its rulesets for as many players make a value a variant."""
_GENERIC: Final = frozenset({"values", "value", "must", "no", "not", "is", "of", "the"})
"""Words of option paths and rule ids that say nothing about which rule is meant."""


@dataclass
class Departure:
    """An option value that contradicts what the base ruleset's document fixes."""

    option: str
    value: Any
    document_value: Any
    rule: str | None
    document: str
    section: str
    statement: str
    related: list[str] = field(default_factory=list)
    """Every catalogue rule about this option (the cited one, its readings): the scenarios they tag."""

    def to_json(self) -> dict[str, Any]:
        return {
            "option": self.option,
            "value": None if self.value == ABSENT else self.value,
            "document_value": None if self.document_value == ABSENT else self.document_value,
            "rule": self.rule,
            "document": self.document,
            "section": self.section,
            "statement": self.statement,
            "rules": self.related,
        }


@cache
def agreed_options() -> tuple[str, ...]:
    """The option paths left to the players' agreement (any value there is a variant)."""
    data = json.loads(AGREED.read_text(encoding="utf-8"))
    return tuple(str(e["option"]) for e in data["options"])


@cache
def _catalogue() -> tuple[dict[str, Any], ...]:
    return tuple(json.loads(Path(CATALOGUE).read_text(encoding="utf-8"))["rules"])


def _same_document(base: Mapping[str, Any], named: Mapping[str, Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    doc = _document(base)
    return [d for d in named.values() if _document(d) == doc]


def _document(doc: Mapping[str, Any]) -> str:
    source = doc.get("source")
    return str(source.get("document", "")) if isinstance(source, Mapping) else ""


def variant_reason(
    base: Mapping[str, Any], path: str, value: Any, named: Mapping[str, Mapping[str, Any]]
) -> str | None:
    """Why ``path = value`` is a variant of ``base``'s document, or None for a departure."""
    for agreed in agreed_options():
        if path == agreed or path.startswith(agreed + "."):
            return f"{agreed} is left to the players' agreement"
    family = _same_document(base, named)
    for other in family:
        if path in SIZED and other.get("players") != base.get("players"):
            continue  # 12 cards each is 004's four-handed deal, not its three-handed one
        if get_path(other, path) == value:
            return f"the named ruleset {other.get('id')} of the same document plays it"
    for doc in (base, *family):
        readings = doc.get("readings")
        for entry in readings if isinstance(readings, list) else ():
            option = entry.get("option") if isinstance(entry, Mapping) else None
            if not isinstance(option, str) or not (path == option or path.startswith(option + ".")):
                continue
            for alternative in entry.get("alternatives") or ():
                if get_path(set_path(base, option, alternative), path) == value:
                    return f"a recorded reading of the document ({entry.get('rule') or option}) allows it"
    return None


def _words(text: str) -> set[str]:
    return {w for w in re.split(r"[._\-]", text.lower()) if len(w) > 1 and w not in _GENERIC}


def cite(base: Mapping[str, Any], path: str) -> tuple[dict[str, Any] | None, list[str]]:
    """The catalogue rule of ``base``'s document that fixes ``path`` (best match), and every rule about it."""
    doc = _document(base)
    rules = [r for r in _catalogue() if r.get("document") == doc]
    wanted = _words(path)
    key = next((_words(part) for part in reversed(path.split(".")) if _words(part)), set())
    scored: list[tuple[int, int, bool, int, dict[str, Any]]] = []
    related: list[str] = []
    for r in rules:
        option = r.get("option")
        if isinstance(option, str) and (path == option or (path.startswith(option + ".") and option.count(".") >= 2)):
            related.append(str(r["id"]))  # a reading of this option (not of a whole table such as meld.values)
        words = _words(str(r["id"]).split(".", 1)[-1])
        hit = len(wanted & words)
        if hit >= 2 or key & words:
            scored.append((len(key & words), hit, r.get("kind") == "normative", -len(words - wanted), r))
    if path in STRUCTURE_RULES:  # named by rule: the words of these paths match no rule id
        fixed = _structure_rule(base, path, rules)
        return fixed, sorted({str(fixed["id"]), *related} if fixed is not None else related)
    if not scored:
        return None, related
    best = max(scored, key=lambda t: t[:4])
    top = best[4]
    same = [str(t[4]["id"]) for t in scored if t[:2] == best[:2]]
    return top, sorted({str(top["id"]), *same[:3], *related})


_SIZE_RULES: Final = ("hand-size", "hand-sizes", "kitty-sizes", "three-handed", "four-handed", "five-handed")
_SIZE_RULES_MORE: Final = ("six-handed", "widow-pattern", "four-at-a-time", "one-at-a-time", "fifteen-each-widow-five")
_DEAL_RULES: Final = (
    "no-widow-all-dealt",
    "cutthroat-nine-and-kitty",
    "single-deck-nine-and-three",
    "ninety-six-cards",
    "ninety-six-six-cards",
)
STRUCTURE_RULES: Final[dict[str, tuple[str, ...]]] = {
    "deck": ("deck.composition", "two-decks-no-nines", "deck.single-deck", "deck.double-deck", *_SIZE_RULES),
    "hand_size": ("double-deck-hand-size", *_SIZE_RULES, *_SIZE_RULES_MORE, *_DEAL_RULES),
    "deal.schedule": (
        "one-at-a-time",
        "four-at-a-time",
        "widow-pattern",
        "in-threes",
        "kitty-last",
        "last-single-card",
        "cutthroat-kitty-last",
        "widow-dealt-randomly",
        "ninety-six-other-ways",
    ),
    "kitty.size": ("widow-pattern", "players.kitty", "kitty-sizes", "three-handed", *_DEAL_RULES),
    "kitty.discard.count": (
        "discard-three",
        "kitty-discard",
        "players.kitty",
        "widow-pattern",
        "kitty-sizes",
        *_DEAL_RULES,
    ),
}
"""Rule ids (their endings) that fix the deck, the hand and kitty sizes and the deal schedule, by
document, best first: their option paths share no words with those rules' ids."""
_PLAYERS: Final = {3: "three", 4: "four", 5: "five", 6: "six"}


_NUMBERS: Final = {3: "three", 4: "four", 5: "five", 6: "six", 9: "nine", 12: "twelve", 15: "fifteen", 16: "sixteen"}


def _structure_rule(base: Mapping[str, Any], path: str, rules: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The rule of ``rules`` that fixes a structure member: of the rules named for it, the one most
    about ``base`` (its number of players, the document's value, a word of its id), else the first."""
    hits = [r for hint in STRUCTURE_RULES[path] for r in rules if str(r["id"]).endswith(hint)]
    value = get_path(base, path)
    marks = {_PLAYERS.get(int(base.get("players") or 0), "-")}
    if isinstance(value, int) and not isinstance(value, bool):
        marks |= {str(value), _NUMBERS.get(value, "-")}
    own = _words(str(base.get("id", ""))) - {"classic", "pinochle"}

    def about(rule: dict[str, Any]) -> int:
        text = f"{rule['id']} {rule.get('statement', '')}".lower()
        return sum(1 for m in marks if re.search(rf"\b{re.escape(m)}\b", text)) + len(own & _words(str(rule["id"])))

    return max(hits, key=about, default=None)  # max keeps the first of equals: the order above


def classify(
    base: Mapping[str, Any], options: Mapping[str, Any], named: Mapping[str, Mapping[str, Any]]
) -> list[Departure]:
    """The departures among ``options`` (option path -> value) relative to ``base``'s document."""
    out: list[Departure] = []
    for path, value in sorted(options.items()):
        if variant_reason(base, path, value, named) is not None:
            continue
        rule, related = cite(base, path)
        sections = base.get("source", {}).get("sections", []) if isinstance(base.get("source"), Mapping) else []
        out.append(
            Departure(
                option=path,
                value=value,
                document_value=get_path(base, path),
                rule=str(rule["id"]) if rule else None,
                document=_document(base),
                section=str(rule.get("section", "")) if rule else "; ".join(str(s) for s in sections),
                statement=str(rule.get("statement", "")) if rule else "",
                related=related,
            )
        )
    return out
