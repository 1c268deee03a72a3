"""Harness client for adapter protocol v1.

An :class:`Implementation` runs one long-lived adapter process (argv list, never a shell),
performs the ``hello`` handshake, and turns every request into an :class:`Outcome`.  Every
request sent and every reply received is checked against the protocol schemas.  A crash,
timeout or garbled stream kills the process; the next request restarts it.  An operation
that fails that way ``max_restarts`` times in a row is not attempted again (its later
requests answer at once, saying so), so one misbehaving operation spoils only its own
scenarios.  stderr is drained by a thread into a bounded buffer and only ever
shown as diagnostics.  Not thread-safe: use one :class:`Implementation` per thread.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal

import orjson

from conformance_report.protocol import processes
from conformance_report.protocol import validation as protocol

OutcomeKind = Literal["result", "unsupported", "adapter_error", "harness_error"]
HarnessCause = Literal["crash", "timeout", "protocol_violation", "schema_invalid", "wrong_id", "oversized", "not_json"]
SetupCause = Literal[
    "spawn",
    "crash",
    "timeout",
    "protocol_violation",
    "schema_invalid",
    "wrong_id",
    "oversized",
    "not_json",
    "version",
    "refused",
]

DEFAULT_TIMEOUT: Final = 5.0
DEFAULT_STARTUP_TIMEOUT: Final = 10.0
DEFAULT_MAX_LINE: Final = 1 << 20
DEFAULT_STDERR_LIMIT: Final = 64 * 1024
DEFAULT_MAX_RESTARTS: Final = 3
STDERR_TAIL: Final = 4096
_CHUNK: Final = 65536
_POLL: Final = 0.1


@dataclass(frozen=True)
class Outcome:
    """What became of one request.

    ``kind`` is ``result`` (``result`` holds the reply's result), ``unsupported`` (declined by
    the adapter, or not claimed in its handshake so never sent), ``adapter_error`` (the adapter
    replied with an error) or ``harness_error`` (``cause`` says what went wrong on the wire).
    """

    kind: OutcomeKind
    result: Mapping[str, Any] | None = None
    message: str = ""
    details: Any = None
    cause: HarnessCause | None = None
    stderr: str = ""
    sent: bool = True
    elapsed: float = 0.0

    @property
    def ok(self) -> bool:
        """True for a ``result`` outcome."""
        return self.kind == "result"


@dataclass(frozen=True)
class Handshake:
    """The adapter's ``hello`` result."""

    protocol: int
    name: str
    version: str
    language: str
    homepage: str | None
    operations: frozenset[str]
    ruleset_ids: frozenset[str]
    any_ruleset: bool
    raw: Mapping[str, Any] = field(repr=False)

    @staticmethod
    def from_result(result: Mapping[str, Any]) -> Handshake:
        """Build from a schema-valid ``hello`` result."""
        impl = result["implementation"]
        return Handshake(
            protocol=int(result["protocol"]),
            name=str(impl["name"]),
            version=str(impl["version"]),
            language=str(impl["language"]),
            homepage=impl.get("homepage"),
            operations=frozenset(result["operations"]),
            ruleset_ids=frozenset(result["rulesets"]["ids"]),
            any_ruleset=bool(result["rulesets"]["any"]),
            raw=result,
        )

    def supports_op(self, op: str) -> bool:
        """True when ``op`` was declared."""
        return op in self.operations

    def supports_ruleset(self, ruleset_id: str) -> bool:
        """True when ``ruleset_id`` was declared or arbitrary rulesets are accepted."""
        return self.any_ruleset or ruleset_id in self.ruleset_ids


class SetupError(RuntimeError):
    """The implementation could not be started or failed its handshake."""

    def __init__(self, cause: SetupCause, message: str, details: Any = None, stderr: str = "") -> None:
        self.cause = cause
        self.details = details
        self.stderr = stderr
        text = f"adapter set-up failed ({cause}): {message}"
        if stderr:
            text += f"\n--- adapter stderr (tail) ---\n{stderr}"
        super().__init__(text)
        self.message = message


class InvalidRequestError(ValueError):
    """The harness was asked to send a request that breaks the protocol schema (a harness bug)."""

    def __init__(self, violation: protocol.Violation) -> None:
        self.violation = violation
        where = violation.pointer or "/"
        super().__init__(f"request does not match its schema at {where}: {violation.message}")


class _Failure(Exception):
    """Internal: a wire-level failure while talking to the process."""

    def __init__(self, cause: HarnessCause, message: str, details: Any = None, matched: bool = False) -> None:
        super().__init__(message)
        self.cause: HarnessCause = cause
        self.message = message
        self.details = details
        self.matched = matched  # the reply carried our id (the stream is still in step)


class _StderrSink:
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
            while chunk := os.read(self._fd, _CHUNK):
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


class _Waiter:
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


class _Process:
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
        self.stderr = _StderrSink(self.popen.stderr, stderr_limit)
        self.reader = _Waiter(self.stdout_fd, writing=False)
        self.wait_readable = self.reader.wait
        self.writer = _Waiter(self.stdin_fd, writing=True)
        self.buf = bytearray()

    def exchange(self, parts: Sequence[bytes], deadline: float, max_line: int) -> bytes:
        """Write one request line, given in ``parts``, and return the next reply line (without
        its newline).

        The usual case is one gathering write (the parts are never joined: a ruleset's text is
        kilobytes), one wait and one read that holds the whole line; anything else (a full
        pipe, a reply in pieces, blank lines) goes through the general loops.
        """
        try:
            written = os.writev(self.stdin_fd, parts)
        except BlockingIOError:
            written = 0
        except (BrokenPipeError, ConnectionResetError):
            raise self._exited() from None
        if written < sum(map(len, parts)):
            self._write(memoryview(b"".join(parts))[written:], deadline)
        if not self.buf and self.wait_readable(max(0.0, min(deadline - time.monotonic(), _POLL))):
            try:
                chunk = os.read(self.stdout_fd, _CHUNK)
            except BlockingIOError:
                chunk = None
            if chunk and chunk.find(b"\n") == len(chunk) - 1 and len(chunk) - 1 <= max_line and chunk.strip():
                return chunk[:-1]
            if chunk:  # anything else: the general loop decides (it reads an end of file again)
                self.buf += chunk
        return self._read_line(deadline, max_line)

    def _write(self, view: memoryview, deadline: float) -> None:
        while view:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise _Failure("timeout", "timed out writing the request (adapter is not reading stdin)")
            if not self.writer.poll(min(remaining, _POLL)):
                if self.popen.poll() is not None:
                    raise self._exited()
                continue
            try:
                view = view[os.write(self.stdin_fd, view) :]
            except BlockingIOError:
                continue
            except (BrokenPipeError, ConnectionResetError):
                raise self._exited() from None

    def _read_line(self, deadline: float, max_line: int) -> bytes:
        while True:
            newline = self.buf.find(b"\n")
            if newline >= 0:
                line = bytes(self.buf[:newline])
                del self.buf[: newline + 1]
                if len(line) > max_line:
                    raise _Failure("oversized", f"reply line of {len(line)} bytes exceeds {max_line}")
                if line.strip():
                    return line
                continue
            if len(self.buf) > max_line:
                raise _Failure("oversized", f"reply line exceeds {max_line} bytes (no newline yet)")
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise _Failure("timeout", "no reply within the timeout")
            if not self.reader.poll(min(remaining, _POLL)):
                if self.popen.poll() is not None and not self.reader.poll(0):
                    raise self._exited()
                continue
            try:
                chunk = os.read(self.stdout_fd, _CHUNK)
            except BlockingIOError:
                continue
            if not chunk:
                raise self._exited()
            if not self.buf and chunk.find(b"\n") == len(chunk) - 1:  # the usual case: one whole line
                if len(chunk) - 1 > max_line:
                    raise _Failure("oversized", f"reply line of {len(chunk) - 1} bytes exceeds {max_line}")
                if chunk.strip():
                    return chunk[:-1]
                continue
            self.buf += chunk

    def _exited(self) -> _Failure:
        try:
            code = self.popen.wait(1.0)
        except subprocess.TimeoutExpired:
            return _Failure("crash", "adapter closed stdout")
        return _Failure("crash", f"adapter exited with status {code}", {"exit_status": code})

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


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def _dumps_bytes(value: Any) -> bytes:
    """Compact UTF-8 JSON; orjson (several times faster) where it gives the same text as json."""
    try:
        return orjson.dumps(value)
    except TypeError:  # a lone surrogate or a type orjson refuses: json decides (and may refuse too)
        return _dumps(value).encode("utf-8")


_ENCODED: dict[int, tuple[Any, bytes]] = {}


def _ruleset_bytes(ruleset: Any) -> bytes:
    """The JSON of a ruleset document, encoded once per document (by identity)."""
    hit = _ENCODED.get(id(ruleset))
    if hit is not None and hit[0] is ruleset:
        return hit[1]
    data = _dumps(ruleset).encode("utf-8")
    if len(_ENCODED) >= 256:
        _ENCODED.clear()
    _ENCODED[id(ruleset)] = (ruleset, data)
    return data


_OP_MEMBERS: Final = {op: b'","op":"' + op.encode() + b'","ruleset":' for op in protocol.OPERATIONS}
"""The text between a request's id and its ruleset, per rules operation."""


def _encode_rules(request_id: str, op: str, ruleset: Any, args: Any) -> tuple[bytes, bytes, bytes]:
    """The line of the client's own rules request, in three parts (the middle one the ruleset's
    JSON, made once per document): ``request_id`` is digits and ``op`` a rules operation, so
    neither needs escaping."""
    # args are built by the steps from feature files: whole numbers, strings, booleans, lists
    return (
        b'{"id":"' + request_id.encode() + _OP_MEMBERS[op],
        _ruleset_bytes(ruleset),
        b',"args":' + _dumps_bytes(args) + b"}\n",
    )


def _encode(message: Mapping[str, Any]) -> tuple[bytes]:
    return (_dumps(message).encode("utf-8") + b"\n",)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


_DECODER: Final = json.JSONDecoder(parse_constant=_reject_constant)
"""One decoder, built once (``json.loads`` with an option builds a new one per call)."""


def _decode(line: bytes) -> Any:
    try:  # orjson is several times faster; what it refuses (a lone surrogate escape, a huge integer) json decides
        return orjson.loads(line)
    except orjson.JSONDecodeError:
        pass
    try:
        return _DECODER.decode(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        preview = line[:200].decode("utf-8", "replace")
        raise _Failure("not_json", f"reply is not JSON: {exc}", {"line": preview}) from None


def _round_trip(proc: _Process, message: Mapping[str, Any], deadline: float, max_line: int) -> Any:
    """Write one request line and return its reply line, parsed but not yet checked."""
    return _decode(proc.exchange(_encode(message), deadline, max_line))


def accept_handshake(reply: Mapping[str, Any]) -> Handshake:
    """The :class:`Handshake` of a ``hello`` reply (an object answering the hello's id); raises
    :class:`SetupError` when the harness cannot go on with it: another protocol version
    (``version``), no result (``refused``) or a reply off the schema (``schema_invalid``)."""
    result = reply.get("result")
    if isinstance(result, dict) and result.get("protocol") != protocol.PROTOCOL_VERSION:
        raise SetupError(
            "version",
            f"adapter speaks protocol {result.get('protocol')!r}; this harness speaks {protocol.PROTOCOL_VERSION}",
            {"protocol": result.get("protocol"), "result": result},
        )
    if "result" not in reply:
        outcome = reply.get("error") or reply.get("unsupported") or {}
        raise SetupError(
            "refused", f"adapter refused the handshake: {outcome.get('message', '')}", outcome.get("details")
        )
    violation = protocol.validate_response("hello", reply)
    if violation is not None:
        raise SetupError(
            "schema_invalid",
            f"hello reply does not match the schema at {violation.pointer or '/'}: {violation.message}",
            violation.as_details(),
        )
    return Handshake.from_result(reply["result"])


def _result_outcome(result: Mapping[str, Any], elapsed: float) -> Outcome:
    """``Outcome("result", result=result, elapsed=elapsed)``, built without the dataclass's
    per-field ``object.__setattr__`` (fields left out keep their class-level defaults)."""
    outcome = _new_outcome(Outcome)
    outcome.__dict__.update(kind="result", result=result, elapsed=elapsed)
    return outcome


_new_outcome: Final = object.__new__


def _not_running(what: str, exc: SetupError) -> Outcome:
    """The outcome of a request that could not be sent because the adapter would not (re)start."""
    return Outcome(
        "harness_error",
        cause="crash",
        sent=False,
        stderr=exc.stderr,
        message=f"{what}: {exc.cause}: {exc.message}",
        details={"setup_cause": exc.cause, "details": exc.details},
    )


class Implementation:
    """A conformance target: one adapter process spoken to over protocol v1.

    ``timeout`` bounds each request, ``startup_timeout`` each start plus handshake,
    ``max_restarts`` the restarts after crashes, timeouts or a garbled stream, ``max_line``
    a reply line's size in bytes and ``stderr_limit`` the stderr bytes kept.
    """

    def __init__(
        self,
        argv: Sequence[str],
        *,
        timeout: float = DEFAULT_TIMEOUT,
        startup_timeout: float = DEFAULT_STARTUP_TIMEOUT,
        max_restarts: int = DEFAULT_MAX_RESTARTS,
        max_line: int = DEFAULT_MAX_LINE,
        stderr_limit: int = DEFAULT_STDERR_LIMIT,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
        validate_requests: bool = True,
    ) -> None:
        if isinstance(argv, str) or not argv:
            raise ValueError("argv must be a non-empty list of strings (no shell is used)")
        self.argv: tuple[str, ...] = tuple(argv)
        self.timeout = timeout
        self.startup_timeout = startup_timeout
        self.max_restarts = max_restarts
        self.max_line = max_line
        self.stderr_limit = stderr_limit
        self.env = env
        self.cwd = cwd
        self.validate_requests = validate_requests
        self.restarts = 0
        self.declared_ids: frozenset[str] = frozenset()
        """Ruleset ids declared for this implementation outside its handshake (``run --as``)."""
        self._op_failures: dict[str, tuple[int, HarnessCause]] = {}
        self._failed_restarts = 0
        self._reply_checked = False
        self.handshake: Handshake | None = None
        self._proc: _Process | None = None
        self._last_stderr = ""
        self._next_id = 0

    # ------------------------------------------------------------------ lifecycle
    def start(self) -> Handshake:
        """Spawn the process and perform the handshake; raise :class:`SetupError` on failure."""
        if self.handshake is not None:
            return self.handshake
        self.handshake = self._spawn_and_greet()
        return self.handshake

    def close(self, grace: float = 1.0) -> int | None:
        """Close stdin and wait ``grace`` seconds for a clean exit.

        Returns the exit status when the process ended by itself, or None when it had to be
        killed (or was not running).
        """
        proc, self._proc = self._proc, None
        self.handshake = None
        if proc is None:
            return None
        stray = processes.descendants(proc.popen.pid)  # before they are orphaned by a clean exit
        try:
            assert proc.popen.stdin is not None
            proc.popen.stdin.close()
        except OSError:
            pass
        try:
            code: int | None = proc.popen.wait(grace)
        except subprocess.TimeoutExpired:
            code = None
        proc.kill(stray)
        self._last_stderr = proc.stderr.tail(self.stderr_limit)
        return code

    def __enter__(self) -> Implementation:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def running(self) -> bool:
        """True while an adapter process is up."""
        return self._proc is not None and self._proc.popen.poll() is None

    @property
    def pid(self) -> int | None:
        """Process id of the running adapter, if any."""
        return self._proc.popen.pid if self._proc is not None else None

    def stderr_tail(self, size: int = STDERR_TAIL) -> str:
        """The last ``size`` bytes of the adapter's stderr (current or last process)."""
        if self._proc is not None:
            return self._proc.stderr.tail(size)
        return self._last_stderr[-size:] if size > 0 else ""

    # ------------------------------------------------------------------ requests
    def supports(self, op: str, ruleset_id: str) -> bool:
        """True when the handshake claimed both ``op`` and ``ruleset_id``."""
        hs = self.start()
        return hs.supports_op(op) and hs.supports_ruleset(ruleset_id)

    def request(
        self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any], *, timeout: float | None = None
    ) -> Outcome:
        """Send one rules request and return its :class:`Outcome`.

        Raises :class:`SetupError` if the first start fails, :class:`InvalidRequestError`
        if the request itself breaks the schema, ``ValueError`` for an unknown operation.
        """
        if op not in protocol.OPERATIONS:
            raise ValueError(f"unknown operation {op!r}; protocol v1 has {list(protocol.OPERATIONS)}")
        hs = self.handshake or self.start()
        rs_id = protocol.ruleset_id(ruleset)
        if not hs.supports_op(op):
            return Outcome("unsupported", message=f"operation {op!r} not declared in handshake", sent=False)
        if not hs.supports_ruleset(rs_id) and rs_id not in self.declared_ids:
            return Outcome("unsupported", message=f"ruleset {rs_id!r} not declared in handshake", sent=False)
        failures, last = self._op_failures.get(op, (0, "crash"))
        if failures and failures >= self.max_restarts:
            return Outcome(
                "harness_error",
                cause=last,
                sent=False,
                stderr=self.stderr_tail(),
                message=f"not attempted: operation {op!r} kept failing ({last}, {failures} times in a row)",
            )
        self._next_id += 1
        rid = str(self._next_id)
        args_valid, result_valid, reply_valid = protocol.compiled_checks(op)
        if self.validate_requests and not (
            type(ruleset) is dict and args_valid(args) and protocol.validate_ruleset(ruleset) is None
        ):  # the envelope around the client's own id and operation holds nothing else to check
            violation = protocol.validate_request(op, {"id": rid, "op": op, "ruleset": ruleset, "args": args})
            if violation is not None:
                raise InvalidRequestError(violation)
        proc = self._proc
        if proc is None:
            down = self.ensure_running()
            if down is not None:
                return down
            proc = self._proc
            assert proc is not None
        started = time.monotonic()
        deadline = started + (self.timeout if timeout is None else timeout)
        try:
            reply = _decode(proc.exchange(_encode_rules(rid, op, ruleset, args), deadline, self.max_line))
            if (
                type(reply) is dict
                and reply.get("id") == rid
                and "result" in reply
                and (
                    result_valid(reply["result"])
                    if len(reply) == 2 and type(reply["result"]) is dict
                    else reply_valid(reply)
                )
            ):
                # the usual answer, wholly valid: the checks _check_reply makes would all pass (a
                # reply of only its own id and an object result holds to the envelope, so then the
                # result's own check says all)
                if failures:
                    del self._op_failures[op]
                return _result_outcome(reply["result"], time.monotonic() - started)
            message = {"id": rid, "op": op, "ruleset": ruleset, "args": args}
            outcome = self._interpret(op, self._check_reply(message, reply), started)
            self._op_failures.pop(op, None)
            return outcome
        except _Failure as failure:
            if not failure.matched:
                self._discard()
                self._op_failures[op] = (self._op_failures.get(op, (0, failure.cause))[0] + 1, failure.cause)
            return Outcome(
                "harness_error",
                message=failure.message,
                details=failure.details,
                cause=failure.cause,
                stderr=self.stderr_tail(),
                elapsed=time.monotonic() - started,
            )

    def _interpret(self, op: str, reply: Mapping[str, Any], started: float) -> Outcome:
        checked, self._reply_checked = self._reply_checked, False
        violation = None if checked else protocol.validate_response(op, reply)
        if violation is not None:
            raise _Failure(
                "schema_invalid",
                f"reply does not match the {op} schema at {violation.pointer or '/'}: {violation.message}",
                violation.as_details(),
                True,
            )
        elapsed = time.monotonic() - started
        if "result" in reply:
            return Outcome("result", result=reply["result"], elapsed=elapsed)
        if "unsupported" in reply:
            return Outcome("unsupported", message=reply["unsupported"]["message"], elapsed=elapsed)
        error = reply["error"]
        return Outcome(
            "adapter_error",
            message=error["message"],
            details=error.get("details"),
            stderr=self.stderr_tail(),
            elapsed=elapsed,
        )

    # ------------------------------------------------------------------ internals
    def _new_id(self) -> str:
        self._next_id += 1
        return str(self._next_id)

    def _exchange(self, message: Mapping[str, Any], deadline: float) -> Mapping[str, Any]:
        """Write one request and read, parse and envelope-check its reply."""
        proc = self._proc
        assert proc is not None
        return self._check_reply(message, _round_trip(proc, message, deadline, self.max_line))

    def _check_reply(self, message: Mapping[str, Any], reply: Any) -> Mapping[str, Any]:
        """``reply`` to ``message`` if it is a JSON object with the request's id and a valid
        envelope; raises the :class:`_Failure` that says what is wrong otherwise."""
        if not isinstance(reply, dict):
            raise _Failure("protocol_violation", "reply is not a JSON object", {"value": reply})
        if "id" in reply and reply["id"] != message["id"]:
            raise _Failure(
                "wrong_id",
                f"reply id {reply['id']!r} does not match request id {message['id']!r}",
                {"expected": message["id"], "received": reply["id"]},
            )
        if message["op"] != "hello" and protocol.validate_response(str(message["op"]), reply) is None:
            self._reply_checked = True  # the whole reply is valid, envelope included: one check
            return reply
        violation = protocol.validate_envelope(reply)
        if violation is not None:
            raise _Failure(
                "protocol_violation",
                f"reply envelope is invalid at {violation.pointer or '/'}: {violation.message}",
                violation.as_details(),
                "id" in reply,
            )
        return reply

    def ensure_running(self) -> Outcome | None:
        """Restart a dead process (counted against ``max_restarts``).

        Returns None when a process is up, else the ``harness_error`` outcome explaining why not.
        """
        if self._proc is not None:
            return None
        if self.handshake is None:
            try:
                self.start()
            except SetupError as exc:
                return _not_running("start failed", exc)
            return None
        if self._failed_restarts >= self.max_restarts:
            return Outcome(
                "harness_error",
                cause="crash",
                sent=False,
                stderr=self.stderr_tail(),
                message=f"not attempted: the adapter would not restart ({self._failed_restarts} tries in a row)",
            )
        self.restarts += 1
        try:
            self.handshake = self._spawn_and_greet()
        except SetupError as exc:
            self._failed_restarts += 1
            return _not_running(f"restart {self.restarts} failed", exc)
        self._failed_restarts = 0
        return None

    def _discard(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None:
            proc.kill()
            self._last_stderr = proc.stderr.tail(self.stderr_limit)

    def _spawn_and_greet(self) -> Handshake:
        try:
            self._proc = _Process(self.argv, self.env, self.cwd, self.stderr_limit)
        except OSError as exc:
            raise SetupError("spawn", f"cannot start {list(self.argv)!r}: {exc}") from None
        deadline = time.monotonic() + self.startup_timeout
        hello = {"id": self._new_id(), "op": "hello", "protocol": protocol.PROTOCOL_VERSION}
        try:
            return accept_handshake(self._exchange(hello, deadline))
        except _Failure as failure:
            self._discard()
            raise SetupError(failure.cause, failure.message, failure.details, self.stderr_tail()) from None
        except SetupError as exc:
            self._discard()
            raise SetupError(exc.cause, exc.message, exc.details, self.stderr_tail()) from None
