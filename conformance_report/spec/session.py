"""One conformance run: load and select scenarios, rehearse them, judge each implementation.

Implementations (and shards of one implementation under ``-n``) are judged in worker
processes, at most one per core; a single implementation with no ``-n`` is judged in this
process.  Verdicts do not depend on the number of workers: each scenario is judged on its
own, by a fresh context, against an adapter process of its worker.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import os
import queue
import re
import signal
import time
import traceback
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from conformance_report import interrupts
from conformance_report.protocol.client import Implementation, SetupError
from conformance_report.spec.features import (
    FeatureFileError,
    Scenario,
    check_unique_uids,
    feature_files,
    parse_feature,
)
from conformance_report.spec.runner import Plan, SetupProblem, claim_gap, execute, plan, unsupported
from conformance_report.variants.judge import Reference, verdict_under

if TYPE_CHECKING:
    from _pytest.mark.expression import Expression

Progress = Callable[[str, dict[str, Any]], None]


@dataclass(frozen=True)
class Settings:
    """How implementations are spoken to and how far a run goes."""

    timeout: float = 5.0
    startup_timeout: float = 10.0
    max_restarts: int = 3
    maxfail: int | None = None


@dataclass(frozen=True)
class Target:
    """One implementation to judge: its report key, argv, and the variants it declares."""

    key: str
    argv: tuple[str, ...]
    variants: tuple[Mapping[str, Any], ...] = ()
    operations: frozenset[str] = frozenset()
    ruleset_ids: frozenset[str] = frozenset()
    any_ruleset: bool = False
    env: Mapping[str, str] | None = field(default=None, compare=False)
    setup_error: str | None = None
    """Why the implementation is not judged: it could not be started, or its handshake was refused
    (its scenarios are then errored, each saying so)."""

    def claims_ruleset(self, ruleset_id: str) -> bool:
        """True when the handshake claimed ``ruleset_id`` (or any ruleset)."""
        return self.any_ruleset or ruleset_id in self.ruleset_ids


def load(root: Path) -> list[Scenario]:
    """Every scenario under ``root``; :class:`SetupProblem` names an unreadable file."""
    out: list[Scenario] = []
    try:
        for path in feature_files(root):
            out += parse_feature(path)
        check_unique_uids(out)
    except FeatureFileError as exc:
        raise SetupProblem(str(exc)) from None
    return out


def _expression(text: str, option: str) -> Expression:
    from _pytest.mark.expression import Expression  # pytest's -k/-m grammar; imported only when asked

    try:
        return Expression.compile(text)
    except SyntaxError as exc:  # pytest's expression parser raises a SyntaxError subclass
        where = f" at column {exc.offset}" if exc.offset else ""
        over = "words of the scenario id" if option == "-k" else "tags"
        words = text.split()
        plain = len(words) > 1 and all(re.fullmatch(r"[\w.-]+", w) for w in words)
        example = (
            " and ".join(words) if plain else "meld and not trump" if option == "-k" else "penn.meld.run and doc-004"
        )
        raise SetupProblem(
            f"{option} {text!r}: {exc.msg}{where}; {option} takes a boolean expression over {over}, joined"
            f" by and, or, not and parentheses (for example {option} {example!r})"
        ) from None


class _TagMatcher:
    def __init__(self, tags: frozenset[str]) -> None:
        self.tags = tags

    def __call__(self, name: str, /, **kwargs: str | int | bool | None) -> bool:
        return name in self.tags


class _WordMatcher:
    def __init__(self, text: str) -> None:
        self.text = text

    def __call__(self, name: str, /, **kwargs: str | int | bool | None) -> bool:
        return name.lower() in self.text


def select(
    scenarios: Sequence[Scenario],
    *,
    rulesets: Iterable[str] = (),
    ids: Iterable[str] = (),
    tags: str | None = None,
    keyword: str | None = None,
    shard: tuple[int, int] | None = None,
) -> list[Plan]:
    """Plans of the scenarios that pass every filter, in id order.

    ``tags`` is a boolean expression over tags (``penn.bidding.minimum and not doc-001``),
    ``keyword`` one over words of the scenario id (``-k``), ``shard`` is ``(k, n)``: the k-th of
    n equal slices (1-based), stable for a given suite.
    """
    only = set(rulesets)
    wanted = set(ids)
    tag_expr = _expression(tags, "--tags") if tags else None
    key_expr = _expression(keyword, "-k") if keyword else None
    chosen: list[Plan] = []
    for sc in sorted(scenarios, key=lambda s: s.id):
        p = plan(sc)
        if only and not (set(p.rulesets) & only):
            continue
        if wanted and sc.id not in wanted and sc.uid not in wanted:
            continue
        if tag_expr is not None and not tag_expr.evaluate(_TagMatcher(sc.tags)):
            continue
        if key_expr is not None and not key_expr.evaluate(_WordMatcher(sc.id.lower())):
            continue
        chosen.append(p)
    if shard is not None:
        k, n = shard
        chosen = [p for i, p in enumerate(chosen) if i % n == k - 1]
    return chosen


def rehearse(plans: Sequence[Plan], full: bool = True) -> None:
    """Find what a feature file gets wrong before any implementation is judged.

    ``full`` runs every scenario against the reference engine in process, so a bad card,
    a missing table column, a *Then* without its *When* or a request the reference engine
    refuses (a hand with more copies of a card than the deck has) is a :class:`SetupProblem`;
    otherwise only the *Given* steps run (the suite's own features are checked by its tests).
    """
    ref = Reference()
    for p in plans:
        if full:
            run = execute(p, ref, rehearsal=True)
            if run.status == "errored":  # the reference engine refuses a request: the file asks it wrongly
                where = f"{p.scenario.path}, line {run.step['line']}: {run.step['step']}: " if run.step else ""
                raise SetupProblem(f"{where}the reference engine refuses this request: {run.message}")
        else:
            givens = tuple(b for b in p.bound if b[1].kind == "given")
            execute(Plan(p.scenario, givens, p.rulesets, p.ops, p.rules, p.sources, p.sent), ref, rehearsal=True)


class Budget:
    """``--maxfail`` for one implementation, shared by its shards under ``-n``.

    A scenario starts only while the failures so far plus the scenarios being judged stay under
    the limit, so that ``-n 2 --maxfail 3`` stops after 3 failures, as one process does; near
    the limit the shards take turns.  ``shared`` is ``(failed, judging)``: a shared integer
    whose lock guards both, and a shared array with one slot per shard, 1 while shard ``shard``
    judges a scenario (the parent empties the slot of a worker that died).  Without it the
    count is this process's.
    """

    def __init__(self, limit: int | None, shared: tuple[Any, Any] | None = None, shard: int = 0) -> None:
        self.limit = limit
        self.shared = shared
        self.shard = shard
        self.bad = 0

    def start(self) -> bool:
        """True when the next scenario may be judged; False once the limit is reached."""
        if self.limit is None:
            return True
        if self.shared is None:
            return self.bad < self.limit
        failed, judging = self.shared
        while True:
            with failed.get_lock():
                if failed.value >= self.limit:
                    return False
                if failed.value + sum(judging) < self.limit:
                    judging[self.shard] = 1
                    return True
            interrupts.check()
            time.sleep(0.01)

    def end(self, bad: int) -> None:
        """The scenario started last is judged, with ``bad`` failed or errored verdicts."""
        self.bad += bad
        if self.limit is not None and self.shared is not None:
            failed, judging = self.shared
            with failed.get_lock():
                judging[self.shard] = 0
                failed.value += bad


def release(shared: tuple[Any, Any] | None, shard: int) -> None:
    """Give back the turn of a shard whose worker ended (it may have died mid-scenario)."""
    if shared is not None:
        failed, judging = shared
        with failed.get_lock():
            judging[shard] = 0


def judge(
    target: Target,
    plans: Sequence[Plan],
    settings: Settings,
    progress: Progress | None = None,
    budget: Budget | None = None,
) -> list[dict]:  # type: ignore[type-arg]
    """Verdicts of ``plans`` for one implementation, in order; ``budget`` counts ``--maxfail``
    (by default in this process only)."""
    if target.setup_error is not None:
        return [_not_started(p, target) for p in plans]
    impl = Implementation(
        target.argv,
        timeout=settings.timeout,
        startup_timeout=settings.startup_timeout,
        max_restarts=settings.max_restarts,
        env=target.env,
    )
    impl.declared_ids = frozenset(str(v.get("id")) for v in target.variants)
    out: list[dict[str, Any]] = []
    budget = budget or Budget(settings.maxfail)
    try:
        with contextlib.suppress(SetupError):  # each request then says why the adapter is down
            impl.start()
        for p in plans:
            interrupts.check()
            judged = budget.start()
            if not judged:
                v = unsupported(p, "")
                v.update(status="skipped", message=f"not run: --maxfail {settings.maxfail} reached")
                verdicts = [v]
            elif target.variants:
                verdicts = []
                for variant in target.variants:
                    gap = claim_gap(p, target.operations, lambda _rid: True)
                    if gap:
                        v = unsupported(p, gap)
                        v["variant"] = variant.get("id")
                        verdicts.append(v)
                    else:
                        verdicts.append(verdict_under(p, impl, variant))
            else:
                gap = claim_gap(p, target.operations, target.claims_ruleset)
                verdicts = [unsupported(p, gap) if gap else verdict_under(p, impl, None)]
            if judged:
                budget.end(sum(v["status"] in ("failed", "errored") for v in verdicts))
            for v in verdicts:
                v["implementation"] = target.key
                out.append(v)
                if progress is not None:
                    progress(target.key, v)
    finally:
        impl.close()
    return out


def _not_started(p: Plan, target: Target) -> dict[str, Any]:
    return _not_judged(p, target.key, f"not attempted: {target.setup_error}")


def _not_judged(p: Plan, key: str, message: str, stderr: str = "") -> dict[str, Any]:
    """The verdict of a scenario the harness could not judge: errored, by the harness."""
    v = unsupported(p, "")
    v.update(status="errored", by="harness", cause="crash", message=message, stderr=stderr, implementation=key)
    return v


# ---------------------------------------------------------------------------- parallel runs
def _terminated() -> SystemExit:
    return SystemExit(143)  # leave through finally blocks, so the task's adapter is closed


def _task(
    q: Any,
    key: str,
    shard: int,
    target: Target,
    scenarios: list[Scenario],
    settings: Settings,
    shared: tuple[Any, Any] | None = None,
) -> None:
    """One worker process: judge one target's shard, report progress and then the verdicts."""
    interrupts.handle(signal.SIGTERM, _terminated)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides what an interrupt stops
    try:
        verdicts = judge(
            target,
            [plan(sc) for sc in scenarios],
            settings,
            lambda k, v: q.put(("p", k, v["status"])),
            Budget(settings.maxfail, shared, shard),
        )
        q.put(("done", key, shard, verdicts))
    except SystemExit:  # stopped by the parent, which reads no more; judge's finally closed the adapter
        # leave at once: multiprocessing's exit handlers would flush the queue into a pipe nobody reads,
        # or wait forever on a queue lock the stop interrupted half-taken
        os._exit(143)
    except BaseException as exc:  # the parent reports it; the process must not die silently
        q.put(("fail", key, shard, f"{type(exc).__name__}: {exc}", traceback.format_exc()[-4000:]))
        raise


def _context() -> Any:
    """Worker processes come from a fork server that has imported the harness once (a fresh
    interpreter per worker spends most of a second importing it); spawn where there is none.

    The server is single-threaded and started before any adapter, so forking from it is safe.
    It starts with SIGINT blocked (:mod:`.fork_server_signals`): a Ctrl-C sent to the whole
    process group while it starts is this process's to act on, never a traceback of the server's.
    """
    if "forkserver" not in mp.get_all_start_methods():  # pragma: no cover - Windows
        return mp.get_context("spawn")
    ctx = mp.get_context("forkserver")
    ctx.set_forkserver_preload(
        [
            "conformance_report.spec.fork_server_signals",  # first: Ctrl-C to the group cannot end it
            "conformance_report.spec.session",
            "conformance_report.variants.judge",
        ]
    )
    from multiprocessing import forkserver, resource_tracker

    resource_tracker.ensure_running()  # first: starting it unblocks SIGINT in this process, whatever was blocked
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})  # inherited by the server it starts
    try:
        forkserver.ensure_running()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)  # a Ctrl-C that came meanwhile arrives here
    return ctx


def run(
    targets: Sequence[Target],
    plans: Sequence[Plan],
    settings: Settings,
    workers: int = 0,
    progress: Callable[[str, str], None] | None = None,
) -> dict[str, list[dict[str, Any]]]:
    """Judge every target; ``workers`` > 1 splits each target's scenarios into that many shards.

    Each (target, shard) is one worker process, at most ``workers`` (else the core count) at
    once; a process judges its shard and exits, so stopping one never leaves a pool waiting
    on a lock.  Returns verdicts per target key, in scenario order.
    """
    shards = max(workers, 1)
    if len(targets) == 1 and shards == 1:
        t = targets[0]
        return {t.key: judge(t, plans, settings, (lambda k, v: progress(k, v["status"])) if progress else None)}
    limit = max(1, min(len(targets) * shards, workers or (os.cpu_count() or 1)))
    ctx = _context()
    q: Any = ctx.Queue()
    parts = {(t.key, k): [p for i, p in enumerate(plans) if i % shards == k] for t in targets for k in range(shards)}
    todo = [(t, k) for t in targets for k in range(shards)]
    todo.reverse()
    running: dict[Any, tuple[str, int]] = {}  # each worker process and the shard it judges
    ended: dict[Any, tuple[str, int]] = {}  # workers that ended, until their shard is accounted for
    results: dict[str, dict[int, list[dict[str, Any]]]] = {t.key: {} for t in targets}
    # --maxfail counts the failures of all of an implementation's shards together
    budgets = {t.key: (ctx.Value("i", 0), ctx.RawArray("i", shards)) if settings.maxfail else None for t in targets}

    def lost(key: str, k: int, message: str, stderr: str = "") -> None:
        release(budgets[key], k)
        results[key][k] = [_not_judged(p, key, message, stderr) for p in parts[(key, k)]]

    try:
        while sum(map(len, results.values())) < len(parts):
            interrupts.check()
            for proc, shard in list(running.items()):
                if not proc.is_alive():
                    del running[proc]
                    ended[proc] = shard
            while todo and len(running) < limit:
                t, k = todo.pop()
                scenarios = [p.scenario for p in parts[(t.key, k)]]
                task = (q, t.key, k, t, scenarios, settings, budgets[t.key])
                proc = ctx.Process(target=_task, args=task, daemon=True)
                with interrupts.held():  # a stop mid-start would leave a worker forked but never stopped
                    proc.start()
                    running[proc] = (t.key, k)
            try:
                msg = q.get(timeout=0.5)
            except queue.Empty:
                if q.empty():  # nothing more will come from the workers that ended
                    for proc, (key, k) in ended.items():
                        if k not in results[key]:
                            lost(
                                key,
                                k,
                                f"not judged: the worker process judging these scenarios ended"
                                f" (exit status {proc.exitcode}) before it reported",
                            )
                    ended.clear()
                continue
            if msg[0] == "p":
                if progress is not None:
                    progress(msg[1], msg[2])
            elif msg[0] == "done":
                results[msg[1]][msg[2]] = msg[3]
            else:
                lost(msg[1], msg[2], f"not judged: the harness failed while judging these scenarios: {msg[3]}", msg[4])
    finally:
        for proc in running:
            if proc.is_alive():
                proc.terminate()  # SIGTERM: the worker closes its adapter on the way out
        for proc in running:  # each has its grace: under load one worker's slow exit must not cut another's
            proc.join(5)
            if proc.is_alive():
                proc.kill()
                # bounded too: a forkserver child's end is reported by the server, and a wedged server
                # must not hang the run; the CLI's exit ends every descendant that is left
                proc.join(5)
    order = {p.scenario.id: i for i, p in enumerate(plans)}
    return {
        key: sorted((v for part in parts.values() for v in part), key=lambda v: (order.get(v["id"], 0),))
        for key, parts in results.items()
    }
