"""Turning an :class:`Outcome` into Bot API calls: answer the click, edit its buttons, send the replies."""

from __future__ import annotations

import logging

from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import BufferedInputFile, CallbackQuery, InaccessibleMessage

from bot.conversation import Outcome
from bot.keyboards import to_markup
from bot.render import CAPTION_LIMIT, tg_len

log = logging.getLogger("bot.delivery")


async def deliver(bot: Bot, chat_id: int, outcome: Outcome, callback: CallbackQuery | None = None) -> None:
    if callback is not None:
        try:
            await bot.answer_callback_query(callback.id, text=outcome.notice, show_alert=outcome.alert)
        except TelegramBadRequest as error:  # a replayed click: the query was answered already
            log.info("callback %s not answered: %s", callback.id, error)
        message = callback.message
        editable = message is not None and not isinstance(message, InaccessibleMessage)
        if editable and message is not None and (outcome.markup is not None or outcome.edit_text):
            markup = to_markup(outcome.markup)
            try:
                if outcome.edit_text:
                    await bot.edit_message_text(
                        outcome.edit_text, chat_id=chat_id, message_id=message.message_id, reply_markup=markup
                    )
                else:
                    await bot.edit_message_reply_markup(
                        chat_id=chat_id, message_id=message.message_id, reply_markup=markup
                    )
            except TelegramBadRequest as error:  # "message is not modified" and the like
                log.debug("edit skipped: %s", error)
    for reply in outcome.replies:
        photo = await reply.photo_bytes()
        if photo is not None:
            caption = reply.html if tg_len(reply.html) <= CAPTION_LIMIT else None
            await bot.send_photo(
                chat_id,
                BufferedInputFile(photo, filename="chart.png"),
                caption=caption,
                reply_markup=to_markup(reply.buttons),
            )
        elif reply.html:
            await bot.send_message(chat_id, reply.html, reply_markup=to_markup(reply.buttons))
