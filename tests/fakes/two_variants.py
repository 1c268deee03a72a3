"""The reference adapter declaring two variants of penn-4 in its handshake, optionally wrong
under the first one only.

    python tests/fakes/two_variants.py [--wrong-under ID]

It declares ``penn-4-low`` (minimum bid 20) and ``penn-4-high`` (minimum bid 60) and answers
each request with the reference engine under the ruleset the request carries.  With
``--wrong-under ID`` its trick_winner answers under the variant ``ID`` name the seat that led.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from reference_engine import adapter

VARIANTS = [
    {"extends": "penn-4", "id": "penn-4-low", "bidding": {"minimum": 20}},
    {"extends": "penn-4", "id": "penn-4-high", "bidding": {"minimum": 60}},
]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--wrong-under", default=None, help="a declared variant id under which trick_winner is wrong")
    args = parser.parse_args()
    inner = adapter.handle

    def handle(request: Any) -> dict[str, Any]:
        reply = inner(request)
        if not isinstance(request, dict) or "result" not in reply:
            return reply
        if request.get("op") == "hello":
            reply["result"]["variants"] = VARIANTS
            reply["result"]["rulesets"] = {"ids": ["penn-4"], "any": False}
        elif request.get("op") == "trick_winner" and request["ruleset"].get("id") == args.wrong_under:
            reply["result"] = {"seat": request["args"]["trick"][0]["seat"]}
        return reply

    adapter.handle = handle  # type: ignore[assignment]
    adapter.serve(sys.stdin, sys.stdout)


if __name__ == "__main__":
    main()
