"""Practice: /practice [topic], /review, /hint, /skip, /explain, /stop, and votes on quiz polls.

Handlers return an :class:`Outcome`; ``bot.delivery.Delivers`` sends it."""

from __future__ import annotations

import re

from aiogram import Router
from aiogram.filters import Command, CommandObject
from aiogram.types import Message, PollAnswer

from bot import practice_flow
from bot.candidate import Candidate
from bot.conversation import Conversation, Outcome
from bot.handlers.interview import message_key
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
    router.poll_answer.register(poll_answer)
    return router
