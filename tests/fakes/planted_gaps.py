"""The reference adapter with one rule broken (``planted_gaps.py BUG``): wrong engines for issue 17.

Each bug breaks exactly one rule that the scenarios added for issue 17 (items 2, 3 and 5)
pin, so ``tests/test_rule_gaps.py`` can show that those scenarios reject it.  Most bugs
rewrite the ruleset document of each request; the scoring bugs wrap the engine's
``score_hand``; the request bugs rewrite the request's arguments (what a wrong engine would
make of them) or the answer.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
import sys
from collections.abc import Callable, Sequence
from typing import Any

from reference_engine import adapter, replay, scoring, state
from reference_engine.bidding import PASS
from reference_engine.cards import Card
from reference_engine.meld import MeldResult
from reference_engine.ruleset import Ruleset
from reference_engine.scoring import HandScore, SideScore

Doc = dict[str, Any]


def _bidder_meld_without_counter(rs: Doc) -> None:  # 001: only the defenders lose meld without a counter
    if rs["scoring"].get("keep_meld_requires") == "counter":
        rs["scoring"]["keep_meld_applies_to"] = "defenders"


def _bidding_side_needs_a_trick(rs: Doc) -> None:  # 002: the bidding side too needs a trick for its meld
    if rs["scoring"].get("keep_meld_applies_to") == "defenders":
        rs["scoring"]["keep_meld_applies_to"] = "everyone"


def _discarded_counters_lost(rs: Doc) -> None:  # 001/002/004: counters the bidder discards score for nobody
    discard = (rs.get("kitty") or {}).get("discard")
    if discard:
        discard["counts_for"] = "nobody"


def _trick_minimum_inclusive(rs: Doc) -> None:  # 003: exactly the trick minimum counts as under it
    if rs["scoring"].get("trick_minimum") is not None:
        rs["scoring"]["trick_minimum"] += 1


def _meld_minimum_inclusive(rs: Doc) -> None:  # 003: exactly the meld minimum counts as under it
    mins = rs["meld"].get("minimums") or {}
    for key in ("declaring_side", "defenders"):
        if mins.get(key) is not None:
            mins[key] += 1


def _meld_minimum_lowered(rs: Doc) -> None:  # 003: the meld minimum one step lower (190 / 19)
    mins = rs["meld"].get("minimums") or {}
    for key in ("declaring_side", "defenders"):
        if mins.get(key) is not None:
            mins[key] -= mins[key] // 20


def _marriage_rule_ignored(rs: Doc) -> None:  # 003: a declarer without a trump marriage plays on
    mins = rs["meld"].get("minimums") or {}
    if mins.get("declarer_trump_marriage"):
        mins["declarer_trump_marriage"] = False


def _one_option_switches_all(rs: Doc) -> None:  # 003: turning one double-deck option off turns off all three
    mins = rs["meld"].get("minimums")
    if not mins:
        return
    off = (
        not mins.get("declarer_trump_marriage")
        or mins.get("declaring_side") is None
        or rs["scoring"].get("trick_minimum") is None
    )
    if off:
        rs["meld"]["minimums"] = {"declarer_trump_marriage": False, "declaring_side": None, "defenders": None}
        rs["scoring"]["trick_minimum"] = None


def _quadruple_meld_as_double(rs: Doc) -> None:  # 003 double deck: four of a meld scored as a double
    if rs.get("deck") != "double80":
        return
    for table in rs["meld"]["values"].values():
        if "2" in table and "4" not in table:
            table["4"] = table["2"]


def _modern_double_deck_classic_figures(rs: Doc) -> None:  # Modern double deck with the Classic figures
    if rs.get("id", "").startswith("trickster-modern-double-deck"):
        rs["meld"]["minimums"].update({"declaring_side": 200, "defenders": 200})
        rs["scoring"]["trick_minimum"] = 200
        rs["bidding"].update({"minimum": 500, "maximum": 6000})


def _single_run_15(rs: Doc) -> None:  # 002 comment 1: the run-20 reading ignored
    if rs.get("id", "").startswith("family-5-called-card-run-20"):
        rs["meld"]["values"]["run"]["1"] = 15


def _trump_discard_unannounced(rs: Doc) -> None:  # 002: the bidder need not tell the table of discarded trump
    discard = (rs.get("kitty") or {}).get("discard")
    if discard:
        discard["announce_trump"] = False


def _widow_face_down(rs: Doc) -> None:  # 002 96-card game: the widow is taken without being shown
    if rs.get("kitty"):
        rs["kitty"]["shown"] = False


def _level_sides_always_play_on(rs: Doc) -> None:  # 003's bidder_wins reading of ties ignored
    if rs["game"].get("ties") == "bidder_wins":
        rs["game"]["ties"] = "play_on"


def _misdeal_out_of_turn(rs: Doc) -> None:  # 003: the five-nines misdeal called at any time before a bid
    misdeal = rs["bidding"].get("misdeal")
    if misdeal and misdeal.get("when") == "as_first_bid":
        misdeal["when"] = "before_bidding"


def _overtrump_required(rs: Doc) -> None:  # 004, 003 Trump Led: a trump on a plain lead must be beaten
    play = rs["play"]
    if play.get("must_beat_when_following") == "trump_led" and not play.get("must_overtrump"):
        play["must_overtrump"] = True


def _readings_hard_coded(rs: Doc) -> None:  # every reading played as the suite reads it, whatever the ruleset says
    for reading in rs.get("readings", []):
        if "value" in reading:
            node = rs
            *parents, last = reading["option"].split(".")
            for seg in parents:
                node = node.get(seg) or {}
            if last in node:
                node[last] = copy.deepcopy(reading["value"])


def _modern_queens_count(rs: Doc) -> None:  # 003 Modern: the queen counted as a counter too
    counters = rs["counters"]
    if counters.get("last_trick") == 1 and counters.get("values") == {"A": 1, "T": 1, "K": 1}:
        counters["values"]["Q"] = 1


def _single_round_redeals(rs: Doc) -> None:  # 003: stick the dealer lost with single-round bidding
    bidding = rs["bidding"]
    if bidding.get("style") == "single_round" and bidding.get("all_pass") == "dealer_stuck":
        bidding["all_pass"] = "redeal"


def _kitty_drops_the_pass(rs: Doc) -> None:  # 003: with a kitty the declarers' pass is skipped
    if rs.get("kitty") and rs.get("passing"):
        rs["passing"] = None


def _misdeal_six_nines_exactly(rs: Doc) -> None:  # 004: seven or eight nines read as no misdeal
    misdeal = rs["bidding"].get("misdeal")
    if misdeal and misdeal.get("max_nines") is None and misdeal.get("min_nines") == 6:
        misdeal["max_nines"] = 6


def _trump_broken_only_by_trumping_in(rs: Doc) -> None:  # 000: a forced trump lead leaves trump unbroken
    lead = rs["play"].get("lead") or {}
    if lead.get("trump_until_broken"):
        lead["broken_by"] = "trumping_in"


def _roundhouse_takes_the_run(rs: Doc) -> None:  # 001: the run's king and queen complete a roundhouse
    roundhouse = rs["meld"].get("roundhouse")
    if roundhouse:
        roundhouse["run_marriage"] = True


def _family_roundhouse_takes_the_run(rs: Doc) -> None:  # 002: the run's king and queen complete the round house
    roundhouse = rs["meld"].get("roundhouse")
    if roundhouse and rs.get("id", "").startswith("family-"):
        roundhouse["run_marriage"] = True


def _throw_in_closed_by_a_pass(rs: Doc) -> None:  # 001: a pass already ends the time for a throw-in
    misdeal = rs["bidding"].get("misdeal")
    if misdeal and misdeal.get("when") == "before_bidding":
        misdeal["when"] = "before_any_call"


def _throw_in_on_own_turn_only(rs: Doc) -> None:  # 001: a throw-in only on the holder's own turn
    misdeal = rs["bidding"].get("misdeal")
    if misdeal and misdeal.get("when") in ("before_bidding", "before_any_call"):
        misdeal["when"] = "as_opening_bid"


def _run_pair_is_a_marriage(rs: Doc) -> None:  # 001: a run's own king and queen also a marriage in trump
    if rs.get("id", "").startswith("peterson-"):
        rs["meld"]["run_marriage_counts"] = True


def _bound_exclusive(rs: Doc) -> None:  # 000: a bid at the recorded bound refused (a ceiling one below it)
    if rs["bidding"].get("maximum") is not None:
        rs["bidding"]["maximum"] -= 1


def _bidder_needs_a_counter(rs: Doc) -> None:  # 004: the bidding side's one trick must hold a counter
    if rs["scoring"].get("bidder_requires") == "trick":
        rs["scoring"]["bidder_requires"] = "counter"


def _renege_others_lose_meld(rs: Doc) -> None:  # 000: after a renege nobody but the offender keeps meld either
    renege = rs["scoring"].get("renege")
    if renege:
        renege["others_keep"] = "nothing"


def _set_bidder_loses_nines(rs: Doc) -> None:  # 000: a set bidder loses his nines of trump with the rest
    penalty = rs["scoring"].get("set") or {}
    if penalty.get("keeps"):
        penalty["keeps"] = []


def _run_kept_for_double_royal(rs: Doc) -> None:  # 003: a run never gives its pair to a double royal marriage
    if rs["meld"]["values"].get("double_royal_marriage"):
        rs["meld"]["run_yields_to_double_royal"] = False


def _no_widow_opens_at_50(rs: Doc) -> None:  # 002 comment 2: the all-dealt game opens at comment 1's 50
    if rs.get("id", "").startswith("family-5-no-widow"):
        rs["bidding"]["minimum"] = 50


def _omitted_flags_read_true(rs: Doc) -> None:
    """An omitted flag read as true: the run's pair completes a roundhouse (001), the opponents
    keep their nines after a made 1000 (001), broken meld still counts (002)."""
    roundhouse = rs["meld"].get("roundhouse")
    if roundhouse is not None:
        roundhouse.setdefault("run_marriage", True)
    shoot = rs["scoring"].get("shoot")
    if shoot is not None:
        shoot.setdefault("opponents_keep_nines", True)
    discard = (rs.get("kitty") or {}).get("discard")
    if discard is not None:
        discard.setdefault("broken_meld_counts", True)


def _all_pass_sticks_the_dealer(rs: Doc) -> None:  # 003: four passes leave the dealer the bid
    if rs["bidding"].get("all_pass") == "redeal":
        rs["bidding"]["all_pass"] = "dealer_stuck"


DOC_BUGS: dict[str, Callable[[Doc], None]] = {
    "omitted-flags-read-true": _omitted_flags_read_true,
    "all-pass-sticks-the-dealer": _all_pass_sticks_the_dealer,
    "run-kept-for-double-royal": _run_kept_for_double_royal,
    "no-widow-opens-at-50": _no_widow_opens_at_50,
    "bid-bound-exclusive": _bound_exclusive,
    "bidder-needs-a-counter": _bidder_needs_a_counter,
    "set-bidder-loses-nines": _set_bidder_loses_nines,
    "renege-others-lose-meld": _renege_others_lose_meld,
    "readings-hard-coded": _readings_hard_coded,
    "modern-queens-count": _modern_queens_count,
    "single-round-redeals": _single_round_redeals,
    "kitty-drops-the-pass": _kitty_drops_the_pass,
    "misdeal-six-nines-exactly": _misdeal_six_nines_exactly,
    "trump-broken-only-by-trumping-in": _trump_broken_only_by_trumping_in,
    "roundhouse-takes-the-run": _roundhouse_takes_the_run,
    "family-roundhouse-takes-the-run": _family_roundhouse_takes_the_run,
    "throw-in-closed-by-a-pass": _throw_in_closed_by_a_pass,
    "throw-in-on-own-turn-only": _throw_in_on_own_turn_only,
    "run-pair-is-a-marriage": _run_pair_is_a_marriage,
    "overtrump-required": _overtrump_required,
    "bidder-meld-without-counter": _bidder_meld_without_counter,
    "bidding-side-needs-a-trick": _bidding_side_needs_a_trick,
    "discarded-counters-lost": _discarded_counters_lost,
    "trick-minimum-inclusive": _trick_minimum_inclusive,
    "meld-minimum-inclusive": _meld_minimum_inclusive,
    "meld-minimum-lowered": _meld_minimum_lowered,
    "marriage-rule-ignored": _marriage_rule_ignored,
    "one-option-switches-all": _one_option_switches_all,
    "quadruple-meld-as-double": _quadruple_meld_as_double,
    "modern-double-deck-classic-figures": _modern_double_deck_classic_figures,
    "single-run-15": _single_run_15,
    "trump-discard-unannounced": _trump_discard_unannounced,
    "widow-face-down": _widow_face_down,
    "level-sides-always-play-on": _level_sides_always_play_on,
    "misdeal-out-of-turn": _misdeal_out_of_turn,
}

ScoreHand = Callable[..., HandScore]


def _declarers_exempt(real: ScoreHand) -> ScoreHand:
    """003: the trick minimum binds only the defenders."""

    def patched(
        rs: Ruleset, bidder: int, contract: int, sides: Sequence[Sequence[int]], *a: Any, **k: Any
    ) -> HandScore:
        held = real(rs, bidder, contract, sides, *a, **k)
        if rs.scoring.trick_minimum is None:
            return held
        free = dataclasses.replace(rs, scoring=dataclasses.replace(rs.scoring, trick_minimum=None))
        loose = real(free, bidder, contract, sides, *a, **k)
        merged = (loose.sides[0], *held.sides[1:])
        return HandScore(loose.made, merged, scoring._seat_scores(rs, sides, merged))

    return patched


def _defenders_exempt(real: ScoreHand) -> ScoreHand:
    """003: the trick minimum binds only the declaring side."""

    def patched(
        rs: Ruleset, bidder: int, contract: int, sides: Sequence[Sequence[int]], *a: Any, **k: Any
    ) -> HandScore:
        held = real(rs, bidder, contract, sides, *a, **k)
        if rs.scoring.trick_minimum is None:
            return held
        free = dataclasses.replace(rs, scoring=dataclasses.replace(rs.scoring, trick_minimum=None))
        loose = real(free, bidder, contract, sides, *a, **k)
        merged = (held.sides[0], *loose.sides[1:])
        return HandScore(held.made, merged, scoring._seat_scores(rs, sides, merged))

    return patched


def _fold_zeroes_without_trick_minimum(real: ScoreHand) -> ScoreHand:
    """003: with 'Minimum 20/200 in tricks' off, defenders score nothing on a fold."""

    def patched(
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
        res = real(rs, bidder, contract, sides, melds, taken, shoot, folded, discarded)
        if not folded or rs.scoring.trick_minimum is not None:
            return res
        zeroed = (res.sides[0], *(SideScore(s.seats, s.meld, s.trick_points, 0) for s in res.sides[1:]))
        return HandScore(res.made, zeroed, scoring._seat_scores(rs, sides, zeroed))

    return patched


def _fold_defenders(real: ScoreHand, keep_low_meld: bool) -> ScoreHand:
    """003: on a fold the defenders score nothing (or keep meld under the 200 minimum)."""

    def patched(
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
        if not folded:
            return real(rs, bidder, contract, sides, melds, taken, shoot, folded, discarded)
        if keep_low_meld:
            mins = dataclasses.replace(rs.meld.minimums, defenders=None)
            rs = dataclasses.replace(rs, meld=dataclasses.replace(rs.meld, minimums=mins))
            return real(rs, bidder, contract, sides, melds, taken, shoot, folded, discarded)
        res = real(rs, bidder, contract, sides, melds, taken, shoot, folded, discarded)
        zeroed = (res.sides[0], *(SideScore(s.seats, s.meld, s.trick_points, 0) for s in res.sides[1:]))
        return HandScore(res.made, zeroed, scoring._seat_scores(rs, sides, zeroed))

    return patched


def _shoot_spares_nines(real: ScoreHand) -> ScoreHand:
    """001: after a made 1000 the opponents keep their nines of trump."""

    def patched(
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
        res = real(rs, bidder, contract, sides, melds, taken, shoot, folded, discarded)
        if not (shoot and res.made):
            return res
        kept = [
            SideScore(s.seats, n, s.trick_points, s.score + n)
            for s in res.sides[1:]
            for n in [sum(melds[seat].points_of(rs.scoring.kept_anyway) for seat in s.seats)]
        ]
        spared = (res.sides[0], *kept)
        return HandScore(res.made, spared, scoring._seat_scores(rs, sides, spared))

    return patched


SCORE_BUGS: dict[str, Callable[[ScoreHand], ScoreHand]] = {
    "declarers-exempt-from-trick-minimum": _declarers_exempt,
    "defenders-exempt-from-trick-minimum": _defenders_exempt,
    "fold-zeroes-without-trick-minimum": _fold_zeroes_without_trick_minimum,
    "fold-defenders-score-nothing": lambda real: _fold_defenders(real, keep_low_meld=False),
    "fold-defenders-keep-low-meld": lambda real: _fold_defenders(real, keep_low_meld=True),
    "shoot-spares-opponents-nines": _shoot_spares_nines,
}


def _draw_ignored(request: dict[str, Any]) -> None:  # 000: a stated draw is ignored (draws as many as discarded)
    for item in (request.get("args") or {}).get("actions") or []:
        text = str(item.get("action", ""))
        if text.startswith("exchange") and " draw " in f" {text}":
            item["action"] = text.split("draw")[0].strip()


def _play_on_ignored(request: dict[str, Any]) -> None:  # 000: after a tie everyone still bids
    if request.get("op") == "auction":
        (request.get("args") or {}).pop("play_on", None)


def _last_trick_is_a_counter() -> None:
    """003: the last-trick bonus alone is taken for the counter the declaring side must capture."""
    real = scoring._took

    def took(req: Any, tricks: int, counters: int, points: int) -> bool:
        if req == "counter":
            return counters > 0 or points > 0
        return bool(real(req, tricks, counters, points))

    scoring._took = took


def _meld_minimum_declarer_alone() -> None:
    """003 double deck: the meld minimum judged on the declarer's own meld, not his side's."""
    real = state.HandState._folds

    def folds(self: state.HandState) -> bool:
        mins = self.rs.meld.minimums
        if mins.declaring_side is None or self.melds is None or self.bidder is None or self.trump is None:
            return bool(real(self))
        hand = self.hands[self.bidder]
        no_marriage = Card.from_str("K" + self.trump) not in hand or Card.from_str("Q" + self.trump) not in hand
        return (mins.declarer_trump_marriage and no_marriage) or self.melds[self.bidder].total < mins.declaring_side

    state.HandState._folds = folds  # type: ignore[method-assign]


def _trump_in_second_never_breaks() -> None:
    """000 read as trumping in: a plain lead trumped by the second player leaves trump unbroken
    (the trick's second card taken for its lead)."""
    real = state._breaks_trump

    def breaks(cards: Any, trump: str, broken_by: str) -> bool:
        if broken_by == "trumping_in" and len(cards) > 1 and cards[1].suit == trump:
            return False
        return bool(real(cards, trump, broken_by))

    state._breaks_trump = breaks


def _low_suit_lead_never_breaks() -> None:
    """000 read as trumping in: a lead of a suit that sorts below trump, trumped in, leaves trump
    unbroken (the suit test written as <= on the suit letters)."""
    real = state._breaks_trump

    def breaks(cards: Any, trump: str, broken_by: str) -> bool:
        if broken_by == "trumping_in" and cards[0].suit <= trump:
            return False
        return bool(real(cards, trump, broken_by))

    state._breaks_trump = breaks


def _throw_in_refused_for_the_turn() -> None:
    """001: a throw-in from a seat whose turn it is not, refused once a bid is made, is refused
    for the turn rather than for the bid."""
    real = state.HandState.broken_rules

    def broken_rules(self: state.HandState, action: Any, seat: int | None = None) -> tuple[str, ...]:
        rules = real(self, action, seat)
        kind = action if isinstance(action, str) else action.kind
        if rules and kind == "misdeal" and seat is not None and seat != self.current:
            return ("turn.out-of-turn", *(r for r in rules if r != "turn.out-of-turn"))
        return rules

    state.HandState.broken_rules = broken_rules  # type: ignore[method-assign]


def _any_draw_refusal_a_renege() -> None:
    """000 read with an over-limit exchange as a renege: every refusal of the player to draw
    (a card he does not hold, a play before the draw is over) ends the hand as his renege too."""
    real = replay.replay

    def replayed(rs: Ruleset, deal: Any, dealer: int, actions: Sequence[tuple[int, str]]) -> replay.Replay:
        res = real(rs, deal, dealer, actions)
        renege = rs.scoring.renege
        st, last = res.state, res.steps[-1] if res.steps else None
        if renege is None or renege.over_limit != "renege" or res.final is not None or last is None:
            return res
        seat = actions[last.index][0]
        if last.accepted or st.phase != "exchange" or seat != st.current_player():
            return res
        after = st.renege(seat)
        return replay.Replay(res.steps, after.scored, after, res.shown)

    adapter.replay = replayed  # type: ignore[attr-defined]


MELD: Any = importlib.import_module("reference_engine.meld")  # the package's ``meld`` is the function


def _run_kept_under_named_extras() -> None:
    """003 read with the run kept for the double royal marriage: the reading applied with the run
    extras on too, where 003 itself has the double royal marriage displace the run with extra
    marriage."""
    compiled = MELD._Compiled
    real = compiled.__init__

    def init(self: Any, rs: Ruleset) -> None:
        real(self, rs)
        self.keep_run = not rs.meld.run_yields_to_double_royal

    compiled.__init__ = init


def _run_kept_needs_a_run() -> None:
    """003 read with the run kept: the trump king and queen are married only beside a run."""
    real = MELD._trump_group

    def group(comp: Any, c: list[int], tb: int, ts: str) -> Any:
        if comp.keep_run and min(c[tb : tb + 5]) == 0:
            return 0, []
        return real(comp, c, tb, ts)

    MELD._trump_group = group


def _run_kept_counts_one_run() -> None:
    """003 read with the run kept: "the run" read as one run, so a double run is one run and spares."""
    real = MELD._trump_group

    def group(comp: Any, c: list[int], tb: int, ts: str) -> Any:
        if comp.keep_run and min(c[tb : tb + 5]) >= 2:
            c = [*c]
            c[tb + 4] = 1  # one jack of trump: the second run is never formed
        return real(comp, c, tb, ts)

    MELD._trump_group = group


def _remainder_to_last_drawers() -> None:
    """000 read with the cards left over going to the first drawers: they go to the last ones."""

    def limit(self: state.HandState) -> int:
        rs = self.rs
        share, left = divmod(rs.stock_size, rs.players)
        if rs.discard_draw is not None and rs.discard_draw.limit == "share_remainder_first":
            assert self.bidder is not None
            share += (self.current - self.bidder) % rs.players >= rs.players - left
        return min(rs.hand_size, share)

    state.HandState._exchange_limit = limit  # type: ignore[method-assign]


def _nines_holder_speaks_out_of_turn() -> None:
    """001: a seat free to throw in out of turn has its bid or pass out of turn taken for the
    call of the seat to speak."""
    real = state.HandState.apply

    def apply(self: state.HandState, action: Any, seat: int | None = None) -> state.HandState:
        kind = action if isinstance(action, str) else action.kind
        out_of_turn = seat is not None and seat != self.current and self.phase == "bidding"
        if out_of_turn and not str(kind).startswith("misdeal") and self.misdeal_rule(seat) is None:
            return real(self, action)
        return real(self, action, seat)

    state.HandState.apply = apply  # type: ignore[method-assign]


def _late_throw_in_judged_as_misdeal() -> None:
    """A throw-in once the auction is over is refused as a misdeal the ruleset does not allow,
    not for the closed auction, the turn or the phase."""
    real = state.HandState.broken_rules

    def broken_rules(self: state.HandState, action: Any, seat: int | None = None) -> tuple[str, ...]:
        rules = real(self, action, seat)
        kind = action if isinstance(action, str) else action.kind
        if rules and kind == "misdeal" and self.phase not in ("bidding", "done"):
            return ("bid.misdeal-not-allowed",)
        return rules

    state.HandState.broken_rules = broken_rules  # type: ignore[method-assign]


def _stuck_dealer_concedes_any_time() -> None:
    """002: the stuck dealer may concede before or after naming trump, whatever the reading."""

    def may_concede(self: state.HandState) -> bool:
        concede = self.rs.bidding.stuck_dealer_may_concede
        return (
            concede is not None
            and self.phase in ("trump", "call")
            and self.bidder == self.dealer
            and all(b == PASS for _, b in self.bids)
        )

    state.HandState.may_concede = may_concede  # type: ignore[method-assign]


def _unheld_call_seen_on_one_side(left: bool) -> Callable[[], None]:
    """002 read with an unheld call refused: only the seats on one side of the bidder, counted
    from seat 0 without going round the table, are searched for another holder."""

    def plant() -> None:
        def refused(self: state.HandState, card: Card) -> bool:
            if self.rs.partner.unheld_call != "refused":
                return False
            assert self.bidder is not None
            seats = range(self.bidder + 1, self.rs.players) if left else range(self.bidder)
            return not any(card in self.hands[s] for s in seats)

        state.HandState._unheld_call_refused = refused  # type: ignore[method-assign]

    return plant


ENGINE_BUGS: dict[str, Callable[[], None]] = {
    "run-kept-under-named-extras": _run_kept_under_named_extras,
    "run-kept-needs-a-run": _run_kept_needs_a_run,
    "run-kept-counts-one-run": _run_kept_counts_one_run,
    "any-draw-refusal-a-renege": _any_draw_refusal_a_renege,
    "remainder-to-last-drawers": _remainder_to_last_drawers,
    "nines-holder-speaks-out-of-turn": _nines_holder_speaks_out_of_turn,
    "late-throw-in-judged-as-misdeal": _late_throw_in_judged_as_misdeal,
    "stuck-dealer-concedes-any-time": _stuck_dealer_concedes_any_time,
    "unheld-call-seen-only-left": _unheld_call_seen_on_one_side(left=True),
    "unheld-call-seen-only-right": _unheld_call_seen_on_one_side(left=False),
    "throw-in-refused-for-the-turn": _throw_in_refused_for_the_turn,
    "trump-in-second-never-breaks": _trump_in_second_never_breaks,
    "low-suit-lead-never-breaks": _low_suit_lead_never_breaks,
    "last-trick-is-a-counter": _last_trick_is_a_counter,
    "meld-minimum-declarer-alone": _meld_minimum_declarer_alone,
}


def _schema_member_required(request: dict[str, Any]) -> None:  # protocol: "$schema" is optional
    """An engine that refuses a ruleset document without ``$schema`` (as the reference refuses an
    unknown member)."""
    ruleset = request.get("ruleset")
    if isinstance(ruleset, dict) and "$schema" not in ruleset:
        request["ruleset"] = {**ruleset, "schema_missing": True}


REQUEST_BUGS: dict[str, Callable[[dict[str, Any]], None]] = {
    "schema-member-required": _schema_member_required,
    "wrong-draw-allowed": _draw_ignored,
    "play-on-ignored": _play_on_ignored,
}


def _discard_shown(request: dict[str, Any], result: dict[str, Any]) -> None:  # 004: the discard turned face up
    for i, item in enumerate(request["args"].get("actions") or []):
        steps = result.get("steps", [])
        if str(item.get("action", "")).startswith("discard ") and i < len(steps) and steps[i].get("accepted"):
            cards = str(item["action"]).split()[1:]
            result.setdefault("shown", []).append({"after": i, "what": "discard", "seat": item["seat"], "cards": cards})


def _bidder_melds_too_early(request: dict[str, Any], result: dict[str, Any]) -> None:  # 001: before the pass
    """The first meld shown (001's bidder, ahead of the others) is shown one action early."""
    melds = [e for e in result.get("shown", []) if e.get("what") == "meld"]
    if melds and melds[0]["after"] < melds[-1]["after"]:
        melds[0]["after"] -= 1


def _others_meld_hidden(request: dict[str, Any], result: dict[str, Any]) -> None:  # 000, 004: only one meld shown
    """Only the first meld laid down is reported shown; the other players keep theirs hidden."""
    melds = [e for e in result.get("shown", []) if e.get("what") == "meld"]
    if len(melds) > 1:
        result["shown"] = [e for e in result["shown"] if e.get("what") != "meld" or e is melds[0]]


def _accepting(kind: str, rule: str) -> Callable[[dict[str, Any], dict[str, Any]], None]:
    """An engine that lets an action of ``kind`` through where the reference refuses it with ``rule``."""

    def spoil(request: dict[str, Any], result: dict[str, Any]) -> None:
        steps = result.get("steps") or []
        actions = request["args"].get("actions") or []
        if steps and steps[-1].get("rule") == rule:
            i = steps[-1]["index"]
            if i < len(actions) and str(actions[i].get("action", "")).startswith(kind):
                steps[-1].update(accepted=True, rule=None)
                steps[-1].pop("rules", None)

    return spoil


ANSWER_BUGS: dict[str, Callable[[dict[str, Any], dict[str, Any]], None]] = {
    "discard-shown": _discard_shown,
    "bidder-melds-before-the-pass": _bidder_melds_too_early,
    "anyone-names-trump": _accepting("trump ", "turn.out-of-turn"),  # 002, 003: only the high bidder names trump
    "silent-trump-discard": _accepting("play ", "discard.trump-not-announced"),  # 002: discarded trump is told
    "anyone-leads-the-next-trick": _accepting("play ", "turn.out-of-turn"),  # 004: the taker leads the next trick
    "discard-before-the-pass": _accepting("discard ", "turn.out-of-turn"),  # 003: kitty discard after the pass
    "others-meld-hidden": _others_meld_hidden,
}

BUGS = (*DOC_BUGS, *SCORE_BUGS, *ENGINE_BUGS, *REQUEST_BUGS, *ANSWER_BUGS)


def plant(bug: str) -> None:
    """Break the one rule ``bug`` names, in this process only."""
    if bug in ENGINE_BUGS:
        ENGINE_BUGS[bug]()
        return
    if bug in SCORE_BUGS:
        patched = SCORE_BUGS[bug](scoring.score_hand)
        state.score_hand = patched  # type: ignore[attr-defined]
        adapter.score_hand = patched  # type: ignore[attr-defined]
        return
    original = adapter.handle
    if bug in ANSWER_BUGS:
        spoil = ANSWER_BUGS[bug]

        def handle_spoiled(request: Any) -> dict[str, Any]:
            response = original(request)
            if isinstance(request, dict) and request.get("op") == "play_hand" and "result" in response:
                spoil(request, response["result"])
            return response

        adapter.handle = handle_spoiled
        return
    if bug in REQUEST_BUGS:
        change = REQUEST_BUGS[bug]

        def handle_changed(request: Any) -> dict[str, Any]:
            if isinstance(request, dict):
                request = copy.deepcopy(request)
                change(request)
            return original(request)

        adapter.handle = handle_changed
        return
    rewrite = DOC_BUGS[bug]

    def handle(request: Any) -> dict[str, Any]:
        if isinstance(request, dict) and isinstance(request.get("ruleset"), dict):
            request = copy.deepcopy(request)
            rewrite(request["ruleset"])
        return original(request)

    adapter.handle = handle


def main() -> None:
    if len(sys.argv) != 2 or sys.argv[1] not in BUGS:
        sys.exit(f"usage: planted_gaps.py BUG   (one of: {', '.join(BUGS)})")
    plant(sys.argv[1])
    adapter.serve(sys.stdin, sys.stdout)


if __name__ == "__main__":
    main()
