"""A question back on an open question that makes no point of the rubric is asked again, as on any other
type (blind batch 76).

"这个要结合我们公司之前做的视频审核系统来讲吗？" and "能先把评分标准发我看看吗" (seed001-19, a design
question) were graded incorrect: the rubric found no point, and the question back was never looked for on
an open question. An answer that asks and covers points is graded by them.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    "answer",
    ["这个要结合我们公司之前做的视频审核系统来讲吗？", "能先把评分标准发我看看吗", "需要考虑成本吗？"],
)
def test_only_asking_back_is_asked_again(answer: str) -> None:
    graded = grade(CATALOG["seed001-19"], answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize(
    "answer",
    [
        "用 Kafka 切 chunk，Triton 做 dynamic batching，INT8 TensorRT 不就行了吗？",  # points, asked
        "不知道",  # a give-up, not a question
    ],
)
def test_an_answer_that_makes_points_or_gives_up_is_graded(answer: str) -> None:
    assert grade(CATALOG["seed001-19"], answer).verdict is not Verdict.INVALID


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed001-21", "τ→0 时 QK^T/τ 每一项都发散到无穷，softmax 没有极限，所以谈不上退化成什么"),
        ("seed001-21", "退化成什么？退化成 hard attention"),  # asked, then answered
    ],
)
def test_a_statement_with_a_question_word_is_an_answer(question: str, answer: str) -> None:
    assert grade(CATALOG[question], answer).verdict is not Verdict.INVALID
