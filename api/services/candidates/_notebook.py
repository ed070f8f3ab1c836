"""The mistake notebook: every practice question answered wrong or with hints becomes an FSRS card.

Scheduling lives here; the cards' SQL is ``api/store/notebook.py``."""

from __future__ import annotations

from datetime import UTC, datetime

from fsrs import Card, Rating, Scheduler
from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.errors import ApiError
from api.services.wire import to_wire
from api.store import notebook as store
from api.store import sessions as session_store
from api.store.models import InterviewSession
from api.store.notebook import CardRow

# Without fuzzing: a review's rating buttons name the date each rating brings the card back, and the
# rating then keeps that date; fsrs's fuzz would draw it again at random on every call (the buttons,
# their replays, the rating), and spreading the dues of a few dozen cards is not worth that.
SCHEDULER = Scheduler(desired_retention=0.9, enable_fuzzing=False)


def rating_for(verdict: str, hints_used: int) -> Rating:
    if verdict == "correct":
        return Rating.Hard if hints_used else Rating.Good
    if verdict == "partial":
        return Rating.Hard if not hints_used else Rating.Again
    return Rating.Again


def practiced(
    candidate_id: int,
    question_id: str,
    row: CardRow | None,
    verdict: str,
    hints_used: int,
    when: datetime,
) -> CardRow | None:
    """The card after a practice answer (no reads, no writes): ``row`` reviewed, a new card (not stored
    yet) for a first mistake, or None for a clean first-time answer: the change ``store.keep_card`` makes
    on the card as stored."""
    mistaken = verdict != "correct" or hints_used > 0
    if row is None and not mistaken:
        return None
    return scheduled(candidate_id, question_id, row, rating_for(verdict, hints_used), when)


def scheduled(
    candidate_id: int,
    question_id: str,
    row: CardRow | None,
    rating: Rating,
    when: datetime,
    before: dict[str, object] | None = None,
    replacing: Rating | None = None,
) -> CardRow:
    """The card reviewed with ``rating`` at ``when`` — from ``before`` (the card as it was before this
    answer, when the candidate re-rates it: ``replacing`` the rating its verdict gave), else from ``row``
    as stored; a new card when there is none (not stored yet)."""
    if row is None:
        row = CardRow(candidate_id, question_id, {}, when, 0, when, when)
    review(row, rating, when, before, replacing)
    return row


def review(
    row: CardRow,
    rating: Rating,
    when: datetime,
    before: dict[str, object] | None = None,
    replacing: Rating | None = None,
) -> None:
    """``row``'s card reviewed with ``rating`` at ``when``, from ``before`` when given (``schedule``).
    An answer counts one lapse at most: a rating ``replacing`` the verdict's takes back the lapse an
    "again" verdict counted (the rest of the card is replaced from ``before``) and counts its own."""
    state = before if before is not None else row.card
    # a new card's id given: fsrs makes one from the clock and then sleeps 1 ms (on the event loop)
    card = Card.from_dict(state) if state else Card(card_id=int(when.timestamp() * 1000), due=when)  # type: ignore[arg-type]
    card, _log = SCHEDULER.review_card(card, rating, review_datetime=when)
    row.card = dict(card.to_dict())
    row.due = card.due
    row.updated_at = when
    lapses = (row.lapses or 0) - (replacing is Rating.Again) + (rating is Rating.Again)
    row.lapses = max(0, lapses)  # the verdict's lapse counted on a card erased since: none to take back


RATINGS = {"again": Rating.Again, "hard": Rating.Hard, "good": Rating.Good, "easy": Rating.Easy}


def rating_intervals(before: dict[str, object] | None, when: datetime) -> dict[str, int]:
    """For each rating a candidate may give a review answer, the seconds until the card would next be
    due (as Anki shows on its buttons): computed from the card as it was before the answer, nothing
    stored."""
    intervals = {}
    for name, rating in RATINGS.items():
        card = Card.from_dict(before) if before else Card(card_id=int(when.timestamp() * 1000), due=when)  # type: ignore[arg-type]
        card, _log = SCHEDULER.review_card(card, rating, review_datetime=when)
        intervals[name] = max(0, round((card.due - when).total_seconds()))
    return intervals


async def notebook_entries(db: AsyncSession, candidate_id: int) -> list[schemas.NotebookEntry]:
    """The candidate's notebook on the wire: questions to review and when each is due."""
    return [to_wire(schemas.NotebookEntry, card) for card in await store.cards(db, candidate_id)]


async def rate_review(
    db: AsyncSession, session: InterviewSession, body: schemas.RatingIn, now: datetime
) -> schemas.NotebookEntry:
    """The candidate's own rating of a review answer: FSRS reschedules the card from its state before
    the answer, replacing the review the verdict gave it (its lapse too: one answer, one lapse at most).
    Once per answer. The review is the answer's, at its time, not the tap's: the date the rating's
    button showed (``rating_intervals``, from the answer's time) is the date kept."""
    if not session.review:
        raise ApiError(409, "only review answers are rated", reason="not_review")
    row = next(
        (a for a in await session_store.session_answers(db, session.id) if a.position == body.position), None
    )
    if row is None or row.skipped:
        raise ApiError(409, "answer the question first", reason="unanswered")
    if row.parsed.get("rating") or not await store.keep_rating(db, row, body.rating):  # as read, or since
        raise ApiError(409, "this answer was already rated", reason="rated")
    before = row.parsed.get("card_before") or {}
    reviewed_at = row.answered_at or now
    reviewed_at = reviewed_at if reviewed_at.tzinfo else reviewed_at.replace(tzinfo=UTC)

    def rescheduled(card: CardRow | None) -> CardRow:
        rating, verdicts = RATINGS[body.rating], rating_for(row.verdict, row.hints_used)
        return scheduled(session.candidate_id, row.question_id, card, rating, reviewed_at, before, verdicts)

    as_read = await store.card_of(db, session.candidate_id, row.question_id)
    return to_wire(schemas.NotebookEntry, await store.keep_card(db, as_read, rescheduled))
