"""Replaying a whole hand transcript from an explicit deal (the ``play_hand`` question)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action
from .cards import Card, remove_cards
from .errors import IllegalActionError, MalformedActionError
from .meld import meld
from .ruleset import Ruleset
from .scoring import HandScore
from .state import Deal, HandState


@dataclass(frozen=True, slots=True)
class Step:
    """One action's verdict: ``rule`` is the code of a refusal, ``rules`` every code that applies."""

    index: int
    accepted: bool
    rule: str | None
    rules: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"index": self.index, "accepted": self.accepted, "rule": self.rule}
        if self.rule is not None:
            out["rules"] = list(self.rules or (self.rule,))
        return out


@dataclass(frozen=True, slots=True)
class Shown:
    """Cards turned face up for every player: the ``kitty`` (widow), a seat's ``meld`` or a
    ``discard``, once action ``after`` (an index into the transcript) has been applied."""

    after: int
    what: str
    seat: int | None
    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, object]:
        return {"after": self.after, "what": self.what, "seat": self.seat, "cards": [str(c) for c in self.cards]}


@dataclass(frozen=True, slots=True)
class Replay:
    """Each action's verdict (stopping at the first rejected one), the final score, if any,
    and the cards shown to the whole table along the way."""

    steps: tuple[Step, ...]
    final: HandScore | None
    state: HandState
    shown: tuple[Shown, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "steps": [s.to_json() for s in self.steps],
            "final": self.final.to_json() if self.final else None,
            "shown": [x.to_json() for x in self.shown],
        }


def melded_cards(rs: Ruleset, hand: Sequence[Card], trump: str) -> tuple[Card, ...]:
    """The cards a hand lays down as meld: each copy whose removal would lower the meld."""
    held = tuple(hand)
    full = meld(rs, held, trump).total
    out: list[Card] = []
    for card in sorted(set(held), key=lambda c: c.index):
        copies = held.count(card)
        spare = 0
        while spare < copies and meld(rs, remove_cards(held, (card,) * (spare + 1)) or (), trump).total == full:
            spare += 1
        out.extend([card] * (copies - spare))
    return tuple(out)


def _reveals(rs: Ruleset, before: HandState, after: HandState, i: int, done: set[int]) -> list[Shown]:
    """What action ``i`` (taking ``before`` to ``after``) shows to every player.

    The kitty is shown as the bidder takes it when the ruleset turns it face up (002's
    96-card game, 003).  Meld is shown: by 001's bidder once he has his partner's cards,
    before he passes back (not when playing 1000); by everyone as the bidder comes to a
    discard made after meld (002, 004 three-handed: the discard itself stays face down);
    otherwise by everyone as the meld is fixed: as the partner is to be called after meld
    (002's 96-card game: trump, meld, then the call), else as the play begins.  The two
    players of a side playing 1000 show none.  No ruleset shows the discard.
    """
    out: list[Shown] = []
    trump = after.trump or "S"
    if rs.kitty is not None and rs.kitty.shown and before.kitty and not after.kitty:
        out.append(Shown(i, "kitty", None, tuple(before.kitty)))
    passing = rs.passing
    if (
        before.phase == "pass_back"
        and after.phase != "pass_back"
        and passing is not None
        and passing.bidder_melds_before_passing_back
        and not before.shoot
        and before.bidder is not None
    ):
        out.extend(_meld_shown(rs, i - 1, before.bidder, before.hands[before.bidder], trump, done))
    kd = rs.kitty.discard if rs.kitty else None
    entering_discard = after.phase == "discard" and before.phase != "discard"
    if (entering_discard and kd is not None and kd.when == "after_meld") or (
        after.melds is not None and before.melds is None
    ):
        quiet = set(after.sides()[0]) if after.shoot else set()
        for seat in range(rs.players):
            if seat not in quiet:
                out.extend(_meld_shown(rs, i, seat, after.hands[seat], trump, done))
    return out


def shown_by(rs: Ruleset, before: HandState, after: HandState, index: int, done: set[int]) -> list[Shown]:
    """What action ``index`` (taking ``before`` to ``after``) shows to every player, as
    :func:`replay` reports it; ``done`` holds the seats whose meld was shown already."""
    return _reveals(rs, before, after, index, done)


def _meld_shown(rs: Ruleset, i: int, seat: int, hand: Sequence[Card], trump: str, done: set[int]) -> list[Shown]:
    if seat in done:
        return []
    done.add(seat)
    cards = melded_cards(rs, hand, trump)
    return [Shown(i, "meld", seat, cards)] if cards else []


def replay(rs: Ruleset, deal: Deal, dealer: int, actions: Sequence[tuple[int, str]]) -> Replay:
    """Apply (seat, action text) pairs in order.

    A rejected action stops the replay with its rule code.  Under a ruleset with renege
    scoring (000) an illegal play (a lead of unbroken trump only under ``trump_lead``
    ``renege``), or a draw of another number of cards than discarded (``exchange.wrong-draw``;
    an exchange over the limit too under ``over_limit`` ``renege``), ends the hand as a renege
    by that seat, and the final score is the renege score; otherwise the final score is present
    only when the hand completed.
    A chance action (001's random partner) is given with seat -1.
    """
    st = HandState.new(rs, deal, dealer)
    steps: list[Step] = []
    shown: list[Shown] = []
    done: set[int] = set()
    for i, (seat, text) in enumerate(actions):
        try:
            action = Action.from_str(text)
            before, st = st, st.apply(action, seat=seat)
            shown.extend(_reveals(rs, before, st, i, done))
        except MalformedActionError:
            steps.append(Step(i, False, "action.malformed"))
            return Replay(tuple(steps), None, st, tuple(shown))
        except IllegalActionError as exc:
            steps.append(Step(i, False, exc.rule, exc.rules))
            final = None
            trick_renege = (
                st.phase == "play" and exc.rule.startswith(("play.", "lead.")) and exc.rule != "play.card-not-held"
            )
            draw_renege = st.phase == "exchange" and exc.rule == "exchange.wrong-draw"  # 000: a wrong draw
            if exc.rule == "exchange.over-limit" and rs.scoring.renege and rs.scoring.renege.over_limit == "renege":
                draw_renege = True  # the other reading of 000: exchanging over the limit is a renege too
            if exc.rule == "lead.trump-not-broken" and rs.scoring.renege and rs.scoring.renege.trump_lead == "refused":
                trick_renege = False  # the other reading of 000: an early trump lead is only refused
            if rs.scoring.renege is not None and (trick_renege or draw_renege) and seat == st.current_player():
                st = st.renege(seat)
                final = st.scored
            return Replay(tuple(steps), final, st, tuple(shown))
        steps.append(Step(i, True, None))
    return Replay(tuple(steps), st.scored if st.is_terminal() else None, st, tuple(shown))
