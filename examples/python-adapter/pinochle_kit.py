"""A small kit for pinochle adapters in Python (protocol v1, docs/protocol.md): the request
loop, the handshake, claims, card codes and the three kinds of reply.  No dependencies.

An adapter is then only its rules calls::

    from pinochle_kit import serve

    def trick_winner(ruleset, args): ...           # returns the result object

    serve("my-app", "1.0", {"trick_winner": trick_winner}, rulesets=["penn-4"])

Before each rules call the kit refuses, as the protocol requires, a request that describes no
position (``request_problem``: a seat off the table, a per-seat list of another length, a deck to
deal that is not the deck) or whose cards one deal cannot hold (``CARDS_OF``, ``deck_problem``).  A rules call raises
``Unsupported`` for something it does not implement (an option, a variant) and ``BadRequest``
for input the rules cannot hold (a card that is not a card); any other exception is answered as
an ``error`` and the loop goes on.  ``--claim ID`` on the command line (repeatable) adds ids to
the handshake's ``rulesets.ids``: the id of a variant the adapter is run as
(``pinochle-conformance run --as ours.json``).
"""

from __future__ import annotations

import argparse
import json
import sys
import traceback
from collections.abc import Callable, Iterable, Mapping
from typing import Any

RANKS = "ATKQJ9"
"""Ranks high to low (``T`` is the ten)."""
SUITS = "SHDC"
"""Suits in the canonical order of card lists."""

Operation = Callable[[Mapping[str, Any], Mapping[str, Any]], Any]


class Unsupported(Exception):
    """The adapter does not implement this (answered ``unsupported``: not a failure)."""


class BadRequest(Exception):
    """The request's input cannot be (answered ``error`` with ``details.kind`` BadRequest)."""


def card(code: str) -> tuple[str, str]:
    """``"TS"`` -> ``("T", "S")``; BadRequest for anything else."""
    if not isinstance(code, str) or len(code) != 2 or code[0] not in RANKS or code[1] not in SUITS:
        raise BadRequest(f"{code!r} is not a card (rank of {RANKS}, suit of {SUITS})")
    return code[0], code[1]


def canonical(cards: Iterable[str]) -> list[str]:
    """Cards in the order answers use: suits S, H, D, C; ranks A, T, K, Q, J, 9."""
    return sorted(cards, key=lambda c: (SUITS.index(card(c)[1]), RANKS.index(c[0])))


def option(ruleset: Mapping[str, Any], path: str, default: Any = None) -> Any:
    """A ruleset option by dotted path (``play.identical_first_wins``), or ``default``."""
    value: Any = ruleset
    for part in path.split("."):
        if not isinstance(value, Mapping) or part not in value:
            return default
        value = value[part]
    return value


DECKS: dict[str, tuple[int, str]] = {"single48": (2, RANKS), "double80": (4, "ATKQJ"), "double96": (4, RANKS)}
"""Copies of each card and the ranks present, by the ruleset's ``deck``."""


def _cards(value: Any) -> list[str]:
    """Every card code in a JSON value (lists, ``{"card": …}``, ``{"cards": […]}``), in order."""
    if isinstance(value, str):
        return [value] if len(value) == 2 and value[0] in RANKS and value[1] in SUITS else []
    if isinstance(value, Mapping):
        return [c for key in ("card", "cards") if key in value for c in _cards(value[key])]
    if isinstance(value, list):
        return [c for item in value for c in _cards(item)]
    return []


CARDS_OF: dict[str, Callable[[Mapping[str, Any]], list[tuple[str, list[str]]]]] = {
    "meld": lambda a: [("args.hand", _cards(a.get("hand")))],
    "legal_plays": lambda a: [("args.hand and args.trick", _cards(a.get("hand")) + _cards(a.get("trick")))],
    "trick_winner": lambda a: [("args.trick", _cards(a.get("trick")))],
    "auction": lambda a: [("args.hands", _cards(a.get("hands")))],
    "hand_score": lambda a: [
        ("args.melds", _cards(a.get("melds"))),
        ("args.tricks and args.discarded", _cards(a.get("tricks")) + _cards(a.get("discarded"))),
    ],
    "play_hand": lambda a: [("args.deal", _cards(list((a.get("deal") or {}).values())))],
    "cut_for_deal": lambda a: [(f"args.rounds[{i}]", _cards(r)) for i, r in enumerate(a.get("rounds") or [])],
}
"""The card lists each operation counts together (docs/protocol.md, "Cards the deck cannot hold")."""


def deck_problem(ruleset: Mapping[str, Any], lists: Iterable[tuple[str, list[str]]]) -> str | None:
    """Why the cards of one request cannot come from one deal of the ruleset's deck, or None (also
    for a deck the kit does not know: the rules call decides)."""
    copies, ranks = DECKS.get(str(ruleset.get("deck")), (0, ""))
    if not ranks:
        return None
    for where, cards in lists:
        seen: dict[str, int] = {}
        for code in cards:
            if code[0] not in ranks:
                return f"{where}: {code} is not in a {ruleset['deck']} deck"
            seen[code] = seen.get(code, 0) + 1
            if seen[code] > copies:
                return f"{where}: {seen[code]} copies of {code}, but a {ruleset['deck']} deck holds {copies}"
    return None


def _seat_values(args: Mapping[str, Any]) -> list[tuple[str, Any]]:
    """Every seat a request names: a dealer, bidder or partner, a card's or a bid's player."""
    found: list[tuple[str, Any]] = [(k, args[k]) for k in ("dealer", "bidder", "partner") if args.get(k) is not None]
    hand = args.get("hand")
    if isinstance(hand, Mapping) and hand.get("bidder") is not None:
        found.append(("hand.bidder", hand["bidder"]))
    for key in ("trick", "bids", "actions"):
        for i, item in enumerate(args.get(key) or []):
            if isinstance(item, Mapping) and "seat" in item:
                found.append((f"{key}[{i}].seat", item["seat"]))
    for r, played in enumerate(args.get("rounds") or []):
        for i, item in enumerate(played if isinstance(played, list) else []):
            if isinstance(item, Mapping) and "seat" in item:
                found.append((f"rounds[{r}][{i}].seat", item["seat"]))
    found += [(f"play_on[{i}]", v) for i, v in enumerate(args.get("play_on") or [])]
    return found


def request_problem(ruleset: Mapping[str, Any], op: str, args: Mapping[str, Any]) -> str | None:
    """Why a request describes no position of the ruleset's game (docs/protocol.md, "Requests that
    describe no position"), or None: a seat off the table, a per-seat list of another length, a
    deck to deal that is not the ruleset's deck."""
    players = ruleset.get("players")
    if not isinstance(players, int):
        return None
    for where, seat in _seat_values(args):
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
            return f"args.{where}: {seat!r} is not a seat 0..{players - 1}"
    per_seat = {"auction": ["hands"], "hand_score": ["melds"], "game_result": ["scores"]}.get(op, [])
    lists = [(f"args.{k}", args.get(k)) for k in per_seat]
    if op == "game_result" and isinstance(args.get("hand"), Mapping):
        lists.append(("args.hand.scores", args["hand"].get("scores")))
    if op == "play_hand" and isinstance(args.get("deal"), Mapping):
        lists.append(("args.deal.hands", args["deal"].get("hands")))
    for where, value in lists:
        if value is not None and (not isinstance(value, list) or len(value) != players):
            return f"{where}: expected one entry per seat ({players})"
    copies, ranks = DECKS.get(str(ruleset.get("deck")), (0, ""))
    if op == "deal" and ranks:
        whole = sorted(f"{r}{s}" for r in ranks for s in SUITS for _ in range(copies))
        if sorted(_cards(args.get("deck"))) != whole or len(args.get("deck") or []) != len(whole):
            return f"args.deck: not the {len(whole)} cards of a {ruleset['deck']} deck"
    return None


def serve(
    name: str,
    version: str,
    operations: Mapping[str, Operation],
    rulesets: Iterable[str] = (),
    any_ruleset: bool = False,
    argv: list[str] | None = None,
) -> None:
    """Answer requests on stdin until it closes (then return: exit status 0)."""
    parser = argparse.ArgumentParser(description=f"{name}: a pinochle conformance adapter")
    parser.add_argument("--claim", action="append", default=[], metavar="ID", help="also claim this ruleset id")
    claims = [*rulesets, *parser.parse_args(argv).claim]

    def hello(request: Mapping[str, Any]) -> dict[str, Any]:
        if request.get("protocol") != 1:
            return {"error": {"message": f"protocol {request.get('protocol')} is not supported; this adapter speaks 1"}}
        return {
            "result": {
                "protocol": 1,
                "implementation": {"name": name, "version": version, "language": "python"},
                "operations": sorted(operations),
                "rulesets": {"ids": claims, "any": any_ruleset},
            }
        }

    def handle(request: Mapping[str, Any]) -> dict[str, Any]:
        op = request.get("op")
        if op == "hello":
            return hello(request)
        call = operations.get(str(op))
        if call is None:
            return {"unsupported": {"message": f"operation {op} is not implemented"}}
        ruleset = request.get("ruleset") or {}
        if not any_ruleset and ruleset.get("id") not in claims:
            return {"unsupported": {"message": f"ruleset {ruleset.get('id')} is not supported"}}
        args = request.get("args") or {}
        problem = request_problem(ruleset, str(op), args) or (
            deck_problem(ruleset, CARDS_OF[str(op)](args)) if str(op) in CARDS_OF else None
        )
        if problem is not None:  # the protocol's refusal, before the rules are asked
            return {"error": {"message": problem, "details": {"kind": "BadRequest"}}}
        try:
            return {"result": call(ruleset, args)}
        except Unsupported as exc:
            return {"unsupported": {"message": str(exc)}}
        except BadRequest as exc:
            return {"error": {"message": str(exc), "details": {"kind": "BadRequest"}}}

    for line in sys.stdin:
        if not line.strip():
            continue
        request: Any = None
        try:
            request = json.loads(line)
            reply = handle(request)
        except Exception as exc:  # one bad request never ends the loop: say what went wrong
            traceback.print_exc(file=sys.stderr)  # logs go to stderr; stdout holds replies only
            reply = {"error": {"message": f"{type(exc).__name__}: {exc}"}}
        rid = request.get("id") if isinstance(request, dict) and isinstance(request.get("id"), str) else ""
        sys.stdout.write(json.dumps({"id": rid, **reply}) + "\n")
        sys.stdout.flush()
