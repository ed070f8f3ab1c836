"""/start (the invite deep link), /help, /lang, /history, and help for anything not understood.

Handlers return an :class:`Outcome`; ``bot.delivery.Delivers`` sends it."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.types import CallbackQuery, Message

from bot import click_flow, preferences_flow
from bot.candidate import Candidate
from bot.conversation import Conversation, Outcome
from bot.handlers import Clicked
from bot.keyboards import LangCb, ZoneCb


async def start(
    message: Message, command: CommandObject, conversation: Conversation, candidate: Candidate
) -> Outcome:
    return await conversation.start(candidate, (command.args or "").strip() or None)


async def show_help(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    return await conversation.help(candidate)


async def choose_language(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    return await preferences_flow.choose_language(candidate)


async def language_chosen(
    query: CallbackQuery, callback_data: LangCb, conversation: Conversation, candidate: Candidate
) -> Outcome:
    return await preferences_flow.set_language(conversation, candidate, callback_data.code)


async def settings(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    return await preferences_flow.settings(candidate)


async def zone_chosen(
    query: CallbackQuery, callback_data: ZoneCb, conversation: Conversation, candidate: Candidate
) -> Outcome:
    return await preferences_flow.set_timezone(conversation, candidate, callback_data.z)


async def history(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    return await preferences_flow.history(conversation, candidate)


async def not_understood(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    """An unknown command, or a sticker, photo, voice note …: one short line for the state it came in."""
    command = bool(message.text and message.text.startswith("/"))
    return await conversation.not_understood(candidate, command=command)


async def unknown_click(query: CallbackQuery, conversation: Conversation, candidate: Candidate) -> Outcome:
    return await click_flow.click(conversation, candidate, query.data or "", f"cb:{query.id}")


def create_router() -> Router:
    router = Router(name="common")
    router.message.register(start, CommandStart())
    router.message.register(show_help, Command("help"))
    router.message.register(choose_language, Command("lang"))
    router.callback_query.register(language_chosen, Clicked(LangCb))
    router.message.register(history, Command("history"))
    router.message.register(settings, Command("settings"))
    router.callback_query.register(zone_chosen, Clicked(ZoneCb))
    return router


def create_fallback_router() -> Router:
    """Attached last: unknown commands, stickers, photos … get a short line; stray clicks an answer."""
    router = Router(name="fallback")
    router.message.register(not_understood, F.chat.type == "private")
    router.callback_query.register(unknown_click)
    return router
