"""Python function calls an answer turn makes, counted under cProfile in one process: a figure that is
the same on any machine, so a change to the turn can be weighed while the machine is busy.

    python bench/bench_turn_calls.py                    # SQLite, 12 sessions
    python bench/bench_turn_calls.py --backend postgresql --top 40

The app (``create_app``, lifespan entered) on a fresh SQLite store (or a throwaway PostgreSQL cluster)
with the real embedded index, driven in-process through httpx's ASGI transport; an invite of 25
single/multiple-choice questions, options shuffled, grades revealed at the end, the answer "A". Counted
apart: a session's start with its first question (``POST /v1/sessions`` + ``GET …/current``), a
mid-session turn and the turn that finishes a session. The client's own calls (httpx, httpcore, anyio's
streams) are left out; what remains is the app's. Printed: the median calls per request of each kind
and, with ``--top``, the functions that make most of a mid-session turn's calls (own calls, by module).
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

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.helpers.api_fixtures import (  # noqa: E402
    Api,
    api_settings,
    create_database,
    running_api,
    throwaway_postgres,
)

SESSION_LENGTH = 25
WARM_UP = 4  # sessions not counted: by the fourth, each question's patterns and plans are cached
CLIENT_MODULES = ("/httpx/", "/httpcore/", "/anyio/", "/h11/", "asgi_lifespan")


def app_calls(profile: cProfile.Profile) -> tuple[int, pstats.Stats]:
    """Calls made by the app (every function but the client's), from one request's profile."""
    stats = pstats.Stats(profile)
    total = 0
    for (filename, _line, _name), (_cc, calls, _tt, _ct, callers) in stats.stats.items():  # type: ignore[attr-defined]
        if filename == "~":  # a built-in: the calls of the app's callers
            total += sum(count for (caller, *_), (count, *_) in callers.items() if not _client(caller))
        elif not _client(filename):
            total += calls
    return total, stats


def _client(filename: str) -> bool:
    return any(part in filename for part in CLIENT_MODULES)


class Counted:
    """Requests sent under the profiler, their calls kept by kind."""

    def __init__(self) -> None:
        self.calls: dict[str, list[int]] = {"start": [], "turn": [], "last": []}
        self.by_function: Counter[str] = Counter()
        self.by_module: Counter[str] = Counter()

    async def send(self, api: Api, kind: str, method: str, url: str, **kwargs: Any) -> Any:
        profile = cProfile.Profile()
        profile.enable()
        response = await api.client.request(method, url, **kwargs)
        profile.disable()
        calls, stats = app_calls(profile)
        self.calls[kind].append(calls)
        if kind == "turn":
            for (filename, _line, name), (_cc, count, _tt, _ct, callers) in stats.stats.items():  # type: ignore[attr-defined]
                if _client(filename):
                    continue
                if filename != "~":
                    self.by_function[f"{_short(filename)}:{name}"] += count
                    self.by_module[_module(filename)] += count
                    continue
                for (caller_file, _l, _n), (caller_count, *_r) in callers.items():  # a built-in: its callers'
                    if not _client(caller_file):
                        self.by_function[name] += caller_count
                        self.by_module[_module(caller_file)] += caller_count
        return response


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


async def run(url: str, work: Path, sessions: int) -> Counted:
    counted = Counted()
    async with app(url, work) as api:
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
        token = invite.json()["token"]
        for number in range(WARM_UP + sessions):  # the first warm the caches (the options' patterns…)
            counting = number >= WARM_UP
            telegram_id = 1000 + number
            headers = api.candidate(telegram_id)
            body = {"mode": "interview", "candidate": {"telegram_id": telegram_id}, "invite_token": token}
            if counting:
                profile = cProfile.Profile()
                profile.enable()
            started = await api.client.post("/v1/sessions", json=body, headers=headers)
            assert started.status_code == 201, started.text
            session_id = started.json()["id"]
            current = await api.client.get(f"/v1/sessions/{session_id}/current", headers=headers)
            if counting:
                profile.disable()
                counted.calls["start"].append(app_calls(profile)[0])
            question = current.json()["question"]
            turn = 0
            while question is not None:
                turn += 1
                last = turn == SESSION_LENGTH
                answer = {"question_id": question["id"], "answer": "A", "idempotency_key": f"t{turn}"}
                url_ = f"/v1/sessions/{session_id}/answers"
                if counting:
                    kind = "last" if last else "turn"
                    response = await counted.send(api, kind, "POST", url_, json=answer, headers=headers)
                else:
                    response = await api.client.post(url_, json=answer, headers=headers)
                assert response.status_code == 200, response.text
                question = response.json()["next"]["question"]
    return counted


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--sessions", type=int, default=12)
    parser.add_argument(
        "--top", type=int, default=0, help="packages and functions making most of a mid-session turn's calls"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory, database_url(args.backend, Path(directory)) as url:
        counted = asyncio.run(run(url, Path(directory), args.sessions))
    print(
        f"{args.backend}, {args.sessions} sessions of {SESSION_LENGTH} questions:"
        " median Python calls per request"
    )
    print(f"  session start + first question  {statistics.median(counted.calls['start']):>8,.0f}")
    print(f"  mid-session answer turn         {statistics.median(counted.calls['turn']):>8,.0f}")
    print(f"  last answer (finishes)          {statistics.median(counted.calls['last']):>8,.0f}")
    if args.top:
        turns = len(counted.calls["turn"])
        print("\ncalls per mid-session turn by package (a built-in counted in its caller's):")
        for name, count in counted.by_module.most_common(args.top):
            print(f"  {count / turns:>7.1f}  {name}")
        print(f"\nown calls per mid-session turn, the top {args.top} functions:")
        for name, count in counted.by_function.most_common(args.top):
            print(f"  {count / turns:>7.1f}  {name}")


if __name__ == "__main__":
    main()
