"""The claim's verb said again, then a space and a reason ("不支持 只能 offload 到 cpu", "支持的
ZeRO-Infinity 那套 nvme 卸载", issue 30: the fifty-fourth and fifty-fifth blind batches): the space
after Chinese ends the clause as a comma does, and the echo is read to confirm, as "不支持，只能 …" was.
Only the whole answer is read so: a clause other readers cut out is read whole. What follows the space
is read as it is after a comma (a joke, a doubt or a question keeps it from being an answer).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Status
from tests.helpers.curated import curated_catalog

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


# Review of the reader round, finding 1: a denial, impossibility, disbelief, mockery or wish after the
# space takes the verb back, so the part before it is not read (graded CORRECT to confirm before).
BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}
TAKEN_BACK = [
    ("seed002-45", "支持 不了"),
    ("seed002-45", "支持 是不可能的"),
    ("seed002-45", "支持 个鬼"),
    ("seed002-45", "支持 我不信"),
    ("seed002-45", "支持 没门"),
    ("seed002-45", "支持 做不到"),
    ("seed002-45", "支持 的话就好了"),
    ("seed002-48", "支持 不了"),
    ("seed002-48", "支持 个鬼"),
    ("seed002-48", "支持 做梦"),
    ("seed002-50", "可以 个鬼"),
    ("seed002-50", "安全 个鬼"),
    ("seed002-50", "可以 是不可能的"),
    ("seed002-50", "可以 我不信"),
    ("seed002-41", "会 个鬼"),
    ("seed002-41", "会 是不可能的"),
    ("seed002-41", "会 我不信"),
    ("seed002-42", "会 不了"),
]


@pytest.mark.parametrize(("question", "answer"), TAKEN_BACK)
def test_the_verb_taken_back_after_the_space_is_no_answer(question: str, answer: str) -> None:
    assert grade(BANK[question], answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        ("seed002-45", "支持 ZeRO-Infinity 就是干这个的", Verdict.CORRECT),
        ("seed002-45", "不支持 只能 offload 到 cpu", Verdict.INCORRECT),
        ("seed002-50", "可以 存 fp16 精度足够", Verdict.CORRECT),
    ],
)
def test_a_reason_after_the_space_is_still_read(question: str, answer: str, verdict: Verdict) -> None:
    graded = grade(BANK[question], answer)
    assert (graded.verdict, graded.needs_confirmation) == (verdict, True), answer
