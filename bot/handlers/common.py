"""/start (the invite deep link), /help, /lang, /settings, /history, every button (``bot.buttons``
routes it), and help for anything not understood.

Handlers return an :class:`Outcome`; ``bot.delivery.Delivers`` sends it."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.types import CallbackQuery, Message

from bot import preferences_flow
from bot.buttons import click
from bot.candidate import Candidate
from bot.conversation import Conversation, Outcome


async def start(
    message: Message, command: CommandObject, conversation: Conversation, candidate: Candidate
) -> Outcome:
    return await conversation.start(candidate, (command.args or "").strip() or None)


async def show_help(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    return await conversation.help(candidate)


async def choose_language(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    return await preferences_flow.choose_language(candidate)


async def settings(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    return await preferences_flow.settings(candidate)


async def history(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    return await preferences_flow.history(conversation, candidate)


async def not_understood(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    """An unknown command, or a sticker, photo, voice note …: one short line for the state it came in."""
    command = bool(message.text and message.text.startswith("/"))
    return await conversation.not_understood(candidate, command=command)


async def clicked(query: CallbackQuery, conversation: Conversation, candidate: Candidate) -> Outcome:
    """Any button: routed by its data as the terminal chat routes it; the tap's id keys what it records."""
    return await click(conversation, candidate, query.data or "", f"cb:{query.id}")


def create_router() -> Router:
    router = Router(name="common")
    router.message.register(start, CommandStart())
    router.message.register(show_help, Command("help"))
    router.message.register(choose_language, Command("lang"))
    router.message.register(history, Command("history"))
    router.message.register(settings, Command("settings"))
    router.callback_query.register(clicked)
    return router


def create_fallback_router() -> Router:
    """Attached last: unknown commands, stickers, photos … get a short line."""
    router = Router(name="fallback")
    router.message.register(not_understood, F.chat.type == "private")
    return router
