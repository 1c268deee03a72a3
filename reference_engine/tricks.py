"""Trick play: legal plays, the rule an illegal play breaks, the trick winner, trick points.

Following rules by ruleset option (``play``):
- must follow the led suit (every document);
- ``must_beat_when_following``: ``always`` (000, 001, 003 "always") — a player following
  suit must beat the winning card when it is of the led suit; once a trump has won a
  non-trump lead any card of the led suit will do (000 worked example, 001 "The Play");
  ``trump_led`` (004, 003 "trump led") — only on a trump lead; ``never``;
  ``beat_target``: the card to beat is the winning one (``winning``) or the led one (``led``,
  the other reading of 004's "beat it");
- ``must_trump_if_void``: void in the led suit, a player holding trump must play one;
- ``must_overtrump``: when trumping, beat the highest trump already played if possible;
  if not possible, still trump (000: "he must play trump").
Leading (``play.lead``): ``trump_until_broken`` (000: trump may not be led until a trump has
been played to an earlier trick, unless the hand is all trump); ``first_lead_trump`` (002:
the bidder's opening lead must be trump when he holds one).
The trick goes to the highest trump, else the highest card of the led suit; of identical
cards the first played wins (000, 001, 004), or, with ``identical_first_wins`` false, the later
one beats it, for taking the trick and for heading it alike (a reading of 002).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card
from .ruleset import Play, Ruleset


def trick_winner(cards: Sequence[Card], trump: str, first_wins: bool = True) -> int:
    """Position (0-based, in play order) of the card that takes the trick; of identical cards
    the first played, or the last when ``first_wins`` is false."""
    best = cards[0]
    pos = 0
    beats = 0 if first_wins else 1  # a card beats the best when its rank index is below this
    for i in range(1, len(cards)):
        c = cards[i]
        if c.suit == best.suit:
            if c.rank_index < best.rank_index + beats:
                best, pos = c, i
        elif c.suit == trump:
            best, pos = c, i
    return pos


def _top_of_led(trick: Sequence[Card], trump: str, first_wins: bool) -> int:
    """Position of the highest card of the suit led (trumps played to the trick left out)."""
    led = trick[0].suit
    order = [i for i, c in enumerate(trick) if c.suit == led]
    return order[trick_winner([trick[i] for i in order], trump, first_wins)]


def _stages(
    play: Play, hand: Sequence[Card], trick: Sequence[Card], trump: str, trump_broken: bool, first_lead: bool
) -> list[tuple[str, list[Card]]]:
    """Successive narrowings of the hand, each with the rule code that imposes it."""
    stages: list[tuple[str, list[Card]]] = []
    if not trick:
        if first_lead and play.lead.first_lead_trump:
            trumps = [c for c in hand if c.suit == trump]
            if trumps:
                stages.append(("lead.first-lead-trump", trumps))
        elif play.lead.trump_until_broken and not trump_broken:
            others = [c for c in hand if c.suit != trump]
            if others:
                stages.append(("lead.trump-not-broken", others))
        return stages
    led = trick[0].suit
    win = trick[trick_winner(trick, trump, play.identical_first_wins)]
    beats = win.rank_index + (0 if play.identical_first_wins else 1)  # what beats the winning card
    follow = [c for c in hand if c.suit == led]
    if follow:
        stages.append(("play.must-follow", follow))
        rule = play.must_beat_when_following
        if win.suit != led and play.head_after_trump:  # beat the highest card of the suit led
            win = trick[_top_of_led(trick, trump, play.identical_first_wins)]
            beats = win.rank_index + (0 if play.identical_first_wins else 1)
        if (rule == "always" or (rule == "trump_led" and led == trump)) and win.suit == led:
            if play.beat_target == "led":  # beat the led card rather than the winning one
                beats = trick[0].rank_index + (0 if play.identical_first_wins else 1)
            higher = [c for c in follow if c.rank_index < beats]
            if higher:
                stages.append(("play.must-head", higher))
        return stages
    if led == trump or not play.must_trump_if_void:
        return stages
    trumps = [c for c in hand if c.suit == trump]
    if not trumps:
        return stages
    stages.append(("play.must-trump", trumps))
    if play.must_overtrump and win.suit == trump:
        higher = [c for c in trumps if c.rank_index < beats]
        if higher:
            stages.append(("play.must-overtrump", higher))
    return stages


def legal_plays(
    rs: Ruleset,
    hand: Sequence[Card],
    trick: Sequence[Card],
    trump: str,
    trump_broken: bool = True,
    first_lead: bool = False,
) -> tuple[Card, ...]:
    """Distinct cards of ``hand`` that may be played to ``trick``, in canonical order.

    ``hand`` must be in canonical order, as :func:`~reference_engine.cards.parse_cards` and
    hand states keep it.  The same narrowing as :func:`illegal_play_rule` (the last stage of
    ``_stages``), computed without building the stages: this is the hot path of every hand
    played (tests/test_engine_speedups.py compares the two on random positions).
    """
    play = rs.play
    prev: Card | None = None  # copies of a card are one interned object, adjacent in canonical order
    if trick:
        led = trick[0].suit
        follow = [(prev := c) for c in hand if c is not prev and c.suit == led]
        if follow:
            rule = play.must_beat_when_following
            if rule == "always" or (rule == "trump_led" and led == trump):
                first_wins = play.identical_first_wins
                win = trick[trick_winner(trick, trump, first_wins)]
                if win.suit != led and play.head_after_trump:  # the highest card of the suit led
                    win = trick[_top_of_led(trick, trump, first_wins)]
                if win.suit == led:
                    target = trick[0] if play.beat_target == "led" else win
                    r = target.rank_index + (0 if first_wins else 1)
                    return tuple([c for c in follow if c.rank_index < r] or follow)
            return tuple(follow)
        if led != trump and play.must_trump_if_void:
            trumps = [(prev := c) for c in hand if c is not prev and c.suit == trump]
            if trumps:
                if play.must_overtrump:
                    first_wins = play.identical_first_wins
                    win = trick[trick_winner(trick, trump, first_wins)]
                    if win.suit == trump:
                        r = win.rank_index + (0 if first_wins else 1)
                        return tuple([c for c in trumps if c.rank_index < r] or trumps)
                return tuple(trumps)
    elif first_lead and play.lead.first_lead_trump:
        trumps = [(prev := c) for c in hand if c is not prev and c.suit == trump]
        if trumps:
            return tuple(trumps)
    elif play.lead.trump_until_broken and not trump_broken:
        others = [(prev := c) for c in hand if c is not prev and c.suit != trump]
        if others:
            return tuple(others)
    prev = None
    return tuple([(prev := c) for c in hand if c is not prev])


def illegal_play_rule(
    rs: Ruleset,
    hand: Sequence[Card],
    trick: Sequence[Card],
    card: Card,
    trump: str,
    trump_broken: bool = True,
    first_lead: bool = False,
) -> str | None:
    """The rule code that forbids playing ``card``, or None when the play is legal."""
    if card not in hand:
        return "play.card-not-held"
    for rule, allowed in _stages(rs.play, hand, trick, trump, trump_broken, first_lead):
        if card not in allowed:
            return rule
    return None


def card_points(rs: Ruleset, cards: Sequence[Card]) -> int:
    """Counter points of captured cards (without the last-trick bonus)."""
    values = rs.counters.values
    return sum(values.get(c.rank, 0) for c in cards)
