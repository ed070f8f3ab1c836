"""The organisation's sessions as a table: filtered, sorted by date, score, duration or ability (θ, as the
latest calibration pass stored it), paginated — and
the whole filtered list as spreadsheet-safe CSV. Sorting and counting happen in SQL on the running
totals (``session_totals``), so the table stays fast with many thousands of sessions."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from sqlalchemy import ColumnElement, Select, and_, case, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.services.reports._reports import duration_of
from api.services.reports._spreadsheet import csv_text
from api.services.sessions import answered_column, refresh_status
from api.store.models import Candidate, InterviewSession, Invite, SessionAbility
from api.store.tallies import score_expression
from bank.grading import rounded

SortKey = Literal["date", "score", "duration", "ability"]
SORT_KEYS: tuple[SortKey, ...] = ("date", "score", "duration", "ability")
STATUSES = ("active", "finished", "expired", "abandoned")
PAGE_SIZE = 50


@dataclass(frozen=True)
class SessionFilter:
    status: str | None = None
    invite_id: str | None = None
    since: datetime | None = None  # opened at or after
    until: datetime | None = None  # opened before
    sort: SortKey = "date"
    descending: bool = True


@dataclass(frozen=True)
class SessionRow:
    id: str
    status: str
    mode: str
    candidate_id: int
    candidate_name: str
    invite_id: str | None
    invite_title: str
    created_at: datetime | None
    started_at: datetime | None  # when the first question was served
    finished_at: datetime | None
    answered: int
    total: int
    score: float | None
    duration_s: float | None
    theta: float | None = None  # the ability on the organisation's scale (session_abilities)
    se: float | None = None


def display_name(name: str | None, username: str | None) -> str:
    """How a recruiter sees a candidate: their name, else their @username, else nothing."""
    return name or (f"@{username}" if username else "")


def score_column() -> ColumnElement[Any]:
    """Points awarded over the plan's points, as ``reports.summarize`` counts them."""
    return score_expression()


def duration_column(dialect: str) -> ColumnElement[Any]:
    finished, started = InterviewSession.finished_at, InterviewSession.started_at
    if dialect == "sqlite":
        seconds: ColumnElement[Any] = (func.julianday(finished) - func.julianday(started)) * 86400.0
    else:
        seconds = func.extract("epoch", finished - started)
    return case((and_(InterviewSession.begun, finished.is_not(None)), seconds), else_=None)


def _filtered(org_id: str, where: SessionFilter) -> list[ColumnElement[bool]]:
    conditions = [InterviewSession.org_id == org_id]
    if where.status:
        conditions.append(InterviewSession.status == where.status)
    if where.invite_id:
        conditions.append(InterviewSession.invite_id == where.invite_id)
    if where.since:
        conditions.append(InterviewSession.created_at >= where.since)
    if where.until:
        conditions.append(InterviewSession.created_at < where.until)
    return conditions


def _query(
    dialect: str, org_id: str, where: SessionFilter, *, limit: int | None = None, offset: int = 0
) -> Select[Any]:
    """The page in two steps: pick and order the sessions' ``seq`` on the sessions table alone (narrow
    rows, a top-N sort), then join the chosen rows to their invites and candidates."""
    score, duration = score_column().label("score"), duration_column(dialect).label("duration")
    theta = SessionAbility.theta.label("theta")
    order = {"date": InterviewSession.seq, "score": score, "duration": duration, "ability": theta}[where.sort]
    ordered = order.desc() if where.descending else order.asc()
    tiebreak = InterviewSession.seq.desc() if where.descending else InterviewSession.seq.asc()
    chosen = (
        select(InterviewSession.seq, score, duration, theta, SessionAbility.se.label("se"))
        .outerjoin(SessionAbility, SessionAbility.session_id == InterviewSession.id)
        .where(*_filtered(org_id, where))
        .order_by(ordered.nulls_last() if where.sort != "date" else ordered, tiebreak)
        .limit(limit)
        .offset(offset)
        .subquery()
    )
    key = {
        "date": chosen.c.seq,
        "score": chosen.c.score,
        "duration": chosen.c.duration,
        "ability": chosen.c.theta,
    }[where.sort]
    outer = key.desc() if where.descending else key.asc()
    return (
        select(
            InterviewSession,
            chosen.c.score,
            chosen.c.duration,
            chosen.c.theta,
            chosen.c.se,
            answered_column().label("answered"),
            Invite.title,
            Candidate.name,
            Candidate.username,
        )
        .join(chosen, chosen.c.seq == InterviewSession.seq)
        .join(Invite, Invite.id == InterviewSession.invite_id, isouter=True)
        .join(Candidate, Candidate.telegram_id == InterviewSession.candidate_id)
        .order_by(
            outer.nulls_last() if where.sort != "date" else outer,
            chosen.c.seq.desc() if where.descending else chosen.c.seq.asc(),
        )
    )


def _row(values: Sequence[Any], now: datetime) -> SessionRow:
    session, score, _duration, theta, se, answered, title, name, username = values
    refresh_status(session, now)
    return SessionRow(
        id=session.id,
        status=session.status,
        mode=session.mode,
        candidate_id=session.candidate_id,
        candidate_name=display_name(name, username),
        invite_id=session.invite_id,
        invite_title=title or "",
        created_at=session.created_at,
        started_at=session.started_at if session.begun else None,
        finished_at=session.finished_at,
        answered=int(answered or 0),
        total=len(session.plan),
        score=None if score is None else rounded(float(score)),
        # as the summary times it: SQLite's julianday, which sorts the table, rounds each end to its ms
        duration_s=duration_of(session),
        theta=None if theta is None else round(float(theta), 3),
        se=None if se is None else round(float(se), 3),
    )


def _dialect(db: AsyncSession) -> str:
    return db.get_bind().dialect.name


async def session_page(
    db: AsyncSession,
    org_id: str,
    where: SessionFilter,
    now: datetime,
    *,
    page: int = 1,
    size: int = PAGE_SIZE,
) -> tuple[list[SessionRow], int]:
    """One page of the table and the number of sessions that match the filter."""
    total = await db.scalar(
        select(func.count()).select_from(InterviewSession).where(*_filtered(org_id, where))
    )
    query = _query(_dialect(db), org_id, where, limit=size, offset=(max(page, 1) - 1) * size)
    rows = (await db.execute(query)).all()
    return [_row(values, now) for values in rows], int(total or 0)


CSV_FIELDS = [
    "session_id",
    "candidate_id",
    "candidate_name",
    "invite_id",
    "invite_title",
    "status",
    "answered",
    "total",
    "score",
    "theta",
    "se",
    "duration_s",
    "created_at",
    "started_at",
    "finished_at",
]


async def sessions_csv(db: AsyncSession, org_id: str, where: SessionFilter, now: datetime) -> str:
    """Every session that matches the filter, in the table's order, as spreadsheet-safe CSV."""
    rows = [_row(values, now) for values in (await db.execute(_query(_dialect(db), org_id, where))).all()]
    return csv_text(
        CSV_FIELDS,
        (
            {
                "session_id": row.id,
                "candidate_id": row.candidate_id,
                "candidate_name": row.candidate_name,
                "invite_id": row.invite_id or "",
                "invite_title": row.invite_title,
                "status": row.status,
                "answered": row.answered,
                "total": row.total,
                "score": "" if row.score is None else row.score,
                "theta": "" if row.theta is None else row.theta,
                "se": "" if row.se is None else row.se,
                "duration_s": "" if row.duration_s is None else row.duration_s,
                "created_at": row.created_at.isoformat(timespec="seconds") if row.created_at else "",
                "started_at": row.started_at.isoformat(timespec="seconds") if row.started_at else "",
                "finished_at": row.finished_at.isoformat(timespec="seconds") if row.finished_at else "",
            }
            for row in rows
        ),
    )
