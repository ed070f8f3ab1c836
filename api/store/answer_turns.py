"""The statements of a mid-session answer turn, run on the database driver itself.

An answer to a session still running reads the session (with whether the idempotency key was used, and
the shown messages when the answer names its chat message) and writes two rows' worth: the answer, and
the session moved on. Through the ORM those few statements cost most of the turn: the unit of work,
the asyncio adapter's greenlet hops and the result machinery took some 1.2 ms against ~40 µs for the
statements themselves (py-spy under ``bench/bench_api.py``). Here each statement is a SQLAlchemy Core
statement compiled once for the engine's dialect, run on the driver's connection, with the dialect's own
bind and result processors — so what is stored, and read back by the rest of the store, is byte for byte
what the ORM would store (``tests/integration/test_quick_answers.py`` compares the rows).

The write is guarded, not locked: the session moves on only if it is still where the turn found it
(same position, still active, no hint taken and no signal pending since), and the answer is inserted
only then; otherwise nothing is written and the caller hands the turn to the full path. On PostgreSQL
that is one statement (``WITH advanced AS (UPDATE …) INSERT … SELECT … FROM advanced``), one round trip;
on SQLite, an immediate transaction of two statements, under the process's writer lock
(``api/store/writer.py``). Anything unexpected (a busy database, a constraint) also hands over.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Column, Float, Table, Text, bindparam, cast, func, insert, inspect, select, update
from sqlalchemy.engine import Dialect
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.compiler import SQLCompiler

from api.store import sqlite_here, writer
from api.store.engine import make_engine
from api.store.models import Answer, InterviewSession, ShownMessage

SESSIONS: Table = InterviewSession.__table__  # type: ignore[assignment]
ANSWERS: Table = Answer.__table__  # type: ignore[assignment]
SHOWN: Table = ShownMessage.__table__  # type: ignore[assignment]
# What the session's guard compares, and what moving on changes (``answers.advance``, ``count_answer``).
GUARDED = ("position", "hints_used", "shown_at")
ADVANCED = ("position", "hints_used", "shown_at", "answered", "points_awarded")
# What a recorded answer row holds (``grading.grade_answer`` and ``answers.fill_answer``); the rest
# (``regrade``, ``flags``) is left to the table's defaults, as the ORM leaves it for an answer without.
RECORDED = (
    "session_id",
    "position",
    "question_id",
    "idempotency_key",
    "answer",
    "shown",
    "parsed",
    "verdict",
    "score",
    "points",
    "points_awarded",
    "rationale",
    "grader",
    "hints_used",
    "skipped",
    "timed_out",
    "shown_at",
    "answered_at",
    "time_taken_ms",
)
Processor = Callable[[Any], Any] | None
TURN_CONNECTIONS = 10  # PostgreSQL connections of the short way, per API process
_FLOAT8 = 701  # PostgreSQL's type id of double precision


class _Compiled:
    """A Core statement compiled once for ``dialect``: its SQL, and its parameters in order with the
    dialect's bind processors (what the ORM would send for the same values)."""

    def __init__(self, statement: ClauseElement, dialect: Dialect) -> None:
        compiled = statement.compile(dialect=dialect)
        assert isinstance(compiled, SQLCompiler)
        self.sql = str(compiled)
        processors: Mapping[str, Any] = compiled._bind_processors  # one callable per plain bind parameter
        names = compiled.positiontup or []
        self._binds: list[tuple[str, Processor]] = [(name, processors.get(name)) for name in names]

    def params(self, values: Mapping[str, Any]) -> tuple[Any, ...]:
        return tuple(
            values[name] if process is None else process(values[name]) for name, process in self._binds
        )


def _result_processors(columns: Sequence[Column[Any]], dialect: Dialect) -> list[Processor]:
    """The dialect's result processors, given the type a cursor reports for each column (only
    PostgreSQL's numeric ones ask: a ``Float`` column is ``double precision``, type 701)."""
    return [
        column.type._cached_result_processor(dialect, _FLOAT8 if isinstance(column.type, Float) else None)
        for column in columns
    ]


_SESSION_ATTRS = {
    column.key: inspect(InterviewSession).get_property_by_column(column).key for column in SESSIONS.c
}


@dataclass
class Found:
    """The session as stored (a transient ``InterviewSession``, not attached to any ORM session), whether
    the idempotency key was used already, and the shown messages as (position, message id)."""

    session: InterviewSession
    key_used: bool
    shown: list[tuple[int, int]]


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
        columns = list(SESSIONS.c)
        self._load = _Compiled(
            select(*columns, key_seq.label("key_seq")).where(SESSIONS.c.id == bindparam("session_id")),
            dialect,
        )
        self._load_columns = [_SESSION_ATTRS[column.key] for column in columns]
        self._load_processors = _result_processors(columns, dialect)
        self._shown = _Compiled(
            select(SHOWN.c.position, SHOWN.c.message_id).where(SHOWN.c.session_id == bindparam("session_id")),
            dialect,
        )
        advance = (
            update(SESSIONS)
            .where(
                SESSIONS.c.seq == bindparam("w_seq"),
                SESSIONS.c.status == bindparam("w_status"),
                # no signal pending (as the turn found it): stored as SQL NULL, or as JSON null once consumed
                func.coalesce(cast(SESSIONS.c.pending_flags, Text), bindparam("w_none"))
                == bindparam("w_none"),
                *(
                    SESSIONS.c[name] == bindparam(f"w_{name}", type_=SESSIONS.c[name].type)
                    for name in GUARDED
                ),
            )
            .values({name: bindparam(f"v_{name}", type_=SESSIONS.c[name].type) for name in ADVANCED})
        )
        record = {name: bindparam(f"a_{name}", type_=ANSWERS.c[name].type) for name in RECORDED}
        if dialect.name == "postgresql":
            advanced = advance.returning(SESSIONS.c.seq).cte("advanced")
            both = (
                insert(ANSWERS)
                .from_select(
                    list(RECORDED), select(*(record[name] for name in RECORDED)).select_from(advanced)
                )
                .returning(ANSWERS.c.seq)
                .add_cte(advanced)
            )
            self._save_both = _Compiled(both, dialect)
        else:
            self._advance = _Compiled(advance, dialect)
            self._insert = _Compiled(insert(ANSWERS).values(record), dialect)
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

    async def close(self) -> None:
        if self._sqlite_kept is not None:
            self._sqlite_kept.close()
            self._sqlite = self._sqlite_kept = None
        await self._pool.dispose()

    # -- reading

    async def find(self, session_id: str, key: str, *, shown: bool) -> Found | None:
        """The session and what the turn checks about it; None when there is no such session."""
        load = {"session_id": session_id, "key": key}
        if self.dialect_name == "postgresql":
            raw = await self._pool.raw_connection()
            try:
                connection: Any = raw.driver_connection
                row = await connection.fetchrow(self._load.sql, *self._load.params(load))
                messages = (
                    await connection.fetch(self._shown.sql, *self._shown.params(load))
                    if shown and row
                    else []
                )
            except BaseException:
                raw.invalidate()
                raise
            finally:
                raw.close()
        else:
            db = await self._sqlite_connection()
            row = db.execute(self._load.sql, self._load.params(load)).fetchone()
            messages = (
                db.execute(self._shown.sql, self._shown.params(load)).fetchall() if shown and row else []
            )
        if row is None:
            return None
        values = {
            name: value if process is None else process(value)
            for name, process, value in zip(self._load_columns, self._load_processors, row, strict=False)
        }
        return Found(
            session=InterviewSession(**values),
            key_used=row[len(self._load_columns)] is not None,
            shown=[(int(position), int(message_id)) for position, message_id in messages],
        )

    # -- writing

    async def save(self, before: Mapping[str, Any], session: InterviewSession, answer: Answer) -> bool:
        """Record ``answer`` and move ``session`` on, if the session is still as ``before`` (its seq and
        the ``GUARDED`` values) found it: True when both were written, False when neither was."""
        values: dict[str, Any] = {"w_seq": session.seq, "w_status": "active", "w_none": "null"}
        values.update({f"w_{name}": before[name] for name in GUARDED})
        values.update({f"v_{name}": getattr(session, name) for name in ADVANCED})
        values.update({f"a_{name}": getattr(answer, name) for name in RECORDED})
        if self.dialect_name == "postgresql":
            return await self._save_postgresql(values)
        return await self._save_sqlite(values)

    async def _save_postgresql(self, values: dict[str, Any]) -> bool:
        raw = await self._pool.raw_connection()
        try:
            connection: Any = raw.driver_connection
            seq = await connection.fetchval(self._save_both.sql, *self._save_both.params(values))
        except BaseException:
            raw.invalidate()
            raise
        finally:
            raw.close()
        return seq is not None

    async def _save_sqlite(self, values: dict[str, Any]) -> bool:
        db = await self._sqlite_connection()
        async with writer.writer_turn(self._engine.sync_engine):
            db.execute("BEGIN IMMEDIATE")  # busy (another process writes): raises, nothing done
            try:
                if db.execute(self._advance.sql, self._advance.params(values)).rowcount != 1:
                    db.execute("ROLLBACK")
                    return False
                db.execute(self._insert.sql, self._insert.params(values))
                db.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    db.execute("ROLLBACK")
                raise
        return True

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
        return self._sqlite
