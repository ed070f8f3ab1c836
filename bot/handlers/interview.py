"""The interview's typed answers (code, calculation, open questions — or a letter for a choice
question), forwarded and edited messages; its buttons are routed by ``bot.buttons``.

Handlers return an :class:`Outcome`; ``bot.delivery.Delivers`` sends it."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.types import Message

from bot import signals_flow
from bot.candidate import Candidate
from bot.conversation import Conversation, Outcome


def message_key(message: Message) -> str:
    return f"msg:{message.chat.id}:{message.message_id}"


async def typed_answer(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    if message.forward_origin is not None:  # someone else's words: refused in an interview, flagged
        return await signals_flow.forwarded(conversation, candidate, message.text or "", message_key(message))
    return await conversation.text(candidate, message.text or "", message_key(message), message.message_id)


async def edited_answer(message: Message, conversation: Conversation, candidate: Candidate) -> Outcome:
    """An edited message changes nothing on record: the edit is kept and flagged, the first answer stands."""
    return await signals_flow.edited(conversation, candidate, message_key(message), message.text or "")


def create_router() -> Router:
    router = Router(name="interview")
    router.message.register(typed_answer, F.chat.type == "private", F.text, ~F.text.startswith("/"))
    router.edited_message.register(edited_answer, F.chat.type == "private")
    return router
