"""Replaying a hand record through the reference engine: every way the app departs from it.

Each action is applied to the engine's :class:`~reference_engine.state.HandState`; the first
one it refuses is a deviation (an illegal action the app accepted) and ends the judging of
the hand, except that under a renege rule (000) a refused play that ends the record is the
renege the engine itself scores (:func:`reference_engine.replay.replay` says so).  Claims are
then compared with the engine's answers: each trick's winner, each seat's meld, the hand's
scores and, across the hands of a game, the totals, the dealer's turn and the result.
Nothing here decides a rule: every expectation is the engine's.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from conformance_report.records import playon
from conformance_report.records.notation import CHANCE, Located, Path, actions_of
from conformance_report.records.rules import citation, rule_for
from reference_engine.actions import Action
from reference_engine.cards import Card
from reference_engine.errors import IllegalActionError, MalformedActionError
from reference_engine.game import game_result
from reference_engine.meld import MeldResult
from reference_engine.replay import replay, shown_by
from reference_engine.ruleset import Ruleset
from reference_engine.scoring import HandScore
from reference_engine.state import Deal, HandState, check_deal, next_dealer

_action = functools.lru_cache(maxsize=8192)(Action.from_str)
"""Action texts repeat from hand to hand: each is parsed once."""
Melds = tuple[tuple[MeldResult, ...], dict[int, tuple[tuple[Card, ...], int]], int]
"""The meld as the engine fixed it, each seat's meld cards as shown (with the index of the
action after which they were shown) and the index of the action that fixed the meld."""


@dataclass
class Deviation:
    """One departure from the engine: its ``kind``, the rule code or claim ``key`` it is
    grouped by, the catalogue ``rule``, and its place (file, line, game, hand, trick, seat)."""

    kind: str
    key: str
    rule: str | None
    message: str
    place: dict[str, Any]
    expected: Any = None
    claimed: Any = None
    codes: list[str] = field(default_factory=list)
    citation: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out = {
            "kind": self.kind,
            "key": self.key,
            "rule": self.rule,
            "citation": self.citation,
            "message": self.message,
            "place": self.place,
            "expected": self.expected,
            "claimed": self.claimed,
        }
        if self.codes:
            out["codes"] = self.codes
        return out


@dataclass
class GameState:
    """What earlier hands of one game leave for the next: totals, dealer, hands, result."""

    totals: list[int] | None = None
    dealer: int | None = None
    hands: int = 0
    over: str | None = None
    """Set once the engine ends the game: which hand ended it."""
    play_on: list[int] | None = None
    tie_known: bool = True
    """Whether the engine has judged every earlier hand's result, so that ``play_on`` is its own."""
    told: bool = False
    """Whether the hand played after the end was reported (once a game)."""


@dataclass
class HandAudit:
    """A hand's deviations, how many of its actions were judged, and whether it ended."""

    deviations: list[Deviation]
    judged: int
    unjudged: int
    ended: bool
    labels: tuple[str, str]


class _Judge:
    def __init__(self, rs: Ruleset, loc: Located, labels: tuple[str, str]) -> None:
        self.rs, self.loc, self.labels = rs, loc, labels
        self.found: list[Deviation] = []

    def add(self, kind: str, key: str, path: Path, message: str, rule: str | None = None, **extra: Any) -> None:
        section = str(path[0]) if path else ""
        rule = rule or rule_for(self.rs, key, section)
        line, column = self.loc.at(path)
        trick = path[1] + 1 if section == "tricks" and len(path) > 1 and isinstance(path[1], int) else None
        place = {
            "file": self.loc.file,
            "line": line,
            "column": column,
            "game": self.labels[0],
            "hand": self.labels[1],
            "trick": trick,
            "seat": extra.pop("seat", None),
            "path": "/".join(map(str, path)),
        }
        self.found.append(Deviation(kind, key, rule, message, place, citation=citation(self.rs, rule), **extra))


def _cards(codes: Sequence[str]) -> tuple[Card, ...]:
    return tuple(Card.from_str(c) for c in codes)


def check_structure(rs: Ruleset, loc: Located) -> None:
    """Raise :class:`RecordError` where the record does not fit the ruleset's table: a seat
    out of range, a deal with another number of hands, a list of totals of another length."""
    hand, n = loc.hand, rs.players
    seats: list[tuple[Path, int]] = [(("dealer",), hand["dealer"])]
    for path, seat, _ in actions_of(hand):
        seats.append((path, seat))
    seats += [(("meld", i), m["seat"]) for i, m in enumerate(hand.get("meld") or ())]
    seats += [
        (("tricks", t, "winner"), tr["winner"]) for t, tr in enumerate(hand.get("tricks") or ()) if "winner" in tr
    ]
    for i, side in enumerate((hand.get("scores") or {}).get("sides", ())):
        seats += [(("scores", "sides", i), s) for s in side["seats"]]
    result = (hand.get("game_scores") or {}).get("result") or {}
    seats += [(("game_scores", "result"), s) for s in (*result.get("winners", ()), *result.get("play_on", ()))]
    seats += [(("play_on",), s) for s in hand.get("play_on", ())]
    for path, seat in seats:
        if not (0 <= seat < n or (seat == CHANCE and path[0] in ("auction", "trump", "exchange"))):
            raise loc.error(path, f"seat {seat} is out of range: {rs.id} seats players 0 to {n - 1}")
    if len(hand["deal"]["hands"]) != n:
        raise loc.error(("deal",), f"the deal gives {len(hand['deal']['hands'])} hands; {rs.id} has {n} players")
    if len(set(hand.get("play_on", ()))) != len(hand.get("play_on", ())):
        raise loc.error(("play_on",), f"play_on names a seat twice: {hand['play_on']}")
    if "players" in hand and len(hand["players"]) != n:
        raise loc.error(("players",), f"{len(hand['players'])} players named; {rs.id} has {n}")
    for key in ("before", "totals"):
        values = (hand.get("game_scores") or {}).get(key)
        if values is not None and len(values) != n:
            raise loc.error(("game_scores", key), f"{key} gives {len(values)} scores; {rs.id} has {n} seats")


def audit_hand(rs: Ruleset, loc: Located, game: GameState, labels: tuple[str, str]) -> HandAudit:
    """Judge one hand (already checked by :func:`check_structure`) and update ``game``."""
    j = _Judge(rs, loc, labels)
    hand = loc.hand
    dealer = int(hand["dealer"])
    if game.over is not None and not game.told:
        j.add("game-over", "game.over", (), f"the game ended with hand {game.over}, yet this hand was played")
        game.told = True  # once a game: the hands after it are judged as hands, not as the game
    if game.dealer is not None and dealer != next_dealer(rs, game.dealer):
        want = next_dealer(rs, game.dealer)
        j.add(
            "rotation",
            "deal.rotation",
            ("dealer",),
            f"seat {dealer} deals; after seat {game.dealer} it is seat {want}",
            expected=want,
            claimed=dealer,
            seat=dealer,
        )
    game.dealer = dealer
    _tied(j, hand, game)
    d = hand["deal"]
    deal = Deal(tuple(_cards(h) for h in d["hands"]), _cards(d.get("kitty", ())), _cards(d.get("stock", ())))
    try:
        check_deal(rs, deal)
    except IllegalActionError as exc:
        j.add("deal", exc.rule, ("deal",), f"the deal is not one {rs.id} deals: {exc}", codes=list(exc.rules))
        game.totals = None
        game.tie_known = False
        return HandAudit(j.found, 0, len(actions_of(hand)), False, labels)
    steps = actions_of(hand)
    play_on = game.play_on if game.over is None else None
    st, judged, melds = _play(j, rs, deal, dealer, steps, play_on)
    if "auction_result" in hand:
        _auction_claim(j, rs, HandState.new(rs, deal, dealer), steps, play_on)
    if melds is not None:
        _meld_claims(j, hand, melds, steps)
    ended = st is not None and st.is_terminal()
    if ended and st is not None:
        if st.scored is not None:
            _score_claims(j, hand, st.scored)
        if game.over is None:
            _game_claims(j, rs, hand, game, st)
    else:
        game.totals = (hand.get("game_scores") or {}).get("totals")
        game.tie_known = False
    return HandAudit(j.found, judged, len(steps) - judged, ended, labels)


def _tied(j: _Judge, hand: Mapping[str, Any], game: GameState) -> None:
    """Take the hand's ``play_on`` tag (the seats still in after a tie) where the record has
    no earlier hand to give them; where it has, the engine's answer stands and a tag naming
    other seats is a deviation."""
    tag = hand.get("play_on")
    if tag is None or game.over is not None:
        return
    if (game.play_on is None and game.hands == 0) or not game.tie_known:
        game.play_on = list(tag)  # nothing earlier in the record says otherwise
    elif sorted(tag) != sorted(game.play_on or range(j.rs.players)):
        want = sorted(game.play_on or range(j.rs.players))
        j.add(
            "game-result",
            "game.tie",
            ("play_on",),
            f"after the earlier hands seats {' '.join(map(str, want))} are in the game, not {' '.join(map(str, tag))}",
            expected=want,
            claimed=sorted(tag),
        )


def _auction_claim(
    j: _Judge, rs: Ruleset, st: HandState, steps: list[tuple[Path, int, str]], play_on: list[int] | None
) -> None:
    """Compare the app's answer to ``auction`` (``auction_result``) with the engine's for the
    record's calls (not judged when the engine refuses one: that is reported already)."""
    claim = j.loc.hand["auction_result"]
    calls = [(seat, text) for path, seat, text in steps if path[0] == "auction"]
    in_game = play_on if playon.tied_bid_alone(rs, play_on) else None
    verdict = playon.judge(rs, st, calls, in_game or range(rs.players))
    ref = verdict.status
    if ref is None:
        return
    want = {"status": ref.status, "winner": ref.winner, "contract": ref.contract}
    got = {k: claim.get(k) for k in want}
    if claim["status"] == "illegal":
        index, code = int(claim["index"]), str(claim["rule"])
        path: Path = ("auction", index) if index < len(calls) else ("auction_result",)
        j.add(
            "auction",
            "auction.refused",
            path,
            f"the app refuses call {index + 1} ({code}); the rules allow every call, "
            + (f"seat {ref.winner} winning at {ref.contract}" if ref.status == "won" else f"the auction {ref.status}"),
            rule=rule_for(rs, code, "auction") or rule_for(rs, "auction.won", "auction"),
            expected=want,
            claimed=dict(claim),
            seat=calls[index][0] if index < len(calls) else None,
        )
    elif got != want:
        stuck = ref.status == "won" and not any(text.startswith("bid") for _, text in calls)
        key = "auction.stuck" if stuck else "auction.redeal" if ref.status == "redeal" else "auction.won"
        said = f"won by seat {ref.winner} at {ref.contract}" if ref.status == "won" else ref.status
        j.add("auction", key, ("auction_result",), f"the auction is {said}", expected=want, claimed=got)


def _auction_among(
    j: _Judge, rs: Ruleset, st: HandState, steps: list[tuple[Path, int, str]], play_on: list[int], rule: str
) -> tuple[HandState | None, int, list[tuple[int, str]]]:
    """Judge the auction of a hand played on after a tie among ``play_on`` only; the state it
    leaves (None when judging stops), the steps it took and the whole-table calls reaching it."""
    n = next((i for i, (path, _, _) in enumerate(steps) if path[0] != "auction"), len(steps))
    verdict = playon.judge(rs, st, [(seat, text) for _, seat, text in steps[:n]], play_on)
    if verdict.refused is not None:
        path, seat, text = steps[verdict.refused]
        codes = list(verdict.rules)
        j.add(
            "illegal",
            codes[0],
            path,
            f"step {verdict.refused + 1}, seat {seat}: {text!r} is a call the rules refuse when only seats "
            f"{' '.join(map(str, play_on))} play on ({', '.join(codes)})",
            rule=rule if codes[0] == "turn.out-of-turn" else None,
            codes=codes,
            seat=seat,
        )
        return None, verdict.refused, []
    status = verdict.status
    assert status is not None
    if status.status == "open":
        if n < len(steps):
            path, seat, text = steps[n]
            j.add(
                "illegal",
                "phase.expected-bid",
                path,
                f"step {n + 1}, seat {seat}: {text!r} comes while seat {status.next_bidder} is still to bid",
                codes=["phase.expected-bid"],
                seat=seat,
            )
            return None, n, []
        return st, n, []  # the record ends inside the auction
    seated = playon.seated(st, status)
    if seated is None:
        return None, n, []  # no whole-table auction reaches it: the hand is not judged further
    return seated, n, [(seat, str(a)) for seat, a in seated.history]


def _play(
    j: _Judge, rs: Ruleset, deal: Deal, dealer: int, steps: list[tuple[Path, int, str]], play_on: list[int] | None
) -> tuple[HandState | None, int, Melds | None]:
    """Apply the steps; the final state (None when judging stopped early), the number of
    actions judged and the meld as the engine fixed it and showed it."""
    hand = j.loc.hand
    tricks = hand.get("tricks") or ()
    st = HandState.new(rs, deal, dealer)
    melds: Melds | None = None
    shown: dict[int, tuple[tuple[Card, ...], int]] = {}
    done: set[int] = set()
    start, calls = 0, [(s, a) for _, s, a in steps]
    rule = playon.tied_bid_alone(rs, play_on)
    if rule is not None and play_on is not None:
        seated, start, prefix = _auction_among(j, rs, st, steps, play_on, rule)
        if seated is None or start == len(steps):
            return seated, start, None
        st, calls = seated, [*prefix, *calls[start:]]
    offset = len(calls) - len(steps)  # where step i sits in ``calls`` (the engine's whole-table auction)
    for i in range(start, len(steps)):
        path, seat, text = steps[i]
        in_trick = path[0] == "tricks"
        t, k = (int(path[1]), int(path[3])) if in_trick else (0, 0)
        if in_trick and k > 0 and not st.trick and st.phase == "play":
            j.add(
                "trick-size",
                "trick.winner",
                path,
                f"trick {t + 1} was over after {k} plays; this play belongs to the next",
                seat=seat,
            )
            return None, i, melds
        try:
            before, st = st, st.apply(_action(text), seat=seat)
        except (IllegalActionError, MalformedActionError) as exc:
            rule = exc.rule if isinstance(exc, IllegalActionError) else "action.malformed"
            renege = replay(rs, deal, dealer, calls[: i + 1 + offset])
            if renege.final is not None and i == len(steps) - 1:
                return renege.state, i + 1, melds  # 000: the renege ends the hand, and the engine scores it
            codes = list(exc.rules) if isinstance(exc, IllegalActionError) else [rule]
            what = "a renege the app let play on after" if renege.final is not None else "an action the rules refuse"
            j.add(
                "illegal",
                rule,
                path,
                f"step {i + 1}, seat {seat}: {text!r} is {what} ({', '.join(codes)})",
                codes=codes,
                seat=seat,
            )
            return None, i, melds
        for x in shown_by(rs, before, st, i, done):
            if x.what == "meld" and x.seat is not None:
                shown[x.seat] = (x.cards, x.after)
        if melds is None and st.melds is not None:
            melds = (st.melds, shown, i)
        if in_trick and k == len(tricks[t]["plays"]) - 1 and not _trick_done(j, st, tricks, t, path, seat):
            return None, i + 1, melds
    return st, len(steps), melds


def _trick_done(j: _Judge, st: HandState, tricks: Sequence[Mapping[str, Any]], t: int, path: Path, seat: int) -> bool:
    """Check trick ``t``'s end and its claimed winner; False when judging stops there."""
    if (st.trick and t == len(tricks) - 1) or (st.is_terminal() and st.tricks_played <= t):
        return True  # the record ends inside a trick (an unfinished hand), or the hand ended in it (003's fold)
    if st.trick:
        j.add(
            "trick-size",
            "trick.winner",
            path,
            f"trick {t + 1} ends after {len(tricks[t]['plays'])} plays; the engine waits for seat {st.current}",
            seat=seat,
        )
        return False
    winner = st.taken[-1][0]
    claimed = tricks[t].get("winner")
    if claimed is None or claimed == winner:
        return True
    j.add(
        "trick-winner",
        "trick.winner",
        ("tricks", t, "winner"),
        f"trick {t + 1} goes to seat {winner}, not seat {claimed}",
        expected=winner,
        claimed=claimed,
        seat=claimed,
    )
    following = tricks[t + 1]["plays"][0]["seat"] if t + 1 < len(tricks) else winner
    return bool(following == winner)  # the app's winner leading next follows from it: not judged again


def _meld_claims(j: _Judge, hand: Mapping[str, Any], melds: Melds, steps: list[tuple[Path, int, str]]) -> None:
    results, shown, fixed = melds
    for i, claim in enumerate(hand.get("meld") or ()):
        seat = claim["seat"]
        ref = results[seat]
        lines = (
            ", ".join(
                f"{ln.meld}{' x' + str(ln.multiplicity) if ln.multiplicity > 1 else ''} {ln.points}" for ln in ref.lines
            )
            or "none"
        )
        if claim["points"] != ref.total:
            j.add(
                "meld",
                "meld",
                ("meld", i),
                f"seat {seat} melds {ref.total} ({lines}), not {claim['points']}",
                expected=ref.total,
                claimed=claim["points"],
                seat=seat,
            )
        if "cards" not in claim:
            continue
        cards, after = shown.get(seat, ((), fixed))
        want = sorted(str(c) for c in cards)
        if sorted(claim["cards"]) == want:
            continue
        early = after < fixed  # shown before the meld was fixed for all (001's bidder, before he passes back)
        when = f", as he shows it after step {after + 1} ({steps[after][2]!r})" if early else ""
        j.add(
            "meld",
            "meld.shown-early" if early else "meld",
            ("meld", i, "cards"),
            f"seat {seat} lays down {' '.join(want) or 'nothing'}{when}",
            expected=want,
            claimed=claim["cards"],
            seat=seat,
        )


def _score_claims(j: _Judge, hand: Mapping[str, Any], scored: HandScore) -> None:
    claims = hand.get("scores") or {}
    if "made" in claims and claims["made"] != scored.made:
        word = "makes" if scored.made else "is set on"
        j.add(
            "score",
            "score.made" if scored.made else "score.set",
            ("scores", "made"),
            f"the bidding side {word} its bid",
            expected=scored.made,
            claimed=claims["made"],
        )
    by_seats = {tuple(sorted(s.seats)): s for s in scored.sides}
    for i, side in enumerate(claims.get("sides", ())):
        ref = by_seats.get(tuple(sorted(side["seats"])))
        path: Path = ("scores", "sides", i)
        if ref is None:
            sides = "; ".join(" ".join(map(str, s.seats)) for s in scored.sides)
            j.add(
                "score",
                "score.made",
                path,
                f"no side holds seats {side['seats']}: the sides are {sides}",
                expected=[list(s.seats) for s in scored.sides],
                claimed=side["seats"],
            )
            continue
        for name, value in (("meld", ref.meld), ("counters", ref.trick_points), ("score", ref.score)):
            if name in side and side[name] != value:
                bidding = "score.made" if scored.made else "score.set"
                key = {"meld": "score.meld", "counters": "score.counters"}.get(
                    name, bidding if ref is scored.sides[0] else "score.side"
                )
                j.add(
                    "score",
                    key,
                    path,
                    f"side {' '.join(map(str, ref.seats))} scores {name} {value}, not {side[name]}",
                    expected=value,
                    claimed=side[name],
                    seat=ref.seats[0],
                )


def _game_claims(j: _Judge, rs: Ruleset, hand: Mapping[str, Any], game: GameState, st: HandState) -> None:
    claims = hand.get("game_scores") or {}
    base = claims.get("before", game.totals)
    if base is None and game.hands == 0:
        base = [0] * rs.players
    if base is None:
        game.totals = claims.get("totals")
        game.tie_known = False
        return
    returns = _claimed_scores(hand, rs.players) or st.returns() or (0,) * rs.players
    after = [a + b for a, b in zip(base, returns, strict=True)]
    claimed = claims.get("totals")
    if claimed is not None and claimed != after:
        j.add(
            "game-totals",
            "game.totals",
            ("game_scores", "totals"),
            f"the totals after the hand are {after}",
            expected=after,
            claimed=claimed,
        )
    totals = claimed if claimed is not None else after
    game.totals = list(totals)
    if st.scored is None:
        return  # thrown in: no hand, no result
    game.hands += 1
    ref = game_result(rs, totals, st.bidder, st.scored.made, game.play_on, game.hands)
    result = claims.get("result")
    want = {"finished": ref.finished, "winners": sorted(ref.winners), "play_on": sorted(ref.play_on)}
    if result is not None:
        got = {k: sorted(v) if isinstance(v, list) else v for k, v in result.items()}
        if got != want:
            j.add(
                "game-result",
                _result_key(rs, ref.finished, ref.play_on, st),
                ("game_scores", "result"),
                _result_text(want, totals),
                expected=want,
                claimed=result,
            )
    if ref.finished:
        game.over = j.labels[1]
    if ref.play_on:
        game.play_on = list(ref.play_on)
    game.tie_known = True


def _claimed_scores(hand: Mapping[str, Any], players: int) -> list[int] | None:
    """Each seat's hand score as the app claimed it (a wrong one is a deviation of its own), if
    its sides' scores cover every seat."""
    out: list[int | None] = [None] * players
    for side in (hand.get("scores") or {}).get("sides", ()):
        for seat in side["seats"] if "score" in side else ():
            out[seat] = side["score"]
    return [x for x in out if x is not None] if all(x is not None for x in out) else None


def _result_key(rs: Ruleset, finished: bool, play_on: Sequence[int], st: HandState) -> str:
    if play_on:
        return "game.tie"
    if rs.game.must_bid_or_set:
        return "game.must-bid-or-set"
    if finished and rs.game.bidder_precedence:
        return "game.precedence"
    return "game.result"


def _result_text(want: Mapping[str, Any], totals: Sequence[int]) -> str:
    if want["finished"]:
        return f"with totals {list(totals)} the game is over, won by {' '.join(map(str, want['winners']))}"
    if want["play_on"]:
        return f"with totals {list(totals)} seats {' '.join(map(str, want['play_on']))} play on"
    return f"with totals {list(totals)} the game goes on"
