"""Issue 36, item 20: the diff of reports with different implementations says that they
differ, with counts, instead of listing each of their results as added or removed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CLI = Path(sys.executable).parent / "pinochle-conformance"
REFERENCE = f"{sys.executable} -m reference_engine.adapter"
FAKE = f"{sys.executable} {ROOT / 'tests' / 'fakes' / 'echo_ok.py'}"
SELECTION = ["--ruleset", "penn-4", "-k", "trump", "--no-progress"]


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("diff-impls")
    out = {}
    for name, impls in (("ref", [REFERENCE]), ("fake", [FAKE]), ("both", [REFERENCE, FAKE])):
        out[name] = root / name
        argv = [str(CLI), "run", *SELECTION, *(a for i in impls for a in ("--impl", i)), "--out", str(out[name])]
        subprocess.run(argv, capture_output=True, timeout=300, check=False)
        assert (out[name] / "report.json").is_file()
    return out


def _diff(old: Path, new: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(CLI), "diff", str(old), str(new)], capture_output=True, text=True, timeout=60)


def test_reports_of_different_implementations_say_so(reports: dict[str, Path]) -> None:
    proc = _diff(reports["ref"], reports["fake"])
    assert proc.returncode == 2
    lines = proc.stdout.splitlines()
    assert lines[0] == "implementations differ: their results are counted, not listed"
    assert any(line.startswith("  only in the old report: pinochle-reference-engine (") for line in lines)
    assert any(line.startswith("  only in the new report: fake (") for line in lines)
    assert "  no implementation is in both reports: nothing to compare" in lines
    assert "added: 0" in lines and "removed: 0" in lines
    assert not any("->" in line for line in lines)
    assert "the reports share no implementation; nothing was compared" in proc.stderr


def test_an_implementation_that_joined_is_counted_and_the_rest_compared(reports: dict[str, Path]) -> None:
    proc = _diff(reports["ref"], reports["both"])
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    count = next(line for line in lines if line.startswith("  only in the new report: fake ("))
    assert int(count.split("(")[1].split()[0]) > 10
    assert "regressions: 0" in lines and "added: 0" in lines
    assert not any("[fake]" in line for line in lines)
