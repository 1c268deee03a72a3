"""SVG badges, as Bowtie draws them: one per implementation and one per implementation and document.

``write_badges(report, out_dir)`` writes, under ``out_dir``:

- ``impl-0.svg``: *name version* | *passed/scored · score · suite version* for each implementation;
- ``impl-0/doc-004.svg``: the same over one source document's scenarios;
- ``badges.json``: each badge's file, label, message and colour, plus a shields.io endpoint
  object (``schemaVersion``, ``label``, ``message``, ``color``) for projects that prefer
  shields.io to a file.

The badges folder belongs to the report: writing it removes what an earlier report left there
(an implementation or document this one has not).

The score is the report's one score (passed / (passed + failed + errored)); a badge with
nothing scored says "not judged" in grey.  Every text is escaped: a badge is a plain SVG
with no script, link or external reference.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from collections.abc import Collection, Mapping
from html import escape
from pathlib import Path
from typing import Any, Final

from conformance_report.report.clean import clean_tree
from conformance_report.report.diff import display_names
from conformance_report.report.model import breakdown, never_started, write_atomic

# Approximate advance widths of Verdana 11px (the shields.io face), in pixels.
_NARROW: Final = frozenset("fijlrt.,:;!|'()[] ")
_WIDE: Final = frozenset("mwMW%@")


def _text_width(text: str) -> float:
    width = 0.0
    for ch in text:
        if ch in _NARROW:
            width += 4.0
        elif ch in _WIDE:
            width += 10.5
        elif ch.isupper() or ch.isdigit():
            width += 7.5
        else:
            width += 6.6
    return width


def colour(score: float | None) -> str:
    """shields.io's scale: bright green at 99% and above down to red below 50%; grey when unscored."""
    if score is None:
        return "#9f9f9f"
    for limit, value in ((0.99, "#4c1"), (0.9, "#97ca00"), (0.75, "#dfb317"), (0.5, "#fe7d37")):
        if score >= limit:
            return value
    return "#e05d44"


def message(counts: Mapping[str, int], score: float | None) -> str:
    """``82/89 · 92.1%`` (passed / scored and the score), or ``not judged``."""
    scored = sum(counts.get(s, 0) for s in ("passed", "failed", "errored"))
    if score is None or not scored:
        return "not judged"
    return f"{counts.get('passed', 0)}/{scored} · {score * 100:.1f}%"


def render_badge(label: str, value: str, fill: str) -> str:
    """One flat badge: grey ``label`` on the left, ``value`` on ``fill`` on the right."""
    lw = round(_text_width(label) + 12)
    vw = round(_text_width(value) + 12)
    total = lw + vw
    lab, val = escape(label, quote=True), escape(value, quote=True)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{total}" height="20" role="img" '
        f'aria-label="{lab}: {val}"><title>{lab}: {val}</title>'
        '<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/>'
        '<stop offset="1" stop-opacity=".1"/></linearGradient>'
        f'<clipPath id="r"><rect width="{total}" height="20" rx="3" fill="#fff"/></clipPath>'
        f'<g clip-path="url(#r)"><rect width="{lw}" height="20" fill="#555"/>'
        f'<rect x="{lw}" width="{vw}" height="20" fill="{escape(fill, quote=True)}"/>'
        f'<rect width="{total}" height="20" fill="url(#s)"/></g>'
        '<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">'
        f'<text x="{lw / 2:.1f}" y="15" fill="#010101" fill-opacity=".3">{lab}</text>'
        f'<text x="{lw / 2:.1f}" y="14">{lab}</text>'
        f'<text x="{lw + vw / 2:.1f}" y="15" fill="#010101" fill-opacity=".3">{val}</text>'
        f'<text x="{lw + vw / 2:.1f}" y="14">{val}</text></g></svg>\n'
    )


def badges(report: Mapping[str, Any]) -> dict[str, dict[str, str]]:
    """Relative file name -> {label, message, color, svg} for every badge of ``report``."""
    report = clean_tree(report, controls=True)
    footer = report["footer"]
    per_doc = breakdown(report["results"], "sources")
    out: dict[str, dict[str, str]] = {}
    named = display_names(report)
    unstarted = never_started(report)
    version = str(report["header"].get("suite_version") or "")
    suite = f" · suite {version}" if version else ""  # a score means little without the suite it was against
    for impl in report["header"]["implementations"]:
        key = impl["key"]
        slot = footer["implementations"].get(key)
        if slot is None:
            continue
        name = named[key]
        score = slot["scores"].get("score")
        text = "did not start" if key in unstarted else message(slot["counts"], score) + suite
        out[f"{key}.svg"] = {"label": name, "message": text, "color": colour(0.0 if key in unstarted else score)}
        for doc in sorted(per_doc):
            doc_slot = per_doc[doc].get(key)
            if doc_slot is None:
                continue
            doc_score = doc_slot["scores"].get("score")
            out[f"{key}/{doc}.svg"] = {
                "label": f"{name} · {doc}",
                "message": "did not start" if key in unstarted else message(doc_slot["counts"], doc_score) + suite,
                "color": colour(0.0 if key in unstarted else doc_score),
            }
    for entry in out.values():
        entry["svg"] = render_badge(entry["label"], entry["message"], entry["color"])
    return out


def badge_files(report: Mapping[str, Any]) -> dict[str, str]:
    """Every badge (``KEY.svg``, ``KEY/DOC.svg``) and ``badges.json``, by path under the badges folder."""
    files: dict[str, str] = {}
    index: dict[str, Any] = {}
    for name, entry in badges(report).items():
        files[name] = entry["svg"]
        index[name] = {
            "label": entry["label"],
            "message": entry["message"],
            "color": entry["color"],
            "shields": {
                "schemaVersion": 1,
                "label": entry["label"],
                "message": entry["message"],
                "color": entry["color"].lstrip("#"),
            },
        }
    files["badges.json"] = json.dumps(index, indent=1, ensure_ascii=False) + "\n"
    return files


def remove_stale(folder: Path, keep: Collection[str]) -> None:
    """Remove every file and folder under ``folder`` whose relative path is not in ``keep``.

    ``keep`` holds POSIX paths relative to ``folder`` (``impl-0/doc-004.svg``); symbolic links
    are removed as links, never followed; hidden files (a report write's staged files) stay, and
    a file that vanished meanwhile is no error.
    """
    prefixes = {"/".join(parts[:i]) + "/" for parts in (k.split("/") for k in keep) for i in range(1, len(parts))}

    def walk(path: Path, rel: str) -> None:
        with os.scandir(path) as listing:
            entries = list(listing)
        for entry in entries:
            name = rel + entry.name
            if entry.name.startswith("."):  # a file being staged or kept by a report write (.replace)
                continue
            with contextlib.suppress(FileNotFoundError):  # gone already: someone else tidied it
                if entry.is_dir(follow_symlinks=False):
                    if name + "/" in prefixes:
                        walk(Path(entry.path), name + "/")
                    else:
                        shutil.rmtree(entry.path)
                elif name not in keep:
                    os.unlink(entry.path)

    if folder.is_dir() and not folder.is_symlink():
        walk(folder, "")


def write_badges(report: Mapping[str, Any], out_dir: Path) -> list[Path]:
    """Write every badge and ``badges.json`` under ``out_dir``, remove the badges of an
    earlier report that this one has not, and return the files written."""
    written = []
    files = badge_files(report)
    for name, text in files.items():
        path = Path(out_dir) / name
        write_atomic(path, text)
        written.append(path)
    remove_stale(Path(out_dir), files)
    return written
