"""Imported first by the fork server that starts the worker processes (see
:func:`conformance_report.spec.session._context`), before anything else it preloads.

The fork server is started with SIGINT blocked, so a Ctrl-C sent to the whole process group
while it starts cannot end it with a KeyboardInterrupt traceback (the run decides what a
stop ends: its workers are stopped by the parent).  Here SIGINT is ignored, which also drops
one already waiting, and unblocked again for the workers forked from it.
"""

import signal

signal.signal(signal.SIGINT, signal.SIG_IGN)
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
