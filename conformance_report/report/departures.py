"""The departures a declaration lists (rules an app breaks relative to its document), with the
failing scenarios each explains, for the top of the terminal summary, summary.md and report.html.

A failed or errored scenario of that implementation is explained by a departure when it is
tagged with one of the departure's rules or names its option among those deciding it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

FAILING = ("failed", "errored")


def departure_blocks(report: Mapping[str, Any]) -> list[tuple[str, Mapping[str, Any], list[Mapping[str, Any]]]]:
    """(implementation key, departure, failing results it explains) for every declared departure."""
    out = []
    for impl in report["header"]["implementations"]:
        for dep in impl.get("departures") or ():
            rules = set(dep.get("rules") or ()) | ({dep["rule"]} if dep.get("rule") else set())
            explained = [
                r
                for r in report["results"]
                if r["implementation"] == impl["key"]
                and r["status"] in FAILING
                and (rules & set(r.get("rules") or ()) or dep["option"] in (r.get("options") or ()))
            ]
            out.append((str(impl["key"]), dep, explained))
    return out


def departure_line(dep: Mapping[str, Any]) -> str:
    """``option: value where the document fixes X (rule, document, section)``."""
    where = ", ".join(str(x) for x in (dep.get("rule"), dep.get("document"), dep.get("section")) if x)
    return (
        f"{dep['option']}: {json.dumps(dep.get('value'))} where the document fixes "
        f"{json.dumps(dep.get('document_value'))}" + (f" ({where})" if where else "")
    )


def departure_text(report: Mapping[str, Any], limit: int = 5) -> list[str]:
    """Plain lines for the terminal: a heading, each departure, and its first failing scenarios."""
    blocks = departure_blocks(report)
    if not blocks:
        return []
    lines = [f"Rules the app breaks relative to its document ({len(blocks)} departure(s), counted as failures):"]
    for key, dep, explained in blocks:
        lines.append(f"  {key}: {departure_line(dep)}: {len(explained)} failing scenario(s)")
        for r in explained[:limit]:
            lines.append(f"    - {r.get('scenario', r['id'])}")
        if len(explained) > limit:
            lines.append(f"    … and {len(explained) - limit} more")
    return lines
