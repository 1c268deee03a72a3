"""The suite as a user installs it: a wheel built from a copy of the clone, installed (not
editable) in a fresh venv, runs the whole reference conformance run from a folder outside the
repository.

Offline by design: the wheel is built with pip's ordinary build isolation (setuptools from the
configured index), installed with ``--no-deps``, and the fresh venv borrows the run-time
dependencies from this test venv's site-packages through a ``.pth`` line (the editable install
of this venv is a ``.pth`` file there, which a borrowed path does not process, so nothing of the
repository is importable in the fresh venv).  About 15 s.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from conformance_report import __version__

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fresh venv's bin folder, with the wheel installed."""
    tmp = tmp_path_factory.mktemp("wheel")
    files = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO,
        capture_output=True,
        check=True,
    ).stdout.split(b"\0")
    src = tmp / "clone"
    for name in filter(None, files):
        rel = Path(name.decode())
        if (REPO / rel).is_file():
            (src / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / rel, src / rel)
    dist = tmp / "dist"
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
    built = subprocess.run(
        [*pip, "wheel", str(src), "--no-deps", "-q", "-w", str(dist)], capture_output=True, text=True, timeout=300
    )
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = dist.glob("pinochle_conformance-*.whl")
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    got = subprocess.run(
        [*pip, "--python", str(python), "install", "--no-deps", "-q", str(wheel)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert got.returncode == 0, got.stdout + got.stderr
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    (Path(purelib) / "borrowed-dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n", encoding="utf-8")
    return venv / "bin"


def test_the_wheel_carries_the_data_and_not_the_repository(installed: Path, tmp_path: Path) -> None:
    code = "import conformance_report.data as d, reference_engine as r; print(d.ROOT); print(r.__file__)"
    out = subprocess.run([str(installed / "python"), "-c", code], capture_output=True, text=True, cwd=tmp_path)
    root, engine = out.stdout.split()
    venv = installed.parent
    assert Path(root).is_relative_to(venv) and Path(root).name == "suite", out
    assert Path(engine).is_relative_to(venv)
    assert len(list(Path(root, "features").rglob("*.feature"))) == len(list((REPO / "features").rglob("*.feature")))
    assert sorted(p.name for p in Path(root, "fixtures", "rulesets").glob("*.json")) == sorted(
        p.name for p in (REPO / "fixtures" / "rulesets").glob("*.json")
    )
    assert Path(root, "schemas", "protocol", "request.json").is_file()
    assert Path(root, "schemas", "hand-record.schema.json").is_file()
    assert Path(root, "schemas", "audit-report.schema.json").is_file()
    assert Path(engine).parent.parent.joinpath("conformance_report", "records", "rule_map.json").is_file()
    assert Path(engine).parent.parent.joinpath("conformance_report", "tools", "unreachable_options.json").is_file()
    # each suite version's list of scenarios, which a baseline of another version is compared with
    lists = "from conformance_report import releases as r, __version__ as v; print(len(r.scenarios_of(v) or {}))"
    out = subprocess.run([str(installed / "python"), "-c", lists], capture_output=True, text=True, cwd=tmp_path)
    assert out.stdout.strip() == str(_scenario_count()), out


def test_the_installed_suite_runs_every_scenario_from_another_folder(installed: Path, tmp_path: Path) -> None:
    work = tmp_path / "elsewhere"
    work.mkdir()
    run = subprocess.run(
        [str(installed / "pinochle-conformance"), "run", "--out", "out"],
        cwd=work,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    report = json.loads((work / "out" / "report.json").read_text(encoding="utf-8"))
    statuses = {r["status"] for r in report["results"]}
    expected = sum(
        1
        for p in (REPO / "features").rglob("*.feature")
        for line in p.read_text().splitlines()
        if line.strip().startswith("Scenario:")
    )
    assert statuses == {"passed"} and len(report["results"]) == expected
    assert report["header"]["suite_commit"] == "unknown"  # no clone here: the version says what ran
    assert all(r["id"].startswith("features/") for r in report["results"])


def test_the_installed_commands_work_from_another_folder(installed: Path, tmp_path: Path) -> None:
    cli = str(installed / "pinochle-conformance")
    version = subprocess.run([cli, "--version"], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert version.stdout.strip() == f"pinochle-conformance {__version__}", version.stderr
    listed = subprocess.run([cli, "list", "rulesets"], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert listed.returncode == 0 and "penn-4" in listed.stdout, listed.stderr
    engine = f"{installed / 'python'} -m reference_engine.adapter"
    smoke = subprocess.run([cli, "smoke", "--impl", engine], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert smoke.returncode == 0 and "Result: PASS" in smoke.stdout, smoke.stdout + smoke.stderr
    explain = subprocess.run([cli, "explain", "penn-4", "penn-3"], cwd=tmp_path, capture_output=True, text=True)
    assert explain.returncode == 0 and "bidding.minimum" in explain.stdout, explain.stderr
    record = tmp_path / "hand.phr"
    demo = [str(installed / "pinochle-demo"), "--ruleset", "bruce-5", "--record", str(record)]
    assert subprocess.run(demo, cwd=tmp_path, capture_output=True, text=True, timeout=60).returncode == 0
    audit = subprocess.run(
        [cli, "audit", str(record), "--out", "audit"], cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert audit.returncode == 0 and "no deviation" in audit.stdout, audit.stdout + audit.stderr
    assert (tmp_path / "audit" / "report.html").is_file()


def _scenario_count() -> int:
    from conformance_report.releases import current_scenarios

    return len(current_scenarios())
