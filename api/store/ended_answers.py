"""A session's answers as the turn that ends it reads them: plain rows of the columns it uses, not ORM
objects.

The ending turn explains every answer still without an explanation (``api.services.explain``), rewrites
their ``parsed`` by its own statement (``sessions.keep_parsed``) and reports the session's totals
(``api.services.reports.summarize``); nothing of these rows is written back through the ORM. Loading a
25-answer session as ``Answer`` objects (an instance, its state and identity-map entry each, then every
attribute read through its descriptor) cost the ending turn about 800 Python calls; these rows about
490 (bench/bench_turn_calls.py).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from sqlalchemy import Table, bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.store import connection
from api.store.models import Answer


class EndedAnswer(NamedTuple):
    """An answer as stored, as a session's end reads it: its explanation (``question_id``, ``answer``,
    ``skipped``, ``parsed``; ``seq`` to rewrite ``parsed``), the report's totals (``shown``, ``points``,
    ``points_awarded``, ``flags``) and an ability's (``verdict``, ``timed_out``)."""

    seq: int
    position: int
    question_id: str
    answer: str
    skipped: bool
    parsed: dict[str, Any]
    shown: dict[str, Any]
    points: float
    points_awarded: float
    flags: list[dict[str, Any]] | None
    verdict: str
    timed_out: bool


# The table's columns, not the entity's attributes: a Core statement, run on the transaction's connection
# without the ORM's execution around it (the turn reads before it writes: nothing to autoflush first)
_ANSWERS: Table = Answer.__table__  # type: ignore[assignment]
_ENDED_ANSWERS = (
    select(*(_ANSWERS.c[name] for name in EndedAnswer._fields))
    .where(_ANSWERS.c.session_id == bindparam("session_id"))
    .order_by(_ANSWERS.c.position, _ANSWERS.c.seq)
)


async def ended_answers(db: AsyncSession, session_id: str) -> list[EndedAnswer]:
    """The session's stored answers in order (by position), as ``session_answers`` orders them."""
    rows = (await (await connection.of(db)).execute(_ENDED_ANSWERS, {"session_id": session_id})).all()
    return [EndedAnswer(*row) for row in rows]
