"""The verbs naming the option to look into ("就查", "只查", "先查"), denied or not the candidate's own
(issue 30, review of batch 59's reading): "别先查 B", "不能只查 A", "谁会先查 B 啊", "同事说先查 B",
"就查 B？不确定" had been read as choosing the option, as "别勾 B" never was. They are read as "别勾"
is now: ruled out, or not the candidate's own, and asked again. "只查了 A" reports a check done, not
a choice. The nearest right readings ("就查 B", "肯定先查 B 呀", "没空查，就查 A 吧") stay.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
GATHER = QUESTIONS["seed002-02"]  # which setting to check first: B
PLUGIN = QUESTIONS["seed000-15"]  # key A


def test_the_keys_are_the_ones_the_sentences_speak_of() -> None:
    assert GATHER.key.startswith("B") and PLUGIN.key.startswith("A")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (GATHER, "别先查 B"),
        (GATHER, "不要先查 B"),
        (GATHER, "千万别先查 B"),
        (GATHER, "不用先查 B"),
        (GATHER, "没必要先查 B"),
        (GATHER, "不会先查 B"),
        (GATHER, "谁会先查 B 啊"),
        (GATHER, "就查 B？不确定"),
        (GATHER, "同事说先查 B"),
        (GATHER, "原卷答案说先查 B"),
        (GATHER, "不用选 B"),
        (PLUGIN, "不能只查 A"),
        (PLUGIN, "别只查 A"),
        (PLUGIN, "不该先查 A"),
        (PLUGIN, "只查了 A"),
    ],
)
def test_a_check_denied_or_not_own_is_never_correct(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (GATHER, "就查 B"),
        (GATHER, "先查 B"),
        (GATHER, "肯定先查 B 呀"),
        (PLUGIN, "就查 A 吧"),
        (PLUGIN, "没空查，就查 A 吧"),
        (PLUGIN, "只查 A"),
    ],
)
def test_the_check_chosen_stays_read(question: Question, answer: str) -> None:
    result = grade(question, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, answer
