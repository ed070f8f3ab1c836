"""Ending the process without the interpreter's teardown, once a command has succeeded.

For a command that wrote nothing a finaliser would persist (a search that did not sync): unloading the
thousands of modules Chroma, pydantic and numpy bring costs more CPU than the search itself. A command
asks for it with :func:`exit_at_once`; :func:`interview_bot.cli.main` honours it. A module of its own so
that the commands need not import the command line that imports them.
"""

from __future__ import annotations

_requested = False


def exit_at_once() -> None:
    """Let the command line end the process at once when this command succeeds."""
    global _requested
    _requested = True


def requested() -> bool:
    return _requested
