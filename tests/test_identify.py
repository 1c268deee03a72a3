"""identify: the closest named ruleset, the options that differ, and what no option explains."""

from __future__ import annotations

import json
import shlex
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from _profile import sample

from conformance_report.protocol.client import Implementation, Outcome
from conformance_report.rulesets import load_document, ruleset_ids
from conformance_report.tools.identify import identify
from conformance_report.variants.declaration import load_declaration
from conformance_report.variants.probes import META, LocalVariant, get_path, option_alternatives, set_path

VARIANT = Path(__file__).parent / "fakes" / "variant.py"


def _doc(rid: str, options: Mapping[str, Any]) -> dict[str, Any]:
    doc = load_document(rid)
    for path, value in options.items():
        doc = set_path(doc, path, value)
    return doc


TIED_BEFORE = [
    "peterson-4",
    "peterson-4-playing-1000",
    "peterson-4-throw-in",
    "trickster-classic",
    "trickster-classic-misdeal",
    "trickster-classic-must-bid-or-set",
    "trickster-classic-stick-dealer",
]
"""Rulesets identify reported as ties before its generators reached stuck dealers, misdeals, shooting."""


@pytest.mark.parametrize("rids", [sample(ruleset_ids(), 6), TIED_BEFORE[:3], TIED_BEFORE[3:]])
def test_every_named_ruleset_is_named_exactly(rids: list[str]) -> None:
    """All 45 in the long profile (PINOCHLE_TEST_PROFILE=long); an even spread of 6 and the formerly
    tied ones in ci. No two named rulesets answer every request alike, so none is reported as a tie."""
    got = []
    for rid in rids:
        result = identify(LocalVariant(load_document(rid)), options=False)
        got.append((rid, result.ruleset, result.ties))
        assert result.probes > 0
    assert got == [(rid, rid, []) for rid in rids]


def test_the_other_values_of_a_rulesets_readings_are_tried() -> None:
    # no named ruleset waits for the called card to be played, yet family-5-96 records that
    # reading of 002 as an alternative: identify tries it (and so can name it)
    doc = load_document("family-5-96")
    assert option_alternatives(doc)["partner.called_holder"] == ["first_to_play"]
    without = {k: v for k, v in doc.items() if k != "readings"}
    assert "partner.called_holder" not in option_alternatives(without)


def test_an_unlisted_integer_value_is_searched_and_named() -> None:
    served = _doc("penn-4", {"bidding.minimum": 25})  # no named ruleset starts at 25, nor is it 20 +- 1
    result = identify(LocalVariant(served), fuzz_examples=10)
    assert (result.ruleset, result.options, result.unexplained) == ("penn-4", {"bidding.minimum": 25}, [])
    shown = result.differences[0]
    assert shown.request["op"] in ("auction", "play_hand") and shown.answer != shown.expected_under_base


@pytest.mark.parametrize(
    ("rid", "options", "closest", "expected"),
    [
        ("penn-4", {"play.must_trump_if_void": False}, "penn-4", None),
        ("penn-4", {"bidding.minimum": 21, "counters.last_trick": 0}, "penn-4", None),
        (
            "trickster-classic",
            {"play.must_beat_when_following": "never", "meld.values.pinochle.2": 30, "counters.last_trick": 0},
            "trickster-classic-head-never",
            # relative to the closest named ruleset, which never heads and does not overtrump
            {"meld.values.pinochle.2": 30, "counters.last_trick": 0, "play.must_overtrump": True},
        ),
        # two options explain the first difference alike (no precedence; none for a set bidder):
        # the requests that tell them apart must be asked before one is adopted
        ("bruce-5", {"game.set_bidder_keeps_precedence": False}, "bruce-5", None),
        ("penn-4", {"game.set_bidder_keeps_precedence": False}, "penn-4", None),
        ("bruce-5", {"scoring.renege.trump_lead": "refused"}, "bruce-5", None),
        ("trickster-double-deck", {"scoring.fold_at": "first_play"}, "trickster-double-deck", None),
        ("trickster-classic-misdeal", {"bidding.misdeal.when": "as_opening_bid"}, "trickster-classic-misdeal", None),
        # a maximum no ruleset has, found between the highest bid accepted and the lowest refused
        ("penn-4", {"bidding.maximum": 60}, "penn-4", None),
        # a raised minimum where the first bidder is "in" at the minimum (issue 31)
        ("peterson-4", {"bidding.minimum": 270}, "peterson-4", None),
        ("peterson-3", {"bidding.minimum": 200}, "peterson-3", None),
        ("trickster-3-player", {"bidding.minimum": 170}, "trickster-3-player", None),
        # a 12-card Penn game with a raised minimum and another double pinochle is no 5-card game
        (
            "penn-4",
            {"bidding.minimum": 25, "bidding.stuck_amount": 25, "meld.values.pinochle.2": 30},
            "penn-4",
            None,
        ),
        # a stuck dealer needs three options together: stuck, without a turn, at an amount no ruleset has
        (
            "trickster-classic",
            {"bidding.all_pass": "dealer_stuck", "bidding.stuck_dealer": "no_turn", "bidding.stuck_amount": 300},
            "trickster-classic",
            None,
        ),
    ],
)
def test_changed_options_are_named_exactly(
    rid: str, options: dict[str, Any], closest: str, expected: dict[str, Any] | None
) -> None:
    served = _doc(rid, options)
    result = identify(LocalVariant(served), fuzz_examples=10)
    assert result.ruleset == closest
    assert result.options == (expected or options)
    assert result.unexplained == []
    assert {d.option for d in result.differences} == set(result.options)
    for d in result.differences:  # each difference keeps a request that shows it
        assert d.request["op"] and d.request["args"]
        assert d.answer != d.expected_under_base
    # options no ruleset of the document takes and no reading allows are departures, declared
    # apart: the declared ruleset keeps the document's value there
    departs = {d.option for d in result.departures}
    assert departs == DEPARTURES.get(rid, set()) & set(result.options)
    for d in result.departures:
        assert d.rule and d.value == result.options[d.option] and d.document_value != d.value
    declared = load_declaration(result.declaration())
    truth = served
    for path in departs:
        truth = set_path(truth, path, get_path(load_document(closest), path))
    assert {k: v for k, v in declared.items() if k not in META} == {k: v for k, v in truth.items() if k not in META}


DEPARTURES = {
    "penn-4": {"play.must_trump_if_void", "counters.last_trick", "meld.values.pinochle.2"},
    "trickster-classic": {"counters.last_trick"},
}
"""Changes above that 004 and 003 fix (the last trick's point; trumping when void), by base."""


def _second_card_never_wins(op: str, args: Mapping[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    if op == "trick_winner" and len(args["trick"]) == 2:
        return {"seat": args["trick"][0]["seat"]}
    return result


def test_a_rule_bug_no_option_expresses_is_unexplained_with_a_minimal_case() -> None:
    result = identify(LocalVariant(load_document("penn-4"), bug=_second_card_never_wins), fuzz_examples=30)
    assert result.ruleset == "penn-4"
    assert result.options == {}
    ops = [u["op"] for u in result.unexplained]
    assert ops == ["trick_winner"]
    case = result.unexplained[0]
    assert len(case["args"]["trick"]) == 2
    assert case["expected"] != case["actual"]


def test_identify_over_the_protocol_gives_a_declaration_check_ruleset_accepts(tmp_path: Path) -> None:
    from conformance_report.cli import main

    patch = {"bidding": {"minimum": 21}}
    argv = [sys.executable, str(VARIANT), "--ruleset", "penn-4", "--patch", json.dumps(patch)]
    with Implementation(argv, timeout=20) as impl:
        result = identify(impl, fuzz_examples=5)
    assert (result.ruleset, result.options) == ("penn-4", {"bidding.minimum": 21})
    out = result.to_json()
    assert out["options"] == {"bidding.minimum": 21}
    assert out["declaration"]["extends"] == "penn-4"
    assert out["declaration"]["bidding"] == {"minimum": 21}
    assert out["differences"][0]["request"]["op"] == "auction"
    path = tmp_path / "found.json"  # as identify --declaration writes it, for run --as
    impl = " ".join(shlex.quote(a) for a in argv)
    assert main(["identify", "--impl", impl, "--declaration", str(path)]) == 0
    assert json.loads(path.read_text(encoding="utf-8")) == out["declaration"]
    assert main(["check-ruleset", str(path)]) == 0
    run = ["run", "--impl", impl, "--as", str(path), "--ruleset", "penn-4", "-k", "bid", "--no-progress"]
    assert main([*run, "--out", str(tmp_path / "o")]) == 0


class _Silent:
    """Claims everything and answers nothing: every request times out."""

    def __init__(self) -> None:
        self.asked = 0

    def supports(self, op: str, ruleset_id: str) -> bool:
        return True

    def request(
        self, op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any], *, timeout: float | None = None
    ) -> Outcome:
        self.asked += 1
        return Outcome("harness_error", cause="timeout", message="no reply within 0.001 s")


def test_an_implementation_that_answers_nothing_is_refused_after_the_first_probes() -> None:
    # before, every named ruleset stayed tied and identify aimed more and more requests at
    # them (minutes against a real adapter); now the first round of probes decides it
    silent = _Silent()
    with pytest.raises(
        ValueError,
        match=r"^the implementation answered none of the (\d+) requests asked \(\1 timeout\)"
        r" under the ids it claims \(penn-4, penn-3, peterson-4\)$",
    ):
        identify(silent, candidates=["penn-4", "penn-3", "peterson-4"])
    assert 0 < silent.asked < 200


def test_a_hanging_meld_operation_is_not_probed_and_identify_exits_non_zero(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from conformance_report.cli import main

    argv = [sys.executable, str(VARIANT), "--ruleset", "penn-4", "--hang", "meld"]
    with Implementation(argv, timeout=0.5) as impl:
        result = identify(impl, fuzz_examples=5)
    assert not result.conclusive and result.failed_ops == ["meld"]
    assert "timeout" in result.not_probed["meld"]
    assert "meld.values.pinochle.1" not in result.unobserved  # hand_score and play_hand still show meld
    assert result.to_json()["not_probed"]["meld"] == result.not_probed["meld"]
    decl = tmp_path / "d.json"
    impl_text = " ".join(shlex.quote(a) for a in argv)
    capsys.readouterr()
    code = main(["identify", "--impl", impl_text, "--timeout", "0.5", "--declaration", str(decl)])
    out, err = capsys.readouterr()
    assert code == 1
    assert "not probed: meld: no result to any of" in out
    assert "plays the named ruleset exactly" not in out
    assert "NOT CONCLUSIVE" in out and "not written" in err
    assert not decl.exists()


def test_options_only_unprobed_operations_show_are_listed_as_unobserved() -> None:
    # claims meld and trick_winner only (as examples/node-adapter): the bidding options cannot be seen
    class _Two(LocalVariant):
        def supports(self, op: str, ruleset_id: str) -> bool:
            return op in ("meld", "trick_winner")

    result = identify(_Two(load_document("penn-4")), fuzz_examples=5)
    assert result.conclusive and result.ruleset == "penn-4"
    assert result.not_probed["auction"] == "not claimed in the handshake"
    assert "bidding.minimum" in result.unobserved and "meld.values.pinochle.1" not in result.unobserved
    assert {"deck", "hand_size"} <= set(result.unobserved)  # only deal answers show them


def test_an_adapter_that_answers_only_under_its_second_claimed_id_is_identified(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from conformance_report.cli import main

    # claims bruce-5 (first in alphabetical order) and penn-4, and answers only under penn-4
    argv = [sys.executable, str(VARIANT), "--ruleset", "penn-4", "--claim", "bruce-5,penn-4", "--only", "penn-4"]
    with Implementation(argv, timeout=20) as impl:
        result = identify(impl, fuzz_examples=5)
    assert (result.ruleset, result.options, result.unexplained) == ("penn-4", {}, [])
    assert (result.ids_used, result.ids_silent, result.ids_apart) == (["penn-4"], ["bruce-5"], [])
    assert result.conclusive
    capsys.readouterr()
    assert main(["identify", "--impl", " ".join(shlex.quote(a) for a in argv)]) == 0
    out = capsys.readouterr().out
    assert "requests sent under the claimed id(s): penn-4" in out
    assert "claimed but answered nothing under: bruce-5" in out


def test_a_trump_marriage_worth_2_in_penn_is_a_departure_that_run_as_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from conformance_report.cli import main

    patch = {"meld": {"values": {"royal_marriage": {"1": 2}}}}  # 004 Phase 1 step 6 fixes 4
    argv = [sys.executable, str(VARIANT), "--ruleset", "penn-4", "--patch", json.dumps(patch)]
    impl = " ".join(shlex.quote(a) for a in argv)
    path = tmp_path / "d.json"
    capsys.readouterr()
    assert main(["identify", "--impl", impl, "--declaration", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.index("DEPARTURES: 1 rule(s)") < out.index("declaration (for run --as")
    decl = json.loads(path.read_text(encoding="utf-8"))
    assert decl["extends"] == "penn-4" and "meld" not in decl  # not part of the variant
    [dep] = decl["departures"]
    assert (dep["option"], dep["value"], dep["document_value"], dep["rule"]) == (
        "meld.values.royal_marriage.1",
        2,
        4,
        "penn.meld.royal-marriage",
    )
    assert get_path(load_declaration(decl), "meld.values.royal_marriage.1") == 4
    out_dir = tmp_path / "o"
    code = main(
        ["run", "--impl", impl, "--as", str(path), "--ruleset", "penn-4", "--no-progress", "--out", str(out_dir)]
    )
    assert code == 1
    terminal = capsys.readouterr().out
    assert "Rules the app breaks relative to its document (1 departure(s)" in terminal
    report = json.loads((out_dir / "report.json").read_text(encoding="utf-8"))
    assert report["header"]["implementations"][0]["departures"] == [dep]
    failed = [r for r in report["results"] if r["status"] == "failed"]
    of_rule = [r for r in failed if "penn.meld.royal-marriage" in r["rules"]]
    assert of_rule and all("expected 4, got 2" in r["message"] or "royal" in r["message"] for r in of_rule[:1])
    summary = (out_dir / "summary.md").read_text(encoding="utf-8")
    html = (out_dir / "report.html").read_text(encoding="utf-8")
    later = [summary.index(h) for h in ("## Causes", "## Failures") if h in summary]
    assert later and summary.index("Rules the app breaks relative to its document") < min(later)
    assert f": {len(failed)} failing scenario(s)" in summary  # every failure here is explained by it
    assert "<section id='departures'>" in html and of_rule[0]["scenario"] in html


def _two_play_bugs(op: str, args: Mapping[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    """Two deviations in one operation (a nine may never be led; a player holding the led suit
    may also play his first card of another suit) and one in another (the second card of two never wins)."""
    if op == "legal_plays" and not args["trick"]:
        cards = [c for c in result["cards"] if c[0] != "9"]
        return {"cards": cards or result["cards"]}
    if op == "legal_plays":
        led = args["trick"][0]["card"][1]
        other = [c for c in args["hand"] if c[1] != led]
        if any(c[1] == led for c in args["hand"]) and other and other[0] not in result["cards"]:
            return {"cards": [*result["cards"], other[0]]}
    return _second_card_never_wins(op, args, result)


def test_every_distinct_disagreement_is_listed_clustered_not_one_per_operation() -> None:
    result = identify(LocalVariant(load_document("penn-4"), bug=_two_play_bugs), fuzz_examples=60)
    assert result.ruleset == "penn-4"
    by_op: dict[str, list[dict[str, Any]]] = {}
    for u in result.unexplained:
        by_op.setdefault(u["op"], []).append(u)
        assert u["expected"] != u["actual"] and u["count"] >= 1
        assert u["cluster"].startswith(u["op"] + " × ")
    assert "trick_winner" in by_op
    assert len(by_op["legal_plays"]) >= 2, [u["cluster"] for u in result.unexplained]
    assert len({u["cluster"] for u in result.unexplained}) == len(result.unexplained)
