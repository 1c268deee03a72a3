"""The per-user cache (``$XDG_CACHE_HOME/pinochle-conformance``, else ``~/.cache/...``).

It holds what is slow to make and a pure function of its inputs: parsed feature files, and
the request pools identify, explain and fuzz generate.  Entries are written atomically
(a temporary file, then a rename); a cache that cannot be read or written is simply skipped.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - platforms without flock
    fcntl = None  # type: ignore[assignment]


def cache_dir(kind: str) -> Path:
    """The folder for one kind of entry (``features``, ``pools``)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "pinochle-conformance" / kind


def read_entry(path: Path) -> str | None:
    """An entry's text, or None when it is missing or unreadable."""
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def write_entry(path: Path, text: str) -> None:
    """Write an entry atomically; failure leaves no entry (it is made again next time)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path``'s lock file, so two processes that need the same
    entry make it once (the second waits, then reads it); without a lock, just proceed."""
    handle = None
    if fcntl is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handle = open(path.with_suffix(".lock"), "a")  # noqa: SIM115
            fcntl.flock(handle, fcntl.LOCK_EX)
        except OSError:
            if handle is not None:
                handle.close()
            handle = None
    try:
        yield
    finally:
        if handle is not None:
            fcntl.flock(handle, fcntl.LOCK_UN)
            handle.close()
