"""The dispatcher factory: routers from factories, services as dispatcher keyword arguments."""

from __future__ import annotations

import logging

from aiogram import Bot, Dispatcher, F
from aiogram.enums import ChatType
from aiogram.exceptions import TelegramAPIError
from aiogram.types import BotCommand, BotCommandScopeDefault, ErrorEvent

from bot import timeout_flow
from bot.candidate import Candidate
from bot.client import ApiClient, ApiError
from bot.conversation import Conversation
from bot.delivery import Delivers, close_question, deliver, edit_countdown
from bot.handlers import common, interview, practice, recruiter, rights
from bot.memory import Languages
from bot.middlewares import CandidateContext, InFlight, ReplayGuard
from bot.notices import Notices
from bot.texts import t
from bot.timers import Armed, Timers, TimerSpec
from bot.views import countdown_html

log = logging.getLogger("bot")
COMMANDS = (
    "practice",
    "review",
    "hint",
    "skip",
    "explain",
    "stop",
    "history",
    "settings",
    "lang",
    "mydata",
    "forget",
    "help",
)


def bot_commands(lang: str) -> list[BotCommand]:
    return [BotCommand(command=name, description=t(lang, f"cmd_{name}")) for name in COMMANDS]


async def set_commands(bot: Bot) -> None:
    """The command menu in both languages (Chinese also for every other client language)."""
    await bot.set_my_commands(bot_commands("zh"), scope=BotCommandScopeDefault())
    await bot.set_my_commands(bot_commands("zh"), scope=BotCommandScopeDefault(), language_code="zh")
    await bot.set_my_commands(bot_commands("en"), scope=BotCommandScopeDefault(), language_code="en")


async def on_error(event: ErrorEvent, bot: Bot, conversation: Conversation) -> bool:
    """Anything unexpected: log it, and tell the candidate politely — in the language they chose with
    /lang — rather than staying silent. A failure of Telegram itself is not "the service is
    unavailable": the candidate is told only that something went wrong, when Telegram still listens."""
    log.exception("update %s failed", event.update.update_id, exc_info=event.exception)
    update = event.update
    user = (
        update.message.from_user
        if update.message
        else update.callback_query.from_user
        if update.callback_query
        else update.poll_answer.user
        if update.poll_answer
        else None
    )
    if user is None:
        return True
    lang = conversation.languages.speaking(user.id, user.language_code)
    key = "telegram_failed" if isinstance(event.exception, TelegramAPIError) else "internal_error"
    try:
        if update.callback_query is not None:
            await bot.answer_callback_query(update.callback_query.id, text=t(lang, key), show_alert=True)
        else:
            await bot.send_message(user.id, t(lang, key))
    except Exception:  # the Bot API itself may be what failed
        log.warning("could not tell user %s about the failure", user.id, exc_info=True)
    return True


async def start_timers(bot: Bot, conversation: Conversation) -> None:
    """Question timers run with the dispatcher; open deadlines are re-armed from the API (a restart,
    or another replica's questions: the API records each timeout once, the first caller speaks)."""
    timers = conversation.timers

    async def fire(armed: Armed) -> None:
        candidate = Candidate(armed.chat_id, language=armed.language)
        # the candidate's own updates wait: an answer typed meanwhile is judged once the next question
        # (and its message id) is on record
        async with conversation.locks.hold(armed.chat_id):
            outcome = await timeout_flow.time_up(conversation, candidate, armed)
            if outcome.replies:  # this process recorded the timeout: it speaks
                await close_question(bot, armed)
                await deliver(bot, armed.chat_id, outcome, timers=timers)

    async def edit(armed: Armed, seconds_left: int) -> None:
        await edit_countdown(bot, armed, countdown_html(seconds_left, armed.language))

    timers.start(fire, edit)
    try:
        for item in await conversation.api.deadlines():
            if item.telegram_id not in timers.armed:
                spec = TimerSpec(
                    item.session_id, item.position, item.question_id, item.deadline, item.language
                )
                timers.arm(Armed(item.telegram_id, spec, item.language))
    except (ApiError, ValueError):  # unreachable, or an older API without /v1/deadlines
        log.warning("could not re-arm question timers from the API", exc_info=True)


async def stop_timers(conversation: Conversation) -> None:
    await conversation.timers.stop()


def create_dispatcher(
    api: ApiClient,
    *,
    languages: Languages | None = None,
    commands: bool = True,
    timers: Timers | None = None,
    notices_every_s: float = 0.0,
) -> Dispatcher:
    """``notices_every_s``: how often to fetch recruiters' Telegram notices (0: never)."""
    languages = languages or Languages()
    conversation = Conversation(api, languages, timers, polls=True)
    dispatcher = Dispatcher(disable_fsm=True, conversation=conversation, api=api)
    dispatcher["in_flight"] = in_flight = InFlight()
    dispatcher.update.outer_middleware(in_flight)
    dispatcher["replay_guard"] = guard = ReplayGuard()
    dispatcher.update.outer_middleware(guard)
    dispatcher.update.outer_middleware(CandidateContext(languages, api, conversation.locks))
    dispatcher.message.filter(F.chat.type == ChatType.PRIVATE)  # interviews are one-to-one
    delivers = Delivers(conversation.timers)  # every handler's Outcome sent the one way
    for observer in (dispatcher.message, dispatcher.edited_message, dispatcher.callback_query):
        observer.middleware(delivers)
    dispatcher.poll_answer.middleware(delivers)
    dispatcher.include_routers(
        recruiter.create_router(),
        common.create_router(),
        rights.create_router(),
        practice.create_router(),
        interview.create_router(),
        common.create_fallback_router(),
    )
    dispatcher.errors.register(on_error)

    notices = Notices(api, notices_every_s) if notices_every_s > 0 else None

    async def on_startup(bot: Bot) -> None:
        await start_timers(bot, conversation)
        if notices is not None:
            notices.start(bot)

    async def on_shutdown() -> None:
        await stop_timers(conversation)
        if notices is not None:
            await notices.stop()

    dispatcher.startup.register(on_startup)
    dispatcher.shutdown.register(on_shutdown)
    if commands:
        dispatcher.startup.register(set_commands)
    return dispatcher
