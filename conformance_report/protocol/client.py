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

import subprocess
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal

import orjson

from conformance_report.protocol import processes
from conformance_report.protocol import validation as protocol
from conformance_report.protocol.limits import MAX_NAME, cut, cut_value
from conformance_report.protocol.pipes import AdapterProcess, HarnessCause, WireFailure
from conformance_report.protocol.wire import decode_line, deep_failure, encode_line, encode_rules, too_deep

OutcomeKind = Literal["result", "unsupported", "adapter_error", "harness_error"]
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
        homepage = impl.get("homepage")
        return Handshake(
            protocol=int(result["protocol"]),
            name=cut(str(impl["name"]), MAX_NAME),
            version=cut(str(impl["version"]), MAX_NAME),
            language=cut(str(impl["language"]), MAX_NAME),
            homepage=cut(str(homepage), MAX_NAME) if homepage is not None else None,
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
        self.details = details = cut_value(details)
        self.stderr = stderr
        message = cut(message)
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


def _round_trip(proc: AdapterProcess, message: Mapping[str, Any], deadline: float, max_line: int) -> Any:
    """Write one request line and return its reply line, parsed but not yet checked."""
    return decode_line(proc.exchange(encode_line(message), deadline, max_line))


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
_monotonic: Final = time.monotonic
_loads: Final = orjson.loads
_dumps: Final = orjson.dumps


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
        self._declared_ids: frozenset[str] = frozenset()
        self._ready: dict[str, dict[int, tuple[Any, bytes, Callable[[Any], bool], Callable[[Any], bool]]]] = {}
        """Per operation, per ruleset document (by identity): what the usual request needs."""
        self._op_failures: dict[str, tuple[int, HarnessCause]] = {}
        self._failed_restarts = 0
        self._reply_verdict: tuple[object, protocol.Violation | None] = (None, None)
        """The reply _check_reply last checked whole against its operation's schema, and what it found."""
        self.handshake: Handshake | None = None
        self._proc: AdapterProcess | None = None
        self._last_stderr = ""
        self._next_id = 0
        self._previous_op: str | None = None
        """The operation of the rules request whose id is one below the current one's, if any
        (to name a stray second reply to it)."""
        self._current_op: str | None = None

    @property
    def declared_ids(self) -> frozenset[str]:
        """Ruleset ids declared for this implementation outside its handshake (``run --as``)."""
        return self._declared_ids

    @declared_ids.setter
    def declared_ids(self, ids: frozenset[str]) -> None:
        self._declared_ids = ids
        self._ready.clear()

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
        self._ready.clear()
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

        The usual request (an operation and a ruleset document this process has already
        sent, checked and encoded) takes one path: the args checked by their compiled schema
        and encoded, one exchange, the reply checked by its result's compiled schema.
        Anything else, and any request while an operation is failing, takes the full path.
        """
        ready = self._ready.get(op)
        entry = ready.get(id(ruleset)) if ready is not None else None
        proc = self._proc
        if entry is None or entry[0] is not ruleset or proc is None or self._op_failures:
            return self._request(op, ruleset, args, timeout)
        _, middle, args_valid, result_valid = entry
        try:
            if not args_valid(args):
                return self._request(op, ruleset, args, timeout)  # says what is wrong
            encoded = _dumps(args)
        except (TypeError, ValueError, OverflowError):  # what the compiled check or orjson cannot take
            return self._request(op, ruleset, args, timeout)
        self._next_id = number = self._next_id + 1
        rid = str(number)
        self._previous_op, self._current_op = self._current_op, op
        started = _monotonic()
        try:
            line = proc.exchange(
                (b'{"id":"', rid.encode(), middle, encoded, b"}\n"),
                started + (self.timeout if timeout is None else timeout),
                self.max_line,
            )
            try:
                reply = _loads(line)
            except ValueError:
                reply = decode_line(line)  # the full decoder decides, or says why not
        except WireFailure as failure:
            return self._wire_failed(op, failure, started)
        try:
            if (
                type(reply) is dict
                and len(reply) == 2
                and reply.get("id") == rid
                and type(result := reply.get("result")) is dict
                and result_valid(result)
            ):  # only its id and an object result: the envelope holds, the result's check says all
                outcome = _new_outcome(Outcome)
                outcome.__dict__.update(kind="result", result=result, elapsed=_monotonic() - started)
                return outcome
        except (ValueError, OverflowError):  # a value the compiled check cannot take: the full check decides
            pass
        return self._answer(op, rid, ruleset, args, reply, started, 0)

    def _request(self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any], timeout: float | None) -> Outcome:
        """:meth:`request` by the full path: every claim and check made in turn."""
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
        self._previous_op, self._current_op = self._current_op, op  # to name a stray reply's request
        args_valid, result_valid, reply_valid = protocol.compiled_checks(op)
        if self.validate_requests:
            if not (type(ruleset) is dict and args_valid(args) and protocol.validate_ruleset(ruleset) is None):
                # the envelope around the client's own id and operation holds nothing else to check
                violation = protocol.validate_request(op, {"id": rid, "op": op, "ruleset": ruleset, "args": args})
                if violation is not None:
                    raise InvalidRequestError(violation)
            if type(ruleset) is dict:
                self._make_ready(op, ruleset)
        proc = self._proc
        if proc is None:
            down = self.ensure_running()
            if down is not None:
                return down
            if self.handshake is not hs:  # restarted: the new handshake's claims decide afresh
                return self._request(op, ruleset, args, timeout)
            proc = self._proc
            assert proc is not None
        started = time.monotonic()
        deadline = started + (self.timeout if timeout is None else timeout)
        try:
            reply = decode_line(proc.exchange(encode_rules(rid, op, ruleset, args), deadline, self.max_line))
            if (
                type(reply) is dict
                and reply.get("id") == rid
                and "result" in reply
                and (
                    result_valid(reply["result"])
                    if len(reply) == 2 and type(reply["result"]) is dict
                    else reply_valid(reply) and not too_deep(reply)  # x- members may hold anything
                )
            ):
                # the usual answer, wholly valid: the checks _check_reply makes would all pass (a
                # reply of only its own id and an object result holds to the envelope, so then the
                # result's own check says all)
                if failures:
                    del self._op_failures[op]
                return _result_outcome(reply["result"], time.monotonic() - started)
        except WireFailure as failure:
            return self._wire_failed(op, failure, started)
        return self._answer(op, rid, ruleset, args, reply, started, failures)

    def _make_ready(self, op: str, ruleset: dict[str, Any]) -> None:
        """Keep what :meth:`request`'s usual path needs for ``op`` with the checked, claimed
        ``ruleset``: the request line's text from the operation to the args, and the compiled
        checks of the args and of a result (kept for at most 64 documents per operation)."""
        ready = self._ready.setdefault(op, {})
        if len(ready) >= 64:
            ready.clear()
        _, _, args_check, result_check = protocol.compiled_validators(op)
        if args_check is None or result_check is None:
            return
        head, text, tail = encode_rules("", op, ruleset, {})
        middle = head[len(b'{"id":"') :] + text + tail[: -len(b"{}}\n")]
        ready[id(ruleset)] = (ruleset, middle, args_check.is_valid, result_check.is_valid)

    def _answer(
        self,
        op: str,
        rid: str,
        ruleset: Mapping[str, Any],
        args: Mapping[str, Any],
        reply: Any,
        started: float,
        failures: int,
    ) -> Outcome:
        """The outcome of a reply the usual path did not take: checked in full."""
        try:
            message = {"id": rid, "op": op, "ruleset": ruleset, "args": args}
            outcome = self._interpret(op, self._check_reply(message, reply), started)
        except WireFailure as failure:
            return self._wire_failed(op, failure, started)
        if failures:
            self._op_failures.pop(op, None)
        return outcome

    def _wire_failed(self, op: str, failure: WireFailure, started: float) -> Outcome:
        """The outcome of a request that failed on the wire; unless the reply still answered
        the request, the process is ended and the failure counts against ``op``."""
        if not failure.matched:
            self._discard()
            self._op_failures[op] = (self._op_failures.get(op, (0, failure.cause))[0] + 1, failure.cause)
        return Outcome(
            "harness_error",
            message=cut(failure.message),
            details=cut_value(failure.details),
            cause=failure.cause,
            stderr=self.stderr_tail(),
            elapsed=time.monotonic() - started,
        )

    def _interpret(self, op: str, reply: Mapping[str, Any], started: float) -> Outcome:
        checked, verdict = self._reply_verdict
        self._reply_verdict = (None, None)
        violation = verdict if checked is reply else protocol.validate_response(op, reply)
        if violation is not None:
            raise WireFailure(
                "schema_invalid",
                f"reply does not match the {op} schema at {violation.pointer or '/'}: {violation.message}",
                violation.as_details(),
                True,
            )
        elapsed = time.monotonic() - started
        if "result" in reply:
            return Outcome("result", result=reply["result"], elapsed=elapsed)
        if "unsupported" in reply:
            return Outcome("unsupported", message=cut(reply["unsupported"]["message"]), elapsed=elapsed)
        error = reply["error"]
        return Outcome(
            "adapter_error",
            message=cut(error["message"]),
            details=cut_value(error.get("details")),
            stderr=self.stderr_tail(),
            elapsed=elapsed,
        )

    # ------------------------------------------------------------------ internals
    def _new_id(self) -> str:
        self._previous_op = self._current_op = None  # a hello: no rules request just before the next
        self._next_id += 1
        return str(self._next_id)

    def _exchange(self, message: Mapping[str, Any], deadline: float) -> Mapping[str, Any]:
        """Write one request and read, parse and envelope-check its reply."""
        proc = self._proc
        assert proc is not None
        return self._check_reply(message, _round_trip(proc, message, deadline, self.max_line))

    def _check_reply(self, message: Mapping[str, Any], reply: Any) -> Mapping[str, Any]:
        """``reply`` to ``message`` if it is a JSON object with the request's id and a valid
        envelope; raises the :class:`WireFailure` that says what is wrong otherwise."""
        if too_deep(reply):
            raise deep_failure()
        if not isinstance(reply, dict):
            raise WireFailure("protocol_violation", "reply is not a JSON object", {"value": reply})
        if "id" in reply and reply["id"] != message["id"]:
            earlier = self._previous_op
            stray = (
                f" (the id of the request before, {earlier!r}, which had its reply already: a second reply to it)"
                if earlier is not None and reply["id"] == str(int(message["id"]) - 1)
                else ""
            )
            raise WireFailure(
                "wrong_id",
                f"reply id {reply['id']!r} does not match request id {message['id']!r}{stray}",
                {"expected": message["id"], "received": reply["id"]},
            )
        if message["op"] != "hello":  # one check of the whole reply, envelope included; kept for _interpret
            whole = protocol.validate_response(str(message["op"]), reply)
            self._reply_verdict = (reply, whole)
            if whole is None:
                return reply
        violation = protocol.validate_envelope(reply)
        if violation is not None:
            raise WireFailure(
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
        self._ready.clear()  # what the next handshake claims decides again
        try:
            self._proc = AdapterProcess(self.argv, self.env, self.cwd, self.stderr_limit)
        except OSError as exc:
            raise SetupError("spawn", f"cannot start {list(self.argv)!r}: {exc}") from None
        deadline = time.monotonic() + self.startup_timeout
        hello = {"id": self._new_id(), "op": "hello", "protocol": protocol.PROTOCOL_VERSION}
        try:
            return accept_handshake(self._exchange(hello, deadline))
        except WireFailure as failure:
            self._discard()
            message = failure.message
            if failure.cause == "timeout":
                message += (
                    f" (an adapter has {self.startup_timeout:g} s to start and answer hello;"
                    " give it longer with --startup-timeout SECONDS)"
                )
            raise SetupError(failure.cause, message, failure.details, self.stderr_tail()) from None
        except SetupError as exc:
            self._discard()
            raise SetupError(exc.cause, exc.message, exc.details, self.stderr_tail()) from None
