"""Entry points: build the bot and run it by long polling (default) or webhook.

``run_bot(settings)`` is what ``interview-bot bot`` runs, and what ``interview-bot up`` can start beside
the API; ``open_webhook_app(settings)`` gives the API's web server an ASGI app to mount instead.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from contextlib import AsyncExitStack

import httpx
from aiogram import Bot, Dispatcher
from aiogram.client.default import DefaultBotProperties
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.enums import ParseMode

from bot.client import ApiClient
from bot.dispatcher import create_dispatcher
from bot.middlewares import KeepResponseModels, RetryAfterMiddleware
from bot.settings import BotSettings
from bot.webhook import WebhookApp, serve_webhook

log = logging.getLogger("bot")
DRAIN_S = 10.0  # how long a stop waits for the updates already taken (an answer, its reply)


def create_bot(token: str, telegram_api_url: str | None = None) -> Bot:
    """The aiogram ``Bot``: HTML by default, 429s waited out, reply models built once (see
    ``KeepResponseModels``), pointed at another Bot API server if asked."""
    if telegram_api_url:
        session = AiohttpSession(api=TelegramAPIServer.from_base(telegram_api_url.rstrip("/")))
    else:
        session = AiohttpSession()
    session.middleware(RetryAfterMiddleware())
    session.middleware(KeepResponseModels())
    default = DefaultBotProperties(parse_mode=ParseMode.HTML, link_preview_is_disabled=True)
    return Bot(token, session=session, default=default)


def _token(settings: BotSettings) -> str:
    if settings.telegram_token is None:
        raise RuntimeError("IBOT_TELEGRAM_TOKEN is not set")
    return settings.telegram_token.get_secret_value()


def create_api_client(settings: BotSettings, transport: httpx.AsyncBaseTransport | None = None) -> ApiClient:
    return ApiClient(settings.api_url, settings.resolve_service_token(), transport=transport)


async def run_bot(
    settings: BotSettings,
    *,
    api_transport: httpx.AsyncBaseTransport | None = None,
    polling_timeout: int = 30,
    handle_signals: bool = True,
    webhook_host: str = "0.0.0.0",
    webhook_port: int = 8081,
) -> None:
    """Run until stopped (SIGINT/SIGTERM, or cancellation). Stopped, it takes no more updates and lets
    those already taken finish (up to ``DRAIN_S``) before its sessions close."""
    secret = settings.require_webhook_secret() if settings.webhook_url else None
    api = create_api_client(settings, api_transport)
    bot = create_bot(_token(settings), settings.telegram_api_url)
    dispatcher = create_dispatcher(api, notices_every_s=settings.notices_poll_s)
    try:
        if settings.webhook_url:
            await serve_webhook(dispatcher, bot, settings.webhook_url, secret, webhook_host, webhook_port)
        else:
            await bot.delete_webhook(drop_pending_updates=False)
            await dispatcher.start_polling(
                bot, polling_timeout=polling_timeout, handle_signals=handle_signals, close_bot_session=False
            )
    finally:
        await dispatcher["in_flight"].drained(DRAIN_S)
        await api.aclose()
        await bot.session.close()


async def open_webhook_app(
    settings: BotSettings, *, api_transport: httpx.AsyncBaseTransport | None = None
) -> tuple[WebhookApp, Callable[[], Awaitable[None]]]:
    """An ASGI app to mount at the path of ``IBOT_WEBHOOK_URL`` (e.g. on the API's FastAPI app), with the
    webhook registered at Telegram; call the returned ``close`` on shutdown."""
    if not settings.webhook_url:
        raise RuntimeError("IBOT_WEBHOOK_URL is not set")
    secret = settings.require_webhook_secret()
    stack = AsyncExitStack()
    api = create_api_client(settings, api_transport)
    stack.push_async_callback(api.aclose)
    bot = create_bot(_token(settings), settings.telegram_api_url)
    stack.push_async_callback(bot.session.close)
    dispatcher: Dispatcher = create_dispatcher(api, notices_every_s=settings.notices_poll_s)
    await dispatcher.emit_startup(bot=bot)
    stack.push_async_callback(dispatcher.emit_shutdown, bot=bot)
    await bot.set_webhook(
        settings.webhook_url, secret_token=secret, allowed_updates=dispatcher.resolve_used_update_types()
    )
    return WebhookApp(dispatcher, bot, secret), stack.aclose
