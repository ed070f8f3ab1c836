"""The one keyset pagination of the API's lists: newest first by ``seq``, each row on exactly one page.

A module of its own, apart from the routes' dependencies (``api.deps``): it needs nothing of the web
framework, so whatever pages a list (and its unit test) does not import FastAPI to do it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import TypeVar

RowT = TypeVar("RowT")
# A list cursor is the ``seq`` of the last row of the previous page: ASCII digits that fit the store's
# INTEGER ``seq`` columns (a larger number reached PostgreSQL as an int32 overflow: a 500).
MAX_SEQ = 2**31 - 1


async def keyset_page(
    read: Callable[[int, int | None], Awaitable[Sequence[RowT]]],
    cursor: str | None,
    limit: int,
    seq: Callable[[RowT], int],
) -> tuple[Sequence[RowT], str | None]:
    """One page of a list, newest first, and the ``next_cursor`` of the page after it (None: the last).
    ``read(limit, before_seq)`` reads rows below ``before_seq`` (None: from the newest); one more row
    than the page holds is read, so that its presence says whether another page follows."""
    rows = await read(limit + 1, int(cursor) if cursor else None)
    page = rows[:limit]
    return page, str(seq(page[-1])) if len(rows) > limit else None
