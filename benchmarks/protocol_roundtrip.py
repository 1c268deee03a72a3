"""Median round-trip time of one protocol request: subprocess adapter vs in-process call.

    python benchmarks/protocol_roundtrip.py [--requests N] [--op OP] [--against REV] [-- ADAPTER ARGV...]

The default adapter is ``python -m reference_engine.adapter`` when importable, else
``tests/fakes/echo_ok.py``.

``over_pipe_us`` is the figure the target (+30 us) is about: what one request through the
harness client (request and reply checked against the schemas) takes over the same line sent
and read back on a plain blocking pipe.  It is measured per placement (``placements``):
harness and adapters pinned to one CPU, harness and adapters pinned to different CPUs, and
unpinned.  Each way has its own adapter process, and each figure is the median difference of
rounds in the order way, raw, raw, way (quartiles beside it).  Beside the client stand a
``parsing_floor`` (write, epoll wait, one read, one parse, nothing checked) and a second raw
pipe, whose difference from the first is the method's own zero.  ``over_pipe_us`` is the
larger of the two pinned medians: unpinned, where each process lands alone moves its round
trip by tens of microseconds for the whole run.

``--against REV`` adds the client of git revision REV as one more way in the same rounds (its
``pipes``, ``wire`` and ``client`` modules loaded over this tree's others, so the figure is that
revision's request path, with this tree's schemas and their validators), and ``against`` gives
its ``over_pipe_us`` beside this tree's and their ratio.

The other figures: ``subprocess_median_us`` and ``pipe_median_us`` (blocks of 50 requests,
alternating, unpinned), ``validation_median_us`` (the schema checks alone, in process),
``in_process_median_us`` (the same question answered by a direct call of the reference
engine's ``handle``, else the echo fake's), and ``client_cpu_us`` and ``pipe_cpu_us``, this
process's CPU time per request in each.  Prints one JSON object.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import json
import os
import random
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
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
from conformance_report.protocol.pipes import READ_CHUNK  # noqa: E402
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
    a wait for the adapter's stdout (epoll), one read of the client's chunk size and one JSON
    parse; nothing checked.  (A read of 1 MiB, as this floor once made, costs some 50 us more.)"""

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
        reply = orjson.loads(os.read(self.fd_out, READ_CHUNK))
        elapsed = time.perf_counter() - started
        if "result" not in reply:
            raise SystemExit(f"no result over the parsing pipe: {str(reply)[:200]}")
        return elapsed

    def close(self) -> None:
        self.epoll.close()
        super().close()


PLACEMENTS: dict[str, tuple[set[int], set[int]] | None] = {
    "one_core": ({0}, {0}),  # harness and adapters share CPU 0: every round trip is a switch on it
    "two_cores": ({0}, {1}),  # harness on CPU 0, adapters on CPU 1: every round trip crosses
    "unpinned": None,  # wherever the scheduler puts them (differs from process to process)
}


ROUNDS_IN_A_ROW = 50


def _placeable() -> bool:
    return hasattr(os, "sched_setaffinity") and {0, 1} <= os.sched_getaffinity(0)


def _abba(first: Callable[[], float], second: Callable[[], float]) -> float:
    """``first`` minus ``second`` from the order first, second, second, first: in rounds in a row
    each follows itself once and the other once, and drift in load weighs on both alike."""
    a1, b1, b2, a2 = first(), second(), second(), first()
    return (a1 + a2 - b1 - b2) / 2


def _client_once(impl: Implementation, op: str, ruleset: dict[str, Any], args: dict[str, Any]) -> float:
    started = time.perf_counter()
    outcome = impl.request(op, ruleset, args)
    if outcome.kind != "result":
        raise SystemExit(f"{op} did not give a result: {outcome}")
    return time.perf_counter() - started


REQUEST_PATH = ("pipes", "wire", "client")
"""The protocol modules a request goes through, in import order, that ``--against`` takes from
the revision (``validation`` and ``processes`` stay this tree's)."""


def _source_at(rev: str, module: str) -> str | None:
    shown = subprocess.run(
        ["git", "-C", str(ROOT), "show", f"{rev}:conformance_report/protocol/{module}.py"],
        capture_output=True,
        text=True,
        check=False,
    )
    return shown.stdout if shown.returncode == 0 else None


def client_at(rev: str) -> type[Implementation]:
    """The ``Implementation`` class of revision ``rev``'s request path (its ``pipes``, ``wire``
    and ``client`` modules, those it has), loaded over this tree's other modules."""
    known = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--verify", "-q", f"{rev}^{{commit}}"], capture_output=True, check=False
    )
    if known.returncode:
        raise SystemExit(f"--against {rev}: not a revision of this repository")
    sources = {name: _source_at(rev, name) for name in REQUEST_PATH}
    if sources["client"] is None:
        raise SystemExit(f"--against {rev}: it has no conformance_report/protocol/client.py")
    ours = {name: sys.modules[f"conformance_report.protocol.{name}"] for name in REQUEST_PATH}
    folder = Path(tempfile.mkdtemp(prefix="client-at-"))
    try:
        for name, source in sources.items():
            if source is None:
                continue
            path = folder / f"{name}.py"
            path.write_text(source, encoding="utf-8")
            spec = importlib.util.spec_from_file_location(f"conformance_report.protocol.{name}", path)
            assert spec is not None and spec.loader is not None
            module = importlib.util.module_from_spec(spec)
            sys.modules[spec.name] = module  # what the revision's later modules import
            spec.loader.exec_module(module)
        cls: type[Implementation] = sys.modules["conformance_report.protocol.client"].Implementation
    except ImportError as exc:
        raise SystemExit(f"--against {rev}: its request path does not load over this tree: {exc}") from None
    finally:
        for name, module in ours.items():
            sys.modules[f"conformance_report.protocol.{name}"] = module
        shutil.rmtree(folder, ignore_errors=True)
    return cls


def placed(
    argv: Sequence[str],
    op: str,
    ruleset: dict[str, Any],
    args: dict[str, Any],
    rounds: int,
    baseline: type[Implementation] | None = None,
) -> dict[str, Any]:
    """Per placement, the client's and the parsing floor's time over the raw pipe, and a second
    raw pipe's (the method's own zero), each the median of ``rounds`` ABBA differences.

    Each way has its own adapter process.  Pinned, every process sits where the placement says;
    unpinned, each lands where the scheduler put it, and a process's place alone moves its round
    trip by tens of microseconds for the whole run (hence the pinned figures are the measure).
    """
    message = {"id": "1", "op": op, "ruleset": ruleset, "args": args}
    figures: dict[str, Any] = {}
    original = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
    for name, cores in PLACEMENTS.items():
        if cores is not None and not _placeable():
            continue
        if cores is not None:
            os.sched_setaffinity(0, cores[1])  # children inherit this at spawn
        impl = Implementation(argv, timeout=10.0)
        impl.start()
        old = baseline(argv, timeout=10.0) if baseline is not None else None
        if old is not None:
            old.start()
        raw, calibration, parsing = _RawPipe(argv, message), _RawPipe(argv, message), _ParsingPipe(argv, message)
        if cores is not None:
            os.sched_setaffinity(0, cores[0])

        pairs: dict[str, Callable[[], float]] = {
            "client": functools.partial(_client_once, impl, op, ruleset, args),
            **({"client_at_revision": functools.partial(_client_once, old, op, ruleset, args)} if old else {}),
            "parsing_floor": parsing.once,
            "second_raw_pipe": calibration.once,
        }
        for way in [*pairs.values(), raw.once] * 100:  # warm every process and path
            way()
        order = list(pairs)
        shuffle = random.Random(0).shuffle
        diffs: dict[str, list[float]] = {way: [] for way in pairs}
        for _ in range(max(1, rounds // ROUNDS_IN_A_ROW)):
            shuffle(order)
            for way in order:  # in a row, so each way follows itself as often as raw follows raw
                diffs[way].extend(_abba(pairs[way], raw.once) for _ in range(ROUNDS_IN_A_ROW))
        impl.close()
        if old is not None:
            old.close()
        for pipe in (raw, calibration, parsing):
            pipe.close()
        figures[name] = {
            f"{way}_over_pipe_us": {
                "median": _median_us(values),
                "quartiles": [_quantile_us(values, 0.25), _quantile_us(values, 0.75)],
            }
            for way, values in diffs.items()
        }
        if original is not None:
            os.sched_setaffinity(0, original)
    return figures


def _over_pipe(placements: dict[str, Any], way: str) -> float:
    """The larger pinned median of ``way`` over the raw pipe (the unpinned one where nothing was pinned)."""
    pinned = [p[f"{way}_over_pipe_us"]["median"] for n, p in placements.items() if PLACEMENTS[n] is not None]
    return max(pinned) if pinned else float(placements["unpinned"][f"{way}_over_pipe_us"]["median"])


def run(argv: Sequence[str], op: str, requests: int, warmup: int = 20, against: str | None = None) -> dict[str, Any]:
    """Time ``requests`` round trips of ``op`` through ``argv`` and in process (and through
    revision ``against``'s client)."""
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
    raw.close()
    placements = placed(argv, op, ruleset, args, requests, client_at(against) if against else None)

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

    over = _over_pipe(placements, "client")
    compared: dict[str, Any] = {}
    if against:
        then = _over_pipe(placements, "client_at_revision")
        compared = {
            "against": {
                "revision": against,
                "over_pipe_us": then,
                "this_tree_over_pipe_us": over,
                "revision_over_this_tree": round(then / over, 2) if over > 0 else None,
            }
        }
    return {
        "adapter": list(argv),
        "implementation": f"{hs.name} {hs.version}",
        "op": op,
        "requests": requests,
        "over_pipe_us": over,
        "over_pipe_target_us": 30,
        "over_pipe_met": over <= 30,
        **compared,
        "placements": placements,
        "pipe_median_us": _median_us(pipe),
        "pipe_target_us": 100,
        "subprocess_median_us": _median_us(wire),
        "subprocess_p90_us": _p90_us(wire),
        "validation_median_us": _median_us(checks),
        "in_process": name,
        "in_process_median_us": _median_us(local),
        "overhead_median_us": round(_median_us(wire) - _median_us(local), 1),
        "client_cpu_us": _median_us(wire_cpu),
        "pipe_cpu_us": _median_us(pipe_cpu),
        "over_pipe_cpu_us": round(_median_us(wire_cpu) - _median_us(pipe_cpu), 1),
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry; prints one JSON object."""
    parser = argparse.ArgumentParser(description="Protocol round-trip benchmark.")
    parser.add_argument("--requests", type=int, default=500)
    parser.add_argument("--op", default="legal_plays", choices=protocol.OPERATIONS)
    parser.add_argument("--against", metavar="REV", help="also time git revision REV's client, in the same rounds")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="adapter argv (after --)")
    ns = parser.parse_args(argv)
    command = ns.command[1:] if ns.command[:1] == ["--"] else ns.command
    print(json.dumps(run(command or default_argv(), ns.op, ns.requests, against=ns.against)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
