"""What the app's request stack costs by itself (middlewares, routing, the app-wide and auth dependencies,
the access line, metrics), beside the bare endpoint of bench/bare_endpoint.py:

    python bench/bench_stack.py                 # in process: CPU per request, 5 runs
    python bench/bench_stack.py --http          # and through a real `interview-bot up`, 32 clients

In process, each request is one ASGI call on the app with its lifespan run (SQLite, the in-memory question
index, the access log written to /dev/null): the CPU time per request (``time.process_time``, so other
work on the machine counts little) and the Python function calls per request (cProfile; exact, and the
same on any machine), for

- ``bare /readyz``: the bare FastAPI endpoint, nothing else;
- ``bare POST answer``: the bare endpoint's answer route (the same body validated, a canned reply);
- ``app /healthz``: the whole stack around a route that does nothing;
- ``app /healthz (limits on)``: the same with the default rate limits (every limit off otherwise);
- ``app candidate GET``: ``/v1/sessions/{id}/current`` of an unknown session as a candidate: the
  candidate's authentication and one indexed read (answers 404);
- ``app candidate POST``: an answer (``/v1/sessions/{id}/answers``, a JSON body like the bot's) to an
  unknown session: the request an answer turn is, with the candidate's authentication, the body's
  validation and the turn's first read (answers 404), without the turn's own work.

With ``--http``: requests/s of ``/healthz`` of a real ``interview-bot up`` (one uvicorn worker) and of the
bare endpoint's ``/readyz`` at 32 clients (aiohttp), alternating, in the same run; medians of ``--runs``.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import importlib.util
import logging
import os
import pstats
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from api.observability import configure_logging  # noqa: E402
from tests.helpers.api_fixtures import SERVICE_TOKEN, api_settings, running_api  # noqa: E402
from tests.helpers.fake_index import FakeQuestionIndex  # noqa: E402

Call = Callable[[], Awaitable[int]]
# an answer as the bot sends one (bench/bench_api.py's shape): a clicked option with its idempotency key
ANSWER_BODY = b'{"question_id": "py-gil-1", "answer": "B", "idempotency_key": "k-1042", "message_id": 1042}'


def asgi_get(app: Any, path: str, headers: list[tuple[bytes, bytes]]) -> Call:
    """One GET of ``path`` on ``app`` as uvicorn would pass it; returns the status."""
    return asgi_request(app, "GET", path, headers)


def asgi_request(
    app: Any, method: str, path: str, headers: list[tuple[bytes, bytes]], body: bytes = b""
) -> Call:
    """One request (``body``, its length declared) on ``app`` as uvicorn would pass it; returns the status."""
    if body:
        headers = [*headers, (b"content-type", b"application/json"), (b"content-length", b"%d" % len(body))]

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": body, "more_body": False}

    async def call() -> int:
        statuses: list[int] = []

        async def send(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                statuses.append(message["status"])

        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": method,
            "scheme": "http",
            "path": path,
            "raw_path": path.encode(),
            "query_string": b"",
            "root_path": "",
            "headers": [(b"host", b"127.0.0.1:8000"), (b"user-agent", b"bench"), *headers],
            "client": ("127.0.0.1", 50000),
            "server": ("127.0.0.1", 8000),
            "state": {},
        }
        await app(scope, receive, send)
        return statuses[0]

    return call


async def per_request(call: Call, count: int, runs: int) -> tuple[float, float, int]:
    """(median µs of CPU per request, Python function calls per request, the status)."""
    status = await call()
    for _ in range(count // 10):  # warm: caches, the first query's compilation
        await call()
    cpu = []
    for _ in range(runs):
        started = time.process_time()
        for _ in range(count):
            await call()
        cpu.append((time.process_time() - started) / count * 1e6)
    profile = cProfile.Profile()
    profile.enable()
    for _ in range(200):
        await call()
    profile.disable()
    calls = pstats.Stats(profile).total_calls / 200  # type: ignore[attr-defined]
    return statistics.median(cpu), calls, status


def bare_app() -> Any:
    spec = importlib.util.spec_from_file_location("bare_endpoint", ROOT / "bench" / "bare_endpoint.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.app


async def in_process(count: int, runs: int) -> None:
    from bank.library import load_full_catalog

    configure_logging()
    for handler in logging.getLogger("api").handlers:
        assert isinstance(handler, logging.StreamHandler)
        handler.setStream(open(os.devnull, "w"))  # noqa: SIM115 - lives as long as the process
    catalog = load_full_catalog(None)
    index = FakeQuestionIndex(catalog)
    rows: list[tuple[str, float, float, int]] = []
    bare = bare_app()
    rows.append(("bare /readyz", *await per_request(asgi_get(bare, "/readyz", []), count, runs)))
    candidate = [(b"authorization", f"Bearer {SERVICE_TOKEN}".encode()), (b"x-telegram-user-id", b"77")]
    bare_answer = asgi_request(bare, "POST", "/v1/sessions/nosuchsession/answers", candidate, ANSWER_BODY)
    rows.append(("bare POST answer", *await per_request(bare_answer, count, runs)))
    for limits_on in (False, True):
        with tempfile.TemporaryDirectory() as tmp:
            limits = (
                {}
                if limits_on
                else {
                    "rate_limit_candidate_per_minute": 0,
                    "rate_limit_key_per_minute": 0,
                    "rate_limit_failed_auth_per_minute": 0,
                }
            )
            settings = api_settings(Path(tmp), f"sqlite:///{tmp}/db.sqlite3", **limits)
            async with running_api(settings, index, catalog) as api:
                # the warm-up thread's CPU (it loads the readers' dictionaries) would count otherwise
                while not api.app.state.ctx.extras.get("warm"):
                    await asyncio.sleep(0.05)
                health = asgi_get(api.app, "/healthz", [])
                if limits_on:
                    rows.append(("app /healthz (limits on)", *await per_request(health, count, runs)))
                    continue
                rows.append(("app /healthz", *await per_request(health, count, runs)))
                current = asgi_get(api.app, "/v1/sessions/nosuchsession/current", candidate)
                rows.append(("app candidate GET", *await per_request(current, count // 4, runs)))
                answer = asgi_request(
                    api.app, "POST", "/v1/sessions/nosuchsession/answers", candidate, ANSWER_BODY
                )
                rows.append(("app candidate POST", *await per_request(answer, count // 4, runs)))
    bare_cpu = rows[0][1]
    print(f"{'in process':26s} {'µs CPU/request':>15s} {'× bare':>7s} {'calls/request':>14s}  status")
    for name, cpu, calls, status in rows:
        print(f"{name:26s} {cpu:15.1f} {cpu / bare_cpu:7.2f} {calls:14.0f}  {status}")


def over_http(duration: float, runs: int) -> None:
    import aiohttp

    sys.path.insert(0, str(ROOT / "bench"))
    import bench_api

    async def hammer(url: str, clients: int = 32) -> float:
        done = 0
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as client:
            stop_at = time.perf_counter() + duration

            async def one() -> None:
                nonlocal done
                while time.perf_counter() < stop_at:
                    async with client.get(url) as response:
                        await response.read()
                        done += 1

            started = time.perf_counter()
            await asyncio.gather(*(one() for _ in range(clients)))
            return done / (time.perf_counter() - started)

    data = ROOT / ".benchmarks" / "bench-api-data"
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        with (
            bench_api.bare_server(work) as bare,
            bench_api.api_server(f"sqlite:///{work}/db.sqlite3", data, work) as (url, _key),
        ):
            figures: dict[str, list[float]] = {"bare /readyz": [], "app /healthz": []}
            for run in range(runs):
                pair = [("bare /readyz", bare + "/readyz"), ("app /healthz", url + "/healthz")]
                for name, target in pair if run % 2 == 0 else reversed(pair):
                    figures[name].append(asyncio.run(hammer(target)))
            bare_rate = statistics.median(figures["bare /readyz"])
            print(f"\n{'HTTP, 32 clients':26s} {'requests/s':>15s} {'× bare':>7s}  runs")
            for name, rates in figures.items():
                rate = statistics.median(rates)
                print(f"{name:26s} {rate:15.0f} {rate / bare_rate:7.2f}  {[round(r) for r in rates]}")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--requests", type=int, default=4000, help="per run, in process")
    parser.add_argument("--http", action="store_true", help="also through a real server")
    parser.add_argument("--duration", type=float, default=3.0, help="seconds per HTTP run")
    args = parser.parse_args()
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    asyncio.run(in_process(args.requests, args.runs))
    if args.http:
        over_http(args.duration, args.runs)


if __name__ == "__main__":
    main()
