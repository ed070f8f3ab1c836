"""A member of a set kept open at the answer's close (blind batch 75), convention 5 of blind-16.yaml's
header: the answer is a hedge, incorrect and read to confirm, even where the set with it is the key.

"ABCD 长度那个可能不算" (D perhaps not) and "A B D E 还有C 吧 C可能" had been asked again as an option both
chosen and ruled out; "ABDE C可能" and "A B D E 还有C 吧" (one more added after a space, offered with 吧)
were read as the key, to confirm: hedges graded correct. And "这几个都能用" (these, all of them) is
every option, as "四个都能用" is.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
LLAMA = QUESTIONS["seed000-16"]  # key ABCDE
FILTERS = QUESTIONS["seed002-38"]  # key ABCD; D 文档长度
PACKING = QUESTIONS["seed002-32"]  # key BD


def test_the_keys_are_the_sets_the_sentences_name() -> None:
    assert (LLAMA.key, FILTERS.key, PACKING.key) == ("ABCDE", "ABCD", "BD")


@pytest.mark.parametrize(
    ("question", "answer", "shown"),
    [
        (FILTERS, "ABCD 长度那个可能不算", ["A", "B", "C", "D"]),  # the batch's
        (LLAMA, "A B D E 还有C 吧 C可能", ["A", "B", "C", "D", "E"]),  # the batch's
        (FILTERS, "ABCD，D可能不算", ["A", "B", "C", "D"]),
        (FILTERS, "ABCD，D 也许不对", ["A", "B", "C", "D"]),
        (LLAMA, "ABDE C可能", ["A", "B", "C", "D", "E"]),
        (LLAMA, "ABDE C 可能也算吧", ["A", "B", "C", "D", "E"]),
        (LLAMA, "A B D E 还有C 吧", ["A", "B", "C", "D", "E"]),
        (LLAMA, "ABDE 还有C吧", ["A", "B", "C", "D", "E"]),
    ],
)
def test_a_member_kept_open_is_a_hedge_never_the_key(
    question: Question, answer: str, shown: list[str]
) -> None:
    result = grade(question, answer)
    assert result.verdict is Verdict.INCORRECT and result.needs_confirmation, answer
    assert result.understood.hedged and result.understood.choices == shown, answer


@pytest.mark.parametrize(
    ("question", "answer", "chosen"),
    [
        (FILTERS, "ABD，C可能不对", ["A", "B", "D"]),  # C outside the set, only doubted: left out
        (FILTERS, "ABD C可能不对", ["A", "B", "D"]),
        (PACKING, "B 还有 D 吧", ["B", "D"]),  # one option, then one more: a tentative pair
        (PACKING, "B 还有 D", ["B", "D"]),  # a bare set (convention 8)
        (LLAMA, "A B D E 还有 C", ["A", "B", "C", "D", "E"]),
    ],
)
def test_neighbours_read_as_before(question: Question, answer: str, chosen: list[str]) -> None:
    result = grade(question, answer)
    assert result.understood.choices == chosen and not result.understood.hedged, answer


def test_a_member_taken_out_first_is_not_kept_open() -> None:
    assert grade(FILTERS, "ABCD，D 不对，C 可能").verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["这几个都能用", "这几个都对", "这些都能用", "这几项都可以", "这几个都选"])
def test_these_all_are_every_option(answer: str) -> None:
    result = grade(FILTERS, answer)
    assert result.verdict is Verdict.CORRECT and result.understood.choices == ["A", "B", "C", "D"], answer


@pytest.mark.parametrize(
    "answer", ["几个都能用", "这几个都不能用", "这几个都能用吗", "这两个都能用", "这几个都有问题"]
)
def test_a_few_or_these_denied_is_no_choice_of_all(answer: str) -> None:
    assert grade(FILTERS, answer).verdict is not Verdict.CORRECT, answer
