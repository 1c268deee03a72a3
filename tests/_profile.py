"""Which test profile runs: ``ci`` (default) or ``long`` (``PINOCHLE_TEST_PROFILE=long``)."""

import os

LONG = os.environ.get("PINOCHLE_TEST_PROFILE", "ci") == "long"


def sample(items: list[str], n: int) -> list[str]:
    """All of ``items`` in the long profile; in ``ci`` an even, fixed spread of ``n`` of them."""
    if LONG or len(items) <= n:
        return list(items)
    step = len(items) / n
    return [items[int(i * step)] for i in range(n)]


def share(items: list[str], k: int, of: int) -> list[str]:
    """All of ``items`` in the long profile; in ``ci`` every ``of``-th one from the ``k``-th, so that
    tests taking different shares still cover every item between them."""
    return list(items) if LONG else [item for i, item in enumerate(items) if i % of == k]
