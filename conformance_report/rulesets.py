"""Named rulesets from ``fixtures/rulesets``: listing, loading, schema validation."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Final

from jsonschema import Draft202012Validator  # type: ignore[import-untyped, unused-ignore]

from reference_engine.errors import MalformedRulesetError
from reference_engine.ruleset import Ruleset

ROOT: Final = Path(__file__).resolve().parent.parent
RULESET_DIR: Final = ROOT / "fixtures" / "rulesets"
RULESET_SCHEMA: Final = ROOT / "schemas" / "ruleset.schema.json"
RULESET_PATH_VAR: Final = "PINOCHLE_RULESET_PATH"
"""Folders searched for a relative ruleset file a feature names (the CLI sets it to --features)."""


def ruleset_ids() -> list[str]:
    """Ids of every named ruleset, sorted."""
    return sorted(p.stem for p in RULESET_DIR.glob("*.json"))


def _validator() -> Any:
    schema = json.loads(RULESET_SCHEMA.read_text(encoding="utf-8"))
    return Draft202012Validator(schema)


def read_json(path: Path) -> Any:
    """A JSON file's content; a ValueError names the file and, for bad JSON, the line and column."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ValueError(f"{path}: cannot read: {exc.strerror}") from None
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not JSON: line {exc.lineno} column {exc.colno}: {exc.msg}") from None


def validate_document(doc: Any, origin: str) -> None:
    """Raise MalformedRulesetError naming ``origin`` and the field when ``doc`` breaks the schema."""
    errors = sorted(_validator().iter_errors(doc), key=lambda e: list(e.absolute_path))
    if errors:
        err = errors[0]
        path = ".".join(str(p) for p in err.absolute_path) or "(top level)"
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise MalformedRulesetError(f"{origin}: field {path}: {err.message}{more}")


def load_document(id_or_path: str) -> dict[str, Any]:
    """The JSON document of a named ruleset (by id) or of a ruleset file (by path), schema-checked."""
    path = Path(id_or_path)
    if not path.suffix:
        path = RULESET_DIR / f"{id_or_path}.json"
        if not path.exists():
            raise MalformedRulesetError(f"unknown ruleset {id_or_path!r}; known: {', '.join(ruleset_ids())}")
    elif not path.is_absolute() and not path.exists():
        # house rules: a ruleset file next to the feature files (folders in PINOCHLE_RULESET_PATH)
        for folder in os.environ.get(RULESET_PATH_VAR, "").split(os.pathsep):
            if folder and (Path(folder) / path).exists():
                path = Path(folder) / path
                break
    try:
        doc = read_json(path)
    except ValueError as exc:
        raise MalformedRulesetError(str(exc)) from None
    validate_document(doc, str(path))
    if not isinstance(doc, dict):  # pragma: no cover - the schema demands an object
        raise MalformedRulesetError(f"{path}: a ruleset is a JSON object")
    return doc


def load_ruleset(id_or_path: str) -> Ruleset:
    """Load, validate and build a ruleset; errors name the file and the field."""
    doc = load_document(id_or_path)
    try:
        return Ruleset.from_dict(doc)
    except MalformedRulesetError as exc:
        raise MalformedRulesetError(f"{id_or_path}: {exc}") from None
