"""Telegram handlers: one router per file, each built by a ``create_router()`` factory."""

from __future__ import annotations

from typing import Any, Literal

from aiogram.filters import Filter
from aiogram.types import CallbackQuery

from bot.keyboards import CallbackData


class Clicked(Filter):
    """A click on a button of ``kind``: the handler gets its data, parsed, as ``callback_data``."""

    def __init__(self, kind: type[CallbackData]) -> None:
        self.kind = kind

    async def __call__(self, query: CallbackQuery) -> Literal[False] | dict[str, Any]:
        if query.data is None:
            return False
        try:
            return {"callback_data": self.kind.unpack(query.data)}
        except ValueError:
            return False
