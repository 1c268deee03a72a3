"""Kills the process that started it (the harness worker judging it) with SIGKILL on rules
request --after + 1, as an adapter gone wrong, or the kernel's out-of-memory killer, might."""

import os
import signal

import _base

args = _base.options(lambda p: p.add_argument("--after", type=int, default=2))


def hook(request: dict, n: int) -> None:
    if request["op"] != "hello" and n > args.after:
        os.kill(os.getppid(), signal.SIGKILL)


_base.serve(hook)
