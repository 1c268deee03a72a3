"""One writer at a time in an ``--out`` folder.

Two runs may share an ``--out`` (a script started twice); each replaces the report as one
group (:mod:`.replace`), and that group's staging, renames and clean-up of stale badges must
not interleave with another's, or one run's clean-up deletes the other's staged files.  A
run therefore takes an advisory lock (``flock``) on the folder itself while it writes: no
file is left behind, and the lock goes with the process however it ends.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from conformance_report import interrupts

WAIT = 120.0
"""Seconds to wait for another run to finish writing before giving up."""


class Busy(Exception):
    """Another run kept ``--out`` locked longer than :data:`WAIT`."""


@contextlib.contextmanager
def writing(out: Path, wait: float = WAIT) -> Iterator[None]:
    """Hold ``out``'s write lock for the block, waiting (up to ``wait`` s) for another run's
    writing to end; the wait is said on stderr once."""
    fd = os.open(out, os.O_RDONLY | os.O_DIRECTORY)
    try:
        deadline = time.monotonic() + wait
        said = False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except OSError as exc:
                if exc.errno not in (errno.EWOULDBLOCK, errno.EAGAIN):
                    break  # a file system without locks: write unguarded, as before
            if not said:
                print(f"pinochle-conformance: another run is writing to {out}; waiting for it", file=sys.stderr)
                said = True
            if time.monotonic() > deadline:
                raise Busy(f"another run is writing to {out} (still, after {wait:g} s); choose another --out")
            interrupts.check()
            time.sleep(0.05)
        yield
    finally:
        os.close(fd)  # releases the lock
