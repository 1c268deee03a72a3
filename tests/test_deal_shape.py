"""Reading a deal back from deal answers (conformance_report/tools/deal_shape.py): the deck, the
hand and kitty sizes, the packet schedule, the first packet and the rotation."""

from __future__ import annotations

import random
from typing import Any

import pytest

from conformance_report.tools.deal_shape import (
    KITTY,
    candidate_sets,
    deal_request,
    parse_tape,
    read_deal,
    schedule_of,
    tape,
)
from conformance_report.variants.paths import set_path
from conformance_report.variants.probes import build, engine_result, named_documents

DECKS = ["single48", "double80", "double96"]


def _asker(doc: dict[str, Any]) -> Any:
    rs = build(doc)
    return lambda op, args: engine_result(rs, op, args) or {"outcome": "adapter_error"}


@pytest.mark.parametrize("rid", sorted(named_documents()))
def test_every_named_rulesets_deal_is_read_back(rid: str) -> None:
    doc = named_documents()[rid]
    shape, asked = read_deal(_asker(doc), doc["players"], DECKS)
    assert shape is not None
    schedule, first = schedule_of(doc)
    assert (shape.deck, shape.hand_size, shape.rotation) == (doc["deck"], doc["hand_size"], "left")
    assert shape.kitty_size == (doc.get("kitty") or {}).get("size", 0)
    assert tape(shape.schedule, shape.first_packet, doc["players"]) == tape(schedule, first, doc["players"])
    assert len(asked) == 8 + DECKS.index(doc["deck"])  # the decks tried before its own were refused


@pytest.mark.parametrize("first", ["dealer_left", "dealer", "dealer_right"])
@pytest.mark.parametrize("seed", range(4))
def test_a_schedule_no_ruleset_has_is_read_back_with_its_first_packet(first: str, seed: int) -> None:
    rng = random.Random(seed)
    doc = named_documents()["penn-3"]  # 3 players, a widow of 3 taken and discarded
    kitty = rng.choice([3, 6, 9])
    hand = (48 - kitty) // 3
    counts: list[int] = []
    while sum(counts) < hand:
        counts.append(min(rng.randint(1, 5), hand - sum(counts)))
    steps = [{"to": "each", "count": c} for c in counts]
    steps.insert(rng.randint(0, len(steps)), {"to": "kitty", "count": kitty})
    for path, value in {
        "hand_size": hand,
        "kitty.size": kitty,
        "kitty.discard.count": kitty,
        "deal.schedule": steps,
        "deal.first_packet": first,
        "deal.rotation": "right",
    }.items():
        doc = set_path(doc, path, value)
    shape, _ = read_deal(_asker(doc), 3, DECKS, seed)
    assert shape is not None
    assert (shape.hand_size, shape.kitty_size, shape.stock_size, shape.rotation) == (hand, kitty, 0, "right")
    assert tape(shape.schedule, shape.first_packet, 3) == tape([(s["to"], s["count"]) for s in steps], first, 3)


def test_another_deck_is_read_from_the_deck_the_app_deals() -> None:
    doc = named_documents()["penn-4"]
    for path, value in {"deck": "double96", "hand_size": 24, "deal.schedule": [{"to": "each", "count": 6}] * 4}.items():
        doc = set_path(doc, path, value)
    shape, asked = read_deal(_asker(doc), 4, DECKS)
    assert shape is not None and (shape.deck, shape.hand_size, shape.schedule) == ("double96", 24, (("each", 6),) * 4)
    assert [len(args["deck"]) for args, _ in asked[:3]] == [48, 80, 96]  # single48 and double80 were refused


def test_a_deal_no_schedule_makes_is_not_read() -> None:
    def scattered(op: str, args: dict[str, Any]) -> Any:  # 12 cards each, the seats shuffled anew each deal
        seats = [seat for seat in range(4) for _ in range(12)]
        random.Random(args["dealer"]).shuffle(seats)
        hands: list[list[str]] = [[] for _ in range(4)]
        for seat, card in zip(seats, args["deck"], strict=True):
            hands[seat].append(card)
        return {"hands": hands, "kitty": [], "stock": [], "next_dealer": (args["dealer"] + 1) % 4}

    shape, _ = read_deal(scattered, 4, ["single48"])
    assert shape is None


def test_an_answer_holding_other_cards_gives_no_positions() -> None:
    args = deal_request("single48", 4, 0, 0)
    result = engine_result(build(named_documents()["penn-4"]), "deal", args)
    assert result is not None
    assert candidate_sets(args, result, 4) is not None
    result["hands"][0][0] = result["hands"][1][0]  # a card held three times
    assert candidate_sets(args, result, 4) is None


def test_open_positions_are_settled_by_matching_packets() -> None:
    # 3 players, packets of 2 from the dealer's left, then the kitty: position 0 may be seat 1 or the kitty
    exact = tape([("each", 2), ("kitty", 3)], "dealer_left", 3)
    sets = [{r} for r in exact]
    sets[0] = {1, KITTY}
    sets[7] = {0, KITTY}
    assert parse_tape(sets, 3, 2, 3) == ((("each", 2), ("kitty", 3)), "dealer_left")
    assert parse_tape(sets, 3, 3, 0) is None


def test_sizes_are_variants_only_after_a_ruleset_of_the_document_for_as_many_players() -> None:
    from conformance_report.tools.departures import classify

    named = named_documents()
    # 001's five-handed game deals 16 each: no variant of its three-handed one (15 each, a kitty of 3)
    [dep] = classify(named["peterson-3"], {"hand_size": 16}, named)
    assert (dep.rule, dep.document_value) == ("peterson.players.three-handed", 15)
    # 000's 7-card game is a ruleset of the same document for four: 7 cards is a variant of bruce-5
    assert classify(named["bruce-5"], {"hand_size": 7}, named) == []
    deps = classify(named["bruce-5"], {"hand_size": 6, "deal.schedule": [{"to": "each", "count": 3}] * 2}, named)
    assert [(d.option, d.rule) for d in deps] == [
        ("deal.schedule", "bruce.deal.one-at-a-time"),
        ("hand_size", "bruce.deal.hand-size"),
    ]
    [dep] = classify(named["penn-4"], {"hand_size": 11}, named)
    assert dep.rule == "penn.deal.four-at-a-time"
