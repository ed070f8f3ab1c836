"""Every candidate of one invite side by side, ranked by ability (θ ± SE): score distribution, candidate ×
topic, item statistics."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.services.questions import session_questions
from api.services.reports._reports import summarize, wants_ability
from api.services.reports._session_table import display_name, score_column
from api.services.scoring import (
    ItemStat,
    estimate,
    invite_cohort,
    item_stats,
    load_parameters,
    session_scores,
    strong_threshold,
)
from api.services.sessions import refresh_status
from api.store import invites as invite_store
from api.store import sessions as store
from api.store.models import Candidate, InterviewSession, Invite, SessionAbility

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
    scope = [InterviewSession.org_id == org_id, InterviewSession.invite_id == invite_id]
    sessions = await db.scalar(select(func.count()).select_from(InterviewSession).where(*scope))
    kept = invite_cohort(org_id, invite_id)
    scores = await session_scores(db, kept)
    threshold = strong_threshold(scores)
    items = await item_stats(db, kept, threshold)
    query = (
        select(InterviewSession, Candidate.name, Candidate.username)
        .join(Candidate, Candidate.telegram_id == InterviewSession.candidate_id)
        .outerjoin(SessionAbility, SessionAbility.session_id == InterviewSession.id)
        .where(*scope)
        # ranked by ability (one scale for all, whatever questions each drew), then by points
        .order_by(
            SessionAbility.theta.desc().nulls_last(), score_column().desc().nulls_last(), InterviewSession.seq
        )
        .limit(PAGE_SIZE)
        .offset((max(page, 1) - 1) * PAGE_SIZE)
    )
    rows = (await db.execute(query)).all()
    answers = await store.answer_points_for_sessions(db, [row[0].id for row in rows])
    parameters = await load_parameters(
        db, org_id, [a.question_id for found in answers.values() for a in found]
    )
    candidates = []
    for session, name, username in rows:
        refresh_status(session, now)
        summary = summarize(
            ctx,
            session,
            answers[session.id],
            recruiter=True,
            title=invite.title,
            ability=estimate(parameters, answers[session.id], session_questions(ctx, session))
            if wants_ability(session, True)
            else None,
        )
        candidates.append(CandidateResult(summary, display_name(name, username)))
    # the page in the order of the abilities it shows: a session finished since the last calibration
    # pass has no stored θ yet (the query ranks it last), but its θ on the current scale is shown here
    candidates.sort(key=lambda c: -c.summary.ability.theta if c.summary.ability else float("inf"))
    topics = sorted({topic.topic for result in candidates for topic in result.summary.per_topic})
    return InviteReport(
        invite=invite,
        sessions=int(sessions or 0),
        scores=scores,
        candidates=candidates,
        topics=topics,
        items=items,
        strong_from=threshold,
    )
