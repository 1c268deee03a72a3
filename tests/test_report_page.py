"""Issue 15's report page, end to end: the reference engine and two planted-bug adapters are run
by the CLI on penn-4, and the page they produce is read in headless Chromium.

A screenshot of the first screen is kept in the test's temporary folder (and copied to
``$REPORT_SCREENSHOT_DIR`` when that is set, to look at).
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conformance_report.cli import main
from conformance_report.report.model import validate_report

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FAKES = Path(__file__).parent / "fakes"
PY = sys.executable
VIEWPORT = {"width": 1400, "height": 1000}


@pytest.fixture(scope="module")
def planted_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("planted") / "out"
    code = main(
        [
            "run",
            "--impl",
            f"{PY} -m reference_engine.adapter",
            "--impl",
            f"{PY} {FAKES / 'planted.py'} --bug ten-below-king",
            "--impl",
            f"{PY} {FAKES / 'planted.py'} --bug must-head-ignored",
            "--ruleset",
            "penn-4",
            "--out",
            str(out),
            "--no-progress",
        ]
    )
    assert code == 1
    return out


@pytest.fixture(scope="module")
def page(planted_run: Path) -> Iterator[Any]:
    if CHROMIUM is None:
        pytest.skip("Debian's chromium is not installed (CI installs it)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        try:
            pg = browser.new_page(viewport=VIEWPORT)
            errors: list[str] = []
            pg.on("pageerror", lambda e: errors.append(str(e)))
            pg.goto((planted_run / "report.html").as_uri())
            pg.wait_for_selector(".drow .detail:not(.loading)")
            pg.screenshot(path=str(planted_run / "first-screen.png"))
            if os.environ.get("REPORT_SCREENSHOT_DIR"):
                shutil.copy(planted_run / "first-screen.png", os.environ["REPORT_SCREENSHOT_DIR"])
            pg.errors = errors
            yield pg
        finally:
            browser.close()


def _report(planted_run: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((planted_run / "report.json").read_text(encoding="utf-8"))
    return data


def _shown(pg: Any) -> int:
    return int(pg.inner_text("#shown"))


def _visible_groups(pg: Any) -> list[str]:
    return [str(g) for g in pg.eval_on_selector_all(".grp:not([hidden])", "gs => gs.map(g => g.dataset.group)")]


def test_the_report_is_valid_and_counts_the_planted_bugs(planted_run: Path) -> None:
    report = _report(planted_run)
    assert validate_report(report) == []
    counts = {k: v["counts"] for k, v in report["footer"]["implementations"].items()}
    assert counts["impl-0"]["failed"] == 0 and counts["impl-0"]["passed"] > 50
    assert counts["impl-1"]["failed"] >= 3 and counts["impl-2"]["failed"] >= 3
    failing = [r for r in report["results"] if r["status"] == "failed"]
    assert all(r["rule"] in r["rules"] for r in failing)
    assert all(r["inputs"] and r["inputs"][0]["step"].startswith("Given the ruleset") for r in failing)


def test_the_screenshot_is_taken(page: Any, planted_run: Path) -> None:
    shot = planted_run / "first-screen.png"
    assert shot.stat().st_size > 20_000
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert page.errors == []


def test_the_first_failure_shows_without_scrolling_past_passes(page: Any) -> None:
    first_row = page.query_selector("#matrix .row.scenario")
    assert first_row.query_selector(".cell.failed") is not None  # no passing row comes before it
    box = first_row.bounding_box()
    assert box is not None and box["y"] + box["height"] <= VIEWPORT["height"]
    assert page.evaluate("window.scrollY") == 0
    first_group = page.query_selector("#matrix .grp")
    assert first_group.get_attribute("class") == "grp fail"
    assert first_group.query_selector(".ghead .count").inner_text() != "0"
    # its details are open below it, starting on the first screen
    detail = page.query_selector(".drow")
    detail_box = detail.bounding_box()
    assert detail_box is not None and detail_box["y"] < VIEWPORT["height"]


def test_failures_are_grouped_by_rule_with_counts(page: Any, planted_run: Path) -> None:
    report = _report(planted_run)
    groups = page.eval_on_selector_all(
        ".grp.fail",
        "gs => gs.map(g => [g.dataset.group, +g.querySelector('.count').textContent,"
        " g.querySelectorAll('.row.scenario').length])",
    )
    by_rule: dict[str, set[str]] = {}
    for r in report["results"]:
        if r["status"] in ("failed", "errored"):
            by_rule.setdefault(r["rule"], set()).add(r["id"])
    assert {g.removeprefix("fail:") for g, _, _ in groups} <= set(by_rule)
    assert all(count == rows and count > 0 for _, count, rows in groups)
    assert sum(count for _, count, _ in groups) == len({r["id"] for r in report["results"] if r["status"] == "failed"})


def test_inputs_are_shown_as_cards(page: Any) -> None:
    detail = page.query_selector(".drow .detail")
    cards = detail.query_selector_all(".inputs .card")
    assert len(cards) >= 2
    texts = [c.inner_text() for c in cards]
    assert all(t[:-1] in ("A", "10", "K", "Q", "J", "9") and t[-1] in "♠♥♦♣" for t in texts)
    colours = {
        c.inner_text()[-1]: c.evaluate("el => getComputedStyle(el).color") for c in cards if c.inner_text()[-1] in "♥♠"
    }
    assert colours.get("♥", "rgb(200, 16, 46)") == "rgb(200, 16, 46)"
    assert colours.get("♠", "rgb(17, 17, 17)") == "rgb(17, 17, 17)"
    assert "Given the ruleset" in detail.inner_text()


def test_request_and_reply_json_are_shown(page: Any) -> None:
    detail = page.query_selector(".drow .detail")
    request = detail.query_selector("pre.json.request").inner_text()
    reply = detail.query_selector("pre.json.reply").inner_text()
    assert request.startswith("> ") and reply.startswith("< ")
    sent = json.loads(request[2:])
    assert sent["ruleset"] == "penn-4" and sent["op"] in ("legal_plays", "play_hand", "trick_winner", "hand_score")
    assert "result" in json.loads(reply[2:])
    assert detail.query_selector("pre.diff .del") is not None and detail.query_selector("pre.diff .ins") is not None


def test_filters_and_search_work(page: Any, planted_run: Path) -> None:
    report = _report(planted_run)
    total = len({r["id"] for r in report["results"]})
    failing = {
        k: {r["id"] for r in report["results"] if r["implementation"] == k and r["status"] == "failed"}
        for k in ("impl-0", "impl-1", "impl-2")
    }
    assert _shown(page) == total
    page.uncheck("#f-verdict input[value='passed']")
    assert _shown(page) == len(failing["impl-1"] | failing["impl-2"])
    assert all(g.startswith("fail:") for g in _visible_groups(page))  # no empty group headers
    page.select_option("#f-impl", "impl-0")
    assert _shown(page) == 0 and _visible_groups(page) == []
    page.select_option("#f-impl", "impl-1")
    assert _shown(page) == len(failing["impl-1"])
    assert page.is_hidden("#matrix .mhead [data-impl='impl-2']")
    page.select_option("#f-impl", "")
    page.check("#f-verdict input[value='passed']")
    rule = "penn.play.trick-winner"
    page.select_option("#f-rule", rule)
    assert _shown(page) == len({r["id"] for r in report["results"] if rule in r["rules"]})
    page.select_option("#f-rule", "")
    page.select_option("#f-doc", "doc-004")  # penn-4's protocol scenarios are doc-protocol's
    in_004 = len({r["id"] for r in report["results"] if "doc-004" in r["sources"]})
    assert 0 < _shown(page) == in_004 < total
    page.select_option("#f-ruleset", "penn-4")
    assert _shown(page) == in_004
    page.fill("#q", "ten outranks a king")
    assert _shown(page) == 1
    # textContent: an off-screen row is not rendered (content-visibility: auto), so it has no innerText
    assert (page.text_content("#matrix .grp:not([hidden]) .row.scenario:not([hidden]) .sc") or "").startswith(
        "Without trump the highest card of the suit led wins and a ten outranks a king"
    )
    page.fill("#q", "")
    page.uncheck("#f-verdict input[value='documented']")
    assert _shown(page) == 0  # every verdict of this run is documented
    page.check("#f-verdict input[value='documented']")
    assert _shown(page) == in_004
    page.select_option("#f-doc", "")
    assert _shown(page) == total


def test_causes_come_first_and_the_header_sticks_and_the_filter_is_in_the_url(page: Any, planted_run: Path) -> None:
    report = _report(planted_run)
    causes = report["footer"]["implementations"]["impl-1"]["causes"]
    assert "should beat" in causes[0]["differs"]  # ten-below-king: a trick winner
    # the causes section comes before the matrix, each implementation's causes in order
    assert page.evaluate(
        "document.getElementById('causes').compareDocumentPosition(document.getElementById('matrix')) & 4"
    )
    page.click("#causes > summary")
    first = page.text_content("#causes table[data-impl='impl-1'] tr:nth-child(2)") or ""
    assert causes[0]["differs"] in first and str(len(causes[0]["explains"])) in first
    page.click("#causes > summary")
    # filter state in the URL, and read back from it
    page.select_option("#f-impl", "impl-2")
    page.uncheck("#f-verdict input[value='passed']")
    url = page.url
    assert "impl=impl-2" in url and "hide=passed" in url
    shown = _shown(page)
    page.goto("about:blank")
    page.goto(url)
    assert page.input_value("#f-impl") == "impl-2" and not page.is_checked("#f-verdict input[value='passed']")
    assert _shown(page) == shown
    # sticky column headers: scrolled far down, the header row is still at the top, under the controls
    page.evaluate("window.scrollTo(0, document.body.scrollHeight / 2)")
    top = page.evaluate("document.querySelector('#matrix .mhead').getBoundingClientRect().top")
    controls = page.evaluate("document.getElementById('controls').getBoundingClientRect().bottom")
    assert abs(top - controls) <= 2
    page.goto(url.split("#")[0])
    page.wait_for_selector("#shown")
