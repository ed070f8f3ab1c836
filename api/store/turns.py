"""An answer turn's state, read in one statement: the session, locked; the answer already stored under
the turn's idempotency key; and what recording the answer reads about its candidate — the notebook card
of the question the request names and the candidate's other open sessions (``CandidateRows``). A
practice turn then reads nothing more before it writes, as an interview turn does not.

The lock is PostgreSQL's: SQLite has no ``SELECT … FOR UPDATE``, and a turn reads there outside any
transaction, so another transaction (a read that expires the session, the delivery worker's round, a
close, a regrade) may change the row and commit between the turn's read and its write. So the turn's
write claims the row first (``claim_session``): its one compare-and-set says whether the row is still
as the turn read it, and from then on the turn's transaction holds SQLite's one write lock until it
commits, so the row as stored then (read again when it changed) is the row the turn writes over."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from datetime import datetime
from typing import Any, NamedTuple

from sqlalchemy import String, Table, bindparam, inspect, literal, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import make_transient, make_transient_to_detached
from sqlalchemy.orm.attributes import get_history, instance_state, set_committed_value

from api.store import connection, effects, integrity, notebook, readings, writer
from api.store.integrity import Flag
from api.store.models import Answer, InterviewSession, stored_row
from api.store.notebook import CardRow
from api.store.sessions import OPEN, answer_seq


class CandidateRows(NamedTuple):
    """What an answer turn read of its candidate with its session: the card of ``question_id`` (None:
    none stored) and their other open sessions (rows of ``mode``, ``reveal``, ``status``, ``plan`` and
    ``position``: what they withhold)."""

    question_id: str
    card: CardRow | None
    others: Sequence[Any]


class TurnState(NamedTuple):
    session: InterviewSession | None  # None: no such session
    replay_seq: int | None  # the answer stored under the idempotency key; None: a new answer
    candidate: CandidateRows | None  # None: read after a wait for another turn, to be read again
    # the hints of the question taken before the turn's statement began (the ones the candidate could
    # have seen when answering): on PostgreSQL a hint whose lock the turn waited for is not among them;
    # None: read after a wait for another turn
    hints_seen: int | None = None


_SESSIONS: Table = InterviewSession.__table__  # type: ignore[assignment]
_AS_READ = _SESSIONS.alias("as_read")
_OTHER = _SESSIONS.alias("other_sessions")
_CARDS = notebook.CARDS
# The session's columns by attribute name, in the mapper's order (labelled: the card's and the other
# sessions' columns keep their own names, which ``card_from_row`` and ``Planned`` read).
_SESSION_KEYS = tuple(prop.key for prop in inspect(InterviewSession).column_attrs)
_SESSION_COLUMNS = tuple(
    inspect(InterviewSession).get_property(key).columns[0].label(f"session_{key}") for key in _SESSION_KEYS
)
_AFTER_SESSION = len(_SESSION_KEYS)
# Built once, as every statement of a turn (building one costs more than running it). The card and the
# other open sessions are outer joins: a candidate with no other open session and no card of the
# question still has their session's one row; each other open session adds a row. Core, not an ORM
# entity: the row is made by ``models.stored_row`` and kept out of the request's unit of work (the
# turn's claim writes it), which cost a turn less than the ORM's loading and re-registering of it.
_TURN_STATE_LOCKED = (
    select(
        *_SESSION_COLUMNS,
        select(Answer.seq)
        .where(Answer.session_id == _SESSIONS.c.id, Answer.idempotency_key == bindparam("key"))
        .scalar_subquery(),
        select(_AS_READ.c.answered).where(_AS_READ.c.id == _SESSIONS.c.id).scalar_subquery(),
        select(_AS_READ.c.hints_used).where(_AS_READ.c.id == _SESSIONS.c.id).scalar_subquery(),
        *notebook.CARD_COLUMNS,
        _OTHER.c.mode,
        _OTHER.c.reveal,
        _OTHER.c.status,
        _OTHER.c.plan,
        _OTHER.c.position,
        _OTHER.c.adaptive,  # an adaptive interview withholds its whole pool (api/services/explain/)
    )
    .select_from(_SESSIONS)
    .outerjoin(
        _CARDS,
        (_CARDS.c.candidate_id == _SESSIONS.c.candidate_id)
        & (_CARDS.c.question_id == bindparam("question_id")),
    )
    .outerjoin(
        _OTHER,
        (_OTHER.c.candidate_id == _SESSIONS.c.candidate_id)
        & _OTHER.c.status.in_([literal(status) for status in OPEN])  # not an expanding IN: rendered once
        & (_OTHER.c.seq != _SESSIONS.c.seq),
    )
    .where(_SESSIONS.c.id == bindparam("session_id"))
    .with_for_update(of=_SESSIONS)
)


async def turn_state(db: AsyncSession, session_id: str, key: str, question_id: str) -> TurnState:
    """The session (locked until the transaction ends), the seq of its answer under ``key``, and its
    candidate's card of ``question_id`` and other open sessions: one statement, and a second only after
    a wait for another turn that recorded an answer. The session is kept out of ``db``'s identity map
    (``effects.keep_outside``): the turn writes it by its claim (``claim_session``), and ``attach``
    puts it in ``db`` where a turn leaves its changes to the flush instead.

    On PostgreSQL a ``SELECT … FOR UPDATE`` that waited for another turn's lock sees that turn's session
    row but not, in its subqueries and joins, what it committed (they read the statement's snapshot,
    taken before the wait), so a replay sent twice at once would not find its first answer there. Every
    answer recorded counts itself in its session's row (``answered``, in the same transaction), so the
    session's count as the snapshot has it tells: the same as the locked row's, and no answer was
    recorded in between (what was read holds); another, and the key is looked up again, after the lock,
    and the candidate's rows are left to be read again. The hints the snapshot counts are the ones taken
    before the answer arrived (``hints_seen``): a hint written while the turn waited was not seen when
    the candidate answered, and is not charged to the answer — as on SQLite, where the turn read the row
    before that hint was written. SQLite has one writer at a time and nothing to wait for: the counts are
    always the same."""
    params = {"session_id": session_id, "key": key, "question_id": question_id}
    rows = (await (await connection.of(db)).execute(_TURN_STATE_LOCKED, params)).all()
    if not rows:
        return TurnState(None, None, None)
    first = rows[0]
    session = stored_row(InterviewSession, zip(_SESSION_KEYS, first[:_AFTER_SESSION], strict=True))
    effects.keep_outside(db.sync_session, session)
    seq, answered_as_read, hints_as_read = first[_AFTER_SESSION : _AFTER_SESSION + 3]
    if answered_as_read != session.answered:
        return TurnState(session, await answer_seq(db, session_id, key), None)
    card = notebook.card_from_row(session.candidate_id, question_id, first)
    others = [row for row in rows if row.mode is not None]
    return TurnState(session, seq, CandidateRows(question_id, card, others), hints_as_read)


async def held_copy(db: AsyncSession, session_id: str, question_id: str) -> dict[str, Any] | None:
    """The session's copy of an organisation's question as stored now (None: a public question, or none)."""
    copies = await db.scalar(select(InterviewSession.questions).where(InterviewSession.id == session_id))
    copy = (copies or {}).get(question_id)
    return copy if isinstance(copy, dict) else None


def attach(db: AsyncSession, session: InterviewSession) -> None:
    """``session``, kept out of ``db`` (``turn_state``), put in it: what it changed since it was read,
    and changes from now on, are written by the unit of work's flush, as for a row ``db`` loaded."""
    if not instance_state(session).persistent:
        db.sync_session.add(session)
    effects.release(session)  # in the unit of work now: it belongs to it as any row it holds


class SessionRow(NamedTuple):
    """What another transaction may change under an answer turn (an end, another answer, a hint, a
    regrade's points, the reading waiting for the candidate's confirmation) of its session's row."""

    status: str
    finished_at: datetime | None
    position: int
    hints_used: int
    points_awarded: float
    plan_points: float | None
    pending_id: str | None  # the id of the reading waiting (confirmed, discarded or replaced: another)
    pending_flags: list[Flag] | None  # waiting for the answer (a forwarded message's added since: more)


_CLAIMED = SessionRow._fields[:6]  # columns compared as they are; the reading's id read off ``pending``
_COMPARED = ("status", "position", "hints_used", "points_awarded", "plan_points", "pending_id")
_COLUMNS = {prop.key: prop.columns[0] for prop in inspect(InterviewSession).column_attrs}
_COLUMN_KEYS = frozenset(_COLUMNS)
if len(inspect(InterviewSession).attrs) != len(_COLUMN_KEYS):  # a claim could not write every change
    raise TypeError("claim_session writes a session's columns: its row has other attributes")
_PENDING_ID, _PENDING_ID_KEY = readings.STORED_ID, readings.HeldReading.ID_KEY
_SESSION_AS_STORED = select(
    *(getattr(InterviewSession, name) for name in _CLAIMED), _PENDING_ID, InterviewSession.pending_flags
).where(InterviewSession.seq == bindparam("row_seq"))


@functools.cache
def _claim_statement(changed: frozenset[str]) -> Any:
    """The compare-and-set writing the columns ``changed``, built once for each set a turn changes;
    typed binds: the columns' own conversions (UTC times, JSON), as the flush's UPDATE has them."""
    session = InterviewSession
    return (
        update(session)
        .where(
            session.seq == bindparam("row_seq"),
            session.status == bindparam("read_status", type_=session.status.type),
            session.position == bindparam("read_position", type_=session.position.type),
            session.hints_used == bindparam("read_hints_used", type_=session.hints_used.type),
            session.points_awarded == bindparam("read_points_awarded", type_=session.points_awarded.type),
            session.plan_points.is_not_distinct_from(
                bindparam("read_plan_points", type_=session.plan_points.type)
            ),
            _PENDING_ID.is_not_distinct_from(bindparam("read_pending_id", type_=String)),
            integrity.flags_waiting == bindparam("read_flags_waiting"),  # a signal only adds flags
        )
        .values(
            {_COLUMNS[name]: bindparam(f"new_{name}", type_=_COLUMNS[name].type) for name in sorted(changed)}
        )
    )


def row_as_read(session: InterviewSession) -> SessionRow:
    """What the turn read of its session's row (whatever it changed of it since)."""
    state = instance_state(session)  # as ``inspect`` finds it, without the inspection registry's lookup
    unmodified, values = state.unmodified, state.dict  # ``unmodified``: a set made anew at each use

    def as_read(name: str) -> Any:
        return values[name] if name in unmodified else _before_change(session, name)

    pending = as_read("pending")
    return SessionRow._make(
        [*map(as_read, _CLAIMED), pending and pending.get(_PENDING_ID_KEY), as_read("pending_flags")]
    )


async def claim_session(
    db: AsyncSession, session: InterviewSession, as_read: SessionRow
) -> SessionRow | None:
    """The turn's first write to its session's row: what the turn changed of it, written where the row is
    still as the turn read it — then the flush has nothing more to write of it. On SQLite, matched or
    not, it takes the process's writer lock and SQLite's own, held until the transaction ends, so the
    row read again after a miss stays as read then until the turn commits, and the flush writes the
    turn's changes over it. PostgreSQL locked the row when the turn read it (``turn_state``): the
    compare matches there, and this one cached statement writes the row, not the unit of work's flush
    (cheaper); nothing changed, nothing is written. The row as stored then (``as_read``
    when it matched); None: erased."""
    state = instance_state(session)
    values = state.dict
    # the columns set since the row was read (the keys the flush would look at), at one set difference
    changed = {name: values[name] for name in _COLUMN_KEYS - state.unmodified}
    if not changed:  # nothing to write: the row as read is the row as it must be when the turn commits
        if db.get_bind().dialect.name != "sqlite":  # locked when read: nothing to claim
            return as_read
        changed = {"position": as_read.position}
    await writer.hold(db)
    params = {f"read_{name}": getattr(as_read, name) for name in _COMPARED}
    params["read_flags_waiting"] = len(as_read.pending_flags or [])
    params.update({f"new_{name}": value for name, value in changed.items()}, row_seq=session.seq)
    on = await connection.of(db)  # Core: the ORM's bulk UPDATE would cost the turn a tenth more calls
    claimed = await on.execute(_claim_statement(frozenset(changed)), params)
    if claimed.rowcount == 1:
        if state.persistent:  # written: the flush has nothing more to write of it
            _as_stored(db, session)
        return as_read  # a row kept out of ``db`` (``turn_state``) stays out: its changes are written
    # on the connection: the ORM's execute would autoflush the turn's changes over the row unclaimed
    stored = (await on.execute(_SESSION_AS_STORED, {"row_seq": session.seq})).first()
    return None if stored is None else SessionRow._make(stored)


def _as_stored(db: AsyncSession, session: InterviewSession) -> None:
    """``session`` kept in ``db`` as the row now stored, every attribute committed as it holds it: the
    claim wrote every change (its columns are all the row's attributes, ``_COLUMN_KEYS``). Re-registered
    as ``insert_answer`` registers a new answer (``make_transient_to_detached``): marking each column
    committed (``set_committed_value``) leaves the row flagged as modified, so the turn's flush went
    through the unit of work for a row with nothing to write; this costs a turn less than half of that
    (bench/bench_turn_calls.py)."""
    make_transient(session)  # out of ``db``, its identity forgotten: then made anew from its primary key
    make_transient_to_detached(session)
    db.sync_session.add(session)


def _before_change(session: InterviewSession, name: str) -> Any:
    """The value of ``session``'s attribute ``name``, changed since, as the transaction read it."""
    history = get_history(session, name)  # not ``state.attrs``: that makes a view of every attribute
    values: Sequence[Any] = history.deleted or history.unchanged or history.added
    return values[0]


_ANSWERS: Table = Answer.__table__  # type: ignore[assignment]
_KEEP_LATE = (
    update(_ANSWERS)
    .where(_ANSWERS.c.seq == bindparam("row_seq"), _ANSWERS.c.answer == "")
    .values(answer=bindparam("answer"), parsed=bindparam("parsed", type_=_ANSWERS.c.parsed.type))
)


async def keep_late_answer(db: AsyncSession, row: Answer, answer: str) -> bool:
    """A message typed for a question whose time ran out, kept with its answer row (recorded by the
    timeout, without an answer) where that row still has none as stored: one compare-and-set, so a
    second such message that read the row before the first was written (SQLite: no row lock) does not
    overwrite it. Whether it was kept; ``row`` holds the row as stored either way."""
    await writer.hold(db)
    parsed = {**row.parsed, "typed_after_time_up": True}
    kept = await (await connection.of(db)).execute(
        _KEEP_LATE, {"row_seq": row.seq, "answer": answer, "parsed": parsed}
    )
    if kept.rowcount != 1:
        await db.refresh(row)  # the message kept first, under the write lock held from here
        return False
    set_committed_value(row, "answer", answer)
    set_committed_value(row, "parsed", parsed)
    return True
