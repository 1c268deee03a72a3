"""The reference adapter with two planted bugs in ``meld``: a royal marriage counted inside a run
(no ruleset option expresses it) and a double pinochle scored as two single ones (what
``meld.values.pinochle.2`` absent means). Fuzzing must report both, as two clusters.

    python tests/fakes/planted_two.py
"""

from __future__ import annotations

import sys

from planted import plant

from reference_engine import adapter


def main() -> None:
    plant("marriage-in-run")
    plant("double-pinochle-as-two")
    adapter.serve(sys.stdin, sys.stdout)


if __name__ == "__main__":
    main()
