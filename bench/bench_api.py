"""Answer turns per second (and p50/p95 latency) against the in-process API, on SQLite and PostgreSQL.

    python bench/bench_api.py                       # SQLite, plus PostgreSQL when its binaries exist
    python bench/bench_api.py --turns 400 --concurrency 1 8
    IBOT_BENCH_DATABASE_URL=postgresql+asyncpg://… python bench/bench_api.py --backends postgresql

A turn is one ``POST /v1/sessions/{id}/answers`` (graded, stored, next question returned), through
httpx + ASGITransport with the lifespan run, the real embedded Chroma index and the curated bank.
Interview turns hide grades; practice turns add the explanation and related material from the index.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.helpers.api_fixtures import Api, api_settings, create_database, running_api, throwaway_postgres


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def one_candidate(api: Api, telegram_id: int, mode: str, token: str | None, turns: int) -> list[float]:
    body: dict[str, Any] = {
        "mode": mode,
        "candidate": {"telegram_id": telegram_id},
        "types": ["single", "multi"],
    }
    if mode == "interview":
        body["invite_token"] = token
    else:
        body["count"] = turns
    session = (await api.client.post("/v1/sessions", json=body, headers=api.candidate(telegram_id))).json()
    current = (
        await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(telegram_id))
    ).json()
    latencies = []
    for turn in range(turns):
        question = current["question"]
        if question is None:
            break
        answer = {"question_id": question["id"], "answer": "A", "idempotency_key": f"{telegram_id}-{turn}"}
        started = time.perf_counter()
        response = await api.client.post(
            f"/v1/sessions/{session['id']}/answers", json=answer, headers=api.candidate(telegram_id)
        )
        latencies.append(time.perf_counter() - started)
        assert response.status_code == 200, response.text
        current = response.json()["next"]
    return latencies


async def run_candidates(
    api: Api, mode: str, token: str, base: int, candidates: int, concurrency: int, per_candidate: int
) -> list[float]:
    latencies: list[float] = []
    semaphore = asyncio.Semaphore(concurrency)

    async def worker(n: int) -> None:
        async with semaphore:
            latencies.extend(await one_candidate(api, base + n, mode, token, per_candidate))

    await asyncio.gather(*(worker(n) for n in range(candidates)))
    return latencies


async def run_backend(url: str, data_dir: Path, index: Any, catalog: Any, args: argparse.Namespace) -> None:
    async with running_api(api_settings(data_dir, url), index, catalog) as api:
        key = await api.recruiter_key("Bench")
        per_candidate = 5
        for mode in ("interview", "practice"):
            for concurrency in args.concurrency:
                candidates = max(concurrency, args.turns // per_candidate)
                invite = (
                    await api.client.post(
                        "/v1/invites",
                        json={
                            "question_count": per_candidate,
                            "max_uses": None,
                            "types": ["single", "multi"],
                        },
                        headers=api.recruiter(key),
                    )
                ).json()
                base = 10_000_000 * (1 + args.concurrency.index(concurrency)) + (
                    0 if mode == "interview" else 10**6
                )
                started = time.perf_counter()
                latencies = await run_candidates(
                    api, mode, invite["token"], base, candidates, concurrency, per_candidate
                )
                wall = time.perf_counter() - started
                print(
                    f"  {mode:9} concurrency {concurrency:2}: {len(latencies):4} turns, "
                    f"{len(latencies) / wall:7.1f} turns/s (incl. session starts), "
                    f"p50 {1000 * statistics.median(latencies):6.1f} ms, "
                    f"p95 {1000 * percentile(latencies, 0.95):6.1f} ms",
                    flush=True,
                )


@contextlib.contextmanager
def postgres_url() -> Iterator[str | None]:
    configured = os.environ.get("IBOT_BENCH_DATABASE_URL")
    if configured:
        yield configured
        return
    try:
        with throwaway_postgres() as url:
            yield url
    except BaseException as error:  # pytest.skip outside pytest: no binaries
        if type(error).__name__ != "Skipped":
            raise
        print(f"  PostgreSQL skipped: {error}")
        yield None


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--turns", type=int, default=200, help="answer turns per mode and concurrency level")
    parser.add_argument("--concurrency", type=int, nargs="+", default=[1, 8])
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
    print(f"{len(catalog)} questions; {os.cpu_count()} CPUs; {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory() as tmp:
        if "sqlite" in args.backends:
            print("SQLite (WAL):")
            asyncio.run(run_backend(f"sqlite+aiosqlite:///{tmp}/bench.db", Path(tmp), index, catalog, args))
        if "postgresql" in args.backends:
            with postgres_url() as server:
                if server is not None:
                    print("PostgreSQL:")
                    url = asyncio.run(create_database(server))
                    asyncio.run(run_backend(url, Path(tmp), index, catalog, args))


if __name__ == "__main__":
    main()
