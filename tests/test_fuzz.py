"""Differential fuzzing finds planted rule bugs, shrinks them, and writes runnable scenarios."""

from __future__ import annotations

import json
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from _profile import LONG, sample

from conformance_report.protocol.client import Implementation
from conformance_report.rulesets import load_document, ruleset_ids
from conformance_report.tools.cases import OPS
from conformance_report.tools.fuzz import FuzzResult, fuzz

ROOT = Path(__file__).resolve().parents[1]
PLANTED = Path(__file__).parent / "fakes" / "planted.py"
REFERENCE = [sys.executable, "-m", "reference_engine.adapter"]


@pytest.fixture(scope="module")
def reference() -> Iterator[Implementation]:
    with Implementation(REFERENCE, timeout=20) as impl:
        yield impl


def _fuzz_planted(reference: Implementation, bug: str, ruleset: str, op: str, examples: int = 0) -> FuzzResult:
    examples = examples or (400 if LONG else 120)
    with Implementation([sys.executable, str(PLANTED), "--bug", bug], timeout=20) as impl:
        return fuzz(impl, reference, load_document(ruleset), ops=[op], examples=examples, seed=0)


def _runs_as_scenario(gherkin: str, tmp_path: Path, impl: list[str]) -> int:
    """Paste a finding into a feature file and run it with the suite's own steps (``run --features``):
    the run's exit code, once its report shows every pasted scenario judged (passed or failed).

    tests/test_explain.py runs its findings under pytest-bdd as well; tests/test_runner_equivalence.py
    shows the two runners give the same verdicts.
    """
    from conformance_report.cli import main

    features = tmp_path / f"found-{len(list(tmp_path.glob('found-*')))}"
    features.mkdir()
    (features / "found.feature").write_text("Feature: fuzz findings\n\n" + gherkin, encoding="utf-8")
    out = features / "out"
    code = main(["run", "--features", str(features), "--impl", shlex.join(impl), "--out", str(out), "--no-progress"])
    results = json.loads((out / "report.json").read_text(encoding="utf-8"))["results"]
    assert len(results) == gherkin.count("Scenario:") and {r["status"] for r in results} <= {"passed", "failed"}
    return code


@pytest.mark.parametrize(
    ("bug", "ruleset", "op", "area", "max_cards"),
    [
        ("ten-below-king", "penn-4", "trick_winner", "play.trick-winner", 2),
        ("must-head-ignored", "penn-4", "legal_plays", "play.must-head", 3),
        ("double-pinochle-as-two", "trickster-classic", "meld", "meld", 4),
        ("marriage-in-run", "penn-4", "meld", "meld", 5),
    ],
)
def test_a_planted_bug_is_caught_and_shrunk(
    reference: Implementation, tmp_path: Path, bug: str, ruleset: str, op: str, area: str, max_cards: int
) -> None:
    result = _fuzz_planted(reference, bug, ruleset, op)
    assert len(result.findings) == 1
    finding = result.findings[0]
    assert (finding.op, finding.area) == (op, area)
    args = finding.request["args"]
    cards = len(args.get("hand", [])) + len(args.get("trick", []))
    assert cards <= max_cards, f"not shrunk: {args}"
    assert finding.expected != finding.actual
    assert _runs_as_scenario(finding.gherkin, tmp_path, REFERENCE) == 0
    assert _runs_as_scenario(finding.gherkin, tmp_path, [sys.executable, str(PLANTED), "--bug", bug]) == 1


def test_a_missing_last_trick_bonus_is_caught_in_a_one_trick_hand(reference: Implementation, tmp_path: Path) -> None:
    result = _fuzz_planted(reference, "last-trick-missing", "penn-4", "hand_score", examples=40)
    assert [f.area for f in result.findings] == ["scoring"]
    args = result.findings[0].request["args"]
    assert len(args["tricks"]) == 1 and all(m == [] for m in args["melds"])
    assert _runs_as_scenario(result.findings[0].gherkin, tmp_path, REFERENCE) == 0


def test_a_play_hand_answered_with_an_error_is_a_finding_not_a_crash(reference: Implementation) -> None:
    # an error reply is a legitimate answer: the reference plays the hand, so it disagrees
    with Implementation([sys.executable, str(PLANTED), "--bug", "play-hand-refused"], timeout=20) as impl:
        result = fuzz(impl, reference, load_document("penn-4"), ops=["play_hand"], examples=5, seed=0)
    assert [(f.op, f.area) for f in result.findings] == [("play_hand", "hand")]
    assert result.findings[0].actual == {"outcome": "adapter_error", "cause": None}
    assert result.findings[0].expected["final"]  # the reference's hand, played to its score


@pytest.fixture(scope="module")
def twin() -> Iterator[Implementation]:
    with Implementation(REFERENCE, timeout=20) as impl:
        yield impl


@pytest.mark.parametrize("ruleset", sample(ruleset_ids(), 8))  # every ruleset in the long profile
def test_the_reference_fuzzed_against_itself_finds_nothing_on_every_ruleset(
    reference: Implementation, twin: Implementation, ruleset: str
) -> None:
    result = fuzz(twin, reference, load_document(ruleset), examples=6, seed=1)
    assert result.findings == []
    assert set(result.counts) == set(OPS)
    assert result.counts["play_hand"] >= 4 and result.counts["hand_score"] >= 1, result.counts


PLANTED_TWO = Path(__file__).parent / "fakes" / "planted_two.py"


def test_two_planted_bugs_in_one_operation_are_reported_as_two_clusters(tmp_path: Path) -> None:
    with Implementation([sys.executable, str(PLANTED_TWO)], timeout=20) as impl:
        result = fuzz(impl, None, load_document("trickster-classic"), ops=["meld"], examples=150, seed=0)
    assert [(f.op, f.area, f.option) for f in result.findings] == [
        ("meld", "meld", None),
        ("meld", "meld", "meld.values.pinochle.2 = null"),
    ]
    marriage, pinochle = result.findings
    assert marriage.request["args"] == {"hand": ["AS", "TS", "KS", "QS", "JS"], "trump": "S"}
    assert marriage.expected == {"total": 150, "lines": [("run", "S", 1, 150)]}
    assert marriage.actual["total"] == 190
    assert pinochle.request["args"]["hand"] == ["QS", "QS", "JD", "JD"]
    assert (pinochle.expected["total"], pinochle.actual["total"]) == (300, 80)
    assert result.disagreements["meld"] == marriage.count + pinochle.count
    assert marriage.key == "meld × meld × no option"
    for f in result.findings:
        assert _runs_as_scenario(f.gherkin, tmp_path, REFERENCE) == 0
        assert _runs_as_scenario(f.gherkin, tmp_path, [sys.executable, str(PLANTED_TWO)]) == 1


def test_planted_accepts_bug_twice_like_planted_two(tmp_path: Path) -> None:
    argv = [sys.executable, str(PLANTED), "--bug", "marriage-in-run", "--bug", "double-pinochle-as-two"]
    with Implementation(argv, timeout=20) as impl:
        result = fuzz(impl, None, load_document("trickster-classic"), ops=["meld"], examples=150, seed=0)
    assert sorted(str(f.option) for f in result.findings) == ["None", "meld.values.pinochle.2 = null"]


def test_fuzz_out_writes_a_feature_that_run_features_accepts(tmp_path: Path) -> None:
    from conformance_report.cli import main

    out, impl = tmp_path / "fuzz", f"{sys.executable} {PLANTED_TWO}"
    code = main(["fuzz", "--impl", impl, "--ruleset", "trickster-classic", "--op", "meld", "--out", str(out)])
    assert code == 1
    text = (out / "findings.feature").read_text(encoding="utf-8")
    assert text.startswith("Feature: Fuzz findings for trickster-classic")
    assert text.count("Scenario:") == 2 and text.count("@fuzz.meld") == 2
    data = json.loads((out / "findings.json").read_text(encoding="utf-8"))
    assert [f["cluster"] for f in data["findings"]] == [
        "meld × meld × no option",
        "meld × meld × meld.values.pinochle.2 = null",
    ]
    assert data["coverage"]["meld.values.pinochle.2"]["value"] == 300
    assert None in data["coverage"]["meld.values.pinochle.2"]["exercised"]  # absent: two single pinochles
    assert "bidding.minimum" not in data["coverage"]  # no fuzzed operation shows it
    assert main(["run", "--features", str(out), "--out", str(tmp_path / "ref")]) == 0
    assert main(["run", "--features", str(out), "--impl", impl, "--out", str(tmp_path / "bad")]) == 1
    report = json.loads((tmp_path / "bad" / "report.json").read_text(encoding="utf-8"))
    assert report["footer"]["counts"]["failed"] == 2


def test_coverage_shows_generators_reach_hands_played_all_pass_misdeal_and_the_trick_penn_requires() -> None:
    from conformance_report.tools.fuzz import option_coverage, render_coverage
    from conformance_report.variants.probes import case_pool

    penn = load_document("penn-4")
    cov = option_coverage(penn, case_pool(penn, ["game_result", "auction", "hand_score"], 40, 0))
    assert cov["game.max_hands"] == {"value": None, "tried": [5], "exercised": [5]}  # hands_played varies
    assert cov["bidding.all_pass"]["exercised"] == ["redeal"]  # everyone passed to the stuck dealer
    assert "none" in cov["scoring.bidder_requires"]["exercised"]  # Penn: the bidding side took no trick
    assert cov["game.bidder_precedence"]["exercised"] == [False]
    assert "cut_for_deal" not in cov  # only cut_for_deal requests show it, and none was generated
    misdeal = load_document("trickster-classic-misdeal")
    cov = option_coverage(misdeal, case_pool(misdeal, ["auction"], 40, 0))
    assert cov["bidding.misdeal.when"]["exercised"] == [None, "before_bidding"]  # a misdeal call was judged
    table = render_coverage(cov)
    assert table.startswith("option coverage: ")
    assert "| bidding.misdeal.when" in table


def test_fuzz_takes_a_declaration_like_run_as_and_check_ruleset(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from conformance_report.cli import main

    decl = tmp_path / "house.json"
    decl.write_text(json.dumps({"extends": "penn-4", "bidding": {"minimum": 25}}), encoding="utf-8")
    impl = " ".join(REFERENCE)
    argv = ["fuzz", "--impl", impl, "--ruleset", str(decl), "--op", "auction", "--examples", "5", "--no-coverage"]
    assert main(argv) == 0
    # 5 drawn, 8 seeded: 4 plain, 2 at the bid limits, 2 throw-ins after passes (penn-4 throws in before bidding)
    assert capsys.readouterr().out.startswith("no disagreement in 13 examples")
    decl.write_text(json.dumps({"extends": "penn-4", "bidding": {"minimum": 500}}), encoding="utf-8")
    assert main(argv) == 2
    assert f"--ruleset {decl}: " in capsys.readouterr().err


GAPS = Path(__file__).parent / "fakes" / "planted_gaps.py"


@pytest.mark.parametrize(
    ("bug", "ruleset"),
    [
        ("last-trick-is-a-counter", "trickster-classic"),
        ("shoot-spares-opponents-nines", "peterson-4-playing-1000"),
    ],
)
def test_the_ci_profile_finds_bugs_only_the_seeded_generators_reach(bug: str, ruleset: str, tmp_path: Path) -> None:
    """Hypothesis seldom draws a declaring side whose only points are the last trick's, or a made
    1000: the seeded generators feed fuzz too, so the default profile finds both (issue 35)."""
    from conformance_report.cli import main

    out = tmp_path / "fz"
    impl = f"{shlex.quote(sys.executable)} {GAPS} {bug}"
    code = main(
        ["fuzz", "--impl", impl, "--ruleset", ruleset, "--op", "hand_score", "--no-coverage", "--out", str(out)]
    )
    findings = json.loads((out / "findings.json").read_text(encoding="utf-8"))
    assert code == 1
    hand = [f for f in findings["findings"] if f["op"] == "hand_score"]
    assert hand and all(f["expected"] != f["actual"] for f in hand)
    # the same command against the reference engine finds nothing
    clean = main(["fuzz", "--impl", shlex.join(REFERENCE), "--ruleset", ruleset, "--op", "hand_score", "--no-coverage"])
    assert clean == 0
