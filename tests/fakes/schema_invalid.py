"""Replies to --op with a well-formed envelope whose result breaks the schema.

trick_winner gets {"seat": -1}; any other op gets {"bogus": true}.  With --envelope the
envelope itself is broken instead (both "result" and "error"); with --list the result is a
list (only the envelope forbids that).  With --extension the reply is the correct one plus an
``x-`` member, which the envelope allows.
"""

import argparse

import _base


def _flags(parser: argparse.ArgumentParser) -> None:
    for flag in ("--envelope", "--list", "--extension"):
        parser.add_argument(flag, action="store_true")


args = _base.options(_flags)


def hook(request: dict, n: int) -> dict | None:
    if request["op"] != args.op:
        return None
    if args.extension:
        return {**_base.answer(request, _base.hello_result()), "x-note": "extensions are ignored"}
    if args.list:
        return {"id": request["id"], "result": []}
    if args.envelope:
        return {"id": request["id"], "result": {"seat": 0}, "error": {"message": "both"}}
    result = {"seat": -1} if args.op == "trick_winner" else {"bogus": True}
    return {"id": request["id"], "result": result}


_base.serve(hook)
