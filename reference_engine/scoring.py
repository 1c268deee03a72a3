"""Scoring a hand: meld kept or lost, trick points, making the bid or being set.

Per side (a team, or one player in a cut-throat game), by ruleset option (``scoring``):
- trick points are the counter values of captured cards plus the last-trick bonus;
- ``keep_meld_requires`` (``trick`` 002, ``counter`` 001, ``point`` 000) is what a side must
  take in play to keep its meld; ``kept_anyway`` melds (nines of trump, 000 and 001) stay;
- the bidding side makes its contract when meld + tricks reaches the bid (``exceed``: passes
  it, 003) and it took what ``bidder_requires`` asks (004 a trick, 003 a counter); otherwise
  it is set: it scores minus the bid (``double_bid``: twice the bid) plus any ``set.keeps``
  melds (000 keeps nines of trump);
- 003 double deck: ``trick_minimum`` (a side taking fewer trick points scores zero; a
  declaring side is set, or with ``trick_minimum_declarers`` ``zero`` scores 0) and meld
  minimums (``meld.minimums``: defenders below it lose their meld; a declaring side below it,
  or a declarer without a trump marriage, folds and is set);
- 001 ``shoot`` ("playing 1000"): the bidding side takes every counter (or, with
  ``shoot.needs`` ``every_trick``, every trick) and scores the shoot value while the opponents
  score nothing, or it loses that value and the opponents score.
Every player of a side is credited the side's score (002: each person gets the team's points).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from .cards import Card
from .meld import MeldResult
from .ruleset import Requirement, Ruleset


@dataclass(frozen=True, slots=True)
class SideScore:
    seats: tuple[int, ...]
    meld: int
    trick_points: int
    score: int

    def to_json(self) -> dict[str, object]:
        return {"seats": list(self.seats), "meld": self.meld, "trick_points": self.trick_points, "score": self.score}


@dataclass(frozen=True, slots=True)
class SeatScore:
    seat: int
    meld: int
    trick_points: int
    score: int

    def to_json(self) -> dict[str, object]:
        return {"seat": self.seat, "meld": self.meld, "trick_points": self.trick_points, "score": self.score}


@dataclass(frozen=True, slots=True)
class HandScore:
    """``made`` says whether the bidding side made its contract; sides[0] is the bidding side."""

    made: bool
    sides: tuple[SideScore, ...]
    seats: tuple[SeatScore, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "made": self.made,
            "sides": [s.to_json() for s in self.sides],
            "seats": [s.to_json() for s in self.seats],
        }


def _took(req: Requirement, tricks: int, counters: int, points: int) -> bool:
    if req == "trick":
        return tricks > 0
    if req == "counter":
        return counters > 0
    if req == "point":
        return points > 0
    return True


def score_hand(
    rs: Ruleset,
    bidder: int,
    contract: int,
    sides: Sequence[Sequence[int]],
    melds: Sequence[MeldResult],
    taken: Sequence[tuple[int, Sequence[Card]]],
    shoot: bool = False,
    folded: bool = False,
    discarded: Sequence[Card] = (),
) -> HandScore:
    """Score a played hand; ``taken`` lists (winner seat, cards) per trick in play order.

    ``discarded`` are the bidder's kitty discards, whose counters go to the bidding side when
    the ruleset says so (``kitty.discard.counts_for``).
    """
    sc = rs.scoring
    values = rs.counters.values
    n_sides = len(sides)
    side_of = {seat: i for i, side in enumerate(sides) for seat in side}
    tricks = [0] * n_sides
    counters = [0] * n_sides
    points = [0] * n_sides
    for winner, cards in taken:
        i = side_of[winner]
        tricks[i] += 1
        for c in cards:
            v = values.get(c.rank, 0)
            points[i] += v
            if v > 0:
                counters[i] += 1
    if taken:
        points[side_of[taken[-1][0]]] += rs.counters.last_trick
    bidding_side = side_of[bidder]
    kd = rs.kitty.discard if rs.kitty else None
    if discarded and kd is not None and kd.counts_for == "bidder":
        points[bidding_side] += sum(values.get(c.rank, 0) for c in discarded)
    side_scores: list[SideScore] = []
    made = False
    for i, side in enumerate(sides):
        counted = [s for s in side if rs.partner.partner_meld_counts or s == bidder or i != bidding_side]
        meld_total = sum(melds[s].total for s in counted)
        kept_anyway = sum(melds[s].points_of(sc.kept_anyway) for s in counted)
        applies = sc.keep_meld_applies_to == "everyone" or i != bidding_side
        if applies and not _took(sc.keep_meld_requires, tricks[i], counters[i], points[i]):
            meld_total = kept_anyway
        mins = rs.meld.minimums
        if i != bidding_side and mins.defenders is not None and meld_total < mins.defenders:
            meld_total = 0
        trick_pts = points[i]
        # a hand folded after meld has no trick taking, so the trick minimum does not apply to it,
        # unless the ruleset reads 003 the other way (scoring.trick_minimum_on_fold applies)
        below_trick_min = not folded and sc.trick_minimum is not None and trick_pts < sc.trick_minimum
        if folded and sc.trick_minimum_on_fold == "applies" and sc.trick_minimum is not None:
            below_trick_min = trick_pts < sc.trick_minimum
        if i == bidding_side:
            if shoot:
                made = counters[i] == sum(counters)
                if sc.shoot is not None and sc.shoot.needs == "every_trick":
                    made = tricks[i] == sum(tricks)
                score = sc.shoot.points if made and sc.shoot else -(sc.shoot.points if sc.shoot else contract)
                meld_total = 0
            else:
                total = 0 if below_trick_min else meld_total + trick_pts
                reached = total > contract if sc.make_bid == "exceed" else total >= contract
                made = not folded and reached and _took(sc.bidder_requires, tricks[i], counters[i], points[i])
                kept = sum(melds[s].points_of(sc.set.keeps) for s in counted)
                score = total if made else kept - contract * (2 if sc.set.penalty == "double_bid" else 1)
                if below_trick_min and sc.trick_minimum_declarers == "zero":
                    score = 0
        else:
            score = 0 if below_trick_min else meld_total + trick_pts
        side_scores.append(SideScore(tuple(side), meld_total, trick_pts, score))
    if shoot and made:
        keep = ("nine_of_trump",) if sc.shoot and sc.shoot.opponents_keep_nines else ()
        side_scores = [
            s if i == bidding_side else _wiped_out(s, sum(melds[x].points_of(keep) for x in s.seats) if keep else 0)
            for i, s in enumerate(side_scores)
        ]
    return HandScore(made, tuple(side_scores), _seat_scores(rs, sides, side_scores))


def _wiped_out(side: SideScore, kept: int) -> SideScore:
    """An opponent side after a made shoot: only the meld it keeps (``shoot.opponents_keep_nines``)."""
    return SideScore(side.seats, kept, side.trick_points, kept)


def _seat_scores(
    rs: Ruleset, sides: Sequence[Sequence[int]], side_scores: Sequence[SideScore]
) -> tuple[SeatScore, ...]:
    out: dict[int, SeatScore] = {}
    for side, ss in zip(sides, side_scores, strict=True):
        for seat in side:
            out[seat] = SeatScore(seat, ss.meld, ss.trick_points, ss.score)
    return tuple(out[s] for s in range(rs.players))


def score_renege(
    rs: Ruleset,
    bidder: int,
    contract: int,
    sides: Sequence[Sequence[int]],
    melds: Sequence[MeldResult],
    offender: int,
    no_meld: Collection[int] = (),
) -> HandScore:
    """000 "The Renege": the hand stops; the offender's side loses everything, nines included,
    and goes back the bid; every other side keeps its meld (but not that of the seats in
    ``no_meld``) and no trick points."""
    side_scores = []
    for side in sides:
        meld_total = sum(melds[s].total for s in side if s not in no_meld)
        if offender in side:
            side_scores.append(SideScore(tuple(side), 0, 0, -contract))
        else:
            keep = rs.scoring.renege is not None and rs.scoring.renege.others_keep == "meld"
            side_scores.append(SideScore(tuple(side), meld_total if keep else 0, 0, meld_total if keep else 0))
    made = offender not in sides[0]
    return HandScore(made, tuple(side_scores), _seat_scores(rs, sides, side_scores))


def score_concession(rs: Ruleset, dealer: int, hands: Sequence[Sequence[Card]], trump: str | None = None) -> HandScore:
    """002 (96-card comment): the stuck dealer throws the hand in and loses the penalty; every
    other player scores the meld in his hand, counted with ``trump`` (None: no trump named)."""
    from .meld import meld  # local: scoring otherwise needs only meld results

    concede = rs.bidding.stuck_dealer_may_concede
    penalty = concede.penalty if concede else 0
    sides: list[SideScore] = [SideScore((dealer,), 0, 0, -penalty)]
    for seat in range(rs.players):
        if seat != dealer:
            m = meld(rs, hands[seat], trump).total
            sides.append(SideScore((seat,), m, 0, m))
    return HandScore(False, tuple(sides), _seat_scores(rs, [s.seats for s in sides], sides))
