"""What several subcommands share: the usage error, parsing ``--impl`` and the handshake."""

from __future__ import annotations

import argparse
import contextlib
import shlex
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Final

from conformance_report.protocol.client import Handshake, Implementation, SetupError
from conformance_report.report.model import validate_report
from conformance_report.report.terminal import for_terminal
from conformance_report.rulesets import read_json

MAX_REPORT_BYTES: Final = 256 << 20
"""The largest report.json read (``diff``, ``merge``): adapter text in a report is bounded, so a
whole run of one implementation writes well under 20 MB."""

DEFAULT_STARTUP: float = 10.0
"""Seconds an adapter has to start and answer ``hello`` (one limit for every command)."""


class UsageError(Exception):
    """A bad command line or set-up (exit code 2)."""


def positive_float(text: str) -> float:
    """An argparse type: a number of seconds above zero."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r}: give a number of seconds above 0")
    return value


def _whole(text: str, least: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < least:
        raise argparse.ArgumentTypeError(f"{text!r}: give {least} or more")
    return value


def positive_int(text: str) -> int:
    """An argparse type: a whole number of 1 or more."""
    return _whole(text, 1)


def non_negative_int(text: str) -> int:
    """An argparse type: a whole number of 0 or more."""
    return _whole(text, 0)


def path_text(text: str) -> str:
    """An argparse type: a file or folder name, never empty (``''`` would silently mean here)."""
    if not text:
        raise argparse.ArgumentTypeError("empty path; give a file or folder name")
    return text


def _probe(option: str, path: Path, start: Path) -> None:
    """Refuse ``path`` unless a new file can be made in the nearest existing folder from ``start`` up."""
    folder = next((p for p in (start, *start.parents) if p.exists()), Path("."))
    if not folder.is_dir():
        raise UsageError(f"{option} {path}: {folder} is not a folder")
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        raise UsageError(f"{option} {path}: cannot write there (a file in {folder}: {exc.strerror or exc})") from None


def check_folder(option: str, path: Path | str) -> Path:
    """An output folder (made if missing) that can take new files; a UsageError names the option."""
    out = Path(path)
    if not str(path):
        raise UsageError(f"{option}: empty path; give a folder name")
    if out.exists() and not out.is_dir():
        raise UsageError(f"{option} {out}: exists and is not a folder")
    _probe(option, out, out)
    return out


def check_file(option: str, path: Path | str) -> Path:
    """An output file that can be written (made or replaced); a UsageError names the option."""
    target = Path(path)
    if not str(path):
        raise UsageError(f"{option}: empty path; give a file name")
    if target.is_dir():
        raise UsageError(f"{option} {target}: is a folder; give a file name")
    _probe(option, target, target.parent)
    return target


def write_failed(option: str, path: Path | str, exc: OSError) -> UsageError:
    """The one-line error for an output write that failed after all."""
    return UsageError(f"{option} {path}: cannot write it ({exc.strerror or exc})")


def startup_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--startup-timeout`` with the one default every command uses."""
    parser.add_argument(
        "--startup-timeout",
        type=positive_float,
        default=DEFAULT_STARTUP,
        help=f"seconds an adapter has to start and answer hello (default {DEFAULT_STARTUP:g})",
    )


def parse_impl(command: str) -> list[str]:
    """Split an ``--impl`` command line as a POSIX shell would (no shell is run)."""
    try:
        argv = shlex.split(command)
    except ValueError as exc:
        raise UsageError(f"--impl {command!r}: {exc} (check the quoting)") from None
    if not argv:
        raise UsageError("--impl: empty command")
    return argv


def _setup_failed(command: str, exc: SetupError) -> UsageError:
    tail = exc.stderr.strip()
    more = f"\n--- adapter stderr (last lines) ---\n{for_terminal(tail[-2000:])}" if tail else ""
    return UsageError(
        f"{for_terminal(command, one_line=True)!r}: handshake failed ({exc.cause}): "
        f"{for_terminal(exc.message, one_line=True)}{more}"
    )


SHUTDOWN_GRACE: Final = 1.0
"""Seconds an adapter has to exit after the end of its input (the protocol's shutdown rule)."""


def handshake(argv: list[str], command: str, startup_timeout: float) -> tuple[Handshake, dict[str, Any]]:
    """Start the adapter, greet it and stop it: its handshake, and how it met the protocol's
    shutdown rule (exit promptly with status 0 at the end of its input), as the report's
    ``shutdown`` member.  A failure to start names the cause and shows its stderr tail."""
    impl = Implementation(argv, startup_timeout=startup_timeout)
    try:
        hs = impl.start()
    except SetupError as exc:
        impl.close()
        raise _setup_failed(command, exc) from None
    code = impl.close(grace=SHUTDOWN_GRACE)
    if code == 0:
        return hs, {"clean": True, "detail": "exit status 0 at the end of its input"}
    if code is None:
        return hs, {"clean": False, "detail": f"still running {SHUTDOWN_GRACE:g} s after the end of its input; killed"}
    return hs, {"clean": False, "detail": f"exit status {code} at the end of its input"}


@contextlib.contextmanager
def started(command: str, timeout: float, startup_timeout: float = DEFAULT_STARTUP) -> Iterator[Implementation]:
    """An adapter started from an ``--impl`` command line and greeted; closed on the way out."""
    impl = Implementation(parse_impl(command), timeout=timeout, startup_timeout=startup_timeout)
    try:
        try:
            impl.start()
        except SetupError as exc:
            raise _setup_failed(command, exc) from None
        yield impl
    finally:
        impl.close()


def load_report(path: str) -> dict[str, Any]:
    """A report.json (or the one in a report folder), schema-checked; a UsageError names the file."""
    p = Path(path)
    if p.is_dir():
        p = p / "report.json"
    try:
        data = read_json(p, MAX_REPORT_BYTES)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    problems = validate_report(data)
    if problems:
        raise UsageError(f"{p}: not a conformance report: {problems[0]}")
    return dict(data)
