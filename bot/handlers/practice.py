"""Practice: /practice [topic], /review, /hint, /skip, /explain, /stop, and votes on quiz polls."""

from __future__ import annotations

import re

from aiogram import Bot, Router
from aiogram.filters import Command, CommandObject
from aiogram.types import CallbackQuery, Message, PollAnswer

from bot import practice_flow
from bot.client import Candidate
from bot.conversation import Conversation
from bot.delivery import deliver
from bot.handlers.interview import message_key
from bot.keyboards import RateCb, ReviewAheadCb


def topics_of(command: CommandObject) -> list[str]:
    return [topic for topic in re.split(r"[\s,，、]+", command.args or "") if topic][:20]


async def practice(
    message: Message, command: CommandObject, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    outcome = await practice_flow.practice(conversation, candidate, topics_of(command))
    await deliver(bot, message.chat.id, outcome, timers=conversation.timers)


async def review(
    message: Message, command: CommandObject, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    outcome = await practice_flow.practice(conversation, candidate, topics_of(command), review=True)
    await deliver(bot, message.chat.id, outcome, timers=conversation.timers)


async def hint(message: Message, bot: Bot, conversation: Conversation, candidate: Candidate) -> None:
    await deliver(
        bot, message.chat.id, await practice_flow.hint(conversation, candidate), timers=conversation.timers
    )


async def skip(message: Message, bot: Bot, conversation: Conversation, candidate: Candidate) -> None:
    await deliver(
        bot,
        message.chat.id,
        await practice_flow.skip(conversation, candidate, message_key(message)),
        timers=conversation.timers,
    )


async def explain(
    message: Message, command: CommandObject, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    """``/explain`` (the last answered question) or ``/explain N`` (question N)."""
    args = (command.args or "").strip()
    number = int(args) if args.isascii() and args.isdigit() and 0 < int(args) <= 10_000 else None
    outcome = await practice_flow.explain(conversation, candidate, number)
    await deliver(bot, message.chat.id, outcome, timers=conversation.timers)


async def stop(message: Message, bot: Bot, conversation: Conversation, candidate: Candidate) -> None:
    await deliver(
        bot, message.chat.id, await practice_flow.stop(conversation, candidate), timers=conversation.timers
    )


async def review_ahead(
    query: CallbackQuery, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    outcome = await practice_flow.practice(conversation, candidate, [], review=True, ahead=True)
    outcome.markup = []  # the button is used
    await deliver(bot, query.from_user.id, outcome, query, timers=conversation.timers)


async def rate(
    query: CallbackQuery, callback_data: RateCb, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    data = callback_data
    outcome = await conversation.rate(candidate, data.s, data.p, data.r)
    await deliver(bot, query.from_user.id, outcome, query, timers=conversation.timers)


async def poll_answer(answer: PollAnswer, bot: Bot, conversation: Conversation, candidate: Candidate) -> None:
    """A vote on a quiz poll (Telegram sends a ``poll_answer`` update): graded like that option's button."""
    outcome = await practice_flow.vote(conversation, candidate, answer.poll_id, list(answer.option_ids))
    await deliver(bot, candidate.telegram_id, outcome, timers=conversation.timers)


def create_router() -> Router:
    router = Router(name="practice")
    router.message.register(practice, Command("practice"))
    router.message.register(review, Command("review"))
    router.message.register(hint, Command("hint"))
    router.message.register(skip, Command("skip"))
    router.message.register(explain, Command("explain"))
    router.message.register(stop, Command("stop"))
    router.callback_query.register(review_ahead, ReviewAheadCb.filter())
    router.callback_query.register(rate, RateCb.filter())
    router.poll_answer.register(poll_answer)
    return router
