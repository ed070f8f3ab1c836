"""Grading orchestration: the bank's grader, the optional LLM judge, hint penalties, lateness."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import Any

from api.services.texts import text
from bank.model import Question, Status

log = logging.getLogger("api.grading")
HINT_PENALTY = 0.25  # each hint costs this share of the question's points
LLM_TIMEOUT_S = 30.0


@dataclass
class Outcome:
    verdict: str
    score: float  # fraction of the question's points, after penalties
    points: float
    points_awarded: float
    rationale: str
    parsed: dict[str, Any] = field(default_factory=dict)
    grader: str = "rules"


def hint_factor(hints_used: int) -> float:
    return max(0.0, 1.0 - HINT_PENALTY * hints_used)


async def grade_answer(
    question: Question,
    answer: str,
    *,
    language: str,
    hints_used: int = 0,
    late_s: float | None = None,
    chat_model: Any = None,
) -> Outcome:
    from bank.grading import grade  # the bank's rules and rubric grader

    result = grade(question, answer, language="en" if language == "en" else "zh")
    if chat_model is not None and question.type.is_open:
        result = await _judge(chat_model, question, answer, result)
    parsed: dict[str, Any] = {"understood": result.understood.model_dump(mode="json")}
    verdict, score = result.verdict.value, float(result.score)
    rationale = result.rationale
    parsed["graded"] = {"verdict": verdict, "score": score}
    if hints_used and score > 0:  # a penalty on nothing is not worth a word
        score *= hint_factor(hints_used)
        rationale = (
            f"{rationale} {text('hint_penalty', language, hints=hints_used, keep=hint_factor(hints_used))}"
        )
    if question.status is Status.DISPUTED and verdict != "invalid":
        return _ungraded(question, language, {"understood": parsed["understood"]}, str(result.grader))
    if late_s is not None:
        verdict, score = ("invalid" if verdict == "invalid" else "incorrect"), 0.0
        rationale = f"{text('timed_out', language, late=late_s)} {rationale}"
    return Outcome(
        verdict=verdict,
        score=round(score, 4),
        points=question.points,
        points_awarded=round(score * question.points, 4),
        rationale=rationale.strip(),
        parsed=parsed,
        grader=str(getattr(result, "grader", "rules")),
    )


def _ungraded(question: Question, language: str, parsed: dict[str, Any], grader: str) -> Outcome:
    """A disputed key never marks anyone right or wrong: the answer is recorded, worth no points."""
    note = question.status_note.strip() or text("disputed", language)
    return Outcome(
        verdict="ungraded",
        score=0.0,
        points=0.0,
        points_awarded=0.0,
        rationale=text("ungraded", language, note=note),
        parsed=parsed,
        grader=grader,
    )


async def _judge(chat_model: Any, question: Question, answer: str, rubric: Any) -> Any:
    try:
        from api.judge import LlmJudge

        return await asyncio.wait_for(LlmJudge(chat_model).judge(question, answer, rubric), LLM_TIMEOUT_S)
    except Exception:  # the rubric grade stands when the judge fails
        log.warning("LLM judge failed; keeping the rubric grade", exc_info=True)
        return rubric


def skipped_outcome(question: Question, language: str) -> Outcome:
    return Outcome(
        verdict="invalid",
        score=0.0,
        points=question.points,
        points_awarded=0.0,
        rationale=text("skipped", language),
        grader="none",
    )
