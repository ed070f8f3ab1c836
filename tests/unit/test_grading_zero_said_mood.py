"""None of the asked quantity said with a particle of mood ("没偏差啊", "偏差都没了哈"): read as said
without it, the zero option to confirm (blind batch 71: "没偏差啊" of "…参数偏差为：" with an option "0"
was read as no answer). The particle is taken with the phrase, so the figure is read bare, as "没偏差"
was: a second option after it ("没偏差啊，10%") still holds two answers, never the zero alone.

Not a question's particle ("没偏差呢", "没偏差啊？", "没偏差吗"), nor a denial or a doubt around it.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
BIAS = QUESTIONS["seed001-06"]  # 聚合后参数偏差为: A 0 (key), B 5%, C 10%, D 50%


@pytest.mark.parametrize(
    "answer", ["没偏差啊", "没偏差呀！", "偏差都没了哈", "一点都不偏啊", "无偏的", "没有偏差哦"]
)
def test_none_said_with_a_particle_of_mood_is_the_zero_option(answer: str) -> None:
    graded = grade(BIAS, answer)
    assert graded.verdict is Verdict.CORRECT, (answer, graded)
    assert graded.understood.choices == ["A"]
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer", ["没偏差呢", "没偏差啊？", "没偏差吗", "不是没偏差啊", "几乎没偏差啊", "没偏差啊，才怪"]
)
def test_asked_denied_or_nearly_none_is_not_read(answer: str) -> None:
    assert grade(BIAS, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["没偏差啊，10%", "偏差没有了，C"])
def test_another_option_after_it_is_never_the_zero_alone(answer: str) -> None:
    graded = grade(BIAS, answer)
    assert graded.verdict is not Verdict.CORRECT, (answer, graded)
