"""Replace a report's files as one group: all the new files or all the old ones, never a mix.

Every file is first written under a temporary name beside its place.  The renames into place
then run with stops held (:func:`conformance_report.interrupts.held`), each previous file kept
by a hard link until all are done; should a rename fail, or anything else stop the group
half-way, the files already replaced are put back.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import uuid
from collections.abc import Callable, Mapping
from pathlib import Path

from conformance_report import interrupts


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _keep(target: Path) -> Path | None:
    """A second name for the file now at ``target`` (a hard link, else a copy), or None when
    there is no file there."""
    if not target.is_file() or target.is_symlink():
        return None
    kept = target.with_name(f".{target.name}.previous.{uuid.uuid4().hex}")
    try:
        os.link(target, kept)
    except OSError:
        shutil.copy2(target, kept)
    return kept


def _write(fd: int, text: str) -> None:
    """Write ``text`` to the open file ``fd`` and close it."""
    with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as fh:
        fh.write(text)


def _swap(staged: list[tuple[Path, Path]], kept: Mapping[Path, Path | None]) -> None:
    """Rename each staged file onto its target; on any failure put the previous files back."""
    done: list[Path] = []
    try:
        for target, tmp in staged:
            os.replace(tmp, target)
            done.append(target)
    except BaseException:
        for target in reversed(done):
            previous = kept.get(target)
            try:
                if previous is not None:
                    os.replace(previous, target)
                else:
                    target.unlink(missing_ok=True)
            except OSError:
                pass
        raise


def replace_together(out: Path, files: Mapping[str, str], after: Callable[[], None] | None = None) -> None:
    """Write ``files`` (paths relative to ``out`` -> text) under ``out`` as one group.

    If any write fails, the temporary files are removed and the previous files are untouched.
    ``after`` runs once all are in place, still with stops held (to tidy what the previous
    report had and this one has not).  Once the group is in place, a stop that arrives later
    is told that the report was written (:func:`conformance_report.interrupts.wrote`).
    """
    out.mkdir(parents=True, exist_ok=True)
    staged: list[tuple[Path, Path]] = []
    kept: dict[Path, Path | None] = {}
    mask = _umask()
    try:
        for name, text in files.items():
            target = out / name
            target.parent.mkdir(parents=True, exist_ok=True)
            try:
                fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
                staged.append((target, Path(tmp_name)))
                _write(fd, text)
                os.chmod(tmp_name, 0o666 & ~mask)
            except OSError as exc:
                exc.filename = exc.filename or str(target)  # a failed write names no file by itself
                raise
        with interrupts.held():
            for target, _ in staged:
                kept[target] = _keep(target)
            _swap(staged, kept)
            interrupts.wrote(str(out))
            if after is not None:
                after()
    finally:
        for _, tmp in staged:
            tmp.unlink(missing_ok=True)
        for previous in kept.values():
            if previous is not None:
                previous.unlink(missing_ok=True)
