"""pytest-bdd's parse of each feature file, kept in the per-user cache.

pytest-bdd parses every feature file with the official Gherkin parser in every test process,
so in each pytest-xdist worker: about a second of CPU a process for this suite's features,
most of a worker's collection.  The parser's output is plain JSON, so it is kept in the
per-user cache (``gherkin``), keyed by the file's text and both packages' versions (the
parse holds no path, so a clone elsewhere finds the same entries), and pytest-bdd builds
its document from it as it would from a fresh parse.

A file that cannot be read or that the parser refuses is left wholly to pytest-bdd, which
reports it in its own words.  Should a pytest-bdd release move the function this replaces,
nothing is installed and every file is parsed as before.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

from gherkin.parser import Parser
from pytest_bdd import parser as bdd_parser
from pytest_bdd.gherkin_parser import GherkinDocument

from conformance_report.user_cache import cache_dir, read_entry, write_entry

_ORIGINAL: Final[Callable[..., Any] | None] = getattr(bdd_parser, "get_gherkin_document", None)


def _versions() -> str:
    found = []
    for dist in ("gherkin-official", "pytest-bdd"):
        try:
            found.append(importlib.metadata.version(dist))
        except importlib.metadata.PackageNotFoundError:
            found.append("?")
    return "/".join(found)


_VERSIONS: Final = _versions()


def _entry(text: str) -> Path:
    digest = hashlib.sha256(f"{_VERSIONS}\0{text}".encode()).hexdigest()  # the parse holds no path
    return cache_dir("gherkin") / f"{digest}.json"


def gherkin_document(abs_filename: str, encoding: str = "utf-8") -> GherkinDocument:
    """pytest-bdd's ``get_gherkin_document``, from the cache when the file was parsed before."""
    assert _ORIGINAL is not None
    try:
        with open(abs_filename, encoding=encoding) as fh:
            text = fh.read()
    except (OSError, UnicodeDecodeError, LookupError):
        return _ORIGINAL(abs_filename, encoding)  # type: ignore[no-any-return]
    path = _entry(text)
    cached = read_entry(path)
    if cached is not None:
        try:
            return GherkinDocument.from_dict(json.loads(cached))
        except (ValueError, KeyError, TypeError, AttributeError):
            pass  # an entry of another shape, or cut short: parsed afresh and written again
    try:
        data = Parser().parse(text)
    except Exception:  # the parser refuses it: pytest-bdd says why, its own way
        return _ORIGINAL(abs_filename, encoding)  # type: ignore[no-any-return]
    write_entry(path, json.dumps(data))
    return GherkinDocument.from_dict(data)


def install() -> bool:
    """Make pytest-bdd read feature files through the cache; False when it has no such function."""
    current = getattr(bdd_parser, "get_gherkin_document", None)
    if current is gherkin_document:
        return True
    if _ORIGINAL is None or current is not _ORIGINAL:
        return False
    setattr(bdd_parser, "get_gherkin_document", gherkin_document)  # noqa: B010 - not an export of pytest-bdd
    return True
