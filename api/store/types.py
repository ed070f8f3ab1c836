"""Column types that behave the same on SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import DateTime
from sqlalchemy.engine import Dialect
from sqlalchemy.types import TypeDecorator


def utcnow() -> datetime:
    return datetime.now(UTC)


def _in_utc(value: datetime) -> datetime:
    """``value`` in UTC; a naive one is refused (its zone would be a guess)."""
    if value.tzinfo is None:
        raise ValueError("naive datetimes are refused: use UTC-aware datetimes")
    return value if value.tzinfo is UTC else value.astimezone(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """Timezone-aware UTC datetimes in, timezone-aware UTC datetimes out (SQLite drops the zone)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def bind_processor(self, dialect: Dialect) -> Callable[[Any], Any] | None:
        if dialect.name != "sqlite":
            return super().bind_processor(dialect)

        def as_stored(value: datetime | None) -> str | None:
            """The text SQLite's ``DATETIME`` stores (``YYYY-MM-DD HH:MM:SS.ffffff``, UTC), made in one C
            call (``isoformat``) rather than the dialect's ``%`` format of seven fields, which costs more
            than twice as much and runs several times an answer turn. ``tests/unit/test_store_types.py``
            holds the two to the same text."""
            if value is None:
                return None
            return _in_utc(value).replace(tzinfo=None).isoformat(" ", "microseconds")

        return as_stored

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        value = _in_utc(value)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)
