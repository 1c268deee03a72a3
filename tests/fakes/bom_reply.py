"""Answers --op correctly, but with a UTF-8 byte order mark before the JSON (a Windows habit)."""

import json

import _base

args = _base.options()
hello = _base.hello_result()
_base.serve(
    lambda request, n: "\ufeff" + json.dumps(_base.answer(request, hello)) if request["op"] == args.op else None
)
