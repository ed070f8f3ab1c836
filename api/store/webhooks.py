"""Webhooks, their deliveries and attempts; claiming due deliveries so two replicas never send one at once."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import datetime

from sqlalchemy import ColumnElement, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from api.store.models import Webhook, WebhookAttempt, WebhookDelivery, WebhookEvent
from api.store.orgs import lock_org

# receivers an organisation may register: each is sent every event it subscribes to, written in the
# transaction of the candidate's own request (a start, a finish)
MAX_WEBHOOKS = 20


async def org_webhooks(db: AsyncSession, org_id: str) -> Sequence[Webhook]:
    statement = (
        select(Webhook)
        .where(Webhook.org_id == org_id, Webhook.deleted_at.is_(None), Webhook.kind == "http")
        .order_by(Webhook.seq.desc())
    )
    return (await db.execute(statement)).scalars().all()


async def count_for_a_new_one(db: AsyncSession, org_id: str) -> int:
    """The organisation's live receivers, counted for one more to be added in this transaction: under
    the organisation's lock (``orgs.lock_org``), so two registrations at once count in turn."""
    await lock_org(db, org_id)
    statement = select(func.count()).where(
        Webhook.org_id == org_id, Webhook.deleted_at.is_(None), Webhook.kind == "http"
    )
    return int(await db.scalar(statement) or 0)


async def org_webhook(db: AsyncSession, org_id: str, webhook_id: str) -> Webhook | None:
    statement = select(Webhook).where(
        Webhook.id == webhook_id,
        Webhook.org_id == org_id,
        Webhook.deleted_at.is_(None),
        Webhook.kind == "http",
    )
    return (await db.execute(statement)).scalar_one_or_none()


async def deliveries(
    db: AsyncSession, webhook_id: str, *, limit: int, before_seq: int | None = None
) -> Sequence[tuple[WebhookDelivery, WebhookEvent]]:
    statement = (
        select(WebhookDelivery, WebhookEvent)
        .join(WebhookEvent, WebhookEvent.id == WebhookDelivery.event_id)
        .where(WebhookDelivery.webhook_id == webhook_id)
        .order_by(WebhookDelivery.seq.desc())
        .limit(limit)
    )
    if before_seq is not None:
        statement = statement.where(WebhookDelivery.seq < before_seq)
    return [(row[0], row[1]) for row in (await db.execute(statement)).all()]


async def delivery(db: AsyncSession, webhook_id: str, delivery_id: str) -> WebhookDelivery | None:
    statement = select(WebhookDelivery).where(
        WebhookDelivery.id == delivery_id, WebhookDelivery.webhook_id == webhook_id
    )
    return (await db.execute(statement)).scalar_one_or_none()


async def attempts_of(db: AsyncSession, delivery_ids: Sequence[str]) -> dict[str, list[WebhookAttempt]]:
    found: dict[str, list[WebhookAttempt]] = {delivery_id: [] for delivery_id in delivery_ids}
    if not delivery_ids:
        return found
    statement = (
        select(WebhookAttempt)
        .where(WebhookAttempt.delivery_id.in_(delivery_ids))
        .order_by(WebhookAttempt.seq)
    )
    for attempt in (await db.execute(statement)).scalars():
        found[attempt.delivery_id].append(attempt)
    return found


async def delivery_parts(
    db: AsyncSession, delivery_id: str
) -> tuple[WebhookDelivery, Webhook | None, WebhookEvent] | None:
    """A delivery with its webhook (deleted ones too; none for an xAPI statement) and its event."""
    statement = (
        select(WebhookDelivery, Webhook, WebhookEvent)
        .join(Webhook, Webhook.id == WebhookDelivery.webhook_id, isouter=True)
        .join(WebhookEvent, WebhookEvent.id == WebhookDelivery.event_id)
        .where(WebhookDelivery.id == delivery_id)
    )
    row = (await db.execute(statement)).one_or_none()
    return (row[0], row[1], row[2]) if row is not None else None


def _of_kind(kind: str) -> ColumnElement[bool]:
    """Deliveries to webhooks of ``kind``; an xAPI statement (no webhook) is the delivery worker's."""
    hooks = WebhookDelivery.webhook_id.in_(select(Webhook.id).where(Webhook.kind == kind))
    return or_(WebhookDelivery.webhook_id.is_(None), hooks) if kind == "http" else hooks


def _free(now: datetime) -> ColumnElement[bool]:
    return or_(WebhookDelivery.lease_until.is_(None), WebhookDelivery.lease_until < now)


async def claim_due(
    db: AsyncSession,
    now: datetime,
    lease_until: datetime,
    limit: int,
    *,
    kind: str = "http",
    skip_receivers: Collection[str] = (),
) -> list[str]:
    """Lease up to ``limit`` due deliveries of webhooks of ``kind`` to the caller (``http``: the
    delivery worker's; ``telegram``: the bot's, api/services/webhooks/_telegram_notices.py). On PostgreSQL the
    candidates are locked with ``FOR UPDATE SKIP LOCKED`` (a replica claiming at the same moment takes
    other rows); on both stores the lease is taken by an ``UPDATE … WHERE`` the lease is still free
    ``RETURNING`` the rows it took, so a row leased by another worker in between (SQLite serialises
    writers) is not taken twice. ``skip_receivers``: webhooks (ids) or other targets (``xapi``, ``email``)
    whose deliveries are left for later, as the caller's slots for them are all taken."""
    skip = list(skip_receivers)
    candidates = (
        select(WebhookDelivery.id)
        .where(
            WebhookDelivery.status == "pending",
            WebhookDelivery.next_attempt_at <= now,
            _free(now),
            _of_kind(kind),
        )
        .order_by(WebhookDelivery.next_attempt_at)
        .limit(limit)
        .with_for_update(skip_locked=True)
    )
    if skip:
        not_skipped = or_(WebhookDelivery.webhook_id.is_(None), WebhookDelivery.webhook_id.not_in(skip))
        candidates = candidates.where(not_skipped, WebhookDelivery.target.not_in(skip))
    ids = list((await db.execute(candidates)).scalars())
    if not ids:
        return []
    taken = (
        update(WebhookDelivery)
        .where(WebhookDelivery.id.in_(ids), WebhookDelivery.status == "pending", _free(now))
        .values(lease_until=lease_until)
        .returning(WebhookDelivery.id)
        .execution_options(synchronize_session=False)
    )
    return list((await db.execute(taken)).scalars())


async def renew_lease(
    db: AsyncSession, delivery_id: str, held_until: datetime, lease_until: datetime
) -> bool:
    """Extend the lease of a delivery the caller took until ``held_until``; False when another worker
    has taken it since (its lease is not that one any more) or it is settled."""
    renewed = (
        update(WebhookDelivery)
        .where(
            WebhookDelivery.id == delivery_id,
            WebhookDelivery.status == "pending",
            WebhookDelivery.lease_until == held_until,
        )
        .values(lease_until=lease_until)
        .returning(WebhookDelivery.id)
        .execution_options(synchronize_session=False)
    )
    return (await db.execute(renewed)).scalar_one_or_none() is not None


async def mark_delivered(db: AsyncSession, delivery_id: str, attempt: WebhookAttempt) -> None:
    """A delivery whose receiver answered 2xx, marked with its attempt and no read first. The attempt is
    flushed first: an ORM flush is what takes this process's SQLite writer lock (api/store/writer.py),
    which a bare ``UPDATE`` would bypass, contending with the queued writers under SQLite's own lock."""
    attempt.delivery_id = delivery_id
    db.add(attempt)
    await db.flush()
    await db.execute(
        update(WebhookDelivery)
        .where(WebhookDelivery.id == delivery_id)
        .values(status="delivered", attempts=WebhookDelivery.attempts + 1, lease_until=None)
        .execution_options(synchronize_session=False)
    )
