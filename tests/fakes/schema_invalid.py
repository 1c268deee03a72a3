"""Replies to --op with a well-formed envelope whose result breaks the schema.

trick_winner gets {"seat": -1}; any other op gets {"bogus": true}.  With --envelope the
envelope itself is broken instead (both "result" and "error").
"""

import _base

args = _base.options(lambda p: p.add_argument("--envelope", action="store_true"))


def hook(request: dict, n: int) -> dict | None:
    if request["op"] != args.op:
        return None
    if args.envelope:
        return {"id": request["id"], "result": {"seat": 0}, "error": {"message": "both"}}
    result = {"seat": -1} if args.op == "trick_winner" else {"bogus": True}
    return {"id": request["id"], "result": result}


_base.serve(hook)
