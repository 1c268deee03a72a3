"""``report.html``: one self-contained page (no network) an app author works through.

Top to bottom: the implementations (command, declared variants, counts, score and
coverage), the filters, then one matrix of scenarios x implementations:

1. failures first, grouped by the rule the failing check is about (:func:`.detail.failing_rule`),
   biggest group first, and in each group the scenarios where implementations differ first;
2. with several implementations, the other scenarios on which they differ;
3. every other scenario, grouped by feature file;
4. last, the scenarios that only say "unsupported" (no failure, the other verdicts alike), one
   group per operation or ruleset not claimed, folded by default to its summary row.

Filters: source document, ruleset, rule, verdict (status and the documented/derived labels),
implementation, and a text search; a group with no row left is hidden with its header.  The
filters and the unfolded groups are kept in the URL's fragment, so a link reopens the same view.

A non-passing verdict opens on its details: the message, the rule, for a sequence check the
first action whose verdict differs, the scenario's inputs as a player reads them (cards with
red and black suit symbols), the reference engine's whole answer (−) against the app's (+) as a diff, and each JSON
request sent with its reply.  The details are rendered here, escaped, and kept in a JSON
block that the page's script inserts when a row is opened, so a report of thousands of
results opens fast.

Every string from an adapter or a feature is escaped: it appears as text and never runs.  The
page's policy allows its one inline script and style by hash and nothing else.
"""

from __future__ import annotations

import base64
import difflib
import gzip
import hashlib
import json
import re
import shlex
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any, Final

from conformance_report.outcomes import STATUSES
from conformance_report.report.clean import clean_tree
from conformance_report.report.departures import departure_blocks, departure_line
from conformance_report.report.detail import failing_rule, sequence_difference
from conformance_report.report.diff import display_names, implementation_labels
from conformance_report.report.judged import judged_lines, nothing_judged
from conformance_report.report.model import breakdown, never_started
from conformance_report.report.reference import Compared, answers_to_compare
from conformance_report.report.unclaimed import unsupported_reason
from conformance_report.spec.catalogue import document_title, load_catalogue, source_tags

LABELS: Final = ("documented", "derived")
FAILING: Final = ("failed", "errored")

_CSS = """
body{font:14px/1.45 system-ui,sans-serif;margin:1.2em 1.5em;color:#1d1d1f;background:#fff}
h1{font-size:1.5em;margin:.2em 0}h2{font-size:1.15em;margin:1.2em 0 .4em}
.meta{color:#555;margin:.2em 0 .8em}
table{border-collapse:collapse}
th,td{border:1px solid #d4d4d8;padding:.25em .5em;vertical-align:top;text-align:left}
thead th,#impls th,#summary th{background:#f4f4f5}
.passed{background:#e5f5e5}.failed{background:#fde0e0}.errored{background:#fbe5c2}
.unsupported{background:#ececec}.skipped{background:#f5f5f5}.not_applicable{background:#eef0f7}
.other_reading{background:#e9e4f7}
.status{font-weight:600;white-space:nowrap}
.lab{font-size:11px;border:1px solid #aaa;border-radius:3px;padding:0 .3em;margin-left:.3em;color:#444}
#controls{position:sticky;top:0;background:#fff;z-index:2;padding:.5em 0;border-bottom:1px solid #ddd}
#controls select,#controls input[type=search]{margin-right:.6em;max-width:17em}
#controls fieldset{display:inline;border:0;padding:0;margin:.3em 0 0}
#controls label{margin-right:.7em;white-space:nowrap}
[hidden]{display:none!important}
#matrix{margin-top:.5em;border:1px solid #d4d4d8}
#matrix .row{display:grid;grid-template-columns:minmax(0,2fr) repeat(var(--n),minmax(0,1fr))}
#matrix.one .row{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}
#matrix .row>div{padding:.25em .5em;border-right:1px solid #e4e4e7;border-top:1px solid #e4e4e7;min-width:0}
#matrix .mhead>div{background:#f4f4f5;font-weight:600}
#matrix .mhead{position:sticky;top:0;z-index:1}
#causes td.n{text-align:right;font-weight:600}#causes code{white-space:pre-wrap;word-break:break-word}
#matrix .row.scenario{content-visibility:auto;contain-intrinsic-size:auto 3.4em}
.ghead{background:#f0f0f3;font-weight:600;border-top:2px solid #999;padding:.3em .5em}
.grp.fail>.ghead{background:#fbeaea}.grp.diff>.ghead{background:#f3eefb}.grp.unsup>.ghead{background:#ececec}
.fold{font-size:12px;margin-left:.6em;cursor:pointer}
.count{display:inline-block;min-width:1.6em;text-align:center;background:#333;color:#fff;border-radius:9px;
padding:0 .45em;margin-right:.5em;font-size:12px}
.stmt{font-weight:normal;color:#444}
.row.differs>.sc{box-shadow:inset 3px 0 #7c3aed}
small{color:#555}
details>summary{cursor:pointer;color:#1f4f9e}
.detail{margin:.3em 0;font-size:13px;max-width:90em}
.drow{background:#fff;border-left:3px solid #c8102e;border-top:1px solid #e4e4e7;padding:.4em .8em}
.dhead{font-weight:600;padding:.15em .4em;margin:-.1em 0 .3em}
.short{font-size:12px;color:#333;margin:.15em 0}
.detail h4{margin:.6em 0 .2em;font-size:13px}
.detail table{margin:.2em 0}
.detail td,.detail th{padding:.1em .4em;font-size:13px}
.card{display:inline-block;font-weight:600;border:1px solid #bbb;border-radius:3px;padding:0 .25em;margin:0 .08em;
background:#fff;min-width:1.5em;text-align:center}
.red{color:#c8102e}.black{color:#111}
.seq{background:#fff7d6;border-left:3px solid #d4a000;padding:.2em .5em}
pre{white-space:pre-wrap;word-break:break-word;margin:.2em 0;font-size:12px;background:#fafafa;padding:.3em;
border:1px solid #eee}
pre.diff .del{background:#fdd;display:block}pre.diff .ins{background:#dfd;display:block}
pre.diff .hunk{color:#777;display:block}
.cite{color:#333}
code{font-size:12px}
code.tail{font-size:11px;word-break:break-all}
"""

_JS = """
(function(){
  'use strict';
  var table = document.getElementById('matrix');
  if (!table) return;
  var pending = null;
  function details(){
    if (pending) return pending;
    var bin = atob(document.getElementById('detail-data').textContent.trim());
    var bytes = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    pending = new Response(stream).text().then(JSON.parse);
    return pending;
  }
  function fill(d){
    var drow = d._row;
    if (!drow) {
      var cell = d.closest('.cell'), row = d.closest('.row');
      drow = document.createElement('div');
      drow.className = 'drow';
      var head = document.createElement('div');
      head.className = 'dhead ' + cell.getAttribute('data-status');
      var status = cell.getAttribute('data-status').replace('_', ' ');
      head.textContent = cell.getAttribute('data-impl') + ' \u2014 ' + status + ' \u2014 ' +
        row.firstElementChild.firstChild.textContent;
      var box = document.createElement('div');
      box.className = 'detail loading';
      box.textContent = 'loading\u2026';
      details().then(function(all){
        box.innerHTML = all[+d.getAttribute('data-d')];
        box.className = 'detail';
      });
      drow.appendChild(head);
      drow.appendChild(box);
      var after = row;
      while (after.nextElementSibling && after.nextElementSibling.classList.contains('drow')) {
        after = after.nextElementSibling;
      }
      after.parentNode.insertBefore(drow, after.nextSibling);
      d._row = drow;
      (row._details = row._details || []).push(d);
    }
    drow.hidden = !d.open;
  }
  document.addEventListener('toggle', function(ev){
    var d = ev.target;
    if (d && d.hasAttribute && d.hasAttribute('data-d') && (d.open || d._row)) fill(d);
  }, true);
  var groups = Array.prototype.slice.call(table.querySelectorAll('.grp'));
  var rows = [];
  groups.forEach(function(g, gi){
    Array.prototype.forEach.call(g.children, function(el){
      if (!el.classList.contains('scenario')) return;
      var cells = [];
      for (var c = el.firstElementChild.nextElementSibling; c; c = c.nextElementSibling) {
        cells.push({impl: c.getAttribute('data-impl'), status: c.getAttribute('data-status'),
                    label: c.getAttribute('data-label') || ''});
      }
      rows.push({el: el, gi: gi, docs: ' ' + el.getAttribute('data-docs') + ' ',
                 rulesets: ' ' + el.getAttribute('data-rulesets') + ' ',
                 rules: ' ' + el.getAttribute('data-rules') + ' ',
                 text: el.getAttribute('data-text') || '', cells: cells});
    });
  });
  var q = document.getElementById('q');
  var fDoc = document.getElementById('f-doc'), fRs = document.getElementById('f-ruleset');
  var fRule = document.getElementById('f-rule'), fImpl = document.getElementById('f-impl');
  var boxes = Array.prototype.slice.call(document.querySelectorAll('#f-verdict input'));
  var shown = document.getElementById('shown'), folded = document.getElementById('folded');
  var foldNote = document.getElementById('folded-note');
  var foldable = groups.map(function(g){ return g.hasAttribute('data-foldable'); });
  var fold = foldable.slice();
  var lastImpl = '';
  function apply(){
    var words = q.value.toLowerCase().split(/\\s+/).filter(function(w){ return w; });
    var doc = fDoc.value, rs = fRs.value, rule = fRule.value, impl = fImpl.value;
    var on = {};
    boxes.forEach(function(b){ on[b.value] = b.checked; });
    var counts = groups.map(function(){ return 0; });
    var total = 0, inFolded = 0;
    for (var i = 0; i < rows.length; i++) {
      var r = rows[i];
      var show = (!doc || r.docs.indexOf(' ' + doc + ' ') >= 0) &&
                 (!rs || r.rulesets.indexOf(' ' + rs + ' ') >= 0) &&
                 (!rule || r.rules.indexOf(' ' + rule + ' ') >= 0);
      for (var w = 0; show && w < words.length; w++) show = r.text.indexOf(words[w]) >= 0;
      if (show) {
        show = false;
        for (var j = 0; j < r.cells.length; j++) {
          var c = r.cells[j];
          if ((!impl || c.impl === impl) && on[c.status] && (!c.label || on[c.label])) { show = true; break; }
        }
      }
      var visible = show && !fold[r.gi];
      if (r.el.hidden === visible) {
        r.el.hidden = !visible;
        (r.el._details || []).forEach(function(d){ d._row.hidden = !visible || !d.open; });
      }
      if (show) { counts[r.gi]++; total++; if (fold[r.gi]) inFolded++; }
    }
    groups.forEach(function(g, gi){
      var empty = counts[gi] === 0;
      if (g.hidden !== empty) g.hidden = empty;
      var n = g.querySelector('.count');
      if (n) n.textContent = String(counts[gi]);
      var b = foldable[gi] && g.querySelector('.fold');
      if (b) { b.textContent = fold[gi] ? 'show' : 'fold'; b.setAttribute('aria-expanded', String(!fold[gi])); }
    });
    if (impl !== lastImpl) {
      lastImpl = impl;
      table.classList.toggle('one', !!impl);
      table.querySelectorAll('[data-impl]').forEach(function(c){
        c.hidden = !!impl && c.getAttribute('data-impl') !== impl;
      });
    }
    shown.textContent = String(total);
    folded.textContent = String(inFolded);
    foldNote.hidden = !inFolded;
  }
  var controls = document.getElementById('controls'), mhead = table.querySelector('.mhead');
  function stick(){ if (mhead && controls) mhead.style.top = controls.offsetHeight + 'px'; }
  function save(){
    var p = new URLSearchParams();
    if (q.value) p.set('q', q.value);
    [['doc', fDoc], ['ruleset', fRs], ['rule', fRule], ['impl', fImpl]].forEach(function(kv){
      if (kv[1].value) p.set(kv[0], kv[1].value);
    });
    var off = boxes.filter(function(b){ return !b.checked; }).map(function(b){ return b.value; });
    if (off.length) p.set('hide', off.join(','));
    var open = groups.filter(function(g, gi){ return foldable[gi] && !fold[gi]; })
                     .map(function(g){ return g.getAttribute('data-group'); });
    if (open.length) p.set('open', open.join(','));
    var h = p.toString();
    history.replaceState(null, '', h ? '#' + h : location.pathname + location.search);
  }
  function load(){
    var p = new URLSearchParams(location.hash.slice(1));
    q.value = p.get('q') || '';
    [['doc', fDoc], ['ruleset', fRs], ['rule', fRule], ['impl', fImpl]].forEach(function(kv){
      var v = p.get(kv[0]) || '';
      if (Array.prototype.some.call(kv[1].options, function(o){ return o.value === v; })) kv[1].value = v;
    });
    var off = (p.get('hide') || '').split(',');
    boxes.forEach(function(b){ b.checked = off.indexOf(b.value) < 0; });
    var open = (p.get('open') || '').split(',');
    groups.forEach(function(g, gi){ fold[gi] = foldable[gi] && open.indexOf(g.getAttribute('data-group')) < 0; });
  }
  function changed(){ apply(); save(); stick(); }
  [fDoc, fRs, fRule, fImpl].forEach(function(s){ s.addEventListener('change', changed); });
  boxes.forEach(function(b){ b.addEventListener('change', changed); });
  q.addEventListener('input', changed);
  groups.forEach(function(g, gi){
    var b = foldable[gi] && g.querySelector('.fold');
    if (b) b.addEventListener('click', function(){ fold[gi] = !fold[gi]; changed(); });
  });
  window.addEventListener('hashchange', function(){ load(); apply(); });
  window.addEventListener('resize', stick);
  load();
  apply();
  stick();
  var first = table.querySelector('.grp.fail .scenario:not([hidden]) .cell.failed details, ' +
                                  '.grp.fail .scenario:not([hidden]) .cell.errored details');
  if (first) { first.open = true; fill(first); }
  window.__reportReady = performance.now();
})();
"""


def _sha256_source(text: str) -> str:
    """A CSP hash source (``'sha256-…'``) allowing exactly this inline element content."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def content_security_policy(script: str = _JS, style: str = _CSS) -> str:
    """The page's policy: nothing from anywhere, except the one inline script and style
    whose hashes are computed here, so markup that slipped through escaping cannot run.
    A page without a script allows none."""
    scripts = _sha256_source(script) if script else "'none'"
    return f"default-src 'none'; style-src {_sha256_source(style)}; script-src {scripts}"


def page(title: str, body: str, *, script: str = _JS, style: str = _CSS) -> str:
    """A complete self-contained page with the policy for exactly this ``script`` and ``style``."""
    tail = f"<script>{script}</script>\n" if script else ""
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{_e(title)}</title>
<meta http-equiv="Content-Security-Policy" content="{content_security_policy(script, style)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>{style}</style></head><body>
{body}
{tail}</body></html>
"""


def _e(value: Any) -> str:
    return escape(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str), quote=True)


def _pct(value: Any) -> str:
    return "—" if not isinstance(value, int | float) else f"{value * 100:.1f}%"


def json_block(element_id: str, value: Any) -> str:
    """``value`` as gzipped JSON in base64, in a data block the page's script decompresses on demand.

    Base64 holds no ``<`` or ``&``, so no string in ``value`` can close or escape the block;
    compression keeps a report with thousands of failure details quick to open.
    """
    raw = json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    packed = base64.b64encode(gzip.compress(raw, compresslevel=6, mtime=0)).decode("ascii")
    return f'<script type="application/octet-stream" id="{element_id}">{packed}</script>'


# ----------------------------------------------------------------------------- cards
_SUIT = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "♠": "♠", "♥": "♥", "♦": "♦", "♣": "♣"}
_RED = frozenset("♥♦")
_CARD = re.compile(r"(?<![\w♠♥♦♣])(?:(10|[AKQJT9])([SHDC♠♥♦♣])|([♠♥♦♣]))(?![\w♠♥♦♣])")


def card_span(rank: str, suit: str) -> str:
    """One card as a player reads it: rank (T shown as 10) and a red or black suit symbol."""
    symbol = _SUIT[suit]
    shown = "10" if rank in ("T", "10") else rank
    colour = "red" if symbol in _RED else "black"
    return f'<span class="card {colour}">{shown}{symbol}</span>'


def cards_html(text: str) -> str:
    """``text`` escaped, with each card (``AS``, ``TS``, ``10♠``, ``A♥``) and lone suit symbol drawn as a card."""
    out: list[str] = []
    pos = 0
    for m in _CARD.finditer(text):
        out.append(escape(text[pos : m.start()]))
        if m.group(3):
            symbol = m.group(3)
            out.append(f'<span class="{"red" if symbol in _RED else "black"}">{symbol}</span>')
        else:
            out.append(card_span(m.group(1), m.group(2)))
        pos = m.end()
    out.append(escape(text[pos:]))
    return "".join(out)


def inputs_html(result: Mapping[str, Any]) -> str:
    """The scenario's Given steps, their tables drawn with cards (from ``inputs``, else ``steps``)."""
    items = result.get("inputs")
    if not items:
        steps = [s for s in result.get("steps") or [] if not s.startswith(("When ", "Then "))]
        items = [{"step": s, "table": None} for s in steps]
        if not items:
            return ""
    parts = ['<div class="inputs">']
    for item in items:
        parts.append(f'<div class="given">{cards_html(str(item.get("step", "")))}</div>')
        table = item.get("table")
        if table:
            head, *body = table
            parts.append("<table><tr>" + "".join(f"<th>{_e(str(c))}</th>" for c in head) + "</tr>")
            parts.extend("<tr>" + "".join(f"<td>{cards_html(str(c))}</td>" for c in row) + "</tr>" for row in body)
            parts.append("</table>")
    parts.append("</div>")
    return "".join(parts)


# ----------------------------------------------------------------------------- details
def pretty_json(value: Any, indent: int = 0, width: int = 100) -> list[str]:
    """``value`` as JSON lines: an object or list that fits in ``width`` stays on one line."""
    pad = " " * indent
    one = json.dumps(value, ensure_ascii=False, default=str)
    if not isinstance(value, dict | list) or not value or len(one) + indent <= width:
        return [pad + one]
    if isinstance(value, list) and not any(isinstance(v, dict | list) for v in value):
        lines, line = [pad + "["], ""
        for i, v in enumerate(value):
            text = json.dumps(v, ensure_ascii=False, default=str) + ("," if i < len(value) - 1 else "")
            if line and len(line) + len(text) + indent + 3 > width:
                lines.append(pad + "  " + line)
                line = ""
            line = f"{line} {text}" if line else text
        return [*lines, pad + "  " + line, pad + "]"]
    items: list[tuple[str, Any]] = (
        [(json.dumps(str(k), ensure_ascii=False) + ": ", v) for k, v in value.items()]
        if isinstance(value, dict)
        else [("", v) for v in value]
    )
    lines = [pad + ("{" if isinstance(value, dict) else "[")]
    for i, (key, item) in enumerate(items):
        sub = pretty_json(item, indent + 2, width)
        sub[0] = " " * (indent + 2) + key + sub[0].lstrip()
        if i < len(items) - 1:
            sub[-1] += ","
        lines += sub
    lines.append(pad + ("}" if isinstance(value, dict) else "]"))
    return lines


def _pretty(value: Any) -> list[str]:
    return pretty_json(value)


def diff_html(expected: Any, actual: Any) -> str:
    """A unified diff of the two values as indented JSON (``-`` expected, ``+`` actual)."""
    a, b = _pretty(expected), _pretty(actual)
    context = 10_000 if max(len(a), len(b)) <= 80 else 4
    lines = list(difflib.unified_diff(a, b, "expected", "actual", lineterm="", n=context))[2:]
    if not lines:
        return f"<pre class='diff'>{_e(chr(10).join(b))}</pre>"
    out = []
    for line in lines:
        cls = "hunk" if line.startswith("@@") else "del" if line[:1] == "-" else "ins" if line[:1] == "+" else ""
        text = _e(line) if not cls else f"<span class='{cls}'>{_e(line)}</span>"
        out.append(text if cls else text + "\n")
    return f"<pre class='diff'>{''.join(out)}</pre>"


def _rule_line(rule: str, citations: Iterable[Mapping[str, Any]]) -> str:
    for c in citations:
        if c.get("rule") == rule:
            return (
                f"<div class='cite'>Rule <b>{_e(rule)}</b>: {_e(c.get('statement', ''))} "
                f"<i>({_e(c.get('document', ''))}, {_e(c.get('section', ''))})</i></div>"
            )
    entry = load_catalogue().by_id().get(rule)
    if entry is not None:
        return (
            f"<div class='cite'>Rule <b>{_e(rule)}</b>: {_e(entry.statement)} "
            f"<i>({_e(document_title(entry.document))}, {_e(entry.section)})</i></div>"
        )
    return f"<div class='cite'>Rule <b>{_e(rule)}</b></div>"


SHORT: Final = 160


def short_text(r: Mapping[str, Any]) -> str:
    """One line on why a verdict is not passed (a sequence check names its first differing action)."""
    seq = sequence_difference(r)
    if seq is not None:
        text = f"action {seq['action']}" + (f" ({seq['text']})" if seq.get("text") else "")
        return f"{text}: expected {seq['expected']}, got {seq['actual']}"
    message = " ".join(str(r.get("message", "")).split())
    return message if len(message) <= SHORT else message[: SHORT - 1] + "…"


def detail_html(r: Mapping[str, Any]) -> str:
    """Everything the report knows about one non-passing verdict, as escaped HTML."""
    seq = sequence_difference(r)
    parts = [] if seq is not None else [f"<div class='msg'>{_e(r.get('message', ''))}</div>"]
    rule = r.get("rule") or (failing_rule(r) if r.get("status") in FAILING else None)
    if rule:
        parts.append(_rule_line(str(rule), r.get("citations") or []))
    if r.get("variant"):
        how = f"judged under the declared variant <b>{_e(r['variant'])}</b>"
        if r.get("label") == "derived":
            how += ": expectation derived from the reference engine under it"
            if r.get("options"):
                how += f", because of {_e(', '.join(r['options']))}"
        parts.append(f"<div>{how}</div>")
    if r.get("readings"):
        parts.append(f"<div>answers as the reference engine under: {_e(', '.join(r['readings']))}</div>")
    step = r.get("step") or {}
    if step:
        parts.append(
            f"<div>failing step (line {_e(step.get('line', '?'))}): "
            f"<code>{cards_html(str(step.get('step', '')))}</code></div>"
        )
    if seq is not None:
        text = f" ({cards_html(seq['text'])})" if seq.get("text") else ""
        parts.append(
            f"<div class='seq'>Action {seq['action']}{text}: expected {_e(seq['expected'])}, "
            f"got <b>{_e(seq['actual'])}</b></div>"
        )
    inputs = inputs_html(r)
    if inputs:
        parts.append(f"<h4>Inputs</h4>{inputs}")
    compared = answers_to_compare(r)
    if compared is not None:
        parts.append(_compared_head(compared))
        parts.append(diff_html(compared.expected, compared.actual))
    exchanges = r.get("exchanges") or []
    if exchanges:
        parts.append(f"<h4>JSON requests sent and replies ({len(exchanges)})</h4>")
        for ex in exchanges:
            req = json.dumps(ex.get("request"), ensure_ascii=False, default=str)
            rep = json.dumps(ex.get("reply"), ensure_ascii=False, default=str)
            parts.append(f"<pre class='json request'>&gt; {_e(req)}</pre><pre class='json reply'>&lt; {_e(rep)}</pre>")
    if r.get("by"):
        parts.append(f"<div>caught by the {_e(r['by'])}: {_e(r.get('cause', ''))}</div>")
    if r.get("stderr"):
        parts.append(f"<details><summary>adapter stderr</summary><pre>{_e(r['stderr'])}</pre></details>")
    others = [c for c in r.get("citations") or [] if c.get("rule") != rule]
    if others:
        parts.append("<h4>The scenario's other rules</h4>")
        parts.extend(
            f"<div class='cite'>{_e(c.get('rule', ''))}: {_e(c.get('statement', ''))} "
            f"<i>({_e(c.get('document', ''))}, {_e(c.get('section', ''))})</i></div>"
            for c in others
        )
    if r.get("rerun"):
        parts.append(f"<h4>Rerun just this scenario</h4><pre>{_e(r['rerun'])}</pre>")
    return "".join(parts)


def _compared_head(compared: Compared) -> str:
    """The heading of a failure's diff, saying whose each side is."""
    if not compared.whole:
        return (
            "<h4 class='vs'>Expected (−) vs actual (+), the values the failing check read</h4>"
            "<p class='meta'>This report holds no reference answer for the request.</p>"
        )
    request = compared.request or {}
    return (
        f"<h4 class='vs'>Expected (−): the reference engine's whole answer to <code>{_e(request.get('op', '?'))}"
        f"</code> under <code>{_e(request.get('ruleset', '?'))}</code>; actual (+): the app's</h4>"
    )


# ----------------------------------------------------------------------------- page parts
def _shutdown(impl: Mapping[str, Any]) -> str:
    """A warning when the adapter never started, or broke the protocol's shutdown rule (no
    verdict depends on that one)."""
    failure = impl.get("start_failure")
    if isinstance(failure, Mapping):
        return (
            f"<br><small class='errored' data-start-failure>did not start: {_e(str(failure.get('detail', '')))}</small>"
        )
    shutdown = impl.get("shutdown")
    if not isinstance(shutdown, Mapping) or shutdown.get("clean", True):
        return ""
    return f"<br><small class='errored' data-shutdown>protocol: {_e(str(shutdown.get('detail', '')))}</small>"


def _impls_table(report: Mapping[str, Any]) -> str:
    footer = report["footer"]
    used = [
        s for s in STATUSES if s in ("passed", "failed", "errored", "unsupported", "skipped") or footer["counts"].get(s)
    ]
    rows = []
    judged: list[str] = []
    for impl in report["header"]["implementations"]:
        slot = footer["implementations"].get(impl["key"], {"counts": {}, "scores": {}})
        counts = slot["counts"]
        variants = ", ".join(str(v) for v in impl.get("variants") or []) or "— (judged as written)"
        command = shlex.join(str(a) for a in impl.get("argv") or [])
        rows.append(
            f"<tr data-impl-row='{_e(impl['key'])}'><th>{_e(impl['key'])}</th>"
            f"<td>{_e(impl['name'])} {_e(impl.get('version', ''))}"
            f"<br><small>{_e(impl.get('language', ''))}</small>{_shutdown(impl)}</td>"
            f"<td><code>{_e(command)}</code></td><td>{_e(variants)}</td>"
            + "".join(f"<td class='{s}' data-count='{s}'>{counts.get(s, 0)}</td>" for s in used)
            + f"<td data-score>{_pct(slot['scores'].get('score'))}</td>"
            f"<td data-coverage>{_pct(slot['scores'].get('coverage'))}</td>"
            f"<td data-judged-share>{_pct((slot.get('judged') or {}).get('share'))}</td></tr>"
        )
        if slot.get("judged"):
            said = judged_lines(slot["judged"])
            items = "".join(f"<li>{_e(line.strip())}</li>" for line in said[1:])
            judged.append(
                f"<li data-judged='{_e(impl['key'])}'><b>{_e(impl['key'])}</b>: {_e(said[0])}"
                + (f"<ul>{items}</ul>" if items else "")
                + "</li>"
            )
    head = "".join(f"<th>{s.replace('_', ' ')}</th>" for s in used)
    formulas = footer.get("score_formulas", {})
    sentence = (
        f"<p><b>Score</b> = {_e(formulas['score'])}. <b>Coverage</b> = {_e(formulas['coverage'])}.</p>"
        if "score" in formulas and "coverage" in formulas
        else ""
    )
    return (
        "<h2>Implementations</h2><table id='summary'><tr><th>key</th><th>implementation</th><th>command</th>"
        f"<th>declared variants</th>{head}<th>score</th><th>coverage</th><th>judged share</th></tr>"
        f"{''.join(rows)}</table>{sentence}"
        + (
            "<p><b>Judged share</b> = (passed + failed) / all the implementation's verdicts.</p>"
            f"<h3>What was judged</h3><ul id='judged'>{''.join(judged)}</ul>"
            if judged
            else ""
        )
    )


def _counts_table(
    title: str,
    data: Mapping[str, Mapping[str, Mapping[str, Any]]],
    impls: Sequence[Mapping[str, Any]],
    table_id: str,
    names: Mapping[str, str] | None = None,
) -> str:
    head = "".join(f"<th>{_e(i['key'])}</th>" for i in impls)
    rows = []
    for name in sorted(data):
        label = f"{name} ({names[name]})" if names and name in names else name
        cells = []
        for impl in impls:
            slot = data[name].get(impl["key"])
            if slot is None:
                cells.append("<td>—</td>")
                continue
            c = slot["counts"]
            text = " · ".join(f"{s.replace('_', ' ')} {c[s]}" for s in STATUSES if c.get(s))
            cells.append(
                f"<td>{_e(text)}<br>score {_pct(slot['scores'].get('score'))}, "
                f"coverage {_pct(slot['scores'].get('coverage'))}</td>"
            )
        rows.append(f"<tr><th>{_e(label)}</th>{''.join(cells)}</tr>")
    return f"<h3>{_e(title)}</h3><table id='{table_id}'><tr><th></th>{head}</tr>{''.join(rows)}</table>"


def _options(values: Iterable[str], names: Mapping[str, str] | None = None) -> str:
    return "".join(
        f"<option value='{_e(v)}'>{_e(v)}{_e(' — ' + names[v]) if names and v in names else ''}</option>"
        for v in values
    )


class _Row:
    __slots__ = ("cells", "differs", "first", "group", "id")

    def __init__(self, sid: str, first: Mapping[str, Any]) -> None:
        self.id = sid
        self.first = first
        self.cells: dict[str, Mapping[str, Any]] = {}
        self.group = ""
        self.differs = False


def render_html(report: Mapping[str, Any]) -> str:
    """The report page as text (lone surrogates and control characters replaced first)."""
    report = clean_tree(report, controls=True)
    header, footer, results = report["header"], report["footer"], report["results"]
    impls = header["implementations"]
    keys = [i["key"] for i in impls]
    labels = implementation_labels(report)
    catalogue = load_catalogue().by_id()
    docs = source_tags()

    rows: dict[str, _Row] = {}
    for r in results:
        row = rows.get(r["id"])
        if row is None:
            row = rows[r["id"]] = _Row(r["id"], r)
        row.cells.setdefault(r["implementation"], r)
    fail_counts: dict[str, int] = {}
    unstarted = never_started(report)  # its errors say one thing, shown once: not grouped as failures
    judged = [k for k in keys if k not in unstarted]
    for row in rows.values():
        statuses = {c["status"] for k, c in row.cells.items() if k not in unstarted}
        row.differs = len(statuses) > 1 or len([k for k in row.cells if k not in unstarted]) < len(judged)
        bad = [row.cells[k] for k in judged if k in row.cells and row.cells[k]["status"] in FAILING]
        if bad:
            rule = bad[0].get("rule") or failing_rule(bad[0]) or "(no rule)"
            row.group = f"fail:{rule}"
            fail_counts[row.group] = fail_counts.get(row.group, 0) + len(bad)
        elif (why := _unclaimed(row, judged)) is not None:
            row.group = f"unsup:{why}"
        elif row.differs and len(judged) > 1:
            row.group = "diff:"
        else:
            row.group = f"feature:{row.first['feature']}"
    by_group: dict[str, list[_Row]] = {}
    for row in rows.values():
        by_group.setdefault(row.group, []).append(row)
    fail_groups = sorted((g for g in by_group if g.startswith("fail:")), key=lambda g: (-fail_counts[g], g))
    order = (
        fail_groups
        + [g for g in ("diff:",) if g in by_group]
        + sorted(g for g in by_group if g.startswith("feature:"))
        + sorted((g for g in by_group if g.startswith("unsup:")), key=lambda g: (-len(by_group[g]), g))
    )

    details: list[str] = []
    bodies: list[str] = []
    for g in order:
        members = sorted(by_group[g], key=lambda row: (not row.differs, row.id))
        kind, _, name = g.partition(":")
        if kind == "fail":
            entry = catalogue.get(name)
            stmt = f" <span class='stmt'>— {_e(entry.statement)} ({_e(entry.kind)})</span>" if entry else ""
            title = f"<b>{_e(name)}</b>{stmt} · {fail_counts[g]} failing"
        elif kind == "diff":
            title = "<b>Implementations differ</b> <span class='stmt'>(no failure, different verdicts)</span>"
        elif kind == "unsup":
            per = Counter(k for row in members for k, c in row.cells.items() if c["status"] == "unsupported")
            who = ", ".join(f"{_e(k)} ×{n}" for k, n in sorted(per.items()))
            title = (
                f"<b>Unsupported: {_e(name)}</b> <span class='stmt'>({who}; no failure)</span> "
                "<button type='button' class='fold' aria-expanded='false'>show</button>"
            )
        else:
            title = f"<b>{_e(name)}</b>"
        folded = " data-foldable" if kind == "unsup" else ""
        body = [
            f"<div class='grp {kind}' role='rowgroup' data-group='{_e(g)}'{folded}><div class='ghead' role='row'>"
            f"<span class='count'>{len(members)}</span>{title}</div>"
        ]
        for row in members:
            body.append(_row_html(row, keys, details))
        body.append("</div>")
        bodies.append("".join(body))

    all_docs = sorted({s for r in results for s in r.get("sources") or []})
    all_rulesets = sorted({s for r in results for s in r.get("rulesets") or []})
    fail_rules = [g.partition(":")[2] for g in fail_groups]
    all_rules = fail_rules + sorted({s for r in results for s in r.get("rules") or []} - set(fail_rules))
    verdict_boxes = "".join(
        f"<label><input type='checkbox' value='{s}' checked> {s.replace('_', ' ')}</label>" for s in STATUSES
    ) + "".join(f"<label><input type='checkbox' value='{lab}' checked> <i>{lab}</i></label>" for lab in LABELS)
    impl_opts = "".join(
        f"<option value='{_e(i['key'])}'>{_e(i['key'])}: {_e(labels.get(i['key'], i['name']))}</option>" for i in impls
    )
    controls = (
        "<div id='controls'>"
        "<input type='search' id='q' placeholder='search scenarios, rules, messages' size='32'>"
        f"<select id='f-doc'><option value=''>every document</option>{_options(all_docs, docs)}</select>"
        f"<select id='f-ruleset'><option value=''>every ruleset</option>{_options(all_rulesets)}</select>"
        f"<select id='f-rule'><option value=''>every rule</option>{_options(all_rules)}</select>"
        f"<select id='f-impl'><option value=''>every implementation</option>{impl_opts}</select>"
        f"<br><fieldset id='f-verdict'>Verdicts: {verdict_boxes}</fieldset>"
        f" — <span id='shown'>{len(rows)}</span> of {len(rows)} scenarios shown"
        "<span id='folded-note'> (<span id='folded'>0</span> of them in folded unsupported groups)</span></div>"
    )
    n_fail = sum(fail_counts.values())
    said = list(nothing_judged(report).values())  # a run that judged nothing is never "no failed result"
    if n_fail:
        said.append(
            f"{n_fail} failed or errored results in {sum(len(by_group[g]) for g in fail_groups)} scenarios, "
            f"grouped under {len(fail_groups)} rules and listed first"
        )
    elif not said:
        said.append("no failed or errored result")
    headline = ("; ".join(said)) + "".join(
        f"; {_e(k)} did not start (its scenarios are errored, not grouped by rule)" for k in unstarted
    )
    shown_names = display_names(report)  # a shared name qualified by its command (else its key), in full
    tails = command_tails(report)
    impl_head = "".join(
        f"<div role='columnheader' data-impl='{_e(i['key'])}' title='{_e(shown_names[i['key']])}'>"
        f"{_e(i['key'])}"
        + (f" <code class='tail'>{_e(tails[i['key']])}</code>" if i["key"] in tails else "")
        + f"<br><small>{_e(i['name'])} {_e(i.get('version', ''))}</small></div>"
        for i in impls
    )
    breakdowns = (
        "<details><summary>Counts by source document and by ruleset</summary>"
        + _counts_table("By source document", breakdown(results, "sources"), impls, "by-document", docs)
        + _counts_table("By ruleset", breakdown(results, "rulesets"), impls, "by-ruleset")
        + "</details>"
    )
    departed = "".join(
        f"<li><b>{_e(key)}</b>: {_e(departure_line(dep))} · {len(explained)} failing scenario(s)<ul>"
        + "".join(f"<li>{_e(r.get('scenario', r['id']))}</li>" for r in explained)
        + "</ul></li>"
        for key, dep, explained in departure_blocks(report)
    )
    departures = (
        f"<section id='departures'><h2>Rules the app breaks relative to its document</h2><ul>{departed}</ul></section>"
        if departed
        else ""
    )
    page_body = f"""<h1>Pinochle conformance report</h1>
<p class="meta">Suite commit {_e(header["suite_commit"])} · harness {_e(header["harness"]["version"])} ·
started {_e(header["started"])} · finished {_e(footer["finished"])} · {len(rows)} scenarios ·
{len(results)} results · <b>{_e(headline)}</b></p>
{departures}
{_impls_table(report)}
{_causes_html(report, labels)}
{breakdowns}
<h2>Scenarios × implementations</h2>
{controls}
<div id="matrix" role="table"><div class="row mhead" role="row"><div role="columnheader">scenario</div>{impl_head}</div>
{"".join(bodies)}</div>
{json_block("detail-data", details)}"""
    return page("Pinochle conformance report", page_body, style=_CSS + f"#matrix{{--n:{max(len(keys), 1)}}}\n")


def _causes_html(report: Mapping[str, Any], labels: Mapping[str, str]) -> str:
    """Each implementation's causes, most failures explained first, before any failure."""
    parts: list[str] = []
    for impl in report["header"]["implementations"]:
        slot = report["footer"]["implementations"].get(impl["key"], {})
        causes = slot.get("causes") or []
        if not causes:
            continue
        rows = "".join(
            f"<tr><td class='n'>{len(c['explains'])}</td><td>{_e(c['differs'])}<details><summary>results</summary>"
            f"<small>{'<br>'.join(_e(i) for i in c['explains'])}</small></details></td>"
            f"<td><code>{_e(c['request']['op'])} on {_e(c['request']['ruleset'])}: "
            f"{_e(json.dumps(c['request']['args'], ensure_ascii=False))}</code></td>"
            f"<td><code>{_e(json.dumps(c['expected'], ensure_ascii=False))}</code></td>"
            f"<td><code>{_e(json.dumps(c['actual'], ensure_ascii=False))}</code></td></tr>"
            for c in causes
        )
        left = slot.get("unexplained") or []
        parts.append(
            f"<h3>{_e(impl['key'])}: {_e(labels.get(impl['key'], impl['name']))}</h3>"
            f"<table class='causes' data-impl='{_e(impl['key'])}'><tr><th>failures</th><th>what differs</th>"
            f"<th>minimal request</th><th>reference answer</th><th>app's answer</th></tr>{rows}</table>"
            + (
                f"<p>{len(left)} failed or errored results no cause explains (grouped by rule below).</p>"
                if left
                else ""
            )
        )
    if not parts:
        return ""
    tops = ", ".join(
        f"{_e(i['key'])}: {len(cs)}"
        for i in report["header"]["implementations"]
        if (cs := report["footer"]["implementations"].get(i["key"], {}).get("causes"))
    )
    return (
        f"<details id='causes'><summary><b>Causes</b>, most failures explained first ({tops})</summary>"
        + "".join(parts)
        + "</details>"
    )


def command_tails(report: Mapping[str, Any]) -> dict[str, str]:
    """For each implementation whose handshake name another one shares: the fewest last words of
    its command that tell it apart (``… --bug ten-below-king``), else nothing (its key does)."""
    impls = report["header"]["implementations"]
    by_name: dict[str, list[Mapping[str, Any]]] = {}
    for impl in impls:
        by_name.setdefault(str(impl.get("name")), []).append(impl)
    out: dict[str, str] = {}
    for group in (g for g in by_name.values() if len(g) > 1):
        for impl in group:
            argv = [str(a) for a in impl.get("argv") or []]
            for k in range(1, len(argv) + 1):
                others = [[str(a) for a in o.get("argv") or []][-k:] for o in group if o is not impl]
                if argv[-k:] not in others:
                    out[str(impl["key"])] = ("… " if k < len(argv) else "") + shlex.join(argv[-k:])
                    break
    return out


def _unclaimed(row: _Row, judged: Sequence[str]) -> str | None:
    """Why a row is unsupported (:func:`.unclaimed.unsupported_reason` of its first unsupported
    cell) when that is all it says: some cell unsupported, none failing, and the other cells
    alike; else None.  Such rows are folded under one summary row per reason."""
    cells = [row.cells[k] for k in judged if k in row.cells]
    unsupported = [c for c in cells if c["status"] == "unsupported"]
    if not unsupported or any(c["status"] in FAILING for c in cells):
        return None
    if len({(c["status"], c.get("label")) for c in cells if c["status"] != "unsupported"}) > 1:
        return None
    return unsupported_reason(unsupported[0])


def _row_html(row: _Row, keys: Sequence[str], details: list[str]) -> str:
    first = row.first
    rules = list(first.get("rules") or [])
    extra_rules = {str(c["rule"]) for c in row.cells.values() if c.get("rule")}
    text_parts = [row.id, " ".join(rules), " ".join(sorted(extra_rules))]
    text_parts += [str(c.get("message", "")) for c in row.cells.values()]
    cells = []
    for key in keys:
        r = row.cells.get(key)
        if r is None:
            cells.append(f"<div class='cell none' role='cell' data-impl='{_e(key)}' data-status=''>—</div>")
            continue
        status = r["status"]
        label = r.get("label") or ""
        lab = f"<span class='lab'>{_e(label)}</span>" if label else ""
        more = ""
        if status != "passed":
            details.append(detail_html(r))
            more = (
                f"<div class='short'>{_e(short_text(r))}</div>"
                f"<details data-d='{len(details) - 1}'><summary>details</summary></details>"
            )
        cells.append(
            f"<div class='cell {_e(status)}' role='cell' data-impl='{_e(key)}' data-status='{_e(status)}' "
            f"data-label='{_e(label)}'><span class='status'>{_e(status.replace('_', ' '))}</span>{lab}{more}</div>"
        )
    cls = "scenario differs" if row.differs else "scenario"
    return (
        f"<div class='row {cls}' role='row' data-id='{_e(row.id)}' "
        f"data-docs='{_e(' '.join(first.get('sources') or []))}' "
        f"data-rulesets='{_e(' '.join(first.get('rulesets') or []))}' "
        f"data-rules='{_e(' '.join(sorted(set(rules) | extra_rules)))}' "
        f"data-text='{_e(' '.join(text_parts).lower())}'>"
        f"<div class='sc' role='cell'>{_e(first['scenario'])}<br>"
        f"<small>{_e(first['feature'])}{_e(':' + str(first['line']) if first.get('line') else '')} · "
        f"{_e(', '.join(rules))}</small></div>{''.join(cells)}</div>"
    )
