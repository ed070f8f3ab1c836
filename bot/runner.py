"""Entry points: build the bot and run it by long polling (default) or webhook.

``run_bot(settings)`` is what ``interview-bot bot`` runs, and what ``interview-bot up`` can start beside
the API; ``open_webhook_app(settings)`` gives the API's web server an ASGI app to mount instead — the
same app ``run_bot`` serves on a port of its own in webhook mode.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from contextlib import AsyncExitStack
from urllib.parse import urlsplit

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
from bot.webhook import WebhookApp, serve_app

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
    those already taken finish (up to ``DRAIN_S``) before its sessions close. In webhook mode it serves
    :func:`open_webhook_app`'s app at the path of ``IBOT_WEBHOOK_URL``."""
    if settings.webhook_url:
        url = settings.webhook_url
        path = urlsplit(url).path or "/"
        app, close = await open_webhook_app(settings, api_transport=api_transport, path=path, register=False)
        try:
            listening = functools.partial(app.register, url)
            await serve_app(
                app, webhook_host, webhook_port, listening=listening, handle_signals=handle_signals
            )
        finally:
            await close()
        return
    api = create_api_client(settings, api_transport)
    bot = create_bot(_token(settings), settings.telegram_api_url)
    dispatcher = create_dispatcher(api, notices_every_s=settings.notices_poll_s)
    try:
        await bot.delete_webhook(drop_pending_updates=False)
        await dispatcher.start_polling(
            bot, polling_timeout=polling_timeout, handle_signals=handle_signals, close_bot_session=False
        )
    finally:
        await dispatcher["in_flight"].drained(DRAIN_S)
        await api.aclose()
        await bot.session.close()


async def open_webhook_app(
    settings: BotSettings,
    *,
    api_transport: httpx.AsyncBaseTransport | None = None,
    path: str | None = None,
    register: bool = True,
) -> tuple[WebhookApp, Callable[[], Awaitable[None]]]:
    """An ASGI app to mount at the path of ``IBOT_WEBHOOK_URL`` (e.g. on the API's FastAPI app), with the
    webhook registered at Telegram; call the returned ``close`` on shutdown: it waits for the updates
    already acknowledged (up to ``DRAIN_S``; Telegram will not send them again), then closes. ``path``:
    the one path the app answers (its own server's; mounted, the mount chooses); ``register=False``:
    the caller registers the webhook (``app.register``) once its server listens."""
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
    app = WebhookApp(dispatcher, bot, secret, path=path)
    # last in, first out: the updates acknowledged finish (their tasks, then anything the dispatcher
    # still counts) before the shutdown hooks run and the sessions close under them
    stack.push_async_callback(dispatcher["in_flight"].drained, DRAIN_S)
    stack.push_async_callback(app.drained, DRAIN_S)
    if register:
        await app.register(settings.webhook_url)
    return app, stack.aclose
