"""The reading shown back for confirmation, without a network: both languages, the reading escaped, and
callback data that fits Telegram's 64 bytes with the longest session and pending ids the API makes."""

from __future__ import annotations

import secrets
from datetime import UTC, datetime

import pytest

from api.schemas import ConfirmationOut, ReadingOut
from bot.keyboards import ReadingCb
from bot.reading_views import reading_reply

SID = "f16dcf2289ef4532adf1e83a51fc4340"  # a session id: 32 hex characters


def reading(text: str, pending: str | None = None) -> ReadingOut:
    confirmation = ConfirmationOut(id=pending or secrets.token_urlsafe(9), arrived_at=datetime.now(UTC))
    return ReadingOut(
        session_id=SID,
        question_id="seed000-30",
        position=0,
        reading=text,
        prompt="",
        confirmation=confirmation,
    )


@pytest.mark.parametrize(
    ("lang", "prompt", "labels"),
    [
        ("zh", "我理解你的答案是：232GB", ["✅ 确认", "✏️ 重新作答"]),
        ("en", "I read your answer as: 232GB", ["✅ Confirm", "✏️ Answer again"]),
    ],
)
def test_the_prompt_and_its_two_buttons(lang: str, prompt: str, labels: list[str]) -> None:
    reply = reading_reply(reading("232GB"), lang)
    assert reply.html == prompt
    assert [button.text for row in reply.buttons for button in row] == labels


def test_the_buttons_carry_the_session_and_the_pending_id_in_64_bytes() -> None:
    pending = secrets.token_urlsafe(9)
    assert len(pending) == 12
    reply = reading_reply(reading("C", pending), "zh")
    confirm, again = (ReadingCb.unpack(button.data) for row in reply.buttons for button in row)
    assert (confirm.s, confirm.k, confirm.ok) == (SID, pending, 1)
    assert (again.s, again.k, again.ok) == (SID, pending, 0)
    assert all(len(button.data.encode()) <= 64 for row in reply.buttons for button in row)


def test_a_code_reading_is_escaped() -> None:
    reply = reading_reply(reading("x < y && z"), "zh")
    assert reply.html == "我理解你的答案是：x &lt; y &amp;&amp; z"
