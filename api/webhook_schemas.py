"""Wire shapes of the recruiters' webhooks (api/routes/webhooks.py); docs/webhooks.md explains them."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import Field, field_validator

from api.schemas import WireInput, WireModel

EventType = Literal[
    "session.started",
    "session.finished",
    "session.expired",
    "invite.exhausted",
    "invite.expiring",
    "answer.flagged",
]
DeliveryStatus = Literal["pending", "delivered", "failed"]


class WebhookCreate(WireInput):
    url: Annotated[str, Field(min_length=8, max_length=2048, description="http(s) URL of your receiver")]
    events: Annotated[list[EventType], Field(min_length=1, max_length=6)]

    @field_validator("events")
    @classmethod
    def _unique(cls, events: list[str]) -> list[str]:
        return list(dict.fromkeys(events))


class WebhookOut(WireModel):
    id: str
    url: str
    events: list[EventType]
    created_at: datetime


class WebhookCreated(WebhookOut):
    secret: str = Field(description="signs every request (X-Ibot-Signature); shown only in this response")


class WebhookList(WireModel):
    items: list[WebhookOut]


class AttemptOut(WireModel):
    at: datetime
    status_code: int | None = Field(default=None, description="the receiver's answer (null: none)")
    latency_ms: float
    error: str = ""


class DeliveryOut(WireModel):
    id: str
    event_id: str = Field(description="the body's id: the same on every attempt, for dropping duplicates")
    event_type: EventType
    status: DeliveryStatus
    created_at: datetime
    next_attempt_at: datetime | None = Field(default=None, description="while pending")
    attempts: list[AttemptOut]


class DeliveryList(WireModel):
    items: list[DeliveryOut]
    next_cursor: str | None = None
