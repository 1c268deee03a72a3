"""Replies to --op with a result whose number has --digits digits (default 5,001): valid JSON,
but an integer longer than Python reads."""

import _base

args = _base.options(lambda p: p.add_argument("--digits", type=int, default=5001))


def hook(request: dict, n: int) -> str | None:
    if request["op"] != args.op:
        return None
    return '{"id": "' + request["id"] + '", "result": {"seat": 1' + "0" * (args.digits - 1) + "}}"


_base.serve(hook)
