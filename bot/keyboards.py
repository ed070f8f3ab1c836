"""Buttons and their callback data (≤ 64 bytes), independent of the transport.

The data carries the session id and the question position, so a click is understood after any
restart (the bot holds no state) and a click on an answered question is recognised as stale.

Callback data is written as aiogram's ``CallbackData`` writes it (``prefix:field:field``), but by a
class of this module: the conversation, the views and the terminal chat build and read buttons without
importing aiogram, which only the running bot needs (``bot.buttons`` routes a click by it).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, Self, dataclass_transform

CALLBACK_LIMIT = 64
SEPARATOR = ":"
_FIELD_TYPES: dict[object, type] = {"str": str, "int": int, str: str, int: int}


@dataclass_transform()
class CallbackData:
    """A button's data: a prefix, then each field's value (``str`` or ``int``) after a ``:``. Each
    subclass names its prefix (``class BeginCb(CallbackData, prefix="b")``) and is a dataclass."""

    __prefix__: ClassVar[str]

    def __init_subclass__(cls, *, prefix: str, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not prefix or SEPARATOR in prefix:
            raise ValueError(f"a callback prefix is not empty and has no {SEPARATOR!r}: {prefix!r}")
        cls.__prefix__ = prefix
        dataclass(cls)
        for field in dataclasses.fields(cls):  # type: ignore[arg-type]
            if field.type not in _FIELD_TYPES:
                raise TypeError(f"{cls.__name__}.{field.name}: callback fields are str or int")

    def pack(self) -> str:
        values = [str(getattr(self, field.name)) for field in dataclasses.fields(self)]  # type: ignore[arg-type]
        if any(SEPARATOR in value for value in values):
            raise ValueError(f"{SEPARATOR!r} in a value of {self!r}")
        data = SEPARATOR.join([self.__prefix__, *values])
        if len(data.encode()) > CALLBACK_LIMIT:
            raise ValueError(f"callback data over {CALLBACK_LIMIT} bytes: {data!r}")
        return data

    @classmethod
    def unpack(cls, data: str) -> Self:
        """The data ``pack`` wrote; ``ValueError`` for another kind of button or a malformed one."""
        prefix, *values = data.split(SEPARATOR)
        fields = dataclasses.fields(cls)  # type: ignore[arg-type]
        if prefix != cls.__prefix__ or len(values) != len(fields):
            raise ValueError(f"not {cls.__name__} data: {data!r}")
        return cls(**{f.name: _FIELD_TYPES[f.type](v) for f, v in zip(fields, values, strict=True)})


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


def mask_letters(mask: int, letters: list[str]) -> str:
    return "".join(letter for index, letter in enumerate(letters) if mask >> index & 1)


def rows(buttons: list[Button], width: int) -> Keyboard:
    return [buttons[i : i + width] for i in range(0, len(buttons), width)]
