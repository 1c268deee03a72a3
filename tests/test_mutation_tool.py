"""benchmarks/mutation.py: a planted bug is killed, an equivalent mutant survives, the survivors file cannot rot."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "benchmarks" / "mutation.py"
SURVIVORS = ROOT / "benchmarks" / "mutation-survivors.json"
TRICKS = "reference_engine/tricks.py"
PLAY_004 = "doc-004"  # penn's play scenarios: trick winners and legal plays, a few dozen in all

pytest.importorskip("cosmic_ray", reason="the mutation tool needs cosmic-ray (pip install cosmic-ray)")


def _tool() -> ModuleType:
    name = "benchmarks_mutation_under_test"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, TOOL)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def _mutant(tool: ModuleType, operator: str, original: str, mutated: str) -> Any:
    """The cosmic-ray mutant of tricks.py with ``operator`` turning line ``original`` into ``mutated``."""
    source = (ROOT / TRICKS).read_text(encoding="utf-8")
    mutants, _ = tool.enumerate_mutants(TRICKS, source, tool.operators())
    lines = source.splitlines()
    for m in mutants:
        if m.operator == operator and lines[m.line - 1].strip() == original:
            after = tool.mutated_source(m, source).splitlines()[m.line - 1].strip()
            if after == mutated:
                return m
    raise AssertionError(f"no {operator} mutant turning {original!r} into {mutated!r} in {TRICKS}")


def test_planted_bug_killed_equivalent_survives_and_engine_untouched(capsys: pytest.CaptureFixture[str]) -> None:
    tool = _tool()
    before = {p: p.read_bytes() for p in (ROOT / "reference_engine").glob("*.py")}
    # trick winner with the rank comparison turned round: a lower card of the led suit would win
    bad = _mutant(
        tool,
        "core/ReplaceComparisonOperator_Lt_Gt",
        "if c.rank_index < best.rank_index + beats:",
        "if c.rank_index > best.rank_index + beats:",
    )
    # starting the winner loop at the led card compares it with itself: no answer can change
    same = _mutant(tool, "core/NumberReplacer", "for i in range(1, len(cards)):", "for i in range( 0, len(cards)):")
    out = tool.run(
        ["--module", TRICKS, "--tags", PLAY_004, "--mutant", bad.id, "--mutant", same.id, "--timeout", "30"],
        echo=print,
    )
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert json.loads(last) == out
    assert out["killed"] == 1, out
    assert out["survived"] == 0 and out["equivalent"] == 1, out
    assert out["score"] == 1.0
    assert [s["class"] for s in out["survivors"]] == ["equivalent"]
    assert out["survivors"][0]["original"] == "for i in range(1, len(cards)):"
    # mutants live in forked children only: the engine files on disk are unchanged
    assert {p: p.read_bytes() for p in (ROOT / "reference_engine").glob("*.py")} == before


def test_hand_made_mutation_of_trick_winner_is_killed_and_unclassified_survivor_flagged() -> None:
    tool = _tool()
    plans = tool.select_plans(tool.load(tool.FEATURES), tags=PLAY_004)
    suite = tool.prepare(plans, [TRICKS])
    source = suite.sources[TRICKS]
    # the last card played of the led suit wins, whatever its rank
    planted = source.replace("if c.rank_index < best.rank_index + beats:", "if True:", 1)
    assert planted != source
    m = tool.Mutant(TRICKS, "hand-made", 0, 1, 0)
    verdict = tool.judge_mutant(suite, m, timeout=30.0, source=planted)
    assert verdict.outcome == "killed", verdict
    assert verdict.how in ("failed", "errored")
    # a mutant the file does not list is reported as unclassified, not silently equivalent
    harmless = source.replace("best = cards[0]", "best = cards[0]  # mutated comment", 1)
    v2 = tool.judge_mutant(suite, m, timeout=30.0, source=harmless)
    assert v2.outcome == "survived"
    assert tool.classify(v2, tool.load_classified()) is None


ADAPTER = "reference_engine/adapter.py"


@pytest.mark.parametrize(
    ("original", "mutated", "how"),
    [
        ("PROTOCOL = 1", "PROTOCOL = 2", "start-up"),  # the harness speaks protocol 1 only
        ('if op == "hello":', 'if op is "hello":', "start-up"),  # a decoded op is never the literal
        ('if __name__ == "__main__":', 'if __name__ < "__main__":', "start-up"),  # the program never serves
        ('if __name__ == "__main__":', 'if __name__ != "__main__":', "import:RuntimeError"),  # serves on import
        ('"rulesets": {"ids": [], "any": True},', '"rulesets": {"ids": [], "any": False},', "unsupported"),
    ],
)
@pytest.mark.filterwarnings("ignore:.*with a literal:SyntaxWarning")  # the mutants compare with `is`
def test_a_mutant_the_harness_start_up_notices_is_killed(original: str, mutated: str, how: str) -> None:
    # every run starts the adapter as a program and sends hello before any scenario, and a
    # request the handshake does not claim is never sent
    tool = _tool()
    suite = tool.prepare(tool.select_plans(tool.load(tool.FEATURES), tags=PLAY_004), [ADAPTER])
    source = suite.sources[ADAPTER]
    planted = source.replace(original, mutated, 1)
    assert planted != source
    line = source[: source.index(original)].count("\n") + 1
    verdict = tool.judge_mutant(suite, tool.Mutant(ADAPTER, "hand-made", 0, line, 0), timeout=60.0, source=planted)
    assert (verdict.outcome, verdict.how) == ("killed", how), verdict


def test_survivors_file_well_formed_and_current() -> None:
    data = json.loads(SURVIVORS.read_text(encoding="utf-8"))
    entries = data["survivors"]
    assert entries, "the survivors file lists no survivors"
    keys = set()
    for e in entries:
        assert set(e) == {"module", "line", "operator", "original", "mutated", "class", "reason"}, e
        assert e["class"] in ("equivalent", "unspecified", "message", "unobservable"), e
        assert isinstance(e["line"], int) and e["line"] > 0
        assert e["operator"].startswith("core/"), e
        assert len(e["reason"]) >= 40, f"reason too thin: {e}"
        assert e["original"] != e["mutated"], e
        path = ROOT / e["module"]
        assert path.is_file(), f"{e['module']} no longer exists"
        lines = {ln.strip() for ln in path.read_text(encoding="utf-8").splitlines()}
        for text in e["original"].splitlines():
            assert text in lines, f"{e['module']}: {text!r} is gone; re-run the mutation command and reclassify"
        key = (e["module"], e["operator"], e["original"], e["mutated"])
        assert key not in keys, f"duplicate entry {key}"
        keys.add(key)


def test_function_entries_name_existing_functions() -> None:
    tool = _tool()
    data = json.loads(SURVIVORS.read_text(encoding="utf-8"))
    functions = data.get("functions", [])
    assert functions, "no whole-function classifications"
    seen = set()
    for e in functions:
        assert set(e) == {"module", "function", "class", "reason"}, e
        assert e["class"] in ("equivalent", "unspecified", "message", "unobservable"), e
        assert len(e["reason"]) >= 40, f"reason too thin: {e}"
        names = set(tool.function_lines((ROOT / e["module"]).read_text(encoding="utf-8")).values())
        assert e["function"] in names, f"{e['module']} has no function {e['function']!r}; reclassify"
        assert (e["module"], e["function"]) not in seen, e
        seen.add((e["module"], e["function"]))


def test_function_entry_classifies_any_mutant_inside_but_an_exact_entry_wins() -> None:
    tool = _tool()
    exact = {
        "module": "m.py",
        "line": 10,
        "operator": "core/X",
        "original": "a",
        "mutated": "b",
        "class": "unspecified",
        "reason": "r",
    }
    whole = {"module": "m.py", "function": "C.f", "class": "equivalent", "reason": "r"}
    entries = [exact, whole]
    assert tool.lookup("m.py", "core/X", "a", "b", 12, entries, "C.f") is exact
    assert tool.lookup("m.py", "core/Y", "a", "c", 12, entries, "C.f") is whole
    assert tool.lookup("m.py", "core/Y", "a", "c", 12, entries, "C.g") is None
    assert tool.lookup("m.py", "core/Y", "a", "c", 12, entries, None) is None
    source = "class C:\n    def f(self):\n        return 1\n\ndef g():\n    def h():\n        pass\n"
    lines = tool.function_lines(source)
    assert lines[3] == "C.f" and lines[5] == "g" and lines[7] == "g.<locals>.h" and 1 not in lines


def _shard_output(tool: ModuleType, shard: str, killed: int, survivors: list[dict[str, Any]]) -> str:
    survived = len(survivors)
    result = {
        "tool": "cosmic-ray",
        "mutants_total": 10,
        "annotation_mutants_not_generated": 0,
        "judged": killed + survived,
        "sample": None,
        "seed": None,
        "shard": shard,
        "modules": ["m.py"],
        "scenarios": 5,
        "notes": [f"SHARD {shard}: {killed + survived} mutants"],
        "killed": killed,
        "survived": survived,
        "equivalent": 0,
        "unspecified": 0,
        "unclassified": survived,
        "score": killed / (killed + survived),
        "killed_by": {"failed": killed},
        "seconds": 1.0,
        "survivors": survivors,
    }
    return "some progress line\n" + json.dumps(result) + "\n"


def test_merge_adds_up_shards_and_reclassifies_with_the_current_file(tmp_path: Path) -> None:
    tool = _tool()
    sv = {
        "module": "m.py",
        "line": 3,
        "operator": "core/X",
        "original": "a",
        "mutated": "b",
        "class": "unclassified",
        "function": "f",
        "scenarios_run": 0,
        "id": "m.py:core/X:0",
    }
    sv2 = {**sv, "operator": "core/Y", "mutated": "c", "id": "m.py:core/Y:0"}
    sv3 = {**sv, "operator": "core/Z", "mutated": "d", "function": "g", "id": "m.py:core/Z:0"}
    one = tmp_path / "one.txt"
    two = tmp_path / "two.txt"
    one.write_text(_shard_output(tool, "1/2", 4, [sv, sv3]), encoding="utf-8")
    two.write_text(_shard_output(tool, "2/2", 3, [sv2]), encoding="utf-8")
    classified = tmp_path / "survivors.json"
    classified.write_text(
        json.dumps(
            {
                "survivors": [
                    {
                        **{k: sv[k] for k in ("module", "line", "operator", "original", "mutated")},
                        "class": "unspecified",
                        "reason": "no document says",
                    }
                ],
                "functions": [{"module": "m.py", "function": "g", "class": "equivalent", "reason": "never called"}],
            }
        ),
        encoding="utf-8",
    )
    lines: list[str] = []
    out = tool.run(["--merge", str(one), str(two), "--survivors", str(classified)], echo=lines.append)
    assert json.loads(lines[-1]) == out
    assert out["killed"] == 7
    assert out["equivalent"] == 1  # sv3, by its function
    assert out["survived"] == 2 and out["unspecified"] == 1 and out["unclassified"] == 1
    assert out["raw_score"] == round(7 / 9, 4)
    assert out["score"] == round(7 / 8, 4)  # the unspecified survivor is classified: not counted
    assert out["judged"] == 10
    assert "all 2 shards of 2" in out["notes"]
    assert out["stale_entries"] == []
    partial = tool.run(["--merge", str(one), "--survivors", str(classified)], echo=lambda s: None)
    assert any(n.startswith("PARTIAL") for n in partial["notes"])
    # an entry no survivor matches any more (its mutant is killed now) is named, on a whole run only
    killed_now = {**{k: sv[k] for k in ("module", "operator", "original")}, "line": 9, "mutated": "z"}
    doc = json.loads(classified.read_text(encoding="utf-8"))
    doc["survivors"].append({**killed_now, "class": "equivalent", "reason": "was thought equivalent"})
    classified.write_text(json.dumps(doc), encoding="utf-8")
    lines.clear()
    again = tool.run(["--merge", str(one), str(two), "--survivors", str(classified)], echo=lines.append)
    assert again["stale_entries"] == ["m.py:9 core/X"]
    assert "stale entry (no survivor matches it; the mutant is killed now): m.py:9 core/X" in lines
    assert tool.run(["--merge", str(one), "--survivors", str(classified)], echo=lambda s: None)["stale_entries"] == []


def test_the_score_leaves_out_classified_survivors_and_the_raw_score_counts_them() -> None:
    tool = _tool()
    counts = {"killed": 90, "survived": 10, "equivalent": 5, "unspecified": 3, "message": 2, "unobservable": 4}
    assert tool._pinned_score({**counts, "unclassified": 1}) == round(90 / 91, 4)
    assert tool._pinned_score({**counts, "unspecified": 0, "unclassified": 0}) == round(90 / 94, 4)
    assert set(tool.NOT_COUNTED) == {"unspecified", "message", "unobservable"}
    assert "equivalent" not in tool.NOT_COUNTED


def test_a_line_behind_an_engine_memo_counts_for_every_scenario_that_runs_it() -> None:
    """meld.py compiles a ruleset once per object (``_CACHE_BY_ID``): its lines must still select
    every scenario of that ruleset, not only the first one.  With 003's run-kept reading the first
    scenario of that ruleset (a royal marriage without a run) cannot tell ``keep_run`` wrong; the
    later ones (run and royal marriage, 190 and 450) can."""
    tool = _tool()
    rel = "reference_engine/meld.py"
    source = (ROOT / rel).read_text(encoding="utf-8")
    mutants, _ = tool.enumerate_mutants(rel, source, tool.operators())
    original = 'self.keep_run = not rs.meld.run_yields_to_double_royal and self.extras != "named"'
    (never_kept,) = [
        m
        for m in mutants
        if m.operator == "core/ReplaceComparisonOperator_NotEq_Lt"
        and source.splitlines()[m.line - 1].strip() == original
    ]
    out = tool.run(
        [
            "--module",
            rel,
            "--tags",
            "trickster.meld.double-royal-marriage-over-run-and-marriage",
            "--mutant",
            never_kept.id,
        ],
        echo=lambda *_: None,
    )
    assert out["killed"] == 1 and out["survived"] == 0, out


def test_every_engine_memo_is_emptied_between_scenarios() -> None:
    """A module-level dict that a fresh import of the engine leaves empty is filled lazily: a memo.
    Each must be in the tool's ``MEMOS``, or a line behind it would select too few scenarios."""
    probe = (
        "import importlib, json, pathlib, reference_engine\n"
        "names = set()\n"
        "for path in sorted(pathlib.Path(reference_engine.__file__).parent.glob('[!_]*.py')):\n"
        "    mod = importlib.import_module('reference_engine.' + path.stem)\n"
        "    names |= {k for k, v in vars(mod).items() if type(v) is dict and not v and not k.startswith('__')}\n"
        "print(json.dumps(sorted(names)))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert set(json.loads(done.stdout)) <= set(_tool().MEMOS)
