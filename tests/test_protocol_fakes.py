"""Each misbehaving fake adapter is reported as the right error for the affected request only,
and the client goes on answering later requests (restarting the process when needed)."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import pytest

from conformance_report.protocol.client import Implementation, Outcome, SetupError
from conformance_report.tools.smoke import load_ruleset

FAKES = Path(__file__).parent / "fakes"
RULESET = load_ruleset("penn-4")
TRICK = {"trump": "H", "trick": [{"seat": 1, "card": "AS"}, {"seat": 2, "card": "9H"}, {"seat": 3, "card": "TS"}]}
MELD = {"hand": ["KH", "QH"], "trump": "S"}
LEGAL = {"hand": ["AS", "AS", "9C"], "trump": "H", "trick": [], "trump_broken": False, "first_lead": True}


def fake(name: str, *args: str, **options: Any) -> Implementation:
    """An Implementation running tests/fakes/NAME.py with small timeouts."""
    options.setdefault("timeout", 0.5)
    options.setdefault("startup_timeout", 5.0)
    return Implementation([sys.executable, str(FAKES / f"{name}.py"), *args], **options)


def trick(impl: Implementation) -> Outcome:
    return impl.request("trick_winner", RULESET, TRICK)


def meld(impl: Implementation) -> Outcome:
    return impl.request("meld", RULESET, MELD)


def kinds(outcomes: list[Outcome]) -> list[tuple[str, str | None]]:
    return [(o.kind, o.cause) for o in outcomes]


OK = ("result", None)


def test_crash_at_start_is_a_setup_error_with_stderr() -> None:
    impl = fake("crash_start")
    with pytest.raises(SetupError) as info:
        impl.start()
    assert info.value.cause == "crash"
    assert info.value.details == {"exit_status": 3}
    assert "fatal: cannot load rules tables" in info.value.stderr
    assert not impl.running


def test_crash_mid_run_affects_one_request_then_restarts() -> None:
    impl = fake("crash_mid", "--after", "2")
    try:
        first_pid = (impl.start(), impl.pid)[1]
        outcomes = [trick(impl) for _ in range(5)]
        assert kinds(outcomes) == [OK, OK, ("harness_error", "crash"), OK, OK]
        crash = outcomes[2]
        assert crash.details == {"exit_status": 1}
        assert "panic: crashing on request 3" in crash.stderr
        assert outcomes[3].result == {"seat": 2}
        assert impl.restarts == 1
        assert impl.pid != first_pid
    finally:
        impl.close()


def test_an_operation_failing_max_restarts_times_in_a_row_is_not_attempted_again() -> None:
    impl = fake("crash_mid", "--after", "0", max_restarts=2)
    try:
        outcomes = [trick(impl) for _ in range(5)]
        assert kinds(outcomes) == [("harness_error", "crash")] * 5
        assert [o.sent for o in outcomes] == [True, True, False, False, False]
        assert "not attempted: operation 'trick_winner' kept failing (crash, 2 times in a row)" in outcomes[2].message
        assert impl.restarts == 1
        assert not impl.running
    finally:
        impl.close()


def test_a_hanging_operation_spoils_only_its_own_requests() -> None:
    impl = fake("hang", "--op", "trick_winner", timeout=0.3, max_restarts=2)
    try:
        hung = [trick(impl) for _ in range(4)]
        assert [o.cause for o in hung] == ["timeout"] * 4
        assert [o.sent for o in hung] == [True, True, False, False]
        assert "kept failing (timeout" in hung[3].message
        assert kinds([meld(impl), meld(impl)]) == [OK, OK]
    finally:
        impl.close()


def test_hang_on_one_op_is_a_timeout_for_that_request_only() -> None:
    impl = fake("hang", "--op", "trick_winner", timeout=0.5)
    try:
        before = meld(impl)
        started = time.monotonic()
        hung = trick(impl)
        waited = time.monotonic() - started
        after = [meld(impl), impl.request("legal_plays", RULESET, LEGAL)]
        assert kinds([before, hung, *after]) == [OK, ("harness_error", "timeout"), OK, OK]
        assert 0.45 <= waited < 3.0
        assert "recv trick_winner" in hung.stderr
        assert after[1].result == {"cards": ["AS", "9C"]}
        assert impl.restarts == 1
    finally:
        impl.close()


def test_per_request_timeout_override() -> None:
    impl = fake("hang", "--op", "trick_winner", timeout=30.0)
    try:
        started = time.monotonic()
        assert impl.request("trick_winner", RULESET, TRICK, timeout=0.3).cause == "timeout"
        assert time.monotonic() - started < 3.0
    finally:
        impl.close()


def test_non_json_output_is_not_json() -> None:
    impl = fake("not_json", "--op", "trick_winner")
    try:
        outcomes = [meld(impl), trick(impl), meld(impl), trick(impl)]
        assert kinds(outcomes) == [OK, ("harness_error", "not_json"), OK, ("harness_error", "not_json")]
        assert outcomes[1].details == {"line": "oops: debug print, not json"}
        assert impl.restarts == 1  # restarts are lazy: the last failure has not restarted yet
        assert not impl.running
    finally:
        impl.close()


def test_wrong_id_is_detected() -> None:
    impl = fake("wrong_id", "--op", "trick_winner")
    try:
        outcomes = [trick(impl), meld(impl)]
        assert kinds(outcomes) == [("harness_error", "wrong_id"), OK]
        details = outcomes[0].details
        assert details["received"] == "not-" + details["expected"]
        assert impl.restarts == 1
    finally:
        impl.close()


def test_schema_invalid_reply_carries_pointer_and_value_without_restart() -> None:
    impl = fake("schema_invalid", "--op", "trick_winner")
    try:
        pid = (impl.start(), impl.pid)[1]
        outcomes = [trick(impl), meld(impl)]
        assert kinds(outcomes) == [("harness_error", "schema_invalid"), OK]
        assert outcomes[0].details["pointer"] == "/result/seat"
        assert outcomes[0].details["value"] == -1
        assert "/result/seat" in outcomes[0].message
        assert impl.restarts == 0 and impl.pid == pid
    finally:
        impl.close()


def test_schema_invalid_result_of_other_op() -> None:
    impl = fake("schema_invalid", "--op", "meld")
    try:
        outcomes = [meld(impl), trick(impl)]
        assert kinds(outcomes) == [("harness_error", "schema_invalid"), OK]
        assert outcomes[0].details["pointer"] == "/result"
    finally:
        impl.close()


def test_broken_envelope_is_a_protocol_violation() -> None:
    impl = fake("schema_invalid", "--op", "trick_winner", "--envelope")
    try:
        outcomes = [trick(impl), meld(impl)]
        assert kinds(outcomes) == [("harness_error", "protocol_violation"), OK]
        assert outcomes[0].details["pointer"] == ""
        assert impl.restarts == 0
    finally:
        impl.close()


def test_stderr_flood_neither_deadlocks_nor_balloons() -> None:
    limit = 16 * 1024
    impl = fake("stderr_flood", "--bytes", str(4 << 20), timeout=10.0, stderr_limit=limit)
    try:
        outcomes = [trick(impl), meld(impl), trick(impl)]
        assert kinds(outcomes) == [OK, OK, OK]
        deadline = time.monotonic() + 5
        while not impl.stderr_tail(64).endswith("flood done\n") and time.monotonic() < deadline:
            time.sleep(0.01)
        assert impl.stderr_tail(64).endswith("flood done\n")
        assert len(impl.stderr_tail(10**9).encode()) <= limit
    finally:
        impl.close()


def test_oversized_line_is_reported_and_the_stream_restarted() -> None:
    impl = fake("oversized", "--op", "trick_winner", "--size", str(256 * 1024), max_line=64 * 1024)
    try:
        outcomes = [trick(impl), meld(impl)]
        assert kinds(outcomes) == [("harness_error", "oversized"), OK]
        assert "65536" in outcomes[0].message
        assert impl.restarts == 1
    finally:
        impl.close()


def test_default_line_cap_is_one_mebibyte() -> None:
    small = fake("oversized", "--op", "trick_winner", "--size", str(512 * 1024))
    big = fake("oversized", "--op", "trick_winner", "--size", str(2 << 20))
    try:
        assert trick(small).result == {"seat": 2}
        assert trick(big).cause == "oversized"
    finally:
        small.close()
        big.close()


def test_slow_start_within_startup_timeout() -> None:
    impl = fake("slow_start", "--delay", "0.4", timeout=0.2, startup_timeout=3.0)
    try:
        assert impl.start().name == "fake"
        assert kinds([trick(impl), meld(impl)]) == [OK, OK]
    finally:
        impl.close()


def test_slow_start_beyond_startup_timeout() -> None:
    impl = fake("slow_start", "--delay", "2", startup_timeout=0.3)
    with pytest.raises(SetupError) as info:
        impl.start()
    assert info.value.cause == "timeout"


def test_wrong_protocol_version_is_a_clear_setup_error() -> None:
    impl = fake("wrong_version")
    with pytest.raises(SetupError) as info:
        impl.start()
    assert info.value.cause == "version"
    assert "adapter speaks protocol 2; this harness speaks 1" in str(info.value)
    assert info.value.details["protocol"] == 2
