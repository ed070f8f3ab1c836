"""Values derived from an object, kept while that object stays the same.

The one shape of the answer turn's in-process memos (a session's shown questions, grades read from short
answers, a session's parsed question copies): each value is made from a source object and kept under a
key; it is used again only while the source is still the same object (``is``; or an equal one, for
sources re-read from the store), so a reloaded bank or an edited copy is derived afresh. Bounded: when
full, the oldest half goes.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Derived(Generic[K, V]):
    def __init__(self, max_size: int = 20_000, *, same: Callable[[Any, Any], bool] = operator.is_) -> None:
        self._kept: dict[K, tuple[Any, V]] = {}
        self._max_size = max_size
        self._same = same

    def get(self, key: K, source: object, make: Callable[[], V]) -> V:
        kept = self._kept.get(key)
        if kept is not None and self._same(kept[0], source):
            return kept[1]
        value = make()
        if len(self._kept) >= self._max_size:
            for stale in list(self._kept)[: self._max_size // 2]:
                self._kept.pop(stale, None)  # pop: a worker thread may be evicting too
        self._kept[key] = (source, value)
        return value

    def __len__(self) -> int:
        return len(self._kept)

    def clear(self) -> None:
        self._kept.clear()
