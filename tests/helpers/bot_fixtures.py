"""Fixtures for the bot's end-to-end tests: the fake Telegram server, the real API in-process, the real
aiogram bot polling the fake server, and a candidate who types and clicks.

The bot's modules and the fake Telegram server (aiohttp) are imported where the harness starts, not at
the top: this module is registered for the whole suite (``tests/conftest.py``), and importing aiogram
takes seconds, aiohttp most of one, that a run without a bot test — the unit tier, pytest-xdist's
controller — need not spend."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx
import pytest

from tests.helpers.api_fixtures import SERVICE_TOKEN, Api, api_settings, running_api
from tests.helpers.polling import WAIT_S

if TYPE_CHECKING:
    from bot.client import ApiClient
    from bot.conversation import Conversation
    from bot.memory import Languages
    from tests.helpers.fake_telegram import FakeTelegram, Sent

TOKEN = "123456789:AAF-test-token_for-the-fake-server"


def _languages() -> Languages:
    from bot.memory import Languages

    return Languages()


class SwitchableTransport(httpx.AsyncBaseTransport):
    """The API's ASGI transport with an off switch (the API "down for a moment")."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        self.inner = inner
        self.down = False
        self.requests = 0
        self.calls: list[tuple[str, str]] = []  # (method, path), in order

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.requests += 1
        self.calls.append((request.method, request.url.path))
        if self.down:
            raise httpx.ConnectError("connection refused (test: API down)", request=request)
        return await self.inner.handle_async_request(request)


async def close_session(bot: Any) -> None:
    """The bot's HTTP session closed without the 250 ms aiogram's ``AiohttpSession.close`` waits for TLS
    connections to wind down: the fake Bot API is plain HTTP on loopback, and every bot test (and every
    restart in one) would wait it out."""
    client = getattr(bot.session, "_session", None)  # aiohttp's ClientSession, made on the first call
    if client is None:
        await bot.session.close()
    elif not client.closed:
        await client.close()


@dataclass
class BotHarness:
    tg: FakeTelegram
    api: Api
    transport: SwitchableTransport
    languages: Languages = field(default_factory=_languages)
    task: asyncio.Task[Any] | None = None
    dispatcher: Any = None
    bot: Any = None
    client: ApiClient | None = None
    notices_every_s: float = 0.0  # recruiters' Telegram notices: fetched this often (0: not at all)

    async def start(self) -> None:
        from bot.client import ApiClient
        from bot.dispatcher import create_dispatcher
        from bot.runner import create_bot
        from bot.timers import Timers

        self.client = ApiClient(
            "http://testserver",
            self.api.settings.service_token.get_secret_value(),
            transport=self.transport,
            retries=2,
            backoff=0.05,
        )
        self.bot = bot = create_bot(TOKEN, self.tg.base_url)
        # the question timers read the API's clock, which tests move forward (checked every 50 ms)
        timers = Timers(clock=self.api.clock, tick=0.05)
        self.dispatcher = create_dispatcher(
            self.client, languages=self.languages, timers=timers, notices_every_s=self.notices_every_s
        )
        self.task = asyncio.create_task(
            self.dispatcher.start_polling(
                bot, polling_timeout=1, handle_signals=False, close_bot_session=False
            )
        )
        await self.tg.wait_for(lambda: self.tg.polls > 0)

    async def stop(self) -> None:
        if self.task is not None:
            with contextlib.suppress(RuntimeError):
                await self.dispatcher.stop_polling()
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.wait_for(self.task, 10)
            self.task = None
            await close_session(self.bot)
        if self.client is not None:
            await self.client.aclose()
            self.client = None

    async def restart(self, forget_languages: bool = True) -> None:
        await self.stop()
        if forget_languages:
            self.languages = _languages()
        await self.start()

    async def invite(self, **body: Any) -> dict[str, Any]:
        key = await self.api.recruiter_key("Acme")
        body = {"question_count": 3, "reveal": "each", "title": "ML engineer", **body}
        response = await self.api.client.post("/v1/invites", json=body, headers=self.api.recruiter(key))
        assert response.status_code == 201, response.text
        return dict(response.json())

    def candidate(self, user_id: int, language: str = "zh-hans") -> Candidate:
        return Candidate(self, user_id, language)


@dataclass
class Candidate:
    """One Telegram user: types, clicks, and waits for the bot's replies."""

    h: BotHarness
    user_id: int
    language: str = "zh-hans"

    @property
    def tg(self) -> FakeTelegram:
        return self.h.tg

    def messages(self) -> list[Sent]:
        return self.tg.bot_messages(self.user_id)

    def say(self, text: str) -> dict[str, Any]:
        return self.tg.send_text(self.user_id, text, self.language)

    def click(self, message: Sent, label_or_data: str) -> dict[str, Any]:
        data = (
            label_or_data
            if any(d == label_or_data for _, d in message.buttons)
            else message.button(label_or_data)
        )
        return self.tg.click(self.user_id, message, data, self.language)

    async def answered(self, update: dict[str, Any], timeout: float = WAIT_S) -> dict[str, Any]:
        """The answerCallbackQuery for a click."""
        callback_id = update["callback_query"]["id"]
        return dict(await self.tg.wait_for(lambda: self.tg.answered_callbacks.get(callback_id), timeout))

    async def reply(self, contains: str, after: int, timeout: float = WAIT_S) -> Sent:
        """The first bot message after the ``after``-th that contains ``contains``."""

        def found() -> Sent | None:
            return next((m for m in self.messages()[after:] if contains in m.text), None)

        return await self.tg.wait_for(found, timeout)  # type: ignore[no-any-return]

    def mark(self) -> int:
        return len(self.messages())

    async def ask(self, text: str, expect: str) -> Sent:
        """Say ``text``: the first bot message after it that contains ``expect``."""
        before = self.mark()
        self.say(text)
        return await self.reply(expect, before)

    async def settle(self) -> None:
        """Wait until the bot has handled every update this candidate sent so far: it handles one update
        at a time per candidate, so once a /help sent now is answered, everything before it is."""
        await self.ask("/help", "/help — ")  # every help text's last line, in both languages


@pytest.fixture
async def fake_tg() -> AsyncIterator[FakeTelegram]:
    from tests.helpers.fake_telegram import FakeTelegram

    tg = FakeTelegram()
    await tg.start()
    try:
        yield tg
    finally:
        await tg.stop()


@pytest.fixture
async def bot_api(tmp_path: Path, real_index: Any, api_catalog: Any) -> AsyncIterator[Api]:
    """The real API (SQLite, the real index), in-process with its lifespan run."""
    url = f"sqlite+aiosqlite:///{tmp_path / 'store.db'}"
    async with running_api(api_settings(tmp_path, url), real_index, api_catalog) as running:
        yield running


@contextlib.asynccontextmanager
async def api_client(api: Api) -> AsyncIterator[ApiClient]:
    """The bot's real ApiClient against ``api`` in-process, closed after: a new one is what a new bot or
    ``interview-bot chat`` process has."""
    from bot.client import ApiClient

    client = ApiClient("http://testserver", SERVICE_TOKEN, transport=httpx.ASGITransport(app=api.app))
    try:
        yield client
    finally:
        await client.aclose()


@pytest.fixture
async def conversation(bot_api: Api) -> AsyncIterator[Conversation]:
    """The bot's conversation (its real ApiClient) against ``bot_api`` in-process: no Telegram."""
    from bot.conversation import Conversation

    async with api_client(bot_api) as client:
        yield Conversation(client)


@contextlib.asynccontextmanager
async def running_bot(tg: FakeTelegram, api: Api, **options: Any) -> AsyncIterator[BotHarness]:
    """The bot polling ``tg`` and reaching ``api`` through a switchable transport, stopped after;
    ``options``: more of ``BotHarness``'s fields."""
    h = BotHarness(tg, api, SwitchableTransport(httpx.ASGITransport(app=api.app)), **options)
    await h.start()
    try:
        yield h
    finally:
        await h.stop()


@pytest.fixture
async def harness(fake_tg: FakeTelegram, bot_api: Api) -> AsyncIterator[BotHarness]:
    async with running_bot(fake_tg, bot_api) as h:
        yield h
        await fake_tg.wait_for(lambda: not fake_tg.unanswered_callbacks())  # every click answered
