"""Shared loop of the fake adapters (a helper module, not a test and not an adapter).

Each fake is a tiny script run as ``sys.executable tests/fakes/NAME.py [options]``; its
directory is then first on ``sys.path``, so ``import _base`` works.  The correct behaviour
is :func:`answer` (what ``echo_ok.py`` serves); a fake passes a ``hook`` to :func:`serve`
that returns raw text, a reply object, or None for the correct reply.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

SUITS = "SHDC"
RANKS = "ATKQJ9"
OPS = ("meld", "legal_plays", "trick_winner")

Hook = Callable[[dict[str, Any], int], "str | dict[str, Any] | None"]


def hello_result(ops: tuple[str, ...] = OPS, any_ruleset: bool = False, protocol: int = 1) -> dict[str, Any]:
    """The handshake result of the fakes."""
    return {
        "protocol": protocol,
        "implementation": {"name": "fake", "version": "0.0.1", "language": "python"},
        "operations": list(ops),
        "rulesets": {"ids": ["penn-4"], "any": any_ruleset},
    }


def card_index(card: str) -> int:
    """Canonical position of a card: suit major (S H D C), rank A..9."""
    return SUITS.index(card[1]) * 6 + RANKS.index(card[0])


def trick_winner(trump: str, trick: list[dict[str, Any]]) -> int:
    """Highest trump, else highest card of the led suit; the first of equal cards wins."""
    led = trick[0]["card"][1]
    best = trick[0]
    for played in trick[1:]:
        card, top = played["card"], best["card"]
        if card[1] == top[1]:
            if RANKS.index(card[0]) < RANKS.index(top[0]):
                best = played
        elif card[1] == trump or (card[1] == led and top[1] != trump):
            best = played
    return int(best["seat"])


def result_for(op: str, args: dict[str, Any]) -> dict[str, Any]:
    """The fakes' result for a supported op (only trick_winner is rules-correct)."""
    if op == "meld":
        if not args["hand"]:
            raise ValueError("empty hand")
        return {"lines": [], "total": 0}
    if op == "legal_plays":
        return {"cards": sorted(set(args["hand"]), key=card_index)}
    return {"seat": trick_winner(args["trump"], args["trick"])}


def answer(request: dict[str, Any], hello: dict[str, Any]) -> dict[str, Any]:
    """The correct reply to one request."""
    rid, op = request.get("id", ""), request.get("op")
    if op == "hello":
        return {"id": rid, "result": hello}
    if op not in hello["operations"]:
        return {"id": rid, "unsupported": {"message": f"operation {op} not supported"}}
    try:
        return {"id": rid, "result": result_for(str(op), request["args"])}
    except (KeyError, ValueError, IndexError) as exc:
        return {"id": rid, "error": {"message": str(exc), "details": {"op": op}}}


def options(extra: Callable[[argparse.ArgumentParser], None] | None = None) -> argparse.Namespace:
    """Parse the common fake options (--op, --any, --linger, --from) plus any ``extra`` ones."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--op", default="trick_winner", help="the op this fake misbehaves on")
    parser.add_argument("--any", action="store_true", help="claim arbitrary rulesets")
    parser.add_argument("--linger", type=float, default=0.0, help="seconds to stay alive after EOF")
    parser.add_argument(
        "--from", dest="misbehave_from", type=int, default=1, help="misbehave from the N-th rules request on"
    )
    if extra:
        extra(parser)
    args = parser.parse_args()
    _PARSED.append(args)
    return args


_PARSED: list[argparse.Namespace] = []
"""The options parsed by :func:`options`, so that :func:`serve` honours ``--linger`` itself."""


def write(text: str) -> None:
    """Write one raw line (a newline is added) and flush."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def serve(hook: Hook | None = None, hello: dict[str, Any] | None = None, linger: float | None = None) -> None:
    """Answer requests from stdin until EOF; ``hook(request, n)`` sees the n-th rules request.
    After EOF stay ``linger`` seconds (by default the ``--linger`` option), ignoring the end of input."""
    if linger is None:
        linger = _PARSED[-1].linger if _PARSED else 0.0
    import time

    hello = hello or hello_result()
    first = _PARSED[-1].misbehave_from if _PARSED else 1  # rules requests before it are answered correctly
    count = 0
    for line in sys.stdin:
        request = json.loads(line)
        op = request.get("op")
        print(f"recv {op}", file=sys.stderr, flush=True)
        if op != "hello":
            count += 1
        custom = hook(request, count) if hook and (op == "hello" or count >= first) else None
        if isinstance(custom, str):
            write(custom)
        else:
            write(json.dumps(custom if custom is not None else answer(request, hello)))
    if linger:
        time.sleep(linger)
