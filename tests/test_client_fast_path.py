"""The client's usual path (an operation and ruleset document already sent) answers every reply
as the full path does: the same outcomes, replies good or bad, with the usual path on or off."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from conformance_report.protocol.client import Implementation, InvalidRequestError
from conformance_report.tools.smoke import load_ruleset

FAKES = Path(__file__).parent / "fakes"
RULESET = dict(load_ruleset("penn-4") or {})
TRICK = {"trump": "H", "trick": [{"seat": 1, "card": "AS"}, {"seat": 2, "card": "9H"}, {"seat": 3, "card": "TS"}]}
MELD = {"hand": ["KS", "QS"], "trump": "H"}
# each op answered correctly once (by the full path), then the fake misbehaves on the third request
# (sent by the usual path) and after; a wire failure sends what follows by the full path again
REQUESTS = [("meld", MELD), ("trick_winner", TRICK), ("trick_winner", TRICK), ("meld", MELD), ("trick_winner", TRICK)]


def _outcomes(argv: list[str], usual_path: bool, monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    full_path = Implementation._request
    sent_in_full: set[int] = set()  # which of REQUESTS went by the full path
    current = [0]

    def spy(impl: Implementation, *rest: Any) -> Any:
        sent_in_full.add(current[0])
        return full_path(impl, *rest)

    with monkeypatch.context() as patch:
        patch.setattr(Implementation, "_request", spy)
        if not usual_path:
            patch.setattr(Implementation, "_make_ready", lambda *_: None)
        outs = []
        with Implementation(argv, timeout=2.0, max_restarts=5, max_line=65536) as impl:
            for current[0], (op, args) in enumerate(REQUESTS):
                outs.append(impl.request(op, RULESET, args))
    # the third request (the first misbehaved on) goes by the usual path when it is on
    if usual_path:
        assert {0, 1} <= sent_in_full and 2 not in sent_in_full
    else:
        assert sent_in_full == set(range(len(REQUESTS)))
    return [(o.kind, o.result, o.message, o.details, o.cause, o.sent) for o in outs]


@pytest.mark.parametrize(
    "fake",
    [
        ["echo_ok.py"],
        ["schema_invalid.py"],
        ["schema_invalid.py", "--list"],
        ["schema_invalid.py", "--envelope"],
        ["schema_invalid.py", "--extension"],
        ["not_json.py"],
        ["wrong_id.py"],
        ["wrong_id.py", "--twice"],
        ["deep.py", "--depth", "70"],
        ["crash_mid.py", "--after", "2"],
        ["hostile_text.py"],
        ["oversized.py", "--size", "70000"],
    ],
    ids=" ".join,
)
def test_the_usual_path_gives_the_full_paths_outcomes(fake: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    argv = [sys.executable, str(FAKES / fake[0]), *fake[1:], "--op", "trick_winner", "--from", "3"]
    usual = _outcomes(argv, True, monkeypatch)
    assert usual == _outcomes(argv, False, monkeypatch)
    assert usual[:2] == [
        ("result", {"lines": [], "total": 0}, "", None, None, True),
        ("result", {"seat": 2}, "", None, None, True),
    ]
    if fake[0] == "echo_ok.py" or fake[-1] == "--extension":
        assert usual[2:] == usual[1:2] + usual[:2]
    else:
        assert {o[0] for o in usual[2:]} & {"harness_error", "adapter_error"}  # --twice: the request after


def test_a_request_the_schema_refuses_is_refused_on_the_usual_path_too() -> None:
    with Implementation([sys.executable, str(FAKES / "echo_ok.py")], timeout=2.0) as impl:
        assert impl.request("meld", RULESET, MELD).kind == "result"
        assert impl._ready
        with pytest.raises(InvalidRequestError, match="/args/hand/0"):
            impl.request("meld", RULESET, {"hand": ["XX"], "trump": "H"})
        assert impl.request("meld", RULESET, MELD).kind == "result"


def test_what_the_usual_path_knows_is_forgotten_when_the_claims_change() -> None:
    # penn-4 is claimed by the handshake; another id only by declaration (run --as)
    other = {**RULESET, "id": "house-rules"}
    with Implementation([sys.executable, str(FAKES / "echo_ok.py")], timeout=2.0) as impl:
        impl.declared_ids = frozenset({"house-rules"})
        assert [impl.request("meld", other, MELD).kind for _ in range(2)] == ["result"] * 2
        impl.declared_ids = frozenset()
        out = impl.request("meld", other, MELD)
        assert (out.kind, out.sent) == ("unsupported", False)
        assert impl.request("meld", RULESET, MELD).kind == "result"
        impl.close()
        assert not impl._ready
        assert impl.request("meld", RULESET, MELD).kind == "result"  # started again


def test_a_restart_forgets_what_the_usual_path_knew() -> None:
    # the adapter restarted after a crash may claim less than before: its handshake decides again
    with Implementation([sys.executable, str(FAKES / "echo_ok.py")], timeout=2.0) as impl:
        assert [impl.request(op, RULESET, args).kind for op, args in REQUESTS[:2]] == ["result"] * 2
        impl.argv = (sys.executable, str(FAKES / "echo_ok.py"), "--ops", "trick_winner")
        assert impl._proc is not None
        impl._proc.popen.kill()
        impl._proc.popen.wait()
        assert (impl.request("trick_winner", RULESET, TRICK).cause, impl.restarts) == ("crash", 0)
        assert impl.request("trick_winner", RULESET, TRICK).result == {"seat": 2}
        out = impl.request("meld", RULESET, MELD)
        assert (impl.restarts, out.kind, out.sent) == (1, "unsupported", False)


def test_a_request_that_restarts_the_adapter_is_judged_by_the_new_handshakes_claims() -> None:
    with Implementation([sys.executable, str(FAKES / "echo_ok.py")], timeout=2.0) as impl:
        assert impl.request("trick_winner", RULESET, TRICK).kind == "result"
        impl.argv = (sys.executable, str(FAKES / "echo_ok.py"), "--ops", "meld")
        assert impl._proc is not None
        impl._proc.popen.kill()
        impl._proc.popen.wait()
        assert impl.request("trick_winner", RULESET, TRICK).cause == "crash"
        out = impl.request("trick_winner", RULESET, TRICK)  # restarts the adapter, which no longer claims it
        assert (impl.restarts, out.kind, out.sent) == (1, "unsupported", False)
        assert impl.request("meld", RULESET, MELD).kind == "result"
