"""A ``hand_score`` that claims a shoot under a ruleset without one is refused, not scored.

Only 001's rulesets carry ``scoring.shoot`` ("playing 1000"); docs/protocol.md (hand_score)
makes ``shoot: true`` elsewhere an ``error`` reply.  Before, the engine scored it: a side
"making" a shoot the ruleset does not know lost its contract.
"""

from __future__ import annotations

import sys
from typing import Any

from conformance_report.protocol.client import Implementation
from conformance_report.rulesets import load_document
from reference_engine.adapter import handle

PENN_4 = load_document("penn-4")  # no scoring.shoot
PETERSON_1000 = load_document("peterson-4-playing-1000")  # scoring.shoot: 1000


def _args(shoot: bool) -> dict[str, Any]:
    """Seat 0 bids 250 and his side takes the one trick of aces, every counter in it."""
    return {
        "dealer": 3,
        "bidder": 0,
        "contract": 250,
        "trump": "S",
        "partner": None,
        "melds": [[], [], [], []],
        "tricks": [{"leader": 0, "cards": [{"seat": s, "card": c} for s, c in enumerate(["AS", "AH", "AD", "AC"])]}],
        "shoot": shoot,
    }


def test_a_shoot_under_a_ruleset_without_one_is_an_error_naming_the_field() -> None:
    reply = handle({"id": "7", "op": "hand_score", "ruleset": PENN_4, "args": _args(True)})
    assert reply == {
        "id": "7",
        "error": {
            "message": "args.shoot: ruleset 'penn-4' has no shoot (scoring.shoot), "
            "so no side can play to take every counter",
            "details": {"kind": "BadRequest"},
        },
    }
    plain = handle({"id": "8", "op": "hand_score", "ruleset": PENN_4, "args": _args(False)})
    assert plain["result"]["made"] is False  # 250 is far above one trick of aces


def test_a_shoot_under_playing_1000_is_still_scored() -> None:
    reply = handle({"id": "9", "op": "hand_score", "ruleset": PETERSON_1000, "args": _args(True)})
    result = reply["result"]
    assert result["made"] is True  # the bidding side took every counter there was
    assert result["sides"][0]["score"] == 1000


def test_the_refusal_reaches_the_harness_as_an_adapter_error() -> None:
    with Implementation([sys.executable, "-m", "reference_engine.adapter"], timeout=10.0) as impl:
        impl.start()
        out = impl.request("hand_score", PENN_4, _args(True))
        assert (out.kind, out.result) == ("adapter_error", None)
        assert out.message is not None and out.message.startswith("args.shoot: ruleset 'penn-4' has no shoot")
        ok = impl.request("hand_score", PENN_4, _args(False))
        assert ok.kind == "result" and ok.result is not None and ok.result["made"] is False
