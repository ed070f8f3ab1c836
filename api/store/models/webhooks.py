"""Webhooks and the outbox: the events, their deliveries to each receiver, and every attempt."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Float, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from api.store.models.base import Base, new_id
from api.store.types import utcnow


class Webhook(Base):
    """A recruiter's receiver: a URL (``kind`` ``http``), or a recruiter's Telegram chat (``telegram``,
    api/services/webhooks/), sent by the bot. The signing secret is not stored: it is derived
    from ``salt`` and the server's key (api/services/webhooks/_signing.py), so the database alone does not
    reveal it."""

    __tablename__ = "webhooks"

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(32), unique=True, default=new_id)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    url: Mapped[str] = mapped_column(String(2048))
    events: Mapped[list[str]] = mapped_column(default=list)
    salt: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    deleted_at: Mapped[datetime | None] = mapped_column(default=None)
    kind: Mapped[str] = mapped_column(String(16), default="http", server_default="http")
    chat_id: Mapped[int | None] = mapped_column(BigInteger, default=None, index=True)  # telegram: linked
    key_id: Mapped[str | None] = mapped_column(String(32), default=None)  # telegram: revoking it ends it
    link_hash: Mapped[str | None] = mapped_column(String(64), default=None, unique=True)  # until used
    link_expires_at: Mapped[datetime | None] = mapped_column(default=None)
    language: Mapped[str] = mapped_column(String(2), default="zh", server_default="zh")


class WebhookEvent(Base):
    """The outbox: an event, written in the transaction of the change that caused it. An xAPI statement
    names its session (``session_id``: erased with it) and has no organisation when it is practice's."""

    __tablename__ = "webhook_events"

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(40), unique=True)
    org_id: Mapped[str | None] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    session_id: Mapped[str | None] = mapped_column(String(32), default=None, index=True)
    type: Mapped[str] = mapped_column(String(40))
    body: Mapped[str] = mapped_column(Text)  # the exact JSON sent (every attempt sends the same bytes)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class WebhookDelivery(Base):
    """One event to one webhook, or (``target`` "xapi", no webhook) one xAPI statement to the Learning
    Record Store of the settings: pending until delivered (2xx) or given up (``failed``)."""

    __tablename__ = "webhook_deliveries"
    __table_args__ = (Index("ix_webhook_deliveries_due", "status", "next_attempt_at"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(32), unique=True, default=new_id)
    webhook_id: Mapped[str | None] = mapped_column(
        ForeignKey("webhooks.id", ondelete="CASCADE"), index=True, default=None
    )
    event_id: Mapped[str] = mapped_column(ForeignKey("webhook_events.id", ondelete="CASCADE"), index=True)
    target: Mapped[str] = mapped_column(String(16), default="webhook", server_default="webhook")  # | xapi
    status: Mapped[str] = mapped_column(String(16), default="pending")  # pending | delivered | failed
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(default=utcnow)
    lease_until: Mapped[datetime | None] = mapped_column(default=None)  # claimed by a worker until then
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    # so a flush inserts the event before its deliveries (they are written in the same flush)
    event: Mapped[WebhookEvent] = relationship(lazy="raise")


class WebhookAttempt(Base):
    __tablename__ = "webhook_attempts"

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    delivery_id: Mapped[str] = mapped_column(
        ForeignKey("webhook_deliveries.id", ondelete="CASCADE"), index=True
    )
    at: Mapped[datetime] = mapped_column()
    status_code: Mapped[int | None] = mapped_column(Integer, default=None)
    latency_ms: Mapped[float] = mapped_column(Float, default=0.0)
    error: Mapped[str] = mapped_column(Text, default="")
    worker: Mapped[str] = mapped_column(String(64), default="")  # which process made the attempt
