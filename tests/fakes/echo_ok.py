"""A correct protocol v1 adapter answering meld (empty), legal_plays (echo) and trick_winner.

Options: --any claims arbitrary rulesets; --ops a,b limits the declared ops; --linger S
stays alive S seconds after stdin EOF (to test shutdown checks); --variants JSON declares
these handshake variants.
"""

import json

import _base


def _extra(p: "_base.argparse.ArgumentParser") -> None:
    p.add_argument("--ops", default=",".join(_base.OPS))
    p.add_argument("--variants", default=None, help="a JSON list: the handshake's variants")


args = _base.options(_extra)
ops = tuple(o for o in args.ops.split(",") if o)
hello = _base.hello_result(ops, any_ruleset=args.any)
if args.variants is not None:
    hello["variants"] = json.loads(args.variants)
_base.serve(hello=hello, linger=args.linger)
