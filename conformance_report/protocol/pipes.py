"""An adapter's process and its pipes: one request line out, one reply line back.

The process runs in a session of its own with non-blocking pipes; stderr is drained by a
thread into a bounded buffer.  Anything that goes wrong on the wire (a crash, a timeout, an
oversized or garbled line) is a :class:`WireFailure` with its cause.
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, Literal

from conformance_report.protocol import processes

HarnessCause = Literal["crash", "timeout", "protocol_violation", "schema_invalid", "wrong_id", "oversized", "not_json"]
READ_CHUNK: Final = 65536
POLL: Final = 0.1
_BRACE: Final = ord("{")
_writev: Final = os.writev
_read: Final = os.read
_monotonic: Final = time.monotonic


class WireFailure(Exception):
    """A wire-level failure while talking to the process."""

    def __init__(self, cause: HarnessCause, message: str, details: Any = None, matched: bool = False) -> None:
        super().__init__(message)
        self.cause: HarnessCause = cause
        self.message = message
        self.details = details
        self.matched = matched  # the reply carried our id (the stream is still in step)


class StderrSink:
    """Drains a pipe on a daemon thread, keeping only the last ``limit`` bytes."""

    def __init__(self, pipe: Any, limit: int) -> None:
        self._fd: int = pipe.fileno()
        self._pipe = pipe
        self._limit = limit
        self._buf = bytearray()
        self._lock = threading.Lock()
        self.total = 0
        self._thread = threading.Thread(target=self._run, name="adapter-stderr", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            while chunk := os.read(self._fd, READ_CHUNK):
                with self._lock:
                    self.total += len(chunk)
                    self._buf += chunk
                    if len(self._buf) > self._limit:
                        del self._buf[: len(self._buf) - self._limit]
        except OSError:
            pass

    def join(self, timeout: float) -> None:
        """Wait (bounded) for the writer to close its end."""
        self._thread.join(timeout)

    def tail(self, size: int) -> str:
        """The last ``size`` bytes seen, decoded leniently."""
        with self._lock:
            return bytes(self._buf[-size:]).decode("utf-8", "replace") if size > 0 else ""


class Waiter:
    """Waits for one pipe to be readable or writable: epoll where there is one, else poll.

    Used directly: ``selectors``' Python wrapper costs several microseconds a wait.
    """

    def __init__(self, fd: int, *, writing: bool) -> None:
        self._epoll = select.epoll() if hasattr(select, "epoll") else None
        if self._epoll is not None:
            self._epoll.register(fd, select.EPOLLOUT if writing else select.EPOLLIN)
            self.wait: Callable[[float], object] = self._epoll.poll
            """``poll`` without the Python frame: truthy when ready (the hot path's wait)."""
        else:  # pragma: no cover - platforms without epoll
            self._poll = select.poll()
            self._poll.register(fd, select.POLLOUT if writing else select.POLLIN)
            self.wait = self.poll

    def poll(self, timeout: float) -> bool:
        """True when the pipe is ready (or closed) within ``timeout`` seconds."""
        if self._epoll is not None:
            return bool(self._epoll.poll(timeout))
        return bool(self._poll.poll(timeout * 1000.0))  # pragma: no cover

    def close(self) -> None:
        if self._epoll is not None:
            self._epoll.close()


class AdapterProcess:
    """One running adapter process with non-blocking pipes."""

    def __init__(self, argv: Sequence[str], env: Mapping[str, str] | None, cwd: str | None, stderr_limit: int) -> None:
        self.popen = subprocess.Popen(
            list(argv),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            bufsize=0,
            env=dict(env) if env is not None else None,
            cwd=cwd,
            start_new_session=True,
            close_fds=True,
        )
        assert self.popen.stdin and self.popen.stdout and self.popen.stderr
        self.stdin_fd = self.popen.stdin.fileno()
        self.stdout_fd = self.popen.stdout.fileno()
        os.set_blocking(self.stdin_fd, False)
        os.set_blocking(self.stdout_fd, False)
        self.stderr = StderrSink(self.popen.stderr, stderr_limit)
        self.reader = Waiter(self.stdout_fd, writing=False)
        self.wait_readable = self.reader.wait
        self.writer = Waiter(self.stdin_fd, writing=True)
        self.buf = bytearray()

    def exchange(self, parts: Sequence[bytes], deadline: float, max_line: int) -> bytes:
        """Write one request line, given in ``parts``, and return the next reply line (without
        its newline).

        The usual case is one gathering write (the parts are never joined: a ruleset's text is
        kilobytes), one wait and one read that holds the whole line; anything else (a full
        pipe, a reply in pieces, blank lines) goes through the general loops.
        """
        try:
            written = _writev(self.stdin_fd, parts)
        except BlockingIOError:
            written = 0
        except (BrokenPipeError, ConnectionResetError):
            raise self._exited("stdin") from None
        if written < sum(map(len, parts)):
            self._write(memoryview(b"".join(parts))[written:], deadline)
        wait = deadline - _monotonic()
        if not self.buf and self.wait_readable(POLL if wait > POLL else max(wait, 0.0)):
            try:
                chunk = _read(self.stdout_fd, READ_CHUNK)
            except BlockingIOError:
                chunk = None
            if (
                chunk
                and chunk.find(b"\n") == len(chunk) - 1
                and len(chunk) - 1 <= max_line
                and (chunk[0] == _BRACE or chunk.strip())  # not a blank line
            ):
                return chunk[:-1]
            if chunk:  # anything else: the general loop decides (it reads an end of file again)
                self.buf += chunk
        return self._read_line(deadline, max_line)

    def _write(self, view: memoryview, deadline: float) -> None:
        while view:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise WireFailure("timeout", "timed out writing the request (adapter is not reading stdin)")
            if not self.writer.poll(min(remaining, POLL)):
                if self.popen.poll() is not None:
                    raise self._exited()
                continue
            try:
                view = view[os.write(self.stdin_fd, view) :]
            except BlockingIOError:
                continue
            except (BrokenPipeError, ConnectionResetError):
                raise self._exited("stdin") from None

    def _read_line(self, deadline: float, max_line: int) -> bytes:
        while True:
            newline = self.buf.find(b"\n")
            if newline >= 0:
                line = bytes(self.buf[:newline])
                del self.buf[: newline + 1]
                if len(line) > max_line:
                    raise WireFailure("oversized", f"reply line of {len(line)} bytes exceeds {max_line}")
                if line.strip():
                    return line
                continue
            if len(self.buf) > max_line:
                raise WireFailure("oversized", f"reply line exceeds {max_line} bytes (no newline yet)")
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise WireFailure("timeout", "no reply within the timeout")
            if not self.reader.poll(min(remaining, POLL)):
                if self.popen.poll() is not None and not self.reader.poll(0):
                    raise self._exited()
                continue
            try:
                chunk = os.read(self.stdout_fd, READ_CHUNK)
            except BlockingIOError:
                continue
            if not chunk:
                raise self._exited()
            if not self.buf and chunk.find(b"\n") == len(chunk) - 1:  # the usual case: one whole line
                if len(chunk) - 1 > max_line:
                    raise WireFailure("oversized", f"reply line of {len(chunk) - 1} bytes exceeds {max_line}")
                if chunk.strip():
                    return chunk[:-1]
                continue
            self.buf += chunk

    def _exited(self, closed: str = "stdout") -> WireFailure:
        """The failure of an adapter that exited, or that closed ``closed`` (its ``stdin``: it
        reads no more requests; its ``stdout``: it sends no more replies) and lives on."""
        try:
            code = self.popen.wait(1.0)
        except subprocess.TimeoutExpired:
            if closed == "stdin":
                return WireFailure("crash", "adapter closed its stdin (it reads no more requests) and is still running")
            return WireFailure("crash", "adapter closed stdout")
        return WireFailure("crash", f"adapter exited with status {code}", {"exit_status": code})

    def kill(self, also: Sequence[int] = ()) -> None:
        """End the adapter, its process group, every descendant (even one that left the
        session) and the pids in ``also``."""
        stray = [*also, *processes.descendants(self.popen.pid)]
        try:
            os.killpg(self.popen.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            if self.popen.poll() is None:
                self.popen.kill()
        processes.kill_all(stray)
        self.popen.wait()
        self.finish()

    def finish(self) -> None:
        self.stderr.join(1.0)
        self.reader.close()
        self.writer.close()
        for pipe in (self.popen.stdin, self.popen.stdout, self.popen.stderr):
            if pipe is not None:
                with contextlib.suppress(OSError):
                    pipe.close()
