"""The outbox: a webhook event and one delivery per subscribed webhook, added to the caller's transaction
(``record`` from async code, ``write_event`` from a sync unit of work such as a commit's step), and
single deliveries to no webhook (``write_delivery``): xAPI statements for the LRS, e-mails
(api/services/mail.py) and notices to an applicant tracking system. api/services/webhooks/ writes the
session events through it."""

from __future__ import annotations

import hashlib
import hmac
import json
import uuid
from collections.abc import Callable
from datetime import datetime
from typing import Any

from sqlalchemy import Table, bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session

from api.context import ServiceContext
from api.store.models import Candidate, InterviewSession, Webhook, WebhookDelivery, WebhookEvent

WRITTEN = "webhook_written"  # Session.info: this transaction wrote an event (wake the worker on commit)


def actor_name(service_token: str, telegram_id: int) -> str:
    """An xAPI statement's learner: an opaque account name, the same for one person on every statement,
    and no way back to their Telegram id without the service token. Here, below the webhooks and the
    data-rights code alike: a pseudonymised session's statements are rewritten with the pseudonym's."""
    key = hmac.new(service_token.encode(), b"ibot xapi actors v1", hashlib.sha256).digest()
    return "u" + hmac.new(key, str(telegram_id).encode(), hashlib.sha256).hexdigest()[:32]


def session_links(ctx: ServiceContext, session_id: str) -> dict[str, str]:
    """Where a recruiter reads the session an event is about: every session event carries them."""
    base = f"{ctx.settings.public_base}/v1/sessions/{session_id}"
    return {
        "session": base,
        "transcript": f"{base}/transcript",
        "transcript_html": f"{base}/transcript?format=html",
        "transcript_csv": f"{base}/transcript?format=csv",
    }


def candidate_of(telegram_id: int, candidate: Candidate | None) -> dict[str, Any]:
    """Who an event is about, as the recruiter names them (``data.candidate`` of every session event and
    of ``answer.flagged``): a Telegram notice names them by it, the id only when they gave no name."""
    return {
        "telegram_id": telegram_id,
        "name": candidate.name if candidate else "",
        "username": candidate.username if candidate else "",
    }


# read by every session event (a start, an end): built once (building it cost more than running it), of
# the two columns an event reads (Core rows: the ORM's loading cost more than the statement, even of none)
_HOOKS: Table = Webhook.__table__  # type: ignore[assignment]
_LIVE_HOOKS = select(_HOOKS.c.id, _HOOKS.c.events).where(
    _HOOKS.c.org_id == bindparam("org_id"), _HOOKS.c.deleted_at.is_(None)
)


def event_body(event_id: str, event_type: str, created_at: datetime, data: dict[str, Any]) -> str:
    """``{id, type, created_at, data}``: the exact bytes every attempt sends."""
    envelope = {"id": event_id, "type": event_type, "created_at": created_at.isoformat(), "data": data}
    return json.dumps(envelope, ensure_ascii=False, separators=(",", ":"), sort_keys=False)


def write_event(
    db: Session,
    org_id: str,
    event_type: str,
    data: dict[str, Any] | Callable[[], dict[str, Any]],
    now: datetime,
) -> str | None:
    """The event and a delivery for each of the organisation's webhooks subscribed to its type (none
    subscribed: nothing is written, and ``data``, when a function, is not even made). Runs inside the
    caller's transaction."""
    with db.no_autoflush:
        hooks = db.execute(_LIVE_HOOKS, {"org_id": org_id})
        subscribed = [hook for hook in hooks if event_type in hook.events]
    if not subscribed:
        return None
    event_id = f"evt_{uuid.uuid4().hex}"
    event = WebhookEvent(
        id=event_id,
        org_id=org_id,
        type=event_type,
        body=event_body(event_id, event_type, now, data() if callable(data) else data),
        created_at=now,
    )
    db.add(event)
    for hook in subscribed:
        db.add(WebhookDelivery(webhook_id=hook.id, event=event, next_attempt_at=now, created_at=now))
    wake_on_commit(db)
    return event_id


def write_statement(
    db: Session, session: InterviewSession, event_type: str, body: str, now: datetime
) -> None:
    """An xAPI statement about ``session`` for the Learning Record Store of the settings (of the session's
    organisation, none for practice; erased with the session)."""
    write_delivery(db, "xapi", session.org_id, event_type, body, now, session_id=session.id)


def write_delivery(
    db: Session | AsyncSession,
    target: str,
    org_id: str | None,
    event_type: str,
    body: str,
    now: datetime,
    *,
    session_id: str | None = None,
) -> None:
    """An event and its one delivery to no webhook but ``target`` — an xAPI statement for the LRS
    (``xapi``), an e-mail for the mail server (``email``), a completed test's notice to an applicant
    tracking system (``ats``) — sent by the same worker as every webhook, with the same retries."""
    event = WebhookEvent(
        id=f"evt_{uuid.uuid4().hex}",
        org_id=org_id,
        session_id=session_id,
        type=event_type,
        body=body,
        created_at=now,
    )
    db.add(event)
    db.add(WebhookDelivery(target=target, event=event, next_attempt_at=now, created_at=now))
    wake_on_commit(db)


def wake_on_commit(db: Session | AsyncSession) -> None:
    """Wake this process's delivery worker when the transaction commits."""
    db.info[WRITTEN] = True


async def record(
    ctx: ServiceContext, db: AsyncSession, org_id: str, event_type: str, data: dict[str, Any]
) -> str | None:
    now = ctx.now()
    return await db.run_sync(lambda sync: write_event(sync, org_id, event_type, data, now))
