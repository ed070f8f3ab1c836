"""``interview-bot bot`` (the Telegram bot alone, for scale-out) and ``interview-bot chat`` (the same
conversation in the terminal, against a running API)."""

from __future__ import annotations

import asyncio
import contextlib
import getpass
import io
import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from api.schemas.base import MAX_TELEGRAM_ID, Language

DataDirOption = Annotated[
    Path | None, typer.Option("--data-dir", help="Data directory (default: IBOT_DATA_DIR or ./data).")
]
ApiUrlOption = Annotated[
    str | None, typer.Option("--api-url", help="The API (default: IBOT_API_URL or http://127.0.0.1:8000).")
]


def register(app: typer.Typer) -> None:
    app.command(
        "bot", help="Run the Telegram bot only (long polling, or webhook when IBOT_WEBHOOK_URL is set)."
    )(bot_command)
    app.command("chat", help="Try an interview or a practice in the terminal, against a running API.")(
        chat_command
    )


def _fail(message: str) -> None:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code=1)


def bot_command(
    data_dir: DataDirOption = None,
    api_url: ApiUrlOption = None,
    webhook_port: Annotated[int, typer.Option("--webhook-port", help="Own webhook server's port.")] = 8081,
) -> None:
    """Run the Telegram bot against the API."""
    from bot.runner import run_bot
    from bot.settings import load_bot_settings

    settings = load_bot_settings(data_dir=data_dir, api_url=api_url)
    if settings.telegram_token is None:
        _fail("IBOT_TELEGRAM_TOKEN is not set (get one from @BotFather)")
    try:
        settings.resolve_service_token()
    except RuntimeError as error:
        _fail(str(error))
    mode = f"webhook {settings.webhook_url}" if settings.webhook_url else "long polling"
    typer.echo(f"Telegram bot: {mode}, API {settings.api_url}")
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run_bot(settings, webhook_port=webhook_port))


def chat_command(
    invite: Annotated[
        str | None, typer.Option("--invite", help="An invite token (the deep link's start=…).")
    ] = None,
    user_id: Annotated[
        int | None,
        typer.Option(
            "--user-id",
            min=1,  # a Telegram user id, as the API takes one: refused here, not by every request
            max=MAX_TELEGRAM_ID,
            help="Who you are to the API (default: from your uid).",
        ),
    ] = None,
    lang: Annotated[
        Language | None,  # zh or en, as everywhere else: refused here, never read as zh
        typer.Option("--lang", help="zh or en (default: the invite's language, else zh)."),
    ] = None,
    data_dir: DataDirOption = None,
    api_url: ApiUrlOption = None,
) -> None:
    """The bot's conversation in the terminal: numbers click buttons, /help lists the commands."""
    # the API's client, not bot.runner's factory of it: bot.runner brings aiogram, whose import builds
    # every Telegram type's pydantic schema (about 2.6 s of CPU), for a terminal that uses none of them
    from bot.candidate import Candidate
    from bot.client import ApiClient
    from bot.conversation import Conversation
    from bot.settings import load_bot_settings
    from bot.terminal import chat_loop

    settings = load_bot_settings(data_dir=data_dir, api_url=api_url)
    try:
        api = ApiClient(settings.api_url, settings.resolve_service_token())
    except RuntimeError as error:
        _fail(str(error))
    name = getpass.getuser()
    candidate = Candidate(
        telegram_id=user_id if user_id is not None else 9_000_000_000 + os.getuid(),
        name=name,
        username=name,
        language="en" if lang == "en" else "zh",  # with an invite and no --lang: the invite's, below
    )
    conversation = Conversation(api)
    conversation.languages.set(candidate.telegram_id, candidate.language)
    typer.echo(
        f"API {settings.api_url}", err=True
    )  # for whoever runs it; the candidate's welcome is the chat's

    if isinstance(sys.stdin, io.TextIOWrapper):
        # bytes the terminal's encoding cannot decode are read as U+FFFD, as Telegram shows them: kept as
        # Python keeps them (strict: UnicodeDecodeError; surrogateescape: lone surrogates, which no
        # request can carry) they stopped the chat with a traceback
        sys.stdin.reconfigure(errors="replace")

    async def read_line() -> str | None:
        line = await asyncio.to_thread(sys.stdin.readline)
        return line if line else None

    async def main() -> None:
        try:
            # charts go to a private temporary directory (printed with each chart), never the cwd
            await chat_loop(
                conversation,
                candidate,
                read_line,
                typer.echo,
                None,
                invite,
                follow_invite_language=lang is None,
            )
        finally:
            await api.aclose()

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(main())
