"""Dispatcher middlewares (updates in flight, replayed updates, the candidate, one update at a time per
user) and request middlewares: one waits out flood control (429 ``retry_after``), one keeps aiogram's
response models built."""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from aiogram import BaseMiddleware
from aiogram.client.session.middlewares.base import BaseRequestMiddleware, NextRequestMiddlewareType
from aiogram.exceptions import TelegramRetryAfter
from aiogram.methods import TelegramMethod
from aiogram.methods.base import Response, TelegramType
from aiogram.types import TelegramObject, Update, User

from bot.candidate import Candidate
from bot.client import ApiClient
from bot.memory import Languages, UserLocks

if TYPE_CHECKING:
    from aiogram import Bot

log = logging.getLogger("bot.middlewares")
Handler = Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]]


class InFlight(BaseMiddleware):
    """Counts the updates being handled, so that a stop lets them finish (``drained``) before the bot's
    sessions close under them: polling stops taking updates, the ones already taken are answered."""

    def __init__(self) -> None:
        self.count = 0
        self._idle = asyncio.Event()
        self._idle.set()

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        self.count += 1
        self._idle.clear()
        try:
            return await handler(event, data)
        finally:
            self.count -= 1
            if self.count == 0:
                self._idle.set()

    async def drained(self, timeout: float) -> bool:
        """Whether every update taken was handled within ``timeout`` seconds."""
        try:
            async with asyncio.timeout(timeout):
                await self._idle.wait()
        except TimeoutError:
            log.warning("stopping with %d updates still being handled", self.count)
            return False
        return True


class ReplayGuard(BaseMiddleware):
    """Drops an update this process has already seen (Telegram retries deliver the same update_id).

    Across restarts the API's idempotency keys (the callback or message id) make a replay harmless."""

    def __init__(self, size: int = 50_000) -> None:
        self._seen: OrderedDict[int, None] = OrderedDict()
        self.size = size

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        if isinstance(event, Update):
            if event.update_id in self._seen:
                log.info("dropping replayed update %s", event.update_id)
                return None
            self._seen[event.update_id] = None
            if len(self._seen) > self.size:
                self._seen.popitem(last=False)
        return await handler(event, data)


class CandidateContext(BaseMiddleware):
    """Puts ``candidate`` (id, name, language: their open session's, else their own) into the handler
    data; one update at a time per user."""

    def __init__(self, languages: Languages, api: ApiClient, locks: UserLocks | None = None) -> None:
        self.languages = languages
        self.api = api
        self.locks = locks or UserLocks()

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        user: User | None = data.get("event_from_user")
        if user is None:
            return await handler(event, data)
        async with self.locks.hold(user.id):
            data["candidate"] = Candidate(
                telegram_id=user.id,
                name=user.full_name,
                username=user.username,
                language=await self.languages.recall(user.id, user.language_code, self.api),
                timezone=self.languages.zone(user.id),
            ).speaking_in(self.languages.session(user.id))
            return await handler(event, data)


class RetryAfterMiddleware(BaseRequestMiddleware):
    """Waits out ``429 Too Many Requests`` (``retry_after`` seconds) and repeats the call."""

    def __init__(self, attempts: int = 5, max_wait: float = 60.0) -> None:
        self.attempts = attempts
        self.max_wait = max_wait

    async def __call__(
        self,
        make_request: NextRequestMiddlewareType[TelegramType],
        bot: Bot,
        method: TelegramMethod[TelegramType],
    ) -> Response[TelegramType]:
        for _ in range(self.attempts - 1):
            try:
                return await make_request(bot, method)
            except TelegramRetryAfter as error:
                wait = min(float(error.retry_after), self.max_wait)
                log.warning("flood control on %s: waiting %.1f s", type(method).__name__, wait)
                await asyncio.sleep(wait)
        return await make_request(bot, method)


class KeepResponseModels(BaseRequestMiddleware):
    """Keeps the response model of every Bot API method this bot has called, so it is built once.

    aiogram reads each reply as ``Response[method.__returning__]``, a generic pydantic model made on
    first use. pydantic caches such models only weakly, and nothing else holds them, so the cyclic
    collector frees the model after the call and the next call builds it again, several times per
    update: building it was the largest cost of a busy bot (py-spy under ``bench/bench_bot.py``).
    Holding one reference per method type makes every later lookup a hit."""

    def __init__(self) -> None:
        self._kept: dict[type[TelegramMethod[Any]], type[Response[Any]]] = {}

    async def __call__(
        self,
        make_request: NextRequestMiddlewareType[TelegramType],
        bot: Bot,
        method: TelegramMethod[TelegramType],
    ) -> Response[TelegramType]:
        kind = type(method)
        if kind not in self._kept:
            self._kept[kind] = Response[method.__returning__]  # type: ignore[name-defined]
        return await make_request(bot, method)
