"""``api.services.memo.Derived``: a value is used again only while its source is the same (or equal)."""

from __future__ import annotations

import operator

from api.services.memo import Derived


def test_kept_while_the_source_is_the_same_object_and_made_afresh_otherwise() -> None:
    memo: Derived[str, list[int]] = Derived()
    source, made = object(), []
    first = memo.get("k", source, lambda: made.append(1) or [1])
    assert memo.get("k", source, lambda: made.append(2) or [2]) is first and made == [1]
    assert memo.get("k", object(), lambda: made.append(3) or [3]) == [3] and made == [1, 3]


def test_equal_sources_count_as_the_same_when_asked_and_the_oldest_half_goes_when_full() -> None:
    memo: Derived[int, str] = Derived(max_size=4, same=operator.eq)
    for n in range(4):
        memo.get(n, {"n": n}, lambda n=n: f"v{n}")
    assert memo.get(3, {"n": 3}, lambda: "again") == "v3"  # an equal copy: kept
    memo.get(4, {"n": 4}, lambda: "v4")  # full: 0 and 1 go
    assert len(memo) == 3 and memo.get(0, {"n": 0}, lambda: "new") == "new"
