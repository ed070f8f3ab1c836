"""A calculation that stops at a word drawing its conclusion ("…矩阵，所以", "…, so"): unfinished, no answer.

Batch 64's "q k v out 四个投影，每个多出两块 64×320 的矩阵，所以" on seed000-31 had been read as 4 (the
count of projections), wrong to confirm: the answer stops where its result would come, as "…，也就是"
does, so none of its figures is the answer. Looped over every calculation of the bank: the key itself,
then a conclusion word and nothing after it, is asked again (never correct); the key after the word is
read as before; a wrong figure after it is never correct.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

CALCS = [q for q in curated_catalog() if q.servable and q.type is QuestionType.CALC]
LEFT_OPEN = ("，所以", "，因此", "，那么", "; so", ", therefore")


def _key(question: Question) -> str:
    return "，".join(f"{part.value:g} {part.unit}".strip() for part in question.numeric)


@pytest.mark.parametrize("question", CALCS, ids=lambda q: q.id)
def test_the_key_then_a_conclusion_word_closing_the_answer_is_no_answer(question: Question) -> None:
    for closing in LEFT_OPEN:
        graded = grade(question, _key(question) + closing)
        assert graded.verdict is Verdict.INVALID, (closing, graded.rationale)


@pytest.mark.parametrize("question", CALCS, ids=lambda q: q.id)
def test_the_key_after_the_conclusion_word_reads_as_without_it(question: Question) -> None:
    plain = grade(question, _key(question))
    concluded = grade(question, "这样算，所以 " + _key(question))
    assert (concluded.verdict, concluded.reading) == (plain.verdict, plain.reading), question.id


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("q k v out 四个投影，每个多出两块 64×320 的矩阵，所以", Verdict.INVALID),  # batch 64's
        ("每个多出两块 64×320 的矩阵，所以 11.47M，98.7%", Verdict.CORRECT),
        ("每个多出两块 64×320 的矩阵，所以 4", Verdict.INCORRECT),  # the nearest wrong: a figure after it
        ("不是 4 个投影，所以", Verdict.INVALID),  # a negation before it
        ("大概四个投影吧，所以", Verdict.INVALID),  # a hedge before it
        ("11.47M，98.7%，所以就是这样", Verdict.CORRECT),  # a clause after the word: finished
    ],
)
def test_batch_64_s_unfinished_reason_and_its_nearest(answer: str, verdict: Verdict) -> None:
    question = next(q for q in CALCS if q.id == "seed000-31")
    assert grade(question, answer).verdict is verdict
