"""Recruiters' Telegram notices: while the dispatcher runs, the bot asks the API every few seconds for
the due ones (leased to this replica: api/services/webhooks/), sends each as one message with
a button to the console page, and reports the result, so a failure is retried like a webhook's."""

from __future__ import annotations

import asyncio
import contextlib
import html
import logging

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError, TelegramBadRequest
from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from api.schemas import TelegramNotice
from bot.client import ApiClient, ApiError

log = logging.getLogger("bot.notices")


class Notices:
    def __init__(self, api: ApiClient, every_s: float) -> None:
        self.api, self.every_s = api, every_s
        self._task: asyncio.Task[None] | None = None

    def start(self, bot: Bot) -> None:
        self._task = asyncio.create_task(self._run(bot), name="telegram-notices")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self, bot: Bot) -> None:
        while True:
            try:
                sent = await self.send_due(bot)
            except ApiError:  # the API is away: the next round asks again
                log.warning("could not fetch notices", exc_info=True)
                sent = 0
            if not sent:
                await asyncio.sleep(self.every_s)

    async def send_due(self, bot: Bot) -> int:
        """Send what is due now; how many notices there were."""
        notices = await self.api.telegram_notices()
        for notice in notices:
            error = await self._send(bot, notice)
            await self.api.telegram_notice_result(notice.id, error is None, error)
        return len(notices)

    @staticmethod
    async def _send(bot: Bot, notice: TelegramNotice) -> str | None:
        text = html.escape(notice.text)
        button = InlineKeyboardMarkup(
            inline_keyboard=[[InlineKeyboardButton(text=notice.button, url=notice.url)]]
        )
        try:
            try:
                await bot.send_message(notice.chat_id, text, reply_markup=button)
            except TelegramBadRequest as refused:
                if "button" not in str(refused).lower() and "url" not in str(refused).lower():
                    raise
                # Telegram refuses buttons to some addresses (a console on localhost): the link in the text
                await bot.send_message(notice.chat_id, f"{text}\n{html.escape(notice.url)}")
        except TelegramAPIError as failure:  # blocked by the recruiter, chat gone, …: retried, then failed
            return f"{type(failure).__name__}: {failure}"
        return None
