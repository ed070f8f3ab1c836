"""A figure in a clause asking whether ("是不是还要把权重 350G 加进去") is asked about, never the result.

Found in blind batch 75: "kv cache那个是不是还要把权重350G加进去 我先算kv 2*48*2048*96…" (labelled invalid: a
question and a product with no result) was read as the answer 350 GB, wrong, to confirm — a reading the
candidate did not mean. The asked figure is dropped; a result stated after the question is read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.figures._asked_whether import asked_whether
from bank.grading.numbers._numbers import find_quantities, prepare
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}
KV = QUESTIONS["seed000-30"]  # KV cache of GPT-3 175B: 464 GB


@pytest.mark.parametrize(
    "answer",
    [
        "kv cache那个是不是还要把权重350G加进去 我先算kv 2*48*2048*96…",
        "kv cache 是不是还要把权重 350G 加进去",
        "要不要加权重350G 先算kv 2*48*2048*96…",
        "需不需要把 350GB 权重也算上",
        "是否包含 350 GB 的权重",
        "是不是 464GB",  # asks back: no figure given
    ],
)
def test_a_figure_asked_about_is_no_answer(answer: str) -> None:
    assert grade(KV, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    "answer",
    [
        "是不是还要把权重350G加进去？我先算kv 2*48*2048*96*96*128*2 = 464GB",
        "是否需要加上350GB的权重？KV cache 464GB",
        "不管是不是 fp16 都是 464GB",  # a concession asks nothing of the figure
        "不知道是不是对的 464GB",  # asked of the answer, not of the figure
    ],
)
def test_a_result_beside_the_question_is_read(answer: str) -> None:
    graded = grade(KV, answer)
    assert graded.verdict is Verdict.CORRECT, answer
    assert graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    ["要不要加权重？不加的话 232GB", "K、V 要不要分开算……就按一份算吧：232GB", "要不要乘 2：232GB"],
)
def test_a_wrong_result_after_the_question_stays_wrong(answer: str) -> None:
    assert grade(KV, answer).verdict is Verdict.INCORRECT, answer


def test_only_a_figure_after_the_asking_word_in_its_clause_is_asked() -> None:
    text = prepare("464G，是不是还要把权重350G加进去")
    first, second = find_quantities("464G，是不是还要把权重350G加进去")
    assert not asked_whether(text, first)
    assert asked_whether(text, second)
