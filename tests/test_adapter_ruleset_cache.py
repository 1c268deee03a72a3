"""The reference adapter builds each distinct ruleset document once (reference_engine/adapter.py).

Its cache is keyed by the document's JSON text with sorted keys, and a build is reused only
for an equal document: no two documents that differ may share a build, whatever orjson does
with values it writes alike (NaN and the infinities as null) or refuses (lone surrogates,
integers beyond 64 bits).
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from conformance_report.rulesets import load_document
from reference_engine import adapter

PENN_4 = load_document("penn-4")
ARGS = {"hand": ["AH", "TH", "9S"], "trump": "S", "trick": [{"seat": 0, "card": "AS"}], "trump_broken": True}


def _ask(ruleset: Any) -> dict[str, Any]:
    return adapter.handle({"id": "1", "op": "legal_plays", "ruleset": ruleset, "args": ARGS})


def test_the_same_document_is_built_once_whatever_its_key_order() -> None:
    adapter._RULESETS.clear()
    first = _ask(copy.deepcopy(PENN_4))
    reordered = json.loads(json.dumps(PENN_4, sort_keys=True))
    reordered = dict(reversed(list(reordered.items())))
    assert _ask(reordered) == first == {"id": "1", "result": {"cards": ["9S"]}}
    assert len(adapter._RULESETS) == 1


@pytest.mark.parametrize("odd", [float("nan"), float("inf"), float("-inf")])
def test_a_value_orjson_writes_as_null_never_reuses_the_build_of_a_null(odd: float) -> None:
    adapter._RULESETS.clear()
    with_null = copy.deepcopy(PENN_4)
    with_null["bidding"]["maximum"] = None  # the engine refuses both documents, each for its own value
    with_odd = copy.deepcopy(PENN_4)
    with_odd["bidding"]["maximum"] = odd
    assert "got None" in _ask(with_null)["error"]["message"]
    assert f"got {odd}" in _ask(with_odd)["error"]["message"]


def test_a_nan_behind_the_key_text_of_a_valid_null_is_refused_not_answered_from_its_build() -> None:
    adapter._RULESETS.clear()
    valid = load_document("peterson-4")
    assert valid["bidding"]["stuck_amount"] is None  # null is a valid value here; NaN is not
    assert _ask(valid)["result"] == {"cards": ["9S"]}
    with_nan = copy.deepcopy(valid)
    with_nan["bidding"]["stuck_amount"] = float("nan")
    assert adapter._cache_key(with_nan) == adapter._cache_key(valid)  # orjson writes both alike
    assert "ruleset.bidding.stuck_amount" in _ask(with_nan)["error"]["message"]


@pytest.mark.parametrize(
    ("field", "odd", "error"),
    [("name", "\ud800", None), ("name", 2**70, "ruleset.name: expected a string"), ("bidding.maximum", 2**70, None)],
)
def test_what_orjson_refuses_is_keyed_by_json_and_answered(field: str, odd: Any, error: str | None) -> None:
    adapter._RULESETS.clear()
    doc = copy.deepcopy(PENN_4)
    *parents, name = field.split(".")
    place = doc
    for parent in parents:
        place = place[parent]
    place[name] = odd
    assert adapter._cache_key(doc) == json.dumps(doc, separators=(",", ":"), sort_keys=True)
    reply = _ask(doc)
    if error is None:
        assert reply["result"] == {"cards": ["9S"]}
        assert [rs.name for _, rs in adapter._RULESETS.values()] == [doc["name"]]
    else:
        assert error in reply["error"]["message"]
