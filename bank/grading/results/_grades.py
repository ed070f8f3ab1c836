"""How a :class:`Grade` is made from a verdict and a share (clamped, rounded, with the question's
points), and the grades every reader gives alike: an open answer's verdict by its share of key points,
an answer not read (``invalid``), a choice not read (``no_choice``, with how a choice is answered).
"""

from __future__ import annotations

from typing import Literal

from bank.grading.results._messages import message, sentences
from bank.grading.results._types import Grade, Language, Understood, Verdict
from bank.model import Question, QuestionType
from bank.scores import rounded

OPEN_CORRECT_AT = 1.0  # 'correct' covers every key point; fewer are partial credit, as the labels hold


def open_verdict(score: float) -> Verdict:
    """The verdict of an open answer scoring ``score`` (share of key points)."""
    return (
        Verdict.CORRECT if score >= OPEN_CORRECT_AT else Verdict.PARTIAL if score > 0 else Verdict.INCORRECT
    )


def make(
    question: Question,
    verdict: Verdict,
    score: float,
    rationale: str,
    language: Language,
    understood: Understood | None = None,
    grader: Literal["rules", "rubric", "llm"] = "rules",
) -> Grade:
    score = min(max(score, 0.0), 1.0)
    return Grade(
        verdict=verdict,
        score=rounded(score),
        points=question.points,
        points_awarded=rounded(score * question.points),  # from the exact share: 2/3 of 3 is 2.0
        rationale=rationale,
        understood=understood or Understood(),
        expected=question.key_text,
        question_id=question.id,
        grader=grader,
        language=language,
    )


def invalid(
    question: Question, rationale: str, language: Language, understood: Understood | None = None
) -> Grade:
    return make(question, Verdict.INVALID, 0.0, rationale, language, understood)


def no_choice(question: Question, language: Language, understood: Understood | None = None) -> Grade:
    """Asked again: no choice read, and how a choice is answered."""
    said = sentences(message("no_choice", language), expected_form(question, language))
    return invalid(question, said, language, understood)


def expected_form(question: Question, language: Language) -> str:
    """How a choice is answered ("请回复 A/B/C/D"), said after the reason an answer was not read."""
    single = question.type is QuestionType.SINGLE
    return message("expect_single" if single else "expect_multi", language, labels="/".join(question.options))
