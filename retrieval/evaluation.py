"""Measuring retrieval quality on a labelled query set (used by the test suite and bench/)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

if TYPE_CHECKING:
    from retrieval.index import QuestionIndex, SearchMode


@dataclass(frozen=True)
class LabelledQuery:
    query: str
    expected: frozenset[str]
    kind: str


@dataclass
class Evaluation:
    mode: str
    found_at: list[int | None] = field(default_factory=list)  # 1-based rank of the first expected id
    kinds: list[str] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    misses: list[tuple[str, list[str]]] = field(default_factory=list)  # (query, top ids) when not in top 5

    def recall(self, k: int, kind: str | None = None) -> float:
        ranks = [r for r, q in zip(self.found_at, self.kinds, strict=True) if kind is None or q == kind]
        return sum(1 for r in ranks if r is not None and r <= k) / len(ranks) if ranks else 0.0

    def latency_ms(self, quantile: float) -> float:
        ordered = sorted(self.seconds)
        if not ordered:
            return 0.0
        position = min(len(ordered) - 1, max(0, round(quantile * (len(ordered) - 1))))
        return ordered[position] * 1000

    def mrr(self) -> float:
        return statistics.fmean(1 / r if r else 0.0 for r in self.found_at) if self.found_at else 0.0


def load_queries(path: Path) -> list[LabelledQuery]:
    entries = yaml.safe_load(path.read_text(encoding="utf-8"))["queries"]
    return [LabelledQuery(str(e["q"]), frozenset(e["expect"]), str(e.get("kind", ""))) for e in entries]


def evaluate(
    index: QuestionIndex,
    queries: Sequence[LabelledQuery],
    mode: SearchMode,
    *,
    k: int = 10,
) -> Evaluation:
    """Search every query over all statuses and note where the first expected id ranks."""
    result = Evaluation(mode=mode)
    for labelled in queries:
        started = time.perf_counter()
        hits = index.search(labelled.query, k=k, statuses=None, mode=mode)
        result.seconds.append(time.perf_counter() - started)
        ids = [h.question_id for h in hits]
        rank = next((i for i, qid in enumerate(ids, start=1) if qid in labelled.expected), None)
        result.found_at.append(rank)
        result.kinds.append(labelled.kind)
        if rank is None or rank > 5:
            result.misses.append((labelled.query, ids[:5]))
    return result
