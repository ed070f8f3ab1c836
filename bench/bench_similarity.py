"""The ``similar`` check (issue 15) with 10,000 stored answers to one question in one organisation.

    python bench/bench_similarity.py                  # 10,000 answers, 5 runs of 40 checks
    python bench/bench_similarity.py --answers 10000 --checks 40 --runs 5

The store (SQLite, migrated by the app) is filled directly: one organisation, ``--answers`` finished
interviews, each with one free-text answer (30–60 tokens of code drawn at random from a vocabulary) to
the same code question, and the band keys the service stores with each. Every timed check is the
service's own ``api.services.integrity._flags._similar`` on a newly recorded (flushed) answer — half of them
near-copies of a stored answer, half new text — inside a transaction rolled back afterwards, so the
store does not grow between checks. The baseline, timed on the same answers in the same run, is what the
band index avoids: reading every stored answer to the question and comparing shingles with each.
Printed: the median over ``--runs`` runs of each run's median and p95 per check, in milliseconds, and
the ratio baseline / indexed.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_api import percentile
from tests.helpers.api_fixtures import api_settings, running_api
from tests.helpers.fake_index import FakeQuestionIndex

QUESTION = "seed000-28"  # a code question of the curated bank
_WORDS = (
    "x y z out ptr offsets mask block n pid tl load store arange program_id constexpr def return for in "
    "range if else + * - / = < > ( ) [ ] , : 0 1 2 128 256 1024 grid kernel triton jit torch tensor sum "
    "max exp softmax acc dot k v q scale stride row col"
)
VOCABULARY = _WORDS.split()


def random_code(rng: random.Random) -> str:
    return " ".join(rng.choice(VOCABULARY) for _ in range(rng.randint(30, 60)))


def near_copy(text: str, rng: random.Random) -> str:
    words = text.split()
    words[rng.randrange(len(words))] = rng.choice(VOCABULARY)  # one token changed
    return " ".join(words)


async def fill_store(api: Any, answers: int, rng: random.Random) -> tuple[str, list[str]]:
    """One organisation and ``answers`` finished interviews answering QUESTION: the org id and texts."""
    from sqlalchemy import insert

    from api.services.integrity import _signals as signals
    from api.store.models import Answer, AnswerBand, Candidate, InterviewSession, Org
    from api.store.types import utcnow

    now = utcnow()
    texts = [random_code(rng) for _ in range(answers)]
    async with api.ctx.sessions.begin() as db:
        org = Org(name="Bench")
        db.add(org)
        await db.flush()
        await db.execute(
            insert(Candidate), [{"telegram_id": 10_000_000 + i, "name": ""} for i in range(answers)]
        )
        sessions = [
            {
                "id": f"s{i:031d}",
                "mode": "interview",
                "status": "finished",
                "candidate_id": 10_000_000 + i,
                "org_id": org.id,
                "plan": [QUESTION],
                "position": 1,
                "reveal": "end",
                "started_at": now,
                "shown_at": now,
                "finished_at": now,
            }
            for i in range(answers)
        ]
        await db.execute(insert(InterviewSession), sessions)
        rows = [
            {
                "seq": i + 1,
                "session_id": s["id"],
                "position": 0,
                "question_id": QUESTION,
                "idempotency_key": "k",
                "answer": text,
                "shown": {},
                "parsed": {},
                "verdict": "incorrect",
                "score": 0.0,
                "points": 5.0,
                "points_awarded": 0.0,
                "shown_at": now,
                "answered_at": now,
            }
            for i, (s, text) in enumerate(zip(sessions, texts, strict=True))
        ]
        await db.execute(insert(Answer), rows)
        bands = [
            {
                "org_id": org.id,
                "question_id": QUESTION,
                "band_key": key,
                "answer_seq": row["seq"],
                "session_id": row["session_id"],
            }
            for row in rows
            for key in signals.band_keys(signals.minhash(signals.shingles(str(row["answer"]))))
        ]
        await db.execute(insert(AnswerBand), bands)
    return org.id, texts


async def one_check(api: Any, org_id: str, text: str, indexed: bool) -> tuple[float, int]:
    """Seconds for one check of a newly recorded answer (rolled back), and how many it flagged."""
    from sqlalchemy import select

    from api.services.integrity import _flags as integrity
    from api.services.integrity import _signals as signals
    from api.store.models import Answer, InterviewSession
    from api.store.types import utcnow

    question = api.catalog[QUESTION]
    now = utcnow()
    async with api.ctx.sessions() as db:
        session = InterviewSession(
            mode="interview",
            status="active",
            candidate_id=10_000_000,
            org_id=org_id,
            plan=[QUESTION],
            reveal="end",
        )
        db.add(session)
        await db.flush()
        grade = {"verdict": "incorrect", "score": 0.0, "points": 5.0, "points_awarded": 0.0}
        row = Answer(session_id=session.id, position=0, question_id=QUESTION, idempotency_key="k")
        row.answer = text
        row.shown, row.parsed, row.shown_at, row.answered_at = {}, {}, now, now
        for name, value in grade.items():
            setattr(row, name, value)
        db.add(row)
        await db.flush()
        started = time.perf_counter()
        if indexed:
            found = len(await integrity._similar(api.ctx, db, session, question, row))
        else:  # the baseline: every stored answer to the question, compared one by one
            mine = signals.shingles(text)
            stored = await db.scalars(
                select(Answer.answer)
                .join(InterviewSession, InterviewSession.id == Answer.session_id)
                .where(
                    InterviewSession.org_id == org_id, Answer.question_id == QUESTION, Answer.seq != row.seq
                )
            )
            threshold = api.ctx.settings.similar_threshold
            found = sum(signals.jaccard(mine, signals.shingles(other)) >= threshold for other in stored)
        elapsed = time.perf_counter() - started
        await db.rollback()
    return elapsed, found


async def main(answers: int, checks: int, runs: int) -> None:
    from bank.catalog import Catalog

    rng = random.Random(15)
    catalog = Catalog.load()
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite+aiosqlite:///{tmp}/store.db"
        async with running_api(api_settings(Path(tmp), url), FakeQuestionIndex(catalog), catalog) as api:
            started = time.perf_counter()
            org_id, texts = await fill_store(api, answers, rng)
            print(f"stored {answers} answers to {QUESTION} in {time.perf_counter() - started:.1f} s")
            results: dict[str, list[tuple[float, float]]] = {"indexed": [], "full scan": []}
            flagged = {"indexed": 0, "full scan": 0}
            for _ in range(runs):
                batch = [
                    near_copy(rng.choice(texts), rng) if i % 2 else random_code(rng) for i in range(checks)
                ]
                for name, indexed in (("indexed", True), ("full scan", False)):
                    await one_check(api, org_id, batch[0], indexed)  # warm-up
                    times = []
                    for text in batch:
                        elapsed, found = await one_check(api, org_id, text, indexed)
                        times.append(elapsed * 1000)
                        flagged[name] += bool(found)
                    results[name].append((statistics.median(times), percentile(times, 95)))
            for name, per_run in results.items():
                p50 = statistics.median(run[0] for run in per_run)
                p95 = statistics.median(run[1] for run in per_run)
                print(f"{name:>9}: p50 {p50:7.2f} ms  p95 {p95:7.2f} ms  (answers flagged: {flagged[name]})")
            ratio = statistics.median(r[0] for r in results["full scan"]) / statistics.median(
                r[0] for r in results["indexed"]
            )
            print(f"median of {runs} runs x {checks} checks; full scan / indexed at p50: {ratio:.0f}x")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--answers", type=int, default=10_000)
    parser.add_argument("--checks", type=int, default=40)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    asyncio.run(main(args.answers, args.checks, args.runs))
