"""All but one named by its words, then a doubt closing the answer: the doubted letters left out.

"除掉改 softmax 那条，剩下四个我都选，E 不确定" had been read as E alone, the option doubted: the doubt made
the reader of options named by their words (``_excepted``) give up, and the mention pass read the one
letter left. The doubt closing the answer is taken off first, as for an "all but" said by letters ("除了
C，剩下的都选，E 不确定": A、B、D), and the doubted letters are left out of the rest. The one set aside
doubted again ("…，其余都选，C 不确定") leaves the rest, as "除了 C 都对，C 不确定" does; every option chosen
doubted leaves nothing chosen: asked again.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
QUESTION = "seed000-23"  # key ABDE; C "需要修改 attention softmax"


@pytest.mark.parametrize(
    ("answer", "reading"),
    [
        ("除掉改 softmax 那条，剩下四个我都选，E 不确定", "A、B、D"),
        ("除掉改 softmax 那条，剩下的我都选，E 不确定", "A、B、D"),
        ("除掉改 softmax 那条，其余都选，E 不确定", "A、B、D"),
        ("除掉改 softmax 那条，其余都选，D、E 不确定", "A、B"),
        ("softmax 那条不选，其他都选，E 拿不准", "A、B、D"),
        ("除了 C，剩下四个我都选，E 不确定", "A、B、D"),
        ("除了 C，剩下的都选，E 不确定", "A、B、D"),
    ],
)
def test_the_doubted_letters_are_left_out_of_the_rest(answer: str, reading: str) -> None:
    result = grade(QUESTIONS[QUESTION], answer)
    assert (result.verdict, result.reading, result.needs_confirmation) == (Verdict.PARTIAL, reading, True), (
        answer
    )


@pytest.mark.parametrize(
    "answer",
    [
        "除掉改 softmax 那条，其余都选，A、B、D、E 不确定",  # every one chosen doubted
        "除掉改 softmax 那条，其余都选，E 不确定吗",  # asked
    ],
)
def test_a_doubt_that_leaves_nothing_or_doubts_the_one_left_out_is_asked_again(answer: str) -> None:
    assert grade(QUESTIONS[QUESTION], answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    "answer",
    [
        "除掉改 softmax 那条，剩下四个我都选",
        "除了 C，剩下四个我都选",
        "softmax 那条不选，其他都选",
        "除掉改 softmax 那条，其余都选，C 不确定",  # the one set aside doubted again
    ],
)
def test_without_a_doubt_of_the_rest_the_rest_is_still_read(answer: str) -> None:
    result = grade(QUESTIONS[QUESTION], answer)
    assert (result.verdict, result.reading) == (Verdict.CORRECT, "A、B、D、E"), answer
