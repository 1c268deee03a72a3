"""The README reads in five minutes: short, the two commands as CI runs them, links that resolve."""

from __future__ import annotations

import re
from pathlib import Path

from conformance_report import __version__

REPO = Path(__file__).resolve().parent.parent
README = (REPO / "README.md").read_text(encoding="utf-8")
RUN = "python3 -m venv .venv && .venv/bin/pip install -q -e . && .venv/bin/pinochle-conformance run --out out"
TEST = "python3 -m venv .venv && .venv/bin/pip install -q -e '.[dev]' && .venv/bin/pytest"


def test_the_readme_is_short_and_names_the_version() -> None:
    assert len(README) < 6000
    assert f"Version {__version__}" in README


def test_the_two_commands_are_as_ci_runs_them() -> None:
    assert f"\n    {RUN}\n" in README and f"\n    {TEST}\n" in README
    assert f"\n{TEST}\n" in (REPO / ".ci" / "run").read_text(encoding="utf-8")


def test_every_link_of_the_readme_and_the_moved_docs_resolves() -> None:
    for page in (REPO / "README.md", *(REPO / "docs").glob("*.md")):
        for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            if not target.startswith(("http://", "https://")):
                assert (page.parent / target).exists(), f"{page.name}: {target}"
