"""Webhook mode: the bot's own aiohttp server, or an ASGI app the API's web server can mount.

Both check ``X-Telegram-Bot-Api-Secret-Token`` against ``IBOT_WEBHOOK_SECRET`` and acknowledge at once,
handling the update in the background (Telegram retries slow webhooks)."""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from aiogram import Bot, Dispatcher

log = logging.getLogger("bot.webhook")
SECRET_HEADER = b"x-telegram-bot-api-secret-token"
Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


class WebhookApp:
    """A minimal ASGI app: POST an update → 200 (processed in the background); wrong secret → 403."""

    def __init__(self, dispatcher: Dispatcher, bot: Bot, secret: str | None, max_body: int = 1 << 20):
        self.dispatcher = dispatcher
        self.bot = bot
        self.secret = secret
        self.max_body = max_body
        self.tasks: set[asyncio.Task[Any]] = set()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        if scope["method"] != "POST":
            return await self._respond(send, 405)
        headers = dict(scope.get("headers") or [])
        if self.secret and not hmac.compare_digest(headers.get(SECRET_HEADER, b""), self.secret.encode()):
            return await self._respond(send, 403)
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if len(body) > self.max_body:
                return await self._respond(send, 413)
            if not message.get("more_body"):
                break
        try:
            update = json.loads(body)
        except ValueError:
            return await self._respond(send, 400)
        task = asyncio.create_task(self.dispatcher.feed_raw_update(self.bot, update))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        await self._respond(send, 200)

    @staticmethod
    async def _respond(send: Send, status: int) -> None:
        await send(
            {
                "type": "http.response.start",
                "status": status,
                "headers": [(b"content-type", b"application/json")],
            }
        )
        await send({"type": "http.response.body", "body": b"{}"})


async def serve_webhook(
    dispatcher: Dispatcher, bot: Bot, url: str, secret: str | None, host: str, port: int
) -> None:
    """The bot's own webhook server (aiohttp, as in aiogram's examples) until cancelled."""
    from urllib.parse import urlsplit

    from aiogram.webhook.aiohttp_server import SimpleRequestHandler, setup_application
    from aiohttp import web

    app = web.Application()
    SimpleRequestHandler(dispatcher=dispatcher, bot=bot, secret_token=secret).register(
        app, path=urlsplit(url).path or "/"
    )
    setup_application(app, dispatcher, bot=bot)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    await site.start()
    await bot.set_webhook(url, secret_token=secret, allowed_updates=dispatcher.resolve_used_update_types())
    log.info("webhook server on %s:%s for %s", host, port, url)
    try:
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()
