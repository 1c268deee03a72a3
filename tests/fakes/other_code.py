"""The reference adapter answering refusals with another rule code (``--mode``): a test app.

``applies``: every refusal that several codes fit is answered with the *last* code that
applies instead of the reference's first (``phase.expected-give`` where the reference says
``turn.out-of-turn``), and without ``rules``, as an app that checks the phase before the
turn would answer.  ``wrong``: a refusal whose codes include ``turn.out-of-turn`` is answered
with ``bid.not-higher``, a code that does not apply to it.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from reference_engine import adapter

_WRONG = "bid.not-higher"


def _recode(refusal: dict[str, Any], mode: str) -> None:
    rules = refusal.pop("rules", None) or [refusal["rule"]]
    if mode == "applies":
        refusal["rule"] = rules[-1]
    elif "turn.out-of-turn" in rules:
        assert _WRONG not in rules
        refusal["rule"] = _WRONG


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", choices=("applies", "wrong"), required=True)
    mode = parser.parse_args().mode
    original = adapter.handle

    def handle(request: Any) -> dict[str, Any]:
        reply = original(request)
        result = reply.get("result")
        if isinstance(result, dict):
            if result.get("status") == "illegal" and "rule" in result:
                _recode(result, mode)
            for step in result.get("steps", []) if request.get("op") == "play_hand" else []:
                if step.get("rule") is not None:
                    _recode(step, mode)
        return reply

    adapter.handle = handle  # type: ignore[assignment]
    adapter.serve(sys.stdin, sys.stdout)


if __name__ == "__main__":
    main()
