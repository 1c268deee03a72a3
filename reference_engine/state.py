"""The state of one hand, from the deal to the score (OpenSpiel style).

``legal_actions()`` is the one source of legality, in a fixed order; ``apply()`` checks it
and raises :class:`IllegalActionError` with the rule code that the action breaks.  States
are immutable: ``apply`` returns a new state.  Phases follow the ruleset:

deal → bidding → [kitty before trump] → trump → [partner after trump] → [kitty after trump]
→ [partner after kitty] → [give back] → [passing, pass back] → [kitty discard] →
[announce discarded trump] → [discard and draw] → meld (computed) → tricks → scored.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import attrgetter, gt, itemgetter
from typing import Final, cast

from .actions import PLAY_ACTIONS, Action, bid_action
from .bidding import (
    AUCTION_CLOSED,
    MISDEAL,
    PASS,
    PHASE_AFTER_AUCTION,
    AuctionError,
    AuctionStatus,
    Bid,
    pass_allowed,
    run_auction,
)
from .cards import ALL_CARDS, SUITS, Card, counts_of, make_deck, remove_cards
from .errors import IllegalActionError
from .meld import MeldResult, meld, meld_counts
from .ruleset import Ruleset
from .scoring import HandScore, score_concession, score_hand, score_renege
from .tricks import illegal_play_rule, legal_plays, trick_winner

_S = object.__setattr__
Rng = random.Random
_CARD_CHOICE_PHASES: Final = frozenset({"give_back", "pass", "pass_back", "discard", "exchange"})
_INDEX = attrgetter("index")
_CARD_OF = itemgetter(1)  # the card of a (seat, card) play
CHANCE: Final = -1
"""``current_player()`` of a chance node (001's random partner)."""
TERMINAL: Final = -4


@dataclass(frozen=True, slots=True)
class Deal:
    """An explicit deal: each seat's cards, the kitty and the undealt stock (top first)."""

    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...] = ()
    stock: tuple[Card, ...] = ()


def deal_cards(rs: Ruleset, dealer: int, rng: random.Random) -> Deal:
    """Shuffle a deck with ``rng`` and deal it by the ruleset's packet schedule."""
    deck = list(make_deck(rs.deck))
    if type(rng) is random.Random:
        _shuffle(deck, rng.getrandbits)
    else:
        rng.shuffle(deck)
    return deal_from(rs, dealer, deck)


def _shuffle(deck: list[Card], getrandbits: Callable[[int], int]) -> None:
    """``random.Random.shuffle``'s Fisher-Yates walk, the same draws and swaps, inlined.

    For ``random.Random`` itself ``shuffle`` picks each swap with ``_randbelow_with_getrandbits``
    (``getrandbits(n.bit_length())`` until below ``n``); doing that here, without two Python
    calls per card, gives the same permutation for the same seed (tests/test_engine_speedups.py).
    """
    for i in range(len(deck) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]


def deal_from(rs: Ruleset, dealer: int, deck: Sequence[Card]) -> Deal:
    """Deal ``deck`` (top card first) by the ruleset's packet schedule.

    Packets go to each player in turn in the order ``deal.first_packet`` sets (by default from
    the dealer's left: 000 one at a time; 001 threes; 003 packets; 004 fours, with the
    3-handed widow pattern) and kitty packets where the schedule puts them; what is left is
    the stock (000's draw).
    """
    n = rs.players
    hands: list[list[Card]] = [[] for _ in range(n)]
    kitty: list[Card] = []
    order = rs.deal.order(dealer, n)
    pos = 0
    for step in rs.deal.schedule:
        if step.to == "kitty":
            kitty.extend(deck[pos : pos + step.count])
            pos += step.count
            continue
        for seat in order:
            hands[seat].extend(deck[pos : pos + step.count])
            pos += step.count
    return Deal(tuple(tuple(sorted(h, key=_INDEX)) for h in hands), tuple(sorted(kitty, key=_INDEX)), tuple(deck[pos:]))


def next_dealer(rs: Ruleset, dealer: int) -> int:
    """The next dealer: the deal passes to the left (000, 001, 004) or, by ``deal.rotation``, right."""
    return (dealer + (1 if rs.deal.rotation == "left" else -1)) % rs.players


def check_deal(rs: Ruleset, deal: Deal) -> None:
    """Raise IllegalActionError (``deal.*``) unless ``deal`` fits the ruleset's deck and sizes."""
    if len(deal.hands) != rs.players:
        raise IllegalActionError("deal.players", f"{len(deal.hands)} hands for {rs.players} players")
    for seat, hand in enumerate(deal.hands):
        if len(hand) != rs.hand_size:
            raise IllegalActionError("deal.hand-size", f"seat {seat} holds {len(hand)} cards, not {rs.hand_size}")
    if len(deal.kitty) != rs.kitty_size:
        raise IllegalActionError("deal.kitty-size", f"kitty holds {len(deal.kitty)} cards, not {rs.kitty_size}")
    have = counts_of(c for part in (*deal.hands, deal.kitty, deal.stock) for c in part)
    deck = _deck_counts(rs.deck)
    for c in ALL_CARDS if any(map(gt, have, deck)) else ():
        if have[c.index] > deck[c.index]:
            raise IllegalActionError(
                "deal.not-the-deck", f"{c} appears {have[c.index]} times; the deck holds {deck[c.index]}"
            )
    if sum(have) != rs.deck_size:
        raise IllegalActionError("deal.not-the-deck", f"the deal holds {sum(have)} cards, the deck {rs.deck_size}")


def _deck_counts(kind: str) -> list[int]:
    """``counts_of(make_deck(kind))``, counted once per deck (check_deal runs on every deal)."""
    deck = make_deck(kind)
    made = _DECK_COUNTS.get(kind)
    if made is None or made[0] is not deck:
        made = _DECK_COUNTS[kind] = (deck, counts_of(deck))
    return made[1]


_DECK_COUNTS: dict[str, tuple[tuple[Card, ...], list[int]]] = {}


def may_call_misdeal(rs: Ruleset, hand: Sequence[Card]) -> bool:
    """Whether ``hand`` holds enough nines to throw the deal in (001, 003, 004).

    001 also asks for "no meld": read as no meld other than nines of trump under any trump,
    since a nine of trump is itself meld and would make the option unusable.
    """
    md = rs.bidding.misdeal
    if md is None or sum(1 for c in hand if c.rank == "9") < md.min_nines:
        return False
    if md.max_nines is not None and sum(1 for c in hand if c.rank == "9") > md.max_nines:
        return False
    if md.requires_no_meld:
        for s in SUITS:
            m = meld(rs, hand, s)
            if m.total - m.points_of(["nine_of_trump"]):
                return False
    return True


def sides_for(rs: Ruleset, bidder: int | None, partner: int | None) -> tuple[tuple[int, ...], ...]:
    """The sides of this hand: teams of seats; the bidder's side first when there is a bidder."""
    n = rs.players
    kind = rs.sides.kind
    if kind == "fixed":
        teams = rs.sides.teams
    elif kind == "individual" or bidder is None:
        teams = tuple((s,) for s in range(n))
    else:
        mine = (bidder,) if partner is None else tuple(sorted((bidder, partner)))
        others = tuple(s for s in range(n) if s not in mine)
        teams = (mine, *((s,) for s in others)) if rs.sides.others == "each" else (mine, others)
    if bidder is None:
        return tuple(teams)
    own = next(t for t in teams if bidder in t)
    return (own, *(t for t in teams if t is not own))


class HandState:
    """Immutable state of one hand.  Build with :meth:`new`; advance with :meth:`apply`."""

    __slots__ = (
        "bidder",
        "bidder_meld",
        "bids",
        "called",
        "contract",
        "current",
        "dealer",
        "discarded",
        "exchanged",
        "hands",
        "history",
        "kitty",
        "leader",
        "legal",
        "melds",
        "owed",
        "partner",
        "partner_known",
        "pending",
        "phase",
        "rs",
        "scored",
        "shoot",
        "sitting_out",
        "stock",
        "taken",
        "trick",
        "tricks_played",
        "trump",
        "trump_broken",
    )

    rs: Ruleset
    dealer: int
    phase: str
    current: int
    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...]
    stock: tuple[Card, ...]
    discarded: tuple[Card, ...]
    bidder_meld: MeldResult | None
    bids: tuple[tuple[int, Bid], ...]
    bidder: int | None
    contract: int | None
    trump: str | None
    partner: int | None
    partner_known: bool
    called: Card | None
    """The called card while its first player other than the bidder is still to be the partner
    (``partner.called_holder`` first_to_play); None otherwise."""
    pending: int
    exchanged: int
    owed: tuple[int, ...]
    """000 with ``discard_draw.replacements`` one_per_round: how many replacement cards each
    seat has discarded and is still to be dealt once everyone has exchanged; () otherwise."""
    shoot: bool
    sitting_out: int | None
    melds: tuple[MeldResult, ...] | None
    leader: int
    trick: tuple[tuple[int, Card], ...]
    taken: tuple[tuple[int, tuple[Card, ...]], ...]
    trump_broken: bool
    tricks_played: int
    scored: HandScore | None
    history: tuple[tuple[int, Action], ...]
    legal: tuple[Action, ...] | None

    # ------------------------------------------------------------------ building
    @classmethod
    def new(cls, rs: Ruleset, deal: Deal, dealer: int = 0) -> HandState:
        """A hand ready for bidding, from an explicit deal (checked against the ruleset)."""
        check_deal(rs, deal)
        return cls._unchecked(rs, deal, dealer)

    @classmethod
    def _unchecked(cls, rs: Ruleset, deal: Deal, dealer: int) -> HandState:
        """``new`` without ``check_deal``: for deals made here from the ruleset's whole deck."""
        st = object.__new__(cls)

        def s(name: str, value: object) -> None:
            _S(st, name, value)

        s("rs", rs)
        s("dealer", dealer % rs.players)
        s("phase", "bidding")
        s("hands", tuple(tuple(sorted(h, key=_INDEX)) for h in deal.hands))
        s("kitty", tuple(deal.kitty))
        s("stock", tuple(deal.stock))
        s("bids", ())
        s("discarded", ())
        s("bidder_meld", None)
        for name in ("bidder", "contract", "trump", "partner", "called", "sitting_out", "melds", "scored"):
            s(name, None)
        s("pending", 0)
        s("exchanged", 0)
        s("owed", ())
        s("shoot", False)
        s("partner_known", False)
        s("leader", 0)
        s("trick", ())
        s("taken", ())
        s("trump_broken", False)
        s("tricks_played", 0)
        s("history", ())
        s("legal", None)
        s("current", (dealer + 1) % rs.players)
        if rs.bidding.first_bidder_opens:
            s("current", (dealer + 2) % rs.players)
        return st

    @classmethod
    def random(cls, rs: Ruleset, seed: int, dealer: int = 0) -> HandState:
        """A hand from a seeded shuffle."""
        return cls._unchecked(rs, deal_cards(rs, dealer, random.Random(seed)), dealer)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("HandState is immutable; use apply()")

    def _copy(self) -> HandState:
        return _COPY(self)

    # ------------------------------------------------------------------ queries
    def current_player(self) -> int:
        """Seat to act, :data:`CHANCE` for a chance node, :data:`TERMINAL` when over."""
        return TERMINAL if self.phase == "done" else self.current

    def is_terminal(self) -> bool:
        return self.phase == "done"

    def returns(self) -> tuple[int, ...]:
        """Each seat's score for the hand (empty for a redeal); only when terminal."""
        if self.scored is None:
            return ()
        return tuple(x.score for x in self.scored.seats)

    def sides(self) -> tuple[tuple[int, ...], ...]:
        return sides_for(self.rs, self.bidder, self.partner)

    def trick_cards(self) -> tuple[Card, ...]:
        return tuple(map(_CARD_OF, self.trick))

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action for the player to act, in a fixed order (computed once per state)."""
        legal = self.legal
        if legal is None:
            legal = self._legal_actions()
            _S(self, "legal", legal)
        return legal

    def _legal_actions(self) -> tuple[Action, ...]:
        ph = self.phase
        rs = self.rs
        if ph == "done":
            return ()
        if ph == "play":
            hand = self.hands[self.current]
            cards = legal_plays(
                rs, hand, self.trick_cards(), self.trump or "S", self.trump_broken, self.tricks_played == 0
            )
            return tuple(map(_PLAY_OF_INDEX, map(_INDEX, cards)))
        if ph == "bidding":
            out = [_PASS_ACTION] if pass_allowed(rs, self.dealer, self.bids, self.current) else []
            status = self._auction()
            low = status.minimum_bid or rs.bidding.minimum
            out.extend(_bids_from(low, rs.bidding.minimum, rs.bidding.maximum, rs.bidding.increment))
            md = rs.bidding.misdeal
            if (  # a holder's misdeal needs the nines in his own hand: checked first, it is cheap
                md is not None
                and (md.caller != "holder" or may_call_misdeal(rs, self.hands[self.current]))
                and self.misdeal_rule(self.current) is None
            ):
                out.append(Action("misdeal"))
            return tuple(out)
        if ph == "trump":
            trumps = _TRUMP_ACTIONS
            return (*trumps, Action("concede")) if self.may_concede() else trumps
        if ph == "partner_chance":
            return tuple(Action("partner", amount=s) for s in range(rs.players) if s != self.bidder)
        if ph == "call":
            callable_ = [c for c in sorted(set(make_deck(rs.deck))) if not self._unheld_call_refused(c)]
            out = [Action("call", cards=(c,)) for c in callable_]
            if rs.partner.may_play_alone:
                out.append(Action("alone"))
            if self.may_concede():  # 002, read as conceding after naming trump
                out.append(Action("concede"))
            return tuple(out)
        if ph in _CARD_CHOICE_PHASES:
            kind, combos, extra = self._card_choices()
            return (*(Action(kind, cards=combo) for combo in combos), *extra)
        if ph == "announce":
            return (_ANNOUNCE,)
        raise AssertionError(ph)  # pragma: no cover

    def _card_choices(self) -> tuple[str, list[tuple[Card, ...]], tuple[Action, ...]]:
        """The legal actions of a phase that chooses cards (give, discard, exchange) as their
        kind, the card sets in order, and the actions after those (``shoot``)."""
        ph = self.phase
        rs = self.rs
        hand = self.hands[self.current]
        if ph == "exchange":
            return "exchange", [c for k in range(self._exchange_limit() + 1) for c in _combos(hand, k)], ()
        combos = _combos(hand, self.pending)
        if self._meld_protected():
            left = RemainderMeld(rs, hand, self.trump or "S")
            full = left.total(())
            keeping = [c for c in combos if left.total(c) == full]
            combos = keeping or combos  # when every choice breaks the meld, any is allowed
        shoot = ph == "pass_back" and rs.scoring.shoot is not None and not self.shoot
        return ("discard" if ph == "discard" else "give"), combos, ((Action("shoot"),) if shoot else ())

    def random_action(self, rng: Rng) -> Action:
        """``rng.choice(self.legal_actions())``: the same action and the same draw from ``rng``,
        without making every action of a phase that chooses cards (a 24-card hand has tens of
        thousands of discards), only the one drawn."""
        if self.legal is not None or self.phase not in _CARD_CHOICE_PHASES:
            return rng.choice(self.legal_actions())
        kind, combos, extra = self._card_choices()
        i = rng.choice(range(len(combos) + len(extra)))  # choice's one draw, over the same length
        return Action(kind, cards=combos[i]) if i < len(combos) else extra[i - len(combos)]

    # ------------------------------------------------------------------ applying
    def apply(self, action: Action | str, seat: int | None = None) -> HandState:
        """The state after ``action``; raises IllegalActionError naming the rules broken.

        ``seat`` (optional) is who claims to act: acting out of turn is ``turn.out-of-turn``.
        The error's ``rule`` is the first of :meth:`broken_rules`, its ``rules`` all of them.
        """
        if isinstance(action, str):
            action = Action.from_str(action)
        if self.phase != "done" and (seat is None or seat == self.current):
            legal = self.legal
            if legal is not None:
                for candidate in legal:
                    if candidate is action:
                        return self._advance(action)
            if not self._rules_for(action):
                return self._advance(action)
        elif (
            seat is not None
            and self.phase == "bidding"
            and action.kind == "misdeal"
            and self.misdeal_rule(seat) is None
        ):
            return self._advance(action)  # a throw-in before bidding may come from any seat holding the nines
        rules = self.broken_rules(action, seat)
        assert rules, f"{action} refused but breaks no rule"
        raise IllegalActionError(rules[0], f"seat {seat} may not {action} now", self._position(), rules)

    def broken_rules(self, action: Action | str, seat: int | None = None) -> tuple[str, ...]:
        """Every rule code ``action`` by ``seat`` (default: the seat to act) breaks; () when legal.

        The one listing of what applies to a refused action (docs/protocol.md, "Rule codes"):
        the auction being over for a bid, pass or misdeal after it; the hand being over; the
        turn; the phase (the kind of action it takes); and, on the actor's own turn and in
        phase, every rule of that action (:meth:`_rules_for`).  What an action out of turn
        would break on its own turn is not judged: that position is not this one.  The first
        code is the one :meth:`apply` raises.
        """
        if isinstance(action, str):
            action = Action.from_str(action)
        who = self.current if seat is None else seat
        out: list[str] = []
        if action.kind in _BIDDING_KINDS and self.phase != "bidding":
            out.append(AUCTION_CLOSED)
        if self.phase == "done":
            return (*out, "hand.over")
        if self.phase == "bidding" and action.kind == "misdeal" and who != self.current:
            return self.misdeal_rules(who)
        if who != self.current:
            out.append("turn.out-of-turn")
        phase_rule = self._phase_rule(action)
        if phase_rule is not None:
            out.append(phase_rule)
        return tuple(out) if out else self._rules_for(action)

    def _position(self) -> str:
        return f"phase {self.phase}, seat {self.current}, action {len(self.history) + 1}"

    def _phase_rule(self, a: Action) -> str | None:
        """The code of an action of a kind this phase does not take, else None."""
        ph = self.phase
        if ph == "announce" and a.kind != "announce":
            return "discard.trump-not-announced"  # 002: discarded trump must be told before play
        expected = _EXPECTED[ph]
        return None if a.kind in expected else f"phase.expected-{expected[0]}"

    def _rule_for(self, a: Action) -> str | None:
        """None when ``a`` is legal for the seat to act, else the first rule code it breaks."""
        rules = self._rules_for(a)
        return rules[0] if rules else None

    def _rules_for(self, a: Action) -> tuple[str, ...]:
        """() when ``a`` is legal for the seat to act, else every rule code it breaks, in order
        (mirrors legal_actions)."""
        phase_rule = self._phase_rule(a)
        if phase_rule is not None:
            return (AUCTION_CLOSED, phase_rule) if a.kind in _BIDDING_KINDS else (phase_rule,)
        ph = self.phase
        rs = self.rs
        if ph == "play":
            rule = illegal_play_rule(
                rs,
                self.hands[self.current],
                self.trick_cards(),
                a.cards[0],
                self.trump or "S",
                self.trump_broken,
                self.tricks_played == 0,
            )
            return () if rule is None else (rule,)
        if ph == "bidding":
            if a.kind == "misdeal":
                return self.misdeal_rules(self.current)
            bid: Bid = a.amount if a.kind == "bid" and a.amount is not None else PASS
            try:
                run_auction(rs, self.dealer, (*self.bids, (self.current, bid)))
            except AuctionError as exc:
                return exc.rules
            return ()
        if ph == "trump":
            return () if a.kind == "trump" or self.may_concede() else ("bid.concede-not-allowed",)
        if ph == "partner_chance":
            return () if a.amount in range(rs.players) and a.amount != self.bidder else ("partner.invalid-seat",)
        if ph == "call":
            if a.kind == "concede":
                return () if self.may_concede() else ("bid.concede-not-allowed",)
            if a.kind == "alone":
                return () if rs.partner.may_play_alone else ("partner.must-call",)
            if a.cards[0] not in make_deck(rs.deck):
                return ("partner.card-not-in-deck",)
            return ("partner.card-unheld",) if self._unheld_call_refused(a.cards[0]) else ()
        if ph in ("give_back", "pass", "pass_back"):
            return self._give_rules(a)
        if ph == "discard":
            return self._discard_rules(a.cards)
        if ph == "exchange":
            out: list[str] = []
            if remove_cards(self.hands[self.current], a.cards) is None:
                out.append("exchange.card-not-held")
            if len(a.cards) > self._exchange_limit():
                out.append("exchange.over-limit")
            if a.amount is not None and a.amount != len(a.cards):
                out.append("exchange.wrong-draw")  # 000: drawing another number than discarded is a renege
            return tuple(out)
        if ph == "announce":
            return ()
        raise AssertionError(ph)  # pragma: no cover

    def _give_rules(self, a: Action) -> tuple[str, ...]:
        if a.kind == "shoot":
            return () if self.phase == "pass_back" and self.rs.scoring.shoot and not self.shoot else ("pass.no-shoot",)
        return self._leaving_rules(a.cards, ("pass.wrong-count", "pass.card-not-held", "pass.meld-card"))

    def _discard_rules(self, cards: tuple[Card, ...]) -> tuple[str, ...]:
        return self._leaving_rules(cards, ("discard.wrong-count", "discard.card-not-held", "discard.meld-card"))

    def _leaving_rules(self, cards: tuple[Card, ...], codes: tuple[str, str, str]) -> tuple[str, ...]:
        """The codes of cards leaving the hand of the seat to act (``codes``: wrong number,
        not held, shown meld broken): the first two as they apply, the third when both are right."""
        wrong_count, not_held, meld_card = codes
        hand = self.hands[self.current]
        rest = remove_cards(hand, cards)
        out = [wrong_count] if len(cards) != self.pending else []
        if rest is None:
            out.append(not_held)
        if out or rest is None:
            return tuple(out)
        if self._meld_protected():
            trump = self.trump or "S"
            if meld(self.rs, rest, trump).total < meld(self.rs, hand, trump).total and self._meld_can_be_kept(
                hand, self.pending
            ):
                return (meld_card,)
        return ()

    def _meld_protected(self) -> bool:
        """Whether the cards leaving the hand in this phase may not break its shown meld."""
        rs = self.rs
        if self.phase == "pass_back":
            return bool(rs.passing and rs.passing.bidder_melds_before_passing_back and not self.shoot)
        if self.phase == "discard":
            kd = rs.kitty.discard if rs.kitty else None
            return kd is not None and not kd.may_discard_meld
        return False

    def _meld_can_be_kept(self, hand: tuple[Card, ...], k: int) -> bool:
        """Whether some set of ``k`` cards can leave ``hand`` without lowering its meld.

        Shown meld may not be passed back (001) or discarded (002, 004) — unless every choice
        breaks it, and then any choice is allowed (002: "he has to remove some meld").
        """
        trump = self.trump or "S"
        key = (repr(self.rs.meld), trump, hand, k)  # the meld depends on the meld options alone
        hit = _CAN_KEEP.get(key)
        if hit is None:
            left = RemainderMeld(self.rs, hand, trump)
            full = left.total(())
            # k inert cards leave every meld as it is; else look for a choice that keeps it
            hit = sum(c.index in left.inert for c in hand) >= k or any(
                left.total(combo) == full for combo in _combos(hand, k)
            )
            if len(_CAN_KEEP) >= 1024:
                _CAN_KEEP.clear()
            _CAN_KEEP[key] = hit
        return hit

    def _auction(self) -> AuctionStatus:
        global _LAST_AUCTION
        rs, dealer, bids = self.rs, self.dealer, self.bids
        last = _LAST_AUCTION  # a bid's transition and the next legal_actions() ask about the same bids
        if last is not None and last[2] is bids and last[0] is rs and last[1] == dealer:
            return last[3]
        status = run_auction(rs, dealer, bids)
        _LAST_AUCTION = (rs, dealer, bids, status)
        return status

    def misdeal_rule(self, seat: int) -> str | None:
        """None when ``seat`` may throw the deal in now, else the rule code that forbids it.

        Before bidding begins (001, 004) any player holding the nines may, out of turn too;
        as a first bid (003) only on his own turn.
        """
        rules = self.misdeal_rules(seat)
        return rules[0] if rules else None

    def misdeal_rules(self, seat: int) -> tuple[str, ...]:
        """Every rule code that forbids ``seat`` to throw the deal in now (see :meth:`misdeal_rule`)."""
        if self.phase != "bidding":
            return self.broken_rules(_MISDEAL_ACTION, seat)
        holders = [may_call_misdeal(self.rs, h) for h in self.hands]
        try:
            run_auction(self.rs, self.dealer, (*self.bids, (seat, MISDEAL)), holders)
        except AuctionError as exc:
            return exc.rules
        return ()

    def _exchange_limit(self) -> int:
        """000: each may exchange up to an equal share of the stock (7 cards, 4 players → 5);
        with ``share_remainder_first`` the cards left over go one each to the first drawers."""
        rs = self.rs
        share, left = divmod(rs.stock_size, rs.players)
        if rs.discard_draw is not None and rs.discard_draw.limit == "share_remainder_first":
            assert self.bidder is not None
            share += (self.current - self.bidder) % rs.players < left
        return min(rs.hand_size, share)

    def random_playout(self, rng: Rng) -> HandState:
        """This hand played to its end with uniformly random legal actions; the final state.

        The fast path for simulations and benchmarks: one working copy is advanced in place
        instead of a new state per action.  Every action is drawn from ``legal_actions()``, so
        the result is a state ``apply()`` could have reached action by action; the same
        ``rng`` gives the same hand as ``apply(legal[int(rng.random() * len(legal))])`` step
        by step (tests/test_engine_speedups.py).  ``int(random() * n)`` is uniform to within
        n / 2**53, and one C call instead of ``randrange``'s Python-level rejection loop.
        """
        work = self._copy()
        history = list(self.history)
        rnd: Callable[[], float] = rng.random
        do = _TRANSITIONS
        while work.phase != "done":
            if work.phase == "play" and not work._folds_now():
                work._random_tricks(rnd, history)
                continue
            legal = work._legal_actions()
            action = legal[int(rnd() * len(legal))]
            history.append((work.current, action))
            do[work.phase](work, action)
        _S(work, "history", tuple(history))
        _S(work, "legal", None)
        return work

    def _random_tricks(self, rnd: Callable[[], float], history: list[tuple[int, Action]]) -> None:
        """random_playout's trick play, to the end of the hand: ``_do_play`` once per card.

        The same draws and transitions as ``legal_actions()`` then ``_do_play`` per card (the
        play actions are ``legal_plays`` in order), kept in local lists and written back once.
        ``legal_plays`` is inlined over each hand held as four suit lists (a sorted hand is its
        suits in order, as a card's index is suit-major), with the card winning the trick so far
        kept as cards are played (``trick_winner``'s rule, one card at a time) rather than found
        again per card; tests/test_engine_speedups.py checks the whole hand against ``apply()``.
        """
        rs = self.rs
        play = rs.play
        n = rs.players
        trump = self.trump or "S"
        ti = SUITS.index(trump)
        beat = play.must_beat_when_following
        must_trump, overtrump = play.must_trump_if_void, play.must_overtrump
        first_trump, until_broken = play.lead.first_lead_trump, play.lead.trump_until_broken
        tie = 0 if play.identical_first_wins else 1  # a card beats the winner below its rank index + tie
        beat_led = play.beat_target == "led"  # heading beats the led card, not the winning one
        head_after = play.head_after_trump  # heading still binds once a trump is winning
        winner_leads = play.next_lead == "winner"  # else the lead passes to the last leader's left
        broken_by = play.lead.broken_by
        sitting_out = self.sitting_out
        active = n - (1 if sitting_out is not None else 0)
        by_suit: list[list[list[Card]]] = []
        for hand in self.hands:
            suits: list[list[Card]] = [[], [], [], []]
            for c in hand:
                suits[c.suit_index].append(c)
            by_suit.append(suits)
        left = [len(h) for h in self.hands]
        others = [s for s in range(4) if s != ti]
        trick = list(self.trick)
        cards = list(map(_CARD_OF, trick))
        win: Card | None = None
        win_at = 0
        for k, c in enumerate(cards):  # a trick already begun: its winner so far
            if (
                win is None
                or (c.suit == win.suit and c.rank_index < win.rank_index + tie)
                or (c.suit == trump and win.suit != trump)
            ):
                win, win_at = c, k
        taken = list(self.taken)
        broken = self.trump_broken
        played = self.tricks_played
        seat = self.current
        called, bidder, partner = self.called, self.bidder, self.partner
        while True:
            suits = by_suit[seat]
            prev: Card | None = None
            legal: list[Card] = []
            if win is not None:  # following: the narrowing of tricks.legal_plays
                led = cards[0]
                legal = [(prev := c) for c in suits[led.suit_index] if c is not prev]
                if legal:
                    top = win
                    if head_after and win.suit != led.suit:  # the highest card of the suit led
                        top = _top_of_suit(cards, led.suit, tie)
                    if top.suit == led.suit and (beat == "always" or (beat == "trump_led" and led.suit == trump)):
                        r = (led if beat_led else top).rank_index + tie
                        legal = [c for c in legal if c.rank_index < r] or legal
                elif led.suit != trump and must_trump:
                    legal = [(prev := c) for c in suits[ti] if c is not prev]
                    if legal and overtrump and win.suit == trump:
                        r = win.rank_index + tie
                        legal = [c for c in legal if c.rank_index < r] or legal
            elif played == 0 and first_trump:
                legal = [(prev := c) for c in suits[ti] if c is not prev]
            elif until_broken and not broken:
                legal = [(prev := c) for s in others for c in suits[s] if c is not prev]
            if not legal:
                prev = None
                legal = [(prev := c) for s in suits for c in s if c is not prev]
            card = legal[int(rnd() * len(legal))]
            history.append((seat, _PLAY_OF_INDEX(card.index)))
            suits[card.suit_index].remove(card)
            left[seat] -= 1
            if called is not None and card is called and seat != bidder:
                partner, called = seat, None  # as _do_play: the called card's first other player
            if (
                win is None
                or (card.suit == win.suit and card.rank_index < win.rank_index + tie)
                or (card.suit == trump and win.suit != trump)
            ):
                win, win_at = card, len(cards)
            trick.append((seat, card))
            cards.append(card)
            if len(trick) < active:
                seat = (seat + 1) % n
                if seat == sitting_out:
                    seat = (seat + 1) % n
                continue
            done = tuple(cards)
            taken.append((trick[win_at][0], done))
            seat = trick[win_at][0] if winner_leads else (trick[0][0] + 1) % n
            if seat == sitting_out:
                seat = (seat + 1) % n
            trick, cards, win = [], [], None
            played += 1
            if not broken and _breaks_trump(done, trump, broken_by):
                broken = True
            if not left[seat]:
                break
        _S(self, "hands", tuple(tuple(c for s in suits for c in s) for suits in by_suit))
        _S(self, "trick", ())
        _S(self, "taken", tuple(taken))
        _S(self, "tricks_played", played)
        _S(self, "trump_broken", broken)
        _S(self, "leader", seat)
        _S(self, "current", seat)
        _S(self, "partner", partner)
        _S(self, "called", called)
        self._score(folded=False)

    # ------------------------------------------------------------------ transitions
    def _advance(self, a: Action) -> HandState:
        st = self._copy()
        _S(st, "legal", None)
        _S(st, "history", (*self.history, (self.current, a)))
        getattr(st, "_do_" + self.phase)(a)
        return st

    def _do_bidding(self, a: Action) -> None:
        rs = self.rs
        if a.kind == "misdeal":
            self._finish_redeal()
            return
        bid: Bid = a.amount if a.kind == "bid" and a.amount is not None else PASS
        _S(self, "bids", (*self.bids, (self.current, bid)))
        status = self._auction()
        if status.status == "open":
            assert status.next_bidder is not None
            _S(self, "current", status.next_bidder)
        elif status.status == "redeal":
            self._finish_redeal()
        else:
            _S(self, "bidder", status.winner)
            _S(self, "contract", status.contract)
            _S(self, "current", status.winner)
            kit = rs.kitty
            if kit is not None and kit.taken == "before_trump":
                self._take_kitty()
            _S(self, "phase", PHASE_AFTER_AUCTION)

    def _finish_redeal(self) -> None:
        _S(self, "phase", "done")
        _S(self, "scored", None)

    def _take_kitty(self) -> None:
        assert self.bidder is not None
        hands = list(self.hands)
        hands[self.bidder] = tuple(sorted(hands[self.bidder] + self.kitty, key=_INDEX))
        _S(self, "hands", tuple(hands))
        _S(self, "kitty", ())

    def _do_trump(self, a: Action) -> None:
        if a.kind == "concede":
            _S(self, "scored", score_concession(self.rs, self.dealer, self.hands, None))
            _S(self, "phase", "done")
            return
        _S(self, "trump", a.suit)
        self._after_trump()

    def may_concede(self) -> bool:
        """002 (96-card comment): the dealer stuck with the bid may throw the hand in."""
        concede = self.rs.bidding.stuck_dealer_may_concede
        return (
            concede is not None
            and self.phase == ("trump" if concede.when == "before_trump" else "call")
            and self.bidder == self.dealer
            and all(b == PASS for _, b in self.bids)
        )

    def _after_trump(self) -> None:
        rs = self.rs
        if rs.partner.method != "none" and rs.partner.when == "after_trump" and not self.partner_known:
            self._find_partner()
            if self.phase in ("partner_chance", "call"):
                return
        if rs.kitty is not None and self.kitty:
            self._take_kitty()
        if rs.partner.method != "none" and not self.partner_known:
            self._find_partner()
            if self.phase in ("partner_chance", "call"):
                return
        self._after_partner()

    def _find_partner(self) -> None:
        rs = self.rs
        assert self.bidder is not None and self.trump is not None
        method = rs.partner.method
        if rs.partner.when == "after_meld" and method in ("random", "called_card"):
            # 002's 96-card game: everyone melds before the partner is called, so the meld
            # laid down now is the meld counted, whatever cards change hands afterwards
            _S(self, "melds", tuple(meld(rs, h, self.trump) for h in self.hands))
        if method == "random":
            _S(self, "phase", "partner_chance")
            _S(self, "current", CHANCE)
        elif method == "called_card":
            _S(self, "phase", "call")
            _S(self, "current", self.bidder)
        else:
            ranks = "ATKQJ" if rs.partner.no_ace_or_ten == "next_rank" else "AT"
            _S(self, "partner", self._holder_left_of_bidder([Card.from_str(r + self.trump) for r in ranks]))
            _S(self, "partner_known", True)

    def _unheld_call_refused(self, card: Card) -> bool:
        """002 comment 1, read with ``partner.unheld_call`` refused: no other player holds ``card``."""
        if self.rs.partner.unheld_call != "refused":
            return False
        return not any(card in h for s, h in enumerate(self.hands) if s != self.bidder)

    def _holder_left_of_bidder(self, wanted: Sequence[Card]) -> int | None:
        """002: the first player left of the bidder holding the first wanted card, else the next."""
        assert self.bidder is not None
        n = self.rs.players
        for card in wanted:
            for i in range(1, n):
                seat = (self.bidder + i) % n
                if card in self.hands[seat]:
                    return seat
        return None

    def _do_partner_chance(self, a: Action) -> None:
        _S(self, "partner", a.amount)
        _S(self, "current", self.bidder)
        _S(self, "partner_known", True)
        self._after_trump()

    def _do_call(self, a: Action) -> None:
        if a.kind == "concede":  # the stuck dealer throws the hand in after naming trump
            _S(self, "scored", score_concession(self.rs, self.dealer, self.hands, self.trump))
            _S(self, "phase", "done")
            return
        _S(self, "partner_known", True)
        if a.kind == "alone":
            self._after_trump()
            return
        card = a.cards[0]
        if self.rs.partner.called_holder == "first_to_play":
            # 002's 96-card game, read as: whoever other than the bidder first plays a copy
            _S(self, "called", card)
            self._after_trump()
            return
        partner = self._holder_left_of_bidder([card])
        _S(self, "partner", partner)
        if partner is not None and self.rs.partner.transfer_called_card:
            assert self.bidder is not None
            hands = list(self.hands)
            rest = remove_cards(hands[partner], [card])
            assert rest is not None
            hands[partner] = rest
            hands[self.bidder] = tuple(sorted((*hands[self.bidder], card), key=_INDEX))
            _S(self, "hands", tuple(hands))
            if self.rs.partner.give_back:
                _S(self, "phase", "give_back")
                _S(self, "pending", self.rs.partner.give_back)
                _S(self, "current", self.bidder)
                return
        self._after_trump()

    def _do_give_back(self, a: Action) -> None:
        assert self.bidder is not None and self.partner is not None
        self._move(self.bidder, self.partner, a.cards)
        self._after_trump()

    def _move(self, src: int, dst: int, cards: tuple[Card, ...]) -> None:
        hands = list(self.hands)
        rest = remove_cards(hands[src], cards)
        assert rest is not None
        hands[src] = rest
        hands[dst] = tuple(sorted(hands[dst] + cards, key=_INDEX))
        _S(self, "hands", tuple(hands))

    def _team_partner(self) -> int | None:
        """The bidder's partner for passing: the called/found partner, or the fixed teammate."""
        if self.partner is not None:
            return self.partner
        assert self.bidder is not None
        team = next((t for t in self.rs.sides.teams if self.bidder in t), ())
        mates = [s for s in team if s != self.bidder]
        return mates[0] if mates else None

    def _after_partner(self) -> None:
        rs = self.rs
        mate = self._team_partner()
        if rs.passing is not None and mate is not None:
            _S(self, "phase", "pass")
            _S(self, "pending", rs.passing.count)
            _S(self, "current", mate)
            return
        self._after_passing()

    def _do_pass(self, a: Action) -> None:
        assert self.bidder is not None
        self._move(self.current, self.bidder, a.cards)
        if self.rs.passing is not None and self.rs.passing.back:
            _S(self, "phase", "pass_back")
            _S(self, "current", self.bidder)
            return
        self._after_passing()

    def _do_pass_back(self, a: Action) -> None:
        if a.kind == "shoot":
            _S(self, "shoot", True)
            shoot = self.rs.scoring.shoot
            if shoot is not None and shoot.partner_sits_out:
                _S(self, "sitting_out", self._team_partner())
            return
        mate = self._team_partner()
        assert mate is not None
        if self.rs.passing is not None and self.rs.passing.bidder_melds_before_passing_back:
            # 001: the bidder shows his meld before passing back; it counts as shown
            _S(self, "bidder_meld", meld(self.rs, self.hands[self.current], self.trump or "S"))
        self._move(self.current, mate, a.cards)
        self._after_passing()

    def _after_passing(self) -> None:
        rs = self.rs
        kd = rs.kitty.discard if rs.kitty else None
        if kd is not None:
            _S(self, "phase", "discard")
            _S(self, "pending", kd.count)
            _S(self, "current", self.bidder)
            return
        self._after_discard()

    def _do_discard(self, a: Action) -> None:
        assert self.bidder is not None
        hands = list(self.hands)
        rest = remove_cards(hands[self.bidder], a.cards)
        assert rest is not None
        hands[self.bidder] = rest
        _S(self, "hands", tuple(hands))
        _S(self, "discarded", a.cards)
        kd = self.rs.kitty.discard if self.rs.kitty else None
        if kd is not None and kd.when == "after_meld" and (kd.may_discard_meld or kd.broken_meld_counts):
            # meld was shown and counted before the discard, which may then include meld cards
            _S(self, "bidder_meld", meld(self.rs, self.hands[self.bidder] + a.cards, self.trump or "S"))
        if kd is not None and kd.announce_trump and any(c.suit == self.trump for c in a.cards):
            _S(self, "phase", "announce")  # 002: the bidder must tell the table he discarded trump
            return
        self._after_discard()

    def _do_announce(self, a: Action) -> None:
        self._after_discard()

    def _after_discard(self) -> None:
        if self.rs.discard_draw is not None:
            _S(self, "phase", "exchange")
            _S(self, "current", self.bidder)
            _S(self, "exchanged", 0)
            return
        self._start_play()

    def _do_exchange(self, a: Action) -> None:
        rs = self.rs
        hands = list(self.hands)
        seat = self.current
        rest = remove_cards(hands[seat], a.cards)
        assert rest is not None
        k = len(a.cards)
        dd = rs.discard_draw
        if dd is not None and dd.replacements == "one_per_round":
            hands[seat] = rest  # the replacements wait until everyone has discarded
            owed = list(self.owed or (0,) * rs.players)
            owed[seat] = k
            _S(self, "owed", tuple(owed))
        else:
            hands[seat] = tuple(sorted(rest + self.stock[:k], key=_INDEX))
            _S(self, "stock", self.stock[k:])
        _S(self, "hands", tuple(hands))
        _S(self, "exchanged", self.exchanged + 1)
        if self.exchanged >= self.rs.players:
            if self.owed:
                self._deal_replacements()
            self._start_play()
        else:
            _S(self, "current", (seat + 1) % rs.players)

    def _deal_replacements(self) -> None:
        """000, one_per_round: the replacements dealt from the top of the stock one card a
        round, starting with the bid winner and going clockwise, passing over every player
        who has all he discarded, until nobody is owed a card."""
        assert self.bidder is not None
        n = self.rs.players
        owed = list(self.owed)
        order = [(self.bidder + i) % n for i in range(n)]
        drawn: list[list[Card]] = [[] for _ in range(n)]
        stock = self.stock
        pos = 0
        while any(owed):
            for seat in order:
                if owed[seat]:
                    drawn[seat].append(stock[pos])
                    pos += 1
                    owed[seat] -= 1
        _S(
            self,
            "hands",
            tuple(tuple(sorted(h + tuple(d), key=_INDEX)) for h, d in zip(self.hands, drawn, strict=True)),
        )
        _S(self, "stock", stock[pos:])
        _S(self, "owed", ())

    def _start_play(self) -> None:
        rs = self.rs
        assert self.trump is not None and self.bidder is not None
        melds = self.melds or tuple(
            self.bidder_meld if seat == self.bidder and self.bidder_meld is not None else meld(rs, h, self.trump)
            for seat, h in enumerate(self.hands)
        )
        _S(self, "melds", melds)
        _S(self, "pending", 0)
        if rs.scoring.fold_at == "after_meld" and self._folds():
            self._score(folded=True)
            return
        _S(self, "phase", "play")
        _S(self, "leader", self.bidder)
        _S(self, "current", self.bidder)

    def _folds(self) -> bool:
        """003 double deck: the declaring side fails automatically, its meld counted, when the
        declarer holds no marriage in trump or the side's meld is under the minimum."""
        assert self.trump is not None and self.bidder is not None and self.melds is not None
        mins = self.rs.meld.minimums
        folded = False
        if mins.declarer_trump_marriage:
            hand = self.hands[self.bidder]
            folded = Card.from_str("K" + self.trump) not in hand or Card.from_str("Q" + self.trump) not in hand
        if mins.declaring_side is not None:
            side = self.sides()[0]
            folded = folded or sum(self.melds[s].total for s in side) < mins.declaring_side
        return folded

    def _folds_now(self) -> bool:
        """``scoring.fold_at`` ``first_play``: the fold falls due as the first card is played."""
        return not self.tricks_played and not self.trick and self.rs.scoring.fold_at == "first_play" and self._folds()

    def _do_play(self, a: Action) -> None:
        rs = self.rs
        if self._folds_now():  # the other reading of 003: the hand fails at the first card play
            self._score(folded=True)
            return
        seat = self.current
        card = a.cards[0]
        hands = list(self.hands)
        held = hands[seat]
        i = held.index(card)  # legality was checked: the card is held
        hands[seat] = held[:i] + held[i + 1 :]
        _S(self, "hands", tuple(hands))
        if self.called is not None and card is self.called and seat != self.bidder:
            _S(self, "partner", seat)  # the first other player to play the called card
            _S(self, "called", None)
        trick = (*self.trick, (seat, card))
        active = rs.players - (1 if self.sitting_out is not None else 0)
        if len(trick) < active:
            _S(self, "trick", trick)
            nxt = (seat + 1) % rs.players
            if nxt == self.sitting_out:
                nxt = (nxt + 1) % rs.players
            _S(self, "current", nxt)
            return
        trump = self.trump or "S"
        cards = tuple(map(_CARD_OF, trick))
        winner = trick[trick_winner(cards, trump, self.rs.play.identical_first_wins)][0]
        _S(self, "taken", (*self.taken, (winner, cards)))
        _S(self, "trick", ())
        _S(self, "tricks_played", self.tricks_played + 1)
        if not self.trump_broken and _breaks_trump(cards, trump, rs.play.lead.broken_by):
            _S(self, "trump_broken", True)
        nxt = winner
        if rs.play.next_lead == "leader_left":
            nxt = (trick[0][0] + 1) % rs.players
            if nxt == self.sitting_out:
                nxt = (nxt + 1) % rs.players
        _S(self, "leader", nxt)
        _S(self, "current", nxt)
        if not hands[winner]:  # every player who plays holds as many cards as the winner
            self._score(folded=False)

    def _score(self, folded: bool) -> None:
        assert self.bidder is not None and self.contract is not None and self.trump is not None
        assert self.melds is not None
        _S(
            self,
            "scored",
            score_hand(
                self.rs,
                self.bidder,
                self.contract,
                self.sides(),
                self.melds,
                self.taken,
                shoot=self.shoot,
                folded=folded,
                discarded=self.discarded,
            ),
        )
        _S(self, "phase", "done")

    def renege(self, offender: int) -> HandState:
        """000: the hand ends on a renege; the offender goes back the bid, others keep their meld."""
        if self.rs.scoring.renege is None or self.bidder is None or self.contract is None:
            raise IllegalActionError("renege.not-in-ruleset", "this ruleset has no renege scoring", self._position())
        st = self._copy()
        melds = self.melds or tuple(meld(self.rs, h, self.trump or "S") for h in self.hands)
        _S(
            st,
            "scored",
            score_renege(self.rs, self.bidder, self.contract, self.sides(), melds, offender, self._undrawn()),
        )
        _S(st, "phase", "done")
        return st

    def _undrawn(self) -> tuple[int, ...]:
        """000: the seats whose turn to exchange had not come when the hand stopped, when the
        ruleset reads them as having no meld to keep (``scoring.renege.undrawn_meld`` none)."""
        renege = self.rs.scoring.renege
        if self.phase != "exchange" or renege is None or renege.undrawn_meld != "none":
            return ()
        n = self.rs.players
        return tuple((self.current + k) % n for k in range(1, n - self.exchanged))


def _top_of_suit(cards: Sequence[Card], suit: str, tie: int) -> Card:
    """The highest card of ``suit`` among ``cards`` (trick_winner's rule; one is of the suit)."""
    top = next(c for c in cards if c.suit == suit)
    for c in cards:
        if c.suit == suit and c.rank_index < top.rank_index + tie:
            top = c
    return top


def _breaks_trump(cards: Sequence[Card], trump: str, broken_by: str) -> bool:
    """Whether a finished trick breaks trump: any trump in it, or (``trumping_in``) a trump
    played to a trick whose led card is of another suit."""
    if broken_by == "trumping_in" and cards[0].suit == trump:
        return False
    return any(c.suit == trump for c in cards)


def _make_copier() -> Callable[[HandState], HandState]:
    """A straight-line copier of every slot (apply() is the hot path of a random hand)."""
    body = "".join(f"    _S(st, {n!r}, self.{n})\n" for n in HandState.__slots__)
    src = f"def copy(self):\n    st = _new(HandState)\n{body}    return st\n"
    scope: dict[str, object] = {"_S": _S, "_new": object.__new__, "HandState": HandState}
    exec(src, scope)
    return cast(Callable[[HandState], HandState], scope["copy"])


_COPY = _make_copier()


_PLAY_OF_INDEX = PLAY_ACTIONS.__getitem__
_TRUMP_ACTIONS = tuple(Action("trump", suit=s) for s in SUITS)
_PASS_ACTION = Action("pass")
_LAST_AUCTION: tuple[Ruleset, int, tuple[tuple[int, Bid], ...], AuctionStatus] | None = None
"""The last ``HandState._auction()`` answer, by identity of its bids (held here, so never reused)."""
_TRANSITIONS: dict[str, Callable[[HandState, Action], None]] = {
    name[4:]: fn for name, fn in vars(HandState).items() if name.startswith("_do_")
}
"""Phase name -> its transition, ``_do_<phase>`` (random_playout's dispatch)."""
_ANNOUNCE = Action("announce")
_MISDEAL_ACTION = Action("misdeal")
_BIDDING_KINDS: Final = frozenset({"bid", "pass", "misdeal"})
_EXPECTED: Final[dict[str, tuple[str, ...]]] = {
    "bidding": ("bid", "pass", "misdeal"),
    "trump": ("trump", "concede"),
    "partner_chance": ("partner",),
    "call": ("call", "alone", "concede"),
    "give_back": ("give",),
    "pass": ("give",),
    "pass_back": ("give", "shoot"),
    "discard": ("discard",),
    "announce": ("announce",),
    "exchange": ("exchange",),
    "play": ("play",),
}
"""The kinds of action each phase takes; the first names the phase's code ``phase.expected-*``."""


@functools.lru_cache(maxsize=1024)
def _bids_from(low: int, minimum: int, maximum: int, increment: int) -> tuple[Action, ...]:
    """Every bid from ``low`` to ``maximum`` on the grid ``minimum + k * increment``."""
    return tuple(bid_action(a) for a in range(low, maximum + 1, increment) if (a - minimum) % increment == 0)


_CAN_KEEP: dict[tuple[str, str, tuple[Card, ...], int], bool] = {}
"""_meld_can_be_kept's answers: the same hand is often judged again (replays, variants)."""


class RemainderMeld:
    """Meld totals of a hand once some of its cards have left it, each distinct effect counted once.

    ``meld_counts`` never reads the ten or the nine of a suit other than trump (they belong to
    no meld of any document), so two choices that differ only in such *inert* cards leave the
    same meld (tests/test_engine_speedups.py checks this against counting every remainder).
    """

    def __init__(self, rs: Ruleset, hand: tuple[Card, ...], trump: str) -> None:
        self.rs, self.trump = rs, trump
        self.counts = counts_of(hand)
        t = SUITS.index(trump)
        self.inert = frozenset(s * 6 + r for s in range(4) if s != t for r in (1, 5))  # ten, nine
        self._memo: dict[tuple[Card, ...], int] = {}

    def total(self, cards: tuple[Card, ...]) -> int:
        """The meld total of the hand without ``cards`` (a sub-multiset of it, in canonical order)."""
        inert = self.inert
        key = tuple([c for c in cards if c.index not in inert])
        hit = self._memo.get(key)
        if hit is None:
            counts = self.counts[:]
            for c in key:
                counts[c.index] -= 1
            hit = self._memo[key] = meld_counts(self.rs, counts, self.trump).total
        return hit


def _combos(hand: tuple[Card, ...], k: int) -> list[tuple[Card, ...]]:
    """Distinct sub-multisets of ``hand`` with ``k`` cards, in canonical (sorted) order.

    Generated directly from the distinct cards and their copies, smallest first, so each
    sub-multiset is made once: C(24, 6) is 134,596 tuples, while a 96-card hand of 24 has
    about a fifth as many distinct ones.
    """
    if k == 0:
        return [()]
    distinct = sorted(set(hand), key=_INDEX)
    copies = [hand.count(c) for c in distinct]
    if k > len(hand):
        return []
    n = len(distinct)
    left = [0] * (n + 1)  # how many cards can still be taken from distinct card i onwards
    for i in range(n - 1, -1, -1):
        left[i] = copies[i] + left[i + 1]
    reps = [[(c,) * t for t in range(copies[i] + 1)] for i, c in enumerate(distinct)]
    out: list[tuple[Card, ...]] = []

    def extend(start: int, need: int, pre: tuple[Card, ...]) -> None:
        for i in range(start, n):
            if left[i] < need:
                return
            rep = reps[i]
            for take in range(copies[i] if copies[i] < need else need, 0, -1):  # more copies sort first
                if take == need:
                    out.append(pre + rep[take])
                else:
                    extend(i + 1, need - take, pre + rep[take])

    extend(0, k, ())
    return out
