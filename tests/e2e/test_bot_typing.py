"""A reply that takes more than a second shows "typing…" in the chat while it is made (grading an open
answer, drawing a chart); a quick one sends no chat action. The one delivering middleware does it, for
every handler, against the fake Bot API with aiogram's real Bot."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from bot.conversation import Outcome
from bot.timers import Timers
from bot.views import Reply
from tests.helpers.bot_fixtures import TOKEN
from tests.helpers.fake_telegram import FakeTelegram

if TYPE_CHECKING:
    from aiogram.types import Message

# aiogram (its types, through bot.runner and bot.delivery) is imported inside the tests, not here: its
# import costs about 2.6 s of CPU, which every pytest-xdist worker would pay to collect this file, though
# one runs it (tests/helpers/scheduling.py hands the files that run the bot to one worker)


def _message(chat_id: int) -> Message:
    from aiogram.types import Chat, Message

    return Message(message_id=1, date=0, chat=Chat(id=chat_id, type="private"), text="answer")  # type: ignore[arg-type]


async def test_slow_replies_show_typing_and_quick_ones_do_not(fake_tg: FakeTelegram) -> None:
    from bot.delivery import Delivers
    from bot.runner import create_bot

    bot = create_bot(TOKEN, fake_tg.base_url)
    delivers = Delivers(Timers())

    def reply_once(ready: Callable[[], Awaitable[Any]]) -> Any:
        async def handler(event: Any, data: dict[str, Any]) -> Outcome:
            await ready()
            return Outcome([Reply("graded")])

        return handler

    def typing_shown() -> Awaitable[Any]:
        # the slow reply is made only once "typing…" is seen, however late a loaded machine's loop runs the
        # chat action's timer (a reply of a fixed 1.6 s could finish first, and no typing was sent)
        return fake_tg.wait_for(lambda: any(call.method == "sendChatAction" for call in fake_tg.calls))

    try:
        await delivers(reply_once(lambda: asyncio.sleep(0)), _message(41), {"bot": bot})
        await delivers(reply_once(typing_shown), _message(42), {"bot": bot})
    finally:
        await bot.session.close()
    actions = [call.params for call in fake_tg.calls if call.method == "sendChatAction"]
    assert [(int(a["chat_id"]), a["action"]) for a in actions] == [(42, "typing")]
    assert [m.text for m in fake_tg.bot_messages(41)] == ["graded"]
    assert [m.text for m in fake_tg.bot_messages(42)] == ["graded"]
