"""Session summaries and transcripts (what recruiters and, per the reveal policy, candidates see)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Sequence
from typing import Any, Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.services import integrity
from api.services.explain import kept_explanation, shown_explanation, visibility, withheld_question_ids
from api.services.questions import counted_points, question_out, session_questions, shown_question
from api.services.scoring import Scored, estimate, load_parameters
from api.services.sessions import refresh_status, session_deadline
from api.services.wire import grade_fields, to_wire
from api.store import sessions as store
from api.store.ended_answers import EndedAnswer
from api.store.models import Answer, InterviewSession
from bank.grading import rounded


class Counted(Protocol):
    """What a summary reads of an answer: a stored ``Answer`` or a plain ``AnswerPoints`` row."""

    @property
    def question_id(self) -> str: ...
    @property
    def shown(self) -> dict[str, Any]: ...
    @property
    def points(self) -> float: ...
    @property
    def points_awarded(self) -> float: ...
    @property
    def skipped(self) -> bool: ...
    @property
    def flags(self) -> list[dict[str, Any]] | None: ...


def summarize(
    ctx: ServiceContext,
    session: InterviewSession,
    answers: Sequence[Counted],
    *,
    recruiter: bool,
    title: str = "",
    resumed: bool = False,
    ability: schemas.AbilityOut | None = None,
) -> schemas.SessionSummary:
    """``ability``: a recruiter's view of a finished interview carries it (``ability_for``)."""
    seen = visibility(session, recruiter=recruiter)
    visible = seen.grades
    points, awarded, per_topic = _totals(ctx, session, answers) if visible else (0.0, 0.0, [])
    end = session.finished_at
    return schemas.SessionSummary(
        id=session.id,
        mode=session.mode,
        status=session.status,
        position=session.position,
        total=len(session.plan),
        adaptive=session.adaptive is not None,
        candidate_id=session.candidate_id,
        invite_id=session.invite_id,
        title=title,
        reveal=session.reveal,
        language=session.language,
        created_at=session.created_at or session.started_at,
        started_at=session.started_at if session.begun else None,
        finished_at=end,
        deadline=session_deadline(session),
        time_limit_s=session.time_limit_s,
        total_time_limit_s=session.total_time_limit_s,
        time_limits_by_type=bool(session.question_limits),
        time_multiplier=session.time_multiplier,
        answered=sum(1 for answer in answers if not answer.skipped),  # a skip is not an answer
        points=rounded(points) if visible else None,
        points_awarded=rounded(awarded) if visible else None,
        score=score_over(awarded, points) if visible else None,
        ability=ability if recruiter else None,
        per_topic=per_topic if visible else [],
        duration_s=duration_of(session),
        flags=integrity.summary([answer.flags or [] for answer in answers]) if seen.signals else {},
        resumed=resumed,
        pseudonymised_at=session.pseudonymised_at,
    )


def duration_of(session: InterviewSession) -> float | None:
    """From the first question served to the end, in seconds to the millisecond (None until it ends, or
    when no question was served): the one figure the summary, the sessions table and its CSV give."""
    end = session.finished_at
    return round((end - session.started_at).total_seconds(), 3) if end and session.begun else None


def score_over(awarded: float, points: float) -> float | None:
    """A share of the points that count; None when none counts (every question disputed, say): no score,
    which is not a score of 0."""
    return rounded(awarded / points) if points else None


def _totals(
    ctx: ServiceContext, session: InterviewSession, answers: Sequence[Counted]
) -> tuple[float, float, list[schemas.TopicScore]]:
    """The points of the session, those awarded, and both by topic: only for a viewer who may see grades
    (a candidate's summary while grades are hidden has none to make)."""
    # topics and points only, which no order of the options changes: none is drawn for the summary
    questions = session_questions(ctx, session).in_bank_order()
    by_id = {answer.question_id: answer for answer in answers}
    topic_totals: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
    points = awarded = 0.0
    # a practice is scored on what it showed: its unseen questions (after /stop) count for nothing
    counted = session.plan[: session.position] if session.mode == "practice" else session.plan
    for question_id in counted:
        answer = by_id.get(question_id)
        question = questions.get(question_id)
        shown = answer.shown if answer is not None else {}
        topics = list(question.topics if question else shown.get("topics", [])) or ["other"]
        unanswered = counted_points(question) if question else 0.0  # a disputed key counts in no score
        question_points = answer.points if answer is not None else unanswered
        got = answer.points_awarded if answer is not None else 0.0
        points += question_points
        awarded += got
        for topic in topics:
            totals = topic_totals[topic]
            totals[0] += 1
            totals[1] += question_points
            totals[2] += got
    per_topic = [
        schemas.TopicScore(
            topic=topic,
            questions=int(count),
            points=rounded(total),
            points_awarded=rounded(got),
            score=score_over(got, total),
        )
        for topic, (count, total, got) in sorted(topic_totals.items())
    ]
    return points, awarded, per_topic


async def session_title(db: AsyncSession, session: InterviewSession) -> str:
    return await store.invite_title(db, session.invite_id) if session.invite_id else ""


def wants_ability(session: InterviewSession, recruiter: bool) -> bool:
    return recruiter and session.mode == "interview" and session.status == "finished" and bool(session.org_id)


async def ability_for(
    ctx: ServiceContext,
    db: AsyncSession,
    session: InterviewSession,
    answers: Sequence[Scored],
    *,
    recruiter: bool,
) -> schemas.AbilityOut | None:
    """The ability a summary carries (None where it carries none)."""
    if not wants_ability(session, recruiter) or session.org_id is None:
        return None
    parameters = await load_parameters(db, session.org_id, [answer.question_id for answer in answers])
    return estimate(parameters, answers, session_questions(ctx, session))


async def summary_for(
    ctx: ServiceContext,
    db: AsyncSession,
    session: InterviewSession,
    *,
    recruiter: bool,
    resumed: bool = False,
    answers: Sequence[EndedAnswer | Answer] | None = None,
) -> schemas.SessionSummary:
    """``answers``: the session's answers when the caller has just read them all in this request."""
    if answers is None:
        answers = await store.session_answers(db, session.id)
    title = await session_title(db, session)
    ability = await ability_for(ctx, db, session, answers, recruiter=recruiter)
    return summarize(
        ctx, session, answers, recruiter=recruiter, title=title, resumed=resumed, ability=ability
    )


async def current_summary(
    ctx: ServiceContext, db: AsyncSession, session: InterviewSession, *, recruiter: bool
) -> schemas.SessionSummary:
    """A stored session's summary as of now, for a reader: an active session whose time ran out since it
    was stored is expired first (``refresh_status``), so no reader sees it still open."""
    refresh_status(session, ctx.now())
    return await summary_for(ctx, db, session, recruiter=recruiter)


async def current_transcript(
    ctx: ServiceContext, db: AsyncSession, session: InterviewSession, *, recruiter: bool
) -> schemas.Transcript:
    """A stored session's transcript as of now, for a reader (expired first, as ``current_summary``)."""
    refresh_status(session, ctx.now())
    return await transcript_for(ctx, db, session, recruiter=recruiter)


def regrade_out(answer: Answer) -> dict[str, Any]:
    """The first grade and the errata of an answer a key correction regraded (empty when none did)."""
    regrade = answer.regrade or {}
    if not regrade:
        return {}
    return {
        "original": schemas.GradeOut.model_validate(regrade["original"]),
        "errata": [schemas.ErratumOut.model_validate(e) for e in regrade.get("errata", [])],
    }


async def transcript_for(
    ctx: ServiceContext, db: AsyncSession, session: InterviewSession, *, recruiter: bool
) -> schemas.Transcript:
    answers = await store.session_answers(db, session.id)
    summary = summarize(
        ctx,
        session,
        answers,
        recruiter=recruiter,
        title=await session_title(db, session),
        ability=await ability_for(ctx, db, session, answers, recruiter=recruiter),
    )
    seen = visibility(session, recruiter=recruiter)
    visible = seen.grades
    finished = session.status != "active"
    withheld: Collection[str] = () if recruiter else await withheld_question_ids(db, session.candidate_id)
    questions = session_questions(ctx, session)
    entries = []
    for answer in answers:
        question = questions.get(answer.question_id)
        explanation = None
        if visible and (finished or answer.parsed.get("explanation")):
            explanation = await kept_explanation(ctx, session, answer, withheld)
        entries.append(
            to_wire(
                schemas.TranscriptAnswer,
                answer,
                **grade_fields(visible),
                question=shown_question(answer.shown) or (question_out(question) if question else None),
                parsed={k: v for k, v in answer.parsed.items() if k != "explanation"} if visible else {},
                explanation=shown_explanation(explanation, withheld) if visible else None,
                **(regrade_out(answer) if visible else {}),
                flags=(answer.flags or []) if seen.signals else [],
            )
        )
    return schemas.Transcript(session=summary, answers=entries)
