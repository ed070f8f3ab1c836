"""The statements of an answer turn's short way, run on the database driver itself.

An answer to a session still running reads the session (with whether the idempotency key was used, and
the shown messages when the answer names its chat message) and writes two rows' worth: the answer, and
the session moved on. Through the ORM those few statements cost most of the turn: the unit of work,
the asyncio adapter's greenlet hops and the result machinery took some 1.2 ms against ~40 µs for the
statements themselves (py-spy under ``bench/bench_api.py``). Here each statement is a SQLAlchemy Core
statement compiled once for the engine's dialect, run on the driver's connection, with the dialect's own
bind and result processors — so what is stored, and read back by the rest of the store, is byte for byte
what the ORM would store (``tests/integration/test_quick_answers.py`` compares the rows).

A practice answer also reads the candidate's open sessions (what they withhold from the explanation)
and the question's notebook card, in one statement, and writes the card it schedules. An answer with
timing flags keeps them in its row; the last answer also ends the session (``session_ends.py``).

The write (``turn_writes.py``) is guarded, not locked: the session moves on only if it is still where
the turn found it (same position and points, still active, no hint taken and no signal pending since),
and the answer (and card) are
written only then; otherwise nothing is written and the caller hands the turn to the full path. On
PostgreSQL that is one statement (``WITH advanced AS (UPDATE …) [, carded AS (…)] INSERT … SELECT … FROM
advanced``), one round trip; on SQLite, two or three statements in a savepoint of the transaction that
the turns run together share, committed once for all (``api/store/shared_commit.py``), under the
process's writer lock (``api/store/writer.py``). Anything unexpected (a busy database, a constraint)
also hands over; the card is written as the full path writes it (by its row, last writer wins). A
turn whose webhook event (``answer.flagged``, ``session.finished``) one of the organisation's webhooks
subscribes to reads the subscriptions inside its transaction first, and hands over: the outbox is the
full path's. Those turns, and the session's end, take a transaction of a few statements on PostgreSQL.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import AsyncIterator, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import (
    Table,
    and_,
    bindparam,
    select,
)
from sqlalchemy.ext.asyncio import AsyncEngine

from api.store import sqlite_here
from api.store.compiled import Columns, Compiled, result_processors
from api.store.engine import make_engine
from api.store.kept_connections import KeptConnections
from api.store.models import Answer, Candidate, InterviewSession, NotebookCard, ShownMessage
from api.store.session_ends import Rows, SessionEnd, SessionEndStatements
from api.store.shared_commit import SharedCommit
from api.store.turn_writes import SAVE_KINDS, compile_save, save_values

SESSIONS: Table = InterviewSession.__table__  # type: ignore[assignment]
ANSWERS: Table = Answer.__table__  # type: ignore[assignment]
SHOWN: Table = ShownMessage.__table__  # type: ignore[assignment]
CARDS: Table = NotebookCard.__table__  # type: ignore[assignment]
CANDIDATES: Table = Candidate.__table__  # type: ignore[assignment]
OTHER_SESSION = ("mode", "reveal", "status", "plan", "position")  # what an open session withholds
TURN_CONNECTIONS = 10  # PostgreSQL connections of the short way, per API process


def _rows_here(db: sqlite3.Connection) -> Rows:
    """``rows(statement, values)`` on the SQLite connection (runs to its end: never waits)."""

    async def rows(compiled: Compiled, values: Mapping[str, Any]) -> list[Sequence[Any]]:
        return db.execute(compiled.sql, compiled.params(values)).fetchall()

    return rows


def _rows_there(connection: Any) -> Rows:
    """``rows(statement, values)`` on an asyncpg connection."""

    async def rows(compiled: Compiled, values: Mapping[str, Any]) -> list[Sequence[Any]]:
        return list(await connection.fetch(compiled.sql, *compiled.params(values)))

    return rows


class _NotWritten(Exception):
    """The session's end is not this transaction's to write: rolled back, the full path serves it."""


@dataclass
class Found:
    """The session as stored, whether the idempotency key was used already, and the shown messages as
    (position, message id).

    The session is its columns as plain attributes (``compiled.plain_class``), not an ORM instance: the
    turn's rules read its columns some 130 times and set some 18, which through the ORM's instrumented
    attributes cost about 25 µs a turn. It is never handed to the ORM (the full path, when it serves a
    turn, reads the session afresh), and ``InterviewSession`` holds nothing but columns (no relationship,
    property or method): to the rules it is one, hence the type (``tests/unit/test_plain_rows.py``)."""

    session: InterviewSession
    key_used: bool
    shown: list[tuple[int, int]]


@dataclass(frozen=True)
class OpenSession:
    """What a candidate's other open session withholds from explanations (``explain.withheld_in``)."""

    mode: str
    reveal: str
    status: str
    plan: list[str]
    position: int


class AnswerTurns:
    """Reads and writes of the mid-session answer turn for one engine (see the module's docstring)."""

    def __init__(self, engine: AsyncEngine, *, checkpoints_elsewhere: bool = False) -> None:
        dialect = engine.dialect
        self.dialect_name = dialect.name
        key_seq = (
            select(ANSWERS.c.seq)
            .where(ANSWERS.c.session_id == SESSIONS.c.id, ANSWERS.c.idempotency_key == bindparam("key"))
            .scalar_subquery()
        )
        self._load = Compiled(
            select(*SESSIONS.c, key_seq.label("key_seq")).where(SESSIONS.c.id == bindparam("session_id")),
            dialect,
        )
        self._session = Columns(InterviewSession, list(SESSIONS.c), dialect)
        self._shown = Compiled(
            select(SHOWN.c.position, SHOWN.c.message_id).where(SHOWN.c.session_id == bindparam("session_id")),
            dialect,
        )
        other = SESSIONS.alias("other")
        self._reads = Compiled(
            select(*(other.c[name] for name in OTHER_SESSION), *CARDS.c)
            .select_from(
                CANDIDATES.outerjoin(
                    other,
                    and_(
                        other.c.candidate_id == CANDIDATES.c.telegram_id,
                        other.c.status == bindparam("open"),
                        other.c.seq != bindparam("except_seq"),
                    ),
                ).outerjoin(
                    CARDS,
                    and_(
                        CARDS.c.candidate_id == CANDIDATES.c.telegram_id,
                        CARDS.c.question_id == bindparam("question_id"),
                    ),
                )
            )
            .where(CANDIDATES.c.telegram_id == bindparam("candidate_id")),
            dialect,
        )
        self._other = result_processors([other.c[name] for name in OTHER_SESSION], dialect)
        self._card = Columns(NotebookCard, list(CARDS.c), dialect)
        self._saves = {kind: compile_save(*kind, dialect) for kind in SAVE_KINDS}
        self._ends = SessionEndStatements(dialect)
        self._engine = engine
        # the turn's own connections: no ping on checkout (a broken one fails the turn, which the full
        # path then serves, and is dropped) and no rollback on return (every turn ends its transaction)
        self._pool = make_engine(
            engine.url.render_as_string(hide_password=False),
            checkpoints_elsewhere=checkpoints_elsewhere,
            pool_pre_ping=False,
            pool_reset_on_return=None,
            # held for one round trip each: a few suffice, and more turns wait briefly rather than
            # open and close connections of their own (PostgreSQL; SQLite keeps one)
            **(
                {"pool_size": TURN_CONNECTIONS, "max_overflow": 0}
                if engine.dialect.name == "postgresql"
                else {}
            ),
        )
        self._sqlite: sqlite3.Connection | None = None
        self._sqlite_kept: Any = None  # the pool's record of it, detached
        self._shared: SharedCommit | None = None  # its writes, committed together
        self._kept = KeptConnections(self._pool, TURN_CONNECTIONS)  # PostgreSQL

    async def close(self) -> None:
        self._kept.close()
        if self._shared is not None:
            self._shared.close()
            self._shared = None
        if self._sqlite_kept is not None:
            self._sqlite_kept.close()
            self._sqlite = self._sqlite_kept = None
        await self._pool.dispose()

    # -- reading

    async def find(self, session_id: str, key: str, *, shown: bool) -> Found | None:
        """The session and what the turn checks about it; None when there is no such session."""
        load = {"session_id": session_id, "key": key}
        async with self._reading() as rows:
            found = await rows(self._load, load)
            messages = await rows(self._shown, load) if shown and found else []
        if not found:
            return None
        row = found[0]
        return Found(
            session=cast(InterviewSession, self._session.plain(self._session.values(row))),
            key_used=row[len(self._session.attrs)] is not None,
            shown=[(int(position), int(message_id)) for position, message_id in messages],
        )

    async def candidate_reads(
        self, candidate_id: int, question_id: str | None, except_seq: int
    ) -> tuple[NotebookCard | None, list[OpenSession]]:
        """The candidate's other open sessions and the question's notebook card (none asked for when
        ``question_id`` is None), in one statement: ``notebook_store.card_and_open_sessions``'s reads."""
        values = {"candidate_id": candidate_id, "question_id": question_id, "except_seq": except_seq}
        async with self._reading() as rows:
            found = await rows(self._reads, {**values, "open": "active"})
        width = len(OTHER_SESSION)
        others = [
            OpenSession(*(v if p is None else p(v) for p, v in zip(self._other, row[:width], strict=True)))
            for row in found
            if row[0] is not None
        ]
        card = self._card.values(found[0], width) if found else None
        return (self._card.instance(card) if card and card["seq"] is not None else None), others

    async def session_end(self, session: InterviewSession) -> SessionEnd:
        """What the answer that ends ``session`` reads first: its answers and the invite's title."""
        ends = self._ends
        async with self._reading() as rows:
            found = await rows(ends.answers, {"session_id": session.id})
            title = await rows(ends.title, {"invite_id": session.invite_id}) if session.invite_id else []
        as_read = [tuple(row) for row in found]
        return SessionEnd(ends.stored(as_read), as_read, (title[0][0] if title else "") or "")

    @contextlib.asynccontextmanager
    async def _reading(self) -> AsyncIterator[Rows]:
        """``rows(statement, values)`` on one connection of the turn's."""
        if self.dialect_name != "postgresql":
            yield _rows_here(await self._sqlite_connection())
            return
        async with self._postgresql() as connection:
            yield _rows_there(connection)

    # -- writing

    async def save(
        self,
        before: Mapping[str, Any],
        session: InterviewSession,
        answer: Answer,
        card: NotebookCard | None = None,
        end: SessionEnd | None = None,
        events: Collection[str] = (),
    ) -> bool:
        """Record ``answer`` (and ``card``, new when it has no ``seq``) and move ``session`` on, if the
        session is still as ``before`` (the ``GUARDED`` values) found it: True when all was written,
        False when nothing was. ``end``: the answer ends the session (``api/store/session_ends.py``).
        ``events``: the webhook events the full path would write: when a webhook of the organisation
        subscribes to one, nothing is written (the outbox is the full path's)."""
        kind, values = save_values(before, session, answer, card)
        steps = self._saves[kind]
        events = events if session.org_id else ()
        if self.dialect_name == "postgresql":
            return await self._save_there(steps[0], values, session, end, events)
        await self._sqlite_connection()
        assert self._shared is not None

        async def turn(db: sqlite3.Connection) -> bool:
            if db.execute(steps[0].sql, steps[0].params(values)).rowcount != 1:
                return False
            for step in steps[1:]:
                db.execute(step.sql, step.params(values))
            checked = end is not None or events
            if checked and not await self._ends.holds(_rows_here(db), session, end, events):
                return False
            if end is not None:
                ends = self._ends
                db.executemany(ends.keep_parsed.sql, [ends.keep_parsed.params(v) for v in ends.kept(end)])
                db.execute(ends.tally.sql, ends.tally.params({"t_session_id": session.id}))
            return True

        return await self._shared.write(turn)

    async def _save_there(
        self,
        save: Compiled,
        values: Mapping[str, Any],
        session: InterviewSession,
        end: SessionEnd | None,
        events: Collection[str],
    ) -> bool:
        """PostgreSQL: one statement mid-session; with checks (``SessionEndStatements.holds``), a
        transaction of a few."""
        async with self._postgresql() as connection:
            if end is None and not events:
                return await connection.fetchval(save.sql, *save.params(values)) is not None

            try:
                async with connection.transaction():
                    if await connection.fetchval(save.sql, *save.params(values)) is None:
                        raise _NotWritten
                    if not await self._ends.holds(_rows_there(connection), session, end, events):
                        raise _NotWritten
                    ends = self._ends
                    if end is not None and end.explained:
                        await connection.executemany(
                            ends.keep_parsed.sql, [ends.keep_parsed.params(v) for v in ends.kept(end)]
                        )
                    if end is not None:
                        await connection.execute(
                            ends.tally.sql, *ends.tally.params({"t_session_id": session.id})
                        )
            except _NotWritten:  # rolled back
                return False
        return True

    # -- connections

    @contextlib.asynccontextmanager
    async def _postgresql(self) -> AsyncIterator[Any]:
        raw = await self._kept.take()
        try:
            yield raw.driver_connection
        except BaseException:
            self._kept.drop(raw)  # in any doubt about its state
            raise
        self._kept.give(raw)

    async def _sqlite_connection(self) -> sqlite3.Connection:
        """One connection of the engine's kind, kept: every call on it runs to its end without waiting,
        in the event loop's thread, so turns never share it halfway."""
        if self._sqlite is None:
            raw = await self._pool.raw_connection()
            here = getattr(raw.driver_connection, "_conn", None)
            if not sqlite_here.runs_here(raw.dbapi_connection) or not isinstance(here, sqlite3.Connection):
                raw.close()
                raise RuntimeError("quick answer turns need a SQLite file run in this thread")
            here.isolation_level = None  # transactions are begun and ended here, explicitly
            raw.detach()  # kept out of the pool for good
            self._sqlite, self._sqlite_kept = here, raw
            self._shared = SharedCommit(here, self._engine.sync_engine)
        return self._sqlite
