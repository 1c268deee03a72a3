"""The adapter kits (examples/python-adapter, examples/node-adapter) and the tutorial's own
adapter, through the console script's ``smoke`` and ``run`` as a user runs them: every
scenario an adapter claims passes, the rest are unsupported, and a declared id is claimed."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parent.parent
CLI = str(Path(sys.executable).parent / "pinochle-conformance")
PYTHON_KIT = f"{sys.executable} {REPO / 'examples' / 'python-adapter' / 'adapter.py'}"
NODE_KIT = f"node {REPO / 'examples' / 'node-adapter' / 'adapter.mjs'}"
needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="`node` is not on PATH")


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([CLI, *args], cwd=cwd, capture_output=True, text=True, timeout=300)


def _counts(out: Path) -> dict[str, int]:
    report: dict[str, Any] = json.loads((out / "report.json").read_text(encoding="utf-8"))
    counts: dict[str, int] = {}
    for r in report["results"]:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    return counts


@pytest.mark.parametrize(
    ("impl", "passed"), [(PYTHON_KIT, 9), pytest.param(NODE_KIT, 47, marks=needs_node)], ids=["python", "node"]
)
def test_a_kit_passes_smoke_and_every_scenario_it_claims(impl: str, passed: int, tmp_path: Path) -> None:
    smoke = _cli("smoke", "--impl", impl, cwd=tmp_path)
    assert smoke.returncode == 0 and "Result: PASS" in smoke.stdout, smoke.stdout + smoke.stderr
    run = _cli("run", "--impl", impl, "--ruleset", "penn-4", "--out", "out", "--no-progress", cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    counts = _counts(tmp_path / "out")
    assert counts.pop("passed") == passed and set(counts) == {"unsupported"}


def test_the_python_kit_claims_a_declared_id_when_told(tmp_path: Path) -> None:
    (tmp_path / "ours.json").write_text('{"extends": "penn-4", "id": "penn-4-ours"}', encoding="utf-8")
    args = ("--as", "ours.json", "--out", "out", "--no-progress")
    refused = _cli("run", "--impl", PYTHON_KIT, *args, cwd=tmp_path)
    assert refused.returncode == 2 and "'penn-4-ours', which the adapter does not claim" in refused.stderr
    claimed = _cli("run", "--impl", f"{PYTHON_KIT} --claim penn-4-ours", *args, cwd=tmp_path)
    assert claimed.returncode == 0, claimed.stdout + claimed.stderr
    counts = _counts(tmp_path / "out")  # judged under its variant, trick scenarios of other rulesets count too
    assert counts["passed"] >= 6 and set(counts) <= {"passed", "unsupported", "not_applicable"}, counts


def test_the_python_kit_answers_bad_input_and_unknown_operations_without_dying() -> None:
    lines = [
        '{"id":"1","op":"hello","protocol":1}',
        "not json",
        '{"id":"2","op":"meld","ruleset":{"id":"penn-4"},"args":{}}',
        '{"id":"3","op":"trick_winner","ruleset":{"id":"penn-4"},"args":{"trump":"H","trick":[{"seat":0,"card":"XS"},'
        '{"seat":1,"card":"AS"}]}}',
        '{"id":"4","op":"trick_winner","ruleset":{"id":"bruce-5"},"args":{}}',
    ]
    done = subprocess.run(
        PYTHON_KIT.split(), input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=30, check=True
    )
    replies = [json.loads(line) for line in done.stdout.splitlines()]
    assert replies[0]["result"]["rulesets"] == {"ids": ["penn-4"], "any": False}
    assert replies[1]["id"] == "" and "JSONDecodeError" in replies[1]["error"]["message"]
    assert replies[2] == {"id": "2", "unsupported": {"message": "operation meld is not implemented"}}
    assert (
        replies[3]["error"]["details"] == {"kind": "BadRequest"}
        and "'XS' is not a card" in replies[3]["error"]["message"]
    )
    assert replies[4] == {"id": "4", "unsupported": {"message": "ruleset bruce-5 is not supported"}}


def test_the_tutorial_adapter_on_the_kit_passes_what_it_claims_with_the_commands_as_printed(tmp_path: Path) -> None:
    tutorial = (REPO / "docs" / "adapter-tutorial.md").read_text(encoding="utf-8")
    (code,) = re.findall(r"```python\n(.*?)```", tutorial, re.S)
    assert "from pinochle_kit import" in code  # built on the kit, copied beside it as the tutorial says
    shutil.copy(REPO / "examples" / "python-adapter" / "pinochle_kit.py", tmp_path)
    (tmp_path / "tiny_adapter.py").write_text(code, encoding="utf-8")
    assert "skipped" not in tutorial and "*unsupported*" in tutorial
    printed = re.findall(r"^\$ (pinochle-conformance .*)$", tutorial, re.M)
    assert printed == [
        "pinochle-conformance smoke --impl 'python3 tiny_adapter.py'",
        "pinochle-conformance run --impl 'python3 tiny_adapter.py' --out out",
    ]
    # as a user types them outside the venv: the console script on PATH, the system's python3
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "pinochle-conformance").symlink_to(CLI)
    path = os.pathsep.join(p for p in os.environ.get("PATH", "").split(os.pathsep) if Path(p) != Path(CLI).parent)
    env = {k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"}
    env["PATH"] = f"{bin_dir}{os.pathsep}{path}"
    python3 = shutil.which("python3", path=path)
    if python3 is None or subprocess.run([python3, "-c", "import sys; assert sys.version_info >= (3, 10)"]).returncode:
        pytest.skip("no python3 3.10+ outside the venv")  # the kit needs nothing else
    done = [
        subprocess.run(command, shell=True, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
        for command in printed
    ]
    smoke, run = done
    assert smoke.returncode == 0 and "Result: PASS (6 checks, 0 failed)" in smoke.stdout, smoke.stdout + smoke.stderr
    assert run.returncode == 0, run.stdout + run.stderr
    counts = _counts(tmp_path / "out")
    assert counts.pop("passed") == 50 and set(counts) == {"unsupported"}  # 45 trick winners, 5 of the protocol
    assert "It passes the 50 `trick_winner` scenarios" in tutorial
