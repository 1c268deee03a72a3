"""Refuse an output that would overwrite one of the command's own inputs (exit 2, before
anything runs): ``run --out o --write-baseline o/report.json``, ``merge s1 s2 --out s1``,
``diff a b --html a/report.json``."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Final

from conformance_report.commands.common import UsageError

REPORT_FILES: Final = ("report.json", "report.html", "junit.xml", "report.earl.jsonld", "summary.md")
"""The files a report folder holds (and its ``badges/`` folder)."""


def same_place(a: Path | str, b: Path | str) -> bool:
    """True when ``a`` and ``b`` name one file or folder (symbolic links followed, hard links
    of one file included)."""
    a, b = Path(a), Path(b)
    if a.resolve() == b.resolve():
        return True
    try:
        return os.path.samefile(a, b)
    except OSError:  # either is missing: only the resolved names could tell
        return False


def within(path: Path | str, folder: Path | str) -> bool:
    """True when ``path`` is ``folder`` or lies under it."""
    return Path(path).resolve().is_relative_to(Path(folder).resolve())


def report_targets(out: Path | str) -> list[Path]:
    """What writing a report to ``out`` replaces: its four files and its badges folder."""
    return [Path(out) / name for name in (*REPORT_FILES, "badges")]


def refuse_report_over(option: str, path: Path | str, out: Path | str) -> None:
    """UsageError when writing ``path`` (``option``'s file) would be undone by the report
    written to ``out``, or would overwrite it."""
    for target in report_targets(out):
        if same_place(path, target) or (target.name == "badges" and within(path, target)):
            raise UsageError(
                f"{option} {path}: the report written to --out {out} replaces that file; choose a file outside "
                f"its {', '.join(REPORT_FILES)} and badges/"
            )


def refuse_out_over_inputs(out: Path | str, inputs: Iterable[tuple[str, Path | str]]) -> None:
    """UsageError when the report written to ``out`` would replace an input: ``inputs`` are
    (what the error calls it, its path), a report folder or file."""
    for what, path in inputs:
        for target in report_targets(out):
            if same_place(path, target) or same_place(Path(path) / "report.json", target) or within(path, target):
                raise UsageError(
                    f"--out {out}: it would overwrite {what} {path}, an input of this command; choose another --out"
                )


def refuse_file_over_inputs(option: str, path: Path | str, inputs: Iterable[tuple[str, Path | str]]) -> None:
    """UsageError when ``path`` (``option``'s output file) is one of ``inputs`` (a file, or a
    report folder whose report.json it is)."""
    for what, given in inputs:
        if same_place(path, given) or same_place(path, Path(given) / "report.json"):
            raise UsageError(f"{option} {path}: it would overwrite {what} {given}, an input of this command")
