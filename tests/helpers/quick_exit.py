"""The test process ends as soon as the session has reported, without the interpreter's own clean-up.

After the last line of the summary, Python's finalisation frees every object the session made, one by
one — the app, index and store objects of hundreds of tests — which takes seconds in a long session and
longer in each pytest-xdist worker (its controller waits for them before it prints the summary).
Nothing is written then, so this handler ends the process first: it is registered when the suite's
plugins load, so every exit handler registered later (pytest's temporary-directory clean-up, the
template databases', the executors') has run before it; it shuts logging down, flushes the standard
streams, and exits with the session's status. A process whose session never finished (a usage error,
``--help``) exits the ordinary way.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
import sys

import pytest

_sessions: list[pytest.Session] = []


def pytest_sessionstart(session: pytest.Session) -> None:
    _sessions.append(session)


def _exit_now() -> None:
    if not _sessions:
        return
    status = int(_sessions[-1].exitstatus)
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        if stream is not None:
            with contextlib.suppress(OSError, ValueError):  # closed or gone: nothing left to write
                stream.flush()
    os._exit(status)


atexit.register(_exit_now)
