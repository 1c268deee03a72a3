"""Each rule pinned for issue 17 (items 2, 3 and 5) rejects an engine that breaks it.

``tests/fakes/planted_gaps.py BUG`` is the reference adapter with one rule broken.  For every
bug the scenarios written to pin that rule are run against it through the protocol (the
scenarios, selected by id, with ``run --impl``), and each of them must fail.
"""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

from conformance_report.cli import main

ROOT = Path(__file__).resolve().parents[1]
FAKE = Path(__file__).parent / "fakes" / "planted_gaps.py"

F000 = "features/000_bruce"
F001 = "features/001_peterson"
F002 = "features/002_family"
F003 = "features/003_trickster"
F004 = "features/004_penn"
GE = f"{F000}/game-end.feature"
WD = f"{F002}/widow-and-discard.feature"
DD = f"{F003}/double-deck-options.feature"
MDD = f"{F003}/modern-double-deck.feature"
SC3 = f"{F003}/scoring.feature"
THIN3 = f"{F003}/thin-pins.feature"
RP = f"{F000}/renege-pins.feature"
MO3 = f"{F003}/meld-options.feature"
RRP = f"{F002}/roundhouse-run-pins.feature"
# 003's fold read with the failure at the first card play (trickster.scoring.fold-timing): after
# meld the hand is not over yet, as for an engine that never folds; these scenarios play the card
FIRST_PLAY = "Double deck, read with the fold at the first card play - "
DISCARDS = [
    f"{F001}/discard-counters.feature::Counters the bidder lays away from the kitty count for him",
    f"{F002}/discard-counters.feature::Main text - counters the bidder discards count for his side and the hand "
    "holds 50",
    f"{F002}/discard-counters.feature::Michigan rules - counters the bidder discards count for his side",
    f"{F002}/discard-counters.feature::Called-card game - counters the bidder discards count for his side",
    f"{F002}/discard-counters.feature::96-card game - counters among the six discards count for the bidding side",
    f"{F002}/discard-counters.feature::96-card game with heading - counters among the six discards count for the "
    "bidding side",
    f"{F002}/discard-counters.feature::Cut-throat game - counters among the three unseen discards count for the bidder",
    f"{F002}/discard-counters.feature::Single-deck game - counters among the three discards count for the bidder",
    f"{F004}/discard-counters.feature::Counters the high bidder discards count for him, so the hand still holds 25",
]

# where the broken rule is a recorded reading's alternative the engine plays that reading: the
# scenario is other_reading, not failed (every kitty ruleset records who scores the discard,
# alternative nobody; 003's fold records the trick minimum held on a fold, under which the defenders score nothing,
# and the fold at the first card play, under which an engine that does not fold after meld
# answers right: those bugs are caught by a scenario that plays the first card)
AS_OTHER_READING: dict[str, set[str]] = {
    "meld-minimum-lowered": {
        f"{DD}::Double deck - a declaring side with 190 meld fails its bid after meld",
        f"{MDD}::Modern double deck - a declaring side with 19 meld fails its bid after meld",
    },
    "marriage-rule-ignored": {
        f"{DD}::Double deck - when the declarers fold, defenders with under 200 meld score nothing",
        f"{DD}::Double deck with only 'Minimum 20/200 in meld' off - declarers without a trump marriage still fold "
        "and defenders score 120 meld",
    },
    "one-option-switches-all": {
        f"{DD}::Double deck with only 'Minimum 20/200 in meld' off - declarers without a trump marriage still fold "
        "and defenders score 120 meld",
    },
    "discarded-counters-lost": set(DISCARDS),  # a reading in every kitty ruleset (001, 002, 004)
    "fold-defenders-score-nothing": {
        f"{DD}::Double deck - when the declarers fold, defenders with 200 or more meld score it with no trick minimum",
        f"{DD}::Double deck with only 'Minimum 20/200 in meld' off - declarers without a trump marriage still fold "
        "and defenders score 120 meld",
    },
}

# issue 32: the scenarios of a reading's other side, each run on a ruleset patched to it; an engine
# that plays every reading as the suite reads it, whatever the ruleset says, fails each of them
READ_OTHERWISE = [
    f"{F000}/discard-draw.feature::In 7-card with four players read as a renege, a defender's exchange over the "
    "limit ends the hand",
    f"{F000}/play.feature::Read with trump broken only by trumping in, a trick of trumps led by force leaves trump "
    "unbroken",
    f"{F001}/play.feature::Read with the lead passing to the left, the player left of the first leader leads the "
    "second trick",
    f"{F001}/playing-1000.feature::Read with the opponents keeping their nines, a made 1000 leaves them their nine "
    "of trump",
    f"{F001}/meld.feature::Read with the run's pair in the roundhouse, the same hand is a run and a roundhouse, 390",
    f"{F002}/scoring.feature::In the single-deck game with three in the middle and the last trick read as worth 1, "
    "the player taking it scores 1 for it",
    f"{WD}::Cut-throat game read with the main text's announcement - a lead after a silent trump discard is refused",
    f"{F002}/scoring.feature::Read with each player against the bidding side scoring alone, the 96-card hand is "
    "split among them",
    f"{F002}/concede-and-hand-limit.feature::Read as conceding after naming trump, the others' meld counts with "
    "that trump",
    f"{F003}/play.feature::Read so that a later identical card wins, the second ace of the suit led takes the trick",
    f"{F003}/play.feature::Read so that a later identical card wins, an equal card heads the trick and must be played",
    f"{F003}/play.feature::Read with the lead going clockwise, the player left of the first leader leads the second "
    "trick",
    f"{F002}/meld.feature::Read with a double counted once, a double run in the main game is one run and a royal "
    "marriage, 19",
    f"{F004}/bidding.feature::Read with bids rising by five, a save of 20 obliges the next bidder to bid at least 25",
    f"{F004}/play.feature::Read with the lead passing to the left, the player left of the first leader leads the "
    "second trick",
    f"{F004}/deal.feature::Read as six nines exactly, a player dealt seven may not call a misdeal",
    f"{RP}::Read with no meld for the players who had not drawn, a draw renege leaves them nothing",
    f"{F002}/roundhouse-pins.feature::Read as a bonus, the roundhouse adds 28 to the four arounds it contains",
    f"{F002}/heading-pins.feature::Read with heading outliving the trump, a player following suit must still top "
    "the king led",
    f"{F002}/run-marriage-pins.feature::Read with the run's king and queen also a marriage, a run alone scores 19",
    f"{F001}/deal.feature::Read with a pass beginning the bidding, a throw-in after a pass is refused",
    f"{F001}/deal.feature::Read with a pass beginning the bidding, in a played hand a throw-in after a pass is refused",
    f"{F001}/meld.feature::Read with the run's king and queen also a marriage, a run alone is 190",
    f"{F001}/playing-1000.feature::Read with the lead passing to the left, the lead skips the idle partner at seat 1",
    f"{F001}/playing-1000.feature::Read with the lead passing to the left, the taker of the second trick may not "
    "lead the third",
    f"{F001}/playing-1000.feature::Read with the lead passing to the left, the lead skips the idle partner at seat 3",
    f"{F001}/meld.feature::Read with the run's king and queen also a marriage, a run with an extra king is 210",
    f"{F002}/discard-meld-pins.feature::Read with the meld counted before the discard, a bidder forced to lay away "
    "an ace keeps his double aces around",
    f"{RRP}::96-card game read with the run's pair in the round house - the same hand is a run and a round house, 39",
    f"{RRP}::Single-deck game read with the run's pair in the roundhouse - the same hand is a run and a roundhouse, 39",
    # issue 32, r002: the readings closed with a new option (or, for no-widow, its opening)
    f"{F000}/discard-draw.feature::In 7-card with five players read with the cards left over going to the first "
    "drawers, the bid winner and the next two may exchange three",
    f"{F000}/discard-draw.feature::In 7-card with five players read with the cards left over going to the first "
    "drawers, the fourth to draw may not exchange three",
    f"{F002}/partner-readings.feature::Read with the search going on to the kings, a bidder holding every ace and "
    "ten of trump has the first holder of a king as partner",
    f"{F002}/partner-readings.feature::Read with the bidder always assured of his card, calling a card only he "
    "holds is refused",
    f"{F002}/bidding.feature::In the all-dealt game read with comment 1's opening of 50, a first bid of 45 is refused",
    f"{F002}/concede-and-hand-limit.feature::Read as conceding after naming trump, a stuck dealer may not concede "
    "before naming it",
    f"{MO3}::Run kept for the double royal marriage - a trump run with one more king and queen is run and royal "
    "marriage, 190",
    f"{MO3}::Run kept for the double royal marriage - a trump run with two more kings and queens is run and double "
    "royal marriage, 450",
]
DRM_OVER_RUN = [
    f"{MO3}::Double deck with double royal marriage - a trump run with one more king and queen is the double royal "
    "marriage of 300",
    f"{MO3}::Double deck with double royal marriage - a trump run with two more kings and queens is the triple royal "
    "marriage of 600",
    f"{MO3}::Double royal marriage without run extras - 300 is taken rather than a run and a royal marriage",
]
NO_WIDOW_40 = f"{F002}/bidding.feature::In the all-dealt game a first bid of 40 stands, as in the main text"
MADE_1000 = f"{F001}/playing-1000.feature::A made 1000 wipes out the opponents' nine of trump as well"
SEAT_3_1000 = (
    f"{F001}/playing-1000.feature::A made 1000 from seat 3 wipes out the meld of the opponents at seats 0 and 2"
)
RUN_350_DEFAULT = (
    f"{F001}/meld.feature::A ruleset that leaves out whether a run's pair completes a roundhouse scores the run "
    "beside the arounds, 350"
)
SHOOT_DEFAULT = (
    f"{F001}/playing-1000.feature::A ruleset that leaves out what the opponents keep wipes out their nine of trump "
    "after a made 1000"
)
SEVEN_NINES = f"{F004}/deal.feature::A player dealt seven nines may call a misdeal"
TRUMP_LEAD_BREAKS = (
    f"{F000}/play.feature::A trick led with trump from a hand of nothing but trump breaks trump for the next lead"
)
RUN_350 = f"{F001}/meld.feature::A run's king and queen of trump do not complete a roundhouse, so the hand is 350"
# 002 (family.meld.roundhouse-with-run): the run's pair kept out of the round house, 96-card and single deck
RUN_35 = [
    f"{RRP}::96-card game - a trump run beside the king and queen of every other suit is no round house, 35",
    f"{RRP}::Single-deck game - a trump run beside the king and queen of every other suit is no roundhouse, 35",
]
THROW_IN_AFTER_PASS = f"{F001}/deal.feature::A throw-in is still allowed after the players before have only passed"
RUN_150 = f"{F001}/meld.feature::Ace, ten, king, queen and jack of trump are a run worth 150"
AS_OTHER_READING.update(
    {  # issue 32: these bugs play a recorded reading's alternative, so the reading's own side is other_reading
        "shoot-spares-opponents-nines": {MADE_1000, SEAT_3_1000},
        "omitted-flags-read-true": {RUN_350_DEFAULT},
        "misdeal-six-nines-exactly": {SEVEN_NINES},
        "no-widow-opens-at-50": {NO_WIDOW_40},
        "trump-broken-only-by-trumping-in": {TRUMP_LEAD_BREAKS},
        "roundhouse-takes-the-run": {RUN_350},
        "family-roundhouse-takes-the-run": set(RUN_35),
        "run-kept-for-double-royal": set(DRM_OVER_RUN),
        "throw-in-closed-by-a-pass": {THROW_IN_AFTER_PASS},
        "run-pair-is-a-marriage": {RUN_150, RUN_350},
        # conceding at the call is what the after_trump reading answers
        "stuck-dealer-concedes-any-time": {
            f"{F002}/concede-and-hand-limit.feature::A stuck dealer who has named trump may no longer concede"
        },
        # accepting seat 2's lead after the first trick is what the lead-to-the-left reading answers
        "anyone-leads-the-next-trick": {
            f"{F004}/play.feature::After the first trick its taker leads, not the player left of its leader"
        },
    }
)

# bug -> the scenarios (feature::name) that must fail against it
CAUGHT_BY: dict[str, list[str]] = {
    "readings-hard-coded": READ_OTHERWISE,
    # issue 32, state.py survivors at a9d6945: each rule's other boundary
    "all-pass-sticks-the-dealer": [f"{F003}/bidding.feature::In a played hand after four passes nobody names trump"],
    "remainder-to-last-drawers": [
        f"{F000}/discard-draw.feature::In 7-card with five players read with the cards left over going to the first "
        "drawers, the last to draw may not exchange three",
        f"{F000}/discard-draw.feature::In 7-card with five players read with the cards left over going to the first "
        "drawers, the fourth to draw may not exchange three",
    ],
    "nines-holder-speaks-out-of-turn": [
        f"{F001}/deal.feature::In a played hand a player who may throw in out of turn may not bid out of turn",
        f"{F001}/deal.feature::In a played hand a player who may throw in out of turn may not pass out of turn",
    ],
    "late-throw-in-judged-as-misdeal": [
        f"{F002}/partner.feature::In the 96-card game a throw-in while the discarded trump is to be announced is "
        "refused",
        f"{F001}/deal.feature::In a played hand a throw-in after the auction is refused",
    ],
    "stuck-dealer-concedes-any-time": [
        f"{F002}/concede-and-hand-limit.feature::A stuck dealer who has named trump may no longer concede",
        f"{F002}/concede-and-hand-limit.feature::Read as conceding after naming trump, a stuck dealer may not concede "
        "before naming it",
    ],
    "unheld-call-seen-only-left": [
        f"{F002}/partner-readings.feature::Read with the bidder always assured of his card, a card held only by a "
        "seat to his right may be called",
    ],
    "unheld-call-seen-only-right": [
        f"{F002}/partner-readings.feature::Read with the bidder always assured of his card, a card held only by "
        "seats to his left may be called",
    ],
    "modern-queens-count": [
        f"{SC3}::Modern - ace, ten and king 1 each and 1 for the last trick, 25 in all",
        f"{SC3}::Modern - a declaring side whose only trick is the counter-free last trick is set",
    ],
    "single-round-redeals": [
        f"{F003}/bidding.feature::Stick the dealer with single-round bidding - a dealer who passes after three passes "
        "holds 150",
    ],
    "kitty-drops-the-pass": [
        f"{F003}/passing.feature::Kitty and pass 2 together - the kitty, the pass both ways, then the discard before "
        "the lead",
    ],
    "discard-before-the-pass": [
        f"{F003}/passing.feature::Kitty and pass 2 together - the declarer may not discard before the pass",
    ],
    "anyone-leads-the-next-trick": [
        f"{F004}/play.feature::After the first trick its taker leads, not the player left of its leader",
        f"{F001}/play.feature::The player who lost the trick may not lead the next one",
    ],
    "others-meld-hidden": [
        f"{F004}/widow.feature::Four-handed, each player's meld is shown once trump is named",
        f"{F000}/discard-draw.feature::Each player in turn takes all his replacements together, so the bid winner's "
        "three complete his run",
        f"{F000}/discard-draw.feature::In 5-card with five players every player may exchange four cards",
        f"{WD}::Each player lays down only the cards of his meld, one copy where one is enough",
        f"{WD}::Every player, bidder's side or not, lays down his meld between trump and the discard",
    ],
    "misdeal-six-nines-exactly": [SEVEN_NINES],
    "no-widow-opens-at-50": [NO_WIDOW_40],
    "trump-broken-only-by-trumping-in": [TRUMP_LEAD_BREAKS],
    "roundhouse-takes-the-run": [RUN_350],
    "family-roundhouse-takes-the-run": RUN_35,
    "run-kept-for-double-royal": DRM_OVER_RUN,
    "throw-in-closed-by-a-pass": [THROW_IN_AFTER_PASS],
    # an out-of-turn throw-in before anyone speaks, under either reading of its timing
    "throw-in-on-own-turn-only": [
        f"{F001}/deal.feature::Read with a pass beginning the bidding, a throw-in before anyone speaks is still "
        "allowed",
        f"{F001}/deal.feature::The player who is in for the opening may throw in before the bidding begins",
    ],
    "run-pair-is-a-marriage": [RUN_150, RUN_350],
    # 001: a throw-in after a bid is refused for the bid, not the turn (a throw-in may come from any seat)
    # 003 read with the run kept for the double royal marriage: where the reading changes nothing
    "run-kept-under-named-extras": [
        f"{MO3}::Both options on, read with the run kept for the double royal marriage - a trump run with a second "
        "marriage is still the double royal marriage of 300",
    ],
    "run-kept-needs-a-run": [
        f"{MO3}::Run kept for the double royal marriage - a trump king and queen without a run are still the royal "
        "marriage of 40",
    ],
    "run-kept-counts-one-run": [
        f"{MO3}::Run kept for the double royal marriage - a double trump run is still 1500",
    ],
    # docs/protocol.md "Conventions": a ruleset document without its optional "$schema" member
    "schema-member-required": [
        'features/protocol/ruleset-document.feature::penn-4 without its "$schema" member counts A-10-K-Q-J of '
        "hearts as with it",
        'features/protocol/ruleset-document.feature::A trickster-classic trick without the "$schema" member is won '
        "as with it",
    ],
    "throw-in-refused-for-the-turn": [
        f"{F001}/deal.feature::In a played hand a throw-in after a bid is refused for the bid, also from a seat whose "
        "turn it is not",
        f"{F001}/deal.feature::In a played hand a throw-in after a bid is refused for the bid, from a seat after the "
        "one to speak",
    ],
    # 000 read as trumping in: the other side of a4f1268c (a plain lead trumped in breaks trump)
    "trump-in-second-never-breaks": [
        f"{F000}/play.feature::Read with trump broken only by trumping in, a spade lead trumped in breaks trump",
        f"{F000}/play.feature::Read with trump broken only by trumping in, a club lead trumped in breaks trump",
    ],
    "low-suit-lead-never-breaks": [
        f"{F000}/play.feature::Read with trump broken only by trumping in, a club lead trumped in breaks trump",
    ],
    "bidder-meld-without-counter": [
        f"{F001}/bidder-no-counter.feature::A bidder who wins tricks holding no counter loses his meld but keeps his "
        "nines of trump, and is set",
    ],
    "bidding-side-needs-a-trick": [
        f"{F002}/bidding-side-tricks.feature::A bidding side that takes no trick keeps its meld and makes a bid its "
        "meld alone reaches",
    ],
    "discarded-counters-lost": DISCARDS,
    "trick-minimum-inclusive": [
        f"{DD}::Double deck - declarers taking exactly 200 in tricks make their bid",
        f"{DD}::Double deck - defenders taking exactly 200 in tricks score their meld and tricks",
        f"{MDD}::Modern double deck - declarers taking exactly 20 in tricks make their bid",
    ],
    "declarers-exempt-from-trick-minimum": [
        f"{DD}::Double deck - declarers taking 190 in tricks are set though meld and tricks pass the bid",
        f"{MDD}::Modern double deck - declarers taking 19 in tricks are set though meld and tricks pass the bid",
    ],
    "meld-minimum-inclusive": [
        f"{DD}::Double deck - a declaring side with exactly 200 meld plays on",
        f"{DD}::Double deck - defenders with exactly 200 meld score it",
        f"{MDD}::Modern double deck - a declaring side with exactly 20 meld plays on",
    ],
    "meld-minimum-lowered": [
        f"{DD}::Double deck - a declaring side with 190 meld fails its bid after meld",
        f"{DD}::Double deck - defenders with 190 meld score only their tricks",
        f"{MDD}::Modern double deck - a declaring side with 19 meld fails its bid after meld",
        f"{DD}::{FIRST_PLAY}a declaring side with 190 meld is set at the declarer's first card",
    ],
    "fold-defenders-score-nothing": [
        f"{DD}::Double deck - when the declarers fold, defenders with 200 or more meld score it with no trick minimum",
        f"{DD}::Double deck with only 'Minimum 20/200 in meld' off - declarers without a trump marriage still fold "
        "and defenders score 120 meld",
    ],
    "fold-defenders-keep-low-meld": [
        f"{DD}::Double deck - when the declarers fold, defenders with under 200 meld score nothing",
    ],
    "marriage-rule-ignored": [
        f"{DD}::Double deck - when the declarers fold, defenders with under 200 meld score nothing",
        f"{DD}::Double deck with only 'Minimum 20/200 in meld' off - declarers without a trump marriage still fold "
        "and defenders score 120 meld",
        f"{SC3}::{FIRST_PLAY}the declarer's first card ends the hand with his bid failed",
    ],
    "one-option-switches-all": [
        f"{DD}::Double deck with only 'Minimum 20/200 in meld' off - declarers without a trump marriage still fold "
        "and defenders score 120 meld",
        f"{DD}::Double deck with only 'Minimum 20/200 in tricks' off - defenders under both minimums score only their "
        "190 in tricks",
    ],
    "quadruple-meld-as-double": [
        f"{F003}/meld-options.feature::Double deck - quadruple jacks around 800 beside aces around",
        f"{F003}/meld-options.feature::Double deck - quadruple aces around 2000",
        f"{F003}/meld-options.feature::Double deck - quadruple queens around 1200 beside their marriages",
        f"{MDD}::Modern double deck - quadruple queens around 120 beside kings around and four marriages",
    ],
    "modern-double-deck-classic-figures": [
        f"{MDD}::Modern double deck - bids open at 50 and rise by one",
        f"{MDD}::Modern double deck - a declaring side with exactly 20 meld plays on",
        f"{MDD}::Modern double deck - declarers taking exactly 20 in tricks make their bid",
    ],
    "wrong-draw-allowed": [
        f"{F000}/renege.feature::A defender who draws one card for two discards reneges and goes back the bid",
        f"{F000}/renege.feature::A bidder who draws two cards for one discard reneges and goes back the bid",
        f"{F000}/renege.feature::A player who stands pat but draws a card reneges",
        f"{F000}/renege.feature::After a defender's wrong draw the later draws and the lead are not played",
    ],
    "overtrump-required": [
        f"{F004}/play.feature::A player who could overtrump a plain lead may play a lower trump instead",
        f"{F003}/play.feature::Trump Led - a player out of the led suit must trump but need not overtrump",
    ],
    "play-on-ignored": [
        f"{GE}::Playing on after a tie, the player left of the dealer who is out of the game may not bid",
        f"{GE}::Playing on after a tie, the first tied player left of the dealer opens the bidding",
        f"{GE}::Playing on after a tie, a player out of the game may not bid between the tied players",
        f"{GE}::Playing on after a tie, the two tied players alone settle the bid",
    ],
    "trump-discard-unannounced": [
        f"{WD}::A bidder who discards a trump and leads without telling the table is refused",
        f"{WD}::The bidder may discard a trump that is not part of his meld",
    ],
    "widow-face-down": [
        f"{WD}::96-card game - the bid winner turns the six widow cards face up for every player",
    ],
    "discard-shown": [
        f"{F004}/widow.feature::Three-handed, the high bidder's meld is shown but his three discards stay face down",
        f"{WD}::Cut-throat game - the three discards stay unseen and a discarded trump is not announced",
    ],
    "bidder-melds-before-the-pass": [
        f"{F001}/passing.feature::The bidder shows his meld before passing back, his partner only after the pass back",
    ],
    "single-run-15": [
        f"{F002}/run-twenty.feature::With the run read as 20, a single run of trump is worth 20",
    ],
    "level-sides-always-play-on": [
        f"{F003}/game-end.feature::Read as a tie won by the declarers, level sides over the target give the game to "
        "the bidder's side",
    ],
    "misdeal-out-of-turn": [
        f"{F003}/bidding.feature::Misdeal allowed - the holder of five nines may not call it before his turn",
        f"{F003}/bidding.feature::Misdeal allowed - the dealer holding five nines may not call it while the first "
        "player is to bid",
    ],
    "last-trick-is-a-counter": [
        f"{SC3}::A declaring side that captures no counter is set even though its meld passes the bid",
        f"{SC3}::Modern - a declaring side whose only trick is the counter-free last trick is set",
        f"{THIN3}::Three players - a declarer whose only trick is the counter-free last trick is set",
    ],
    # issue 32, the thin pins closed by spec32b
    "bid-bound-exclusive": [
        f"{F000}/ceiling-pins.feature::A bid of 100, bruce-5's bound, is accepted and the next player must bid at "
        "least 101",
        f"{F000}/ceiling-pins.feature::A bid of 100, bruce-5's bound, wins when the others pass",
    ],
    "bidder-needs-a-counter": [
        f"{F004}/three-handed-pins.feature::Three-handed, a bidder whose only trick holds no counter makes his bid "
        "on meld",
        f"{F004}/scoring.feature::One trick without counters is enough for the bidding side to make its bid on meld",
        f"{F004}/scoring.feature::The partner's trick without counters is enough for the bidding side to make its bid "
        "on meld",
    ],
    "set-bidder-loses-nines": [
        f"{F000}/seven-card-pins.feature::7-card, a set bidder goes back the bid but keeps his two nines of trump",
        f"{F000}/scoring.feature::Deal B, a bidder who is set loses his other meld and tricks but keeps his nine of "
        "trump",
    ],
    "renege-others-lose-meld": [
        f"{RP}::After a draw renege the players who had not yet exchanged keep the meld they hold",
        f"{RP}::Read with no meld for the players who had not drawn, a draw renege leaves them nothing",
        f"{F000}/renege.feature::A defender who draws one card for two discards reneges and goes back the bid",
    ],
    "defenders-exempt-from-trick-minimum": [
        f"{THIN3}::Modern double deck - defenders taking 19 in tricks score nothing, meld included",
        f"{SC3}::Double deck - defenders taking under 200 in tricks score nothing, meld included",
    ],
    "fold-zeroes-without-trick-minimum": [
        f"{THIN3}::Double deck with only 'Minimum 20/200 in tricks' off - when the declarers fold, the defenders "
        "score their 1660 meld",
    ],
    "meld-minimum-declarer-alone": [
        f"{DD}::Double deck - a declaring side with exactly 200 meld plays on",
        f"{MDD}::Modern double deck - a declaring side with exactly 20 meld plays on",
    ],
    "anyone-names-trump": [
        f"{WD}::A player who did not win the bid may not name trump",
        f"{F003}/deal.feature::A player who did not win the bid may not name trump",
        f"{F001}/passing.feature::Only the high bidder names trump",
    ],
    "silent-trump-discard": [
        f"{WD}::A bidder who discards a trump and leads without telling the table is refused",
        f"{F002}/partner.feature::In the 96-card game a bidder who discards a trump and leads without telling the "
        "table is refused",
    ],
    "shoot-spares-opponents-nines": [
        MADE_1000,
        SEAT_3_1000,
        SHOOT_DEFAULT,
        f"{F001}/playing-1000.feature::Read with the opponents keeping their nines, a made 1000 leaves them their "
        "nine of trump",
    ],
}


# bugs whose engine answers an error reply where a result is due: the verdict is errored (the
# app's fault, counted against it like a failure), not failed
ANSWERS_AN_ERROR = {"schema-member-required"}


CAUGHT_BY.update(
    {  # issue 32: survivors of the mutation run at a1fcb7a (replay.py's over-limit renege, ruleset.py's defaults)
        "any-draw-refusal-a-renege": [
            f"{F000}/discard-draw.feature::Read with an over-limit exchange as a renege, exchanging a card not "
            "held is still only refused",
            f"{F000}/discard-draw.feature::Read with an over-limit exchange as a renege, a play during the draw is "
            "still only refused",
        ],
        "omitted-flags-read-true": [
            SHOOT_DEFAULT,
            RUN_350_DEFAULT,
            f"{F002}/discard-meld-pins.feature::A ruleset that leaves out whether broken meld counts scores a bidder "
            "forced to lay away an ace on the meld he keeps",
        ],
    }
)


def _verdicts(bug: str | None, scenario_ids: list[str], out: Path) -> dict[str, str]:
    """Run just these scenarios (against the planted bug, or the reference) and read each verdict."""
    argv = ["run", "--out", str(out), "--no-progress"]
    if bug is not None:
        argv += ["--impl", f"{shlex.quote(sys.executable)} {FAKE} {bug}"]
    for sid in scenario_ids:
        argv += ["--scenario", sid]
    main(argv)
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    return {r["id"]: r["status"] for r in report["results"]}


def test_every_bug_of_the_fake_is_shown_caught() -> None:
    sys.path.insert(0, str(FAKE.parent))
    try:
        import planted_gaps
    finally:
        sys.path.remove(str(FAKE.parent))
    assert set(planted_gaps.BUGS) == set(CAUGHT_BY)


def test_the_reference_engine_passes_every_scenario_listed(tmp_path: Path) -> None:
    listed = sorted({s for ids in CAUGHT_BY.values() for s in ids})
    verdicts = _verdicts(None, listed, tmp_path / "out")
    assert {s: verdicts.get(s) for s in listed} == {s: "passed" for s in listed}


@pytest.mark.parametrize("bug", sorted(CAUGHT_BY))
def test_the_scenarios_pinning_a_rule_fail_against_an_engine_that_breaks_it(bug: str, tmp_path: Path) -> None:
    expected = CAUGHT_BY[bug]
    verdicts = _verdicts(bug, expected, tmp_path / "out")
    wrong = "errored" if bug in ANSWERS_AN_ERROR else "failed"
    assert {s: verdicts.get(s) for s in expected} == {
        s: "other_reading" if s in AS_OTHER_READING.get(bug, set()) else wrong for s in expected
    }
