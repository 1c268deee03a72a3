"""The reference adapter with its own dealing convention, whatever the request's ruleset says.

    python tests/fakes/dealer_first.py [--first dealer|dealer_right] [--rotation left|right]

``--first dealer``: the dealer serves himself first and goes clockwise; ``dealer_right``:
the deal goes counterclockwise from the dealer's right, the dealer last. The deal is
computed by the reference engine from the dealer's left (``deal.first_packet`` forced to
``dealer_left``) and its hands are then handed to the seats this convention reaches in the
same place, so the convention is the fake's own code, not the engine's option.
``--rotation`` passes the deal to that side (``next_dealer``). Without an option the
ruleset's own ``deal.first_packet`` or ``deal.rotation`` is followed. Every other operation
is the reference's; it claims every ruleset (``rulesets.any``), as the reference does.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from reference_engine import adapter


def moved(hands: list[Any], dealer: int, first: str) -> list[Any]:
    """The hands dealt from the dealer's left, given to the seats ``first`` deals to instead."""
    n = len(hands)
    if first == "dealer":  # seat s is served where seat s + 1 was
        return [hands[(s + 1) % n] for s in range(n)]
    if first == "dealer_right":  # the mirror image
        return [hands[(2 * dealer - s) % n] for s in range(n)]
    return hands


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--first", choices=("dealer", "dealer_right"), default=None)
    parser.add_argument("--rotation", choices=("left", "right"), default=None)
    options = parser.parse_args()
    first, rotation = options.first, options.rotation
    inner = adapter.handle

    def handle(request: Any) -> dict[str, Any]:
        if not (isinstance(request, dict) and request.get("op") == "deal" and isinstance(request.get("ruleset"), dict)):
            return inner(request)
        doc = request["ruleset"]
        deal = doc.get("deal")
        if isinstance(deal, dict):  # with --first, deal from the dealer's left whatever the ruleset reads
            deal = {
                **deal,
                **({"first_packet": "dealer_left"} if first else {}),
                **({"rotation": rotation} if rotation else {}),
            }
            doc = {**doc, "deal": deal}
        reply = inner({**request, "ruleset": doc})
        result = reply.get("result")
        if isinstance(result, dict) and first:
            result["hands"] = moved(result["hands"], int(request["args"]["dealer"]), first)
        return reply

    adapter.handle = handle  # type: ignore[assignment]
    adapter.serve(sys.stdin, sys.stdout)


if __name__ == "__main__":
    main()
