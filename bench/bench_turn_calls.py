"""Python function calls an answer turn makes, counted under cProfile in one process: a figure that is
the same on any machine, so a change to the turn can be weighed while the machine is busy.

    python bench/bench_turn_calls.py                    # SQLite, 12 sessions
    python bench/bench_turn_calls.py --backend postgresql --top 40 --kind start
    python bench/bench_turn_calls.py --mode practice    # practice sessions instead of an invite's

The app (``create_app``, lifespan entered) on a fresh SQLite store (or a throwaway PostgreSQL cluster)
with the real embedded index, driven in-process through httpx's ASGI transport; an invite of 25
single/multiple-choice questions, options shuffled, grades revealed at the end, the answer "A" (with
``--mode practice``: practices of 25 such questions, each candidate's first, every answer explained
and carded as it is recorded). Counted
apart: a session's start with its first question (``POST /v1/sessions`` + ``GET …/current``), a
mid-session turn and the turn that finishes a session. The profiler runs only while the app handles a
request (around its middleware stack), so the client's own work (httpx, its cookie jar's use of the
standard library) is left out; what remains is the app's, and whatever else the event loop runs
meanwhile. Printed: the median calls and SQL statements per request of each kind and, with ``--top``,
the packages and functions that make most of one kind's calls (``--kind``, a mid-session turn by
default; own calls, by module).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import pstats
import statistics
import sys
import tempfile
from collections import Counter
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

from sqlalchemy import event

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.helpers.api_fixtures import Api, api_settings, running_api  # noqa: E402
from tests.helpers.store_fixtures import create_database, throwaway_postgres  # noqa: E402

SESSION_LENGTH = 25
WARM_UP = 4  # sessions not counted: by the fourth, each question's patterns and plans are cached
STATEMENT_SESSIONS = 2  # sessions after the others whose SQL statements are counted


def app_calls(profile: cProfile.Profile) -> tuple[int, pstats.Stats]:
    """Calls made in one request's profile: each function's, a built-in's counted once per call."""
    stats = pstats.Stats(profile)
    total = sum(calls for (_cc, calls, _tt, _ct, _callers) in stats.stats.values())  # type: ignore[attr-defined]
    return total, stats


class Counted:
    """The app's middleware stack under a profiler while ``kind`` is set, its calls kept by kind (a
    session's start is two requests, added up), the functions and packages of ``top_kind``; once
    ``count_statements`` is on, SQL statements instead (a listener on the engine changes what SQLAlchemy
    does per statement, so the two are counted in different sessions)."""

    def __init__(self, top_kind: str) -> None:
        self.calls: dict[str, list[int]] = {"start": [], "turn": [], "last": []}
        self.statements: dict[str, list[int]] = {"start": [], "turn": [], "last": []}
        self.top_kind = top_kind
        self.by_function: Counter[str] = Counter()
        self.by_module: Counter[str] = Counter()
        self.kind: str | None = None
        self.statements_only = False
        self._calls = self._statements = 0

    def install(self, app: Any) -> None:
        """Around the app's middleware stack (built by the lifespan's first call), and on its engine."""
        inner = app.middleware_stack

        async def profiled(scope: Any, receive: Any, send: Any) -> None:
            if self.kind is None or self.statements_only or scope["type"] != "http":
                await inner(scope, receive, send)
                return
            profile = cProfile.Profile()
            profile.enable()
            try:
                await inner(scope, receive, send)
            finally:
                profile.disable()
                self._add(profile)

        app.middleware_stack = profiled

    def count_statements(self, app: Any) -> None:
        self.statements_only = True
        event.listen(app.state.ctx.engine.sync_engine, "before_cursor_execute", self._statement)

    def _statement(self, *_args: Any) -> None:
        if self.kind is not None:
            self._statements += 1

    @contextlib.contextmanager
    def counting(self, kind: str) -> Iterator[None]:
        self.kind, self._calls, self._statements = kind, 0, 0
        try:
            yield
        finally:
            (self.statements if self.statements_only else self.calls)[kind].append(
                self._statements if self.statements_only else self._calls
            )
            self.kind = None

    def _add(self, profile: cProfile.Profile) -> None:
        calls, stats = app_calls(profile)
        self._calls += calls
        if self.kind != self.top_kind:
            return
        for (filename, _line, name), (_cc, count, _tt, _ct, callers) in stats.stats.items():  # type: ignore[attr-defined]
            if filename != "~":
                self.by_function[f"{_short(filename)}:{name}"] += count
                self.by_module[_module(filename)] += count
                continue
            for (caller_file, _l, _n), (caller_count, *_r) in callers.items():  # a built-in: its callers'
                self.by_function[name] += caller_count
                self.by_module[_module(caller_file)] += caller_count


def _short(filename: str) -> str:
    for marker in ("site-packages/", str(ROOT) + "/"):
        if marker in filename:
            return filename.split(marker, 1)[1]
    return filename


def _module(filename: str) -> str:
    """A package, two levels deep (``sqlalchemy/orm``, ``api/services``); the standard library's
    modules as ``stdlib/name``."""
    if "/lib/python3" in filename and "site-packages" not in filename:
        return "stdlib/" + filename.rsplit("/lib/python3", 1)[1].split("/")[1].removesuffix(".py")
    parts = _short(filename).split("/")
    return "/".join(parts[:2]) if len(parts) > 2 else parts[0]


@contextlib.contextmanager
def database_url(backend: str, work: Path) -> Iterator[str]:
    if backend == "sqlite":
        yield f"sqlite+aiosqlite:///{work / 'store.db'}"
        return
    with throwaway_postgres() as server:
        yield asyncio.run(create_database(server))


@contextlib.asynccontextmanager
async def app(url: str, work: Path) -> AsyncIterator[Api]:
    from bank.library import load_full_catalog
    from retrieval import open_index

    catalog = load_full_catalog(None)
    index = open_index(work / "index")
    if index.needs_sync(list(catalog)):
        index.sync(list(catalog))
    settings = api_settings(work, url, shuffle_options=True, rate_limit_candidate_per_minute=0)
    async with running_api(settings, index, catalog) as running:
        yield running


async def session_body(api: Api, mode: str) -> dict[str, Any]:
    """What starts a session of ``mode`` (without its candidate): an invite's, made here, or a practice's."""
    if mode == "practice":
        return {"mode": "practice", "types": ["single", "multi"], "count": SESSION_LENGTH}
    key = await api.recruiter_key("Acme")
    invite = await api.client.post(
        "/v1/invites",
        json={
            "question_count": SESSION_LENGTH,
            "max_uses": None,
            "types": ["single", "multi"],
            "reveal": "end",
        },
        headers=api.recruiter(key),
    )
    assert invite.status_code == 201, invite.text
    return {"mode": "interview", "invite_token": invite.json()["token"]}


async def run(url: str, work: Path, sessions: int, top_kind: str, mode: str) -> Counted:
    counted = Counted(top_kind)
    async with app(url, work) as api:
        start = await session_body(api, mode)
        counted.install(api.app)
        for number in range(WARM_UP + sessions + STATEMENT_SESSIONS):  # the first warm the caches
            counting = number >= WARM_UP
            if number == WARM_UP + sessions:
                counted.count_statements(api.app)
            telegram_id = 1000 + number
            headers = api.candidate(telegram_id)
            body = {**start, "candidate": {"telegram_id": telegram_id}}
            with counted.counting("start") if counting else contextlib.nullcontext():
                started = await api.client.post("/v1/sessions", json=body, headers=headers)
                assert started.status_code == 201, started.text
                session_id = started.json()["id"]
                current = await api.client.get(f"/v1/sessions/{session_id}/current", headers=headers)
            question = current.json()["question"]
            turn = 0
            while question is not None:
                turn += 1
                kind = "last" if turn == SESSION_LENGTH else "turn"
                answer = {"question_id": question["id"], "answer": "A", "idempotency_key": f"t{turn}"}
                with counted.counting(kind) if counting else contextlib.nullcontext():
                    response = await api.client.post(
                        f"/v1/sessions/{session_id}/answers", json=answer, headers=headers
                    )
                assert response.status_code == 200, response.text
                question = response.json()["next"]["question"]
    return counted


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--mode", choices=("interview", "practice"), default="interview")
    parser.add_argument("--sessions", type=int, default=12)
    parser.add_argument(
        "--top", type=int, default=0, help="packages and functions making most of one kind's calls"
    )
    parser.add_argument("--kind", choices=("start", "turn", "last"), default="turn", help="for --top")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory, database_url(args.backend, Path(directory)) as url:
        counted = asyncio.run(run(url, Path(directory), args.sessions, args.kind, args.mode))
    print(
        f"{args.backend}, {args.sessions} {args.mode} sessions of {SESSION_LENGTH} questions:"
        " median Python calls (SQL statements) per request"
    )
    for kind, title in (
        ("start", "session start + first question"),
        ("turn", "mid-session answer turn"),
        ("last", "last answer (finishes)"),
    ):
        calls, statements = counted.calls[kind], counted.statements[kind]
        print(f"  {title:<32}{statistics.median(calls):>8,.0f}  ({statistics.mean(statements):.1f})")
    if args.top:
        requests = len(counted.calls[args.kind])
        print(f"\ncalls per {args.kind} by package (a built-in counted in its caller's):")
        for name, count in counted.by_module.most_common(args.top):
            print(f"  {count / requests:>7.1f}  {name}")
        print(f"\nown calls per {args.kind}, the top {args.top} functions:")
        for name, count in counted.by_function.most_common(args.top):
            print(f"  {count / requests:>7.1f}  {name}")


if __name__ == "__main__":
    main()
