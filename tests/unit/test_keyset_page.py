"""The one keyset pagination of the API's lists (api.paging.keyset_page): newest first by ``seq``, each row
on exactly one page, and no cursor after the last page — including when the last page is exactly full."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

import pytest

from api.paging import keyset_page


def _reader(seqs: Sequence[int]) -> Callable[[int, int | None], Awaitable[list[int]]]:
    newest_first = sorted(seqs, reverse=True)

    async def read(count: int, before: int | None) -> list[int]:
        return [seq for seq in newest_first if before is None or seq < before][:count]

    return read


async def _all_pages(seqs: Sequence[int], limit: int) -> list[list[int]]:
    read, cursor, pages = _reader(seqs), None, []
    while True:
        page, cursor = await keyset_page(read, cursor, limit, lambda seq: seq)
        pages.append(list(page))
        if cursor is None:
            return pages


@pytest.mark.parametrize(
    ("seqs", "limit", "expected"),
    [
        ([1, 2, 3, 4, 5], 2, [[5, 4], [3, 2], [1]]),
        ([1, 2, 3, 4], 2, [[4, 3], [2, 1]]),  # the last page exactly full: no empty page after it
        ([7], 50, [[7]]),
        ([], 50, [[]]),
    ],
)
async def test_pages_cover_every_row_once_newest_first(
    seqs: list[int], limit: int, expected: list[list[int]]
) -> None:
    assert await _all_pages(seqs, limit) == expected


async def test_the_cursor_is_the_seq_of_the_last_row_shown() -> None:
    page, cursor = await keyset_page(_reader([10, 20, 30]), None, 2, lambda seq: seq)
    assert list(page) == [30, 20] and cursor == "20"
    page, cursor = await keyset_page(_reader([10, 20, 30]), cursor, 2, lambda seq: seq)
    assert list(page) == [10] and cursor is None
