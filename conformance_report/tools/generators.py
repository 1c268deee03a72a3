"""Plain-random requests aimed at rare rule paths (``random.Random``; no hypothesis, fast).

The hypothesis generators (:func:`conformance_report.tools.cases.draw_case`) shrink well but
seldom reach a path that needs several rare choices at once. These build such positions on
purpose: meld hands made of doubled and quadrupled melds, runs with extra kings and queens,
roundhouses; leads and voids with and without trump; auctions that pass out, climb past the
maximum, go round twice or are thrown in on nines; game ends where several sides go out;
whole hands played with actions chosen toward passing out, playing alone, calling partners,
conceding, shooting the moon, and with one rare action slipped in; and hands dealt on purpose
for a forced trump lead, an exchange over the limit, a wrong draw, a widow discard that must
break meld.

Every request is a position the reference engine answers under the ruleset (refused ones are
dropped): its answer is the expected one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Final

from conformance_report.tools.cases import Case
from reference_engine.actions import Action
from reference_engine.adapter import OPERATIONS
from reference_engine.cards import ALL_CARDS, DECKS, SUITS, Card, make_deck
from reference_engine.errors import IllegalActionError, PinochleError
from reference_engine.meld import meld
from reference_engine.replay import melded_cards
from reference_engine.ruleset import Ruleset
from reference_engine.state import Deal, HandState, sides_for
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
    """``count`` requests of ``op`` under ``rs`` (fewer when the ruleset gives no such position),
    then a few built on purpose at one threshold each (:data:`TARGETED`: a tenth of ``count``,
    at least two per maker; their own seeded stream, so the first ``count`` stay the same)."""
    return _drawn(random.Random(f"{op}/{seed}"), rs, MAKERS[op], count) + targeted_cases(
        rs, op, max(2, count // 10), seed
    )


def targeted_cases(rs: Ruleset, op: str, per_maker: int, seed: int = 0) -> list[Case]:
    """Up to ``per_maker`` requests of ``op`` from each of its threshold makers (:data:`TARGETED`)."""
    out: list[Case] = []
    for k, make in enumerate(TARGETED.get(op, ())):
        out += _drawn(random.Random(f"{op}/{seed}/target{k}"), rs, make, per_maker)
    return out


def _drawn(rng: random.Random, rs: Ruleset, make: Maker, count: int) -> list[Case]:
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


def meld_sweep(rs: Ruleset) -> list[Case]:
    """Every meld piece alone, once, twice ... as often as the deck holds it, in each trump: the
    deterministic start of :func:`make_meld`, whole (a value such as a fourth royal marriage's
    shows only in a hand holding that many)."""
    rng = random.Random(0)
    out = []
    for i in range(len(ALL_PIECES) * _copies(rs)):
        case = make_meld(rng, rs, i)
        out.append(case)
    return out


def make_roundhouse_beside_run(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """A run in trump beside the king and queen of every other suit (alternate requests add a
    second king or queen of one suit): a roundhouse only if the run's own K-Q may complete it
    (``meld.roundhouse.run_marriage``)."""
    if rs.meld.roundhouse is None:
        return None
    trump = rng.choice(SUITS)
    used: dict[str, int] = {}
    cards = _take(rs, [f"{r}{trump}" for r in "ATKQJ"], used)
    for suit in SUITS:
        if suit != trump:
            cards += _take(rs, [f"K{suit}", f"Q{suit}"], used)
    if i % 2:
        cards += _take(rs, [f"{rng.choice('KQ')}{rng.choice([s for s in SUITS if s != trump])}"], used)
    if len(cards) > _hand_limit(rs):
        return None
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
        if rng.random() < 0.5:  # the bidder outside the tie: ties matter even under bidder precedence
            bidder = rng.choice([s for side in sides if side not in out[:2] for s in side] or [bidder])
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


def _score_args(
    rng: random.Random,
    rs: Ruleset,
    bidder: int,
    trump: str,
    partner: int | None,
    melds: list[list[str]],
    tricks: Sequence[dict[str, Any] | None],
    dealer: int | None = None,
) -> dict[str, Any]:
    """A hand_score request at the minimum bid, dealt by ``dealer`` (else a seat drawn now)."""
    return {
        "dealer": rng.randrange(rs.players) if dealer is None else dealer,
        "bidder": bidder,
        "contract": rs.bidding.minimum,
        "trump": trump,
        "partner": partner,
        "melds": melds,
        "tricks": tricks,
    }


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
    args = _score_args(rng, rs, bidder, trump, partner, melds, tricks)
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


# ------------------------------------------------------------------------------ thresholds
# Requests built at one threshold each (:data:`TARGETED`): plain random ones seldom land exactly
# on a bid limit, a trick or meld minimum, or a bidding side that took tricks but no counter.
def _opening_passes(rng: random.Random, rs: Ruleset, dealer: int, least: int) -> list[dict[str, Any]] | None:
    """``least`` to ``players - 2`` passes opening an auction, each by the seat whose turn it is;
    None when the turn order gives none."""
    bids: list[dict[str, Any]] = []
    for _ in range(rng.randint(least, max(least, rs.players - 2))):
        turn = _auction_turn(rs, dealer, bids, None)
        if turn is None:
            return None
        bids.append({"seat": turn, "bid": "pass"})
    return bids


def make_edge_auction(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """Bids at the edges of the range, after a few passes: the first bid one step or one point
    under the minimum, at it or one point over; or a climb to one step under the maximum, then
    a bid at the maximum, one step or one point past it (alternate requests)."""
    b = rs.bidding
    dealer = rng.randrange(rs.players)
    bids = _opening_passes(rng, rs, dealer, 0)
    if bids is None:
        return None
    if i % 2 == 0:
        amounts = [b.minimum - b.increment, b.minimum - 1, b.minimum, b.minimum + 1][(i // 2) % 4 :][:1]
    else:
        amounts = [b.maximum - b.increment, b.maximum + [0, b.increment, 1][(i // 2) % 3]]
    for amount in amounts:
        turn = _auction_turn(rs, dealer, bids, None)
        if turn is None:
            break
        bids.append({"seat": turn, "bid": max(0, amount)})
    return Case("auction", {"dealer": dealer, "hands": None, "bids": bids})


def make_throw_in_after_passes(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """A throw-in before bidding (001, 004) by a holder of nines whose turn comes after one or
    two passes and no bid: where 001's two readings of 'before bidding begins' part."""
    md = rs.bidding.misdeal
    if md is None or md.when != "before_bidding":
        return None
    dealer = rng.randrange(rs.players)
    bids = _opening_passes(rng, rs, dealer, 1)
    if bids is None:
        return None
    holder = _auction_turn(rs, dealer, bids, None)
    if holder is None:
        return None
    hands: list[list[str]] = [[] for _ in range(rs.players)]
    hands[holder] = _nines_hand(rng, rs, {})
    bids.append({"seat": holder, "bid": "misdeal"})
    return Case("auction", {"dealer": dealer, "hands": hands, "bids": bids})


def _trick_for(
    rng: random.Random, rs: Ruleset, trump: str, winner: int, ranks: Sequence[str], used: dict[str, int]
) -> dict[str, Any] | None:
    """One trick that ``winner`` takes with the only trump, its cards of ``ranks`` (one per play,
    the winner's first; a card the deck has run out of is replaced by any card left)."""
    n = rs.players
    leader = rng.choice([winner, rng.randrange(n)])
    led = rng.choice([s for s in SUITS if s != trump])
    plays = []
    for k in range(n):
        seat = (leader + k) % n
        rank = ranks[(seat - winner) % n]
        suit = trump if seat == winner else led if k == 0 else rng.choice([x for x in SUITS if x != trump])
        got = _take(rs, [f"{rank}{suit}"], used) or _take(rs, [rng.choice(_left(rs, used) or ["?"])], used)
        if not got:
            return None
        plays.append({"seat": seat, "card": got[0]})
    return {"leader": leader, "cards": plays}


def _rank_kinds(rs: Ruleset) -> tuple[list[str], list[str]]:
    """The deck's ranks that count nothing, and those that count (most valuable first)."""
    ranks = DECKS[rs.deck][1]
    blank = [r for r in ranks if rs.counters.values.get(r, 0) == 0]
    counting = sorted((r for r in ranks if rs.counters.values.get(r, 0) > 0), key=lambda r: -rs.counters.values[r])
    return blank, counting


def _random_melds(rng: random.Random, rs: Ruleset, trump: str, nine_for: int | None = None) -> list[list[str]]:
    """A meld of whole pieces per seat (``nine_for`` holding a nine of trump among them)."""
    in_melds: dict[str, int] = {}
    melds: list[list[str]] = []
    for seat in range(rs.players):
        hand = _take(rs, [f"9{trump}"], in_melds) if seat == nine_for else []
        for _ in range(rng.choice([0, 1, 1, 2])):
            piece = _meld_piece(rng.choice(ALL_PIECES), trump, rng.choice(SUITS))
            if len(hand) + len(piece) <= _hand_limit(rs):
                hand += _take(rs, piece, in_melds)
        melds.append(_sorted(hand))
    return melds


def _scored(rs: Ruleset, args: dict[str, Any], bidder: int, partner: int | None, rng: random.Random) -> Case:
    """The hand score with its contract just reached by the bidding side (or missed by one)."""
    mine = next(side for side in sides_for(rs, bidder, partner) if bidder in side)
    made = _bidding_side_total(rs, args, mine)
    if made is not None:
        reach = made - 1 if rs.scoring.make_bid == "exceed" else made
        args["contract"] = max(1, reach + rng.choice([0, 0, 0, 1]))
    return Case("hand_score", args)


def _bidder_and_partner(rng: random.Random, rs: Ruleset) -> tuple[int, int | None]:
    bidder = rng.randrange(rs.players)
    if rs.sides.kind == "bidder_and_partner" and rng.random() < 0.8:
        return bidder, rng.choice([s for s in range(rs.players) if s != bidder])
    return bidder, None


def make_requirement_hand_score(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """A bidding side that took no trick, only tricks without a counter, or exactly one counter
    (in turn), its meld holding a nine of trump or not, its contract just reached: the hands
    ``scoring.bidder_requires`` and ``keep_meld_requires`` tell apart."""
    n = rs.players
    trump = rng.choice(SUITS)
    bidder, partner = _bidder_and_partner(rng, rs)
    mine = next(side for side in sides_for(rs, bidder, partner) if bidder in side)
    others = [s for s in range(n) if s not in mine]
    blank, counting = _rank_kinds(rs)
    if not others or not blank:
        return None
    used: dict[str, int] = {}
    mode = i % 3
    tricks = []
    for _ in range(rng.randint(0, 2)):  # the other sides' tricks, counters in them or not
        ranks = [rng.choice(counting or blank) if rng.random() < 0.5 else rng.choice(blank) for _ in range(n)]
        tricks.append(_trick_for(rng, rs, trump, rng.choice(others), ranks, used))
    if mode:  # the bidding side's: nothing that counts, or a single counter
        ranks = [rng.choice(blank) for _ in range(n)]
        if mode == 2 and counting:
            ranks[rng.randrange(n)] = rng.choice(counting)
        tricks.insert(rng.randint(0, len(tricks)), _trick_for(rng, rs, trump, rng.choice(mine), ranks, used))
    if not tricks or any(t is None for t in tricks):
        return None
    melds = _random_melds(rng, rs, trump, bidder if rng.random() < 0.6 else None)
    args = _score_args(rng, rs, bidder, trump, partner, melds, tricks)
    return _scored(rs, args, bidder, partner, rng)


def make_shoot_hand_score(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """A shoot (001's playing 1000) the bidding side makes: every trick given is its own, most of
    them holding counters (with ``partner_sits_out`` the partner plays no card), now and then with
    one counter-free trick to the opponents (``shoot.needs`` tells those apart); the opponents'
    meld holds nines of trump, which a made shoot wipes out with the rest."""
    shoot = rs.scoring.shoot
    if shoot is None:
        return None
    trump = rng.choice(SUITS)
    bidder, partner = _bidder_and_partner(rng, rs)
    mine = next(side for side in sides_for(rs, bidder, partner) if bidder in side)
    others = [s for s in range(rs.players) if s not in mine]
    blank, counting = _rank_kinds(rs)
    if not others:
        return None
    out = {s for s in mine if s != bidder} if shoot.partner_sits_out else set()
    used: dict[str, int] = {}
    tricks = []
    for _ in range(rng.randint(1, 3)):
        ranks = [rng.choice(counting or blank) if rng.random() < 0.7 else rng.choice(blank or counting)]
        ranks *= rs.players
        taker = bidder if out or rng.random() < 0.6 else rng.choice(list(mine))
        trick = _trick_for(rng, rs, trump, taker, ranks, used)
        if trick is None:
            return None
        trick["cards"] = [c for c in trick["cards"] if c["seat"] not in out]
        if trick["leader"] in out:
            trick["leader"] = trick["cards"][0]["seat"]
        tricks.append(trick)
    if blank and rng.random() < 0.3:  # a counter-free trick to the opponents: made only by every counter
        trick = _trick_for(rng, rs, trump, rng.choice(others), [rng.choice(blank)] * rs.players, used)
        if trick is not None:
            trick["cards"] = [c for c in trick["cards"] if c["seat"] not in out]
            if trick["leader"] in out:
                trick["leader"] = trick["cards"][0]["seat"]
            tricks.append(trick)
    melds = _random_melds(rng, rs, trump, rng.choice(others))
    args = _score_args(rng, rs, bidder, trump, partner, melds, tricks)
    args["shoot"] = True
    return Case("hand_score", args)


def _unit(value: int) -> int:
    """The step between neighbouring values of a threshold (as ``probes`` tries them)."""
    return 10 if value >= 50 and value % 10 == 0 else 1


def make_trick_minimum_hand_score(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """One side's trick points just under the trick minimum or at it (one step either side):
    tricks it takes whose counters, with the last-trick bonus or not, add up to exactly that."""
    tm = rs.scoring.trick_minimum
    blank, counting = _rank_kinds(rs)
    if tm is None or not blank or not counting:
        return None
    u = _unit(tm)
    target = max(0, [tm - u, tm - 1, tm, tm + u - 1][i % 4])
    n = rs.players
    trump = rng.choice(SUITS)
    bidder, partner = _bidder_and_partner(rng, rs)
    sides = sides_for(rs, bidder, partner)
    side = rng.choice(sides)
    taker = rng.choice(side)
    others = [s for s in range(n) if s not in side]
    bonus = rs.counters.last_trick
    last_is_ours = not others or (0 < bonus <= target and rng.random() < 0.5)
    left = target - (bonus if last_is_ours else 0)
    values = rs.counters.values
    used: dict[str, int] = {}
    tricks: list[dict[str, Any] | None] = []
    while left > 0 and len(tricks) < rs.hand_size:
        ranks = []
        for _ in range(n):
            fits = [r for r in counting if values[r] <= left]
            rank = rng.choice(fits[:2]) if fits else rng.choice(blank)
            left -= values.get(rank, 0)
            ranks.append(rank)
        tricks.append(_trick_for(rng, rs, trump, taker, ranks, used))
    if not last_is_ours:
        tricks.append(_trick_for(rng, rs, trump, rng.choice(others), [rng.choice(blank) for _ in range(n)], used))
    elif not tricks:
        tricks.append(_trick_for(rng, rs, trump, taker, [rng.choice(blank) for _ in range(n)], used))
    if any(t is None for t in tricks):
        return None
    dealer = rng.randrange(n)  # drawn before the melds, as it always was
    args = _score_args(rng, rs, bidder, trump, partner, _random_melds(rng, rs, trump), tricks, dealer)
    return _scored(rs, args, bidder, partner, rng)


def _meld_total(rs: Ruleset, codes: Sequence[str], trump: str) -> int:
    return meld(rs, [Card.from_str(c) for c in codes], trump).total


def _neutral_fill(
    rng: random.Random, rs: Ruleset, hand: list[str], size: int, trump: str, pool: list[str]
) -> list[str] | None:
    """``hand`` filled to ``size`` from ``pool`` (taken from it) with cards that leave its meld as it is."""
    total = _meld_total(rs, hand, trump)
    out = list(hand)
    for c in list(pool):
        if len(out) >= size:
            break
        if _meld_total(rs, [*out, c], trump) == total:
            out.append(c)
            pool.remove(c)
    return out if len(out) == size else None


def _meld_window(rng: random.Random, rs: Ruleset, i: int) -> tuple[int, int] | None:
    """The declaring side's meld to build: just under the minimum or at it (one step either
    side of it), or none at all when the ruleset has no minimum."""
    m = rs.meld.minimums.declaring_side
    if m is None:
        return None if rs.meld.minimums.declarer_trump_marriage else (0, 0)
    u = _unit(m)
    return (m - u, m - 1) if i % 2 == 0 else (m, m + u - 1)


def make_meld_minimum_hand(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """A deal whose declaring side melds just under or at ``meld.minimums.declaring_side`` (or
    nothing, without a minimum): the bidder holds a marriage in trump and pieces of meld, his
    partners nothing; he wins the auction at the lowest bid he may make and names trump, and the
    hand goes on to the play (or folds there)."""
    window = _meld_window(rng, rs, i)
    if window is None or (rs.kitty_size and rs.kitty and rs.kitty.discard):
        return None
    lo, hi = window
    n = rs.players
    trump = rng.choice(SUITS)
    bidder, dealer = rng.randrange(n), rng.randrange(n)
    used: dict[str, int] = {}
    hand = _take(rs, [f"K{trump}", f"Q{trump}"], used) if hi > 0 else []
    for _ in range(40):
        total = _meld_total(rs, hand, trump)
        if lo <= total <= hi:
            break
        trial = dict(used)
        wanted = _meld_piece(rng.choice(ALL_PIECES), trump, rng.choice(SUITS))
        if rng.random() < 0.5:  # on the cards already held (a run around the marriage), not fresh copies
            wanted = _without(wanted, hand)
        piece = _take(rs, wanted, trial)
        if len(hand) + len(piece) <= rs.hand_size and _meld_total(rs, hand + piece, trump) <= hi:
            hand, used = hand + piece, trial
    if not lo <= _meld_total(rs, hand, trump) <= hi:
        return None
    pool = [c for c in _left(rs, used) for _ in range(_copies(rs) - used.get(c, 0))]
    rng.shuffle(pool)
    mates = [s for team in rs.sides.teams for s in team if bidder in team and s != bidder] if rs.sides.teams else []
    hands: list[list[str]] = [[] for _ in range(n)]
    for seat in [bidder, *mates]:
        filled = _neutral_fill(rng, rs, hand if seat == bidder else [], rs.hand_size, trump, pool)
        if filled is None:
            return None
        hands[seat] = filled
    for seat in range(n):
        if not hands[seat]:
            hands[seat], pool = pool[: rs.hand_size], pool[rs.hand_size :]
    kitty, stock = pool[: rs.kitty_size], pool[rs.kitty_size :]
    deal = Deal(tuple(tuple(Card.from_str(c) for c in h) for h in hands), _cards(kitty), _cards(stock))
    try:
        st = HandState.new(rs, deal, dealer)
    except IllegalActionError:
        return None
    for _ in range(200):
        if st.is_terminal() or st.phase == "play":
            break
        st = st.apply(_toward_bidder(rng, st, bidder, trump))
    if st.bidder != bidder:
        return None
    actions = [{"seat": seat, "action": str(act)} for seat, act in st.history]
    args = {"hands": hands, "kitty": kitty, "stock": stock}
    return Case("play_hand", {"dealer": dealer, "deal": args, "actions": actions})


def _without(codes: Sequence[str], held: Sequence[str]) -> list[str]:
    """``codes`` less one copy of each card of ``held``."""
    out = list(codes)
    for c in held:
        if c in out:
            out.remove(c)
    return out


def _cards(codes: Sequence[str]) -> tuple[Card, ...]:
    return tuple(Card.from_str(c) for c in codes)


_RARE_KINDS: Final = frozenset({"shoot", "misdeal", "concede", "alone"})


def _toward_bidder(rng: random.Random, st: HandState, bidder: int, trump: str) -> Action:
    """``bidder`` bids the least he may and names ``trump``; everyone else passes; any other
    choice is made at random, without the rare actions."""
    if st.phase == "trump":
        return Action("trump", suit=trump)
    return _plain_choice(rng, st, bidder)


def _plain_choice(rng: random.Random, st: HandState, bidder: int | None = None) -> Action:
    """A legal action without the rare ones (shooting, misdeals, conceding, playing alone):
    in the auction ``bidder`` (or anyone, at random) bids the least he may, the others pass."""
    if st.phase == "bidding":
        legal = st.legal_actions()
        bids = [a for a in legal if a.kind == "bid"]
        passes = [a for a in legal if a.kind == "pass"]
        bid_now = st.current == bidder if bidder is not None else rng.random() < 0.4
        return bids[0] if bids and (bid_now or not passes) else passes[0] if passes else rng.choice(legal)
    if st.phase not in ("pass_back",):
        quick = _quick_choice(rng, st)
        if quick is not None:
            return quick
    legal = st.legal_actions()
    plain = [a for a in legal if a.kind not in _RARE_KINDS]
    return rng.choice(plain or legal)


def make_meld_breaking_hand(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """A hand played without the rare actions up to the first pass back or kitty discard, where
    the cards that leave the hand are meld (what shown meld may not lose); then played out."""
    if not (rs.passing and rs.passing.back) and not (rs.kitty and rs.kitty.discard):
        return None
    start = st = HandState.random(rs, rng.randrange(2**31), dealer=rng.randrange(rs.players))
    broke = False
    for _ in range(3000):
        if st.is_terminal():
            break
        if not broke and st.phase in ("pass_back", "discard") and not st.shoot:
            broke = True
            hand = st.hands[st.current]
            melded = list(melded_cards(st.rs, hand, st.trump or "S"))
            rng.shuffle(melded)
            rest = [c for c in hand if c not in melded]
            rng.shuffle(rest)
            cards = (melded + rest)[: st.pending]
            action = Action("discard" if st.phase == "discard" else "give", cards=tuple(sorted(cards, key=_index)))
            try:
                st = st.apply(action)
            except IllegalActionError:
                actions = [{"seat": seat, "action": str(act)} for seat, act in st.history]
                actions.append({"seat": st.current, "action": str(action)})
                return _play_hand_case(start, actions)
            continue
        st = st.apply(_plain_choice(rng, st) if not broke else _choose(rng, st, False))
    if not broke:
        return None
    return _play_hand_case(start, [{"seat": seat, "action": str(act)} for seat, act in st.history])


def make_early_trump_lead(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """A hand played without the rare actions up to a lead while trump is not yet broken, by a
    player holding trump and another suit, who then leads trump (refused; under 000 a renege
    or not, as ``scoring.renege.trump_lead`` says)."""
    if not rs.play.lead.trump_until_broken:
        return None
    start = st = HandState.random(rs, rng.randrange(2**31), dealer=rng.randrange(rs.players))
    for _ in range(3000):
        if st.is_terminal():
            return None
        if st.phase == "play" and not st.trick and not st.trump_broken and st.trump:
            hand = st.hands[st.current]
            trumps = [c for c in hand if c.suit == st.trump]
            if trumps and len(trumps) < len(hand):
                actions = [{"seat": seat, "action": str(act)} for seat, act in st.history]
                actions.append({"seat": st.current, "action": f"play {rng.choice(trumps)}"})
                return _play_hand_case(start, actions)
        st = st.apply(_plain_choice(rng, st))
    return None


def make_partner_cards_with_bidder(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """002: a hand whose bidder is dealt every copy of the cards that name a partner (every ace
    and ten of the suit he then names trump, or a card he then calls), played out without the
    rare actions: the partner is whoever ``partner.no_ace_or_ten`` or ``partner.unheld_call``
    makes him (alone, the holder of a king, or the call refused)."""
    method = rs.partner.method
    if rs.sides.kind != "bidder_and_partner" or method not in ("holder_of_trump_ace_then_ten", "called_card"):
        return None
    dealer = rng.randrange(rs.players)
    bidder = (dealer + 1) % rs.players
    trump = rng.choice(SUITS)
    ranks = DECKS[rs.deck][1]
    called = Card.from_str(rng.choice(ranks) + rng.choice(SUITS))
    wanted = [
        c
        for c in make_deck(rs.deck)
        if (c.suit == trump and c.rank in "AT" if method == "holder_of_trump_ace_then_ten" else c == called)
    ]
    rest = [c for c in make_deck(rs.deck) if c not in wanted] + wanted[rs.hand_size :]
    rng.shuffle(rest)
    hands = [rest[k * rs.hand_size : (k + 1) * rs.hand_size] for k in range(rs.players - 1)]
    pos = (rs.players - 1) * rs.hand_size
    mine = wanted[: rs.hand_size]
    hands.insert(bidder, [*mine, *rest[pos : pos + rs.hand_size - len(mine)]])
    pos += rs.hand_size - len(mine)
    kitty, stock = rest[pos : pos + rs.kitty_size], rest[pos + rs.kitty_size :]
    start = st = HandState.new(rs, Deal(tuple(map(tuple, hands)), tuple(kitty), tuple(stock)), dealer)
    for _ in range(3000):
        if st.is_terminal():
            break
        if st.phase == "trump" and st.bidder == bidder:
            action = Action("trump", suit=trump)
        elif st.phase == "call" and st.bidder == bidder:
            action = Action("call", cards=(called,))
        else:
            action = _plain_choice(rng, st, bidder)
        try:
            st = st.apply(action)
        except IllegalActionError:
            return None
    if st.bidder != bidder:
        return None
    return _play_hand_case(start, [{"seat": seat, "action": str(act)} for seat, act in st.history])


def _index(card: Card) -> int:
    return card.index


def _play_hand_case(start: HandState, actions: list[dict[str, Any]]) -> Case:
    """A play_hand request replaying ``actions`` from the deal of ``start``."""
    deal = {"hands": [[str(c) for c in h] for h in start.hands], "kitty": [str(c) for c in start.kitty]}
    deal["stock"] = [str(c) for c in start.stock]
    return Case("play_hand", {"dealer": start.dealer, "deal": deal, "actions": actions})


# ------------------------------------------------------------------------------ built deals
# Hands dealt on purpose for a rule path random deals almost never take (issue 32's reach gaps):
# a forced trump lead, an exchange over the limit, a wrong draw before others hold meld, a widow
# discard that must break meld.
def _draw_from(rng: random.Random, rs: Ruleset, n: int, used: dict[str, int], suits: Sequence[str]) -> list[str]:
    """``n`` cards of ``suits`` the deck still holds, drawn without replacement (fewer if it runs out)."""
    pool = [c for c in _left(rs, used) if c[-1] in suits for _ in range(_copies(rs) - used.get(c, 0))]
    return _take(rs, rng.sample(pool, min(n, len(pool))), used)


def _deal_of(
    rng: random.Random, rs: Ruleset, used: dict[str, int], hands: list[list[str] | None], kitty: list[str] | None
) -> Deal | None:
    """A deal of ``hands`` (a None hand dealt from the cards left) and ``kitty`` (or the next
    cards left); the rest is the stock. None when a hand has not the ruleset's size."""
    pool = [c for c in _left(rs, used) for _ in range(_copies(rs) - used.get(c, 0))]
    rng.shuffle(pool)
    out = []
    for hand in hands:
        if hand is None:
            hand, pool = pool[: rs.hand_size], pool[rs.hand_size :]
        if len(hand) != rs.hand_size:
            return None
        out.append(_cards(hand))
    if kitty is None:
        kitty, pool = pool[: rs.kitty_size], pool[rs.kitty_size :]
    return Deal(tuple(out), _cards(kitty), _cards(pool))


def _dealt(rs: Ruleset, deal: Deal | None, dealer: int) -> HandState | None:
    """The hand of ``deal`` (None when there is none, or the ruleset refuses it)."""
    try:
        return None if deal is None else HandState.new(rs, deal, dealer)
    except (IllegalActionError, PinochleError):
        return None


def _drive(
    rng: random.Random,
    st: HandState,
    stop: Callable[[HandState], bool],
    pick: Callable[[HandState], Action | None],
    bidder: int | None = None,
    trump: str | None = None,
) -> HandState | None:
    """``st`` played on until ``stop`` holds (None if the hand ends first): ``pick``'s action
    where it gives one, else ``bidder`` bids the least he may and names ``trump`` (or, with no
    bidder, a random bid and suit), the others pass, and the rest is chosen at random."""
    for _ in range(500):
        if stop(st):
            return st
        if st.is_terminal():
            return None
        act = pick(st)
        if act is None and st.phase == "trump" and trump is not None:
            act = Action("trump", suit=trump)
        st = st.apply(act or _plain_choice(rng, st, bidder))
    return None


def _history(st: HandState) -> list[dict[str, Any]]:
    return [{"seat": seat, "action": str(act)} for seat, act in st.history]


def _nothing(st: HandState) -> Action | None:
    return None


def make_forced_trump_lead(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """000: the bidder is dealt nothing but low trump, so he may lead it before trump is broken;
    a player holding the two top trumps and plain cards takes that trick and leads his other
    trump (everyone stands pat in the draw): legal when the forced lead broke trump
    (``play.lead.broken_by`` any_trump), a refusal or a renege when only trumping in does."""
    if not rs.play.lead.trump_until_broken or rs.kitty_size or rs.passing:
        return None
    n, size = rs.players, rs.hand_size
    trump = rng.choice(SUITS)
    bidder, dealer = rng.randrange(n), rng.randrange(n)
    taker = rng.choice([s for s in range(n) if s != bidder])
    used: dict[str, int] = {}
    low = _take(rs, [f"{r}{trump}" for r in "9JQK" for _ in range(_copies(rs))][:size], used)
    plain = [s for s in SUITS if s != trump]
    top = _take(rs, [f"A{trump}", f"T{trump}"], used)
    hands: list[list[str] | None] = [
        low if s == bidder else top + _draw_from(rng, rs, size - 2, used, plain) if s == taker else None
        for s in range(n)
    ]
    for s in range(n):
        hands[s] = hands[s] if hands[s] is not None else _draw_from(rng, rs, size, used, plain)
    start = _dealt(rs, _deal_of(rng, rs, used, hands, []), dealer)
    if start is None:
        return None

    def pick(st: HandState) -> Action | None:
        if st.phase == "exchange":
            return Action("exchange")  # everyone stands pat: the dealt hands stay as built
        if st.phase == "play" and st.current == bidder and not st.trick:
            return Action("play", cards=(min(st.hands[bidder], key=_index),))
        return None

    st = _drive(rng, start, lambda st: st.phase == "play" and st.tricks_played == 1, pick, bidder, trump)
    if st is None or st.current != taker:
        return None
    trumps = [c for c in st.hands[taker] if c.suit == trump]
    if not trumps or len(trumps) == len(st.hands[taker]):
        return None
    return _play_hand_case(start, [*_history(st), {"seat": taker, "action": f"play {trumps[0]}"}])


def _at_exchange(rng: random.Random, rs: Ruleset, before: int) -> tuple[HandState, HandState] | None:
    """A random deal bid and named at random, stopped in the draw once ``before`` players have
    exchanged (each at random, legally): the start and that state."""
    if rs.discard_draw is None:
        return None
    start = HandState.random(rs, rng.randrange(2**31), dealer=rng.randrange(rs.players))
    st = _drive(rng, start, lambda st: st.phase == "exchange" and st.exchanged >= before, _nothing)
    return None if st is None else (start, st)


def make_over_limit_exchange(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """000: in the draw, after zero to all but one players have exchanged, the next discards one
    card more than the limit lets him (refused, or a renege under ``scoring.renege.over_limit``)."""
    got = _at_exchange(rng, rs, i % rs.players)
    if got is None:
        return None
    start, st = got
    hand = sorted(st.hands[st.current], key=_index)
    over = next(
        (
            k
            for k in range(1, len(hand) + 1)
            if "exchange.over-limit" in st.broken_rules(Action("exchange", cards=tuple(hand[:k])))
        ),
        None,
    )
    if over is None:
        return None
    cards = sorted(rng.sample(hand, over), key=_index)
    return _play_hand_case(
        start, [*_history(st), {"seat": st.current, "action": str(Action("exchange", cards=tuple(cards)))}]
    )


def make_draw_renege(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """000: in the draw the second (or a later, not the last) exchanger states another number of
    cards than he discards, while a player still to exchange holds meld: he keeps it, or has
    none under ``scoring.renege.undrawn_meld`` none."""
    n = rs.players
    if rs.scoring.renege is None or n < 3:
        return None
    for _ in range(8):
        got = _at_exchange(rng, rs, 1 + i % (n - 2))
        if got is None:
            return None
        start, st = got
        later = [(st.current + k) % n for k in range(1, n - st.exchanged)]
        if any(meld(rs, st.hands[s], st.trump or "S").total for s in later):
            hand = st.hands[st.current]
            cards = sorted(rng.sample(hand, rng.randint(0, min(2, len(hand)))), key=_index)
            wrong = Action("exchange", cards=tuple(cards), amount=len(cards) + rng.choice([1, -1] if cards else [1]))
            return _play_hand_case(start, [*_history(st), {"seat": st.current, "action": str(wrong)}])
    return None


def make_forced_meld_discard(rng: random.Random, rs: Ruleset, i: int) -> Case | None:
    """002: the bidder's hand and the widow are arounds in all but fewer cards than he must lay
    away, so his discard has to break shown meld (then the hand is played out at random): the
    broken meld is lost, or counts whole under ``kitty.discard.broken_meld_counts``."""
    kd = rs.kitty.discard if rs.kitty else None
    if kd is None or kd.may_discard_meld or kd.when != "after_meld":
        return None
    n, total = rs.players, rs.hand_size + rs.kitty_size
    trump = rng.choice(SUITS)
    bidder, dealer = rng.randrange(n), rng.randrange(n)
    ranks = rng.sample("AKQJ", 4)
    arounds = [f"{r}{s}" for r in ranks for _ in range(_copies(rs)) for s in SUITS]
    used: dict[str, int] = {}
    cards = _take(rs, arounds[: 4 * ((total - rng.randint(0, kd.count - 1)) // 4)], used)
    cards += _draw_from(rng, rs, total - len(cards), used, SUITS)
    if len(cards) != total or total - len(melded_cards(rs, _cards(cards), trump)) >= kd.count:
        return None
    rng.shuffle(cards)
    hands: list[list[str] | None] = [None] * n
    hands[bidder] = cards[: rs.hand_size]
    start = _dealt(rs, _deal_of(rng, rs, used, hands, cards[rs.hand_size :]), dealer)
    if start is None:
        return None
    st = _drive(rng, start, HandState.is_terminal, lambda st: _quick_choice(rng, st), bidder, trump)
    if st is None or st.bidder != bidder or not st.discarded:
        return None
    return _play_hand_case(start, _history(st))


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
TARGETED: Final[dict[str, tuple[Maker, ...]]] = {
    "meld": (make_roundhouse_beside_run,),
    "auction": (make_edge_auction, make_throw_in_after_passes),
    "hand_score": (make_requirement_hand_score, make_trick_minimum_hand_score, make_shoot_hand_score),
    "play_hand": (
        make_meld_minimum_hand,
        make_meld_breaking_hand,
        make_early_trump_lead,
        make_forced_trump_lead,
        make_over_limit_exchange,
        make_draw_renege,
        make_forced_meld_discard,
        make_partner_cards_with_bidder,
    ),
}
"""Makers of requests at one threshold each, drawn after the plain-random ones of an operation."""
