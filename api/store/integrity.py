"""Band keys of free-text answers (api/services/integrity/_signals.py): stored per answer, looked up by the
``(org_id, question_id, band_key)`` index — the similarity check never reads every answer."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from sqlalchemy import JSON, ColumnElement, String, bindparam, case, cast, func, literal, select, update
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.exc import InvalidRequestError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import set_committed_value

from api.store import connection, writer
from api.store.models import Answer, AnswerBand, InterviewSession
from api.store.sessions import OPEN

Flag = dict[str, Any]  # as api/services/integrity/_signals.py makes them
# How many flags wait on a session's row (SQLite's function: the compare-and-set below runs there only).
flags_waiting = func.coalesce(func.json_array_length(InterviewSession.pending_flags), 0)
_KEEP_FLAG = (
    update(InterviewSession)
    .where(
        InterviewSession.seq == bindparam("row_seq"),
        InterviewSession.status.in_(OPEN),
        InterviewSession.position == bindparam("read_position"),
        flags_waiting == bindparam("read_waiting"),
    )
    .values(pending_flags=bindparam("flags", type_=InterviewSession.pending_flags.type))
)


async def keep_waiting_flag(db: AsyncSession, session: InterviewSession, flag: Callable[[int], Flag]) -> bool:
    """``flag(position)`` added to the flags waiting on ``session`` for its current question's answer,
    where the row is as read: still open, on that question, with the same flags waiting. PostgreSQL: the
    caller read it locked. SQLite reads without a lock — an answer may have taken the waiting flags
    since, or another signal added one — so this is one compare-and-set, and on a miss the row is read
    again (under the write lock the attempt took) and the flag added there. Whether it was kept (not:
    the session is over or erased)."""
    if db.get_bind().dialect.name != "sqlite":
        session.pending_flags = [*(session.pending_flags or []), flag(session.position)]
        return True
    await writer.hold(db)
    on = await connection.of(db)
    while session.status in OPEN:
        waiting = session.pending_flags or []
        flags = [*waiting, flag(session.position)]
        params = {"row_seq": session.seq, "read_position": session.position, "read_waiting": len(waiting)}
        if (await on.execute(_KEEP_FLAG, {**params, "flags": flags})).rowcount == 1:
            set_committed_value(session, "pending_flags", flags)
            return True
        try:
            await db.refresh(session)
        except InvalidRequestError:  # erased meanwhile
            return False
    return False


async def append_flags(db: AsyncSession, answer: Answer, new: Sequence[Flag]) -> list[Flag] | None:
    """``new`` added to the flags of ``answer``, a row stored already, as they are stored: one UPDATE
    that appends them in the store, so another writer's flags committed since this transaction read the
    answer stay (both stores: a read-modify-write here lost one of two flags added at once). The
    answer's flags as stored now (also set on ``answer``); None when it was erased meanwhile.
    PostgreSQL locks the row until the commit: callers flagging several answers go in ``seq`` order."""
    await writer.hold(db)  # SQLite: this process's writers queue here, as a flush's do
    appending = (
        update(Answer)
        .where(Answer.seq == answer.seq)
        .values(flags=_appended(db.get_bind().dialect.name, new))
        .returning(Answer.flags)
    )
    stored: list[Flag] | None = (await (await connection.of(db)).execute(appending)).scalar_one_or_none()
    if stored is not None:
        set_committed_value(answer, "flags", stored)
    return stored


def _appended(dialect: str, new: Sequence[Flag]) -> ColumnElement[Any]:
    """The answer's stored flags (none: a NULL or a JSON ``null``) followed by ``new``, in SQL."""
    if dialect == "sqlite":
        kept = case((func.json_type(Answer.flags) == "array", Answer.flags), else_=literal("[]"))
        appends = [arg for flag in new for arg in ("$[#]", func.json(literal(json.dumps(flag), String)))]
        return func.json_insert(kept, *appends, type_=JSON)
    flags = cast(Answer.flags, JSONB)
    kept = case((func.json_typeof(Answer.flags) == "array", flags), else_=cast(literal("[]"), JSONB))
    return cast(kept.op("||")(cast(literal(json.dumps(list(new))), JSONB)), JSON)


def add_bands(db: AsyncSession, answer: Answer, org_id: str, keys: Sequence[str], session_id: str) -> None:
    """The band keys of ``answer``, stored already (its ``seq``), added for the flush."""
    db.add_all(
        AnswerBand(
            org_id=org_id,
            question_id=answer.question_id,
            band_key=key,
            answer_seq=answer.seq,
            session_id=session_id,
        )
        for key in keys
    )


async def band_neighbours(
    db: AsyncSession, org_id: str, question_id: str, keys: Sequence[str], session_id: str, limit: int
) -> Sequence[Answer]:
    """Answers of other sessions of the organisation to the same question sharing a band key (newest
    first, at most ``limit``)."""
    sharing = (
        select(AnswerBand.answer_seq)
        .where(
            AnswerBand.org_id == org_id,
            AnswerBand.question_id == question_id,
            AnswerBand.band_key.in_(list(keys)),
            AnswerBand.session_id != session_id,
        )
        .distinct()
        .order_by(AnswerBand.answer_seq.desc())
        .limit(limit)
    )
    return (await db.scalars(select(Answer).where(Answer.seq.in_(sharing)))).all()
