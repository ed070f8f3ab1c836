"""Answer turns per second against one and two ``interview-bot api`` replicas on PostgreSQL and a Chroma
server: the answer-turn benchmark of bench_api.py, over real HTTP, in the topology of deploy/compose.yaml.

    python bench/bench_replicas.py                         # 3 runs, 200 turns, concurrency 16
    python bench/bench_replicas.py --runs 5 --turns 400 --concurrency 8 32

Both replicas are started once; each run measures "1 replica" (every request to replica 1) and
"2 replicas" (each candidate's requests alternate between the replicas, as a round-robin proxy would)
back to back, so the ratio compares like with like. Printed: per run, then the median of the runs and
the ratio of the medians. The client, PostgreSQL, Chroma and the replicas share this machine's cores:
the ratio is what a second replica buys *here*, not on a host with a core per replica. Rate limits are
turned off for the replicas (IBOT_RATE_LIMIT_*=0). The Chroma data is kept (``--chroma-dir``), so only
the first run embeds the bank (about a minute on two cores).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.helpers.fixtures_chroma import chroma_executable
from tests.helpers.ports import free_port
from tests.helpers.store_fixtures import create_database, throwaway_postgres
from tests.helpers.topology import (
    SERVICE_TOKEN,
    api_replicas,
    build_index,
    cli_recruiter_key,
    process_env,
    stop_process,
)

PER_CANDIDATE = 5


@contextlib.contextmanager
def chroma_server(directory: Path) -> Iterator[str]:
    directory.mkdir(parents=True, exist_ok=True)
    port = free_port()
    log = (directory / "server.log").open("wb")
    process = subprocess.Popen(
        [
            str(chroma_executable()),
            "run",
            "--path",
            str(directory / "db"),
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        env={**os.environ, "ANONYMIZED_TELEMETRY": "False"},
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{url}/api/v2/heartbeat", timeout=1).status_code == 200:
                    break
            if process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"chroma run did not start: see {directory / 'server.log'}")
            time.sleep(0.2)
        yield url
    finally:
        stop_process(process)
        log.close()


@contextlib.contextmanager
def postgres_server() -> Iterator[str]:
    configured = os.environ.get("IBOT_BENCH_DATABASE_URL")
    if configured:
        yield configured
        return
    try:
        with throwaway_postgres() as url:
            yield url
    except BaseException as error:  # pytest.skip outside pytest: no binaries
        if type(error).__name__ == "Skipped":
            raise SystemExit(f"PostgreSQL is needed: {error}") from None
        raise


def headers(telegram_id: int) -> dict[str, str]:
    return {"Authorization": f"Bearer {SERVICE_TOKEN}", "X-Telegram-User-Id": str(telegram_id)}


async def one_candidate(clients: list[httpx.AsyncClient], telegram_id: int, token: str) -> list[float]:
    """An interview of PER_CANDIDATE questions; request n goes to replica n % len(clients)."""
    turn = telegram_id  # spread the first requests too

    def client() -> httpx.AsyncClient:
        nonlocal turn
        turn += 1
        return clients[turn % len(clients)]

    body = {"mode": "interview", "invite_token": token, "candidate": {"telegram_id": telegram_id}}
    session = await client().post("/v1/sessions", json=body, headers=headers(telegram_id))
    assert session.status_code == 201, session.text
    session_id = session.json()["id"]
    current = (await client().get(f"/v1/sessions/{session_id}/current", headers=headers(telegram_id))).json()
    latencies = []
    for number in range(PER_CANDIDATE):
        question = current["question"]
        if question is None:
            break
        answer = {"question_id": question["id"], "answer": "A", "idempotency_key": f"{telegram_id}-{number}"}
        started = time.perf_counter()
        response = await client().post(
            f"/v1/sessions/{session_id}/answers", json=answer, headers=headers(telegram_id)
        )
        latencies.append(time.perf_counter() - started)
        assert response.status_code == 200, response.text
        current = response.json()["next"]
    return latencies


async def measure(
    clients: list[httpx.AsyncClient], token: str, base: int, turns: int, concurrency: int
) -> tuple[float, float]:
    """(turns per second, p50 latency in ms)."""
    candidates = max(concurrency, turns // PER_CANDIDATE)
    semaphore = asyncio.Semaphore(concurrency)
    latencies: list[float] = []

    async def worker(n: int) -> None:
        async with semaphore:
            latencies.extend(await one_candidate(clients, base + n, token))

    started = time.perf_counter()
    await asyncio.gather(*(worker(n) for n in range(candidates)))
    wall = time.perf_counter() - started
    return len(latencies) / wall, 1000 * statistics.median(latencies)


async def bench(urls: list[str], key: str, args: argparse.Namespace) -> None:
    limits = httpx.Limits(max_connections=max(args.concurrency) * 2, max_keepalive_connections=64)
    clients = [httpx.AsyncClient(base_url=url, timeout=120, limits=limits) for url in urls]
    recruiter = {"Authorization": f"Bearer {key}"}
    try:
        invite = await clients[0].post(
            "/v1/invites",
            json={"question_count": PER_CANDIDATE, "max_uses": None, "types": ["single", "multi"]},
            headers=recruiter,
        )
        assert invite.status_code == 201, invite.text
        token = invite.json()["token"]
        await measure(clients, token, 1_000_000, 40, 4)  # warm-up: connections, caches, JIT-free paths
        base = 2_000_000
        for concurrency in args.concurrency:
            results: dict[int, list[float]] = {1: [], 2: []}
            p50: dict[int, list[float]] = {1: [], 2: []}
            for run in range(args.runs):
                for replicas in (1, 2) if run % 2 == 0 else (2, 1):  # alternate the order between runs
                    base += 100_000
                    rate, latency = await measure(clients[:replicas], token, base, args.turns, concurrency)
                    results[replicas].append(rate)
                    p50[replicas].append(latency)
                print(
                    f"  concurrency {concurrency:3} run {run + 1}: 1 replica {results[1][-1]:7.1f} turns/s, "
                    f"2 replicas {results[2][-1]:7.1f} turns/s  (x{results[2][-1] / results[1][-1]:.2f})",
                    flush=True,
                )
            one, two = statistics.median(results[1]), statistics.median(results[2])
            print(
                f"concurrency {concurrency:3}, median of {args.runs}: 1 replica {one:7.1f} turns/s "
                f"(p50 {statistics.median(p50[1]):6.1f} ms), 2 replicas {two:7.1f} turns/s "
                f"(p50 {statistics.median(p50[2]):6.1f} ms): x{two / one:.2f}",
                flush=True,
            )
    finally:
        for client in clients:
            await client.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--turns", type=int, default=200, help="answer turns per measurement")
    parser.add_argument("--concurrency", type=int, nargs="+", default=[16])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--chroma-dir", type=Path, default=Path(".benchmarks/ibot-chroma-server"))
    args = parser.parse_args()
    print(f"{os.cpu_count()} CPUs; {sys.version.split()[0]}; {args.turns} turns per measurement", flush=True)
    with (
        tempfile.TemporaryDirectory() as tmp,
        postgres_server() as server,
        chroma_server(args.chroma_dir) as chroma,
    ):
        root = Path(tmp)
        started = time.perf_counter()
        build_index(chroma, root / "index")
        print(f"index ready on the Chroma server in {time.perf_counter() - started:.0f} s", flush=True)
        database = asyncio.run(create_database(server))
        env = process_env(IBOT_DATABASE_URL=database, IBOT_DATA_DIR=str(root))
        key = cli_recruiter_key(env, "Bench")
        limits_off = {"IBOT_RATE_LIMIT_CANDIDATE_PER_MINUTE": "0", "IBOT_RATE_LIMIT_KEY_PER_MINUTE": "0"}
        with api_replicas(2, database, chroma, root, **limits_off) as urls:
            print(f"replicas: {', '.join(urls)} (PostgreSQL, Chroma server)", flush=True)
            asyncio.run(bench(urls, key, args))


if __name__ == "__main__":
    main()
