"""report.html of an audit: the counts and causes, then each faulty hand drawn as cards
(the deal, the auction and exchanges, meld, the tricks seat by seat, the scores), with each
faulty step marked and its deviation, rule and citation beside it.  One self-contained
page without a script; every string from a record is escaped.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any, Final

from conformance_report.records.report import place_text
from conformance_report.report.html import card_span, page

_CSS: Final = """body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#111}
table{border-collapse:collapse;margin:.3em 0}
td,th{border:1px solid #ddd;padding:.15em .45em;text-align:left;vertical-align:top}
.card{display:inline-block;font-weight:600;border:1px solid #bbb;border-radius:3px;padding:0 .25em;margin:0 .08em;
background:#fff;min-width:1.5em;text-align:center}.red{color:#c8102e}.black{color:#111}
.fault{background:#fde0e0;outline:2px solid #c8102e}.fault .card{border-color:#c8102e}
.hand{border:1px solid #ccc;border-radius:4px;padding:.4em .8em;margin:1em 0}.dev{color:#8a0010}
.muted{color:#666}h2{margin-top:1.2em}ol,ul{margin:.2em 0 .2em 1.4em;padding:0}"""


def _e(value: Any) -> str:
    return escape(str(value), quote=True)


def _cards(codes: Iterable[str]) -> str:
    return " ".join(card_span(c[:-1], c[-1]) for c in codes) or '<span class="muted">—</span>'


def _action(text: str) -> str:
    words = text.split()
    return " ".join(
        card_span(w[:-1], w[-1]) if len(w) == 2 and w[-1] in "SHDC" and w[0] in "ATKQJ9" else _e(w) for w in words
    )


def _faulty(paths: set[str], path: str) -> str:
    return ' class="fault"' if any(p == path or p.startswith(path + "/") for p in paths) else ""


def _seat(seat: int, players: Sequence[str]) -> str:
    if seat < 0:
        return "chance"
    return f"{seat}" + (f" ({_e(players[seat])})" if seat < len(players) else "")


def _hand_html(h: Mapping[str, Any], n: int) -> str:
    rec, devs = h["record"], h["deviations"]
    paths = {d["place"]["path"] for d in devs}
    names = rec.get("players") or []
    out = [
        f'<section class="hand" id="hand-{n}"><h3>{_e(h["file"])} — game {_e(h["game"])}, hand {_e(h["hand"])} '
        f'<span class="muted">({_e(h["variant"])}, dealer seat {_e(rec["dealer"])})</span></h3>',
        "<ul>",
    ]
    for d in devs:
        cite = d["citation"]
        rule = f"<b>{_e(d['rule'])}</b>: " if d["rule"] else ""
        where = f"{_e(cite['document'])}{', ' + _e(cite['section']) if cite.get('section') else ''}"
        said = f" — {_e(cite['statement'])}" if cite.get("statement") else ""
        out.append(
            f'<li class="dev">{_e(d["message"])} '
            f'<span class="muted">[{_e(d["key"])}] at {_e(place_text(d["place"]))}</span>'
            f"<br>{rule}{where}{said}</li>"
        )
    out.append("</ul>")
    deal = rec["deal"]
    rows = [
        f"<tr{_faulty(paths, f'deal/hands/{s}')}><th>seat {_seat(s, names)}</th><td>{_cards(cards)}</td></tr>"
        for s, cards in enumerate(deal["hands"])
    ]
    rows += [f"<tr><th>{k}</th><td>{_cards(deal[k])}</td></tr>" for k in ("kitty", "stock") if deal.get(k)]
    out.append(f"<h4{_faulty(paths, 'deal')}>Deal</h4><table>{''.join(rows)}</table>")
    for section in ("auction", "trump", "exchange"):
        if rec.get(section):
            items = "".join(
                f"<li{_faulty(paths, f'{section}/{i}')}>seat {_seat(a['seat'], names)}: {_action(a['action'])}</li>"
                for i, a in enumerate(rec[section])
            )
            out.append(f"<h4>{section.title()}</h4><ol>{items}</ol>")
    if rec.get("meld"):
        rows = [
            f"<tr{_faulty(paths, f'meld/{i}')}><th>seat {_seat(m['seat'], names)}</th><td>{_e(m['points'])}</td>"
            f"<td>{_cards(m.get('cards', ()))}</td></tr>"
            for i, m in enumerate(rec["meld"])
        ]
        out.append(f"<h4>Meld claimed</h4><table>{''.join(rows)}</table>")
    if rec.get("tricks"):
        head = "".join(f"<th>seat {s}</th>" for s in range(h["players"]))
        rows = []
        for t, trick in enumerate(rec["tricks"]):
            cells = {p["seat"]: (k, p) for k, p in enumerate(trick["plays"])}
            tds = "".join(
                f"<td{_faulty(paths, f'tricks/{t}/plays/{cells[s][0]}')}>{_cards([cells[s][1]['card']])}"
                f"{' <span class=muted>led</span>' if cells[s][0] == 0 else ''}</td>"
                if s in cells
                else "<td></td>"
                for s in range(h["players"])
            )
            won = trick.get("winner", "")
            rows.append(f"<tr><th>{t + 1}</th>{tds}<td{_faulty(paths, f'tricks/{t}/winner')}>{_e(won)}</td></tr>")
        out.append(f"<h4>Tricks</h4><table><tr><th>#</th>{head}<th>won by</th></tr>{''.join(rows)}</table>")
    scores = rec.get("scores")
    if scores:
        rows = [
            f"<tr{_faulty(paths, 'scores/made')}><th>made</th><td colspan=4>{_e(scores.get('made', '—'))}</td></tr>"
        ]
        rows += [
            f"<tr{_faulty(paths, f'scores/sides/{i}')}><th>seats {_e(' '.join(map(str, s['seats'])))}</th>"
            + "".join(f"<td>{k} {_e(s.get(k, '—'))}</td>" for k in ("meld", "counters", "score"))
            + "</tr>"
            for i, s in enumerate(scores.get("sides", ()))
        ]
        out.append(f"<h4>Scores claimed</h4><table>{''.join(rows)}</table>")
    game = rec.get("game_scores")
    if game:
        rows = [f"<tr{_faulty(paths, f'game_scores/{k}')}><th>{k}</th><td>{_e(game[k])}</td></tr>" for k in game]
        out.append(f"<h4>Game claimed</h4><table>{''.join(rows)}</table>")
    return "".join(out) + "</section>"


def render_audit_html(report: Mapping[str, Any]) -> str:
    """The whole page."""
    s = report["summary"]
    body = [
        f"<h1>Audit of hand records</h1><p><b>{_e(s['verdict'])}</b> (exit {s['exit']}); "
        f"pinochle-conformance {_e(report['header']['version'])}, {_e(report['header']['finished'])}.</p>"
    ]
    keys = ("files", "games", "hands", "ended", "actions", "unjudged", "faulty", "deviations", "errors", "seconds")
    body.append(
        "<table><tr>"
        + "".join(f"<th>{k}</th>" for k in keys)
        + "</tr><tr>"
        + "".join(f"<td>{_e(s[k])}</td>" for k in keys)
        + "</tr></table>"
    )
    if report["causes"]:
        rows = []
        for c in report["causes"]:
            cite = c["citation"]
            rows.append(
                f"<tr><td>{c['count']}</td><td>{c['hands']}</td><td>{_e(c['key'])}</td><td>{_e(c['rule'] or '—')}</td>"
                f"<td>{_e(cite['document'])}{', ' + _e(cite['section']) if cite.get('section') else ''}</td>"
                f"<td>{_e(c['example']['message'])}<br>"
                f"<span class=muted>{_e(place_text(c['example']['place']))}</span></td></tr>"
            )
        body.append(
            "<h2>Causes, most deviations first</h2><table><tr><th>deviations</th><th>hands</th><th>what differs</th>"
            f"<th>rule</th><th>source</th><th>first</th></tr>{''.join(rows)}</table>"
        )
    if report["errors"]:
        items = "".join(
            f"<li>{_e(e['file'])}:{e['line']}:{e['column']}: {_e(e['message'])}</li>" for e in report["errors"]
        )
        body.append(f"<h2>Unreadable records</h2><ul>{items}</ul>")
    if report["hands"]:
        body.append(
            f"<h2>Faulty hands</h2><p class=muted>The first {len(report['hands'])} of {s['faulty']}; "
            "faulty steps are marked.</p>"
        )
        body.extend(_hand_html(h, n) for n, h in enumerate(report["hands"], 1))
    return page("Audit of hand records", "\n".join(body), script="", style=_CSS)
