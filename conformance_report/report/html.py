"""``report.html``: one self-contained page (no network) a person reads.

A matrix of scenarios x implementations grouped by source document and rule, counts and
scores per document and per ruleset, a status filter, and for each failure the step,
expected vs actual, the rule's citation and the command that reruns just that scenario.
Every string from an adapter or a feature is escaped: it appears as text and never runs.
"""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from conformance_report.outcomes import STATUSES
from conformance_report.report.clean import clean_tree
from conformance_report.report.model import breakdown, group_key
from conformance_report.spec.catalogue import source_tags

_CSS = """
body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse;margin:.5em 0 1.5em}
th,td{border:1px solid #ccc;padding:.25em .5em;vertical-align:top;text-align:left}
th{background:#f3f3f3}
.passed{background:#e3f6e3}.failed{background:#fde2e2}.errored{background:#fbe7c6}
.unsupported{background:#ececec}.skipped{background:#f6f6f6}
.status{font-weight:600;white-space:nowrap}
pre{white-space:pre-wrap;margin:.25em 0;font-size:12px;max-width:70em}
details{margin:.2em 0}
.group td{background:#fafafa;font-weight:600}
#filter label{margin-right:1em}
"""

_JS = """
(function(){
  function apply(){
    var on = {};
    document.querySelectorAll('#filter input').forEach(function(box){ on[box.value] = box.checked; });
    document.querySelectorAll('tr.scenario').forEach(function(row){
      var statuses = (row.getAttribute('data-statuses') || '').split(' ');
      var show = statuses.some(function(s){ return on[s]; });
      row.hidden = !show;
    });
    var shown = document.querySelectorAll('tr.scenario:not([hidden])').length;
    document.getElementById('shown').textContent = String(shown);
  }
  document.querySelectorAll('#filter input').forEach(function(box){ box.addEventListener('change', apply); });
  apply();
})();
"""


def _sha256_source(text: str) -> str:
    """A CSP hash source (``'sha256-…'``) allowing exactly this inline element content."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def content_security_policy(script: str = _JS, style: str = _CSS) -> str:
    """The page's policy: nothing from anywhere, except the one inline script and style
    whose hashes are computed here, so markup that slipped through escaping cannot run."""
    return f"default-src 'none'; style-src {_sha256_source(style)}; script-src {_sha256_source(script)}"


def _e(value: Any) -> str:
    return escape(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str), quote=True)


def _score(value: float | None) -> str:
    return "—" if value is None else f"{value * 100:.1f}%"


def _counts_table(
    title: str,
    data: Mapping[str, Mapping[str, Mapping[str, Any]]],
    impls: Sequence[Mapping[str, Any]],
    table_id: str,
    labels: Mapping[str, str] | None = None,
) -> str:
    head = "".join(f"<th>{_e(i['name'])} ({_e(i['key'])})</th>" for i in impls)
    rows = []
    for name in sorted(data):
        label = f"{name} ({labels[name]})" if labels and name in labels else name
        cells = []
        for impl in impls:
            slot = data[name].get(impl["key"])
            if slot is None:
                cells.append("<td>—</td>")
                continue
            c = slot["counts"]
            text = " · ".join(f"{s} {c.get(s, 0)}" for s in STATUSES if c.get(s, 0))
            cells.append(
                f"<td>{_e(text)}<br>score {_score(slot['scores']['score'])}, "
                f"coverage {_score(slot['scores']['coverage'])}</td>"
            )
        rows.append(f"<tr><th>{_e(label)}</th>{''.join(cells)}</tr>")
    return f"<h2>{_e(title)}</h2><table id='{table_id}'><tr><th></th>{head}</tr>{''.join(rows)}</table>"


def _detail(r: Mapping[str, Any]) -> str:
    if r["status"] == "passed":
        return ""
    parts = [f"<div>{_e(r.get('message', ''))}</div>"]
    if r.get("steps"):
        listing = "\n".join(r["steps"])
        parts.append(f"<details><summary>scenario steps</summary><pre>{_e(listing)}</pre></details>")
    step = r.get("step")
    if step:
        parts.append(f"<div>step (line {_e(step.get('line', '?'))}): <code>{_e(step.get('step', ''))}</code></div>")
        if "expected" in step:
            parts.append(f"<pre>expected: {_e(step.get('expected'))}\nactual:   {_e(step.get('actual'))}</pre>")
    if r.get("by"):
        parts.append(f"<div>caught by the {_e(r['by'])}: {_e(r.get('cause', ''))}</div>")
    if r.get("stderr"):
        parts.append(f"<details><summary>adapter stderr</summary><pre>{_e(r['stderr'])}</pre></details>")
    for c in r.get("citations", []):
        parts.append(
            f"<div class='cite'>{_e(c['rule'])}: {_e(c['statement'])} "
            f"<i>({_e(c['document'])}, {_e(c['section'])})</i></div>"
        )
    parts.append(f"<div>rerun: <code>{_e(r.get('rerun', ''))}</code></div>")
    return f"<details><summary>details</summary>{''.join(parts)}</details>"


def render_html(report: Mapping[str, Any]) -> str:
    """The report page as text (lone surrogates and control characters replaced first)."""
    report = clean_tree(report, controls=True)
    header, footer, results = report["header"], report["footer"], report["results"]
    impls = header["implementations"]
    by_scenario: dict[str, dict[str, Mapping[str, Any]]] = {}
    first: dict[str, Mapping[str, Any]] = {}
    for r in results:
        by_scenario.setdefault(r["id"], {})[r["implementation"]] = r
        first.setdefault(r["id"], r)
    order = sorted(by_scenario, key=lambda sid: (group_key(first[sid]), sid))
    impl_head = "".join(f"<th>{_e(i['name'])} {_e(i['version'])} ({_e(i['language'])})</th>" for i in impls)
    rows = []
    current = None
    for sid in order:
        key = group_key(first[sid])
        if key != current:
            current = key
            rows.append(f"<tr class='group'><td colspan='{len(impls) + 1}'>{_e(key[0])} — {_e(key[1])}</td></tr>")
        cells = []
        statuses = []
        for impl in impls:
            r = by_scenario[sid].get(impl["key"])
            if r is None:
                cells.append("<td>—</td>")
                continue
            statuses.append(r["status"])
            cells.append(
                f"<td class='{_e(r['status'])}'><span class='status'>{_e(r['status'])}</span>{_detail(r)}</td>"
            )
        r0 = first[sid]
        rows.append(
            f"<tr class='scenario' data-statuses='{_e(' '.join(sorted(set(statuses))))}'>"
            f"<td>{_e(r0['scenario'])}<br><small>{_e(r0['feature'])} · {_e(', '.join(r0.get('rules', [])))}</small>"
            f"</td>{''.join(cells)}</tr>"
        )
    summary = []
    for impl in impls:
        slot = footer["implementations"][impl["key"]]
        c = slot["counts"]
        summary.append(
            f"<tr><th>{_e(impl['name'])} {_e(impl['version'])}</th>"
            + "".join(f"<td class='{s}' data-count='{s}'>{c.get(s, 0)}</td>" for s in STATUSES)
            + f"<td>{_score(slot['scores']['score'])}</td><td>{_score(slot['scores']['coverage'])}</td></tr>"
        )
    filters = "".join(f"<label><input type='checkbox' value='{s}' checked> {s}</label>" for s in STATUSES)
    formulas = "".join(f"<li>{_e(k)}: {_e(v)}</li>" for k, v in footer["score_formulas"].items())
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Pinochle conformance report</title>
<meta http-equiv="Content-Security-Policy" content="{content_security_policy()}">
<style>{_CSS}</style></head><body>
<h1>Pinochle conformance report</h1>
<p>Suite commit {_e(header["suite_commit"])} · harness {_e(header["harness"]["version"])} ·
started {_e(header["started"])} · finished {_e(footer["finished"])} · {len(by_scenario)} scenarios</p>
<h2>Summary</h2>
<table id="summary"><tr><th>implementation</th>{"".join(f"<th>{s}</th>" for s in STATUSES)}
<th>score</th><th>coverage</th></tr>{"".join(summary)}</table>
<ul>{formulas}</ul>
{_counts_table("By source document", breakdown(results, "sources"), impls, "by-document", source_tags())}
{_counts_table("By ruleset", breakdown(results, "rulesets"), impls, "by-ruleset")}
<h2>Scenarios</h2>
<div id="filter">Show: {filters} — <span id="shown">{len(by_scenario)}</span> shown</div>
<table id="matrix"><tr><th>scenario</th>{impl_head}</tr>{"".join(rows)}</table>
<script>{_JS}</script>
</body></html>
"""
