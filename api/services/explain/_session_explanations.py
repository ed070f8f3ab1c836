"""The explanations kept with a session's answers: the one shown with a verdict (``explanation_for``,
made as the answer is recorded) and, once the session is over, one for every answer still without
(``explain_when_over``)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from api.context import ServiceContext
from api.services.explain._explain import EXPLAIN_K, RelatedByQuestion, explanation_record, find_related
from api.services.explain._withheld import Planned, withheld_of, withheld_question_ids
from api.services.questions import Questions, session_questions
from api.store import sessions as store
from api.store.ended_answers import EndedAnswer, ended_answers
from api.store.models import Answer, InterviewSession
from api.store.sessions import OPEN
from bank.model import Question


async def explanation_for(
    ctx: ServiceContext,
    session: InterviewSession,
    question: Question,
    answer: str | None,
    withheld: frozenset[str],
    found: RelatedByQuestion | None = None,
    questions: Questions | None = None,
) -> dict[str, Any]:
    """``questions``: the session's (``session_questions``, in any option order: only the related
    material is read of them), when the caller has them already."""
    return await explanation_record(
        question,
        index=ctx.index,
        catalog=questions if questions is not None else session_questions(ctx, session),
        answer=answer,
        language=session.language,
        chat_model=ctx.chat_model,
        withheld=withheld,
        found=found,
    )


async def explain_when_over(
    ctx: ServiceContext, db: AsyncSession, session: InterviewSession
) -> Sequence[Answer] | None:
    """Once a session is over, every answer still without an explanation gets one (tailored by the chat
    model when one is configured), made once and kept with the answer: the report reads the same every
    time, and reading it never writes. Interviews that reveal only at the end get theirs here, in the
    request that ends them (the last answer or skip, or finishing); nothing is made while in progress."""
    if session.status == "active":
        return None
    answers = await store.session_answers(db, session.id)
    await store.keep_parsed(db, await _made(ctx, db, session, answers))
    return answers


@dataclass(frozen=True)
class AtEnd:
    """What the answer that ends a session leaves for the rest of its turn: the stored answers' new
    ``parsed`` (for ``store.keep_parsed``) and every answer of the session, ``last`` included, in order
    (read once, as plain rows but ``last``: the turn's result reports them)."""

    changes: list[tuple[EndedAnswer, dict[str, Any]]]
    answers: list[EndedAnswer | Answer]


async def explanations_at_end(
    ctx: ServiceContext,
    db: AsyncSession,
    session: InterviewSession,
    last: Answer,
    others: Iterable[Planned] | None = None,
) -> AtEnd | None:
    """``explain_when_over`` for the answer that ends a session, before anything is written: ``last``
    (filled in, not stored yet) gets its explanation in memory, and the stored answers' new ``parsed``
    are returned for ``store.keep_parsed`` after the write. ``None`` when the session goes on.
    ``others``: the candidate's other open sessions when the turn has read them already (what they
    withhold is then not read again). The stored answers are read as plain rows (``ended_answers``):
    nothing of them is written back through the ORM."""
    if session.status == "active":
        return None
    answers: list[EndedAnswer | Answer] = [
        *await ended_answers(db, session.id),
        last,
    ]  # ``last``: not stored yet
    changes: list[tuple[EndedAnswer, dict[str, Any]]] = []
    for row, parsed in await _made(ctx, db, session, answers, others):
        if isinstance(row, EndedAnswer):
            changes.append((row, parsed))
        else:  # ``last``, stored with it by its INSERT
            row.parsed = parsed
    return AtEnd(changes, answers)


async def _made(
    ctx: ServiceContext,
    db: AsyncSession,
    session: InterviewSession,
    answers: Sequence[A],
    others: Iterable[Planned] | None = None,
) -> list[tuple[A, dict[str, Any]]]:
    """The new ``parsed`` of each answer still without an explanation (the withheld questions read once,
    not once per answer; not at all when the candidate's other open sessions are given)."""
    pending = unexplained(ctx, session, answers)
    if not pending:
        return []
    if others is None:
        withheld = await withheld_question_ids(db, session.candidate_id)
    else:  # as ``withheld_question_ids``: this session too while it is open, as it is now
        withheld = withheld_of([*([session] if session.status in OPEN else []), *others])
    return await explained(ctx, session, pending, withheld)


class Explainable(Protocol):
    """An answer as stored (an ``Answer``, or a plain row of its columns)."""

    @property
    def question_id(self) -> str: ...
    @property
    def answer(self) -> str: ...
    @property
    def skipped(self) -> bool: ...
    @property
    def parsed(self) -> dict[str, Any]: ...


A = TypeVar("A", bound=Explainable)


def unexplained(
    ctx: ServiceContext, session: InterviewSession, answers: Sequence[A]
) -> list[tuple[A, Question]]:
    """The answers of an ended session still without an explanation, with their questions."""
    questions = session_questions(ctx, session)
    return [
        (row, question)
        for row in answers
        if (question := questions.get(row.question_id)) is not None and not row.parsed.get("explanation")
    ]


async def explained(
    ctx: ServiceContext,
    session: InterviewSession,
    pending: list[tuple[A, Question]],
    withheld: frozenset[str],
) -> list[tuple[A, dict[str, Any]]]:
    """Each answer's ``parsed`` with its explanation added (``withheld``: the candidate's withheld
    questions, as they are once this session is over)."""
    found = await find_related(ctx.index, [question.id for _, question in pending], EXPLAIN_K, withheld)
    # once, not once per answer; in the bank's option order, as ``related_records`` reads them anyway
    questions = session_questions(ctx, session).in_bank_order()
    made = []
    for row, question in pending:
        shown_answer = None if row.skipped else row.answer
        explanation = await explanation_for(ctx, session, question, shown_answer, withheld, found, questions)
        made.append((row, {**row.parsed, "explanation": explanation}))
    return made
