"""All but one option named by its words, said with "除掉" and a chooser before "都" ("除掉改 softmax 那条，
剩下四个我都选"; blind batch 72): every other option, to confirm, as "除了改 softmax 那条，其余都选" was read.
"除掉" (remove) opens the frame only with the rest chosen after it; "除掉改 softmax 那条" alone chooses
nothing of the rest.

Not a wrong count of the rest, the rest denied, asked back ("…，剩下四个我都选吗"), or a piece naming no
option or two; an option so left out that is the key's never reads the key.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
PAGED = QUESTIONS["seed000-23"]  # PagedAttention, multi: key ABDE; C "需要修改 attention softmax"


@pytest.mark.parametrize(
    "answer",
    [
        "除掉改 softmax 那条，剩下四个我都选",
        "除了改 softmax 那条，剩下四个我都选",
        "除掉 softmax 那条，其余我都选",
        "除掉改 softmax 那条，剩下四个我都认",
    ],
)
def test_all_but_the_one_named_is_the_rest(answer: str) -> None:
    graded = grade(PAGED, answer)
    assert graded.verdict is Verdict.CORRECT, (answer, graded)
    assert graded.understood.choices == ["A", "B", "D", "E"]
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "除掉改 softmax 那条，剩下三个我都选",  # four are left
        "除掉改 softmax 那条，剩下四个我都不选",
        "除掉改 softmax 那条，剩下四个我都选吗",
        "除掉 C",
    ],
)
def test_a_wrong_count_a_denial_or_a_question_is_not_the_rest(answer: str) -> None:
    assert grade(PAGED, answer).verdict is not Verdict.CORRECT, answer


def test_a_key_option_left_out_never_reads_the_key() -> None:
    graded = grade(PAGED, "除掉共享那条，剩下四个我都选")  # B left out: A、C、D、E
    assert graded.verdict is Verdict.INCORRECT
    assert graded.understood.choices == ["A", "C", "D", "E"]
