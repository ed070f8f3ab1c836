"""Session flow, part one: starting (interview from an invite, practice from topics), status, deadlines."""

from __future__ import annotations

import math
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.errors import ApiError
from api.services import outbox
from api.services.banks import invite_banks
from api.services.explain import withheld_question_ids
from api.services.questions import org_questions, question_out, session_questions
from api.services.scoring import start_state as adaptive_start
from api.services.sessions import _ats as ats
from api.services.sessions._forms import banks_ready, session_plan
from api.services.sessions._invites import invite_data
from api.services.sessions._planner import draw_plan
from api.services.sessions._shown import quiz_for
from api.services.sessions._totals import plan_points
from api.services.texts import text
from api.store import candidates as candidate_store
from api.store import invites as invite_store
from api.store import notebook as notebook_store
from api.store import sessions as store
from api.store.invites import InviteByToken
from api.store.models import Candidate, InterviewSession, Invite, new_row
from api.store.readings import HeldReading
from api.store.writer import reads_before_writes

DEFAULT_PRACTICE_COUNT = 10
RECENT_EXCLUDED = 30
GRACE = timedelta(seconds=2)  # network slack before an answer counts as late


def scaled_limit(limit_s: int | None, multiplier: float) -> int | None:
    """A limit under an accommodation, rounded up to the second (never shorter than asked)."""
    return None if limit_s is None else math.ceil(limit_s * multiplier)


def question_limits(invite: Invite, drawn: Any, plan: list[str]) -> dict[str, int] | None:
    """Each planned question's own limit from the invite's per-type limits, scaled by the accommodation
    (a question of a type not named keeps the one per-question limit)."""
    by_type = invite.type_time_limits or {}
    if not by_type:
        return None
    limits = {}
    for question_id in plan:
        question = drawn.get(question_id)
        limit = by_type.get(question.type.value) if question is not None else None
        if limit is not None:
            limits[question_id] = math.ceil(limit * invite.time_multiplier)
    return limits or None


def session_deadline(session: InterviewSession) -> datetime | None:
    """The whole session's deadline, counted from when the first question was served."""
    if session.total_time_limit_s is None or not session.begun:
        return None
    return session.started_at + timedelta(seconds=session.total_time_limit_s)


def begin(session: InterviewSession, now: datetime) -> None:
    """Start the clock: the first question is being served now. Once only; later calls change nothing."""
    if session.begun or session.status != "active":
        return
    session.begun = True
    session.started_at = now
    session.shown_at = now


def question_deadline(session: InterviewSession) -> datetime | None:
    """When the current question must be answered by: its own limit or the session's, whichever is first."""
    if not session.begun:
        return None
    current = session.plan[session.position] if session.position < len(session.plan) else None
    return answer_deadline(session, current, session.shown_at)


def answer_deadline(
    session: InterviewSession, question_id: str | None, shown_at: datetime
) -> datetime | None:
    """When ``question_id``, shown at ``shown_at``, had to be answered by: its own limit (else the
    session's per question) or the session's whole limit, whichever came first. A late answer is late
    by its arrival past this (the grade's rationale says by how much; the console shows the same)."""
    limits = [session_deadline(session)]
    own = session.question_limits or {}
    limit_s = own.get(question_id, session.time_limit_s) if question_id is not None else session.time_limit_s
    if limit_s is not None:
        limits.append(shown_at + timedelta(seconds=limit_s))
    present = [limit for limit in limits if limit is not None]
    return min(present) if present else None


def refresh_status(session: InterviewSession, now: datetime, grace: timedelta = GRACE) -> None:
    """An active session past its total time limit expires. An answer gets ``GRACE`` of network slack;
    showing the session (and the bot's timer) gets none, so the question on screen is never one whose
    time is already over."""
    deadline = session_deadline(session)
    if session.status == "active" and deadline is not None and now >= deadline + grace:
        session.close("expired", deadline)


def expired_after_arrival(status: str, finished_at: datetime | None, arrived: datetime) -> bool:
    """Whether a session was closed at its total time limit after an answer that ``arrived`` in time
    (within ``GRACE`` of the limit, as answers are judged): the answer is recorded as on time, and the
    session stays closed."""
    return status == "expired" and finished_at is not None and arrived <= finished_at + GRACE


@reads_before_writes
async def start_session(
    ctx: ServiceContext, db: AsyncSession, body: schemas.SessionCreate, telegram_id: int, now: datetime
) -> tuple[InterviewSession, bool]:
    """The new (or resumed, ``True``) session. What a start reads comes before what it writes
    (``reads_before_writes``; a new candidate is stored with the start's first write: its own INSERT,
    ``candidates.store_new``)."""
    if body.candidate.telegram_id != telegram_id:
        raise ApiError(403, "the candidate in the body is not the one in X-Telegram-User-Id")
    candidate = body.candidate
    stored = await candidate_store.upsert_candidate(
        db,
        telegram_id,
        name=candidate.name or "",
        username=candidate.username or "",
        language=candidate.language,
        flush=False,
    )
    body = body.model_copy(update={"candidate": candidate.model_copy(update={"language": stored.language})})
    if body.mode == "interview":
        chosen = stored.language if stored.language_set_at is not None else None
        return await _start_interview(ctx, db, body, stored, now, chosen_language=chosen)
    return await _start_practice(ctx, db, body, stored, now)


async def _usable_invite(db: AsyncSession, token: str | None, now: datetime) -> InviteByToken:
    if not token:
        raise ApiError(422, "an interview starts from an invite: invite_token is required")
    found = await invite_store.get_invite_by_token(db, token)
    if found is None:
        raise ApiError(404, "unknown invite")
    invite = found.invite
    if invite.revoked_at is not None:
        raise ApiError(410, "this invite was revoked", reason="revoked")
    if invite.expires_at is not None and invite.expires_at <= now:
        raise ApiError(410, "this invite has expired", reason="expired")
    return found


async def _start_interview(
    ctx: ServiceContext,
    db: AsyncSession,
    body: schemas.SessionCreate,
    candidate: Candidate,
    now: datetime,
    *,
    chosen_language: str | None = None,
) -> tuple[InterviewSession, bool]:
    """An interview speaks the language the candidate chose (``/lang``), else the invite's — the
    recruiter's choice, not a guess from the candidate's client."""
    telegram_id = candidate.telegram_id
    invite, taker = await _usable_invite(db, body.invite_token, now)
    ats.check_taker(taker, body.candidate.username)
    if candidate_store.not_stored(candidate):  # no interview of theirs can be stored: none read
        history = store.InterviewHistory(earlier_seq=None, open_seq=None, seen=[])
    else:
        history = await store.interview_history(db, telegram_id, invite.id, invite.org_id)
    if history.earlier_seq is not None:
        earlier = await db.get_one(InterviewSession, history.earlier_seq)
        refresh_status(earlier, now)
        if earlier.status == "active":
            return earlier, True
        raise ApiError(409, "this invite was already used by this candidate", session_id=earlier.id)
    if history.open_seq is not None:
        other = await db.get_one(InterviewSession, history.open_seq)
        refresh_status(other, now)
        if other.status == "active":
            raise ApiError(409, "finish the open interview first", session_id=other.id)
    scope = await invite_banks(ctx, db, invite.org_id, invite.banks)
    banks_ready(scope)
    if invite.max_uses is not None and invite.uses >= invite.max_uses:  # as read: no draw for nothing
        raise ApiError(410, "this invite has been used up", reason="exhausted")

    # questions the candidate saw in this organisation's earlier interviews only when nothing else is left
    seen = history.seen
    adaptive_state: dict[str, Any] | None = None
    if invite.mode == "adaptive":
        plan, adaptive_state, eligible = await adaptive_start(
            ctx, db, invite, scope, exclude_ids=seen, session_seed=f"{invite.id}:{telegram_id}"
        )
        own = {q.id: q for q in eligible if ctx.catalog.get(q.id) is None}  # any may come next
    else:
        plan = await session_plan(ctx, db, invite, scope, candidate_id=telegram_id, exclude_ids=seen)
    if not plan:
        raise ApiError(409, "no active question matches this invite's topics and types")
    drawn = await org_questions(ctx, db, invite.org_id, plan)
    if adaptive_state is None:
        own = drawn.own
    session = new_row(
        InterviewSession,
        mode="interview",
        candidate_id=telegram_id,
        org_id=invite.org_id,
        invite_id=invite.id,
        plan=plan,
        plan_points=plan_points(drawn, plan),
        reveal=invite.reveal,
        language=chosen_language or invite.language,
        topics=list(invite.topics),
        time_limit_s=scaled_limit(invite.time_limit_s, invite.time_multiplier),
        question_limits=question_limits(invite, drawn, plan),
        total_time_limit_s=scaled_limit(invite.total_time_limit_s, invite.time_multiplier),
        time_multiplier=invite.time_multiplier,
        created_at=now,
        started_at=now,
        shown_at=now,
        begun=False,
        questions={qid: q.model_dump(mode="json") for qid, q in own.items()},
        adaptive=adaptive_state,
    )
    # the writes, together: the candidate when new (its row before the session's), one use taken
    # atomically (another start may have taken the last since it was read), the session
    await candidate_store.store_new(db, candidate)
    await db.flush()
    if not await invite_store.consume_use(db, invite):
        raise ApiError(410, "this invite has been used up", reason="exhausted")
    if invite.max_uses is not None and invite.uses >= invite.max_uses:
        await outbox.record(ctx, db, invite.org_id, "invite.exhausted", invite_data(invite))
    await store.insert_session(db, session)
    session.note("started")
    ctx.metrics.sessions.labels("interview").inc()
    return session, False


async def _start_practice(
    ctx: ServiceContext, db: AsyncSession, body: schemas.SessionCreate, candidate: Candidate, now: datetime
) -> tuple[InterviewSession, bool]:
    telegram_id = candidate.telegram_id
    # a candidate not stored yet has no session stored (``candidates.not_stored``): none is read
    new = candidate_store.not_stored(candidate)
    existing = None if new else await store.open_session(db, telegram_id, "practice")
    if existing is not None:
        if not body.review or existing.review:
            return existing, True
        existing.close("abandoned", now)  # /review replaces an open practice
        await db.flush()
    count = body.count or DEFAULT_PRACTICE_COUNT
    if body.review:
        return await _start_review(ctx, db, body, candidate, now, count), False
    recent = [] if new else await store.answered_question_ids(db, telegram_id, RECENT_EXCLUDED)
    withheld = frozenset[str]() if new else await withheld_question_ids(db, telegram_id)
    plan = await draw_plan(
        ctx.index,
        ctx.catalog,
        count=count,
        topics=body.topics or [],
        types=body.types or [],
        exclude_ids=recent,
        never_ids=sorted(withheld),  # shown here with their keys
        fill_statuses=[("disputed",)],
        seed=ctx.draw_seed(),
    )
    if not plan:
        raise ApiError(409, "no active question matches these topics and types")
    session = await _open_practice(ctx, db, body, candidate, now, plan, review=False)
    return session, False


async def _start_review(
    ctx: ServiceContext,
    db: AsyncSession,
    body: schemas.SessionCreate,
    candidate: Candidate,
    now: datetime,
    count: int,
) -> InterviewSession:
    """A practice of the notebook's cards only: the due ones (or every one, reviewing ahead)."""
    telegram_id = candidate.telegram_id
    withheld = await withheld_question_ids(db, telegram_id)
    cards = await notebook_store.review_question_ids(db, telegram_id, now, count, ahead=body.review_ahead)
    plan = [qid for qid in cards if qid not in withheld and qid in ctx.catalog and ctx.catalog[qid].servable]
    if not plan:
        entries = await notebook_store.cards(db, telegram_id)
        raise ApiError(
            409,
            "no notebook card is due" if entries else "the mistake notebook is empty",
            reason="nothing_due" if entries else "notebook_empty",
            cards=len(entries),
            next_due=min(e.due for e in entries).isoformat() if entries else None,
        )
    return await _open_practice(ctx, db, body, candidate, now, plan, review=True)


async def _open_practice(
    ctx: ServiceContext,
    db: AsyncSession,
    body: schemas.SessionCreate,
    candidate: Candidate,
    now: datetime,
    plan: list[str],
    *,
    review: bool,
) -> InterviewSession:
    """Store a new practice (a drawn round or the notebook's cards) with its plan."""
    await candidate_store.store_new(db, candidate)  # the candidate when new: its row before the session's
    await db.flush()
    telegram_id = candidate.telegram_id
    session = new_row(
        InterviewSession,
        mode="practice",
        candidate_id=telegram_id,
        plan=plan,
        plan_points=plan_points(ctx.catalog, plan),
        reveal="each",
        language=body.candidate.language,
        topics=[] if review else list(body.topics or []),
        review=review,
        created_at=now,
        started_at=now,
        shown_at=now,
        begun=False,
    )
    await store.insert_session(db, session)
    session.note("started")
    ctx.metrics.sessions.labels("practice").inc()
    return session


def reading_out(session: InterviewSession, held: HeldReading) -> schemas.ReadingOut:
    """A reading held for the candidate's confirmation, as the 202 of the answer said it and as the
    current question shows it again until it is confirmed, discarded or replaced."""
    return schemas.ReadingOut(
        session_id=session.id,
        question_id=held.question_id,
        position=held.position,
        reading=held.reading,
        prompt=text("reading_prompt", session.language, reading=held.reading),
        confirmation=schemas.ConfirmationOut(id=held.id, arrived_at=held.arrived_at, deadline=held.deadline),
    )


def current_view(
    ctx: ServiceContext, session: InterviewSession, report: schemas.SessionSummary | None = None
) -> schemas.CurrentQuestion:
    question = None
    quiz = None
    if session.status == "active" and session.position < len(session.plan):
        found = session_questions(ctx, session).get(session.plan[session.position])
        question = question_out(found) if found is not None else None
        quiz = quiz_for(session, found) if found is not None else None
    held = HeldReading.of(session.pending)
    # a reading of the question shown still waits: a chat resumed elsewhere (another device, the terminal
    # started again) shows it again, so a "y" typed there confirms it rather than answering afresh
    waits = question is not None and held is not None and held.position == session.position
    waiting = reading_out(session, held) if waits and held is not None else None
    return schemas.CurrentQuestion(
        session_id=session.id,
        status=session.status,
        position=session.position,
        total=len(session.plan),
        adaptive=session.adaptive is not None,
        deadline=question_deadline(session) if question is not None else None,
        session_deadline=session_deadline(session) if question is not None else None,
        question=question,
        hints_used=session.hints_used,
        report=report,
        review=bool(session.review),
        protect_content=session.mode == "interview",
        quiz=quiz,
        waiting=waiting,
    )
