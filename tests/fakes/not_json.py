"""Prints a non-JSON line instead of the reply to --op."""

import _base

args = _base.options()
_base.serve(lambda request, n: "oops: debug print, not json" if request["op"] == args.op else None)
