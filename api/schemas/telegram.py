"""Recruiter notifications in Telegram, the bot's side (service token): linking a chat, and the
notices it delivers."""

from __future__ import annotations

from pydantic import Field

from api.schemas.base import JsonBool, WireInput, WireModel


class TelegramLinkClaim(WireInput):
    """The start parameter of a recruiter's deep link (``rl_…``), as Telegram gave it to the bot."""

    token: str = Field(min_length=4, max_length=64)


class TelegramLinkOut(WireModel):
    org: str
    message: str  # what the bot tells the recruiter, in the language they linked in


class TelegramUnlinkOut(WireModel):
    orgs: list[str] = Field(default_factory=list)
    message: str


class TelegramNotice(WireModel):
    """One message for a recruiter's chat: the text, and a button to the console page."""

    id: str  # the delivery: report the result with it
    chat_id: int
    text: str
    url: str
    button: str


class TelegramNotices(WireModel):
    items: list[TelegramNotice] = Field(default_factory=list)


class TelegramNoticeResult(WireInput):
    ok: JsonBool
    error: str | None = Field(default=None, max_length=300)
