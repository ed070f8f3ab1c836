"""A choice whose options are all figures, answered with one option's figure and then a commitment to a
figure no option holds ("16，答案 256", "每卡 8，我选 128", "2048 摊下去每份 8，答案 2"): the answer said
last is none of the options, and the figure before it a step. Asked again, as a correction to a figure no
option holds is ("16，不，8"); never read as the figure before it. The commitment to an option's own
figure, however written ("…，答案 8 个", "2/64=1/32，答案 0.03125"), still reads.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._value_mentions import value_of
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
QUESTIONS = {question.id: question for question in BANK}
FIGURE_SINGLES = [
    q
    for q in BANK
    # ASCII digits: value_of("①②③④") is 1234, but seed001-07's options are orderings, no figures
    if q.type is QuestionType.SINGLE and all(text.isascii() and value_of(text) for text in q.options.values())
]


def _unheld(question: Question) -> str:
    values = {value.value for text in question.options.values() if (value := value_of(text))}
    return next(str(figure) for figure in (6, 7, 9, 11, 13, 17, 19, 23, 37) if figure not in values)


def test_there_are_figure_singles_to_loop_over() -> None:
    assert len(FIGURE_SINGLES) >= 10, [q.id for q in FIGURE_SINGLES]


@pytest.mark.parametrize("question", FIGURE_SINGLES, ids=lambda question: question.id)
def test_a_commitment_to_no_option_s_figure_is_asked_again(question: Question) -> None:
    key = question.options[str(question.key)].strip()
    unheld = _unheld(question)
    for answer in (f"{key}，答案 {unheld}", f"{key}，我选 {unheld}", f"每卡 {key}，答案是：{unheld}"):
        result = grade(question, answer)
        assert result.verdict is Verdict.INVALID, (question.id, answer, result)
    for answer in (f"{key}，答案 {key}", f"{key}，我选 {key}"):  # the nearest right sentences
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed002-07", "2048 摊下去每份 8，答案 2"),
        ("seed000-11", "1024 除下来一个节点 16，答案 2"),
        ("seed000-11", "1024/64=16，答案 6"),
    ],
)
def test_the_share_then_another_answer_is_asked_again(question: str, answer: str) -> None:
    assert grade(QUESTIONS[question], answer).verdict is Verdict.INVALID


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed002-07", "8，答案 8 个"),
        ("seed002-07", "2048 摊下去每份 8，答案 8"),
        ("seed002-07", "16，答案 8"),
        ("seed002-10", "2/64=1/32，答案 0.03125"),
    ],
)
def test_a_commitment_to_an_option_s_figure_reads(question: str, answer: str) -> None:
    result = grade(QUESTIONS[question], answer)
    assert result.verdict is Verdict.CORRECT, result
