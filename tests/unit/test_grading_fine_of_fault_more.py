"""On a question asking what fails, more ways of saying an option is fine ("B不会有问题", "B不会出问题"),
and "没问题" closing its clause at a space typed for a stop ("B没问题吧 A有问题"): the option is not the
one chosen, asked again. A red team found each read as B, the key, to confirm. "B 会失败 其他都没问题"
turns the fine to the others and still reads B. "没毛病" is left out: said of a choice it is slang for
"that's it" ("→ B 没毛病" chooses B, a labelled answer), not a saying that B works.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
CAPTURE = QUESTIONS["seed000-13"]  # which call fails a CUDA Graph capture: B
COMPILE = QUESTIONS["seed000-01"]  # which code is right: B


@pytest.mark.parametrize(
    "answer",
    [
        "B不会有问题",
        "B不会出问题",
        "B没问题吧 A有问题",
        "B没问题 C会失败",
        "B 应该不会有问题吧",
    ],
)
def test_the_key_said_fine_on_a_fault_stem_is_asked_again(answer: str) -> None:
    result = grade(CAPTURE, answer)
    assert result.verdict is not Verdict.CORRECT, (answer, result.understood)


def test_the_fine_turned_to_others_still_reads() -> None:
    assert grade(CAPTURE, "B 会失败 其他都没问题").understood.choices == ["B"]
    assert grade(CAPTURE, "B会失败，其他不会有问题").understood.choices == ["B"]
    assert grade(CAPTURE, "Synchronize 会阻塞等待 → B 没毛病").understood.choices == ["B"]


@pytest.mark.parametrize("answer", ["B不会有问题", "B没问题"])
def test_fine_chooses_on_a_stem_asking_what_is_right(answer: str) -> None:
    assert grade(COMPILE, answer).understood.choices == ["B"]
