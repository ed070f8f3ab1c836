"""Answer turns against a real ``interview-bot up`` process (one uvicorn worker), beside a bare FastAPI
endpoint (bench/bare_endpoint.py: the same path, the same body validation) started in the same run and
driven by the same client, on SQLite and PostgreSQL.

    python bench/bench_api.py                          # 3 runs, SQLite and PostgreSQL
    python bench/bench_api.py --runs 5 --backends sqlite --markdown

For each of bare, interview and practice:

- closed loop at 1, 32 and 200 clients for ``--duration`` seconds: each client sends an answer, waits
  for the result, sends the next (the next question of its session; a finished session is replaced by
  a fresh one from a pool opened before the clock starts);
- open loop: 200 candidates sending ``--rate`` answers/s in total (each one every 200/rate s, spread
  evenly), latency measured from the moment each answer was due, so a server that falls behind pays
  for the queue (no coordinated omission);
- ``--started-inside N``: closed loop at N clients where every session is started inside the measured
  window too: each client starts a session (from the invite, or a practice), fetches its first
  question, answers it to its end (the last answer finishes it, with its report) and starts the next.
  Its turns/s counts answers; its p50/p99 are over every request (starts included).

Printed per run and, at the end, the median of the runs of every figure: turns/s, p50, p99, the
ratio of the turns/s to the bare endpoint's at the same number of clients (medians of the same runs),
and, for the closed loops, the server process's CPU time per turn (user + system, from ``/proc``): one
process's Python runs on one core at a time, so 1,000 ms over that figure bounds its turns/s.
The client (aiohttp, one connection per client), the servers and PostgreSQL share this machine's
cores, all of them under the same load: the ratios are what counts. Rate limits are off for the API
(IBOT_RATE_LIMIT_*=0). The Chroma index is kept in ``--data-dir`` so only the first run embeds the
bank; each backend gets a fresh, empty database.

Over 400 lines, in one file: ``bench_api_counts.py`` loads this file alone (of this checkout or of
another, ``--tree``) and replaces its ``request``, ``cpu_seconds``, ``served`` and ``Target.answer`` by
name, which the loops and servers here look up in this module: a part moved to a module of its own
would call the originals, uncounted.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.helpers.ports import free_port  # noqa: E402
from tests.helpers.store_fixtures import create_database, throwaway_postgres  # noqa: E402
from tests.helpers.topology import cli_recruiter_key, process_env, stop_process, wait_until_ready  # noqa: E402

TOKEN = "bench-service-token-0123456789abcdef"
SESSION_LENGTH = 25  # questions per session (single and multiple choice)
TARGETS = ("bare", "interview", "practice")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)] if ordered else float("nan")


def headers(telegram_id: int) -> dict[str, str]:
    return {"Authorization": f"Bearer {TOKEN}", "X-Telegram-User-Id": str(telegram_id)}


async def request(
    client: aiohttp.ClientSession, method: str, url: str, body: Any, sent_headers: dict[str, str]
) -> tuple[int, bytes]:
    """One request; sent again when the server had just closed the kept-alive connection (uvicorn
    closes idle ones after 5 s, aiohttp may pick one in that instant). Safe: answers carry idempotency
    keys and a session start resumes the open session."""
    for attempt in (1, 2, 3):
        try:
            async with client.request(method, url, json=body, headers=sent_headers) as response:
                return response.status, await response.read()
        except (aiohttp.ServerDisconnectedError, aiohttp.ClientOSError):
            if attempt == 3:
                raise
    raise AssertionError("unreachable")


@dataclass
class Seat:
    """One candidate's open session and the question it shows now."""

    telegram_id: int
    session_id: str
    question_id: str | None
    turn: int = 0


@dataclass
class Target:
    name: str
    url: str
    invite: str | None = None
    pid: int | None = None  # the server's process
    next_id: Iterator[int] = field(default_factory=lambda: itertools.count(1))

    async def seats(self, client: aiohttp.ClientSession, count: int) -> list[Seat]:
        """``count`` fresh sessions (the bare endpoint needs none: made-up ids)."""
        ids = [next(self.next_id) + (10**8 if self.name == "practice" else 0) for _ in range(count)]
        if self.name == "bare":
            return [Seat(telegram_id, f"bare-{telegram_id}", "q1") for telegram_id in ids]
        semaphore = asyncio.Semaphore(16)

        async def open_one(telegram_id: int) -> Seat:
            body: dict[str, Any] = {
                "mode": self.name,
                "candidate": {"telegram_id": telegram_id},
                "types": ["single", "multi"],
            }
            if self.name == "interview":
                body["invite_token"] = self.invite
            else:
                body["count"] = SESSION_LENGTH
            async with semaphore:
                status, payload = await request(
                    client, "POST", f"{self.url}/v1/sessions", body, headers(telegram_id)
                )
                assert status == 201, payload
                session = json.loads(payload)
                url = f"{self.url}/v1/sessions/{session['id']}/current"
                current = json.loads((await request(client, "GET", url, None, headers(telegram_id)))[1])
            return Seat(telegram_id, session["id"], current["question"]["id"])

        return list(await asyncio.gather(*(open_one(telegram_id) for telegram_id in ids)))

    async def answer(self, client: aiohttp.ClientSession, seat: Seat) -> None:
        """One turn: the answer "A" to the seat's current question; the seat moves to the next one."""
        seat.turn += 1
        body = {"question_id": seat.question_id, "answer": "A", "idempotency_key": f"t{seat.turn}"}
        url = f"{self.url}/v1/sessions/{seat.session_id}/answers"
        status, payload = await request(client, "POST", url, body, headers(seat.telegram_id))
        if status != 200:
            raise AssertionError(f"{self.name}: {status} {payload[:300]!r}")
        if self.name != "bare":
            question = json.loads(payload)["next"]["question"]
            seat.question_id = question["id"] if question else None


@dataclass
class Figures:
    turns_per_s: float
    p50_ms: float
    p99_ms: float
    cpu_ms: float = float("nan")  # the server process's CPU time per turn (user + system), closed loops


def cpu_seconds(pid: int | None) -> float:
    """A process's CPU time so far (Linux ``/proc``; NaN elsewhere): how much of a core a turn costs,
    whatever else runs on the machine."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError, TypeError):
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def closed_loop(
    target: Target, client: aiohttp.ClientSession, clients: int, duration: float, expected_rate: float
) -> Figures:
    pool = await target.seats(client, clients + math.ceil(expected_rate * duration * 1.5 / SESSION_LENGTH))
    spare = pool[clients:]
    latencies: list[float] = []
    dry = False

    async def one_client(seat: Seat, stop_at: float) -> None:
        nonlocal dry
        while time.perf_counter() < stop_at:
            if seat.question_id is None:
                if not spare:
                    dry = True
                    return
                seat = spare.pop()
            started = time.perf_counter()
            await target.answer(client, seat)
            latencies.append(time.perf_counter() - started)

    started, cpu = time.perf_counter(), cpu_seconds(target.pid)
    await asyncio.gather(*(one_client(seat, started + duration) for seat in pool[:clients]))
    wall, cpu = time.perf_counter() - started, cpu_seconds(target.pid) - cpu
    if dry:
        print(f"    ({target.name}, {clients} clients: the session pool ran dry; figures are short)")
    return Figures(
        len(latencies) / wall,
        1000 * statistics.median(latencies),
        1000 * percentile(latencies, 0.99),
        1000 * cpu / max(1, len(latencies)),
    )


async def started_loop(
    target: Target, client: aiohttp.ClientSession, clients: int, duration: float
) -> Figures:
    """Closed loop with each session started inside the window (``--started-inside``)."""
    if target.name == "bare":
        return await closed_loop(target, client, clients, duration, 0)
    turns = 0
    latencies: list[float] = []

    async def one_client(stop_at: float) -> None:
        nonlocal turns
        while time.perf_counter() < stop_at:
            started = time.perf_counter()
            (seat,) = await target.seats(client, 1)  # the start and its first question
            latencies.append(time.perf_counter() - started)
            while seat.question_id is not None and time.perf_counter() < stop_at:
                started = time.perf_counter()
                await target.answer(client, seat)
                latencies.append(time.perf_counter() - started)
                turns += 1

    started, cpu = time.perf_counter(), cpu_seconds(target.pid)
    await asyncio.gather(*(one_client(started + duration) for _ in range(clients)))
    wall, cpu = time.perf_counter() - started, cpu_seconds(target.pid) - cpu
    return Figures(
        turns / wall,
        1000 * statistics.median(latencies),
        1000 * percentile(latencies, 0.99),
        1000 * cpu / max(1, turns),  # starts included: what a turn costs with its share of them
    )


async def open_loop(
    target: Target, client: aiohttp.ClientSession, candidates: int, rate: float, duration: float
) -> Figures:
    seats = await target.seats(client, candidates)
    interval = candidates / rate  # each candidate answers every ``interval`` s
    latencies: list[float] = []

    async def candidate(n: int, seat: Seat, t0: float) -> None:
        due = t0 + n / rate
        while due < t0 + duration and seat.question_id is not None:
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            await target.answer(client, seat)
            latencies.append(time.perf_counter() - due)  # from when it was due: queueing counts
            due += interval

    t0 = time.perf_counter() + 0.05
    await asyncio.gather(*(candidate(n, seat, t0) for n, seat in enumerate(seats)))
    wall = time.perf_counter() - t0
    return Figures(
        len(latencies) / wall, 1000 * statistics.median(latencies), 1000 * percentile(latencies, 0.99)
    )


@contextlib.contextmanager
def served(
    args: list[str], env: dict[str, str], cwd: Path, log: Path, ready: str, *, warm: bool = False
) -> Iterator[int]:
    """The server's process id, once it answers ``ready`` (``warm``: and its warm-up is done)."""
    with log.open("wb") as output:
        process = subprocess.Popen(args, env=env, cwd=cwd, stdout=output, stderr=subprocess.STDOUT)
        try:
            wait_until_ready(ready, process, log, timeout=900, warm=warm)
            yield process.pid
        finally:
            stop_process(process)


@contextlib.contextmanager
def api_server(database_url: str, data_dir: Path, work: Path) -> Iterator[tuple[str, str, int]]:
    """``interview-bot up`` on ``database_url`` (the bank indexed into ``data_dir`` once): its URL, a
    recruiter key and its process id."""
    env = process_env(
        IBOT_DATA_DIR=str(data_dir),
        IBOT_DATABASE_URL=database_url,
        IBOT_SERVICE_TOKEN=TOKEN,
        IBOT_RATE_LIMIT_CANDIDATE_PER_MINUTE="0",
        IBOT_RATE_LIMIT_KEY_PER_MINUTE="0",
    )
    key = cli_recruiter_key(env, "Bench")
    port = free_port()
    cli = [sys.executable, "-c", "from interview_bot.cli import main; main()"]
    with served(
        [*cli, "up", "--host", "127.0.0.1", "--port", str(port)],
        env,
        work,
        work / f"api-{port}.log",
        f"http://127.0.0.1:{port}/readyz",
        warm=True,
    ) as pid:
        yield f"http://127.0.0.1:{port}", key, pid


@contextlib.contextmanager
def bare_server(work: Path) -> Iterator[tuple[str, int]]:
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with served(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "--app-dir",
            str(ROOT / "bench"),
            "bare_endpoint:app",
            "--port",
            str(port),
            "--no-access-log",
            "--log-level",
            "warning",
        ],
        env,
        work,
        work / "bare.log",
        f"http://127.0.0.1:{port}/readyz",
    ) as pid:
        yield f"http://127.0.0.1:{port}", pid


async def make_invite(url: str, key: str, reveal: str) -> str:
    async with (
        aiohttp.ClientSession() as client,
        client.post(
            f"{url}/v1/invites",
            json={
                "question_count": SESSION_LENGTH,
                "max_uses": None,
                "types": ["single", "multi"],
                "reveal": reveal,
            },
            headers={"Authorization": f"Bearer {key}"},
        ) as response,
    ):
        invite = await response.json()
        assert response.status == 201, invite
        return str(invite["token"])


Results = dict[tuple[str, str], list[Figures]]  # (target, "1"|"32"|"200"|"open") -> one per run


async def measure(targets: list[Target], args: argparse.Namespace, results: Results) -> None:
    connector = aiohttp.TCPConnector(
        limit=0, keepalive_timeout=2
    )  # idle ones closed before uvicorn does (5 s)
    async with aiohttp.ClientSession(connector=connector) as client:
        for run in range(1, args.runs + 1):
            for target in targets:
                line = []
                for clients in args.clients:
                    earlier = results[(target.name, str(clients))]
                    expected = max(f.turns_per_s for f in earlier) if earlier else args.expected_rate
                    if target.name == "bare":
                        expected = 0
                    figures = await closed_loop(target, client, clients, args.duration, expected)
                    results[(target.name, str(clients))].append(figures)
                    line.append(
                        f"{clients}: {figures.turns_per_s:6.0f}/s p99 {figures.p99_ms:5.0f} ms"
                        f" cpu {figures.cpu_ms:4.2f} ms"
                    )
                for clients in args.started_inside:
                    figures = await started_loop(target, client, clients, args.duration)
                    results[(target.name, f"{clients} started")].append(figures)
                    line.append(
                        f"{clients} started: {figures.turns_per_s:6.0f}/s p99 {figures.p99_ms:5.0f} ms"
                    )
                figures = await open_loop(target, client, args.open_candidates, args.rate, args.open_duration)
                results[(target.name, "open")].append(figures)
                line.append(f"open {args.rate:g}/s: p50 {figures.p50_ms:4.0f} p99 {figures.p99_ms:5.0f} ms")
                print(f"  run {run} {target.name:9} " + " | ".join(line), flush=True)


def report(backend: str, results: Results, args: argparse.Namespace) -> list[str]:
    def median(target: str, level: str, attribute: str) -> float:
        return statistics.median(getattr(f, attribute) for f in results[(target, level)])

    rows = []
    for target in TARGETS:
        started = [f"{clients} started" for clients in args.started_inside]
        for level in [*map(str, args.clients), *started, "open"]:
            rate = median(target, level, "turns_per_s")
            bare = median("bare", level, "turns_per_s") if level != "open" else None
            ratio = rate / bare if bare else None
            what = (
                f"open {args.rate:g}/s, {args.open_candidates}"
                if level == "open"
                else f"{level.split()[0]}, sessions started inside"
                if level in started
                else f"{level} clients"
            )
            cpu = median(target, level, "cpu_ms")
            rows.append(
                f"| {backend} | {target} | {what} | {rate:,.0f} | {median(target, level, 'p50_ms'):.1f} | "
                f"{median(target, level, 'p99_ms'):.1f} | {'' if ratio is None else f'{ratio:.3f}'} | "
                f"{'' if math.isnan(cpu) else f'{cpu:.2f}'} |"
            )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--duration", type=float, default=3.0, help="seconds per closed-loop measurement")
    parser.add_argument("--clients", type=int, nargs="+", default=[1, 32, 200])
    parser.add_argument("--rate", type=float, default=100.0, help="open loop: answers/s in total")
    parser.add_argument("--open-candidates", type=int, default=200)
    parser.add_argument("--open-duration", type=float, default=8.0)
    parser.add_argument("--expected-rate", type=float, default=600.0, help="sizes the first session pools")
    parser.add_argument(
        "--started-inside",
        type=int,
        nargs="*",
        default=[32],
        help="closed loop(s) at these clients with every session started inside the window",
    )
    parser.add_argument("--reveal", default="end", help="the invite's reveal policy (each, end, never)")
    parser.add_argument("--backends", nargs="+", default=["sqlite", "postgresql"])
    parser.add_argument("--data-dir", type=Path, default=ROOT / ".benchmarks" / "bench-api-data")
    parser.add_argument("--markdown", action="store_true", help="also print the table for bench/RESULTS.md")
    args = parser.parse_args()
    args.data_dir.mkdir(parents=True, exist_ok=True)
    print(
        f"{os.cpu_count()} CPUs; Python {sys.version.split()[0]}; load {os.getloadavg()[0]:.2f}", flush=True
    )
    table = [
        "| store | turn | clients | turns/s | p50 ms | p99 ms | × bare | server CPU ms/turn |",
        "|---|---|---|---:|---:|---:|---:|---:|",
    ]
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        work = Path(tmp)
        bare, bare_pid = stack.enter_context(bare_server(work))
        for backend in args.backends:
            if backend == "sqlite":
                url = f"sqlite+aiosqlite:///{work}/bench.db"
            else:
                try:
                    server = stack.enter_context(throwaway_postgres())
                except BaseException as error:  # pytest.skip outside pytest: no binaries
                    if type(error).__name__ != "Skipped":
                        raise
                    print(f"PostgreSQL skipped: {error}")
                    continue
                url = asyncio.run(create_database(server))
            with api_server(url, args.data_dir, work) as (api, key, pid):
                print(f"{backend}: API at {api}, bare endpoint at {bare}", flush=True)
                invite = asyncio.run(make_invite(api, key, args.reveal))
                targets = [
                    Target("bare", bare, pid=bare_pid),
                    Target("interview", api, invite, pid=pid),
                    Target("practice", api, pid=pid),
                ]
                results: Results = defaultdict(list)
                asyncio.run(measure(targets, args, results))
            table += report(backend, results, args)
    print(f"\nmedian of {args.runs} runs; load at the end {os.getloadavg()[0]:.2f}")
    print("\n".join(table))


if __name__ == "__main__":
    main()
