"""What the answer that ends a session reads and writes besides the mid-session turn's statements
(``api/store/answer_turns.py`` runs them, on its own connections).

The last answer also ends the session, and the full path then does three things more in the same
transaction: every answer still without an explanation gets one, kept with it (``answers.explain_when_over``);
the item tallies add the session (``api/store/tallies.py``, one INSERT … SELECT); and a ``session.finished``
event goes to the outbox when one of the organisation's webhooks subscribes to it. The short way reads
the session's answers, the invite's title (the report names it) and the candidate's other open sessions
first, makes the explanations and the report in memory, then writes in one transaction: the guarded
session and the answer as mid-session, the explanations (one executemany), the tallies. Two checks in
that transaction hand the turn to the full path instead: a webhook subscribed to the event (the outbox
is written there), and the answers changed since they were read (an answer typed after its time ran out
meanwhile) — PostgreSQL locks them for the rest of the transaction.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from sqlalchemy import String, Table, bindparam, select, update
from sqlalchemy.engine import Dialect

from api.store import tallies
from api.store.compiled import Compiled, processed, result_processors
from api.store.models import Answer, InterviewSession, Invite, Webhook

Rows = Callable[[Compiled, Mapping[str, Any]], Awaitable[list[Sequence[Any]]]]  # runs a statement
ANSWERS: Table = Answer.__table__  # type: ignore[assignment]
INVITES: Table = Invite.__table__  # type: ignore[assignment]
WEBHOOKS: Table = Webhook.__table__  # type: ignore[assignment]


class StoredAnswer(NamedTuple):
    """An answer of the session as stored: what the report counts (``reports.Counted``) and what its
    explanation is made from."""

    seq: int
    question_id: str
    answer: str
    parsed: dict[str, Any]
    points: float
    points_awarded: float
    skipped: bool
    shown: dict[str, Any]
    flags: list[dict[str, Any]] | None


@dataclass
class SessionEnd:
    """What the ending turn read before writing; ``explained``: the stored answers' ``parsed`` with their
    explanation added (by seq), which the write keeps."""

    answers: list[StoredAnswer]
    as_read: list[tuple[Any, ...]]  # the same rows unprocessed: the write checks they are still so
    title: str
    explained: list[tuple[int, dict[str, Any]]] = field(default_factory=list)


class SessionEndStatements:
    """The statements, compiled once for a dialect."""

    def __init__(self, dialect: Dialect) -> None:
        columns = [ANSWERS.c[name] for name in StoredAnswer._fields]
        answers = (
            select(*columns)
            .where(ANSWERS.c.session_id == bindparam("session_id"))
            .order_by(ANSWERS.c.position, ANSWERS.c.seq)  # as ``store.session_answers``
        )
        self.answers = Compiled(answers, dialect)
        locked = answers.with_for_update() if dialect.name == "postgresql" else answers
        self.answers_locked = Compiled(locked, dialect)
        self._answer = result_processors(columns, dialect)
        self.title = Compiled(select(INVITES.c.title).where(INVITES.c.id == bindparam("invite_id")), dialect)
        self.hooks = Compiled(
            select(WEBHOOKS.c.events).where(
                WEBHOOKS.c.org_id == bindparam("org_id"), WEBHOOKS.c.deleted_at.is_(None)
            ),
            dialect,
        )
        self._events = result_processors([WEBHOOKS.c.events], dialect)
        self.keep_parsed = Compiled(
            update(ANSWERS)
            .where(ANSWERS.c.seq == bindparam("b_seq"))
            .values(parsed=bindparam("b_parsed", type_=ANSWERS.c.parsed.type)),
            dialect,
        )
        one = bindparam("t_session_id", value="", type_=String)  # a placeholder: the session's id is sent
        self.tally = Compiled(tallies.statement_for(dialect.name, 1, [one]), dialect, filled=True)

    def stored(self, rows: Sequence[Sequence[Any]]) -> list[StoredAnswer]:
        return [StoredAnswer(*processed(self._answer, row)) for row in rows]

    async def holds(
        self, rows: Rows, session: InterviewSession, end: SessionEnd | None, events: Collection[str]
    ) -> bool:
        """Inside the write, after the session moved on (its row locked, and the answer added last): no
        webhook of the organisation subscribes to ``events``, and the session's earlier answers are as
        ``end`` read them (PostgreSQL: locked now)."""
        if events:
            hooks = await rows(self.hooks, {"org_id": session.org_id})
            if any(set(events) & set(processed(self._events, row)[0] or []) for row in hooks):
                return False
        if end is None:
            return True
        now = [tuple(row) for row in await rows(self.answers_locked, {"session_id": session.id})]
        return len(now) == len(end.as_read) + 1 and now[:-1] == end.as_read

    def kept(self, end: SessionEnd) -> list[dict[str, Any]]:
        return [{"b_seq": seq, "b_parsed": parsed} for seq, parsed in end.explained]
