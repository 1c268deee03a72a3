"""Replies to --op with an id other than the request's."""

import _base

args = _base.options()


def hook(request: dict, n: int) -> dict | None:
    if request["op"] != args.op:
        return None
    reply = _base.answer(request, _base.hello_result())
    reply["id"] = "not-" + request["id"]
    return reply


_base.serve(hook)
