"""Buttons and their callback data (≤ 64 bytes), independent of the transport.

The data carries the session id and the question position, so a click is understood after any
restart (the bot holds no state) and a click on an answered question is recognised as stale.
"""

from __future__ import annotations

from dataclasses import dataclass

from aiogram.filters.callback_data import CallbackData
from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

CALLBACK_LIMIT = 64


class BeginCb(CallbackData, prefix="b"):
    s: str


class AnswerCb(CallbackData, prefix="a"):
    s: str
    p: int
    v: str


class ToggleCb(CallbackData, prefix="t"):
    s: str
    p: int
    m: int  # bit i set = option i selected


class SubmitCb(CallbackData, prefix="m"):
    s: str
    p: int
    m: int


class LangCb(CallbackData, prefix="l"):
    code: str


class RateCb(CallbackData, prefix="r"):
    """A review answer's rating: again, hard, good, easy (FSRS)."""

    s: str
    p: int
    r: str


class ZoneCb(CallbackData, prefix="z"):
    """A time zone chosen in /settings (its index in ``views.ZONES``)."""

    z: int


class ReviewAheadCb(CallbackData, prefix="ra"):
    """Review the notebook's cards before they fall due."""


class ExplainAllCb(CallbackData, prefix="x"):
    """Every explanation of a finished session at once."""

    s: str


class PracticeCb(CallbackData, prefix="p"):
    """Practise a topic (the end of a session suggests the weakest)."""

    t: str


class ForgetCb(CallbackData, prefix="f"):
    """The /forget confirmation: ``ok`` 1 erases, 0 cancels; ``at`` (unix minutes) when it was asked."""

    ok: int
    at: int


class ReadingCb(CallbackData, prefix="rc"):
    """A reading to confirm (``ok`` 1) or discard (0, "重新作答"): ``k`` is the API's short pending id."""

    s: str
    k: str
    ok: int


class DoneCb(CallbackData, prefix="d"):
    """The label left on an answered question: clicking it only says it was answered."""


@dataclass(frozen=True)
class Button:
    text: str
    data: str

    def __post_init__(self) -> None:
        if not 1 <= len(self.data.encode()) <= CALLBACK_LIMIT:
            raise ValueError(f"callback data must be 1-64 bytes: {self.data!r}")


Keyboard = list[list[Button]]


def to_markup(keyboard: Keyboard | None) -> InlineKeyboardMarkup | None:
    if not keyboard:
        return None
    return InlineKeyboardMarkup(
        inline_keyboard=[
            [InlineKeyboardButton(text=b.text, callback_data=b.data) for b in row] for row in keyboard
        ]
    )


def mask_letters(mask: int, letters: list[str]) -> str:
    return "".join(letter for index, letter in enumerate(letters) if mask >> index & 1)


def rows(buttons: list[Button], width: int) -> Keyboard:
    return [buttons[i : i + width] for i in range(0, len(buttons), width)]
