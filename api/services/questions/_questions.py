"""Questions as shown to candidates and recruiters, and their snapshots in the store."""

from __future__ import annotations

from typing import Any

from api import schemas
from api.services.memo import Derived
from bank.model import Question, Status

# An answer turn shows the next question and keeps a snapshot of the one answered: the wire form of a
# question, validated each time, made once per question object (the one a session shows in its own
# order has its own) and shared, read only (``QuestionOut`` is frozen).
_OUT: Derived[int, schemas.QuestionOut] = Derived()


def question_out(question: Question) -> schemas.QuestionOut:
    return _OUT.get(id(question), question, lambda: _question_out(question))


def _question_out(question: Question) -> schemas.QuestionOut:
    return schemas.QuestionOut(
        id=question.id,
        type=question.type.value,
        stem=question.stem,
        options=dict(question.options),
        points=question.points,
        topics=list(question.topics),
        disputed=question.status is Status.DISPUTED,
        hints_available=len(question.hints),
        option_order=getattr(question, "option_order", None),
    )


def errata_out(question: Question) -> list[schemas.ErratumOut]:
    return [
        schemas.ErratumOut(
            field=e.field,
            source=e.source,
            corrected=e.corrected,
            justification=e.justification,
            problem=e.problem,
        )
        for e in question.errata
    ]


def own_parts(question: Question) -> dict[str, Any]:
    """What an explanation kept with an answer shows of the question itself (``schemas.Explanation``'s
    fields, for JSON): its key, its own explanation and its errata, in the letters ``question`` is
    shown in, and whether its key is disputed."""
    return {
        "question_id": question.id,
        "key": expected_key(question),
        "explanation": question.explanation,
        "errata": [erratum.model_dump(mode="json") for erratum in errata_out(question)],
        "disputed": question.status is Status.DISPUTED,
    }


def question_detail(question: Question) -> schemas.QuestionDetail:
    return schemas.QuestionDetail(
        **question_out(question).model_dump(),
        key=question.key_text,
        source_key=question.source_key,
        explanation=question.explanation,
        status=question.status.value,
        status_note=question.status_note,
        errata=errata_out(question),
        bank=question.bank,
    )


def snapshot(question: Question) -> dict[str, Any]:
    """What the candidate saw, kept with the answer (the bank may change later)."""
    return question_out(question).model_dump(mode="json")


def shown_question(shown: dict[str, Any]) -> schemas.QuestionOut | None:
    return schemas.QuestionOut.model_validate(shown) if shown else None


def expected_key(question: Question) -> str:
    if question.type.is_choice:
        return question.key_text
    if question.truth is not None:
        return "√ 正确 (true)" if question.truth else "× 错误 (false)"
    return question.key_text
