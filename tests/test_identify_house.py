"""identify on generated house variants, through the adapter protocol (issue 31, done-when).

Thirty house variants (three on each of two named rulesets of each of the five documents, 1-3
changes each: raised minimum bids, counters and the last trick, pass counts and the stuck
dealer, deal packets and order, meld values, must-overtrump, recorded readings;
``_house_variants``) are served by ``fakes/variant.py``. For each, identify's declaration must resolve to the truth on
every option an answer can show, with no departure and nothing unexplained (every variant, in
every profile); and ``run --as`` on it must fail nothing (every variant in the long profile,
one per document in ci). Six more (``STRUCTURE_VARIANTS``) change the deck, the hand and kitty
sizes and the packet schedule, which identify reads from the deal answers: each change the
document fixes must be declared a departure, the rest as variants.
"""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest
from _house_check import visible_differences
from _house_variants import STRUCTURE_VARIANTS, house_variants
from _profile import LONG

from conformance_report.protocol.client import Implementation
from conformance_report.tools.identify import identify
from conformance_report.variants.declaration import load_declaration
from conformance_report.variants.paths import get_path
from conformance_report.variants.probes import named_documents, option_patch, set_path

VARIANT = Path(__file__).parent / "fakes" / "variant.py"
VARIANTS = house_variants()
RUN_AS = set(range(len(VARIANTS))) if LONG else set(range(0, len(VARIANTS), 6))
STRUCTURE_CI = (0, 1)
"""The deal-member variants identified in ci (a hand and kitty size, a hand size); all in the long profile."""


def test_the_house_variants_are_thirty_spread_over_the_five_documents() -> None:
    named = named_documents()
    docs = {named[rid]["source"]["document"] for rid, _ in VARIANTS}
    assert len(VARIANTS) == 30 and len(docs) == 5
    assert all(1 <= len(options) <= 4 for _, options in VARIANTS)  # a raised minimum may raise the stuck amount
    kinds = {path.split(".")[0] for _, options in VARIANTS for path in options}
    assert {"bidding", "counters", "meld", "deal", "play"} <= kinds
    # members changed whole: a deal schedule (packet sizes, the kitty's packets) and the first packet
    assert {"deal.schedule", "deal.first_packet"} <= {path for _, options in VARIANTS for path in options}


IDENTIFIED = range(len(VARIANTS))
"""Every variant is identified in every profile (``run --as`` on its declaration: one per document in ci)."""


@pytest.mark.parametrize(
    "n",
    list(IDENTIFIED),
    ids=lambda n: f"{VARIANTS[n][0]}-{n}",
)
def test_identify_declares_each_house_variant_exactly(n: int, tmp_path: Path) -> None:
    from conformance_report.cli import main

    rid, options = VARIANTS[n]
    truth: dict[str, Any] = named_documents()[rid]
    for path, value in options.items():
        truth = set_path(truth, path, value)
    argv = [sys.executable, str(VARIANT), "--ruleset", rid, "--patch", json.dumps(option_patch(options))]
    with Implementation(argv, timeout=20) as impl:
        result = identify(impl, per_op=15, fuzz_examples=6)
    assert result.conclusive and result.departures == [] and result.unexplained == []
    declared = load_declaration(result.declaration())
    assert visible_differences(rid, truth, declared) == []
    if n not in RUN_AS:
        return
    path = tmp_path / "d.json"
    path.write_text(json.dumps(result.declaration()), encoding="utf-8")
    impl_text = " ".join(shlex.quote(a) for a in argv)
    out = tmp_path / "o"
    code = main(["run", "--impl", impl_text, "--as", str(path), "--ruleset", rid, "--no-progress", "--out", str(out)])
    counts = json.loads((out / "report.json").read_text(encoding="utf-8"))["footer"]["counts"]
    assert (code, counts.get("failed", 0), counts.get("errored", 0)) == (0, 0, 0), counts
    assert counts.get("passed", 0) > 0


@pytest.mark.parametrize(
    "n",
    [n for n in range(len(STRUCTURE_VARIANTS)) if LONG or n in STRUCTURE_CI],
    ids=lambda n: f"{STRUCTURE_VARIANTS[n][0]}-{'-'.join(sorted(STRUCTURE_VARIANTS[n][1]))}",
)
def test_identify_reads_the_deck_hand_size_and_schedule_from_the_deals(n: int, tmp_path: Path) -> None:
    from conformance_report.cli import main

    rid, options, departs, extra = STRUCTURE_VARIANTS[n]
    named = named_documents()
    truth: dict[str, Any] = named[rid]
    for path, value in options.items():
        truth = set_path(truth, path, value)
    argv = [sys.executable, str(VARIANT), "--ruleset", rid, "--patch", json.dumps(option_patch(options)), *extra]
    with Implementation(argv, timeout=20) as impl:
        result = identify(impl, per_op=15, fuzz_examples=6)
    assert result.conclusive and result.unexplained == [], result.unexplained
    assert result.ruleset == rid
    assert {d.option: d.value for d in result.departures} == {p: options[p] for p in departs}
    assert {d.document for d in result.departures} <= {named[rid]["source"]["document"]}
    assert all(d.document_value == get_path(named[rid], d.option) for d in result.departures)
    # the variant's options and the departures together are the app's rules
    declared = load_declaration(result.declaration())
    for dep in result.departures:
        declared = set_path(declared, dep.option, dep.value)
    assert visible_differences(rid, truth, declared) == []
    if departs:
        return  # run --as judges the app by its document on a departure: those scenarios fail by design
    path = tmp_path / "d.json"
    path.write_text(json.dumps(result.declaration()), encoding="utf-8")
    out = tmp_path / "o"
    impl_text = " ".join(shlex.quote(a) for a in argv)
    code = main(["run", "--impl", impl_text, "--as", str(path), "--ruleset", rid, "--no-progress", "--out", str(out)])
    counts = json.loads((out / "report.json").read_text(encoding="utf-8"))["footer"]["counts"]
    assert (code, counts.get("failed", 0), counts.get("errored", 0)) == (0, 0, 0), counts
