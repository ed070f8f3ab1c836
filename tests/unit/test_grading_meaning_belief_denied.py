"""A restatement of an option under a denied belief is not the option (issue "Grading a typed answer").

"我不觉得是采样偏差没有校正" (seed001-02, key C "未对采样概率做修正") says C is not the cause; the model
of meaning found it closest to C, the clause shared C's negation ("没有"), and it was proposed as C, to
confirm. A belief denied in words ("不觉得", "不认为", "不信", "谈不上", "I don't think") now speaks
against any restatement, as a hedge or a question does; "我觉得是…" and the restatement alone still do.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTION = curated_catalog()["seed001-02"]  # C: 未对采样概率做修正（logQ 修正）


def _leaning_to_key(texts: Sequence[str], options: Sequence[str]) -> list[list[float]]:
    key = QUESTION.options[QUESTION.key_text]
    return [[0.9 if option == key else 0.8 for option in options] for _ in texts]


@pytest.mark.parametrize(
    "answer",
    [
        "我不觉得是采样偏差没有校正",
        "我不认为是采样偏差没有校正",
        "我不信是采样偏差没有校正",
        "谈不上采样偏差没有校正",
        "I don't think the sampling bias was left uncorrected",
    ],
)
def test_a_restatement_under_a_denied_belief_is_never_proposed(answer: str) -> None:
    assert grade(QUESTION, answer, similarity=_leaning_to_key).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["采样偏差没有校正", "我觉得是采样偏差没有校正", "采样偏差没有校正，我信"])
def test_the_nearest_restatements_are_still_proposed(answer: str) -> None:
    graded = grade(QUESTION, answer, similarity=_leaning_to_key)
    assert (graded.verdict, graded.reading, graded.needs_confirmation) == (Verdict.CORRECT, "C", True), answer
