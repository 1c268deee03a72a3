"""``report.earl.jsonld``: the verdicts as W3C EARL assertions (Evaluation and Report Language, JSON-LD).

One ``earl:Assertion`` per result: the harness asserts that an implementation (an
``earl:TestSubject``) had an outcome on one scenario (an ``earl:TestCase`` named by its stable
id).  Statuses map to EARL's five outcomes; the report's own status is kept beside it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Final

CONTEXT: Final = {
    "earl": "http://www.w3.org/ns/earl#",
    "dct": "http://purl.org/dc/terms/",
    "doap": "http://usefulinc.com/ns/doap#",
    "pc": "https://pinochle-conformance.example/ns#",
}
OUTCOMES: Final = {
    "passed": "earl:passed",
    "failed": "earl:failed",
    "errored": "earl:cantTell",
    "other_reading": "earl:cantTell",
    "not_applicable": "earl:inapplicable",
    "unsupported": "earl:untested",
    "skipped": "earl:untested",
}
"""Report status → EARL outcome: an error or a right answer under another reading says
nothing either way (cantTell); a set-up the variant cannot hold is inapplicable; what was
not asked is untested."""
TEST_IRI: Final = "https://pinochle-conformance.example/scenarios/"


def render_earl(report: Mapping[str, Any]) -> str:
    """The report's verdicts as an EARL JSON-LD document."""
    header = report.get("header", {})
    harness = {
        "@id": "_:harness",
        "@type": ["earl:Assertor", "earl:Software", "doap:Project"],
        "doap:name": "pinochle-conformance",
        "doap:release": {"doap:revision": str(header.get("suite_version", ""))},
    }
    graph: list[dict[str, Any]] = [harness]
    for impl in header.get("implementations", []):
        graph.append(
            {
                "@id": f"_:{impl.get('key')}",
                "@type": ["earl:TestSubject", "doap:Project"],
                "doap:name": str(impl.get("name", impl.get("key"))),
                "doap:release": {"doap:revision": str(impl.get("version", ""))},
                "doap:programming-language": str(impl.get("language", "")),
            }
        )
    for r in report.get("results", []):
        status = str(r.get("status"))
        result: dict[str, Any] = {
            "@type": "earl:TestResult",
            "earl:outcome": {"@id": OUTCOMES.get(status, "earl:cantTell")},
            "pc:status": status,
        }
        if r.get("message"):
            result["dct:description"] = str(r["message"])
        if r.get("variant"):
            result["pc:variant"] = str(r["variant"])
        graph.append(
            {
                "@type": "earl:Assertion",
                "earl:assertedBy": {"@id": "_:harness"},
                "earl:subject": {"@id": f"_:{r.get('implementation')}"},
                "earl:test": {
                    "@id": TEST_IRI + str(r.get("uid") or r.get("id")),
                    "@type": "earl:TestCase",
                    "dct:title": str(r.get("scenario", "")),
                    "dct:identifier": str(r.get("id", "")),
                    "pc:rules": [str(x) for x in r.get("rules", [])],
                },
                "earl:mode": {"@id": "earl:automatic"},
                "earl:result": result,
            }
        )
    return json.dumps({"@context": CONTEXT, "@graph": graph}, ensure_ascii=False, indent=1) + "\n"
