"""Labels saying what follows is not the answer, beside "错误答案：C" (asked again): "不正确答案：C",
"非正确答案：C", "错选：C" (chosen wrongly), "最不可能：C" (least likely). They were read as C, correct,
to confirm: shown back as the candidate's answer what they had labelled wrong (issue 30). Probed beside
the label convention of 6 December, whose label words ("选：", "最终：") make an answer bare.

The nearest right labels stand: "正确答案：C", "答案：C" (bare), "最可能：C" (read, to confirm).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}


@pytest.mark.parametrize(
    "answer", ["不正确答案：C", "不正确的答案：C", "非正确答案：C", "错选：C", "最不可能：C"]
)
def test_a_label_denying_the_answer_asks_again(answer: str) -> None:
    assert grade(QUESTIONS["seed000-03"], answer).verdict is Verdict.INVALID  # key C


def test_on_a_true_false_question_too() -> None:
    assert grade(QUESTIONS["seed002-42"], "不正确答案：错").verdict is Verdict.INVALID  # key false


@pytest.mark.parametrize(
    ("answer", "confirm"),
    [("正确答案：C", False), ("答案：C", False), ("最终：C", False), ("最可能：C", True)],
)
def test_the_nearest_right_labels_stand(answer: str, confirm: bool) -> None:
    graded = grade(QUESTIONS["seed000-03"], answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, confirm)
