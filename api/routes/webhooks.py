"""Recruiter webhooks: register a receiver (the signing secret is shown once), list, delete, read each
delivery's attempts, retry one. Scoped to the key's organisation."""

from __future__ import annotations

from fastapi import APIRouter, Response

from api import webhook_schemas as wire
from api.deps import Ctx, Cursor, Db, PageLimit, Recruiter
from api.errors import ApiError, problem_responses
from api.paging import keyset_page
from api.services.outbox import wake_on_commit
from api.services.webhooks import OutboundRefused, check_destination, new_salt, webhook_secret
from api.store import webhooks as store
from api.store.models import Webhook, WebhookAttempt, WebhookDelivery, WebhookEvent

router = APIRouter(prefix="/v1/webhooks", tags=["recruiter: webhooks"])


def webhook_out(hook: Webhook) -> wire.WebhookOut:
    return wire.WebhookOut(id=hook.id, url=hook.url, events=list(hook.events), created_at=hook.created_at)


def delivery_out(
    delivery: WebhookDelivery, event: WebhookEvent, attempts: list[WebhookAttempt]
) -> wire.DeliveryOut:
    return wire.DeliveryOut(
        id=delivery.id,
        event_id=event.id,
        event_type=event.type,
        status=delivery.status,
        created_at=delivery.created_at,
        next_attempt_at=delivery.next_attempt_at if delivery.status == "pending" else None,
        attempts=[
            wire.AttemptOut(at=a.at, status_code=a.status_code, latency_ms=a.latency_ms, error=a.error)
            for a in attempts
        ],
    )


async def _owned(db: Db, org_id: str, webhook_id: str) -> Webhook:
    hook = await store.org_webhook(db, org_id, webhook_id)
    if hook is None:
        raise ApiError(404, "no such webhook")
    return hook


@router.post("", status_code=201, response_model=wire.WebhookCreated, responses=problem_responses(409))
async def create_webhook(body: wire.WebhookCreate, org: Recruiter, ctx: Ctx, db: Db) -> wire.WebhookCreated:
    """Register a receiver for the listed events. The response carries the signing ``secret``: it is shown
    only here. Loopback, private and link-local destinations are refused (422) unless the server allows
    them (``IBOT_OUTBOUND_ALLOW_PRIVATE``). An organisation has at most 20 receivers: one more is 409
    ``too_many_webhooks`` (delete one first)."""
    try:
        await check_destination(body.url, allow_private=ctx.settings.outbound_allow_private)
    except OutboundRefused as refused:
        raise ApiError(422, "url: {problem}", args={"problem": refused}) from None
    if await store.count_for_a_new_one(db, org.id) >= store.MAX_WEBHOOKS:
        raise ApiError(
            409,
            "an organisation has at most {limit} webhooks: delete one first",
            args={"limit": store.MAX_WEBHOOKS},
            reason="too_many_webhooks",
        )
    hook = Webhook(
        org_id=org.id, url=body.url, events=list(body.events), salt=new_salt(), created_at=ctx.now()
    )
    db.add(hook)
    await db.flush()
    secret = webhook_secret(ctx.service_token, hook.id, hook.salt)
    return wire.WebhookCreated(**webhook_out(hook).model_dump(), secret=secret)


@router.get("", response_model=wire.WebhookList)
async def list_webhooks(org: Recruiter, db: Db) -> wire.WebhookList:
    """The organisation's webhooks (never their secrets)."""
    return wire.WebhookList(items=[webhook_out(hook) for hook in await store.org_webhooks(db, org.id)])


@router.delete("/{webhook_id}", status_code=204)
async def delete_webhook(webhook_id: str, org: Recruiter, ctx: Ctx, db: Db) -> Response:
    """Stop sending to this receiver; pending deliveries are given up."""
    hook = await _owned(db, org.id, webhook_id)
    hook.deleted_at = ctx.now()
    return Response(status_code=204)


@router.get("/{webhook_id}/deliveries", response_model=wire.DeliveryList)
async def list_deliveries(
    webhook_id: str,
    org: Recruiter,
    db: Db,
    cursor: Cursor = None,
    limit: PageLimit = 50,
) -> wire.DeliveryList:
    """Newest first: each delivery with every attempt (time, status code, latency, error)."""
    await _owned(db, org.id, webhook_id)
    page, next_cursor = await keyset_page(
        lambda count, before: store.deliveries(db, webhook_id, limit=count, before_seq=before),
        cursor,
        limit,
        lambda row: row[0].seq,
    )
    attempts = await store.attempts_of(db, [delivery.id for delivery, _ in page])
    return wire.DeliveryList(
        items=[delivery_out(delivery, event, attempts[delivery.id]) for delivery, event in page],
        next_cursor=next_cursor,
    )


@router.post(
    "/{webhook_id}/deliveries/{delivery_id}/retry",
    status_code=202,
    response_model=wire.DeliveryOut,
    responses=problem_responses(409),
)
async def retry_delivery(
    webhook_id: str, delivery_id: str, org: Recruiter, ctx: Ctx, db: Db
) -> wire.DeliveryOut:
    """Send this delivery again now (also one that was given up or already delivered)."""
    await _owned(db, org.id, webhook_id)
    delivery = await store.delivery(db, webhook_id, delivery_id)
    if delivery is None:
        raise ApiError(404, "no such delivery")
    if delivery.lease_until is not None and delivery.lease_until > ctx.now():
        raise ApiError(409, "this delivery is being sent right now")
    delivery.status = "pending"
    delivery.next_attempt_at = ctx.now()
    await db.flush()
    wake_on_commit(db)
    parts = await store.delivery_parts(db, delivery.id)
    assert parts is not None
    attempts = await store.attempts_of(db, [delivery.id])
    return delivery_out(delivery, parts[2], attempts[delivery.id])
