"""The related lists' ranking (``retrieval.related_table``): the best ``POOL`` of each kind, as a stable
sort of every record would rank them, computed a block of questions at a time without sorting every
record (the whole product did not fit in memory at 100,000 questions)."""

from __future__ import annotations

import numpy as np
import pytest

from retrieval.related_table import POOL, _ranked


def _by_full_sort(similarities: np.ndarray, ids: list[str], skip: str) -> list[list[object]]:
    order = np.argsort(-similarities, kind="stable")
    return [[ids[i], round(float(similarities[i]), 6)] for i in order if ids[i] != skip][:POOL]


@pytest.mark.parametrize("records", [0, 1, POOL, POOL + 1, POOL + 2, 500])
@pytest.mark.parametrize("levels", [3, 50, 0])  # few distinct values (ties everywhere), some, all distinct
def test_the_best_of_each_list_are_the_full_sorts_ties_in_record_order(records: int, levels: int) -> None:
    rng = np.random.default_rng(records * 100 + levels)
    values = rng.random(records).astype(np.float32)
    if levels:
        values = (np.floor(values * levels) / levels).astype(np.float32)
    ids = [f"q{n}" for n in range(records)]
    for skip in (ids[len(ids) // 2] if ids else "", "none of them"):
        assert _ranked(values, ids, skip=skip) == _by_full_sort(values, ids, skip)
