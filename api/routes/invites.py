"""Recruiter invites: create, list, read, revoke — all scoped to the key's organisation."""

from __future__ import annotations

from fastapi import APIRouter, Response

from api import schemas
from api.deps import Ctx, Cursor, Db, PageLimit, Recruiter
from api.errors import ApiError
from api.paging import keyset_page
from api.services import sessions
from api.services.sessions import invite_out
from api.store import invites as store

router = APIRouter(prefix="/v1/invites", tags=["recruiter: invites"])


@router.post("", status_code=201, response_model=schemas.InviteOut)
async def create_invite(body: schemas.InviteCreate, org: Recruiter, ctx: Ctx, db: Db) -> schemas.InviteOut:
    """Create an interview invite; hand its ``deep_link`` to the candidate.

    Topics are the bank's (``GET /v1/topics``): an unknown one is refused with the valid ones listed;
    more questions than the topics and types hold is refused with the number that exist, unless
    ``allow_fewer`` is true (then the invite asks the questions that exist)."""
    return invite_out(ctx, await sessions.create_invite(ctx, db, org, body))


@router.get("", response_model=schemas.InviteList)
async def list_invites(
    org: Recruiter,
    ctx: Ctx,
    db: Db,
    cursor: Cursor = None,
    limit: PageLimit = 50,
) -> schemas.InviteList:
    page, next_cursor = await keyset_page(
        lambda count, before: store.list_org_invites(db, org.id, limit=count, before_seq=before),
        cursor,
        limit,
        lambda row: row.seq,
    )
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
    await sessions.revoke_invite(ctx, db, org, invite_id)
    return Response(status_code=204)
