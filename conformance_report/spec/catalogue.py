"""The rule catalogue (``features/catalogue.json``): every rule id with its source and kind.

Kinds: ``normative`` (a rule an implementation must follow), ``example`` (a worked example
in the document), ``advice`` (strategy or etiquette; catalogued, never enforced) and
``ambiguity`` (a passage read one way, with ``reading`` saying which and why).  A test fails
when a normative rule or example has no scenario, or a scenario cites an unknown rule.

An ambiguity whose reading is a ruleset option also names the option (a dotted path into the
ruleset document), the ``value`` the named rulesets take there and the ``alternatives`` other
readers could take, each ``{"value": ..., "meaning": ...}``.  A ruleset's reading points back
at the entry with its ``rule`` field; scenarios whose answer changes with the reading carry
the entry's id as a tag.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from conformance_report.data import CATALOGUE
from conformance_report.data import ROOT as ROOT

KINDS: Final = ("normative", "example", "advice", "ambiguity")


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    document: str
    section: str
    statement: str
    kind: str
    reading: str = ""
    option: str = ""
    """For an ambiguity read as a ruleset option: the option's dotted path."""
    value: Any = None
    """The value the named rulesets take at ``option`` (as far as they agree)."""
    alternatives: tuple[Alternative, ...] = ()
    """The other values a reader could take at ``option``, with their meaning."""


@dataclass(frozen=True, slots=True)
class Alternative:
    """Another reading of an ambiguity: the option ``value`` it sets and what it ``meaning``."""

    value: Any
    meaning: str


@dataclass(frozen=True, slots=True)
class Catalogue:
    documents: dict[str, str]
    """Source tag (``doc-000``) → document file name (for code and commits; users see titles)."""
    rules: tuple[Rule, ...]
    titles: dict[str, str] = field(default_factory=dict)
    """Source tag → the document's title, as reports and citations name it."""

    def by_id(self) -> dict[str, Rule]:
        return {r.id: r for r in self.rules}


class CatalogueError(ValueError):
    """A malformed catalogue entry (names the entry and field)."""


@functools.cache
def load_catalogue(path: Path = CATALOGUE) -> Catalogue:
    """Read and check the catalogue; an absent file is an empty catalogue."""
    if not path.exists():
        return Catalogue({}, ())
    data = json.loads(path.read_text(encoding="utf-8"))
    docs, titles = _documents(data.get("documents", {}), path.name)
    rules = []
    seen: set[str] = set()
    for i, raw in enumerate(data.get("rules", [])):
        where = f"{path.name}: rules[{i}]"
        for key in ("id", "document", "section", "statement", "kind"):
            if not isinstance(raw.get(key), str) or not raw[key]:
                raise CatalogueError(f"{where}: field {key!r} must be a non-empty string")
        if raw["kind"] not in KINDS:
            raise CatalogueError(f"{where}: kind {raw['kind']!r} is not one of {list(KINDS)}")
        if raw["id"] in seen:
            raise CatalogueError(f"{where}: duplicate rule id {raw['id']!r}")
        if raw["document"] not in docs.values():
            raise CatalogueError(f"{where}: document {raw['document']!r} is not listed under 'documents'")
        if raw["kind"] == "ambiguity" and not raw.get("reading"):
            raise CatalogueError(f"{where}: an ambiguity needs a 'reading'")
        seen.add(raw["id"])
        option = raw.get("option", "")
        alternatives = _alternatives(raw, where)
        if (option or alternatives) and (raw["kind"] != "ambiguity" or not isinstance(option, str) or not option):
            raise CatalogueError(f"{where}: only an ambiguity names an 'option', and options come with 'alternatives'")
        if option and not alternatives:
            raise CatalogueError(f"{where}: an ambiguity naming an option needs 'alternatives'")
        rules.append(
            Rule(
                raw["id"],
                raw["document"],
                raw["section"],
                raw["statement"],
                raw["kind"],
                raw.get("reading", ""),
                option,
                raw.get("value"),
                alternatives,
            )
        )
    return Catalogue(docs, tuple(rules), titles)


def _documents(raw: Any, name: str) -> tuple[dict[str, str], dict[str, str]]:
    """Tag → file and tag → title of the ``documents`` section: each entry is ``{"file", "title"}``
    (or a bare file name, its own title)."""
    if not isinstance(raw, dict):
        raise CatalogueError(f"{name}: 'documents' must map a source tag to {{'file': ..., 'title': ...}}")
    files: dict[str, str] = {}
    titles: dict[str, str] = {}
    for tag, entry in raw.items():
        if isinstance(entry, str):
            entry = {"file": entry, "title": entry}
        if not isinstance(entry, dict) or not all(
            isinstance(entry.get(k), str) and entry[k] for k in ("file", "title")
        ):
            raise CatalogueError(f"{name}: documents[{tag!r}] needs a non-empty 'file' and 'title'")
        files[tag], titles[tag] = entry["file"], entry["title"]
    return files, titles


def _alternatives(raw: dict[str, Any], where: str) -> tuple[Alternative, ...]:
    items = raw.get("alternatives", [])
    if not isinstance(items, list):
        raise CatalogueError(f"{where}: 'alternatives' must be a list")
    out = []
    for j, alt in enumerate(items):
        if (
            not isinstance(alt, dict)
            or "value" not in alt
            or not isinstance(alt.get("meaning"), str)
            or not alt["meaning"]
        ):
            raise CatalogueError(f"{where}: alternatives[{j}] needs a 'value' and a non-empty 'meaning'")
        out.append(Alternative(alt["value"], alt["meaning"]))
    return tuple(out)


def source_tags() -> dict[str, str]:
    """Source tag → the document's title (what a user reads)."""
    return load_catalogue().titles


def document_title(name: str) -> str:
    """The title of a source document given by its file name or its tag (``doc-004``); an unknown
    name is returned as it is (a house rule's own source, say)."""
    cat = load_catalogue()
    if name in cat.titles:
        return cat.titles[name]
    by_file = {file: cat.titles[tag] for tag, file in cat.documents.items()}
    return by_file.get(name, name)
