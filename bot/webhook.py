"""Webhook mode: one receiver, an ASGI app — mounted on the API's web server, or served by the bot's own.

It checks ``X-Telegram-Bot-Api-Secret-Token`` against ``IBOT_WEBHOOK_SECRET`` and acknowledges at once,
handling the update in the background (Telegram retries slow webhooks); since Telegram will not send an
acknowledged update again, a stop lets the updates taken finish (``drained``) before the bot closes."""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import socket
from collections.abc import Awaitable, Callable, Iterator, MutableMapping
from typing import Any

import uvicorn
from aiogram import Bot, Dispatcher

log = logging.getLogger("bot.webhook")
SECRET_HEADER = b"x-telegram-bot-api-secret-token"
Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


class WebhookApp:
    """A minimal ASGI app: POST an update → 200 (processed in the background); wrong secret → 403.
    ``path``: the one path it answers (its own server; mounted, the mount chooses it)."""

    def __init__(
        self,
        dispatcher: Dispatcher,
        bot: Bot,
        secret: str | None,
        max_body: int = 1 << 20,
        *,
        path: str | None = None,
    ):
        self.dispatcher = dispatcher
        self.bot = bot
        self.secret = secret
        self.max_body = max_body
        self.path = path
        self.tasks: set[asyncio.Task[Any]] = set()

    async def register(self, url: str) -> None:
        """Tell Telegram to send the updates here (with the secret it must echo)."""
        allowed = self.dispatcher.resolve_used_update_types()
        await self.bot.set_webhook(url, secret_token=self.secret, allowed_updates=allowed)

    async def drained(self, timeout: float) -> bool:
        """Whether every update acknowledged was handled within ``timeout`` seconds (a task is made as
        the update is acknowledged, before the dispatcher counts it in flight)."""
        if not self.tasks:
            return True
        _, pending = await asyncio.wait(set(self.tasks), timeout=timeout)
        if pending:
            log.warning("stopping with %d acknowledged updates still being handled", len(pending))
        return not pending

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        if self.path is not None and scope["path"] != self.path:
            return await self._respond(send, 404)
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
        except (ValueError, RecursionError):  # RecursionError: arrays nested past what json.loads takes
            return await self._respond(send, 400)
        if not isinstance(update, dict):  # an update is an object: anything else fails in the dispatcher
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


class _Server(uvicorn.Server):
    """uvicorn, leaving SIGINT/SIGTERM alone when the process has its own handlers (``interview-bot up``:
    the API's server stops the bot by cancelling it)."""

    def __init__(self, config: uvicorn.Config, *, handle_signals: bool) -> None:
        super().__init__(config)
        self.handle_signals = handle_signals

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        if not self.handle_signals:
            yield
            return
        with super().capture_signals():
            yield


async def serve_app(
    app: WebhookApp,
    host: str,
    port: int,
    *,
    listening: Callable[[], Awaitable[None]],
    handle_signals: bool = True,
) -> None:
    """The webhook app on the bot's own server until a signal or cancellation; either way the server
    stops taking requests and closes its socket before this returns. ``listening`` runs once the port
    takes connections (registering the webhook: Telegram's first update may come at once)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    listener = socket.create_server((host, port), family=family)  # a request now waits in its backlog
    config = uvicorn.Config(app, lifespan="off", log_level="warning", access_log=False)
    server = _Server(config, handle_signals=handle_signals)
    serving = asyncio.create_task(server.serve(sockets=[listener]))
    log.info("webhook server on %s:%s", host, port)
    try:
        await listening()
        await asyncio.shield(serving)
    finally:
        server.should_exit = True
        await serving
