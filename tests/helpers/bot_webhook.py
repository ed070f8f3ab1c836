"""The bot in webhook mode, for the e2e tests: its settings, an update as Telegram POSTs it, and the two
ways the webhook runs — the ASGI app the API's web server can mount, and the bot's own server on a
loopback port — each with a client to POST to it.

aiogram (through bot.runner) is imported where a webhook opens, not here: its import costs about 2.6 s
of CPU, which every pytest-xdist worker would pay to collect a file that imports this one, though one
runs it (tests/helpers/scheduling.py hands the files that run the bot to one worker)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import httpx
from pydantic import SecretStr

from bot.settings import BotSettings
from tests.helpers.api_fixtures import Api
from tests.helpers.bot_fixtures import TOKEN
from tests.helpers.fake_telegram import FakeTelegram

HEADER = "X-Telegram-Bot-Api-Secret-Token"


def webhook_settings(tg: FakeTelegram, api: Api, url: str, secret: str | None) -> BotSettings:
    return BotSettings(
        telegram_token=SecretStr(TOKEN),
        telegram_api_url=tg.base_url,
        api_url="http://testserver",
        service_token=api.settings.service_token,
        webhook_url=url,
        webhook_secret=SecretStr(secret) if secret else None,
    )


def headers_for(secret: str | None) -> dict[str, str]:
    return {} if secret is None else {HEADER: secret}


def help_update(tg: FakeTelegram, user_id: int) -> dict[str, Any]:
    """A "/help" from ``user_id``, to POST: delivered by webhook, not by getUpdates."""
    update = tg.send_text(user_id, "/help")
    tg.updates.remove(update)
    return update


@contextlib.asynccontextmanager
async def mounted_webhook(
    settings: BotSettings, api: Api, api_transport: httpx.AsyncBaseTransport | None = None
) -> AsyncIterator[httpx.AsyncClient]:
    """A client of the mountable webhook app (``api_transport``: how the bot reaches ``api``), closed
    after as the API's web server closes it."""
    from bot.runner import open_webhook_app

    transport = api_transport or httpx.ASGITransport(app=api.app)
    app, close = await open_webhook_app(settings, api_transport=transport)
    try:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://bot") as client:
            yield client
    finally:
        await close()


@contextlib.asynccontextmanager
async def own_webhook_server(
    tg: FakeTelegram,
    settings: BotSettings,
    api: Api,
    port: int,
    api_transport: httpx.AsyncBaseTransport | None = None,
) -> AsyncIterator[httpx.AsyncClient]:
    """A client of the bot's own webhook server on ``port``, once it has set its webhook; the bot is
    stopped after."""
    from bot.runner import run_bot

    transport = api_transport or httpx.ASGITransport(app=api.app)
    task = asyncio.create_task(
        run_bot(settings, api_transport=transport, webhook_host="127.0.0.1", webhook_port=port)
    )
    try:
        await tg.wait_for(lambda: tg.webhook is not None)
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as client:
            yield client
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
