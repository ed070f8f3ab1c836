"""Buttons: Begin, an answer, a multiple choice's toggles and Submit — each click on top of
:class:`Conversation`, transport-free like ``practice_flow`` (``bot.buttons`` routes every button).

A click the API does not take says why (the session is over, the question timed out, was skipped or
answered, or is not the current one yet), and a stale message loses its buttons; the label left on an
answered question keeps its place when tapped again.
"""

from __future__ import annotations

from typing import Literal

from api.schemas import QuestionOut, ReadingOut
from bot.candidate import Candidate
from bot.client import ApiError
from bot.conversation import Conversation, Outcome, friendly
from bot.keyboards import mask_letters
from bot.reading_views import reading_reply
from bot.render import number
from bot.texts import t
from bot.verdicts import answer_label, answered_keyboard, shown_verdict
from bot.views import question_keyboard

# why an answer is not taken, and what the candidate reads for each (the API's ``reason`` where it is
# precise; "not_current" is not: a button of an earlier question was answered, skipped or timed out)
REFUSALS = {
    "late": "refused_late",
    "not_current": "refused_not_current",
    "already_answered": "refused_answered",
    "skipped": "refused_skipped",
    "vanished": "refused_vanished",
    "session_over": "session_over",
    "finished": "refused_finished",
}
PRECISE = {"late", "already_answered", "vanished", "session_over"}


@friendly
async def begin(conv: Conversation, c: Candidate, session_id: str) -> Outcome:
    """Begin shows the first question once: a second tap (an old rules message) shows nothing twice."""
    session = await conv.api.open_session(c.telegram_id)
    if session is None or session.id != session_id:
        return Outcome(notice=t(c.language, "refused_finished"), alert=True, markup=[])
    if session.started_at is not None:
        return Outcome(notice=t(c.language, "begun_already"), markup=[])
    shown = await conv.show_current(c, session_id)
    return Outcome(shown.replies, markup=[])


async def question_for_click(
    conv: Conversation, c: Candidate, session_id: str, position: int
) -> QuestionOut | Literal["over"] | None:
    """The question a button belongs to, if it is still the one to answer (else None: stale; "over":
    the session's time has ended)."""
    where = conv.where.get(c.telegram_id)
    if where is not None and where[:2] == (session_id, position):
        return where[2]
    current = await conv.api.current(c.telegram_id, session_id)
    if current.status == "expired":
        return "over"
    if current.status != "active" or current.position != position or current.question is None:
        return None
    conv.where.set(c.telegram_id, session_id, position, current.question)
    return current.question


async def refusal(
    conv: Conversation, c: Candidate, session_id: str, position: int, error: ApiError | None = None
) -> tuple[str, str]:
    """Why an answer to question ``position`` is not taken — the API's ``reason`` when it gives one,
    else what the session says (over, or where it is and what became of that question) — and the words
    for it."""
    body = error.body if error is not None else {}
    reason = body.get("reason")
    current_position = None
    if reason not in PRECISE:
        reason, current_position = await _closed_because(conv, c, session_id, position)
    text = t(c.language, REFUSALS[str(reason)], n=number(position), m=number(current_position or 0))
    return str(reason), text


async def _closed_because(
    conv: Conversation, c: Candidate, session_id: str, position: int
) -> tuple[str, int | None]:
    current = await conv.api.current(c.telegram_id, session_id)
    active = current.status == "active"
    if active and position > current.position:
        return "not_current", current.position
    # asked even of a session over: a second tap on its last question was answered, not refused by the end
    transcript = await conv._transcript(c, session_id)
    entry = next((a for a in transcript.answers if a.position == position), None) if transcript else None
    if entry is None and not active:
        return "finished", None
    # recorded with nothing shown of it: passed over as it left the bank (the API refuses an answer to
    # it as "vanished"), not skipped by the candidate
    if entry is not None and entry.question is None:
        return "vanished", current.position
    if entry is not None and entry.timed_out:
        return "late", current.position
    if entry is not None and entry.skipped:
        return "skipped", current.position
    return "already_answered", current.position


async def _refused(
    conv: Conversation, c: Candidate, session_id: str, position: int, error: ApiError | None = None
) -> Outcome:
    """A stale button: the reason in an alert, and the message's buttons go — but an answered question's
    message keeps the label its answer left (a quick second tap carries the buttons as first shown)."""
    reason, text = await refusal(conv, c, session_id, position, error)
    if reason == "already_answered":
        return Outcome(notice=text)
    if reason == "vanished":  # passed over by the API: the next question (or the end) at once
        shown = await conv.show_current(c, session_id)
        return Outcome(shown.replies, notice=text, alert=True, markup=[])
    return Outcome(notice=text, alert=True, markup=[])


@friendly
async def choose(
    conv: Conversation,
    c: Candidate,
    session_id: str,
    position: int,
    value: str,
    key: str,
    poll: bool = False,
) -> Outcome:
    """An option chosen (a button, or ``poll``: a quiz poll's vote, whose own explanation is on screen)."""
    question = await question_for_click(conv, c, session_id, position)
    if question == "over":
        return conv.session_over(c)
    if question is None or isinstance(question, str):
        return await _refused(conv, c, session_id, position)
    try:
        result = await conv.api.answer(c.telegram_id, session_id, question.id, value, key)
    except ApiError as error:
        if error.body.get("status_now") == "expired":
            conv.where.forget(c.telegram_id)
            return conv.session_over(c)
        if error.status == 409 or error.kind == "already_answered":
            conv.where.forget(c.telegram_id)
            return await _refused(conv, c, session_id, position, error)
        raise
    if isinstance(result, ReadingOut):  # a button's value is a bare answer; never expected
        return Outcome([reading_reply(result, c.language)])
    label = answer_label(question, value, c.language)
    outcome = await conv._after_answer(c, result, question, with_takeaway=not poll)
    markup = answered_keyboard(c.language, label, shown_verdict(result))
    return Outcome(outcome.replies, notice=None, markup=markup)


@friendly
async def toggle(conv: Conversation, c: Candidate, session_id: str, position: int, mask: int) -> Outcome:
    question = await question_for_click(conv, c, session_id, position)
    if question == "over":
        return conv.session_over(c)
    if question is None or isinstance(question, str):
        return await _refused(conv, c, session_id, position)
    conv.where.tick(c.telegram_id, session_id, position, mask)  # for a copy shown again
    markup = question_keyboard(question, session_id, position, c.language, mask)
    return Outcome(notice=mask_letters(mask, list(question.options)) or None, markup=markup)


@friendly
async def submit(
    conv: Conversation, c: Candidate, session_id: str, position: int, mask: int, key: str
) -> Outcome:
    if not mask:
        return Outcome(notice=t(c.language, "submit_empty"), alert=True)
    question = await question_for_click(conv, c, session_id, position)
    if question == "over":
        return conv.session_over(c)
    if question is None or isinstance(question, str):
        return await _refused(conv, c, session_id, position)
    letters = mask_letters(mask, list(question.options))
    return await choose(conv, c, session_id, position, letters, key)
