"""An option's figure and some, with its measure word (issue "Grading a typed answer"): "128 多条" read
as the option 128. Between a figure and its measure "多" says "more than": asked again, as "128 多"
already is. ("将近 128", "128 出头" are left: labelled answers read "将近一半" of 15/31 and "35 个 G 出头吧"
of 35GB on a stem asking "约为" as the option.)

Not a figure said about ("约 128", "128 条左右"), with its measure word ("128 条"), nor with "多" that is
no "more than" ("128 多卡"). Looped over every single choice whose options are all whole figures.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
WHOLE_FIGURE_SINGLES = [
    q
    for q in QUESTIONS.values()
    # ASCII digits: "①②③④" (seed001-07, an ordering) is isdigit() too, and no figure
    if q.type is QuestionType.SINGLE
    and all(text.strip().isascii() and text.strip().isdigit() for text in q.options.values())
]
MORE_OR_LESS = ["{F} 多条", "{F} 多个", "{F} 多条吧", "{F} 多个片段"]
ABOUT = ["{F} 条", "约 {F}", "大约 {F} 条", "{F} 条左右", "{F} 个"]


def test_there_are_whole_figure_singles() -> None:
    assert len(WHOLE_FIGURE_SINGLES) >= 3, [q.id for q in WHOLE_FIGURE_SINGLES]


@pytest.mark.parametrize("question", WHOLE_FIGURE_SINGLES, ids=lambda question: question.id)
def test_more_or_less_than_the_key_figure_is_asked_again(question: Question) -> None:
    figure = question.options[question.key].strip()
    for form in MORE_OR_LESS:
        answer = form.format(F=figure)
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize("question", WHOLE_FIGURE_SINGLES, ids=lambda question: question.id)
def test_the_key_figure_said_about_still_reads(question: Question) -> None:
    figure = question.options[question.key].strip()
    for form in ABOUT:
        answer = form.format(F=figure)
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, answer)


def test_many_cards_is_no_more_than() -> None:
    assert grade(QUESTIONS["seed002-06"], "128 多卡").verdict is Verdict.CORRECT
