"""Rules are transcribed in our own words: no nine-word run of a source document is pasted."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT.parent / "shared" / "seeds"
RUN = 9


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


def _runs(words: list[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + RUN]) for i in range(len(words) - RUN + 1)}


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source documents (../shared/seeds) are not beside this checkout")
def test_no_sentence_of_a_source_document_is_pasted() -> None:
    source = set().union(*(_runs(_words(p.read_text(encoding="utf-8"))) for p in SEEDS.glob("*.txt")))
    ours = [
        *ROOT.glob("features/**/*.feature"),
        ROOT / "features" / "catalogue.json",
        *ROOT.glob("fixtures/rulesets/*.json"),
        *ROOT.glob("docs/*.md"),
        ROOT / "README.md",
    ]
    pasted = {}
    for path in ours:
        hits = _runs(_words(path.read_text(encoding="utf-8"))) & source
        if hits:
            pasted[path.relative_to(ROOT).as_posix()] = sorted(" ".join(h) for h in hits)[:3]
    assert pasted == {}
