"""The mistake notebook's cards: the SQL behind ``api/services/candidates/`` (which schedules them)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import CursorResult, Executable, Table, bindparam, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import set_committed_value

from api.store import connection, writer
from api.store.models import Answer, Candidate, InterviewSession, NotebookCard
from api.store.sessions import OPEN


@dataclass
class CardRow:
    """A card's columns, as read (``stored``) or to be written: the one form every practice answer and
    every rating reads a card in and writes it back from (``keep_card``), by one statement each way,
    with no ORM object to load or flush."""

    candidate_id: int
    question_id: str
    card: dict[str, Any]
    due: datetime
    lapses: int
    created_at: datetime
    updated_at: datetime
    stored: bool = False  # read from the store: written back by an UPDATE, else by an INSERT


CARDS: Table = NotebookCard.__table__  # type: ignore[assignment]
CARD_COLUMNS = (CARDS.c.card, CARDS.c.due, CARDS.c.lapses, CARDS.c.created_at, CARDS.c.updated_at)
_OF_CARD = (CARDS.c.candidate_id == bindparam("candidate_id")) & (
    CARDS.c.question_id == bindparam("question_id")
)
_CARD = select(*CARD_COLUMNS).where(_OF_CARD)
_CARD_LOCKED = _CARD.with_for_update()
# a new card, unless another transaction stored one of the question since this one read none
_INSERT_CARD = {
    dialect: insert(CARDS).on_conflict_do_nothing(index_elements=[CARDS.c.candidate_id, CARDS.c.question_id])
    for dialect, insert in (("postgresql", postgresql.insert), ("sqlite", sqlite.insert))
}
# a compare-and-set: the card as read is still the one stored (each review moves ``updated_at`` and
# ``due``; a lapse ``lapses``), else nothing is written
_UPDATE_CARD = (
    update(CARDS)
    .where(
        CARDS.c.candidate_id == bindparam("of_candidate"),
        CARDS.c.question_id == bindparam("of_question"),
        CARDS.c.updated_at == bindparam("read_updated_at"),
        CARDS.c.due == bindparam("read_due"),
        CARDS.c.lapses == bindparam("read_lapses"),
    )
    .values(
        card=bindparam("card"),
        due=bindparam("due"),
        lapses=bindparam("lapses"),
        updated_at=bindparam("updated_at"),
    )
)


def card_from_row(candidate_id: int, question_id: str, row: Any) -> CardRow | None:
    """The card of a row holding ``CARD_COLUMNS`` (None when they are, by an outer join, empty)."""
    if row.created_at is None:
        return None
    return CardRow(
        candidate_id,
        question_id,
        row.card or {},
        row.due,
        row.lapses or 0,
        row.created_at,
        row.updated_at,
        True,
    )


async def card_of(
    db: AsyncSession, candidate_id: int, question_id: str, *, locked: bool = False
) -> CardRow | None:
    """The card of ``question_id``; ``locked``: until the transaction ends (PostgreSQL's row lock; SQLite's
    writer holds the whole file from its first write)."""
    params = {"candidate_id": candidate_id, "question_id": question_id}
    row = (await (await connection.of(db)).execute(_CARD_LOCKED if locked else _CARD, params)).first()
    return None if row is None else card_from_row(candidate_id, question_id, row)


CardChange = Callable[[CardRow | None], CardRow | None]


async def keep_card(db: AsyncSession, as_read: CardRow | None, change: CardChange) -> CardRow | None:
    """``change`` made on the card as stored, and stored: the card ``change(as_read)`` makes, written over
    ``as_read`` by a compare-and-set (``_UPDATE_CARD``), or INSERTed when none was read. When another
    transaction reviewed the card after this one read it (a rating and a practice answer of one question
    at once; the turn reads the card without a lock, in its first statement), the set misses: the card
    is read again, locked, and changed again from there — no review is lost, and a hit costs nothing
    more. A new card is not inserted when another transaction stored one of the question since this one
    read none (``ON CONFLICT DO NOTHING``): that card is read, locked, and changed, as on a miss. On
    SQLite the transaction's writer lock is taken first, as a flush takes it (``writer.hold``). The card
    stored (None: ``change`` made none)."""
    await writer.hold(db)
    while True:
        read = None if as_read is None else (as_read.updated_at, as_read.due, as_read.lapses)
        card = change(as_read)  # may change ``as_read`` in place
        if card is None:
            return None
        if read is None or not card.stored:  # none was read (or erased since): a new card
            if await _insert_card(db, card):
                return card
        elif await _update_card(db, card, *read):
            return card
        as_read = await card_of(db, card.candidate_id, card.question_id, locked=True)


async def _update_card(
    db: AsyncSession, card: CardRow, updated_at: datetime, due: datetime, lapses: int
) -> bool:
    """Whether ``card`` was written over the stored one: when that is still as read."""
    params = {
        "of_candidate": card.candidate_id,
        "of_question": card.question_id,
        "read_updated_at": updated_at,
        "read_due": due,
        "read_lapses": lapses,
        "card": card.card,
        "due": card.due,
        "lapses": card.lapses,
        "updated_at": card.updated_at,
    }
    updated = await (await connection.of(db)).execute(_UPDATE_CARD, params)
    return cast(CursorResult[Any], updated).rowcount == 1


async def _insert_card(db: AsyncSession, card: CardRow) -> bool:
    """Whether ``card`` was stored, new (it then counts as stored): not when one of its question was."""
    on = await connection.of(db)  # Core statements, on the transaction's connection: nothing to autoflush
    inserted = await on.execute(
        _INSERT_CARD[on.dialect.name],
        {
            "candidate_id": card.candidate_id,
            "question_id": card.question_id,
            "card": card.card,
            "due": card.due,
            "lapses": card.lapses,
            "created_at": card.created_at,
            "updated_at": card.updated_at,
        },
    )
    if cast(CursorResult[Any], inserted).rowcount != 1:
        return False
    card.stored = True
    return True


_CANDIDATES: Table = Candidate.__table__  # type: ignore[assignment]
_SESSIONS: Table = InterviewSession.__table__  # type: ignore[assignment]


def _candidate_reads(with_card: bool) -> Executable:
    """Of the table's columns, not the mapped classes': a plain select, with no ORM loading to set up."""
    other = _SESSIONS.c
    query = (
        select(
            _CANDIDATES.c.telegram_id,
            other.mode,
            other.reveal,
            other.status,
            other.plan,
            other.position,
            other.adaptive,
        )
        .select_from(_CANDIDATES)
        .outerjoin(
            _SESSIONS,
            (other.candidate_id == _CANDIDATES.c.telegram_id)
            & other.status.in_(OPEN)
            & (other.seq != bindparam("except_seq")),
        )
        .where(_CANDIDATES.c.telegram_id == bindparam("candidate_id"))
    )
    if not with_card:
        return query
    card = (CARDS.c.candidate_id == _CANDIDATES.c.telegram_id) & (
        CARDS.c.question_id == bindparam("question_id")
    )
    return query.add_columns(*CARD_COLUMNS).outerjoin(CARDS, card)


# built once: these run on every answer that shows an explanation, and building a statement costs more
# than running it (its compiled form is cached by SQLAlchemy either way)
_READS = {with_card: _candidate_reads(with_card) for with_card in (False, True)}


async def card_and_open_sessions(
    db: AsyncSession, candidate_id: int, question_id: str | None, except_seq: int | None
) -> tuple[CardRow | None, Sequence[Any]]:
    """What recording an answer reads about its candidate, in one statement: the question's card (none
    asked for when ``question_id`` is None) and the candidate's open sessions other than ``except_seq``
    (rows of ``mode``, ``reveal``, ``status``, ``plan``, ``position`` and ``adaptive``: what they
    withhold)."""
    except_seq = -1 if except_seq is None else except_seq
    params: dict[str, object] = {"candidate_id": candidate_id, "except_seq": except_seq}
    if question_id is not None:
        params["question_id"] = question_id
    rows = (await db.execute(_READS[question_id is not None], params)).all()
    card = card_from_row(candidate_id, question_id, rows[0]) if rows and question_id is not None else None
    return card, [row for row in rows if row.mode is not None]


async def review_question_ids(
    db: AsyncSession, candidate_id: int, now: datetime, limit: int, *, ahead: bool = False
) -> list[str]:
    """The cards to review now, soonest due first: the due ones — or, reviewing ahead, every one."""
    query = select(NotebookCard.question_id).where(NotebookCard.candidate_id == candidate_id)
    if not ahead:
        query = query.where(NotebookCard.due <= now)
    return list((await db.scalars(query.order_by(NotebookCard.due).limit(limit))).all())


async def cards(db: AsyncSession, candidate_id: int) -> list[NotebookCard]:
    """The candidate's whole notebook, soonest due first."""
    query = select(NotebookCard).where(NotebookCard.candidate_id == candidate_id).order_by(NotebookCard.due)
    return list((await db.scalars(query)).all())


async def keep_rating(db: AsyncSession, answer: Answer, rating: str) -> bool:
    """The candidate's rating of a review answer, kept where the answer has none as stored: one
    compare-and-set, so a second rating that read the answer before the first was written (SQLite: no
    row lock) is not kept over it. Whether it was kept (the caller then reschedules the card)."""
    await writer.hold(db)
    parsed = {**answer.parsed, "rating": rating}
    kept = await db.execute(
        update(Answer)
        .where(Answer.seq == answer.seq, Answer.parsed["rating"].as_string().is_(None))
        .values(parsed=parsed)
        .execution_options(synchronize_session=False)
    )
    if cast(CursorResult[Any], kept).rowcount != 1:
        return False
    set_committed_value(answer, "parsed", parsed)
    return True
