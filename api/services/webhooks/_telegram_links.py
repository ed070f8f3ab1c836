"""Recruiter notifications in Telegram, the linking half: a signed-in recruiter asks the console for a
one-time deep link (``https://t.me/<bot>?start=rl_<token>``, valid for an hour); the bot, given the
token by Telegram, claims it for the recruiter's chat. A linked chat is a webhook of kind ``telegram``
(api/store/models/webhooks.py ``Webhook``), so the outbox writes its deliveries like any webhook's and the bot
sends them (api/services/webhooks/). ``/unlink`` ends it; so does revoking the key that made
the link (api/store/orgs.py ``revoke_key``), and a claim made with a revoked key is refused."""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from datetime import timedelta
from typing import Any, cast

from sqlalchemy import CursorResult, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import set_committed_value

from api.context import ServiceContext
from api.errors import ApiError
from api.services.sessions import deep_link
from api.store import writer
from api.store.models import ApiKey, Org, Webhook

LINK_PREFIX = "rl_"  # the deep link's start parameter: rl_<token> (an invite's token never starts so)
LINK_LIFETIME = timedelta(hours=1)
NOTICE_EVENTS = ("session.finished", "answer.flagged", "invite.exhausted", "invite.expiring")


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def chat_link_url(ctx: ServiceContext, token: str) -> str:
    """The bot's deep link that links the chat opening it (the same shape as an invite's)."""
    return deep_link(ctx.settings.bot_username, LINK_PREFIX + token)


async def start_link(
    ctx: ServiceContext, db: AsyncSession, org_id: str, key_id: str, language: str
) -> tuple[Webhook, str]:
    """A pending link and its one-time token (shown once; only its hash is kept)."""
    token = secrets.token_urlsafe(24)
    pending = Webhook(
        org_id=org_id,
        url="telegram:",
        events=[],  # nothing is written for it until a chat claims it
        salt="",
        kind="telegram",
        key_id=key_id,
        link_hash=_hash(token),
        link_expires_at=ctx.now() + LINK_LIFETIME,
        language="en" if language == "en" else "zh",
        created_at=ctx.now(),
    )
    db.add(pending)
    await db.flush()
    return pending, token


async def claim_link(ctx: ServiceContext, db: AsyncSession, token: str, chat_id: int) -> tuple[Webhook, Org]:
    """The chat takes the link: every event on, the token spent. 404 when the token is unknown, used,
    expired, or its key was revoked since."""
    row = (
        await db.execute(
            select(Webhook, Org, ApiKey)
            .join(Org, Org.id == Webhook.org_id)
            .join(ApiKey, ApiKey.id == Webhook.key_id)
            .where(Webhook.link_hash == _hash(token.removeprefix(LINK_PREFIX)), Webhook.kind == "telegram")
        )
    ).one_or_none()
    now = ctx.now()
    if row is None or row[0].deleted_at is not None or row[2].revoked_at is not None:
        raise ApiError(404, "this link is not valid, was used already, or has expired")
    hook, org, _ = row
    if hook.link_expires_at is None or hook.link_expires_at <= now:
        raise ApiError(404, "this link is not valid, was used already, or has expired")
    # The claim is one compare-and-set on the token: another chat's claim may have read the link as
    # unclaimed too (SQLite reads without a row lock, PostgreSQL's read takes none); of the two, only
    # the write that still finds the token spends it, and the other is refused as a used link.
    await writer.hold(db)  # Core statements flush nothing: SQLite's writer lock first, as a flush's
    taken = {"chat_id": chat_id, "link_hash": None, "link_expires_at": None, "events": list(NOTICE_EVENTS)}
    claimed = cast(
        CursorResult[Any],
        await db.execute(
            update(Webhook)
            .where(Webhook.id == hook.id, Webhook.link_hash == hook.link_hash, Webhook.deleted_at.is_(None))
            .values(**taken)
            .execution_options(synchronize_session=False)
        ),
    )
    if claimed.rowcount != 1:
        raise ApiError(404, "this link is not valid, was used already, or has expired")
    for name, value in taken.items():
        set_committed_value(hook, name, value)
    # one link per chat and organisation: an earlier one of this chat is replaced
    await db.execute(
        update(Webhook)
        .where(
            Webhook.org_id == org.id,
            Webhook.chat_id == chat_id,
            Webhook.deleted_at.is_(None),
            Webhook.id != hook.id,
        )
        .values(deleted_at=now)
        .execution_options(synchronize_session=False)
    )
    return hook, org


async def chat_links(db: AsyncSession, chat_id: int) -> Sequence[Webhook]:
    statement = select(Webhook).where(
        Webhook.chat_id == chat_id, Webhook.kind == "telegram", Webhook.deleted_at.is_(None)
    )
    return (await db.scalars(statement)).all()


async def unlink_chat(ctx: ServiceContext, db: AsyncSession, chat_id: int) -> list[str]:
    """End every link of the chat; the organisations' names (none: it was not linked)."""
    rows = (
        await db.execute(
            select(Webhook, Org)
            .join(Org, Org.id == Webhook.org_id)
            .where(Webhook.chat_id == chat_id, Webhook.kind == "telegram", Webhook.deleted_at.is_(None))
        )
    ).all()
    for hook, _ in rows:
        hook.deleted_at = ctx.now()
    return [org.name for _, org in rows]


async def org_links(db: AsyncSession, org_id: str) -> Sequence[Webhook]:
    """The organisation's linked chats (pending links are not listed: their token was shown once)."""
    statement = (
        select(Webhook)
        .where(
            Webhook.org_id == org_id,
            Webhook.kind == "telegram",
            Webhook.chat_id.is_not(None),
            Webhook.deleted_at.is_(None),
        )
        .order_by(Webhook.seq)
    )
    return (await db.scalars(statement)).all()


async def org_link(db: AsyncSession, org_id: str, link_id: str) -> Webhook:
    found = next((hook for hook in await org_links(db, org_id) if hook.id == link_id), None)
    if found is None:
        raise ApiError(404, "no such webhook")
    return found


async def choose_events(db: AsyncSession, org_id: str, link_id: str, events: Sequence[str]) -> None:
    hook = await org_link(db, org_id, link_id)
    hook.events = [event for event in NOTICE_EVENTS if event in events]


async def end_link(ctx: ServiceContext, db: AsyncSession, org_id: str, link_id: str) -> None:
    (await org_link(db, org_id, link_id)).deleted_at = ctx.now()
