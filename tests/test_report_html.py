"""report.html: its parts in Python, and the page in a real headless browser (Debian's chromium).

The browser tests check the counts, the filters, hostile strings, and that a synthetic report
of 3,000 results from 3 implementations opens and filters in under a second.
"""

from __future__ import annotations

import base64
import gzip
import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from _report_samples import big_report, sequence_failure

from conformance_report.report.html import (
    cards_html,
    content_security_policy,
    detail_html,
    diff_html,
    inputs_html,
    json_block,
    pretty_json,
    render_html,
)
from conformance_report.report.model import build_report, validate_report

HOSTILE_NAME = "<script>window.__pwned = 1</script>"
HOSTILE_MESSAGE = '"><img src=x onerror="window.__pwned = 2">'
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"]


def _result(sid: str, status: str, impl: str = "impl-0", **extra: Any) -> dict[str, Any]:
    base = {
        "id": sid,
        "implementation": impl,
        "status": status,
        "feature": "features/x.feature",
        "scenario": sid.split("::")[-1],
        "rules": ["penn.play.must-follow"],
        "sources": ["doc-004"],
        "rulesets": ["penn-4"],
        "duration": 0.01,
        "rerun": f"pinochle-conformance run --scenario '{sid}'",
    }
    base.update(extra)
    return base


def sample_report() -> dict[str, Any]:
    impls = [{"key": "impl-0", "argv": ["x"], "name": HOSTILE_NAME, "version": "1", "language": "py"}]
    results = [
        _result("f::a", "passed", label="documented"),
        _result("f::b", "passed", label="derived"),
        _result(
            "f::c",
            "failed",
            label="documented",
            message=HOSTILE_MESSAGE,
            step={
                "step": "Then the trick is won by seat 2",
                "line": 9,
                "what": "trick winner",
                "expected": 2,
                "actual": HOSTILE_MESSAGE,
            },
        ),
        _result(
            "f::d",
            "errored",
            message="harness error (timeout)",
            by="harness",
            cause="timeout",
            stderr="</pre><script>window.__pwned = 3</script>",
        ),
        _result("f::e", "unsupported", message="operation 'legal_plays' not declared"),
    ]
    header = {
        "harness": {"name": "pinochle-conformance", "version": "0"},
        "suite_commit": "abc",
        "started": "2026-11-21T00:00:00+00:00",
        "command": ["pinochle-conformance", "run"],
        "implementations": impls,
        "rulesets": ["penn-4"],
    }
    return build_report(header, results, {"impl-0": 1.0}, "2026-11-21T00:00:01+00:00")


def _unpack(page: str, element_id: str = "detail-data") -> Any:
    m = re.search(rf'<script type="application/octet-stream" id="{element_id}">([^<]*)</script>', page)
    assert m is not None
    return json.loads(gzip.decompress(base64.b64decode(m.group(1))))


def test_sample_report_is_schema_valid() -> None:
    assert validate_report(sample_report()) == []
    assert validate_report(big_report(20)) == []


def test_hostile_strings_are_escaped_in_the_markup() -> None:
    page = render_html(sample_report())
    assert "<script>window.__pwned" not in page
    assert "&lt;script&gt;window.__pwned = 1&lt;/script&gt;" in page
    assert "<img src=x" not in page
    details = _unpack(page)
    assert all("<script>" not in d and "<img" not in d for d in details)
    assert any("&lt;/pre&gt;&lt;script&gt;window.__pwned = 3" in d for d in details)


def test_the_policy_allows_exactly_the_page_script_and_style() -> None:
    page = render_html(sample_report())
    script = page[page.rindex("<script>") + len("<script>") : page.rindex("</script>")]
    style = page[page.index("<style>") + len("<style>") : page.index("</style>")]
    assert content_security_policy(script, style) in page
    assert "default-src 'none'" in page


def test_cards_are_drawn_with_red_and_black_suits() -> None:
    html = cards_html("play TS, then A♥ 10♦ 9C; trump is ♣")
    assert re.findall(r'<span class="card (\w+)">([^<]+)</span>', html) == [
        ("black", "10♠"),
        ("red", "A♥"),
        ("red", "10♦"),
        ("black", "9♣"),
    ]
    assert html.startswith("play ") and '<span class="black">♣</span>' in html
    assert cards_html("SEAT AS <b>") == 'SEAT <span class="card black">A♠</span> &lt;b&gt;'


def test_inputs_show_the_given_steps_and_tables_as_cards() -> None:
    html = inputs_html(sequence_failure("f::x", "impl-0"))
    assert html.count('class="given"') == 3
    assert html.count("<table>") == 2
    assert html.count('<span class="card') == 48 + 2  # the deal, then "play KH" and "play QH"
    assert "<td>bid 20</td>" in html


def test_pretty_json_keeps_small_values_on_one_line_and_round_trips() -> None:
    value = {"steps": [{"index": i, "accepted": True, "rule": None} for i in range(3)], "cards": ["AS"] * 40}
    lines = pretty_json(value)
    assert '    {"index": 1, "accepted": true, "rule": null},' in lines
    assert json.loads("\n".join(lines)) == value
    assert all(len(line) <= 100 for line in lines)


def test_the_diff_marks_expected_and_actual_lines() -> None:
    html = diff_html({"seat": 3}, {"seat": 1})
    assert "<span class='del'>-{&quot;seat&quot;: 3}</span>" in html
    assert html.count("class='del'") == 1 and html.count("class='ins'") == 1


def test_details_name_the_first_differing_action_and_show_requests_and_replies() -> None:
    r = sequence_failure("f::x", "impl-0")
    html = detail_html(r)
    assert 'Action 7 (seat 2: play <span class="card red">Q♥</span>)' in html
    assert "expected rejected with rule play.must-head, got <b>accepted</b>" in html
    assert html.count("<pre class='json request'>") == 1
    request = re.search(r"<pre class='json request'>&gt; (.*?)</pre>", html)
    assert request is not None
    assert json.loads(request.group(1).replace("&quot;", '"'))["op"] == "play_hand"
    assert "<span class='del'>-" in html and "&quot;play.must-head&quot;" in html


def test_failures_come_first_grouped_by_rule_with_counts() -> None:
    report = big_report(60)
    page = render_html(report)
    groups = re.findall(r"<div class='grp (\w+)' role='rowgroup' data-group='([^']*)'>", page)
    kinds = [k for k, _ in groups]
    assert kinds == sorted(kinds, key=["fail", "diff", "feature"].index)
    fail_groups = [g for k, g in groups if k == "fail"]
    assert fail_groups and len(fail_groups) == len(set(fail_groups))
    failing = [r for r in report["results"] if r["status"] in ("failed", "errored")]
    # a failure is grouped under its failing step's rule; an error before any Then step has none
    assert {g.removeprefix("fail:") for g in fail_groups} <= {r.get("rule") or "(no rule)" for r in failing}


def test_json_block_cannot_be_closed_by_its_content() -> None:
    value = ["</script><script>alert(1)</script>", "&amp; <!--"]
    block = json_block("x", value)
    assert block.count("</script>") == 1 and "<!--" not in block
    assert _unpack(block, "x") == value


# ----------------------------------------------------------------------------- in the browser
@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if CHROMIUM is None:
        pytest.skip("Debian's chromium is not installed (CI installs it)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield b
        finally:
            b.close()


def _shown(page: Any) -> int:
    return int(page.inner_text("#shown"))


def test_page_in_headless_chromium(browser: Any, tmp_path: Path) -> None:
    page_file = tmp_path / "report.html"
    page_file.write_text(render_html(sample_report()), encoding="utf-8")
    page = browser.new_page()
    dialogs: list[str] = []
    errors: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(page_file.as_uri())
    counts = {
        s: page.inner_text(f"#summary td[data-count='{s}']")
        for s in ("passed", "failed", "errored", "unsupported", "skipped")
    }
    assert counts == {"passed": "2", "failed": "1", "errored": "1", "unsupported": "1", "skipped": "0"}
    assert page.inner_text("#summary td[data-score]") == "50.0%"  # 2 passed of 4 judged
    assert page.inner_text("#summary td[data-coverage]") == "80.0%"
    assert _shown(page) == 5
    page.uncheck("#f-verdict input[value='passed']")
    assert _shown(page) == 3
    page.uncheck("#f-verdict input[value='failed']")
    page.uncheck("#f-verdict input[value='errored']")
    assert _shown(page) == 1
    page.check("#f-verdict input[value='passed']")
    assert _shown(page) == 3
    page.uncheck("#f-verdict input[value='derived']")  # the label filter
    assert _shown(page) == 2
    page.check("#f-verdict input[value='derived']")
    page.check("#f-verdict input[value='failed']")
    page.check("#f-verdict input[value='errored']")
    page.fill("#q", "f::d")
    assert _shown(page) == 1
    page.fill("#q", "")
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert dialogs == [] and errors == []
    assert HOSTILE_NAME in page.inner_text("#summary")
    # the first failure opens on its details; the hostile message is shown as text
    page.wait_for_selector(".drow .detail:not(.loading)")
    assert HOSTILE_MESSAGE in page.inner_text(".drow .detail")
    page.click(".cell.errored summary")
    # a locator waits by selector; wait_for_function would evaluate a string, which the page's
    # Content-Security-Policy forbids once the detail is not there at the first look
    page.locator(".drow .detail:not(.loading)").nth(1).wait_for()
    assert page.locator(".drow .detail:not(.loading)").count() == 2
    assert "</pre><script>window.__pwned = 3</script>" in page.text_content("#matrix")
    assert page.evaluate("document.images.length") == 0
    assert page.evaluate("typeof window.__pwned") == "undefined"
    page.close()


def test_three_thousand_results_open_and_filter_in_under_a_second(browser: Any, tmp_path: Path) -> None:
    report = big_report(1000, 3)
    assert len(report["results"]) == 3000
    page_file = tmp_path / "report.html"
    page_file.write_text(render_html(report), encoding="utf-8")
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(page_file.as_uri())
    loaded = page.evaluate(
        "(() => { const n = performance.getEntriesByType('navigation')[0];"
        " return {load: n.loadEventEnd, ready: window.__reportReady}; })()"
    )
    assert 0 < loaded["ready"] <= loaded["load"] < 1000, loaded
    timings = page.evaluate(
        """(() => {
          const out = {};
          function time(name, act) {
            const t0 = performance.now(); act(); document.body.offsetHeight; out[name] = performance.now() - t0;
          }
          function change(id, value) {
            const el = document.getElementById(id); el.value = value;
            el.dispatchEvent(new Event(id === 'q' ? 'input' : 'change'));
          }
          time('impl', () => change('f-impl', 'impl-2'));
          out.implShown = +document.getElementById('shown').textContent;
          time('search', () => change('q', 'NUMBER 999'));
          out.searchShown = +document.getElementById('shown').textContent;
          time('clear', () => { change('q', ''); change('f-impl', ''); });
          time('verdict', () => { const b = document.querySelector("#f-verdict input[value='passed']");
                                  b.checked = false; b.dispatchEvent(new Event('change')); });
          out.failingShown = +document.getElementById('shown').textContent;
          return out;
        })()"""
    )
    assert max(timings["impl"], timings["search"], timings["clear"], timings["verdict"]) < 1000, timings
    assert timings["implShown"] == 1000
    assert timings["searchShown"] == 1  # every word, any case: only "Scenario number 999"
    not_passing = {r["id"] for r in report["results"] if r["status"] != "passed"}
    assert timings["failingShown"] == len(not_passing)
    page.close()


def test_three_thousand_results_show_causes_sticky_headers_url_state_and_folded_rows(
    browser: Any, tmp_path: Path
) -> None:
    report = big_report(1000, 3)
    assert len(report["results"]) == 3000
    causes = report["footer"]["implementations"]["impl-1"]["causes"]
    page_file = tmp_path / "report.html"
    page_file.write_text(render_html(report), encoding="utf-8")
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(page_file.as_uri())
    # causes: before the matrix, impl-1's in order with how many failures each explains
    assert page.evaluate(
        "document.getElementById('causes').compareDocumentPosition(document.getElementById('matrix')) & 4"
    )
    page.click("#causes > summary")
    rows = page.locator("#causes table[data-impl='impl-1'] tr")
    assert rows.count() == 1 + len(causes)
    for n, cause in enumerate(causes, start=2):
        text = page.text_content(f"#causes table[data-impl='impl-1'] tr:nth-child({n})") or ""
        assert text.startswith(str(len(cause["explains"]))) and cause["differs"] in text
    page.click("#causes > summary")
    # unsupported rows (impl-2's, where the others agree) are folded under one summary row per operation
    unsupported = {
        r["id"]
        for r in report["results"]
        if r["status"] == "unsupported"
        and not any(o["id"] == r["id"] and o["status"] in ("failed", "errored") for o in report["results"])
    }
    by_op = {g: page.locator(f".grp[data-group='unsup:operation {g}']") for g in ("auction", "hand_score")}
    assert all(g.count() == 1 for g in by_op.values())
    folded_rows = page.locator(".grp.unsup .scenario")
    assert 0 < folded_rows.count() <= len(unsupported)
    assert page.locator(".grp.unsup .scenario:not([hidden])").count() == 0
    assert int(page.inner_text("#folded")) == folded_rows.count()
    assert page.locator(".grp.unsup .ghead:visible").count() == 2  # each summary row shows
    auction = by_op["auction"]
    n_auction = int(auction.locator(".count").inner_text())
    assert n_auction == auction.locator(".scenario").count() > 0
    auction.locator(".fold").click()
    shown = ".grp[data-group='unsup:operation auction'] .scenario:not([hidden])"
    page.wait_for_function(f'n => document.querySelectorAll("{shown}").length === n', arg=n_auction, timeout=10_000)
    assert auction.locator(".scenario:not([hidden])").count() == n_auction
    assert by_op["hand_score"].locator(".scenario:not([hidden])").count() == 0
    assert int(page.inner_text("#folded")) == folded_rows.count() - n_auction
    # the filter state and the unfolded group are in the URL, and read back from it
    page.select_option("#f-impl", "impl-2")
    page.uncheck("#f-verdict input[value='passed']")
    url = page.url
    assert "impl=impl-2" in url and "hide=passed" in url and "open=unsup%3Aoperation+auction" in url
    shown = _shown(page)
    page.goto("about:blank")
    page.goto(url)
    assert page.input_value("#f-impl") == "impl-2" and not page.is_checked("#f-verdict input[value='passed']")
    assert _shown(page) == shown
    assert by_op["auction"].locator(".scenario:not([hidden])").count() == n_auction
    assert by_op["hand_score"].locator(".scenario:not([hidden])").count() == 0
    # sticky column headers: scrolled far down, the header row stays right under the controls
    page.evaluate("window.scrollTo(0, document.body.scrollHeight / 2)")
    top = page.evaluate("document.querySelector('#matrix .mhead').getBoundingClientRect().top")
    bottom = page.evaluate("document.getElementById('controls').getBoundingClientRect().bottom")
    assert page.evaluate("window.scrollY") > 2000 and abs(top - bottom) <= 2
    assert errors == []
    page.close()
