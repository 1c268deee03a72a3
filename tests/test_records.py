"""Hand records (issue 34): the notation's two forms, round trips, and errors naming file:line:col."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from conformance_report.cli import main
from conformance_report.data import SCHEMA_DIR
from conformance_report.records.audit import read_records
from conformance_report.records.export import game_records, played_hand
from conformance_report.records.jsonform import locate, write_json, write_jsonl_line
from conformance_report.records.notation import RecordError
from conformance_report.records.text import read_text, write_text
from conformance_report.rulesets import load_ruleset, ruleset_ids

SCHEMA = json.loads((SCHEMA_DIR / "hand-record.schema.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("rid", ruleset_ids())
def test_round_trip_of_random_hands_of_every_named_ruleset(rid: str, tmp_path: Path) -> None:
    rs = load_ruleset(rid)
    hands = [played_hand(rs, rid, seed, dealer=seed % rs.players)[0] for seed in (11, 12)]
    text = "\n".join(write_text(h) for h in hands)
    back = [loc.hand for loc in read_text(text.splitlines(True), "x.phr")]
    assert back == hands
    doc = json.loads(write_json(back))
    Draft202012Validator(SCHEMA).validate(doc)
    (tmp_path / "r.json").write_text(write_json(back), encoding="utf-8")
    (tmp_path / "r.jsonl").write_text("".join(map(write_jsonl_line, back)), encoding="utf-8")
    for name in ("r.json", "r.jsonl"):
        again = [loc.hand for loc in read_records(tmp_path / name)]
        assert "\n".join(write_text(h) for h in again) == text, name


def test_a_whole_game_round_trips_through_the_convert_command(tmp_path: Path) -> None:
    rs = load_ruleset("penn-4")
    text = "\n".join(write_text(h) for h in game_records(rs, "penn-4", 5, "g1"))
    (tmp_path / "game.phr").write_text(text, encoding="utf-8")
    assert main(["records", "convert", str(tmp_path / "game.phr"), "--out", str(tmp_path / "game.json")]) == 0
    assert main(["records", "convert", str(tmp_path / "game.json"), "--out", str(tmp_path / "back.phr")]) == 0
    assert (tmp_path / "back.phr").read_text(encoding="utf-8") == text
    assert text.count("[Hand ") >= 2 and "result: over" in text


def test_tens_and_suit_symbols_are_read_as_the_suite_codes() -> None:
    text = (
        '[Variant "penn-4"]\n[Dealer "0"]\nDeal\n  0: 10♠ T♥ A♦ 10C\n  1: 9S\nAuction\n  1: bid 20\n'
        "Tricks\n  1. 1:10♠ 2:K♥ -> 1\n"
    )
    hand = next(read_text(text.splitlines(True), "x")).hand
    assert hand["deal"]["hands"][0] == ["TS", "TH", "AD", "TC"]
    assert hand["tricks"][0]["plays"] == [{"seat": 1, "card": "TS"}, {"seat": 2, "card": "KH"}]
    assert "0: TS TH AD TC" in write_text(hand)


BAD_TEXT = [
    ("not a card", '[Variant "penn-4"]\n[Dealer "0"]\nDeal\n  0: AS XS\nAuction\n', 4, 9, "'XS' is not a card"),
    ("missing section", '[Variant "penn-4"]\n[Dealer "0"]\nAuction\n  1: pass\n', 1, 1, "no Deal section"),
    (
        "unknown section",
        '[Variant "penn-4"]\n[Dealer "0"]\nDeal\n  0: AS\nBidding\n',
        5,
        1,
        "unknown section 'Bidding'",
    ),
    (
        "bad action",
        '[Variant "penn-4"]\n[Dealer "0"]\nDeal\n  0: AS\nAuction\n  1: bid twenty\n',
        6,
        6,
        "unreadable action",
    ),
    ("bad tag", '[Variant penn-4]\n[Dealer "0"]\nDeal\n', 1, 1, "a tag pair is"),
    ("trick numbering", '[Dealer "0"]\nDeal\n  0: AS\nAuction\nTricks\n  2. 0:AS\n', 6, 3, "trick 2 is trick 1"),
    ("no dealer", '[Variant "penn-4"]\nDeal\n  0: AS\nAuction\n', 1, 1, "no [Dealer] tag"),
    ("section twice", '[Dealer "0"]\nDeal\n  0: AS\nAuction\nAuction\n', 5, 1, "given twice"),
    ("bad claim", '[Dealer "0"]\nDeal\n  0: AS\nAuction\nScores\n  made: maybe\n', 6, 9, "write yes or no"),
    ("duplicate seat", '[Dealer "0"]\nDeal\n  0: AS\n  0: KS\nAuction\n', 4, 3, "gives 0 twice"),
]


@pytest.mark.parametrize(("name", "text", "line", "column", "says"), BAD_TEXT, ids=[b[0] for b in BAD_TEXT])
def test_a_text_record_that_cannot_be_read_names_file_line_and_column(
    name: str, text: str, line: int, column: int, says: str
) -> None:
    with pytest.raises(RecordError) as err:
        list(read_text(text.splitlines(True), "bad.phr"))
    assert (err.value.file, err.value.line, err.value.column) == ("bad.phr", line, column), str(err.value)
    assert says in err.value.message
    assert str(err.value).startswith(f"bad.phr:{line}:{column}: ")


def test_json_records_name_the_line_and_column_of_the_bad_value(tmp_path: Path) -> None:
    good = played_hand(load_ruleset("penn-4"), "penn-4", 3)[0]
    bad = json.loads(json.dumps(good))
    bad["auction"][1]["seat"] = "two"
    path = tmp_path / "r.json"
    path.write_text(write_json([good, bad]), encoding="utf-8")
    with pytest.raises(RecordError) as err:
        list(read_records(path))
    text = path.read_text(encoding="utf-8")
    line = text.splitlines()[err.value.line - 1]
    assert line[err.value.column - 1 :].startswith('"two"'), (err.value, line)
    assert "hands" not in err.value.message and "auction/1/seat" in err.value.message
    (tmp_path / "x.jsonl").write_text(write_jsonl_line(good) + "{not json\n", encoding="utf-8")
    with pytest.raises(RecordError) as err2:
        list(read_records(tmp_path / "x.jsonl"))
    assert (err2.value.line, err2.value.column) == (2, 2)


def test_locate_finds_nested_members_and_items() -> None:
    text = '{\n "a": [1,\n  {"b": "x"}]}'
    assert locate(text, ("a", 1, "b")) == (3, 9)
    assert locate(text, ("a", 0)) == (2, 8)
    assert locate(text, ("missing",)) == (1, 1)


def test_the_rule_map_names_normative_catalogue_rules_of_each_document() -> None:
    from conformance_report.records.rules import _rule_map
    from conformance_report.spec.catalogue import load_catalogue

    kinds = {r.id: r.kind for r in load_catalogue().rules}
    table = _rule_map()
    assert sorted(table) == ["bruce", "family", "penn", "peterson", "trickster"]
    for prefix, entries in table.items():
        for key, rule in entries.items():
            assert rule.startswith(prefix + ".") and kinds.get(rule) == "normative", (prefix, key, rule)
