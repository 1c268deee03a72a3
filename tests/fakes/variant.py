"""A fake adapter that plays one fixed variant whatever ruleset a request carries, claiming any ruleset.

    python tests/fakes/variant.py --ruleset penn-4 [--patch '{"bidding": {"minimum": 25}}'] [--bug NAME]

The variant may also come from the environment: ``PINOCHLE_VARIANT`` holds a JSON object
``{"ruleset": ID, "patch": {...}, "bug": NAME}``. ``--bug`` plants one of ``planted.py``'s
rule bugs on top. It answers with the reference engine, the request's ruleset replaced by
the variant's document.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

from planted import plant

from conformance_report.rulesets import load_document
from conformance_report.variants.declaration import merge_patch
from reference_engine import adapter


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--ruleset", default=None, help="the named ruleset served")
    parser.add_argument("--patch", default=None, help="a JSON merge patch applied to it")
    parser.add_argument("--bug", default=None, help="a planted rule bug (see planted.py)")
    parser.add_argument(
        "--on-request",
        action="store_true",
        help="apply the patch to each request's own ruleset instead of replacing it (one other reading)",
    )
    parser.add_argument("--declare", default=None, help="declare this variant id in the handshake (variants)")
    parser.add_argument("--declare-twice", action="store_true", help="list the declared variant twice")
    parser.add_argument("--hang", default=None, help="never answer requests of this operation (sleep)")
    parser.add_argument("--claim", default=None, help="claim only these ruleset ids (comma-separated) in the handshake")
    parser.add_argument("--only", default=None, help="answer unsupported to requests under any other ruleset id")
    args = parser.parse_args()
    env: dict[str, Any] = json.loads(os.environ.get("PINOCHLE_VARIANT", "{}"))
    rid = args.ruleset or env.get("ruleset") or "penn-4"
    patch = json.loads(args.patch) if args.patch else env.get("patch", {})
    bug = args.bug or env.get("bug")
    doc = merge_patch(load_document(rid), patch)
    if bug:
        plant(bug)
    inner = adapter.handle

    def handle(request: Any) -> dict[str, Any]:
        if args.hang and isinstance(request, dict) and request.get("op") == args.hang:
            time.sleep(3600)
        if isinstance(request, dict) and request.get("op") not in (None, "hello") and "ruleset" in request:
            if args.only and request["ruleset"].get("id") != args.only:
                return {"id": request.get("id", ""), "unsupported": {"message": f"only {args.only} is played"}}
            served = merge_patch(request["ruleset"], patch) if args.on_request else doc
            request = {**request, "ruleset": served}
        reply = inner(request)
        if args.claim and isinstance(request, dict) and request.get("op") == "hello" and "result" in reply:
            reply["result"]["rulesets"] = {"ids": args.claim.split(","), "any": False}
        if args.declare and isinstance(request, dict) and request.get("op") == "hello" and "result" in reply:
            reply["result"]["variants"] = [{"extends": rid, "id": args.declare, **patch}] * (1 + args.declare_twice)
        return reply

    adapter.handle = handle  # type: ignore[assignment]
    adapter.serve(sys.stdin, sys.stdout)


if __name__ == "__main__":
    main()
