"""The auction: whose turn, what may be bid, who wins for how much.

``single_round`` (000, 002, 004): every player bids or passes once, starting left of the
dealer, the dealer last.  ``auction`` (001, 003, 004 option): bidding goes round, skipping
players who passed (passing is final), until all but one have passed.  A bid must be at
least the minimum, on the grid minimum + k x increment, and above the high bid.  When every
player passes: ``dealer_stuck`` gives the dealer the contract at ``stuck_amount`` (000, 002,
004, 003 "stick the dealer"), ``redeal`` throws the hand in (003).  ``first_bidder_opens``
makes the player left of the dealer "in" at the minimum (001).  ``stuck_dealer`` says what
the dealer may do once every other player has passed without a bid: keep his turn and pass
into the stuck bid (``may_pass``), keep his turn and be made to bid (``must_bid``), or have no
turn at all (``no_turn``).  A misdeal may be called on a player's first turn, before any bid,
by a player holding enough nines (001, 003, 004), or by anyone (``misdeal.caller``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .ruleset import Ruleset

PASS = "pass"
_NOBODY: frozenset[int] = frozenset()
MISDEAL = "misdeal"
Bid = int | str
"""A bid: an amount, ``"pass"`` or ``"misdeal"``."""


@dataclass(frozen=True, slots=True)
class AuctionStatus:
    """Where an auction stands after a sequence of bids.

    ``status`` is ``open`` (``next_bidder`` to act, ``minimum_bid`` the least legal amount),
    ``won`` (``winner`` holds the contract at ``contract``) or ``redeal``.
    """

    status: str
    next_bidder: int | None
    minimum_bid: int | None
    winner: int | None
    contract: int | None
    high_bidder: int | None

    def to_json(self) -> dict[str, object]:
        return {
            "status": self.status,
            "next_bidder": self.next_bidder,
            "minimum_bid": self.minimum_bid,
            "winner": self.winner,
            "contract": self.contract,
        }


class AuctionError(Exception):
    """Raised internally with the rule code of an illegal bid; ``rules`` is every code the bid
    breaks, ``rule`` first."""

    def __init__(self, rule: str, message: str, rules: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.rule = rule
        self.rules = (rule, *(r for r in rules if r != rule))


AUCTION_CLOSED = "bid.auction-closed"
PHASE_AFTER_AUCTION = "trump"
"""The phase a won auction leads to: the winner names trump (``state.HandState``)."""


def closed_rules(done: AuctionStatus, seat: int) -> tuple[str, ...]:
    """Every code a bid, pass or misdeal by ``seat`` breaks once the auction is over (``done``).

    The auction is closed; after a redeal the hand is over too; after a win the winner is to
    name trump, so the bid is also out of phase, and out of turn from any other seat.  These
    are the codes ``play_hand`` reports for the same action (``HandState.broken_rules``).
    """
    if done.status == "redeal":
        return (AUCTION_CLOSED, "hand.over")
    turn = ("turn.out-of-turn",) if seat != done.winner else ()
    return (AUCTION_CLOSED, f"phase.expected-{PHASE_AFTER_AUCTION}", *turn)


def minimum_next(rs: Ruleset, high: int | None) -> int:
    """The least amount a player may bid over ``high``."""
    b = rs.bidding
    return b.minimum if high is None else high + b.increment


def bid_rules(rs: Ruleset, high: int | None, amount: int) -> tuple[str, ...]:
    """Every rule code that forbids bidding ``amount`` over ``high`` (empty when it may be bid)."""
    b = rs.bidding
    out: list[str] = []
    if amount < b.minimum:
        out.append("bid.below-minimum")
    if high is not None and amount <= high:
        out.append("bid.not-higher")
    if (amount - b.minimum) % b.increment:
        out.append("bid.off-increment")
    if amount > b.maximum:
        out.append("bid.above-maximum")
    return tuple(out)


def bid_rule(rs: Ruleset, high: int | None, amount: int) -> str | None:
    """The first rule code that forbids bidding ``amount`` over ``high``, or None."""
    rules = bid_rules(rs, high, amount)
    return rules[0] if rules else None


def run_auction(
    rs: Ruleset,
    dealer: int,
    bids: Sequence[tuple[int, Bid]],
    may_misdeal: Sequence[bool] | None = None,
    in_game: Sequence[int] | None = None,
) -> AuctionStatus:
    """Replay ``bids`` (seat, bid) and return the status; raise AuctionError on the first illegal one.

    ``may_misdeal[seat]`` says whether that seat holds the nines a misdeal needs.  ``in_game``
    (000: only the players tied for the win play on) lists the seats still in the game; the
    others take no turn, so a bid from one of them is out of turn.  Should every player in the
    game pass, the stuck bid goes to the dealer if he is in the game, else to the seat that
    bids last (no document says; no scenario depends on it).
    """
    n = rs.players
    b = rs.bidding
    out = _NOBODY if in_game is None else frozenset(range(n)) - frozenset(in_game)
    if out:
        dealer = next(s for s in ((dealer - i) % n for i in range(n)) if s not in out)
        first = next(s for s in ((dealer + 1 + i) % n for i in range(n)) if s not in out)
        passed = [s in out for s in range(n)]
        acted = list(passed)
    else:
        first = (dealer + 1) % n
        passed = [False] * n
        acted = [False] * n
    high: int | None = None
    high_bidder: int | None = None
    if b.first_bidder_opens:
        high, high_bidder = b.minimum, first
        acted[first] = True
    turn = _next_turn(rs, first, passed, out) if b.first_bidder_opens else first
    real_bid = False  # a bid someone made (the automatic opening of 001 does not count)
    spoke = [False] * n
    thrown_in: AuctionStatus | None = None
    for seat, bid in bids:
        closed = thrown_in or _finished(rs, dealer, passed, acted, high_bidder)
        if closed is not None:
            raise AuctionError(AUCTION_CLOSED, "the auction is already over", closed_rules(closed, seat))
        if bid == MISDEAL:
            if not misdeal_allowed(rs, seat, turn, spoke[seat], real_bid, may_misdeal, any(spoke)):
                code = "turn.out-of-turn" if _misdeal_needs_turn(rs) and seat != turn else "bid.misdeal-not-allowed"
                raise AuctionError(code, f"seat {seat} may not call a misdeal now")
            thrown_in = AuctionStatus("redeal", None, None, None, None, None)  # a later bid is refused
            continue
        if seat != turn:
            raise AuctionError("turn.out-of-turn", f"seat {seat} bid but it is seat {turn}'s turn")
        spoke[seat] = True
        if bid == PASS:
            if _dealer_must_bid(rs, dealer, seat, passed, high_bidder):
                raise AuctionError("bid.dealer-must-bid", f"seat {seat}, the stuck dealer, must bid")
            passed[seat] = True
        elif isinstance(bid, int) and not isinstance(bid, bool):
            rules = bid_rules(rs, high if high_bidder is not None else None, bid)
            if rules:
                raise AuctionError(rules[0], f"seat {seat} may not bid {bid}", rules)
            high, high_bidder = bid, seat
            real_bid = True
        else:
            raise AuctionError("bid.malformed", f"{bid!r} is not a bid")
        acted[seat] = True
        turn = _next_turn(rs, turn, passed, out)
    if thrown_in is not None:
        return thrown_in
    done = _finished(rs, dealer, passed, acted, high_bidder)
    if done is not None:
        return done if high_bidder is None else AuctionStatus("won", None, None, high_bidder, high, high_bidder)
    return AuctionStatus(
        "open", turn, minimum_next(rs, high if high_bidder is not None else None), None, None, high_bidder
    )


def _others_passed(rs: Ruleset, dealer: int, passed: list[bool], high_bidder: int | None) -> bool:
    """Every player but the dealer has passed and nobody has bid."""
    return high_bidder is None and all(passed[s] for s in range(rs.players) if s != dealer)


def _dealer_must_bid(rs: Ruleset, dealer: int, seat: int, passed: list[bool], high_bidder: int | None) -> bool:
    b = rs.bidding
    return (
        b.stuck_dealer == "must_bid"
        and b.all_pass == "dealer_stuck"
        and seat == dealer
        and _others_passed(rs, dealer, passed, high_bidder)
    )


def pass_allowed(rs: Ruleset, dealer: int, bids: Sequence[tuple[int, Bid]], seat: int) -> bool:
    """Whether ``seat``, to act after ``bids``, may pass (not as a stuck dealer who must bid)."""
    if rs.bidding.stuck_dealer != "must_bid" or rs.bidding.all_pass != "dealer_stuck":
        return True
    try:
        run_auction(rs, dealer, (*bids, (seat, PASS)))
    except AuctionError as exc:
        return exc.rule != "bid.dealer-must-bid"
    return True


def _misdeal_needs_turn(rs: Ruleset) -> bool:
    return rs.bidding.misdeal is not None and rs.bidding.misdeal.when in ("as_first_bid", "as_opening_bid")


def misdeal_allowed(
    rs: Ruleset,
    seat: int,
    turn: int,
    spoke: bool,
    real_bid: bool,
    may_misdeal: Sequence[bool] | None,
    anyone_spoke: bool = False,
) -> bool:
    """Whether ``seat`` may throw the deal in now.

    ``as_first_bid`` (003): on the player's own turn, as his first call, whatever others bid.
    ``as_opening_bid`` (003, the other reading): the same, but only while nobody has bid.
    ``before_bidding`` (001, 004): by any player holding the nines, before anyone has made a
    bid (001's automatic opening is not one) — it is a throw-in, not a call in turn.
    ``before_any_call`` (001, the other reading): the same, but only while nobody has bid or
    passed (``anyone_spoke`` false): a pass already begins the bidding.
    With ``caller`` ``anyone`` the caller need not hold the nines, as long as someone does.
    """
    md = rs.bidding.misdeal
    if md is None or may_misdeal is None or spoke:
        return False
    if not (may_misdeal[seat] if md.caller == "holder" else any(may_misdeal)):
        return False
    if md.when == "as_first_bid":
        return seat == turn
    if md.when == "as_opening_bid":
        return seat == turn and not real_bid
    if md.when == "before_any_call":
        return not anyone_spoke
    return not real_bid


def _next_turn(rs: Ruleset, turn: int, passed: list[bool], out: frozenset[int] = frozenset()) -> int:
    n = rs.players
    nxt = (turn + 1) % n
    while out and nxt in out:  # a seat out of the game (000's play-on) has no turn
        nxt = (nxt + 1) % n
    if rs.bidding.style == "auction":
        for _ in range(n):
            if not passed[nxt]:
                return nxt
            nxt = (nxt + 1) % n
    return nxt


def _finished(
    rs: Ruleset, dealer: int, passed: list[bool], acted: list[bool], high_bidder: int | None
) -> AuctionStatus | None:
    """A terminal status (won-by-stuck-dealer, redeal, or a marker for 'won') or None if open."""
    n = rs.players
    b = rs.bidding
    if b.style == "single_round":
        over = all(acted)
    else:
        live = [s for s in range(n) if not passed[s]]
        over = not live or (len(live) == 1 and high_bidder is not None and live[0] == high_bidder)
    if b.all_pass == "dealer_stuck" and b.stuck_dealer == "no_turn" and _others_passed(rs, dealer, passed, high_bidder):
        over = True  # the dealer is stuck at once, without a turn of his own
    if not over:
        return None
    if high_bidder is not None:
        return AuctionStatus("won", None, None, high_bidder, None, high_bidder)
    if b.all_pass == "redeal":
        return AuctionStatus("redeal", None, None, None, None, None)
    amount = b.stuck_amount if b.stuck_amount is not None else b.minimum
    return AuctionStatus("won", None, None, dealer, amount, None)
