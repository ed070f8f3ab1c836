"""The interview: the Begin button, answer buttons (single, true/false), multi-select toggles and
Submit, and typed answers (code, calculation, open questions — or a letter for a choice question)."""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.types import CallbackQuery, Message

from bot.client import Candidate
from bot.conversation import Conversation
from bot.delivery import deliver
from bot.keyboards import AnswerCb, BeginCb, DoneCb, SubmitCb, ToggleCb


def click_key(query: CallbackQuery) -> str:
    return f"cb:{query.id}"


def message_key(message: Message) -> str:
    return f"msg:{message.chat.id}:{message.message_id}"


async def begin(
    query: CallbackQuery, callback_data: BeginCb, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    await deliver(
        bot,
        query.from_user.id,
        await conversation.begin(candidate, callback_data.s),
        query,
        timers=conversation.timers,
    )


async def choose(
    query: CallbackQuery, callback_data: AnswerCb, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    data = callback_data
    outcome = await conversation.choose(candidate, data.s, data.p, data.v, click_key(query))
    await deliver(bot, query.from_user.id, outcome, query, timers=conversation.timers)


async def toggle(
    query: CallbackQuery, callback_data: ToggleCb, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    data = callback_data
    await deliver(
        bot,
        query.from_user.id,
        await conversation.toggle(candidate, data.s, data.p, data.m),
        query,
        timers=conversation.timers,
    )


async def submit(
    query: CallbackQuery, callback_data: SubmitCb, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    data = callback_data
    outcome = await conversation.submit(candidate, data.s, data.p, data.m, click_key(query))
    await deliver(bot, query.from_user.id, outcome, query, timers=conversation.timers)


async def answered(query: CallbackQuery, bot: Bot, conversation: Conversation, candidate: Candidate) -> None:
    await deliver(
        bot,
        query.from_user.id,
        await conversation.click(candidate, query.data or "", click_key(query)),
        query,
        timers=conversation.timers,
    )


async def typed_answer(message: Message, bot: Bot, conversation: Conversation, candidate: Candidate) -> None:
    if message.forward_origin is not None:  # someone else's words: refused in an interview, flagged
        outcome = await conversation.forwarded(candidate, message.text or "", message_key(message))
    else:
        outcome = await conversation.text(
            candidate, message.text or "", message_key(message), message.message_id
        )
    await deliver(bot, message.chat.id, outcome, timers=conversation.timers)


async def edited_answer(message: Message, bot: Bot, conversation: Conversation, candidate: Candidate) -> None:
    """An edited message changes nothing on record: the edit is kept and flagged, the first answer stands."""
    outcome = await conversation.edited(candidate, message_key(message), message.text or "")
    await deliver(bot, message.chat.id, outcome, timers=conversation.timers)


def create_router() -> Router:
    router = Router(name="interview")
    router.callback_query.register(begin, BeginCb.filter())
    router.callback_query.register(choose, AnswerCb.filter())
    router.callback_query.register(toggle, ToggleCb.filter())
    router.callback_query.register(submit, SubmitCb.filter())
    router.callback_query.register(answered, DoneCb.filter())
    router.message.register(typed_answer, F.chat.type == "private", F.text, ~F.text.startswith("/"))
    router.edited_message.register(edited_answer, F.chat.type == "private")
    return router
