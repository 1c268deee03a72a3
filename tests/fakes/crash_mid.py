"""Answers --after N rules requests correctly, then dies on the next one (exit status 1)."""

import os
import sys

import _base

args = _base.options(lambda p: p.add_argument("--after", type=int, default=2))


def hook(request: dict, n: int) -> None:
    if request["op"] != "hello" and n > args.after:
        print(f"panic: crashing on request {n}", file=sys.stderr, flush=True)
        os._exit(1)


_base.serve(hook)
