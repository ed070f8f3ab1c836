"""The claim's verb said again, then a space and a reason ("不支持 只能 offload 到 cpu", "支持的
ZeRO-Infinity 那套 nvme 卸载", issue 30: the fifty-fourth and fifty-fifth blind batches): the space
after Chinese ends the clause as a comma does, and the echo is read to confirm, as "不支持，只能 …" was.
Only the whole answer is read so: a clause other readers cut out is read whole. What follows the space
is read as it is after a comma (a joke, a doubt or a question keeps it from being an answer).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

OFFLOAD = Question(
    id="fx-echo-spaced",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="DeepSpeed ZeRO-3 支持把参数卸载到 NVMe。",
    key="true",
)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("支持的 ZeRO-Infinity 那套 nvme 卸载", Verdict.CORRECT),
        ("支持 ZeRO-Infinity 就是干这个的", Verdict.CORRECT),
        ("不支持 只能 offload 到 cpu", Verdict.INCORRECT),
        ("不支持吧 只能 offload 到 cpu", Verdict.INCORRECT),
    ],
)
def test_an_echo_closed_by_a_space_is_read_to_confirm(answer: str, verdict: Verdict) -> None:
    graded = grade(OFFLOAD, answer)
    assert (graded.verdict, graded.needs_confirmation) == (verdict, True), answer


@pytest.mark.parametrize("answer", ["不支持 开玩笑的", "支持 也可能不支持", "支持 吗"])
def test_a_joke_a_doubt_or_a_question_after_the_space_is_no_answer(answer: str) -> None:
    assert grade(OFFLOAD, answer).verdict is Verdict.INVALID, answer
