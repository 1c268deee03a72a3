"""Replies to --op with one valid JSON line of about --size bytes (default 2 MiB)."""

import json

import _base

args = _base.options(lambda p: p.add_argument("--size", type=int, default=2 << 20))


def hook(request: dict, n: int) -> str | None:
    if request["op"] != args.op:
        return None
    reply = _base.answer(request, _base.hello_result())
    reply["x-padding"] = "p" * args.size
    return json.dumps(reply)


_base.serve(hook)
