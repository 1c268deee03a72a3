"""report.html in a real headless browser (Debian's chromium): counts, the filter, hostile strings."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from conformance_report.report.html import render_html
from conformance_report.report.model import build_report, validate_report

HOSTILE_NAME = "<script>window.__pwned = 1</script>"
HOSTILE_MESSAGE = '"><img src=x onerror="window.__pwned = 2">'
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


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
        _result("f::a", "passed"),
        _result("f::b", "passed"),
        _result(
            "f::c",
            "failed",
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


def test_sample_report_is_schema_valid() -> None:
    assert validate_report(sample_report()) == []


def test_hostile_strings_are_escaped_in_the_markup() -> None:
    page = render_html(sample_report())
    assert "<script>window.__pwned" not in page
    assert "&lt;script&gt;window.__pwned = 1&lt;/script&gt;" in page
    assert "<img src=x" not in page


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (CI installs it)")
def test_page_in_headless_chromium(tmp_path: Path) -> None:
    sync_api = pytest.importorskip("playwright.sync_api")
    page_file = tmp_path / "report.html"
    page_file.write_text(render_html(sample_report()), encoding="utf-8")
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=CHROMIUM,
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
            ],
        )
        try:
            page = browser.new_page()
            dialogs: list[str] = []
            page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
            page.goto(page_file.as_uri())
            counts = {
                s: page.inner_text(f"#summary td[data-count='{s}']")
                for s in ("passed", "failed", "errored", "unsupported", "skipped")
            }
            assert counts == {"passed": "2", "failed": "1", "errored": "1", "unsupported": "1", "skipped": "0"}
            assert page.inner_text("#shown") == "5"
            assert len(page.query_selector_all("tr.scenario:not([hidden])")) == 5
            page.uncheck("#filter input[value='passed']")
            assert page.inner_text("#shown") == "3"
            visible = [r.inner_text() for r in page.query_selector_all("tr.scenario:not([hidden])")]
            assert all("passed" not in v.split("\n")[1:2] for v in visible)
            page.uncheck("#filter input[value='failed']")
            page.uncheck("#filter input[value='errored']")
            assert page.inner_text("#shown") == "1"
            page.check("#filter input[value='passed']")
            assert page.inner_text("#shown") == "3"
            assert page.evaluate("typeof window.__pwned") == "undefined"
            assert dialogs == []
            assert HOSTILE_NAME in page.inner_text("#summary")
            page.check("#filter input[value='failed']")
            page.click("tr.scenario td.failed summary")
            assert HOSTILE_MESSAGE in page.inner_text("tr.scenario td.failed")
            assert page.evaluate("document.images.length") == 0
        finally:
            browser.close()
