"""Sessions as recruiters (scoped to their organisation) and candidates (their own) read them."""

from __future__ import annotations

import asyncio
from typing import Annotated, Literal

from fastapi import APIRouter, Query, Response
from fastapi.responses import HTMLResponse, PlainTextResponse

from api import schemas
from api.deps import (
    AnyCaller,
    Caller,
    Ctx,
    Cursor,
    Db,
    PageLimit,
    Recruiter,
    VisibleSession,
    load_session,
)
from api.errors import ApiError
from api.paging import keyset_page
from api.services import reports
from api.services.reports import current_summary, current_transcript
from api.store import sessions as store

router = APIRouter(prefix="/v1/sessions", tags=["sessions"])
SessionStatusFilter = Literal["active", "finished", "expired", "abandoned"]


@router.get("", response_model=schemas.SessionList, tags=["recruiter: sessions"])
async def list_sessions(
    org: Recruiter,
    ctx: Ctx,
    db: Db,
    status: SessionStatusFilter | None = None,
    invite_id: str | None = None,
    since: Annotated[schemas.Instant | None, Query(description="opened at or after")] = None,
    until: Annotated[schemas.Instant | None, Query(description="opened before")] = None,
    cursor: Cursor = None,
    limit: PageLimit = 50,
) -> schemas.SessionList:
    """The organisation's interview sessions, newest first, with cursor pagination."""
    for bound in (since, until):
        if bound is not None and bound.tzinfo is None:
            raise ApiError(422, "since/until need a time zone")
    page, next_cursor = await keyset_page(
        lambda count, before: store.list_org_sessions(
            db,
            org.id,
            limit=count,
            before_seq=before,
            status=status,
            invite_id=invite_id,
            since=since,
            until=until,
        ),
        cursor,
        limit,
        lambda row: row.seq,
    )
    items = []
    for row in page:
        items.append(await current_summary(ctx, db, row, recruiter=True))
    return schemas.SessionList(items=items, next_cursor=next_cursor)


@router.delete("/{session_id}", status_code=204, tags=["recruiter: sessions"])
async def delete_session(session_id: str, org: Recruiter, db: Db) -> Response:
    """Erase one of the organisation's sessions: its answers and the candidate's link to it (their name
    and Telegram id no longer appear with it), and the webhook events about it. Cannot be undone."""
    session = await load_session(db, Caller(org=org), session_id, lock=True)
    await store.erase_session(db, session)
    return Response(status_code=204)


@router.get("/{session_id}", response_model=schemas.SessionSummary)
async def get_session(session: VisibleSession, caller: AnyCaller, ctx: Ctx, db: Db) -> schemas.SessionSummary:
    """Status, score, per-topic breakdown and timings (candidates see grades per the reveal policy)."""
    return await current_summary(ctx, db, session, recruiter=caller.is_recruiter)


@router.get(
    "/{session_id}/transcript",
    response_model=schemas.Transcript,
    responses={200: {"content": {"text/markdown": {}, "text/csv": {}, "text/html": {}}}},
)
async def get_transcript(
    session: VisibleSession,
    caller: AnyCaller,
    ctx: Ctx,
    db: Db,
    format: schemas.TranscriptFormat = "json",
) -> schemas.Transcript | Response:
    """Every question as shown, the answer as typed, verdict, score, rationale, hints and timings."""
    transcript = await current_transcript(ctx, db, session, recruiter=caller.is_recruiter)
    if format == "json":
        return transcript
    return await transcript_response(transcript, format)


async def transcript_response(transcript: schemas.Transcript, format: schemas.TranscriptFormat) -> Response:
    """A transcript as a download or a page (the JSON API and the console serve the same files)."""
    filename = f"session-{transcript.session.id}"
    nosniff = {"X-Content-Type-Options": "nosniff"}
    if format == "json":
        return Response(
            transcript.model_dump_json(indent=2),
            media_type="application/json",
            headers={**nosniff, "Content-Disposition": f'attachment; filename="{filename}.json"'},
        )
    if format == "md":
        return PlainTextResponse(
            reports.transcript_markdown(transcript),
            media_type="text/markdown; charset=utf-8",
            headers=nosniff,
        )
    if format == "csv":
        return PlainTextResponse(
            reports.transcript_csv(transcript),
            media_type="text/csv; charset=utf-8",
            headers={**nosniff, "Content-Disposition": f'attachment; filename="{filename}.csv"'},
        )
    page = await asyncio.to_thread(reports.transcript_html, transcript)
    return HTMLResponse(page, headers={**nosniff, "Content-Security-Policy": reports.HTML_CSP})
