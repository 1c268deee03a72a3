"""Smoke test for a third-party adapter: does it speak protocol v1 at all?

``python -m conformance_report.smoke [--timeout S] [--json] -- ARGV...`` prints a checklist
(starts, handshake valid, protocol version, declared operations, one trivial request per
declared operation answered with a schema-valid reply, clean exit on stdin EOF) and exits 0
when nothing failed, 1 otherwise.  Results are not judged for correctness here.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from conformance_report.data import RULESET_DIR
from conformance_report.protocol import validation as protocol
from conformance_report.protocol.client import DEFAULT_STARTUP_TIMEOUT, Handshake, Implementation, SetupError
from conformance_report.report.terminal import for_terminal

Status = Literal["pass", "fail", "warn", "skip"]

FIXTURES: Final = RULESET_DIR

# Fallback copy of fixtures/rulesets/penn-4.json (rule fields only), used when the file is absent.
EMBEDDED_RULESET: Final[Mapping[str, Any]] = {
    "id": "penn-4",
    "name": "Penn pinochle, 4-handed partnership",
    "source": {"document": "004_4e3c9281b88b394f.txt", "sections": ["Phase 1--Meld", "Phase 2--Play"]},
    "players": 4,
    "sides": {"kind": "fixed", "teams": [[0, 2], [1, 3]]},
    "deck": "single48",
    "hand_size": 12,
    "deal": {"schedule": [{"to": "each", "count": 4}] * 3},
    "bidding": {
        "style": "single_round",
        "minimum": 20,
        "increment": 1,
        "maximum": 60,
        "all_pass": "dealer_stuck",
        "stuck_amount": 20,
        "misdeal": {"min_nines": 6, "requires_no_meld": False, "when": "before_bidding"},
    },
    "meld": {
        "values": {
            "run": {"1": 15},
            "royal_marriage": {"1": 4},
            "common_marriage": {"1": 2},
            "aces_around": {"1": 10},
            "kings_around": {"1": 8},
            "queens_around": {"1": 6},
            "jacks_around": {"1": 4},
            "pinochle": {"1": 4},
            "nine_of_trump": {"1": 1},
        }
    },
    "play": {
        "lead": {"first_lead_trump": False, "trump_until_broken": False},
        "must_beat_when_following": "trump_led",
        "must_trump_if_void": True,
        "must_overtrump": False,
    },
    "counters": {"values": {"A": 1, "T": 1, "K": 1}, "last_trick": 1},
    "scoring": {
        "make_bid": "at_least",
        "bidder_requires": "trick",
        "keep_meld_requires": "none",
        "set": {"penalty": "bid", "keeps": []},
    },
    "game": {"target": 120, "bidder_precedence": True, "ties": "play_on", "must_bid_or_set": False},
    "cut_for_deal": "any",
}


@dataclass(frozen=True)
class Check:
    """One line of the checklist."""

    name: str
    status: Status
    detail: str = ""


@dataclass
class SmokeReport:
    """Everything :func:`run_smoke` found out about one adapter."""

    argv: tuple[str, ...]
    checks: list[Check] = field(default_factory=list)
    handshake: Handshake | None = None
    stderr: str = ""

    @property
    def ok(self) -> bool:
        """True when no check failed."""
        return all(c.status != "fail" for c in self.checks)

    def add(self, name: str, status: Status, detail: str = "") -> None:
        """Append a check."""
        self.checks.append(Check(name, status, detail))

    def render(self) -> str:
        """The human-readable checklist, safe to print: adapter text goes through :func:`for_terminal`."""
        out = [f"Smoke test of: {for_terminal(' '.join(self.argv), one_line=True)}"]
        out += [
            f"  [{c.status.upper():4}] {c.name}" + (f" — {for_terminal(c.detail, one_line=True)}" if c.detail else "")
            for c in self.checks
        ]
        failed = sum(c.status == "fail" for c in self.checks)
        out.append(f"Result: {'PASS' if self.ok else 'FAIL'} ({len(self.checks)} checks, {failed} failed)")
        if not self.ok and self.stderr.strip():
            out += ["--- adapter stderr (tail) ---", for_terminal(self.stderr.rstrip())]
        return "\n".join(out)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form of the report."""
        return {
            "argv": list(self.argv),
            "ok": self.ok,
            "checks": [{"name": c.name, "status": c.status, "detail": c.detail} for c in self.checks],
            "stderr": self.stderr,
        }


def load_ruleset(ruleset_id: str = "penn-4") -> Mapping[str, Any] | None:
    """The fixture ruleset document ``ruleset_id`` (penn-4 falls back to the embedded copy)."""
    path = FIXTURES / f"{ruleset_id}.json"
    if path.is_file():
        with path.open(encoding="utf-8") as fh:
            data: Mapping[str, Any] = json.load(fh)
            return data
    return EMBEDDED_RULESET if ruleset_id == "penn-4" else None


def trivial_args(players: int = 4) -> dict[str, dict[str, Any]]:
    """One small, legal request per operation for a four-handed single-deck game.

    Seat 0 holds every spade (trump), seat 1 the hearts, seat 2 diamonds, seat 3 clubs; the
    dealer is the last seat and seat 0 bids, leads and wins every trick.
    """
    suits = "SHDC"
    hands = [[r + suits[s % 4] for r in "ATKQJ9" for _ in range(2)] for s in range(players)]
    dealer = players - 1
    plays = [[{"seat": s, "card": hands[s][i]} for s in range(players)] for i in range(len(hands[0]))]
    tricks = [{"leader": 0, "cards": cards} for cards in plays]
    actions = [{"seat": 0, "action": "bid 20"}] + [{"seat": s, "action": "pass"} for s in range(1, players)]
    actions.append({"seat": 0, "action": "trump S"})
    actions += [{"seat": p["seat"], "action": f"play {p['card']}"} for cards in plays for p in cards]
    return {
        "meld": {"hand": ["AS", "TS", "KS", "QS", "JS", "KH", "QH", "9S", "JD", "QS", "AD", "AC"], "trump": "S"},
        "legal_plays": {
            "hand": hands[1 % players],
            "trump": "S",
            "trick": [{"seat": 0, "card": "AS"}],
            "trump_broken": True,
            "first_lead": False,
        },
        "trick_winner": {"trump": "S", "trick": [{"seat": s, "card": "A" + suits[s % 4]} for s in range(players)]},
        "auction": {"dealer": dealer, "hands": None, "bids": [{"seat": 0, "bid": 20}]},
        "hand_score": {
            "dealer": dealer,
            "bidder": 0,
            "contract": 20,
            "trump": "S",
            "partner": None,
            "melds": hands,
            "tricks": tricks,
        },
        "game_result": {
            "dealer": dealer,
            "scores": [0] * players,
            "hand": {"bidder": 0, "made": True, "scores": [20] + [0] * (players - 1)},
        },
        "play_hand": {"dealer": dealer, "deal": {"hands": hands, "kitty": [], "stock": []}, "actions": actions},
        "deal": {"dealer": dealer, "deck": [c for h in hands for c in h]},
        "cut_for_deal": {
            "rounds": [
                [{"seat": s, "card": "A" + suits[s % 4] if s == 0 else "9" + suits[s % 4]} for s in range(players)]
            ]
        },
    }


def _pick_ruleset(hs: Handshake) -> Mapping[str, Any] | None:
    if hs.supports_ruleset("penn-4"):
        return load_ruleset("penn-4")
    for rid in sorted(hs.ruleset_ids):
        found = load_ruleset(rid)
        if found is not None:
            return found
    return None


def _setup_failed(report: SmokeReport, exc: SetupError) -> None:
    if exc.cause in ("spawn", "crash"):
        report.add("starts", "fail", exc.message)
        return
    report.add("starts", "pass")
    if exc.cause != "version":
        report.add("handshake valid", "fail", f"{exc.cause}: {exc.message}")
        return
    details: dict[str, Any] = exc.details if isinstance(exc.details, dict) else {}
    result = dict(details.get("result") or {})
    violation = protocol.validate_result("hello", {**result, "protocol": protocol.PROTOCOL_VERSION})
    report.add(
        "handshake valid",
        "fail" if violation else "pass",
        f"{violation.pointer}: {violation.message}" if violation else "",
    )
    report.add("protocol version", "fail", exc.message)


def _check_ops(report: SmokeReport, impl: Implementation, hs: Handshake) -> None:
    ruleset = _pick_ruleset(hs)
    known = [op for op in protocol.OPERATIONS if hs.supports_op(op)]
    if ruleset is None:
        for op in known:
            report.add(f"answers {op}", "skip", "no fixture ruleset for the declared ruleset ids")
        return
    players = ruleset.get("players", 4)
    args = trivial_args(players if isinstance(players, int) and 2 <= players <= 8 else 4)
    said: dict[str, str] = {}  # a message already shown -> the check that showed it
    for op in known:
        out = impl.request(op, ruleset, args[op])
        name = f"answers {op}"
        if out.kind == "result":
            report.add(name, "pass", f"result ({out.elapsed * 1000:.0f} ms)")
            continue
        text = f"{out.cause}: {out.message}" if out.kind == "harness_error" else out.message
        shown = f"the same message as '{said[text]}'" if text in said and len(text) > 80 else text
        said.setdefault(text, name)
        if out.kind == "harness_error":
            report.add(name, "fail", shown)
        else:
            report.add(name, "warn", f"{out.kind.replace('_', ' ')}: {shown}")


def run_smoke(
    argv: Sequence[str], timeout: float = 5.0, startup_timeout: float = DEFAULT_STARTUP_TIMEOUT
) -> SmokeReport:
    """Run the smoke checklist against the adapter started by ``argv``: ``timeout`` per request,
    ``startup_timeout`` to start and answer hello (the one start-up limit every command uses)."""
    report = SmokeReport(tuple(argv))
    impl = Implementation(argv, timeout=timeout, startup_timeout=startup_timeout, max_restarts=len(protocol.OPERATIONS))
    try:
        try:
            hs = impl.start()
        except SetupError as exc:
            _setup_failed(report, exc)
            report.stderr = exc.stderr
            return report
        report.handshake = hs
        report.add("starts", "pass")
        report.add("handshake valid", "pass", f"{hs.name} {hs.version} ({hs.language})")
        report.add("protocol version", "pass", str(hs.protocol))
        known = [op for op in protocol.OPERATIONS if hs.supports_op(op)]
        unknown = sorted(hs.operations - set(protocol.ALL_OPERATIONS))
        rulesets = ", ".join((["any"] if hs.any_ruleset else []) + sorted(hs.ruleset_ids))
        detail = f"{', '.join(known) or 'none'}; rulesets: {rulesets or 'none'}"
        if unknown:
            detail += f"; unknown (ignored): {', '.join(unknown)}"
        report.add("declared operations", "pass" if known else "fail", detail)
        _check_ops(report, impl, hs)
        down = impl.ensure_running()
        if down is not None:
            report.add("clean shutdown on stdin EOF", "skip", down.message)
        else:
            code = impl.close(grace=timeout)
            if code == 0:
                report.add("clean shutdown on stdin EOF", "pass", "exit status 0")
            elif code is None:
                report.add("clean shutdown on stdin EOF", "fail", f"still running {timeout:g} s after EOF; killed")
            else:
                report.add("clean shutdown on stdin EOF", "fail", f"exit status {code}")
        report.stderr = impl.stderr_tail()
        return report
    finally:
        impl.close(grace=0.1)


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry: print the checklist; exit status 0 when nothing failed."""
    parser = argparse.ArgumentParser(
        prog="python -m conformance_report.tools.smoke", description="Smoke-test a protocol v1 adapter."
    )
    parser.add_argument("--timeout", type=float, default=5.0, help="seconds per request (default 5)")
    parser.add_argument(
        "--startup-timeout",
        type=float,
        default=DEFAULT_STARTUP_TIMEOUT,
        help=f"seconds to start and answer hello (default {DEFAULT_STARTUP_TIMEOUT:g})",
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="the adapter's argv (after --)")
    ns = parser.parse_args(argv)
    command = ns.command[1:] if ns.command[:1] == ["--"] else ns.command
    if not command:
        parser.error("give the adapter command after --, e.g. -- node examples/node-adapter/adapter.mjs")
    report = run_smoke(command, ns.timeout, ns.startup_timeout)
    print(json.dumps(report.to_json(), indent=2) if ns.json else report.render())
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
