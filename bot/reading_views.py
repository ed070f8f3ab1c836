"""The reading of a typed answer, shown back for the candidate to confirm: "我理解你的答案是：C" with
"确认" and "重新作答". The API records nothing until the tap (``bot/confirm_flow.py`` handles it)."""

from __future__ import annotations

from api.schemas import ReadingOut
from bot.keyboards import Button, ReadingCb
from bot.texts import t
from bot.views import Reply


def reading_reply(reading: ReadingOut, lang: str) -> Reply:
    """The prompt and its two buttons; their data carries the session and the short pending id only."""
    pending = reading.confirmation.id
    buttons = [
        [
            Button(
                "✅ " + t(lang, "reading_confirm"), ReadingCb(s=reading.session_id, k=pending, ok=1).pack()
            ),
            Button("✏️ " + t(lang, "reading_again"), ReadingCb(s=reading.session_id, k=pending, ok=0).pack()),
        ]
    ]
    return Reply(t(lang, "reading_prompt", reading=reading.reading), buttons=buttons)
