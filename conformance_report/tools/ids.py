"""Write a stable id (``# id: 3f9a1c2e``) above every scenario that has none.

    python -m conformance_report.tools.ids [FEATURES_DIR]        # write the missing ids
    python -m conformance_report.tools.ids --check [FEATURES_DIR] # exit 1 if one is missing

An id is the first 8 hex digits of the SHA-256 of the scenario's ``path::title`` when it is
first written (then never recomputed: a later change of title keeps it), salted again on a
clash.  It is written on its own line above the scenario's tags, at the scenario's indent.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Sequence
from pathlib import Path

from conformance_report.data import FEATURES
from conformance_report.spec.features import feature_files, parse_feature


def fresh_id(seed: str, taken: set[str]) -> str:
    """An 8-hex id from ``seed`` that is not in ``taken`` (and is then added to it)."""
    salt = 0
    while True:
        uid = hashlib.sha256(f"{seed}\0{salt}".encode() if salt else seed.encode()).hexdigest()[:8]
        if uid not in taken:
            taken.add(uid)
            return uid
        salt += 1


def write_ids(root: Path, check: bool = False) -> list[str]:
    """Give every scenario under ``root`` without an id one (``check``: only list them)."""
    files = feature_files(root)
    parsed = {path: parse_feature(path) for path in files}
    taken = {sc.uid for scs in parsed.values() for sc in scs if sc.uid != sc.id}
    missing: list[str] = []
    for path, scs in parsed.items():
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        inserts: list[tuple[int, str]] = []
        for sc in scs:
            if sc.uid != sc.id:
                continue
            missing.append(sc.id)
            top = sc.line - 1  # 0-based index of the Scenario line; climb over its tags
            while top > 0 and lines[top - 1].strip().startswith("@"):
                top -= 1
            indent = lines[sc.line - 1][: len(lines[sc.line - 1]) - len(lines[sc.line - 1].lstrip())]
            inserts.append((top, f"{indent}# id: {fresh_id(sc.id, taken)}\n"))
        if inserts and not check:
            for at, line in sorted(inserts, reverse=True):
                lines.insert(at, line)
            path.write_text("".join(lines), encoding="utf-8")
    return missing


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(prog="python -m conformance_report.tools.ids", description=__doc__)
    parser.add_argument("features", nargs="?", type=Path, default=FEATURES)
    parser.add_argument("--check", action="store_true", help="only list the scenarios without an id; exit 1 if any")
    args = parser.parse_args(argv)
    missing = write_ids(args.features, args.check)
    verb = "without an id" if args.check else "given an id"
    print(f"{len(missing)} scenario(s) {verb}")
    for sid in missing[:20]:
        print(f"  {sid}")
    return 1 if args.check and missing else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
