"""A game across hands: dealer rotation, running scores and the end rule.

End rule (``game``): after a hand, the sides at or above ``target`` contend.  With
``bidder_precedence`` the bidding side wins if it contends, whatever the others hold (000,
004); with ``set_bidder_keeps_precedence`` off, only if it made its bid.  Otherwise the
highest contender wins; contenders tied for highest play on (000: only the tied players go
on); with ``ties`` ``bidder_wins`` the bidding side wins such a tie if it is among the tied,
and the others play on otherwise.  ``must_bid_or_set`` (003): a side wins only in a hand
where it made its bid as bidder or set the bidder as defender.  Going out is checked after
every hand; scores may go negative ("going back").
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .actions import Action
from .ruleset import Ruleset
from .state import HandState, next_dealer


@dataclass(frozen=True, slots=True)
class GameResult:
    """``winners`` are the seats of the winning side; ``play_on`` the seats still tied."""

    finished: bool
    winners: tuple[int, ...]
    play_on: tuple[int, ...]

    def to_json(self) -> dict[str, object]:
        return {"finished": self.finished, "winners": list(self.winners), "play_on": list(self.play_on)}


def game_result(
    rs: Ruleset,
    scores: Sequence[int],
    bidder: int | None,
    made: bool,
    contenders_only: Sequence[int] | None = None,
    hands_played: int | None = None,
) -> GameResult:
    """Decide the game after a hand from each seat's running score (after the hand).

    ``contenders_only`` restricts the possible winners to seats still playing on after a tie;
    ``hands_played`` (this hand included) ends a game with ``max_hands`` at the highest score.
    Seats of one side carry the same score; with partners found per hand, players win alone.
    """
    g = rs.game
    sides = rs.sides.teams if rs.sides.kind == "fixed" else tuple((s,) for s in range(rs.players))
    allowed = set(contenders_only) if contenders_only is not None else set(range(rs.players))
    contenders = [side for side in sides if scores[side[0]] >= g.target and set(side) & allowed]
    if g.must_bid_or_set and bidder is not None:
        contenders = [side for side in contenders if (bidder in side) == made]
    if not contenders and g.max_hands is not None and hands_played is not None and hands_played >= g.max_hands:
        contenders = [side for side in sides if set(side) & allowed]  # 002: the game ends after so many hands
    if not contenders:
        return GameResult(False, (), ())
    if g.bidder_precedence and bidder is not None and (made or g.set_bidder_keeps_precedence):
        for side in contenders:
            if bidder in side:
                return GameResult(True, tuple(sorted(side)), ())
    top = max(scores[side[0]] for side in contenders)
    best = [side for side in contenders if scores[side[0]] == top]
    if len(best) == 1 or g.ties == "highest_wins":
        return GameResult(True, tuple(sorted(best[0])), ())
    if g.ties == "bidder_wins" and bidder is not None:
        for side in best:
            if bidder in side:
                return GameResult(True, tuple(sorted(side)), ())
    return GameResult(False, (), tuple(sorted(s for side in best for s in side)))


Policy = Callable[[HandState], Action]


@dataclass
class Game:
    """A whole game: hands dealt by rotating dealers until :func:`game_result` ends it."""

    rs: Ruleset
    seed: int
    dealer: int = 0

    def play(self, policy: Policy | None = None, max_hands: int = 500) -> tuple[GameResult, list[int], int]:
        """Play hands with ``policy`` (default: seeded random legal actions).

        Returns the result, the final scores per seat and the number of hands dealt.
        """
        rng = random.Random(self.seed)
        choose: Policy = policy or (lambda st: st.random_action(rng))
        scores = [0] * self.rs.players
        dealer = self.dealer
        tied: list[int] | None = None
        for hand_no in range(1, max_hands + 1):
            st = HandState.random(self.rs, rng.randrange(2**32), dealer)
            while not st.is_terminal():
                st = st.apply(choose(st))
            dealer = next_dealer(self.rs, dealer)
            if st.scored is None:
                continue
            for seat, delta in enumerate(st.returns()):
                scores[seat] += delta
            result = game_result(self.rs, scores, st.bidder, st.scored.made, tied, hand_no)
            if result.finished:
                return result, scores, hand_no
            if result.play_on:
                tied = list(result.play_on)
        return GameResult(False, (), tuple(tied or ())), scores, max_hands
