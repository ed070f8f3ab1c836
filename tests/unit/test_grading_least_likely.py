"""An option called the least likely ("C 的可能性最小", "C 概率是最低的"): ruled out, never chosen; found
by the red team on seed001-02 (key C), where "C 的可能性最小" read C, the key ("可能性最小" alone was
a denial)."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

SERVABLE = [q for q in curated_catalog() if q.servable]
CHOICES = [q for q in SERVABLE if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]
LOGQ = next(q for q in SERVABLE if q.id == "seed001-02")  # key C
LEAST = ("的可能性最小", " 可能性最低", " 概率最低", "的概率是最低的", "的几率最小", " 可能性是最小的")


@pytest.mark.parametrize("least", LEAST)
def test_the_key_called_least_likely_is_never_read(least: str) -> None:
    assert len(CHOICES) >= 20
    for question in CHOICES:
        answer = "、".join(question.key) + least
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.rationale)


@pytest.mark.parametrize("answer", ["C 的可能性最大", "A 的可能性最小，选 C", "C，A 的可能性最小", "C"])
def test_the_most_likely_or_another_least_likely_reads_the_key(answer: str) -> None:
    graded = grade(LOGQ, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "C"), (answer, graded)
