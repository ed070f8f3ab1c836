"""A code fill followed by a stand against it is asked again, never read to confirm.

"BLOCK_SIZE: tl.constexpr 这种写法不对" and "…，我不同意这种写法" (seed000-28) were read as the fill, to
confirm: the candidate would have been shown a reading they argued against. Each code question is tried
with the stands and with their nearest right sentences, which still read as the fill.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

CODE = [
    q
    for q in curated_catalog()
    if q.servable and q.type is QuestionType.CODE and isinstance(q.key, str) and "\n" not in q.key
]
AGAINST = [
    "{} 这种写法不对",
    "{}，我不同意这种写法",
    "{} 我不支持这种写法",
    "{}，这样写不行",
    "{}，我不认同",
    "{} 这个写法有问题",
    "{}，我不赞成这么写",
    "{}（不同意）",
]
FOR = ["{}，这种写法没问题", "{}，我同意这种写法", "{} 这种写法才对"]


def test_there_are_one_line_code_questions() -> None:
    assert any(q.id == "seed000-28" for q in CODE)


@pytest.mark.parametrize("question", CODE, ids=lambda q: q.id)
@pytest.mark.parametrize("sentence", AGAINST)
def test_a_stand_against_the_fill_is_asked_again(question: Question, sentence: str) -> None:
    assert grade(question, sentence.format(question.key)).verdict is Verdict.INVALID


@pytest.mark.parametrize("question", CODE, ids=lambda q: q.id)
@pytest.mark.parametrize("sentence", FOR)
def test_a_stand_for_the_fill_still_reads_it(question: Question, sentence: str) -> None:
    assert grade(question, sentence.format(question.key)).verdict is Verdict.CORRECT


def test_an_explanation_with_no_stand_still_reads_the_fill() -> None:
    question = next(q for q in CODE if q.id == "seed000-28")
    assert grade(question, "BLOCK_SIZE: tl.constexpr，不支持运行时的值").verdict is Verdict.CORRECT
