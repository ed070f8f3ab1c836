"""The mend of the twenty-third blind batch's one reading graded correct though not (issue "Grading a
typed answer"), in phrasings of its own (not the batch's), beside the nearest shapes that must still be
read as before:

- on a single choice, an answer that names a figure inside its opening statement (an approximate word
  such as "一半", a partial result) and reasons on from it to a closing clause that names another
  option alone answers with the closing one, for confirmation: before, the opening figure was kept and
  the closing one dropped ("…的一半，再加激活…，37.5%" read as 50 %, right to confirm). An option
  committed to first ("选 B，…，75%") or opened on alone ("B，…，75%") and a different closing one hold
  two answers open, asked again, never the earlier one kept. A closing clause that names the same
  option, or opens with a decision ("…，所以 75%"), or a remark closing on no option reads as before;
  two figures side by side with no step between them are no single answer.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType


def _halved(key: str) -> Question:
    return Question(
        id="fx-choice-halved",
        bank="fx",
        type=QuestionType.SINGLE,
        stem="把 fp32 训练好的模型权重转存成 bf16，权重文件大小约为原来的：",
        options={"A": "25%", "B": "50%", "C": "75%", "D": "100%"},
        key=key,
    )


REASONED_TO_THE_CLOSING = [
    "bf16 是 fp32 的一半，再叠一份 fp32 主权重进来，75%",
    "bf16 权重是 fp32 的一半，embedding 留 fp32 另算 0.25，75%",
    "权重文件是原来的一半，再加上主权重那份，75%",
    "bf16 是 fp32 的一半，主权重另存一份，75%",
    "bf16 half of fp32, plus the fp32 master copy, 75%",
]


@pytest.mark.parametrize("answer", REASONED_TO_THE_CLOSING)
def test_a_closing_figure_after_a_step_of_reasoning_is_the_answer_not_the_opening_one(answer: str) -> None:
    graded = grade(_halved("B"), answer)  # the key is the opening figure: it is never read as right
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.INCORRECT, graded.rationale


@pytest.mark.parametrize("answer", REASONED_TO_THE_CLOSING)
def test_the_closing_figure_is_right_for_confirmation(answer: str) -> None:
    graded = grade(_halved("C"), answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize(
    "answer", ["选 B，主权重再算进去，75%", "B，主权重再算进去，75%", "答案 B，embedding 留 fp32 另算，75%"]
)
@pytest.mark.parametrize("key", ["B", "C"])
def test_an_option_committed_to_then_a_different_closing_one_is_asked_again(answer: str, key: str) -> None:
    graded = grade(_halved(key), answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert graded.understood.hedged, graded.rationale


@pytest.mark.parametrize(
    ("answer", "choice"),
    [
        ("bf16 是 fp32 的一半，再摊上一点 scale，50%", "B"),  # the closing clause names the same option
        ("bf16 是 fp32 的一半，所以 75%", "C"),  # a decision opens the closing clause
        ("16 位是 32 位的一半，主权重另存一份，所以 C", "C"),
        ("50%，优化器状态另算", "B"),  # a remark closing on no option
    ],
)
def test_the_nearest_shapes_read_as_before(answer: str, choice: str) -> None:
    graded = grade(_halved(choice), answer)
    assert graded.understood.choices == [choice], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize("answer", ["一半，75%", "50%，75%"])
@pytest.mark.parametrize("key", ["B", "C"])
def test_two_figures_side_by_side_are_no_single_answer(answer: str, key: str) -> None:
    graded = grade(_halved(key), answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
