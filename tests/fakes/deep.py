"""Answers --op correctly, plus an ``x-deep`` member (which the envelope allows) holding
lists nested --depth levels, written by hand: Python's json cannot write very deep values."""

import json

import _base

args = _base.options(lambda p: p.add_argument("--depth", type=int, default=100_000))


def hook(request: dict, n: int) -> str | None:
    if request["op"] != args.op:
        return None
    reply = json.dumps(_base.answer(request, _base.hello_result()))
    return reply[:-1] + ', "x-deep": ' + "[" * args.depth + "]" * args.depth + "}"


_base.serve(hook)
