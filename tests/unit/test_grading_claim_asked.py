"""A true/false answer that says the claim over as a question or a heading and replies ("kernel 本身切到
多张 GPU？没有的事", "Mamba 不支持 gradient checkpointing？支持的", "NCCL_BUFFSIZE 默认 4MB —— 是": blind
batch 79; ``_claim_asked``). A reply in the claim's own words is read alone; a yes, a no or a mark only
after the claim said over in its own words, with no denial in the question or the claim; else asked again.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
KERNEL_SPLIT = QUESTIONS["seed002-42"]  # "FA2 的 kernel 本身会把…切分到多张 GPU 上并行执行": false
MAMBA = QUESTIONS["seed002-48"]  # "Mamba 架构不支持 gradient checkpointing": false
BUFFSIZE = QUESTIONS["seed002-49"]  # "NCCL_BUFFSIZE 默认设为 4MB": true
ZERO3_NVME = QUESTIONS["seed002-45"]  # "DeepSpeed ZeRO-3 支持 NVMe offload": true

READ = [  # (question, answer, what it says of the claim)
    (KERNEL_SPLIT, "kernel 本身切到多张 GPU？没有的事", False),
    (KERNEL_SPLIT, "kernel 本身切到多张 GPU 吗？没有的事", False),
    (KERNEL_SPLIT, "kernel 本身切到多张 GPU？不会", False),
    (KERNEL_SPLIT, "kernel 本身切到多张 GPU？是的", True),
    (MAMBA, "Mamba 不支持 gradient checkpointing？支持的", False),
    (MAMBA, "Mamba 不支持 gradient checkpointing？不支持", True),
    (MAMBA, "支持 gradient checkpointing？支持的", False),
    (BUFFSIZE, "NCCL_BUFFSIZE 默认 4MB —— 是", True),
    (BUFFSIZE, "NCCL_BUFFSIZE 默认 4MB —— 不是", False),
    (BUFFSIZE, "NCCL_BUFFSIZE 默认 4MB —— 错", False),
    (BUFFSIZE, "NCCL_BUFFSIZE 默认 4MB？对", True),
    (ZERO3_NVME, "ZeRO-3 支持 NVMe offload？支持", True),
    (ZERO3_NVME, "ZeRO-3 支持 NVMe offload？不支持", False),
]

ASKED_AGAIN = [  # a yes or a no to another question, a denial asked, or both kept open
    (KERNEL_SPLIT, "kernel 本身不会切到多张 GPU？没有的事"),  # doesn't split? no such thing: which way?
    (KERNEL_SPLIT, "kernel 只在单卡上算？没有的事"),  # single-GPU only? no: the claim true
    (KERNEL_SPLIT, "kernel 只在单卡上算？没有的事，是框架切的"),
    (KERNEL_SPLIT, "kernel 只在单卡上算吗？对"),
    (KERNEL_SPLIT, "不会切到多张 GPU？对"),
    (MAMBA, "Mamba 不支持 gradient checkpointing？对"),  # the claim's own denial asked: which way?
    (MAMBA, "Mamba 不支持 gradient checkpointing？没有的事"),
    (MAMBA, "支持 gradient checkpointing？是"),  # the claim denies: a yes to its opposite
    (BUFFSIZE, "NCCL_BUFFSIZE 默认 2MB —— 是"),  # another value said over
    (ZERO3_NVME, "ZeRO-3 只支持 CPU offload？是的"),
    (ZERO3_NVME, "ZeRO-3 支持 NVMe offload？支持，也可能不支持"),
]


def test_a_reply_to_the_claim_asked_back_is_read_to_confirm() -> None:
    for question, answer, truth in READ:
        graded = grade(question, answer)
        expected = Verdict.CORRECT if truth == question.truth else Verdict.INCORRECT
        assert graded.verdict is expected, (answer, graded)
        assert graded.needs_confirmation, answer


def test_a_reply_to_another_question_is_asked_again() -> None:
    for question, answer in ASKED_AGAIN:
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (answer, graded)


def test_a_verdict_then_a_correction_or_a_conclusion_is_left_to_its_readers() -> None:
    for question, answer, verdict in (
        (ZERO3_NVME, "不支持——哦不对，ZeRO-Infinity 可以卸到 NVMe，支持", Verdict.CORRECT),
        (BUFFSIZE, "默认好像是 8MB？那就错", Verdict.INCORRECT),
    ):
        assert grade(question, answer).verdict is verdict, answer
