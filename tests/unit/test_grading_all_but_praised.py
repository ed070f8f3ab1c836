"""The rest praised after an "all but" ("除了 C 其他都少不了") is the rest chosen (review of 710346c8).

710346c8 added "不了" to the words denying the rest (REST_DENIED, for "都支持不了"), so "少不了",
"缺不了" — which the lexicon's PRAISES hold as praise — asked again. A praise of the rest now chooses
them before the denial is looked for; "都支持不了" still denies. seed000-23's key is ABDE.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTION = next(question for question in curated_catalog() if question.id == "seed000-23")


@pytest.mark.parametrize(
    "answer", ["除了 C 其他都少不了", "除了 C 其余都缺不了", "除了 softmax 其他都少不了"]
)
def test_the_rest_praised_is_chosen(answer: str) -> None:
    result = grade(QUESTION, answer)
    assert (result.verdict, result.reading) == (Verdict.CORRECT, "A、B、D、E"), answer


@pytest.mark.parametrize("answer", ["除了 C 都支持不了", "除了 C 都是错的", "除了 C 其他都有问题"])
def test_the_rest_denied_still_asks(answer: str) -> None:
    assert grade(QUESTION, answer).verdict is Verdict.INVALID, answer
