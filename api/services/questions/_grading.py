"""Grading orchestration: the bank's grader, the optional LLM judge, hint penalties, lateness.

A grade has two shapes only: the bank's :class:`~bank.grading.Grade` (what the grader read) and the
stored :class:`~api.store.models.Answer` row. The functions here return a new, not yet stored ``Answer``
holding the grade's columns (verdict, score, points, points awarded, rationale, grader, parsed); the
caller fills in the rest of the row (session, position, times) or copies the grade onto a stored row
(:func:`copy_grade`, for a regrade). Scores and points are rounded by the row itself
(:func:`bank.grading.rounded`, the one rounding rule).
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any, Literal

from api.schemas import plural
from api.services.memo import Derived
from api.services.texts import text
from api.store.models import Answer, InterviewSession, new_row
from bank.grading import Grade, Similarity, Verdict, grade, sentences
from bank.model import Question, QuestionType, Status

if TYPE_CHECKING:  # the judge pulls in LangChain; the app builds it once (api.app.judge_for)
    from api.judge import LlmJudge

log = logging.getLogger("api.grading")
HINT_PENALTY = 0.25  # each hint costs this share of the question's points
LLM_TIMEOUT_S = 30.0
GRADE_COLUMNS = ("verdict", "score", "points", "points_awarded", "rationale", "grader")


def hint_factor(hints_used: int) -> float:
    return max(0.0, 1.0 - HINT_PENALTY * hints_used)


async def grade_answer(
    question: Question,
    answer: str,
    *,
    language: str,
    hints_used: int = 0,
    late_s: float | None = None,
    judge: LlmJudge | None = None,
    meaning: Similarity | None = None,
) -> Answer:
    """The grade of ``answer`` as the grade columns of a new ``Answer`` row (not stored).

    A choice the rules find no reading in is read again with ``meaning`` (the model of meaning), off
    the event loop: a proposal, which the candidate confirms before it is recorded."""
    lang: Literal["zh", "en"] = "en" if language == "en" else "zh"
    result, understood = _read(question, answer, lang)
    if meaning is not None and question.type.is_choice and result.verdict is Verdict.INVALID:
        result = await asyncio.to_thread(grade, question, answer, lang, similarity=meaning)
        understood = result.understood.model_dump(mode="json")
    if judge is not None and question.type.is_open:
        result = await _judged(judge, question, answer, result)
        understood = result.understood.model_dump(mode="json")
    verdict, score, awarded = result.verdict.value, float(result.score), float(result.points_awarded)
    rationale = result.rationale
    if question.status is Status.DISPUTED and verdict != "invalid":
        return ungraded(question, language, {"understood": understood}, str(result.grader))
    parsed: dict[str, Any] = {"understood": understood, "graded": {"verdict": verdict, "score": score}}
    if result.reading:  # how the rules read it, and whether the candidate must confirm that first
        parsed["reading"] = {"text": result.reading, "confirm": result.needs_confirmation}
    if hints_used and score > 0:  # a penalty on nothing is not worth a word
        score, awarded = score * hint_factor(hints_used), awarded * hint_factor(hints_used)
        used = plural(hints_used, "hint", "hints")
        penalty = text(
            "hint_penalty", language, hints=hints_used, hints_used=used, keep=hint_factor(hints_used)
        )
        rationale = sentences(rationale, penalty)
    if late_s is not None:  # 0 points, and not judged: no answer in time, as a timeout without one
        verdict, score, awarded = "invalid", 0.0, 0.0  # (what it would have earned stays in ``parsed``)
        rationale = sentences(text("timed_out", language, late=late_s), rationale)
    return new_row(
        Answer,
        verdict=verdict,
        score=score,
        points=counted_points(question),
        points_awarded=awarded,
        rationale=rationale.strip(),
        parsed=parsed,
        grader=str(result.grader),
    )


# What the rules read in a short answer to a choice or true/false question depends on the question and
# the text alone, and candidates send few distinct texts ("A", "B, C", "对"): read once each (per order
# the options were shown in), while the question object is the same one. Longer texts (open, code,
# calculations) are read each time.
# Kept with what the grade understood, as stored (read only, never changed in place).
_READ: Derived[tuple[str, ...], tuple[Grade, dict[str, Any]]] = Derived()
_READ_MAX_CHARS = 40


def _read(question: Question, answer: str, language: Literal["zh", "en"]) -> tuple[Grade, dict[str, Any]]:
    def graded() -> tuple[Grade, dict[str, Any]]:
        result = grade(question, answer, language=language)
        return result, result.understood.model_dump(mode="json")

    memo = len(answer) <= _READ_MAX_CHARS and (
        question.type.is_choice or question.type is QuestionType.TRUEFALSE
    )
    if not memo:
        return graded()
    key = (question.id, answer, language, *(getattr(question, "option_order", None) or ()))
    return _READ.get(key, question, graded)


def ungraded(question: Question, language: str, parsed: dict[str, Any], grader: str) -> Answer:
    """A disputed key never marks anyone right or wrong: the answer is recorded, worth no points. Nor
    does a question withdrawn (draft, incomplete), whose answers a regrade reaches."""
    note = question.status_note.strip()
    if question.status is Status.DISPUTED:
        rationale = text("ungraded", language, note=note or text("disputed", language))
    else:
        rationale = text("withdrawn", language, note=note).strip()
    return new_row(
        Answer,
        verdict="ungraded",
        score=0.0,
        points=0.0,
        points_awarded=0.0,
        rationale=rationale,
        parsed=parsed,
        grader=grader,
    )


async def _judged(judge: LlmJudge, question: Question, answer: str, rubric: Grade) -> Grade:
    try:
        return await asyncio.wait_for(judge.judge(question, answer, rubric), LLM_TIMEOUT_S)
    except Exception:  # the rubric grade stands when the judge fails
        log.warning("LLM judge failed; keeping the rubric grade", exc_info=True)
        return rubric


def counted_points(question: Question) -> float:
    """What ``question`` counts in a score, answered or not: its points while its key stands (active),
    none while it is disputed or withdrawn. Plans, answers and summaries all count by this."""
    return question.points if question.scorable else 0.0


def skipped_answer(question: Question, rationale: str) -> Answer:
    """A skipped (or timed-out) question: recorded, worth nothing. Lost, if its key stands; a disputed
    (or withdrawn) one is not counted at all, as an answer to it would not be."""
    return new_row(
        Answer,
        verdict="invalid",
        score=0.0,
        points=counted_points(question),
        points_awarded=0.0,
        rationale=rationale,
        parsed={},
        grader="none",
    )


def copy_grade(graded: Answer, onto: Answer) -> None:
    """Put a new grade's columns onto a stored answer (a regrade)."""
    for column in GRADE_COLUMNS:
        setattr(onto, column, getattr(graded, column))


def recount(
    session: InterviewSession, answer: Answer, *, points_before: float, awarded_before: float
) -> None:
    """The session's totals once ``answer`` counts its ``points`` and ``points_awarded`` where the totals
    counted ``points_before`` and ``awarded_before`` for it: an answer recorded, or regraded."""
    awarded = (session.points_awarded or 0.0) + answer.points_awarded - awarded_before
    if awarded != session.points_awarded or session.points_awarded is None:  # an answer worth nothing:
        session.points_awarded = awarded  # no change for the turn's claim to compare and write
    if session.plan_points is not None and answer.points != points_before:
        session.plan_points += answer.points - points_before
