"""Practice: /practice [topic], /review, /hint, /skip, /explain, /stop, and votes on quiz polls.

Handlers return an :class:`Outcome`; ``bot.delivery.Delivers`` sends it."""

from __future__ import annotations

import re

from aiogram import Router
from aiogram.filters import Command, CommandObject
from aiogram.types import CallbackQuery, Message, PollAnswer

from bot import practice_flow
from bot.candidate import Candidate
from bot.conversation import Conversation, Outcome
from bot.handlers import Clicked
from bot.handlers.interview import message_key
from bot.keyboards import ExplainAllCb, PracticeCb, RateCb, ReviewAheadCb
from bot.render import explain_number


def topics_of(command: CommandObject) -> list[str]:
    return [topic for topic in re.split(r"[\s,，、]+", command.args or "") if topic][:20]


async def practice(
    message: Message, command: CommandObject, conversation: Conversation, candidate: Candidate
) -> Outcome:
    return await practice_flow.practice(conversation, candidate, topics_of(command))


async def review(
    message: Message, command: CommandObject, conversation: Conversation, candidate: Candidate
) -> Outcome:
    return await practice_flow.practice(conversation, candidate, topics_of(command), review=True)


async def hint(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    return await practice_flow.hint(conversation, candidate)


async def skip(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    return await practice_flow.skip(conversation, candidate, message_key(message))


async def explain(
    message: Message, command: CommandObject, conversation: Conversation, candidate: Candidate
) -> Outcome:
    """``/explain`` (the last answered question) or ``/explain N`` (question N)."""
    return await practice_flow.explain(conversation, candidate, explain_number(command.args))


async def stop(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    return await practice_flow.stop(conversation, candidate)


async def review_ahead(query: CallbackQuery, conversation: Conversation, candidate: Candidate) -> Outcome:
    outcome = await practice_flow.practice(conversation, candidate, [], review=True, ahead=True, tapped=True)
    outcome.markup = []  # the button is used
    return outcome


async def practise_topic(
    query: CallbackQuery, callback_data: PracticeCb, conversation: Conversation, candidate: Candidate
) -> Outcome:
    """The end of a session's "practise <weakest topic>" button."""
    return await practice_flow.practice(conversation, candidate, [callback_data.t], tapped=True)


async def explain_all(
    query: CallbackQuery, callback_data: ExplainAllCb, conversation: Conversation, candidate: Candidate
) -> Outcome:
    return await practice_flow.explain_all(conversation, candidate, callback_data.s)


async def rate(
    query: CallbackQuery, callback_data: RateCb, conversation: Conversation, candidate: Candidate
) -> Outcome:
    data = callback_data
    return await conversation.rate(candidate, data.s, data.p, data.r)


async def poll_answer(answer: PollAnswer, conversation: Conversation, candidate: Candidate) -> Outcome:
    """A vote on a quiz poll (Telegram sends a ``poll_answer`` update): graded like that option's button."""
    return await practice_flow.vote(conversation, candidate, answer.poll_id, list(answer.option_ids))


def create_router() -> Router:
    router = Router(name="practice")
    router.message.register(practice, Command("practice"))
    router.message.register(review, Command("review"))
    router.message.register(hint, Command("hint"))
    router.message.register(skip, Command("skip"))
    router.message.register(explain, Command("explain"))
    router.message.register(stop, Command("stop"))
    router.callback_query.register(review_ahead, Clicked(ReviewAheadCb))
    router.callback_query.register(rate, Clicked(RateCb))
    router.callback_query.register(practise_topic, Clicked(PracticeCb))
    router.callback_query.register(explain_all, Clicked(ExplainAllCb))
    router.poll_answer.register(poll_answer)
    return router
