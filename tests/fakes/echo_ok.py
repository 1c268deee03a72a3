"""A correct protocol v1 adapter answering meld (empty), legal_plays (echo) and trick_winner.

Options: --any claims arbitrary rulesets; --ops a,b limits the declared ops; --linger S
stays alive S seconds after stdin EOF (to test shutdown checks).
"""

import _base

args = _base.options(lambda p: p.add_argument("--ops", default=",".join(_base.OPS)))
ops = tuple(o for o in args.ops.split(",") if o)
_base.serve(hello=_base.hello_result(ops, any_ruleset=args.any), linger=args.linger)
