"""Judging one scenario under several variants asks the reference's own answers once.

``judge_under(..., own=[...])`` takes the reference engine's answer under the scenario's own
ruleset from ``own`` where the request at that place is the very request recorded there, and
asks the engine (and records the answer) where it is not.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from conformance_report.protocol.client import Outcome
from conformance_report.spec.features import FEATURES
from conformance_report.spec.runner import Call, Plan, execute
from conformance_report.spec.session import load, select
from conformance_report.variants import judge
from conformance_report.variants.judge import Reference, Replay, judge_under, other_reading
from reference_engine.readings import reading_variants


def _plan_with_a_reading_that_changes_it() -> tuple[Plan, list[Call], dict[str, Any]]:
    """A penn-4 scenario whose answers one recorded reading changes (so both answers are read)."""
    for p in select(load(FEATURES / "004_penn")):
        run = execute(p, Reference())
        if not run.calls:
            continue
        for _reading, _alternative, other in reading_variants(dict(run.calls[0][1])):
            outcomes = [outcome for *_, outcome in run.calls]
            if judge_under(p, Replay(outcomes), other).run.status == "failed":
                return p, list(run.calls), other
    raise AssertionError("no 004 scenario depends on a reading")


class _Counting:
    """Records the ruleset document of each request the reference engine is asked."""

    def __init__(self, monkeypatch: Any) -> None:
        self.asked: list[Mapping[str, Any]] = []
        real = judge.reference_outcome

        def counted(op: str, ruleset: Mapping[str, Any], args: Mapping[str, Any]) -> Outcome:
            self.asked.append(ruleset)
            return real(op, ruleset, args)

        monkeypatch.setattr(judge, "reference_outcome", counted)

    def of(self, doc: Mapping[str, Any]) -> int:
        """How many requests on this very document (a flipped reading keeps the ruleset's id)."""
        return sum(asked is doc for asked in self.asked)


def test_known_own_answers_are_not_asked_again_and_give_the_same_verdict(monkeypatch: Any) -> None:
    p, calls, other = _plan_with_a_reading_that_changes_it()
    outcomes = [outcome for *_, outcome in calls]
    counting = _Counting(monkeypatch)
    fresh = judge_under(p, Replay(list(outcomes)), other)
    asked_fresh = list(counting.asked)
    counting.asked.clear()
    own = list(calls)
    reused = judge_under(p, Replay(list(outcomes)), other, own)
    assert fresh.run.status == reused.run.status == "failed"
    assert (fresh.derived, fresh.options) == (reused.derived, reused.options)
    doc = calls[0][1]
    assert sum(asked is doc for asked in asked_fresh) == len(calls)  # without them, each own answer is asked
    assert counting.of(doc) == 0  # with them, none is
    assert own == calls


def test_another_request_at_a_place_is_asked_and_replaces_what_was_recorded(monkeypatch: Any) -> None:
    p, calls, other = _plan_with_a_reading_that_changes_it()
    outcomes = [outcome for *_, outcome in calls]
    op, ruleset, args, outcome = calls[0]
    wrong = Outcome("result", result={"not": "the reference's answer"})
    own: list[Call] = [(op, ruleset, {**args, "x-other": 1}, wrong), *calls[1:]]
    counting = _Counting(monkeypatch)
    judged = judge_under(p, Replay(list(outcomes)), other, own)
    assert judged.run.status == "failed"
    assert counting.of(ruleset) >= 1  # the first request was asked again...
    assert own[0][2] == args and own[0][3].result == outcome.result  # ...and recorded in place of the other
    assert all(entry[3] is not wrong for entry in own)


def test_other_reading_finds_the_same_reading_asking_each_own_answer_once(monkeypatch: Any) -> None:
    p, calls, other = _plan_with_a_reading_that_changes_it()
    # the answers of an engine taking the other reading, judged as written: failed, and right
    # under that reading
    theirs = execute(p, Replay([judge.reference_outcome(op, other, args) for op, _, args, _ in calls]))
    assert theirs.status == "failed"
    counting = _Counting(monkeypatch)
    found = other_reading(p, theirs)
    assert found is not None
    assert counting.of(calls[0][1]) <= len(calls)  # once a request, not once a request and reading
