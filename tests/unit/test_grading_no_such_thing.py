""" "No such thing" said of the claim ("没有的事", "没这回事", blind batch 79) is a true/false answer's no, as
"确有其事" is its yes (``_truth_words``): read as false, to confirm (a phrase, not a bare mark); denied
("不是没有的事") or asked ("没有的事吗？") it is not read as false.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
KERNEL_SPLIT = QUESTIONS["seed002-42"]  # "FA2 kernel 本身会切分到多张 GPU": false
ZERO3_NVME = QUESTIONS["seed002-45"]  # "ZeRO-3 支持 NVMe offload": true

SAID = ("没有的事", "没这回事", "没有这回事", "子虚乌有", "没有的事，kernel 是单卡的", "没这回事吧")


def test_no_such_thing_reads_false_to_confirm() -> None:
    for answer in SAID:
        for question, verdict in ((KERNEL_SPLIT, Verdict.CORRECT), (ZERO3_NVME, Verdict.INCORRECT)):
            graded = grade(question, answer)
            assert graded.verdict is verdict, (answer, graded)
            assert graded.needs_confirmation, answer


def test_no_such_thing_denied_or_asked_is_not_false() -> None:
    for answer in ("不是没有的事", "并非没有的事", "没有的事吗？"):
        graded = grade(ZERO3_NVME, answer)
        assert graded.verdict is not Verdict.INCORRECT, (answer, graded)
        assert graded.understood.truth is not False, (answer, graded)
