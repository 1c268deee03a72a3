"""Replaying a whole hand transcript from an explicit deal (the ``play_hand`` question)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action
from .errors import IllegalActionError, MalformedActionError
from .ruleset import Ruleset
from .scoring import HandScore
from .state import Deal, HandState


@dataclass(frozen=True, slots=True)
class Step:
    index: int
    accepted: bool
    rule: str | None

    def to_json(self) -> dict[str, object]:
        return {"index": self.index, "accepted": self.accepted, "rule": self.rule}


@dataclass(frozen=True, slots=True)
class Replay:
    """Each action's verdict (stopping at the first rejected one) and the final score, if any."""

    steps: tuple[Step, ...]
    final: HandScore | None
    state: HandState

    def to_json(self) -> dict[str, object]:
        return {"steps": [s.to_json() for s in self.steps], "final": self.final.to_json() if self.final else None}


def replay(rs: Ruleset, deal: Deal, dealer: int, actions: Sequence[tuple[int, str]]) -> Replay:
    """Apply (seat, action text) pairs in order.

    A rejected action stops the replay with its rule code.  Under a ruleset with renege
    scoring (000) an illegal play, or a draw of another number of cards than discarded
    (``exchange.wrong-draw``), ends the hand as a renege by that seat, and the final score
    is the renege score; otherwise the final score is present only when the hand completed.
    A chance action (001's random partner) is given with seat -1.
    """
    st = HandState.new(rs, deal, dealer)
    steps: list[Step] = []
    for i, (seat, text) in enumerate(actions):
        try:
            action = Action.from_str(text)
            st = st.apply(action, seat=seat)
        except MalformedActionError:
            steps.append(Step(i, False, "action.malformed"))
            return Replay(tuple(steps), None, st)
        except IllegalActionError as exc:
            steps.append(Step(i, False, exc.rule))
            final = None
            trick_renege = (
                st.phase == "play" and exc.rule.startswith(("play.", "lead.")) and exc.rule != "play.card-not-held"
            )
            draw_renege = st.phase == "exchange" and exc.rule == "exchange.wrong-draw"  # 000: a wrong draw
            if rs.scoring.renege is not None and (trick_renege or draw_renege) and seat == st.current_player():
                st = st.renege(seat)
                final = st.scored
            return Replay(tuple(steps), final, st)
        steps.append(Step(i, True, None))
    return Replay(tuple(steps), st.scored if st.is_terminal() else None, st)
