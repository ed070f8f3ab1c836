"""A figure said to be a quantity the question does not ask for, or two figures for the one it asks (issue
"Grading a typed answer"): "464 GB 是参数显存，KV cache 是 232 GB" read 464 GB, "11.47M，98.7% 是保存比例"
read 98.7 % as the saving asked, "local batch_size 是 64，每卡 16" read 16 — each graded correct to confirm.
Which figure answers is unclear: asked again. Not a figure said to be the stem's own quantity ("是节省比例",
"KV cache 是 464 GB"), nor a premise the stem gives beside the answer ("global 是 1024，每卡 16"). Looped
over every calculation and every single choice whose options are figures.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._value_mentions import value_of
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

SERVED = [q for q in curated_catalog() if q.servable]
CALCS = [q for q in SERVED if q.type is QuestionType.CALC]
FIGURED = [
    q
    for q in SERVED
    if q.type is QuestionType.SINGLE and all(value_of(option) is not None for option in q.options.values())
]


def test_there_are_figured_questions() -> None:
    assert CALCS and FIGURED


@pytest.mark.parametrize("question", CALCS, ids=lambda question: question.id)
def test_a_calculation_said_of_another_quantity(question: Question) -> None:
    bare = grade(question, question.key_text)
    assert bare.verdict is Verdict.CORRECT, question.id
    for answer in (f"{bare.reading} 是参数显存", f"{bare.reading} 是保存比例", f"{bare.reading}，是别的占比"):
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
    assert grade(question, f"{bare.reading} 是对的").verdict is Verdict.CORRECT, question.id


@pytest.mark.parametrize("question", FIGURED, ids=lambda question: question.id)
def test_a_figure_option_said_of_another_quantity(question: Question) -> None:
    key = question.options[question.key]
    assert grade(question, f"{key} 是参数显存").verdict is not Verdict.CORRECT, question.id
    assert grade(question, f"{key} 是正确的").verdict is Verdict.CORRECT, question.id


def test_the_sentences_themselves() -> None:
    questions = {q.id: q for q in SERVED}
    asked = {
        "seed000-30": ("464 GB 是参数显存，KV cache 是 232 GB", "KV cache 是 464 GB，参数是 350 GB"),
        "seed000-31": ("11.47M，98.7% 是保存比例", "11.47M，1.3% 是保存比例"),
        "seed000-11": ("local batch_size 是 64，每卡 16", "local batch_size 是 64，每卡 16 吧"),
    }
    kept = {
        "seed000-30": ("KV cache 是 464 GB", "464 GB 是 KV cache 的显存"),
        "seed000-31": ("11.47M，98.7% 是节省比例", "11.47M，98.7% 是存储节省比例"),
        "seed000-11": ("global 是 1024，每卡 16", "local batch_size 是 16", "local bs = 1024/64 = 16"),
    }
    for qid, answers in asked.items():
        for answer in answers:
            assert grade(questions[qid], answer).verdict is Verdict.INVALID, answer
    for qid, answers in kept.items():
        for answer in answers:
            assert grade(questions[qid], answer).verdict is Verdict.CORRECT, answer
