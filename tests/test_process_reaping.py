"""The CLI's last clean-up collects what it kills: no zombie is handed to init.

In a container whose init never collects orphans, a killed but uncollected child (such as
multiprocessing's fork server) stayed behind as a zombie after every run with workers.
"""

from __future__ import annotations

import subprocess
import sys

# run in a process of its own: end_descendants kills every descendant of its caller
SCRIPT = """
import subprocess, sys
from pathlib import Path
from conformance_report.protocol import processes

def state(pid):
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return "gone"

processes.become_subreaper()
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
before = state(child.pid)
processes.end_descendants()
print(before, state(child.pid))
"""


def test_end_descendants_kills_and_collects_a_child() -> None:
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60, check=True)
    before, after = out.stdout.split()
    assert before in ("S", "R")
    assert after == "gone"  # killed and collected: not left a zombie ("Z")
