"""The migrations that compute the item tallies again (0009, 0025, 0026) write the rows of their own rule,
frozen with them (``api.store.migrations.frozen_tallies``), and read none of the live code."""

from __future__ import annotations

import ast
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from api.store.engine import make_engine, migrate

pytestmark = pytest.mark.both_stores  # tests of store behaviour: SQLite and PostgreSQL

VERSIONS = Path(__file__).parents[2] / "api" / "store" / "migrations" / "versions"
T = datetime(2026, 1, 1, tzinfo=UTC)
TALLIES = "SELECT question_id, bucket, n, correct, rest, rest_sq, correct_rest FROM item_tallies"


def test_no_migration_imports_the_live_code() -> None:
    """A migration's outcome must not follow later code: it imports the project only for a frozen copy."""
    for path in sorted(VERSIONS.glob("0*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            names += [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
            for name in names:
                root = name.split(".")[0]
                if root in ("api", "bank", "retrieval", "bot", "interview_bot"):
                    imported = [a.name for a in getattr(node, "names", [])]
                    assert name == "api.store.migrations", (path.name, name)
                    assert all(n.startswith("frozen_") for n in imported), (path.name, imported)


async def _run(connection: Any, statement: str, **values: Any) -> None:
    await connection.execute(text(statement), values)


async def _session(
    connection: Any, sid: str, plan: list[str], plan_points: float, awarded: float, copies: str = "null"
) -> None:
    await _run(
        connection,
        "INSERT INTO sessions (id, mode, status, candidate_id, org_id, plan, position, reveal, language,"
        " topics, review, hints_used, begun, started_at, shown_at, plan_points, points_awarded, answered,"
        " questions) VALUES (:id, 'interview', 'finished', 1, 'o1', :plan, 0, 'each', 'zh', '[]', false, 0,"
        " true, :t, :t, :pp, :pa, 0, :q)",
        id=sid,
        plan=str(plan).replace("'", '"'),
        t=T,
        pp=plan_points,
        pa=awarded,
        q=copies,
    )


async def _answer(
    connection: Any, sid: str, position: int, qid: str, verdict: str, points: float, awarded: float
) -> None:
    await _run(
        connection,
        "INSERT INTO answers (session_id, position, question_id, idempotency_key, answer, verdict, score,"
        " points, points_awarded, hints_used, shown_at, answered_at, shown, parsed, rationale, grader,"
        " skipped, timed_out, time_taken_ms) VALUES (:s, :p, :q, :k, 'A', :v, :a, :pts, :a, 0, :t, :t,"
        " :shown, '{}', '', 'exact', false, false, 0)",
        s=sid,
        p=position,
        q=qid,
        k=f"{sid}-{qid}",
        v=verdict,
        a=awarded,
        pts=points,
        t=T,
        shown='{"points": 1.0}',
    )


async def _tallies(engine: Any) -> list[tuple[Any, ...]]:
    async with engine.connect() as connection:
        rows = (await connection.execute(text(TALLIES))).all()
    return sorted((q, b, n, c, round(r, 6), round(sq, 6), round(cr, 6)) for q, b, n, c, r, sq, cr in rows)


async def test_0025_and_0026_write_the_tallies_of_their_rule(database_url: str) -> None:
    """0025: a session's answer first graded ``ungraded`` (disputed mid-interview) leaves the plan's
    points and its question's tallies; 0026: a question disputed before the session reached it leaves
    the plan's points, and the finished session's rows move to its new score's bucket. The rows are the
    ones each rule wrote when the migration was written, written out here by hand."""
    engine = make_engine(database_url)
    try:
        await migrate(engine, "0024_ats_callbacks")
        async with engine.begin() as connection:
            await _run(connection, "INSERT INTO orgs (id, name, created_at) VALUES ('o1', 'Acme', :t)", t=T)
            await _run(
                connection,
                "INSERT INTO candidates (telegram_id, name, username, language, created_at)"
                " VALUES (1, 'c', 'c', 'zh', :t)",
                t=T,
            )
            # s1: q1 right, q2 ungraded (its key disputed while it was asked): 2 planned points, 1 awarded
            await _session(connection, "s1", ["q1", "q2"], 2.0, 1.0)
            await _answer(connection, "s1", 0, "q1", "correct", 1.0, 1.0)
            await _answer(connection, "s1", 1, "q2", "ungraded", 0.0, 0.0)
            # s2: q1 right, q3 wrong, q4 unreached and disputed in its copy: 3 planned points, 1 awarded
            copies = '{"q4": {"id": "q4", "type": "single", "stem": "?", "points": 1, "status": "disputed"}}'
            await _session(connection, "s2", ["q1", "q3", "q4"], 3.0, 1.0, copies)
            await _answer(connection, "s2", 0, "q1", "correct", 1.0, 1.0)
            await _answer(connection, "s2", 1, "q3", "wrong", 1.0, 0.0)
        await migrate(engine, "0025_disputed_points")
        # s1 scores 1/1 (bucket 10⁶), q2 out of its rows; s2 scores 1/3 (bucket 333333): q1's rest score
        # 0/2, q3's 1/2
        assert await _tallies(engine) == [
            ("", 333333, 1, 0, 0.0, 0.0, 0.0),
            ("", 1000000, 1, 0, 0.0, 0.0, 0.0),
            ("q1", 333333, 1, 1, 0.0, 0.0, 0.0),
            ("q1", 1000000, 1, 1, 0.0, 0.0, 0.0),
            ("q3", 333333, 1, 0, 0.5, 0.25, 0.0),
        ]
        await migrate(engine, "0026_unreached_disputed")
        # s2's plan is 2 points now: it scores 1/2, q1's rest score 0/1, q3's 1/1
        assert await _tallies(engine) == [
            ("", 500000, 1, 0, 0.0, 0.0, 0.0),
            ("", 1000000, 1, 0, 0.0, 0.0, 0.0),
            ("q1", 500000, 1, 1, 0.0, 0.0, 0.0),
            ("q1", 1000000, 1, 1, 0.0, 0.0, 0.0),
            ("q3", 500000, 1, 0, 1.0, 1.0, 0.0),
        ]
        async with engine.connect() as connection:
            points = dict((await connection.execute(text("SELECT id, plan_points FROM sessions"))).all())
        assert points == {"s1": 1.0, "s2": 2.0}
    finally:
        await engine.dispose()
