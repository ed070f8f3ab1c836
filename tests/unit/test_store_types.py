"""``UTCDateTime`` on SQLite: its own bind processor stores the very text SQLAlchemy's ``DATETIME`` would
(rows written before it compare and sort as text with those written after)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest
from sqlalchemy import DateTime
from sqlalchemy.dialects import postgresql, sqlite

from api.store.types import UTCDateTime

SQLITE = sqlite.dialect()
MOMENTS = [
    datetime(2026, 12, 1, 4, 50, 56, 773162, tzinfo=UTC),
    datetime(2026, 12, 1, 4, 50, 56, tzinfo=UTC),  # no microseconds: still six digits
    datetime(2026, 1, 2, 3, 4, 5, 6, tzinfo=UTC),
    datetime(1, 1, 1, 0, 0, 0, tzinfo=UTC),
    datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=UTC),
    datetime(2026, 12, 1, 12, 0, 0, 500, tzinfo=timezone(timedelta(hours=8))),  # stored in UTC
]


def stock(value: datetime) -> str:
    """What SQLAlchemy's SQLite ``DATETIME`` stores for the UTC wall time of ``value``."""
    process = DateTime().dialect_impl(SQLITE).bind_processor(SQLITE)
    assert process is not None
    text: str = process(value.astimezone(UTC).replace(tzinfo=None))
    return text


@pytest.mark.parametrize("moment", MOMENTS, ids=str)
def test_sqlite_stores_the_text_sqlalchemy_would(moment: datetime) -> None:
    process = UTCDateTime().dialect_impl(SQLITE).bind_processor(SQLITE)
    assert process is not None
    assert process(moment) == stock(moment)
    reread = UTCDateTime().dialect_impl(SQLITE).result_processor(SQLITE, None)
    assert reread is not None and reread(process(moment)) == moment


def test_sqlite_refuses_naive_datetimes_and_keeps_null() -> None:
    process = UTCDateTime().dialect_impl(SQLITE).bind_processor(SQLITE)
    assert process is not None
    assert process(None) is None
    with pytest.raises(ValueError, match="naive"):
        process(datetime(2026, 12, 1, 4, 50))


def test_postgresql_gets_aware_utc_datetimes() -> None:
    dialect = postgresql.dialect()
    process = UTCDateTime().dialect_impl(dialect).bind_processor(dialect)
    moment = MOMENTS[-1]
    sent = process(moment) if process is not None else moment
    assert sent == moment and sent.utcoffset() == timedelta(0)
