"""A session's row written by a request besides an answer turn — a hint, a fetch that starts the clock,
notices the deadline or passes over questions gone from the bank — over the row as stored when it
writes. On SQLite the request read the row without a lock, so its write claims the row first
(``turns.claim_session``, as an answer turn's does): when another request committed a change of it in
between, the claim misses, the row is read again — the transaction holds the write lock from the claim
on, so it stays as read until the commit — and the change is made again on it, as PostgreSQL's row lock
(taken at the read) has it. An answer turn's write (``write_over_stored``) claims the row the same way,
and on a miss records over the row as stored or refuses, by what changed."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TypeVar

from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import flag_modified, instance_state, set_committed_value

from api.errors import ApiError
from api.services.questions import counted_points
from api.services.sessions import expired_after_arrival
from api.store import effects, tallies, turns, writer
from api.store.models import InterviewSession
from api.store.tallies import OVER
from bank.model import Question

T = TypeVar("T")


def changed(session: InterviewSession) -> bool:
    """Whether ``session`` holds a change to write (no write, no claim: a plain read takes no lock)."""
    return instance_state(session).modified  # ``inspect``'s state, without its registry's lookup


async def on_row_as_stored(
    db: AsyncSession,
    session: InterviewSession,
    change: Callable[[InterviewSession], T],
    to_write: Callable[[InterviewSession], bool] = changed,
) -> T:
    """``change(session)`` made on the row as stored, claimed when ``to_write(session)`` says it writes
    (the caller's later writes then start from that row, under the write lock). An erased session
    answers 404."""
    while True:
        noted = effects.mark(db.sync_session)
        result = change(session)
        if not to_write(session):  # most requests: nothing to claim, the row as read not needed either
            return result
        turns.attach(db, session)  # a row an answer turn kept out of ``db``: later changes are flushed
        # as read before ``change``: what it set is read as the transaction has it (the history)
        as_read = turns.row_as_read(session)
        stored = await turns.claim_session(db, session, as_read)
        if stored == as_read:
            return result
        if stored is None:
            raise ApiError(404, "no such session")  # erased meanwhile
        effects.forget_since(db.sync_session, noted)  # an end this pass made is no end: not counted
        db.expire(session)  # what this pass changed goes: the row as stored, read under the write lock
        await db.refresh(session)


class EndedMeanwhile(ApiError):
    """The session was ended otherwise after the turn read it (closed, or expired before the answer
    arrived): nothing is recorded, and the candidate is told the session is over."""

    def __init__(self, status: str) -> None:
        super().__init__(
            409, "this session is {status}", args={"status": status}, reason="session_over", status_now=status
        )
        self.status_now = status


class ReadingGone(ApiError):
    """The reading a confirmation names was discarded, replaced by a new answer's or confirmed by
    another request after the turn read the session: nothing is recorded."""

    def __init__(self) -> None:
        super().__init__(409, "no reading waits under that id", reason="reading_gone")


class AwaitingConfirmation(ApiError):
    """A timeout's skip while a reading of an answer that arrived in time waits: the question is not
    closed over it (its confirmation is judged by that arrival)."""

    def __init__(self) -> None:
        super().__init__(
            409,
            "an answer that arrived in time waits for the candidate's confirmation",
            reason="awaiting_confirmation",
        )


async def write_over_stored(
    db: AsyncSession,
    session: InterviewSession,
    arrived: datetime,
    confirms: str | None = None,
    *,
    yields_to_reading: bool = False,
    answered: Question | None = None,
) -> None:
    """The turn writes over its session's row as stored now (``turns.claim_session``), whatever another
    transaction committed since the turn read it (SQLite: no row lock): the reading a confirmation
    (``confirms``) records discarded, replaced or confirmed already (``ReadingGone``: nothing recorded);
    a reading kept, where the turn ``yields_to_reading`` (a timeout's skip: ``AwaitingConfirmation``
    — a reading is kept only of an answer in time, to the question on screen);
    another answer to the question (this one's INSERT then meets its position: already answered); an
    end — an answer that arrived in time for it is recorded to the session over (its end kept, this
    turn's own end dropped, its item tallies changed), any other is refused (``EndedMeanwhile``); a
    hint taken, unseen when the candidate answered (not graded, nor left on the next question); a
    regrade's points, to which this answer's are added."""
    as_read = turns.row_as_read(session)
    await writer.hold(db)  # SQLite: before the tallies' statement, as every writer of this process
    if as_read.status in OVER:  # recorded after the session ended (late): its place in the tallies changes
        await tallies.changing(db, [session.id])  # as stored, before the turn writes the row
    stored = await turns.claim_session(db, session, as_read)
    if stored == as_read:
        return  # written by the claim (a row kept out of ``db`` by the answer turn stays out)
    if stored is None:
        raise ApiError(404, "no such session")  # erased meanwhile
    turns.attach(db, session)  # the turn's changes over the row as stored: written by the flush
    if confirms is not None and stored.pending_id != confirms:
        raise ReadingGone
    if stored.position != as_read.position:
        return
    if yields_to_reading and stored.pending_id not in (None, as_read.pending_id):
        raise AwaitingConfirmation
    # a hint taken or a reading held since the turn read the row is of the question this answer closes
    # (the hint unseen when answering: not graded): the next one starts with neither, though the turn's
    # values equal the ones it read (the flush writes only what differs from those)
    if stored.hints_used != as_read.hints_used:
        flag_modified(session, "hints_used")
    if stored.pending_flags != as_read.pending_flags:  # a forwarded message's flag added since the read:
        taken = len(as_read.pending_flags or [])  # the flags the answer took (read) stay with it; the
        set_committed_value(session, "pending_flags", stored.pending_flags)  # rest wait for the next
        session.pending_flags = (stored.pending_flags or [])[taken:] or None
    if stored.pending_id != as_read.pending_id:
        flag_modified(session, "pending")
    if stored.status != as_read.status:
        if not expired_after_arrival(stored.status, stored.finished_at, arrived):
            raise EndedMeanwhile(stored.status)
        noted = effects.current(db.sync_session)
        if noted is not None and session in noted.closed:  # the turn's own end (the last answer)
            noted.ended_elsewhere(session, session.status)
        set_committed_value(session, "status", stored.status)
        set_committed_value(session, "finished_at", stored.finished_at)
        await tallies.changing(db, [session.id])  # counted by the end's commit, as stored (unwritten yet)
    for name in ("points_awarded", "plan_points"):  # this turn's change, over the row as stored
        changed, read, now_stored = getattr(session, name), getattr(as_read, name), getattr(stored, name)
        set_committed_value(session, name, now_stored)  # so the flush writes the sum, whatever it equals
        if None not in (changed, read, now_stored):
            setattr(session, name, now_stored + changed - read)
    if answered is not None and stored.plan_points != as_read.plan_points and session.plan_points is not None:
        # a correction of the question being answered, committed since the read (SQLite), moved the plan's
        # points as for a question not yet answered; the answer counts what the copy it was graded on
        # counts, so the plan does too
        held = await turns.held_copy(db, session.id, answered.id)
        if held is not None:
            session.plan_points += counted_points(answered) - counted_points(Question.model_validate(held))
