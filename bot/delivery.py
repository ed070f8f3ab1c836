"""Turning an :class:`Outcome` into Bot API calls: answer the click, edit its buttons, send the replies."""

from __future__ import annotations

import logging

from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import BufferedInputFile, CallbackQuery, InaccessibleMessage

from bot.conversation import Outcome
from bot.keyboards import to_markup
from bot.render import CAPTION_LIMIT, tg_len
from bot.texts import t
from bot.timers import Armed, Timers, shown_seconds
from bot.views import Reply, countdown_html

log = logging.getLogger("bot.delivery")


async def deliver(
    bot: Bot,
    chat_id: int,
    outcome: Outcome,
    callback: CallbackQuery | None = None,
    timers: Timers | None = None,
) -> None:
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
    if outcome.close_question and timers is not None:
        await _close_last_question(bot, chat_id, timers)
    for reply in outcome.replies:
        photo = await reply.photo_bytes()
        sent = None
        if photo is not None:
            caption = reply.html if tg_len(reply.html) <= CAPTION_LIMIT else None
            sent = await bot.send_photo(
                chat_id,
                BufferedInputFile(photo, filename="chart.png"),
                caption=caption,
                reply_markup=to_markup(reply.buttons),
                protect_content=reply.protect or None,
            )
        elif reply.html:
            sent = await bot.send_message(
                chat_id,
                reply.html,
                reply_markup=to_markup(reply.buttons),
                protect_content=reply.protect or None,
            )
        if timers is not None and reply.moves:
            await _moved(bot, chat_id, timers, reply, sent.message_id if sent is not None else None)
            if reply.buttons and sent is not None:
                timers.last_question[chat_id] = sent.message_id


async def _close_last_question(bot: Bot, chat_id: int, timers: Timers) -> None:
    """The buttons of the question this process last showed in the chat go (a cache: after a restart
    a click on them is answered as stale instead)."""
    message_id = timers.last_question.pop(chat_id, None)
    if message_id is None:
        return
    try:
        await bot.edit_message_reply_markup(chat_id=chat_id, message_id=message_id, reply_markup=None)
    except TelegramBadRequest as error:  # answered meanwhile (its buttons changed), or deleted
        log.debug("keyboard not closed: %s", error)


async def _moved(bot: Bot, chat_id: int, timers: Timers, reply: Reply, message_id: int | None) -> None:
    """The candidate is somewhere new: the earlier question's countdown stops; a timed question gets
    its own countdown message (the same one when the same question is shown again)."""
    earlier = timers.disarm(chat_id)
    spec = reply.timer
    if earlier is not None and spec is not None and earlier.spec == spec and earlier.countdown_message:
        earlier.question_message = message_id
        timers.arm(earlier)
        return
    if earlier is not None and earlier.countdown_message is not None:
        await edit_countdown(bot, earlier, t(earlier.language, "countdown_answered"))
    if spec is None:
        return
    armed = Armed(chat_id, spec, spec.language, question_message=message_id)
    armed.shown_left = shown_seconds(max(0.0, timers.left(armed)))
    countdown = await bot.send_message(chat_id, countdown_html(armed.shown_left, spec.language))
    armed.countdown_message = countdown.message_id
    timers.arm(armed)


async def edit_countdown(bot: Bot, armed: Armed, html: str) -> None:
    if armed.countdown_message is None:
        return
    try:
        await bot.edit_message_text(html, chat_id=armed.chat_id, message_id=armed.countdown_message)
    except TelegramBadRequest as error:  # deleted by the candidate, or not modified
        log.debug("countdown not edited: %s", error)


async def close_question(bot: Bot, armed: Armed) -> None:
    """Time is up: the countdown says so and the question's buttons go."""
    await edit_countdown(bot, armed, t(armed.language, "time_up"))
    if armed.question_message is not None:
        try:
            await bot.edit_message_reply_markup(
                chat_id=armed.chat_id, message_id=armed.question_message, reply_markup=None
            )
        except TelegramBadRequest as error:
            log.debug("keyboard not closed: %s", error)
