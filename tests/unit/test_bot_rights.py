"""The /forget confirmation without the API: cancel and an expired button change nothing (no call made)."""

from __future__ import annotations

import httpx

from bot.candidate import Candidate
from bot.client import ApiClient
from bot.conversation import Conversation
from bot.keyboards import ForgetCb
from bot.rights_flow import CONFIRMATION_MINUTES, confirm_forget, forget_chosen


def refusing() -> httpx.MockTransport:
    def handler(request: httpx.Request) -> httpx.Response:
        raise AssertionError(f"no API call expected, got {request.method} {request.url}")

    return httpx.MockTransport(handler)


async def test_cancel_and_expired_confirmations_erase_nothing() -> None:
    conversation = Conversation(ApiClient("http://api.invalid", "token", transport=refusing()))
    me = Candidate(8701, language="en")
    asked = await confirm_forget(me, at=1000)
    labels = [button.text for button in asked.replies[0].buttons[0]]
    assert labels == ["🗑 Yes, erase", "Cancel"]

    cancelled = await forget_chosen(conversation, me, ForgetCb(ok=0, at=1000), now=1001)
    assert cancelled.edit_text == "Cancelled: nothing was changed." and cancelled.markup == []
    expired = await forget_chosen(
        conversation, me, ForgetCb(ok=1, at=1000), now=1000 + CONFIRMATION_MINUTES + 1
    )
    assert expired.edit_text is not None and expired.edit_text.startswith("This confirmation has expired")
    from_the_future = await forget_chosen(conversation, me, ForgetCb(ok=1, at=2000), now=1000)
    assert from_the_future.edit_text == expired.edit_text
    await conversation.api.aclose()


async def test_the_confirmation_is_in_chinese_by_default() -> None:
    asked = await confirm_forget(Candidate(8702), at=5)
    assert asked.replies[0].html.startswith("<b>删除我的数据？</b>")
    assert ForgetCb.unpack(asked.replies[0].buttons[0][0].data) == ForgetCb(ok=1, at=5)
