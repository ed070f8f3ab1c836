"""A calibration pass (``api/services/scoring/_calibration.py``) over an organisation's finished
interviews: its CPU, its wall time, and the longest the event loop waited meanwhile — what an answer
turn arriving during the pass waits on top of its own work, since the pass runs in the serving process.

    python bench/bench_calibration.py                          # SQLite; 500 and 2,000 interviews
    python bench/bench_calibration.py --backend postgresql --interviews 5000

The app (``create_app``, lifespan entered) on a fresh store; eight interviews of an invite of 25
single/multiple-choice questions are taken through the API, then copied in the store (sessions and
answers as they were written, each copy a new candidate with answers right or wrong at random by a seeded
ability), up to each count. Each pass follows one more finished interview, so the organisation is due.
A ticker coroutine sleeps 1 ms at a time beside the pass and records the longest gap between its wake-ups
("loop held"); the same ticker alone for as long, before the pass, is the baseline of the same run. The
median of ``--runs`` passes per count.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import random
import statistics
import sys
import tempfile
import time
import zlib
from collections.abc import Awaitable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from interview_bot.cli import one_blas_thread

one_blas_thread()  # as every interview-bot command does, before NumPy loads (the app imports it)

from bench_turn_calls import app, database_url, session_body  # noqa: E402
from sqlalchemy import insert, select  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.helpers.api_fixtures import Api  # noqa: E402

SESSION_LENGTH = 25
TAKEN = 8  # interviews taken through the API; the rest are copies of theirs
CHUNK = 500  # rows a bulk insert writes at once


@dataclass
class Pass:
    wall_s: float
    cpu_s: float
    held_ms: float  # the longest gap between the ticker's wake-ups during the pass
    idle_held_ms: float  # the same, the ticker alone for as long before the pass


async def take_interviews(api: Api, count: int) -> list[str]:
    start = await session_body(api, "interview")
    sessions = []
    for number in range(count):
        telegram_id = 5000 + number
        headers = api.candidate(telegram_id)
        started = await api.client.post(
            "/v1/sessions", json={**start, "candidate": {"telegram_id": telegram_id}}, headers=headers
        )
        assert started.status_code == 201, started.text
        session_id = started.json()["id"]
        question = (await api.client.get(f"/v1/sessions/{session_id}/current", headers=headers)).json()[
            "question"
        ]
        turn = 0
        while question is not None:
            turn += 1
            answer = {
                "question_id": question["id"],
                "answer": "ABCD"[(number + turn) % 4],
                "idempotency_key": f"t{turn}",
            }
            response = await api.client.post(
                f"/v1/sessions/{session_id}/answers", json=answer, headers=headers
            )
            assert response.status_code == 200, response.text
            question = response.json()["next"]["question"]
        sessions.append(session_id)
    return sessions


async def copy_interviews(
    api: Api, taken: list[str], copies: int, first_candidate: int, rng: random.Random
) -> None:
    """``copies`` more finished interviews, each a copy of a taken one by a new candidate, answered
    right with the chance a random ability gives."""
    from api.store.models import Answer, Candidate, InterviewSession, new_id

    sessions_table, answers_table = InterviewSession.__table__, Answer.__table__
    async with api.ctx.sessions() as db:
        session_rows = [
            dict(row._mapping)
            for row in await db.execute(select(sessions_table).where(sessions_table.c.id.in_(taken)))
        ]
        answer_rows: dict[str, list[dict[str, Any]]] = {}
        for row in await db.execute(select(answers_table).where(answers_table.c.session_id.in_(taken))):
            answer_rows.setdefault(row.session_id, []).append(dict(row._mapping))
    candidates, sessions, answers = [], [], []
    for n in range(copies):
        model = session_rows[n % len(session_rows)]
        telegram_id = first_candidate + n
        session_id = new_id()
        candidates.append({"telegram_id": telegram_id, "name": f"C{telegram_id}"})
        sessions.append(
            {**{k: v for k, v in model.items() if k != "seq"}, "id": session_id, "candidate_id": telegram_id}
        )
        ability = rng.gauss(0.0, 1.0)
        for row in answer_rows[model["id"]]:
            right = rng.random() < 1 / (
                1 + math.exp(-(ability - (zlib.crc32(row["question_id"].encode()) % 5 - 2) * 0.5))
            )
            answers.append(
                {
                    **{k: v for k, v in row.items() if k != "seq"},
                    "session_id": session_id,
                    "verdict": "correct" if right else "incorrect",
                    "score": 1.0 if right else 0.0,
                    "points_awarded": row["points"] if right else 0.0,
                }
            )
    async with api.ctx.sessions.begin() as db:
        for table, rows in (
            (Candidate.__table__, candidates),
            (sessions_table, sessions),
            (answers_table, answers),
        ):
            for at in range(0, len(rows), CHUNK):
                await db.execute(insert(table), rows[at : at + CHUNK])


async def timed(work: Awaitable[Any] | None, idle_s: float = 0.0) -> tuple[float, float, float]:
    """(wall s, CPU s, the longest gap between the ticker's wake-ups in ms) of awaiting ``work`` (None:
    of sleeping ``idle_s``) with the ticker beside it."""
    longest = 0.0
    done = asyncio.Event()

    async def ticker() -> None:
        nonlocal longest
        last = time.perf_counter()
        while not done.is_set():
            await asyncio.sleep(0.001)
            now = time.perf_counter()
            longest = max(longest, now - last)
            last = now

    ticking = asyncio.create_task(ticker())
    await asyncio.sleep(0.01)
    longest = 0.0
    wall, cpu = time.perf_counter(), time.process_time()
    if work is not None:
        await work
    else:
        await asyncio.sleep(idle_s)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    done.set()
    await ticking
    return wall, cpu, 1000 * longest


async def run(url: str, work: Path, counts: list[int], runs: int) -> dict[int, list[Pass]]:
    from api.services.scoring._calibration import refresh_due

    rng = random.Random(20261203)
    figures: dict[int, list[Pass]] = {}
    async with app(url, work) as api:
        taken = await take_interviews(api, TAKEN)
        total, next_candidate = TAKEN, 100_000
        for count in counts:
            figures[count] = []
            for _ in range(runs):
                more = max(1, count - total)  # at least one new interview: the organisation is due
                await copy_interviews(api, taken, more, next_candidate, rng)
                total, next_candidate = total + more, next_candidate + more
                wall, cpu, held = await timed(refresh_due(api.ctx))
                _, _, idle = await timed(None, idle_s=wall)
                figures[count].append(Pass(wall, cpu, held, idle))
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--interviews", type=int, nargs="+", default=[500, 2000])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory, database_url(args.backend, Path(directory)) as url:
        figures = asyncio.run(run(url, Path(directory), sorted(args.interviews), args.runs))
    print(
        f"{args.backend}: a calibration pass, median of {args.runs} (interviews of {SESSION_LENGTH} answers)"
    )
    print("| interviews | wall s | CPU s | loop held, ms | loop held idle, ms |")
    print("|---:|---:|---:|---:|---:|")
    for count, passes in figures.items():
        wall = statistics.median(p.wall_s for p in passes)
        cpu = statistics.median(p.cpu_s for p in passes)
        held = statistics.median(p.held_ms for p in passes)
        idle = statistics.median(p.idle_held_ms for p in passes)
        print(f"| {count:,} | {wall:.2f} | {cpu:.2f} | {held:,.0f} | {idle:,.1f} |")


if __name__ == "__main__":
    main()
