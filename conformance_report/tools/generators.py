"""Plain-random requests aimed at rare rule paths (``random.Random``; no hypothesis, fast).

The hypothesis generators (:func:`conformance_report.tools.fuzz.draw_case`) shrink well but
seldom reach a path that needs several rare choices at once. These build such positions on
purpose: meld hands made of doubled and quadrupled melds, runs with extra kings and queens,
roundhouses; leads and voids with and without trump; auctions that pass out, climb past the
maximum, go round twice or are thrown in on nines; game ends where several sides go out;
whole hands played with actions chosen toward passing out, playing alone, calling partners,
conceding, shooting the moon, and with one rare action slipped in.

Every request is a position the reference engine answers under the ruleset (refused ones are
dropped): its answer is the expected one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Final

from conformance_report.tools.fuzz import Case
from reference_engine.actions import Action
from reference_engine.adapter import OPERATIONS
from reference_engine.cards import ALL_CARDS, DECKS, SUITS, Card, make_deck
from reference_engine.errors import IllegalActionError, PinochleError
from reference_engine.ruleset import Ruleset
from reference_engine.state import HandState, sides_for
from reference_engine.tricks import trick_winner

Maker = Callable[[random.Random, Ruleset, int], Case | None]
"""(rng, ruleset, index of the request) -> a request, or None when it drew no position."""
RARE_ACTIONS: Final = ("alone", "shoot", "misdeal", "concede", "announce trump", "pass", "trump S", "partner 1")
"""Actions slipped into a played hand: legal under some rulesets only."""
PHASE_RARE: Final = {
    "bidding": ("misdeal", "pass"),
    "trump": ("concede",),
    "call": ("alone",),
    "pass_back": ("shoot",),
    "announce": ("play AS", "announce trump"),
    "play": ("announce trump", "shoot"),
}
"""The rare actions worth trying in each phase."""


def random_cases(rs: Ruleset, op: str, count: int, seed: int = 0) -> list[Case]:
    """``count`` requests of ``op`` under ``rs`` (fewer when the ruleset gives no such position)."""
    rng = random.Random(f"{op}/{seed}")
    make = MAKERS[op]
    out: list[Case] = []
    for i in range(3 * count):
        if len(out) >= count:
            break
        case = make(rng, rs, i)
        if case is not None and _answered(rs, case):
            out.append(case)
    return out


def _answered(rs: Ruleset, case: Case) -> bool:
    try:
        OPERATIONS[case.op](rs, case.args)
    except (PinochleError, TypeError, AttributeError, KeyError, ValueError, IndexError):
        return False
    return True


# ------------------------------------------------------------------------------ cards
def _copies(rs: Ruleset) -> int:
    return DECKS[rs.deck][0]


def _in_deck(rs: Ruleset, code: str) -> bool:
    return code[0] in DECKS[rs.deck][1]


def _take(rs: Ruleset, codes: Sequence[str], used: dict[str, int]) -> list[str]:
    """The codes the deck can still supply (at most its copies of each), counted in ``used``."""
    out = []
    for c in codes:
        if _in_deck(rs, c) and used.get(c, 0) < _copies(rs):
            used[c] = used.get(c, 0) + 1
            out.append(c)
    return out


def _fill(rng: random.Random, rs: Ruleset, n: int, used: dict[str, int], suits: Sequence[str] = SUITS) -> list[str]:
    pool = [str(c) for c in ALL_CARDS if c.suit in suits and _in_deck(rs, str(c))]
    return _take(rs, [rng.choice(pool) for _ in range(n)], used) if pool else []


def _sorted(codes: Sequence[str]) -> list[str]:
    return sorted(codes, key=lambda c: Card.from_str(c).index)


def _hand_limit(rs: Ruleset) -> int:
    """The most cards one hand holds at meld: the deal, plus the kitty, passed or transferred cards."""
    extra = rs.kitty_size + (rs.passing.count if rs.passing else 0) + (1 if rs.partner.transfer_called_card else 0)
    return rs.hand_size + extra


# ------------------------------------------------------------------------------ meld
PIECES: Final = ("run", "run+K", "run+Q", "run+KQ", "royal", "common", "A", "K", "Q", "J")
PIECES_2: Final = ("roundhouse", "arounds", "pinochle", "nine")
"""Meld pieces: runs (with an extra trump king, queen or both), marriages, each around, the
kings and queens around with four marriages, all four arounds, the pinochle, the nine of trump."""


ALL_PIECES: Final = PIECES + PIECES_2


def _meld_piece(piece: str, trump: str, other: str) -> list[str]:
    if piece.startswith("run"):
        return [f"{r}{trump}" for r in "ATKQJ"] + [f"{r}{trump}" for r in piece[4:]]
    if piece == "royal":
        return [f"K{trump}", f"Q{trump}"]
    if piece == "common":
        return [f"K{other}", f"Q{other}"]
    if piece in ("A", "K", "Q", "J"):
        return [f"{piece}{s}" for s in SUITS]
    if piece in ("roundhouse", "arounds"):
        return [f"{r}{s}" for s in SUITS for r in ("KQ" if piece == "roundhouse" else "AKQJ")]
    if piece == "pinochle":
        return ["QS", "JD"]
    return [f"9{trump}"]


def make_meld(rng: random.Random, rs: Ruleset, i: int) -> Case:
    """Every piece once, twice ... as often as the deck allows (the first requests); then one to
    three random pieces, each taken one to four times, sometimes padded with other cards."""
    trump = rng.choice(SUITS)
    other = rng.choice([s for s in SUITS if s != trump])
    used: dict[str, int] = {}
    cards: list[str] = []
    limit = _hand_limit(rs)
    if i < len(ALL_PIECES) * _copies(rs):
        plan = [(ALL_PIECES[i % len(ALL_PIECES)], 1 + i // len(ALL_PIECES))]
    else:
        plan = [(rng.choice(ALL_PIECES), rng.randint(1, _copies(rs))) for _ in range(rng.choice([1, 1, 2, 3]))]
    for piece, times in plan:
        got = _take(rs, _meld_piece(piece, trump, other) * times, used)
        if len(cards) + len(got) <= limit:
            cards += got
    if rng.random() < 0.3:
        cards += _fill(rng, rs, rng.randint(0, max(0, limit - len(cards))), used)
    return Case("meld", {"hand": _sorted(cards), "trump": trump})


# ------------------------------------------------------------------------------ play
def make_legal_plays(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """A lead (first lead, trump broken or not, all trump) or a follow: holding the suit led,
    void with or without trump, after a trump was already played to the trick."""
    n = rs.players
    trump = rng.choice(SUITS)
    used: dict[str, int] = {}
    size = rng.randint(1, min(rs.hand_size, 8))
    if n > 2 and rng.random() < 0.2:  # void in the suit led after a trump: overtrump or not
        led = rng.choice([s for s in SUITS if s != trump])
        trick = _fill(rng, rs, 1, used, [led]) + _take(rs, [f"{rng.choice('KQJ')}{trump}"], used)
        hand = _take(rs, [f"A{trump}", f"T{trump}", f"9{trump}", f"J{trump}"], used)
        hand += _fill(rng, rs, rng.randint(0, 3), used, [s for s in SUITS if s != led])
        return _legal_plays_case(hand, trump, trick, True, False, rng.randrange(n), n)
    if n > 2 and rng.random() < 0.15:  # following a plain or a trump lead, holding higher and lower cards
        led = rng.choice(SUITS)
        trick = _take(rs, [f"{rng.choice('KQ')}{led}", f"J{led}"][: rng.randint(1, n - 1)], used)
        hand = _take(rs, [f"A{led}", f"9{led}"], used) + _fill(rng, rs, rng.randint(0, 3), used)
        return _legal_plays_case(hand, trump if rng.random() < 0.5 else led, trick, True, False, rng.randrange(n), n)
    lead = rng.random() < 0.35
    if lead:
        suits = rng.choice([[trump], [trump, rng.choice(SUITS)], list(SUITS), [s for s in SUITS if s != trump]])
        hand = _fill(rng, rs, size, used, suits)
        first = rng.random() < 0.4
        return _legal_plays_case(hand, trump, [], rng.random() < 0.5 and not first, first)
    led = trump if rng.random() < 0.3 else rng.choice(SUITS)
    k = rng.randint(1, max(1, n - 1))
    trick = _fill(rng, rs, 1, used, [led])
    for _ in range(k - 1):
        trick += _fill(rng, rs, 1, used, rng.choice([[led], [led], [trump], list(SUITS)]))
    has_led, has_trump = rng.random() < 0.5, rng.random() < 0.7
    suits = [s for s in SUITS if (s != led or has_led) and (s != trump or has_trump or s == led)]
    hand = _fill(rng, rs, size, used, suits or SUITS)
    return _legal_plays_case(hand, trump, trick, rng.random() < 0.7, False, rng.randrange(n), n)


def _legal_plays_case(
    hand: list[str], trump: str, trick: list[str], broken: bool, first: bool, leader: int = 0, n: int = 1
) -> Case | None:
    if not hand:
        return None
    plays = [{"seat": (leader + i) % n, "card": c} for i, c in enumerate(trick)]
    args = {"hand": _sorted(hand), "trump": trump, "trick": plays, "trump_broken": broken, "first_lead": first}
    return Case("legal_plays", args)


def make_trick_winner(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    n = rs.players
    used: dict[str, int] = {}
    suits = rng.sample(SUITS, rng.randint(1, 3))
    cards = _fill(rng, rs, rng.randint(2, n), used, suits)
    if len(cards) < 2:
        return None
    leader = rng.randrange(n)
    trick = [{"seat": (leader + i) % n, "card": c} for i, c in enumerate(cards)]
    return Case("trick_winner", {"trump": rng.choice(SUITS), "trick": trick})


# ------------------------------------------------------------------------------ bidding
def _amount(rng: random.Random, rs: Ruleset, high: int | None) -> int:
    """A bid: the next legal one, a jump, the maximum and just past it, or far past it."""
    b = rs.bidding
    low = b.minimum if high is None else high + b.increment
    steps = max(1, (b.maximum - b.minimum) // b.increment)
    pick = rng.random()
    if pick < 0.35:
        return low
    if pick < 0.5:
        return low + b.increment * rng.randint(1, 5)
    if pick < 0.6:
        return b.maximum + b.increment * rng.choice([0, 0, 1, -1])
    if pick < 0.7:
        return b.minimum + b.increment * rng.randint(0, 4 * steps)
    if pick < 0.85:
        return max(0, low - rng.choice([1, b.increment, low // 2]))
    return rng.choice([low, b.maximum]) + rng.choice([1, 5, 10])


def _auction_turn(rs: Ruleset, dealer: int, bids: list[dict[str, Any]], hands: Any) -> int | None:
    res = OPERATIONS["auction"](rs, {"dealer": dealer, "hands": hands, "bids": bids})
    return res.get("next_bidder") if res.get("status") == "open" else None


def _nines_hand(rng: random.Random, rs: Ruleset, used: dict[str, int]) -> list[str]:
    """A hand holding four to eight nines (as the deck allows), with or without other meld."""
    nines = _take(rs, [f"9{s}" for s in SUITS] * _copies(rs), used)
    rng.shuffle(nines)
    md = rs.bidding.misdeal
    near = [md.min_nines - 1, md.min_nines, md.min_nines + 1] if md else [4, 5, 6, 7, 8]
    nines = nines[: min(rs.hand_size, rng.choice(near) if rng.random() < 0.6 else rng.randint(4, 9))]
    rest = rs.hand_size - len(nines)
    meldless = [f"{r}{s}" for r, s in zip("ATJAT", [*rng.sample(SUITS, 4), rng.choice(SUITS)], strict=True)]
    hand = nines + (_take(rs, meldless, used)[:rest] if rng.random() < 0.5 else [])
    if rng.random() < 0.3:  # a marriage: meld besides the nines
        suit = rng.choice(SUITS)
        hand += _take(rs, [f"K{suit}", f"Q{suit}"], used)[: rs.hand_size - len(hand)]
    if rng.random() < 0.6:  # tens meld nothing
        hand += _take(rs, [f"T{s}" for s in SUITS] * _copies(rs), used)[: rs.hand_size - len(hand)]
    while len(hand) < rs.hand_size:
        hand += _fill(rng, rs, rs.hand_size - len(hand), used, [s for s in SUITS if rng.random() < 0.7] or SUITS)
    return _sorted(hand)


def make_auction(rng: random.Random, rs: Ruleset, i: int) -> Case:
    """Bids in turn (raises, jumps, past the maximum, a second round), everyone passing to the
    dealer (who passes, bids or has no turn), or a misdeal called on a hand of nines."""
    n = rs.players
    dealer = rng.randrange(n)
    mode = rng.choice(["bids", "bids", "all_pass", "all_pass", "misdeal", "misdeal"])
    hands: list[list[str]] | None = None
    if mode == "misdeal" or rng.random() < 0.15:
        used: dict[str, int] = {}
        holder = rng.randrange(n)
        hands = [[] for _ in range(n)]
        hands[holder] = _nines_hand(rng, rs, used)
    bids: list[dict[str, Any]] = []
    high: int | None = None
    for _ in range(rng.randint(1, 3 * n + 1) if mode != "all_pass" else n - 1):
        turn = _auction_turn(rs, dealer, bids, hands)
        if turn is None:
            break
        if mode == "misdeal" and rng.random() < 0.4:
            break
        if mode == "all_pass" or rng.random() < 0.35:
            bids.append({"seat": turn, "bid": "pass"})
            continue
        amount = _amount(rng, rs, high)
        bids.append({"seat": turn, "bid": amount})
        high = max(high or amount, amount)
    if mode == "all_pass":
        turn = _auction_turn(rs, dealer, bids, hands)
        last: Any = rng.choice(["pass", "pass", "bid", "misdeal", None])
        seat = turn if turn is not None else dealer
        if last == "bid":
            bids.append({"seat": seat, "bid": _amount(rng, rs, None)})
        elif last is not None:
            bids.append({"seat": seat, "bid": last})
        if rng.random() < 0.3:  # and one more speaker after the dealer
            bids.append({"seat": (dealer + 1) % n, "bid": _amount(rng, rs, None)})
    if mode == "misdeal" or (hands is not None and rng.random() < 0.5):
        caller = rng.randrange(n) if rng.random() < 0.3 else next(i for i, h in enumerate(hands or []) if h)
        at = 0 if rng.random() < 0.5 else rng.randint(0, len(bids))
        bids.insert(at, {"seat": caller, "bid": "misdeal"})
    if rng.random() < 0.1:
        i = rng.randrange(len(bids)) if bids else 0
        bids[i:i] = [{"seat": rng.randrange(n), "bid": _amount(rng, rs, None)}]
    return Case("auction", {"dealer": dealer, "hands": hands, "bids": bids})


# ------------------------------------------------------------------------------ game end
def _game_sides(rs: Ruleset) -> tuple[tuple[int, ...], ...]:
    return rs.sides.teams if rs.sides.kind == "fixed" else tuple((s,) for s in range(rs.players))


def make_game_result(rng: random.Random, rs: Ruleset, i: int) -> Case:
    """Several sides over the target (the bidder lower, higher or tied), one side, or none; the
    bidder made or set; near the hand limit; play-on after a tie."""
    n = rs.players
    t = rs.game.target
    unit = max(1, t // 20)
    sides = _game_sides(rs)
    bidder = rng.randrange(n)
    offsets = (-2 * unit, -unit, -10, -1, 0, 0, 1, 10, unit, 2 * unit, 3 * unit)
    after = {side: t + rng.choice(offsets) for side in sides}
    out = rng.sample(sides, rng.randint(0, min(3, len(sides))))
    for side in sides:
        if side not in out:
            after[side] = t - rng.randint(1, 10) * unit
    if len(out) >= 2 and rng.random() < 0.3:
        after[out[1]] = after[out[0]]
    scores, deltas = [0] * n, [0] * n
    for side, total in after.items():
        delta = rng.choice([0, unit, 2 * unit, -unit, t // 3])
        for seat in side:
            scores[seat], deltas[seat] = total - delta, delta
    args: dict[str, Any] = {"dealer": 0, "scores": scores, "hand": {"bidder": bidder, "made": rng.random() < 0.6}}
    args["hand"]["scores"] = deltas
    if rng.random() < 0.5:
        most = rs.game.max_hands or 6
        args["hands_played"] = rng.randint(max(1, most - 2), most + 1)
    if rng.random() < 0.25 and n > 2:
        args["play_on"] = sorted(rng.sample(range(n), rng.randint(2, n - 1)))
    return Case("game_result", args)


# ------------------------------------------------------------------------------ deal, cut
def make_deal(rng: random.Random, rs: Ruleset, i: int) -> Case:
    deck = [str(c) for c in make_deck(rs.deck)]
    rng.shuffle(deck)
    return Case("deal", {"dealer": rng.randrange(rs.players), "deck": deck})


def make_cut(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """Rounds cut by everyone (often with aces, or tied top cards), or by the tied seats only."""
    n = rs.players
    rounds = []
    seats = list(range(n))
    for _ in range(rng.randint(1, 3)):
        used: dict[str, int] = {}
        cards = _fill(rng, rs, len(seats), used, rng.sample(SUITS, rng.randint(1, 4)))
        if len(cards) < len(seats):
            return None
        order = rng.sample(seats, len(seats))
        rounds.append([{"seat": s, "card": c} for s, c in zip(order, cards, strict=True)])
        if rng.random() < 0.5:
            best = min(Card.from_str(c).rank_index for c in cards)
            top = [s for s, c in zip(order, cards, strict=True) if Card.from_str(c).rank_index == best]
            seats = top if len(top) > 1 else seats
    return Case("cut_for_deal", {"rounds": rounds})


# ------------------------------------------------------------------------------ whole hands
def _choose(rng: random.Random, st: HandState, pass_out: bool) -> Action:
    """A legal action, biased toward the rare paths: passing out, the top bids, misdeals,
    conceding, playing alone, calling a card another player holds, shooting."""
    quick = _quick_choice(rng, st)
    if quick is not None:
        return quick
    legal = st.legal_actions()
    kinds = {a.kind: a for a in legal}
    for rare, p in (("misdeal", 0.5), ("concede", 0.5), ("alone", 0.3), ("shoot", 0.5)):
        if rare in kinds and rng.random() < p:
            return kinds[rare]
    if st.phase == "bidding":
        if "pass" in kinds and (pass_out or rng.random() < 0.4):
            return kinds["pass"]
        bids = [a for a in legal if a.kind == "bid"]
        if bids:
            return bids[0] if rng.random() < 0.6 else rng.choice([*bids[: max(1, len(bids) // 4)], bids[-1]])
    if st.phase == "call" and st.bidder is not None and rng.random() < 0.7:
        others = [c for s, h in enumerate(st.hands) if s != st.bidder for c in h]
        if others:
            return Action("call", cards=(rng.choice(others),))
    return rng.choice(legal)


def _quick_choice(rng: random.Random, st: HandState) -> Action | None:
    """A random pass, give, discard or exchange tried directly (listing every legal one is slow
    for a 24-card hand), or None to choose among the legal actions."""
    kind = {"discard": "discard", "pass": "give", "pass_back": "give", "give_back": "give", "exchange": "exchange"}
    if st.phase not in kind:
        return None
    if st.phase == "pass_back" and st.rs.scoring.shoot is not None and not st.shoot and rng.random() < 0.5:
        return Action("shoot")
    hand = st.hands[st.current]
    for _ in range(6):
        k = st.pending if st.phase != "exchange" else rng.randint(0, min(3, len(hand)))
        action = Action(kind[st.phase], cards=tuple(sorted(rng.sample(hand, k))))
        try:
            st.apply(action)
        except IllegalActionError:
            continue
        return action
    return None


def play_out(rs: Ruleset, seed: int) -> tuple[HandState, HandState | None, HandState]:
    """A seeded hand played with :func:`_choose`: the start, the state as play began, the end."""
    rng = random.Random(seed)
    start = HandState.random(rs, seed, dealer=seed % rs.players)
    pass_out = rng.random() < 0.3
    st, at_play = start, None
    for _ in range(5000):
        if st.is_terminal():
            break
        if st.phase == "play" and at_play is None:
            at_play = st
        st = st.apply(_choose(rng, st, pass_out))
    return start, at_play, st


def _slip_in(rng: random.Random, start: HandState, end: HandState) -> list[dict[str, Any]]:
    """The transcript cut after one action swapped for another: most often one before the play
    (a rare action, or cards given or discarded at random: meld among them), else an illegal card."""
    history = end.history
    kinds = sorted({act.kind for _seat, act in history if act.kind != "play"})
    if kinds and rng.random() < 0.7:  # a phase before the play, each as likely as another
        kind = rng.choice(kinds)
        i = rng.choice([k for k, (_seat, act) in enumerate(history) if act.kind == kind])
    else:
        i = rng.randrange(len(history) + 1)
    st = start
    for seat, act in history[:i]:
        st = st.apply(act, seat=seat)
    seat = st.current if st.current >= 0 else -1
    kind = history[i][1].kind if i < len(history) else ""
    hand = st.hands[seat] if seat >= 0 else ()
    if kind in ("give", "discard") and len(hand) >= st.pending and rng.random() < 0.6:
        text = str(Action(kind, cards=tuple(sorted(rng.sample(hand, st.pending)))))
    elif kind == "play" and rng.random() < 0.5:
        text = f"play {rng.choice([str(c) for c in make_deck(start.rs.deck)])}"
    elif st.phase in PHASE_RARE and rng.random() < 0.6:
        text = rng.choice(PHASE_RARE[st.phase])
    else:
        text = rng.choice(RARE_ACTIONS)
    return [*({"seat": s, "action": str(a)} for s, a in history[:i]), {"seat": seat, "action": text}]


def make_play_hand(rng: random.Random, rs: Ruleset, i: int) -> Case:
    """A whole hand (or its first actions), sometimes with another action slipped in."""
    start, _at_play, end = play_out(rs, rng.randrange(2**31))
    actions: list[dict[str, Any]] = [{"seat": seat, "action": str(act)} for seat, act in end.history]
    pick = rng.random()
    if pick < 0.4:
        actions = _slip_in(rng, start, end)
    elif pick < 0.5:
        actions = actions[: rng.randint(0, len(actions))]
    deal = {"hands": [[str(c) for c in h] for h in start.hands], "kitty": [str(c) for c in start.kitty]}
    deal["stock"] = [str(c) for c in start.stock]
    return Case("play_hand", {"dealer": start.dealer, "deal": deal, "actions": actions})


def make_hand_score(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """A hand played to its end, scored with some of its tricks (the last one kept or not) and
    some seats' meld; the contract made exactly, missed by one or far off. Odd requests are
    built instead (:func:`_built_hand_score`)."""
    if i % 2:
        return _built_hand_score(rng, rs)
    _start, at_play, end = play_out(rs, rng.randrange(2**31))
    if at_play is None or end.bidder is None or end.contract is None or end.trump is None:
        return None
    trump = end.trump
    plays = [(seat, act.cards[0]) for seat, act in end.history if act.kind == "play"]
    per = rs.players - (1 if end.sitting_out is not None else 0)
    tricks = [
        {"leader": plays[i][0], "cards": [{"seat": s, "card": str(c)} for s, c in plays[i : i + per]]}
        for i in range(0, len(plays), per)
    ]
    keep = rng.choice([1.0, 1.0, 0.5, 0.2])
    tricks = [t for t in tricks if rng.random() < keep]
    mine = next(side for side in sides_for(rs, end.bidder, end.partner) if end.bidder in side)
    if rng.random() < 0.2:  # the bidding side took no trick, or only tricks without counters
        tricks = [t for t in tricks if _taker(t, trump) not in mine]
    melds = [[str(c) for c in h] if rng.random() < 0.7 else [] for h in at_play.hands]
    if end.bidder_meld is not None and rng.random() < 0.5:
        melds[end.bidder] = [str(c) for c in at_play.hands[end.bidder]]
    args: dict[str, Any] = {
        "dealer": end.dealer,
        "bidder": end.bidder,
        "contract": end.contract,
        "trump": trump,
        "partner": end.partner,
        "melds": melds,
        "tricks": tricks,
    }
    if end.shoot:
        args["shoot"] = True
    if end.discarded:
        args["discarded"] = [str(c) for c in end.discarded]
    if rng.random() < 0.5:
        made = _bidding_side_total(rs, args, mine)
        if made is not None:
            args["contract"] = max(1, made + rng.choice([0, 0, -1, 1, -rs.bidding.increment]))
    return Case("hand_score", args)


def _built_trick(rng: random.Random, rs: Ruleset, trump: str, used: dict[str, int]) -> dict[str, Any]:
    """One trick of every seat: a counter-free one (the last-trick bonus its only points) or not;
    one seat trumps a plain lead (or leads trump), so it takes the trick."""
    n = rs.players
    ranks = DECKS[rs.deck][1]
    blank = [r for r in ranks if rs.counters.values.get(r, 0) == 0]
    counting = [r for r in ranks if rs.counters.values.get(r, 0) > 0]
    share = rng.choice([0.0, 0.0, 0.2, 0.5, 1.0])  # how many of its cards count
    led = rng.choice([s for s in SUITS if s != trump])
    winner, leader = rng.randrange(n), rng.randrange(n)
    plays = []
    for k in range(n):
        seat = (leader + k) % n
        suit = trump if seat == winner else led if k == 0 else rng.choice([x for x in SUITS if x != trump])
        pool = counting if not blank or (counting and rng.random() < share) else blank
        got = _take(rs, [f"{rng.choice(pool)}{suit}"], used) or _take(rs, [rng.choice(_left(rs, used))], used)
        plays.append({"seat": seat, "card": got[0]})
    return {"leader": leader, "cards": plays}


def _left(rs: Ruleset, used: dict[str, int]) -> list[str]:
    """The cards of the deck not yet used."""
    return [str(c) for c in ALL_CARDS if _in_deck(rs, str(c)) and used.get(str(c), 0) < _copies(rs)]


def _built_hand_score(rng: random.Random, rs: Ruleset) -> Case | None:
    """A hand score made up: a few tricks, with counters or without, taken by either side; melds
    of whole pieces (nines of trump among them); a partner or none; the kitty's discard."""
    n = rs.players
    trump = rng.choice(SUITS)
    bidder = rng.randrange(n)
    partner = None
    if rs.sides.kind == "bidder_and_partner" and rng.random() < 0.8:
        partner = rng.choice([s for s in range(n) if s != bidder])
    used: dict[str, int] = {}
    tricks = [_built_trick(rng, rs, trump, used) for _ in range(min(rng.randint(1, 4), rs.hand_size))]
    discarded = _fill(rng, rs, rs.kitty_size, used) if rs.kitty and rs.kitty.discard and rng.random() < 0.5 else []
    in_melds: dict[str, int] = {}
    melds: list[list[str]] = []
    for _seat in range(n):
        hand: list[str] = []
        for _ in range(rng.choice([0, 1, 1, 2])):
            piece = _meld_piece(rng.choice((*ALL_PIECES, "nine", "nine")), trump, rng.choice(SUITS))
            if len(hand) + len(piece) <= _hand_limit(rs):
                hand += _take(rs, piece, in_melds)
        melds.append(_sorted(hand))
    args: dict[str, Any] = {
        "dealer": rng.randrange(n),
        "bidder": bidder,
        "contract": rs.bidding.minimum,
        "trump": trump,
        "partner": partner,
        "melds": melds,
        "tricks": tricks,
    }
    if discarded:
        args["discarded"] = _sorted(discarded)
    mine = next(side for side in sides_for(rs, bidder, partner) if bidder in side)
    made = _bidding_side_total(rs, args, mine)
    if made is not None and rng.random() < 0.7:
        args["contract"] = max(1, made + rng.choice([0, -1, 1, rs.bidding.increment]))
    return Case("hand_score", args)


def _taker(trick: dict[str, Any], trump: str) -> int:
    cards = [Card.from_str(p["card"]) for p in trick["cards"]]
    return int(trick["cards"][trick_winner(cards, trump)]["seat"])


def _bidding_side_total(rs: Ruleset, args: dict[str, Any], side: Sequence[int]) -> int | None:
    try:
        res = OPERATIONS["hand_score"](rs, {**args, "contract": 0})
    except (PinochleError, IllegalActionError, ValueError, KeyError, TypeError):
        return None
    for s in res.get("sides", []):
        if set(s.get("seats", [])) & set(side):
            return int(s.get("meld", 0)) + int(s.get("trick_points", 0))
    return None


MAKERS: Final[dict[str, Maker]] = {
    "meld": make_meld,
    "legal_plays": make_legal_plays,
    "trick_winner": make_trick_winner,
    "auction": make_auction,
    "hand_score": make_hand_score,
    "play_hand": make_play_hand,
    "game_result": make_game_result,
    "deal": make_deal,
    "cut_for_deal": make_cut,
}
"""One maker per operation: (rng, ruleset) -> a request, or None when it drew no position."""
