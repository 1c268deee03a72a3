"""Sleeps --delay seconds (default 0.4) before reading anything, then behaves."""

import time

import _base

args = _base.options(lambda p: p.add_argument("--delay", type=float, default=0.4))
time.sleep(args.delay)
_base.serve()
