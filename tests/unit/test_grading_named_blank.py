"""A fill said for one blank named by its number is that blank's alone (issue 30), in phrasings of
its own: where every blank takes the same value, a single fill stands for all of them ("两处都是 x",
"x × 2"), but not one said for "第一空" or "blank 2" — the other blank is unanswered, or only doubted.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.code._blank_fills import key_blanks
from bank.grading.code._canonical_code import canonical
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

SAME_FILLS = [
    question
    for question in curated_catalog()
    if question.type is QuestionType.CODE
    and question.servable
    and len(blanks := question.blanks or key_blanks(question.key_text)) > 1
    and len({canonical(fill) for fill in blanks}) == 1
]


def test_the_bank_has_a_question_whose_blanks_take_one_value() -> None:
    assert SAME_FILLS  # else the tests below would check nothing


@pytest.mark.parametrize("question", SAME_FILLS, ids=lambda question: question.id)
@pytest.mark.parametrize(
    "template",
    [
        "第一空 {fill}",
        "第二空填 {fill}，第一空想不起来",
        "空 1：{fill}；空 2 拿不准",
        "first blank {fill}, no idea for the second",
    ],
)
def test_one_named_blank_filled_is_never_every_blank(question: Question, template: str) -> None:
    fill = (question.blanks or key_blanks(question.key_text))[0].strip("`")
    graded = grade(question, template.format(fill=fill))
    assert graded.verdict is not Verdict.CORRECT, (template, graded.rationale)


@pytest.mark.parametrize("question", SAME_FILLS, ids=lambda question: question.id)
def test_one_fill_said_for_every_blank_still_fills_them(question: Question) -> None:
    fill = (question.blanks or key_blanks(question.key_text))[0].strip("`")
    assert grade(question, f"两处都是 {fill}").verdict is Verdict.CORRECT
