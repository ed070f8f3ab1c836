"""The dispatcher factory: routers from factories, services as dispatcher keyword arguments."""

from __future__ import annotations

import logging

from aiogram import Bot, Dispatcher, F
from aiogram.enums import ChatType
from aiogram.types import BotCommand, BotCommandScopeDefault, ErrorEvent

from bot.client import ApiClient
from bot.conversation import Conversation
from bot.handlers import common, interview, practice
from bot.memory import Languages
from bot.middlewares import CandidateContext, ReplayGuard
from bot.texts import normalise_language, t

log = logging.getLogger("bot")
COMMANDS = ("practice", "review", "hint", "skip", "explain", "stop", "history", "lang", "help")


def bot_commands(lang: str) -> list[BotCommand]:
    return [BotCommand(command=name, description=t(lang, f"cmd_{name}")) for name in COMMANDS]


async def set_commands(bot: Bot) -> None:
    """The command menu in both languages (Chinese also for every other client language)."""
    await bot.set_my_commands(bot_commands("zh"), scope=BotCommandScopeDefault())
    await bot.set_my_commands(bot_commands("zh"), scope=BotCommandScopeDefault(), language_code="zh")
    await bot.set_my_commands(bot_commands("en"), scope=BotCommandScopeDefault(), language_code="en")


async def on_error(event: ErrorEvent, bot: Bot) -> bool:
    """Anything unexpected: log it, and tell the candidate politely rather than staying silent."""
    log.exception("update %s failed", event.update.update_id, exc_info=event.exception)
    update = event.update
    user = (
        update.message.from_user
        if update.message
        else update.callback_query.from_user
        if update.callback_query
        else None
    )
    if user is not None:
        lang = normalise_language(user.language_code)
        try:
            if update.callback_query is not None:
                await bot.answer_callback_query(
                    update.callback_query.id, text=t(lang, "api_down"), show_alert=True
                )
            else:
                await bot.send_message(user.id, t(lang, "api_down"))
        except Exception:  # the Bot API itself may be what failed
            log.warning("could not tell user %s about the failure", user.id, exc_info=True)
    return True


def create_dispatcher(
    api: ApiClient, *, languages: Languages | None = None, commands: bool = True
) -> Dispatcher:
    languages = languages or Languages()
    dispatcher = Dispatcher(disable_fsm=True, conversation=Conversation(api, languages), api=api)
    dispatcher["replay_guard"] = guard = ReplayGuard()
    dispatcher.update.outer_middleware(guard)
    dispatcher.update.outer_middleware(CandidateContext(languages, api))
    dispatcher.message.filter(F.chat.type == ChatType.PRIVATE)  # interviews are one-to-one
    dispatcher.include_routers(
        common.create_router(),
        practice.create_router(),
        interview.create_router(),
        common.create_fallback_router(),
    )
    dispatcher.errors.register(on_error)
    if commands:
        dispatcher.startup.register(set_commands)
    return dispatcher
