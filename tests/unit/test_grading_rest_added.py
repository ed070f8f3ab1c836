"""Options added after the rest is chosen ("C 不选，其余都选，E 也选"): the rest and those added.

It had been read as E alone (partial): the readers of "all but" take the rest only where it closes the
answer, and the mention pass read the one letter it saw after it. The answer before the addition is read,
and the options added join it (``_rest_added``); one added that it left out ("除了 C，其余都选，C 也选")
is asked again, as is an addition after an answer that chose nothing.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
QUESTIONS = {question.id: question for question in BANK}
MULTIS = [q for q in BANK if q.type is QuestionType.MULTI and len(q.options) > 2]
QUESTION = "seed000-16"  # key ABCDE


@pytest.mark.parametrize(
    "answer",
    [
        "C 不选，其余都选，E 也选",
        "除了 C，其余都选，E 也选",
        "除了 C 其余都选，E 也要",
        "除了 C，其余都选，还有 E",
        "C 不对，剩下的都对，E 也对",
        "除了 C，其余都选。E 也选",
    ],
)
def test_the_rest_and_the_option_added_are_read(answer: str) -> None:
    assert grade(QUESTIONS[QUESTION], answer).reading == "A、B、D、E", answer


@pytest.mark.parametrize(
    "answer",
    [
        "除了 C，其余都选，C 也选",  # the one set apart added back: asked again
        "C 不选，其余都选，C 也选",
        "除了 D 和 E，其余都选，E 也选",
        "其余都选，E 也选",  # no rest to add to
        "C 不选，其余都选，E 也选吗",  # asked
    ],
)
def test_an_option_set_apart_then_added_is_asked_again(answer: str) -> None:
    result = grade(QUESTIONS[QUESTION], answer)
    assert (result.verdict, result.reading) == (Verdict.INVALID, ""), answer


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_the_rest_and_an_added_option_are_never_the_added_one_alone(question: Question) -> None:
    labels = sorted(question.options)
    for out in labels:
        for also in labels:
            if also == out:
                continue
            answer = f"{out} 不选，其余都选，{also} 也选"
            assert grade(question, answer).reading == "、".join(x for x in labels if x != out), answer
        answer = f"除了 {out}，其余都选，{out} 也选"
        result = grade(question, answer)
        assert (result.verdict, result.reading) == (Verdict.INVALID, ""), answer
