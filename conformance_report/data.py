"""Where the suite's data lies: the features, named rulesets and schemas.

In a clone (or an editable install) they are the repository's own top-level ``features/``,
``fixtures/`` and ``schemas/``.  A wheel carries copies of them under
``conformance_report/suite/`` (``setup.py`` maps them in at build time), with the same layout,
so a scenario's id (``features/…::…``) is the same wherever the suite runs from.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

_PACKAGE: Final = Path(__file__).resolve().parent


def _root() -> Path:
    repo = _PACKAGE.parent
    if (repo / "features" / "catalogue.json").is_file() and (repo / "schemas").is_dir():
        return repo
    return _PACKAGE / "suite"


ROOT: Final = _root()
"""The folder holding ``features/``, ``fixtures/rulesets/`` and ``schemas/``."""
FEATURES: Final = ROOT / "features"
RULESET_DIR: Final = ROOT / "fixtures" / "rulesets"
SCHEMA_DIR: Final = ROOT / "schemas"
CATALOGUE: Final = FEATURES / "catalogue.json"


def in_repository() -> bool:
    """Whether the suite runs from a clone (its data is the repository's, not a wheel's copy)."""
    return _PACKAGE.parent == ROOT
