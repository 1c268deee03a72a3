"""Synthetic conformance reports for the report-writer tests (a helper module, not a test)."""

from __future__ import annotations

import random
from typing import Any

from conformance_report.report.model import build_report

DEAL = [
    ["AC", "TC", "KC", "QC", "JC", "9C", "AD", "TD", "KD", "9S", "9S", "JS"],
    ["AH", "AH", "TH", "KH", "QH", "JH", "9H", "AS", "TS", "KS", "QS", "JD"],
    ["TH", "KH", "QH", "JH", "9H", "AC", "TC", "KC", "QD", "JD", "9D", "AS"],
    ["TS", "KS", "QS", "JS", "AD", "TD", "KD", "QD", "9D", "QC", "JC", "9C"],
]
ACTIONS = [
    {"seat": 1, "action": "bid 20"},
    {"seat": 2, "action": "pass"},
    {"seat": 3, "action": "pass"},
    {"seat": 0, "action": "pass"},
    {"seat": 1, "action": "trump H"},
    {"seat": 1, "action": "play KH"},
    {"seat": 2, "action": "play QH"},
]
RULES = [
    "penn.play.must-beat-trump-lead",
    "penn.play.trick-winner",
    "penn.play.follow-suit",
    "penn.scoring.made",
    "penn.scoring.set-penalty",
    "penn.bidding.minimum",
]
DOCS = ["doc-000", "doc-001", "doc-002", "doc-003", "doc-004"]


def header(n_impls: int) -> dict[str, Any]:
    impls = [
        {
            "key": f"impl-{i}",
            "argv": ["node", f"engine-{i}.js", "--flag"],
            "name": f"engine-{i}",
            "version": "1.0",
            "language": "js",
            "variants": ["penn-4-house"] if i == 2 else [],
        }
        for i in range(n_impls)
    ]
    return {
        "harness": {"name": "pinochle-conformance", "version": "0"},
        "suite_commit": "abc",
        "started": "2026-11-21T00:00:00+00:00",
        "command": ["pinochle-conformance", "run"],
        "implementations": impls,
        "rulesets": ["penn-4"],
    }


def sequence_failure(sid: str, impl: str, **extra: Any) -> dict[str, Any]:
    """A failed "action 7 is rejected" check, with its inputs and its request and reply."""
    steps = [{"index": i, "accepted": True, "rule": None} for i in range(7)]
    result = {
        "id": sid,
        "implementation": impl,
        "status": "failed",
        "feature": "features/004_penn/play.feature",
        "scenario": sid.split("::")[-1],
        "line": 234,
        "rules": ["penn.play.must-beat-trump-lead", "penn.play.no-tie-needed"],
        "sources": ["doc-004"],
        "rulesets": ["penn-4"],
        "duration": 0.01,
        "label": "documented",
        "message": "action verdicts: expected [...], got [...]",
        "step": {
            "step": 'Then action 7 is rejected with rule "play.must-head"',
            "line": 252,
            "what": "action verdicts",
            "expected": [[True, None]] * 6 + [[False, "play.must-head"]],
            "actual": [[True, None]] * 7,
        },
        "steps": ['Given the ruleset "penn-4"', "And the deal:", "And the actions:", "When the hand is played"],
        "inputs": [
            {"step": 'Given the ruleset "penn-4"', "table": None},
            {
                "step": "And the deal:",
                "table": [["seat", "cards"]]
                + [[str(s), " ".join(c.replace("T", "10") for c in hand)] for s, hand in enumerate(DEAL)],
            },
            {
                "step": "And the actions:",
                "table": [["seat", "action"]] + [[str(a["seat"]), a["action"]] for a in ACTIONS],
            },
        ],
        "exchanges": [
            {
                "request": {
                    "op": "play_hand",
                    "ruleset": "penn-4",
                    "args": {"dealer": 0, "deal": {"hands": DEAL, "kitty": [], "stock": []}, "actions": ACTIONS},
                },
                "reply": {"result": {"steps": steps, "final": None}},
            }
        ],
        "rerun": f"pinochle-conformance run --scenario '{sid}'",
    }
    result.update(extra)
    result["step"]["rule"] = result["rules"][0]  # the failing step's '# checks:' rule, as a run reports it
    return result


def big_report(n_scenarios: int = 1000, n_impls: int = 3, seed: int = 1) -> dict[str, Any]:
    """``n_scenarios`` x ``n_impls`` results; impl-0 passes all, the others fail a share, with details."""
    rnd = random.Random(seed)
    results = []
    for n in range(n_scenarios):
        doc = DOCS[n % len(DOCS)]
        sid = f"features/{doc}/f{n % 17}.feature::Scenario number {n}"
        rules = sorted(rnd.sample(RULES, 2))
        for i in range(n_impls):
            roll = rnd.random()
            status = "passed"
            if i == 1 and roll < 0.2:
                status = "failed"
            elif i == 2 and roll < 0.3:
                status = rnd.choice(["failed", "errored", "unsupported", "not_applicable"])
            if status == "failed":
                r = sequence_failure(sid, f"impl-{i}", rules=rules, sources=[doc])
            else:
                r = {
                    "id": sid,
                    "implementation": f"impl-{i}",
                    "status": status,
                    "feature": f"features/{doc}/f{n % 17}.feature",
                    "scenario": f"Scenario number {n}",
                    "line": n,
                    "rules": rules,
                    "sources": [doc],
                    "rulesets": ["penn-4"],
                    "duration": 0.01,
                    "rerun": f"pinochle-conformance run --scenario '{sid}'",
                }
                if status == "passed":
                    r["label"] = "derived" if i == 2 else "documented"
                elif status == "unsupported":
                    r["message"] = f"operation '{rnd.choice(['auction', 'hand_score'])}' not declared in handshake"
                else:
                    r["message"] = f"{status}: synthetic"
                if status == "errored":
                    r.update(by="harness", cause="timeout", stderr="boom")
            r["feature"] = f"features/{doc}/f{n % 17}.feature"
            results.append(r)
    durations = {f"impl-{i}": 1.0 for i in range(n_impls)}
    return build_report(header(n_impls), results, durations, "2026-11-21T00:00:01+00:00", _causes(results))


def _causes(results: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """impl-1's failures as a run's causes would give them: two causes (two thirds and one sixth
    of them) and the rest unexplained."""
    failing = [r["id"] for r in results if r["implementation"] == "impl-1" and r["status"] == "failed"]
    if len(failing) < 6:
        return {}
    third = len(failing) // 3
    request = {
        "op": "trick_winner",
        "ruleset": "penn-4",
        "args": {"trump": "H", "trick": [{"seat": 1, "card": "KH"}, {"seat": 2, "card": "QH"}]},
    }
    causes = [
        {
            "operation": "trick_winner",
            "group": '["trick_winner", "K", "Q", "same suit"]',
            "differs": "trick winner: KH should beat QH (same suit), the app lets QH win",
            "request": request,
            "expected": {"seat": 1},
            "actual": {"seat": 2},
            "explains": failing[: 2 * third],
        },
        {
            "operation": "legal_plays",
            "group": '["legal_plays", "play"]',
            "differs": "legal plays: the app's differ where rule play decides",
            "request": {**request, "op": "legal_plays"},
            "expected": {"cards": ["KH"]},
            "actual": {"cards": ["KH", "9C"]},
            "explains": failing[2 * third : 2 * third + third // 2],
        },
    ]
    left = failing[2 * third + third // 2 :]
    return {"impl-1": {"causes": causes, "unexplained": left, "asked": 10, "seconds": 0.5}}
