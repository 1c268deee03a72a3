"""Finding and ending every process an adapter started, including ones that left its session.

An adapter runs in a session of its own, so killing its process group ends the usual
children.  A child that called ``setsid()`` escapes the group; it is found by walking the
parent links in ``/proc`` (Linux) before the adapter is stopped, and killed by pid.  Where
the kernel allows it, the harness also becomes a *child subreaper*, so a descendant
orphaned by its parent is re-parented to the harness instead of to init and can still be
found (:func:`orphans`).
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
import signal
import time
from pathlib import Path

_PR_SET_CHILD_SUBREAPER = 36


def parents() -> dict[int, int]:
    """Every visible process's parent pid (empty where there is no ``/proc``)."""
    out: dict[int, int] = {}
    for entry in Path("/proc").iterdir() if Path("/proc").is_dir() else ():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # the command name is in parentheses and may itself hold spaces or parentheses
        fields = stat[stat.rfind(")") + 2 :].split()
        if len(fields) > 1 and fields[1].isdigit():
            out[int(entry.name)] = int(fields[1])
    return out


def descendants(pid: int) -> list[int]:
    """Pids of every process below ``pid`` (children, grandchildren, …)."""
    children: dict[int, list[int]] = {}
    for child, parent in parents().items():
        children.setdefault(parent, []).append(child)
    found: list[int] = []
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            if child not in found:
                found.append(child)
                todo.append(child)
    return found


def kill_all(pids: list[int]) -> None:
    """SIGKILL each pid that still exists (a vanished one is ignored)."""
    for pid in pids:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)


def become_subreaper() -> bool:
    """Ask the kernel to re-parent orphaned descendants to this process; True when it agreed."""
    name = ctypes.util.find_library("c")
    if not name:
        return False
    try:
        libc = ctypes.CDLL(name, use_errno=True)
        return int(libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)) == 0
    except (OSError, AttributeError):
        return False


def orphans(known: set[int]) -> list[int]:
    """This process's descendants that are not ``known`` (adapters' escaped children)."""
    return [pid for pid in descendants(os.getpid()) if pid not in known]


def end_descendants(rounds: int = 5, pause: float = 0.05) -> None:
    """SIGKILL every descendant of this process, again for any that appear meanwhile.

    Killing a process orphans its children; as a subreaper this process inherits them, so
    they are descendants only after the first kill.  Rounds go on while new pids turn up.
    """
    seen: set[int] = set()
    for _ in range(rounds):
        found = [pid for pid in descendants(os.getpid()) if pid not in seen]
        if not found:
            break
        kill_all(found)
        seen.update(found)
        time.sleep(pause)
    reap(seen)


def reap(pids: set[int], timeout: float = 1.0) -> None:
    """Collect the exit status of each of ``pids`` that is this process's child (orphans are,
    to a subreaper), so that none is left a zombie for init, which in a container may never
    collect it (multiprocessing's fork server and resource tracker were).  A pid that is not a
    child, or is gone, is skipped; one still dying is waited for up to ``timeout`` seconds."""
    left = set(pids)
    deadline = time.monotonic() + timeout
    while left:
        for pid in list(left):
            try:
                done, _ = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:  # not this process's child, or already collected
                done = pid
            if done:
                left.discard(pid)
        if not left or time.monotonic() >= deadline:
            return
        time.sleep(0.01)
