"""Reference-backed apps playing a fixed variant (tests/fakes/variant.py), and runs judging them."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path
from typing import Any

from conformance_report.cli import main

FAKES = Path(__file__).parent / "fakes"
PY = shlex.quote(sys.executable)


def fake_app(ruleset: str, patch: dict[str, Any], *extra: str) -> str:
    """The command line of an app playing ``ruleset`` patched by ``patch`` (``extra``: e.g. ``--bug NAME``)."""
    quoted = shlex.quote(json.dumps(patch))
    return f"{PY} {FAKES / 'variant.py'} --ruleset {ruleset} --patch {quoted} " + " ".join(extra)


def run_report(tmp_path: Path, name: str, *args: str) -> tuple[int, dict[str, Any]]:
    """``pinochle-conformance run ARGS --out tmp_path/name``: its exit code and report.json."""
    out = tmp_path / name
    code = main(["run", "--out", str(out), "--no-progress", *args])
    return code, json.loads((out / "report.json").read_text(encoding="utf-8"))
