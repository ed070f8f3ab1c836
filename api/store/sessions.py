"""Sessions, candidates and answers."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, NamedTuple, cast

from sqlalchemy import CursorResult, Table, bindparam, delete, insert, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import make_transient_to_detached
from sqlalchemy.orm.attributes import instance_state, set_committed_value

from api.store import ats, connection, effects, invites, readings, tallies, writer
from api.store.ended_answers import EndedAnswer
from api.store.models import (
    Answer,
    AnswerBand,
    InterviewSession,
    Invite,
    ShownMessage,
    WebhookEvent,
    column_defaults,
    column_keys,
)

OPEN = ("active",)


# Statements of every answer turn, built once (their compiled form is cached by SQLAlchemy either way;
# building the expression anew each time cost more than running it).
_SESSIONS: Table = InterviewSession.__table__  # type: ignore[assignment]
_SESSION_BY_ID = select(InterviewSession).where(InterviewSession.id == bindparam("session_id"))
_SESSION_BY_ID_LOCKED = _SESSION_BY_ID.with_for_update()
_ANSWER_SEQ_BY_KEY = select(Answer.seq).where(
    Answer.session_id == bindparam("session_id"), Answer.idempotency_key == bindparam("key")
)


async def get_session(
    db: AsyncSession, session_id: str, *, for_update: bool = False
) -> InterviewSession | None:
    query = _SESSION_BY_ID_LOCKED if for_update else _SESSION_BY_ID
    return await db.scalar(query, {"session_id": session_id})


# Statements of every session's start and end, built once as well
_OPEN_SESSIONS = select(InterviewSession).where(
    InterviewSession.candidate_id == bindparam("candidate_id"), InterviewSession.status.in_(OPEN)
)
_OPEN_SESSION_OF_MODE = (
    _OPEN_SESSIONS.where(InterviewSession.mode == bindparam("mode"))
    .order_by(InterviewSession.seq.desc())
    .limit(1)
)
_SESSION_ANSWERS = (
    select(Answer).where(Answer.session_id == bindparam("session_id")).order_by(Answer.position, Answer.seq)
)
_INVITE_TITLE = select(Invite.title).where(Invite.id == bindparam("invite_id"))


async def open_session(
    db: AsyncSession, candidate_id: int, mode: str, *, lock: bool = False
) -> InterviewSession | None:
    statement = _OPEN_SESSION_OF_MODE.with_for_update() if lock else _OPEN_SESSION_OF_MODE
    return await db.scalar(statement, {"candidate_id": candidate_id, "mode": mode})


async def open_sessions(db: AsyncSession, candidate_id: int) -> Sequence[InterviewSession]:
    """The candidate's open sessions, of every mode."""
    return (await db.scalars(_OPEN_SESSIONS, {"candidate_id": candidate_id})).all()


async def timed_open_sessions(db: AsyncSession, limit: int = 10_000) -> Sequence[InterviewSession]:
    """Open sessions whose clock runs (begun, with a per-question or total time limit)."""
    query = select(InterviewSession).where(
        InterviewSession.status.in_(OPEN),
        InterviewSession.begun.is_(True),
        (InterviewSession.time_limit_s.is_not(None)) | (InterviewSession.total_time_limit_s.is_not(None)),
    )
    return (await db.scalars(query.order_by(InterviewSession.seq).limit(limit))).all()


class InterviewHistory(NamedTuple):
    """What an interview's start reads of its candidate's earlier interviews (``interview_history``)."""

    earlier_seq: int | None  # their latest session from this invite
    open_seq: int | None  # their latest interview still open
    seen: list[str]  # the questions shown in this organisation's interviews, in the order shown


_HISTORY = (
    select(
        InterviewSession.seq,
        InterviewSession.invite_id,
        InterviewSession.org_id,
        InterviewSession.status,
        InterviewSession.plan,
        InterviewSession.position,
    )
    .where(
        InterviewSession.candidate_id == bindparam("candidate_id"),
        InterviewSession.mode == "interview",
        or_(
            InterviewSession.invite_id == bindparam("invite_id"),
            InterviewSession.status.in_(OPEN),
            InterviewSession.org_id == bindparam("org_id"),
        ),
    )
    .order_by(InterviewSession.seq)
)


async def interview_history(
    db: AsyncSession, candidate_id: int, invite_id: str, org_id: str
) -> InterviewHistory:
    """The candidate's interviews an interview's start looks at, in one statement of the columns it
    needs: the latest from ``invite_id``, the latest still open, and the questions shown in
    ``org_id``'s (each session's plan up to its current question). A session to act on is loaded by its
    ``seq`` (``db.get``) only when there is one."""
    earlier_seq = open_seq = None
    seen: list[str] = []
    keys = {"candidate_id": candidate_id, "invite_id": invite_id, "org_id": org_id}
    rows = await db.execute(_HISTORY, keys)
    for seq, invite, org, status, plan, position in rows.all():
        if invite == invite_id:
            earlier_seq = seq
        if status in OPEN:
            open_seq = seq
        if org == org_id:
            seen.extend(plan[: position + 1])
    return InterviewHistory(earlier_seq, open_seq, list(dict.fromkeys(seen)))


async def candidate_sessions(
    db: AsyncSession, candidate_id: int, limit: int = 50
) -> Sequence[InterviewSession]:
    query = select(InterviewSession).where(InterviewSession.candidate_id == candidate_id)
    return (await db.scalars(query.order_by(InterviewSession.seq.desc()).limit(limit))).all()


async def list_org_sessions(
    db: AsyncSession,
    org_id: str,
    *,
    limit: int,
    before_seq: int | None = None,
    status: str | None = None,
    invite_id: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
) -> Sequence[InterviewSession]:
    query = select(InterviewSession).where(InterviewSession.org_id == org_id)
    if before_seq is not None:
        query = query.where(InterviewSession.seq < before_seq)
    if status:
        query = query.where(InterviewSession.status == status)
    if invite_id:
        query = query.where(InterviewSession.invite_id == invite_id)
    if since:
        query = query.where(InterviewSession.created_at >= since)
    if until:
        query = query.where(InterviewSession.created_at < until)
    return (await db.scalars(query.order_by(InterviewSession.seq.desc()).limit(limit))).all()


async def session_answers(db: AsyncSession, session_id: str) -> Sequence[Answer]:
    return (await db.scalars(_SESSION_ANSWERS, {"session_id": session_id})).all()


_ANSWERS: Table = Answer.__table__  # type: ignore[assignment]
_SET_PARSED = (
    update(_ANSWERS).where(_ANSWERS.c.seq == bindparam("b_seq")).values(parsed=bindparam("b_parsed"))
)


class _NewRowInsert(NamedTuple):
    statement: Any  # INSERT, RETURNING the surrogate ``seq`` where the table has one
    returns_seq: bool
    keys: tuple[str, ...]  # a given primary key (a candidate's Telegram id), then the columns a new row fills
    no_default: frozenset[str]  # columns without a default: left out when None, as the ORM's INSERT does


_NEW_ROW_INSERTS: dict[type, _NewRowInsert] = {}


def _new_row_insert(mapped: type[Any]) -> _NewRowInsert:
    known = _NEW_ROW_INSERTS.get(mapped)
    if known is None:
        table: Table = mapped.__table__
        returns_seq = "seq" in table.c
        statement = insert(table).returning(table.c.seq) if returns_seq else insert(table)
        given = tuple(key for key, column in column_keys(mapped) if column.primary_key and key != "seq")
        keys = given + tuple(key for key, _make in column_defaults(mapped))
        no_default = frozenset(key for key, column in column_keys(mapped) if column.default is None)
        known = _NEW_ROW_INSERTS[mapped] = _NewRowInsert(statement, returns_seq, keys, no_default)
    return known


async def insert_answer(db: AsyncSession, row: Answer) -> None:
    """Store a new answer (made by ``models.new_row``: it holds every column) by one INSERT … RETURNING and
    keep it as stored, out of ``db``'s identity map: nothing of it is left to flush, what it means beyond
    its row (its event, the tallies) is noted by the caller in ``db``'s transaction all the same
    (``effects.keep_outside``), and a later change to it is a statement of its own (``keep_parsed``,
    ``append_flags``). A second answer at the same position raises ``IntegrityError`` here."""
    await insert_new_row(db, row, add=False)
    effects.keep_outside(db.sync_session, row)


async def insert_session(db: AsyncSession, session: InterviewSession) -> None:
    """Store a new session (made by ``models.new_row``) as ``insert_answer`` stores an answer: one INSERT
    … RETURNING, the row kept in ``db`` as stored. Through the constructor and the unit of work's flush
    a session's start cost about 840 Python calls more (bench/bench_turn_calls.py). A second open
    session of the candidate's mode raises ``IntegrityError`` here, as a flush would; its ``started``
    event is noted by the caller."""
    await insert_new_row(db, session)


async def insert_new_row(db: AsyncSession, row: Any, *, add: bool = True) -> None:
    """Store ``row`` (made by ``models.new_row``, in no session yet) by one INSERT and keep it in ``db`` as
    stored (``add``; else detached, as stored: ``Session.add`` cost an answer turn about 40 calls): a flush
    of one new row costs more than the statement. A duplicate key raises ``IntegrityError`` here."""
    await writer.hold(db)
    made = _new_row_insert(type(row))
    held = instance_state(row).dict
    # None of a column without a default left out, as the ORM's INSERT leaves it out: SQL NULL, where a
    # JSON column given None stores JSON's ``null`` (``json_array_length`` refuses it on PostgreSQL)
    values = {key: held[key] for key in made.keys if held[key] is not None or key not in made.no_default}
    result = await (await connection.of(db)).execute(made.statement, values)  # Core: nothing to autoflush
    if made.returns_seq:
        held["seq"] = result.scalar_one()
    make_transient_to_detached(row)
    if add:
        db.add(row)


async def drop_reading(db: AsyncSession, session: InterviewSession, pending_id: str) -> bool:
    """The reading waiting on ``session`` dropped, if it is still ``pending_id`` as the row is stored:
    one compare-and-set, so a reading that replaced it since the session was read (SQLite reads without
    a row lock) keeps waiting. Whether one was dropped."""
    await writer.hold(db)
    # an UPDATE's result is a cursor's, with its row count (``execute`` is typed for any statement)
    dropped = cast(
        CursorResult[Any],
        await db.execute(
            update(InterviewSession)
            .where(InterviewSession.seq == session.seq, pending_id == readings.STORED_ID)
            .values(pending=None)
            .execution_options(synchronize_session=False)
        ),
    )
    if dropped.rowcount != 1:
        return False
    set_committed_value(session, "pending", None)
    return True


async def keep_parsed(
    db: AsyncSession, changes: Sequence[tuple[Answer | EndedAnswer, dict[str, Any]]]
) -> None:
    """Rewrite the ``parsed`` column of answers already stored, in one executemany statement, and let
    the ORM rows among them hold the new values as stored (a plain ``EndedAnswer`` is a read, not kept).
    A session's end rewrites every answer's (its explanation added): through the unit of work that was
    one tracked object each, a millisecond and more. Nothing derived reads ``parsed`` (the tallies and
    the webhook events follow grades and sessions)."""
    if changes:  # Core, on the transaction's connection: nothing to autoflush first
        rows = [{"b_seq": row.seq, "b_parsed": parsed} for row, parsed in changes]
        await (await connection.of(db)).execute(_SET_PARSED, rows)
    for row, parsed in changes:
        if isinstance(row, Answer):
            set_committed_value(row, "parsed", parsed)


class AnswerPoints(NamedTuple):
    """What a session's summary counts of an answer (``reports.summarize``), read as plain rows: a page
    of fifty candidates' summaries does not build five hundred ORM objects."""

    session_id: str
    question_id: str
    points: float
    points_awarded: float
    skipped: bool
    shown: dict[str, Any]
    flags: list[dict[str, Any]] | None  # integrity signals: the summary counts them
    verdict: str  # whether the answer counts toward an ability (api/services/scoring/): not ungraded
    timed_out: bool


async def answer_points_for_sessions(
    db: AsyncSession, session_ids: Sequence[str]
) -> dict[str, list[AnswerPoints]]:
    found: dict[str, list[AnswerPoints]] = {session_id: [] for session_id in session_ids}
    if not session_ids:
        return found
    query = (
        select(*(getattr(Answer, name) for name in AnswerPoints._fields))
        .where(Answer.session_id.in_(session_ids))
        .order_by(Answer.position, Answer.seq)
    )
    for row in (await db.execute(query)).all():
        found[row[0]].append(AnswerPoints(*row))
    return found


async def answer_seq(db: AsyncSession, session_id: str, key: str) -> int | None:
    """The seq of the answer recorded under this idempotency key (None: none)."""
    seq: int | None = await db.scalar(_ANSWER_SEQ_BY_KEY, {"session_id": session_id, "key": key})
    return seq


async def answer_by_key(db: AsyncSession, session_id: str, key: str) -> Answer | None:
    """The answer recorded under this idempotency key (checked on every turn: a narrow read first)."""
    seq = await answer_seq(db, session_id, key)
    return None if seq is None else await db.get(Answer, seq)


async def invite_title(db: AsyncSession, invite_id: str) -> str:
    """An invite's title (the column alone: a report shows nothing else of it); "" when it is gone. Not
    read again when the request has read the invite (a session's start)."""
    title = invites.title_read(db, invite_id)
    if title is not None:
        return title
    return await db.scalar(_INVITE_TITLE, {"invite_id": invite_id}) or ""


async def answered_question_ids(db: AsyncSession, candidate_id: int, limit: int = 200) -> list[str]:
    query = (
        select(Answer.question_id)
        .join(InterviewSession, InterviewSession.id == Answer.session_id)
        .where(InterviewSession.candidate_id == candidate_id)
        .order_by(Answer.seq.desc())
        .limit(limit)
    )
    return list(dict.fromkeys((await db.scalars(query)).all()))


async def erase_session(db: AsyncSession, session: InterviewSession) -> None:
    """Erase one session: its answers, the row that links it to the candidate, the organisation's webhook
    events about it (their bodies carry the candidate's name; pending deliveries go with them), its
    xAPI statements not yet sent, and what an ATS sent about the person (``ats.forget_person``)."""
    await db.flush()  # what is pending about it first, before the bulk deletes below
    await tallies.changing(db, [session.id])  # out of the sums (the commit adds back nothing)
    await ats.forget_person(db, session.invite_id, "")
    await db.execute(delete(AnswerBand).where(AnswerBand.session_id == session.id))
    await db.execute(delete(Answer).where(Answer.session_id == session.id))
    await db.execute(delete(ShownMessage).where(ShownMessage.session_id == session.id))
    if session.org_id:
        await db.execute(
            delete(WebhookEvent).where(
                WebhookEvent.org_id == session.org_id, WebhookEvent.body.contains(f'"id":"{session.id}"')
            )
        )
    await db.execute(delete(WebhookEvent).where(WebhookEvent.session_id == session.id))  # its xAPI statements
    await db.execute(
        delete(InterviewSession).where(InterviewSession.id == session.id),
        execution_options={"synchronize_session": False},
    )
    db.expunge(session)
    effects.release(session)  # nor kept outside ``db`` by an answer turn: erased, it announces nothing


async def timed_open_interviews(db: AsyncSession) -> Sequence[InterviewSession]:
    """Active organisation interviews whose clock runs against a total time limit, locked for the caller
    (rows another transaction holds are skipped on PostgreSQL)."""
    statement = (
        select(InterviewSession)
        .where(
            InterviewSession.status == "active",
            InterviewSession.mode == "interview",
            InterviewSession.begun.is_(True),
            InterviewSession.total_time_limit_s.is_not(None),
        )
        .with_for_update(skip_locked=True)
    )
    return (await db.execute(statement)).scalars().all()


async def add_shown_message(db: AsyncSession, shown: ShownMessage) -> ShownMessage:
    """Record a question message; the same message recorded again is the first record."""
    earlier = await db.scalar(
        select(ShownMessage).where(
            ShownMessage.session_id == shown.session_id, ShownMessage.message_id == shown.message_id
        )
    )
    if earlier is not None:
        return earlier
    db.add(shown)
    await db.flush()
    return shown


async def shown_messages(db: AsyncSession, session_id: str) -> Sequence[ShownMessage]:
    query = (
        select(ShownMessage).where(ShownMessage.session_id == session_id).order_by(ShownMessage.message_id)
    )
    return (await db.scalars(query)).all()


async def poll_message(db: AsyncSession, poll_id: str) -> ShownMessage | None:
    return await db.scalar(select(ShownMessage).where(ShownMessage.poll_id == poll_id))
