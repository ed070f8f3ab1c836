"""Query parameters read leniently: a console page never answers 422 to a hand-edited URL."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from starlette.requests import Request

from api.paging import MAX_SEQ

MAX_PAGE = 100_000
# the days a filter can name: the instants the store keeps (api/schemas/base.py), so that the midnight
# after the last of them is a datetime too
FIRST_DAY, LAST_DAY = date(1970, 1, 1), date(9998, 12, 31)


def page_number(request: Request) -> int:
    value = request.query_params.get("page", "")
    if value.isascii() and value.isdigit() and len(value) <= 6:
        return min(max(int(value), 1), MAX_PAGE)
    return 1


def cursor(request: Request) -> str | None:
    """A list's ``cursor`` (the ``next_cursor`` of its previous page), or None (the first page)."""
    value = request.query_params.get("cursor", "")
    if value.isascii() and value.isdigit() and len(value) <= 10 and int(value) <= MAX_SEQ:
        return value
    return None


def choice(request: Request, name: str, allowed: tuple[str, ...], default: str | None = None) -> str | None:
    value = request.query_params.get(name)
    return value if value in allowed else default


def day(request: Request, name: str, *, end: bool = False) -> datetime | None:
    """``YYYY-MM-DD`` as UTC midnight (``end``: the midnight after, so the day is included)."""
    value = request.query_params.get(name, "")
    try:
        parsed = date.fromisoformat(value) if value.isascii() and len(value) == 10 else None
    except ValueError:
        parsed = None
    if parsed is None or not FIRST_DAY <= parsed <= LAST_DAY:  # no bound, as for a day not readable
        return None
    start = datetime(parsed.year, parsed.month, parsed.day, tzinfo=UTC)
    return start + timedelta(days=1) if end else start


def text(request: Request, name: str, max_length: int = 200) -> str:
    value = request.query_params.get(name, "")
    return value[:max_length] if value.isprintable() else ""
