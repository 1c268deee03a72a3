"""Another git revision checked out beside this tree, for the side-by-side benchmarks."""

from __future__ import annotations

import contextlib
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@contextlib.contextmanager
def worktree(rev: str, where: Path | None = None) -> Iterator[Path]:
    """``rev`` as a detached git worktree under ``where`` (else a temporary folder), removed on exit."""
    with contextlib.ExitStack() as stack:
        base = where if where is not None else Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="rev-")))
        tree = base / f"rev-{rev}"
        subprocess.run(
            ["git", "worktree", "add", "--detach", str(tree), rev], cwd=ROOT, check=True, capture_output=True
        )
        try:
            yield tree
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT, capture_output=True)
