"""Every hand a scenario gives is one a seat of its ruleset can hold.

A scenario's ``the hand "…"`` step stands for the cards of one seat: when the meld is counted,
the cards that seat melds from; when the legal plays are asked for, the cards it holds in
play.  An implementation may rightly refuse a hand no deal of the ruleset can give, so such a
hand would present a hidden assumption as a rule.  A hand must therefore hold no card the
deck lacks, no more copies of a card than the deck holds, and no more cards than the seat can
hold at that moment:

* in play, the ruleset's ``hand_size``;
* at meld, ``hand_size`` plus the cards a bidder holds on top of it while melding: the kitty
  (widow) when it is taken in before the meld and laid away after it (002's bidder melds 20
  cards, 15 and the widow's 5), and the partner's passed cards when the bidder melds before
  passing back (001).
"""

from __future__ import annotations

import pytest

from conformance_report.rulesets import load_ruleset
from conformance_report.spec.context import ScenarioContext
from conformance_report.spec.features import FEATURES
from conformance_report.spec.runner import call
from conformance_report.spec.session import load, select
from conformance_report.spec.steps import given_forbidden, given_hand
from reference_engine.cards import card, deck_problem
from reference_engine.ruleset import Ruleset

DOCUMENTS = sorted(path.name for path in FEATURES.iterdir() if path.is_dir())


def most_cards_held(rs: Ruleset, op: str) -> int:
    """The most cards one seat of ``rs`` holds when ``op`` (``meld`` or ``legal_plays``) is asked."""
    most = rs.hand_size
    if op != "meld":
        return most
    kitty = rs.kitty
    if kitty is not None and kitty.discard is not None and kitty.discard.when == "after_meld":
        most += kitty.size
    if rs.passing is not None and rs.passing.bidder_melds_before_passing_back:
        most += rs.passing.count
    return most


def test_a_seat_melds_from_its_hand_and_what_the_bidder_holds_on_top_of_it() -> None:
    assert most_cards_held(load_ruleset("trickster-classic"), "meld") == 12
    assert most_cards_held(load_ruleset("family-5-shore"), "meld") == 20  # 15 and the widow's 5
    assert most_cards_held(load_ruleset("family-5-shore"), "legal_plays") == 15  # the widow is laid away
    assert most_cards_held(load_ruleset("peterson-4"), "meld") == 16  # 12 and the partner's 4
    assert most_cards_held(load_ruleset("penn-3"), "meld") == 18  # 15 and the widow's 3


@pytest.mark.parametrize("document", DOCUMENTS)
def test_every_hand_a_scenario_gives_fits_a_seat_of_its_ruleset(document: str) -> None:
    checked = 0
    problems: list[str] = []
    for p in select(load(FEATURES / document)):
        if any(bound[1].func is given_forbidden for bound in p.bound):
            continue  # a protocol scenario sends a hand one deal cannot hold on purpose
        op = "meld" if "meld" in p.ops else "legal_plays"
        ctx = ScenarioContext()
        for bound in p.bound:
            step, sdef, _ = bound
            if step.kind != "given":
                continue
            call(bound, ctx, None)  # Given steps only describe the position: no implementation
            if sdef.func is not given_hand:
                continue
            checked += 1
            doc = ctx.need_ruleset()
            rs = Ruleset.from_dict(doc)
            where = f"{p.scenario.id} (line {step.line}, {doc['id']})"
            most = most_cards_held(rs, op)
            if len(ctx.hand) > most:
                problems.append(f"{where}: {len(ctx.hand)} cards, but a seat holds at most {most} at {op}")
            problem = deck_problem(rs.deck, [card(c) for c in ctx.hand])
            if problem is not None:
                problems.append(f"{where}: {problem}")
    assert checked > (2 if document == "protocol" else 10), checked  # meld and play scenarios give hands
    assert problems == [], "\n".join(problems)
