"""The store side of candidate data rights: pseudonyms, forgetting a candidate, and the retention sweep."""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta

from sqlalchemy import String, cast, delete, func, literal, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from api.schemas import MAX_RETENTION_DAYS
from api.store import ats, tallies
from api.store.models import (
    Answer,
    Candidate,
    InterviewSession,
    NotebookCard,
    Org,
    WebhookEvent,
)
from api.store.orgs import get_org_by_name

# Real Telegram user ids are positive; a pseudonym is a random negative id, so it never meets a person's
# and says nothing about the one it replaced. Within JSON's exact integers (±2^53).
PSEUDONYM_RANGE = 2**52 - 1
# An xAPI learner's account name for a Telegram id (api/services/outbox.py ``actor_name``, keyed by the
# service token the store does not hold).
Learner = Callable[[int], str]


def pseudonym_label(pseudonym_id: int) -> str:
    return f"pseudonym-{abs(pseudonym_id) % 16**8:08x}"


async def new_pseudonym(db: AsyncSession) -> Candidate:
    """A candidate row that stands for nobody: a random negative id, a neutral name, no username."""
    while True:
        pseudonym_id = -(1 + secrets.randbelow(PSEUDONYM_RANGE))
        if await db.get(Candidate, pseudonym_id) is None:
            break
    row = Candidate(telegram_id=pseudonym_id, name=pseudonym_label(pseudonym_id), username="")
    db.add(row)
    await db.flush()
    return row


async def pseudonymise_session(
    db: AsyncSession, session: InterviewSession, now: datetime, learner: Learner
) -> None:
    """Detach ``session`` from its candidate: a fresh pseudonym per session (two sessions of one person
    are not linkable either), answers kept, and every other place the session names the person rewritten
    or blanked: idempotency keys that held the chat id, a reading awaiting confirmation (its key holds the
    chat id), the ATS's details of the person (e-mail, handle, name, application id) and the e-mail
    that invited them, the organisation's webhook events and the session's xAPI statements (their
    learner). An open session is closed (abandoned): nobody can answer for a pseudonym."""
    pseudonym = await new_pseudonym(db)
    session.candidate_id = pseudonym.telegram_id
    session.pseudonymised_at = now
    session.pending = None  # nobody is left to confirm it, and its key is "msg:<chat id>:<message id>"
    if session.status == "active":
        session.close("abandoned", session.finished_at or now)
    # the bot's keys are "msg:<chat id>:<message id>" / "cb:<callback id>": both trace back to the person
    await db.execute(
        update(Answer)
        .where(Answer.session_id == session.id)
        .values(idempotency_key=literal("pseudonymised:", String) + cast(Answer.seq, String))
    )
    await ats.forget_person(db, session.invite_id, pseudonym.name)  # the assignment, the invitation e-mail
    if session.org_id:
        await _rewrite_events(db, session, pseudonym)
    await _rewrite_statements(db, session, learner(pseudonym.telegram_id))
    await db.flush()


async def _rewrite_events(db: AsyncSession, session: InterviewSession, pseudonym: Candidate) -> None:
    query = select(WebhookEvent).where(
        WebhookEvent.org_id == session.org_id, WebhookEvent.body.contains(f'"id":"{session.id}"')
    )
    for row in (await db.scalars(query)).all():
        envelope = json.loads(row.body)
        data = envelope.get("data")
        if not isinstance(data, dict):
            continue
        if isinstance(data.get("candidate"), dict):
            data["candidate"] = {"telegram_id": pseudonym.telegram_id, "name": pseudonym.name, "username": ""}
        if isinstance(data.get("session"), dict) and "candidate_id" in data["session"]:
            data["session"]["candidate_id"] = pseudonym.telegram_id
        row.body = json.dumps(envelope, ensure_ascii=False, separators=(",", ":"))


async def _rewrite_statements(db: AsyncSession, session: InterviewSession, learner: str) -> None:
    """The session's xAPI statements, sent or not, name the pseudonym's learner: the person's is one
    account on every statement of theirs, so it would link the pseudonymised sessions to each other and,
    for whoever holds the server's key, to the Telegram id. Rewritten rather than dropped: the LRS still
    gets the interview, as the organisation keeps its answers."""
    query = select(WebhookEvent).where(
        WebhookEvent.session_id == session.id, WebhookEvent.type.startswith("xapi.")
    )
    for row in (await db.scalars(query)).all():
        statement = json.loads(row.body)
        account = (statement.get("actor") or {}).get("account")
        if isinstance(account, dict):
            account["name"] = learner
            row.body = json.dumps(statement, ensure_ascii=False, separators=(",", ":"))


async def forget_candidate(
    db: AsyncSession, telegram_id: int, now: datetime, learner: Learner
) -> tuple[int, int, int]:
    """``/forget``: practice sessions (and their answers) and notebook cards deleted, interviews
    pseudonymised, the candidate row itself deleted. Returns (practice sessions, cards, interviews)."""
    sessions = (
        await db.scalars(
            select(InterviewSession)
            .where(InterviewSession.candidate_id == telegram_id)
            .order_by(InterviewSession.seq)
            .with_for_update()
        )
    ).all()
    practice = [s.id for s in sessions if s.mode != "interview"]
    interviews = [s for s in sessions if s.mode == "interview"]
    if practice:
        await tallies.changing(db, practice)  # out of the sums (the commit adds back nothing)
        await db.execute(delete(Answer).where(Answer.session_id.in_(practice)))
        # their xAPI statements: the outbox's copies (those the LRS already has are the operator's)
        await db.execute(delete(WebhookEvent).where(WebhookEvent.session_id.in_(practice)))
        await db.execute(delete(InterviewSession).where(InterviewSession.id.in_(practice)))
    cards = await db.execute(delete(NotebookCard).where(NotebookCard.candidate_id == telegram_id))
    for session in interviews:
        await pseudonymise_session(db, session, now, learner)
    await db.execute(delete(Candidate).where(Candidate.telegram_id == telegram_id))
    await db.flush()
    return len(practice), int(getattr(cards, "rowcount", 0) or 0), len(interviews)


async def set_retention(db: AsyncSession, org: Org, days: int | None) -> Org:
    if days is not None and not 1 <= days <= MAX_RETENTION_DAYS:
        raise ValueError(f"the retention period must be 1 to {MAX_RETENTION_DAYS} days")
    org.retention_days = days
    await db.flush()
    return org


async def set_retention_by_name(db: AsyncSession, org_name: str, days: int | None) -> Org | None:
    org = await get_org_by_name(db, org_name)
    return None if org is None else await set_retention(db, org, days)


async def orgs_with_retention(db: AsyncSession) -> Sequence[Org]:
    return (await db.scalars(select(Org).where(Org.retention_days.is_not(None)))).all()


async def claim_expired_sessions(
    db: AsyncSession, org: Org, now: datetime, limit: int
) -> Sequence[InterviewSession]:
    """The organisation's sessions opened before its retention period and not yet pseudonymised, locked
    for the caller; rows another replica holds are skipped (PostgreSQL), and a row it has just
    pseudonymised no longer matches when re-checked, so each session is pseudonymised once."""
    cutoff = now - timedelta(days=org.retention_days or 0)
    statement = (
        select(InterviewSession)
        .where(
            InterviewSession.org_id == org.id,
            InterviewSession.pseudonymised_at.is_(None),
            func.coalesce(InterviewSession.created_at, InterviewSession.started_at) < cutoff,
        )
        .order_by(InterviewSession.seq)
        .limit(limit)
        .with_for_update(skip_locked=True)
    )
    return (await db.scalars(statement)).all()
