"""What the store keeps of an ATS: the organisation's credential (sealed, one row per organisation), and
what it sent about the person a test was for (the assignment, the invitation e-mail), forgotten with them."""

from __future__ import annotations

import email
import email.policy
from datetime import datetime
from email.message import EmailMessage

from sqlalchemy import delete, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from api.store.models import AtsAssignment, AtsCredential, Invite, WebhookEvent
from api.store.orgs import lock_org

# the outbox event of a test sent by e-mail: its body is the message, whose headers and greeting name
# the person (api/services/sessions/_ats.py writes it)
INVITATION = "ats.invitation"


async def save_credential(db: AsyncSession, org_id: str, key_id: str, sealed: str, now: datetime) -> None:
    """Insert or replace the organisation's row in one statement, so two tests sent at once (two
    transactions that both find none) do not collide on the key."""
    insert = postgresql.insert if db.get_bind().dialect.name == "postgresql" else sqlite.insert
    values = {"org_id": org_id, "key_id": key_id, "sealed": sealed, "updated_at": now}
    statement = insert(AtsCredential).values(**values)
    await db.execute(
        statement.on_conflict_do_update(
            index_elements=["org_id"], set_={"key_id": key_id, "sealed": sealed, "updated_at": now}
        )
    )


async def sent_before(db: AsyncSession, org_id: str, url: str) -> tuple[AtsAssignment, str] | None:
    """The organisation's test sent earlier for the ATS's ``url`` (Greenhouse's take-home test, one per
    test it sends) and its invite's token, read under the organisation's lock (``orgs.lock_org``, held
    until the transaction ends), so that two requests for one ``url`` at once make one sending."""
    await lock_org(db, org_id)
    row = (
        await db.execute(
            select(AtsAssignment, Invite.token)
            .join(Invite, Invite.id == AtsAssignment.invite_id)
            .where(AtsAssignment.org_id == org_id, AtsAssignment.callback_url == url)
            .order_by(AtsAssignment.seq)
            .limit(1)
        )
    ).first()
    return None if row is None else (row[0], row[1])


async def forget_person(db: AsyncSession, invite_id: str | None, name: str) -> None:
    """The person a test's invite (``invite_id``) was sent to, forgotten: the e-mail inviting them
    deleted from the outbox, sent or not, and the assignment's details of them (e-mail, handle,
    application id) blanked, its name ``name``. The ATS keeps its ``partner_interview_id`` (the row's id)
    for its status requests. Nothing to do for an invite no ATS sent, or none."""
    if invite_id is None:
        return
    assignment = await db.scalar(select(AtsAssignment).where(AtsAssignment.invite_id == invite_id))
    if assignment is None:
        return
    token = await db.scalar(select(Invite.token).where(Invite.id == invite_id))
    if assignment.email and token:
        # the address is in the message's To header as written; the link (the token) in its body, which
        # is encoded: read back, so that another test sent to the same address stays
        found = await db.execute(
            select(WebhookEvent.id, WebhookEvent.body).where(
                WebhookEvent.org_id == assignment.org_id,
                WebhookEvent.type == INVITATION,
                WebhookEvent.body.contains(assignment.email, autoescape=True),
            )
        )
        sent = [event_id for event_id, body in found.all() if token in _message_text(body)]
        if sent:  # its deliveries and their attempts go with it (ON DELETE CASCADE)
            await db.execute(delete(WebhookEvent).where(WebhookEvent.id.in_(sent)))
    await db.execute(
        update(AtsAssignment)
        .where(AtsAssignment.invite_id == invite_id)
        .values(email="", telegram_username="", name=name, external_id="")
    )


def _message_text(raw: str) -> str:
    """The text of a message the outbox holds (its transfer encoding undone); "" when unreadable."""
    try:
        message = email.message_from_string(raw, policy=email.policy.default)
        content = message.get_content() if isinstance(message, EmailMessage) else ""
    except (LookupError, ValueError, KeyError):
        return ""
    return content if isinstance(content, str) else ""
