"""The candidate: who opens a session, and what they set in the bot (language, time zone)."""

from __future__ import annotations

from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, field_validator, model_validator

from api.schemas.base import Language, TelegramId, WireInput, WireModel


class CandidateIn(WireInput):
    telegram_id: TelegramId
    name: str | None = Field(default="", max_length=200)
    username: str | None = Field(default="", max_length=200)
    language: Language = "zh"


class CandidateOut(WireModel):
    telegram_id: int
    name: str = ""
    username: str = ""
    language: Language = "zh"
    language_chosen: bool = False  # set with PATCH (else the language the first session start sent)
    timezone: str | None = None  # chosen with PATCH (null: the language's default zone)


class CandidateUpdate(WireInput):
    """What the candidate sets in the bot: ``/lang`` their language, ``/settings`` their time zone."""

    language: Language | None = None
    timezone: str | None = Field(
        default=None, min_length=1, max_length=64, description="an IANA time zone, e.g. Asia/Shanghai"
    )

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str | None) -> str | None:
        if value is None:
            return None
        try:
            ZoneInfo(value)
        # the key is a path under the zone database: a directory of it ("America") is an OSError
        except (ZoneInfoNotFoundError, ValueError, OSError) as error:
            raise ValueError("not a known IANA time zone") from error
        return value

    @model_validator(mode="after")
    def _something(self) -> CandidateUpdate:
        if self.language is None and self.timezone is None:
            raise ValueError("give a language or a timezone")
        return self
