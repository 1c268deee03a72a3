"""The two places where ``audit`` used to report a deviation that was not the app's (issue 34):
a hand played on after 000's tie, whose auction is among the tied players only, and 001's
bidder, who shows his meld before he passes cards back.  Correct records now pass; a real
deviation in the same hand still fails with its rule and place."""

from __future__ import annotations

import copy
import json
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import main
from conformance_report.records.export import game_records, hand_record
from conformance_report.records.text import read_text, write_text
from conformance_report.rulesets import load_ruleset
from reference_engine.actions import Action
from reference_engine.cards import Card
from reference_engine.state import Deal, HandState

PY = shlex.quote(sys.executable)
PLANTED = Path(__file__).parent / "fakes" / "planted.py"


def _audit(tmp_path: Path, text: str) -> tuple[int, list[dict[str, Any]], list[str]]:
    path = tmp_path / "r.phr"
    path.write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    code = main(["audit", str(path), "--out", str(out)])
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    return code, [d for h in report["hands"] for d in h["deviations"]], text.splitlines()


def _only(devs: list[dict[str, Any]]) -> dict[str, Any]:
    assert len(devs) == 1, [d["message"] for d in devs]
    return devs[0]


# ----------------------------------------------------------------------------- 000's play-on

TIED = [1, 3]
"""Seats 1 and 3 tied for the win; seat 3 deals, so seat 1 bids first and seat 3 last."""


def _played_on(auction: list[tuple[int, str]]) -> str:
    """A bruce-5 hand played on by seats 1 and 3: the auction as given, then the engine's
    first legal action at every step (claims are the engine's), as text with a PlayOn tag."""
    rs = load_ruleset("bruce-5")
    start = HandState.random(rs, 7, dealer=3)
    deal = Deal(start.hands, start.kitty, start.stock)
    hand, _ = hand_record(rs, deal, 3, auction, "bruce-5", play_on=TIED)
    assert [(e["seat"], e["action"]) for e in hand["auction"]] == auction
    # The rest of the hand from the state the engine's auction leaves (seat 1 won at 3 here).
    st = HandState.new(rs, deal, 3)
    for seat, text in [(0, "pass"), (1, "bid 3"), (2, "pass"), (3, "pass")]:
        st = st.apply(Action.from_str(text), seat=seat)
    rest: list[tuple[int, str]] = []
    while not st.is_terminal():
        action = st.legal_actions()[0]
        rest.append((st.current_player(), str(action)))
        st = st.apply(action)
    hand, end = hand_record(rs, deal, 3, [*auction, *rest], "bruce-5", play_on=TIED)
    assert end.is_terminal() and end.bidder == 1 and end.contract == 3
    return write_text(hand)


def test_a_hand_played_on_by_the_tied_players_passes_and_failed_as_a_whole_table_auction(tmp_path: Path) -> None:
    text = _played_on([(1, "bid 3"), (3, "pass")])
    assert '[PlayOn "1 3"]' in text
    code, devs, _ = _audit(tmp_path, text)
    assert (code, devs) == (0, [])
    # Read as every seat bidding (what audit did before the tag): seat 1 out of turn.
    code, devs, lines = _audit(tmp_path, text.replace('[PlayOn "1 3"]\n', ""))
    dev = _only(devs)
    assert code == 1 and dev["key"] == "turn.out-of-turn" and dev["rule"] == "bruce.bidding.order"
    assert lines[dev["place"]["line"] - 1] == "  1: bid 3"


def test_who_bids_in_a_played_on_hand_is_the_variants_option_not_the_harnesss(tmp_path: Path) -> None:
    """game.play_on_bidders decides it: the same tagged record, declared as bruce-5 with
    everyone bidding after a tie, has seat 1 bid out of turn (seat 0 speaks first)."""
    text = _played_on([(1, "bid 3"), (3, "pass")])
    path = tmp_path / "r.phr"
    path.write_text(text, encoding="utf-8")
    decl = tmp_path / "everyone.json"
    decl.write_text(json.dumps({"extends": "bruce-5", "game": {"play_on_bidders": "everyone"}}), encoding="utf-8")
    out = tmp_path / "out"
    code = main(["audit", str(path), "--as", str(decl), "--out", str(out)])
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    devs = [d for h in report["hands"] for d in h["deviations"]]
    dev = _only(devs)
    assert code == 1 and dev["key"] == "turn.out-of-turn" and dev["rule"] == "bruce.bidding.order"
    assert load_ruleset("bruce-5").game.play_on_bidders == "tied"
    assert load_ruleset("penn-4").game.play_on_bidders == "everyone"


def test_a_seat_out_of_the_game_bidding_in_the_played_on_hand_is_the_apps_deviation(tmp_path: Path) -> None:
    text = _played_on([(1, "bid 3"), (3, "pass")]).replace("Auction\n  1: bid 3\n", "Auction\n  1: bid 3\n  2: bid 4\n")
    code, devs, lines = _audit(tmp_path, text)
    dev = _only(devs)
    assert code == 1 and dev["kind"] == "illegal" and dev["key"] == "turn.out-of-turn"
    assert dev["rule"] == "bruce.game.tie-play-on" and dev["citation"]["section"] == "end of the game"
    assert dev["place"]["seat"] == 2 and lines[dev["place"]["line"] - 1] == "  2: bid 4"


def test_a_wrong_trick_winner_in_the_played_on_hand_is_still_found(tmp_path: Path) -> None:
    text = _played_on([(1, "bid 3"), (3, "pass")])
    line = next(ln for ln in text.splitlines() if ln.startswith("  2. "))
    winner = int(line.rsplit("-> ", 1)[1])
    wrong = next(s for s in range(4) if s != winner)
    code, devs, lines = _audit(tmp_path, text.replace(line, f"{line.rsplit('-> ', 1)[0]}-> {wrong}"))
    kinds = {(d["kind"], d["rule"], d["place"]["trick"]) for d in devs}
    assert code == 1 and ("trick-winner", "bruce.play.trick-winner", 2) in kinds
    dev = next(d for d in devs if d["kind"] == "trick-winner")
    assert (dev["expected"], dev["claimed"]) == (winner, wrong)
    assert lines[dev["place"]["line"] - 1].startswith("  2. ")


def test_the_play_on_tag_must_name_seats_at_the_table(tmp_path: Path) -> None:
    text = _played_on([(1, "bid 3"), (3, "pass")]).replace('[PlayOn "1 3"]', '[PlayOn "1 7"]')
    path = tmp_path / "bad.phr"
    path.write_text(text, encoding="utf-8")
    assert main(["audit", str(path), "--out", str(tmp_path / "out")]) == 2
    report = json.loads((tmp_path / "out" / "report.json").read_text(encoding="utf-8"))
    err = report["errors"][0]
    assert err["line"] == text.splitlines().index('[PlayOn "1 7"]') + 1 and "seat 7 is out of range" in err["message"]


@pytest.fixture(scope="module")
def tied_game() -> list[dict[str, Any]]:
    """A seeded bruce-5 game whose last hand is played on after a tie (seed 244)."""
    hands = list(game_records(load_ruleset("bruce-5"), "bruce-5", 244, "g"))
    assert [i for i, h in enumerate(hands) if "play_on" in h] == [len(hands) - 1]
    return hands


def test_a_game_whose_tied_players_play_on_audits_clean(tied_game: list[dict[str, Any]], tmp_path: Path) -> None:
    tie, last = tied_game[-2], tied_game[-1]
    assert tie["game_scores"]["result"]["play_on"] == last["play_on"] != [0, 1, 2, 3]
    assert {e["seat"] for e in last["auction"]} <= set(last["play_on"])
    text = "\n".join(write_text(h) for h in tied_game)
    assert _audit(tmp_path, text)[:2] == (0, [])
    # In a game record the tie's result says who plays on: the tag is not needed.
    bare = copy.deepcopy(tied_game)
    del bare[-1]["play_on"]
    assert _audit(tmp_path, "\n".join(write_text(h) for h in bare))[:2] == (0, [])


def test_a_play_on_tag_naming_other_seats_than_the_tie_is_a_deviation(
    tied_game: list[dict[str, Any]], tmp_path: Path
) -> None:
    hands = copy.deepcopy(tied_game)
    hands[-1]["play_on"] = [0, 1, 2, 3]
    code, devs, lines = _audit(tmp_path, "\n".join(write_text(h) for h in hands))
    assert code == 1
    dev = next(d for d in devs if d["key"] == "game.tie")
    assert dev["rule"] == "bruce.game.tie-play-on" and dev["expected"] == tied_game[-1]["play_on"]
    assert lines[dev["place"]["line"] - 1] == '[PlayOn "0 1 2 3"]'


def _records_play(tmp_path: Path, impl: str) -> tuple[int, dict[str, Any], list[str]]:
    record = tmp_path / "played.phr"
    argv = ["records", "play", "--impl", impl, "--ruleset", "bruce-5", "--games", "1", "--seed", "82"]
    assert main([*argv, "--out", str(record)]) == 0
    out = tmp_path / "out"
    code = main(["audit", str(record), "--out", str(out)])
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    return code, report, record.read_text(encoding="utf-8").splitlines()


def test_records_play_through_the_reference_adapter_plays_on_after_a_tie_cleanly(tmp_path: Path) -> None:
    code, report, lines = _records_play(tmp_path, f"{PY} -m reference_engine.adapter")
    assert any(ln.startswith("[PlayOn ") for ln in lines) and any(ln.startswith("  result: play on") for ln in lines)
    assert code == 0 and report["summary"]["deviations"] == 0 and report["summary"]["unjudged"] == 0


def test_records_play_finds_an_app_that_ends_the_game_on_a_tie(tmp_path: Path) -> None:
    code, report, lines = _records_play(tmp_path, f"{PY} {PLANTED} --bug ties-end-the-game")
    assert code == 1
    cause = next(c for c in report["causes"] if c["key"] == "game.tie")
    assert cause["rule"] == "bruce.game.tie-play-on" and cause["count"] == 1
    example = cause["example"]
    assert example["expected"]["play_on"] and example["claimed"]["finished"] is True
    assert lines[example["place"]["line"] - 1].startswith("  result: over ")


# ----------------------------------------------------------------------------- 001's meld cards

_HANDS_001 = [
    "KS QS JS JS 9S 9S 9H 9H KD QD JD JD",
    "AH AH TH TH KH KH QH QH KS QS KD QD",
    "9D 9D AC AC TC TC KC QC JC JC 9C 9C",
    "JH JH KC QC AS AS TS TS AD AD TD TD",
]
_SHOWN = "AH AH TH TH KH KH QH QH JH JH KS QS KD QD KC QC"
"""Seat 1's sixteen cards once his partner has passed him four: every one is meld."""
_AFTER = "AH AH TH TH KH KH QH QH JH JH KC QC"
"""What is still meld in his hand after he has passed four back (he had to break meld)."""


def _peterson_hand() -> str:
    """Seat 1 is in for 250, names hearts, takes JH JH KC QC and, holding only meld, passes
    KS QS KD QD back (001, Passing cards); the play is the engine's first legal card."""
    rs = load_ruleset("peterson-4")
    deal = Deal(tuple(tuple(map(Card.from_str, h.split())) for h in _HANDS_001), (), ())
    actions = [(2, "pass"), (3, "pass"), (0, "pass"), (1, "trump H"), (3, "give JH JH KC QC"), (1, "give KS QS KD QD")]
    st = HandState.new(rs, deal, 0)
    for seat, text in actions:
        st = st.apply(Action.from_str(text), seat=seat)
    while not st.is_terminal():
        action = st.legal_actions()[0]
        actions.append((st.current_player(), str(action)))
        st = st.apply(action)
    hand, _ = hand_record(rs, deal, 0, actions, "peterson-4")
    text = write_text(hand)
    meld = text[text.index("Meld\n") : text.index("Tricks\n")]
    written = "Meld\n  0: 100 = KS QS 9H 9H KD QD JD\n  1: 1700 = {}\n  2: 20 = KC QC\n  3: 40 = KS QS KD QD\n"
    return text.replace(meld, written.format(_SHOWN))


def test_the_bidders_meld_as_shown_before_he_passes_back_passes(tmp_path: Path) -> None:
    text = _peterson_hand()
    hand = next(read_text(text.splitlines(keepends=True), "r.phr")).hand
    assert hand["meld"][1] == {"seat": 1, "points": 1700, "cards": _SHOWN.split()}
    assert _audit(tmp_path, text)[:2] == (0, [])


def test_the_bidders_meld_recorded_after_the_pass_back_is_the_apps_deviation(tmp_path: Path) -> None:
    code, devs, lines = _audit(tmp_path, _peterson_hand().replace(f"1700 = {_SHOWN}", f"1700 = {_AFTER}"))
    dev = _only(devs)
    assert code == 1 and dev["kind"] == "meld" and dev["key"] == "meld.shown-early"
    assert dev["rule"] == "peterson.passing.bidder-passes-back" and dev["citation"]["section"] == "Passing cards"
    assert dev["expected"] == sorted(_SHOWN.split()) and dev["place"]["seat"] == 1
    assert "after step 5 ('give JH JH KC QC')" in dev["message"]
    line = lines[dev["place"]["line"] - 1]
    assert line.startswith("  1: 1700 = ") and line[dev["place"]["column"] - 1 :] == _AFTER


def test_a_wrong_meld_in_the_same_hand_still_fails(tmp_path: Path) -> None:
    code, devs, lines = _audit(tmp_path, _peterson_hand().replace("  3: 40 = KS QS KD QD", "  3: 60 = KS QS KD QD"))
    dev = _only(devs)
    assert code == 1 and (dev["kind"], dev["key"], dev["expected"], dev["claimed"]) == ("meld", "meld", 40, 60)
    assert dev["place"]["seat"] == 3 and lines[dev["place"]["line"] - 1] == "  3: 60 = KS QS KD QD"


def test_records_play_asks_the_bidders_meld_on_the_hand_he_shows_it_from() -> None:
    """001's bidder is asked his meld on his sixteen cards (before he passes back); everyone
    else on twelve; the hand_score question takes the hands after the pass back (one deal)."""
    from conformance_report.records.play import app_games
    from reference_engine import adapter

    doc = json.loads(Path("fixtures/rulesets/peterson-4.json").read_text(encoding="utf-8"))
    asked: list[tuple[str, dict[str, Any]]] = []

    def ask(op: str, args: Any) -> Any:
        asked.append((op, dict(args)))
        return adapter.handle({"id": str(len(asked)), "op": op, "ruleset": doc, "args": dict(args)}).get("result")

    hands = list(app_games(ask, load_ruleset("peterson-4"), "peterson-4", 3, 1, max_hands=3))
    sizes = [len(a["hand"]) for op, a in asked if op == "meld"]
    scores = [a for op, a in asked if op == "hand_score"]
    assert len(hands) == 3 and len(scores) == 3 and sizes.count(16) == 3 and sizes.count(12) == 9
    assert all(len(h) == 12 for a in scores for h in a["melds"])


def test_records_play_asks_no_hand_score_where_the_bidder_broke_his_meld_to_pass_back() -> None:
    from conformance_report.records.play import _fair

    rs = load_ruleset("peterson-4")
    st = HandState.new(rs, Deal(tuple(tuple(map(Card.from_str, h.split())) for h in _HANDS_001), (), ()), 0)
    for seat, text in [(2, "pass"), (3, "pass"), (0, "pass"), (1, "trump H"), (3, "give JH JH KC QC")]:
        st = st.apply(Action.from_str(text), seat=seat)
    broken = st.apply(Action.from_str("give KS QS KD QD"), seat=1)
    assert broken.melds is not None and broken.melds[1].total == 1700
    assert not _fair(broken, broken.hands)


# ----------------------------------------------------------------------------- the app's auction


def _penn_hand() -> dict[str, Any]:
    from conformance_report.records.export import played_hand

    hand, st = played_hand(load_ruleset("penn-4"), "penn-4", 3)
    assert st.bidder is not None and any(e["action"].startswith("bid") for e in hand["auction"])
    hand["auction_result"] = {"status": "won", "winner": st.bidder, "contract": st.contract}
    return hand


def test_the_apps_auction_result_round_trips_and_passes_when_it_is_the_engines(tmp_path: Path) -> None:
    hand = _penn_hand()
    text = write_text(hand)
    assert f"  result: won {hand['auction_result']['winner']} {hand['auction_result']['contract']}\nTrump" in text
    assert next(read_text(text.splitlines(keepends=True), "r.phr")).hand == hand
    refused = dict(
        hand, auction_result={"status": "illegal", "winner": None, "contract": None, "index": 1, "rule": "x.y"}
    )
    assert next(read_text(write_text(refused).splitlines(keepends=True), "r.phr")).hand == refused
    assert _audit(tmp_path, text)[:2] == (0, [])


def test_another_auction_winner_or_bid_claimed_by_the_app_is_a_deviation(tmp_path: Path) -> None:
    hand = _penn_hand()
    want = dict(hand["auction_result"])
    hand["auction_result"]["contract"] += 1
    code, devs, lines = _audit(tmp_path, write_text(hand))
    dev = _only(devs)
    assert code == 1 and (dev["kind"], dev["key"], dev["expected"]) == ("auction", "auction.won", want)
    assert lines[dev["place"]["line"] - 1] == f"  result: won {want['winner']} {want['contract'] + 1}"


def test_a_call_the_app_refuses_though_the_rules_allow_it_is_found_at_that_call(tmp_path: Path) -> None:
    hand = _penn_hand()
    hand["auction_result"] = {
        "status": "illegal",
        "winner": None,
        "contract": None,
        "index": 2,
        "rule": "turn.out-of-turn",
    }
    code, devs, lines = _audit(tmp_path, write_text(hand))
    dev = _only(devs)
    assert code == 1 and dev["key"] == "auction.refused" and dev["rule"] == "penn.bidding.starts-left-of-dealer"
    call = hand["auction"][2]
    assert (
        dev["place"]["seat"] == call["seat"]
        and lines[dev["place"]["line"] - 1] == f"  {call['seat']}: {call['action']}"
    )


def test_a_bad_auction_result_line_names_its_place() -> None:
    from conformance_report.records.notation import RecordError

    head = '[Variant "penn-4"]\n[Dealer "0"]\nDeal\n  0: AS\nAuction\n  1: pass\n'
    with pytest.raises(RecordError, match=r"^r\.phr:7:15: .two. is not a seat"):
        list(read_text((head + "  result: won two 20\n").splitlines(True), "r.phr"))
    with pytest.raises(RecordError, match=r"^r\.phr:8:3: the auction's result comes after its calls"):
        list(read_text((head + "  result: open\n  2: pass\n").splitlines(True), "r.phr"))


def test_records_play_finds_an_app_whose_auction_lets_a_passed_player_bid_again(tmp_path: Path) -> None:
    record = tmp_path / "played.phr"
    impl = f"{PY} {PLANTED} --bug passed-may-bid-again"
    argv = ["records", "play", "--impl", impl, "--ruleset", "trickster-classic", "--games", "2", "--seed", "3"]
    assert main([*argv, "--out", str(record)]) == 0
    out = tmp_path / "out"
    assert main(["audit", str(record), "--out", str(out)]) == 1
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert [c["key"] for c in report["causes"]] == ["auction.refused"]
    example = report["causes"][0]["example"]
    assert example["rule"] == "trickster.bidding.auction" and example["claimed"]["rule"] == "turn.out-of-turn"
    lines = record.read_text(encoding="utf-8").splitlines()
    assert lines[example["place"]["line"] - 1].startswith(f"  {example['place']['seat']}: ")
    clean = tmp_path / "clean.phr"
    argv[3] = f"{PY} -m reference_engine.adapter"
    assert main([*argv, "--out", str(clean)]) == 0 and main(["audit", str(clean), "--out", str(tmp_path / "o2")]) == 0
    assert sum(ln.startswith("  result: won ") for ln in clean.read_text(encoding="utf-8").splitlines()) >= 10


def test_a_play_on_tag_after_a_hand_audit_could_not_finish_is_taken_as_given(
    tied_game: list[dict[str, Any]], tmp_path: Path
) -> None:
    hands = copy.deepcopy(tied_game)
    del hands[-2]["tricks"][-1]  # the tie's hand stops short: its result is not the engine's to say
    for key in ("scores", "game_scores"):
        hands[-2].pop(key, None)
    code, devs, _ = _audit(tmp_path, "\n".join(write_text(h) for h in hands))
    assert (code, devs) == (0, [])
    del hands[-1]["play_on"]  # without the tag the whole table bids: the tied players' auction is out of turn
    code, devs, _ = _audit(tmp_path, "\n".join(write_text(h) for h in hands))
    assert code == 1 and [d["key"] for d in devs] == ["turn.out-of-turn"]
