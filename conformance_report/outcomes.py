"""How a scenario ended for an implementation.

passed | failed | errored | unsupported | skipped | not_applicable | other_reading.
"""

from __future__ import annotations

from typing import Any, Final

STATUSES: Final = ("passed", "failed", "errored", "unsupported", "skipped", "not_applicable", "other_reading")


class ImplementationError(Exception):
    """The implementation did not answer usably: it replied with an error (``by`` = adapter) or
    the harness caught a crash, timeout or protocol violation (``by`` = harness)."""

    def __init__(self, by: str, cause: str, message: str, details: Any = None, stderr: str = "") -> None:
        self.by = by
        self.cause = cause
        self.details = details
        self.stderr = stderr
        super().__init__(f"{by} error ({cause}): {message}")


class Mismatch(AssertionError):
    """A *Then* step whose expected answer differs from the implementation's answer."""

    def __init__(self, what: str, expected: Any, actual: Any) -> None:
        self.what = what
        self.expected = expected
        self.actual = actual
        super().__init__(f"{what}: expected {expected!r}, got {actual!r}")


UNSUPPORTED_PREFIX: Final = "unsupported: "
