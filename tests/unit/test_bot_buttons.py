"""The one table of buttons Telegram and the terminal chat route by: every kind of button the bot
writes is in it, and data it cannot read is answered as a stale button, never an error."""

from __future__ import annotations

import pytest

from bot import keyboards
from bot.buttons import TABLE, click
from bot.candidate import Candidate
from bot.client import ApiClient
from bot.conversation import Conversation


def test_every_kind_of_button_is_routed() -> None:
    kinds = {
        value
        for value in vars(keyboards).values()
        if isinstance(value, type) and issubclass(value, keyboards.CallbackData)
    }
    kinds.discard(keyboards.CallbackData)
    assert kinds and kinds == set(TABLE), kinds ^ set(TABLE)


@pytest.mark.parametrize("data", ["a:only-a-session", "z:not-a-number", "d:extra", "q:1", ""])
async def test_data_it_cannot_read_is_a_stale_button(data: str) -> None:
    api = ApiClient("http://api.invalid", "service-token-0123456789")  # never reached: nothing to ask
    try:
        outcome = await click(Conversation(api), Candidate(1, language="en"), data, "cb:1")
    finally:
        await api.aclose()
    assert outcome.notice == "This button is no longer active." and outcome.markup == []
