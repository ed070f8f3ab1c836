"""Integrity signals on recorded answers: what the service saw, as flags beside each answer.

``flag_answer`` runs once per recorded answer, in its transaction, before the answer is written: what it
reads comes first, its flags are columns of the answer's row, and its band keys (rows naming the answer's
``seq``) are added once that row is stored (``add_bands``), for the turn's flush. A flag on an answer
stored already (``similar`` on the earlier answer, ``edited``) is appended to its flags as stored
(``flag_stored``), never written back from a read: two writers flagging one answer at once keep both
flags. Its cost is bounded whatever the organisation's history: two arithmetic checks and, for a long
free-text interview answer, a MinHash of its shingles, an indexed lookup of answers sharing a band key
(api/store/integrity.py) and an exact comparison with at most ``NEIGHBOURS`` of them. ``record_signal``
takes what only the bot sees (a forwarded message, an edited one). Every new flag emits
``answer.flagged`` through the outbox. Nothing here reads or writes a grade.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.services.integrity import _signals as signals
from api.services.integrity._signals import Flag
from api.services.outbox import candidate_of, record, session_links
from api.store import integrity as bands
from api.store import sessions as store
from api.store.models import Answer, Candidate, InterviewSession
from bank.model import Question

NEIGHBOURS = 50  # answers compared exactly per check, newest first (a band key shared by more is rare)
SHOWN_TEXT = 500  # characters of a forwarded or edited text kept with its flag
FLAGGED_EVENT = "answer.flagged"


@dataclass(frozen=True)
class Flagged:
    """What ``flag_answer`` leaves for once its answer is stored: the flags it gives earlier answers
    (``flag_stored``) and the answer's band keys in its organisation (``add_bands``)."""

    earlier: list[StoredFlag]
    band_keys: Sequence[str] = ()
    org_id: str | None = None


@dataclass(frozen=True)
class StoredFlag:
    """A flag for an answer stored already, of ``session``: added by ``flag_stored``."""

    session: InterviewSession
    answer: Answer
    flag: Flag


def question_chars(question: Question) -> int:
    return len(question.stem) + sum(map(len, question.options.values()))  # no generator: one call


async def flag_answer(
    ctx: ServiceContext, db: AsyncSession, session: InterviewSession, question: Question, row: Answer
) -> Flagged:
    """Flags for an answer about to be stored (filled in, not yet written): the signals seen before it,
    then the detectors. Only reads here; its flags go out with the answer's row, its events with the
    transaction. Returned: the flags it gives earlier answers, for ``flag_stored``, and its band keys,
    for ``add_bands``, once the turn has stored the answer."""
    found: list[Flag] = list(session.pending_flags or [])
    if session.pending_flags is not None:  # set only when there were some: a set marks the row for flushing
        session.pending_flags = None
    flagged = Flagged([])
    if not row.skipped:
        found += timing_flags(ctx, question, row)
        mine, flagged = await _similar(ctx, db, session, question, row)
        found += mine
    if found:
        row.flags = [*(row.flags or []), *found]
        await _flagged(ctx, db, session, row, found)
    return flagged


def add_bands(db: AsyncSession, row: Answer, flagged: Flagged) -> None:
    """The band keys of ``row``, stored now (its ``seq`` known), added for the transaction's flush."""
    if flagged.band_keys and flagged.org_id is not None:
        bands.add_bands(db, row, flagged.org_id, flagged.band_keys, row.session_id)


async def flag_stored(ctx: ServiceContext, db: AsyncSession, flags: Sequence[StoredFlag]) -> None:
    """Each flag appended to its answer's flags as stored (``bands.append_flags``: flags another writer
    added since this transaction read the answer stay), with its ``answer.flagged`` event; in the
    answers' ``seq`` order, as PostgreSQL locks each row until the commit (two turns flagging the same
    answers take their locks in one order). An answer erased meanwhile is not flagged."""
    for stored in sorted(flags, key=lambda each: each.answer.seq):
        if await bands.append_flags(db, stored.answer, [stored.flag]) is not None:
            await _flagged(ctx, db, stored.session, stored.answer, [stored.flag])


def timing_flags(ctx: ServiceContext, question: Question, row: Answer) -> list[Flag]:
    """``fast`` and ``quick_correct``: what the answer's own timing says (no reads)."""
    elapsed_s = row.time_taken_ms / 1000
    s = ctx.settings
    return [
        f
        for f in (
            signals.fast_flag(
                row.answer, elapsed_s, min_chars=s.fast_min_chars, chars_per_s=s.fast_chars_per_s
            ),
            signals.quick_correct_flag(
                row.verdict,
                question_chars(question),
                elapsed_s,
                min_chars=s.quick_correct_min_chars,
                reading_chars_per_s=s.reading_chars_per_s,
            ),
        )
        if f is not None
    ]


def compared(ctx: ServiceContext, session: InterviewSession, question: Question, answer: str) -> bool:
    """Whether the answer is compared with the organisation's other answers (``similar``)."""
    return (
        session.mode == "interview"
        and bool(session.org_id)
        and signals.comparable(question.type.value, answer, min_tokens=ctx.settings.similar_min_tokens)
    )


async def _similar(
    ctx: ServiceContext, db: AsyncSession, session: InterviewSession, question: Question, row: Answer
) -> tuple[list[Flag], Flagged]:
    """``similar`` on this answer and on each earlier one it matches (both candidates are flagged),
    within the session's organisation only: this answer's flags, and those of the earlier answers with
    this answer's band keys."""
    s = ctx.settings
    if not compared(ctx, session, question, row.answer) or session.org_id is None:
        return [], Flagged([])
    mine = signals.shingles(row.answer)
    if signals.jaccard(mine, signals.shingles(question.key_text)) >= s.similar_threshold:
        return [], Flagged([])  # the reference answer itself: everyone who knows it writes it alike
    keys = signals.band_keys(signals.minhash(mine))
    neighbours = await bands.band_neighbours(
        db, session.org_id, row.question_id, keys, session.id, NEIGHBOURS
    )
    found: list[Flag] = []
    earlier: list[StoredFlag] = []
    for other in neighbours:
        similarity = signals.jaccard(mine, signals.shingles(other.answer))
        if similarity < s.similar_threshold:
            continue
        found.append(signals.similar_flag(other.session_id, similarity, s.similar_threshold))
        other_session = await store.get_session(db, other.session_id)
        if other_session is not None:
            flag = signals.similar_flag(session.id, similarity, s.similar_threshold)
            earlier.append(StoredFlag(other_session, other, flag))
    return found, Flagged(earlier, keys, session.org_id)


async def _flagged(
    ctx: ServiceContext, db: AsyncSession, session: InterviewSession, row: Answer, new: list[Flag]
) -> None:
    """The ``answer.flagged`` event of ``new`` flags on ``row`` (an organisation's interviews only)."""
    if session.org_id and session.mode == "interview":
        candidate = await db.get(Candidate, session.candidate_id)
        data = flagged_data(ctx, session, candidate, row, new)
        await record(ctx, db, session.org_id, FLAGGED_EVENT, data)


def flagged_data(
    ctx: ServiceContext, session: InterviewSession, candidate: Candidate | None, row: Answer, new: list[Flag]
) -> dict[str, Any]:
    """The ``answer.flagged`` event's data: which answer, its new flags and all of them, who gave it (as
    a session event names them), and links."""
    return {
        "session": {"id": session.id, "candidate_id": session.candidate_id, "invite_id": session.invite_id},
        "candidate": candidate_of(session.candidate_id, candidate),
        "answer": {"position": row.position, "question_id": row.question_id, "flags": row.flags or []},
        "new_flags": new,
        "links": session_links(ctx, session.id),
    }


async def record_signal(
    ctx: ServiceContext, db: AsyncSession, telegram_id: int, body: schemas.SignalIn
) -> schemas.SignalOut:
    """What the bot saw. ``forwarded``: in an open interview, refused and kept for the current
    question's answer (outside one, not refused: the bot treats it as typed). ``edited``: the answer
    recorded from that message keeps its text and grade; the edit is kept with an ``edited`` flag."""
    text = body.text[:SHOWN_TEXT]
    if body.kind == "forwarded":
        session = await store.open_session(db, telegram_id, "interview", lock=True)
        if session is None:
            return schemas.SignalOut(refused=False)

        def refused(position: int) -> Flag:
            message = signals.detail_words("forwarded", question=position + 1)
            return signals.flag("forwarded", message, text=text)

        if not await bands.keep_waiting_flag(db, session, refused):  # ended meanwhile: no interview open
            return schemas.SignalOut(refused=False)
        return schemas.SignalOut(refused=True, session_id=session.id, position=session.position)
    row = await db.scalar(
        select(Answer)
        .join(InterviewSession, InterviewSession.id == Answer.session_id)
        .where(InterviewSession.candidate_id == telegram_id, Answer.idempotency_key == body.idempotency_key)
    )
    if row is None:
        return schemas.SignalOut(refused=True)
    session = await store.get_session(db, row.session_id)
    assert session is not None
    flag = signals.flag("edited", signals.detail_words("edited"), edited_text=text)
    await flag_stored(ctx, db, [StoredFlag(session, row, flag)])
    return schemas.SignalOut(refused=True, session_id=session.id, position=row.position)
