"""Claims every operation and any ruleset, then answers every rules request unsupported."""

import _base

from conformance_report.protocol.validation import OPERATIONS

_base.options()
ALL = OPERATIONS


def hook(request: dict, n: int) -> dict | None:
    if request["op"] == "hello":
        return None
    return {"id": request["id"], "unsupported": {"message": "this adapter plays nothing after all"}}


_base.serve(hook, _base.hello_result(ALL, any_ruleset=True))
