"""On a question asking what fails or is wrong, an option said to be fine ("X 应该没问题吧") is not the
one chosen: asked again, unless the fine is said of others ("X 会失败，其他都没问题"); on a question
asking what is right, "没问题" chooses as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

CAPTURE = Question(
    id="fx-capture",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="录制 CUDA Graph 时，以下哪项调用会导致 capture 失败？",
    options={
        "A": "cublasGemmEx",
        "B": "cudaStreamSynchronize（对正在捕获的 stream）",
        "C": "ncclAllReduce",
        "D": "cudaMemcpyAsync（设备到设备）",
    },
    key="B",
)

TIES = Question(
    id="fx-ties",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="训练奖励模型时，偏好对出现平票标签，正确的处理是",
    options={"A": "剔除", "B": "随机赋 0/1", "C": "损失权重置 0.5", "D": "改为回归损失"},
    key="A",
)


def _reading(question: Question, answer: str) -> tuple[Verdict, bool, str | None]:
    graded = grade(question, answer)
    return graded.verdict, graded.needs_confirmation, graded.reading


@pytest.mark.parametrize(
    "answer",
    [
        "nccl allreduce 跨卡的应该没问题吧",
        "cudaStreamSynchronize 没问题",
        "cuda stream synchronize 应该没事",
        "B 没问题",
    ],
)
def test_an_option_said_fine_on_a_question_asking_what_fails_is_asked_again(answer: str) -> None:
    verdict, _, read = _reading(CAPTURE, answer)
    assert verdict is Verdict.INVALID and not read


@pytest.mark.parametrize(
    "answer",
    ["cudaStreamSynchronize 会失败，其他都没问题", "B，其他都没问题", "cudaStreamSynchronize 捕获不了"],
)
def test_fine_said_of_the_others_keeps_the_option_named(answer: str) -> None:
    assert _reading(CAPTURE, answer) == (Verdict.CORRECT, True, "B")


def test_fine_chooses_on_a_question_asking_what_is_right() -> None:
    assert _reading(TIES, "剔除没问题") == (Verdict.CORRECT, True, "A")
