"""The problems of an answer turn that records nothing: the pipeline's decision to refuse (``Refuse``),
the problem the candidate is answered with (``TurnRefused``: its ``reason`` and the ``prompt`` to show),
the question a skip or a hint may take (``current_question``: its refusals), and the 422 of an answer
that could not be read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from api.context import ServiceContext
from api.errors import ApiError
from api.services.questions import Questions, session_questions
from api.services.texts import text
from api.services.turn._results import unreadable
from api.store.models import InterviewSession
from bank.model import Question


class TurnRefused(ApiError):
    """An answer not recorded: a problem with its ``reason`` and the ``prompt`` to show the candidate."""

    def __init__(
        self,
        status: int,
        detail: str,
        *,
        reason: str,
        prompt: str,
        args: dict[str, object] | None = None,
        **extra: Any,
    ) -> None:
        super().__init__(status, detail, args=args, reason=reason, prompt=prompt, **extra)


@dataclass(frozen=True)
class Refuse:
    """Nothing recorded: the problem's status, ``detail`` (a template of the catalogue, filled from
    ``args``), ``reason`` and its other fields (``extra``)."""

    status: int
    detail: str
    reason: str
    extra: dict[str, Any]
    args: dict[str, object] | None = None


READING_GONE = Refuse(409, "no reading waits under that id", "reading_gone", {})


def reading_gone(language: str) -> TurnRefused:
    """A discard ("重新作答") of a reading that waits no more — confirmed, discarded, replaced by a new
    answer, or its question closed — refused as a confirmation of it is: the candidate is not asked to
    answer again a question that has moved on (nothing is dropped or recorded)."""
    return refusal(READING_GONE, language)


def refusal(decision: Refuse, language: str) -> TurnRefused:
    """The problem of an answer not recorded, with the ``prompt`` that says why in ``language``."""
    prompt = text(f"refused_{decision.reason}", language)
    return TurnRefused(
        decision.status,
        decision.detail,
        reason=decision.reason,
        prompt=prompt,
        args=decision.args,
        **decision.extra,
    )


def unreadable_problem(
    ctx: ServiceContext, session: InterviewSession, question: Question, rationale: str
) -> TurnRefused:
    """422: the answer could not be read, nothing was recorded; the problem carries what the candidate
    is told (the rationale, as ``prompt``) and the question still on screen (``next``)."""
    result = unreadable(ctx, session, question, rationale).model_dump(mode="json")
    return TurnRefused(
        422,
        "the answer could not be read: nothing was recorded",
        reason="unreadable",
        prompt=rationale,
        **result,
    )


def vanished(session: InterviewSession, question_id: str) -> Refuse:
    """The question named left the bank: nothing recorded, and the question is passed over (not
    scored); ``current_question_id`` is the one to show next (None: the session is over)."""
    next_id = session.plan[session.position] if session.position < len(session.plan) else None
    return Refuse(
        409,
        "question {question_id} left the bank: passed over, not scored",
        "vanished",
        {"current_question_id": next_id, "question_position": session.plan.index(question_id)},
        {"question_id": question_id},
    )


def left_the_bank(session: InterviewSession, questions: Questions, question_id: str | None) -> bool:
    """``question_id`` was passed over as it left the bank (``on_stored_row``, just now or before): an
    answer, a skip or a time-out naming it is refused "vanished", not "not the current question"."""
    return question_id in session.plan[: session.position] and questions.get(question_id) is None


def current_question(
    ctx: ServiceContext, session: InterviewSession, question_id: str | None, *, closed_ok: bool = False
) -> Question:
    """The question on screen. After the session's total time nothing is recorded (409, ``status_now``);
    ``closed_ok``: the session was closed after this answer arrived (the question is still the one shown).
    ``question_id`` passed over as it left the bank is refused "vanished", as an answer to it is: not
    "not the current question", which left the candidate before it with nothing said (a timer's skip),
    or had a client skip the next one, never shown."""
    questions = session_questions(ctx, session)
    if question_id is not None and left_the_bank(session, questions, question_id):
        raise refusal(vanished(session, question_id), session.language)
    if session.status != "active" and not closed_ok:
        raise ApiError(
            409, "this session is {status}", args={"status": session.status}, status_now=session.status
        )
    current_id = session.plan[session.position]
    if question_id is not None and question_id != current_id:
        raise ApiError(409, "that is not the current question", current_question_id=current_id)
    question = questions.get(current_id)
    if question is None:
        raise ApiError(
            409,
            "question {question_id} is no longer in the bank; skip it",
            args={"question_id": current_id},
            current_question_id=current_id,
        )
    return question
