"""Never answers requests for --op (sleeps until killed); answers everything else."""

import time

import _base

args = _base.options()


def hook(request: dict, n: int) -> None:
    if request["op"] == args.op:
        time.sleep(3600)


_base.serve(hook)
