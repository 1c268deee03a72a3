"""The reference engine served over adapter protocol v1 (``python -m reference_engine.adapter``).

Newline-delimited JSON on stdin/stdout; one request per line, one response per line.  This
module is the only place the engine meets the protocol: it maps JSON to engine calls.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import IO, Any

import orjson

from .bidding import MISDEAL, PASS, AuctionError, Bid, run_auction
from .cards import SUITS, Card, deck_problem, make_deck, parse_cards
from .cut import cut_for_deal
from .errors import IllegalActionError, PinochleError
from .game import game_result
from .meld import meld
from .replay import replay
from .ruleset import Ruleset
from .scoring import score_hand
from .state import Deal, check_deal, deal_from, may_call_misdeal, next_dealer, sides_for
from .tricks import legal_plays, trick_winner

PROTOCOL = 1
VERSION = "0.1.0"
Handler = Callable[[Ruleset, Mapping[str, Any]], dict[str, Any]]


class BadRequest(PinochleError):
    """A request whose arguments do not describe a position (answered as an error)."""


def _cards(value: Any, field: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise BadRequest(f"args.{field}: expected a list of card codes")
    try:
        return parse_cards([str(v) for v in value])
    except PinochleError as exc:
        raise BadRequest(f"args.{field}: {exc}") from None


def _fits(rs: Ruleset, fields: str, *parts: Sequence[Card]) -> None:
    """Refuse card lists that one deal from the ruleset's deck cannot hold, together.

    ``fields`` names the arguments (e.g. ``hand and trick``); the error says which card is
    impossible: one the deck lacks, or more copies than the deck has.
    """
    problem = deck_problem(rs.deck, (c for part in parts for c in part))
    if problem is not None:
        raise BadRequest(f"args.{fields}: {problem}")


def _suit(value: Any, field: str = "trump") -> str:
    if value not in SUITS:
        raise BadRequest(f"args.{field}: {value!r} is not a suit code (S, H, D, C)")
    return str(value)


def _seat(rs: Ruleset, value: Any, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < rs.players:
        raise BadRequest(f"args.{field}: {value!r} is not a seat 0..{rs.players - 1}")
    return value


def _trick(rs: Ruleset, value: Any, field: str = "trick") -> list[tuple[int, Card]]:
    if not isinstance(value, list):
        raise BadRequest(f"args.{field}: expected a list")
    out = []
    for i, item in enumerate(value):
        seat = _seat(rs, item.get("seat"), f"{field}[{i}].seat")
        out.append((seat, _cards([item.get("card")], f"{field}[{i}].card")[0]))
    return out


def op_meld(rs: Ruleset, args: Mapping[str, Any]) -> dict[str, Any]:
    hand = _cards(args.get("hand"), "hand")
    _fits(rs, "hand", hand)
    return meld(rs, hand, _suit(args.get("trump"))).to_json()


def op_legal_plays(rs: Ruleset, args: Mapping[str, Any]) -> dict[str, Any]:
    hand = _cards(args.get("hand"), "hand")
    if not hand:
        raise BadRequest("args.hand: an empty hand has no play")
    trick = [c for _, c in _trick(rs, args.get("trick", []))]
    _fits(rs, "hand and args.trick together", hand, trick)
    cards = legal_plays(
        rs,
        hand,
        trick,
        _suit(args.get("trump")),
        bool(args.get("trump_broken", True)),
        bool(args.get("first_lead", False)),
    )
    return {"cards": [str(c) for c in cards]}


def op_trick_winner(rs: Ruleset, args: Mapping[str, Any]) -> dict[str, Any]:
    trick = _trick(rs, args.get("trick"))
    if not trick:
        raise BadRequest("args.trick: an empty trick has no winner")
    _fits(rs, "trick", [c for _, c in trick])
    cards = [c for _, c in trick]
    return {"seat": trick[trick_winner(cards, _suit(args.get("trump")), rs.play.identical_first_wins)][0]}


def op_auction(rs: Ruleset, args: Mapping[str, Any]) -> dict[str, Any]:
    dealer = _seat(rs, args.get("dealer"), "dealer")
    bids: list[tuple[int, Bid]] = []
    for i, item in enumerate(args.get("bids") or []):
        bid = item.get("bid")
        if bid not in (PASS, MISDEAL) and (not isinstance(bid, int) or isinstance(bid, bool)):
            raise BadRequest(f"args.bids[{i}].bid: {bid!r} is not a bid")
        bids.append((_seat(rs, item.get("seat"), f"bids[{i}].seat"), bid))
    may_misdeal = None
    hands = args.get("hands")
    if hands is not None:
        if not isinstance(hands, list) or len(hands) != rs.players:
            raise BadRequest(f"args.hands: expected one hand per seat ({rs.players})")
        parsed = [_cards(h, f"hands[{s}]") for s, h in enumerate(hands)]
        _fits(rs, "hands", *parsed)
        may_misdeal = [may_call_misdeal(rs, h) for h in parsed]
    play_on = _play_on(rs, args.get("play_on"))
    for i in range(len(bids)):
        try:
            run_auction(rs, dealer, bids[: i + 1], may_misdeal, play_on)
        except AuctionError as exc:
            return {"status": "illegal", "index": i, "rule": exc.rule, "rules": list(exc.rules)}
    return run_auction(rs, dealer, bids, may_misdeal, play_on).to_json()


def _play_on(rs: Ruleset, value: Any) -> list[int] | None:
    """000: the seats still in the game after a tie (None: everyone plays)."""
    if value is None:
        return None
    if not isinstance(value, list) or not value:
        raise BadRequest("args.play_on: expected a non-empty list of seats")
    return [_seat(rs, v, f"play_on[{i}]") for i, v in enumerate(value)]


def op_hand_score(rs: Ruleset, args: Mapping[str, Any]) -> dict[str, Any]:
    bidder = _seat(rs, args.get("bidder"), "bidder")
    trump = _suit(args.get("trump"))
    partner_raw = args.get("partner")
    partner = None if partner_raw is None else _seat(rs, partner_raw, "partner")
    contract = args.get("contract")
    if not isinstance(contract, int) or isinstance(contract, bool):
        raise BadRequest("args.contract: expected a whole number")
    melds_raw = args.get("melds")
    if not isinstance(melds_raw, list) or len(melds_raw) != rs.players:
        raise BadRequest(f"args.melds: expected one meld hand per seat ({rs.players})")
    meld_hands = [_cards(h, f"melds[{i}]") for i, h in enumerate(melds_raw)]
    _fits(rs, "melds", *meld_hands)
    melds = tuple(meld(rs, h, trump) for h in meld_hands)
    taken = []
    for i, t in enumerate(args.get("tricks") or []):
        plays = _trick(rs, t.get("cards"), f"tricks[{i}].cards")
        if not plays:
            raise BadRequest(f"args.tricks[{i}].cards: empty trick")
        winner = plays[trick_winner([c for _, c in plays], trump, rs.play.identical_first_wins)][0]
        taken.append((winner, tuple(c for _, c in plays)))
    sides = sides_for(rs, bidder, partner)
    discarded = _cards(args.get("discarded", []), "discarded")
    _fits(rs, "tricks and args.discarded together", discarded, *(cards for _, cards in taken))
    shoot = bool(args.get("shoot", False))
    if shoot and rs.scoring.shoot is None:
        raise BadRequest(
            f"args.shoot: ruleset {rs.id!r} has no shoot (scoring.shoot), so no side can play to take every counter"
        )
    return score_hand(rs, bidder, contract, sides, melds, taken, shoot=shoot, discarded=discarded).to_json()


def op_game_result(rs: Ruleset, args: Mapping[str, Any]) -> dict[str, Any]:
    before = args.get("scores")
    hand = args.get("hand") or {}
    if not isinstance(before, list) or len(before) != rs.players:
        raise BadRequest(f"args.scores: expected {rs.players} scores")
    deltas = hand.get("scores")
    if not isinstance(deltas, list) or len(deltas) != rs.players:
        raise BadRequest(f"args.hand.scores: expected {rs.players} scores")
    bidder = _seat(rs, hand.get("bidder"), "hand.bidder")
    after = [int(a) + int(b) for a, b in zip(before, deltas, strict=True)]
    hands_played = args.get("hands_played")
    return game_result(rs, after, bidder, bool(hand.get("made")), args.get("play_on"), hands_played).to_json()


def op_play_hand(rs: Ruleset, args: Mapping[str, Any]) -> dict[str, Any]:
    dealer = _seat(rs, args.get("dealer"), "dealer")
    d = args.get("deal") or {}
    hands = d.get("hands")
    if not isinstance(hands, list):
        raise BadRequest("args.deal.hands: expected a list of hands")
    deal = Deal(
        tuple(_cards(h, f"deal.hands[{i}]") for i, h in enumerate(hands)),
        _cards(d.get("kitty", []), "deal.kitty"),
        tuple(Card.from_str(c) for c in d.get("stock", [])),
    )
    try:
        check_deal(rs, deal)
    except PinochleError as exc:
        raise BadRequest(f"args.deal: {exc}") from None
    actions = [(int(a.get("seat")), str(a.get("action"))) for a in args.get("actions") or []]
    return replay(rs, deal, dealer, actions).to_json()


def op_deal(rs: Ruleset, args: Mapping[str, Any]) -> dict[str, Any]:
    dealer = _seat(rs, args.get("dealer"), "dealer")
    deck = tuple(Card.from_str(str(c)) for c in args.get("deck") or [])
    if sorted(deck, key=lambda c: c.index) != sorted(make_deck(rs.deck), key=lambda c: c.index):
        raise BadRequest(f"args.deck: not the {rs.deck_size} cards of the ruleset's deck ({rs.deck})")
    d = deal_from(rs, dealer, deck)
    return {
        "hands": [[str(c) for c in h] for h in d.hands],
        "kitty": [str(c) for c in d.kitty],
        "stock": [str(c) for c in d.stock],
        "next_dealer": next_dealer(rs, dealer),
    }


def op_cut_for_deal(rs: Ruleset, args: Mapping[str, Any]) -> dict[str, Any]:
    rounds = [_trick(rs, r, f"rounds[{i}]") for i, r in enumerate(args.get("rounds") or [])]
    for i, cut in enumerate(rounds):
        _fits(rs, f"rounds[{i}]", [c for _, c in cut])
    try:
        return cut_for_deal(rs, rounds).to_json()
    except IllegalActionError as exc:
        return {"status": "illegal", "dealer": None, "recut": [], "rule": exc.rule, "rules": list(exc.rules)}


OPERATIONS: dict[str, Handler] = {
    "meld": op_meld,
    "legal_plays": op_legal_plays,
    "trick_winner": op_trick_winner,
    "auction": op_auction,
    "hand_score": op_hand_score,
    "game_result": op_game_result,
    "play_hand": op_play_hand,
    "deal": op_deal,
    "cut_for_deal": op_cut_for_deal,
}


def _cache_key(doc: Any) -> bytes | str:
    """The document's JSON text with sorted keys: orjson's (bytes; several times faster than
    json's, which was most of a warm request's time), else json's (str) for what orjson
    refuses (a lone surrogate, an integer beyond 64 bits)."""
    try:
        return orjson.dumps(doc, option=orjson.OPT_SORT_KEYS)
    except TypeError:
        pass
    key = json.dumps(doc, separators=(",", ":"), sort_keys=True)
    return key


_RULESETS: dict[bytes | str, tuple[Any, Ruleset]] = {}


def _ruleset(doc: Any) -> Ruleset:
    """Build the request's ruleset, reusing the build of an identical document.

    A build is reused when the document has the same JSON text and is equal to the one it was
    built from: orjson writes NaN and the infinities as null, and equality tells them apart.
    """
    key = _cache_key(doc)
    hit = _RULESETS.get(key)
    if hit is None or hit[0] != doc:
        if not isinstance(doc, dict):
            raise BadRequest("ruleset: expected a ruleset document (a JSON object)")
        hit = (doc, Ruleset.from_dict(doc))
        if len(_RULESETS) >= 512:
            _RULESETS.pop(next(iter(_RULESETS)))
        _RULESETS[key] = hit
    return hit[1]


def hello() -> dict[str, Any]:
    return {
        "protocol": PROTOCOL,
        "implementation": {
            "name": "pinochle-reference-engine",
            "version": VERSION,
            "language": "python",
            "homepage": "https://pinochle-conformance.example/",
        },
        "operations": sorted(OPERATIONS),
        "rulesets": {"ids": [], "any": True},
    }


def handle(request: Any) -> dict[str, Any]:
    """Answer one decoded request (pure apart from the engine's own work)."""
    rid = request.get("id") if isinstance(request, dict) else None
    if not isinstance(request, dict) or not isinstance(rid, str):
        return {
            "id": rid if isinstance(rid, str) else "",
            "error": {"message": "request must be an object with a string id", "details": None},
        }
    op = request.get("op")
    if op == "hello":
        return {"id": rid, "result": hello()}
    handler = OPERATIONS.get(str(op))
    if handler is None:
        return {"id": rid, "unsupported": {"message": f"operation {op!r} is not implemented"}}
    try:
        rs = _ruleset(request.get("ruleset") or {})
        return {"id": rid, "result": handler(rs, request.get("args") or {})}
    except PinochleError as exc:
        return {"id": rid, "error": {"message": str(exc), "details": {"kind": type(exc).__name__}}}
    except (TypeError, AttributeError, KeyError, ValueError) as exc:
        return {"id": rid, "error": {"message": f"bad arguments: {exc}", "details": {"kind": type(exc).__name__}}}


def serve(stdin: IO[str], stdout: IO[str]) -> None:
    """Read requests line by line until end of input; answer each on one line."""
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except json.JSONDecodeError as exc:
            response: dict[str, Any] = {"id": "", "error": {"message": f"not JSON: {exc}", "details": None}}
        else:
            response = handle(request)
        stdout.write(json.dumps(response, separators=(",", ":")) + "\n")
        stdout.flush()


def main() -> None:
    serve(sys.stdin, sys.stdout)


if __name__ == "__main__":  # pragma: no cover
    main()
