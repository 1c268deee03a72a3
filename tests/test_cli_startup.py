"""The CLI starts light (issue 12): ``run`` and the other everyday subcommands import neither
pytest nor hypothesis, which cost about half a second a process; identify, explain and fuzz
bring hypothesis when they run."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HEAVY = ("pytest", "_pytest", "pytest_bdd", "hypothesis")
PROBE = f"""
import json, sys
import conformance_report.cli
from conformance_report.spec.session import load, select
from conformance_report.spec.features import FEATURES
from conformance_report.variants.judge import verdict_under
select(load(FEATURES))
print(json.dumps(sorted(m for m in {HEAVY!r} if m in sys.modules)))
"""


def test_the_cli_and_a_run_session_import_neither_pytest_nor_hypothesis() -> None:
    proc = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=60, check=True)
    assert json.loads(proc.stdout.splitlines()[-1]) == []


def test_identify_brings_hypothesis_only_when_imported() -> None:
    probe = "import sys, conformance_report.tools.identify; print('hypothesis' in sys.modules)"
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    assert proc.stdout.strip() == "True"  # the probe above is not vacuous: the tools do import it


def test_an_editable_install_adds_a_path_to_sys_path_not_an_import_hook() -> None:
    """pyproject maps the packages from the project root, so ``pip install -e`` writes the root into
    a plain .pth line; setuptools' finder module, imported at every start of every Python process
    in the venv, cost each about 15 ms (an adapter's start-up doubled)."""
    site_dirs = [Path(p) for p in sys.path if p.endswith("site-packages")]
    pths = [pth for d in site_dirs for pth in d.glob("__editable__*pinochle_conformance*.pth")]
    if not pths:
        pytest.skip("the project is not installed in editable mode here")
    lines = [pth.read_text(encoding="utf-8").splitlines() for pth in pths]
    assert [[Path(line).resolve() for line in each] for each in lines] == [[ROOT]]
    probe = "import sys; print(sorted(m for m in sys.modules if 'editable' in m))"
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    assert proc.stdout.strip() == "[]"
