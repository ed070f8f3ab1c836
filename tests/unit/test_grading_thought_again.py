"""A true/false mark, a thought ("再想了下", "想了想"), then "所以" and the other mark (blind batch 75): the
last mark answers, to confirm, as after "…想想，还是对的". "先说对…再想了下 它只在一张卡里把块分给thread block
不跨卡 所以错" (seed002-42, false) had both marks read and was asked again. Without a thought "所以" closes a
reason, and turns nothing. On a choice, "想了下" is no correction word (its option may be a reason's).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import verdict_for

QUESTIONS = {question.id: question for question in curated_catalog()}
ONE_CARD = QUESTIONS["seed002-42"]  # FlashAttention-2 splits a long sequence across cards: false
SINGLE = QUESTIONS["seed000-01"]  # single choice, key B


def test_the_question_is_the_one_the_sentences_speak_of() -> None:
    assert ONE_CARD.truth is False and SINGLE.key == "B"


@pytest.mark.parametrize(
    ("answer", "says"),
    [
        ("先说对…再想了下 它只是在一张卡里把块分给thread block 不跨卡 所以错", False),  # the batch's
        ("对，再想了一下，不跨卡，所以错", False),
        ("错…想了下 长序列会切到多卡 所以对", True),  # the mirror: never correct
        ("先说错 再想了下 还是对", True),
    ],
)
def test_the_answer_after_the_thought_answers_to_confirm(answer: str, says: bool) -> None:
    result = grade(ONE_CARD, answer)
    assert result.verdict is verdict_for(ONE_CARD, says), (answer, result.verdict)
    assert result.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    [
        "对 再想了下 不确定",  # the thought leaves no verdict it can stand on
        "先说对 再想了下 对吧",  # the same mark again, tentative
    ],
)
def test_a_thought_never_turns_to_the_key_without_saying_it(answer: str) -> None:
    assert grade(ONE_CARD, answer).verdict is not Verdict.CORRECT, answer


def test_the_thought_on_a_choice_reads_no_reason_as_the_answer() -> None:
    multi = QUESTIONS["seed002-33"]  # key AC
    assert grade(multi, "先选了 ACD，想了下 D 只是数据竞争不会卡，最后 AC").understood.choices != ["D"]
