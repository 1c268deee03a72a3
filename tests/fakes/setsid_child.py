"""Starts a child that leaves its session with setsid() (it would outlive a plain kill of the
adapter's process group), writes the child's pid to stderr, then behaves."""

import subprocess
import sys

import _base

args = _base.options()
child = subprocess.Popen(
    [sys.executable, "-c", "import time; time.sleep(600)"],
    start_new_session=True,
    stdin=subprocess.DEVNULL,
    stdout=subprocess.DEVNULL,
    stderr=subprocess.DEVNULL,
)
print(f"escaped child pid {child.pid}", file=sys.stderr, flush=True)
_base.serve()
