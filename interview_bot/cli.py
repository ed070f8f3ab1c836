"""The ``interview-bot`` command line: the composition root that wires bank, retrieval, api and bot."""

from __future__ import annotations

import typer

from interview_bot.commands import (
    bank_commands,
    bot_commands,
    grade_command,
    retrieval_commands,
    service_commands,
)

app = typer.Typer(
    name="interview-bot",
    help="A chat-based technical interview bot: question bank, retrieval, API and Telegram bot.",
    no_args_is_help=True,
    add_completion=False,
)
bank_commands.register(app)
grade_command.register(app)
retrieval_commands.register(app)
service_commands.register(app)
bot_commands.register(app)


def main() -> None:
    app()
