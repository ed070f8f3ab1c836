"""Turning an :class:`Outcome` into Bot API calls: answer the click, edit its buttons, send the replies.

Handlers return their :class:`Outcome`; :class:`Delivers` (one inner middleware on the dispatcher)
sends it, so every update is delivered the one way, with a typing indicator while a reply is slow.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware, Bot
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import (
    BufferedInputFile,
    CallbackQuery,
    InaccessibleMessage,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InputPollOption,
    Message,
    PollAnswer,
    TelegramObject,
)
from aiogram.utils.chat_action import ChatActionSender

from bot.conversation import Outcome
from bot.keyboards import Keyboard
from bot.quiz import QuizPoll
from bot.render import CAPTION_LIMIT, tg_len
from bot.texts import t
from bot.timers import Armed, Timers, shown_seconds
from bot.views import Reply, countdown_html

log = logging.getLogger("bot.delivery")
TYPING_AFTER = 1.0  # seconds: a reply slower than this shows "typing…" (grading an open answer, a chart)


def to_markup(keyboard: Keyboard | None) -> InlineKeyboardMarkup | None:
    if not keyboard:
        return None
    return InlineKeyboardMarkup(
        inline_keyboard=[
            [InlineKeyboardButton(text=b.text, callback_data=b.data) for b in row] for row in keyboard
        ]
    )


class Delivers(BaseMiddleware):
    """Sends what a handler returns: the :class:`Outcome` of a message goes to its chat, of a click to
    the clicking user (with the click answered), of a poll vote to the voter. ``timers``: the
    conversation's, so questions shown arm their countdowns."""

    def __init__(self, timers: Timers) -> None:
        self.timers = timers

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        bot: Bot = data["bot"]
        callback = event if isinstance(event, CallbackQuery) else None
        if isinstance(event, Message):
            chat_id = event.chat.id
        elif isinstance(event, CallbackQuery):
            chat_id = event.from_user.id
        elif isinstance(event, PollAnswer) and event.user is not None:
            chat_id = event.user.id
        else:
            return await handler(event, data)
        if callback is None:  # a click is answered at once by Telegram's spinner: no typing there
            async with ChatActionSender.typing(chat_id, bot, initial_sleep=TYPING_AFTER):
                outcome = await handler(event, data)
        else:
            outcome = await handler(event, data)
        if isinstance(outcome, Outcome):
            await deliver(bot, chat_id, outcome, callback, self.timers)
        return None


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
        await _close_last_question(bot, chat_id, timers, outcome.closed_markup)
        await _stop_open_poll(bot, chat_id, timers)
    if outcome.stop_poll is not None:
        if timers is not None and timers.open_polls.get(chat_id) == outcome.stop_poll:
            timers.open_polls.pop(chat_id)
        await _stop_poll(bot, chat_id, outcome.stop_poll)
    for reply in outcome.replies:
        photo = await reply.photo_bytes()
        sent = None
        if reply.poll is not None:
            if reply.html:  # the verdict before it
                await bot.send_message(chat_id, reply.html)
            sent = await _send_poll(bot, chat_id, reply.poll)
        elif photo is not None:
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
            await _stop_open_poll(bot, chat_id, timers)
            await _moved(bot, chat_id, timers, reply, sent.message_id if sent is not None else None)
            clicked = callback.message.message_id if callback is not None and callback.message else None
            if timers.last_question.get(chat_id) not in (None, clicked):  # a question left behind
                await _close_last_question(bot, chat_id, timers)
            if reply.buttons and sent is not None and not reply.lasting:
                timers.last_question[chat_id] = sent.message_id
            if reply.poll is not None and sent is not None:
                timers.open_polls[chat_id] = sent.message_id
        if reply.on_sent is not None and sent is not None:
            await reply.on_sent(sent.message_id, sent.poll.id if sent.poll is not None else None)


async def _send_poll(bot: Bot, chat_id: int, poll: QuizPoll) -> Message:
    """A native quiz poll: not anonymous (the vote must reach the bot), plain text, its open period the
    countdown when the question is timed."""
    return await bot.send_poll(
        chat_id,
        poll.question,
        [InputPollOption(text=option) for option in poll.options],
        type="quiz",
        is_anonymous=False,
        correct_option_id=poll.correct,
        explanation=poll.explanation or None,
        open_period=poll.open_period,
        question_parse_mode=None,
        explanation_parse_mode=None,
    )


async def _stop_open_poll(bot: Bot, chat_id: int, timers: Timers) -> None:
    """The candidate has moved on (answered, skipped, stopped, time up): the last quiz poll closes, so a
    late vote cannot look open (the API would refuse it anyway)."""
    message_id = timers.open_polls.pop(chat_id, None)
    if message_id is not None:
        await _stop_poll(bot, chat_id, message_id)


async def _stop_poll(bot: Bot, chat_id: int, message_id: int) -> None:
    try:
        await bot.stop_poll(chat_id, message_id)
    except TelegramBadRequest as error:  # closed already (its open period ran out)
        log.debug("poll not stopped: %s", error)


async def _close_last_question(
    bot: Bot, chat_id: int, timers: Timers, markup: Keyboard | None = None
) -> None:
    """The buttons of the question this process last showed in the chat go, or become ``markup`` (a
    typed answer's label). A cache: after a restart a click on them is answered as stale instead."""
    message_id = timers.last_question.pop(chat_id, None)
    if message_id is None:
        return
    try:
        await bot.edit_message_reply_markup(
            chat_id=chat_id, message_id=message_id, reply_markup=to_markup(markup)
        )
    except TelegramBadRequest as error:  # answered meanwhile (its buttons changed), or deleted
        log.debug("keyboard not closed: %s", error)


async def _moved(bot: Bot, chat_id: int, timers: Timers, reply: Reply, message_id: int | None) -> None:
    """The candidate is somewhere new: the earlier question's countdown message goes (its question's
    head still says its limit), so a chat holds one countdown, the current question's; a timed question
    gets its own (the same one when the same question is shown again)."""
    earlier = timers.disarm(chat_id)
    spec = reply.timer
    if earlier is not None and spec is not None and earlier.spec == spec and earlier.countdown_message:
        earlier.question_message = message_id
        timers.arm(earlier)
        return
    if earlier is not None and earlier.countdown_message is not None:
        await _delete_countdown(bot, earlier)
    if spec is None:
        return
    armed = Armed(chat_id, spec, spec.language, question_message=message_id, poll=reply.poll is not None)
    if armed.poll:  # the poll's own open period is the countdown
        timers.arm(armed)
        return
    armed.shown_left = shown_seconds(max(0.0, timers.left(armed)))
    countdown = await bot.send_message(chat_id, countdown_html(armed.shown_left, spec.language))
    armed.countdown_message = countdown.message_id
    timers.arm(armed)


async def _delete_countdown(bot: Bot, armed: Armed) -> None:
    if armed.countdown_message is None:
        return
    try:
        await bot.delete_message(armed.chat_id, armed.countdown_message)
    except TelegramBadRequest as error:  # deleted by the candidate already, or too old to delete
        log.debug("countdown not deleted: %s", error)
        await edit_countdown(bot, armed, t(armed.language, "countdown_answered"))


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
    if armed.poll and armed.question_message is not None:
        await _stop_poll(bot, armed.chat_id, armed.question_message)
    elif armed.question_message is not None:
        try:
            await bot.edit_message_reply_markup(
                chat_id=armed.chat_id, message_id=armed.question_message, reply_markup=None
            )
        except TelegramBadRequest as error:
            log.debug("keyboard not closed: %s", error)
