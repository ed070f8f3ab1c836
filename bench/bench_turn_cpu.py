"""Where an answer turn's CPU time goes: the app's process sampled on its own CPU clock while it handles
requests, each sample put to the code that was running, so the split holds on a busy machine too.

    python bench/bench_turn_cpu.py                     # SQLite, 200 sessions, a mid-session turn
    python bench/bench_turn_cpu.py --kind start --top 40
    python bench/bench_turn_cpu.py --backend postgresql --sessions 100

The app and the sessions of ``bench/bench_turn_calls.py`` (an invite of 25 single/multiple-choice
questions, options shuffled, the answer "A", driven in-process through httpx's ASGI transport). A
profiling timer on the process's CPU time (``ITIMER_PROF``: user and system time, whatever else runs on
the machine) interrupts it every tick; a sample taken while the app handles a request of the kind asked
for is counted by what its stack was running: **SQLite itself** (a driver call running in the loop's
thread, ``api/store/in_loop_sqlite.py``), **SQLAlchemy and its adapter** (the ORM, the engine, the
asyncio adapter and greenlets, aiosqlite or asyncpg), **the app** (``api``, ``bank``, ``retrieval``,
with the standard library they call) or **the framework** (FastAPI, Starlette, pydantic, the metrics'
and the log's libraries); the innermost of these frames decides. SQLAlchemy runs each statement in a
greenlet whose frames do not lead back to the request's, so a statement's own work is counted by its
frames alone. The kernel ticks this timer at its clock rate (250 Hz here), so a few thousand samples
take a minute of requests; the shares move by a point or two between runs.

Printed: each kind's CPU milliseconds per request (``time.process_time`` around the app), and for the
kind asked for, the share of its samples by owner and, with ``--top``, by innermost function.
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

from bench_turn_calls import SESSION_LENGTH, _short, app, database_url, session_body  # noqa: E402

WARM_UP = 4
TICK_S = 0.001  # asked for; the kernel rounds it up to its own tick
OWNERS = (  # (owner, prefixes of a frame's file as ``_short`` names it), tried innermost frame first
    ("SQLite itself", ("api/store/in_loop_sqlite.py",)),
    ("SQLAlchemy and its adapter", ("sqlalchemy/", "<sqlalchemy", "aiosqlite/", "asyncpg/")),
    ("the app", ("api/", "bank/", "retrieval/")),
    ("the framework", ("fastapi/", "starlette/", "pydantic/", "prometheus_client/")),
)


def owner_of(frame: FrameType | None) -> str:
    """Who a sample's time belongs to: the owner of its innermost frame that has one."""
    while frame is not None:
        name = _short(frame.f_code.co_filename)
        for owner, prefixes in OWNERS:
            if name.startswith(prefixes):
                return owner
        frame = frame.f_back
    return "other (the event loop, the standard library)"


class Sampler:
    """Samples of the requests of ``kind``, by owner and by innermost function, and every kind's CPU time."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.pending: str | None = None  # the kind of the requests the client sends now (None: not counted)
        self.current: str | None = None  # the kind of the request the app is handling, if any
        self.owners: Counter[str] = Counter()
        self.functions: Counter[str] = Counter()
        self.cpu: dict[str, float] = dict.fromkeys(("start", "turn", "last"), 0.0)
        self.requests: Counter[str] = Counter()

    def sample(self, _signal: int, frame: FrameType | None) -> None:
        if self.current != self.kind or frame is None:
            return
        self.owners[owner_of(frame)] += 1
        self.functions[f"{_short(frame.f_code.co_filename)}:{frame.f_code.co_name}"] += 1

    def install(self, application: Any) -> None:
        """Around the app's middleware stack: ``current`` is set only while the app handles a request."""
        inner = application.middleware_stack

        async def timed(scope: Any, receive: Any, send: Any) -> None:
            kind = self.pending
            if kind is None or scope["type"] != "http":
                await inner(scope, receive, send)
                return
            self.current, started = kind, time.process_time()
            try:
                await inner(scope, receive, send)
            finally:
                self.cpu[kind] += time.process_time() - started
                self.current = None

        application.middleware_stack = timed


async def run(url: str, work: Path, sessions: int, sampler: Sampler) -> None:
    async with app(url, work) as api:
        start = await session_body(api, "interview")
        await api.client.get("/healthz")  # the middleware stack is built by the first request
        sampler.install(api.app)
        signal.signal(signal.SIGPROF, sampler.sample)
        signal.setitimer(signal.ITIMER_PROF, TICK_S, TICK_S)
        try:
            for number in range(WARM_UP + sessions):
                counted = number >= WARM_UP
                telegram_id = 20_000 + number
                headers = api.candidate(telegram_id)
                sampler.pending = "start" if counted else None
                body = {**start, "candidate": {"telegram_id": telegram_id}}
                started = await api.client.post("/v1/sessions", json=body, headers=headers)
                assert started.status_code == 201, started.text
                session_id = started.json()["id"]
                current = await api.client.get(f"/v1/sessions/{session_id}/current", headers=headers)
                question, turn = current.json()["question"], 0
                while question is not None:
                    turn += 1
                    kind = "last" if turn == SESSION_LENGTH else "turn"
                    sampler.pending = kind if counted else None
                    answer = {"question_id": question["id"], "answer": "A", "idempotency_key": f"t{turn}"}
                    response = await api.client.post(
                        f"/v1/sessions/{session_id}/answers", json=answer, headers=headers
                    )
                    assert response.status_code == 200, response.text
                    question = response.json()["next"]["question"]
                if counted:
                    sampler.requests.update(start=1, turn=SESSION_LENGTH - 1, last=1)
                sampler.pending = None
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0, 0)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--sessions", type=int, default=200)
    parser.add_argument("--kind", choices=("start", "turn", "last"), default="turn")
    parser.add_argument("--top", type=int, default=0, help="also the innermost functions of most samples")
    args = parser.parse_args()
    sampler = Sampler(args.kind)
    with tempfile.TemporaryDirectory() as directory, database_url(args.backend, Path(directory)) as url:
        asyncio.run(run(url, Path(directory), args.sessions, sampler))
    print(
        f"{args.backend}, {args.sessions} interview sessions of {SESSION_LENGTH} questions: CPU ms a request"
    )
    for kind, title in (
        ("start", "session start + first question"),
        ("turn", "mid-session answer turn"),
        ("last", "last answer (finishes)"),
    ):
        print(f"  {title:<32}{1000 * sampler.cpu[kind] / sampler.requests[kind]:>8.3f}")
    samples = sum(sampler.owners.values())
    print(f"\n{args.kind}: {samples} samples, by owner")
    for owner, count in sampler.owners.most_common():
        print(f"  {100 * count / samples:5.1f} %  {owner}")
    if args.top:
        print(f"\n{args.kind}: the innermost functions of most samples")
        for name, count in sampler.functions.most_common(args.top):
            print(f"  {100 * count / samples:5.1f} %  {name}")


if __name__ == "__main__":
    main()
