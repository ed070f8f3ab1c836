"""Options ruled out, never read as chosen (blind batch 59).

"A、C、D 跟收集参数半毛钱关系没有，就查 B" had been read as A、C、D: the relation denied after it ("关系
没有", "一点关系都没有") was no dismissal, and "就查 B" no choice. "B/C/D 比这个下限还小，不可能" read
B、C、D held open: a list joined by slashes, once a clause came before it, was skipped as a list and
then offered as alternatives. The dismissal is read now, "就查"/"只查"/"先查" commit to the option
after them, and a slashed list closed by a denial ("…，B/C/D 不可能", "…，B/C/D 都不可能") is ruled
out as one joined by "、" is. Ruling out three options chooses none: the fourth is not guessed.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
GATHER = QUESTIONS["seed002-02"]  # which setting to check: B
GPTQ = QUESTIONS["seed000-08"]  # the size after GPTQ int4: A (35GB)


def test_the_keys_are_the_ones_the_sentences_speak_of() -> None:
    assert GATHER.key.startswith("B") and GPTQ.key.startswith("A")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (GATHER, "A、C、D 跟收集参数半毛钱关系没有，就查 B"),  # the batch's sentence
        (GATHER, "A、C、D 没关系，就查 B"),
        (GATHER, "A、C、D 跟收集参数一点关系都没有，B"),
        (GPTQ, "权重很大，B/C/D 不可能，选 A"),
        (GPTQ, "权重很大，B/C 不对，A"),
    ],
)
def test_the_option_chosen_after_the_others_ruled_out_is_read(question: Question, answer: str) -> None:
    result = grade(question, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (answer, result.verdict)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (GATHER, "A、B、D 跟收集参数半毛钱关系没有，就查 C"),  # the nearest wrong sentence
        (GATHER, "B 不用查，就查 A"),
        (GATHER, "A、C、D 半毛钱关系没有"),  # only ruled out: never A、C、D, never B
        (GPTQ, "权重很大，A/B 不可能，选 C"),
        (GPTQ, "权重很大，A/B/C 不可能"),
    ],
)
def test_a_wrong_or_missing_choice_is_never_correct(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(
    "answer",
    [
        "光 4bit 权重就很大了，B/C/D 不可能",
        "权重很大，B/C/D 都不可能",
        "权重很大，B、C、D 都不可能",
        "B/C/D 不可能",
    ],
)
def test_a_slashed_list_ruled_out_is_no_choice_of_it(answer: str) -> None:
    result = grade(GPTQ, answer)
    assert result.verdict is Verdict.INVALID, (answer, result.verdict)
    assert not set("BCD") & set(result.understood.choices or ()), (answer, result.understood)


def test_a_hedged_or_negated_check_is_not_a_bare_choice() -> None:
    assert grade(GATHER, "不查 B").verdict is Verdict.INVALID
    hedged = grade(GATHER, "可能就查 B 吧")
    assert hedged.needs_confirmation
