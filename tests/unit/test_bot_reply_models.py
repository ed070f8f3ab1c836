"""The bot's session keeps aiogram's reply models: ``Response[Message]`` is built once, not per call.

pydantic holds a generic model such as ``Response[Message]`` only weakly; without a reference of the
bot's own, the collector frees it after each call and the next call builds it again (~10 ms)."""

from __future__ import annotations

import gc
import weakref
from typing import Any

from aiogram.methods import SendMessage
from aiogram.methods.base import Response

from bot.runner import create_bot

TOKEN = "123456789:AAF-test-token_for-the-fake-server"


async def test_a_reply_model_outlives_the_collector_once_the_bot_has_used_it() -> None:
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
