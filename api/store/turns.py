"""An answer turn's state, read in one statement: the session, locked; the answer already stored under
the turn's idempotency key; and what recording the answer reads about its candidate — the notebook card
of the question the request names and the candidate's other open sessions (``CandidateRows``). A
practice turn then reads nothing more before it writes, as an interview turn does not."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from sqlalchemy import Table, bindparam, literal, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from api.store import notebook
from api.store.models import Answer, InterviewSession
from api.store.notebook import CardRow
from api.store.sessions import OPEN, answer_seq


class CandidateRows(NamedTuple):
    """What an answer turn read of its candidate with its session: the card of ``question_id`` (None:
    none stored) and their other open sessions (rows of ``mode``, ``reveal``, ``status``, ``plan`` and
    ``position``: what they withhold)."""

    question_id: str
    card: CardRow | None
    others: Sequence[Any]


class TurnState(NamedTuple):
    session: InterviewSession | None  # None: no such session
    replay_seq: int | None  # the answer stored under the idempotency key; None: a new answer
    candidate: CandidateRows | None  # None: read after a wait for another turn, to be read again


_SESSIONS: Table = InterviewSession.__table__  # type: ignore[assignment]
_AS_READ = aliased(InterviewSession)
_OTHER = _SESSIONS.alias("other_sessions")
_CARDS = notebook.CARDS
# Built once, as every statement of a turn (building one costs more than running it). The card and the
# other open sessions are outer joins: a candidate with no other open session and no card of the
# question still has their session's one row; each other open session adds a row.
_TURN_STATE_LOCKED = (
    select(
        InterviewSession,
        select(Answer.seq)
        .where(Answer.session_id == InterviewSession.id, Answer.idempotency_key == bindparam("key"))
        .scalar_subquery(),
        select(_AS_READ.answered).where(_AS_READ.id == InterviewSession.id).scalar_subquery(),
        *notebook.CARD_COLUMNS,
        _OTHER.c.mode,
        _OTHER.c.reveal,
        _OTHER.c.status,
        _OTHER.c.plan,
        _OTHER.c.position,
    )
    .outerjoin(
        _CARDS,
        (_CARDS.c.candidate_id == InterviewSession.candidate_id)
        & (_CARDS.c.question_id == bindparam("question_id")),
    )
    .outerjoin(
        _OTHER,
        (_OTHER.c.candidate_id == InterviewSession.candidate_id)
        & _OTHER.c.status.in_([literal(status) for status in OPEN])  # not an expanding IN: rendered once
        & (_OTHER.c.seq != InterviewSession.seq),
    )
    .where(InterviewSession.id == bindparam("session_id"))
    .with_for_update(of=InterviewSession)
)


async def turn_state(db: AsyncSession, session_id: str, key: str, question_id: str) -> TurnState:
    """The session (locked until the transaction ends), the seq of its answer under ``key``, and its
    candidate's card of ``question_id`` and other open sessions: one statement, and a second only after
    a wait for another turn that recorded an answer.

    On PostgreSQL a ``SELECT … FOR UPDATE`` that waited for another turn's lock sees that turn's session
    row but not, in its subqueries and joins, what it committed (they read the statement's snapshot,
    taken before the wait), so a replay sent twice at once would not find its first answer there. Every
    answer recorded counts itself in its session's row (``answered``, in the same transaction), so the
    session's count as the snapshot has it tells: the same as the locked row's, and no answer was
    recorded in between (what was read holds); another, and the key is looked up again, after the lock,
    and the candidate's rows are left to be read again. SQLite has one writer at a time and nothing to
    wait for: the counts are always the same."""
    params = {"session_id": session_id, "key": key, "question_id": question_id}
    rows = (await db.execute(_TURN_STATE_LOCKED, params)).all()
    if not rows:
        return TurnState(None, None, None)
    session, seq, answered_as_read = rows[0][:3]
    if answered_as_read != session.answered:
        return TurnState(session, await answer_seq(db, session_id, key), None)
    card = notebook.card_from_row(session.candidate_id, question_id, rows[0])
    others = [row for row in rows if row.mode is not None]
    return TurnState(session, seq, CandidateRows(question_id, card, others))
