"""Card lists one deal of the ruleset's deck cannot hold are answered with an error (issue 13, item 11).

The contract (docs/protocol.md, "Cards the deck cannot hold"): a card the deck lacks, or
more copies of a card than the deck holds, in one card list or in the lists that describe
one deal together, is an ``error`` reply, never a result.
"""

from __future__ import annotations

import shlex
import sys
from typing import Any

import pytest

from conformance_report.protocol.client import Implementation
from conformance_report.rulesets import load_document
from reference_engine.adapter import handle
from reference_engine.cards import deck_problem, make_deck, parse_cards

PENN_4 = load_document("penn-4")  # single48: two copies of each card, nines included
DOUBLE_80 = load_document("trickster-double-deck")  # double80: four copies, no nines
DOUBLE_96 = load_document("family-5-96")  # double96: four copies, nines included


def _ask(op: str, ruleset: dict[str, Any], args: dict[str, Any]) -> dict[str, Any]:
    return handle({"id": "1", "op": op, "ruleset": ruleset, "args": args})


def _trick(*cards: str) -> list[dict[str, Any]]:
    return [{"seat": i, "card": c} for i, c in enumerate(cards)]


def test_deck_problem_counts_copies_and_ranks_per_deck_kind() -> None:
    assert deck_problem("single48", parse_cards("AS AS")) is None
    assert deck_problem("single48", parse_cards("AS AS AS")) == "3 copies of AS, but a single48 deck holds 2"
    assert deck_problem("double96", parse_cards("AS AS AS AS 9H")) is None
    assert deck_problem("double96", parse_cards("9H " * 5)) == "5 copies of 9H, but a double96 deck holds 4"
    assert deck_problem("double80", parse_cards("AS 9H")) == "9H is not in a double80 deck"
    for kind in ("single48", "double80", "double96"):
        assert deck_problem(kind, make_deck(kind)) is None


def test_five_aces_of_spades_in_a_single_deck_hand_is_an_error() -> None:
    reply = _ask("meld", PENN_4, {"hand": ["AS"] * 5, "trump": "S"})
    assert reply == {
        "id": "1",
        "error": {
            "message": "args.hand: 5 copies of AS, but a single48 deck holds 2",
            "details": {"kind": "BadRequest"},
        },
    }
    assert "result" in _ask("meld", PENN_4, {"hand": ["AS", "AS"], "trump": "S"})


@pytest.mark.parametrize(
    ("ruleset", "op", "args", "message"),
    [
        (DOUBLE_80, "meld", {"hand": ["9S", "AS"], "trump": "S"}, "args.hand: 9S is not in a double80 deck"),
        (DOUBLE_96, "meld", {"hand": ["QS"] * 5 + ["JD"], "trump": "S"}, "args.hand: 5 copies of QS"),
        (
            PENN_4,
            "legal_plays",
            {"hand": ["AS", "AS", "9C"], "trump": "H", "trick": _trick("AS"), "trump_broken": True},
            "args.hand and args.trick together: 3 copies of AS",
        ),
        (PENN_4, "trick_winner", {"trump": "H", "trick": _trick("TS", "TS", "TS")}, "args.trick: 3 copies of TS"),
        (
            PENN_4,
            "auction",
            {"dealer": 0, "bids": [], "hands": [["9S", "9S"], ["9S"], [], []]},
            "args.hands: 3 copies of 9S",
        ),
        (
            PENN_4,
            "hand_score",
            {
                "bidder": 0,
                "trump": "H",
                "contract": 20,
                "melds": [["AH"], ["AH"], ["AH"], []],
                "tricks": [],
            },
            "args.melds: 3 copies of AH",
        ),
        (
            PENN_4,
            "hand_score",
            {
                "bidder": 0,
                "trump": "H",
                "contract": 20,
                "melds": [[], [], [], []],
                "tricks": [{"cards": _trick("KC", "KC", "9C", "9D")}],
                "discarded": ["KC"],
            },
            "args.tricks and args.discarded together: 3 copies of KC",
        ),
        (
            PENN_4,
            "cut_for_deal",
            {"rounds": [_trick("AS", "AS", "AS", "KH")]},
            "args.rounds[0]: 3 copies of AS",
        ),
    ],
)
def test_every_card_argument_is_checked_against_the_deck(
    ruleset: dict[str, Any], op: str, args: dict[str, Any], message: str
) -> None:
    reply = _ask(op, ruleset, args)
    assert "result" not in reply
    assert reply["error"]["message"].startswith(message)


def test_cuts_in_different_rounds_are_separate_draws() -> None:
    reply = _ask("cut_for_deal", PENN_4, {"rounds": [_trick("AS", "AS", "KH", "9C"), _trick("AS", "AS", "QH", "9D")]})
    assert "result" in reply


def test_over_the_protocol_an_impossible_hand_is_an_adapter_error() -> None:
    argv = [*shlex.split(shlex.quote(sys.executable)), "-m", "reference_engine.adapter"]
    with Implementation(argv, timeout=10.0) as impl:
        impl.start()
        out = impl.request("meld", PENN_4, {"hand": ["AS"] * 5, "trump": "S"})
        assert (out.kind, out.result) == ("adapter_error", None)
        assert out.message == "args.hand: 5 copies of AS, but a single48 deck holds 2"
        ok = impl.request("meld", PENN_4, {"hand": ["AS", "AS", "AH", "AD", "AC"], "trump": "S"})
        assert ok.kind == "result" and ok.result is not None and ok.result["total"] > 0
