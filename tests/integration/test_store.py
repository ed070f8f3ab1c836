"""The SQL store on SQLite and PostgreSQL: migrations, organisations and keys."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import inspect

from api.store.engine import current_revision, make_engine, migrate, sessionmaker_for
from api.store.orgs import OrgExists, authenticate_key, create_key, create_org, revoke_key

pytestmark = pytest.mark.both_stores  # tests of store behaviour: SQLite and PostgreSQL


def migration_head() -> str:
    """The one head of the migration chain (it stays linear)."""
    from alembic.script import ScriptDirectory

    from api.store.engine import alembic_config

    heads = ScriptDirectory.from_config(alembic_config()).get_heads()
    assert len(heads) == 1
    return str(heads[0])


async def test_migrations_create_every_table_and_are_idempotent(database_url: str) -> None:
    engine = make_engine(database_url)
    try:
        await migrate(engine)
        await migrate(engine)
        assert await current_revision(engine) == migration_head()
        async with engine.connect() as connection:
            tables = await connection.run_sync(lambda sync: set(inspect(sync).get_table_names()))
        assert {
            "orgs",
            "api_keys",
            "invites",
            "candidates",
            "sessions",
            "answers",
            "notebook_cards",
            "console_sessions",
            "org_banks",
            "bank_questions",
        } <= tables
    finally:
        await engine.dispose()


@pytest.mark.postgresql_only  # SQLite has nothing to set
async def test_postgresql_keeps_an_answer_with_its_explanation_whole_in_its_row(
    migrated_database_url: str,
) -> None:
    """Migration 0013: an answer's ``parsed`` of some kilobytes (the explanation kept with it) is stored
    as it is, not compressed (pglz took most of the time of writing it); SQLite has nothing to set."""
    from sqlalchemy import text

    engine = make_engine(migrated_database_url)
    try:
        from api.store.models import Answer, Candidate, InterviewSession

        explanation = {"explanation": "解析：栈是后进先出的结构。" * 120}
        async with sessionmaker_for(engine).begin() as db:
            db.add(Candidate(telegram_id=1))
            session = InterviewSession(candidate_id=1, mode="practice", plan=["q1"])
            db.add(session)
            await db.flush()
            answer = Answer(
                session_id=session.id,
                position=0,
                question_id="q1",
                idempotency_key="k1",
                answer="A",
                parsed=explanation,
                verdict="wrong",
                score=0.0,
                points=1.0,
                points_awarded=0.0,
                shown_at=datetime.now(UTC),
            )
            db.add(answer)
            await db.flush()
            options = await db.scalar(text("SELECT reloptions FROM pg_class WHERE relname = 'answers'"))
            stored, length = (
                await db.execute(
                    text(
                        "SELECT pg_column_size(parsed), octet_length(parsed::text) FROM answers WHERE seq=:s"
                    ),
                    {"s": answer.seq},
                )
            ).one()
        assert "toast_tuple_target=8160" in (options or [])
        assert 4000 < length < 8000
        assert stored >= length  # as it is: this text compresses to a tenth, and would have been
    finally:
        await engine.dispose()


async def test_keys_are_hashed_scoped_and_revocable(migrated_database_url: str) -> None:
    engine = make_engine(migrated_database_url)
    maker = sessionmaker_for(engine)
    try:
        async with maker.begin() as db:
            org = await create_org(db, "Acme")
            assert org.created_at.tzinfo is not None
            issued = await create_key(db, "Acme", label="ci")
        async with maker.begin() as db:
            with pytest.raises(OrgExists):
                await create_org(db, "Acme")
        async with maker() as db:
            found = await authenticate_key(db, issued.key)
            assert found is not None and found.name == "Acme"
            assert await authenticate_key(db, issued.key[:-1] + "x") is None
            assert await authenticate_key(db, "nonsense") is None
        async with maker.begin() as db:
            assert await revoke_key(db, issued.key_id)
        async with maker() as db:
            assert await authenticate_key(db, issued.key) is None
            from sqlalchemy import select

            from api.store.models import ApiKey

            stored = await db.scalar(select(ApiKey))
            assert stored is not None and issued.key not in (stored.key_hash, stored.prefix)
            assert stored.revoked_at is not None and stored.revoked_at <= datetime.now(UTC)
    finally:
        await engine.dispose()


def test_urls_get_async_drivers() -> None:
    from api.store.engine import async_url

    assert async_url("postgresql://u:p@h:5432/db") == "postgresql+asyncpg://u:p@h:5432/db"
    assert async_url("postgres://h/db") == "postgresql+asyncpg://h/db"
    assert async_url("sqlite:////tmp/x.db") == "sqlite+aiosqlite:////tmp/x.db"
    assert async_url("postgresql+asyncpg://h/db") == "postgresql+asyncpg://h/db"


async def test_concurrent_migrations_are_safe(database_url: str) -> None:
    import asyncio

    engines = [make_engine(database_url) for _ in range(3)]
    try:
        await asyncio.gather(*(migrate(engine) for engine in engines))
        assert await current_revision(engines[0]) == migration_head()
    finally:
        for engine in engines:
            await engine.dispose()


async def _migrated_with_rows(
    engine: Any, before: str, rows: list[str], tables: tuple[str, ...]
) -> tuple[list[int], Any]:
    """Migrate to ``before``, insert ``rows``, migrate to the head: the row counts of ``tables`` then, and
    the connection-level check (SQLite: whether foreign keys are enforced again; 1 elsewhere)."""
    from sqlalchemy import text

    await migrate(engine, before)
    async with engine.begin() as connection:
        for row in rows:
            await connection.execute(text(row), {"t": datetime(2026, 1, 1, tzinfo=UTC)})
    await migrate(engine)
    async with engine.connect() as connection:
        counts = [(await connection.execute(text(f"SELECT count(*) FROM {t}"))).scalar() for t in tables]
        sqlite = engine.dialect.name == "sqlite"
        enforced = (await connection.exec_driver_sql("PRAGMA foreign_keys")).scalar() if sqlite else 1
    return counts, enforced


OUTBOX_TABLES = ("webhook_events", "webhook_deliveries", "webhook_attempts")


async def test_xapi_deliveries_migration_keeps_every_attempt(database_url: str) -> None:
    """0017 rebuilds ``webhook_deliveries`` on SQLite (batch mode: copy, drop, rename); with foreign keys
    on during the migration, the old table's drop would cascade to every delivery's attempts."""
    engine = make_engine(database_url)
    rows = [
        "INSERT INTO orgs (id, name, created_at) VALUES ('o1', 'Acme', :t)",
        "INSERT INTO webhooks (id, org_id, url, events, salt, created_at)"
        " VALUES ('w1', 'o1', 'https://example.com/hook', '[]', 's', :t)",
        "INSERT INTO webhook_events (id, org_id, type, body, created_at) VALUES ('e1', 'o1', 'x', '{}', :t)",
        "INSERT INTO webhook_deliveries"
        " (id, webhook_id, event_id, status, attempts, next_attempt_at, created_at)"
        " VALUES ('d1', 'w1', 'e1', 'failed', 2, :t, :t)",
        *(
            "INSERT INTO webhook_attempts (delivery_id, at, latency_ms, error, worker)"
            f" VALUES ('d1', :t, 1.0, '{error}', 'w')"
            for error in ("a", "b")
        ),
    ]
    try:
        counts, enforced = await _migrated_with_rows(engine, "0016_adaptive_invites", rows, OUTBOX_TABLES)
        assert counts == [1, 1, 2]
        assert enforced == 1  # the pool's connections enforce foreign keys again after migrating
    finally:
        await engine.dispose()


async def test_making_outbox_events_nullable_keeps_every_delivery_and_attempt(database_url: str) -> None:
    """0023 rebuilds ``webhook_events`` on SQLite; with foreign keys on, the old table's drop would
    cascade to the deliveries and attempts of every event (pending ones would never be sent)."""
    engine = make_engine(database_url)
    rows = [
        "INSERT INTO orgs (id, name, created_at) VALUES ('o1', 'Acme', :t)",
        "INSERT INTO webhook_events (id, org_id, type, body, created_at) VALUES ('e1', 'o1', 'x', '{}', :t)",
        "INSERT INTO webhook_deliveries (id, event_id, target, status, attempts, next_attempt_at, created_at)"
        " VALUES ('d1', 'e1', 'xapi', 'pending', 1, :t, :t)",
        "INSERT INTO webhook_attempts (delivery_id, at, latency_ms, error, worker)"
        " VALUES ('d1', :t, 1.0, 'refused', 'w')",
    ]
    try:
        counts, _ = await _migrated_with_rows(engine, "0022_time_limits_by_type", rows, OUTBOX_TABLES)
        async with engine.connect() as connection:
            indexes = await connection.run_sync(
                lambda sync: {i["name"] for i in inspect(sync).get_indexes("webhook_events")}
            )
        assert counts == [1, 1, 1]
        assert {"ix_webhook_events_org_id", "ix_webhook_events_session_id"} <= indexes
    finally:
        await engine.dispose()


async def test_a_question_disputed_before_it_was_reached_leaves_the_plans_points(database_url: str) -> None:
    """0026: a session's unanswered question whose copy a correction disputed counts in no score, so it
    comes out of ``plan_points``; an answered one (its answer counts what it counts) and a session of
    the public bank (no copies) are left as they are."""
    from sqlalchemy import select

    from api.store.models import Answer, Candidate, InterviewSession

    def copy(points: float, status: str) -> dict[str, Any]:
        return {"id": "x", "type": "single", "stem": "?", "points": points, "status": status}

    sessions, answers = InterviewSession.__table__, Answer.__table__
    t = datetime(2026, 1, 1, tzinfo=UTC)
    engine = make_engine(database_url)
    try:
        await migrate(engine, "0025_disputed_points")
        async with engine.begin() as connection:
            await connection.execute(Candidate.__table__.insert(), {"telegram_id": 1})
            plan = ["q1", "q2", "q3", "q4"]
            copies = {"q1": copy(1, "active"), "q2": copy(2, "disputed"), "q3": copy(1, "disputed")}
            copies["q4"] = copy(3, "active")
            for sid, held in (("own", copies), ("public", None)):
                row = {"id": sid, "mode": "interview", "candidate_id": 1, "plan": plan, "questions": held}
                await connection.execute(sessions.insert(), {**row, "status": "finished", "plan_points": 7.0})
            for position, question_id in enumerate(("q1", "q3")):  # q3 answered: its answer counted it
                await connection.execute(
                    answers.insert(),
                    {
                        "session_id": "own",
                        "position": position,
                        "question_id": question_id,
                        "idempotency_key": question_id,
                        "verdict": "correct",
                        "score": 1.0,
                        "points": 1.0,
                        "points_awarded": 1.0,
                        "shown_at": t,
                    },
                )
        await migrate(engine)
        async with engine.connect() as connection:
            points = dict((await connection.execute(select(sessions.c.id, sessions.c.plan_points))).all())
        assert points == {"own": 5.0, "public": 7.0}  # q2's two points out; q4 (active) still counts
    finally:
        await engine.dispose()
