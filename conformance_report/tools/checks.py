"""List the *Then* steps that name no rule, in scenarios citing several.

    python -m conformance_report.tools.checks [FEATURES_DIR_OR_FILE ...]   # exit 1 if any

A scenario tagged with one rule checks that rule in every *Then* step.  A scenario tagged with
several says which one each *Then* step checks, with a ``# checks: RULE-ID`` comment above the
step (it holds for the following *Then* steps too, until the next one), so that a failure is
reported under the rule it breaks and never under a guess.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from conformance_report.data import FEATURES
from conformance_report.spec.features import feature_files, parse_feature


def unnamed(paths: Sequence[Path]) -> list[str]:
    """``path:line: ...`` for every *Then* step whose scenario cites several rules and that names none."""
    out: list[str] = []
    for root in paths:
        for path in [root] if root.is_file() else feature_files(root):
            for sc in parse_feature(path):
                rules = sorted(t for t in sc.tags if "." in t)
                if len(rules) < 2:
                    continue
                for st in sc.steps:
                    if st.kind == "then" and not st.rule:
                        out.append(
                            f"{path}:{st.line}: {sc.name!r} cites {', '.join(rules)}; "
                            f"'{st.shown}' names none of them (add '# checks: RULE' above it)"
                        )
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Print the unnamed *Then* steps; exit 1 when there is one."""
    parser = argparse.ArgumentParser(prog="python -m conformance_report.tools.checks", description=__doc__)
    parser.add_argument("paths", nargs="*", type=Path, default=[FEATURES])
    args = parser.parse_args(argv)
    found = unnamed(args.paths)
    for line in found:
        print(line)
    print(f"{len(found)} Then step(s) name no rule", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
