"""Prints a non-JSON line instead of the reply to --op (``--long``: a 500-character one)."""

import _base

args = _base.options(lambda p: p.add_argument("--long", action="store_true", help="a line of 500 characters"))
LINE = "oops: debug print, not json" + (" " + "x" * 471 + " END" if args.long else "")
_base.serve(lambda request, n: LINE if request["op"] == args.op else None)
