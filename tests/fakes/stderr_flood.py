"""Writes --bytes of diagnostics to stderr before every reply (default 8 MiB), then answers."""

import sys

import _base

args = _base.options(lambda p: p.add_argument("--bytes", type=int, default=8 << 20))
CHUNK = ("x" * 1023 + "\n").encode()


def hook(request: dict, n: int) -> None:
    left = args.bytes
    while left > 0:
        sys.stderr.buffer.write(CHUNK[:left])
        left -= len(CHUNK)
    sys.stderr.buffer.write(b"flood done\n")
    sys.stderr.flush()


_base.serve(hook)
