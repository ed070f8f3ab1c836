"""Server time of the recruiter console's heaviest pages with 10,000 sessions in the store, on SQLite and
PostgreSQL: the sessions table (default order, sorted by score and by duration, filtered, a deep page),
an invite's compare page (distribution, candidate × topic, item statistics) — also as the first read
after a new session finished in the invite — and a question's page (its statistics over the whole
organisation).

    python bench/bench_console.py                  # SQLite, plus PostgreSQL when its binaries exist
    python bench/bench_console.py --sessions 10000 --invites 10 --requests 40 --runs 3
    IBOT_BENCH_DATABASE_URL=postgresql+asyncpg://… python bench/bench_console.py --backends postgresql

The store is filled directly (one organisation, ``--invites`` invites sharing the sessions evenly, each
session a finished interview of 10 graded answers drawn from the curated bank, with running totals as the
service keeps them; the item sums are then built once, as the migration that created them does). The
"first read after a new finished session" variant writes one more finished interview through the ORM
before every timed read, so the sums the page reads were just changed in that write's transaction. Each
page is requested through httpx + ASGITransport (no network) with a signed-in console cookie, so a figure
is the app's whole time for the request: the sign-in check, the queries and the template. p50/p95 over
``--requests`` requests after a warm-up; the median of ``--runs`` runs is printed, with this process's
CPU time per request beside it (on a machine shared with other work, wall time also holds the waits for a
CPU). Goal: p95 ≤ 50 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_api import percentile
from tests.helpers.api_fixtures import api_settings, running_api
from tests.helpers.console import sign_in
from tests.helpers.store_fixtures import create_database, throwaway_postgres

GOAL_MS = 50.0
PLAN = 10


async def fill_store(api: Any, sessions: int, invites: int, seed: int = 7) -> list[str]:
    """One organisation with ``invites`` invites and ``sessions`` finished sessions; the invite ids."""
    from sqlalchemy import insert, select

    from api.store.models import Answer, Candidate, InterviewSession, Invite, Org
    from api.store.tallies import rebuild

    rng = random.Random(seed)
    catalog = api.catalog
    pool = [
        q for q in catalog if q.status.value == "active" and q.type.value in ("single", "multi", "truefalse")
    ]
    async with api.ctx.sessions.begin() as db:
        org_id = await db.scalar(select(Org.id).where(Org.name == "Bench"))
    now = datetime.now(UTC)
    invite_rows = [
        {
            "id": uuid.uuid4().hex,
            "org_id": org_id,
            "token": uuid.uuid4().hex + uuid.uuid4().hex[:8],
            "title": f"Invite {n}",
            "question_count": PLAN,
            "topics": [],
            "types": [],
            "reveal": "end",
            "language": "zh",
            "uses": sessions // invites,
            "created_at": now - timedelta(days=90),
        }
        for n in range(invites)
    ]
    candidates, session_rows, answer_rows = [], [], []
    for n in range(sessions):
        ability = rng.random()
        telegram_id = 50_000_000 + n
        candidates.append(
            {"telegram_id": telegram_id, "name": f"候选人 {n}", "username": "", "language": "zh"}
        )
        plan = rng.sample(pool, PLAN)
        opened = now - timedelta(days=rng.uniform(0, 60))
        started, shown = opened + timedelta(seconds=5), opened + timedelta(seconds=5)
        session_id = uuid.uuid4().hex
        awarded = 0.0
        for position, question in enumerate(plan):
            correct = rng.random() < 0.25 + 0.7 * ability
            taken = rng.uniform(5, 120)
            answered_at = shown + timedelta(seconds=taken)
            points_awarded = question.points if correct else 0.0
            awarded += points_awarded
            answer_rows.append(
                {
                    "session_id": session_id,
                    "position": position,
                    "question_id": question.id,
                    "idempotency_key": f"k{position}",
                    "answer": question.key if correct else "Z",
                    "shown": {},
                    "parsed": {},
                    "verdict": "correct" if correct else "incorrect",
                    "score": 1.0 if correct else 0.0,
                    "points": question.points,
                    "points_awarded": points_awarded,
                    "rationale": "",
                    "grader": "rules",
                    "hints_used": 0,
                    "skipped": False,
                    "timed_out": False,
                    "shown_at": shown,
                    "answered_at": answered_at,
                    "time_taken_ms": int(taken * 1000),
                }
            )
            shown = answered_at
        session_rows.append(
            {
                "id": session_id,
                "mode": "interview",
                "status": "finished",
                "candidate_id": telegram_id,
                "org_id": org_id,
                "invite_id": invite_rows[n % invites]["id"],
                "plan": [q.id for q in plan],
                "position": PLAN,
                "reveal": "end",
                "language": "zh",
                "topics": [],
                "begun": True,
                "created_at": opened,
                "started_at": started,
                "shown_at": shown,
                "finished_at": shown,
                "plan_points": float(sum(q.points for q in plan)),
                "points_awarded": awarded,
                "answered": PLAN,
            }
        )
    async with api.ctx.sessions.begin() as db:
        await db.execute(insert(Invite), invite_rows)
        await db.execute(insert(Candidate), candidates)
        for start in range(0, len(session_rows), 2000):
            await db.execute(insert(InterviewSession), session_rows[start : start + 2000])
        for start in range(0, len(answer_rows), 5000):
            await db.execute(insert(Answer), answer_rows[start : start + 5000])
    async with api.ctx.engine.begin() as connection:  # bulk SQL passes the unit of work that keeps them
        await connection.run_sync(rebuild)
    if api.ctx.engine.dialect.name == "postgresql":  # what autovacuum does after a bulk load
        async with api.ctx.engine.connect() as connection:
            await connection.execution_options(isolation_level="AUTOCOMMIT")
            await connection.exec_driver_sql("ANALYZE")
    return [row["id"] for row in invite_rows]


async def finish_one_more(api: Any, invite_id: str, number: int) -> float:
    """A new candidate's finished interview in the invite, written through the ORM (so the store keeps
    the item sums as the service does): the change the next compare page must show. Its time (ms)."""
    from sqlalchemy import select

    from api.store.models import Answer, Candidate, InterviewSession, Org

    rng = random.Random(number)
    pool = [q for q in api.catalog if q.status.value == "active" and q.type.value in ("single", "truefalse")]
    plan = rng.sample(pool, PLAN)
    now = datetime.now(UTC)
    started = time.perf_counter()
    async with api.ctx.sessions.begin() as db:
        org_id = await db.scalar(select(Org.id).where(Org.name == "Bench"))
        db.add(Candidate(telegram_id=90_000_000 + number, name=f"新人 {number}", username="", language="zh"))
        session = InterviewSession(
            mode="interview",
            status="finished",
            candidate_id=90_000_000 + number,
            org_id=org_id,
            invite_id=invite_id,
            plan=[q.id for q in plan],
            position=PLAN,
            reveal="end",
            language="zh",
            topics=[],
            begun=True,
            created_at=now,
            started_at=now,
            shown_at=now,
            finished_at=now,
            plan_points=float(sum(q.points for q in plan)),
            points_awarded=0.0,
            answered=PLAN,
        )
        db.add(session)
        await db.flush()
        for position, question in enumerate(plan):
            correct = rng.random() < 0.6
            session.points_awarded += question.points if correct else 0.0
            db.add(
                Answer(
                    session_id=session.id,
                    position=position,
                    question_id=question.id,
                    idempotency_key=f"k{position}",
                    answer=question.key if correct else "Z",
                    shown={},
                    parsed={},
                    verdict="correct" if correct else "incorrect",
                    score=float(correct),
                    points=question.points,
                    points_awarded=question.points if correct else 0.0,
                    shown_at=now,
                    answered_at=now,
                    time_taken_ms=1000,
                )
            )
    return (time.perf_counter() - started) * 1000


async def measure(client: Any, path: str, requests: int, before: Any = None) -> tuple[float, ...]:
    """Wall p50, p95 and this process's CPU p50, p95 (ms) — on SQLite the queries run in a thread of this
    process, so CPU counts them; on PostgreSQL the server's own CPU is not in it. ``before`` (async) runs
    untimed before each request."""
    for _ in range(3):
        assert (await client.get(path)).status_code == 200, path
    times, cpu = [], []
    for _ in range(requests):
        if before is not None:
            await before()
        started, started_cpu = time.perf_counter(), time.process_time()
        response = await client.get(path)
        times.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - started_cpu) * 1000)
        assert response.status_code == 200, path
    return statistics.median(times), percentile(times, 0.95), statistics.median(cpu), percentile(cpu, 0.95)


async def run_backend(url: str, data_dir: Path, index: Any, catalog: Any, args: argparse.Namespace) -> None:
    async with running_api(api_settings(data_dir, url), index, catalog) as api:
        key = await api.recruiter_key("Bench")
        started = time.perf_counter()
        invites = await fill_store(api, args.sessions, args.invites)
        print(
            f"  filled: {args.sessions} sessions, {args.sessions * PLAN} answers, {args.invites} invites "
            f"({time.perf_counter() - started:.1f} s)",
            flush=True,
        )
        await sign_in(api.client, key)
        filtered = f"/console/sessions?invite={invites[0]}&status=finished&since=2000-01-01&until=2999-01-01"
        report = f"/console/invites/{invites[0]}/report"
        busiest = next(q.id for q in api.catalog if q.status.value == "active" and q.type.value == "single")
        pages = {
            "sessions table (newest first)": "/console/sessions",
            "sessions table, sorted by score": "/console/sessions?sort=score",
            "sessions table, sorted by duration": "/console/sessions?sort=duration&dir=asc",
            "sessions table, invite + status + dates": filtered + "&sort=score",
            "sessions table, page 100": "/console/sessions?page=100",
            f"compare page ({args.sessions // args.invites} sessions)": report,
            "question page (statistics over the organisation)": f"/console/questions/{busiest}",
        }
        changed = "compare page, first read after a new finished session"
        results: dict[str, list[tuple[float, ...]]] = {name: [] for name in [*pages, changed]}
        writes: list[float] = []

        async def one_more() -> None:
            writes.append(await finish_one_more(api, invites[0], len(writes)))

        for _ in range(args.runs):
            for name, path in pages.items():
                results[name].append(await measure(api.client, path, args.requests))
            results[changed].append(await measure(api.client, report, args.requests, one_more))
        for name, runs in results.items():
            p50, p95, cpu50, cpu95 = (statistics.median(r[i] for r in runs) for i in range(4))
            mark = "ok" if p95 <= GOAL_MS else "OVER"
            print(
                f"  {name:66} p50 {p50:6.1f} ms  p95 {p95:6.1f} ms [{mark}]   "
                f"CPU p50 {cpu50:5.1f} ms  p95 {cpu95:5.1f} ms",
                flush=True,
            )
        print(
            f"  (the finished session written before each of those reads, its sums kept in its transaction: "
            f"p50 {statistics.median(writes):.1f} ms)",
            flush=True,
        )
        print(f"  load average now {os.getloadavg()[0]:.1f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sessions", type=int, default=10_000)
    parser.add_argument("--invites", type=int, default=10)
    parser.add_argument("--requests", type=int, default=40, help="timed requests per page and run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--backends", nargs="+", default=["sqlite", "postgresql"])
    parser.add_argument("--index-dir", type=Path, default=Path(".benchmarks/ibot-index"))
    args = parser.parse_args()

    from bank.library import load_full_catalog
    from retrieval import open_index

    catalog = load_full_catalog(None)
    index = open_index(args.index_dir)
    if index.needs_sync(list(catalog)):
        print(f"indexing the bank into {args.index_dir} (once)…", flush=True)
        index.sync(list(catalog))
    print(
        f"{args.sessions} sessions; {args.requests} requests × {args.runs} runs per page (median of runs); "
        f"{os.cpu_count()} CPUs; load {os.getloadavg()[0]:.1f}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        if "sqlite" in args.backends:
            print("SQLite (WAL):", flush=True)
            asyncio.run(run_backend(f"sqlite+aiosqlite:///{tmp}/bench.db", Path(tmp), index, catalog, args))
        if "postgresql" in args.backends:
            with contextlib.ExitStack() as stack:
                server = os.environ.get("IBOT_BENCH_DATABASE_URL")
                try:
                    server = server or stack.enter_context(throwaway_postgres())
                except BaseException as error:  # pytest.skip outside pytest: no binaries
                    if type(error).__name__ != "Skipped":
                        raise
                    print(f"PostgreSQL skipped: {error}")
                    return
                print("PostgreSQL:", flush=True)
                url = asyncio.run(create_database(server))
                asyncio.run(run_backend(url, Path(tmp), index, catalog, args))


if __name__ == "__main__":
    main()
