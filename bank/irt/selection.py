"""The next question of an adaptive session, and when to stop asking.

Maximum Fisher information at the current θ, with two corrections every operational CAT makes:
- content balance (Kingsbury–Zara): the next question comes from the topic furthest behind its
  share of the questions asked so far, so a session cannot drift into the one topic whose items
  happen to be most informative;
- exposure control: randomesque (a uniform draw among the ``top_k`` most informative eligible
  items) plus a ceiling on each item's exposure rate (items already shown to more than
  ``max_exposure`` of the pool's sessions are passed over while others remain). Without both the
  most informative items reach every candidate and leak.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

import numpy as np

from bank.irt.model import Array, information


@dataclass(frozen=True)
class Pool:
    """The eligible items of an invite: parameters, topic of each, how often each was shown."""

    a: Array
    b: Array
    topic: Array  # int code per item
    exposure: Array = field(default_factory=lambda: np.zeros(0))  # rate in [0, 1] per item

    def __post_init__(self) -> None:
        if not (self.a.shape == self.b.shape == self.topic.shape):
            raise ValueError("a, b and topic need one entry per item")
        if self.exposure.size and self.exposure.shape != self.a.shape:
            raise ValueError("exposure needs one entry per item")


def choose_next(
    pool: Pool,
    theta: float,
    asked: Collection[int],
    rng: np.random.Generator,
    topic_share: Mapping[int, float] | None = None,
    top_k: int = 3,
    max_exposure: float = 0.25,
    withheld: Collection[int] = (),
) -> int | None:
    """Index of the item to ask next, or None when no eligible item is left; ``withheld`` items (their key
    disputed since the pool was made, say) are never chosen."""
    eligible = np.ones(pool.a.size, dtype=bool)
    for left_out in (asked, withheld):
        if left_out:
            eligible[np.fromiter(left_out, dtype=np.int64)] = False
    if not eligible.any():
        return None
    eligible = _behind_topic(pool, eligible, asked, topic_share)
    if pool.exposure.size:
        under_ceiling = eligible & (pool.exposure < max_exposure)
        if under_ceiling.any():
            eligible = under_ceiling
    candidates = np.flatnonzero(eligible)
    info = information(theta, pool.a[candidates], pool.b[candidates])
    k = min(top_k, candidates.size)
    best = np.argpartition(info, -k)[-k:]
    return int(candidates[best[rng.integers(k)]])


def _behind_topic(
    pool: Pool, eligible: np.ndarray, asked: Collection[int], share: Mapping[int, float] | None
) -> np.ndarray:
    """Narrow the eligible items to the topic furthest behind its share (ties: the first)."""
    topics_left = np.unique(pool.topic[eligible])
    if topics_left.size <= 1:
        return eligible
    if share is None:
        share = {int(t): 1.0 / topics_left.size for t in topics_left}
    size = int(pool.topic.max()) + 1
    asked_counts = (
        np.bincount(pool.topic[np.fromiter(asked, dtype=np.int64)], minlength=size)
        if asked
        else np.zeros(size)
    )
    next_count = len(asked) + 1
    deficits = [(share.get(int(t), 0.0) * next_count - float(asked_counts[t]), int(t)) for t in topics_left]
    _, behind = max(deficits, key=lambda d: d[0])
    return eligible & (pool.topic == behind)


def should_stop(se: float, asked: int, target_se: float, max_questions: int, min_questions: int = 1) -> bool:
    """Stop once the standard error reaches the target, or at the maximum count."""
    if asked >= max_questions:
        return True
    return asked >= min_questions and se <= target_se
