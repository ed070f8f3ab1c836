"""The two taps under a reading (``bot/reading_views.py``): "确认" records the answer as read — the API
judges it by the time the answer arrived, so a tap after the question's time still counts an answer sent
within it — and "重新作答" records nothing and shows the question again, on its own clock (a question
whose time ran out meanwhile is closed by its timer as soon as it is shown)."""

from __future__ import annotations

from api.schemas import ReadingOut
from bot.candidate import Candidate
from bot.client import ApiError
from bot.conversation import Conversation, Outcome, friendly
from bot.keyboards import Button, DoneCb
from bot.reading_views import reading_reply
from bot.texts import t
from bot.views import Reply


@friendly
async def confirm(conv: Conversation, c: Candidate, session_id: str, pending_id: str, key: str) -> Outcome:
    where = conv.where.get(c.telegram_id)
    question = where[2] if where is not None and where[0] == session_id else None
    try:
        result = await conv.api.answer(
            c.telegram_id, session_id, question.id if question else "", "", key, confirm=pending_id
        )
    except ApiError as error:
        if error.body.get("reason") == "reading_gone":
            return gone(c)
        if error.body.get("status_now") == "expired":
            conv.where.forget(c.telegram_id)
            return conv.session_over(c)
        if error.body.get("status_now"):  # stopped or finished since: nothing was recorded, and the
            conv.where.forget(c.telegram_id)  # question was not answered ("already answered" is untrue)
            return Outcome(notice=t(c.language, "refused_finished"), alert=True, markup=[])
        raise
    if isinstance(result, ReadingOut):  # not expected of a confirmation; shown again rather than lost
        return Outcome([reading_reply(result, c.language)], markup=[])
    if question is not None:
        outcome = await conv._typed_answer(c, result, question)
    else:
        outcome = await conv._after_answer(c, result, typed=True)
    outcome.markup = [[Button("✔ " + t(c.language, "reading_confirm"), DoneCb().pack())]]
    return outcome


def gone(c: Candidate) -> Outcome:
    """A tap on a reading that waits no more (confirmed, answered again, replaced by a new answer, its
    question closed): nothing changes, and the question is not asked again."""
    return Outcome(notice=t(c.language, "reading_gone"), alert=True, markup=[])


@friendly
async def answer_again(conv: Conversation, c: Candidate, session_id: str, pending_id: str) -> Outcome:
    try:
        await conv.api.discard_reading(c.telegram_id, session_id, pending_id)
    except ApiError as error:
        if error.body.get("reason") == "reading_gone":
            return gone(c)
        raise
    current = await conv.api.current(c.telegram_id, session_id)
    if current.status == "expired":  # the time ran out while the reading waited: nothing to answer again
        conv.where.forget(c.telegram_id)
        return conv.session_over(c)
    shown = await conv.show_current(c, session_id, current)
    return Outcome([Reply(t(c.language, "reading_discarded")), *shown.replies], markup=[])


async def tapped(
    conv: Conversation, c: Candidate, session_id: str, pending_id: str, ok: int, key: str
) -> Outcome:
    return await (
        confirm(conv, c, session_id, pending_id, key) if ok else answer_again(conv, c, session_id, pending_id)
    )
