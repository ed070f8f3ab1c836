"""The interview: the Begin button, answer buttons (single, true/false), multi-select toggles and
Submit, and typed answers (code, calculation, open questions — or a letter for a choice question).

Handlers return an :class:`Outcome`; ``bot.delivery.Delivers`` sends it."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.types import CallbackQuery, Message

from bot import click_flow, confirm_flow, signals_flow
from bot.candidate import Candidate
from bot.conversation import Conversation, Outcome
from bot.handlers import Clicked
from bot.keyboards import AnswerCb, BeginCb, DoneCb, ReadingCb, SubmitCb, ToggleCb


def click_key(query: CallbackQuery) -> str:
    return f"cb:{query.id}"


def message_key(message: Message) -> str:
    return f"msg:{message.chat.id}:{message.message_id}"


async def begin(
    query: CallbackQuery, callback_data: BeginCb, conversation: Conversation, candidate: Candidate
) -> Outcome:
    return await click_flow.begin(conversation, candidate, callback_data.s)


async def choose(
    query: CallbackQuery, callback_data: AnswerCb, conversation: Conversation, candidate: Candidate
) -> Outcome:
    data = callback_data
    return await click_flow.choose(conversation, candidate, data.s, data.p, data.v, click_key(query))


async def toggle(
    query: CallbackQuery, callback_data: ToggleCb, conversation: Conversation, candidate: Candidate
) -> Outcome:
    data = callback_data
    return await click_flow.toggle(conversation, candidate, data.s, data.p, data.m)


async def submit(
    query: CallbackQuery, callback_data: SubmitCb, conversation: Conversation, candidate: Candidate
) -> Outcome:
    data = callback_data
    return await click_flow.submit(conversation, candidate, data.s, data.p, data.m, click_key(query))


async def reading(
    query: CallbackQuery, callback_data: ReadingCb, conversation: Conversation, candidate: Candidate
) -> Outcome:
    """确认 / 重新作答 under a reading of a typed answer (``bot/confirm_flow.py``)."""
    data = callback_data
    return await confirm_flow.tapped(conversation, candidate, data.s, data.k, data.ok)


async def answered(query: CallbackQuery, conversation: Conversation, candidate: Candidate) -> Outcome:
    return await click_flow.click(conversation, candidate, query.data or "", click_key(query))


async def typed_answer(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    if message.forward_origin is not None:  # someone else's words: refused in an interview, flagged
        return await signals_flow.forwarded(conversation, candidate, message.text or "", message_key(message))
    return await conversation.text(candidate, message.text or "", message_key(message), message.message_id)


async def edited_answer(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    """An edited message changes nothing on record: the edit is kept and flagged, the first answer stands."""
    return await signals_flow.edited(conversation, candidate, message_key(message), message.text or "")


def create_router() -> Router:
    router = Router(name="interview")
    router.callback_query.register(begin, Clicked(BeginCb))
    router.callback_query.register(choose, Clicked(AnswerCb))
    router.callback_query.register(toggle, Clicked(ToggleCb))
    router.callback_query.register(submit, Clicked(SubmitCb))
    router.callback_query.register(reading, Clicked(ReadingCb))
    router.callback_query.register(answered, Clicked(DoneCb))
    router.message.register(typed_answer, F.chat.type == "private", F.text, ~F.text.startswith("/"))
    router.edited_message.register(edited_answer, F.chat.type == "private")
    return router
