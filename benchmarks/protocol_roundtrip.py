"""Median round-trip time of one protocol request: subprocess adapter vs in-process call.

    python benchmarks/protocol_roundtrip.py [--requests N] [--op OP] [-- ADAPTER ARGV...]

The default adapter is ``python -m reference_engine.adapter`` when importable, else
``tests/fakes/echo_ok.py``.  The subprocess time is what the harness client pays per request
(schema checks of request and reply included); ``validation_median_us`` is that checking
alone and ``in_process_median_us`` the same question answered by a direct function call
(the reference engine's ``handle``, else the echo fake's).  ``over_pipe_median_us`` is the
client's round trip minus the raw pipe's (medians of blocks of 50), and
``over_pipe_paired_median_us`` the median difference of a client request and a raw one sent
in the same round (each round sees the same load, its order shuffled; quartiles beside it), and
``parsing_floor_over_pipe_paired_median_us`` the same for a client that only writes, waits
(epoll), reads and parses the reply: the least any harness that reads its replies pays.  ``client_cpu_us``
and ``pipe_cpu_us`` are this process's CPU time per request in each (blocks of 50,
alternating), a figure a loaded machine disturbs far less than wall time.  Prints one JSON object.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import select
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import orjson

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from conformance_report.protocol import validation as protocol  # noqa: E402
from conformance_report.protocol.client import Implementation  # noqa: E402
from conformance_report.tools.smoke import load_ruleset, trivial_args  # noqa: E402

ECHO = ROOT / "tests" / "fakes" / "echo_ok.py"
Handler = Callable[[dict[str, Any]], dict[str, Any]]


def _has_reference() -> bool:
    try:
        return importlib.util.find_spec("reference_engine.adapter") is not None
    except ModuleNotFoundError:
        return False


def default_argv() -> list[str]:
    """The reference adapter when importable, else the echo fake."""
    if _has_reference():
        return [sys.executable, "-m", "reference_engine.adapter"]
    return [sys.executable, str(ECHO)]


def in_process_handler() -> tuple[str, Handler]:
    """A direct-call equivalent of the adapter: the reference ``handle`` or the echo fake's."""
    if _has_reference():
        from reference_engine.adapter import handle

        return "reference_engine.adapter.handle", handle
    sys.path.insert(0, str(ECHO.parent))
    import _base  # type: ignore[import-not-found]

    hello = _base.hello_result()
    return "tests/fakes/_base.answer", lambda request: dict(_base.answer(request, hello))


def _median_us(samples: Sequence[float]) -> float:
    return round(statistics.median(samples) * 1e6, 1)


def _quantile_us(samples: Sequence[float], q: float) -> float:
    return round(sorted(samples)[int(len(samples) * q)] * 1e6, 1)


def _p90_us(samples: Sequence[float]) -> float:
    return _quantile_us(samples, 0.9)


class _RawPipe:
    """The adapter spoken to with plain blocking pipes: one line out, one line back, no checks."""

    def __init__(self, argv: Sequence[str], message: dict[str, Any]) -> None:
        self.line = (json.dumps(message) + "\n").encode()
        self.proc = subprocess.Popen(
            list(argv), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.stdin, self.stdout = self.proc.stdin, self.proc.stdout
        self.stdin.write((json.dumps({"id": "h", "op": "hello", "protocol": 1}) + "\n").encode())
        self.stdin.flush()
        self.stdout.readline()

    def once(self) -> float:
        started = time.perf_counter()
        self.stdin.write(self.line)
        self.stdin.flush()
        reply = self.stdout.readline()
        elapsed = time.perf_counter() - started
        if b'"result"' not in reply:
            raise SystemExit(f"no result over the raw pipe: {reply[:200]!r}")
        return elapsed

    def close(self) -> None:
        self.stdin.close()
        self.proc.wait(5)


class _ParsingPipe(_RawPipe):
    """The floor of any client that reads the reply as the harness does: the same line written,
    a wait for the adapter's stdout (epoll), one read and one JSON parse; nothing checked."""

    def __init__(self, argv: Sequence[str], message: dict[str, Any]) -> None:
        super().__init__(argv, message)
        self.fd_in, self.fd_out = self.stdin.fileno(), self.stdout.fileno()
        os.set_blocking(self.fd_out, False)
        self.epoll = select.epoll()
        self.epoll.register(self.fd_out, select.EPOLLIN)

    def once(self) -> float:
        started = time.perf_counter()
        os.write(self.fd_in, self.line)
        self.epoll.poll(10.0)
        reply = orjson.loads(os.read(self.fd_out, 1 << 20))
        elapsed = time.perf_counter() - started
        if "result" not in reply:
            raise SystemExit(f"no result over the parsing pipe: {str(reply)[:200]}")
        return elapsed

    def close(self) -> None:
        self.epoll.close()
        super().close()


def run(argv: Sequence[str], op: str, requests: int, warmup: int = 20) -> dict[str, Any]:
    """Time ``requests`` round trips of ``op`` through ``argv`` and in process."""
    ruleset = load_ruleset("penn-4")
    assert ruleset is not None
    args = trivial_args()[op]
    message = {"id": "1", "op": op, "ruleset": ruleset, "args": args}
    name, handler = in_process_handler()

    # client and raw pipe in alternating blocks, so both see the same machine load
    wire: list[float] = []
    pipe: list[float] = []
    wire_cpu: list[float] = []  # this process's CPU time per request, per block of 50
    pipe_cpu: list[float] = []
    raw = _RawPipe(argv, message)
    with Implementation(argv, timeout=10.0) as impl:
        hs = impl.start()
        for block in range((warmup + requests) // 50 + 1):
            cpu = time.process_time()
            for _ in range(50):
                started = time.perf_counter()
                outcome = impl.request(op, ruleset, args)
                if block:
                    wire.append(time.perf_counter() - started)
                if outcome.kind != "result":
                    raise SystemExit(f"{op} did not give a result: {outcome}")
            if block:
                wire_cpu.append((time.process_time() - cpu) / 50)
            cpu = time.process_time()
            for _ in range(50):
                elapsed = raw.once()
                if block:
                    pipe.append(elapsed)
            if block:
                pipe_cpu.append((time.process_time() - cpu) / 50)
        # then rounds of one request each, in a shuffled order (a place in the round alone moves
        # a time by some 10 us): differences within each round, so drift in load cancels too
        parsing = _ParsingPipe(argv, message)

        def client_once() -> float:
            started = time.perf_counter()
            outcome = impl.request(op, ruleset, args)
            if outcome.kind != "result":
                raise SystemExit(f"{op} did not give a result: {outcome}")
            return time.perf_counter() - started

        ways: dict[str, Callable[[], float]] = {"client": client_once, "raw": raw.once, "parsing": parsing.once}
        order = list(ways)
        shuffle = random.Random(0).shuffle
        paired: list[float] = []
        floor: list[float] = []
        for _ in range(requests):
            shuffle(order)
            took = {name: ways[name]() for name in order}
            paired.append(took["client"] - took["raw"])
            floor.append(took["parsing"] - took["raw"])
        parsing.close()
    raw.close()

    local: list[float] = []
    checks: list[float] = []
    for i in range(warmup + requests):
        started = time.perf_counter()
        reply = handler(message)
        middle = time.perf_counter()
        protocol.validate_request(op, message)
        protocol.validate_response(op, reply)
        if i >= warmup:
            local.append(middle - started)
            checks.append(time.perf_counter() - middle)

    return {
        "adapter": list(argv),
        "implementation": f"{hs.name} {hs.version}",
        "op": op,
        "requests": requests,
        "pipe_median_us": _median_us(pipe),
        "pipe_target_us": 100,
        "subprocess_median_us": _median_us(wire),
        "subprocess_p90_us": _p90_us(wire),
        "validation_median_us": _median_us(checks),
        "in_process": name,
        "in_process_median_us": _median_us(local),
        "overhead_median_us": round(_median_us(wire) - _median_us(local), 1),
        "over_pipe_median_us": round(_median_us(wire) - _median_us(pipe), 1),
        "over_pipe_paired_median_us": _median_us(paired),
        "over_pipe_paired_quartiles_us": [_quantile_us(paired, 0.25), _quantile_us(paired, 0.75)],
        "parsing_floor_over_pipe_paired_median_us": _median_us(floor),
        "client_cpu_us": _median_us(wire_cpu),
        "pipe_cpu_us": _median_us(pipe_cpu),
        "over_pipe_cpu_us": round(_median_us(wire_cpu) - _median_us(pipe_cpu), 1),
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry; prints one JSON object."""
    parser = argparse.ArgumentParser(description="Protocol round-trip benchmark.")
    parser.add_argument("--requests", type=int, default=500)
    parser.add_argument("--op", default="legal_plays", choices=protocol.OPERATIONS)
    parser.add_argument("command", nargs=argparse.REMAINDER, help="adapter argv (after --)")
    ns = parser.parse_args(argv)
    command = ns.command[1:] if ns.command[:1] == ["--"] else ns.command
    print(json.dumps(run(command or default_argv(), ns.op, ns.requests)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
