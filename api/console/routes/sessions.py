"""Sessions: the filterable, sortable, paginated table with its CSV, one session's transcript page, and
its exports (the same files as ``GET /v1/sessions/{id}/transcript``)."""

from __future__ import annotations

from urllib.parse import urlencode

from fastapi import APIRouter, Request
from starlette.responses import Response

from api import schemas
from api.console.auth import User
from api.console.pages import page, words
from api.console.params import choice, day, page_number, text
from api.deps import Caller, Ctx, Db, load_session
from api.errors import ApiError
from api.routes.sessions import transcript_response
from api.services.reports import (
    PAGE_SIZE,
    SORT_KEYS,
    STATUSES,
    SessionFilter,
    current_transcript,
    display_name,
    session_page,
    sessions_csv,
    topic_bars,
)
from api.services.scoring import latest_calibration
from api.services.sessions import answer_deadline
from api.store import invites as invite_store
from api.store.models import Candidate, InterviewSession

router = APIRouter(prefix="/console/sessions", include_in_schema=False)
EXPORTS = ("json", "md", "csv", "html")


def session_filter(request: Request) -> SessionFilter:
    invite = text(request, "invite", 64)
    return SessionFilter(
        status=choice(request, "status", STATUSES),
        invite_id=invite if invite.isalnum() else None,
        since=day(request, "since"),
        until=day(request, "until", end=True),
        sort=choice(request, "sort", SORT_KEYS, "date"),  # type: ignore[arg-type]
        descending=choice(request, "dir", ("asc", "desc"), "desc") == "desc",
    )


@router.get("")
async def table(request: Request, ctx: Ctx, db: Db, user: User) -> Response:
    where = session_filter(request)
    number = page_number(request)
    rows, total = await session_page(db, user.org_id, where, ctx.now(), page=number)
    query = {k: v for k, v in request.query_params.items() if k != "page" and v}
    pages = max(1, -(-total // PAGE_SIZE))
    invites = list(await invite_store.list_org_invites(db, user.org_id, limit=200))
    if where.invite_id and all(invite.id != where.invite_id for invite in invites):
        # the invite filtered by, older than the list: still shown as the one chosen
        chosen = await invite_store.get_org_invite(db, user.org_id, where.invite_id)
        invites += [chosen] if chosen is not None else []
    calibration = await latest_calibration(db, user.org_id)  # the θs' scale, and what it rests on
    return page(
        request,
        "sessions.html",
        user=user,
        rows=rows,
        total=total,
        page_number=number,
        pages=pages,
        query=query,
        link=lambda **changes: "/console/sessions?" + urlencode({**query, **changes}),
        csv_link="/console/sessions.csv?" + urlencode(query),
        where=where,
        statuses=STATUSES,
        sorts=SORT_KEYS,
        invites=invites,
        since=request.query_params.get("since", "") if where.since else "",
        until=request.query_params.get("until", "") if where.until else "",
        calibration=calibration,
    )


csv_router = APIRouter(prefix="/console", include_in_schema=False)


@csv_router.get("/sessions.csv")
async def table_csv(request: Request, ctx: Ctx, db: Db, user: User) -> Response:
    body = await sessions_csv(db, user.org_id, session_filter(request), ctx.now())
    return Response(
        body,
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": 'attachment; filename="sessions.csv"'},
    )


@router.get("/{session_id}")
async def one_session(request: Request, session_id: str, ctx: Ctx, db: Db, user: User) -> Response:
    session = await load_session(db, Caller(org=user.org), session_id)
    transcript = await current_transcript(ctx, db, session, recruiter=True)
    candidate = await db.get(Candidate, session.candidate_id)
    chart = topic_bars(
        [(topic.topic, topic.score) for topic in transcript.session.per_topic], words(request)("per_topic")
    )
    return page(
        request,
        "session.html",
        user=user,
        transcript=transcript,
        candidate_name=display_name(candidate.name, candidate.username) if candidate else "",
        chart=chart,
        late_s=late_by(session, transcript),
        catalog=ctx.catalog,
        exports=EXPORTS,
    )


def late_by(session: InterviewSession, transcript: schemas.Transcript) -> dict[int, float]:
    """How late each late answer was, by position: past the deadline its question had (its own limit or
    the session's whole limit, whichever came first), as its grade's rationale counts it."""
    late = {}
    for answer in transcript.answers:
        deadline = answer_deadline(session, answer.question_id, answer.shown_at) if answer.timed_out else None
        if deadline is not None:
            late[answer.position] = max(0.0, (answer.answered_at - deadline).total_seconds())
    return late


@router.get("/{session_id}/transcript.{format}")
async def export(session_id: str, format: str, ctx: Ctx, db: Db, user: User) -> Response:
    if format not in EXPORTS:
        raise ApiError(404, "no such export")
    session = await load_session(db, Caller(org=user.org), session_id)
    transcript = await current_transcript(ctx, db, session, recruiter=True)
    kind: schemas.TranscriptFormat = format  # type: ignore[assignment]
    return await transcript_response(transcript, kind)
