"""The closed step vocabulary shared by every feature (documented in docs/step-vocabulary.md).

*Given* steps describe a position; each *When* step sends exactly one protocol request
built from it; *Then* steps compare the implementation's answer with the expected one and
never look at message text.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import re
from collections import Counter
from typing import Any

from conformance_report.outcomes import UNSUPPORTED_PREFIX, ImplementationError, Mismatch
from conformance_report.protocol.client import Implementation
from conformance_report.rulesets import RULESET_PATH_VAR, validate_document
from conformance_report.spec.codes import CODES_PATTERN, RuleCodes, accepts, listed, of_answer, shown
from conformance_report.spec.context import ScenarioContext, ScenarioError, action_text, card_codes, suit_code
from conformance_report.spec.vocabulary import given, parsers, skip, then, when
from conformance_report.variants.declaration import load_declaration

Table = list[list[str]]


def _rows(datatable: Table, *columns: str) -> list[dict[str, str]]:
    """Data-table rows as dicts, checking the header names the columns a step needs."""
    if not datatable:
        raise ScenarioError("the step needs a data table")
    header = [h.strip().lower() for h in datatable[0]]
    missing = [c for c in columns if c not in header]
    if missing:
        raise ScenarioError(f"data table lacks column(s) {missing}; it has {header}")
    return [dict(zip(header, (cell.strip() for cell in row), strict=True)) for row in datatable[1:]]


def _seat(text: str) -> int:
    try:
        return int(text.strip().removeprefix("seat").strip())
    except ValueError:
        raise ScenarioError(f"{text!r} is not a seat number") from None


def _cards_cell(text: str) -> list[str]:
    """A table cell of cards; ``-`` or an empty cell is no card."""
    return [] if text.strip() in ("", "-") else card_codes(text)


def _seats(text: str) -> list[int]:
    """``seats 0 and 2``, ``seat 1``, ``0, 2`` → sorted seat numbers."""
    cleaned = text.replace("seats", " ").replace("seat", " ").replace(" and ", ",")
    return sorted(_seat(t) for t in cleaned.split(",") if t.strip())


def ask(ctx: ScenarioContext, impl: Implementation, op: str, args: dict[str, Any]) -> dict[str, Any]:
    """Send one request; an unsupported answer skips the scenario, an error errors it."""
    ruleset = ctx.need_ruleset()
    ctx.op = op
    outcome = impl.request(op, ruleset, args)
    if outcome.kind == "unsupported":
        skip(UNSUPPORTED_PREFIX + (outcome.message or op))
    if outcome.kind == "adapter_error" and ctx.expect_error:
        ctx.error, ctx.result = {"message": outcome.message, "details": outcome.details}, None
        return {}
    if outcome.kind == "adapter_error":
        raise ImplementationError("adapter", "error-reply", outcome.message, outcome.details, outcome.stderr)
    if outcome.kind == "harness_error":
        raise ImplementationError(
            "harness", outcome.cause or "unknown", outcome.message, outcome.details, outcome.stderr
        )
    assert outcome.result is not None
    ctx.result = dict(outcome.result)
    return ctx.result


def _answer(ctx: ScenarioContext, *ops: str) -> dict[str, Any]:
    if ctx.result is None or ctx.op not in ops:
        raise ScenarioError(f"this Then step needs a '{' or '.join(ops)}' answer; ask with a When step first")
    return ctx.result


def _check(ctx: ScenarioContext, what: str, expected: Any, actual: Any) -> None:
    """Judge one observed value; in observing mode only record it (see ScenarioContext.observed)."""
    if ctx.observed is not None:
        ctx.observed.append((what, actual))
    elif expected != actual:
        raise Mismatch(what, expected, actual)


def _check_refusal(ctx: ScenarioContext, what: str, expected: Any, actual: Any) -> None:
    """:func:`_check` for an answer holding a refusal: its ``rule`` must be one of the codes
    the step lists (:class:`~conformance_report.spec.codes.RuleCodes` in ``expected``; a
    failure shows them as ``a or b``)."""
    if ctx.observed is not None:
        ctx.observed.append((what, actual))
    elif not accepts(expected, actual):
        raise Mismatch(what, shown(expected, True), shown(actual, False))


def _codes(text: str) -> RuleCodes:
    codes = listed(text)
    if len(set(codes)) != len(codes):
        raise ScenarioError(f"{text}: a code is listed twice")
    return RuleCodes(codes[0], codes[1:])


# ----------------------------------------------------------------------------- Given
_DOCUMENTS: dict[tuple[str, str], dict[str, Any]] = {}


def _document(ruleset_id: str) -> dict[str, Any]:
    """The document of a named ruleset, a ruleset file or a declaration file (``{"extends": …}``,
    as ``run --as`` takes), loaded and checked once per run (never changed afterwards)."""
    key = (ruleset_id, os.environ.get(RULESET_PATH_VAR, ""))
    doc = _DOCUMENTS.get(key)
    if doc is None:
        doc = _DOCUMENTS[key] = load_declaration(ruleset_id)
    return doc


@given(parsers.re(r'the ruleset "(?P<ruleset_id>[^"]+)"$'))
def given_ruleset(ctx: ScenarioContext, ruleset_id: str) -> None:
    ctx.ruleset = _document(ruleset_id)


_MORE_PATCHES = re.compile(r"\s+and\s+([\w.]+) set to\s+")


def ruleset_patches(path: str, value: str) -> list[tuple[str, Any]]:
    """The (path, parsed value) pairs of ``PATH set to VALUE``, where VALUE may go on with
    ``and PATH2 set to VALUE2`` (a patch of several options, e.g. players and a limit)."""
    parts = _MORE_PATCHES.split(value)
    texts = [(path, parts[0]), *zip(parts[1::2], parts[2::2], strict=True)]
    out: list[tuple[str, Any]] = []
    for p, text in texts:
        try:
            out.append((p, json.loads(text)))
        except json.JSONDecodeError:
            raise ScenarioError(f'value {text!r} for {p} is not JSON (quote strings: "auction")') from None
    return out


def built_ruleset_id(ruleset_id: str, path: str, value: str) -> str:
    """The id sent for ``the ruleset "X" with PATH set to VALUE``: the base document's id, a dash
    and 8 hex digits of a hash of the option path and the value (as canonical JSON), so it is
    short, stable across runs and machines, and claimable like any id (``penn-4-3f9c0a12``).
    Several patches (``… and PATH2 set to VALUE2``) hash their ``path=value`` texts joined by ``&``."""
    recipe = "&".join(
        f"{p}={json.dumps(v, sort_keys=True, separators=(',', ':'), ensure_ascii=False)}"
        for p, v in ruleset_patches(path, value)
    )
    digest = hashlib.sha256(recipe.encode()).hexdigest()[:8]
    return f"{_document(ruleset_id).get('id', 'ruleset')}-{digest}"


@given(parsers.re(r'the ruleset "(?P<ruleset_id>[^"]+)" with (?P<path>[\w.]+) set to (?P<value>.+)$'))
def given_ruleset_with(ctx: ScenarioContext, ruleset_id: str, path: str, value: str) -> None:
    doc = copy.deepcopy(_document(ruleset_id))
    sent_id = built_ruleset_id(ruleset_id, path, value)
    for key_path, parsed in ruleset_patches(path, value):
        node: Any = doc
        keys = key_path.split(".")
        for key in keys[:-1]:
            if not isinstance(node, dict) or key not in node:
                raise ScenarioError(f"ruleset {ruleset_id!r} has no field {key_path!r}")
            node = node[key]
        node[keys[-1]] = parsed
    doc["id"] = sent_id
    text_key = (json.dumps(doc, sort_keys=True), "")
    cached = _DOCUMENTS.get(text_key)
    if cached is None:
        validate_document(doc, f"ruleset {ruleset_id!r} with {path} set to {value}")
        cached = _DOCUMENTS[text_key] = doc
    ctx.ruleset = cached


@given('the ruleset document leaves out its "$schema" member')
def given_no_schema_member(ctx: ScenarioContext) -> None:
    """The same ruleset sent without the optional ``$schema`` member (docs/protocol.md,
    "Rulesets"): the rules, and so every answer, are the same."""
    doc = ctx.need_ruleset()
    if "$schema" not in doc:
        raise ScenarioError('the ruleset document has no "$schema" member to leave out')
    ctx.ruleset = {k: v for k, v in doc.items() if k != "$schema"}


@given("the request is one the protocol forbids")
def given_forbidden(ctx: ScenarioContext) -> None:
    """The scenario checks that the request is refused with an error reply (docs/protocol.md)."""
    ctx.expect_error = True


@given(parsers.parse("trump is {suit}"))
def given_trump(ctx: ScenarioContext, suit: str) -> None:
    ctx.trump = suit_code(suit)


@given(parsers.parse('the hand "{cards}"'))
def given_hand(ctx: ScenarioContext, cards: str) -> None:
    ctx.hand = card_codes(cards)


@given("the trick so far:")
def given_trick(ctx: ScenarioContext, datatable: Table) -> None:
    ctx.trick = [{"seat": _seat(r["seat"]), "card": card_codes(r["card"])[0]} for r in _rows(datatable, "seat", "card")]


@given("trump has not been broken")
def given_trump_not_broken(ctx: ScenarioContext) -> None:
    ctx.trump_broken = False


@given("it is the opening lead of the hand")
def given_opening_lead(ctx: ScenarioContext) -> None:
    ctx.first_lead = True
    ctx.trump_broken = False


@given(parsers.parse("seat {dealer:d} deals"))
def given_dealer(ctx: ScenarioContext, dealer: int) -> None:
    ctx.dealer = dealer


@given("the bids:")
def given_bids(ctx: ScenarioContext, datatable: Table) -> None:
    bids: list[dict[str, Any]] = []
    for r in _rows(datatable, "seat", "bid"):
        raw = r["bid"].lower()
        bid: Any = raw if raw in ("pass", "misdeal") else int(raw)
        bids.append({"seat": _seat(r["seat"]), "bid": bid})
    ctx.bids = bids


@given("the deal:")
def given_deal(ctx: ScenarioContext, datatable: Table) -> None:
    hands: dict[int, list[str]] = {}
    for r in _rows(datatable, "seat", "cards"):
        who = r["seat"].lower()
        if who == "kitty":
            ctx.kitty = _cards_cell(r["cards"])
        elif who == "stock":
            ctx.stock = _cards_cell(r["cards"])
        else:
            hands[_seat(who)] = _cards_cell(r["cards"])
    if sorted(hands) != list(range(len(hands))):
        raise ScenarioError(f"the deal must list seats 0..n-1, got {sorted(hands)}")
    ctx.hands = [hands[s] for s in range(len(hands))]


def _action(text: str) -> str:
    """A transcript action → protocol text; ``exchange J♠ 9♣ draw 1`` keeps its stated draw."""
    words = text.split()
    if len(words) >= 2 and words[0].lower() == "exchange" and words[-2].lower() == "draw":
        if not words[-1].isdigit():
            raise ScenarioError(f"{text!r}: 'draw' needs a whole number")
        return f"{action_text(' '.join(words[:-2]))} draw {int(words[-1])}"
    return action_text(text)


@given("the actions:")
def given_actions(ctx: ScenarioContext, datatable: Table) -> None:
    ctx.actions = [
        {"seat": -1 if r["seat"].lower() == "chance" else _seat(r["seat"]), "action": _action(r["action"])}
        for r in _rows(datatable, "seat", "action")
    ]


@given(parsers.parse("seat {bidder:d} won the bid at {contract:d} with trump {suit}"))
def given_contract(ctx: ScenarioContext, bidder: int, contract: int, suit: str) -> None:
    ctx.bidder, ctx.contract, ctx.trump = bidder, contract, suit_code(suit)


@given(parsers.parse("seat {partner:d} is the bidder's partner"))
def given_partner(ctx: ScenarioContext, partner: int) -> None:
    ctx.partner = partner


@given("the bidding side is playing 1000")
def given_shoot(ctx: ScenarioContext) -> None:
    ctx.shoot = True


@given("the meld hands:")
def given_meld_hands(ctx: ScenarioContext, datatable: Table) -> None:
    rows = {_seat(r["seat"]): _cards_cell(r["cards"]) for r in _rows(datatable, "seat", "cards")}
    ctx.hands = [rows.get(s, []) for s in range(ctx.players())]


@given("the tricks:")
def given_tricks(ctx: ScenarioContext, datatable: Table) -> None:
    """Rows: ``leader`` and one column per seat; cards are played from the leader to the left."""
    n = ctx.players()
    tricks = []
    for r in _rows(datatable, "leader"):
        leader = _seat(r["leader"])
        plays = []
        for i in range(n):
            seat = (leader + i) % n
            cell = r.get(f"seat {seat}", "")
            if cell and cell != "-":
                plays.append({"seat": seat, "card": card_codes(cell)[0]})
        tricks.append({"leader": leader, "cards": plays})
    ctx.tricks = tricks


@given("the scores before the hand:")
def given_scores_before(ctx: ScenarioContext, datatable: Table) -> None:
    rows = {_seat(r["seat"]): int(r["score"]) for r in _rows(datatable, "seat", "score")}
    ctx.scores_before = [rows.get(s, 0) for s in range(ctx.players())]


@given(parsers.parse("the hand's bidder was seat {bidder:d}, who {verdict}, and the hand scored:"))
def given_hand_result(ctx: ScenarioContext, bidder: int, verdict: str, datatable: Table) -> None:
    if verdict not in ("made the bid", "was set"):
        raise ScenarioError(f"{verdict!r}: write 'made the bid' or 'was set'")
    rows = {_seat(r["seat"]): int(r["score"]) for r in _rows(datatable, "seat", "score")}
    ctx.bidder, ctx.hand_made = bidder, verdict == "made the bid"
    ctx.hand_scores = [rows.get(s, 0) for s in range(ctx.players())]


@given(parsers.parse("this was hand {number:d} of the game"))
def given_hands_played(ctx: ScenarioContext, number: int) -> None:
    ctx.hands_played = number


@given(parsers.parse("only seats {seats} are still in the game"))
def given_play_on(ctx: ScenarioContext, seats: str) -> None:
    ctx.play_on = _seats(seats)


@given("the deck, from the top:")
def given_deck(ctx: ScenarioContext, datatable: Table) -> None:
    """Rows of a ``cards`` column, read top to bottom and left to right."""
    ctx.deck = [c for r in _rows(datatable, "cards") for c in card_codes(r["cards"])]


@given("the cuts:")
def given_cuts(ctx: ScenarioContext, datatable: Table) -> None:
    rounds: dict[int, list[dict[str, Any]]] = {}
    for r in _rows(datatable, "round", "seat", "card"):
        rounds.setdefault(int(r["round"]), []).append({"seat": _seat(r["seat"]), "card": card_codes(r["card"])[0]})
    ctx.cuts = [rounds[k] for k in sorted(rounds)]


# ----------------------------------------------------------------------------- When
@when("the cards are dealt", op="deal")
def when_deal(ctx: ScenarioContext, implementation: Implementation) -> None:
    ask(ctx, implementation, "deal", {"dealer": ctx.dealer, "deck": ctx.deck})


@when("the players cut for the deal", op="cut_for_deal")
def when_cut(ctx: ScenarioContext, implementation: Implementation) -> None:
    ask(ctx, implementation, "cut_for_deal", {"rounds": ctx.cuts})


@when("the meld is counted", op="meld")
def when_meld(ctx: ScenarioContext, implementation: Implementation) -> None:
    ask(ctx, implementation, "meld", {"hand": ctx.hand, "trump": ctx.need_trump()})


@when("the legal plays are asked for", op="legal_plays")
def when_legal(ctx: ScenarioContext, implementation: Implementation) -> None:
    ask(
        ctx,
        implementation,
        "legal_plays",
        {
            "hand": ctx.hand,
            "trump": ctx.need_trump(),
            "trick": ctx.trick,
            "trump_broken": ctx.trump_broken,
            "first_lead": ctx.first_lead,
        },
    )


@when("the trick is complete", op="trick_winner")
def when_trick(ctx: ScenarioContext, implementation: Implementation) -> None:
    ask(ctx, implementation, "trick_winner", {"trump": ctx.need_trump(), "trick": ctx.trick})


@when("the auction is run", op="auction")
def when_auction(ctx: ScenarioContext, implementation: Implementation) -> None:
    args: dict[str, Any] = {"dealer": ctx.dealer, "hands": ctx.hands, "bids": ctx.bids}
    if ctx.play_on is not None:
        args["play_on"] = ctx.play_on  # 000: only the players tied for the win bid
    ask(ctx, implementation, "auction", args)


@when("the hand is scored", op="hand_score")
def when_score(ctx: ScenarioContext, implementation: Implementation) -> None:
    if ctx.bidder is None or ctx.contract is None or ctx.hands is None:
        raise ScenarioError("scoring needs 'seat N won the bid at B with trump ♦' and 'the meld hands:'")
    args: dict[str, Any] = {
        "dealer": ctx.dealer,
        "bidder": ctx.bidder,
        "contract": ctx.contract,
        "trump": ctx.need_trump(),
        "partner": ctx.partner,
        "melds": ctx.hands,
        "tricks": ctx.tricks,
    }
    if ctx.shoot:
        args["shoot"] = True
    ask(ctx, implementation, "hand_score", args)


@when("the game result is asked for", op="game_result")
def when_game(ctx: ScenarioContext, implementation: Implementation) -> None:
    if ctx.scores_before is None or ctx.hand_scores is None or ctx.bidder is None:
        raise ScenarioError("the game result needs 'the scores before the hand:' and the hand's result")
    args: dict[str, Any] = {
        "dealer": ctx.dealer,
        "scores": ctx.scores_before,
        "hand": {"bidder": ctx.bidder, "made": bool(ctx.hand_made), "scores": ctx.hand_scores},
    }
    if ctx.play_on is not None:
        args["play_on"] = ctx.play_on
    if ctx.hands_played is not None:
        args["hands_played"] = ctx.hands_played
    ask(ctx, implementation, "game_result", args)


@when("the hand is played", op="play_hand")
def when_play_hand(ctx: ScenarioContext, implementation: Implementation) -> None:
    if ctx.hands is None:
        raise ScenarioError("playing a hand needs 'the deal:'")
    ask(
        ctx,
        implementation,
        "play_hand",
        {
            "dealer": ctx.dealer,
            "deal": {"hands": ctx.hands, "kitty": ctx.kitty, "stock": ctx.stock},
            "actions": ctx.actions,
        },
    )


# ----------------------------------------------------------------------------- Then
@then("the request is refused with an error reply")
def then_error_reply(ctx: ScenarioContext) -> None:
    """Judged on the kind of reply only (an ``error``, never a ``result``); its text is not judged."""
    if not ctx.expect_error:
        raise ScenarioError("this Then step needs 'Given the request is one the protocol forbids' first")
    if ctx.op is None:
        raise ScenarioError("this Then step needs a When step first")
    _check(ctx, "reply", "an error reply", "a result" if ctx.result is not None else "an error reply")


@then(parsers.parse("the meld total is {total:d}"))
def then_meld_total(ctx: ScenarioContext, total: int) -> None:
    _check(ctx, "meld total", total, _answer(ctx, "meld").get("total"))


@then("the meld breakdown is:")
def then_meld_breakdown(ctx: ScenarioContext, datatable: Table) -> None:
    expected = Counter(
        (r["meld"], None if r["suit"] in ("", "-") else suit_code(r["suit"]), int(r["multiplicity"]), int(r["points"]))
        for r in _rows(datatable, "meld", "suit", "multiplicity", "points")
    )
    lines = _answer(ctx, "meld").get("lines", [])
    actual = Counter((ln.get("meld"), ln.get("suit"), ln.get("multiplicity"), ln.get("points")) for ln in lines)
    _check(ctx, "meld breakdown", sorted(expected.elements(), key=str), sorted(actual.elements(), key=str))


@then("there is no meld")
def then_no_meld(ctx: ScenarioContext) -> None:
    answer = _answer(ctx, "meld")
    _check(ctx, "meld", (0, []), (answer.get("total"), answer.get("lines")))


@then(parsers.parse('the legal plays are "{cards}"'))
def then_legal(ctx: ScenarioContext, cards: str) -> None:
    expected = sorted(set(card_codes(cards)))
    _check(ctx, "legal plays", expected, sorted(_answer(ctx, "legal_plays").get("cards", [])))


@then(parsers.parse("the trick is won by seat {seat:d}"))
def then_trick_winner(ctx: ScenarioContext, seat: int) -> None:
    _check(ctx, "trick winner", seat, _answer(ctx, "trick_winner").get("seat"))


@then(parsers.parse("the auction is won by seat {seat:d} for {amount:d}"))
def then_auction_won(ctx: ScenarioContext, seat: int, amount: int) -> None:
    a = _answer(ctx, "auction")
    _check(
        ctx,
        "auction",
        {"status": "won", "winner": seat, "contract": amount},
        {"status": a.get("status"), "winner": a.get("winner"), "contract": a.get("contract")},
    )


@then(parsers.parse("the auction is open with seat {seat:d} to bid at least {amount:d}"))
def then_auction_open(ctx: ScenarioContext, seat: int, amount: int) -> None:
    a = _answer(ctx, "auction")
    _check(
        ctx,
        "auction",
        {"status": "open", "next_bidder": seat, "minimum_bid": amount},
        {"status": a.get("status"), "next_bidder": a.get("next_bidder"), "minimum_bid": a.get("minimum_bid")},
    )


@then("the hand is thrown in for a redeal")
def then_redeal(ctx: ScenarioContext) -> None:
    _check(ctx, "auction status", "redeal", _answer(ctx, "auction").get("status"))


@then(parsers.re(r"bid (?P<index>\d+) is rejected with " + CODES_PATTERN + "$"))
def then_bid_rejected(ctx: ScenarioContext, index: str, rules: str) -> None:
    a = _answer(ctx, "auction")
    codes = _codes(rules)
    _check_refusal(
        ctx,
        "auction",
        {"status": "illegal", "index": int(index) - 1, "rule": codes},
        {"status": a.get("status"), "index": a.get("index"), "rule": of_answer(a)},
    )


def _score(ctx: ScenarioContext) -> dict[str, Any]:
    answer = _answer(ctx, "hand_score", "play_hand")
    final = answer.get("final") if ctx.op == "play_hand" else answer
    if not isinstance(final, dict):
        if ctx.observed is not None:
            ctx.observed.append(("final score", final))
            return {}
        raise Mismatch("final score", "a final score", final)
    return final


@then(parsers.parse("the bidding side {verdict}"))
def then_made(ctx: ScenarioContext, verdict: str) -> None:
    if verdict not in ("made the bid", "was set"):
        raise ScenarioError(f"{verdict!r}: write 'made the bid' or 'was set'")
    _check(ctx, "bid made", verdict == "made the bid", _score(ctx).get("made"))


@then("the seat scores are:")
def then_seat_scores(ctx: ScenarioContext, datatable: Table) -> None:
    rows = _rows(datatable, "seat", "score")
    got = {s.get("seat"): s for s in _score(ctx).get("seats", [])}
    for r in rows:
        seat = _seat(r["seat"])
        actual = got.get(seat, {})
        for col, key in (("meld", "meld"), ("trick points", "trick_points"), ("score", "score")):
            if col in r:
                _check(ctx, f"seat {seat} {col}", int(r[col]), actual.get(key))


@then("the side scores are:")
def then_side_scores(ctx: ScenarioContext, datatable: Table) -> None:
    got = {tuple(sorted(s.get("seats", []))): s for s in _score(ctx).get("sides", [])}
    rows = _rows(datatable, "seats", "score")
    _check(ctx, "sides", sorted(tuple(_seats(r["seats"])) for r in rows), sorted(got))
    for r in rows:
        seats = tuple(_seats(r["seats"]))
        for col, key in (("meld", "meld"), ("trick points", "trick_points"), ("score", "score")):
            if col in r:
                _check(ctx, f"side {list(seats)} {col}", int(r[col]), got.get(seats, {}).get(key))


@then("every action is accepted")
def then_all_accepted(ctx: ScenarioContext) -> None:
    steps = _answer(ctx, "play_hand").get("steps", [])
    _check(ctx, "accepted actions", [True] * len(ctx.actions), [s.get("accepted") for s in steps])


@then(parsers.re(r"action (?P<index>\d+) is rejected with " + CODES_PATTERN + "$"))
def then_action_rejected(ctx: ScenarioContext, index: str, rules: str) -> None:
    steps = _answer(ctx, "play_hand").get("steps", [])
    codes = _codes(rules)
    expected = [(True, None)] * (int(index) - 1) + [(False, codes)]
    _check_refusal(ctx, "action verdicts", expected, [(s.get("accepted"), of_answer(s)) for s in steps])


@then("the hand has no final score")
def then_no_final(ctx: ScenarioContext) -> None:
    _check(ctx, "final score", None, _answer(ctx, "play_hand").get("final"))


@then(parsers.parse("the game is won by {seats}"))
def then_game_won(ctx: ScenarioContext, seats: str) -> None:
    a = _answer(ctx, "game_result")
    _check(
        ctx,
        "game result",
        {"finished": True, "winners": _seats(seats)},
        {"finished": a.get("finished"), "winners": sorted(a.get("winners", []))},
    )


@then("the game goes on")
def then_game_goes_on(ctx: ScenarioContext) -> None:
    a = _answer(ctx, "game_result")
    _check(
        ctx,
        "game result",
        {"finished": False, "play_on": []},
        {"finished": a.get("finished"), "play_on": sorted(a.get("play_on", []))},
    )


@then(parsers.parse("the game goes on with only {seats}"))
def then_play_on(ctx: ScenarioContext, seats: str) -> None:
    a = _answer(ctx, "game_result")
    _check(
        ctx,
        "game result",
        {"finished": False, "play_on": _seats(seats)},
        {"finished": a.get("finished"), "play_on": sorted(a.get("play_on", []))},
    )


@then(parsers.parse('seat {seat:d} holds "{cards}"'))
def then_seat_holds(ctx: ScenarioContext, seat: int, cards: str) -> None:
    hands = _answer(ctx, "deal").get("hands", [])
    actual = sorted(hands[seat]) if 0 <= seat < len(hands) else None
    _check(ctx, f"seat {seat}'s cards", sorted(card_codes(cards)), actual)


@then(parsers.parse('the kitty holds "{cards}"'))
def then_kitty_holds(ctx: ScenarioContext, cards: str) -> None:
    _check(ctx, "kitty", sorted(_cards_cell(cards)), sorted(_answer(ctx, "deal").get("kitty", [])))


@then(parsers.parse('the stock holds "{cards}" from the top'))
def then_stock_holds(ctx: ScenarioContext, cards: str) -> None:
    _check(ctx, "stock", _cards_cell(cards), _answer(ctx, "deal").get("stock"))


@then(parsers.parse("seat {seat:d} deals the next hand"))
def then_next_dealer(ctx: ScenarioContext, seat: int) -> None:
    _check(ctx, "next dealer", seat, _answer(ctx, "deal").get("next_dealer"))


@then(parsers.parse("seat {seat:d} deals first"))
def then_first_dealer(ctx: ScenarioContext, seat: int) -> None:
    a = _answer(ctx, "cut_for_deal")
    _check(ctx, "cut", {"status": "decided", "dealer": seat}, {"status": a.get("status"), "dealer": a.get("dealer")})


@then(parsers.parse("{seats} cut again"))
def then_recut(ctx: ScenarioContext, seats: str) -> None:
    a = _answer(ctx, "cut_for_deal")
    _check(
        ctx,
        "cut",
        {"status": "recut", "recut": _seats(seats)},
        {"status": a.get("status"), "recut": sorted(a.get("recut", []))},
    )


@then("the cut decides nothing")
def then_cut_no_rule(ctx: ScenarioContext) -> None:
    _check(ctx, "cut status", "no_rule", _answer(ctx, "cut_for_deal").get("status"))


@then(parsers.re(r"the cut is rejected with " + CODES_PATTERN + "$"))
def then_cut_rejected(ctx: ScenarioContext, rules: str) -> None:
    a = _answer(ctx, "cut_for_deal")
    codes = _codes(rules)
    _check_refusal(
        ctx,
        "cut",
        {"status": "illegal", "rule": codes},
        {"status": a.get("status"), "rule": of_answer(a)},
    )


def _shown(ctx: ScenarioContext, what: str, seat: int | None = None) -> list[tuple[int, list[str]]]:
    """The ``shown`` entries of a ``play_hand`` answer of one kind (and seat): (after, cards).

    ``shown`` is optional in the protocol: an implementation that does not report it makes
    the scenario unsupported, never passed.
    """
    shown = _answer(ctx, "play_hand").get("shown")
    if shown is None:
        if ctx.observed is not None:
            return []
        skip(UNSUPPORTED_PREFIX + "the play_hand answer does not report the cards shown to the table ('shown')")
    return [
        (e.get("after"), sorted(e.get("cards", [])))
        for e in shown
        if e.get("what") == what and (seat is None or e.get("seat") == seat)
    ]


@then("the widow is shown to every player")
def then_widow_shown(ctx: ScenarioContext) -> None:
    _check(ctx, "widow shown to the table", [sorted(ctx.kitty)], [cards for _, cards in _shown(ctx, "kitty")])


@then("the widow is not shown")
def then_widow_hidden(ctx: ScenarioContext) -> None:
    _check(ctx, "widow shown to the table", [], [cards for _, cards in _shown(ctx, "kitty")])


@then("the discard is not shown")
def then_discard_hidden(ctx: ScenarioContext) -> None:
    _check(ctx, "discard shown to the table", [], [cards for _, cards in _shown(ctx, "discard")])


@then(parsers.parse('seat {seat:d} shows the meld "{cards}" after action {index:d}'))
def then_meld_shown(ctx: ScenarioContext, seat: int, cards: str, index: int) -> None:
    expected = [(index - 1, sorted(card_codes(cards)))]
    _check(ctx, f"seat {seat}'s meld shown to the table", expected, _shown(ctx, "meld", seat))


@then(parsers.parse("seat {seat:d} shows no meld"))
def then_no_meld_shown(ctx: ScenarioContext, seat: int) -> None:
    _check(ctx, f"seat {seat}'s meld shown to the table", [], _shown(ctx, "meld", seat))
