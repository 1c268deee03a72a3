"""The ``pinochle-conformance`` console script's module.

Its first statements make a Ctrl-C or SIGTERM that arrives while the harness is still being
imported end the process at once and quietly, with a stopped run's exit code (130, 143),
instead of a traceback: nothing has started yet, so nothing is left behind. :func:`entry`
then installs the run's own handlers (:mod:`conformance_report.interrupts`). Only the console
script imports this module; the CLI itself is :mod:`conformance_report.cli`.
"""

import os
import signal
from types import FrameType


def _stopped_while_starting(signum: int, frame: FrameType | None) -> None:
    os._exit(128 + signum)


signal.signal(signal.SIGINT, _stopped_while_starting)
signal.signal(signal.SIGTERM, _stopped_while_starting)

from conformance_report.cli import entry  # noqa: E402  (after the handlers, by design)

__all__ = ["entry"]
