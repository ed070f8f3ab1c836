"""The statements of a mid-session answer turn, run on the database driver itself.

An answer to a session still running reads the session (with whether the idempotency key was used, and
the shown messages when the answer names its chat message) and writes two rows' worth: the answer, and
the session moved on. Through the ORM those few statements cost most of the turn: the unit of work,
the asyncio adapter's greenlet hops and the result machinery took some 1.2 ms against ~40 µs for the
statements themselves (py-spy under ``bench/bench_api.py``). Here each statement is a SQLAlchemy Core
statement compiled once for the engine's dialect, run on the driver's connection, with the dialect's own
bind and result processors — so what is stored, and read back by the rest of the store, is byte for byte
what the ORM would store (``tests/integration/test_quick_answers.py`` compares the rows).

A practice answer also reads the candidate's open sessions (what they withhold from the explanation)
and the question's notebook card, in one statement, and writes the card it schedules.

The write is guarded, not locked: the session moves on only if it is still where the turn found it
(same position, still active, no hint taken and no signal pending since), and the answer (and card) are
written only then; otherwise nothing is written and the caller hands the turn to the full path. On
PostgreSQL that is one statement (``WITH advanced AS (UPDATE …) [, carded AS (…)] INSERT … SELECT … FROM
advanced``), one round trip; on SQLite, an immediate transaction of two or three statements, under the
process's writer lock (``api/store/writer.py``). Anything unexpected (a busy database, a constraint)
also hands over; the card is written as the full path writes it (by its row, last writer wins).
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Column,
    Float,
    Table,
    Text,
    and_,
    bindparam,
    cast,
    exists,
    func,
    insert,
    inspect,
    select,
    update,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.orm.attributes import instance_state
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.compiler import SQLCompiler

from api.store import sqlite_here, writer
from api.store.engine import make_engine
from api.store.models import Answer, Candidate, InterviewSession, NotebookCard, ShownMessage

SESSIONS: Table = InterviewSession.__table__  # type: ignore[assignment]
ANSWERS: Table = Answer.__table__  # type: ignore[assignment]
SHOWN: Table = ShownMessage.__table__  # type: ignore[assignment]
CARDS: Table = NotebookCard.__table__  # type: ignore[assignment]
CANDIDATES: Table = Candidate.__table__  # type: ignore[assignment]
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
# A notebook card as ``notebook.practiced`` leaves it: all of a new one, what a review changes of one kept.
CARD_NEW = ("candidate_id", "question_id", "card", "due", "lapses", "created_at", "updated_at")
CARD_CHANGED = ("card", "due", "lapses", "updated_at")
OTHER_SESSION = ("mode", "reveal", "status", "plan", "position")  # what an open session withholds
Processor = Callable[[Any], Any] | None
Rows = Callable[["_Compiled", Mapping[str, Any]], Awaitable[list[Sequence[Any]]]]
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


class _Columns:
    """Turns the values of ``columns`` in a result row into a mapped class's attributes."""

    def __init__(self, mapped: type, columns: Sequence[Column[Any]], dialect: Dialect) -> None:
        mapper: Any = inspect(mapped)
        self.attrs = [mapper.get_property_by_column(column).key for column in columns]
        self.processors = _result_processors(columns, dialect)
        self._manager = mapper.class_manager

    def instance(self, values: Mapping[str, Any]) -> Any:
        """A transient instance holding ``values`` as loaded ones, the way the ORM fills a row it loads
        (the constructor would record each as a change: some 20 µs a session)."""
        made = self._manager.new_instance()
        instance_state(made).dict.update(values)
        return made

    def values(self, row: Sequence[Any], start: int = 0) -> dict[str, Any]:
        return {
            name: value if process is None else process(value)
            for name, process, value in zip(self.attrs, self.processors, row[start:], strict=False)
        }


@dataclass
class Found:
    """The session as stored (a transient ``InterviewSession``, not attached to any ORM session), whether
    the idempotency key was used already, and the shown messages as (position, message id)."""

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
        self._load = _Compiled(
            select(*SESSIONS.c, key_seq.label("key_seq")).where(SESSIONS.c.id == bindparam("session_id")),
            dialect,
        )
        self._session = _Columns(InterviewSession, list(SESSIONS.c), dialect)
        self._shown = _Compiled(
            select(SHOWN.c.position, SHOWN.c.message_id).where(SHOWN.c.session_id == bindparam("session_id")),
            dialect,
        )
        other = SESSIONS.alias("other")
        self._reads = _Compiled(
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
        self._other = _result_processors([other.c[name] for name in OTHER_SESSION], dialect)
        self._card = _Columns(NotebookCard, list(CARDS.c), dialect)
        self._saves = {kind: self._compile_save(kind, dialect) for kind in ("", "new", "changed")}
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

    @staticmethod
    def _compile_save(card: str, dialect: Dialect) -> list[_Compiled]:
        """The writes of a turn that writes no card (``""``), a ``new`` one or a ``changed`` one: one
        statement on PostgreSQL, the guarded UPDATE first and then the rest on SQLite."""
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
        record = [bindparam(f"a_{name}", type_=ANSWERS.c[name].type) for name in RECORDED]
        carded = {name: bindparam(f"c_{name}", type_=CARDS.c[name].type) for name in CARD_NEW}
        changed = update(CARDS).values({name: carded[name] for name in CARD_CHANGED})
        if dialect.name != "postgresql":
            steps = [advance, insert(ANSWERS).values(dict(zip(RECORDED, record, strict=True)))]
            if card == "new":
                steps.append(insert(CARDS).values(carded))
            elif card == "changed":
                steps.append(changed.where(CARDS.c.seq == bindparam("c_seq")))
            return [_Compiled(step, dialect) for step in steps]
        advanced = advance.returning(SESSIONS.c.seq).cte("advanced")
        both = (
            insert(ANSWERS)
            .from_select(list(RECORDED), select(*record).select_from(advanced))
            .returning(ANSWERS.c.seq)
            .add_cte(advanced)
        )
        if card == "new":
            picked = select(*(carded[name] for name in CARD_NEW)).select_from(advanced)
            both = both.add_cte(insert(CARDS).from_select(list(CARD_NEW), picked).cte("carded"))
        elif card == "changed":
            moved_on = exists(select(advanced.c.seq))  # the card changes only with the session
            both = both.add_cte(changed.where(CARDS.c.seq == bindparam("c_seq"), moved_on).cte("carded"))
        return [_Compiled(both, dialect)]

    async def close(self) -> None:
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
            session=self._session.instance(self._session.values(row)),
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

    @contextlib.asynccontextmanager
    async def _reading(self) -> AsyncIterator[Rows]:
        """``rows(statement, values)`` on one connection of the turn's."""
        if self.dialect_name != "postgresql":
            db = await self._sqlite_connection()

            async def here(compiled: _Compiled, values: Mapping[str, Any]) -> list[Sequence[Any]]:
                return db.execute(compiled.sql, compiled.params(values)).fetchall()

            yield here
            return
        async with self._postgresql() as connection:

            async def there(compiled: _Compiled, values: Mapping[str, Any]) -> list[Sequence[Any]]:
                return list(await connection.fetch(compiled.sql, *compiled.params(values)))

            yield there

    # -- writing

    async def save(
        self,
        before: Mapping[str, Any],
        session: InterviewSession,
        answer: Answer,
        card: NotebookCard | None = None,
    ) -> bool:
        """Record ``answer`` (and ``card``, new when it has no ``seq``) and move ``session`` on, if the
        session is still as ``before`` (the ``GUARDED`` values) found it: True when all was written,
        False when nothing was."""
        values: dict[str, Any] = {"w_seq": session.seq, "w_status": "active", "w_none": "null"}
        values.update({f"w_{name}": before[name] for name in GUARDED})
        values.update({f"v_{name}": getattr(session, name) for name in ADVANCED})
        values.update({f"a_{name}": getattr(answer, name) for name in RECORDED})
        kind = "" if card is None else ("new" if card.seq is None else "changed")
        if card is not None:
            values.update({f"c_{name}": getattr(card, name) for name in CARD_NEW})
            values["c_seq"] = card.seq
        steps = self._saves[kind]
        if self.dialect_name == "postgresql":
            async with self._postgresql() as connection:
                return await connection.fetchval(steps[0].sql, *steps[0].params(values)) is not None
        db = await self._sqlite_connection()
        async with writer.writer_turn(self._engine.sync_engine):
            db.execute("BEGIN IMMEDIATE")  # busy (another process writes): raises, nothing done
            try:
                if db.execute(steps[0].sql, steps[0].params(values)).rowcount != 1:
                    db.execute("ROLLBACK")
                    return False
                for step in steps[1:]:
                    db.execute(step.sql, step.params(values))
                db.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    db.execute("ROLLBACK")
                raise
        return True

    # -- connections

    @contextlib.asynccontextmanager
    async def _postgresql(self) -> AsyncIterator[Any]:
        raw = await self._pool.raw_connection()
        try:
            yield raw.driver_connection
        except BaseException:
            raw.invalidate()  # in any doubt about its state
            raise
        finally:
            raw.close()

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
