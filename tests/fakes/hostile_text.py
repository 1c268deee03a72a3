"""Puts hostile text everywhere an adapter can: a lone surrogate, control characters and
terminal escapes in its name, version, error messages, details and stderr (for --op)."""

import json
import sys

import _base

args = _base.options(lambda p: p.add_argument("--hostile-name", action="store_true", help="also in the handshake"))
HOSTILE = "\ud800 bell\x07 nul\x00 esc\x1b[2J\x1b]0;pwned\x07 \u202eevil"


def hook(request: dict, n: int) -> str | None:
    if request["op"] != args.op:
        return None
    print(f"stderr {HOSTILE}", file=sys.stderr, flush=True)
    reply = {"id": request["id"], "error": {"message": HOSTILE, "details": {HOSTILE: HOSTILE}}}
    return json.dumps(reply)  # ASCII JSON: the surrogate travels as the escape \ud800


hello = _base.hello_result()
if args.hostile_name:
    hello["implementation"] = {"name": "fake" + HOSTILE, "version": "0.0.1" + HOSTILE, "language": "py\x1b[31m"}
_base.serve(hook, hello=hello)
