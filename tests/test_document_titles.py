"""Users read the source documents' titles, never the seed file names (``004_4e3c….txt``)."""

from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path

import pytest

from conformance_report.cli import main
from conformance_report.spec.catalogue import document_title, load_catalogue

REPO = Path(__file__).resolve().parent.parent
FAKES = Path(__file__).parent / "fakes"
SEED_NAME = re.compile(r"\d{3}_[0-9a-f]{16}\.txt")
TITLES = {
    "doc-000": "Bruce's 5- and 7-card pinochle (000)",
    "doc-001": "Peterson's rules for 3 to 6 hands (001)",
    "doc-002": "A 5-handed family game and its readers' variants (002)",
    "doc-003": "Trickster Pinochle and its house options (003)",
    "doc-004": "Penn pinochle, 4- and 3-handed (004)",
    "doc-protocol": "Adapter protocol, version 1 (docs/protocol.md)",
}


def test_the_catalogue_holds_each_title_once() -> None:
    cat = load_catalogue()
    assert cat.titles == TITLES
    assert document_title(cat.documents["doc-004"]) == TITLES["doc-004"]
    assert document_title("doc-001") == TITLES["doc-001"]
    assert document_title("my-club.txt") == "my-club.txt"


def test_a_failing_run_cites_titles_in_every_output(tmp_path: Path) -> None:
    buggy = f"{shlex.quote(sys.executable)} {FAKES / 'planted.py'} --bug marriage-in-run"
    out = tmp_path / "out"
    code = main(["run", "--impl", buggy, "--out", str(out), "--no-progress", "--ruleset", "penn-4"])
    assert code == 1
    html = (out / "report.html").read_text(encoding="utf-8")
    assert TITLES["doc-004"].replace("'", "&#x27;") in html or TITLES["doc-004"] in html
    for name in ("report.html", "report.json", "summary.md", "junit.xml"):
        text = (out / name).read_text(encoding="utf-8")
        assert not SEED_NAME.search(text), f"{name} names a seed file: {SEED_NAME.search(text)}"
    report = (out / "report.json").read_text(encoding="utf-8")
    assert f'"document": "{TITLES["doc-004"]}"' in report


def test_explain_and_list_rules_name_titles(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "penn-4", "penn-3"]) == 0
    shown = capsys.readouterr().out
    assert f"follows {TITLES['doc-004']} (" in shown and not SEED_NAME.search(shown)
    assert main(["list", "rules", "--ruleset", "peterson-4"]) == 0
    listed = capsys.readouterr().out
    assert not SEED_NAME.search(listed)


def test_docs_and_readme_name_titles_not_seed_paths() -> None:
    sources = (REPO / "docs" / "sources.md").read_text(encoding="utf-8")
    assert all(title in sources for title in TITLES.values())
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "shared/seeds" not in readme and not SEED_NAME.search(readme)
