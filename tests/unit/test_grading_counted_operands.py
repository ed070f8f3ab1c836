"""An option's figure said only as an operand of a count (issue "Grading a typed answer", the red
team's classes: "64 个里挑 2 个，占 1/64" was read as 2 on a question whose options are 1, 2, 4, 8 and as
64 on one whose options run 8 … 128): the count's figures are not the answer: asked again, on every
single choice whose options are whole figures. A figure stated as the answer beside the count ("2 个，
因为 64 个里挑 2 个") is read, and on a question of shares the stated share is read ("…，占 1/32" as 1/32,
"…，占 1/64" as 1/64, never the key).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

FIGURES = [
    q
    for q in curated_catalog()
    if q.servable and q.type.is_choice and all(option.strip().isdigit() for option in q.options.values())
]
COUNTS = (
    "{whole} 个里挑 {part} 个，占 1/{whole}",
    "{whole} 个里挑 {part} 个",
    "{whole} 选 {part}，1/{whole}",
    "从 {whole} 个里选 {part} 个",
    "{whole} 个专家中激活 {part} 个，占 1/3",
    "{part} out of {whole}",
)


@pytest.mark.parametrize("question", FIGURES, ids=lambda question: question.id)
def test_an_option_said_only_inside_a_count_is_asked_again(question: Question) -> None:
    assert len(FIGURES) >= 3  # the loop checks something
    key = question.options[question.key_text].strip()
    for other in (option.strip() for option in question.options.values() if option.strip() != key):
        for form in COUNTS:
            for whole, part in ((other, key), (key, other)):
                answer = form.format(whole=whole, part=part)
                result = grade(question, answer)
                assert result.verdict is Verdict.INVALID, (question.id, answer, result.reading)


@pytest.mark.parametrize("question", FIGURES, ids=lambda question: question.id)
def test_an_option_stated_beside_the_count_is_read(question: Question) -> None:
    key = question.options[question.key_text].strip()
    answer = f"{key} 个，因为 99 个里挑 {key} 个"
    result = grade(question, answer)
    assert result.verdict is Verdict.CORRECT, (question.id, answer, result.reading)


def test_the_stated_share_is_read_on_a_question_of_shares() -> None:
    question = next(q for q in curated_catalog() if q.id == "seed002-10")  # options 1/32 … 1/256, key 1/32
    for answer, verdict in (
        ("64 个里挑 2 个，占 1/32", Verdict.CORRECT),
        ("64 个里挑 2 个，占 1/64", Verdict.INCORRECT),
        ("64 个里挑 2 个，2/64 也就是 1/32", Verdict.CORRECT),
    ):
        result = grade(question, answer)
        assert result.verdict is verdict, (answer, result.reading)
