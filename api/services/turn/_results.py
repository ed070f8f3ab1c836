"""What a candidate reads after an answer turn: the result of a recorded (or replayed) answer, with
the grade as the reveal policy allows, the explanation and the rubric, and the next question or the
final report; and the result of an answer that could not be read."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC

from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.services.candidates import rating_intervals
from api.services.explain import shown_explanation, visibility, withheld_question_ids
from api.services.sessions import current_view
from api.services.wire import grade_fields, to_wire
from api.store.ended_answers import EndedAnswer
from api.store.models import Answer, InterviewSession
from bank.model import Question


async def answer_result(
    ctx: ServiceContext,
    db: AsyncSession,
    session: InterviewSession,
    row: Answer,
    *,
    replayed: bool = False,
    earlier: bool = False,
    withheld: frozenset[str] | None = None,
    answers: Sequence[EndedAnswer | Answer] | None = None,
) -> schemas.AnswerResult:
    """The result; when the session is over, ``next.report`` carries the final report. ``withheld``:
    the candidate's withheld questions, ``answers``: the session's answers, when the caller already read
    them in this turn."""
    from api.services.reports import summary_for

    revealed = visibility(session, recruiter=False).each_answer
    report = (
        None
        if session.status == "active"
        else await summary_for(ctx, db, session, recruiter=False, answers=answers)
    )
    explanation = row.parsed.get("explanation") if revealed else None
    shown = None
    if explanation:
        if withheld is None:
            withheld = await withheld_question_ids(db, session.candidate_id)
        shown = shown_explanation(explanation, withheld)
    return result_of(
        ctx,
        session,
        row,
        revealed=revealed,
        explanation=shown,
        report=report,
        replayed=replayed,
        earlier=earlier,
    )


def result_of(
    ctx: ServiceContext,
    session: InterviewSession,
    row: Answer,
    *,
    revealed: bool,
    explanation: schemas.Explanation | None = None,
    report: schemas.SessionSummary | None = None,
    replayed: bool = False,
    earlier: bool = False,
) -> schemas.AnswerResult:
    """The wire form of a result, from what ``answer_result`` gathered (no reads)."""
    return to_wire(
        schemas.AnswerResult,
        row,
        **grade_fields(revealed),
        revealed=revealed,
        replayed=replayed,
        earlier_question=earlier,
        explanation=explanation,
        rubric=_rubric(row) if revealed and not row.timed_out else [],
        read_as=None if row.skipped else read_as(row.parsed.get("understood") or {}),
        rating_intervals=_intervals(session, row),
        next=current_view(ctx, session, report),
    )


def _intervals(session: InterviewSession, row: Answer) -> dict[str, int] | None:
    """A review answer's rating buttons: when each rating would bring the card back."""
    if not session.review or row.skipped or row.timed_out or row.answered_at is None:
        return None
    when = row.answered_at if row.answered_at.tzinfo else row.answered_at.replace(tzinfo=UTC)
    before = row.parsed.get("card_before")
    return rating_intervals(before if isinstance(before, dict) else None, when)


def read_as(understood: dict[str, object]) -> str | None:
    """The answer as the grader read it, to echo back to the candidate (choice letters, true/false, the
    numbers with their units); None for text read against key points. It tells nothing of the key, so
    every reveal policy shows it."""
    choices = understood.get("choices")
    if isinstance(choices, list) and choices:
        return "".join(str(choice) for choice in choices)
    truth = understood.get("truth")
    if isinstance(truth, bool):
        return "true" if truth else "false"
    numbers = understood.get("numbers")
    if isinstance(numbers, list) and numbers:
        shown = [
            f"{item.get('value'):g} {item.get('unit') or ''}".strip()
            for item in numbers
            if isinstance(item, dict) and isinstance(item.get("value"), int | float)
        ]
        return "; ".join(shown) or None
    return None


def _rubric(row: Answer) -> list[schemas.RubricPoint]:
    """An open question's key points as the grader read the answer: covered, partly covered (some
    credit) or missed (none)."""
    understood = row.parsed.get("understood") or {}

    def points(key: str, **marks: bool) -> list[schemas.RubricPoint]:
        return [schemas.RubricPoint(point=str(p), **marks) for p in understood.get(key) or []]

    return (
        points("covered", covered=True)
        + points("partly", covered=False, partly=True)
        + points("missed", covered=False)
    )


def unreadable(
    ctx: ServiceContext, session: InterviewSession, question: Question, rationale: str
) -> schemas.AnswerResult:
    """An answer that cannot be read uses nothing up: not recorded, the same question asked again (the
    clock runs on). The verdict and what is accepted are shown whatever the reveal policy: they say
    nothing about the key."""
    return schemas.AnswerResult(
        session_id=session.id,
        question_id=question.id,
        position=session.position,
        recorded=False,
        revealed=True,
        verdict="invalid",
        score=0.0,
        points_awarded=0.0,
        points=question.points,
        rationale=rationale,
        hints_used=session.hints_used,
        next=current_view(ctx, session),
    )
