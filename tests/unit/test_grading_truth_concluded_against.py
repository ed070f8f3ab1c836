"""A bare true/false mark concluded into the other with no thought between ("对，所以错", "错的 所以对的"),
or the two said with a comma spoken aloud between ("对 逗号 不对", "对逗号错"): both said, which is meant
is no guess worth grading on, asked again. A red team found them read as the first mark, to confirm. A
reason before 所以 ("常数再量化这点对，所以对") concludes, and a thought before it turns ("先说错 再想了下
常数也量化 所以对"), as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

TRUEFALSE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.TRUEFALSE]
BOTH = [
    "对，所以错",
    "对的，所以不对",
    "对 所以错",
    "错，所以对",
    "错的 所以对的",
    "对 逗号 错",
    "对逗号不对",
    "错 逗号 对",
]


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_mark_concluded_into_the_other_is_asked_again(question: Question) -> None:
    for answer in BOTH:
        assert grade(question, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_reason_or_a_thought_before_so_is_read(question: Question) -> None:
    assert grade(question, "常数再量化这点对，所以对").understood.truth is True
    assert grade(question, "对，所以对").understood.truth is True
    assert grade(question, "先说错 再想了下 常数也量化 所以对").understood.truth is True
    assert grade(question, "对 逗号 常数再量化成8bit").understood.truth is True
