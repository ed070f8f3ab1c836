"""/start (the invite deep link), /help, /lang, /history, and help for anything not understood."""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.types import CallbackQuery, Message

from bot.client import Candidate
from bot.conversation import Conversation
from bot.delivery import deliver
from bot.keyboards import LangCb


async def start(
    message: Message, command: CommandObject, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    outcome = await conversation.start(candidate, (command.args or "").strip() or None)
    await deliver(bot, message.chat.id, outcome, timers=conversation.timers)


async def show_help(message: Message, bot: Bot, conversation: Conversation, candidate: Candidate) -> None:
    await deliver(bot, message.chat.id, await conversation.help(candidate), timers=conversation.timers)


async def choose_language(
    message: Message, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    await deliver(
        bot, message.chat.id, await conversation.choose_language(candidate), timers=conversation.timers
    )


async def language_chosen(
    query: CallbackQuery, callback_data: LangCb, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    outcome = await conversation.set_language(candidate, callback_data.code)
    await deliver(bot, query.from_user.id, outcome, query, timers=conversation.timers)


async def history(message: Message, bot: Bot, conversation: Conversation, candidate: Candidate) -> None:
    await deliver(bot, message.chat.id, await conversation.history(candidate), timers=conversation.timers)


async def not_understood(
    message: Message, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    await deliver(
        bot, message.chat.id, await conversation.not_understood(candidate), timers=conversation.timers
    )


async def unknown_click(
    query: CallbackQuery, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    outcome = await conversation.click(candidate, query.data or "", f"cb:{query.id}")
    await deliver(bot, query.from_user.id, outcome, query, timers=conversation.timers)


def create_router() -> Router:
    router = Router(name="common")
    router.message.register(start, CommandStart())
    router.message.register(show_help, Command("help"))
    router.message.register(choose_language, Command("lang"))
    router.callback_query.register(language_chosen, LangCb.filter())
    router.message.register(history, Command("history"))
    return router


def create_fallback_router() -> Router:
    """Attached last: unknown commands, stickers, photos … get help; stray clicks still get an answer."""
    router = Router(name="fallback")
    router.message.register(not_understood, F.chat.type == "private")
    router.callback_query.register(unknown_click)
    return router
