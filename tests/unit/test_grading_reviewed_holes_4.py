"""Review 59's holes, closed (continued from test_grading_reviewed_holes_3): a label denying that what
follows is the answer ("错误答案：B", "Wrong answer: 464 GB") is no answer; it is asked again.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType, Status
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import read_correct

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE]
KEY_TRUE = [
    q
    for q in BANK.values()
    if q.type is QuestionType.TRUEFALSE and q.key_text.strip() in ("正确", "对", "true")
]
DENYING_LABELS = [
    "错误答案：{K}",
    "错误选项：{K}",
    "不是答案：{K}",
    "答案不是：{K}",
    "排除项：{K}",
    "干扰项：{K}",
    "错：{K}",
    "错误：{K}",
    "上次的答案：{K}",
    "Wrong answer: {K}",
    "Incorrect: {K}",
    "Distractor: {K}",
    "Not: {K}",
]


@pytest.mark.parametrize("template", DENYING_LABELS)
def test_denying_label_on_every_single_choice(template: str) -> None:
    assert read_correct(SINGLES, template) == []


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-30", "错误答案：464 GB"),
        ("seed000-30", "Wrong answer: 464 GB"),
        ("seed000-29", "错误答案：nvme, nvme"),
        ("seed000-28", "错误答案：BLOCK_SIZE: tl.constexpr"),
    ],
)
def test_denying_label_on_a_figure_a_fill_or_code(question_id: str, answer: str) -> None:
    assert grade(BANK[question_id], answer).verdict is not Verdict.CORRECT


def test_denying_label_on_every_key_true_question() -> None:
    assert KEY_TRUE
    assert not [q.id for q in KEY_TRUE if grade(q, "不是答案：对").verdict is Verdict.CORRECT]


def test_plain_answer_label_still_reads() -> None:
    wrong = [q.id for q in SINGLES if grade(q, f"答案：{q.key_text.strip()}").verdict is not Verdict.CORRECT]
    assert not wrong


CHOICES = [q for q in BANK.values() if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]
# review 59, section 7: the key in brackets or quotes, then denied, refused or struck out
BRACKETED_DENIED = [
    "「{K}」不对",
    "〖{K}〗不对",
    "【{K}】错",
    "《{K}》不对",
    "『{K}』不对",
    "[{K}]？不",
    "“{K}” nope",
    "“{K}”——不选",
    "“{K}”（划掉）",
]


@pytest.mark.parametrize("template", BRACKETED_DENIED)
def test_key_bracketed_then_denied_on_every_choice(template: str) -> None:
    assert read_correct(CHOICES, template) == []


@pytest.mark.parametrize("template", ["「{K}」", "【{K}】", "“{K}”"])
def test_key_bracketed_alone_still_reads(template: str) -> None:
    wrong = [
        q.id
        for q in SINGLES
        if grade(q, template.format(K=q.key_text.strip())).verdict is not Verdict.CORRECT
    ]
    assert not wrong
