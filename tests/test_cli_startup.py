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


@pytest.mark.parametrize(("signal_name", "code"), [("SIGINT", 130), ("SIGTERM", 143)])
def test_a_stop_while_the_console_script_is_still_importing_exits_quietly_with_a_stopped_runs_code(
    signal_name: str, code: int
) -> None:
    """The console script's module installs its handlers before it imports the harness, so a stop
    that arrives during those imports (before :func:`entry` installs the run's own) is a quiet
    130 or 143, not a traceback. The probe sends it once the module is imported and before
    ``entry`` runs, inside the window a real Ctrl-C at start lands in."""
    probe = (
        "import os, signal, sys, time\n"
        "import conformance_report.console\n"
        f"os.kill(os.getpid(), signal.{signal_name})\n"
        "time.sleep(5)\n"
        "print('not stopped')\n"
    )
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert (proc.returncode, proc.stdout, proc.stderr) == (code, "", "")


def test_the_console_script_is_the_module_that_stops_quietly() -> None:
    scripts = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'pinochle-conformance = "conformance_report.console:entry"' in scripts
    # in a child: importing the module sets its handlers
    probe = "from conformance_report import cli, console; print(console.entry is cli.entry)"
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    assert proc.stdout.strip() == "True"
