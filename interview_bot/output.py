"""How the command line writes for a reader: the command's name as it can be typed again here, and
tables that stay one line per row when the output is not a terminal (a pipe, a file, a CI log)."""

from __future__ import annotations

import os
import shutil
import sys

from rich.console import Console

PIPE_WIDTH = 160  # columns a table takes when stdout is not a terminal (Rich would assume 80)


def cli_name() -> str:
    """``interview-bot`` when that name runs this program from the PATH, else the path it was run by
    (``.venv/bin/interview-bot`` after the README's commands, which leave the PATH as it was)."""
    invoked = sys.argv[0] if sys.argv and sys.argv[0] else "interview-bot"
    on_path = shutil.which("interview-bot")
    if on_path and os.path.realpath(on_path) == os.path.realpath(invoked):
        return "interview-bot"
    if os.path.basename(invoked) != "interview-bot":  # python -m, or a test harness: the usual spelling
        return ".venv/bin/interview-bot" if os.path.exists(".venv/bin/interview-bot") else "interview-bot"
    relative = os.path.relpath(invoked)
    return relative if not relative.startswith("..") else invoked


def no_organisation(name: str) -> str:
    """The error of a command naming an organisation the store does not have, with the command that
    makes one as it can be typed here."""
    return f"no organisation {name!r} (create it with: {cli_name()} admin create-org NAME)"


def table_console() -> Console:
    """A console for tables: the terminal's width (or ``COLUMNS``), else ``PIPE_WIDTH`` without colour
    when piped."""
    if sys.stdout.isatty() or os.environ.get("COLUMNS", "").isdigit():
        return Console()
    return Console(width=PIPE_WIDTH, color_system=None, soft_wrap=False)
