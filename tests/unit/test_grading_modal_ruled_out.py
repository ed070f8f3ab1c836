"""An option said to be one that may be ruled out, the modal apart from its verb: ruled out, never chosen.

"B 可以 直接排除", "B 能 排除掉", "B 可以 pass 掉" had been read as B (to confirm): the modal after the
option ("B 可以") was taken as its verdict and the verb after the space as said of nothing, while "B 可以直接
排除" written together was ruled out. A modal, adverbs and a verb of ruling out after an option, written
apart or together ("B 能排除掉", "B 要 排除"), rule it out (``_lexicon.RULED_OUT_BY_MODAL``). The modal
before a verb of choosing ("B 可以 选") still chooses; a ruling out asked ("B 可以 排除吗") is no choice.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
QUESTIONS = {question.id: question for question in BANK}
CHOICES = [q for q in BANK if q.type.is_choice]
QUESTION = "seed000-04"  # at most 10 GB: A 32, B 48 (the key), C 64, D 80

RULED_OUT = [
    "可以 直接排除",
    "能 排除掉",
    "能排除掉",
    "可以 不选",
    "可以 pass 掉",
    "可以pass掉",
    "可以 直接 pass",
    "要 排除",
    "应该 排除",
    "完全可以 排除",
    "可以 先排除",
    "能 去掉",
    "可以 忽略",
    "可以跳过",
    "可以 放弃",
]


@pytest.mark.parametrize("said", RULED_OUT)
def test_an_option_said_to_be_ruled_out_after_a_modal_is_not_chosen(said: str) -> None:
    for letter in ("B", "48"):
        answer = f"{letter} {said}"
        result = grade(QUESTIONS[QUESTION], answer)
        assert result.verdict is not Verdict.CORRECT, answer
        assert result.reading == "", (answer, result.reading)


@pytest.mark.parametrize(
    "answer",
    [
        "A 可以 直接排除，选 B",  # another ruled out, the key chosen after it
        "A 能 排除掉，选 B",
        "C 可以 pass 掉，48",
        "B 可以 选",  # a verb of choosing after the modal
        "B 可以 直接选",
        "B 可以",
    ],
)
def test_the_key_stands_where_another_is_ruled_out_or_it_is_chosen(answer: str) -> None:
    result = grade(QUESTIONS[QUESTION], answer)
    assert (result.verdict, result.reading) == (Verdict.CORRECT, "B"), answer


@pytest.mark.parametrize("answer", ["B 可以 排除吗", "B 可以 排除？", "B 能排除掉吗"])
def test_a_ruling_out_asked_is_no_choice(answer: str) -> None:
    assert grade(QUESTIONS[QUESTION], answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("question", CHOICES, ids=lambda question: question.id)
def test_a_key_option_said_to_be_ruled_out_is_never_right(question: Question) -> None:
    for letter in sorted(question.correct_options):
        for said in ("可以 直接排除", "能 排除掉", "可以 pass 掉", "要 排除", "可以 先 去掉"):
            answer = f"{letter} {said}"
            assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("question", [q for q in CHOICES if len(q.key_text) == 1], ids=lambda q: q.id)
def test_another_option_ruled_out_then_the_key_chosen_reads_the_key(question: Question) -> None:
    key = question.key_text
    other = next(letter for letter in question.options if letter != key)
    answer = f"{other} 可以 直接排除，选 {key}"
    assert grade(question, answer).verdict is Verdict.CORRECT, answer
