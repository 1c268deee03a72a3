"""pytest plugin: runs the feature scenarios against an implementation over adapter protocol v1.

Options: ``--impl 'CMD …'`` (default: the reference engine's adapter), ``--impl-timeout``.
Every rule id and source tag of the rule catalogue is registered as a marker, so the suite
runs with ``--strict-markers``.  Each scenario's verdict travels in
``report.user_properties`` (works under pytest-xdist): ``conformance`` holds a JSON object
with the status, the scenario id, the rule tags, and for failures the step, expected and
actual, for errors who caught it and why.
"""

from __future__ import annotations

import functools
import json
import re
import shlex
import sys
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd.scenario import scenario_wrapper_template_registry

from conformance_report.outcomes import UNSUPPORTED_PREFIX, ImplementationError, Mismatch
from conformance_report.protocol.client import Implementation, SetupError
from conformance_report.spec import gherkin_cache
from conformance_report.spec.catalogue import ROOT, document_title, load_catalogue, source_tags
from conformance_report.spec.context import ScenarioContext
from conformance_report.spec.features import FeatureFileError, parse_feature

REFERENCE_ARGV = [sys.executable, "-m", "reference_engine.adapter"]


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("pinochle-conformance")
    group.addoption("--impl", default=None, help="adapter command line (default: the reference engine adapter)")
    group.addoption("--impl-timeout", type=float, default=5.0, help="seconds allowed per request (default 5)")
    group.addoption(
        "--impl-max-restarts",
        type=int,
        default=50,
        help="restarts allowed after crashes and timeouts before the rest is errored (default 50)",
    )
    group.addoption(
        "--feature-tags-from", default=None, help="register the tags of the feature files under this folder as markers"
    )
    group.addoption("--conformance-log", default=None, help="append each scenario verdict as a JSON line here")
    group.addoption("--only-ruleset", action="append", default=[], help="run only scenarios on these rulesets")
    group.addoption("--scenario", action="append", default=[], help="run only the scenario with this stable id")


def pytest_configure(config: pytest.Config) -> None:
    gherkin_cache.install()  # before collection: the scenarios() modules parse the features
    log = config.getoption("--conformance-log", None)
    if log and not hasattr(config, "workerinput"):
        _LOG["path"] = str(log)
    for rule in load_catalogue().rules:
        config.addinivalue_line("markers", f"{rule.id}: {document_title(rule.document)} — {rule.statement}")
    for op in (
        "meld",
        "legal-plays",
        "trick-winner",
        "auction",
        "hand-score",
        "play-hand",
        "game-result",
        "deal",
        "cut-for-deal",
    ):
        config.addinivalue_line("markers", f"fuzz.{op}: a differential-fuzzing finding (re-tag it to join the suite)")
    extra = config.getoption("--feature-tags-from", None)
    if extra:
        from conformance_report.spec.features import scenarios as read_scenarios

        for tag in sorted({t for sc in read_scenarios(Path(extra)) for t in sc.tags}):
            config.addinivalue_line("markers", f"{tag}: a tag of the house-rule features in {extra}")
    for tag, doc in source_tags().items():
        config.addinivalue_line("markers", f"{tag}: scenarios transcribed from {doc}")


def impl_argv(config: pytest.Config) -> list[str]:
    """The argv of the implementation under test."""
    raw = config.getoption("--impl")
    return shlex.split(raw) if raw else list(REFERENCE_ARGV)


@pytest.fixture(scope="session")
def implementation(pytestconfig: pytest.Config) -> Iterator[Implementation]:
    """One adapter process per test session (per xdist worker), handshaken once."""
    impl = Implementation(
        impl_argv(pytestconfig),
        timeout=pytestconfig.getoption("--impl-timeout"),
        max_restarts=pytestconfig.getoption("--impl-max-restarts"),
    )
    try:
        impl.start()
    except SetupError as exc:
        pytest.exit(f"set-up error: {exc}", returncode=2)
    yield impl
    impl.close()


@pytest.fixture
def ctx() -> ScenarioContext:
    """The scenario being built."""
    return ScenarioContext()


def scenario_of(item: pytest.Item) -> Any:
    """The pytest-bdd scenario template behind a test item, or None for ordinary tests."""
    return scenario_wrapper_template_registry.get(getattr(item, "obj", None))  # type: ignore[arg-type]


def scenario_id(item: pytest.Item) -> str:
    """Stable id: feature path, scenario name and example row (``features/x.feature::Name [row]``)."""
    scen = scenario_of(item)
    if scen is None:
        return item.nodeid
    feature = Path(scen.feature.filename).resolve()
    try:
        path = feature.relative_to(ROOT).as_posix()
    except ValueError:
        path = feature.as_posix()
    callspec = getattr(item, "callspec", None)
    suffix = f" [{callspec.id}]" if callspec is not None and callspec.id else ""
    return f"{path}::{scen.name}{suffix}"


_RULESET_STEP = re.compile(r'^the ruleset "([^"]+)"')


def rulesets_of(item: pytest.Item) -> set[str]:
    """Ruleset ids a scenario's Given steps name (read at collection, before anything runs)."""
    scen = scenario_of(item)
    if scen is None:
        return set()
    found = set()
    for step in scen.steps:
        m = _RULESET_STEP.match(step.name)
        if m:
            found.add(m.group(1))
    return found


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Apply ``--only-ruleset`` and ``--scenario`` by deselecting the other scenarios."""
    only = set(config.getoption("--only-ruleset") or [])
    wanted = set(config.getoption("--scenario") or [])
    if not only and not wanted:
        return
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        ok = scenario_of(item) is not None
        if ok and only:
            ok = bool(rulesets_of(item) & only)
        if ok and wanted:
            ok = scenario_id(item) in wanted
        (keep if ok else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """On the controller (or a serial run), append verdicts to ``--conformance-log``."""
    path = _LOG.get("path")
    if not path:
        return
    for key, value in report.user_properties:
        if key == "conformance":
            verdict = json.loads(str(value))
            verdict["nodeid"] = report.nodeid
            with open(path, "a", encoding="utf-8") as fh:
                fh.write(json.dumps(verdict) + "\n")


_LOG: dict[str, str] = {}


@functools.lru_cache(maxsize=64)
def _checked_rules(path: Path) -> dict[int, str]:
    try:
        return {st.line: st.rule for sc in parse_feature(path) for st in sc.steps if st.rule}
    except FeatureFileError:
        return {}


def _checked_rule(path: Path, line: int) -> str:
    """The rule the *Then* step at ``line`` of ``path`` checks (its ``# checks:`` comment)."""
    return _checked_rules(path.resolve()).get(line, "")


def pytest_bdd_step_error(
    request: pytest.FixtureRequest,
    feature: Any,
    scenario: Any,
    step: Any,
    step_func: Any,
    step_func_args: Any,
    exception: BaseException,
) -> None:
    """Remember which step failed, with expected and actual for a mismatch."""
    info: dict[str, Any] = {"step": f"{step.keyword} {step.name}", "line": step.line_number}
    rule = _checked_rule(Path(feature.filename), step.line_number)
    if rule:
        info["rule"] = rule
    if isinstance(exception, Mismatch):
        info.update(what=exception.what, expected=exception.expected, actual=exception.actual)
    request.node._conformance_step = info


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    outcome = yield
    report: pytest.TestReport = outcome.get_result()
    scen = scenario_of(item)
    if scen is None or (report.when != "call" and not (report.when == "setup" and report.outcome != "passed")):
        return
    tags = sorted(m.name for m in item.iter_markers() if "." in m.name)
    verdict: dict[str, Any] = {
        "id": scenario_id(item),
        "feature": scenario_id(item).split("::")[0],
        "scenario": scen.name,
        "rules": tags,
        "sources": sorted(m.name for m in item.iter_markers() if m.name in source_tags()),
        "rulesets": sorted(rulesets_of(item)),
        "duration": round(report.duration, 6),
        "line": scen.line_number,
    }
    step = getattr(item, "_conformance_step", None)
    exc = call.excinfo.value if call.excinfo is not None else None
    if report.passed:
        verdict["status"] = "passed"
    elif report.skipped:
        text = str(exc) if exc is not None else ""
        if text.startswith(UNSUPPORTED_PREFIX):
            verdict.update(status="unsupported", message=text[len(UNSUPPORTED_PREFIX) :])
        else:
            verdict.update(status="skipped", message=text)
    elif isinstance(exc, ImplementationError):
        verdict.update(status="errored", by=exc.by, cause=exc.cause, message=str(exc), stderr=exc.stderr[-2000:])
    elif isinstance(exc, AssertionError):
        verdict.update(status="failed", message=str(exc))
    else:
        verdict.update(status="errored", by="harness", cause="scenario", message=f"{type(exc).__name__}: {exc}")
    if step:
        verdict["step"] = step
    if verdict["status"] in ("failed", "errored"):
        verdict["steps"] = [f"{st.keyword} {st.name}" for st in scen.steps][:60]
    report.user_properties.append(("conformance", json.dumps(verdict, default=str)))
