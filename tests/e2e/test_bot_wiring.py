"""The bot's aiogram wiring: routers built per dispatcher (a second dispatcher, e.g. after a restart,
must work), its commands in both languages, and aiogram's reply models kept by the bot's session.

No server is started here, but aiogram is imported, and its import takes seconds (pydantic builds every
Bot API type): so these tests sit with the bot's other tests in the end-to-end tier, whose workers import
aiogram for those anyway, and the unit tier imports none of it. Every pytest-xdist worker imports each
test module to collect it, so the modules under test are imported by the fixtures below, in the worker
that runs this file only.
That the bot imports nothing of the project but the API's wire schemas is checked in a fresh
interpreter: tests/integration/test_bot_import_boundary.py; that the conversation does without aiogram,
by an import-linter contract (pyproject.toml)."""

from __future__ import annotations

import gc
import weakref
from types import ModuleType
from typing import Any

import httpx
import pytest

from bot.client import ApiClient

TOKEN = "123456789:AAF-test-token_for-the-fake-server"


@pytest.fixture(scope="module")
def dispatcher() -> ModuleType:
    from bot import dispatcher

    return dispatcher


def test_two_dispatchers_in_one_process(dispatcher: ModuleType) -> None:
    api = ApiClient(
        "http://api.test",
        "token-0123456789abcdef",
        transport=httpx.MockTransport(lambda r: httpx.Response(500)),
    )
    first, second = dispatcher.create_dispatcher(api), dispatcher.create_dispatcher(api)
    names = [router.name for router in second.sub_routers]
    assert first is not second and names == [router.name for router in first.sub_routers]
    assert {"common", "rights", "practice", "interview"} <= set(names) and names[-1] == "fallback"


def test_commands_in_both_languages(dispatcher: ModuleType) -> None:
    zh, en = dispatcher.bot_commands("zh"), dispatcher.bot_commands("en")
    assert [c.command for c in zh] == [c.command for c in en] == list(dispatcher.COMMANDS)
    assert all(c.description for c in zh + en) and zh[0].description != en[0].description


async def test_a_reply_model_outlives_the_collector_once_the_bot_has_used_it() -> None:
    """pydantic holds a generic model such as ``Response[Message]`` only weakly; without a reference of
    the bot's own, the collector frees it after each call and the next call builds it again (~10 ms)."""
    from aiogram.methods import SendMessage
    from aiogram.methods.base import Response

    from bot.runner import create_bot

    bot = create_bot(TOKEN, "http://127.0.0.1:9")
    models: list[weakref.ref[type]] = []

    async def make_request(bot: Any, method: SendMessage, timeout: Any = None) -> Any:
        model = Response[method.__returning__]  # type: ignore[name-defined]
        models.append(weakref.ref(model))
        return model.model_validate({"ok": True, "result": None})

    try:
        call = bot.session.middleware.wrap_middlewares(make_request)
        await call(bot, SendMessage(chat_id=1, text="hi"))
        gc.collect()
        kept = models[0]()
        assert kept is not None, "the reply model was freed: the next call would build it again"
        await call(bot, SendMessage(chat_id=1, text="again"))
        assert models[1]() is kept
    finally:
        await bot.session.close()
