"""Recruiter invites: create, list, read, revoke — all scoped to the key's organisation."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api import schemas
from api.deps import Ctx, Cursor, Db, Recruiter
from api.errors import ApiError
from api.security import new_invite_token
from api.services.topics import check_invite_filters
from api.store import invites as store
from api.store.models import Invite

router = APIRouter(prefix="/v1/invites", tags=["recruiter: invites"])


def deep_link(bot_username: str, token: str) -> str:
    return f"https://t.me/{bot_username}?start={token}"


def invite_out(ctx: Ctx, invite: Invite) -> schemas.InviteOut:
    return schemas.InviteOut(
        id=invite.id,
        token=invite.token,
        deep_link=deep_link(ctx.settings.bot_username, invite.token),
        title=invite.title,
        question_count=invite.question_count,
        topics=list(invite.topics),
        types=list(invite.types),
        time_limit_s=invite.time_limit_s,
        total_time_limit_s=invite.total_time_limit_s,
        reveal=invite.reveal,
        language=invite.language,
        expires_at=invite.expires_at,
        max_uses=invite.max_uses,
        uses=invite.uses,
        created_at=invite.created_at,
        revoked=invite.revoked_at is not None,
    )


@router.post("", status_code=201, response_model=schemas.InviteOut)
async def create_invite(body: schemas.InviteCreate, org: Recruiter, ctx: Ctx, db: Db) -> schemas.InviteOut:
    """Create an interview invite; hand its ``deep_link`` to the candidate.

    Topics are the bank's (``GET /v1/topics``): an unknown one is refused with the valid ones listed;
    more questions than the topics and types hold is refused with the number that exist, unless
    ``allow_fewer`` is true (then the invite asks the questions that exist)."""
    expires_at = body.expires_at
    if expires_at is not None and expires_at.tzinfo is None:
        raise ApiError(422, "expires_at needs a time zone (e.g. 2026-12-01T12:00:00Z)")
    topics, question_count = check_invite_filters(
        list(ctx.catalog),
        topics=body.topics,
        types=list(body.types),
        question_count=body.question_count,
        allow_fewer=body.allow_fewer,
    )
    invite = Invite(
        org_id=org.id,
        token=new_invite_token(),
        title=body.title,
        question_count=question_count,
        topics=topics,
        types=list(body.types),
        time_limit_s=body.time_limit_s,
        total_time_limit_s=body.total_time_limit_s,
        reveal=body.reveal,
        language=body.language,
        expires_at=expires_at,
        max_uses=body.max_uses,
        created_at=ctx.now(),
    )
    await store.add_invite(db, invite)
    return invite_out(ctx, invite)


@router.get("", response_model=schemas.InviteList)
async def list_invites(
    org: Recruiter,
    ctx: Ctx,
    db: Db,
    cursor: Cursor = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
) -> schemas.InviteList:
    before = int(cursor) if cursor else None
    rows = await store.list_org_invites(db, org.id, limit=limit + 1, before_seq=before)
    page = rows[:limit]
    next_cursor = str(page[-1].seq) if len(rows) > limit else None
    return schemas.InviteList(items=[invite_out(ctx, row) for row in page], next_cursor=next_cursor)


@router.get("/{invite_id}", response_model=schemas.InviteOut)
async def get_invite(invite_id: str, org: Recruiter, ctx: Ctx, db: Db) -> schemas.InviteOut:
    invite = await store.get_org_invite(db, org.id, invite_id)
    if invite is None:
        raise ApiError(404, "no such invite")
    return invite_out(ctx, invite)


@router.delete("/{invite_id}", status_code=204, response_class=Response)
async def revoke_invite(invite_id: str, org: Recruiter, ctx: Ctx, db: Db) -> Response:
    """Revoke: the link stops working; sessions already started carry on."""
    invite = await store.get_org_invite(db, org.id, invite_id)
    if invite is None:
        raise ApiError(404, "no such invite")
    await store.revoke_invite(db, invite, ctx.now())
    return Response(status_code=204)
