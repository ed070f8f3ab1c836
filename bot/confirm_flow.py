"""The two taps under a reading (``bot/reading_views.py``): "确认" records the answer as read — the API
judges it by the time the answer arrived, so a tap after the question's time still counts an answer sent
within it — and "重新作答" records nothing and shows the question again, on its own clock (a question
whose time ran out meanwhile is closed by its timer as soon as it is shown).

Both taps can come twice (a quick double tap carries the message as it was before the first was
answered): the second changes nothing on screen. The confirmation goes under one idempotency key per
reading, whichever tap sends it, so a second one is the first's replay — that is how the bot tells a
reading confirmed (its "✔ 确认" stays) from one discarded, replaced or closed (its buttons go)."""

from __future__ import annotations

from api.schemas import ReadingOut
from bot.candidate import Candidate
from bot.client import ApiError
from bot.conversation import Conversation, Outcome, friendly
from bot.keyboards import Button, DoneCb
from bot.reading_views import reading_reply
from bot.texts import t
from bot.views import Reply


def confirm_key(pending_id: str) -> str:
    """The idempotency key of the reading's confirmation: the same for every tap on it."""
    return f"reading:{pending_id}"


@friendly
async def confirm(conv: Conversation, c: Candidate, session_id: str, pending_id: str) -> Outcome:
    where = conv.where.get(c.telegram_id)
    question = where[2] if where is not None and where[0] == session_id else None
    try:
        question_id = question.id if question else ""
        result = await conv.api.answer(
            c.telegram_id, session_id, question_id, "", confirm_key(pending_id), confirm=pending_id
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
    if result.replayed:  # confirmed by an earlier tap, whose replies and label stand
        return confirmed_already(c)
    if question is not None:
        outcome = await conv._typed_answer(c, result, question)
    else:
        outcome = await conv._after_answer(c, result, typed=True)
    outcome.markup = [[Button("✔ " + t(c.language, "reading_confirm"), DoneCb().pack())]]
    return outcome


def confirmed_already(c: Candidate) -> Outcome:
    """A tap on a reading an earlier tap confirmed: the message keeps the label that tap left."""
    return Outcome(notice=t(c.language, "reading_confirmed_already"))


def gone(c: Candidate) -> Outcome:
    """A tap on a reading discarded, replaced by a new answer or closed with its question: nothing
    changes, its buttons go, and the question is not asked again."""
    return Outcome(notice=t(c.language, "reading_gone"), alert=True, markup=[])


@friendly
async def answer_again(conv: Conversation, c: Candidate, session_id: str, pending_id: str) -> Outcome:
    try:
        await conv.api.discard_reading(c.telegram_id, session_id, pending_id)
    except ApiError as error:
        if error.body.get("reason") == "reading_gone":
            # a tap on "确认" just before (both from the message as first shown) may have confirmed it,
            # and its label stays: the confirmation sent again under its key says so (a replay), and
            # records nothing else — the reading waits no more, and its id is never reused
            return await confirm(conv, c, session_id, pending_id)
        raise
    current = await conv.api.current(c.telegram_id, session_id)
    if current.status == "expired":  # the time ran out while the reading waited: nothing to answer again
        conv.where.forget(c.telegram_id)
        return conv.session_over(c)
    shown = await conv.show_current(c, session_id, current)
    return Outcome([Reply(t(c.language, "reading_discarded")), *shown.replies], markup=[])


async def tapped(conv: Conversation, c: Candidate, session_id: str, pending_id: str, ok: int) -> Outcome:
    return await (
        confirm(conv, c, session_id, pending_id) if ok else answer_again(conv, c, session_id, pending_id)
    )
