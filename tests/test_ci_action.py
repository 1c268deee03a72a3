"""The GitHub Actions composite action (action.yml): its shape, the commands it calls, and its
run steps executed here as the runner would (inputs and step outputs filled in), against a
planted-bug adapter with and without a baseline."""

from __future__ import annotations

import argparse
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import build_parser

yaml = pytest.importorskip("yaml", reason="PyYAML (the dev extra) reads action.yml")

REPO = Path(__file__).resolve().parent.parent
ACTION: dict[str, Any] = yaml.safe_load((REPO / "action.yml").read_text(encoding="utf-8"))
BUGGY = f"{shlex.quote(sys.executable)} {REPO / 'tests' / 'fakes' / 'planted.py'} --bug ten-below-king"
EXPR = re.compile(r"\$\{\{\s*([\w.-]+)\s*\}\}")


def test_the_action_is_a_composite_with_the_documented_inputs() -> None:
    assert ACTION["runs"]["using"] == "composite"
    inputs = ACTION["inputs"]
    assert inputs["impl"]["required"] is True
    assert {"as", "baseline", "args", "out", "artifact-name", "python-version"} <= set(inputs)
    assert all(inputs[k]["required"] is False and "default" in inputs[k] for k in inputs if k != "impl")
    steps = ACTION["runs"]["steps"]
    uses = [s["uses"].split("@")[0] for s in steps if "uses" in s]
    assert uses == ["actions/setup-python", "actions/upload-artifact"]
    assert all(s.get("shell") == "bash" for s in steps if "run" in s)  # a composite's run steps need a shell
    upload = next(s for s in steps if s.get("uses", "").startswith("actions/upload-artifact"))
    assert upload["if"] == "always()" and upload["with"]["path"] == "${{ inputs.out }}"
    for expr in EXPR.findall((REPO / "action.yml").read_text(encoding="utf-8")):
        head, _, name = expr.partition(".")
        assert head in ("inputs", "steps"), expr
        if head == "inputs":
            assert name in inputs, f"action.yml uses an undeclared input: {expr}"


def test_the_commands_it_runs_exist() -> None:
    scripts = "\n".join(s["run"] for s in ACTION["runs"]["steps"] if "run" in s)
    assert 'python -m pip install --quiet "$GITHUB_ACTION_PATH"' in scripts and (REPO / "pyproject.toml").is_file()
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    run = sub.choices["run"]
    options = {o for a in run._actions for o in a.option_strings}
    assert re.findall(r"pinochle-conformance (\w+)", scripts) == ["run"]
    used = set(re.findall(r"(?<![\w-])(--[a-z][a-z-]+)", scripts)) - {"--quiet"}
    assert used and used <= options, used - options


def _steps(inputs: dict[str, str], tmp: Path) -> tuple[int, str]:
    """Run the action's run steps in order (the install step aside: the wheel test installs), as
    bash with the runner's files; return the last step's exit code and the job summary."""
    env = dict(os.environ)
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env['PATH']}"
    summary, output = tmp / "summary", tmp / "output"
    env.update(GITHUB_STEP_SUMMARY=str(summary), GITHUB_OUTPUT=str(output), GITHUB_ACTION_PATH=str(REPO))
    values = {f"inputs.{k}": str(v.get("default", "")) for k, v in ACTION["inputs"].items()}
    values.update({f"inputs.{k}": v for k, v in inputs.items()})
    code = 0
    for step in ACTION["runs"]["steps"]:
        if "run" not in step or "pip install" in step["run"]:
            continue
        if code and step.get("if") != "always()":
            continue
        outputs = dict(line.split("=", 1) for line in output.read_text().splitlines()) if output.exists() else {}
        values.update({f"steps.run.outputs.{k}": v for k, v in outputs.items()})
        step_env = {k: EXPR.sub(lambda m: values.get(m.group(1), ""), str(v)) for k, v in step.get("env", {}).items()}
        done = subprocess.run(
            ["bash", "-e", "-c", step["run"]], env={**env, **step_env}, cwd=tmp, capture_output=True, timeout=300
        )
        code = done.returncode
    return code, summary.read_text(encoding="utf-8") if summary.exists() else ""


def test_the_steps_run_an_adapter_write_the_summary_and_pass_on_the_exit_code(tmp_path: Path) -> None:
    args = "--ruleset penn-4 -k trump"
    code, summary = _steps({"impl": BUGGY, "args": args}, tmp_path)
    assert code == 1 and (tmp_path / "conformance-report" / "report.html").is_file()
    assert summary.startswith("#") and "failed" in summary

    main = [sys.executable, "-m", "conformance_report.cli"]
    baseline = tmp_path / "known.json"
    written = subprocess.run(
        [*main, "run", "--impl", BUGGY, *args.split(), "--out", str(tmp_path / "b"), "--write-baseline", str(baseline)],
        capture_output=True,
        timeout=300,
    )
    assert written.returncode == 0, written.stderr
    again = tmp_path / "again"
    again.mkdir()
    code, summary = _steps({"impl": BUGGY, "args": args, "baseline": str(baseline), "out": "r"}, again)
    assert code == 0 and (again / "r" / "summary.md").is_file() and summary


def test_the_documented_workflows_parse_and_use_the_action_inputs() -> None:
    text = (REPO / "docs" / "ci.md").read_text(encoding="utf-8")
    blocks = [yaml.safe_load(b) for b in re.findall(r"```yaml\n(.*?)```", text, re.S)]
    assert len(blocks) == 2
    used = [
        step
        for block in blocks
        for job in block["jobs"].values()
        for step in job["steps"]
        if "pinochle-conformance@" in step.get("uses", "")
    ]
    assert used and all(set(step["with"]) <= set(ACTION["inputs"]) and "impl" in step["with"] for step in used)


WORKFLOW: dict[str, Any] = yaml.safe_load(
    (REPO / ".github" / "workflows" / "conformance.yml").read_text(encoding="utf-8")
)


def test_the_reusable_workflow_shards_a_matrix_and_merges_with_the_commands_that_exist() -> None:
    # PyYAML reads the key 'on' as True (YAML 1.1)
    call = WORKFLOW[True]["workflow_call"]
    assert call["inputs"]["impl"]["required"] is True
    assert {"as", "baseline", "shards", "setup", "suite"} <= set(call["inputs"])
    shard, merge = WORKFLOW["jobs"]["shard"], WORKFLOW["jobs"]["merge"]
    assert shard["strategy"]["matrix"]["shard"] == "${{ fromJSON(inputs.shards) }}"
    assert merge["needs"] == "shard" and merge["if"] == "always()"
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for job in (shard, merge):
        for step in job["steps"]:
            for command in re.findall(r"pinochle-conformance (\w+)[^\n]*", step.get("run", "")):
                assert command in sub.choices, command
    scripts = "\n".join(s.get("run", "") for job in (shard, merge) for s in job["steps"])
    for name, pattern in (
        ("run", r"cmd=\(pinochle-conformance run ([^)]*)\)"),
        ("merge", r"cmd=\(pinochle-conformance merge ([^)]*)\)"),
    ):
        options = {o for a in sub.choices[name]._actions for o in a.option_strings}
        line = re.search(pattern, scripts)
        assert line is not None
        used = set(re.findall(r"(?<![\w-])(--[a-z][a-z-]+)", line.group(1) + scripts.split(line.group(0))[1][:300]))
        used = {
            u for u in used if u in ("--impl", "--shard", "--out", "--no-progress", "--no-causes", "--as", "--baseline")
        }
        assert used <= options, used - options


def test_merge_judges_the_merged_report_against_a_baseline_as_run_does(tmp_path: Path) -> None:
    from conformance_report.cli import main

    base = ["--ruleset", "penn-4", "--impl", BUGGY, "--no-progress", "--no-causes"]
    known = tmp_path / "known.json"
    assert main(["run", *base, "--out", str(tmp_path / "whole"), "--write-baseline", str(known)]) == 0
    for k in (1, 2):
        assert main(["run", *base, "--shard", f"{k}/2", "--out", str(tmp_path / f"s{k}")]) == 1
    shards = [str(tmp_path / "s1"), str(tmp_path / "s2")]
    assert main(["merge", *shards, "--out", str(tmp_path / "merged")]) == 1
    assert main(["merge", *shards, "--out", str(tmp_path / "merged2"), "--baseline", str(known)]) == 0
