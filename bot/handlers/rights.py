"""/mydata and /forget (with its confirmation buttons): the candidate's data rights."""

from __future__ import annotations

from aiogram import Bot, Router
from aiogram.filters import Command
from aiogram.types import BufferedInputFile, CallbackQuery, Message

from bot import rights_flow
from bot.client import Candidate
from bot.conversation import Conversation
from bot.delivery import deliver
from bot.keyboards import ForgetCb


async def my_data(message: Message, bot: Bot, conversation: Conversation, candidate: Candidate) -> None:
    result = await rights_flow.my_data(conversation, candidate)
    if isinstance(result, rights_flow.ExportFile):
        document = BufferedInputFile(result.content, filename=result.filename)
        await bot.send_document(message.chat.id, document, caption=result.caption)
    else:
        await deliver(bot, message.chat.id, result, timers=conversation.timers)


async def forget(message: Message, bot: Bot, conversation: Conversation, candidate: Candidate) -> None:
    outcome = await rights_flow.confirm_forget(candidate)
    await deliver(bot, message.chat.id, outcome, timers=conversation.timers)


async def forget_chosen(
    query: CallbackQuery, callback_data: ForgetCb, bot: Bot, conversation: Conversation, candidate: Candidate
) -> None:
    outcome = await rights_flow.forget_chosen(conversation, candidate, callback_data)
    await deliver(bot, query.from_user.id, outcome, query, timers=conversation.timers)


def create_router() -> Router:
    router = Router(name="rights")
    router.message.register(my_data, Command("mydata"))
    router.message.register(forget, Command("forget"))
    router.callback_query.register(forget_chosen, ForgetCb.filter())
    return router
