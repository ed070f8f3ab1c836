"""/mydata and /forget (its confirmation buttons are routed by ``bot.buttons``): the candidate's data
rights.

Handlers return an :class:`Outcome` (``bot.delivery.Delivers`` sends it); /mydata sends its file here."""

from __future__ import annotations

from aiogram import Bot, Router
from aiogram.filters import Command
from aiogram.types import BufferedInputFile, Message

from bot import rights_flow
from bot.candidate import Candidate
from bot.conversation import Conversation, Outcome


async def my_data(
    message: Message, bot: Bot, conversation: Conversation, candidate: Candidate
) -> Outcome | None:
    result = await rights_flow.my_data(conversation, candidate)
    if isinstance(result, rights_flow.ExportFile):
        document = BufferedInputFile(result.content, filename=result.filename)
        await bot.send_document(message.chat.id, document, caption=result.caption)
        return None
    return result


async def forget(message: Message, candidate: Candidate) -> Outcome:
    return await rights_flow.confirm_forget(candidate)


def create_router() -> Router:
    router = Router(name="rights")
    router.message.register(my_data, Command("mydata"))
    router.message.register(forget, Command("forget"))
    return router
