"""Issue 36, item 2: ``diff`` keys results by implementation, scenario and declared variant,
so that one variant's result no longer hides another's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLI = Path(sys.executable).parent / "pinochle-conformance"
FAKE = f"{sys.executable} {ROOT / 'tests' / 'fakes' / 'two_variants.py'}"


def _run(out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    argv = [str(CLI), "run", "--ruleset", "penn-4", "--tags", "not doc-protocol"]  # the rules' scenarios
    argv += ["--impl", f"{FAKE} {' '.join(extra)}".strip()]
    return subprocess.run([*argv, "--out", str(out), "--no-progress"], capture_output=True, text=True, timeout=300)


def test_a_regression_under_one_of_two_declared_variants_is_reported(tmp_path: Path) -> None:
    assert _run(tmp_path / "old").returncode == 0
    new = _run(tmp_path / "new", "--wrong-under", "penn-4-low")
    assert new.returncode == 1 and "failed 5" in new.stdout
    html = tmp_path / "diff.html"
    proc = subprocess.run(
        [str(CLI), "diff", str(tmp_path / "old"), str(tmp_path / "new"), "--html", str(html)],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 1, proc.stdout
    lines = proc.stdout.splitlines()
    assert "regressions: 5" in lines and "fixes: 0" in lines and "changes: 0" in lines
    regressions = [line for line in lines if line.endswith(": passed -> failed")]
    assert len(regressions) == 5 and all("(as penn-4-low)" in line for line in regressions)
    assert "The highest trump takes the trick (as penn-4-low): passed -> failed" in proc.stdout
    page = html.read_text(encoding="utf-8")
    assert page.count("(as penn-4-low)") == 5 and "<b data-kind='regressions'>5</b>" in page
    # the same runs the other way round: five fixes, exit 0
    back = subprocess.run(
        [str(CLI), "diff", str(tmp_path / "new"), str(tmp_path / "old")], capture_output=True, text=True
    )
    assert back.returncode == 0 and "fixes: 5" in back.stdout.splitlines()
