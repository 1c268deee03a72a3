"""``pinochle-conformance audit`` (issue 34): good records pass, planted faults are found with the
right rule at the right place, unreadable records exit 2 with file:line:col."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import main
from conformance_report.records.export import game_records, played_hand
from conformance_report.records.notation import actions_of
from conformance_report.records.report import validate_audit_report
from conformance_report.records.text import write_text
from conformance_report.rulesets import load_ruleset
from reference_engine.actions import Action
from reference_engine.cards import Card
from reference_engine.state import Deal, HandState


def _audit(tmp_path: Path, hands: list[dict[str, Any]], *extra: str, name: str = "r.phr") -> tuple[int, dict[str, Any]]:
    path = tmp_path / name
    path.write_text("\n".join(write_text(h) for h in hands), encoding="utf-8")
    out = tmp_path / "out"
    code = main(["audit", str(path), "--out", str(out), *extra])
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert validate_audit_report(report) == []
    return code, report


def _line_of(tmp_path: Path, needle: str, name: str = "r.phr") -> int:
    lines = (tmp_path / name).read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if needle in line)


def _only(report: dict[str, Any]) -> dict[str, Any]:
    devs = [d for h in report["hands"] for d in h["deviations"]]
    assert len(devs) == 1, [d["message"] for d in devs]
    return devs[0]


def _states(rid: str, hand: dict[str, Any]) -> Iterator[tuple[tuple[Any, ...], int, HandState]]:
    """Each action's path, seat and the engine's state before it."""
    rs = load_ruleset(rid)
    d = hand["deal"]
    deal = Deal(
        tuple(tuple(map(Card.from_str, h)) for h in d["hands"]),
        tuple(map(Card.from_str, d.get("kitty", ()))),
        tuple(map(Card.from_str, d.get("stock", ()))),
    )
    st = HandState.new(rs, deal, hand["dealer"])
    for path, seat, text in actions_of(hand):
        yield path, seat, st
        st = st.apply(Action.from_str(text), seat=seat)


@pytest.mark.parametrize("rid", ["bruce-5", "peterson-4", "family-5-single-deck", "trickster-classic", "penn-4"])
def test_good_records_of_each_document_pass(rid: str, tmp_path: Path) -> None:
    hands = list(game_records(load_ruleset(rid), rid, 2, "g1", max_hands=4))
    code, report = _audit(tmp_path, hands)
    assert code == 0, report["causes"]
    assert report["summary"]["hands"] == len(hands) and report["summary"]["deviations"] == 0
    assert report["summary"]["actions"] > 10 * len(hands)
    for name in ("report.html", "junit.xml", "summary.md"):
        assert (tmp_path / "out" / name).stat().st_size > 0


def test_a_renege_the_app_let_play_on_after_is_found_at_its_trick_and_seat(tmp_path: Path) -> None:
    hand = played_hand(load_ruleset("bruce-5"), "bruce-5", 4)[0]
    for path, seat, st in _states("bruce-5", hand):
        legal = {a.cards[0] for a in st.legal_actions() if a.kind == "play"}
        wrong = [c for c in st.hands[seat] if c not in legal]
        if path[0] == "tricks" and wrong and path[1] < len(hand["tricks"]) - 1:
            break
    else:
        pytest.fail("no position with an illegal play")
    code_wanted = st.broken_rules(Action("play", cards=(wrong[0],)), seat)[0]
    bad = copy.deepcopy(hand)
    bad["tricks"][path[1]]["plays"][path[3]]["card"] = str(wrong[0])
    code, report = _audit(tmp_path, [bad])
    dev = _only(report)
    assert code == 1
    assert (dev["kind"], dev["key"]) == ("illegal", code_wanted)
    assert dev["rule"] is not None and dev["rule"].startswith("bruce.play.")
    assert "renege" in dev["message"] and dev["citation"]["document"].startswith("Bruce")
    place = dev["place"]
    assert (place["trick"], place["seat"], place["game"], place["hand"]) == (path[1] + 1, seat, "1", "1")
    assert place["line"] == _line_of(tmp_path, f"  {path[1] + 1}. ")
    assert report["hands"][0]["unjudged"] > 0
    ended = copy.deepcopy(bad)  # the renege ends the record: the hand the engine scores as a renege
    ended["tricks"] = [*ended["tricks"][: path[1]], {"plays": ended["tricks"][path[1]]["plays"][: path[3] + 1]}]
    for key in ("scores", "game_scores"):
        ended.pop(key, None)
    code, report = _audit(tmp_path, [ended])
    assert (code, report["summary"]["ended"], report["summary"]["deviations"]) == (0, 1, 0)


def test_a_miscounted_meld_names_the_seat_and_the_meld_rule(tmp_path: Path) -> None:
    hand = played_hand(load_ruleset("peterson-4"), "peterson-4", 6)[0]
    bad = copy.deepcopy(hand)
    bad["meld"][2]["points"] += 20
    code, report = _audit(tmp_path, [bad])
    dev = _only(report)
    assert code == 1 and dev["kind"] == "meld" and dev["rule"] == "peterson.meld.run"
    assert (dev["place"]["seat"], dev["expected"], dev["claimed"]) == (
        2,
        hand["meld"][2]["points"],
        hand["meld"][2]["points"] + 20,
    )
    assert dev["place"]["line"] == _line_of(tmp_path, f"  2: {hand['meld'][2]['points'] + 20}")


def test_a_wrong_trick_winner_is_found_at_its_trick(tmp_path: Path) -> None:
    hand = played_hand(load_ruleset("trickster-classic"), "trickster-classic", 3)[0]
    bad = copy.deepcopy(hand)
    right = bad["tricks"][4]["winner"]
    bad["tricks"][4]["winner"] = (right + 1) % 4
    code, report = _audit(tmp_path, [bad])
    dev = _only(report)
    assert code == 1 and (dev["kind"], dev["rule"]) == ("trick-winner", "trickster.play.trick-winner")
    assert (dev["place"]["trick"], dev["expected"], dev["claimed"]) == (5, right, (right + 1) % 4)
    assert dev["place"]["line"] == _line_of(tmp_path, "  5. ")
    assert '<td class="fault">' in (tmp_path / "out" / "report.html").read_text(encoding="utf-8")


def test_a_score_ignoring_the_set_rule_is_found(tmp_path: Path) -> None:
    rs = load_ruleset("penn-4")
    hand = next(
        h for h in (played_hand(rs, "penn-4", s)[0] for s in range(60)) if h.get("scores", {}).get("made") is False
    )
    bad = copy.deepcopy(hand)
    side = bad["scores"]["sides"][0]
    bad["scores"]["made"] = True
    side["score"] = side["meld"] + side["counters"]
    code, report = _audit(tmp_path, [bad])
    devs = report["hands"][0]["deviations"]
    assert code == 1 and {d["key"] for d in devs} == {"score.set"}
    assert {d["rule"] for d in devs} == {"penn.scoring.set-penalty"}
    assert [d["place"]["path"] for d in devs] == ["scores/made", "scores/sides/0"]
    assert devs[1]["expected"] == hand["scores"]["sides"][0]["score"]
    assert report["causes"][0]["count"] == 2 and report["causes"][0]["hands"] == 1


def test_a_wrong_game_end_and_a_hand_after_the_end_are_found(tmp_path: Path) -> None:
    hands = list(game_records(load_ruleset("penn-4"), "penn-4", 5, "g1"))
    assert hands[-1]["game_scores"]["result"]["finished"]
    bad = copy.deepcopy(hands)
    bad[-1]["game_scores"]["result"] = {"finished": False, "winners": [], "play_on": []}
    extra = copy.deepcopy(played_hand(load_ruleset("penn-4"), "penn-4", 99, dealer=(bad[-1]["dealer"] + 1) % 4)[0])
    bad.append({**extra, "game": "g1", "hand": str(len(bad) + 1)})
    code, report = _audit(tmp_path, bad)
    devs = [d for h in report["hands"] for d in h["deviations"]]
    assert code == 1
    assert [(d["kind"], d["place"]["hand"]) for d in devs] == [
        ("game-result", str(len(hands))),
        ("game-over", str(len(hands) + 1)),
    ]
    assert devs[0]["rule"] in ("penn.game.target", "penn.game.bidder-precedence")
    assert devs[0]["expected"]["finished"] is True


def test_a_dealer_out_of_turn_and_wrong_totals_are_found(tmp_path: Path) -> None:
    hands = copy.deepcopy(list(game_records(load_ruleset("penn-4"), "penn-4", 5, "g1"))[:2])
    wrong = (hands[1]["dealer"] + 2) % 4
    hands[1] = {"game": "g1", **played_hand(load_ruleset("penn-4"), "penn-4", 77, dealer=wrong)[0]}
    code, report = _audit(tmp_path, hands)
    dev = _only(report)
    assert (code, dev["rule"], dev["place"]["hand"], dev["claimed"]) == (1, "penn.deal.rotation", "2", wrong)
    hands = copy.deepcopy(list(game_records(load_ruleset("penn-4"), "penn-4", 5, "g1"))[:2])
    hands[0]["game_scores"]["totals"][1] += 5  # the app adds wrong and carries its total on
    hands[1]["game_scores"]["totals"][1] += 5
    code, report = _audit(tmp_path, hands)
    dev = _only(report)
    assert (code, dev["kind"], dev["place"]["hand"]) == (1, "game-totals", "1")


def test_legality_is_checked_without_any_claim(tmp_path: Path) -> None:
    hand = played_hand(load_ruleset("penn-4"), "penn-4", 8)[0]
    bare = {k: v for k, v in hand.items() if k not in ("meld", "scores", "game_scores")}
    bare["tricks"] = [{"plays": t["plays"]} for t in hand["tricks"]]
    assert _audit(tmp_path, [bare])[0] == 0
    bare["auction"][0] = {"seat": (bare["auction"][0]["seat"] + 1) % 4, "action": bare["auction"][0]["action"]}
    code, report = _audit(tmp_path, [bare])
    dev = _only(report)
    assert (code, dev["key"], dev["rule"], dev["place"]["path"]) == (
        1,
        "turn.out-of-turn",
        "penn.bidding.starts-left-of-dealer",
        "auction/0",
    )


def test_deals_the_deck_cannot_hold_are_deviations(tmp_path: Path) -> None:
    hand = played_hand(load_ruleset("penn-4"), "penn-4", 8)[0]
    twice = copy.deepcopy(hand)
    twice["deal"]["hands"][0][0] = twice["deal"]["hands"][1][0] = "AS"
    twice["deal"]["hands"][2][0] = "AS"
    code, report = _audit(tmp_path, [twice])
    assert (code, _only(report)["key"]) == (1, "deal.not-the-deck")
    short = copy.deepcopy(hand)
    short["deal"]["hands"][0] = short["deal"]["hands"][0][:-1]
    assert _only(_audit(tmp_path, [short])[1])["key"] == "deal.hand-size"
    family = played_hand(load_ruleset("family-5-96"), "family-5-96", 1)[0]
    family["deal"]["hands"][0][0] = "9S"
    assert _only(_audit(tmp_path, [family])[1])["key"] == "deal.not-the-deck"


BROKEN = [
    ("unknown variant", lambda h: {**h, "variant": "penn-44"}, "[Variant", "unknown or invalid variant"),
    (
        "seat out of range",
        lambda h: {**h, "auction": [{"seat": 7, "action": "pass"}, *h["auction"][1:]]},
        "  7: pass",
        "seat 7 is out of range",
    ),
    ("no variant", lambda h: {k: v for k, v in h.items() if k != "variant"}, "[Dealer", "names no variant"),
    ("players", lambda h: {**h, "players": ["Ann", "Bob"]}, "[Players", "2 players named"),
]


@pytest.mark.parametrize(("name", "change", "needle", "says"), BROKEN, ids=[b[0] for b in BROKEN])
def test_a_record_that_does_not_fit_its_table_exits_2_with_file_line_col(
    name: str, change: Any, needle: str, says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hand = change(played_hand(load_ruleset("penn-4"), "penn-4", 8)[0])
    code, report = _audit(tmp_path, [hand])
    assert code == 2
    [err] = report["errors"]
    assert err["line"] == _line_of(tmp_path, needle) and says in err["message"]
    assert f"r.phr:{err['line']}:{err['column']}: " in capsys.readouterr().out


def test_as_declares_the_variant_and_a_bad_one_is_a_usage_error(tmp_path: Path) -> None:
    hand = played_hand(load_ruleset("penn-4"), "penn-4", 8)[0]
    bare = {k: v for k, v in hand.items() if k != "variant"}
    assert _audit(tmp_path, [bare], "--as", "penn-4")[0] == 0
    code, report = _audit(tmp_path, [hand], "--as", "bruce-5")
    assert (code, _only(report)["key"]) == (1, "deal.hand-size")  # bruce-5 deals 5 cards a seat
    assert main(["audit", str(tmp_path / "r.phr"), "--as", "no-such-ruleset"]) == 2


def test_no_hand_is_not_green(tmp_path: Path) -> None:
    (tmp_path / "empty.phr").write_text("# nothing here\n", encoding="utf-8")
    assert main(["audit", str(tmp_path / "empty.phr")]) == 1


def test_demo_record_and_exported_scenarios_and_fuzz_findings_pass_the_audit(tmp_path: Path) -> None:
    from conformance_report.tools.demo import main as demo

    assert demo(["--ruleset", "peterson-3", "--seed", "4", "--record", str(tmp_path / "demo.phr")]) == 0
    assert main(["audit", str(tmp_path / "demo.phr")]) == 0
    out = tmp_path / "scen.jsonl"
    assert main(["records", "export", "--scenarios", "-k", "(penn and play) or fold or renege", "--out", str(out)]) == 0
    hands = out.read_text(encoding="utf-8").splitlines()
    assert len(hands) >= 5
    assert main(["audit", str(out)]) == 0
    first = json.loads(hands[0])
    findings = {
        "ruleset": "penn-4",
        "findings": [
            {
                "cluster": "play_hand × steps",
                "request": {
                    "op": "play_hand",
                    "ruleset": first["variant"],
                    "args": {
                        "dealer": first["dealer"],
                        "deal": first["deal"],
                        "actions": [{"seat": s, "action": a} for _, s, a in actions_of(first)]
                        + [{"seat": 0, "action": "bid 999"}],
                    },
                },
            },
            {"cluster": "meld × total", "request": {"op": "meld", "ruleset": "penn-4", "args": {}}},
        ],
    }
    (tmp_path / "findings.json").write_text(json.dumps(findings), encoding="utf-8")
    assert main(["records", "export", "--fuzz", str(tmp_path / "findings.json"), "--out", str(tmp_path / "f.phr")]) == 0
    assert (tmp_path / "f.phr").read_text(encoding="utf-8").count("[Variant") == 1
    assert main(["audit", str(tmp_path / "f.phr")]) == 0


def test_the_worked_examples_of_the_docs_one_per_document_audit_clean(tmp_path: Path) -> None:
    import re

    page = (Path(__file__).resolve().parent.parent / "docs" / "hand-records.md").read_text(encoding="utf-8")
    blocks = [b for b in re.findall(r"```text\n(.*?)```", page, re.S) if b.startswith("[Variant")]
    (tmp_path / "examples.phr").write_text("\n".join(blocks), encoding="utf-8")
    out = tmp_path / "out"
    assert main(["audit", str(tmp_path / "examples.phr"), "--out", str(out)]) == 0
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["summary"]["hands"] == 5 and report["summary"]["ended"] == 5
    variants = [re.match(r'\[Variant "([^"]+)"\]', b).group(1) for b in blocks]  # type: ignore[union-attr]
    assert len({load_ruleset(v).source.document for v in variants}) == 5
