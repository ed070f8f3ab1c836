"""Data rights in the chat: ``/mydata`` (a JSON file of everything stored about the candidate) and
``/forget`` (after a confirmation button: practice and notebook deleted, interviews pseudonymised).
Transport-independent, on top of :class:`Conversation`; the API does the work."""

from __future__ import annotations

import time
from dataclasses import dataclass

from api.schemas import plural
from bot.candidate import Candidate, speaking
from bot.client import ApiError
from bot.conversation import Conversation, Outcome, friendly
from bot.keyboards import Button, ForgetCb
from bot.texts import t
from bot.views import Reply

CONFIRMATION_MINUTES = 15  # an old confirmation button erases nothing


def now_minutes() -> int:
    return int(time.time() // 60)


@dataclass(frozen=True)
class ExportFile:
    filename: str
    content: bytes
    caption: str


async def my_data(conv: Conversation, c: Candidate) -> ExportFile | Outcome:
    """The file to send, or the polite failure when the API cannot say."""
    try:
        with speaking(c.language):  # not ``friendly``: it answers with a file
            export = await conv.api.my_data(c.telegram_id)
    except ApiError as error:
        return conv.failure(c, error)
    answers = sum(len(session.answers) for session in export.sessions)
    sessions, cards = len(export.sessions), len(export.notebook)
    caption = t(
        c.language,
        "mydata_caption",
        sessions=sessions,
        answers=answers,
        cards=cards,
        sessions_text=plural(sessions, "interview or practice session", "interviews or practice sessions"),
        answers_text=plural(answers, "answer", "answers"),
        cards_text=plural(cards, "notebook card", "notebook cards"),
    )
    content = export.model_dump_json(indent=2).encode()
    return ExportFile(f"mydata-{c.telegram_id}.json", content, caption)


async def confirm_forget(c: Candidate, at: int | None = None) -> Outcome:
    """The question, with the two buttons (the click says when it was asked)."""
    at = now_minutes() if at is None else at
    buttons = [
        Button("🗑 " + t(c.language, "forget_yes"), ForgetCb(ok=1, at=at).pack()),
        Button(t(c.language, "forget_cancel"), ForgetCb(ok=0, at=at).pack()),
    ]
    return Outcome([Reply(t(c.language, "forget_confirm"), buttons=[buttons])])


@friendly
async def forget_chosen(
    conv: Conversation, c: Candidate, choice: ForgetCb, now: int | None = None
) -> Outcome:
    """A click on the confirmation: erase (when it is recent), or leave everything as it is."""
    now = now_minutes() if now is None else now
    if not choice.ok:
        text = t(c.language, "forget_cancelled")
        return Outcome(notice=text, markup=[], edit_text=text)
    if not 0 <= now - choice.at <= CONFIRMATION_MINUTES:
        text = t(c.language, "forget_expired")
        return Outcome(notice=text, alert=True, markup=[], edit_text=text)
    done = await conv.api.forget(c.telegram_id)
    conv.where.forget(c.telegram_id)
    conv.explained.forget(c.telegram_id)
    conv.timers.disarm(c.telegram_id)  # an interview in progress has ended
    conv.languages.forget(c.telegram_id)  # the language on record went with the rest
    counts = (done.practice_sessions_deleted, done.notebook_cards_deleted, done.interviews_pseudonymised)
    if not any(counts):  # a second tap (or nothing stored): what a first one erased stays on screen
        return Outcome(notice=t(c.language, "forget_nothing"), markup=[])
    text = t(
        c.language,
        "forget_done",
        practice=done.practice_sessions_deleted,
        cards=done.notebook_cards_deleted,
        interviews=done.interviews_pseudonymised,
        practice_text=plural(done.practice_sessions_deleted, "practice session", "practice sessions"),
        cards_text=plural(done.notebook_cards_deleted, "notebook card", "notebook cards"),
        interviews_text=plural(done.interviews_pseudonymised, "interview", "interviews"),
    )
    return Outcome(notice=text[:190], markup=[], edit_text=text)
