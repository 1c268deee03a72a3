"""Rulesets: every rule option of the five source documents, as frozen typed data.

A ruleset is a JSON document (``schemas/ruleset.schema.json``) loaded with
:func:`Ruleset.from_dict`.  Variants are data: the engine never branches on a ruleset id.
Field names below are the JSON field names.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import json
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from .cards import DECKS, RANKS
from .errors import MalformedRulesetError

MELD_KINDS: tuple[str, ...] = (
    "run",
    "run_extra_card",
    "run_extra_king",
    "run_extra_queen",
    "run_extra_marriage",
    "double_royal_marriage",
    "royal_marriage",
    "common_marriage",
    "aces_around",
    "kings_around",
    "queens_around",
    "jacks_around",
    "roundhouse",
    "pinochle",
    "nine_of_trump",
)
"""Every meld any document names; a ruleset gives values only for the melds it knows."""

SideKind = Literal["individual", "fixed", "bidder_and_partner"]
PartnerMethod = Literal["none", "holder_of_trump_ace_then_ten", "called_card", "random"]
Requirement = Literal["none", "trick", "counter", "point"]
HeadRule = Literal["always", "trump_led", "never"]


@dataclass(frozen=True, slots=True)
class Source:
    document: str
    sections: tuple[str, ...]


class _Absent:
    """Marks a reading that records no machine-readable value (``value`` may itself be null)."""

    _instance: _Absent | None = None

    def __new__(cls) -> _Absent:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "ABSENT"


ABSENT: Any = _Absent()
"""The ``value`` of a reading that gives none (a prose-only reading such as ``source``)."""


@dataclass(frozen=True, slots=True)
class Reading:
    """How an ambiguous or garbled passage is read, and why (a recorded choice).

    ``value`` is the JSON value the ruleset takes at the dotted path ``option`` (it must equal
    the document's data there); ``alternatives`` are the other values a reader could take, each
    a valid ruleset when substituted; ``rule`` is the catalogue ambiguity entry that lists them.
    A reading that is not one option value (``source``) has no value (:data:`ABSENT`).
    """

    option: str
    reading: str
    why: str
    value: Any = ABSENT
    alternatives: tuple[Any, ...] = ()
    rule: str = ""

    @property
    def has_value(self) -> bool:
        return self.value is not ABSENT


@dataclass(frozen=True, slots=True)
class Sides:
    """Who plays with whom.

    ``individual``: everyone for themselves (000, 001 3-handed, 004 3-handed).
    ``fixed``: the listed ``teams`` of seats (partners opposite; 001's three teams of two).
    ``bidder_and_partner``: the bidder and a partner found after bidding (see :class:`Partner`)
    against everyone else as one side (002).
    """

    kind: SideKind
    teams: tuple[tuple[int, ...], ...] = ()
    others: Literal["one_side", "each"] = "one_side"
    """With ``bidder_and_partner``: the other players pool their meld and tricks as ``one_side``
    (the suite's reading of 002), or score ``each`` for himself."""


@dataclass(frozen=True, slots=True)
class Partner:
    """How the bidder's partner is found when ``sides.kind`` is ``bidder_and_partner``.

    ``holder_of_trump_ace_then_ten``: the first player to the bidder's left holding the ace
    of trump, else the ten (002 main text).  ``called_card``: the bidder names any card and the
    first holder to the bidder's left is the partner (002 comments).  ``random``: drawn at
    random after bidding (001, 5-handed).  ``when``: right after trump is named, after the
    bidder has taken the kitty, or after everyone has shown meld (002's 96-card comment: trump,
    then meld, then the bidder calls a card or plays alone); the last two differ in when meld
    is laid down, and so in which cards it counts when the called card changes hands.
    ``called_holder``: which holder of a called card is the partner when several others hold
    it (002's 96-card comment: four copies of each card, and play goes on until the card is
    played).  ``first_left``: the first holder to the bidder's left, fixed at the call;
    ``first_to_play``: nobody until a player other than the bidder plays a copy of it, who
    is then the partner (the bidder plays alone if no other player ever does).
    ``no_ace_or_ten``: with ``holder_of_trump_ace_then_ten``, when no other player holds an
    ace or a ten of trump: the bidder plays ``alone``, or the search goes on down the ranks
    (``next_rank``: king, queen, then jack of trump).  ``unheld_call``: with ``called_card``,
    a call of a card no other player holds leaves the bidder ``alone``, or is ``refused``.
    """

    method: PartnerMethod = "none"
    when: Literal["after_trump", "after_kitty", "after_meld"] = "after_trump"
    may_play_alone: bool = False
    transfer_called_card: bool = False
    give_back: int = 0
    partner_meld_counts: bool = True
    called_holder: Literal["first_left", "first_to_play"] = "first_left"
    no_ace_or_ten: Literal["alone", "next_rank"] = "alone"
    unheld_call: Literal["alone", "refused"] = "alone"


@dataclass(frozen=True, slots=True)
class DealStep:
    """One packet of a deal: ``count`` cards to each player in turn, or to the kitty."""

    to: Literal["each", "kitty"]
    count: int


FirstPacket = Literal["dealer_left", "dealer", "dealer_right"]


@dataclass(frozen=True, slots=True)
class Deal:
    """The packet ``schedule``, who receives the first packet of each round, and the rotation.

    ``first_packet``: ``dealer_left`` goes clockwise from the dealer's left, the dealer last
    (000 and 004 say so; 001, 002 and 003 are silent); ``dealer`` goes clockwise from the
    dealer himself; ``dealer_right`` goes counterclockwise from the dealer's right, the dealer
    last.  ``rotation``: who deals the next hand, the player on the dealer's ``left`` (000,
    001 and 004 say so) or on his ``right``.
    """

    schedule: tuple[DealStep, ...]
    rotation: Literal["left", "right"] = "left"
    first_packet: FirstPacket = "dealer_left"

    def order(self, dealer: int, players: int) -> tuple[int, ...]:
        """The seats in the order each round of packets reaches them."""
        if self.first_packet == "dealer_right":
            return tuple((dealer - 1 - i) % players for i in range(players))
        start = dealer if self.first_packet == "dealer" else dealer + 1
        return tuple((start + i) % players for i in range(players))


@dataclass(frozen=True, slots=True)
class KittyDiscard:
    count: int
    when: Literal["before_meld", "after_meld"] = "before_meld"
    may_discard_meld: bool = True
    announce_trump: bool = False
    counts_for: Literal["bidder", "nobody"] = "bidder"
    """Whose trick points the counters in the discard are (no document says; read as the bidder's)."""
    broken_meld_counts: bool = False
    """With ``when`` after_meld and ``may_discard_meld`` false, whether meld the bidder is forced
    to break up in the discard still counts: false, his meld is what his kept hand holds (the
    suite's reading of 002); true, the meld shown before the discard counts whole."""


@dataclass(frozen=True, slots=True)
class Kitty:
    size: int
    taken: Literal["before_trump", "after_trump"] = "before_trump"
    shown: bool = False
    discard: KittyDiscard | None = None


@dataclass(frozen=True, slots=True)
class Misdeal:
    """A hand may be thrown in when a player holds ``min_nines`` nines (or more, up to
    ``max_nines`` when it is set: 001's "five 9s" read as exactly five)."""

    min_nines: int
    requires_no_meld: bool = False
    max_nines: int | None = None
    when: Literal["before_bidding", "before_any_call", "as_first_bid", "as_opening_bid"] = "before_bidding"
    """``before_bidding``: by the holder before anyone bids, out of turn (001, 004);
    ``before_any_call``: the same, only while nobody has bid or passed (001's other reading);
    ``as_first_bid``: in place of the caller's first call, on his turn, whatever others bid
    (003, the suite's reading); ``as_opening_bid``: the same, only while nobody has bid."""
    caller: Literal["holder", "anyone"] = "holder"
    """``holder``: only the player holding the nines may call it; ``anyone``: any player may,
    once some player holds them (004 says only that a misdeal "may be called")."""


@dataclass(frozen=True, slots=True)
class Concede:
    """002 (96-card comment): a stuck dealer may throw the hand in, losing ``penalty``; every
    other player then scores his meld.  ``when``: ``before_trump``, in place of naming trump, so
    the meld is counted without a trump suit (the suite's reading); ``after_trump``, once he has
    named trump, at the call of a partner card, the meld counted with that trump."""

    penalty: int
    when: Literal["before_trump", "after_trump"] = "before_trump"


@dataclass(frozen=True, slots=True)
class Bidding:
    style: Literal["single_round", "auction"]
    minimum: int
    increment: int
    maximum: int
    first_bidder_opens: bool = False
    all_pass: Literal["dealer_stuck", "redeal"] = "dealer_stuck"
    stuck_amount: int | None = None
    stuck_dealer: Literal["may_pass", "must_bid", "no_turn"] = "may_pass"
    """With ``dealer_stuck``, when every other player has passed without a bid: ``may_pass``
    the dealer keeps his turn, may bid, and is held to the stuck amount if he passes too;
    ``must_bid`` he keeps his turn and may not pass; ``no_turn`` the auction ends at once."""
    misdeal: Misdeal | None = None
    stuck_dealer_may_concede: Concede | None = None


@dataclass(frozen=True, slots=True)
class Passing:
    """Cards passed from the bidder's partner to the bidder, and the same number back."""

    count: int
    back: bool = True
    bidder_melds_before_passing_back: bool = False


@dataclass(frozen=True, slots=True)
class DiscardDraw:
    """000: after bidding each player may discard and draw as many cards; bidder draws first.

    ``replacements`` is how the dealer hands out the cards drawn.  000 has him deal them from
    the top of the stock starting with the bid winner and going clockwise, each player getting
    as many as he discarded, without saying how they are grouped: with ``all_at_once`` (the
    suite's reading) each player in turn receives all his replacements together as soon as he
    has discarded; with ``one_per_round`` everyone discards first, then the dealer goes round
    from the bid winner one card at a time, as in the deal, passing over players who already
    have all they asked for, until each holds as many as he discarded
    (catalogue ``bruce.draw.replacements-at-once``).

    ``limit``: each player may exchange at most the stock divided equally among the players,
    rounded down (``equal_share_of_stock``), or with the cards that division leaves over one
    more each for the first players in the drawing order, from the bid winner clockwise
    (``share_remainder_first``; catalogue ``bruce.draw.limit-other-tables``).
    """

    limit: Literal["equal_share_of_stock", "share_remainder_first"] = "equal_share_of_stock"
    replacements: Literal["all_at_once", "one_per_round"] = "all_at_once"


@dataclass(frozen=True, slots=True)
class Roundhouse:
    """A named meld replacing its components, e.g. K/Q around plus the four marriages.

    Every roundhouse the cards make is formed, each taking one of every component; with
    ``declared`` ``when_not_lower`` none is formed where the components counted apart are
    worth more (double queens around beside four kings stays whole); with ``always`` they
    are formed even then.  001 and 002 value one roundhouse only.
    """

    components: tuple[str, ...]
    value: int
    declared: Literal["when_not_lower", "always"] = "when_not_lower"
    run_marriage: bool = False
    """Whether a run's king and queen of trump may stand as the roundhouse's trump marriage, the
    run still counting (001 is silent; false is the suite's reading)."""
    replaces: bool = True
    """Whether the roundhouse takes the place of its components (true) or scores beside them,
    the components still counted (002's main text lists it beside the arounds; true is the
    suite's reading)."""


@dataclass(frozen=True, slots=True)
class MeldMinimums:
    declarer_trump_marriage: bool = False
    declaring_side: int | None = None
    defenders: int | None = None


@dataclass(frozen=True, slots=True)
class Meld:
    """Meld values.  ``values[kind][n]`` is the worth of ``n`` copies of a meld made at once
    (a double pinochle is ``pinochle`` with n=2); a count above the largest listed n is
    made of groups of the largest n first (see :func:`reference_engine.meld.multiple_value`).
    """

    values: Mapping[str, Mapping[int, int]]
    run_extras: Literal["none", "per_card", "named"] = "none"
    roundhouse: Roundhouse | None = None
    minimums: MeldMinimums = MeldMinimums()
    run_marriage_counts: bool = False
    """Whether the king and queen inside a run of trump also score as a royal marriage: false,
    the run holds its marriage (000 says so; the suite's reading of 001 and 002); true, a run
    alone is also a royal marriage."""
    run_yields_to_double_royal: bool = True
    """Without named run extras, whether a run's king and queen of trump may go to a double (triple,
    quadruple) royal marriage instead when that scores more (true, the suite's reading of 003);
    false, the run stands and only the trump kings and queens outside it marry."""


@dataclass(frozen=True, slots=True)
class Lead:
    first_lead_trump: bool = False
    trump_until_broken: bool = False
    broken_by: Literal["any_trump", "trumping_in"] = "any_trump"
    """What breaks trump for ``trump_until_broken``: ``any_trump``, any trump played to a trick,
    a trump led by a player holding nothing else included (the suite's reading of 000);
    ``trumping_in``, only a trump played to a trick of another suit led (000's "at this point")."""


@dataclass(frozen=True, slots=True)
class Play:
    lead: Lead = Lead()
    must_beat_when_following: HeadRule = "always"
    must_trump_if_void: bool = True
    must_overtrump: bool = True
    identical_first_wins: bool = True
    """Of two identical cards that would win a trick, the first played wins (000, 001, 004);
    false: the later one beats it (a reading of 002, which does not say)."""
    next_lead: Literal["winner", "leader_left"] = "winner"
    """Who leads each trick after the first: ``winner``, the player who took the last trick (the
    suite's reading of 001, 003 and 004, which say only who leads the first); ``leader_left``,
    the player left of the last trick's leader (one sitting out passed over)."""
    beat_target: Literal["winning", "led"] = "winning"
    """The card a player following suit under ``must_beat_when_following`` must beat:
    ``winning``, the card taking the trick so far (000, 001, 003 say so; the suite's reading of
    004 "To play", whose "beat it" on a trump lead does not say which card); ``led``, the led
    card: a player holding a card of the led suit above the led card must play one, even if it
    does not top a higher one played since, and may play any card of the suit only when he holds
    none above the led card (the other reading of 004).  Either way the duty applies only while
    a card of the led suit is winning, and "above" follows ``identical_first_wins``."""
    head_after_trump: bool = False
    """Whether the duty to beat under ``must_beat_when_following`` outlives a trump on a plain
    lead: false, once a trump is winning any card of the led suit will do (the suite's reading
    of 002's 96-card heading); true, a player following suit must still play above the highest
    card of the led suit played so far when he can."""


@dataclass(frozen=True, slots=True)
class Counters:
    values: Mapping[str, int]
    last_trick: int


@dataclass(frozen=True, slots=True)
class SetRule:
    penalty: Literal["bid", "double_bid"] = "bid"
    keeps: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Renege:
    """000: the offender loses the hand's points and goes back the bid; others keep meld."""

    offender_penalty: Literal["bid"] = "bid"
    others_keep: Literal["meld", "nothing"] = "meld"
    trump_lead: Literal["renege", "refused"] = "renege"
    """A lead of trump before it is broken: ``renege`` ends the hand as a renege like any other
    breach of the rules of trick taking (000's renege paragraph; the suite's reading);
    ``refused`` only refuses the lead, and the player leads again."""
    over_limit: Literal["refused", "renege"] = "refused"
    """An exchange of more cards than the limit allows: ``refused``, the player exchanges again
    (000 names only a wrong draw and a breach of trick taking as reneges; the suite's reading);
    ``renege`` ends the hand as a renege by that player, like a draw of the wrong number."""
    undrawn_meld: Literal["held", "none"] = "held"
    """A renege during the draw, before some players' turn to exchange: ``held``, each of them
    keeps the meld of the hand he holds (the suite's reading of 000's 'the others keep their
    meld'); ``none``, a player who never reached the meld count has no meld to keep."""


@dataclass(frozen=True, slots=True)
class Shoot:
    """001 "playing 1000": the bidding side takes every counter or loses ``points``."""

    points: int
    partner_sits_out: bool = True
    needs: Literal["every_counter", "every_trick"] = "every_counter"
    """What the bidding side must take for the shoot to succeed: every counter (a trick lost
    without one does not spoil it), or every trick (a reading of 001's "every point of every trick")."""
    opponents_keep_nines: bool = False
    """Whether the opponents keep their nines of trump when the shoot is made: false, their whole
    meld is wiped out (001 counts it only if the shoot fails; the suite's reading); true, they
    keep the nines a side keeps even when it takes no counter."""


@dataclass(frozen=True, slots=True)
class Scoring:
    make_bid: Literal["at_least", "exceed"] = "at_least"
    bidder_requires: Requirement = "none"
    keep_meld_requires: Requirement = "none"
    keep_meld_applies_to: Literal["everyone", "defenders"] = "everyone"
    kept_anyway: tuple[str, ...] = ()
    set: SetRule = SetRule()
    trick_minimum: int | None = None
    trick_minimum_declarers: Literal["set", "zero"] = "set"
    """003 house option "Minimum 20/200 in tricks": a side taking fewer trick points than
    ``trick_minimum`` scores zero. For the declaring side ``set`` reads that as a failed bid
    (its points count as zero, so it goes back the bid); ``zero`` scores it 0 for the hand,
    neither its meld and tricks nor minus the bid. Defenders below the minimum score 0 either way."""
    trick_minimum_on_fold: Literal["waived", "applies"] = "waived"
    """A hand folded after meld has no trick play: ``waived`` leaves the trick minimum out of it
    (003 is silent; the suite's reading), ``applies`` holds each side to it all the same, so a
    side with no trick points is under it."""
    fold_at: Literal["after_meld", "first_play"] = "after_meld"
    """When a declaring side that fails 003's double-deck meld requirements folds: ``after_meld``
    the hand ends once meld is counted, before any card is played (the suite's reading);
    ``first_play`` play begins and the hand ends, the bid failed, as the declarer plays the
    first card (003 says both 'at the first card play' and 'following melding')."""
    renege: Renege | None = None
    shoot: Shoot | None = None


@dataclass(frozen=True, slots=True)
class GameEnd:
    target: int
    bidder_precedence: bool = True
    set_bidder_keeps_precedence: bool = True
    """With ``bidder_precedence``: a bidder who was set but still reaches the target keeps the
    precedence (000 and 004 give the game to the bid winner without asking whether he made the
    bid; the suite's reading); ``False`` gives it only to a bidder who made his bid, a set one
    contending like any other player."""
    ties: Literal["play_on", "highest_wins", "bidder_wins"] = "play_on"
    play_on_bidders: Literal["everyone", "tied"] = "everyone"
    """In the hands played on after a tie: ``tied`` has only the tied players bid (000), the others
    taking no turn in the auction; ``everyone`` bids as in any hand.  The protocol's ``auction``
    takes the seats still in as its ``play_on`` argument, so this is read by ``audit`` and
    ``records play`` (hand records), not by an operation."""
    must_bid_or_set: bool = False
    max_hands: int | None = None
    """002 (last comment): the game also ends after this many hands, the highest score winning."""


@dataclass(frozen=True, slots=True)
class Ruleset:
    id: str
    name: str
    source: Source
    players: int
    sides: Sides
    deck: Literal["single48", "double80", "double96"]
    hand_size: int
    deal: Deal
    bidding: Bidding
    meld: Meld
    play: Play
    counters: Counters
    scoring: Scoring
    game: GameEnd
    partner: Partner = Partner()
    kitty: Kitty | None = None
    passing: Passing | None = None
    discard_draw: DiscardDraw | None = None
    cut_for_deal: Literal["highest", "first_ace", "any"] = "any"
    readings: tuple[Reading, ...] = ()
    description: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> Ruleset:
        """Build a ruleset from its JSON document; errors name the field (``bidding.minimum``)."""
        rs = _build_members(data) if isinstance(data, Mapping) else _build(Ruleset, data, "ruleset")
        assert isinstance(rs, Ruleset)
        _check(rs)
        return rs

    def to_dict(self) -> dict[str, Any]:
        """The JSON document of this ruleset (round-trips through :meth:`from_dict`)."""
        out = _dump(self)
        assert isinstance(out, dict)
        return out

    # ----------------------------------------------------------------- derived
    @property
    def deck_size(self) -> int:
        copies, ranks = DECKS[self.deck]
        return copies * 4 * len(ranks)

    @property
    def kitty_size(self) -> int:
        return self.kitty.size if self.kitty else 0

    @property
    def stock_size(self) -> int:
        """Undealt cards left after the deal (000's draw stock)."""
        return self.deck_size - self.players * self.hand_size - self.kitty_size

    def counter_total(self) -> int:
        """Trick points in the deck plus the last-trick bonus (25, 50, 250 …)."""
        copies, ranks = DECKS[self.deck]
        return copies * 4 * sum(self.counters.values.get(r, 0) for r in ranks) + self.counters.last_trick


# --------------------------------------------------------------------------- loader
@functools.cache
def _type_hints(tp: Any) -> dict[str, Any]:
    """A dataclass's resolved field types (resolving them is most of a build's cost, so once)."""
    return typing.get_type_hints(tp)


_MEMBERS: dict[tuple[str, str], Any] = {}
"""Built top-level members by (name, canonical JSON): variants of one ruleset differ in one or two
members, so building them again is most of the cost of building a variant (identify builds hundreds).
Built members are immutable (frozen dataclasses, tuples, read-only mappings), so rulesets share them."""
_MEMBERS_LIMIT = 4096


def _build_members(data: Mapping[str, Any]) -> Any:
    """``_build(Ruleset, data, "ruleset")``, with each member built once per distinct JSON value."""
    names = {f.name for f in dataclasses.fields(Ruleset)}
    unknown = sorted(set(data) - names - {"$schema"})
    if unknown:
        raise MalformedRulesetError(f"ruleset: unknown field(s) {unknown}")
    hints = _type_hints(Ruleset)
    kwargs = {}
    for f in dataclasses.fields(Ruleset):
        if f.name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise MalformedRulesetError(f"ruleset: missing required field {f.name!r}")
            continue
        try:
            key: tuple[str, str] | None = (f.name, json.dumps(data[f.name], sort_keys=True, allow_nan=False))
        except (TypeError, ValueError):
            key = None  # not JSON (a hand-made document): built each time
        hit = _MEMBERS.get(key) if key is not None else None
        if hit is None:
            hit = _build(hints[f.name], data[f.name], f"ruleset.{f.name}")
            if key is not None and hit is not None:
                if len(_MEMBERS) >= _MEMBERS_LIMIT:
                    _MEMBERS.clear()
                _MEMBERS[key] = hit
        kwargs[f.name] = hit
    return Ruleset(**kwargs)


def _build(tp: Any, value: Any, path: str) -> Any:
    origin = typing.get_origin(tp)
    if tp is Any:
        return copy.deepcopy(value)
    if origin is typing.Union or origin is types.UnionType:
        args = typing.get_args(tp)
        if value is None:
            if type(None) in args:
                return None
            raise MalformedRulesetError(f"{path}: must not be null")
        inner = [a for a in args if a is not type(None)]
        return _build(inner[0], value, path)
    if origin is Literal:
        if value not in typing.get_args(tp):
            raise MalformedRulesetError(f"{path}: {value!r} is not one of {list(typing.get_args(tp))}")
        return value
    if tp is bool:
        if not isinstance(value, bool):
            raise MalformedRulesetError(f"{path}: expected true or false, got {value!r}")
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise MalformedRulesetError(f"{path}: expected an integer, got {value!r}")
        return value
    if tp is str:
        if not isinstance(value, str):
            raise MalformedRulesetError(f"{path}: expected a string, got {value!r}")
        return value
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise MalformedRulesetError(f"{path}: expected a list, got {value!r}")
        (item_tp, _ell) = typing.get_args(tp)
        return tuple(_build(item_tp, v, f"{path}[{i}]") for i, v in enumerate(value))
    if origin in (Mapping, dict) or tp is Mapping:
        if not isinstance(value, Mapping):
            raise MalformedRulesetError(f"{path}: expected an object, got {value!r}")
        key_tp, val_tp = typing.get_args(tp)
        out: dict[Any, Any] = {}
        for k, v in value.items():
            key: Any = k
            if key_tp is int:
                try:
                    key = int(k)
                except (TypeError, ValueError):
                    raise MalformedRulesetError(f"{path}: key {k!r} is not a whole number") from None
            out[key] = _build(val_tp, v, f"{path}.{k}")
        return types.MappingProxyType(out)
    if dataclasses.is_dataclass(tp):
        if not isinstance(value, Mapping):
            raise MalformedRulesetError(f"{path}: expected an object, got {value!r}")
        hints = _type_hints(tp)  # type: ignore[arg-type]
        names = {f.name for f in dataclasses.fields(tp)}
        unknown = sorted(set(value) - names - {"$schema"})
        if unknown:
            raise MalformedRulesetError(f"{path}: unknown field(s) {unknown}")
        kwargs = {}
        for f in dataclasses.fields(tp):
            if f.name in value:
                kwargs[f.name] = _build(hints[f.name], value[f.name], f"{path}.{f.name}")
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise MalformedRulesetError(f"{path}: missing required field {f.name!r}")
        return typing.cast(Any, tp)(**kwargs)
    raise TypeError(f"unsupported type {tp!r} at {path}")  # pragma: no cover


def _dump(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {}
        for f in dataclasses.fields(value):
            v = getattr(value, f.name)
            if f.name == "extra" and not v:
                continue
            if isinstance(value, Reading) and (v is ABSENT or (f.name in ("alternatives", "rule") and not v)):
                continue
            out[f.name] = _dump(v)
        return out
    if isinstance(value, Mapping):
        return {str(k): _dump(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [_dump(v) for v in value]
    return value


def _check(rs: Ruleset) -> None:
    """Semantic checks the schema cannot express; each error names the field."""

    def bad(path: str, msg: str) -> None:
        raise MalformedRulesetError(f"ruleset {rs.id!r}: {path}: {msg}")

    if not 2 <= rs.players <= 8:
        bad("players", f"{rs.players} is outside 2..8")
    dealt_each = sum(s.count for s in rs.deal.schedule if s.to == "each")
    dealt_kitty = sum(s.count for s in rs.deal.schedule if s.to == "kitty")
    if dealt_each != rs.hand_size:
        bad("deal.schedule", f"deals {dealt_each} cards to each player but hand_size is {rs.hand_size}")
    if dealt_kitty != rs.kitty_size:
        bad("deal.schedule", f"deals {dealt_kitty} cards to the kitty but kitty.size is {rs.kitty_size}")
    if rs.stock_size < 0:
        bad("hand_size", f"{rs.players} x {rs.hand_size} cards + kitty exceed the {rs.deck_size}-card deck")
    if rs.stock_size and rs.discard_draw is None:
        bad("hand_size", f"{rs.stock_size} cards stay undealt but there is no discard_draw stock")
    seats = set(range(rs.players))
    if rs.sides.kind == "fixed":
        flat = [s for t in rs.sides.teams for s in t]
        if sorted(flat) != sorted(seats):
            bad("sides.teams", f"must list every seat 0..{rs.players - 1} exactly once, got {flat}")
    elif rs.sides.teams:
        bad("sides.teams", f"only a 'fixed' sides kind lists teams, not {rs.sides.kind!r}")
    if rs.sides.others != "one_side" and rs.sides.kind != "bidder_and_partner":
        bad("sides.others", f"only a 'bidder_and_partner' sides kind has others to split, not {rs.sides.kind!r}")
    if (rs.sides.kind == "bidder_and_partner") != (rs.partner.method != "none"):
        bad("partner.method", "a partner method is needed exactly when sides.kind is 'bidder_and_partner'")
    concede = rs.bidding.stuck_dealer_may_concede
    if concede is not None and concede.when == "after_trump" and rs.partner.method != "called_card":
        bad(
            "bidding.stuck_dealer_may_concede.when",
            "'after_trump' needs a call after trump (partner.method 'called_card')",
        )
    if rs.partner.called_holder == "first_to_play":
        # the partner stays unknown until the card is played, so nothing before play may need him
        if rs.partner.method != "called_card":
            bad("partner.called_holder", "'first_to_play' needs partner.method 'called_card'")
        if rs.partner.transfer_called_card:
            bad("partner.called_holder", "'first_to_play' cannot be, as the called card is handed over at the call")
        if rs.passing is not None:
            bad("partner.called_holder", "'first_to_play' leaves no known partner to pass cards before play")
        if rs.meld.minimums.declaring_side is not None:
            bad("partner.called_holder", "'first_to_play' leaves no known side for meld.minimums.declaring_side")
    for kind, table in rs.meld.values.items():
        if kind not in MELD_KINDS:
            bad(f"meld.values.{kind}", f"unknown meld; expected one of {list(MELD_KINDS)}")
        if 1 not in table and kind != "double_royal_marriage":
            bad(f"meld.values.{kind}", "needs a value for a single meld (key '1')")
    for rank in rs.counters.values:
        if rank not in RANKS:
            bad(f"counters.values.{rank}", f"unknown rank; expected one of {list(RANKS)}")
    if rs.bidding.increment < 1:
        bad("bidding.increment", "must be at least 1")
    if rs.bidding.maximum < rs.bidding.minimum:
        bad("bidding.maximum", "is below bidding.minimum")
    if rs.kitty and rs.kitty.discard and rs.kitty.discard.count != rs.kitty.size:
        bad("kitty.discard.count", "the bidder discards as many cards as the kitty holds")
    if rs.passing and rs.sides.kind == "individual":
        bad("passing", "passing needs partners")
    if rs.meld.run_extras == "named" and rs.deck != "single48":
        # 003 offers the runs with an extra king, queen or marriage in a single deck only; what
        # they would mean beside a double run is defined by no document, so it is not guessed
        bad(
            "meld.run_extras",
            f"'named' (003's runs with an extra king, queen or marriage) needs a single48 deck, not {rs.deck}",
        )
    if rs.meld.roundhouse:
        for comp in rs.meld.roundhouse.components:
            if comp not in ("aces_around", "kings_around", "queens_around", "jacks_around", "marriages"):
                bad("meld.roundhouse.components", f"unknown component {comp!r}")
