"""The ``interview-bot`` command line: the composition root that wires bank, retrieval, api and bot.

A command's module imports what the command needs (the store, the LLM judge, the bot…), and
importing all of them costs more than a quick ``interview-bot search`` or ``admin`` does itself
(SQLAlchemy, Alembic, the reader and LangChain's language models). So :func:`main` registers only the
module that owns the command named on the command line; ``--help`` and any other invocation get them all.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

import typer

from interview_bot import quick_exit


def _bank() -> ModuleType:
    from interview_bot.commands import bank_commands

    return bank_commands


def _grade() -> ModuleType:
    from interview_bot.commands import grade_command

    return grade_command


def _retrieval() -> ModuleType:
    from interview_bot.commands import retrieval_commands

    return retrieval_commands


def _service() -> ModuleType:
    from interview_bot.commands import service_commands

    return service_commands


def _bot() -> ModuleType:
    from interview_bot.commands import bot_commands

    return bot_commands


# command name -> the module that registers it: a command starts with its own module's imports alone (the
# others' — the store, the reader, LangChain — cost more than most commands' work: the suite starts
# `admin`, `bank`, `chat` and `search` as processes dozens of times)
COMMAND_MODULES: dict[str, Callable[[], ModuleType]] = {
    "bank": _bank,
    "grade": _grade,
    "search": _retrieval,
    "index": _retrieval,
    "up": _service,  # the first start counts every second: not the grading CLI's imports too
    "api": _service,
    "admin": _service,
    "bot": _bot,
    "chat": _bot,
}


def create_app(command: str | None = None) -> typer.Typer:
    """The command line; with ``command`` one of :data:`COMMAND_MODULES`, only that command's module."""
    app = typer.Typer(
        name="interview-bot",
        help="A chat-based technical interview bot: question bank, retrieval, API and Telegram bot.",
        no_args_is_help=True,
        add_completion=False,
    )
    if command in COMMAND_MODULES:
        app.callback()(lambda: None)  # a group, even with one command registered: `search` stays a word
        COMMAND_MODULES[command]().register(app)
        return app
    for module in dict.fromkeys(COMMAND_MODULES.values()):  # --help, or a word that is no command
        module().register(app)
    return app


_full_app: typer.Typer | None = None


def __getattr__(name: str) -> Any:
    """``interview_bot.cli.app``: every command (built on first use)."""
    global _full_app
    if name == "app":
        if _full_app is None:
            _full_app = create_app()
        return _full_app
    raise AttributeError(name)


def one_blas_thread() -> None:
    """NumPy's OpenBLAS on one thread, unless the environment chose a number: the service's NumPy work
    (item calibration and ability estimates, on vectors of a few thousand numbers) gains nothing from
    more, and OpenBLAS's threads spin waiting for each other on the cores the answer turns need. OpenBLAS
    reads the setting once, when NumPy is first imported, so it is made before any command is."""
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def refuse_undecodable_arguments() -> None:
    """Exit 2 on an argument that is no UTF-8 text: Python keeps each byte it cannot decode as half of a
    surrogate pair, which no store, index or terminal can write — an organisation's name typed in a
    GBK or Latin-1 terminal failed deep in a command, most often with a traceback."""
    for arg in sys.argv[1:]:
        try:
            arg.encode()
        except UnicodeEncodeError:
            typed = os.fsencode(arg)
            sys.stderr.write(
                f"error: the argument {typed!r} is not UTF-8 text: use a UTF-8 terminal "
                "(e.g. LANG=C.UTF-8) and type it again\n"
            )
            raise SystemExit(2) from None


def main() -> None:
    one_blas_thread()
    refuse_undecodable_arguments()
    words = [arg for arg in sys.argv[1:] if not arg.startswith("-")]
    try:
        create_app(words[0] if words else None)()
    except SystemExit as done:
        if quick_exit.requested() and done.code in (None, 0):
            try:
                sys.stdout.flush()
                sys.stderr.flush()
            except OSError:  # e.g. the reader of a pipe went away: what Python's own exit answers
                os._exit(120)
            os._exit(0)
        raise
