"""Two options named, a particle of mood between them, neither withdrawn: never the first alone.

"头数是 48 啊，64" and "偏差为 0 啊，10%" had been read as the first figure alone (the key): the clause of
the first closes on a particle ("啊", "吧"), and the mention after the pause was neither listed nor
committed, so it was dropped. A particle of mood and a pause link the next option as a bare comma does
("48，64"): both are read, which a single choice never grades right (``_choice_marks.PARTICLE_PAUSE``).
The option after it denied or described ("…，64 不行", "…，10% 是方差") is still no choice.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._value_mentions import value_of
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
QUESTIONS = {question.id: question for question in BANK}
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed000-04", "头数是 48 啊，64"),
        ("seed000-04", "头数是 48 吧，64"),
        ("seed000-04", "头数是 48 啊，80"),
        ("seed000-04", "我觉得是 48 啊，32"),
        ("seed001-06", "偏差为 0 啊，10%"),
        ("seed001-06", "偏差为 0 吧，5%"),
        ("seed001-06", "应该是 A 啊，C"),
    ],
)
def test_a_second_option_after_a_particle_is_read_too(question: str, answer: str) -> None:
    result = grade(QUESTIONS[question], answer)
    assert result.verdict is not Verdict.CORRECT, answer
    assert result.reading in ("A、C", "B、C", "B、D", "A、B", ""), (answer, result.reading)  # both, or none


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed000-04", "头数是 48 啊，64 不行"),  # the second denied: the first stands
        ("seed000-04", "头数是 48 啊，不是 64"),
        ("seed000-04", "头数是 48 啊"),
        ("seed001-06", "偏差为 0 啊，10% 是方差"),  # the second described, not chosen
        ("seed001-06", "偏差为 0 啊，10% 不对"),
    ],
)
def test_the_first_stands_where_the_second_is_ruled_out_or_described(question: str, answer: str) -> None:
    result = grade(QUESTIONS[question], answer)
    assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, True), answer


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_the_key_then_another_after_a_particle_is_never_right(question: Question) -> None:
    key = question.key_text
    for other in question.options:
        if other == key:
            continue
        said = [f"我觉得是 {key} 啊，{other}", f"答案是 {key}吧，{other}"]
        if value_of(question.options[key]) is not None and value_of(question.options[other]) is not None:
            said.append(f"结果是 {question.options[key]} 啊，{question.options[other]}")
        for answer in said:
            assert grade(question, answer).verdict is not Verdict.CORRECT, answer
