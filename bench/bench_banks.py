"""Organisation banks: time from upload to usable, and search latency with 20 organisations' banks.

    .venv/bin/python bench/bench_banks.py [--sizes 100 500 5000] [--runs 3 3 1] [--orgs 20]
                                          [--org-size 100] [--queries 100]

Everything goes through the real app in-process (``POST /v1/banks`` over ASGI, SQLite, embedded Chroma
with the bundled e5 model, a fresh index in a temporary directory holding the public bank):

* **upload → usable**: a synthetic CSV bank of each size (distinct text per run) is uploaded; the time
  runs until ``GET /v1/banks/{id}`` says ``ready`` (its questions searchable and drawable: an invite
  can start), and, separately, until its explanations are embedded too (the background tail). Median
  of ``--runs`` runs per size; each run is another organisation's bank.
* **query latency, 20 organisations**: hybrid searches (query embedding included: no query cache) as
  the first organisation (public bank + its own, ``owners`` filter) right after its bank is indexed —
  the baseline, one organisation in the index — and again once ``--orgs`` organisations each own a
  bank (same queries, same caller), then as every organisation and as a candidate (public only).
  p50 and p95; ratio = p50 / baseline p50, both measured in the same run.

``--no-model`` swaps e5 for hashing vectors: what the upload costs without the embedding model.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from langchain_core.embeddings import Embeddings

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

WORDS = [
    "scheduler",
    "replica",
    "shard",
    "quorum",
    "lease",
    "tensor",
    "kernel",
    "cache",
    "batch",
    "token",
    "gradient",
    "pipeline",
    "stream",
    "partition",
    "checkpoint",
    "latency",
    "throughput",
    "queue",
    "index",
    "vector",
    "embedding",
    "router",
    "gateway",
    "broker",
    "ledger",
    "snapshot",
    "compaction",
    "eviction",
    "prefetch",
    "backpressure",
    "autoscaler",
    "sidecar",
    "mesh",
    "probe",
]
TOPICS = ["storage", "networking", "scheduling", "inference", "training", "observability"]
QUERIES = [
    "how does the scheduler place replicas",
    "分片 副本 一致性",
    "cache eviction under memory pressure",
    "checkpoint compaction latency",
    "gradient pipeline throughput",
    "which broker keeps the ledger durable",
    "向量 索引 召回",
    "autoscaler backpressure queue",
]


def synthetic_csv(size: int, seed: int) -> str:
    rng = random.Random(seed)
    rows = ["id,type,stem,A,B,C,D,key,explanation,topics"]
    for n in range(size):
        words = " ".join(rng.choice(WORDS) for _ in range(14))
        options = [" ".join(rng.choice(WORDS) for _ in range(3)) for _ in range(4)]
        explanation = " ".join(rng.choice(WORDS) for _ in range(18))
        rows.append(
            f"q{n},single,Question {seed}-{n}: which statement about {words} holds?,"
            f"{','.join(options)},{rng.choice('ABCD')},{explanation},{rng.choice(TOPICS)}"
        )
    return "\n".join(rows) + "\n"


class NoModelEmbeddings(Embeddings):
    """Bag-of-words hashing vectors (no model): isolates everything but the embedding model."""

    identifier = "bench-hashing-64"

    @staticmethod
    def _vector(text: str) -> list[float]:
        import hashlib

        vector = [0.0] * 64
        for token in text.lower().split():
            vector[int(hashlib.md5(token.encode()).hexdigest(), 16) % 64] += 1.0
        norm = sum(v * v for v in vector) ** 0.5 or 1.0
        return [v / norm for v in vector]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._vector(text) for text in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._vector(text)


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def bench(args: argparse.Namespace) -> None:
    from asgi_lifespan import LifespanManager
    from httpx import ASGITransport, AsyncClient
    from pydantic import SecretStr

    from api.app import create_app
    from api.services import banks
    from api.settings import Settings
    from api.store.orgs import create_key, create_org
    from bank.catalog import Catalog
    from retrieval import open_index

    scratch = Path(tempfile.mkdtemp(prefix="bench-banks-"))
    catalog = Catalog.load()
    index = open_index(scratch, embeddings=NoModelEmbeddings() if args.no_model else None)
    started = time.perf_counter()
    index.sync(list(catalog))
    index.warm()
    print(f"public bank indexed: {len(catalog)} questions in {time.perf_counter() - started:.0f} s")
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}\n")
    settings = Settings(
        data_dir=scratch,
        service_token=SecretStr("bench-service-token-0123456789abcdef"),
        rate_limit_candidate_per_minute=0,
        rate_limit_key_per_minute=0,
    )
    app = create_app(settings, index=index, catalog=catalog)
    async with LifespanManager(app) as manager:
        client = AsyncClient(transport=ASGITransport(app=manager.app), base_url="http://bench")
        ctx = app.state.ctx
        keys: list[dict[str, str]] = []

        async def new_org() -> dict[str, str]:
            async with ctx.sessions.begin() as db:
                name = f"org-{len(keys)}"
                await create_org(db, name)
                key = {"Authorization": f"Bearer {(await create_key(db, name)).key}"}
            keys.append(key)
            return key

        async def upload(key: dict[str, str], size: int, seed: int) -> tuple[float, float]:
            body = synthetic_csv(size, seed).encode()
            headers = {**key, "Content-Type": "text/csv"}
            began = time.perf_counter()
            response = await client.post(
                "/v1/banks", params={"name": f"b{seed}"}, content=body, headers=headers
            )
            assert response.status_code == 201, response.text
            bank_id = response.json()["id"]
            while True:
                state = (await client.get(f"/v1/banks/{bank_id}", headers=key)).json()
                assert state["status"] != "failed", state
                if state["status"] == "ready":
                    break
                await asyncio.sleep(0.1)
            usable = time.perf_counter() - began
            if size >= 1000:  # a long wait: say the first figure as soon as it is known
                print(f"  {size:>5} questions: usable after {usable:.1f} s; explanations follow", flush=True)
            await banks.indexing.drain(ctx, timeout=3600)  # explanations embedded too
            return usable, time.perf_counter() - began

        def searches(owners: tuple[str, ...] | None, rounds: int) -> list[float]:
            index.query_cache = 0
            times = []
            for n in range(rounds):
                query = f"{QUERIES[n % len(QUERIES)]} {n}"
                began = time.perf_counter()
                index.search(query, k=5, owners=owners)
                times.append((time.perf_counter() - began) * 1000)
            return times

        async def org_id_of(n: int) -> str:
            from sqlalchemy import select

            from api.store.models import Org

            async with ctx.sessions() as db:
                return str(await db.scalar(select(Org.id).where(Org.name == f"org-{n}")))

        baseline: list[float] = []
        first_org = ""
        print("upload -> usable (ready: searchable and drawable) / fully indexed (explanations too)")
        seed = 0
        for size, runs in zip(args.sizes, args.runs, strict=True):
            usable, full = [], []
            for _ in range(runs):
                seed += 1
                u, f = await upload(await new_org(), size, seed)
                if not baseline:  # one organisation's bank in the index: the baseline
                    first_org = await org_id_of(0)
                    baseline = await asyncio.to_thread(searches, ("public", first_org), args.queries)
                usable.append(u)
                full.append(f)
                print(
                    f"  {size:>5} questions: run {len(usable)}: usable {u:6.1f} s, fully indexed {f:6.1f} s"
                )
            median = statistics.median(usable)
            print(
                f"  {size:>5} questions: median of {runs}: usable {median:.1f} s, "
                f"fully indexed {statistics.median(full):.1f} s ({size / median:.1f} questions/s)\n",
                flush=True,
            )

        while len(keys) < args.orgs:  # every organisation owns a bank
            seed += 1
            await upload(await new_org(), args.org_size, seed)
        print(
            f"index now: {index.count()} questions ({len(catalog)} public, {len(keys)} organisations' banks)"
        )
        org_ids = [await org_id_of(n) for n in range(len(keys))]
        same = await asyncio.to_thread(searches, ("public", first_org), args.queries)
        per_org = args.queries // len(org_ids) + 1
        scoped: list[float] = []
        for org_id in org_ids:
            scoped += await asyncio.to_thread(searches, ("public", org_id), per_org)
        public = await asyncio.to_thread(searches, ("public",), args.queries)
        base = statistics.median(baseline)
        print(
            f"\nsearch latency with {len(org_ids)} organisations' banks in one index (hybrid, k=5, "
            "query embedding included); baseline: the first organisation with its bank alone:"
        )
        print(
            f"  {'baseline: first organisation, alone':<40} p50 {base:6.1f} ms  "
            f"p95 {quantile(baseline, 0.95):6.1f} ms"
        )
        for label, values in (
            (f"first organisation, among {len(org_ids)}", same),
            ("every organisation (public + own)", scoped),
            ("a candidate (public only)", public),
        ):
            p50 = statistics.median(values)
            print(
                f"  {label:<40} p50 {p50:6.1f} ms  p95 {quantile(values, 0.95):6.1f} ms  "
                f"x{p50 / base:.2f} of baseline ({len(values)} queries)"
            )
        await client.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 500, 5000])
    parser.add_argument("--runs", type=int, nargs="+", default=[3, 3, 1])
    parser.add_argument("--orgs", type=int, default=20)
    parser.add_argument("--org-size", type=int, default=100)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument(
        "--no-model",
        action="store_true",
        help="hashing vectors instead of e5: what parsing, storing and Chroma cost without the model",
    )
    args = parser.parse_args()
    if len(args.runs) != len(args.sizes):
        parser.error("give one --runs count per --sizes entry")
    asyncio.run(bench(args))


if __name__ == "__main__":
    main()
