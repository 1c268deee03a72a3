"""The harness client against a well-behaved fake adapter (tests/fakes/echo_ok.py)."""

from __future__ import annotations

import dataclasses
import pickle
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from conformance_report.protocol.client import Implementation, InvalidRequestError, Outcome, SetupError, _result_outcome
from conformance_report.tools.smoke import load_ruleset

ECHO = [sys.executable, str(Path(__file__).parent / "fakes" / "echo_ok.py")]
RULESET = dict(load_ruleset("penn-4") or {})
TRICK = {"trump": "H", "trick": [{"seat": 1, "card": "AS"}, {"seat": 2, "card": "9H"}, {"seat": 3, "card": "TS"}]}


@pytest.fixture
def echo() -> Iterator[Implementation]:
    impl = Implementation(ECHO, timeout=2.0)
    yield impl
    impl.close()


def test_handshake(echo: Implementation) -> None:
    hs = echo.start()
    assert (hs.protocol, hs.name, hs.version, hs.language, hs.homepage) == (1, "fake", "0.0.1", "python", None)
    assert hs.operations == {"meld", "legal_plays", "trick_winner"}
    assert hs.ruleset_ids == {"penn-4"} and hs.any_ruleset is False
    assert echo.supports("meld", "penn-4") and not echo.supports("auction", "penn-4")
    assert not echo.supports("meld", "other")


def test_results(echo: Implementation) -> None:
    out = echo.request("trick_winner", RULESET, TRICK)
    assert (out.kind, out.result, out.cause, out.ok, out.sent) == ("result", {"seat": 2}, None, True, True)
    legal = {"hand": ["9C", "AS", "AS", "TH"], "trump": "H", "trick": [], "trump_broken": False, "first_lead": True}
    assert echo.request("legal_plays", RULESET, legal).result == {"cards": ["AS", "TH", "9C"]}


def test_a_result_outcome_built_fast_is_the_dataclass_outcome() -> None:
    fast, plain = _result_outcome({"seat": 2}, 0.25), Outcome("result", result={"seat": 2}, elapsed=0.25)
    assert fast == plain and repr(fast) == repr(plain)
    assert dataclasses.asdict(fast) == dataclasses.asdict(plain)
    assert pickle.loads(pickle.dumps(fast)) == plain
    assert dataclasses.replace(fast, elapsed=1.0) == dataclasses.replace(plain, elapsed=1.0)
    assert (fast.message, fast.details, fast.cause, fast.stderr, fast.sent, fast.ok) == ("", None, None, "", True, True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.kind = "unsupported"  # type: ignore[misc]


def test_result_and_error_replies_alternate(echo: Implementation) -> None:
    # a result reply takes the one-check fast path, an error reply the envelope-first path
    empty = {"hand": [], "trump": "S"}
    outs = [echo.request(*req) for req in [("trick_winner", RULESET, TRICK), ("meld", RULESET, empty)] * 2]
    assert [(o.kind, o.result, o.message) for o in outs] == [
        ("result", {"seat": 2}, ""),
        ("adapter_error", None, "empty hand"),
    ] * 2


def test_adapter_error(echo: Implementation) -> None:
    out = echo.request("meld", RULESET, {"hand": [], "trump": "S"})
    assert (out.kind, out.message, out.details, out.cause) == ("adapter_error", "empty hand", {"op": "meld"}, None)
    assert echo.request("trick_winner", RULESET, TRICK).ok


def test_undeclared_op_or_ruleset_is_unsupported_without_sending(echo: Implementation) -> None:
    op = echo.request("auction", RULESET, {"dealer": 0, "bids": []})
    assert (op.kind, op.sent) == ("unsupported", False)
    assert "auction" in op.message
    other = echo.request("trick_winner", {**RULESET, "id": "penn-4-other"}, TRICK)
    assert (other.kind, other.sent) == ("unsupported", False)
    assert "penn-4-other" in other.message
    assert echo.request("meld", RULESET, {"hand": ["AS"], "trump": "S"}).ok
    deadline = time.monotonic() + 5  # stderr is drained by a thread: wait for the meld line to arrive
    while "recv meld" not in echo.stderr_tail() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert "recv auction" not in echo.stderr_tail()
    assert echo.stderr_tail().count("recv ") == 2  # hello and meld only


def test_any_ruleset_claim() -> None:
    with Implementation([*ECHO, "--any"], timeout=2.0) as impl:
        assert impl.request("trick_winner", {**RULESET, "id": "penn-4-other"}, TRICK).result == {"seat": 2}


def test_invalid_request_raises_and_sends_nothing(echo: Implementation) -> None:
    with pytest.raises(InvalidRequestError) as info:
        echo.request("meld", RULESET, {"hand": ["10S"], "trump": "S"})
    assert info.value.violation.pointer == "/args/hand/0"
    assert info.value.violation.value == "10S"
    with pytest.raises(InvalidRequestError):
        echo.request("trick_winner", RULESET, {"trump": "H", "trick": []})
    assert "recv trick_winner" not in echo.stderr_tail()


def test_unknown_op_and_bad_argv() -> None:
    with pytest.raises(ValueError, match="unknown operation"):
        Implementation(ECHO).request("shuffle", RULESET, {})
    with pytest.raises(ValueError, match="argv"):
        Implementation("python adapter.py")
    with pytest.raises(ValueError, match="argv"):
        Implementation([])


def test_spawn_failure() -> None:
    with pytest.raises(SetupError) as info:
        Implementation(["/nonexistent/adapter-binary"]).start()
    assert info.value.cause == "spawn"


def test_context_manager_and_clean_close() -> None:
    impl = Implementation(ECHO, timeout=2.0)
    with impl:
        assert impl.running
        assert impl.request("trick_winner", RULESET, TRICK).ok
    assert not impl.running
    assert impl.close() is None  # already closed
    assert "recv trick_winner" in impl.stderr_tail()


def test_close_reports_exit_status_or_kill() -> None:
    impl = Implementation(ECHO)
    impl.start()
    assert impl.close() == 0
    lingering = Implementation([*ECHO, "--linger", "10"])
    lingering.start()
    assert lingering.close(grace=0.2) is None


def test_request_starts_lazily(echo: Implementation) -> None:
    assert not echo.running
    assert echo.request("trick_winner", RULESET, TRICK).ok
    assert echo.running and echo.restarts == 0


FAKES = Path(__file__).parent / "fakes"


@pytest.mark.parametrize(
    ("flag", "kind", "cause"),
    [("--list", "harness_error", "protocol_violation"), ("--extension", "result", None)],
)
def test_a_reply_of_id_and_result_is_judged_as_the_whole_reply_schema_would(flag: str, kind: str, cause: str) -> None:
    # the hot path checks only the result of a reply holding just its id and an object result;
    # a list result breaks the envelope, and an x- member (which the envelope allows) is checked whole
    argv = [sys.executable, str(FAKES / "schema_invalid.py"), flag]
    with Implementation(argv, timeout=2.0) as impl:
        outs = [impl.request("trick_winner", RULESET, TRICK) for _ in range(2)]
    assert [(o.kind, o.cause) for o in outs] == [(kind, cause)] * 2
    if kind == "result":
        assert outs[0].result == {"seat": 2}
    else:
        assert outs[0].details["pointer"] == "/result" and outs[0].details["value"] == []


def test_a_request_larger_than_the_pipe_is_written_whole(echo: Implementation) -> None:
    # 256 KiB of description: the first write fills the pipe, the rest waits for the adapter
    big = {**RULESET, "description": "d" * (256 * 1024)}
    assert echo.request("trick_winner", big, TRICK).result == {"seat": 2}
    assert echo.request("trick_winner", RULESET, TRICK).result == {"seat": 2}


@pytest.mark.parametrize(
    ("depth", "kind"),
    [(62, "result"), (63, "result"), (64, "harness_error"), (1000, "harness_error"), (100_000, "harness_error")],
)
def test_a_reply_nested_too_deep_is_oversized_not_a_crash(depth: int, kind: str) -> None:
    # the reply object is one level and x-deep's lists the rest: 63 of them make 64 levels, the
    # most the harness reads; deeper ones (past orjson's 1024 too) are refused, never a RecursionError
    argv = [sys.executable, str(FAKES / "deep.py"), "--depth", str(depth)]
    with Implementation(argv, timeout=5.0) as impl:
        outs = [impl.request("trick_winner", RULESET, TRICK) for _ in range(2)]
    assert [(o.kind, o.cause) for o in outs] == [(kind, None if kind == "result" else "oversized")] * 2
    if kind == "result":
        assert outs[0].result == {"seat": 2}
    else:
        assert "more than 64 deep" in (outs[0].message or "")


def test_a_handshake_nested_too_deep_is_a_set_up_error() -> None:
    argv = [sys.executable, str(FAKES / "deep.py"), "--op", "hello", "--depth", "5000"]
    with pytest.raises(SetupError) as caught, Implementation(argv, timeout=5.0) as impl:
        impl.start()
    assert caught.value.cause == "oversized"


def test_a_second_reply_to_a_request_is_named_as_such_when_the_next_request_reads_it() -> None:
    argv = [sys.executable, str(FAKES / "wrong_id.py"), "--twice"]
    with Implementation(argv, timeout=2.0) as impl:
        first = impl.request("trick_winner", RULESET, TRICK)
        second = impl.request("meld", RULESET, {"hand": ["KS", "QS"], "trump": "H"})
        third = impl.request("meld", RULESET, {"hand": ["KS", "QS"], "trump": "H"})  # after the restart
    assert (first.kind, first.result) == ("result", {"seat": 2})
    assert (second.kind, second.cause) == ("harness_error", "wrong_id")
    assert second.message is not None and second.message.endswith(
        "(the id of the request before, 'trick_winner', which had its reply already: a second reply to it)"
    )
    assert third.kind == "result"


def test_a_reply_with_an_unknown_id_is_not_called_a_second_reply() -> None:
    with Implementation([sys.executable, str(FAKES / "wrong_id.py")], timeout=2.0) as impl:
        impl.request("meld", RULESET, {"hand": ["KS", "QS"], "trump": "H"})
        out = impl.request("trick_winner", RULESET, TRICK)
    assert (out.kind, out.cause) == ("harness_error", "wrong_id")
    assert out.message is not None and "second reply" not in out.message
