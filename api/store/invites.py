"""Invites: created by recruiters, consumed by candidates opening the deep link."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import NamedTuple

from sqlalchemy import Table, bindparam, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value

from api.store import connection, writer
from api.store.models import AtsAssignment, Invite, open_invites


async def add_invite(db: AsyncSession, invite: Invite) -> Invite:
    db.add(invite)
    await db.flush()
    return invite


async def get_org_invite(db: AsyncSession, org_id: str, invite_id: str) -> Invite | None:
    return await db.scalar(select(Invite).where(Invite.id == invite_id, Invite.org_id == org_id))


# Statements of every session's start, built once (building the expression cost more than running it)
# with the Telegram handle an ATS sent the invite's test to (an ATS's invite is its test's alone)
_INVITE_BY_TOKEN = (
    select(Invite, AtsAssignment.telegram_username)
    .outerjoin(AtsAssignment, AtsAssignment.invite_id == Invite.id)
    .where(Invite.token == bindparam("token"))
)
# The table's, not the entity's: a Core statement on the transaction's connection (``consume_use``), without
# the ORM's bulk UPDATE around it (the caller sets the one attribute it changes, as stored)
_INVITES: Table = Invite.__table__  # type: ignore[assignment]
_TAKE_USE = (
    update(_INVITES)
    .where(_INVITES.c.id == bindparam("b_invite_id"))
    .values(uses=_INVITES.c.uses + 1)
    .returning(_INVITES.c.uses)
)
_TAKE_LIMITED_USE = _TAKE_USE.where(_INVITES.c.uses < bindparam("b_max_uses"))
_ANNOUNCE = (
    update(_INVITES)
    .where(_INVITES.c.id == bindparam("b_invite_id"), _INVITES.c.expiring_announced_at.is_(None))
    .values(expiring_announced_at=bindparam("b_when"))
)


# In a request's ``db.info``: the titles of the invites it has read (invite id -> title). A title never
# changes once the invite is made, so the report a session's start returns reads it here, not again.
_TITLES_READ = "ibot_invite_titles"


class InviteByToken(NamedTuple):
    """An invite a candidate's deep link names, and the Telegram handle of the candidate an ATS sent it
    to (None or "": anyone may take it), read together: a start checks both."""

    invite: Invite
    taker: str | None


async def get_invite_by_token(db: AsyncSession, token: str) -> InviteByToken | None:
    row = (await db.execute(_INVITE_BY_TOKEN, {"token": token})).first()
    if row is None:
        return None
    invite, taker = row
    note_title_read(db, invite.id, invite.title)
    return InviteByToken(invite, taker)


def note_title_read(db: AsyncSession | Session, invite_id: str, title: str) -> None:
    """``title``, read by this request (an ORM session and its async one share ``info``), for
    ``title_read``."""
    db.info.setdefault(_TITLES_READ, {})[invite_id] = title


def title_read(db: AsyncSession, invite_id: str) -> str | None:
    """The title of an invite this request has read already (``get_invite_by_token``, a finished
    session's ATS callback: ``sessions.write_completion``), else None."""
    titles: dict[str, str] = db.info.get(_TITLES_READ, {})
    return titles.get(invite_id)


async def list_org_invites(
    db: AsyncSession, org_id: str, *, limit: int, before_seq: int | None = None
) -> Sequence[Invite]:
    query = select(Invite).where(Invite.org_id == org_id)
    if before_seq is not None:
        query = query.where(Invite.seq < before_seq)
    return (await db.scalars(query.order_by(Invite.seq.desc()).limit(limit))).all()


class FixedForm(NamedTuple):
    invite_id: str
    title: str
    questions: list[str]


async def open_fixed_forms(db: AsyncSession, org_id: str, now: datetime) -> list[FixedForm]:
    """The organisation's invites a candidate can still start (``Invite.open_at``) that fix their
    questions, oldest first."""
    query = (
        select(Invite.id, Invite.title, Invite.questions)
        .where(Invite.org_id == org_id, open_invites(now))
        .order_by(Invite.seq)
    )
    # a drawn-per-candidate invite's ``questions`` is JSON null or SQL NULL as it was written: both None here
    rows = (await db.execute(query)).all()
    return [FixedForm(invite_id, title, questions) for invite_id, title, questions in rows if questions]


async def consume_use(db: AsyncSession, invite: Invite) -> bool:
    """Take one use atomically; False when the invite is exhausted. ``invite.uses`` is then the count
    the store holds, read back by the same statement (not by a second one)."""
    on = await connection.of(db)
    if invite.max_uses is None:
        uses = await on.scalar(_TAKE_USE, {"b_invite_id": invite.id})
    else:
        uses = await on.scalar(_TAKE_LIMITED_USE, {"b_invite_id": invite.id, "b_max_uses": invite.max_uses})
    if uses is None:
        return False
    set_committed_value(invite, "uses", uses)
    return True


async def announce_once(db: AsyncSession, invite: Invite, when: datetime) -> bool:
    """Mark ``invite``'s ``invite.expiring`` announced, if no one has: one compare-and-set, since two
    replicas' delivery rounds may both have read it as not yet announced. Whether this call marked it."""
    await writer.hold(db)  # SQLite: queued with the process's other writers, as a flush is
    on = await connection.of(db)
    marked = await on.execute(_ANNOUNCE, {"b_invite_id": invite.id, "b_when": when})
    if marked.rowcount != 1:
        return False
    set_committed_value(invite, "expiring_announced_at", when)
    return True


async def revoke_invite(db: AsyncSession, invite: Invite, when: datetime) -> None:
    if invite.revoked_at is None:
        invite.revoked_at = when
