"""A Heavenly Stem standing for an option inside Chinese words (issue 30: the fifty-fourth blind
batch's "选丙没跑了", "我投甲项"): after a verb of choosing ("投", "押", as after "选") or before a word of
certainty ("没跑了", "稳了", "错不了"), the stem is the option's letter, read to confirm as a stem always
is. Inside other words ("指甲", "甲方") it is none, and a stem ruled out stays ruled out.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

TEMPERATURE = Question(
    id="fx-stem-words",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="知识蒸馏里，学生模型拟合教师 logits 时最常用的温度 T 取多少？",
    options={"A": "1", "B": "3", "C": "5", "D": "10"},
    key="C",
)


@pytest.mark.parametrize(
    "answer", ["我投丙项", "投丙", "押丙", "选丙没跑了", "丙没跑了", "丙稳了", "丙错不了"]
)
def test_a_stem_chosen_in_words_is_its_option_to_confirm(answer: str) -> None:
    graded = grade(TEMPERATURE, answer)
    assert (graded.verdict, graded.reading, graded.needs_confirmation) == (Verdict.CORRECT, "C", True)


@pytest.mark.parametrize("answer", ["我投甲项", "乙没跑了", "押丁"])
def test_another_stem_so_chosen_is_wrong(answer: str) -> None:
    assert grade(TEMPERATURE, answer).verdict is Verdict.INCORRECT, answer


@pytest.mark.parametrize("answer", ["不是丙没跑了", "指丙", "丙方"])
def test_a_stem_ruled_out_or_inside_a_word_is_no_answer(answer: str) -> None:
    assert grade(TEMPERATURE, answer).verdict is Verdict.INVALID, answer
