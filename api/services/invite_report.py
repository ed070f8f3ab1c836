"""Every candidate of one invite side by side: score distribution, candidate × topic, item statistics."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, select
from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.services.item_stats import (
    ItemStat,
    finished_fingerprint,
    invite_scope,
    item_stats,
    session_scores,
    strong_threshold,
)
from api.services.reports import summarize
from api.services.session_table import display_name, score_column
from api.services.sessions import refresh_status
from api.store import invites as invite_store
from api.store import sessions as store
from api.store.models import Candidate, InterviewSession, Invite

PAGE_SIZE = 50


@dataclass(frozen=True)
class CandidateResult:
    summary: schemas.SessionSummary
    name: str

    def topic_scores(self, topics: list[str]) -> list[float | None]:
        """The candidate's score per topic, in the order of ``topics`` (None: no question of it)."""
        by_topic = {topic.topic: topic.score for topic in self.summary.per_topic}
        return [by_topic.get(topic) for topic in topics]


@dataclass(frozen=True)
class InviteReport:
    invite: Invite
    sessions: int  # all sessions of the invite, any status
    scores: list[float]  # of the sessions that are over
    candidates: list[CandidateResult]  # one page, best first
    topics: list[str]  # the columns of the candidate × topic table
    items: list[ItemStat]
    strong_from: float | None  # the score from which a candidate counts among the strong


async def invite_report(
    ctx: ServiceContext, db: AsyncSession, org_id: str, invite_id: str, now: datetime, *, page: int = 1
) -> InviteReport | None:
    """None when the invite is not this organisation's."""
    invite = await invite_store.get_org_invite(db, org_id, invite_id)
    if invite is None:
        return None
    scope = invite_scope(org_id, invite_id)
    sessions, scores, threshold, items = await _statistics(ctx, db, scope, (org_id, invite_id))
    query = (
        select(InterviewSession, Candidate.name, Candidate.username)
        .join(Candidate, Candidate.telegram_id == InterviewSession.candidate_id)
        .where(*scope)
        .order_by(score_column().desc().nulls_last(), InterviewSession.seq)
        .limit(PAGE_SIZE)
        .offset((max(page, 1) - 1) * PAGE_SIZE)
    )
    rows = (await db.execute(query)).all()
    answers = await store.answers_for_sessions(db, [row[0].id for row in rows])
    candidates = []
    for session, name, username in rows:
        refresh_status(session, now)
        summary = summarize(ctx, session, answers[session.id], recruiter=True, title=invite.title)
        candidates.append(CandidateResult(summary, display_name(name, username)))
    topics = sorted({topic.topic for result in candidates for topic in result.summary.per_topic})
    return InviteReport(
        invite=invite,
        sessions=sessions,
        scores=scores,
        candidates=candidates,
        topics=topics,
        items=items,
        strong_from=threshold,
    )


STATISTICS_CACHE = "invite_statistics"
CACHED_INVITES = 256


async def _statistics(
    ctx: ServiceContext, db: AsyncSession, scope: list[ColumnElement[bool]], key: tuple[str, str]
) -> tuple[int, list[float], float | None, list[ItemStat]]:
    """Scores, the strong threshold and item statistics of the invite's finished sessions — kept per
    process while the finished sessions are unchanged (their count, answers, points and newest row, read
    in one indexed query), so a compare page read again does not aggregate every answer again."""
    sessions, *fingerprint = (await db.execute(finished_fingerprint(scope))).one()
    cache: OrderedDict[tuple[str, str], Any] = ctx.extras.setdefault(STATISTICS_CACHE, OrderedDict())
    cached = cache.get(key)
    if cached is not None and cached[0] == fingerprint:
        cache.move_to_end(key)
        return (int(sessions), *cached[1])
    scores = await session_scores(db, scope)
    threshold = strong_threshold(scores)
    computed = (scores, threshold, await item_stats(db, scope, threshold))
    cache[key] = (fingerprint, computed)
    while len(cache) > CACHED_INVITES:
        cache.popitem(last=False)
    return (int(sessions), *computed)
