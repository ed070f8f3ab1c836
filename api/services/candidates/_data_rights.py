"""Candidate data rights: what is stored about a candidate (``/mydata``), forgetting them (``/forget``),
and each organisation's retention period, applied by a periodic job.

Pseudonymising a session replaces the candidate (name, username, Telegram id) by a fresh pseudonym and
keeps the answers for the organisation (api/store/data_rights.py). The retention job runs in every API
process like the webhook worker; with several replicas on PostgreSQL each session is claimed by one
of them (``FOR UPDATE SKIP LOCKED``), and a session already pseudonymised never matches again.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.services.candidates._notebook import notebook_entries
from api.services.outbox import actor_name
from api.services.periodic import PeriodicJob
from api.services.reports import current_transcript
from api.services.wire import candidate_fields, to_wire
from api.store import data_rights as store
from api.store import erasure
from api.store.candidates import get_candidate
from api.store.models import Answer, AtsAssignment, InterviewSession, Org
from api.store.readings import HeldReading

log = logging.getLogger("api.retention")
BATCH = 100


async def export_candidate(
    ctx: ServiceContext, db: AsyncSession, telegram_id: int
) -> schemas.CandidateExport:
    """Everything stored about the candidate, as they may see it: their record, every session with its
    answers (grades per each session's reveal policy, as in their own transcript) and their notebook."""
    candidate = await get_candidate(db, telegram_id)
    rows = (
        await db.scalars(
            select(InterviewSession)
            .where(InterviewSession.candidate_id == telegram_id)
            .order_by(InterviewSession.seq)
        )
    ).all()
    sessions = []
    for row in rows:
        sessions.append(await current_transcript(ctx, db, row, recruiter=False))
    cards = await notebook_entries(db, telegram_id)
    record = None
    if candidate is not None:
        record = to_wire(schemas.CandidateRecord, candidate, **candidate_fields(candidate))
    return schemas.CandidateExport(
        exported_at=ctx.now(),
        telegram_id=telegram_id,
        candidate=record,
        sessions=sessions,
        notebook=cards,
        ats=await _ats_details(db, rows),
        held_answers=[_held(row.id, held) for row in rows if (held := HeldReading.of(row.pending))],
        flagged_texts=await _flagged_texts(db, rows),
    )


async def _ats_details(db: AsyncSession, rows: Sequence[InterviewSession]) -> list[schemas.AtsDetails]:
    """What ATSs sent about the person with the tests they took (an assignment is linked to its session
    by the single-use invite it made)."""
    session_of = {row.invite_id: row.id for row in rows if row.invite_id}
    if not session_of:
        return []
    assignments = await db.scalars(
        select(AtsAssignment).where(AtsAssignment.invite_id.in_(session_of)).order_by(AtsAssignment.seq)
    )
    return [
        schemas.AtsDetails(
            session_id=session_of[item.invite_id],
            email=item.email,
            telegram_username=item.telegram_username,
            name=item.name,
            application_id=item.external_id,
            received_at=item.created_at,
        )
        for item in assignments
    ]


def _held(session_id: str, held: HeldReading) -> schemas.HeldAnswer:
    return schemas.HeldAnswer(
        session_id=session_id,
        question_id=held.question_id,
        answer=held.answer,
        reading=held.reading,
        arrived_at=held.arrived_at,
    )


async def _flagged_texts(db: AsyncSession, rows: Sequence[InterviewSession]) -> list[schemas.FlaggedText]:
    """The candidate's own words an integrity flag keeps (its judgement, the flag's detail, stays the
    recruiter's): an edited answer's new text, a forwarded message's."""
    found: list[tuple[str, int | None, list[dict[str, Any]]]] = [
        (row.id, None, row.pending_flags) for row in rows if row.pending_flags
    ]
    answers = await db.execute(
        select(Answer.session_id, Answer.position, Answer.flags)
        .where(Answer.session_id.in_([row.id for row in rows]), Answer.flags.is_not(None))
        .order_by(Answer.seq)
    )
    found += [(session_id, position, flags) for session_id, position, flags in answers.all() if flags]
    return [
        schemas.FlaggedText(session_id=session_id, position=position, kind=str(flag.get("kind")), text=text)
        for session_id, position, flags in found
        for flag in flags
        if (text := str(flag.get("edited_text") or flag.get("text") or ""))
    ]


def _learner(ctx: ServiceContext) -> store.Learner:
    return lambda telegram_id: actor_name(ctx.service_token, telegram_id)


async def forget_candidate(ctx: ServiceContext, db: AsyncSession, telegram_id: int) -> schemas.ForgetResult:
    practice, cards, interviews = await store.forget_candidate(db, telegram_id, ctx.now(), _learner(ctx))
    await db.commit()  # the erasure first, then its earlier copies out of the WAL
    await erasure.empty_the_wal(ctx.engine)
    return schemas.ForgetResult(
        practice_sessions_deleted=practice, notebook_cards_deleted=cards, interviews_pseudonymised=interviews
    )


async def apply_retention(ctx: ServiceContext) -> int:
    """One pass: every organisation's sessions older than its retention period pseudonymised, a batch
    per transaction; how many."""
    async with ctx.sessions() as db:
        org_ids = [org.id for org in await store.orgs_with_retention(db)]
    done = 0
    for org_id in org_ids:
        while True:
            async with ctx.sessions.begin() as db:
                org = await db.get(Org, org_id)
                if org is None or org.retention_days is None:
                    break
                now = ctx.now()
                claimed = await store.claim_expired_sessions(db, org, now, BATCH)
                for session in claimed:
                    await store.pseudonymise_session(db, session, now, _learner(ctx))
            done += len(claimed)
            if len(claimed) < BATCH:
                break
    if done:
        await erasure.empty_the_wal(ctx.engine)
        log.info("retention: %d sessions pseudonymised", done)
    return done


class RetentionWorker(PeriodicJob):
    """Runs :func:`apply_retention` every ``IBOT_RETENTION_INTERVAL_S`` (first right after start-up)."""

    name = "retention"
    first_at_start = True

    def run_pass(self) -> Awaitable[int]:
        return apply_retention(self.ctx)

    def interval_s(self) -> float:
        return self.ctx.settings.retention_interval_s
