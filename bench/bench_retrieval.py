"""Retrieval quality and latency on the curated bank: dense only, lexical only, hybrid (RRF).

    .venv/bin/python bench/bench_retrieval.py [--runs 3] [--data-dir DIR] [--misses]

Embeds the bank into a temporary embedded Chroma (or reuses --data-dir), then runs the labelled
query set (tests/data/retrieval_queries.yaml) in each mode. Recall is deterministic; latencies
are the median over --runs runs of each quantile, and the ratio is against dense-only measured
in the same process.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bank.catalog import Catalog  # noqa: E402
from retrieval import open_index  # noqa: E402
from retrieval.evaluation import Evaluation, evaluate, load_queries  # noqa: E402

MODES = ("dense", "lexical", "hybrid")
KINDS = ("zh", "en", "kw", "ident", "id")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--data-dir", type=Path, default=None)
    parser.add_argument("--queries", type=Path, default=ROOT / "tests/data/retrieval_queries.yaml")
    parser.add_argument("--misses", action="store_true", help="print the queries each mode misses at 5")
    args = parser.parse_args()

    catalog = Catalog.load()
    queries = load_queries(args.queries)
    with tempfile.TemporaryDirectory() as scratch:
        data_dir = args.data_dir or Path(scratch)
        index = open_index(data_dir)
        index.query_cache = 0  # every query pays for its embedding
        started = time.perf_counter()
        report = index.sync(catalog)
        print(
            f"bank: {len(catalog)} questions; sync {report.seconds:.1f} s "
            f"({report.embedded} documents embedded)"
        )
        index.search("warm up", k=5, statuses=None, mode="hybrid")  # model and BM25 loaded once
        elapsed = time.perf_counter() - started
        print(f"ready in {elapsed:.1f} s; {len(queries)} queries, {args.runs} runs\n")

        results: dict[str, list[Evaluation]] = {mode: [] for mode in MODES}
        for _ in range(args.runs):
            for mode in MODES:
                results[mode].append(evaluate(index, queries, mode))

    base_p50 = statistics.median(e.latency_ms(0.5) for e in results["dense"])
    header = f"{'mode':8} {'R@1':>6} {'R@5':>6} {'MRR':>6} " + " ".join(f"{'R@5 ' + k:>8}" for k in KINDS)
    print(header + f" {'p50 ms':>8} {'p95 ms':>8} {'p50/dense':>9}")
    for mode in MODES:
        first = results[mode][0]
        p50 = statistics.median(e.latency_ms(0.5) for e in results[mode])
        p95 = statistics.median(e.latency_ms(0.95) for e in results[mode])
        per_kind = " ".join(f"{first.recall(5, kind):8.3f}" for kind in KINDS)
        print(
            f"{mode:8} {first.recall(1):6.3f} {first.recall(5):6.3f} {first.mrr():6.3f} {per_kind} "
            f"{p50:8.1f} {p95:8.1f} {p50 / base_p50:9.2f}"
        )
    print("\nR@1 per kind:")
    for mode in MODES:
        first = results[mode][0]
        print(f"  {mode:8} " + " ".join(f"{kind}={first.recall(1, kind):.3f}" for kind in KINDS))
    if args.misses:
        for mode in MODES:
            print(f"\nmisses at 5, {mode}:")
            for query, top in results[mode][0].misses:
                print(f"  {query!r}: {top}")


if __name__ == "__main__":
    main()
