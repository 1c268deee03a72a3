"""Answers rules requests with about --size characters (default 1,000,000) of adapter text.

    python tests/fakes/huge_message.py [--op all|OP] [--kind mix|message|details|unsupported] [--size N]

``--op all`` (the default) misbehaves on every rules request, ``--op OP`` on that operation only.

By default the kind turns with each request: an error ``message``, an error's ``details``,
then an ``unsupported`` message; ``--kind`` fixes one of them (message, details, unsupported).
With ``--op all`` the handshake claims every operation and any ruleset; else it is the fakes'
usual one (penn-4 and the three operations they answer).
"""

import _base

args = _base.options(
    lambda p: (
        p.set_defaults(op="all"),
        p.add_argument("--size", type=int, default=1_000_000),
        p.add_argument("--kind", choices=("mix", "message", "details", "unsupported"), default="mix"),
    )
)
KINDS = ("message", "details", "unsupported")
ALL_OPS = (*_base.OPS, "auction", "hand_score", "game_result", "play_hand", "deal", "cut_for_deal")
HELLO = _base.hello_result(ops=ALL_OPS, any_ruleset=True) if args.op == "all" else _base.hello_result()


def hook(request: dict, n: int) -> dict | None:
    if request["op"] == "hello" or args.op not in ("all", request["op"]):
        return None
    kind = KINDS[n % 3] if args.kind == "mix" else args.kind
    text = "m" * args.size
    if kind == "unsupported":
        return {"id": request["id"], "unsupported": {"message": text}}
    if kind == "details":
        return {"id": request["id"], "error": {"message": "see details", "details": {"why": text, "more": [text[:10]]}}}
    return {"id": request["id"], "error": {"message": text}}


_base.serve(hook, hello=HELLO)
