"""Replies to --op with an id other than the request's; with --twice it answers --op
correctly, twice (the second reply is read as the answer to the next request)."""

import json

import _base

args = _base.options(lambda p: p.add_argument("--twice", action="store_true"))


def hook(request: dict, n: int) -> dict | str | None:
    if request["op"] != args.op:
        return None
    reply = _base.answer(request, _base.hello_result())
    if args.twice:
        return json.dumps(reply) + "\n" + json.dumps(reply)
    reply["id"] = "not-" + request["id"]
    return reply


_base.serve(hook)
