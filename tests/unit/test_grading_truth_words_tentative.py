"""A true/false verdict in words closed by a tentative "吧" ("是这么回事吧", "是假的吧", "确实如此吧"; blind
batch 72): offered, the verdict read to confirm, as "对吧" is — it was read as no answer, though "是这么回事"
and "是这么回事啊" were read.

Not with a question mark after it ("是这么回事吧？"), a question particle ("是这么回事吗"), or scoffed at
("哪是这么回事吧").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
FEWER_STEPS = QUESTIONS["seed002-47"]  # "DPM-Solver 步数越少，生成多样性越高": false


@pytest.mark.parametrize(
    ("answer", "truth"),
    [
        ("是这么回事吧", "true"),
        ("不是这么回事吧", "false"),
        ("是真的吧", "true"),
        ("是假的吧", "false"),
        ("确实如此吧", "true"),
        ("是这么回事吧，步数少多样性高", "true"),
    ],
)
def test_a_verdict_in_words_offered_with_ba_is_read_to_confirm(answer: str, truth: str) -> None:
    graded = grade(FEWER_STEPS, answer)
    assert graded.needs_confirmation, answer
    assert graded.verdict is (Verdict.CORRECT if truth == FEWER_STEPS.key_text else Verdict.INCORRECT), (
        answer,
        graded,
    )


@pytest.mark.parametrize("answer", ["是这么回事吧？", "是这么回事吗", "哪是这么回事吧"])
def test_asked_or_scoffed_is_not_read(answer: str) -> None:
    assert grade(FEWER_STEPS, answer).verdict is Verdict.INVALID, answer
